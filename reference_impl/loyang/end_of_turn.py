"""The end of a turn after the misses are settled (chapter 9): storing the Cart, then the Path of Prosperity.

`storing` moves the Cart into the Storehouse by itself when it fits; while it does
not, the `store` decision asks which vegetable to sell or return (or to upgrade
the Storehouse first). Then `path_step` asks for one step at a time until `stop`.
"""

from __future__ import annotations

from . import vegetables as veg
from .game import DECISIONS, Action, Answer, Decision, Game, auto, refusing
from .loans import LOAN, loan_options
from .shop import CANNOT_PAY, SELL
from .state import Frame, Player
from .turn import END_OF_TURN, TURN_ANSWERS


def room(game: Game, player: Player) -> int:
    return game.content.capacity[player.storehouse_upgraded] - veg.total(player.storehouse)


@auto("storing")
def storing(game: Game, frame: Frame) -> None:
    player = game.player(frame["player"])
    if veg.total(player.cart) > room(game, player):
        game.push({"kind": "store", "player": player.seat})
        return
    for kind, n in player.cart.items():
        player.storehouse[kind] += n
        player.cart[kind] = 0
    game.state.stack.pop()


# -- the Storehouse upgrade (LY-9.3.5, LY-9.3.6) --------------------------------------------------------


def _upgrade_options(game: Game, frame: Frame) -> list[Action]:
    player = game.state.players[frame["player"]]
    if player.storehouse_upgraded or player.cash < game.content.upgrade_price:
        return []
    return [{"type": "upgrade_storehouse"}]


def _upgrade(game: Game, frame: Frame, action: Action) -> None:
    player = game.player(frame["player"])
    player.cash -= game.content.upgrade_price
    player.storehouse_upgraded = True
    if frame["kind"] == "store":
        game.state.stack.pop()


def _refuse_upgrade(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    player = game.player(frame["player"])
    if player.storehouse_upgraded:
        return "LY-9.3.6", f"player {player.seat}'s Storehouse is already upgraded"
    return CANNOT_PAY, f"player {player.seat} holds {player.cash} Cash; the upgrade costs {game.content.upgrade_price}"


UPGRADE = Answer(_upgrade_options, _upgrade, "LY-9.3.5", _refuse_upgrade)
TURN_ANSWERS["upgrade_storehouse"] = UPGRADE


# -- store --------------------------------------------------------------------------------------------------


def _then_store_again(answer: Answer) -> Answer:
    """The same answer in `store`, which is asked afresh (by `storing`) after every answer."""

    def apply(game: Game, frame: Frame, action: Action) -> None:
        answer.apply(game, frame, action)
        game.state.stack.pop()

    return Answer(answer.options, apply, answer.rule, answer.refuse)


def _discard_options(game: Game, frame: Frame) -> list[Action]:
    cart = game.state.players[frame["player"]].cart
    return [{"type": "discard", "vegetable": v} for v in veg.VEGETABLES if cart[v]]


def _discard(game: Game, frame: Frame, action: Action) -> None:
    game.player(frame["player"]).cart[action["vegetable"]] -= 1
    game.state.stack.pop()


def _refuse_discard(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    return "LY-9.3.3", f"player {frame['player']} has no {action['vegetable']} on their Cart"


def _store_loan_options(game: Game, frame: Frame) -> list[Action]:
    return [] if game.state.players[frame["player"]].storehouse_upgraded else loan_options(game, frame)


DECISIONS["store"] = Decision(
    {
        "sell": _then_store_again(SELL),
        "discard": Answer(_discard_options, _discard, "LY-9.3.3", _refuse_discard),
        "upgrade_storehouse": UPGRADE,
        "take_loan": Answer(_store_loan_options, _then_store_again(LOAN).apply, "LY-10.1.4"),
    },
    refusing(END_OF_TURN),
)


# -- path_step ----------------------------------------------------------------------------------------------


def step_cost(game: Game, player: Player) -> int:
    """1 Cash for the round's first step, else the number of the space moved onto (LY-9.4.2)."""
    if not player.first_step_taken:
        return game.content.first_step_cost
    return game.content.path_cost[player.path + 1]


def _step_options(game: Game, frame: Frame) -> list[Action]:
    player = game.state.players[frame["player"]]
    if player.path >= game.content.path_last or player.cash < step_cost(game, player):
        return []
    return [{"type": "path_step"}]


def _step(game: Game, frame: Frame, action: Action) -> None:
    player = game.player(frame["player"])
    player.cash -= step_cost(game, player)
    player.path += 1
    player.first_step_taken = True


def _refuse_step(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    player = game.player(frame["player"])
    if player.path >= game.content.path_last:
        return "LY-9.4.5", f"player {player.seat}'s marker is on the last space of the Path"
    return CANNOT_PAY, f"player {player.seat} holds {player.cash} Cash; the step costs {step_cost(game, player)}"


def _path_loan_options(game: Game, frame: Frame) -> list[Action]:
    on_last = game.state.players[frame["player"]].path >= game.content.path_last
    return [] if on_last else loan_options(game, frame)


def _stop_options(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "stop"}]


def _stop(game: Game, frame: Frame, action: Action) -> None:
    game.state.stack.pop()


DECISIONS["path_step"] = Decision(
    {
        "path_step": Answer(_step_options, _step, "LY-9.4.1", _refuse_step),
        "take_loan": Answer(_path_loan_options, LOAN.apply, "LY-10.1.4"),
        "stop": Answer(_stop_options, _stop, "LY-9.4.3"),
    },
    refusing(END_OF_TURN),
)
