"""The food track, its wood discount tiles, and the cookie rabbits it unlocks (chapter 12).

Food steps are taken one at a time, each with the bonus of the space reached
(SL-12.2.3); a step taken on the final space gives 2 wheat instead (SL-12.2.5).
A plain advance asks nothing; an "up to" advance asks before each step whether to
take it (`food_step` or `stop`).

A granted cookie rabbit is always the leftmost one still above the track
(SL-12.4.2). The automatic frame `rabbit_placements` settles each granted rabbit
in turn: 6 VP when none is left (SL-12.5.1), lost when the food marker does not
reach its column or no property lacks a rabbit (SL-12.5.2; nothing changes after
a lost rabbit, so the rest of the grant is lost too), else the decision
`place_rabbit` asks for the property. An "up to" grant also offers `stop`, and
when no rabbit is left it asks whether to take the 6 VP (`rabbit_vp`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from . import abilities
from .amounts import amount
from .content import Content
from .effects import op, resolve
from .game import Action, Game, auto, decision
from .placing import place_kind
from .state import Frame, Player

WHEAT_BEYOND_END = 2
VP_PER_MISSING_RABBIT = 6


@dataclass(frozen=True)
class FoodTrack:
    """One game's food track and the rabbits above it, leftmost first."""

    spaces: dict[int, dict[str, Any]]
    final: int
    rabbits: tuple[dict[str, Any], ...]


@lru_cache(maxsize=32)
def food_track(content: Content) -> FoodTrack:
    items = content.table("food_track")
    spaces = {i["space"]: i for i in items if i.get("type", "space") == "space"}
    order = sorted(spaces)
    final = next((s for s in order if spaces[s].get("final")), order[-1])
    rabbits = tuple(sorted((i for i in items if i.get("type") == "rabbit"), key=lambda r: r["order"]))
    return FoodTrack(spaces, final, rabbits)


# -- the food marker -----------------------------------------------------------------------------------------


def move(game: Game, seat: int) -> None:
    """One food step: the next space and its bonus, or 2 wheat on the final space (SL-12.2.2, SL-12.2.5)."""
    player = game.player(seat)
    track = food_track(game.content)
    if player.food >= track.final:
        player.resources["wheat"] += WHEAT_BEYOND_END
        return
    player.food += 1
    resolve(game, seat, track.spaces.get(player.food, {}).get("bonus"))


@auto("food_advance")
def _food_advance(game: Game, frame: Frame) -> None:
    game.pop()
    if frame["steps"] <= 0:
        return
    if frame["up_to"]:
        game.push({**frame, "kind": "food_step"})
        return
    game.push({**frame, "steps": frame["steps"] - 1})
    move(game, frame["player"])


def _food_legal(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "food_step"}, {"type": "stop"}]


def _food_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    if action["type"] == "food_step":
        game.push({**frame, "kind": "food_advance", "steps": frame["steps"] - 1})
        move(game, frame["player"])


decision("food_step", "SL-12.2.1", _food_legal, _food_apply)


@op("wood_discount")
def _wood_discount(game: Game, seat: int, value: int, ctx: dict[str, Any]) -> None:
    """Take the wood discount tile of that value (SL-12.3.1); each tile exists once per player."""
    discounts = game.player(seat).discounts
    if value not in discounts:
        discounts.append(value)
        discounts.sort()


# -- cookie rabbits ------------------------------------------------------------------------------------------


def next_rabbit(game: Game, player: Player) -> dict[str, Any] | None:
    """The leftmost rabbit still above the food track (SL-12.4.2), or None when all are placed."""
    rabbits = food_track(game.content).rabbits
    placed = len(player.rabbits)
    return rabbits[placed] if placed < len(rabbits) else None


def rabbit_hexes(player: Player) -> list[str]:
    """Properties without a cookie rabbit, on a tile or a capital hex (SL-12.4.5 to SL-12.4.7)."""
    taken = set(player.rabbits)
    return sorted(h for h in player.properties if h not in taken)


def rabbit_reachable(player: Player, rabbit: dict[str, Any]) -> bool:
    """The food marker stands in the rabbit's column or to its right (SL-12.4.3)."""
    return player.food >= int(rabbit["space"])


@place_kind("rabbit")
def _place_rabbits(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    count = amount(game.state, seat, arg["count"], ctx)
    game.push({"kind": "rabbit_placements", "player": seat, "left": count, "up_to": bool(arg.get("up_to", False))})


@auto("rabbit_placements")
def _rabbit_placements(game: Game, frame: Frame) -> None:
    game.pop()
    left = frame["left"]
    if left <= 0:
        return
    player = game.player(frame["player"])
    rabbit = next_rabbit(game, player)
    if rabbit is None:
        if frame["up_to"]:
            game.push({**frame, "kind": "place_rabbit"})
        else:
            player.vp += VP_PER_MISSING_RABBIT * left  # SL-12.5.1
        return
    if rabbit_reachable(player, rabbit) and rabbit_hexes(player):
        game.push({**frame, "kind": "place_rabbit"})
    # Otherwise the rabbit is lost, and so is the rest of the grant: nothing has changed (SL-12.5.2).


def _rabbit_legal(game: Game, frame: Frame) -> list[Action]:
    player = game.player(frame["player"])
    out: list[Action]
    if next_rabbit(game, player) is None:
        out = [{"type": "rabbit_vp"}]
    else:
        out = [{"type": "place_rabbit", "hex": h} for h in rabbit_hexes(player)]
    if frame["up_to"]:
        out.append({"type": "stop"})
    return out


def _rabbit_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    kind = action["type"]
    if kind == "stop":
        return
    seat = frame["player"]
    player = game.player(seat)
    game.push({**frame, "kind": "rabbit_placements", "left": frame["left"] - 1})
    if kind == "rabbit_vp":
        player.vp += VP_PER_MISSING_RABBIT
        return
    rabbit = next_rabbit(game, player)
    assert rabbit is not None
    player.rabbits.append(action["hex"])
    player.rabbits.sort()
    # The rabbit's own bonus comes right after the placement (SL-12.4.8), then abilities that react to it.
    abilities.fire(game, seat, "on_place_rabbit")
    resolve(game, seat, rabbit.get("bonus"))


def _rabbit_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    kind = action.get("type")
    player = game.player(frame["player"])
    if kind == "stop":
        return "SL-1.7.2", "this grant of cookie rabbits is not 'up to'"
    if kind == "rabbit_vp":
        return "SL-12.5.1", "a cookie rabbit is still above the food track: it is placed, not scored"
    if kind != "place_rabbit":
        return None
    if next_rabbit(game, player) is None:
        return "SL-12.5.1", "no cookie rabbit is left above the food track"
    if action.get("hex") in player.rabbits:
        return "SL-12.4.7", f"the property on {action.get('hex')} already holds a cookie rabbit"
    return "SL-12.4.5", f"{action.get('hex')!r} holds none of the player's properties"


decision("place_rabbit", "SL-12.4.5", _rabbit_legal, _rabbit_apply, _rabbit_explain)
