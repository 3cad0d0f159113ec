"""The JSON-lines server: `python -m reference_impl serve` (spec/protocol.md).

It survives any input: a line that is not JSON gets `parse_error`, a request of
the wrong shape `invalid_request`, and an exception inside the engine
`internal_error`; the loop always goes on to the next line. Every line but an
empty one gets exactly one answer (§1.2), and no answer to a bad request grows
with it: a message quotes at most a short prefix of what it refuses (§1.6), and
a request nested deeper than any game needs is refused before anything walks it.
A line longer than the protocol's limit is refused without being kept whole, and
one nested past what a parser or an encoder can walk gets `invalid_request` like
any other too deep; no line, whatever it holds, ends the process or its game.
"""

from __future__ import annotations

import json
import reprlib
import sys
import traceback
from collections.abc import Iterator
from functools import cache
from io import BufferedIOBase
from typing import IO, TYPE_CHECKING, Any, TypeGuard

from rulecore import wire
from rulecore.paths import schemas_dir
from rulecore.pollwait import WINDOW_SECONDS, PollWait

from .engine import ReferenceEngine
from .errors import EngineError, InvalidRequest, UnknownCommand

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator

COMMANDS = ("hello", "new_game", "load", "state", "legal_actions", "apply", "score", "count", "view", "quit")
MESSAGE_CHARS = 1000
"""The longest error message, in characters (§1.7): a message names a problem, it does not echo the input."""
MAX_LINE_BYTES = 8 * 1024 * 1024
"""The longest request line read (spec/protocol.md §1.6); a longer one is refused without being kept whole."""
_TOO_LONG = f"the request line is longer than the protocol's {MAX_LINE_BYTES // (1024 * 1024)} MiB (§1.6)"
_TOO_DEEP = f"the request nests more than {wire.MAX_DEPTH} arrays or objects deep (§1.7)"

_QUOTE = reprlib.Repr()
_QUOTE.maxlevel, _QUOTE.maxstring, _QUOTE.maxother = 3, 80, 80
_QUOTE.maxlist = _QUOTE.maxdict = _QUOTE.maxtuple = 6


def quote(value: Any) -> str:
    """A short, bounded rendering of any request value for a message: never its whole text, never a deep walk."""
    return _QUOTE.repr(value)


def _cap(message: str) -> str:
    if len(message) <= MESSAGE_CHARS:
        return message
    return f"{message[: MESSAGE_CHARS - 40]}... ({len(message)} characters in all)"




@cache
def _command_validator(cmd: str) -> Draft202012Validator:
    """The request schema's branch for one command.

    The schema is a `oneOf` whose branches differ in their `cmd` constant, so a
    request of a known command matches the whole schema exactly when it matches
    its own branch; checking only that branch costs a tenth and names the real problem.
    jsonschema is imported here, on the first request that needs it, not at start-up.
    """
    from jsonschema import Draft202012Validator  # noqa: PLC0415

    with (schemas_dir() / "protocol" / "request.schema.json").open(encoding="utf-8") as f:
        schema = json.load(f)
    return Draft202012Validator({**schema["$defs"][cmd], "$defs": schema["$defs"]})  # the branch, with its $refs


def _error(request_id: Any, code: str, message: str, rule: str | None = None) -> dict[str, Any]:
    error = {"code": code, "message": _cap(message)}
    if rule:
        error["rule"] = rule
    return {"id": request_id, "ok": False, "error": error}


BARE_COMMANDS = frozenset({"state", "legal_actions", "score", "quit"})
"""Commands whose request schema allows exactly `id` and `cmd`."""
PLAIN_DEPTH = 8
"""How deep `_plain_value` looks before it leaves a value to the schema."""


_NUMBERS = frozenset({int, bool, type(None)})
"""The leaf types `bounded_value` puts no bound on; a float is left to `_check`, which refuses it (§1.10)."""


def _plain_value(value: Any, depth: int = 0) -> bool:
    """Whether `value` is certainly within the request schema's `bounded_value` (strings of at most 256
    characters, arrays of at most 256 items, objects of at most 32 members with names of at most 64).
    False means "ask the schema", never "invalid". On every `apply`, so a container's leaves are
    looked at in its own loop, without a call each."""
    kind = type(value)
    if kind is str:
        return len(value) <= 256
    if kind in _NUMBERS:
        return True
    if depth >= PLAIN_DEPTH:
        return False
    if kind is dict:
        if len(value) > 32:
            return False
        for key, item in value.items():
            if type(key) is not str or len(key) > 64:
                return False
            leaf = type(item)
            if leaf is str:
                if len(item) > 256:
                    return False
            elif leaf not in _NUMBERS and not _plain_value(item, depth + 1):
                return False
        return True
    if kind is list:
        return len(value) <= 256 and all(_plain_value(item, depth + 1) for item in value)
    return False


def _plain_action(action: Any) -> TypeGuard[dict[str, Any]]:
    """Whether an `apply` request's `action` is certainly within the schema: an object of bounded values."""
    return type(action) is dict and _plain_value(action)


def _plain_options(options: Any) -> bool:
    """Whether `new_game`'s `options` are certainly within the schema: at most 16 members with names of at
    most 64 characters, `variants` a list of at most 32 distinct strings of at most 64, the rest bounded values."""
    if type(options) is not dict or len(options) > 16:
        return False
    for name, value in options.items():
        if type(name) is not str or len(name) > 64:
            return False
        if value is None:
            return False  # an option is left out, never null (§1.10): the schema refuses it
        if name == "variants":
            if type(value) is not list or len(value) > 32 or not all(type(v) is str and len(v) <= 64 for v in value):
                return False
            if len(set(value)) != len(value):
                return False
        elif not _plain_value(value, 1):
            return False
    return True


def _plain_new_game(request: dict[str, Any]) -> bool:
    """`new_game` with exactly its five members and perhaps `options`, each of the schema's type and range."""
    game, players, seed = request.get("game"), request.get("players"), request.get("seed")
    return (
        len(request) == (6 if "options" in request else 5)
        and type(game) is str
        and len(game) <= 64
        and type(players) is int
        and 1 <= players <= 4
        and type(seed) is int
        and 0 <= seed < 1 << 64
        and ("options" not in request or _plain_options(request["options"]))
    )


def _plainly_valid(cmd: str, request: dict[str, Any]) -> bool:
    """A shortcut for the requests a game is made of, which the schema would accept: a command without
    parameters, `apply` with a small action, `new_game` with small options. Exact where it says True
    (tests/property/test_requests.py checks it against the schema); anything else goes through the
    schema, which names the problem. Each request it passes also spares the client jsonschema's import
    and compilation (about 60 ms) when it is the session's first."""
    if cmd in BARE_COMMANDS:
        return len(request) == 2  # `id` and `cmd`, both already looked at
    if cmd == "apply":
        return len(request) == 3 and "action" in request and _plain_action(request["action"])
    if cmd == "hello":
        return len(request) == 3 and type(request.get("protocol")) is int and request["protocol"] == 1
    if cmd == "new_game":
        return _plain_new_game(request)
    return False


def _fraction(request: dict[str, Any]) -> tuple[str, float] | None:
    """The path and value of the first number in `request` not written as an integer (§1.10), or None.

    JSON Schema counts `1.0` as an integer, so the schema alone lets it through. A `load`'s state is
    left to the game's load, which refuses such a number as an impossible state (§3.3)."""
    skip = "state" if request.get("cmd") == "load" else None
    stack: list[tuple[str, Any]] = [(key, value) for key, value in request.items() if key != skip]
    while stack:
        where, item = stack.pop()
        if type(item) is float:
            return where, item
        if isinstance(item, dict):
            stack.extend((f"{where}/{key}", value) for key, value in item.items())
        elif isinstance(item, list):
            stack.extend((f"{where}/{i}", value) for i, value in enumerate(item))
    return None


def _check(request: dict[str, Any]) -> None:
    if "cmd" not in request or type(request["cmd"]) is not str:
        raise InvalidRequest(f"every request needs a string 'cmd' naming its command, one of {', '.join(COMMANDS)}")
    cmd = request["cmd"]
    if cmd not in COMMANDS:
        raise UnknownCommand(f"unknown command {quote(cmd)}; the protocol defines {', '.join(COMMANDS)}")
    if _plainly_valid(cmd, request):
        return  # nests at most PLAIN_DEPTH deep, within the schema, and holds no float
    if wire.too_deep(request):
        raise InvalidRequest(f"{cmd}: {_TOO_DEEP}")
    # The first problem only: the schema bounds sizes before it looks inside (uniqueItems is quadratic).
    problem = next(iter(_command_validator(cmd).iter_errors(request)), None)
    if problem is not None:
        where = "/".join(str(p) for p in problem.path) or "(request)"
        raise InvalidRequest(f"{cmd}: {where}: {_cap(problem.message)}")
    fraction = _fraction(request)
    if fraction is not None:
        where, value = fraction
        raise InvalidRequest(f"{cmd}: {where[:200]}: {quote(value)} is not written as an integer (protocol §1.10)")


def handle(engine: ReferenceEngine, request: dict[str, Any]) -> dict[str, Any]:
    """Answer one parsed request; never raises."""
    raw_id = request.get("id")
    request_id = raw_id if type(raw_id) is int else None  # a boolean is not an id (bool subclasses int)
    try:
        if request_id is None:
            raise InvalidRequest("every request needs an integer 'id'")
        _check(request)
        cmd = request["cmd"]
        result: dict[str, Any]
        if cmd == "hello":
            result = engine.hello()
        elif cmd == "new_game":
            result = engine.new_game(request["game"], request["players"], request["seed"], request.get("options"))
        elif cmd == "load":
            result = engine.load(request["state"])
        elif cmd == "state":
            result = engine.state()
        elif cmd == "legal_actions":
            result = engine.legal_actions()
        elif cmd == "apply":
            result = engine.apply(request["action"])
        elif cmd == "score":
            result = engine.score()
        elif cmd == "count":
            result = engine.count(request["depth"], bool(request.get("divide", False)))
        elif cmd == "view":
            result = engine.view(request["player"])
        elif cmd == "quit":
            result = {}
        else:
            return _error(request_id, "unsupported", f"the optional feature '{cmd}' is not offered by this engine")
        return {"id": request_id, "ok": True, **result}
    except Exception as exc:
        return _failure(request_id, exc)


def _failure(request_id: int | None, exc: Exception) -> dict[str, Any]:
    """The error response for what a request raised: its own code for an `EngineError`, else
    `internal_error` (an engine bug must cost one request, never the process)."""
    if isinstance(exc, EngineError):
        return _error(request_id, exc.code, exc.message, exc.rule)
    traceback.print_exception(exc, file=sys.stderr)
    return _error(request_id, "internal_error", f"{type(exc).__name__}: {str(exc)[:MESSAGE_CHARS]}")


def respond(engine: ReferenceEngine, request: dict[str, Any]) -> tuple[bytes, bool]:
    """`handle`'s answer as the line's JSON text, and whether it succeeded.

    The two requests a game is made of take a shorter way with the same answers: the legal list,
    most of the text a game sends, goes out as the encoding the engine already made to match the
    next `apply`, not encoded a second time; an `apply` of a plainly valid action goes straight to
    the engine, and its success is a fixed text.
    """
    request_id = request.get("id")
    if type(request_id) is int:
        cmd = request.get("cmd")
        if cmd == "legal_actions" and len(request) == 2:
            try:
                return b'{"id":%d,"ok":true,"actions":%b}' % (request_id, engine.legal_actions_text()), True
            except Exception:  # `handle` asks again and answers the error in full
                pass
        elif cmd == "apply" and len(request) == 3 and _plain_action(action := request.get("action")):
            try:
                result = engine.apply(action)
            except Exception as exc:  # a refused action changed nothing; answered as `handle` would
                return wire.dumps(_failure(request_id, exc)), False
            if not result:
                return b'{"id":%d,"ok":true}' % request_id, True
            return wire.dumps({"id": request_id, "ok": True, **result}), True
    response = handle(engine, request)
    return wire.dumps(response), bool(response["ok"])


def _waiter(stdin: BufferedIOBase, window: float) -> PollWait | None:
    """A waiter for stdin's descriptor, or None for a stream without one (a test's BytesIO) or no window."""
    try:
        fd = stdin.fileno()
    except (OSError, ValueError):  # io.UnsupportedOperation is both
        return None
    return PollWait(fd, window) if window > 0 else None


def _batches(stdin: BufferedIOBase, waiter: PollWait | None = None) -> Iterator[list[bytes]]:
    """The complete lines each read brings, without their line feeds (a last line without one ends the input).

    A client that waits for each answer gets its line in a batch of one; a client that sends ahead
    (answers come in order, §1.3) gets its answers written together, one write instead of one each.
    `read1` empties the stream's buffer each time (it reads at most one buffer's worth), so the
    waiter, which watches the descriptor under it, never sleeps while a line sits in the buffer.
    """
    pending = bytearray()  # a line in parts grows in place, never by copying what came before
    while (waiter is None or waiter.ready()) and (chunk := stdin.read1(1 << 16)):
        if b"\n" not in chunk:
            if len(pending) <= MAX_LINE_BYTES:  # past the limit the line is refused unread: its rest is dropped
                pending += chunk
            continue
        if pending:
            if len(pending) <= MAX_LINE_BYTES:
                pending += chunk
                chunk = bytes(pending)
            else:  # the kept part of an overlong line, longer than the limit, is all its answer needs
                chunk = bytes(pending) + chunk[chunk.index(b"\n") :]
            pending.clear()
        *lines, rest = chunk.split(b"\n")
        pending += rest
        yield lines
    if pending:
        yield [bytes(pending)]


_ESCAPED_COLONS = (b"\\u003a", b"\\u003A")


def _repeats(line: bytes, request: dict[str, Any]) -> bool:
    """Whether the request line names a member twice in one object, at any depth (§1.9).

    The parsers keep the last of a repeated name, so the parsed request cannot tell; its text can.
    Every colon of a line is either the one after a member's name or a character of a string, and
    the compact text of the parsed request has the same colons, less those the repeats took away.
    So the counts differ exactly when a name was repeated, unless a string writes a colon as an
    escape (`\\u003a`); such a line, which no client needs to send, gets the exact (slower) look."""
    colons = line.count(b":")
    if colons == 0:
        return False
    if any(escape in line for escape in _ESCAPED_COLONS):
        return _repeated_name(line) is not None
    return colons != wire.dumps(request).count(b":")


def _repeated_name(line: bytes) -> tuple[str, bool] | None:
    """The first name an object of the line repeats (innermost objects first) and whether the request's
    own `id` is repeated, or None; the line is parsed again keeping every pair, so only once it is known
    to parse and to repeat a name."""
    first: list[str] = []
    outermost: list[set[str]] = [set()]

    def pairs(members: list[tuple[str, Any]]) -> dict[str, Any]:
        seen: set[str] = set()
        repeated: set[str] = set()
        for name, _ in members:
            if name in seen:
                repeated.add(name)
                first.append(name)
            seen.add(name)
        outermost[0] = repeated  # the request itself is the last object to close
        return dict(members)

    json.loads(line.decode("utf-8", "replace"), object_pairs_hook=pairs)
    return (first[0], "id" in outermost[0]) if first else None


def _answer(engine: ReferenceEngine, line: bytes) -> tuple[bytes, bool]:
    """The response line to one request line (without its line feed), and whether it was a `quit` that succeeded.

    Nothing a line holds escapes as an exception: a line past the size limit is refused unread, one nested
    past what the parsers or the encoder can walk is refused as too deep, and whatever else goes wrong here
    costs that line an `internal_error`, never the process and the game it holds (`serve` keeps both)."""
    if len(line) > MAX_LINE_BYTES:
        return wire.dumps(_error(None, "invalid_request", _TOO_LONG)), False
    try:
        request = wire.loads_line(line)
    except RecursionError:  # the parsers stopped long after the limit of §1.7, and before their stack ran out
        if line.lstrip(b" \t\r")[:1] != b"{":  # refused as any array or scalar is, however deep
            return wire.dumps(_error(None, "parse_error", "a request must be a JSON object")), False
        return wire.dumps(_error(None, "invalid_request", _TOO_DEEP)), False
    except ValueError as exc:  # JSONDecodeError and huge integers
        return wire.dumps(_error(None, "parse_error", f"the line is not valid JSON: {str(exc)[:200]}")), False
    if not isinstance(request, dict):
        return wire.dumps(_error(None, "parse_error", "a request must be a JSON object")), False
    try:
        refused = line_refusal(line, request)
    except RecursionError:  # too deep to encode again: `_check` refuses it as too deep (§1.7), naming its id
        refused = None
    if refused is not None:
        return wire.dumps(refused), False
    text, ok = respond(engine, request)
    return text, ok and request.get("cmd") == "quit"


def _last_resort(line: bytes, exc: Exception) -> bytes:
    """The answer to a line whose handling failed outside `handle` (a defect of this module): `internal_error`,
    so that the line still gets its one answer and the engine and its game go on (§5)."""
    traceback.print_exception(exc, file=sys.stderr)
    message = f"the engine failed on this line ({len(line)} bytes): {type(exc).__name__}"
    return wire.dumps(_error(None, "internal_error", message))


def line_refusal(line: bytes, request: dict[str, Any]) -> dict[str, Any] | None:
    """The refusal of a request line whose text says more than its parsed object (`request`) can: a
    name repeated in one object (§1.9), `invalid_request`; None for every other line, which `handle` answers.
    A repeated `id` could not be read, so the refusal's `id` is null (§2.3)."""
    if not _repeats(line, request):
        return None
    name, id_repeated = _repeated_name(line) or ("", False)
    raw_id = request.get("id")
    request_id = raw_id if type(raw_id) is int and not id_repeated else None
    message = f"the member name {quote(name)} is repeated in one object of the request (protocol §1.9)"
    return _error(request_id, "invalid_request", message)


def serve(stdin: BufferedIOBase, stdout: IO[bytes], poll_window: float = WINDOW_SECONDS) -> int:
    """Answer request lines until stdin ends or `quit` succeeds.

    Only an empty line is skipped (§1.2): a line of whitespace alone, even whitespace
    Python would strip (form feed, U+2028, U+3000), is a line that is not JSON, and
    gets its `parse_error`, so a client never waits for an answer that cannot come.
    The streams are bytes: only a line feed ends a line, and no text layer decodes
    what orjson reads directly or encodes what it wrote. Between lines it polls stdin for up
    to `poll_window` seconds before it sleeps (rulecore.pollwait), so that a client that waits
    for each answer does not also wait for this process to be woken.
    """
    engine = ReferenceEngine()
    for lines in _batches(stdin, _waiter(stdin, poll_window)):
        answers: list[bytes] = []
        quit_now = False
        for line in lines:
            if line:
                try:
                    text, quit_now = _answer(engine, line)
                except Exception as exc:  # never the process: the line is answered, the game kept
                    text, quit_now = _last_resort(line, exc), False
                answers.append(text)
                if quit_now:
                    break
        if answers:
            answers.append(b"")  # so that the last answer ends with its line feed too
            stdout.write(b"\n".join(answers))
            stdout.flush()
        if quit_now:
            return 0
    return 0
