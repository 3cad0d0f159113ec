"""The hand drafting variant: round 1's six income cards are drafted instead of drawn (chapter 25.3).

The rulebook's picks are simultaneous; here each round of picks is a sequence of
`draft_card` decisions in turn order (SL-25.3.5, errata E-57). Everything the
draft needs lives in its frame: the packet in front of each seat and the cards
each seat has set aside. The frame is rebuilt, never changed in place, after every
pick, so a state saved in the middle of the draft resumes exactly.
"""

from __future__ import annotations

from . import flow
from . import wording as words
from .game import Action, Game, auto, decision
from .state import Frame

PACKET_SIZE = 6
DRAFT_RULE = "SL-25.3.3"


@auto("draft")
def _draft(game: Game, frame: Frame) -> None:
    """Every player draws a packet of 6, one player after another in turn order (SL-25.3.2)."""
    game.pop()
    packets: list[list[str]] = [[] for _ in game.state.players]
    for seat in game.state.turn_order:
        for _ in range(PACKET_SIZE):
            card = flow.draw_one(game)
            if card is None:
                break
            packets[seat].append(card)
    next_picks(game, packets, [[] for _ in game.state.players])


def next_picks(game: Game, packets: list[list[str]], kept: list[list[str]]) -> None:
    """Set aside every last single card, then ask the next round of picks, or finish the draft.

    A player whose packet holds a single card sets it aside without passing it on
    (SL-25.3.4); everyone with 2 or more cards picks, in turn order.
    """
    packets = [list(p) for p in packets]
    kept = [list(k) for k in kept]
    for seat, packet in enumerate(packets):
        if len(packet) == 1:
            kept[seat].append(packet.pop())
    pickers = [seat for seat in game.state.turn_order if len(packets[seat]) >= 2]
    if pickers:
        game.push(pick_frame(pickers, packets, kept))
    else:
        finish(game, kept)


def pick_frame(pickers: list[int], packets: list[list[str]], kept: list[list[str]]) -> Frame:
    return {
        "kind": "draft_pick",
        "player": pickers[0],
        "waiting": pickers[1:],
        "packets": [sorted(p) for p in packets],
        "kept": [sorted(k) for k in kept],
    }


def finish(game: Game, kept: list[list[str]]) -> None:
    """The set-aside cards become the hands; then the rest of each player's draw step (SL-25.3.6)."""
    for seat, cards in enumerate(kept):
        hand = game.player(seat).hand
        hand.extend(cards)
        hand.sort()
    after: list[Frame] = []
    for seat in game.state.turn_order:
        extra = len(game.player(seat).draw_areas)
        if extra:
            after.append({"kind": "draw", "player": seat, "count": extra})
        after.extend(flow.after_income_draw(game, seat))
    game.push(*after)


def _pick_legal(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "draft_card", "card": c} for c in sorted(frame["packets"][frame["player"]])]


def _pick_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    seat = frame["player"]
    packets = [list(p) for p in frame["packets"]]
    kept = [list(k) for k in frame["kept"]]
    packets[seat].remove(action["card"])
    kept[seat].append(action["card"])
    waiting: list[int] = frame["waiting"]
    if waiting:
        game.push(pick_frame(waiting, packets, kept))
        return
    # Everyone has picked: each packet goes to the player on the left, the next seat clockwise.
    n = len(packets)
    next_picks(game, [packets[(s - 1) % n] for s in range(n)], kept)


def _pick_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    if action.get("type") != "draft_card":
        return None
    card = words.card_name(game.state, action.get("card"))
    return DRAFT_RULE, f"{card} is not among the cards in front of player {frame['player']}"


decision("draft_pick", DRAFT_RULE, _pick_legal, _pick_apply, _pick_explain)
