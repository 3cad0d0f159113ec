"""Benchmarks of the reference engine and the harness, for every registered game: `python benchmarks/run.py`.

Each figure is measured here, in one run, on this machine; nothing is asserted.
The numbers go to the terminal and, with `--json`, to a file that RESULTS.md
quotes. Nothing here names a game: every game registered under
`reference_impl.games` is measured, for each player count its rules claim.

    python benchmarks/run.py                     # every figure (minutes: suite runs, soaks, fuzz)
    python benchmarks/run.py --only play,stdio   # some sections (see --help)
    python benchmarks/run.py profile --game <id> # where random games of one game spend their time
    python benchmarks/run.py tests               # how long each part of the README's test command takes

Random games choose uniformly among the legal actions with a seeded generator,
so the same command plays the same games on any machine.
"""

from __future__ import annotations

import contextlib
import cProfile
import importlib.util
import io
import json
import os
import platform
import pstats
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Protocol

import click
import orjson
from rich.console import Console
from rich.table import Table

from conformance.engines import affinity
from conformance.engines.engine import InProcessEngine, SubprocessEngine
from conformance.tools import perft as perft_module
from reference_impl import ReferenceEngine
from reference_impl.games import Rules, registered
from rulecore import wire
from rulecore.pollwait import PollWait

ROOT = Path(__file__).resolve().parent.parent
SERVE = [sys.executable, "-P", "-m", "reference_impl", "serve"]
"""`serve` from the engine this process imported (`-P`: not from the working directory's sources)."""
SECTIONS = (
    "play",
    "position",
    "adapter",
    "stdio",
    "instructions",
    "hello",
    "size",
    "perft",
    "harness",
    "suite",
    "soak",
    "fuzz",
    "engines",
    "tests",
    "mutation",
    "ci",
)
"""`mutation` and `ci` are not in the default list: the first needs the fuzz and mutation extras and starts Ray
clusters (a few minutes), the second clones this checkout and runs the whole of CI (about ten minutes)."""
OPT_IN = ("mutation", "ci")
console = Console(width=160)

Action = dict[str, Any]


# -- drivers: one way each to play a random game --------------------------------------------------
class Driver(Protocol):
    def new_game(self, game: str, players: int, seed: int) -> None: ...

    def legal(self) -> list[Action]: ...

    def apply(self, action: Action) -> None: ...


class Facade:
    """The public `ReferenceEngine` in this process: what an in-process caller pays."""

    def __init__(self, engine: ReferenceEngine | None = None) -> None:
        self.engine = engine or ReferenceEngine()

    def new_game(self, game: str, players: int, seed: int) -> None:
        self.engine.new_game(game, players, seed, {})

    def legal(self) -> list[Action]:
        actions: list[Action] = self.engine.legal_actions()["actions"]
        return actions

    def apply(self, action: Action) -> None:
        self.engine.apply(action)


class Bare:
    """A game's `Position` with no facade at all: what the rules alone cost."""

    def __init__(self) -> None:
        self.rules: dict[str, Rules] = registered()
        self.position: Any = None

    def new_game(self, game: str, players: int, seed: int) -> None:
        self.position = self.rules[game].new_game(players, seed, {})

    def legal(self) -> list[Action]:
        actions: list[Action] = self.position.legal_actions()
        return actions

    def apply(self, action: Action) -> None:
        self.position.apply(action, checked=True)


class Adapter:
    """Any harness `Engine` adapter (InProcessEngine's JSON copy, SubprocessEngine's validated stdio)."""

    def __init__(self, engine: Any) -> None:
        self.engine = engine

    def new_game(self, game: str, players: int, seed: int) -> None:
        self.engine.new_game(game, players, seed, {})

    def legal(self) -> list[Action]:
        actions: list[Action] = self.engine.legal_actions()
        return actions

    def apply(self, action: Action) -> None:
        self.engine.apply(action)


class RawStdio:
    """`serve` over a pipe with the least a client can do (orjson, no schema checks): the server's own cost."""

    def __init__(self, command: list[str] | None = None) -> None:
        self.proc = subprocess.Popen(command or SERVE, stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT)
        assert self.proc.stdin is not None
        self.fd_in = self.proc.stdin.fileno()
        self.next_id = 0
        self.requests = 0

    def send(self, text: bytes) -> None:
        """Write `text` to the pipe at once, with no buffer of our own between (a write may take part of it)."""
        view = memoryview(text)
        while view:
            view = view[os.write(self.fd_in, view) :]

    def request(self, cmd: str, **params: Any) -> dict[str, Any]:
        self.next_id += 1
        self.requests += 1
        self.send(orjson.dumps({"id": self.next_id, "cmd": cmd, **params}, option=orjson.OPT_APPEND_NEWLINE))
        response: dict[str, Any] = orjson.loads(self.line())
        if not response.get("ok"):
            raise click.ClickException(f"serve refused {cmd}: {response}")
        return response

    def line(self) -> bytes:
        """The next response line."""
        assert self.proc.stdout is not None
        return self.proc.stdout.readline()

    def new_game(self, game: str, players: int, seed: int) -> None:
        self.request("new_game", game=game, players=players, seed=seed, options={})

    def legal(self) -> list[Action]:
        actions: list[Action] = self.request("legal_actions")["actions"]
        return actions

    def apply(self, action: Action) -> None:
        self.request("apply", action=action)

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


class PollingStdio(RawStdio):
    """A bare lockstep client that polls for each answer before it sleeps (rulecore.pollwait, as the harness's
    SubprocessEngine does), so neither end of the pipe pays a wake-up while the other works."""

    def __init__(self) -> None:
        super().__init__()
        assert self.proc.stdout is not None
        self.fd = self.proc.stdout.fileno()
        self.waiter = PollWait(self.fd)
        self.pending = b""

    def line(self) -> bytes:
        while (end := self.pending.find(b"\n")) < 0:
            self.waiter.ready()
            chunk = os.read(self.fd, 1 << 16)
            if not chunk:
                raise click.ClickException("serve closed its output")
            if not self.pending and chunk.find(b"\n") == len(chunk) - 1:
                return chunk  # one whole answer, as lockstep brings them: its line feed is JSON whitespace
            self.pending += chunk
        line, self.pending = self.pending[:end], self.pending[end + 1 :]
        return line


class AheadStdio(RawStdio):
    """A bare client that sends `apply` and the next `legal_actions` in one write (protocol §1.3): one round
    trip per decision instead of two."""

    def __init__(self) -> None:
        super().__init__()
        self.ahead = False

    def legal(self) -> list[Action]:
        if not self.ahead:
            return super().legal()
        assert self.proc.stdout is not None
        self.ahead = False
        actions: list[Action] = orjson.loads(self.proc.stdout.readline())["actions"]
        return actions

    def apply(self, action: Action) -> None:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.next_id += 2
        self.requests += 2
        self.send(
            orjson.dumps({"id": self.next_id - 1, "cmd": "apply", "action": action})
            + b'\n{"id":%d,"cmd":"legal_actions"}\n' % self.next_id
        )
        response = orjson.loads(self.proc.stdout.readline())
        if not response.get("ok"):
            raise click.ClickException(f"serve refused apply: {response}")
        self.ahead = True


def random_game(driver: Driver, game: str, players: int, seed: int) -> int:
    """Play one game with uniformly random legal answers; the number of decisions taken."""
    chooser = random.Random(seed)
    driver.new_game(game, players, seed)
    steps = 0
    while actions := driver.legal():
        driver.apply(chooser.choice(actions))
        steps += 1
    return steps


def player_counts(game: str) -> list[int]:
    return [int(n) for n in registered()[game].claims()["players"]]


def playouts(driver: Driver, game: str, players: int, games: int) -> dict[str, Any]:
    start = time.perf_counter()
    decisions = sum(random_game(driver, game, players, seed) for seed in range(games))
    seconds = time.perf_counter() - start
    return {
        "players": players,
        "games": games,
        "decisions": decisions,
        "seconds": round(seconds, 3),
        "decisions_per_s": round(decisions / seconds),
        "games_per_s": round(games / seconds, 2),
    }


def host_probe_ms() -> float:
    """A fixed piece of interpreter work, the same on every commit, timed: how fast the host runs right now.

    The machine's host moves its speed by half or more within minutes, even seconds. Timed next to each run,
    the probe tells a slow figure of the engine from a slow spell of the host."""
    start = time.perf_counter()
    total = 0
    for i in range(PROBE_LOOPS):  # what the engines do most: small dicts made, read and dropped
        made = {"i": i, "low": i & 7}
        total += made["low"]
    return round((time.perf_counter() - start) * 1000, 2)


PROBE_LOOPS = 200_000
"""About 20 ms at the host's full speed."""


def median_run(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The median run (by decisions per second), with every run's figure and host probe beside it: the
    machine is shared, so one run alone says little."""
    ordered = sorted(runs, key=lambda r: float(r["decisions_per_s"]))
    chosen = dict(ordered[len(ordered) // 2])
    chosen["runs_decisions_per_s"] = [r["decisions_per_s"] for r in runs]
    chosen["runs_host_probe_ms"] = [r["host_probe_ms"] for r in runs]
    return chosen


# -- sections -------------------------------------------------------------------------------------
def play_rounds(game: str, games: int, repeats: int, *, facade: bool, bare: bool) -> dict[str, Any]:
    """The facade at every player count and the bare `Position` at the most common one (what the facade adds
    is the difference), measured in rounds: each round plays every figure's games once, each run after a
    host probe. A slow spell of the host then slows one run of many figures rather than every run of one
    figure, and each figure's median passes it by."""
    counts = player_counts(game)
    players = 2 if 2 in counts else counts[0]
    drivers: list[tuple[Any, Driver, int]] = []
    if facade:
        public = Facade()
        random_game(public, game, counts[0], 0)  # imports and first-use caches out of the picture
        drivers += [(n, public, n) for n in counts]
    if bare:
        rules = Bare()
        random_game(rules, game, players, 0)
        drivers.append(("bare", rules, players))
    runs: dict[Any, list[dict[str, Any]]] = {key: [] for key, _, _ in drivers}
    for _ in range(repeats):
        for key, driver, n in drivers:
            probe = host_probe_ms()
            runs[key].append({**playouts(driver, game, n, games), "host_probe_ms": probe})
    found: dict[str, Any] = {}
    if facade:
        found["in_process"] = [median_run(runs[n]) for n in counts]
    if bare:
        found["bare_position"] = median_run(runs["bare"])
    return found


def adapter_section(game: str, games: int) -> dict[str, Any]:
    players = 2 if 2 in player_counts(game) else player_counts(game)[0]
    return playouts(Adapter(InProcessEngine()), game, players, games)


def recorded_exchange(game: str, players: int, games: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Every request of these random games and the response to each, as the facade answers them."""
    requests: list[dict[str, Any]] = []
    responses: list[dict[str, Any]] = []
    engine = ReferenceEngine()
    for seed in range(games):
        chooser = random.Random(seed)
        new = {"cmd": "new_game", "game": game, "players": players, "seed": seed, "options": {}}
        requests.append(new)
        responses.append({"ok": True, **engine.new_game(game, players, seed, {})})
        while True:
            actions = engine.legal_actions()["actions"]
            requests.append({"cmd": "legal_actions"})
            responses.append({"ok": True, "actions": actions})
            if not actions:
                break
            action = chooser.choice(actions)
            requests.append({"cmd": "apply", "action": action})
            responses.append({"ok": True})
            engine.apply(action)
    for number, (request, response) in enumerate(zip(requests, responses, strict=True), start=1):
        request["id"] = response["id"] = number
    return requests, responses


def json_seconds_per_request(requests: list[dict[str, Any]], responses: list[dict[str, Any]]) -> dict[str, float]:
    """The JSON a stdio request cannot avoid, per request: the server reads each request and writes each
    response, the client the other way round."""

    def per_request(read: list[dict[str, Any]], written: list[dict[str, Any]]) -> float:
        texts = [wire.dumps(m) for m in read]
        start = time.perf_counter()
        for text in texts:
            wire.loads(text)
        for message in written:
            wire.dumps(message)
        return (time.perf_counter() - start) / len(requests)

    server, client = per_request(requests, responses), per_request(responses, requests)
    return {"server": server, "client": client, "both": server + client}


def pipe_round_trip_ms(line: bytes, trips: int = 5000) -> float:
    """One line to `cat` and back, lockstep: the least any request over a pipe costs here."""
    proc = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None
    times = []
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(trips):
            proc.stdin.write(line)
            proc.stdin.flush()
            proc.stdout.readline()
        times.append((time.perf_counter() - start) / trips * 1000)
    proc.stdin.close()
    proc.wait(timeout=30)
    return round(statistics.median(times), 4)


POLLING_ECHO = """
import os, sys
sys.path.insert(0, sys.argv[1])
from rulecore.pollwait import PollWait
waiter, pending = PollWait(0), b""
while True:
    waiter.ready()
    chunk = os.read(0, 1 << 16)
    if not chunk:
        break
    pending += chunk
    while (end := pending.find(b"\\n")) >= 0:
        pending = pending[end + 1 :]
        os.write(1, b'{"id":1,"ok":true}\\n')
"""


def polling_floor_ms(line: bytes, trips: int = 5000) -> float:
    """One line to a Python process that answers every line with a fixed one, both ends polling as
    `serve` and `PollingStdio` do: what a lockstep request costs here before any engine or JSON work."""
    proc = subprocess.Popen(
        [sys.executable, "-c", POLLING_ECHO, str(ROOT)], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    assert proc.stdin is not None and proc.stdout is not None
    fd_in, fd_out = proc.stdin.fileno(), proc.stdout.fileno()
    waiter = PollWait(fd_out)
    times = []
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(trips):
            os.write(fd_in, line)
            while True:
                waiter.ready()
                if os.read(fd_out, 1 << 16).endswith(b"\n"):
                    break
        times.append((time.perf_counter() - start) / trips * 1000)
    proc.stdin.close()
    proc.wait(timeout=30)
    return round(statistics.median(times), 4)


def streamed_ms_per_request(requests: list[dict[str, Any]], repeats: int) -> float:
    """`serve` answering the recorded requests sent all at once (a thread writes them while this one reads the
    answers as lines, decoding nothing), after its start-up: the server's whole cost per request with no
    client to wait for. The protocol answers requests in order (§1.3), so a client may send ahead."""
    text = b"".join(wire.dumps(r) + b"\n" for r in requests)
    times = []
    for _ in range(repeats):
        proc = subprocess.Popen(SERVE, stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT)
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(b'{"id":0,"cmd":"hello","protocol":1}\n')
        proc.stdin.flush()
        proc.stdout.readline()
        writer = threading.Thread(target=proc.stdin.write, args=(text,))
        start = time.perf_counter()
        writer.start()
        for _ in requests:
            proc.stdout.readline()
        times.append(time.perf_counter() - start)
        writer.join()
        proc.stdin.close()
        proc.wait(timeout=30)
    return statistics.median(times) / len(requests) * 1000


def cpu_seconds(pid: int) -> float | None:
    """The CPU time a running process has used so far, to the nanosecond (Linux's schedstat); None elsewhere."""
    try:
        return int(Path(f"/proc/{pid}/schedstat").read_text().split()[0]) / 1e9
    except (OSError, ValueError, IndexError):
        return None


def lockstep(game: str, players: int, games: int, client: type[RawStdio] = RawStdio) -> dict[str, Any]:
    """`games` random games through `serve` and `client`, with the CPU time `serve` spent per request after
    its start-up: what it costs it to poll for requests, beside what the client gains by it."""
    raw = client()
    raw.request("hello", protocol=1)
    raw.requests = 0
    cpu_before = cpu_seconds(raw.proc.pid)
    figures = playouts(raw, game, players, games)
    cpu_after = cpu_seconds(raw.proc.pid)
    figures["requests"] = raw.requests
    raw.close()
    figures["ms_per_request"] = round(figures["seconds"] / figures["requests"] * 1000, 4)
    figures["server_cpu_ms_per_request"] = (
        round((cpu_after - cpu_before) / figures["requests"] * 1000, 4)
        if cpu_before is not None and cpu_after is not None
        else None
    )
    return figures


def stdio_section(game: str, games: int, players: int) -> dict[str, Any]:
    """Over `serve`, against the in-process cost of a request plus its JSON: a bare lockstep client (orjson,
    nothing else) with the cores free and with client and server on one core, every request sent ahead, and
    the harness adapter (which also checks every response against the protocol schemas).

    The in-process cost is the facade playing the same games (the same requests), measured between the
    stdio runs and taken as the median: the host's speed moves by a third within minutes, and a figure
    from another section, minutes away, moved the ratio with it."""
    requests, responses = recorded_exchange(game, players, games)
    facade = Facade()
    random_game(facade, game, players, 0)
    beside: list[float] = []

    def in_process() -> None:
        beside.append(playouts(facade, game, players, games)["seconds"] / len(requests) * 1000)

    json_ms = {side: ms * 1000 for side, ms in json_seconds_per_request(requests, responses).items()}
    line = wire.dumps({"id": 1, "cmd": "legal_actions"}) + b"\n"

    in_process()
    bare = lockstep(game, players, games)
    in_process()
    pipe = pipe_round_trip_ms(line)
    floor = polling_floor_ms(line)
    with affinity.pinned(0) as cpu:  # this process and the serve it starts on one CPU (Linux, 2+ CPUs)
        bare_one_core = lockstep(game, players, games) if cpu is not None else None
        pipe_one_core = pipe_round_trip_ms(line) if cpu is not None else None
    in_process()
    polling = lockstep(game, players, games, PollingStdio)
    in_process()
    paired = lockstep(game, players, games, AheadStdio)
    streamed = streamed_ms_per_request(requests, repeats=3)
    in_process()
    in_ms = statistics.median(beside)

    adapter = SubprocessEngine(" ".join(SERVE), timeout=60)
    adapter.hello()
    checked = playouts(Adapter(adapter), game, players, games)
    adapter.close()
    checked["ms_per_request"] = round(checked["seconds"] / len(requests) * 1000, 4)

    full = in_ms + json_ms["both"]
    return {
        "players": players,
        "requests": len(requests),
        "in_process_ms_per_request": round(in_ms, 4),
        "in_process_runs_ms": [round(ms, 4) for ms in beside],
        "json_ms_per_request": {side: round(ms, 4) for side, ms in json_ms.items()},
        "bare_client": bare,
        "ratio_to_in_process_plus_json": round(bare["ms_per_request"] / full, 2),
        "pipe_round_trip_ms": pipe,
        "polling_floor_ms": floor,
        "bare_client_one_core": bare_one_core,
        "ratio_one_core": round(bare_one_core["ms_per_request"] / full, 2) if bare_one_core else None,
        "pipe_round_trip_one_core_ms": pipe_one_core,
        "polling_client": polling,
        "ratio_polling_client": round(polling["ms_per_request"] / full, 2),
        "apply_with_next_legal_actions": paired,
        "ratio_apply_with_next_legal_actions": round(paired["ms_per_request"] / full, 2),
        "streamed_server_ms_per_request": round(streamed, 4),
        "ratio_streamed": round(streamed / (in_ms + json_ms["server"]), 2),
        "harness_adapter": checked,
    }


PLAY_UNDER_VALGRIND = """
import random, sys
sys.path.insert(0, sys.argv[1])
from reference_impl import ReferenceEngine
engine, game, players, games = ReferenceEngine(), sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
decisions = 0
for seed in range(games + 1):  # game 0 warms every cache up, in both runs
    engine.new_game(game, players, seed, {})
    chooser = random.Random(seed)
    while actions := engine.legal_actions()["actions"]:
        engine.apply(chooser.choice(actions))
        decisions += seed > 0
print(decisions)
"""


def instructions_section(game: str, games: int, tree: Path) -> dict[str, Any]:
    """Machine instructions per decision through the facade (valgrind's callgrind): a count that does not
    depend on what else the machine runs, so before and after compare exactly. Playing `games` random
    2-player games is counted, less the same process playing none (its start-up and first game). The hash
    seed is fixed: with a random one, the order of sets and so the count moves by a few hundred a decision."""
    if shutil.which("valgrind") is None:
        return {"skipped": "valgrind is not installed"}
    players = 2 if 2 in player_counts(game) else player_counts(game)[0]

    def counted(how_many: int) -> tuple[int, int]:
        done = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                "--callgrind-out-file=/dev/null",
                sys.executable,
                "-c",
                PLAY_UNDER_VALGRIND,
                str(tree),
                game,
                str(players),
                str(how_many),
            ],
            capture_output=True,
            text=True,
            check=True,
            cwd=tree,
            env={**os.environ, "PYTHONHASHSEED": "0"},
        )
        collected = next(ln for ln in done.stderr.splitlines() if "Collected" in ln)
        return int(collected.split()[-1]), int(done.stdout.strip())

    (played, decisions), (idle, _) = counted(games), counted(0)
    return {
        "tree": str(tree),
        "players": players,
        "games": games,
        "decisions": decisions,
        "instructions_per_decision": round((played - idle) / decisions),
    }


def hello_section(tries: int) -> dict[str, Any]:
    """From starting `serve` to reading its answer to `hello` (which loads every registered game)."""
    times = []
    for _ in range(tries):
        start = time.perf_counter()
        subprocess.run(
            SERVE, input='{"id":1,"cmd":"hello","protocol":1}\n', capture_output=True, text=True, check=True, cwd=ROOT
        )
        times.append(time.perf_counter() - start)
    bare = []
    for _ in range(tries):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        bare.append(time.perf_counter() - start)
    return {
        "median_ms": round(statistics.median(times) * 1000),
        "best_ms": round(min(times) * 1000),
        "python_alone_median_ms": round(statistics.median(bare) * 1000),
    }


def size_section(game: str) -> dict[str, int]:
    """A state after 100 random decisions of a 2-player game (or the first count claimed), as JSON, whole
    and as seat 0 sees it."""
    players = 2 if 2 in player_counts(game) else player_counts(game)[0]
    engine = ReferenceEngine()
    chooser = random.Random(3)
    engine.new_game(game, players, 3, {})
    for _ in range(100):
        actions = engine.legal_actions()["actions"]
        if not actions:
            break
        engine.apply(chooser.choice(actions))
    state, view = engine.state()["state"], engine.view(0)["state"]
    return {"state_bytes": len(wire.dumps(state)), "view_bytes": len(wire.dumps(view))}


def perft_section(game: str) -> dict[str, Any]:
    """`count` through the facade at every depth of the game's golden perft positions that one request allows."""
    engine = ReferenceEngine()
    counted = nodes = refused = 0
    wrong: list[str] = []
    start = time.perf_counter()
    for position in perft_module.positions(game):
        for depth, expected in sorted(position.counts.items()):
            engine.load(position.state)
            try:
                got = engine.count(depth)["nodes"]
            except Exception as exc:  # the engine bounds one count; deeper golden counts come from walks
                if getattr(exc, "code", None) != "unsupported":
                    raise
                refused += 1
                continue
            counted += 1
            nodes += expected
            if got != expected:
                wrong.append(f"{position.name} depth {depth}: {got} != {expected}")
    seconds = time.perf_counter() - start
    return {
        "counts": counted,
        "refused_as_too_big": refused,
        "nodes": nodes,
        "seconds": round(seconds, 3),
        "wrong": wrong,
    }


def cli_seconds(*args: str, repeats: int = 1) -> dict[str, Any]:
    """How long `conformance <args>` takes, median of `repeats` runs; run from an empty folder, so that the
    suite and its bundled engine are the ones this process imported, not the working directory's sources."""
    times, probes = [], []
    for _ in range(repeats):
        probes.append(host_probe_ms())
        start = time.perf_counter()
        with tempfile.TemporaryDirectory() as away:
            done = subprocess.run(
                [sys.executable, "-m", "conformance", *args], cwd=away, capture_output=True, text=True, check=False
            )
        times.append(time.perf_counter() - start)
        if done.returncode != 0:
            raise click.ClickException(f"conformance {' '.join(args)} failed:\n{done.stdout[-2000:]}")
    return {
        "median_s": round(statistics.median(times), 1),
        "runs_s": [round(t, 2) for t in times],
        "runs_host_probe_ms": probes,
    }


TYPESCRIPT = ROOT / "engines" / "typescript" / "dist" / "main.js"
"""The second Sweet Lands engine, once built (`sh engines/typescript/ci.sh`): its own work per scenario is small."""


def harness_run(tree: Path, engine: str, games: list[str]) -> dict[str, Any]:
    """One benchmarks/harness_cost.py run of `tree`'s harness, after a host probe."""
    probe = host_probe_ms()
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "harness_cost.py"), str(tree), engine, *games],
        capture_output=True,
        text=True,
        check=True,
        cwd=tempfile.gettempdir(),
        env={**os.environ, "PYTHONHASHSEED": "0"},
    )
    return {**json.loads(done.stdout.strip().splitlines()[-1]), "host_probe_ms": probe}


def harness_section(before: Path | None, repeats: int) -> dict[str, Any]:
    """The harness's own CPU time per test run (benchmarks/harness_cost.py) of this checkout and, given
    `--before`, of another (an older commit's export), the median of `repeats`: every game in-process, and Sweet
    Lands over stdio against the TypeScript engine when it is built; with how many times lower this checkout's is.

    Taken in rounds, each round one run of each tree, the order swapped every round: a slow spell of the host
    then slows both trees' runs of a round rather than every run of one tree. Each tree's runs are kept in the
    order of the rounds, and each round's ratio beside the ratio of the medians: the median of the rounds'
    ratios is the steadier figure when the host's speed swings between rounds.
    """
    engines = {"in_process": ("in-process", [])}
    if TYPESCRIPT.exists() and shutil.which("node"):
        engines["typescript_stdio"] = (f"node {TYPESCRIPT}", ["sweet-lands"])
    trees = {"after": ROOT} | ({"before": before.resolve()} if before is not None else {})
    section: dict[str, Any] = {side: {"tree": str(tree)} for side, tree in trees.items()}
    for name, (engine, games) in engines.items():
        runs: dict[str, list[dict[str, Any]]] = {side: [] for side in trees}
        for round_ in range(repeats):
            order = list(trees) if round_ % 2 == 0 else list(reversed(trees))
            for side in order:
                runs[side].append(harness_run(trees[side], engine, games))
        for side, taken in runs.items():
            in_rounds = [r["harness_ms_per_run"] for r in taken]
            chosen = sorted(taken, key=lambda r: r["harness_ms_per_run"])[len(taken) // 2]
            section[side][name] = {**chosen, "runs_harness_ms_per_run": in_rounds}
        if before is not None:
            pairs = zip(runs["before"], runs["after"], strict=True)
            ratios = [round(old["harness_ms_per_run"] / new["harness_ms_per_run"], 2) for old, new in pairs]
            section.setdefault("times_lower_in_rounds", {})[name] = ratios
    if before is not None:
        section["times_lower"] = {
            name: round(section["before"][name]["harness_ms_per_run"] / section["after"][name]["harness_ms_per_run"], 2)
            for name in engines
        }
        section["times_lower_round_median"] = {
            name: statistics.median(ratios) for name, ratios in section["times_lower_in_rounds"].items()
        }
    return section


def suite_section(games: list[str], repeats: int) -> dict[str, Any]:
    """`conformance run` of every game together in-process, over stdio on one and two workers (and two pinned to
    a CPU each with their engines, `--pin-cpus`); each game alone in-process. Taken in rounds, each round every
    figure once, so that a slow spell of the host slows one run of each figure rather than every run of one."""
    commands: dict[str, tuple[str, ...]] = {
        "all_in_process": ("run", "--in-process"),
        "all_stdio_n1": ("run", "-n", "1"),
        "all_stdio_n2": ("run", "-n", "2"),
        "all_stdio_n2_pin_cpus": ("run", "-n", "2", "--pin-cpus"),
        "collect_only": ("ids",),
    }
    commands |= {f"{game}_in_process": ("run", "--in-process", "--game", game) for game in games}
    rounds: dict[str, list[dict[str, Any]]] = {name: [] for name in commands}
    for _ in range(repeats):
        for name, args in commands.items():
            rounds[name].append(cli_seconds(*args))
    suite: dict[str, Any] = {}
    for name, runs in rounds.items():
        times = [t for run in runs for t in run["runs_s"]]
        probes = [p for run in runs for p in run["runs_host_probe_ms"]]
        suite[name] = {"median_s": round(statistics.median(times), 2), "runs_s": times, "runs_host_probe_ms": probes}
    suite["n2_speedup"] = round(suite["all_stdio_n1"]["median_s"] / suite["all_stdio_n2"]["median_s"], 2)
    suite["n2_pinned_speedup"] = round(
        suite["all_stdio_n1"]["median_s"] / suite["all_stdio_n2_pin_cpus"]["median_s"], 2
    )
    return suite


def tests_section() -> dict[str, Any]:
    """The default `pytest` run (the README's test command without its linters), its wall time and the CPU time of
    it and every process it waited for, after a host probe."""
    probe = host_probe_ms()
    before = os.times()
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", "-q"], cwd=ROOT, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    tail = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""
    return {
        "pytest_s": round(seconds, 1),
        "cpu_s": round(cpu, 1),
        "status": done.returncode,
        "summary": tail,
        "host_probe_ms": probe,
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }


def ci_section() -> dict[str, Any]:
    """The whole CI run (`CI=true bash .ci/run`) in a fresh clone of this checkout's commit, as CI starts it:
    its wall time and exit status, after a host probe. The clone's environment is this one without this
    checkout's virtual environment, so that .ci/run makes and fills its own."""
    probe = host_probe_ms()
    venv = os.environ.get("VIRTUAL_ENV", "")
    dirs = os.environ.get("PATH", "").split(os.pathsep)
    path = os.pathsep.join(d for d in dirs if not venv or not d.startswith(venv))
    env = {k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"} | {"PATH": path, "CI": "true"}
    with tempfile.TemporaryDirectory() as scratch:
        clone = Path(scratch) / "clone"
        subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
        start = time.perf_counter()
        done = subprocess.run(["bash", ".ci/run"], cwd=clone, env=env, capture_output=True, text=True, check=False)
        seconds = time.perf_counter() - start
    lines = (done.stdout + done.stderr).strip().splitlines()
    return {
        "ci_s": round(seconds, 1),
        "status": done.returncode,
        "last_lines": lines[-3:],
        "host_probe_ms": probe,
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }


def mutation_section(game: str, mutants: int) -> dict[str, Any]:
    """Mutants tried per minute by `tools/mutation.py` on a local Ray cluster of 1 and of 2 workers (the same
    seeded draw each time), and what the game's whole population would take on a cluster of N such workers."""
    found: dict[str, Any] = {"mutants": mutants}
    for workers in (1, 2):
        with tempfile.TemporaryDirectory() as scratch:
            record = Path(scratch) / "record.json"
            command = [sys.executable, str(ROOT / "tools" / "mutation.py"), "run", "--game", game]
            command += ["--sample", str(mutants), "--seed", "7", "--workers", str(workers)]
            command += ["--session", str(Path(scratch) / "session"), "--out", str(record)]
            subprocess.run(command, check=True, capture_output=True)
            data = orjson.loads(record.read_bytes())
        found[f"per_minute_{workers}"] = data["runs"][-1]["per_minute"]
        found["population"] = data["population"]
    per_worker = found["per_minute_2"] / 2
    found["whole_population_minutes"] = {
        str(n): round(found["population"] / (per_worker * n)) for n in (1, 2, 8, 32, 128)
    }
    return found


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise click.ClickException("no VmRSS in /proc: the soak needs Linux")


def soak_section(game: str, games: int) -> dict[str, Any]:
    """Many random games of one game, every claimed player count in turn, through one `serve` process; its
    resident memory after each tenth of them."""
    raw = RawStdio()
    raw.request("hello", protocol=1)
    counts = player_counts(game)
    start = time.perf_counter()
    decisions = 0
    samples = []
    for seed in range(games):
        decisions += random_game(raw, game, counts[seed % len(counts)], seed)
        if seed == 0 or (seed + 1) % max(games // 10, 1) == 0:
            samples.append(rss_kib(raw.proc.pid))
    raw.close()
    return {
        "games": games,
        "decisions": decisions,
        "seconds": round(time.perf_counter() - start, 1),
        "rss_samples_kib": samples,
        "growth_after_first_tenth_kib": samples[-1] - samples[1] if len(samples) > 1 else 0,
    }


@contextlib.contextmanager
def local_ray(cpus: int) -> Iterator[str]:
    """A Ray cluster on this machine, on the loopback address only, for as long as the block runs."""
    # Read when Ray is imported: a one-node cluster, which Ray keeps on 127.0.0.1 (without it, Ray replaces the
    # loopback address by the machine's network address).
    os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
    os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
    import ray  # noqa: PLC0415  (the optional fuzz extra)

    context = ray.init(
        address="local", num_cpus=cpus, include_dashboard=False, _node_ip_address="127.0.0.1", log_to_driver=False
    )
    try:
        started: Any = context  # a RayContext; its stubs leave address_info out
        address = str(started.address_info["gcs_address"])
        if not address.startswith("127.0.0.1:"):
            raise click.ClickException(f"Ray listens on {address}, not on the loopback address only")
        yield address
    finally:
        ray.shutdown()


SECOND_ENGINES = {
    "sweet-lands": {
        "rust": ["engines/rust/target/release/sweetlands"],
        "typescript": ["node", "engines/typescript/dist/main.js"],
    },
    "loyang": {"go": ["engines/go/loyang-go"]},
}
"""Each game's second engines, by the command their ci.sh builds; one not built is left out of `engines`."""


def engines_section(game: str, games: int, repeats: int) -> dict[str, Any]:
    """Decisions per second of the reference engine's `serve` beside each built second engine of `game`, each
    driven over stdio by the same bare client (orjson, no checks) through the same seeded random games, in
    rounds (one run of every engine a round) so a slow spell of the host slows one round, not one engine."""
    players = 2 if 2 in player_counts(game) else player_counts(game)[0]
    built = {
        name: command
        for name, command in SECOND_ENGINES.get(game, {}).items()
        if (ROOT / command[-1]).exists() and (len(command) > 1 or os.access(ROOT / command[0], os.X_OK))
    }
    commands = {"reference": SERVE} | {name: [str(ROOT / c) if c.startswith("engines/") else c for c in command]
                                       for name, command in built.items()}
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in commands}
    for _ in range(repeats):
        for name, command in commands.items():
            raw = RawStdio(command)
            raw.request("hello", protocol=1)
            probe = host_probe_ms()
            runs[name].append({**playouts(raw, game, players, games), "host_probe_ms": probe})
            raw.close()
    found = {name: median_run(r) for name, r in runs.items()}
    reference = float(found["reference"]["decisions_per_s"])
    for row in found.values():
        row["times_the_reference"] = round(float(row["decisions_per_s"]) / reference, 1)
    return found


def fuzz_section(game: str, games: int) -> dict[str, Any]:
    """Lockstep fuzz games per second (the bundled engine over stdio beside the reference engine) on 1 and 2
    local worker processes, and on a local Ray cluster of 2 CPUs when Ray is installed."""
    from conformance.tools.fuzz import pool  # noqa: PLC0415

    command = " ".join(SERVE)

    def rate(workers: int, ray_address: str | None = None) -> dict[str, Any]:
        start = time.perf_counter()
        results = pool.run(command, game=game, games=games, seed=0, workers=workers, ray_address=ray_address)
        seconds = time.perf_counter() - start
        differ = sum(1 for r in results if "difference" in r)
        steps = sum(int(r["steps"]) for r in results)
        return {
            "games": len(results),
            "steps": steps,
            "seconds": round(seconds, 1),
            "games_per_s": round(len(results) / seconds, 2),
            "differences": differ,
        }

    figures: dict[str, Any] = {"workers_1": rate(1), "workers_2": rate(2)}
    if importlib.util.find_spec("ray") is None:
        figures["ray"] = "not installed (pip install '.[fuzz]')"
        return figures
    with local_ray(2) as address:
        rate(2, address)  # workers start and import the suite once; the second run is the figure
        figures["ray_2_cpus"] = rate(2, address)
    return figures


# -- the command ----------------------------------------------------------------------------------
def machine() -> dict[str, Any]:
    model = ""
    with contextlib.suppress(OSError):
        model = next(
            (
                ln.split(":", 1)[1].strip()
                for ln in Path("/proc/cpuinfo").read_text().splitlines()
                if ln.startswith("model name")
            ),
            "",
        )
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    return {
        "python": sys.version.split()[0],
        "nproc": os.cpu_count(),
        "cpu": model or platform.processor(),
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "commit": commit.stdout.strip(),
        "engine_build": engine_build(),
    }


def engine_build() -> str:
    """Whether the games' engines measured are the pure-Python ones or compiled (pyproject's mypyc hook)."""
    files = [str(sys.modules[type(rules).__module__].__file__) for rules in registered().values()]
    return "compiled (mypyc)" if all(f.endswith(".so") for f in files) else "pure Python"


@click.group(invoke_without_command=True)
@click.option("--games", default=20, show_default=True, help="Random games per player count.")
@click.option("--repeats", default=3, show_default=True, help="Runs of each timing; the median is reported.")
@click.option("--soak-games", default=1000, show_default=True, help="Games of each game through one serve process.")
@click.option("--fuzz-games", default=40, show_default=True, help="Fuzz games per pool measurement.")
@click.option(
    "--only",
    default=",".join(s for s in SECTIONS if s not in OPT_IN),
    show_default=True,
    help="Comma-separated sections to run.",
)
@click.option("--game", "chosen", multiple=True, help="Only this game (repeatable) [default: every registered game].")
@click.option("--quick", is_flag=True, help="Few games, no soak, suite, perft or fuzz: a smoke test of this script.")
@click.option("--json", "json_out", type=click.Path(dir_okay=False, path_type=Path), help="Write the figures here.")
@click.option(
    "--tree",
    type=click.Path(file_okay=False, exists=True, path_type=Path),
    default=ROOT,
    show_default="this checkout",
    help="The checkout whose engine the instructions section counts (another commit's, for before and after).",
)
@click.option(
    "--before",
    type=click.Path(file_okay=False, exists=True, path_type=Path),
    default=None,
    help="A checkout (an export of an older commit) whose harness the harness section measures beside this one's.",
)
@click.pass_context
def main(  # noqa: PLR0917
    ctx: click.Context,
    games: int,
    repeats: int,
    soak_games: int,
    fuzz_games: int,
    only: str,
    chosen: tuple[str, ...],
    quick: bool,
    json_out: Path | None,
    tree: Path,
    before: Path | None,
) -> None:
    """Measure every figure issue 25 asks for, for every registered game, and print it."""
    if ctx.invoked_subcommand is not None:
        return
    sections = {s.strip() for s in only.split(",") if s.strip()}
    if unknown := sections - set(SECTIONS):
        known = ", ".join(SECTIONS)
        raise click.BadParameter(f"unknown sections {sorted(unknown)}; known: {known}", param_hint="--only")
    if quick:
        games, repeats = 2, 1
        sections -= {"suite", "soak", "perft", "fuzz", "harness", "tests", *OPT_IN}
    names = list(chosen) or list(registered())
    figures: dict[str, Any] = {"machine": machine(), "games": {}}
    for game in names:
        one: dict[str, Any] = {}
        figures["games"][game] = one
        console.print(f"[bold]{game}[/bold] …")
        if sections & {"play", "position"}:
            one |= play_rounds(game, games, repeats, facade="play" in sections, bare="position" in sections)
        if "adapter" in sections:
            one["in_process_adapter"] = adapter_section(game, games)
        if "stdio" in sections:
            one["stdio"] = stdio_section(game, games, 2 if 2 in player_counts(game) else player_counts(game)[0])
        if "instructions" in sections and not quick:
            one["instructions"] = instructions_section(game, 5, tree.resolve())
        if "size" in sections:
            one["state_size"] = size_section(game)
        if "perft" in sections:
            one["perft_count"] = perft_section(game)
        if "soak" in sections and soak_games:
            one["soak"] = soak_section(game, soak_games)
        if "fuzz" in sections:
            one["fuzz"] = fuzz_section(game, fuzz_games)
        if "engines" in sections:
            one["engines"] = engines_section(game, games, repeats)
    if "hello" in sections:
        figures["hello"] = hello_section(3 if quick else 11)
    if "harness" in sections:
        figures["harness"] = harness_section(before, repeats=repeats)
    if "suite" in sections:
        figures["suite"] = suite_section(names, repeats=repeats)
    if "tests" in sections:
        figures["tests"] = tests_section()
    if "mutation" in sections:
        figures["mutation"] = {game: mutation_section(game, mutants=12 if quick else 40) for game in names}
    if "ci" in sections:
        figures["ci"] = ci_section()
    figures["machine"]["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    show(figures)
    if json_out is not None:
        json_out.write_text(json.dumps(figures, indent=2) + "\n")


def show(figures: dict[str, Any]) -> None:
    m = figures["machine"]
    title = f"{m['nproc']} CPUs ({m['cpu']}), Python {m['python']}, {m['engine_build']} engines, at {m['commit']}"
    table = Table("measure", "figure", title=title)
    for game, one in figures["games"].items():
        for row in one.get("in_process", []):
            table.add_row(
                f"{game}: facade, {row['players']} players",
                f"{row['decisions_per_s']:,} decisions/s (runs {row['runs_decisions_per_s']}, host probe "
                f"{row['runs_host_probe_ms']} ms), {row['games_per_s']} games/s",
            )
        if "bare_position" in one:
            row = one["bare_position"]
            table.add_row(
                f"{game}: bare Position, {row['players']} players",
                f"{row['decisions_per_s']:,} decisions/s (runs {row['runs_decisions_per_s']}, host probe "
                f"{row['runs_host_probe_ms']} ms)",
            )
        if "in_process_adapter" in one:
            row = one["in_process_adapter"]
            table.add_row(f"{game}: InProcessEngine adapter", f"{row['decisions_per_s']:,} decisions/s")
        if "stdio" in one:
            s = one["stdio"]
            base = (
                f"in-process {s['in_process_ms_per_request']} (between the stdio runs: {s['in_process_runs_ms']}) "
                f"+ JSON {s['json_ms_per_request']['both']} ms"
            )
            table.add_row(
                f"{game}: stdio, {s['players']} players, lockstep",
                f"bare client {s['bare_client']['ms_per_request']} ms/request against {base}: ratio "
                f"{s['ratio_to_in_process_plus_json']} (a line through cat and back: {s['pipe_round_trip_ms']} ms); "
                f"serve's CPU {s['bare_client']['server_cpu_ms_per_request']} ms/request",
            )
            table.add_row(
                f"{game}: stdio, lockstep, client polls",
                f"{s['polling_client']['ms_per_request']} ms/request: ratio {s['ratio_polling_client']}; "
                f"serve's CPU {s['polling_client']['server_cpu_ms_per_request']} ms/request (a line to a polling "
                f"echo and back: {s['polling_floor_ms']} ms)",
            )
            if s["bare_client_one_core"]:
                table.add_row(
                    f"{game}: stdio, lockstep on one core",
                    f"bare client {s['bare_client_one_core']['ms_per_request']} ms/request: ratio {s['ratio_one_core']}"
                    f" (cat: {s['pipe_round_trip_one_core_ms']} ms)",
                )
            table.add_row(
                f"{game}: stdio, apply + next legal_actions in one write",
                f"bare client {s['apply_with_next_legal_actions']['ms_per_request']} ms/request: "
                f"ratio {s['ratio_apply_with_next_legal_actions']}",
            )
            table.add_row(
                f"{game}: stdio, requests sent ahead",
                f"serve {s['streamed_server_ms_per_request']} ms/request against in-process + its JSON "
                f"{round(s['in_process_ms_per_request'] + s['json_ms_per_request']['server'], 4)} ms: "
                f"ratio {s['ratio_streamed']}",
            )
            table.add_row(f"{game}: stdio, harness adapter", f"{s['harness_adapter']['ms_per_request']} ms/request")
        if "instructions" in one:
            n = one["instructions"]
            table.add_row(
                f"{game}: instructions per decision, facade",
                n.get("skipped") or f"{n['instructions_per_decision']:,} ({n['decisions']} decisions, {n['tree']})",
            )
        if "state_size" in one:
            z = one["state_size"]
            table.add_row(
                f"{game}: state after 100 decisions", f"{z['state_bytes']:,} bytes; seat 0's view {z['view_bytes']:,}"
            )
        if "perft_count" in one:
            p = one["perft_count"]
            table.add_row(
                f"{game}: count over golden perft",
                f"{p['counts']} counts ({p['nodes']:,} nodes) in {p['seconds']} s, {p['refused_as_too_big']} too big, "
                f"wrong: {p['wrong'] or 'none'}",
            )
        if "soak" in one:
            k = one["soak"]
            table.add_row(
                f"{game}: soak, {k['games']} games in one serve",
                f"{k['seconds']} s; RSS KiB {k['rss_samples_kib']}; growth after the first tenth "
                f"{k['growth_after_first_tenth_kib']} KiB",
            )
        if "fuzz" in one:
            f = one["fuzz"]
            ray = f["ray"] if isinstance(f.get("ray"), str) else f"{f['ray_2_cpus']['games_per_s']}"
            table.add_row(
                f"{game}: fuzz games/s",
                f"1 worker {f['workers_1']['games_per_s']}, 2 workers {f['workers_2']['games_per_s']}, "
                f"Ray (2 CPUs) {ray}",
            )
        for name, row in one.get("engines", {}).items():
            table.add_row(
                f"{game}: {name} engine over stdio",
                f"{row['decisions_per_s']:,} decisions/s, {row['times_the_reference']} times the reference "
                f"(runs {row['runs_decisions_per_s']})",
            )
    if "hello" in figures:
        h = figures["hello"]
        table.add_row(
            "serve start to hello answer",
            f"{h['median_ms']} ms median (best {h['best_ms']}); python -c pass {h['python_alone_median_ms']} ms",
        )
    _show_runs(table, figures)
    console.print(table)


def _show_runs(table: Table, figures: dict[str, Any]) -> None:
    """The rows of the whole runs: the harness's cost per test run, the suite's runs and the test command."""
    if "harness" in figures:
        for side in ("before", "after"):
            for name, row in figures["harness"].get(side, {}).items():
                if isinstance(row, dict):
                    table.add_row(
                        f"harness per test run, {name.replace('_', ' ')} ({side})",
                        f"{row['harness_ms_per_run']} ms (runs {row['runs_harness_ms_per_run']}; {row['runs']} runs, "
                        f"CPU {row['cpu_s']} s, engine {row['engine_cpu_s']} s, pipe waits {row['wait_cpu_s']} s; "
                        f"host probe {row['host_probe_ms']} ms)",
                    )
        if "times_lower" in figures["harness"]:
            table.add_row("harness per test run, before / after", str(figures["harness"]["times_lower"]))
            for name, ratios in figures["harness"]["times_lower_in_rounds"].items():
                median = figures["harness"]["times_lower_round_median"][name]
                table.add_row(f"  {name.replace('_', ' ')}, round by round", f"{ratios}, median {median}")
    if "suite" in figures:
        for name, row in figures["suite"].items():
            if isinstance(row, dict):
                table.add_row(
                    f"conformance {name.replace('_', ' ')}",
                    f"{row['median_s']} s (runs {row['runs_s']}, host probe {row['runs_host_probe_ms']} ms)",
                )
        suite = figures["suite"]
        speedups = f"{suite['n2_speedup']} times ({suite['n2_pinned_speedup']} pinned)"
        table.add_row("conformance run -n 1 / -n 2", speedups)
    if "tests" in figures:
        t = figures["tests"]
        table.add_row(
            "pytest (default run)",
            f"{t['pytest_s']} s, CPU {t['cpu_s']} s, exit {t['status']} ({t['summary']}); host probe "
            f"{t['host_probe_ms']} ms, load {t['load_average']}",
        )
    for game, m in figures.get("mutation", {}).items():
        table.add_row(
            f"{game}: mutation trials (tools/mutation.py, Ray)",
            f"{m['per_minute_1']} mutants/min on 1 worker, {m['per_minute_2']} on 2 ({m['mutants']} mutants); "
            f"whole population ({m['population']}) in minutes by workers: {m['whole_population_minutes']}",
        )
    if "ci" in figures:
        c = figures["ci"]
        table.add_row(
            "CI (bash .ci/run, fresh clone)",
            f"{c['ci_s']} s, exit {c['status']}; host probe {c['host_probe_ms']} ms, load {c['load_average']}",
        )


@main.command("profile")
@click.option("--game", "game", default=None, help="The game [default: the first registered].")
@click.option("--players", type=int, default=None, help="[default: 2 when claimed, else the first claimed count]")
@click.option("--games", default=20, show_default=True)
@click.option("--top", default=25, show_default=True)
@click.option("--sort", default="tottime", show_default=True, type=click.Choice(["tottime", "cumulative"]))
def profile(game: str | None, players: int | None, games: int, top: int, sort: str) -> None:
    """Where random games of one game spend their time through the facade (cProfile, by own time)."""
    game = game or next(iter(registered()))
    if game not in registered():
        raise click.BadParameter(f"unknown game {game!r}; registered: {', '.join(registered())}", param_hint="--game")
    counts = player_counts(game)
    players = players or (2 if 2 in counts else counts[0])
    driver = Facade()
    random_game(driver, game, players, 0)  # imports and first-use caches out of the picture
    profiler = cProfile.Profile()
    profiler.enable()
    decisions = sum(random_game(driver, game, players, seed) for seed in range(games))
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).strip_dirs().sort_stats(sort).print_stats(top)
    console.print(f"{game}, {players} players: {games} games, {decisions} decisions", highlight=False)
    console.print(out.getvalue(), highlight=False, markup=False)


TEST_PARTS: dict[str, list[str]] = {
    "ruff": ["ruff", "check", "--no-cache", "."],
    "mypy": ["mypy", "--no-incremental"],
    "pytest": [sys.executable, "-m", "pytest", "-q"],
    "pytest-long": [sys.executable, "-m", "pytest", "-q", "-m", "long"],
}
"""The README's second command, part by part, without the linters' caches (a first run); the install is measured
once, by whoever runs it. `pytest-long` is the long tests alone (`pytest -m long`); the property tests' long
Hypothesis profile is a separate knob (`HYPOTHESIS_PROFILE=long pytest tests/property`)."""


@main.command("tests")
@click.option(
    "--part",
    "parts",
    multiple=True,
    type=click.Choice(list(TEST_PARTS)),
    help="Only these parts [default: ruff, mypy, pytest].",
)
@click.option("--durations", default=25, show_default=True, help="Slowest pytest tests to list.")
def tests(parts: tuple[str, ...], durations: int) -> None:
    """How long each part of `ruff check . && mypy && pytest` takes here, with pytest's slowest tests."""
    chosen = list(parts) or ["ruff", "mypy", "pytest"]
    figures: dict[str, Any] = {"machine": machine()}
    for part in chosen:
        argv = [*TEST_PARTS[part]]
        env = dict(os.environ)
        if part.startswith("pytest"):
            argv += [f"--durations={durations}"]
        start = time.perf_counter()
        done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, check=False, env=env)
        seconds = time.perf_counter() - start
        figures[part] = {"seconds": round(seconds, 1), "status": done.returncode}
        console.print(f"[bold]{part}[/bold]: {seconds:.1f} s, exit status {done.returncode}")
        if part.startswith("pytest"):
            tail = done.stdout[done.stdout.find("slowest") :] if "slowest" in done.stdout else done.stdout[-3000:]
            console.print(tail, markup=False, highlight=False)
        elif done.returncode != 0:
            console.print((done.stdout + done.stderr)[-1500:], markup=False, highlight=False)
    figures["machine"]["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    console.print_json(json.dumps(figures))


if __name__ == "__main__":
    main()
