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
LONGEST = 14
"""A scenario with more steps than this sets up too much to read as an example."""
MOST_ROWS = 12
"""A scenario whose tables hold more rows than this (a whole map) is shown on its page, not told."""


def _plain(scenario: ScenarioView) -> bool:
    steps = [*scenario.background, *scenario.node.get("steps", [])]
    rows = sum(len(s["dataTable"]["rows"]) - 1 for s in steps if "dataTable" in s)
    return (
        not scenario.node.get("examples")
        and len(steps) <= LONGEST
        and rows <= MOST_ROWS
        and all("docString" not in s for s in steps)
    )


def _checks(scenario: ScenarioView) -> int:
    kinds = _kinds(scenario)
    return sum(1 for kind, _ in kinds if kind == "then")


def _kinds(scenario: ScenarioView) -> list[tuple[str, str]]:
    """(given/when/then, text) of each step, an And or But taking the kind of the step before it."""
    return [(kind, text) for kind, text, _table in _steps(scenario)]


def _steps(scenario: ScenarioView) -> list[tuple[str, str, list[list[str]]]]:
    """(given/when/then, text, the step's table as rows of cells, or []) of each step."""
    out: list[tuple[str, str, list[list[str]]]] = []
    kind = "given"
    for step in [*scenario.background, *scenario.node.get("steps", [])]:
        word = step["keyword"].strip().lower()
        if word in ("given", "when", "then"):
            kind = word
        rows = [[c["value"] for c in row["cells"]] for row in step.get("dataTable", {}).get("rows", [])]
        out.append((kind, step["text"].strip(), rows))
    return out


def _table(rows: list[list[str]]) -> list[str]:
    cells = [[md_escape(_named(c)) or " " for c in row] for row in rows]
    return [
        "",
        "| " + " | ".join(cells[0]) + " |",
        "|" + "---|" * len(cells[0]),
        *("| " + " | ".join(row) + " |" for row in cells[1:]),
        "",
    ]


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
    """The scenario as a worked example: a titled box of prose (a step's table shown where the step is told).

    The setting first ("Take a 2-player game ..."), then what is done, then what follows ("Now ...");
    the rule IDs the steps name are linked.
    """
    blocks: list[str] = []
    prose = [f"**Example: {md_escape(_named(scenario.name))}.**"]

    def say(text: str, table: list[list[str]]) -> None:
        prose.append(index.link_text(md_escape(text.rstrip(":") + (":" if table else "")), page))
        if table:
            blocks.extend(["", " ".join(prose), *_table(table)])
            prose.clear()

    steps = _steps(scenario)
    for n, (_kind, text, table) in enumerate(s for s in steps if s[0] == "given"):
        named = _named(text)
        say(f"Take {named}" if n == 0 and named.startswith(("a ", "an ")) else _sentence(named).rstrip("."), table)
        if not table:
            prose[-1] += "."
    for _kind, text, table in (s for s in steps if s[0] == "when"):
        say(_sentence(text).rstrip("."), table)
        if not table:
            prose[-1] += "."
    then = [(text, table) for kind, text, table in steps if kind == "then"]
    if any(table for _text, table in then):
        for text, table in then:
            say("Now " + _clause(_named(text)), table)
            if not table:
                prose[-1] += "."
    elif then:
        prose.append(index.link_text(md_escape("Now " + "; ".join(_clause(_named(t)) for t, _ in then) + "."), page))
    if prose:
        blocks.extend(["", " ".join(prose), ""])
    return ['<div class="rs-example" markdown>', *blocks, "</div>", ""]
