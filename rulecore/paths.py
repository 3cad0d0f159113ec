"""Where the normative data lives: inside the wheel, or at the top of a checkout.

A built wheel carries spec/, features/ and schemas/ under `rulecore/_data/`, so
an implementer can run the suite from any folder; in a source checkout (or an
editable install) the same folders sit beside the package.

This is the suite's own root: the shared data (spec/protocol.md, schemas/protocol,
schemas/reports) and the games the suite carries. A game's own folders are its
`GameInfo`'s (`rulecore.registry.info(game).spec_dir` ...), since an outside game
keeps them under a root of its own.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def data_root() -> Path:
    bundled = _PACKAGE / "_data"
    if (bundled / "spec").is_dir():
        return bundled
    return _PACKAGE.parent


def features_dir() -> Path:
    return data_root() / "features"


def schemas_dir() -> Path:
    return data_root() / "schemas"


def spec_dir() -> Path:
    return data_root() / "spec"
