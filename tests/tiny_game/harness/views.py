"""What a Pig player may see (decisions.md P5): everything but the generator's state."""

from __future__ import annotations

from typing import Any


def secrets(state: dict[str, Any], seat: int) -> dict[str, str]:
    return {state["rng"]: "the random generator's state"} if state.get("rng") else {}


def shape_problems(state: dict[str, Any], view: dict[str, Any], seat: int) -> list[str]:
    found = [] if view.get("viewer") == seat else [f"viewer is {view.get('viewer')!r}, not {seat}"]
    for name in ("players", "turn_total", "round", "stack"):
        if view.get(name) != state[name]:
            found.append(f"{name} is open information and must be shown as it is")
    return found
