"""Pig on the harness side: `plugin`, registered under `conformance.games` (../entry_points.txt).

`PluginBase` finds the rest in this package's modules of fixed names; Pig states
only what is its own: its hidden field, smoke's illegal probe, and where its
pytest module is.
"""

from __future__ import annotations

from conformance.games import PluginBase


class PigPlugin(PluginBase):
    """Pig behind the harness's `GamePlugin` interface."""

    game = "pig"
    hidden_fields = ("rng",)
    probes = ({"type": "hold"},)
    """Refused at a turn's start (PG-1.2.4); smoke's fallback and a new game both begin there."""

    def __init__(self, package: str) -> None:
        super().__init__(package)
        self.suite_module = self.suite_module.with_name("pig_suite.py")  # see suite/pig_suite.py


plugin = PigPlugin(__name__)
