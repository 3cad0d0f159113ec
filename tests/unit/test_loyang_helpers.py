"""The Helper interpreter (reference_impl/loyang/helper_effects.py) against the effect vocabulary and the deck.

One interpreter serves every card: its operations are exactly the schema's, and
random games dealt from the component data use every one of the 22 Helpers, for
every player count, the solo game included.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from reference_impl.loyang.helper_effects import OPS, can_do, names_other, other_players
from reference_impl.loyang.plugin import LoyangRules
from reference_impl.loyang.scoring import score
from rulecore.registry import info

COMBINATORS = {"or", "all", "if"}


def test_the_interpreter_has_exactly_the_vocabulary_s_operations() -> None:
    schema = json.loads((info("loyang").schemas_dir / "effects.schema.json").read_text("utf-8"))
    ops = {name.removeprefix("op_") for name in schema["$defs"] if name.startswith("op_")}
    assert set(OPS) == ops - COMBINATORS


def _play(players: int, seed: int, used: Counter[str]) -> None:
    rules = LoyangRules()
    game = rules.new_game(players, seed, {})
    rng = random.Random(seed)
    while game.state.pending:
        # Discarding unused is offered at nearly every decision (decisions.md L9): left out, or a Helper of the
        # Harvest phase is nearly always thrown away before its window comes.
        actions = [a for a in game.legal_actions() if a["type"] != "discard_helper"]
        helpers = [a for a in actions if a["type"] == "use_helper"]
        action = rng.choice(helpers) if helpers and rng.random() < 0.7 else rng.choice(actions)
        if action["type"] == "use_helper" and game.state.pending["kind"] != "helper_option":
            used[action["card"]] += 1
        game.apply(action)
    assert all(entry["rank"] >= 1 for entry in score(game))


def test_random_games_use_every_helper() -> None:
    used: Counter[str] = Counter()
    for seed in range(8):
        for players in (1, 2, 3, 4):
            _play(players, seed, used)
    helpers = [
        c["id"]
        for c in json.loads((info("loyang").spec_dir / "components" / "action_cards.json").read_text("utf-8"))["items"]
        if c["kind"] == "helper"
    ]
    assert len(helpers) == 22
    assert not [h for h in helpers if not used[h]], "some Helpers were never used"


def test_a_lantern_effect_reaches_only_the_partner_in_a_four_player_action_phase() -> None:
    rules = LoyangRules()
    game = rules.new_game(4, 1, {"start_player": 0})
    state = game.state
    state.phase, state.second_player, state.partner = "action", 1, 3
    assert other_players(game, 0) == [3]
    assert other_players(game, 1) == [2]
    state.phase = "harvest"
    assert other_players(game, 0) == [1, 2, 3]
    tout = {"take_card": {"from": "other_player", "card_kinds": ["casual_customer"], "count": 1}}
    assert names_other(tout)
    assert not can_do(game, 0, tout), "nobody has a Casual customer in play at the start"
