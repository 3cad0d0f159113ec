"""The server's shortcut past the request schema (server._plainly_valid) never lets through what the schema refuses.

Requests of a game in progress (`legal_actions`, `apply` with a small action) skip
the JSON Schema check, which dominated the cost of a stdio request. The shortcut
may send a valid request to the schema (it then passes there); it must never call
an invalid one valid. Hypothesis draws requests around the schema's bounds.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from reference_impl import server

KEYS = st.sampled_from(["id", "cmd", "action", "protocol", "type", "x", "k" * 64, "k" * 65])
LEAVES = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.sampled_from(["", "a" * 256, "a" * 257])
    | st.text(max_size=5)
)
VALUES = st.recursive(
    LEAVES,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(KEYS, inner, max_size=4)
        | st.builds(lambda n, v: [v] * n, st.sampled_from([256, 257]), inner)
        | st.builds(lambda n, v: {f"k{i}": v for i in range(n)}, st.sampled_from([32, 33]), inner)
    ),
    max_leaves=12,
)


def accepted_means_valid(request: dict[str, Any]) -> None:
    cmd = request["cmd"]
    if server._plainly_valid(cmd, request):
        problems = [e.message for e in server._command_validator(cmd).iter_errors(request)]
        assert problems == [], f"the shortcut let through what the schema refuses: {problems[:2]}"


@settings(max_examples=200)  # cheap examples: many of them, in every profile
@given(
    cmd=st.sampled_from(["state", "legal_actions", "score", "quit", "apply", "hello", "new_game"]),
    extra=st.dictionaries(KEYS.filter(lambda k: k not in {"id", "cmd"}), VALUES, max_size=3),
)
def test_a_request_the_shortcut_accepts_is_valid_for_the_schema(cmd: str, extra: dict[str, Any]) -> None:
    accepted_means_valid({"id": 1, "cmd": cmd, **extra})


@settings(max_examples=300)
@given(action=VALUES | st.dictionaries(KEYS, VALUES, max_size=5))
def test_an_action_the_shortcut_accepts_is_valid_for_the_schema(action: Any) -> None:
    accepted_means_valid({"id": 1, "cmd": "apply", "action": action})


GAME_LEAVES = st.none() | st.booleans() | st.integers() | st.sampled_from(["", "a" * 256]) | st.text(max_size=5)
"""LEAVES within the schema's bounds only: a 257-character string rightly goes to the schema."""


@given(action=st.dictionaries(st.text(max_size=3), GAME_LEAVES, max_size=6))
def test_the_requests_of_a_game_take_the_shortcut(action: dict[str, Any]) -> None:
    assert server._plainly_valid("legal_actions", {"id": 1, "cmd": "legal_actions"})
    assert server._plainly_valid("hello", {"id": 1, "cmd": "hello", "protocol": 1})
    assert server._plainly_valid("apply", {"id": 1, "cmd": "apply", "action": action})
