"""The game's words as data: vegetables, lists of them, card descriptions and names (shared by every step module).

Scenario lines speak of "2 wheat and 1 bean", of "a Market stall "Stall" offering
wheat for 1 bowl" and of "the field "Plot""; these helpers turn such words into the
vegetable mixes, card definitions and ids of the state, and back.
"""

from __future__ import annotations

import re
from typing import Any

VEGETABLES = ("wheat", "pumpkin", "turnip", "bean", "cabbage", "leek")
WORDS = {v: v for v in VEGETABLES} | {f"{v}s": v for v in VEGETABLES if v != "wheat"}


def vegetable(word: str) -> str:
    try:
        return WORDS[word.strip()]
    except KeyError:
        raise AssertionError(f"unknown vegetable {word!r}") from None


def items(text: str) -> list[str]:
    """`a, b and c` -> [a, b, c]."""
    return [p.strip() for p in re.split(r",\s*|\s+and\s+", text.strip()) if p.strip()]


def kinds(text: str) -> list[str]:
    """`wheat, pumpkin and bean` -> the kinds in that order."""
    return [vegetable(w) for w in items(text)]


def mix(text: str) -> dict[str, int]:
    """`2 wheat and 1 bean` -> {"wheat": 2, "bean": 1} in rule order; `nothing` -> {}."""
    if text.strip() in ("nothing", "no vegetables"):
        return {}
    out: dict[str, int] = {}
    for part in items(text):
        match = re.fullmatch(r"(\d+) (\w+)", part)
        assert match, f"cannot read {part!r} as a number of vegetables"
        kind = vegetable(match[2])
        out[kind] = out.get(kind, 0) + int(match[1])
    return {v: out[v] for v in VEGETABLES if out.get(v)}


def mix_words(m: dict[str, int]) -> str:
    parts = [f"{n} {v}" for v, n in m.items() if n]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def slug(name: str) -> str:
    """A card or field name as an id: `Old Wang` -> `old_wang`."""
    text = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
    return text if text[:1].isalpha() else f"c_{text}"


CARD = {
    "market_stall": re.compile(r'a Market stall "(?P<name>[^"]+)" offering (?P<goods>.+)'),
    "casual_customer": re.compile(
        r'a Casual customer "(?P<name>[^"]+)" ordering (?P<order>.+) for (?P<price>\d+) Cash'
    ),
    "regular_customer": re.compile(
        r'a Regular customer "(?P<name>[^"]+)" wanting (?P<a>\w+) and (?P<b>\w+) for (?P<prices>.+) Cash'
    ),
    "common_field": re.compile(
        r'a Common field "(?P<name>[^"]+)" of (?P<size>\d+) spaces for (?P<allowed>.+?)(?: costing (?P<cost>\d+) Cash)?'
    ),
    "helper": re.compile(r'a Helper "(?P<name>[^"]+)"(?: that (?P<effect>.+))?'),
    "filler": re.compile(r'a card "(?P<name>[^"]+)"'),
}


def card_definition(text: str) -> tuple[str, str, dict[str, Any]] | None:
    """(kind, name, fields) for a card description, or None when `text` describes no card."""
    for kind, pattern in CARD.items():
        match = pattern.fullmatch(text.strip())
        if match is None:
            continue
        name = match["name"]
        if kind == "market_stall":
            goods = []
            for part in items(match["goods"]):
                good = re.fullmatch(r"(\w+) for (\d) bowls?", part)
                assert good, f"cannot read the stall's offer {part!r}"
                goods.append({"vegetable": vegetable(good[1]), "bowls": int(good[2])})
            return kind, name, {"goods": goods}
        if kind == "casual_customer":
            return kind, name, {"order": kinds(match["order"]), "price": int(match["price"])}
        if kind == "regular_customer":
            prices = [int(p) for p in items(match["prices"])]
            return kind, name, {"pair": [vegetable(match["a"]), vegetable(match["b"])], "prices": prices}
        if kind == "common_field":
            cost = int(match["cost"]) if match["cost"] else 2
            return kind, name, {"size": int(match["size"]), "allowed": kinds(match["allowed"]), "cost": cost}
        if kind == "helper" and match["effect"]:
            from conformance.games.loyang.steps.helper_words import helper_fields  # noqa: PLC0415  (its own module)

            return kind, name, helper_fields(match["effect"])
        if kind == "filler":
            return "casual_customer", name, {"order": ["wheat", "pumpkin", "turnip"], "price": 5}
        return kind, name, {}
    return None


def names(text: str) -> list[str]:
    """`"A", "B" and "C"` -> [A, B, C]."""
    return re.findall(r'"([^"]+)"', text)
