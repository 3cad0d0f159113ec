"""`conformance explain`: one position, one question. What is asked here, what may be answered, and which rule says so.

A rules lawyer or an implementer in the middle of an argument has a position (a
state file, a scenario of the suite, or a step of a golden game) and perhaps an
answer in mind. This module loads the position into an engine, any engine the
harness can start, and reads back: the pending decision, described by the row
of the game's decisions page (`spec/<game>/decisions.md`, the table whose
columns begin `kind | who answers | answers`); the legal answers, grouped by
their `type`; and for the answer asked about, either "legal" with the state
diff the reports draw (`evidence.changes`), or the refusal with its rule ID and
that rule's statement from the spec. The position itself may be refused too (a
load invariant): that is an answer of the same kind.

Nothing here names a game: the decisions page, the rules and the golden games
are found from the game's id, and a scenario's position is the one its own
Given steps build (run once with the reference engine in this process, caught
just before its first When or Then step), so it is the position every engine
is handed when the suite runs that scenario.
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from ..catalogue import ids as scenario_ids
from ..catalogue.decisions import Decision, decisions, plain_cell
from ..catalogue.trace import Trace, read_rules
from ..engines.engine import Engine, EngineRefusal, InProcessEngine
from ..games import GamePlugin
from ..results.evidence import changes
from . import golden as golden_games

Action = dict[str, Any]
State = dict[str, Any]

class ExplainError(ValueError):
    """The question cannot be asked: no such scenario, golden game or step, or a file that is no state."""


def plain(text: str) -> str:
    """A rule's statement as a player reads it: Markdown code marks and link targets dropped."""
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)
    return plain_cell(text).replace("**", "")


@cache
def rules(spec_game_dir: Path) -> dict[str, str]:
    """Every rule of a game by ID, with its statement as the spec writes it."""
    trace = Trace()
    read_rules(spec_game_dir, trace)
    return {rule_id: rule.text for rule_id, rule in trace.rules.items()}


@dataclass
class Refusal:
    """A refusal as the engine gave it, with the statement of the rule it names (None when the spec has none)."""

    code: str
    rule: str | None
    message: str
    rule_text: str | None

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "rule": self.rule, "message": self.message, "rule_text": self.rule_text}


@dataclass
class Words:
    """The explanation in player words, from the game's plugin (`GamePlugin.say_*`): what the text output shows."""

    position: list[str]
    """The position summed up: round and phase, the decision and why, the deciding player's purse and hand."""
    decision: str
    legal: dict[str, list[str]] = field(default_factory=dict)
    """Each legal answer as a sentence, in the order and groups of `Explanation.legal`."""
    action: str | None = None
    outcome: str | None = None
    """For a legal `action`: what it did, from the changes it made."""
    recorded: str | None = None

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


def _said(say: Any, *args: Any) -> str:
    """One sentence from the game's words; an answer or state the words do not know (an engine under test may
    send anything) is shown in its protocol form instead of breaking the explanation."""
    try:
        return str(say(*args))
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return json.dumps(args[-1], ensure_ascii=False, separators=(", ", ": "))


def in_words(plugin: GamePlugin, found: Explanation, before: State, after: State | None) -> Words:
    """The explanation `found` in player words; `before` is the position the engine holds, `after` the state
    once the asked answer was applied (None when it was refused or not asked)."""
    try:
        summary = plugin.say_position(before)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        summary = [_said(plugin.say_decision, before)]
    words = Words(summary, _said(plugin.say_decision, before))
    for kind, answers in found.legal.items():
        words.legal[kind] = [_said(plugin.say_answer, before, answer) for answer in answers]
    if found.action is not None:
        words.action = _said(plugin.say_answer, before, found.action)
        if after is not None:
            words.outcome = _said(plugin.say_outcome, before, after, found.action)
    if found.recorded is not None:
        words.recorded = _said(plugin.say_answer, before, found.recorded)
    return words


@dataclass
class Explanation:
    """What one engine says about one position, and about one answer to its pending decision."""

    game: str
    position: str
    """Where the position came from, in words (`the state file x.json`, `scenario <id>`, `golden game g, step n`)."""
    engine: str
    refused_position: Refusal | None = None
    pending: dict[str, Any] | None = None
    decision: Decision | None = None
    legal: dict[str, list[Action]] = field(default_factory=dict)
    recorded: Action | None = None
    """At a golden step: the answer the recorded game gave here."""
    action: Action | None = None
    verdict: str | None = None
    """For `action`: `legal`, `refused`, or `accepted_unlisted` (applied, though the legal answers do not list it)."""
    listed: bool | None = None
    refusal: Refusal | None = None
    changes: list[dict[str, Any]] = field(default_factory=list)
    words: Words | None = None
    """The same in player words, when the game's plugin was given (the text output reads these)."""
    before: State | None = field(default=None, repr=False)
    """The position as the engine holds it once loaded (the summary and the drawing are made from it)."""
    after: State | None = field(default=None, repr=False)

    def to_json(self) -> dict[str, Any]:
        """The `--json` document: every field, the legal answers whole, the decision's row as the spec gives it."""
        return {
            "game": self.game,
            "position": self.position,
            "engine": self.engine,
            "refused_position": self.refused_position.to_json() if self.refused_position else None,
            "pending": self.pending,
            "decision": None if self.decision is None else self.decision.__dict__,
            "legal": self.legal,
            "legal_count": sum(len(v) for v in self.legal.values()),
            "recorded": self.recorded,
            "action": self.action,
            "verdict": self.verdict,
            "listed": self.listed,
            "refusal": self.refusal.to_json() if self.refusal else None,
            "changes": self.changes,
            "words": self.words.to_json() if self.words else None,
        }


def _refusal(error: EngineRefusal, spec_game_dir: Path) -> Refusal:
    rule = error.rule or None
    return Refusal(error.code, rule, error.message, rules(spec_game_dir).get(rule) if rule else None)


def grouped(actions: list[Action]) -> dict[str, list[Action]]:
    """The legal answers by their `type`, kinds in the order the engine first lists them."""
    out: dict[str, list[Action]] = {}
    for action in actions:
        out.setdefault(str(action.get("type", "?")), []).append(action)
    return out


def explain(
    engine: Engine,
    state: State,
    spec_game_dir: Path,
    *,
    position: str,
    engine_name: str,
    action: Action | None = None,
    recorded: Action | None = None,
    plugin: GamePlugin | None = None,
) -> Explanation:
    """Load `state` into `engine` and ask it about the pending decision and, when given, about `action`.

    With the game's `plugin` the explanation is also put into player words (`Explanation.words`).
    """
    found = _ask(engine, state, spec_game_dir, position=position, engine_name=engine_name, action=action)
    found.recorded = recorded
    if plugin is not None and found.before is not None:
        found.words = in_words(plugin, found, found.before, found.after)
    return found


def _ask(
    engine: Engine, state: State, spec_game_dir: Path, *, position: str, engine_name: str, action: Action | None
) -> Explanation:
    game = str(state.get("game", spec_game_dir.name))
    found = Explanation(game, position, engine_name)
    try:
        engine.load(state)
    except EngineRefusal as refusal:
        found.refused_position = _refusal(refusal, spec_game_dir)
        return found
    before = engine.state()
    found.before = before
    found.pending = before.get("pending")
    if found.pending is not None:
        found.decision = decisions(spec_game_dir).get(str(found.pending.get("kind")))
        found.legal = grouped(engine.legal_actions())
    if action is None:
        return found
    found.action = action
    found.listed = any(action == a for group in found.legal.values() for a in group)
    try:
        engine.apply(action)
    except EngineRefusal as refusal:
        found.verdict = "refused"
        found.refusal = _refusal(refusal, spec_game_dir)
        return found
    found.verdict = "legal" if found.listed else "accepted_unlisted"
    found.after = engine.state()
    found.changes = changes(before, found.after)
    return found


# --- Where a position comes from ------------------------------------------------------------------------------


def state_in(data: Any, path: Path | str) -> State:
    """The state a file's JSON value holds: a bare state, or any JSON object holding one under `state` (a fuzz
    record). The command line reads the file, through its input guard (conformance/guards/inputs.py)."""
    if isinstance(data, dict) and "game" not in data and isinstance(data.get("state"), dict):
        data = data["state"]
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise ExplainError(f"{path} holds no game state (a JSON object whose `game` names the game)")
    return data


def golden_position(game: str, name: str, step: int) -> tuple[State, Action]:
    """The position of a golden game just before step `step` (1-based), and the answer recorded there.

    The recorded actions are replayed from the recorded start on the reference
    engine in this process, so the position is the one the golden file describes
    whichever engine is asked about it afterwards.
    """
    try:
        (path,) = golden_games.files(game, names=[name])
    except KeyError as exc:
        raise ExplainError(str(exc.args[0])) from None
    lines = golden_games.load(path)
    header = lines[0]
    steps = [line for line in lines if "step" in line]
    if not 1 <= step <= len(steps):
        raise ExplainError(f"the golden game {name} has steps 1 to {len(steps)}, not {step}")
    reference = InProcessEngine()
    try:
        reference.new_game(game, header["players"], header["seed"], header["options"])
        for line in steps[: step - 1]:
            reference.apply(line["action"])
        return reference.state(), steps[step - 1]["action"]
    finally:
        reference.close()


def scenario_game(scenario_id: str, games: list[str]) -> str:
    """The game a scenario id belongs to; an id of no scenario is refused with the closest ids."""
    game = scenario_ids.game_of(scenario_id)
    known = [entry.id for entry in scenario_ids.catalogue(game)] if game in games else []
    if scenario_id not in known:
        import difflib  # noqa: PLC0415  (only a typo needs it)

        every = known or [entry.id for g in games for entry in scenario_ids.catalogue(g)]
        close = difflib.get_close_matches(scenario_id, every, n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else "; `conformance ids` lists them"
        raise ExplainError(f"no scenario has the id {scenario_id!r}{hint}")
    return game


class _Catch:
    """A pytest plugin that keeps the position a scenario built, just before its first When or Then step."""

    def __init__(self) -> None:
        self.state: State | None = None
        self.problem: str | None = None

    @pytest.hookimpl(tryfirst=True)
    def pytest_bdd_before_step(
        self, request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, step_func: Any
    ) -> None:
        if self.state is not None or self.problem is not None or step.type == "given":
            return
        try:
            table = request.getfixturevalue("table")
            self.state = copy.deepcopy(table.state())
        except Exception as exc:  # the scenario builds no position of its own; say so rather than guess
            self.problem = f"the scenario builds no position before its first {step.type} step ({exc})"


def scenario_position(scenario_id: str, pytest_args: list[str]) -> State:
    """The position a scenario hands the engine: its Given steps run with the reference engine in this process.

    `pytest_args` is the command line that runs exactly this scenario in process
    (the CLI builds it as `conformance run --in-process --id <id>` would).
    """
    catch = _Catch()
    pytest.main(pytest_args, plugins=[catch])
    if catch.state is None:
        raise ExplainError(catch.problem or f"the scenario {scenario_id} did not reach a When or Then step")
    return catch.state
