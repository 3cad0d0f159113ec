"""Waiting for a pipe to be readable by polling it briefly before sleeping on it.

Both ends of the JSON-lines protocol mostly wait for each other: a client that waits for every answer
sleeps in its read while the engine works, and the engine sleeps in its read while the client thinks. On
a virtual machine each of those sleeps halts a CPU when nothing else runs on it, and the next line has to
wake it through the hypervisor. On the project's 2-core VM a line sent to an echoing process and back took
about 51 us with both ends sleeping, 18 us with one end polling for 200 us before it slept, and 3 us with
both polling; that wake-up costs more than a whole request of a quick game in-process.

Polling burns the CPU it runs on, so a waiter polls only while waiting has lately been short (a peer in
lockstep): a wait that outlasts the window turns polling off, and the next wait that ends within the
window turns it back on. A window lost to a slow peer is at most `WINDOW_SECONDS` of CPU. A process that may
run on one CPU only never polls: there the peer it waits for needs that very CPU.

Every few polls the waiter calls `sched_yield`, so a process that is ready to run on the same CPU takes
the CPU from it. When the CPUs are busy, every process has work to do and polling would only take time
from them: the waiter then sleeps at once for the next `REST_WAITS` waits. It tells busy CPUs by the time
its thread spent ready to run but waiting for a CPU (Linux's schedstat `run_delay`), read every
`CHECK_EVERY` polled waits. Not by how long a poll took: on a VM whose host takes the CPU away now and
then, that misfired and kept polling off on idle CPUs. Measured on the 2-core VM: `conformance run -n 2`
(two harness workers and two engines) was about a tenth slower with polling that did not step aside.
Where schedstat is missing (not Linux), the waiter polls without resting.

Nothing here changes what is read: the waiter only says when to read, and the descriptor is never made
non-blocking (that flag belongs to the open file, which a terminal shares with the shell that started us).
"""

from __future__ import annotations

import contextlib
import os
import select
import time

WINDOW_SECONDS = 200e-6
"""How long a wait polls before it sleeps: well above the gap a lockstep peer leaves between lines
(tens of microseconds), well below anything a person or a busy CPU would notice."""
YIELD_EVERY = 8
"""Polls between two yields: a yield is a system call too, and one after every poll tripled the time a
line took to an echoing process and back (about 4 us without yields, 12 us with one per poll)."""
CHECK_EVERY = 16
"""Polled waits between two looks at the run queue delay (a read of about a microsecond)."""
BUSY_SHARE = 0.2
"""The CPUs are busy when this thread waited for a CPU this share of the time since the last look."""
REST_WAITS = 256
"""How many waits sleep at once after the CPUs were found busy, before polling is tried again."""
SCHEDSTAT = "/proc/thread-self/schedstat"
"""This thread's CPU time, time waiting on a run queue (both in nanoseconds) and time slices (Linux)."""


def _cpus() -> int:
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity is not None else (os.cpu_count() or 1)


def may_poll() -> bool:
    """Whether polling can pay here: this process may run on at least two CPUs."""
    return _cpus() >= 2


def window_for(pairs: int) -> float:
    """The window for one of `pairs` client-and-peer pairs working in lockstep side by side (pytest-xdist's
    workers and their engines): `WINDOW_SECONDS` while each pair can have two CPUs to itself, else 0.

    A polling waiter keeps its CPU busy while its peer works; with more lockstep processes than CPUs that CPU
    is one another pair's peer needed. Measured on the 2-core VM: `conformance run -n 2` over stdio took 5.9 s
    with the harness's workers polling (the busy-CPU rest above did not step in often enough) and 4.6 s without,
    while `-n 1` took about 7.5 s either way.
    """
    return WINDOW_SECONDS if 2 * max(pairs, 1) <= _cpus() else 0.0


class _RunDelay:
    """The share of time this thread has waited for a CPU since the last look (opened by the waiting thread)."""

    def __init__(self) -> None:
        self._fd: int | None = None
        with contextlib.suppress(OSError):
            self._fd = os.open(SCHEDSTAT, os.O_RDONLY)
        self._last = self._now()

    def _now(self) -> tuple[float, float] | None:
        if self._fd is None:
            return None
        try:
            delay = int(os.pread(self._fd, 128, 0).split()[1]) / 1e9
        except (OSError, ValueError, IndexError):
            return None
        return time.perf_counter(), delay

    def share(self) -> float:
        """Waiting time over elapsed time since the last call (0 where schedstat cannot be read)."""
        now, last = self._now(), self._last
        self._last = now
        if now is None or last is None or now[0] <= last[0]:
            return 0.0
        return (now[1] - last[1]) / (now[0] - last[0])

    def __del__(self) -> None:
        if self._fd is not None:
            os.close(self._fd)


class PollWait:
    """Waits for one file descriptor to have something to read, or to reach its end.

    Made and used by one thread: the run queue delay it watches is that thread's.
    """

    def __init__(self, fd: int, window: float = WINDOW_SECONDS) -> None:
        """`window` 0 (or a process on one CPU) means always sleep at once. POSIX only, like the protocol's
        process handling: Windows has no `poll` for pipes."""
        self._window = window if window > 0 and may_poll() else 0.0
        self._polling = self._window > 0
        self._rest = 0
        self._polled = 0
        self._delay = _RunDelay() if self._window > 0 else None
        self._poll = select.poll()
        self._poll.register(fd, select.POLLIN)  # hang-ups and errors are reported whatever is asked

    @property
    def polling(self) -> bool:
        """Whether the next wait starts by polling (the last one was short and the CPUs were not busy)."""
        return self._polling and not self._rest

    def ready(self, timeout: float | None = None) -> bool:
        """Wait until the descriptor can be read without blocking, at most `timeout` seconds (None: no limit).

        False means the time ran out; True means a read will return at once (data, or the end of the input).
        """
        start = time.perf_counter()
        poll = self._poll
        if self._rest:
            self._rest -= 1
            if not self._rest and self._delay is not None:
                self._delay.share()  # the next look covers polled waits only
        elif self._polling:
            self._polled += 1
            if self._polled % CHECK_EVERY == 0 and self._delay is not None and self._delay.share() > BUSY_SHARE:
                self._rest = REST_WAITS  # and this wait sleeps at once too
            else:
                end = start + self._window
                polls = 0
                while not poll.poll(0):
                    if time.perf_counter() >= end:
                        break
                    polls += 1
                    if polls % YIELD_EVERY == 0:
                        os.sched_yield()
                else:
                    return True
        left = None if timeout is None else max(0.0, timeout - (time.perf_counter() - start)) * 1000
        readable = bool(poll.poll(left))
        self._polling = self._window > 0 and time.perf_counter() - start < self._window
        return readable
