"""`conformance compare`: one position asked of several engines (`--engine` repeated), the answers side by side."""

from __future__ import annotations

import json
import sys
from typing import Any, NoReturn

import click
from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..engines.engine import Engine, InProcessEngine, SubprocessEngine
from ..guards.inputs import Loaded, Seconds
from ..guards.visible import json_text, visible
from ..tools import compare as comparing
from . import main, positions
from .positions import position_options

AGREEING_SHOWN = 10
"""Answers every engine lists that the text output shows (the differing ones are always shown; --json has all)."""
CHANGES = 30
WIDTH = 160
REFERENCE = "reference"
"""`--engine reference`: the bundled reference engine, in this process."""


@main.command("compare")
@position_options
@click.option(
    "--engine",
    "engine_cmds",
    multiple=True,
    required=True,
    help="Command line of an engine; repeat for each engine, `reference` for the bundled one in this process. "
    "The first is the one the others' resulting states are compared with.",
)
@click.option("--timeout", type=Seconds(), default=10.0, show_default=True, help="Seconds per engine response.")
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as one JSON document, for tools.")
def compare_command(
    *,
    state_file: Loaded | None,
    scenario_id: str | None,
    golden_name: str | None,
    step: int | None,
    game: str | None,
    action: dict[str, Any] | None,
    engine_cmds: tuple[str, ...],
    timeout: float,
    as_json: bool,
) -> None:
    """Ask several engines about one position and show their answers side by side.

    The position is a state file (STATE_FILE), a scenario's (--scenario ID) or a
    golden game's before a step (--golden NAME --step N). Shown: every legal answer
    with a mark for each engine that lists it (rows where they differ flagged), the
    verdict of each on --action, and where the states it leads to differ from the
    first engine's. The exit status is 0 when the engines agree, 1 when they differ.
    """
    asked = positions.find(state_file, scenario_id, golden_name, step, game)
    side_by_side(engine_cmds, asked, action, timeout=timeout, as_json=as_json)


def side_by_side(
    engine_cmds: tuple[str, ...], asked: positions.Position, action: dict[str, Any] | None, *, timeout: float,
    as_json: bool,
) -> NoReturn:
    """Ask every engine about the position, print the answers side by side and exit 0 when they agree, 1 when
    not (`compare`, and `explain` given several engines)."""
    if any(not cmd.strip() for cmd in engine_cmds):
        raise click.BadParameter("an engine command is empty", param_hint="--engine")
    engines: list[tuple[str, Engine]] = []
    try:
        for cmd in engine_cmds:
            engine: Engine = InProcessEngine() if cmd == REFERENCE else SubprocessEngine(cmd, timeout=timeout)
            name = _name(cmd, engine)
            if any(taken.startswith(name) for taken, _ in engines):  # a name given twice: say which is which
                name = f"{name} [{visible(cmd)}]"
            engines.append((name, engine))
        found = comparing.compare(
            engines, asked.state, asked.plugin.info.spec_dir, position=asked.where, action=action
        )
    finally:
        for _, started in engines:
            started.close()
    if as_json:
        click.echo(json_text(found.to_json()))
    else:
        console = Console(highlight=False)
        if not console.is_terminal:
            console = Console(highlight=False, width=WIDTH)  # a pipe or a file: wide enough for the columns
        _print(console, found)
    sys.exit(0 if found.agree() else 1)


def _name(cmd: str, engine: Engine) -> str:
    """An engine's column heading: the name and version its hello gives, else its command."""
    try:
        said = engine.hello().get("engine", {})
    except Exception:  # the comparison itself records the broken handshake
        return visible(cmd)
    name = visible(f"{said.get('name', '?')} {said.get('version', '')}".strip())
    return f"{name} (in process)" if cmd == REFERENCE else name


def _compact(value: Any) -> str:
    return visible(json.dumps(value, separators=(", ", ": "), ensure_ascii=False))


def _status(answer: comparing.Answer) -> str | None:
    """Why an engine has no answers to show, or None when it answered."""
    if not answer.plays:
        return "does not play this game (its hello does not claim it)"
    if answer.failure is not None:
        return f"broke the protocol: {visible(answer.failure)}"
    if answer.refused_position is not None:
        r = answer.refused_position
        return f"refuses the position ({r.code}{', ' + r.rule if r.rule else ''}): {visible(r.message)}"
    return None


def _print(console: Console, found: comparing.Comparison) -> None:
    console.print(Text.assemble((found.game, "bold"), f": {found.position}, asked of {len(found.answers)} engines"))
    for answer in found.answers:
        why = _status(answer)
        if why is not None:
            console.print(Text(f"  {answer.engine}: {why}", "yellow"))
    pendings = {json.dumps(a.pending, sort_keys=True) for a in found.answers if a.asked}
    if len(pendings) > 1:
        console.print(Text("The engines disagree on the pending decision:", "bold red"))
        for answer in found.answers:
            if answer.asked:
                console.print(Text(f"  {answer.engine}: {_compact(answer.pending)}"))
    rows = found.rows()
    differing = [r for r in rows if r.differs]
    table = Table(title=f"Legal answers: {len(rows)} in all, {len(differing)} not listed by every engine")
    table.add_column("", width=2)
    table.add_column("answer", overflow="fold", ratio=3)
    for answer in found.answers:
        table.add_column(Text(answer.engine), justify="center", overflow="fold")  # engine text: never markup
    agreeing = [r for r in rows if not r.differs]
    for row in [*differing, *agreeing[:AGREEING_SHOWN]]:
        mark = Text("≠", "bold red") if row.differs else Text("")
        cells = [
            Text("-", "dim")
            if listed is None
            else Text("yes", "green")
            if listed
            else Text("no", "bold red" if row.differs else "")
            for listed in row.listed
        ]
        table.add_row(mark, Text(_compact(row.action)), *cells)
    if len(agreeing) > AGREEING_SHOWN:
        table.add_row("", Text(f"... and {len(agreeing) - AGREEING_SHOWN} more every engine lists", "dim"))
    if found.action is not None:
        verdicts = [_verdict(a) for a in found.answers]
        differs = len({str(v) for v, a in zip(verdicts, found.answers, strict=True) if a.asked}) > 1
        table.add_section()
        table.add_row(
            Text("≠", "bold red") if differs else "", Text(f"verdict on {_compact(found.action)}", "bold"), *verdicts
        )
    console.print(table)
    for engine, diff in found.state_differences().items():
        first = next(a.engine for a in found.answers if a.after is not None)
        if not diff:
            console.print(Text(f"{engine}: the resulting state is the same as {first}'s"))
            continue
        console.print(Text(f"{engine}: the resulting state differs from {first}'s in {len(diff)} places:", "bold"))
        for change in diff[:CHANGES]:
            before = _compact(change["before"]) if "before" in change else "(absent)"
            after = _compact(change["after"]) if "after" in change else "(absent)"
            console.print(Text(f"  {change['path']}: {before} (first) vs {after}"))
        if len(diff) > CHANGES:
            console.print(Text(f"  ... and {len(diff) - CHANGES} more (--json lists them all)"))
    console.print(Text("The engines agree." if found.agree() else "The engines differ.", "bold"))


def _verdict(answer: comparing.Answer) -> Text:
    if not answer.asked:
        return Text("-", "dim")
    if answer.verdict == "refused" and answer.refusal is not None:
        rule = f" ({answer.refusal.rule})" if answer.refusal.rule else ""
        return Text(f"refused{rule}", "yellow")
    if answer.verdict == "accepted_unlisted":
        return Text("accepted, though not listed", "red")
    return Text(str(answer.verdict or "-"), "green")
