"""`load`'s checks: the state schema, then the invariants the schema cannot state (protocol §3.3).

The schema (schemas/loyang/state.schema.json) closes every field and frame kind;
here the state is checked against the game's own content: every Action card is in
exactly one place, every field and card is one the components define, counts fit
the spaces printed for them, seats are seats, and frames sit where the machine
puts them. A failure raises `InvalidState` naming what is wrong. None of this runs
on the hot path.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from reference_impl.errors import InvalidState
from rulecore.schemas import first_problem

from . import vegetables as veg
from .game import Game
from .planting import allowed, size
from .play_area import fields
from .state import KINDS, Field

SCHEMA_HOST = "https://boardgame-conformance.github.io/spec/schemas/loyang/"
DECISION_FRAMES_ON_DISTRIBUTION = ("distribution_turn", "distribution_forced")


def schema_problem(name: str, document: Any) -> str | None:
    problem = first_problem("loyang", name, document)
    if problem is None:
        return None
    where = "/".join(str(p) for p in problem.absolute_path) or "(top)"
    return f"the document does not match {name} at {where}: {problem.message}"


def fractional(value: Any, where: str = "") -> str | None:
    """Where a number with a fraction sits in a document (JSON Schema's `integer` lets 1.0 pass), or None."""
    if isinstance(value, float):
        return where or "(top)"
    if isinstance(value, dict):
        return next((w for k, v in value.items() if (w := fractional(v, f"{where}/{k}"))), None)
    if isinstance(value, list):
        return next((w for i, v in enumerate(value) if (w := fractional(v, f"{where}/{i}"))), None)
    return None


def check_loadable(game: Game) -> None:
    """Raise InvalidState for the first invariant the state breaks."""
    problem = next(_problems(game), None)
    if problem is not None:
        raise InvalidState(problem)


def _problems(game: Game) -> Any:
    state, content = game.state, game.content
    n = len(state.players)
    seats = range(n)
    for i, player in enumerate(state.players):
        if player.seat != i:
            yield f"players[{i}] has seat {player.seat}; seats are listed in order from 0"
    if state.starting_player not in seats:
        yield f"the Starting player {state.starting_player} is no seat of this {n}-player game"
    if state.second_player is not None and (
        state.second_player not in seats or state.second_player == state.starting_player
    ):
        yield f"the Second player {state.second_player} must be another seat than the Starting player"
    if state.partner is not None and (n != 4 or state.partner in (state.starting_player, state.second_player)):
        yield "a partner is chosen only with 4 players, among those holding neither token (LY-12.1.1)"
    if (n == 1) != (state.grid is not None and state.opponent is not None):
        yield "a solo game, and only a solo game, has the Courtyard grid and the imaginary opponent (chapter 15)"
    if state.phase == "action" and n > 1 and state.second_player is None:
        yield "the Action phase needs a Second player (LY-7.1.2)"
    if any(s not in seats for s in state.turns_taken) or len(set(state.turns_taken)) != len(state.turns_taken):
        yield f"turns_taken {state.turns_taken} must list distinct seats"
    if not 1 <= state.round <= content.rounds:
        yield f"round {state.round} is not one of the {content.rounds} rounds (LY-4.1.1)"
    yield from _card_problems(game)
    for player in state.players:
        yield from _player_problems(game, player.seat)
    yield from _frame_problems(game)


def _card_problems(game: Game) -> Any:
    """Every Action card of the game's content lies in exactly one place (counts conserved)."""
    state, content = game.state, game.content
    places: Counter[str] = Counter()
    places.update(state.draw_pile + state.discard_pile + state.courtyard + state.set_aside)
    for player in state.players:
        places.update(player.hand)
        for kind, row in player.play_area.items():
            for card in row:
                places[card.card] += 1
                if card.card in content.cards and content.kind(card.card) != kind:
                    yield f"{card.card} is a {content.kind(card.card)}, not in the {kind} row"
                if card.covers is not None:
                    places[card.covers] += 1
    for frame in state.stack:
        if frame["kind"] in ("two_pack_keep", "two_pack_stack", "helper_effect", "helper_option"):
            places.update(frame["cards"])
    for player in [*state.players, *([state.opponent] if state.opponent is not None else [])]:
        if player.dealt is not None:
            places[player.dealt] += 1
    if state.opponent is not None:
        for row in state.opponent.play_area.values():
            places.update(card.card for card in row)
    for grid_row in state.grid or []:
        places.update(c for c in grid_row if c is not None)
    for card_id, times in sorted(places.items()):
        if card_id not in content.cards:
            yield f"{card_id} is no Action card of this game's components"
        elif times > 1:
            yield f"{card_id} lies in {times} places at once"
    missing = sorted(set(content.cards) - set(places))
    if missing:
        yield f"Action cards in no place: {', '.join(missing)} (every card is in a pile, a hand, a play area or aside)"


def _player_problems(game: Game, seat: int) -> Any:
    content = game.content
    player = game.player(seat)
    who = f"player {seat}"
    ids = [f.id for f in player.fields] + player.field_pile
    for fid in ids:
        if fid not in content.fields:
            yield f"{who}'s field {fid} is no field of this game's components"
    if len(set(ids)) != len(ids):
        yield f"{who} holds a Private field twice"
    if any(f not in content.fields for f in ids):
        return
    for field in fields(player):
        name = field.id if isinstance(field, Field) else field.card
        if (field.vegetable is None) != (field.count == 0):
            yield f"{who}'s field {name}: a field holds vegetables exactly when it names their kind"
        elif field.vegetable is not None and field.vegetable not in allowed(game, field):
            yield f"{who}'s field {name} allows no {field.vegetable} (LY-8.2.4)"
        elif field.count > size(game, field):
            yield f"{who}'s field {name} has {size(game, field)} spaces, not {field.count}"
    for kind in veg.VEGETABLES:
        if player.shop[kind] > content.shop[kind].spaces:
            yield f"{who}'s Shop has {content.shop[kind].spaces} spaces for {kind}, not {player.shop[kind]}"
    if veg.total(player.storehouse) > content.capacity[player.storehouse_upgraded]:
        yield f"{who}'s Storehouse holds more than its {content.capacity[player.storehouse_upgraded]} (LY-9.3.1)"
    if not content.path_first <= player.path <= content.path_last:
        yield f"{who}'s Scoring marker is on space {player.path}, off the Path"
    for stall in player.play_area["market_stall"]:
        printed = veg.full(veg.count(g["vegetable"] for g in content.card(stall.card).get("goods", [])))
        if any(stall.goods[k] > printed[k] for k in veg.VEGETABLES):
            yield f"{who}'s Market stall {stall.card} holds vegetables it does not show"
    for customer in player.play_area["regular_customer"]:
        if customer.rows > 3:
            yield f"{who}'s Regular customer {customer.card} has 4 rows filled and should be discarded (LY-8.7.9)"
    for kind in KINDS:
        for card in player.play_area[kind]:
            if card.covers is not None and card.covers in player.hand:
                yield f"{card.covers} cannot be both covered and in a hand"


def _frame_problems(game: Game) -> Any:
    stack = game.state.stack
    n = len(game.state.players)
    for i, frame in enumerate(stack):
        if "player" in frame and frame["player"] not in range(n):
            yield f"stack[{i}] ({frame['kind']}) names seat {frame['player']}, which is no seat"
        if frame["kind"] in DECISION_FRAMES_ON_DISTRIBUTION and (i == 0 or stack[i - 1]["kind"] != "distribution"):
            yield f"stack[{i}] ({frame['kind']}) must lie directly on the Distribution round's frame"
        if frame["kind"] == "distribution" and any(s not in range(n) for s in frame["finished"]):
            yield f"stack[{i}] (distribution) lists a finished seat that is no seat"
    if stack and stack[-1].get("kind") == "distribution_turn" and not game.player(stack[-1]["player"]).hand:
        yield "a Distribution turn is asked of a player with an empty hand (LY-6.3.6)"
