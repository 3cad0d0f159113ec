"""Checks on player views (protocol feature `view`): what one player may see, and nothing more.

A view must not contain, anywhere, a string the game hides from that player
(its plugin's `view_secrets`: cards in other hands, the order of a face-down
deck, the random generator's state), and must still show what the player may
see (its plugin's `view_problems`). Each game's spec says which is which.
"""

from __future__ import annotations

from typing import Any

from rulecore import wire

from ..games import GamePlugin


def leaks(state: dict[str, Any], view: dict[str, Any], seat: int, game: GamePlugin) -> list[str]:
    """Each secret of `state` that player `seat`'s `view` reveals, in words (empty when none)."""
    hidden = game.view_secrets(state, seat)
    # Cards first: they are what a player would notice; the generator's state is subtler.
    shown = sorted(
        {s for s in wire.strings(view) if s in hidden}, key=lambda s: (hidden[s].startswith("the random"), s)
    )
    return [f"{secret!r} from {hidden[secret]}" for secret in shown]


def problems(state: dict[str, Any], view: dict[str, Any], seat: int, game: GamePlugin) -> list[str]:
    """Everything wrong with a view: the secrets it leaks, then what it fails to show."""
    shown = [f"the view shows {leak}" for leak in leaks(state, view, seat, game)]
    hidden = [f"{name!r} is left out of a view" for name in game.hidden_fields if name in view]
    return [*shown, *hidden, *game.view_problems(state, view, seat)]
