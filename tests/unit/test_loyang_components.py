"""Checks the At the Gates of Loyang component data against its schemas and the rulebook's counts.

Every file under spec/loyang/components/ must validate against schemas/loyang/components.schema.json,
every item must carry its provenance (a source, or a provisional mark with a reason), ids must be unique
across all files, every vegetable named must be one of the six, every Helper effect must be written in
the effect vocabulary (schemas/loyang/effects.schema.json, spec/loyang/effects.md), and the counts must
add up to the components list (70 Action cards, 20 Helper kinds with 3 Traders, 36 field cards, ...).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from tests.component_kit import ComponentChecks, ComponentData

DATA = ComponentData("loyang")
EFFECTS_DOC = DATA.components_dir.parent / "effects.md"
VEGETABLES = {"wheat", "pumpkin", "turnip", "cabbage", "bean", "leek"}
CARD_KINDS = {"common_field", "market_stall", "casual_customer", "regular_customer", "helper"}
BASE_FILES = frozenset({"setup", "shop", "path", "fields", "storehouse"})
CARD_FILES = frozenset({"action_cards", "solo"})
ALL_FILES = sorted(BASE_FILES | CARD_FILES)
load = DATA.load
items = DATA.items


def by_id(name: str) -> dict[str, dict[str, Any]]:
    return {i["id"]: i for i in items(name)}


class TestComponentData(ComponentChecks):
    DATA = DATA
    FILES = BASE_FILES | CARD_FILES


@pytest.fixture(scope="module")
def schemas() -> tuple[dict[str, Any], dict[str, Any]]:
    return DATA.schema("effects.schema.json"), DATA.schema("components.schema.json")


@pytest.fixture(scope="module")
def component_validator() -> Draft202012Validator:
    return DATA.component_validator


@pytest.fixture(scope="module")
def effect_validator() -> Draft202012Validator:
    return DATA.effect_validator


def test_ids_are_unique_across_files() -> None:
    ids = Counter(item["id"] for name in ALL_FILES for item in items(name))
    assert [i for i, n in ids.items() if n > 1] == []


def _vegetable_names(node: Any, key: str | None = None) -> Iterator[str]:
    """Yield every string that stands for a vegetable: values under vegetable-valued keys, keys of count maps."""
    if isinstance(node, dict):
        for k, sub in node.items():
            if k in {"vegetables"} and isinstance(sub, dict):
                yield from sub
            elif k in {"vegetable"}:
                yield sub
            elif k in {"allowed", "order", "pair", "kinds"} and isinstance(sub, list):
                yield from sub
            else:
                yield from _vegetable_names(sub, k)
    elif isinstance(node, list):
        for sub in node:
            yield from _vegetable_names(sub, key)


@pytest.mark.parametrize("name", ALL_FILES)
def test_every_vegetable_is_one_of_the_six(name: str) -> None:
    named = set(_vegetable_names(items(name)))
    assert named <= VEGETABLES


def test_the_walker_finds_vegetables() -> None:
    assert set(_vegetable_names(items("shop"))) == VEGETABLES
    assert set(_vegetable_names(items("fields"))) == VEGETABLES


# ---- base files: counts the sources give -------------------------------------


def test_supply_and_cards() -> None:
    rows = by_id("setup")
    supply = rows["supply"]
    assert supply["vegetables"] == {"wheat": 48, "pumpkin": 46, "turnip": 44, "cabbage": 36, "bean": 32, "leek": 25}
    # 237 wooden tokens: vegetables, 4 scoring markers and 2 starting player tokens
    assert sum(supply["vegetables"].values()) + supply["scoring_markers"] + supply["starting_player_tokens"] == 237
    assert supply["coins"] == {"1": 24, "5": 14}
    assert supply["satisfaction_markers"] == 12 and supply["loan_cards"] == 6
    cards = rows["card_counts"]
    assert sum(cards["cards"].values()) == 120
    assert cards["cards"]["action_card"] == sum(cards["action_cards_by_kind"].values()) == 70
    assert cards["cards"]["home_field"] + cards["cards"]["private_field"] == 36
    assert cards["helper_kinds"] == 20 and cards["trader_copies"] == 3
    assert cards["action_cards_by_kind"]["helper"] == cards["helper_kinds"] - 1 + cards["trader_copies"]
    assert set(cards["action_cards_by_kind"]) == CARD_KINDS


def test_player_start_and_shop_stock() -> None:
    rows = by_id("setup")
    start = rows["player_start"]
    assert start["cash"] == 10
    assert start["home_field"] in by_id("fields")
    sides = {i["side"] for i in items("storehouse") if i["type"] == "storehouse_side"}
    assert start["storehouse_side"] in sides
    assert start["path_space"] == min(i["space"] for i in items("path") if i["type"] == "space") == 1
    stock = rows["shop_stock"]["vegetables"]
    assert stock == {"wheat": 3, "pumpkin": 2, "turnip": 2, "cabbage": 2, "bean": 1, "leek": 1}
    shop = {i["vegetable"]: i for i in items("shop")}
    assert set(shop) == VEGETABLES
    for veg, n in stock.items():
        assert shop[veg]["spaces"] >= n, veg
    # the review: the stock fills all but the two light-coloured spaces (errata E-53)
    assert sum(s["spaces"] for s in shop.values()) == sum(stock.values()) + 2 == 13


def test_game_numbers_and_loans() -> None:
    rows = by_id("setup")
    game = rows["game"]
    assert game["rounds"] == 9 and game["phases"] == ["harvest", "card", "action"]
    assert (game["hand_size"], game["cards_played_per_round"], game["field_card_cost"]) == (4, 2, 2)
    assert game["players"] == {"min": 1, "max": 4}
    loans = rows["loans"]
    assert (loans["cash"], loans["path_penalty"], loans["repayable"]) == (5, 1, False)
    planting = rows["home_field_planting"]
    assert planting["allowed"] == by_id("fields")["home_field"]["allowed"]
    assert planting["max_players_per_vegetable"] == 2


def test_shop_prices() -> None:
    shop = {i["vegetable"]: i for i in items("shop")}
    assert {v: s["sell_price"] for v, s in shop.items()} == {
        "wheat": 1,
        "pumpkin": 1,
        "turnip": 1,
        "cabbage": 1,
        "bean": 2,
        "leek": 2,
    }
    for veg, s in shop.items():
        assert s["buy_price"] > s["sell_price"], veg
    # wheat's 3 is sourced (a solo play report); the rest is the fan list errata E-54 weighs, still provisional
    assert {v: s["buy_price"] for v, s in shop.items()} == {
        "wheat": 3,
        "pumpkin": 4,
        "turnip": 5,
        "cabbage": 5,
        "bean": 6,
        "leek": 6,
    }
    assert "buy_price" not in shop["wheat"].get("provisional_fields", {})
    assert all("buy_price" in s["provisional_fields"] for v, s in shop.items() if v != "wheat")


def test_path() -> None:
    rows = items("path")
    stepping = [r for r in rows if r["type"] == "stepping"]
    assert len(stepping) == 1 and stepping[0]["first_step_cost"] == 1
    spaces = sorted((r for r in rows if r["type"] == "space"), key=lambda r: r["space"])
    # LY-3.2.2 and the reviews: the Path runs from 1 to 20 (errata E-16, E-50)
    assert [r["space"] for r in spaces] == list(range(1, 21))
    assert not any(r.get("provisional") or r.get("provisional_fields") for r in spaces)
    assert all(r["step_cost"] == r["space"] for r in spaces)
    # 004's example: from 15, the first step to 16 costs 1, then 17 + 18 = 35 more
    cost = {r["space"]: r["step_cost"] for r in spaces}
    assert stepping[0]["first_step_cost"] + cost[17] + cost[18] == 36


def test_fields() -> None:
    rows = items("fields")
    home = [r for r in rows if r["type"] == "home_field"]
    assert len(home) == 1 and home[0]["size"] == 9 and home[0]["copies"] == 4
    assert home[0]["size"] == by_id("setup")["game"]["rounds"]
    assert set(home[0]["allowed"]) == {"wheat", "pumpkin", "turnip"}
    private = [r for r in rows if r["type"] == "private_field"]
    per_size = Counter()
    for r in private:
        per_size[r["size"]] += r["copies"]
    assert per_size == {3: 8, 4: 8, 5: 8, 6: 8}
    pile = by_id("setup")["field_pile"]
    for s in ("a", "b"):
        assert sorted(r["size"] for r in private if r["set"] == s) == pile["sizes_per_set"]
    # one field is revealed in every round but the last
    assert pile["sets"] * len(pile["sizes_per_set"]) == by_id("setup")["game"]["rounds"] - 1
    # the more spaces a field has, the fewer kinds it allows (004 §Step 1: Planting Seeds)
    for s in ("a", "b"):
        ordered = sorted((r for r in private if r["set"] == s), key=lambda r: r["size"])
        counts = [len(r["allowed"]) for r in ordered]
        assert counts == sorted(counts, reverse=True), s


def every_field() -> list[dict[str, Any]]:
    """The Home field, the Private fields and the Common fields: every card a vegetable is planted on."""
    return [*items("fields"), *cards_of("common_field")]


def test_every_field_allows_wheat() -> None:
    """Sourced (errata E-57): wheat may be planted on every field, whatever else it allows."""
    assert [f["id"] for f in every_field() if "wheat" not in f["allowed"]] == []


def test_no_field_allows_more_kinds_than_a_smaller_one() -> None:
    """Sourced (004 §Step 1: Planting Seeds; errata E-57): the more spaces, the fewer kinds, over all fields at once,
    Home, Private and Common alike, so a stand-in can never let a big field out-choose a small one."""
    fields = every_field()
    wrong = [
        (big["id"], small["id"])
        for big in fields
        for small in fields
        if big["size"] > small["size"] and len(big["allowed"]) > len(small["allowed"])
    ]
    assert wrong == []


def test_storehouse() -> None:
    rows = by_id("storehouse")
    assert rows["storehouse_basic"]["capacity"] == 1
    assert rows["storehouse_upgraded"]["capacity"] == 4
    assert rows["storehouse_upgrade"]["price"] == 2
    assert rows["cart"]["capacity"] is None


def test_component_schema_rejects_an_item_without_provenance(component_validator: Draft202012Validator) -> None:
    data = load("shop")
    item = {k: v for k, v in data["items"][0].items() if k not in {"source", "provisional_fields"}}
    assert not component_validator.is_valid({**data, "items": [item]})
    assert component_validator.is_valid(
        {**data, "items": [{**item, "provisional": True, "reason": "a stand-in value"}]}
    )


def test_component_schema_rejects_unknown_vegetables_and_fields(component_validator: Draft202012Validator) -> None:
    data = load("shop")
    good = data["items"][0]
    assert component_validator.is_valid({**data, "items": [good]})
    assert not component_validator.is_valid({**data, "items": [{**good, "vegetable": "carrot"}]})
    assert not component_validator.is_valid({**data, "items": [{**good, "colour": "yellow"}]})


# ---- action cards -------------------------------------------------------------


def cards_of(kind: str) -> list[dict[str, Any]]:
    return [c for c in items("action_cards") if c["kind"] == kind]


def test_action_card_mix() -> None:
    counts = Counter(c["kind"] for c in items("action_cards"))
    assert sum(counts.values()) == 70
    assert counts == by_id("setup")["card_counts"]["action_cards_by_kind"]


def test_helpers_are_twenty_kinds_with_three_traders() -> None:
    helpers = cards_of("helper")
    kinds = Counter(h["helper"] for h in helpers)
    assert len(kinds) == 20
    assert kinds["trader"] == 3
    assert set(kinds.values()) == {1, 3}
    names = {h["helper"]: h["name"] for h in helpers}
    assert len(set(names.values())) == 20
    sourced = {"trader", "saleswoman", "shopper", "haggler", "market_woman", "deliveryman", "tout"}
    assert sourced <= set(kinds)


def _targets_other_player(node: Any) -> bool:
    if isinstance(node, dict):
        if "other_player" in (node.get("owner"), node.get("to"), node.get("from")):
            return True
        return any(_targets_other_player(v) for v in node.values())
    if isinstance(node, list):
        return any(_targets_other_player(v) for v in node)
    return False


def test_lantern_marks_exactly_the_helpers_that_affect_another_player() -> None:
    for h in cards_of("helper"):
        assert h["lantern"] == _targets_other_player(h["effect"]), h["id"]
    solo = by_id("solo")
    assert sum(1 for h in cards_of("helper") if h["lantern"]) == solo["solo_lantern_helpers"]["value"]
    assert set(solo["solo_opponent"]["affected_by"]) <= {h["helper"] for h in cards_of("helper") if h["lantern"]}


def test_every_helper_effect_uses_the_vocabulary(effect_validator: Draft202012Validator) -> None:
    for h in cards_of("helper"):
        errors = [e.message for e in effect_validator.iter_errors(h["effect"])]
        assert errors == [], h["id"]


def _operations(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        if len(node) == 1 or "if" in node:
            yield next(iter(node)) if "if" not in node else "if"
        for key, sub in node.items():
            if key in {"or", "all"}:
                for part in sub:
                    yield from _operations(part)
            elif key in {"then", "else"}:
                yield from _operations(sub)


def test_vocabulary_is_as_small_as_the_helpers_need(schemas: tuple[dict[str, Any], dict[str, Any]]) -> None:
    defined = {k.removeprefix("op_") for k in schemas[0]["$defs"] if k.startswith("op_")}
    used = {op for h in cards_of("helper") for op in _operations(h["effect"])}
    assert used == defined


def test_effects_doc_defines_every_operation(schemas: tuple[dict[str, Any], dict[str, Any]]) -> None:
    doc = EFFECTS_DOC.read_text(encoding="utf-8")
    for key in schemas[0]["$defs"]:
        if key.startswith("op_"):
            assert f"### `{key.removeprefix('op_')}`" in doc, key


@pytest.mark.parametrize(
    "bad",
    [
        {"gain_cash": 0},
        {"gain_cash": 2, "pay_cash": {"amount": 1, "to": "supply"}},
        {"take_vegetables": {"from": "supply", "kinds": ["carrot"], "count": 1}},
        {"or": [{"gain_cash": 1}]},
        {"steal_everything": {}},
        {"buy": {"from": "shop", "kinds": "any", "count": 1}},
        {"if": {"has_cards": {"card_kind": "helper"}}, "then": {"gain_cash": 1}},
    ],
)
def test_effect_schema_rejects_malformed_effects(bad: Any, effect_validator: Draft202012Validator) -> None:
    assert not effect_validator.is_valid(bad)


def test_common_fields() -> None:
    for c in cards_of("common_field"):
        assert c["cost"] == by_id("setup")["game"]["field_card_cost"]
        assert c["size"] >= 1 and c["allowed"]


def test_market_stalls() -> None:
    for c in cards_of("market_stall"):
        assert len(c["goods"]) == 3, c["id"]
        assert all(g["bowls"] in (1, 2) for g in c["goods"])


def test_casual_customers() -> None:
    for c in cards_of("casual_customer"):
        assert len(set(c["order"])) == 3, c["id"]
    orders = [tuple(sorted(c["order"])) for c in cards_of("casual_customer")]
    assert len(orders) == len(set(orders))
    known = {tuple(sorted(c["order"])): c["price"] for c in cards_of("casual_customer")}
    assert known[tuple(sorted(["pumpkin", "turnip", "leek"]))] == 10
    assert known[tuple(sorted(["wheat", "turnip", "bean"]))] == 9


def test_regular_customers() -> None:
    regulars = cards_of("regular_customer")
    assert sum(1 for c in regulars if c["blue_dot"]) == by_id("setup")["introductory_regulars"]["cards"] == 4
    for c in regulars:
        assert len(c["prices"]) == by_id("setup")["game"]["regular_rows"]
        assert c["prices"] == sorted(c["prices"]), c["id"]
    known = {tuple(sorted(c["pair"])): c["prices"] for c in regulars}
    assert known[("cabbage", "turnip")] == [5, 6, 7, 8]
    assert known[("bean", "leek")] == [7, 8, 9, 10]


def test_helper_timings_name_phases_of_the_round() -> None:
    phases = set(by_id("setup")["game"]["phases"])
    window = {"before_harvest": "harvest"}  # the window that opens the Harvest phase (LY-5.5.1)
    for h in cards_of("helper"):
        assert {window.get(t, t) for t in h["timing"]} <= phases, h["id"]


def test_solo() -> None:
    solo = by_id("solo")
    court = solo["solo_courtyard"]
    assert court["rows"] * court["columns"] == 12
    assert court["row_prices"] == [0, 1, 2, 2] and len(court["row_prices"]) == court["rows"]
    assert solo["solo_opponent"]["cards"] == {"market_stall": 2, "regular_customer": 2, "casual_customer": 2}
