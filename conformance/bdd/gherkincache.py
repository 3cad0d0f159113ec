"""Feature files parsed once: gherkin's document for a text, kept on disk under the hash of that text.

Every `conformance run` (and every pytest session of the suite) used to parse every feature file of the suite
twice, once for the scenario ids (conformance/catalogue/ids.py) and once for pytest-bdd, even to run one chapter: about
0.2 s of CPU a parse of the 68 files here, most of a small run's own cost. The parse of a text never changes, so
`parse` keeps gherkin's document (plain JSON) in a file named for the SHA-256 of the text, under a folder named
for the gherkin release and this cache's format: an edited file has another hash and is parsed afresh, a stale
answer is impossible, and two runs writing the same entry at once write the same bytes (each through a file of
its own, renamed into place).

The folder is `$CONFORMANCE_CACHE_DIR`, else `$XDG_CACHE_HOME/boardgame-conformance`, else
`~/.cache/boardgame-conformance`; `CONFORMANCE_CACHE_DIR=` (empty) turns the disk cache off. Where the folder
cannot be written, parsing works as before. The folder is pruned to the `KEEP` most recently written entries
whenever a new entry is written, so it does not grow with every edit of a feature file.

`CachedParse` (a plugin the suite's session registers) has pytest-bdd's parser read through the same cache,
for a pytest-bdd whose `get_gherkin_document` it was checked against (`TESTED`); a text the cache cannot parse
goes to pytest-bdd's own function, which raises its usual error naming the file and line.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

import orjson
from gherkin.parser import Parser

from . import releases
from .standins import StandIns

FORMAT = 1
"""Bumped when what an entry holds changes."""
KEEP = 1000
"""Entries kept on disk: several versions of every feature file of the suite."""
ENV = "CONFORMANCE_CACHE_DIR"
TESTED = ("9.0",)
"""pytest-bdd releases (major.minor) whose `parser.get_gherkin_document` `CachedParse` replaces."""

_MEMO: dict[str, bytes] = {}
"""This process's entries by hash, as JSON bytes: each caller gets a document of its own."""


def folder() -> Path | None:
    """Where the entries of this gherkin release live, or None when the disk cache is off."""
    given = os.environ.get(ENV)
    if given is not None:
        if not given.strip():
            return None
        base = Path(given)
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "boardgame-conformance"
    return base / f"gherkin-{releases.version('gherkin-official')}-{FORMAT}"


def parse(text: str) -> dict[str, Any]:
    """gherkin's document of `text` (as `gherkin.parser.Parser().parse` gives it), from the cache when it holds it.

    A text gherkin refuses raises gherkin's error, as the parser itself would, and is not kept.
    """
    key = hashlib.sha256(text.encode("utf-8")).hexdigest()
    blob = _MEMO.get(key)
    if blob is not None:
        memo: dict[str, Any] = orjson.loads(blob)
        return memo
    where = folder()
    found = _read(where / f"{key}.json") if where is not None else None
    if found is None:
        blob = orjson.dumps(Parser().parse(text))
        if where is not None:
            _write(where, key, blob)
        found = blob, orjson.loads(blob)
    _MEMO[key], document = found
    return document


def _read(path: Path) -> tuple[bytes, dict[str, Any]] | None:
    """An entry and its document; None for a missing file, and for a torn or foreign one (parsed afresh, never
    trusted)."""
    try:
        blob = path.read_bytes()
        document = orjson.loads(blob)
    except (OSError, ValueError):
        return None
    return (blob, document) if isinstance(document, dict) else None


def _write(where: Path, key: str, blob: bytes) -> None:
    """Keep an entry: written to a file of its own, then renamed into place; any failure only costs the cache."""
    try:
        where.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(dir=where, prefix=f".{key}.", suffix=".tmp")
        with os.fdopen(handle, "wb") as out:
            out.write(blob)
        os.replace(name, where / f"{key}.json")
        _prune(where)
    except OSError:
        return


def _prune(where: Path) -> None:
    entries = list(where.glob("*.json"))
    if len(entries) <= KEEP:
        return
    entries.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    for stale in entries[KEEP:]:
        stale.unlink(missing_ok=True)


# Replaced by its module attribute, which `FeatureParser._parse_feature_file` reads at every parse.
_bdd_parser: ModuleType = importlib.import_module("pytest_bdd.parser")
LOOKUP = "get_gherkin_document"
_ORIGINAL = getattr(_bdd_parser, LOOKUP)


def get_gherkin_document(abs_filename: str, encoding: str = "utf-8") -> Any:
    """pytest-bdd's `get_gherkin_document`, with gherkin's parse from the cache."""
    from pytest_bdd.gherkin_parser import GherkinDocument  # noqa: PLC0415  (pytest-bdd's own type)

    with open(abs_filename, encoding=encoding) as f:
        text = f.read()
    try:
        data = parse(text)
    except Exception:  # gherkin refused the text: pytest-bdd's function raises its own, clearer error
        return _ORIGINAL(abs_filename, encoding)
    return GherkinDocument.from_dict(data)


STAND_INS = StandIns([(_bdd_parser, LOOKUP, get_gherkin_document)])


def supported() -> bool:
    """Is the installed pytest-bdd one whose parser this module was checked against?"""
    return releases.tested("pytest-bdd", TESTED) and STAND_INS.untouched()


class CachedParse:
    """A pytest plugin: pytest-bdd parses through the cache from its registration to the session's end."""

    def __init__(self) -> None:
        self.installed = supported()
        if self.installed:
            STAND_INS.hold(self)

    def pytest_unconfigure(self, config: object) -> None:
        if self.installed:
            STAND_INS.release(self)
