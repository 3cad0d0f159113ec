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
from ..games import registered
from ..runner.plugin import default_engine_command
from ..tools import explain as explaining
from ..tools.golden import golden_dir
from . import engine_for, game_option, main
from .run import pytest_args

SHOWN = 8
"""Answers shown per kind in the text output (`--json` gives them all)."""


@main.command("explain")
@click.argument("state_path", required=False, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--scenario", "scenario_id", default=None, help="The position a scenario of the suite sets up (its id).")
@click.option("--golden", "golden_name", default=None, help="A golden game (its file name, no .jsonl); needs --step.")
@click.option("--step", type=click.IntRange(min=1), default=None, help="The golden step: the position just before it.")
@game_option()
@click.option("--action", "action_text", default=None, help='An answer to ask about, as JSON (\'{"type": "pass"}\').')
@click.option("--engine", "engine_cmd", default=None, help="Command line of the engine (default: the bundled one).")
@click.option("--in-process", is_flag=True, help="Ask the bundled reference engine in this process.")
@click.option("--timeout", type=float, default=10.0, show_default=True, help="Seconds per engine response.")
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
    state_path: Path | None,
    scenario_id: str | None,
    golden_name: str | None,
    step: int | None,
    game: str | None,
    action_text: str | None,
    engine_cmd: str | None,
    in_process: bool,
    timeout: float,
    as_json: bool,
    render_path: Path | None,
) -> None:
    """Explain one position: the decision pending there, its legal answers by kind, and whether --action is legal.

    The position is a state file (STATE_PATH), a scenario's (--scenario ID) or a
    golden game's before a step (--golden NAME --step N). The text opens with the
    position as a player would sum it up, and says the decision and every answer in
    player words. A legal --action is shown with what it does; a refused one with the
    engine's message, the rule it names and that rule's text from the spec. --json
    gives the protocol form: the answers as JSON and the state changes path by path.
    """
    given = [x for x in (state_path, scenario_id, golden_name) if x is not None]
    if len(given) != 1:
        raise click.UsageError("give one position: a state file, --scenario ID, or --golden NAME --step N")
    if (golden_name is None) != (step is None):
        raise click.UsageError("--golden and --step go together")
    if engine_cmd and in_process:
        raise click.UsageError("--engine and --in-process exclude each other")
    action = _action(action_text)
    try:
        state, position, recorded = _position(state_path, scenario_id, golden_name, step, game)
    except explaining.ExplainError as exc:
        raise click.BadParameter(str(exc)) from None
    plugin = registered().get(str(state.get("game")))
    if plugin is None:
        raise click.BadParameter(f"the position is of the game {state.get('game')!r}, which this suite does not hold")
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
        Console(stderr=True).print(Text(f"The engine broke the protocol: {exc}", "red"), soft_wrap=True)
        sys.exit(2)
    finally:
        engine.close()
    if render_path is not None:
        _render(plugin, found, render_path)
    if as_json:
        click.echo(json.dumps(found.to_json(), indent=2, ensure_ascii=False))
    else:
        _print(Console(soft_wrap=True, highlight=False), found)


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
) -> tuple[dict[str, Any], str, dict[str, Any] | None]:
    """The position asked about, where it came from in words, and the golden game's recorded answer there."""
    if state_path is not None:
        return explaining.state_file(state_path), f"the state file {state_path}", None
    if scenario_id is not None:
        found = explaining.scenario_game(scenario_id, [game] if game else list(registered()))
        suite = registered()[found].suite_module
        args = pytest_args(
            None,
            [suite],
            timeout=10.0,
            only_ids=(scenario_id,),
        )
        return explaining.scenario_position(scenario_id, args), f"scenario {scenario_id}", None
    assert golden_name is not None and step is not None
    holding = [g for g in registered() if (golden_dir(g) / f"{golden_name}.jsonl").is_file()]
    games = [game] if game else holding
    if len(games) != 1:
        where = "no game has" if not games else f"{' and '.join(games)} each have"
        raise explaining.ExplainError(f"{where} a golden game named {golden_name!r}: name the game with --game")
    state, recorded = explaining.golden_position(games[0], golden_name, step)
    return state, f"golden game {games[0]}/{golden_name}, before step {step}", recorded


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
        console.print(Text.assemble(*parts), soft_wrap=True)

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
