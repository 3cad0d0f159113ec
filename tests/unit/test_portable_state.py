"""Every state the reference engine writes is one any engine can read (issue #17).

Random games for 1 to 4 players, with every variant, check after every answer
that the state validates against the closed state schema (each frame kind with
exactly its fields) and that `load` gives the same state back. A second check
compares the frame kinds the engine registers with the ones the schema and
decisions.md D5 list, so a new kind cannot reach the stack without its spec.
"""

from __future__ import annotations

import json
import random
import re
from functools import cache
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from reference_impl.errors import InvalidState
from reference_impl.sweet_lands.game import AUTO, DECISIONS, Game
from reference_impl.sweet_lands.plugin import SweetLandsRules
from rulecore.registry import info
from rulecore.schemas import first_problem, registry

ALL = ["advanced_skill_tiles", "hand_drafting", "variable_turn_order"]
LONG = pytest.mark.long
STRIDE = 5
"""The default run checks every state whose stack shows a frame kind for the first time in the game, and every
STRIDE-th state besides; the long profile (`pytest -m long`) checks every state of its games."""
GAMES = [
    # The default run: solo with advanced tiles, two players drafting, four with every variant (every frame kind
    # the others reach appears in one of these); the long profile checks these and more at every state.
    pytest.param(1, 72, ["advanced_skill_tiles"], STRIDE),
    pytest.param(2, 74, ["hand_drafting"], STRIDE),
    pytest.param(4, 78, ALL, STRIDE),
    pytest.param(1, 72, ["advanced_skill_tiles"], 1, marks=LONG),
    pytest.param(2, 74, ["hand_drafting"], 1, marks=LONG),
    pytest.param(4, 78, ALL, 1, marks=LONG),
    pytest.param(1, 71, [], 1, marks=LONG),
    pytest.param(2, 73, [], 1, marks=LONG),
    pytest.param(3, 75, ALL, 1, marks=LONG),
    pytest.param(2, 76, ["variable_turn_order"], 1, marks=LONG),
    pytest.param(3, 77, ["advanced_skill_tiles", "hand_drafting"], 1, marks=LONG),
    pytest.param(4, 79, [], 1, marks=LONG),
]
MAX_ACTIONS = 3000
RARE = {"pass", "end_turn", "stop", "decline", "sell_basic", "trade_basic", "buy_basic", "return_disc"}


@cache
def validator() -> Draft202012Validator:
    schema = json.loads((info("sweet-lands").schemas_dir / "state.schema.json").read_text(encoding="utf-8"))
    return Draft202012Validator(schema, registry=registry())


def schema_kinds() -> set[str]:
    schema = validator().schema
    return set(schema["$defs"]["frame"]["properties"]["kind"]["enum"])


def spec_kinds() -> dict[str, str]:
    """The frame kinds decisions.md D5 lists, each with the word it gives: automatic or decision."""
    text = (info("sweet-lands").spec_dir / "decisions.md").read_text(encoding="utf-8")
    section = text[text.index("## D5.") : text.index("## D6.")]
    return dict(re.findall(r"^\| `([a-z_]+)` \| (automatic|decision) \|", section, flags=re.MULTILINE))


def pick(rng: random.Random, actions: list[dict[str, Any]]) -> dict[str, Any]:
    """An answer of a random type, steered away from ending turns and stopping so that games do things."""
    types = sorted({a["type"] for a in actions})
    eager = [t for t in types if t not in RARE]
    kind = rng.choice(eager if eager and rng.random() < 0.85 else types)
    return rng.choice([a for a in actions if a["type"] == kind])


def problems(state: dict[str, Any]) -> list[str]:
    """The schema's complaints: none when jsonschema-rs says valid (rulecore/schemas.py), else jsonschema's words."""
    if first_problem("sweet-lands", "state.schema.json", state) is None:
        return []
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator().iter_errors(state)]


@pytest.mark.parametrize(("players", "seed", "variants", "stride"), GAMES)
def test_random_games_write_portable_states(players: int, seed: int, variants: list[str], stride: int) -> None:
    rules = SweetLandsRules()
    if players == 1:
        variants = [v for v in variants if v == "advanced_skill_tiles"]
    game = rules.new_game(players, seed, {"variants": variants})
    rng = random.Random(seed)
    seen: set[str] = set()
    checked = 0
    for step in range(MAX_ACTIONS):
        state = game.to_json()
        kinds = {frame["kind"] for frame in state["stack"]}
        if kinds - seen or step % stride == 0:
            checked += 1
            assert problems(state) == [], f"after {len(seen)} kinds seen: {problems(state)[:3]}"
            again = rules.load(json.loads(json.dumps(state)))
            assert again.to_json() == state, "load then state changed the state"
        seen |= kinds
        actions = game.legal_actions()
        if not actions:
            break
        game.apply(pick(rng, actions))
    else:
        pytest.fail(f"the game did not end within {MAX_ACTIONS} answers")
    assert game.state.phase == "game_over"
    assert isinstance(game, Game)
    assert checked > step // stride, "the states checked are the first of each kind and every stride-th"


def test_every_frame_kind_the_engine_registers_is_specified() -> None:
    """AUTO and DECISIONS (game.py) against the schema's closed list and decisions.md D5's table."""
    engine = dict.fromkeys(AUTO, "automatic") | dict.fromkeys(DECISIONS, "decision")
    assert not set(AUTO) & set(DECISIONS), "a kind is registered both as automatic and as a decision"
    assert set(engine) == schema_kinds(), (
        f"not in the schema: {sorted(set(engine) - schema_kinds())}; "
        f"in the schema only: {sorted(schema_kinds() - set(engine))}"
    )
    assert spec_kinds() == engine, {k: (spec_kinds().get(k), v) for k, v in engine.items() if spec_kinds().get(k) != v}


def test_the_schema_marks_each_kind_as_the_engine_does() -> None:
    """Each kind's schema says whether it is automatic or a decision, and `pending` lists the decisions."""
    defs = validator().schema["$defs"]
    for kind in schema_kinds():
        word = defs[f"frame_{kind}"]["description"].split(":")[0]
        assert word == ("Decision" if kind in DECISIONS else "Automatic"), kind
    pending = validator().schema["properties"]["pending"]["anyOf"][1]["properties"]["kind"]["enum"]
    assert set(pending) == set(DECISIONS)


def test_a_frame_with_a_field_its_kind_does_not_list_is_refused() -> None:
    rules = SweetLandsRules()
    state = rules.new_game(2, 1, {}).to_json()
    state["stack"][-1]["waiting"] = []
    with pytest.raises(InvalidState, match=r"stack/6"):
        rules.load(state)
