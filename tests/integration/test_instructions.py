"""The engines' instructions per decision stay within 3 % of those recorded in benchmarks/instructions.json.

Counted by valgrind's callgrind with a fixed hash seed (benchmarks/run.py, the instructions section), so the
host's load cannot move them: a change that makes a decision dearer fails here, however busy the machine. A change
that is meant to cost more (a rule the engine now checks) records the new count in the file, in the same commit.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RECORDED = ROOT / "benchmarks" / "instructions.json"

pytestmark = [
    pytest.mark.long,
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed"),
]


def test_no_engine_spends_more_than_3_percent_more_instructions_a_decision(tmp_path: Path) -> None:
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    out = tmp_path / "figures.json"
    games = [arg for game in recorded["games"] for arg in ("--game", game)]
    command = [
        sys.executable,
        str(ROOT / "benchmarks" / "run.py"),
        "--only",
        "instructions",
        *games,
        "--json",
        str(out),
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=False, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    measured = json.loads(out.read_text(encoding="utf-8"))["games"]
    dearer = {}
    for game, then in recorded["games"].items():
        now = measured[game]["instructions"]["instructions_per_decision"]
        if now > then["instructions_per_decision"] * (1 + recorded["tolerance"]):
            dearer[game] = f"{then['instructions_per_decision']:,} -> {now:,}"
    assert not dearer, f"instructions per decision up by more than {recorded['tolerance']:.0%}: {dearer}"
