"""`conformance compare`: one position asked of several engines, the answers side by side (issue 51)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from conformance.engines.engine import InProcessEngine
from conformance.tools import compare
from rulecore.registry import info

from .conftest import conformance, miniature

ROOT = Path(__file__).resolve().parents[2]
EARLY_END = "sweet-lands/18-free-actions/ending-the-turn-without-a-main-action-is-refused"
TYPESCRIPT = ROOT / "engines" / "typescript" / "dist" / "main.js"


def test_a_wrong_engine_is_shown_beside_the_reference() -> None:
    done = conformance(
        "compare",
        "--scenario",
        EARLY_END,
        "--engine",
        "reference",
        "--engine",
        miniature("two_bugs"),
        "--action",
        '{"type": "end_turn"}',
        "--json",
    )
    assert done.status == 1, done.err[-2000:]
    found = json.loads(done.out)
    assert found["differing_answers"] == [{"action": {"type": "pass"}, "listed": [True, False]}]
    verdicts = [(e["verdict"], (e["refusal"] or {}).get("rule")) for e in found["engines"]]
    assert verdicts == [("refused", "SL-7.2.2"), ("accepted_unlisted", None)]
    assert not found["agree"]
    text = conformance("compare", "--scenario", EARLY_END, "--engine", "reference", "--engine", miniature("two_bugs"))
    assert text.status == 1
    row = next(line for line in text.out.splitlines() if '{"type": "pass"}' in line)
    assert "≠" in row and "yes" in row and "no" in row, row
    assert "[" in text.out and "two_bugs]" in text.out, "two engines of one name are told apart by their command"


class _Shifted(InProcessEngine):
    """The reference engine, but every state it reports after an answer has its round one higher."""

    def __init__(self) -> None:
        super().__init__()
        self.applied = False

    def apply(self, action: dict[str, Any]) -> None:
        super().apply(action)
        self.applied = True

    def state(self) -> dict[str, Any]:
        state = super().state()
        if self.applied:
            state["round"] += 1
        return state


def test_the_resulting_states_are_compared_with_the_first_engines() -> None:
    engines = [("reference", InProcessEngine()), ("shifted", _Shifted())]
    start = InProcessEngine().new_game("sweet-lands", 2, 7)
    first = InProcessEngine()
    first.load(start)
    spec = info("sweet-lands").spec_dir
    action = first.legal_actions()[0]
    found = compare.compare(engines, start, spec, position="a new game", action=action)
    assert found.state_differences() == {"shifted": [{"path": "/round", "before": 1, "after": 2}]}
    assert not found.agree()
    pair = [("a", InProcessEngine()), ("b", InProcessEngine())]
    same = compare.compare(pair, start, spec, position="p", action=action)
    assert same.agree() and same.state_differences() == {"b": []}


def _go_engine(tmp_path: Path) -> str:
    if shutil.which("go") is None:
        pytest.skip("Go is not installed: the Go engine cannot be built")
    binary = tmp_path / "loyang-go"
    env = {**os.environ, "GOFLAGS": "-mod=mod", "GOPROXY": "off", "GOTOOLCHAIN": "local"}
    subprocess.run(["go", "build", "-o", str(binary), "."], cwd=ROOT / "engines" / "go", env=env, check=True)
    return str(binary)


def test_the_reference_typescript_and_go_engines_side_by_side(tmp_path: Path) -> None:
    if not TYPESCRIPT.is_file():
        pytest.skip("the TypeScript engine is not built (engines/typescript: npm ci && npm run build)")
    go = _go_engine(tmp_path)
    engines = ("--engine", "reference", "--engine", f"node {TYPESCRIPT}", "--engine", go)
    loyang = conformance("compare", "--golden", "game-2p", "--step", "30", "--game", "loyang", *engines, "--json")
    found = json.loads(loyang.out)
    plays = [e["plays"] for e in found["engines"]]
    assert plays == [True, False, True], "the TypeScript engine plays Sweet Lands only"
    assert loyang.status == 0 and found["agree"] and not found["differing_answers"]
    sweet = conformance("compare", "--scenario", EARLY_END, *engines, "--action", '{"type": "end_turn"}', "--json")
    found = json.loads(sweet.out)
    assert [e["plays"] for e in found["engines"]] == [True, True, False]
    assert [e["verdict"] for e in found["engines"][:2]] == ["refused", "refused"]
    assert sweet.status == 0 and found["agree"], sweet.out[-3000:]


def test_explain_given_several_engines_shows_them_side_by_side() -> None:
    """`explain --engine A --engine B` answers as `compare` does, so one question reaches several engines from
    either verb; one `--engine` keeps the single engine's explanation."""
    both = conformance(
        "explain", "--scenario", EARLY_END, "--engine", "reference", "--engine", miniature("two_bugs"), "--json",
        "--action", '{"type": "end_turn"}',
    )
    assert both.status == 1, both.err[-2000:]
    assert json.loads(both.out)["differing_answers"] == [{"action": {"type": "pass"}, "listed": [True, False]}]
    one = conformance("explain", "--scenario", EARLY_END, "--engine", miniature("two_bugs"), "--json")
    assert one.status == 0, one.err[-2000:]
    assert "differing_answers" not in json.loads(one.out)
