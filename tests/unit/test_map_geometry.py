"""Map geometry (chapter 9) and a random walk of map placements on the real A side.

The walk keeps the A side's layout (hexes, capitals, extra draw areas, ports) but
replaces every bonus with plain gains, so that it exercises the placement rules
themselves and never stops at an operation another chapter has not built yet.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from conformance.games.sweet_lands.builder import TableBuilder
from reference_impl.sweet_lands import Game, default_content
from reference_impl.sweet_lands.content import content_for
from reference_impl.sweet_lands.map import (
    CAPITAL,
    SPECIAL,
    Board,
    board,
    edge_hexes,
    edge_id,
    hex_edges,
    hex_id,
    neighbours,
    parse_hex,
    touching_edges,
)
from reference_impl.sweet_lands.placing import area_complete
from reference_impl.sweet_lands.state import GameState

GAIN = {"gain": {"gold": 1}}


def test_edge_ids_order_hexes_as_numbers() -> None:
    assert edge_id((10, 0), (9, 0)) == "9,0|10,0"
    assert edge_id((0, 0), (-1, 1)) == "-1,1|0,0"
    assert edge_id((1, -1), (1, -2)) == "1,-2|1,-1"
    assert edge_hexes("-1,1|0,0") == ((-1, 1), (0, 0))
    assert parse_hex(hex_id((-3, 12))) == (-3, 12)


def test_a_hex_has_six_distinct_edges_shared_with_its_neighbours() -> None:
    edges = hex_edges((2, -1))
    assert len(set(edges)) == 6
    for n in neighbours((2, -1)):
        assert edge_id(n, (2, -1)) in edges


def test_an_edge_touches_the_four_edges_that_share_its_corners() -> None:
    touching = touching_edges("0,0|1,0")
    assert sorted(touching) == sorted(["0,0|1,-1", "1,-1|1,0", "0,0|0,1", "0,1|1,0"])
    # Touching is symmetric, and an edge never touches itself.
    for e in touching:
        assert "0,0|1,0" in touching_edges(e)
    assert "0,0|1,0" not in touching


@pytest.mark.parametrize("side", ["A", "B1", "B2"])
def test_the_derived_perimeter_matches_the_component_data(side: str) -> None:
    data = copy.deepcopy(default_content().by_id("map_boards")[side])
    given = set(data.pop("perimeter"))
    assert set(Board(data).perimeter) == given


def test_roads_start_on_and_around_the_capital_edges() -> None:
    ring = [{"q": q, "r": r, "terrain": "wheat"} for q, r in neighbours((0, 0))]
    b = board({"id": "t", "hexes": [{"q": 0, "r": 0, "terrain": "capital"}, *ring]})
    # The capital's 6 edges and the 6 edges that meet its corners.
    assert len(b.capital_reach) == 12
    assert set(hex_edges((0, 0))) <= b.capital_reach
    # Alone on a board, a capital offers only its own edges: the others belong to no hex of the board.
    alone = board({"id": "u", "hexes": [{"q": 0, "r": 0, "terrain": "capital"}]})
    assert alone.capital_reach == frozenset(hex_edges((0, 0)))


# -- the random walk ---------------------------------------------------------------------------------


def _plain_a_side() -> dict[str, Any]:
    side = copy.deepcopy(default_content().by_id("map_boards")["A"])
    for h in side["hexes"]:
        if "bonus" in h:
            h["bonus"] = {"draw": 1}
    side["capital_effect"] = GAIN
    return {k: side[k] for k in ("id", "hexes", "capital_effect", "extra_draw_areas", "ports", "perimeter")}


def _components() -> dict[str, list[dict[str, Any]]]:
    content = default_content()
    tiles = [{**t, "flip_bonus": GAIN} for t in content.table("terrain_tiles")]
    again = {"all": [GAIN, {"place": {"what": "road", "count": 1, "up_to": True}}]}
    specials = [{**t, "flip_bonus": again} for t in content.table("special_terrain_tiles")]
    props = [{k: v for k, v in t.items() if k not in {"bonus", "end_of_game"}} for t in content.table("properties")]
    return {"terrain_tiles": tiles, "special_terrain_tiles": specials, "properties": props}


def _walk_state(rounds: int) -> GameState:
    table = TableBuilder(players=2, round=2)
    table.fill_deck(400)
    me = table.player(0)
    me["map"] = _plain_a_side()
    me["resources"] = {"gold": 999, "wheat": 999, "wood": 999, "iron": 999, "diamond": 0}
    table.state["components"] = _components()
    placements = {
        "all": [
            {
                "interleave": [
                    {"place": {"what": "terrain", "count": 2, "up_to": True}},
                    {"place": {"what": "road", "count": 2, "up_to": True}},
                ]
            },
            {"place": {"what": "property", "count": 1, "up_to": True}},
        ]
    }
    table.state["stack"] = [
        {"kind": "round_end"},
        {"kind": "turn", "player": 0, "main_done": True},
        {"kind": "effect", "player": 0, "effect": {"repeat": {"times": rounds, "do": placements}}},
    ]
    return GameState.from_json(table.state)


def _quiet(state: GameState) -> bool:
    """No flip or extra draw area is still waiting to resolve."""
    waiting = {"triggers", "order_triggers", "flip_tile", "activate_draw_area"}
    return not any(f["kind"] in waiting for f in state.stack)


def _check(game: Game) -> None:
    player = game.state.players[0]
    assert player.map is not None
    b = board(player.map)
    roads = set(player.roads)
    regular = game.content.by_id("terrain_tiles")
    for h, tile in player.tiles.items():
        terrain = b.terrain[h]
        assert terrain != CAPITAL, f"a tile on the capital {h}"
        if terrain == SPECIAL:
            assert tile["tile"] in game.content.by_id("special_terrain_tiles")
        else:
            assert regular[tile["tile"]]["terrain"] == terrain, f"{tile} on a {terrain} hex"
        touches_road = any(e in roads for e in b.hex_edges[h])
        if tile["flipped"]:
            assert touches_road, f"the flipped tile on {h} touches no road"
        elif _quiet(game.state):
            assert not touches_road, f"the face-up tile on {h} touches a road"
    # Every tile is linked to a capital through tiles; every road to a capital edge through roads.
    reached = {h for h in b.near_capital if h in player.tiles}
    frontier = list(reached)
    while frontier:
        for n in b.links[frontier.pop()]:
            if n in player.tiles and n not in reached:
                reached.add(n)
                frontier.append(n)
    assert reached == set(player.tiles)
    assert all(e in b.edge_sides for e in roads)
    for h, token in player.properties.items():
        assert b.terrain[h] == CAPITAL or player.tiles[h]["flipped"], f"{token} on {h}"
    assert len(set(player.properties.values())) == len(player.properties)
    if _quiet(game.state):
        assert sorted(player.draw_areas) == sorted(a for a in b.areas if area_complete(b, player, a))


@pytest.mark.parametrize("seed", range(6))
def test_random_map_placements_keep_the_invariants(seed: int) -> None:
    rng = random.Random(seed)
    state = _walk_state(rounds=30)
    game = Game(state, content_for(state.components))
    game.advance()
    steps = 0
    while game.state.pending is not None and game.state.pending["kind"] != "turn" and steps < 2000:
        actions = game.legal_actions()
        assert actions, f"the pending {game.state.pending['kind']} decision has no answer"
        moves = [a for a in actions if a["type"] != "stop"]
        action = rng.choice(moves) if moves and rng.random() < 0.95 else rng.choice(actions)
        snapshot = game.state.to_json()
        game.apply(action)
        assert game.state.to_json() != snapshot, f"{action} changed nothing"
        _check(game)
        steps += 1
    player = game.state.players[0]
    assert len(player.tiles) > 10 and len(player.roads) > 10, "the walk placed too little to mean anything"
