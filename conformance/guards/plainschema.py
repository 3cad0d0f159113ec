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
        typed = frozenset((type(c), c) for c in choices)  # by type and value, as _same compares
        checks.append(lambda v: type(v) in SCALARS and (type(v), v) in typed)
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
        checks.append(_items(_compile(schema["items"])))
    return _all_of(checks)


def _all_of(checks: list[Check]) -> Check:
    """One check that holds when each of `checks` does. Loops, not `all()` over a generator: a run log's
    100,000 scenario lines each pass some 20 of these, and the generator doubled the cost."""
    if not checks:
        return lambda v: True
    if len(checks) == 1:
        return checks[0]

    def every(v: Any) -> bool:
        for check in checks:  # noqa: SIM110 (all() over a generator costs twice this loop)
            if not check(v):
                return False
        return True

    return every


def _items(item: Check) -> Check:
    def each(v: Any) -> bool:
        if type(v) is list:
            for element in v:
                if not item(element):
                    return False
        return True

    return each


def _type(given: Any) -> Check:
    names = [given] if type(given) is str else given
    if type(names) is not list or not names or any(name not in TYPES for name in names):
        raise Unsupported
    tests = [TYPES[name] for name in names]
    if len(tests) == 1:
        return tests[0]
    return lambda v: any(test(v) for test in tests)


def _object(schema: dict[str, Any]) -> list[Check]:
    """The checks of `properties`, `required` and `additionalProperties`, which only look at objects: one
    pass over the object's members judges each by its property's schema or by `additionalProperties`."""
    properties = schema.get("properties", {})
    if type(properties) is not dict:
        raise Unsupported
    subs = {name: _compile(sub) for name, sub in properties.items()}
    required = schema.get("required", [])
    if type(required) is not list or not all(type(name) is str for name in required):
        raise Unsupported
    extra = schema.get("additionalProperties", True)
    if extra is not True and extra is not False:
        other: Check | None = _compile(extra)
    else:
        other = None
    closed = extra is False
    if not subs and not required and extra is True:
        return []

    def members(v: Any) -> bool:
        if type(v) is not dict:
            return True
        for name in required:
            if name not in v:
                return False
        for name, value in v.items():
            sub = subs.get(name)
            if sub is not None:
                if not sub(value):
                    return False
            elif closed or (other is not None and not other(value)):
                return False
        return True

    return [members]


def inline_refs(schema: Any, defs: Mapping[str, Any], depth: int = 0) -> Any:
    """`schema` with each `{"$ref": "#/$defs/<name>"}` replaced by that definition of `defs`, so that a schema
    of plain keywords spread over definitions (schemas/reports/run.schema.json) can be compiled too.

    A `$ref` beside other keywords is merged with its target only when they share no keyword but annotations
    (where both say the same thing, JSON Schema applies both; a merge could lose one); any other reference,
    and a chain of references deeper than any finite schema needs, raises Unsupported."""
    if depth > 32:
        raise Unsupported
    if isinstance(schema, list):
        return [inline_refs(item, defs, depth + 1) for item in schema]
    if not isinstance(schema, dict):
        return schema
    inlined = {name: _inline_member(name, value, defs, depth) for name, value in schema.items() if name != "$ref"}
    if "$ref" not in schema:
        return inlined
    ref = schema["$ref"]
    name = ref.removeprefix("#/$defs/") if type(ref) is str else ""
    if name not in defs or "/" in name:
        raise Unsupported
    target = inline_refs(defs[name], defs, depth + 1)
    if type(target) is not dict or (set(target) & set(inlined)) - ANNOTATIONS:
        raise Unsupported
    return {**target, **{k: v for k, v in inlined.items() if k not in target}}


def _inline_member(name: str, value: Any, defs: Mapping[str, Any], depth: int) -> Any:
    """A member of a schema object with its references inlined: under `properties` the names are property
    names, not keywords; annotations (a `default`, an `examples` list) are data, left as they are."""
    if name in ANNOTATIONS:
        return value
    if name == "properties" and isinstance(value, dict):
        return {prop: inline_refs(sub, defs, depth + 1) for prop, sub in value.items()}
    return inline_refs(value, defs, depth + 1)
