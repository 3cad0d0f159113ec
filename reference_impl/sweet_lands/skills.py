"""Skill tiles (chapter 16): taking one, the advanced variant, and flip abilities as a main action.

A skill tile bonus is one decision per tile: a regular kind the player does not
hold whose stack is not empty, or (advanced variant) an advanced tile beside the
board for 1 diamond (SL-16.1.3, SL-16.1.4, SL-16.6.2). With nothing to take the
bonus is lost without a question (SL-16.1.5). Jasmine Mei's `skill_tiles_doubled`
turns each tile of a bonus into two (SL-16.1.7). A taken tile's immediate and
`on_acquire` abilities resolve at once (SL-16.2.1); its pass abilities are read at
the pass (passing.py) and its permanent ones through abilities.py.

Using a face-up tile's flip ability is a main action of the `turn` decision; the
tile then lies face down until cleanup (SL-16.3). Only the payments a flip ability
opens with decide whether it is offered (SL-16.3.5). The quantity
`industry_points_this_pass` (regular tile 6, Nata Pastel) lives here too: it adds the
industry points of the character's pass abilities to those of the industry step.
"""

from __future__ import annotations

from typing import Any

from . import abilities, turn
from .amounts import QUANTITIES, amount
from .character_actions import startable
from .content import content_of
from .effects import op, resolve, supported
from .game import Action, Game, auto, decision
from .industry import icons_passed
from .state import Frame, GameState, Player

ADVANCED_VARIANT = "advanced_skill_tiles"
ADVANCED_DIAMONDS = 1


@op("skill_tile")
def _skill_tile(game: Game, seat: int, arg: Any, ctx: dict[str, Any]) -> None:
    count = amount(game.state, seat, arg, ctx)
    if abilities.modifier(game, game.player(seat), "skill_tiles_doubled") is not None:
        count *= 2
    game.push(*({"kind": "skill_tile_bonus", "player": seat, "advanced_only": False} for _ in range(count)))


@op("advanced_skill_tile")
def _advanced_skill_tile(game: Game, seat: int, arg: Any, ctx: dict[str, Any]) -> None:
    count = amount(game.state, seat, arg, ctx)
    game.push(*({"kind": "skill_tile_bonus", "player": seat, "advanced_only": True} for _ in range(count)))


def tile_options(game: Game, frame: Frame) -> list[Action]:
    state = game.state
    player = game.player(frame["player"])
    out: list[Action] = []
    if not frame["advanced_only"]:
        out.extend(
            {"type": "take_skill_tile", "tile": t}
            for t, left in sorted(state.skill_supply.items())
            if left > 0 and t not in player.skill_tiles
        )
    pays = 0 if frame["advanced_only"] else ADVANCED_DIAMONDS
    if ADVANCED_VARIANT in state.variants and player.resources["diamond"] >= pays:
        out.extend(
            {"type": "take_advanced_skill_tile", "tile": t}
            for t in sorted(set(state.advanced_supply))
            if t not in player.skill_tiles
        )
    return out


@auto("skill_tile_bonus")
def _bonus(game: Game, frame: Frame) -> None:
    game.pop()
    if tile_options(game, frame):
        game.push({**frame, "kind": "choose_skill_tile"})


def _choose_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    seat = frame["player"]
    player = game.player(seat)
    tile = action["tile"]
    state = game.state
    if action["type"] == "take_skill_tile":
        state.skill_supply[tile] -= 1
    else:
        if not frame["advanced_only"]:
            player.resources["diamond"] -= ADVANCED_DIAMONDS
        state.advanced_supply.remove(tile)
    take_tile(game, seat, tile)


def take_tile(game: Game, seat: int, tile: str) -> None:
    """Put the tile face up in front of the player and resolve what it does on taking (SL-16.2.1)."""
    player = game.player(seat)
    player.skill_tiles[tile] = True
    for ability in reversed(game.content.by_id("skill_tiles")[tile].get("abilities", [])):
        timing = ability.get("timing")
        if timing == "immediate" or (timing == "one_time" and ability.get("when") == "on_acquire"):
            resolve(game, seat, ability["effect"])


def _choose_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    tile = action.get("tile")
    player = game.player(frame["player"])
    if action.get("type") in {"take_skill_tile", "take_advanced_skill_tile"} and tile in player.skill_tiles:
        return "SL-16.1.3", f"the player already holds a skill tile {tile!r}"
    if action.get("type") == "take_skill_tile":
        return "SL-16.1.4", f"no tile {tile!r} is left in the stacks"
    if action.get("type") == "take_advanced_skill_tile":
        if tile in game.state.advanced_supply:
            return "SL-16.6.2", "an advanced skill tile costs 1 diamond"
        return "SL-16.6.3", f"the advanced skill tile {tile!r} is not beside the main board"
    return None


decision("choose_skill_tile", "SL-16.1.1", tile_options, _choose_apply, _choose_explain)


# -- flip abilities -------------------------------------------------------------------------------------


def flip_effect(game: Game, tile: str) -> Any:
    for ability in game.content.by_id("skill_tiles")[tile].get("abilities", []):
        if ability.get("timing") == "flip":
            return ability["effect"]
    return None


def flip_options(game: Game, player: Player) -> list[Action]:
    """The `flip_skill_tile` main actions. Asked at every turn decision until the main action is taken: which
    tiles lie face up with a supported flip ability reads neither the purse nor the map, so `Game.steady`
    keeps them for a run of steady answers and only whether each flip can be started is asked again."""
    out: list[Action] = []
    seat = player.seat
    for tile, effect in game.kept(("flips", seat), _flippable, game, player):
        if startable(game, seat, effect):
            out.append({"type": "flip_skill_tile", "tile": tile})
    return out


def _flippable(game: Game, player: Player) -> list[tuple[str, Any]]:
    """(tile, flip effect) for each face-up skill tile of the player whose flip ability is supported."""
    out: list[tuple[str, Any]] = []
    for tile, face_up in sorted(player.skill_tiles.items()):
        effect = flip_effect(game, tile)
        if face_up and effect is not None and supported(effect):
            out.append((tile, effect))
    return out


def _flip_apply(game: Game, seat: int, action: Action) -> None:
    """Resolve the flip ability, then turn the tile face down (SL-16.3.2): the tile lies face up until then."""
    tile = action["tile"]
    game.push({"kind": "skill_tile_face_down", "player": seat, "tile": tile})
    resolve(game, seat, flip_effect(game, tile))


@auto("skill_tile_face_down")
def _face_down(game: Game, frame: Frame) -> None:
    game.pop()
    game.player(frame["player"]).skill_tiles[frame["tile"]] = False


def _flip_explain(game: Game, player: Player, action: Action) -> tuple[str, str]:
    tile = action.get("tile")
    if not isinstance(tile, str) or tile not in player.skill_tiles:
        return "SL-16.3.1", f"the player holds no skill tile {tile!r}"
    if flip_effect(game, tile) is None:
        return "SL-16.2.4", f"skill tile {tile!r} has no flip ability"
    if not player.skill_tiles[tile]:
        return "SL-16.3.3", f"skill tile {tile!r} is face down until cleanup"
    return "SL-16.3.5", f"the player cannot make the payment the flip ability of {tile!r} begins with"


turn.MAIN_ACTIONS["flip_skill_tile"] = (flip_options, _flip_apply, _flip_explain)


# -- industry points of a pass ------------------------------------------------------------------------------


def _industry_points_of(state: GameState, seat: int, effect: Any) -> int:
    ((name, arg),) = effect.items()
    if name == "ip":
        return amount(state, seat, arg)
    if name == "all":
        return sum(_industry_points_of(state, seat, part) for part in arg)
    return 0


def pass_industry_points(state: GameState, seat: int, ctx: dict[str, Any]) -> int:
    """The industry points a whole pass gives: step 3's icons plus the character's pass abilities' (SL-16.4.5).

    Regular tile 6 scores at step 5 and Nata Pastel's clock tower ability at step 1 but
    after step 3 (SL-23.3.4); both read the pass's total, which nothing in the pass changes.
    """
    player = state.players[seat]
    total = icons_passed(state, seat)
    character = content_of(state).characters.get(player.character or "")
    if character:
        sources = [character.get("basic_abilities", [])]
        if abilities.has_clock_tower(player):
            sources.append(character.get("clock_tower_abilities", []))
        total += sum(
            _industry_points_of(state, seat, a["effect"]) for s in sources for a in s if a.get("timing") == "pass"
        )
    return total


QUANTITIES["industry_points_this_pass"] = pass_industry_points
