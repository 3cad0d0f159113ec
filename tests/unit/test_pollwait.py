"""rulecore.pollwait: a wait that polls a pipe before it sleeps says the same as a plain wait would,
and polls only while waits are short; the server and the harness still answer across it."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import orjson
import pytest

from conformance.engines.engine import InProcessEngine, SubprocessEngine
from rulecore import pollwait
from rulecore.pollwait import PollWait

WINDOW = 0.005  # long enough that "data was already there" always ends inside it


@pytest.fixture
def pipe() -> Iterator[tuple[int, int]]:
    read_end, write_end = os.pipe()
    yield read_end, write_end
    for fd in (read_end, write_end):
        with contextlib.suppress(OSError):
            os.close(fd)


@pytest.fixture
def two_cpus(monkeypatch: pytest.MonkeyPatch) -> None:
    """As on a machine where the process may use two CPUs, whatever this one allows, and whose CPUs are never
    busy (tests run beside other tests; the one about busy CPUs makes its own)."""
    monkeypatch.setattr(pollwait, "may_poll", lambda: True)
    monkeypatch.setattr(pollwait, "BUSY_SHARE", float("inf"))


@pytest.mark.usefixtures("two_cpus")
def test_data_already_written_is_ready_at_once(pipe: tuple[int, int]) -> None:
    read_end, write_end = pipe
    waiter = PollWait(read_end, WINDOW)
    os.write(write_end, b"line\n")
    assert waiter.ready(timeout=1.0)
    assert waiter.polling, "a wait that ended within the window keeps polling on"
    assert os.read(read_end, 100) == b"line\n", "the waiter reads nothing itself"


@pytest.mark.usefixtures("two_cpus")
def test_a_wait_that_times_out_says_so_and_turns_polling_off(pipe: tuple[int, int]) -> None:
    read_end, write_end = pipe
    waiter = PollWait(read_end, WINDOW)
    assert not waiter.ready(timeout=WINDOW * 4)
    assert not waiter.polling, "a wait longer than the window sleeps at once next time"
    os.write(write_end, b"x")
    assert waiter.ready(timeout=1.0)
    assert waiter.polling, "and a short wait turns polling back on"


@pytest.mark.usefixtures("two_cpus")
def test_a_line_written_while_the_waiter_sleeps_wakes_it(pipe: tuple[int, int]) -> None:
    read_end, write_end = pipe
    waiter = PollWait(read_end, WINDOW)
    writer = subprocess.Popen(
        [sys.executable, "-c", f"import os, time; time.sleep(0.05); os.write({write_end}, b'late')"],
        pass_fds=(write_end,),
    )
    try:
        assert waiter.ready(timeout=30.0)
        assert os.read(read_end, 100) == b"late"
    finally:
        writer.wait(timeout=30)


@pytest.mark.usefixtures("two_cpus")
def test_the_end_of_the_input_is_ready(pipe: tuple[int, int]) -> None:
    read_end, write_end = pipe
    waiter = PollWait(read_end, WINDOW)
    os.close(write_end)
    assert waiter.ready(timeout=1.0)
    assert os.read(read_end, 100) == b""


@pytest.mark.skipif(not Path(pollwait.SCHEDSTAT).exists(), reason="needs Linux schedstat and CPU affinity")
@pytest.mark.usefixtures("two_cpus")
def test_waits_on_a_cpu_another_process_keeps_busy_rest_polling_then_try_again(
    pipe: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With a process spinning on the waiter's CPU, the waiter's yields hand it the CPU and its thread waits
    on the run queue: the next look finds the CPUs busy and polling rests, then is tried again."""
    read_end, write_end = pipe
    monkeypatch.setattr(pollwait, "BUSY_SHARE", 0.2)
    monkeypatch.setattr(pollwait, "CHECK_EVERY", 4)
    monkeypatch.setattr(pollwait, "REST_WAITS", 3)
    allowed = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {min(allowed)})  # the children are born on the same CPU
    spin = "import time\nend = time.perf_counter() + 5\nwhile time.perf_counter() < end: pass"
    drip = f"import os, time\nfor _ in range(40):\n    time.sleep(0.002)\n    os.write({write_end}, b'x')"
    busy = subprocess.Popen([sys.executable, "-c", spin])
    writer = subprocess.Popen([sys.executable, "-c", drip], pass_fds=(write_end,))
    try:
        waiter = PollWait(read_end, 0.05)
        rested = False
        for _ in range(20):
            assert waiter.ready(timeout=30.0)
            os.read(read_end, 1)
            rested = rested or not waiter.polling
        assert rested, "the spinning process kept this thread waiting for its CPU: polling rests"
    finally:
        os.sched_setaffinity(0, allowed)
        busy.kill()
        writer.kill()
        busy.wait(timeout=30)
        writer.wait(timeout=30)
    monkeypatch.setattr(pollwait, "BUSY_SHARE", float("inf"))
    os.write(write_end, b"y" * 8)
    for _ in range(4):
        assert waiter.ready(timeout=1.0)
    assert waiter.polling, "after the rest, polling is tried again"


def test_one_cpu_or_no_window_never_polls(pipe: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    read_end, write_end = pipe
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0}, raising=False)
    assert not pollwait.may_poll()
    assert not PollWait(read_end, WINDOW).polling, "on one CPU the peer needs the CPU a poll would take"
    monkeypatch.setattr(pollwait, "may_poll", lambda: True)
    assert PollWait(read_end, WINDOW).polling
    assert not PollWait(read_end, 0).polling
    os.write(write_end, b"x")
    assert PollWait(read_end, 0).ready(timeout=1.0)


@pytest.mark.parametrize(("cpus", "pairs", "polls"), [(2, 1, True), (2, 2, False), (4, 2, True), (4, 3, False)])
def test_lockstep_pairs_poll_only_while_each_has_two_cpus(
    monkeypatch: pytest.MonkeyPatch, cpus: int, pairs: int, polls: bool
) -> None:
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(cpus)), raising=False)
    assert pollwait.window_for(pairs) == (pollwait.WINDOW_SECONDS if polls else 0.0)


def test_each_xdist_worker_engine_waits_without_polling_when_the_pairs_outnumber_the_cpus(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from conformance.runner import plugin  # noqa: PLC0415

    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    config = type("Config", (), {"getoption": lambda self, name: {"--conformance-timeout": 5.0}.get(name)})()
    monkeypatch.setattr(plugin, "engine_command", lambda config: "an engine")
    for workers, window in (("", pollwait.WINDOW_SECONDS), ("1", pollwait.WINDOW_SECONDS), ("2", 0.0)):
        monkeypatch.setenv("PYTEST_XDIST_WORKER_COUNT", workers)
        engine = plugin.make_engine(config)  # type: ignore[arg-type]
        assert isinstance(engine, SubprocessEngine)
        assert engine.poll_window == window, f"{workers or 'no'} workers"


@pytest.mark.parametrize("poll_us", [0, 200, 1_000_000])
def test_serve_answers_early_and_late_requests_whatever_it_polls(poll_us: int) -> None:
    """Requests that come at once and requests that come after the window (polling off) are all answered,
    and a window longer than the whole exchange delays nothing that has arrived."""
    server = subprocess.Popen(
        [sys.executable, "-m", "reference_impl", "serve", f"--poll-us={poll_us}"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    assert server.stdin is not None and server.stdout is not None
    try:
        for request_id, pause in enumerate([0, 0, 0.01, 0, 0.01], start=1):
            time.sleep(pause)
            server.stdin.write(orjson.dumps({"id": request_id, "cmd": "hello", "protocol": 1}) + b"\n")
            server.stdin.flush()
            answer = orjson.loads(server.stdout.readline())
            assert answer["id"] == request_id and answer["ok"], answer
        server.stdin.close()
        assert server.wait(timeout=30) == 0, "the end of the input ends the server"
    finally:
        server.kill()


def test_serve_refuses_a_negative_poll_window() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "reference_impl", "serve", "--poll-us=-1"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2 and "--poll-us" in done.stderr


@pytest.mark.parametrize("window", [0.0, 0.0002])
def test_the_harness_reads_answers_whatever_it_polls(window: float) -> None:
    """The same game over the pipe, polling or not, as in-process: every legal list and the last state."""
    engines = [
        SubprocessEngine(f"{sys.executable} -m reference_impl serve", timeout=30, poll_window=window),
        InProcessEngine(),
    ]
    try:
        states = [engine.new_game("loyang", 2, 7, {}) for engine in engines]
        assert states[0] == states[1]
        for step in range(40):
            lists = [engine.legal_actions() for engine in engines]
            assert lists[0] == lists[1], step
            for engine in engines:
                engine.apply(lists[0][step % len(lists[0])])
        assert engines[0].state() == engines[1].state()
    finally:
        for engine in engines:
            engine.close()
