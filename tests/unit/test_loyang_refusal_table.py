"""decisions.md L11.2 (the rule an answer of a type the pending decision does not offer names) is the engine's.

The table is read from the page and compared, cell by cell, with the reference
engine's decision table, so the page an outside implementer reads cannot drift.
"""

from __future__ import annotations

import re

import pytest

import reference_impl.loyang.plugin  # noqa: F401  (registers every decision)
from reference_impl.loyang.game import CHAPTER_8_ANSWERS, DECISIONS
from rulecore.paths import spec_dir

OFFERED = "(offered)"
OTHER_TYPES = ("first_plant", "keep", "stack", "choose_partner", "take", "end_turn", "stop", "path_step", "done")
"""Answer types tried for the last column: each decision is judged on those it does not offer."""


def _rows() -> dict[str, list[str]]:
    text = (spec_dir() / "loyang" / "decisions.md").read_text(encoding="utf-8")
    section = text[text.index("**L11.2**") : text.index("**L11.3**")]
    rows = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        match = re.fullmatch(r"`(\w+)`", cells[0])
        if match and len(cells) == 5:
            rows[match[1]] = cells[1:]
    return rows


ROWS = _rows()


def _reading(cell: str) -> tuple[str, dict[str, str]]:
    """`LY-7.3.1; \\`sell\\` LY-8.4.5` as its default rule and the rules it names by type."""
    default, *rest = [part.strip() for part in cell.split(";")]
    named: dict[str, str] = {}
    for part in rest:
        found = re.fullmatch(r"((?:`\w+`(?:, )?)+) (LY-[\d.]+)", part)
        assert found, f"cannot read {part!r}"
        named.update(dict.fromkeys(re.findall(r"`(\w+)`", found[1]), found[2]))
    return default, named


def test_the_table_has_every_decision() -> None:
    assert set(ROWS) == set(DECISIONS)


@pytest.mark.parametrize("kind", sorted(ROWS))
def test_a_row_is_what_the_engine_names(kind: str) -> None:
    decision = DECISIONS[kind]
    loan, discard, chapter_8, other = ROWS[kind]
    for answer, cell in (("take_loan", loan), ("discard_helper", discard)):
        if cell == OFFERED:
            assert answer in decision.answers, f"{kind} does not offer {answer}"
        else:
            assert answer not in decision.answers and decision.elsewhere(answer) == cell, f"{kind}: {answer}"
    if chapter_8 == OFFERED:
        assert set(CHAPTER_8_ANSWERS) <= set(decision.answers), f"{kind} does not offer every action of chapter 8"
    else:
        default, named = _reading(chapter_8)
        for answer in CHAPTER_8_ANSWERS:
            if answer not in decision.answers:
                assert decision.elsewhere(answer) == named.get(answer, default), f"{kind}: {answer}"
    default, named = _reading(other)
    for answer in OTHER_TYPES:
        if answer not in decision.answers:
            assert decision.elsewhere(answer) == named.get(answer, default), f"{kind}: {answer}"
