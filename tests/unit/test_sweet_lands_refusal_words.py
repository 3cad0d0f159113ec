"""A refused Sweet Lands answer names the forbidding rule and says, in player words, what it asks and what is held.

The scenarios judge a refusal by its code and rule only (an outside engine words its
messages as it likes); these tests hold the reference engine's own messages to what
issue 47 asks of them: the numbers of the rule and of the position, and names, not ids.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

from reference_impl.engine import ReferenceEngine
from reference_impl.errors import EngineError
from reference_impl.sweet_lands.content import default_content


@cache
def first_turn() -> str:
    """A 2-player game at its first turn of the action phase, as JSON (played once, copied by each test)."""
    engine = ReferenceEngine()
    engine.new_game("sweet-lands", 2, 3)
    while engine.state()["state"]["pending"]["kind"] != "turn":
        engine.apply(engine.legal_actions()["actions"][0])
    return json.dumps(engine.state()["state"])


def at_first_turn(**resources: int) -> tuple[ReferenceEngine, int]:
    """The game of `first_turn`, the deciding player holding `resources` and nothing else."""
    state = json.loads(first_turn())
    seat = state["pending"]["player"]
    state["players"][seat]["resources"].update(dict.fromkeys(("gold", "wheat", "wood", "iron", "diamond"), 0))
    state["players"][seat]["resources"].update(resources)
    engine = ReferenceEngine()
    engine.load(state)
    return engine, seat


def refusal(engine: ReferenceEngine, action: dict[str, Any]) -> EngineError:
    with pytest.raises(EngineError) as refused:
        engine.apply(action)
    assert refused.value.code == "illegal_action"
    return refused.value


def test_an_area_short_of_wheat_says_its_cost_and_what_is_held() -> None:
    engine, seat = at_first_turn(wheat=2)
    refused = refusal(engine, {"type": "use_area", "area": "A"})
    assert refused.rule == "SL-8.2.6"
    assert refused.message == f"area A (Develop land) costs 6 wheat; player {seat} has 2 wheat"


def test_buying_a_card_short_of_gold_cites_its_price() -> None:
    engine, seat = at_first_turn(gold=3)
    refused = refusal(engine, {"type": "buy_card"})
    assert (refused.rule, refused.message) == ("SL-18.2.3", f"buying a card costs 15 gold; player {seat} has 3 gold")


def test_area_l_in_a_two_player_game_is_out_of_the_game() -> None:
    engine, _ = at_first_turn(gold=9)
    refused = refusal(engine, {"type": "use_area", "area": "L34"})
    assert refused.rule == "SL-8.1.1"
    assert "area L (Imitation (3/4 players))" in refused.message and "L34" not in refused.message


def test_a_card_not_held_is_named_by_its_card_name() -> None:
    engine, seat = at_first_turn(gold=20)
    state = engine.state()["state"]
    held = set(state["players"][seat]["hand"])
    other = next(c for c in sorted(state["cards"]) if c not in held)
    name = default_content().by_id("citizen_cards")[state["cards"][other]]["name"]
    refused = refusal(engine, {"type": "play_card", "card": other})
    assert (refused.rule, refused.message) == ("SL-14.2.1a", f"player {seat} holds no {name} in their hand")
