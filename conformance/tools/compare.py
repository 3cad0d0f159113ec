"""`conformance compare`: one position, one question, several engines, their answers side by side.

Bowtie asks one case of several implementations at once (`bowtie validate -i A
-i B`); this asks one position of several engines: each is handed the same
state and asked for the pending decision, its legal answers and, when given,
its verdict on one answer and the state that answer leads to. The answers are
then laid side by side: the union of the legal answers with a mark per engine
(a row where the engines differ is flagged), each engine's verdict, and where
the resulting states differ from the first engine's (compared as the spec
compares states: conformance/results/normal.py).

An engine that does not play the position's game, refuses the position, or
breaks the protocol is a column that says so; it never stops the others being
asked. Nothing here names a game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engines.engine import Engine, EngineFailure, EngineRefusal
from ..results.evidence import changes
from ..results.normal import normalise
from .explain import Refusal, rules

Action = dict[str, Any]
State = dict[str, Any]


def _refusal(error: EngineRefusal, spec_game_dir: Path) -> Refusal:
    rule = error.rule or None
    return Refusal(error.code, rule, error.message, rules(spec_game_dir).get(rule) if rule else None)


def _key(action: Action) -> str:
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


@dataclass
class Answer:
    """What one engine says about the position, and about the answer asked of it."""

    engine: str
    plays: bool = True
    """Does the engine's hello claim the position's game?"""
    failure: str | None = None
    """How the engine broke the protocol while asked, if it did."""
    refused_position: Refusal | None = None
    pending: dict[str, Any] | None = None
    legal: list[Action] = field(default_factory=list)
    verdict: str | None = None
    """On the answer asked about: `legal`, `refused`, or `accepted_unlisted` (applied though not listed)."""
    refusal: Refusal | None = None
    after: State | None = None

    @property
    def asked(self) -> bool:
        """Did the engine answer about the position (it plays the game, loaded it and kept to the protocol)?"""
        return self.plays and self.failure is None and self.refused_position is None

    def to_json(self) -> dict[str, Any]:
        return {
            "engine": self.engine,
            "plays": self.plays,
            "failure": self.failure,
            "refused_position": self.refused_position.to_json() if self.refused_position else None,
            "pending": self.pending,
            "legal": self.legal,
            "verdict": self.verdict,
            "refusal": self.refusal.to_json() if self.refusal else None,
        }


@dataclass
class Row:
    """One legal answer of any engine, and which engines list it."""

    action: Action
    listed: list[bool | None]
    """For each engine: does it list the answer (None: the engine gave no answers to compare)?"""

    @property
    def differs(self) -> bool:
        return len({x for x in self.listed if x is not None}) > 1


@dataclass
class Comparison:
    game: str
    position: str
    action: Action | None
    answers: list[Answer]

    def rows(self) -> list[Row]:
        """The union of the legal answers of the engines that answered, in the order they are first listed."""
        asked = [a for a in self.answers if a.asked]
        order: dict[str, Action] = {}
        for answer in asked:
            for action in answer.legal:
                order.setdefault(_key(action), action)
        listed = [{_key(x) for x in a.legal} if a.asked else None for a in self.answers]
        return [Row(action, [None if mine is None else k in mine for mine in listed]) for k, action in order.items()]

    def state_differences(self) -> dict[str, list[dict[str, Any]]]:
        """For each engine after the first that reached a state: where it differs from the first engine's."""
        reached = [a for a in self.answers if a.after is not None]
        if len(reached) < 2:
            return {}
        first = normalise(reached[0].after or {})
        return {a.engine: changes(first, normalise(a.after or {})) for a in reached[1:]}

    def agree(self) -> bool:
        """Do the engines that answered (two at least) give the same answers (lists, verdict, resulting state)?
        An engine that does not play the game is left out; one that refuses the position or breaks the protocol
        is a difference."""
        asked = [a for a in self.answers if a.asked]
        playing = [a for a in self.answers if a.plays]
        if len(asked) < max(2, len(playing)):
            return False
        if any(row.differs for row in self.rows()):
            return False
        if len({a.verdict for a in asked}) > 1 or len({(a.refusal.rule if a.refusal else None) for a in asked}) > 1:
            return False
        return not any(self.state_differences().values())

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "position": self.position,
            "action": self.action,
            "engines": [a.to_json() for a in self.answers],
            "differing_answers": [{"action": r.action, "listed": r.listed} for r in self.rows() if r.differs],
            "state_differences": self.state_differences(),
            "agree": self.agree(),
        }


def ask(engine: Engine, name: str, state: State, spec_game_dir: Path, action: Action | None) -> Answer:
    """One engine's answer about `state` (and `action`); a protocol break is recorded, never raised."""
    found = Answer(name)
    game = str(state.get("game", ""))
    try:
        hello = engine.hello()
        if game not in (hello.get("games") or {}):
            found.plays = False
            return found
        try:
            engine.load(state)
        except EngineRefusal as refusal:
            found.refused_position = _refusal(refusal, spec_game_dir)
            return found
        found.pending = engine.state().get("pending")
        found.legal = engine.legal_actions() if found.pending is not None else []
        if action is None:
            return found
        listed = any(action == a for a in found.legal)
        try:
            engine.apply(action)
        except EngineRefusal as refusal:
            found.verdict, found.refusal = "refused", _refusal(refusal, spec_game_dir)
            return found
        found.verdict = "legal" if listed else "accepted_unlisted"
        found.after = engine.state()
    except EngineFailure as failure:
        found.failure = str(failure)
    return found


def compare(
    engines: list[tuple[str, Engine]], state: State, spec_game_dir: Path, *, position: str, action: Action | None
) -> Comparison:
    """Ask every engine about the same position, in the order given (the first is the one the others are
    compared with); each engine is asked once and closed by the caller."""
    game = str(state.get("game", spec_game_dir.name))
    answers = [ask(engine, name, state, spec_game_dir, action) for name, engine in engines]
    return Comparison(game, position, action, answers)
