"""At the Gates of Loyang on the rules site: drawings of its components, made from spec/loyang/components/.

The generic site (docs/hooks) asks the plugin for these through
`GamePlugin.site_drawings`; this module makes them: the Shop, the Path of
Prosperity, the fields, the Storehouse and every Action card by kind. They read
the component data only. A value the data marks provisional (the item, or the
field named in its `provisional_fields`) is drawn with a dashed outline and
carries the reason in a tooltip, and each figure with such a value says so in
its caption, as Sweet Lands' drawings do (conformance/games/sweet_lands/site.py).
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from functools import cache
from typing import Any

from rulecore.registry import info

from .. import SiteDrawing
from . import english

GAME = "loyang"
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
INK = "#2b2b2b"
FAINT = "#7b8088"
PROVISIONAL = "#ef6c00"
COLOURS = {
    "wheat": "#e8c547",
    "pumpkin": "#e07b24",
    "turnip": "#efe6f5",
    "bean": "#7a4e2d",
    "cabbage": "#6aa84f",
    "leek": "#a9d18e",
}
KINDS = {
    "common_field": ("Common fields", "#e4efd6"),
    "market_stall": ("Market stalls", "#fbe6c8"),
    "casual_customer": ("Casual customers", "#f3dede"),
    "regular_customer": ("Regular customers", "#dde7f6"),
    "helper": ("Helpers", "#ece3f3"),
}
Item = dict[str, Any]


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


@cache
def _component(name: str) -> dict[str, Any]:
    path = info(GAME).spec_dir / "components" / f"{name}.json"
    return dict(json.loads(path.read_text(encoding="utf-8")))


def _items(name: str) -> list[Item]:
    return list(_component(name)["items"])


def provisional(item: Item, field: str | None = None) -> bool:
    """Whether the item, or one of its fields, rests on a provisional value."""
    if item.get("provisional"):
        return True
    fields = item.get("provisional_fields", {})
    return bool(fields) if field is None else field in fields


def _dash(dashed: bool) -> str:
    return f' stroke-dasharray="4 3" stroke="{PROVISIONAL}"' if dashed else ' stroke="#8c8373"'


def _tooltip(item: Item, summary: str) -> str:
    lines = [summary]
    if item.get("provisional"):
        lines.append(f"Provisional: {item.get('reason', '')}")
    for field, why in item.get("provisional_fields", {}).items():
        lines.append(f"Provisional {field}: {why}")
    if item.get("source"):
        lines.append(f"Source: {item['source']}")
    # A character reference, not a newline: the drawing must stay one line of HTML (SiteDrawing.html).
    return f"<title>{'&#10;'.join(esc(line) for line in lines)}</title>"


def _text(x: float, y: float, words: object, size: float = 11, *, bold: bool = False, fill: str = INK) -> str:
    weight = ' font-weight="bold"' if bold else ""
    where = f'x="{x:.1f}" y="{y:.1f}" text-anchor="middle"'
    return f'<text {where} font-size="{size:g}" fill="{fill}"{weight}>{esc(words)}</text>'


def _left(x: float, y: float, words: object, size: float = 11, *, bold: bool = False, fill: str = INK) -> str:
    weight = ' font-weight="bold"' if bold else ""
    return f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:g}" fill="{fill}"{weight}>{esc(words)}</text>'


def _disc(x: float, y: float, kind: str | None, r: float = 7, *, dashed: bool = False) -> str:
    fill = COLOURS.get(kind or "", "none")
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:g}" fill="{fill}"{_dash(dashed)}/>'


def _rect(x: float, y: float, w: float, h: float, fill: str, *, dashed: bool = False, rx: float = 6) -> str:
    return f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{rx:g}" fill="{fill}"{_dash(dashed)}/>'


def _svg(width: float, height: float, body: list[str], label: str) -> str:
    return (
        # data-search-exclude: the drawing's labels would only clutter the search index.
        f'<svg class="rs-svg" data-search-exclude viewBox="0 0 {width:.0f} {height:.0f}" role="img" '
        f'aria-label="{esc(label)}" xmlns="http://www.w3.org/2000/svg" font-family="{FONT}">' + "".join(body) + "</svg>"
    )


def _figure(svg: str, caption: str, dashed: bool) -> str:
    mark = '<span class="rs-badge rs-provisional">provisional</span> ' if dashed else ""
    note = " Dashed orange outlines are provisional values; the component tables give the reason." if dashed else ""
    return f'<figure class="rs-picture rs-loyang">{svg}<figcaption>{mark}{esc(caption + note)}</figcaption></figure>'


# -- the Shop -------------------------------------------------------------------------------------------


def shop_svg(items: list[Item]) -> str:
    """Each vegetable's row of the Shop: its spaces (filled at setup), the dark buying and pale selling tag."""
    found: Item = next((s for s in _items("setup") if s["kind"] == "shop_stock"), {"vegetables": {}})
    stock: dict[str, int] = found["vegetables"]
    row_h, width = 38.0, 520.0
    body = [_left(16, 22, "vegetable", 11, bold=True), _left(120, 22, "spaces (filled at setup)", 11, bold=True)]
    body += [_text(390, 22, "buy", 11, bold=True), _text(460, 22, "sell", 11, bold=True)]
    for i, item in enumerate(items):
        y = 34 + i * row_h
        kind = item["vegetable"]
        summary = f"{kind}: {item['spaces']} spaces, buy {item['buy_price']}, sell {item['sell_price']}"
        body.append(f"<g>{_tooltip(item, summary)}")
        body.append(_rect(8, y, width - 16, row_h - 6, "#fffdf7", rx=4))
        body.append(_disc(26, y + 16, kind, 8) + _left(40, y + 20, kind, 12))
        for s in range(item["spaces"]):
            body.append(
                _disc(
                    130 + s * 22,
                    y + 16,
                    kind if s < stock.get(kind, 0) else None,
                    8,
                    dashed=provisional(item, "spaces"),
                )
            )
        body.append(_rect(368, y + 5, 44, 22, "#5b4a2f", dashed=provisional(item, "buy_price"), rx=4))
        body.append(_text(390, y + 21, item["buy_price"], 13, bold=True, fill="#fff"))
        body.append(_rect(438, y + 5, 44, 22, "#efe3c2", dashed=provisional(item, "sell_price"), rx=4))
        body.append(_text(460, y + 21, item["sell_price"], 13, bold=True))
        body.append("</g>")
    height = 34 + len(items) * row_h + 6
    svg = _svg(width, height, body, "The Shop: spaces, buying and selling prices")
    caption = "The Shop on each player's board: a row per vegetable, its spaces (filled at setup), the buying price "
    caption += "(dark tag) and the selling price (pale tag)."
    return _figure(svg, caption, any(provisional(i) for i in items))


# -- the Path of Prosperity -----------------------------------------------------------------------------


def path_svg(items: list[Item]) -> str:
    spaces = sorted((i for i in items if i.get("type") == "space"), key=lambda i: i["space"])
    stepping = next((i for i in items if i.get("type") == "stepping"), {})
    per_row, cell, gap = 11, 54.0, 6.0
    width = per_row * (cell + gap) + 20
    body: list[str] = []
    for n, item in enumerate(spaces):
        row, col = divmod(n, per_row)
        col = col if row % 2 == 0 else per_row - 1 - col  # the Path snakes upward like a board track
        x, y = 10 + col * (cell + gap), 10 + row * (cell + 24)
        title = f"Space {item['space']}: stepping onto it costs {item['step_cost']}"
        body.append(f"<g>{_tooltip(item, title)}")
        body.append(_rect(x, y, cell, cell, "#f8efd8" if item["space"] else "#e9dcc0", dashed=provisional(item)))
        body.append(_text(x + cell / 2, y + 24, item["space"], 18, bold=True))
        body.append(_text(x + cell / 2, y + 43, f"costs {item['step_cost']}", 10, fill=FAINT))
        body.append("</g>")
    rows = -(-len(spaces) // per_row)
    note_y = 10 + rows * (cell + 24) + 4
    first = stepping.get("first_step_cost", 1)
    body.append(f"<g>{_tooltip(stepping, 'Stepping')}" if stepping else "<g>")
    body.append(_left(12, note_y, f"The first step of a round costs {first} Cash wherever the marker stands;", 12))
    body.append(_left(12, note_y + 16, "each further step costs the number of the space stepped onto.", 12))
    body.append("</g>")
    svg = _svg(width, note_y + 28, body, "The Path of Prosperity")
    caption = "The Path of Prosperity: each space with the Cash it costs to step onto it (section 9.4)."
    return _figure(svg, caption, any(provisional(i) for i in items))


# -- the fields -----------------------------------------------------------------------------------------


def _field(x: float, y: float, item: Item) -> tuple[list[str], float, float]:
    cols = 3
    size = int(item["size"])
    rows = -(-size // cols)
    w, h = cols * 22 + 20, rows * 22 + 62
    home = item["type"] == "home_field"
    label = "Home field" if home else f"set {item.get('set', '?')}, {size} spaces"
    title = f"{item['id']}: {size} spaces for {', '.join(item['allowed'])}"
    body = [
        f"<g>{_tooltip(item, title)}",
        _rect(x, y, w, h, "#efe2c4" if home else "#e9efd9", dashed=provisional(item, "size")),
    ]
    body.append(_text(x + w / 2, y + 16, label, 10, bold=True))
    for i in range(size):
        body.append(_disc(x + 21 + (i % cols) * 22, y + 34 + (i // cols) * 22, None, 8))
    allowed_dashed = provisional(item, "allowed")
    for i, kind in enumerate(item["allowed"]):
        body.append(_disc(x + 12 + i * 16, y + h - 14, kind, 6, dashed=allowed_dashed))
    body.append("</g>")
    return body, w, h


def fields_svg(items: list[Item]) -> str:
    x, y, tallest, width = 10.0, 10.0, 0.0, 520.0
    body: list[str] = []
    for item in items:
        part, w, h = _field(x, y, item)
        if x + w > width - 10:
            x, y, tallest = 10.0, y + tallest + 12, 0.0
            part, w, h = _field(x, y, item)
        body += part
        x += w + 12
        tallest = max(tallest, h)
    svg = _svg(width, y + tallest + 10, body, "The Home field and the Private fields")
    caption = "The Home field and each player's eight Private fields (two sets of four): the spaces, and the "
    caption += "vegetables each may be sown with (the small discs)."
    return _figure(svg, caption, any(provisional(i) for i in items))


# -- the Storehouse -------------------------------------------------------------------------------------


def storehouse_svg(items: list[Item]) -> str:
    sides = [i for i in items if i.get("type") == "storehouse_side"]
    upgrade = next((i for i in items if i.get("type") == "upgrade"), {})
    body: list[str] = []
    for n, side in enumerate(sides):
        x = 10 + n * 230
        summary = f"{side['side']} side: room for {side['capacity']}"
        body.append(f"<g>{_tooltip(side, summary)}")
        body.append(_rect(x, 10, 210, 70, "#f6efe1" if n == 0 else "#eef1f6", dashed=provisional(side)))
        body.append(
            _text(x + 105, 30, "Storehouse" if side["side"] == "storehouse" else "upgraded side", 12, bold=True)
        )
        for s in range(side["capacity"]):
            body.append(_disc(x + 105 - (side["capacity"] - 1) * 11 + s * 22, 56, None, 8))
        body.append("</g>")
    if upgrade:
        body.append(f"<g>{_tooltip(upgrade, 'The upgrade')}")
        body.append(
            _left(12, 102, f"Turning it to the upgraded side costs {upgrade['price']} Cash, once, for good.", 12)
        )
        body.append("</g>")
    svg = _svg(480, 114, body, "The Storehouse, both sides")
    caption = "The Storehouse: the room on each side for vegetables kept from one turn to the next (section 9.3)."
    return _figure(svg, caption, any(provisional(i) for i in items))


# -- the Action cards -----------------------------------------------------------------------------------

CARD_W, CARD_H = 132.0, 104.0


def _goods(x: float, y: float, card: Item) -> list[str]:
    dashed = provisional(card, "goods")
    out = []
    for i, good in enumerate(card["goods"]):
        gy = y + 34 + i * 19
        out.append(_disc(x + 16, gy, good["vegetable"], 7, dashed=dashed))
        out.append(_left(x + 28, gy + 4, f"{good['vegetable']}: {good['bowls']} bowl{'s' * (good['bowls'] != 1)}", 10))
    return out


def _order(x: float, y: float, card: Item) -> list[str]:
    out = [
        _disc(x + 18 + i * 20, y + 40, kind, 8, dashed=provisional(card, "order"))
        for i, kind in enumerate(card["order"])
    ]
    out.append(_left(x + 10, y + 72, f"pays {card['price']} Cash", 11, bold=True))
    return out


def _regular(x: float, y: float, card: Item) -> list[str]:
    out = []
    for i, price in enumerate(reversed(card["prices"])):
        ry = y + 34 + i * 16
        out += [
            _disc(x + 16 + j * 15, ry, kind, 6, dashed=provisional(card, "pair")) for j, kind in enumerate(card["pair"])
        ]
        out.append(_left(x + 50, ry + 4, f"{price} Cash", 10))
    if card.get("blue_dot"):
        dash = _dash(provisional(card, "blue_dot"))
        where = f'cx="{x + CARD_W - 14:.1f}" cy="{y + 14:.1f}"'
        out.append(f'<circle {where} r="5" fill="#2f6fce"{dash}><title>blue dot</title></circle>')
    return out


def _common(x: float, y: float, card: Item) -> list[str]:
    out = [_disc(x + 16 + i * 17, y + 38, None, 7, dashed=provisional(card, "size")) for i in range(card["size"])]
    out += [
        _disc(x + 14 + i * 14, y + 64, kind, 5, dashed=provisional(card, "allowed"))
        for i, kind in enumerate(card["allowed"])
    ]
    out.append(_left(x + 10, y + 90, f"costs {card['cost']} Cash", 10))
    return out


def _helper(x: float, y: float, card: Item) -> list[str]:
    words = str(card.get("name", card["id"]))
    out = [_text(x + CARD_W / 2, y + 48, words, 11, bold=True)]
    timing = ", ".join(english.timing(t) for t in card.get("timing", []))
    out.append(_text(x + CARD_W / 2, y + 68, f"when: {timing}" if timing else "", 9, fill=FAINT))
    if card.get("lantern"):
        out.append(_text(x + CARD_W / 2, y + 86, "lantern", 9, fill=FAINT))
    return out


FACES: dict[str, Callable[[float, float, Item], list[str]]] = {
    "common_field": _common,
    "market_stall": _goods,
    "casual_customer": _order,
    "regular_customer": _regular,
    "helper": _helper,
}


def _card(x: float, y: float, card: Item) -> list[str]:
    kind = card.get("kind", "helper")
    _, fill = KINDS.get(kind, ("", "#fff"))
    summary = f"{card['id']} ({kind.replace('_', ' ')})"
    body = [f"<g>{_tooltip(card, summary)}", _rect(x, y, CARD_W, CARD_H, fill, dashed=provisional(card))]
    body.append(_left(x + 8, y + 16, card["id"], 9, bold=True))
    body += FACES.get(kind, _helper)(x, y, card)
    body.append("</g>")
    return body


def cards_svg(cards: list[Item], kind: str) -> str:
    title, _ = KINDS[kind]
    per_row, gap = 5, 10.0
    width = per_row * (CARD_W + gap) + 10
    body: list[str] = []
    for n, card in enumerate(cards):
        row, col = divmod(n, per_row)
        body += _card(10 + col * (CARD_W + gap), 10 + row * (CARD_H + gap), card)
    rows = -(-len(cards) // per_row)
    svg = _svg(width, 10 + rows * (CARD_H + gap), body, f"The Action cards: {title}")
    return _figure(svg, f"{title} ({len(cards)} cards).", any(provisional(c) for c in cards))


def action_cards_html(items: list[Item]) -> str:
    by_kind: dict[str, list[Item]] = {k: [] for k in KINDS}
    for card in items:
        by_kind.setdefault(card.get("kind", "helper"), []).append(card)
    return " ".join(cards_svg(cards, kind) for kind, cards in by_kind.items() if cards and kind in KINDS)


def drawings() -> list[SiteDrawing]:
    """The drawings of the Shop, the Path, the fields, the Storehouse and the Action cards, each with its chapters."""
    return [
        SiteDrawing("shop", "the Shop", shop_svg(_items("shop")), (8,)),
        SiteDrawing("path", "the Path of Prosperity", path_svg(_items("path")), (9,)),
        SiteDrawing("fields", "the fields", fields_svg(_items("fields")), (3, 5)),
        SiteDrawing("storehouse", "the Storehouse", storehouse_svg(_items("storehouse")), (9,)),
        SiteDrawing("action_cards", "the Action cards", action_cards_html(_items("action_cards")), (8,), folded=True),
    ]
