"""rulecore/wire.py: orjson's speed without changing what the protocol accepts or writes."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from rulecore import wire


@pytest.mark.parametrize(
    "text",
    [
        '{"id": 1, "cmd": "hello"}',
        '{"id": ' + "9" * 30 + "}",  # past 64 bits: orjson refuses, the standard library reads it
        '{"seed": 18446744073709551616}',
        '{"x": NaN}',
        '{"s": "\\ud800"}',  # a lone surrogate
        '{"a": 1.0, "b": true, "c": null}',
    ],
)
def test_loads_reads_what_the_standard_library_reads(text: str) -> None:
    assert repr(wire.loads(text)) == repr(json.loads(text))
    assert repr(wire.loads(text.encode())) == repr(json.loads(text))


@pytest.mark.parametrize("text", ["{", "[1,]", "", "\ufeff{}", "nul"])
def test_loads_refuses_what_the_standard_library_refuses(text: str) -> None:
    with pytest.raises(ValueError):
        json.loads(text)
    with pytest.raises(ValueError):
        wire.loads(text)


@pytest.mark.parametrize(
    "value",
    [
        {"id": 1, "ok": True, "actions": [{"type": "pass"}]},
        {"id": 10**30},
        {"message": "\ud800"},
        {"title": "pâtissier", "n": -0.5},
    ],
)
def test_dumps_writes_json_the_standard_library_reads_back(value: object) -> None:
    encoded = wire.dumps(value)
    assert isinstance(encoded, bytes)
    assert b"\n" not in encoded  # one message per line
    assert repr(json.loads(encoded)) == repr(value)


def test_copy_is_deep_and_keeps_json_types_apart() -> None:
    original = {"a": [1, {"b": True}], "c": 1.0}
    copied = wire.copy(original)
    assert copied == original and copied is not original
    assert copied["a"][1] is not original["a"][1]
    assert type(copied["a"][1]["b"]) is bool and type(copied["c"]) is float


@given(st.binary(max_size=60) | st.text(alphabet="0123456789 -.,e", max_size=60).map(str.encode))
@example(b"1234567890123456789")  # the run alone, and one digit short of it beside other digits
@example(b'{"a":123456789012345678,"b":1}')
def test_a_long_number_is_a_run_of_19_digits(raw: bytes) -> None:
    """The test every request line takes before orjson reads it (`_long_number`) is the regular expression
    it stands for."""
    assert wire._long_number(raw) == (re.search(rb"[0-9]{19}", raw) is not None)


@given(st.integers(min_value=-(10**30), max_value=10**30) | st.integers())
def test_any_integer_is_read_as_an_integer(number: int) -> None:
    """orjson would read an integer past 64 bits as a float; a request's numbers keep their type."""
    text = json.dumps({"id": 1, "seed": number}).encode()
    for read in (wire.loads_line(text), wire.loads(text)):
        assert type(read["seed"]) is int and read["seed"] == number
