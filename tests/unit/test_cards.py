"""Part 4 of the engine (chapters 14, 15, 16, 20, 23, 24): unit checks and random full games.

The random games are the proof that every rule a game can reach is implemented:
from `new_game`, random legal answers are played until the game is over, for 2, 3
and 4 players, with every character taken at least once across the games, and
every state on the way must validate against the state schema.
"""

from __future__ import annotations

import json
import random
from typing import Any

from reference_impl.sweet_lands import default_content
from reference_impl.sweet_lands.game import Game
from reference_impl.sweet_lands.setup import new_game
from reference_impl.sweet_lands.state import GameState
from rulecore.schemas import first_problem

CHARACTERS = [c["id"] for c in default_content().table("characters")]
GAMES: list[tuple[int, int, list[str]]] = [
    (2, 11, ["advanced_skill_tiles"]),
    (3, 12, ["variable_turn_order"]),
    (4, 13, ["advanced_skill_tiles"]),
    (4, 14, []),
    (4, 15, ["advanced_skill_tiles", "hand_drafting"]),
]
MAX_ACTIONS = 6000


def _pick(rng: random.Random, game: Game, actions: list[dict[str, Any]], wanted: list[str]) -> dict[str, Any]:
    """A random answer, steered so that turns do things: pass and end_turn are taken only now and then."""
    top = game.state.pending
    assert top is not None
    if top["kind"] == "choose_character":
        for character in list(wanted):
            if {"type": "choose_character", "character": character} in actions:
                wanted.remove(character)
                return {"type": "choose_character", "character": character}
    if top["kind"] == "turn":
        main = [a for a in actions if a["type"] in {"use_area", "play_card", "flip_skill_tile"}]
        rare = {"pass", "end_turn", "sell_basic", "trade_basic", "return_disc", "discard_for_basic", "buy_basic"}
        useful = [a for a in actions if a["type"] not in rare]
        if main and rng.random() < 0.9:
            return rng.choice(main)
        if useful and rng.random() < 0.3:
            return rng.choice(useful)
        ends = [a for a in actions if a["type"] in {"pass", "end_turn"}]
        if ends and rng.random() < 0.8:
            return ends[0]
    advanced = [a for a in actions if a["type"] == "take_advanced_skill_tile"]
    if advanced:  # always, so that the variant's tiles reach play whatever path the game takes
        return rng.choice(advanced)
    stops = [a for a in actions if a["type"] in {"stop", "decline"}]
    if stops and len(actions) > 1 and rng.random() < 0.7:
        actions = [a for a in actions if a not in stops]
    return rng.choice(actions)


def play_random_game(players: int, seed: int, variants: list[str], wanted: list[str]) -> Game:
    rng = random.Random(seed)
    game = new_game(default_content(), players, seed, variants)
    fixed: str | None = None
    for step in range(MAX_ACTIONS):
        if game.state.pending is None:
            _check(game.state.to_json())
            return game
        state = game.state.to_json()
        assert GameState.from_json(state).to_json() == state
        _check(state)
        actions = game.legal_actions()
        assert actions, f"a pending {game.state.pending['kind']!r} decision with no answer"
        game.apply(_pick(rng, game, actions, wanted))
        if step % 50 == 0 and game.state.phase == "action":
            now = json.dumps([game.state.card_types, [p.map for p in game.state.players]], sort_keys=True)
            fixed = fixed or now
            assert now == fixed
    raise AssertionError(f"the game did not end within {MAX_ACTIONS} answers")


def _check(state: dict[str, Any]) -> None:
    """Every state whole: jsonschema-rs says yes quickly, and jsonschema words a problem (rulecore/schemas.py)."""
    problem = first_problem("sweet-lands", "state.schema.json", state)
    assert problem is None, f"{list(problem.absolute_path)}: {problem.message}"


def test_random_full_games_end_without_an_engine_error() -> None:
    wanted = list(CHARACTERS)
    taken: set[str] = set()
    games = [play_random_game(players, seed, variants, wanted) for players, seed, variants in GAMES]
    for game in games:
        assert game.state.round == 5 and game.state.pending is None
        taken.update(p.character for p in game.state.players if p.character)
    assert taken == set(CHARACTERS)
    everyone = [p for game in games for p in game.state.players]
    assert any(p.played for p in everyone)
    assert any(any(p.automated.values()) for p in everyone)
    assert any(p.skill_tiles for p in everyone)
    assert any(t.startswith("advanced_") for p in everyone for t in p.skill_tiles)
