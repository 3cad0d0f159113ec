"""A Sweet Lands position as a player would sum it up at the table (`conformance explain` opens with it).

Round and phase, the decision and why, the deciding player's purse, income,
points, tracks, hand by card name and map, then what every player sees: which
action areas are taken and which are open, every player's tracks and map.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..english import join, ordinal, player, plural
from . import english
from .answers import decision
from .english import name
from .quantities import RESOURCES, resources

State = Mapping[str, Any]


def _phase(state: State) -> str:
    phase = str(state.get("phase", "")).replace("_", " ")
    return f"Round {state.get('round')}, {phase} phase." if phase else f"Round {state.get('round')}."


def _income(p: Mapping[str, Any]) -> str:
    return join(f"{n} {RESOURCES[k]}" for k, n in (p.get("income") or {}).items()) or "none"


def _map(p: Mapping[str, Any]) -> str:
    parts = [
        plural(len(p.get("tiles") or {}), "terrain tile"),
        plural(len(p.get("roads") or []), "road"),
        plural(len(p.get("properties") or {}), "property token"),
        plural(len(p.get("rabbits") or []), "cookie rabbit"),
    ]
    return join(parts)


def _tracks(p: Mapping[str, Any]) -> str:
    industry = f"carriage on industry space {p.get('carriage')}"
    if p.get("locomotive") is not None:
        industry += f", locomotive on space {p.get('locomotive')}"
    prosperity = "/".join(str(n) for n in p.get("prosperity") or [])
    return f"food space {p.get('food', 0)}, {industry}, prosperity {prosperity}"


def _seat(state: State, seat: int) -> list[str]:
    p = (state.get("players") or [])[seat]
    who = [name(str(p["character"]))] if p.get("character") else []
    if p.get("map"):
        who.append(name("map:" + str(p["map"].get("id"))))
    head = f"{player(seat)}" + (f" ({', '.join(who)})" if who else "")
    hand = [name(str(c), state) for c in p.get("hand") or []]
    played = [name(str(c), state) for c in p.get("played") or []]
    skills = [name(str(t)) for t in p.get("skill_tiles") or {}]
    lines = [
        f"{head} holds {resources(p.get('resources') or {})}; income {_income(p)}; "
        f"{p.get('vp', 0)} VP, {plural(int(p.get('cp', 0)), 'city point')},"
        f" {plural(int(p.get('ip', 0)), 'industry point')}"
        + (f"; {plural(int(p['discs']), 'action disc')}" if p.get("discs") else "")
        + (" (has passed)" if p.get("passed") else "")
        + ".",
        f"  Hand ({plural(len(hand), 'card')}): {join(hand) or 'empty'}.",
    ]
    if played:
        lines.append(f"  Played: {join(played)}.")
    if skills:
        lines.append(f"  Skill tiles: {join(skills)}.")
    lines.append(f"  Tracks: {_tracks(p)}. Map: {_map(p)}.")
    return lines


def _areas(state: State) -> list[str]:
    taken, open_ = [], []
    for letter, spaces in (state.get("areas") or {}).items():
        seats = [f"{ordinal(i + 1)} space {player(s)}" for i, s in enumerate(spaces) if s is not None]
        found = english.area(letter)
        shown = str(found["letter"]) if found else letter
        if seats:
            taken.append(f"{shown} ({', '.join(seats)})")
        if any(s is None for s in spaces):
            open_.append(shown)
    return [
        f"Areas taken: {join(taken) or 'none'}.",
        f"Areas with a free space: {join(open_) or 'none'}.",
    ]


def position(state: State) -> list[str]:
    """The position in a few lines a player reads without the state file: the decision first."""
    lines = [_phase(state), decision(state)]
    pending = state.get("pending") or {}
    seat = pending.get("player")
    players = state.get("players") or []
    if isinstance(seat, int) and seat < len(players):
        lines += _seat(state, seat)
    lines += _areas(state)
    for other, p in enumerate(players):
        if other != seat:
            character = f" ({name(str(p['character']))})" if p.get("character") else ""
            lines.append(
                f"{player(other)}{character}: {resources(p.get('resources') or {})}; {p.get('vp', 0)} VP; "
                f"{plural(len(p.get('hand') or []), 'card')} in hand; {_tracks(p)}; map: {_map(p)}"
                + ("; has passed" if p.get("passed") else "")
                + "."
            )
    return lines
