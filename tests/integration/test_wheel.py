"""An implementer installs the built wheel in their own environment and runs the suite from anywhere.

Builds the wheel, installs it into a fresh virtual environment, and runs
`conformance run` from an empty folder: the features, schemas and component data
must all come from inside the wheel. The default run plays one feature file of
each game from the wheel (what can go wrong in packaging goes wrong for the first
scenario already: a missing data file, a step module or an entry point left out)
and checks that every game's features, schemas and components are inside it; the
whole suite from the wheel runs in the long profile (`pytest -m long`).
"""

from __future__ import annotations

import json
import subprocess
import sys
import venv
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from conformance.catalogue import ids, trace
from conformance.games import registered

ROOT = Path(__file__).resolve().parents[2]
DATA = ("spec", "features", "schemas")
"""The checkout's data folders the wheel carries under rulecore/_data/ (pyproject's force-include)."""


@dataclass(frozen=True)
class Installed:
    wheel: Path
    env: Path
    elsewhere: Path

    @property
    def python(self) -> Path:
        return self.env / "bin" / "python"

    def run(self, *args: str) -> tuple[subprocess.CompletedProcess[str], dict[str, int]]:
        report = self.elsewhere / "report.json"
        report.unlink(missing_ok=True)
        done = subprocess.run(
            [str(self.env / "bin" / "conformance"), "run", "--json-report", str(report), *args],
            cwd=self.elsewhere,
            capture_output=True,
            text=True,
            timeout=900,
            check=False,
        )
        summary: dict[str, int] = json.loads(report.read_text())["summary"] if report.exists() else {}
        return done, summary


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    tmp_path = tmp_path_factory.mktemp("wheel")
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
    return Installed(wheel, env_dir, elsewhere)


def first_feature_of_each_game() -> list[str]:
    """The ids of the scenarios in the first feature file of every game."""
    chosen = []
    for game in registered():
        entries = ids.catalogue(game, root=ROOT / "features")
        chosen += [e.id for e in entries if e.file == entries[0].file]
    return chosen


@pytest.mark.slow
def test_the_wheel_carries_every_games_data(installed: Installed) -> None:
    with zipfile.ZipFile(installed.wheel) as wheel:
        inside = set(wheel.namelist())
    for folder in DATA:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                packed = f"rulecore/_data/{path.relative_to(ROOT).as_posix()}"
                assert packed in inside, f"{packed} is not in the wheel"
    for game in registered():
        assert any(name.startswith(f"rulecore/_data/features/{game}/") for name in inside), game


@pytest.mark.slow
def test_installed_wheel_runs_scenarios_of_every_game_outside_the_checkout(installed: Installed) -> None:
    chosen = first_feature_of_each_game()
    done, summary = installed.run(*(arg for sid in chosen for arg in ("--id", sid)))
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert summary["passed"] == len(set(chosen)) > 0
    assert summary["failed"] == summary["errored"] == 0

    python, elsewhere, env_dir = installed.python, installed.elsewhere, installed.env
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


@pytest.mark.slow
@pytest.mark.long
def test_installed_wheel_runs_the_whole_suite_outside_the_checkout(installed: Installed) -> None:
    done, summary = installed.run()
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert summary["passed"] == sum(trace.build(game, root=ROOT).runs() for game in registered())
    assert summary["failed"] == summary["errored"] == 0


USER_CONFTEST = """\
def pytest_addoption(parser):
    parser.addoption("--engine", default="theirs")
    parser.addoption("--in-process", action="store_true")
"""
USER_TEST = """\
def test_my_option(request):
    assert request.config.getoption("--engine") == "mine"
"""
