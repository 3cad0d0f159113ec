"""`conformance smoke`, `golden` and `fuzz`: quick protocol checks, recorded games, random games in lockstep."""

from __future__ import annotations

import json
import os
import shlex
import sys
import time
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.markup import escape

from ..engines.engine import EngineFailure, EngineRefusal, InProcessEngine, SubprocessEngine
from ..games import GamePlugin
from ..guards.inputs import (
    MANY,
    PROCESSES,
    STATE_BYTES,
    InputRefused,
    JsonFile,
    Loaded,
    Seconds,
    json_file,
    plain_names,
    within,
)
from ..guards.visible import visible
from ..runner.plugin import default_engine_command, suite_identity
from ..tools import golden as golden_games
from ..tools import smoke as smoking
from ..tools.fuzz import games as fuzz_games
from ..tools.fuzz import pool as fuzz_pool
from ..tools.fuzz import repro as fuzz_repro
from . import chosen_games, engine_for, game_option, games_claimed, main


@main.command("smoke")
@click.option("--engine", "engine_cmd", default=None, help="Command line of the engine (default: the bundled one).")
@click.option("--timeout", type=Seconds(), default=5.0, show_default=True, help="Seconds per engine response.")
@game_option(multiple=True)
def smoke_command(engine_cmd: str | None, timeout: float, game: tuple[str, ...]) -> None:
    """Check the protocol basics in seconds, saying what is wrong and how to fix it."""
    console = Console(soft_wrap=True)
    started = time.monotonic()
    command = _command(engine_cmd)
    probe = engine_for(command, False, timeout)
    try:
        plugins = games_claimed(probe, game)
    finally:
        probe.close()
    checks = []
    for plugin in plugins:
        console.print(f"[bold]{escape(plugin.info.id)}[/bold]", highlight=False)
        found = smoking.smoke(command, plugin, timeout=timeout)
        _print_checks(console, found)
        checks += found
    failed = [c for c in checks if not c.ok and c.run]
    left = sum(not c.run for c in checks)
    verdict = "[red]problems found[/red]" if failed else "[green]all checks passed[/green]"
    took = time.monotonic() - started
    tally = f"{len(failed)} of {len(checks)} checks failed" + (f", {left} not run" if left else "")
    console.print(f"{verdict}: {tally} in {took:.1f} s", highlight=False)
    sys.exit(1 if failed or left else 0)


def _command(engine_cmd: str | None) -> str:
    """The engine command given, or the bundled engine's; an empty one is refused."""
    if engine_cmd is not None and not engine_cmd.strip():
        raise click.BadParameter("the engine command is empty", param_hint="--engine")
    return engine_cmd or default_engine_command()


def _print_checks(console: Console, checks: list[smoking.Check]) -> None:
    for check in checks:
        mark = "[green]ok[/green]  " if check.ok else "[red]FAIL[/red]" if check.run else "[yellow]skip[/yellow]"
        console.print(f"{mark} {escape(check.name)}  [dim]({check.seconds:.2f} s)[/dim]", highlight=False)
        for note in check.notes:  # an engine's name, its stderr, its messages: shown, never obeyed
            console.print(f"       {visible(note)}", markup=False, highlight=False)
        if not check.run:
            console.print(f"       {visible(check.problem)}", markup=False, highlight=False)
        elif not check.ok:
            console.print(f"       what is wrong: {visible(check.problem)}", markup=False, highlight=False)
            console.print(f"       how to fix it: {visible(check.fix)}", markup=False, highlight=False)


@main.command("golden")
@click.option("--engine", "engine_cmd", default=None, help="Command line of the engine (default: the bundled one).")
@click.option("--in-process", is_flag=True, help="Replay with the bundled reference engine in this process.")
@game_option(multiple=True)
@click.option(
    "--name",
    "names",
    multiple=True,
    callback=plain_names,
    help="Only this golden game (repeatable; the file name, no .jsonl).",
)
@click.option(
    "--folder",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Where the golden games are [default: spec/<game>/golden/]; needs exactly one game.",
)
@click.option("--timeout", type=Seconds(), default=10.0, show_default=True, help="Seconds per engine response.")
@click.option(
    "--regenerate", is_flag=True, help="Re-record every golden game with the reference engine (in a checkout)."
)
def golden_command(
    *,
    engine_cmd: str | None,
    in_process: bool,
    game: tuple[str, ...],
    names: tuple[str, ...],
    folder: Path | None,
    timeout: float,
    regenerate: bool,
) -> None:
    """Replay the recorded games of spec/<game>/golden/; report the first step where the engine plays another game."""
    console = Console(soft_wrap=True)
    engine = engine_for(engine_cmd, in_process, timeout)
    plugins = chosen_games(game) if regenerate else games_claimed(engine, game)
    if folder is not None and len(plugins) != 1:
        raise click.UsageError("--folder holds the golden games of one game: name it with --game")
    if regenerate:
        engine.close()
        for plugin in plugins:
            for name, steps in golden_games.regenerate(InProcessEngine(), plugin, folder).items():
                console.print(f"{plugin.info.id}/{name}: {steps} steps", highlight=False)
        return
    try:
        chosen = [
            (p.info.id, path) for p in plugins for path in golden_games.files(p.info.id, folder, list(names) or None)
        ]
    except KeyError as exc:
        engine.close()
        raise click.BadParameter(visible(str(exc.args[0])), param_hint="--name") from None
    wrong = 0
    try:
        for game_id, path in chosen:
            started = time.monotonic()
            lines = golden_games.load(path)
            try:
                found = golden_games.replay(engine, game_id, lines)
            except (EngineRefusal, EngineFailure) as exc:
                found = golden_games.Divergence(0, f"the engine could not play it: {exc}", None, None, 0)
            took = f"[dim]{time.monotonic() - started:.2f} s[/dim]"
            name = escape(visible(f"{game_id}/{path.stem}"))  # a file name of --folder may hold brackets, controls
            if found is None:
                steps = golden_games.steps_of(lines)
                console.print(f"[green]ok[/green] {name}: {steps} steps {took}", highlight=False)
                continue
            wrong += 1
            where = escape(visible(found.describe()))
            console.print(f"[red]DIFFERS[/red] {name} at {where} {took}", highlight=False)
            console.print(f"  recorded: {json.dumps(found.expected, sort_keys=True)[:2000]}", markup=False)
            console.print(f"  engine:   {json.dumps(found.actual, sort_keys=True)[:2000]}", markup=False)
    finally:
        engine.close()
    if wrong:
        console.print(
            f"If the change is meant, run `{golden_games.REGENERATE}` and commit spec/<game>/golden/ with the reason."
        )
    sys.exit(1 if wrong else 0)


@main.command("fuzz")
@click.option("--engine", "engine_cmd", default=None, help="Command line of the engine (default: the bundled one).")
@click.option("--games", type=click.IntRange(1, MANY), default=20, show_default=True, help="How many random games.")
@click.option(
    "--seed",
    type=click.IntRange(0, (1 << 64) - 1),
    default=0,
    show_default=True,
    help="Seed of the run; game i gets its own from it.",
)
@click.option(
    "--workers", type=click.IntRange(1, PROCESSES), default=None, help="Local processes [default: the CPU count]."
)
@click.option("--ray", "ray_address", default=None, help="Run the games on this Ray cluster (needs the fuzz extra).")
@click.option(
    "--max-steps",
    type=click.IntRange(1, MANY),
    default=fuzz_games.MAX_STEPS,
    show_default=True,
    help="Cut each game after this many actions (a game that ends sooner stops there).",
)
@game_option(multiple=True)
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("fuzz-findings"),
    show_default=True,
    help="Where reproductions are written.",
)
@click.option("--timeout", type=Seconds(), default=10.0, show_default=True, help="Seconds per engine response.")
@click.option(
    "--replay",
    "replay_path",
    type=JsonFile(STATE_BYTES, "fuzz record"),
    default=None,
    help="Replay a .repro.json written by an earlier run instead of playing new games.",
)
def fuzz_command(
    *,
    engine_cmd: str | None,
    games: int,
    seed: int,
    workers: int | None,
    ray_address: str | None,
    max_steps: int,
    out: Path,
    timeout: float,
    replay_path: Loaded | None,
    game: tuple[str, ...],
) -> None:
    """Play random games in lockstep with the reference engine; write a short reproduction of any difference.

    Without --game, every game the engine claims is fuzzed, `--games` games each.
    """
    console = Console(soft_wrap=True)
    command = _command(engine_cmd)
    if replay_path is not None:
        sys.exit(_fuzz_replay(console, command, replay_path, timeout))
    probe = engine_for(command, False, timeout)
    try:
        plugins = games_claimed(probe, game)
    finally:
        probe.close()
    differ = False
    for plugin in plugins:
        found = _fuzz_game(
            console,
            plugin,
            command=command,
            games=games,
            seed=seed,
            workers=workers,
            ray_address=ray_address,
            max_steps=max_steps,
            out=out,
            timeout=timeout,
        )
        differ = found or differ
    sys.exit(1 if differ else 0)


def _fuzz_game(
    console: Console,
    plugin: GamePlugin,
    *,
    command: str,
    games: int,
    seed: int,
    workers: int | None,
    ray_address: str | None,
    max_steps: int,
    out: Path,
    timeout: float,
) -> bool:
    """Fuzz one game; True when a difference was found (its reproductions are written to `out`)."""
    chosen = workers or min(os.cpu_count() or 1, games)
    started = time.monotonic()
    try:
        results = fuzz_pool.run(
            command,
            game=plugin.info.id,
            games=games,
            seed=seed,
            workers=chosen,
            ray_address=ray_address,
            max_steps=max_steps,
            timeout=timeout,
            progress=lambda done, total: console.print(
                f"{plugin.info.id}: {done}/{total} games played ({time.monotonic() - started:.0f} s)", highlight=False
            ),
        )
    except fuzz_pool.FuzzError as exc:
        console.print(f"[red]{escape(visible(str(exc)))}[/red]", highlight=False)
        sys.exit(2)
    endings: dict[str, int] = {}
    for game in results:
        endings[game["ending"]] = endings.get(game["ending"], 0) + 1
    steps = sum(int(g["steps"]) for g in results)
    where = f"Ray at {ray_address}" if ray_address else f"{chosen} local process{'es' * (chosen != 1)}"
    took = time.monotonic() - started
    console.print(f"{plugin.info.id}: {len(results)} games, {steps} steps in {took:.1f} s on {where}", highlight=False)
    console.print("  ".join(f"{k}: {v}" for k, v in sorted(endings.items())), markup=False, highlight=False)
    for game in [g for g in results if g["ending"] == "reference_error"][:3]:
        note = visible(str(game["note"]))
        console.print(f"game {game['index']} ({game['seed']}): {note}", markup=False, highlight=False)
    found = [g for g in results if "difference" in g]
    for n, game in enumerate(found):
        _write_finding(console, plugin, game, out, command=command, seed=seed, games=games, quiet=n > 0)
    if len(found) > 1:
        console.print(f"{len(found) - 1} more games differ; their reproductions are in {out} too.", highlight=False)
    return bool(found)


def _write_finding(
    console: Console,
    plugin: GamePlugin,
    game: dict[str, Any],
    out: Path,
    *,
    command: str,
    seed: int,
    games: int,
    quiet: bool,
) -> None:
    """Write one game's reproduction; describe it unless `quiet` (only the first difference is told in full)."""
    found, shrunk = game["difference"], game["repro"]
    difference = fuzz_games.Difference(
        fuzz_games.Kind(found["kind"]),
        found["state"],
        found["action"],
        found["expected"],
        found["actual"],
        found["detail"],
    )
    repro = fuzz_repro.Repro(
        fuzz_games.Kind(shrunk["kind"]), shrunk["state"], shrunk["actions"], shrunk["reproduced"], shrunk["seats"]
    )
    name = f"fuzz-{plugin.info.id}-{seed}-{game['index']}"
    meta = {
        "command": (
            f"conformance fuzz --engine {shlex.quote(command)} --game {plugin.info.id} --seed {seed} --games {games}"
        ),
        "engine_command": command,
        "game_id": plugin.info.id,
        "seed": seed,
        "game": game["index"],
        "game_seed": game["seed"],
        "step": game["steps"],
        "suite": suite_identity(),
    }
    paths = fuzz_repro.write(out, name, repro, difference, meta, plugin=plugin)
    if quiet:
        return
    console.print(
        f"[red]difference[/red] in game {game['index']} at step {game['steps']}: {escape(visible(difference.detail))} "
        f"({difference.kind.value}); reproduction: "
        + (f"{len(repro.actions)} action(s) from a saved state" if repro.actions else "the saved state itself")
        + ("" if repro.reproduced else " (not reproduced from a saved state: the whole game is kept)"),
        highlight=False,
    )
    if difference.kind is fuzz_games.Kind.LEGAL_ACTIONS:
        for action in difference.expected:
            console.print(f"  the engine does not list {json.dumps(action, sort_keys=True)}", markup=False)
        for action in difference.actual:
            console.print(
                f"  the engine lists {json.dumps(action, sort_keys=True)}, the reference does not", markup=False
            )
    for kind, path in paths.items():
        console.print(f"  {kind}: {path}", markup=False, highlight=False)


def _fuzz_replay(console: Console, command: str, loaded: Loaded, timeout: float) -> int:
    """Replay a reproduction: its state file is read beside the record, through the same guard, and nowhere else."""
    record = loaded.data
    if not isinstance(record, dict) or not isinstance(record.get("actions"), list):
        raise click.BadParameter(f"{loaded} is no fuzz record (a JSON object with its actions)", param_hint="--replay")
    try:
        state_path = within(loaded.path.resolve().parent, str(record.get("state_file", "")), "file beside the record")
    except InputRefused as exc:
        raise click.BadParameter(f"the record's state_file: {exc}", param_hint="--replay") from None
    state = json_file(state_path, STATE_BYTES, "state file")
    engine = SubprocessEngine(command, timeout=timeout)
    try:
        found = fuzz_repro.replay(engine, InProcessEngine(), state, record["actions"])
    finally:
        engine.close()
    if found is None:
        console.print("The engine now agrees with the reference on this reproduction.")
        return 0
    console.print(f"Still different: {escape(visible(found.detail))} ({found.kind.value})", highlight=False)
    return 1
