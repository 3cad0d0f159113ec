"""The Markdown compliance report: the HTML report's content, for a pull request or a job summary.

Engine text goes into code spans and fenced blocks (whose fences are longer than
any run of backticks inside) or is entity-escaped, so nothing an engine prints can
turn into markup where the Markdown is rendered.
"""

from __future__ import annotations

import re

from ..outcomes import NOT_PASSED, Outcome, ScenarioResult
from .compliance import Group, by_chapter, by_rule, counts, percentages
from .html import pct
from .runlog import Run
from .versions import games_title, versions_text

STDERR_LINES = 40


def text(value: object) -> str:
    """Plain text for a table cell or a sentence: no markup, no line breaks."""
    out = str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    out = re.sub(r"([\\`*_\[\]|#!~])", r"\\\1", out)
    return " ".join(out.split())


def code(value: object) -> str:
    """An inline code span that holds `value` verbatim on one line."""
    body = " ".join(str(value).split()).replace("|", "\\|")
    ticks = "`" * (max((len(m) for m in re.findall(r"`+", body)), default=0) + 1)
    pad = " " if body.startswith("`") or body.endswith("`") else ""
    return f"{ticks}{pad}{body}{pad}{ticks}"


def block(value: str, lang: str = "") -> list[str]:
    fence = "`" * max(3, max((len(m) for m in re.findall(r"`+", value)), default=0) + 1)
    return [f"{fence}{lang}", value, fence]


def _table(groups: list[Group], key: str) -> list[str]:
    head = " | ".join(o.value for o in Outcome)
    out = [f"| {key} | status | {head} | claimed |", "|---|---|" + "---:|" * (len(Outcome) + 1)]
    for g in groups:
        tally = g.tally
        cells = " | ".join(str(tally[o.value] or "") for o in Outcome)
        claimed = pct(percentages(tally)["claimed"])
        out.append(f"| **{text(g.key)}** {text(g.title)} | {g.status.value} | {cells} | {claimed} |")
    return out


def _scenario(run: Run, s: ScenarioResult) -> list[str]:
    ev = s.evidence
    verdict = ""
    if s.expectation is not None and s.expectation.verdict is not None:
        verdict = f" ({s.expectation.verdict.value.replace('_', ' ')})"
    out = [
        f"### {text(s.feature)}: {text(s.name)}",
        "",
        f"- id: {code(s.id)}",
        f"- outcome: **{s.outcome.value}**{verdict}; rules: {text(' '.join(s.rules))}",
    ]
    if s.expectation is not None and s.expectation.status:
        link = f" ({code(s.expectation.link)})" if s.expectation.link else ""
        out.append(f"- expectation: {s.expectation.status}: {text(s.expectation.reason)}{link}")
    if ev.step:
        out.append(f"- expected (the failing step): {code(ev.step)}")
    if ev.expected and ev.expected != ev.step:
        out.append(f"- expected: {text(ev.expected)}")
    if ev.actual:
        out.append(f"- actual: {text(ev.actual)}")
    if s.message:
        out.append(f"- message: {code(s.message)}")
    if run.reproduce.get(s.id):
        out.append(f"- reproduce: {code(run.reproduce[s.id])}")
    if ev.diff:
        out += ["", f"{text(ev.diff_title)}:", "", *block(ev.diff, "diff")]
    if s.stderr_tail:
        out += ["", "Engine stderr (last lines):", "", *block("\n".join(s.stderr_tail.splitlines()[-STDERR_LINES:]))]
    out.append("")
    return out


def render(run: Run) -> str:
    hello = run.header.get("engine", {})
    engine = hello.get("engine", {})
    suite = run.header.get("suite", {})
    tally = counts(s.outcome for s in run.scenarios)
    share = percentages(tally)
    out = [
        f"# Conformance ({text(games_title(hello))}): "
        f"{text(engine.get('name', '?'))} {text(engine.get('version', ''))}",
        "",
        f"Judged by {text(suite.get('name', ''))} {text(suite.get('version', ''))} "
        f"({text(versions_text(suite, hello))}). "
        f"Started {text(run.header.get('started', '?'))} with {code(run.header.get('command', ''))}.",
        "",
    ]
    if not run.complete:
        out += ["> **This run was cut off before it finished** (the run log has no footer).", ""]
    out += [
        "| " + " | ".join(o.value for o in Outcome) + " | compliance, claimed | compliance, overall |",
        "|" + "---:|" * (len(Outcome) + 2),
        "| " + " | ".join(str(tally[o.value]) for o in Outcome) + f" | {pct(share['claimed'])} | "
        f"{pct(share['overall'])} |",
        "",
        "Claimed = passed / (passed + failed + errored); overall also counts unsupported scenarios as not passed.",
        "",
        "## Chapters",
        "",
        *_table(by_chapter(run.scenarios), "chapter"),
        "",
        "## Rules",
        "",
        *_table(by_rule(run.scenarios), "rule"),
        "",
    ]
    shown = [s for s in run.scenarios if s.outcome in NOT_PASSED or s.unexpected()]
    if shown:
        out += ["## Scenarios that did not pass", ""]
        for s in shown:
            out += _scenario(run, s)
    others = [s for s in run.scenarios if s.outcome in (Outcome.UNSUPPORTED, Outcome.SKIPPED)]
    if others:
        out += ["## Not run", "", "| id | outcome | why |", "|---|---|---|"]
        out += [f"| {code(s.id)} | {s.outcome.value} | {text(s.message)} |" for s in others]
        out.append("")
    return "\n".join(out) + "\n"
