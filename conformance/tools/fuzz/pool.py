"""Spread fuzz games over local processes (multiprocessing) or a Ray cluster.

A task is a chunk of game indices. Whoever runs it (this process, a local worker
or a Ray worker) starts its own engine process and its own in-process reference
engine, plays the chunk's games, shrinks any difference it finds, and sends back
plain dictionaries. With Ray, the engine command must work on every node.
"""

from __future__ import annotations

import importlib
import multiprocessing
import random
from collections.abc import Callable, Iterable
from typing import Any

from ...engines.engine import Engine, EngineRefusal, InProcessEngine, SubprocessEngine
from ...games import GamePlugin, player_counts, plugin
from .games import MAX_STEPS, Ending, Game, play, start_for
from .repro import shrink

RAY_MISSING = (
    "--ray needs Ray, an optional extra of the suite: pip install 'boardgame-conformance[fuzz]' "
    "(and the same engine command on every node of the cluster)"
)


class FuzzError(RuntimeError):
    """The fuzz run cannot start (no Ray, an engine without a usable hello)."""


def players_for(hello: dict[str, Any], game: str) -> list[int]:
    """The player counts both the engine and the reference engine claim for `game`."""
    reference = set(player_counts(InProcessEngine().hello(), game))
    both = sorted(set(player_counts(hello, game)) & reference)
    if not both:
        raise FuzzError(f"the engine claims no {game} player count the reference engine plays ({sorted(reference)})")
    return both


def variants_for(hello: dict[str, Any], game: str) -> list[str]:
    """The variants of `game` that both the engine and the reference engine claim."""
    mine = hello.get("games", {}).get(game, {}).get("variants", [])
    reference = InProcessEngine().hello()["games"].get(game, {}).get("variants", [])
    return sorted(set(mine) & set(reference))


def play_chunk(  # noqa: PLR0917  (a task tuple, as multiprocessing and Ray pass it)
    command: str, game: str, seed: int, indices: list[int], max_steps: int, timeout: float
) -> list[dict[str, Any]]:
    """Play games `indices` of run `seed` against `command`; one summary per game (pickle- and Ray-friendly)."""
    engine: Engine = SubprocessEngine(command, timeout=timeout)
    chosen = plugin(game)
    results = []
    try:
        hello = engine.hello()
        players = players_for(hello, game)
        variants = variants_for(hello, game)
        for index in indices:
            reference = InProcessEngine()
            try:
                game_seed, start = start_for(index, seed, reference, players, chosen, variants=variants)
            except EngineRefusal as refusal:
                # The game's own start maker built a position the reference refuses: a suite bug, told as the
                # game's ending, so the other games of the run still count.
                unplayed = Game(index, f"{seed}:{index}", {}, ending=Ending.REFERENCE_ERROR)
                unplayed.note = f"the reference refused the start this game's plugin made: {refusal}"
                results.append(_summary(unplayed, engine, chosen))
                continue
            played = play(engine, reference, Game(index, game_seed, start), random.Random(game_seed), max_steps)
            results.append(_summary(played, engine, chosen))
    finally:
        engine.close()
    return results


def _summary(game: Game, engine: Engine, chosen: GamePlugin) -> dict[str, Any]:
    summary: dict[str, Any] = {
        "index": game.index,
        "seed": game.seed,
        "ending": game.ending.value,
        "steps": game.steps,
        "note": game.note,
    }
    if game.difference is not None:
        repro = shrink(game, engine, InProcessEngine, chosen)
        shown = repro.found or game.difference  # as the (simplified) reproduction shows it
        summary["difference"] = {
            "kind": shown.kind.value,
            "state": shown.state,
            "action": shown.action,
            "expected": shown.expected,
            "actual": shown.actual,
            "detail": shown.detail,
        }
        summary["repro"] = {
            "kind": repro.kind.value,
            "state": repro.state,
            "actions": repro.actions,
            "reproduced": repro.reproduced,
            "seats": repro.seats,
        }
    return summary


def chunks(games: int, parts: int) -> list[list[int]]:
    """Game indices dealt round-robin into `parts` chunks (so slow games spread out)."""
    dealt: list[list[int]] = [[] for _ in range(max(1, min(parts, games)))]
    for index in range(games):
        dealt[index % len(dealt)].append(index)
    return dealt


def run(
    command: str,
    *,
    game: str,
    games: int,
    seed: int,
    workers: int,
    ray_address: str | None = None,
    max_steps: int = MAX_STEPS,
    timeout: float = 10.0,
    progress: Callable[[int, int], None] | None = None,
) -> list[dict[str, Any]]:
    """Play `games` games, in this process (workers=1), on local worker processes, or on Ray.

    `progress(done, total)` is called each time a chunk of games comes back, so a long
    campaign shows how far it is (chunks come back in any order; the results do not
    depend on it).
    """
    parts = max(workers, 1) * 4 if ray_address is not None or workers > 1 else min(games, PROGRESS_STEPS)
    tasks = [(command, game, seed, chunk, max_steps, timeout) for chunk in chunks(games, parts)]
    report = _Progress(games, progress)
    if ray_address is not None:
        return _on_ray(ray_address, tasks, report)
    if workers <= 1:
        return _flatten(report(play_chunk(*task)) for task in tasks)
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        return _flatten(report(part) for part in pool.imap_unordered(_play_task, tasks))


PROGRESS_STEPS = 10
"""Chunks a single-process run is cut into, so its progress shows about ten times."""


def _play_task(task: tuple[str, str, int, list[int], int, float]) -> list[dict[str, Any]]:
    return play_chunk(*task)


class _Progress:
    """Counts the games of the chunks that came back and tells the caller."""

    def __init__(self, total: int, tell: Callable[[int, int], None] | None) -> None:
        self.total = total
        self.done = 0
        self.tell = tell

    def __call__(self, part: list[dict[str, Any]]) -> list[dict[str, Any]]:
        self.done += len(part)
        if self.tell is not None:
            self.tell(self.done, self.total)
        return part


def _on_ray(
    address: str, tasks: list[tuple[str, str, int, list[int], int, float]], report: _Progress
) -> list[dict[str, Any]]:
    try:
        ray: Any = importlib.import_module("ray")
    except ImportError:
        raise FuzzError(RAY_MISSING) from None
    try:
        ray.init(address=address, ignore_reinit_error=True)
    except Exception as exc:  # Ray's own errors (no cluster there, a client address without ray[client])
        raise FuzzError(f"Ray could not connect to {address}: {type(exc).__name__}: {str(exc)[:300]}") from None
    remote = ray.remote(play_chunk)
    waiting = [remote.remote(*task) for task in tasks]
    parts: list[list[dict[str, Any]]] = []
    while waiting:
        ready, waiting = ray.wait(waiting, num_returns=1)
        parts.extend(report(part) for part in ray.get(ready))
    return _flatten(parts)


def _flatten(parts: Iterable[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    return sorted((game for part in parts for game in part), key=lambda g: int(g["index"]))
