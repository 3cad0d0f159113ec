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
the CPU from it. When the gaps so given away (or taken) fill half a wait, the CPUs are busy: every
process has work to do, and polling would only take time from them, so the waiter sleeps at once for
the next `REST_WAITS` waits. Measured on the 2-core VM: `conformance run -n 2`
(two harness workers and two engines) was about a tenth slower with polling that did not step aside like
this. The gaps are timed with `perf_counter`, which Linux answers without a system call.

Nothing here changes what is read: the waiter only says when to read, and the descriptor is never made
non-blocking (that flag belongs to the open file, which a terminal shares with the shell that started us).
"""

from __future__ import annotations

import os
import select
import time

WINDOW_SECONDS = 200e-6
"""How long a wait polls before it sleeps: well above the gap a lockstep peer leaves between lines
(tens of microseconds), well below anything a person or a busy CPU would notice."""
STOLEN_SECONDS = 20e-6
"""A gap between two polls longer than this means another process had the CPU (at a yield, or taking
it); when such gaps fill half a wait, the CPUs are busy. A poll and a yield take a microsecond or two."""
REST_WAITS = 256
"""How many waits sleep at once after the CPUs were found busy, before polling is tried again."""
YIELD_EVERY = 8
"""Polls between two yields: a yield is a system call too, and one after every poll tripled the time a
line took to an echoing process and back (about 4 us without yields, 12 us with one per poll)."""


def may_poll() -> bool:
    """Whether polling can pay here: this process may run on at least two CPUs."""
    affinity = getattr(os, "sched_getaffinity", None)
    cpus = len(affinity(0)) if affinity is not None else (os.cpu_count() or 1)
    return cpus >= 2


class PollWait:
    """Waits for one file descriptor to have something to read, or to reach its end."""

    def __init__(self, fd: int, window: float = WINDOW_SECONDS) -> None:
        """`window` 0 (or a process on one CPU) means always sleep at once. POSIX only, like the protocol's
        process handling: Windows has no `poll` for pipes."""
        self._window = window if window > 0 and may_poll() else 0.0
        self._polling = self._window > 0
        self._rest = 0
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
        elif self._polling:
            end = start + self._window
            away = 0.0  # time other processes ran on this CPU between the waiter's polls
            last, polls = start, 0
            while not (found := bool(poll.poll(0))):
                now = time.perf_counter()
                if now - last > STOLEN_SECONDS:
                    away += now - last
                if now >= end:
                    break
                last = now
                polls += 1
                if polls % YIELD_EVERY == 0:
                    os.sched_yield()
            if away > (time.perf_counter() - start) / 2:  # one blip is not busy CPUs; half the wait is
                self._rest = REST_WAITS
            if found:
                return True
        left = None if timeout is None else max(0.0, timeout - (time.perf_counter() - start)) * 1000
        readable = bool(poll.poll(left))
        self._polling = self._window > 0 and time.perf_counter() - start < self._window
        return readable
