"""Sweet Lands on the rules site: drawings of its components and its sources' names (the example game: example_game.py).

The generic site (docs/hooks) asks the game's plugin for these through
`GamePlugin.site_drawings`, `site_pages` and `source_names`; this module is
where they are made. The component drawings read spec/sweet-lands/components/
only: anything the data marks provisional is drawn with a dashed outline,
carries its reason in a tooltip, and each figure says so in its caption. The
example game is played through the `Engine` interface, so it uses no engine's
internals.
"""

from __future__ import annotations

import html
import json
import logging
import math
from functools import cache
from typing import TYPE_CHECKING, Any

from rulecore.registry import info

from .. import SiteDrawing

if TYPE_CHECKING:
    pass

log = logging.getLogger("mkdocs.plugins.sweet_lands")
"""Info only: a warning would fail `mkdocs build --strict`, and the drawings are illustrations."""

GAME = "sweet-lands"
ORANGE = "#e8891c"
GREEN = "#3f9a47"
GREY = "#7b8088"
INK = "#2b2b2b"
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
TERRAIN_FILL = {
    "wheat": "#f3d26b",
    "forest": "#5f9e55",
    "mine": "#a3a3a3",
    "sea": "#7fb8e0",
    "capital": "#c9566b",
    "special": "#c58fd8",
}
HEX_SIZE = 38.0
"""Map-board hex radius (centre to corner) in drawing units: wide enough for a placement icon's label."""

SOURCE_NAMES = {
    "①アクションスペースの使用": "(1) Akushon supēsu no shiyō [using an action space]",
    "①開始フェイズ": "(1) Kaishi feizu [start phase]",
    "②カードプレイ": "(2) Kādo purei [card play]",
    "②収入フェイズ": "(2) Shūnyū feizu [income phase]",
    "③アクションフェイズ": "(3) Akushon feizu [action phase]",
    "④クリーンナップフェイズ": "(4) Kurīnappu feizu [clean-up phase]",
    "④パス": "(4) Pasu [pass]",
    "⑥港": "(6) Minato [ports]",
    "ラウンドの流れ": "Raundo no nagare [the flow of a round]",
    "最終得点計算": "Saishū tokuten keisan [final scoring]",
}
"""The section names of source 003 (the Japanese rulebook) in Hepburn romanisation, with an English gloss."""


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


@cache
def _component(name: str) -> dict[str, Any]:
    path = info(GAME).spec_dir / "components" / f"{name}.json"
    return dict(json.loads(path.read_text(encoding="utf-8")))


# --- Effect labels -------------------------------------------------------------------------------


def effect_label(effect: Any) -> str:
    """A few words for an effect of the vocabulary, short enough to print in a track space."""
    if not isinstance(effect, dict) or not effect:
        return str(effect)
    return "; ".join(_op_label(op, arg) for op, arg in effect.items())


def _amounts(arg: dict[str, Any]) -> str:
    return ", ".join(f"{n} {kind}" for kind, n in arg.items())


def _op_label(op: str, arg: Any) -> str:
    simple = {"wonder": "wonder icon", "locomotive": "locomotive", "industry_bonus": "industry bonus"}
    if op in simple:
        return simple[op]
    prefixed = {"gain": "+", "income": "income +", "pay": "pay "}
    if op in prefixed and isinstance(arg, dict):
        return prefixed[op] + _amounts(arg)
    if op == "place" and isinstance(arg, dict):
        return f"{'up to ' if arg.get('up_to') else ''}{arg.get('count', 1)} {arg.get('what', '?')}"
    if op == "any_order" and isinstance(arg, list):
        whats = [a["place"]["what"] for a in arg if isinstance(a, dict) and "place" in a]
        return " + ".join(whats) if len(whats) == len(arg) else " + ".join(effect_label(a) for a in arg)
    if op == "interleave" and isinstance(arg, list):
        return " and ".join(effect_label(a) for a in arg) + ", mixed in any order"
    if op == "choose" and isinstance(arg, list):
        return " or ".join(effect_label(a) for a in arg)
    if op == "gain_any" and isinstance(arg, dict):
        return f"+{arg.get('count')} of {'/'.join(arg.get('kinds', []))}"
    if op in ("vp", "ip", "cp"):
        return f"{arg} {op.upper()}"
    if op in ("skill_tile", "draw", "wood_discount"):
        return f"{op.replace('_', ' ')} {arg}"
    if op == "flip_any" and isinstance(arg, dict):
        return f"flip {arg.get('count', 1)}"
    if op == "advance" and isinstance(arg, dict):
        steps = arg.get("steps")
        return f"{arg.get('track', '?')} +{steps if isinstance(steps, int) else 'n'}"
    if op == "advance_prosperity" and isinstance(arg, dict):
        return f"prosperity +{arg.get('steps')}"
    return op.replace("_", " ")


# --- Text that fits its box ----------------------------------------------------------------------

CHAR_WIDTH = 0.62
"""Average advance of a character in ems (DejaVu Sans, bold a little wider); an estimate on the safe side."""


def _width(text: str, size: float, bold: bool) -> float:
    return len(text) * size * (CHAR_WIDTH + (0.04 if bold else 0.0))


def _words(text: str) -> list[str]:
    """The label's words, a word with slashes broken after each slash (`wheat/`, `wood/`, `iron`)."""
    out: list[str] = []
    for word in text.split():
        parts = word.split("/")
        out += [p + "/" for p in parts[:-1]] + [parts[-1]]
    return [w for w in out if w]


def fit_lines(text: str, box: float, size: float, *, bold: bool = False, max_lines: int = 3) -> tuple[list[str], float]:
    """Wrap `text` into at most `max_lines` lines no wider than `box`, shrinking the font until it fits."""
    while True:
        lines: list[str] = []
        for word in _words(text):
            joiner = "" if lines and lines[-1].endswith("/") else " "
            if lines and _width(lines[-1] + joiner + word, size, bold) <= box:
                lines[-1] += joiner + word
            else:
                lines.append(word)
        widest = max((_width(line, size, bold) for line in lines), default=0.0)
        if (len(lines) <= max_lines and widest <= box) or size <= 6:
            return lines[:max_lines], size
        size -= 0.5


def _text(
    x: float, y: float, label: str, box: float, *, size: float = 10, fill: str = INK, bold: bool = False, lines: int = 3
) -> str:
    """A label centred on (x, y), wrapped and shrunk to fit a box `box` wide."""
    rows, size = fit_lines(label, box, size, bold=bold, max_lines=lines)
    weight = ' font-weight="bold"' if bold else ""
    top = y - (len(rows) - 1) * size * 0.55
    spans = "".join(
        f'<tspan x="{x:.1f}" y="{top + i * size * 1.1:.1f}">{esc(row)}</tspan>' for i, row in enumerate(rows)
    )
    return f'<text text-anchor="middle" font-size="{size:g}" fill="{fill}"{weight}>{spans}</text>'


def _svg(width: float, height: float, body: list[str], label: str) -> str:
    return (
        # data-search-exclude: the drawing's labels would only clutter the search index.
        f'<svg class="rs-svg" data-search-exclude viewBox="0 0 {width:.0f} {height:.0f}" role="img" '
        f'aria-label="{esc(label)}" xmlns="http://www.w3.org/2000/svg" font-family="{FONT}">' + "".join(body) + "</svg>"
    )


def _figure(svg: str, caption: str, provisional: bool, kind: str = "track") -> str:
    mark = '<span class="rs-badge rs-provisional">provisional</span> ' if provisional else ""
    return f'<figure class="rs-picture rs-{kind}">{svg}<figcaption>{mark}{esc(caption)}</figcaption></figure>'


def _tooltip(item: dict[str, Any], summary: str) -> str:
    why = item.get("reason") or "; ".join(f"{k}: {v}" for k, v in item.get("provisional_fields", {}).items())
    lines = [summary]
    if item.get("provisional"):
        lines.append(f"Provisional: {why}")
    elif why:
        lines.append(f"Provisional fields: {why}")
    if item.get("source"):
        lines.append(f"Source: {item['source']}")
    return f"<title>{esc(chr(10).join(lines))}</title>"


def _dash(provisional: bool) -> str:
    return ' stroke-dasharray="5 3"' if provisional else ""


# --- Tracks --------------------------------------------------------------------------------------


def industry_track_svg(data: dict[str, Any]) -> str:
    spaces = [i for i in data["items"] if i.get("type") == "space"]
    # Five spaces to a line keeps the labels legible at page width; the printed board has two rows of ten.
    cell_w, cell_h, gap, pad, columns = 124.0, 104.0, 16.0, 12.0, 5
    body: list[str] = []
    for n, space in enumerate(spaces):
        line, column = divmod(n, columns)
        x = pad + column * (cell_w + gap)
        y = pad + line * (cell_h + 22)
        orange = effect_label(space["orange"]) if "orange" in space else ""
        green = effect_label(space["green"]) if "green" in space else ""
        summary = f"Industry space {space['space']}: orange {orange or '-'}; green {green or '-'}"
        if "ip" in space:
            summary += f"; {space['ip']} industry points"
        body.append(f'<g class="rs-space">{_tooltip(space, summary)}')
        body.append(
            f'<rect x="{x}" y="{y}" width="{cell_w}" height="{cell_h}" rx="6" fill="#fffaf2" stroke="{INK}" '
            f'stroke-width="{3 if space.get("final") else 1.5}"{_dash(bool(space.get("provisional")))}/>'
        )
        for top, colour, label in ((y + 3, ORANGE, orange), (y + cell_h - 37, GREEN, green)):
            body.append(
                f'<rect x="{x + 3}" y="{top}" width="{cell_w - 6}" height="34" rx="4" fill="{colour}" '
                f'fill-opacity="{0.85 if label else 0.15}"/>'
            )
            if label:
                body.append(
                    _text(x + cell_w / 2, top + 21, label, cell_w - 14, size=12, fill="#fff", bold=True, lines=2)
                )
        body.append(_text(x + cell_w / 2, y + cell_h / 2 + 5, str(space["space"]), 40, size=17, bold=True))
        if "ip" in space:
            body.append(f'<circle cx="{x + cell_w - 16}" cy="{y + cell_h / 2}" r="11" fill="{GREY}"/>')
            body.append(
                _text(x + cell_w - 16, y + cell_h / 2 + 4, str(space["ip"]), 20, size=12, fill="#fff", bold=True)
            )
            body.append(_text(x + cell_w - 38, y + cell_h / 2 + 4, "IP", 20, size=11, fill=GREY, bold=True))
        body.append("</g>")
        if "lab_after" in space:
            lx = x + cell_w + gap / 2
            body.append(
                f'<rect x="{lx - 3}" y="{y - 6}" width="6" height="{cell_h + 12}" fill="#5b3a8c">'
                f"<title>{esc(space['lab_after'])}: research lab blocks the way to the next space</title></rect>"
            )
    lines = (len(spaces) + columns - 1) // columns
    svg = _svg(
        pad * 2 + columns * cell_w + (columns - 1) * gap,
        pad * 2 + lines * cell_h + (lines - 1) * 22,
        body,
        "The industry track",
    )
    caption = (
        "Industry track: orange bonus (carriage) on top, green bonus (locomotive) below, industry points "
        "in the grey disc, purple bars are research labs. Dashed spaces are provisional."
    )
    return _figure(svg, caption, any(s.get("provisional") or s.get("provisional_fields") for s in spaces))


def food_track_svg(data: dict[str, Any]) -> str:
    spaces = [i for i in data["items"] if i.get("type") == "space"]
    rabbits = {i["space"]: i for i in data["items"] if i.get("type") == "rabbit"}
    per_row = (len(spaces) + 1) // 2
    cell, gap, pad, band = 88.0, 8.0, 12.0, 70.0
    body: list[str] = []
    for n, space in enumerate(spaces):
        row, column = divmod(n, per_row)
        x = pad + column * (cell + gap)
        top = pad + row * (band + cell + 26)
        y = top + band
        label = effect_label(space["bonus"]) if "bonus" in space else ""
        summary = f"Food space {space['space']}: {label or 'no bonus'}"
        body.append(f'<g class="rs-space">{_tooltip(space, summary)}')
        fill = "#fde9c8" if label else "#fff8ee"
        width = 3 if space.get("final") else 1.5
        body.append(
            f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" rx="6" fill="{fill}" stroke="{INK}" '
            f'stroke-width="{width}"{_dash(bool(space.get("provisional")))}/>'
        )
        body.append(_text(x + 14, y + 20, str(space["space"]), 24, size=15, bold=True))
        if label:
            body.append(_text(x + cell / 2, y + cell / 2 + 12, label, cell - 10, size=13))
        body.append("</g>")
        rabbit = rabbits.get(space["space"])
        if rabbit:
            cx, cy = x + cell / 2, top + 20
            reward = effect_label(rabbit["bonus"]) if "bonus" in rabbit else "no bonus"
            tip = _tooltip(rabbit, f"Cookie rabbit {rabbit['order']}: {reward}")
            body.append(f'<g class="rs-rabbit">{tip}')
            body.append(
                f'<circle cx="{cx}" cy="{cy}" r="16" fill="#f7f0e6" stroke="#8a5a2b" stroke-width="1.5"'
                f"{_dash(bool(rabbit.get('provisional')))}/>"
            )
            body.append(_text(cx, cy + 4.5, f"R{rabbit['order']}", 28, size=12, fill="#8a5a2b", bold=True))
            if "bonus" in rabbit:
                body.append(_text(cx, cy + 34, reward, cell + gap - 4, size=11.5, fill="#8a5a2b", bold=True, lines=1))
            body.append(
                f'<line x1="{cx}" y1="{top + band - 10}" x2="{cx}" y2="{y}" stroke="#8a5a2b" stroke-width="1"/></g>'
            )
    svg = _svg(pad * 2 + per_row * cell + (per_row - 1) * gap, pad * 2 + 2 * (band + cell) + 26, body, "The food track")
    caption = (
        "Food track, spaces 0 to 15, with the cookie rabbits (R1 to R9) above the space from which each may "
        "be taken and the bonus printed under it. Dashed outlines are provisional."
    )
    return _figure(svg, caption, any(i.get("provisional") for i in data["items"]))


def _rate_label(rates: list[dict[str, Any]], step: int) -> str:
    current = None
    for rate in rates:
        if rate["from_steps"] <= step:
            current = rate
    if current is None or current["vp"] == 0:
        return "no VP"
    if current["per"] == 1:
        return f"{current['vp']} VP each"
    return f"{current['vp']} VP per {current['per']}"


def prosperity_tracks_svg(data: dict[str, Any]) -> str:
    tracks = sorted(data["items"], key=lambda t: t["position"])
    label_w, cell, gap, pad, row_h = 150.0, 84.0, 6.0, 12.0, 76.0
    longest = max(t["length"] for t in tracks)
    body: list[str] = []
    for n, track in enumerate(tracks):
        y = pad + n * (row_h + 10)
        colour = {"orange": ORANGE, "green": GREEN, "grey": GREY}.get(track["colour"], GREY)
        provisional_fields = track.get("provisional_fields", {})
        element = track["element"].get("count", json.dumps(track["element"])).replace("_", " ")
        tip = _tooltip(track, f"Prosperity track {track['position']} ({track['colour']}): {element}")
        body.append(f"<g>{tip}")
        body.append(f'<rect x="{pad}" y="{y}" width="{label_w - 8}" height="{row_h}" rx="6" fill="{colour}"/>')
        middle = pad + (label_w - 8) / 2
        title = f"{track['position']}. {track['colour']}"
        body.append(_text(middle, y + 26, title, label_w - 20, size=14, fill="#fff", bold=True, lines=1))
        body.append(_text(middle, y + 50, element, label_w - 20, size=12.5, fill="#fff", lines=2))
        body.append("</g>")
        bonuses = {b["steps"]: effect_label(b["effect"]) for b in track.get("bonus_spaces", [])}
        for step in range(track["length"] + 1):
            x = pad + label_w + step * (cell + gap)
            last = step == track["length"]
            bonus = effect_label(track["rightmost_bonus"]) if last and "rightmost_bonus" in track else bonuses.get(step)
            field = "rightmost_bonus" if last else "bonus_spaces"
            dashed = (
                (bool(bonus) and field in provisional_fields)
                or "rates" in provisional_fields
                or (last and "length" in provisional_fields)
            )
            rate = _rate_label(track.get("rates", []), step)
            title = f"Step {step}: {rate}" + (f"; bonus {bonus}" if bonus else "")
            body.append(f"<g><title>{esc(title)}</title>")
            body.append(
                f'<rect x="{x}" y="{y}" width="{cell}" height="{row_h}" rx="5" fill="#fff" '
                f'stroke="{colour}" stroke-width="{3 if last else 1.5}"{_dash(dashed)}/>'
            )
            body.append(_text(x + 11, y + 16, str(step), 16, size=12, fill=GREY, bold=True))
            if bonus:
                shown = ("\u2605 " if last else "") + bonus
                body.append(_text(x + cell / 2, y + 36, shown, cell - 10, size=11.5, bold=True, lines=3))
            body.append(_text(x + cell / 2, y + row_h - 8, rate, cell - 8, size=11, fill=GREY, lines=1))
            body.append("</g>")
    width = pad * 2 + label_w + (longest + 1) * (cell + gap)
    svg = _svg(width, pad * 2 + len(tracks) * (row_h + 10), body, "The prosperity tracks")
    caption = (
        "Prosperity tracks, top to bottom: the element each scores, the bonus on its spaces (\u2605: first to "
        "reach the rightmost space) and the VP rate for a marker on each step. Dashed cells hold "
        "provisional values."
    )
    return _figure(svg, caption, any(t.get("provisional_fields") or t.get("provisional") for t in tracks))


# --- Map boards ----------------------------------------------------------------------------------


def _hex_center(q: int, r: int) -> tuple[float, float]:
    return HEX_SIZE * math.sqrt(3) * (q + r / 2), HEX_SIZE * 1.5 * r


def _hex_points(cx: float, cy: float, size: float = HEX_SIZE) -> str:
    angles = (math.radians(60 * k - 30) for k in range(6))
    return " ".join(f"{cx + size * math.cos(a):.1f},{cy + size * math.sin(a):.1f}" for a in angles)


def _star(cx: float, cy: float, outer: float = 11, inner: float = 4.5) -> str:
    points = []
    for k in range(10):
        radius = outer if k % 2 == 0 else inner
        angle = math.radians(36 * k - 90)
        points.append(f"{cx + radius * math.cos(angle):.1f},{cy + radius * math.sin(angle):.1f}")
    return f'<polygon points="{" ".join(points)}" fill="#fff" stroke="{INK}" stroke-width="1"/>'


def _key(text: str) -> tuple[int, int]:
    q, r = text.split(",")
    return int(q), int(r)


def _provisional_note(provisional: dict[str, str], field: str) -> str:
    return f"\nProvisional: {provisional[field]}" if field in provisional else ""


def _pill(cx: float, cy: float, label: str) -> list[str]:
    """A placement icon's label in a white pill that stays inside its hex (two lines when it must)."""
    box = HEX_SIZE * math.sqrt(3) * 0.78  # the pill's width: well inside the hex's flat-to-flat width
    rows, size = fit_lines(label, box - 8, 9.0, bold=True, max_lines=2)
    height = len(rows) * size * 1.1 + 5
    width = min(box, max(_width(row, size, True) for row in rows) + 10)
    return [
        f'<rect x="{cx - width / 2:.1f}" y="{cy - height / 2:.1f}" width="{width:.1f}" height="{height:.1f}" '
        f'rx="{min(8.0, height / 2):.1f}" fill="#fff" fill-opacity="0.92" stroke="{INK}" stroke-width="0.8"/>',
        _text(cx, cy + size * 0.36, label, box - 8, size=size, bold=True, lines=2),
    ]


def _hex_cell(h: dict[str, Any], provisional: dict[str, str]) -> list[str]:
    cx, cy = _hex_center(h["q"], h["r"])
    terrain = h["terrain"]
    bonus = effect_label(h["bonus"]) if "bonus" in h else ""
    title = f"Hex {h['q']},{h['r']}: {terrain}" + (f"; placement icon {bonus}" if bonus else "")
    body = [
        f"<g><title>{esc(title + _provisional_note(provisional, 'hexes'))}</title>",
        f'<polygon points="{_hex_points(cx, cy)}" fill="{TERRAIN_FILL.get(terrain, "#ddd")}" '
        'stroke="#fff" stroke-width="2"/>',
    ]
    if terrain == "capital":
        body.append(_star(cx, cy))
    elif terrain == "special":
        body.append(
            f'<polygon points="{cx},{cy - 10} {cx + 8},{cy} {cx},{cy + 10} {cx - 8},{cy}" '
            f'fill="#fff" stroke="{INK}" stroke-width="1"/>'
        )
    if bonus:
        body += _pill(cx, cy, bonus)
    return [*body, "</g>"]


def _extra_draw_area(area: dict[str, Any], provisional: dict[str, str]) -> list[str]:
    cx, cy = _hex_center(area["q"], area["r"])
    title = f"Extra draw area {area['id']}" + _provisional_note(provisional, "extra_draw_areas")
    return [
        f"<g><title>{esc(title)}</title>",
        f'<polygon points="{_hex_points(cx, cy, HEX_SIZE - 4)}" fill="#fff" stroke="{INK}" '
        'stroke-width="1.5" stroke-dasharray="4 3"/>',
        f'<rect x="{cx - 9}" y="{cy - 13}" width="18" height="26" rx="2" fill="#f4efe4" '
        f'stroke="{INK}" stroke-width="1"/>',
        _text(cx, cy + 4, "+1", 16, size=10, bold=True),
        "</g>",
    ]


def _port(port: dict[str, Any], provisional: dict[str, str]) -> list[str]:
    """A port: its pier drawn on the edge it names, and a marker on its hex."""
    a, b = (_key(k) for k in port["pier_edge"].split("|"))
    (ax, ay), (bx, by) = _hex_center(*a), _hex_center(*b)
    mx, my = (ax + bx) / 2, (ay + by) / 2
    length = math.hypot(bx - ax, by - ay) or 1.0
    px, py = -(by - ay) / length * HEX_SIZE / 2, (bx - ax) / length * HEX_SIZE / 2
    hx, hy = _hex_center(*_key(port["hex"]))
    title = f"{port['id']} at hex {port['hex']}" + _provisional_note(provisional, "ports")
    return [
        f"<g><title>{esc(title)}</title>",
        f'<line x1="{mx + px:.1f}" y1="{my + py:.1f}" x2="{mx - px:.1f}" y2="{my - py:.1f}" '
        'stroke="#6b4423" stroke-width="6" stroke-linecap="round"/>',
        f'<circle cx="{hx:.1f}" cy="{hy:.1f}" r="8" fill="#6b4423"/>',
        _text(hx, hy + 3.5, "P", 12, size=9, fill="#fff", bold=True),
        "</g>",
    ]


def map_board_svg(board: dict[str, Any]) -> str:
    centres = [_hex_center(h["q"], h["r"]) for h in board["hexes"]]
    centres += [_hex_center(a["q"], a["r"]) for a in board.get("extra_draw_areas", [])]
    margin = HEX_SIZE * 1.6
    min_x, max_x = min(x for x, _ in centres) - margin, max(x for x, _ in centres) + margin
    min_y, max_y = min(y for _, y in centres) - margin, max(y for _, y in centres) + margin
    provisional: dict[str, str] = board.get("provisional_fields", {})
    body: list[str] = [f'<g transform="translate({-min_x:.1f},{-min_y:.1f})">']
    for h in board["hexes"]:
        body += _hex_cell(h, provisional)
    for area in board.get("extra_draw_areas", []):
        body += _extra_draw_area(area, provisional)
    for port in board.get("ports", []):
        body += _port(port, provisional)
    if provisional:
        cx, cy = (min_x + max_x) / 2, (min_y + max_y) / 2
        body.append(
            f'<text x="{cx:.1f}" y="{cy:.1f}" text-anchor="middle" font-size="40" fill="{INK}" '
            f'fill-opacity="0.10" font-weight="bold" transform="rotate(-20 {cx:.1f} {cy:.1f})">'
            "PROVISIONAL</text>"
        )
    body.append("</g>")
    svg = _svg(max_x - min_x, max_y - min_y, body, f"Map board side {board['id']}")
    caption = f"Map board {board['id']} (side {board['side']})"
    if provisional:
        caption += ": the layout is a stand-in for the printed board"
    return _figure(svg, caption, bool(provisional), "map")


NEIGHBOURS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
"""The six axial steps from a hex to the hexes that share an edge with it (SL-9.1.4)."""


def adjacency_svg(board: dict[str, Any]) -> str:
    """Which hexes are adjacent, on a real board: a hex with all six neighbours on the board, its six numbered.

    The board is drawn faded so that the hex, its neighbours and one hex two steps away (crossed) stand out.
    """
    cells = {(h["q"], h["r"]): h for h in board["hexes"]}
    centre = next(k for k in cells if all((k[0] + dq, k[1] + dr) in cells for dq, dr in NEIGHBOURS))
    ring = [(centre[0] + dq, centre[1] + dr) for dq, dr in NEIGHBOURS]
    far = next(
        (k for k in cells if k not in ring and k != centre and abs(k[0] - centre[0]) + abs(k[1] - centre[1]) >= 2), None
    )
    centres = [_hex_center(*k) for k in cells]
    margin = HEX_SIZE * 1.2
    min_x, max_x = min(x for x, _ in centres) - margin, max(x for x, _ in centres) + margin
    min_y, max_y = min(y for _, y in centres) - margin, max(y for _, y in centres) + margin
    body = [f'<g transform="translate({-min_x:.1f},{-min_y:.1f})">']
    for key, h in cells.items():
        cx, cy = _hex_center(*key)
        faded = "" if key == centre or key in ring else ' fill-opacity="0.35"'
        body.append(
            f'<polygon points="{_hex_points(cx, cy)}" fill="{TERRAIN_FILL.get(h["terrain"], "#ddd")}"{faded} '
            'stroke="#fff" stroke-width="2"/>'
        )
    cx, cy = _hex_center(*centre)
    body.append(f'<polygon points="{_hex_points(cx, cy, HEX_SIZE - 3)}" fill="none" stroke="{INK}" stroke-width="4"/>')
    for n, key in enumerate(ring, 1):
        x, y = _hex_center(*key)
        body += [
            f'<polygon points="{_hex_points(x, y, HEX_SIZE - 3)}" fill="none" stroke="#e65100" stroke-width="3"/>',
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="11" fill="#fff" stroke="#e65100"/>',
            _text(x, y + 4, str(n), 20, size=12, bold=True),
        ]
    if far is not None:
        x, y = _hex_center(*far)
        body.append(
            f'<path d="M{x - 10:.1f},{y - 10:.1f} L{x + 10:.1f},{y + 10:.1f} M{x + 10:.1f},{y - 10:.1f} '
            f'L{x - 10:.1f},{y + 10:.1f}" stroke="{INK}" stroke-width="3"/>'
        )
    body.append("</g>")
    svg = _svg(max_x - min_x, max_y - min_y, body, f"Adjacent hexes on map board {board['id']}")
    caption = (
        f"Adjacency on map board {board['id']}: the outlined hex is adjacent to the six hexes numbered 1 to 6, "
        "each sharing one whole edge with it; the crossed hex is not, though it is near."
    )
    return _figure(svg, caption, False, "map")


def map_legend() -> str:
    swatches = " ".join(
        f'<span class="rs-swatch" style="background:{colour}"></span> {name}' for name, colour in TERRAIN_FILL.items()
    )
    return (
        f'<p class="rs-legend">{swatches}. White star: capital hex; white diamond: special terrain hex; '
        "labels in white pills: placement icons; dashed hex with a card: extra draw area; brown bar and P: "
        "port and its pier edge.</p>"
    )


def drawings() -> list[SiteDrawing]:
    """The drawings of the tracks and the map board sides, each with the chapter that is about it."""
    boards = _component("map_boards")["items"]
    return [
        # Before the boards: the components page keeps one drawing per file, the last (the boards themselves).
        SiteDrawing("map_boards", "which hexes are adjacent", adjacency_svg(boards[0]), (9,)),
        SiteDrawing(
            "map_boards", "map boards", " ".join([*(map_board_svg(b) for b in boards), map_legend()]), (9,), folded=True
        ),
        SiteDrawing("industry_track", "industry track", industry_track_svg(_component("industry_track")), (11,)),
        SiteDrawing("food_track", "food track", food_track_svg(_component("food_track")), (12,)),
        SiteDrawing(
            "prosperity_tracks", "prosperity tracks", prosperity_tracks_svg(_component("prosperity_tracks")), (13,)
        ),
    ]
