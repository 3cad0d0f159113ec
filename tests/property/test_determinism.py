"""The same seed and the same actions give the same game, step for step (spec/decision-model.md DM-4; issue 10).

Two engines start from `new_game` with one seed; one picks its actions with a
seeded chooser, the other is given the same actions. Their states must be equal
after every action, and both games must end together with the same scores. A
third engine loads the first one's state at a random step from JSON text and must
play the rest of the game identically too.
"""

from __future__ import annotations

import json
import random

from hypothesis import given
from hypothesis import strategies as st

from conformance.engines.engine import InProcessEngine
from conformance.tools.golden import choose

from .test_invariants import VARIANTS

MAX_STEPS = 1500


@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32 - 1),
    variants=st.sets(st.sampled_from(VARIANTS)),
    chooser=st.integers(0, 2**32 - 1),
    load_at=st.integers(0, 600),
)
def test_same_seed_and_actions_give_the_same_game(
    players: int, seed: int, variants: set[str], chooser: int, load_at: int
) -> None:
    first, second, loaded = InProcessEngine(), InProcessEngine(), None
    options = {"variants": sorted(variants)}
    start = first.new_game("sweet-lands", players, seed, options)
    assert second.new_game("sweet-lands", players, seed, options) == start
    rng = random.Random(chooser)
    for step in range(MAX_STEPS):
        actions = first.legal_actions()
        assert second.legal_actions() == actions
        if step == load_at:
            loaded = InProcessEngine()
            loaded.load(json.loads(json.dumps(first.state())))
        if loaded is not None:
            assert loaded.legal_actions() == actions
        if not actions:
            break
        action = choose(actions, rng)
        for engine in (first, second, loaded):
            if engine is not None:
                engine.apply(action)
        state = first.state()
        assert second.state() == state, f"the replayed game differs after step {step + 1}"
        if loaded is not None:
            assert loaded.state() == state, f"the loaded game differs after step {step + 1}"
    else:
        raise AssertionError(f"the game did not end within {MAX_STEPS} steps")
    assert first.score() == second.score()
    if loaded is not None:
        assert loaded.score() == first.score()
