"""The At the Gates of Loyang rules, as a decision-stack machine over a JSON-compatible state.

Importing the package registers every frame kind: each module adds its automatic
steps and decisions (or its answers to the `turn` decision) to the machine in game.py;
then the Helper discard joins every decision that offers it (helpers.offer_discard),
and each decision's answers are put in the order answer_order.py gives, not the order
the modules happened to be imported in.
"""

from __future__ import annotations

from . import (
    card_phase,
    customers,
    end_of_turn,
    harvest,
    helper_effects,
    helper_timing,
    helpers,
    introductory,
    market,
    payments,
    planting,
    rounds,
    setup,
    solo,
    turn,
    two_pack,
)
from .answer_order import ANSWER_ORDER
from .game import Game, settle_answer_order

helpers.offer_discard()
settle_answer_order(ANSWER_ORDER)

__all__ = [
    "Game",
    "card_phase",
    "customers",
    "end_of_turn",
    "harvest",
    "helper_effects",
    "helper_timing",
    "helpers",
    "introductory",
    "market",
    "payments",
    "planting",
    "rounds",
    "setup",
    "solo",
    "turn",
    "two_pack",
]
