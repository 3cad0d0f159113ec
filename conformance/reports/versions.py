"""Which version of each game's spec an engine follows and the suite judges by, in one line for every report."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def spec_versions(
    suite: dict[str, Any], hello: dict[str, Any], ran: Sequence[str] | None = None
) -> list[tuple[str, str, str]]:
    """(game, the engine's spec version, the suite's spec version) for each game the engine claims.

    With `ran` (the games a run judged), only those: a `--game` run reports on its game alone.
    """
    judged = suite.get("spec_versions", {}) if isinstance(suite.get("spec_versions"), dict) else {}
    claimed = hello.get("games", {}) if isinstance(hello.get("games"), dict) else {}
    out = []
    for game, entry in claimed.items():
        if ran and game not in ran:
            continue
        engine_version = entry.get("spec_version", "?") if isinstance(entry, dict) else "?"
        out.append((str(game), str(engine_version), str(judged.get(game, "?"))))
    return out


def versions_text(suite: dict[str, Any], hello: dict[str, Any], ran: Sequence[str] | None = None) -> str:
    """`<game>: engine spec 0.2.0, judged by 0.2.0; ...`, or a question mark when the engine claims no game."""
    rows = spec_versions(suite, hello, ran)
    parts = [f"{game}: engine spec {mine}, judged by {theirs}" for game, mine, theirs in rows]
    return "; ".join(parts) or "?"


def games_title(hello: dict[str, Any], ran: Sequence[str] | None = None) -> str:
    """The games of a report's title (`<game> and <game>`): those the run judged, else those the engine claims.

    A run with `--game` judges one game of an engine that may claim more; its report is about that game.
    """
    claimed = [str(g) for g in hello.get("games", {})] if isinstance(hello.get("games"), dict) else []
    shown = [g for g in claimed if g in ran] if ran else claimed
    return " and ".join(shown or list(ran or ())) or "no game"
