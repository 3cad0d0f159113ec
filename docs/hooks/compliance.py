"""Each game's compliance report: the reference engine judged by the suite while the site is built.

A report the site shows must be what this build measured, so the build runs the
suite against the reference engine (`python -m conformance run --in-process
--game <id>`, a few seconds a game, in a child process so that a failing
scenario shows up in the report instead of breaking the build). Nothing is
stored and nothing can go out of date. A suite that cannot run at all is a
warning, which `mkdocs build --strict` turns into a failed build: a published
site never shows results it did not measure.

`mkdocs serve` leaves the suite out (it rebuilds on every change), and so does
`RULES_SITE_RUN_SUITE=0`; the report page and the badges then say that no
results were measured in this build, and show none.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from links import md_escape, rel
from model import GameModel, rule_sort_key
from scenarios import Outcomes, badge

RUN_ENV = "RULES_SITE_RUN_SUITE"
"""Set to 0 to build without running the suite (no results shown); `mkdocs serve` never runs it."""
COMMAND_VARIABLE = "RULES_SITE_COMMAND"
"""The mkdocs command this process runs (`build`, `serve`), set by the site hook's on_startup."""
OUTCOMES = ("passed", "failed", "errored", "unsupported", "skipped")
KEPT = ("id", "feature", "name", "rules", "outcome", "message")
"""The fields of a scenario's entry the site keeps (the rest is the run's detail, not the site's)."""
log = logging.getLogger("mkdocs.plugins.compliance")


@dataclass
class Stored:
    """A game's report as the site shows it, and how it was made."""

    report: dict[str, Any]
    status: str
    """`run` (measured during this build), `not run` (left out on purpose) or `failed` (could not run)."""
    made: str = ""
    command: str = ""
    problem: str = ""

    @property
    def trusted(self) -> bool:
        return self.status == "run"


def _wanted() -> bool:
    if os.environ.get(COMMAND_VARIABLE) == "serve":
        return False
    return os.environ.get(RUN_ENV, "").strip().lower() not in ("0", "no", "false")


def load(model: GameModel) -> Stored:
    """The game's report, measured now (unless the build leaves the suite out)."""
    if not _wanted():
        return Stored({}, "not run")
    ran = _run(model)
    if ran.status == "failed":
        # A warning, so that `mkdocs build --strict` fails: the published site shows only what it measured.
        log.warning("the suite could not run for %s: %s", model.id, ran.problem)
    return ran


def _run(model: GameModel) -> Stored:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        command = ["conformance", "run", "--in-process", "--game", model.id, "--json-report", "report.json"]
        argv = [sys.executable, "-m", *command[:-1], str(out)]
        log.info("running the suite for %s: %s", model.id, " ".join(command))
        done = subprocess.run(argv, cwd=model.root, capture_output=True, text=True, timeout=900, check=False)
        if done.returncode not in (0, 1) or not out.is_file():
            problem = f"`{' '.join(command)}` exited {done.returncode}: {done.stderr.strip()[-600:]}"
            return Stored({}, "failed", problem=problem)
        full = json.loads(out.read_text(encoding="utf-8"))
    report = {
        "suite": full.get("suite", {}),
        "engine": full.get("engine", {}),
        "summary": full.get("summary", {}),
        "scenarios": [{k: s[k] for k in KEPT if s.get(k) not in (None, "")} for s in full.get("scenarios", [])],
    }
    made = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    return Stored(report, "run", made, " ".join(command))


def outcomes_of(stored: Stored) -> Outcomes:
    outcomes = Outcomes(measured=stored.trusted)
    for s in stored.report.get("scenarios", []):
        outcomes.by_scenario.setdefault((s["feature"], s["name"]), []).append(s["outcome"])
    return outcomes


def banner(model: GameModel, stored: Stored) -> list[str]:
    """How the report was made, said first on the page, in a reader's words (the details are for contributors)."""
    if stored.status == "run":
        return [
            '!!! success "Measured while this site was built"',
            f"    The conformance suite ran against the reference engine on {stored.made}, from the same rules "
            "and scenarios this site shows.",
            "",
        ]
    if stored.status == "failed":
        return [
            '!!! warning "No results in this build"',
            "    The suite could not run while this site was built, so no results are shown.",
            "",
        ]
    return [
        '!!! note "No results in this build"',
        "    This copy of the site was built without running the suite (a preview), so no results are shown.",
        "",
    ]


def report_page(model: GameModel, stored: Stored) -> str:
    page = model.page("report.md")
    report = stored.report
    engine = report.get("engine", {})
    name = engine.get("engine", {}).get("name", "?")
    version = engine.get("engine", {}).get("version", "?")
    suite = report.get("suite", {})
    summary = report.get("summary", {})
    spec_versions = suite.get("spec_versions", {})
    judged_by = spec_versions.get(model.id, suite.get("spec_version", "?"))
    claimed = engine.get("games", {}).get(model.id, {}).get("spec_version", engine.get("spec_version", "?"))
    out = [f"# Compliance report: {md_escape(model.info.title)}", "", *banner(model, stored)]
    if not report:
        return "\n".join(out) + "\n"
    per_rule: dict[str, Counter[str]] = {}
    for s in report.get("scenarios", []):
        for rule_id in s["rules"]:
            per_rule.setdefault(rule_id, Counter())[s["outcome"]] += 1
    out += [
        f"The conformance suite run against **{md_escape(str(name))} {md_escape(str(version))}** (the engine's "
        f"{md_escape(model.info.title)} spec version {claimed}), judged by {suite.get('name', '?')} "
        f"{suite.get('version', '?')} with spec {judged_by}.",
        "",
        "| " + " | ".join(OUTCOMES) + " |",
        "|" + "---|" * len(OUTCOMES),
        "| " + " | ".join(str(summary.get(o, 0)) for o in OUTCOMES) + " |",
        "",
        "## By chapter",
        "",
        "| chapter | rules | rules with scenarios | scenario results passed | failed or errored | other |",
        "|---|---|---|---|---|---|",
    ]
    for chapter in model.chapters:
        ids = [r.id for r in model.rules_of(chapter)]
        counts: Counter[str] = Counter()
        for rule_id in ids:
            counts.update(per_rule.get(rule_id, Counter()))
        with_scenarios = sum(1 for r in ids if r in per_rule)
        bad = counts["failed"] + counts["errored"]
        other = counts["unsupported"] + counts["skipped"]
        out.append(
            f"| [{md_escape(chapter.title)}]({rel(page, chapter.page)}) | {len(ids)} | {with_scenarios} "
            f"| {counts['passed']} | {bad} | {other} |"
        )
    out += ["", "## By rule", "", "Only rules that some scenario checks are listed.", ""]
    out += ["| rule | scenarios | passed | failed or errored | other | verdict |", "|---|---|---|---|---|---|"]
    for rule_id in sorted(per_rule, key=rule_sort_key):
        counts = per_rule[rule_id]
        bad = counts["failed"] + counts["errored"]
        verdict = badge("fails", "failed") if bad else badge("passes", "passed") if counts["passed"] else "-"
        label = f"[{rule_id}]({model.index.rule_link(rule_id, page)})" if rule_id in model.index.rule_page else rule_id
        out.append(
            f"| {label} | {sum(counts.values())} | {counts['passed']} | {bad} "
            f"| {counts['unsupported'] + counts['skipped']} | {verdict} |"
        )
    failures = [s for s in report.get("scenarios", []) if s["outcome"] in ("failed", "errored")]
    if failures:
        out += ["", "## Scenarios that did not pass", ""]
        out += ["| scenario | rules | outcome | message |", "|---|---|---|---|"]
        for s in failures:
            rules = ", ".join(s["rules"])
            message = md_escape(s.get("message", "").splitlines()[-1] if s.get("message") else "")
            out.append(f"| {md_escape(s['feature'])}: {md_escape(s['name'])} | {rules} | {s['outcome']} | {message} |")
    return "\n".join(out) + "\n"
