"""Stable scenario ids: what reports, expectation files and `--id` use to name one scenario.

An id is `<game>/<feature file stem>/<scenario title>`, the last two slugified
(`<game>/17-pass/the-second-player-passes-first`), so it survives reordering
the scenarios of a file and depends on nothing an implementer's run can change. A
scenario tagged `@id:<slug>` takes `<game>/<slug>` as its id instead, which keeps
the id when the file or the title is renamed.

A row of a Scenario Outline puts its example values where the title's
`<placeholders>` stand (`A game for <players> players` -> `.../a-game-for-2-players`),
so the id reads like the scenario; the values of columns the title does not name
follow as a last part (`.../round-aid-tiles-for-2-players/8-2`). An outline whose
title names no column keeps the older form, title then values (`.../title/3-wheat`).
`former_id` gives the id a row had before placeholders were filled in, so an
expectations file that still lists it can be pointed at the new one.

Rule selectors (`--rule XY-23.1`, or a rule ID in `-k`) match whole segments of
rule IDs: `XY-23.1` is section 23.1 and its rules, never 23.10 (`rule_selects`).

The same function names a scenario at collection time (pytest-bdd's parsed
template) and when the features are read statically (`catalogue`), and a test
checks that both agree.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from rulecore.registry import RULE_ID_FULL, info

from ..bdd import gherkincache

ID_TAG = "id:"
SLUG = r"[a-z0-9]+(?:-[a-z0-9]+)*"
ID_PATTERN = re.compile(rf"^{SLUG}(?:/{SLUG})*$")
PLACEHOLDER = re.compile(r"<([^<>]+)>")
RULE_SELECTOR = re.compile(r"^[A-Za-z]{1,4}-\d+(?:\.\d+)*[a-z]?$")
"""A rule ID or a prefix of one that ends at a segment: `XY-23`, `XY-23.1`, `XY-23.1.4`, `XY-6.2.3a`."""

Example = Mapping[str, str] | Sequence[str]
"""One outline row: column name -> value (as the parsers give it), or the bare values in column order."""


def slugify(text: str) -> str:
    """Lower-case ASCII words joined by hyphens: `Player 1's turn` -> `player-1-s-turn`."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-") or "unnamed"


def explicit_id(tags: Iterable[str]) -> str | None:
    """The slug of an `@id:<slug>` tag among `tags` (with or without the `@`), if any."""
    for tag in sorted(tags):
        name = tag.removeprefix("@")
        if name.startswith(ID_TAG):
            return name.removeprefix(ID_TAG)
    return None


def scenario_id(game: str, file_name: str, title: str, tags: Iterable[str] = (), example: Example | None = None) -> str:
    """The id of one scenario, or of one row of an outline given its example (see the module docstring)."""
    explicit = explicit_id(tags)
    base = f"{game}/" + (explicit or f"{slugify(Path(file_name).stem)}/{slugify(title)}")
    if not example:
        return base
    row = dict(example) if isinstance(example, Mapping) else {}
    named = [m.group(1) for m in PLACEHOLDER.finditer(title) if m.group(1) in row]
    if explicit or not named:
        return base + "/" + slugify("-".join(row.values() if row else example))
    filled = PLACEHOLDER.sub(lambda m: row.get(m.group(1), m.group(0)), title)
    rest = [value for column, value in row.items() if column not in named]
    return f"{game}/{slugify(Path(file_name).stem)}/{slugify(filled)}" + ("/" + slugify("-".join(rest)) if rest else "")


def former_id(game: str, file_name: str, title: str, tags: Iterable[str], example: Example) -> str:
    """The id an outline row had before its values went into the title (title, then every value)."""
    values = list(example.values()) if isinstance(example, Mapping) else list(example)
    return scenario_id(game, file_name, title, tags, values)


def _segments(rule: str) -> list[str]:
    return re.split(r"[-.]", rule.casefold())


def is_rule_selector(word: str) -> bool:
    """Does `word` name a rule, section or chapter (`XY-23.1`), rather than words of a title?"""
    return bool(RULE_SELECTOR.match(word))


def rule_selects(selector: str, rule: str) -> bool:
    """Is `rule` the rule `selector` names, or one of the rules of the section or chapter it names?

    Segments are compared whole and without regard to case: `XY-23.1` selects `XY-23.1` and
    `XY-23.1.4`, never `XY-23.10.1`; `XY-6.2.3` does not select `XY-6.2.3a`, a rule of its own.
    """
    wanted, have = _segments(selector), _segments(rule)
    return have[: len(wanted)] == wanted


def game_of(scenario: str) -> str:
    """`<game>/17-pass/...` -> `<game>`: the game a scenario id belongs to (the first part of its id)."""
    return scenario.partition("/")[0]


def chapter_of(rule: str) -> str:
    """`XY-17.3.1` -> `XY-17`: the chapter a rule belongs to, for per-chapter reports."""
    prefix, _, number = rule.partition("-")
    return f"{prefix}-{number.split('.', 1)[0]}"


@dataclass
class Entry:
    """One scenario as the feature files define it, before any engine runs it."""

    id: str
    feature: str
    title: str
    file: str
    rules: list[str]
    tags: list[str] = field(default_factory=list)
    former: str = ""
    """For an outline row whose id changed when its values went into the title: the id it had before."""


def _examples(scenario: dict[str, Any]) -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    for examples in scenario.get("examples", []):
        header = [cell["value"] for cell in examples.get("tableHeader", {}).get("cells", [])]
        for row in examples.get("tableBody", []):
            rows.append(dict(zip(header, (cell["value"] for cell in row["cells"]), strict=True)))
    return rows


def _walk(
    children: list[dict[str, Any]], inherited: set[str], feature: str, file: str, *, game: str, out: list[Entry]
) -> None:
    for child in children:
        if "rule" in child:
            rule = child["rule"]
            tags = inherited | {t["name"].removeprefix("@") for t in rule.get("tags", [])}
            _walk(rule.get("children", []), tags, feature, file, game=game, out=out)
        elif "scenario" in child:
            sc = child["scenario"]
            own = {t["name"].removeprefix("@") for t in sc.get("tags", [])}
            tags = inherited | own
            for examples in sc.get("examples", []):
                tags |= {t["name"].removeprefix("@") for t in examples.get("tags", [])}
            rules = sorted(t for t in tags if RULE_ID_FULL.match(t))
            rows: list[dict[str, str] | None] = [*_examples(sc)]
            for row in rows or [None]:
                sid = scenario_id(game, file, sc["name"], own, row)
                former = former_id(game, file, sc["name"], own, row) if row else sid
                entry = Entry(sid, feature, sc["name"], file, rules, sorted(tags), former if former != sid else "")
                out.append(entry)


_PARSED: dict[tuple[str, str], tuple[bytes, list[Entry]]] = {}
"""Per game and feature file name: the file's text when it was last parsed, and its scenarios."""


def _file_entries(game: str, path: Path) -> list[Entry]:
    """The scenarios of one feature file, parsed again only when its text differs from the last parse."""
    raw = path.read_bytes()
    key = (game, str(path.resolve()))
    known = _PARSED.get(key)
    if known is not None and known[0] == raw:
        return known[1]
    doc = gherkincache.parse(raw.decode("utf-8"))
    entries: list[Entry] = []
    feature = doc.get("feature")
    if feature:
        tags = {t["name"].removeprefix("@") for t in feature.get("tags", [])}
        _walk(feature.get("children", []), tags, feature["name"], path.name, game=game, out=entries)
    _PARSED[key] = (raw, entries)
    return entries


def catalogue(game: str, root: Path | None = None) -> list[Entry]:
    """Every scenario of `game`'s feature files, in file order, with its id.

    A file is parsed again only when its text is not the text parsed last time (reading all of them takes a
    few milliseconds, parsing them most of a second), so the CLI and the reports may ask as often as they
    like and never get a stale answer; the entries are copies, the caller's own.
    """
    folder = root / game if root is not None else info(game).features_dir
    return [
        replace(entry, rules=list(entry.rules), tags=list(entry.tags))
        for path in sorted(folder.glob("*.feature"))
        for entry in _file_entries(game, path)
    ]


def problems(entries: Sequence[Entry]) -> list[str]:
    """Ids that two scenarios share, and `@id:` tags that are not slugs or sit above a scenario."""
    found = []
    counts = Counter(e.id for e in entries)
    for sid, n in sorted(counts.items()):
        if n > 1:
            files = sorted({e.file for e in entries if e.id == sid})
            found.append(f"the scenario id {sid!r} is used {n} times ({', '.join(files)}); retitle or tag one @id:")
    for e in entries:
        if not ID_PATTERN.match(e.id):
            found.append(f"{e.file}: scenario {e.title!r} has the id {e.id!r}, which is not a slug path")
    return found
