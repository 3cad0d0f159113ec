"""Steps for citizen cards, industry bonuses, skill tiles, milestones and characters (chapters 14-16, 20, 23, 24).

Every card a scenario uses is written in a table and put into the state's card
types, so no scenario relies on the provisional printed set. Skill tiles and
milestone tiles are written the same way into the state's component tables, and
the abilities printed at the top of the industry columns too. Abilities are words:
on top of the map and track steps' words, "an industry bonus of the mining
column", "an industry bonus of any column", "1 skill tile", "1 VP per brownie tag",
"if 2 tart tags: 3 VP" (a tag condition), "automate 1 card from the hand",
"search the deck for 2 pass cards", "play a pass card for free".
"""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import given, parsers, then, when

from conformance.games.sweet_lands.steps.board import act, character, component, legal, load, mix, settled_player
from conformance.games.sweet_lands.steps.table import Table
from conformance.games.sweet_lands.steps.tracks import effect, rows

COLUMNS = ("agricultural", "forestry", "mining")
TAGS = ("shortcake", "tart", "tiramisu", "brownie", "macaron", "wagashi")
COUNT_WORDS = {
    "automated card": {"count": "automated_cards"},
    "complete set of automated cards": {"count": "automation_sets"},
    "card played": {"count": "cards_played"},
    "pass card played": {"count": "cards_played", "param": "pass"},
    "skill tile": {"count": "skill_tiles"},
    "cube on the character": {"count": "cubes_on_character"},
    "tag of the kind held most": {"count": "tags", "param": "most_numerous"},
    "city": {"count": "cities"},
    "connected port": {"count": "connected_ports"},
}
PLURALS = {"cards played": "card played", "automated cards": "automated card", "skill tiles": "skill tile"}


# -- words to data ---------------------------------------------------------------------------------


def card_part(text: str) -> dict[str, Any]:
    """One ability in words; the chapter 14-16 words first, then the map and track words."""
    text = text.strip()
    m = re.fullmatch(r"if (\d+) (\w+) tags?: (.+)", text)
    if m:
        return {"if": {"has_tag": {"tag": m[2], "count": int(m[1])}}, "then": card_effect(m[3])}
    m = re.fullmatch(r"if an? (\w+) tag: (.+)", text)
    if m:
        return {"if": {"has_tag": m[1]}, "then": card_effect(m[2])}
    m = re.fullmatch(r"pay (\d+ \w+(?:(?:,| and) \d+ \w+)*)", text)
    if m:
        return {"pay": mix(m[1])}
    m = re.fullmatch(r"may pay (.+?) for (.+)", text)
    if m:
        return {"optional": {"all": [{"pay": mix(m[1])}, card_part(m[2])]}}
    m = re.fullmatch(r"an industry bonus of (?:the )?(\w+) column", text)
    if m:
        return {"industry_bonus": m[1]}
    m = re.fullmatch(r"(\d+) skill tiles?", text)
    if m:
        return {"skill_tile": int(m[1])}
    m = re.fullmatch(r"(\d+) advanced skill tiles?", text)
    if m:
        return {"advanced_skill_tile": int(m[1])}
    m = re.fullmatch(r"(\d+) VP per (\w+) tag", text)
    if m:
        return {"vp": {"count": "tags", "param": m[2], "times": int(m[1])}}
    m = re.fullmatch(r"(\d+) VP per (.+)", text)
    if m and m[2] in COUNT_WORDS:
        return {"vp": {**COUNT_WORDS[m[2]], "times": int(m[1])}}
    m = re.fullmatch(r"(\d+) VP per (\d+) (.+)", text)
    if m and PLURALS.get(m[3]) in COUNT_WORDS:
        return {"vp": {**COUNT_WORDS[PLURALS[m[3]]], "per": int(m[2]), "times": int(m[1])}}
    m = re.fullmatch(r"(\d+) cubes? on the character", text)
    if m:
        return {"cube_on_board": int(m[1])}
    m = re.fullmatch(r"(up to )?automate (\d+) cards? from the hand( for free)?", text)
    if m:
        return {"automate_from_hand": {"count": int(m[2]), "free": bool(m[3]), "up_to": bool(m[1])}}
    m = re.fullmatch(r"search the deck for (\d+) (pass|immediate) cards?", text)
    if m:
        return {"search_deck": {"count": int(m[1]), "kind": m[2]}}
    m = re.fullmatch(r"search the deck for (\d+) cards? with a (\w+) tag", text)
    if m:
        return {"search_deck": {"count": int(m[1]), "tag": m[2]}}
    m = re.fullmatch(r"play a (pass|immediate) card (?:from the hand )?for free", text)
    if m:
        return {"play_card": {"free": True, "kind": m[1], "among": "hand"}}
    m = re.fullmatch(r"play one of the found cards for free", text)
    if m:
        return {"play_card": {"free": True, "kind": "pass", "among": "searched"}}
    m = re.fullmatch(r"\+(\d+) income on one track of (.+)", text)
    if m:
        kinds = re.findall(r"gold|wheat|wood|iron", m[2])
        return {"income_any": {"kinds": kinds, "steps": int(m[1])}}
    found = effect(text)
    assert found is not None, f"cannot read the ability {text!r}"
    return found


def card_effect(text: str) -> dict[str, Any]:
    """An ability in words; parts joined by ", then" resolve in that order."""
    parts = [p for p in re.split(r",? then ", text.strip()) if p]
    if len(parts) == 1:
        return card_part(parts[0])
    return {"all": [card_part(p) for p in parts]}


def words_list(text: str) -> list[str]:
    return [w for w in re.split(r",\s*|\s+and\s+", text.strip()) if w and w != "none"]


def card_id(name: str) -> str:
    return name.strip().lower().replace(" ", "_").replace("'", "")


def new_card(table: Table, name: str) -> str:
    kind = card_id(name)
    assert kind in table.builder.state["card_types"], f"the scenario has no card {name!r}"
    (card,) = table.builder.new_cards(1)
    table.builder.state["cards"][card] = kind
    return card


def hand_card(table: Table, seat: int, name: str) -> str:
    load(table)
    state = table.engine.state()
    kind = card_id(name)
    found: list[str] = [c for c in sorted(state["players"][seat]["hand"]) if state["cards"][c] == kind]
    assert found, f"player {seat} holds no {name!r}"
    return found[0]


def names(table: Table, cards: list[str]) -> list[str]:
    state = table.engine.state()
    return [str(state["cards"][c]) for c in cards]


def skill_tile_item(table: Table, tile: str) -> dict[str, Any]:
    for item in component(table, "skill_tiles"):
        if item["id"] == tile:
            return item
    raise AssertionError(f"the scenario has no skill tile {tile!r}")


# -- Given: cards ----------------------------------------------------------------------------------


@given(parsers.parse("the citizen cards are:"))
def citizen_cards(table: Table, datatable: list[list[str]]) -> None:
    """Columns: card, kind, cost, tags, industry tag, ability, second part, automation, brownie reduction."""
    for row in rows(datatable):
        kind = row.get("kind", "immediate")
        abilities = []
        for key in ("ability", "second part"):
            if row.get(key):
                timing = "pass" if kind == "pass" else "immediate"
                abilities.append({"timing": timing, "effect": card_effect(row[key])})
        tag = row.get("industry tag", "none")
        item = {
            "id": card_id(row["card"]),
            "name": row["card"],
            "kind": kind,
            "play_cost": int(row.get("cost") or 0),
            "brownie_discount": row.get("brownie reduction", "no") == "yes",
            "tags": words_list(row.get("tags", "")),
            "industry_tag": None if tag in {"", "none"} else tag,
            "abilities": abilities,
        }
        if row.get("automation"):
            item["automation"] = card_effect(row["automation"])
        table.builder.state["card_types"][item["id"]] = item


@given(parsers.re(r"player (?P<seat>\d+) holds the citizen cards? (?P<cards>.+)$"))
def holds_citizen_cards(table: Table, seat: str, cards: str) -> None:
    player = table.builder.player(int(seat))
    player["hand"] = sorted([*player["hand"], *(new_card(table, n) for n in words_list(cards))])


@given(parsers.re(r"player (?P<seat>\d+) has played the (?:citizen )?cards? (?P<cards>.+)$"))
def has_played(table: Table, seat: str, cards: str) -> None:
    player = table.builder.player(int(seat))
    player["played"] = [*player["played"], *(new_card(table, n) for n in words_list(cards))]


@given(parsers.re(r"player (?P<seat>\d+)'s (?P<column>\w+) column holds (?P<cards>.+)$"))
def column_holds(table: Table, seat: str, column: str, cards: str) -> None:
    player = table.builder.player(int(seat))
    player["automated"][column] = [*player["automated"][column], *(new_card(table, n) for n in words_list(cards))]


@given(parsers.parse("the citizen deck holds the cards {cards}"))
def deck_holds(table: Table, cards: str) -> None:
    table.builder.state["deck"] = [new_card(table, n) for n in words_list(cards)]


@given(parsers.parse("the player boards print at the top of the columns:"))
def board_columns(table: Table, datatable: list[list[str]]) -> None:
    printed = {row["column"]: card_effect(row["ability"]) for row in rows(datatable)}
    start = {"id": "player_start", "kind": "player_start", "board_automation": printed}
    setup = component(table, "setup")
    setup[:] = [r for r in setup if r.get("kind") != "player_start"] + [start]


@given(parsers.parse("player {seat:d}'s character gives the sweets tags {tags}"))
def trait_tags(table: Table, seat: int, tags: str) -> None:
    character(table, seat)["basic_abilities"].append(
        {"timing": "special_trait", "modifier": "extra_sweets_tags", "params": {"tags": words_list(tags)}}
    )


@given(parsers.parse("player {seat:d}'s {source} gives {words} each time a card is played"))
def on_play(table: Table, seat: int, source: str, words: str) -> None:
    ability = {"timing": "permanent", "trigger": "on_play_card", "effect": card_effect(words)}
    field = "clock_tower_abilities" if source == "clock tower" else "basic_abilities"
    character(table, seat)[field].append(ability)


@given(parsers.parse("the citizen card {name} gives {words} each time a card is played"))
def card_on_play(table: Table, name: str, words: str) -> None:
    """A permanent ability on a card: it reacts to plays, so a pass must not resolve it as a pass ability."""
    kind = table.builder.state["card_types"][card_id(name)]
    kind["abilities"].append({"timing": "permanent", "trigger": "on_play_card", "effect": card_effect(words)})


@given(parsers.parse("player {seat:d}'s character gives {words} each time an industry bonus is gained"))
def on_bonus(table: Table, seat: int, words: str) -> None:
    ability = {"timing": "permanent", "trigger": "on_industry_bonus", "effect": card_effect(words)}
    character(table, seat)["basic_abilities"].append(ability)


@given(parsers.parse("player {seat:d}'s character doubles every skill tile bonus"))
def doubled(table: Table, seat: int) -> None:
    character(table, seat)["basic_abilities"].append({"timing": "permanent", "modifier": "skill_tiles_doubled"})


@given(parsers.parse("the game starts with the income phase of round 1"))
def first_income(table: Table) -> None:
    table.builder.stack = [{"kind": "round_start", "round": 1}]


@given(parsers.parse("the game is in round {number:d}"))
def in_round(table: Table, number: int) -> None:
    table.builder.state["round"] = number


@given(parsers.parse("player {seat:d}'s character is {name}"))
def printed_character(table: Table, seat: int, name: str) -> None:
    table.builder.player(seat)["character"] = card_id(name)


# -- Given: skill tiles and milestones --------------------------------------------------------------


@given(parsers.parse("the skill tiles are:"))
def skill_tiles(table: Table, datatable: list[list[str]]) -> None:
    """Columns: tile, set (regular/advanced), timing, ability, trigger, left (regular stacks)."""
    tiles = component(table, "skill_tiles")
    for row in rows(datatable):
        timing = row["timing"]
        ability: dict[str, Any] = {"timing": timing, "effect": card_effect(row["ability"])}
        if timing == "permanent":
            ability["trigger"] = {
                "a property is placed": "on_place_property",
                "a cookie rabbit is placed": "on_place_rabbit",
                "an industry bonus is gained": "on_industry_bonus",
                "a card is played": "on_play_card",
                "the gold income rises": "on_gold_income_increase",
            }[row["trigger"]]
        if timing == "on taking":
            ability = {"timing": "one_time", "when": "on_acquire", "effect": ability["effect"]}
        tile_set = row.get("set", "regular")
        tiles.append(
            {"id": row["tile"], "set": tile_set, "number": len(tiles) + 1, "copies": 1, "abilities": [ability]}
        )
        if tile_set == "regular":
            table.builder.state["skill_supply"][row["tile"]] = int(row.get("left") or 1)


@given(parsers.parse("skill tile {tile} raises every column limit by {amount:d}"))
def column_plus(table: Table, tile: str, amount: int) -> None:
    skill_tile_item(table, tile)["abilities"].append(
        {"timing": "permanent", "modifier": "column_limit_plus", "params": {"amount": amount}}
    )


@given(parsers.parse("the advanced skill tiles beside the board are {tiles}"))
def advanced_beside(table: Table, tiles: str) -> None:
    state = table.builder.state
    state["advanced_supply"] = sorted(words_list(tiles))
    state["variants"] = sorted({*state["variants"], "advanced_skill_tiles"})


@given(parsers.re(r"player (?P<seat>\d+) holds the (?P<side>face-up|face-down) skill tiles? (?P<tiles>.+)$"))
def holds_tiles(table: Table, seat: str, side: str, tiles: str) -> None:
    for tile in words_list(tiles):
        table.builder.player(int(seat))["skill_tiles"][tile] = side == "face-up"


# -- When ------------------------------------------------------------------------------------------


@when(parsers.parse("player {seat:d} plays the card {name}"))
def plays(table: Table, seat: int, name: str) -> None:
    act(table, seat, {"type": "play_card", "card": hand_card(table, seat, name)})


@when(parsers.parse("player {seat:d} tries to play the automated card {name}"))
def plays_automated(table: Table, seat: int, name: str) -> None:
    load(table)
    state = table.engine.state()
    columns = state["players"][seat]["automated"].values()
    (card,) = (c for column in columns for c in column if state["cards"][c] == card_id(name))
    act(table, seat, {"type": "play_card", "card": card})


@when(parsers.parse("player {seat:d} plays a card it does not hold"))
def plays_missing(table: Table, seat: int) -> None:
    act(table, seat, {"type": "play_card", "card": "c999"})


@when(parsers.parse("player {seat:d} automates the card into the {column} column"))
def automates(table: Table, seat: int, column: str) -> None:
    act(table, seat, {"type": "automate", "column": column})


@when(parsers.parse("player {seat:d} declines to automate the card"))
def declines_automation(table: Table, seat: int) -> None:
    act(table, seat, {"type": "decline"})


@when(parsers.parse("player {seat:d} automates the card {name} from the hand into the {column} column"))
def automates_from_hand(table: Table, seat: int, name: str, column: str) -> None:
    act(table, seat, {"type": "automate_card", "card": hand_card(table, seat, name), "column": column})


@when(parsers.parse("player {seat:d} resolves the industry bonus on the {column} column"))
def bonus_column(table: Table, seat: int, column: str) -> None:
    act(table, seat, {"type": "industry_bonus_column", "column": column})


@when(parsers.parse("player {seat:d} takes the card {name} from the deck"))
def takes_from_deck(table: Table, seat: int, name: str) -> None:
    load(table)
    state = table.engine.state()
    found = sorted(c for c in state["deck"] if state["cards"][c] == card_id(name))
    assert found, f"the deck holds no {name!r}"
    act(table, seat, {"type": "take_card", "card": found[0]})


@when(parsers.parse("player {seat:d} uses the character's free action number {number:d}"))
def numbered_free_action(table: Table, seat: int, number: int) -> None:
    act(table, seat, {"type": "character_action", "ability": f"basic:{number - 1}"})


@when(parsers.parse("player {seat:d} pays the hand cost with {count:d} diamonds and {cards:d} cards"))
def pays_with_diamonds(table: Table, seat: int, count: int, cards: int) -> None:
    load(table)
    hand = sorted(table.engine.state()["players"][seat]["hand"])
    act(table, seat, {"type": "pay_hand_cost", "cards": hand[:cards], "diamonds": count})


@when(parsers.parse("player {seat:d} takes skill tile {tile}"))
def takes_tile(table: Table, seat: int, tile: str) -> None:
    act(table, seat, {"type": "take_skill_tile", "tile": tile})


@when(parsers.parse("player {seat:d} takes the advanced skill tile {tile}"))
def takes_advanced(table: Table, seat: int, tile: str) -> None:
    act(table, seat, {"type": "take_advanced_skill_tile", "tile": tile})


@when(parsers.parse("player {seat:d} uses the flip ability of skill tile {tile}"))
def flips(table: Table, seat: int, tile: str) -> None:
    act(table, seat, {"type": "flip_skill_tile", "tile": tile})


@when(parsers.parse("player {seat:d} takes milestone tile {tile}"))
def claims(table: Table, seat: int, tile: str) -> None:
    act(table, seat, {"type": "claim_milestone", "milestone": tile})


@when(parsers.parse("player {seat:d} raises the {word} income"))
def raises_income(table: Table, seat: int, word: str) -> None:
    load(table)
    pending = table.engine.state()["stack"][-1]
    act(table, seat, {"type": "raise_income", "income": {word: pending["steps"]}})


# -- Then ------------------------------------------------------------------------------------------


def offered(table: Table, kind: str) -> list[dict[str, Any]]:
    return [a for a in legal(table) if a["type"] == kind]


@then(parsers.parse("player {seat:d} may play exactly the cards {cards}"))
def check_playable(table: Table, seat: int, cards: str) -> None:
    found = sorted(names(table, [a["card"] for a in offered(table, "play_card")]))
    assert found == sorted(card_id(n) for n in words_list(cards)), f"playable: {found}"


@then(parsers.re(r"player (?P<seat>\d+)'s (?P<column>\w+) column holds (?P<cards>.+)$"))
def check_column(table: Table, seat: str, column: str, cards: str) -> None:
    found = names(table, settled_player(table, int(seat))["automated"][column])
    assert found == [card_id(n) for n in words_list(cards)], f"the {column} column holds {found}"


@then(parsers.re(r"player (?P<seat>\d+) has played (?:exactly )?the cards? (?P<cards>.+)$"))
def check_cards_played(table: Table, seat: str, cards: str) -> None:
    found = sorted(names(table, settled_player(table, int(seat))["played"]))
    assert found == sorted(card_id(n) for n in words_list(cards)), f"played: {found}"


@then(parsers.parse("player {seat:d} may automate the card into exactly the {columns} columns"))
def check_automation_columns(table: Table, seat: int, columns: str) -> None:
    found = sorted(a["column"] for a in offered(table, "automate"))
    assert found == sorted(words_list(columns)), f"columns offered: {found}"
    assert {"type": "decline"} in legal(table)


@then(parsers.parse("player {seat:d} is not offered to automate the card"))
def check_no_automation(table: Table, seat: int) -> None:
    assert not offered(table, "automate"), "automation is offered"


@then(parsers.parse("player {seat:d} is not offered to automate a card from the hand"))
def check_no_automation_from_hand(table: Table, seat: int) -> None:
    assert not offered(table, "automate_card"), f"a card of the hand may be automated: {legal(table)}"


@then(parsers.parse("player {seat:d} may only decline the optional part"))
def check_only_decline(table: Table, seat: int) -> None:
    assert legal(table) == [{"type": "decline"}], f"answers: {legal(table)}"


@then(parsers.parse("player {seat:d} may accept the optional part"))
def check_may_accept(table: Table, seat: int) -> None:
    assert {"type": "accept"} in legal(table), f"answers: {legal(table)}"


@then(parsers.parse("player {seat:d} may choose the column of the industry bonus"))
def check_column_choice(table: Table, seat: int) -> None:
    found = sorted(a["column"] for a in offered(table, "industry_bonus_column"))
    assert found == sorted(COLUMNS), f"columns offered: {found}"


@then(parsers.parse("player {seat:d} may take exactly the skill tiles {tiles}"))
def check_tile_choice(table: Table, seat: int, tiles: str) -> None:
    found = sorted(a["tile"] for a in legal(table) if a["type"] in {"take_skill_tile", "take_advanced_skill_tile"})
    assert found == sorted(words_list(tiles)), f"tiles offered: {found}"


@then(parsers.re(r"player (?P<seat>\d+) holds the (?P<side>face-up|face-down) skill tiles? (?P<tiles>.+)$"))
def check_tiles(table: Table, seat: str, side: str, tiles: str) -> None:
    held = settled_player(table, int(seat))["skill_tiles"]
    for tile in words_list(tiles):
        assert held.get(tile) is (side == "face-up"), f"skill tiles held: {held}"


@then(parsers.parse("player {seat:d} holds {count:d} skill tiles"))
def check_skill_tile_count(table: Table, seat: int, count: int) -> None:
    held = settled_player(table, seat)["skill_tiles"]
    assert len(held) == count, f"skill tiles held: {held}"


@then(parsers.parse("player {seat:d} may use the flip ability of exactly the skill tiles {tiles}"))
def check_flippable(table: Table, seat: int, tiles: str) -> None:
    found = sorted(a["tile"] for a in offered(table, "flip_skill_tile"))
    assert found == sorted(words_list(tiles)), f"flip abilities offered: {found}"


@then(parsers.parse("{count:d} tiles of skill tile {tile} are left"))
def check_supply(table: Table, count: int, tile: str) -> None:
    load(table)
    left = table.settled()["skill_supply"].get(tile)
    assert left == count, f"{left} left"


@then(parsers.parse("the advanced skill tiles beside the board are {tiles}"))
def check_advanced(table: Table, tiles: str) -> None:
    load(table)
    found = table.settled()["advanced_supply"]
    assert found == sorted(words_list(tiles)), f"beside the board: {found}"


@then(parsers.parse("player {seat:d} may take exactly the milestone tiles {tiles}"))
def check_claimable(table: Table, seat: int, tiles: str) -> None:
    found = sorted(a["milestone"] for a in offered(table, "claim_milestone"))
    assert found == sorted(words_list(tiles)), f"milestones offered: {found}"


@then(parsers.parse("milestone tile {tile} is taken by player {seat:d}"))
def check_taken(table: Table, tile: str, seat: int) -> None:
    load(table)
    found = next(m for m in table.settled()["milestones"] if m["id"] == tile)
    assert found["taken_by"] == seat, f"milestone {tile}: {found}"


@then(parsers.parse("milestone tile {tile} is back in the box"))
def check_closed(table: Table, tile: str) -> None:
    load(table)
    found = next(m for m in table.settled()["milestones"] if m["id"] == tile)
    assert found["taken_by"] is None and found.get("closed") is True, f"milestone {tile}: {found}"


@then(parsers.parse("milestone tile {tile} is still beside the board"))
def check_open(table: Table, tile: str) -> None:
    load(table)
    found = next(m for m in table.settled()["milestones"] if m["id"] == tile)
    assert found["taken_by"] is None and not found.get("closed"), f"milestone {tile}: {found}"


@then(parsers.parse("player {seat:d} scores {points:d} for milestones at the end"))
def check_milestone_points(table: Table, seat: int, points: int) -> None:
    load(table)
    mine = next(s for s in table.engine.score() if s["player"] == seat)
    assert mine["items"]["milestones"] == points, f"player {seat} scores {mine['items']['milestones']}"


@then(parsers.parse("player {seat:d} has {count:d} cubes on the character"))
def check_character_cubes(table: Table, seat: int, count: int) -> None:
    assert settled_player(table, seat)["cubes"] == count


@then(parsers.parse("player {seat:d} may raise exactly the incomes of {kinds}"))
def check_income_choice(table: Table, seat: int, kinds: str) -> None:
    found = sorted(k for a in offered(table, "raise_income") for k in a["income"])
    assert found == sorted(words_list(kinds)), f"incomes offered: {found}"


# -- round aid tiles (chapter 24) --------------------------------------------------------------------


def aid_space(table: Table, space: int) -> dict[str, Any]:
    spaces: list[dict[str, Any]] = table.builder.state["round_aid"]
    return spaces[space]


@given(parsers.parse("the printed {kind} aid tile {tile} lies above round aid space {space:d}"))
def printed_aid_tile(table: Table, kind: str, tile: str, space: int) -> None:
    if kind == "standard":
        aid_space(table, space)["standard"].append(tile)
    else:
        aid_space(table, space)["pass"] = tile


@when(parsers.parse("player {seat:d} resolves the standard aid tile {tile} first"))
def resolve_aid_tile_first(table: Table, seat: int, tile: str) -> None:
    act(table, seat, {"type": "resolve_aid_tile", "tile": tile})


@then(parsers.parse("the standard aid tile {tile} still lies above round aid space {space:d}"))
def check_aid_tile(table: Table, tile: str, space: int) -> None:
    load(table)
    above = table.settled()["round_aid"][space]["standard"]
    assert tile in above, f"above space {space}: {above}"
