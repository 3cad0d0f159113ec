"""`conformance perft`: action-sequence counts from named positions against the golden numbers.

By default it walks the engine's own legal actions (conformance/tools/perft.py `plan`):
an engine's `count` is checked against that walk, and trusted only deeper.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from ..engines.engine import Engine, EngineFailure, EngineRefusal, InProcessEngine
from ..games import player_counts
from ..guards.inputs import Seconds
from ..guards.visible import visible
from ..results import evidence
from ..tools import perft as perfting
from . import chosen_games, engine_for, game_option, main


@main.command("perft")
@click.option("--engine", "engine_cmd", default=None, help="Command line of the engine (default: the bundled one).")
@click.option("--in-process", is_flag=True, help="Count with the bundled reference engine in this process.")
@click.option("--depth", type=click.IntRange(1, 8), default=None, help="Count up to this depth (default: golden max).")
@click.option("--position", "names", multiple=True, help="Only this named position (repeatable).")
@click.option("--divide", is_flag=True, help="Show the count below each first action at the deepest depth.")
@click.option("--walk", is_flag=True, help="Walk load/legal_actions/apply at every depth, however long it takes.")
@click.option(
    "--walk-depth",
    type=click.IntRange(0, 8),
    default=perfting.WALK_DEPTH,
    show_default=True,
    help="Walk the engine's own legal actions to this depth; deeper, use its count command (if it offers one).",
)
@click.option(
    "--use-count",
    is_flag=True,
    help="Trust the engine's count command at every depth (fast, but not a check of its moves).",
)
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Write the state where the engine first differs from the reference into this folder.",
)
@click.option("--timeout", type=Seconds(), default=60.0, show_default=True, help="Seconds per engine response.")
@click.option("--regenerate", is_flag=True, help="Remake spec/<game>/perft/ with the reference engine (in a checkout).")
@game_option(multiple=True)
def perft_command(
    *,
    engine_cmd: str | None,
    in_process: bool,
    depth: int | None,
    names: tuple[str, ...],
    divide: bool,
    walk: bool,
    walk_depth: int,
    use_count: bool,
    out: Path | None,
    timeout: float,
    regenerate: bool,
    game: tuple[str, ...],
) -> None:
    """Count action sequences from named positions and compare with the golden counts in spec/<game>/perft/.

    The engine is judged on its own legal actions: they are walked to --walk-depth;
    an engine that offers `count` must agree with that walk, and its count is used
    only for the depths beyond (or everywhere with --use-count).
    """
    if walk and use_count:
        raise click.UsageError("--walk and --use-count exclude each other")
    console = Console(soft_wrap=True)
    if regenerate:
        for plugin in chosen_games(game):
            golden = perfting.regenerate(plugin)
            for name, entry in golden["positions"].items():
                console.print(f"{plugin.info.id}/{name}: {entry['counts']}", highlight=False)
        return
    engine = engine_for(engine_cmd, in_process, timeout)
    if use_count:
        console.print("[dim]--use-count: the engine's own count is trusted; its legal actions are not walked[/dim]")
    wrong = 0
    try:
        hello = engine.hello()
        plugins = chosen_games(game, hello)
        chosen = [(p.info.id, pos) for p in plugins for pos in perfting.positions(p.info.id)]
        unknown = sorted(set(names) - {pos.name for _, pos in chosen})
        if unknown:
            known = ", ".join(pos.name for _, pos in chosen) or "none"
            raise click.BadParameter(
                f"no perft position named {visible(', '.join(unknown))}; known: {known}", param_hint="--position"
            )
        chosen = [(game_id, pos) for game_id, pos in chosen if not names or pos.name in names]
        for game_id, position in chosen:
            has_count = perfting.claims_count(hello, game_id) and hasattr(engine, "request")
            players = len(position.state["players"])
            if players not in player_counts(hello, game_id):
                console.print(
                    f"[dim]skipped {escape(game_id)}/{escape(position.name)}: "
                    f"the engine does not claim {players} players[/dim]"
                )
                continue
            steps = perfting.plan(
                depth or max(position.counts),
                has_count=has_count,
                use_count=use_count,
                walk_all=walk,
                walk_depth=walk_depth,
            )
            console.print(f"{game_id}/{position.name}: {_describe(steps)}", highlight=False, markup=False)
            wrong += _perft_position(console, engine, position, steps, has_count=has_count, divide=divide, out=out)
    finally:
        engine.close()
    sys.exit(1 if wrong else 0)


def _describe(steps: dict[int, perfting.How]) -> str:
    """`walking load/legal_actions/apply to depth 2, the count command at depth 3`."""
    walked = [d for d, how in steps.items() if how is perfting.How.WALK]
    counted = [d for d, how in steps.items() if how is perfting.How.COUNT]
    skipped = [d for d, how in steps.items() if how is perfting.How.SKIP]
    parts = []
    if walked:
        parts.append(f"walking load/legal_actions/apply to depth {max(walked)}")
    if counted:
        parts.append(f"the engine's count command at depth {', '.join(map(str, counted))}")
    if skipped:
        parts.append(f"depth {', '.join(map(str, skipped))} not checked (no count command; --walk walks it)")
    return "; ".join(parts)


def _perft_position(
    console: Console,
    engine: Engine,
    position: perfting.Position,
    steps: dict[int, perfting.How],
    *,
    has_count: bool,
    divide: bool,
    out: Path | None,
) -> int:
    """Count one position depth by depth; on the first wrong count, show where the engine goes wrong."""
    deepest = max((d for d, how in steps.items() if how is not perfting.How.SKIP), default=0)
    for d, how in steps.items():
        if how is perfting.How.SKIP:
            continue
        result = perfting.measure(engine, position, d, how is perfting.How.COUNT)
        expected = "?" if result.expected is None else str(result.expected)
        shown = result.error or str(result.got)
        wrong = bool(result.error) or (result.expected is not None and not result.ok)
        mark = "[red]WRONG[/red]" if wrong else "[green]ok[/green]"
        console.print(
            f"{mark} {position.name} depth {d}: {escape(shown)} (golden {expected}, {how.value}) "
            f"[dim]{result.seconds:.2f} s[/dim]",
            highlight=False,
        )
        if not wrong and how is perfting.How.WALK and has_count and result.got is not None:
            disagreement = perfting.cross_check(engine, position, d, result.got)
            if disagreement:
                console.print(
                    f"WRONG {position.name} depth {d}: the engine's count command disagrees with its own answers: "
                    f"{disagreement}",
                    highlight=False,
                    markup=False,
                )
                return 1
        if wrong:
            if not result.error:
                try:
                    _explain_perft(console, engine, position, d, out)
                except (EngineRefusal, EngineFailure) as exc:
                    # The walk beside the reference needs both engines to accept what they list.
                    console.print(f"Could not walk the tree to the difference: {exc}", markup=False)
            return 1
    if divide and deepest:
        _print_divide(console, engine, position.state, deepest)
    return 0


def _print_divide(
    console: Console, engine: Engine, state: dict[str, Any], depth: int, *, only_differences: bool = False
) -> None:
    rows = perfting.divide_table(engine, InProcessEngine(), state, depth)
    shown = [r for r in rows if r[1] != r[2]] if only_differences else rows
    title = f"divide at depth {depth}" + (" (first actions whose counts differ)" if only_differences else "")
    table = Table(title=title)
    for heading in ("first action", "engine", "reference"):
        table.add_column(heading, overflow="fold")
    for action, got, want in shown:
        style = "" if got == want else "red"
        # An action is the engine's JSON: a `[` in it must stay a bracket.
        table.add_row(Text(action), Text("missing" if got is None else str(got)), Text(str(want)), style=style)
    console.print(table)
    if only_differences:
        console.print(f"{len(rows) - len(shown)} other first actions have the right count.")


def _explain_perft(console: Console, engine: Engine, position: perfting.Position, depth: int, out: Path | None) -> None:
    _print_divide(console, engine, position.state, depth, only_differences=True)
    found = perfting.pinpoint(engine, InProcessEngine(), position.state, depth)
    if found is None:
        console.print("The walk finds no difference: the engine's count command disagrees with its own answers.")
        return
    steps = " then ".join(perfting.key(a) for a in found.path) or "(none: at the position itself)"
    console.print(f"First difference after the actions: {steps}", highlight=False, markup=False)
    for action in found.missing:
        console.print(f"  the engine does not list {perfting.key(action)}", highlight=False, markup=False)
    for action in found.extra:
        console.print(f"  the engine lists {perfting.key(action)}, which the reference does not", markup=False)
    if found.after is not None:
        console.print("  both list the action, but applying it gives another state:", markup=False)
        console.print(evidence.unified(found.after[1], found.after[0], "reference", "engine"), markup=False)
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        path = out / f"{position.name}-divergence.json"
        path.write_text(json.dumps({"path": found.path, "state": found.state}, indent=1) + "\n", encoding="utf-8")
        console.print(f"  the state where it happens: {path}", highlight=False, markup=False)
