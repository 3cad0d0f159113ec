"""The solo game (chapter 15): the imaginary opponent, the Courtyard grid and the solo Card phase.

At setup (decisions.md L5.3) cards are turned up from the draw pile until the
opponent has 2 Market stalls (filled), 2 Regular customers and 2 Casual customers;
the other cards turned up go back and the pile is shuffled; the next 12 cards form
the grid, 4 rows of 3. The opponent is only a target for lantern Helpers (seat 1,
LY-15.1.4); it takes no turns. In each Card phase the player is dealt 4 cards and
answers `solo_card_phase`: one grid card at its row's price with one hand card; the
rest of the hand is discarded, and the grid card's column moves up and is refilled
at the bottom from the draw pile (LY-15.2.2 to LY-15.2.4).
"""

from __future__ import annotations

from rulecore.rng import Rng

from .card_phase import _play
from .game import DECISIONS, Action, Answer, Decision, Game, refusing
from .loans import LOAN
from .play_area import bring_into_play
from .shop import CANNOT_PAY, SELL
from .state import Frame, Player

OPPONENT_SEAT = 1
TWO_GRID_CARDS = "two_grid_cards"
"""The solo variant of LY-15.2.5: two grid cards and no hand card."""


def deal_solo(game: Game, rng: Rng) -> None:
    state = game.state
    opponent = Player(seat=OPPONENT_SEAT)
    state.opponent = opponent
    returned: list[str] = []
    wanted = game.content.opponent_cards
    have = dict.fromkeys(wanted, 0)
    pile = state.draw_pile
    while pile and any(have[k] < n for k, n in wanted.items()):
        card = pile.pop(0)
        kind = game.content.kind(card)
        if kind in wanted and have[kind] < wanted[kind]:
            have[kind] += 1
            bring_into_play(game, OPPONENT_SEAT, card)  # a stall is filled (LY-15.1.3)
        else:
            returned.append(card)
    pile.extend(returned)
    rng.shuffle(pile)  # LY-15.1.2, L5.3
    grid: list[list[str | None]] = []
    for _ in range(game.content.grid_rows):
        grid.append([pile.pop(0) if pile else None for _ in range(game.content.grid_columns)])
    state.grid = grid
    state.rng = rng.to_hex()
    state.second_player = None


def _place(game: Game, card: str) -> tuple[int, int]:
    """Where the card lies in the grid, row and column: each row searched by `list.index`, not a generator."""
    grid = game.state.grid
    assert grid is not None
    for r, row in enumerate(grid):
        if card in row:
            return r, row.index(card)
    raise ValueError(f"{card} is not in the grid")  # only a card in the grid is asked for


def _grid_cards(game: Game) -> list[str]:
    return [c for row in game.state.grid or [] for c in row if c is not None]


def _prices(game: Game) -> dict[str, int]:
    """`_price` of every grid card, in the grid's order, from one look at the grid instead of one per card."""
    prices: dict[str, int] = {}
    for r, row in enumerate(game.state.grid or []):
        for card in row:
            if card is not None and card not in prices:
                prices[card] = game.content.grid_prices[r]
    return prices


def _options(game: Game, frame: Frame) -> list[Action]:
    """A grid card with each hand card (48 answers with a full grid and hand), so plain loops over one listing of
    the grid and one of its prices."""
    player = game.state.players[frame["player"]]
    hands: list[str | None] = list(player.hand) or [None]
    cash = player.cash
    cards = _grid_cards(game)
    prices = _prices(game)
    out: list[Action] = []
    for card in cards:
        if cash >= prices[card]:
            for h in hands:
                out.append({"type": "take_grid", "grid": [card], "hand": h})
    if TWO_GRID_CARDS in game.state.variants:
        ordered = sorted(cards)
        for i, first in enumerate(ordered):
            for second in ordered[i + 1 :]:
                if cash >= prices[first] + prices[second]:
                    out.append({"type": "take_grid", "grid": [first, second], "hand": None})
    if not cards:
        # An empty grid (the draw pile ran out): the hand card alone, or with an empty hand too no card at all, the
        # one answer that ends the Card phase (rulings, LY-15.2.3, LY-15.2.7).
        out = [{"type": "take_grid", "grid": [], "hand": h} for h in hands]
    return out


def _price(game: Game, card: str) -> int:
    return game.content.grid_prices[_place(game, card)[0]]


def _take(game: Game, frame: Frame, action: Action) -> None:
    seat = frame["player"]
    player = game.player(seat)
    grid = game.state.grid
    assert grid is not None
    played: list[str] = []
    # Each card pays the row it lies in when chosen; the upper card leaves first (LY-15.2.5).
    player.cash -= sum(_price(game, card) for card in action["grid"])
    for card in sorted(action["grid"], key=lambda card: _place(game, card)):
        r, c = _place(game, card)
        last = len(grid) - 1
        for row in range(r, last):
            grid[row][c] = grid[row + 1][c]  # the cards below move up (LY-15.2.4)
        pile = game.state.draw_pile
        grid[last][c] = pile.pop(0) if pile else None
        played.append(card)
    if action["hand"] is not None:
        player.hand.remove(action["hand"])
        played.append(action["hand"])
    played.sort(key=lambda card: action["grid"].index(card) if card in action["grid"] else len(action["grid"]))
    game.state.discard_pile.extend(sorted(player.hand))  # the rest of the hand is discarded (LY-15.2.3)
    player.hand = []
    game.state.stack.pop()
    _play(game, seat, played)


def _refuse(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    player = game.player(frame["player"])
    for card in action["grid"]:
        if card not in _grid_cards(game):
            return "LY-15.2.3", f"{card} is not in the grid"
        if player.cash < _price(game, card):
            price = _price(game, card)
            return CANNOT_PAY, f"{card} costs {price} Cash in its row; player {player.seat} has {player.cash}"
    return "LY-15.2.3", "one grid card and one hand card are played"


DECISIONS["solo_card_phase"] = Decision(
    {"take_grid": Answer(_options, _take, "LY-15.2.3", _refuse), "sell": SELL, "take_loan": LOAN},
    refusing("LY-15.2.3"),
)
