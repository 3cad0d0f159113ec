"""The load invariants of a Loyang state (spec/loyang/16-positions.md), checked once at `load`.

The schema check (LY-16.1.1) and the whole-number check (LY-16.1.2) run first, in
the plugin, before the state is parsed; this module checks what a schema cannot:
that the parts of the state agree with each other, with the component data in
force and with the moment of the game. The checks run in the chapter's order, so
the refusal names the first invariant the state breaks (protocol §3.3). Each
refusal is an `InvalidState` whose `rule` is the invariant's ID and whose message
starts with that ID and the invariant's short name, then says where. Nothing here
runs on the hot path.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from reference_impl.errors import InvalidState
from rulecore.schemas import first_problem
from rulecore.wire import numbers

from . import vegetables as veg
from .content import Content
from .game import Game
from .planting import allowed, size
from .play_area import fields
from .state import Field, GameState, Played, Player
from .turn import turn_order

SCHEMA = "LY-16.1.1"
"""The first invariant: the state matches schemas/loyang/state.schema.json (checked by the plugin)."""
WHOLE = "LY-16.1.2"
"""Every number is written as an integer (checked by the plugin, before the state is parsed)."""
LARGEST = 1_000_000
"""No number in a state is larger than this, or smaller than its negative (LY-16.1.3)."""
FOUR_PLAYERS = 4
SOLO_OPPONENT = 1
"""The seat by which a lantern Helper of the solo game names the imaginary opponent (LY-15.1.4)."""

NAMES = {
    "LY-16.1.1": "the state schema",
    "LY-16.1.2": "whole numbers",
    "LY-16.1.3": "numbers within bounds",
    "LY-16.1.4": "the pending decision",
    "LY-16.2.1": "each player in their own seat",
    "LY-16.2.2": "seats of the game",
    "LY-16.2.3": "the Second player",
    "LY-16.2.4": "the partner",
    "LY-16.2.5": "the solo pieces",
    "LY-16.2.6": "variants of the player count",
    "LY-16.2.7": "frames of the player count",
    "LY-16.2.8": "the dealt Regular customer",
    "LY-16.2.9": "each turn taken once",
    "LY-16.3.1": "Action cards of the game",
    "LY-16.3.2": "each card in one place",
    "LY-16.3.3": "every card somewhere",
    "LY-16.3.4": "each card in the row of its kind",
    "LY-16.3.5": "no card set aside",
    "LY-16.3.6": "the imaginary opponent's cards",
    "LY-16.3.7": "the grid filled from the top",
    "LY-16.4.1": "fields of the game",
    "LY-16.4.2": "each field once",
    "LY-16.4.3": "the Home field",
    "LY-16.4.4": "sown fields",
    "LY-16.4.5": "vegetables a field allows",
    "LY-16.4.6": "fields within their spaces",
    "LY-16.4.7": "the Shop within its spaces",
    "LY-16.4.8": "the Storehouse within its room",
    "LY-16.4.9": "Market stalls with what they show",
    "LY-16.4.10": "Home fields planted at the first planting",
    "LY-16.5.1": "the Scoring marker on the Path",
    "LY-16.5.2": "nothing done before the first Action phase",
    "LY-16.6.1": "rows filled within the rounds played",
    "LY-16.6.2": "Regular customers due from a round begun",
    "LY-16.6.3": "no delivery in a later round",
    "LY-16.6.4": "a customer filled early only within its four rounds",
    "LY-16.7.1": "setup in round 1",
    "LY-16.7.2": "a stack exactly while the game goes on",
    "LY-16.7.3": "the end of the game after the last round",
    "LY-16.7.4": "the round's frame at the bottom",
    "LY-16.7.5": "frames of the phase",
    "LY-16.7.6": "the Second player from the first Action phase on",
    "LY-16.7.7": "turns taken in order",
    "LY-16.7.8": "the turn of the player whose turn it is",
    "LY-16.7.9": "a Helper's turn-long effect during its turn",
    "LY-16.7.10": "Two-packs bought on turns begun",
    "LY-16.7.11": "a partner chosen before the turns",
    "LY-16.8.1": "Distribution turns on the Distribution round",
    "LY-16.8.2": "Distribution turns of players not finished",
    "LY-16.8.3": "no Distribution turn with an empty hand",
    "LY-16.8.4": "payments for cards in play",
    "LY-16.8.5": "Helper frames for Helpers",
    "LY-16.8.6": "a Two-pack bought",
    "LY-16.8.7": "Helper windows of the phase",
    "LY-16.8.8": "the Distribution round looks past the player asked",
    "LY-16.8.9": "a Helper's effect above its use",
}

PHASE_FRAMES = {
    "first_planting": ("setup",),
    "distribution": ("card",),
    "distribution_turn": ("card",),
    "distribution_forced": ("card",),
    "solo_card_phase": ("card",),
    "choose_partner": ("action",),
    "turns": ("action",),
    "turn": ("action",),
    "two_pack_keep": ("action",),
    "two_pack_stack": ("action",),
    "settle_customers": ("action",),
    "storing": ("action",),
    "store": ("action",),
    "path_step": ("action",),
    "turn_over": ("action",),
    "pay": ("card", "action"),
    "helper_window": ("harvest", "card"),
}
"""The phases in which each frame kind can lie on the stack (LY-16.7.5); a kind not listed may lie in any phase
of a game still going on (the frames of a round, of a Helper's use)."""
TURN_FRAMES = ("turn", "two_pack_keep", "two_pack_stack", "settle_customers", "storing", "store", "path_step")
"""The frames of one player's Action phase turn, up to its end (LY-16.7.8); `turn_over` is the last of them."""
HELPER_FRAMES = ("helper_effect", "helper_option", "helper_used")
DISTRIBUTION_TURNS = ("distribution_turn", "distribution_forced")
OPPONENT_AREA = "the imaginary opponent's"
"""How a check names the imaginary opponent's play area; an invariant over play areas has a clause for it."""


def refuse(rule: str, why: str, clause: str = "a") -> InvalidState:
    """The refusal of a state that breaks `rule`: the ID in `rule`, and a message that starts with it.

    `clause` is the letter of the clause broken in the clause list closing chapter 16, kept on the error for
    the miniature that checks first clauses only; it never reaches the wire."""
    refusal = InvalidState(f"{rule} ({NAMES[rule]}): {why}", rule=rule)
    refusal.clause = clause
    return refusal


def schema_problem(name: str, document: Any) -> str | None:
    problem = first_problem("loyang", name, document)
    if problem is None:
        return None
    where = "/".join(str(p) for p in problem.absolute_path) or "(top)"
    return f"the document does not match {name} at {where}: {problem.message}"


def whole_numbers(document: Any) -> None:
    """LY-16.1.2: every number of the state is written as an integer (JSON Schema's `integer` lets 1.0 pass)."""
    for where, value in numbers(document):
        if isinstance(value, float):
            data = where.lstrip("/").split("/")[0] == "components"
            raise refuse(WHOLE, f"{where or '(state)'} is {value!r}, not an integer", "b" if data else "a")


def component_problem(content: Content) -> str | None:
    """What the component tables in force lack of what the rules read (part of LY-16.1.1), or None.

    The schema types each item; a table a state replaces must still hold a Shop space for every vegetable and a
    room for both Storehouse sides, or no rule about them could be applied.
    """
    missing = [kind for kind in veg.VEGETABLES if kind not in content.shop]
    if missing:
        return f"the component table shop has no space for {', '.join(missing)}"
    rooms = content.capacity.values()
    if not all(isinstance(room, int) and not isinstance(room, bool) for room in rooms):
        return "the component table storehouse gives no room for a side of the Storehouse"
    return None


def check(game: Game, document: dict[str, Any]) -> None:
    """Raise `InvalidState` for the first invariant after LY-16.1.2 that the game (loaded from `document`) breaks."""
    for section in SECTIONS:
        section(game, document)


# -- 16.1 the form of the state ------------------------------------------------------------------------


def within_bounds(document: dict[str, Any]) -> None:
    """LY-16.1.3: no number of the state, component data included, is beyond a million either way."""
    for where, value in numbers(document):
        if not -LARGEST <= value <= LARGEST:
            raise refuse("LY-16.1.3", f"{where} is {value}, beyond {LARGEST:,} in size", "a" if value > 0 else "b")


def pending(game: Game, document: dict[str, Any]) -> None:
    """LY-16.1.4 as a section of `check`."""
    problem = pending_problem(document)
    if problem is not None:
        stack, said = document["stack"], document["pending"]
        same_kind = bool(stack) and isinstance(said, dict) and said.get("kind") == stack[-1]["kind"]
        clause = "b" if same_kind else "a"
        raise refuse("LY-16.1.4", problem, clause)


def pending_problem(document: dict[str, Any]) -> str | None:
    """LY-16.1.4, on the document as given (`to_json` writes `pending` afresh): it repeats the top frame."""
    if "pending" not in document:
        return None
    stack = document["stack"]
    top = None if not stack else {"kind": stack[-1]["kind"], "player": stack[-1].get("player")}
    if document["pending"] != top:
        return f"pending is {document['pending']}, but the top of the stack reads {top}"
    return None


# -- 16.2 players, seats and modes ---------------------------------------------------------------------


def _named_seats(state: GameState) -> Iterator[tuple[str, Any, bool]]:
    """(where, seat, may name the solo opponent) for every seat the state names."""
    yield "starting_player", state.starting_player, False
    if state.second_player is not None:
        yield "second_player", state.second_player, False
    if state.partner is not None:
        yield "partner", state.partner, False
    yield from ((f"turns_taken/{i}", s, False) for i, s in enumerate(state.turns_taken))
    for i, frame in enumerate(state.stack):
        where = f"stack/{i} ({frame['kind']})"
        if "player" in frame:
            yield f"{where} player", frame["player"], False
        if frame.get("target") is not None:
            yield f"{where} target", frame["target"], True
        if frame["kind"] == "distribution":
            yield f"{where} next", frame["next"], False
            yield from ((f"{where} finished", s, False) for s in frame["finished"])
        if frame["kind"] == "helper_windows":
            yield from ((f"{where} seats", s, False) for s in frame["seats"])


def seats(game: Game) -> None:
    """LY-16.2.1 to LY-16.2.4: players in their seats, seats that exist, the tokens and the partner."""
    state = game.state
    n = len(state.players)
    for i, player in enumerate(state.players):
        if player.seat != i:
            raise refuse("LY-16.2.1", f"players/{i} says it sits in seat {player.seat}")
    for where, seat, opponent in _named_seats(state):
        if not (0 <= seat < n or (opponent and n == 1 and seat == SOLO_OPPONENT)):
            clause = "b" if n == 1 and seat == SOLO_OPPONENT else "a"
            raise refuse("LY-16.2.2", f"{where} names seat {seat}, but the game has seats 0 to {n - 1}", clause)
    second = state.second_player
    if second is not None and n == 1:
        raise refuse("LY-16.2.3", "the solo game has no Second player (LY-15.2.6)", "b")
    if second is not None and second == state.starting_player:
        raise refuse("LY-16.2.3", f"seat {second} holds both the Starting and the Second player token")
    if state.partner is not None and (n != FOUR_PLAYERS or state.partner in (state.starting_player, second)):
        clause = "a" if n != FOUR_PLAYERS else "b" if state.partner == state.starting_player else "c"
        raise refuse(
            "LY-16.2.4",
            f"seat {state.partner} is the partner, but only a player holding neither token of a 4-player game can be",
            clause,
        )


def modes(game: Game) -> None:
    """LY-16.2.5 to LY-16.2.9: the pieces, variants and frames of the player count; dealt cards; turns once."""
    state, content = game.state, game.content
    n = len(state.players)
    if (n == 1) != (state.grid is not None) or (n == 1) != (state.opponent is not None):
        has = "has" if state.grid is not None or state.opponent is not None else "lacks"
        clause = "b" if n == 1 else "a"
        raise refuse("LY-16.2.5", f"a game of {n} players {has} the Courtyard grid or the imaginary opponent", clause)
    if "introductory" in state.variants and n == 1:
        raise refuse("LY-16.2.6", "the introductory version is played by 2 to 4 players, not in the solo game")
    if "two_grid_cards" in state.variants and n != 1:
        raise refuse("LY-16.2.6", f"the two-grid-cards variant is a variant of the solo game, not of {n} players", "b")
    for i, frame in enumerate(state.stack):
        kind = frame["kind"]
        for clause, wrong in (
            ("a", kind == "choose_partner" and n != FOUR_PLAYERS),
            ("b", kind == "solo_card_phase" and n != 1),
            ("c", (kind == "distribution" or kind in DISTRIBUTION_TURNS) and n == 1),
        ):
            if wrong:
                raise refuse("LY-16.2.7", f"stack/{i} is a {kind} frame, which a game of {n} players never has", clause)
    for player in state.players:
        if player.dealt is None:
            continue
        if "introductory" not in state.variants:
            raise refuse("LY-16.2.8", f"player {player.seat} holds a dealt card without the introductory version")
        item = content.cards.get(player.dealt)
        if item is not None and item["kind"] != "regular_customer":
            raise refuse("LY-16.2.8", f"player {player.seat}'s dealt card {player.dealt} is no Regular customer", "b")
    if len(set(state.turns_taken)) != len(state.turns_taken):
        raise refuse("LY-16.2.9", f"turns_taken {state.turns_taken} lists a seat twice")


# -- 16.3 Action cards ---------------------------------------------------------------------------------


def _areas(state: GameState) -> Iterator[tuple[str, dict[str, list[Played]]]]:
    for player in state.players:
        yield f"player {player.seat}'s", player.play_area
    if state.opponent is not None:
        yield OPPONENT_AREA, state.opponent.play_area


def card_places(state: GameState, cards: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(place, card) for every Action card lying somewhere: a pile, the Courtyard, a hand, a play area, a frame."""
    yield from (("the draw pile", c) for c in state.draw_pile)
    yield from (("the discard pile", c) for c in state.discard_pile)
    yield from (("the Courtyard", c) for c in state.courtyard)
    yield from (("the cards set aside", c) for c in state.set_aside)
    for player in state.players:
        yield from ((f"player {player.seat}'s hand", c) for c in player.hand)
        # A Common field made Private (LY-11.7.2) lies in the row of fields or the Field pile, among the Private
        # fields, which are no Action cards.
        yield from ((f"player {player.seat}'s fields", f.id) for f in player.fields if f.id in cards)
        yield from ((f"player {player.seat}'s Field pile", c) for c in player.field_pile if c in cards)
        if player.dealt is not None:
            yield f"player {player.seat}'s dealt card", player.dealt
    for whose, area in _areas(state):
        for kind, row in area.items():
            for card in row:
                yield f"{whose} {kind} row", card.card
                if card.covers is not None:
                    yield f"{whose} {kind} row, under {card.card}", card.covers
    for r, grid_row in enumerate(state.grid or []):
        yield from ((f"row {r + 1} of the grid", c) for c in grid_row if c is not None)
    for i, frame in enumerate(state.stack):
        if frame["kind"] in ("two_pack_keep", "two_pack_stack", "helper_effect", "helper_option"):
            yield from ((f"stack/{i} ({frame['kind']})", c) for c in frame["cards"])


def _frame_names(frame: dict[str, Any]) -> Iterator[str]:
    """The cards a frame names without holding them: a payment's card, a Helper in use and those joining it."""
    if "card" in frame:
        yield frame["card"]
    yield from frame.get("joined", ())


def cards(game: Game) -> None:
    """LY-16.3: every card is one of the game's, in exactly one place, in the row of its kind; none set aside."""
    state, content = game.state, game.content
    places = list(card_places(state, content.cards))
    for place, card in places:
        if card not in content.cards:
            raise refuse("LY-16.3.1", f"{card} in {place} is no Action card of the game")
    for i, frame in enumerate(state.stack):
        for card in _frame_names(frame):
            if card not in content.cards:
                raise refuse("LY-16.3.1", f"stack/{i} ({frame['kind']}) names {card}, no Action card of the game", "b")
    seen: dict[str, str] = {}
    for place, card in places:
        if card in seen:
            clause = "b" if seen[card] == place else "a"
            raise refuse("LY-16.3.2", f"{card} is both in {seen[card]} and in {place}", clause)
        seen[card] = place
    missing = [c for c in content.cards if c not in seen]
    if missing:
        raise refuse("LY-16.3.3", f"{', '.join(sorted(missing))} lie in no place of the game")
    for whose, area in _areas(state):
        for kind, row in area.items():
            for played in row:
                if content.kind(played.card) != kind:
                    clause = "b" if whose == OPPONENT_AREA else "a"
                    raise refuse(
                        "LY-16.3.4", f"{played.card}, a {content.kind(played.card)}, is in {whose} {kind} row", clause
                    )
    if state.set_aside:
        raise refuse("LY-16.3.5", f"{', '.join(state.set_aside)} set aside, but no card of this game is set aside")
    if state.opponent is not None:
        for kind, row in state.opponent.play_area.items():
            dealt = content.opponent_cards.get(kind, 0)
            if len(row) > dealt:
                raise refuse(
                    "LY-16.3.6",
                    f"the imaginary opponent has {len(row)} cards in its {kind} row, not {dealt} at most",
                    "a" if dealt else "b",
                )
    for r, grid_row in enumerate(state.grid or []):
        for c, spot in enumerate(grid_row):
            below = [row[c] for row in (state.grid or [])[r + 1 :]]
            if spot is None and any(b is not None for b in below):
                raise refuse("LY-16.3.7", f"row {r + 1} of the grid has an empty space in column {c + 1} above a card")


# -- 16.4 fields and vegetables ------------------------------------------------------------------------


def _harvests_home_field(game: Game) -> bool:
    """Whether a Helper of the game can take the Home field's last vegetable before round 9 (effects.md `harvest`)."""

    def reaches(effect: Any) -> bool:
        if isinstance(effect, dict):
            harvest = effect.get("harvest")
            if isinstance(harvest, dict) and harvest.get("home_field", False):
                return True
            return any(reaches(v) for v in effect.values())
        if isinstance(effect, list):
            return any(reaches(v) for v in effect)
        return False

    return any(reaches(item.get("effect")) for item in game.content.cards.values())


def fields_of_players(game: Game) -> None:
    """LY-16.4.1 to LY-16.4.6: every field is one of the game's, once, the Home field first; what is on it fits."""
    state, content = game.state, game.content
    home = content.home_field
    for player in state.players:
        who = f"player {player.seat}"
        for fid in [f.id for f in player.fields] + player.field_pile:
            if fid not in content.fields and not _made_private(content, fid):
                raise refuse("LY-16.4.1", f"{who}'s field {fid} is no field of the game")
        for fid in player.field_pile:
            if not _made_private(content, fid) and content.fields[fid]["type"] != "private_field":
                raise refuse("LY-16.4.1", f"{who}'s Field pile holds {fid}, which is no Private field of the pile", "b")
    for player in state.players:
        ids = [f.id for f in player.fields] + player.field_pile
        twice = sorted(f for f, times in Counter(ids).items() if times > 1)
        if twice:
            in_row = [f.id for f in player.fields].count(twice[0]) > 1 or player.field_pile.count(twice[0]) > 1
            clause = "a" if in_row else "b"
            raise refuse("LY-16.4.2", f"player {player.seat} holds the field {twice[0]} more than once", clause)
    for player in state.players:
        who = f"player {player.seat}"
        at = [i for i, f in enumerate(player.fields) if f.id == home]
        if at and at != [0]:
            raise refuse("LY-16.4.3", f"{who}'s Home field is not the first field of their row")
        early = state.phase == "setup" or (state.round < content.rounds and not _harvests_home_field(game))
        if not at and early:
            raise refuse("LY-16.4.3", f"{who} has no Home field in round {state.round}, before it can be emptied", "b")
    for player in state.players:
        for field in fields(player):
            problem = _field_problem(game, player, field)
            if problem is not None:
                raise refuse(*problem)


def _made_private(content: Content, fid: str) -> bool:
    """A Common field a Helper put under the Field pile, a Private field from then on (LY-11.7.2)."""
    return fid in content.cards and content.kind(fid) == "common_field"


def _field_problem(game: Game, player: Player, field: Field | Played) -> tuple[str, str, str] | None:
    name = field.id if isinstance(field, Field) else field.card
    where = f"player {player.seat}'s field {name}"
    if (field.vegetable is None) != (field.count == 0):
        clause = "a" if field.vegetable is None else "b"
        return (
            "LY-16.4.4",
            f"{where} holds {field.count} of {field.vegetable}: a field names a kind exactly when sown",
            clause,
        )
    if field.vegetable is not None and field.vegetable not in allowed(game, field):
        return "LY-16.4.5", f"{where} holds {field.vegetable}, which it does not allow", "a"
    if field.count > size(game, field):
        return "LY-16.4.6", f"{where} holds {field.count} vegetables on its {size(game, field)} spaces", "a"
    return None


def board(game: Game) -> None:
    """LY-16.4.7 to LY-16.4.9: the Shop, the Storehouse and every Market stall hold no more than they can."""
    state, content = game.state, game.content
    for player in state.players:
        for kind in veg.VEGETABLES:
            if player.shop[kind] > content.shop[kind].spaces:
                spaces = content.shop[kind].spaces
                raise refuse(
                    "LY-16.4.7", f"player {player.seat}'s Shop holds {player.shop[kind]} {kind} on {spaces} spaces"
                )
    for player in state.players:
        room = content.capacity[player.storehouse_upgraded]
        if veg.total(player.storehouse) > room:
            raise refuse(
                "LY-16.4.8",
                f"player {player.seat}'s Storehouse holds {veg.total(player.storehouse)}; it has room for {room}",
                "b" if player.storehouse_upgraded else "a",
            )
    for whose, area in _areas(state):
        for stall in area["market_stall"]:
            printed = veg.full(veg.count(g["vegetable"] for g in content.card(stall.card).get("goods", [])))
            if any(stall.goods[k] > printed[k] for k in veg.VEGETABLES):
                shown = any(stall.goods[k] and not printed[k] for k in veg.VEGETABLES)
                clause = "c" if whose == OPPONENT_AREA else "a" if shown else "b"
                raise refuse(
                    "LY-16.4.9",
                    f"{whose} Market stall {stall.card} holds vegetables it does not show",
                    clause,
                )
    if state.phase == "setup":
        waiting = {f["player"] for f in state.stack if f["kind"] == "first_planting"}
        for player in state.players:
            home = next((f for f in player.fields if f.id == content.home_field), None)
            if home is not None and (home.vegetable is None) != (player.seat in waiting):
                said = "is still to plant" if player.seat in waiting else "has planted"
                clause = "b" if player.seat in waiting else "a"
                raise refuse(
                    "LY-16.4.10", f"player {player.seat} {said} their Home field, which holds {home.count}", clause
                )


# -- 16.5 the Path --------------------------------------------------------------------------------------


def path(game: Game) -> None:
    """LY-16.5.1, LY-16.5.2: every marker on a space of the Path; nobody has moved or bought before round 1's turns."""
    state, content = game.state, game.content
    for player in state.players:
        if not content.path_first <= player.path <= content.path_last:
            first, last = content.path_first, content.path_last
            raise refuse(
                "LY-16.5.1",
                f"player {player.seat}'s Scoring marker is on {player.path}, off the Path {first}-{last}",
                "a" if player.path > last else "b",
            )
    if state.round == 1 and state.phase in ("setup", "harvest", "card"):
        for player in state.players:
            for clause, moved in (
                ("a", player.path != content.path_first),
                ("b", player.first_step_taken),
                ("c", player.two_pack_bought),
            ):
                if moved:
                    raise refuse(
                        "LY-16.5.2",
                        f"player {player.seat} has moved on the Path or bought a Two-pack before round 1's turns",
                        clause,
                    )


# -- 16.6 Regular customers -----------------------------------------------------------------------------


def customers(game: Game) -> None:
    """LY-16.6: a Regular customer takes a delivery a round at most, is due from a round begun, none in the future."""
    state = game.state
    for whose, area in _areas(state):
        for customer in area["regular_customer"]:
            if customer.rows > 2 * state.round:
                raise refuse(
                    "LY-16.6.1",
                    f"{whose} {customer.card} has {customer.rows} rows filled in round {state.round}",
                    "b" if whose == OPPONENT_AREA else "a",
                )
    for whose, area in _areas(state):
        for customer in area["regular_customer"]:
            if customer.due_from > state.round + 1:
                raise refuse(
                    "LY-16.6.2",
                    f"{whose} {customer.card} is due from round {customer.due_from}, in round {state.round}",
                    "b" if whose == OPPONENT_AREA else "a",
                )
    for whose, area in _areas(state):
        for customer in area["regular_customer"]:
            if customer.last_delivery is not None and customer.last_delivery > state.round:
                raise refuse(
                    "LY-16.6.3",
                    f"{whose} {customer.card} had a delivery in round {customer.last_delivery}, in round {state.round}",
                    "b" if whose == OPPONENT_AREA else "a",
                )
    for whose, area in _areas(state):
        for customer in area["regular_customer"]:
            last = customer.due_from + len(game.content.card(customer.card)["prices"]) - 1
            if customer.rows == len(game.content.card(customer.card)["prices"]) and state.round > last:
                raise refuse(
                    "LY-16.6.4",
                    f"{whose} {customer.card} has all its rows filled in round {state.round}, after its four rounds",
                )


# -- 16.7 the round, the phase and the stack ------------------------------------------------------------


def round_and_phase(game: Game) -> None:
    """LY-16.7.1 to LY-16.7.5: the phase fits the round, the stack the phase."""
    state, rounds = game.state, game.content.rounds
    if state.phase == "setup" and state.round != 1:
        raise refuse("LY-16.7.1", f"the game is being set up in round {state.round}")
    if (state.phase == "game_over") == bool(state.stack):
        said = "is over but its stack holds frames" if state.stack else f"is in its {state.phase} phase with no frame"
        raise refuse("LY-16.7.2", f"the game {said}", "a" if state.stack else "b")
    if state.phase == "game_over" and state.round != rounds:
        raise refuse("LY-16.7.3", f"the game is over in round {state.round}, not after round {rounds}")
    if not state.stack:
        return
    bottom = state.stack[0]
    if bottom["kind"] not in ("round_end", "round_start"):
        raise refuse("LY-16.7.4", f"the bottom of the stack is a {bottom['kind']} frame, not the round's")
    for i, frame in enumerate(state.stack):
        if frame["kind"] in ("round_start", "round_end") and i > 0:
            raise refuse("LY-16.7.4", f"stack/{i} is a {frame['kind']} frame above the bottom of the stack", "c")
    if bottom["kind"] == "round_start" and bottom["round"] not in (state.round, state.round + 1):
        raise refuse("LY-16.7.4", f"round {bottom['round']} is to start in round {state.round}", "b")
    for i, frame in enumerate(state.stack):
        phases = PHASE_FRAMES.get(frame["kind"])
        if phases is not None and state.phase not in phases:
            raise refuse("LY-16.7.5", f"stack/{i} is a {frame['kind']} frame in the {state.phase} phase")


def turns(game: Game) -> None:
    """LY-16.7.6 to LY-16.7.10: the Second player token given; turns end in the order of L4.8; the turn on the
    stack is the next one's; a Helper's price change and a Two-pack belong to turns under way or over."""
    state = game.state
    early = state.phase == "setup" or (state.round == 1 and state.phase in ("harvest", "card"))
    if state.second_player is None and len(state.players) > 1 and not early:
        raise refuse(
            "LY-16.7.6", f"nobody holds the Second player token in the {state.phase} phase of round {state.round}"
        )
    if state.phase != "action":
        if state.turns_taken and state.phase != "game_over":
            raise refuse("LY-16.7.7", f"turns_taken is {state.turns_taken} in the {state.phase} phase")
        for player in state.players:
            if player.casual_bonus is not None or player.second_delivery is not None:
                raise refuse(
                    "LY-16.7.9",
                    f"player {player.seat} has a Helper's turn-long effect in the {state.phase} phase",
                    "b",
                )
        return
    order = turn_order(game)
    chosen = len(state.players) != FOUR_PLAYERS or state.partner is not None
    taken = state.turns_taken
    if taken and (not chosen or taken != order[: len(taken)]):
        raise refuse(
            "LY-16.7.7",
            f"turns_taken {taken} is not the start of this Action phase's turn order {order}",
            "b",
        )
    waiting = [s for s in order if s not in taken]
    for i, frame in enumerate(state.stack):
        if (frame["kind"] in TURN_FRAMES or frame["kind"] == "turn_over") and (
            not waiting or frame["player"] != waiting[0]
        ):
            whose = f"player {waiting[0]}'s" if waiting else "no player's"
            raise refuse(
                "LY-16.7.8", f"stack/{i} is player {frame['player']}'s {frame['kind']}, but it is {whose} turn"
            )
    current = waiting[0] if waiting and any(f["kind"] in TURN_FRAMES for f in state.stack) else None
    for player in state.players:
        if (player.casual_bonus is not None or player.second_delivery is not None) and player.seat != current:
            raise refuse("LY-16.7.9", f"player {player.seat} has a Helper's turn-long effect outside their turn")
    for player in state.players:
        if player.two_pack_bought and player.seat not in taken and player.seat != current:
            raise refuse("LY-16.7.10", f"player {player.seat} has bought a Two-pack before their turn of this phase")
    kinds = {f["kind"] for f in state.stack}
    if not chosen and "choose_partner" not in kinds and kinds & {"turns", *TURN_FRAMES}:
        raise refuse("LY-16.7.11", "the turns of a 4-player Action phase are asked before a partner is chosen")


# -- 16.8 the frames -------------------------------------------------------------------------------------


def frames(game: Game) -> None:
    """LY-16.8: each frame where the machine puts it, about cards and players that fit it."""
    state, content = game.state, game.content
    stack = state.stack
    for i, frame in enumerate(stack):
        if frame["kind"] in DISTRIBUTION_TURNS and (i == 0 or stack[i - 1]["kind"] != "distribution"):
            raise refuse("LY-16.8.1", f"stack/{i} ({frame['kind']}) does not lie directly on the Distribution round")
    for i, frame in enumerate(stack):
        if frame["kind"] == "distribution" and len(set(frame["finished"])) != len(frame["finished"]):
            raise refuse("LY-16.8.2", f"stack/{i} lists a seat twice among those finished: {frame['finished']}")
        if frame["kind"] in DISTRIBUTION_TURNS and frame["player"] in stack[i - 1]["finished"]:
            raise refuse(
                "LY-16.8.2", f"stack/{i} is a Distribution turn of player {frame['player']}, who has finished", "b"
            )
    for i, frame in enumerate(stack):
        if frame["kind"] in DISTRIBUTION_TURNS and not game.player(frame["player"]).hand:
            raise refuse(
                "LY-16.8.3", f"stack/{i} asks player {frame['player']} for a Distribution turn with an empty hand"
            )
    for i, frame in enumerate(stack):
        if frame["kind"] == "pay":
            _payment(game, i, frame)
    for i, frame in enumerate(stack):
        if frame["kind"] in HELPER_FRAMES:
            for card in _frame_names(frame):
                if card in content.cards and content.kind(card) != "helper":
                    clause = "a" if card == frame.get("card") else "b"
                    raise refuse(
                        "LY-16.8.5", f"stack/{i} ({frame['kind']}) uses {card}, a {content.kind(card)}", clause
                    )
    for i, frame in enumerate(stack):
        kind = frame["kind"]
        if kind in ("two_pack_keep", "two_pack_stack") and not game.player(frame["player"]).two_pack_bought:
            raise refuse("LY-16.8.6", f"stack/{i} ({kind}) asks player {frame['player']}, who has bought no Two-pack")
    for i, frame in enumerate(stack):
        window = frame.get("phase")
        if window == "before_harvest":
            window = "harvest"  # the window that opens the Harvest phase lies in it (LY-5.5.1)
        if frame["kind"] in ("helper_window", "helper_windows") and window != state.phase:
            raise refuse(
                "LY-16.8.7", f"stack/{i} opens a Helper window of the {frame['phase']} phase in the {state.phase} phase"
            )
    _distribution_next(game)
    for i, frame in enumerate(stack):
        if frame["kind"] in ("helper_effect", "helper_option") and not any(
            f["kind"] == "helper_used" and f["card"] == frame["card"] and f["player"] == frame["player"]
            for f in stack[:i]
        ):
            raise refuse("LY-16.8.9", f"stack/{i} resolves {frame['card']}'s effect with no use of it beneath")


def _distribution_next(game: Game) -> None:
    """LY-16.8.8: while a Distribution turn is asked, the round already looks at the seat after its player."""
    stack, n = game.state.stack, len(game.state.players)
    for i, frame in enumerate(stack):
        if frame["kind"] in DISTRIBUTION_TURNS and stack[i - 1]["next"] != (frame["player"] + 1) % n:
            raise refuse(
                "LY-16.8.8",
                f"stack/{i - 1} looks at seat {stack[i - 1]['next']} next, during player {frame['player']}'s turn",
            )


def _payment(game: Game, i: int, frame: dict[str, Any]) -> None:
    """LY-16.8.4: a payment is for a card of its player's play area of the kind it names, of its amount."""
    content = game.content
    if frame["card"] not in content.cards:
        return  # a card the game does not have breaks LY-16.3.1, which the chapter's order has checked
    player = game.player(frame["player"])
    kind = "common_field" if frame["for"] == "common_field" else "regular_customer"
    row = player.play_area[kind]
    held = {c.card for c in row} | (
        {c.covers for r in player.play_area.values() for c in r} if kind == "common_field" else set()
    )
    if frame["card"] not in held:
        raise refuse(
            "LY-16.8.4", f"stack/{i} is a payment for {frame['card']}, no {kind} of player {player.seat}'s play area"
        )
    owed = content.card(frame["card"]).get("cost", 0) if kind == "common_field" else content.penalty
    if frame["amount"] != owed:
        raise refuse("LY-16.8.4", f"stack/{i} asks {frame['amount']} Cash for {frame['card']}, which costs {owed}", "b")


Section = Callable[[Game, dict[str, Any]], None]


def _on_game(section: Callable[[Game], None]) -> Section:
    return lambda game, document: section(game)


SECTIONS: tuple[Section, ...] = (
    lambda game, document: within_bounds(document),
    pending,
    _on_game(seats),
    _on_game(modes),
    _on_game(cards),
    _on_game(fields_of_players),
    _on_game(board),
    _on_game(path),
    _on_game(customers),
    _on_game(round_and_phase),
    _on_game(turns),
    _on_game(frames),
)
"""The checks of chapter 16 after LY-16.1.2, a group of its rules each, in the chapter's order: `check` runs them
in this order, and a test runs them in the reverse one to show that each scenario breaks a single invariant."""
