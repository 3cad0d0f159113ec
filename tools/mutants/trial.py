"""One mutant against one game's scenario suite, in a copy of the tree of its own.

A worker unpacks the tree (a `git archive` of the commit measured) once and mutates its copy in place, one mutant
at a time, always putting the module back; the checkout is never touched. The suite runs as
`python -m conformance run --in-process --game G -x` inside the copy, whose packages come first on the import path,
so the engine that runs is the mutated one (`Tree.check_imports` makes sure of it before any trial).

A mutant is killed when the run fails (a scenario fails, or the mutated engine cannot even start: "incompetent"),
or when it takes more than `timeout` seconds: an engine that hangs fails any real run too.
"""

from __future__ import annotations

import io
import os
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
import weakref
from dataclasses import dataclass
from pathlib import Path

import orjson

KILLED, SURVIVED, TIMEOUT, INCOMPETENT = "killed", "survived", "timeout", "incompetent"
"""A trial's outcomes; every one but SURVIVED counts as a kill."""
IMPORTED = ("rulecore", "reference_impl", "conformance")


@dataclass(frozen=True)
class Verdict:
    outcome: str
    seconds: float
    killed_by: str = ""
    """The first scenario that failed, by id (empty when none did)."""


class Tree:
    """A worker's own copy of the tree at the commit measured."""

    def __init__(self, archive: bytes, python: str = sys.executable) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="mutation-tree-"))
        weakref.finalize(self, shutil.rmtree, self.folder, True)  # gone with the worker, however it ends
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(self.folder, filter="data")
        self.python = python
        self.env = {**os.environ, "PYTHONPATH": str(self.folder), "PYTHONDONTWRITEBYTECODE": "1"}

    def check_imports(self) -> None:
        """Fail unless the copy's packages are the ones a trial imports (not an installed or editable copy)."""
        probe = "import sys, importlib; print('\\n'.join(importlib.import_module(n).__file__ for n in sys.argv[1:]))"
        done = subprocess.run(
            [self.python, "-c", probe, *IMPORTED],
            cwd=self.folder,
            env=self.env,
            capture_output=True,
            text=True,
            check=True,
        )
        outside = [f for f in done.stdout.split() if not Path(f).resolve().is_relative_to(self.folder.resolve())]
        if outside:
            raise RuntimeError(f"the trial would import packages outside its copy of the tree: {outside}")

    def baseline(self, game: str) -> float:
        """Seconds the unmutated suite takes here; it must pass, or no trial would mean anything."""
        verdict = self.run_suite(game, timeout=600.0, compile_first=True)
        if verdict.outcome != SURVIVED:
            raise RuntimeError(f"{game}: the scenario suite does not pass on the unmutated tree ({verdict})")
        return verdict.seconds

    def trial(self, game: str, module: str, operator: str, occurrence: int, timeout: float) -> Verdict:
        """Apply one mutant, run the suite, put the module back."""
        from cosmic_ray.mutating import mutate_code  # noqa: PLC0415  (the mutation extra)
        from cosmic_ray.plugins import get_operator  # noqa: PLC0415

        path = self.folder / module
        source = path.read_text(encoding="utf-8")
        mutated = mutate_code(source, get_operator(operator)(), occurrence)
        if mutated is None:
            raise RuntimeError(f"{module}: {operator} #{occurrence} no longer applies")
        compiled = path.parent / "__pycache__"
        for stale in compiled.glob(f"{path.stem}.*.pyc"):
            stale.unlink()  # a cached module of the same size and second would be loaded instead of the mutant
        try:
            path.write_text(mutated, encoding="utf-8")
            return self.run_suite(game, timeout=timeout)
        finally:
            path.write_text(source, encoding="utf-8")

    def run_suite(self, game: str, *, timeout: float, compile_first: bool = False) -> Verdict:
        report = self.folder / "trial-report.json"
        report.unlink(missing_ok=True)
        command = [self.python, "-m", "conformance", "run", "--in-process", "--game", game, "-x", "--no-reference"]
        env = self.env
        if compile_first:
            env = {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"}  # warm the copy's cache once
        started = time.monotonic()
        process = subprocess.Popen(
            [*command, "--json-report", str(report)],
            cwd=self.folder,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        try:
            code = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            return Verdict(TIMEOUT, time.monotonic() - started)
        seconds = time.monotonic() - started
        if code == 0:
            return Verdict(SURVIVED, seconds)
        failed = _first_failure(report)
        return Verdict(KILLED if failed else INCOMPETENT, seconds, failed)


def _first_failure(report: Path) -> str:
    """The id of the first scenario the report says did not pass; empty when there is no readable report."""
    try:
        scenarios = orjson.loads(report.read_bytes())["scenarios"]
    except (OSError, ValueError, KeyError, TypeError):
        return ""
    return next((s["id"] for s in scenarios if s.get("outcome") in ("failed", "errored")), "")
