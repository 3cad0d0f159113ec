"""An implementer installs the built wheel in their own environment and runs the suite from anywhere.

Builds the wheel, installs it into a fresh virtual environment, and runs
`conformance run` from an empty folder: the features, schemas and component data
must all come from inside the wheel.
"""

from __future__ import annotations

import json
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from conformance import trace

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_installed_wheel_runs_the_suite_outside_the_checkout(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(dist), str(ROOT)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    (wheel,) = dist.glob("*.whl")
    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)], check=True, timeout=900)

    elsewhere = tmp_path / "implementer-project"
    elsewhere.mkdir()
    report = elsewhere / "report.json"
    done = subprocess.run(
        [str(env_dir / "bin" / "conformance"), "run", "--json-report", str(report)],
        cwd=elsewhere,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads(report.read_text())["summary"]
    assert summary["passed"] == trace.build(root=ROOT).runs()
    assert summary["failed"] == summary["errored"] == 0

    imported = subprocess.run(
        [str(python), "-c", "import rulecore.paths as p; print(p.data_root())"],
        cwd=elsewhere,
        capture_output=True,
        text=True,
        check=True,
    )
    assert str(env_dir) in imported.stdout, "the data must come from the installed wheel"
