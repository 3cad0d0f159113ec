"""What a Sweet Lands player may see (SL-1.8.1): the hidden strings and the shape of a view (protocol §4)."""

from __future__ import annotations

from typing import Any


def secrets(state: dict[str, Any], seat: int) -> dict[str, str]:
    """What player `seat` must not see: each hidden string -> where it is hidden."""
    hidden = dict.fromkeys(state.get("deck", []), "the deck")
    for player in state.get("players", []):
        if player["seat"] != seat:
            hidden.update(dict.fromkeys(player.get("hand", []), f"player {player['seat']}'s hand"))
    if state.get("rng"):
        hidden[state["rng"]] = "the random generator's state"
    return hidden


def shape_problems(state: dict[str, Any], view: dict[str, Any], seat: int) -> list[str]:
    """Where the view fails to show what the player may see (their hand, the counts of the rest)."""
    found = []
    if view.get("viewer") != seat:
        found.append(f"viewer is {view.get('viewer')!r}, not {seat}")
    if view.get("deck_size") != len(state["deck"]):
        found.append(f"deck_size is {view.get('deck_size')!r}, the deck holds {len(state['deck'])}")
    players = view.get("players", [])
    if len(players) != len(state["players"]):
        return [*found, "the view does not list every player"]
    for mine, theirs in zip(players, state["players"], strict=True):
        if mine.get("hand_size") != len(theirs["hand"]):
            found.append(f"player {theirs['seat']}'s hand_size is {mine.get('hand_size')!r}")
        if theirs["seat"] == seat and sorted(mine.get("hand", [])) != sorted(theirs["hand"]):
            found.append("the viewer's own hand is not shown as it is")
    if view.get("discard") != state["discard"]:
        found.append("the discard pile is open information and must be shown as it is")
    solo = state.get("solo")
    if solo:
        # The solo decks lie face down (SL-26.2.3): a view gives their sizes, never their order.
        sizes = {name: len(cards) for name, cards in solo["decks"].items()}
        shown = view.get("solo")
        if not isinstance(shown, dict) or shown.get("decks") != sizes:
            found.append(f"the solo decks lie face down: a view shows them as their sizes {sizes}")
    return found
