"""At the Gates of Loyang on the decision-stack machine (reference_impl/machine.py): its frame table and `Game`.

Each decision kind is a small table of answer types (decisions.md L3): how to list
the answers of that type, how to apply one, and which rule refuses one that is not
legal. The same answer type (a sale, a Loan) appears in several decisions with
the same behaviour, so it is written once and listed where the rules offer it.
Running the stack is the machine's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from reference_impl.errors import IllegalAction
from reference_impl.machine import Frames, Machine
from rulecore import wire

from . import wording
from .content import Content
from .state import Frame, GameState, Player

Action = dict[str, Any]
AutoStep = Callable[["Game", Frame], None]
Options = Callable[["Game", Frame], list[Action]]
Apply = Callable[["Game", Frame, Action], None]
Refuse = Callable[["Game", Frame, Action], tuple[str, str] | None]
"""Why an answer that is not legal is refused: (rule, reason), or None to fall back on the answer's own rule."""

GAME_OVER = "LY-13.1.1"


@dataclass(frozen=True, slots=True)
class Answer:
    """One type of answer: its options in a decision, its effect, and the rule that governs it."""

    options: Options
    apply: Apply
    rule: str
    refuse: Refuse | None = None


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision kind: the answer types it offers, and the rules answers of other types break."""

    answers: dict[str, Answer]
    elsewhere: Callable[[str], str]
    """The rule an answer of another type breaks here, by type (e.g. an action outside one's turn); see `refusing`."""
    listing: Options | None = None
    """Every answer at once, exactly the answers' `options` one type after another, for a decision whose types share
    their work (`helper_option` looks at the effect once, not once per type); None lists type by type."""

    def legal(self, game: Game, frame: Frame) -> list[Action]:
        if self.listing is not None:
            return self.listing(game, frame)
        out: list[Action] = []
        for answer in self.answers.values():
            out += answer.options(game, frame)  # `+=`, not `extend`: no method looked up per type, on every decision
        return out

    def offers(self, game: Game, frame: Frame, action: Action) -> bool:
        """Only the options of the action's own type are listed to judge it."""
        answer = self.answers.get(action["type"])
        return answer is not None and any(wire.same(action, a) for a in answer.options(game, frame) if a == action)

    def apply(self, game: Game, frame: Frame, action: Action) -> None:
        self.answers[action["type"]].apply(game, frame, action)

    def refusal(self, game: Game, frame: Frame, action: Action) -> IllegalAction:
        kind = action["type"]
        answer = self.answers.get(kind)
        if answer is None:
            rule = self.elsewhere(kind)
            return IllegalAction(wording.out_of_moment(kind, frame), rule)
        found = answer.refuse(game, frame, action) if answer.refuse else None
        rule, why = found or (answer.rule, wording.not_as_given(kind, frame))
        return IllegalAction(why, rule)


def refusing(default: str, **by_type: str) -> Callable[[str], str]:
    """The `elsewhere` of a decision: the rule an answer of a type it does not offer breaks, by type.

    A Loan that a decision does not offer always breaks the list of moments a Loan is offered (LY-10.1.4), and
    discarding a Helper in the middle of an action or effect the rule that lists where it is offered (LY-11.1.8).
    """
    rules = {"take_loan": "LY-10.1.4", "discard_helper": "LY-11.1.8", **by_type}
    return lambda kind: rules.get(kind, default)


CHAPTER_8_ANSWERS = ("plant", "buy", "sell", "trade", "use_helper", "deliver_regular", "serve_casual", "buy_two_pack")
"""The answer types that are actions A to H of chapter 8 (decisions.md L4.4)."""


def outside_turn(default: str, **by_type: str) -> Callable[[str], str]:
    """The `elsewhere` of a decision asked outside its player's own turn: an action of chapter 8 it does not offer
    breaks LY-7.3.1 (no such action outside one's turn), any other answer it does not offer the decision's own
    `default` rule (decisions.md L11), unless `by_type` names another."""
    return refusing(default, **{**dict.fromkeys(CHAPTER_8_ANSWERS, "LY-7.3.1"), **by_type})


FRAMES = Frames[Decision]()
AUTO = FRAMES.auto
DECISIONS = FRAMES.decisions
auto = FRAMES.automatic


def settle_answer_order(order: dict[str, tuple[str, ...]]) -> None:
    """Put every decision's answer types in the order `order` names them, once all are registered (a
    decision with a `listing` of its own orders its answers there, and is left alone).

    Modules add answer types to shared decisions (a sale to `turn`, a Helper to `pay`) as they are
    imported, so without this the order of a legal list would follow the order of imports, and
    moving a function between modules could reorder the answers. Raises if `order` leaves out a
    registered type or names one that is not there, so the table cannot drift from the rules.
    """
    listed = {kind: decision for kind, decision in DECISIONS.items() if decision.listing is None}
    if set(order) != set(listed):
        raise RuntimeError(f"answer order names {sorted(set(order) ^ set(listed))} wrongly")
    for kind, decision in listed.items():  # every table checked before any is changed
        if sorted(order[kind]) != sorted(decision.answers):
            raise RuntimeError(
                f"answer order of {kind!r}: {order[kind]} against the registered {sorted(decision.answers)}"
            )
    for kind, decision in listed.items():
        answers = {name: decision.answers[name] for name in order[kind]}
        decision.answers.clear()  # the same dict: `turn.TURN_ANSWERS` is this object too
        decision.answers.update(answers)


class Game(Machine[GameState, Content]):
    """One game of At the Gates of Loyang in progress."""

    __slots__ = ()

    frames = FRAMES
    game_over = GAME_OVER

    def player(self, seat: int) -> Player:
        return self.state.players[seat]

    def target(self, seat: int) -> Player:
        """The player a lantern Helper reaches: a seat, or in the solo game the imaginary opponent (seat 1)."""
        opponent = self.state.opponent
        if opponent is not None and seat == opponent.seat:
            return opponent
        return self.state.players[seat]
