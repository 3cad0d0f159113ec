"""One fuzz game: the same start, the same random choices, two engines, compared at every step.

Both engines load the same start. At every step the harness compares their
states (normalised, conformance/results/normal.py) and their legal actions (as sets),
picks one of the reference's actions with the game's own random generator, and
applies it to both. The reference engine does not implement every effect yet: when
it refuses with `unsupported`, the game simply ends there.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ...engines.engine import Engine, EngineFailure, EngineRefusal
from ...games import GamePlugin
from ...results.normal import same
from ..perft import key

Action = dict[str, Any]
State = dict[str, Any]
MAX_STEPS = 2000
"""Where a game is cut by default: twice the longest random game the reference engine played in 30 seeds
of every player count of every game it plays (991 actions), so that a fuzzed game reaches its end and its
final scoring unless `--max-steps` asks for less."""


class Ending(StrEnum):
    GAME_OVER = "game_over"
    """Both engines agree the game is over."""
    UNSUPPORTED = "reference_unsupported"
    """The reference engine refused an action with `unsupported`: it stops where the reference does."""
    REFERENCE_ERROR = "reference_error"
    """The reference engine refused one of its own legal actions for another reason: a bug to report."""
    STEP_LIMIT = "step_limit"
    """The game was cut after the step limit, with no difference found."""
    DIFFERENCE = "difference"
    """The engines differed."""


class Kind(StrEnum):
    LEGAL_ACTIONS = "legal_actions"
    """The two engines list different answers to the same decision."""
    REFUSED = "refused"
    """The engine refused an action the reference accepted."""
    STATE = "state"
    """The same action from the same state gave different states (or loading gave different states)."""
    BROKEN = "engine_failure"
    """The engine broke the protocol (crashed, hung, answered garbage)."""


@dataclass
class Difference:
    kind: Kind
    state: State
    """The reference's state just before the step that differed."""
    action: Action | None
    expected: Any
    actual: Any
    detail: str


@dataclass
class Game:
    index: int
    seed: str
    start: State
    ending: Ending = Ending.STEP_LIMIT
    steps: int = 0
    history: list[Action] = field(default_factory=list)
    states: list[State] = field(default_factory=list)
    """The reference's state before each action of `history` (the shrinker starts from these)."""
    difference: Difference | None = None
    note: str = ""


def start_for(
    index: int, seed: int, reference: Engine, players: list[int], game: GamePlugin, *, variants: list[str]
) -> tuple[str, State]:
    """Game `index` of a run seeded `seed`: even games start from new_game, odd ones from a random table.

    A new game plays each of `variants` (those both engines claim) with probability 1/2;
    a combination the reference refuses (a variant the rules leave out at that player
    count) is dealt without variants instead.
    """
    game_seed = f"{seed}:{index}"
    rng = random.Random(game_seed)
    count = rng.choice(players)
    if index % 2 == 0:
        deal = rng.randrange(2**32)
        chosen = [v for v in sorted(variants) if rng.random() < 0.5]
        try:
            return game_seed, reference.new_game(game.info.id, count, deal, {"variants": chosen})
        except EngineRefusal:
            return game_seed, reference.new_game(game.info.id, count, deal, {"variants": []})
    reference.load(game.quiet_table(rng, count))
    return game_seed, reference.state()


def compare_actions(engine: Engine, reference: Engine, state: State) -> Difference | None:
    got, want = engine.legal_actions(), reference.legal_actions()
    got_keys, want_keys = {key(a) for a in got}, {key(a) for a in want}
    if got_keys == want_keys:
        return None
    missing = [a for a in want if key(a) not in got_keys]
    extra = [a for a in got if key(a) not in want_keys]
    return Difference(Kind.LEGAL_ACTIONS, state, None, missing, extra, "the engines list different legal actions")


def play(engine: Engine, reference: Engine, game: Game, rng: random.Random, max_steps: int = MAX_STEPS) -> Game:
    """Play `game` from its start until it ends or the engines differ; fills in the game's record."""
    try:
        _lockstep(engine, reference, game, rng, max_steps)
    except EngineFailure as exc:
        state = game.states[-1] if game.states else game.start
        action = game.history[-1] if game.history else None
        game.difference = Difference(Kind.BROKEN, state, action, "an answer", str(exc), str(exc))
        game.ending = Ending.DIFFERENCE
    return game


def _lockstep(engine: Engine, reference: Engine, game: Game, rng: random.Random, max_steps: int) -> None:
    reference.load(game.start)
    engine.load(game.start)
    before = game.start
    for _ in range(max_steps):
        want, got = reference.state(), engine.state()
        if not same(got, want):
            action = game.history[-1] if game.history else None
            game.difference = Difference(Kind.STATE, before, action, want, got, "the states differ")
            game.ending = Ending.DIFFERENCE
            return
        found = compare_actions(engine, reference, want)
        if found is not None:
            game.difference, game.ending = found, Ending.DIFFERENCE
            return
        actions = sorted(reference.legal_actions(), key=key)
        if not actions:
            game.ending = Ending.GAME_OVER
            return
        action = rng.choice(actions)
        try:
            reference.apply(action)
        except EngineRefusal as refusal:
            game.ending = Ending.UNSUPPORTED if refusal.code == "unsupported" else Ending.REFERENCE_ERROR
            game.note = str(refusal)
            return
        try:
            engine.apply(action)
        except EngineRefusal as refusal:
            game.difference = Difference(Kind.REFUSED, want, action, "accepted", str(refusal), "the engine refused")
            game.ending = Ending.DIFFERENCE
            return
        game.states.append(want)
        game.history.append(action)
        game.steps += 1
        before = want
