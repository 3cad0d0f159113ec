"""Loyang steps for Helpers (chapter 11): the answers of using one, in words, and what the table then shows.

The answers join the readings of actions.py ("player 0 uses "Trader"", "player 0
takes 1 bean from "Stall""), so the same words serve When and "may" / "may not".
"""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import parsers, then

from conformance.games.loyang.steps.actions import COMPILED, Reading
from conformance.games.loyang.steps.checks import QUESTIONS, _player
from conformance.games.loyang.steps.table import Table
from conformance.games.loyang.steps.words import mix, vegetable

Action = dict[str, Any]
V = r"(?P<kind>\w+)"
N = r'"(?P<name>[^"]+)"'


def _source(table: Table, words: str) -> str:
    """Where a Helper takes a vegetable from: the supply, a Shop, or a named Market stall or field."""
    if words == "the supply":
        return "supply"
    if words.endswith("Shop"):
        return "shop"
    name = words.strip('"')
    return table.cards[name] if name in table.cards else table.field_id(name)


def _take_vegetable(table: Table, m: re.Match[str]) -> Action:
    return {"type": "take_vegetable", "vegetable": vegetable(m["kind"]), "from": _source(table, m["src"])}


def _field(table: Table, m: re.Match[str]) -> Action:
    return {"type": "harvest", "field": table.field_id(m["field"].strip('"'))}


HELPER_READINGS: list[tuple[str, Reading]] = [
    (rf"uses? {N}", lambda t, m: {"type": "use_helper", "card": t.card_id(m["name"])}),
    (rf"lets? {N} join the purchase", lambda t, m: {"type": "use_helper", "card": t.card_id(m["name"])}),
    (r"chooses? player (?P<seat>\d+)", lambda t, m: {"type": "choose_player", "player": int(m["seat"])}),
    (
        r"chooses? the (?P<which>first|second) ability",
        lambda t, m: {"type": "choose", "option": 0 if m["which"] == "first" else 1},
    ),
    (rf"takes? 1 {V} from (?P<src>the supply|their Shop|player \d+'s Shop|\"[^\"]+\")", _take_vegetable),
    (
        r"exchanges? (?P<give>.+) for (?P<get>.+)",
        lambda t, m: {"type": "exchange", "give": mix(m["give"]), "get": mix(m["get"])},
    ),
    (rf"takes? {N} from player \d+", lambda t, m: {"type": "take_card", "card": t.card_id(m["name"])}),
    (rf"removes? {N}", lambda t, m: {"type": "remove_card", "card": t.card_id(m["name"])}),
    (rf"turns? {N}'s marker blue", lambda t, m: {"type": "turn_blue", "card": t.card_id(m["name"])}),
    (r'harvests? (?P<field>Home field|"[^"]+") again', _field),
    (rf"puts? {N} under (?:their|the) Field pile", lambda t, m: {"type": "move_field", "card": t.card_id(m["name"])}),
    (r"is done with Helpers", lambda t, m: {"type": "done"}),
    (r"stops? using the Helper", lambda t, m: {"type": "stop"}),
]
COMPILED[:0] = [(re.compile(p), r) for p, r in HELPER_READINGS]

QUESTIONS.update(
    {
        "to choose for a Helper": "helper_option",
        "whether to use a Helper": "helper_window",
    }
)


@then(parsers.re(r"player (?P<seat>\d+)'s hand holds (?P<what>\".+)$"))
def check_hand(table: Table, seat: str, what: str) -> None:
    want = sorted(table.card_id(n) for n in re.findall(r'"([^"]+)"', what))
    have = _player(table, int(seat))["hand"]
    assert sorted(have) == want, f"player {seat}'s hand holds {have}"


@then(
    parsers.parse("player {viewer:d}'s view shows the cards player {seat:d}'s Helper looks at only as {count:d} cards")
)
def check_looked_at_hidden(table: Table, viewer: int, seat: int, count: int) -> None:
    table.settled()
    view = table.engine.view(viewer)
    frame = view["stack"][-1]
    assert frame["player"] == seat and not frame["cards"], f"the view shows {frame.get('cards')}"
    assert frame.get("cards_size") == count, f"the view counts {frame.get('cards_size')!r} cards"
