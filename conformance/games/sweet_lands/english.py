"""Sweet Lands' effect vocabulary (spec/sweet-lands/effects.md) read out in player English, and its components named.

One function per part of the vocabulary: `effect`, `condition`, `amount`,
`quantity`, `ability`, and `name` for anything a player reads by name (an
action area, a character, a citizen card, a skill tile). Each operation,
quantity, trigger, timing and modifier has its own words in a table or a
function here, keyed by the vocabulary's own term; a term without words raises
`KeyError`, so a construct the vocabulary gains cannot reach a reader as an id
(tests/unit/test_english.py renders every construct the schema lists).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from rulecore.registry import info

from ..english import join, ordinal, plural, sentence

GAME = "sweet-lands"

RESOURCES = {"gold": "Gold", "wheat": "Wheat", "wood": "Wood", "iron": "Iron", "diamond": "Diamond"}
"""Resource names as the rulebook capitalises them; only Diamond takes a plural s."""
TERRAIN = {"wheat": "wheat field", "forest": "forest", "mine": "mine", "sea": "sea", "special": "special"}
PROPERTY = {
    "tent": ("tent", "tents"),
    "house": ("house", "houses"),
    "building": ("building", "buildings"),
    "research_lab": ("research lab", "research labs"),
    "coffee_shop": ("coffee shop", "coffee shops"),
    "clock_tower": ("clock tower", "clock towers"),
}
COLUMNS = {"agricultural": "agricultural", "forestry": "forestry", "mining": "mining"}
CATEGORIES = {"basic": "basic", "special": "special", "advanced": "advanced"}
PLACED = {
    "terrain": ("terrain tile", "terrain tiles"),
    "road": ("road", "roads"),
    "property": ("property token", "property tokens"),
    "rabbit": ("cookie rabbit", "cookie rabbits"),
}
CONSTRUCTS = ("effect", "ability", "condition", "count_expr")
"""The definitions of the effects schema a component file may hold an expression of, and `expression` reads."""
LEFTOVER_WORDS = ("interleave", "param", "params", "ip", "cp", "vp", "true", "false", "null", "None")
"""Terms of the vocabulary or of JSON that are no player's English; `english.leftovers` looks for them."""

EVENT_UNIT = "unit the event counts"
"""What `trigger_amount` counts when no trigger says more (an ability's trigger names it: `step it rises`)."""

Noun = tuple[str, str]
"""A noun's singular and plural (`("city", "cities")`)."""


def resource(n: int, kind: str) -> str:
    """`6 Wheat`, `1 Diamond`, `2 Diamonds`."""
    word = RESOURCES[kind]
    return plural(n, word, word + "s" if kind == "diamond" else word)


def resources(held: Mapping[str, int]) -> str:
    """A purse in words (`10 Gold, 3 Wheat and 1 Diamond`), kinds in the rulebook's order, nothing held said so."""
    parts = [resource(int(held[k]), k) for k in RESOURCES if held.get(k)]
    return join(parts) or "nothing"


# --- Quantities and amounts ------------------------------------------------------------------------------------


def _kinds(param: Any, names: Mapping[str, str | tuple[str, str]]) -> str:
    values = param if isinstance(param, list) else [param]
    return join((names[v] if isinstance(names[v], str) else names[v][0]) for v in values)  # type: ignore[misc]


def _terrain_tiles(param: Any) -> Noun:
    if not param:
        return "terrain tile on your map", "terrain tiles on your map"
    kinds = join((TERRAIN[k] for k in param), "or")
    return f"{kinds} tile on your map", f"{kinds} tiles on your map"


def _properties(param: Any) -> Noun:
    if not param:
        return "property token on your map", "property tokens on your map"
    values = param if isinstance(param, list) else [param]
    return join((PROPERTY[k][0] for k in values), "or") + " on your map", join(
        (PROPERTY[k][1] for k in values), "or"
    ) + " on your map"


def _cards_played(param: Any) -> Noun:
    kind = f"{param} " if param in ("immediate", "pass") else ""
    return f"{kind}citizen card you have played", f"{kind}citizen cards you have played"


def _tags(param: Any) -> Noun:
    if param == "most_numerous":
        return "sweets tag of your most numerous kind", "sweets tags of your most numerous kind"
    return f"{param} tag", f"{param} tags"


def _automated(param: Any) -> Noun:
    where = f" in your {COLUMNS[param]} column" if param else ""
    return f"automated card{where}", f"automated cards{where}"


def _income(param: Any) -> Noun:
    return f"step of your {RESOURCES[param]} income", f"steps of your {RESOURCES[param]} income"


def _industry_steps(param: Any) -> Noun:
    marker = f"your {param}" if param else "your further marker"
    where = f"of progress by {marker} on the industry track"
    return f"space {where}", f"spaces {where}"


def _prosperity_steps(param: Any) -> Noun:
    if param:
        track = f"prosperity track {str(param).rpartition('_')[2]}"
        return f"step on {track}", f"steps on {track}"
    return "prosperity step", "prosperity steps"


def _colour_steps(param: Any) -> Noun:
    if param in ("least", "most"):
        which = "least" if param == "least" else "most"
        where = f"the two prosperity tracks of the colour you have advanced {which}"
    else:
        where = f"your two {param} prosperity tracks"
    return f"step on {where}", f"steps on {where}"


def _resources_held(param: Any) -> Noun:
    word = RESOURCES[param]
    return word, word + "s" if param == "diamond" else word


QUANTITIES: dict[str, Noun | Callable[[Any], Noun]] = {
    "cities": ("city", "cities"),
    "cities_with_research_lab": ("city with a research lab", "cities with a research lab"),
    "cities_with_rabbit": ("city with a cookie rabbit", "cities with a cookie rabbit"),
    "cities_with_clock_tower": ("city with the clock tower", "cities with the clock tower"),
    "connected_ports": ("connected port", "connected ports"),
    "rabbits_on_map": ("cookie rabbit on your map", "cookie rabbits on your map"),
    "terrain_tiles": _terrain_tiles,
    "most_numerous_terrain": ("tile of your most numerous terrain", "tiles of your most numerous terrain"),
    "perimeter_tiles": ("terrain tile on the edge of your map", "terrain tiles on the edge of your map"),
    "roads": ("road", "roads"),
    "properties": _properties,
    "automated_cards": _automated,
    "automation_sets": ("complete set of automated cards", "complete sets of automated cards"),
    "cards_played": _cards_played,
    "skill_tiles": ("skill tile", "skill tiles"),
    "tags": _tags,
    "income": _income,
    "lowest_basic_income": ("step of your lowest Wheat, Wood or Iron income", "steps of your lowest basic income"),
    "highest_basic_income": ("step of your highest Wheat, Wood or Iron income", "steps of your highest basic income"),
    "industry_points_this_pass": ("industry point you gain this pass", "industry points you gain this pass"),
    "industry_icons_passed": ("industry icon your markers have passed", "industry icons your markers have passed"),
    "industry_points": ("industry point earned so far", "industry points earned so far"),
    "city_points": ("city point earned so far", "city points earned so far"),
    "vp_total": ("VP scored so far", "VP scored so far"),
    "food_steps": ("space of progress on the food track", "spaces of progress on the food track"),
    "industry_steps": _industry_steps,
    "prosperity_steps": _prosperity_steps,
    "prosperity_colour_steps": _colour_steps,
    "wonder_icons": ("wonder icon", "wonder icons"),
    "cubes_on_character": ("cube on your character", "cubes on your character"),
    "space_index": ("space along the area", "spaces along the area"),
    "trigger_amount": (EVENT_UNIT, EVENT_UNIT + "s"),
    "extra_draw_areas_active": ("active extra draw area", "active extra draw areas"),
    "hand_size": ("card in your hand", "cards in your hand"),
    "resources": _resources_held,
}
"""Each quantity of effects.md as a noun, singular and plural; a narrowed one (`param`) is made by its function."""


def quantity(expr: Mapping[str, Any]) -> Noun:
    """The noun a count expression counts (`("city", "cities")`), narrowed by its `param`."""
    words = QUANTITIES[str(expr["count"])]
    return words(expr.get("param")) if callable(words) else words


def amount(value: Any, unit: Noun) -> str:
    """An amount of `unit`: `3 VP`, `3 VP per city`, `1 VP for every 2 roads (at most 5)`, or a threshold table."""
    if isinstance(value, int):
        return plural(value, *unit)
    if "table" in value:
        return _table(value["table"], unit)
    counted = quantity(value)
    times, per = int(value.get("times", 1)), int(value.get("per", 1))
    if per == 1:
        text = f"{plural(times, *unit)} per {counted[0]}"
    else:
        text = f"{plural(times, *unit)} for every {per} {counted[1]}"
    if "max" in value:
        text += f" (at most {plural(int(value['max']), *unit)})"
    return text


def _table(table: Mapping[str, Any], unit: Noun) -> str:
    rows = [(int(at), int(value)) for at, value in table["rows"]]
    of = table["of"]
    if of == {"count": "space_index"}:
        first = f"{plural(rows[0][1], *unit)} on the {ordinal(rows[0][0])} space"
        rest = [f"{value} on the {ordinal(at)}" for at, value in rows[1:]]
        return join([first, *rest])
    counted = quantity(of) if isinstance(of, dict) and "count" in of else ("", "")
    steps = [f"{plural(value, *unit)} for {at} or more" for at, value in rows]
    return f"{join(steps)} {counted[1]}".strip()


def count(value: Any, noun: Noun) -> str:
    """How many of something are placed, drawn or taken: `3 terrain tiles`, `1 road per city`."""
    return amount(value, noun)


# --- Operations ------------------------------------------------------------------------------------------------


def _purse(arg: Mapping[str, Any]) -> str:
    parts = []
    for kind, n in arg.items():
        unit = (RESOURCES[kind], RESOURCES[kind] + ("s" if kind == "diamond" else ""))
        parts.append(amount(n, unit))
    return join(parts)


def _any_of(arg: Mapping[str, Any], verb: str) -> str:
    kinds = join((RESOURCES[k] for k in arg["kinds"]), "or")
    return f"{verb} {amount(arg['count'], ('resource', 'resources'))} ({kinds}, in any mix)"


def _income_rise(arg: Mapping[str, Any]) -> str:
    parts = [f"your {RESOURCES[k]} income by {amount(n, ('step', 'steps'))}" for k, n in arg.items()]
    return "raise " + join(parts)


def _income_any(arg: Mapping[str, Any]) -> str:
    kinds = join((RESOURCES[k] for k in arg["kinds"]), "or")
    steps = amount(arg["steps"], ("step", "steps"))
    if arg.get("single", True):
        return f"raise one income of your choice ({kinds}) by {steps}"
    return f"raise your incomes by {steps} in total, split as you like among {kinds}"


def _up_to(arg: Mapping[str, Any]) -> str:
    return "up to " if arg.get("up_to") else ""


def _advance(arg: Mapping[str, Any]) -> str:
    steps = amount(arg["steps"], ("step", "steps"))
    track = "industry track" if arg["track"] == "industry" else "food track"
    return f"move {_up_to(arg)}{steps} on the {track}"


def _advance_prosperity(arg: Mapping[str, Any]) -> str:
    steps = amount(arg["steps"], ("step", "steps"))
    colours = arg["colors"]
    if colours == "least_progress":
        where = "the prosperity tracks of the colour you have advanced least"
    elif len(colours) == 3:
        where = "any prosperity tracks"
    else:
        where = f"the {join(colours, 'or')} prosperity tracks"
    return f"advance {_up_to(arg)}{steps} on {where}"


def _placed(arg: Mapping[str, Any]) -> Noun:
    """What a `place` puts down, narrowed by its kinds (`wheat field or sea tile`)."""
    what = str(arg["what"])
    if what == "terrain" and arg.get("terrain"):
        kinds = join((TERRAIN[k] for k in arg["terrain"]), "or")
        return f"{kinds} tile", f"{kinds} tiles"
    if what == "property" and arg.get("property"):
        kinds = arg["property"]
        return join((PROPERTY[k][0] for k in kinds), "or"), join((PROPERTY[k][1] for k in kinds), "or")
    return PLACED[what]


def _place_part(arg: Mapping[str, Any]) -> str:
    return f"{_up_to(arg)}{count(arg['count'], _placed(arg))}"


def _place(arg: Mapping[str, Any]) -> str:
    return f"place {_place_part(arg)}"


def _automate(arg: Mapping[str, Any]) -> str:
    cards = count(arg["count"], ("immediate card", "immediate cards"))
    them = "it" if arg["count"] == 1 else "them"
    text = f"automate {_up_to(arg)}{cards} from your hand without playing {them}"
    if arg.get("free"):
        text += ", paying no Diamond"
    if arg.get("redraw"):
        text += " (if too few of your cards can be automated, put your hand under the deck and draw as many anew)"
    return text


def _search(arg: Mapping[str, Any]) -> str:
    kind = f"{arg['kind']} " if arg.get("kind") else ""
    tag = f" with a {arg['tag']} tag" if arg.get("tag") else ""
    cards = count(arg["count"], (f"{kind}card{tag}", f"{kind}cards{tag}"))
    return f"search the citizen deck for {cards}, take them into your hand and shuffle the deck"


def _play_card(arg: Mapping[str, Any]) -> str:
    kind = arg.get("kind", "any")
    card = "a card" if kind == "any" else f"a {kind} card"
    where = "one of the cards just found" if arg.get("among") == "searched" else f"{card} from your hand"
    if arg.get("among") == "searched" and kind != "any":
        where = f"one of the {kind} cards just found"
    cost = " without paying its play cost" if arg.get("free") else ""
    return f"play {where}{cost}"


def _industry_bonus(arg: Any) -> str:
    if arg == "any":
        return "receive an industry bonus of the column you choose"
    return f"receive the {COLUMNS[arg]} industry bonus"


def _copy_area(arg: Mapping[str, Any]) -> str:
    kinds = join((CATEGORIES[c] for c in arg["categories"]), "or")
    return f"use any open {kinds} action area, paying its cost, even if its spaces are taken"


def _parts(arg: Any) -> list[str]:
    return [clause(part) for part in arg]


def _places_together(parts: list[Any]) -> str | None:
    """`place up to 2 terrain tiles and 1 road`: parts that all place, said with one verb."""
    if parts and all(isinstance(p, dict) and set(p) == {"place"} for p in parts):
        return "place " + join(_place_part(p["place"]) for p in parts)
    return None


def _all(arg: list[Any]) -> str:
    parts = [part for part in arg if part != {"all": []}]
    if not parts:
        return "nothing happens"
    return ", then ".join(_parts(parts))


def _any_order(arg: list[Any]) -> str:
    together = _places_together(arg)
    body = together or join(_parts(arg))
    return f"{body}, each in full, in the order you choose"


def _interleave(arg: list[Any]) -> str:
    together = _places_together(arg)
    body = together or join(_parts(arg))
    return f"{body}, in any order"


def _choose(arg: list[Any]) -> str:
    return "choose one: " + join(_parts(arg), "or")


def _optional(arg: Any) -> str:
    return f"you may {clause(arg)}"


def _repeat(arg: Mapping[str, Any]) -> str:
    times = arg["times"]
    what = clause(arg["do"])
    if times == "any":
        return f"as often as you like and can: {what}"
    return f"do this {amount(times, ('time', 'times'))}: {what}"


def _if(expr: Mapping[str, Any]) -> str:
    text = f"if {condition(expr['if'])}, {clause(expr['then'])}"
    if "else" in expr:
        text += f"; otherwise {clause(expr['else'])}"
    return text


OPERATIONS: dict[str, Callable[[Any], str]] = {
    "gain": lambda arg: "gain " + _purse(arg),
    "gain_any": lambda arg: _any_of(arg, "gain"),
    "pay": lambda arg: "pay " + _purse(arg),
    "pay_any": lambda arg: _any_of(arg, "pay"),
    "income": _income_rise,
    "income_any": _income_any,
    "vp": lambda arg: "score " + amount(arg, ("VP", "VP")),
    "cp": lambda arg: "score " + amount(arg, ("city point", "city points")),
    "ip": lambda arg: "score " + amount(arg, ("industry point", "industry points")),
    "advance": _advance,
    "advance_prosperity": _advance_prosperity,
    "locomotive": lambda _arg: "put your locomotive on the first space of the industry track",
    "wood_discount": lambda arg: f"take the wood discount tile of value {arg}",
    "wonder": lambda _arg: "gain a wonder icon",
    "place": _place,
    "flip_any": lambda arg: (
        f"flip {count(arg['count'], ('face-up terrain tile', 'face-up terrain tiles'))} of your choice,"
        " gaining the bonus as if a road had been placed beside it"
    ),
    "draw": lambda arg: "draw " + count(arg, ("citizen card", "citizen cards")),
    "discard": lambda arg: "discard " + count(arg, ("card", "cards")),
    "automate_from_hand": _automate,
    "search_deck": _search,
    "play_card": _play_card,
    "skill_tile": lambda arg: "take " + count(arg, ("skill tile", "skill tiles")),
    "advanced_skill_tile": lambda arg: "take " + count(arg, ("advanced skill tile", "advanced skill tiles")),
    "industry_bonus": _industry_bonus,
    "action_disc": lambda arg: "take " + count(arg, ("action disc", "action discs")) + " from the supply",
    "cube_on_board": lambda arg: "put " + count(arg, ("cube", "cubes")) + " on your character",
    "copy_area": _copy_area,
    "all": _all,
    "any_order": _any_order,
    "interleave": _interleave,
    "choose": _choose,
    "optional": _optional,
    "repeat": _repeat,
}
"""The words of each operation of effects.md, as a clause without its capital or full stop (`if` is `_if`)."""


def clause(expr: Mapping[str, Any]) -> str:
    """An effect as a clause to build sentences with (`place up to 3 terrain tiles`)."""
    if "if" in expr:
        return _if(expr)
    ((op, arg),) = expr.items()
    return OPERATIONS[op](arg)


def effect(expr: Mapping[str, Any]) -> str:
    """An effect as a sentence a player reads: "Pay 6 Wheat." or "Score 3 VP per city." """
    return sentence(clause(expr))


# --- Conditions ------------------------------------------------------------------------------------------------


def _at_least(arg: list[Any]) -> str:
    value, n = arg
    if isinstance(value, dict) and "count" in value and set(value) <= {"count", "param"}:
        return f"you have at least {plural(int(n), *quantity(value))}"
    return f"{amount(value, ('point', 'points'))} come to at least {n}"


def _has_tag(arg: Any) -> str:
    if isinstance(arg, str):
        return f"you have a {arg} tag"
    return f"you have at least {plural(int(arg.get('count', 1)), arg['tag'] + ' tag')}"


CONDITIONS: dict[str, Callable[[Any], str]] = {
    "at_least": _at_least,
    "has_tag": _has_tag,
    "and": lambda arg: join(condition(c) for c in arg),
    "or": lambda arg: join((condition(c) for c in arg), "or"),
    "not": lambda arg: f"it is not so that {condition(arg)}",
}


def condition(expr: Mapping[str, Any]) -> str:
    """A condition as a clause (`you have at least 1 wonder icon and at least 2 research labs on your map`)."""
    ((op, arg),) = expr.items()
    return CONDITIONS[op](arg)


# --- Abilities -------------------------------------------------------------------------------------------------

WHEN = {
    "income_round_1": "in the income phase of round 1",
    "on_acquire": "when you take this",
    "on_clock_tower": "when you place the clock tower",
}
TIMINGS: dict[str, str] = {
    "immediate": "at once",
    "pass": "each time you pass",
    "permanent": "always",
    "income": "in each income phase",
    "flip": "once a round, as a main action, turn this tile face down to",
    "one_time": "once",
    "end_of_game": "at final scoring",
    "free_action": "as a free action once a round",
    "special_trait": "from the start of the game",
}
TRIGGER_UNITS = {"on_gold_income_increase": "step it rises", "on_pay_diamonds_for_cards": "Diamond paid"}
"""What the number a trigger carries counts (`trigger_amount`), where it carries one."""
TRIGGERS = {
    "on_place_property": "each time you place a property token (the clock tower too)",
    "on_place_rabbit": "each time you place a cookie rabbit",
    "on_industry_bonus": "each time you receive an industry bonus",
    "on_play_card": "each time you play a citizen card",
    "on_gold_income_increase": "each time your Gold income rises",
    "on_pay_diamonds_for_cards": "each time you pay Diamonds in place of cards",
}


def _areas(ids: list[str]) -> str:
    return join(name(f"area:{a}") for a in ids)


MODIFIERS: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "terrain_adjacency_waived": lambda _p: "you may place terrain tiles on hexes next to no capital and no tile",
    "industry_area_iron_discount": lambda p: f"{_areas(p['areas'])} cost you {resource(int(p['iron']), 'iron')} less",
    "rabbit_wheat_payable_with_wood": lambda p: (
        f"you may pay any part of the Wheat cost of {_areas(p['areas'])} in Wood"
    ),
    "city_any_three_properties": lambda _p: "any 3 adjacent property tokens form a city, even of one kind",
    "clock_tower_is_city": lambda _p: "the clock tower, alone or with its adjacent group, is a city",
    "cards_payable_with_diamonds": lambda _p: "you may pay any number of cards of a play cost with as many Diamonds",
    "skill_tiles_doubled": lambda _p: "each time you would take 1 skill tile, take 2",
    "column_limit_plus": lambda p: f"each of your industry columns holds {plural(int(p['amount']), 'card')} more",
    "area_cost_replaced": lambda p: (
        f"{name('area:' + p['area'])} costs you "
        + (_purse(p["cost"]["pay"]) + " instead" if set(p["cost"]) == {"pay"} else ": " + clause(p["cost"]))
    ),
    "brownie_discount_on_all_cards": lambda _p: (
        "every citizen card costs you 1 Gold less per brownie tag you have, not counting the card itself"
    ),
    "city_point_rate_table": lambda p: (
        "at each pass, score " + join(f"{v} city points for {plural(int(c), 'city', 'cities')}" for c, v in p["rows"])
    ),
    "extra_sweets_tags": lambda p: (
        f"you have {'one each of ' if len(p['tags']) > 1 else 'a '}"
        + join(p["tags"])
        + (" tags" if len(p["tags"]) > 1 else " tag")
        + " besides those on your cards"
    ),
    "starting_income_raised": lambda _p: "you start the game with a higher income than the other characters",
}


def ability(spec: Mapping[str, Any]) -> str:
    """An ability, when it happens and what it does, as one sentence ("Each time you pass: score 1 VP per city.")."""
    timing = str(spec["timing"])
    if "modifier" in spec:
        what = MODIFIERS[str(spec["modifier"])](spec.get("params", {}))
        when = "" if timing in ("permanent", "special_trait") else TIMINGS[timing] + ": "
        return sentence(f"{when}{what}")
    what = clause(spec["effect"])
    if "trigger" in spec:
        when = TRIGGERS[str(spec["trigger"])]
    elif timing == "one_time":
        when = WHEN[str(spec["when"])]
    elif timing == "free_action" and int(spec.get("per_round", 1)) != 1:
        when = f"as a free action {spec['per_round']} times a round"
    else:
        when = TIMINGS[timing]
    text = f"{when} {what}" if timing == "flip" else f"{when}: {what}"
    if "condition" in spec:
        text += f" (only while {condition(spec['condition'])})"
    if spec.get("trigger") in TRIGGER_UNITS:
        text = text.replace(EVENT_UNIT, TRIGGER_UNITS[str(spec["trigger"])])
    return sentence(text)


def expression(construct: str, value: Any) -> str:
    """Any expression of the vocabulary by the name of its definition in the schema (`effect`, `ability`, ...)."""
    if construct == "effect":
        return effect(value)
    if construct == "ability":
        return ability(value)
    if construct == "condition":
        return sentence(condition(value))
    if construct == "count_expr":
        return sentence(f"counts {quantity(value)[1]}")
    raise KeyError(construct)


# --- Names -----------------------------------------------------------------------------------------------------


@cache
def _component(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((info(GAME).spec_dir / "components" / f"{name}.json").read_text("utf-8"))
    return data


@cache
def _names() -> dict[str, str]:
    """Every named thing of the components by id (an action area also as `area:<letter>`)."""
    found: dict[str, str] = {}
    for area in _component("action_areas")["items"]:
        found[f"area:{area['letter']}"] = found[area["id"]] = f"{area['name']} (area {area['letter']})"
    for file in ("characters", "citizen_cards", "round_aid"):
        for item in _component(file)["items"]:
            if "name" in item:
                found[item["id"]] = item["name"]
    for tile in _component("skill_tiles")["items"]:
        kind = "advanced skill tile" if tile.get("set") == "advanced" else "skill tile"
        found[tile["id"]] = f"{kind} {tile['number']}"
    for tile in _component("milestones")["items"]:
        found[tile["id"]] = f"milestone {tile['id'].rpartition('_')[2]}"
    for tile in _component("final_scoring_tiles")["items"]:
        found[tile["id"]] = f"final scoring tile ({quantity(tile['element'])[1]})"
    for track in _component("prosperity_tracks")["items"]:
        found[track["id"]] = f"prosperity track {track['position']} ({track['colour']})"
    for space in _component("food_track")["items"]:
        where = "rabbit space" if space.get("type") == "rabbit" else "food track space"
        found[space["id"]] = f"{where} {space.get('space', '')}".strip()
    for space in _component("industry_track")["items"]:
        found[space["id"]] = f"industry track space {space.get('space', '')}".strip()
    for board in _component("map_boards")["items"]:
        side = f"map board {board['id'][0]}" + (f" ({board['id'][1:]})" if board["id"][1:] else "")
        found[f"map:{board['id']}"] = side
    for token in _component("properties")["items"]:
        kind = PROPERTY[token["kind"]][0]
        found[token["id"]] = f"{kind} ({token['colour']})" if kind == "coffee shop" else f"{kind} {token['order']}"
    for tile in _component("terrain_tiles")["items"]:
        bonus = tile["id"].rpartition("_")[2]
        found[tile["id"]] = f"{TERRAIN[tile['terrain']]} tile ({bonus} bonus)"
    for tile in _component("special_terrain_tiles")["items"]:
        found[tile["id"]] = f"special terrain tile ({tile['id'].partition('_')[2]})"
    found["player_start"] = "every player's board"
    return found


def item_name(component: str, item: str) -> str:
    """The name of one item of a component file: a map board's id is also an area's letter, so it is looked up
    under its file."""
    return name(f"map:{item}") if component == "map_boards" else name(item)


def name(component_id: str, state: Mapping[str, Any] | None = None) -> str:
    """What a player calls a component: an area's name and letter, a character's or card's name.

    A card of a game in progress (`c075`) is named through the state's own
    `cards` and `card_types`; an id nothing names is returned as it is.
    """
    if state is not None and component_id in state.get("cards", {}):
        type_id = state["cards"][component_id]
        card = state.get("card_types", {}).get(type_id, {})
        return str(card.get("name") or _names().get(type_id, type_id))
    return _names().get(component_id, component_id)


def area(area_id: str) -> dict[str, Any] | None:
    """An action area's item by its id or letter (the two imitation areas share the letter L: the first)."""
    for item in _component("action_areas")["items"]:
        if area_id in (item["id"], item["letter"]):
            found: dict[str, Any] = item
            return found
    return None


def character(character_id: str) -> dict[str, Any] | None:
    """A character's item by id."""
    for item in _component("characters")["items"]:
        if item["id"] == character_id:
            found: dict[str, Any] = item
            return found
    return None


def facts(component: str, item: Mapping[str, Any]) -> list[tuple[str, str]]:
    """What a component's item says besides its expressions, where a player reads it on the piece: a character's
    starting purse and income, a card's play cost and tags, a property's printed cost (pointer, sentence)."""
    out: list[tuple[str, str]] = []
    if component == "characters":
        if item.get("starting_resources"):
            start = join(resource(int(n), k) for k, n in item["starting_resources"].items())
            out.append(("/starting_resources", sentence(f"starting resources: {start}")))
        if item.get("starting_income"):
            income = join(f"{n} {RESOURCES[k]}" for k, n in item["starting_income"].items())
            out.append(("/starting_income", sentence(f"starting income: {income}")))
    elif component == "citizen_cards":
        cost = f"costs {resource(int(item.get('play_cost', 0)), 'gold')} to play"
        tags = join(item.get("tags") or [])
        out.append(("/play_cost", sentence(cost + (f"; sweets tags: {tags}" if tags else "; no sweets tag"))))
    elif component == "properties" and isinstance(item.get("cost"), dict):
        paid = join(resource(int(n), k) for k, n in item["cost"].items()) or "nothing"
        out.append(("/cost", sentence(f"costs {paid} to place")))
    return out
