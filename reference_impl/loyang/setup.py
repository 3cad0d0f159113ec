"""Dealing a new game, then the first planting of every Home field (chapter 3; decisions.md L5.2).

The random draws come in a fixed order from the game's generator so that any engine
following the spec deals the same game from the same seed: the Starting player
(unless the options name one), the draw pile, then each player's Field pile in seat
order (first set shuffled, second set shuffled, the first lying on top).
"""

from __future__ import annotations

from reference_impl.errors import Unsupported
from rulecore.rng import Rng

from .content import Content
from .game import DECISIONS, Action, Answer, Decision, Game, refusing
from .loans import LOAN
from .shop import CANNOT_PAY
from .state import Field, Frame, GameState, Player

SET_ASIDE_KINDS: tuple[str, ...] = ()
"""Card kinds left out of the draw pile: none since the Helpers are implemented (spec 0.2.0, decisions.md L5.2)."""


def new_game(
    content: Content, players: int, seed: int, start_player: int | None = None, variants: tuple[str, ...] = ()
) -> Game:
    if not 1 <= players <= 4:
        raise Unsupported(f"the reference engine deals Loyang for 1 to 4 players, not {players}")
    rng = Rng(seed)
    start = rng.below(players) if start_player is None else start_player
    from .introductory import VARIANT, deal  # noqa: PLC0415  (the variant builds on setup)

    dealt = deal(rng, content, players, start) if VARIANT in variants else {}
    set_aside = [c for c in content.card_order if content.kind(c) in SET_ASIDE_KINDS] if SET_ASIDE_KINDS else []
    held = set(set_aside) | set(dealt.values())
    draw_pile = [c for c in content.card_order if c not in held]
    rng.shuffle(draw_pile)
    seats = []
    for seat in range(players):
        pile: list[str] = []
        for fields in content.private_sets():
            shuffled = list(fields)
            rng.shuffle(shuffled)
            pile.extend(shuffled)
        player = Player(
            seat=seat,
            cash=content.start_cash,
            path=content.path_first,
            fields=[Field(content.home_field)],
            field_pile=pile,
            dealt=dealt.get(seat),
        )
        player.shop.update(content.shop_stock)
        seats.append(player)
    state = GameState(
        rng=rng.to_hex(),
        players=seats,
        starting_player=start,
        draw_pile=draw_pile,
        set_aside=set_aside,
        variants=sorted(variants),
    )
    game = Game(state, content)
    if players == 1:
        from .solo import deal_solo  # noqa: PLC0415  (the solo game builds on setup)

        deal_solo(game, rng)
    game.push(
        *({"kind": "first_planting", "player": (start + i) % players} for i in range(players)),
        {"kind": "round_start", "round": 1},
    )
    game.advance()
    return game


def home_field(game: Game, seat: int) -> Field:
    home = game.content.home_field
    return next(f for f in game.player(seat).fields if f.id == home)


def _chosen_by(game: Game, kind: str) -> int:
    home = game.content.home_field
    return sum(1 for p in game.state.players for f in p.fields if f.id == home and f.vegetable == kind)


def _first_plant_options(game: Game, frame: Frame) -> list[Action]:
    player = game.player(frame["player"])
    allowed = game.content.fields[game.content.home_field]["allowed"]
    shop = game.content.shop
    limit = game.content.first_planting_limit
    return [
        {"type": "first_plant", "vegetable": v}
        for v in allowed
        if player.shop[v] and player.cash >= shop[v].buy and _chosen_by(game, v) < limit
    ]


def _first_plant(game: Game, frame: Frame, action: Action) -> None:
    """Buy one vegetable from the own Shop and sow the Home field with it, the supply filling the rest (LY-3.4.2)."""
    seat = frame["player"]
    kind = action["vegetable"]
    player = game.player(seat)
    player.shop[kind] -= 1
    player.cash -= game.content.shop[kind].buy
    field = home_field(game, seat)
    field.vegetable = kind
    field.count = game.content.fields[field.id]["size"]
    game.state.stack.pop()


def _refuse_first_plant(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    kind = action["vegetable"]
    player = game.player(frame["player"])
    if kind not in game.content.fields[game.content.home_field]["allowed"]:
        return "LY-3.4.3", f"the Home field allows no {kind}"
    if _chosen_by(game, kind) >= game.content.first_planting_limit:
        return "LY-3.4.4", f"{kind} has already been planted by {_chosen_by(game, kind)} players"
    if not player.shop[kind]:
        return "LY-3.4.1", f"player {player.seat}'s Shop holds no {kind}"
    price = game.content.shop[kind].buy
    return CANNOT_PAY, f"1 {kind} costs {price} Cash to buy; player {player.seat} has {player.cash} Cash"


DECISIONS["first_planting"] = Decision(
    {"first_plant": Answer(_first_plant_options, _first_plant, "LY-3.4.1", _refuse_first_plant), "take_loan": LOAN},
    refusing("LY-3.4.1"),
)
