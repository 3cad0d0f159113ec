"""At the Gates of Loyang as the dispatcher sees it: the `Rules` object registered under `reference_impl.games`."""

from __future__ import annotations

from typing import Any

from reference_impl.errors import InvalidRequest, Unsupported
from rulecore.registry import GameInfo, info

from ..games import Position
from .content import content_for, default_content
from .game import Game
from .scoring import score
from .setup import new_game
from .state import GameState
from .validation import SCHEMA, check, component_problem, refuse, schema_problem, whole_numbers
from .view import player_view

GAME_ID = "loyang"
OPTIONS = ("variants", "start_player")
"""The `new_game` options this game defines (protocol §3.2)."""
PLAYERS = (1, 2, 3, 4)
"""1 is the solo game (chapter 15)."""
VARIANTS = ("introductory", "two_grid_cards")
"""The introductory version (chapter 14) and the solo game's two-grid-cards variant (LY-15.2.5)."""


class LoyangRules:
    """The reference rules of At the Gates of Loyang, behind the dispatcher's `Rules` interface."""

    def __init__(self) -> None:
        self.info: GameInfo = info(GAME_ID)

    def claims(self) -> dict[str, list[Any]]:
        return {"players": list(PLAYERS), "variants": list(VARIANTS), "features": ["count", "view", "solo"]}

    def new_game(self, players: int, seed: int, options: dict[str, Any]) -> Game:
        unknown = sorted(set(options) - set(OPTIONS))
        if unknown:
            raise InvalidRequest(f"unknown new_game options: {', '.join(unknown)}; {GAME_ID} defines {OPTIONS}")
        variants = list(options.get("variants", []))
        unknown_variants = sorted(str(v) for v in variants if v not in VARIANTS)
        if unknown_variants:
            raise Unsupported(f"variants not supported: {', '.join(unknown_variants)}")
        start = options.get("start_player")
        if "start_player" in options and not (type(start) is int and 0 <= start < players):  # null too (§1.10)
            raise InvalidRequest(f"options.start_player must be a seat from 0 to {players - 1}")
        if "introductory" in variants and players == 1:
            raise Unsupported("the introductory version is for 2 to 4 players; the solo game has its own Card phase")
        if "two_grid_cards" in variants and players != 1:
            raise Unsupported("the two-grid-cards variant is a variant of the solo game (LY-15.2.5)")
        if players not in PLAYERS:
            raise Unsupported(f"this engine plays Loyang for {PLAYERS} players, not {players}")
        return new_game(default_content(), players, seed, start, tuple(variants))

    def load(self, state: dict[str, Any]) -> Game:
        problem = schema_problem("state.schema.json", state)
        if problem is not None:
            raise refuse(SCHEMA, problem)
        whole_numbers(state)
        if len(state["players"]) not in PLAYERS:
            raise Unsupported(f"this engine plays Loyang for {PLAYERS} players, not {len(state['players'])}")
        try:
            parsed = GameState.from_json(state)
            game = Game(parsed, content_for(parsed.components))
        except (KeyError, TypeError, ValueError, StopIteration, IndexError) as exc:
            raise refuse(SCHEMA, f"the state's components are malformed: {type(exc).__name__}: {exc}") from exc
        problem = component_problem(game.content)
        if problem is not None:
            raise refuse(SCHEMA, problem)
        check(game, state)
        game.advance()
        return game

    def restore(self, state: dict[str, Any], like: Position) -> Game:
        assert isinstance(like, Game), "a Loyang position restores from a Loyang position"
        return Game(GameState.from_json(state), like.content)

    def score(self, position: Position) -> list[dict[str, Any]]:
        assert isinstance(position, Game), "a position of this game"
        return score(position)

    def view(self, state: dict[str, Any], seat: int) -> dict[str, Any]:
        return player_view(state, seat)

    def action_problem(self, action: dict[str, Any]) -> str | None:
        return schema_problem("action.schema.json", action)
