"""The Harvest phase (chapter 5): a new field, one vegetable from each sown field, the Storehouse onto the Cart.

It asks nothing, and no player's harvest touches another's; it is resolved player
by player in turn order from the Starting player (LY-5.1.2, decisions.md L4.9).
"""

from __future__ import annotations

from .game import Game, auto
from .play_area import empty_field, fields
from .rounds import clockwise
from .state import Field, Frame


@auto("harvest")
def harvest(game: Game, frame: Frame) -> None:
    state = game.state
    state.stack.pop()
    for seat in clockwise(game, state.starting_player):
        harvest_player(game, seat)
    from .helper_timing import windows  # noqa: PLC0415  (Helper timing builds on the phases, not they on it)

    game.push(windows(game, "harvest"))


def harvest_player(game: Game, seat: int) -> None:
    player = game.player(seat)
    if game.state.round < game.content.rounds and player.field_pile:
        # Rounds 1 to 8 turn over a new, unsown field (LY-5.2.1, LY-5.2.2).
        player.fields.append(Field(player.field_pile.pop(0)))
    emptied = []
    for field in list(fields(player)):
        if field.vegetable is None:
            continue
        player.cart[field.vegetable] += 1
        field.count -= 1
        if field.count == 0:
            field.vegetable = None
            emptied.append(field)
    for kind, n in player.storehouse.items():
        player.cart[kind] += n
        player.storehouse[kind] = 0
    for field in emptied:
        empty_field(game, seat, field)
