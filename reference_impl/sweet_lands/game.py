"""The decision-stack machine: legal actions, apply, and the automatic steps between decisions.

The state's `stack` is the program still to run. Automatic frames (income, a
draw, the pass sequence, cleanup) execute by themselves; a decision frame stops
the machine until a player answers it. Because every frame is plain data, a
state saved in the middle of an effect loads and continues exactly
(spec/sweet-lands/decisions.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from reference_impl.errors import IllegalAction, InvalidRequest
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

    __slots__ = ("apply", "explain", "legal", "rule", "steady")

    def __init__(
        self, legal: LegalFn, apply: ApplyFn, explain: ExplainFn | None, rule: str, steady: frozenset[str]
    ) -> None:
        self.legal = legal
        self.apply = apply
        self.explain = explain
        self.rule = rule
        self.steady = steady


AUTO: dict[str, AutoStep] = {}
DECISIONS: dict[str, Decision] = {}
OUT_OF_PLACE: list[Callable[[Game, Action], tuple[str, str] | None]] = []
"""Checks that name the rule an answer breaks whatever decision is pending (a free action outside a turn)."""


def auto(kind: str) -> Callable[[AutoStep], AutoStep]:
    def register(fn: AutoStep) -> AutoStep:
        AUTO[kind] = fn
        return fn

    return register


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


class Game:
    """One game in progress: a state plus the content it refers to.

    `steady` keeps what the turn works out from the board alone (what a player could build, which
    milestones they meet, which areas have a free space), so that the run of buy, sell, trade and
    discard answers a turn is mostly made of does not work it out again at every decision. Those
    answers change only a player's resources, hand and action discs and the discard pile (turn.py
    `STEADY_ANSWERS`), which nothing kept here reads; any other answer empties it. It is never part
    of the state.
    """

    __slots__ = ("content", "state", "steady")

    def __init__(self, state: GameState, content: Content) -> None:
        self.state = state
        self.content = content
        self.steady: dict[Any, Any] = {}

    def kept(self, key: Any, make: Callable[..., T], *args: Any) -> T:
        """`make(*args)`, worked out once for a run of steady answers and kept in `steady` under `key`
        (`make` must read nothing a steady answer changes, and never return None)."""
        found: T | None = self.steady.get(key)
        if found is None:
            found = self.steady[key] = make(*args)
        return found

    # -- stack helpers -------------------------------------------------------------------------
    def push(self, *frames: Frame) -> None:
        """Push frames so that the first one given runs first."""
        self.state.stack.extend(reversed(frames))

    def pop(self) -> Frame:
        return self.state.stack.pop()

    def player(self, seat: int) -> Player:
        return self.state.players[seat]

    def to_json(self) -> dict[str, Any]:
        return self.state.to_json()

    def score(self) -> list[dict[str, Any]]:
        from .scoring import score  # noqa: PLC0415  (scoring imports this module)

        return score(self)

    # -- the machine ----------------------------------------------------------------------------
    def advance(self) -> None:
        """Run automatic frames until a decision is pending or the game is over."""
        stack = self.state.stack
        while stack:
            top = stack[-1]
            step = AUTO.get(top["kind"])
            if step is None:
                return
            step(self, top)

    def legal_actions(self) -> list[Action]:
        stack = self.state.stack  # `GameState.pending`, inlined: asked once a decision, as `apply` is
        if not stack:
            return []
        top = stack[-1]
        return DECISIONS[top["kind"]].legal(self, top)

    def apply(self, action: Action, *, checked: bool = False) -> None:
        """Carry out `action`, or refuse it before anything changes.

        The answer must match one of `legal_actions()` exactly, JSON types included,
        so `true` never passes for `1`. A caller that has already matched it (the
        costly part of a move) says so with `checked`.
        """
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise InvalidRequest("an action is a JSON object with a string field 'type'")
        stack = self.state.stack
        if not stack:
            raise IllegalAction("the game is over: no decision is pending", rules.GAME_OVER)
        top = stack[-1]
        kind = DECISIONS[top["kind"]]
        if not checked and not any(wire.same(action, answer) for answer in kind.legal(self, top) if answer == action):
            misplaced = next((found for check in OUT_OF_PLACE if (found := check(self, action))), None)
            rule, why = (
                misplaced
                or (kind.explain and kind.explain(self, top, action))
                or (
                    kind.rule,
                    f"{action!r} is not one of the answers to the pending '{top['kind']}' decision",
                )
            )
            raise IllegalAction(why, rule)
        if action["type"] not in kind.steady:
            self.steady.clear()
        kind.apply(self, top, action)
        self.advance()
