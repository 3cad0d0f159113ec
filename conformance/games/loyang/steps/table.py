"""Loyang Given steps: the table a scenario starts from, in the game's words (players, Cash, fields, cards).

Given steps shape the state (through the builder, defaults filling the rest); the
first step that acts or checks loads it. A card is defined where it is first
named ("player 0 holds a Casual customer "Ming" ordering ..."), and later lines
refer to it by its quoted name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pytest_bdd import given, parsers

from conformance.engines.engine import Engine
from conformance.games.loyang.builder import HOME, TableBuilder
from conformance.games.loyang.steps.words import card_definition, kinds, mix, names, slug
from conformance.games.table import ScenarioTable

STARTS = {
    "the game is being set up": "setup",
    "the Card phase begins": "card",
    "the Action phase begins": "action",
}


@dataclass
class Table(ScenarioTable):
    """A Loyang scenario's table: its builder, and the names its cards and fields go by."""

    builder: TableBuilder
    cards: dict[str, str] = field(default_factory=dict)

    def card_id(self, name: str) -> str:
        assert name in self.cards, f"no card is named {name!r} in this scenario"
        return self.cards[name]

    def field_id(self, name: str) -> str:
        return HOME if name == "Home field" else slug(name)

    def thing(self, text: str) -> str:
        """A card description (defining the card) or the quoted name of a card defined before: its id."""
        text = text.strip()
        found = card_definition(text)
        if found is None:
            quoted = names(text)
            assert len(quoted) == 1 and text == f'"{quoted[0]}"', f"cannot read {text!r} as one card"
            return self.card_id(quoted[0])
        kind, name, fields = found
        assert name not in self.cards, f"the card {name!r} is defined twice"
        self.cards[name] = self.builder.card(kind, id=slug(name), **fields)
        return self.cards[name]

    def things(self, text: str) -> list[str]:
        """Several cards: `"A", "B" and "C"`, or one description."""
        if card_definition(text.strip()) is not None:
            return [self.thing(text)]
        return [self.card_id(n) for n in names(text)]

    def fillers(self, count: int) -> list[str]:
        return [self.builder.filler() for _ in range(count)]

    def played(self, name: str) -> tuple[int, str, dict[str, Any]]:
        """(seat, kind, entry) of a card in some play area of the state being built."""
        card = self.card_id(name)
        for seat in range(self.builder.players):
            for kind, row in self.builder.player(seat)["play_area"].items():
                for entry in row:
                    if entry["card"] == card:
                        return seat, kind, entry
        raise AssertionError(f"{name!r} is in no play area")


# -- the game and the moment it starts ------------------------------------------------------------------


@given(parsers.parse("a {players:d}-player game in round {round:d}"), target_fixture="table")
def a_game(engine: Engine, players: int, round: int) -> Table:
    return Table(engine, TableBuilder(players=players, round=round))


@given(
    parsers.re(
        r"a new (?P<players>\d)-player game dealt from seed (?P<seed>\d+)(?: with player (?P<start>\d) to start)?$"
    ),
    target_fixture="table",
)
def a_new_game(engine: Engine, players: str, seed: str, start: str | None) -> Table:
    """A game as the engine deals it (setup is what such scenarios check); only sourced values are looked at."""
    table = Table(engine, TableBuilder(players=int(players)))
    options = {} if start is None else {"start_player": int(start)}
    engine.new_game("loyang", int(players), int(seed), options)
    table.loaded = True
    return table


@given(parsers.parse("it is player {seat:d}'s turn"))
def players_turn(table: Table, seat: int) -> None:
    table.builder.current = seat


@given(parsers.parse("player {seat:d} is the Starting player"))
def starting(table: Table, seat: int) -> None:
    state = table.builder.state
    if state["second_player"] == seat:
        state["second_player"] = state["starting_player"]
    state["starting_player"] = seat


@given(parsers.parse("player {seat:d} is the Second player"))
def second(table: Table, seat: int) -> None:
    table.builder.state["second_player"] = seat


@given("nobody holds the Second player token yet")
def no_second(table: Table) -> None:
    table.builder.state["second_player"] = None


@given(parsers.parse("player {seat:d} is the Starting player's partner"))
def partner(table: Table, seat: int) -> None:
    table.builder.state["partner"] = seat


@given(parsers.parse("the Harvest phase of round {round:d} begins"))
def harvest_begins(table: Table, round: int) -> None:
    state = table.builder.state
    state["round"], state["phase"] = round, "harvest"
    # The window before the harvest (LY-5.5.1), the harvest, then straight on to the Action phase: no Card phase
    # shuffles the discard pile away meanwhile.
    seats = [(state["starting_player"] + i) % len(state["players"]) for i in range(len(state["players"]))]
    before = {"kind": "helper_windows", "phase": "before_harvest", "seats": seats}
    table.builder.stack = [{"kind": "round_end"}, {"kind": "action_phase"}, {"kind": "harvest"}, before]


@given(parsers.re("(?P<moment>the game is being set up|the Card phase begins|the Action phase begins)$"))
def phase_begins(table: Table, moment: str) -> None:
    b = table.builder
    phase = STARTS[moment]
    b.state["phase"] = phase
    if phase == "setup":
        b.state["round"], b.state["second_player"] = 1, None
        start = b.state["starting_player"]
        order = [(start + i) % b.players for i in range(b.players)]
        b.stack = [{"kind": "round_start", "round": 1}] + [
            {"kind": "first_planting", "player": s} for s in reversed(order)
        ]
    elif phase == "card":
        b.stack = [{"kind": "round_end"}, {"kind": "action_phase"}, {"kind": "card_phase"}]
    else:
        b.stack = [{"kind": "round_end"}, {"kind": "action_phase"}]


@given(parsers.parse("the Distribution round is under way with player {seat:d} to take a turn"))
def distribution_under_way(table: Table, seat: int) -> None:
    b = table.builder
    b.state["phase"] = "card"
    b.stack = [{"kind": "round_end"}, {"kind": "action_phase"}, {"kind": "distribution", "next": seat, "finished": []}]


@given(parsers.parse("player {seat:d} has finished the Distribution round"))
def finished_distribution(table: Table, seat: int) -> None:
    stack = table.builder.stack
    assert stack and stack[-1]["kind"] == "distribution", "say first that the Distribution round is under way"
    stack[-1]["finished"].append(seat)


@given(parsers.parse("player {seat:d} has ended their turn this round"))
def turn_ended(table: Table, seat: int) -> None:
    table.builder.state["turns_taken"].append(seat)


# -- a player's money and vegetables ----------------------------------------------------------------------


@given(parsers.re(r"player (?P<seat>\d+) has (?P<amount>\d+) Cash$"), converters={"seat": int, "amount": int})
def has_cash(table: Table, seat: int, amount: int) -> None:
    table.builder.player(seat)["cash"] = amount


@given(parsers.re(r"player (?P<seat>\d+) has (?P<count>\d+) Loans?$"), converters={"seat": int, "count": int})
def has_loans(table: Table, seat: int, count: int) -> None:
    table.builder.player(seat)["loans"] = count


PLACES = {"on their Cart": "cart", "in their Storehouse": "storehouse", "in their Shop": "shop"}


@given(
    parsers.re(r"player (?P<seat>\d+) has (?P<what>.+?) (?P<where>on their Cart|in their Storehouse|in their Shop)$")
)
def has_vegetables(table: Table, seat: str, what: str, where: str) -> None:
    table.builder.player(int(seat))[PLACES[where]] = mix(what)


@given(parsers.parse("player {seat:d}'s Storehouse is upgraded"))
def upgraded(table: Table, seat: int) -> None:
    table.builder.player(seat)["storehouse_upgraded"] = True


@given(parsers.parse("player {seat:d}'s Scoring marker is on space {space:d}"))
def marker(table: Table, seat: int, space: int) -> None:
    table.builder.player(seat)["path"] = space


@given(parsers.parse("player {seat:d} has taken the first step on the Path this round"))
def first_step(table: Table, seat: int) -> None:
    table.builder.player(seat)["first_step_taken"] = True


# -- the Shop and the Path as printed for this scenario ------------------------------------------------------

SHOP_LINE = r"(?:a|an) (?P<kind>\w+) costs (?P<buy>\d+) Cash in the Shop(?: and sells for (?P<sell>\d+))?$"


@given(parsers.re(SHOP_LINE))
def shop_price(table: Table, kind: str, buy: str, sell: str | None) -> None:
    from conformance.games.loyang.steps.words import vegetable  # noqa: PLC0415  (kept next to its one use)

    table.builder.set_shop_price(vegetable(kind), buy=int(buy), sell=int(sell) if sell else None)


@given(parsers.re(r"the Shop has (?P<spaces>\d+) spaces? for (?P<kind>\w+)$"))
def shop_spaces(table: Table, spaces: str, kind: str) -> None:
    from conformance.games.loyang.steps.words import vegetable  # noqa: PLC0415

    table.builder.set_shop_price(vegetable(kind), spaces=int(spaces))


@given(parsers.parse("the Path ends at space {last:d}"))
def path_end(table: Table, last: int) -> None:
    table.builder.set_path_end(last)


# -- fields -----------------------------------------------------------------------------------------------

FIELD_LINE = (
    r'player (?P<seat>\d+) has a field "(?P<name>[^"]+)" of (?P<size>\d+) spaces for (?P<allowed>.+?)'
    r"(?:, holding (?P<count>\d+) (?P<kind>\w+))?(?P<pile> in their Field pile)?$"
)


@given(parsers.re(FIELD_LINE))
def has_field(
    table: Table,
    seat: str,
    name: str,
    size: str,
    allowed: str,
    *,
    count: str | None,
    kind: str | None,
    pile: str | None,
) -> None:
    """A Private field in the row (unsown, or holding some vegetables) or at the bottom of the Field pile."""
    b = table.builder
    fid = b.private_field(int(size), kinds(allowed), slug(name))
    player = b.player(int(seat))
    if pile:
        player["field_pile"].append(fid)
        return
    sown = mix(f"{count} {kind}") if count else {}
    vegetable, n = next(iter(sown.items()), (None, 0))
    player["fields"].append({"field": fid, "vegetable": vegetable, "count": n})


@given(
    parsers.re(
        r'player (?P<seat>\d+) has "(?P<name>[^"]+)" (?P<where>in their Field pile|among their fields)'
        r"(?:, holding (?P<count>\d+) (?P<kind>\w+))?$"
    )
)
def common_field_made_private(
    table: Table, seat: str, name: str, where: str, *, count: str | None, kind: str | None
) -> None:
    """A Common field card a Helper has put under the Field pile (LY-11.7.1): still there, or turned over."""
    card = table.card_id(name)
    player = table.builder.player(int(seat))
    if where == "in their Field pile":
        player["field_pile"].append(card)
        return
    sown = mix(f"{count} {kind}") if count else {}
    vegetable, n = next(iter(sown.items()), (None, 0))
    player["fields"].append({"field": card, "vegetable": vegetable, "count": n})


@given(parsers.re(r"player (?P<seat>\d+)'s Home field holds (?P<count>\d+) (?P<kind>\w+)$"))
def home_holds(table: Table, seat: str, count: str, kind: str) -> None:
    home = table.builder.player(int(seat))["fields"][0]
    ((home["vegetable"], home["count"]),) = mix(f"{count} {kind}").items()


# -- cards --------------------------------------------------------------------------------------------------


@given(parsers.re(r"player (?P<seat>\d+) has (?P<what>.+) in play(?: covering (?P<lower>.+))?$"))
def in_play(table: Table, seat: str, what: str, lower: str | None) -> None:
    card = table.thing(what)
    covered = table.thing(lower) if lower else None
    kind = next(c["kind"] for c in table.builder.tables("action_cards") if c["id"] == card)
    extra: dict[str, Any] = {}
    item = next(c for c in table.builder.tables("action_cards") if c["id"] == card)
    if kind == "common_field":
        extra = {"vegetable": None, "count": 0}
    elif kind == "market_stall":
        extra = {"goods": mix(" and ".join(f"1 {g['vegetable']}" for g in item["goods"]))}
    elif kind == "regular_customer":
        extra = {"marker": "blue", "rows": 0, "due_from": table.builder.round, "last_delivery": None}
    entry = table.builder.play(int(seat), kind, card, **extra)
    entry["covers"] = covered


@given(
    parsers.re(r"player (?P<seat>\d+)'s play area holds (?P<helpers>\d+) Helpers? and (?P<stalls>\d+) Market stalls?$"),
    converters={"seat": int, "helpers": int, "stalls": int},
)
def counted_cards(table: Table, seat: int, helpers: int, stalls: int) -> None:
    """Helpers that give 1 Cash and Market stalls of 1 wheat for 1 bowl, where only their number matters."""
    for _ in range(helpers):
        table.builder.play(seat, "helper", table.builder.card("helper"))
    for _ in range(stalls):
        stall = table.builder.card("market_stall", goods=[{"vegetable": "wheat", "bowls": 1}])
        table.builder.play(seat, "market_stall", stall, goods=mix("1 wheat"))


@given(
    parsers.re(
        r"player (?P<seat>\d+)'s play area holds (?P<regulars>\d+) Regular customers? and (?P<casuals>\d+) other "
        r"Casual customers?$"
    ),
    converters={"seat": int, "regulars": int, "casuals": int},
)
def counted_customers(table: Table, seat: int, regulars: int, casuals: int) -> None:
    """Regular customers wanting turnip and cabbage and Casual customers nobody serves, where only their number
    matters (the Casual customer adjustment, LY-8.8.3)."""
    for _ in range(regulars):
        card = table.builder.card("regular_customer", pair=["turnip", "cabbage"], prices=[5, 6, 7, 8])
        extra = {"marker": "blue", "rows": 0, "due_from": table.builder.round, "last_delivery": None}
        table.builder.play(seat, "regular_customer", card, **extra)
    for _ in range(casuals):
        table.builder.play(seat, "casual_customer", table.builder.filler())


@given(parsers.re(r"player (?P<seat>\d+) holds (?P<count>\d+) other cards?$"))
def holds_fillers(table: Table, seat: str, count: str) -> None:
    hand = table.builder.player(int(seat))["hand"]
    hand.extend(table.fillers(int(count)))
    hand.sort()


@given(parsers.re(r"player (?P<seat>\d+) holds (?P<what>(?:a |\").+)$"))
def holds(table: Table, seat: str, what: str) -> None:
    hand = table.builder.player(int(seat))["hand"]
    hand.extend(table.things(what))
    hand.sort()


@given(parsers.re(r"the (?P<pile>draw pile|discard pile|Courtyard) holds (?P<count>\d+) other cards?$"))
def pile_fillers(table: Table, pile: str, count: str) -> None:
    key = {"draw pile": "draw_pile", "discard pile": "discard_pile", "Courtyard": "courtyard"}[pile]
    table.builder.state[key].extend(table.fillers(int(count)))


@given(parsers.re(r"the (?P<pile>draw pile|discard pile|Courtyard) holds (?P<what>(?:a |\").+)$"))
def pile_holds(table: Table, pile: str, what: str) -> None:
    key = {"draw pile": "draw_pile", "discard pile": "discard_pile", "Courtyard": "courtyard"}[pile]
    table.builder.state[key].extend(table.things(what))


@given(parsers.re(r'"(?P<name>[^"]+)" holds only (?P<what>.+)$'))
def stall_holds(table: Table, name: str, what: str) -> None:
    _, kind, entry = table.played(name)
    if kind == "market_stall":
        entry["goods"] = mix(what)
    else:
        ((entry["vegetable"], entry["count"]),) = mix(what).items()


@given(parsers.re(r'"(?P<name>[^"]+)" holds (?P<count>\d+) (?P<kind>\w+)$'))
def field_card_holds(table: Table, name: str, count: str, kind: str) -> None:
    _, _, entry = table.played(name)
    ((entry["vegetable"], entry["count"]),) = mix(f"{count} {kind}").items()


@given(parsers.re(r'"(?P<name>[^"]+)" has (?P<rows>\d) rows? filled$'))
def rows_filled(table: Table, name: str, rows: str) -> None:
    table.played(name)[2]["rows"] = int(rows)


@given(parsers.re(r'"(?P<name>[^"]+)"\'s marker is red$'))
def marker_red(table: Table, name: str) -> None:
    table.played(name)[2]["marker"] = "red"


@given(parsers.re(r'"(?P<name>[^"]+)" had its delivery this round$'))
def delivered(table: Table, name: str) -> None:
    table.played(name)[2]["last_delivery"] = table.builder.round


@given(parsers.re(r'"(?P<name>[^"]+)" is first due in round (?P<round>\d+)$'))
def first_due(table: Table, name: str, round: str) -> None:
    table.played(name)[2]["due_from"] = int(round)


@given(parsers.re(r"(?P<what>an? (?:Market stall|Casual customer|Regular customer|Common field|Helper|card) .+)$"))
def defined(table: Table, what: str) -> None:
    """A card defined here and placed by a later line (the lower card of a stack, for one)."""
    table.thing(what)
