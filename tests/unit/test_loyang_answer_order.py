"""Loyang lists each decision's answer types in the order of answer_order.py, whatever order the
modules registered them in (a move of code between modules once reordered every legal list)."""

from __future__ import annotations

import pytest

import reference_impl.loyang  # noqa: F401  (registers every decision)
from reference_impl.loyang.answer_order import ANSWER_ORDER
from reference_impl.loyang.game import DECISIONS, settle_answer_order
from reference_impl.loyang.turn import TURN_ANSWERS


def _orders() -> dict[str, tuple[str, ...]]:
    return {kind: tuple(decision.answers) for kind, decision in DECISIONS.items() if decision.listing is None}


def test_every_decision_lists_its_types_in_the_table_order() -> None:
    assert _orders() == ANSWER_ORDER


def test_types_registered_in_another_order_are_put_back_in_the_table_order() -> None:
    turn = DECISIONS["turn"].answers
    before = dict(turn)
    try:
        shuffled = dict(reversed(list(turn.items())))
        turn.clear()
        turn.update(shuffled)
        settle_answer_order(ANSWER_ORDER)
        assert tuple(turn) == ANSWER_ORDER["turn"]
        assert TURN_ANSWERS is turn, "modules that add turn answers keep the same table"
    finally:
        turn.clear()
        turn.update(before)


@pytest.mark.parametrize(
    "order",
    [
        {**ANSWER_ORDER, "turn": ANSWER_ORDER["turn"][:-1]},
        {**ANSWER_ORDER, "turn": (*ANSWER_ORDER["turn"], "steal")},
        {kind: names for kind, names in ANSWER_ORDER.items() if kind != "store"},
    ],
    ids=["a type left out", "a type not registered", "a decision left out"],
)
def test_a_table_that_does_not_match_what_is_registered_is_refused(order: dict[str, tuple[str, ...]]) -> None:
    with pytest.raises(RuntimeError, match="answer order"):
        settle_answer_order(order)
    assert _orders() == ANSWER_ORDER, "nothing changed"
