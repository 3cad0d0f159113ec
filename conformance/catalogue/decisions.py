"""The table of decisions on a game's decisions page: who answers each kind of decision, with what, under which rules.

Both games' pages (`spec/<game>/decisions.md`) hold one table whose columns begin
`kind | who answers | answers` and end with the rules that govern the decision.
A failure card reads it to say which rule makes an answer the engine left out
legal: the first rule of the pending decision's row (the turn's row opens with
the rule that lists the main actions). `conformance explain` reads the same table.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rulecore.registry import RULE_ID

DECISION_HEADER = re.compile(r"^\|\s*kind\s*\|\s*who answers\s*\|\s*answers\s*\|")
"""The first line of a decisions page's table of decisions."""
RULE_IN_CELL = re.compile(RULE_ID)


@dataclass(frozen=True)
class Decision:
    """One row of a game's table of decisions."""

    kind: str
    who: str
    answers: str
    rules: str

    def first_rule(self) -> str | None:
        """The rule the row names first: the one that puts the decision's answers on offer."""
        found = RULE_IN_CELL.search(self.rules)
        return found.group(0) if found else None


def plain_cell(cell: str) -> str:
    """A table cell as plain text: code marks dropped, escaped bars restored."""
    return cell.replace("`", "").replace("\\|", "|")


@cache
def decisions(spec_game_dir: Path) -> dict[str, Decision]:
    """The table of decisions of a game's decisions page, by kind; empty when the page has none."""
    page = spec_game_dir / "decisions.md"
    if not page.is_file():
        return {}
    found: dict[str, Decision] = {}
    in_table = False
    for line in page.read_text(encoding="utf-8").splitlines():
        if DECISION_HEADER.match(line):
            in_table = True
            continue
        if not in_table:
            continue
        if not line.startswith("|"):
            in_table = False
            continue
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
        if len(cells) < 4 or set(cells[0]) <= {"-", " "}:
            continue
        kind = cells[0].strip("`")
        found[kind] = Decision(kind, plain_cell(cells[1]), plain_cell(cells[2]), plain_cell(cells[-1]))
    return found
