"""Benchmarks of the reference engine and the harness (issue 12): `python benchmarks/run.py`.

Each figure is measured here, in one run, on this machine; nothing is asserted.
The numbers go to the terminal and, with `--json`, to a file that RESULTS.md
quotes. `python benchmarks/run.py profile` prints where a random game spends its time.

Random games choose uniformly among the legal actions with a seeded generator,
so the same command plays the same games on any machine.
"""

from __future__ import annotations

import cProfile
import io
import json
import os
import pstats
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.table import Table

from conformance.engine import Engine, InProcessEngine, SubprocessEngine
from reference_impl import ReferenceEngine
from rulecore import wire

ROOT = Path(__file__).resolve().parent.parent
GAME = "sweet-lands"
SERVE = f"{sys.executable} -m reference_impl serve"
console = Console()


class Verbs:
    """The four verbs a random game needs, over the reference engine's Python API or any `Engine` adapter."""

    def __init__(self, engine: ReferenceEngine | Engine) -> None:
        self.engine = engine

    def new_game(self, players: int, seed: int) -> None:
        self.engine.new_game(GAME, players, seed, {})

    def legal(self) -> list[dict[str, Any]]:
        if isinstance(self.engine, ReferenceEngine):
            actions: list[dict[str, Any]] = self.engine.legal_actions()["actions"]
            return actions
        return self.engine.legal_actions()

    def apply(self, action: dict[str, Any]) -> None:
        self.engine.apply(action)


def random_game(verbs: Verbs, players: int, seed: int, on_step: Callable[[int], None] | None = None) -> int:
    """Play one game with uniformly random legal answers; the number of decisions taken."""
    chooser = random.Random(seed)
    verbs.new_game(players, seed)
    steps = 0
    while actions := verbs.legal():
        verbs.apply(chooser.choice(actions))
        steps += 1
        if on_step is not None:
            on_step(steps)
    return steps


def playouts(verbs: Verbs, players: int, games: int) -> dict[str, float]:
    start = time.perf_counter()
    decisions = sum(random_game(verbs, players, seed) for seed in range(games))
    seconds = time.perf_counter() - start
    return {
        "players": players,
        "games": games,
        "decisions": decisions,
        "seconds": round(seconds, 3),
        "decisions_per_s": round(decisions / seconds),
        "games_per_s": round(games / seconds, 2),
    }


def json_share(players: int, games: int, stdio_seconds: float) -> float:
    """The share of a stdio run spent encoding and decoding JSON (both ends, every message)."""
    messages: list[Any] = []
    engine = ReferenceEngine()
    for seed in range(games):
        chooser = random.Random(seed)
        messages.append(engine.new_game(GAME, players, seed, {}))
        while actions := engine.legal_actions()["actions"]:
            messages.append({"actions": actions})
            action = chooser.choice(actions)
            messages.append({"cmd": "apply", "action": action})
            engine.apply(action)
    start = time.perf_counter()
    for message in messages:
        wire.loads(wire.dumps(message))  # one side writes, the other reads
    return (time.perf_counter() - start) / stdio_seconds


def suite_seconds(*args: str) -> float:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "conformance", "run", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise click.ClickException(f"conformance run {' '.join(args)} failed:\n{done.stdout[-2000:]}")
    return round(time.perf_counter() - start, 2)


def hello_seconds(tries: int) -> dict[str, float]:
    """From starting `serve` to reading its answer to `hello`."""
    times = []
    for _ in range(tries):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "reference_impl", "serve"],
            input='{"id":1,"cmd":"hello","protocol":1}\n',
            capture_output=True,
            text=True,
            check=True,
        )
        times.append(time.perf_counter() - start)
    return {"median_ms": round(statistics.median(times) * 1000), "best_ms": round(min(times) * 1000)}


def state_size() -> dict[str, int]:
    """A 2-player state in the action phase of round 3, as JSON, whole and as player 0 sees it."""
    engine = ReferenceEngine()
    chooser = random.Random(3)
    engine.new_game(GAME, 2, 3, {})
    while engine.legal_actions()["actions"]:
        state = engine.state()["state"]
        if state["round"] == 3 and state["phase"] == "action":
            break
        engine.apply(chooser.choice(engine.legal_actions()["actions"]))
    return {
        "state_bytes": len(wire.dumps(engine.state()["state"])),
        "view_bytes": len(wire.dumps(engine.view(0)["state"])),
    }


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise click.ClickException("no VmRSS in /proc: the soak needs Linux")


def soak(games: int) -> dict[str, float]:
    """Many random games through one `serve` process; its resident memory after the first and the last."""
    engine = SubprocessEngine(SERVE, timeout=60)
    verbs = Verbs(engine)
    engine.hello()
    start = time.perf_counter()
    decisions = random_game(verbs, 2, 0)
    pid = engine.pid
    if pid is None:
        raise click.ClickException("the serve process is not running")
    first = rss_kib(pid)
    samples = [first]
    for seed in range(1, games):
        decisions += random_game(verbs, 2 + seed % 3, seed)
        if seed % max(games // 10, 1) == 0:
            samples.append(rss_kib(pid))
    last = rss_kib(pid)
    engine.close()
    return {
        "games": games,
        "decisions": decisions,
        "seconds": round(time.perf_counter() - start, 1),
        "rss_after_first_game_kib": first,
        "rss_at_end_kib": last,
        "rss_samples_kib": samples,  # type: ignore[dict-item]
    }


@click.group(invoke_without_command=True)
@click.option("--games", default=20, show_default=True, help="Random games per player count.")
@click.option("--soak-games", default=1000, show_default=True, help="Games through one serve process.")
@click.option("--quick", is_flag=True, help="Few games, no soak and no suite runs: a smoke test of this script.")
@click.option("--json", "json_out", type=click.Path(dir_okay=False, path_type=Path), help="Write the figures here.")
@click.pass_context
def main(ctx: click.Context, games: int, soak_games: int, quick: bool, json_out: Path | None) -> None:
    """Measure everything issue 12 asks for and print it."""
    if ctx.invoked_subcommand is not None:
        return
    if quick:
        games, soak_games = 2, 0
    figures: dict[str, Any] = {"python": sys.version.split()[0], "cpus": os.cpu_count()}
    figures["in_process"] = [playouts(Verbs(ReferenceEngine()), n, games) for n in (2, 3, 4)]
    figures["in_process_adapter"] = playouts(Verbs(InProcessEngine()), 2, games)
    stdio = SubprocessEngine(SERVE, timeout=60)
    stdio.hello()  # the process start is measured on its own, below
    figures["stdio"] = playouts(Verbs(stdio), 2, games)
    stdio.close()
    requests = figures["stdio"]["decisions"] * 2 + games * 2  # legal_actions + apply per decision, and per game
    figures["stdio"]["ms_per_request"] = round(figures["stdio"]["seconds"] / requests * 1000, 4)
    figures["stdio"]["json_share"] = round(json_share(2, games, figures["stdio"]["seconds"]), 3)
    figures["hello"] = hello_seconds(3 if quick else 11)
    figures["state_size"] = state_size()
    if not quick:
        suite = {
            "in_process_s": suite_seconds("--in-process"),
            "stdio_s": suite_seconds(),
            "stdio_n2_s": suite_seconds("-n", "2"),
        }
        suite["stdio_over_in_process"] = round(suite["stdio_s"] / suite["in_process_s"], 2)
        figures["suite"] = suite
    if soak_games:
        figures["soak"] = soak(soak_games)
    show(figures)
    if json_out is not None:
        json_out.write_text(json.dumps(figures, indent=2) + "\n")


def show(figures: dict[str, Any]) -> None:
    table = Table("measure", "figure", title=f"Sweet Lands reference engine, Python {figures['python']}")
    for row in figures["in_process"]:
        table.add_row(
            f"in-process, {row['players']} players",
            f"{row['decisions_per_s']:,} decisions/s, {row['games_per_s']} games/s",
        )
    adapter = figures["in_process_adapter"]
    table.add_row("in-process adapter (JSON copy), 2 players", f"{adapter['decisions_per_s']:,} decisions/s")
    stdio = figures["stdio"]
    table.add_row(
        "stdio, 2 players",
        f"{stdio['decisions_per_s']:,} decisions/s, {stdio['ms_per_request']} ms/request, "
        f"{stdio['json_share']:.0%} of it JSON",
    )
    hello = figures["hello"]
    table.add_row("serve start to hello answer", f"{hello['median_ms']} ms (best {hello['best_ms']})")
    size = figures["state_size"]
    table.add_row("mid-game state (round 3)", f"{size['state_bytes']:,} bytes; a player's view {size['view_bytes']:,}")
    if "suite" in figures:
        s = figures["suite"]
        table.add_row(
            "conformance run",
            f"in-process {s['in_process_s']} s, stdio {s['stdio_s']} s (x{s['stdio_over_in_process']}), "
            f"stdio -n 2 {s['stdio_n2_s']} s",
        )
    if "soak" in figures:
        k = figures["soak"]
        table.add_row(
            f"soak: {k['games']} games in one serve",
            f"{k['seconds']} s; RSS {k['rss_after_first_game_kib']:,} KiB after game 1, "
            f"{k['rss_at_end_kib']:,} at the end",
        )
    console.print(table)


@main.command("profile")
@click.option("--games", default=20, show_default=True)
@click.option("--top", default=25, show_default=True)
def profile(games: int, top: int) -> None:
    """Where random 2-player games spend their time in-process (cProfile, by own time)."""
    verbs = Verbs(ReferenceEngine())
    random_game(verbs, 2, 0)  # imports and first-use caches out of the picture
    profiler = cProfile.Profile()
    profiler.enable()
    for seed in range(games):
        random_game(verbs, 2, seed)
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).strip_dirs().sort_stats("tottime").print_stats(top)
    console.print(out.getvalue())


if __name__ == "__main__":
    main()
