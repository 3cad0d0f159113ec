"""The Action phase (chapter 7): partners with 4 players, the order of turns, and the `turn` decision.

A turn is one `turn` decision asked again after every answer until `end_turn`
(LY-7.2.5). Each action of chapter 8 adds its answer type to `TURN_ANSWERS` from
its own module (planting, shop, market, customers, two_pack, end_of_turn), so a
new kind of action (a Helper) is one more entry, not a change here.
"""

from __future__ import annotations

from .game import DECISIONS, Action, Answer, Decision, Game, auto, refusing
from .loans import LOAN
from .shop import BUY, SELL
from .state import Frame

FOUR_PLAYERS = 4
END_OF_TURN = "LY-9.1.2"

TURN_ANSWERS: dict[str, Answer] = {"buy": BUY, "sell": SELL, "take_loan": LOAN}
"""The answers of a `turn` decision by type (decisions.md L4.4); the chapter 8 modules add theirs."""


@auto("action_phase")
def action_phase(game: Game, frame: Frame) -> None:
    state = game.state
    state.phase = "action"
    state.partner = None
    for player in state.players:
        player.two_pack_bought = False
        player.first_step_taken = False
    state.stack.pop()
    game.push({"kind": "turns"})
    if len(state.players) == FOUR_PLAYERS:
        game.push({"kind": "choose_partner", "player": state.starting_player})


def turn_order(game: Game) -> list[int]:
    """Starting player, Second player, then the rest (LY-7.1.2); with 4, the partners in that order (LY-12.2.3)."""
    state = game.state
    first, second = state.starting_player, state.second_player
    order = [first] if second is None else [first, second]
    if state.partner is not None:
        order.append(state.partner)
    order += [s for s in range(len(state.players)) if s not in order]
    return order


@auto("turns")
def turns(game: Game, frame: Frame) -> None:
    state = game.state
    waiting = [s for s in turn_order(game) if s not in state.turns_taken]
    if not waiting:
        state.stack.pop()
        return
    game.push({"kind": "turn", "player": waiting[0]})


@auto("turn_over")
def turn_over(game: Game, frame: Frame) -> None:
    """The end of the turn is complete: only now has the player's turn ended (LY-7.1.4, LY-12.2.4)."""
    game.state.turns_taken.append(frame["player"])
    player = game.player(frame["player"])
    player.casual_bonus = None
    player.second_delivery = None
    game.state.stack.pop()


# -- choose_partner ---------------------------------------------------------------------------------


def _partner_options(game: Game, frame: Frame) -> list[Action]:
    state = game.state
    holders = (state.starting_player, state.second_player)
    return [{"type": "choose_partner", "player": s} for s in range(len(state.players)) if s not in holders]


def _choose_partner(game: Game, frame: Frame, action: Action) -> None:
    game.state.partner = action["player"]
    game.state.stack.pop()


DECISIONS["choose_partner"] = Decision(
    {"choose_partner": Answer(_partner_options, _choose_partner, "LY-12.1.1")}, refusing("LY-12.1.1")
)


# -- the turn ---------------------------------------------------------------------------------------


def _end_options(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "end_turn"}]


def _end_turn(game: Game, frame: Frame) -> None:
    seat = frame["player"]
    game.state.stack.pop()
    game.push(
        {"kind": "settle_customers", "player": seat},
        {"kind": "storing", "player": seat},
        {"kind": "path_step", "player": seat},
        {"kind": "turn_over", "player": seat},
    )


TURN_ANSWERS["end_turn"] = Answer(_end_options, lambda game, frame, action: _end_turn(game, frame), "LY-7.2.5")
DECISIONS["turn"] = Decision(TURN_ANSWERS, refusing("LY-7.2.1", path_step="LY-9.4.6"))
