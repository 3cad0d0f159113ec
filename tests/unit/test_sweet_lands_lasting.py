"""What the turn keeps beyond a run of steady answers (`Game.kept_while`) is what a fresh copy works out.

A value kept this way stands across any answer, whatever the effects it sets off (a placement's bonus,
a flip, a skill tile gained), for as long as a stamp of what it reads compares equal. That rests on one
claim per value: its stamp copies everything it reads that a game changes. The first test plays random
games and, at every turn decision, compares each such value the decision used with the value worked out
afresh on a restored copy of the position, checking that values were in fact carried across answers
that are not steady. Random games seldom reach the positions where a missing part of a stamp shows, so
the second changes one part of the state at a time (roads, tiles, flips, properties, skill tiles, the
character, its marks, the cards in front of a player, the discs on the areas, the round) and requires
every value whose stamp stayed the same to stay the same too.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from reference_impl.sweet_lands import cards, character_actions, placing, properties, skills, turn
from reference_impl.sweet_lands.game import Game
from reference_impl.sweet_lands.state import Player

from .sweet_lands_purse import copy_game, positions

PLACE_PROPERTY = {"place": {"what": "property", "count": 1}}

MAKERS: dict[str, Callable[[Game, Player], Any]] = {
    "open_spaces": turn._open_spaces,
    "buildable": placing.buildable,
    "property_blocked": lambda game, player: properties.property_action_blocked(game, player, PLACE_PROPERTY),
    "character_actions": character_actions._unmarked,
    "flips": skills._flippable,
}
"""How each value kept by `kept_while` is worked out, by the kind of its key (`play_costs` is a table)."""


def _fresh(kind: str, fresh: Game, seat: int, value: Any) -> Any:
    player = fresh.state.players[seat]
    if kind == "play_costs":
        return {card: cards.play_cost(fresh, player, card) for card in value}
    return MAKERS[kind](fresh, player)


PROBE = ("probe",)
"""A mark left in `Game.steady` after each decision: gone at the next one if the answer between emptied it."""


def test_what_lasts_is_what_a_fresh_copy_works_out() -> None:
    carried: Counter[str] = Counter()
    for players in (1, 2, 3, 4):
        before: dict[Any, int] = {}
        for game in positions(players, 30 + players, steps=900):
            top = game.state.pending
            assert top is not None
            emptied = PROBE not in game.steady
            if top["kind"] == "turn":
                fresh = copy_game(game)
                for key, value in game.steady.items():
                    kind = key[0]
                    if kind not in MAKERS and kind != "play_costs":
                        continue
                    assert value == _fresh(kind, fresh, key[1], value), f"{key} went stale"
                    if emptied and before.get(key) == id(value):
                        carried[kind] += 1  # the same value, kept across an answer that is not steady
                before = {key: id(value) for key, value in game.steady.items()}
            game.steady[PROBE] = True
    assert set(carried) == {*MAKERS, "play_costs"}, carried


def _shake_roads(game: Game, player: Player, rng: random.Random) -> None:
    b = placing.player_board(player)
    edges = sorted(b.edge_sides) if b else []
    player.roads = sorted(rng.sample(edges, rng.choice([0, len(edges), rng.randrange(len(edges) + 1)])))


def _shake_tiles(game: Game, player: Player, rng: random.Random) -> None:
    b = placing.player_board(player)
    hexes = sorted(h for h in (b.open if b else ()) if placing.tiles_for(game, b.terrain[h])) if b else []
    chosen = rng.sample(hexes, rng.choice([0, len(hexes), rng.randrange(len(hexes) + 1)]))
    player.tiles = {
        h: {"tile": placing.tiles_for(game, b.terrain[h])[0], "flipped": rng.random() < 0.5} for h in chosen if b
    }


def _shake_flips(game: Game, player: Player, rng: random.Random) -> None:
    player.tiles = {h: {**t, "flipped": rng.random() < 0.5} for h, t in player.tiles.items()}


def _shake_properties(game: Game, player: Player, rng: random.Random) -> None:
    tokens = sorted(game.content.by_id("properties"))
    spots = sorted({*player.tiles, *(b.capitals if (b := placing.player_board(player)) else ())})
    player.properties = {h: rng.choice(tokens) for h in rng.sample(spots, rng.randrange(len(spots) + 1))}


def _shake_skill_tiles(game: Game, player: Player, rng: random.Random) -> None:
    tiles = sorted(game.content.by_id("skill_tiles"))
    player.skill_tiles = {t: rng.random() < 0.5 for t in rng.sample(tiles, rng.randrange(len(tiles) + 1))}


def _shake_character(game: Game, player: Player, rng: random.Random) -> None:
    player.character = rng.choice(sorted(game.content.characters))
    player.free_actions_used = []


def _shake_marks(game: Game, player: Player, rng: random.Random) -> None:
    names = [name for name, _ in character_actions.character_free_actions(game, player)]
    player.free_actions_used = sorted(rng.sample(names, rng.randrange(len(names) + 1)))


def _shake_cards(game: Game, player: Player, rng: random.Random) -> None:
    deck = sorted(game.state.cards)
    player.played = rng.sample(deck, rng.randrange(8))
    player.automated = {column: rng.sample(deck, rng.randrange(3)) for column in player.automated}


def _shake_areas(game: Game, player: Player, rng: random.Random) -> None:
    game.state.areas = {
        a: [rng.choice([None, None, player.seat]) for _ in spaces] for a, spaces in game.state.areas.items()
    }


def _shake_round(game: Game, player: Player, rng: random.Random) -> None:
    game.state.round = rng.randrange(1, 6)


def _fill_capitals(game: Game, player: Player) -> None:
    b = placing.player_board(player)
    token = sorted(game.content.by_id("properties"))[0]
    player.properties = {**player.properties, **dict.fromkeys(b.capitals if b else (), token)}


SHAKES = (
    _shake_roads,
    _shake_tiles,
    _shake_flips,
    _shake_properties,
    _shake_skill_tiles,
    _shake_character,
    _shake_marks,
    _shake_cards,
    _shake_areas,
    _shake_round,
)
"""Each changes one part of the state a kept value might read, often to an extreme (no roads, every edge)."""

STAMPS: dict[str, Callable[[Game, Player], Any]] = {
    "open_spaces": turn._spaces_read,
    "buildable": placing.buildable_read,
    "property_blocked": lambda game, player: properties.locations_read(game, player, PLACE_PROPERTY),
    "character_actions": character_actions._unmarked_read,
    "flips": skills._tiles_read,
    "play_costs": cards._costs_read,
}


def _worked_out(kind: str, game: Game, player: Player, hand: list[str]) -> Any:
    if kind == "play_costs":
        return {card: cards.play_cost(game, player, card) for card in hand}
    return MAKERS[kind](game, player)


def test_a_stamp_changes_whenever_what_it_stands_for_does() -> None:
    """Changing one part of the state at a time: wherever a kept value's stamp stays the same, so does the value."""
    rng = random.Random(12)
    changed: Counter[str] = Counter()
    for players in (2, 4):
        for step, game in enumerate(positions(players, 50 + players, steps=900)):
            if step % 9:
                continue
            for shake in SHAKES:
                seat = rng.randrange(players)
                mine, theirs = copy_game(game), copy_game(game)
                if rng.random() < 0.5:
                    for copy in (mine, theirs):  # a property on every capital hex leaves only flipped tiles free
                        _fill_capitals(copy, copy.state.players[seat])
                shake(theirs, theirs.state.players[seat], rng)
                hand = sorted(game.state.cards)
                for kind, stamp in STAMPS.items():
                    a, b = mine.state.players[seat], theirs.state.players[seat]
                    value = _worked_out(kind, mine, a, hand)
                    if stamp(mine, a) == stamp(theirs, b):
                        assert _worked_out(kind, theirs, b, hand) == value, f"{kind}'s stamp misses {shake.__name__}"
                    elif _worked_out(kind, theirs, b, hand) != value:
                        changed[kind] += 1
    assert set(changed) == set(STAMPS), changed
