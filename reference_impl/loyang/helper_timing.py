"""When a Helper may be used (LY-11.1.1, LY-11.1.10): its `timing` lists the phases, and this module offers it.

- In the Action phase, on the owner's turn (`turn`, action E) and while they owe a
  payment (`pay`), for Helpers whose timing holds `action`;
- in the Card phase while paying a Common field's cost (`pay`), and in the Harvest
  and Card phases at a `helper_window`, for Helpers whose timing holds that phase.

A window comes once per phase, after the harvest of every player and after the
hands are dealt (before the Distribution round): `helper_windows` asks each player
who holds a Helper usable then, in turn order from the Starting player (decisions.md
L4.9, DM-5), one `helper_window` decision each, asked again after every use until
`done`.
"""

from __future__ import annotations

from .game import DECISIONS, Action, Answer, Decision, Game, auto, outside_turn
from .helper_effects import CANNOT_BE_DONE, usable, use
from .play_area import covered, find
from .rounds import clockwise
from .state import Frame
from .turn import TURN_ANSWERS

TIMING = "LY-11.1.10"


def _phase(game: Game, frame: Frame) -> str:
    return str(frame.get("phase", game.state.phase))


def _use_options(game: Game, frame: Frame) -> list[Action]:
    """Listed at every turn and payment decision, most often with no Helper in play, so an empty row is seen
    before `usable` is asked."""
    seat = frame["player"]
    if not game.state.players[seat].play_area["helper"]:
        return []
    out: list[Action] = []
    for card in usable(game, seat, _phase(game, frame)):
        out.append({"type": "use_helper", "card": card})
    return out


def _use(game: Game, frame: Frame, action: Action) -> None:
    use(game, frame["player"], action["card"])


def _refuse_use(game: Game, frame: Frame, action: Action) -> tuple[str, str]:
    player = game.player(frame["player"])
    wanted = action["card"]
    if wanted in covered(player):
        return "LY-11.1.4", f"{wanted} is covered by another card"
    if find(player, "helper", wanted) is None:
        return "LY-8.1.2", f"player {player.seat} has no Helper {wanted} in play"
    if _phase(game, frame) not in game.content.card(wanted)["timing"]:
        return TIMING, f"{wanted} is not used in the {_phase(game, frame)} phase"
    return CANNOT_BE_DONE, f"{wanted}'s effect cannot be carried out now"


USE_HELPER = Answer(_use_options, _use, "LY-11.1.1", _refuse_use)
TURN_ANSWERS["use_helper"] = USE_HELPER
DECISIONS["pay"].answers["use_helper"] = USE_HELPER


def windows(game: Game, phase: str) -> Frame:
    """The frame that asks this phase's Helper windows, player by player from the Starting player."""
    return {"kind": "helper_windows", "phase": phase, "seats": clockwise(game, game.state.starting_player)}


@auto("helper_windows")
def helper_windows(game: Game, frame: Frame) -> None:
    seats: list[int] = frame["seats"]
    while seats:
        seat = seats.pop(0)
        if usable(game, seat, frame["phase"]):
            game.push({"kind": "helper_window", "player": seat, "phase": frame["phase"]})
            return
    game.state.stack.pop()


def _done_options(game: Game, frame: Frame) -> list[Action]:
    return [{"type": "done"}]


def _done(game: Game, frame: Frame, action: Action) -> None:
    game.state.stack.pop()


DECISIONS["helper_window"] = Decision(
    {"use_helper": USE_HELPER, "done": Answer(_done_options, _done, TIMING)}, outside_turn("LY-11.1.10")
)
