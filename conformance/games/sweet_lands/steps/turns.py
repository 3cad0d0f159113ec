"""When steps for the answers of a turn and the decisions around it, and Then steps for who
is asked what (chapters 5 to 8, 17, 18, 21, 25).
"""

from __future__ import annotations

import json
import re

from pytest_bdd import parsers, then, when

from conformance.games.sweet_lands.steps.table import Table, resource
from conformance.games.sweet_lands.steps.words import (
    BASIC,
    ORDINALS,
    QUESTIONS,
    answers_now,
    pending,
    ready,
    scores,
    words_mix,
)


@when(parsers.parse("the game is scored"))
def game_scored(table: Table) -> None:
    table.notes["scores"] = scores(table)


@when(parsers.parse("play reaches the next decision"))
def next_decision(table: Table) -> None:
    ready(table)


@when(parsers.parse("player {seat:d} pays the hand cost with the cards {cards}"))
def pay_with_cards(table: Table, seat: int, cards: str) -> None:
    table.act(seat, {"type": "pay_hand_cost", "cards": re.findall(r"c\d{3}", cards)})


@when(parsers.parse("player {seat:d} keeps the card {card}"))
def keep_named(table: Table, seat: int, card: str) -> None:
    table.act(seat, {"type": "keep_card", "card": card})


@when(parsers.parse("player {seat:d} discards the cards {cards}"))
def discard_named(table: Table, seat: int, cards: str) -> None:
    table.act(seat, {"type": "discard", "cards": re.findall(r"c\d{3}", cards)})


@when(parsers.parse("player {seat:d} exchanges {pay} for 1 {word}"))
def exchange(table: Table, seat: int, pay: str, word: str) -> None:
    table.act(seat, {"type": "trade_basic", "pay": words_mix(pay), "resource": resource(word)})


@when(parsers.parse("player {seat:d} cashes in an action disc for {gain}"))
def return_disc_mix(table: Table, seat: int, gain: str) -> None:
    table.act(seat, {"type": "return_disc", "gain": words_mix(gain)})


@when(parsers.parse("player {seat:d} discards the card {card} for {gain}"))
def discard_card_for(table: Table, seat: int, card: str, gain: str) -> None:
    table.act(seat, {"type": "discard_for_basic", "card": card, "gain": words_mix(gain)})


@when(parsers.parse("player {seat:d} takes the standard aid tile to {words} first"))
def aid_tile_first(table: Table, seat: int, words: str) -> None:
    tile_id = "standard_" + re.sub(r"[^a-z0-9]+", "_", words.lower()).strip("_")
    table.act(seat, {"type": "resolve_aid_tile", "tile": tile_id})


@when(parsers.parse("player {seat:d} picks the card {card} in the draft"))
def draft_pick(table: Table, seat: int, card: str) -> None:
    table.act(seat, {"type": "draft_card", "card": card})


@when(parsers.parse("every player picks the lowest card in front of them until the draft is over"))
def draft_all(table: Table) -> None:
    while (p := pending(table)) is not None and p["kind"] == "draft_pick":
        cards = sorted(a["card"] for a in answers_now(table) if a["type"] == "draft_card")
        table.act(p["player"], {"type": "draft_card", "card": cards[0]})


@when(parsers.re(r"player (?P<seat>\d+) resolves the (?P<nth>first|second|third) part first$"))
def part_first(table: Table, seat: str, nth: str) -> None:
    table.act(int(seat), {"type": "resolve_first", "part": ORDINALS[nth] - 1})


@when(parsers.re(r"player (?P<seat>\d+) chooses the (?P<nth>first|second|third) option$"))
def option(table: Table, seat: str, nth: str) -> None:
    table.act(int(seat), {"type": "choose", "option": ORDINALS[nth] - 1})


@when(parsers.re(r"player (?P<seat>\d+) (?P<verb>accepts|declines) the optional part$"))
def optional_part(table: Table, seat: str, verb: str) -> None:
    table.act(int(seat), {"type": "accept" if verb == "accepts" else "decline"})


@when(parsers.parse("player {seat:d} takes {gain} of their choice"))
def gain_choice(table: Table, seat: int, gain: str) -> None:
    table.act(seat, {"type": "gain", "resources": words_mix(gain)})


@when(parsers.parse("player {seat:d} keeps their lowest card"))
def keep_lowest(table: Table, seat: int) -> None:
    hand = table.state()["players"][seat]["hand"]
    table.act(seat, {"type": "keep_card", "card": sorted(hand)[0]})


@when(parsers.parse("every player keeps their lowest card"))
def everyone_keeps(table: Table) -> None:
    order = []
    while (p := pending(table)) is not None and p["kind"] == "keep_card":
        order.append(p["player"])
        hand = table.state()["players"][p["player"]]["hand"]
        table.act(p["player"], {"type": "keep_card", "card": sorted(hand)[0]})
    table.notes["keepers"] = order


@when(parsers.parse("player {seat:d} pays {count:d} cards to use action area {area}"))
def use_and_pay(table: Table, seat: int, area: str, count: int) -> None:
    table.act(seat, {"type": "use_area", "area": area})
    if table.refusal is None:
        hand = table.state()["players"][seat]["hand"]
        table.act(seat, {"type": "pay_hand_cost", "cards": sorted(hand)[:count]})


@when(parsers.parse("player {seat:d} passes and moves the round aid token to space {space:d}"))
def pass_and_move(table: Table, seat: int, space: int) -> None:
    table.act(seat, {"type": "pass"})
    if table.refusal is None:
        table.act(seat, {"type": "move_round_aid", "space": space})


@when(parsers.parse("player {seat:d} repeats the effect once more"))
def repeat_once_more(table: Table, seat: int) -> None:
    table.act(seat, {"type": "repeat"})


@when(parsers.parse("player {seat:d} raises the {word} income by {steps:d}"))
def raise_income_by(table: Table, seat: int, word: str, steps: int) -> None:
    table.act(seat, {"type": "raise_income", "income": {resource(word): steps}})


@when(parsers.parse("player {seat:d} takes the first answer offered"))
def first_answer(table: Table, seat: int) -> None:
    table.act(seat, answers_now(table)[0])


# -- Then: who decides what ------------------------------------------------------------------------


@then(parsers.re(r"player (?P<seat>\d+) is asked (?P<question>" + "|".join(QUESTIONS) + ")$"))
def check_asked(table: Table, seat: str, question: str) -> None:
    kind = QUESTIONS[question]
    found = pending(table)
    assert found == {"kind": kind, "player": int(seat)}, f"the pending decision is {found}"


@then(parsers.parse("nobody is asked anything"))
def nobody_asked(table: Table) -> None:
    assert pending(table) is None, f"the pending decision is {pending(table)}"
    assert table.engine.legal_actions() == [], "a finished game must offer no action"


@then(parsers.parse("action area {area} is offered to player {seat:d}"))
def area_offered(table: Table, area: str, seat: int) -> None:
    assert pending(table) == {"kind": "turn", "player": seat}, f"the pending decision is {pending(table)}"
    assert {"type": "use_area", "area": area} in answers_now(table), f"area {area} is not offered"


@then(parsers.parse("action area {area} is not offered to player {seat:d}"))
def area_not_offered(table: Table, area: str, seat: int) -> None:
    assert pending(table) == {"kind": "turn", "player": seat}, f"the pending decision is {pending(table)}"
    assert {"type": "use_area", "area": area} not in answers_now(table), f"area {area} is offered"


@then(parsers.parse("player {seat:d} may pass"))
def may_pass(table: Table, seat: int) -> None:
    assert pending(table) == {"kind": "turn", "player": seat}, f"the pending decision is {pending(table)}"
    assert {"type": "pass"} in answers_now(table), "passing is not offered"


@then(parsers.parse("passing is the only main action offered to player {seat:d}"))
def only_pass(table: Table, seat: int) -> None:
    assert pending(table) == {"kind": "turn", "player": seat}, f"the pending decision is {pending(table)}"
    main = [a for a in answers_now(table) if a["type"] in {"use_area", "pass", "play_card", "flip_skill_tile"}]
    assert main == [{"type": "pass"}], f"the main actions offered are {main}"


@then(parsers.parse("player {seat:d} may buy exactly {words}"))
def may_buy(table: Table, seat: int, words: str) -> None:
    offered = {a["resource"] for a in answers_now(table) if a["type"] == "buy_basic"}
    wanted = set() if words == "nothing" else {resource(w) for w in re.findall(r"\w+", words) if w != "and"}
    assert offered == wanted, f"player {seat} may buy {sorted(offered)}"


@then(parsers.parse("player {seat:d} is offered no free action"))
def no_free_action(table: Table, seat: int) -> None:
    free = [a for a in answers_now(table) if a["type"] not in {"use_area", "pass", "end_turn"}]
    assert not free, f"free actions offered: {free}"


@then(parsers.parse("player {seat:d} may exchange only with wheat, wood and iron"))
def exchange_basics(table: Table, seat: int) -> None:
    trades = [a for a in answers_now(table) if a["type"] == "trade_basic"]
    assert trades, "no exchange is offered"
    assert all(set(a["pay"]) <= set(BASIC) and a["resource"] in BASIC for a in trades), trades


@then(parsers.parse("player {seat:d} may take any {count:d} basic resources for the action disc"))
def disc_mixes(table: Table, seat: int, count: int) -> None:
    gains = sorted(json.dumps(a["gain"], sort_keys=True) for a in answers_now(table) if a["type"] == "return_disc")
    expected = sorted(json.dumps(m, sort_keys=True) for m in all_mixes(count))
    assert gains == expected, f"the offered gains are {gains}"


def all_mixes(count: int) -> list[dict[str, int]]:
    out = []
    for wheat in range(count + 1):
        for wood in range(count + 1 - wheat):
            m = {"wheat": wheat, "wood": wood, "iron": count - wheat - wood}
            out.append({k: n for k, n in m.items() if n})
    return out


@then(parsers.parse("player {seat:d} may take their character's free action"))
def may_take_character_action(table: Table, seat: int) -> None:
    assert {"type": "character_action", "ability": "basic:0"} in answers_now(table), "the free action is not offered"


@then(parsers.parse("player {seat:d} may not take their character's free action"))
def may_not_take_character_action(table: Table, seat: int) -> None:
    assert {"type": "character_action", "ability": "basic:0"} not in answers_now(table), "the free action is offered"


@then(parsers.parse("player {seat:d} may take their character's clock tower free action"))
def may_take_tower_action(table: Table, seat: int) -> None:
    offered = {"type": "character_action", "ability": "clock_tower:0"} in answers_now(table)
    assert offered, "the clock tower free action is not offered"


@then(parsers.parse("player {seat:d} may not take their character's clock tower free action"))
def may_not_take_tower_action(table: Table, seat: int) -> None:
    offered = {"type": "character_action", "ability": "clock_tower:0"} in answers_now(table)
    assert not offered, "the clock tower free action is offered"


@then(parsers.parse("player {seat:d} may copy exactly {areas}"))
def may_copy(table: Table, seat: int, areas: str) -> None:
    assert pending(table) == {"kind": "copy_area", "player": seat}, f"the pending decision is {pending(table)}"
    offered = sorted(a["area"] for a in answers_now(table) if a["type"] == "copy_area")
    wanted = sorted(re.findall(r"\b[A-Z]\w*\b", areas))
    assert offered == wanted, f"player {seat} may copy {offered}"


@then(parsers.parse("player {seat:d} may pick exactly the cards {cards}"))
def may_pick(table: Table, seat: int, cards: str) -> None:
    assert pending(table) == {"kind": "draft_pick", "player": seat}, f"the pending decision is {pending(table)}"
    offered = sorted(a["card"] for a in answers_now(table) if a["type"] == "draft_card")
    assert offered == sorted(re.findall(r"c\d{3}", cards)), f"player {seat} may pick {offered}"


@then(parsers.parse("player {seat:d} may keep any card of their hand"))
def may_keep_any(table: Table, seat: int) -> None:
    hand = table.state()["players"][seat]["hand"]
    offered = sorted(a["card"] for a in answers_now(table) if a["type"] == "keep_card")
    assert offered == sorted(set(hand)), f"player {seat} may keep {offered} of {hand}"


@then(parsers.parse("the setup choices were asked in this order:"))
def setup_order(table: Table, datatable: list[list[str]]) -> None:
    words = {"character": "choose_character", "map board side": "choose_map", "round aid space": "choose_round_aid"}
    wanted = [(int(row[0]), words[row[1].strip()]) for row in datatable[1:]]
    assert table.notes["asked"] == wanted, f"the choices came as {table.notes['asked']}"


@then(parsers.parse("the players chose the card to keep in the order {seats}"))
def keep_order(table: Table, seats: str) -> None:
    wanted = [int(s) for s in re.findall(r"\d+", seats)]
    assert table.notes["keepers"] == wanted, f"the players chose in the order {table.notes['keepers']}"


@when(parsers.parse("player {seat:d} uses the character's free action"))
def use_character_action(table: Table, seat: int) -> None:
    table.act(seat, {"type": "character_action", "ability": "basic:0"})


@when(parsers.parse("player {seat:d} copies action area {area}"))
def copy_named_area(table: Table, seat: int, area: str) -> None:
    table.act(seat, {"type": "copy_area", "area": area})
