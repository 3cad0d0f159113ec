"""Each player's own Shop: buying at the dark price tag, selling at the pale one (sections 8.3 and 8.4).

A sale is offered wherever a player may raise Cash (a payment, storing the Cart,
their own turn); buying only on their turn. Both answers are written once here
and listed by each decision that offers them (decisions.md L4.7).
"""

from __future__ import annotations

from .game import Action, Answer, Game
from .state import Frame, Player

CANNOT_PAY = "LY-1.3.1"


def free_space(game: Game, player: Player, kind: str) -> bool:
    return player.shop[kind] < game.content.shop[kind].spaces


def sale_options(game: Game, frame: Frame) -> list[Action]:
    """Listed at every turn, payment and store decision: a plain loop with the tables looked up once (a
    comprehension is a call of its own in Python 3.11)."""
    player = game.state.players[frame["player"]]
    out: list[Action] = []
    for v, n in player.cart.items():  # in rule order, as every mix (vegetables.py)
        if n and free_space(game, player, v):
            out.append({"type": "sell", "vegetable": v})
    return out


def sell(game: Game, frame: Frame, action: Action) -> None:
    """Move one Cart vegetable onto a free Shop space of its kind for its selling price (LY-8.4.1)."""
    player = game.state.players[frame["player"]]
    kind = action["vegetable"]
    player.cart[kind] -= 1
    player.shop[kind] += 1
    player.cash += game.content.shop[kind].sell


def refuse_sale(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    player = game.player(frame["player"])
    kind = action["vegetable"]
    if not player.cart[kind]:
        return "LY-8.4.6", f"player {player.seat} has no {kind} on their Cart to sell"
    if not free_space(game, player, kind):
        return "LY-8.4.2", f"player {player.seat}'s Shop has no free space for {kind}"
    return None


SELL = Answer(sale_options, sell, "LY-8.4.1", refuse_sale)


def buy_options(game: Game, frame: Frame) -> list[Action]:
    """Listed at every turn decision: a plain loop, as `sale_options`."""
    player = game.state.players[frame["player"]]
    cash, shop = player.cash, game.content.shop
    out: list[Action] = []
    for v, n in player.shop.items():  # in rule order, as every mix (vegetables.py)
        if n and cash >= shop[v].buy:
            out.append({"type": "buy", "vegetable": v})
    return out


def buy(game: Game, frame: Frame, action: Action) -> None:
    """Take one vegetable from the Shop onto the Cart and pay its buying price (LY-8.3.1)."""
    player = game.state.players[frame["player"]]
    kind = action["vegetable"]
    player.shop[kind] -= 1
    player.cart[kind] += 1
    player.cash -= game.content.shop[kind].buy


def refuse_buy(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    player = game.player(frame["player"])
    kind = action["vegetable"]
    if not player.shop[kind]:
        return "LY-8.3.2", f"player {player.seat}'s Shop holds no {kind}"
    price = game.content.shop[kind].buy
    return CANNOT_PAY, f"player {player.seat} holds {player.cash} Cash, and {kind} costs {price}"


BUY = Answer(buy_options, buy, "LY-8.3.1", refuse_buy)
