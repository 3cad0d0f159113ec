"""Loyang for the fuzzer: random quiet tables to start from, edits that shrink a finding, the sketch's words."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

from .builder import VEGETABLES, TableBuilder
from .steps.words import mix_words

Action = dict[str, Any]
State = dict[str, Any]
Edit = Callable[[State], None]


def _vegetables(rng: random.Random, most: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for _ in range(rng.randint(0, most)):
        kind = rng.choice(VEGETABLES)
        out[kind] = out.get(kind, 0) + 1
    return {v: out[v] for v in VEGETABLES if v in out}


def quiet_table(rng: random.Random, players: int) -> State:
    """A random turn in the Action phase: pockets, Carts, a sown field, a Market stall and customers."""
    table = TableBuilder(players=players, round=rng.randint(1, 8), current=rng.randrange(players))
    state = table.state
    state["starting_player"] = rng.randrange(players)
    state["second_player"] = (state["starting_player"] + 1) % players
    if players == 4:
        state["partner"] = (state["starting_player"] + 2) % players
    for seat in range(players):
        player = table.player(seat)
        player["cash"] = rng.randint(0, 12)
        player["cart"] = _vegetables(rng, 6)
        player["path"] = rng.randint(0, 8)
        fid = table.private_field(rng.randint(3, 6), rng.sample(list(VEGETABLES), 2), f"plot_{seat}")
        player["fields"].append({"field": fid, "vegetable": None, "count": 0})
        if rng.random() < 0.6:
            stall = table.card(
                "market_stall",
                goods=[{"vegetable": v, "bowls": rng.randint(1, 2)} for v in rng.sample(list(VEGETABLES), 3)],
            )
            goods = next(c for c in table.tables("action_cards") if c["id"] == stall)["goods"]
            table.play(seat, "market_stall", stall, goods={g["vegetable"]: 1 for g in goods})
        if rng.random() < 0.6:
            casual = table.card("casual_customer", order=rng.sample(list(VEGETABLES), 3), price=rng.randint(5, 12))
            table.play(seat, "casual_customer", casual)
        if rng.random() < 0.6:
            pair = rng.sample(list(VEGETABLES), 2)
            regular = table.card("regular_customer", pair=pair, prices=[5, 6, 7, 8])
            table.play(
                seat,
                "regular_customer",
                regular,
                marker=rng.choice(["blue", "red"]),
                rows=rng.randint(0, 3),
                due_from=1,
                last_delivery=None,
            )
    state["draw_pile"] = [table.filler() for _ in range(rng.randint(0, 6))]
    return table.build()


# -- making a finding's state smaller ------------------------------------------------------------------


def shrink_edits(state: State) -> Iterator[Edit]:
    """Ways to make `state` simpler, coarse ones first; cards taken out of play go to the discard pile."""
    seats = range(len(state["players"]))
    yield from (partial(_bare, seat=i) for i in seats)
    yield from (partial(_clear_row, seat=i, kind=k) for i in seats for k in state["players"][i]["play_area"])
    yield partial(_thin, pile="draw_pile")
    for i in seats:
        for kind in state["players"][i]["cart"]:
            yield partial(_drop_cart, seat=i, kind=kind)
        yield partial(_set_cash, seat=i, cash=0)


def _bare(state: State, seat: int) -> None:
    player = state["players"][seat]
    player.update(cash=0, cart={}, storehouse={}, shop={})


def _clear_row(state: State, seat: int, kind: str) -> None:
    row = state["players"][seat]["play_area"][kind]
    for entry in row:
        state["discard_pile"].append(entry["card"])
        if entry["covers"]:
            state["discard_pile"].append(entry["covers"])
    row.clear()


def _thin(state: State, pile: str) -> None:
    state["discard_pile"].extend(state[pile])
    state[pile] = []


def _drop_cart(state: State, seat: int, kind: str) -> None:
    state["players"][seat]["cart"].pop(kind, None)


def _set_cash(state: State, seat: int, cash: int) -> None:
    state["players"][seat]["cash"] = cash


# -- the scenario sketch -------------------------------------------------------------------------------

SIMPLE = {
    "take_loan": "takes a Loan",
    "pay": "pays",
    "end_turn": "ends the turn",
    "path_step": "steps forward on the Path",
    "stop": "stops on the Path",
    "upgrade_storehouse": "upgrades the Storehouse",
    "buy_two_pack": "buys a Two-pack",
    "turn_up": "turns up the top card of the draw pile",
}
ONE_VEGETABLE = {
    "buy": "buys 1 {}",
    "sell": "sells 1 {}",
    "discard": "returns 1 {} to the supply",
    "first_plant": "buys 1 {} for the Home field",
}
ONE_CARD = {
    "deliver_regular": 'delivers to "{}"',
    "serve_casual": 'serves "{}"',
    "discard_helper": 'discards "{}"',
    "add_to_courtyard": 'puts "{}" into the Courtyard',
    "play_hand": 'plays "{}" alone',
}


def action_words(seat: int, action: Action) -> str:
    """The When step for an action, in the steps' own phrasing (card ids stand for the cards' names)."""
    kind = action.get("type", "")
    if kind in SIMPLE:
        words = SIMPLE[kind]
    elif kind in ONE_VEGETABLE:
        words = ONE_VEGETABLE[kind].format(action.get("vegetable"))
    elif kind in ONE_CARD:
        words = ONE_CARD[kind].format(action.get("card"))
    elif kind == "plant":
        words = f'plants {action.get("vegetable")} on "{action.get("field")}"'
    elif kind == "trade":
        words = f'trades {mix_words(action.get("pay", {}))} for 1 {action.get("take")} at "{action.get("stall")}"'
    elif kind == "take":
        words = f'takes "{action.get("courtyard")}" from the Courtyard with "{action.get("hand")}"'
    else:
        return f"player {seat} answers {json.dumps(action, sort_keys=True)}"
    return f"player {seat} {words}"


def given_lines(state: State) -> list[str]:
    """The Given steps that restate `state` in the game's words, as far as the steps reach."""
    lines = [f"Given a {len(state['players'])}-player game in round {state['round']}"]
    lines.append(f"And player {state['starting_player']} is the Starting player")
    if state.get("second_player") is not None:
        lines.append(f"And player {state['second_player']} is the Second player")
    pending = state.get("pending") or {}
    if pending.get("kind") == "turn":
        lines.append(f"And it is player {pending['player']}'s turn")
    elif pending:
        lines.append(f"# The pending decision: {pending.get('kind')} for player {pending.get('player')}")
    for p in state["players"]:
        seat = p["seat"]
        if p["cash"]:
            lines.append(f"And player {seat} has {p['cash']} Cash")
        if p["loans"]:
            lines.append(f"And player {seat} has {p['loans']} Loan{'s' * (p['loans'] != 1)}")
        for place, words in (
            ("cart", "on their Cart"),
            ("storehouse", "in their Storehouse"),
            ("shop", "in their Shop"),
        ):
            if p[place]:
                lines.append(f"And player {seat} has {mix_words(p[place])} {words}")
        if p["path"]:
            lines.append(f"And player {seat}'s Scoring marker is on space {p['path']}")
        if p["hand"]:
            lines.append(f"And player {seat} holds {len(p['hand'])} other card{'s' * (len(p['hand']) != 1)}")
    if state["draw_pile"]:
        lines.append(f"And the draw pile holds {len(state['draw_pile'])} other cards")
    return lines
