"""The `Engine` interface the step definitions drive, and its two adapters.

`InProcessEngine` calls the bundled reference engine directly. `SubprocessEngine`
runs any command that speaks spec/protocol.md: it validates every response
against the protocol schemas, times out a silent engine, caps line length, keeps
the tail of stderr, and when the engine crashes, hangs or talks garbage it kills
the whole process group and starts a fresh one, so one broken scenario never
stops the run.
"""

from __future__ import annotations

import contextlib
import json
import os
import selectors
import shlex
import signal
import subprocess
import threading
import time
from collections import deque
from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol, runtime_checkable

from jsonschema import Draft202012Validator

from rulecore import wire
from rulecore.paths import schemas_dir

MAX_LINE = 8 * 1024 * 1024
STDERR_TAIL_LINES = 200


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
        self._call("load", state)

    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = self._call("state")["state"]
        return state

    def legal_actions(self) -> list[dict[str, Any]]:
        actions: list[dict[str, Any]] = self._call("legal_actions")["actions"]
        return actions

    def apply(self, action: dict[str, Any]) -> None:
        self._call("apply", action)

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


@cache
def _response_validators() -> dict[str, Draft202012Validator]:
    base = schemas_dir() / "protocol"
    validators = {}
    for path in sorted((base / "responses").glob("*.schema.json")):
        with path.open(encoding="utf-8") as f:
            validators[path.name.removesuffix(".schema.json")] = Draft202012Validator(json.load(f))
    with (base / "error.schema.json").open(encoding="utf-8") as f:
        validators["error"] = Draft202012Validator(json.load(f))
    return validators


class SubprocessEngine:
    """Any engine command, spoken to over JSON lines; restarted after each failure."""

    def __init__(self, command: str, timeout: float = 10.0, env: dict[str, str] | None = None) -> None:
        self.command = command
        self.timeout = timeout
        self._env = env
        self._proc: subprocess.Popen[bytes] | None = None
        self._stderr: deque[str] = deque(maxlen=STDERR_TAIL_LINES)
        self._stderr_thread: threading.Thread | None = None
        self._buffer = b""
        self._next_id = 0
        self.restarts = 0

    # -- process management ----------------------------------------------------------------
    def _start(self) -> subprocess.Popen[bytes]:
        proc = subprocess.Popen(
            shlex.split(self.command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
            env=self._env if self._env is not None else os.environ.copy(),
        )
        self._buffer = b""
        self._stderr_thread = threading.Thread(target=self._drain_stderr, args=(proc,), daemon=True)
        self._stderr_thread.start()
        self._proc = proc
        return proc

    def _drain_stderr(self, proc: subprocess.Popen[bytes]) -> None:
        assert proc.stderr is not None
        for raw in iter(proc.stderr.readline, b""):
            self._stderr.append(raw[:2000].decode("utf-8", "replace").rstrip("\n"))

    def _kill(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        proc.wait()
        if self._stderr_thread is not None:
            self._stderr_thread.join(timeout=1.0)

    def _fail(self, why: str) -> EngineFailure:
        """Kill the engine (a fresh one starts on the next request) and describe what went wrong."""
        self._kill()
        self.restarts += 1
        return EngineFailure(why)

    def stderr_tail(self) -> str:
        return "\n".join(self._stderr)

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

    def _send(self, request: dict[str, Any]) -> None:
        proc = self._proc or self._start()
        assert proc.stdin is not None
        try:
            proc.stdin.write(wire.dumps(request) + b"\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            status = self._exit_status(proc)
            raise self._fail(f"the engine stopped reading its input ({exc}); exit status {status}") from None

    def _read_line(self) -> bytes:
        proc = self._proc
        assert proc is not None and proc.stdout is not None
        fd = proc.stdout.fileno()
        deadline = time.monotonic() + self.timeout
        with selectors.DefaultSelector() as sel:
            sel.register(fd, selectors.EVENT_READ)
            while b"\n" not in self._buffer:
                if len(self._buffer) > MAX_LINE:
                    raise self._fail(f"the engine wrote a line longer than {MAX_LINE} bytes")
                left = deadline - time.monotonic()
                if left <= 0 or not sel.select(left):
                    raise self._fail(f"the engine did not answer within {self.timeout:g} s")
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    status = self._exit_status(proc)
                    raise self._fail(f"the engine exited (status {status}) without answering")
                self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line

    def request(self, cmd: str, **params: Any) -> dict[str, Any]:
        request_id = self._new_id()
        self._send({"id": request_id, "cmd": cmd, **params})
        line = self._read_line()
        try:
            response = wire.loads(line)
        except (ValueError, RecursionError):  # not JSON, not UTF-8, or nested beyond reason
            raise self._fail(f"the engine answered a line that is not JSON: {line[:200]!r}") from None
        if not isinstance(response, dict):
            raise self._fail(f"the engine answered {type(response).__name__}, not a JSON object")
        if response.get("id") != request_id:
            raise self._fail(f"the engine answered id {response.get('id')!r} to request id {request_id}")
        validators = _response_validators()
        ok = response.get("ok")
        validator = validators[cmd] if ok is True else validators["error"]
        problem = next(iter(validator.iter_errors(response)), None)
        if problem is not None:
            where = "/".join(str(p) for p in problem.path) or "(response)"
            raise self._fail(f"the engine's {cmd} response breaks the protocol schema at {where}: {problem.message}")
        if not ok:
            err = response["error"]
            raise EngineRefusal(err["code"], err["message"], err.get("rule"))
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
