"""Cut a fuzz difference down to a short reproduction, and write it out for a person to turn into a scenario.

The shortest reproduction is the state just before the step that differed plus
that one action. It is tried on a fresh engine process first; an engine whose
fault depends on what it saw before (hidden state outside the game state) gets
the latest earlier state from which replaying the game's actions still shows the
difference. The result is written three ways: the state file, a JSON record
(schemas/reports/fuzz-repro.schema.json), and a Gherkin sketch in the words of the
scenario steps, with what the state file holds beyond them noted in comments.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...engines.engine import Engine, EngineFailure, EngineRefusal
from ...games import GamePlugin
from ...results import normal
from ...results.evidence import changes
from ...results.normal import same
from .games import Action, Difference, Game, Kind, State, compare_actions


@dataclass
class Repro:
    kind: Kind
    state: State
    actions: list[Action]
    reproduced: bool
    """False when no saved state showed the difference again on a fresh engine (the whole game is kept)."""
    seats: list[int] = field(default_factory=list)
    """Who answers each of `actions` (for the sketch's When steps)."""
    found: Difference | None = None
    """The difference as this reproduction shows it (after the state was made simpler)."""


def deciders(reference: Engine, start: State, actions: list[Action]) -> list[int]:
    """The seat whose decision each action answers, replayed on the reference engine."""
    seats = []
    reference.load(start)
    for action in actions:
        seats.append(int((reference.state().get("pending") or {}).get("player") or 0))
        try:
            reference.apply(action)
        except EngineRefusal:
            break
    return seats


def replay(engine: Engine, reference: Engine, start: State, actions: list[Action]) -> Difference | None:
    """Load `start` in both engines, apply `actions` to both, and return the first difference on the way."""
    try:
        reference.load(start)
        engine.load(start)
        state = start
        for action in actions:
            found = compare_actions(engine, reference, state)
            if found is not None:
                return found
            reference.apply(action)
            try:
                engine.apply(action)
            except EngineRefusal as refusal:
                return Difference(Kind.REFUSED, state, action, "accepted", str(refusal), "the engine refused")
            want, got = reference.state(), engine.state()
            if not same(got, want):
                return Difference(Kind.STATE, state, action, want, got, "the states differ")
            state = want
        return compare_actions(engine, reference, state)
    except EngineFailure as exc:
        return Difference(Kind.BROKEN, start, actions[-1] if actions else None, "an answer", str(exc), str(exc))


def _candidates(last: int) -> Iterator[int]:
    """last, last-1, last-3, last-7, ... 0: the latest starting points first, then ever earlier ones."""
    step = 1
    j = last
    while j > 0:
        yield j
        j = last - step
        step = step * 2 + 1
    yield 0


def shrink(game: Game, engine: Engine, fresh_reference: Callable[[], Engine], plugin: GamePlugin) -> Repro:
    """The shortest replay that still shows the game's difference on a freshly started engine."""
    found = game.difference
    assert found is not None
    tail = [found.action] if found.kind in (Kind.REFUSED, Kind.STATE, Kind.BROKEN) and found.action else []
    # `states[i]` is the state before `history[i]`; a refused action was never added to the history.
    history = game.history if found.kind in (Kind.LEGAL_ACTIONS, Kind.REFUSED) else game.history[:-1]
    starts = [*game.states[: len(history)], found.state]
    for j in _candidates(len(history)):
        actions = [*history[j:], *tail]
        engine.close()  # the next request starts a fresh process: nothing carried over but the state
        again = replay(engine, fresh_reference(), starts[j], actions)
        if again is not None and again.kind is found.kind:
            short = Repro(found.kind, starts[j], actions, True, deciders(fresh_reference(), starts[j], actions))
            return simplify(short, engine, fresh_reference(), plugin)
    actions = [*history, *tail]
    return Repro(found.kind, game.start, actions, False, deciders(fresh_reference(), game.start, actions))


# -- making the state itself smaller (by the game's own edits) ----------------------------------------


def _signature(found: Difference) -> tuple[str, str]:
    if found.kind is Kind.LEGAL_ACTIONS:
        return found.kind.value, json.dumps([found.expected, found.actual], sort_keys=True)
    return found.kind.value, ""


def simplify(
    repro: Repro, engine: Engine, reference: Engine, plugin: GamePlugin, *, budget: int = 80, seconds: float = 5.0
) -> Repro:
    """Drop what the difference does not need: keep each edit after which the same difference still shows.

    Bounded by `budget` replays and about `seconds` of wall time: a smaller state is a
    convenience, the reproduction is already short.
    """
    deadline = time.monotonic() + seconds
    first = replay(engine, reference, repro.state, repro.actions)
    if first is None or first.kind is Kind.BROKEN:
        return repro
    wanted = _signature(first)
    state, last = repro.state, first
    for _ in range(2):
        changed = False
        for edit in list(plugin.shrink_edits(state)):
            if budget <= 0 or time.monotonic() > deadline:
                break
            candidate: State = json.loads(json.dumps(state))
            edit(candidate)
            if normal.same(candidate, state):
                continue
            budget -= 1
            try:
                again = replay(engine, reference, candidate, repro.actions)
            except EngineRefusal:
                continue  # the reference or the engine will not load this state: not a simpler game
            if again is not None and _signature(again) == wanted:
                reference.load(candidate)
                state, last, changed = reference.state(), again, True
        if not changed:
            break
    return Repro(repro.kind, state, repro.actions, repro.reproduced, repro.seats, last)


# -- the scenario sketch -----------------------------------------------------------------------------


def then_lines(difference: Difference) -> list[str]:
    if difference.kind is Kind.LEGAL_ACTIONS:
        out = [f"# The reference engine also lists {json.dumps(a, sort_keys=True)}" for a in difference.expected]
        out += [f"# The engine also lists {json.dumps(a, sort_keys=True)}" for a in difference.actual]
        return [*out, "Then <the rule that decides whether these answers are legal>"]
    if difference.kind is Kind.REFUSED:
        return [f"# The engine refused it: {difference.actual}", "Then <what the rule says happens>"]
    if difference.kind is Kind.STATE:
        found = changes(normal.normalise(difference.expected), normal.normalise(difference.actual))
        lines = ["# After it the states differ (the reference's value, then the engine's):"]
        lines += [f"#   {c['path']}: {json.dumps(c.get('before'))} / {json.dumps(c.get('after'))}" for c in found[:8]]
        return [*lines, "Then <what the rule says>"]
    return [f"# The engine broke the protocol: {difference.detail}", "Then <the expected outcome>"]


def sketch(name: str, repro: Repro, difference: Difference, found_by: str, plugin: GamePlugin) -> str:
    steps = plugin.sketch_given(repro.state)
    for i, action in enumerate(repro.actions):
        seat = repro.seats[i] if i < len(repro.seats) else 0
        steps.append(("When " if i == 0 else "And ") + plugin.sketch_action(seat, action))
    head = [
        f"# Found by: {found_by}",
        f"# The full state just before is in {name}.state.json; the steps below restate what the",
        "# existing steps can say. Check each line against the state and the spec, give the example",
        "# a rule tag and a title that names the behaviour, and trim what does not matter.",
        f"@{plugin.info.rule_prefix}-0.0.0 @id:fuzz/{re.sub(r'[^a-z0-9]+', '-', name.lower()).strip('-')}",
        f"Example: {difference.detail} ({difference.kind.value})",
    ]
    return "\n".join(head + ["  " + line for line in steps + then_lines(difference)]) + "\n"


def write(
    folder: Path, name: str, repro: Repro, difference: Difference, meta: dict[str, Any], *, plugin: GamePlugin
) -> dict[str, Path]:
    """Write `<name>.state.json`, `<name>.repro.json` and `<name>.feature`; return their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = {kind: folder / f"{name}.{kind}" for kind in ("state.json", "repro.json", "feature")}
    paths["state.json"].write_text(json.dumps(repro.state, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    record = {
        **meta,
        "kind": difference.kind.value,
        "detail": difference.detail,
        "state_file": paths["state.json"].name,
        "actions": repro.actions,
        "reproduced_from_state": repro.reproduced,
        "expected": difference.expected,
        "actual": difference.actual,
    }
    paths["repro.json"].write_text(json.dumps(record, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    paths["feature"].write_text(sketch(name, repro, difference, str(meta.get("command", "")), plugin), encoding="utf-8")
    return paths
