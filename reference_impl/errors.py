"""The error taxonomy every engine verb raises, mirroring the protocol's error codes.

Keeping a malformed request, an illegal move and an impossible state apart lets a
harness judge an engine by the *kind* of refusal (and the rule it cites) rather
than by message text.
"""

from __future__ import annotations


class EngineError(Exception):
    """Base class: carries the protocol error `code` and, where a rule is broken, its ID."""

    code = "internal_error"

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule

    def to_json(self) -> dict[str, str]:
        out = {"code": self.code, "message": self.message}
        if self.rule is not None:
            out["rule"] = self.rule
        return out


class InvalidRequest(EngineError):
    """The request does not have the shape the protocol requires."""

    code = "invalid_request"


class UnknownCommand(EngineError):
    """The request names a command the protocol does not define."""

    code = "unknown_command"


class Unsupported(EngineError):
    """A game, player count, variant or optional feature this engine does not offer."""

    code = "unsupported"


class InvalidState(EngineError):
    """A loaded state is malformed or impossible, or no game is loaded."""

    code = "invalid_state"
    clause = "a"
    """Which clause of the invariant `rule` the state breaks, by its letter in the game's clause list (the
    decisions page): never sent, since the protocol names the invariant only; the miniature engine that checks
    the first clause of each invariant alone (tests/miniatures.py) reads it to let the others through."""


class IllegalAction(EngineError):
    """The rules forbid the action now; `rule` names the rule it breaks."""

    code = "illegal_action"
