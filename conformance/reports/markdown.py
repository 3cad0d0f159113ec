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

import json
import re

from rulecore.registry import games

from ..catalogue.ids import chapter_of, game_of
from ..games import strength
from ..guards.visible import visible
from ..results.causes import Cause, group
from ..results.outcomes import Evidence, Outcome, ScenarioResult, Verdict, columns, counts
from .compliance import Group, by_chapter, by_rule, incomplete, percentages
from .html import incomplete_note, label, pct
from .links import rule_url, scenario_url, strictness_url
from .runlog import Run
from .versions import games_title, versions_text

STDERR_LINES = 40
CAUSES = 10
"""Causes shown with a card in full; any further ones get a table row each (a job summary has a size limit)."""
FOLDED = 200
"""Scenarios listed under one cause; the HTML report and the run log have the rest."""
SUMMARY_BUDGET = 900_000
"""Bytes a Markdown report may take: a GitHub job summary holds 1 MiB at most, and a workflow may add its own."""
CUT_NOTE = "\n\n**The report was cut here to fit a job summary: the HTML report and the run log have the rest.**\n"


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
    url = scenario_url(game_of(s.id), s.file, s.name) if s.id else None
    out = [
        f"#### {text(s.feature)}: {text(s.name)}",
        "",
        f"- id: {code(s.id)}" + (f" ([the scenario on the rules site]({url}))" if url else ""),
        f"- outcome: **{s.outcome.value}**{verdict}; rules: {rule_links(s.rules)}",
        *opinion(ev),
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
    if ev.steps:
        marked = [f"{t}   <-- failed here" if i == ev.failed_step else t for i, t in enumerate(ev.steps)]
        out += ["", "The scenario:", "", *block("\n".join(marked), "gherkin")]
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


def strictness(run: Run) -> list[str]:
    """What a pass means for each game of the run that has been measured, one line each (a quote when out of
    date, so it is not read as current); a game never measured (an outside game) has no line."""
    titles = {game: info.title for game, info in games().items()}
    out = []
    for game, measured in strength.of_games(run.games).items():
        line = (
            f"**{text(titles.get(game, game))}**: {text(measured.statement())} "
            f"([how strict is a pass]({strictness_url(game)}))"
        )
        out += [line if measured.current else f"> {line}", ""]
    return out


def headline(said: str) -> str:
    """A cause's headline as Markdown: its `answer` spans kept as code, the rest as text, rule IDs linked."""
    out = []
    for part in re.split(r"(`[^`]*`)", said):
        if len(part) > 1 and part.startswith("`") and part.endswith("`"):
            out.append(code(part[1:-1]))
        elif part.strip():  # `text` trims: the spaces around a code span are the sentence's
            lead, trail = " " * (part[0] == " "), " " * (part[-1] == " ")
            out.append(lead + RULE_TEXT.sub(lambda m: rule_link(m.group(0)), text(part)) + trail)
    return "".join(out)


RULE_TEXT = re.compile(r"\b[A-Z]{2,3}-\d+\.\d+\.\d+[a-z]?\b")


def opinion(ev: Evidence) -> list[str]:
    """The reference engine's opinion of the position, as list items of a card."""
    said = ev.reference
    if not said:
        return []
    if said.get("status") != "asked":
        return [f"- reference engine: {text(said.get('headline', ''))}"]
    out = [f"- **the reference engine, asked about the same position: {headline(str(said.get('headline', '')))}**"]
    for key, what in (("missing", "legal, but not in your list"), ("extra", "in your list, but not legal")):
        total = int(said.get(f"{key}_count", 0))
        if total:
            shown = ", ".join(code(json.dumps(a, sort_keys=True)) for a in said.get(key, []))
            more = total - len(said.get(key, []))
            out.append(f"- {what} ({total}): {shown}" + (f" and {more} more" if more > 0 else ""))
    return out


def _failures(run: Run, cards: int = CAUSES, folded: int = FOLDED) -> list[str]:
    """The failures by cause, most scenarios first: each cause once, with one card in full and its other
    scenarios in a folded table (the first `cards` causes; `folded` rows under each)."""
    causes = group(run.scenarios)
    if not causes:
        return []
    total = sum(c.count for c in causes)
    out = [f"## Failures by cause ({len(causes)} causes, {total} scenarios)", ""]
    for i, cause in enumerate(causes[:cards], 1):
        out += _cause(run, i, cause, folded)
    rest = causes[cards:]
    if rest:
        out += [f"And {len(rest)} more causes (the HTML report and the run log have the details):", ""]
        out += ["| scenarios | cause | first |", "|---:|---|---|"]
        out += [f"| {c.count} | {headline(c.headline)} | {code(c.first_ids[0])} |" for c in rest]
        out.append("")
    return out


def _cause(run: Run, i: int, cause: Cause, folded: int) -> list[str]:
    rules = rule_links(cause.rules[:12]) + (f" and {len(cause.rules) - 12} more" if len(cause.rules) > 12 else "")
    more = cause.count - len(cause.first_ids)
    out = [
        f"### {i}. {cause.count}× {headline(cause.headline)}",
        "",
        f"The scenarios check {rules}. First: {', '.join(code(x) for x in cause.first_ids)}"
        + (f" and {more} more." if more > 0 else "."),
        "",
    ]
    shown = cause.representative
    out += _scenario(run, shown)
    others = [s for s in cause.scenarios if s is not shown]
    if others:
        out += [f"<details><summary>{len(others)} more with this cause</summary>", ""]
        out += ["| id | failing step |", "|---|---|"]
        out += [f"| {code(s.id)} | {code(s.evidence.step)} |" for s in others[:folded]]
        if len(others) > folded:
            out.append(f"| and {len(others) - folded} more (the HTML report lists them) | |")
        out += ["", "</details>", ""]
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


def render(run: Run, budget: int = SUMMARY_BUDGET) -> str:
    """The Markdown report, at most `budget` bytes (UTF-8): GitHub refuses a job summary over 1 MiB.

    A report too long for it shows fewer causes with a card in full and fewer folded rows, then leaves out the
    per-rule table, and as a last resort is cut, saying so; the HTML report and the run log keep everything.
    """
    cards, folded, rules = CAUSES, FOLDED, True
    while True:
        text = _render(run, cards, folded, rules)
        if len(text.encode()) <= budget:
            return text
        if cards or folded:
            cards, folded = cards // 2, folded // 4
        elif rules:
            rules = False
        else:
            cut = text.encode()[: max(0, budget - len(CUT_NOTE.encode()))].decode(errors="ignore")
            return cut + CUT_NOTE


def _render(run: Run, cards: int, folded: int, with_rules: bool) -> str:
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
    out += strictness(run)
    if not run.complete:
        out += ["> **This run was cut off before it finished** (the run log has no footer).", ""]
    if run.stopped:
        out += ["> **The run ended before any scenario**:", "", *block(run.stopped), ""]
    out += _summary(run)
    out += _failures(run, cards, folded)
    out += _not_run(run)
    outcomes = columns(counts(s.outcome for s in run.scenarios))
    out += ["## Chapters", "", *_table(by_chapter(run.scenarios), "chapter", outcomes), ""]
    rules = by_rule(run.scenarios)
    listed = [r for r in rules if r.status is not Outcome.PASSED]
    out += ["## Rules", ""]
    if not with_rules:
        return "\n".join([*out, f"{len(listed)} rules did not pass: the HTML report lists them.", ""]) + "\n"
    if listed:
        out += [f"{len(listed)} of {len(rules)} rules did not pass:", "", *_table(listed, "rule", outcomes), ""]
    passed = [r.key for r in rules if r.status is Outcome.PASSED]
    if passed:
        # One line of IDs per chapter: a table row for each of a thousand rules was most of the report.
        out += [f"{len(passed)} of {len(rules)} rules passed:", ""]
        chapters: dict[str, list[str]] = {}
        for key in passed:
            chapters.setdefault(chapter_of(key), []).append(key)
        out += [f"- **{text(chapter)}**: {', '.join(text(k) for k in keys)}" for chapter, keys in chapters.items()]
        out.append("")
    return "\n".join(out) + "\n"
