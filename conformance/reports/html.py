"""The HTML compliance report: one self-contained page (no scripts, no external files).

Everything that comes from the engine or from a run log (names, messages, stderr,
state JSON, links) is escaped before it reaches the page, and the page forbids
scripts through its Content-Security-Policy as a second line of defence.

Rule IDs link to the rules site (conformance/reports/links.py). The table of all
scenarios filters by outcome and by chapter without a script: radio buttons and
CSS `:checked` rules generated for the chapters the run has.
"""

from __future__ import annotations

import json
import re
from html import escape
from urllib.parse import urlparse

from rulecore.registry import games

from ..catalogue.ids import chapter_of, game_of
from ..games import strength
from ..guards.visible import visible
from ..results.causes import Cause, group
from ..results.outcomes import NOT_PASSED, Evidence, Outcome, ScenarioResult, Verdict, columns, counts
from . import badge
from .compliance import Group, by_chapter, by_rule, incomplete, percentages
from .links import rule_url, scenario_url, strictness_url
from .runlog import Run
from .versions import games_title, versions_text

STDERR_LINES = 60
RULES_SHOWN = 12
CARDS = 10
"""Causes shown with a card in full; the rest have their headline, rules and first scenarios."""
RULE_LINKS = 3
TITLE = 90
"""Characters of a rule's or chapter's title a table row shows; the link leads to the whole rule."""
"""Scenarios a rule's row links; the rest are counted (they are all under their causes)."""
"""Rules a cause's summary links; the rest are counted."""
ATTENTION = 15
CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

STYLE = """
body{font:15px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1f2328;background:#f6f8fa}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{font-size:26px;margin:0 0 4px}h2{margin-top:32px;border-bottom:1px solid #d0d7de;padding-bottom:4px}
.meta{color:#57606a;font-size:13px}.meta code{font-size:12px}
.cards{display:flex;flex-wrap:wrap;gap:12px;margin:16px 0}
.card{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:10px 16px;min-width:110px}
.card b{display:block;font-size:24px}
table{border-collapse:collapse;width:100%;background:#fff;font-size:14px;margin:8px 0}
th,td{border:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top}th{background:#eaeef2}
td.n{text-align:right;font-variant-numeric:tabular-nums}
.chip{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;font-weight:600;color:#fff}
.passed{background:#1a7f37}.failed{background:#cf222e}.errored{background:#8250df}
.skipped{background:#6e7781}.unsupported{background:#9a6700}.not_run{background:#424a53}
.flag{background:#bc4c00}.expected{background:#57606a}
.scenario{background:#fff;border:1px solid #d0d7de;border-left:6px solid #cf222e;border-radius:6px;
padding:10px 16px;margin:14px 0}
.scenario.errored{border-left-color:#8250df}.scenario h3{margin:4px 0;font-size:16px}
.scenario dl{display:grid;grid-template-columns:190px 1fr;gap:4px 12px;margin:8px 0}
.scenario dt{color:#57606a}.scenario dd{margin:0}
pre{background:#f6f8fa;border:1px solid #d0d7de;border-radius:6px;padding:8px;overflow-x:auto;font-size:12px;
white-space:pre-wrap;word-break:break-all}
.add{color:#116329;background:#dafbe1}.del{color:#82071e;background:#ffebe9}.hunk{color:#0550ae}
.warn{background:#fff8c5;border:1px solid #d4a72c;border-radius:6px;padding:8px 12px}
.strength{background:#ddf4ff;border:1px solid #54aeff;border-radius:6px;padding:8px 12px}
.all>input{margin-left:10px}.filter{font-size:13px;color:#57606a}
a.rule{color:inherit}
.cause{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:8px 16px;margin:14px 0}
.cause>h3{margin:6px 0;font-size:17px}.cause .n{font-size:22px;font-weight:700;margin-right:8px}
.verdict{background:#ddf4ff;border:1px solid #54aeff;border-radius:6px;padding:6px 12px;margin:8px 0}
ol.steps{font-family:ui-monospace,monospace;font-size:13px;margin:4px 0;padding-left:28px}
ol.steps li.fail{color:#cf222e;font-weight:700}ol.steps li.after{color:#8c959f}
"""


def e(value: object) -> str:
    """Any text as HTML text: markup escaped, control characters written out (conformance/guards/visible.py)."""
    return escape(visible(str(value), block=True), quote=True)


def anchor(scenario_id: str) -> str:
    return "s-" + re.sub(r"[^a-z0-9-]+", "--", scenario_id.lower())


def chip(outcome: str) -> str:
    return f'<span class="chip {e(outcome)}">{e(outcome)}</span>'


def safe_link(url: str | None) -> str:
    """A link only for http(s) URLs; anything else (javascript:, data:) is shown as text."""
    if not url:
        return ""
    if urlparse(url).scheme in ("http", "https"):
        return f'<a href="{e(url)}" rel="noopener noreferrer">{e(url)}</a>'
    return f"<code>{e(url)}</code>"


def verdict_chip(s: ScenarioResult) -> str:
    if s.expectation is None or s.expectation.verdict is None:
        return ""
    v = s.expectation.verdict
    css = "flag" if v in (Verdict.UNEXPECTED, Verdict.UNEXPECTED_PASS) else "expected"
    return f' <span class="chip {css}">{e(v.value.replace("_", " "))}</span>'


def pct(value: float | None) -> str:
    return "n/a" if value is None else f"{value:g}%"


def label(outcome: Outcome | str) -> str:
    """An outcome as a reader says it: `not_run` -> `not run`."""
    return str(getattr(outcome, "value", outcome)).replace("_", " ")


def rule_link(rule: str) -> str:
    """A rule ID as a link to its text on the rules site (plain text for anything that is not a rule ID)."""
    url = rule_url(rule)
    if url is None:
        return e(rule)
    return f'<a class="rule" href="{e(url)}">{e(rule)}</a>'


def rule_links(rules: list[str]) -> str:
    return " ".join(rule_link(r) for r in rules)


def _header(run: Run) -> list[str]:
    hello = run.header.get("engine", {})
    engine = hello.get("engine", {})
    suite = run.header.get("suite", {})
    took = f", took {e(run.footer.get('duration', '?'))} s" if run.footer is not None else ""
    games, versions = games_title(hello, run.games), versions_text(suite, hello, run.games)
    out = [
        f"<h1>Conformance ({e(games)}): {e(engine.get('name', '?'))} {e(engine.get('version', ''))}</h1>",
        '<p class="meta">',
        f"judged by {e(suite.get('name', ''))} {e(suite.get('version', ''))}; {e(versions)}<br>",
        f"started {e(run.header.get('started', '?'))}{took}",
    ]
    out.append(f"<br>command: <code>{e(run.header.get('command', ''))}</code>")
    if run.header.get("expectations"):
        out.append(f"<br>expectations: <code>{e(run.header['expectations'])}</code>")
    out.append("</p>")
    out += _strictness(run)
    if not run.complete:
        out.append('<p class="warn">This run log has no footer: the run was cut off before it finished.</p>')
    if run.stopped:
        out.append(f'<div class="warn"><b>The run ended before any scenario:</b><pre>{e(run.stopped)}</pre></div>')
    return out


def _strictness(run: Run) -> list[str]:
    """What a pass means for each game of the run that has been measured: one line each, marked when the figure
    is out of date. A game never measured (an outside game) has no line."""
    titles = {game: info.title for game, info in games().items()}
    out = []
    for game, measured in strength.of_games(run.games).items():
        css = "strength" if measured.current else "warn"
        out.append(
            f'<p class="{css}"><b>{e(titles.get(game, game))}</b>: {e(measured.statement())} '
            f'<a href="{e(strictness_url(game))}">How strict is a pass</a></p>'
        )
    return out


def incomplete_note(tally: dict[str, int]) -> str:
    """What a report says above figures that count scenarios of unknown outcome, or "" when there are none."""
    n = incomplete(tally)
    if not n:
        return ""
    lines = "line of the run log is" if n == 1 else "lines of the run log are"
    return (
        f"These figures are incomplete: {n} {lines} damaged, and each counts as a scenario of unknown outcome "
        "(not passed); the compliance figures are at most what the run gave."
    )


def _summary(run: Run) -> list[str]:
    tally = counts(s.outcome for s in run.scenarios)
    share = percentages(tally)
    mark = " (incomplete)" if incomplete(tally) else ""
    out = ["<h2>Summary</h2>", badge.svg(tally, share["overall"]), '<div class="cards">']
    out += [f'<div class="card">{chip(k)}<b>{v}</b></div>' for k, v in tally.items() if v or k != "not_run"]
    out.append(f'<div class="card">compliance, claimed<b>{pct(share["claimed"])}{mark}</b></div>')
    out.append(f'<div class="card">compliance, overall<b>{pct(share["overall"])}{mark}</b></div></div>')
    out.append(
        '<p class="meta">claimed = passed / (passed + failed + errored); '
        "overall also counts unsupported and not-run scenarios as not passed; skipped scenarios count in neither.</p>"
    )
    if incomplete(tally):
        out.append(f'<p class="warn">{e(incomplete_note(tally))}</p>')
    missing = [s for s in run.scenarios if s.outcome is Outcome.NOT_RUN]
    if missing:
        out.append(
            f'<p class="warn">{len(missing)} scenarios were not run: {e(missing[0].message)}. '
            'They are listed under <a href="#not-run">Not run</a>.</p>'
        )
    verdicts = [s.expectation.verdict for s in run.scenarios if s.expectation and s.expectation.verdict]
    if run.header.get("expectations"):
        n = {v: verdicts.count(v) for v in Verdict}
        out.append(
            f"<p>Expectations: {n[Verdict.EXPECTED]} as expected, "
            f"<b>{n[Verdict.UNEXPECTED]} unexpected failures</b>, "
            f"<b>{n[Verdict.UNEXPECTED_PASS]} expected failures that now pass</b> "
            f"(remove them from the file), {n[Verdict.NOT_RUN]} not run.</p>"
        )
    causes = group(run.scenarios)
    if causes:
        out.append("<p><b>Failures by cause:</b></p><ol>")
        for i, cause in enumerate(causes[:ATTENTION], 1):
            out.append(f'<li><a href="#cause-{i}">{cause.count}×</a> {_headline(cause.headline)}</li>')
        more = len(causes) - ATTENTION
        out.append("</ol>" + (f"<p>and {more} more causes below.</p>" if more > 0 else ""))
    attention = [s for s in run.scenarios if s.unexpected()]
    if attention and not causes:
        out.append(f"<p>Needs attention ({len(attention)}): ")
        out.append(", ".join(f'<a href="#{anchor(s.id)}">{e(s.id or s.name)}</a>' for s in attention[:ATTENTION]))
        more = len(attention) - ATTENTION
        out.append(f", and {more} more below.</p>" if more > 0 else "</p>")
    return out


def _rows(groups: list[Group], with_scenarios: bool, outcomes: list[Outcome]) -> list[str]:
    rows = []
    for g in groups:
        tally = g.tally
        cells = "".join(f"<td class=n>{tally.get(o.value) or ''}</td>" for o in outcomes)
        if with_scenarios:
            # Only scenarios with a section of their own are linked; the counts say the rest (the table
            # of all scenarios, filtered by chapter, lists them): every id of every rule made a 1 MB page.
            # Short labels: the ids are in the table of every scenario that did not pass, a click away.
            detailed = [s for s in g.scenarios if _detailed(s)]
            links = [f'<a href="#{anchor(s.id)}">{i}</a>' for i, s in enumerate(detailed[:RULE_LINKS], 1)]
            more = len(detailed) - RULE_LINKS
            last = f"<td>{' '.join(links)}{f' +{more}' if more > 0 else ''}</td>"
        else:
            last = f'<td class="n">{pct(percentages(tally)["claimed"])}</td>'
        key = rule_link(g.key) if rule_url(g.key) else e(g.key)
        title = g.title if len(g.title) <= TITLE else g.title[: TITLE - 1].rstrip() + "…"
        rows.append(f"<tr><td><b>{key}</b> {e(title)}</td><td>{chip(g.status.value)}</td>{cells}{last}</tr>")
    return rows


def _detailed(s: ScenarioResult) -> bool:
    """Does the scenario get its own section (and anchor) under "Scenarios that did not pass"?"""
    return s.outcome in NOT_PASSED or s.unexpected()


def _head(first: str, with_scenarios: bool, outcomes: list[Outcome]) -> str:
    heads = "".join(f"<th>{label(o)}</th>" for o in outcomes)
    last = "<th>scenarios</th>" if with_scenarios else "<th>claimed</th>"
    return f"<table><tr><th>{first}</th><th>status</th>{heads}{last}</tr>"


def _columns(run: Run) -> list[Outcome]:
    """The outcome columns of the run's tables: the same in every table of one report, and only the outcomes the
    run had (`passed` always), so that a row is not mostly empty cells."""
    tally = counts(s.outcome for s in run.scenarios)
    return [o for o in columns(tally) if tally[o.value] or o is Outcome.PASSED]


def _chapters(run: Run) -> list[str]:
    cols = _columns(run)
    return [
        "<h2>Chapters</h2>",
        _head("chapter", False, cols),
        *_rows(by_chapter(run.scenarios), False, cols),
        "</table>",
    ]


def _rules(run: Run) -> list[str]:
    """The rules, one folding section per chapter; a chapter with a rule that did not pass starts open."""
    out = ["<h2>Rules</h2>"]
    quiet = 0
    rules = by_rule(run.scenarios)
    cols = _columns(run)
    for chapter in by_chapter(run.scenarios):
        mine = [r for r in rules if chapter_of(r.key) == chapter.key]
        if not mine:
            continue
        passed = sum(1 for r in mine if r.status is Outcome.PASSED)
        if passed == len(mine):
            quiet += 1
            continue
        out.append(
            f"<details open><summary><b>{e(chapter.key)}</b> {e(chapter.title)}: "
            f"{passed} of {len(mine)} rules passed (those that did not are listed)</summary>"
        )
        listed = [r for r in mine if r.status is not Outcome.PASSED]
        out += [_head("rule", True, cols), *_rows(listed, True, cols), "</table></details>"]
    if quiet:
        out.append(f'<p class="meta">Every rule of the other {quiet} chapters passed.</p>')
    return out


def _diff(text: str) -> str:
    rows = []
    for line in text.splitlines():
        css = "hunk" if line.startswith("@@") else "add" if line.startswith("+") else "del" if line[:1] == "-" else ""
        rows.append(f'<span class="{css}">{e(line)}</span>' if css else e(line))
    return "<pre>" + "\n".join(rows) + "</pre>"


def _scenario(run: Run, s: ScenarioResult) -> list[str]:
    ev = s.evidence
    rows = [("outcome", chip(s.outcome.value) + verdict_chip(s)), ("rules", rule_links(s.rules))]
    if s.expectation is not None and s.expectation.status:
        note = f"{e(s.expectation.status)}: {e(s.expectation.reason)} {safe_link(s.expectation.link)}"
        rows.append(("expectation", note))
    if ev.step and ev.expected == ev.step:
        rows.append(("expected (the failing step)", f"<code>{e(ev.step)}</code>"))
    elif ev.step:
        rows += [("failing step", f"<code>{e(ev.step)}</code>"), ("expected", e(ev.expected))]
    if ev.actual:
        rows.append(("actual", e(ev.actual)))
    if s.message:
        rows.append(("message", f"<code>{e(s.message)}</code>"))
    command = run.reproduce.get(s.id, "")
    if command:
        rows.append(("reproduce", f"<code>{e(command)}</code>"))
    url = scenario_url(game_of(s.id), s.file, s.name) if s.id else None
    page = f' · <a href="{e(url)}">the scenario on the rules site</a>' if url else ""
    out = [
        f'<section class="scenario {e(s.outcome.value)}" id="{anchor(s.id)}">',
        f"<h3>{e(s.feature)}: {e(s.name)}</h3>",
        f'<div class="meta"><code>{e(s.id)}</code>{page}</div>',
        *opinion(ev),
        *steps(ev),
        "<dl>" + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>",
    ]
    if ev.diff:
        out.append(f"<p><b>{e(ev.diff_title)}</b></p>")
        if ev.changes:
            out.append("<table><tr><th>where</th><th>before</th><th>after</th></tr>")
            for c in ev.changes[:40]:
                before = json.dumps(c["before"]) if "before" in c else "(absent)"
                after = json.dumps(c["after"]) if "after" in c else "(absent)"
                out.append(f"<tr><td><code>{e(c['path'])}</code></td><td>{e(before)}</td><td>{e(after)}</td></tr>")
            out.append("</table>")
        out.append(f"<details><summary>state diff</summary>{_diff(ev.diff)}</details>")
    if ev.given_state is not None:
        given = json.dumps(ev.given_state, indent=2, sort_keys=True)
        out.append(f"<details><summary>the state the scenario loaded</summary><pre>{e(given)}</pre></details>")
    if s.stderr_tail:
        tail = "\n".join(s.stderr_tail.splitlines()[-STDERR_LINES:])
        out.append(f"<details open><summary>engine stderr (last lines)</summary><pre>{e(tail)}</pre></details>")
    out.append("</section>")
    return out


def _answers(actions: list[object], total: int) -> str:
    shown = ", ".join(f"<code>{e(json.dumps(a, sort_keys=True))}</code>" for a in actions)
    more = total - len(actions)
    return shown + (f" and {more} more" if more > 0 else "")


def opinion(ev: Evidence) -> list[str]:
    """What the reference engine said about the position: which side is wrong, and the two lists as sets."""
    said = ev.reference
    if not said:
        return []
    if said.get("status") != "asked":
        return [f'<p class="meta">{e(said.get("headline", ""))}</p>']
    out = ['<div class="verdict"><b>The reference engine, asked about the same position:</b> ']
    out.append(_headline(str(said.get("headline", ""))))
    if said.get("missing_count"):
        out.append(f"<br>legal, but not in your list ({said['missing_count']}): ")
        out.append(_answers(said.get("missing", []), int(said["missing_count"])))
    if said.get("extra_count"):
        out.append(f"<br>in your list, but not legal ({said['extra_count']}): ")
        out.append(_answers(said.get("extra", []), int(said["extra_count"])))
    out.append("</div>")
    return ["".join(out)]


def _headline(text: str) -> str:
    """A headline of the reference's opinion: `answer` spans as code, rule IDs as links."""
    parts = re.split(r"(`[^`]*`)", text)
    out = []
    for part in parts:
        if part.startswith("`") and part.endswith("`") and len(part) > 1:
            out.append(f"<code>{e(part[1:-1])}</code>")
        else:
            out.append(RULE_TEXT.sub(lambda m: rule_link(m.group(0)), e(part)))
    return "".join(out)


RULE_TEXT = re.compile(r"\b[A-Z]{2,3}-\d+\.\d+\.\d+[a-z]?\b")


def steps(ev: Evidence) -> list[str]:
    """The whole scenario, the failing step marked and the steps it kept from running greyed."""
    if not ev.steps:
        return []
    items = []
    for i, text in enumerate(ev.steps):
        css = ' class="fail"' if i == ev.failed_step else ' class="after"' if 0 <= ev.failed_step < i else ""
        mark = " ← failed here" if i == ev.failed_step else ""
        items.append(f"<li{css}>{e(text)}{mark}</li>")
    return ['<ol class="steps">' + "".join(items) + "</ol>"]


def _causes(run: Run, causes: list[Cause]) -> list[str]:
    """Each cause once, most scenarios first: its headline, count, rules and first ids, one card in full, and
    the other scenarios folded under it, a line each."""
    total = sum(c.count for c in causes)
    out = [f"<h2>Failures by cause ({len(causes)} causes, {total} scenarios)</h2>"]
    for i, cause in enumerate(causes, 1):
        first = ", ".join(f"<code>{e(x)}</code>" for x in cause.first_ids)
        more = cause.count - len(cause.first_ids)
        where = "named by the reference engine" if cause.from_reference else "from the failing steps"
        out += [
            f'<section class="cause" id="cause-{i}">',
            f'<h3><span class="n">{cause.count}×</span>{_headline(cause.headline)}</h3>',
            f'<p class="meta">cause {i} ({where}); the scenarios check {rule_links(cause.rules[:RULES_SHOWN])}'
            + (f" and {len(cause.rules) - RULES_SHOWN} more rules" if len(cause.rules) > RULES_SHOWN else "")
            + f"<br>first: {first}"
            + (f" and {more} more" if more > 0 else "")
            + "</p>",
        ]
        if i > CARDS:  # a long tail of causes: the first cards show the pattern, the table below every scenario
            out.append(
                f'<p class="meta">Its scenarios are listed under <a href="#all">All scenarios that did not '
                f"pass</a> as cause {i}.</p></section>"
            )
            continue
        shown = cause.representative
        out += _scenario(run, shown)
        rest = cause.count - 1
        if rest:
            out.append(
                f'<p class="meta">{rest} more scenario{"s" if rest > 1 else ""} with this cause: listed under '
                f'<a href="#all">All scenarios that did not pass</a> as cause {i}.</p>'
            )
        out.append("</section>")
    return out


def _css_id(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9-]+", "-", text)


def _filters(chapters: list[str], shown: list[Outcome]) -> tuple[str, str]:
    """The radio buttons that filter the table of all scenarios, and the CSS rules that make them work.

    The buttons must be siblings of the `.rows` block for the `~` selectors to reach it.
    """
    outcomes = [o.value for o in shown]
    rules = [f"#show-{o}:checked~.rows tr.s:not(.o-{o}){{display:none}}" for o in outcomes]
    rules += [f"#ch-{_css_id(c)}:checked~.rows tr.s:not(.c-{_css_id(c)}){{display:none}}" for c in chapters]
    buttons = ['<span class="filter">outcome:</span>']
    for name in ["all", *outcomes]:
        checked = " checked" if name == "all" else ""
        buttons.append(f'<input type="radio" name="show" id="show-{name}"{checked}>')
        buttons.append(f'<label for="show-{name}">{label(name)}</label>')
    buttons.append('<br><span class="filter">chapter:</span>')
    for name in ["all", *chapters]:
        checked = " checked" if name == "all" else ""
        css = _css_id(name)
        buttons.append(
            f'<input type="radio" name="chapter" id="ch-{css}"{checked}><label for="ch-{css}">{e(name)}</label>'
        )
    return "".join(buttons), "".join(rules)


def _all(run: Run, causes: list[Cause]) -> tuple[list[str], str]:
    """Every scenario that did not pass, filtered by outcome and chapter without a script; a failure's row names
    its cause and, unless its card is the cause's, carries its anchor."""
    number = {id(s): i for i, c in enumerate(causes, 1) for s in c.scenarios}
    carded = {id(c.representative) for c in causes[:CARDS]}
    chapters = [g.key for g in by_chapter(run.scenarios)]
    buttons, css = _filters(chapters, _columns(run))
    passed = sum(1 for s in run.scenarios if s.outcome is Outcome.PASSED and not s.unexpected())
    out = ['<h2 id="all">All scenarios that did not pass</h2>']
    if passed:
        out.append(
            f'<p class="meta">The {passed} scenarios that passed are counted in the tables above, not listed one by '
            "one (that made a page of megabytes); the run log and the JSON report name every one.</p>"
        )
    out += ['<div class="all">', buttons, '<div class="rows">']
    out.append("<table><tr><th>scenario</th><th>outcome</th><th>cause</th></tr>")
    for s in run.scenarios:
        if s.outcome is Outcome.PASSED and not s.unexpected():
            continue
        name = f"<code>{e(s.id)}</code>"
        if id(s) in carded:
            name = f'<a href="#{anchor(s.id)}">{name}</a>'
        classes = " ".join([f"o-{s.outcome.value}", *sorted({f"c-{_css_id(chapter_of(r))}" for r in s.rules})])
        here = f' id="{anchor(s.id)}"' if _detailed(s) and id(s) not in carded else ""
        cause = f'<a href="#cause-{number[id(s)]}">{number[id(s)]}</a>' if id(s) in number else ""
        # No rule IDs here: the cause and the rule table name them, and a column of them doubled the table.
        out.append(
            f'<tr class="s {classes}"{here}><td>{name}</td>'
            f"<td>{chip(s.outcome.value)}{verdict_chip(s)}</td><td>{cause}</td></tr>"
        )
    out.append("</table></div></div>")
    return out, css


def render(run: Run) -> str:
    body: list[str] = []
    body += _header(run)
    body += _summary(run)
    causes = group(run.scenarios)
    if causes:
        body += _causes(run, causes)
    body += _chapters(run)
    body += _rules(run)
    others = [s for s in run.scenarios if s.outcome in (Outcome.UNSUPPORTED, Outcome.SKIPPED, Outcome.NOT_RUN)]
    if others:
        body.append('<h2 id="not-run">Not run</h2><table><tr><th>id</th><th>outcome</th><th>why</th></tr>')
        for s in others:
            why = e(s.message)
            if s.expectation is not None and s.expectation.link:
                why += " " + safe_link(s.expectation.link)
            body.append(f"<tr><td><code>{e(s.id)}</code></td><td>{chip(s.outcome.value)}</td><td>{why}</td></tr>")
        body.append("</table>")
    table, css = _all(run, causes)
    body += table
    engine = run.header.get("engine", {}).get("engine", {})
    title = f"Conformance ({games_title(run.header.get('engine', {}), run.games)}): {engine.get('name', '?')}"
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{e(title)}</title><style>{STYLE}{css}</style></head><body><main>\n"
        + "\n".join(body)
        + "\n</main></body></html>\n"
    )
