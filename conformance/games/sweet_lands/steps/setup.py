"""Steps for setting up a game: the setup choices, new games and their options (chapter 3, 25)."""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import given, parsers, then, when

from conformance.engines.engine import Engine
from conformance.games.sweet_lands.builder import TableBuilder
from conformance.games.sweet_lands.steps.new_games import first_state
from conformance.games.sweet_lands.steps.table import Table
from conformance.games.sweet_lands.steps.words import (
    answers_now,
    pending,
    put,
    scenario_table,
    words_ability,
    words_mix,
)

# -- Given: setup ----------------------------------------------------------------------------------


@given(
    parsers.parse("a {players:d}-player game being set up, where player {start:d} holds the start player marker"),
    target_fixture="table",
)
def game_being_set_up(engine: Engine, players: int, start: int) -> Table:
    b = TableBuilder(players=players, start_player=start)
    b.state["phase"] = "setup"
    b.state["round"] = 1
    b.state["start_player"] = start
    b.state["turn_order"] = []
    choosers = [(start - i) % players for i in range(1, players + 1)]
    frames: list[dict[str, Any]] = []
    for seat in choosers:
        frames += [{"kind": "choose_character", "player": seat}, {"kind": "choose_map", "player": seat}]
    frames += [{"kind": "choose_round_aid", "player": seat} for seat in choosers]
    frames.append({"kind": "round_start", "round": 1})
    b.stack = list(reversed(frames))
    b.state["round_aid"] = [{"standard": [], "pass": None} for _ in range(players + 3)]
    b.state["components"]["map_boards"] = [
        {"id": side, "side": side[0], "hexes": [], "extra_draw_areas": [], "ports": [], "source": "ruling"}
        for side in ("A", "B1", "B2")
    ]
    return Table(engine, b)


@given(parsers.parse("the characters on offer are:"))
def characters_on_offer(table: Table, datatable: list[list[str]]) -> None:
    header = [h.strip() for h in datatable[0]]
    chars = scenario_table(table, "characters")
    for raw in datatable[1:]:
        row = dict(zip(header, (c.strip() for c in raw), strict=True))
        item: dict[str, Any] = {
            "id": row["character"],
            "name": row["character"].title(),
            "board": int(row["board"]),
            "starting_resources": words_mix(row.get("resources", "")),
            "starting_income": words_mix(row.get("income", "")),
            "basic_abilities": [],
            "clock_tower_abilities": [],
            "source": "ruling",
        }
        if row.get("income ability"):
            item["basic_abilities"].append({"timing": "income", "effect": words_ability(row["income ability"])})
        put(chars, item)


@given(
    parsers.parse("a new {players:d}-player game with seed {seed:d}"),
    target_fixture="table",
)
def a_new_game(engine: Engine, players: int, seed: int) -> Table:
    return started(engine, players, seed, {})


@given(
    parsers.parse("a new {players:d}-player game with seed {seed:d}, where player {start:d} starts"),
    target_fixture="table",
)
def new_game_start(engine: Engine, players: int, seed: int, start: int) -> Table:
    return started(engine, players, seed, {"start_player": start})


@given(
    parsers.re(r"a new (?P<players>\d+)-player game with seed (?P<seed>\d+) and the (?P<variants>.+) variants?$"),
    target_fixture="table",
)
def new_game_variants(engine: Engine, players: str, seed: str, variants: str) -> Table:
    return started(engine, int(players), int(seed), {"variants": variant_ids(variants)})


def variant_ids(words: str) -> list[str]:
    names = {"variable turn order": "variable_turn_order", "hand drafting": "hand_drafting"}
    return sorted(names[w.strip()] for w in re.split(r",| and ", words) if w.strip())


def started(engine: Engine, players: int, seed: int, options: dict[str, Any]) -> Table:
    table = Table(engine, TableBuilder(players=players))
    table.notes["first_state"] = engine.new_game("sweet-lands", players, seed, options)
    table.notes["options"] = options
    table.loaded = True
    return table


# -- When ------------------------------------------------------------------------------------------


@when(parsers.parse("a new {players:d}-player game is asked for"))
def ask_new_game(table: Table, players: int) -> None:
    from conformance.engines.engine import EngineRefusal  # noqa: PLC0415  (only this step expects a refusal)

    try:
        table.engine.new_game("sweet-lands", players, 1, {})
        table.refusal = None
    except EngineRefusal as refusal:
        table.refusal = refusal


@when(parsers.parse("a new {players:d}-player game is asked for with the start player marker at seat {start:d}"))
def ask_new_game_start(table: Table, players: int, start: int) -> None:
    from conformance.engines.engine import EngineRefusal  # noqa: PLC0415  (only this step and the one above expect a refusal)

    try:
        table.engine.new_game("sweet-lands", players, 1, {"start_player": start})
        table.refusal = None
    except EngineRefusal as refusal:
        table.refusal = refusal


@when(parsers.parse("the same game is set up again with seed {seed:d}"))
def same_game_again(table: Table, seed: int) -> None:
    first = table.notes["first_state"]
    players = len(first["players"])
    table.notes["second_state"] = table.engine.new_game("sweet-lands", players, seed, table.notes["options"])


@when("the setup choices are made")
def setup_choices(table: Table) -> None:
    """Answer every setup decision with the first answer offered, noting who was asked what."""
    asked = []
    while (p := pending(table)) is not None and p["kind"] in {"choose_character", "choose_map", "choose_round_aid"}:
        asked.append((p["player"], p["kind"]))
        table.act(p["player"], answers_now(table)[0])
    table.notes["asked"] = asked


@when(parsers.parse("player {seat:d} chooses the character {name}"))
def choose_character(table: Table, seat: int, name: str) -> None:
    table.act(seat, {"type": "choose_character", "character": name})


@when(parsers.parse("player {seat:d} chooses the map board side {side}"))
def choose_map(table: Table, seat: int, side: str) -> None:
    table.act(seat, {"type": "choose_map", "map": side})


@when(parsers.parse("player {seat:d} places the round aid token on space {space:d}"))
def choose_aid_space(table: Table, seat: int, space: int) -> None:
    table.act(seat, {"type": "choose_round_aid_space", "space": space})


@then(parsers.parse("player {seat:d} may choose exactly the map board sides {sides}"))
def may_choose_maps(table: Table, seat: int, sides: str) -> None:
    assert pending(table) == {"kind": "choose_map", "player": seat}, f"the pending decision is {pending(table)}"
    offered = sorted(a["map"] for a in answers_now(table) if a["type"] == "choose_map")
    assert offered == sorted(re.findall(r"\b[AB]\d*\b", sides)), f"player {seat} may choose {offered}"


@then(parsers.parse("player {seat:d} may choose exactly the characters {names}"))
def may_choose_characters(table: Table, seat: int, names: str) -> None:
    assert pending(table) == {"kind": "choose_character", "player": seat}, f"the pending decision is {pending(table)}"
    offered = sorted(a["character"] for a in answers_now(table) if a["type"] == "choose_character")
    wanted = sorted(n for n in re.split(r",\s*|\s+and\s+", names) if n)
    assert offered == wanted, f"player {seat} may choose {offered}"


@given(
    parsers.re(r"a (?P<players>\d+)-player game in round (?P<number>\d+) with the (?P<words>hand drafting) variant$"),
    target_fixture="table",
)
def a_game_with_drafting(engine: Engine, players: str, number: str, words: str) -> Table:
    table = Table(engine, TableBuilder(players=int(players), round=int(number)))
    table.builder.state["variants"] = variant_ids(words)
    return table


@then(parsers.parse("the new game uses the {words} variants"))
def check_variants(table: Table, words: str) -> None:
    have = first_state(table)["variants"]
    assert have == variant_ids(words), f"the new game uses the variants {have}"
