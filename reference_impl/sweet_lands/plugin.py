"""Sweet Lands as the dispatcher sees it: the `Rules` object registered under `reference_impl.games`."""

from __future__ import annotations

from typing import Any

from rulecore.registry import GameInfo, info
from rulecore.schemas import first_problem

from ..errors import InvalidRequest, InvalidState, Unsupported
from ..games import Position
from . import validate
from .content import content_for, default_content
from .flow import check_loadable
from .game import Game
from .scoring import score
from .setup import new_game
from .state import GameState
from .view import player_view

GAME_ID = "sweet-lands"
OPTIONS = ("variants", "start_player")
"""The `new_game` options this game defines (protocol §3.2)."""


class SweetLandsRules:
    """The reference rules of Sweet Lands, behind the dispatcher's `Rules` interface."""

    def __init__(self) -> None:
        self.info: GameInfo = info(GAME_ID)

    def claims(self) -> dict[str, list[Any]]:
        return {
            "players": list(self.info.players),
            "variants": list(self.info.variants),
            "features": [*self.info.features, "count", "view"],
        }

    def new_game(self, players: int, seed: int, options: dict[str, Any]) -> Game:
        unknown_options = sorted(set(options) - set(OPTIONS))
        if unknown_options:
            raise InvalidRequest(
                f"unknown new_game options: {', '.join(unknown_options)}; {GAME_ID} defines {', '.join(OPTIONS)}"
            )
        variants = list(options.get("variants", []))
        unknown = sorted(set(variants) - set(self.info.variants))
        if unknown:
            raise Unsupported(f"variants not supported: {', '.join(unknown)}")
        start = options.get("start_player")
        if "start_player" in options and not (type(start) is int and 0 <= start < players):  # null too (§1.10)
            raise InvalidRequest(f"options.start_player must be a seat from 0 to {players - 1}")
        return new_game(default_content(), players, seed, variants, start)

    def load(self, state: dict[str, Any]) -> Game:
        # The invariants of spec/sweet-lands/27-positions.md in the chapter's order: the schema, then validate.py.
        problem = first_problem(GAME_ID, "state.schema.json", state)
        if problem is not None:
            where = "/".join(str(p) for p in problem.absolute_path) or "(state)"
            raise InvalidState(
                f"{validate.SCHEMA} ({validate.NAMES[validate.SCHEMA]}): at {where}: {problem.message}",
                rule=validate.SCHEMA,
            )
        try:
            parsed = GameState.from_json(state)
            game = Game(parsed, content_for(parsed.components))
            check_loadable(game)
            validate.check(game)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            # A part the schema leaves open (a component table, a card type) that lacks what the engine reads.
            raise InvalidState(
                f"{validate.SCHEMA} ({validate.NAMES[validate.SCHEMA]}): a part of the state is not in the form its"
                f" schema description gives: {type(exc).__name__}: {exc}",
                rule=validate.SCHEMA,
            ) from exc
        game.advance()
        return game

    def restore(self, state: dict[str, Any], like: Position) -> Game:
        assert isinstance(like, Game), "a Sweet Lands position restores from a Sweet Lands position"
        return Game(GameState.from_json(state), like.content)

    def score(self, position: Position) -> list[dict[str, Any]]:
        assert isinstance(position, Game), "a position of this game"
        return score(position)

    def view(self, state: dict[str, Any], seat: int) -> dict[str, Any]:
        return player_view(state, seat)

    def action_problem(self, action: dict[str, Any]) -> str | None:
        problem = first_problem(GAME_ID, "action.schema.json", action)
        return None if problem is None else f"the action does not match action.schema.json: {problem.message}"
