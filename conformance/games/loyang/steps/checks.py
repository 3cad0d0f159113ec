"""Loyang Then steps: what the state shows after the answers, in the game's words."""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import parsers, then

from conformance.games.loyang.spec_data import spec_items
from conformance.games.loyang.steps.table import Table
from conformance.games.loyang.steps.words import mix, mix_words, names
from rulecore.rng import Rng

QUESTIONS = {
    "to plant the Home field": "first_planting",
    "to take a Distribution turn": "distribution_turn",
    "to play a hand card alone": "distribution_forced",
    "to pay": "pay",
    "to choose a partner": "choose_partner",
    "to take a turn": "turn",
    "which cards of the Two-pack to keep": "two_pack_keep",
    "which kept card lies on top": "two_pack_stack",
    "what to do with the vegetables that do not fit": "store",
    "whether to step forward on the Path": "path_step",
}
PLACES = {"Cart": "cart", "Storehouse": "storehouse", "Shop": "shop"}


def _player(table: Table, seat: int) -> dict[str, Any]:
    players: list[dict[str, Any]] = table.settled()["players"]
    return players[seat]


def _where(state: dict[str, Any], card: str) -> str:
    """Where a card lies, in words: a pile, a hand, a play area (uncovered or covered), a Two-pack."""
    for pile, words in (
        ("draw_pile", "the draw pile"),
        ("discard_pile", "the discard pile"),
        ("courtyard", "the Courtyard"),
    ):
        if card in state[pile]:
            return words
    for player in state["players"]:
        if card in player["hand"]:
            return f"player {player['seat']}'s hand"
        for row in player["play_area"].values():
            for entry in row:
                if entry["card"] == card:
                    return f"player {player['seat']}'s play area"
                if entry["covers"] == card:
                    return f"under {entry['card']} in player {player['seat']}'s play area"
    return "nowhere to be seen"


def _entry(state: dict[str, Any], card: str) -> dict[str, Any]:
    for player in state["players"]:
        for row in player["play_area"].values():
            for entry in row:
                if entry["card"] == card:
                    found: dict[str, Any] = entry
                    return found
    raise AssertionError(f"{card} is not in play but in {_where(state, card)}")


@then(parsers.re(r"player (?P<seat>\d+) has (?P<amount>\d+) Cash$"), converters={"seat": int, "amount": int})
def check_cash(table: Table, seat: int, amount: int) -> None:
    have = _player(table, seat)["cash"]
    assert have == amount, f"player {seat} has {have} Cash"


@then(parsers.re(r"player (?P<seat>\d+) has (?P<count>\d+) Loans?$"), converters={"seat": int, "count": int})
def check_loans(table: Table, seat: int, count: int) -> None:
    have = _player(table, seat)["loans"]
    assert have == count, f"player {seat} has {have} Loans"


@then(parsers.re(r"player (?P<seat>\d+)'s (?P<place>Cart|Storehouse|Shop) holds (?P<what>.+)$"))
def check_vegetables(table: Table, seat: str, place: str, what: str) -> None:
    have = _player(table, int(seat))[PLACES[place]]
    assert have == mix(what), f"player {seat}'s {place} holds {mix_words(have)}"


@then(parsers.parse("player {seat:d}'s Shop has {count:d} empty spaces"))
def check_empty_shop_spaces(table: Table, seat: int, count: int) -> None:
    """All the Shop's spaces less the vegetables on them, whichever kinds the empty ones are for: the sources give
    how many spaces stay empty at setup (errata E-53), not which."""
    state = table.settled()
    shop = state["components"].get("shop") or spec_items("shop")
    empty = sum(space["spaces"] for space in shop) - sum(_player(table, seat)["shop"].values())
    assert empty == count, f"player {seat}'s Shop has {empty} empty spaces"


@then(parsers.parse("player {seat:d}'s Storehouse is upgraded"))
def check_upgraded(table: Table, seat: int) -> None:
    assert _player(table, seat)["storehouse_upgraded"], f"player {seat}'s Storehouse is not upgraded"


@then(parsers.parse("player {seat:d}'s Scoring marker is on space {space:d}"))
def check_marker(table: Table, seat: int, space: int) -> None:
    have = _player(table, seat)["path"]
    assert have == space, f"player {seat}'s Scoring marker is on space {have}"


@then(parsers.re(r'player (?P<seat>\d+)\'s (?:field "(?P<name>[^"]+)"|(?P<home>Home field)) holds (?P<what>.+)$'))
def check_field(table: Table, seat: str, name: str | None, home: str | None, what: str) -> None:
    fid = table.field_id(home or name or "")
    field = next((f for f in _player(table, int(seat))["fields"] if f["field"] == fid), None)
    assert field is not None, f"player {seat} has no field {fid}"
    assert field["vegetable"] is not None or field["count"] == 0, f"the unsown field counts {field['count']}"
    have = {field["vegetable"]: field["count"]} if field["vegetable"] else {}
    assert have == mix(what), f"the field holds {mix_words(have)}"


@then(parsers.re(r"player (?P<seat>\d+)'s fields are (?P<fields>.+)$"))
def check_fields(table: Table, seat: str, fields: str) -> None:
    want = [] if fields == "none" else [table.field_id(n) for n in names(fields)]
    have = [f["field"] for f in _player(table, int(seat))["fields"]]
    assert have == want, f"player {seat}'s fields are {have}"


@then(parsers.re(r'the bottom of player (?P<seat>\d+)\'s Field pile is "(?P<name>[^"]+)"$'))
def check_pile_bottom(table: Table, seat: str, name: str) -> None:
    pile = _player(table, int(seat))["field_pile"]
    want = table.card_id(name)
    assert pile and pile[-1] == want, f"player {seat}'s Field pile is {pile}"


@then(parsers.re(r"player (?P<seat>\d+)'s Field pile holds (?P<count>\d+) fields?$"))
def check_field_pile(table: Table, seat: str, count: str) -> None:
    have = len(_player(table, int(seat))["field_pile"])
    assert have == int(count), f"player {seat}'s Field pile holds {have} fields"


@then(parsers.re(r'"(?P<name>[^"]+)" holds (?P<what>.+)$'))
def check_card_holds(table: Table, name: str, what: str) -> None:
    entry = _entry(table.settled(), table.card_id(name))
    if "goods" in entry:
        have = entry["goods"]
    else:
        have = {entry["vegetable"]: entry["count"]} if entry.get("vegetable") else {}
    assert have == mix(what), f"{name} holds {mix_words(have)}"


WHERE = r"in the discard pile|in the draw pile|in the Courtyard|in player (?P<seat>\d+)'s (?:play area|hand)"


@then(parsers.re(rf'"(?P<name>[^"]+)" is (?P<place>{WHERE})$'))
def check_where(table: Table, name: str, place: str, seat: str | None) -> None:
    """Where a card lies; `seat` is part of the place's words."""
    state = table.settled()
    where = _where(state, table.card_id(name))
    assert f"in {where}" == place, f"{name} is in {where}"


@then(parsers.re(r'"(?P<name>[^"]+)" is covered by "(?P<top>[^"]+)"$'))
def check_covered(table: Table, name: str, top: str) -> None:
    entry = _entry(table.settled(), table.card_id(top))
    assert entry["covers"] == table.card_id(name), f"{top} covers {entry['covers']}"


@then(parsers.re(r'"(?P<name>[^"]+)" has (?P<rows>\d) rows? filled$'))
def check_rows(table: Table, name: str, rows: str) -> None:
    have = _entry(table.settled(), table.card_id(name))["rows"]
    assert have == int(rows), f"{name} has {have} rows filled"


@then(parsers.re(r'"(?P<name>[^"]+)"\'s marker is (?P<colour>blue|red)$'))
def check_marker_colour(table: Table, name: str, colour: str) -> None:
    have = _entry(table.settled(), table.card_id(name))["marker"]
    assert have == colour, f"{name}'s marker is {have}"


@then(parsers.re(r'"(?P<name>[^"]+)" is (?P<due>due|not due) this round$'))
def check_due(table: Table, name: str, due: str) -> None:
    state = table.settled()
    entry = _entry(state, table.card_id(name))
    is_due = entry["due_from"] <= state["round"]
    assert is_due == (due == "due"), f"{name} is first due in round {entry['due_from']}"


@then(parsers.re(r"player (?P<seat>\d+) holds (?P<count>\d+) cards?$"))
def check_hand_size(table: Table, seat: str, count: str) -> None:
    hand = _player(table, int(seat))["hand"]
    assert len(hand) == int(count), f"player {seat} holds {len(hand)} cards"


@then(parsers.re(r"the (?P<pile>draw pile|discard pile|Courtyard) holds (?P<count>\d+) cards?$"))
def check_pile_size(table: Table, pile: str, count: str) -> None:
    key = {"draw pile": "draw_pile", "discard pile": "discard_pile", "Courtyard": "courtyard"}[pile]
    have = table.settled()[key]
    assert len(have) == int(count), f"the {pile} holds {len(have)} cards: {have}"


@then(parsers.re(r"the (?P<pile>draw pile|discard pile|Courtyard) holds (?P<cards>\".+)$"))
def check_pile(table: Table, pile: str, cards: str) -> None:
    key = {"draw pile": "draw_pile", "discard pile": "discard_pile", "Courtyard": "courtyard"}[pile]
    want = [table.card_id(n) for n in names(cards)]
    have = table.settled()[key]
    assert have == want, f"the {pile} holds {have}, in that order"


@then(parsers.parse("player {seat:d} is the Starting player"))
def check_starting(table: Table, seat: int) -> None:
    have = table.settled()["starting_player"]
    assert have == seat, f"player {have} is the Starting player"


@then(parsers.parse("player {seat:d} is the Second player"))
def check_second(table: Table, seat: int) -> None:
    have = table.settled()["second_player"]
    assert have == seat, f"player {have} is the Second player"


@then(parsers.re(r"player (?P<seat>\d+) is asked (?P<question>.+)$"))
def check_asked(table: Table, seat: str, question: str) -> None:
    assert question in QUESTIONS, f"unknown question {question!r}; known: {', '.join(QUESTIONS)}"
    pending = table.settled()["pending"]
    want = {"kind": QUESTIONS[question], "player": int(seat)}
    assert pending == want, f"the pending decision is {pending}, not {want}"


@then(parsers.parse("round {number:d} is being played"))
def check_round(table: Table, number: int) -> None:
    state = table.settled()
    assert state["round"] == number and state["phase"] != "game_over", f"round {state['round']}, {state['phase']}"


@then(parsers.re(r"the (?P<phase>Harvest|Card|Action) phase is being played$"))
def check_phase(table: Table, phase: str) -> None:
    have = table.settled()["phase"]
    assert have == phase.lower(), f"the phase is {have}"


@then("the game is over")
def check_over(table: Table) -> None:
    state = table.settled()
    assert state["phase"] == "game_over", f"the game is in phase {state['phase']}"
    assert table.engine.legal_actions() == [], "a finished game must offer no action"


@then(parsers.re(r"player (?P<seat>\d+)'s final position is (?P<position>-?\d+)$"))
def check_final(table: Table, seat: str, position: str) -> None:
    entry = table.engine.score()[int(seat)]
    assert entry["total"] == int(position), f"player {seat}'s final position is {entry['total']}: {entry}"


@then(parsers.re(r"player (?P<seat>\d+) ranks (?P<rank>\d+)(?:st|nd|rd|th)$"))
def check_rank(table: Table, seat: str, rank: str) -> None:
    entry = table.engine.score()[int(seat)]
    assert entry["rank"] == int(rank), f"player {seat} ranks {entry['rank']}: {entry}"


SCORE_ITEMS = re.compile(
    r"path (?P<path>-?\d+), loans (?P<loans>-?\d+), cash (?P<cash>\d+) and vegetables (?P<veg>\d+)"
)


@then(parsers.re(r"player (?P<seat>\d+)'s score lists (?P<items>.+)$"))
def check_score_items(table: Table, seat: str, items: str) -> None:
    match = SCORE_ITEMS.fullmatch(items)
    assert match, f"cannot read the score items {items!r}"
    want = {
        "path": int(match["path"]),
        "loans": int(match["loans"]),
        "cash": int(match["cash"]),
        "vegetables": int(match["veg"]),
    }
    entry = table.engine.score()[int(seat)]
    assert entry["items"] == want, f"player {seat}'s score is {entry}"


@then("nobody holds the Second player token yet")
def check_no_second(table: Table) -> None:
    have = table.settled()["second_player"]
    assert have is None, f"player {have} holds the Second player token"


@then("the draw pile holds every Action card that is not set aside")
def check_full_deck(table: Table) -> None:
    state = table.settled()
    cards = {c["id"] for c in spec_items("action_cards")}
    dealt = state["draw_pile"] + state["set_aside"]
    assert sorted(dealt) == sorted(cards), "the draw pile and the cards set aside are not the Action cards, once each"
    assert not state["discard_pile"] and not state["courtyard"], "the discard pile and the Courtyard start empty"


@then(parsers.parse("player {seat:d}'s Field pile is two sets of one field each of 3, 4, 5 and 6 spaces"))
def check_field_sets(table: Table, seat: int) -> None:
    sizes = {f["id"]: f["size"] for f in spec_items("fields")}
    pile = [sizes[f] for f in _player(table, seat)["field_pile"]]
    assert len(pile) == 8, f"player {seat}'s Field pile holds {len(pile)} fields"
    assert sorted(pile[:4]) == [3, 4, 5, 6] and sorted(pile[4:]) == [3, 4, 5, 6], f"the pile's sizes are {pile}"


@then(parsers.parse("player {seat:d}'s Storehouse is not upgraded"))
def check_not_upgraded(table: Table, seat: int) -> None:
    assert not _player(table, seat)["storehouse_upgraded"], f"player {seat}'s Storehouse is upgraded"


@then(parsers.re(r'player (?P<seat>\d+) is asked to pay (?P<amount>\d+) Cash for "(?P<name>[^"]+)"$'))
def check_payment(table: Table, seat: str, amount: str, name: str) -> None:
    state = table.settled()
    pending = state["pending"]
    assert pending == {"kind": "pay", "player": int(seat)}, f"the pending decision is {pending}"
    top = state["stack"][-1]
    want = (int(amount), table.card_id(name))
    assert (top["amount"], top["card"]) == want, f"player {seat} owes {top['amount']} Cash for {top['card']}"


@then("the hands were dealt one card at a time from the draw and discard piles shuffled together")
def check_deal(table: Table) -> None:
    """The deal the spec prescribes (LY-6.1.1, LY-6.1.2, decisions.md L5.4), recomputed from the loaded state."""
    given = table.builder.state
    pile = list(given["draw_pile"]) + list(given["discard_pile"])
    rng = Rng.from_hex(given["rng"])
    rng.shuffle(pile)
    seats = len(given["players"])
    order = [(given["starting_player"] + i) % seats for i in range(seats)]
    hands: dict[int, list[str]] = {s: [] for s in order}
    for _ in range(4):
        for seat in order:
            if pile:
                hands[seat].append(pile.pop(0))
    state = table.settled()
    for seat, hand in hands.items():
        assert state["players"][seat]["hand"] == sorted(hand), (
            f"player {seat} was dealt {state['players'][seat]['hand']}"
        )
    assert state["draw_pile"] == pile, f"the draw pile is {state['draw_pile']}, not {pile}"
    assert state["discard_pile"] == [], "the discard pile was not shuffled into the draw pile"


# -- player views (decisions.md L6) ----------------------------------------------------------------------


def _view(table: Table, seat: int) -> dict[str, Any]:
    table.settled()
    return table.engine.view(seat)


@then(parsers.parse("player {viewer:d}'s view shows player {seat:d}'s hand only as {count:d} cards"))
def view_hides_hand(table: Table, viewer: int, seat: int, count: int) -> None:
    shown = _view(table, viewer)["players"][seat]
    assert "hand" not in shown, f"player {viewer}'s view shows player {seat}'s hand {shown['hand']}"
    assert shown.get("hand_size") == count, f"the view gives the hand's size as {shown.get('hand_size')}"


@then(parsers.parse("player {viewer:d}'s view shows their own hand"))
def view_shows_own_hand(table: Table, viewer: int) -> None:
    state = table.state()
    shown = _view(table, viewer)["players"][viewer]
    assert shown.get("hand") == state["players"][viewer]["hand"], f"the view shows the hand {shown.get('hand')}"


@then(parsers.parse("player {viewer:d}'s view shows the draw pile only as {count:d} cards"))
def view_hides_draw_pile(table: Table, viewer: int, count: int) -> None:
    view = _view(table, viewer)
    assert "draw_pile" not in view, "the view shows the draw pile's cards"
    assert view.get("draw_pile_size") == count, f"the view gives the draw pile's size as {view.get('draw_pile_size')}"


@then(parsers.parse("player {viewer:d}'s view shows every Field pile only as its size"))
def view_hides_field_piles(table: Table, viewer: int) -> None:
    state = table.state()
    for shown, player in zip(_view(table, viewer)["players"], state["players"], strict=True):
        assert "field_pile" not in shown, f"the view shows player {player['seat']}'s Field pile"
        assert shown.get("field_pile_size") == len(player["field_pile"]), "the view gives a wrong Field pile size"


@then(parsers.parse("player {viewer:d}'s view shows the Courtyard, the discard pile and every play area as they are"))
def view_shows_open_cards(table: Table, viewer: int) -> None:
    state = table.state()
    view = _view(table, viewer)
    for pile in ("courtyard", "discard_pile"):
        assert view.get(pile) == state[pile], f"the view shows the {pile} as {view.get(pile)}"
    for shown, player in zip(view["players"], state["players"], strict=True):
        assert shown.get("play_area") == player["play_area"], f"the view hides player {player['seat']}'s play area"
