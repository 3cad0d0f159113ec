"""The published record of a session: what `conformance/games/strength.py` reads for the site and the reports.

Every drawn mutant is listed with its outcome, the first scenario that failed it, the rules it touches and its
diff, together with the commit, the date, the seed, the operators, the population and the hashes that tell a
reader later whether the figure is still current. A recheck (the survivors run again after new scenarios) keeps
every other outcome, since a scenario added cannot let a killed mutant live, and appends itself to `runs`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson

from .session import Session


def from_session(session: Session, runs: list[dict[str, Any]]) -> dict[str, Any]:
    plan = session.plan()
    done = session.done()
    missing = [m["key"] for m in plan["mutants"] if m["key"] not in done]
    if missing:
        raise ValueError(f"{len(missing)} mutants of the session are not tried yet: resume the run first")
    mutants = [
        {**m, "outcome": done[m["key"]]["outcome"], "killed_by": done[m["key"]]["killed_by"]} for m in plan["mutants"]
    ]
    return {
        "game": plan["game"],
        "commit": plan["commit"],
        "date": plan["date"],
        "tool": plan["tool"],
        "command": plan["command"],
        "seed": plan["seed"],
        "population": plan["population"],
        "population_by_module": plan["population_by_module"],
        "not_programs_skipped": plan["not_programs"],
        "operators": sorted({m["operator"] for m in mutants}),
        "modules": plan["modules"],
        "steps": plan.get("steps", []),
        "digests": plan["digests"],
        "runs": runs,
        "mutants": mutants,
    }


def merge_recheck(published: dict[str, Any], session: Session, run: dict[str, Any]) -> dict[str, Any]:
    """The published record with the rechecked survivors' new outcomes, the run added, and the commit, date and
    suite hash of the recheck: the figure now describes that suite (the engine's code is the same, or the
    recheck would have been refused)."""
    done = session.done()
    plan = session.plan()
    mutants = [
        {**m, "outcome": done[m["key"]]["outcome"], "killed_by": done[m["key"]]["killed_by"]} if m["key"] in done else m
        for m in published["mutants"]
    ]
    return {
        **published,
        "commit": plan["commit"],
        "date": plan["date"],
        "steps": plan["steps"],
        "digests": plan["digests"],
        "runs": [*published["runs"], run],
        "mutants": mutants,
    }


def write(path: Path, record: dict[str, Any]) -> None:
    path.write_bytes(orjson.dumps(record, option=orjson.OPT_INDENT_2) + b"\n")
