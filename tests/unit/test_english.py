"""The effect vocabulary in player English (issue 47): every component reads as sentences, every construct has words.

Two nets. The first renders every expression of every component file of both
games (found from the component schema, so a new field is covered) and fails on
a word of the vocabulary, a snake_case id or JSON punctuation left in the text.
The second renders a hand-built expression of every construct the effects
schema lists (operations, conditions, and for Sweet Lands every quantity,
trigger, timing and modifier), each checked against the schema first: a
construct the schema gains without an example here, or without words in the
game's `english` module, fails.
"""

from __future__ import annotations

from typing import Any

import pytest
from jsonschema import Draft202012Validator

from conformance.games import registered
from conformance.games.english import join, leftovers, ordinal, plural, sentence
from tests.component_kit import ComponentData

GAMES = ("sweet-lands", "loyang")
ONE = {"vp": 1}
"""The effect an example of a timing or trigger carries: the smallest there is."""


def _validator(game: str, construct: str) -> Draft202012Validator:
    data = ComponentData(game)
    return Draft202012Validator({"$ref": f"{data.effects_id}#/$defs/{construct}"}, registry=data.registry)


def _schema_constructs(game: str) -> set[str]:
    """What the effects schema names: each operation and condition, and Sweet Lands' enumerated terms."""
    defs = ComponentData(game).schema("effects.schema.json")["$defs"]
    found = set()
    for kind in ("effect", "condition"):
        for branch in defs[kind]["oneOf"]:
            target = defs[branch["$ref"].rpartition("/")[2]] if "$ref" in branch else branch
            found |= {f"{kind}:{key}" for key in target["required"] if key not in ("then", "else")}
    for term in ("quantity", "trigger", "timing", "modifier"):
        found |= {f"{term}:{value}" for value in defs.get(term, {}).get("enum", [])}
    return found


def _terms(game: str) -> set[str]:
    """Every construct of the examples below, named as `_schema_constructs` names them."""
    out = {f"effect:{next(iter(e))}" for e in EFFECTS[game]} | {f"condition:{next(iter(c))}" for c in CONDITIONS[game]}
    if game == "sweet-lands":
        out |= {f"quantity:{q}" for q in QUANTITY_PARAMS}
        out |= {f"trigger:{a['trigger']}" for a in ABILITIES if "trigger" in a}
        out |= {f"timing:{a['timing']}" for a in ABILITIES}
        out |= {f"modifier:{a['modifier']}" for a in ABILITIES if "modifier" in a}
    return out


PAY_ANY = {"pay_any": {"kinds": ["wheat", "wood"], "count": 3}}
BY_SPACE = {"gain": {"gold": {"table": {"of": {"count": "space_index"}, "rows": [[1, 6], [2, 8]]}}}}
SL_TERRAIN = {"place": {"what": "terrain", "count": 3, "up_to": True}}
SL_ROADS = {"place": {"what": "road", "count": 3, "up_to": True}}
EFFECTS: dict[str, list[dict[str, Any]]] = {
    "sweet-lands": [
        {"gain": {"gold": 5, "diamond": 2}},
        {"gain_any": {"kinds": ["wheat", "wood", "iron"], "count": 3}},
        {"pay": {"wheat": 6}},
        {"pay_any": {"kinds": ["wheat", "wood"], "count": 2}},
        {"income": {"gold": 7}},
        {"income_any": {"kinds": ["gold", "iron"], "steps": 2, "single": False}},
        {"vp": {"count": "cities", "times": 3, "max": 12}},
        {"cp": {"count": "cities_with_rabbit"}},
        {"ip": {"count": "roads", "per": 2}},
        {"advance": {"track": "food", "steps": 2, "up_to": True}},
        {"advance_prosperity": {"colors": "least_progress", "steps": 2}},
        {"locomotive": {}},
        {"wood_discount": 2},
        {"wonder": {}},
        {"place": {"what": "property", "count": 1, "property": ["tent", "research_lab"]}},
        {"flip_any": {"count": 2}},
        {"draw": 2},
        {"discard": 1},
        {"automate_from_hand": {"count": 2, "free": True, "up_to": True}},
        {"search_deck": {"count": 1, "kind": "immediate", "tag": "tart"}},
        {"play_card": {"free": True, "kind": "any", "among": "hand"}},
        {"skill_tile": 1},
        {"advanced_skill_tile": 1},
        {"industry_bonus": "mining"},
        {"action_disc": 1},
        {"cube_on_board": 1},
        {"copy_area": {"categories": ["basic", "special"]}},
        {"all": [{"draw": 2}, {"discard": 1}]},
        {"any_order": [{"draw": 1}, {"place": {"what": "rabbit", "count": 1}}]},
        {"interleave": [SL_TERRAIN, SL_ROADS]},
        {
            "choose": [
                {"vp": 2},
                {"gain": {"gold": {"table": {"of": {"count": "space_index"}, "rows": [[1, 6], [2, 8]]}}}},
            ]
        },
        {"optional": {"advance": {"track": "industry", "steps": 1}}},
        {"repeat": {"times": 2, "do": {"gain": {"iron": 1}}}},
        {"if": {"has_tag": "tart"}, "then": {"vp": 3}, "else": {"vp": 1}},
    ],
    "loyang": [
        {"gain_cash": 2},
        {"pay_cash": {"amount": 1, "to": "supply"}},
        {
            "take_vegetables": {
                "from": "shop",
                "owner": "self",
                "kinds": ["wheat", "leek"],
                "count": 2,
                "same_kind": True,
            }
        },
        {"plant": {"from": "cart", "kinds": ["bean"], "count": 2}},
        {"buy": {"from": "supply", "kinds": "any", "count": 2, "price_change": 1}},
        {"sell": {"kinds": ["turnip"], "count": 1, "price_change": 0, "needs_space": False}},
        {"exchange": {"give": {"count": 2, "kinds": "any"}, "get": {"count": 1, "kinds": ["cabbage"]}, "times": 3}},
        {"use_stall": {"owner": "self", "times": 2}},
        {"take_card": {"from": "discard_pile", "card_kinds": ["helper", "market_stall"], "count": 2, "to": "hand"}},
        {"remove_top_card": {"owner": "other_player"}},
        {"turn_markers_blue": {"count": 1}},
        {"casual_bonus": {"amount": 3}},
        {"deliver_regular": {"owner": "self"}},
        {"harvest": {"fields": 1, "extra": 2, "home_field": True}},
        {"upgrade_storehouse": {"price": 1}},
        {"or": [{"gain_cash": 1}, {"turn_markers_blue": {"count": "all"}}]},
        {"all": [{"pay_cash": {"amount": 2, "to": "other_player"}}, {"gain_cash": 1}]},
        {"if": {"has_cards": {"card_kind": "market_stall", "at_least": 1}}, "then": {"gain_cash": 1}},
    ],
}
CONDITIONS: dict[str, list[dict[str, Any]]] = {
    "sweet-lands": [
        {"at_least": [{"count": "food_steps"}, 7]},
        {"has_tag": {"tag": "shortcake", "count": 4}},
        {"and": [{"has_tag": "tart"}, {"at_least": [{"count": "wonder_icons"}, 1]}]},
        {"or": [{"has_tag": "brownie"}, {"has_tag": "macaron"}]},
        {"not": {"has_tag": "wagashi"}},
    ],
    "loyang": [{"has_cards": {"card_kind": "regular_customer", "at_least": 2}}],
}
QUANTITY_PARAMS: dict[str, Any] = {
    "cities": None,
    "cities_with_research_lab": None,
    "cities_with_rabbit": None,
    "cities_with_clock_tower": None,
    "connected_ports": None,
    "rabbits_on_map": None,
    "terrain_tiles": ["forest", "special"],
    "most_numerous_terrain": None,
    "perimeter_tiles": None,
    "roads": None,
    "properties": ["house", "coffee_shop"],
    "automated_cards": "forestry",
    "automation_sets": None,
    "cards_played": "immediate",
    "skill_tiles": None,
    "tags": "most_numerous",
    "income": "wood",
    "lowest_basic_income": None,
    "highest_basic_income": None,
    "industry_points_this_pass": None,
    "industry_points": None,
    "city_points": None,
    "vp_total": None,
    "food_steps": None,
    "industry_steps": "locomotive",
    "prosperity_steps": "prosperity_3",
    "prosperity_colour_steps": "grey",
    "wonder_icons": None,
    "cubes_on_character": None,
    "space_index": None,
    "trigger_amount": None,
    "extra_draw_areas_active": None,
    "hand_size": None,
    "resources": "diamond",
}
"""Each quantity of Sweet Lands with a narrowing `param` where it takes one, so the narrowed words are read too."""
TRIGGERS = (
    "on_place_property",
    "on_place_rabbit",
    "on_industry_bonus",
    "on_play_card",
    "on_gold_income_increase",
    "on_pay_diamonds_for_cards",
)
ABILITIES: list[dict[str, Any]] = [
    {"timing": "immediate", "effect": ONE},
    {"timing": "pass", "effect": ONE, "condition": {"has_tag": "tart"}},
    {"timing": "income", "effect": ONE},
    {"timing": "flip", "effect": ONE},
    {"timing": "one_time", "when": "on_acquire", "effect": ONE},
    {"timing": "end_of_game", "effect": ONE},
    {"timing": "free_action", "effect": ONE, "per_round": 2},
    {"timing": "special_trait", "modifier": "starting_income_raised"},
    *(
        {"timing": "permanent", "trigger": trigger, "effect": {"vp": {"count": "trigger_amount"}}}
        for trigger in (
            "on_place_property",
            "on_place_rabbit",
            "on_industry_bonus",
            "on_play_card",
            "on_gold_income_increase",
            "on_pay_diamonds_for_cards",
        )
    ),
    {"timing": "permanent", "modifier": "terrain_adjacency_waived"},
    {"timing": "permanent", "modifier": "industry_area_iron_discount", "params": {"iron": 1, "areas": ["F"]}},
    {"timing": "permanent", "modifier": "rabbit_wheat_payable_with_wood", "params": {"areas": ["C"]}},
    {"timing": "permanent", "modifier": "city_any_three_properties"},
    {"timing": "permanent", "modifier": "clock_tower_is_city"},
    {"timing": "permanent", "modifier": "cards_payable_with_diamonds"},
    {"timing": "permanent", "modifier": "skill_tiles_doubled"},
    {"timing": "permanent", "modifier": "column_limit_plus", "params": {"amount": 2}},
    {
        "timing": "permanent",
        "modifier": "area_cost_replaced",
        "params": {"area": "B", "cost": {"pay_any": {"kinds": ["wheat", "wood"], "count": 3}}},
    },
    {"timing": "permanent", "modifier": "brownie_discount_on_all_cards"},
    {"timing": "permanent", "modifier": "city_point_rate_table", "params": {"rows": [[1, 3], [2, 5]]}},
    {"timing": "permanent", "modifier": "extra_sweets_tags", "params": {"tags": ["tart"]}},
]


@pytest.mark.parametrize("game", GAMES)
def test_every_component_reads_as_player_english(game: str) -> None:
    plugin = registered()[game]
    texts = plugin.component_texts()
    assert len(texts) > 20, "the walk found almost no expression: it is broken"
    bad = [(t.component, t.item, t.pointer, t.text, found) for t in texts if (found := _problems(plugin, t.text))]
    assert bad == []
    names = [(t.item, t.name) for t in texts if leftovers(t.name, plugin.leftover_words)]
    assert names == [], "a component a player reads is shown by its id"


def _problems(plugin: Any, text: str) -> list[str]:
    found = leftovers(text, plugin.leftover_words)
    if not text[:1].isupper() or not text.endswith("."):
        found.append("not a sentence")
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_construct_of_the_schema_has_an_example_here(game: str) -> None:
    assert _terms(game) == _schema_constructs(game)


@pytest.mark.parametrize("game", GAMES)
def test_every_operation_and_condition_has_words(game: str) -> None:
    plugin = registered()[game]
    for construct, examples in (("effect", EFFECTS[game]), ("condition", CONDITIONS[game])):
        validator = _validator(game, construct)
        for example in examples:
            assert validator.is_valid(example), example
            text = plugin.say_expression(construct, example)
            assert _problems(plugin, text) == [], (example, text)


def test_every_quantity_timing_trigger_and_modifier_has_words() -> None:
    plugin = registered()["sweet-lands"]
    effect, ability = _validator("sweet-lands", "effect"), _validator("sweet-lands", "ability")
    for quantity, param in QUANTITY_PARAMS.items():
        example = {"vp": {"count": quantity} | ({"param": param} if param is not None else {})}
        assert effect.is_valid(example), example
        text = plugin.say_expression("effect", example)
        assert _problems(plugin, text) == [], (example, text)
    for example in ABILITIES:
        assert ability.is_valid(example), example
        text = plugin.say_expression("ability", example)
        assert _problems(plugin, text) == [], (example, text)


def test_an_unknown_construct_is_refused_not_printed() -> None:
    """A construct without words must fail loudly: printed as its id, it would reach a player."""
    for game in GAMES:
        with pytest.raises(KeyError):
            registered()[game].say_expression("effect", {"no_such_operation": 1})


@pytest.mark.parametrize(
    ("effect", "words"),
    [
        (
            {"interleave": [SL_TERRAIN, {"place": {"what": "road", "count": 2, "up_to": True}}]},
            "Place up to 3 terrain tiles and up to 2 roads, in any order.",
        ),
        (
            {"gain": {"gold": {"table": {"of": {"count": "space_index"}, "rows": [[1, 6], [2, 8], [3, 10]]}}}},
            "Gain 6 Gold on the first space, 8 on the second and 10 on the third.",
        ),
        ({"pay": {"wheat": 6}}, "Pay 6 Wheat."),
        ({"vp": {"count": "cities", "times": 3}}, "Score 3 VP per city."),
        ({"all": [{"draw": 2}, {"discard": 1}]}, "Draw 2 citizen cards, then discard 1 card."),
    ],
)
def test_sweet_lands_reads_as_the_rulebook_says_it(effect: dict[str, Any], words: str) -> None:
    assert registered()["sweet-lands"].say_expression("effect", effect) == words


def test_names_not_ids() -> None:
    sweet, loyang = registered()["sweet-lands"], registered()["loyang"]
    assert sweet.say_name("A") == "Develop land (area A)"
    assert sweet.say_name("c_farmhand") == "Farmhand"
    assert sweet.say_name("c007", {"cards": {"c007": "c_farmhand"}, "card_types": {}}) == "Farmhand"
    assert loyang.say_name("helper_trader_2") == "Trader"
    assert loyang.say_name("casual_01") == "Casual customer (pumpkin, turnip and leek for 10 Cash)"


def test_the_shared_words() -> None:
    assert join(["a", "b", "c"]) == "a, b and c"
    assert join(["a", "b"], "or") == "a or b"
    assert plural(1, "city", "cities") == "1 city"
    assert plural(2, "city", "cities") == "2 cities"
    assert ordinal(3) == "third"
    assert sentence("pay 6 Wheat") == "Pay 6 Wheat."
    found = leftovers('{"vp": 1} space_index interleave', ["interleave"])
    assert set(found) == {
        "id space_index",
        "mark '{'",
        "mark '}'",
        "mark '\"'",
        "mark '_'",
        "word interleave",
    }
    assert leftovers("Place up to 2 roads, in any order.", ["interleave"]) == []
