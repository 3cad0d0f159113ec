"""Pig's reference rules: the game on the one machine (game.py) behind the dispatcher's `Rules` interface."""

from __future__ import annotations

from typing import Any

from reference_impl.errors import InvalidRequest, InvalidState, Unsupported
from reference_impl.games import Position
from rulecore.registry import GameInfo, info
from rulecore.schemas import first_problem

from .game import TARGET, Game, PigState, new_game

PLAYERS = (1, 2, 3, 4)


def _schema_problem(name: str, document: Any) -> str | None:
    problem = first_problem("pig", name, document)
    if problem is None:
        return None
    where = "/".join(str(p) for p in problem.absolute_path) or "(top)"
    return f"the document does not match {name} at {where}: {problem.message}"


class PigRules:
    """The reference rules of Pig."""

    def __init__(self) -> None:
        self.info: GameInfo = info("pig")

    def claims(self) -> dict[str, list[Any]]:
        return {"players": list(PLAYERS), "variants": [], "features": ["count", "view"]}

    def new_game(self, players: int, seed: int, options: dict[str, Any]) -> Game:
        unknown = sorted(set(options) - {"variants"})
        if unknown:
            raise InvalidRequest(f"unknown new_game options: {', '.join(unknown)}; pig defines only 'variants'")
        if options.get("variants"):
            raise Unsupported(f"variants not supported: {options['variants']}; Pig has none")
        return new_game(players, seed)

    def load(self, state: dict[str, Any]) -> Game:
        problem = _schema_problem("state.schema.json", state)
        if problem is not None:
            raise InvalidState(problem)
        going_on = bool(state["stack"])
        if going_on and any(p["score"] >= TARGET for p in state["players"]):
            raise InvalidState(f"a score of {TARGET} or more ends the game, yet a turn is pending", "PG-2.1.1")
        if state["turn_total"] == 1:
            raise InvalidState("a roll of 1 empties the turn total, so it is never 1", "PG-2.1.2")
        if going_on and state["stack"][-1]["player"] >= len(state["players"]):
            raise InvalidState(f"seat {state['stack'][-1]['player']} is no player's seat")
        game = Game(PigState.from_json(state), None)
        game.advance()
        return game

    def restore(self, state: dict[str, Any], like: Position) -> Game:
        return Game(PigState.from_json(state), None)

    def score(self, position: Position) -> list[dict[str, Any]]:
        assert isinstance(position, Game), "a position of this game"
        scores = position.state.scores
        return [
            {"player": seat, "total": s, "items": {"banked": s}, "rank": 1 + sum(other > s for other in scores)}
            for seat, s in enumerate(scores)
        ]

    def view(self, state: dict[str, Any], seat: int) -> dict[str, Any]:
        """Everything but the generator's state, which would tell the rolls to come (decisions.md P5)."""
        return {**{k: v for k, v in state.items() if k != "rng"}, "viewer": seat}

    def action_problem(self, action: dict[str, Any]) -> str | None:
        return _schema_problem("action.schema.json", action)
