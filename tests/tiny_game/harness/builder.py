"""Pig states for scenarios, fuzzing and recipes: defaults everywhere, and the die's next faces as a wish.

A scenario says which faces the die will show ("the die will roll 4, 1"); the
builder looks for the first generator state that rolls them (DM-4.3), so the
scenario states the faces it depends on and never a generator state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rulecore.rng import Rng

State = dict[str, Any]
SEARCH = 200_000
"""Generator states tried for the wished faces: every wish of up to 6 faces is found well inside it."""


def rolling(faces: list[int]) -> str:
    """The first generator state, as 16 hex digits, whose next rolls are `faces`."""
    for start in range(SEARCH):
        rng = Rng(start)
        if all(1 + rng.below(6) == face for face in faces):
            return Rng(start).to_hex()
    raise AssertionError(f"no generator state below {SEARCH} rolls {faces}")


@dataclass
class PigBuilder:
    players: int
    scores: list[int] = field(default_factory=list)
    on_turn: int = 0
    turn_total: int = 0
    round: int = 1
    faces: list[int] = field(default_factory=list)
    rng: str | None = None

    def __post_init__(self) -> None:
        self.scores = self.scores or [0] * self.players

    def build(self) -> State:
        rng = self.rng or rolling(self.faces)
        frame = {"kind": "turn", "player": self.on_turn}
        return {
            "game": "pig",
            "rng": rng,
            "variants": [],
            "round": self.round,
            "phase": "play",
            "players": [{"seat": seat, "score": score} for seat, score in enumerate(self.scores)],
            "turn_total": self.turn_total,
            "components": {},
            "stack": [frame],
            "pending": frame,
        }
