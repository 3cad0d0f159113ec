"""Each game's engines side by side, test262.fyi-style: a per-chapter matrix, the reports' dates, a history.

An independent engine proves the suite (test262.fyi shows engines side by side
the same way): `docs/compliance/engines/<game>/<engine>.json` holds the JSON
report of one `conformance run --game <game> --json-report ...` against it
(for example the TypeScript engine under engines/typescript/). The page shows:

- the engines' reports: name and version, the spec version each was judged
  against, the date it was stored, passed of claimed; a report judged against
  an older spec than the game's is marked out of date;
- a matrix of chapters by engines, each cell the scenarios passed of those the
  engine claims, coloured by share (test262.fyi's directories by engines);
- every scenario whose outcome is not the same for all engines, linked to its
  place on the site;
- each engine's trend, from `docs/compliance/engines/history.json`: a small
  committed log with one entry per engine and spec version (as Bowtie keeps a
  history of reports). Storing a report means recording it there too:
  `python docs/hooks/engines.py record <game> <engine>` (today's date, or
  `--date`); a test fails when a stored report is missing from the log.

Everything fits a 1,280 px screen: the matrix has one column per engine and
the chapter titles wrap.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from links import attr, md_escape, rel

STORE = Path("docs") / "compliance" / "engines"
HISTORY = STORE / "history.json"
CLAIMED = ("passed", "failed", "errored")
"""The outcomes that count as claimed: unsupported and skipped scenarios are not."""
REFERENCE = "reference"


def reports(root: Path, game: str) -> dict[str, dict[str, Any]]:
    """The stored reports of other engines for `game`, by file name (the engine's short name)."""
    folder = root / STORE / game
    return {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.json"))}


def history(root: Path) -> list[dict[str, Any]]:
    """Every entry of the committed log of stored engine reports (empty when there is none)."""
    path = root / HISTORY
    if not path.is_file():
        return []
    entries: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8")).get("entries", [])
    return entries


def judged_version(report: dict[str, Any], game: str) -> str:
    """The spec version the suite that made `report` held for `game` (what the engine was judged against)."""
    suite = report.get("suite", {}).get("spec_versions", {}).get(game)
    engine = report.get("engine", {}).get("games", {}).get(game, {}).get("spec_version")
    return str(suite or engine or "?")


def tally(report: dict[str, Any]) -> tuple[int, int, int]:
    """Passed, claimed (passed, failed or errored) and run scenarios of a report."""
    summary = report.get("summary", {})
    passed = int(summary.get("passed", 0))
    claimed = sum(int(summary.get(k, 0)) for k in CLAIMED)
    return passed, claimed, len(report.get("scenarios", []))


def entry(game: str, engine: str, report: dict[str, Any], date: str, source: str = "") -> dict[str, Any]:
    """One line of the history: which engine, judged against which spec, when, and how it did."""
    passed, claimed, runs = tally(report)
    said = report.get("engine", {}).get("engine", {})
    found = {
        "game": game,
        "engine": engine,
        "name": said.get("name", "?"),
        "version": said.get("version", ""),
        "spec_version": judged_version(report, game),
        "suite_version": report.get("suite", {}).get("version", ""),
        "date": date,
        "passed": passed,
        "claimed": claimed,
        "runs": runs,
    }
    if source:
        found["source"] = source
    return found


def record(root: Path, game: str, engine: str, date: str) -> dict[str, Any]:
    """Put the stored report of `engine` into the history: it replaces the entry of the same spec version."""
    report = json.loads((root / STORE / game / f"{engine}.json").read_text(encoding="utf-8"))
    new = entry(game, engine, report, date)
    kept = [
        e for e in history(root) if (e["game"], e["engine"], e["spec_version"]) != (game, engine, new["spec_version"])
    ]
    entries = sorted([*kept, new], key=lambda e: (e["game"], e["engine"], _version_key(e["spec_version"])))
    document = {
        "about": "One entry per stored engine report and spec version (docs/hooks/engines.py); newest kept.",
        "entries": entries,
    }
    (root / HISTORY).write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    return new


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", version))


def _share(passed: int, claimed: int) -> float | None:
    return passed / claimed if claimed else None


def _colour(share: float | None) -> str:
    """A cell's background: green when all passed, shading through amber to red; grey when nothing is claimed."""
    if share is None:
        return "#eaeef2"
    if share >= 1:
        return "#aceebb"
    if share >= 0.9:
        return "#d8f3a6"
    if share >= 0.5:
        return "#fae17d"
    return "#ffcecb"


def _chapter_of(scenario_id: str) -> int | None:
    """The chapter number a scenario's feature file opens with (`<game>/07-action-phase/...` -> 7)."""
    parts = scenario_id.split("/")
    found = re.match(r"(\d+)-", parts[1]) if len(parts) > 2 else None
    return int(found.group(1)) if found else None


def _per_chapter(report: dict[str, Any]) -> dict[int | None, tuple[int, int]]:
    out: dict[int | None, list[int]] = {}
    for s in report.get("scenarios", []):
        cell = out.setdefault(_chapter_of(str(s.get("id", ""))), [0, 0])
        cell[0] += s.get("outcome") == "passed"
        cell[1] += s.get("outcome") in CLAIMED
    return {k: (v[0], v[1]) for k, v in out.items()}


def _cell(passed: int, claimed: int) -> str:
    share = _share(passed, claimed)
    text = f"{passed} of {claimed}" if claimed else "none claimed"
    return f'<td style="background:{_colour(share)};text-align:center;white-space:nowrap">{text}</td>'


def _matrix(model: Any, columns: list[tuple[str, dict[str, Any]]]) -> list[str]:
    """Chapters by engines, each cell passed of claimed, coloured; an HTML table, so the cells can be."""
    per = [_per_chapter(report) for _, report in columns]
    numbers = sorted({n for cells in per for n in cells}, key=lambda n: (n is None, n or 0))
    titles = {c.number: c.title for c in model.chapters}  # a title opens with its number ("7. Action phase")
    for _, report in columns:  # a chapter of scenarios with no chapter of rules: named after its feature file
        for s in report.get("scenarios", []):
            n, parts = _chapter_of(str(s.get("id", ""))), str(s.get("id", "")).split("/")
            if n is not None and n not in titles:
                titles[n] = f"{n}. " + parts[1].split("-", 1)[-1].replace("-", " ")
    head = "".join(f"<th>{attr(name)}</th>" for name, _ in columns)
    out = ['<table class="engine-matrix" style="width:100%;font-size:0.8em">', f"<tr><th>chapter</th>{head}</tr>"]
    for n in numbers:
        title = "other scenarios" if n is None else titles.get(n, str(n))
        cells = "".join(_cell(*cells.get(n, (0, 0))) for cells in per)
        out.append(f"<tr><td>{attr(title)}</td>{cells}</tr>")
    totals = "".join(_cell(*tally(report)[:2]) for _, report in columns)
    out.append(f"<tr><td><b>all chapters</b></td>{totals}</tr>")
    out.append("</table>")
    return ["".join(out), ""]


def _dated(entries: list[dict[str, Any]], game: str, engine: str, version: str) -> str:
    found = [e for e in entries if (e["game"], e["engine"], e["spec_version"]) == (game, engine, version)]
    return str(found[-1]["date"]) if found else "not in the history"


def _report_rows(
    model: Any, columns: list[tuple[str, dict[str, Any]]], entries: list[dict[str, Any]], reference_date: str
) -> list[str]:
    out = [
        "| engine | name and version | judged against spec | date | passed of claimed | |",
        "|---|---|---|---|---:|---|",
    ]
    for name, report in columns:
        said = report.get("engine", {}).get("engine", {})
        version = judged_version(report, model.id)
        date = (reference_date or "this build") if name == REFERENCE else _dated(entries, model.id, name, version)
        passed, claimed, _ = tally(report)
        stale = "**out of date**: an older spec" if version != model.info.spec_version else "current"
        out.append(
            f"| {md_escape(name)} | {md_escape(said.get('name', '?'))} {md_escape(said.get('version', ''))} | "
            f"{md_escape(version)} | {md_escape(date)} | {passed} of {claimed} | {stale} |"
        )
    return [*out, ""]


def _differences(model: Any, here: str, columns: list[tuple[str, dict[str, Any]]]) -> list[str]:
    """Every scenario whose outcome is not the same for every engine, linked to its place on the site."""
    outcomes = [{str(s["id"]): str(s["outcome"]) for s in report.get("scenarios", [])} for _, report in columns]
    ids = sorted({i for found in outcomes for i in found})
    differ = [i for i in ids if len({found.get(i, "not run") for found in outcomes}) > 1]
    out = ["## Where the engines differ", ""]
    if not differ:
        return [*out, "Nowhere: every scenario has the same outcome for every engine.", ""]
    places = {(s.feature_file.removesuffix(".feature"), s.name): s for f in model.features for s in f.scenarios}
    names = {str(s["id"]): str(s.get("name", "")) for _, report in columns for s in report.get("scenarios", [])}
    heads = " | ".join(md_escape(name) for name, _ in columns)
    out += [f"| scenario | {heads} |", "|---|" + "---|" * len(columns)]
    for i in differ:
        stem = i.split("/")[1] if i.count("/") >= 2 else ""
        view = places.get((stem, names.get(i, "")))
        label = f"[{md_escape(names.get(i) or i)}]({rel(here, view.page, view.anchor)})" if view else f"`{i}`"
        cells = " | ".join(found.get(i, "not run") for found in outcomes)
        out.append(f"| {label} | {cells} |")
    return [*out, ""]


def _trend(model: Any, entries: list[dict[str, Any]]) -> list[str]:
    mine = [e for e in entries if e["game"] == model.id]
    out = ["## History", ""]
    if not mine:
        return [*out, "No engine report of this game has been recorded yet.", ""]
    out += [
        f"Each stored report, one per engine and spec version (`{HISTORY.as_posix()}`); the newest of a spec "
        "version replaces the one before.",
        "",
        "| engine | " + " | ".join(["spec", "date", "passed of claimed", "share"]) + " |",
        "|---|---|---|---:|---:|",
    ]
    for e in sorted(mine, key=lambda e: (e["engine"], _version_key(e["spec_version"]))):
        share = _share(int(e["passed"]), int(e["claimed"]))
        shown = "n/a" if share is None else f"{100 * share:.1f}%"
        out.append(
            f"| {md_escape(e['engine'])} ({md_escape(e['name'])} {md_escape(e['version'])}) | "
            f"{md_escape(e['spec_version'])} | {md_escape(e['date'])} | {e['passed']} of {e['claimed']} | {shown} |"
        )
    return [*out, ""]


def page(
    model: Any,
    reference: dict[str, Any],
    others: dict[str, dict[str, Any]],
    *,
    reference_date: str = "",
    entries: list[dict[str, Any]] | None = None,
) -> str:
    """The side-by-side page of one game (written only when some other engine's report is stored)."""
    here = model.page("engines.md")
    columns = [(REFERENCE, reference), *others.items()]
    logged = history(model.root) if entries is None else entries
    out = [
        f"# Engines side by side: {md_escape(model.info.title)}",
        "",
        "Every engine below was judged by the same scenarios. The reference engine's results are those of the "
        f"[compliance report]({rel(here, model.page('report.md'))}), measured while this site was built; each "
        "other engine's come from the report kept from its last run, dated below. The spec is at version "
        f"{model.info.spec_version}; a report judged against an older version says so, since its figures may "
        "not hold for this one.",
        "",
        *_report_rows(model, columns, logged, reference_date),
        "## By chapter",
        "",
        "Each cell: the scenarios of the chapter the engine passed, of those it claims (a scenario needing a player "
        "count, variant or feature the engine does not claim is left out).",
        "",
        *_matrix(model, columns),
        *_differences(model, here, columns),
        *_trend(model, logged),
    ]
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    """`python docs/hooks/engines.py record <game> <engine> [--date YYYY-MM-DD]`: log a stored report."""
    parser = argparse.ArgumentParser(description="Record a stored engine report in the engines' history.")
    sub = parser.add_subparsers(dest="verb", required=True)
    rec = sub.add_parser("record", help="add (or replace, for its spec version) the stored report's entry")
    rec.add_argument("game")
    rec.add_argument("engine", help="the stored report's file name, without .json")
    rec.add_argument("--date", default=datetime.now(UTC).date().isoformat())
    args = parser.parse_args(argv)
    added = record(Path.cwd(), args.game, args.engine, args.date)
    print(json.dumps(added))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
