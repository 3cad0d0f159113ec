"""Worked examples for the printed rules, told from the suite's scenarios, so they stay true as the rules change.

A rulebook teaches with examples; ours has hundreds of executable ones. For each
section of a chapter, the strongest plain scenario that checks one of its rules
(passed by the reference engine in this build when the suite ran, no table or
outline, at least two checks, short) is told as prose: the setting, what is done,
what follows, with the players given names instead of seat numbers. Nothing is
copied by hand: a changed scenario changes its example at the next build.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from links import Index, md_escape
from model import ScenarioView
from scenarios import Outcomes

NAMES = ("Anna", "Ben", "Carla", "Dev")
"""Seat 0 to 3 as a reader meets them in the examples."""
SEAT = re.compile(r"\b[Pp]layer ([0-3])\b")
LONGEST = 12
"""A scenario with more steps than this sets up too much to read as an example."""


def _plain(scenario: ScenarioView) -> bool:
    steps = [*scenario.background, *scenario.node.get("steps", [])]
    return (
        not scenario.node.get("examples")
        and len(steps) <= LONGEST
        and all("dataTable" not in s and "docString" not in s for s in steps)
    )


def _checks(scenario: ScenarioView) -> int:
    kinds = _kinds(scenario)
    return sum(1 for kind, _ in kinds if kind == "then")


def _kinds(scenario: ScenarioView) -> list[tuple[str, str]]:
    """(given/when/then, text) of each step, an And or But taking the kind of the step before it."""
    out: list[tuple[str, str]] = []
    kind = "given"
    for step in [*scenario.background, *scenario.node.get("steps", [])]:
        word = step["keyword"].strip().lower()
        if word in ("given", "when", "then"):
            kind = word
        out.append((kind, step["text"].strip()))
    return out


def strongest(candidates: Iterable[ScenarioView], outcomes: Outcomes) -> ScenarioView | None:
    """The scenario a section's example is told from, or None when no scenario reads well as one."""

    def passed(s: ScenarioView) -> bool:
        results = outcomes.by_scenario.get((s.feature, s.name), [])
        return not outcomes.measured or (bool(results) and set(results) == {"passed"})

    fit = [s for s in candidates if _plain(s) and passed(s) and _checks(s) >= 1]
    if not fit:
        return None
    return max(fit, key=lambda s: (min(_checks(s), 3), -len(_kinds(s))))


def _named(text: str) -> str:
    return SEAT.sub(lambda m: NAMES[int(m.group(1))], text)


def _clause(text: str) -> str:
    """A step inside a sentence: its first letter small, unless it starts with a name."""
    return text if text.startswith(NAMES) else text[:1].lower() + text[1:]


def _sentence(text: str) -> str:
    text = _named(text)
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")


def told(scenario: ScenarioView, index: Index, page: str) -> list[str]:
    """The scenario as a worked example: a titled box of prose, the rule IDs it shows linked."""
    kinds = _kinds(scenario)
    given = [_named(text) for kind, text in kinds if kind == "given"]
    when = [_named(text) for kind, text in kinds if kind == "when"]
    then = [_named(text) for kind, text in kinds if kind == "then"]
    setting = ""
    if given:
        first, rest = given[0], given[1:]
        setting = (f"Take {first}." if first.startswith(("a ", "an ")) else _sentence(first)) + " "
        setting += " ".join(_sentence(g) for g in rest)
    action = " ".join(_sentence(w) for w in when)
    result = "Now " + "; ".join(_clause(t) for t in then) + "." if then else ""
    text = index.link_text(md_escape(" ".join(p for p in (setting.strip(), action, result) if p)), page)
    return [
        '<div class="rs-example" markdown>',
        "",
        f"**Example: {md_escape(_named(scenario.name))}.** {text}",
        "",
        "</div>",
        "",
    ]
