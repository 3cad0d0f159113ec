"""JSON on the protocol's wire: orjson where it can, the standard library where orjson refuses.

orjson is several times faster for the large states a conformance run sends back
and forth, but it differs from the standard library on a few inputs: it refuses
`NaN`, infinite numbers and lone surrogates, and it reads an integer beyond 64
bits as a float. Text that orjson refuses, or that holds a run of 19 or more
digits, goes to the standard library instead, so the protocol's behaviour for
those inputs stays exactly what it was (a huge integer is still an integer, then
judged by the schema); only the speed changes.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import orjson

MAX_DEPTH = 64
"""The deepest nesting a request may have (spec/protocol.md §1.7); a game's state needs about a dozen levels.
The engine's server and the harness's input guard both hold JSON to it."""


def too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether `value` nests more than `limit` arrays or objects; an explicit stack, so no depth breaks it."""
    stack = [(value, 1)]
    while stack:
        item, level = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        if level > limit:
            return True
        stack.extend((child, level + 1) for child in children if isinstance(child, dict | list))
    return False


def dumps(value: Any) -> bytes:
    """Compact JSON text as UTF-8 bytes."""
    try:
        return orjson.dumps(value)
    except TypeError:  # orjson.JSONEncodeError: an integer past 64 bits, a surrogate, a non-JSON key
        return json.dumps(value, separators=(",", ":")).encode()


_DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"0" * 9)
_LONG_RUN = b"0" * 19


def _long_number(raw: bytes) -> bool:
    """Whether `raw` holds a run of 19 or more digits. Asked of every line read, so done in two passes of C:
    every digit made `0` and nothing else, then a plain search for nineteen of them. (Counting the digits first,
    to skip the rest for lines with fewer than nineteen in all, only paid for short lines: a state holds hundreds,
    and the count was half of the check's cost there. A regular expression costs several times more.)"""
    return _LONG_RUN in raw.translate(_DIGITS_AS_ZERO)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is no JSON number")


def loads(text: bytes | str, *, strict: bool = False) -> Any:
    """Parse JSON text; raises ValueError (or RecursionError) as `json.loads` does. `strict` refuses `NaN` and
    `Infinity` on both paths (orjson always does), for a reader of files that may say neither (a run log)."""
    raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    if not _long_number(raw):
        try:
            return orjson.loads(raw)
        except orjson.JSONDecodeError:
            pass
    return json.loads(text, parse_constant=_no_constant) if strict else json.loads(text)


def loads_line(raw: bytes) -> Any:
    """Parse one protocol line as it arrives on a byte stream, reading invalid UTF-8 as U+FFFD
    (what a text stream with errors="replace" would hand `loads`).

    A line orjson reads at once was valid UTF-8, so decoding it first would change nothing;
    anything else takes the text path, whose answer (or error) is exactly that of `loads`.
    """
    if not _long_number(raw):
        try:
            return orjson.loads(raw)
        except orjson.JSONDecodeError:
            pass
    return loads(raw.decode("utf-8", "replace"))


def copy(value: Any) -> Any:
    """A deep copy of JSON data, as a trip over the wire would give it."""
    try:
        text = orjson.dumps(value)
    except TypeError:
        return loads(dumps(value))
    # Text orjson wrote holds no integer past 64 bits, which is all `loads` looks for before orjson reads it.
    return orjson.loads(text)


def same(a: Any, b: Any) -> bool:
    """Equal as JSON values: Python's `==` alone lets `True` equal `1` and `1.0` equal `1`."""
    kind = type(a)
    if kind is not type(b):
        return False
    if kind is str or kind is int or kind is bool or a is None:  # the leaves of almost every action, first
        return bool(a == b)
    if isinstance(a, dict):
        if a.keys() != b.keys():
            return False
        return all(same(value, b[key]) for key, value in a.items())
    if isinstance(a, list):
        if len(a) != len(b):
            return False
        return all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def strings(value: Any) -> set[str]:
    """Every string in a JSON value, object keys included: what a player's view must be searched for
    (a view may name no card the player cannot see, wherever in the document it would stand)."""
    found: set[str] = set()
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            found.update(map(str, item))
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return found


def numbers(value: Any, where: str = "") -> Iterator[tuple[str, int | float]]:
    """Every number in a JSON value with its JSON pointer (booleans are not numbers): what a game's load
    invariants on whole and bounded numbers walk, the same way for every game."""
    if isinstance(value, bool):
        return
    if isinstance(value, int | float):
        yield where, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from numbers(item, f"{where}/{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from numbers(item, f"{where}/{i}")
