"""An SVG of one player's side of a Pig state: the banked score against the target, and the turn total."""

from __future__ import annotations

from typing import Any

WIDTH, BAR = 320, 200
TARGET = 20


def render_area(state: dict[str, Any], seat: int) -> str:
    score = state["players"][seat]["score"]
    pending = state.get("pending") or {}
    rolling = state["turn_total"] if pending.get("player") == seat else 0
    banked = BAR * min(score, TARGET) // TARGET
    extra = BAR * min(rolling, TARGET - min(score, TARGET)) // TARGET
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="60" role="img">'
        f"<title>Player {seat}: {score} banked, {rolling} rolled this turn</title>"
        f'<text x="8" y="18" font-size="13">Player {seat}, round {int(state["round"])}</text>'
        f'<rect x="8" y="28" width="{BAR}" height="16" fill="#eee" stroke="#999"/>'
        f'<rect x="8" y="28" width="{banked}" height="16" fill="#4a7"/>'
        f'<rect x="{8 + banked}" y="28" width="{extra}" height="16" fill="#fc6"/>'
        f'<text x="{BAR + 16}" y="41" font-size="13">{score} + {rolling} / {TARGET}</text></svg>'
    )
