"""The one position a verb asks engines about (`explain`, `compare`): its options and where it is found.

A position is a state file, a scenario's set-up, or a golden game's position before a step. Every verb that
asks about one reads it through the same options and the same input guards, so a hostile file, name or
answer is refused the same way whichever verb was given it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import click

from ..games import GamePlugin, registered
from ..guards.inputs import MANY, STATE_BYTES, JsonFile, JsonText, Loaded, plain_name
from ..guards.visible import visible
from ..tools import explain as explaining
from ..tools import golden as golden_games
from . import game_option
from .run import pytest_args

F = TypeVar("F", bound=Callable[..., Any])


def position_options(command: F) -> F:
    """STATE_FILE, --scenario, --golden, --step, --game and --action, each read through its guard."""
    for option in reversed(
        (
            click.argument("state_file", required=False, type=JsonFile(STATE_BYTES, "state file")),
            click.option("--scenario", "scenario_id", default=None, help="The position a scenario sets up (its id)."),
            click.option("--golden", "golden_name", default=None, help="A golden game (its file name); needs --step."),
            click.option("--step", type=click.IntRange(1, MANY), default=None, help="The position before this step."),
            game_option(),
            click.option("--action", type=JsonText(), default=None, help='An answer to ask about: {"type": "pass"}.'),
        )
    ):
        command = option(command)
    return command


@dataclass
class Position:
    state: dict[str, Any]
    where: str
    """Where it came from, in words."""
    recorded: dict[str, Any] | None
    """The golden game's recorded answer there, if the position is a golden game's."""
    plugin: GamePlugin


def find(
    state_file: Loaded | None, scenario_id: str | None, golden_name: str | None, step: int | None, game: str | None
) -> Position:
    """The position the options name, or a usage error saying what is wrong with them."""
    given = [x for x in (state_file, scenario_id, golden_name) if x is not None]
    if len(given) != 1:
        raise click.UsageError("give one position: a state file, --scenario ID, or --golden NAME --step N")
    if (golden_name is None) != (step is None):
        raise click.UsageError("--golden and --step go together")
    try:
        state, where, recorded = _located(state_file, scenario_id, golden_name, step, game)
    except explaining.ExplainError as exc:
        raise click.BadParameter(visible(str(exc))) from None
    plugin = registered().get(str(state.get("game")))
    if plugin is None:
        named = visible(repr(state.get("game"))[:80])
        raise click.BadParameter(f"the position is of the game {named}, which this suite does not hold")
    return Position(state, where, recorded, plugin)


def _located(
    state_file: Loaded | None, scenario_id: str | None, golden_name: str | None, step: int | None, game: str | None
) -> tuple[dict[str, Any], str, dict[str, Any] | None]:
    if state_file is not None:
        return explaining.state_in(state_file.data, str(state_file)), f"the state file {state_file}", None
    if scenario_id is not None:
        found = explaining.scenario_game(scenario_id, [game] if game else list(registered()))
        args = pytest_args(None, [registered()[found].suite_module], timeout=10.0, only_ids=(scenario_id,))
        return explaining.scenario_position(scenario_id, args), f"scenario {scenario_id}", None
    assert golden_name is not None and step is not None
    plain_name(golden_name, "golden game's name")  # one of the games listed, never a path out of the folder
    holding = [g for g in registered() if golden_name in {path.stem for path in golden_games.files(g)}]
    games = [game] if game else holding
    if len(games) != 1:
        where = "no game has" if not games else f"{' and '.join(games)} each have"
        raise explaining.ExplainError(f"{where} a golden game named {golden_name!r}: name the game with --game")
    state, recorded = explaining.golden_position(games[0], golden_name, step)
    return state, f"golden game {games[0]}/{golden_name}, before step {step}", recorded
