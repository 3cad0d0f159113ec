"""The JSON-lines run log (`--jsonl PATH`): a header, one line per scenario as it ends, a footer.

Each line is flushed when written, so a run that is killed half way leaves a
readable log whose missing footer says it was cut off. The format is
schemas/reports/run.schema.json; `read` turns a log back into a `Run` for the
other reports and for `conformance report`.
"""

from __future__ import annotations

import json
import platform
import re
import shlex
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import IO, Any

from jsonschema.protocols import Validator

from rulecore import wire
from rulecore.registry import RULE_ID_FULL

from ..catalogue.ids import game_of
from ..guards import inputs
from ..guards.plainschema import Check, Unsupported, compile_plain, inline_refs
from ..results.expectations import Expectations
from ..results.outcomes import Outcome, Report, ScenarioResult
from . import schemas
from .compliance import percentages
from .links import rule_url_template

FORMAT = "conformance-run"
FORMAT_VERSION = 3


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def reproduce(engine_command: str | None, scenario_id: str, cwd: str | None = None) -> str:
    """The one-line shell command that runs exactly this scenario against the same engine again, from any folder.

    It names the scenario's game (`--game`), so the rerun starts only that game's
    suite. An engine command's relative paths mean the folder the run started in
    (`cwd`, absolute), so the command changes to that folder first; the in-process
    engine needs no folder.
    """
    engine = "--in-process" if engine_command is None else f"--engine {shlex.quote(engine_command)}"
    game = shlex.quote(game_of(scenario_id))
    command = f"conformance run {engine} --game {game} --id {shlex.quote(scenario_id)}"
    if engine_command is None or not cwd:
        return command
    return f"cd {shlex.quote(cwd)} && {command}"


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
    record = {
        "type": "footer",
        "finished": now(),
        "duration": round(duration, 3),
        "summary": summary,
        "compliance": percentages(summary),
        "expectations": verdicts,
        "unexpected": len(report.unexpected()),
        "exit_status": exit_status(pytest_status, report),
    }
    if report.stopped:
        record["stopped"] = report.stopped
    return record


def make_header(
    suite: dict[str, Any],
    hello: dict[str, Any],
    argv: list[str],
    engine_command: str | None,
    expectations: Expectations | None = None,
    *,
    started: str | None = None,
) -> dict[str, Any]:
    """The first line of a run log: who judged whom, how the run was started, and when.

    `started` is the time the run began (`now()` taken before it); a caller that
    writes the header only after the run must pass it, or the header shows the end.
    """
    return {
        "type": "header",
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "suite": suite,
        "engine": hello,
        "engine_command": engine_command,
        "command": shlex.join(argv),
        "cwd": str(Path.cwd()),
        "started": started or now(),
        "expectations": expectations.source if expectations is not None else None,
        "platform": {"python": platform.python_version(), "system": platform.system()},
        "rule_url": rule_url_template(),
    }


class RunLog:
    """Writes the log line by line while the run goes on."""

    def __init__(self, stream: IO[str], engine_command: str | None, cwd: str | None = None) -> None:
        self._stream = stream
        self._engine_command = engine_command
        self._cwd = cwd
        self._started = time.monotonic()

    def _write(self, record: dict[str, Any]) -> None:
        self._stream.write(json.dumps(record, separators=(",", ":"), ensure_ascii=False) + "\n")
        self._stream.flush()

    @classmethod
    def start(cls, path: Path, header: dict[str, Any]) -> RunLog:
        log = cls(path.open("w", encoding="utf-8"), header.get("engine_command"), header.get("cwd"))
        log._write(header)
        return log

    def scenario(self, result: ScenarioResult) -> None:
        record = {"type": "scenario", **result.to_record()}
        record["reproduce"] = reproduce(self._engine_command, result.id, self._cwd) if result.id else ""
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
    problems: list[str] = field(default_factory=list)
    """Lines that could not be read, each as `path:line: what is wrong` (`read` counts each but a footer
    as a scenario of unknown outcome)."""

    @property
    def complete(self) -> bool:
        return self.footer is not None

    @property
    def games(self) -> list[str]:
        """The games this run judged (the first part of its scenario ids), in the order first met."""
        return list(dict.fromkeys(game_of(s.id) for s in self.scenarios if s.id and s.outcome is not Outcome.UNKNOWN))

    @property
    def stopped(self) -> str:
        """Why the run ended before any scenario (its footer says), or ""."""
        return str((self.footer or {}).get("stopped", ""))

    def report(self) -> Report:
        header = self.header
        return Report(
            engine=header.get("engine", {}),
            suite=header.get("suite", {}),
            scenarios=self.scenarios,
            stopped=self.stopped,
        )

    @property
    def label(self) -> str:
        engine = self.header.get("engine", {}).get("engine", {})
        name = f"{engine.get('name', '?')} {engine.get('version', '')}".strip()
        return f"{name} ({Path(self.path).name})"


class RunLogError(ValueError):
    """The file is not a run log (its first line is not a header of this format)."""


PROBLEM_CHARS = 300
"""How much of one schema message a problem quotes: a damaged line may hold anything."""


@cache
def _line_validator(kind: str) -> Validator:
    """The run schema's validator for one kind of line (`header`, `scenario`, `footer`)."""
    return schemas.validator("run").evolve(schema={"$ref": f"{schemas.BASE}run.schema.json#/$defs/{kind}"})


@cache
def _plain_line_check(kind: str) -> Check | None:
    """The quick yes for a plainly valid `kind` line (conformance/guards/plainschema.py), or None when the line's
    schema is not plain: a scenario line, of which a long log has 100,000, is; header and footer are not."""
    schema = schemas.validator("run").schema
    assert isinstance(schema, dict)
    try:
        inlined = inline_refs(schema["$defs"][kind], schema["$defs"])
    except Unsupported:
        return None
    return compile_plain(inlined)


def _line_problem(kind: str, record: dict[str, Any]) -> str | None:
    """What is wrong with a `kind` line, in the schema's words (at most three places), or None. A line the
    quick check passes needs no look from jsonschema, which costs about half a millisecond a line."""
    plain = _plain_line_check(kind)
    if plain is not None and plain(record):
        return None
    found = []
    for error in _line_validator(kind).iter_errors(record):
        where = "/".join(str(p) for p in error.absolute_path) or "(line)"
        found.append(f"{where}: {error.message[:PROBLEM_CHARS]}")
        if len(found) == 3:
            break
    return "; ".join(found) or None


def _decode(raw: bytes) -> tuple[Any, str | None]:
    """One line's record, or why it has none."""
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return None, f"not UTF-8 (byte {exc.start})"
    try:
        record = wire.loads(raw, strict=True)
    except (ValueError, RecursionError):
        return None, "not a JSON line"
    if not isinstance(record, dict):
        return None, f"not a JSON object but {type(record).__name__}"
    if raw.count(b"[") + raw.count(b"{") > wire.MAX_DEPTH and wire.too_deep(record):  # the count first: cheap
        return None, f"a line nested more than {wire.MAX_DEPTH} deep"
    return record, None


LOG_BYTES = 4 * 1024 * 1024 * 1024
"""The largest run log read (4 GiB: a million scenarios of long messages); a longer file, or a stream that goes
on past it (a device, a pipe), is refused (conformance/guards/inputs.py)."""


_FOOTER_START = re.compile(rb'\{\s*"type"\s*:\s*"footer"')
"""How a footer line begins (`RunLog` writes `type` first): a footer cut off is no scenario of unknown outcome."""
_FOOTER_OPENING = b'{"type":"footer"'


def _maybe_footer(raw: bytes) -> bool:
    """Could this cut-off last line be the footer? Yes when it says so, and when it was cut before it could say
    (`{"ty`): such a line is counted as no scenario, since the log's figures are marked incomplete anyway and
    a cut footer must never add a scenario to them."""
    return bool(_FOOTER_START.match(raw)) or _FOOTER_OPENING.startswith(re.sub(rb"\s+", b"", raw))


def read(path: Path) -> Run:
    """Read a run log, through the input guard: a regular file past LOG_BYTES is refused before it is read, a
    stream once it passes them, and a line past the protocol's line limit is not kept whole.

    Any line that is no record of schemas/reports/run.schema.json is named in `Run.problems`, as
    `path:line: what is wrong`, and (unless it is the footer) read as a scenario of unknown outcome;
    a last line cut off in the middle (a killed run, even inside a UTF-8 character) is such a line too,
    so a log cut anywhere never reads as a clean one. Everything else is read, so a damaged log still
    renders. Raises RunLogError when the file is no run log at all: its first line is no valid header.
    """
    try:
        stream = inputs.open_bounded(path, LOG_BYTES, "run log")
    except inputs.InputRefused as exc:
        raise RunLogError(str(exc)) from None
    with stream:
        try:
            return _read_lines(path, inputs.lines(stream, total=LOG_BYTES))
        except inputs.InputRefused as exc:
            raise RunLogError(f"{inputs.shown_path(path)}: {exc}") from None


def _read_lines(path: Path, lines: Iterator[tuple[int, bytes | None, bool]]) -> Run:
    first = next(lines, None)
    header = _decode(first[1])[0] if first is not None and first[1] is not None else None
    if not isinstance(header, dict) or header.get("type") != "header":
        raise RunLogError(f"{inputs.shown_path(path)} is not a conformance run log (no header line)")
    if header.get("format") != FORMAT:
        raise RunLogError(
            f"{inputs.shown_path(path)} is not a conformance run log (its header is not of format {FORMAT!r})"
        )
    problem = _line_problem("header", header)
    if problem is not None:
        raise RunLogError(f"{inputs.shown_path(path)}:1: the header is damaged: {problem}")
    run = Run(str(path), header)
    for n, raw, last in lines:
        if raw is None:
            _damaged(run, n, None, f"the line is longer than the {inputs.LINE_BYTES} bytes a line may have")
            continue
        record, problem = _decode(raw)
        if record is not None:
            _read_line(run, n, record)
        elif last:  # cut off inside its last line; the footer, written as `{"type":"footer",...`, is no scenario
            said = {"type": "footer"} if _maybe_footer(raw) else None
            _damaged(run, n, said, f"{problem} (the log ends inside it: the run was cut off)")
        else:
            _damaged(run, n, None, str(problem))
    return run


def _read_line(run: Run, n: int, record: dict[str, Any]) -> None:
    """Add one scenario or footer line to `run`, or a scenario of unknown outcome when it cannot be read."""
    kind = record.get("type")
    if kind not in ("scenario", "footer"):
        _damaged(run, n, record, f"a line of type {str(kind)[:40]!r}, not a scenario or footer")
        return
    problem = _line_problem(str(kind), record)
    if problem is not None:
        _damaged(run, n, record, f"this {kind} line cannot be read: {problem}")
        return
    if kind == "footer":
        run.footer = record
        return
    try:
        result = ScenarioResult.from_record({k: v for k, v in record.items() if k not in ("type", "reproduce")})
    except (KeyError, TypeError, ValueError) as exc:  # the schema allowed what the reader does not know
        _damaged(run, n, record, f"this scenario line cannot be read: {str(exc)[:PROBLEM_CHARS]}")
        return
    run.scenarios.append(result)
    run.reproduce[result.id] = record.get("reproduce", "")


ID_CHARS = 300
"""The longest scenario id a damaged line may lend its scenario of unknown outcome."""


def _damaged(run: Run, n: int, record: dict[str, Any] | None, problem: str) -> None:
    """Line `n` cannot be read: say so in `run.problems` and, unless it says it is the footer, count it as a
    scenario of unknown outcome, so that no report of the run looks complete. What the line still says of
    its scenario (an id, rules) is kept where it has the right type; every report escapes it as engine text."""
    where = f"{run.path}:{n}: {problem}"
    run.problems.append(where)
    record = record or {}
    if record.get("type") == "footer":
        return
    given_id, rules = record.get("id"), record.get("rules")
    readable = isinstance(given_id, str) and 0 < len(given_id) <= ID_CHARS and given_id not in run.reproduce
    scenario_id = given_id if readable else f"(damaged line {n})"
    run.scenarios.append(
        ScenarioResult(
            name=f"line {n} of the run log",
            feature="(damaged run log line)",
            rules=[r for r in rules if isinstance(r, str) and RULE_ID_FULL.match(r)] if isinstance(rules, list) else [],
            outcome=Outcome.UNKNOWN,
            message=f"the run log's line {n} is damaged, so how this scenario ended is unknown: {problem}",
            id=str(scenario_id),
        )
    )
    run.reproduce[str(scenario_id)] = ""


def from_report(report: Report, header: dict[str, Any], pytest_status: int, duration: float) -> Run:
    """A `Run` for a report still in memory (the CLI renders HTML and Markdown from it)."""
    engine_command = header.get("engine_command")
    run = Run("", header, list(report.scenarios), footer=footer(report, pytest_status, duration))
    run.reproduce = {s.id: reproduce(engine_command, s.id, header.get("cwd")) for s in report.scenarios if s.id}
    return run
