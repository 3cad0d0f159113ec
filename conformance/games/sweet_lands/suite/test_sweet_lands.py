"""Import the step modules here so pytest-bdd always finds them, whatever folder the run starts in."""

from __future__ import annotations

from conformance.steps.cards import *  # noqa: F403
from conformance.steps.map import *  # noqa: F403
from conformance.steps.rounds import *  # noqa: F403
from conformance.steps.skills import *  # noqa: F403
from conformance.steps.solo import *  # noqa: F403
from conformance.steps.table import *  # noqa: F403  (step functions register themselves as fixtures)
from conformance.steps.tracks import *  # noqa: F403
