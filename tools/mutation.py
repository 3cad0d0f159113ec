"""Mutation testing of the reference engine's rule modules, with the scenario suite as the test.

A mutant is the engine with one small change (a comparison flipped, a number
moved by one, a condition negated...). A scenario suite that checks the rules
should fail on most of them: a mutant it does not notice ("survivor") points at
a rule the scenarios leave unchecked, or at code that changes nothing.

This script uses cosmic-ray (`pip install ".[mutation]"`). Because cosmic-ray
edits the files it mutates, it never works in the checkout: it copies the last
commit (`git archive HEAD`) into a scratch folder and mutates there, so the
checkout and anyone working in it are untouched. A full run of every mutant
would take many hours, so it draws a seeded sample of mutants per module (the
budget), marks the rest skipped, runs the sample, and writes the kill rate and
every survivor by module as Markdown:

    python tools/mutation.py --per-module 8 --out tests/mutation/RESULTS.md
    python tools/mutation.py --keep /tmp/m ...; python tools/mutation.py --recheck /tmp/m   # after new scenarios

The test command is the scenario suite in-process, stopping at the first
failing scenario (`pytest conformance/suite --in-process -x`), run by
`--test-python` (default: this interpreter) inside the scratch copy, whose
modules come first on the import path.
"""

from __future__ import annotations

import argparse
import ast
import json
import random
import shlex
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
COMMIT_FILE = "MUTATED_COMMIT"
SUITE_ARGS = ("-m", "pytest", "conformance/suite", "--in-process", "-x", "-q", "-p", "no:cacheprovider")
"""The test command every mutant faces, after the Python that runs it."""
RULE_MODULES = (
    "amounts",
    "bonuses",
    "cards",
    "cities",
    "drafting",
    "effects",
    "flow",
    "food",
    "hand",
    "industry",
    "map",
    "milestones",
    "passing",
    "placing",
    "properties",
    "prosperity",
    "scoring",
    "skills",
    "turn",
    "wonders",
)
"""reference_impl/sweet_lands/<name>.py: the modules that carry rules (the decision machine, state model, random
generator and component loading are the core, checked by the unit tests rather than the scenarios)."""


@dataclass
class Outcome:
    module: str
    line: int
    operator: str
    killed: bool
    incompetent: bool
    diff: str


def scratch_copy(folder: Path) -> None:
    """The last commit's files in `folder` (uncommitted work in the checkout is left out on purpose)."""
    archive = subprocess.run(["git", "-C", str(REPO), "archive", "HEAD"], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    head = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"], check=True, capture_output=True)
    (folder / COMMIT_FILE).write_text(head.stdout.decode().strip(), encoding="utf-8")


def write_config(folder: Path, modules: list[str], python: str, timeout: float) -> Path:
    """cosmic-ray's configuration (TOML; a JSON string is a valid TOML string)."""
    test = shlex.join([python, *SUITE_ARGS])
    paths = json.dumps([f"reference_impl/sweet_lands/{m}.py" for m in modules])
    config = folder / "mutation.toml"
    config.write_text(
        f"[cosmic-ray]\nmodule-path = {paths}\ntimeout = {timeout}\nexcluded-modules = []\n"
        f'test-command = {json.dumps(test)}\n\n[cosmic-ray.distributor]\nname = "local"\n',
        encoding="utf-8",
    )
    return config


def baseline(folder: Path, python: str) -> float:
    """Seconds the unmutated suite takes; it must pass, or no mutant result would mean anything."""
    started = time.monotonic()
    done = subprocess.run(
        [python, *SUITE_ARGS],
        cwd=folder,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        sys.exit(f"the scenario suite fails before any mutation:\n{done.stdout[-3000:]}")
    return time.monotonic() - started


Span = tuple[int, int, int, int]


def annotation_spans(path: Path) -> list[Span]:
    """Where the type annotations of a module are (start line, column, end line, column). With `from __future__
    import annotations` they never run, so a mutant there is equivalent and is left out of the draw and the count."""
    spans: list[Span] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        notes: list[ast.expr | None] = []
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            notes.append(node.returns)
        elif isinstance(node, ast.arg | ast.AnnAssign):
            notes.append(node.annotation)
        spans.extend(
            (n.lineno, n.col_offset, n.end_lineno or n.lineno, n.end_col_offset or 0) for n in notes if n is not None
        )
    return spans


def in_annotation(folder: Path, mutation: Any, cache: dict[str, list[Span]]) -> bool:
    name = str(mutation.module_path)
    if name not in cache:
        cache[name] = annotation_spans(folder / name)
    at = tuple(mutation.start_pos)
    return any((line, col) <= at < (end_line, end_col) for line, col, end_line, end_col in cache[name])


def sample(folder: Path, session: Path, per_module: int, seed: int) -> dict[str, int]:
    """Keep `per_module` random mutants of each module; mark the others skipped. Returns mutants per module."""
    from cosmic_ray.work_db import WorkDB, use_db  # noqa: PLC0415  (the mutation extra)
    from cosmic_ray.work_item import WorkerOutcome, WorkResult  # noqa: PLC0415

    rng = random.Random(seed)
    by_module: dict[str, list[str]] = defaultdict(list)
    notes: dict[str, list[Span]] = {}
    with use_db(str(session), WorkDB.Mode.open) as db:
        equivalent = []
        for item in db.work_items:
            if in_annotation(folder, item.mutations[0], notes):
                equivalent.append(item.job_id)
            else:
                by_module[Path(item.mutations[0].module_path).stem].append(item.job_id)
        db.set_multiple_results(equivalent, WorkResult(worker_outcome=WorkerOutcome.SKIPPED))
        skipped = []
        for jobs in by_module.values():
            jobs.sort()
            rng.shuffle(jobs)
            skipped.extend(jobs[per_module:])
        db.set_multiple_results(skipped, WorkResult(worker_outcome=WorkerOutcome.SKIPPED))
    return {module: len(jobs) for module, jobs in sorted(by_module.items())}


def outcomes(folder: Path, session: Path) -> tuple[list[Outcome], dict[str, int]]:
    """The mutants that ran (annotation mutants left out) and how many mutants each module has in all."""
    from cosmic_ray.work_db import WorkDB, use_db  # noqa: PLC0415
    from cosmic_ray.work_item import TestOutcome, WorkerOutcome  # noqa: PLC0415

    found = []
    totals: dict[str, int] = defaultdict(int)
    notes: dict[str, list[Span]] = {}
    with use_db(str(session), WorkDB.Mode.open) as db:
        results = dict(db.results)
        for item in db.work_items:
            mutation = item.mutations[0]
            if in_annotation(folder, mutation, notes):
                continue
            totals[Path(mutation.module_path).stem] += 1
            result = results.get(item.job_id)
            if result is None or result.worker_outcome == WorkerOutcome.SKIPPED:
                continue
            found.append(
                Outcome(
                    Path(mutation.module_path).stem,
                    mutation.start_pos[0],
                    mutation.operator_name.removeprefix("core/"),
                    result.test_outcome != TestOutcome.SURVIVED,
                    result.test_outcome == TestOutcome.INCOMPETENT,
                    result.diff or "",
                )
            )
    return sorted(found, key=lambda o: (o.module, o.line, o.operator)), dict(sorted(totals.items()))


def report(
    found: list[Outcome], totals: dict[str, int], args: argparse.Namespace, *, seconds: float, base: float, commit: str
) -> str:
    killed = sum(o.killed for o in found)
    incompetent = sum(o.incompetent for o in found)
    lines = [
        "# Mutation testing of the rule modules",
        "",
        f"Made by `python tools/mutation.py --per-module {args.per_module} --seed {args.seed}` (cosmic-ray) on the "
        f"commit `{commit}`: {len(found)} mutants drawn from {sum(totals.values())}, run against the scenario suite "
        f"in-process (the unmutated suite took {base:.0f} s; the run {seconds / 60:.0f} min).",
        "",
        f"**Killed: {killed} of {len(found)} ({100 * killed / max(len(found), 1):.0f}%).** "
        "A mutant counts as killed when a scenario fails, the suite errors, or it times out "
        f"({incompetent} were incompetent: the mutated code could not even run the suite). "
        "Mutants inside type annotations are left out: they never run.",
        "",
        "| module | mutants in the module | drawn | killed | survived |",
        "|---|---|---|---|---|",
    ]
    by_module: dict[str, list[Outcome]] = defaultdict(list)
    for outcome in found:
        by_module[outcome.module].append(outcome)
    for module, count in totals.items():
        drawn = by_module.get(module, [])
        alive = sum(not o.killed for o in drawn)
        lines.append(f"| {module} | {count} | {len(drawn)} | {len(drawn) - alive} | {alive} |")
    lines += ["", "## Survivors", ""]
    for module, drawn in by_module.items():
        alive = [o for o in drawn if not o.killed]
        if not alive:
            continue
        lines += [f"### {module}.py", ""]
        for outcome in alive:
            change = [d for d in outcome.diff.splitlines() if d[:1] in "+-" and d[:3] not in ("+++", "---")]
            lines.append(f"- line {outcome.line}, {outcome.operator}:")
            lines += ["", "  ```diff", *(f"  {d}" for d in change), "  ```", ""]
    return "\n".join(lines) + "\n"


def recheck(kept: Path, python: str) -> str:
    """Run the survivors of a kept session again on the last commit: the scenarios added since may kill them.

    Each survivor's diff is applied with `patch` to a fresh copy of HEAD; a diff that no longer applies means
    the code it mutated has changed, and is reported as such.
    """
    found, _ = outcomes(kept, kept / "session.sqlite")
    survivors = [o for o in found if not o.killed]
    lines = []
    with tempfile.TemporaryDirectory(prefix="mutation-recheck-") as temp:
        folder = Path(temp)
        scratch_copy(folder)
        head = (folder / COMMIT_FILE).read_text(encoding="utf-8").strip()
        for outcome in survivors:
            diff = outcome.diff.split("--- mutation diff ---\n", 1)[-1]
            patch = ["patch", "-p1", "-s", "-d", str(folder)]
            applied = subprocess.run([*patch, "--dry-run"], input=diff, text=True, capture_output=True, check=False)
            if applied.returncode != 0:
                verdict = "the mutated code has changed"
            else:
                subprocess.run(patch, input=diff, text=True, capture_output=True, check=True)
                done = subprocess.run(
                    [python, *SUITE_ARGS],
                    cwd=folder,
                    capture_output=True,
                    text=True,
                    check=False,
                )
                subprocess.run([*patch, "-R"], input=diff, text=True, capture_output=True, check=True)
                verdict = "killed now" if done.returncode != 0 else "still survives"
            lines.append(f"| {outcome.module} | {outcome.line} | {outcome.operator} | {verdict} |")
            print(lines[-1], flush=True)
    return "\n".join(
        [
            "",
            f"## The survivors again, on commit `{head}`",
            "",
            "Made by `python tools/mutation.py --recheck FOLDER`: each survivor above, applied to a later commit and "
            "run against its scenario suite.",
            "",
            "| module | line | operator | now |",
            "|---|---|---|---|",
            *lines,
            "",
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--module", action="append", choices=RULE_MODULES, help="Only this module (repeatable).")
    parser.add_argument("--per-module", type=int, default=8, help="Mutants drawn per module (the budget).")
    parser.add_argument("--seed", type=int, default=1, help="Seed of the draw.")
    parser.add_argument("--test-python", default=sys.executable, help="Interpreter with the project's dependencies.")
    parser.add_argument("--cosmic-ray", default="cosmic-ray", help="The cosmic-ray command.")
    parser.add_argument("--out", type=Path, default=REPO / "tests" / "mutation" / "RESULTS.md")
    parser.add_argument("--keep", type=Path, default=None, help="Work in this folder and keep it (default: a temp).")
    parser.add_argument(
        "--report-only",
        nargs=3,
        metavar=("FOLDER", "BASELINE_S", "RUN_S"),
        help="Write the report again from the session kept in FOLDER by --keep (seconds as the run printed them).",
    )
    parser.add_argument(
        "--recheck",
        type=Path,
        default=None,
        metavar="FOLDER",
        help="Run the survivors of the session kept in FOLDER again on the last commit; append the verdicts to --out.",
    )
    args = parser.parse_args()
    if args.recheck:
        with args.out.open("a", encoding="utf-8") as out:
            out.write(recheck(args.recheck, args.test_python))
        return
    if args.report_only:
        folder, base, seconds = Path(args.report_only[0]), float(args.report_only[1]), float(args.report_only[2])
        found, totals = outcomes(folder, folder / "session.sqlite")
        commit = (folder / COMMIT_FILE).read_text(encoding="utf-8").strip()
        args.out.write_text(report(found, totals, args, seconds=seconds, base=base, commit=commit), encoding="utf-8")
        return
    modules = args.module or list(RULE_MODULES)
    with tempfile.TemporaryDirectory(prefix="mutation-") as temp:
        folder = args.keep or Path(temp)
        folder.mkdir(parents=True, exist_ok=True)
        scratch_copy(folder)
        base = baseline(folder, args.test_python)
        print(f"baseline: the suite passes in {base:.1f} s", flush=True)
        config = write_config(folder, modules, args.test_python, timeout=max(60.0, 4 * base))
        session = folder / "session.sqlite"
        subprocess.run([args.cosmic_ray, "init", str(config), str(session)], cwd=folder, check=True)
        drawn = sample(folder, session, args.per_module, args.seed)
        print(f"{sum(min(n, args.per_module) for n in drawn.values())} mutants drawn of {sum(drawn.values())}")
        started = time.monotonic()
        subprocess.run([args.cosmic_ray, "exec", str(config), str(session)], cwd=folder, check=True)
        print(f"run: {time.monotonic() - started:.0f} s", flush=True)
        found, totals = outcomes(folder, session)
        commit = (folder / COMMIT_FILE).read_text(encoding="utf-8").strip()
        text = report(found, totals, args, seconds=time.monotonic() - started, base=base, commit=commit)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    print(text.split("\n## Survivors")[0])


if __name__ == "__main__":
    main()
