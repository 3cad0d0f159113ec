"""Actions F and G: delivering to Regular customers and serving Casual customers, and settling misses.

A Regular customer (section 8.7) takes its two vegetables once a round, row by row
from the bottom, and pays each row at once; a round it is due and gets nothing is a
miss, settled at the end of its owner's turn (section 9.2). A Casual customer
(section 8.8) takes its three vegetables in one action and pays its price, 2 Cash
more or less by the count of the player's customers at that moment.
"""

from __future__ import annotations

from . import vegetables as veg
from .game import Action, Answer, Game, auto
from .payments import owe
from .play_area import covered, deliver_to, find, leave, served_out
from .state import Frame, Played, Player
from .turn import TURN_ANSWERS


def _wants(game: Game, card: Played) -> dict[str, int]:
    """A Regular customer's row or a Casual customer's order, as a mix."""
    return game.content.wants[card.card]


def is_due(game: Game, card: Played) -> bool:
    """Due this round (LY-8.7.4, LY-8.7.7, LY-8.7.8); a customer whose rows a second delivery filled early waits out
    its four rounds and is due no more (LY-8.7.13)."""
    return card.due_from <= game.state.round and card.rows < len(game.content.card(card.card)["prices"])


def may_deliver(player: Player, card: Played, now: int) -> bool:
    """No delivery yet this round, or a second one while a Helper allows it and this customer has not had it
    (LY-8.7.5, LY-8.7.12)."""
    if card.last_delivery != now:
        return True
    return player.second_delivery is not None and card.card not in player.second_delivery


def deliver_own(game: Game, player: Player, card_id: str) -> None:
    """The owner's delivery (action F): a second one this round is recorded against the Helper (LY-8.7.12)."""
    card = find(player, "regular_customer", card_id)
    assert card is not None
    if card.last_delivery == game.state.round and player.second_delivery is not None:
        player.second_delivery = sorted([*player.second_delivery, card_id])
    deliver_to(game, player, player, card_id)


def _deliver_options(game: Game, frame: Frame) -> list[Action]:
    """Listed at every turn decision: a plain loop (a comprehension is a call of its own in Python 3.11), with
    `veg.holds` written out (the Cart, an in-memory mix, holds every kind)."""
    player = game.state.players[frame["player"]]
    now = game.state.round
    cart, wants = player.cart, game.content.wants
    out: list[Action] = []
    for c in player.play_area["regular_customer"]:
        if is_due(game, c) and may_deliver(player, c, now):
            for kind, n in wants[c.card].items():
                if cart[kind] < n:
                    break
            else:
                out.append({"type": "deliver_regular", "card": c.card})
    return out


def _deliver(game: Game, frame: Frame, action: Action) -> None:
    deliver_own(game, game.player(frame["player"]), action["card"])


def _missing(player: Player, kind: str, card_id: str, action: str) -> tuple[str, str]:
    if card_id in covered(player):
        return "LY-7.4.4", f"{card_id} is covered by another card"
    return "LY-8.1.2", f"player {player.seat} has no {kind.replace('_', ' ')} {card_id} to {action}"


def _refuse_deliver(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    player = game.player(frame["player"])
    card = find(player, "regular_customer", action["card"])
    if card is None:
        return _missing(player, "regular_customer", action["card"], "deliver to")
    if card.due_from > game.state.round:
        return "LY-8.7.4", f"{card.card} is first due in round {card.due_from}"
    if not is_due(game, card):
        return "LY-8.7.13", f"{card.card} has all its rows filled and waits out its four rounds"
    if not may_deliver(player, card, game.state.round):
        return "LY-8.7.5", f"{card.card} has had its delivery this round"
    return "LY-8.7.3", f"a row of {card.card} takes {veg.wire(_wants(game, card))} from the Cart at once"


TURN_ANSWERS["deliver_regular"] = Answer(_deliver_options, _deliver, "LY-8.7.2", _refuse_deliver)


# -- Casual customers --------------------------------------------------------------------------------


def casual_price(game: Game, player: Player, card: Played) -> int:
    """The printed price, +2 with more Regular than Casual customers in play, -2 with fewer, never below 0
    (LY-8.8.3, LY-8.8.4, LY-8.8.6). The card being served still counts."""
    regular = len(player.play_area["regular_customer"])
    casual = len(player.play_area["casual_customer"])
    step = game.content.casual_modifier
    change = step if regular > casual else -step if regular < casual else 0
    if player.casual_bonus is not None:
        change = player.casual_bonus  # a Helper's bonus replaces the modifier for the turn (effects.md)
    price: int = game.content.card(card.card)["price"]
    return max(0, price + change)


def _serve_options(game: Game, frame: Frame) -> list[Action]:
    """Listed at every turn decision: a plain loop with `veg.holds` written out, as `_deliver_options`."""
    player = game.state.players[frame["player"]]
    cart, wants = player.cart, game.content.wants
    out: list[Action] = []
    for c in player.play_area["casual_customer"]:
        for kind, n in wants[c.card].items():
            if cart[kind] < n:
                break
        else:
            out.append({"type": "serve_casual", "card": c.card})
    return out


def _serve(game: Game, frame: Frame, action: Action) -> None:
    seat = frame["player"]
    player = game.player(seat)
    card = find(player, "casual_customer", action["card"])
    assert card is not None
    for kind, n in _wants(game, card).items():
        player.cart[kind] -= n
    player.cash += casual_price(game, player, card)
    leave(game, seat, card)


def _refuse_serve(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    player = game.player(frame["player"])
    card = find(player, "casual_customer", action["card"])
    if card is None:
        return _missing(player, "casual_customer", action["card"], "serve")
    return "LY-8.8.2", f"{card.card} takes {veg.wire(_wants(game, card))} from the Cart in one action"


TURN_ANSWERS["serve_casual"] = Answer(_serve_options, _serve, "LY-8.8.2", _refuse_serve)


# -- missed Regular customers at the end of a turn ------------------------------------------------


@auto("settle_customers")
def settle_customers(game: Game, frame: Frame) -> None:
    """Each due customer without a delivery this round: blue turns red, red costs 2 Cash (LY-9.2.1 to LY-9.2.3).

    Settled in ascending order of card id (decisions.md L4.6), the order the row is kept in (`Player.play_area`);
    every marker is judged before any is turned.
    """
    seat = frame["player"]
    player = game.player(seat)
    now = game.state.round
    missed = [c for c in player.play_area["regular_customer"] if is_due(game, c) and c.last_delivery != now]
    for card in [c for c in player.play_area["regular_customer"] if not is_due(game, c) and served_out(game, c)]:
        leave(game, seat, card)  # its rows filled early by a second delivery, its four rounds are over (LY-8.7.13)
    game.state.stack.pop()
    penalties = []
    for card in missed:
        if card.marker == "blue":
            card.marker = "red"
        else:
            penalties.append(owe(seat, game.content.penalty, "penalty", card.card))
    game.push(*penalties)
