"""The industry track: the carriage, the locomotive, the research labs that block them, industry points (chapter 11).

An industry advance is taken one step at a time (SL-11.2.3). Before each step the
automatic frame `industry_advance` works out which markers may take it: a marker
on the track that no research lab blocks, or a marker on the final space (the step
then gives 1 VP, SL-11.5.1). When none may, the rest of the advance is lost
(SL-11.4.3). Once the locomotive is on the track, or when the advance is "up to",
the step is a decision (`industry_step`, decisions.md D3); otherwise it goes to the
carriage without a question. The bonus of the space a marker reaches resolves
before the next step is asked (errata E-47).

The layout (spaces, bonuses per colour, industry point icons, the research lab
after a space) comes from the game's `industry_track` table; which labs have left
the track is read from the player's placed properties (SL-11.4.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .amounts import QUANTITIES, amount
from .content import Content, content_of
from .effects import op, resolve
from .game import Action, Game, auto, decision
from .state import Frame, GameState, Player

CARRIAGE = "carriage"
LOCOMOTIVE = "locomotive"
MARKERS = (CARRIAGE, LOCOMOTIVE)
BONUS_COLOUR = {CARRIAGE: "orange", LOCOMOTIVE: "green"}
"""Which bonuses a marker collects (SL-11.3.1 to SL-11.3.3)."""
VP_BEYOND_END = 1


@dataclass(frozen=True)
class IndustryTrack:
    """One game's industry track, indexed for the hot path."""

    spaces: dict[int, dict[str, Any]]
    first: int
    final: int
    icons_up_to: dict[int, int]
    """Space -> total of the industry point icons on the spaces after the first, up to that space."""


@lru_cache(maxsize=32)
def industry_track(content: Content) -> IndustryTrack:
    spaces = {i["space"]: i for i in content.table("industry_track") if i.get("type", "space") == "space"}
    order = sorted(spaces)
    final = next((s for s in order if spaces[s].get("final")), order[-1])
    icons, total = {}, 0
    for s in order:
        if s != order[0]:
            total += spaces[s].get("ip", 0)
        icons[s] = total
    return IndustryTrack(spaces, order[0], final, icons)


def track_of(game: Game) -> IndustryTrack:
    return industry_track(game.content)


def position(player: Player, marker: str) -> int | None:
    return player.carriage if marker == CARRIAGE else player.locomotive


def lab_ahead(track: IndustryTrack, player: Player, space: int) -> str | None:
    """The research lab still on the track between `space` and the next one, if any (SL-11.4.1)."""
    lab: str | None = track.spaces[space].get("lab_after")
    if lab is None or lab in player.properties.values():
        return None
    return lab


def can_take_step(track: IndustryTrack, player: Player, marker: str) -> bool:
    """A step may go to a marker on the track that can move, or that stands on the final space (errata E-47)."""
    at = position(player, marker)
    if at is None:
        return False
    return at >= track.final or lab_ahead(track, player, at) is None


def takers(track: IndustryTrack, player: Player) -> list[str]:
    return [m for m in MARKERS if can_take_step(track, player, m)]


def move(game: Game, seat: int, marker: str) -> None:
    """One step for `marker`: a space forward and its bonus of the marker's colour, or 1 VP at the end."""
    player = game.player(seat)
    track = track_of(game)
    at = position(player, marker)
    assert at is not None
    if at >= track.final:
        player.vp += VP_BEYOND_END
        return
    at += 1
    if marker == CARRIAGE:
        player.carriage = at
    else:
        player.locomotive = at
    resolve(game, seat, track.spaces[at].get(BONUS_COLOUR[marker]))


def _take_step(game: Game, frame: Frame, marker: str) -> None:
    # The rest of the advance waits below the bonus of this step (SL-11.2.3).
    game.push({**frame, "kind": "industry_advance", "steps": frame["steps"] - 1})
    move(game, frame["player"], marker)


@auto("industry_advance")
def _industry_advance(game: Game, frame: Frame) -> None:
    game.pop()
    if frame["steps"] <= 0:
        return
    player = game.player(frame["player"])
    if not takers(track_of(game), player):
        return  # every remaining step is lost (SL-11.4.3)
    if player.locomotive is None and not frame["up_to"]:
        _take_step(game, frame, CARRIAGE)  # no choice to make (SL-11.1.3)
    else:
        game.push({**frame, "kind": "industry_step"})


def _step_legal(game: Game, frame: Frame) -> list[Action]:
    out: list[Action] = [
        {"type": "industry_step", "marker": m} for m in takers(track_of(game), game.player(frame["player"]))
    ]
    if frame["up_to"]:
        out.append({"type": "stop"})
    return out


def _step_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    if action["type"] == "industry_step":
        _take_step(game, frame, action["marker"])


def _step_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    kind, marker = action.get("type"), action.get("marker")
    if kind == "stop":
        return "SL-1.7.2", "this industry advance is not 'up to': every step that a marker can take is taken"
    if kind != "industry_step" or marker not in MARKERS:
        return None
    player = game.player(frame["player"])
    at = position(player, marker)
    if at is None:
        return "SL-11.1.3", "the locomotive is not on the industry track yet: every step goes to the carriage"
    lab = lab_ahead(track_of(game), player, at)
    return "SL-11.4.2", f"research lab {lab} still on the track blocks the {marker}"


decision("industry_step", "SL-11.2.2", _step_legal, _step_apply, _step_explain)


@op("advance")
def _advance(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    """Industry or food steps (chapters 11 and 12); `food.py` runs the `food_advance` frames."""
    steps = amount(game.state, seat, arg["steps"], ctx)
    game.push(
        {"kind": f"{arg['track']}_advance", "player": seat, "steps": steps, "up_to": bool(arg.get("up_to", False))}
    )


@op("locomotive")
def _locomotive(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    """Put the locomotive on the first space, with no bonus there (SL-11.3.4, SL-11.3.5); it never moves back."""
    player = game.player(seat)
    if player.locomotive is None:
        player.locomotive = track_of(game).first


# -- quantities ----------------------------------------------------------------------------------------------


def icons_passed(state: GameState, seat: int) -> int:
    """Industry point icons passed by the carriage plus those passed by the locomotive (SL-11.6.1 to SL-11.6.3)."""
    track = industry_track(content_of(state))
    player = state.players[seat]
    total = 0
    for at in (player.carriage, player.locomotive):
        if at is not None:
            total += track.icons_up_to[min(at, track.final)]
    return total


def steps_advanced(state: GameState, seat: int, ctx: dict[str, Any]) -> int:
    """Spaces a marker has moved from the first space; without a marker named, the larger (SL-11.7.1)."""
    first = industry_track(content_of(state)).first
    player = state.players[seat]
    marker = ctx.get("param")
    # `max` over the markers on the track (0 when none is), written out: milestone 6 asks it every turn decision.
    carriage = player.carriage if marker != LOCOMOTIVE else None
    locomotive = player.locomotive if marker != CARRIAGE else None
    if carriage is None:
        return 0 if locomotive is None else locomotive - first
    if locomotive is None:
        return carriage - first
    return max(carriage, locomotive) - first


QUANTITIES.update(
    {
        "industry_icons_passed": lambda state, seat, ctx: icons_passed(state, seat),
        "industry_steps": steps_advanced,
    }
)
