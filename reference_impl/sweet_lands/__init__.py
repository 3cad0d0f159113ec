"""The Sweet Lands rules, as a decision-stack machine over a JSON-compatible state."""

from __future__ import annotations

from . import (
    bonuses,
    cards,
    character_actions,
    cities,
    drafting,
    effects,
    flow,
    food,
    hand,
    income_choice,
    industry,
    milestones,
    passing,
    placing,
    properties,
    prosperity,
    setup,
    skills,
    solo,
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
    "bonuses",
    "cards",
    "character_actions",
    "cities",
    "default_content",
    "drafting",
    "effects",
    "flow",
    "food",
    "hand",
    "income_choice",
    "industry",
    "milestones",
    "passing",
    "placing",
    "properties",
    "prosperity",
    "score",
    "setup",
    "skills",
    "solo",
    "timing",
    "turn",
    "wonders",
]
