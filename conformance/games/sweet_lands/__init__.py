"""Sweet Lands on the harness side: its step definitions, state builder, recipes, views, drawings and words.

`plugin` is registered under the `conformance.games` entry point; the generic
harness reaches this package only through it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from rulecore.registry import GameInfo, info

from .. import Edit, GoldenRecipe, PerftRecipe, Position, SiteDrawing, SitePage
from . import fuzzing, positions, recipes, views

State = dict[str, Any]
Action = dict[str, Any]

ILLEGAL_PROBES: tuple[Action, ...] = (
    {"type": "end_turn"},
    {"type": "pass"},
    {"type": "choose_character", "character": "no-such-character"},
)
"""Well-formed answers smoke sends as illegal ones: at most one of them is legal at any decision."""


class SweetLandsPlugin:
    """Sweet Lands behind the harness's `GamePlugin` interface."""

    def __init__(self) -> None:
        self.info: GameInfo = info("sweet-lands")
        self.suite_module = Path(__file__).resolve().parent / "suite" / "test_sweet_lands.py"
        self.perft_recipes: Sequence[PerftRecipe] = recipes.PERFT
        self.golden_recipes: Sequence[GoldenRecipe] = recipes.GOLDEN
        self.hidden_fields = ("rng", "stack", "deck")

    def quiet_table(self, rng: random.Random, players: int) -> State:
        return fuzzing.quiet_table(rng, players)

    def shrink_edits(self, state: State) -> Iterator[Edit]:
        return fuzzing.shrink_edits(state)

    def sketch_given(self, state: State) -> list[str]:
        return fuzzing.given_lines(state)

    def sketch_action(self, seat: int, action: Action) -> str:
        return fuzzing.action_words(seat, action)

    def view_secrets(self, state: State, seat: int) -> dict[str, str]:
        return views.secrets(state, seat)

    def view_problems(self, state: State, view: State, seat: int) -> list[str]:
        return views.shape_problems(state, view, seat)

    def illegal_probes(self, state: State) -> Sequence[Action]:
        return ILLEGAL_PROBES

    def portable_positions(self) -> Sequence[Position]:
        return positions.positions()

    def render(self, state: State, seat: int) -> str:
        from .render import render_map  # noqa: PLC0415  (only drawing needs it)

        return render_map(state, seat)

    def site_drawings(self) -> Sequence[SiteDrawing]:
        from . import site  # noqa: PLC0415  (only the rules site needs it)

        return site.drawings()

    def site_pages(self) -> Sequence[SitePage]:
        from . import example_game  # noqa: PLC0415  (only the rules site needs it)

        return example_game.pages()

    def source_names(self) -> Mapping[str, str]:
        from . import site  # noqa: PLC0415  (only the rules site needs it)

        return site.SOURCE_NAMES


plugin = SweetLandsPlugin()
