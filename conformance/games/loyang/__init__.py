"""At the Gates of Loyang on the harness side: steps, state builder, recipes, views, drawing and words.

`plugin` is registered under the `conformance.games` entry point; the generic
harness reaches this package only through it, and `PluginBase` finds the rest
in this package's modules.
"""

from __future__ import annotations

from .. import PluginBase


class LoyangPlugin(PluginBase):
    """At the Gates of Loyang behind the harness's `GamePlugin` interface. No site pages beyond
    those the spec's files give; its sources are all cited by Latin-script names."""

    game = "loyang"
    hidden_fields = ("rng", "draw_pile")
    probes = (
        {"type": "end_turn"},
        {"type": "stop"},
        {"type": "discard_helper", "card": "no_such_card"},
    )


plugin = LoyangPlugin(__name__)
