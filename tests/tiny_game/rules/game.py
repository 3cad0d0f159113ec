"""Pig on the decision-stack machine: the state, the two frame kinds and `Game` (spec/pig/decisions.md).

A turn is one `turn` decision asked again after every roll that is not a 1; the
automatic `end_turn` frame banks nothing itself, it only ends the game or hands
the die to the next seat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from reference_impl.errors import IllegalAction
from reference_impl.machine import Frame, Frames, Machine, Position, position_fields
from rulecore.rng import Rng

TARGET = 20
"""The score that wins (PG-1.3.1)."""
GAME_OVER = "PG-1.3.1"
HOLD = "PG-1.2.4"

Action = dict[str, Any]


@dataclass(slots=True)
class PigState(Position):
    GAME = "pig"
    scores: list[int] = field(default_factory=list)
    turn_total: int = 0

    def to_json(self) -> dict[str, Any]:
        players = [{"seat": seat, "score": score} for seat, score in enumerate(self.scores)]
        return {**self.head_json(), "players": players, "turn_total": self.turn_total, **self.tail_json()}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> PigState:
        scores = [p["score"] for p in d["players"]]
        return cls(**position_fields(d), scores=scores, turn_total=d["turn_total"])


class TurnDecision:
    """The one decision: roll (always offered) or hold (once the turn total is above 0, PG-1.2.4)."""

    def legal(self, game: Game, frame: Frame) -> list[Action]:
        return [{"type": "roll"}, {"type": "hold"}] if game.state.turn_total else [{"type": "roll"}]

    def offers(self, game: Game, frame: Frame, action: Action) -> bool:
        return action in self.legal(game, frame)

    def apply(self, game: Game, frame: Frame, action: Action) -> None:
        state = game.state
        if action["type"] == "roll":
            rng = Rng.from_hex(state.rng)
            face = 1 + rng.below(6)  # the game's only draw (PG-1.2.1, decisions.md P3)
            state.rng = rng.to_hex()
            if face != 1:
                state.turn_total += face  # PG-1.2.2: the same decision is asked again
                return
            state.turn_total = 0  # PG-1.2.3
        else:
            state.scores[frame["player"]] += state.turn_total  # PG-1.2.5
            state.turn_total = 0
        game.pop()
        game.push({"kind": "end_turn", "player": frame["player"]})

    def refusal(self, game: Game, frame: Frame, action: Action) -> IllegalAction:
        return IllegalAction("a player holds only once their turn total is above 0", HOLD)


FRAMES = Frames[TurnDecision]()
FRAMES.decisions["turn"] = TurnDecision()


@FRAMES.automatic("end_turn")
def end_turn(game: Game, frame: Frame) -> None:
    """The holder wins at 20 (PG-1.3.1); otherwise the next seat's turn, a new round after the last (PG-1.1.2)."""
    state = game.state
    game.pop()
    if state.scores[frame["player"]] >= TARGET:
        state.phase = "game_over"
        return
    seat = (frame["player"] + 1) % len(state.scores)
    if seat == 0:
        state.round += 1
    game.push({"kind": "turn", "player": seat})


class Game(Machine[PigState, None]):
    """One game of Pig in progress."""

    __slots__ = ()

    frames = FRAMES
    game_over = GAME_OVER


def new_game(players: int, seed: int) -> Game:
    """Every score 0, seat 0 to roll (PG-1.1.1, PG-1.1.2); setup draws nothing from the generator."""
    state = PigState(rng=Rng(seed).to_hex(), phase="play", scores=[0] * players, stack=[{"kind": "turn", "player": 0}])
    return Game(state, None)
