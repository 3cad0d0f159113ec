"""Loyang for the fuzzer: random quiet tables to start from, edits that shrink a finding, the sketch's words.

The sketch (`given_lines`, `action_words`) restates a state in the phrases of the
Loyang steps (conformance/games/loyang/steps/): each card is defined where it is
first named, by its id, so a reader can paste the lines into a feature and the
steps build the same table. What no step can say (a frame in the middle of a
payment, the order of a long draw pile) is written as a comment.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from functools import cache, partial
from typing import Any

from rulecore.registry import info

from .builder import HOME, PATH_LAST, SHOP, VEGETABLES, TableBuilder
from .steps.words import mix_words, slug

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
    round_ = rng.randint(1, 8)
    table = TableBuilder(players=players, round=round_, current=rng.randrange(players))
    state = table.state
    state["starting_player"] = rng.randrange(players)
    state["second_player"] = None if players == 1 else (state["starting_player"] + 1) % players
    if players == 4:
        state["partner"] = (state["starting_player"] + 2) % players
    for seat in range(players):
        player = table.player(seat)
        player["cash"] = rng.randint(0, 12)
        player["cart"] = _vegetables(rng, 6)
        player["path"] = rng.randint(1, 8)
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
                rows=rng.randint(0, min(3, round_)),  # one delivery a round at most (LY-16.6.1)
                due_from=1,
                last_delivery=None,
            )
    state["draw_pile"] = [table.filler() for _ in range(rng.randint(0, 6))]
    return table.build()


# -- making a finding's state smaller ------------------------------------------------------------------


def shrink_edits(state: State) -> Iterator[Edit]:
    """Ways to make `state` simpler, coarse ones first; cards taken out of play go to the discard pile.

    Every edit keeps each Action card in exactly one place (a removed card is
    discarded), so the state stays one the engines load.
    """
    seats = range(len(state["players"]))
    yield partial(_thin, pile="draw_pile")
    yield partial(_thin, pile="courtyard")
    yield from (partial(_bare, seat=i) for i in seats)
    yield from (partial(_empty_hand, seat=i) for i in seats)
    yield from (partial(_clear_row, seat=i, kind=k) for i in seats for k in state["players"][i]["play_area"])
    yield from (partial(_fields_unsown, seat=i) for i in seats)
    yield from (partial(_field_pile_gone, seat=i) for i in seats)
    yield from (partial(_back_to_start, seat=i) for i in seats)
    yield from (partial(_keep_top, pile="draw_pile", keep=n) for n in (4, 1))
    for i in seats:
        for place in ("cart", "storehouse", "shop"):
            for kind in state["players"][i][place]:
                yield partial(_drop, seat=i, place=place, kind=kind)
        yield partial(_set_cash, seat=i, cash=0)


def _bare(state: State, seat: int) -> None:
    player = state["players"][seat]
    player.update(cash=0, loans=0, cart={}, storehouse={}, shop={})


def _empty_hand(state: State, seat: int) -> None:
    player = state["players"][seat]
    state["discard_pile"].extend(player["hand"])
    player["hand"] = []


def _clear_row(state: State, seat: int, kind: str) -> None:
    row = state["players"][seat]["play_area"][kind]
    for entry in row:
        state["discard_pile"].append(entry["card"])
        if entry["covers"]:
            state["discard_pile"].append(entry["covers"])
    row.clear()


def _fields_unsown(state: State, seat: int) -> None:
    for row in state["players"][seat]["fields"][1:]:
        row.update(vegetable=None, count=0)


def _field_pile_gone(state: State, seat: int) -> None:
    state["players"][seat]["field_pile"] = []


def _back_to_start(state: State, seat: int) -> None:
    state["players"][seat].update(path=1, first_step_taken=False)


def _thin(state: State, pile: str) -> None:
    state["discard_pile"].extend(state[pile])
    state[pile] = []


def _keep_top(state: State, pile: str, keep: int) -> None:
    state["discard_pile"].extend(state[pile][keep:])
    del state[pile][keep:]


def _drop(state: State, seat: int, place: str, kind: str) -> None:
    state["players"][seat][place].pop(kind, None)


def _set_cash(state: State, seat: int, cash: int) -> None:
    state["players"][seat]["cash"] = cash


# -- the scenario sketch: the When line --------------------------------------------------------------------

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


def _quoted(ids: list[str]) -> str:
    names = [f'"{i}"' for i in ids]
    return names[0] if len(names) == 1 else " and ".join(names)


def action_words(seat: int, action: Action) -> str:
    """The When step for an action, in the steps' own phrasing (a card's id is its name in the sketch)."""
    kind = action.get("type", "")
    if kind in SIMPLE:
        words = SIMPLE[kind]
    elif kind in ONE_VEGETABLE:
        words = ONE_VEGETABLE[kind].format(action.get("vegetable"))
    elif kind in ONE_CARD:
        words = ONE_CARD[kind].format(action.get("card"))
    elif kind == "plant":
        field = action.get("field")
        words = f"plants {action.get('vegetable')} on " + ("their Home field" if field == HOME else f'"{field}"')
    elif kind == "trade":
        words = f'trades {mix_words(action.get("pay", {}))} for 1 {action.get("take")} at "{action.get("stall")}"'
    elif kind == "take":
        words = f'takes "{action.get("courtyard")}" from the Courtyard with "{action.get("hand")}"'
    elif kind == "keep":
        cards = list(action.get("cards", []))
        words = "keeps " + (_quoted(cards) if cards else "neither card")
    elif kind == "stack":
        words = f'lays "{action.get("top")}" on top'
    elif kind == "choose_partner":
        words = f"chooses player {action.get('player')} as partner"
    else:
        return f"player {seat} answers {json.dumps(action, sort_keys=True)}"
    return f"player {seat} {words}"


# -- the scenario sketch: the Given lines ------------------------------------------------------------------

DRAW_PILE_SHOWN = 4
"""How many cards from the top of the draw pile the sketch defines; the rest are counted."""
KIND_WORDS = {
    "market_stall": "Market stall",
    "casual_customer": "Casual customer",
    "regular_customer": "Regular customer",
    "common_field": "Common field",
    "helper": "Helper",
}


@cache
def _spec_table(name: str) -> tuple[dict[str, Any], ...]:
    with (info("loyang").spec_dir / "components" / f"{name}.json").open(encoding="utf-8") as f:
        items: list[dict[str, Any]] = json.load(f)["items"]
    return tuple(items)


def component_table(state: State, name: str) -> list[dict[str, Any]]:
    """A component table as the state's game reads it: the state's own, else the spec's."""
    own = state.get("components", {}).get(name)
    return list(own) if own is not None else list(_spec_table(name))


def _kinds(kinds: list[str]) -> str:
    return kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + " and " + kinds[-1]


def card_words(card: dict[str, Any]) -> str:
    """A card's definition in the steps' words (steps/words.py CARD), named by its id."""
    kind = card.get("kind") or ("helper" if "helper" in card else "")
    name = card["id"]
    if kind == "market_stall":
        offer = _kinds([f"{g['vegetable']} for {g['bowls']} bowl{'s' * (g['bowls'] != 1)}" for g in card["goods"]])
        return f'a Market stall "{name}" offering {offer}'
    if kind == "casual_customer":
        return f'a Casual customer "{name}" ordering {_kinds(card["order"])} for {card["price"]} Cash'
    if kind == "regular_customer":
        a, b = card["pair"]
        return f'a Regular customer "{name}" wanting {a} and {b} for {_kinds([str(p) for p in card["prices"]])} Cash'
    if kind == "common_field":
        return (
            f'a Common field "{name}" of {card["size"]} spaces for {_kinds(card["allowed"])} '
            f"costing {card['cost']} Cash"
        )
    return f'a Helper "{name}"'


class _Namer:
    """Defines each card where the sketch first names it, and quotes it afterwards."""

    def __init__(self, state: State) -> None:
        self.cards = {c["id"]: c for c in component_table(state, "action_cards")}
        self.named: set[str] = set()

    def __call__(self, card_id: str) -> str:
        if card_id in self.named or card_id not in self.cards or slug(card_id) != card_id:
            return f'"{card_id}"'
        self.named.add(card_id)
        return card_words(self.cards[card_id])


def _table_lines(state: State) -> list[str]:
    """The printed values that differ from the steps' defaults (builder.py): Shop prices and the Path's end."""
    lines = []
    for row in component_table(state, "shop"):
        spaces, buy, sell = SHOP.get(row["vegetable"], (None, None, None))
        if (row["buy_price"], row["sell_price"]) != (buy, sell):
            what = "an" if row["vegetable"][0] in "aeiou" else "a"
            lines.append(
                f"And {what} {row['vegetable']} costs {row['buy_price']} Cash in the Shop "
                f"and sells for {row['sell_price']}"
            )
        if row["spaces"] != spaces:
            lines.append(f"And the Shop has {row['spaces']} space{'s' * (row['spaces'] != 1)} for {row['vegetable']}")
    last = max((p["space"] for p in component_table(state, "path") if p.get("type") == "space"), default=PATH_LAST)
    if last != PATH_LAST:
        lines.append(f"And the Path ends at space {last}")
    return lines


def _moment_lines(state: State) -> list[str]:
    """Where in the round the state is, as far as the steps can say it."""
    pending = state.get("pending") or {}
    kind, seat = pending.get("kind"), pending.get("player")
    stack = state.get("stack", [])
    if kind == "turn":
        lines = [f"And it is player {seat}'s turn"]
        return lines + [f"And player {s} has ended their turn this round" for s in state.get("turns_taken", [])]
    if kind == "distribution_turn":
        frame: dict[str, Any] = next((f for f in reversed(stack) if f.get("kind") == "distribution"), {"finished": []})
        lines = [f"And the Distribution round is under way with player {seat} to take a turn"]
        lines += [f"And player {s} has finished the Distribution round" for s in frame["finished"]]
        if stack and stack[-1].get("turned_up"):
            lines.append(f"# player {seat} has turned up a card this turn")
        return lines
    if kind == "first_planting":
        return ["And the game is being set up", f"# player {seat} is the next to buy a vegetable for the Home field"]
    if kind is None:
        return ["# the game is over"]
    frames = ", ".join(f["kind"] for f in stack)
    return [f"# The pending decision: {kind} for player {seat}; the frames below it, bottom first: {frames}"]


def _player_lines(state: State, player: dict[str, Any], name: _Namer) -> list[str]:
    seat = player["seat"]
    who = f"And player {seat}"
    lines = []
    if player["cash"]:
        lines.append(f"{who} has {player['cash']} Cash")
    if player["loans"]:
        lines.append(f"{who} has {player['loans']} Loan{'s' * (player['loans'] != 1)}")
    for place, words in (("cart", "on their Cart"), ("storehouse", "in their Storehouse"), ("shop", "in their Shop")):
        if player[place]:
            lines.append(f"{who} has {mix_words(player[place])} {words}")
    if player["storehouse_upgraded"]:
        lines.append(f"{who}'s Storehouse is upgraded")
    if player["path"] != 1:
        lines.append(f"{who}'s Scoring marker is on space {player['path']}")
    if player["first_step_taken"]:
        lines.append(f"{who} has taken the first step on the Path this round")
    if player["two_pack_bought"]:
        lines.append(f"# player {seat} has bought a Two-pack this Action phase")
    fields = {f["id"]: f for f in component_table(state, "fields")}
    for row in player["fields"]:
        if row["field"] == HOME:
            if row["vegetable"]:
                lines.append(f"{who}'s Home field holds {row['count']} {row['vegetable']}")
            continue
        item = fields.get(row["field"], {"size": "?", "allowed": ["?"]})
        sown = f", holding {row['count']} {row['vegetable']}" if row["vegetable"] else ""
        lines.append(f'{who} has a field "{row["field"]}" of {item["size"]} spaces for {_kinds(item["allowed"])}{sown}')
    if player["field_pile"]:
        pile = len(player["field_pile"])
        lines.append(f"# player {seat}'s Field pile holds {pile} field{'s' * (pile != 1)}")
    for card in sorted(player["hand"]):
        lines.append(f"{who} holds {name(card)}")
    for kind, row in player["play_area"].items():
        for entry in row:
            lines += _played_lines(state, seat, kind, entry, name)
    return lines


def _played_lines(state: State, seat: int, kind: str, entry: dict[str, Any], name: _Namer) -> list[str]:
    lower = f" covering {name(entry['covers'])}" if entry.get("covers") else ""
    card = entry["card"]
    lines = [f"And player {seat} has {name(card)} in play{lower}"]
    if kind == "market_stall":
        goods = entry.get("goods", {})
        full = {g["vegetable"]: 1 for g in name.cards.get(card, {}).get("goods", [])}
        if goods != full:
            lines.append(f'And "{card}" holds only {mix_words(goods)}')
    elif kind == "common_field" and entry.get("vegetable"):
        lines.append(f'And "{card}" holds {entry["count"]} {entry["vegetable"]}')
    elif kind == "regular_customer":
        if entry.get("rows"):
            lines.append(f'And "{card}" has {entry["rows"]} row{"s" * (entry["rows"] != 1)} filled')
        if entry.get("marker") == "red":
            lines.append(f'And "{card}"\'s marker is red')
        if entry.get("due_from") != state["round"]:
            lines.append(f'And "{card}" is first due in round {entry["due_from"]}')
        if entry.get("last_delivery") == state["round"]:
            lines.append(f'And "{card}" had its delivery this round')
    return lines


def given_lines(state: State) -> list[str]:
    """The Given steps that restate `state` in the game's words, as far as the steps reach."""
    name = _Namer(state)
    lines = [f"Given a {len(state['players'])}-player game in round {state['round']}"]
    lines += _table_lines(state)
    lines.append(f"And player {state['starting_player']} is the Starting player")
    if state.get("second_player") is not None:
        lines.append(f"And player {state['second_player']} is the Second player")
    else:
        lines.append("And nobody holds the Second player token yet")
    if state.get("partner") is not None:
        lines.append(f"And player {state['partner']} is the Starting player's partner")
    for player in state["players"]:
        lines += _player_lines(state, player, name)
    for card in state.get("courtyard", []):
        lines.append(f"And the Courtyard holds {name(card)}")
    pile = state.get("draw_pile", [])
    for card in pile[:DRAW_PILE_SHOWN]:
        lines.append(f"And the draw pile holds {name(card)}")
    if len(pile) > DRAW_PILE_SHOWN:
        rest = len(pile) - DRAW_PILE_SHOWN
        lines.append(f"And the draw pile holds {rest} other card{'s' * (rest != 1)}")
    if state.get("discard_pile"):
        lines.append(f"# the discard pile holds {len(state['discard_pile'])} cards")
    return lines + _moment_lines(state)
