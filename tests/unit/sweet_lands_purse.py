"""Copies of a Sweet Lands position with the purse replaced: what the tests of `Game.steady` compare against.

A value the turn keeps across steady answers (turn.py `STEADY_ANSWERS`) must not read what those answers
change: every player's resources, hand and action discs, and the discard pile. Working it out on a
position and on such a copy, and finding the same, is the check.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from reference_impl.games import registered
from reference_impl.sweet_lands.game import Action, Game
from reference_impl.sweet_lands.state import RESOURCES

RULES = registered()["sweet-lands"]


def positions(
    players: int, seed: int, *, steps: int = 600, prefer: Callable[[Action], bool] | None = None
) -> Iterator[Game]:
    """Every position of one random game, the live game itself (callers copy before they change it); an
    answer `prefer` holds for is chosen whenever there is one."""
    game = RULES.new_game(players, seed, {})
    assert isinstance(game, Game)
    chooser = random.Random(seed)
    for _ in range(steps):
        actions = game.legal_actions()
        if not actions:
            return
        yield game
        wanted = [a for a in actions if prefer(a)] if prefer else actions
        game.apply(chooser.choice(wanted or actions), checked=True)


def copy_game(game: Game) -> Game:
    """A position of its own, restored from the state (so nothing kept in `Game.steady` comes along)."""
    copy = RULES.restore(game.to_json(), game)
    assert isinstance(copy, Game)
    return copy


def purse_shaken(game: Game, rng: random.Random, most: int = 40) -> Game:
    """A copy with every player's resources (each below `most`), hand and discs and the discard pile
    replaced at random."""
    copy = copy_game(game)
    cards = sorted(copy.state.cards)
    for player in copy.state.players:
        player.resources = {k: rng.randrange(0, most) for k in RESOURCES}
        player.hand = rng.sample(cards, rng.randrange(0, 9))
        player.discs = rng.randrange(0, 4)
    copy.state.discard = rng.sample(cards, rng.randrange(0, 30))
    return copy


def kept_alike(game: Game, shaken: Game) -> set[str]:
    """Work out a turn decision afresh on `game` and on its purse-shaken copy, assert that every value both
    kept is the same (for a table, on the entries both filled), and return the kinds of key compared."""
    game.steady.clear()
    game.legal_actions()
    shaken.legal_actions()
    compared: set[str] = set()
    for key in game.steady.keys() & shaken.steady.keys():
        mine, theirs = game.steady[key], shaken.steady[key]
        if isinstance(mine, dict):
            mine = {k: v for k, v in mine.items() if k in theirs}
            theirs = {k: v for k, v in theirs.items() if k in mine}
            if not mine:
                continue  # no entry worked out on both
        assert mine == theirs, f"{key} depends on the purse"
        compared.add(key[0])
    return compared
