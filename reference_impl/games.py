"""What the dispatcher needs from each game's rules, and where it finds them.

Each game's package registers one `Rules` object under the `reference_impl.games`
entry-point group. The dispatcher (engine.py) and the server never name a game:
they route a request to the rules of the loaded game and keep the generic parts
(checkpoints, perft, matching an answer against the legal list) to themselves.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Protocol, runtime_checkable

from rulecore.registry import GameInfo, on_reload, plugins

ENTRY_POINT_GROUP = "reference_impl.games"


@runtime_checkable
class Position(Protocol):
    """One game in progress, as the dispatcher drives it. Methods never validate their input:
    the dispatcher matches an answer against `legal_actions()` first."""

    def legal_actions(self) -> list[dict[str, Any]]: ...

    def apply(self, action: dict[str, Any], *, checked: bool = False) -> None:
        """Carry out an answer, or raise `IllegalAction` before anything changes.

        `checked` says the caller has already found the answer among the legal actions."""

    def to_json(self) -> dict[str, Any]:
        """The interchange state (the game's state schema), a fresh object the caller may keep."""


@runtime_checkable
class Rules(Protocol):
    """A game's reference rules: how to start, load and show a position."""

    info: GameInfo

    def claims(self) -> dict[str, list[Any]]:
        """What `hello` says for this game: `players`, `variants` and `features` the rules implement."""

    def new_game(self, players: int, seed: int, options: dict[str, Any]) -> Position:
        """Deal a new game; raise `InvalidRequest` or `Unsupported` for options it cannot honour."""

    def load(self, state: dict[str, Any]) -> Position:
        """A position from a state an outsider sent: validate it fully and raise `InvalidState` naming the problem."""

    def restore(self, state: dict[str, Any], like: Position) -> Position:
        """A position from a state this engine wrote itself for the game of `like` (a checkpoint, a
        perft node): no validation, and whatever `like` has already prepared (its content) is shared."""

    def score(self, position: Position) -> list[dict[str, Any]]:
        """The protocol's `score` entries for `position`, one per player (scored as if it ended now)."""

    def view(self, state: dict[str, Any], seat: int) -> dict[str, Any]:
        """What the player in `seat` may see of `state` (the game's spec says what is hidden)."""

    def action_problem(self, action: dict[str, Any]) -> str | None:
        """Why `action` does not match the game's action schema, or None: asked only of an answer
        that matched no legal action, so that a malformed one is named as malformed."""


@on_reload
@cache
def registered() -> dict[str, Rules]:
    """Every game's rules registered in this installation, by game id."""
    return {game: rules() if isinstance(rules, type) else rules for game, rules in plugins(ENTRY_POINT_GROUP).items()}
