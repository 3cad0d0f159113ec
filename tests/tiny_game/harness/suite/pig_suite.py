"""The Pig scenarios with their step definitions, collected by the generic suite (conformance run).

Named `pig_suite.py`, not `test_*.py`, so that the project's own test run does not
collect it where the game is not registered; the suite hands it to pytest by path.
"""

from __future__ import annotations

from pytest_bdd import scenarios

from conformance.games.table import *  # noqa: F403  (the steps every game shares)
from rulecore.registry import info
from tests.tiny_game.harness.steps import *  # noqa: F403  (step functions register themselves as fixtures)

scenarios(str(info("pig").features_dir))
