"""When free actions may be taken: only as answers to the player's own `turn` decision (chapter 18).

Every other decision refuses a free action; `free_action_refused` names the rule
that forbids it at that moment, and `Game.apply` cites it whatever decision is
pending (the `OUT_OF_PLACE` checks), instead of the generic "not one of the answers".
"""

from __future__ import annotations

from typing import Any

from .game import OUT_OF_PLACE, Game

FREE_ACTIONS = frozenset(
    {
        "build",
        "buy_card",
        "buy_basic",
        "sell_basic",
        "trade_basic",
        "return_disc",
        "discard_for_basic",
        "claim_milestone",
        "place_clock_tower",
        "character_action",
    }
)
"""The action types of the free actions of chapter 18 (decisions.md D3.2)."""


def free_action_refused(game: Game, action: dict[str, Any]) -> tuple[str, str] | None:
    """The rule a free action breaks when the pending decision is not a `turn`, or None if it is no free action."""
    if action.get("type") not in FREE_ACTIONS:
        return None
    top = game.state.pending
    kind = top["kind"] if top else None
    if kind == "turn":
        return None
    phase = game.state.phase
    if phase == "income":
        return "SL-5.6.2", "no free action may be taken during the income phase"
    if phase == "cleanup":
        return "SL-18.4.1", "no free action may be taken during the cleanup phase"
    if kind == "move_round_aid":
        return "SL-17.4.1", "a player who has passed takes no free action after the pass"
    if phase == "action":
        return "SL-18.4.2", "a free action cannot interrupt the action being resolved"
    return "SL-18.1.1", "free actions are taken only during the player's own turn in the action phase"


OUT_OF_PLACE.append(free_action_refused)
