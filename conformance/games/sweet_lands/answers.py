"""Sweet Lands' decisions and answers in player words (spec/sweet-lands/decisions.md reworded for players).

`decision` says who decides what and why ("Player 2 chooses a main action or
a free action"), read from the pending decision and the frame beneath it;
`answer` says one legal answer as the player would ("Use Grow food (area B):
pay 4 Wheat, then ..."); `outcome` says what an answer
did, from the two states around it ("Player 1 pays 6 Wheat, takes area A's
first space and now places up to 3 terrain tiles"). A decision kind or answer
type without words raises `KeyError` (tests/unit/test_answers_words.py reads
the kinds from the decisions page and the types from the action schema).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..english import join, lower_first, ordinal, player, plural, sentence, told_outcome
from . import english
from .english import name
from .quantities import RESOURCES, resource, resources

State = Mapping[str, Any]
Frame = Mapping[str, Any]


def _left(frame: Frame, noun: tuple[str, str], key: str = "left") -> str:
    n = frame.get(key)
    if not isinstance(n, int):
        return ""
    return f" ({plural(n, *noun)} to go{'; they may stop' if frame.get('up_to') else ''})"


def _parts(frame: Frame) -> str:
    parts = frame.get("parts") or frame.get("options") or []
    return join((english.clause(p) for p in parts if isinstance(p, dict)), "or")


def _pieces_left(frame: Frame) -> str:
    """What an interleaved placement still holds (`2 terrain tiles and 3 roads`)."""
    parts = [p for p in frame.get("parts") or [] if isinstance(p, dict) and p.get("left")]
    placed = [p for p in parts if p.get("what") in english.PLACED]
    return join(plural(int(p["left"]), *english.PLACED[str(p["what"])]) for p in placed)


def _card(state: State, card: Any, otherwise: str) -> str:
    return name(str(card), state) if card else otherwise


DECISIONS: dict[str, Callable[[State, Frame], str]] = {
    "choose_character": lambda s, f: "chooses a character",
    "choose_map": lambda s, f: "chooses a map board",
    "choose_round_aid": lambda s, f: "chooses a starting space on the round aid board",
    "order_aid_tiles": lambda s, f: (
        "chooses which round aid tile to resolve first: " + join((name(t) for t in f.get("tiles", [])), "or")
    ),
    "turn": lambda s, f: (
        "has taken a main action and may take free actions or end the turn"
        if f.get("main_done")
        else "chooses a main action (an action area, a card, a skill tile or passing) or a free action"
    ),
    "hand_cost": lambda s, f: f"pays the area's hand cost: {plural(int(f.get('count', 1)), 'card')} from the hand",
    "gain_any": lambda s, f: (
        f"chooses which {plural(int(f.get('count', 1)), 'resource')} to gain ("
        + join((RESOURCES[k] for k in f.get("kinds", [])), "or")
        + ")"
    ),
    "copy_area": lambda s, f: (
        "chooses the " + (join(f["categories"], "or") + " " if f.get("categories") else "") + "action area to copy"
    ),
    "move_round_aid": lambda s, f: "has passed and moves their token on the round aid board",
    "keep_card": lambda s, f: "chooses the one card to keep for the next round",
    "draft_pick": lambda s, f: "picks a card from the packet in front of them",
    "discard": lambda s, f: f"chooses {plural(int(f.get('count', 1)), 'card')} to discard",
    "choose_effect": lambda s, f: "chooses one: " + (_parts(f) or "one of the printed options"),
    "optional": lambda s, f: "decides whether to " + (english.clause(f["effect"]) if "effect" in f else "go on"),
    "order_effects": lambda s, f: "chooses what to do next: " + (_parts(f) or "one of the parts left"),
    "repeat_any": lambda s, f: (
        "decides whether to do it once more"
        + (f": {english.clause(f['effect'])}" if isinstance(f.get("effect"), dict) else "")
    ),
    "place_terrain": lambda s, f: "places a terrain tile" + _left(f, ("tile", "tiles")),
    "place_road": lambda s, f: "places a road" + _left(f, ("road", "roads")),
    "interleave_place": lambda s, f: (
        "places the next piece, in the order they like" + (f" ({_pieces_left(f)} to go)" if _pieces_left(f) else "")
    ),
    "order_triggers": lambda s, f: "chooses the order of the bonuses their placement set off",
    "choose_flip": lambda s, f: "chooses a face-up terrain tile to flip",
    "place_property": lambda s, f: "places a property token" + _left(f, ("token", "tokens")),
    "industry_step": lambda s, f: "moves an industry marker one step" + _left(f, ("step", "steps"), "steps"),
    "food_step": lambda s, f: "moves one step on the food track" + _left(f, ("step", "steps"), "steps"),
    "place_rabbit": lambda s, f: "places a cookie rabbit" + _left(f, ("rabbit", "rabbits")),
    "prosperity_step": lambda s, f: "moves a prosperity marker one step" + _left(f, ("step", "steps"), "steps"),
    "pay_any": lambda s, f: f"chooses how to pay {plural(int(f.get('count', 1)), 'resource')}",
    "automate": lambda s, f: (
        f"decides whether to automate {_card(s, f.get('card'), 'the card just played')} (for 1 Diamond)"
    ),
    "automate_from_hand_pick": lambda s, f: "chooses a card of the hand to automate",
    "search_pick": lambda s, f: "chooses a card from the citizen deck",
    "play_from_effect": lambda s, f: (
        "chooses a "
        + (f"{f['card_kind']} " if f.get("card_kind") in ("immediate", "pass") else "")
        + "card to play"
        + ("" if f.get("free") is False else " without paying its play cost" if f.get("free") else "")
    ),
    "bonus_column": lambda s, f: "chooses the column of the industry bonus",
    "choose_skill_tile": lambda s, f: "chooses a skill tile",
    "income_any": lambda s, f: (
        f"chooses which income to raise by {plural(int(f['steps']), 'step')}"
        if isinstance(f.get("steps"), int)
        else "chooses which income to raise"
    ),
}
"""What the deciding player does, by decision kind, as the rest of a sentence that starts with the player."""

WHY: dict[str, Callable[[Frame], str]] = {
    "effect": lambda f: (
        "with this still to do: " + english.clause(f["effect"]) if isinstance(f.get("effect"), dict) else ""
    ),
    "turn": lambda f: "on their turn",
    "collect_income": lambda f: "while collecting income",
    "income": lambda f: "in the income phase",
    "income_draw": lambda f: "in the income phase",
    "industry_advance": lambda f: "while advancing on the industry track",
    "road_placements": lambda f: "after placing roads",
    "cleanup": lambda f: "at cleanup",
    "round_start": lambda f: "before the first round",
}
"""Why a decision is asked, by the kind of the frame beneath it; a frame not listed gives no reason."""


def _frame(state: State) -> Frame:
    stack = state.get("stack") or []
    pending = state.get("pending") or {}
    return stack[-1] if stack and stack[-1].get("kind") == pending.get("kind") else pending


def decision(state: State) -> str:
    """The pending decision as a sentence: who decides, what, and (where the stack says) why."""
    pending = state.get("pending")
    if not pending:
        return "The game is over: nobody has a decision to make."
    text = f"{player(pending['player'])} {DECISIONS[str(pending['kind'])](state, _frame(state))}"
    stack = state.get("stack") or []
    below = stack[-2] if len(stack) >= 2 and stack[-1].get("kind") == pending.get("kind") else None
    if below is not None and str(below.get("kind")) in WHY:
        why = WHY[str(below["kind"])](below)
        if why:
            text += f", {why}"
    return sentence(text)


# --- Answers ---------------------------------------------------------------------------------------------------


def _hex(text: Any) -> str:
    return f"the hex at {text}"


def _mix(mix: Any) -> str:
    if isinstance(mix, dict):
        return resources(mix)
    if isinstance(mix, list):
        counts: dict[str, int] = {}
        for kind in mix:
            counts[kind] = counts.get(kind, 0) + 1
        return resources(counts)
    return RESOURCES.get(str(mix), str(mix))


def _area(state: State, area: str) -> str:
    found = english.area(area)
    if found is None:
        return f"area {area}"
    label = name(str(found["id"]))
    cost = found.get("cost")
    what = english.clause(found["effect"]) if "effect" in found else ""
    if cost and cost != {"all": []}:
        return f"{label}: {english.clause(cost)}, then {what}"
    return f"{label}: {what}"


def _cards(state: State, cards: Any) -> str:
    return join(name(str(c), state) for c in cards or [])


def _hand_cost(state: State, a: Mapping[str, Any]) -> str:
    if a.get("disc"):
        return "pay the hand cost with an action disc"
    parts = []
    if a.get("cards"):
        parts.append(_cards(state, a["cards"]))
    if a.get("diamonds"):
        parts.append(resource(int(a["diamonds"]), "diamond"))
    return "pay the hand cost with " + (join(parts) or "nothing")


def _character_action(state: State, a: Mapping[str, Any]) -> str:
    seat = (state.get("pending") or {}).get("player")
    players = state.get("players") or []
    character = players[seat].get("character") if isinstance(seat, int) and seat < len(players) else None
    where, _, index = str(a.get("ability", "")).partition(":")
    found = english.character(str(character)) if character else None
    field = "basic_abilities" if where == "basic" else "clock_tower_abilities"
    if found and index.isdigit() and int(index) < len(found.get(field, [])):
        ability = found[field][int(index)]
        return "use your character's free action: " + lower_first(english.clause(ability["effect"]))
    return "use your character's free action"


def _part(state: State, index: Any) -> str:
    parts = _frame(state).get("parts") or _frame(state).get("options") or []
    if isinstance(index, int) and index < len(parts) and isinstance(parts[index], dict):
        return english.clause(parts[index])
    return f"the {ordinal(int(index) + 1)} part"


def _trigger(a: Mapping[str, Any]) -> str:
    kind = a.get("trigger")
    if kind == "flip":
        return f"first flip the tile at {a.get('hex')}"
    if kind == "icon":
        return f"first take the placement icon at {a.get('hex')}"
    return f"first activate the extra draw area {a.get('area')}"


ANSWERS: dict[str, Callable[[State, Mapping[str, Any]], str]] = {
    "choose_character": lambda s, a: f"take {name(str(a['character']))} as your character",
    "choose_map": lambda s, a: f"take {name('map:' + str(a['map']))}",
    "choose_round_aid_space": lambda s, a: f"put your token on round aid space {int(a['space']) + 1}",
    "resolve_aid_tile": lambda s, a: f"resolve the {name(str(a['tile']))} tile first",
    "use_area": lambda s, a: "use " + _area(s, str(a["area"])),
    "pass": lambda s, a: "pass for the rest of the round",
    "end_turn": lambda s, a: "end the turn",
    "pay_hand_cost": _hand_cost,
    "gain": lambda s, a: "gain " + _mix(a["resources"]),
    "copy_area": lambda s, a: "copy " + _area(s, str(a["area"])),
    "move_round_aid": lambda s, a: f"move your token to round aid space {int(a['space']) + 1}",
    "keep_card": lambda s, a: f"keep {name(str(a['card']), s)}",
    "buy_card": lambda s, a: "buy a citizen card with Gold",
    "buy_basic": lambda s, a: f"buy 1 {RESOURCES[str(a['resource'])]} with Gold",
    "sell_basic": lambda s, a: f"sell 1 {RESOURCES[str(a['resource'])]} for Gold",
    "trade_basic": lambda s, a: f"trade {_mix(a['pay'])} for 1 {RESOURCES[str(a['resource'])]}",
    "return_disc": lambda s, a: f"return an action disc to gain {_mix(a['gain'])}",
    "discard_for_basic": lambda s, a: f"discard {name(str(a['card']), s)} to gain {_mix(a['gain'])}",
    "place_terrain": lambda s, a: f"place a {name(str(a['tile']))} on {_hex(a['hex'])}",
    "place_road": lambda s, a: "place a road between the hexes at " + join(str(a["edge"]).split("|")),
    "place_property": lambda s, a: f"place {name(str(a['token']))} on {_hex(a['hex'])}",
    "stop": lambda s, a: "stop here",
    "resolve_trigger": lambda s, a: _trigger(a),
    "flip_tile": lambda s, a: f"flip the tile on {_hex(a['hex'])}",
    "build": lambda s, a: f"discard {name(str(a['card']), s)} and pay {_mix(a['pay'])} to build",
    "place_clock_tower": lambda s, a: f"place the clock tower on {_hex(a['hex'])}",
    "industry_step": lambda s, a: f"move your {a['marker']} one step on the industry track",
    "food_step": lambda s, a: "move one step on the food track",
    "place_rabbit": lambda s, a: f"place a cookie rabbit on the property on {_hex(a['hex'])}",
    "rabbit_vp": lambda s, a: "score VP for the cookie rabbit that cannot be placed",
    "prosperity_step": lambda s, a: f"move one step on {name(str(a['track']))}",
    "pay": lambda s, a: "pay " + _mix(a["resources"]),
    "draft_card": lambda s, a: f"pick {name(str(a['card']), s)}",
    "discard": lambda s, a: "discard " + _cards(s, a["cards"]),
    "character_action": _character_action,
    "choose": lambda s, a: "choose to " + _part(s, a["option"]),
    "accept": lambda s, a: "do it",
    "decline": lambda s, a: "decline",
    "resolve_first": lambda s, a: "first " + _part(s, a["part"]),
    "repeat": lambda s, a: "do it once more",
    "play_card": lambda s, a: f"play {name(str(a['card']), s)}",
    "automate": lambda s, a: f"automate it in the {a['column']} column",
    "automate_card": lambda s, a: f"automate {name(str(a['card']), s)} in the {a['column']} column",
    "take_card": lambda s, a: f"take {name(str(a['card']), s)}",
    "industry_bonus_column": lambda s, a: f"take the {a['column']} industry bonus",
    "take_skill_tile": lambda s, a: f"take {name(str(a['tile']))}",
    "take_advanced_skill_tile": lambda s, a: f"take {name(str(a['tile']))}",
    "flip_skill_tile": lambda s, a: f"turn {name(str(a['tile']))} face down to use it",
    "claim_milestone": lambda s, a: f"claim {name(str(a['milestone']))}",
    "raise_income": lambda s, a: (
        "raise " + join(f"your {RESOURCES[k]} income by {plural(int(n), 'step')}" for k, n in a["income"].items())
    ),
}
"""Each answer type of the action schema as what the player does, a clause without its capital."""


def answer(state: State, action: Mapping[str, Any]) -> str:
    """One answer as a sentence the deciding player could say ("Use Develop land (area A): pay 6 Wheat, ...")."""
    return sentence(ANSWERS[str(action["type"])](state, action))


# --- What an answer did ----------------------------------------------------------------------------------------


def _purse_change(before: Mapping[str, int], after: Mapping[str, int]) -> list[str]:
    paid = {k: before.get(k, 0) - after.get(k, 0) for k in RESOURCES if before.get(k, 0) > after.get(k, 0)}
    got = {k: after.get(k, 0) - before.get(k, 0) for k in RESOURCES if after.get(k, 0) > before.get(k, 0)}
    out = []
    if paid:
        out.append("pays " + resources(paid))
    if got:
        out.append("gains " + resources(got))
    return out


def _counted(before: Any, after: Any, noun: tuple[str, str], verb: str) -> list[str]:
    b, a = len(before or []), len(after or [])
    return [f"{verb} {plural(a - b, *noun)}"] if a > b else []


def _player_changes(state: State, b: Mapping[str, Any], a: Mapping[str, Any]) -> list[str]:
    out = _purse_change(b.get("resources", {}), a.get("resources", {}))
    for kind in RESOURCES:
        rise = a.get("income", {}).get(kind, 0) - b.get("income", {}).get(kind, 0)
        if rise:
            out.append(f"{'raises' if rise > 0 else 'lowers'} their {RESOURCES[kind]} income by {abs(rise)}")
    for key, noun in (("vp", "VP"), ("cp", "city points"), ("ip", "industry points")):
        gained = int(a.get(key, 0)) - int(b.get(key, 0))
        if gained:
            out.append(f"scores {gained} {noun}")
    if a.get("food", 0) != b.get("food", 0):
        out.append(f"moves to space {a.get('food')} of the food track")
    for marker in ("carriage", "locomotive"):
        if a.get(marker) != b.get(marker) and a.get(marker) is not None:
            out.append(f"moves the {marker} to space {a.get(marker)} of the industry track")
    steps = sum(a.get("prosperity", [])) - sum(b.get("prosperity", []))
    if steps:
        out.append(f"advances {plural(steps, 'step')} on the prosperity tracks")
    out += _counted(b.get("tiles"), a.get("tiles"), ("terrain tile", "terrain tiles"), "places")
    out += _counted(b.get("roads"), a.get("roads"), ("road", "roads"), "places")
    out += _counted(b.get("properties"), a.get("properties"), ("property token", "property tokens"), "places")
    out += _counted(b.get("rabbits"), a.get("rabbits"), ("cookie rabbit", "cookie rabbits"), "places")
    played = [c for c in a.get("played", []) if c not in b.get("played", [])]
    if played:
        out.append("plays " + _cards(state, played))
    left = [c for c in b.get("hand", []) if c not in a.get("hand", []) and c not in played]
    new = [c for c in a.get("hand", []) if c not in b.get("hand", [])]
    if left:
        out.append("gives up " + _cards(state, left) + " from the hand")
    if new:
        out.append("takes " + _cards(state, new) + " into the hand")
    tiles = [t for t in a.get("skill_tiles", {}) if t not in b.get("skill_tiles", {})]
    if tiles:
        out.append("takes " + join(name(t) for t in tiles))
    if a.get("character") != b.get("character") and a.get("character"):
        out.append(f"takes {name(str(a['character']))} as their character")
    if a.get("map") != b.get("map") and a.get("map"):
        out.append(f"takes {name('map:' + str(a['map'].get('id')))}")
    if a.get("passed") and not b.get("passed"):
        out.append("passes")
    return out


def _areas_taken(before: State, after: State) -> list[str]:
    out = []
    for letter, spaces in (after.get("areas") or {}).items():
        old = (before.get("areas") or {}).get(letter, [])
        for i, seat in enumerate(spaces):
            if seat is not None and (i >= len(old) or old[i] is None):
                out.append(f"takes area {letter}'s {ordinal(i + 1)} space")
    return out


def outcome(before: State, after: State, action: Mapping[str, Any]) -> str:
    """What an answer did, said of the player who gave it, from the two states around it."""
    seat = (before.get("pending") or {}).get("player", 0)
    b_players, a_players = before.get("players") or [], after.get("players") or []
    done = _areas_taken(before, after)
    if isinstance(seat, int) and seat < min(len(b_players), len(a_players)):
        b, a = b_players[seat], a_players[seat]
        purse = _purse_change(b.get("resources", {}), a.get("resources", {}))
        done = purse + done + _player_changes(after, b, a)[len(purse) :]
    others = [
        f"{player(i)} {join(_player_changes(after, b, a))}"
        for i, (b, a) in enumerate(zip(b_players, a_players, strict=False))
        if i != seat and _player_changes(after, b, a)
    ]
    return told_outcome(
        seat, done, others, before=before, after=after, then=decision(after)[:-1] if after.get("pending") else ""
    )
