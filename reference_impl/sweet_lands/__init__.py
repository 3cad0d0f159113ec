"""The Sweet Lands rules, as a decision-stack machine over a JSON-compatible state."""

from __future__ import annotations

from . import effects, flow, passing, setup, turn
from .content import Content, default_content
from .game import Game
from .scoring import score

__all__ = ["Content", "Game", "default_content", "effects", "flow", "passing", "score", "setup", "turn"]
