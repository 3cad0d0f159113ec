"""The tracks (chapters 11 to 13): unit checks, and a random walk over the printed (provisional) tracks.

The walk keeps the printed layouts (spaces, research labs, industry point icons,
final spaces, rabbit columns, prosperity lengths) and replaces a bonus with a
plain gain only where its operation is not implemented yet, so that it exercises
the movement rules and never stops at another chapter's missing operation.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from conformance.games.sweet_lands.builder import TableBuilder
from reference_impl.sweet_lands import Game
from reference_impl.sweet_lands.content import Area, content_for, default_content
from reference_impl.sweet_lands.effects import OPS, area_cost, cost_payable
from reference_impl.sweet_lands.food import food_track
from reference_impl.sweet_lands.industry import icons_passed, industry_track, steps_advanced
from reference_impl.sweet_lands.prosperity import least_colours, prosperity_points, prosperity_tracks, rate
from reference_impl.sweet_lands.state import GameState

PLAIN = {"gain": {"gold": 1}}
NESTED_LISTS = ("all", "any_order", "choose", "interleave")


def runnable(effect: Any) -> bool:
    """Whether every operation inside an effect is implemented (a second wonder icon needs skill tiles)."""
    if not effect:
        return True
    if "if" in effect:
        return runnable(effect["then"]) and runnable(effect.get("else"))
    ((name, arg),) = effect.items()
    if name not in OPS or (name == "wonder" and "skill_tile" not in OPS):
        return False
    if name in NESTED_LISTS:
        return all(runnable(e) for e in arg)
    if name == "optional":
        return runnable(arg)
    if name == "repeat":
        return runnable(arg["do"])
    return True


def _plain(item: dict[str, Any], *keys: str) -> dict[str, Any]:
    out = dict(item)
    for key in keys:
        if key in out and not runnable(out[key]):
            out[key] = PLAIN
    return out


def _walk_components() -> dict[str, list[dict[str, Any]]]:
    content = default_content()
    industry = [_plain(i, "orange", "green") for i in content.table("industry_track")]
    food = [_plain(i, "bonus") for i in content.table("food_track")]
    prosperity = []
    for track in content.table("prosperity_tracks"):
        t = _plain(track, "rightmost_bonus")
        t["bonus_spaces"] = [_plain(b, "effect") for b in track.get("bonus_spaces", [])]
        prosperity.append(t)
    return {"industry_track": industry, "food_track": food, "prosperity_tracks": prosperity}


def _walk_game(diamonds: int) -> Game:
    table = TableBuilder(players=2, round=3)
    me = table.player(0)
    me["resources"] = {"gold": 50, "wheat": 50, "wood": 50, "iron": 50, "diamond": diamonds}
    table.state["components"] = _walk_components()
    table.state["stack"] = [{"kind": "round_end"}, {"kind": "turn", "player": 0, "main_done": True}]
    state = GameState.from_json(table.state)
    return Game(state, content_for(state.components))


def _random_effect(rng: random.Random) -> dict[str, Any]:
    up_to = rng.random() < 0.5
    steps = rng.randint(1, 4)
    kind = rng.randrange(4)
    if kind == 0:
        return {"advance": {"track": "industry", "steps": steps, "up_to": up_to}}
    if kind == 1:
        return {"advance": {"track": "food", "steps": steps, "up_to": up_to}}
    if kind == 2:
        return {"place": {"what": "rabbit", "count": rng.randint(1, 2), "up_to": up_to}}
    colours = rng.choice([["orange"], ["green", "grey"], ["orange", "green", "grey"], "least_progress"])
    return {"advance_prosperity": {"colors": colours, "steps": steps, "up_to": up_to}}


def _snapshot(game: Game) -> dict[str, Any]:
    p = game.state.players[0]
    return {
        "carriage": p.carriage,
        "locomotive": p.locomotive,
        "food": p.food,
        "prosperity": list(p.prosperity),
        "rabbits": len(p.rabbits),
    }


def _check(game: Game, before: dict[str, Any]) -> None:
    player = game.state.players[0]
    industry = industry_track(game.content)
    food = food_track(game.content)
    tracks = prosperity_tracks(game.content)
    # Markers never move back.
    assert player.carriage >= before["carriage"]
    assert before["locomotive"] is None or (player.locomotive or 0) >= before["locomotive"]
    assert player.food >= before["food"]
    assert all(now >= then for now, then in zip(player.prosperity, before["prosperity"], strict=True))
    assert len(player.rabbits) >= before["rabbits"]
    # No marker beyond a research lab still on the track, none beyond the final space.
    placed = set(player.properties.values())
    for at in (player.carriage, player.locomotive):
        if at is None:
            continue
        assert industry.first <= at <= industry.final
        for space in range(industry.first, at):
            lab = industry.spaces[space].get("lab_after")
            assert lab is None or lab in placed, f"a marker on {at} passed {lab}, still on the track"
    # The locomotive comes onto the track only from the carriage's locomotive space.
    loco_space = next(s for s, i in industry.spaces.items() if i.get("orange") == {"locomotive": {}})
    assert (player.locomotive is not None) == (player.carriage >= loco_space)
    assert 0 <= player.food <= food.final
    for t in tracks:
        assert 0 <= player.prosperity[t.index] <= t.length
        if t.id in game.state.prosperity_first:
            assert player.prosperity[t.index] == t.length
    # Resources never negative; discount tiles exactly those the food marker has reached.
    assert all(n >= 0 for n in player.resources.values()), player.resources
    tiles = {s: i["bonus"]["wood_discount"] for s, i in food.spaces.items() if "wood_discount" in i.get("bonus", {})}
    assert sorted(player.discounts) == sorted(v for s, v in tiles.items() if player.food >= s)
    # Each rabbit placed was the leftmost left, reached by the food marker, on its own property.
    assert len(player.rabbits) <= len(food.rabbits)
    assert len(set(player.rabbits)) == len(player.rabbits)
    assert all(h in player.properties for h in player.rabbits)
    assert all(player.food >= r["space"] for r in food.rabbits[: len(player.rabbits)])


@settings(max_examples=30, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(min_value=0, max_value=4))
def test_random_track_moves_keep_the_invariants(rng: random.Random, diamonds: int) -> None:
    game = _walk_game(diamonds)
    player = game.state.players[0]
    hexes = iter(f"{q},{r}" for q in range(-4, 5) for r in range(-4, 5))
    labs = [i["lab_after"] for i in game.content.table("industry_track") if "lab_after" in i]
    for _ in range(40):
        # Between effects the map grows: a property, sometimes a research lab taken off the track.
        if rng.random() < 0.3:
            player.properties[next(hexes)] = f"token_{len(player.properties)}"
        if labs and rng.random() < 0.15:
            player.properties[next(hexes)] = labs.pop(0)
        game.push({"kind": "effect", "player": 0, "effect": _random_effect(rng)})
        before = _snapshot(game)
        game.advance()
        _check(game, before)
        while game.state.pending is not None and game.state.pending["kind"] != "turn":
            actions = game.legal_actions()
            assert actions, f"the pending {game.state.pending['kind']} decision has no answer"
            if rng.random() < 0.1:
                # A state saved mid-advance loads and offers the same answers (the frames are data).
                twin = Game(GameState.from_json(game.state.to_json()), game.content)
                assert twin.legal_actions() == actions
            before = _snapshot(game)
            game.apply(rng.choice(actions))
            _check(game, before)
    assert game.state.pending is not None and game.state.pending["kind"] == "turn"


# -- unit checks on the printed layout and on the helpers --------------------------------------------------


def _state(**player: Any) -> GameState:
    table = TableBuilder(players=2)
    table.player(0).update(player)
    return GameState.from_json(table.build())


def test_industry_points_add_both_markers_icons() -> None:
    track = industry_track(default_content())
    assert track.first == 1 and track.final == 20
    both = _state(carriage=9, locomotive=6)
    expected = sum(i.get("ip", 0) for s, i in track.spaces.items() if 1 < s <= 9) + sum(
        i.get("ip", 0) for s, i in track.spaces.items() if 1 < s <= 6
    )
    assert icons_passed(both, 0) == expected
    assert icons_passed(_state(carriage=1), 0) == 0


def test_industry_steps_count_from_the_first_space() -> None:
    state = _state(carriage=7, locomotive=3)
    assert steps_advanced(state, 0, {}) == 6
    assert steps_advanced(state, 0, {"param": "locomotive"}) == 2
    assert steps_advanced(_state(carriage=4), 0, {"param": "locomotive"}) == 0


def test_rates_take_the_last_row_reached_and_whole_sets() -> None:
    top = prosperity_tracks(default_content())[0]
    rows = [rate(top, s) or {} for s in range(5)]
    assert [r.get("vp") for r in rows] == [0, 1, 1, 1, 1]
    assert [r.get("per") for r in rows[1:]] == [3, 3, 2, 2]
    state = _state(ip=11, prosperity=[0, 0, 0, 0, 0, 3])
    bottom = prosperity_tracks(default_content())[5]
    row = rate(bottom, 3)
    assert row is not None
    assert prosperity_points(state, 0) == row["vp"] * (11 // row["per"])


def test_least_progress_keeps_every_tied_colour() -> None:
    tracks = prosperity_tracks(default_content())
    assert least_colours(tracks, _state(prosperity=[1, 0, 0, 1, 2, 0]).players[0]) == ["orange", "green"]
    assert least_colours(tracks, _state(prosperity=[1, 0, 0, 0, 2, 0]).players[0]) == ["green"]


def test_area_cost_modifiers_reach_only_their_areas() -> None:
    table = TableBuilder(players=2)
    table.player(0)["character"] = "nata_pastel"
    table.player(1)["character"] = "rikka_berry"
    game = Game(GameState.from_json(table.build()), default_content())
    areas = game.content.areas
    assert area_cost(game, 0, areas["F"]) == {"pay": {"iron": 2}}
    assert area_cost(game, 0, areas["Q"]) == {"pay": {"iron": 4}}
    assert area_cost(game, 0, areas["C"]) == areas["C"].cost
    assert area_cost(game, 1, areas["C"]) == {"pay_any": {"kinds": ["wheat", "wood"], "count": 4}}
    assert area_cost(game, 1, areas["F"]) == areas["F"].cost


def test_a_discount_never_takes_a_cost_below_zero() -> None:
    table = TableBuilder(players=2)
    table.state["components"] = {
        "characters": [
            {
                "id": "miner",
                "basic_abilities": [
                    {
                        "timing": "permanent",
                        "modifier": "industry_area_iron_discount",
                        "params": {"iron": 5, "areas": ["F"]},
                    }
                ],
            }
        ]
    }
    table.player(0)["character"] = "miner"
    state = GameState.from_json(table.build())
    game = Game(state, content_for(state.components))
    assert area_cost(game, 0, game.content.areas["F"]) == {"pay": {}}


def test_cost_payable_counts_the_free_part_after_the_fixed_one() -> None:
    player = _state(resources={"gold": 0, "wheat": 1, "wood": 3, "iron": 0, "diamond": 0}).players[0]
    either = {"pay_any": {"kinds": ["wheat", "wood"], "count": 4}}
    assert cost_payable(player, either)
    assert not cost_payable(player, {"all": [{"pay": {"wood": 1}}, either]})
    area = Area({"id": "X", "category": "basic", "board": "main", "opens_in_round": 1, "effect": {"all": []}})
    assert area.cost is None
