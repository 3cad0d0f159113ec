"""The reference engine's verbs: determinism, save/load, refusals that leave no trace."""

from __future__ import annotations

import enum
import json
import math
import random
from typing import Any

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference_impl import EngineError, IllegalAction, InvalidState, ReferenceEngine, Unsupported
from reference_impl.engine import _Answers
from rulecore import schemas


def _play(engine: ReferenceEngine, steps: int) -> list[dict[str, Any]]:
    """Answer the first legal action `steps` times (stopping at what the engine cannot do yet)."""
    taken = []
    for _ in range(steps):
        actions = engine.legal_actions()["actions"]
        if not actions:
            break
        try:
            engine.apply(actions[-1])
        except Unsupported:
            break
        taken.append(actions[-1])
    return taken


def test_same_seed_same_game() -> None:
    a, b = ReferenceEngine(), ReferenceEngine()
    assert a.new_game("sweet-lands", 3, 99) == b.new_game("sweet-lands", 3, 99)
    assert a.new_game("sweet-lands", 3, 99) != b.new_game("sweet-lands", 3, 100)


def test_setup_follows_the_player_count_tables() -> None:
    state = ReferenceEngine().new_game("sweet-lands", 4, 3)["state"]
    standard = sum(len(s["standard"]) for s in state["round_aid"])
    passes = sum(1 for s in state["round_aid"] if s["pass"])
    assert (standard, passes) == (11, 3)
    assert len(state["final_scoring"]) == 2
    assert len(state["milestones"]) == 5
    assert len(state["deck"]) == 207
    assert {"L34", "L4"} <= set(state["areas"])


def test_characters_are_chosen_counter_clockwise_from_the_right_of_the_start_player() -> None:
    engine = ReferenceEngine()
    state = engine.new_game("sweet-lands", 4, 1, {"start_player": 2})["state"]
    seen = []
    while state["pending"]["kind"] in {"choose_character", "choose_map"}:
        seen.append((state["pending"]["player"], state["pending"]["kind"]))
        engine.apply(engine.legal_actions()["actions"][-1])
        state = engine.state()["state"]
    # Each player takes a character and then a map side before the next player chooses (SL-3.6.2, SL-3.6.5).
    assert seen == [(p, k) for p in (1, 0, 3, 2) for k in ("choose_character", "choose_map")]
    maps = [p["map"]["id"] for p in state["players"]]
    assert maps.count("A") >= 2, "the A side is shared; B sides are taken once each"
    assert len({m for m in maps if m != "A"}) == len([m for m in maps if m != "A"])


def test_state_load_round_trip_gives_same_legal_actions_and_continuation() -> None:
    engine = ReferenceEngine()
    engine.new_game("sweet-lands", 2, 5)
    _play(engine, 30)
    saved = engine.state()["state"]
    twin = ReferenceEngine()
    twin.load(json.loads(json.dumps(saved)))
    assert twin.state()["state"] == saved
    assert twin.legal_actions() == engine.legal_actions()
    assert _play(twin, 20) == _play(engine, 20)
    assert twin.state() == engine.state()


def test_every_state_and_action_matches_its_schema() -> None:
    # first_problem: jsonschema-rs's quick yes (held to jsonschema's by tests/property/test_quick_schemas.py),
    # then jsonschema's own wording; pure-Python jsonschema on every state was 10 s of the default run.
    engine = ReferenceEngine()
    engine.new_game("sweet-lands", 3, 11)
    for _ in range(60):
        assert schemas.first_problem("sweet-lands", "state.schema.json", engine.state()["state"]) is None
        legal = engine.legal_actions()["actions"]
        for action in legal:
            assert schemas.first_problem("sweet-lands", "action.schema.json", action) is None
        if not _play(engine, 1):
            break


def test_illegal_action_names_a_rule_and_changes_nothing() -> None:
    engine = ReferenceEngine()
    engine.new_game("sweet-lands", 2, 8)
    before = engine.state()
    with pytest.raises(IllegalAction) as refused:
        engine.apply({"type": "choose_character", "character": "nobody"})
    assert refused.value.rule == "SL-3.6.3"
    assert engine.state() == before


@pytest.mark.parametrize(
    ("state_change", "where"),
    [
        (lambda s: s.pop("deck"), "deck"),
        (lambda s: s["players"][0]["resources"].update(gold=-1), "players/0/resources/gold"),
        (lambda s: s.update(round=6), "round"),
        (lambda s: s["players"][1].update(round_aid_space=len(s["round_aid"])), "round aid token"),
    ],
)
def test_load_refuses_a_malformed_state_and_keeps_the_old_game(state_change: Any, where: str) -> None:
    engine = ReferenceEngine()
    engine.new_game("sweet-lands", 2, 8)
    before = engine.state()
    broken = json.loads(json.dumps(before["state"]))
    state_change(broken)
    with pytest.raises(InvalidState) as refused:
        engine.load(broken)
    assert where in refused.value.message or "deck" in refused.value.message
    assert engine.state() == before


def test_unsupported_requests_are_refused() -> None:
    engine = ReferenceEngine()
    with pytest.raises(Unsupported):
        engine.new_game("at-the-gates-of-loyang", 2, 1)
    with pytest.raises(Unsupported):
        engine.new_game("sweet-lands", 5, 1)
    with pytest.raises(EngineError) as no_game:
        engine.state()
    assert no_game.value.code == "invalid_state"


def test_an_action_equal_only_in_python_is_refused() -> None:
    """`true` is not `1` in JSON: a legal answer with a number turned into a boolean is malformed."""
    engine = ReferenceEngine()
    engine.new_game("sweet-lands", 2, 8)
    for _ in range(200):
        numeric = [a for a in engine.legal_actions()["actions"] if any(type(v) is int for v in a.values())]
        if numeric:
            break
        _play(engine, 1)
    before = engine.state()
    key = next(k for k, v in numeric[0].items() if type(v) is int)
    for wrong in (float(numeric[0][key]), numeric[0][key] == 1):
        with pytest.raises(EngineError) as refused:
            engine.apply({**numeric[0], key: wrong})
        assert refused.value.code in {"invalid_request", "illegal_action"}
        assert engine.state() == before


def test_changing_the_returned_legal_actions_does_not_make_an_action_legal() -> None:
    engine = ReferenceEngine()
    engine.new_game("sweet-lands", 2, 8)
    before = engine.state()
    actions = engine.legal_actions()["actions"]
    actions[0]["character"] = "nobody"
    with pytest.raises(IllegalAction):
        engine.apply(actions[0])
    assert engine.state() == before


@pytest.mark.parametrize("start", ["past a checkpoint", "dealt", "loaded"])
def test_a_failure_inside_an_action_leaves_the_state_as_it_was(monkeypatch: pytest.MonkeyPatch, start: str) -> None:
    """The engine restores from where its replay starts: far past a checkpoint; the `new_game` request
    that dealt the game (options the caller changed since included); a copy of a state loaded (the
    caller's state changed since). Twice, so the first restore must leave that start as it was."""
    from reference_impl import engine as engine_module  # noqa: PLC0415

    monkeypatch.setattr(engine_module, "CHECKPOINT_EVERY", 7 if start == "past a checkpoint" else 1000)
    engine = ReferenceEngine()
    options: dict[str, Any] = {"variants": ["variable_turn_order", "advanced_skill_tiles"]}
    engine.new_game("sweet-lands", 3, 8, options)
    options["variants"].clear()  # the caller's own dict: the replay must not see this
    if start == "loaded":
        _play(engine, 5)
        state = engine.state()["state"]
        engine.load(state)
        state["round"] = 5  # likewise
    assert len(_play(engine, 30)) == 30
    for _ in range(2):
        _fail_half_way(engine)
        assert len(_play(engine, 3)) == 3


def _fail_half_way(engine: ReferenceEngine) -> None:
    """Apply the first legal answer through a decision that fails once, after changing the state."""
    from reference_impl.sweet_lands import game as game_module  # noqa: PLC0415

    before = engine.state()
    legal_before = engine.legal_actions()["actions"]
    action = legal_before[0]
    real = game_module.DECISIONS[before["state"]["pending"]["kind"]]
    real_apply = real.effect
    failures = []

    def broken(game: Any, frame: Any, answer: Any) -> None:
        """Fails once, half-way (the replay of the answers accepted before must not fail)."""
        real_apply(game, frame, answer)
        if not failures:
            failures.append(answer)
            game.state.players[0].resources["gold"] += 1000
            raise RuntimeError("a bug in the middle of an action")

    with pytest.MonkeyPatch.context() as patched:
        patched.setattr(real, "effect", broken)
        with pytest.raises(RuntimeError, match="a bug in the middle"):
            engine.apply(action)
    assert engine.state() == before
    assert engine.legal_actions()["actions"] == legal_before
    engine.apply(action)


_leaves = st.one_of(
    st.integers(-3, 3), st.booleans(), st.none(), st.sampled_from(["", "},{", "},{}", "a", "{", "}", ",", '"', "\\"])
)
_values = st.recursive(
    _leaves,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["type", "a", "b"]), inner, max_size=3),
    max_leaves=8,
)
_answer_lists = st.lists(st.dictionaries(st.sampled_from(["type", "a", "b", "},{"]), _values, max_size=3), max_size=6)


@settings(max_examples=400, deadline=None)
@given(_answer_lists, st.lists(st.dictionaries(st.sampled_from(["type", "a", "b"]), _values, max_size=3), max_size=4))
def test_the_answers_hold_exactly_each_answers_text(actions: list[dict[str, Any]], others: list[Any]) -> None:
    """engine._Answers finds an answer's text inside the list's one encoding: never a part of an answer
    (a nested object, strings with braces and commas), never a prefix of one, always every answer."""
    answers = _Answers(actions)
    assert answers.text == orjson.dumps(actions)
    texts = {orjson.dumps(a) for a in actions}
    nested = [v for a in actions for v in a.values() if isinstance(v, dict)]
    nested += [x for a in actions for v in a.values() if isinstance(v, list) for x in v if isinstance(x, dict)]
    for candidate in [*actions, *others, *nested]:
        text = orjson.dumps(candidate)
        assert answers.holds(text) == (text in texts), candidate


@settings(max_examples=300, deadline=None)
@given(st.lists(_values, max_size=6), st.lists(st.dictionaries(st.sampled_from(["type", "a"]), _values), max_size=4))
def test_a_list_with_more_than_objects_never_holds_a_false_answer(actions: list[Any], others: list[Any]) -> None:
    """With numbers, strings or lists among the answers the search may miss one (`_match` then looks
    answer by answer), but what it finds is always an answer's whole text."""
    answers = _Answers(actions)
    texts = {orjson.dumps(a) for a in actions}
    inner = [x for a in actions if isinstance(a, list) for x in a if isinstance(x, dict)]
    for candidate in [*(a for a in actions if isinstance(a, dict)), *others, *inner]:
        text = orjson.dumps(candidate)
        assert not answers.holds(text) or text in texts, candidate


def test_the_fast_search_covers_a_list_without_arrays() -> None:
    """A list whose answers hold no array is searched in its text (the case of nearly every list), even
    when a string in it holds `},{`, and still tells an answer from a part of a string."""
    actions = [{"type": "a", "note": '},{"type":"b"}'}, {"type": "b"}]
    answers = _Answers(actions)
    assert answers._split
    assert answers.holds(b'{"type":"b"}')
    assert not answers.holds(b'{"type":"c"}')
    assert answers._each is None, "the search decoded the list"


def test_an_answer_with_its_keys_in_another_order_is_still_the_answer() -> None:
    engine = ReferenceEngine()
    engine.new_game("sweet-lands", 2, 8)
    action = next(a for a in engine.legal_actions()["actions"] if len(a) > 1)
    engine.apply(dict(reversed(action.items())))
    twin = ReferenceEngine()
    twin.new_game("sweet-lands", 2, 8)
    twin.apply(action)
    assert engine.state() == twin.state()


class _Text(str):
    """A string subclass: not a JSON value, though it would print as one."""


@pytest.mark.parametrize("game", ["sweet-lands", "loyang"])
def test_values_that_only_encode_like_an_answer_are_refused(game: str) -> None:
    """An action whose text equals an answer's is the answer only if its values are JSON values too: an enum,
    a UUID-like string subclass, a tuple or NaN that orjson writes as the answer's text is refused."""
    engine = ReferenceEngine()
    engine.new_game(game, 2, 3)
    chooser = random.Random(3)
    bent: list[dict[str, Any]] = []
    for _ in range(400):
        actions = engine.legal_actions()["actions"]
        if not actions:
            break
        for action in actions:
            for key, value in action.items():
                if type(value) is str:
                    bent += [{**action, key: enum.Enum("E", {"X": value}).X}, {**action, key: _Text(value)}]
                elif type(value) is list:
                    bent.append({**action, key: tuple(value)})
                elif value is None:
                    bent.append({**action, key: math.nan})
        if len({type(b[k]) for b in bent for k in b} - {str, int, bool, list, type(None)}) >= 3:
            break
        engine.apply(chooser.choice(actions))
    assert bent, "no answer to bend"
    before = engine.state()
    for action in bent:
        with pytest.raises(EngineError):
            engine.apply(action)
        assert engine.state() == before


def test_the_memo_of_a_content_stays_within_its_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    """Derived tables keyed by ability combinations would grow with every game a server plays; the memo
    drops its oldest entry past the bound, and a game played with a tiny bound gives the same states."""
    from reference_impl.sweet_lands import content  # noqa: PLC0415

    memo = content.Memo()
    for key in range(content.MEMO_ENTRIES + 10):
        memo[key] = key
    assert len(memo) == content.MEMO_ENTRIES and 0 not in memo and content.MEMO_ENTRIES + 9 in memo

    def states() -> list[Any]:
        engine = ReferenceEngine()
        engine.new_game("sweet-lands", 3, 4)
        chooser = random.Random(4)
        seen = []
        while actions := engine.legal_actions()["actions"]:
            engine.apply(chooser.choice(actions))
            seen.append(engine.state()["state"]["players"])
        return seen

    content.default_content().memo.clear()
    normal = states()
    monkeypatch.setattr(content, "MEMO_ENTRIES", 3)
    content.default_content().memo.clear()
    assert states() == normal
    assert len(content.default_content().memo) <= 3
