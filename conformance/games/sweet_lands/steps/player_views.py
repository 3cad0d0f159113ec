"""Steps for player views (the protocol feature `view`, SL-1.8.1)."""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, then, when

from conformance.games.sweet_lands.steps.table import Table
from conformance.games.sweet_lands.steps.words import ready
from rulecore import wire

# -- views (protocol feature `view`) -------------------------------------------------------------


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
    leaked = set(hand) & wire.strings(view(table))
    assert not leaked, f"player {seat}'s view names cards of player {other}'s hand: {sorted(leaked)}"


@then(parsers.parse("player {seat:d} sees how many cards the citizen deck holds, but not which"))
def sees_deck_count(table: Table, seat: int) -> None:
    deck = table.state()["deck"]
    assert view(table).get("deck_size") == len(deck), f"the view's deck size is {view(table).get('deck_size')}"
    leaked = set(deck) & wire.strings(view(table))
    assert not leaked, f"player {seat}'s view names cards of the deck: {sorted(leaked)}"


@then(parsers.parse("player {seat:d} sees the discard pile and every player's resources as they are"))
def sees_open(table: Table, seat: int) -> None:
    state = table.state()
    shown = view(table)
    assert shown["discard"] == state["discard"], f"the view's discard pile is {shown['discard']}"
    for mine, theirs in zip(shown["players"], state["players"], strict=True):
        assert mine["resources"] == theirs["resources"], f"the view shows {mine['resources']}"
