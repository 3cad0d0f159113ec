"""The `Engine` interface the step definitions drive, and its two adapters.

`InProcessEngine` calls the bundled reference engine directly. `SubprocessEngine`
runs any command that speaks spec/protocol.md: it validates every response
against the protocol schemas (a plainly valid one by a compiled check,
conformance/guards/plainschema.py), times out a silent engine (whether it does not
answer or does not read), caps line length, keeps a bounded tail of stderr, and
when the engine crashes, hangs or talks garbage it kills the whole process group
and starts a fresh one, so one broken scenario never stops the run. Nothing it
does waits on the engine without a deadline: a process the engine leaves behind
holding its pipes cannot stall the harness.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import selectors
import shlex
import signal
import subprocess
import threading
import time
from dataclasses import dataclass
from functools import cache
from typing import IO, Any, Protocol, runtime_checkable

from jsonschema import Draft202012Validator, ValidationError

from rulecore import wire
from rulecore.paths import schemas_dir
from rulecore.pollwait import WINDOW_SECONDS, PollWait

from ..guards.plainschema import Check, compile_plain

MAX_LINE = 8 * 1024 * 1024
"""The protocol's line limit (spec/protocol.md §1.6)."""
STDERR_TAIL_LINES = 200
STDERR_TAIL_BYTES = 64 * 1024
"""The most of an engine's stderr kept, whatever its line lengths: a flood costs the harness nothing."""
STDERR_LINE_CHARS = 2000
READ_CHUNK = 1 << 16
POLL_SECONDS = 0.05
"""How often the stderr reader looks whether it should stop."""
DRAIN_SECONDS = 0.5
"""How long a stopped stderr reader keeps taking what the engine wrote before it died."""
KILL_WAIT_SECONDS = 5.0


@dataclass
class EngineRefusal(Exception):
    """The engine answered `ok: false`: a normal, judged outcome (e.g. an illegal action)."""

    code: str
    message: str
    rule: str | None = None

    def __str__(self) -> str:
        rule = f" [{self.rule}]" if self.rule else ""
        return f"{self.code}{rule}: {self.message}"


class EngineFailure(Exception):
    """The engine broke the protocol: crashed, hung, or answered garbage. Costs one scenario."""


class EngineTimeout(EngineFailure):
    """The engine let its deadline pass: it did not answer, or did not read its input, within the timeout."""


@runtime_checkable
class Engine(Protocol):
    """The protocol's verbs. Each returns the result fields or raises EngineRefusal/EngineFailure."""

    def hello(self) -> dict[str, Any]: ...

    def new_game(self, game: str, players: int, seed: int, options: dict[str, Any] | None = None) -> dict[str, Any]: ...

    def load(self, state: dict[str, Any]) -> None: ...

    def state(self) -> dict[str, Any]: ...

    def legal_actions(self) -> list[dict[str, Any]]: ...

    def apply(self, action: dict[str, Any]) -> None: ...

    def score(self) -> list[dict[str, Any]]: ...

    def view(self, player: int) -> dict[str, Any]: ...

    def stderr_tail(self) -> str: ...

    def close(self) -> None: ...


class InProcessEngine:
    """The reference engine in this process: no JSON on the wire, same semantics."""

    def __init__(self) -> None:
        # Imported here so that the harness depends on the reference engine only in this adapter.
        from reference_impl import EngineError, ReferenceEngine  # noqa: PLC0415

        self._engine = ReferenceEngine()
        self._error = EngineError

    def _call(self, verb: str, *args: Any) -> dict[str, Any]:
        try:
            result: dict[str, Any] = getattr(self._engine, verb)(*args)
        except self._error as exc:
            raise EngineRefusal(exc.code, exc.message, exc.rule) from None
        # Round-trip through JSON so in-process runs see exactly what the wire would carry.
        decoded: dict[str, Any] = wire.copy(result)
        return decoded

    def hello(self) -> dict[str, Any]:
        return self._call("hello")

    def new_game(self, game: str, players: int, seed: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
        state: dict[str, Any] = self._call("new_game", game, players, seed, options or {})["state"]
        return state

    def load(self, state: dict[str, Any]) -> None:
        # Requests cross the same JSON trip as results: a string read off the wire is never the interned
        # literal of the engine's source, so an engine comparing with `is` is caught here as over stdio.
        self._call("load", wire.copy(state))

    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = self._call("state")["state"]
        return state

    def legal_actions(self) -> list[dict[str, Any]]:
        actions: list[dict[str, Any]] = self._call("legal_actions")["actions"]
        return actions

    def apply(self, action: dict[str, Any]) -> None:
        self._call("apply", wire.copy(action))

    def score(self) -> list[dict[str, Any]]:
        scores: list[dict[str, Any]] = self._call("score")["scores"]
        return scores

    def view(self, player: int) -> dict[str, Any]:
        shown: dict[str, Any] = self._call("view", player)["state"]
        return shown

    def stderr_tail(self) -> str:
        return ""

    def close(self) -> None:
        return None


@dataclass(frozen=True)
class ResponseCheck:
    """One response schema: jsonschema's validator, and the quick yes for responses that are plainly valid."""

    validator: Draft202012Validator
    plain: Check | None

    def problem(self, response: dict[str, Any]) -> ValidationError | None:
        """The first way `response` breaks the schema, or None; the quick yes, when it says yes, is enough."""
        if self.plain is not None and self.plain(response):
            return None
        return next(iter(self.validator.iter_errors(response)), None)


@cache
def _response_checks() -> dict[str, ResponseCheck]:
    """The protocol's response schemas by command (and `error`), each read and compiled once per process."""
    base = schemas_dir() / "protocol"
    paths = {p.name.removesuffix(".schema.json"): p for p in sorted((base / "responses").glob("*.schema.json"))}
    paths["error"] = base / "error.schema.json"
    checks = {}
    for name, path in paths.items():
        with path.open(encoding="utf-8") as f:
            schema = json.load(f)
        checks[name] = ResponseCheck(Draft202012Validator(schema), compile_plain(schema))
    return checks


class StderrTail:
    """The last STDERR_TAIL_BYTES an engine wrote to stderr, over all its restarts.

    Bounded by bytes, not lines: an engine may write a 512 MiB line without a newline,
    and the harness must keep no more of it than of any other line.
    """

    def __init__(self) -> None:
        self._bytes = bytearray()
        self._lock = threading.Lock()

    def add(self, chunk: bytes) -> None:
        with self._lock:
            self._bytes += chunk
            excess = len(self._bytes) - STDERR_TAIL_BYTES
            if excess > 0:
                del self._bytes[:excess]

    def end_line(self) -> None:
        """A process ended: what the next one writes starts a line of its own."""
        with self._lock:
            if self._bytes and not self._bytes.endswith(b"\n"):
                self._bytes += b"\n"

    def text(self) -> str:
        """The last STDERR_TAIL_LINES lines, each cut to STDERR_LINE_CHARS characters."""
        with self._lock:
            raw = bytes(self._bytes)
        lines = raw.decode("utf-8", "replace").split("\n")
        if lines and not lines[-1]:
            lines.pop()
        return "\n".join(line[:STDERR_LINE_CHARS] for line in lines[-STDERR_TAIL_LINES:])


class _StderrReader:
    """Drains one engine process's stderr into a `StderrTail` on a thread of its own.

    The thread alone reads and closes the stream, and it never blocks in a read: it
    waits on `select` with a short timeout, so `stop` ends it even when a process the
    engine left behind keeps the pipe open forever (closing a stream from another
    thread while a read is blocked on it deadlocks instead).
    """

    def __init__(self, stream: IO[bytes], tail: StderrTail) -> None:
        self._stream = stream
        self._tail = tail
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="engine-stderr", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            fd = self._stream.fileno()
            with selectors.DefaultSelector() as sel:
                sel.register(fd, selectors.EVENT_READ)
                self._drain(sel, fd)
        except (OSError, ValueError):  # the pipe went away under us: nothing more to read
            pass
        finally:
            self._tail.end_line()
            with contextlib.suppress(OSError):
                self._stream.close()

    def _drain(self, sel: selectors.BaseSelector, fd: int) -> None:
        deadline: float | None = None
        while True:
            if deadline is None and self._stop.is_set():
                deadline = time.monotonic() + DRAIN_SECONDS
            if deadline is not None and time.monotonic() > deadline:
                return
            if not sel.select(0 if deadline is not None else POLL_SECONDS):
                if deadline is not None:
                    return  # stopped, and nothing is left to take
                continue
            chunk = os.read(fd, READ_CHUNK)
            if not chunk:
                return
            self._tail.add(chunk)

    def stop(self) -> None:
        """Take what is already written, then end; never waits much longer than DRAIN_SECONDS."""
        self._stop.set()
        self._thread.join(timeout=DRAIN_SECONDS + 4 * POLL_SECONDS)


class SubprocessEngine:
    """Any engine command, spoken to over JSON lines; restarted after each failure."""

    def __init__(
        self,
        command: str,
        timeout: float = 10.0,
        env: dict[str, str] | None = None,
        poll_window: float = WINDOW_SECONDS,
    ) -> None:
        """`command` is split like a shell command line (shlex) but never run by a shell.

        `poll_window` is how long a wait for an answer polls before it sleeps (0: never polls).

        Raises ValueError when it is empty; one that cannot be split (an unclosed quote)
        fails its first request, like any engine that cannot start.
        """
        self._unsplittable = ""
        try:
            self.argv: list[str] | None = shlex.split(command)
        except ValueError as exc:
            self.argv, self._unsplittable = None, str(exc)
        if not command.strip():
            raise ValueError("the engine command is empty")
        self.command = command
        self.timeout = timeout
        self._env = env
        self._proc: subprocess.Popen[bytes] | None = None
        self._tail = StderrTail()
        self._reader: _StderrReader | None = None
        self._buffer = bytearray()
        self.poll_window = poll_window
        self._waiter: PollWait  # made with each process, in _start
        self._next_id = 0
        self.restarts = 0

    # -- process management ----------------------------------------------------------------
    def _start(self) -> subprocess.Popen[bytes]:
        if self.argv is None:
            self.restarts += 1
            raise EngineFailure(f"the engine command cannot be split like a shell command line: {self._unsplittable}")
        try:
            proc = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                start_new_session=True,
                env=self._env if self._env is not None else os.environ.copy(),
            )
        except OSError as exc:  # no such program, not executable, ...
            self.restarts += 1
            raise EngineFailure(f"the engine command could not be started: {exc}") from None
        assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
        os.set_blocking(proc.stdin.fileno(), False)  # every write has a deadline (see _send)
        self._buffer = bytearray()
        # Polls the engine's output briefly before sleeping (rulecore.pollwait): most answers come within
        # microseconds, and a sleeping harness would add its own wake-up to every request.
        self._waiter = PollWait(proc.stdout.fileno(), self.poll_window)
        self._reader = _StderrReader(proc.stderr, self._tail)
        self._proc = proc
        return proc

    def _kill(self) -> None:
        """Kill the engine's process group and the engine, and let go of its pipes, all within deadlines.

        A process the engine started in another session (`setsid sleep 120 &`) survives and may
        hold the pipes open: nothing here waits for their end-of-file.
        """
        proc, self._proc = self._proc, None
        if proc is None:
            return
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            proc.kill()  # an engine that left its process group is still our child
        for stream in (proc.stdin, proc.stdout):  # stderr belongs to its reader thread
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=KILL_WAIT_SECONDS)
        reader, self._reader = self._reader, None
        if reader is not None:
            reader.stop()

    def _fail(self, why: str, kind: type[EngineFailure] = EngineFailure) -> EngineFailure:
        """Kill the engine (a fresh one starts on the next request) and describe what went wrong."""
        self._kill()
        self.restarts += 1
        return kind(why)

    def stderr_tail(self) -> str:
        return self._tail.text()

    @property
    def pid(self) -> int | None:
        """The engine's process id while it runs (for watching its memory, say)."""
        return self._proc.pid if self._proc is not None else None

    def close(self) -> None:
        proc = self._proc
        if proc is not None and proc.poll() is None:
            try:
                self._send({"id": self._new_id(), "cmd": "quit"})
                proc.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired, EngineFailure):
                pass
        self._kill()

    # -- the wire --------------------------------------------------------------------------------
    @staticmethod
    def _exit_status(proc: subprocess.Popen[bytes]) -> int | None:
        """The exit status of an engine that closed its output: it may need a moment to finish exiting."""
        try:
            return proc.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            return None

    def _new_id(self) -> int:
        self._next_id += 1
        return self._next_id

    def _send(self, *requests: dict[str, Any]) -> None:
        """Write request lines, in one write; an engine that stops reading its input fails after `timeout`."""
        self._write(b"".join(wire.dumps(request) + b"\n" for request in requests))

    def _write(self, text: bytes) -> None:
        proc = self._proc or self._start()
        assert proc.stdin is not None
        fd = proc.stdin.fileno()
        data = memoryview(text)
        deadline = time.monotonic() + self.timeout
        writable: select.poll | None = None  # made only when the pipe is full: most writes go at once
        while True:
            try:
                data = data[os.write(fd, data) :]
            except BlockingIOError:
                pass
            except OSError as exc:  # BrokenPipeError above all: the engine is gone
                status = self._exit_status(proc)
                raise self._fail(f"the engine stopped reading its input ({exc}); exit status {status}") from None
            if not data:
                return
            if writable is None:
                writable = select.poll()
                writable.register(fd, select.POLLOUT)
            left = deadline - time.monotonic()
            if left <= 0 or not writable.poll(left * 1000):
                raise self._fail(f"the engine did not read its input within {self.timeout:g} s", EngineTimeout)

    def _read_line(self) -> bytes:
        proc = self._proc
        assert proc is not None and proc.stdout is not None
        fd = proc.stdout.fileno()
        deadline = time.monotonic() + self.timeout
        buffer = self._buffer
        searched = 0
        while (end := buffer.find(b"\n", searched)) < 0:
            if len(buffer) > MAX_LINE:
                raise self._fail(f"the engine wrote a line longer than {MAX_LINE} bytes")
            searched = len(buffer)
            left = deadline - time.monotonic()
            if left <= 0 or not self._waiter.ready(left):
                raise self._fail(f"the engine did not answer within {self.timeout:g} s", EngineTimeout)
            chunk = os.read(fd, READ_CHUNK)
            if not chunk:
                status = self._exit_status(proc)
                raise self._fail(f"the engine exited (status {status}) without answering")
            buffer += chunk
        if end > MAX_LINE:
            raise self._fail(f"the engine wrote a line longer than {MAX_LINE} bytes")
        line = bytes(buffer[:end])
        del buffer[: end + 1]
        return line

    def request(self, cmd: str, **params: Any) -> dict[str, Any]:
        request_id = self._new_id()
        self._send({"id": request_id, "cmd": cmd, **params})
        response = self._answer(cmd, request_id)
        if not response["ok"]:
            err = response["error"]
            raise EngineRefusal(err["code"], err["message"], err.get("rule"))
        return response

    def request_text(self, cmd: str, members: str) -> dict[str, Any]:
        """A request written as given, for what a dict cannot hold (a repeated name, `1.0`): the line is
        `{"id": <a fresh id>, <members>}`, and its answer is read and judged as `request` judges that of `cmd`."""
        request_id = self._new_id()
        self._write(b'{"id": %d, %s}\n' % (request_id, members.encode()))
        response = self._answer(cmd, request_id)
        if not response["ok"]:
            err = response["error"]
            raise EngineRefusal(err["code"], err["message"], err.get("rule"))
        return response

    def send_ahead(self, requests: list[tuple[str, dict[str, Any]]]) -> list[dict[str, Any]]:
        """Send every request in one write before reading any answer (protocol §1.3), then read the
        answers in order, each checked as `request` checks it; refusals are answers here, not errors."""
        ids = [self._new_id() for _ in requests]
        self._send(*({"id": i, "cmd": cmd, **params} for i, (cmd, params) in zip(ids, requests, strict=True)))
        return [self._answer(cmd, i) for i, (cmd, _) in zip(ids, requests, strict=True)]

    def _answer(self, cmd: str, request_id: int) -> dict[str, Any]:
        """The next response line, which must answer `request_id` and match the protocol's schema for `cmd`."""
        line = self._read_line()
        try:
            response = wire.loads(line)
        except (ValueError, RecursionError):  # not JSON, not UTF-8, or nested beyond reason
            raise self._fail(f"the engine answered a line that is not JSON: {line[:200]!r}") from None
        if not isinstance(response, dict):
            raise self._fail(f"the engine answered {type(response).__name__}, not a JSON object")
        if response.get("id") != request_id:
            raise self._fail(f"the engine answered id {response.get('id')!r} to request id {request_id}")
        ok = response.get("ok")
        problem = _response_checks()[cmd if ok is True else "error"].problem(response)
        if problem is not None:
            where = "/".join(str(p) for p in problem.path) or "(response)"
            raise self._fail(f"the engine's {cmd} response breaks the protocol schema at {where}: {problem.message}")
        return response

    # -- the verbs ---------------------------------------------------------------------------
    def hello(self) -> dict[str, Any]:
        return self.request("hello", protocol=1)

    def new_game(self, game: str, players: int, seed: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
        state: dict[str, Any] = self.request("new_game", game=game, players=players, seed=seed, options=options or {})[
            "state"
        ]
        return state

    def load(self, state: dict[str, Any]) -> None:
        self.request("load", state=state)

    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = self.request("state")["state"]
        return state

    def legal_actions(self) -> list[dict[str, Any]]:
        actions: list[dict[str, Any]] = self.request("legal_actions")["actions"]
        return actions

    def apply(self, action: dict[str, Any]) -> None:
        self.request("apply", action=action)

    def score(self) -> list[dict[str, Any]]:
        scores: list[dict[str, Any]] = self.request("score")["scores"]
        return scores

    def view(self, player: int) -> dict[str, Any]:
        """The state as `player` may see it (protocol §4, optional feature `view`)."""
        shown: dict[str, Any] = self.request("view", player=player)["state"]
        return shown
