"""The trials spread over a Ray cluster: one worker per CPU, each with its own copy of the tree.

With an address the run joins that cluster as a driver (`ray start --head` on one machine, `ray start --address`
on the others, each with the project's dependencies installed: `pip install ".[fuzz,mutation]"`); without one it
starts a cluster of `workers` CPUs on this machine's loopback address. The tree travels once, through Ray's object
store. Each result is written to the session the moment it comes back, so stopping the run (Ctrl-C, a lost node)
costs only the trials in flight; a worker that dies has its mutant sent to another, and when none is left the run
stops and says how to resume.
"""

from __future__ import annotations

import os
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .session import Session
from .trial import SURVIVED, Tree, Verdict

LOOPBACK = {"RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER": "0", "RAY_USAGE_STATS_ENABLED": "0"}
"""A one-machine cluster keeps every address on 127.0.0.1 (tests/integration/test_ray_fuzz.py says why)."""


class Worker:
    """A Ray actor: a copy of the tree, checked and timed once, then one trial at a time."""

    def __init__(self, archive: bytes, game: str) -> None:
        self.tree = Tree(archive)
        self.game = game
        self.name = f"{socket.gethostname()}:{os.getpid()}"

    def ready(self) -> tuple[str, float]:
        self.tree.check_imports()
        return self.name, self.tree.baseline(self.game)

    def trial(self, mutant: dict[str, Any], timeout: float) -> tuple[str, Verdict]:
        verdict = self.tree.trial(self.game, mutant["module"], mutant["operator"], mutant["occurrence"], timeout)
        return self.name, verdict


@dataclass
class Progress:
    """Done, killed, survived, the rate and the time left, printed as each trial comes back."""

    total: int
    already: int
    say: Callable[[str], None] = print
    started: float = field(default_factory=time.monotonic)
    finished: int = 0
    survived: int = 0

    def update(self, mutant: dict[str, Any], verdict: Verdict) -> None:
        self.finished += 1
        self.survived += verdict.outcome == SURVIVED
        done = self.already + self.finished
        rate = self.finished / max(time.monotonic() - self.started, 1e-9) * 60
        left = (self.total - done) / rate if rate else 0.0
        where = f"{mutant['module'].rsplit('/', 1)[-1]}:{mutant['line']} {mutant['operator'].removeprefix('core/')}"
        self.say(
            f"[{done}/{self.total}] {verdict.outcome:<11} {where} ({verdict.seconds:.1f} s) | "
            f"killed {self.finished - self.survived}, survived {self.survived} this run | "
            f"{rate:.1f} mutants/min | about {left:.0f} min left"
        )

    @property
    def per_minute(self) -> float:
        return self.finished / max(time.monotonic() - self.started, 1e-9) * 60


def run(
    session: Session,
    *,
    address: str | None,
    workers: int | None,
    limit: int | None = None,
    say: Callable[[str], None] = print,
) -> Progress:
    """Send every unfinished mutant of the session to the cluster; returns the run's progress figures."""
    import ray  # noqa: PLC0415  (the fuzz extra)

    for name, value in LOOPBACK.items():
        os.environ.setdefault(name, value)
    plan = session.plan()
    finished = session.done()
    todo = [m for m in plan["mutants"] if m["key"] not in finished][:limit]
    progress = Progress(total=len(plan["mutants"]), already=len(finished), say=say)
    if not todo:
        say("every mutant of this session has been tried")
        return progress
    if address:
        ray.init(address=address, log_to_driver=False)
    else:
        ray.init(
            address="local",
            num_cpus=workers or 1,
            include_dashboard=False,
            _node_ip_address="127.0.0.1",
            log_to_driver=False,
        )
    try:
        count = min(workers or int(ray.cluster_resources().get("CPU", 1)), len(todo))  # type: ignore[no-untyped-call]
        archive = ray.put(session.archive_file.read_bytes())
        remote = ray.remote(num_cpus=1, max_restarts=0)(Worker)
        actors = [remote.remote(archive, plan["game"]) for _ in range(count)]
        timings = ray.get([actor.ready.remote() for actor in actors])  # type: ignore[attr-defined]
        timeout = max(30.0, 5 * max(seconds for _, seconds in timings))
        say(
            f"{len(todo)} mutants to try on {count} workers at {address or 'a local cluster'}; the unmutated suite "
            f"takes {max(s for _, s in timings):.1f} s there, a trial is stopped after {timeout:.0f} s"
        )
        progress.started = time.monotonic()
        try:
            _dispatch(session, actors, todo, timeout=timeout, progress=progress, say=say)
        finally:
            minutes = (time.monotonic() - progress.started) / 60
            session.ran(tried=progress.finished, minutes=minutes, workers=count, where=address or "local")
    finally:
        ray.shutdown()
    return progress


def _dispatch(
    session: Session,
    actors: list[Any],
    todo: list[dict[str, Any]],
    *,
    timeout: float,
    progress: Progress,
    say: Callable[[str], None],
) -> None:
    import ray  # noqa: PLC0415

    queue = list(reversed(todo))
    pending: dict[Any, tuple[Any, dict[str, Any]]] = {}

    def send(actor: Any) -> None:
        if queue:
            mutant = queue.pop()
            pending[actor.trial.remote(mutant, timeout)] = (actor, mutant)

    for actor in actors:
        send(actor)
    while pending:
        ready, _ = ray.wait(list(pending), num_returns=1)
        actor, mutant = pending.pop(ready[0])
        try:
            worker, verdict = ray.get(ready[0])
        except ray.exceptions.RayActorError:
            queue.append(mutant)
            say(f"a worker was lost; {mutant['key']} goes back in the queue")
            if not pending:
                say("no worker is left: run again with --resume to finish")
                return
            continue
        session.record(mutant["key"], verdict, worker)
        progress.update(mutant, verdict)
        send(actor)
