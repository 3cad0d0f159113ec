"""At the Gates of Loyang's quick reference: the round, the Card phase, the actions A to H, the end of a turn, the end.

The statements are the spec's own, picked by rule ID (conformance/games/quickref.py);
the tables are made from spec/loyang/components/ (the Shop's prices, the
Storehouse, the Path's step costs), so a changed price shows on the sheet.
"""

from __future__ import annotations

from typing import Any

from rulecore.registry import info

from ..quickref import Part, page
from . import english
from .english import expression
from .site import _items

GAME = "loyang"


def shop() -> tuple[str, ...]:
    """The Shop: each vegetable's buying and selling price and its spaces."""
    items = _items("shop")
    rows = ["| | " + " | ".join(i["vegetable"] for i in items) + " |", "|---" * (len(items) + 1) + "|"]
    rows.append("| buy for | " + " | ".join(str(i["buy_price"]) for i in items) + " |")
    rows.append("| sell for | " + " | ".join(str(i["sell_price"]) for i in items) + " |")
    rows.append("| Shop spaces | " + " | ".join(str(i["spaces"]) for i in items) + " |")
    return tuple(rows)


def storehouse() -> tuple[str, ...]:
    """What the Storehouse holds on each side, and what the upgrade costs."""
    items = {i["id"]: i for i in _items("storehouse")}
    upgrade = next(i for i in items.values() if i["type"] == "upgrade")
    sides = [i for i in items.values() if i["type"] == "storehouse_side"]
    held = ", ".join(f"{i['side']} side holds {i['capacity']}" for i in sides)
    return (f"Storehouse: {held}; the upgrade costs {upgrade['price']} Cash.",)


def path() -> tuple[str, ...]:
    """The Path of Prosperity: the cost of stepping onto each space after a turn's first step."""
    stepping = next(i for i in _items("path") if i["type"] == "stepping")
    spaces = [i for i in _items("path") if i["type"] == "space"]
    head = "| onto space | " + " | ".join(str(s["space"]) for s in spaces[1:11]) + " |"
    rows = [
        f"The first step of a turn costs {stepping['first_step_cost']} Cash; each further step costs:",
        "",
        head,
        "|---" * 11 + "|",
        "| Cash | " + " | ".join(str(s["step_cost"]) for s in spaces[1:11]) + " |",
        "",
        "| onto space | " + " | ".join(str(s["space"]) for s in spaces[11:]) + " |",
        "|---" * (len(spaces) - 10) + "|",
        "| Cash | " + " | ".join(str(s["step_cost"]) for s in spaces[11:]) + " |",
    ]
    return tuple(rows)


def helpers() -> tuple[str, ...]:
    """Each Helper once: its name, what it does (the one English rendering of its effect), and when and how often.

    A lantern marks a Helper that reaches other players (chapter 11).
    """
    seen: dict[str, dict[str, Any]] = {}
    counts: dict[str, int] = {}
    for card in _items("action_cards"):
        if "helper" in card:
            seen.setdefault(card["helper"], card)
            counts[card["helper"]] = counts.get(card["helper"], 0) + 1
    rows = ["| Helper | what it does |", "|---|---|"]
    for key, card in seen.items():
        timing = card.get("timing", [])
        notes = [f"{counts[key]} cards"] if counts[key] > 1 else []
        if isinstance(timing, list) and timing != ["action"]:
            notes.append(" and ".join(english.timing(str(t)) for t in timing))
        if card.get("lantern"):
            notes.append("lantern")
        invented = card.get("provisional") or "name" in card.get("provisional_fields", {})
        name = str(card["name"]).removesuffix(" (stand-in)").removesuffix(" (name not sourced)")
        name += "\u2020" if invented else ""
        said = f" ({', '.join(notes)})" if notes else ""
        rows.append(f"| **{name}**{said} | {expression('effect', card['effect'])} |")
    return tuple(rows)


def invented_names() -> str:
    """The footnote of the Helpers box, counted from the data: which names, and which whole cards, no source gives."""
    cards = {card["helper"]: card for card in _items("action_cards") if "helper" in card}
    whole = sum(1 for card in cards.values() if card.get("provisional"))
    named = whole + sum(1 for card in cards.values() if "name" in card.get("provisional_fields", {}))
    return f"\u2020 marks a name no source gives ({named} Helpers; {whole} of them invented whole)."


PARTS = (
    # The boxes that span both columns come first: after one, Chromium's columns break badly across pages.
    Part("The Shop's prices (in Cash)", (), shop(), wide=True),
    Part("The Path of Prosperity", (), path(), wide=True),
    Part(
        "Setup, step by step",
        ("LY-3.1.3", "LY-3.2.1", "LY-3.2.4", "LY-3.2.5", "LY-3.3.1", "LY-3.4.1", "LY-3.4.2"),
        note="In this order, before round 1:",
    ),
    Part("A round", ("LY-4.1.1", "LY-4.1.2", "LY-4.1.3")),
    Part("Harvest phase", ("LY-5.2.1", "LY-5.3.1")),
    Part("Card phase", ("LY-6.1.2", "LY-6.2.2", "LY-6.2.4", "LY-6.3.1")),
    Part("A turn of the Action phase", ("LY-7.2.1", "LY-7.2.2", "LY-7.2.3", "LY-8.1.3")),
    Part(
        "The actions A to H",
        ("LY-8.2.1", "LY-8.3.1", "LY-8.4.1", "LY-8.5.2", "LY-8.7.2", "LY-8.8.2", "LY-8.8.3", "LY-8.9.2", "LY-8.9.5"),
        note=f"E, using a Helper, is in the Helpers box; there {invented_names()}",
    ),
    Part("The end of a turn", ("LY-9.1.1", "LY-9.2.2", "LY-9.3.2", "LY-9.3.5", "LY-9.4.2"), storehouse()),
    Part("Loans", ("LY-10.1.1", "LY-10.2.1")),
    Part("The end of the game", ("LY-13.1.1", "LY-13.3.1", "LY-13.3.2")),
    Part("Helpers: used once on your turn, then discarded, unless said", ("LY-8.6.1",), helpers()),
)


def markdown() -> str:
    return page(
        info(GAME).spec_dir,
        f"{info(GAME).title}: quick reference",
        "Setup, the round, the Card phase, the actions A to H, the Helpers, the end of a turn and the end of the "
        "game, on two printed sides: each line is the rule of that ID, each table comes from the component data.",
        PARTS,
    )
