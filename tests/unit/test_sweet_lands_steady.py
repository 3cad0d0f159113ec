"""What `Game.steady` keeps stays true while only steady answers are applied.

The turn keeps what a player could build and which milestones they meet across a run of buy, sell,
trade, return-a-disc and discard answers (turn.py `STEADY_ANSWERS`). That rests on two claims, each
checked here on positions of random games: a steady answer changes nothing but the player's
resources, hand and action discs and the discard pile; and every quantity `BOARD_QUANTITIES` names
gives the same value whatever those hold. The last test checks the whole: a game that kept its
results lists exactly what a freshly loaded copy of its state lists.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from reference_impl.sweet_lands.amounts import BOARD_QUANTITIES, CONDITIONS, QUANTITIES, amount, board_only, holds
from reference_impl.sweet_lands.game import DECISIONS, Game
from reference_impl.sweet_lands.state import GameState
from reference_impl.sweet_lands.turn import STEADY_ANSWERS

from .sweet_lands_purse import RULES, copy_game, kept_alike, positions, purse_shaken

PURSE = ("resources", "hand", "discs")


def _without_purse(state: dict[str, Any]) -> dict[str, Any]:
    """The state with what a steady answer may change taken out."""
    players = [{k: v for k, v in p.items() if k not in PURSE} for p in state["players"]]
    return {**{k: v for k, v in state.items() if k != "discard"}, "players": players}


def test_steady_answers_change_only_the_purse() -> None:
    tried: set[str] = set()
    for players in (1, 2, 3, 4):
        for game in positions(players, 11 + players):
            one_of_each = {a["type"]: a for a in game.legal_actions() if a["type"] in STEADY_ANSWERS}
            before = _without_purse(game.to_json())
            for action in one_of_each.values():
                copy = copy_game(game)
                copy.apply(action)
                assert _without_purse(copy.to_json()) == before, f"{action} changed more than the purse"
                tried.add(action["type"])
    assert tried == STEADY_ANSWERS, f"never tried {sorted(STEADY_ANSWERS - tried)}"


def _content_conditions(game: Game) -> list[Any]:
    """Every condition the turn asks at each decision: the milestones' sides and the clock tower's."""
    sides = [s["condition"] for m in game.content.table("milestones") for s in m["sides"].values()]
    towers = [c["clock_tower_condition"] for c in game.content.characters.values() if "clock_tower_condition" in c]
    return sides + towers


def _parts(cond: Any) -> Iterator[tuple[str, Any]]:
    """The amounts (as ("amount", expr)) and named conditions (as ("condition", cond)) a condition reads."""
    ((name, arg),) = cond.items()
    if name == "at_least":
        for expr in arg:
            if isinstance(expr, dict):
                yield "amount", expr
    elif name in {"and", "or"}:
        for c in arg:
            yield from _parts(c)
    elif name == "not":
        yield from _parts(arg)
    else:
        yield "condition", cond


def _read(state: GameState, seat: int, part: tuple[str, Any]) -> Any:
    kind, expr = part
    return amount(state, seat, expr) if kind == "amount" else holds(state, seat, expr)


def test_board_quantities_ignore_the_purse() -> None:
    declared = BOARD_QUANTITIES - set(QUANTITIES) - set(CONDITIONS)
    assert not declared, f"BOARD_QUANTITIES names what is neither a quantity nor a condition: {sorted(declared)}"
    rng = random.Random(5)
    read: set[str] = set()
    for players in (1, 2, 3, 4):
        for step, game in enumerate(positions(players, 40 + players)):
            if step % 15:
                continue
            conditions = [c for c in _content_conditions(game) if board_only(c)]
            parts = {repr(p): p for c in conditions for p in _parts(c)}.values()
            shaken = purse_shaken(game, rng)
            for seat in range(players):
                for part in parts:
                    before = _read(game.state, seat, part)
                    assert _read(shaken.state, seat, part) == before, f"{part} reads the purse"
                    read.add(part[1].get("count") or next(iter(part[1])))
    assert read, "no board-only condition was read"


def test_what_is_kept_is_the_same_whatever_the_purse_holds() -> None:
    """Everything `Game.steady` holds, worked out on a position and on a copy whose purses and discard pile
    were replaced, is the same wherever both worked it out."""
    rng = random.Random(9)
    compared: set[str] = set()
    for players in (1, 2, 3, 4):
        for step, game in enumerate(positions(players, 60 + players)):
            if step % 4 or game.state.pending is None or game.state.pending["kind"] != "turn":
                continue
            shaken = purse_shaken(game, rng)
            compared |= kept_alike(game, shaken)
    assert compared >= {"buildable", "milestones", "open_spaces"}, compared


def test_a_condition_that_reads_resources_is_not_kept() -> None:
    assert board_only({"at_least": [{"count": "properties"}, 4]})
    assert not board_only({"at_least": [{"count": "resources", "param": "diamond"}, 3]})
    towers_and_hand = {"and": [{"at_least": [{"count": "wonder_icons"}, 1]}, {"at_least": [{"count": "hand_size"}, 2]}]}
    assert not board_only(towers_and_hand)


def test_any_other_answer_forgets_what_was_kept() -> None:
    forgotten = kept = 0
    for players in (1, 2, 3, 4):
        game = RULES.new_game(players, 21 + players, {})
        assert isinstance(game, Game)
        chooser = random.Random(players)
        while actions := game.legal_actions():
            action = chooser.choice(actions)
            had = bool(game.steady)
            steady = action["type"] in DECISIONS[game.state.pending["kind"]].steady
            game.apply(action, checked=True)
            if steady:
                kept += had and bool(game.steady)
            else:
                assert not game.steady, f"{action} left {game.steady} kept"
                forgotten += had
    assert forgotten and kept, (forgotten, kept)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_kept_results_list_what_a_fresh_copy_lists(players: int) -> None:
    kept = 0
    for game in positions(players, 3 + players):
        kept += bool(game.steady)
        assert game.legal_actions() == copy_game(game).legal_actions()
    assert kept, "the game never kept a result between decisions"
