"""A player's view of a Sweet Lands state (SL-1.8.1; protocol §4 gives its shape)."""

from __future__ import annotations

from typing import Any

from rulecore import wire

HIDDEN_FIELDS = ("rng", "stack", "deck")
"""Left out of player views: the generator (it foretells shuffles), the stack (frames may hold cards), the deck."""


def player_view(state: dict[str, Any], seat: int) -> dict[str, Any]:
    """What `seat` may see: own hand, others' hands and the deck as counts, everything open as it is.

    `cards` keeps only the ids that appear elsewhere in the view, so it never names a
    card the viewer cannot see (one in another hand, in the deck, or held by a frame).
    """
    view = {k: v for k, v in state.items() if k not in HIDDEN_FIELDS and k != "cards"}
    view["viewer"] = seat
    view["deck_size"] = len(state["deck"])
    players = []
    for player in state["players"]:
        shown = {k: v for k, v in player.items() if k != "hand" or player["seat"] == seat}
        shown["hand_size"] = len(player["hand"])
        players.append(shown)
    view["players"] = players
    if state.get("solo") is not None:
        # The solo decks lie face down (SL-26.2.3): their order is shown as a count, like the citizen deck's.
        view["solo"] = {**state["solo"], "decks": {k: len(v) for k, v in state["solo"]["decks"].items()}}
    seen = wire.strings(view)
    view["cards"] = {card: kind for card, kind in state["cards"].items() if card in seen}
    return view
