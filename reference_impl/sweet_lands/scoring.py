"""Final scoring as an itemised breakdown, and the winner (chapter 22), valid at any moment of the game.

`score` is what the protocol's `score` command returns: for each player the items
of 22.2 to 22.9 (plus other end-of-game abilities, SL-22.9.7), their total, and
the player's rank (1 = winner, tied players share a rank; SL-22.10.x). A solo
game adds the title the total earns (SL-26.6.4), null below the first threshold.
Before the game is over it scores the state as if the game ended now.
"""

from __future__ import annotations

from typing import Any

from reference_impl.errors import Unsupported

from . import solo
from .amounts import QUANTITIES, amount, holds
from .game import Game
from .prosperity import prosperity_points
from .state import GameState, Player

ITEMS = (
    "during_play",
    "prosperity",
    "city_points",
    "property_bonuses",
    "gold",
    "diamonds",
    "ports",
    "milestones",
    "final_scoring_tiles",
    "abilities",
)
PORT_POINTS = (-40, -20, -10, -5, 10)
GOLD_PER_VP = 5
VP_PER_CP = 2
MILESTONE_VP = 10
PLACE_VP = {1: 15, 2: 7}
"""VP for first and second place on a final scoring tile (SL-22.9.4); other places score nothing."""


def _automated_cards(state: GameState, seat: int, ctx: dict[str, Any]) -> int:
    """Automated cards, in all columns or in the column named (the element of a final scoring tile, SL-22.9.6)."""
    columns = state.players[seat].automated
    column = ctx.get("param")
    return len(columns[column]) if column in columns else sum(len(cards) for cards in columns.values())


QUANTITIES.setdefault("automated_cards", _automated_cards)


def score(game: Game) -> list[dict[str, Any]]:
    state = game.state
    tiles = final_scoring_tiles(game)
    out: list[dict[str, Any]] = []
    for seat, player in enumerate(state.players):
        items = dict.fromkeys(ITEMS, 0)
        items["during_play"] = player.vp
        items["prosperity"] = prosperity_points(state, seat)
        items["city_points"] = VP_PER_CP * player.cp
        items["property_bonuses"] = property_bonuses(game, seat)
        items["gold"] = player.resources["gold"] // GOLD_PER_VP
        items["diamonds"] = player.resources["diamond"]
        items["ports"] = PORT_POINTS[min(amount(state, seat, {"count": "connected_ports"}), 4)]
        items["milestones"] = MILESTONE_VP * sum(1 for m in state.milestones if m["taken_by"] == seat)
        items["final_scoring_tiles"] = tiles[seat]
        items["abilities"] = sum(end_of_game_vp(game, seat, a) for a in end_of_game_abilities(game, player))
        out.append({"player": seat, "total": sum(items.values()), "items": items})
    for entry, key in zip(out, (tiebreak_key(game, e) for e in out), strict=True):
        entry["rank"] = 1 + sum(1 for other in out if tiebreak_key(game, other) > key)
    if state.solo is not None:
        for entry in out:
            entry["title"] = solo.title(entry["total"])
    return out


def tiebreak_key(game: Game, entry: dict[str, Any]) -> tuple[int, int]:
    """Highest total first; among equal totals, most cookie rabbits on the map (SL-22.10.1, SL-22.10.2)."""
    return entry["total"], len(game.player(entry["player"]).rabbits)


def place(count: int, others: list[int]) -> int:
    """1 plus the number of participants with a strictly higher count (SL-22.9.3)."""
    return 1 + sum(1 for c in others if c > count)


def final_scoring_tiles(game: Game) -> list[int]:
    """Each player's VP from the final scoring tiles in play, ranked with the neutral player (22.9)."""
    state = game.state
    total = [0] * len(state.players)
    table = game.content.by_id("final_scoring_tiles")
    for tile_id in state.final_scoring:
        tile = table[tile_id]
        counts = [amount(state, seat, tile["element"]) for seat in range(len(state.players))]
        for seat, count in enumerate(counts):
            others = [c for s, c in enumerate(counts) if s != seat] + [tile["neutral"]]
            total[seat] += PLACE_VP.get(place(count, others), 0)
    return total


def property_bonuses(game: Game, seat: int) -> int:
    """Top-row bonuses: the end-of-game ability of a property kind once all its tokens are on the map (22.5)."""
    player = game.player(seat)
    placed = set(player.properties.values())
    kinds: dict[str, list[dict[str, Any]]] = {}
    for token in game.content.table("properties"):
        kinds.setdefault(token["kind"], []).append(token)
    vp = 0
    for tokens in kinds.values():
        if all(t["id"] in placed for t in tokens):
            vp += sum(end_of_game_vp(game, seat, t["end_of_game"]) for t in tokens if "end_of_game" in t)
    return vp


def end_of_game_abilities(game: Game, player: Player) -> list[dict[str, Any]]:
    """End-of-game abilities other than ports and properties: character, skill tiles, played cards (SL-22.9.7)."""
    found: list[dict[str, Any]] = []
    character = game.content.characters.get(player.character or "")
    if character:
        found.extend(character.get("basic_abilities", []))
        if "clock_tower" in player.properties.values():
            found.extend(character.get("clock_tower_abilities", []))
    tiles = game.content.by_id("skill_tiles")
    for tile in sorted(player.skill_tiles):
        found.extend(tiles[tile].get("abilities", []))
    state = game.state
    for card in [*player.played, *(c for column in player.automated.values() for c in column)]:
        found.extend(state.card_types[state.cards[card]].get("abilities", []))
    return [a for a in found if a.get("timing") == "end_of_game"]


def end_of_game_vp(game: Game, seat: int, ability: dict[str, Any]) -> int:
    """The VP an end-of-game ability gives; final scoring asks nothing (SL-22.1.3), so only VP is allowed."""
    return _vp(game, seat, ability["effect"])


def _vp(game: Game, seat: int, effect: Any) -> int:
    if "if" in effect:
        branch = effect["then"] if holds(game.state, seat, effect["if"]) else effect.get("else")
        return _vp(game, seat, branch) if branch else 0
    ((name, arg),) = effect.items()
    if name == "vp":
        return amount(game.state, seat, arg)
    if name == "all":
        return sum(_vp(game, seat, part) for part in arg)
    raise Unsupported(f"an end-of-game ability written as '{name}' is not implemented by the reference engine")
