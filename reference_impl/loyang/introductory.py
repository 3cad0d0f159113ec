"""The introductory version (chapter 14): a dealt Regular customer with a blue dot, played instead of a hand card.

At setup the 4 Regular customers with a blue dot are shuffled and one is dealt to
each player in turn order from the Starting player; the rest join the Action cards
(LY-14.1.2, LY-14.1.3; decisions.md L5.2). The dealt card is held apart from the
hand (the player's `dealt`) until its owner answers a Distribution turn with
`take_reserved`: one Courtyard card with the dealt card, and the whole hand goes to
the Courtyard (LY-14.2.1, LY-14.2.2, LY-14.2.4).
"""

from __future__ import annotations

from rulecore.rng import Rng

from .card_phase import _finish, _play
from .content import Content
from .game import DECISIONS, Action, Answer, Game
from .state import Frame

VARIANT = "introductory"


def deal(rng: Rng, content: Content, players: int, start: int) -> dict[int, str]:
    """The dealt card of each seat: the blue-dot customers (component order) shuffled, dealt from the Starting
    player clockwise."""
    blue = [c for c in content.card_order if content.card(c).get("blue_dot")]
    rng.shuffle(blue)
    return {(start + i) % players: blue[i] for i in range(min(players, len(blue)))}


def _options(game: Game, frame: Frame) -> list[Action]:
    if game.player(frame["player"]).dealt is None:
        return []
    return [{"type": "take_reserved", "courtyard": c} for c in game.state.courtyard]


def _take(game: Game, frame: Frame, action: Action) -> None:
    seat = frame["player"]
    player = game.player(seat)
    dealt = player.dealt
    assert dealt is not None
    player.dealt = None
    game.state.courtyard.remove(action["courtyard"])
    _finish(game, seat)  # every hand card goes into the Courtyard (LY-14.2.2)
    _play(game, seat, [action["courtyard"], dealt])


def _refuse(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    if game.player(frame["player"]).dealt is None:
        return "LY-14.2.3", f"player {frame['player']} holds no dealt Regular customer (played once, or none dealt)"
    return "LY-6.3.2", f"{action['courtyard']} is not in the Courtyard"


DECISIONS["distribution_turn"].answers["take_reserved"] = Answer(_options, _take, "LY-14.2.1", _refuse)
