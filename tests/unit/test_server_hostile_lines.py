"""No request line ends the reference server (spec/protocol.md §1.2, §1.6, §1.7, §2.4).

A client may send anything: a request nested a thousand levels deep, a line of
megabytes, names given twice, numbers JSON has no word for, bytes that are no
UTF-8. Each line gets exactly one answer and the game the server holds is kept:
the state asked for after them is the state before them, for every game.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from reference_impl.games import registered
from reference_impl.server import MAX_LINE_BYTES, serve
from rulecore.wire import MAX_DEPTH

GAMES = sorted(registered())
REFUSALS = {"parse_error", "invalid_request", "unknown_command", "unsupported", "invalid_state", "illegal_action"}
"""Every code but `internal_error`: a hostile line is the client's fault, and the answer must say which kind."""


def _start(game: str) -> bytes:
    return b'{"id": 0, "cmd": "new_game", "game": "%s", "players": 2, "seed": 3}' % game.encode()


def _answers(game: str, lines: list[bytes]) -> tuple[list[dict[str, Any]], dict[str, Any], dict[str, Any]]:
    """The answers to `lines` sent after a new game, with the state before them and the state after them."""
    stdout = io.BytesIO()
    sent = [_start(game), *lines, b'{"id": 99, "cmd": "state"}']
    assert serve(io.BytesIO(b"".join(line + b"\n" for line in sent)), stdout) == 0
    raw = stdout.getvalue()
    assert raw.endswith(b"\n")
    first, *middle, last = [json.loads(line) for line in raw.split(b"\n")[:-1]]
    assert len(middle) == len([line for line in lines if line]), "one answer to every line that is not empty"
    return middle, first["state"], last["state"]


def _nested(depth: int, *, objects: bool, colon: bool) -> str:
    if objects:
        return '{"k": ' * depth + "1" + "}" * depth
    inner = '"a:b"' if colon else ""
    return "[" * depth + inner + "]" * depth


REPRODUCTION = '{"id":1,"cmd":"hello","protocol":1,"x":' + "[" * 1000 + "]" * 1000 + "}"
"""The line of issue 48: nested a thousand deep, with a colon; the server ended with status 1, the game lost."""


@pytest.mark.parametrize("game", GAMES)
def test_the_reproduction_is_refused_and_the_game_goes_on_over_stdin(game: str) -> None:
    sent = [_start(game), REPRODUCTION.encode(), b'{"id": 2, "cmd": "legal_actions"}', b'{"id": 3, "cmd": "quit"}']
    done = subprocess.run(
        [sys.executable, "-m", "reference_impl", "serve"],
        input=b"".join(line + b"\n" for line in sent),
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    started, refused, legal, quit_answer = [json.loads(line) for line in done.stdout.splitlines()]
    assert started["ok"] is True
    assert refused["id"] == 1
    assert refused["error"]["code"] == "invalid_request"
    assert f"more than {MAX_DEPTH}" in refused["error"]["message"]
    assert legal["ok"] is True and legal["actions"], "the game held before the line is still there"
    assert quit_answer == {"id": 3, "ok": True}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 255, 300, 1000, 1025, 5000, 100_000])
@pytest.mark.parametrize("shape", ["arrays", "arrays-with-colon", "objects"])
def test_a_request_nested_past_the_limit_is_an_invalid_request(game: str, depth: int, shape: str) -> None:
    """Past 254 levels the fast encoder gives up, past about a thousand the parsers and the standard encoder:
    each depth is refused the same way, by the limit of §1.7, never by a stack that ran out."""
    nest = _nested(depth, objects=shape == "objects", colon=shape == "arrays-with-colon")
    whole = f'{{"id": 1, "cmd": "apply", "action": {{"type": "pass", "x": {nest}}}}}'
    escaped = whole.replace('"k"', '"k\\u003a"')  # an escaped colon takes the exact look for repeated names
    answers, before, after = _answers(game, [whole.encode(), escaped.encode(), nest.encode()])
    *refused, bare = answers
    for answer in refused:
        assert answer["ok"] is False
        assert answer["error"]["code"] == "invalid_request", answer["error"]
        assert f"more than {MAX_DEPTH}" in answer["error"]["message"]
    # Alone, an array is no request at any depth; an object without an `id` is refused for that, or its depth.
    assert bare["error"]["code"] == ("invalid_request" if shape == "objects" else "parse_error"), bare["error"]
    assert after == before


@pytest.mark.parametrize("game", GAMES)
def test_a_line_past_the_size_limit_is_refused_unread(game: str) -> None:
    big = b'{"id": 1, "cmd": "apply", "action": {"type": "' + b"p" * MAX_LINE_BYTES + b'"}}'
    answers, before, after = _answers(game, [big, b'{"id": 2, "cmd": "hello", "protocol": 1}'])
    assert answers[0]["error"]["code"] == "invalid_request"
    assert "MiB" in answers[0]["error"]["message"]
    assert len(json.dumps(answers[0])) < 1000
    assert answers[1]["ok"] is True
    assert after == before


# -- generated hostile lines ---------------------------------------------------------------------------
_COMMANDS = ["hello", "new_game", "load", "state", "legal_actions", "apply", "score", "count", "view", "quit"]
_NUMBERS = ["NaN", "-NaN", "Infinity", "-Infinity", "1e400", "-1e400", "1.0", "1e0", "-0.0", "0.5", "9" * 30]


@st.composite
def _deep(draw: st.DrawFn) -> bytes:
    depth = draw(st.integers(MAX_DEPTH + 1, 3_000))
    nest = _nested(depth, objects=draw(st.booleans()), colon=draw(st.booleans()))
    if draw(st.booleans()):
        return nest.encode()
    cmd = draw(st.sampled_from(_COMMANDS))
    return f'{{"id": 1, "cmd": "{cmd}", "action": {nest}, "state": {nest}}}'.encode()


@st.composite
def _large(draw: st.DrawFn) -> bytes:
    size = draw(st.integers(257, 300_000))
    where = draw(st.sampled_from(["type", "name", "list"]))
    if where == "list":
        return b'{"id": 1, "cmd": "apply", "action": {"type": "pass", "cards": [' + b"1," * size + b"1]}}"
    if where == "name":
        return b'{"id": 1, "cmd": "apply", "action": {"' + b"n" * size + b'": 1, "type": "pass"}}'
    return b'{"id": 1, "cmd": "apply", "action": {"type": "' + b"t" * size + b'"}}'


@st.composite
def _repeated(draw: st.DrawFn) -> bytes:
    cmd = draw(st.sampled_from(_COMMANDS))
    name = draw(st.sampled_from(["id", "cmd", "game", "action", "type", "protocol"]))
    inner = draw(st.booleans())
    escaped = draw(st.booleans())
    written = name.replace("i", "\\u0069") if escaped else name
    if inner:
        return f'{{"id": 1, "cmd": "{cmd}", "action": {{"{name}": 1, "{written}": 2}}}}'.encode()
    return f'{{"id": 1, "cmd": "{cmd}", "{name}": 1, "{written}": "{cmd}"}}'.encode()


@st.composite
def _odd_number(draw: st.DrawFn) -> bytes:
    number = draw(st.sampled_from(_NUMBERS))
    places = ["id", "seed", "players", "depth", "player", "action", "protocol"]
    if number.isdigit():  # an id is any integer (protocol §2.1): 30 digits there is a request like any other
        places.remove("id")
    where = draw(st.sampled_from(places))
    if where == "action":
        return f'{{"id": 1, "cmd": "apply", "action": {{"type": "pass", "n": {number}}}}}'.encode()
    base = {"id": 1, "cmd": "new_game", "game": "sweet-lands", "players": 2, "seed": 1}
    base.update({"cmd": {"depth": "count", "player": "view", "protocol": "hello"}.get(where, "new_game")})
    text = json.dumps({k: v for k, v in base.items() if k != where})
    return f'{text[:-1]}, "{where}": {number}}}'.encode()


@st.composite
def _encoded(draw: st.DrawFn) -> bytes:
    request = draw(st.sampled_from(_COMMANDS)).encode()
    how = draw(st.sampled_from(["bytes", "bom", "utf16", "bad-utf8", "nul", "surrogate", "overlong"]))
    line = b'{"id": 1, "cmd": "apply", "action": {"type": "%s"}}' % request
    if how == "bytes":
        line = draw(st.binary(min_size=1, max_size=200))
    elif how == "bom":
        line = b"\xef\xbb\xbf" + line
    elif how == "utf16":
        line = line.decode().encode("utf-16")
    elif how == "bad-utf8":
        line = line.replace(b"apply", b"app\xffly")
    elif how == "nul":
        line = line.replace(b'"type"', b'"ty\x00pe"')
    elif how == "surrogate":
        line = line.replace(b'"type": "', b'"type": "\\udc80')
    else:
        line = line.replace(b"apply", b"\xc1\xa1pply")  # an overlong encoding of "a"
    return line.replace(b"\n", b" ")


hostile_lines = st.one_of(_deep(), _large(), _repeated(), _odd_number(), _encoded())


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(lines=st.lists(hostile_lines, min_size=1, max_size=6))
@example(lines=[REPRODUCTION.encode()])
def test_generated_hostile_lines_get_one_answer_each_and_keep_the_game(game: str, lines: list[bytes]) -> None:
    """Depth, size, repeated names, numbers JSON cannot hold or a request may not carry, broken encodings:
    one refusal per line, none an internal error, and the state after them is the state before."""
    answers, before, after = _answers(game, lines)
    for line, answer in zip([line for line in lines if line], answers, strict=True):
        assert answer["ok"] is False, f"{line[:120]!r} was accepted"
        assert answer["error"]["code"] in REFUSALS, (line[:120], answer["error"])
        assert len(answer["error"]["message"]) <= 1000
    assert after == before


def test_a_defect_in_reading_a_line_costs_that_line_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever escapes the reading of one line (here a planted fault) is that line's `internal_error`:
    the next line is answered and the game is still there."""
    from reference_impl import server  # noqa: PLC0415

    def broken(line: bytes, request: dict[str, Any]) -> None:
        if b'"boom"' in line:
            raise MemoryError("planted")

    monkeypatch.setattr(server, "line_refusal", broken)
    answers, before, after = _answers(GAMES[0], [b'{"id": 1, "cmd": "hello", "protocol": 1, "x": "boom"}'])
    assert answers[0]["error"]["code"] == "internal_error"
    assert after == before
