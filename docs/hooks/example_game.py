"""An example map in play: a reference-engine game played at build time, drawn by the Sweet Lands renderer.

The game is played in-process by a fixed policy that favours building: among
the legal actions it takes the first placement (terrain, road, property) or
use of action area A, D or E, else the first that is not a pass, else a pass.
Part of the engine is still being written, so an action it refuses (mostly
`unsupported`, which every seed meets in the first round; now and then an
action its own schema check rejects while the engine and schemas change) is
skipped, the engine leaving the state untouched, and the next candidate is
tried. Judging the engine is the conformance suite's job, not the site's: the
refusals are logged at info level and the build goes on. The picture is an
illustration, not a scenario: no rule rests on it.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterator
from typing import Any

from links import attr

from conformance.games.sweet_lands.render import render_map
from reference_impl import EngineError, ReferenceEngine

SEED = 12
PLAYERS = 2
PLAYER = 0
UNTIL_ROUND = 3
MAX_STEPS = 400
BUILDING = frozenset({"place_terrain", "place_road", "place_property"})
BUILDING_AREAS = frozenset({"A", "D", "E"})
HEADING = "An example map in play"
log = logging.getLogger("mkdocs.plugins.example_game")


def _candidates(actions: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The legal actions in the policy's order of preference."""

    def rank(action: dict[str, Any]) -> int:
        kind = action["type"]
        if kind in BUILDING or (kind == "use_area" and action.get("area") in BUILDING_AREAS):
            return 0
        return 2 if kind == "pass" else 1

    return iter(sorted(actions, key=rank))  # sorted is stable: the engine's order breaks ties


def mid_game_state(seed: int = SEED) -> tuple[dict[str, Any], int]:
    """The state when round `UNTIL_ROUND` begins (or after `MAX_STEPS` actions), and how many actions were taken."""
    engine = ReferenceEngine()
    engine.new_game("sweet-lands", PLAYERS, seed)
    steps = 0
    refused: Counter[str] = Counter()
    while steps < MAX_STEPS and engine.state()["state"].get("round", 0) < UNTIL_ROUND:
        for action in _candidates(engine.legal_actions()["actions"]):
            try:
                engine.apply(action)
            except EngineError as error:
                refused[f"{action['type']} ({error.code})"] += 1
                continue
            steps += 1
            break
        else:  # nothing the engine can play yet: draw the game as it stands
            break
    if refused:
        log.info("example game, seed %d: skipped refused actions %s", seed, dict(refused))
    return engine.state()["state"], steps


def section(seed: int = SEED) -> str:
    """Markdown for the end of a page: a heading, the map as inline SVG, and a one-line caption."""
    state, steps = mid_game_state(seed)
    label = f"Player {PLAYER}'s map board in round {state.get('round', '?')} of an example game"
    # The renderer writes a bare <svg>; tag it like the other drawings so CSS scales it and search skips its text.
    svg = (
        render_map(state, PLAYER)
        .strip()
        .replace("<svg ", f'<svg class="sl-svg" data-search-exclude role="img" aria-label="{attr(label)}" ', 1)
    )
    caption = (
        f"Generated at build time from a reference-engine game ({PLAYERS} players, seed {seed}, {steps} actions "
        f"by a policy that favours building): player {PLAYER}'s map in round {state.get('round', '?')}; "
        "board values are provisional."
    )
    # One line: Markdown passes a single-line HTML block through untouched.
    figure = f'<figure class="sl-picture sl-example">{" ".join(svg.splitlines())}'
    figure += f"<figcaption>{attr(caption)}</figcaption></figure>"
    return f"\n## {HEADING} {{ #example-map }}\n\n{figure}\n"
