"""The round: 9 rounds of Harvest, Card and Action phase, then the end of the game (chapter 4).

Each round is a few automatic frames (decisions.md L7): `round_start` lays out the
round's phases, `round_end` starts the next round or ends the game after round 9.
"""

from __future__ import annotations

from .game import Game, auto
from .state import Frame


@auto("round_start")
def round_start(game: Game, frame: Frame) -> None:
    state = game.state
    state.round = frame["round"]
    state.phase = "harvest"
    state.turns_taken = []
    state.stack.pop()
    # The Harvest phase opens with a Helper window before any field is harvested, for the Helpers that count what
    # the fields hold (LY-5.5.1); it passes at once when nobody holds one.
    before = {"kind": "helper_windows", "phase": "before_harvest", "seats": clockwise(game, state.starting_player)}
    game.push(before, {"kind": "harvest"}, {"kind": "card_phase"}, {"kind": "action_phase"}, {"kind": "round_end"})


@auto("round_end")
def round_end(game: Game, frame: Frame) -> None:
    """After round 9 the game is over (LY-4.1.3, LY-13.1.1); the final positions are scored (scoring.py)."""
    state = game.state
    state.stack.pop()
    if state.round >= game.content.rounds:
        state.phase = "game_over"
    else:
        game.push({"kind": "round_start", "round": state.round + 1})


def clockwise(game: Game, first: int) -> list[int]:
    """Every seat, clockwise from `first`."""
    n = len(game.state.players)
    return [(first + i) % n for i in range(n)]
