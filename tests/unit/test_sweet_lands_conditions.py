"""A compiled condition answers as `holds` does, refusals included: the milestones and clock towers ask the
compiled form at every turn decision, the effects ask `holds`."""

from __future__ import annotations

import random
from typing import Any

import pytest

from reference_impl.errors import Unsupported
from reference_impl.games import registered
from reference_impl.sweet_lands.amounts import BOUNDS, compiled_condition, holds
from reference_impl.sweet_lands.game import Game

CONDITIONS: list[Any] = [
    {"has_tag": {"tag": "shortcake", "count": 1}},
    {"has_tag": "tart"},
    {"at_least": [{"count": "cards_played"}, 2]},
    {"at_least": [{"count": "industry_steps"}, 1]},
    {"at_least": [{"count": "industry_steps", "param": "locomotive"}, 0]},
    {"at_least": [{"count": "connected_ports"}, 1]},
    {"at_least": [{"count": "terrain_tiles", "param": ["wheat", "sea"]}, 3]},
    {"not": {"has_tag": "brownie"}},
    {"at_least": [{"count": "prosperity_colour_steps", "param": "most"}, 2]},
    {"at_least": [{"count": "prosperity_colour_steps", "param": "green"}, 1]},
]


def _positions() -> list[Game]:
    """Positions along a seeded random 2-player game, every 20th decision."""
    game = registered()["sweet-lands"].new_game(2, 11, {})
    assert isinstance(game, Game)
    rules = registered()["sweet-lands"]
    chooser = random.Random(11)
    out: list[Game] = []
    step = 0
    while actions := game.legal_actions():
        if step % 20 == 0:
            copy = rules.restore(game.to_json(), game)
            assert isinstance(copy, Game)
            out.append(copy)
        game.apply(chooser.choice(actions), checked=True)
        step += 1
    return out


@pytest.mark.parametrize("cond", CONDITIONS)
def test_compiled_conditions_agree_with_holds(cond: Any) -> None:
    check = compiled_condition(cond)
    for game in _positions():
        for seat in range(len(game.state.players)):
            assert check(game.state, seat) == holds(game.state, seat, cond)


@pytest.mark.parametrize("cond", [{"no_such_condition": 1}, {"at_least": [{"count": "no_such_quantity"}, 1]}])
def test_an_unknown_name_is_refused_alike(cond: Any) -> None:
    state = registered()["sweet-lands"].new_game(2, 1, {}).state  # type: ignore[attr-defined]
    with pytest.raises(Unsupported) as by_holds:
        holds(state, 0, cond)
    with pytest.raises(Unsupported) as compiled:
        compiled_condition(cond)(state, 0)
    assert compiled.value.message == by_holds.value.message


PARAMS: dict[str, list[Any]] = {
    "terrain_tiles": [None, ["wheat", "sea"], ["forest", "mine"], ["wheat", "wheat"], ["sea"]],
    "prosperity_colour_steps": ["most", "least", "orange", "green", "grey", None],
}
"""The params each bounded quantity is asked with: the milestones' and a few more."""


def test_every_bound_is_at_least_its_quantity() -> None:
    """A bound answers a count compared with a larger number without counting: it must never be below the
    count, whichever param is asked, on positions of random games (with the prosperity markers moved on too,
    since the game seldom moves them far)."""
    assert set(BOUNDS) == set(PARAMS)
    rng = random.Random(2)
    for game in _positions():
        for player in game.state.players:
            for shaken in (False, True):
                if shaken:
                    player.prosperity = [rng.randrange(0, 9) for _ in player.prosperity]
                for name, (quantity, bound) in BOUNDS.items():
                    for param in PARAMS[name]:
                        ctx = {} if param is None else {"param": param}
                        assert bound(game.state, player.seat, ctx) >= quantity(game.state, player.seat, ctx), name
