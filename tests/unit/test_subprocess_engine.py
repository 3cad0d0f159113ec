"""`SubprocessEngine` against the miniature wrong engines of tests/miniatures.py.

Each fault must surface as an `EngineFailure` whose reason names the problem, cost
exactly one request (the adapter kills the process group and the next request runs
on a fresh engine), and never be confused with a refusal (`EngineRefusal`), which is
a normal answer that leaves the engine process alone.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from conformance.engines.engine import (
    MAX_LINE,
    STDERR_TAIL_BYTES,
    STDERR_TAIL_LINES,
    Engine,
    EngineFailure,
    EngineRefusal,
    EngineTimeout,
    InProcessEngine,
    SubprocessEngine,
)
from reference_impl import EngineError, ReferenceEngine

MINIATURES = Path(__file__).resolve().parents[1] / "miniatures.py"
REFERENCE_COMMAND = f"{shlex.quote(sys.executable)} -m reference_impl serve"
TIMEOUT = 2.0
# The adapter cuts each stderr line to 2000 characters before keeping the last lines.
STDERR_LINE_CAP = 2000

Spawn = Callable[..., SubprocessEngine]


def miniature_command(name: str) -> str:
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(MINIATURES))} {name}"


@pytest.fixture
def spawn() -> Iterator[Spawn]:
    """Make SubprocessEngines (a miniature by name, or any command) and close them all afterwards."""
    engines: list[SubprocessEngine] = []

    def make(name: str | None = None, *, command: str | None = None, timeout: float = TIMEOUT) -> SubprocessEngine:
        engine = SubprocessEngine(command or miniature_command(name or ""), timeout=timeout)
        engines.append(engine)
        return engine

    yield make
    for engine in engines:
        engine.close()


def _wait_for(predicate: Callable[[], Any], seconds: float = 5.0) -> Any:
    """Poll `predicate` until it returns something truthy; the stderr reader is a thread."""
    deadline = time.monotonic() + seconds
    while True:
        value = predicate()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.02)


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def _reference_actions(state: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """The bundled engine's legal actions in `state` (default: the 2-player game of seed 1)."""
    engine = InProcessEngine()
    if state is None:
        engine.new_game("sweet-lands", 2, 1)
    else:
        engine.load(state)
    return engine.legal_actions()


def _assert_recovers(engine: SubprocessEngine, restarts: int = 1) -> None:
    """The failure cost one request: the adapter restarted once and hello works again.

    The fresh process gets the usual 10 s to start and answer: a test that shortened the timeout to see a hang
    fail quickly would otherwise fail here whenever a loaded machine took over a second to start Python.
    """
    assert engine.restarts == restarts
    engine.timeout = max(engine.timeout, 10.0)
    assert engine.hello()["protocol"] == 1
    assert engine.restarts == restarts


# -- a correct engine, so every failure below is the miniature's doing -----------------------------
def test_reference_server_plays_over_the_wire(spawn: Spawn) -> None:
    engine = spawn(command=REFERENCE_COMMAND, timeout=10.0)
    assert "sweet-lands" in engine.hello()["games"]
    state = engine.new_game("sweet-lands", 2, 1)
    assert state["game"] == "sweet-lands"
    actions = engine.legal_actions()
    assert actions
    engine.apply(actions[0])
    assert engine.state() != state
    assert engine.restarts == 0


# -- miniatures that break the protocol ------------------------------------------------------------
def test_crash_is_a_failure_naming_the_exit(spawn: Spawn) -> None:
    engine = spawn("crash")
    assert engine.hello()["protocol"] == 1
    with pytest.raises(EngineFailure) as failure:
        engine.new_game("sweet-lands", 2, 1)
    assert "exited (status 3) without answering" in str(failure.value), failure.value
    _assert_recovers(engine)


def test_crash_on_load_is_a_failure(spawn: Spawn) -> None:
    engine = spawn("crash")
    state = ReferenceEngine().new_game("sweet-lands", 2, 1)["state"]
    assert engine.hello()["protocol"] == 1
    with pytest.raises(EngineFailure, match="exited"):
        engine.load(state)
    _assert_recovers(engine)


@pytest.mark.slow  # ~3 s: the 1 s timeout, then init here reaps orphaned zombies only every ~2 s
def test_hang_times_out_and_kills_the_process_group(spawn: Spawn) -> None:
    engine = spawn("hang", timeout=1.0)
    assert engine.hello()["protocol"] == 1
    found = _wait_for(lambda: re.search(r"child-pid: (\d+)", engine.stderr_tail()))
    assert found, f"the hang miniature did not report its child: {engine.stderr_tail()!r}"
    child = int(found.group(1))
    assert not _gone(child)

    started = time.monotonic()
    with pytest.raises(EngineTimeout, match=r"did not answer within 1 s"):  # an EngineFailure
        engine.new_game("sweet-lands", 2, 1)
    assert 1.0 <= time.monotonic() - started < 4.0
    # The whole group went down, the helper too, not just the engine. Once killed, the orphan
    # is a zombie until init reaps it, so allow init a few seconds before os.kill(pid, 0) fails.
    assert _wait_for(lambda: _gone(child)), f"the hung engine's child {child} outlived it"
    with pytest.raises(ProcessLookupError):
        os.kill(child, 0)
    _assert_recovers(engine)


def test_garbage_is_a_failure_quoting_the_line(spawn: Spawn) -> None:
    engine = spawn("garbage")
    assert engine.hello()["protocol"] == 1
    with pytest.raises(EngineFailure, match=r"not JSON: b'this is not JSON \{'"):
        engine.new_game("sweet-lands", 2, 1)
    _assert_recovers(engine)


def test_wrong_id_is_a_failure_naming_both_ids(spawn: Spawn) -> None:
    engine = spawn("wrong_id")
    assert engine.hello()["protocol"] == 1
    with pytest.raises(EngineFailure, match=r"answered id (\d+) to request id (\d+)") as failure:
        engine.new_game("sweet-lands", 2, 1)
    answered, asked = map(int, re.findall(r"id (\d+)", str(failure.value)))
    assert answered == asked + 1
    _assert_recovers(engine)


def test_bad_hello_fails_every_handshake(spawn: Spawn) -> None:
    engine = spawn("bad_hello")
    with pytest.raises(EngineFailure, match="not JSON"):
        engine.hello()
    assert engine.restarts == 1
    # The fresh process is just as broken: the harness must not take a retry for a pass.
    with pytest.raises(EngineFailure, match="not JSON"):
        engine.hello()
    assert engine.restarts == 2


def test_stderr_flood_breaks_nothing_and_the_tail_stays_bounded(spawn: Spawn) -> None:
    engine = spawn("stderr_flood", timeout=10.0)
    assert engine.hello()["protocol"] == 1
    state = engine.new_game("sweet-lands", 2, 1)
    assert state["game"] == "sweet-lands"
    assert engine.legal_actions() == _reference_actions()
    assert engine.restarts == 0
    tail = _wait_for(lambda: "log: " in engine.stderr_tail() and engine.stderr_tail())
    assert tail, "the flood never reached the stderr tail"
    # Three requests wrote ~15 MB; the tail keeps at most its last bytes and lines, each line cut short.
    assert len(tail.splitlines()) <= STDERR_TAIL_LINES
    assert len(tail.encode()) <= STDERR_TAIL_BYTES
    assert len(tail) <= STDERR_TAIL_LINES * (STDERR_LINE_CAP + 1)


def test_a_line_over_the_limit_is_a_failure(spawn: Spawn) -> None:
    engine = spawn("huge_line", timeout=10.0)
    assert engine.hello()["protocol"] == 1
    with pytest.raises(EngineFailure, match=f"longer than {MAX_LINE} bytes"):
        engine.new_game("sweet-lands", 2, 1)
    _assert_recovers(engine)


def test_an_engine_that_exits_after_hello_costs_one_request(spawn: Spawn) -> None:
    engine = spawn("exit_after_hello")
    assert engine.hello()["protocol"] == 1
    with pytest.raises(EngineFailure, match=r"exited|stopped reading"):
        engine.new_game("sweet-lands", 2, 1)
    assert engine.restarts == 1
    assert engine.new_game("sweet-lands", 2, 1)["game"] == "sweet-lands"  # the fresh process got no hello


def test_a_long_stderr_line_keeps_only_a_tail_of_bytes(spawn: Spawn, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue #23.13: a line without a newline was read whole (512 MiB took the harness to 1 GiB)."""
    monkeypatch.setenv("MINIATURE_STDERR_BYTES", str(16 * 1024 * 1024))
    engine = spawn("long_stderr_line", timeout=10.0)
    assert engine.hello()["protocol"] == 1  # answered after the whole line was written, so it was drained
    engine.close()
    tail = engine.stderr_tail()
    assert tail.startswith("e") and len(tail.encode()) <= STDERR_TAIL_BYTES + 1


def _background_wrapper(name: str) -> str:
    """The issue's shell wrapper: a `setsid sleep` left behind holding the engine's pipes."""
    return f"sh -c {shlex.quote(f'setsid sleep 30 & exec {miniature_command(name)}')}"


@pytest.mark.parametrize("name", ["rule_breaker", "garbage"])
def test_a_process_left_holding_stderr_never_stalls_kill_or_close(spawn: Spawn, name: str) -> None:
    """Issue #23.1: closing stderr under a reader blocked on it hung `close` (and the run) forever."""
    engine = spawn(command=_background_wrapper(name), timeout=10.0)
    assert engine.hello()["protocol"] == 1
    started = time.monotonic()
    if name == "garbage":  # the failure path: kill, then a fresh engine
        with pytest.raises(EngineFailure, match="not JSON"):
            engine.new_game("sweet-lands", 2, 1)
        assert engine.hello()["protocol"] == 1
    engine.close()
    assert time.monotonic() - started < 8.0, "closing waited for a process the engine left behind"


def test_an_engine_that_stops_reading_times_out_on_the_write(spawn: Spawn) -> None:
    """A request larger than the pipe, to an engine that never reads: the write has the same deadline."""
    engine = spawn(command="sleep 30", timeout=1.0)
    started = time.monotonic()
    with pytest.raises(EngineTimeout, match="did not read its input within 1 s"):
        engine.request("load", state={"pad": "x" * (4 * 1024 * 1024)})
    assert time.monotonic() - started < 4.0


@pytest.mark.parametrize("command", ["", "   "])
def test_an_empty_command_is_refused(command: str) -> None:
    with pytest.raises(ValueError, match="empty"):
        SubprocessEngine(command)


def test_an_unsplittable_command_fails_its_first_request() -> None:
    with pytest.raises(EngineFailure, match=r"cannot be split.*quotation"):
        SubprocessEngine("engine 'unclosed").hello()


def test_a_command_that_cannot_start_is_a_failure(spawn: Spawn) -> None:
    engine = spawn(command="/nonexistent/engine serve")
    with pytest.raises(EngineFailure, match="could not be started"):
        engine.hello()


# -- refusals are answers, not failures ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("action", "codes"),
    [
        # Not an action type at all: the schema (invalid_request) or the rules (illegal_action) refuse it.
        ({"type": "no_such_action"}, {"illegal_action", "invalid_request"}),
        ({"type": "pass"}, {"illegal_action"}),
        ({"type": "choose_character", "character": "nobody"}, {"illegal_action"}),
        ({"no_type": 1}, {"invalid_request"}),
        ({"type": 7}, {"invalid_request"}),
    ],
)
def test_refusal_keeps_the_process_and_the_state(spawn: Spawn, action: dict[str, Any], codes: set[str]) -> None:
    engine = spawn(command=REFERENCE_COMMAND, timeout=10.0)
    engine.new_game("sweet-lands", 2, 1)
    before = engine.state()
    with pytest.raises(EngineRefusal) as refusal:
        engine.apply(action)
    assert refusal.value.code in codes
    assert engine.restarts == 0
    # A restarted engine would hold no game at all; this one still holds the same game.
    assert engine.state() == before


def test_non_object_action_is_an_invalid_request(spawn: Spawn) -> None:
    engine = spawn(command=REFERENCE_COMMAND, timeout=10.0)
    engine.new_game("sweet-lands", 2, 1)
    with pytest.raises(EngineRefusal) as refusal:
        engine.request("apply", action=["pass"])
    assert refusal.value.code == "invalid_request"
    assert engine.restarts == 0


def test_command_without_a_game_is_an_invalid_state_refusal(spawn: Spawn) -> None:
    engine = spawn(command=REFERENCE_COMMAND, timeout=10.0)
    with pytest.raises(EngineRefusal) as refusal:
        engine.legal_actions()
    assert refusal.value.code == "invalid_state"
    assert engine.restarts == 0


# -- a miniature that speaks the protocol but breaks a rule --------------------------------------------
def _state_where_pass_is_legal(max_steps: int = 300) -> dict[str, Any] | None:
    """Walk seeded 2-player games in-process, taking the first accepted action, until `pass` is legal."""
    for seed in (1, 2, 3):
        engine = ReferenceEngine()
        engine.new_game("sweet-lands", 2, seed)
        for _ in range(max_steps):
            actions = engine.legal_actions()["actions"]
            if {"type": "pass"} in actions:
                state: dict[str, Any] = engine.state()["state"]
                return state
            for action in actions:
                try:
                    engine.apply(action)
                    break
                except EngineError:
                    continue
            else:
                break
    return None


def _as_set(actions: list[dict[str, Any]]) -> set[str]:
    """Actions compare as sets (§3.5: the order carries no meaning)."""
    return {json.dumps(a, sort_keys=True) for a in actions}


def _accepted_but_not_listed(engine: Engine, candidate: dict[str, Any]) -> bool:
    """The harness's consistency check: does `apply` accept an action `legal_actions` left out?"""
    listed = candidate in engine.legal_actions()
    try:
        engine.apply(candidate)
    except EngineRefusal:
        return False
    return not listed


def test_rule_breaker_is_caught_by_the_legal_actions_check(spawn: Spawn) -> None:
    state = _state_where_pass_is_legal()
    if state is None:
        pytest.skip("deviation: the reference engine cannot yet reach a turn where passing is legal")
    honest = InProcessEngine()
    honest.load(state)
    assert {"type": "pass"} in honest.legal_actions()
    assert not _accepted_but_not_listed(honest, {"type": "pass"})

    breaker = spawn("rule_breaker", timeout=10.0)
    breaker.hello()
    breaker.load(state)
    listed = breaker.legal_actions()
    assert {"type": "pass"} not in listed
    # Everything else is the reference engine's answer: the one rule is all that differs.
    honest_but_pass = [a for a in _reference_actions(state) if a["type"] != "pass"]
    assert _as_set(listed) == _as_set(honest_but_pass)
    assert _accepted_but_not_listed(breaker, {"type": "pass"})
    assert breaker.restarts == 0


# -- the typed interface ---------------------------------------------------------------------------------
def test_every_adapter_is_an_engine() -> None:
    adapters: list[object] = [InProcessEngine(), SubprocessEngine(REFERENCE_COMMAND)]
    for adapter in adapters:
        assert isinstance(adapter, Engine), type(adapter).__name__
    # The check has teeth: something missing a verb is not an Engine.
    assert not isinstance(ReferenceEngine(), Engine)
