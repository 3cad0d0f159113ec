"""What `conformance run` shows while the scenarios run: a progress bar on a terminal, plain lines in CI.

Both stream every unexpected outcome the moment it is known, with the scenario id
on one unwrapped line (so it can be copied into `--id`), the step, what the rule
expected and what the engine did, and the command that runs the scenario again;
a CI log is as useful half way through a run as at its end.

Without a terminal (CI, a pipe) a progress bar would print nothing until the end,
so a line is printed as each chapter (feature file) finishes, with its counts and
the running totals; under pytest-xdist, where chapters interleave, every
`EVERY` scenarios instead.

Everything an engine controls (ids are the suite's, but messages, stderr and
names are the engine's) is printed as `Text`, never as rich markup.
"""

from __future__ import annotations

import os
import time
from collections import Counter
from typing import Any

import pytest
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.text import Text

from ..catalogue import ids as scenario_ids
from ..guards.visible import visible
from ..reports.runlog import reproduce
from ..results.causes import cause_of
from ..results.outcomes import Outcome, ScenarioResult, Verdict
from ..runner.plugin import ARGV_KEY, HELLO_KEY, ID_KEY, REPORT_KEY

EVERY = 50
FULL_PER_CAUSE = 2
"""Failures of one cause printed in full as they happen; the rest of that cause get a line each."""
"""Scenarios between two progress lines when chapters cannot be followed (pytest-xdist)."""


def chapter_key(scenario_id: str) -> str:
    """`<game>/17-pass/...` -> `<game>/17-pass`: the feature file a scenario comes from."""
    return "/".join(scenario_id.split("/")[:2])


def tally_text(tally: Counter[str]) -> str:
    """`26 passed, 1 failed`: the outcomes that occurred, in a fixed order."""
    parts = [f"{tally[o.value]} {o.value.replace('_', ' ')}" for o in Outcome if tally[o.value]]
    return ", ".join(parts) or "nothing yet"


def failure_block(result: ScenarioResult, engine_command: str | None) -> Text:
    """The lines that tell an implementer what broke: id, rules, step, expected, actual, rerun."""
    verdict = result.expectation.verdict if result.expectation is not None else None
    if verdict is Verdict.UNEXPECTED_PASS:
        head = Text("PASSES NOW ", style="bold yellow")
        head.append(result.id)
        head.append("  (the expectations file lists it as failing: remove it)")
        return head
    head = Text(f"{result.outcome.value.upper()} ", style="bold red" if result.outcome is Outcome.FAILED else "bold")
    head.append(visible(result.id or f"{result.feature}: {result.name}"))
    if result.rules:
        head.append(f"  ({', '.join(result.rules)})", style="dim")
    ev = result.evidence
    rows: list[tuple[str, str]] = []
    if ev.step:
        rows.append(("step", ev.step))
    if ev.expected and ev.expected != ev.step:
        rows.append(("expected", ev.expected))
    if ev.actual:
        rows.append(("actual", ev.actual))
    elif result.message:
        rows.append(("message", result.message))
    if ev.reference:
        rows.append(("verdict", str(ev.reference.get("headline", ""))))
    if ev.diff_title:
        rows.append(("state", f"{ev.diff_title} ({len(ev.changes)} changes; see the reports)"))
    if result.id:
        rows.append(("rerun", reproduce(engine_command, result.id, os.getcwd())))
    for label, value in rows:
        head.append(f"\n  {label + ':':<10}", style="dim")
        head.append(visible(" ".join(value.split())))  # an engine's message may hold any character
    return head


class LiveOutput:
    """A pytest plugin that replaces pytest's terminal output with progress and streamed failures."""

    def __init__(
        self, console: Console, hello: dict[str, Any], argv: list[str], engine_command: str | None, *, bar: bool
    ) -> None:
        self.console = console
        self.hello = hello
        self.argv = argv
        self.engine_command = engine_command
        self.bar = bar
        self.progress = Progress(
            TextColumn("[bold]test runs"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=console,
            transient=True,
        )
        self.task = self.progress.add_task("run", total=None)
        self.collect_errors: list[str] = []
        self.config: pytest.Config | None = None
        self.total = 0
        self.seen = 0
        self.chapter_totals: Counter[str] = Counter()
        self.chapter_tallies: dict[str, Counter[str]] = {}
        self.tally: Counter[str] = Counter()
        self.causes: Counter[tuple[str, str, str]] = Counter()
        self.started = time.monotonic()

    # -- pytest hooks ---------------------------------------------------------------------------

    def pytest_configure(self, config: pytest.Config) -> None:
        self.config = config
        # The run log's header shows this handshake and the command the user typed.
        config.stash[HELLO_KEY] = self.hello
        config.stash[ARGV_KEY] = self.argv

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        for item in session.items:
            named = item.stash.get(ID_KEY, None)
            if named is not None:
                self.chapter_totals[chapter_key(named[0])] += 1
        self._set_total(len(session.items))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        """Under pytest-xdist the controller collects nothing: the first worker's list gives the total."""
        if not self.total:
            self._set_total(len(ids))

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.collect_errors.append(f"{report.nodeid}: {report.longreprtext.strip()[-2000:]}")

    @pytest.hookimpl(trylast=True)  # after the conformance plugin has judged the scenario
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if self.config is None:
            return
        results = self.config.stash[REPORT_KEY].scenarios
        for result in results[self.seen :]:
            self._show(result)
        self.seen = len(results)

    def pytest_runtest_logfinish(self, nodeid: str, location: Any) -> None:
        if self.bar:
            self.progress.advance(self.task)

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.progress.stop()

    # -- output ---------------------------------------------------------------------------------

    def _set_total(self, total: int) -> None:
        self.total = total
        if self.bar:
            self.progress.update(self.task, total=total)
            self.progress.start()
        else:
            self.console.print(f"running {total} test runs", highlight=False)

    def _print(self, text: Text | str) -> None:
        # Printed through the progress bar's console, the line appears above the bar.
        self.console.print(text, soft_wrap=True, highlight=False)

    def _show(self, result: ScenarioResult) -> None:
        if result.outcome is Outcome.NOT_RUN:
            return  # counted once in the summary, not line by line
        self.tally[result.outcome.value] += 1
        if result.unexpected():
            cause, headline, _, _ = cause_of(result)
            self.causes[cause] += 1
            if self.causes[cause] <= FULL_PER_CAUSE:
                self._print(failure_block(result, self.engine_command))
            else:  # the same cause again: one line, the cards are in the reports
                line = Text(f"{result.outcome.value.upper()} ", style="bold red")
                line.append(visible(result.id or result.name))
                line.append(f"  (the same cause again: {visible(headline)})", style="dim")
                self._print(line)
        if self.bar:
            return
        done = sum(self.tally.values())
        key = chapter_key(result.id) if result.id else ""
        if self.chapter_totals:
            chapter = self.chapter_tallies.setdefault(key, Counter())
            chapter[result.outcome.value] += 1
            if sum(chapter.values()) == self.chapter_totals.get(key, 0):
                self._line(done, f"{key}: {tally_text(chapter)}")
        elif done % EVERY == 0 or done == self.total:
            self._line(done, "")

    def _line(self, done: int, what: str) -> None:
        width = len(str(self.total or done))
        elapsed = time.monotonic() - self.started
        line = Text(f"[{done:>{width}}/{self.total or '?'}] ")
        if what:
            line.append(what + "  ")
        line.append(f"(so far: {tally_text(self.tally)}; {elapsed:.0f} s)", style="dim")
        self._print(line)


def scenario_count(results: list[ScenarioResult]) -> int:
    """How many scenarios of the feature files these test runs come from (an outline counts once)."""
    wanted = {s.id for s in results if s.id}
    games = {scenario_ids.game_of(i) for i in wanted}
    seen = set()
    for game in games:
        for entry in scenario_ids.catalogue(game):
            if entry.id in wanted:
                seen.add((game, entry.file, entry.title))
    unnamed = sum(1 for s in results if not s.id)
    return len(seen) + unnamed
