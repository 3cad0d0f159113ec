"""Cards in a player's play area: playing one, revealing the lower card of a stack, and a card leaving.

What happens at once when a card comes into play (LY-6.4.1 to LY-6.4.3, LY-8.9.11)
is the same whether it was played in the Card phase, kept from a Two-pack or
revealed: a Market stall is filled, a Regular customer gets a blue Satisfaction
marker and is due from this round unless its owner's turn has already ended. A
Common field's cost is not part of coming into play: it is owed only when the card
is played or kept (`cost_of`), never when it is revealed.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Iterator
from itertools import chain
from operator import attrgetter

from . import vegetables as veg
from .game import Action, Game
from .payments import owe
from .state import Field, Frame, Played, Player


def due_from(game: Game, seat: int) -> int:
    """The first round a Regular customer coming into play now is due (LY-8.7.7, LY-8.7.8, LY-12.2.4).

    The next round once its owner has ended their turn (LY-7.2.5), the end of the turn included: the misses of
    the round were settled first thing then (LY-9.1.1), so a customer revealed later has had no round to be
    served in. `turn_over` is the end of the turn's last frame, on the stack from `end_turn` on."""
    state = game.state
    if state.phase != "action":
        return state.round
    ended = seat in state.turns_taken or any(f["kind"] == "turn_over" and f["player"] == seat for f in state.stack)
    return state.round + 1 if ended else state.round


def bring_into_play(game: Game, seat: int, card_id: str, covers: str | None = None) -> Played:
    """Put a card face up in the row of its kind, with what it gets at once."""
    item = game.content.card(card_id)
    card = Played(card_id, item["kind"], covers)
    if card.kind == "market_stall":
        card.goods = veg.full(game.content.stall_goods[card_id])
    elif card.kind == "regular_customer":
        card.due_from = due_from(game, seat)
    place(game.target(seat), card)  # seat 1 of a solo game is the opponent
    return card


CARD_ID = attrgetter("card")
"""A played card's id, the key its row is sorted by: an `attrgetter`, so the bisection calls no Python function."""


def place(player: Player, card: Played) -> None:
    """Put a card in its row, keeping the row in card id order (see `Player.play_area`)."""
    insort(player.play_area[card.kind], card, key=CARD_ID)


def cost_of(game: Game, seat: int, card_id: str) -> Frame | None:
    """The payment playing or keeping this card owes at once: a Common field's cost (LY-6.4.4, LY-8.9.10)."""
    item = game.content.card(card_id)
    if item["kind"] != "common_field":
        return None
    return owe(seat, item["cost"], "common_field", card_id)


def leave(game: Game, seat: int, card: Played) -> None:
    """A used-up card goes to the discard pile, and the card it covered is revealed at once (LY-8.9.11)."""
    lift(game, seat, card)
    game.state.discard_pile.append(card.card)


def lift(game: Game, seat: int, card: Played) -> None:
    """The card leaves the play area, revealing the card it covered (LY-8.9.11); where it goes is the caller's."""
    player = game.target(seat)
    player.play_area[card.kind].remove(card)
    if card.covers is not None:
        bring_into_play(game, seat, card.covers)


def find(player: Player, kind: str, card_id: str) -> Played | None:
    """An uncovered card of the player's play area, by kind and id."""
    return next((c for c in player.play_area[kind] if c.card == card_id), None)


def covered(player: Player) -> set[str]:
    """The ids of the player's covered cards (the lower cards of their stacks), for a membership test."""
    return {card.covers for row in player.play_area.values() for card in row if card.covers is not None}


def fields(player: Player) -> Iterator[Field | Played]:
    """Every field of the player that is in play: their Private fields, then their uncovered Common fields.

    A `chain` of the two rows (not a generator): the Helpers' plant and harvest operations walk it."""
    return chain(player.fields, player.play_area["common_field"])


def field_id(field: Field | Played) -> str:
    return field.id if isinstance(field, Field) else field.card


def empty_field(game: Game, seat: int, field: Field | Played) -> None:
    """A sown field without vegetables left leaves play: a Private field the game, a Common field to the discard
    pile (LY-5.4.1, LY-5.4.2, LY-5.4.4)."""
    player = game.player(seat)
    if isinstance(field, Field):
        player.fields.remove(field)
        if field.id in game.content.cards:
            game.state.discard_pile.append(field.id)  # a Common field a Helper made Private (LY-11.7.3)
    else:
        leave(game, seat, field)


def trade_at(game: Game, trader: Player, owner: Player, action: Action) -> None:
    """`trader` pays from their Cart to the supply and takes the vegetable onto it, at a Market stall of
    `owner` (their own, or another player's through a Helper); an empty stall is discarded at once
    (LY-8.5.2, LY-8.5.6)."""
    stall = find(owner, "market_stall", action["stall"])
    assert stall is not None
    for kind, n in action["pay"].items():
        trader.cart[kind] -= n
    take = action["take"]
    stall.goods[take] -= 1
    trader.cart[take] += 1
    if not veg.total(stall.goods):
        leave(game, owner.seat, stall)


def deliver_to(game: Game, supplier: Player, owner: Player, card_id: str) -> None:
    """`supplier` fills the lowest empty row of the Regular customer `card_id` of `owner` (their own, or
    another player's through a Helper) from their Cart and takes its price; after the last row the card
    leaves (LY-8.7.2, LY-8.7.9). The row counts as the owner's delivery of this round (effects.md)."""
    card = find(owner, "regular_customer", card_id)
    assert card is not None
    for kind, n in game.content.wants[card.card].items():
        supplier.cart[kind] -= n
    prices = game.content.card(card.card)["prices"]
    supplier.cash += prices[card.rows]
    card.rows += 1
    card.last_delivery = game.state.round
    if served_out(game, card):
        leave(game, owner.seat, card)


def served_out(game: Game, card: Played) -> bool:
    """All four rows filled and its fourth round reached: only then is a Regular customer discarded, so a second
    delivery never shortens its four rounds (LY-8.7.9, LY-8.7.13). A customer filled early waits, due no more, and
    leaves at the end of its owner's turn in that round (customers.settle_customers)."""
    prices = game.content.card(card.card)["prices"]
    return card.rows == len(prices) and game.state.round >= card.due_from + len(prices) - 1
