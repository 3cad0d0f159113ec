"""Industry bonuses (chapter 15): one column's automation abilities, top to bottom, and the queue of waiting bonuses.

An industry bonus resolves the ability printed on the player board at the top of
its column (component data: the `board_automation` of the setup table's
`player_start` row), then the automation ability of every card in the column, in
the order they were added (SL-15.2.1, SL-15.2.2). A bonus gained while one is
being resolved waits until that one has reached the bottom of its column; waiting
bonuses resolve first gained, first resolved (SL-15.3.1, SL-15.3.2). The
`bonus_end` frame below a running column carries that queue.

"Any" lets the player pick the column when the bonus starts (SL-15.1.2). Each
bonus fires `on_industry_bonus` (Carmen Mel's cube, regular skill tile 12).
"""

from __future__ import annotations

from typing import Any

from . import abilities
from .amounts import amount
from .effects import op
from .game import Action, Game, auto, decision
from .state import COLUMNS, Frame

ANY = "any"


def board_automation(game: Game) -> dict[str, Any]:
    for row in game.content.table("setup"):
        if row.get("kind") == "player_start":
            printed: dict[str, Any] = row.get("board_automation", {})
            return printed
    return {}


@op("industry_bonus")
def _industry_bonus(game: Game, seat: int, column: str, ctx: dict[str, Any]) -> None:
    stack = game.state.stack
    for i in range(len(stack) - 1, -1, -1):
        frame = stack[i]
        if frame["kind"] == "bonus_end" and frame["player"] == seat:
            # A bonus is being resolved: this one waits its turn (SL-15.3.1).
            stack[i] = {**frame, "waiting": [*frame["waiting"], column]}
            return
    game.push({"kind": "industry_bonus", "player": seat, "column": column, "waiting": []})


@auto("industry_bonus")
def _start_bonus(game: Game, frame: Frame) -> None:
    game.pop()
    if frame["column"] == ANY:
        game.push({"kind": "bonus_column", "player": frame["player"], "waiting": frame["waiting"]})
    else:
        run_column(game, frame["player"], frame["column"], frame["waiting"])


def run_column(game: Game, seat: int, column: str, waiting: list[str]) -> None:
    """Queue the column top to bottom, then the end marker that starts the next waiting bonus."""
    player = game.player(seat)
    effects: list[Any] = []
    printed = board_automation(game).get(column)
    if printed:
        effects.append(printed)
    for card in player.automated[column]:
        automation = game.state.card_types[game.state.cards[card]].get("automation")
        if automation:
            effects.append(automation)
    game.push(
        *({"kind": "effect", "player": seat, "effect": e} for e in effects),
        {"kind": "bonus_end", "player": seat, "waiting": list(waiting)},
    )
    abilities.fire(game, seat, "on_industry_bonus")


@auto("bonus_end")
def _bonus_end(game: Game, frame: Frame) -> None:
    game.pop()
    waiting = frame["waiting"]
    if waiting:
        game.push({"kind": "industry_bonus", "player": frame["player"], "column": waiting[0], "waiting": waiting[1:]})


def _column_legal(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "industry_bonus_column", "column": c} for c in COLUMNS]


def _column_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    run_column(game, frame["player"], action["column"], frame["waiting"])


decision("bonus_column", "SL-15.1.2", _column_legal, _column_apply)


@op("cube_on_board")
def _cube_on_board(game: Game, seat: int, arg: Any, ctx: dict[str, Any]) -> None:
    """Value-1 cubes on the character section (Carmen Mel, SL-23.11)."""
    game.player(seat).cubes += amount(game.state, seat, arg, ctx)
