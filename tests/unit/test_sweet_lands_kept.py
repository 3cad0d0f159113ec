"""What the turn keeps per player in `Game.steady` besides the board-only results of test_sweet_lands_steady.

`character_actions.options` keeps the character's unmarked, supported free actions,
`properties.clock_tower_options` keeps where the clock tower could go when the character's condition
reads the board alone, `milestones.claim_options` keeps the open tiles still worth asking about,
`cards.play_options` keeps each card's play cost, `skills.flip_options` keeps the face-up tiles with a
supported flip, and `turn.usable_areas` keeps whether diamonds may pay a hand cost. Each rests on
reading nothing a steady answer changes (the player's resources, hand and action discs, the discard
pile). These tests check that for every character on positions of random games, and that games in
which each character is played list at every turn decision what a freshly loaded copy lists.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from reference_impl.sweet_lands import character_actions, properties, skills
from reference_impl.sweet_lands.content import default_content
from reference_impl.sweet_lands.game import Game

from .sweet_lands_purse import RULES, copy_game, kept_alike, positions, purse_shaken

CHARACTERS = sorted(default_content().characters)


def _turns(players: int, seed: int, character: str | None = None) -> Iterator[Game]:
    """The turn decisions of one random game, in which `character` (if given) is chosen whenever offered."""
    for game in positions(players, seed, steps=500, prefer=lambda a: a.get("character") == character):
        if game.state.pending is not None and game.state.pending["kind"] == "turn":
            yield game


def test_what_the_turn_keeps_per_character_ignores_the_purse() -> None:
    """For every character in every seat: the unmarked free actions, and the clock tower's hexes wherever
    they are kept, are the same on a position and on a copy whose purses were replaced (each player given
    the wonder icon every tower condition asks for, so that the rest of the condition is read)."""
    rng = random.Random(3)
    towers = 0
    for players in (1, 2, 3, 4):
        for step, game in enumerate(_turns(players, 70 + players)):
            if step % 6:
                continue
            shaken = purse_shaken(game, rng, most=12)
            for seat in range(players):
                for character in CHARACTERS:
                    mine, theirs = game.state.players[seat], shaken.state.players[seat]
                    mine.character = theirs.character = character
                    mine.wonders = theirs.wonders = 2  # every clock tower condition asks for a wonder icon
                    assert character_actions._unmarked(game, mine) == character_actions._unmarked(shaken, theirs)
                    if properties._tower_board_only(game, character):
                        here = properties.clock_tower_locations(game, mine)
                        assert here == properties.clock_tower_locations(shaken, theirs), character
                        towers += bool(here)
    assert towers, "no position offered the clock tower"


def test_which_skill_tiles_may_flip_ignores_the_purse() -> None:
    """With every skill tile face up in front of every player, the tiles kept as flippable are the same on
    a position and on a copy whose purses were replaced."""
    rng = random.Random(4)
    tiles = {t["id"]: True for t in default_content().table("skill_tiles")}
    flippable = 0
    for players in (2, 3):
        for step, game in enumerate(_turns(players, 90 + players)):
            if step % 10:
                continue
            shaken = purse_shaken(game, rng, most=12)
            for mine, theirs in zip(game.state.players, shaken.state.players, strict=True):
                mine.skill_tiles, theirs.skill_tiles = dict(tiles), dict(tiles)
                kept = skills._flippable(game, mine)
                assert kept == skills._flippable(shaken, theirs)
                flippable += len(kept)
    assert flippable, "no skill tile could flip"


def test_what_the_turn_keeps_is_the_same_whatever_the_purse_holds() -> None:
    """Every value kept at a turn decision, worked out on a position and on a copy whose purses were
    replaced, is the same wherever both worked it out (for a table, on the entries both filled)."""
    rng = random.Random(8)
    compared: set[str] = set()
    for players in (1, 2, 3, 4):
        for step, game in enumerate(_turns(players, 80 + players)):
            if step % 3:
                continue
            shaken = purse_shaken(game, rng, most=12)
            for seat in range(players):
                # The hand is the same on both, so that the play costs of the same cards are worked out.
                shaken.state.players[seat].hand = list(game.state.players[seat].hand)
            compared |= kept_alike(game, shaken)
    assert compared >= {"play_costs", "clock_tower", "character_actions", "diamonds_pay_cards", "flips"}, compared


def test_a_tower_condition_that_reads_diamonds_is_not_kept() -> None:
    game = RULES.new_game(2, 1, {})
    assert isinstance(game, Game)
    assert not properties._tower_board_only(game, "gretel_stollen")
    assert properties._tower_board_only(game, "lotus_che")


@pytest.mark.parametrize("character", CHARACTERS)
def test_kept_results_list_what_a_fresh_copy_lists(character: str) -> None:
    kept = 0
    for game in _turns(2, len(character), character):
        kept += bool(game.steady)
        assert game.legal_actions() == copy_game(game).legal_actions()
    assert kept, "the game never kept a result between decisions"
