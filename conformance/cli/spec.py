"""`conformance ids`, `trace`, `report` and `render`: what the suite holds, and what a run or a state shows."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from ..catalogue import ids as scenario_ids
from ..catalogue import trace as tracing
from ..engines.engine import EngineRefusal, InProcessEngine
from ..games import registered
from ..guards.inputs import STATE_BYTES, InputFile, JsonFile, Loaded
from ..guards.visible import visible
from ..reports import compare as comparing
from ..reports import html as html_report
from ..reports import markdown as markdown_report
from ..reports import runlog
from ..reports.compliance import incomplete
from ..results.outcomes import Outcome
from . import chosen_games, game_option, main

OutPath = click.Path(dir_okay=False, path_type=Path)


@main.command("ids")
@game_option(multiple=True)
@click.option("--rules", is_flag=True, help="Also show the rules each scenario checks.")
def list_ids(game: tuple[str, ...], rules: bool) -> None:
    """List every scenario id (what --id, --skip-id and expectations files name)."""
    entries = [entry for plugin in chosen_games(game) for entry in scenario_ids.catalogue(plugin.info.id)]
    for entry in entries:
        click.echo(f"{entry.id}\t{' '.join(entry.rules)}" if rules else entry.id)
    problems = scenario_ids.problems(entries)
    for problem in problems:
        click.echo(f"problem: {problem}", err=True)
    sys.exit(1 if problems else 0)


@main.command()
@game_option(multiple=True)
def trace(game: tuple[str, ...]) -> None:
    """Check that every rule has a scenario (or is pending), every tag names a rule, and so on.

    `scenarios` counts the scenarios of the feature files; `test runs` counts what `run`
    executes, where a Scenario Outline runs once per example row.
    """
    console = Console()
    failed = False
    for plugin in chosen_games(game):
        result = tracing.build(plugin.info.id)
        covered = result.covered()
        console.print(
            f"{escape(plugin.info.id)}: {len(result.rules)} rules, {len(result.scenarios)} scenarios "
            f"({result.runs()} test runs), {len(covered & result.rules.keys())} rules covered, "
            f"{len(result.unobservable)} not observable, {len(result.waiting())} waiting for a scenario",
            highlight=False,
        )
        for problem in result.problems:
            console.print(f"[red]x[/red] {escape(problem)}", highlight=False)
        failed = failed or bool(result.problems)
    sys.exit(1 if failed else 0)


@main.command("report")
@click.argument("logs", nargs=-1, required=True, type=InputFile(runlog.LOG_BYTES, "run log"))
@click.option("--html", "html_path", type=OutPath, default=None, help="Write the HTML report here.")
@click.option("--markdown", "markdown_path", type=OutPath, default=None, help="Write the Markdown report here.")
@click.option("--diff", "show_diff", is_flag=True, help="List the scenarios whose outcome changed between two runs.")
def report_command(logs: tuple[Path, ...], html_path: Path | None, markdown_path: Path | None, show_diff: bool) -> None:
    """Render run logs (`run --jsonl`): one run as a full report, several side by side.

    With --diff (exactly two logs) the exit status is 1 when a scenario that passed
    in the first run does not pass in the second. A log with damaged lines, or cut off
    anywhere (its footer or any part of its last line missing), is never reported as
    a clean one: each damaged line counts as a scenario of unknown outcome, the figures
    say they are incomplete, and the exit status is 1.
    """
    console = Console()
    try:
        runs = [runlog.read(path) for path in logs]
    except runlog.RunLogError as exc:
        raise click.BadParameter(visible(str(exc)), param_hint="LOGS") from None
    for run in runs:
        for problem in run.problems:
            said = escape(visible(problem))
            console.print(
                f"[yellow]a damaged line (a scenario there counts as one of unknown outcome): {said}[/yellow]",
                highlight=False,
            )
        if not run.complete:
            console.print(
                f"[yellow]{escape(visible(str(run.path)))}: the run was cut off (no footer line)[/yellow]",
                highlight=False,
            )
    damaged = any(run.problems or not run.complete for run in runs)
    if damaged:
        console.print("[red]the figures are incomplete: a run log is cut off or damaged (exit status 1)[/red]")
    if show_diff:
        if len(runs) != 2:
            raise click.UsageError("--diff compares exactly two run logs")
        found = comparing.changes(runs[0], runs[1])
        _print_changes(console, runs, found)
        sys.exit(1 if damaged or any(c.regression for c in found) else 0)
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
    sys.exit(1 if damaged else 0)


CONSOLE_ROWS = 500
"""The most scenario rows the console's table lists. A terminal table of 100,000 rows took a minute to lay
out and helps nobody; past this many, the rows that passed in every run are left out (and counted), and the
HTML and Markdown reports list every one."""


def _print_side_by_side(console: Console, runs: list[runlog.Run]) -> None:
    table = Table(title="Outcomes by run")
    table.add_column("scenario", overflow="fold")
    for run in runs:
        table.add_column(Text(visible(comparing.label(run))), overflow="fold")
    every = comparing.rows(runs)
    shown = every
    if len(every) > CONSOLE_ROWS:
        shown = [row for row in every if any(c is None or c.outcome is not Outcome.PASSED for c in row.cells)]
        shown = shown[:CONSOLE_ROWS]
    for row in shown:
        table.add_row(Text(visible(row.id)), *(Text(comparing.cell(c)) for c in row.cells))
    if len(shown) < len(every):
        left_out = f"({len(every) - len(shown)} more scenarios; --html or --markdown lists every one)"
        table.add_row(Text(left_out), *("" for _ in runs))
    summaries = [comparing.run_summary(r) for r in runs]
    table.add_section()
    table.add_row("passed", *(str(tally["passed"]) for tally, _ in summaries))
    if any(incomplete(tally) for tally, _ in summaries):
        table.add_row("unknown (damaged lines)", *(str(incomplete(tally)) for tally, _ in summaries))
    short = [incomplete(tally) > 0 or not run.complete for run, (tally, _) in zip(runs, summaries, strict=True)]
    overall = [f"{share['overall']}%" for _, share in summaries]
    marked = [f"{figure} (incomplete)" if cut else figure for figure, cut in zip(overall, short, strict=True)]
    table.add_row("compliance, overall", *marked)
    console.print(table)


def _print_changes(console: Console, runs: list[runlog.Run], found: list[comparing.Change]) -> None:
    if not found:
        console.print("No scenario changed its outcome.")
        return
    table = Table(title="Outcomes that changed")
    for heading in ("scenario", comparing.label(runs[0]), comparing.label(runs[1])):
        table.add_column(Text(heading), overflow="fold")
    for change in found:
        mark = "[red]regression[/red] " if change.regression else ""
        table.add_row(Text(visible(change.id)), Text(change.before), mark + escape(change.after))
    console.print(table)


RENDER_MESSAGE_CHARS = 500


def _state_of(state_file: Loaded) -> dict[str, Any]:
    """The game state a file holds (itself, or the `state` of a response), or a usage error saying why not. The
    file was read through the input guard (too large, a device, not UTF-8, not plain JSON: refused there)."""
    data = state_file.data
    state = data.get("state", data) if isinstance(data, dict) else data
    if not isinstance(state, dict) or not isinstance(state.get("players"), list):
        raise click.UsageError(f"{state_file} holds no game state")
    return state


@main.command()
@click.argument("state_file", type=JsonFile(STATE_BYTES, "state file"))
@click.option(
    "--player", "-p", "seat", type=click.IntRange(0, 63), default=0, show_default=True, help="Whose area to draw."
)
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None, help="SVG file.")
@game_option()
def render(state_file: Loaded, seat: int, output: Path | None, game: str | None) -> None:
    """Draw one player's area from a saved state (a state, or a response holding one) as SVG.

    The game is the state's own `game` unless --game says otherwise. The state must be one the game's
    reference engine loads (its schema and load invariants, else the broken invariant is named), so that
    the drawing shows a real position; counts past what a drawing can show are written as numbers.
    """
    state = _state_of(state_file)
    named = game or state.get("game")
    if named not in registered():
        raise click.UsageError(
            f"{state_file} holds a state of {visible(repr(named)[:80])}, which is none of {', '.join(registered())}"
        )
    if not 0 <= seat < len(state["players"]):
        raise click.UsageError(f"there is no player {seat} in this game")
    try:
        InProcessEngine().load({**state, "game": named})
    except EngineRefusal as refused:
        rule = f"{refused.rule}: " if refused.rule else ""
        why = visible(refused.message)[:RENDER_MESSAGE_CHARS]
        raise click.UsageError(f"{state_file} holds a state the game refuses to load ({rule}{why})") from None
    svg = registered()[named].render(state, seat)
    if output is None:
        click.echo(svg, nl=False)
    else:
        output.write_text(svg, encoding="utf-8")
        click.echo(f"wrote {output}")
