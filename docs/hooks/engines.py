"""Each game's engines side by side: the reference engine and every other engine whose report is stored.

An independent engine proves the suite (test262.fyi shows engines side by side
the same way): `docs/compliance/engines/<game>/<engine>.json` holds the JSON
report of one `conformance run --game <game> --json-report ...` against it
(for example the TypeScript engine under engines/typescript/). The page shows
each engine's totals and lists every scenario whose outcome differs from the
reference engine's. A stored report is a snapshot: the page names the suite and
spec versions it was made with, and says when it is older than the game's spec.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from links import md_escape, rel
from model import GameModel

STORE = Path("docs") / "compliance" / "engines"
COLUMNS = ("passed", "failed", "errored", "unsupported", "skipped")


def reports(root: Path, game: str) -> dict[str, dict[str, Any]]:
    """The stored reports of other engines for `game`, by file name (the engine's short name)."""
    folder = root / STORE / game
    return {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.json"))}


def _share(summary: dict[str, int]) -> str:
    judged = sum(summary.get(k, 0) for k in ("passed", "failed", "errored", "unsupported"))
    return f"{100 * summary.get('passed', 0) / judged:.1f}%" if judged else "n/a"


def _row(label: str, report: dict[str, Any], game: str) -> str:
    engine = report.get("engine", {}).get("engine", {})
    spec = report.get("engine", {}).get("games", {}).get(game, {}).get("spec_version", "?")
    summary = report.get("summary", {})
    cells = [md_escape(label), md_escape(f"{engine.get('name', '?')} {engine.get('version', '')}"), str(spec)]
    cells += [str(summary.get(k, 0)) for k in COLUMNS]
    return "| " + " | ".join([*cells, _share(summary)]) + " |"


def page(model: GameModel, reference: dict[str, Any], others: dict[str, dict[str, Any]]) -> str:
    """The side-by-side page of one game (written only when some other engine's report is stored)."""
    here = model.page("engines.md")
    out = [
        f"# Engines side by side: {md_escape(model.info.title)}",
        "",
        "Every engine below was judged by the same scenarios. The reference engine's results are those of the "
        f"[compliance report]({rel(here, model.page('report.md'))}); each other engine's come from a report stored "
        f"in `{STORE.as_posix()}/{model.id}/` when it was last run. The spec is at version "
        f"{model.info.spec_version}.",
        "",
        "| engine | name and version | spec it follows | " + " | ".join(COLUMNS) + " | compliance |",
        "|" + "---|" * (len(COLUMNS) + 4),
        _row("reference", reference, model.id),
        *(_row(name, report, model.id) for name, report in others.items()),
        "",
    ]
    mine = {s["id"]: s["outcome"] for s in reference.get("scenarios", [])}
    for name, report in others.items():
        spec = report.get("engine", {}).get("games", {}).get(model.id, {}).get("spec_version", "?")
        if spec != model.info.spec_version:
            out += [f'!!! note "{md_escape(name)} was judged against spec {spec}"', "", ""]
        theirs = {s["id"]: s["outcome"] for s in report.get("scenarios", [])}
        differ = sorted(i for i in mine.keys() | theirs.keys() if mine.get(i) != theirs.get(i))
        out += [f"## Where {md_escape(name)} differs from the reference engine", ""]
        if not differ:
            out += ["Nowhere: every scenario has the same outcome in both.", ""]
            continue
        out += ["| scenario | reference | " + md_escape(name) + " |", "|---|---|---|"]
        out += [f"| `{i}` | {mine.get(i, 'not in its run')} | {theirs.get(i, 'not in its run')} |" for i in differ]
        out.append("")
    return "\n".join(out) + "\n"
