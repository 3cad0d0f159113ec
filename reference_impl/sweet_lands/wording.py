"""The player words a refusal is written in: cards and areas by name, costs as amounts against what is held.

A refused answer cites the rule that forbids it (`rule`); its message is for the person
at the table, so it says what the rule asks and what the position has ("area A costs
6 wheat; player 0 has 2 wheat") in the names printed on the components, never ids.
"""

from __future__ import annotations

from typing import Any

from .content import Area
from .state import GameState, Player

Effect = dict[str, Any]


def player_name(player: Player) -> str:
    return f"player {player.seat}"


def card_name(state: GameState, card: object) -> str:
    """A card of the game by its printed name; anything else (a card the game does not have) as it was written."""
    if isinstance(card, str) and card in state.cards:
        kind = state.card_types.get(state.cards[card], {})
        return str(kind.get("name", card))
    return f"{card!r}" if not isinstance(card, str) else card


def area_name(area: Area) -> str:
    """An action area as the board shows it: its letter and its name (both imitation boards print an L)."""
    return f"area {area.id.rstrip('0123456789')} ({area.name})"


def kind_name(kind: str) -> str:
    """A property kind as players say it: 'research lab', 'coffee shop'."""
    return kind.replace("_", " ")


def token_name(token: dict[str, Any]) -> str:
    """A property token by its kind and its place in the order they are taken: 'house 2'."""
    order = token.get("order")
    return f"{kind_name(str(token['kind']))} {order}" if order is not None else kind_name(str(token["kind"]))


def amounts(mix: dict[str, int]) -> str:
    """'6 wheat and 2 wood' for a mix of resources, in the order given, zeros included; 'nothing' for an empty one."""
    parts = [f"{n} {k}" for k, n in mix.items()]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"


def held(player: Player, kinds: list[str] | tuple[str, ...]) -> str:
    """What the player holds of `kinds`: 'player 0 has 2 wheat', or 'player 0 has 2 wheat and 0 wood'."""
    return f"{player_name(player)} has {amounts({k: player.resources.get(k, 0) for k in kinds})}"


def cost_words(cost: Effect, player: Player) -> str | None:
    """'costs 6 wheat; player 0 has 2 wheat' for a cost of fixed payments and at most one payment in any mix, or
    None for a cost written otherwise (the caller then says only that it cannot be paid)."""
    fixed: dict[str, int] = {}
    free: list[dict[str, Any]] = []
    for part in cost.get("all", [cost]) if cost else []:
        ((name, arg),) = part.items()
        if name == "pay":
            for k, n in arg.items():
                fixed[k] = fixed.get(k, 0) + n
        elif name == "pay_any" and isinstance(arg.get("count"), int):
            free.append(arg)
        else:
            return None
    asked = [amounts(fixed)] if fixed else []
    asked += [f"{f['count']} {' or '.join(f['kinds'])} in any mix" for f in free]
    kinds = list(dict.fromkeys([*fixed, *(k for f in free for k in f["kinds"])]))
    if not kinds:
        return None
    return f"costs {' and '.join(asked)}; {held(player, kinds)}"
