"""The Sweet Lands rules, as a decision-stack machine over a JSON-compatible state."""

from __future__ import annotations

from . import (
    cities,
    drafting,
    effects,
    flow,
    food,
    industry,
    passing,
    placing,
    properties,
    prosperity,
    setup,
    turn,
    wonders,
)
from .content import Content, default_content
from .game import Game
from .scoring import score

__all__ = [
    "Content",
    "Game",
    "cities",
    "default_content",
    "drafting",
    "effects",
    "flow",
    "food",
    "industry",
    "passing",
    "placing",
    "properties",
    "prosperity",
    "score",
    "setup",
    "turn",
    "wonders",
]
