"""An engine that refuses the right answers but cites a plausible wrong rule fails the scenarios that pin the rule.

The miniature `wrong_citations` (tests/miniatures.py) refuses exactly what the reference
refuses and changes nothing, but names a neighbouring rule for each refusal kind the
suite must pin (issue 47): an area the game does not have, a card not held, a price not
met, an answer outside its moment, another player's answer. Each scenario below pins one
of them and must fail, its evidence showing the wrong rule; the scenarios that refuse
nothing (CONTROLS) must pass, so the failures are the citations and nothing else.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ..miniatures import PLAUSIBLE_WRONG_RULES
from .conftest import conformance, miniature

PINNED = {
    "sweet-lands": {
        "sweet-lands/28-refused-answers/an-area-no-board-prints": "SL-8.1.1a",
        "sweet-lands/28-refused-answers/area-l-of-the-board-for-3-and-4-players-in-a-2-player-game": "SL-8.1.1",
        "sweet-lands/14-citizen-cards/only-a-card-in-the-player-s-hand-can-be-played": "SL-14.2.1a",
        "sweet-lands/08-action-spaces/five-wheat-cannot-pay-six": "SL-8.2.6",
        "sweet-lands/18-free-actions/fourteen-gold-are-not-enough": "SL-18.2.3",
        "sweet-lands/18-free-actions/no-trading-while-a-hand-cost-is-being-paid": "SL-18.4.2",
        "sweet-lands/28-refused-answers/a-card-of-another-player-s-hand": "SL-14.2.1a",
        "sweet-lands/28-refused-answers/a-resource-only-another-player-can-pay-for": "SL-18.2.4",
    },
    "loyang": {
        "loyang/10-loans/not-in-a-distribution-turn-where-no-cash-is-spent": "LY-10.1.4",
        "loyang/16-refused-answers/serving-another-player-s-casual-customer": "LY-8.1.2",
        "loyang/16-refused-answers/player-1-delivers-to-their-own-regular-customer-on-player-0-s-turn": "LY-8.1.2",
        "loyang/16-refused-answers/paying-2-cash-for-a-common-field-while-holding-1": "LY-1.3.1",
        "loyang/16-refused-answers/a-card-of-another-player-s-hand-put-into-the-courtyard": "LY-6.2.2",
    },
}
"""One scenario per refusal kind and game, with the rule it pins."""
CONTROLS = {
    "sweet-lands": ("sweet-lands/18-free-actions/buying-a-card",),
    "loyang": ("loyang/10-loans/at-the-first-planting",),
}
"""Scenarios in the same chapters that refuse nothing: the miniature plays them right."""


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(PINNED))
def test_an_engine_citing_a_wrong_rule_fails_each_refusal_kind(tmp_path: Path, game: str) -> None:
    report = tmp_path / "report.json"
    ids = [*PINNED[game], *CONTROLS[game]]
    selection = [arg for scenario in ids for arg in ("--id", scenario)]
    engine = miniature("wrong_citations")
    done = conformance("run", "--engine", engine, "--game", game, "--json-report", str(report), *selection)
    assert done.status == 1, done.out[-2000:] + done.err[-2000:]
    outcomes = {s["id"]: s for s in json.loads(report.read_text(encoding="utf-8"))["scenarios"]}
    assert set(outcomes) == set(ids), f"scenarios not run: {sorted(set(ids) - set(outcomes))}"
    for scenario, rule in PINNED[game].items():
        found = outcomes[scenario]
        assert found["outcome"] == "failed", f"{scenario} passes an engine citing {PLAUSIBLE_WRONG_RULES[rule]}"
        wanted = f"refused citing {PLAUSIBLE_WRONG_RULES[rule]}, not {rule}"
        assert wanted in found["message"], f"{scenario} fails for another reason: {found['message']}"
    assert all(outcomes[c]["outcome"] == "passed" for c in CONTROLS[game]), [outcomes[c] for c in CONTROLS[game]]
