"""Made-up mutation records, shaped as `tools/mutation.py` writes them, for the readers of a record.

The site's page, the home page's lines and the compliance reports are tested on these rather than on a real
run (which takes hours and changes with every measurement). A record made `current` carries the hashes of the
scenarios and engine code of this checkout, so `conformance.games.strength` reads it as current; otherwise its
scenarios' hash is made up and the record reads as out of date.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import yaml

from conformance.games import strength
from rulecore.registry import GameInfo

MODULES = ["reference_impl/loyang/turn.py", "reference_impl/loyang/market.py", "reference_impl/machine.py"]


def mutant(
    key: str,
    chapter: str,
    outcome: str,
    rules: tuple[str, ...] = (),
    *,
    module: str = "reference_impl/loyang/turn.py",
    line: int = 10,
    diff: str = "- if spent < limit:\n+ if spent <= limit:",
) -> dict[str, Any]:
    """One mutant of a record: `outcome` is killed, survived, timeout or incompetent."""
    return {
        "key": key,
        "module": module,
        "line": line,
        "function": "take_turn",
        "operator": "core/ReplaceComparisonOperator_Lt_LtE",
        "occurrence": 0,
        "chapter": chapter,
        "rules": list(rules),
        "diff": diff,
        "outcome": outcome,
        "killed_by": "loyang/07-action-phase/a-turn" if outcome == "killed" else "",
    }


def record(
    info: GameInfo, mutants: list[dict[str, Any]], *, current: bool = True, modules: list[str] | None = None
) -> dict[str, Any]:
    """A whole record of `mutants` drawn from a population of 1,234 with seed 7, on 7 December 2026."""
    modules = modules or MODULES
    return {
        "game": info.id,
        "commit": "abc1234",
        "date": "2026-12-07",
        "tool": "cosmic-ray 8.7.0",
        "command": f"python tools/mutation.py run --game {info.id} --sample {len(mutants)} --seed 7",
        "seed": 7,
        "population": 1234,
        "population_by_module": {module: 1234 // len(modules) for module in modules},
        "not_programs_skipped": 2,
        "operators": sorted({m["operator"] for m in mutants}),
        "modules": modules,
        "digests": {
            "suite": strength.suite_digest(info) if current else "0" * 64,
            "code": strength.code_digest(modules),
        },
        "runs": [
            {
                "what": "draw",
                "commit": "abc1234",
                "date": "2026-12-07",
                "mutants": len(mutants),
                "workers": 2,
                "cluster": "local",
                "per_minute": 14.5,
            }
        ],
        "mutants": mutants,
    }


def write(folder: Path, data: dict[str, Any], equivalent: dict[str, str] | None = None) -> Path:
    """The record (and the reviewers' triage, when given) written into `folder` as a game's plugin keeps them."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / strength.RESULTS
    path.write_bytes(orjson.dumps(data, option=orjson.OPT_INDENT_2))
    if equivalent is not None:
        (folder / strength.TRIAGE).write_text(yaml.safe_dump({"equivalent": equivalent}), encoding="utf-8")
    return path
