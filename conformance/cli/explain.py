"""`conformance explain`: the pending decision of one position, its legal answers, and the verdict on one answer."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.text import Text

from ..engines.engine import EngineFailure
from ..guards.inputs import Loaded, Seconds
from ..guards.visible import json_text, visible
from ..runner.plugin import default_engine_command
from ..tools import explain as explaining
from . import engine_for, main, positions
from .compare import side_by_side
from .positions import position_options

SHOWN = 8
"""Answers shown per kind in the text output (`--json` gives them all)."""


@main.command("explain")
@position_options
@click.option(
    "--engine",
    "engine_cmds",
    multiple=True,
    help="Command line of the engine (default: the bundled one). Given several times, the engines' answers are "
    "shown side by side, as `compare` shows them (`reference` names the bundled one in this process).",
)
@click.option("--in-process", is_flag=True, help="Ask the bundled reference engine in this process.")
@click.option("--timeout", type=Seconds(), default=10.0, show_default=True, help="Seconds per engine response.")
@click.option("--json", "as_json", is_flag=True, help="Print the explanation as one JSON document, for tools.")
@click.option(
    "--render",
    "render_path",
    default=None,
    type=click.Path(dir_okay=False, writable=True, path_type=Path),
    help="Also write the deciding player's area, drawn as SVG, to this file.",
)
def explain_command(
    *,
    state_file: Loaded | None,
    scenario_id: str | None,
    golden_name: str | None,
    step: int | None,
    game: str | None,
    action: dict[str, Any] | None,
    engine_cmds: tuple[str, ...],
    in_process: bool,
    timeout: float,
    as_json: bool,
    render_path: Path | None,
) -> None:
    """Explain one position: the decision pending there, its legal answers by kind, and whether --action is legal.

    The position is a state file (STATE_FILE), a scenario's (--scenario ID) or a
    golden game's before a step (--golden NAME --step N). The text opens with the
    position as a player would sum it up, and says the decision and every answer in
    player words. A legal --action is shown with what it does; a refused one with the
    engine's message, the rule it names and that rule's text from the spec. --json
    gives the protocol form: the answers as JSON and the state changes path by path.
    """
    if engine_cmds and in_process:
        raise click.UsageError("--engine and --in-process exclude each other")
    asked = positions.find(state_file, scenario_id, golden_name, step, game)
    if len(engine_cmds) > 1:
        side_by_side(engine_cmds, asked, action, timeout=timeout, as_json=as_json)
    engine_cmd = engine_cmds[0] if engine_cmds else None
    state, position, recorded, plugin = asked.state, asked.where, asked.recorded, asked.plugin
    engine = engine_for(engine_cmd, in_process, timeout)
    name = "the reference engine in process" if in_process else engine_cmd or default_engine_command()
    try:
        found = explaining.explain(
            engine,
            state,
            plugin.info.spec_dir,
            position=position,
            engine_name=name,
            action=action,
            recorded=recorded,
            plugin=plugin,
        )
    except EngineFailure as exc:
        Console(stderr=True).print(Text(f"The engine broke the protocol: {visible(str(exc))}", "red"), soft_wrap=True)
        sys.exit(2)
    finally:
        engine.close()
    if render_path is not None:
        _render(plugin, found, render_path)
    if as_json:
        click.echo(json_text(found.to_json()))
    else:
        _print(Console(soft_wrap=True, highlight=False), found)


def _compact(value: Any) -> str:
    return json.dumps(value, separators=(", ", ": "), ensure_ascii=False)


def _render(plugin: Any, found: explaining.Explanation, path: Path) -> None:
    """The deciding player's area (the first player's once the game is over) drawn beside the explanation."""
    state = found.before
    if state is None:
        raise click.UsageError("the engine refused the position, so there is no position to draw")
    seat = int((found.pending or {}).get("player", 0))
    try:
        path.write_text(plugin.render(state, seat), encoding="utf-8")
    except OSError as exc:
        raise click.BadParameter(f"cannot write {path}: {exc}", param_hint="--render") from None


def _print(console: Console, found: explaining.Explanation) -> None:
    def line(*parts: str | tuple[str, str]) -> None:
        """One line of the explanation; what an engine or a file supplied (its names, messages, actions) is in
        every part, so each is shown with its control characters written out."""
        shown = [visible(part) if isinstance(part, str) else (visible(part[0]), part[1]) for part in parts]
        console.print(Text.assemble(*shown), soft_wrap=True)

    line((found.game, "bold"), f": {found.position}, asked of {found.engine}")
    if found.refused_position is not None:
        _refusal(line, "The engine refuses the position itself", found.refused_position)
        return
    words = found.words
    if words is not None:
        line(("The position", "bold"))
        for summary in words.position:
            if summary != words.decision:  # said once, on the decision's own line below
                line(f"  {summary}")
    if found.pending is None:
        line("The game is over: nobody has a decision to make.")
    else:
        line(("The decision: ", "bold"), words.decision if words else f"{found.pending.get('kind')}")
        if found.decision is not None:
            line(f"  rules: {found.decision.rules}")
        else:
            line("  (the game's decisions page has no row for this kind of decision)")
        total = sum(len(v) for v in found.legal.values())
        line(("Legal answers: ", "bold"), str(total))
        for kind_name, answers in found.legal.items():
            said = words.legal.get(kind_name, []) if words else []
            for i, answer in enumerate(answers[:SHOWN]):
                line(f"  - {said[i] if i < len(said) else _compact(answer)}")
            if len(answers) > SHOWN:
                line(f"    ... and {len(answers) - SHOWN} more of this kind (--json lists them all)")
    if found.recorded is not None:
        recorded = words.recorded if words and words.recorded else _compact(found.recorded)
        line("The recorded game answered here: ", (recorded, "italic"))
    if found.action is None:
        return
    asked = words.action if words and words.action else _compact(found.action)
    if found.verdict == "refused" and found.refusal is not None:
        listed = " (though the engine lists it among the legal answers)" if found.listed else ""
        _refusal(line, f"Asked: {asked} Refused{listed}", found.refusal)
        return
    verdict = "Legal." if found.verdict == "legal" else "Accepted, though the legal answers do not list it (DM-1.9)."
    line(("Asked: ", "bold"), f"{asked} ", (verdict, "bold"))
    if words is not None and words.outcome:
        line(f"  What happens: {words.outcome}")
    else:
        line(f"  It changes {len(found.changes)} places of the state (--json lists them).")


REFUSALS = {
    "illegal_action": "the rules do not allow this answer here",
    "invalid_state": "the position breaks a rule of the game",
}
"""The protocol's refusal codes in words (`--json` keeps the code); a code not listed is shown as it is."""


def _refusal(line: Any, head: str, refusal: explaining.Refusal) -> None:
    line((head, "bold"), f": {REFUSALS.get(refusal.code, refusal.code)}.")
    line(f"  The engine says: {refusal.message}")
    if refusal.rule and refusal.rule_text:
        line(f"  The rule it names, {refusal.rule}: {explaining.plain(refusal.rule_text)}")
    elif refusal.rule:
        line(f"  It names {refusal.rule}, which is no rule of this game's spec.")
    else:
        line("  It names no rule.")
