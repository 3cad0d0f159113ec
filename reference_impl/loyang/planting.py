"""Action A: plant a vegetable from the Cart on an empty field that allows it (section 8.2)."""

from __future__ import annotations

from .game import Action, Answer, Game
from .play_area import covered, field_id, fields
from .state import Field, Frame, Played
from .turn import TURN_ANSWERS


def allowed(game: Game, field: Field | Played) -> list[str]:
    """The kinds the field's card shows (LY-8.2.4). The turn's `_options` reads the same tables row by row."""
    if isinstance(field, Field):
        kinds: list[str] = game.content.field(field.id)["allowed"]
    else:
        kinds = game.content.cards[field.card]["allowed"]
    return kinds


def size(game: Game, field: Field | Played) -> int:
    if isinstance(field, Field):
        spaces: int = game.content.field(field.id)["size"]
    else:
        spaces = game.content.card(field.card)["size"]
    return spaces


def _options(game: Game, frame: Frame) -> list[Action]:
    """Listed at every turn decision: the two rows of `fields` walked one after the other in plain loops, each
    row's table looked up once (what `allowed` and `field_id` work out field by field)."""
    player = game.state.players[frame["player"]]
    on_cart: list[str] = []
    for v, n in player.cart.items():  # in rule order, as every mix (vegetables.py)
        if n:
            on_cart.append(v)
    if not on_cart:
        return []  # nothing to plant: no field need be looked at
    out: list[Action] = []
    content = game.content
    for field in player.fields:
        if field.vegetable is None:
            _plant_on(out, field.id, content.field(field.id)["allowed"], on_cart)
    cards = game.content.cards
    for card in player.play_area["common_field"]:
        if card.vegetable is None:
            _plant_on(out, card.card, cards[card.card]["allowed"], on_cart)
    return out


def _plant_on(out: list[Action], field: str, kinds: list[str], on_cart: list[str]) -> None:
    """Add a plant answer for each Cart kind the empty field allows, in the order of `on_cart`."""
    for v in on_cart:
        if v in kinds:
            out.append({"type": "plant", "vegetable": v, "field": field})


def _plant(game: Game, frame: Frame, action: Action) -> None:
    """The planted vegetable and the supply's fill make the field full of one kind (LY-8.2.1, LY-8.2.2)."""
    player = game.player(frame["player"])
    field = next(f for f in fields(player) if field_id(f) == action["field"])
    kind = action["vegetable"]
    player.cart[kind] -= 1
    field.vegetable = kind
    field.count = size(game, field)


def _refuse(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    player = game.player(frame["player"])
    kind, wanted = action["vegetable"], action["field"]
    field = next((f for f in fields(player) if field_id(f) == wanted), None)
    if field is None:
        if wanted in covered(player):
            return "LY-8.2.5", f"{wanted} is covered by another card"
        return "LY-8.1.2", f"player {player.seat} has no field {wanted} in play"
    if field.vegetable is not None:
        return "LY-8.2.3", f"{wanted} still holds {field.count} {field.vegetable}"
    if kind not in allowed(game, field):
        return "LY-8.2.4", f"{wanted} allows only {', '.join(allowed(game, field))}"
    if not player.cart[kind]:
        return "LY-8.2.1", f"player {player.seat} has no {kind} on their Cart"
    return None


TURN_ANSWERS["plant"] = Answer(_options, _plant, "LY-8.2.1", _refuse)
