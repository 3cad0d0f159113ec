"""Values the Loyang engine keeps instead of working them out at every decision, against fresh ones.

Each table or shortcut here is argued in its docstring never to go stale; these tests check the argument on the
positions of seeded random games of every player count, comparing what the engine keeps with what the plain
rules give when worked out afresh at that position.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from reference_impl.loyang import vegetables as veg
from reference_impl.loyang.game import Game
from reference_impl.loyang.market import _options as trade_options
from reference_impl.loyang.plugin import LoyangRules
from reference_impl.loyang.state import Frame

SEEDS = range(6)
RULES = LoyangRules()


def positions(players: int, seed: int) -> Iterator[Game]:
    """Every position of one seeded random game: the live game itself, which callers only read."""
    game = RULES.new_game(players, seed, {})
    chooser = random.Random(seed)
    while actions := game.legal_actions():
        yield game
        game.apply(chooser.choice(actions), checked=True)


def every_position() -> Iterator[Game]:
    for players in (1, 2, 3, 4):
        for seed in SEEDS:
            yield from positions(players, seed)


def turns() -> Iterator[tuple[Game, Frame]]:
    for game in every_position():
        top = game.state.stack[-1]
        if top["kind"] == "turn":
            yield game, top


def test_each_stall_s_prices_are_its_card_s_bowls_and_cover_its_goods() -> None:
    for game in every_position():
        content = game.content
        for player in game.state.players:
            for stall in player.play_area["market_stall"]:
                fresh = [(v, content.bowls[stall.card, v]) for v in veg.VEGETABLES if (stall.card, v) in content.bowls]
                assert list(content.stall_prices[stall.card]) == fresh
                assert {v for v in veg.VEGETABLES if stall.goods[v]} <= {v for v, _ in fresh}


def _fresh_trades(game: Game, frame: Frame) -> list[dict[str, object]]:
    """The trades worked out kind by kind over all six vegetables, each stall's bowls looked up as asked."""
    player = game.player(frame["player"])
    return [
        {"type": "trade", "stall": stall.card, "pay": pay, "take": kind}
        for stall in player.play_area["market_stall"]
        for kind in veg.VEGETABLES
        if stall.goods[kind]
        for pay in veg.mixes_from(player.cart, game.content.bowls[stall.card, kind])
    ]


def test_the_trades_listed_from_the_stall_prices_are_the_fresh_ones() -> None:
    listed = 0
    for game, frame in turns():
        trades = trade_options(game, frame)
        assert trades == _fresh_trades(game, frame)
        listed += len(trades)
    assert listed > 100
