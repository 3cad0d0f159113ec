"""Given steps for the moment of a game and what the table holds then: the phase, the passes,
the turn order, cards, resources, points and the round aid board (chapters 4 to 7, 17, 24).
"""

from __future__ import annotations

import re

from pytest_bdd import given, parsers

from conformance.games.sweet_lands.steps.table import Table
from conformance.games.sweet_lands.steps.words import aid_tile, all_passed, round_aid_space, spec_items, words_mix

# -- Given: moments of the game --------------------------------------------------------------------


@given(parsers.parse("the action phase of round {number:d} has just ended"))
def action_phase_ended(table: Table, number: int) -> None:
    b = table.builder
    b.state["round"] = number
    all_passed(b)
    b.stack = [{"kind": "round_end"}]


@given(parsers.parse("player {seat:d} passed first this round"))
def passed_first(table: Table, seat: int) -> None:
    """Rewrites the recorded passing order so that it starts with `seat` (who then holds the marker)."""
    b = table.builder
    order = [s for s in b.state["pass_order"] if s != seat]
    b.state["pass_order"] = [seat, *order]
    b.state["start_player"] = b.start_player = seat


@given(parsers.parse("the players passed in the order {seats}"))
def passed_in_order(table: Table, seats: str) -> None:
    order = [int(s) for s in re.findall(r"\d+", seats)]
    b = table.builder
    b.state["pass_order"] = order
    for seat in order:
        b.player(seat)["passed"] = True
    b.state["start_player"] = b.start_player = order[0]


@given(parsers.parse("this round's turn order is {seats}"))
def turn_order(table: Table, seats: str) -> None:
    table.builder.state["turn_order"] = [int(s) for s in re.findall(r"\d+", seats)]


# -- Given: cards, resources and points ------------------------------------------------------------


@given(parsers.parse("the discard pile holds {count:d} cards"))
def discard_pile(table: Table, count: int) -> None:
    table.builder.state["discard"] = table.builder.new_cards(count)


@given(parsers.parse("the discard pile holds, oldest first, the cards {cards}"))
def discard_pile_named(table: Table, cards: str) -> None:
    ids = re.findall(r"c\d{3}", cards)
    b = table.builder
    for card in ids:
        b.state["cards"][card] = "plain"
    b.state["deck"] = [c for c in b.state["deck"] if c not in ids]
    b.state["discard"] = ids
    b._next_card = max(b._next_card, *(int(c[1:]) + 1 for c in ids))


@given(parsers.parse("the random generator's state is {value}"))
def generator(table: Table, value: str) -> None:
    table.builder.state["rng"] = value


@given(parsers.parse("player {seat:d}'s income is {words}"))
def income_is(table: Table, seat: int, words: str) -> None:
    table.builder.player(seat)["income"].update(words_mix(words))


@given(parsers.parse("player {seat:d} holds {words} as resources"))
def resources_are(table: Table, seat: int, words: str) -> None:
    table.builder.player(seat)["resources"].update(words_mix(words))


@given(parsers.parse("player {seat:d} has {amount:d} victory points"))
def has_vp(table: Table, seat: int, amount: int) -> None:
    table.builder.player(seat)["vp"] = amount


@given(parsers.parse("player {seat:d} has {amount:d} industry points"))
def has_ip(table: Table, seat: int, amount: int) -> None:
    table.builder.player(seat)["ip"] = amount


@given(parsers.re(r"player (?P<seat>\d+) has taken (?P<count>\d+) milestone tiles?$"))
def milestones_taken(table: Table, seat: str, count: str) -> None:
    tiles = table.builder.state["milestones"]
    for item in spec_items("milestones"):
        if int(count) <= sum(1 for m in tiles if m["taken_by"] == int(seat)):
            break
        if all(m["id"] != item["id"] for m in tiles):
            tiles.append({"id": item["id"], "side": "a", "taken_by": int(seat)})


@given(parsers.re(r"player (?P<seat>\d+) has (?P<count>\d+) cookie rabbits? on the map board$"))
def rabbits(table: Table, seat: str, count: str) -> None:
    """Rabbits sit on properties: first on the player's properties without one, then on research labs of their own."""
    player = table.builder.player(int(seat))
    board = player["map"] or {"id": f"scenario-{seat}", "hexes": [], "extra_draw_areas": [], "ports": []}
    player["map"] = board
    free = [h for h in sorted(player["properties"]) if h not in player["rabbits"]]
    for i in range(int(count)):
        if free:
            spot = free.pop(0)
        else:
            spot = f"{20 + 2 * i},0"
            board["hexes"].append({"q": 20 + 2 * i, "r": 0, "terrain": "wheat"})
            player["properties"][spot] = f"lab_{i + 1}"
        player["rabbits"] = sorted([*player["rabbits"], spot])


@given(parsers.re(r"all (?P<count>\d+) (?P<kind>tents|houses|buildings) of player (?P<seat>\d+) are on the map board$"))
def all_of_kind(table: Table, count: str, kind: str, seat: str) -> None:
    player = table.builder.player(int(seat))
    board = player["map"] or {"id": f"scenario-{seat}", "hexes": [], "extra_draw_areas": [], "ports": []}
    player["map"] = board
    row = {"tents": 0, "houses": 1, "buildings": 2}[kind]
    for i in range(int(count)):
        q, r = 30 + 2 * i, 2 * row
        spot = f"{q},{r}"
        board["hexes"].append({"q": q, "r": r, "terrain": "wheat"})
        player["properties"][spot] = f"{kind[:-1]}_{i + 1}"


@given(parsers.parse("player {seat:d} holds the cards {cards}"))
def holds_named(table: Table, seat: int, cards: str) -> None:
    ids = re.findall(r"c\d{3}", cards)
    state = table.builder.state
    for card in ids:
        state["cards"][card] = "plain"
    # Each card lies in one place (decisions.md D7.3): a named card leaves the deck and the discard pile.
    state["deck"] = [c for c in state["deck"] if c not in ids]
    state["discard"] = [c for c in state["discard"] if c not in ids]
    table.builder.player(seat)["hand"] = sorted(ids)
    table.builder._next_card = max(table.builder._next_card, *(int(c[1:]) + 1 for c in ids))


@given(parsers.parse("the round aid board has {count:d} spaces"))
def aid_spaces(table: Table, count: int) -> None:
    table.builder.state["round_aid"] = [{"standard": [], "pass": None} for _ in range(count)]


@given(parsers.parse("above round aid space {space:d} lies the standard aid tile to {words}"))
def standard_tile(table: Table, space: int, words: str) -> None:
    round_aid_space(table, space)["standard"].append(aid_tile(table, "standard", words))


@given(parsers.parse("above round aid space {space:d} lies the pass aid tile to {words}"))
def pass_tile(table: Table, space: int, words: str) -> None:
    round_aid_space(table, space)["pass"] = aid_tile(table, "pass", words)
