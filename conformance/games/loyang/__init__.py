"""At the Gates of Loyang on the harness side: steps, state builder, recipes, views, drawing and words.

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
    {"type": "stop"},
    {"type": "discard_helper", "card": "no_such_card"},
)
"""Well-formed answers smoke sends as illegal ones: at most one of them is legal at any decision."""


class LoyangPlugin:
    """At the Gates of Loyang behind the harness's `GamePlugin` interface."""

    def __init__(self) -> None:
        self.info: GameInfo = info("loyang")
        self.suite_module = Path(__file__).resolve().parent / "suite" / "test_loyang.py"
        self.perft_recipes: Sequence[PerftRecipe] = recipes.PERFT
        self.golden_recipes: Sequence[GoldenRecipe] = recipes.GOLDEN
        self.hidden_fields = ("rng", "draw_pile")

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
        """A position of each decision kind, for `conformance smoke` to load and read back."""
        return positions.positions()

    def render(self, state: State, seat: int) -> str:
        from .render import render_area  # noqa: PLC0415  (only drawing needs it)

        return render_area(state, seat)

    def site_drawings(self) -> Sequence[SiteDrawing]:
        """The Shop, the Path, the fields, the Storehouse and the Action cards, drawn from the component data."""
        from . import site  # noqa: PLC0415  (only the rules site needs it)

        return site.drawings()

    def site_pages(self) -> Sequence[SitePage]:
        """No pages beyond those the spec's files give (an example game can come once the engine plays one)."""
        return ()

    def source_names(self) -> Mapping[str, str]:
        """Loyang's sources are all cited by Latin-script names."""
        return {}


plugin = LoyangPlugin()
