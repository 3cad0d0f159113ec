"""The JSON-lines run log (`--jsonl PATH`): a header, one line per scenario as it ends, a footer.

Each line is flushed when written, so a run that is killed half way leaves a
readable log whose missing footer says it was cut off. The format is
schemas/reports/run.schema.json; `read` turns a log back into a `Run` for the
other reports and for `conformance report`.
"""

from __future__ import annotations

import json
import platform
import shlex
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from ..expectations import Expectations
from ..outcomes import Report, ScenarioResult
from .compliance import percentages

FORMAT = "conformance-run"
FORMAT_VERSION = 2


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def reproduce(engine_command: str | None, scenario_id: str) -> str:
    """The one-line command that runs exactly this scenario against the same engine again."""
    engine = "--in-process" if engine_command is None else f"--engine {shlex.quote(engine_command)}"
    return f"conformance run {engine} --id {shlex.quote(scenario_id)}"


def exit_status(pytest_status: int, report: Report) -> int:
    """The run's exit status: 2 or 3 when it was stopped, else 1 exactly when something was unexpected."""
    if pytest_status in (2, 3):
        return pytest_status
    return 1 if report.unexpected() else 0


def footer(report: Report, pytest_status: int, duration: float) -> dict[str, Any]:
    summary = report.summary()
    verdicts: dict[str, int] = {}
    for s in report.scenarios:
        if s.expectation is not None and s.expectation.verdict is not None:
            verdicts[s.expectation.verdict.value] = verdicts.get(s.expectation.verdict.value, 0) + 1
    return {
        "type": "footer",
        "finished": now(),
        "duration": round(duration, 3),
        "summary": summary,
        "compliance": percentages(summary),
        "expectations": verdicts,
        "unexpected": len(report.unexpected()),
        "exit_status": exit_status(pytest_status, report),
    }


def make_header(
    suite: dict[str, Any],
    hello: dict[str, Any],
    argv: list[str],
    engine_command: str | None,
    expectations: Expectations | None = None,
) -> dict[str, Any]:
    """The first line of a run log: who judged whom, how the run was started, and when."""
    return {
        "type": "header",
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "suite": suite,
        "engine": hello,
        "engine_command": engine_command,
        "command": shlex.join(argv),
        "started": now(),
        "expectations": expectations.source if expectations is not None else None,
        "platform": {"python": platform.python_version(), "system": platform.system()},
    }


class RunLog:
    """Writes the log line by line while the run goes on."""

    def __init__(self, stream: IO[str], engine_command: str | None) -> None:
        self._stream = stream
        self._engine_command = engine_command
        self._started = time.monotonic()

    def _write(self, record: dict[str, Any]) -> None:
        self._stream.write(json.dumps(record, separators=(",", ":"), ensure_ascii=False) + "\n")
        self._stream.flush()

    @classmethod
    def start(cls, path: Path, header: dict[str, Any]) -> RunLog:
        log = cls(path.open("w", encoding="utf-8"), header.get("engine_command"))
        log._write(header)
        return log

    def scenario(self, result: ScenarioResult) -> None:
        record = {"type": "scenario", **result.to_record()}
        record["reproduce"] = reproduce(self._engine_command, result.id) if result.id else ""
        self._write(record)

    def finish(self, report: Report, pytest_status: int) -> None:
        self._write(footer(report, pytest_status, time.monotonic() - self._started))
        self._stream.close()


@dataclass
class Run:
    """A run log read back: `footer` is None when the run was cut off."""

    path: str
    header: dict[str, Any]
    scenarios: list[ScenarioResult] = field(default_factory=list)
    reproduce: dict[str, str] = field(default_factory=dict)
    footer: dict[str, Any] | None = None

    @property
    def complete(self) -> bool:
        return self.footer is not None

    def report(self) -> Report:
        header = self.header
        return Report(engine=header.get("engine", {}), suite=header.get("suite", {}), scenarios=self.scenarios)

    @property
    def label(self) -> str:
        engine = self.header.get("engine", {}).get("engine", {})
        name = f"{engine.get('name', '?')} {engine.get('version', '')}".strip()
        return f"{name} ({Path(self.path).name})"


class RunLogError(ValueError):
    """The file is not a run log (its first line is not a header of this format)."""


def read(path: Path) -> Run:
    """Read a run log; a last line cut off in the middle (a killed run) is ignored."""
    lines = path.read_text(encoding="utf-8").splitlines()
    records: list[dict[str, Any]] = []
    for n, line in enumerate(lines):
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError:
            if n == len(lines) - 1:
                break
            raise RunLogError(f"{path}:{n + 1}: not a JSON line") from None
    if not records or records[0].get("type") != "header" or records[0].get("format") != FORMAT:
        raise RunLogError(f"{path} is not a conformance run log (no header line)")
    run = Run(str(path), records[0])
    for record in records[1:]:
        if record.get("type") == "scenario":
            result = ScenarioResult.from_record({k: v for k, v in record.items() if k not in ("type", "reproduce")})
            run.scenarios.append(result)
            run.reproduce[result.id] = record.get("reproduce", "")
        elif record.get("type") == "footer":
            run.footer = record
    return run


def from_report(report: Report, header: dict[str, Any], pytest_status: int, duration: float) -> Run:
    """A `Run` for a report still in memory (the CLI renders HTML and Markdown from it)."""
    engine_command = header.get("engine_command")
    run = Run("", header, list(report.scenarios), footer=footer(report, pytest_status, duration))
    run.reproduce = {s.id: reproduce(engine_command, s.id) for s in report.scenarios if s.id}
    return run
