"""The worked positions of spec/loyang/decisions.md L13 load, come back unchanged and offer the answers listed.

Each position on the page is a complete state in a `json` block, followed by a
block with the list of its legal actions. The test reads them from the page
itself, so the page cannot drift from what an engine does with it.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from reference_impl.engine import ReferenceEngine
from rulecore.paths import spec_dir

BLOCK = re.compile(r"```json\n(.*?)\n```", re.DOTALL)


def _worked_positions() -> list[tuple[str, dict[str, Any], list[dict[str, Any]]]]:
    text = (spec_dir() / "loyang" / "decisions.md").read_text(encoding="utf-8")
    section = text[text.index("## L13.") :]
    found = []
    for paragraph in re.split(r"\n(?=\*\*L13\.\d+\*\*)", section):
        blocks = BLOCK.findall(paragraph)
        if len(blocks) == 2:  # a position and its answers; the other paragraphs show stacks only
            name = paragraph.split("**")[1]
            found.append((name, json.loads(blocks[0]), json.loads(blocks[1])))
    return found


POSITIONS = _worked_positions()


def test_the_page_has_its_worked_positions() -> None:
    assert [name for name, _, _ in POSITIONS] == ["L13.2", "L13.3", "L13.4", "L13.5"]


@pytest.mark.parametrize(("name", "state", "answers"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_a_worked_position_loads_as_written(name: str, state: dict[str, Any], answers: list[dict[str, Any]]) -> None:
    engine = ReferenceEngine()
    engine.load(json.loads(json.dumps(state)))
    assert engine.state()["state"] == state, f"{name} does not come back from `state` as the page writes it"
    offered = engine.legal_actions()["actions"]
    assert len(offered) == len(answers) and all(a in offered for a in answers), f"{name} offers {offered}"
