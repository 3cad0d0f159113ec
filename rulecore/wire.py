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
import re
from typing import Any

import orjson


def dumps(value: Any) -> bytes:
    """Compact JSON text as UTF-8 bytes."""
    try:
        return orjson.dumps(value)
    except TypeError:  # orjson.JSONEncodeError: an integer past 64 bits, a surrogate, a non-JSON key
        return json.dumps(value, separators=(",", ":")).encode()


_LONG_NUMBER = re.compile(rb"[0-9]{19}")


def loads(text: bytes | str) -> Any:
    """Parse JSON text; raises ValueError (or RecursionError) as `json.loads` does."""
    raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    if _LONG_NUMBER.search(raw) is None:
        try:
            return orjson.loads(raw)
        except orjson.JSONDecodeError:
            pass
    return json.loads(text)


def copy(value: Any) -> Any:
    """A deep copy of JSON data, as a trip over the wire would give it."""
    return loads(dumps(value))


def same(a: Any, b: Any) -> bool:
    """Equal as JSON values: Python's `==` alone lets `True` equal `1` and `1.0` equal `1`."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(v, b[k]) for k, v in a.items())
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)
