"""Loyang When steps: a player's answer in words, and Then steps on what a player may or may not answer.

One reading of the words serves both: "player 0 buys 1 wheat" answers the pending
decision, and "player 0 may buy 1 wheat" checks that the same answer is listed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pytest_bdd import parsers, then, when

from conformance.games.loyang.steps.table import Table
from conformance.games.loyang.steps.words import mix, names, vegetable

Action = dict[str, Any]
Reading = Callable[[Table, re.Match[str]], Action]

V = r"(?P<kind>\w+)"
N = r'"(?P<name>[^"]+)"'


def _one(kind: str) -> Reading:
    return lambda table, m: {"type": kind, "vegetable": vegetable(m["kind"])}


def _card(kind: str) -> Reading:
    return lambda table, m: {"type": kind, "card": table.card_id(m["name"])}


def _keep(table: Table, m: re.Match[str]) -> Action:
    return {"type": "keep", "cards": sorted(table.card_id(n) for n in names(m["cards"]))}


def _plant_reading(table: Table, m: re.Match[str]) -> Action:
    where = m["field"]
    field = table.field_id(where.strip('"'))
    return {"type": "plant", "vegetable": vegetable(m["kind"]), "field": field}


def _trade_reading(table: Table, m: re.Match[str]) -> Action:
    return {"type": "trade", "stall": table.card_id(m["name"]), "pay": mix(m["pay"]), "take": vegetable(m["kind"])}


READINGS: list[tuple[str, Reading]] = [
    (rf'plants? (?:1 )?{V} (?:on|in) (?:their |the field )?(?P<field>Home field|"[^"]+")', _plant_reading),
    (rf"buys? 1 {V} for the Home field", lambda t, m: {"type": "first_plant", "vegetable": vegetable(m["kind"])}),
    (rf"buys? 1 {V}", _one("buy")),
    (rf"sells? 1 {V}", _one("sell")),
    (rf"returns? 1 {V} to the supply", _one("discard")),
    (r"takes? a Loan", lambda t, m: {"type": "take_loan"}),
    (r"pays?(?: the Cash owed)?", lambda t, m: {"type": "pay"}),
    (r"ends? the turn", lambda t, m: {"type": "end_turn"}),
    (r"steps? forward on the Path", lambda t, m: {"type": "path_step"}),
    (r"stops? on the Path", lambda t, m: {"type": "stop"}),
    (r"upgrades? the Storehouse", lambda t, m: {"type": "upgrade_storehouse"}),
    (r"buys? a Two-pack", lambda t, m: {"type": "buy_two_pack"}),
    (r"keeps? (?P<cards>neither card|(?:\"[^\"]+\"(?: and )?)+)", _keep),
    (rf"lays? {N} on top", lambda t, m: {"type": "stack", "top": t.card_id(m["name"])}),
    (rf"trades? (?P<pay>.+) for 1 {V} at {N}", _trade_reading),
    (rf"delivers? to {N}", _card("deliver_regular")),
    (rf"serves? {N}", _card("serve_casual")),
    (rf"discards? {N}", _card("discard_helper")),
    (rf"puts? {N} into the Courtyard", _card("add_to_courtyard")),
    (
        r'takes? "(?P<courtyard>[^"]+)" from the Courtyard with "(?P<hand>[^"]+)"',
        lambda t, m: {"type": "take", "courtyard": t.card_id(m["courtyard"]), "hand": t.card_id(m["hand"])},
    ),
    (r"turns? up the top card of the draw pile", lambda t, m: {"type": "turn_up"}),
    (rf"plays? {N} alone", _card("play_hand")),
    (r"chooses? player (?P<seat>\d+) as partner", lambda t, m: {"type": "choose_partner", "player": int(m["seat"])}),
]


COMPILED = [(re.compile(p), r) for p, r in READINGS]


def action(table: Table, words: str) -> Action:
    """The answer `words` describe (the part of a step after "player N")."""
    for pattern, reading in COMPILED:
        match = pattern.fullmatch(words)
        if match:
            return reading(table, match)
    raise AssertionError(f"cannot read {words!r} as an answer")


STEPS = re.compile(r"takes (?P<steps>\d+) steps on the Path")


@when(parsers.re(r"player (?P<seat>\d+) (?P<words>.+)$"), converters={"seat": int})
def acts(table: Table, seat: int, words: str) -> None:
    """One answer; "takes N steps on the Path" is N answers in a row."""
    steps = STEPS.fullmatch(words)
    for _ in range(int(steps["steps"]) if steps else 1):
        table.act(seat, {"type": "path_step"} if steps else action(table, words))


@then(parsers.re(r"player (?P<seat>\d+) may (?!not )(?P<words>.+)$"), converters={"seat": int})
def may(table: Table, seat: int, words: str) -> None:
    pending = table.settled()["pending"]
    assert pending is not None and pending["player"] == seat, f"the pending decision is {pending}"
    wanted = action(table, words)
    assert wanted in table.legal(), f"{wanted} is not among the legal answers {table.legal()}"


@then(parsers.re(r"player (?P<seat>\d+) may not (?P<words>.+)$"), converters={"seat": int})
def may_not(table: Table, seat: int, words: str) -> None:
    wanted = action(table, words)
    assert wanted not in table.legal(), f"{wanted} is listed among the legal answers"
