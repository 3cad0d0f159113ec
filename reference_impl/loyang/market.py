"""Action D: trade at a Market stall, one or two Cart vegetables (its bowls) for one of its vegetables (section 8.5)."""

from __future__ import annotations

from . import vegetables as veg
from .game import Action, Answer, Game
from .play_area import covered, find, trade_at
from .state import Frame
from .turn import TURN_ANSWERS
from .vegetables import VEGETABLES


def bowls(game: Game, stall: str, kind: str) -> int:
    """What taking `kind` from the stall costs, as its card shows (LY-8.5.1)."""
    return game.content.bowls[stall, kind]


def _options(game: Game, frame: Frame) -> list[Action]:
    """Every stall vegetable with every way to pay for it. The ways to pay a number of bowls depend on the Cart
    alone, so each number's are worked out once per decision; each answer still gets its own `pay` object."""
    player = game.player(frame["player"])
    out: list[Action] = []
    pays: dict[int, list[dict[str, int]]] = {}
    for stall in player.play_area["market_stall"]:
        for kind in VEGETABLES:
            if stall.goods[kind]:
                n = bowls(game, stall.card, kind)
                if n not in pays:
                    pays[n] = list(veg.mixes_from(player.cart, n))
                out.extend({"type": "trade", "stall": stall.card, "pay": dict(pay), "take": kind} for pay in pays[n])
    return out


def _trade(game: Game, frame: Frame, action: Action) -> None:
    player = game.player(frame["player"])
    trade_at(game, player, player, action)


def _refuse(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    player = game.player(frame["player"])
    stall = find(player, "market_stall", action["stall"])
    if stall is None:
        if action["stall"] in covered(player):
            return "LY-7.4.4", f"{action['stall']} is covered by another card"
        return "LY-8.1.2", f"player {player.seat} has no Market stall {action['stall']} in play"
    kind = action["take"]
    if not stall.goods[kind]:
        return "LY-8.5.2", f"{stall.card} holds no {kind}"
    pay: dict[str, int] = action["pay"]
    if sum(pay.values()) != bowls(game, stall.card, kind):
        return "LY-8.5.2", f"{kind} at {stall.card} costs {bowls(game, stall.card, kind)} vegetables"
    if not veg.holds(player.cart, pay):
        return "LY-8.1.1", f"player {player.seat}'s Cart does not hold {pay}"
    return None


TURN_ANSWERS["trade"] = Answer(_options, _trade, "LY-8.5.2", _refuse)
