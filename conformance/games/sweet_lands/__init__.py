"""Sweet Lands on the harness side: its step definitions, state builder, recipes, views, drawings and words.

`plugin` is registered under the `conformance.games` entry point; the generic
harness reaches this package only through it, and `PluginBase` finds the rest
in this package's modules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .. import PluginBase, SitePage


class SweetLandsPlugin(PluginBase):
    """Sweet Lands behind the harness's `GamePlugin` interface."""

    game = "sweet-lands"
    hidden_fields = ("rng", "stack", "deck")
    probes = (
        {"type": "end_turn"},
        {"type": "pass"},
        {"type": "choose_character", "character": "no-such-character"},
    )

    def site_pages(self) -> Sequence[SitePage]:
        """The quick reference, and the example game played through the engine the site is built with."""
        pages: Sequence[SitePage] = self._module("example_game").pages()
        return (*self.quick_reference(), *pages)

    def source_names(self) -> Mapping[str, str]:
        """The Japanese walkthrough (seed 003) is cited by a name in Japanese script."""
        names: Mapping[str, str] = self._module("site").SOURCE_NAMES
        return names


plugin = SweetLandsPlugin(__name__)
