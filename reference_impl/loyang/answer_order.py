"""The order in which each decision lists its answer types (game.settle_answer_order).

Order carries no meaning in a legal list (spec/protocol.md), but the reference gives one fixed
order so that a seeded random game replays the same on every version. These are the orders the
engine listed when the table was written down; a new answer type goes where it reads best.
A decision with a `listing` of its own (helper_option) orders its answers there and is not in this table.
"""

from __future__ import annotations

ANSWER_ORDER: dict[str, tuple[str, ...]] = {
    "pay": ("pay", "sell", "take_loan", "use_helper", "discard_helper"),
    "distribution_turn": ("add_to_courtyard", "take", "turn_up", "take_reserved", "discard_helper"),
    "distribution_forced": ("play_hand", "discard_helper"),
    "choose_partner": ("choose_partner", "discard_helper"),
    "turn": (
        "buy",
        "sell",
        "take_loan",
        "end_turn",
        "deliver_regular",
        "serve_casual",
        "upgrade_storehouse",
        "plant",
        "use_helper",
        "discard_helper",
        "trade",
        "buy_two_pack",
    ),
    "store": ("sell", "discard", "upgrade_storehouse", "take_loan", "discard_helper"),
    "path_step": ("path_step", "take_loan", "stop", "discard_helper"),
    "helper_window": ("use_helper", "done", "discard_helper"),
    "first_planting": ("first_plant", "take_loan", "discard_helper"),
    "solo_card_phase": ("take_grid", "sell", "take_loan", "discard_helper"),
    "two_pack_keep": ("keep",),
    "two_pack_stack": ("stack",),
}
