"""Stable scenario ids: what reports, expectation files and `--id` use to name one scenario.

An id is `<game>/<feature file stem>/<scenario title>`, the last two slugified
(`<game>/17-pass/the-second-player-passes-first`), so it survives reordering
the scenarios of a file and depends on nothing an implementer's run can change. A
row of a Scenario Outline adds its example values (`.../three-wheat`). A scenario
tagged `@id:<slug>` takes `<game>/<slug>` as its id instead, which keeps the id
when the file or the title is renamed.

The same function names a scenario at collection time (pytest-bdd's parsed
template) and when the features are read statically (`catalogue`), and a test
checks that both agree.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gherkin.parser import Parser

from rulecore.paths import features_dir
from rulecore.registry import RULE_ID_FULL

ID_TAG = "id:"
SLUG = r"[a-z0-9]+(?:-[a-z0-9]+)*"
ID_PATTERN = re.compile(rf"^{SLUG}(?:/{SLUG})*$")


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


def scenario_id(
    game: str, file_name: str, title: str, tags: Iterable[str] = (), example: Sequence[str] | None = None
) -> str:
    """The id of one scenario (or one row of an outline, given its example values in column order)."""
    base = f"{game}/" + (explicit_id(tags) or f"{slugify(Path(file_name).stem)}/{slugify(title)}")
    if example:
        base += "/" + slugify("-".join(example))
    return base


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


def _examples(scenario: dict[str, Any]) -> list[list[str]]:
    rows: list[list[str]] = []
    for examples in scenario.get("examples", []):
        for row in examples.get("tableBody", []):
            rows.append([cell["value"] for cell in row["cells"]])
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
            rows: list[list[str] | None] = [*_examples(sc)]
            for row in rows or [None]:
                sid = scenario_id(game, file, sc["name"], own, row)
                out.append(Entry(sid, feature, sc["name"], file, rules, sorted(tags)))


def catalogue(game: str, root: Path | None = None) -> list[Entry]:
    """Every scenario of `game`'s feature files, in file order, with its id."""
    folder = (root or features_dir()) / game
    parser = Parser()
    entries: list[Entry] = []
    for path in sorted(folder.glob("*.feature")):
        doc: dict[str, Any] = dict(parser.parse(path.read_text(encoding="utf-8")))
        feature = doc.get("feature")
        if not feature:
            continue
        tags = {t["name"].removeprefix("@") for t in feature.get("tags", [])}
        _walk(feature.get("children", []), tags, feature["name"], path.name, game=game, out=entries)
    return entries


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
