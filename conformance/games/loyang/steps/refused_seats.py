"""When steps that hand the engine an impossible Loyang position: players, seats and modes (16.2).

Split from `refused_positions` (which holds the other sections of chapter 16 and the helpers both use) so
that neither module outgrows one sitting; the steps work the same way, through `ScenarioTable.load_changed`.
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, when

from conformance.games.loyang.steps.refused_positions import LOADED, ROWS, State, _push, _repended, _top
from conformance.games.loyang.steps.table import Table

# -- players, seats and modes (16.2) ---------------------------------------------------------------


@when(parsers.parse(LOADED + "player {seat:d} sits in seat {other:d}"))
def ly_loaded_sits(table: Table, seat: int, other: int) -> None:
    table.load_changed(lambda s: s["players"][seat].update(seat=other))


@when(parsers.parse(LOADED + "player {seat:d} is the Starting player"))
def ly_loaded_starting(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s.update(starting_player=seat))


@when(parsers.parse(LOADED + "player {seat:d} is the Second player"))
def ly_loaded_second(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s.update(second_player=seat))


@when(parsers.parse(LOADED + "nobody holds the Second player token"))
def ly_loaded_no_second(table: Table) -> None:
    table.load_changed(lambda s: s.update(second_player=None))


@when(parsers.parse(LOADED + "player {seat:d} is the Starting player's partner"))
def ly_loaded_partner(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s.update(partner=seat))


@when(parsers.parse(LOADED + "nobody is the Starting player's partner"))
def ly_loaded_no_partner(table: Table) -> None:
    table.load_changed(lambda s: s.update(partner=None))


@when(parsers.parse(LOADED + "the turn belongs to player {seat:d}"))
def ly_loaded_turn_of(table: Table, seat: int) -> None:
    table.load_changed(_repended(lambda s: _top(s, "turn").update(player=seat)))


@when(parsers.parse(LOADED + "the Distribution round considers player {seat:d} next"))
def ly_loaded_distribution_next(table: Table, seat: int) -> None:
    table.load_changed(lambda s: _top(s, "distribution").update(next=seat))


@when(parsers.parse(LOADED + "the Helper windows of the Card phase are still to open for players {seats}"))
def ly_loaded_windows(table: Table, seats: str) -> None:
    named = [int(part) for part in seats.replace(" and ", ",").split(",") if part.strip()]
    _push(table, {"kind": "helper_windows", "phase": "card", "seats": named})


@when(parsers.parse(LOADED + "the Courtyard grid and the imaginary opponent are on the table"))
def ly_loaded_solo_pieces(table: Table) -> None:
    def change(s: State) -> None:
        empty: dict[str, list[Any]] = {row: [] for row in ROWS.values()}
        s["grid"] = [[None, None, None] for _ in range(4)]
        s["opponent"] = {"cash": 0, "play_area": empty}

    table.load_changed(change)


@when(parsers.parse(LOADED + "the imaginary opponent is gone"))
def ly_loaded_no_opponent(table: Table) -> None:
    table.load_changed(lambda s: s.pop("opponent"))


@when(parsers.parse(LOADED + "the game is played in the {variant} variant"))
def ly_loaded_variant(table: Table, variant: str) -> None:
    named = {"introductory": "introductory", "two-grid-cards": "two_grid_cards"}[variant]
    table.load_changed(lambda s: s.update(variants=sorted({*s["variants"], named})))


@when(parsers.parse(LOADED + "player {seat:d} is asked to choose a partner"))
def ly_loaded_partner_choice(table: Table, seat: int) -> None:
    _push(table, {"kind": "choose_partner", "player": seat})


@when(parsers.parse(LOADED + "player {seat:d} is asked for the solo Card phase"))
def ly_loaded_solo_card_phase(table: Table, seat: int) -> None:
    _push(table, {"kind": "solo_card_phase", "player": seat})


@when(parsers.parse(LOADED + "the Distribution round is under way in the solo game"))
def ly_loaded_solo_distribution(table: Table) -> None:
    _push(table, {"kind": "distribution", "next": 0, "finished": []})


@when(parsers.parse(LOADED + 'player {seat:d} holds "{name}" apart from the hand as the dealt card'))
def ly_loaded_dealt(table: Table, seat: int, name: str) -> None:
    card = table.card_id(name)

    def change(s: State) -> None:
        s["players"][seat]["hand"].remove(card)
        s["players"][seat]["dealt"] = card

    table.load_changed(change)


@when(parsers.parse(LOADED + "player {seat:d}'s turn is listed as ended twice"))
def ly_loaded_turn_twice(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s.update(turns_taken=[seat, seat]))
