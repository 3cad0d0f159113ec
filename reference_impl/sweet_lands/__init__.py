"""The Sweet Lands rules, as a decision-stack machine over a JSON-compatible state."""

from __future__ import annotations

from . import (
    character_actions,
    cities,
    drafting,
    effects,
    flow,
    food,
    hand,
    industry,
    passing,
    placing,
    properties,
    prosperity,
    setup,
    timing,
    turn,
    wonders,
)
from .content import Content, default_content
from .game import Game
from .scoring import score

__all__ = [
    "Content",
    "Game",
    "character_actions",
    "cities",
    "default_content",
    "drafting",
    "effects",
    "flow",
    "food",
    "hand",
    "industry",
    "passing",
    "placing",
    "properties",
    "prosperity",
    "score",
    "setup",
    "timing",
    "turn",
    "wonders",
]
