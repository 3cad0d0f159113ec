"""Loyang steps for the introductory version (chapter 14) and the solo game (chapter 15).

The introductory version deals each player a Regular customer with a blue dot,
held apart from the hand ("player 0 has been dealt "Li""); the solo game adds the
Courtyard grid ("the grid's row 1 holds "A", "B" and "C"") and the imaginary
opponent ("the imaginary opponent has ... in play").
"""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import given, parsers, then

from conformance.engines.engine import Engine
from conformance.games.loyang.builder import TableBuilder
from conformance.games.loyang.spec_data import spec_items
from conformance.games.loyang.steps.actions import COMPILED, Reading
from conformance.games.loyang.steps.checks import QUESTIONS, _player
from conformance.games.loyang.steps.table import Table
from conformance.games.loyang.steps.words import mix
from rulecore.rng import Rng

Action = dict[str, Any]
OPPONENT_KINDS = {"market_stall": 2, "regular_customer": 2, "casual_customer": 2}


def _grid_take(table: Table, m: re.Match[str]) -> Action:
    hand = None if m["hand"] == "no hand card" else table.card_id(m["hand"].strip('"'))
    return {"type": "take_grid", "grid": [table.card_id(m["grid"])], "hand": hand}


READINGS: list[tuple[str, Reading]] = [
    (
        r'takes? "(?P<courtyard>[^"]+)" from the Courtyard with the dealt Regular customer',
        lambda t, m: {"type": "take_reserved", "courtyard": t.card_id(m["courtyard"])},
    ),
    (r'takes? "(?P<grid>[^"]+)" from the grid with (?P<hand>"[^"]+"|no hand card)', _grid_take),
    (
        r"plays? no card, the grid and the hand being empty",
        lambda t, m: {"type": "take_grid", "grid": [], "hand": None},
    ),
    (
        r'takes? "(?P<a>[^"]+)" and "(?P<b>[^"]+)" from the grid',
        lambda t, m: {"type": "take_grid", "grid": sorted([t.card_id(m["a"]), t.card_id(m["b"])]), "hand": None},
    ),
]
COMPILED[:0] = [(re.compile(p), r) for p, r in READINGS]
QUESTIONS["to take cards from the grid"] = "solo_card_phase"


# -- the introductory version ------------------------------------------------------------------------------


@given("the game is played in the introductory version")
def introductory(table: Table) -> None:
    table.builder.state["variants"] = ["introductory"]


@given(parsers.re(r"player (?P<seat>\d+) has been dealt (?P<what>.+)$"))
def dealt(table: Table, seat: str, what: str) -> None:
    table.builder.player(int(seat))["dealt"] = table.thing(what)


@given(
    parsers.re(r"a new (?P<players>\d)-player game in the introductory version dealt from seed (?P<seed>\d+)$"),
    target_fixture="table",
)
def a_new_introductory_game(engine: Engine, players: str, seed: str) -> Table:
    table = Table(engine, TableBuilder(players=int(players)))
    engine.new_game("loyang", int(players), int(seed), {"variants": ["introductory"]})
    table.loaded = True
    return table


def _blue_dot() -> set[str]:
    return {c["id"] for c in spec_items("action_cards") if c.get("blue_dot")}


@then("every player holds a Regular customer with a blue dot apart from their hand")
def check_dealt_blue(table: Table) -> None:
    state = table.settled()
    got = [p.get("dealt") for p in state["players"]]
    assert all(d in _blue_dot() for d in got), f"the dealt cards are {got}"
    assert len(set(got)) == len(got), "each dealt card is another card"
    assert not any(set(p["hand"]) & _blue_dot() for p in state["players"]), "a dealt card lies in a hand"


@then("the Regular customers with a blue dot not dealt are in the draw pile")
def check_rest_shuffled_in(table: Table) -> None:
    state = table.settled()
    dealt_cards = {p.get("dealt") for p in state["players"]}
    rest = _blue_dot() - dealt_cards
    assert rest <= set(state["draw_pile"]), f"{sorted(rest - set(state['draw_pile']))} are not in the draw pile"
    assert not dealt_cards & set(state["draw_pile"]), "a dealt card is also in the draw pile"


@then(
    parsers.parse(
        "the Regular customers with a blue dot, shuffled from seed {seed:d}, went one each clockwise"
        " from the Starting player"
    )
)
def check_dealt_clockwise(table: Table, seed: int) -> None:
    """The deal LY-14.1.2 and decisions.md L5.2 prescribe, recomputed from the seed: the Starting player is
    drawn first, then the blue-dot customers (component order) are shuffled and dealt from the Starting player
    clockwise, the first card of the shuffle to the Starting player."""
    state = table.settled()
    seats = len(state["players"])
    rng = Rng(seed)
    start = rng.below(seats)
    assert state["starting_player"] == start, f"the Starting player is {state['starting_player']}, not {start}"
    blue = [c["id"] for c in spec_items("action_cards") if c.get("blue_dot")]
    rng.shuffle(blue)
    want = {(start + i) % seats: blue[i] for i in range(min(seats, len(blue)))}
    have = {seat: p.get("dealt") for seat, p in enumerate(state["players"])}
    assert have == want, f"the dealt cards are {have}, where a deal clockwise from player {start} gives {want}"


@then(parsers.re(r"player (?P<seat>\d+) holds no dealt Regular customer$"))
def check_no_dealt(table: Table, seat: str) -> None:
    have = _player(table, int(seat)).get("dealt")
    assert have is None, f"player {seat} still holds {have}"


@then(parsers.re(r'player (?P<seat>\d+) holds the dealt Regular customer "(?P<name>[^"]+)"$'))
def check_dealt(table: Table, seat: str, name: str) -> None:
    have = _player(table, int(seat)).get("dealt")
    assert have == table.card_id(name), f"player {seat} holds {have!r} apart from the hand"


@then(parsers.parse("player {viewer:d}'s view shows player {seat:d}'s dealt card only as present"))
def check_dealt_hidden(table: Table, viewer: int, seat: int) -> None:
    table.settled()
    view = table.engine.view(viewer)
    shown = view["players"][seat]
    assert "dealt" not in shown and shown.get("holds_dealt") is True, f"the view shows {shown.get('dealt')!r}"


# -- the solo game --------------------------------------------------------------------------------------------


@given(parsers.parse("a solo game in round {round:d}"), target_fixture="table")
def a_solo_game(engine: Engine, round: int) -> Table:
    return Table(engine, TableBuilder(players=1, round=round))


@given(parsers.re(r"a new solo game dealt from seed (?P<seed>\d+)$"), target_fixture="table")
def a_new_solo_game(engine: Engine, seed: str) -> Table:
    table = Table(engine, TableBuilder(players=1))
    engine.new_game("loyang", 1, int(seed), {})
    table.loaded = True
    return table


def _row(table: Table, text: str) -> list[str | None]:
    parts = [p.strip() for p in re.split(r",\s*|\s+and\s+", text) if p.strip()]
    out: list[str | None] = [None if p == "nothing" else table.thing(p) for p in parts]
    assert len(out) == 3, f"a grid row has 3 spaces, not {len(out)}"
    return out


@given(parsers.re(r"the grid's row (?P<row>[1-4]) holds (?P<cards>.+)$"))
def grid_row(table: Table, row: str, cards: str) -> None:
    table.builder.state["grid"][int(row) - 1] = _row(table, cards)


@given(parsers.re(r"the imaginary opponent has (?P<what>.+) in play$"))
def opponent_in_play(table: Table, what: str) -> None:
    card = table.thing(what)
    item = next(c for c in table.builder.tables("action_cards") if c["id"] == card)
    entry: dict[str, Any] = {"card": card, "covers": None}
    if item["kind"] == "market_stall":
        entry["goods"] = mix(" and ".join(f"1 {g['vegetable']}" for g in item["goods"]))
    elif item["kind"] == "regular_customer":
        entry.update(marker="blue", rows=0, due_from=table.builder.round, last_delivery=None)
    elif item["kind"] == "common_field":
        entry.update(vegetable=None, count=0)
    table.builder.state["opponent"]["play_area"][item["kind"]].append(entry)


@then(parsers.re(r"the grid's row (?P<row>[1-4]) holds (?P<cards>.+)$"))
def check_grid_row(table: Table, row: str, cards: str) -> None:
    want = [None if p == "nothing" else table.card_id(p.strip('"')) for p in re.split(r",\s*|\s+and\s+", cards)]
    have = table.settled()["grid"][int(row) - 1]
    assert have == want, f"row {row} of the grid holds {have}"


@then(parsers.parse("the grid holds {count:d} cards"))
def check_grid_size(table: Table, count: int) -> None:
    have = [c for row in table.settled()["grid"] for c in row if c is not None]
    assert len(have) == count, f"the grid holds {len(have)} cards"


@then("the imaginary opponent has 2 Market stalls, filled, 2 Regular customers and 2 Casual customers")
def check_opponent(table: Table) -> None:
    area = table.settled()["opponent"]["play_area"]
    counts = {k: len(v) for k, v in area.items() if v}
    assert counts == OPPONENT_KINDS, f"the opponent has {counts}"
    kinds = {c["id"]: c for c in spec_items("action_cards")}
    for stall in area["market_stall"]:
        printed = mix(" and ".join(f"1 {g['vegetable']}" for g in kinds[stall["card"]]["goods"]))
        assert stall["goods"] == printed, f"{stall['card']} holds {stall['goods']}"


@then("every other Action card is in the draw pile")
def check_deck_whole(table: Table) -> None:
    state = table.settled()
    placed = [c for row in state["grid"] for c in row if c] + [
        c["card"] for row in state["opponent"]["play_area"].values() for c in row
    ]
    everything = sorted(placed + state["draw_pile"])
    assert everything == sorted(c["id"] for c in spec_items("action_cards")), "the Action cards are not whole"


@then(parsers.parse('"{name}" is in the imaginary opponent\'s play area'))
def check_in_opponent(table: Table, name: str) -> None:
    area = table.settled()["opponent"]["play_area"]
    assert any(c["card"] == table.card_id(name) for row in area.values() for c in row), f"{name} is not there"


@given("the solo Card phase is under way")
def solo_card_phase(table: Table) -> None:
    b = table.builder
    b.state["phase"] = "card"
    b.stack = [{"kind": "round_end"}, {"kind": "action_phase"}, {"kind": "solo_card_phase", "player": 0}]


@given("the solo game is played with two grid cards")
def two_grid_cards(table: Table) -> None:
    table.builder.state["variants"] = ["two_grid_cards"]


@given(parsers.re(r"the grid's rows cost (?P<prices>.+) Cash from the top$"))
def grid_prices(table: Table, prices: str) -> None:
    solo = next(s for s in table.builder.tables("solo") if s["id"] == "solo_courtyard")
    solo["row_prices"] = [int(p) for p in re.split(r",\s*|\s+and\s+", prices)]


def _solo_deal(seed: int) -> tuple[dict[str, list[str]], list[list[str | None]]]:
    """The solo deal decisions.md L5.2 and L5.3 prescribe, recomputed from the seed: the opponent's cards by kind
    (in the order turned up) and the grid's rows. The Field piles' shuffles come between the draw pile's and the
    reshuffle, so they are drawn here too (on lists of the same length, which is all a shuffle's draws depend on)."""
    rng = Rng(seed)
    rng.below(1)  # the Starting player of a 1-player game: a draw all the same (L5.2)
    cards = spec_items("action_cards")
    kind = {c["id"]: c["kind"] for c in cards}
    pile = [c["id"] for c in cards]
    rng.shuffle(pile)
    sets: dict[str, list[str]] = {}
    for f in spec_items("fields"):
        if f["type"] == "private_field":
            sets.setdefault(f["set"], []).append(f["id"])
    pile_sets = next(s["sets"] for s in spec_items("setup") if s["id"] == "field_pile")
    for fields in list(sets.values())[:pile_sets]:
        rng.shuffle(list(fields))
    solo = {s["id"]: s for s in spec_items("solo")}
    wanted: dict[str, int] = solo["solo_opponent"]["cards"]
    kept: dict[str, list[str]] = {k: [] for k in wanted}
    returned: list[str] = []
    while pile and any(len(kept[k]) < n for k, n in wanted.items()):
        card = pile.pop(0)
        if len(kept.get(kind[card], [])) < wanted.get(kind[card], 0):
            kept[kind[card]].append(card)
        else:
            returned.append(card)
    pile += returned
    rng.shuffle(pile)
    grid = solo["solo_courtyard"]
    rows: list[list[str | None]] = [
        [pile.pop(0) if pile else None for _ in range(grid["columns"])] for _ in range(grid["rows"])
    ]
    return kept, rows


@then(parsers.parse("the imaginary opponent has the first cards of each kind it needs turned up from seed {seed:d}"))
def check_opponent_deal(table: Table, seed: int) -> None:
    want, _ = _solo_deal(seed)
    area = table.settled()["opponent"]["play_area"]
    have = {k: sorted(c["card"] for c in area[k]) for k in want}
    assert have == {k: sorted(v) for k, v in want.items()}, f"the opponent has {have}; the deal gives {want}"


@then(parsers.parse("the grid is laid from the draw pile reshuffled from seed {seed:d}"))
def check_grid_deal(table: Table, seed: int) -> None:
    _, want = _solo_deal(seed)
    have = table.settled()["grid"]
    assert have == want, f"the grid is {have}; the deal gives {want}"
