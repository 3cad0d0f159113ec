"""The game's random generator: SplitMix64, specified so every engine shuffles alike.

All chance in a game comes from this generator, whose 64-bit state lives in the
game state (as 16 hex digits, since JSON numbers above 2**53 are not portable).
Spec: spec/decision-model.md §DM-4 (seeded randomness).
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX_1 = 0xBF58476D1CE4E5B9
_MIX_2 = 0x94D049BB133111EB
"""SplitMix64's increment and its two multipliers (decision-model.md DM-4.2)."""


class Rng:
    """SplitMix64 (Steele, Lea and Flood 2014) with a Fisher-Yates shuffle on top."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    @classmethod
    def from_hex(cls, text: str) -> Rng:
        return cls(int(text, 16))

    def to_hex(self) -> str:
        return f"{self.state:016x}"

    def next(self) -> int:
        self.state = (self.state + _GAMMA) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX_1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX_2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A number in [0, n): the next output modulo n (the small bias is part of the spec)."""
        return self.next() % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates from the last position down, as the spec prescribes.

        Each step is `below(i + 1)` written out on a local state: a draw is a dozen operations on
        64-bit integers, about 5,000 instructions, and the two calls per draw added a sixth to that
        (a solo game may draw two or three times a decision). tests/unit/test_rng.py holds
        the loop to `below`; the constants are bound to locals, which read as fast as literals."""
        state, gamma, mix_1, mix_2, mask = self.state, _GAMMA, _MIX_1, _MIX_2, _MASK
        for i in range(len(items) - 1, 0, -1):
            state = (state + gamma) & mask
            z = ((state ^ (state >> 30)) * mix_1) & mask
            z = ((z ^ (z >> 27)) * mix_2) & mask
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = state

    def sample(self, items: list[T], k: int) -> list[T]:
        """The first k items of a shuffled copy: how setup draws tiles at random."""
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]
