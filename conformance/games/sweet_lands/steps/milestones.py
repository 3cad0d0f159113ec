"""Milestone tiles as a scenario lays them out: which lie beside the board, on which side, and their conditions
in words (`3 cards played`, `2 shortcake tags`, `6 counting 2 per card played`)."""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import given, parsers

from conformance.games.sweet_lands.steps.board import component
from conformance.games.sweet_lands.steps.table import Table
from conformance.games.sweet_lands.steps.tracks import rows


@given(parsers.parse("the milestone tiles beside the board are:"))
def milestone_tiles(table: Table, datatable: list[list[str]]) -> None:
    """Columns: tile, side a, side b, face up, taken by."""
    items = component(table, "milestones")
    laid = table.builder.state["milestones"]
    for row in rows(datatable):
        sides = {s: {"condition": milestone_condition(row[f"side {s}"])} for s in ("a", "b")}
        items.append({"id": row["tile"], "sides": sides, "vp": 10})
        taken = row.get("taken by", "")
        laid.append({"id": row["tile"], "side": row["face up"], "taken_by": int(taken) if taken else None})


@given(parsers.parse("milestone tile {tile} lies beside the board with side {side} up"))
def printed_milestone(table: Table, tile: str, side: str) -> None:
    table.builder.state["milestones"].append({"id": tile, "side": side, "taken_by": None})


def milestone_condition(text: str) -> dict[str, Any]:
    """`3 cards played`, `2 shortcake tags`, `8 gold income`, `5 victory points`; `3 counting 1 per 2 cards
    played` (a count in groups of 2) and `6 counting 2 per card played` (each card counting 2)."""
    m = re.fullmatch(r"(\d+) (\w+) tags?", text.strip())
    if m:
        return {"has_tag": {"tag": m[2], "count": int(m[1])}}
    m = re.fullmatch(r"(\d+) counting (\d+) per (?:(\d+) )?cards? played", text.strip())
    if m:
        count: dict[str, Any] = {"count": "cards_played"}
        if m[3]:
            count["per"] = int(m[3])
        if int(m[2]) != 1:
            count["times"] = int(m[2])
        return {"at_least": [count, int(m[1])]}
    m = re.fullmatch(r"(\d+) (.+)", text.strip())
    assert m, f"cannot read the condition {text!r}"
    words = {
        "cards played": {"count": "cards_played"},
        "gold income": {"count": "income", "param": "gold"},
        "victory points": {"count": "vp_total"},
        "automated cards": {"count": "automated_cards"},
        "skill tiles": {"count": "skill_tiles"},
    }
    return {"at_least": [words[m[2]], int(m[1])]}
