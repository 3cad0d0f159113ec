"""The terrain placements listed against a plain scan of every hex of the board, in board order.

`terrain_hexes` finds the free hexes as sets and sorts them once; these tests ask every hex of the
board instead, the way the rules say it (SL-9.3.1 to SL-9.3.7), on the positions of random games,
for every kind of terrain a placement may be limited to, and with the adjacency waiver of Elsa Skyr.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from reference_impl.games import registered
from reference_impl.sweet_lands import abilities
from reference_impl.sweet_lands.game import Game
from reference_impl.sweet_lands.map import CAPITAL
from reference_impl.sweet_lands.placing import has_terrain_spot, player_board, terrain_options, tiles_for
from reference_impl.sweet_lands.state import Player

RULES = registered()["sweet-lands"]
WAIVER = "elsa_skyr"


def plain_options(game: Game, player: Player, kinds: list[str] | None) -> list[dict[str, Any]]:
    b = player_board(player)
    if b is None:
        return []
    waived = abilities.modifier(game, player, "terrain_adjacency_waived") is not None
    out = []
    for h in b.hexes:
        terrain = b.terrain[h]
        if terrain == CAPITAL or h in player.tiles or (kinds is not None and terrain not in kinds):
            continue
        near = any(n in player.tiles or b.terrain[n] == CAPITAL for n in b.links[h])
        if waived or near:
            out.extend({"type": "place_terrain", "hex": h, "tile": t} for t in tiles_for(game, terrain))
    return out


def positions(seed: int) -> Iterator[Game]:
    game = RULES.new_game(2, seed, {})
    assert isinstance(game, Game)
    chooser = random.Random(seed)
    while actions := game.legal_actions():
        yield game
        game.apply(chooser.choice(actions), checked=True)


def kinds_to_try(game: Game, player: Player) -> list[list[str] | None]:
    b = player_board(player)
    terrains = sorted(set(b.terrain.values())) if b is not None else []
    return [None, *([t] for t in terrains), terrains[:2]]


def test_terrain_options_are_those_of_a_scan_of_every_hex() -> None:
    for seed in range(1, 7):
        for game in positions(seed):
            for player in game.state.players:
                for kinds in kinds_to_try(game, player):
                    want = plain_options(game, player, kinds)
                    assert terrain_options(game, player, kinds) == want
                    assert has_terrain_spot(game, player, kinds) == bool(want)


def test_with_the_adjacency_waiver_every_free_hex_is_offered() -> None:
    for seed in range(1, 4):
        for n, game in enumerate(positions(seed)):
            if n % 7:
                continue
            copy = RULES.restore(game.to_json(), game)
            assert isinstance(copy, Game)
            player = copy.state.players[0]
            if player.map is None:
                continue
            player.character = WAIVER
            assert abilities.modifier(copy, player, "terrain_adjacency_waived") is not None
            for kinds in kinds_to_try(copy, player):
                want = plain_options(copy, player, kinds)
                assert terrain_options(copy, player, kinds) == want
                assert has_terrain_spot(copy, player, kinds) == bool(want)
