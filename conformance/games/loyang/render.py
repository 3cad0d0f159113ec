"""Draw one Loyang player's area from a game state as SVG (`conformance render`).

The drawing reads only the state JSON (schemas/loyang/state.schema.json) and the
component tables it uses (the state's own, else spec/loyang/components/), never
an engine, so it shows the state of any engine under test: the Path of
Prosperity with the Scoring marker, the Shop with its stock and free spaces and
both price tags, Cash and Loans, the fields with their vegetables, the Cart and
the Storehouse (the side face up, its room), the Field pile and hand by their
sizes, and the play area row by row. A stack shows its top card and how many lie
under it; a customer shows its wants, a Regular customer its delivered rows and
the colour of its Satisfaction marker.
"""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import escape

from .builder import HOME, VEGETABLES
from .fuzzing import component_table

State = dict[str, Any]

COLOURS = {
    "wheat": "#e8c547",
    "pumpkin": "#e07b24",
    "turnip": "#efe6f5",
    "bean": "#7a4e2d",
    "cabbage": "#6aa84f",
    "leek": "#a9d18e",
}
MARKERS = {"blue": "#2f6fce", "red": "#d2352b"}
KIND_TITLES = {
    "common_field": "Common fields",
    "market_stall": "Market stalls",
    "casual_customer": "Casual customers",
    "regular_customer": "Regular customers",
    "helper": "Helpers",
}
KIND_FILLS = {
    "common_field": "#e4efd6",
    "market_stall": "#fbe6c8",
    "casual_customer": "#f3dede",
    "regular_customer": "#dde7f6",
    "helper": "#ece3f3",
}
WIDTH = 980
PAD = 16
INK = "#2b2b2b"
FAINT = "#8a8a8a"
PAPER = "#fbf8ef"
CARD_W, CARD_H = 150, 96
DISC = 7
ROW_PIECES = 16
"""The most discs a row (a Shop row, the Cart, the Storehouse) draws; more are written as a number."""
FIELD_PIECES = 12
"""The most spaces a field draws as discs; a larger one (a state may hold a million vegetables in a field)
is drawn as one disc and its count, so that a drawing stays a few kilobytes whatever the state."""


def _text(
    x: float, y: float, words: str, size: int = 13, *, weight: str = "normal", fill: str = INK, anchor: str = "start"
) -> str:
    return (
        f'<text x="{x:.0f}" y="{y:.0f}" font-family="sans-serif" font-size="{size}" font-weight="{weight}" '
        f'fill="{fill}" text-anchor="{anchor}">{escape(words)}</text>'
    )


def _disc(x: float, y: float, kind: str | None, r: float = DISC) -> str:
    """A vegetable (filled, titled by its kind) or an empty space (kind None)."""
    if kind is None:
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="none" stroke="#b9b1a0" stroke-dasharray="2 2"/>'
    return (
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{COLOURS.get(kind, "#ccc")}" stroke="#4a4a4a">'
        f"<title>{escape(kind)}</title></circle>"
    )


def _row(x: float, y: float, kinds: list[str | None], step: float = 2 * DISC + 3, r: float = DISC) -> str:
    return "".join(_disc(x + r + i * step, y, k, r) for i, k in enumerate(kinds))


def _flat(mix: dict[str, int], limit: int = ROW_PIECES) -> list[str | None]:
    """The vegetables of `mix` one by one, in the game's order, at most `limit` of them."""
    out: list[str | None] = []
    for kind in VEGETABLES:
        out += [kind] * min(mix.get(kind, 0), limit - len(out))
    return out


def _counts(mix: dict[str, int]) -> str:
    """`3 wheat, 1 bean`: a mix too large to draw, written out."""
    return ", ".join(f"{mix[k]} {k}" for k in VEGETABLES if mix.get(k)) or "none"


def _box(x: float, y: float, w: float, h: float, fill: str = "#fffdf7", *, stroke: str = "#9c917a", r: int = 6) -> str:
    return f'<rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="{r}" fill="{fill}" stroke="{stroke}"/>'


class _Drawing:
    """One player's area: each part drawn below the one before, `y` the next free line."""

    def __init__(self, state: State, seat: int) -> None:
        self.state = state
        self.player: dict[str, Any] = state["players"][seat]
        self.seat = seat
        self.parts: list[str] = []
        self.y = PAD
        self.cards = {c["id"]: c for c in component_table(state, "action_cards")}
        self.fields = {f["id"]: f for f in component_table(state, "fields")}
        self.shop = {s["vegetable"]: s for s in component_table(state, "shop")}
        self.path = sorted(
            (p for p in component_table(state, "path") if p.get("type") == "space"), key=lambda p: p["space"]
        )
        self.store = {s["id"]: s for s in component_table(state, "storehouse")}

    def add(self, *parts: str) -> None:
        self.parts.extend(parts)

    # -- the header: who, when, Cash and Loans -------------------------------------------------------------

    def header(self) -> None:
        p, s = self.player, self.state
        pending = s.get("pending") or {}
        now = f"round {s['round']}, {s['phase'].replace('_', ' ')} phase"
        if pending:
            now += f"; waiting for player {pending.get('player')} ({pending.get('kind', '').replace('_', ' ')})"
        tokens = [
            t
            for t, who in (("Starting player", s.get("starting_player")), ("Second player", s.get("second_player")))
            if who == self.seat
        ]
        if s.get("partner") == self.seat:
            tokens.append("Starting player's partner")
        self.add(_text(PAD, self.y + 18, f"Player {self.seat}", 20, weight="bold"))
        self.add(_text(PAD + 110, self.y + 18, now + (f" — {', '.join(tokens)}" if tokens else ""), 13, fill=FAINT))
        y = self.y + 34
        self.add(_box(PAD, y, 150, 44, "#fff6d6"))
        self.add(f'<circle cx="{PAD + 22}" cy="{y + 22}" r="13" fill="#e9b931" stroke="#8a6a12"/>')
        self.add(_text(PAD + 22, y + 27, "¥", 14, weight="bold", anchor="middle"))
        self.add(_text(PAD + 44, y + 28, f"{p['cash']} Cash", 16, weight="bold"))
        self.add(_box(PAD + 162, y, 150, 44, "#f4e9e9"))
        for i in range(min(p["loans"], 6)):
            self.add(_box(PAD + 172 + i * 5, y + 8 + i * 2, 22, 26, "#f8f8f8", stroke="#a44"))
        self.add(_text(PAD + 212, y + 28, f"{p['loans']} Loan{'s' * (p['loans'] != 1)}", 16, weight="bold"))
        hand = len(p["hand"])
        self.add(_box(PAD + 324, y, 170, 44))
        self.add(_text(PAD + 334, y + 19, f"Hand: {hand} card{'s' * (hand != 1)}", 13))
        pile = len(p["field_pile"])
        self.add(_text(PAD + 334, y + 36, f"Field pile: {pile} face down", 13, fill=FAINT))
        if p["two_pack_bought"]:
            self.add(_box(PAD + 506, y, 214, 44, "#eef4e8"))
            self.add(_text(PAD + 516, y + 27, "Two-pack bought this phase", 13))
        self.y = y + 60

    # -- the Path of Prosperity ----------------------------------------------------------------------------

    def path_track(self) -> None:
        p = self.player
        self.add(_text(PAD, self.y + 12, "Path of Prosperity", 14, weight="bold"))
        note = "first step taken this round" if p["first_step_taken"] else "first step of the round costs 1"
        self.add(_text(PAD + 150, self.y + 12, f"marker on space {p['path']}; {note}", 12, fill=FAINT))
        y = self.y + 22
        n = max(len(self.path), 1)
        w = min(42.0, (WIDTH - 2 * PAD) / n)
        for i, space in enumerate(self.path):
            x = PAD + i * w
            here = space["space"] == p["path"]
            fill = "#f3d27a" if here else ("#efe7d2" if space["space"] < p["path"] else "#fffdf7")
            self.add(_box(x, y, w - 3, 34, fill, r=3))
            self.add(_text(x + (w - 3) / 2, y + 14, str(space["space"]), 11, weight="bold", anchor="middle"))
            self.add(_text(x + (w - 3) / 2, y + 28, f"¥{space['step_cost']}", 9, anchor="middle"))
            if here:
                cx = x + (w - 3) / 2
                self.add(
                    f'<path d="M{cx - 8:.1f} {y + 48} L{cx + 8:.1f} {y + 48} L{cx:.1f} {y + 36} Z" fill="#333">'
                    f"<title>Scoring marker</title></path>"
                )
        self.y = y + 60

    # -- the Shop, the Cart and the Storehouse ------------------------------------------------------------

    def shop_and_stores(self) -> None:
        p = self.player
        top = self.y
        self.add(_text(PAD, top + 12, "Shop", 14, weight="bold"))
        self.add(_text(PAD + 44, top + 12, "stock, free spaces; buy / sell price", 12, fill=FAINT))
        y = top + 22
        for kind in VEGETABLES:
            row = self.shop.get(kind)
            if row is None:
                continue
            held = p["shop"].get(kind, 0)
            spaces = max(row["spaces"], held)
            self.add(_text(PAD, y + 14, kind, 12))
            if spaces <= 3:
                self.add(_row(PAD + 64, y + 10, [kind] * held + [None] * (spaces - held)))
            else:  # more than the Shop's three spaces: a count
                self.add(_disc(PAD + 64 + DISC, y + 10, kind if held else None))
                self.add(_text(PAD + 64 + 2 * DISC + 6, y + 14, f"{held} of {spaces}", 11))
            self.add(_text(PAD + 64 + 3 * (2 * DISC + 3) + 10, y + 14, f"{row['buy_price']} / {row['sell_price']}", 12))
            y += 22
        shop_bottom = y
        x = PAD + 300
        upgraded = p["storehouse_upgraded"]
        room = self.store.get("storehouse_upgraded" if upgraded else "storehouse_basic", {}).get("capacity", 0)
        cart = _flat(p["cart"])
        in_cart = sum(p["cart"].values())
        self.add(_text(x, top + 12, "Cart", 14, weight="bold"))
        self.add(_box(x, top + 22, 300, 40, "#f6efe1"))
        if in_cart > ROW_PIECES:
            self.add(_row(x + 8, top + 42, [k for k in VEGETABLES if p["cart"].get(k)]))
            self.add(_text(x + 8 + 6 * 17, top + 46, _counts(p["cart"]), 11))
        elif cart:
            self.add(_row(x + 8, top + 42, cart))
        else:
            self.add(_text(x + 10, top + 46, "empty", 12, fill=FAINT))
        side = "upgraded" if upgraded else "not upgraded"
        self.add(_text(x, top + 84, "Storehouse", 14, weight="bold"))
        self.add(_text(x + 96, top + 84, f"{side}: room for {room}", 12, fill=FAINT))
        self.add(_box(x, top + 94, 300, 40, "#eef1f6" if upgraded else "#f6efe1"))
        stored = _flat(p["storehouse"])
        if max(room, sum(p["storehouse"].values())) > ROW_PIECES:
            self.add(_row(x + 8, top + 114, [k for k in VEGETABLES if p["storehouse"].get(k)]))
            self.add(_text(x + 8 + 6 * 17, top + 118, _counts(p["storehouse"]), 11))
        else:
            self.add(_row(x + 8, top + 114, [*stored, *([None] * max(room - len(stored), 0))]))
        self.y = max(shop_bottom, top + 140) + 14

    # -- the fields -----------------------------------------------------------------------------------------

    def field_row(self) -> None:
        self.add(_text(PAD, self.y + 12, "Fields", 14, weight="bold"))
        x, y = PAD, self.y + 22
        tallest = 0
        for row in self.player["fields"]:
            item = self.fields.get(row["field"], {"size": row["count"], "allowed": []})
            size = max(int(item["size"]), row["count"])
            drawn = size <= FIELD_PIECES
            cols = 3
            rows = -(-size // cols) if drawn else 2
            w, h = cols * 20 + 16, rows * 20 + 40
            if x + w > WIDTH - PAD:
                x, y = PAD, y + tallest + 10
                tallest = 0
            home = row["field"] == HOME
            self.add(_box(x, y, w, h, "#efe2c4" if home else "#e9efd9"))
            name = "Home field" if home else row["field"]
            self.add(_text(x + 6, y + 14, name, 10, weight="bold"))
            if drawn:
                sown = [row["vegetable"]] * row["count"] + [None] * (size - row["count"])
                for i, kind in enumerate(sown):
                    self.add(_disc(x + 18 + (i % cols) * 20, y + 28 + (i // cols) * 20, kind))
            else:
                self.add(_disc(x + 18, y + 28, row["vegetable"] if row["count"] else None))
                self.add(_text(x + 30, y + 32, f"{row['count']}", 10, weight="bold"))
                self.add(_text(x + 6, y + 50, f"of {size}", 10, fill=FAINT))
            self.add(_row(x + 6, y + h - 8, list(item.get("allowed", [])), 10, 4))
            x += w + 10
            tallest = max(tallest, h)
        self.y = y + tallest + 16

    # -- the play area ------------------------------------------------------------------------------------

    def play_area(self) -> None:
        self.add(_text(PAD, self.y + 12, "Play area", 14, weight="bold"))
        self.y += 24
        left = PAD + 150
        area = self.player["play_area"]
        for kind in [*KIND_TITLES, *sorted(set(area) - set(KIND_TITLES))]:
            row = area.get(kind, [])
            self.add(_text(PAD, self.y + 14, KIND_TITLES.get(kind, kind), 12, weight="bold"))
            if not row:
                self.add(_text(left, self.y + 14, "none", 12, fill=FAINT))
                self.y += 26
                continue
            x, y = left, self.y
            for entry in row:
                if x + CARD_W > WIDTH - PAD:
                    x, y = left, y + CARD_H + 10
                self._card(x, y, kind, entry)
                x += CARD_W + 14
            self.y = y + CARD_H + 14

    def _card(self, x: float, y: float, kind: str, entry: dict[str, Any]) -> None:
        item = self.cards.get(entry["card"], {})
        under = 1 if entry.get("covers") else 0
        if under:
            self.add(_box(x + 5, y + 5, CARD_W, CARD_H, "#e6e0d2"))
        self.add(_box(x, y, CARD_W, CARD_H, KIND_FILLS.get(kind, "#fff")))
        self.add(_text(x + 6, y + 15, entry["card"], 11, weight="bold"))
        if under:
            self.add(_box(x + CARD_W - 58, y + CARD_H - 18, 54, 15, "#fffdf7", r=7))
            self.add(_text(x + CARD_W - 31, y + CARD_H - 7, f"{under} under", 9, anchor="middle"))
            self.add(f"<title>covers {escape(entry['covers'])}</title>")
        if kind == "market_stall":
            goods = entry.get("goods", {})
            for i, g in enumerate(item.get("goods", [])):
                gy = y + 32 + i * 19
                self.add(_disc(x + 14, gy, g["vegetable"] if goods.get(g["vegetable"]) else None))
                self.add(_text(x + 26, gy + 4, f"{g['vegetable']} for {g['bowls']} bowl{'s' * (g['bowls'] != 1)}", 10))
        elif kind == "common_field":
            size = int(item.get("size", entry.get("count", 0)))
            sown = [entry.get("vegetable")] * entry.get("count", 0) + [None] * (size - entry.get("count", 0))
            self.add(_row(x + 6, y + 34, sown[:8]))
            self.add(_text(x + 6, y + 62, ", ".join(item.get("allowed", [])), 9, fill=FAINT))
            self.add(_text(x + 6, y + 78, f"cost {item.get('cost', '?')}", 10))
        elif kind == "casual_customer":
            self.add(_row(x + 6, y + 34, list(item.get("order", []))))
            self.add(_text(x + 6, y + 62, f"pays {item.get('price', '?')} Cash, ±2", 10))
        elif kind == "regular_customer":
            self._regular(x, y, entry, item)
        else:
            self.add(_text(x + 6, y + 34, str(item.get("name", "Helper")), 11))

    def _regular(self, x: float, y: float, entry: dict[str, Any], item: dict[str, Any]) -> None:
        pair = list(item.get("pair", []))
        prices = list(item.get("prices", []))
        marker = entry.get("marker", "blue")
        self.add(
            f'<circle cx="{x + CARD_W - 14}" cy="{y + 13}" r="8" fill="{MARKERS.get(marker, "#999")}" stroke="#222">'
            f"<title>Satisfaction marker: {escape(marker)}</title></circle>"
        )
        due = entry.get("due_from", 1)
        last = entry.get("last_delivery")
        note = f"due from round {due}" + (f" · last {last}" if last else "")
        self.add(_text(x + 6, y + 28, note, 9, fill=FAINT))
        # Four rows, filled from the bottom (LY-8.7.2): a delivered row shows its two vegetables.
        for i in range(4):
            ry = y + CARD_H - 10 - i * 15
            done = i < entry.get("rows", 0)
            self.add(_row(x + 6, ry, [*pair] if done else [None, None], 13, 6))
            price = prices[i] if i < len(prices) else "?"
            words = f"¥{price}" + (" delivered" if done else "")
            self.add(_text(x + 38, ry + 4, words, 10, fill=INK if done else FAINT))

    def svg(self) -> str:
        height = self.y + PAD
        body = "".join(self.parts)
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height:.0f}" '
            f'viewBox="0 0 {WIDTH} {height:.0f}">'
            f"<title>At the Gates of Loyang: player {self.seat}'s area</title>"
            f'<rect width="{WIDTH}" height="{height:.0f}" fill="{PAPER}"/>{body}</svg>'
        )


def render_area(state: State, seat: int) -> str:
    """One player's area in `state`, as an SVG document."""
    drawing = _Drawing(state, seat)
    drawing.header()
    drawing.path_track()
    drawing.shop_and_stores()
    drawing.field_row()
    drawing.play_area()
    return drawing.svg()
