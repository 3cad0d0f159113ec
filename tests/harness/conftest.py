"""Helpers for the harness tests: run the `conformance` CLI as an implementer would, and read what it wrote."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

MINIATURES = Path(__file__).resolve().parents[1] / "miniatures.py"
REFERENCE = f"{shlex.quote(sys.executable)} -m reference_impl serve"
SUBSET = ("sweet-lands/17-pass/*", "sweet-lands/21-cleanup/*")
"""The chapters the report tests run: passing (which the rule-breaker and the hostile engine break, with refusals
that the dirty engine spoils) and cleanup. The full suite is run by tests/scenarios/; here it would only cost time."""
SUBSET_ARGS = tuple(arg for pattern in SUBSET for arg in ("--id", pattern))


def miniature(name: str) -> str:
    """The engine command of a miniature wrong engine (tests/miniatures.py)."""
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(MINIATURES))} {name}"


@dataclass
class Done:
    status: int
    out: str
    err: str


def conformance(*args: str, timeout: float = 600) -> Done:
    done = subprocess.run(
        [sys.executable, "-m", "conformance", *args], capture_output=True, text=True, timeout=timeout, check=False
    )
    return Done(done.returncode, done.stdout, done.stderr)


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@dataclass
class Reports:
    """Every report of one `conformance run`."""

    done: Done
    folder: Path

    def path(self, name: str) -> Path:
        return self.folder / name

    @property
    def json(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(self.path("report.json").read_text(encoding="utf-8"))
        return data

    @property
    def lines(self) -> list[dict[str, Any]]:
        return read_jsonl(self.path("run.jsonl"))

    @property
    def html(self) -> str:
        return self.path("report.html").read_text(encoding="utf-8")

    @property
    def markdown(self) -> str:
        return self.path("report.md").read_text(encoding="utf-8")


def run_with_reports(folder: Path, *args: str) -> Reports:
    """`conformance run` of the SUBSET with every report switched on, into `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    names = {
        "--json-report": "report.json",
        "--jsonl": "run.jsonl",
        "--junit-xml": "junit.xml",
        "--html": "report.html",
        "--markdown": "report.md",
        "--badge-svg": "badge.svg",
        "--badge-json": "badge.json",
    }
    options = [x for option, name in names.items() for x in (option, str(folder / name))]
    return Reports(conformance("run", *options, *SUBSET_ARGS, *args), folder)


@pytest.fixture(scope="session")
def reference_run(tmp_path_factory: pytest.TempPathFactory) -> Reports:
    """The bundled engine over stdio, every report on: shared by the tests that only read reports."""
    return run_with_reports(tmp_path_factory.mktemp("reference"))


@pytest.fixture(scope="session")
def rule_breaker_run(tmp_path_factory: pytest.TempPathFactory) -> Reports:
    return run_with_reports(tmp_path_factory.mktemp("rule-breaker"), "--engine", miniature("rule_breaker"))
