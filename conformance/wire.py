"""JSON on the protocol's wire: orjson where it can, the standard library where orjson refuses.

orjson is several times faster for the large states a conformance run sends back
and forth, but it rejects a few things the standard library accepts: integers
beyond 64 bits, `NaN`, lone surrogates. Falling back keeps the protocol's
behaviour for those inputs exactly what it was (a huge integer is still parsed,
then judged by the schema), so only the speed changes.
"""

from __future__ import annotations

import json
from typing import Any

import orjson


def dumps(value: Any) -> bytes:
    """Compact JSON text as UTF-8 bytes."""
    try:
        return orjson.dumps(value)
    except TypeError:  # orjson.JSONEncodeError: an integer past 64 bits, a surrogate, a non-JSON key
        return json.dumps(value, separators=(",", ":")).encode()


def loads(text: bytes | str) -> Any:
    """Parse JSON text; raises ValueError (or RecursionError) as `json.loads` does."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)


def copy(value: Any) -> Any:
    """A deep copy of JSON data, as a trip over the wire would give it."""
    return loads(dumps(value))
