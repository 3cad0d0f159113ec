"""SVG drawings of the printed components, made from spec/sweet-lands/components/.

The drawings are about component data only: the tracks with their bonuses and
the map board sides with their terrain, capitals, icons, extra draw areas and
ports. Anything the data marks provisional is drawn with a dashed outline and
carries its reason in a tooltip, and each figure says so in its caption.
"""

from __future__ import annotations

import html
import json
import math
from pathlib import Path
from typing import Any

ORANGE = "#e8891c"
GREEN = "#3f9a47"
GREY = "#7b8088"
INK = "#2b2b2b"
TERRAIN_FILL = {
    "wheat": "#f3d26b",
    "forest": "#5f9e55",
    "mine": "#a3a3a3",
    "sea": "#7fb8e0",
    "capital": "#c9566b",
    "special": "#c58fd8",
}
HEX_SIZE = 30.0


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def effect_label(effect: Any) -> str:
    """A few words for an effect of the vocabulary, short enough to print in a track space."""
    if not isinstance(effect, dict) or not effect:
        return str(effect)
    parts = []
    for op, arg in effect.items():
        parts.append(_op_label(op, arg))
    return "; ".join(parts)


def _amounts(arg: dict[str, Any]) -> str:
    return ", ".join(f"{n} {kind}" for kind, n in arg.items())


def _op_label(op: str, arg: Any) -> str:
    simple = {"wonder": "wonder icon", "locomotive": "locomotive", "industry_bonus": "industry bonus"}
    if op in simple:
        return simple[op]
    if op == "gain" and isinstance(arg, dict):
        return "+" + _amounts(arg)
    if op == "income" and isinstance(arg, dict):
        return "income +" + _amounts(arg)
    if op == "pay" and isinstance(arg, dict):
        return "pay " + _amounts(arg)
    if op == "place" and isinstance(arg, dict):
        return f"{'up to ' if arg.get('up_to') else ''}{arg.get('count', 1)} {arg.get('what', '?')}"
    if op == "any_order" and isinstance(arg, list):
        whats = [a["place"]["what"] for a in arg if isinstance(a, dict) and "place" in a]
        if len(whats) == len(arg):
            return " + ".join(whats)
        return " + ".join(effect_label(a) for a in arg)
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


def _lines(text: str, width: int) -> list[str]:
    """Wrap a label into at most three lines of about `width` characters."""
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        lines.append(line)
    return lines[:3]


def _text(x: float, y: float, label: str, width: int, *, size: float = 10, fill: str = INK, weight: str = "") -> str:
    rows = _lines(label, width)
    bold = f' font-weight="{weight}"' if weight else ""
    top = y - (len(rows) - 1) * size * 0.55
    spans = "".join(
        f'<tspan x="{x:.1f}" y="{top + i * size * 1.1:.1f}">{esc(row)}</tspan>' for i, row in enumerate(rows)
    )
    return f'<text text-anchor="middle" font-size="{size}" fill="{fill}"{bold}>{spans}</text>'


def _svg(width: float, height: float, body: list[str], label: str) -> str:
    return (
        # data-search-exclude: the drawing's labels would only clutter the search index.
        f'<svg class="sl-svg" data-search-exclude viewBox="0 0 {width:.0f} {height:.0f}" role="img" '
        f'aria-label="{esc(label)}" '
        f'xmlns="http://www.w3.org/2000/svg" font-family="sans-serif">' + "".join(body) + "</svg>"
    )


def _figure(svg: str, caption: str, provisional: bool, kind: str = "track") -> str:
    mark = '<span class="sl-badge sl-provisional">provisional</span> ' if provisional else ""
    # One line: Markdown passes a single-line HTML block through untouched.
    return f'<figure class="sl-picture sl-{kind}">{svg}<figcaption>{mark}{esc(caption)}</figcaption></figure>'


def _tooltip(item: dict[str, Any], summary: str) -> str:
    why = item.get("reason") or "; ".join(f"{k}: {v}" for k, v in item.get("provisional_fields", {}).items())
    source = item.get("source")
    lines = [summary]
    if item.get("provisional"):
        lines.append(f"Provisional: {why}")
    elif why:
        lines.append(f"Provisional fields: {why}")
    if source:
        lines.append(f"Source: {source}")
    return f"<title>{esc(chr(10).join(lines))}</title>"


def _dash(provisional: bool) -> str:
    return ' stroke-dasharray="5 3"' if provisional else ""


def industry_track_svg(data: dict[str, Any]) -> str:
    spaces = [i for i in data["items"] if i.get("type") == "space"]
    # Five spaces to a line keeps the labels legible at page width; the printed board has two rows of ten.
    cell_w, cell_h, gap, pad, columns = 124.0, 104.0, 16.0, 12.0, 5
    body: list[str] = []
    for n, space in enumerate(spaces):
        line, column = divmod(n, columns)
        x = pad + column * (cell_w + gap)
        y = pad + line * (cell_h + 22)
        provisional = bool(space.get("provisional"))
        stroke_w = 3 if space.get("final") else 1.5
        orange = effect_label(space["orange"]) if "orange" in space else ""
        green = effect_label(space["green"]) if "green" in space else ""
        summary = f"Industry space {space['space']}: orange {orange or '-'}; green {green or '-'}"
        if "ip" in space:
            summary += f"; {space['ip']} industry points"
        body.append(f'<g class="sl-space">{_tooltip(space, summary)}')
        body.append(
            f'<rect x="{x}" y="{y}" width="{cell_w}" height="{cell_h}" rx="6" fill="#fffaf2" '
            f'stroke="{INK}" stroke-width="{stroke_w}"{_dash(provisional)}/>'
        )
        body.append(
            f'<rect x="{x + 3}" y="{y + 3}" width="{cell_w - 6}" height="34" rx="4" fill="{ORANGE}" '
            f'fill-opacity="{0.85 if orange else 0.15}"/>'
        )
        body.append(
            f'<rect x="{x + 3}" y="{y + cell_h - 37}" width="{cell_w - 6}" height="34" rx="4" '
            f'fill="{GREEN}" fill-opacity="{0.85 if green else 0.15}"/>'
        )
        if orange:
            body.append(_text(x + cell_w / 2, y + 24, orange, 15, size=12, fill="#fff", weight="bold"))
        if green:
            body.append(_text(x + cell_w / 2, y + cell_h - 16, green, 15, size=12, fill="#fff", weight="bold"))
        body.append(_text(x + cell_w / 2, y + cell_h / 2 + 5, str(space["space"]), 4, size=17, fill=INK, weight="bold"))
        if "ip" in space:
            body.append(f'<circle cx="{x + cell_w - 16}" cy="{y + cell_h / 2}" r="11" fill="{GREY}"/>')
            body.append(
                _text(x + cell_w - 16, y + cell_h / 2 + 4, f"{space['ip']}", 4, size=12, fill="#fff", weight="bold")
            )
            body.append(_text(x + cell_w - 36, y + cell_h / 2 + 4, "IP", 4, size=11, fill=GREY, weight="bold"))
        body.append("</g>")
        if "lab_after" in space:
            lx = x + cell_w + gap / 2
            body.append(
                f'<rect x="{lx - 3}" y="{y - 6}" width="6" height="{cell_h + 12}" fill="#5b3a8c">'
                f"<title>{esc(space['lab_after'])}: research lab blocks the way to the next space</title></rect>"
            )
    width = pad * 2 + columns * cell_w + (columns - 1) * gap
    lines = (len(spaces) + columns - 1) // columns
    height = pad * 2 + lines * cell_h + (lines - 1) * 22
    svg = _svg(width, height, body, "The industry track")
    provisional = any(s.get("provisional") or s.get("provisional_fields") for s in spaces)
    caption = (
        "Industry track: orange bonus (carriage) on top, green bonus (locomotive) below, industry points "
        "in the grey disc, purple bars are research labs. Dashed spaces are provisional."
    )
    return _figure(svg, caption, provisional)


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
        provisional = bool(space.get("provisional"))
        label = effect_label(space["bonus"]) if "bonus" in space else ""
        summary = f"Food space {space['space']}: {label or 'no bonus'}"
        body.append(f'<g class="sl-space">{_tooltip(space, summary)}')
        fill = "#fde9c8" if label else "#fff8ee"
        width = 3 if space.get("final") else 1.5
        body.append(
            f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" rx="6" fill="{fill}" stroke="{INK}" '
            f'stroke-width="{width}"{_dash(provisional)}/>'
        )
        body.append(_text(x + 14, y + 20, str(space["space"]), 3, size=15, fill=INK, weight="bold"))
        if label:
            body.append(_text(x + cell / 2, y + cell / 2 + 12, label, 11, size=13))
        body.append("</g>")
        rabbit = rabbits.get(space["space"])
        if rabbit:
            cx, cy = x + cell / 2, top + 20
            reward = effect_label(rabbit["bonus"]) if "bonus" in rabbit else "no bonus"
            tip = _tooltip(rabbit, f"Cookie rabbit {rabbit['order']}: {reward}")
            body.append(f'<g class="sl-rabbit">{tip}')
            body.append(
                f'<circle cx="{cx}" cy="{cy}" r="16" fill="#f7f0e6" stroke="#8a5a2b" stroke-width="1.5"'
                f"{_dash(bool(rabbit.get('provisional')))}/>"
            )
            body.append(_text(cx, cy + 4.5, f"R{rabbit['order']}", 4, size=12, fill="#8a5a2b", weight="bold"))
            if "bonus" in rabbit:
                body.append(_text(cx, cy + 34, reward, 16, size=11.5, fill="#8a5a2b", weight="bold"))
            body.append(
                f'<line x1="{cx}" y1="{top + band - 10}" x2="{cx}" y2="{y}" stroke="#8a5a2b" stroke-width="1"/></g>'
            )
    width = pad * 2 + per_row * cell + (per_row - 1) * gap
    height = pad * 2 + 2 * (band + cell) + 26
    svg = _svg(width, height, body, "The food track")
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
        body.append(
            _text(
                pad + (label_w - 8) / 2,
                y + 26,
                f"{track['position']}. {track['colour']}",
                18,
                size=14,
                fill="#fff",
                weight="bold",
            )
        )
        body.append(_text(pad + (label_w - 8) / 2, y + 50, element, 18, size=12.5, fill="#fff"))
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
            body.append(_text(x + 11, y + 16, str(step), 3, size=12, fill=GREY, weight="bold"))
            if bonus:
                body.append(
                    _text(x + cell / 2, y + 32, ("★ " if last else "") + bonus, 11, size=11.5, fill=INK, weight="bold")
                )
            body.append(_text(x + cell / 2, y + row_h - 9, rate, 14, size=11, fill=GREY))
            body.append("</g>")
    width = pad * 2 + label_w + (longest + 1) * (cell + gap)
    height = pad * 2 + len(tracks) * (row_h + 10)
    svg = _svg(width, height, body, "The prosperity tracks")
    caption = (
        "Prosperity tracks, top to bottom: the element each scores, the bonus on its spaces (★: first to "
        "reach the rightmost space) and the VP rate for a marker on each step. Dashed cells hold "
        "provisional values."
    )
    return _figure(svg, caption, any(t.get("provisional_fields") or t.get("provisional") for t in tracks))


def _hex_center(q: int, r: int) -> tuple[float, float]:
    return HEX_SIZE * math.sqrt(3) * (q + r / 2), HEX_SIZE * 1.5 * r


def _hex_points(cx: float, cy: float, size: float = HEX_SIZE) -> str:
    corners = []
    for k in range(6):
        angle = math.radians(60 * k - 30)
        corners.append(f"{cx + size * math.cos(angle):.1f},{cy + size * math.sin(angle):.1f}")
    return " ".join(corners)


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
        body.append(
            f'<rect x="{cx - 28}" y="{cy - 8}" width="56" height="16" rx="8" fill="#fff" '
            f'fill-opacity="0.9" stroke="{INK}" stroke-width="0.8"/>'
        )
        body.append(_text(cx, cy + 3.5, bonus, 14, size=8.5, fill=INK, weight="bold"))
    return [*body, "</g>"]


def _extra_draw_area(area: dict[str, Any], provisional: dict[str, str]) -> list[str]:
    cx, cy = _hex_center(area["q"], area["r"])
    title = f"Extra draw area {area['id']}" + _provisional_note(provisional, "extra_draw_areas")
    return [
        f"<g><title>{esc(title)}</title>",
        f'<polygon points="{_hex_points(cx, cy, HEX_SIZE - 4)}" fill="#fff" stroke="{INK}" '
        'stroke-width="1.5" stroke-dasharray="4 3"/>',
        f'<rect x="{cx - 8}" y="{cy - 11}" width="16" height="22" rx="2" fill="#f4efe4" '
        f'stroke="{INK}" stroke-width="1"/>',
        _text(cx, cy + 4, "+1", 3, size=9, fill=INK, weight="bold"),
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
        _text(hx, hy + 3.5, "P", 2, size=9, fill="#fff", weight="bold"),
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
            f'<text x="{cx:.1f}" y="{cy:.1f}" text-anchor="middle" font-size="34" fill="{INK}" '
            f'fill-opacity="0.12" font-weight="bold" transform="rotate(-20 {cx:.1f} {cy:.1f})">'
            "PROVISIONAL</text>"
        )
    body.append("</g>")
    svg = _svg(max_x - min_x, max_y - min_y, body, f"Map board side {board['id']}")
    caption = f"Map board {board['id']} (side {board['side']})"
    if provisional:
        caption += ": the layout is a stand-in for the printed board"
    return _figure(svg, caption, bool(provisional), "map")


def map_legend() -> str:
    swatches = " ".join(
        f'<span class="sl-swatch" style="background:{colour}"></span> {name}' for name, colour in TERRAIN_FILL.items()
    )
    return (
        f'<p class="sl-legend">{swatches}. White star: capital hex; white diamond: special terrain hex; '
        "labels in white pills: placement icons; dashed hex with a card: extra draw area; brown bar and P: "
        "port and its pier edge.</p>"
    )


def all_pictures(components_dir: Path) -> dict[str, str]:
    """HTML for each component file that has a drawing, keyed by the file's stem."""

    def read(name: str) -> dict[str, Any]:
        return dict(json.loads((components_dir / f"{name}.json").read_text(encoding="utf-8")))

    boards = read("map_boards")
    return {
        "industry_track": industry_track_svg(read("industry_track")),
        "food_track": food_track_svg(read("food_track")),
        "prosperity_tracks": prosperity_tracks_svg(read("prosperity_tracks")),
        "map_boards": "\n\n".join([*(map_board_svg(b) for b in boards["items"]), map_legend()]),
    }
