"""Which release of a library is installed, for the modules that stand in for a library's own functions.

conformance/steplookup.py, stepcalls.py, steprun.py and gherkincache.py each reproduce functions of pytest-bdd
(stepcalls also one of pytest's) and replace them only for the releases they were checked against; any other
release runs the library as it is.
"""

from __future__ import annotations

from importlib import metadata


def tested(distribution: str, releases: tuple[str, ...]) -> bool:
    """Is the installed `distribution` one of `releases`, each given as its leading parts ("9" or "9.0")?"""
    parts = metadata.version(distribution).split(".")
    return any(".".join(parts[: release.count(".") + 1]) == release for release in releases)
