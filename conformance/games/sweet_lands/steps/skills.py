"""Steps for the printed skill tiles, the advanced variant's setup, milestones and the hand (chapters 2, 6, 16, 20, 25).

The card, tile and milestone tables of `cards.py` cover most of these chapters;
this module adds what their remaining rules need: a character pass ability that
gives industry points (regular tile 6 counts them), a new game with the advanced
skill tile variant and what it lays beside the board, the discard pile's cards
by name (a deck search must not reach them), and short answers for discarding.
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import given, parsers, then, when

from conformance.engines.engine import Engine
from conformance.games.sweet_lands.steps.board import act, character, legal, load, settled_player
from conformance.games.sweet_lands.steps.cards import card_id, names, new_card, offered, words_list
from conformance.games.sweet_lands.steps.new_games import first_state
from conformance.games.sweet_lands.steps.setup import started
from conformance.games.sweet_lands.steps.table import Table
from conformance.games.sweet_lands.steps.words import spec_items

ADVANCED_VARIANT = "advanced_skill_tiles"


# -- Given -----------------------------------------------------------------------------------------


@given(parsers.parse("player {seat:d}'s character gives {points:d} industry points at each pass"))
def character_pass_ip(table: Table, seat: int, points: int) -> None:
    character(table, seat)["basic_abilities"].append({"timing": "pass", "effect": {"ip": points}})


@given(
    parsers.parse("a new {players:d}-player game with seed {seed:d} using advanced skill tiles"),
    target_fixture="table",
)
def new_game_advanced(engine: Engine, players: int, seed: int) -> Table:
    return started(engine, players, seed, {"variants": [ADVANCED_VARIANT]})


@given(parsers.parse("the discard pile holds the cards {cards}"))
def discard_holds(table: Table, cards: str) -> None:
    table.builder.state["discard"] = [new_card(table, n) for n in words_list(cards)]


@given(parsers.parse("the stack of skill tile {tile} holds {count:d} tiles"))
def stack_holds(table: Table, tile: str, count: int) -> None:
    table.builder.state["skill_supply"][tile] = count


# -- When ------------------------------------------------------------------------------------------


@when(parsers.parse("player {seat:d} discards their lowest card"))
def discard_lowest(table: Table, seat: int) -> None:
    load(table)
    hand = sorted(table.engine.state()["players"][seat]["hand"])
    act(table, seat, {"type": "discard", "cards": hand[:1]})


# -- Then ------------------------------------------------------------------------------------------


def advanced_pool() -> set[str]:
    return {t["id"] for t in spec_items("skill_tiles") if t.get("set") == "advanced"}


@then(parsers.parse("{count:d} different advanced skill tiles lie beside the board of the new game"))
def check_new_advanced(table: Table, count: int) -> None:
    laid: list[str] = first_state(table)["advanced_supply"]
    assert len(set(laid)) == len(laid) == count, f"beside the board: {laid}"
    assert set(laid) <= advanced_pool(), f"not all of {laid} are advanced skill tiles"


@then(parsers.parse("no milestone tile is in play in the new game"))
def check_no_milestones(table: Table) -> None:
    tiles = first_state(table)["milestones"]
    assert tiles == [], f"milestone tiles in play: {tiles}"


@then(parsers.parse("the characters of the new game are still to be chosen"))
def check_before_characters(table: Table) -> None:
    pending = first_state(table)["pending"]
    assert pending is not None and pending["kind"] == "choose_character", f"the new game asks {pending}"


@when(parsers.parse("the same setup is repeated with the seeds {low:d} to {high:d}"))
def repeat_setup(table: Table, low: int, high: int) -> None:
    laid = set(first_state(table)["advanced_supply"])
    players = len(first_state(table)["players"])
    options = table.notes["options"]
    for seed in range(low, high + 1):
        laid |= set(table.engine.new_game("sweet-lands", players, seed, options)["advanced_supply"])
    table.notes["advanced_laid"] = laid


@then(parsers.parse("the advanced skill tiles laid over those setups are exactly the {count:d} of the components"))
def check_laid_pool(table: Table, count: int) -> None:
    laid = table.notes["advanced_laid"]
    assert laid == advanced_pool() and len(laid) == count, f"laid: {sorted(laid)}"


@then(parsers.parse("no advanced skill tile lies beside the board of the new game"))
def check_no_advanced(table: Table) -> None:
    laid = first_state(table)["advanced_supply"]
    assert laid == [], f"beside the board: {laid}"


@then(parsers.parse("the regular skill tiles of the new game are not among them"))
def check_no_regular(table: Table) -> None:
    laid = set(first_state(table)["advanced_supply"])
    regular = set(first_state(table)["skill_supply"])
    assert not laid & regular, f"regular kinds beside the board: {sorted(laid & regular)}"


@then(parsers.re(r"player (?P<seat>\d+) may take from the citizen deck exactly (?P<count>\d+) (?P<name>\w+) cards?$"))
def check_search_offer(table: Table, seat: str, count: str, name: str) -> None:
    cards = [a["card"] for a in offered(table, "take_card")]
    deck = set(table.engine.state()["deck"])
    assert all(c in deck for c in cards), f"offered cards outside the deck: {sorted(set(cards) - deck)}"
    assert names(table, cards) == [card_id(name)] * int(count), f"offered: {names(table, cards)}"


@then(parsers.parse("the discard pile holds the cards {cards}"))
def check_discard_names(table: Table, cards: str) -> None:
    load(table)
    found = sorted(names(table, table.settled()["discard"]))
    assert found == sorted(card_id(n) for n in words_list(cards)), f"the discard pile holds {found}"


@then(parsers.parse("player {seat:d} is asked to discard {count:d} card"))
def check_discard_asked(table: Table, seat: int, count: int) -> None:
    found = [a for a in legal(table) if a["type"] == "discard"]
    assert found and all(len(a["cards"]) == count for a in found), f"answers: {legal(table)}"
    assert table.engine.state()["pending"]["player"] == seat


@then(parsers.parse("player {seat:d} holds no face-down skill tile"))
def check_all_face_up(table: Table, seat: int) -> None:
    held: dict[str, Any] = settled_player(table, seat)["skill_tiles"]
    assert all(held.values()), f"skill tiles held: {held}"
