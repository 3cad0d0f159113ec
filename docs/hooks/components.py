"""One page per component data file, every value shown with its provenance.

An item with a source says so; an item marked provisional, and each field named
in `provisional_fields`, carries a "provisional" badge with the reason the data
gives, because those values stand in for what only the printed pictures show.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from links import Index, md_escape, rel
from model import GameModel
from scenarios import badge

PROVENANCE_KEYS = ("id", "source", "provisional", "reason", "provisional_fields", "ruling_fields", "note")
DRAWN_FIELDS = {"hexes", "perimeter"}
LONG_VALUE = 300


def title_of(stem: str) -> str:
    return stem.replace("_", " ").capitalize()


def value_text(value: Any) -> str:
    """A component value as table text: words as Markdown, lists joined, anything else as one JSON code span."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str):
        return md_escape(value)
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, list) and all(isinstance(v, str | int) for v in value):
        return ", ".join(md_escape(str(v)) for v in value) or "(none)"
    return "`" + json.dumps(value, ensure_ascii=False).replace("`", "'") + "`"


def _provisional(reason: str, index: Index) -> str:
    return f"{badge('provisional', 'provisional', index.latin(reason, markup=False))} {index.latin(md_escape(reason))}"


def item_markdown(item: dict[str, Any], page: str, model: GameModel) -> list[str]:
    ident = str(item.get("id", "item"))
    name = item.get("name")
    heading = f"{md_escape(str(name))} (`{ident}`)" if name else f"`{ident}`"
    out = [f"### {heading} {{ #{ident} }}", ""]
    if item.get("provisional"):
        out += [f'<p class="rs-provisional" markdown>{_provisional(str(item.get("reason", "")), model.index)}</p>', ""]
    if item.get("source"):
        out += [f'<p class="rs-source">Source: {model.index.latin(md_escape(str(item["source"])))}</p>', ""]
    if item.get("note"):
        out += [model.index.link_text(md_escape(str(item["note"])), page), ""]
    fields = item.get("provisional_fields", {})
    rulings = item.get("ruling_fields", {})
    marked = bool(fields or rulings)
    rows = ["| field | value | provenance |", "|---|---|---|"] if marked else ["| field | value |", "|---|---|"]
    long_values = []
    for key, value in item.items():
        if key in PROVENANCE_KEYS:
            continue
        provenance = _provisional(str(fields[key]), model.index) if key in fields else ""
        if key in rulings:
            why = str(rulings[key])
            tip = model.index.latin(why, markup=False)
            provenance = f"{badge('ruling', 'ruling', tip)} {model.index.latin(md_escape(why))}"
        if key in DRAWN_FIELDS and isinstance(value, list):
            shown = f"{len(value)} entries, drawn above"
        else:
            shown = value_text(value)
            shown = shown if shown.startswith("`") else model.index.latin(shown)
            if len(shown) > LONG_VALUE:
                long_values.append((key, value))
                shown = "see below"
        rows.append(f"| `{key}` | {shown} | {provenance} |" if marked else f"| `{key}` | {shown} |")
    if len(rows) > 2:
        out += [*rows, ""]
    for key, value in long_values:
        out += [f'??? abstract "`{key}` in full"', "", "    ```json"]
        # Non-Latin names in their Latin form: a code block can hold no tooltip, and boxes help no one.
        shown = json.dumps(value, indent=2, ensure_ascii=False)
        out += ["    " + model.index.latin(line, markup=False) for line in shown.splitlines()]
        out += ["    ```", ""]
    return out


def component_page(path: Path, model: GameModel, pictures: dict[str, str]) -> str:
    data = json.loads(path.read_text(encoding="utf-8"))
    page = model.page(f"components/{path.stem}.md")
    items = data.get("items", [])
    provisional = [i for i in items if i.get("provisional") or i.get("provisional_fields")]
    out = [f"# {title_of(path.stem)}", ""]
    out += [f'<p class="rs-where">From <code>spec/{model.id}/components/{path.name}</code></p>', ""]
    out += [model.index.link_text(md_escape(data.get("description", "")), page), ""]
    if provisional:
        out += [
            f'!!! warning "{len(provisional)} of {len(items)} items hold provisional values"',
            "    The sources show these values only in pictures. They are stand-ins, marked item by item "
            "below with the reason; no scenario depends on them.",
            "",
        ]
    if path.stem in pictures:
        out += [pictures[path.stem], ""]
    for item in items:
        out += item_markdown(item, page, model)
    return "\n".join(out) + "\n"


def index_page(paths: list[Path], model: GameModel) -> str:
    page = model.page("components/index.md")
    effects = (
        f" Abilities are written in the [effect vocabulary]({rel(page, model.page('effects.md'))})."
        if model.has("effects.md")
        else ""
    )
    out = [
        "# Components",
        "",
        f"The printed content of {md_escape(model.info.title)} as data, each value with the source that gives "
        "it, or marked provisional where only a picture in the rulebook shows it." + effects,
        "",
        "| component | items | with provisional values |",
        "|---|---|---|",
    ]
    for path in paths:
        items = json.loads(path.read_text(encoding="utf-8")).get("items", [])
        provisional = sum(1 for i in items if i.get("provisional") or i.get("provisional_fields"))
        link = rel(page, model.page(f"components/{path.stem}.md"))
        out.append(f"| [{title_of(path.stem)}]({link}) | {len(items)} | {provisional} |")
    return "\n".join(out) + "\n"


def pages(model: GameModel, pictures: dict[str, str]) -> dict[str, str]:
    paths = sorted((model.spec_dir / "components").glob("*.json"))
    if not paths:
        return {}
    result = {model.page("components/index.md"): index_page(paths, model)}
    for path in paths:
        result[model.page(f"components/{path.stem}.md")] = component_page(path, model, pictures)
    return result
