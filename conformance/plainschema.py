"""A quick yes for the plainly valid: JSON Schemas of the few keywords the protocol's responses use, compiled
to plain Python checks that say True only where jsonschema would find nothing wrong.

Checking every response of an engine against the protocol schemas with jsonschema costs more than reading
the response; the responses are shallow (an `ok`, an id, a state object with a `game` and a `phase`, a list
of actions with a `type` each). `compile_plain` turns a schema made only of `type`, `properties`,
`required`, `additionalProperties`, `items`, `const`, `enum`, `pattern` and `minimum` (and annotations) into
a function that answers True when an instance is valid and False when it is not sure. False sends the
response to jsonschema, which decides and names the problem, so the shortcut can only save time: it never
lets through what the schema refuses (tests/property/test_responses.py draws responses around the schemas
to check exactly that). A schema with any other keyword (`$ref`, `oneOf`, `format` ...) is not compiled:
`compile_plain` gives None, and every instance goes to jsonschema.

The checks are stricter than JSON Schema where that is simpler: a value must be of the exact Python type a
JSON parser gives (`2.0` is not taken for the integer 2, `True` never for 1), and `const` and `enum` hold
only scalars compared with their type; whatever that refuses, jsonschema judges.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

Check = Callable[[Any], bool]

ANNOTATIONS = frozenset({"$schema", "$id", "$comment", "title", "description", "examples", "default"})
KEYWORDS = frozenset(
    {"type", "properties", "required", "additionalProperties", "items", "const", "enum", "pattern", "minimum"}
)
TYPES: dict[str, Check] = {
    "object": lambda v: type(v) is dict,
    "array": lambda v: type(v) is list,
    "string": lambda v: type(v) is str,
    "integer": lambda v: type(v) is int,
    "number": lambda v: type(v) is int or type(v) is float,
    "boolean": lambda v: type(v) is bool,
    "null": lambda v: v is None,
}
SCALARS = (str, int, float, bool, type(None))


class Unsupported(Exception):
    """The schema uses a keyword (or a form of one) that this module does not compile."""


def compile_plain(schema: Mapping[str, Any]) -> Check | None:
    """A check that says True only for instances `schema` accepts, or None when the schema is not plain."""
    try:
        return _compile(schema)
    except Unsupported:
        return None


def _scalar(value: Any) -> bool:
    return type(value) in SCALARS


def _same(value: Any, wanted: Any) -> bool:
    """Equal and of the same type: stricter than JSON Schema's equality, which takes 1.0 for 1."""
    return type(value) is type(wanted) and bool(value == wanted)


def _compile(schema: Any) -> Check:
    if schema is True:
        return lambda v: True
    if type(schema) is not dict or set(schema) - ANNOTATIONS - KEYWORDS:
        raise Unsupported
    checks = [_type(schema["type"])] if "type" in schema else []
    if "const" in schema:
        wanted = schema["const"]
        if not _scalar(wanted):
            raise Unsupported
        checks.append(lambda v: _same(v, wanted))
    if "enum" in schema:
        choices = schema["enum"]
        if type(choices) is not list or not all(_scalar(c) for c in choices):
            raise Unsupported
        checks.append(lambda v: any(_same(v, c) for c in choices))
    if "pattern" in schema:
        pattern = re.compile(schema["pattern"])  # jsonschema too uses `re.search`
        checks.append(lambda v: type(v) is not str or pattern.search(v) is not None)
    if "minimum" in schema:
        low = schema["minimum"]
        if type(low) not in (int, float):
            raise Unsupported
        checks.append(lambda v: type(v) not in (int, float) or v >= low)
    checks += _object(schema)
    if "items" in schema:
        item = _compile(schema["items"])
        checks.append(lambda v: type(v) is not list or all(item(e) for e in v))
    return lambda v: all(check(v) for check in checks)


def _type(given: Any) -> Check:
    names = [given] if type(given) is str else given
    if type(names) is not list or not names or any(name not in TYPES for name in names):
        raise Unsupported
    tests = [TYPES[name] for name in names]
    return lambda v: any(test(v) for test in tests)


def _object(schema: dict[str, Any]) -> list[Check]:
    """The checks of `properties`, `required` and `additionalProperties`, which only look at objects."""
    checks: list[Check] = []
    properties = schema.get("properties", {})
    if type(properties) is not dict:
        raise Unsupported
    subs = {name: _compile(sub) for name, sub in properties.items()}
    if subs:
        checks.append(lambda v: type(v) is not dict or all(sub(v[k]) for k, sub in subs.items() if k in v))
    required = schema.get("required", [])
    if type(required) is not list or not all(type(name) is str for name in required):
        raise Unsupported
    if required:
        checks.append(lambda v: type(v) is not dict or all(name in v for name in required))
    extra = schema.get("additionalProperties", True)
    if extra is False:
        checks.append(lambda v: type(v) is not dict or all(k in subs for k in v))
    elif extra is not True:
        other = _compile(extra)
        checks.append(lambda v: type(v) is not dict or all(other(x) for k, x in v.items() if k not in subs))
    return checks
