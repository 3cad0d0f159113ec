"""Which side is wrong: the reference engine asked about the position where an engine and a scenario disagree.

When a scenario fails over the legal actions (an answer accepted that the list
left out, an answer listed that the rules forbid, a list that differs), the
failing step alone cannot say whether the engine's list or its `apply` is the
one at fault: "accepted `pass`, which its legal actions did not list" is true
both of an engine that forgets to list `pass` and of one that wrongly accepts
it. The reference engine can tell them apart: it is handed the same position,
asked for its legal actions and for its verdict on the same answer, and the
card then says "`pass` is legal here (XY-7.2.1): your legal actions left it
out" or "`end_turn` is not legal here (XY-7.2.2): refuse it", with the two lists
compared as sets.

The reference may not be askable (it plays none of the position's game, or
refuses the position); the opinion then says so instead of guessing. A
clean-room author in their blind phase must not see the reference's answers:
`off()` is the opinion of a run that was told not to ask.

An opinion is a plain JSON object (it travels between pytest-xdist processes
and lives in the run log); `Opinion` names its fields.
"""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Any, TypedDict

from rulecore.registry import games, info

from ..catalogue.decisions import decisions
from ..engines.engine import Engine, EngineRefusal, InProcessEngine

Action = dict[str, Any]
SHOWN = 12
LEFT_OUT = "your legal actions left it out"
"""Answers kept of each side of the comparison (the counts say how many there were)."""


class Mismatch(StrEnum):
    """What the reference engine found wrong with the engine's answers at the position, if anything."""

    LEFT_OUT = "left_out"
    """The rules allow the answer, and the engine's legal actions do not list it (DM: the list is complete)."""
    NOT_REFUSED = "not_refused"
    """The rules forbid the answer, and the engine accepted it or listed it."""
    REFUSED = "refused"
    """The rules allow the answer, the engine lists it, and yet it refused it."""
    EXTRA = "extra"
    """The engine's legal actions list answers the rules forbid, and leave none out."""
    AGREES = "agrees"
    """The reference lists the same answers and gives the same verdict: the lists are not the cause."""


class Opinion(TypedDict, total=False):
    status: str
    """`asked`, `unavailable` (with `why`) or `off`."""
    why: str
    mismatch: str
    action: Action | None
    action_type: str
    verdict: str
    """For `action`: `legal` or `illegal`, as the reference judges it."""
    rule: str
    headline: str
    missing: list[Action]
    missing_count: int
    extra: list[Action]
    extra_count: int


def off() -> Opinion:
    return {
        "status": "off",
        "headline": "The reference engine was not asked about this position (the run was told not to).",
    }


def unavailable(why: str) -> Opinion:
    return {"status": "unavailable", "why": why, "headline": f"The reference engine could not be asked: {why}."}


def _key(action: Action) -> str:
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


def _name(action: Action | None) -> str:
    return f"`{action.get('type', '?')}`" if isinstance(action, dict) else "`?`"


def _difference(a: list[Action], b: list[Action]) -> list[Action]:
    """The answers of `a` that `b` lacks, in `a`'s order, each once."""
    have, seen, out = {_key(x) for x in b}, set(), []
    for x in a:
        k = _key(x)
        if k not in have and k not in seen:
            seen.add(k)
            out.append(x)
    return out


class Referee:
    """The reference engine, started once per process, asked about one position at a time."""

    def __init__(self, engine: Engine | None = None) -> None:
        self._engine = engine

    def _reference(self) -> Engine:
        if self._engine is None:
            self._engine = InProcessEngine()
        return self._engine

    def consult(self, state: dict[str, Any], offered: list[Action], action: Action | None, accepted: bool) -> Opinion:
        """The reference's opinion of `state`, where the engine lists `offered` and `accepted` (or refused) `action`.

        With no `action` (a step that read the list itself) only the two lists are compared.
        """
        game = state.get("game")
        if not isinstance(game, str) or game not in games():
            return unavailable(f"the position is of a game the suite does not hold ({game!r})")
        reference = self._reference()
        try:
            reference.load(state)
            theirs = reference.legal_actions()
        except EngineRefusal as refusal:
            return unavailable(f"it refuses the position itself ({refusal})")
        missing, extra = _difference(theirs, offered), _difference(offered, theirs)
        pending = state.get("pending") or {}
        row = decisions(info(game).spec_dir).get(str(pending.get("kind")))
        offering_rule = row.first_rule() if row is not None else None
        opinion: Opinion = {
            "status": "asked",
            "missing": missing[:SHOWN],
            "missing_count": len(missing),
            "extra": extra[:SHOWN],
            "extra_count": len(extra),
        }
        if action is not None:
            listed = any(action == a for a in offered)
            verdict, rule = self._verdict(reference, state, action, theirs)
            opinion["action"], opinion["action_type"] = action, str(action.get("type", "?"))
            opinion["verdict"] = verdict
            rule = rule if verdict == "illegal" else offering_rule
            if rule:
                opinion["rule"] = rule
            cite = f" ({rule})" if rule else ""
            named = _name(action)
            if verdict == "legal" and not listed:
                return _settle(opinion, Mismatch.LEFT_OUT, f"{named} is legal here{cite}: {LEFT_OUT}")
            if verdict == "legal" and not accepted:
                return _settle(opinion, Mismatch.REFUSED, f"{named} is legal here{cite}: accept it")
            if verdict == "illegal" and (accepted or listed):
                also = " and leave it out of your legal actions" if listed else ""
                return _settle(opinion, Mismatch.NOT_REFUSED, f"{named} is not legal here{cite}: refuse it{also}")
        if missing:
            if offering_rule:
                opinion["rule"] = offering_rule
            cite = f" ({offering_rule})" if offering_rule else ""
            names = sorted({str(a.get("type", "?")) for a in missing})
            opinion["action_type"] = names[0]
            which = ", ".join(f"`{n}`" for n in names)
            verb = "is" if len(missing) == 1 else "are"
            them = "it" if len(missing) == 1 else "them"
            text = f"{which} {verb} legal here{cite}: your legal actions left {them} out"
            if extra:
                text += f", and they list {len(extra)} answer{'s' if len(extra) > 1 else ''} the rules forbid"
            return _settle(opinion, Mismatch.LEFT_OUT, text)
        if extra:
            names = sorted({str(a.get("type", "?")) for a in extra})
            opinion["action_type"] = names[0]
            which = ", ".join(f"`{n}`" for n in names)
            return _settle(opinion, Mismatch.EXTRA, f"your legal actions list {which}, which the rules forbid here")
        return _settle(opinion, Mismatch.AGREES, "the reference engine lists the same answers here")

    @staticmethod
    def _verdict(
        reference: Engine, state: dict[str, Any], action: Action, theirs: list[Action]
    ) -> tuple[str, str | None]:
        """Whether the reference accepts `action` at `state`, and the rule it names when it refuses."""
        if any(action == a for a in theirs):
            return "legal", None
        try:
            reference.load(state)
            reference.apply(action)
        except EngineRefusal as refusal:
            return "illegal", refusal.rule
        return "legal", None


def _settle(opinion: Opinion, mismatch: Mismatch, headline: str) -> Opinion:
    opinion["mismatch"] = mismatch.value
    opinion["headline"] = headline
    return opinion
