"""Each game's positions chapter closes with the clauses of its load invariants, each with its own scenarios.

An invariant often says several things (both ends of a range, each pair of a relation, too many and too few);
an engine that checks one of them passes every scenario that breaks only that one. The table that closes the
chapter lists every clause, and these tests keep it honest against the chapter and the feature file: every
invariant has its clauses, lettered a, b, c in order; every scenario the table names is an example of that
invariant's rule; and every example of the positions feature is named for one clause, so none goes unexplained.
Whether the scenarios really break the clause they are listed for is the harness's to show: the miniature
`first_clause_only` (tests/miniatures.py) must fail a scenario of every invariant with several clauses
(tests/harness/test_load_refusals.py).
"""

from __future__ import annotations

import re
from collections import defaultdict
from string import ascii_lowercase

import pytest

from rulecore.registry import info

CHAPTERS = {"sweet-lands": ("27-positions", "SL-27."), "loyang": ("16-positions", "LY-16.")}
"""Each game's chapter of load invariants and its feature file's stem, and the prefix of its rule IDs."""
ROW = re.compile(r"^\| (?P<rule>[A-Z]+-\d+\.\d+\.\d+[a-z]?) \| (?P<letter>[a-z])\. [^|]+ \| (?P<titles>[^|]*) \|$")


def invariants(game: str) -> list[str]:
    stem, prefix = CHAPTERS[game]
    text = (info(game).spec_dir / f"{stem}.md").read_text(encoding="utf-8")
    return re.findall(rf"^\*\*({re.escape(prefix)}\d+\.\d+[a-z]?)\*\*", text, re.MULTILINE)


def clause_rows(game: str) -> list[tuple[str, str, list[str]]]:
    stem, _ = CHAPTERS[game]
    text = (info(game).spec_dir / f"{stem}.md").read_text(encoding="utf-8")
    found = [ROW.match(line) for line in text.splitlines()]
    return [(m["rule"], m["letter"], [t.strip() for t in m["titles"].split(";") if t.strip()]) for m in found if m]


def examples_by_rule(game: str) -> dict[str, set[str]]:
    """The titles of the feature's examples under each rule tag (a Rule's tags apply to all its examples)."""
    stem, _ = CHAPTERS[game]
    text = (info(game).features_dir / f"{stem}.feature").read_text(encoding="utf-8")
    found: dict[str, set[str]] = defaultdict(set)
    tags: list[str] = []
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("@") and not line.startswith("    "):
            tags = [t.lstrip("@") for t in stripped.split() if re.match(r"@[A-Z]+-\d", t)]
        elif stripped.startswith(("Example:", "Scenario:")):
            for tag in tags:
                found[tag].add(stripped.split(":", 1)[1].strip())
    return found


@pytest.mark.parametrize("game", sorted(CHAPTERS))
def test_every_invariant_has_its_clauses_lettered_in_order(game: str) -> None:
    letters: dict[str, list[str]] = defaultdict(list)
    for rule, letter, _ in clause_rows(game):
        letters[rule].append(letter)
    assert list(letters) == invariants(game), "the table lists the invariants of the chapter, in its order"
    for rule, found in letters.items():
        assert found == list(ascii_lowercase[: len(found)]), f"{rule}'s clauses are lettered {found}"


@pytest.mark.parametrize("game", sorted(CHAPTERS))
def test_every_clause_names_examples_of_its_own_rule(game: str) -> None:
    examples = examples_by_rule(game)
    for rule, letter, titles in clause_rows(game):
        assert titles, f"{rule} clause {letter} has no scenario"
        missing = [t for t in titles if t not in examples[rule]]
        assert not missing, f"{rule} clause {letter} names scenarios its rule does not have: {missing}"


@pytest.mark.parametrize("game", sorted(CHAPTERS))
def test_every_example_of_the_chapter_is_named_for_a_clause(game: str) -> None:
    named = {(rule, title) for rule, _, titles in clause_rows(game) for title in titles}
    found = examples_by_rule(game).items()
    loose = sorted((rule, t) for rule, titles in found for t in titles if (rule, t) not in named)
    assert not loose, f"examples of the positions feature named for no clause: {loose}"
