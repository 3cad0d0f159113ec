"""benchmarks/run.py keeps working: its quick mode runs and reports every figure (no figure is judged here)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_the_benchmark_script_reports_every_figure(tmp_path: Path) -> None:
    out = tmp_path / "figures.json"
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "run.py"), "--quick", "--json", str(out)],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    figures = json.loads(out.read_text())
    assert [row["players"] for row in figures["in_process"]] == [2, 3, 4]
    for row in [*figures["in_process"], figures["in_process_adapter"], figures["stdio"]]:
        assert row["games"] == 2 and row["decisions"] > 100 and row["decisions_per_s"] > 0
    assert 0 < figures["stdio"]["json_share"] < 1
    assert figures["hello"]["best_ms"] > 0
    assert figures["state_size"]["view_bytes"] < figures["state_size"]["state_bytes"]
