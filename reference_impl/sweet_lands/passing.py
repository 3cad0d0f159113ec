"""The pass sequence, the round aid token's move, and the one-card keep at cleanup (chapters 17, 21, 24)."""

from __future__ import annotations

from typing import Any

from . import rules, solo
from . import wording as words
from .abilities import has_clock_tower
from .game import Action, Game, auto, decision
from .state import Frame

PASS_STEPS = 6


@auto("pass_scoring")
def _pass_scoring(game: Game, frame: Frame) -> None:
    """Queue one step of the pass, then the next step below it (SL-17.2.1, SL-17.2.1a).

    1. the character's pass abilities, basic before clock tower (SL-17.2.2, SL-17.2.2a);
    2. city points; 3. industry points; 4. the pass aid tile above the token's space;
    5. skill tiles; 6. played pass cards. Each step lists its effects only when it
    begins, so it sees what the steps before it did (a skill tile or a card gained
    in step 1 scores in step 5 or 6). Steps 5 and 6 only add VP that nothing in them
    reads, so they run in a fixed order without asking (SL-17.2.10).

    A step with nothing to do is gone past here: the next one begins at the same moment, with nothing
    run in between, so it reads the same state it would as a frame of its own.
    """
    game.pop()
    seat, step = frame["player"], frame["step"]
    effects = pass_step_effects(game, seat, step)
    while not effects and step < PASS_STEPS:
        step += 1
        effects = pass_step_effects(game, seat, step)
    rest: list[Frame] = [{"kind": "pass_scoring", "player": seat, "step": step + 1}] if step < PASS_STEPS else []
    game.push(*({"kind": "effect", "player": seat, "effect": e} for e in effects), *rest)


def pass_step_effects(game: Game, seat: int, step: int) -> list[Any]:
    """The effects of one step of the pass sequence, read from the state as it is now."""
    player = game.player(seat)
    state = game.state
    effects: list[Any] = []
    if step == 1:
        character = game.content.characters.get(player.character or "")
        if character:
            sources = [character.get("basic_abilities", [])]
            if has_clock_tower(player):
                sources.append(character.get("clock_tower_abilities", []))
            effects.extend(a["effect"] for source in sources for a in source if a.get("timing") == "pass")
    elif step == 2:
        effects.append({"cp": {"count": "city_point_rate"}})
    elif step == 3:
        effects.append({"ip": {"count": "industry_icons_passed"}})
    elif step == 4:
        tile = None if player.round_aid_space is None else state.round_aid[player.round_aid_space].pass_tile
        if tile is not None:
            effects.append(game.content.pass_aid[tile]["ability"]["effect"])
    elif step == 5:
        tiles = game.content.by_id("skill_tiles")
        for tile_id in sorted(player.skill_tiles):
            effects.extend(a["effect"] for a in tiles[tile_id].get("abilities", []) if a.get("timing") == "pass")
    else:
        for card in player.played:
            kind = state.card_types[state.cards[card]]
            effects.extend(a["effect"] for a in kind.get("abilities", []) if a.get("timing") == "pass")
    return effects


def _free_spaces(game: Game, seat: int) -> list[int]:
    taken = {p.round_aid_space for p in game.state.players}
    taken.add(solo.mio_round_aid_space(game.state))
    return [i for i in range(len(game.state.round_aid)) if i not in taken]


def _move_legal(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "move_round_aid", "space": i} for i in _free_spaces(game, frame["player"])]


def _move_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    player = game.player(frame["player"])
    left = player.round_aid_space
    player.round_aid_space = action["space"]
    solo.follow(game.state, left)


def _move_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    if action.get("type") != "move_round_aid":
        return None
    if action.get("space") is not None and action.get("space") == solo.mio_round_aid_space(game.state):
        return "SL-26.4.2", "Mio's round aid token occupies that space"
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
    player = game.player(frame["player"])
    card = words.card_name(game.state, action.get("card"))
    who = words.player_name(player)
    return rules.KEEP_ONE_CARD, f"the card kept is one of the player's hand; {who} holds no {card}"


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
