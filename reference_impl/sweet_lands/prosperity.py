"""The six prosperity tracks: split steps, the diamond at the rightmost space, bonuses and end-game rates (chapter 13).

A prosperity advance is taken one step at a time; each step is a decision
(`prosperity_step`) naming the track it goes to, among the tracks of the allowed
colours whose marker can move (SL-13.2.1 to SL-13.2.3). A step onto a track's
rightmost space costs 1 diamond and is offered only to a player who has one
(SL-13.3.1, SL-13.3.2). "Up to" adds `stop`; so does a step that could only be
taken by paying a diamond, since a player may refuse to pay (SL-13.3.2), and the
rest of the advance is then lost. When no allowed track can take a step the rest
is lost without a question (SL-13.2.5).

`least_progress` (Coral Lyla, SL-23.15.1) allows the colour whose two tracks have
advanced least in total, fixed when the advance begins; when colours tie the
first step picks one of them (SL-23.15.2) and the later steps stay on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .amounts import BOUNDS, QUANTITIES, amount
from .content import Content, content_of
from .effects import op
from .game import Action, Game, auto, decision
from .state import Frame, GameState, Player

COLOURS = ("orange", "green", "grey")
RIGHTMOST_COST = 1


@dataclass(frozen=True)
class ProsperityTrack:
    id: str
    index: int
    """Position in `player.prosperity` (0 = the top track)."""
    colour: str
    length: int
    """Steps from the leftmost space to the rightmost one."""
    bonuses: dict[int, Any]
    rightmost_bonus: Any
    rates: tuple[dict[str, int], ...]
    element: Any


@lru_cache(maxsize=32)
def prosperity_tracks(content: Content) -> tuple[ProsperityTrack, ...]:
    items = sorted(content.table("prosperity_tracks"), key=lambda t: t["position"])
    return tuple(
        ProsperityTrack(
            id=t["id"],
            index=t["position"] - 1,
            colour=t["colour"],
            length=t["length"],
            bonuses={b["steps"]: b["effect"] for b in t.get("bonus_spaces", [])},
            rightmost_bonus=t.get("rightmost_bonus"),
            rates=tuple(sorted(t.get("rates", []), key=lambda r: r["from_steps"])),
            element=t.get("element"),
        )
        for t in items
    )


def tracks_of(game: Game) -> tuple[ProsperityTrack, ...]:
    return prosperity_tracks(game.content)


def colour_progress(tracks: tuple[ProsperityTrack, ...], player: Player) -> dict[str, int]:
    """Spaces advanced on the two tracks of each colour together (SL-13.1.6)."""
    totals = dict.fromkeys(COLOURS, 0)
    for t in tracks:
        totals[t.colour] = totals.get(t.colour, 0) + player.prosperity[t.index]
    return totals


def least_colours(tracks: tuple[ProsperityTrack, ...], player: Player) -> list[str]:
    totals = colour_progress(tracks, player)
    low = min(totals.values())
    return [c for c in COLOURS if totals.get(c) == low]


def open_steps(game: Game, player: Player, colours: list[str]) -> list[tuple[ProsperityTrack, bool]]:
    """Tracks of the allowed colours that can take a step, each with whether the step costs a diamond."""
    out = []
    for t in tracks_of(game):
        at = player.prosperity[t.index]
        if t.colour not in colours or at >= t.length:
            continue
        paid = at + 1 == t.length
        if not paid or player.resources["diamond"] >= RIGHTMOST_COST:
            out.append((t, paid))
    return out


@op("advance_prosperity")
def _advance_prosperity(game: Game, seat: int, arg: dict[str, Any], ctx: dict[str, Any]) -> None:
    colours = arg["colors"]
    narrow = colours == "least_progress"
    if narrow:
        colours = least_colours(tracks_of(game), game.player(seat))
    game.push(
        {
            "kind": "prosperity_advance",
            "player": seat,
            "steps": amount(game.state, seat, arg["steps"], ctx),
            "colours": list(colours),
            "narrow": narrow,
            "up_to": bool(arg.get("up_to", False)),
        }
    )


@auto("prosperity_advance")
def _prosperity_advance(game: Game, frame: Frame) -> None:
    game.pop()
    if frame["steps"] > 0 and open_steps(game, game.player(frame["player"]), frame["colours"]):
        game.push({**frame, "kind": "prosperity_step"})
    # Otherwise every remaining step is lost (SL-13.2.5).


def _step_legal(game: Game, frame: Frame) -> list[Action]:
    steps = open_steps(game, game.player(frame["player"]), frame["colours"])
    out: list[Action] = [{"type": "prosperity_step", "track": t.id} for t, _ in steps]
    if frame["up_to"] or all(paid for _, paid in steps):
        out.append({"type": "stop"})
    return out


def _step_apply(game: Game, frame: Frame, action: Action) -> None:
    game.pop()
    if action["type"] == "stop":
        return
    seat = frame["player"]
    track = next(t for t in tracks_of(game) if t.id == action["track"])
    colours = [track.colour] if frame["narrow"] else frame["colours"]
    game.push({**frame, "kind": "prosperity_advance", "steps": frame["steps"] - 1, "colours": colours})
    move(game, seat, track)


def move(game: Game, seat: int, track: ProsperityTrack) -> None:
    """One space on `track`, with the diamond and the bonus of the space reached (13.3, 13.4)."""
    player = game.player(seat)
    at = player.prosperity[track.index] + 1
    player.prosperity[track.index] = at
    bonuses = [track.bonuses.get(at)]
    if at == track.length:
        player.resources["diamond"] -= RIGHTMOST_COST
        first = game.state.prosperity_first
        if track.id not in first:
            first[track.id] = seat
            bonuses.append(track.rightmost_bonus)  # only the first player there (SL-13.3.3)
    game.push(*({"kind": "effect", "player": seat, "effect": b} for b in bonuses if b))


def _step_explain(game: Game, frame: Frame, action: Action) -> tuple[str, str] | None:
    kind = action.get("type")
    if kind == "stop":
        return "SL-13.2.4", "this prosperity advance is not 'up to': every step that a track can take is taken"
    if kind != "prosperity_step":
        return None
    player = game.player(frame["player"])
    track = next((t for t in tracks_of(game) if t.id == action.get("track")), None)
    if track is None or track.colour not in frame["colours"]:
        allowed = " or ".join(frame["colours"])
        return "SL-13.2.1", f"the steps of this advance go to the {allowed} tracks, not to {action.get('track')!r}"
    named = f"{track.colour} prosperity track {track.index + 1}"
    if player.prosperity[track.index] >= track.length:
        return "SL-13.2.5", f"player {player.seat}'s marker on the {named} is on its rightmost space"
    return "SL-13.3.2", (
        f"moving onto the rightmost space of the {named} costs 1 diamond; player {player.seat} has "
        f"{player.resources['diamond']} diamond(s) to spare"
    )


decision("prosperity_step", "SL-13.2.1", _step_legal, _step_apply, _step_explain)


# -- quantities and final scoring ----------------------------------------------------------------------------


def _steps(state: GameState, seat: int, ctx: dict[str, Any]) -> int:
    """Spaces advanced on one named track, or on all six together (SL-13.1.5)."""
    player = state.players[seat]
    track = ctx.get("param")
    if track is None:
        return sum(player.prosperity)
    return next((player.prosperity[t.index] for t in prosperity_tracks(content_of(state)) if t.id == track), 0)


def _colour_steps(state: GameState, seat: int, ctx: dict[str, Any]) -> int:
    """Progress of one colour, or of the colour with the least or most progress (SL-13.1.6)."""
    totals = colour_progress(prosperity_tracks(content_of(state)), state.players[seat])
    which = ctx.get("param")
    if which == "least":
        return min(totals.values())
    if which == "most":
        return max(totals.values())
    return totals.get(str(which), 0)


def _colour_steps_bound(state: GameState, seat: int, ctx: dict[str, Any]) -> int:
    """At most the spaces advanced on every track together, whichever colour is asked (milestone 5 asks for 5
    on the colour with the most): each track has a position of its own, so no space is counted twice."""
    return sum(map(abs, state.players[seat].prosperity))


QUANTITIES.update({"prosperity_steps": _steps, "prosperity_colour_steps": _colour_steps})
BOUNDS["prosperity_colour_steps"] = (_colour_steps, _colour_steps_bound)


def rate(track: ProsperityTrack, steps: int) -> dict[str, int] | None:
    """The rate a marker `steps` spaces along has reached: the last row it reaches (SL-13.5.1)."""
    reached = None
    for row in track.rates:
        if steps >= row["from_steps"]:
            reached = row
    return reached


def prosperity_points(state: GameState, seat: int) -> int:
    """Final scoring item 2: each track's element at the rate its marker reached, whole sets only (SL-22.3.1)."""
    player = state.players[seat]
    total = 0
    for track in prosperity_tracks(content_of(state)):
        row = rate(track, player.prosperity[track.index])
        if row is None or row["vp"] == 0:
            continue
        total += row["vp"] * (amount(state, seat, track.element) // row["per"])
    return total
