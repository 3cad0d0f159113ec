"""Perft: count action sequences from named positions and compare with golden numbers.

Two conforming engines list the same legal actions for the same state
(decisions.md), so the number of action sequences of each length from a position
is a fingerprint of an engine's move generation: one missing or extra answer
anywhere in the tree changes it. The positions and their counts, made by the
reference engine, are in spec/<game>/perft/ (see its README for where each comes from).

An engine's own `count` (the optional protocol feature) proves nothing about its
move generation: an engine can answer it from a copy of the reference engine, or
count a tree its `legal_actions` does not list. So perft walks the engine's own
`load`, `legal_actions` and `apply` by default, to `WALK_DEPTH` (seconds, even
over a slow adapter); where the engine claims `count`, its answer must agree with
that walk, and only beyond it (`--depth`) is `count` trusted, to go deeper than a
walk could in reasonable time. `--use-count` trusts `count` at every depth, and
`--walk` walks every depth (`plan` decides). When a count is wrong, `pinpoint`
walks the tree beside the reference engine down to the first state whose
legal-action list differs, so the report names the missing or extra action.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from rulecore.registry import info

from ..engines.engine import Engine, EngineRefusal, InProcessEngine, SubprocessEngine
from ..games import GamePlugin
from ..results.normal import same

COUNTS_FILE = "counts.json"
POSITIONS_DIR = "positions"

Action = dict[str, Any]
State = dict[str, Any]


def perft_dir(game: str) -> Path:
    return info(game).spec_dir / "perft"


@dataclass
class Position:
    name: str
    description: str
    source: str
    state: State
    counts: dict[int, int] = field(default_factory=dict)


def positions(game: str, names: list[str] | None = None, folder: Path | None = None) -> list[Position]:
    """A game's named positions with their golden counts, in the order counts.json lists them."""
    base = folder or perft_dir(game)
    if not (base / COUNTS_FILE).exists():
        return []  # a game without perft recipes yet (its GamePlugin lists none)
    golden = json.loads((base / COUNTS_FILE).read_text(encoding="utf-8"))
    found = []
    for name, entry in golden["positions"].items():
        if names and name not in names:
            continue
        state = json.loads((base / POSITIONS_DIR / f"{name}.json").read_text(encoding="utf-8"))
        counts = {int(depth): int(n) for depth, n in entry["counts"].items()}
        found.append(Position(name, entry["description"], entry["source"], state, counts))
    unknown = sorted(set(names or []) - {p.name for p in found})
    if unknown:
        raise KeyError(f"no perft position named {', '.join(unknown)}; known: {', '.join(golden['positions'])}")
    return found


def key(action: Action) -> str:
    """An action's canonical text: actions are equal exactly when their JSON is (spec/decision-model.md DM-2.1)."""
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


class Walker:
    """Counts through the basic verbs: works for every engine, one request per edge or so."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def actions(self, state: State) -> list[Action]:
        self.engine.load(state)
        return self.engine.legal_actions()

    def child(self, state: State, action: Action) -> State:
        self.engine.load(state)
        self.engine.apply(action)
        return self.engine.state()

    def count(self, state: State, depth: int) -> int:
        if depth == 0:
            return 1
        actions = self.actions(state)
        if not actions:
            return 1
        if depth == 1:
            return len(actions)
        return sum(self.count(self.child(state, a), depth - 1) for a in actions)

    def divide(self, state: State, depth: int) -> dict[str, int]:
        if depth == 0:
            return {}
        return {key(a): self.count(self.child(state, a), depth - 1) for a in self.actions(state)}


def claims_count(hello: dict[str, Any], game: str) -> bool:
    return "count" in hello.get("games", {}).get(game, {}).get("features", [])


def engine_count(engine: Engine, state: State, depth: int, divide: bool = False) -> dict[str, Any]:
    """The engine's own `count` answer for `state` (protocol §4); needs an engine that offers `request`."""
    engine.load(state)
    request = getattr(engine, "request", None)
    if request is None:
        raise EngineRefusal("unsupported", "this adapter cannot send the count command")
    answer: dict[str, Any] = request("count", depth=depth, divide=divide)
    return answer


@dataclass
class Result:
    position: str
    depth: int
    expected: int | None
    got: int | None
    seconds: float
    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error and self.got == self.expected


WALK_DEPTH = 2
"""How deep perft walks by default: a few hundred requests per position, seconds even over a slow adapter."""


class How(StrEnum):
    """How one depth of one position is counted."""

    WALK = "walk"
    """Through the engine's own load/legal_actions/apply: what every engine is judged on."""
    COUNT = "count"
    """The engine's `count` answer: trusted only beyond the walked depths, or with --use-count."""
    SKIP = "skip"
    """Too deep to walk in seconds, and the engine offers no `count`: left out, and said so."""


def plan(
    deepest: int, *, has_count: bool, use_count: bool = False, walk_all: bool = False, walk_depth: int = WALK_DEPTH
) -> dict[int, How]:
    """How each depth from 1 to `deepest` is counted (see the module docstring)."""
    if use_count and has_count:
        return dict.fromkeys(range(1, deepest + 1), How.COUNT)
    steps = {}
    for depth in range(1, deepest + 1):
        if walk_all or depth <= walk_depth:
            steps[depth] = How.WALK
        else:
            steps[depth] = How.COUNT if has_count else How.SKIP
    return steps


def cross_check(engine: Engine, position: Position, depth: int, walked: int) -> str:
    """ "" when the engine's `count` agrees with the walk of its own answers, else what it said instead."""
    try:
        said = int(engine_count(engine, position.state, depth)["nodes"])
    except Exception as exc:  # a claimed feature that fails is a finding too
        return f"count failed: {type(exc).__name__}: {exc}"
    if said == walked:
        return ""
    return f"count says {said}, a walk of its legal actions gives {walked}"


def measure(engine: Engine, position: Position, depth: int, use_count: bool) -> Result:
    started = time.monotonic()
    expected = position.counts.get(depth)
    try:
        if use_count:
            got = int(engine_count(engine, position.state, depth)["nodes"])
        else:
            got = Walker(engine).count(position.state, depth)
    except Exception as exc:  # a refusal or a broken engine is a finding, reported as such
        return Result(position.name, depth, expected, None, time.monotonic() - started, f"{type(exc).__name__}: {exc}")
    return Result(position.name, depth, expected, got, time.monotonic() - started)


@dataclass
class Divergence:
    """The first place, on the way down from a position, where the engine and the reference part.

    Either the legal-action lists differ at `state` (`missing`, `extra`), or both
    list the same answers but applying the last action of `path` gives another
    state (`after`: the engine's, the reference's).
    """

    path: list[Action]
    state: State
    missing: list[Action] = field(default_factory=list)
    extra: list[Action] = field(default_factory=list)
    after: tuple[State, State] | None = None


def pinpoint(engine: Engine, reference: Engine, state: State, depth: int) -> Divergence | None:
    """Follow the first subtree whose counts differ until the engines' answers themselves differ."""
    mine, theirs = Walker(engine), Walker(reference)
    path: list[Action] = []
    for remaining in range(depth, 0, -1):
        got, want = mine.actions(state), theirs.actions(state)
        got_keys, want_keys = {key(a) for a in got}, {key(a) for a in want}
        if got_keys != want_keys:
            missing = [a for a in want if key(a) not in got_keys]
            extra = [a for a in got if key(a) not in want_keys]
            return Divergence(path, state, missing, extra)
        for action in want:
            expected, actual = theirs.child(state, action), mine.child(state, action)
            if not same(actual, expected):
                return Divergence([*path, action], state, after=(actual, expected))
            if remaining > 1 and mine.count(expected, remaining - 1) != theirs.count(expected, remaining - 1):
                path.append(action)
                state = expected
                break
        else:
            return None
    return None


def divide_table(engine: Engine, reference: Engine, state: State, depth: int) -> list[tuple[str, int | None, int]]:
    """(action, engine's count, reference's count) per first action of the reference, plus the engine's extras."""
    want = Walker(reference).divide(state, depth)
    got = Walker(engine).divide(state, depth)
    rows = [(k, got.get(k), n) for k, n in want.items()]
    rows += [(k, n, 0) for k, n in got.items() if k not in want]
    return [(k, g, w) for k, g, w in rows if g != w] + [(k, g, w) for k, g, w in rows if g == w]


MAX_DEPTH = 3
REGENERATE = "conformance perft --regenerate"


def regenerate(
    game: GamePlugin, folder: Path | None = None, command: str | None = None, depth: int = MAX_DEPTH
) -> dict[str, Any]:
    """Remake a game's positions and their counts with the reference engine; returns what counts.json now holds."""
    from ..runner.plugin import default_engine_command  # noqa: PLC0415  (the plugin module imports pytest)

    base = folder or perft_dir(game.info.id)
    (base / POSITIONS_DIR).mkdir(parents=True, exist_ok=True)
    engine = SubprocessEngine(command or default_engine_command(), timeout=600)
    walker = Walker(InProcessEngine())
    golden: dict[str, Any] = {
        "spec_version": game.info.spec_version,
        "engine": engine.hello()["engine"],
        "command": REGENERATE,
        "positions": {},
    }
    try:
        for recipe in game.perft_recipes:
            state = recipe.make(engine)
            (base / POSITIONS_DIR / f"{recipe.name}.json").write_text(
                json.dumps(state, indent=1, sort_keys=True) + "\n", encoding="utf-8"
            )
            counts = {}
            for d in range(1, depth + 1):
                counted = int(engine_count(engine, state, d)["nodes"])
                walked = walker.count(state, d)
                if counted != walked:
                    raise AssertionError(f"{recipe.name} depth {d}: count says {counted}, the walk {walked}")
                counts[str(d)] = counted
            golden["positions"][recipe.name] = {
                "description": recipe.description,
                "source": recipe.source,
                "counts": counts,
            }
    finally:
        engine.close()
    (base / COUNTS_FILE).write_text(json.dumps(golden, indent=2) + "\n", encoding="utf-8")
    return golden
