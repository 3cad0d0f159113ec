"""At the Gates of Loyang's effect vocabulary (spec/loyang/effects.md) read out in player English, its cards named.

`effect` and `condition` read a Helper's effect as the card would say it;
`name` gives what a player calls any card or field of the game (a Helper by
its name, a customer by what it wants, a stall by what it offers). Each
operation has its words in `OPERATIONS`, keyed by the vocabulary's term; a
term without words raises `KeyError`, so a new operation cannot reach a
reader as an id (tests/unit/test_english.py renders every one the schema lists).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from typing import Any

from rulecore.registry import info

from ..english import join, plural, sentence

GAME = "loyang"

TIMINGS = {
    "action": "on your turn",
    "card": "in the Card phase",
    "harvest": "in the Harvest phase",
    "before_harvest": "before the harvest",
}
"""When a Helper is used (its `timing`), as a player says it; an unknown timing is shown as written."""


def timing(value: str) -> str:
    return TIMINGS.get(value, value)


CARD_KINDS = {
    "common_field": ("Common field", "Common fields"),
    "market_stall": ("Market stall", "Market stalls"),
    "casual_customer": ("Casual customer", "Casual customers"),
    "regular_customer": ("Regular customer", "Regular customers"),
    "helper": ("Helper", "Helpers"),
}
CONSTRUCTS = ("effect", "condition")
"""The definitions of the effects schema a component file may hold an expression of, and `expression` reads."""
LEFTOVER_WORDS = ("true", "false", "null", "None", "other_player", "play_area", "draw_pile")
"""Terms of the vocabulary or of JSON that are no player's English; `english.leftovers` looks for them."""


def cash(n: int) -> str:
    return f"{n} Cash"


def vegetables(held: Mapping[str, int]) -> str:
    """A Cart or Shop in words (`2 wheat, 1 pumpkin`), or `nothing`."""
    return join(f"{n} {kind}" for kind, n in held.items() if n) or "nothing"


def _kinds(kinds: Any, noun: str = "vegetable") -> tuple[str, str]:
    if kinds == "any":
        return noun, noun + "s"
    listed = join(kinds, "or")
    return listed, listed


def _units(n: Any, kinds: Any) -> str:
    singular, many = _kinds(kinds)
    if n == "any":
        return f"any number of {many}"
    return plural(int(n), singular, many)


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def _whose(owner: str, thing: str) -> str:
    return f"another player's {thing}" if owner == "other_player" else f"your {thing}"


def _card_kinds(kinds: Any) -> tuple[str, str]:
    if kinds == "any":
        return "Action card", "Action cards"
    return join((CARD_KINDS[k][0] for k in kinds), "or"), join((CARD_KINDS[k][1] for k in kinds), "or")


def _pay_cash(arg: Mapping[str, Any]) -> str:
    to = " to another player" if arg.get("to") == "other_player" else ""
    return f"pay {cash(int(arg['amount']))}{to}"


def _take_vegetables(arg: Mapping[str, Any]) -> str:
    owner = str(arg.get("owner", "self"))
    where = {
        "supply": "the supply",
        "shop": _whose(owner, "Shop"),
        "market_stall": _whose(owner, "Market stall"),
        "field": _whose(owner, "Private or Common field"),
    }[str(arg["from"])]
    same = ", all of one kind" if arg.get("same_kind") else ""
    return f"take {_units(arg['count'], arg['kinds'])} from {where} onto your Cart{same}"


def _plant(arg: Mapping[str, Any]) -> str:
    fields = plural(int(arg["count"]), "empty field")
    singular, _many = _kinds(arg["kinds"])
    source = "from your Cart" if arg["from"] == "cart" else "from the supply, for free"
    return f"sow up to {fields} with a {singular} {source}, filling each field with its kind"


def _price(change: int) -> str:
    if change == 0:
        return "at the usual price"
    return f"for {cash(abs(change))} {'less' if change < 0 else 'more'} each than the usual price"


def _buy(arg: Mapping[str, Any]) -> str:
    owner = str(arg.get("owner", "self"))
    where = _whose(owner, "Shop") if arg["from"] == "shop" else "the supply (priced as in your Shop)"
    units = "up to " + _units(arg["count"], arg["kinds"]) if arg["count"] != "any" else _units("any", arg["kinds"])
    paid = ", paying the Shop's owner" if arg.get("paid_to") == "owner" else ""
    return f"buy {units} from {where} {_price(int(arg['price_change']))}{paid}"


def _sell(arg: Mapping[str, Any]) -> str:
    change = int(arg["price_change"])
    price = "at the usual price" if change == 0 else f"for {cash(abs(change))} {'more' if change > 0 else 'less'} each"
    space = " (each needs an empty space of its kind there)" if arg["needs_space"] else ""
    return f"sell up to {_units(arg['count'], arg['kinds'])} from your Cart to your Shop {price}{space}"


def _exchange(arg: Mapping[str, Any]) -> str:
    give, get = arg["give"], arg["get"]
    return (
        f"up to {_times(int(arg['times']))}, return {_units(give['count'], give['kinds'])} from your Cart"
        f" to the supply and take {_units(get['count'], get['kinds'])} from the supply"
    )


def _use_stall(arg: Mapping[str, Any]) -> str:
    often = "once" if arg["times"] == 1 else "up to " + _times(int(arg["times"]))
    return f"trade {often} at {_whose(str(arg['owner']), 'Market stall')}"


def _take_card(arg: Mapping[str, Any]) -> str:
    singular, many = _card_kinds(arg["card_kinds"])
    n = int(arg["count"])
    cards = plural(n, singular, many)
    to = "into your hand" if arg["to"] == "hand" else "and play it at once" if n == 1 else "and play them at once"
    keep = " into your hand" if arg["to"] == "hand" else ", play it at once" if n == 1 else ", play them at once"
    source = str(arg["from"])
    if source == "draw_pile":
        look = int(arg.get("look", n))
        if look == n:
            return f"draw {cards} {to}"
        top = f"the top {plural(look, 'card')} of the Draw pile"
        return f"look at {top}, keep up to {cards}{keep}, and discard the rest"
    if source == "discard_pile":
        return f"take up to {cards} from the Discard pile {to}"
    return f"take up to {cards} from another player's play area into yours"


OPERATIONS: dict[str, Callable[[Any], str]] = {
    "gain_cash": lambda arg: f"gain {cash(int(arg))}",
    "pay_cash": _pay_cash,
    "take_vegetables": _take_vegetables,
    "plant": _plant,
    "buy": _buy,
    "sell": _sell,
    "exchange": _exchange,
    "use_stall": _use_stall,
    "take_card": _take_card,
    "remove_top_card": lambda _arg: "put the top card of one of another player's Two-pack stacks on the Discard pile",
    "turn_markers_blue": lambda arg: (
        "turn every red Satisfaction marker of your Regular customers to blue"
        if arg["count"] == "all"
        else f"turn up to {plural(int(arg['count']), 'red Satisfaction marker')} of your Regular customers to blue"
    ),
    "casual_bonus": lambda arg: (
        f"for the rest of this Action phase, each Casual customer you serve pays {cash(int(arg['amount']))}"
        " more than its price"
    ),
    "deliver_regular": lambda arg: (
        f"make one delivery from your Cart to {_whose(str(arg['owner']), 'Regular customer')} and take its price"
    ),
    "harvest": lambda arg: (
        f"take {plural(int(arg['extra']), 'more vegetable')} from each of up to {plural(int(arg['fields']), 'field')}"
        + (" (your Home field included)" if arg.get("home_field") else "")
    ),
    "upgrade_storehouse": lambda arg: (
        f"upgrade your Storehouse for {cash(int(arg['price']))}" if arg["price"] else "upgrade your Storehouse for free"
    ),
    "second_delivery": lambda _arg: (
        "for the rest of this Action phase, each of your Regular customers that has had its delivery this round"
        " may take a second one"
    ),
    "field_to_pile": lambda _arg: (
        "put one of your empty Common fields under your Field pile, where it becomes a Private field"
    ),
    "or": lambda arg: "either " + ", or ".join(clause(part) for part in arg),
    "all": lambda arg: ", then ".join(clause(part) for part in arg) if arg else "nothing happens",
}
"""The words of each operation of effects.md, as a clause without its capital or full stop (`if` is `_if`)."""


def _if(expr: Mapping[str, Any]) -> str:
    text = f"if {condition(expr['if'])}, {clause(expr['then'])}"
    if "else" in expr:
        text += f"; otherwise {clause(expr['else'])}"
    return text


def clause(expr: Mapping[str, Any]) -> str:
    """An effect as a clause to build sentences with (`gain 2 Cash`)."""
    if "if" in expr:
        return _if(expr)
    ((op, arg),) = expr.items()
    return OPERATIONS[op](arg)


def effect(expr: Mapping[str, Any]) -> str:
    """A Helper's effect as a sentence a player reads ("Pay 1 Cash to another player, then take ...")."""
    return sentence(clause(expr))


CONDITIONS: dict[str, Callable[[Any], str]] = {
    "has_cards": lambda arg: (
        f"you have at least {plural(int(arg['at_least']), *CARD_KINDS[arg['card_kind']])} in your play area"
    ),
    "field_holds": lambda arg: (
        f"one of your fields other than the Home field holds at least {plural(int(arg['at_least']), 'vegetable')}"
        " before the harvest"
    ),
}


def condition(expr: Mapping[str, Any]) -> str:
    ((op, arg),) = expr.items()
    return CONDITIONS[op](arg)


def expression(construct: str, value: Any) -> str:
    """Any expression of the vocabulary by the name of its definition in the schema (`effect`, `condition`)."""
    if construct == "effect":
        return effect(value)
    if construct == "condition":
        return sentence(condition(value))
    raise KeyError(construct)


# --- Names -----------------------------------------------------------------------------------------------------


@cache
def _component(file: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((info(GAME).spec_dir / "components" / f"{file}.json").read_text("utf-8"))
    return data


def _card_name(card: Mapping[str, Any]) -> str:
    kind = str(card.get("kind", ""))
    if kind == "helper":
        return str(card["name"])
    if kind == "market_stall":
        by_bowls: dict[int, list[str]] = {}
        for good in card["goods"]:
            by_bowls.setdefault(int(good["bowls"]), []).append(str(good["vegetable"]))
        offers = [
            f"{join(kinds)} for {plural(bowls, 'bowl')}{' each' if len(kinds) > 1 else ''}"
            for bowls, kinds in sorted(by_bowls.items())
        ]
        return f"Market stall ({'; '.join(offers)})"
    if kind == "casual_customer":
        return f"Casual customer ({join(card['order'])} for {cash(int(card['price']))})"
    if kind == "regular_customer":
        return f"Regular customer ({join(card['pair'])})"
    if kind == "common_field":
        return f"Common field ({card['size']} spaces: {join(card['allowed'], 'or')})"
    return str(card.get("id"))


def _field_name(field: Mapping[str, Any]) -> str:
    where = "Home field" if field.get("type") == "home_field" else "Private field"
    return f"{where} ({field.get('size')} spaces: {join(field.get('allowed', []), 'or')})"


def _table_names(cards: list[Any], fields: list[Any]) -> dict[str, str]:
    found = {str(card["id"]): _card_name(card) for card in cards if isinstance(card, dict) and "id" in card}
    found |= {str(field["id"]): _field_name(field) for field in fields if isinstance(field, dict) and "id" in field}
    return found


@cache
def _names() -> dict[str, str]:
    return _table_names(_component("action_cards")["items"], _component("fields")["items"])


def _state_names(state: Mapping[str, Any]) -> dict[str, str]:
    """The names of the cards and fields a state's own `components` defines (a scenario's made-up cards)."""
    tables = state.get("components") or {}
    if not isinstance(tables, dict):
        return {}
    return _table_names(list(tables.get("action_cards") or []), list(tables.get("fields") or []))


_IN_STATE: ContextVar[Mapping[str, str] | None] = ContextVar("loyang_state_names", default=None)
"""The names of the state being put into words (see `names_from`)."""


@contextmanager
def names_from(state: Mapping[str, Any]) -> Iterator[None]:
    """While put into words, a state's own component tables name its cards before the spec's do (LY-16 positions
    may replace tables, as a scenario does with cards of its own)."""
    token = _IN_STATE.set(_state_names(state))
    try:
        yield
    finally:
        _IN_STATE.reset(token)


def name(component_id: str, state: Mapping[str, Any] | None = None) -> str:
    """What a player calls a card or field (`Trader`, `Casual customer (pumpkin, turnip and leek for 10 Cash)`);
    the state's own tables first (given here or by `names_from`); an id nothing names is returned as it is."""
    own = _state_names(state) if state is not None else _IN_STATE.get() or {}
    return own.get(component_id) or _names().get(component_id, component_id)


def kind_name(kind: str, n: int = 1) -> str:
    """An Action card kind as a player says it (`Market stall`, `Regular customers`)."""
    return CARD_KINDS[kind][0 if n == 1 else 1]


def card(card_id: str) -> dict[str, Any] | None:
    """An Action card's item by id."""
    for item in _component("action_cards")["items"]:
        if item["id"] == card_id:
            found: dict[str, Any] = item
            return found
    return None
