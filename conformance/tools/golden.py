"""Golden playthroughs: whole recorded games replayed step by step, so any change of behaviour shows where it starts.

A golden game (spec/<game>/golden/<name>.jsonl, one JSON object a line, format in
schemas/reports/golden-game.schema.json) is: a header naming how the game was
started (`new_game` with a player count, seed and options); one line per step with
the action taken and how many legal actions the engine offered before it; every
`digest_every` steps, and at the end, a digest of the state; and last the final
score breakdown, one line per player. Replaying needs only the `Engine` interface, so any engine that
speaks the protocol can be checked against the files, like perft, and the
reference engine is checked against them in CI (tests/harness/test_golden.py):
an optimisation that changes no behaviour leaves every game identical.

The actions were chosen by `choose`, a seeded random chooser: by default it favours
actions other than passing and stopping so the games reach more rules; a game's
plugin may give its own policy (`golden_weights`, a weight per action type) so that
its recorded games are plausible plays. A replay never calls it, it applies the
recorded actions. A digest is the sha256 of the
state's canonical JSON (sorted keys, no spaces) after the lists whose order means
nothing are sorted (conformance/results/normal.py), so two conforming engines agree on it.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulecore.registry import info

from ..engines.engine import Engine, EngineRefusal
from ..games import GamePlugin, GoldenRecipe
from ..guards import inputs
from ..results.normal import normalise
from .perft import key

FORMAT = 1
DIGEST_EVERY = 5
MAX_STEPS = 3000
"""A recorded game that has not ended after this many steps means the chooser loops: recording stops with an error."""
REGENERATE = "conformance golden --regenerate"
AVOIDED = ("pass", "stop")
AVOID_SHARE = 0.85
"""How often the chooser leaves out passing and stopping when something else is legal."""

Action = dict[str, Any]
State = dict[str, Any]
Line = dict[str, Any]


def golden_dir(game: str) -> Path:
    return info(game).spec_dir / "golden"


def digest(state: State) -> str:
    """sha256 of the state's canonical JSON, order-free lists sorted first (equal digests, equal games)."""
    text = json.dumps(normalise(state), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def choose(actions: list[Action], rng: random.Random, weights: Mapping[str, float] | None = None) -> Action:
    """The recording chooser: an action type at random, then one action of that type.

    Without `weights` a type is drawn evenly, mostly not pass/stop (AVOID_SHARE). With `weights` (a game's
    policy) each legal type is drawn in proportion to its weight, 1 for a type the table does not name.
    """
    ordered = sorted(actions, key=key)
    types = sorted({a["type"] for a in ordered})
    if weights:
        kind = rng.choices(types, [weights.get(t, 1.0) for t in types])[0]
    else:
        eager = [t for t in types if t not in AVOIDED]
        kind = rng.choice(eager if eager and rng.random() < AVOID_SHARE else types)
    return rng.choice([a for a in ordered if a["type"] == kind])


def record(engine: Engine, game: str, recipe: GoldenRecipe, weights: Mapping[str, float] | None = None) -> list[Line]:
    """Play `recipe`'s game on `engine` with the chooser (the game's policy `weights`) and return the lines."""
    rng = random.Random(recipe.seed)
    start = engine.new_game(game, recipe.players, recipe.seed, recipe.options)
    lines: list[Line] = [
        {
            "golden": FORMAT,
            "name": recipe.name,
            "description": recipe.description,
            "players": recipe.players,
            "seed": recipe.seed,
            "options": recipe.options,
            "digest_every": DIGEST_EVERY,
            "spec_version": info(game).spec_version,
            "command": REGENERATE,
            "start": digest(start),
        }
    ]
    for step in range(1, MAX_STEPS + 1):
        actions = engine.legal_actions()
        if not actions:
            final = engine.state()
            lines.append({"end": {"steps": step - 1, "digest": digest(final)}})
            lines.extend({"score": score} for score in engine.score())
            return lines
        action = choose(actions, rng, weights)
        engine.apply(action)
        line: Line = {"step": step, "legal": len(actions), "action": action}
        if step % DIGEST_EVERY == 0:
            line["digest"] = digest(engine.state())
        lines.append(line)
    raise RuntimeError(f"{recipe.name}: the game did not end within {MAX_STEPS} steps")


ORDER = ("golden", "name", "step", "legal", "action", "digest", "end", "score", "player", "total", "rank")
"""Keys shown first on a line, in this order (the rest follow sorted), so each line reads from its step number."""


def _text(value: Any) -> str:
    if isinstance(value, dict):
        keys = sorted(value, key=lambda k: (ORDER.index(k) if k in ORDER else len(ORDER), k))
        return "{" + ",".join(f"{json.dumps(k)}:{_text(value[k])}" for k in keys) + "}"
    if isinstance(value, list):
        return "[" + ",".join(_text(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def dumps(lines: list[Line]) -> str:
    """The file text: one compact line each (a changed step is a one-line diff), nested keys sorted."""
    return "".join(_text(line) + "\n" for line in lines)


def load(path: Path) -> list[Line]:
    """A golden game's lines, read through the input guard: a file of `--folder` may be anything."""
    lines = inputs.json_lines(path, inputs.STATE_BYTES * 4, "golden game")
    if not lines or not all(isinstance(line, dict) for line in lines):
        raise inputs.InputRefused(f"the golden game {inputs.shown_path(path)} is no golden game: a JSON object a line")
    return lines


def steps_of(lines: list[Line]) -> int:
    """How many steps a golden game has."""
    return sum(1 for line in lines if "step" in line)


def files(game: str, folder: Path | None = None, names: list[str] | None = None) -> list[Path]:
    """The golden games in `folder` (default spec/<game>/golden/), in name order; `names` picks some."""
    found = sorted((folder or golden_dir(game)).glob("*.jsonl"))
    if names:
        unknown = sorted(set(names) - {p.stem for p in found})
        if unknown:
            raise KeyError(f"no golden game named {', '.join(unknown)}; known: {', '.join(p.stem for p in found)}")
        found = [p for p in found if p.stem in names]
    return found


@dataclass
class Divergence:
    """The first step where the engine no longer plays the recorded game."""

    step: int
    """The step (1-based; 0 is the start) where the difference shows."""
    what: str
    expected: Any
    actual: Any
    since: int
    """The last step whose state is known to match (a digest, or the start): the change starts after it."""

    def describe(self) -> str:
        where = f"step {self.step}" if self.step else "the start"
        window = "" if self.since >= self.step - 1 else f" (the states matched at step {self.since}: it starts after)"
        return f"{where}: {self.what}{window}"


def replay(engine: Engine, game: str, lines: list[Line]) -> Divergence | None:
    """Replay a golden game of `game` on `engine`; the first divergence, or None when it plays the game exactly."""
    header = lines[0]
    steps = [line for line in lines if "step" in line]
    end = next(line["end"] for line in lines if "end" in line)
    recorded = [line["score"] for line in lines if "score" in line]
    start = engine.new_game(game, header["players"], header["seed"], header["options"])
    if digest(start) != header["start"]:
        return Divergence(0, "new_game deals another start", header["start"], digest(start), 0)
    since = 0
    for line in steps:
        step, action = line["step"], line["action"]
        actions = engine.legal_actions()
        if key(action) not in {key(a) for a in actions}:
            return Divergence(step, f"the recorded action {key(action)} is not legal", action, actions, since)
        if len(actions) != line["legal"]:
            what = f"{len(actions)} legal actions where {line['legal']} were recorded"
            return Divergence(step, what, line["legal"], len(actions), since)
        try:
            engine.apply(action)
        except EngineRefusal as refusal:
            return Divergence(step, f"the recorded action {key(action)} is refused: {refusal}", action, None, since)
        if "digest" in line:
            got = digest(engine.state())
            if got != line["digest"]:
                return Divergence(
                    step, "the state after this step differs from the recorded one", line["digest"], got, since
                )
            since = step
    last = steps[-1]["step"] if steps else 0
    left = engine.legal_actions()
    if left:
        return Divergence(last + 1, f"the game goes on ({len(left)} legal actions) where it ended", [], left, since)
    got = digest(engine.state())
    if got != end["digest"]:
        return Divergence(last, "the final state differs from the recorded one", end["digest"], got, since)
    scores = engine.score()
    if scores != recorded:
        return Divergence(last, "the final scores differ", recorded, scores, last)
    return None


def regenerate(engine: Engine, game: GamePlugin, folder: Path | None = None) -> dict[str, int]:
    """Record every recipe's game with `engine` (the reference) into `folder`; returns steps per game."""
    base = folder or golden_dir(game.info.id)
    base.mkdir(parents=True, exist_ok=True)
    made = {}
    for recipe in game.golden_recipes:
        lines = record(engine, game.info.id, recipe, game.golden_weights)
        (base / f"{recipe.name}.jsonl").write_text(dumps(lines), encoding="utf-8")
        made[recipe.name] = steps_of(lines)
    return made
