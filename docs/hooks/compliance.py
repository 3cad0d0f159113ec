"""The reference engine's compliance report, produced while the site builds.

The suite runs in a child process (`python -m conformance run --in-process`),
so a failing scenario shows up in the report instead of breaking the build.
Set `SWEET_LANDS_REPORT` to the path of an existing JSON report to show that
one instead (for example the report of another engine).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from links import md_escape, rel
from model import Model, rule_sort_key
from scenarios import Outcomes, badge

REPORT_ENV = "SWEET_LANDS_REPORT"
OUTCOMES = ("passed", "failed", "errored", "unsupported", "skipped")


class ReportError(RuntimeError):
    """The suite could not produce a report at all (not: some scenarios failed)."""


def load_report(root: Path) -> dict[str, Any]:
    given = os.environ.get(REPORT_ENV)
    if given:
        return dict(json.loads(Path(given).read_text(encoding="utf-8")))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "report.json"
        command = [sys.executable, "-m", "conformance", "run", "--in-process", "--json-report", str(path)]
        done = subprocess.run(command, cwd=root, capture_output=True, text=True, timeout=600, check=False)
        if done.returncode not in (0, 1) or not path.exists():
            raise ReportError(f"`{' '.join(command)}` exited {done.returncode}:\n{done.stderr[-3000:]}")
        return dict(json.loads(path.read_text(encoding="utf-8")))


def outcomes_of(report: dict[str, Any]) -> Outcomes:
    outcomes: Outcomes = {}
    for s in report.get("scenarios", []):
        outcomes.setdefault((s["feature"], s["name"]), []).append(s["outcome"])
    return outcomes


def report_page(model: Model, report: dict[str, Any]) -> str:
    page = "report.md"
    engine = report.get("engine", {})
    name = engine.get("engine", {}).get("name", "?")
    version = engine.get("engine", {}).get("version", "?")
    suite = report.get("suite", {})
    summary = report.get("summary", {})
    per_rule: dict[str, Counter[str]] = {}
    for s in report.get("scenarios", []):
        for rule_id in s["rules"]:
            per_rule.setdefault(rule_id, Counter())[s["outcome"]] += 1
    out = [
        "# Compliance report",
        "",
        f"The conformance suite run against **{md_escape(name)} {md_escape(version)}** (engine's spec version "
        f"{engine.get('spec_version', '?')}), judged by {suite.get('name', '?')} {suite.get('version', '?')} "
        f"with spec {suite.get('spec_version', '?')}, when this site was built.",
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
        ids = [r.id for r in model.trace.rules.values() if r.file == chapter.file]
        counts: Counter[str] = Counter()
        for rule_id in ids:
            counts.update(per_rule.get(rule_id, Counter()))
        with_scenarios = sum(1 for r in ids if r in per_rule)
        bad = counts["failed"] + counts["errored"]
        other = counts["unsupported"] + counts["skipped"]
        link = rel(page, chapter.page)
        out.append(
            f"| [{md_escape(chapter.title)}]({link}) | {len(ids)} | {with_scenarios} "
            f"| {counts['passed']} | {bad} | {other} |"
        )
    out += ["", "## By rule", "", "Only rules that some scenario checks are listed.", ""]
    out += ["| rule | scenarios | passed | failed or errored | other | verdict |", "|---|---|---|---|---|---|"]
    for rule_id in sorted(per_rule, key=rule_sort_key):
        counts = per_rule[rule_id]
        total = sum(counts.values())
        bad = counts["failed"] + counts["errored"]
        verdict = badge("fails", "failed") if bad else badge("passes", "passed") if counts["passed"] else "-"
        link = model.index.rule_link(rule_id, page) if rule_id in model.index.rule_page else ""
        label = f"[{rule_id}]({link})" if link else rule_id
        out.append(
            f"| {label} | {total} | {counts['passed']} | {bad} "
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
