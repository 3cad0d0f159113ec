"""Then steps for what the table holds: hands, the deck and discard pile, resources, income,
points, markers and the order of passing (chapters 5 to 7, 17, 21).
"""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import parsers, then

from conformance.games.sweet_lands.steps.cards import card_id, words_list
from conformance.games.sweet_lands.steps.table import Table
from conformance.games.sweet_lands.steps.words import ready, spec_items, words_mix

# -- Then: the table -------------------------------------------------------------------------------


def player(table: Table, seat: int) -> dict[str, Any]:
    ready(table)
    found: dict[str, Any] = table.settled()["players"][seat]
    return found


@then(parsers.parse("player {seat:d}'s round aid token is on space {space:d}"))
def check_token(table: Table, seat: int, space: int) -> None:
    have = player(table, seat)["round_aid_space"]
    assert have == space, f"player {seat}'s round aid token is on space {have}"


@then(parsers.parse("player {seat:d}'s hand is {cards}"))
def check_hand_cards(table: Table, seat: int, cards: str) -> None:
    have = player(table, seat)["hand"]
    wanted = sorted(re.findall(r"c\d{3}", cards))
    assert sorted(have) == wanted, f"player {seat} holds {have}"


@then(parsers.parse("player {seat:d}'s hand holds exactly the citizen cards {names}"))
def check_hand_names(table: Table, seat: int, names: str) -> None:
    state = table.settled()
    have = sorted(state["cards"][c] for c in state["players"][seat]["hand"])
    assert have == sorted(card_id(n) for n in words_list(names)), f"player {seat} holds {have}"


@then(parsers.parse("the discard pile ends with {cards}"))
def discard_top(table: Table, cards: str) -> None:
    pile = table.settled()["discard"]
    wanted = re.findall(r"c\d{3}", cards)
    assert sorted(pile[-len(wanted) :]) == sorted(wanted), f"the discard pile is {pile}"


@then(parsers.re(r"the citizen deck holds (?P<count>\d+) cards?$"), converters={"count": int})
def check_deck(table: Table, count: int) -> None:
    deck = table.settled()["deck"]
    assert len(deck) == count, f"the citizen deck holds {len(deck)} cards"


@then(parsers.parse("the citizen deck is {cards}"))
def check_deck_order(table: Table, cards: str) -> None:
    deck = table.settled()["deck"]
    assert deck == re.findall(r"c\d{3}", cards), f"the citizen deck is {deck}"


@then(parsers.parse("the last cards discarded are, oldest first, {cards}"))
def check_discard_order(table: Table, cards: str) -> None:
    """The top of the discard pile in its order: the last card named was discarded last (SL-6.2.2a)."""
    pile = table.settled()["discard"]
    wanted = re.findall(r"c\d{3}", cards)
    assert pile[-len(wanted) :] == wanted, f"the discard pile is, oldest first, {pile}"


@then(parsers.re(r"player (?P<seat>\d+) has (?P<count>\d+) (?P<kind>VP|CP|IP) on the scoring track$"))
def check_points(table: Table, seat: str, count: str, kind: str) -> None:
    have = player(table, int(seat))[kind.lower()]
    assert have == int(count), f"player {seat} has {have} {kind}"


@then(parsers.parse("player {seat:d}'s income is {words}"))
def check_income_mix(table: Table, seat: int, words: str) -> None:
    have = player(table, seat)["income"]
    for kind, value in words_mix(words).items():
        assert have[kind] == value, f"player {seat}'s income is {have}"


@then(parsers.parse("player {seat:d}'s starting income is higher in total than that of every other printed character"))
def income_above_printed(table: Table, seat: int) -> None:
    """Compares with the spec's character data: the relation is sourced even where the figures are not."""
    mine = player(table, seat)
    have = sum(mine["income"].values())
    for other in spec_items("characters"):
        if other["id"] != mine["character"]:
            assert have > sum(other["starting_income"].values()), f"{other['name']} starts with as much income"


@then(parsers.parse("player {seat:d} holds {words} as resources"))
def check_resources_mix(table: Table, seat: int, words: str) -> None:
    have = player(table, seat)["resources"]
    for kind, value in words_mix(words).items():
        assert have[kind] == value, f"player {seat} holds {have}"


@then(parsers.parse("the start player marker is with player {seat:d}"))
def check_marker_with(table: Table, seat: int) -> None:
    holder = table.settled()["start_player"]
    assert holder == seat, f"player {holder} holds the start player marker"


@then(parsers.parse("player {seat:d} has used their character's free action this round"))
def check_used(table: Table, seat: int) -> None:
    assert "basic:0" in player(table, seat)["free_actions_used"], "the free action is not marked as used"


@then(parsers.parse("player {seat:d}'s character free action number {number:d} is marked used this round"))
def check_numbered_used(table: Table, seat: int, number: int) -> None:
    used = player(table, seat)["free_actions_used"]
    assert f"basic:{number - 1}" in used, f"the free actions marked used are {used}"


@then(parsers.parse("player {seat:d} still holds {count:d} scoring cubes on their character"))
def check_cubes(table: Table, seat: int, count: int) -> None:
    have = player(table, seat)["cubes"]
    assert have == count, f"player {seat} holds {have} cubes on the character"


@then(parsers.re(r"player (?P<seat>\d+)'s skill tile (?P<name>\w+) is (?P<side>face up|flipped)$"))
def check_skill_tile(table: Table, seat: str, name: str, side: str) -> None:
    have = player(table, int(seat))["skill_tiles"][name]
    assert have == (side == "face up"), f"player {seat}'s skill tile {name} face up: {have}"


@then(parsers.parse("no player holds an action disc and no action space is occupied"))
def discs_gone(table: Table) -> None:
    state = table.settled()
    assert all(p["discs"] == 0 for p in state["players"]), [p["discs"] for p in state["players"]]
    assert all(s is None for spaces in state["areas"].values() for s in spaces), state["areas"]


@then(parsers.parse("this round's turn order is {seats}"))
def check_turn_order(table: Table, seats: str) -> None:
    have = table.settled()["turn_order"]
    assert have == [int(s) for s in re.findall(r"\d+", seats)], f"this round's turn order is {have}"


def dealt(table: Table, first: int, last: int) -> list[str]:
    """Cards `first` to `last` (from 1) of the citizen deck as the scenario set it up."""
    deck: list[str] = table.builder.state["deck"]
    return deck[first - 1 : last]


@then(parsers.parse("player {seat:d}'s hand includes the first {count:d} cards of the citizen deck"))
def hand_has_top(table: Table, seat: int, count: int) -> None:
    hand = player(table, seat)["hand"]
    missing = [c for c in dealt(table, 1, count) if c not in hand]
    assert not missing, f"player {seat} holds {hand}, without {missing}"


@then(parsers.parse("player {seat:d}'s hand includes cards {first:d} to {last:d} of the citizen deck"))
def hand_has_range(table: Table, seat: int, first: int, last: int) -> None:
    hand = player(table, seat)["hand"]
    missing = [c for c in dealt(table, first, last) if c not in hand]
    assert not missing, f"player {seat} holds {hand}, without {missing}"


@then(parsers.re(r"player (?P<seat>\d+) has played (?P<count>\d+) cards?$"))
def check_played(table: Table, seat: str, count: str) -> None:
    have = player(table, int(seat))["played"]
    assert len(have) == int(count), f"player {seat} has played {have}"


@then(parsers.parse("the players have passed in the order {seats}"))
def check_pass_order(table: Table, seats: str) -> None:
    have = table.settled()["pass_order"]
    assert have == [int(s) for s in re.findall(r"\d+", seats)], f"the players passed in the order {have}"


@then(parsers.parse("the random generator's state is {value}"))
def check_generator(table: Table, value: str) -> None:
    have = table.settled()["rng"]
    assert have == value, f"the random generator's state is {have}"
