"""Placing property tokens and the clock tower (chapter 10, SL-19.3).

A place-a-property effect (areas E and P, bonuses) is asked one token at a time:
each `place_property` answer names the token and the hex, and the token's printed
cost (less wood discounts) is paid as it is placed (SL-10.2.8, SL-10.2.9, errata
E-32, E-33). The locations are fixed when the effect starts: flipped tiles and
capital hexes without a property at that moment (SL-10.4.3). Each placement
gives its location bonus at once (SL-10.4.4); the kind bonuses of all tokens
placed wait until the effect ends and then resolve in placing order (SL-10.5.1).

The clock tower is placed by its own free action, free of cost, when the
character's clock tower condition holds (SL-19.2.1, SL-19.3).
"""

from __future__ import annotations

from typing import Any

from . import abilities
from . import wording as words
from .amounts import Check, amount, board_only, compiled_condition, holds
from .effects import ACTION_FORBIDDEN
from .game import Action, Game, auto, decision
from .map import CAPITAL, Board
from .placing import place_kind, player_board, tile_type
from .state import COLUMNS, Frame, Player

ORDERED_KINDS = ("tent", "house", "building", "research_lab")
"""Kinds taken strictly in their printed order (SL-10.2.1, SL-10.2.3); coffee shops are free (SL-10.2.5)."""
ANY_ORDER_KINDS = ("coffee_shop",)
CLOCK_TOWER = "clock_tower"
COLUMN_KIND = {"agricultural": "tent", "forestry": "house", "mining": "building"}
"""The property kind whose count raises each industry column's automation limit (SL-10.6.1)."""


def token_kind(game: Game, token: str) -> str:
    kind: str = game.content.by_id("properties")[token]["kind"]
    return kind


def available_tokens(game: Game, player: Player, kinds: list[str] | None = None) -> list[dict[str, Any]]:
    """Tokens the player may take next: the lowest of each ordered kind, every coffee shop left."""
    placed = set(player.properties.values())
    lowest: dict[str, dict[str, Any]] = {}
    out: list[dict[str, Any]] = []
    for token in game.content.table("properties"):
        kind = token["kind"]
        if token["id"] in placed or (kinds is not None and kind not in kinds):
            continue
        if kind in ORDERED_KINDS:
            best = lowest.get(kind)
            if best is None or token.get("order", 0) < best.get("order", 0):
                lowest[kind] = token
        elif kind in ANY_ORDER_KINDS:
            out.append(token)
    return [*lowest.values(), *out]


def token_cost(player: Player, token: dict[str, Any]) -> dict[str, int]:
    """The printed cost less the player's wood discounts, never below 0 (SL-10.3.1, SL-10.3.2)."""
    cost = {k: n for k, n in token.get("cost", {}).items() if n}
    if "wood" in cost:
        cost["wood"] = max(0, cost["wood"] - sum(player.discounts))
    return {k: n for k, n in cost.items() if n}


def affordable(player: Player, cost: dict[str, int]) -> bool:
    return all(player.resources[k] >= n for k, n in cost.items())


def free_locations(player: Player, b: Board) -> list[str]:
    """Flipped tiles and capital hexes that hold no property (SL-10.4.1, SL-10.4.6)."""
    props = player.properties
    out = [h for h, t in player.tiles.items() if t["flipped"] and h not in props]
    out.extend(h for h in b.capitals if h not in props)
    return sorted(out)


def location_bonus(game: Game, seat: int, h: str) -> Frame | None:
    """The bonus a property gains on arrival: the tile's flipped side, or the capital hex bonus (SL-10.4.4)."""
    player = game.player(seat)
    b = player_board(player)
    assert b is not None
    on_capital = b.terrain.get(h) == CAPITAL
    effect = b.capital_effect if on_capital else tile_type(game, player.tiles[h]["tile"])["flip_bonus"]
    return {"kind": "effect", "player": seat, "effect": effect} if effect else None


def put_property(game: Game, seat: int, h: str, token: str) -> None:
    """Put a token on a hex, then its location bonus, then the owner's on_place_property abilities."""
    game.player(seat).properties[h] = token
    abilities.fire(game, seat, "on_place_property")
    bonus = location_bonus(game, seat, h)
    if bonus is not None:
        game.push(bonus)


# -- the place-a-property effect -------------------------------------------------------------------------


@place_kind("property")
def _place_property(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    player = game.player(seat)
    b = player_board(player)
    frame: Frame = {
        "kind": "property_placements",
        "player": seat,
        "left": amount(game.state, seat, arg["count"], ctx),
        "up_to": bool(arg.get("up_to", False)),
        "locations": free_locations(player, b) if b else [],
        "placed": [],
    }
    if "property" in arg:
        frame["kinds"] = list(arg["property"])
    game.push(frame)


def property_options(game: Game, frame: Frame) -> list[Action]:
    player = game.player(frame["player"])
    props = player.properties
    spots = [h for h in frame["locations"] if h not in props]
    if not spots:
        return []
    out: list[Action] = []
    for token in available_tokens(game, player, frame.get("kinds")):
        if affordable(player, token_cost(player, token)):
            out.extend({"type": "place_property", "token": token["id"], "hex": h} for h in spots)
    return out


@auto("property_placements")
def _property_step(game: Game, frame: Frame) -> None:
    """Ask for the next token while one can be placed; then the kind bonuses, in placing order (SL-10.5.1)."""
    game.pop()
    if frame["left"] > 0 and property_options(game, frame):
        game.push({**frame, "kind": "place_property"})
        return
    seat = frame["player"]
    tokens = game.content.by_id("properties")
    game.push(
        *(
            {"kind": "effect", "player": seat, "effect": tokens[t]["bonus"]}
            for t in frame["placed"]
            if tokens[t].get("bonus")
        )
    )


def _property_legal(game: Game, frame: Frame) -> list[Action]:
    out = property_options(game, frame)
    if frame["up_to"]:
        out.append({"type": "stop"})
    return out


def _property_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    seat = frame["player"]
    if action["type"] == "stop":
        game.push({**frame, "kind": "property_placements", "left": 0})
        return
    player = game.player(seat)
    token = game.content.by_id("properties")[action["token"]]
    for k, n in token_cost(player, token).items():
        player.resources[k] -= n
    game.push(
        {
            **frame,
            "kind": "property_placements",
            "left": frame["left"] - 1,
            "placed": [*frame["placed"], action["token"]],
        }
    )
    put_property(game, seat, action["hex"], action["token"])


def _property_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    if action.get("type") == "stop":
        return "SL-1.7.2", "this placement is not 'up to'"
    if action.get("type") != "place_property":
        return None
    player = game.player(frame["player"])
    token_id, h = action.get("token"), action.get("hex")
    tokens = game.content.by_id("properties")
    token = tokens.get(token_id) if isinstance(token_id, str) else None
    if token is None:
        return "SL-10.1.1", f"{token_id!r} is not a property token"
    if token["kind"] == CLOCK_TOWER:
        return "SL-10.1.3", "the clock tower is placed only by its own free action"
    kinds = frame.get("kinds")
    if kinds is not None and token["kind"] not in kinds:
        return "SL-10.1.2", f"this effect places only {', '.join(kinds)}"
    label = words.token_name(token)
    if token not in available_tokens(game, player):
        if token_id in player.properties.values():
            return "SL-10.4.9", f"{label} is already on the map of {words.player_name(player)}"
        rule = "SL-10.2.1" if token["kind"] == "research_lab" else "SL-10.2.3"
        following = next((t for t in available_tokens(game, player, [token["kind"]])), None)
        then = f": {words.token_name(following)} comes first" if following else ""
        return rule, f"{label} is not the next {words.kind_name(token['kind'])} to be taken{then}"
    cost = token_cost(player, token)
    if not affordable(player, cost):
        return "SL-10.2.8", f"{label} costs {words.amounts(cost)}; {words.held(player, list(cost))}"
    if isinstance(h, str) and h in player.properties:
        return "SL-10.4.6", f"hex {h} already holds a property"
    tile = player.tiles.get(h) if isinstance(h, str) else None
    if tile is not None and tile["flipped"]:
        return "SL-10.4.3", f"the tile on {h} was flipped during this action"
    return "SL-10.4.1", f"{h!r} is neither a flipped terrain tile nor a capital hex of the player"


decision("place_property", "SL-10.4.1", _property_legal, _property_apply, _property_explain)


# -- the clock tower free action (chapter 19) ---------------------------------------------------------------


def clock_tower_locations(game: Game, player: Player) -> list[str]:
    """Where the clock tower could go now, or [] when the free action is not open (SL-19.2.1, SL-19.3)."""
    if CLOCK_TOWER in player.properties.values() or CLOCK_TOWER not in game.content.by_id("properties"):
        return []
    character = game.content.characters.get(player.character or "")
    condition = (character or {}).get("clock_tower_condition")
    b = player_board(player)
    if (
        condition is None
        or b is None
        or not _tower_check(game, player.character or "", condition)(game.state, player.seat)
    ):
        return []
    return free_locations(player, b)


def _tower_check(game: Game, character: str, condition: Any) -> Check:
    """A character's clock tower condition, compiled once per content (asked at every turn decision)."""
    key = ("clock_tower_condition", character)
    check: Check | None = game.content.memo.get(key)
    if check is None:
        check = game.content.memo[key] = compiled_condition(condition)
    return check


def clock_tower_options(game: Game, player: Player) -> list[Action]:
    """The `place_clock_tower` free actions, asked at every turn decision.

    Where the tower could go reads the player's map, properties and character, which no steady answer
    changes, and the character's condition: `Game.steady` keeps the hexes for a run of steady answers
    unless that condition reads more than the board (Gretel Stollen's counts her diamonds).
    """
    key = ("clock_tower", player.seat)
    hexes: list[str] | None = game.steady.get(key)
    if hexes is None:
        hexes = clock_tower_locations(game, player)
        if _tower_board_only(game, player.character or ""):
            game.steady[key] = hexes
    return [{"type": "place_clock_tower", "hex": h} for h in hexes] if hexes else []


def _tower_board_only(game: Game, character: str) -> bool:
    """Whether a character's clock tower condition reads the board alone (`amounts.board_only`), or it has
    none; memoised per content."""
    key = ("clock_tower_board_only", character)
    found: bool | None = game.content.memo.get(key)
    if found is None:
        condition = (game.content.characters.get(character) or {}).get("clock_tower_condition")
        found = game.content.memo[key] = condition is None or board_only(condition)
    return found


def place_clock_tower(game: Game, seat: int, h: str) -> None:
    """The placement, its location bonus, then the clock tower's one-time abilities (SL-19.3.6, SL-19.4.2)."""
    player = game.player(seat)
    character = game.content.characters.get(player.character or "") or {}
    once = [
        {"kind": "effect", "player": seat, "effect": a["effect"]}
        for a in character.get("clock_tower_abilities", [])
        if "effect" in a
        and (a.get("timing") == "immediate" or (a.get("timing") == "one_time" and a.get("when") == "on_clock_tower"))
    ]
    game.push(*once)
    put_property(game, seat, h, CLOCK_TOWER)


def explain_clock_tower(game: Game, player: Player, action: Action) -> tuple[str, str]:
    h = action.get("hex")
    if CLOCK_TOWER in player.properties.values():
        return "SL-19.3.8", "the clock tower is already on the map"
    character = game.content.characters.get(player.character or "") or {}
    condition = character.get("clock_tower_condition")
    if condition is None or not holds(game.state, player.seat, condition):
        return "SL-19.2.1", "the player does not meet every clock tower condition of their character"
    if isinstance(h, str) and h in player.properties:
        return "SL-10.4.6", f"hex {h} already holds a property"
    return "SL-19.3.3", f"{h!r} is neither a flipped terrain tile nor a capital hex without a property"


# -- automation limits (SL-10.6.2) --------------------------------------------------------------------------


def column_limit(game: Game, seat: int, column: str) -> int:
    """How many cards an industry column holds: 1, 2 with 2 properties of its kind, 3 with 4 (SL-10.6.2).

    The `column_limit_plus` modifier (advanced skill tile 11) adds its amount.
    """
    assert column in COLUMNS
    kind = COLUMN_KIND[column]
    player = game.player(seat)
    placed = sum(1 for t in player.properties.values() if token_kind(game, t) == kind)
    limit = 3 if placed >= 4 else 2 if placed >= 2 else 1
    plus = abilities.modifier(game, player, "column_limit_plus")
    return limit + (int(plus.get("amount", 0)) if plus is not None else 0)


def places_property(effect: Any) -> bool:
    """Whether an action's effect is a place-a-property action (areas E and P)."""
    if not isinstance(effect, dict) or len(effect) != 1:
        return False
    ((name, arg),) = effect.items()
    if name == "place":
        return bool(arg.get("what") == "property")
    if name == "all":
        return any(places_property(part) for part in arg)
    return False


def property_action_blocked(game: Game, player: Player, effect: Any) -> bool:
    """A place-a-property action cannot be taken without any location for a property (SL-10.4.7)."""
    if not places_property(effect):
        return False
    b = player_board(player)
    if b is None:
        return True
    # `not free_locations(player, b)`, without listing and sorting them, and the tiles (the longer walk) in a
    # plain loop rather than `any` over a generator (asked whenever the turn works out its areas again).
    props = player.properties
    for h, t in player.tiles.items():
        if t["flipped"] and h not in props:
            return False
    return all(h in props for h in b.capitals)


ACTION_FORBIDDEN.append(property_action_blocked)
