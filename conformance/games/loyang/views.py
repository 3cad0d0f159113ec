"""What a Loyang player may see (decisions.md L6): the hidden strings and the shape of a view.

Hidden from player `seat`: the other players' hands (shown as their sizes), the
draw pile (its size), every Field pile (its size) and the generator's state. A
hand or draw pile card has an id no open place holds, so its id is a secret string
(`secrets`). A Field pile is different: every player's pile is made of the same
printed fields and the fields table is open, so what is left in it can be worked
out; only its order is hidden, which `shape_problems` checks as a list in the view.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

OPEN_FIELDS = ("cash", "loans", "path", "cart", "storehouse", "shop", "fields", "play_area")
"""A player's fields every view shows as they are (decisions.md L6.2)."""


def secrets(state: dict[str, Any], seat: int) -> dict[str, str]:
    """What player `seat` must not see: each hidden string -> where it is hidden."""
    hidden = dict.fromkeys(state.get("draw_pile", []), "the draw pile")
    for player in state.get("players", []):
        if player["seat"] != seat:
            hidden.update(dict.fromkeys(player.get("hand", []), f"player {player['seat']}'s hand"))
            for frame in state.get("stack", []):
                if frame["kind"] in ("helper_effect", "helper_option") and frame["player"] == player["seat"]:
                    hidden.update(dict.fromkeys(frame["cards"], f"the cards player {player['seat']}'s Helper looks at"))
            if player.get("dealt"):
                hidden[player["dealt"]] = f"player {player['seat']}'s dealt Regular customer"
    if state.get("rng"):
        hidden[state["rng"]] = "the random generator's state"
    return hidden


def _lists(value: Any) -> Iterator[list[Any]]:
    """Every list in a JSON document."""
    if isinstance(value, list):
        yield value
        for item in value:
            yield from _lists(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _lists(item)


def _orders(state: dict[str, Any], view: dict[str, Any]) -> list[str]:
    """A face-down pile of two cards or more whose order shows in the view as a list."""
    piles = {f"player {p['seat']}'s Field pile": p["field_pile"] for p in state["players"]}
    piles["the draw pile"] = state["draw_pile"]
    shown = [tuple(x) for x in _lists(view) if len(x) > 1 and all(isinstance(i, str) for i in x)]
    return [
        f"the order of {name} is face down: the view lists it"
        for name, pile in piles.items()
        if len(pile) > 1 and tuple(pile) in shown
    ]


def shape_problems(state: dict[str, Any], view: dict[str, Any], seat: int) -> list[str]:
    """Where the view fails to show what the player may see, or shows a face-down pile's order."""
    found = []
    if view.get("viewer") != seat:
        found.append(f"viewer is {view.get('viewer')!r}, not {seat}")
    if view.get("draw_pile_size") != len(state["draw_pile"]):
        found.append(f"draw_pile_size is {view.get('draw_pile_size')!r}; the draw pile holds {len(state['draw_pile'])}")
    players = view.get("players", [])
    if len(players) != len(state["players"]):
        return [*found, "the view does not list every player"]
    for mine, theirs in zip(players, state["players"], strict=True):
        who = f"player {theirs['seat']}"
        if mine.get("hand_size") != len(theirs["hand"]):
            found.append(f"{who}'s hand_size is {mine.get('hand_size')!r}")
        if mine.get("field_pile_size") != len(theirs["field_pile"]):
            found.append(f"{who}'s field_pile_size is {mine.get('field_pile_size')!r}")
        if "field_pile" in mine:
            found.append(f"{who}'s Field pile lies face down: a view gives its size, never its order")
        if theirs["seat"] == seat and mine.get("hand") != theirs["hand"]:
            found.append("the viewer's own hand is not shown as it is")
        if theirs["seat"] != seat and mine.get("hand"):
            found.append(f"{who}'s hand is hidden from player {seat}: a view gives its size")
        for open_field in OPEN_FIELDS:
            if mine.get(open_field) != theirs[open_field]:
                found.append(f"{who}'s {open_field} is open information and must be shown as it is")
    for pile in ("discard_pile", "courtyard"):
        if view.get(pile) != state[pile]:
            found.append(f"the {pile} is open information and must be shown as it is")
    looked_at = ("helper_effect", "helper_option")
    stack = [
        {**f, "cards": [], "cards_size": len(f["cards"])} if f["kind"] in looked_at and f["player"] != seat else f
        for f in state["stack"]
    ]
    if view.get("stack") != stack:
        found.append(
            "the decision stack is open and must be shown as it is, but for the cards another player's Helper"
            " looks at, given as their number"
        )
    return found + _orders(state, view)
