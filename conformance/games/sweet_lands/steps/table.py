"""Sweet Lands steps in the game's language that set up, act on and inspect a table through the engine.

Given steps shape the state a scenario starts from (defaults fill the rest); the
first When step loads it. Steps never touch an engine's internals, so the same
steps drive any engine that speaks the protocol.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pytest_bdd import given, parsers, then, when

from conformance.engines.engine import Engine
from conformance.games.sweet_lands.builder import TableBuilder
from conformance.games.table import ScenarioTable

RESOURCE_WORDS = {
    "gold": "gold",
    "wheat": "wheat",
    "wood": "wood",
    "iron": "iron",
    "diamond": "diamond",
    "diamonds": "diamond",
}


@dataclass
class Table(ScenarioTable):
    """A Sweet Lands scenario's table: "the income phase of round N is next" starts it at that round."""

    builder: TableBuilder

    def starting_state(self) -> dict[str, Any]:
        upcoming = self.notes.get("next_round")
        if upcoming is not None and self.builder.stack is None:
            # "the income phase of round N is next": the state after round N-1's cleanup.
            self.builder.stack = [{"kind": "round_start", "round": upcoming}]
            self.builder.state["round"] = max(upcoming - 1, 1)
        return self.builder.build()


def resource(word: str) -> str:
    try:
        return RESOURCE_WORDS[word]
    except KeyError:
        raise AssertionError(f"unknown resource {word!r}") from None


# -- Given -----------------------------------------------------------------------------------------


@given(parsers.parse("a {players:d}-player game in round {round:d}"), target_fixture="table")
def a_game(engine: Engine, players: int, round: int) -> Table:
    return Table(engine, TableBuilder(players=players, round=round))


@given(
    parsers.parse("a {players:d}-player game in round {round:d} with the variable turn order variant"),
    target_fixture="table",
)
def a_game_with_variable_turn_order(engine: Engine, players: int, round: int) -> Table:
    table = Table(engine, TableBuilder(players=players, round=round))
    table.builder.state["variants"] = ["variable_turn_order"]
    return table


@given(parsers.parse("every player holds {count:d} card"))
@given(parsers.parse("every player holds {count:d} cards"))
def every_player_holds(table: Table, count: int) -> None:
    for seat in range(table.builder.players):
        table.builder.give_hand(seat, count)


@given(parsers.parse("it is player {seat:d}'s turn"))
def players_turn(table: Table, seat: int) -> None:
    table.builder.current = seat


@given(parsers.parse("player {seat:d} holds the start player marker"))
def start_player(table: Table, seat: int) -> None:
    b = table.builder
    b.start_player = seat
    b.state["start_player"] = seat
    b.state["turn_order"] = [(seat + i) % b.players for i in range(b.players)]


@given(parsers.re(r"player (?P<seat>\d+) holds (?P<count>\d+) cards?$"), converters={"seat": int, "count": int})
def holds_cards(table: Table, seat: int, count: int) -> None:
    table.builder.give_hand(seat, count)


@given(parsers.re(r"player (?P<seat>\d+) has (?P<amount>\d+) (?P<word>\w+)$"), converters={"seat": int, "amount": int})
def has_resource(table: Table, seat: int, amount: int, word: str) -> None:
    table.builder.player(seat)["resources"][resource(word)] = amount


@given(
    parsers.re(r"player (?P<seat>\d+) has an income of (?P<amount>\d+) (?P<word>\w+)$"),
    converters={"seat": int, "amount": int},
)
def has_income(table: Table, seat: int, amount: int, word: str) -> None:
    table.builder.player(seat)["income"][resource(word)] = amount


@given(parsers.re(r"player (?P<seat>\d+) holds (?P<count>\d+) action discs?$"), converters={"seat": int, "count": int})
def holds_discs(table: Table, seat: int, count: int) -> None:
    table.builder.player(seat)["discs"] = count


AREA_SPACES = r"action area (?P<area>\w+) has (?P<spaces>\d+) action spaces?(?:, the first (?P<taken>\d+) occupied)?$"


@given(parsers.re(AREA_SPACES))
def area_spaces(table: Table, area: str, spaces: str, taken: str | None) -> None:
    table.builder.set_area(area, int(spaces), int(taken or 0))


@given(parsers.parse("the citizen deck holds {count:d} cards"))
def deck(table: Table, count: int) -> None:
    table.builder.fill_deck(count)


@given(parsers.parse("player {seat:d} has already passed"))
def already_passed(table: Table, seat: int) -> None:
    b = table.builder
    b.player(seat)["passed"] = True
    b.state["pass_order"].append(seat)


@given(parsers.parse("player {seat:d}'s round aid token is on space {space:d}"))
def aid_token(table: Table, seat: int, space: int) -> None:
    table.builder.player(seat)["round_aid_space"] = space


# -- When ------------------------------------------------------------------------------------------


@when(parsers.parse("player {seat:d} uses action area {area}"))
def use_area(table: Table, seat: int, area: str) -> None:
    table.act(seat, {"type": "use_area", "area": area})


IMITATION_AREAS = {"3 and 4": "L34", "4": "L4"}
"""Area L of each imitation board, by the player counts printed on the board (SL-2.1.3)."""


@when(parsers.parse("player {seat:d} uses area L of the imitation board for {counts} players"))
def use_imitation_area(table: Table, seat: int, counts: str) -> None:
    table.act(seat, {"type": "use_area", "area": IMITATION_AREAS[counts]})


@when(
    parsers.re(r"player (?P<seat>\d+) pays the hand cost with (?P<count>\d+) cards?$"),
    converters={"seat": int, "count": int},
)
def pay_hand_cost(table: Table, seat: int, count: int) -> None:
    hand = table.state()["players"][seat]["hand"]
    table.act(seat, {"type": "pay_hand_cost", "cards": sorted(hand)[:count]})


@when(parsers.parse("player {seat:d} pays the hand cost with a held action disc"))
def pay_with_disc(table: Table, seat: int) -> None:
    table.act(seat, {"type": "pay_hand_cost", "disc": True})


@when(parsers.parse("player {seat:d} passes"))
def passes(table: Table, seat: int) -> None:
    table.act(seat, {"type": "pass"})


@when(parsers.parse("player {seat:d} ends the turn"))
def ends_turn(table: Table, seat: int) -> None:
    table.act(seat, {"type": "end_turn"})


@when(parsers.parse("player {seat:d} moves the round aid token to space {space:d}"))
def move_token(table: Table, seat: int, space: int) -> None:
    table.act(seat, {"type": "move_round_aid", "space": space})


@when(parsers.parse("player {seat:d} keeps one card"))
def keep_card(table: Table, seat: int) -> None:
    hand = table.state()["players"][seat]["hand"]
    table.notes[f"kept-{seat}"] = sorted(hand)[0]
    table.act(seat, {"type": "keep_card", "card": sorted(hand)[0]})


@when(parsers.parse("player {seat:d} buys a card"))
def buy_card(table: Table, seat: int) -> None:
    table.act(seat, {"type": "buy_card"})


@when(parsers.parse("player {seat:d} buys 1 {word}"))
def buy_basic(table: Table, seat: int, word: str) -> None:
    table.act(seat, {"type": "buy_basic", "resource": resource(word)})


@when(parsers.parse("player {seat:d} sells 1 {word}"))
def sell_basic(table: Table, seat: int, word: str) -> None:
    table.act(seat, {"type": "sell_basic", "resource": resource(word)})


@when(parsers.parse("player {seat:d} returns an action disc for 1 {first} and 1 {second}"))
def return_disc(table: Table, seat: int, first: str, second: str) -> None:
    gain: dict[str, int] = {}
    for word in (first, second):
        gain[resource(word)] = gain.get(resource(word), 0) + 1
    table.act(seat, {"type": "return_disc", "gain": gain})


@when(parsers.parse("player {seat:d} discards a card for 2 {word}"))
def discard_for_basic(table: Table, seat: int, word: str) -> None:
    hand = table.state()["players"][seat]["hand"]
    table.act(seat, {"type": "discard_for_basic", "card": sorted(hand)[0], "gain": {resource(word): 2}})


# -- Then ------------------------------------------------------------------------------------------


@then(parsers.re(r"player (?P<seat>\d+) holds (?P<count>\d+) cards?$"), converters={"seat": int, "count": int})
def check_hand(table: Table, seat: int, count: int) -> None:
    hand = table.settled()["players"][seat]["hand"]
    assert len(hand) == count, f"player {seat} holds {len(hand)} cards"


@then(parsers.re(r"player (?P<seat>\d+) has (?P<amount>\d+) (?P<word>\w+)$"), converters={"seat": int, "amount": int})
def check_resource(table: Table, seat: int, amount: int, word: str) -> None:
    have = table.settled()["players"][seat]["resources"][resource(word)]
    assert have == amount, f"player {seat} has {have} {word}"


@then(parsers.re(r"player (?P<seat>\d+) holds (?P<count>\d+) action discs?$"), converters={"seat": int, "count": int})
def check_discs(table: Table, seat: int, count: int) -> None:
    have = table.settled()["players"][seat]["discs"]
    assert have == count, f"player {seat} holds {have} action discs"


@then(parsers.parse("player {seat:d} holds the start player marker"))
def check_start_player(table: Table, seat: int) -> None:
    holder = table.settled()["start_player"]
    assert holder == seat, f"player {holder} holds the start player marker"


@then(parsers.parse("player {seat:d} is to decide"))
def check_pending(table: Table, seat: int) -> None:
    pending = table.settled()["pending"]
    assert pending is not None and pending["player"] == seat, f"the pending decision is {pending}"


@then(parsers.re(r"action area (?P<area>\w+) has (?P<count>\d+) occupied spaces?$"))
def check_area(table: Table, area: str, count: str) -> None:
    spaces = table.settled()["areas"][area]
    taken = [s for s in spaces if s is not None]
    assert len(taken) == int(count), f"area {area} has {len(taken)} occupied spaces: {spaces}"
    assert spaces[: len(taken)] == taken, f"the occupied spaces of area {area} are not the leftmost: {spaces}"


@then(parsers.parse("the discard pile holds {count:d} cards"))
def check_discard(table: Table, count: int) -> None:
    pile = table.settled()["discard"]
    assert len(pile) == count, f"the discard pile holds {len(pile)} cards"


@then(parsers.parse("round {number:d} is being played"))
def check_round(table: Table, number: int) -> None:
    state = table.settled()
    assert state["round"] == number and state["phase"] != "game_over", f"round {state['round']}, {state['phase']}"


@then("the game is over")
def check_over(table: Table) -> None:
    state = table.settled()
    assert state["phase"] == "game_over", f"the game is in phase {state['phase']}"
    assert table.engine.legal_actions() == [], "a finished game must offer no action"


@then(parsers.parse("player {seat:d} has passed"))
def check_passed(table: Table, seat: int) -> None:
    assert table.settled()["players"][seat]["passed"], f"player {seat} has not passed"


@then(parsers.parse("player {seat:d} kept the chosen card"))
def check_kept(table: Table, seat: int) -> None:
    hand = table.settled()["players"][seat]["hand"]
    assert hand == [table.notes[f"kept-{seat}"]], f"player {seat} holds {hand}"
