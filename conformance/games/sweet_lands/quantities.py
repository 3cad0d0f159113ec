"""Sweet Lands' amounts in player words: resources, the quantities a count expression counts, and amounts.

The nouns of effects.md's quantities (`cities`, `spaces of progress on the
food track`), narrowed by their `param`, and an amount of something (`3 VP per
city`, `6 Gold on the first space, 8 on the second`): what every operation and
condition of `english` builds its sentences from.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..english import join, ordinal, plural

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
