"""Character free actions: once per round each, marked with a cube until cleanup (chapter 18.3).

A character's free actions are its abilities with the `free_action` timing, from
its basic abilities and, once the clock tower is on the map, its clock tower
abilities (chapter 23). Each is named by where it is printed, `basic:<n>` or
`clock_tower:<n>` (n counts from 0 in the character's data), and that name is
what the player's list of used free actions records (the marking cube, SL-18.3.3).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .abilities import has_clock_tower
from .amounts import amount, holds
from .effects import payable, resolve, supported
from .game import Action, Game
from .hand import can_discard
from .industry import takers, track_of
from .placing import face_up, has_road_spot, has_terrain_spot
from .prosperity import least_colours, open_steps, tracks_of
from .state import Player

ONCE_PER_ROUND = "SL-18.3.2"
LISTS = (("basic", "basic_abilities"), ("clock_tower", "clock_tower_abilities"))
PAYMENTS = ("pay", "pay_any", "discard")


def character_free_actions(game: Game, player: Player) -> Iterator[tuple[str, dict[str, Any]]]:
    """(name, ability) for every free action the player's character prints and the player has now."""
    key = ("character_free_actions", player.character or "", has_clock_tower(player))
    found: list[tuple[str, dict[str, Any]]] | None = game.content.memo.get(key)
    if found is None:
        # Memoised on the content by character and clock tower: the character tables never change.
        found = game.content.memo[key] = []
        character = game.content.characters.get(player.character or "")
        for prefix, field in LISTS:
            if not character or (prefix == "clock_tower" and not has_clock_tower(player)):
                continue
            for n, ability in enumerate(character.get(field, [])):
                if ability.get("timing") == "free_action":
                    found.append((f"{prefix}:{n}", ability))
    return iter(found)


def startable(game: Game, seat: int, effect: Any) -> bool:
    """Whether the payments and discards an effect opens with can be made now (SL-1.5.4, SL-18.1.5)."""
    ((name, arg),) = effect.items()
    if name == "discard":
        return can_discard(game, seat, amount(game.state, seat, arg))
    if name == "all":
        # Only the payments before the first other part (SL-16.3.5): a discard that follows a draw
        # (advanced tile A8: draw 2, then discard 1) is made possible by the cards drawn.
        for part in arg:
            if next(iter(part)) not in PAYMENTS:
                break
            if not startable(game, seat, part):
                return False
        return True
    return payable(game, seat, effect)


def has_effect(game: Game, player: Player, effect: Any) -> bool:
    """Whether an effect would change anything now (SL-23.1.13): the cases character free actions print.

    Biscuit Bastet's industry steps counted from cities with a research lab can be 0, or have no marker
    to go to (SL-11.4.3); prosperity steps need a track of their colours short of its end or payable
    (SL-13.2.5); Lotus Che's flip needs a face-up tile; Solbee Chocolat's road and any terrain
    placement need a legal spot. Every other operation counts as changing the state whenever it can be
    started (food steps beyond the end still pay wheat).
    """
    ((name, arg),) = effect.items()
    if name == "all":
        return any(has_effect(game, player, part) for part in arg)
    if name == "advance":
        steps = amount(game.state, player.seat, arg["steps"])
        return steps > 0 and (arg["track"] != "industry" or bool(takers(track_of(game), player)))
    if name == "advance_prosperity":
        colours = arg["colors"]
        if colours == "least_progress":
            colours = least_colours(tracks_of(game), player)
        steps = amount(game.state, player.seat, arg["steps"])
        return steps > 0 and bool(open_steps(game, player, list(colours)))
    if name == "flip_any":
        return bool(face_up(player)) and amount(game.state, player.seat, arg["count"]) > 0
    if name == "place" and arg.get("what") == "road":
        return has_road_spot(player)
    if name == "place" and arg.get("what") == "terrain":
        return has_terrain_spot(game, player)
    return True


def options(game: Game, player: Player) -> list[Action]:
    """The character free actions offered now: unmarked this round, condition met, opening costs payable,
    and with some effect (SL-23.1.13).

    Asked at every turn decision: which free actions are unmarked and supported reads neither the purse
    nor the map, so `Game.steady` keeps those for a run of steady answers and only the rest is asked again.
    """
    out: list[Action] = []
    state, seat = game.state, player.seat
    for name, ability in game.kept(("character_actions", seat), _unmarked, game, player):
        if "condition" in ability and not holds(state, seat, ability["condition"]):
            continue
        if startable(game, seat, ability["effect"]) and has_effect(game, player, ability["effect"]):
            out.append({"type": "character_action", "ability": name})
    return out


def _unmarked(game: Game, player: Player) -> list[tuple[str, dict[str, Any]]]:
    """(name, ability) for every free action of the character not used this round whose effect is supported."""
    used = player.free_actions_used
    return [
        (name, ability)
        for name, ability in character_free_actions(game, player)
        if name not in used and supported(ability["effect"])
    ]


def take(game: Game, seat: int, name: str) -> None:
    """Mark the free action as used this round, then resolve it (SL-18.3.3, SL-18.1.4)."""
    player = game.player(seat)
    player.free_actions_used = sorted([*player.free_actions_used, name])
    ability = dict(character_free_actions(game, player))[name]
    resolve(game, seat, ability["effect"])


def explain(game: Game, player: Player, name: Any) -> tuple[str, str]:
    if name in player.free_actions_used:
        return ONCE_PER_ROUND, f"the character free action {name!r} has already been used this round"
    known = dict(character_free_actions(game, player))
    if name not in known:
        return "SL-18.3.1", f"the player's character has no free action {name!r}"
    ability = known[name]
    met = "condition" not in ability or holds(game.state, player.seat, ability["condition"])
    if met and startable(game, player.seat, ability["effect"]) and not has_effect(game, player, ability["effect"]):
        return "SL-23.1.13", f"the character free action {name!r} would change nothing now"
    return "SL-18.3.1", f"the character free action {name!r} cannot be taken now (its condition or cost)"
