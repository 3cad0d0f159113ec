"""Where a player's abilities come from, and the two ways they act outside an effect.

A player's abilities sit on their character (basic abilities from the start, clock
tower abilities once the clock tower is on the map, chapter 23), on their skill
tiles (chapter 16) and on their played cards (chapter 14). Permanent abilities
either react to a trigger (`fire`) or change a rule (`modifier`); the modules that
own those rules ask here instead of knowing about characters or tiles.
"""

from __future__ import annotations

from typing import Any

from .game import Game
from .state import Frame, Player

Ability = dict[str, Any]


def has_clock_tower(player: Player) -> bool:
    return "clock_tower" in player.properties.values()


def abilities(game: Game, player: Player) -> list[Ability]:
    """Every ability the player has now, character first (basic, then clock tower), then skill tiles."""
    key = (player.character or "", has_clock_tower(player), tuple(sorted(player.skill_tiles)))
    found = game.content.memo.get(key)
    if found is None:
        found = game.content.memo[key] = _collect(game, *key)
    return found


def _collect(game: Game, character_id: str, clock_tower: bool, tiles: tuple[str, ...]) -> list[Ability]:
    found: list[Ability] = []
    character = game.content.characters.get(character_id)
    if character:
        found.extend(character.get("basic_abilities", []))
        if clock_tower:
            found.extend(character.get("clock_tower_abilities", []))
    by_id = game.content.by_id("skill_tiles")
    for tile in tiles:
        found.extend(by_id[tile].get("abilities", []))
    return found


def modifier(game: Game, player: Player, name: str) -> dict[str, Any] | None:
    """The parameters of a rule modifier the player has (an empty dict if it takes none), else None."""
    for ability in abilities(game, player):
        if ability.get("modifier") == name and ability.get("timing") == "permanent":
            params: dict[str, Any] = ability.get("params", {})
            return params
    return None


def fire(game: Game, seat: int, trigger: str, amount: int = 1) -> None:
    """Queue every permanent ability of `seat` that reacts to `trigger`, in ability order."""
    frames: list[Frame] = [
        {"kind": "effect", "player": seat, "effect": a["effect"], "ctx": {"trigger_amount": amount}}
        for a in abilities(game, game.player(seat))
        if a.get("timing") == "permanent" and a.get("trigger") == trigger and "effect" in a
    ]
    game.push(*frames)
