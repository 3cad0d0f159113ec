"""The server's shortcut past the request schema (server._plainly_valid) never lets through what the schema refuses.

Requests of a game in progress (`legal_actions`, `apply` with a small action) skip
the JSON Schema check, which dominated the cost of a stdio request. The shortcut
may send a valid request to the schema (it then passes there); it must never call
an invalid one valid. Hypothesis draws requests around the schema's bounds.
"""

from __future__ import annotations

from typing import Any

from hypothesis import example, given, settings
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
@example(action={"x": "a" * 257})  # each bound just past, at the top and one level down
@example(action={"x": {"y": "a" * 257}})
@example(action={"k" * 65: 1})
@example(action={"x": [0] * 257})
def test_an_action_the_shortcut_accepts_is_valid_for_the_schema(action: Any) -> None:
    accepted_means_valid({"id": 1, "cmd": "apply", "action": action})


GAME_LEAVES = st.none() | st.booleans() | st.integers() | st.sampled_from(["", "a" * 256]) | st.text(max_size=5)
"""LEAVES within the schema's bounds only: a 257-character string rightly goes to the schema."""


@given(action=st.dictionaries(st.text(max_size=3), GAME_LEAVES, max_size=6))
def test_the_requests_of_a_game_take_the_shortcut(action: dict[str, Any]) -> None:
    assert server._plainly_valid("legal_actions", {"id": 1, "cmd": "legal_actions"})
    assert server._plainly_valid("hello", {"id": 1, "cmd": "hello", "protocol": 1})
    assert server._plainly_valid("apply", {"id": 1, "cmd": "apply", "action": action})


NAMES = st.sampled_from(["", "sweet-lands", "loyang", "g" * 64, "g" * 65])
VARIANTS = st.lists(st.sampled_from(["solo", "two_pack", "v" * 64, "v" * 65]), max_size=4) | st.builds(
    lambda n: [f"v{i}" for i in range(n)], st.sampled_from([32, 33])
)
OPTIONS = st.dictionaries(KEYS | st.just("variants"), VALUES, max_size=3) | st.fixed_dictionaries(
    {"variants": VARIANTS | VALUES}
)
OPTION_SETS = OPTIONS | st.builds(lambda n: {f"o{i}": 1 for i in range(n)}, st.sampled_from([16, 17]))


@settings(max_examples=300)
@given(
    game=NAMES | LEAVES,
    players=st.sampled_from([0, 1, 4, 5, True, 2.0, "2"]),
    seed=st.sampled_from([-1, 0, 2**64 - 1, 2**64, 1.0, None]),
    extra=st.dictionaries(KEYS.filter(lambda k: k not in {"id", "cmd"}), VALUES, max_size=1),
)
def test_a_new_game_the_shortcut_accepts_is_valid_for_the_schema(
    game: Any, players: Any, seed: Any, extra: dict[str, Any]
) -> None:
    accepted_means_valid({"id": 1, "cmd": "new_game", "game": game, "players": players, "seed": seed, **extra})


@settings(max_examples=300)
@given(options=OPTION_SETS | VALUES)
def test_new_game_options_the_shortcut_accepts_are_valid_for_the_schema(options: Any) -> None:
    accepted_means_valid({"id": 1, "cmd": "new_game", "game": "loyang", "players": 2, "seed": 1, "options": options})


@given(
    game=st.sampled_from(["sweet-lands", "loyang"]),
    players=st.integers(1, 4),
    seed=st.integers(0, 2**64 - 1),
    variants=st.none() | st.lists(st.sampled_from(["solo", "two_pack", "v" * 64]), unique=True),
)
def test_a_new_game_of_a_session_takes_the_shortcut(game: str, players: int, seed: int, variants: Any) -> None:
    """So that a session's first game does not wait for jsonschema to import (about 60 ms)."""
    request = {"id": 1, "cmd": "new_game", "game": game, "players": players, "seed": seed}
    assert server._plainly_valid("new_game", request)
    assert server._plainly_valid("new_game", {**request, "options": {} if variants is None else {"variants": variants}})
