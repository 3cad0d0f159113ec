"""`conformance run`: the scenarios against an engine, with live output (conformance/cli/live.py) and every report.

The exit status is the one CI needs: 0 when everything went as the expectations
file says, 1 for anything unexpected (also when `--maxfail` stopped the run), 2
when the engine's handshake failed or the run was interrupted, 3 when the engine
kept breaking the protocol; a run that stops early reports the scenarios it did
not reach as not run, in the summary and in every report.
"""

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
from rich.text import Text

from ..catalogue import ids as scenario_ids
from ..engines.engine import Engine
from ..games import GamePlugin
from ..guards.inputs import MANY, PROCESSES, InputFile, Seconds
from ..guards.visible import visible
from ..reports import badge, junit, runlog
from ..reports import html as html_report
from ..reports import markdown as markdown_report
from ..reports.compliance import percentages
from ..reports.versions import versions_text
from ..results.causes import Cause, group
from ..results.expectations import MAX_BYTES as EXPECTATIONS_BYTES
from ..results.expectations import Expectations, ExpectationsError
from ..results.expectations import load as load_expectations
from ..results.outcomes import Outcome, Report, ScenarioResult, Verdict, counts
from ..runner.plugin import REPORT_KEY, STARTED_KEY, default_engine_command, suite_identity
from . import chosen_games, engine_for, game_option, main
from .live import LiveOutput, scenario_count

PACKAGE = Path(__file__).resolve().parent.parent
"""The harness's folder: the suite's rootdir, so scenario node ids are relative to it."""
OutPath = click.Path(dir_okay=False, path_type=Path)
CAUSES = 12
"""Causes the final summary names; the reports have every one."""
RULES = 8
LISTED = 20
"""Scenarios listed by the final summary, after their causes; the rest are in the reports."""


def _check_ids(patterns: tuple[str, ...], known: list[str], option: str) -> None:
    """A pattern that names no scenario is a typo: say so before anything runs."""
    for pattern in patterns:
        if not any(fnmatchcase(i, pattern) for i in known):
            close = difflib.get_close_matches(pattern, known, n=3)
            hint = f"; did you mean {', '.join(close)}?" if close else "; `conformance ids` lists them"
            raise click.BadParameter(f"no scenario has the id {pattern!r}{hint}", param_hint=option)


def _check_rules(selectors: tuple[str, ...], known: list[scenario_ids.Entry]) -> None:
    """A rule selector must look like a rule ID and select some scenario; say which are close otherwise."""
    rules = sorted({rule for entry in known for rule in entry.rules})
    for selector in selectors:
        if not scenario_ids.is_rule_selector(selector):
            raise click.BadParameter(
                f"{selector!r} is not a rule ID or a prefix of one (such as XY-23, XY-23.1 or XY-23.1.4)",
                param_hint="--rule",
            )
        if not any(scenario_ids.rule_selects(selector, rule) for rule in rules):
            close = difflib.get_close_matches(selector.upper(), rules, n=3)
            hint = f"; did you mean {', '.join(close)}?" if close else ""
            raise click.BadParameter(f"no scenario checks a rule of {selector}{hint}", param_hint="--rule")


def _load_expectations(path: Path | None, known: list[scenario_ids.Entry], console: Console) -> Expectations | None:
    if path is None:
        return None
    try:
        expectations = load_expectations(path)
    except ExpectationsError as exc:
        raise click.BadParameter(visible(str(exc)), param_hint="--expect") from None
    renamed = {entry.former: entry.id for entry in known if entry.former}
    for entry in expectations.stale([e.id for e in known]):
        now_called = renamed.get(entry.id)
        hint = f"; its id is now {now_called!r}" if now_called else ""
        console.print(
            Text.assemble(
                ("warning:", "yellow"), f" the expectations file lists {entry.id!r}, a scenario of none{hint}"
            ),
            soft_wrap=True,
        )
    return expectations


@main.command()
@click.option("--engine", "engine_cmd", default=None, help="Command line of the engine under test.")
@click.option("--in-process", is_flag=True, help="Test the bundled reference engine in this process.")
@game_option(multiple=True)
@click.option("--timeout", type=Seconds(), default=10.0, show_default=True, help="Seconds per engine response.")
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
    type=InputFile(EXPECTATIONS_BYTES, "expectations file"),
    default=None,
    help="YAML or JSON file of known failures and unsupported scenarios (by id).",
)
@click.option("--id", "only_ids", multiple=True, help="Run only the scenario with this id (glob; repeatable).")
@click.option("--skip-id", "skip_ids", multiple=True, help="Skip the scenario with this id (glob; repeatable).")
@click.option(
    "--rule",
    "rules",
    multiple=True,
    help="Run only the scenarios of this rule, section or chapter (XY-23.1: section 23.1, never 23.10; repeatable).",
)
@click.option(
    "-k",
    "keyword",
    default=None,
    help="Select by words of the scenario's name or by rule ID, as pytest -k does (rule IDs match whole segments).",
)
@click.option("-x", "--exitfirst", is_flag=True, help="Stop at the first unexpected outcome (as --maxfail 1).")
@click.option(
    "--maxfail",
    type=click.IntRange(1, MANY),
    default=None,
    help="Stop after N unexpected outcomes; the scenarios not reached are reported as not run.",
)
@click.option("-n", "workers", type=click.IntRange(0, PROCESSES), default=0, help="Run on N processes (pytest-xdist).")
@click.option(
    "--pin-cpus",
    is_flag=True,
    help="Keep each process that runs scenarios, and the engine it starts, on one CPU of its own (Linux): faster "
    "request round trips over stdio, for an engine that works on one thread. Off by default: it would confine a "
    "multi-threaded engine to one CPU (conformance/engines/affinity.py).",
)
@click.option(
    "--no-reference",
    is_flag=True,
    help="Never ask the reference engine which side of a failure is wrong (a clean-room author's blind phase).",
)
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
    rules: tuple[str, ...],
    keyword: str | None,
    exitfirst: bool,
    maxfail: int | None,
    workers: int,
    pin_cpus: bool,
    no_reference: bool,
) -> None:
    """Run every scenario against an engine (by default the bundled one, over stdio).

    Without --game, every game the engine claims in its hello is run, one section
    each in the summary and the reports. Failures are shown as they happen; on a
    terminal with a progress bar, elsewhere (CI) with a line per finished chapter.
    """
    console = Console(stderr=True)
    if engine_cmd and in_process:
        raise click.UsageError("--engine and --in-process exclude each other")
    limit = 1 if exitfirst else maxfail
    if limit and workers:
        raise click.UsageError("--exitfirst and --maxfail count on one process: leave out -n")
    argv = ["conformance", *sys.argv[1:]]
    command = None if in_process else engine_cmd or default_engine_command()
    try:
        hello, plugins = _handshake(console, engine_for(engine_cmd, in_process, timeout), game)
    except HandshakeFailed as failed:
        never = _never_run(game, only_ids, rules, str(failed))
        stopped = Report(suite=suite_identity(), scenarios=never, stopped=str(failed))
        header = runlog.make_header(suite_identity(), {}, argv, command)
        if jsonl:
            log = runlog.RunLog.start(jsonl, header)
            for result in stopped.scenarios:
                log.scenario(result)
            log.finish(stopped, 2)
        _write_reports(
            console,
            stopped,
            header,
            2,
            json_report=json_report,
            junit_xml=junit_xml,
            html_path=html_path,
            markdown_path=markdown_path,
            badge_svg=badge_svg,
            badge_json=badge_json,
        )
        sys.exit(2)
    catalogue = [entry for plugin in plugins for entry in scenario_ids.catalogue(plugin.info.id)]
    known = [entry.id for entry in catalogue]
    _check_ids(only_ids, known, "--id")
    _check_ids(skip_ids, known, "--skip-id")
    _check_rules(rules, catalogue)
    expectations = _load_expectations(expect_path, catalogue, console)

    args = pytest_args(
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
        rules=rules,
        maxfail=limit,
        pin_cpus=pin_cpus,
        consult_reference=not no_reference,
    )
    live = LiveOutput(console, hello, argv, command, bar=console.is_terminal)
    started = time.monotonic()
    status = int(pytest.main(args, plugins=[live]))
    elapsed = time.monotonic() - started
    if live.collect_errors or live.config is None:
        console.print("[red]The suite could not be collected:[/red]")
        for error in live.collect_errors:
            console.print(Text(error))
        sys.exit(4)
    report = live.config.stash[REPORT_KEY]
    report.engine = hello
    _print_summary(console, report, elapsed)
    if json_report:
        report.write(json_report)
        console.print(Text(f"JSON report: {json_report}"), soft_wrap=True)
    if junit_xml:
        console.print(Text(f"JUnit XML: {junit_xml}"), soft_wrap=True)
    began = live.config.stash.get(STARTED_KEY, (runlog.now(), 0.0))[0]
    header = runlog.make_header(suite_identity(), hello, argv, command, expectations, started=began)
    finished = runlog.from_report(report, header, status, elapsed)
    _write_documents(
        console, finished, html_path=html_path, markdown_path=markdown_path, badge_svg=badge_svg, badge_json=badge_json
    )
    sys.exit(runlog.exit_status(status, report))


def _never_run(
    game: tuple[str, ...], only_ids: tuple[str, ...], rules: tuple[str, ...], why: str
) -> list[ScenarioResult]:
    """A `not_run` result for every scenario the run was asked for (the games given, or every game; `--id` and
    `--rule` select as the plugin selects, and a `--skip-id` is collected there too), so that the reports of a
    run that could not start count what it would have judged: none of it was. (`-k` needs pytest's collection,
    so it is not applied.)"""
    reason = f"the run could not start: {why.splitlines()[0]}"

    def asked(entry: scenario_ids.Entry) -> bool:
        if only_ids and not any(fnmatchcase(entry.id, pattern) for pattern in only_ids):
            return False
        return not rules or any(scenario_ids.rule_selects(sel, rule) for sel in rules for rule in entry.rules)

    return [
        ScenarioResult(
            name=entry.title,
            feature=entry.feature,
            rules=list(entry.rules),
            outcome=Outcome.NOT_RUN,
            message=reason,
            id=entry.id,
            file=entry.file,
        )
        for plugin in chosen_games(game)
        for entry in scenario_ids.catalogue(plugin.info.id)
        if asked(entry)
    ]


class HandshakeFailed(Exception):
    """The run cannot start (exit status 2): the engine's hello failed, or claims none of the games asked for.
    Its text says why, for the console and for every report the run was asked to write."""


STDERR_IN_REPORT = 4000
"""How much of an engine's stderr a failed handshake shows (its last characters)."""


def _handshake(console: Console, engine: Engine, game: tuple[str, ...]) -> tuple[dict[str, Any], list[GamePlugin]]:
    """The engine's hello and the games to run; raises HandshakeFailed, said on the console, when there are none."""
    try:
        hello = engine.hello()
    except Exception as exc:
        shown = visible(str(exc))
        console.print(Text.assemble(("The engine failed its hello handshake: ", "red"), shown), soft_wrap=True)
        tail = engine.stderr_tail()[-STDERR_IN_REPORT:]
        if tail:
            console.print(Text.assemble(("engine stderr:\n", "dim"), visible(tail, block=True)), soft_wrap=True)
        engine.close()
        why = f"the engine failed its hello handshake: {exc}"
        raise HandshakeFailed(why + (f"\nengine stderr (last lines):\n{tail}" if tail else "")) from None
    engine.close()
    unclaimed = [g for g in game if g not in hello.get("games", {})]
    if unclaimed:
        console.print(Text(f"The engine does not claim the game {unclaimed[0]!r} in its hello.", "red"))
        raise HandshakeFailed(f"the engine does not claim the game {unclaimed[0]!r} in its hello")
    plugins = chosen_games(game, hello)
    if not plugins:
        console.print(Text("The engine claims none of the games this suite holds.", "red"))
        raise HandshakeFailed("the engine claims none of the games this suite holds")
    return hello, plugins


def pytest_args(
    command: str | None,
    suites: list[Path],
    *,
    timeout: float,
    keyword: str | None = None,
    workers: int = 0,
    junit_xml: Path | None = None,
    jsonl: Path | None = None,
    expect_path: Path | None = None,
    only_ids: tuple[str, ...] = (),
    skip_ids: tuple[str, ...] = (),
    rules: tuple[str, ...] = (),
    maxfail: int | None = None,
    pin_cpus: bool = False,
    consult_reference: bool = True,
) -> list[str]:
    """The pytest command line that runs the bundled suite with these `run` options."""
    args = [*map(str, suites), "-c", str(PACKAGE / "runner" / "pytest.ini"), "--rootdir", str(PACKAGE)]
    args += ["-p", "no:terminal", "-p", "conformance.runner.plugin"]
    # pytest's unraisable-exception plugin ends a session with full cycle collections (gc_collect_harder) that walk
    # the whole collected suite: 0.3 s of a one-chapter run, 2 s of a whole one. Its warnings reach no report.
    args += ["-p", "no:unraisableexception"]
    # Plugins with work at every test that a scenario never uses: pytest's logging capture (the suite logs
    # nothing), thread-exception warnings, unittest and Hypothesis support (no such tests here). Output is
    # captured at the Python level, not by redirecting file descriptors around every phase of every test.
    args += ["-p", "no:logging", "-p", "no:threadexception", "-p", "no:unittest", "-p", "no:hypothesispytest"]
    args += ["--capture", "sys"]
    # Plugins with a hook at every test that serve options a conformance run never takes: the fault handler's
    # timeout (the harness times the engine itself), --setup-only and --setup-plan, tmp_path's retention, subtests.
    args += ["-p", "no:faulthandler", "-p", "no:setuponly", "-p", "no:setupplan", "-p", "no:tmpdir"]
    args += ["-p", "no:subtests"]
    # pytest's warnings capture wraps every test in `catch_warnings`, for a summary that only its terminal reporter
    # (off above) shows; unknown marks, the one warning the suite's ini makes an error, --strict-markers refuses.
    args += ["-p", "no:warnings"]
    # No assertion rewriting: the suite's asserts are in its step modules, which pytest does not rewrite anyway,
    # and rewriting the plugins and the two test modules changed no message, only cost each process (every
    # time, where bytecode is not written: PYTHONDONTWRITEBYTECODE, a read-only install).
    args += ["--assert", "plain"]
    args += ["--conformance-in-process"] if command is None else ["--conformance-engine", command]
    args += ["--conformance-timeout", str(timeout)]
    if keyword:
        args += ["-k", keyword]
    if workers:
        args += ["-n", str(workers)]
    if pin_cpus:
        args += ["--conformance-pin-cpus"]
    if junit_xml:
        # The plugin's JUnit, not pytest's: it follows the expectations file, as the exit status does.
        args += ["--conformance-junit-xml", str(junit_xml)]
    if maxfail:
        args += ["--conformance-maxfail", str(maxfail)]
    for selector in rules:
        args += ["--conformance-rule", selector]
    if jsonl:
        args += ["--conformance-jsonl", str(jsonl)]
    if expect_path:
        args += ["--conformance-expect", str(expect_path)]
    for pattern in only_ids:
        args += ["--conformance-id", pattern]
    for pattern in skip_ids:
        args += ["--conformance-skip-id", pattern]
    if not consult_reference:
        args.append("--conformance-no-reference")
    return args


def _write_reports(
    console: Console,
    report: Report,
    header: dict[str, Any],
    status: int,
    *,
    json_report: Path | None,
    junit_xml: Path | None,
    html_path: Path | None,
    markdown_path: Path | None,
    badge_svg: Path | None,
    badge_json: Path | None,
) -> None:
    """Every report but the run log for a run that ended before any scenario (`report.stopped` says why):
    the suite's plugin, which writes JSON and JUnit in a run, never started."""
    if json_report:
        report.write(json_report)
        console.print(Text(f"JSON report: {json_report}"), soft_wrap=True)
    finished = runlog.from_report(report, header, status, 0.0)
    if junit_xml:
        junit_xml.write_text(junit.render(finished), encoding="utf-8")
        console.print(Text(f"JUnit XML: {junit_xml}"), soft_wrap=True)
    _write_documents(
        console, finished, html_path=html_path, markdown_path=markdown_path, badge_svg=badge_svg, badge_json=badge_json
    )


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
        console.print(Text(f"HTML report: {html_path}"), soft_wrap=True)
    if markdown_path:
        markdown_path.write_text(markdown_report.render(finished), encoding="utf-8")
        console.print(Text(f"Markdown report: {markdown_path}"), soft_wrap=True)
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
    shown = "  ".join(f"{k.replace('_', ' ')}: {v}" for k, v in tally.items() if v or k != Outcome.NOT_RUN.value)
    console.print(Text(f"{label}test runs: {shown}"), soft_wrap=True)
    console.print(Text(f"{label}compliance: {claimed} of what the engine claims, {overall} of the suite"))


def shown(value: object) -> str:
    """An engine's text inside console markup: its control characters written out, its markup escaped."""
    return escape(visible(str(value)))


def _print_causes(console: Console, causes: list[Cause]) -> None:
    """The failures by cause, most scenarios first: what to fix, in the order that fixes most."""
    if not causes:
        return
    total = sum(c.count for c in causes)
    console.print(Text(f"Failures by cause ({len(causes)} causes, {total} scenarios):", "bold"), soft_wrap=True)
    for cause in causes[:CAUSES]:
        line = Text(f"  {cause.count:>4}x  ", "bold")
        line.append(visible(cause.headline))
        console.print(line, soft_wrap=True)
        rules = ", ".join(cause.rules[:RULES])
        if len(cause.rules) > RULES:
            rules += f" and {len(cause.rules) - RULES} more"
        first = ", ".join(visible(x) for x in cause.first_ids[:3])
        more = cause.count - min(3, cause.count)
        console.print(Text(f"         rules: {rules}", "dim"), soft_wrap=True)
        console.print(Text(f"         e.g. {first}" + (f" and {more} more" if more else ""), "dim"), soft_wrap=True)
    if len(causes) > CAUSES:
        console.print(Text(f"  and {len(causes) - CAUSES} more causes (the reports list them all)"))


def _print_summary(console: Console, report: Report, elapsed: float) -> None:
    """The end of the run: who was judged, what did not pass (one unwrapped line each), the counts."""
    engine = report.engine.get("engine", {})
    console.print(
        f"Engine: [bold]{shown(engine.get('name'))}[/bold] {shown(engine.get('version'))} "
        f"({shown(versions_text(report.suite, report.engine))})  ({elapsed:.1f} s)",
        markup=True,
        highlight=False,
        soft_wrap=True,
    )
    ran = [s for s in report.scenarios if s.outcome is not Outcome.NOT_RUN]
    console.print(
        Text(f"{scenario_count(ran)} scenarios ({len(ran)} test runs: an outline runs once per example row)"),
        soft_wrap=True,
    )
    _print_causes(console, group(report.scenarios))
    bad = [s for s in report.scenarios if s.outcome in (Outcome.FAILED, Outcome.ERRORED) or s.unexpected()]
    if bad:
        console.print(Text(f"Scenarios that did not pass ({len(bad)}; details above and in the reports):", "bold"))
        for s in bad[:LISTED]:
            verdict = s.expectation.verdict if s.expectation is not None else None
            label = s.outcome.value + (f" ({verdict.value.replace('_', ' ')})" if verdict else "")
            line = Text(f"  {label:<24} ")
            line.append(visible(s.id or f"{s.feature}: {s.name}"))
            line.append(f"  {', '.join(s.rules)}", "dim")
            console.print(line, soft_wrap=True)  # engine text is data, never markup; ids are never wrapped
        if len(bad) > LISTED:
            console.print(Text(f"  and {len(bad) - LISTED} more"))
    missing = [s for s in report.scenarios if s.outcome is Outcome.NOT_RUN]
    if missing:
        console.print(
            Text.assemble(
                (f"Not run: {len(missing)} test runs", "bold yellow"),
                f" ({visible(missing[0].message)}); the reports list them",
            ),
            soft_wrap=True,
        )
    games = sorted({scenario_ids.game_of(s.id) for s in report.scenarios if s.id})
    for game in games if len(games) > 1 else []:
        _print_tally(console, f"{game}: ", counts(s.outcome for s in report.scenarios if s.id.startswith(f"{game}/")))
    _print_tally(console, "all games: " if len(games) > 1 else "", report.summary())
    unexpected = report.unexpected()
    if any(s.expectation is not None for s in report.scenarios):
        console.print(f"unexpected outcomes: {len(unexpected)}")
    for s in unexpected:
        if s.expectation is not None and s.expectation.verdict is Verdict.UNEXPECTED_PASS:
            console.print(Text(f"passes now, remove it from the expectations file: {s.id}"), soft_wrap=True)
