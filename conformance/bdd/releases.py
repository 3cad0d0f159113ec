"""Which release of a library is installed: for the modules that stand in for a library's own functions, and
for the feature cache's folder.

conformance/bdd/steplookup.py, stepcalls.py, steprun.py and gherkincache.py each reproduce functions of pytest-bdd
(stepcalls also one of pytest's) and replace them only for the releases they were checked against; any other
release runs the library as it is.
"""

from __future__ import annotations

from functools import cache
from importlib import metadata


@cache
def version(distribution: str) -> str:
    """The installed release of `distribution`, looked up once per process: `importlib.metadata` reads the
    installed packages' metadata afresh at every call (0.8 ms here), and the feature cache asked for gherkin's
    at every file it parsed (71 times in a run of both games)."""
    return metadata.version(distribution)


def tested(distribution: str, releases: tuple[str, ...]) -> bool:
    """Is the installed `distribution` one of `releases`, each given as its leading parts ("9" or "9.0")?"""
    parts = version(distribution).split(".")
    return any(".".join(parts[: release.count(".") + 1]) == release for release in releases)
