"""Steps for the flow of a game: rounds, income, turns, passing, cleanup, final scoring and variants.

Chapters 1 to 8, 17, 18, 21, 22 and 25. Whatever a scenario's outcome depends on
is set up inline in words: action areas, round aid tiles, characters, skill tiles,
pass cards and final scoring tiles become small component tables in the state, so
no outcome rests on the provisional printed content. Abilities are written in
words ("gain 2 gold, then draw 1 card"); `words_ability()` turns them into the effect
vocabulary of spec/sweet-lands/effects.md.
"""

from __future__ import annotations

import copy
import json
import re
from functools import cache
from typing import Any

from pytest_bdd import given, parsers, then, when

from conformance.engine import Engine
from conformance.games.sweet_lands.builder import TableBuilder
from conformance.games.sweet_lands.steps.cards import card_id, words_list
from conformance.games.sweet_lands.steps.map import character as scenario_character
from conformance.games.sweet_lands.steps.map import condition as words_condition
from conformance.games.sweet_lands.steps.table import Table, resource
from rulecore.paths import data_root

BASIC = ("wheat", "wood", "iron")
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4}
QUESTIONS = {
    "to choose a character": "choose_character",
    "to choose a map board side": "choose_map",
    "to place the round aid token": "choose_round_aid",
    "which standard aid tile to resolve first": "order_aid_tiles",
    "to take a turn": "turn",
    "to pay the hand cost": "hand_cost",
    "to choose an area to copy": "copy_area",
    "to move the round aid token": "move_round_aid",
    "to choose a card to keep": "keep_card",
    "to pick a card in the draft": "draft_pick",
    "to choose cards to discard": "discard",
    "which part to resolve first": "order_effects",
    "to choose one of the options": "choose_effect",
    "whether to resolve the optional part": "optional",
    "to choose basic resources": "gain_any",
}
ITEMS = {
    "victory points from play": "during_play",
    "prosperity": "prosperity",
    "city points": "city_points",
    "tents, houses and buildings": "property_bonuses",
    "gold": "gold",
    "diamonds": "diamonds",
    "ports": "ports",
    "milestones": "milestones",
    "final scoring tiles": "final_scoring_tiles",
    "other end-of-game abilities": "abilities",
}
ELEMENTS = {
    "the most common terrain type": "most_numerous_terrain",
    "the largest basic income": "highest_basic_income",
    "automated cards": "automated_cards",
    "terrain tiles along the edge": "perimeter_tiles",
}


# -- words to data ---------------------------------------------------------------------------------


@cache
def spec_items(name: str) -> tuple[dict[str, Any], ...]:
    """The items of one of the spec's component tables, to extend with a scenario's own."""
    path = data_root() / "spec" / "sweet-lands" / "components" / f"{name}.json"
    items: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["items"]
    return tuple(items)


def words_mix(text: str) -> dict[str, int]:
    """`1 wheat, 1 wood and 1 iron` -> {"iron": 1, "wheat": 1, "wood": 1}; `nothing` -> {}."""
    out: dict[str, int] = {}
    for count, word in re.findall(r"(\d+) (\w+)", text):
        out[resource(word)] = out.get(resource(word), 0) + int(count)
    return out


def _per(count: int, quantity: dict[str, Any]) -> dict[str, Any]:
    return {**quantity, "times": count} if count != 1 else quantity


def _part(text: str) -> dict[str, Any]:
    """One part of an ability in words (see the module docstring)."""
    text = text.strip()
    if text.startswith("optionally "):
        return {"optional": words_ability(text.removeprefix("optionally ").replace(" to ", ", then ", 1))}
    if text.startswith("in any order, "):
        return {"any_order": [_part(p) for p in text.removeprefix("in any order, ").split(" and ")]}
    if text.startswith("either "):
        return {"choose": [_part(p) for p in text.removeprefix("either ").split(" or ")]}
    patterns: list[tuple[str, Any]] = [
        (r"nothing", lambda m: {"all": []}),
        (r"pay (.+)", lambda m: {"pay": words_mix(m[1])}),
        (r"gain (\d+) (\w+) for each card in hand", lambda m: {"gain": {resource(m[2]): _per(int(m[1]), HAND)}}),
        (
            r"gain (\d+) (\w+) for each (\w+) held",
            lambda m: {"gain": {resource(m[2]): _per(int(m[1]), held(m[3]))}},
        ),
        (r"gain (\d+) (\w+) on the first space and (\d+) on the others", space_gain),
        (r"gain (\d+) basic resources? of the player's choice", lambda m: any_basic(int(m[1]))),
        (r"gain (.+)", lambda m: {"gain": words_mix(m[1])}),
        (r"score (\d+) VP for each card in hand", lambda m: {"vp": _per(int(m[1]), HAND)}),
        (r"score (\d+) VP for each (\w+) of income", lambda m: {"vp": _per(int(m[1]), income(m[2]))}),
        (r"score VP equal to the VP already scored", lambda m: {"vp": {"count": "vp_total"}}),
        (r"score (\d+) VP for each city point", lambda m: {"vp": _per(int(m[1]), {"count": "city_points"})}),
        (r"score (\d+) VP for each industry point", lambda m: {"vp": _per(int(m[1]), {"count": "industry_points"})}),
        (r"score (\d+) VP", lambda m: {"vp": int(m[1])}),
        (r"raise the (\w+) income by (\d+)", lambda m: {"income": {resource(m[1]): int(m[2])}}),
        (r"draw (\d+) cards?", lambda m: {"draw": int(m[1])}),
        (r"place up to (\d+) (terrain tile|road)s?", lambda m: place(m[2], int(m[1]), True)),
        (r"place (\d+) (terrain tile|road)s?", lambda m: place(m[2], int(m[1]), False)),
        (r"discard (\d+) cards?", lambda m: {"discard": int(m[1])}),
        (r"take (\d+) action discs?", lambda m: {"action_disc": int(m[1])}),
        (r"take (\d+) skill tiles?", lambda m: {"skill_tile": int(m[1])}),
    ]
    for pattern, build in patterns:
        match = re.fullmatch(pattern, text)
        if match:
            found: dict[str, Any] = build(match)
            return found
    raise AssertionError(f"cannot read the ability {text!r}")


HAND = {"count": "hand_size"}


def held(word: str) -> dict[str, Any]:
    return {"count": "resources", "param": resource(word)}


def income(word: str) -> dict[str, Any]:
    return {"count": "income", "param": resource(word)}


def space_gain(m: re.Match[str]) -> dict[str, Any]:
    rows = [[1, int(m[1])], [2, int(m[3])]]
    return {"gain": {resource(m[2]): {"table": {"of": {"count": "space_index"}, "rows": rows}}}}


def place(what: str, count: int, up_to: bool) -> dict[str, Any]:
    return {"place": {"what": "road" if what == "road" else "terrain", "count": count, "up_to": up_to}}


def any_basic(count: int) -> dict[str, Any]:
    return {"gain_any": {"kinds": list(BASIC), "count": count}}


def words_ability(text: str) -> dict[str, Any]:
    """An ability in words: `A, then B` in that order; `in any order, A and B`; `either A or B`."""
    text = text.strip()
    if text.startswith(("in any order, ", "either ")):
        return _part(text)
    parts = text.split(", then ")
    return _part(parts[0]) if len(parts) == 1 else {"all": [_part(p) for p in parts]}


def words_to_condition(text: str) -> dict[str, Any]:
    """`holding at least 3 gold` -> an `at_least` test on a resource held."""
    match = re.fullmatch(r"holding at least (\d+) (\w+)", text.strip())
    assert match, f"cannot read the condition {text!r}"
    return {"at_least": [held(match[2]), int(match[1])]}


# -- the state a scenario builds -------------------------------------------------------------------


def scenario_table(table: Table, name: str, base: bool = False) -> list[dict[str, Any]]:
    """A component table of the scenario; `base` starts it from the spec's items (for areas and tiles)."""
    tables: dict[str, list[dict[str, Any]]] = table.builder.state["components"]
    if name not in tables:
        tables[name] = [copy.deepcopy(i) for i in spec_items(name)] if base else []
    return tables[name]


def put(items: list[dict[str, Any]], item: dict[str, Any]) -> dict[str, Any]:
    """Add an item, replacing one with the same id."""
    items[:] = [i for i in items if i.get("id") != item["id"]]
    items.append(item)
    return item


def area_item(table: Table, area: str) -> dict[str, Any]:
    """The scenario's own definition of an action area, made on first use (a special area of round 1)."""
    areas = scenario_table(table, "action_areas", base=True)
    for item in areas:
        if item["id"] == area:
            if not item.get("scenario"):
                item.update(cost={"all": []}, effect={"all": []}, scenario=True, source="ruling")
                item.pop("provisional_fields", None)
            return item
    return put(
        areas,
        {
            "id": area,
            "letter": area,
            "name": f"Area {area}",
            "category": "special",
            "board": "main",
            "spaces": len(table.builder.state["areas"].get(area, [None])),
            "opens_in_round": 1,
            "cost": {"all": []},
            "effect": {"all": []},
            "scenario": True,
            "source": "ruling",
        },
    )


def aid_tile(table: Table, kind: str, words: str) -> str:
    """A round aid tile of the scenario's own, with an id made from its words."""
    tile_id = f"{kind}_" + re.sub(r"[^a-z0-9]+", "_", words.lower()).strip("_")
    timing = "income" if kind == "standard" else "pass"
    put(
        scenario_table(table, "round_aid", base=True),
        {
            "id": tile_id,
            "type": kind,
            "name": words,
            "copies": 1,
            "ability": {"timing": timing, "effect": words_ability(words)},
            "source": "ruling",
        },
    )
    return tile_id


def round_aid_space(table: Table, space: int) -> dict[str, Any]:
    spaces: list[dict[str, Any]] = table.builder.state["round_aid"]
    while len(spaces) <= space:
        spaces.append({"standard": [], "pass": None})
    return spaces[space]


def ready(table: Table) -> None:
    table.ensure_loaded()


def pending(table: Table) -> dict[str, Any] | None:
    ready(table)
    found: dict[str, Any] | None = table.settled()["pending"]
    return found


def answers_now(table: Table) -> list[dict[str, Any]]:
    ready(table)
    assert table.refusal is None, f"the last action was refused: {table.refusal}"
    return table.engine.legal_actions()


def answer(table: Table, kind: str, choose: Any = None) -> dict[str, Any]:
    """The first legal answer of the given type (or the one `choose` picks among them)."""
    options = [a for a in answers_now(table) if a["type"] == kind]
    assert options, f"no answer of type {kind!r} is offered: {answers_now(table)}"
    if choose is None:
        return options[0]
    picked: dict[str, Any] = choose(options)
    return picked


def scores(table: Table) -> dict[int, dict[str, Any]]:
    ready(table)
    assert table.refusal is None, f"the last action was refused: {table.refusal}"
    return {s["player"]: s for s in table.engine.score()}


def all_passed(b: TableBuilder) -> None:
    for seat in range(b.players):
        b.player(seat)["passed"] = True
    b.state["pass_order"] = [(b.start_player + i) % b.players for i in range(b.players)]


# -- Given: moments of the game --------------------------------------------------------------------


@given(parsers.parse("the action phase of round {number:d} has just ended"))
def action_phase_ended(table: Table, number: int) -> None:
    b = table.builder
    b.state["round"] = number
    all_passed(b)
    b.stack = [{"kind": "round_end"}]


@given(parsers.parse("player {seat:d} passed first this round"))
def passed_first(table: Table, seat: int) -> None:
    """Rewrites the recorded passing order so that it starts with `seat` (who then holds the marker)."""
    b = table.builder
    order = [s for s in b.state["pass_order"] if s != seat]
    b.state["pass_order"] = [seat, *order]
    b.state["start_player"] = b.start_player = seat


@given(parsers.parse("the players passed in the order {seats}"))
def passed_in_order(table: Table, seats: str) -> None:
    order = [int(s) for s in re.findall(r"\d+", seats)]
    b = table.builder
    b.state["pass_order"] = order
    for seat in order:
        b.player(seat)["passed"] = True
    b.state["start_player"] = b.start_player = order[0]


@given(parsers.parse("this round's turn order is {seats}"))
def turn_order(table: Table, seats: str) -> None:
    table.builder.state["turn_order"] = [int(s) for s in re.findall(r"\d+", seats)]


# -- Given: cards, resources and points ------------------------------------------------------------


@given(parsers.parse("the discard pile holds {count:d} cards"))
def discard_pile(table: Table, count: int) -> None:
    table.builder.state["discard"] = table.builder.new_cards(count)


@given(parsers.parse("the random generator's state is {value}"))
def generator(table: Table, value: str) -> None:
    table.builder.state["rng"] = value


@given(parsers.parse("player {seat:d}'s income is {words}"))
def income_is(table: Table, seat: int, words: str) -> None:
    table.builder.player(seat)["income"].update(words_mix(words))


@given(parsers.parse("player {seat:d} holds {words} as resources"))
def resources_are(table: Table, seat: int, words: str) -> None:
    table.builder.player(seat)["resources"].update(words_mix(words))


@given(parsers.parse("player {seat:d} has {amount:d} victory points"))
def has_vp(table: Table, seat: int, amount: int) -> None:
    table.builder.player(seat)["vp"] = amount


@given(parsers.parse("player {seat:d} has {amount:d} industry points"))
def has_ip(table: Table, seat: int, amount: int) -> None:
    table.builder.player(seat)["ip"] = amount


@given(parsers.re(r"player (?P<seat>\d+) has taken (?P<count>\d+) milestone tiles?$"))
def milestones_taken(table: Table, seat: str, count: str) -> None:
    tiles = table.builder.state["milestones"]
    for item in spec_items("milestones"):
        if int(count) <= sum(1 for m in tiles if m["taken_by"] == int(seat)):
            break
        if all(m["id"] != item["id"] for m in tiles):
            tiles.append({"id": item["id"], "side": "a", "taken_by": int(seat)})


@given(parsers.re(r"player (?P<seat>\d+) has (?P<count>\d+) cookie rabbits? on the map board$"))
def rabbits(table: Table, seat: str, count: str) -> None:
    """Rabbits sit on properties: first on the player's properties without one, then on research labs of their own."""
    player = table.builder.player(int(seat))
    board = player["map"] or {"id": f"scenario-{seat}", "hexes": [], "extra_draw_areas": [], "ports": []}
    player["map"] = board
    free = [h for h in sorted(player["properties"]) if h not in player["rabbits"]]
    for i in range(int(count)):
        if free:
            spot = free.pop(0)
        else:
            spot = f"{20 + 2 * i},0"
            board["hexes"].append({"q": 20 + 2 * i, "r": 0, "terrain": "wheat"})
            player["properties"][spot] = f"lab_{i + 1}"
        player["rabbits"] = sorted([*player["rabbits"], spot])


@given(parsers.re(r"all (?P<count>\d+) (?P<kind>tents|houses|buildings) of player (?P<seat>\d+) are on the map board$"))
def all_of_kind(table: Table, count: str, kind: str, seat: str) -> None:
    player = table.builder.player(int(seat))
    board = player["map"] or {"id": f"scenario-{seat}", "hexes": [], "extra_draw_areas": [], "ports": []}
    player["map"] = board
    row = {"tents": 0, "houses": 1, "buildings": 2}[kind]
    for i in range(int(count)):
        q, r = 30 + 2 * i, 2 * row
        spot = f"{q},{r}"
        board["hexes"].append({"q": q, "r": r, "terrain": "wheat"})
        player["properties"][spot] = f"{kind[:-1]}_{i + 1}"


@given(parsers.parse("player {seat:d} holds the cards {cards}"))
def holds_named(table: Table, seat: int, cards: str) -> None:
    ids = re.findall(r"c\d{3}", cards)
    state = table.builder.state
    for card in ids:
        state["cards"][card] = "plain"
    # Each card lies in one place (decisions.md D7.3): a named card leaves the deck and the discard pile.
    state["deck"] = [c for c in state["deck"] if c not in ids]
    state["discard"] = [c for c in state["discard"] if c not in ids]
    table.builder.player(seat)["hand"] = sorted(ids)
    table.builder._next_card = max(table.builder._next_card, *(int(c[1:]) + 1 for c in ids))


@given(parsers.parse("the round aid board has {count:d} spaces"))
def aid_spaces(table: Table, count: int) -> None:
    table.builder.state["round_aid"] = [{"standard": [], "pass": None} for _ in range(count)]


@given(parsers.parse("above round aid space {space:d} lies the standard aid tile to {words}"))
def standard_tile(table: Table, space: int, words: str) -> None:
    round_aid_space(table, space)["standard"].append(aid_tile(table, "standard", words))


@given(parsers.parse("above round aid space {space:d} lies the pass aid tile to {words}"))
def pass_tile(table: Table, space: int, words: str) -> None:
    round_aid_space(table, space)["pass"] = aid_tile(table, "pass", words)


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


# -- Given: setup ----------------------------------------------------------------------------------


@given(
    parsers.parse("a {players:d}-player game being set up, where player {start:d} holds the start player marker"),
    target_fixture="table",
)
def game_being_set_up(engine: Engine, players: int, start: int) -> Table:
    b = TableBuilder(players=players, start_player=start)
    b.state["phase"] = "setup"
    b.state["round"] = 1
    b.state["start_player"] = start
    b.state["turn_order"] = []
    choosers = [(start - i) % players for i in range(1, players + 1)]
    frames: list[dict[str, Any]] = []
    for seat in choosers:
        frames += [{"kind": "choose_character", "player": seat}, {"kind": "choose_map", "player": seat}]
    frames += [{"kind": "choose_round_aid", "player": seat} for seat in choosers]
    frames.append({"kind": "round_start", "round": 1})
    b.stack = list(reversed(frames))
    b.state["round_aid"] = [{"standard": [], "pass": None} for _ in range(players + 3)]
    b.state["components"]["map_boards"] = [
        {"id": side, "side": side[0], "hexes": [], "extra_draw_areas": [], "ports": [], "source": "ruling"}
        for side in ("A", "B1", "B2")
    ]
    return Table(engine, b)


@given(parsers.parse("the characters on offer are:"))
def characters_on_offer(table: Table, datatable: list[list[str]]) -> None:
    header = [h.strip() for h in datatable[0]]
    chars = scenario_table(table, "characters")
    for raw in datatable[1:]:
        row = dict(zip(header, (c.strip() for c in raw), strict=True))
        item: dict[str, Any] = {
            "id": row["character"],
            "name": row["character"].title(),
            "board": int(row["board"]),
            "starting_resources": words_mix(row.get("resources", "")),
            "starting_income": words_mix(row.get("income", "")),
            "basic_abilities": [],
            "clock_tower_abilities": [],
            "source": "ruling",
        }
        if row.get("income ability"):
            item["basic_abilities"].append({"timing": "income", "effect": words_ability(row["income ability"])})
        put(chars, item)


@given(
    parsers.parse("a new {players:d}-player game with seed {seed:d}"),
    target_fixture="table",
)
def a_new_game(engine: Engine, players: int, seed: int) -> Table:
    return started(engine, players, seed, {})


@given(
    parsers.parse("a new {players:d}-player game with seed {seed:d}, where player {start:d} starts"),
    target_fixture="table",
)
def new_game_start(engine: Engine, players: int, seed: int, start: int) -> Table:
    return started(engine, players, seed, {"start_player": start})


@given(
    parsers.re(r"a new (?P<players>\d+)-player game with seed (?P<seed>\d+) and the (?P<variants>.+) variants?$"),
    target_fixture="table",
)
def new_game_variants(engine: Engine, players: str, seed: str, variants: str) -> Table:
    return started(engine, int(players), int(seed), {"variants": variant_ids(variants)})


def variant_ids(words: str) -> list[str]:
    names = {"variable turn order": "variable_turn_order", "hand drafting": "hand_drafting"}
    return sorted(names[w.strip()] for w in re.split(r",| and ", words) if w.strip())


def started(engine: Engine, players: int, seed: int, options: dict[str, Any]) -> Table:
    table = Table(engine, TableBuilder(players=players))
    table.notes["first_state"] = engine.new_game("sweet-lands", players, seed, options)
    table.notes["options"] = options
    table.loaded = True
    return table


# -- When ------------------------------------------------------------------------------------------


@when(parsers.parse("a new {players:d}-player game is asked for"))
def ask_new_game(table: Table, players: int) -> None:
    from conformance.engine import EngineRefusal  # noqa: PLC0415  (only this step expects a refusal)

    try:
        table.engine.new_game("sweet-lands", players, 1, {})
        table.refusal = None
    except EngineRefusal as refusal:
        table.refusal = refusal


@when(parsers.parse("the same game is set up again with seed {seed:d}"))
def same_game_again(table: Table, seed: int) -> None:
    first = table.notes["first_state"]
    players = len(first["players"])
    table.notes["second_state"] = table.engine.new_game("sweet-lands", players, seed, table.notes["options"])


@when("the setup choices are made")
def setup_choices(table: Table) -> None:
    """Answer every setup decision with the first answer offered, noting who was asked what."""
    asked = []
    while (p := pending(table)) is not None and p["kind"] in {"choose_character", "choose_map", "choose_round_aid"}:
        asked.append((p["player"], p["kind"]))
        table.act(p["player"], answers_now(table)[0])
    table.notes["asked"] = asked


@when(parsers.parse("player {seat:d} chooses the character {name}"))
def choose_character(table: Table, seat: int, name: str) -> None:
    table.act(seat, {"type": "choose_character", "character": name})


@when(parsers.parse("player {seat:d} chooses the map board side {side}"))
def choose_map(table: Table, seat: int, side: str) -> None:
    table.act(seat, {"type": "choose_map", "map": side})


@when(parsers.parse("player {seat:d} places the round aid token on space {space:d}"))
def choose_aid_space(table: Table, seat: int, space: int) -> None:
    table.act(seat, {"type": "choose_round_aid_space", "space": space})


@when(parsers.parse("the game is scored"))
def game_scored(table: Table) -> None:
    table.notes["scores"] = scores(table)


@when(parsers.parse("play reaches the next decision"))
def next_decision(table: Table) -> None:
    ready(table)


@when(parsers.parse("player {seat:d} pays the hand cost with the cards {cards}"))
def pay_with_cards(table: Table, seat: int, cards: str) -> None:
    table.act(seat, {"type": "pay_hand_cost", "cards": re.findall(r"c\d{3}", cards)})


@when(parsers.parse("player {seat:d} keeps the card {card}"))
def keep_named(table: Table, seat: int, card: str) -> None:
    table.act(seat, {"type": "keep_card", "card": card})


@when(parsers.parse("player {seat:d} discards the cards {cards}"))
def discard_named(table: Table, seat: int, cards: str) -> None:
    table.act(seat, {"type": "discard", "cards": re.findall(r"c\d{3}", cards)})


@when(parsers.parse("player {seat:d} exchanges {pay} for 1 {word}"))
def exchange(table: Table, seat: int, pay: str, word: str) -> None:
    table.act(seat, {"type": "trade_basic", "pay": words_mix(pay), "resource": resource(word)})


@when(parsers.parse("player {seat:d} cashes in an action disc for {gain}"))
def return_disc_mix(table: Table, seat: int, gain: str) -> None:
    table.act(seat, {"type": "return_disc", "gain": words_mix(gain)})


@when(parsers.parse("player {seat:d} discards the card {card} for {gain}"))
def discard_card_for(table: Table, seat: int, card: str, gain: str) -> None:
    table.act(seat, {"type": "discard_for_basic", "card": card, "gain": words_mix(gain)})


@when(parsers.parse("player {seat:d} takes the standard aid tile to {words} first"))
def aid_tile_first(table: Table, seat: int, words: str) -> None:
    tile_id = "standard_" + re.sub(r"[^a-z0-9]+", "_", words.lower()).strip("_")
    table.act(seat, {"type": "resolve_aid_tile", "tile": tile_id})


@when(parsers.parse("player {seat:d} picks the card {card} in the draft"))
def draft_pick(table: Table, seat: int, card: str) -> None:
    table.act(seat, {"type": "draft_card", "card": card})


@when(parsers.parse("every player picks the lowest card in front of them until the draft is over"))
def draft_all(table: Table) -> None:
    while (p := pending(table)) is not None and p["kind"] == "draft_pick":
        cards = sorted(a["card"] for a in answers_now(table) if a["type"] == "draft_card")
        table.act(p["player"], {"type": "draft_card", "card": cards[0]})


@when(parsers.re(r"player (?P<seat>\d+) resolves the (?P<nth>first|second|third) part first$"))
def part_first(table: Table, seat: str, nth: str) -> None:
    table.act(int(seat), {"type": "resolve_first", "part": ORDINALS[nth] - 1})


@when(parsers.re(r"player (?P<seat>\d+) chooses the (?P<nth>first|second|third) option$"))
def option(table: Table, seat: str, nth: str) -> None:
    table.act(int(seat), {"type": "choose", "option": ORDINALS[nth] - 1})


@when(parsers.re(r"player (?P<seat>\d+) (?P<verb>accepts|declines) the optional part$"))
def optional_part(table: Table, seat: str, verb: str) -> None:
    table.act(int(seat), {"type": "accept" if verb == "accepts" else "decline"})


@when(parsers.parse("player {seat:d} takes {gain} of their choice"))
def gain_choice(table: Table, seat: int, gain: str) -> None:
    table.act(seat, {"type": "gain", "resources": words_mix(gain)})


@when(parsers.parse("player {seat:d} keeps their lowest card"))
def keep_lowest(table: Table, seat: int) -> None:
    hand = table.state()["players"][seat]["hand"]
    table.act(seat, {"type": "keep_card", "card": sorted(hand)[0]})


@when(parsers.parse("every player keeps their lowest card"))
def everyone_keeps(table: Table) -> None:
    order = []
    while (p := pending(table)) is not None and p["kind"] == "keep_card":
        order.append(p["player"])
        hand = table.state()["players"][p["player"]]["hand"]
        table.act(p["player"], {"type": "keep_card", "card": sorted(hand)[0]})
    table.notes["keepers"] = order


@when(parsers.parse("player {seat:d} pays {count:d} cards to use action area {area}"))
def use_and_pay(table: Table, seat: int, area: str, count: int) -> None:
    table.act(seat, {"type": "use_area", "area": area})
    if table.refusal is None:
        hand = table.state()["players"][seat]["hand"]
        table.act(seat, {"type": "pay_hand_cost", "cards": sorted(hand)[:count]})


@when(parsers.parse("player {seat:d} passes and moves the round aid token to space {space:d}"))
def pass_and_move(table: Table, seat: int, space: int) -> None:
    table.act(seat, {"type": "pass"})
    if table.refusal is None:
        table.act(seat, {"type": "move_round_aid", "space": space})


@when(parsers.parse("player {seat:d} takes the first answer offered"))
def first_answer(table: Table, seat: int) -> None:
    table.act(seat, answers_now(table)[0])


# -- Then: who decides what ------------------------------------------------------------------------


@then(parsers.re(r"player (?P<seat>\d+) is asked (?P<question>" + "|".join(QUESTIONS) + ")$"))
def check_asked(table: Table, seat: str, question: str) -> None:
    kind = QUESTIONS[question]
    found = pending(table)
    assert found == {"kind": kind, "player": int(seat)}, f"the pending decision is {found}"


@then(parsers.parse("nobody is asked anything"))
def nobody_asked(table: Table) -> None:
    assert pending(table) is None, f"the pending decision is {pending(table)}"
    assert table.engine.legal_actions() == [], "a finished game must offer no action"


@then(parsers.parse("action area {area} is offered to player {seat:d}"))
def area_offered(table: Table, area: str, seat: int) -> None:
    assert pending(table) == {"kind": "turn", "player": seat}, f"the pending decision is {pending(table)}"
    assert {"type": "use_area", "area": area} in answers_now(table), f"area {area} is not offered"


@then(parsers.parse("action area {area} is not offered to player {seat:d}"))
def area_not_offered(table: Table, area: str, seat: int) -> None:
    assert pending(table) == {"kind": "turn", "player": seat}, f"the pending decision is {pending(table)}"
    assert {"type": "use_area", "area": area} not in answers_now(table), f"area {area} is offered"


@then(parsers.parse("player {seat:d} may pass"))
def may_pass(table: Table, seat: int) -> None:
    assert pending(table) == {"kind": "turn", "player": seat}, f"the pending decision is {pending(table)}"
    assert {"type": "pass"} in answers_now(table), "passing is not offered"


@then(parsers.parse("passing is the only main action offered to player {seat:d}"))
def only_pass(table: Table, seat: int) -> None:
    assert pending(table) == {"kind": "turn", "player": seat}, f"the pending decision is {pending(table)}"
    main = [a for a in answers_now(table) if a["type"] in {"use_area", "pass", "play_card", "flip_skill_tile"}]
    assert main == [{"type": "pass"}], f"the main actions offered are {main}"


@then(parsers.parse("player {seat:d} may buy exactly {words}"))
def may_buy(table: Table, seat: int, words: str) -> None:
    offered = {a["resource"] for a in answers_now(table) if a["type"] == "buy_basic"}
    wanted = set() if words == "nothing" else {resource(w) for w in re.findall(r"\w+", words) if w != "and"}
    assert offered == wanted, f"player {seat} may buy {sorted(offered)}"


@then(parsers.parse("player {seat:d} is offered no free action"))
def no_free_action(table: Table, seat: int) -> None:
    free = [a for a in answers_now(table) if a["type"] not in {"use_area", "pass", "end_turn"}]
    assert not free, f"free actions offered: {free}"


@then(parsers.parse("player {seat:d} may exchange only with wheat, wood and iron"))
def exchange_basics(table: Table, seat: int) -> None:
    trades = [a for a in answers_now(table) if a["type"] == "trade_basic"]
    assert trades, "no exchange is offered"
    assert all(set(a["pay"]) <= set(BASIC) and a["resource"] in BASIC for a in trades), trades


@then(parsers.parse("player {seat:d} may take any {count:d} basic resources for the action disc"))
def disc_mixes(table: Table, seat: int, count: int) -> None:
    gains = sorted(json.dumps(a["gain"], sort_keys=True) for a in answers_now(table) if a["type"] == "return_disc")
    expected = sorted(json.dumps(m, sort_keys=True) for m in all_mixes(count))
    assert gains == expected, f"the offered gains are {gains}"


def all_mixes(count: int) -> list[dict[str, int]]:
    out = []
    for wheat in range(count + 1):
        for wood in range(count + 1 - wheat):
            m = {"wheat": wheat, "wood": wood, "iron": count - wheat - wood}
            out.append({k: n for k, n in m.items() if n})
    return out


@then(parsers.parse("player {seat:d} may take their character's free action"))
def may_take_character_action(table: Table, seat: int) -> None:
    assert {"type": "character_action", "ability": "basic:0"} in answers_now(table), "the free action is not offered"


@then(parsers.parse("player {seat:d} may not take their character's free action"))
def may_not_take_character_action(table: Table, seat: int) -> None:
    assert {"type": "character_action", "ability": "basic:0"} not in answers_now(table), "the free action is offered"


@then(parsers.parse("player {seat:d} may copy exactly {areas}"))
def may_copy(table: Table, seat: int, areas: str) -> None:
    assert pending(table) == {"kind": "copy_area", "player": seat}, f"the pending decision is {pending(table)}"
    offered = sorted(a["area"] for a in answers_now(table) if a["type"] == "copy_area")
    wanted = sorted(re.findall(r"\b[A-Z]\w*\b", areas))
    assert offered == wanted, f"player {seat} may copy {offered}"


@then(parsers.parse("player {seat:d} may pick exactly the cards {cards}"))
def may_pick(table: Table, seat: int, cards: str) -> None:
    assert pending(table) == {"kind": "draft_pick", "player": seat}, f"the pending decision is {pending(table)}"
    offered = sorted(a["card"] for a in answers_now(table) if a["type"] == "draft_card")
    assert offered == sorted(re.findall(r"c\d{3}", cards)), f"player {seat} may pick {offered}"


@then(parsers.parse("player {seat:d} may keep any card of their hand"))
def may_keep_any(table: Table, seat: int) -> None:
    hand = table.state()["players"][seat]["hand"]
    offered = sorted(a["card"] for a in answers_now(table) if a["type"] == "keep_card")
    assert offered == sorted(set(hand)), f"player {seat} may keep {offered} of {hand}"


@then(parsers.parse("the setup choices were asked in this order:"))
def setup_order(table: Table, datatable: list[list[str]]) -> None:
    words = {"character": "choose_character", "map board side": "choose_map", "round aid space": "choose_round_aid"}
    wanted = [(int(row[0]), words[row[1].strip()]) for row in datatable[1:]]
    assert table.notes["asked"] == wanted, f"the choices came as {table.notes['asked']}"


@then(parsers.parse("the players chose the card to keep in the order {seats}"))
def keep_order(table: Table, seats: str) -> None:
    wanted = [int(s) for s in re.findall(r"\d+", seats)]
    assert table.notes["keepers"] == wanted, f"the players chose in the order {table.notes['keepers']}"


# -- Then: the table -------------------------------------------------------------------------------


def player(table: Table, seat: int) -> dict[str, Any]:
    ready(table)
    found: dict[str, Any] = table.settled()["players"][seat]
    return found


@then(parsers.parse("player {seat:d}'s round aid token is on space {space:d}"))
def check_token(table: Table, seat: int, space: int) -> None:
    have = player(table, seat)["round_aid_space"]
    assert have == space, f"player {seat}'s round aid token is on space {have}"


@then(parsers.parse("player {seat:d}'s hand is {cards}"))
def check_hand_cards(table: Table, seat: int, cards: str) -> None:
    have = player(table, seat)["hand"]
    wanted = sorted(re.findall(r"c\d{3}", cards))
    assert sorted(have) == wanted, f"player {seat} holds {have}"


@then(parsers.parse("player {seat:d}'s hand holds exactly the citizen cards {names}"))
def check_hand_names(table: Table, seat: int, names: str) -> None:
    state = table.settled()
    have = sorted(state["cards"][c] for c in state["players"][seat]["hand"])
    assert have == sorted(card_id(n) for n in words_list(names)), f"player {seat} holds {have}"


@then(parsers.parse("the discard pile ends with {cards}"))
def discard_top(table: Table, cards: str) -> None:
    pile = table.settled()["discard"]
    wanted = re.findall(r"c\d{3}", cards)
    assert sorted(pile[-len(wanted) :]) == sorted(wanted), f"the discard pile is {pile}"


@then(parsers.re(r"the citizen deck holds (?P<count>\d+) cards?$"), converters={"count": int})
def check_deck(table: Table, count: int) -> None:
    deck = table.settled()["deck"]
    assert len(deck) == count, f"the citizen deck holds {len(deck)} cards"


@then(parsers.parse("the citizen deck is {cards}"))
def check_deck_order(table: Table, cards: str) -> None:
    deck = table.settled()["deck"]
    assert deck == re.findall(r"c\d{3}", cards), f"the citizen deck is {deck}"


@then(parsers.re(r"player (?P<seat>\d+) has (?P<count>\d+) (?P<kind>VP|CP|IP) on the scoring track$"))
def check_points(table: Table, seat: str, count: str, kind: str) -> None:
    have = player(table, int(seat))[kind.lower()]
    assert have == int(count), f"player {seat} has {have} {kind}"


@then(parsers.parse("player {seat:d}'s income is {words}"))
def check_income_mix(table: Table, seat: int, words: str) -> None:
    have = player(table, seat)["income"]
    for kind, value in words_mix(words).items():
        assert have[kind] == value, f"player {seat}'s income is {have}"


@then(parsers.parse("player {seat:d}'s starting income is higher in total than that of every other printed character"))
def income_above_printed(table: Table, seat: int) -> None:
    """Compares with the spec's character data: the relation is sourced even where the figures are not."""
    mine = player(table, seat)
    have = sum(mine["income"].values())
    for other in spec_items("characters"):
        if other["id"] != mine["character"]:
            assert have > sum(other["starting_income"].values()), f"{other['name']} starts with as much income"


@then(parsers.parse("player {seat:d} holds {words} as resources"))
def check_resources_mix(table: Table, seat: int, words: str) -> None:
    have = player(table, seat)["resources"]
    for kind, value in words_mix(words).items():
        assert have[kind] == value, f"player {seat} holds {have}"


@then(parsers.parse("the start player marker is with player {seat:d}"))
def check_marker_with(table: Table, seat: int) -> None:
    holder = table.settled()["start_player"]
    assert holder == seat, f"player {holder} holds the start player marker"


@then(parsers.parse("player {seat:d} has used their character's free action this round"))
def check_used(table: Table, seat: int) -> None:
    assert "basic:0" in player(table, seat)["free_actions_used"], "the free action is not marked as used"


@then(parsers.parse("player {seat:d}'s character free action number {number:d} is marked used this round"))
def check_numbered_used(table: Table, seat: int, number: int) -> None:
    used = player(table, seat)["free_actions_used"]
    assert f"basic:{number - 1}" in used, f"the free actions marked used are {used}"


@then(parsers.parse("player {seat:d} still holds {count:d} scoring cubes on their character"))
def check_cubes(table: Table, seat: int, count: int) -> None:
    have = player(table, seat)["cubes"]
    assert have == count, f"player {seat} holds {have} cubes on the character"


@then(parsers.re(r"player (?P<seat>\d+)'s skill tile (?P<name>\w+) is (?P<side>face up|flipped)$"))
def check_skill_tile(table: Table, seat: str, name: str, side: str) -> None:
    have = player(table, int(seat))["skill_tiles"][name]
    assert have == (side == "face up"), f"player {seat}'s skill tile {name} face up: {have}"


@then(parsers.parse("no player holds an action disc and no action space is occupied"))
def discs_gone(table: Table) -> None:
    state = table.settled()
    assert all(p["discs"] == 0 for p in state["players"]), [p["discs"] for p in state["players"]]
    assert all(s is None for spaces in state["areas"].values() for s in spaces), state["areas"]


@then(parsers.parse("this round's turn order is {seats}"))
def check_turn_order(table: Table, seats: str) -> None:
    have = table.settled()["turn_order"]
    assert have == [int(s) for s in re.findall(r"\d+", seats)], f"this round's turn order is {have}"


# -- Then: new games -------------------------------------------------------------------------------


def first_state(table: Table) -> dict[str, Any]:
    found: dict[str, Any] = table.notes["first_state"]
    return found


@then(parsers.parse("the game has {count:d} players"))
def check_players(table: Table, count: int) -> None:
    assert len(first_state(table)["players"]) == count


@then(parsers.parse("both games are the same"))
def same_games(table: Table) -> None:
    assert table.notes["second_state"] == first_state(table), "the same seed set up a different game"


@then(parsers.parse("the games differ"))
def different_games(table: Table) -> None:
    assert table.notes["second_state"] != first_state(table), "two seeds set up the same game"


@then(parsers.parse("player {seat:d} holds the start player marker of the new game"))
def new_game_marker(table: Table, seat: int) -> None:
    assert first_state(table)["start_player"] == seat, f"player {first_state(table)['start_player']} starts"


@then(parsers.parse("the round aid board shows {standard:d} standard aid tiles and {passes:d} pass aid tiles"))
def check_aid_tiles(table: Table, standard: int, passes: int) -> None:
    kinds = {t["id"]: t.get("type") for t in spec_items("round_aid")}
    spaces = first_state(table)["round_aid"]
    shown = [t for s in spaces for t in s["standard"]]
    shown_pass = [s["pass"] for s in spaces if s["pass"]]
    assert len(shown) == standard and all(kinds[t] == "standard" for t in shown), shown
    assert len(shown_pass) == passes and all(kinds[t] == "pass" for t in shown_pass), shown_pass
    for kind, group in (("standard", shown), ("pass", shown_pass)):
        copies = {t["id"]: t.get("copies", 1) for t in spec_items("round_aid") if t.get("type") == kind}
        assert all(group.count(t) <= copies[t] for t in group), f"more {kind} tiles of a kind than exist: {group}"


@then(parsers.parse("{count:d} different final scoring tiles are in play"))
def check_final_tiles(table: Table, count: int) -> None:
    tiles = first_state(table)["final_scoring"]
    known = {t["id"] for t in spec_items("final_scoring_tiles")}
    assert len(set(tiles)) == len(tiles) == count and set(tiles) <= known, tiles


@then(parsers.parse("{count:d} different milestone tiles are in play, each with one side up and untaken"))
def check_milestones(table: Table, count: int) -> None:
    tiles = first_state(table)["milestones"]
    known = {t["id"] for t in spec_items("milestones")}
    ids = [m["id"] for m in tiles]
    assert len(set(ids)) == len(ids) == count and set(ids) <= known, tiles
    assert all(m["side"] in {"a", "b"} and m["taken_by"] is None for m in tiles), tiles


@then(parsers.parse("the citizen deck holds {count:d} different cards and the discard pile is empty"))
def check_new_deck(table: Table, count: int) -> None:
    state = first_state(table)
    assert len(set(state["deck"])) == len(state["deck"]) == count, len(state["deck"])
    assert state["discard"] == []


@then(parsers.parse("each of the {kinds:d} kinds of skill tile has a stack of {copies:d} tiles"))
def check_skill_supply(table: Table, kinds: int, copies: int) -> None:
    supply = first_state(table)["skill_supply"]
    assert len(supply) == kinds and set(supply.values()) == {copies}, supply


@then(parsers.parse("the action areas in play include {which} imitation board"))
def check_imitation(table: Table, which: str) -> None:
    boards = {a["id"]: a["board"] for a in spec_items("action_areas")}
    in_play = {boards[a] for a in first_state(table)["areas"]}
    wanted = {"none of the": set(), "only the 3/4-player": {"imitation_34"}, "each": {"imitation_34", "imitation_4"}}
    assert in_play - {"main"} == wanted[which], f"boards in play: {sorted(in_play)}"


@then(parsers.parse("round {number:d} has not begun yet"))
def before_round(table: Table, number: int) -> None:
    state = first_state(table)
    assert state["round"] == number and state["phase"] == "setup", (state["round"], state["phase"])


@then(parsers.parse("every player starts with empty hands, no points and every marker on its starting space"))
def starting_position(table: Table) -> None:
    first_space = min(i["space"] for i in spec_items("industry_track") if i.get("type") == "space")
    for p in first_state(table)["players"]:
        assert p["hand"] == [] and p["played"] == [], p["hand"]
        assert (p["vp"], p["cp"], p["ip"]) == (0, 0, 0), (p["vp"], p["cp"], p["ip"])
        assert p["carriage"] == first_space and p["locomotive"] is None, (p["carriage"], p["locomotive"])
        assert p["food"] == 0 and p["discounts"] == [], (p["food"], p["discounts"])
        assert p["prosperity"] == [0] * 6, p["prosperity"]
        assert p["properties"] == {} and p["rabbits"] == [] and p["tiles"] == {} and p["roads"] == [], p


@then(parsers.parse("the game draws a different start player for some seed among {seeds}"))
def start_player_varies(table: Table, seeds: str) -> None:
    players = len(first_state(table)["players"])
    games = (table.engine.new_game("sweet-lands", players, int(s), {}) for s in re.findall(r"\d+", seeds))
    seen = {game["start_player"] for game in games}
    assert len(seen) > 1, f"every seed gave start player {seen}"


# -- Then: final scoring ---------------------------------------------------------------------------


def final(table: Table) -> dict[int, dict[str, Any]]:
    found: dict[int, dict[str, Any]] | None = table.notes.get("scores")
    return found if found is not None else scores(table)


@then(parsers.parse("player {seat:d}'s final score is {total:d}"))
def check_total(table: Table, seat: int, total: int) -> None:
    entry = final(table)[seat]
    assert entry["total"] == total, f"player {seat}'s final score is {entry['total']}: {entry['items']}"
    assert entry["total"] == sum(entry["items"].values()), "the total is not the sum of the items"


@then(parsers.parse("player {seat:d}'s final score counts {points:d} VP for {item}"))
def check_item(table: Table, seat: int, points: int, item: str) -> None:
    entry = final(table)[seat]
    have = entry["items"].get(ITEMS[item])
    assert have == points, f"player {seat} scores {have} for {item}: {entry['items']}"


@then(parsers.parse("players {a:d} and {b:d} have the same final score"))
def same_total(table: Table, a: int, b: int) -> None:
    scored = final(table)
    assert scored[a]["total"] == scored[b]["total"], (scored[a], scored[b])


@then(parsers.parse("player {seat:d} wins"))
def wins(table: Table, seat: int) -> None:
    ranks = {s: e["rank"] for s, e in final(table).items()}
    assert ranks[seat] == 1 and list(ranks.values()).count(1) == 1, f"the ranks are {ranks}"


@then(parsers.parse("players {seats} share the victory"))
def share(table: Table, seats: str) -> None:
    ranks = {s: e["rank"] for s, e in final(table).items()}
    winners = sorted(s for s, r in ranks.items() if r == 1)
    assert winners == sorted(int(s) for s in re.findall(r"\d+", seats)), f"the ranks are {ranks}"


@then(parsers.parse("player {seat:d} is placed {place:d}"))
def placed(table: Table, seat: int, place: int) -> None:
    ranks = {s: e["rank"] for s, e in final(table).items()}
    assert ranks[seat] == place, f"the ranks are {ranks}"


@given(parsers.parse("the final scoring tile comparing {element} is in play, with a neutral score of {neutral:d}"))
def final_tile(table: Table, element: str, neutral: int) -> None:
    """The spec's tile for that element, with the neutral score the scenario fixes (it is printed only)."""
    found = next(t for t in spec_items("final_scoring_tiles") if t["element"] == {"count": ELEMENTS[element]})
    tile = {"id": found["id"], "element": found["element"], "neutral": neutral, "source": "ruling"}
    put(scenario_table(table, "final_scoring_tiles"), tile)
    table.builder.state["final_scoring"].append(found["id"])


def dealt(table: Table, first: int, last: int) -> list[str]:
    """Cards `first` to `last` (from 1) of the citizen deck as the scenario set it up."""
    deck: list[str] = table.builder.state["deck"]
    return deck[first - 1 : last]


@then(parsers.parse("player {seat:d}'s hand includes the first {count:d} cards of the citizen deck"))
def hand_has_top(table: Table, seat: int, count: int) -> None:
    hand = player(table, seat)["hand"]
    missing = [c for c in dealt(table, 1, count) if c not in hand]
    assert not missing, f"player {seat} holds {hand}, without {missing}"


@then(parsers.parse("player {seat:d}'s hand includes cards {first:d} to {last:d} of the citizen deck"))
def hand_has_range(table: Table, seat: int, first: int, last: int) -> None:
    hand = player(table, seat)["hand"]
    missing = [c for c in dealt(table, first, last) if c not in hand]
    assert not missing, f"player {seat} holds {hand}, without {missing}"


@then(parsers.re(r"player (?P<seat>\d+) has played (?P<count>\d+) cards?$"))
def check_played(table: Table, seat: str, count: str) -> None:
    have = player(table, int(seat))["played"]
    assert len(have) == int(count), f"player {seat} has played {have}"


@then(parsers.parse("the players have passed in the order {seats}"))
def check_pass_order(table: Table, seats: str) -> None:
    have = table.settled()["pass_order"]
    assert have == [int(s) for s in re.findall(r"\d+", seats)], f"the players passed in the order {have}"


@then(parsers.parse("the random generator's state is {value}"))
def check_generator(table: Table, value: str) -> None:
    have = table.settled()["rng"]
    assert have == value, f"the random generator's state is {have}"


@when(parsers.parse("player {seat:d} uses the character's free action"))
def use_character_action(table: Table, seat: int) -> None:
    table.act(seat, {"type": "character_action", "ability": "basic:0"})


@when(parsers.parse("player {seat:d} copies action area {area}"))
def copy_named_area(table: Table, seat: int, area: str) -> None:
    table.act(seat, {"type": "copy_area", "area": area})


@then(parsers.parse("the request is refused"))
def refused_request(table: Table) -> None:
    """A game the rules do not define: outside the protocol's player counts, or one the engine does not offer."""
    assert table.refusal is not None, "the engine accepted the request"
    assert table.refusal.code in {"unsupported", "invalid_request"}, f"refused with {table.refusal.code}"


@then(parsers.parse("the game ended after round {number:d}"))
def ended_after(table: Table, number: int) -> None:
    state = table.settled()
    assert state["phase"] == "game_over" and state["round"] == number, (state["round"], state["phase"])


@then(parsers.parse("player {seat:d} may choose exactly the map board sides {sides}"))
def may_choose_maps(table: Table, seat: int, sides: str) -> None:
    assert pending(table) == {"kind": "choose_map", "player": seat}, f"the pending decision is {pending(table)}"
    offered = sorted(a["map"] for a in answers_now(table) if a["type"] == "choose_map")
    assert offered == sorted(re.findall(r"\b[AB]\d*\b", sides)), f"player {seat} may choose {offered}"


@then(parsers.parse("player {seat:d} may choose exactly the characters {names}"))
def may_choose_characters(table: Table, seat: int, names: str) -> None:
    assert pending(table) == {"kind": "choose_character", "player": seat}, f"the pending decision is {pending(table)}"
    offered = sorted(a["character"] for a in answers_now(table) if a["type"] == "choose_character")
    wanted = sorted(n for n in re.split(r",\s*|\s+and\s+", names) if n)
    assert offered == wanted, f"player {seat} may choose {offered}"


@given(
    parsers.re(r"a (?P<players>\d+)-player game in round (?P<number>\d+) with the (?P<words>hand drafting) variant$"),
    target_fixture="table",
)
def a_game_with_drafting(engine: Engine, players: str, number: str, words: str) -> Table:
    table = Table(engine, TableBuilder(players=int(players), round=int(number)))
    table.builder.state["variants"] = variant_ids(words)
    return table


@then(parsers.parse("the new game uses the {words} variants"))
def check_variants(table: Table, words: str) -> None:
    have = first_state(table)["variants"]
    assert have == variant_ids(words), f"the new game uses the variants {have}"


# -- views (protocol feature `view`) -------------------------------------------------------------


def words_in(value: Any) -> set[str]:
    """Every string in a JSON document, object keys included."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set(value).union(*(words_in(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(words_in(v) for v in value))
    return set()


@when(parsers.parse("player {seat:d} looks at the table"))
def looks(table: Table, seat: int) -> None:
    ready(table)
    table.notes["view"] = table.engine.view(seat)
    table.notes["viewer"] = seat


def view(table: Table) -> dict[str, Any]:
    found: dict[str, Any] = table.notes["view"]
    return found


@then(parsers.parse("player {seat:d} sees their own cards"))
def sees_own_hand(table: Table, seat: int) -> None:
    hand = table.state()["players"][seat]["hand"]
    assert view(table)["players"][seat].get("hand") == hand, f"the view shows {view(table)['players'][seat]}"


@then(parsers.parse("player {seat:d} sees how many cards player {other:d} holds, but not which"))
def sees_other_count(table: Table, seat: int, other: int) -> None:
    hand = table.state()["players"][other]["hand"]
    shown = view(table)["players"][other]
    assert shown.get("hand_size") == len(hand) and "hand" not in shown, f"the view shows {shown}"
    leaked = set(hand) & words_in(view(table))
    assert not leaked, f"player {seat}'s view names cards of player {other}'s hand: {sorted(leaked)}"


@then(parsers.parse("player {seat:d} sees how many cards the citizen deck holds, but not which"))
def sees_deck_count(table: Table, seat: int) -> None:
    deck = table.state()["deck"]
    assert view(table).get("deck_size") == len(deck), f"the view's deck size is {view(table).get('deck_size')}"
    leaked = set(deck) & words_in(view(table))
    assert not leaked, f"player {seat}'s view names cards of the deck: {sorted(leaked)}"


@then(parsers.parse("player {seat:d} sees the discard pile and every player's resources as they are"))
def sees_open(table: Table, seat: int) -> None:
    state = table.state()
    shown = view(table)
    assert shown["discard"] == state["discard"], f"the view's discard pile is {shown['discard']}"
    for mine, theirs in zip(shown["players"], state["players"], strict=True):
        assert mine["resources"] == theirs["resources"], f"the view shows {mine['resources']}"
