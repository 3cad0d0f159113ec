"""A plain SVG drawing of one Loyang player's area: fields, Cart, Storehouse, Shop, the Path and the play area."""

from __future__ import annotations

from html import escape
from typing import Any

from .builder import VEGETABLES
from .spec_data import spec_items

COLOURS = {
    "wheat": "#e8c547",
    "pumpkin": "#e07b24",
    "turnip": "#d9d2e9",
    "bean": "#7a4e2d",
    "cabbage": "#6aa84f",
    "leek": "#b6d7a8",
}
ROW = 34
WIDTH = 760
"""Wide enough for a Path of 25 spaces."""


def _text(x: int, y: int, words: str, size: int = 13, weight: str = "normal") -> str:
    style = f'font-size="{size}" font-weight="{weight}" font-family="sans-serif"'
    return f'<text x="{x}" y="{y}" {style}>{escape(words)}</text>'


def _vegetables(x: int, y: int, mix: dict[str, int]) -> tuple[str, int]:
    """A row of small discs, one per vegetable; returns the SVG and the x after it."""
    parts = []
    for kind in VEGETABLES:
        for _ in range(mix.get(kind, 0)):
            disc = f'<circle cx="{x + 7}" cy="{y - 4}" r="6" fill="{COLOURS[kind]}" stroke="#333">'
            parts.append(f"{disc}<title>{kind}</title></circle>")
            x += 15
    return "".join(parts), x


def _path_spaces(state: dict[str, Any]) -> list[int]:
    """The Path's space numbers: the state's own Path table, else the spec's."""
    items = state.get("components", {}).get("path") or spec_items("path")
    return sorted(p["space"] for p in items if p.get("type") == "space")


def _path(y: int, spaces: list[int], marker: int) -> str:
    """The Path as a row of numbered squares, the player's space filled."""
    parts = []
    for i, space in enumerate(spaces):
        x = 10 + i * 30
        fill = "#c0392b" if space == marker else "#ffffff"
        parts.append(f'<rect x="{x}" y="{y - 16}" width="26" height="22" fill="{fill}" stroke="#333"/>')
        parts.append(_text(x + 4, y, str(space), 11))
    return "".join(parts)


def render_area(state: dict[str, Any], seat: int) -> str:
    """One player's area in `state`, as an SVG document."""
    player = state["players"][seat]
    lines: list[str] = [
        _text(
            10,
            22,
            f"Player {seat}: {player['cash']} Cash, {player['loans']} Loans, Path space {player['path']}",
            15,
            "bold",
        )
    ]
    y = 22 + ROW
    lines.append(_path(y, _path_spaces(state), player["path"]))
    y += ROW
    for label, mix in (("Cart", player["cart"]), ("Storehouse", player["storehouse"]), ("Shop", player["shop"])):
        discs, _ = _vegetables(130, y, mix)
        lines += [_text(10, y, label), discs]
        y += ROW
    lines.append(_text(10, y, "Fields", 14, "bold"))
    y += ROW
    for field in player["fields"]:
        sown = {field["vegetable"]: field["count"]} if field["vegetable"] else {}
        discs, _ = _vegetables(200, y, sown)
        lines += [_text(20, y, field["field"] + ("" if sown else " (unsown)")), discs]
        y += ROW
    lines.append(_text(10, y, "Play area", 14, "bold"))
    y += ROW
    for kind, row in player["play_area"].items():
        for entry in row:
            extra = ""
            discs = ""
            if kind == "market_stall":
                discs, _ = _vegetables(360, y, entry["goods"])
            elif kind == "common_field" and entry["vegetable"]:
                discs, _ = _vegetables(360, y, {entry["vegetable"]: entry["count"]})
            elif kind == "regular_customer":
                extra = f" ({entry['rows']} rows, {entry['marker']} marker)"
            covered = f" over {entry['covers']}" if entry["covers"] else ""
            lines += [_text(20, y, f"{kind.replace('_', ' ')}: {entry['card']}{extra}{covered}"), discs]
            y += ROW
    height = y + 10
    body = "".join(lines)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}">'
        f'<rect width="{WIDTH}" height="{height}" fill="#fbf8ef"/>{body}</svg>'
    )
