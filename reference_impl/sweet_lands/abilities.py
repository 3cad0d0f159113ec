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


AbilityKey = tuple[str, bool, tuple[str, ...]]


def ability_key(player: Player) -> AbilityKey:
    """Everything a player's ability list depends on: character, clock tower placed, skill tiles held.

    Derived tables (`abilities`, `modifiers`, `triggered`) are memoised on the content under
    this key, so they can never go stale: a change to any of the three gives another key.
    """
    return (player.character or "", "clock_tower" in player.properties.values(), tuple(sorted(player.skill_tiles)))


def abilities(game: Game, player: Player) -> list[Ability]:
    """Every ability the player has now, character first (basic, then clock tower), then skill tiles."""
    key = ability_key(player)
    found: list[Ability] | None = game.content.memo.get(key)
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


_EMPTY: dict[str, Any] = {}


def modifiers(game: Game, player: Player) -> dict[str, dict[str, Any]]:
    """The player's permanent rule modifiers by name, each with the parameters of its first ability.

    `modifier` is asked tens of thousands of times a game (every area, card and city check);
    a table per ability key answers with one lookup instead of a walk over the abilities.
    """
    return modifiers_for(game, ability_key(player))


def modifiers_for(game: Game, key: AbilityKey) -> dict[str, dict[str, Any]]:
    """`modifiers` for the player whose `ability_key` is `key`: a caller that asks several tables of one
    player in one go works the key out once."""
    table: dict[str, dict[str, Any]] | None = game.content.memo.get(("modifiers", key))
    if table is None:
        table = {}
        found: list[Ability] | None = game.content.memo.get(key)
        if found is None:
            found = game.content.memo[key] = _collect(game, *key)
        for ability in found:
            name = ability.get("modifier")
            if name is not None and ability.get("timing") == "permanent" and name not in table:
                table[name] = ability.get("params", _EMPTY)
        game.content.memo[("modifiers", key)] = table
    return table


def modifier(game: Game, player: Player, name: str) -> dict[str, Any] | None:
    """The parameters of a rule modifier the player has (an empty dict if it takes none), else None.

    The dict belongs to the content: callers read it, never change it.
    """
    return modifiers(game, player).get(name)


def triggered(game: Game, player: Player, trigger: str) -> list[Any]:
    """The effects of the player's permanent abilities that react to `trigger`, in ability order."""
    key = ("triggered", ability_key(player), trigger)
    found: list[Any] | None = game.content.memo.get(key)
    if found is None:
        found = game.content.memo[key] = [
            a["effect"]
            for a in abilities(game, player)
            if a.get("timing") == "permanent" and a.get("trigger") == trigger and "effect" in a
        ]
    return found


def fire(game: Game, seat: int, trigger: str, amount: int = 1) -> None:
    """Queue every permanent ability of `seat` that reacts to `trigger`, in ability order."""
    frames: list[Frame] = [
        {"kind": "effect", "player": seat, "effect": effect, "ctx": {"trigger_amount": amount}}
        for effect in triggered(game, game.player(seat), trigger)
    ]
    game.push(*frames)
