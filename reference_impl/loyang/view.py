"""A player's view of a Loyang state (decisions.md L6, errata E-32).

Hidden: other players' hands and dealt introductory cards, the draw pile and every
Field pile (shown as their sizes), the cards another player's Helper looks at
(shown as their number), and the generator's state. Everything else is open, the
rest of the stack included (a Two-pack's cards are shown to all, LY-7.4.5). A
scenario's own card definitions keep only the cards the view shows.
"""

from __future__ import annotations

from typing import Any

from rulecore import wire

HIDDEN_FIELDS = ("rng", "draw_pile")


def player_view(state: dict[str, Any], seat: int) -> dict[str, Any]:
    view = {k: v for k, v in state.items() if k not in HIDDEN_FIELDS and k != "components"}
    view["viewer"] = seat
    view["draw_pile_size"] = len(state["draw_pile"])
    players = []
    for player in state["players"]:
        shown = {k: v for k, v in player.items() if k != "field_pile" and (k != "hand" or player["seat"] == seat)}
        shown["hand_size"] = len(player["hand"])
        shown["field_pile_size"] = len(player["field_pile"])
        if "dealt" in player and player["seat"] != seat:
            del shown["dealt"]  # another player's dealt card is shown only as present (L6.1, LY-14.1.4)
            shown["holds_dealt"] = True
        players.append(shown)
    view["players"] = players
    view["stack"] = [_frame_view(frame, seat) for frame in state["stack"]]
    seen = wire.strings(view)
    view["components"] = {
        table: [item for item in items if table != "action_cards" or item["id"] in seen]
        for table, items in state["components"].items()
    }
    return view


LOOKING = ("helper_effect", "helper_option")


def _frame_view(frame: dict[str, Any], seat: int) -> dict[str, Any]:
    """A frame as `seat` sees it: the cards another player's Helper looks at show only as their number (L6.3),
    0 included, so every such frame has the same fields whatever the Helper does (Go engine SPEC-GAPS G-4)."""
    if frame["kind"] not in LOOKING or frame["player"] == seat:
        return frame
    return {**frame, "cards": [], "cards_size": len(frame["cards"])}
