"""A Helper's effect in words: the phrases scenarios define Helpers with, read into spec/loyang/effects.md's vocabulary.

A scenario defines each Helper it uses inline, so it never rests on the provisional
texts of the component data:

    a Helper "Trader" that pays 1 Cash to the other player and then takes 1 vegetable
    from the other player's Market stalls

Parts joined by ", or " are the two abilities of an "or" Helper; parts joined by
" and then " are resolved in order. A trailing ", used in the Harvest phase" (or
"Card phase", "Card and Action phases") gives its timing; the Action phase is the
default. The lantern symbol is there exactly when an effect names the other player.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from conformance.games.loyang.steps.words import VEGETABLES, vegetable

Effect = dict[str, Any]
OTHER = "other_player"
CARD_KINDS = {
    "Common field": "common_field",
    "Market stall": "market_stall",
    "Casual customer": "casual_customer",
    "Regular customer": "regular_customer",
    "Helper": "helper",
    "card": "any",
}


def _n(text: str) -> int | str:
    return "any" if text in ("any", "any number of") else int(text)


def _kinds(words: str | None) -> str | list[str]:
    """`wheat or turnip`: only those kinds, in the order the rules list them; no words: every kind."""
    if words is None:
        return "any"
    named = {vegetable(w) for w in words.split(" or ")}
    return [v for v in VEGETABLES if v in named]


def _take(m: re.Match[str]) -> Effect:
    where = m["where"]
    source = {
        "the supply": ("supply", "self"),
        "their own Shop": ("shop", "self"),
        "the other player's Shop": ("shop", OTHER),
        "the other player's Market stalls": ("market_stall", OTHER),
        "their own Market stalls": ("market_stall", "self"),
        "the other player's fields": ("field", OTHER),
    }[where]
    params: dict[str, Any] = {"from": source[0], "kinds": "any", "count": _n(m["count"])}
    if source[1] == OTHER:
        params["owner"] = OTHER
    if m["same"]:
        params["same_kind"] = True
    return {"take_vegetables": params}


def _buy(m: re.Match[str]) -> Effect:
    where = m["where"]
    params: dict[str, Any] = {
        "from": "supply" if where == "from the supply" else "shop",
        "owner": OTHER if "other player" in where else "self",
        "kinds": "any",
        "count": _n(m["count"]),
        "price_change": -int(m["less"]) if m["less"] else int(m["more"] or 0),
    }
    if m["paying"]:
        params["paid_to"] = "owner"
    return {"buy": params}


def _take_card(m: re.Match[str]) -> Effect:
    kind = CARD_KINDS[m["kind"]]
    params: dict[str, Any] = {
        "from": {"the other player": OTHER, "the discard pile": "discard_pile"}[m["where"]],
        "card_kinds": "any" if kind == "any" else [kind],
        "count": int(m["count"]),
        "to": "hand" if m["hand"] else "play_area",
    }
    return {"take_card": params}


PHRASES: list[tuple[str, Callable[[re.Match[str]], Effect]]] = [
    (
        r"gives (?P<a>\d+) Cash with at least (?P<n>\d+) (?P<kind>[A-Z]\w+ \w+)s, else (?P<b>\d+) Cash",
        lambda m: {
            "if": {"has_cards": {"card_kind": CARD_KINDS[m["kind"]], "at_least": int(m["n"])}},
            "then": {"gain_cash": int(m["a"])},
            "else": {"gain_cash": int(m["b"])},
        },
    ),
    (
        r"gives (?P<a>\d+) Cash with a field holding at least (?P<n>\d+) vegetables",
        lambda m: {"if": {"field_holds": {"at_least": int(m["n"])}}, "then": {"gain_cash": int(m["a"])}},
    ),
    (r"gives (?P<a>\d+) Cash", lambda m: {"gain_cash": int(m["a"])}),
    (r"pays (?P<a>\d+) Cash to the other player", lambda m: {"pay_cash": {"amount": int(m["a"]), "to": OTHER}}),
    (r"pays (?P<a>\d+) Cash", lambda m: {"pay_cash": {"amount": int(m["a"]), "to": "supply"}}),
    (
        r"takes (?P<count>\d+|any) vegetables? from (?P<where>the supply|their own Shop|the other player's Shop"
        r"|the other player's Market stalls|their own Market stalls|the other player's fields)"
        r"(?P<same>, all of one kind)?",
        _take,
    ),
    (
        r"plants (?P<count>\d+) fields? with a vegetable from the (?P<src>supply|Cart)",
        lambda m: {"plant": {"from": m["src"].lower(), "kinds": "any", "count": int(m["count"])}},
    ),
    (
        r"buys (?P<count>\d+|any number of) vegetables? (?P<where>in their own Shop|in the other player's Shop"
        r"|from the supply)(?: for (?P<less>\d+) Cash less| for (?P<more>\d+) Cash more| at the Shop price)"
        r"(?P<paying>, paying that player)?",
        _buy,
    ),
    (
        r"sells up to (?P<count>\d+) vegetables? for (?P<more>\d+) Cash more(?P<supply>, into the supply)?",
        lambda m: {
            "sell": {
                "kinds": "any",
                "count": int(m["count"]),
                "price_change": int(m["more"]),
                "needs_space": not m["supply"],
            }
        },
    ),
    (
        r"exchanges up to (?P<times>\d+) Cart (?:vegetables?|(?P<kinds>[a-z]+(?: or [a-z]+)*))"
        r" one for one with the supply",
        lambda m: {
            "exchange": {
                "give": {"count": 1, "kinds": _kinds(m["kinds"])},
                "get": {"count": 1, "kinds": "any"},
                "times": int(m["times"]),
            }
        },
    ),
    (
        r"exchanges (?P<give>\d+) Cart vegetables? for (?P<get>\d+) from the supply, once",
        lambda m: {
            "exchange": {
                "give": {"count": int(m["give"]), "kinds": "any"},
                "get": {"count": int(m["get"]), "kinds": "any"},
                "times": 1,
            }
        },
    ),
    (
        r"trades (?P<times>once|twice) at the other player's Market stalls",
        lambda m: {"use_stall": {"owner": OTHER, "times": 1 if m["times"] == "once" else 2}},
    ),
    (
        r"looks at the top (?P<look>\d+) cards of the draw pile and plays (?P<count>\d+)",
        lambda m: {
            "take_card": {
                "from": "draw_pile",
                "card_kinds": "any",
                "look": int(m["look"]),
                "count": int(m["count"]),
                "to": "play_area",
            }
        },
    ),
    (
        r"draws (?P<count>\d+) cards? into the hand",
        lambda m: {"take_card": {"from": "draw_pile", "card_kinds": "any", "count": int(m["count"]), "to": "hand"}},
    ),
    (
        r"takes (?P<count>\d+) (?P<kind>Common field|Market stall|Casual customer|Regular customer|Helper|card)s? "
        r"from (?P<where>the other player|the discard pile)(?P<hand> into the hand)?",
        _take_card,
    ),
    (r"discards the top card of one of the other player's stacks", lambda m: {"remove_top_card": {"owner": OTHER}}),
    (r"turns every red marker blue", lambda m: {"turn_markers_blue": {"count": "all"}}),
    (r"turns (?P<count>\d+) red markers? blue", lambda m: {"turn_markers_blue": {"count": int(m["count"])}}),
    (
        r"makes every Casual customer pay (?P<a>\d+) Cash more this turn",
        lambda m: {"casual_bonus": {"amount": int(m["a"])}},
    ),
    (r"delivers once to the other player's Regular customers", lambda m: {"deliver_regular": {"owner": OTHER}}),
    (
        r"harvests (?P<extra>\d+) more vegetables? from each of (?P<fields>\d+) fields(?P<home>, the Home field too)?",
        lambda m: {
            "harvest": {
                "fields": int(m["fields"]),
                "extra": int(m["extra"]),
                **({"home_field": True} if m["home"] else {}),
            }
        },
    ),
    (r"allows a second delivery to each of their own Regular customers", lambda m: {"second_delivery": {}}),
    (r"puts one of their own empty Common fields under their Field pile", lambda m: {"field_to_pile": {}}),
    (r"upgrades the Storehouse for free", lambda m: {"upgrade_storehouse": {"price": 0}}),
    (r"upgrades the Storehouse for (?P<a>\d+) Cash", lambda m: {"upgrade_storehouse": {"price": int(m["a"])}}),
]
COMPILED = [(re.compile(p), make) for p, make in PHRASES]
TIMING = re.compile(r"(?P<effect>.+?), used (?:in the (?P<phases>.+) phases?|(?P<before>before the harvest))")
PHASES = {"before the harvest": "before_harvest", "Harvest": "harvest", "Card": "card", "Action": "action"}


def one(text: str) -> Effect:
    for pattern, make in COMPILED:
        match = pattern.fullmatch(text.strip())
        if match:
            return make(match)
    raise AssertionError(f"cannot read {text!r} as a Helper effect")


def effect(text: str) -> Effect:
    """An effect from its words: `A, or B` is an "or"; `A and then B` an "all"."""
    alternatives = text.split(", or ")
    if len(alternatives) == 2:
        return {"or": [effect(a) for a in alternatives]}
    parts = text.split(" and then ")
    if len(parts) > 1:
        return {"all": [one(p) for p in parts]}
    return one(text)


def names_other(value: Any) -> bool:
    if isinstance(value, dict):
        return OTHER in value.values() or any(names_other(v) for v in value.values())
    if isinstance(value, list):
        return any(names_other(v) for v in value)
    return False


def helper_fields(text: str) -> dict[str, Any]:
    """The component fields of a Helper defined by `that <text>`: effect, timing and lantern."""
    timing = ["action"]
    found = TIMING.fullmatch(text.strip())
    if found:
        text = found["effect"]
        words = [found["before"]] if found["before"] else re.split(r"\s+and\s+|,\s*", found["phases"])
        timing = [PHASES[w] for w in words if w]
    eff = effect(text)
    return {"effect": eff, "timing": sorted(timing, key=list(PHASES.values()).index), "lantern": names_other(eff)}
