"""`income_any`: raise income on tracks of the player's choice (effects.md; map capitals, chapter 24's aid effects).

With `single` (the default) every step goes onto one track of the allowed kinds:
one answer per kind. Otherwise the steps split freely, one answer per mix. A rise
of the gold income fires `on_gold_income_increase` with its size (advanced skill
tile 9): both go through `effects.raise_income`.
"""

from __future__ import annotations

from typing import Any

from .amounts import amount
from .effects import fresh_mixes, op, raise_income
from .game import Action, Game, decision
from .state import Frame


@op("income_any")
def _income_any(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    steps = amount(game.state, seat, arg["steps"], ctx)
    if steps > 0:
        game.push(
            {
                "kind": "income_any",
                "player": seat,
                "kinds": list(arg["kinds"]),
                "steps": steps,
                "single": bool(arg.get("single", True)),
            }
        )


def _legal(game: Game, frame: Frame) -> list[Action]:
    if frame["single"]:
        return [{"type": "raise_income", "income": {k: frame["steps"]}} for k in frame["kinds"]]
    return [{"type": "raise_income", "income": m} for m in fresh_mixes(tuple(frame["kinds"]), frame["steps"])]


def _apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    raise_income(game, frame["player"], action["income"])


decision("income_any", "SL-1.6.1", _legal, _apply)
