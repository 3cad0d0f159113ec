"""When steps that hand the engine an impossible Loyang position (chapter 16, the load invariants).

Each step takes the position the engine holds after the scenario's Given (and any
earlier When) steps and changes it in one place, described in the game's words,
through `ScenarioTable.load_changed`; the shared Then step "the position is refused
because of <rule>" (conformance/games/table.py) judges the refusal. Starting from the
engine's own state, a scenario fails for an engine that loads the changed position,
refuses it naming another invariant, or changes what it holds. The functions are
named `ly_loaded_*`, apart from every other step module's.
"""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import parsers, when

from conformance.games.loyang.spec_data import spec_items
from conformance.games.loyang.steps.table import Table
from conformance.games.loyang.steps.words import vegetable

State = dict[str, Any]
Frame = dict[str, Any]
LOADED = "a position is loaded in which "
"""How every step of this module begins: what follows is the one change made to the engine's position."""
PHASES = {"setup": "setup", "Harvest": "harvest", "Card": "card", "Action": "action"}
ROWS = {
    "Common field": "common_field",
    "Market stall": "market_stall",
    "Casual customer": "casual_customer",
    "Regular customer": "regular_customer",
    "Helper": "helper",
}
PILES = {"draw pile": "draw_pile", "discard pile": "discard_pile", "Courtyard": "courtyard"}


def _top(state: State, kind: str) -> Frame:
    """The topmost frame of `kind`: the one the scenario's moment is about."""
    frame: Frame = next(f for f in reversed(state["stack"]) if f["kind"] == kind)
    return frame


def _entry(state: State, seat: int, card: str) -> dict[str, Any]:
    """A card's entry in a player's play area."""
    for row in state["players"][seat]["play_area"].values():
        for entry in row:
            if entry["card"] == card:
                found: dict[str, Any] = entry
                return found
    raise AssertionError(f"{card} is not in player {seat}'s play area")


def _opponent_entry(state: State, card: str) -> dict[str, Any]:
    """A card's entry in the imaginary opponent's play area."""
    for row in state["opponent"]["play_area"].values():
        for entry in row:
            if entry["card"] == card:
                found: dict[str, Any] = entry
                return found
    raise AssertionError(f"{card} is not in the imaginary opponent's play area")


def _field(state: State, seat: int, table: Table, name: str) -> dict[str, Any]:
    fid = table.field_id(name)
    found: dict[str, Any] = next(f for f in state["players"][seat]["fields"] if f["field"] == fid)
    return found


def _repended(change: Any) -> Any:
    """`change`, then `pending` left out (a state given to `load` may omit it, decisions.md L7.6), so that the one
    change a step makes to the stack does not also break LY-16.1.4, whatever kind of frame ends on top."""

    def changed(s: State) -> None:
        change(s)
        s.pop("pending", None)

    return changed


def _push(table: Table, frame: Frame) -> None:
    table.load_changed(_repended(lambda s: s["stack"].append(frame)))


# -- the form of the state (16.1) ------------------------------------------------------------------


@when(parsers.parse(LOADED + "player {seat:d}'s Cash is the word {text}"))
def ly_loaded_cash_word(table: Table, seat: int, text: str) -> None:
    table.load_changed(lambda s: s["players"][seat].update(cash=text))


@when(parsers.parse(LOADED + "player {seat:d} has {amount:d} Cash"))
def ly_loaded_cash(table: Table, seat: int, amount: int) -> None:
    table.load_changed(lambda s: s["players"][seat].update(cash=amount))


@when(parsers.parse(LOADED + "player {seat:d}'s Cash is written as {text}"))
def ly_loaded_cash_written(table: Table, seat: int, text: str) -> None:
    """`text` is the JSON number as the state writes it (`3.0`), kept as that number."""
    table.load_changed(lambda s: s["players"][seat].update(cash=json.loads(text)))


@when(parsers.parse(LOADED + "the game is in round {number:d}"))
def ly_loaded_round(table: Table, number: int) -> None:
    table.load_changed(lambda s: s.update(round=number))


@when(parsers.parse(LOADED + "the game is in round {number:d}, written as {text}"))
def ly_loaded_round_written(table: Table, number: int, text: str) -> None:
    """`text` is the JSON number as the state writes it (`4.0`): a number at the top of the state, outside any
    player or table. The round moves too, since `4.0` equals the round 4 it stands for and a change must show."""
    written = json.loads(text)
    assert written == number, f"{text} is not round {number} written another way"
    table.load_changed(lambda s: s.update(round=written))


@when(parsers.parse(LOADED + '"{name}" asks {price:d} Cash'))
def ly_loaded_price(table: Table, name: str, price: int) -> None:
    card = table.card_id(name)

    def change(s: State) -> None:
        item = next(c for c in s["components"]["action_cards"] if c["id"] == card)
        item["price"] = price

    table.load_changed(change)


@when(parsers.parse(LOADED + '"{name}" asks a price written as {text}'))
def ly_loaded_price_written(table: Table, name: str, text: str) -> None:
    """`text` is the JSON number as the component data writes it (`6.0`), kept as that number."""
    card = table.card_id(name)

    def change(s: State) -> None:
        item = next(c for c in s["components"]["action_cards"] if c["id"] == card)
        item["price"] = json.loads(text)

    table.load_changed(change)


@when(parsers.parse(LOADED + '"{name}" buys for {amount:d} Cash less'))
def ly_loaded_price_change(table: Table, name: str, amount: int) -> None:
    """The Helper's purchase (effects.md `buy`) has its price change set to minus `amount`."""
    card = table.card_id(name)

    def set_change(effect: Any) -> None:
        if isinstance(effect, dict):
            if "price_change" in effect:
                effect["price_change"] = -amount
            for value in effect.values():
                set_change(value)
        elif isinstance(effect, list):
            for value in effect:
                set_change(value)

    def change(s: State) -> None:
        set_change(next(c for c in s["components"]["action_cards"] if c["id"] == card))

    table.load_changed(change)


@when(parsers.parse(LOADED + "the Shop's component table has no space for {kind}"))
def ly_loaded_shop_table(table: Table, kind: str) -> None:
    wanted = vegetable(kind)
    table.load_changed(
        lambda s: s["components"].update(shop=[row for row in s["components"]["shop"] if row["vegetable"] != wanted])
    )


@when(parsers.parse(LOADED + "the Storehouse's component table gives no room for its {side} side"))
def ly_loaded_storehouse_table(table: Table, side: str) -> None:
    """The side's capacity becomes null, which the component schema allows (the Cart's has no limit), but which
    leaves the Storehouse rules nothing to count against."""
    wanted = {"basic": "storehouse", "upgraded": "upgraded"}[side]

    def change(s: State) -> None:
        row = next(r for r in s["components"]["storehouse"] if r.get("side") == wanted)
        row["capacity"] = None

    table.load_changed(change)


@when(parsers.parse(LOADED + "the pending decision is said to be player {seat:d}'s"))
def ly_loaded_pending(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s["pending"].update(player=seat))


@when(parsers.parse(LOADED + "the pending decision is said to be a Distribution turn"))
def ly_loaded_pending_kind(table: Table) -> None:
    table.load_changed(lambda s: s["pending"].update(kind="distribution_turn"))


# -- Action cards (16.3) -----------------------------------------------------------------------------


@when(parsers.parse(LOADED + 'the discard pile holds the card "{card}", which the game does not have'))
def ly_loaded_unknown_card(table: Table, card: str) -> None:
    table.load_changed(lambda s: s["discard_pile"].append(card))


@when(parsers.parse(LOADED + 'the payment is for the card "{card}", which the game does not have'))
def ly_loaded_unknown_payment(table: Table, card: str) -> None:
    table.load_changed(lambda s: _top(s, "pay").update(card=card))


@when(parsers.parse(LOADED + "player {seat:d} also holds the top card of the draw pile"))
def ly_loaded_holds_top(table: Table, seat: int) -> None:
    table.load_changed(
        lambda s: s["players"][seat].update(hand=sorted([*s["players"][seat]["hand"], s["draw_pile"][0]]))
    )


@when(parsers.parse(LOADED + "the top card of the draw pile is gone"))
def ly_loaded_top_gone(table: Table) -> None:
    table.load_changed(lambda s: s["draw_pile"].pop(0))


@when(parsers.parse(LOADED + "the top card of the draw pile is set aside"))
def ly_loaded_set_aside(table: Table) -> None:
    table.load_changed(lambda s: s.update(set_aside=[s["draw_pile"].pop(0)]))


@when(parsers.parse(LOADED + 'the imaginary opponent\'s "{name}" lies in its {row} row'))
def ly_loaded_opponent_wrong_row(table: Table, name: str, row: str) -> None:
    card = table.card_id(name)

    def change(s: State) -> None:
        area = s["opponent"]["play_area"]
        for entries in area.values():
            for entry in list(entries):
                if entry["card"] == card:
                    entries.remove(entry)
        area[ROWS[row]].append({"card": card, "covers": None})

    table.load_changed(change)


@when(parsers.parse(LOADED + 'player {seat:d}\'s "{name}" lies in their {row} row'))
def ly_loaded_wrong_row(table: Table, seat: int, name: str, row: str) -> None:
    card = table.card_id(name)

    def change(s: State) -> None:
        area = s["players"][seat]["play_area"]
        for entries in area.values():
            for entry in list(entries):
                if entry["card"] == card:
                    entries.remove(entry)
        area[ROWS[row]].append({"card": card, "covers": None})

    table.load_changed(change)


@when(parsers.parse(LOADED + '"{name}" lies in the imaginary opponent\'s {row} row instead of the draw pile'))
def ly_loaded_opponent_card(table: Table, name: str, row: str) -> None:
    card = table.card_id(name)

    def change(s: State) -> None:
        s["draw_pile"].remove(card)
        s["opponent"]["play_area"][ROWS[row]].append({"card": card, "covers": None})

    table.load_changed(change)


@when(parsers.parse(LOADED + '"{name}" has gone from the grid to the discard pile'))
def ly_loaded_grid_gap(table: Table, name: str) -> None:
    card = table.card_id(name)

    def change(s: State) -> None:
        for row in s["grid"]:
            if card in row:
                row[row.index(card)] = None
        s["discard_pile"].append(card)

    table.load_changed(change)


# -- fields and vegetables (16.4) -------------------------------------------------------------------------


@when(parsers.parse(LOADED + 'player {seat:d}\'s Field pile also holds the field "{fid}"'))
def ly_loaded_pile_field(table: Table, seat: int, fid: str) -> None:
    table.load_changed(lambda s: s["players"][seat]["field_pile"].append(fid))


@when(parsers.parse(LOADED + 'player {seat:d}\'s "{name}" lies in their Field pile instead of their play area'))
def ly_loaded_card_in_pile(table: Table, seat: int, name: str) -> None:
    """The card moved, not copied: it still lies in exactly one place, so only the Field pile's rule is broken."""
    card = table.card_id(name)

    def move(state: State) -> None:
        player = state["players"][seat]
        for row in player["play_area"].values():
            row[:] = [entry for entry in row if entry["card"] != card]
        player["field_pile"].append(card)

    table.load_changed(move)


@when(parsers.parse(LOADED + "player {seat:d}'s Field pile also holds the Home field"))
def ly_loaded_pile_home(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s["players"][seat]["field_pile"].append(table.field_id("Home field")))


@when(parsers.parse(LOADED + 'player {seat:d}\'s row of fields holds "{name}" a second time'))
def ly_loaded_field_twice(table: Table, seat: int, name: str) -> None:
    table.load_changed(lambda s: s["players"][seat]["fields"].append(dict(_field(s, seat, table, name))))


@when(parsers.parse(LOADED + "player {seat:d} has no Home field"))
def ly_loaded_no_home(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s["players"][seat]["fields"].pop(0))


@when(parsers.parse(LOADED + "player {seat:d}'s Home field lies after their other fields"))
def ly_loaded_home_last(table: Table, seat: int) -> None:
    def change(s: State) -> None:
        row = s["players"][seat]["fields"]
        row.append(row.pop(0))

    table.load_changed(change)


@when(parsers.re(LOADED + r"player (?P<seat>\d+)'s (?P<name>.+) holds (?P<count>\d+) vegetables of no kind$"))
def ly_loaded_no_kind(table: Table, seat: str, name: str, count: str) -> None:
    table.load_changed(lambda s: _field(s, int(seat), table, name).update(vegetable=None, count=int(count)))


@when(parsers.re(LOADED + r"player (?P<seat>\d+)'s (?P<name>.+) holds (?P<count>\d+) (?P<kind>\w+)$"))
def ly_loaded_holds(table: Table, seat: str, name: str, count: str, kind: str) -> None:
    """A field's vegetables, or those of the Shop, the Storehouse or the Cart (the place named)."""
    board = {"Shop": "shop", "Storehouse": "storehouse", "Cart": "cart"}

    def change(s: State) -> None:
        player = s["players"][int(seat)]
        if name in board:
            player[board[name]][vegetable(kind)] = int(count)
        else:
            _field(s, int(seat), table, name).update(vegetable=vegetable(kind), count=int(count))

    table.load_changed(change)


@when(parsers.parse(LOADED + '"{name}" of player {seat:d} also holds {count:d} {kind}'))
def ly_loaded_stall_holds(table: Table, name: str, seat: int, count: int, kind: str) -> None:
    table.load_changed(lambda s: _entry(s, seat, table.card_id(name))["goods"].update({vegetable(kind): count}))


@when(parsers.parse(LOADED + '"{name}" of the imaginary opponent also holds {count:d} {kind}'))
def ly_loaded_opponent_stall_holds(table: Table, name: str, count: int, kind: str) -> None:
    table.load_changed(lambda s: _opponent_entry(s, table.card_id(name))["goods"].update({vegetable(kind): count}))


# -- the Path (16.5) ----------------------------------------------------------------------------------------


@when(parsers.parse(LOADED + "player {seat:d}'s Scoring marker is on space {space:d}"))
def ly_loaded_marker(table: Table, seat: int, space: int) -> None:
    table.load_changed(lambda s: s["players"][seat].update(path=space))


@when(parsers.parse(LOADED + "player {seat:d} has taken the first step on the Path this round"))
def ly_loaded_first_step(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s["players"][seat].update(first_step_taken=True))


@when(parsers.parse(LOADED + "player {seat:d} has bought a Two-pack this round"))
def ly_loaded_bought(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s["players"][seat].update(two_pack_bought=True))


# -- Regular customers (16.6) ---------------------------------------------------------------------------------


@when(parsers.parse(LOADED + '"{name}" of player {seat:d} has {rows:d} rows filled'))
def ly_loaded_rows(table: Table, name: str, seat: int, rows: int) -> None:
    table.load_changed(lambda s: _entry(s, seat, table.card_id(name)).update(rows=rows))


@when(parsers.parse(LOADED + '"{name}" of player {seat:d} is first due in round {number:d}'))
def ly_loaded_due(table: Table, name: str, seat: int, number: int) -> None:
    table.load_changed(lambda s: _entry(s, seat, table.card_id(name)).update(due_from=number))


@when(parsers.parse(LOADED + '"{name}" of player {seat:d} had a delivery in round {number:d}'))
def ly_loaded_delivery(table: Table, name: str, seat: int, number: int) -> None:
    table.load_changed(lambda s: _entry(s, seat, table.card_id(name)).update(last_delivery=number))


@when(parsers.parse(LOADED + '"{name}" of the imaginary opponent has {rows:d} rows filled'))
def ly_loaded_opponent_rows(table: Table, name: str, rows: int) -> None:
    table.load_changed(lambda s: _opponent_entry(s, table.card_id(name)).update(rows=rows))


@when(parsers.parse(LOADED + '"{name}" of the imaginary opponent is first due in round {number:d}'))
def ly_loaded_opponent_due(table: Table, name: str, number: int) -> None:
    table.load_changed(lambda s: _opponent_entry(s, table.card_id(name)).update(due_from=number))


@when(parsers.parse(LOADED + '"{name}" of the imaginary opponent had a delivery in round {number:d}'))
def ly_loaded_opponent_delivery(table: Table, name: str, number: int) -> None:
    table.load_changed(lambda s: _opponent_entry(s, table.card_id(name)).update(last_delivery=number))


# -- the round, the phase and the stack (16.7) ----------------------------------------------------------------


@when(parsers.parse(LOADED + "the game is in its {phase} phase"))
def ly_loaded_phase(table: Table, phase: str) -> None:
    table.load_changed(lambda s: s.update(phase=PHASES[phase]))


@when(parsers.parse(LOADED + "the game is over, with the stack as it was"))
def ly_loaded_over_with_stack(table: Table) -> None:
    table.load_changed(lambda s: s.update(phase="game_over"))


@when(parsers.parse(LOADED + "the stack holds no frame"))
def ly_loaded_empty_stack(table: Table) -> None:
    table.load_changed(_repended(lambda s: s.update(stack=[])))


@when(parsers.parse(LOADED + "the game is over and its stack empty"))
def ly_loaded_over(table: Table) -> None:
    table.load_changed(_repended(lambda s: s.update(phase="game_over", stack=[])))


@when(parsers.parse(LOADED + "the round's end is gone from the bottom of the stack"))
def ly_loaded_no_round_end(table: Table) -> None:
    table.load_changed(lambda s: s["stack"].pop(0))


@when(parsers.parse(LOADED + "round {number:d} is to start at the bottom of the stack"))
def ly_loaded_round_start(table: Table, number: int) -> None:
    table.load_changed(lambda s: s["stack"].__setitem__(0, {"kind": "round_start", "round": number}))


@when(parsers.parse(LOADED + "player {seat:d} has ended the last turn of the round and round {number:d} is to start"))
def ly_loaded_between_rounds(table: Table, seat: int, number: int) -> None:
    """The moment between two rounds: every turn ended, the round's end resolved into the next round's start, which
    still lies alone on the stack (LY-16.7.4 allows the next round's start; decisions.md L7)."""

    def change(s: State) -> None:
        s["turns_taken"].append(seat)
        s["stack"] = [{"kind": "round_start", "round": number}]

    table.load_changed(_repended(change))


@when(parsers.parse(LOADED + "the game has {rounds:d} rounds and is over, its stack empty"))
def ly_loaded_over_shorter(table: Table, rounds: int) -> None:
    """The game's round count changed in its component data (the `game` item of the setup table), and the game
    over in the round it was in."""

    def change(s: State) -> None:
        setup = [dict(item) for item in s["components"].get("setup") or spec_items("setup")]
        next(item for item in setup if item["kind"] == "game")["rounds"] = rounds
        s["components"]["setup"] = setup
        s.update(phase="game_over", stack=[])

    table.load_changed(_repended(change))


@when(parsers.parse(LOADED + "the turns ended this round are those of {seats}"))
def ly_loaded_turns_taken(table: Table, seats: str) -> None:
    order = [int(part) for part in seats.replace("player", "").replace("and then", ",").split(",") if part.strip()]
    table.load_changed(lambda s: s.update(turns_taken=order))


@when(parsers.parse(LOADED + "player {seat:d} has a Casual customer price change of {amount:d} Cash from a Helper"))
def ly_loaded_casual_bonus(table: Table, seat: int, amount: int) -> None:
    table.load_changed(lambda s: s["players"][seat].update(casual_bonus=amount))


# -- the frames (16.8) --------------------------------------------------------------------------------------


@when(parsers.parse(LOADED + "the Distribution turn lies directly on the round's end"))
def ly_loaded_turn_off_distribution(table: Table) -> None:
    table.load_changed(lambda s: s["stack"].remove(_top(s, "distribution")))


@when(parsers.parse(LOADED + "player {seat:d} is listed as finished with the Distribution round"))
def ly_loaded_finished(table: Table, seat: int) -> None:
    table.load_changed(lambda s: _top(s, "distribution")["finished"].append(seat))


@when(parsers.parse(LOADED + "player {seat:d} is listed twice as finished with the Distribution round"))
def ly_loaded_finished_twice(table: Table, seat: int) -> None:
    table.load_changed(_repended(lambda s: _top(s, "distribution")["finished"].extend([seat, seat])))


@when(parsers.parse(LOADED + "player {seat:d}'s hand has gone to the discard pile"))
def ly_loaded_hand_gone(table: Table, seat: int) -> None:
    def change(s: State) -> None:
        s["discard_pile"] += s["players"][seat]["hand"]
        s["players"][seat]["hand"] = []

    table.load_changed(change)


@when(parsers.parse(LOADED + "the payment asks {amount:d} Cash"))
def ly_loaded_payment_amount(table: Table, amount: int) -> None:
    table.load_changed(lambda s: _top(s, "pay").update(amount=amount))


@when(parsers.parse(LOADED + 'the payment is for "{name}"'))
def ly_loaded_payment_card(table: Table, name: str) -> None:
    table.load_changed(lambda s: _top(s, "pay").update(card=table.card_id(name)))


@when(parsers.parse(LOADED + 'player {seat:d} has just used "{name}" as a Helper'))
def ly_loaded_used_as_helper(table: Table, seat: int, name: str) -> None:
    _push(table, {"kind": "helper_used", "player": seat, "card": table.card_id(name), "joined": []})


@when(parsers.parse(LOADED + 'player {seat:d} has just used "{name}" as a Helper, joined by "{other}"'))
def ly_loaded_joined_by(table: Table, seat: int, name: str, other: str) -> None:
    frame = {"kind": "helper_used", "player": seat, "card": table.card_id(name), "joined": [table.card_id(other)]}
    _push(table, frame)


@when(parsers.parse(LOADED + "a round's end also lies on top of the stack"))
def ly_loaded_round_end_on_top(table: Table) -> None:
    _push(table, {"kind": "round_end"})


@when(parsers.parse(LOADED + "the Two-pack also holds the top card of the draw pile"))
def ly_loaded_two_pack_more(table: Table) -> None:
    table.load_changed(lambda s: _top(s, "two_pack_keep")["cards"].append(s["draw_pile"].pop(0)))


@when(parsers.parse(LOADED + "player {seat:d} has not bought a Two-pack this round"))
def ly_loaded_not_bought(table: Table, seat: int) -> None:
    table.load_changed(lambda s: s["players"][seat].update(two_pack_bought=False))


@when(parsers.parse(LOADED + "player {seat:d} is asked to use Helpers of the {phase} phase"))
def ly_loaded_window(table: Table, seat: int, phase: str) -> None:
    _push(table, {"kind": "helper_window", "player": seat, "phase": PHASES[phase]})


@when(parsers.parse(LOADED + 'player {seat:d} resolves the effect of "{name}" without having used it'))
def ly_loaded_effect_without_use(table: Table, seat: int, name: str) -> None:
    frame = {
        "kind": "helper_effect",
        "player": seat,
        "card": table.card_id(name),
        "effect": {"gain_cash": 1},
        "target": None,
        "done": 0,
        "used": [],
        "cards": [],
        "joined": [],
        "price_change": 0,
    }
    _push(table, frame)
