"""Action D: trade at a Market stall, one or two Cart vegetables (its bowls) for one of its vegetables (section 8.5)."""

from __future__ import annotations

from . import vegetables as veg
from . import wording
from .game import Action, Answer, Game
from .play_area import covered, find, trade_at
from .state import Frame
from .turn import TURN_ANSWERS


def bowls(game: Game, stall: str, kind: str) -> int:
    """What taking `kind` from the stall costs, as its card shows (LY-8.5.1)."""
    return game.content.bowls[stall, kind]


def _options(game: Game, frame: Frame) -> list[Action]:
    """Every stall vegetable with every way to pay for it. The ways to pay a number of bowls depend on the Cart
    alone, so each number's are worked out once per decision; each answer still gets its own `pay` object.
    Listed at every turn decision, so plain loops over each stall's `Content.stall_prices`."""
    player = game.state.players[frame["player"]]
    cart = player.cart
    prices = game.content.stall_prices
    out: list[Action] = []
    pays: dict[int, list[dict[str, int]]] = {}
    for stall in player.play_area["market_stall"]:
        card, goods = stall.card, stall.goods
        for kind, n in prices[card]:
            if goods[kind]:
                ways = pays.get(n)
                if ways is None:
                    ways = pays[n] = veg.mixes_from(cart, n)
                for pay in ways:
                    out.append({"type": "trade", "stall": card, "pay": dict(pay), "take": kind})
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
        need, given = bowls(game, stall.card, kind), sum(pay.values())
        return "LY-8.5.2", f"the Market stall {stall.card} asks {need} vegetable(s) for 1 {kind}: {given} given"
    if not veg.holds(player.cart, pay):
        cart = wording.vegetables({k: player.cart[k] for k in pay}, zeros=True)
        paid = wording.vegetables(pay)
        return "LY-8.1.1", f"the trade pays {paid} from the Cart; player {player.seat}'s Cart holds {cart}"
    return None


TURN_ANSWERS["trade"] = Answer(_options, _trade, "LY-8.5.2", _refuse)
