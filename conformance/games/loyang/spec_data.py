"""The spec's component files as the harness reads them (only their sourced values are ever checked)."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from rulecore.registry import info


@cache
def spec_items(name: str) -> tuple[dict[str, Any], ...]:
    """The items of one of spec/loyang/components/*.json."""
    path = info("loyang").spec_dir / "components" / f"{name}.json"
    items: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["items"]
    return tuple(items)
