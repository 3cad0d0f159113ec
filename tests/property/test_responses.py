"""The harness's quick yes for plainly valid responses (conformance/guards/plainschema.py) never passes what the schema
refuses.

`SubprocessEngine` checks every response of an engine under test; a response the compiled check calls valid
skips jsonschema. The check may send a valid response on to jsonschema (which then finds nothing); it must
never call an invalid one valid. Hypothesis draws responses around the protocol's response schemas, and
schemas of the compiled keywords with instances around them, and jsonschema has the last word.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from conformance.engines import engine
from conformance.guards.plainschema import compile_plain

CHECKS = engine._response_checks()
PLAIN = sorted(name for name, check in CHECKS.items() if check.plain is not None)


def _property_names(schema: Any) -> set[str]:
    """Every property name any of the schemas mentions, at any depth: the keys worth drawing."""
    found: set[str] = set()
    if isinstance(schema, dict):
        found |= set(schema.get("properties", {})) | set(schema.get("required", []))
        for value in schema.values():
            found |= _property_names(value)
    elif isinstance(schema, list):
        for value in schema:
            found |= _property_names(value)
    return found


KEYS = st.sampled_from(sorted({"id", "ok", "extra"} | _property_names([c.validator.schema for c in CHECKS.values()])))
STRINGS = st.sampled_from(
    ["", "sweet-lands", "setup", "illegal_action", "invalid_state", "SL-6.2.3", "LY-1.2.3a", "SL-6.2.3\n", "XY-1"]
) | st.text(max_size=4)
LEAVES = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-3, max_value=3)
    | st.sampled_from([0.0, 1.0, 2.0, -1.5])
    | STRINGS
)
VALUES = st.recursive(
    LEAVES,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(KEYS, inner, max_size=5),
    max_leaves=16,
)


@settings(max_examples=400)  # cheap examples: many of them, in every profile
@given(name=st.sampled_from(PLAIN), body=st.dictionaries(KEYS, VALUES, max_size=4), ok=st.sampled_from([True, False]))
def test_a_response_the_quick_check_accepts_is_valid_for_the_schema(name: str, body: dict[str, Any], ok: bool) -> None:
    check = CHECKS[name]
    response = {"id": 1, "ok": ok, **body}
    assert check.plain is not None
    if check.plain(response):
        problems = [e.message for e in check.validator.iter_errors(response)]
        assert problems == [], f"the quick check passed what the {name} schema refuses: {problems[:2]}"


TYPES = st.sampled_from(["object", "array", "string", "integer", "number", "boolean", "null"])
SCALARS = st.none() | st.booleans() | st.integers(-2, 2) | st.sampled_from([0.0, 1.0, 1.5]) | st.sampled_from(["", "a"])
FIELDS = st.sampled_from(["a", "b", "c"])


def _schemas(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.fixed_dictionaries(
        {},
        optional={
            "type": TYPES | st.lists(TYPES, min_size=1, max_size=3),
            "properties": st.dictionaries(FIELDS, inner, max_size=3),
            "required": st.lists(FIELDS, max_size=3, unique=True),
            "additionalProperties": st.booleans() | inner,
            "items": inner,
            "const": SCALARS,
            "enum": st.lists(SCALARS, min_size=1, max_size=3),
            "pattern": st.sampled_from(["^a", "a$", "^[0-9]+$"]),
            "minimum": st.sampled_from([0, 1, 0.5]),
        },
    )


SCHEMAS = st.recursive(st.just(True) | _schemas(st.just(True)), _schemas, max_leaves=8)
INSTANCES = st.recursive(
    SCALARS | st.sampled_from(["1", "ab", "b", "12\n"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(FIELDS | st.just("d"), inner, max_size=3),
    max_leaves=10,
)


@settings(max_examples=500)
@given(schema=SCHEMAS, instance=INSTANCES)
def test_the_compiled_check_of_a_plain_schema_accepts_only_what_jsonschema_accepts(schema: Any, instance: Any) -> None:
    check = compile_plain(schema)
    assert check is not None  # every keyword drawn here is one that is compiled
    if check(instance):
        problems = [e.message for e in Draft202012Validator(schema).iter_errors(instance)]
        assert problems == [], f"the compiled check passed what the schema refuses: {problems[:2]}"


@pytest.mark.parametrize(
    ("name", "response"),
    [
        ("apply", {"id": 3, "ok": True}),
        ("state", {"id": 3, "ok": True, "state": {"game": "g", "phase": "setup", "board": [[{"x": 1}]]}}),
        ("legal_actions", {"id": 3, "ok": True, "actions": [{"type": "pass"}, {"type": "use", "area": "A"}]}),
        ("score", {"id": 3, "ok": True, "scores": [{"player": 0, "total": 5, "items": {"vp": 5}, "rank": 1}]}),
        ("error", {"id": None, "ok": False, "error": {"code": "illegal_action", "message": "no", "rule": "SL-1.2.3"}}),
    ],
)
def test_the_responses_of_a_game_take_the_quick_yes(name: str, response: dict[str, Any]) -> None:
    check = CHECKS[name]
    assert check.plain is not None and check.plain(response)
    assert check.problem(response) is None


@pytest.mark.parametrize(
    ("name", "response"),
    [
        ("apply", {"id": True, "ok": True}),  # a boolean is no integer id
        ("apply", {"id": 3, "ok": True, "state": {}}),
        ("state", {"id": 3, "ok": True, "state": {"game": "g"}}),
        ("legal_actions", {"id": 3, "ok": True, "actions": [{"type": 7}]}),
        ("score", {"id": 3, "ok": True, "scores": [{"player": -1, "total": 5, "items": {}, "rank": 1}]}),
        ("error", {"id": 3, "ok": False, "error": {"code": "oops", "message": "no"}}),
        ("error", {"id": 3, "ok": False, "error": {"code": "illegal_action", "message": "no", "rule": "6.2.3"}}),
    ],
)
def test_a_broken_response_is_left_to_the_schema_which_names_the_problem(name: str, response: dict[str, Any]) -> None:
    check = CHECKS[name]
    assert check.plain is not None and not check.plain(response)
    assert check.problem(response) is not None


def test_a_schema_with_another_keyword_is_not_compiled() -> None:
    assert compile_plain({"type": "object", "oneOf": [{"required": ["a"]}]}) is None
    assert compile_plain({"properties": {"a": {"$ref": "#/$defs/a"}}}) is None
    assert compile_plain({"const": {"a": 1}}) is None  # only scalar constants are compiled
    assert compile_plain(False) is None
