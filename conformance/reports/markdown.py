"""The Markdown compliance report: the HTML report's content, for a pull request or a job summary.

It opens with what a reader of a CI job summary needs first: the counts, then
the scenarios that did not pass (with step, expected, actual and the rerun
command), then what was not run; the per-chapter and per-rule tables follow.
Rule IDs link to the rules site.

Engine text goes into code spans and fenced blocks (whose fences are longer than
any run of backticks inside) or is entity-escaped, so nothing an engine prints can
turn into markup where the Markdown is rendered.
"""

from __future__ import annotations

import re

from ..guards.visible import visible
from ..results.outcomes import NOT_PASSED, Outcome, ScenarioResult, Verdict, columns, counts
from .compliance import Group, by_chapter, by_rule, incomplete, percentages
from .html import incomplete_note, label, pct
from .links import rule_url
from .runlog import Run
from .versions import games_title, versions_text

STDERR_LINES = 40
DETAILED = 50
"""Failures shown in full; any further ones get a table row each (a job summary has a size limit)."""


def text(value: object) -> str:
    """Plain text for a table cell or a sentence: no markup, no line breaks."""
    out = str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    out = re.sub(r"([\\`*_\[\]|#!~])", r"\\\1", out)
    return visible(" ".join(out.split()))


def code(value: object) -> str:
    """An inline code span that holds `value` verbatim on one line."""
    body = visible(" ".join(str(value).split())).replace("|", "\\|")
    ticks = "`" * (max((len(m) for m in re.findall(r"`+", body)), default=0) + 1)
    pad = " " if body.startswith("`") or body.endswith("`") else ""
    return f"{ticks}{pad}{body}{pad}{ticks}"


def block(value: str, lang: str = "") -> list[str]:
    """A fenced block of `value`'s lines, its control characters but line feeds and tabs written out."""
    value = visible(value, block=True)
    fence = "`" * max(3, max((len(m) for m in re.findall(r"`+", value)), default=0) + 1)
    return [f"{fence}{lang}", value, fence]


def rule_link(rule: str) -> str:
    """`[XY-17.3.1](https://.../r/XY-17.3.1/)`; anything that is not a rule ID stays escaped text."""
    url = rule_url(rule)
    return f"[{rule}]({url})" if url else text(rule)


def rule_links(rules: list[str]) -> str:
    return ", ".join(rule_link(r) for r in rules)


def _table(groups: list[Group], key: str, outcomes: list[Outcome]) -> list[str]:
    head = " | ".join(label(o) for o in outcomes)
    out = [f"| {key} | status | {head} | claimed |", "|---|---|" + "---:|" * (len(outcomes) + 1)]
    for g in groups:
        tally = g.tally
        cells = " | ".join(str(tally.get(o.value) or "") for o in outcomes)
        claimed = pct(percentages(tally)["claimed"])
        name = rule_link(g.key) if rule_url(g.key) else text(g.key)
        out.append(f"| **{name}** {text(g.title)} | {label(g.status)} | {cells} | {claimed} |")
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
        f"- outcome: **{s.outcome.value}**{verdict}; rules: {rule_links(s.rules)}",
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


def _summary(run: Run) -> list[str]:
    tally = counts(s.outcome for s in run.scenarios)
    share = percentages(tally)
    outcomes = columns(tally)
    mark = " (incomplete)" if incomplete(tally) else ""
    out = [
        "| " + " | ".join(label(o) for o in outcomes) + " | compliance, claimed | compliance, overall |",
        "|" + "---:|" * (len(outcomes) + 2),
        "| " + " | ".join(str(tally[o.value]) for o in outcomes) + f" | {pct(share['claimed'])}{mark} | "
        f"{pct(share['overall'])}{mark} |",
        "",
        "Claimed = passed / (passed + failed + errored); overall also counts unsupported and not-run scenarios "
        "as not passed.",
        "",
    ]
    if incomplete(tally):
        out += [f"> **{text(incomplete_note(tally))}**", ""]
    verdicts = [s.expectation.verdict for s in run.scenarios if s.expectation and s.expectation.verdict]
    if run.header.get("expectations"):
        n = {v: verdicts.count(v) for v in Verdict}
        out += [
            f"Expectations ({code(run.header['expectations'])}): {n[Verdict.EXPECTED]} as expected, "
            f"**{n[Verdict.UNEXPECTED]} unexpected failures**, **{n[Verdict.UNEXPECTED_PASS]} expected failures "
            f"that now pass** (remove them from the file), {n[Verdict.NOT_RUN]} not run.",
            "",
        ]
    missing = [s for s in run.scenarios if s.outcome is Outcome.NOT_RUN]
    if missing:
        out += [f"> **{len(missing)} scenarios were not run**: {text(missing[0].message)}.", ""]
    return out


def _failures(run: Run) -> list[str]:
    shown = [s for s in run.scenarios if s.outcome in NOT_PASSED or s.unexpected()]
    if not shown:
        return []
    out = [f"## Scenarios that did not pass ({len(shown)})", ""]
    for s in shown[:DETAILED]:
        out += _scenario(run, s)
    rest = shown[DETAILED:]
    if rest:
        out += [f"And {len(rest)} more (the HTML report and the run log have the details):", ""]
        out += ["| id | outcome | rules | message |", "|---|---|---|---|"]
        out += [f"| {code(s.id)} | {s.outcome.value} | {rule_links(s.rules)} | {text(s.message)} |" for s in rest]
        out.append("")
    return out


def _not_run(run: Run) -> list[str]:
    others = [s for s in run.scenarios if s.outcome in (Outcome.UNSUPPORTED, Outcome.SKIPPED, Outcome.NOT_RUN)]
    if not others:
        return []
    tally = counts(s.outcome for s in others)
    what = ", ".join(f"{n} {label(o)}" for o, n in tally.items() if n)
    out = ["## Not run", "", f"<details><summary>{len(others)} scenarios: {what}</summary>", ""]
    out += ["| id | outcome | why |", "|---|---|---|"]
    out += [f"| {code(s.id)} | {label(s.outcome)} | {text(s.message)} |" for s in others]
    out += ["", "</details>", ""]
    return out


def render(run: Run) -> str:
    hello = run.header.get("engine", {})
    engine = hello.get("engine", {})
    suite = run.header.get("suite", {})
    out = [
        f"# Conformance ({text(games_title(hello, run.games))}): "
        f"{text(engine.get('name', '?'))} {text(engine.get('version', ''))}",
        "",
        f"Judged by {text(suite.get('name', ''))} {text(suite.get('version', ''))} "
        f"({text(versions_text(suite, hello, run.games))}). "
        f"Started {text(run.header.get('started', '?'))} with {code(run.header.get('command', ''))}.",
        "",
    ]
    if not run.complete:
        out += ["> **This run was cut off before it finished** (the run log has no footer).", ""]
    if run.stopped:
        out += ["> **The run ended before any scenario**:", "", *block(run.stopped), ""]
    out += _summary(run)
    out += _failures(run)
    out += _not_run(run)
    outcomes = columns(counts(s.outcome for s in run.scenarios))
    out += ["## Chapters", "", *_table(by_chapter(run.scenarios), "chapter", outcomes), ""]
    out += ["## Rules", "", *_table(by_rule(run.scenarios), "rule", outcomes), ""]
    return "\n".join(out) + "\n"
