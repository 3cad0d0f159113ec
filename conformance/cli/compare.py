"""`conformance compare`: one position asked of several engines (`--engine` repeated), the answers side by side."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..engines.engine import Engine, InProcessEngine, SubprocessEngine
from ..games import registered
from ..guards.visible import visible
from ..tools import compare as comparing
from ..tools import explain as explaining
from ..tools.golden import golden_dir
from . import game_option, main
from .run import pytest_args

AGREEING_SHOWN = 10
"""Answers every engine lists that the text output shows (the differing ones are always shown; --json has all)."""
CHANGES = 30
WIDTH = 160
REFERENCE = "reference"
"""`--engine reference`: the bundled reference engine, in this process."""


@main.command("compare")
@click.argument("state_path", required=False, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--scenario", "scenario_id", default=None, help="The position a scenario of the suite sets up (its id).")
@click.option("--golden", "golden_name", default=None, help="A golden game (its file name, no .jsonl); needs --step.")
@click.option("--step", type=click.IntRange(min=1), default=None, help="The golden step: the position just before it.")
@game_option()
@click.option("--action", "action_text", default=None, help='An answer to ask about, as JSON (\'{"type": "pass"}\').')
@click.option(
    "--engine",
    "engine_cmds",
    multiple=True,
    required=True,
    help="Command line of an engine; repeat for each engine, `reference` for the bundled one in this process. "
    "The first is the one the others' resulting states are compared with.",
)
@click.option("--timeout", type=float, default=10.0, show_default=True, help="Seconds per engine response.")
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as one JSON document, for tools.")
def compare_command(
    *,
    state_path: Path | None,
    scenario_id: str | None,
    golden_name: str | None,
    step: int | None,
    game: str | None,
    action_text: str | None,
    engine_cmds: tuple[str, ...],
    timeout: float,
    as_json: bool,
) -> None:
    """Ask several engines about one position and show their answers side by side.

    The position is a state file (STATE_PATH), a scenario's (--scenario ID) or a
    golden game's before a step (--golden NAME --step N). Shown: every legal answer
    with a mark for each engine that lists it (rows where they differ flagged), the
    verdict of each on --action, and where the states it leads to differ from the
    first engine's. The exit status is 0 when the engines agree, 1 when they differ.
    """
    given = [x for x in (state_path, scenario_id, golden_name) if x is not None]
    if len(given) != 1:
        raise click.UsageError("give one position: a state file, --scenario ID, or --golden NAME --step N")
    if (golden_name is None) != (step is None):
        raise click.UsageError("--golden and --step go together")
    if any(not cmd.strip() for cmd in engine_cmds):
        raise click.BadParameter("an engine command is empty", param_hint="--engine")
    action = _action(action_text)
    try:
        state, position = _position(state_path, scenario_id, golden_name, step, game)
    except explaining.ExplainError as exc:
        raise click.BadParameter(str(exc)) from None
    plugin = registered().get(str(state.get("game")))
    if plugin is None:
        raise click.BadParameter(f"the position is of the game {state.get('game')!r}, which this suite does not hold")
    engines: list[tuple[str, Engine]] = []
    try:
        for cmd in engine_cmds:
            engine: Engine = InProcessEngine() if cmd == REFERENCE else SubprocessEngine(cmd, timeout=timeout)
            name = _name(cmd, engine)
            if any(taken.startswith(name) for taken, _ in engines):  # a name given twice: say which is which
                name = f"{name} [{visible(cmd)}]"
            engines.append((name, engine))
        found = comparing.compare(engines, state, plugin.info.spec_dir, position=position, action=action)
    finally:
        for _, started in engines:
            started.close()
    if as_json:
        click.echo(json.dumps(found.to_json(), indent=2, ensure_ascii=False))
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


def _action(text: str | None) -> dict[str, Any] | None:
    if text is None:
        return None
    try:
        action = json.loads(text)
    except ValueError as exc:
        raise click.BadParameter(f"not JSON: {exc}", param_hint="--action") from None
    if not isinstance(action, dict):
        raise click.BadParameter('an answer is a JSON object such as {"type": "pass"}', param_hint="--action")
    return action


def _position(
    state_path: Path | None, scenario_id: str | None, golden_name: str | None, step: int | None, game: str | None
) -> tuple[dict[str, Any], str]:
    """The position asked about, and where it came from in words (as `explain` finds it)."""
    if state_path is not None:
        return explaining.state_file(state_path), f"the state file {state_path}"
    if scenario_id is not None:
        found = explaining.scenario_game(scenario_id, [game] if game else list(registered()))
        args = pytest_args(None, [registered()[found].suite_module], timeout=10.0, only_ids=(scenario_id,))
        return explaining.scenario_position(scenario_id, args), f"scenario {scenario_id}"
    assert golden_name is not None and step is not None
    holding = [g for g in registered() if (golden_dir(g) / f"{golden_name}.jsonl").is_file()]
    games = [game] if game else holding
    if len(games) != 1:
        where = "no game has" if not games else f"{' and '.join(games)} each have"
        raise explaining.ExplainError(f"{where} a golden game named {golden_name!r}: name the game with --game")
    state, _ = explaining.golden_position(games[0], golden_name, step)
    return state, f"golden game {games[0]}/{golden_name}, before step {step}"


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
