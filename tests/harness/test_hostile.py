"""Hostile engines and hostile input (issue #23): `conformance` never hangs past its timeouts,
never loses its reports, and shows engine text as data.

Each test runs `conformance run` on one or two scenarios against a miniature wrong engine
(tests/miniatures.py) with every report switched on, and checks that the run ends in time with
its documented exit status, no traceback, and every report written. The hostile files given to
the other verbs (an expectations file, a run log, a fuzz record) are built here.
"""

from __future__ import annotations

import contextlib
import html
import json
import os
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from conformance.cli import main
from conformance.engines.engine import STDERR_TAIL_BYTES, InProcessEngine
from conformance.reports import runlog
from conformance.reports.schemas import problems
from conformance.results.expectations import ExpectationsError
from conformance.results.expectations import load as load_expectations

from .conftest import REFERENCE, Done, Reports, conformance, miniature, read_jsonl

PASSING = "sweet-lands/17-pass/the-second-player-passes-first"
"""A scenario that applies a pass: the markup engine refuses it, so its message reaches the summary."""
REFUSING = "sweet-lands/17-pass/buying-after-passing-is-refused"
REPORTS = {
    "--json-report": "report.json",
    "--jsonl": "run.jsonl",
    "--junit-xml": "junit.xml",
    "--html": "report.html",
    "--markdown": "report.md",
    "--badge-svg": "badge.svg",
    "--badge-json": "badge.json",
}
MARKUP = "[/red] [bold]x[/bold] [/x]"
"""A part of tests/miniatures.py MARKUP that must come out literally."""
RUN_LIMIT = 60.0
"""No run here may take longer: one that does has hung (each needs a few seconds)."""
MEASURE_RSS = (
    "import resource, runpy, sys\n"
    "sys.argv = ['conformance', *sys.argv[1:]]\n"
    "try:\n"
    "    runpy.run_module('conformance', run_name='__main__')\n"
    "finally:\n"
    "    print(f'maxrss-kib={resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}', file=sys.__stderr__)\n"
)


def hostile_run(
    folder: Path, engine: str, *ids: str, timeout: float = 5.0, env: dict[str, str] | None = None, rss: bool = False
) -> tuple[Reports, float]:
    """`conformance run --engine ENGINE --id ...` with every report on; the run and its duration in seconds.

    With `rss` the harness's peak resident memory is printed as `maxrss-kib=N` on stderr.
    """
    folder.mkdir(parents=True, exist_ok=True)
    options = [x for option, name in REPORTS.items() for x in (option, str(folder / name))]
    selection = [x for scenario in ids for x in ("--id", scenario)]
    args = ["run", "--engine", engine, "--timeout", str(timeout), *options, *selection]
    head = [sys.executable, "-c", MEASURE_RSS] if rss else [sys.executable, "-m", "conformance"]
    started = time.monotonic()
    done = subprocess.run(
        [*head, *args],
        capture_output=True,
        text=True,
        timeout=RUN_LIMIT,
        check=False,
        env={**os.environ, **(env or {})},
    )
    took = time.monotonic() - started
    return Reports(Done(done.returncode, done.stdout, done.stderr), folder), took


def assert_reports_written(run: Reports, scenarios: int) -> None:
    """Every report exists and the run log has its header, one line per scenario and its footer."""
    assert "Traceback" not in run.done.err, run.done.err[-3000:]
    for name in REPORTS.values():
        assert run.path(name).stat().st_size > 0, f"{name} was not written: {run.done.err[-2000:]}"
    lines = run.lines
    assert lines[0]["type"] == "header" and lines[-1]["type"] == "footer"
    assert len([line for line in lines if line["type"] == "scenario"]) == scenarios
    assert len(run.json["scenarios"]) == scenarios


def cli(*args: str, env: dict[str, str] | None = None) -> Done:
    """A verb run in this process: for the verbs that start no suite, it saves an interpreter's start-up."""
    result = CliRunner().invoke(main, list(args), env=env)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return Done(result.exit_code, result.stdout, result.stderr)


def outcomes(run: Reports) -> list[str]:
    return [line["outcome"] for line in run.lines if line["type"] == "scenario"]


# -- engines that break the protocol: each costs its scenario, never the run -----------------------
@pytest.mark.parametrize("name", ["crash", "hang", "garbage", "wrong_id", "huge_line", "exit_after_hello"])
def test_a_broken_engine_costs_its_scenario_and_the_reports_are_written(tmp_path: Path, name: str) -> None:
    # 5 s per request: the first one starts the engine, which alone took over 1 s on a loaded 2-core machine
    # (the handshake then failed and the run stopped). A run that hangs is stopped by RUN_LIMIT.
    run, _ = hostile_run(tmp_path, miniature(name), PASSING, timeout=5.0)
    assert run.done.status == 1, run.done.err[-3000:]
    assert_reports_written(run, 1)
    assert outcomes(run) == ["errored"]


def test_an_engine_that_floods_stderr_passes(tmp_path: Path) -> None:
    run, _ = hostile_run(tmp_path, miniature("stderr_flood"), PASSING)
    assert run.done.status == 0, run.done.err[-3000:]
    assert_reports_written(run, 1)


@pytest.fixture
def pid_file(tmp_path: Path) -> Iterator[Path]:
    """Where `background_child` notes the processes it leaves behind; they are ended afterwards."""
    path = tmp_path / "pids"
    yield path
    for pid in path.read_text(encoding="utf-8").split() if path.exists() else []:
        with contextlib.suppress(ProcessLookupError):
            os.kill(int(pid), signal.SIGKILL)


def test_a_background_child_holding_stderr_does_not_hang_the_run(tmp_path: Path, pid_file: Path) -> None:
    """Issue #23.1: killing the engine closed its stderr under a reader blocked on it; the run never ended."""
    env = {"MINIATURE_PID_FILE": str(pid_file)}
    run, took = hostile_run(tmp_path / "reports", miniature("background_child"), PASSING, REFUSING, env=env)
    assert run.done.status == 0, run.done.err[-3000:]
    assert_reports_written(run, 2)
    assert pid_file.read_text(encoding="utf-8").split(), "the miniature left no child behind"
    assert took < 20, f"{took:.1f} s: the run waited for a child it does not own"


def test_the_shell_wrapper_of_the_issue_does_not_hang(tmp_path: Path) -> None:
    """The reproduction as the issue gave it: `setsid sleep` in a shell wrapper (a short sleep, here)."""
    wrapper = f"sh -c 'setsid sleep 30 & exec {REFERENCE}'"
    run, took = hostile_run(tmp_path, wrapper, PASSING)
    assert run.done.status == 0, run.done.err[-3000:]
    assert_reports_written(run, 1)
    assert took < 20


def test_a_long_stderr_line_keeps_the_harness_memory_bounded(tmp_path: Path) -> None:
    """Issue #23.13: a 64 MiB stderr line without a newline; the harness keeps only a tail of it."""
    base, _ = hostile_run(tmp_path / "reference", REFERENCE, PASSING, rss=True)
    flood, _ = hostile_run(tmp_path / "flood", miniature("long_stderr_line"), PASSING, rss=True)
    assert flood.done.status == 0, flood.done.err[-3000:]
    assert_reports_written(flood, 1)

    def peak(run: Reports) -> int:
        return int(run.done.err.rsplit("maxrss-kib=", 1)[1].split()[0])

    grew = peak(flood) - peak(base)
    assert grew < 32 * 1024, f"the harness grew by {grew} KiB reading a 64 MiB stderr line"


# -- engine text is data, wherever it is printed -----------------------------------------------------
def test_markup_in_everything_an_engine_prints_is_shown_as_text(tmp_path: Path) -> None:
    """Issue #23.2: `[/red]` in a refusal crashed the summary table, and no report was written."""
    run, _ = hostile_run(tmp_path, miniature("markup"), PASSING, REFUSING)
    assert run.done.status == 1, run.done.err[-3000:]
    assert_reports_written(run, 2)
    assert MARKUP in run.done.err, "the engine's name and messages should be printed literally"
    assert "failed" in outcomes(run)
    shown = cli("report", str(run.path("run.jsonl")), str(run.path("run.jsonl")))
    assert shown.status == 0 and "Traceback" not in shown.err, shown.err[-3000:]
    assert "[/red]" in shown.out


RAW_CONTROLS = ("\x1b", "\x00", "\x07", "\r", "\u202e", "\u202c", "\x9b")
"""What tests/miniatures.py CONTROLS holds that no text shown to a person may keep."""


def assert_controls_shown(text: str, where: str) -> None:
    """`text` holds none of the raw control characters, and shows them written out."""
    raw = [repr(c) for c in RAW_CONTROLS if c in text]
    assert not raw, f"{where} shows raw {', '.join(raw)}"
    assert "\\x1b]0;title from the engine\\x07" in text and "\\u202eevil.exe" in text, f"{where}: {text[-1500:]}"


def test_control_characters_from_an_engine_are_shown_written_out_everywhere(tmp_path: Path) -> None:
    """Issue #40.1: an engine's name and messages reached the console, the HTML and the Markdown raw: clearing
    the screen, setting the window title, hiding a link, a NUL, a carriage return, a right-to-left override."""
    run, _ = hostile_run(tmp_path, miniature("control_text"), PASSING, REFUSING)
    assert run.done.status == 1, run.done.err[-3000:]
    assert "failed" in outcomes(run)
    assert_controls_shown(run.done.err, "the console of run")
    assert_controls_shown(run.html, "the HTML report")
    assert_controls_shown(run.markdown, "the Markdown report")
    log = str(run.path("run.jsonl"))
    html_out, md_out = tmp_path / "again.html", tmp_path / "again.md"
    wide = {"COLUMNS": "400"}  # the console's table folds nothing
    shown = cli("report", log, "--html", str(html_out), "--markdown", str(md_out), env=wide)
    assert shown.status == 0, shown.out[-3000:]
    for text, where in ((shown.out, "report's console"), (html_out.read_text(), "report's HTML")):
        assert_controls_shown(text, where)
    assert_controls_shown(md_out.read_text(), "report's Markdown")
    side = cli("report", log, log, "--html", str(html_out), "--markdown", str(md_out), env=wide)
    assert_controls_shown(side.out + html_out.read_text() + md_out.read_text(), "report side by side")
    smoke = cli("smoke", "--engine", miniature("control_text"), "--game", "sweet-lands", env=wide)
    assert_controls_shown(smoke.out + smoke.err, "smoke")


def test_markup_in_a_hello_that_is_not_json_is_exit_status_2(tmp_path: Path) -> None:
    done = cli("run", "--engine", miniature("markup_hello"), "--id", PASSING, "--timeout", "5")
    assert done.status == 2, done.err[-3000:]
    assert "[/x]" in done.err


@pytest.mark.parametrize("name", ["bad_hello", "markup_hello"])
def test_a_failed_handshake_still_writes_every_report_saying_why(tmp_path: Path, name: str) -> None:
    """Issue #40.5: when `hello` failed (exit 2) no report was written, so a CI dashboard showed nothing."""
    run, _ = hostile_run(tmp_path, miniature(name), PASSING)
    assert run.done.status == 2, run.done.err[-3000:]
    assert_reports_written(run, 1)
    why = "the engine failed its hello handshake"
    assert why in run.json["stopped"] and "not JSON" in run.json["stopped"]
    assert problems("json-report", run.json) == []
    header, scenario, footer = run.lines
    assert problems("run", header) == [] and problems("run", footer) == [] and problems("run", scenario) == []
    assert footer["exit_status"] == 2 and why in footer["stopped"]
    # Issue 48: the scenario asked for is counted, as not run, in every summary.
    assert scenario["id"] == PASSING and scenario["outcome"] == "not_run" and why in scenario["message"]
    assert run.json["summary"]["not_run"] == 1 and footer["summary"]["not_run"] == 1
    suites = ET.parse(run.path("junit.xml")).getroot()
    # the stop, and the scenario not run: an error of its own kind, never a skip (issue 51)
    assert suites.get("errors") == "2" and suites.get("tests") == "2"
    assert [e.get("type") for e in suites.iter("error")].count("not_run") == 1
    error = suites.find("testsuite/testcase/error")
    assert error is not None and why in str(error.get("message"))
    assert why in run.html and why in run.markdown
    if name == "markup_hello":  # its answer, engine text, is shown as it is
        assert all(MARKUP in text for text in (run.done.err, run.markdown, run.json["stopped"]))


def test_a_failed_handshake_under_pytest_counts_every_scenario_as_not_run(tmp_path: Path) -> None:
    """The suite run by pytest itself (not `conformance run`) wrote a summary with no reason for the stop."""
    from conformance.cli.run import pytest_args  # noqa: PLC0415
    from conformance.games import registered  # noqa: PLC0415

    args = pytest_args(miniature("bad_hello"), [registered()["sweet-lands"].suite_module], timeout=5.0)
    report = tmp_path / "report.json"
    selection = ["--conformance-id", PASSING, "--conformance-id", REFUSING]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", *args, *selection, "--conformance-report", str(report)],
        capture_output=True,
        text=True,
        timeout=RUN_LIMIT,
        check=False,
    )
    assert done.returncode == 2, done.stderr[-2000:]
    summary = json.loads(report.read_text(encoding="utf-8"))
    assert summary["summary"]["not_run"] == 2 and sum(summary["summary"].values()) == 2
    assert "hello handshake" in summary["stopped"]


def test_markup_in_an_expectations_id_is_shown_as_text(tmp_path: Path) -> None:
    expect = tmp_path / "expect.yml"
    expect.write_text('scenarios:\n  - {id: "[/red]", status: failing, reason: "[bold] markup"}\n', encoding="utf-8")
    done = conformance("run", "--in-process", "--id", PASSING, "--expect", str(expect), timeout=RUN_LIMIT)
    assert done.status in (0, 1) and "Traceback" not in done.err, done.err[-3000:]
    assert "[/red]" in done.err


def _log(tmp_path: Path, *records: dict[str, Any] | str, name: str = "run.jsonl") -> Path:
    """A run log of these records (a string is written as the line itself)."""
    path = tmp_path / name
    lines = [r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in records]
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def good_log(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    """The records of a real run log of one passing scenario."""
    folder = tmp_path_factory.mktemp("good")
    done = conformance("run", "--in-process", "--id", PASSING, "--jsonl", str(folder / "run.jsonl"))
    assert done.status == 0, done.err[-3000:]
    return read_jsonl(folder / "run.jsonl")


def test_markup_in_a_logged_scenario_id_is_shown_as_text(tmp_path: Path, good_log: list[dict[str, Any]]) -> None:
    header, scenario, footer = good_log
    log = _log(tmp_path, header, {**scenario, "id": "[/red]", "message": "[bold]"}, footer)
    for args in ((str(log),), (str(log), str(log)), ("--diff", str(log), str(log))):
        done = cli("report", *args)
        # "[/red]" is no scenario id (run.schema.json): the line is damaged, so the report is not clean.
        assert done.status == 1 and "Traceback" not in done.err, done.err[-3000:]
        assert "[/red]" in done.out


# -- hostile files given to the other verbs ----------------------------------------------------------
ALIAS_BOMB = "\n".join(
    ["a: &a [x, x, x, x, x, x, x, x, x]"]
    + [f"{chr(98 + n)}: &{chr(98 + n)} [{', '.join([f'*{chr(97 + n)}'] * 9)}]" for n in range(8)]
    + ["scenarios: *i"]
)


def test_a_yaml_alias_bomb_is_refused_at_once(tmp_path: Path) -> None:
    """Issue #23.10: a few hundred bytes of aliases expanded to gigabytes."""
    path = tmp_path / "bomb.yml"
    path.write_text(ALIAS_BOMB, encoding="utf-8")
    assert len(ALIAS_BOMB) < 600
    started = time.monotonic()
    with pytest.raises(ExpectationsError, match="alias") as refused:
        load_expectations(path)
    assert time.monotonic() - started < 1.0
    assert len(str(refused.value)) < 2000
    done = cli("run", "--in-process", "--id", PASSING, "--expect", str(path))
    assert done.status == 2 and "alias" in done.err and "Traceback" not in done.err, done.err[-3000:]


def test_an_oversized_expectations_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.yml"
    path.write_text("scenarios: []\n" + "#" * (2 << 20), encoding="utf-8")
    with pytest.raises(ExpectationsError, match="larger than"):
        load_expectations(path)


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("[1, 2]", "not a JSON object"),
        ('{"type": "scenario", "outcome": "brilliant"}', "outcome"),
        ("__scenario_without_id__", "id"),
        ("__unknown_evidence__", "evidence"),
        ("__not_utf8__", "UTF-8"),
    ],
)
def test_report_on_a_damaged_log_names_the_line_and_renders_the_rest(
    tmp_path: Path, good_log: list[dict[str, Any]], line: str, problem: str
) -> None:
    """Issue #23.11: each of these crashed `conformance report` with a traceback."""
    header, scenario, footer = good_log
    broken: dict[str, Any] | str = line
    if line == "__scenario_without_id__":
        broken = {k: v for k, v in scenario.items() if k != "id"}
    elif line == "__unknown_evidence__":
        broken = {**scenario, "evidence": {"no_such_key": 1}}
    path = _log(tmp_path, header, broken, scenario, footer)
    if line == "__not_utf8__":
        path.write_bytes(path.read_bytes().replace(b"__not_utf8__", "caf\u00e9".encode()[:-1]))
    run = runlog.read(path)
    assert [s.outcome.value for s in run.scenarios] == ["unknown", "passed"], "the good scenario is still read"
    assert run.scenarios[1].id == scenario["id"]
    assert run.problems and problem in run.problems[0] and ":2:" in run.problems[0], run.problems
    html_out = tmp_path / "report.html"
    done = cli("report", str(path), "--html", str(html_out))
    assert done.status == 1 and "Traceback" not in done.err, done.err[-3000:]
    assert ":2:" in done.out + done.err and html_out.stat().st_size > 0


def test_a_damaged_log_is_never_reported_as_a_clean_one(tmp_path: Path, good_log: list[dict[str, Any]]) -> None:
    """Issue #40.2: a log with one damaged scenario line of three gave "100 % (2/2)" and exit 0 in every format.

    Three scenario lines: one passed, one whose outcome field is damaged, one that is not JSON at all.
    The honest figures are 1 passed of 3 (33.3 %), two of unknown outcome, and the run is not clean.
    """
    header, scenario, footer = good_log
    damaged = {**scenario, "id": scenario["id"] + "-2", "outcome": "brilliant"}
    path = _log(tmp_path, header, scenario, damaged, '{"type": "scenario", "id": ', footer)
    html_out, md_out = tmp_path / "report.html", tmp_path / "report.md"
    done = cli("report", str(path), "--html", str(html_out), "--markdown", str(md_out))
    assert done.status == 1, done.out[-3000:]
    html_text, md_text = html_out.read_text(), md_out.read_text()
    for shown, clean in ((done.out, "100.0%"), (html_text, "<b>100%"), (md_text, "| 100%")):
        assert clean not in shown, "a damaged log never looks complete"
        assert "33.3%" in shown and "incomplete" in shown
    assert "1/3, incomplete" in html_text  # the badge
    assert "unknown" in html_text and "<b>2</b>" in html_text
    assert "| 1 | 0 | 0 | 0 | 0 | 0 | 2 |" in md_text  # passed ... unknown
    assert html.escape(damaged["id"]) in html_text and "(damaged line 4)" in md_text
    assert "2 lines of the run log are damaged" in md_text
    for shown in (cli("report", str(path), str(path)), cli("report", "--diff", str(path), str(path))):
        assert shown.status == 1 and "incomplete" in shown.out, shown.out[-3000:]


def _long_log(tmp_path: Path, good_log: list[dict[str, Any]], n: int) -> Path:
    header, scenario, footer = good_log
    lines = [{**scenario, "id": f"{scenario['id']}-{i}"} for i in range(n)]
    return _log(tmp_path, header, *lines, footer)


def test_a_long_log_is_read_without_jsonschema_for_its_plain_lines(
    tmp_path: Path, good_log: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue #40.6: jsonschema judged every line (about 1 ms each: 100 s for 100,000 lines); a scenario line
    the compiled check passes needs no second look, so only the header and the footer go to jsonschema."""
    path = _long_log(tmp_path, good_log, 2000)
    asked: list[str] = []
    real = runlog._line_validator

    def counted(kind: str) -> Any:
        asked.append(kind)
        return real(kind)

    monkeypatch.setattr(runlog, "_line_validator", counted)
    run = runlog.read(path)
    assert len(run.scenarios) == 2000 and run.problems == [] and run.complete
    assert asked == ["header", "footer"]


SCENARIO_DAMAGE = [
    ("outcome", "brilliant"),
    ("outcome", None),
    ("id", "Not A Slug"),
    ("id", 7),
    ("rules", "SL-17.3.1"),
    ("rules", [7]),
    ("duration", -1),
    ("duration", "1"),
    ("evidence", {"no_such_key": 1}),
    ("evidence", None),
    ("expectation", {"status": "failing"}),
    ("message", ["x"]),
    ("type", "footer"),
    ("extra", 1),
]


@pytest.mark.parametrize(("field", "value"), SCENARIO_DAMAGE, ids=[f"{f}={v!r}" for f, v in SCENARIO_DAMAGE])
def test_the_quick_check_of_a_scenario_line_agrees_with_its_schema(
    good_log: list[dict[str, Any]], field: str, value: Any
) -> None:
    """The compiled check (plainschema, with the run schema's references inlined) never passes a line the
    schema refuses, and passes the line a run wrote."""
    scenario = good_log[1]
    check = runlog._plain_line_check("scenario")
    assert check is not None and check(scenario)
    damaged = {**scenario, field: value}
    assert problems("run", damaged), "each change breaks the schema"
    assert not check(damaged)
    without = {k: v for k, v in scenario.items() if k != field}
    assert check(without) == (not problems("run", without))


def test_the_console_lists_what_did_not_pass_of_a_long_log(tmp_path: Path, good_log: list[dict[str, Any]]) -> None:
    """A console table of 100,000 rows took a minute to lay out; past CONSOLE_ROWS it leaves out what passed."""
    from conformance.cli.spec import CONSOLE_ROWS  # noqa: PLC0415

    header, scenario, footer = good_log
    passing = [{**scenario, "id": f"{scenario['id']}-{i}"} for i in range(CONSOLE_ROWS + 50)]
    failing = {**scenario, "id": f"{scenario['id']}-failing", "outcome": "failed", "message": "wrong"}
    done = cli("report", str(_log(tmp_path, header, *passing, failing, footer)), env={"COLUMNS": "250"})
    assert done.status == 0, done.out[-2000:]
    assert failing["id"] in done.out and passing[0]["id"] not in done.out
    assert f"{len(passing)} more scenarios" in done.out


def test_a_log_cut_inside_a_utf8_character_is_a_cut_off_run(tmp_path: Path, good_log: list[dict[str, Any]]) -> None:
    """Issue 48: a log cut inside its last line was read as if that line were never there: 100 % and exit 0."""
    header, scenario, _ = good_log
    path = _log(tmp_path, header, {**scenario, "message": "caf\u00e9"})
    path.write_bytes(path.read_bytes()[: path.read_bytes().index(b"\xc3") + 1])
    run = runlog.read(path)
    assert not run.complete and [s.outcome.value for s in run.scenarios] == ["unknown"]
    assert "cut off" in run.problems[0]
    done = cli("report", str(path))
    assert done.status == 1 and "Traceback" not in done.err, done.err[-3000:]
    assert "incomplete" in done.out and "100" not in done.out


def test_a_log_cut_anywhere_reports_incomplete_with_exit_status_1(
    tmp_path: Path, good_log: list[dict[str, Any]]
) -> None:
    """Every cut of a whole log, inside any line or between two, ends `report` with exit status 1 and figures
    that say they are incomplete; only the whole log, or one whose last line feed alone is missing, is clean."""
    header, scenario, footer = good_log
    whole = _log(tmp_path, header, scenario, footer).read_bytes()
    first_line = whole.index(b"\n") + 1
    cut = tmp_path / "cut.jsonl"
    footer_line = whole.rindex(b"\n", 0, len(whole) - 1) + 1
    # every 97th byte, the end of the footer, and its first bytes, cut before it says it is the footer
    ends = [*range(first_line, len(whole) - 1, 97), *range(len(whole) - 40, len(whole) - 1)]
    for end in sorted({*ends, *range(footer_line + 1, footer_line + 20)}):
        cut.write_bytes(whole[:end])
        done = cli("report", str(cut))
        assert done.status == 1, (end, done.out[-1500:])
        assert "incomplete" in done.out, (end, done.out[-1500:])
        in_footer = end > whole.rindex(b"\n", 0, len(whole) - 1)
        scenarios = 0 if end == first_line else 1  # a cut scenario line is one of unknown outcome, a footer none
        assert len(runlog.read(cut).scenarios) == scenarios, end
        assert ("100.0% (incomplete)" in done.out) == in_footer, (end, done.out[-1500:])
    for end in (len(whole) - 1, len(whole)):
        cut.write_bytes(whole[:end])
        done = cli("report", str(cut))
        assert done.status == 0 and "100.0%" in done.out and "incomplete" not in done.out, (end, done.out[-1500:])


@pytest.mark.parametrize(
    "line",
    [
        '{"type": "scenario", "duration": NaN}',
        '{"type": "scenario", "n": 12345678901234567890123, "duration": Infinity}',
        '{"type": "scenario", "evidence": ' + "[" * 70 + "]" * 70 + "}",
        '{"type": "scenario", "evidence": ' + "[" * 5000 + "]" * 5000 + "}",
    ],
    ids=["nan", "infinity-beside-a-long-number", "70-deep", "5000-deep"],
)
def test_a_log_line_json_cannot_hold_is_damaged(tmp_path: Path, good_log: list[dict[str, Any]], line: str) -> None:
    """Issue 48: the log is read strictly, so `NaN` never reaches a figure and no depth reaches a renderer."""
    header, scenario, footer = good_log
    run = runlog.read(_log(tmp_path, header, scenario, line, footer))
    assert [s.outcome.value for s in run.scenarios] == ["passed", "unknown"] and ":3:" in run.problems[0]
    done = cli("report", str(_log(tmp_path, header, scenario, line, footer)))
    assert done.status == 1 and "Traceback" not in done.err


def test_an_empty_engine_command_is_refused_by_every_verb() -> None:
    """Issue #23.9: `--engine ""` tested the bundled engine and reported 100%."""
    for verb in (["run"], ["smoke"], ["perft", "--depth", "1"], ["fuzz", "--games", "1"], ["golden"]):
        for empty in ("", "   "):
            done = cli(*verb, "--engine", empty)
            assert done.status == 2 and "engine command is empty" in done.err, (verb, done.err[-2000:])
    done = conformance("run", "--engine", "", timeout=RUN_LIMIT)  # and as a user types it
    assert done.status == 2 and "engine command is empty" in done.err, done.err[-2000:]


def test_fuzz_replay_reads_the_state_beside_the_record_and_nowhere_else(tmp_path: Path) -> None:
    """Issue #23.14: `state_file` is resolved against the record's folder, and may not leave it."""
    folder = tmp_path / "findings"
    folder.mkdir()
    state = json.dumps(InProcessEngine().new_game("sweet-lands", 2, 1))
    (folder / "state.json").write_text(state, encoding="utf-8")
    (tmp_path / "outside.json").write_text(state, encoding="utf-8")
    record = folder / "x.repro.json"
    record.write_text(json.dumps({"state_file": "state.json", "actions": []}), encoding="utf-8")
    elsewhere = subprocess.run(
        [sys.executable, "-m", "conformance", "fuzz", "--replay", str(record)],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
        timeout=RUN_LIMIT,
    )
    assert elsewhere.returncode == 0 and "agrees" in elsewhere.stdout, elsewhere.stderr[-2000:]
    for outside in ("../outside.json", str(tmp_path / "outside.json"), "missing.json"):
        record.write_text(json.dumps({"state_file": outside, "actions": []}), encoding="utf-8")
        done = cli("fuzz", "--replay", str(record))
        assert done.status == 2 and "no file beside the record" in done.err, done.err[-2000:]


def test_the_tail_bound_is_small() -> None:
    assert STDERR_TAIL_BYTES <= 1 << 20
