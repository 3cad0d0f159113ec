"""`conformance`: run the suite against an engine, check the spec's traceability, and the tools around them.

Verbs: `run` (the scenarios), `ids` (list scenario ids), `report` (render or
compare run logs), `smoke` (a quick protocol check), `perft` (count action
sequences against golden numbers), `fuzz` (random games in lockstep with the
reference engine), `golden` (replay recorded games step by step) and `trace`
(spec coverage). Each verb's logic lives in its own module; this file only wires
options to it.
"""

from __future__ import annotations

import difflib
import json
import os
import shlex
import sys
import time
from pathlib import Path
from typing import Any

import click
import pytest
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from . import evidence, perft_positions
from . import golden as golden_games
from . import ids as scenario_ids
from . import perft as perfting
from . import smoke as smoking
from . import trace as tracing
from .engine import Engine, EngineFailure, EngineRefusal, InProcessEngine, SubprocessEngine
from .expectations import Expectations, ExpectationsError
from .expectations import load as load_expectations
from .fuzz import games as fuzz_games
from .fuzz import pool as fuzz_pool
from .fuzz import repro as fuzz_repro
from .outcomes import Outcome, Report, Verdict
from .plugin import ARGV_KEY, HELLO_KEY, REPORT_KEY, default_engine_command, suite_identity
from .reports import badge, runlog
from .reports import compare as comparing
from .reports import html as html_report
from .reports import markdown as markdown_report
from .reports.compliance import percentages

SUITE_DIR = Path(__file__).resolve().parent / "suite"
GAMES = ("sweet-lands",)
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


@click.group()
def main() -> None:
    """The Sweet Lands conformance suite."""


def _engine(engine_cmd: str | None, in_process: bool, timeout: float) -> Engine:
    if in_process:
        return InProcessEngine()
    return SubprocessEngine(engine_cmd or default_engine_command(), timeout=timeout)


def _check_ids(patterns: tuple[str, ...], known: list[str], option: str) -> None:
    """A pattern that names no scenario is a typo: say so before anything runs."""
    from fnmatch import fnmatchcase  # noqa: PLC0415

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
        console.print(f"[yellow]warning:[/yellow] the expectations file lists {entry.id!r}, which names no scenario")
    return expectations


@main.command()
@click.option("--engine", "engine_cmd", default=None, help="Command line of the engine under test.")
@click.option("--in-process", is_flag=True, help="Test the bundled reference engine in this process.")
@click.option("--game", type=click.Choice(GAMES), default="sweet-lands", show_default=True)
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
    game: str,
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
    """Run every scenario against an engine (by default the bundled one, over stdio)."""
    console = Console(stderr=True)
    if engine_cmd and in_process:
        raise click.UsageError("--engine and --in-process exclude each other")
    known = [entry.id for entry in scenario_ids.catalogue(game)]
    _check_ids(only_ids, known, "--id")
    _check_ids(skip_ids, known, "--skip-id")
    expectations = _load_expectations(expect_path, known, console)
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

    command = None if in_process else engine_cmd or default_engine_command()
    args = _pytest_args(
        command,
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
            console.print(error, markup=False)
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
    args = [str(SUITE_DIR), "-c", str(SUITE_DIR / "pytest.ini"), "--rootdir", str(SUITE_DIR), "-p", "no:terminal"]
    args += ["--in-process"] if command is None else ["--engine", command]
    args += ["--engine-timeout", str(timeout)]
    if keyword:
        args += ["-k", keyword]
    if workers:
        args += ["-n", str(workers)]
    if junit_xml:
        args += ["--junitxml", str(junit_xml)]
    if jsonl:
        args += ["--conformance-jsonl", str(jsonl)]
    if expect_path:
        args += ["--expectations", str(expect_path)]
    for pattern in only_ids:
        args += ["--scenario-id", pattern]
    for pattern in skip_ids:
        args += ["--skip-scenario-id", pattern]
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


def _print_summary(console: Console, report: Report, elapsed: float) -> None:
    engine = report.engine.get("engine", {})
    console.print(
        f"Engine: [bold]{engine.get('name')}[/bold] {engine.get('version')} "
        f"(spec {report.engine.get('spec_version', '?')}), judged by spec {report.suite['spec_version']}"
        f"  ({elapsed:.1f} s)",
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
            table.add_row(label, s.id or f"{s.feature}: {s.name}", " ".join(s.rules), s.message[-300:])
        console.print(table)
    counts = report.summary()
    console.print("  ".join(f"{k}: {v}" for k, v in counts.items()))
    share = percentages(counts)
    claimed = "n/a" if share["claimed"] is None else f"{share['claimed']}%"
    overall = "n/a" if share["overall"] is None else f"{share['overall']}%"
    console.print(f"compliance: {claimed} of what the engine claims, {overall} of the suite")
    unexpected = report.unexpected()
    if any(s.expectation is not None for s in report.scenarios):
        console.print(f"unexpected outcomes: {len(unexpected)}")
    for s in unexpected:
        if s.expectation is not None and s.expectation.verdict is Verdict.UNEXPECTED_PASS:
            console.print(f"passes now, remove it from the expectations file: {s.id}", highlight=False, soft_wrap=True)


@main.command("ids")
@click.option("--game", type=click.Choice(GAMES), default="sweet-lands", show_default=True)
@click.option("--rules", is_flag=True, help="Also show the rules each scenario checks.")
def list_ids(game: str, rules: bool) -> None:
    """List every scenario id (what --id, --skip-id and expectations files name)."""
    entries = scenario_ids.catalogue(game)
    for entry in entries:
        click.echo(f"{entry.id}\t{' '.join(entry.rules)}" if rules else entry.id)
    problems = scenario_ids.problems(entries)
    for problem in problems:
        click.echo(f"problem: {problem}", err=True)
    sys.exit(1 if problems else 0)


@main.command()
@click.option("--game", type=click.Choice(GAMES), default="sweet-lands", show_default=True)
def trace(game: str) -> None:
    """Check that every rule has a scenario (or is pending), every tag names a rule, and so on."""
    console = Console()
    result = tracing.build(game)
    covered = result.covered()
    console.print(
        f"{len(result.rules)} rules, {len(result.scenarios)} scenarios, "
        f"{len(covered & result.rules.keys())} rules covered, {len(result.unobservable)} not observable, "
        f"{len(result.waiting())} waiting for a scenario"
    )
    for problem in result.problems:
        console.print(f"[red]x[/red] {problem}", highlight=False)
    sys.exit(1 if result.problems else 0)


@main.command("report")
@click.argument("logs", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--html", "html_path", type=OutPath, default=None, help="Write the HTML report here.")
@click.option("--markdown", "markdown_path", type=OutPath, default=None, help="Write the Markdown report here.")
@click.option("--diff", "show_diff", is_flag=True, help="List the scenarios whose outcome changed between two runs.")
def report_command(logs: tuple[Path, ...], html_path: Path | None, markdown_path: Path | None, show_diff: bool) -> None:
    """Render run logs (`run --jsonl`): one run as a full report, several side by side.

    With --diff (exactly two logs) the exit status is 1 when a scenario that passed
    in the first run does not pass in the second.
    """
    console = Console()
    try:
        runs = [runlog.read(path) for path in logs]
    except runlog.RunLogError as exc:
        raise click.BadParameter(str(exc), param_hint="LOGS") from None
    for run in runs:
        if not run.complete:
            console.print(f"[yellow]{run.path}: the run was cut off (no footer line)[/yellow]", highlight=False)
    if show_diff:
        if len(runs) != 2:
            raise click.UsageError("--diff compares exactly two run logs")
        found = comparing.changes(runs[0], runs[1])
        _print_changes(console, runs, found)
        sys.exit(1 if any(c.regression for c in found) else 0)
    if len(runs) == 1:
        if html_path:
            html_path.write_text(html_report.render(runs[0]), encoding="utf-8")
        if markdown_path:
            markdown_path.write_text(markdown_report.render(runs[0]), encoding="utf-8")
    else:
        if html_path:
            html_path.write_text(comparing.render_html(runs), encoding="utf-8")
        if markdown_path:
            markdown_path.write_text(comparing.render_markdown(runs), encoding="utf-8")
    _print_side_by_side(console, runs)


def _print_side_by_side(console: Console, runs: list[runlog.Run]) -> None:
    table = Table(title="Outcomes by run")
    table.add_column("scenario", overflow="fold")
    for run in runs:
        table.add_column(comparing.label(run), overflow="fold")
    for row in comparing.rows(runs):
        table.add_row(row.id, *(comparing.cell(c) for c in row.cells))
    summaries = [comparing.run_summary(r) for r in runs]
    table.add_section()
    table.add_row("passed", *(str(tally["passed"]) for tally, _ in summaries))
    table.add_row("compliance, overall", *(f"{share['overall']}%" for _, share in summaries))
    console.print(table)


def _print_changes(console: Console, runs: list[runlog.Run], found: list[comparing.Change]) -> None:
    if not found:
        console.print("No scenario changed its outcome.")
        return
    table = Table(title="Outcomes that changed")
    for heading in ("scenario", comparing.label(runs[0]), comparing.label(runs[1])):
        table.add_column(heading, overflow="fold")
    for change in found:
        mark = "[red]regression[/red] " if change.regression else ""
        table.add_row(change.id, change.before, mark + change.after)
    console.print(table)


@main.command("smoke")
@click.option("--engine", "engine_cmd", default=None, help="Command line of the engine (default: the bundled one).")
@click.option("--timeout", type=float, default=5.0, show_default=True, help="Seconds per engine response.")
def smoke_command(engine_cmd: str | None, timeout: float) -> None:
    """Check the protocol basics in seconds, saying what is wrong and how to fix it."""
    console = Console(soft_wrap=True)
    started = time.monotonic()
    checks = smoking.smoke(engine_cmd or default_engine_command(), timeout=timeout)
    for check in checks:
        mark = "[green]ok[/green]  " if check.ok else "[red]FAIL[/red]"
        console.print(f"{mark} {check.name}  [dim]({check.seconds:.2f} s)[/dim]", highlight=False)
        for note in check.notes:
            console.print(f"       {note}", markup=False, highlight=False)
        if not check.ok:
            console.print(f"       what is wrong: {check.problem}", markup=False, highlight=False)
            console.print(f"       how to fix it: {check.fix}", markup=False, highlight=False)
    failed = [c for c in checks if not c.ok]
    verdict = "[red]problems found[/red]" if failed else "[green]all checks passed[/green]"
    console.print(f"{verdict}: {len(checks) - len(failed)}/{len(checks)} in {time.monotonic() - started:.1f} s")
    sys.exit(1 if failed else 0)


@main.command("perft")
@click.option("--engine", "engine_cmd", default=None, help="Command line of the engine (default: the bundled one).")
@click.option("--in-process", is_flag=True, help="Count with the bundled reference engine in this process.")
@click.option("--depth", type=click.IntRange(1, 8), default=None, help="Count up to this depth (default: golden max).")
@click.option("--position", "names", multiple=True, help="Only this named position (repeatable).")
@click.option("--divide", is_flag=True, help="Show the count below each first action at the deepest depth.")
@click.option("--walk", is_flag=True, help="Count through load/legal_actions/apply even if the engine offers count.")
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Write the state where the engine first differs from the reference into this folder.",
)
@click.option("--timeout", type=float, default=60.0, show_default=True, help="Seconds per engine response.")
@click.option("--regenerate", is_flag=True, help="Remake spec/perft/ with the reference engine (in a checkout).")
def perft_command(
    *,
    engine_cmd: str | None,
    in_process: bool,
    depth: int | None,
    names: tuple[str, ...],
    divide: bool,
    walk: bool,
    out: Path | None,
    timeout: float,
    regenerate: bool,
) -> None:
    """Count action sequences from named positions and compare with the golden counts in spec/perft/."""
    console = Console(soft_wrap=True)
    if regenerate:
        golden = perft_positions.regenerate()
        for name, entry in golden["positions"].items():
            console.print(f"{name}: {entry['counts']}", highlight=False)
        return
    try:
        chosen = perfting.positions(list(names) or None)
    except KeyError as exc:
        raise click.BadParameter(str(exc.args[0]), param_hint="--position") from None
    engine = _engine(engine_cmd, in_process, timeout)
    try:
        hello = engine.hello()
        use_count = perfting.claims_count(hello) and not walk and hasattr(engine, "request")
        console.print(f"counting with {'the count command' if use_count else 'load/legal_actions/apply'}")
        claimed = set(hello.get("games", {}).get("sweet-lands", {}).get("players", []))
        wrong = 0
        for position in chosen:
            players = len(position.state["players"])
            if players not in claimed:
                console.print(f"[dim]skipped {position.name}: the engine does not claim {players}-player games[/dim]")
                continue
            wrong += _perft_position(console, engine, position, depth, use_count=use_count, divide=divide, out=out)
    finally:
        engine.close()
    sys.exit(1 if wrong else 0)


def _perft_position(
    console: Console,
    engine: Engine,
    position: perfting.Position,
    depth: int | None,
    *,
    use_count: bool,
    divide: bool,
    out: Path | None,
) -> int:
    """Count one position depth by depth; on the first wrong count, show where the engine goes wrong."""
    deepest = depth or max(position.counts)
    for d in range(1, deepest + 1):
        result = perfting.measure(engine, position, d, use_count)
        expected = "?" if result.expected is None else str(result.expected)
        shown = result.error or str(result.got)
        wrong = bool(result.error) or (result.expected is not None and not result.ok)
        mark = "[red]WRONG[/red]" if wrong else "[green]ok[/green]"
        console.print(
            f"{mark} {position.name} depth {d}: {shown} (golden {expected}) [dim]{result.seconds:.2f} s[/dim]",
            highlight=False,
        )
        if wrong:
            if not result.error:
                try:
                    _explain_perft(console, engine, position, d, out)
                except (EngineRefusal, EngineFailure) as exc:
                    # The walk beside the reference needs both engines to accept what they list.
                    console.print(f"Could not walk the tree to the difference: {exc}", markup=False)
            return 1
    if divide:
        _print_divide(console, engine, position.state, deepest)
    return 0


def _print_divide(
    console: Console, engine: Engine, state: dict[str, Any], depth: int, *, only_differences: bool = False
) -> None:
    rows = perfting.divide_table(engine, InProcessEngine(), state, depth)
    shown = [r for r in rows if r[1] != r[2]] if only_differences else rows
    title = f"divide at depth {depth}" + (" (first actions whose counts differ)" if only_differences else "")
    table = Table(title=title)
    for heading in ("first action", "engine", "reference"):
        table.add_column(heading, overflow="fold")
    for action, got, want in shown:
        style = "" if got == want else "red"
        table.add_row(action, "missing" if got is None else str(got), str(want), style=style)
    console.print(table)
    if only_differences:
        console.print(f"{len(rows) - len(shown)} other first actions have the right count.")


def _explain_perft(console: Console, engine: Engine, position: perfting.Position, depth: int, out: Path | None) -> None:
    _print_divide(console, engine, position.state, depth, only_differences=True)
    found = perfting.pinpoint(engine, InProcessEngine(), position.state, depth)
    if found is None:
        console.print("The walk finds no difference: the engine's count command disagrees with its own answers.")
        return
    steps = " then ".join(perfting.key(a) for a in found.path) or "(none: at the position itself)"
    console.print(f"First difference after the actions: {steps}", highlight=False, markup=False)
    for action in found.missing:
        console.print(f"  the engine does not list {perfting.key(action)}", highlight=False, markup=False)
    for action in found.extra:
        console.print(f"  the engine lists {perfting.key(action)}, which the reference does not", markup=False)
    if found.after is not None:
        console.print("  both list the action, but applying it gives another state:", markup=False)
        console.print(evidence.unified(found.after[1], found.after[0], "reference", "engine"), markup=False)
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        path = out / f"{position.name}-divergence.json"
        path.write_text(json.dumps({"path": found.path, "state": found.state}, indent=1) + "\n", encoding="utf-8")
        console.print(f"  the state where it happens: {path}", highlight=False, markup=False)


@main.command("golden")
@click.option("--engine", "engine_cmd", default=None, help="Command line of the engine (default: the bundled one).")
@click.option("--in-process", is_flag=True, help="Replay with the bundled reference engine in this process.")
@click.option(
    "--game", "names", multiple=True, help="Only this golden game (repeatable; the file name without .jsonl)."
)
@click.option(
    "--folder",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Where the golden games are [default: spec/golden/].",
)
@click.option("--timeout", type=float, default=10.0, show_default=True, help="Seconds per engine response.")
@click.option(
    "--regenerate", is_flag=True, help="Re-record every golden game with the reference engine (in a checkout)."
)
def golden_command(
    *,
    engine_cmd: str | None,
    in_process: bool,
    names: tuple[str, ...],
    folder: Path | None,
    timeout: float,
    regenerate: bool,
) -> None:
    """Replay the recorded games of spec/golden/ and report the first step where the engine plays another game."""
    console = Console(soft_wrap=True)
    if regenerate:
        for name, steps in golden_games.regenerate(InProcessEngine(), folder).items():
            console.print(f"{name}: {steps} steps", highlight=False)
        return
    try:
        chosen = golden_games.files(folder, list(names) or None)
    except KeyError as exc:
        raise click.BadParameter(str(exc.args[0]), param_hint="--game") from None
    engine = _engine(engine_cmd, in_process, timeout)
    wrong = 0
    try:
        for path in chosen:
            started = time.monotonic()
            lines = golden_games.load(path)
            try:
                found = golden_games.replay(engine, lines)
            except (EngineRefusal, EngineFailure) as exc:
                found = golden_games.Divergence(0, f"the engine could not play it: {exc}", None, None, 0)
            took = f"[dim]{time.monotonic() - started:.2f} s[/dim]"
            if found is None:
                steps = golden_games.steps_of(lines)
                console.print(f"[green]ok[/green] {path.stem}: {steps} steps {took}", highlight=False)
                continue
            wrong += 1
            console.print(f"[red]DIFFERS[/red] {path.stem} at {found.describe()} {took}", highlight=False)
            console.print(f"  recorded: {json.dumps(found.expected, sort_keys=True)[:2000]}", markup=False)
            console.print(f"  engine:   {json.dumps(found.actual, sort_keys=True)[:2000]}", markup=False)
    finally:
        engine.close()
    if wrong:
        console.print(
            f"If the change is meant, run `{golden_games.REGENERATE}` and commit spec/golden/ with the reason."
        )
    sys.exit(1 if wrong else 0)


@main.command()
@click.argument("state_file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--player", "-p", "seat", type=int, default=0, show_default=True, help="Whose map board to draw.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None, help="SVG file.")
def render(state_file: Path, seat: int, output: Path | None) -> None:
    """Draw one player's map board from a saved state (a state, or a response holding one) as SVG."""
    from .render import render_map  # noqa: PLC0415  (only this command draws)

    data = json.loads(state_file.read_text(encoding="utf-8"))
    state = data.get("state", data) if isinstance(data, dict) else data
    if not isinstance(state, dict) or not isinstance(state.get("players"), list):
        raise click.UsageError(f"{state_file} holds no game state")
    if not 0 <= seat < len(state["players"]):
        raise click.UsageError(f"there is no player {seat} in this game")
    svg = render_map(state, seat)
    if output is None:
        click.echo(svg, nl=False)
    else:
        output.write_text(svg, encoding="utf-8")
        click.echo(f"wrote {output}")


@main.command("fuzz")
@click.option("--engine", "engine_cmd", default=None, help="Command line of the engine (default: the bundled one).")
@click.option("--games", type=click.IntRange(1), default=20, show_default=True, help="How many random games.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the run; game i gets its own from it.")
@click.option("--workers", type=click.IntRange(1), default=None, help="Local processes [default: the CPU count].")
@click.option("--ray", "ray_address", default=None, help="Run the games on this Ray cluster (needs the fuzz extra).")
@click.option("--max-steps", type=click.IntRange(1), default=fuzz_games.MAX_STEPS, show_default=True)
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("fuzz-findings"),
    show_default=True,
    help="Where reproductions are written.",
)
@click.option("--timeout", type=float, default=10.0, show_default=True, help="Seconds per engine response.")
@click.option(
    "--replay",
    "replay_path",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="Replay a .repro.json written by an earlier run instead of playing new games.",
)
def fuzz_command(
    *,
    engine_cmd: str | None,
    games: int,
    seed: int,
    workers: int | None,
    ray_address: str | None,
    max_steps: int,
    out: Path,
    timeout: float,
    replay_path: Path | None,
) -> None:
    """Play random games in lockstep with the reference engine; write a short reproduction of any difference."""
    console = Console(soft_wrap=True)
    command = engine_cmd or default_engine_command()
    if replay_path is not None:
        sys.exit(_fuzz_replay(console, command, replay_path, timeout))
    chosen = workers or min(os.cpu_count() or 1, games)
    started = time.monotonic()
    try:
        results = fuzz_pool.run(
            command,
            games=games,
            seed=seed,
            workers=chosen,
            ray_address=ray_address,
            max_steps=max_steps,
            timeout=timeout,
        )
    except fuzz_pool.FuzzError as exc:
        console.print(f"[red]{exc}[/red]", markup=True, highlight=False)
        sys.exit(2)
    endings: dict[str, int] = {}
    for game in results:
        endings[game["ending"]] = endings.get(game["ending"], 0) + 1
    steps = sum(int(g["steps"]) for g in results)
    where = f"Ray at {ray_address}" if ray_address else f"{chosen} local process{'es' * (chosen != 1)}"
    console.print(f"{len(results)} games, {steps} steps in {time.monotonic() - started:.1f} s on {where}")
    console.print("  ".join(f"{k}: {v}" for k, v in sorted(endings.items())), highlight=False)
    found = [g for g in results if "difference" in g]
    for n, game in enumerate(found):
        _write_finding(console, game, out, command=command, seed=seed, games=games, quiet=n > 0)
    if len(found) > 1:
        console.print(f"{len(found) - 1} more games differ; their reproductions are in {out} too.", highlight=False)
    sys.exit(1 if found else 0)


def _write_finding(
    console: Console, game: dict[str, Any], out: Path, *, command: str, seed: int, games: int, quiet: bool
) -> None:
    """Write one game's reproduction; describe it unless `quiet` (only the first difference is told in full)."""
    found, shrunk = game["difference"], game["repro"]
    difference = fuzz_games.Difference(
        fuzz_games.Kind(found["kind"]),
        found["state"],
        found["action"],
        found["expected"],
        found["actual"],
        found["detail"],
    )
    repro = fuzz_repro.Repro(
        fuzz_games.Kind(shrunk["kind"]), shrunk["state"], shrunk["actions"], shrunk["reproduced"], shrunk["seats"]
    )
    name = f"fuzz-{seed}-{game['index']}"
    meta = {
        "command": f"conformance fuzz --engine {shlex.quote(command)} --seed {seed} --games {games}",
        "engine_command": command,
        "seed": seed,
        "game": game["index"],
        "game_seed": game["seed"],
        "step": game["steps"],
        "suite": suite_identity(),
    }
    paths = fuzz_repro.write(out, name, repro, difference, meta)
    if quiet:
        return
    console.print(
        f"[red]difference[/red] in game {game['index']} at step {game['steps']}: {difference.detail} "
        f"({difference.kind.value}); reproduction: "
        + (f"{len(repro.actions)} action(s) from a saved state" if repro.actions else "the saved state itself")
        + ("" if repro.reproduced else " (not reproduced from a saved state: the whole game is kept)"),
        highlight=False,
    )
    if difference.kind is fuzz_games.Kind.LEGAL_ACTIONS:
        for action in difference.expected:
            console.print(f"  the engine does not list {json.dumps(action, sort_keys=True)}", markup=False)
        for action in difference.actual:
            console.print(
                f"  the engine lists {json.dumps(action, sort_keys=True)}, the reference does not", markup=False
            )
    for kind, path in paths.items():
        console.print(f"  {kind}: {path}", markup=False, highlight=False)


def _fuzz_replay(console: Console, command: str, record_path: Path, timeout: float) -> int:
    record = json.loads(record_path.read_text(encoding="utf-8"))
    state = json.loads((record_path.parent / record["state_file"]).read_text(encoding="utf-8"))
    engine = SubprocessEngine(command, timeout=timeout)
    try:
        found = fuzz_repro.replay(engine, InProcessEngine(), state, record["actions"])
    finally:
        engine.close()
    if found is None:
        console.print("The engine now agrees with the reference on this reproduction.")
        return 0
    console.print(f"Still different: {found.detail} ({found.kind.value})", highlight=False)
    return 1
