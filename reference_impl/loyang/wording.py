"""The player words a refusal is written in: what an answer does and at which moment it was given.

A refused answer cites the rule that forbids it (`rule`); its message is for the person
at the table, so an answer given at the wrong moment reads "Taking a Loan is not open to
player 0 while choosing which cards of a Two-pack to keep", not the answer's type and the
decision's kind.
"""

from __future__ import annotations

from typing import Any

ANSWERS = {
    "add_to_courtyard": "putting a card into the Courtyard",
    "buy": "buying a vegetable",
    "buy_two_pack": "buying a Two-pack",
    "choose": "choosing one of a Helper's options",
    "choose_partner": "choosing a partner",
    "choose_player": "choosing the player a Helper reaches",
    "deliver_regular": "delivering to a Regular customer",
    "discard": "returning a vegetable of the Cart to the supply",
    "discard_helper": "discarding a Helper",
    "done": "finishing with the Helpers",
    "end_turn": "ending the turn",
    "exchange": "exchanging vegetables for a Helper",
    "first_plant": "the first planting",
    "harvest": "harvesting for a Helper",
    "keep": "keeping cards of a Two-pack",
    "path_step": "a step on the Path",
    "pay": "paying what is owed",
    "plant": "planting a field",
    "play_hand": "playing a card of the hand",
    "remove_card": "removing a card for a Helper",
    "sell": "selling a vegetable",
    "serve_casual": "serving a Casual customer",
    "stack": "laying one kept card on the other",
    "stop": "stopping",
    "take": "taking a Courtyard card with a hand card",
    "take_card": "taking a card for a Helper",
    "take_grid": "taking a card of the grid",
    "take_loan": "taking a Loan",
    "take_reserved": "playing the dealt Regular customer",
    "take_vegetable": "taking a vegetable for a Helper",
    "trade": "trading at a Market stall",
    "turn_blue": "turning a Satisfaction marker blue for a Helper",
    "turn_up": "turning up the top card of the draw pile",
    "upgrade_storehouse": "upgrading the Storehouse",
    "use_helper": "using a Helper",
}
"""Each answer type of schemas/loyang/action.schema.json as a player says it."""

MOMENTS = {
    "choose_partner": "while the Starting player chooses a partner",
    "distribution_forced": "while a card of the hand must be played",
    "distribution_turn": "on a Distribution turn",
    "first_planting": "at the first planting",
    "helper_option": "while a Helper's effect resolves",
    "helper_window": "in a Helper window of the Harvest or Card phase",
    "path_step": "at the step on the Path, once the turn is ending",
    "pay": "while a payment is owed",
    "solo_card_phase": "in the solo Card phase",
    "store": "while the Cart does not fit the Storehouse, once the turn is ending",
    "turn": "on their turn",
    "two_pack_keep": "while choosing which cards of a Two-pack to keep",
    "two_pack_stack": "while laying two kept cards one on the other",
}
"""Each decision of decisions.md L3 as the moment a player is at."""


def out_of_moment(kind: str, frame: dict[str, Any]) -> str:
    """'Taking a Loan is not open to player 0 while ...' for an answer of a type the pending decision does not offer."""
    answer = ANSWERS.get(kind, f"the answer {kind!r}")
    moment = MOMENTS.get(frame["kind"], "now")
    return f"{answer[0].upper()}{answer[1:]} is not open to player {frame.get('player')} {moment}"


def not_as_given(kind: str, frame: dict[str, Any]) -> str:
    """For an answer of a type the decision offers whose values are none of the choices open now."""
    answer = ANSWERS.get(kind, f"the answer {kind!r}")
    return f"{answer[0].upper()}{answer[1:]}, as given, is none of the choices open to player {frame.get('player')} now"


def vegetables(mix: dict[str, int], *, zeros: bool = False) -> str:
    """'2 wheat and 1 leek' for a mix of vegetables ('0 bean' too with `zeros`); 'nothing' for an empty one."""
    parts = [f"{n} {k}" for k, n in mix.items() if n or zeros]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"
