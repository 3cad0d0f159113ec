"""A fixed payment owed at once: a Common field's cost or a Regular customer's penalty (`pay`, decisions.md L3).

The payment cannot be refused; until the player holds the amount they raise it by
selling from the Cart or taking Loans (LY-1.3.3), and since Loans are unlimited a
payment can always be made.
"""

from __future__ import annotations

from .game import DECISIONS, Action, Answer, Decision, Game, refusing
from .loans import LOAN
from .shop import CANNOT_PAY, SELL
from .state import Frame

RAISE_IT = "LY-1.3.3"
"""While a payment is owed the player may only pay it or raise it (selling, Helpers, Loans): any other answer breaks
LY-1.3.3, whatever the phase (decisions.md L11)."""


def owe(seat: int, amount: int, reason: str, card: str) -> Frame:
    """The frame of a payment owed for `card` (`common_field` for its cost, `penalty` for a missed customer)."""
    return {"kind": "pay", "player": seat, "amount": amount, "for": reason, "card": card}


def pay_options(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "pay"}] if game.state.players[frame["player"]].cash >= frame["amount"] else []


def pay(game: Game, frame: Frame, action: Action) -> None:
    game.player(frame["player"]).cash -= frame["amount"]
    game.state.stack.pop()


def refuse_pay(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    cash = game.player(frame["player"]).cash
    return CANNOT_PAY, f"player {frame['player']} holds {cash} Cash and owes {frame['amount']}: raise it first"


DECISIONS["pay"] = Decision(
    {"pay": Answer(pay_options, pay, "LY-1.3.3", refuse_pay), "sell": SELL, "take_loan": LOAN},
    refusing(RAISE_IT),
)
