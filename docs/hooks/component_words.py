"""The printed rulebook's components appendix, in the words a player reads on the pieces.

Each component file becomes a table with one row per item: the item's name, then
what the piece says, in sentences. Those sentences come from the game's one
rendering of its effect vocabulary (`GamePlugin.component_texts`: an ability,
a cost, a condition, and the printed facts such as a starting purse), never from
hand-written card texts; a plain value the rendering does not cover (a number of
spaces, the round an area opens) follows as "spaces: 3". Nothing an engine reads
is shown as such: no JSON, no ids. A row that holds a provisional value, or one
settled by a ruling, carries one mark; the reason follows the table in words,
naming the item and the values it concerns.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import components as component_pages
from links import Index, attr, md_escape
from model import GameModel

from conformance.games import ComponentText

PROVISIONAL_MARK = "\u2020"
"""Marks a row with a provisional value (a dagger); the reasons follow the table."""
RULING_MARK = "\u2021"
"""Marks a row with a value this project settled by a ruling (a double dagger); the reasons follow the table."""
SKIPPED = {*component_pages.PROVENANCE_KEYS, "name", "description"}


def texts_by_item(game: GameModel) -> dict[tuple[str, str], list[ComponentText]]:
    """The game's component texts by (component file, item id), in the rendering's order."""
    out: dict[tuple[str, str], list[ComponentText]] = {}
    for text in game.plugin.component_texts() if game.plugin else ():
        out.setdefault((text.component, text.item), []).append(text)
    return out


def _words(value: Any) -> str | None:
    """A plain value in words (`3`, `main board`, `wheat, wood`), or None for one only the rendering can say."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return value.replace("_", " ")
    if isinstance(value, list) and value and all(isinstance(v, str | int) for v in value):
        return ", ".join(str(v).replace("_", " ") for v in value)
    return None


def _sentence(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")


def row(item: dict[str, Any], said: Sequence[ComponentText], index: Index) -> tuple[str, str]:
    """(the item's name, what its piece says): the rendering's sentences, then the plain values left."""
    name = said[0].name if said else str(item.get("name") or item.get("id", "")).replace("_", " ")
    covered = {t.pointer.strip("/").split("/")[0] for t in said}
    parts = [_sentence(t.text) for t in said]
    plain = []
    for key, value in item.items():
        if key in SKIPPED or key in covered:
            continue
        if key in component_pages.DRAWN_FIELDS:
            plain.append(f"{key.replace('_', ' ')}: drawn above")
        elif (shown := _words(value)) is not None:
            plain.append(f"{key.replace('_', ' ')}: {shown}")
    if plain:
        parts.append(_sentence("; ".join(plain)))
    return name, index.latin(md_escape(" ".join(parts)))


def table(
    stem: str, items: list[dict[str, Any]], texts: dict[tuple[str, str], list[ComponentText]], index: Index
) -> list[str]:
    """One component file's items as a two-column table, marks on the rows, and the reasons after it."""
    rows = ["| item | on the piece |", "|---|---|"]
    reasons: dict[tuple[str, str, str], list[str]] = {}
    sources: dict[str, list[str]] = {}
    for item in items:
        ident = str(item.get("id", "?"))
        name, said = row(item, texts.get((stem, ident), []), index)
        provisional = dict(item.get("provisional_fields", {}))
        if item.get("provisional"):
            provisional[""] = str(item.get("reason", ""))
        rulings = dict(item.get("ruling_fields", {}))
        mark = PROVISIONAL_MARK if provisional else RULING_MARK if rulings else ""
        for symbol, marked in ((PROVISIONAL_MARK, provisional), (RULING_MARK, rulings)):
            for key, reason in marked.items():
                reasons.setdefault((symbol, key.replace("_", " "), str(reason)), []).append(name)
        rows.append(f'| <span id="{stem}-{attr(ident)}"></span>**{md_escape(name)}**{mark} | {said} |')
        source = "; ".join(str(item[k]) for k in ("source", "note") if item.get(k))
        if source:
            sources.setdefault(source, []).append(name)
    out = ['<div class="rs-book-components" markdown>', "", *rows, ""]
    for source, where in sources.items():
        out += [f'<p class="rs-book-source">{attr(", ".join(where))}: {index.latin(attr(source))}</p>', ""]
    for (symbol, field, reason), where in reasons.items():
        kind = "provisional" if symbol == PROVISIONAL_MARK else "settled by a ruling"
        what = f"The {field} of {', '.join(where)}" if field else ", ".join(where)
        out += [f'<p class="rs-book-source">{symbol} {attr(what)}, {kind}: {index.latin(attr(reason))}</p>', ""]
    return [*out, "</div>", ""]


def appendix(
    game: GameModel, page: str, paths: list[Path], pictures: dict[str, str], drawn: dict[str, int]
) -> list[str]:
    """The Components appendix: each file's description, its drawing (or where it is drawn), its table.

    A drawing already shown in a chapter (`drawn`: component -> chapter) is referred to, not printed twice.
    """
    texts = texts_by_item(game)
    out = ["## Components { #components .rs-book-chapter }", ""]
    for path in paths:
        data = json.loads(path.read_text(encoding="utf-8"))
        out += [f"### {component_pages.title_of(path.stem)} {{ #components-{path.stem} }}", ""]
        out += [game.index.link_text(md_escape(data.get("description", "")), page), ""]
        if path.stem in pictures:
            out += [pictures[path.stem], ""]
        elif path.stem in drawn:
            out += [f"*Drawn in [chapter {drawn[path.stem]}](#chapter-{drawn[path.stem]}).*", ""]
        out += table(path.stem, data.get("items", []), texts, game.index)
    return out
