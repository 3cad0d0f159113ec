"""The Sweet Lands scenarios with their step definitions, collected by the generic suite (conformance run).

The step modules are star-imported so pytest-bdd finds every step in this module's
namespace, whatever folder the run starts in; each game's steps stay in its own
module, so two games may word a step alike.
"""

from __future__ import annotations

from pytest_bdd import scenarios

from conformance.games.sweet_lands.steps.abilities import *  # noqa: F403
from conformance.games.sweet_lands.steps.board import *  # noqa: F403
from conformance.games.sweet_lands.steps.cards import *  # noqa: F403
from conformance.games.sweet_lands.steps.final_scoring import *  # noqa: F403
from conformance.games.sweet_lands.steps.map import *  # noqa: F403
from conformance.games.sweet_lands.steps.map_checks import *  # noqa: F403
from conformance.games.sweet_lands.steps.milestones import *  # noqa: F403
from conformance.games.sweet_lands.steps.moments import *  # noqa: F403
from conformance.games.sweet_lands.steps.new_games import *  # noqa: F403
from conformance.games.sweet_lands.steps.player_views import *  # noqa: F403
from conformance.games.sweet_lands.steps.refused_positions import *  # noqa: F403
from conformance.games.sweet_lands.steps.setup import *  # noqa: F403
from conformance.games.sweet_lands.steps.skills import *  # noqa: F403
from conformance.games.sweet_lands.steps.solo import *  # noqa: F403
from conformance.games.sweet_lands.steps.table import *  # noqa: F403  (step functions register themselves as fixtures)
from conformance.games.sweet_lands.steps.table_checks import *  # noqa: F403
from conformance.games.sweet_lands.steps.track_checks import *  # noqa: F403
from conformance.games.sweet_lands.steps.tracks import *  # noqa: F403
from conformance.games.sweet_lands.steps.turns import *  # noqa: F403
from conformance.games.sweet_lands.steps.words import *  # noqa: F403
from conformance.games.table import *  # noqa: F403  (the steps every game shares)
from rulecore.registry import info

scenarios(str(info("sweet-lands").features_dir))
