"""The random-game state machine every game's property test builds on (issue 37: one test kit).

What holds for any game of the protocol lives here: play legal answers picked
the way the golden chooser picks them; between runs of play, probe the engine
(every listed answer is accepted, an answer it does not list is refused with
nothing changed, the state survives a trip through JSON into a fresh engine
with the same answers and the same continuation, the same start and answers
give the same game); no answer is listed twice. A game's subclass says how a
game starts (its `@initialize` rule calls `started`), which rule prefix its
refusals carry, what its answers look like to a prober, and the rules'
invariants it checks after every answer (`check_state`, `check_transition`).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any, ClassVar

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from conformance.engines.engine import EngineRefusal, InProcessEngine
from conformance.tools.golden import choose
from conformance.tools.perft import key

State = dict[str, Any]
Action = dict[str, Any]
Start = tuple[str, int, int, dict[str, Any]]
"""How a game began: ("new_game", players, seed, options) or ("load", players, seed, state)."""


class GameMachine(RuleBasedStateMachine):
    """One random game per example of one game; the subclass starts it and checks its rules."""

    GAME: ClassVar[str]
    RULE_PREFIX: ClassVar[str]
    """Every `illegal_action` names a rule of this game (decisions pages: the rule a refused answer names)."""
    OTHER_TYPES: ClassVar[tuple[str, ...]] = ()
    """Answer types a prober tries bare, as answers of another decision."""
    PROBED: ClassVar[int] = 50
    """How many listed answers a prober changes to find one the engine does not list."""
    ORDERED: ClassVar[bool] = True
    """Whether the order of the legal answers is part of what an engine must reproduce after a load."""
    PLAY_RUN: ClassVar[int] = 25

    def __init__(self) -> None:
        super().__init__()
        self.engine = InProcessEngine()
        self.state: State = {}
        self.actions: list[Action] = []
        self.history: list[Action] = []
        self.begun: Start = ("", 0, 0, {})

    def new_game(self, players: int, seed: int, options: dict[str, Any] | None = None) -> None:
        self.state = self.engine.new_game(self.GAME, players, seed, options or {})
        self.begun = ("new_game", players, seed, options or {})
        self.started()

    def load(self, players: int, seed: int, table: State) -> None:
        self.engine.load(table)
        self.state = self.engine.state()
        self.begun = ("load", players, seed, table)
        self.started()

    def started(self) -> None:
        """The game is dealt: a subclass records what it counts from here on (it calls this last)."""
        self.actions = self.engine.legal_actions()
        self.check_state()

    def same_actions(self, a: list[Action], b: list[Action]) -> bool:
        if self.ORDERED:
            return a == b
        return sorted(map(key, a)) == sorted(map(key, b))

    def not_listed(self, rng: random.Random) -> Action:
        """An answer the engine does not list now: a listed one with one value changed, or another decision's."""
        listed = {key(a) for a in self.actions}
        candidates: list[Action] = [{"type": t} for t in self.OTHER_TYPES]
        for action in self.actions[: self.PROBED]:
            for field, value in action.items():
                if field == "type":
                    continue
                if isinstance(value, bool):
                    candidates.append({**action, field: not value})
                elif isinstance(value, int):
                    candidates.append({**action, field: value + 1000})
                elif isinstance(value, str):
                    candidates.append({**action, field: value + "_x"})
                elif isinstance(value, list):
                    candidates.append({**action, field: [*value, "no_such_card"]})
        return rng.choice([c for c in candidates if key(c) not in listed])

    # -- playing ------------------------------------------------------------------------------------------

    def step(self, action: Action) -> None:
        before = self.state
        self.engine.apply(action)
        self.state = self.engine.state()
        self.actions = self.engine.legal_actions()
        self.history.append(action)
        self.check_transition(before, action)
        self.check_state()

    @precondition(lambda self: bool(self.actions))
    @rule(seed=st.integers(0, 2**32 - 1), run=st.integers(1, 30))
    def play(self, seed: int, run: int) -> None:
        rng = random.Random(seed)
        for _ in range(min(run, self.PLAY_RUN)):
            if not self.actions:
                return
            self.step(choose(self.actions, rng))

    # -- probes -------------------------------------------------------------------------------------------

    @precondition(lambda self: bool(self.actions))
    @rule(seed=st.integers(0, 2**32 - 1))
    def every_listed_action_is_accepted(self, seed: int) -> None:
        rng = random.Random(seed)
        other = InProcessEngine()
        for action in rng.sample(self.actions, min(3, len(self.actions))):
            other.load(self.state)
            other.apply(action)  # a refusal raises EngineRefusal and fails the example

    @precondition(lambda self: bool(self.actions))
    @rule(seed=st.integers(0, 2**32 - 1))
    def an_unlisted_action_is_refused_without_a_change(self, seed: int) -> None:
        action = self.not_listed(random.Random(seed))
        try:
            self.engine.apply(action)
        except EngineRefusal as refusal:
            assert refusal.code in {"illegal_action", "invalid_request"}, refusal
            assert refusal.code != "illegal_action" or (refusal.rule or "").startswith(self.RULE_PREFIX), refusal
        else:
            raise AssertionError(f"the engine accepted {key(action)}, which it does not list")
        assert self.engine.state() == self.state, "a refused action changed the state"
        assert self.same_actions(self.engine.legal_actions(), self.actions)

    @rule(seed=st.integers(0, 2**32 - 1), run=st.integers(0, 10))
    def round_trip_through_json(self, seed: int, run: int) -> None:
        """state -> JSON -> a fresh engine: the same state, the same legal actions, the same continuation."""
        fresh = InProcessEngine()
        fresh.load(json.loads(json.dumps(self.state)))
        assert fresh.state() == self.state
        assert self.same_actions(fresh.legal_actions(), self.actions)
        rng = random.Random(seed)
        for _ in range(run):
            if not self.actions:
                break
            action = choose(self.actions, rng)
            fresh.apply(action)
            self.step(action)
            assert fresh.state() == self.state, f"the loaded game went another way after {key(action)}"
        self.engine = fresh  # play on in the loaded copy

    @precondition(lambda self: len(self.history) > 20)
    @rule()
    def the_same_start_and_answers_give_the_same_game(self) -> None:
        """Determinism (DM-4): a second engine, the same deal or table, the same answers: the same state."""
        how, players, seed, given = self.begun
        again = InProcessEngine()
        if how == "new_game":
            again.new_game(self.GAME, players, seed, given)
        else:
            again.load(json.loads(json.dumps(given)))
        for action in self.history:
            again.apply(action)
        assert again.state() == self.state
        assert self.same_actions(again.legal_actions(), self.actions)

    # -- the invariants -----------------------------------------------------------------------------------

    @invariant()
    def listed_actions_are_unique(self) -> None:
        if self.state:
            keys = [key(a) for a in self.actions]
            assert len(keys) == len(set(keys)), Counter(keys).most_common(3)

    def check_transition(self, before: State, action: Action) -> None:
        """What must hold between two states of the game (a subclass's rules)."""

    def check_state(self) -> None:
        """What must hold at every decision of the game (a subclass's rules)."""
