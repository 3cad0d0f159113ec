"""Pig's reference rules misreading one rule: the wrong engines that show each scenario can fail.

`PIG_MISREAD` names the misreading (a key of MISREADINGS); importing this module
bends the reference rules that way for the whole process, so it is only loaded in
a process of its own: a `conformance run` whose entry points name `Rules` here
(tests/harness/test_tiny_game.py writes them).
"""

from __future__ import annotations

import os
from typing import Any

from reference_impl.errors import InvalidState, Unsupported
from rulecore.rng import Rng

from . import rules
from .misreadings import MISREADINGS
from .rules.game import FRAMES, TARGET, Game, PigState, TurnDecision

WRONG = os.environ.get("PIG_MISREAD", "")
assert WRONG in MISREADINGS, f"PIG_MISREAD={WRONG!r} is none of {', '.join(MISREADINGS)}"

Action = dict[str, Any]
Frame = dict[str, Any]


def _legal(self: TurnDecision, game: Game, frame: Frame) -> list[Action]:
    if WRONG == "hold-at-zero":
        return [{"type": "roll"}, {"type": "hold"}]
    if WRONG == "no-hold":
        return [{"type": "roll"}]
    return [{"type": "roll"}, {"type": "hold"}] if game.state.turn_total else [{"type": "roll"}]


def _apply(self: TurnDecision, game: Game, frame: Frame, action: Action) -> None:
    state, seat = game.state, frame["player"]
    if action["type"] == "roll":
        rng = Rng.from_hex(state.rng)
        drawn = rng.next()
        if WRONG == "draw-twice":
            drawn = rng.next()
        face = 1 + ((drawn >> 1) % 6 if WRONG == "die" else drawn % 6)
        state.rng = rng.to_hex()
        if WRONG == "win-on-roll" and face != 1 and state.scores[seat] + state.turn_total + face >= TARGET:
            state.scores[seat] += state.turn_total + face
            state.turn_total = 0
        elif face != 1 or WRONG == "one-adds":
            state.turn_total = face if WRONG == "replace" else state.turn_total + face
            return
        else:
            state.turn_total = 0
    else:
        if WRONG != "hold-loses":
            state.scores[seat] += state.turn_total
        state.turn_total = 0
    game.pop()
    game.push({"kind": "end_turn", "player": seat})


def _end_turn(game: Game, frame: Frame) -> None:
    state = game.state
    game.pop()
    score = state.scores[frame["player"]]
    target = {"target-21": 21, "target-19": 19}.get(WRONG, TARGET)
    if (score == TARGET) if WRONG == "exactly-20" else (score >= target):
        state.phase = "game_over"
        return
    step = -1 if WRONG == "backwards" else 1
    seat = (frame["player"] + step) % len(state.scores)
    if seat == 0 and WRONG != "no-new-round":
        state.round += 1
    game.push({"kind": "turn", "player": seat})


TurnDecision.legal = _legal  # type: ignore[method-assign]
TurnDecision.apply = _apply  # type: ignore[method-assign]
FRAMES.auto["end_turn"] = _end_turn


class Rules(rules.PigRules):
    """The reference rules with the misreading's other parts: setup, score and load."""

    def new_game(self, players: int, seed: int, options: dict[str, Any]) -> Game:
        if WRONG == "no-solo" and players == 1:
            raise Unsupported("Pig needs two players")  # while hello still claims 1
        game = super().new_game(players, seed, options)
        if WRONG == "first-seat":
            game.state.stack = [{"kind": "turn", "player": players - 1}]
        return game

    def score(self, position: Any) -> list[dict[str, Any]]:
        entries = super().score(position)
        pending = position.state.pending
        if WRONG == "rank-turn-total" and pending is not None:
            totals = [
                e["total"] + (position.state.turn_total if e["player"] == pending["player"] else 0) for e in entries
            ]
            for entry, total in zip(entries, totals, strict=True):
                entry["rank"] = 1 + sum(other > total for other in totals)
        return entries

    def load(self, state: dict[str, Any]) -> Game:
        try:
            return super().load(state)
        except InvalidState as refused:
            if {"accept-20": "PG-2.1.1", "accept-1": "PG-2.1.2"}.get(WRONG) != refused.rule:
                raise
            return Game(PigState.from_json(state), None)
