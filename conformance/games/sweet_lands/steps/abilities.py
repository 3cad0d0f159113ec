"""Given steps for abilities written in words (characters, skill tiles, pass and end-of-game
cards) and for the scenario's own action areas (chapters 8, 14, 16, 17, 18, 23).
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

from pytest_bdd import given, parsers, then

from conformance.games.sweet_lands.steps.board import character as scenario_character
from conformance.games.sweet_lands.steps.board import condition as words_condition
from conformance.games.sweet_lands.steps.cards import skill_tile_item
from conformance.games.sweet_lands.steps.table import Table
from conformance.games.sweet_lands.steps.words import (
    area_item,
    put,
    scenario_table,
    spec_items,
    words_ability,
    words_mix,
    words_to_condition,
)

# -- Given: abilities of characters, skill tiles and cards -----------------------------------------


@given(parsers.parse("player {seat:d}'s character has the income ability to {words}"))
def character_income_ability(table: Table, seat: int, words: str) -> None:
    scenario_character(table, seat)["basic_abilities"].append({"timing": "income", "effect": words_ability(words)})


@given(parsers.parse("player {seat:d}'s character has the ability, right after the round 1 income draw, to {words}"))
def one_time_ability(table: Table, seat: int, words: str) -> None:
    ability = {"timing": "one_time", "when": "income_round_1", "effect": words_ability(words)}
    scenario_character(table, seat)["basic_abilities"].append(ability)


@given(parsers.parse("player {seat:d}'s character has the pass ability to {words}"))
def pass_ability(table: Table, seat: int, words: str) -> None:
    scenario_character(table, seat)["basic_abilities"].append({"timing": "pass", "effect": words_ability(words)})


@given(parsers.parse("player {seat:d}'s character has the clock tower pass ability to {words}"))
def tower_pass_ability(table: Table, seat: int, words: str) -> None:
    scenario_character(table, seat)["clock_tower_abilities"].append({"timing": "pass", "effect": words_ability(words)})


@given(parsers.parse("player {seat:d}'s character has the free action to {words}"))
def character_free_action(table: Table, seat: int, words: str) -> None:
    ability = {"timing": "free_action", "effect": words_ability(words), "per_round": 1}
    scenario_character(table, seat)["basic_abilities"].append(ability)


@given(parsers.parse("player {seat:d}'s character has the clock tower free action to {words}"))
def tower_free_action(table: Table, seat: int, words: str) -> None:
    """A free action printed on the clock tower side, which the player has only once the tower stands."""
    ability = {"timing": "free_action", "effect": words_ability(words), "per_round": 1}
    scenario_character(table, seat)["clock_tower_abilities"].append(ability)


@given(parsers.parse("player {seat:d}'s character has the free action, while {condition}, to {words}"))
def free_action_when(table: Table, seat: int, condition: str, words: str) -> None:
    ability = {"timing": "free_action", "effect": words_ability(words), "per_round": 1}
    ability["condition"] = words_to_condition(condition)
    scenario_character(table, seat)["basic_abilities"].append(ability)


@given(parsers.parse("player {seat:d} plays {name}, with a clock tower that needs only {words}"))
def printed_character_own_condition(table: Table, seat: int, name: str, words: str) -> None:
    """A printed character whose abilities are sourced, with a clock tower condition set by the scenario,
    because the printed conditions beyond the wonder icon are provisional (SL-19.2.3)."""
    (printed,) = (c for c in spec_items("characters") if c["name"] == name)
    item = {**copy.deepcopy(printed), "clock_tower_condition": words_condition(words), "source": "ruling"}
    put(scenario_table(table, "characters", base=True), item)
    table.builder.player(seat)["character"] = item["id"]


@given(parsers.parse("player {seat:d} has used their character's free action this round"))
def free_action_used(table: Table, seat: int) -> None:
    table.builder.player(seat)["free_actions_used"] = ["basic:0"]


@given(parsers.parse("player {seat:d} holds {count:d} scoring cubes on their character"))
def scoring_cubes(table: Table, seat: int, count: int) -> None:
    table.builder.player(seat)["cubes"] = count


@given(parsers.parse("player {seat:d} owns the skill tile {name} that has the pass ability to {words}"))
def skill_tile_pass(table: Table, seat: int, name: str, words: str) -> None:
    tile = {"id": name, "set": "regular", "number": 90, "copies": 3, "source": "ruling"}
    tile["abilities"] = [{"timing": "pass", "effect": words_ability(words)}]
    put(scenario_table(table, "skill_tiles"), tile)
    table.builder.player(seat)["skill_tiles"][name] = True


@given(parsers.parse("player {seat:d} owns the skill tile {name}, flipped this round for its ability to {words}"))
def skill_tile_flipped(table: Table, seat: int, name: str, words: str) -> None:
    tile = {"id": name, "set": "regular", "number": 91, "copies": 3, "source": "ruling"}
    tile["abilities"] = [{"timing": "flip", "effect": words_ability(words)}]
    put(scenario_table(table, "skill_tiles"), tile)
    table.builder.player(seat)["skill_tiles"][name] = False


def card_type(table: Table, kind: str, ability: dict[str, Any] | None) -> str:
    type_id = f"{kind}_" + re.sub(r"[^a-z0-9]+", "_", json.dumps(ability).lower()).strip("_")[:40]
    table.builder.state["card_types"][type_id] = {
        "id": type_id,
        "name": f"Scenario {kind} card",
        "kind": "pass" if kind == "pass" else "immediate",
        "play_cost": 0,
        "tags": [],
        "industry_tag": None,
        "abilities": [ability] if ability else [],
        "automation": None,
    }
    return type_id


@given(parsers.parse("player {seat:d} has played a pass card with the pass ability to {words}"))
def played_pass_card(table: Table, seat: int, words: str) -> None:
    type_id = card_type(table, "pass", {"timing": "pass", "effect": words_ability(words)})
    card = table.builder.new_cards(1)[0]
    table.builder.state["cards"][card] = type_id
    table.builder.player(seat)["played"].append(card)


@given(parsers.parse("player {seat:d} holds a pass card with the pass ability to {words}"))
def held_pass_card(table: Table, seat: int, words: str) -> None:
    type_id = card_type(table, "pass", {"timing": "pass", "effect": words_ability(words)})
    card = table.builder.new_cards(1)[0]
    table.builder.state["cards"][card] = type_id
    table.builder.player(seat)["hand"] = sorted([*table.builder.player(seat)["hand"], card])


@given(parsers.parse("player {seat:d} has played a card with the end-of-game ability to {words}"))
def end_of_game_card(table: Table, seat: int, words: str) -> None:
    type_id = card_type(table, "pass", {"timing": "end_of_game", "effect": words_ability(words)})
    card = table.builder.new_cards(1)[0]
    table.builder.state["cards"][card] = type_id
    table.builder.player(seat)["played"].append(card)


@given(parsers.re(r"player (?P<seat>\d+) has automated (?P<count>\d+) cards?$"))
def automated(table: Table, seat: str, count: str) -> None:
    cards = table.builder.new_cards(int(count))
    table.builder.player(int(seat))["automated"]["agricultural"] = cards


# -- Given: action areas ---------------------------------------------------------------------------


@given(parsers.parse("action area {area} costs {cost} and lets the player {words}"))
def area_costs(table: Table, area: str, cost: str, words: str) -> None:
    item = area_item(table, area)
    item["cost"] = {"all": []} if cost == "nothing" else {"pay": words_mix(cost)}
    item["effect"] = words_ability(words)


@given(parsers.parse("skill tile {tile} makes action area {area} cost {cost}"))
def area_cost_replaced(table: Table, tile: str, area: str, cost: str) -> None:
    """A permanent ability written as advanced tiles 13 and 14 print theirs: the area's whole cost replaced."""
    params = {"area": area, "cost": {"pay": words_mix(cost)}}
    skill_tile_item(table, tile)["abilities"].append(
        {"timing": "permanent", "modifier": "area_cost_replaced", "params": params}
    )


@given(parsers.parse("action area {area} is an advanced area that opens in round {number:d}"))
def advanced_area(table: Table, area: str, number: int) -> None:
    item = area_item(table, area)
    item["category"] = "advanced"
    item["opens_in_round"] = number


@given("every action area of the printed main board is laid out")
def printed_areas(table: Table) -> None:
    """The printed areas with their spaces, all empty; the engine's own data says when each opens."""
    for item in spec_items("action_areas"):
        table.builder.set_area(item["id"], int(item["spaces"]))


@then(parsers.parse("player {seat:d} may use {count:d} of the {total:d} advanced action areas"))
def advanced_open(table: Table, seat: int, count: int, total: int) -> None:
    advanced = {item["id"] for item in spec_items("action_areas") if item["category"] == "advanced"}
    assert len(advanced) == total, f"the printed main board has {len(advanced)} advanced areas"
    table.ensure_loaded()
    offered = sorted({a["area"] for a in table.engine.legal_actions() if a["type"] == "use_area"} & advanced)
    assert len(offered) == count, f"player {seat} may use the advanced areas {offered}"


@given(parsers.parse("action area {area} is a basic area"))
def basic_area(table: Table, area: str) -> None:
    area_item(table, area)["category"] = "basic"


@given(parsers.parse("action area {area} costs {cost} and copies {categories}"))
def copying_area(table: Table, area: str, cost: str, categories: str) -> None:
    item = area_item(table, area)
    item["cost"] = {"pay": words_mix(cost)}
    kinds = re.findall(r"basic|special|advanced", categories)
    item["effect"] = {"copy_area": {"categories": kinds}}
    item["board"] = "imitation_34"


OWN_DISC = r"action area (?P<area>\w+) has (?P<spaces>\d+) action spaces, the first occupied by player (?P<who>\d+)$"


@given(parsers.re(OWN_DISC))
def area_first_taken_by(table: Table, area: str, spaces: str, who: str) -> None:
    table.builder.state["areas"][area] = [int(who)] + [None] * (int(spaces) - 1)
