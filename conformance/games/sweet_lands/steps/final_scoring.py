"""Steps for final scoring: totals, items, ranks and the final scoring tiles (chapter 22)."""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import given, parsers, then

from conformance.games.sweet_lands.steps.table import Table
from conformance.games.sweet_lands.steps.words import ELEMENTS, ITEMS, put, scenario_table, scores, spec_items

# -- Then: final scoring ---------------------------------------------------------------------------


def final(table: Table) -> dict[int, dict[str, Any]]:
    found: dict[int, dict[str, Any]] | None = table.notes.get("scores")
    return found if found is not None else scores(table)


@then(parsers.parse("player {seat:d}'s final score is {total:d}"))
def check_total(table: Table, seat: int, total: int) -> None:
    entry = final(table)[seat]
    assert entry["total"] == total, f"player {seat}'s final score is {entry['total']}: {entry['items']}"
    assert entry["total"] == sum(entry["items"].values()), "the total is not the sum of the items"


@then(parsers.parse("player {seat:d}'s final score counts {points:d} VP for {item}"))
def check_item(table: Table, seat: int, points: int, item: str) -> None:
    entry = final(table)[seat]
    have = entry["items"].get(ITEMS[item])
    assert have == points, f"player {seat} scores {have} for {item}: {entry['items']}"


@then(parsers.parse("players {a:d} and {b:d} have the same final score"))
def same_total(table: Table, a: int, b: int) -> None:
    scored = final(table)
    assert scored[a]["total"] == scored[b]["total"], (scored[a], scored[b])


@then(parsers.parse("player {seat:d} wins"))
def wins(table: Table, seat: int) -> None:
    ranks = {s: e["rank"] for s, e in final(table).items()}
    assert ranks[seat] == 1 and list(ranks.values()).count(1) == 1, f"the ranks are {ranks}"


@then(parsers.parse("players {seats} share the victory"))
def share(table: Table, seats: str) -> None:
    ranks = {s: e["rank"] for s, e in final(table).items()}
    winners = sorted(s for s, r in ranks.items() if r == 1)
    assert winners == sorted(int(s) for s in re.findall(r"\d+", seats)), f"the ranks are {ranks}"


@then(parsers.parse("player {seat:d} is placed {place:d}"))
def placed(table: Table, seat: int, place: int) -> None:
    ranks = {s: e["rank"] for s, e in final(table).items()}
    assert ranks[seat] == place, f"the ranks are {ranks}"


@given(parsers.parse("the final scoring tile comparing {element} is in play, with a neutral score of {neutral:d}"))
def final_tile(table: Table, element: str, neutral: int) -> None:
    """The spec's tile for that element, with the neutral score the scenario fixes (it is printed only)."""
    found = next(t for t in spec_items("final_scoring_tiles") if t["element"] == {"count": ELEMENTS[element]})
    tile = {"id": found["id"], "element": found["element"], "neutral": neutral, "source": "ruling"}
    put(scenario_table(table, "final_scoring_tiles"), tile)
    table.builder.state["final_scoring"].append(found["id"])
