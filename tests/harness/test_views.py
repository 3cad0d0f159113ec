"""Player views (protocol feature `view`): the bundled engine shows each player what they may see, nothing more."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from conformance.engines.engine import EngineRefusal, SubprocessEngine
from conformance.games import registered
from conformance.games.sweet_lands.builder import TableBuilder
from conformance.tools import views

from .conftest import REFERENCE, miniature

GAME = registered()["sweet-lands"]


@pytest.fixture(scope="module")
def engine() -> Iterator[SubprocessEngine]:
    found = SubprocessEngine(REFERENCE)
    yield found
    found.close()


def _table() -> dict[str, Any]:
    table = TableBuilder(players=3, round=2)
    for seat in range(3):
        table.give_hand(seat, 3)
    table.fill_deck(12)
    table.state["discard"] = table.new_cards(2)
    table.player(0)["played"] = table.new_cards(1)
    table.player(0)["resources"].update(gold=9, wheat=2)
    table.set_area("J", 1)
    return table.build()


def _states(engine: SubprocessEngine) -> Iterator[dict[str, Any]]:
    """States met while playing random legal actions from a new game and from a table with cards everywhere."""
    rng = random.Random(7)
    for start in ("new", "table", "solo"):
        if start == "new":
            engine.new_game("sweet-lands", 3, 5)
        elif start == "solo":
            engine.new_game("sweet-lands", 1, 5)
        else:
            engine.load(_table())
        for _ in range(25):
            yield engine.state()
            actions = engine.legal_actions()
            if not actions:
                break
            try:
                engine.apply(rng.choice(actions))
            except EngineRefusal as refusal:
                assert refusal.code == "unsupported", refusal
                break


def test_no_view_reveals_another_hand_the_deck_or_the_generator(engine: SubprocessEngine) -> None:
    seen = 0
    for state in _states(engine):
        for seat in range(len(state["players"])):
            shown = engine.request("view", player=seat)["state"]
            assert views.problems(state, shown, seat, GAME) == []
            seen += 1
        assert engine.state() == state, "a view must not change the game"
    assert seen > 20


def test_the_view_has_the_documented_shape(engine: SubprocessEngine) -> None:
    state = _table()
    engine.load(state)
    full = engine.state()
    shown = engine.request("view", player=1)["state"]
    assert shown["viewer"] == 1 and shown["deck_size"] == 12
    assert {"rng", "stack", "deck"}.isdisjoint(shown)
    assert shown["players"][1]["hand"] == full["players"][1]["hand"]
    assert "hand" not in shown["players"][0] and shown["players"][0]["hand_size"] == 3
    assert shown["discard"] == full["discard"] and shown["players"][0]["played"] == full["players"][0]["played"]
    visible = {*full["players"][1]["hand"], *full["discard"], *full["players"][0]["played"]}
    assert set(shown["cards"]) == visible
    assert shown["pending"] == full["pending"]


def test_a_seat_that_does_not_exist_is_an_invalid_request(engine: SubprocessEngine) -> None:
    engine.load(_table())
    with pytest.raises(EngineRefusal) as refused:
        engine.request("view", player=3)
    assert refused.value.code == "invalid_request"


def test_the_leak_check_catches_an_engine_that_shows_everything() -> None:
    leaky = SubprocessEngine(miniature("leaky_view"))
    try:
        leaky.load(_table())
        state = leaky.state()
        found = views.leaks(state, leaky.request("view", player=0)["state"], 0, GAME)
    finally:
        leaky.close()
    assert any("player 1's hand" in f for f in found)
    assert any("the deck" in f for f in found)


def test_the_shape_check_catches_a_view_that_shows_the_solo_decks_in_order(engine: SubprocessEngine) -> None:
    engine.new_game("sweet-lands", 1, 5)
    state = engine.state()
    honest = engine.request("view", player=0)["state"]
    assert views.problems(state, honest, 0, GAME) == []
    leaky = {**honest, "solo": state["solo"]}
    assert any("solo decks lie face down" in p for p in views.problems(state, leaky, 0, GAME))
