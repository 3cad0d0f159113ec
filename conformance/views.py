"""Checks on player views (protocol feature `view`): what one player may see, and nothing more.

SL-1.8.1: the cards in a hand are hidden from the other players, the order of the
citizen deck (and in a solo game of the solo decks, SL-26.2.3) from everyone. A
view therefore must not contain, anywhere, the id of a card in another player's
hand or in the deck, nor the random generator's state (from which future shuffles
follow). It must still show the viewer's own hand and the counts of everything
hidden (spec/protocol.md §4 gives the exact shape).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def _strings(value: Any) -> Iterator[str]:
    """Every string in a JSON document, object keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def secrets(state: dict[str, Any], seat: int) -> dict[str, str]:
    """What player `seat` must not see: each hidden string -> where it is hidden."""
    hidden = dict.fromkeys(state.get("deck", []), "the deck")
    for player in state.get("players", []):
        if player["seat"] != seat:
            hidden.update(dict.fromkeys(player.get("hand", []), f"player {player['seat']}'s hand"))
    if state.get("rng"):
        hidden[state["rng"]] = "the random generator's state"
    return hidden


def leaks(state: dict[str, Any], view: dict[str, Any], seat: int) -> list[str]:
    """Each secret of `state` that player `seat`'s `view` reveals, in words (empty when none)."""
    hidden = secrets(state, seat)
    # Cards first: they are what a player would notice; the generator's state is subtler.
    shown = sorted({s for s in _strings(view) if s in hidden}, key=lambda s: (hidden[s].startswith("the random"), s))
    return [f"{secret!r} from {hidden[secret]}" for secret in shown]


def shape_problems(state: dict[str, Any], view: dict[str, Any], seat: int) -> list[str]:
    """Where the view fails to show what the player may see (their hand, the counts of the rest)."""
    found = [f"{name!r} is left out of a view" for name in ("rng", "stack", "deck") if name in view]
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
