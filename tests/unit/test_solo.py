"""The solo game (chapter 26): random games from `new_game` to the end, setup draws and the titles.

The random games are the proof that a 1-player game can reach every decision and
finish: random legal answers until the game is over, every state on the way valid
against the state schema, ending with a score that names a title (or null).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from reference_impl.errors import InvalidRequest
from reference_impl.sweet_lands import default_content, score
from reference_impl.sweet_lands.game import Game
from reference_impl.sweet_lands.setup import new_game
from reference_impl.sweet_lands.solo import MIO, title
from reference_impl.sweet_lands.state import GameState
from rulecore.paths import schemas_dir
from rulecore.schemas import first_problem, registry

SEEDS = (31, 32, 33)
MAX_ACTIONS = 4000


def _validator(name: str) -> Draft202012Validator:
    with (schemas_dir() / name).open(encoding="utf-8") as f:
        return Draft202012Validator(json.load(f), registry=registry())


def _pick(rng: random.Random, actions: list[dict[str, Any]]) -> dict[str, Any]:
    """A random answer that prefers doing something to ending the turn, so the games get somewhere."""
    main = [a for a in actions if a["type"] in {"use_area", "play_card", "flip_skill_tile"}]
    if main and rng.random() < 0.9:
        return rng.choice(main)
    ends = [a for a in actions if a["type"] in {"pass", "end_turn"}]
    if ends and rng.random() < 0.8:
        return ends[0]
    keep = [a for a in actions if a["type"] not in {"stop", "decline"}]
    return rng.choice(keep if keep and rng.random() < 0.7 else actions)


def play_solo(seed: int, variants: list[str]) -> tuple[Game, set[str]]:
    """A random solo game to its end; also returns the areas that ever held Mio's disc."""
    rng = random.Random(seed)
    game = new_game(default_content(), 1, seed, variants)
    blocked: set[str] = set()
    for _ in range(MAX_ACTIONS):
        state = game.state.to_json()
        problem = first_problem("sweet-lands", "state.schema.json", state)  # jsonschema-rs's quick yes, else jsonschema
        assert problem is None, f"{list(problem.absolute_path)}: {problem.message}"
        assert GameState.from_json(state).to_json() == state
        blocked.update(a for a, spaces in game.state.areas.items() if MIO in spaces)
        if game.state.pending is None:
            return game, blocked
        actions = game.legal_actions()
        assert actions, f"a pending {game.state.pending['kind']!r} decision with no answer"
        game.apply(_pick(rng, actions))
    raise AssertionError(f"the solo game did not end within {MAX_ACTIONS} answers")


@pytest.mark.parametrize("seed", SEEDS)
def test_random_solo_games_end_with_a_score_and_a_title(seed: int) -> None:
    game, blocked = play_solo(seed, ["advanced_skill_tiles"] if seed % 2 else [])
    state = game.state
    assert state.phase == "game_over" and state.round == 5
    assert state.solo is not None and len(state.solo.revealed) == 10, "two solo cards are revealed per round"
    assert state.solo.round_aid_space is not None, "Mio's token is on the board after the first pass"
    assert state.solo.round_aid_space != state.players[0].round_aid_space
    assert blocked, "no solo card ever blocked an action space"
    scores = score(game)
    assert [s["player"] for s in scores] == [0] and scores[0]["rank"] == 1
    assert scores[0]["title"] == title(scores[0]["total"])
    response = {"id": 1, "ok": True, "scores": scores}
    assert _validator("protocol/responses/score.schema.json").is_valid(response)


def test_a_new_solo_game_has_shuffled_decks_and_no_tiles_for_more_players() -> None:
    state = new_game(default_content(), 1, 5, []).state
    assert state.solo is not None and state.solo.round_aid_space is None and state.solo.revealed == []
    cards = {c["id"]: c["deck"] for c in default_content().table("solo_cards")}
    for deck in ("A", "B"):
        assert sorted(state.solo.decks[deck]) == sorted(c for c, d in cards.items() if d == deck)
    assert state.final_scoring == [] and state.milestones == [], "a solo game uses neither (SL-26.2.2)"
    assert len(state.players) == 1 and state.start_player == 0


@pytest.mark.parametrize("variant", ["hand_drafting", "variable_turn_order"])
def test_a_solo_game_refuses_the_variants_for_several_players(variant: str) -> None:
    with pytest.raises(InvalidRequest) as refused:
        new_game(default_content(), 1, 5, [variant])
    assert refused.value.rule == "SL-26.5.1"


def test_games_for_more_players_have_no_solo_field() -> None:
    assert "solo" not in new_game(default_content(), 2, 5, []).state.to_json()


@pytest.mark.parametrize(
    ("total", "expected"),
    [(0, None), (250, None), (251, "expert_patissier"), (300, "expert_patissier"), (301, "beloved_ruler")],
)
def test_titles_need_a_total_above_the_threshold(total: int, expected: str | None) -> None:
    assert title(total) == expected
