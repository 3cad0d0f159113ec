"""Loans: 5 Cash and a Loan card, at any time, never repaid (chapter 10).

"At any time" is made finite by offering the Loan in exactly the decisions where
the player can spend Cash (decisions.md L4.7, errata E-24); at the end each Loan
moves the Scoring marker back one space (scoring.py).
"""

from __future__ import annotations

from .game import Action, Answer, Game
from .state import Frame


def loan_options(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "take_loan"}]


def take_loan(game: Game, frame: Frame, action: Action) -> None:
    player = game.state.players[frame["player"]]
    player.cash += game.content.loan_cash
    player.loans += 1


LOAN = Answer(loan_options, take_loan, "LY-10.1.4")
"""A Loan wherever the player can spend Cash; a decision that offers it only sometimes filters `loan_options`."""
