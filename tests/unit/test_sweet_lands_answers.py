"""Sweet Lands answers are the caller's to keep: no list shares a dict or list with another list, with
another answer, or with the game's state.

`ReferenceEngine.legal_actions` hands the engine's own list to a Python caller, who may change it; an
answer that is a module constant, a cached value or a piece of a frame would carry that change into
later answers or into the game itself.
"""

from __future__ import annotations

import gc
import random
from typing import Any

import pytest

from reference_impl.games import registered
from reference_impl.sweet_lands.game import Game


def _containers(root: Any) -> dict[int, Any]:
    """Every dict and list reachable from `root` (through any object), by id."""
    found: dict[int, Any] = {}
    seen: set[int] = set()
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (str, int, float, bool, type(None))):
            continue
        seen.add(id(obj))
        if type(obj) in (dict, list):
            found[id(obj)] = obj
        todo.extend(gc.get_referents(obj))
    return found


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_answers_share_nothing(players: int) -> None:
    game = registered()["sweet-lands"].new_game(players, 7, {})
    assert isinstance(game, Game)
    chooser = random.Random(7)
    handed: dict[int, Any] = {}  # every container of every list so far, kept alive so no id is reused
    for step in range(400):
        actions = game.legal_actions()
        if not actions:
            break
        mine = _containers(actions)
        again = [mine[i] for i in mine.keys() & handed.keys()]
        assert not again, f"step {step}: {again} handed out before"
        within = [id(a) for a in actions] + [id(v) for a in actions for v in a.values() if type(v) in (dict, list)]
        assert len(within) == len(set(within)), f"step {step}: two answers share a dict or list"
        if step % 100 == 0:  # the walk reaches every table of the content too
            owned = _containers((game.state, game.content.memo, game.steady))
            kept = [mine[i] for i in mine.keys() & owned.keys()]
            assert not kept, f"step {step}: {kept} belong to the game's state, memo or steady results"
        handed |= mine
        game.apply(chooser.choice(actions), checked=True)
