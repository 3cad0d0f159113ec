"""An At the Gates of Loyang position as a player would sum it up at the table (`conformance explain` opens with it).

Round and phase, the decision and why, then the deciding player's Cash, Loans,
Path space, Cart, Storehouse, Shop, fields, hand by card name and cards in
play (customers with their markers and deliveries, stalls with what they
hold), then the Courtyard, the piles and what the other players show.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..english import join, player, plural
from . import english
from .answers import decision
from .english import cash, name, vegetables

State = Mapping[str, Any]


def _phase(state: State) -> str:
    phase = str(state.get("phase", "")).replace("_", " ")
    return f"Round {state.get('round')}, {phase} phase." if phase else f"Round {state.get('round')}."


def _fields(p: Mapping[str, Any]) -> str:
    out = []
    for f in p.get("fields") or []:
        crop = f"{f['count']} {f['vegetable']}" if f.get("vegetable") else "empty"
        out.append(f"{name(str(f.get('field')))}: {crop}")
    return "; ".join(out) or "none"


def _in_play(p: Mapping[str, Any]) -> str:
    out = []
    for kind, slots in (p.get("play_area") or {}).items():
        for slot in slots:
            text = name(str(slot.get("card")))
            notes = []
            if kind == "regular_customer":
                notes.append(f"{slot.get('marker', 'blue')} marker")
                notes.append(plural(int(slot.get("rows", 0)), "delivery", "deliveries"))
            if kind == "market_stall" and slot.get("goods"):
                notes.append("holds " + vegetables(slot["goods"]))
            if kind == "common_field" and slot.get("vegetable"):
                notes.append(f"{slot.get('count')} {slot.get('vegetable')} growing")
            if slot.get("covers"):
                notes.append("on top of a Two-pack stack")
            out.append(text + (f" \u2014 {', '.join(notes)}" if notes else ""))
    return "; ".join(out) or "nothing"


def _seat(state: State, seat: int) -> list[str]:
    p = (state.get("players") or [])[seat]
    hand = [name(str(c)) for c in p.get("hand") or []]
    store = "Storehouse (upgraded)" if p.get("storehouse_upgraded") else "Storehouse"
    return [
        f"{player(seat)} holds {cash(int(p.get('cash', 0)))} and {plural(int(p.get('loans', 0)), 'Loan')};"
        f" Path space {p.get('path')}.",
        f"  Cart: {vegetables(p.get('cart') or {})}. {store}: {vegetables(p.get('storehouse') or {})}."
        f" Shop: {vegetables(p.get('shop') or {})}.",
        f"  Fields: {_fields(p)}.",
        f"  Hand ({plural(len(hand), 'card')}): {join(hand) or 'empty'}.",
        f"  In play: {_in_play(p)}.",
    ]


def position(state: State) -> list[str]:
    """The position in a few lines a player reads without the state file: the decision first."""
    with english.names_from(state):
        return _position(state)


def _position(state: State) -> list[str]:
    lines = [_phase(state), decision(state)]
    pending = state.get("pending") or {}
    seat = pending.get("player")
    players = state.get("players") or []
    if isinstance(seat, int) and seat < len(players):
        lines += _seat(state, seat)
    courtyard = [name(str(c)) for c in state.get("courtyard") or []]
    lines.append(f"Courtyard ({plural(len(courtyard), 'card')}): {join(courtyard) or 'empty'}.")
    lines.append(
        f"Draw pile: {plural(len(state.get('draw_pile') or []), 'card')}; "
        f"Discard pile: {plural(len(state.get('discard_pile') or []), 'card')}."
    )
    for other, p in enumerate(players):
        if other != seat:
            lines.append(
                f"{player(other)}: {cash(int(p.get('cash', 0)))}, Path space {p.get('path')},"
                f" {plural(len(p.get('hand') or []), 'card')} in hand; Cart {vegetables(p.get('cart') or {})};"
                f" in play: {_in_play(p)}."
            )
    return lines
