"""Each game's compliance report: the reference engine judged by the suite, stored, and said how old it is.

Running the suite takes a while (about 20 seconds a game), so the site does not
run it by default: it shows the report stored in `docs/compliance/<game>.json`,
which records, beside the report, a digest of each thing the results depend on
(the game's spec, scenarios and schemas, its reference engine package and its
harness package). When one of them has changed since, the report page says the
report is stale, and which inputs changed; when there is no stored report it
says that. Set `RULES_SITE_RUN_SUITE=1` (or a comma-separated list of game ids)
to run the suite during the build (`python -m conformance run --in-process
--game <id>`, in a child process, so a failing scenario shows up in the report
instead of breaking the build) and store what it gives.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import os
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

from links import md_escape, rel
from model import GameModel, rule_sort_key
from scenarios import Outcomes, badge

RUN_ENV = "RULES_SITE_RUN_SUITE"
STORE = Path("docs") / "compliance"
OUTCOMES = ("passed", "failed", "errored", "unsupported", "skipped")
KEPT = ("id", "feature", "name", "rules", "outcome", "message")
"""The fields of a scenario's entry the stored report keeps (the rest is the run's detail, not the site's)."""
log = logging.getLogger("mkdocs.plugins.compliance")


@dataclass
class Stored:
    """A game's report as the site shows it, and how much it can be trusted."""

    report: dict[str, Any]
    status: str
    """`run` (made during this build), `current`, `stale`, `missing`, or `failed` (asked for, could not run)."""
    made: str = ""
    command: str = ""
    changed: list[str] = field(default_factory=list)
    """The inputs that changed since the stored report was made (when stale)."""
    problem: str = ""

    @property
    def trusted(self) -> bool:
        return self.status in ("run", "current")


def store_path(root: Path, game: str) -> Path:
    return root / STORE / f"{game}.json"


def _package_dir(module: str) -> Path | None:
    """The folder of the package that holds `module` (the module's own, when it is a package)."""
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    if spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    return Path(spec.origin).parent if spec.origin else None


def inputs(model: GameModel) -> dict[str, Path]:
    """What the game's results depend on, by the name the page shows."""
    root = model.root
    found = {
        f"spec/{model.id}": model.info.spec_dir,
        f"features/{model.id}": model.info.features_dir,
        f"schemas/{model.id}": model.info.schemas_dir,
    }
    engines = {p.name: p.module for p in entry_points(group="reference_impl.games")}
    packages = [engines.get(model.id), type(model.plugin).__module__ if model.plugin else None]
    for module in packages:
        folder = _package_dir(module) if module else None
        if folder is not None:
            name = folder.relative_to(root).as_posix() if folder.is_relative_to(root) else module or ""
            found[name] = folder
    return found


def digest(folder: Path) -> str:
    """A digest of every file under `folder` (names and contents), compiled files left out."""
    sha = hashlib.sha256()
    if folder.is_dir():
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                sha.update(path.relative_to(folder).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return sha.hexdigest()[:16]


def _asked(game: str) -> bool:
    value = os.environ.get(RUN_ENV, "").strip()
    if value.lower() in ("", "0", "no", "false"):
        return False
    return value.lower() in ("1", "yes", "true", "all") or game in {v.strip() for v in value.split(",")}


def load(model: GameModel) -> Stored:
    """The game's report: run now when asked, else the stored one, with its status."""
    digests = {name: digest(folder) for name, folder in inputs(model).items()}
    path = store_path(model.root, model.id)
    if _asked(model.id):
        ran = _run(model, digests)
        if ran.status == "run":
            return ran
        stored = _read(path, digests)
        stored.status, stored.problem = "failed", ran.problem
        return stored
    return _read(path, digests)


def _read(path: Path, digests: dict[str, str]) -> Stored:
    if not path.is_file():
        return Stored({}, "missing")
    data = json.loads(path.read_text(encoding="utf-8"))
    made = data.get("stored", {})
    before: dict[str, str] = made.get("inputs", {})
    changed = sorted(name for name in digests.keys() | before.keys() if digests.get(name) != before.get(name))
    status = "stale" if changed else "current"
    return Stored(data.get("report", {}), status, made.get("made", "?"), made.get("command", ""), changed)


def _run(model: GameModel, digests: dict[str, str]) -> Stored:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        command = ["conformance", "run", "--in-process", "--game", model.id, "--json-report", "report.json"]
        argv = [sys.executable, "-m", *command[:-1], str(out)]
        log.info("running the suite for %s: %s", model.id, " ".join(command))
        done = subprocess.run(argv, cwd=model.root, capture_output=True, text=True, timeout=900, check=False)
        if done.returncode not in (0, 1) or not out.is_file():
            problem = f"`{' '.join(command)}` exited {done.returncode}: {done.stderr.strip()[-600:]}"
            log.info("the suite could not run for %s: %s", model.id, problem)
            return Stored({}, "failed", problem=problem)
        full = json.loads(out.read_text(encoding="utf-8"))
    report = {
        "suite": full.get("suite", {}),
        "engine": full.get("engine", {}),
        "summary": full.get("summary", {}),
        "scenarios": [{k: s[k] for k in KEPT if s.get(k) not in (None, "")} for s in full.get("scenarios", [])],
    }
    made = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    path = store_path(model.root, model.id)
    previous = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    if previous.get("report") != report or previous.get("stored", {}).get("inputs") != digests:
        stored = {"made": made, "command": " ".join(command), "inputs": digests}
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"stored": stored, "report": report}, indent=1) + "\n", encoding="utf-8")
    else:  # the same results from the same inputs: keep the file (and its date) as it is
        made = previous.get("stored", {}).get("made", made)
    return Stored(report, "run", made, " ".join(command))


def outcomes_of(stored: Stored) -> Outcomes:
    outcomes = Outcomes(caveat="" if stored.trusted else "stale report")
    for s in stored.report.get("scenarios", []):
        outcomes.by_scenario.setdefault((s["feature"], s["name"]), []).append(s["outcome"])
    return outcomes


def banner(model: GameModel, stored: Stored) -> list[str]:
    """What the report is and how far to trust it, said first on the page."""
    rerun = f"`{RUN_ENV}={model.id} mkdocs build`"
    where = f"`docs/compliance/{model.id}.json`"
    if stored.status == "missing":
        return [
            '!!! warning "No stored report"',
            f"    There is no stored compliance report for {md_escape(model.info.title)} ({where}), so no "
            f"results are shown. Make one with {rerun}.",
            "",
        ]
    if stored.status == "run":
        text = [
            '!!! success "Made during this build"',
            f"    The suite ran while this site was built ({stored.made}: `{stored.command}`).",
        ]
    elif stored.status == "current":
        text = [
            '!!! success "Stored report, current"',
            f"    Stored in {where}, made {stored.made} by `{stored.command}`. Nothing it depends on has "
            "changed since (the game's spec, scenarios and schemas, its reference engine and its harness package).",
        ]
    else:
        why = (
            f"The suite was asked to run during this build and could not: {md_escape(stored.problem)}"
            if stored.status == "failed"
            else "Changed since: " + ", ".join(f"`{name}`" for name in stored.changed) + "."
        )
        text = [
            '!!! danger "Stale report: these results may not be what the engine gets today"',
            f"    Stored in {where}, made {stored.made} by `{stored.command}`. {why} Make a current one with {rerun}.",
        ]
    return [*text, ""]


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
