"""Pig positions smoke loads and wants back unchanged: a turn's start, and a turn under way."""

from __future__ import annotations

from conformance.games import Position

from .builder import PigBuilder


def positions() -> list[Position]:
    start = PigBuilder(3, scores=[4, 0, 11], on_turn=2, round=3, faces=[2]).build()
    under_way = PigBuilder(1, scores=[9], turn_total=8, faces=[5]).build()
    return [Position("turn-start", start, ("players=3",)), Position("turn-under-way", under_way, ("players=1",))]
