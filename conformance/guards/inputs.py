"""The one door for what a verb reads from outside: files, JSON given on the command line, numbers of options.

A state file, a run log, a fuzz record, a golden game, an expectations file and
`--action` are written by someone else, and may be anything: a device that never
ends, a pipe, forty megabytes, JSON nested ten thousand deep, `NaN`, a name that
points out of the folder it belongs to. Every verb reads them here, so that each
gets the same answers: a size limit checked before a byte is read (a regular
file by its size, anything else by reading at most one byte past the limit),
JSON as the standard writes it (no `NaN` or `Infinity`, no name given twice,
at most `MAX_DEPTH` levels), and names confined to their folder with a refusal
that says nothing of what lies outside it. What goes wrong is an `InputRefused`,
which the command line shows as a usage error (exit status 2), never a traceback.

The click types at the bottom let each option declare its guard where it is
declared (`type=JsonText()`, `type=Seconds()`), so that a verb cannot take a
file or a number without one.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any, NoReturn

import click

from rulecore.wire import MAX_DEPTH, too_deep

from .visible import visible

STATE_BYTES = 8 * 1024 * 1024
"""The largest state, fuzz record or golden game read: the protocol's line limit (spec/protocol.md §1.6), so any
state an engine can send or take."""
ACTION_BYTES = 64 * 1024
"""The longest JSON value given as an option (`--action`): an answer is a few dozen bytes."""
LINE_BYTES = 8 * 1024 * 1024
"""The longest line of a JSON-lines file (a run log, a golden game): the protocol's line limit."""
MANY = 10_000_000
"""The largest count an option takes (games, steps, failures): past any run a person waits for, and far below
what would overflow anything that counts them."""
PROCESSES = 1024
"""The most processes an option may ask for: more than any machine has cores, fewer than would exhaust it."""
SHOWN_CHARS = 200
"""How much of a bad value or a parser's message a refusal quotes."""


class InputRefused(ValueError):
    """An input a verb cannot take, and why, in words fit to show (they quote no more than a short prefix of
    what was given, with every control character written out)."""


def _said(text: str) -> str:
    return visible(text[:SHOWN_CHARS])


def shown_path(path: Path | str) -> str:
    """A file name as a message shows it: a name may hold any character, escape sequences included."""
    return visible(str(path))


# --- Files -----------------------------------------------------------------------------------------------------


def read_bytes(path: Path, limit: int, what: str = "file") -> bytes:
    """The whole of `path`, refused past `limit` bytes: a regular file by its size before it is read, a device,
    pipe or other stream by reading at most one byte more than the limit (its size says nothing)."""
    with open_bounded(path, limit, what) as stream:
        try:
            data = stream.read(limit + 1)
        except OSError as exc:
            raise InputRefused(_unreadable(path, what, exc)) from None
    if len(data) > limit:
        raise InputRefused(_too_large(path, what, limit, None))
    return data


def _too_large(path: Path, what: str, limit: int, size: int | None) -> str:
    has = f" ({size} bytes)" if size is not None else ""
    return f"the {what} {shown_path(path)} is larger than the {limit} bytes it may have{has}"


def _unreadable(path: Path, what: str, exc: OSError) -> str:
    return f"the {what} {shown_path(path)} cannot be read: {_said(exc.strerror or str(exc))}"


def open_bounded(path: Path, limit: int, what: str = "file") -> IO[bytes]:
    """`path` opened for reading in binary, after the size check of `read_bytes` for a regular file; a reader
    of a stream counts what it reads (`lines` does). Opened without waiting, so that a named pipe nobody writes
    to reads as empty instead of holding the verb forever."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        error = exc if isinstance(exc, OSError) else OSError(0, "the name holds a NUL")
        raise InputRefused(_unreadable(path, what, error)) from None
    info = os.fstat(fd)
    if stat.S_ISDIR(info.st_mode):
        os.close(fd)
        raise InputRefused(f"the {what} {shown_path(path)} is a folder, not a file")
    if stat.S_ISREG(info.st_mode) and info.st_size > limit:
        os.close(fd)
        raise InputRefused(_too_large(path, what, limit, info.st_size))
    os.set_blocking(fd, True)  # a pipe's writer may be slow: once open, a read waits for it
    return os.fdopen(fd, "rb")


def lines(stream: IO[bytes], *, total: int, line_limit: int = LINE_BYTES) -> Iterator[tuple[int, bytes | None, bool]]:
    """Each line of `stream` numbered from 1, without its line feed, and whether it is the last and has none (cut
    off). A line longer than `line_limit` comes as None, its rest skipped unkept; reading stops with
    `InputRefused` once more than `total` bytes came (a stream, a device that never ends)."""
    read = 0
    n = 0
    while True:
        line = stream.readline(line_limit + 1)
        if not line:
            return
        n += 1
        read += len(line)
        if len(line) > line_limit:
            yield n, None, False  # said at once: a reader that stops here never reads the rest (/dev/zero)
            while line and not line.endswith(b"\n"):  # the rest of an overlong line, one bounded piece at a time
                line = stream.readline(line_limit)
                read += len(line)
                _count(read, total)
            continue
        _count(read, total)
        if line.endswith(b"\n"):
            yield n, line[:-1], False
        else:
            yield n, line, True


def _count(read: int, total: int) -> None:
    if read > total:
        raise InputRefused(f"the input is larger than the {total} bytes it may have")


def within(folder: Path, name: str, what: str = "file") -> Path:
    """The file `name` (relative to `folder`, or absolute) if it lies inside `folder` and exists there; otherwise
    one refusal, the same whether the name leaves the folder or names nothing, so that it tells nothing of
    what exists elsewhere."""
    base = folder.resolve()
    try:
        target = (base / name).resolve()
    except (OSError, ValueError, RuntimeError):  # a NUL in the name, a loop of links
        target = None
    if target is None or not target.is_relative_to(base) or not target.is_file():
        raise InputRefused(f"{_said(repr(name))} is no {what} inside {shown_path(folder)}")
    return target


_PLAIN_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")


def plain_name(name: str, what: str = "name") -> str:
    """A name that is a file's stem and nothing more (no folder, no `..`): what picks one file among those a
    folder lists, so that it can name nothing outside it."""
    if not _PLAIN_NAME.fullmatch(name) or ".." in name:
        raise InputRefused(f"{_said(repr(name))} is no {what}: letters, digits, '.', '_' and '-' only")
    return name


# --- JSON --------------------------------------------------------------------------------------------------------


def _no_constant(name: str) -> Any:
    raise InputRefused(f"{name} is no JSON number: write a number, or leave the field out")


def _pairs(members: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(members)
    if len(found) == len(members):
        return found
    seen: set[str] = set()
    for name, _ in members:
        if name in seen:
            raise InputRefused(f"the name {_said(repr(name))} is given twice in one object: which one is meant?")
        seen.add(name)
    return found  # not reached: a shorter dict means a name was seen twice


def json_value(text: bytes | str, what: str = "input") -> Any:
    """The JSON value `text` holds, read as strictly as the standard writes it: UTF-8, no `NaN` or `Infinity`,
    no name twice in one object, at most MAX_DEPTH levels, no integer of more than 4300 digits."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InputRefused(f"the {what} is not UTF-8 text (byte {exc.start})") from None
    if not text.strip():
        raise InputRefused(f"the {what} is empty")
    try:
        value = json.loads(text, parse_constant=_no_constant, object_pairs_hook=_pairs)
    except InputRefused as exc:
        raise InputRefused(f"the {what} is not plain JSON: {exc}") from None
    except RecursionError:
        raise InputRefused(f"the {what} nests more than {MAX_DEPTH} arrays or objects deep") from None
    except ValueError as exc:  # JSONDecodeError, and integers past the interpreter's digit limit
        raise InputRefused(f"the {what} is not JSON ({_said(str(exc))}): is it cut off?") from None
    if too_deep(value):
        raise InputRefused(f"the {what} nests more than {MAX_DEPTH} arrays or objects deep")
    return value


def json_file(path: Path, limit: int = STATE_BYTES, what: str = "file") -> Any:
    """The JSON value of a file, through `read_bytes` and `json_value`."""
    return json_value(read_bytes(path, limit, what), f"{what} {shown_path(path)}")


def json_lines(path: Path, limit: int = STATE_BYTES, what: str = "file") -> list[Any]:
    """The JSON value of each line of a JSON-lines file that is not blank, each read as `json_value` reads."""
    text = read_bytes(path, limit, what)
    where = f"{what} {shown_path(path)}"
    return [json_value(line, f"line {n} of the {where}") for n, line in enumerate(text.split(b"\n"), 1) if line.strip()]


# --- Click types: each option declares its guard ------------------------------------------------------------------


class _Guarded(click.ParamType):  # type: ignore[type-arg]  # generic only from click 8.5; the floor is 8.1
    """A click type whose refusals are the guard's words, shown as a usage error (exit status 2)."""

    def fail_with(self, exc: InputRefused, param: click.Parameter | None, ctx: click.Context | None) -> NoReturn:
        self.fail(str(exc), param, ctx)


class JsonText(_Guarded):
    """A JSON value given on the command line (`--action`), read as `json_value` reads, of at most `limit` bytes;
    with `objects_only`, only a JSON object."""

    name = "json"

    def __init__(self, limit: int = ACTION_BYTES, *, objects_only: bool = True) -> None:
        self.limit, self.objects_only = limit, objects_only

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if not isinstance(value, str):
            return value
        if len(value.encode("utf-8", "surrogatepass")) > self.limit:
            self.fail(f"longer than the {self.limit} bytes it may have", param, ctx)
        try:
            found = json_value(value.encode("utf-8", "surrogatepass"), "value")
        except InputRefused as exc:
            self.fail_with(exc, param, ctx)
        if self.objects_only and not isinstance(found, dict):
            self.fail('give a JSON object, such as {"type": "pass"}', param, ctx)
        return found


class JsonFile(_Guarded):
    """A file holding one JSON value, read whole through `json_file`: the option's value is the `Loaded` file."""

    name = "file"

    def __init__(self, limit: int = STATE_BYTES, what: str = "file") -> None:
        self.limit, self.what = limit, what

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, Loaded):
            return value
        path = Path(value)
        try:
            return Loaded(path, json_file(path, self.limit, self.what))
        except InputRefused as exc:
            self.fail_with(exc, param, ctx)


class Loaded:
    """A file read through the guard: its name (for messages) and the JSON value it held."""

    def __init__(self, path: Path, data: Any) -> None:
        self.path, self.data = path, data

    def __str__(self) -> str:
        return shown_path(self.path)


class InputFile(_Guarded):
    """A file's name, checked to be readable and, when it is a regular file, within `limit` bytes; for a reader
    that streams it (a run log) and counts the bytes of anything else as it reads (`lines`)."""

    name = "file"

    def __init__(self, limit: int, what: str = "file") -> None:
        self.limit, self.what = limit, what

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        path = Path(value)
        try:
            open_bounded(path, self.limit, self.what).close()
        except InputRefused as exc:
            self.fail_with(exc, param, ctx)
        return path


class Seconds(_Guarded):
    """A duration in seconds: a finite number above zero and at most `most` (`--timeout inf` or `1e300`
    overflowed the clock arithmetic of a wait; `nan` compares false with everything and never ends one)."""

    name = "seconds"

    def __init__(self, most: float = 24 * 3600.0) -> None:
        self.most = most

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            seconds = float(value)
        except (TypeError, ValueError, OverflowError):
            self.fail(f"{_said(repr(value))} is not a number of seconds", param, ctx)
        if not math.isfinite(seconds) or not 0 < seconds <= self.most:
            self.fail(f"{_said(repr(value))}: give a number of seconds above 0 and at most {self.most:g}", param, ctx)
        return seconds


def plain_names(ctx: click.Context, param: click.Parameter, names: tuple[str, ...]) -> tuple[str, ...]:
    """A click callback for an option that picks files of a folder by name (`golden --name`): `plain_name`
    for each, refused as a usage error of that option."""
    try:
        return tuple(plain_name(name, "name of a file of the folder") for name in names)
    except InputRefused as exc:
        raise click.BadParameter(str(exc), ctx, param) from None
