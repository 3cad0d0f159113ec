"""The decision-stack machine every game's rules run on (spec/decision-model.md DM-1).

A game's state holds a stack of frames, the program still to run. An automatic
frame runs by itself; a decision frame stops the machine until a player answers
it. Each game registers its frame kinds in a `Frames` table of its own (a
decorator for automatic steps, a `Decision` object for each decision kind) and
subclasses `Machine` with that table; the machine does the rest the same way for
every game: run automatic frames to the next decision, list its answers, and
apply an answer or refuse it, naming the rule, before anything changes.

Every frame is plain data in the state, so a state saved in the middle of an
effect loads and continues exactly. Undoing a failed apply (checkpoints and the
replay) is the dispatcher's (engine.py), since it needs nothing of a game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from .errors import IllegalAction, InvalidRequest

Action = dict[str, Any]
Frame = dict[str, Any]


class Stacked(Protocol):
    """What the machine reads of a game's state: the stack, top last, and its interchange form."""

    stack: list[Frame]

    def to_json(self) -> dict[str, Any]: ...


@dataclass(slots=True, kw_only=True)
class Position:
    """What every game's state holds besides its own pieces, and how it opens and closes its interchange form.

    A game's state class subclasses it, names its game in GAME, and writes its JSON as `head_json()`, then its
    own fields, then `tail_json()`; it reads its JSON with `position_fields(d)` plus its own fields, so every
    game's states begin with the same five members and end with the same three (schemas/<game>/state.schema.json).
    """

    GAME: ClassVar[str]
    rng: str
    round: int = 1
    phase: str = "setup"
    variants: list[str] = field(default_factory=list)
    components: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    """Component tables the state carries instead of the spec's (a test's own cards, say), by table name."""
    stack: list[Frame] = field(default_factory=list)

    @property
    def pending(self) -> Frame | None:
        return self.stack[-1] if self.stack else None

    def head_json(self) -> dict[str, Any]:
        return {
            "game": self.GAME,
            "rng": self.rng,
            "variants": sorted(self.variants),
            "round": self.round,
            "phase": self.phase,
        }

    def tail_json(self) -> dict[str, Any]:
        top = self.pending
        return {
            "components": {k: self.components[k] for k in sorted(self.components)},
            "stack": [copy_frame(f) for f in self.stack],
            "pending": None if top is None else {"kind": top["kind"], "player": top.get("player")},
        }


def position_fields(d: dict[str, Any]) -> dict[str, Any]:
    """The constructor's arguments for the members every game's state has (`Position`), read from its JSON."""
    return {
        "rng": d["rng"],
        "round": d["round"],
        "phase": d["phase"],
        "variants": list(d["variants"]),
        "components": dict(d.get("components", {})),
        "stack": [copy_frame(f) for f in d["stack"]],
    }


def copy_frame(frame: Frame) -> Frame:
    """A copy of a frame deep enough that the lists it holds are not shared (frames hold flat values, lists and
    component data that is never changed in place)."""
    return {k: list(v) if isinstance(v, list) else v for k, v in frame.items()}


StateT = TypeVar("StateT", bound=Stacked)
ContentT = TypeVar("ContentT")
AutoStep = Callable[[Any, Frame], None]
"""An automatic frame's step: it changes the state and pops, replaces or pushes frames (the frame is the top one)."""


class Decision(Protocol):
    """One decision kind: its answers, how one is carried out, and the rule a missing one breaks.

    `offers` may look at less than `legal` does (only the answers of the action's type, say), but
    must say yes exactly for an answer `legal` lists, JSON types included. `refusal` is asked only
    of an answer `offers` said no to, and reads the state before anything changes.
    """

    def legal(self, game: Any, frame: Frame) -> list[Action]: ...

    def offers(self, game: Any, frame: Frame, action: Action) -> bool: ...

    def apply(self, game: Any, frame: Frame, action: Action) -> None: ...

    def refusal(self, game: Any, frame: Frame, action: Action) -> IllegalAction: ...


DecisionT_co = TypeVar("DecisionT_co", bound=Decision, covariant=True)


class Frames(Generic[DecisionT_co]):
    """One game's frame kinds: the automatic steps and the decisions (of the game's own Decision class), by `kind`."""

    __slots__ = ("auto", "decisions")

    def __init__(self) -> None:
        self.auto: dict[str, AutoStep] = {}
        self.decisions: dict[str, DecisionT_co] = {}

    def automatic(self, kind: str) -> Callable[[AutoStep], AutoStep]:
        """Register the decorated function as the step of the automatic frame `kind`."""

        def register(step: AutoStep) -> AutoStep:
            self.auto[kind] = step
            return step

        return register

    def knows(self, kind: str) -> bool:
        """Whether `kind` is a frame kind of this game, automatic or a decision."""
        return kind in self.auto or kind in self.decisions


class Machine(Generic[StateT, ContentT]):
    """One game in progress: a state plus the content it refers to, run by the game's `frames`.

    A subclass sets `frames` and `game_over` (the rule an answer breaks once the game is over).
    """

    # No __slots__: each game's compiled (mypyc) Game subclasses this interpreted class, which it cannot if slotted.

    frames: ClassVar[Frames[Decision]]
    game_over: ClassVar[str]
    _auto: ClassVar[dict[str, AutoStep]]
    _decisions: ClassVar[dict[str, Decision]]
    """The two tables of `frames`, one attribute away: they are looked up at every decision."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._auto, cls._decisions = cls.frames.auto, cls.frames.decisions

    def __init__(self, state: StateT, content: ContentT) -> None:
        self.state = state
        self.content = content

    def push(self, *frames: Frame) -> None:
        """Push frames so that the first one given runs first."""
        self.state.stack.extend(reversed(frames))

    def pop(self) -> Frame:
        return self.state.stack.pop()

    def to_json(self) -> dict[str, Any]:
        return self.state.to_json()

    def advance(self) -> None:
        """Run automatic frames until a decision is pending or the game is over."""
        stack = self.state.stack
        auto = self._auto
        while stack:
            top = stack[-1]
            step = auto.get(top["kind"])
            if step is None:
                return
            step(self, top)

    def legal_actions(self) -> list[Action]:
        stack = self.state.stack  # the pending decision, looked up here: this runs at every decision
        if not stack:
            return []
        top = stack[-1]
        return self._decisions[top["kind"]].legal(self, top)

    def apply(self, action: Action, *, checked: bool = False) -> None:
        """Carry out `action`, or refuse it, naming the rule, before anything changes (DM-1.9).

        An answer must match one of the legal actions exactly, JSON types included, so `true`
        never passes for `1`. A caller that has already matched it (the costly part of a move)
        says so with `checked`: an answer found in the list needs no look at its shape either.
        """
        if not checked and (not isinstance(action, dict) or not isinstance(action.get("type"), str)):
            raise InvalidRequest("an action is a JSON object with a string field 'type'")
        stack = self.state.stack
        if not stack:
            raise IllegalAction("the game is over: no decision is pending", self.game_over)
        top = stack[-1]
        decision = self._decisions[top["kind"]]
        if not checked and not decision.offers(self, top, action):
            raise decision.refusal(self, top, action)
        decision.apply(self, top, action)
        self.advance()
