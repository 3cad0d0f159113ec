"""Every refused Sweet Lands answer names the rule decisions.md D8 gives, in random games.

The scenarios of features/sweet-lands/28-refused-answers.feature hand each decision
a wrong answer at one chosen moment; this test does it at the moments random games
reach. At each decision of a few seeded games it gives the reference engine every
kind of answer seen so far that the pending decision does not list, and an answer
of the decision's own kind written for another seat (what that seat would be
offered in the same position). Where D8.3 names no check for that answer type,
the refusal must cite the row's "otherwise" rule, read from decisions.md itself
(or, for a free action outside a turn, the rule of the moment, D8.1 step 4), and
the state must be unchanged.
"""

from __future__ import annotations

import copy
import random
import re
from functools import cache
from typing import Any

import pytest

from reference_impl.engine import ReferenceEngine
from reference_impl.errors import EngineError
from rulecore.registry import info

FREE_ACTIONS = frozenset(
    {"build", "buy_card", "buy_basic", "sell_basic", "trade_basic", "return_disc", "discard_for_basic"}
    | {"claim_milestone", "place_clock_tower", "character_action"}
)
"""The free actions of D3.2, D3.2a, D3.6 and D3.10 (D8.1 step 4)."""
CHECKED = {
    "hand_cost": {"pay_hand_cost"},
    "place_terrain": {"stop", "place_terrain"},
    "place_road": {"stop", "place_road"},
    "interleave_place": {"stop", "place_terrain", "place_road"},
    "copy_area": {"copy_area"},
    "choose_flip": {"flip_tile"},
    "place_property": {"stop", "place_property"},
    "industry_step": {"stop", "industry_step"},
    "place_rabbit": {"stop", "rabbit_vp", "place_rabbit"},
    "prosperity_step": {"stop", "prosperity_step"},
    "automate": {"automate"},
    "choose_skill_tile": {"take_skill_tile", "take_advanced_skill_tile"},
    "move_round_aid": {"move_round_aid"},
    "choose_map": {"choose_map"},
}
"""The answer types D8.3's checks name, by pending decision: any other type gets the row's last rule.
A `turn` checks every answer of its own, so only other decisions' answers are judged there."""


@cache
def otherwise() -> dict[str, str]:
    """Each decision's "otherwise" rule, as decisions.md D8.3 writes it (its table and the paragraph after)."""
    text = (info("sweet-lands").spec_dir / "decisions.md").read_text(encoding="utf-8")
    section = text[text.index("**D8.3**") : text.index("**D8.4**")]
    rule = r"(SL-\d+(?:\.\d+)*[a-z]?)"
    rules = {m[1]: m[2] for m in re.finditer(rf"^\| `(\w+)` \|.*\| {rule} \|$", section, re.MULTILINE)}
    rules.update(re.findall(rf"`(\w+)`\s+{rule}", section[section.index("The rule cited for every other") :]))
    return rules


def moment_rule(state: dict[str, Any]) -> str:
    """The rule a free action outside a turn cites (D8.1 step 4, D3.10)."""
    if state["phase"] == "income":
        return "SL-5.6.2"
    if state["phase"] == "cleanup":
        return "SL-18.4.1"
    if state["pending"]["kind"] == "move_round_aid":
        return "SL-17.4.1"
    return "SL-18.4.2" if state["phase"] == "action" else "SL-18.1.1"


def expected(state: dict[str, Any], action: dict[str, Any]) -> str | None:
    kind = state["pending"]["kind"]
    if action["type"] in FREE_ACTIONS and kind != "turn":
        return moment_rule(state)
    if kind == "turn" or action["type"] in CHECKED.get(kind, set()):
        return None
    return otherwise()[kind]


def refused_as(engine: ReferenceEngine, state: dict[str, Any], action: dict[str, Any]) -> None:
    rule = expected(state, action)
    with pytest.raises(EngineError) as refused:
        engine.apply(action)
    assert engine.state()["state"] == state, f"{action} refused at {state['pending']} changed the state"
    if refused.value.code == "invalid_request":  # not shaped like an answer of this game: D8.1 step 1
        return
    assert refused.value.code == "illegal_action", refused.value.message
    if rule is not None:
        assert refused.value.rule == rule, f"{action} at {state['pending']}: {refused.value.message}"


def others_answers(state: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """What `seat` would be offered were the pending decision theirs (the top frame's player changed)."""
    other = copy.deepcopy(state)
    other["stack"][-1]["player"] = seat
    probe = ReferenceEngine()
    try:
        probe.load(other)
    except EngineError:
        return []
    answers: list[dict[str, Any]] = probe.legal_actions()["actions"]
    return answers


def test_the_otherwise_rules_are_read_from_decisions_md() -> None:
    rules = otherwise()
    assert rules["hand_cost"] == "SL-8.3.1"
    assert rules["keep_card"] == "SL-21.2.3"
    assert rules["play_from_effect"] == "SL-14.2.10"
    assert len(rules) >= 34


@pytest.mark.parametrize(("seed", "players", "variants"), [(3, 2, []), (8, 3, ["hand_drafting"]), (5, 1, [])])
def test_wrong_answers_name_the_rule_of_d8(seed: int, players: int, variants: list[str]) -> None:
    rng = random.Random(seed)
    engine = ReferenceEngine()
    engine.new_game("sweet-lands", players, seed, {"variants": variants})
    seen: dict[str, dict[str, Any]] = {}
    tried: dict[str, int] = {}
    while (state := engine.state()["state"])["pending"] is not None:
        legal = engine.legal_actions()["actions"]
        seen.update((a["type"], a) for a in legal if a["type"] not in seen)
        kind = state["pending"]["kind"]
        tried[kind] = tried.get(kind, 0) + 1
        if tried[kind] <= 3:
            for action in [a for a in seen.values() if a not in legal]:
                refused_as(engine, state, action)
            seat = state["pending"]["player"]
            if players > 1 and seat is not None:
                for answer in others_answers(state, (seat + 1) % players):
                    if answer not in legal:
                        refused_as(engine, state, answer)
        engine.apply(rng.choice(legal))
    assert len(tried) >= 8, f"the games reached only {sorted(tried)}"
