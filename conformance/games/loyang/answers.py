"""At the Gates of Loyang's decisions and answers in player words (spec/loyang/decisions.md reworded for players).

`decision` says who decides what and why ("Player 1 takes an action or ends
their Action phase"); `answer` says one legal answer as the player would
("Take the Market stall (pumpkin for 1 bowl ...) from the Courtyard (4 cards
left there) and play Trader from the hand"); `outcome` says what an answer did,
from the two states around it. A decision kind or answer type without words
raises `KeyError` (tests/unit/test_answers_words.py reads the kinds from the
decisions page and the types from the action schema).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..english import join, player, plural, sentence, told_outcome
from . import english
from .english import cash, name, vegetables

State = Mapping[str, Any]
Frame = Mapping[str, Any]


def _pay(frame: Frame) -> str:
    amount = frame.get("amount")
    owed = cash(int(amount)) if isinstance(amount, int) else "a fixed payment"
    card = f"the {name(str(frame['card']))}" if frame.get("card") else "a card"
    why = f" for not serving {card} this round" if frame.get("for") == "penalty" else f" for {card}"
    return f"owes {owed}{why} and may first sell to their Shop or take a Loan"


def _helper(frame: Frame) -> str:
    card = frame.get("card")
    helper = name(str(card)) if card else "a Helper"
    effect = frame.get("effect")
    what = f": {english.clause(effect)}" if isinstance(effect, dict) else ""
    return f"makes a choice for the {helper}{what}"


DECISIONS: dict[str, Callable[[State, Frame], str]] = {
    "first_planting": lambda s, f: "chooses the vegetable to sow in their Home field",
    "distribution_turn": lambda s, f: (
        "takes a Distribution turn: put a hand card in the Courtyard, or play one card from the Courtyard"
        " with one from the hand"
    ),
    "distribution_forced": lambda s, f: "must play a card from the hand: the Courtyard and the Draw pile are empty",
    "pay": lambda s, f: _pay(f),
    "choose_partner": lambda s, f: "chooses a partner for this Action phase",
    "turn": lambda s, f: "takes an action in their Action phase, or ends it",
    "two_pack_keep": lambda s, f: (
        "chooses which of the Two-pack's cards to keep: " + join((name(str(c)) for c in f.get("cards", [])), "and")
    ),
    "two_pack_stack": lambda s, f: "chooses which kept card lies on top",
    "store": lambda s, f: "must make room: their Cart holds more vegetables than the Storehouse keeps",
    "path_step": lambda s, f: "may step forward on the Path of Prosperity before the turn ends",
    "helper_window": lambda s, f: "may use a Helper now, or let the moment pass",
    "helper_option": lambda s, f: _helper(f),
    "solo_card_phase": lambda s, f: "takes cards from the Courtyard grid, paying each row's price",
}
"""What the deciding player does, by decision kind, as the rest of a sentence that starts with the player."""


def _frame(state: State) -> Frame:
    stack = state.get("stack") or []
    pending = state.get("pending") or {}
    return stack[-1] if stack and stack[-1].get("kind") == pending.get("kind") else pending


def decision(state: State) -> str:
    """The pending decision as a sentence: who decides what."""
    pending = state.get("pending")
    if not pending:
        return "The game is over: nobody has a decision to make."
    with english.names_from(state):
        return sentence(f"{player(pending['player'])} {DECISIONS[str(pending['kind'])](state, _frame(state))}")


# --- Answers ---------------------------------------------------------------------------------------------------


def _courtyard(state: State, card: Any) -> str:
    left = len(state.get("courtyard") or []) - 1
    return f"{name(str(card))} from the Courtyard ({plural(left, 'card')} left there)"


def _hand(card: Any) -> str:
    return "no card from the hand" if card is None else f"{name(str(card))} from the hand"


def _helper_use(state: State, card: Any) -> str:
    found = english.card(str(card))
    what = f" ({english.clause(found['effect'])})" if found and isinstance(found.get("effect"), dict) else ""
    return f"use the {name(str(card))}{what}"


def _field(state: State, field: Any) -> str:
    return name(str(field))


def _option(state: State, index: Any) -> str:
    effect = _frame(state).get("effect")
    parts = effect.get("or") if isinstance(effect, dict) else None
    if isinstance(parts, list) and isinstance(index, int) and index < len(parts):
        return english.clause(parts[index])
    return f"option {int(index) + 1}"


def _source(state: State, source: Any) -> str:
    if source in ("supply", "shop"):
        return "the supply" if source == "supply" else "the Shop"
    return name(str(source))


ANSWERS: dict[str, Callable[[State, Mapping[str, Any]], str]] = {
    "first_plant": lambda s, a: f"sow {a['vegetable']} in the Home field",
    "take_loan": lambda s, a: "take a Loan (5 Cash)",
    "add_to_courtyard": lambda s, a: f"put {name(str(a['card']))} in the Courtyard",
    "take": lambda s, a: f"take {_courtyard(s, a['courtyard'])} and play it with {_hand(a['hand'])}",
    "turn_up": lambda s, a: "turn up the top card of the Draw pile into the Courtyard",
    "play_hand": lambda s, a: f"play {name(str(a['card']))} from the hand",
    "pay": lambda s, a: "pay " + (cash(int(_frame(s)["amount"])) if "amount" in _frame(s) else "what is owed"),
    "sell": lambda s, a: f"sell 1 {a['vegetable']} to your Shop",
    "choose_partner": lambda s, a: f"choose Player {int(a['player']) + 1} as partner",
    "plant": lambda s, a: f"sow {a['vegetable']} in your {_field(s, a['field'])}",
    "buy": lambda s, a: f"buy 1 {a['vegetable']} from your Shop",
    "trade": lambda s, a: f"give {vegetables(a['pay'])} at the {name(str(a['stall']))} for 1 {a['take']}",
    "discard_helper": lambda s, a: f"discard the {name(str(a['card']))}",
    "deliver_regular": lambda s, a: f"deliver to the {name(str(a['card']))}",
    "serve_casual": lambda s, a: f"serve the {name(str(a['card']))}",
    "buy_two_pack": lambda s, a: "buy a Two-pack",
    "upgrade_storehouse": lambda s, a: "upgrade your Storehouse",
    "end_turn": lambda s, a: "end the Action phase",
    "keep": lambda s, a: "keep " + (join(name(str(c)) for c in a["cards"]) or "no card"),
    "stack": lambda s, a: f"put the {name(str(a['top']))} on top",
    "discard": lambda s, a: f"give up 1 {a['vegetable']} from your Cart",
    "path_step": lambda s, a: "step forward on the Path of Prosperity",
    "stop": lambda s, a: "stop here",
    "use_helper": lambda s, a: _helper_use(s, a["card"]),
    "done": lambda s, a: "use no Helper now",
    "choose_player": lambda s, a: f"choose Player {int(a['player']) + 1}",
    "choose": lambda s, a: "choose to " + _option(s, a["option"]),
    "take_vegetable": lambda s, a: f"take 1 {a['vegetable']} from {_source(s, a['from'])}",
    "exchange": lambda s, a: f"give {vegetables(a['give'])} for {vegetables(a['get'])}",
    "take_card": lambda s, a: f"take the {name(str(a['card']))}",
    "remove_card": lambda s, a: f"put the {name(str(a['card']))} on the Discard pile",
    "turn_blue": lambda s, a: f"turn the marker of the {name(str(a['card']))} to blue",
    "harvest": lambda s, a: f"take one more vegetable from your {_field(s, a['field'])}",
    "move_field": lambda s, a: f"put your empty {name(str(a['card']))} under your Field pile, to be a Private field",
    "take_grid": lambda s, a: "take " + join(name(str(c)) for c in a["grid"]) + f" from the grid, {_hand(a['hand'])}",
    "take_reserved": lambda s, a: f"take {_courtyard(s, a['courtyard'])} and play it with your dealt Regular customer",
}
"""Each answer type of the action schema as what the player does, a clause without its capital."""


def answer(state: State, action: Mapping[str, Any]) -> str:
    """One answer as a sentence the deciding player could say."""
    with english.names_from(state):
        return sentence(ANSWERS[str(action["type"])](state, action))


# --- What an answer did ----------------------------------------------------------------------------------------


def _cards_in_play(seat_state: Mapping[str, Any]) -> list[str]:
    return [str(slot["card"]) for slots in (seat_state.get("play_area") or {}).values() for slot in slots]


def _vegetable_change(before: Mapping[str, int], after: Mapping[str, int], where: str) -> list[str]:
    lost = {k: before[k] - after.get(k, 0) for k in before if before[k] > after.get(k, 0)}
    got = {k: after[k] - before.get(k, 0) for k in after if after[k] > before.get(k, 0)}
    out = []
    if got:
        out.append(f"puts {vegetables(got)} {'on' if where == 'Cart' else 'in'} their {where}")
    if lost:
        out.append(f"takes {vegetables(lost)} {'off' if where == 'Cart' else 'out of'} their {where}")
    return out


def _player_changes(b: Mapping[str, Any], a: Mapping[str, Any], moved: Sequence[Any] = ()) -> list[str]:
    """What changed for one player; `moved` are cards said elsewhere (put in the Courtyard), not as given up."""
    out = []
    change = int(a.get("cash", 0)) - int(b.get("cash", 0))
    if change:
        out.append(f"{'gains' if change > 0 else 'pays'} {cash(abs(change))}")
    loans = int(a.get("loans", 0)) - int(b.get("loans", 0))
    if loans:
        out.append(f"takes {plural(loans, 'Loan')}")
    out += _vegetable_change(b.get("cart") or {}, a.get("cart") or {}, "Cart")
    out += _vegetable_change(b.get("shop") or {}, a.get("shop") or {}, "Shop")
    if a.get("path") != b.get("path"):
        out.append(f"moves to space {a.get('path')} of the Path")
    if a.get("storehouse_upgraded") and not b.get("storehouse_upgraded"):
        out.append("upgrades the Storehouse")
    played = [c for c in _cards_in_play(a) if c not in _cards_in_play(b)]
    gone = [c for c in _cards_in_play(b) if c not in _cards_in_play(a)]
    if played:
        out.append("plays " + join(name(c) for c in played))
    if gone:
        out.append("loses " + join(name(c) for c in gone) + " from play")
    new = [c for c in a.get("hand", []) if c not in b.get("hand", [])]
    left = [c for c in b.get("hand", []) if c not in a.get("hand", []) and c not in played and c not in moved]
    if new:
        out.append("takes " + join(name(str(c)) for c in new) + " into the hand")
    if left:
        out.append("gives up " + join(name(str(c)) for c in left) + " from the hand")
    sown = [
        f"sows {f['vegetable']} in their {name(str(f['field']))}"
        for f in a.get("fields", [])
        if f.get("vegetable")
        and f not in b.get("fields", [])
        and f.get("count", 0) > 1
        and not any(g.get("field") == f.get("field") and g.get("vegetable") for g in b.get("fields", []))
    ]
    return out + sown


def outcome(before: State, after: State, action: Mapping[str, Any]) -> str:
    """What an answer did, said of the player who gave it, from the two states around it."""
    with english.names_from(after):
        return _outcome(before, after)


def _outcome(before: State, after: State) -> str:
    seat = (before.get("pending") or {}).get("player", 0)
    b_players, a_players = before.get("players") or [], after.get("players") or []
    done: list[str] = []
    courtyard = [c for c in after.get("courtyard") or [] if c not in (before.get("courtyard") or [])]
    if isinstance(seat, int) and seat < min(len(b_players), len(a_players)):
        done = _player_changes(b_players[seat], a_players[seat], courtyard)
    if courtyard:
        done.append("puts " + join(name(str(c)) for c in courtyard) + " in the Courtyard")
    others = [
        f"{player(i)} {join(_player_changes(b, a))}"
        for i, (b, a) in enumerate(zip(b_players, a_players, strict=False))
        if i != seat and _player_changes(b, a)
    ]
    return told_outcome(
        seat, done, others, before=before, after=after, then=decision(after)[:-1] if after.get("pending") else ""
    )
