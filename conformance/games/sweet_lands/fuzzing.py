"""Sweet Lands for the fuzzer: random quiet tables to start from, edits that shrink a finding, the sketch's words."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

from .builder import TableBuilder

Action = dict[str, Any]
State = dict[str, Any]
QUIET_AREAS = ("H", "I", "J", "K")


def quiet_table(rng: random.Random, players: int) -> State:
    """A quiet table in the action phase with random pockets, hands and open areas (no map or tracks needed)."""
    table = TableBuilder(players=players, round=rng.randint(1, 5), current=rng.randrange(players))
    spaces = list(range(players + 1))
    rng.shuffle(spaces)
    for seat in range(players):
        table.give_hand(seat, rng.randint(1, 4))
        table.player(seat)["round_aid_space"] = spaces[seat]
        table.player(seat)["discs"] = rng.randint(0, 1)
        for resource in ("gold", "wheat", "wood", "iron"):
            table.player(seat)["resources"][resource] = rng.randint(0, 8)
    for area in QUIET_AREAS:
        if rng.random() < 0.8:
            table.set_area(area, 3 if area == "K" else 1)
    table.fill_deck(rng.randint(4, 30))
    return table.build()


# -- making a finding's state smaller ------------------------------------------------------------------

BASIC_FIELDS = ("resources", "income")
Edit = Callable[[State], None]


def shrink_edits(state: State) -> Iterator[Edit]:
    """Ways to make `state` simpler, coarse ones first (a whole player's pockets before one resource).

    Cards taken out of a hand or the deck go to the discard pile, so every card stays somewhere.
    """
    seats = range(len(state["players"]))
    yield from (partial(_bare, seat=i) for i in seats)
    yield from (partial(_thin_hand, seat=i, share=0) for i in seats)
    yield partial(_thin_deck, share=0)
    yield _no_areas
    yield from (partial(_drop_area, area=a) for a in sorted(state.get("areas", {})))
    for i in seats:
        for field_name in BASIC_FIELDS:
            for item, amount in state["players"][i][field_name].items():
                yield partial(_set, path=("players", i, field_name, item), value=0)
                if amount > 1:
                    yield partial(_set, path=("players", i, field_name, item), value=1)
        yield partial(_set, path=("players", i, "discs"), value=0)
        yield partial(_thin_hand, seat=i, share=0.5)
    yield partial(_thin_deck, share=0.5)


def _at(state: State, path: tuple[str | int, ...]) -> Any:
    node: Any = state
    for part in path:
        node = node[part]
    return node


def _set(state: State, path: tuple[str | int, ...], value: int) -> None:
    _at(state, path[:-1])[path[-1]] = value


def _bare(state: State, seat: int) -> None:
    player = state["players"][seat]
    for field_name in BASIC_FIELDS:
        for item in player.get(field_name, {}):
            player[field_name][item] = 0
    player["discs"] = 0


def _no_areas(state: State) -> None:
    state["areas"].clear()


def _drop_area(state: State, area: str) -> None:
    state["areas"].pop(area, None)


def _thin_hand(state: State, seat: int, share: float) -> None:
    hand = state["players"][seat]["hand"]
    _discard(state, hand, int(len(hand) * share))


def _thin_deck(state: State, share: float) -> None:
    _discard(state, state["deck"], int(len(state["deck"]) * share))


def _discard(state: State, cards: list[str], keep: int) -> None:
    state["discard"].extend(cards[keep:])
    del cards[keep:]


# -- the scenario sketch -------------------------------------------------------------------------------

RESOURCES = ("gold", "wheat", "wood", "iron", "diamond")


def action_words(seat: int, action: Action) -> str:
    """The When step for an action, in the scenario steps' own phrasing where one exists."""
    kind = action.get("type")
    words = {
        "pass": "passes",
        "end_turn": "ends the turn",
        "buy_card": "buys a card",
        "keep_card": "keeps one card",
        "use_area": f"uses action area {action.get('area')}",
        "buy_basic": f"buys 1 {action.get('resource')}",
        "sell_basic": f"sells 1 {action.get('resource')}",
        "move_round_aid": f"moves the round aid token to space {action.get('space')}",
    }
    if kind in words:
        return f"player {seat} {words[kind]}"
    if kind == "pay_hand_cost":
        cards = action.get("cards") or []
        held = "a held action disc" if action.get("disc") else f"{len(cards)} card{'s' * (len(cards) != 1)}"
        return f"player {seat} pays the hand cost with {held}"
    gain = action.get("gain") or {}
    if kind == "return_disc" and sum(gain.values()) == 2:
        parts = [r for r, n in sorted(gain.items()) for _ in range(n)]
        return f"player {seat} returns an action disc for 1 {parts[0]} and 1 {parts[1]}"
    if kind == "discard_for_basic" and len(gain) == 1:
        return f"player {seat} discards a card for 2 {next(iter(gain))}"
    return f"player {seat} answers {json.dumps(action, sort_keys=True)}"


def given_lines(state: State) -> list[str]:
    """The Given steps that restate `state` in the game's words, as far as the existing steps reach."""
    players = state["players"]
    variant = " with the variable turn order variant" if "variable_turn_order" in state.get("variants", []) else ""
    lines = [f"Given a {len(players)}-player game in round {state['round']}{variant}"]
    if state.get("start_player", 0) != 0:
        lines.append(f"And player {state['start_player']} holds the start player marker")
    pending = state.get("pending") or {}
    if pending.get("kind") == "turn":
        lines.append(f"And it is player {pending['player']}'s turn")
    elif pending:
        lines.append(f"# The pending decision: {pending.get('kind')} for player {pending.get('player')}")
    for p in players:
        seat = p["seat"]
        lines += [f"And player {seat} has {p['resources'][r]} {r}" for r in RESOURCES if p["resources"].get(r)]
        lines += [f"And player {seat} has an income of {n} {r}" for r, n in p.get("income", {}).items() if n]
        if p.get("hand"):
            lines.append(f"And player {seat} holds {len(p['hand'])} card{'s' * (len(p['hand']) != 1)}")
        if p.get("discs"):
            lines.append(f"And player {seat} holds {p['discs']} action disc{'s' * (p['discs'] != 1)}")
        if p.get("passed"):
            lines.append(f"And player {seat} has already passed")
        if p.get("round_aid_space") is not None:
            lines.append(f"And player {seat}'s round aid token is on space {p['round_aid_space']}")
    for area, spaces in sorted(state.get("areas", {}).items()):
        taken = sum(1 for s in spaces if s is not None)
        occupied = f", the first {taken} occupied" if taken else ""
        lines.append(f"And action area {area} has {len(spaces)} action space{'s' * (len(spaces) != 1)}{occupied}")
    lines.append(f"And the citizen deck holds {len(state.get('deck', []))} cards")
    return lines
