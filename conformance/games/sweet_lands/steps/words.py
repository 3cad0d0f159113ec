"""Words to data for the flow of a game, and the component tables a scenario builds.

Whatever a scenario's outcome depends on is set up inline in words: action areas,
round aid tiles, characters, skill tiles, pass cards and final scoring tiles become
small component tables in the state, so no outcome rests on the provisional printed
content. Abilities are written in words ("gain 2 gold, then draw 1 card");
`words_ability()` turns them into the effect vocabulary of spec/sweet-lands/effects.md.
"""

from __future__ import annotations

import copy
import json
import re
from functools import cache
from typing import Any

from conformance.games.sweet_lands.builder import TableBuilder
from conformance.games.sweet_lands.steps.table import Table, resource
from rulecore.registry import info

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
    path = info("sweet-lands").spec_dir / "components" / f"{name}.json"
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
        (
            r"raise an income of their choice by (\d+)",
            lambda m: {"income_any": {"kinds": ["gold", *BASIC], "steps": int(m[1])}},
        ),
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
    """An ability in words: `A, then B` in that order; `in any order, A and B`; `either A or B`;
    `any number of times, A` (as often as the player wishes and can pay)."""
    text = text.strip()
    if text.startswith("any number of times, "):
        return {"repeat": {"times": "any", "do": words_ability(text.removeprefix("any number of times, "))}}
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
