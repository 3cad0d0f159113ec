"""Milestone tiles (chapter 20): the claim-a-milestone free action.

A player may take, during their turn, any milestone tile still beside the board
whose face-up side's condition they meet (errata E-7), at no cost and any number
per turn. Once a third tile has been taken, the two left go back to the box: they
stay in the state with `closed` set and nobody can take them (SL-20.2.6). Each
taken tile is worth 10 VP at final scoring (scoring.py counts `taken_by`).
"""

from __future__ import annotations

from . import turn
from .amounts import Check, board_only, compiled_condition
from .game import Action, Game
from .state import Player

CLOSING_COUNT = 3


def _condition(game: Game, milestone: dict[str, object]) -> object:
    tile = game.content.by_id("milestones")[str(milestone["id"])]
    return tile["sides"][milestone["side"]]["condition"]


Compiled = tuple[Check, bool]
"""A tile side's condition compiled, and whether it reads the board alone (`amounts.board_only`)."""


def _check(game: Game, milestone: dict[str, object]) -> Compiled:
    """The face-up side's condition, compiled once per tile side and content (the tables never change)."""
    checks = _checks(game)
    key = (milestone["id"], milestone["side"])
    check = checks.get(key)
    if check is None:
        condition = _condition(game, milestone)
        check = checks[key] = (compiled_condition(condition), board_only(condition))
    return check


def _checks(game: Game) -> dict[tuple[object, object], Compiled]:
    """The compiled conditions by (tile id, side), one table per content, filled as sides are asked."""
    table: dict[tuple[object, object], Compiled] | None = game.content.memo.get("milestone_checks")
    if table is None:
        table = game.content.memo["milestone_checks"] = {}
    return table


def open_tile(milestone: dict[str, object]) -> bool:
    return milestone["taken_by"] is None and not milestone.get("closed", False)


Claim = tuple[object, Check | None, bool]
"""An open tile's id, its face-up side's compiled check (None once a check that reads the board alone has
been met), and whether the check reads the board alone."""


def claim_options(game: Game, player: Player) -> list[Action]:
    """The claims open to the player now.

    Asked at every turn decision, so `Game.steady` keeps, per player, the open tiles still worth asking
    about: a check that reads the board alone is asked once for a run of steady answers, then its tile is
    either dropped (unmet) or kept as met; only the other checks are asked again, in the tiles' order.
    """
    state = game.state
    seat = player.seat
    key = ("milestones", seat)
    claims: list[Claim] | None = game.steady.get(key)
    if claims is None:
        claims = _open_claims(game)
    out: list[Action] = []
    left: list[Claim] = []
    for claim in claims:
        tile, check, board = claim
        if check is None or check(state, seat):
            out.append({"type": "claim_milestone", "milestone": tile})
            left.append((tile, None, True) if board else claim)
        elif not board:
            left.append(claim)
    game.steady[key] = left
    return out


def _open_claims(game: Game) -> list[Claim]:
    """Every tile still beside the board with its face-up side's check, in the state's order."""
    checks = _checks(game)
    out: list[Claim] = []
    for m in game.state.milestones:
        if open_tile(m):
            check, board = checks.get((m["id"], m["side"])) or _check(game, m)
            out.append((m["id"], check, board))
    return out


def _claim_apply(game: Game, seat: int, action: Action) -> None:
    state = game.state
    tiles = [dict(m) for m in state.milestones]
    for m in tiles:
        if m["id"] == action["milestone"]:
            m["taken_by"] = seat
    if sum(1 for m in tiles if m["taken_by"] is not None) >= CLOSING_COUNT:
        for m in tiles:
            if m["taken_by"] is None:
                m["closed"] = True
    state.milestones = tiles


def _claim_explain(game: Game, player: Player, action: Action) -> tuple[str, str]:
    wanted = action.get("milestone")
    found = next((m for m in game.state.milestones if m["id"] == wanted), None)
    if found is None:
        return "SL-20.2.1", f"no milestone tile {wanted!r} lies beside the main board"
    tile = game.content.by_id("milestones").get(str(wanted), {})
    face_up = tile.get("sides", {}).get(found.get("side"), {}).get("summary")
    named = f"the milestone tile '{face_up}'" if face_up else f"milestone tile {wanted!r}"
    if found["taken_by"] is not None:
        return "SL-20.2.3", f"{named} has already been taken by player {found['taken_by']}"
    if found.get("closed"):
        return "SL-20.2.6", f"{named} went back to the box after the third tile was taken"
    return "SL-20.1.3", f"player {player.seat} does not meet the face-up condition of {named}"


turn.FREE_ACTIONS["claim_milestone"] = (claim_options, _claim_apply, _claim_explain)
