"""Action H: the Two-pack, once per Action phase (section 8.9).

Its price is paid, up to two cards are drawn and shown (`two_pack_keep`), the
player keeps both, one or none, and with both chooses which lies on top
(`two_pack_stack`). Kept cards are played at once; each kept Common field owes its
cost, the top card's first, even when it is the covered one (LY-8.9.10).
"""

from __future__ import annotations

from .game import DECISIONS, Action, Answer, Decision, Game, refusing
from .play_area import bring_into_play, cost_of
from .shop import CANNOT_PAY
from .state import Frame
from .turn import TURN_ANSWERS


def price(game: Game, seat: int) -> int:
    """The greater of the uncovered Helpers and uncovered Market stalls (LY-8.9.2, LY-8.9.3)."""
    area = game.player(seat).play_area
    return max(len(area["helper"]), len(area["market_stall"]))


def _buy_options(game: Game, frame: Frame) -> list[Action]:
    seat = frame["player"]
    player = game.state.players[seat]
    if player.two_pack_bought or not game.state.draw_pile or player.cash < price(game, seat):
        return []
    return [{"type": "buy_two_pack"}]


def _buy(game: Game, frame: Frame, action: Action) -> None:
    seat = frame["player"]
    player = game.player(seat)
    player.cash -= price(game, seat)
    player.two_pack_bought = True
    pile = game.state.draw_pile
    drawn = pile[: game.content.two_pack_size]
    del pile[: len(drawn)]
    game.push({"kind": "two_pack_keep", "player": seat, "cards": drawn})


def _refuse_buy(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    seat = frame["player"]
    if game.player(seat).two_pack_bought:
        return "LY-8.9.6", f"player {seat} has bought a Two-pack in this Action phase"
    if not game.state.draw_pile:
        return "LY-8.9.13", "the draw pile is empty"
    return CANNOT_PAY, f"player {seat} holds {game.player(seat).cash} Cash; the Two-pack costs {price(game, seat)}"


TURN_ANSWERS["buy_two_pack"] = Answer(_buy_options, _buy, "LY-8.9.1", _refuse_buy)


def _play(game: Game, seat: int, top: str, lower: str | None) -> None:
    bring_into_play(game, seat, top, covers=lower)
    owed = [cost for card in (top, lower) if card is not None and (cost := cost_of(game, seat, card))]
    game.push(*owed)


def _keep_options(game: Game, frame: Frame) -> list[Action]:
    drawn: list[str] = frame["cards"]
    sets = [[], *([c] for c in drawn)]
    if len(drawn) == 2:
        sets.append(sorted(drawn))
    return [{"type": "keep", "cards": s} for s in sets]


def _keep(game: Game, frame: Frame, action: Action) -> None:
    seat = frame["player"]
    kept: list[str] = action["cards"]
    game.state.discard_pile.extend(c for c in frame["cards"] if c not in kept)
    game.state.stack.pop()
    if len(kept) == 2:
        game.push({"kind": "two_pack_stack", "player": seat, "cards": kept})
    elif kept:
        _play(game, seat, kept[0], None)


def _refuse_keep(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    return "LY-8.9.5", f"the cards kept must be a set of the cards drawn, {frame['cards']}, in ascending order"


def _stack_options(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "stack", "top": c} for c in frame["cards"]]


def _stack(game: Game, frame: Frame, action: Action) -> None:
    seat = frame["player"]
    top = action["top"]
    lower = next(c for c in frame["cards"] if c != top)
    game.state.stack.pop()
    _play(game, seat, top, lower)


DECISIONS["two_pack_keep"] = Decision(
    {"keep": Answer(_keep_options, _keep, "LY-8.9.5", _refuse_keep)}, refusing("LY-8.9.5")
)
DECISIONS["two_pack_stack"] = Decision({"stack": Answer(_stack_options, _stack, "LY-8.9.8")}, refusing("LY-8.9.8"))
