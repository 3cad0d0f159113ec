"""Steps for the solo game against Mio (chapter 26).

A solo scenario puts exactly the solo cards it needs into the state, each showing
the action areas the scenario names, so no outcome rests on the provisional card
lists of the spec's components. Mio appears only as what the rules let it do:
discs on action spaces and one round aid token.
"""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import given, parsers, then, when

from conformance.engines.engine import Engine, EngineRefusal
from conformance.games.sweet_lands.builder import TableBuilder
from conformance.games.sweet_lands.steps.new_games import first_state
from conformance.games.sweet_lands.steps.table import Table
from conformance.games.sweet_lands.steps.table_checks import player
from conformance.games.sweet_lands.steps.words import answers_now, pending, scenario_table, scores, spec_items

SOLO_AID_SPACES = 5
"""The round aid board of a 1-2 player game has five spaces (SL-26.2.1); only their number matters here."""
TITLES = {
    "no title": None,
    "the expert pâtissier title": "expert_patissier",
    "the beloved ruler title": "beloved_ruler",
}
VARIANTS = {
    "advanced skill tiles": "advanced_skill_tiles",
    "hand drafting": "hand_drafting",
    "variable turn order": "variable_turn_order",
}


def solo_state(table: Table) -> dict[str, Any]:
    found: dict[str, Any] = table.builder.state["solo"]
    return found


def area_words(words: str) -> list[str]:
    """`M, then N, then K` or `G` -> ["M", "N", "K"] / ["G"]."""
    return re.findall(r"\b[A-Q]\b", words)


def card_name(words: str) -> str:
    """`A card 2` (the second card given for the A deck) or `earlier card 1` -> the card's id in the state."""
    return "scenario_" + words.replace(" card ", "")


def cards_words(words: str) -> list[str]:
    """`earlier card 1, A card 1 and B card 1` -> their ids, in the order written."""
    return [card_name(w.strip()) for w in re.split(r",| and ", words) if w.strip()]


def spaces_words(words: str) -> list[Any]:
    """`Mio, player 0, empty` -> ["mio", 0, None]: what each space of an area holds, from the left."""
    out: list[Any] = []
    for word in (w.strip() for w in words.split(",")):
        if word == "Mio":
            out.append("mio")
        elif word == "empty":
            out.append(None)
        else:
            out.append(int(word.removeprefix("player ")))
    return out


# -- Given -----------------------------------------------------------------------------------------


@given(parsers.parse("a solo game in round {round:d}"), target_fixture="table")
def solo_game(engine: Engine, round: int) -> Table:
    builder = TableBuilder(players=1, round=round)
    builder.state["round_aid"] = [{"standard": [], "pass": None} for _ in range(SOLO_AID_SPACES)]
    return Table(engine, builder)


@given(parsers.re(r"the next card of the (?P<deck>[AB]) deck shows action areas? (?P<areas>.+)$"))
def solo_card(table: Table, deck: str, areas: str) -> None:
    """A solo card of the scenario's own, put below the cards of its deck given so far (the first is the top)."""
    decks = solo_state(table)["decks"]
    card_id = card_name(f"{deck} card {len(decks[deck]) + 1}")
    card = {"id": card_id, "deck": deck, "blocks": area_words(areas), "source": "ruling"}
    scenario_table(table, "solo_cards").append(card)
    decks[deck] = [*decks[deck], card_id]


@given(parsers.parse("{count:d} solo cards were revealed in earlier rounds"))
def solo_revealed_before(table: Table, count: int) -> None:
    ids = [card_name(f"earlier card {n}") for n in range(1, count + 1)]
    scenario_table(table, "solo_cards").extend({"id": c, "deck": "A", "blocks": ["A"], "source": "ruling"} for c in ids)
    solo_state(table)["revealed"] = ids


@given(parsers.parse("Mio's round aid token is on space {space:d}"))
def solo_mio_token(table: Table, space: int) -> None:
    solo_state(table)["round_aid_space"] = space


@given(parsers.parse("the action spaces of area {area} hold {words}"))
def solo_area_holds(table: Table, area: str, words: str) -> None:
    table.builder.state["areas"][area] = spaces_words(words)


@given(parsers.parse("player {seat:d}'s victory points bring the final score to {total:d}"))
def solo_score_to(table: Table, seat: int, total: int) -> None:
    """Scores the table once with no VP, then gives the VP that lift the total to exactly `total`."""
    table.builder.player(seat)["vp"] = 0
    table.engine.load(table.builder.build())
    base = {s["player"]: s["total"] for s in table.engine.score()}[seat]
    table.builder.player(seat)["vp"] = total - base


# -- When ------------------------------------------------------------------------------------------


@when(parsers.parse("a new solo game with the {words} variant is asked for"))
def solo_new_game_with(table: Table, words: str) -> None:
    try:
        table.notes["first_state"] = table.engine.new_game("sweet-lands", 1, 7, {"variants": [VARIANTS[words]]})
        table.refusal = None
    except EngineRefusal as refusal:
        table.refusal = refusal


# -- Then ------------------------------------------------------------------------------------------


@then(parsers.parse("the action spaces of area {area} hold {words}"))
def solo_check_area(table: Table, area: str, words: str) -> None:
    player(table, 0)
    have = table.settled()["areas"][area]
    assert have == spaces_words(words), f"the action spaces of area {area} hold {have}"


@then(parsers.parse("no action space holds Mio's disc"))
def solo_no_mio_disc(table: Table) -> None:
    player(table, 0)
    areas = table.settled()["areas"]
    found = {a: s for a, s in areas.items() if "mio" in s}
    assert not found, f"Mio's discs are on {found}"


@then(parsers.parse("Mio's disc is only on area {area}"))
def solo_mio_only_on(table: Table, area: str) -> None:
    player(table, 0)
    areas = table.settled()["areas"]
    found = sorted(a for a, s in areas.items() for who in s if who == "mio")
    assert found == [area], f"Mio's discs are on the areas {found}"


@then(parsers.parse("the solo cards revealed so far are {cards}"))
def solo_check_revealed(table: Table, cards: str) -> None:
    player(table, 0)
    have = table.settled()["solo"]["revealed"]
    assert have == cards_words(cards), f"the revealed solo cards are {have}"


@then(parsers.re(r"the (?P<deck>[AB]) deck holds (?P<count>\d+) cards?$"))
def solo_check_deck(table: Table, deck: str, count: str) -> None:
    player(table, 0)
    have = table.settled()["solo"]["decks"][deck]
    assert len(have) == int(count), f"the {deck} deck holds {have}"


@then(parsers.parse("Mio's round aid token is on space {space:d}"))
def solo_check_mio_token(table: Table, space: int) -> None:
    player(table, 0)
    have = table.settled()["solo"]["round_aid_space"]
    assert have == space, f"Mio's round aid token is on space {have}"


@then(parsers.parse("Mio's round aid token is beside the board"))
def solo_check_mio_beside(table: Table) -> None:
    player(table, 0)
    have = table.settled()["solo"]["round_aid_space"]
    assert have is None, f"Mio's round aid token is on space {have}"


@then(parsers.parse("player {seat:d} may move the round aid token only to spaces {spaces}"))
def solo_check_moves(table: Table, seat: int, spaces: str) -> None:
    assert pending(table) == {"kind": "move_round_aid", "player": seat}, f"the pending decision is {pending(table)}"
    offered = sorted(a["space"] for a in answers_now(table) if a["type"] == "move_round_aid")
    assert offered == [int(s) for s in re.findall(r"\d+", spaces)], f"player {seat} may move to {offered}"


@then(parsers.parse("only player {seat:d} is scored, in first place, with {title}"))
def solo_check_score(table: Table, seat: int, title: str) -> None:
    entries = scores(table)
    assert list(entries) == [seat], f"the score lists the players {list(entries)}"
    assert entries[seat]["rank"] == 1, f"player {seat} is placed {entries[seat]['rank']}"
    assert "title" in entries[seat], "a solo score names the title the total earns (null for none)"
    assert entries[seat]["title"] == TITLES[title], f"the score names the title {entries[seat]['title']!r}"


@then(parsers.parse("player {seat:d} sees how many cards each solo deck holds, but not their order"))
def solo_sees_deck_sizes(table: Table, seat: int) -> None:
    decks = table.state()["solo"]["decks"]
    shown = table.notes["view"].get("solo", {}).get("decks")
    assert shown == {k: len(v) for k, v in decks.items()}, f"player {seat}'s view shows the solo decks as {shown}"


# -- Then: a new solo game -------------------------------------------------------------------------


def new_solo(table: Table) -> dict[str, Any]:
    found: dict[str, Any] = first_state(table)["solo"]
    return found


@then(parsers.parse("the A deck holds the {a:d} A cards and the B deck the {b:d} B cards, face down"))
def solo_check_new_decks(table: Table, a: int, b: int) -> None:
    decks = new_solo(table)["decks"]
    letters = {c["id"]: c["deck"] for c in spec_items("solo_cards")}
    for deck, count in (("A", a), ("B", b)):
        cards = decks[deck]
        assert len(cards) == len(set(cards)) == count, f"the {deck} deck is {cards}"
        assert all(letters.get(c) == deck for c in cards), f"the {deck} deck holds other cards: {cards}"
    assert new_solo(table)["revealed"] == [], "a solo card is face up before the first income phase"


@then(parsers.parse("the solo decks are in another order than with seed {seed:d}"))
def solo_check_shuffled(table: Table, seed: int) -> None:
    other = table.engine.new_game("sweet-lands", 1, seed, {})["solo"]["decks"]
    assert other != new_solo(table)["decks"], "two seeds gave the same solo decks: they are not shuffled"


@then(parsers.parse("Mio's round aid token is beside the board in the new game"))
def solo_check_new_token(table: Table) -> None:
    assert new_solo(table)["round_aid_space"] is None, "Mio's token is on the round aid board at setup"


@then(parsers.parse("the new game has {count:d} advanced skill tiles beside the board"))
def solo_check_advanced(table: Table, count: int) -> None:
    supply = first_state(table)["advanced_supply"]
    assert len(supply) == len(set(supply)) == count, f"the advanced skill tiles beside the board are {supply}"


@then(parsers.parse("the solo request is refused because of {rule}"))
def solo_refused_request(table: Table, rule: str) -> None:
    assert table.refusal is not None, "the engine accepted the request"
    assert table.refusal.code == "invalid_request", f"refused with {table.refusal.code}"
    assert table.refusal.rule == rule, f"refused citing {table.refusal.rule}, not {rule}"
