"""Roll scenario outcomes up per rule and per chapter, and compute compliance percentages.

Two percentages, because an engine may not claim everything: *claimed* counts
only the scenarios the engine was judged on (passed, failed, errored), *overall*
also counts unsupported scenarios, and those a run that stopped early never
reached, as not passed. Skipped scenarios (left out by the user) count in neither. A scenario whose run
log line is damaged (`unknown`) counts in both as not passed, and makes every
figure it is part of incomplete.

A rule's or chapter's status is the worst outcome it was *judged* on, so 81
passing and 7 unsupported scenarios read "passed" (the columns show the 7);
only a group with no judged scenario takes its status from the rest.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache

from rulecore.registry import RULE_ID, games

from ..catalogue.ids import chapter_of
from ..results.outcomes import Outcome, ScenarioResult, counts

WORST_FIRST = (
    Outcome.ERRORED,
    Outcome.FAILED,
    Outcome.UNKNOWN,
    Outcome.PASSED,
    Outcome.NOT_RUN,
    Outcome.UNSUPPORTED,
    Outcome.SKIPPED,
)
TITLE_WIDTH = 140
RULE_LINE = re.compile(rf"^\*\*({RULE_ID})\*\*\s*(.*)$")


def percentages(tally: dict[str, int]) -> dict[str, float | None]:
    """`claimed` and `overall` compliance in percent (None when nothing was judged). A scenario of unknown
    outcome counts in both as not passed: the figures are then at most what the run gave (`incomplete`)."""
    passed = tally["passed"]
    judged = passed + tally["failed"] + tally["errored"] + incomplete(tally)
    overall = judged + tally["unsupported"] + tally.get("not_run", 0)
    return {
        "claimed": round(100 * passed / judged, 1) if judged else None,
        "overall": round(100 * passed / overall, 1) if overall else None,
    }


def incomplete(tally: dict[str, int]) -> int:
    """How many of the scenarios counted are of unknown outcome (damaged run log lines): when any are,
    every figure made from `tally` is incomplete and must say so."""
    return tally.get(Outcome.UNKNOWN.value, 0)


def worst(outcomes: Iterable[Outcome]) -> Outcome:
    """The status of a group: its worst judged outcome, or when nothing was judged, what kept it from being."""
    seen = set(outcomes)
    return next((o for o in WORST_FIRST if o in seen), Outcome.SKIPPED)


@dataclass
class Group:
    """The scenarios of one rule or one chapter."""

    key: str
    title: str
    scenarios: list[ScenarioResult] = field(default_factory=list)

    @property
    def tally(self) -> dict[str, int]:
        return counts(s.outcome for s in self.scenarios)

    @property
    def status(self) -> Outcome:
        return worst(s.outcome for s in self.scenarios)


@cache
def rule_titles() -> dict[str, str]:
    """Rule id -> its first sentence in the spec, for report rows (every game's rules)."""
    titles: dict[str, str] = {}
    for path in sorted(p for game in games().values() for p in game.spec_dir.glob("[0-9][0-9]-*.md")):
        for line in path.read_text(encoding="utf-8").splitlines():
            match = RULE_LINE.match(line)
            if match:
                sentence = match.group(2).split(". ")[0].rstrip(".")
                titles[match.group(1)] = textwrap.shorten(sentence, TITLE_WIDTH, placeholder=" …")
    return titles


@cache
def chapter_titles() -> dict[str, str]:
    """`XY-17` -> its title: each chapter file's first heading, for every game (by its rule prefix)."""
    titles: dict[str, str] = {}
    for game in games().values():
        for path in sorted(game.spec_dir.glob("[0-9][0-9]-*.md")):
            number = int(path.name[:2])
            heading = next((ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.startswith("# ")), "")
            titles[f"{game.rule_prefix}-{number}"] = re.sub(r"^#\s*(\d+\.?\s*)?", "", heading).strip() or path.stem
    return titles


def _chapter_sort(key: str) -> tuple[str, int]:
    prefix, _, number = key.partition("-")
    return prefix, int(number) if number.isdigit() else 0


def _rule_sort(key: str) -> tuple[object, ...]:
    prefix, _, rest = key.partition("-")
    parts = re.findall(r"\d+|[a-z]+", rest)
    return (prefix, *[(int(p), "") if p.isdigit() else (0, p) for p in parts])


def by_rule(scenarios: Sequence[ScenarioResult]) -> list[Group]:
    titles = rule_titles()
    groups: dict[str, Group] = {}
    for s in scenarios:
        for rule in s.rules:
            groups.setdefault(rule, Group(rule, titles.get(rule, ""))).scenarios.append(s)
    return [groups[k] for k in sorted(groups, key=_rule_sort)]


def by_chapter(scenarios: Sequence[ScenarioResult]) -> list[Group]:
    """A scenario counts once in every chapter its rules belong to."""
    titles = chapter_titles()
    groups: dict[str, Group] = {}
    for s in scenarios:
        for chapter in sorted({chapter_of(r) for r in s.rules}) or ["(no rule)"]:
            groups.setdefault(chapter, Group(chapter, titles.get(chapter, ""))).scenarios.append(s)
    return [groups[k] for k in sorted(groups, key=_chapter_sort)]
