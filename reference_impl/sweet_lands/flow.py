"""The automatic steps of a round: start, income, draws, the action phase loop, cleanup, game end.

Chapters 4, 5, 6 and 21 of the spec. Each step is a frame on the decision stack;
it pops itself and pushes what follows, so the order of play is the order the
rulebook gives and a saved state resumes mid-round.
"""

from __future__ import annotations

from typing import Any

from reference_impl.errors import InvalidState
from rulecore.rng import Rng

from . import solo
from .amounts import QUANTITIES
from .game import AUTO, DECISIONS, Game, auto
from .state import INCOME_TRACKS, RESOURCES, Frame

ROUNDS = 5
FIRST_ROUND_DRAW = 6
DRAW = 5
VARIABLE_TURN_ORDER = "variable_turn_order"
HAND_DRAFTING = "hand_drafting"


def seats_clockwise_from(game: Game, start: int) -> list[int]:
    n = len(game.state.players)
    return [(start + i) % n for i in range(n)]


def round_turn_order(game: Game) -> list[int]:
    """Clockwise from the start player, or the previous round's passing order (variant, chapter 25)."""
    state = game.state
    if VARIABLE_TURN_ORDER in state.variants and state.round > 1 and len(state.pass_order) == len(state.players):
        return list(state.pass_order)
    return seats_clockwise_from(game, state.start_player)


@auto("round_start")
def _round_start(game: Game, frame: Frame) -> None:
    """The start phase (chapter 4), then the income phase of the new round.

    Moving the round marker is setting `round`; that also turns the additional
    action tiles of rounds 2 and 3 face up, because an advanced area is available
    exactly from the round its tile is revealed in (SL-4.3.2, SL-4.3.3, SL-8.2.2).
    Round 1 has no start phase: its frame only opens the income phase.
    """
    game.pop()
    state = game.state
    state.round = frame["round"]
    state.turn_order = round_turn_order(game)
    state.pass_order = []
    for p in state.players:
        p.passed = False
    state.phase = "income"
    draft: list[Frame] = [{"kind": "draft"}] if drafting(game) else []
    game.push(
        *solo.reveal_frames(state),
        *({"kind": "income", "player": seat} for seat in state.turn_order),
        *draft,
        {"kind": "action_phase", "next": 0},
        {"kind": "round_end"},
    )


def drafting(game: Game) -> bool:
    """Whether this round's income draw is replaced by the draft (SL-25.3.1)."""
    return game.state.round == 1 and HAND_DRAFTING in game.state.variants


def after_income_draw(game: Game, seat: int) -> list[Frame]:
    """Abilities timed right after the round 1 income draw (SL-5.3.2, SL-5.5.6), in printed order."""
    if game.state.round != 1:
        return []
    character = game.content.characters.get(game.player(seat).character or "")
    return [
        {"kind": "effect", "player": seat, "effect": ability["effect"]}
        for ability in (character or {}).get("basic_abilities", [])
        if ability.get("timing") == "one_time" and ability.get("when") == "income_round_1"
    ]


@auto("income")
def _income(game: Game, frame: Frame) -> None:
    """Round aid tiles, the character's income ability, the income tracks, then the draw (SL-5)."""
    game.pop()
    seat = frame["player"]
    state = game.state
    player = game.player(seat)
    steps: list[Frame] = []
    if player.round_aid_space is not None:
        tiles = state.round_aid[player.round_aid_space].standard
        if len(tiles) > 1:
            steps.append({"kind": "order_aid_tiles", "player": seat, "tiles": list(tiles)})
        else:
            steps.extend(
                {"kind": "effect", "player": seat, "effect": game.content.standard_aid[t]["ability"]["effect"]}
                for t in tiles
            )
    character = game.content.characters.get(player.character or "")
    for ability in (character or {}).get("basic_abilities", []):
        if ability.get("timing") == "income":
            steps.append({"kind": "effect", "player": seat, "effect": ability["effect"]})
    steps.append({"kind": "collect_income", "player": seat})
    if not drafting(game):
        # With hand drafting the whole draw step waits for the draft (SL-25.3.2, SL-25.3.6).
        steps.append({"kind": "income_draw", "player": seat})
    game.push(*steps)


@auto("income_draw")
def _income_draw(game: Game, frame: Frame) -> None:
    """The draw step: 6 or 5 cards plus one per extra draw area active now (SL-5.5.1 to SL-5.5.3).

    The count is read when the step begins, so an area activated earlier in the same
    income (by a round aid tile or an income ability) already counts (SL-5.5.3).
    """
    game.pop()
    seat = frame["player"]
    count = (FIRST_ROUND_DRAW if game.state.round == 1 else DRAW) + len(game.player(seat).draw_areas)
    game.push({"kind": "draw", "player": seat, "count": count}, *after_income_draw(game, seat))


@auto("collect_income")
def _collect_income(game: Game, frame: Frame) -> None:
    game.pop()
    player = game.player(frame["player"])
    for track in INCOME_TRACKS:
        player.resources[track] += player.income[track]


@auto("draw")
def _draw(game: Game, frame: Frame) -> None:
    """Draw from the top; an empty deck is refilled from the shuffled discard pile (errata E-10)."""
    game.pop()
    draw_cards(game, frame["player"], frame["count"])


def draw_cards(game: Game, seat: int, count: int) -> None:
    """Draw `count` cards one at a time into the hand (SL-6.1.2); a draw that finds no card is lost.

    One at a time from the top is the top `count` cards in order: the deck gives those in one slice,
    and only a draw that finds it empty goes through `draw_one`, which turns the discard pile over.
    """
    hand = game.player(seat).hand
    state = game.state
    while count > 0:
        if state.deck:
            taken = state.deck[:count]
            del state.deck[:count]
            hand.extend(taken)
            count -= len(taken)
            continue
        card = draw_one(game)
        if card is None:
            break
        hand.append(card)
        count -= 1
    hand.sort()


def draw_one(game: Game) -> str | None:
    """Take the top card of the deck, first turning the shuffled discard pile into the deck if it is empty.

    None when both piles are empty (SL-6.5.1, SL-6.5.2): the draw is lost.
    """
    state = game.state
    if not state.deck:
        if not state.discard:
            return None
        rng = Rng.from_hex(state.rng)
        deck = list(state.discard)
        rng.shuffle(deck)
        state.deck = deck
        state.discard = []
        state.rng = rng.to_hex()
    return state.deck.pop(0)


@auto("action_phase")
def _action_phase(game: Game, frame: Frame) -> None:
    """Hand the turn to the next player who has not passed; end the phase when all have (SL-7)."""
    state = game.state
    state.phase = "action"
    order = state.turn_order
    start = frame["next"]
    for i in range(len(order)):
        idx = (start + i) % len(order)
        seat = order[idx]
        if not state.players[seat].passed:
            frame["next"] = (idx + 1) % len(order)
            game.push({"kind": "turn", "player": seat, "main_done": False})
            return
    game.pop()


@auto("round_end")
def _round_end(game: Game, frame: Frame) -> None:
    game.pop()
    state = game.state
    if state.round >= ROUNDS:
        state.phase = "game_over"
        return
    state.phase = "cleanup"
    game.push({"kind": "cleanup"}, {"kind": "round_start", "round": state.round + 1})


@auto("cleanup")
def _cleanup(game: Game, frame: Frame) -> None:
    """Discs back, one card kept, skill tiles and character cubes reset (chapter 21, in its order)."""
    game.pop()
    state = game.state
    for spaces in state.areas.values():
        spaces[:] = [None] * len(spaces)
    keepers: list[Frame] = []
    for seat in cleanup_order(game):
        player = state.players[seat]
        player.discs = 0
        if len(player.hand) >= 2:
            keepers.append({"kind": "keep_card", "player": seat})
    game.push(*keepers, {"kind": "refresh"})


def cleanup_order(game: Game) -> list[int]:
    """Who chooses the card to keep first: turn order from the start player (SL-21.2.5).

    With variable turn order, rounds 2 to 4 use the passing order just recorded, which
    begins with the start player as well (SL-25.2.4).
    """
    state = game.state
    if VARIABLE_TURN_ORDER in state.variants and state.round > 1 and len(state.pass_order) == len(state.players):
        return list(state.pass_order)
    return seats_clockwise_from(game, state.start_player)


@auto("refresh")
def _refresh(game: Game, frame: Frame) -> None:
    game.pop()
    for player in game.state.players:
        for tile in player.skill_tiles:
            player.skill_tiles[tile] = True
        player.free_actions_used.clear()


def check_loadable(game: Game) -> None:
    """Refuse a loaded state whose stack holds a frame this engine cannot continue (the rest: validate.py)."""
    for frame in game.state.stack:
        kind = frame.get("kind")
        if kind not in AUTO and kind not in DECISIONS:
            # The state schema's closed list of frame kinds is the first invariant (SL-27.1.1).
            raise InvalidState(
                f"SL-27.1.1 (the state schema): the stack holds a frame of unknown kind {kind!r}", rule="SL-27.1.1"
            )


def _named(ctx: dict[str, Any], allowed: tuple[str, ...]) -> str:
    name = ctx.get("param")
    if name not in allowed:
        # Only a state's own component table can name another (the spec's do not): its form is the schema's.
        raise InvalidState(
            f"SL-27.1.1 (the state schema): a quantity counts one of {', '.join(allowed)}, not {name!r}",
            rule="SL-27.1.1",
        )
    return str(name)


QUANTITIES.update(
    {
        # The value on one income track (SL-1.6.1) and the amount of one resource held (SL-1.4.4).
        "income": lambda state, seat, ctx: state.players[seat].income[_named(ctx, INCOME_TRACKS)],
        "resources": lambda state, seat, ctx: state.players[seat].resources[_named(ctx, RESOURCES)],
    }
)
