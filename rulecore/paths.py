"""Where the normative data lives: inside the wheel, or at the top of a checkout.

A built wheel carries spec/, features/ and schemas/ under `rulecore/_data/`, so
an implementer can run the suite from any folder; in a source checkout (or an
editable install) the same folders sit beside the package.
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


@cache
def spec_version(game: str) -> str:
    """The version of one game's rules specification (spec/<game>/VERSION, explained by its CHANGELOG.md)."""
    return (spec_dir() / game / "VERSION").read_text(encoding="utf-8").strip()
