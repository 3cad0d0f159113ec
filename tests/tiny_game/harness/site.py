"""Pig on the rules site: no component data to draw (its one die is a rule), so no drawings."""

from __future__ import annotations

from conformance.games import SiteDrawing


def drawings() -> list[SiteDrawing]:
    return []
