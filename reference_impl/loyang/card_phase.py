"""The Card phase (chapter 6): the new draw pile, hands of 4, the Distribution round and the new Starting player.

The Distribution round is the automatic frame `distribution` (whose turn is next,
who has finished and in what order) with one `distribution_turn` decision pushed
for each turn (decisions.md L4.2). The rules that ask nothing run before a turn is
asked: an empty hand finishes at once, and a player who must take from an empty
Courtyard first turns up the top card of the draw pile.
"""

from __future__ import annotations

from rulecore.rng import Rng

from .game import DECISIONS, Action, Answer, Decision, Game, auto, outside_turn
from .play_area import bring_into_play, cost_of
from .rounds import clockwise
from .state import Frame, Player

TWO_PLAYERS = 2


@auto("card_phase")
def card_phase(game: Game, frame: Frame) -> None:
    state = game.state
    state.phase = "card"
    state.stack.pop()
    # The only shuffle of play: what is left of the draw pile, then the discard pile (LY-6.1.1, L5.4).
    pile = state.draw_pile + state.discard_pile
    rng = Rng.from_hex(state.rng)
    rng.shuffle(pile)
    state.rng = rng.to_hex()
    state.draw_pile, state.discard_pile = pile, []
    order = clockwise(game, state.starting_player)
    hands = [state.players[seat].hand for seat in order]
    for _ in range(game.content.hand_size):
        for hand in hands:
            if pile:  # a short deal stops when the pile is empty (LY-6.7.2)
                hand.append(pile.pop(0))
    for hand in hands:
        hand.sort()
    from .helper_timing import windows  # noqa: PLC0415  (Helper timing builds on the phases, not they on it)

    if state.grid is not None:  # the solo Card phase (LY-15.2.3)
        game.push(windows(game, "card"), {"kind": "solo_card_phase", "player": 0})
        return
    game.push(windows(game, "card"), {"kind": "distribution", "next": state.starting_player, "finished": []})


def _must_take(game: Game, player: Player, finished: list[int]) -> bool:
    """A single hand card (LY-6.3.3) or the last player still taking part (LY-6.3.4) leaves only option (b)."""
    return len(player.hand) == 1 or len(finished) == len(game.state.players) - 1


@auto("distribution")
def distribution(game: Game, frame: Frame) -> None:
    state = game.state
    n = len(state.players)
    finished: list[int] = frame["finished"]
    while len(finished) < n:
        seat = frame["next"]
        frame["next"] = (seat + 1) % n
        if seat in finished:
            continue
        player = game.player(seat)
        if not player.hand:
            finished.append(seat)  # LY-6.3.6: nothing to play, finished at this turn
            continue
        forced = _must_take(game, player, finished) and not state.courtyard
        if forced and not state.draw_pile:
            game.push({"kind": "distribution_forced", "player": seat})
            return
        if forced:
            # LY-6.3.5: the card is turned up for the player, and is the turn's one turn-up (LY-6.5.2).
            state.courtyard.append(state.draw_pile.pop(0))
        game.push({"kind": "distribution_turn", "player": seat, "turned_up": forced})
        return
    # The round is over: the Courtyard's rest is discarded, the last to finish starts (LY-6.6.1, LY-6.6.2).
    state.discard_pile.extend(state.courtyard)
    state.courtyard = []
    state.starting_player = finished[-1]
    state.second_player = finished[-2]
    state.stack.pop()


def _finish(game: Game, seat: int) -> None:
    """The player's Distribution round is over: the rest of their hand goes to the Courtyard (LY-6.2.4)."""
    player = game.player(seat)
    game.state.courtyard.extend(sorted(player.hand))
    player.hand = []
    game.state.stack.pop()
    game.state.stack[-1]["finished"].append(seat)


def _play(game: Game, seat: int, cards: list[str]) -> None:
    """Play cards in the order given; each Common field owes its cost at once, the first card's first (LY-6.4.6)."""
    owed = []
    for card in cards:
        bring_into_play(game, seat, card)
        cost = cost_of(game, seat, card)
        if cost is not None:
            owed.append(cost)
    game.push(*owed)


# -- distribution_turn ---------------------------------------------------------------------------


def _add_options(game: Game, frame: Frame) -> list[Action]:
    player = game.player(frame["player"])
    if _must_take(game, player, game.state.stack[-2]["finished"]):
        return []
    return [{"type": "add_to_courtyard", "card": c} for c in player.hand]


def _add(game: Game, frame: Frame, action: Action) -> None:
    game.player(frame["player"]).hand.remove(action["card"])
    game.state.courtyard.append(action["card"])
    game.state.stack.pop()


def _refuse_add(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    player = game.player(frame["player"])
    if action["card"] not in player.hand:
        return "LY-6.2.2", f"{action['card']} is not in player {player.seat}'s hand"
    if len(player.hand) == 1:
        return "LY-6.3.3", "the last card of a hand cannot be put into the Courtyard"
    return "LY-6.3.4", "the last player in the Distribution round must take at once"


def _take_options(game: Game, frame: Frame) -> list[Action]:
    hand = game.player(frame["player"]).hand
    return [{"type": "take", "courtyard": c, "hand": h} for c in game.state.courtyard for h in hand]


def _take(game: Game, frame: Frame, action: Action) -> None:
    seat = frame["player"]
    game.state.courtyard.remove(action["courtyard"])
    game.player(seat).hand.remove(action["hand"])
    _finish(game, seat)
    _play(game, seat, [action["courtyard"], action["hand"]])


def _refuse_take(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    hand = game.player(frame["player"]).hand
    courtyard = game.state.courtyard
    if not courtyard:
        return "LY-6.3.2", "the Courtyard is empty, so no card can be taken from it"
    if action["courtyard"] in hand or action["hand"] in courtyard:
        return "LY-6.3.1", "the two cards must come one from the Courtyard and one from the hand"
    return "LY-6.2.2", "option (b) takes one Courtyard card and one hand card"


def _turn_up_options(game: Game, frame: Frame) -> list[Action]:
    state = game.state
    if len(state.players) == TWO_PLAYERS and state.draw_pile and not frame["turned_up"]:
        return [{"type": "turn_up"}]
    return []


def _turn_up(game: Game, frame: Frame, action: Action) -> None:
    game.state.courtyard.append(game.state.draw_pile.pop(0))
    frame["turned_up"] = True


def _refuse_turn_up(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    if len(game.state.players) != TWO_PLAYERS:
        return "LY-6.5.1", "only a 2-player game turns up the top card of the draw pile"
    if not game.state.draw_pile:
        return "LY-6.7.3", "the draw pile is empty"
    return "LY-6.5.2", "the top card is turned up once per Distribution turn"


DECISIONS["distribution_turn"] = Decision(
    {
        "add_to_courtyard": Answer(_add_options, _add, "LY-6.2.2", _refuse_add),
        "take": Answer(_take_options, _take, "LY-6.2.2", _refuse_take),
        "turn_up": Answer(_turn_up_options, _turn_up, "LY-6.5.1", _refuse_turn_up),
    },
    outside_turn("LY-6.2.2", sell="LY-8.4.5", end_turn="LY-6.2.3", stop="LY-6.2.3"),
)


# -- distribution_forced ---------------------------------------------------------------------------


def _play_hand_options(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "play_hand", "card": c} for c in game.player(frame["player"]).hand]


def _play_hand(game: Game, frame: Frame, action: Action) -> None:
    seat = frame["player"]
    game.player(seat).hand.remove(action["card"])
    _finish(game, seat)
    _play(game, seat, [action["card"]])


DECISIONS["distribution_forced"] = Decision(
    {"play_hand": Answer(_play_hand_options, _play_hand, "LY-6.3.5")},
    outside_turn("LY-6.3.5", sell="LY-8.4.5", end_turn="LY-6.2.3", stop="LY-6.2.3"),
)
