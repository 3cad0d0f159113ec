"""Which version of each game's spec an engine follows and the suite judges by, in one line for every report."""

from __future__ import annotations

from typing import Any


def spec_versions(suite: dict[str, Any], hello: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(game, the engine's spec version, the suite's spec version) for each game the engine claims."""
    judged = suite.get("spec_versions", {}) if isinstance(suite.get("spec_versions"), dict) else {}
    claimed = hello.get("games", {}) if isinstance(hello.get("games"), dict) else {}
    out = []
    for game, entry in claimed.items():
        engine_version = entry.get("spec_version", "?") if isinstance(entry, dict) else "?"
        out.append((str(game), str(engine_version), str(judged.get(game, "?"))))
    return out


def versions_text(suite: dict[str, Any], hello: dict[str, Any]) -> str:
    """`<game>: engine spec 0.2.0, judged by 0.2.0; ...`, or a question mark when the engine claims no game."""
    parts = [f"{game}: engine spec {mine}, judged by {theirs}" for game, mine, theirs in spec_versions(suite, hello)]
    return "; ".join(parts) or "?"


def games_title(hello: dict[str, Any]) -> str:
    """The games an engine claims, for a report's title (`<game> and <game>`)."""
    claimed = [str(g) for g in hello.get("games", {})] if isinstance(hello.get("games"), dict) else []
    return " and ".join(claimed) or "no game"
