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
from conformance.games import registered

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
    assert summary["passed"] == sum(trace.build(game, root=ROOT).runs() for game in registered())
    assert summary["failed"] == summary["errored"] == 0

    imported = subprocess.run(
        [str(python), "-c", "import rulecore.paths as p; print(p.data_root())"],
        cwd=elsewhere,
        capture_output=True,
        text=True,
        check=True,
    )
    assert str(env_dir) in imported.stdout, "the data must come from the installed wheel"

    # Installing the suite changes nothing in the user's own pytest runs: its plugin is opt-in, so a
    # project with options of the same names as the suite's (`--engine`, `--in-process`) still runs.
    (elsewhere / "conftest.py").write_text(USER_CONFTEST, encoding="utf-8")
    (elsewhere / "test_mine.py").write_text(USER_TEST, encoding="utf-8")
    mine = subprocess.run(
        [str(python), "-m", "pytest", "-q", "-p", "no:cacheprovider", "--engine", "mine"],
        cwd=elsewhere,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert mine.returncode == 0, mine.stdout + mine.stderr
    assert "1 passed" in mine.stdout


USER_CONFTEST = """\
def pytest_addoption(parser):
    parser.addoption("--engine", default="theirs")
    parser.addoption("--in-process", action="store_true")
"""
USER_TEST = """\
def test_my_option(request):
    assert request.config.getoption("--engine") == "mine"
"""
