"""Sweet Lands on the decision-stack machine (reference_impl/machine.py): its frame table and `Game`.

The rules modules register their automatic frames with `auto` and their decisions
with `decision`; `Game` adds what only this game keeps between decisions (`steady`,
below). Everything else about running the stack is the machine's
(spec/sweet-lands/decisions.md, spec/decision-model.md DM-1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from reference_impl.errors import IllegalAction
from reference_impl.machine import Frames, Machine
from rulecore import wire

from . import rules
from .content import Content
from .state import Frame, GameState, Player

Action = dict[str, Any]
AutoStep = Callable[["Game", Frame], None]
LegalFn = Callable[["Game", Frame], list[Action]]
ApplyFn = Callable[["Game", Frame, Action], None]
ExplainFn = Callable[["Game", Frame, Action], tuple[str, str] | None]
T = TypeVar("T")


class Decision:
    """How one kind of decision frame lists its answers, applies one, and says why one is refused.

    `rule` is the rule that defines the decision's answers: a refusal that no more
    specific explanation covers cites it. `steady` names the answer types that change
    only what `Game.steady` is never worked out from.
    """

    __slots__ = ("effect", "explain", "legal", "rule", "steady")

    def __init__(
        self, legal: LegalFn, effect: ApplyFn, explain: ExplainFn | None, rule: str, steady: frozenset[str]
    ) -> None:
        self.legal = legal
        self.effect = effect
        self.explain = explain
        self.rule = rule
        self.steady = steady

    def offers(self, game: Game, frame: Frame, action: Action) -> bool:
        return any(wire.same(action, answer) for answer in self.legal(game, frame) if answer == action)

    def apply(self, game: Game, frame: Frame, action: Action) -> None:
        if action["type"] not in self.steady:
            game.steady.clear()
        self.effect(game, frame, action)

    def refusal(self, game: Game, frame: Frame, action: Action) -> IllegalAction:
        """The first rule that names why: a misplaced answer (OUT_OF_PLACE), this decision's own
        explanation, or else the rule that defines its answers (decisions.md D8.1)."""
        misplaced = next((found for check in OUT_OF_PLACE if (found := check(game, action))), None)
        rule, why = (
            misplaced
            or (self.explain and self.explain(game, frame, action))
            or (self.rule, f"{action!r} is not one of the answers to the pending '{frame['kind']}' decision")
        )
        return IllegalAction(why, rule)


FRAMES = Frames[Decision]()
AUTO = FRAMES.auto
DECISIONS = FRAMES.decisions
OUT_OF_PLACE: list[Callable[[Game, Action], tuple[str, str] | None]] = []
"""Checks that name the rule an answer breaks whatever decision is pending (a free action outside a turn)."""
auto = FRAMES.automatic


def decision(
    kind: str,
    rule: str,
    legal: LegalFn,
    apply: ApplyFn,
    explain: ExplainFn | None = None,
    *,
    steady: frozenset[str] = frozenset(),
) -> None:
    DECISIONS[kind] = Decision(legal, apply, explain, rule, steady)


class Game(Machine[GameState, Content]):
    """One game of Sweet Lands in progress.

    `steady` keeps what the turn works out from the board alone (what a player could build, which
    milestones they meet, which areas have a free space), so that the run of buy, sell, trade and
    discard answers a turn is mostly made of does not work it out again at every decision. Those
    answers change only a player's resources, hand and action discs and the discard pile (turn.py
    `STEADY_ANSWERS`), which nothing kept here reads; any other answer empties it. It is never part
    of the state.
    """

    __slots__ = ("steady",)

    frames = FRAMES
    game_over = rules.GAME_OVER

    def __init__(self, state: GameState, content: Content) -> None:
        super().__init__(state, content)
        self.steady: dict[Any, Any] = {}

    def kept(self, key: Any, make: Callable[..., T], *args: Any) -> T:
        """`make(*args)`, worked out once for a run of steady answers and kept in `steady` under `key`
        (`make` must read nothing a steady answer changes, and never return None)."""
        found: T | None = self.steady.get(key)
        if found is None:
            found = self.steady[key] = make(*args)
        return found

    def player(self, seat: int) -> Player:
        return self.state.players[seat]
