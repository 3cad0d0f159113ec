"""An engine whose `load` accepts every state fails exactly each game's load-invariant scenarios.

The miniature `accept_any_state` (tests/miniatures.py) plays by the reference rules
but answers every impossible state with `ok`. Each game's positions chapter is run against
it over stdio: every scenario of the game's positions chapter (Sweet Lands' 27,
Loyang's 16) must fail, and the failing rules must be every invariant of the chapter,
one each, so no invariant goes untested. The default run runs that chapter alone;
the long profile (`pytest -m long`) runs each game's whole suite, where every scenario
of another chapter must pass, so that none leans on a refused load. The miniature
`first_clause_only` checks the first clause of each invariant alone (the clause list closing
each chapter): it must fail a scenario of every invariant that has more than one clause.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from rulecore.registry import info

from .conftest import conformance, miniature

CHAPTERS = {"sweet-lands": ("27-positions.md", "SL-27."), "loyang": ("16-positions.md", "LY-16.")}
"""Each game's chapter of load invariants, and the prefix of its rule IDs."""
WHOLE_SCHEMA = {"SL-27.1.1", "LY-16.1.1"}
"""The schema invariants: their clauses are the schema's own keywords, which a validator checks all at once, so
no engine checks one of them alone; their scenarios are listed by clause all the same."""
SCOPES = [pytest.param("chapter", id="chapter"), pytest.param("whole", id="whole-suite", marks=pytest.mark.long)]


def invariants(game: str) -> set[str]:
    chapter, prefix = CHAPTERS[game]
    text = (info(game).spec_dir / chapter).read_text(encoding="utf-8")
    return set(re.findall(rf"^\*\*({re.escape(prefix)}\d+\.\d+[a-z]?)\*\*", text, re.MULTILINE))


@pytest.mark.slow
@pytest.mark.parametrize("scope", SCOPES)
@pytest.mark.parametrize("game", sorted(CHAPTERS))
def test_an_engine_that_loads_anything_fails_one_rule_per_invariant(tmp_path: Path, game: str, scope: str) -> None:
    chapter, prefix = CHAPTERS[game]
    report = tmp_path / "report.json"
    only = ("--id", f"{game}/{chapter.removesuffix('.md')}/*") if scope == "chapter" else ()
    command = ("run", "--engine", miniature("accept_any_state"), "--game", game, "--json-report", str(report), *only)
    done = conformance(*command)
    assert done.status == 1, done.out[-2000:] + done.err[-2000:]
    scenarios = json.loads(report.read_text(encoding="utf-8"))["scenarios"]
    failed = [s for s in scenarios if s["outcome"] != "passed"]
    strays = [s["id"] for s in failed if not any(r.startswith(prefix) for r in s["rules"])]
    assert not strays, f"scenarios outside the positions chapter fail for an engine that only loads too much: {strays}"
    passed = [s["id"] for s in scenarios if s["outcome"] == "passed" and any(r.startswith(prefix) for r in s["rules"])]
    assert not passed, f"invariant scenarios that an engine loading anything passes: {passed}"
    assert {s["outcome"] for s in failed} == {"failed"}
    tagged = Counter(r for s in failed for r in s["rules"])
    wanted = invariants(game)
    assert set(tagged) == wanted, f"invariants without a failing scenario: {sorted(wanted - set(tagged))}"
    assert all(len(s["rules"]) == 1 for s in failed), "an invariant scenario checks exactly one invariant"


@pytest.mark.slow
def test_an_engine_that_checks_the_invariants_in_another_order_passes() -> None:
    """Each Loyang invariant scenario breaks one invariant only, so the order an engine checks in does not matter:
    the miniature `invariants_in_reverse` runs chapter 16's groups of checks last first, and passes them all."""
    done = conformance("run", "--engine", miniature("invariants_in_reverse"), "--game", "loyang", "--id", "loyang/16-*")
    assert done.status == 0, done.out[-3000:] + done.err[-2000:]


def clauses(game: str) -> Counter[str]:
    """How many clauses the table closing the game's positions chapter lists for each invariant."""
    chapter, prefix = CHAPTERS[game]
    text = (info(game).spec_dir / chapter).read_text(encoding="utf-8")
    return Counter(re.findall(rf"^\| ({re.escape(prefix)}\d+\.\d+[a-z]?) \| [a-z]\. ", text, re.MULTILINE))


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(CHAPTERS))
def test_an_engine_that_checks_only_the_first_clause_of_each_invariant_fails(tmp_path: Path, game: str) -> None:
    """Every invariant with several clauses has a scenario that breaks a later clause alone, so an engine that
    checks half a rule fails it; no invariant of a single clause fails."""
    chapter, _ = CHAPTERS[game]
    report = tmp_path / "report.json"
    only = ("--id", f"{game}/{chapter.removesuffix('.md')}/*")
    done = conformance(
        "run", "--engine", miniature("first_clause_only"), "--game", game, "--json-report", str(report), *only
    )
    assert done.status == 1, done.out[-2000:] + done.err[-2000:]
    scenarios = json.loads(report.read_text(encoding="utf-8"))["scenarios"]
    failed = {r for s in scenarios if s["outcome"] != "passed" for r in s["rules"]}
    several = {rule for rule, count in clauses(game).items() if count > 1 and rule not in WHOLE_SCHEMA}
    assert failed == several, f"unbroken later clauses: {sorted(several - failed)}; strays: {sorted(failed - several)}"
