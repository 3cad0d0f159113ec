"""The page "How strict is a pass": each game's mutation score, per chapter, with what no scenario checks yet.

A pass means something only if the suite fails wrong engines. `tools/mutation.py` measures that by making
small wrong versions of the reference engine and running the scenarios against each; its record and the
reviewers' triage are read through `conformance.games.strength`, which counts the score one way for the site,
the compliance reports and the tool. This module only turns that reading into a page and into the home page's
lines; it never counts on its own.

A figure whose scenarios or code have changed since it was measured is never shown as current: the game's
section opens with a warning saying so and why, and its sentences are in the past tense. A game never
measured says that instead of a figure.
"""

from __future__ import annotations

import re
import textwrap
from collections import Counter
from datetime import date
from typing import Any

from links import md_escape, rel
from model import GameModel

from conformance.games.strength import SHARED, Strength

PAGE = "strictness.md"
TITLE = "How strict is a pass"
TARGET = 80.0
"""A chapter scoring below this share is marked (issue 54's target for every chapter)."""
RULE_TITLE = 90
"""Characters of a rule's first sentence shown as its link's title."""
KILLED_HOW = {
    "killed": "by a failing scenario",
    "timeout": "by hanging until the time limit",
    "incompetent": "by no longer running at all",
}
"""The outcomes that count as killed, each said as how the suite caught the mutant."""
CLUSTER = {"local": "on one machine", "given address": "on a cluster"}


def anchor(game: GameModel) -> str:
    """Where a game's section starts on the page: the game's id, as the site's other addresses use it."""
    return game.id


def page(measured: list[tuple[GameModel, Strength | None]]) -> str:
    """The whole page: what a mutant is and how the score is counted, then one section per game."""
    out = [
        f"# {TITLE}",
        "",
        "An engine that passes every scenario agrees with the rules wherever a scenario looks. How much that "
        "proves depends on how many wrong engines the scenarios would catch, so we measure it: we make small "
        "wrong versions of the reference engine and run each game's scenarios against every one of them.",
        "",
        "## What is measured",
        "",
        "A **mutant** is the reference engine with one small change to its code: a comparison turned round "
        "(*less than* becomes *at most*), a number changed by one, a *plus* turned into a *minus*, a condition "
        "negated, a statement left out. Each is a wrong engine somebody could have written by mistake.",
        "",
        "- A mutant is **killed** when at least one scenario fails it, when it hangs until the time limit, or "
        "when it no longer runs at all.",
        "- A mutant **survives** when it passes every scenario. A survivor is an engine that breaks the rules "
        "where no scenario looks, unless the change makes no difference to any game (say, a limit that can "
        "never be reached). A reviewer judges each such survivor **equivalent** and writes down why; "
        "equivalent mutants are left out of the score.",
        "- The **score** is the share of the mutants counted that the suite kills. Each mutant is filed under "
        "the chapter whose rules the changed code carries out, as its comments cite them; code that cites no "
        "rule of the game is the decision machine every game shares, and has its own row.",
        "",
        "A figure describes the scenarios and the engine as they were when it was measured. When either has "
        "changed since, the game's section says so at its top, and the figure stays out of date until it is "
        "measured again.",
        "",
    ]
    for game, strength in measured:
        out += section(game, strength)
    return "\n".join(out) + "\n"


def section(game: GameModel, strength: Strength | None) -> list[str]:
    """One game's part of the page."""
    out = [f"## {md_escape(game.info.title)} {{ #{anchor(game)} }}", ""]
    if strength is None:
        return [
            *out,
            f"Not measured yet: no mutants of the {md_escape(game.info.title)} engine have been run against its "
            "scenarios, so nothing can be said here about how strict a pass is.",
            "",
        ]
    if not strength.current:
        out += out_of_date(game, strength)
    out += [strength.statement(), ""]
    out += chapters(game, strength)
    out += survivors(game, strength)
    out += equivalent(game, strength)
    out += sample(game, strength)
    return out


def out_of_date(game: GameModel, strength: Strength) -> list[str]:
    changed = " and ".join(strength.changed)
    again = "a new run" if "the engine's code" in strength.changed else "a recheck of its survivors"
    return [
        f'!!! warning "OUT OF DATE: {changed} changed since it was measured"',
        f"    This figure is out of date: {changed} changed after it was measured on {strength.measured}, so it "
        f"no longer describes the {md_escape(game.info.title)} suite. Everything below is the suite as it was "
        f"then; the figure becomes current again after {again}.",
        "",
    ]


def chapters(game: GameModel, strength: Strength) -> list[str]:
    """The score per chapter, chapters below the target marked; the shared machine its own row, in words."""
    drawn = Counter(m["chapter"] for m in strength.mutants)
    when = "" if strength.current else f", as measured on {strength.measured}"
    out = [
        f"### By chapter{when}",
        "",
        f"Chapters whose code no mutant changed are not listed. A score below {TARGET:.0f} % is marked.",
        "",
        "| chapter | mutants counted | killed | score |",
        "|---|---:|---:|---:|",
    ]
    for key, figure in strength.chapters().items():
        left_out = drawn[key] - figure.counted
        counted = f"{figure.counted}" + (f" ({left_out} equivalent left out)" if left_out else "")
        score = str(figure) if figure.percent >= TARGET else f"**{figure}, below {TARGET:.0f} %**"
        out.append(f"| {chapter_name(game, key)} | {counted} | {figure.killed} | {score} |")
    overall = strength.overall()
    out += [f"| **all chapters** | {overall.counted} | {overall.killed} | **{overall}** |", ""]
    how = Counter(m["outcome"] for m in strength.counted())
    ways = [f"{how[outcome]} {words}" for outcome, words in KILLED_HOW.items() if how[outcome]]
    if ways:
        out += [f"Of the mutants killed, {_and(ways)}.", ""]
    return out


def chapter_name(game: GameModel, key: str) -> str:
    """A chapter's number and title as its rules page names it, linked there (`XY-7` -> 7. Its title); the
    shared machine in words."""
    if key == SHARED:
        return "The decision machine every game shares (code citing no rule of this game)"
    prefix, _, number = key.rpartition("-")
    found = next((c for c in game.chapters if number.isdigit() and c.number == int(number)), None)
    if found is None or prefix != game.info.rule_prefix:
        return md_escape(key)
    return f"[{md_escape(found.title)}]({rel(PAGE, found.page)})"


def rule_name(game: GameModel, rule_id: str) -> str:
    """A rule as a link to its card, titled by its first sentence."""
    rule = game.trace.rules.get(rule_id)
    if rule is None or rule_id not in game.index.rule_page:
        return md_escape(rule_id)
    sentence = re.split(r"(?<=[.;:])\s", " ".join(rule.text.split()), maxsplit=1)[0].rstrip(".;:")
    title = textwrap.shorten(re.sub(r"[*`]", "", sentence), RULE_TITLE, placeholder=" …")
    return f"[{rule_id} {md_escape(game.index.latin(title, markup=False))}]({game.index.rule_link(rule_id, PAGE)})"


def survivors(game: GameModel, strength: Strength) -> list[str]:
    """Every surviving mutant not judged equivalent, by chapter: its place, the rules it touches, its change."""
    found = strength.survivors()
    out = ["### What no scenario catches yet", ""]
    if not found:
        return [*out, "Every mutant counted was killed: no survivor is waiting for a scenario.", ""]
    out += [
        f"{_count(len(found), 'mutant')} passed every scenario and no reviewer has judged {_it(len(found))} "
        "harmless. Each is a wrong engine the suite would let pass: a scenario that fails it, tagged with the "
        "rule it shows, would raise the score.",
        "",
    ]
    for key in strength.chapters():
        here = sorted((m for m in found if m["chapter"] == key), key=lambda m: (m["module"], m["line"]))
        if not here:
            continue
        out += [f"#### {_plain(chapter_name(game, key))}", ""]
        for mutant in here:
            out += _mutant(game, mutant)
    return out


def equivalent(game: GameModel, strength: Strength) -> list[str]:
    """The survivors judged equivalent, folded, each with the reviewer's reason."""
    found = [m for m in strength.mutants if strength.is_equivalent(m)]
    if not found:
        return []
    out = [
        f'??? note "{_count(len(found), "survivor")} judged equivalent, left out of the score"',
        "    Each of these changes the code without changing any game: a reviewer wrote down why, so that the "
        "next run does not ask again.",
        "",
    ]
    for mutant in sorted(found, key=lambda m: (m["module"], m["line"])):
        reason = md_escape(" ".join(str(strength.equivalent[mutant["key"]]).split()))
        lines = _mutant(game, mutant, reason=reason)
        out += [f"    {line}" if line else "" for line in lines]
    return out


def _mutant(game: GameModel, mutant: dict[str, Any], reason: str = "") -> list[str]:
    rules = ", ".join(rule_name(game, r) for r in mutant.get("rules", []))
    where = f"`{mutant['module']}`, line {mutant['line']}" + (
        f", in `{mutant['function']}`" if mutant.get("function") else ""
    )
    out = [f"- {where}" + (f"; rules: {rules}" if rules else "; cites no rule of the game")]
    if reason:
        out += ["", f"    *Why it is equivalent:* {reason}"]
    return [*out, "", *(f"    {line}" for line in fence(mutant["diff"], "diff")), ""]


def fence(text: str, lang: str = "") -> list[str]:
    """A fenced code block holding `text` verbatim, its fence longer than any run of backticks inside."""
    ticks = "`" * max(3, max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    return [f"{ticks}{lang}", *text.splitlines(), ticks]


def sample(game: GameModel, strength: Strength) -> list[str]:
    """How the mutants were drawn and run, in words, with the command that did it."""
    data = strength.data
    modules = data.get("population_by_module", {})
    shared = sum(n for module, n in modules.items() if module.count("/") == 1)  # beside the games' packages
    skipped = int(data.get("not_programs_skipped", 0))
    words = [
        f"The reference engine's {len(modules)} modules (those carrying out the rules of "
        f"{md_escape(game.info.title)} and the decision machine every game shares) allow {data['population']:,} "
        f"small changes of the kinds {md_escape(str(data.get('tool', 'the tool')))} makes, {shared:,} of them in "
        "the shared machine."
    ]
    if strength.whole:
        words.append("All of them were tried.")
    else:
        words.append(
            f"{len(strength.mutants):,} were drawn at random with the seed {data['seed']}, so the same command "
            "draws the same mutants again."
        )
    if skipped:
        were, are = ("was", "is") if skipped == 1 else ("were", "are")
        words.append(
            f"{_count(skipped, 'change')} that would not even compile (no engine at all) {were} skipped in the "
            f"draw and {are} not counted."
        )
    out = [
        "### How the mutants were drawn",
        "",
        " ".join(words),
        "",
        "The command:",
        "",
        *fence(str(data["command"]), "sh"),
        "",
    ]
    runs = data.get("runs", [])
    if runs:
        out += ["| run | commit | day | mutants | workers | mutants a minute |", "|---|---|---|---:|---:|---:|"]
        out += [
            f"| {'the draw' if run.get('what') == 'draw' else 'survivors tried again'} | {run.get('commit', '')} "
            f"| {_day(str(run.get('date', '')))} | {run.get('mutants', '')} "
            f"| {run.get('workers') or 'all available'} {CLUSTER.get(str(run.get('cluster')), '')} "
            f"| {run.get('per_minute', '')} |"
            for run in runs
        ]
        out.append("")
    if modules:
        drawn = Counter(m["module"] for m in strength.mutants)
        out += [
            f'??? info "Where the {data["population"]:,} possible changes are"',
            "    | module | possible changes | drawn |",
            "    |---|---:|---:|",
            *(f"    | `{module}` | {n:,} | {drawn[module]} |" for module, n in sorted(modules.items())),
            "",
        ]
    return out


def home_lines(measured: list[tuple[GameModel, Strength | None]], from_page: str) -> str:
    """The home page's line per game: what a pass means, linking to the game's section of this page."""
    out = []
    for game, strength in measured:
        said = strength.statement() if strength else "How strict a pass is has not been measured yet."
        link = rel(from_page, PAGE, anchor(game))
        out.append(f"- **{md_escape(game.info.title)}**: {said} [{TITLE}]({link}).")
    return "\n".join(out)


def game_line(game: GameModel, strength: Strength | None, from_page: str) -> str:
    """A game's front page's item: its score in a few words, linked to its section of this page."""
    link = f"[{TITLE}]({rel(from_page, PAGE, anchor(game))})"
    if strength is None:
        return f"- {link}: not measured yet."
    figure = strength.overall()
    said = f"the suite fails {figure} of the engine mutants we made, measured on {strength.measured}"
    if not strength.current:
        said = f"OUT OF DATE: the suite failed {figure} of the engine mutants we made when measured on " + (
            f"{strength.measured}; {' and '.join(strength.changed)} changed since"
        )
    return f"- {link}: {said}."


def _day(iso: str) -> str:
    try:
        day = date.fromisoformat(iso)
    except ValueError:
        return md_escape(iso)
    return f"{day.day} {day:%B %Y}"


def _plain(markdown: str) -> str:
    """A heading's text: a link's words without the link (headings are not linked on this site)."""
    return re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", markdown)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _it(n: int) -> str:
    return "it" if n == 1 else "any of them"


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
