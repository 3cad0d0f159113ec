"""What a Loyang player may see (decisions.md L6): the hidden strings and the shape of a view."""

from __future__ import annotations

from typing import Any


def secrets(state: dict[str, Any], seat: int) -> dict[str, str]:
    """What player `seat` must not see: each hidden string -> where it is hidden.

    The Field piles' order is hidden, not their contents (every player's pile holds
    the same fields), so a view that shows their sizes hides them; no string of
    theirs is a secret.
    """
    hidden = dict.fromkeys(state.get("draw_pile", []), "the draw pile")
    for player in state.get("players", []):
        if player["seat"] != seat:
            hidden.update(dict.fromkeys(player.get("hand", []), f"player {player['seat']}'s hand"))
    if state.get("rng"):
        hidden[state["rng"]] = "the random generator's state"
    return hidden


def shape_problems(state: dict[str, Any], view: dict[str, Any], seat: int) -> list[str]:
    """Where the view fails to show what the player may see."""
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
        for open_field in ("cash", "loans", "path", "cart", "storehouse", "shop", "fields", "play_area"):
            if mine.get(open_field) != theirs[open_field]:
                found.append(f"{who}'s {open_field} is open information and must be shown as it is")
    for pile in ("discard_pile", "courtyard"):
        if view.get(pile) != state[pile]:
            found.append(f"the {pile} is open information and must be shown as it is")
    return found
