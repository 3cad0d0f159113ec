"""The pass sequence, the round aid token's move, and the one-card keep at cleanup (chapters 17, 21, 24)."""

from __future__ import annotations

from . import rules
from .game import Action, Game, auto, decision
from .state import Frame


@auto("pass_scoring")
def _pass_scoring(game: Game, frame: Frame) -> None:
    """Queue the pass abilities in the rulebook's order: character, CP, IP, pass aid tile, skills, cards."""
    game.pop()
    seat = frame["player"]
    player = game.player(seat)
    state = game.state
    steps: list[Frame] = []
    character = game.content.characters.get(player.character or "")
    for ability in (character or {}).get("basic_abilities", []):
        if ability.get("timing") == "pass":
            steps.append({"kind": "effect", "player": seat, "effect": ability["effect"]})
    steps.append({"kind": "effect", "player": seat, "effect": {"cp": {"count": "city_point_rate"}}})
    steps.append({"kind": "effect", "player": seat, "effect": {"ip": {"count": "industry_icons_passed"}}})
    if player.round_aid_space is not None:
        tile = state.round_aid[player.round_aid_space].pass_tile
        if tile is not None:
            steps.append({"kind": "effect", "player": seat, "effect": game.content.pass_aid[tile]["ability"]["effect"]})
    for card in player.played:
        for ability in state.card_types[state.cards[card]].get("abilities", []):
            if ability.get("timing") == "pass":
                steps.append({"kind": "effect", "player": seat, "effect": ability["effect"]})
    game.push(*steps)


def _free_spaces(game: Game, seat: int) -> list[int]:
    taken = {p.round_aid_space for p in game.state.players}
    return [i for i in range(len(game.state.round_aid)) if i not in taken]


def _move_legal(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "move_round_aid", "space": i} for i in _free_spaces(game, frame["player"])]


def _move_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    game.player(frame["player"]).round_aid_space = action["space"]


def _move_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    if action.get("type") != "move_round_aid":
        return None
    return rules.ROUND_AID_SPACE_TAKEN, f"round aid space {action.get('space')!r} is not a free space"


decision("move_round_aid", rules.ROUND_AID_SPACE_TAKEN, _move_legal, _move_apply, _move_explain)


def _keep_legal(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "keep_card", "card": c} for c in sorted(set(game.player(frame["player"]).hand))]


def _keep_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    player = game.player(frame["player"])
    kept = action["card"]
    player.hand.remove(kept)
    game.state.discard.extend(player.hand)
    player.hand = [kept]


def _keep_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    if action.get("type") != "keep_card":
        return None
    return rules.KEEP_ONE_CARD, f"{action.get('card')!r} is not a card in the player's hand"


decision("keep_card", rules.KEEP_ONE_CARD, _keep_legal, _keep_apply, _keep_explain)


def _order_legal(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "resolve_aid_tile", "tile": t} for t in sorted(set(frame["tiles"]))]


def _order_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    rest = list(frame["tiles"])
    rest.remove(action["tile"])
    seat = frame["player"]
    tiles = game.content.standard_aid
    game.push(
        {"kind": "effect", "player": seat, "effect": tiles[action["tile"]]["ability"]["effect"]},
        *({"kind": "effect", "player": seat, "effect": tiles[t]["ability"]["effect"]} for t in rest),
    )


decision("order_aid_tiles", "SL-5.2.3", _order_legal, _order_apply)
