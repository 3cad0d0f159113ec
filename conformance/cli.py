"""`conformance`: run the suite against an engine, and check the spec's traceability."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import click
import pytest
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from . import trace as tracing
from .engine import Engine, InProcessEngine, SubprocessEngine
from .outcomes import Outcome, Report
from .plugin import REPORT_KEY, default_engine_command

SUITE_DIR = Path(__file__).resolve().parent / "suite"
GAMES = ("sweet-lands",)


class RichProgress:
    """A pytest plugin that replaces pytest's terminal output with a progress bar."""

    def __init__(self, console: Console) -> None:
        self.console = console
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


@click.group()
def main() -> None:
    """The Sweet Lands conformance suite."""


def _engine(engine_cmd: str | None, in_process: bool, timeout: float) -> Engine:
    if in_process:
        return InProcessEngine()
    return SubprocessEngine(engine_cmd or default_engine_command(), timeout=timeout)


@main.command()
@click.option("--engine", "engine_cmd", default=None, help="Command line of the engine under test.")
@click.option("--in-process", is_flag=True, help="Test the bundled reference engine in this process.")
@click.option("--game", type=click.Choice(GAMES), default="sweet-lands", show_default=True)
@click.option("--timeout", type=float, default=10.0, show_default=True, help="Seconds per engine response.")
@click.option("--json-report", type=click.Path(dir_okay=False, path_type=Path), default=None)
@click.option("--junit-xml", type=click.Path(dir_okay=False, path_type=Path), default=None)
@click.option("-k", "keyword", default=None, help="Select scenarios by words of their name or by rule ID (pytest -k).")
@click.option("-n", "workers", type=int, default=0, help="Run on N processes (pytest-xdist).")
def run(
    *,
    engine_cmd: str | None,
    in_process: bool,
    game: str,
    timeout: float,
    json_report: Path | None,
    junit_xml: Path | None,
    keyword: str | None,
    workers: int,
) -> None:
    """Run every scenario against an engine (by default the bundled one, over stdio)."""
    console = Console(stderr=True)
    if engine_cmd and in_process:
        raise click.UsageError("--engine and --in-process exclude each other")
    engine = _engine(engine_cmd, in_process, timeout)
    try:
        hello = engine.hello()
    except Exception as exc:
        console.print(f"[red]The engine failed its hello handshake:[/red] {exc}")
        tail = engine.stderr_tail()
        if tail:
            console.print(f"[dim]engine stderr:[/dim]\n{tail[-4000:]}", markup=False)
        engine.close()
        sys.exit(2)
    engine.close()
    if game not in hello.get("games", {}):
        console.print(f"[red]The engine does not claim the game {game!r} in its hello.[/red]")
        sys.exit(2)

    args = [str(SUITE_DIR), "-c", str(SUITE_DIR / "pytest.ini"), "--rootdir", str(SUITE_DIR), "-p", "no:terminal"]
    args += ["--in-process"] if in_process else ["--engine", engine_cmd or default_engine_command()]
    args += ["--engine-timeout", str(timeout)]
    if keyword:
        args += ["-k", keyword]
    if workers:
        args += ["-n", str(workers)]
    if junit_xml:
        args += ["--junitxml", str(junit_xml)]
    progress = RichProgress(console)
    started = time.monotonic()
    status = pytest.main(args, plugins=[progress])
    elapsed = time.monotonic() - started
    if progress.collect_errors or progress.config is None:
        console.print("[red]The suite could not be collected:[/red]")
        for error in progress.collect_errors:
            console.print(error, markup=False)
        sys.exit(4)
    report = progress.config.stash[REPORT_KEY]
    report.engine = hello
    _print_summary(console, report, elapsed)
    if json_report:
        report.write(json_report)
        console.print(f"JSON report: {json_report}")
    if int(status) in (2, 3):  # interrupted, or stopped after repeated engine failures
        sys.exit(int(status))
    summary = report.summary()
    sys.exit(1 if summary[Outcome.FAILED] or summary[Outcome.ERRORED] else 0)


def _print_summary(console: Console, report: Report, elapsed: float) -> None:
    engine = report.engine.get("engine", {})
    console.print(
        f"Engine: [bold]{engine.get('name')}[/bold] {engine.get('version')} "
        f"(spec {report.engine.get('spec_version', '?')}), judged by spec {report.suite['spec_version']}"
        f"  ({elapsed:.1f} s)"
    )
    bad = [s for s in report.scenarios if s.outcome in (Outcome.FAILED, Outcome.ERRORED)]
    if bad:
        table = Table("outcome", "scenario", "rules", "why", title="Scenarios that did not pass")
        for s in bad:
            table.add_row(s.outcome.value, f"{s.feature}: {s.name}", " ".join(s.rules), s.message[-300:])
        console.print(table)
    counts = report.summary()
    console.print("  ".join(f"{k}: {v}" for k, v in counts.items()))


@main.command()
@click.option("--game", type=click.Choice(GAMES), default="sweet-lands", show_default=True)
def trace(game: str) -> None:
    """Check that every rule has a scenario (or is pending), every tag names a rule, and so on."""
    console = Console()
    result = tracing.build(game)
    covered = result.covered()
    console.print(
        f"{len(result.rules)} rules, {len(result.scenarios)} scenarios, "
        f"{len(covered & result.rules.keys())} rules covered, {len(result.pending)} pending"
    )
    for problem in result.problems:
        console.print(f"[red]x[/red] {problem}", highlight=False)
    sys.exit(1 if result.problems else 0)
