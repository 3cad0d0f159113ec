"""Reference pages generated from the JSON Schemas: every property with its type and description.

One page per schema file (the protocol's responses share one page): a game's
schemas (`schemas/<game>/`) in its section, the protocol's and the reports'
among the shared pages. Each
definition (`$defs` entry, or branch of a top-level `oneOf`) and each property
row gets an anchor, and `$ref`s become links to it, on the same page or another
schema's page. The rule IDs a description cites link to the rules, and
`pages` also returns the way back: for each rule, the fields that cite it.
"""

from __future__ import annotations

import json
import logging
import posixpath
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

from links import RULE_REF, Index, md_escape, rel, slug
from model import Site

from rulecore.registry import info

MAX_DEPTH = 5
DISCRIMINATORS = ("type", "cmd", "kind")
"""Properties whose constant value names a branch of a union."""
RESPONSES_PAGE = "schemas/protocol-responses.md"
log = logging.getLogger("mkdocs.plugins.schema_pages")
"""Warnings here fail `mkdocs build --strict`."""

Shown = tuple[str, tuple[str, ...]]
"""Where a schema node is shown on its page: the anchor, and its path of names from the schema's name down."""


@dataclass(frozen=True)
class Field:
    """A schema property or definition whose description cites a rule, and its place on the site."""

    path: tuple[str, ...]
    page: str
    anchor: str

    @property
    def label(self) -> str:
        return " \u203a ".join(self.path)


def game_of(relative: str, games: set[str]) -> str | None:
    """The game whose schema this is (`<game>/state.schema.json`), or None for a shared one."""
    folder = relative.split("/", 1)[0]
    return folder if folder in games and "/" in relative else None


class SchemaSite:
    """Which page and anchor each schema `$id` and definition lives at."""

    def __init__(self, root: Path, games: set[str]) -> None:
        self.root = root
        self.files: dict[str, dict[str, Any]] = {}
        self.page_of: dict[str, str] = {}
        shared = root / "schemas"
        outside = [info(g).schemas_dir for g in sorted(games) if not info(g).schemas_dir.is_relative_to(shared)]
        for path in [
            *sorted(shared.rglob("*.schema.json")),
            *(p for d in outside for p in sorted(d.glob("*.schema.json"))),
        ]:
            relative = path.relative_to(path.parent.parent if path.parent in outside else shared).as_posix()
            schema = json.loads(path.read_text(encoding="utf-8"))
            self.files[relative] = schema
            game = game_of(relative, games)
            if relative.startswith("protocol/responses/"):
                page = RESPONSES_PAGE
            elif game:
                page = f"{game}/schemas/" + relative.split("/", 1)[1].removesuffix(".schema.json") + ".md"
            else:
                page = "schemas/" + relative.removesuffix(".schema.json").replace("/", "-") + ".md"
            self.page_of[relative] = page
            self.page_of[schema.get("$id", relative)] = page

    def anchor(self, relative: str, name: str) -> str:
        prefix = slug(Path(relative).name.removesuffix(".schema.json")) if "responses/" in relative else "def"
        return f"{prefix}-{slug(name)}"

    def ref_link(self, ref: str, relative: str, page: str) -> str:
        target, _, pointer = ref.partition("#")
        target_relative = relative
        if target:
            # A $ref names another schema by its $id, or by a path relative to this schema's $id or file.
            absolute = urljoin(self.files[relative].get("$id", ""), target)
            by_path = posixpath.normpath(posixpath.join(posixpath.dirname(relative), target))
            found = [r for r, s in self.files.items() if s.get("$id") in (target, absolute) or r == by_path]
            target_relative = found[0] if found else relative
        name = pointer.rsplit("/", 1)[-1] if pointer else Path(target_relative).name
        anchor = self.anchor(target_relative, name) if pointer else ""
        return f"[{name}]({rel(page, self.page_of[target_relative], anchor)})"


class SchemaPage:
    """The Markdown for one schema file, on the page the site gives it."""

    def __init__(self, site: SchemaSite, relative: str, index: Index) -> None:
        self.site = site
        self.relative = relative
        self.page = site.page_of[relative]
        self.index = index
        self.name = Path(relative).name.removesuffix(".schema.json")
        self.shown: dict[str, Shown] = {}
        """JSON pointer of each node the page shows -> where it is shown."""
        self.anchors: set[str] = set()

    def describe(self, text: str) -> str:
        return self.index.link_text(md_escape(" ".join(text.split())), self.page)

    def type_of(self, node: dict[str, Any]) -> str:
        if "$ref" in node:
            return self.site.ref_link(node["$ref"], self.relative, self.page)
        if "const" in node:
            return f"`{json.dumps(node['const'])}`"
        if "enum" in node:
            values = ", ".join(f"`{json.dumps(v)}`" for v in node["enum"][:12])
            more = f" … ({len(node['enum'])} values)" if len(node["enum"]) > 12 else ""
            return f"one of {values}{more}"
        for key in ("oneOf", "anyOf"):
            if key in node:
                return " or ".join(self.type_of(option) for option in node[key])
        kind = node.get("type", "any")
        kind = " or ".join(kind) if isinstance(kind, list) else kind
        if kind == "array" and isinstance(node.get("items"), dict):
            return f"array of {self.type_of(node['items'])}"
        if kind == "object" and isinstance(node.get("additionalProperties"), dict) and "properties" not in node:
            return f"map to {self.type_of(node['additionalProperties'])}"
        return str(kind)

    def rows(
        self, node: dict[str, Any], scope: str, at: str, names: tuple[str, ...], *, path: str = "", depth: int = 0
    ) -> list[str]:
        """Table rows for the properties under `node`, descending into nested objects, arrays, maps and unions.

        `at` is the JSON pointer of `node` and `names` its path of names from the schema's name; each
        row is anchored `<scope>-<slug of its path>`, so a rule card can link to the row that cites it.
        """
        rows: list[str] = []
        if depth > MAX_DEPTH:
            return rows
        required = set(node.get("required", []))
        for name, child in node.get("properties", {}).items():
            if not isinstance(child, dict):
                continue
            here = f"{path}.{name}" if path else name
            pointer, child_names = f"{at}/properties/{name}", (*names, name)
            anchor = f"{scope}-{slug(here)}"
            target = "" if anchor in self.anchors else f'<a id="{anchor}"></a>'
            self.anchors.add(anchor)
            self.shown[pointer] = (anchor, child_names)
            flag = "yes" if name in required else ""
            rows.append(
                f"| {target}`{here}` | {self.type_of(child)} | {flag} | {self.describe(child.get('description', ''))} |"
            )
            nested = [(child, pointer, here)]
            for whole, whole_at, whole_path in nested:  # grows as it goes: items of a map's values, a union's items
                if isinstance(whole.get("items"), dict):
                    nested.append((whole["items"], f"{whole_at}/items", f"{whole_path}[]"))
                if isinstance(whole.get("additionalProperties"), dict):
                    values = whole["additionalProperties"]
                    nested.append((values, f"{whole_at}/additionalProperties", f"{whole_path}.*"))
                for key in ("anyOf", "oneOf"):
                    options = [(n, o) for n, o in enumerate(whole.get(key, [])) if isinstance(o, dict)]
                    nested += [(o, f"{whole_at}/{key}/{n}", _branch_path(whole_path, o)) for n, o in options]
            for inner, inner_at, inner_path in nested:
                self.shown.setdefault(inner_at, (anchor, child_names))
                if "properties" in inner:
                    rows += self.rows(inner, scope, inner_at, child_names, path=inner_path, depth=depth + 1)
        return rows

    def table(self, node: dict[str, Any], scope: str, at: str, names: tuple[str, ...]) -> list[str]:
        rows = self.rows(node, scope, at, names)
        return ["| property | type | required | description |", "|---|---|---|---|", *rows, ""]

    def definition(self, name: str, node: dict[str, Any], level: str, at: str) -> list[str]:
        anchor = self.site.anchor(self.relative, name)
        self.shown[at] = (anchor, (self.name, name))
        out = [f"{level} `{name}` {{ #{anchor} }}", ""]
        if description := node.get("description"):
            out += [self.describe(description), ""]
        if "properties" not in node:
            return [*out, f"Type: {self.type_of(node)}", ""]
        return out + self.table(node, anchor, at, (self.name, name))

    def markdown(self, level: str = "##") -> list[str]:
        schema = self.site.files[self.relative]
        shared = self.page == RESPONSES_PAGE
        self.shown[""] = (self.name if shared else "", (self.name,))
        out = [
            f'<p class="rs-where">From <code>schemas/{self.relative}</code>; <code>$id</code> '
            f"<code>{md_escape(schema.get('$id', ''))}</code></p>",
            "",
        ]
        if description := schema.get("description"):
            out += [self.describe(description), ""]
        if "properties" in schema:
            out += self.table(schema, f"{self.name}-field" if shared else "field", "", (self.name,))
        elif "$ref" in schema:
            out += [f"The document is one {self.type_of(schema)}.", ""]
        branches = schema.get("oneOf", [])
        inline = [(n, b) for n, b in enumerate(branches) if "$ref" not in b]
        if branches and not inline:
            out += [f"The document is one of: {', '.join(self.type_of(b) for b in branches)}.", ""]
        if inline:
            out += [f"{level} The {len(inline)} shapes", ""]
            for n, branch in inline:
                out += self.definition(_branch_name(branch, n), branch, level + "#", f"/oneOf/{n}")
        if defs := schema.get("$defs", {}):
            out += [f"{level} Definitions", ""]
            for name, node in defs.items():
                out += self.definition(name, node, level + "#", f"/$defs/{name}")
        return out

    def fields(self) -> Iterator[tuple[str, Field]]:
        """(rule ID, field) for each rule a description on this page cites; call after `markdown`."""
        for pointer, text in _descriptions(self.site.files[self.relative]):
            cited = sorted({m.group(1) for m in RULE_REF.finditer(text)} & self.index.rule_page.keys())
            if not cited:
                continue
            if pointer not in self.shown:
                log.warning("schemas/%s#%s cites %s but its page does not show it", self.relative, pointer, cited)
                continue
            anchor, path = self.shown[pointer]
            for rule_id in cited:
                yield rule_id, Field(path, self.page, anchor)


def _descriptions(node: Any, pointer: str = "") -> Iterator[tuple[str, str]]:
    """(JSON pointer, description) for every described node of a schema."""
    if isinstance(node, dict):
        if isinstance(node.get("description"), str):
            yield pointer, node["description"]
        for key, value in node.items():
            yield from _descriptions(value, f"{pointer}/{key}")
    elif isinstance(node, list):
        for n, value in enumerate(node):
            yield from _descriptions(value, f"{pointer}/{n}")


def _branch_path(path: str, branch: dict[str, Any]) -> str:
    """The path of a union branch's fields: `stack[kind=harvest]` when a constant tells the branch apart."""
    for key in DISCRIMINATORS:
        const = branch.get("properties", {}).get(key, {}).get("const")
        if isinstance(const, str):
            return f"{path.removesuffix('[]')}[{key}={const}]" if path.endswith("[]") else f"{path}({key}={const})"
    return path


def _branch_name(node: dict[str, Any], n: int) -> str:
    for key in DISCRIMINATORS:
        const = node.get("properties", {}).get(key, {}).get("const")
        if isinstance(const, str):
            return const
    return f"variant {n + 1}"


def _listing(site: SchemaSite, page: str, files: list[str], title: str) -> str:
    listing = [
        f"# {title}",
        "",
        "The JSON Schemas (draft 2020-12) that make the spec machine-checkable. "
        "Each property's description names the rule or protocol section it follows, and each rule's card "
        "lists the fields that cite it.",
        "",
        "| schema | page |",
        "|---|---|",
    ]
    for relative in files:
        listing.append(
            f"| `schemas/{relative}` | [{md_escape(site.files[relative].get('title', relative))}]"
            f"({rel(page, site.page_of[relative])}) |"
        )
    return "\n".join(listing) + "\n"


def pages(site_model: Site) -> tuple[dict[str, str], dict[str, list[Field]]]:
    """The schema pages, and for each rule the fields whose descriptions cite it (in schema order)."""
    indexes = {game.id: game.index for game in site_model.games}
    site = SchemaSite(site_model.root, set(indexes))
    result: dict[str, str] = {}
    shown: list[SchemaPage] = []
    responses = []
    by_game: dict[str | None, list[str]] = {}
    for relative, schema in site.files.items():
        page = site.page_of[relative]
        game = game_of(relative, set(indexes))
        by_game.setdefault(game, []).append(relative)
        if page == RESPONSES_PAGE:
            responses.append(relative)
            continue
        title = schema.get("title", relative)
        shown.append(SchemaPage(site, relative, indexes.get(game or "", site_model.shared)))
        result[page] = "\n".join([f"# {md_escape(title)}", "", *shown[-1].markdown()]) + "\n"
    out = ["# Protocol responses", "", "The result fields of each successful response (spec/protocol.md §3).", ""]
    for relative in sorted(responses):
        shown.append(SchemaPage(site, relative, site_model.shared))
        out += [f"## `{shown[-1].name}` {{ #{shown[-1].name} }}", "", *shown[-1].markdown("###")]
    result[RESPONSES_PAGE] = "\n".join(out) + "\n"
    result["schemas/index.md"] = _listing(site, "schemas/index.md", by_game.get(None, []), "Shared schemas")
    for game in site_model.games:
        if by_game.get(game.id):
            page = game.page("schemas/index.md")
            result[page] = _listing(site, page, by_game[game.id], f"{game.info.title} schemas")
    fields: dict[str, list[Field]] = {}
    for schema_page in shown:
        for rule_id, field in schema_page.fields():
            if field not in fields.setdefault(rule_id, []):
                fields[rule_id].append(field)
    return result, fields
