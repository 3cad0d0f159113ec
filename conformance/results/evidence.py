"""What a failed scenario leaves behind for its report: the step, expected vs actual, a state diff.

The step definitions keep the state from just before the last action and the
state after it in `Table.notes` (`before`, `after`); when a step fails, the
plugin turns those into a readable diff of the state JSON, so a report shows what
the engine changed instead of only that something was wrong.
"""

from __future__ import annotations

import difflib
import json
from typing import Any

from .outcomes import Evidence

MAX_CHANGES = 200
DIFF_CONTEXT = 3

REFUSAL_CHANGED = "The refused action changed the state (expected: no change)"
LAST_ACTION = "What the last action changed"


def _pointer(path: list[str | int]) -> str:
    return "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in path)


def changes(before: Any, after: Any, path: list[str | int] | None = None) -> list[dict[str, Any]]:
    """Every JSON pointer where `after` differs from `before`, with both values (absent: omitted)."""
    here = path or []
    if isinstance(before, dict) and isinstance(after, dict):
        found: list[dict[str, Any]] = []
        for key in sorted(before.keys() | after.keys()):
            if key not in after:
                found.append({"path": _pointer([*here, key]), "before": before[key]})
            elif key not in before:
                found.append({"path": _pointer([*here, key]), "after": after[key]})
            else:
                found += changes(before[key], after[key], [*here, key])
        return found
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        found = []
        for i, (b, a) in enumerate(zip(before, after, strict=True)):
            found += changes(b, a, [*here, i])
        return found
    if before == after and type(before) is type(after):
        return []
    return [{"path": _pointer(here), "before": before, "after": after}]


def unified(before: Any, after: Any, before_name: str = "before", after_name: str = "after") -> str:
    """A unified diff of the two documents pretty-printed with sorted keys ("" when equal)."""
    a = json.dumps(before, indent=2, sort_keys=True).splitlines()
    b = json.dumps(after, indent=2, sort_keys=True).splitlines()
    return "\n".join(difflib.unified_diff(a, b, before_name, after_name, n=DIFF_CONTEXT, lineterm=""))


def first_line(text: str) -> str:
    return text.strip().splitlines()[0] if text.strip() else ""


def gather(step: str, exception: BaseException, notes: dict[str, Any] | None, given: Any = None) -> Evidence:
    """Evidence for a step that raised `exception`, from the scenario table's notes (if it had a table)."""
    evidence = Evidence(step=step, expected=step, actual=first_line(str(exception)) or type(exception).__name__)
    if isinstance(given, dict):
        evidence.given_state = given
    notes = notes or {}
    before, after = notes.get("before"), notes.get("after")
    if isinstance(before, dict) and isinstance(after, dict) and before != after:
        refused = notes.get("unchanged") is False
        evidence.diff_title = REFUSAL_CHANGED if refused else LAST_ACTION
        evidence.diff = unified(before, after, "state before the action", "state after it")
        evidence.changes = changes(before, after)[:MAX_CHANGES]
    return evidence
