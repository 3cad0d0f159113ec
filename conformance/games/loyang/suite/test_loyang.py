"""The Loyang scenarios with their step definitions, collected by the generic suite (conformance run).

The step modules are star-imported so pytest-bdd finds every step in this module's
namespace, whatever folder the run starts in.
"""

from __future__ import annotations

from pytest_bdd import scenarios

from conformance.games.loyang.steps.actions import *  # noqa: F403  (step functions register themselves as fixtures)
from conformance.games.loyang.steps.checks import *  # noqa: F403
from conformance.games.loyang.steps.helpers import *  # noqa: F403
from conformance.games.loyang.steps.new_games import *  # noqa: F403
from conformance.games.loyang.steps.refused_positions import *  # noqa: F403
from conformance.games.loyang.steps.refused_seats import *  # noqa: F403
from conformance.games.loyang.steps.table import *  # noqa: F403
from conformance.games.loyang.steps.variants import *  # noqa: F403
from conformance.games.table import *  # noqa: F403  (the steps every game shares)
from rulecore.registry import info

scenarios(str(info("loyang").features_dir))
