"""`conformance run`: the scenarios against an engine, with a live progress bar and every report."""

from __future__ import annotations

import difflib
import json
import sys
import time
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any

import click
import pytest
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from .. import ids as scenario_ids
from ..expectations import Expectations, ExpectationsError
from ..expectations import load as load_expectations
from ..outcomes import Outcome, Report, Verdict
from ..plugin import ARGV_KEY, HELLO_KEY, REPORT_KEY, default_engine_command, suite_identity
from ..reports import badge, runlog
from ..reports import html as html_report
from ..reports import markdown as markdown_report
from ..reports.compliance import counts, percentages
from ..reports.versions import versions_text
from . import chosen_games, engine_for, game_option, main

SUITE_DIR = Path(__file__).resolve().parent.parent / "suite"
OutPath = click.Path(dir_okay=False, path_type=Path)


class RichProgress:
    """A pytest plugin that replaces pytest's terminal output with a progress bar."""

    def __init__(self, console: Console, hello: dict[str, Any], argv: list[str]) -> None:
        self.console = console
        self.hello = hello
        self.argv = argv
        self.progress = Progress(
            TextColumn("[bold]scenarios"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=console,
            transient=True,
        )
        self.task = self.progress.add_task("run", total=None)
        self.collect_errors: list[str] = []
        self.config: pytest.Config | None = None

    def pytest_configure(self, config: pytest.Config) -> None:
        self.config = config
        # The run log's header shows this handshake and the command the user typed.
        config.stash[HELLO_KEY] = self.hello
        config.stash[ARGV_KEY] = self.argv

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.progress.update(self.task, total=len(session.items))
        self.progress.start()

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.collect_errors.append(f"{report.nodeid}: {report.longreprtext.strip()[-2000:]}")

    def pytest_runtest_logfinish(self, nodeid: str, location: Any) -> None:
        self.progress.advance(self.task)

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.progress.stop()


def _check_ids(patterns: tuple[str, ...], known: list[str], option: str) -> None:
    """A pattern that names no scenario is a typo: say so before anything runs."""
    for pattern in patterns:
        if not any(fnmatchcase(i, pattern) for i in known):
            close = difflib.get_close_matches(pattern, known, n=3)
            hint = f"; did you mean {', '.join(close)}?" if close else "; `conformance ids` lists them"
            raise click.BadParameter(f"no scenario has the id {pattern!r}{hint}", param_hint=option)


def _load_expectations(path: Path | None, known: list[str], console: Console) -> Expectations | None:
    if path is None:
        return None
    try:
        expectations = load_expectations(path)
    except ExpectationsError as exc:
        raise click.BadParameter(str(exc), param_hint="--expect") from None
    for entry in expectations.stale(known):
        console.print(
            f"[yellow]warning:[/yellow] the expectations file lists {escape(repr(entry.id))}, a scenario of none"
        )
    return expectations


@main.command()
@click.option("--engine", "engine_cmd", default=None, help="Command line of the engine under test.")
@click.option("--in-process", is_flag=True, help="Test the bundled reference engine in this process.")
@game_option(multiple=True)
@click.option("--timeout", type=float, default=10.0, show_default=True, help="Seconds per engine response.")
@click.option("--json-report", type=OutPath, default=None, help="The JSON report (schemas/reports/json-report).")
@click.option("--junit-xml", type=OutPath, default=None, help="A JUnit XML report for CI systems.")
@click.option("--jsonl", type=OutPath, default=None, help="Stream the JSON-lines run log here (for `report`).")
@click.option("--html", "html_path", type=OutPath, default=None, help="A self-contained HTML compliance report.")
@click.option("--markdown", "markdown_path", type=OutPath, default=None, help="The compliance report as Markdown.")
@click.option("--badge-svg", type=OutPath, default=None, help="A compliance badge as SVG.")
@click.option("--badge-json", type=OutPath, default=None, help="A shields.io endpoint badge as JSON.")
@click.option(
    "--expect",
    "expect_path",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="YAML or JSON file of known failures and unsupported scenarios (by id).",
)
@click.option("--id", "only_ids", multiple=True, help="Run only the scenario with this id (glob; repeatable).")
@click.option("--skip-id", "skip_ids", multiple=True, help="Skip the scenario with this id (glob; repeatable).")
@click.option("-k", "keyword", default=None, help="Select scenarios by words of their name or by rule ID (pytest -k).")
@click.option("-n", "workers", type=int, default=0, help="Run on N processes (pytest-xdist).")
def run(
    *,
    engine_cmd: str | None,
    in_process: bool,
    game: tuple[str, ...],
    timeout: float,
    json_report: Path | None,
    junit_xml: Path | None,
    jsonl: Path | None,
    html_path: Path | None,
    markdown_path: Path | None,
    badge_svg: Path | None,
    badge_json: Path | None,
    expect_path: Path | None,
    only_ids: tuple[str, ...],
    skip_ids: tuple[str, ...],
    keyword: str | None,
    workers: int,
) -> None:
    """Run every scenario against an engine (by default the bundled one, over stdio).

    Without --game, every game the engine claims in its hello is run, one section
    each in the summary and the reports.
    """
    console = Console(stderr=True)
    if engine_cmd and in_process:
        raise click.UsageError("--engine and --in-process exclude each other")
    engine = engine_for(engine_cmd, in_process, timeout)
    try:
        hello = engine.hello()
    except Exception as exc:
        console.print(f"[red]The engine failed its hello handshake:[/red] {escape(str(exc))}")
        tail = engine.stderr_tail()
        if tail:
            console.print(f"[dim]engine stderr:[/dim]\n{escape(tail[-4000:])}")
        engine.close()
        sys.exit(2)
    engine.close()
    unclaimed = [g for g in game if g not in hello.get("games", {})]
    if unclaimed:
        console.print(f"[red]The engine does not claim the game {escape(unclaimed[0])!r} in its hello.[/red]")
        sys.exit(2)
    plugins = chosen_games(game, hello)
    if not plugins:
        console.print("[red]The engine claims none of the games this suite holds.[/red]")
        sys.exit(2)
    known = [entry.id for plugin in plugins for entry in scenario_ids.catalogue(plugin.info.id)]
    _check_ids(only_ids, known, "--id")
    _check_ids(skip_ids, known, "--skip-id")
    expectations = _load_expectations(expect_path, known, console)

    command = None if in_process else engine_cmd or default_engine_command()
    args = _pytest_args(
        command,
        [plugin.suite_module for plugin in plugins],
        timeout=timeout,
        keyword=keyword,
        workers=workers,
        junit_xml=junit_xml,
        jsonl=jsonl,
        expect_path=expect_path,
        only_ids=only_ids,
        skip_ids=skip_ids,
    )
    argv = ["conformance", *sys.argv[1:]]
    progress = RichProgress(console, hello, argv)
    started = time.monotonic()
    status = int(pytest.main(args, plugins=[progress]))
    elapsed = time.monotonic() - started
    if progress.collect_errors or progress.config is None:
        console.print("[red]The suite could not be collected:[/red]")
        for error in progress.collect_errors:
            console.print(escape(error))
        sys.exit(4)
    report = progress.config.stash[REPORT_KEY]
    report.engine = hello
    _print_summary(console, report, elapsed)
    if json_report:
        report.write(json_report)
        console.print(f"JSON report: {json_report}")
    header = runlog.make_header(suite_identity(), hello, argv, command, expectations)
    finished = runlog.from_report(report, header, status, elapsed)
    _write_documents(
        console, finished, html_path=html_path, markdown_path=markdown_path, badge_svg=badge_svg, badge_json=badge_json
    )
    sys.exit(runlog.exit_status(status, report))


def _pytest_args(
    command: str | None,
    suites: list[Path],
    *,
    timeout: float,
    keyword: str | None,
    workers: int,
    junit_xml: Path | None,
    jsonl: Path | None,
    expect_path: Path | None,
    only_ids: tuple[str, ...],
    skip_ids: tuple[str, ...],
) -> list[str]:
    """The pytest command line that runs the bundled suite with these `run` options."""
    args = [*map(str, suites), "-c", str(SUITE_DIR / "pytest.ini"), "--rootdir", str(SUITE_DIR.parent)]
    args += ["-p", "no:terminal", "-p", "conformance.plugin"]
    args += ["--conformance-in-process"] if command is None else ["--conformance-engine", command]
    args += ["--conformance-timeout", str(timeout)]
    if keyword:
        args += ["-k", keyword]
    if workers:
        args += ["-n", str(workers)]
    if junit_xml:
        args += ["--junitxml", str(junit_xml)]
    if jsonl:
        args += ["--conformance-jsonl", str(jsonl)]
    if expect_path:
        args += ["--conformance-expect", str(expect_path)]
    for pattern in only_ids:
        args += ["--conformance-id", pattern]
    for pattern in skip_ids:
        args += ["--conformance-skip-id", pattern]
    return args


def _write_documents(
    console: Console,
    finished: runlog.Run,
    *,
    html_path: Path | None,
    markdown_path: Path | None,
    badge_svg: Path | None,
    badge_json: Path | None,
) -> None:
    if html_path:
        html_path.write_text(html_report.render(finished), encoding="utf-8")
        console.print(f"HTML report: {html_path}")
    if markdown_path:
        markdown_path.write_text(markdown_report.render(finished), encoding="utf-8")
        console.print(f"Markdown report: {markdown_path}")
    tally = finished.report().summary()
    overall = percentages(tally)["overall"]
    if badge_svg:
        badge_svg.write_text(badge.svg(tally, overall), encoding="utf-8")
    if badge_json:
        badge_json.write_text(json.dumps(badge.endpoint(tally, overall)) + "\n", encoding="utf-8")


def _print_tally(console: Console, label: str, tally: dict[str, int]) -> None:
    share = percentages(tally)
    claimed = "n/a" if share["claimed"] is None else f"{share['claimed']}%"
    overall = "n/a" if share["overall"] is None else f"{share['overall']}%"
    console.print(escape(label) + "  ".join(f"{k}: {v}" for k, v in tally.items()), highlight=False)
    console.print(f"{escape(label)}compliance: {claimed} of what the engine claims, {overall} of the suite")


def _print_summary(console: Console, report: Report, elapsed: float) -> None:
    engine = report.engine.get("engine", {})
    console.print(
        f"Engine: [bold]{escape(str(engine.get('name')))}[/bold] {escape(str(engine.get('version')))} "
        f"({escape(versions_text(report.suite, report.engine))})  ({elapsed:.1f} s)",
        markup=True,
        highlight=False,
    )
    bad = [s for s in report.scenarios if s.outcome in (Outcome.FAILED, Outcome.ERRORED) or s.unexpected()]
    if bad:
        table = Table(title="Scenarios that did not pass")
        for heading in ("outcome", "scenario id", "rules", "why"):
            table.add_column(heading, overflow="fold")
        for s in bad:
            verdict = s.expectation.verdict if s.expectation is not None else None
            label = s.outcome.value + (f" ({verdict.value.replace('_', ' ')})" if verdict else "")
            cells = (label, s.id or f"{s.feature}: {s.name}", " ".join(s.rules), s.message[-300:])
            table.add_row(*(Text(cell) for cell in cells))  # engine text is data, never markup
        console.print(table)
    games = sorted({scenario_ids.game_of(s.id) for s in report.scenarios if s.id})
    for game in games if len(games) > 1 else []:
        _print_tally(console, f"{game}: ", counts(s.outcome for s in report.scenarios if s.id.startswith(f"{game}/")))
    _print_tally(console, "all games: " if len(games) > 1 else "", report.summary())
    unexpected = report.unexpected()
    if any(s.expectation is not None for s in report.scenarios):
        console.print(f"unexpected outcomes: {len(unexpected)}")
    for s in unexpected:
        if s.expectation is not None and s.expectation.verdict is Verdict.UNEXPECTED_PASS:
            console.print(
                f"passes now, remove it from the expectations file: {escape(s.id)}", highlight=False, soft_wrap=True
            )
