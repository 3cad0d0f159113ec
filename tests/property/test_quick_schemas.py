"""rulecore.schemas.first_problem: jsonschema-rs's quick yes never lets through what jsonschema refuses.

`load` and the refusal of a malformed action ask jsonschema-rs first (when it is installed) and
jsonschema only for a document it does not call valid. Hypothesis bends real states and actions
of every game (a value of another type or out of range, a member removed or added, anywhere in the
document) and checks that whenever the quick check says valid, jsonschema finds nothing wrong.
"""

from __future__ import annotations

import copy
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference_impl import InvalidState, ReferenceEngine
from reference_impl.games import registered
from rulecore import schemas

pytestmark = pytest.mark.skipif(
    schemas.quick_check(next(iter(registered())), "state.schema.json") is None, reason="jsonschema-rs not installed"
)

REPLACEMENTS = [None, -1, 0, 7, 2**70, 1.5, 2.0, True, "", "x" * 300, "c001", [], [1], {}, {"kind": "x"}]


@cache
def documents(game: str) -> list[tuple[str, Any]]:
    """States of a few random games of `game` (every tenth decision) and the actions taken in them."""
    engine = ReferenceEngine()
    found: list[tuple[str, Any]] = []
    for seed in range(3):
        engine.new_game(game, 2 if 2 in registered()[game].claims()["players"] else 1, seed, {})
        chooser = random.Random(seed)
        for step in range(300):
            actions = engine.legal_actions()["actions"]
            if not actions:
                break
            action = chooser.choice(actions)
            if step % 10 == 0:
                found += [("state.schema.json", engine.state()["state"]), ("action.schema.json", action)]
            engine.apply(action)
    return found


def paths(value: Any, where: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [where]
    if isinstance(value, dict):
        for key, child in value.items():
            out += paths(child, (*where, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            out += paths(child, (*where, index))
    return out


def bend(document: Any, where: tuple[Any, ...], how: str, replacement: Any) -> Any:
    bent = copy.deepcopy(document)
    if not where:
        return replacement
    parent = bent
    for step in where[:-1]:
        parent = parent[step]
    last = where[-1]
    if how == "drop" and isinstance(parent, dict):
        del parent[last]
    elif how == "add" and isinstance(parent, dict):
        parent["zz_unknown"] = replacement
    else:
        parent[last] = replacement
    return bent


@settings(max_examples=300, deadline=None)
@given(
    game=st.sampled_from(sorted(registered())),
    pick=st.integers(0, 10**9),
    spot=st.integers(0, 10**9),
    how=st.sampled_from(["replace", "drop", "add"]),
    replacement=st.sampled_from(REPLACEMENTS),
)
def test_the_quick_yes_is_jsonschemas_yes(game: str, pick: int, spot: int, how: str, replacement: Any) -> None:
    name, document = documents(game)[pick % len(documents(game))]
    places = paths(document)
    bent = bend(document, places[spot % len(places)], how, replacement)
    check = schemas.quick_check(game, name)
    assert check is not None
    if check(bent):
        assert schemas.first_problem(game, name, bent) is None
        assert next(iter(schemas.validator(game, name).iter_errors(bent)), None) is None, (name, bent)


@pytest.mark.parametrize("game", sorted(registered()))
def test_every_real_document_takes_the_quick_yes(game: str) -> None:
    """Without this the quick check could say no to everything and the test above would pass for nothing."""
    for name, document in documents(game):
        check = schemas.quick_check(game, name)
        assert check is not None and check(document), name


@pytest.mark.parametrize("game", sorted(registered()))
def test_load_judges_alike_without_jsonschema_rs(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The pure-Python path: with no quick check, jsonschema alone accepts and refuses the same states."""
    state = next(d for n, d in documents(game) if n == "state.schema.json")
    broken = {**state, "players": "many"}
    verdicts = []
    for quick in (True, False):
        if not quick:
            monkeypatch.setattr(schemas, "quick_check", lambda folder, schema: None)
        engine = ReferenceEngine()
        engine.load(state)
        loaded = engine.state()["state"]
        with pytest.raises(InvalidState) as refused:
            engine.load(broken)
        verdicts.append((loaded, refused.value.message))
    assert verdicts[0] == verdicts[1]
    assert "players" in verdicts[0][1]
