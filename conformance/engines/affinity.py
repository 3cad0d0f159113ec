"""Opt-in CPU pinning: each process that runs scenarios, and the engine it starts, kept on one CPU of its own.

Over stdio every request is a lockstep round trip: the harness writes a line and sleeps until the engine
answers, the engine sleeps until the next line. When the two sit on different CPUs, each hand-over wakes an
idle CPU, which on a virtual machine costs the hypervisor's wake-up (measured on the project's 2-core VM:
~54 us a round trip across CPUs, ~8 us with both on one CPU). Pinning the harness process to one CPU before
it starts the engine makes the engine inherit that CPU from birth (and so every restart of it), so the pair
hands over on one CPU; under pytest-xdist worker N takes the N-th CPU the run may use.

It is opt-in (`conformance run --pin-cpus`), never automatic, because it is only a gain for an engine that
works on one thread: a multi-threaded engine would be confined to one CPU, and on a machine whose CPUs are
unevenly loaded by other work a pinned pair cannot move away from a busy CPU. Where Linux's
`sched_setaffinity` is missing, or the run may use one CPU only, pinning does nothing. The pinning is undone
when the session ends.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator

from rulecore.pollwait import window_for


def worker_index(workerid: str | None) -> int:
    """`gw3` -> 3: the pytest-xdist worker's number, 0 for a run without workers (or a name not of that form)."""
    digits = (workerid or "").removeprefix("gw")
    return int(digits) if digits.isdigit() else 0


def poll_window() -> float:
    """How long this process's waits for its engine poll (rulecore.pollwait.window_for): each pytest-xdist worker
    of the run (one process without them) and its engine are a pair in lockstep beside the others."""
    count = os.environ.get("PYTEST_XDIST_WORKER_COUNT", "")
    return window_for(int(count) if count.isdigit() else 1)


def cpu_for(index: int, allowed: set[int]) -> int:
    """The CPU worker `index` takes among those the run may use: in turn, round the sorted set."""
    cpus = sorted(allowed)
    return cpus[index % len(cpus)]


@contextlib.contextmanager
def pinned(index: int) -> Iterator[int | None]:
    """Keep the calling thread (and every process and thread it starts meanwhile) on one CPU; yields it.

    Yields None and changes nothing where pinning is not available or only one CPU is allowed anyway.
    """
    get = getattr(os, "sched_getaffinity", None)
    set_ = getattr(os, "sched_setaffinity", None)
    if get is None or set_ is None:
        yield None
        return
    allowed = set(get(0))
    if len(allowed) < 2:
        yield None
        return
    cpu = cpu_for(index, allowed)
    set_(0, {cpu})
    try:
        yield cpu
    finally:
        with contextlib.suppress(OSError):  # a CPU taken away meanwhile: keep what the system allows
            set_(0, allowed)
