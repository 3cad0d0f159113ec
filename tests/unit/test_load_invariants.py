"""`load` refuses impossible Sweet Lands states with invalid_state, naming the invariant (chapter 27).

Each row breaks one invariant of a state that loads cleanly: a card in two
places, a seat that does not exist, a hex off the map, too many copies of a skill
tile, one property token on two hexes, a count written as 2.0, a round aid token
off the board, and others of spec/sweet-lands/27-positions.md. The refusal must
carry the code `invalid_state`, the invariant's ID as its rule, and a message that
starts with that ID. The scenarios of features/sweet-lands/27-positions.feature check
every invariant against every engine; these rows check more ways to break some.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from conformance.games.sweet_lands.positions import mid_placements
from reference_impl.engine import ReferenceEngine
from reference_impl.errors import EngineError

State = dict[str, Any]


def base() -> State:
    """Player 0 in the middle of area A's placements, with a map, a tile, cards, a skill tile and a property."""
    state = mid_placements()
    me = state["players"][0]
    me["map"] = copy.deepcopy(me["map"])
    me["tiles"]["1,-1"] = {"tile": "forest_income", "flipped": True}
    me["properties"] = {"1,-1": "tent_1"}
    me["rabbits"] = ["1,-1"]
    me["roads"] = ["0,0|1,-1"]
    me["skill_tiles"] = {"skill_1": True}
    state["skill_supply"] = {"skill_1": 2, "skill_2": 3}
    me["automated"]["agricultural"] = state["deck"][-1:]
    state["deck"] = state["deck"][:-1]
    me["discounts"] = [1]
    return state


def _set(path: str, value: Any) -> Callable[[State], None]:
    def change(state: State) -> None:
        *parents, last = path.split("/")
        node: Any = state
        for part in parents:
            node = node[int(part)] if isinstance(node, list) else node[part]
        node[int(last) if isinstance(node, list) else last] = value

    return change


def _card_twice(state: State) -> None:
    state["players"][1]["hand"] = sorted([*state["players"][1]["hand"], state["deck"][0]])


def _unknown_card(state: State) -> None:
    state["discard"] = ["c999"]


def _token_twice(state: State) -> None:
    state["players"][0]["tiles"]["1,0"]["flipped"] = True
    state["players"][0]["properties"]["1,0"] = "tent_1"


def _tile_copies(state: State) -> None:
    for seat in (0, 1):
        state["players"][seat]["skill_tiles"]["skill_2"] = True


def _advanced_twice(state: State) -> None:
    state["variants"] = ["advanced_skill_tiles"]
    state["advanced_supply"] = ["advanced_1"]
    state["players"][1]["skill_tiles"]["advanced_1"] = True


def _shared_aid_space(state: State) -> None:
    state["players"][1]["round_aid_space"] = state["players"][0]["round_aid_space"]


def _pieces_without_map(state: State) -> None:
    state["players"][1]["roads"] = ["0,0|1,0"]


def _frame_off_map(state: State) -> None:
    state["stack"].append({"kind": "flip_tile", "player": 0, "hex": "7,7"})


def _full_column(state: State) -> None:
    state["players"][1]["automated"]["mining"], state["deck"] = state["deck"][:4], state["deck"][4:]


def _turn_order_twice(state: State) -> None:
    state["turn_order"] = [0, 0]


CASES: list[tuple[str, str, Callable[[State], None]]] = [
    ("a count written as 2.0", "SL-27.1.2", _set("round", 2.0)),
    ("gold written as a fraction", "SL-27.1.1", _set("players/0/resources/gold", 2.5)),
    ("a seat that does not exist", "SL-27.2.2", _set("start_player", 3)),
    ("a frame of a seat that does not exist", "SL-27.2.2", _set("stack/2/player", 2)),
    ("a disc of a seat that does not exist", "SL-27.2.2", _set("areas/H/0", 2)),
    ("a seat twice in the turn order", "SL-27.2.3", _turn_order_twice),
    ("a player sitting in another seat", "SL-27.2.1", _set("players/1/seat", 0)),
    ("Mio's disc outside a solo game", "SL-27.2.7", _set("areas/H/0", "mio")),
    ("a card in two places", "SL-27.3.1", _card_twice),
    ("a card the game does not have", "SL-27.3.2", _unknown_card),
    ("a card of an unknown type", "SL-27.3.3", _set("cards/c001", "no-such-type")),
    (
        "a terrain tile off the map",
        "SL-27.4.3",
        _set("players/0/tiles/9,9", {"tile": "wheat_income", "flipped": False}),
    ),
    (
        "a terrain tile on the capital",
        "SL-27.4.3",
        _set("players/0/tiles/0,0", {"tile": "wheat_income", "flipped": False}),
    ),
    ("a road off the map", "SL-27.4.6", _set("players/0/roads", ["5,5|5,6"])),
    ("a property off the map", "SL-27.4.7", _set("players/0/properties/4,4", "house_1")),
    ("pieces without a map board", "SL-27.4.2", _pieces_without_map),
    ("a frame naming a hex off the map", "SL-27.4.9", _frame_off_map),
    ("one property token on two hexes", "SL-27.5.2", _token_twice),
    ("a token that is no property", "SL-27.5.1", _set("players/0/properties/0,0", "castle")),
    ("a rabbit off the map", "SL-27.5.3", _set("players/0/rabbits", ["1,-1", "9,9"])),
    ("more copies of a skill tile than exist", "SL-27.6.2", _tile_copies),
    ("a skill tile stack above its copies", "SL-27.6.2", _set("skill_supply/skill_1", 3)),
    ("a skill tile the game does not have", "SL-27.6.1", _set("players/1/skill_tiles", {"99": True})),
    ("an advanced tile in two places", "SL-27.6.3", _advanced_twice),
    ("a round aid token off the board", "SL-27.7.1", _set("players/1/round_aid_space", 9)),
    ("two round aid tokens on one space", "SL-27.7.2", _shared_aid_space),
    ("the carriage beyond the industry track", "SL-27.8.1", _set("players/0/carriage", 99)),
    ("the food marker beyond the food track", "SL-27.8.2", _set("players/0/food", 99)),
    ("a prosperity marker beyond its track", "SL-27.8.3", _set("players/0/prosperity/0", 40)),
    ("the locomotive beyond the industry track", "SL-27.8.1", _set("players/0/locomotive", 99)),
    ("an industry column beyond any limit", "SL-27.8.5", _full_column),
    ("an action area the game does not have", "SL-27.9.1", _set("areas/Z", [None])),
]


def test_the_base_state_loads() -> None:
    engine = ReferenceEngine()
    engine.load(base())
    assert engine.legal_actions()["actions"]


@pytest.mark.parametrize(
    ("invariant", "change"), [(rule, change) for _, rule, change in CASES], ids=[c[0] for c in CASES]
)
def test_an_impossible_state_is_refused_naming_the_invariant(invariant: str, change: Callable[[State], None]) -> None:
    state = base()
    change(state)
    engine = ReferenceEngine()
    with pytest.raises(EngineError) as refused:
        engine.load(state)
    assert refused.value.code == "invalid_state"
    assert refused.value.rule == invariant, refused.value.message
    assert refused.value.message.startswith(f"{invariant} ("), refused.value.message


def test_a_wood_discount_tile_a_rabbit_gives_inside_an_all_is_a_tile_of_the_track() -> None:
    """SL-27.8.4 reads a wood discount wherever the food track's bonuses give one: a rabbit's bonus, or a
    part of an `all`, hands it out in play, so a state holding it must load (SPEC-GAPS G-32)."""
    state = base()
    track = [{"id": f"f{n}", "type": "space", "space": n, **({"final": True} if n == 2 else {})} for n in range(3)]
    track.append({"id": "r1", "type": "rabbit", "order": 1, "column": 1, "bonus": {"all": [{"wood_discount": 2}]}})
    state["components"]["food_track"] = track
    state["players"][0]["discounts"] = [2]
    engine = ReferenceEngine()
    engine.load(state)
    assert engine.state()["state"]["players"][0]["discounts"] == [2]
    state["players"][0]["discounts"] = [1]
    with pytest.raises(EngineError) as refused:
        engine.load(state)
    assert refused.value.rule == "SL-27.8.4"
