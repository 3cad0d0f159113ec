"""Values the Loyang engine keeps instead of working them out at every decision, against fresh ones.

Each table or shortcut here is argued in its docstring never to go stale; these tests check the argument on the
positions of seeded random games of every player count, comparing what the engine keeps with what the plain
rules give when worked out afresh at that position.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations_with_replacement
from typing import Any

from reference_impl.loyang import helper_effects
from reference_impl.loyang import vegetables as veg
from reference_impl.loyang.game import Game
from reference_impl.loyang.helper_effects import OPS, can_do, effect_frame, op_of, other_players, unit_options
from reference_impl.loyang.market import _options as trade_options
from reference_impl.loyang.plugin import LoyangRules
from reference_impl.loyang.state import Frame

SEEDS = range(6)
RULES = LoyangRules()


def positions(players: int, seed: int, helpers: bool) -> Iterator[Game]:
    """Every position of one seeded random game: the live game itself, which callers only read. With `helpers`
    a Helper is used whenever one can be, so that the games reach their effects often."""
    game = RULES.new_game(players, seed, {})
    assert isinstance(game, Game)
    chooser = random.Random(seed)
    while actions := game.legal_actions():
        yield game
        used = [a for a in actions if a["type"] == "use_helper"] if helpers else []
        game.apply(chooser.choice(used or actions), checked=True)


def every_position(helpers: bool = False) -> Iterator[Game]:
    for players in (1, 2, 3, 4):
        for seed in SEEDS:
            yield from positions(players, seed, helpers)


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


def _parts(effect: Any) -> Iterator[Any]:
    """Every operation inside an effect, its combinators opened."""
    op = op_of(effect)
    if op in ("all", "or"):
        for part in effect[op]:
            yield from _parts(part)
    elif op == "if":
        for branch in (effect["then"], effect.get("else")):
            if branch is not None:
                yield from _parts(branch)
    else:
        yield effect


def test_an_operation_can_be_done_exactly_when_its_fresh_units_list_one() -> None:
    """`can_do` asks an operation's `units` for their first answer only; the whole list, worked out afresh, agrees."""
    asked = 0
    for game in every_position(helpers=True):
        for seat in range(len(game.state.players)):
            for card in game.state.players[seat].play_area["helper"]:
                for part in _parts(game.content.card(card.card)["effect"]):
                    spec = OPS[op_of(part)]
                    if spec.possible is not None or spec.units is None:
                        continue
                    lantern = helper_effects.lantern(game, part)  # a lantern part asks of each other player
                    for target in other_players(game, seat) if lantern else [None]:
                        units = unit_options(game, effect_frame(seat, card.card, part, target))
                        assert can_do(game, seat, part, target) == bool(units), (card.card, part, target)
                        asked += 1
    assert asked > 1000


def test_the_kept_mixes_to_get_are_the_fresh_ones() -> None:
    """`_gets` keeps its answer per (kinds, count): the same mixes as counted afresh, and each answer its own copy."""
    exchanges = 0
    for game in every_position(helpers=True):
        frame = game.state.stack[-1]
        if frame["kind"] != "helper_option" or op_of(frame["effect"]) != "exchange":
            continue
        get = frame["effect"]["exchange"]["get"]
        kinds = veg.VEGETABLES if get["kinds"] == "any" else tuple(v for v in veg.VEGETABLES if v in get["kinds"])
        fresh = [veg.count(c) for c in combinations_with_replacement(kinds, get["count"])]
        assert list(helper_effects._gets(kinds, get["count"])) == fresh
        units = [a for a in game.legal_actions() if a["type"] == "exchange"]
        assert [a["get"] for a in units[: len(fresh)]] == fresh
        assert len({id(a["get"]) for a in units}) == len(units)
        exchanges += 1
    assert exchanges > 10


def test_every_mix_in_memory_holds_the_six_kinds_in_rule_order() -> None:
    """The answer lists walk a mix's items for its kinds in rule order (vegetables.py): every mix of every
    position played to keeps exactly the six kinds in that order."""
    for game in every_position():
        state = game.state
        for player in [*state.players, *([state.opponent] if state.opponent else [])]:
            mixes = [player.shop, player.cart, player.storehouse]
            mixes += [card.goods for row in player.play_area.values() for card in row]
            for mix in mixes:
                assert tuple(mix) == veg.VEGETABLES


def test_every_play_area_row_of_every_position_is_in_card_id_order() -> None:
    """Missed Regular customers are settled in their row's order, which must be card id order (decisions.md L4.6)."""
    for game in every_position(helpers=True):
        state = game.state
        for player in [*state.players, *([state.opponent] if state.opponent else [])]:
            for row in player.play_area.values():
                assert [c.card for c in row] == sorted(c.card for c in row)
