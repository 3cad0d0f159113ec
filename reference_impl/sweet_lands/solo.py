"""The solo game against Mio (chapter 26): the solo decks, the income reveal, Mio's round aid token, the titles.

Mio is no seat: it takes no turns and owns nothing, so it has no `Player`. Its
action discs are the occupant "mio" on action spaces (removed at cleanup with
every other disc, SL-26.3.6) and its round aid token is `GameState.solo`'s
`round_aid_space`. The other modules ask this one only where a solo rule changes
theirs: setup shuffles the decks, the start of a round queues the reveal, the
round aid move lets Mio's token follow, and the score names the title.
"""

from __future__ import annotations

from reference_impl.errors import InvalidRequest
from rulecore.rng import Rng

from .content import Content
from .game import Game, auto
from .state import Frame, GameState, Solo

MIO = "mio"
"""The occupant of an action space taken for a solo card (state.schema.json `areas`)."""
DECKS = ("A", "B")
"""The solo decks in the order they are shuffled at setup (D4.6) and revealed at income (SL-26.3.1)."""
SOLO_PLAYERS = 1
UNUSED_VARIANTS = ("hand_drafting", "variable_turn_order")
"""Variants that need more than one player, so a solo game refuses them (SL-26.5.1)."""
TITLES = ((300, "beloved_ruler"), (250, "expert_patissier"))
"""The thresholds of SL-26.6.4, highest first; a total must be strictly above one to earn its title."""


def check_variants(variants: list[str]) -> None:
    """Refuse a solo game with a variant that needs neighbours or a turn order (SL-26.5.1)."""
    unused = sorted(set(variants) & set(UNUSED_VARIANTS))
    if unused:
        raise InvalidRequest(f"a solo game does not use the variants {', '.join(unused)}", "SL-26.5.1")


def shuffled_decks(content: Content, rng: Rng) -> Solo:
    """The A deck, then the B deck, each shuffled from the component order (SL-26.2.3, D4.6).

    Mio's round aid token starts beside the board (SL-26.2.5), so `round_aid_space` is None.
    """
    decks: dict[str, list[str]] = {}
    for deck in DECKS:
        cards = [c["id"] for c in content.table("solo_cards") if c["deck"] == deck]
        rng.shuffle(cards)
        decks[deck] = cards
    return Solo(decks=decks)


def reveal_frames(state: GameState) -> list[Frame]:
    """What the start of the income phase adds in a solo game: the reveal, before any income (SL-26.3.1)."""
    return [] if state.solo is None else [{"kind": "solo_reveal"}]


@auto("solo_reveal")
def _reveal(game: Game, frame: Frame) -> None:
    """Turn up the top A card, then the top B card, each blocking one action space for the round.

    The cards stay face up out of play (SL-26.3.5). An empty deck reveals nothing: five
    rounds use five of its eight cards, so only a loaded state can reach that.
    """
    game.pop()
    solo = game.state.solo
    if solo is None:
        return
    cards = game.content.by_id("solo_cards")
    for deck in DECKS:
        pile = solo.decks[deck]
        if not pile:
            continue
        card = pile[0]
        solo.decks[deck] = pile[1:]
        solo.revealed = [*solo.revealed, card]
        block(game, cards[card]["blocks"])


def block(game: Game, areas: list[str]) -> None:
    """Put Mio's disc on the leftmost empty space of the first listed area that is available (SL-26.3.2 to SL-26.3.4).

    An area not in this game or not yet available is skipped, and so is a full one;
    when no listed area qualifies the card places nothing.
    """
    state = game.state
    for area in areas:
        spaces = state.areas.get(area)
        if spaces is None or game.content.area(area).opens_in_round > state.round:
            continue
        for position, who in enumerate(spaces):
            if who is None:
                spaces[position] = MIO
                return


def mio_round_aid_space(state: GameState) -> int | None:
    """The round aid space Mio's token occupies, if any (SL-26.4.2, SL-26.4.3)."""
    return None if state.solo is None else state.solo.round_aid_space


def follow(state: GameState, left: int | None) -> None:
    """After the player's token moves, Mio's token takes the space it left (SL-26.4.2, SL-26.4.4)."""
    if state.solo is not None and left is not None:
        state.solo.round_aid_space = left


def title(total: int) -> str | None:
    """The title a solo score earns: only a total above a threshold reaches it (SL-26.6.4)."""
    return next((name for threshold, name in TITLES if total > threshold), None)
