"""Hypothesis profiles of the property tests: `ci` (the default: bounded, the same examples every run) and `long`.

`ci` keeps the whole of tests/property/ to about a minute on a 2-core machine and
derandomises, so a red run is reproducible and nobody's commit is failed by an
example no one else can see. `long` draws new random games every run and many
more of them, for a local soak before a release or after a change to the engine:

    HYPOTHESIS_PROFILE=long pytest tests/property
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    max_examples=6,
    stateful_step_count=25,
    deadline=None,
    derandomize=True,
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "long",
    max_examples=300,
    stateful_step_count=80,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
