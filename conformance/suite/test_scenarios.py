"""Every Sweet Lands feature file, collected as scenarios."""

from __future__ import annotations

from pytest_bdd import scenarios

from conformance.paths import features_dir

scenarios(str(features_dir() / "sweet-lands"))
