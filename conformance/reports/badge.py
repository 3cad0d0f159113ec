"""A compliance badge: a small SVG, and the JSON a shields.io endpoint badge reads.

The figure is the *overall* compliance (unsupported scenarios count as not
passed), so a badge never looks better than the engine's coverage of the suite.
"""

from __future__ import annotations

from html import escape
from typing import Any

LABEL = "conformance"
CHAR_WIDTH = 7.0
PADDING = 10


def colour(percent: float | None) -> str:
    if percent is None:
        return "lightgrey"
    if percent >= 100:
        return "brightgreen"
    if percent >= 90:
        return "green"
    if percent >= 75:
        return "yellowgreen"
    if percent >= 50:
        return "yellow"
    return "red"


HEX = {
    "brightgreen": "#4c1",
    "green": "#97ca00",
    "yellowgreen": "#a4a61d",
    "yellow": "#dfb317",
    "red": "#e05d44",
    "lightgrey": "#9f9f9f",
}


def message(tally: dict[str, int], percent: float | None) -> str:
    """`99.5% (211/212)`; a tally with scenarios of unknown outcome (a damaged run log) says it is incomplete."""
    unknown = tally.get("unknown", 0)
    judged = tally["passed"] + tally["failed"] + tally["errored"] + tally["unsupported"] + tally.get("not_run", 0)
    if percent is None:
        return "no scenario judged"
    return f"{percent:g}% ({tally['passed']}/{judged + unknown}{', incomplete' if unknown else ''})"


def endpoint(tally: dict[str, int], percent: float | None) -> dict[str, Any]:
    """shields.io endpoint JSON (schemas/reports/badge.schema.json)."""
    return {"schemaVersion": 1, "label": LABEL, "message": message(tally, percent), "color": colour(percent)}


def svg(tally: dict[str, int], percent: float | None) -> str:
    """A flat two-part badge; its text is escaped like everything else the reports print."""
    text = message(tally, percent)
    left = int(len(LABEL) * CHAR_WIDTH) + PADDING
    right = int(len(text) * CHAR_WIDTH) + PADDING
    width = left + right
    fill = HEX[colour(percent)]
    label, value = escape(LABEL), escape(text)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="20" role="img" '
        f'aria-label="{label}: {value}"><title>{label}: {value}</title>'
        f'<rect width="{left}" height="20" fill="#555"/>'
        f'<rect x="{left}" width="{right}" height="20" fill="{fill}"/>'
        '<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle">'
        f'<text x="{left / 2}" y="14">{label}</text>'
        f'<text x="{left + right / 2}" y="14">{value}</text></g></svg>\n'
    )
