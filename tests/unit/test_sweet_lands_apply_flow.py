"""Drawing several cards at once is drawing them one at a time, across a turned-over discard pile too."""

from __future__ import annotations

import pytest

from reference_impl.games import registered
from reference_impl.sweet_lands.flow import draw_cards, draw_one
from reference_impl.sweet_lands.game import Game

RULES = registered()["sweet-lands"]


def one_at_a_time(game: Game, seat: int, count: int) -> None:
    hand = game.player(seat).hand
    for _ in range(count):
        card = draw_one(game)
        if card is None:
            break
        hand.append(card)
    hand.sort()


@pytest.mark.parametrize(("deck", "discard", "count"), [(10, 0, 5), (2, 6, 5), (0, 6, 3), (3, 2, 8), (0, 0, 2)])
def test_draw_cards_takes_what_drawing_one_by_one_takes(deck: int, discard: int, count: int) -> None:
    start = RULES.new_game(2, 3, {})
    assert isinstance(start, Game)
    cards = sorted(start.state.cards)
    start.state.deck = cards[:deck]
    start.state.discard = cards[deck : deck + discard]
    batched, single = (RULES.restore(start.to_json(), start) for _ in range(2))
    assert isinstance(batched, Game) and isinstance(single, Game)
    draw_cards(batched, 0, count)
    one_at_a_time(single, 0, count)
    assert batched.to_json() == single.to_json()
    assert len(batched.player(0).hand) - len(start.player(0).hand) == min(count, deck + discard)
