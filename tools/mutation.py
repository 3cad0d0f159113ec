"""Mutation testing: how many wrong versions of the reference engine each game's scenario suite fails.

A mutant is the engine with one small change that cosmic-ray's operators make (a comparison flipped, a number
moved by one, a condition negated...) in one module of the game's engine or of the shared machine. The suite of
that game runs against each mutant drawn; a mutant it does not fail (a survivor) is either a rule the scenarios
leave unchecked, to be closed by a new scenario, or a change that plays exactly as the rules say ("equivalent"),
recorded with its reason in conformance/games/<game>/mutation-triage.yaml so no later run asks again.

The trials run on a Ray cluster (`pip install ".[fuzz,mutation]"`), each worker in its own copy of the last
commit; the checkout is never touched. Results are written as they come back, so a stopped run resumes:

    python tools/mutation.py run --game loyang --sample 500 --seed 1 --workers 2      # a local cluster
    python tools/mutation.py run --game loyang --sample 500 --seed 1 --ray HEAD:6379  # a cluster's head
    python tools/mutation.py run --resume .mutation/loyang-1a2b3c4                    # after an interruption
    python tools/mutation.py recheck --game loyang --workers 2   # the survivors again, after new scenarios
    python tools/mutation.py try --game loyang KEY               # one mutant against the checkout as it is

A finished run writes conformance/games/<game>/mutation.json, which the site, the compliance reports and
tests/unit/test_mutation_record.py read (conformance/games/strength.py).
"""

from __future__ import annotations

import argparse
import dataclasses
import io
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from typing import Any

from mutants import cluster, population, record
from mutants.session import Session
from mutants.trial import Tree

from conformance.games import registered, strength
from rulecore.registry import info

REPO = Path(__file__).resolve().parents[1]
SESSIONS = REPO / ".mutation"


def engine_package(game: str) -> str:
    """The reference engine's package of a game, from its entry point (reference_impl.<package>.plugin:...)."""
    for entry in metadata.entry_points(group="reference_impl.games"):
        if entry.name == game:
            return entry.value.split(".")[1]
    raise SystemExit(f"no reference engine plays {game}")


def archive(commit: str) -> bytes:
    return subprocess.run(["git", "-C", str(REPO), "archive", commit], check=True, capture_output=True).stdout


def working_tree() -> bytes:
    """The checkout as it is now, committed or not (ignored files left out): what `try` mutates a copy of."""
    listed = subprocess.run(
        ["git", "-C", str(REPO), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        check=True,
        capture_output=True,
    ).stdout.decode()
    packed = io.BytesIO()
    with tarfile.open(fileobj=packed, mode="w") as tar:
        for name in filter(None, listed.split("\0")):
            if (REPO / name).is_file():
                tar.add(REPO / name, arcname=name)
    return packed.getvalue()


def short(commit: str) -> str:
    done = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", commit], check=True, capture_output=True)
    return done.stdout.decode().strip()


@contextmanager
def unpacked(tree: bytes) -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="mutation-plan-") as temp:
        with tarfile.open(fileobj=io.BytesIO(tree)) as tar:
            tar.extractall(temp, filter="data")
        yield Path(temp)


def header(game: str, root: Path, commit: str, command: str, seed: int) -> dict[str, Any]:
    """What a reader needs to know of a draw besides its mutants, made from the archived tree itself."""
    modules = population.game_modules(root, engine_package(game))
    steps = step_files(root, game)
    return {
        "game": game,
        "commit": commit,
        "date": datetime.now(UTC).date().isoformat(),
        "tool": f"cosmic-ray {metadata.version('cosmic-ray')}",
        "command": command,
        "seed": seed,
        "modules": modules,
        "steps": steps,
        "digests": {
            "suite": strength.suite_digest(dataclasses.replace(info(game), root=root), steps, root),
            "code": strength.code_digest(modules, root),
        },
    }


def step_files(root: Path, game: str) -> list[str]:
    """The step code that plays the game's scenarios: its plugin package and the scenario table its steps play on
    (the other modules beside them, such as this record's reader, check nothing a scenario does)."""
    plugin = strength.results_file(registered()[game]).parent.relative_to(REPO)
    own = [p.relative_to(root).as_posix() for p in (root / plugin).rglob("*.py")]
    return sorted([*own, (plugin.parent / "table.py").as_posix()])


def plan(game: str, size: int, seed: int, *, tree: bytes, commit: str, command: str) -> dict[str, Any]:
    """A new draw: the population, the sample and each drawn mutant described (diff, key, rules)."""
    with unpacked(tree) as root:
        head = header(game, root, commit, command, seed)
        invalid = 0
        everyone = population.enumerate_all(root, head["modules"])
        prefix = info(game).rule_prefix
        drawn: list[population.Mutant] = []
        for mutant in population.shuffled(everyone, seed):
            if len(drawn) == size:
                break
            found = population.described(root, mutant, prefix)
            if found is not None:
                drawn.append(found)
            else:
                invalid += 1
        drawn.sort(key=lambda m: (m.module, m.operator, m.occurrence))
    if len({m.key for m in drawn}) != len(drawn):
        raise RuntimeError("two drawn mutants share a key: population.described must tell them apart")
    by_module: dict[str, int] = {}
    for mutant in everyone:
        by_module[mutant.module] = by_module.get(mutant.module, 0) + 1
    return {
        **head,
        "population": len(everyone),
        "population_by_module": by_module,
        "not_programs": invalid,
        "mutants": [m.as_json() for m in drawn],
    }


def run(args: argparse.Namespace) -> None:
    if args.resume:
        session = Session(args.resume)
    else:
        commit = short("HEAD")
        tree = archive(commit)
        session = Session(args.session or SESSIONS / f"{args.game}-{commit}")
        command = f"python tools/mutation.py run --game {args.game} --sample {args.sample} --seed {args.seed}"
        session.start(plan(args.game, args.sample, args.seed, tree=tree, commit=commit, command=command), tree)
        print(f"session {session.folder}: {len(session.plan()['mutants'])} mutants drawn", flush=True)
    finish(session, args, what="draw")


def recheck(args: argparse.Namespace) -> None:
    """Every published survivor runs again against the last commit's scenarios, those judged equivalent too: an
    equivalent mutant a new scenario kills was misjudged, and its verdict then names no survivor (the triage
    test fails until it is taken out)."""
    plugin = registered()[args.game]
    known = strength.load(plugin)
    if known is None:
        raise SystemExit(f"{args.game} has no mutation record to recheck: make one with `run`")
    commit = short("HEAD")
    tree = archive(commit)
    session = Session(args.session or SESSIONS / f"{args.game}-recheck-{commit}")
    with unpacked(tree) as root:
        fresh = header(args.game, root, commit, known.data["command"], known.data["seed"])
    if fresh["digests"]["code"] != known.data["digests"]["code"]:
        raise SystemExit("the engine's code changed since the record was made: a recheck cannot stand for a new run")
    fresh["mutants"] = [m for m in known.mutants if m["outcome"] == "survived"]
    session.start(fresh, tree)
    print(f"session {session.folder}: {len(fresh['mutants'])} survivors to try again", flush=True)
    finish(session, args, what="recheck")


def try_one(args: argparse.Namespace) -> None:
    """One recorded mutant against the checkout's scenarios as they are now (new, uncommitted ones included):
    the way to see that a scenario written for a survivor kills it, and passes without it."""
    if args.plan:
        listed = strength_data(args.plan)["mutants"]  # a session still running has no record yet
    else:
        known = strength.load(registered()[args.game])
        listed = known.mutants if known else []
    found = [m for m in listed if m["key"] == args.key]
    if not found:
        raise SystemExit(f"{args.key}: no mutant of {args.game}'s record has this key")
    mutant = found[0]
    print(f"{mutant['module']}:{mutant['line']} ({', '.join(mutant['rules']) or 'no rule cited'})\n{mutant['diff']}")
    tree = Tree(working_tree())
    tree.check_imports()
    print(f"without the mutant: {tree.baseline(args.game):.1f} s, every scenario passes")
    verdict = tree.trial(args.game, mutant["module"], mutant["operator"], mutant["occurrence"], timeout=300.0)
    failed = f", first failed by {verdict.killed_by}" if verdict.killed_by else ""
    print(f"with the mutant: {verdict.outcome}{failed}")


def finish(session: Session, args: argparse.Namespace, what: str) -> None:
    cluster.run(session, address=args.ray, workers=args.workers, limit=args.limit)
    done = session.done()
    plan_data = session.plan()
    if len(done) < len(plan_data["mutants"]):
        print(f"{len(done)} of {len(plan_data['mutants'])} tried; resume with --resume {session.folder}")
        return
    runs = session.runs()
    minutes = sum(r["minutes"] for r in runs)
    entry = {
        "what": what,
        "commit": plan_data["commit"],
        "date": datetime.now(UTC).date().isoformat(),
        "mutants": len(plan_data["mutants"]),
        "workers": sorted({r["workers"] for r in runs}),
        "clusters": sorted({"a given address" if r["cluster"] != "local" else "local" for r in runs}),
        "minutes": round(minutes, 1),
        "per_minute": round(sum(r["tried"] for r in runs) / minutes, 1) if minutes else 0.0,
    }
    target = args.out or strength.results_file(registered()[plan_data["game"]])
    if what == "recheck":
        merged = record.merge_recheck(strength_data(target), session, entry)
    else:
        merged = record.from_session(session, [entry])
    record.write(target, merged)
    print(f"written {target}")


def strength_data(path: Path) -> dict[str, Any]:
    import orjson  # noqa: PLC0415

    data: dict[str, Any] = orjson.loads(path.read_bytes())
    return data


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    verbs = parser.add_subparsers(dest="verb", required=True)
    for name in ("run", "recheck"):
        verb = verbs.add_parser(name)
        verb.add_argument("--game", choices=sorted(registered()), required=name == "recheck")
        verb.add_argument("--ray", metavar="ADDRESS", help="A Ray cluster's address (its head, host:port).")
        verb.add_argument("--workers", type=int, help="Workers to start (default: one per CPU of the cluster).")
        verb.add_argument("--session", type=Path, help="The session's folder (default: .mutation/<game>-<commit>).")
        verb.add_argument("--limit", type=int, help="Stop after this many trials (resume later).")
        verb.add_argument("--out", type=Path, help="Write the record here (default: beside the game's plugin).")
        if name == "run":
            verb.add_argument("--sample", type=int, default=500, help="Mutants drawn (the whole population if larger).")
            verb.add_argument("--seed", type=int, default=1, help="Seed of the draw.")
            verb.add_argument("--resume", type=Path, metavar="SESSION", help="Finish the session in this folder.")
    one = verbs.add_parser("try", help="One recorded mutant against the checkout's scenarios as they are now.")
    one.add_argument("--game", choices=sorted(registered()), required=True)
    one.add_argument("key", help="The mutant's key, as the record and the triage file name it.")
    one.add_argument("--plan", type=Path, help="Find the key in this session's plan.json instead of the record.")
    args = parser.parse_args()
    if args.verb == "run" and not (args.game or args.resume):
        parser.error("run needs --game, or --resume SESSION")
    {"run": run, "recheck": recheck, "try": try_one}[args.verb](args)


if __name__ == "__main__":
    sys.path.insert(0, str(REPO))
    main()
