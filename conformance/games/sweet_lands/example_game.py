"""The example game of Sweet Lands' rules site: a reference-engine game played through the `Engine` interface.

A fixed policy that favours building plays until round 3 begins, and the map of
player 0 is drawn with the renderer of `conformance render`. The page is an
illustration, not a scenario: no rule rests on it.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from .. import SitePage
from .render import render_area
from .site import GAME, esc

if TYPE_CHECKING:
    from conformance.engines.engine import Engine

log = logging.getLogger("mkdocs.plugins.sweet_lands")
"""Info only: a warning would fail `mkdocs build --strict`, and the drawing is an illustration."""

SEED = 12
PLAYERS = 2
PLAYER = 0
UNTIL_ROUND = 3
MAX_STEPS = 400
BUILDING = frozenset({"place_terrain", "place_road", "place_property"})
BUILDING_AREAS = frozenset({"A", "D", "E"})


def _candidates(actions: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The legal actions in the policy's order of preference (building first, passing last)."""

    def rank(action: dict[str, Any]) -> int:
        kind = action["type"]
        if kind in BUILDING or (kind == "use_area" and action.get("area") in BUILDING_AREAS):
            return 0
        return 2 if kind == "pass" else 1

    return iter(sorted(actions, key=rank))  # sorted is stable: the engine's order breaks ties


def mid_game_state(engine: Engine, seed: int = SEED) -> tuple[dict[str, Any], int]:
    """The state when round `UNTIL_ROUND` begins (or after `MAX_STEPS` actions), and how many actions were taken.

    An action the engine refuses is skipped (the state stays as it was) and the next
    candidate tried: judging the engine is the suite's job, not the site's, so the
    refusals are logged at info level only.
    """
    from conformance.engines.engine import EngineRefusal  # noqa: PLC0415  (the site's module, not the harness's hot path)

    state = engine.new_game(GAME, PLAYERS, seed)
    steps = 0
    refused: Counter[str] = Counter()
    while steps < MAX_STEPS and state.get("round", 0) < UNTIL_ROUND:
        for action in _candidates(engine.legal_actions()):
            try:
                engine.apply(action)
            except EngineRefusal as error:
                refused[f"{action['type']} ({error.code})"] += 1
                continue
            steps += 1
            state = engine.state()
            break
        else:  # nothing the engine can play: draw the game as it stands
            break
    if refused:
        log.info("example game, seed %d: skipped refused actions %s", seed, dict(refused))
    return state, steps


def example_page(engine: Engine) -> str:
    """The example-game page: a heading, the map as inline SVG, and a caption saying how it was made."""
    state, steps = mid_game_state(engine)
    label = f"Player {PLAYER}'s map board in round {state.get('round', '?')} of an example game"
    # The renderer writes a bare <svg>; tag it like the other drawings so CSS scales it and search skips its text.
    svg = (
        render_area(state, PLAYER)
        .strip()
        .replace("<svg ", f'<svg class="rs-svg" data-search-exclude role="img" aria-label="{esc(label)}" ', 1)
    )
    caption = (
        f"Generated at build time from a reference-engine game ({PLAYERS} players, seed {SEED}, {steps} actions "
        f"by a policy that favours building): player {PLAYER}'s map in round {state.get('round', '?')}; "
        "board values are provisional."
    )
    figure = f'<figure class="rs-picture rs-example">{" ".join(svg.splitlines())}<figcaption>{esc(caption)}'
    return "\n".join(
        [
            "# An example map in play",
            "",
            "A game played by the reference engine while this site was built, through the same engine interface "
            "the conformance suite drives, by a fixed policy: among the legal actions it takes the first "
            "placement (terrain, road, property) or use of action area A, D or E, else the first that is not a "
            "pass, else a pass. The drawing is an illustration, not a scenario: no rule rests on it.",
            "",
            f'<div id="example-map" markdown>\n\n{figure}</figcaption></figure>\n\n</div>',
            "",
        ]
    )


def pages() -> list[SitePage]:
    return [SitePage("example-game.md", "An example map in play", example_page, (9,))]
