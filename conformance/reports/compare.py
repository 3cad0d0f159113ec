"""Several run logs side by side (`conformance report A.jsonl B.jsonl ...`), and what changed between two.

Rows are scenario ids (the union over the runs, in the order first seen); a
scenario a run did not reach (cut off, deselected, or unknown to its suite
version) shows as absent rather than as a failure.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..results.outcomes import Outcome, ScenarioResult, counts
from . import markdown
from .compliance import percentages
from .html import CSP, STYLE, chip, e, pct
from .runlog import Run

ABSENT = "-"


@dataclass
class Row:
    id: str
    title: str
    cells: list[ScenarioResult | None]


def rows(runs: list[Run]) -> list[Row]:
    order: list[str] = []
    titles: dict[str, str] = {}
    for run in runs:
        for s in run.scenarios:
            if s.id not in titles:
                order.append(s.id)
                titles[s.id] = f"{s.feature}: {s.name}"
    lookup = [{s.id: s for s in run.scenarios} for run in runs]
    return [Row(sid, titles[sid], [found.get(sid) for found in lookup]) for sid in order]


def cell(result: ScenarioResult | None) -> str:
    if result is None:
        return ABSENT
    verdict = result.expectation.verdict if result.expectation is not None else None
    return result.outcome.value + (f" ({verdict.value.replace('_', ' ')})" if verdict else "")


@dataclass
class Change:
    id: str
    title: str
    before: str
    after: str

    @property
    def regression(self) -> bool:
        return self.before == Outcome.PASSED.value and self.after != Outcome.PASSED.value


def changes(a: Run, b: Run) -> list[Change]:
    """Scenarios whose outcome differs between run `a` and run `b` (including ones only one run has)."""
    found = []
    for row in rows([a, b]):
        before, after = (ABSENT if c is None else c.outcome.value for c in row.cells)
        if before != after:
            found.append(Change(row.id, row.title, before, after))
    return found


def run_summary(run: Run) -> tuple[dict[str, int], dict[str, float | None]]:
    tally = counts(s.outcome for s in run.scenarios)
    return tally, percentages(tally)


def label(run: Run) -> str:
    damaged = f" ({len(run.problems)} damaged lines: incomplete)" if run.problems else ""
    return run.label + ("" if run.complete else " (cut off)") + damaged


def render_markdown(runs: list[Run]) -> str:
    out = ["# Conformance: runs side by side", ""]
    out.append("| scenario | " + " | ".join(markdown.text(label(r)) for r in runs) + " |")
    out.append("|---|" + "---|" * len(runs))
    summaries = [run_summary(r) for r in runs]
    out.append("| **passed** | " + " | ".join(str(tally["passed"]) for tally, _ in summaries) + " |")
    for key in ("claimed", "overall"):
        out.append(f"| **compliance, {key}** | " + " | ".join(pct(share[key]) for _, share in summaries) + " |")
    for row in rows(runs):
        out.append(f"| {markdown.code(row.id)} | " + " | ".join(cell(c) for c in row.cells) + " |")
    return "\n".join(out) + "\n"


def render_html(runs: list[Run]) -> str:
    head = "".join(f"<th>{e(label(r))}</th>" for r in runs)
    body = [f"<h1>Conformance: runs side by side</h1><table><tr><th>scenario</th>{head}</tr>"]
    for key in ("claimed", "overall"):
        values = "".join(f'<td class="n">{pct(run_summary(r)[1][key])}</td>' for r in runs)
        body.append(f"<tr><th>compliance, {key}</th>{values}</tr>")
    for row in rows(runs):
        cells = "".join(
            "<td>" + ("" if c is None else chip(c.outcome.value)) + f" {e(cell(c).partition(' ')[2])}</td>"
            for c in row.cells
        )
        body.append(f'<tr><td><code>{e(row.id)}</code><br><span class="meta">{e(row.title)}</span></td>')
        body.append(cells + "</tr>")
    body.append("</table>")
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
        f"<title>Conformance: runs side by side</title><style>{STYLE}</style></head>"
        "<body><main>\n" + "\n".join(body) + "\n</main></body></html>\n"
    )
