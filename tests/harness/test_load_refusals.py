"""An engine whose `load` accepts every state fails exactly the Sweet Lands load-invariant scenarios.

The miniature `accept_any_state` (tests/miniatures.py) plays by the reference rules
but answers every impossible state with `ok`. The whole Sweet Lands suite is run
against it over stdio: every scenario of chapter 27 must fail, every other must
pass, and the failing rules must be every invariant of the chapter, one each. So
no invariant goes untested, and no other scenario leans on a refused load.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from rulecore.registry import info

from .conftest import conformance, miniature

CHAPTER = info("sweet-lands").spec_dir / "27-positions.md"


def invariants() -> set[str]:
    return set(re.findall(r"^\*\*(SL-27\.\d+\.\d+[a-z]?)\*\*", CHAPTER.read_text(encoding="utf-8"), re.MULTILINE))


@pytest.mark.slow
def test_an_engine_that_loads_anything_fails_one_rule_per_invariant(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    done = conformance(
        "run", "--engine", miniature("accept_any_state"), "--game", "sweet-lands", "--json-report", str(report)
    )
    assert done.status == 1, done.out[-2000:] + done.err[-2000:]
    scenarios = json.loads(report.read_text(encoding="utf-8"))["scenarios"]
    failed = [s for s in scenarios if s["outcome"] != "passed"]
    strays = [s["id"] for s in failed if not any(r.startswith("SL-27.") for r in s["rules"])]
    assert not strays, f"scenarios outside chapter 27 fail for an engine that only loads too much: {strays}"
    passed = [
        s["id"] for s in scenarios if s["outcome"] == "passed" and any(r.startswith("SL-27.") for r in s["rules"])
    ]
    assert not passed, f"invariant scenarios that an engine loading anything passes: {passed}"
    assert {s["outcome"] for s in failed} == {"failed"}
    tagged = Counter(r for s in failed for r in s["rules"])
    assert set(tagged) == invariants(), f"invariants without a failing scenario: {sorted(invariants() - set(tagged))}"
    assert all(len(s["rules"]) == 1 for s in failed), "an invariant scenario checks exactly one invariant"
