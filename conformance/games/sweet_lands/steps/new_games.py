"""Then steps for a new game: what setup laid out and what it drew (chapters 1 to 3), and
requests refused.
"""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import parsers, then

from conformance.games.sweet_lands.steps.table import Table
from conformance.games.sweet_lands.steps.words import spec_items

# -- Then: new games -------------------------------------------------------------------------------


def first_state(table: Table) -> dict[str, Any]:
    found: dict[str, Any] = table.notes["first_state"]
    return found


@then(parsers.parse("the game has {count:d} players"))
def check_players(table: Table, count: int) -> None:
    assert len(first_state(table)["players"]) == count


@then(parsers.parse("both games are the same"))
def same_games(table: Table) -> None:
    assert table.notes["second_state"] == first_state(table), "the same seed set up a different game"


@then(parsers.parse("the games differ"))
def different_games(table: Table) -> None:
    assert table.notes["second_state"] != first_state(table), "two seeds set up the same game"


@then(parsers.parse("player {seat:d} holds the start player marker of the new game"))
def new_game_marker(table: Table, seat: int) -> None:
    assert first_state(table)["start_player"] == seat, f"player {first_state(table)['start_player']} starts"


@then(parsers.parse("the round aid board shows {standard:d} standard aid tiles and {passes:d} pass aid tiles"))
def check_aid_tiles(table: Table, standard: int, passes: int) -> None:
    kinds = {t["id"]: t.get("type") for t in spec_items("round_aid")}
    spaces = first_state(table)["round_aid"]
    shown = [t for s in spaces for t in s["standard"]]
    shown_pass = [s["pass"] for s in spaces if s["pass"]]
    assert len(shown) == standard and all(kinds[t] == "standard" for t in shown), shown
    assert len(shown_pass) == passes and all(kinds[t] == "pass" for t in shown_pass), shown_pass
    for kind, group in (("standard", shown), ("pass", shown_pass)):
        copies = {t["id"]: t.get("copies", 1) for t in spec_items("round_aid") if t.get("type") == kind}
        assert all(group.count(t) <= copies[t] for t in group), f"more {kind} tiles of a kind than exist: {group}"


@then(parsers.parse("{count:d} different final scoring tiles are in play"))
def check_final_tiles(table: Table, count: int) -> None:
    tiles = first_state(table)["final_scoring"]
    known = {t["id"] for t in spec_items("final_scoring_tiles")}
    assert len(set(tiles)) == len(tiles) == count and set(tiles) <= known, tiles


@then(parsers.parse("{count:d} different milestone tiles are in play, each with one side up and untaken"))
def check_milestones(table: Table, count: int) -> None:
    tiles = first_state(table)["milestones"]
    known = {t["id"] for t in spec_items("milestones")}
    ids = [m["id"] for m in tiles]
    assert len(set(ids)) == len(ids) == count and set(ids) <= known, tiles
    assert all(m["side"] in {"a", "b"} and m["taken_by"] is None for m in tiles), tiles


@then(parsers.parse("the citizen deck holds {count:d} different cards and the discard pile is empty"))
def check_new_deck(table: Table, count: int) -> None:
    state = first_state(table)
    assert len(set(state["deck"])) == len(state["deck"]) == count, len(state["deck"])
    assert state["discard"] == []


@then(parsers.parse("each of the {kinds:d} kinds of skill tile has a stack of {copies:d} tiles"))
def check_skill_supply(table: Table, kinds: int, copies: int) -> None:
    supply = first_state(table)["skill_supply"]
    assert len(supply) == kinds and set(supply.values()) == {copies}, supply


@then(parsers.parse("the action areas in play include {which} imitation board"))
def check_imitation(table: Table, which: str) -> None:
    boards = {a["id"]: a["board"] for a in spec_items("action_areas")}
    in_play = {boards[a] for a in first_state(table)["areas"]}
    wanted = {"none of the": set(), "only the 3/4-player": {"imitation_34"}, "each": {"imitation_34", "imitation_4"}}
    assert in_play - {"main"} == wanted[which], f"boards in play: {sorted(in_play)}"


@then(parsers.parse("round {number:d} has not begun yet"))
def before_round(table: Table, number: int) -> None:
    state = first_state(table)
    assert state["round"] == number and state["phase"] == "setup", (state["round"], state["phase"])


@then(parsers.parse("every player starts with empty hands, no points and every marker on its starting space"))
def starting_position(table: Table) -> None:
    first_space = min(i["space"] for i in spec_items("industry_track") if i.get("type") == "space")
    for p in first_state(table)["players"]:
        assert p["hand"] == [] and p["played"] == [], p["hand"]
        assert (p["vp"], p["cp"], p["ip"]) == (0, 0, 0), (p["vp"], p["cp"], p["ip"])
        assert p["carriage"] == first_space and p["locomotive"] is None, (p["carriage"], p["locomotive"])
        assert p["food"] == 0 and p["discounts"] == [], (p["food"], p["discounts"])
        assert p["prosperity"] == [0] * 6, p["prosperity"]
        assert p["properties"] == {} and p["rabbits"] == [] and p["tiles"] == {} and p["roads"] == [], p


@then(parsers.parse("the game draws a different start player for some seed among {seeds}"))
def start_player_varies(table: Table, seeds: str) -> None:
    players = len(first_state(table)["players"])
    games = (table.engine.new_game("sweet-lands", players, int(s), {}) for s in re.findall(r"\d+", seeds))
    seen = {game["start_player"] for game in games}
    assert len(seen) > 1, f"every seed gave start player {seen}"


@then(parsers.parse("the request is refused"))
def refused_request(table: Table) -> None:
    """A game the rules do not define: outside the protocol's player counts, or one the engine does not offer."""
    assert table.refusal is not None, "the engine accepted the request"
    assert table.refusal.code in {"unsupported", "invalid_request"}, f"refused with {table.refusal.code}"


@then(parsers.parse("the request is refused as malformed"))
def refused_malformed(table: Table) -> None:
    """A request the protocol page of the game does not allow (spec/sweet-lands/protocol.md P1)."""
    assert table.refusal is not None, "the engine accepted the request"
    assert table.refusal.code == "invalid_request", f"refused with {table.refusal.code}, not invalid_request"


@then(parsers.parse("the game ended after round {number:d}"))
def ended_after(table: Table, number: int) -> None:
    state = table.settled()
    assert state["phase"] == "game_over" and state["round"] == number, (state["round"], state["phase"])
