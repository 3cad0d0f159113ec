"""The project's JSON Schemas, compiled with every schema of the folder registered by its `$id`.

A game's state schema may refer to its components schema (`components.schema.json#/$defs/...`);
a plain validator would try to fetch that address from the network. Every schema
under schemas/ is registered here instead, so a reference resolves to the file
beside it and validation never leaves the machine.

jsonschema is imported at first use, so that a process that never validates (a server
answering `hello`) does not pay for it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .paths import data_root, schemas_dir
from .registry import games, on_reload

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator, ValidationError
    from referencing import Registry


def folder_path(folder: str) -> Path:
    """`schemas/<folder>/`: a game's own (under its data root) or a shared one (`protocol`, `reports`)."""
    game = games().get(folder)
    return game.schemas_dir if game is not None else schemas_dir() / folder


@on_reload
@cache
def _documents() -> tuple[tuple[str, Any], ...]:
    """Every schema of the suite and of the outside games that has an `$id`, with it: read once, for both
    validators' registries."""
    documents = []
    outside = sorted(game.schemas_dir for game in games().values() if game.root != data_root())
    for path in [
        *sorted(schemas_dir().rglob("*.schema.json")),
        *(p for d in outside for p in sorted(d.glob("*.schema.json"))),
    ]:
        schema = json.loads(path.read_text(encoding="utf-8"))
        if "$id" in schema:
            documents.append((schema["$id"], schema))
    return tuple(documents)


@on_reload
@cache
def _quick_registry() -> Any:
    """jsonschema-rs's registry of every schema (raises ImportError without jsonschema-rs)."""
    import jsonschema_rs  # noqa: PLC0415  (optional: the pure-Python path is jsonschema alone)

    return jsonschema_rs.Registry(list(_documents()))


@on_reload
@cache
def registry() -> Registry[Any]:
    """Every schema of the suite, by its `$id`."""
    from referencing import Registry, Resource  # noqa: PLC0415  (deferred: see the module's docstring)

    return Registry().with_resources((uri, Resource.from_contents(schema)) for uri, schema in _documents())


@on_reload
@cache
def validator(folder: str, name: str) -> Draft202012Validator:
    """The validator of `schemas/<folder>/<name>` (a game's id, `protocol` or `reports`), references resolved."""
    from jsonschema import Draft202012Validator  # noqa: PLC0415  (deferred: see the module's docstring)

    schema = json.loads((folder_path(folder) / name).read_text(encoding="utf-8"))
    return Draft202012Validator(schema, registry=registry())


@on_reload
@cache
def quick_check(folder: str, name: str) -> Callable[[Any], bool] | None:
    """jsonschema-rs's compiled check of the same schema (a Rust extension, some 250 times faster on a
    game state), or None where it is not installed or cannot compile the schema: then only jsonschema judges."""
    try:
        import jsonschema_rs  # noqa: PLC0415  (optional: the pure-Python path is jsonschema alone)

        schema = json.loads((folder_path(folder) / name).read_text(encoding="utf-8"))
        compiled = jsonschema_rs.validator_for(schema, registry=_quick_registry())
    except Exception:  # not installed, too old for these options, or a schema it refuses
        return None
    check: Callable[[Any], bool] = compiled.is_valid
    return check


def first_problem(folder: str, name: str, document: Any) -> ValidationError | None:
    """The first thing wrong with `document` under `schemas/<folder>/<name>`, or None when it is valid.

    A document that jsonschema-rs calls valid is valid; anything else goes to jsonschema, which
    decides and words the problem, so every refusal reads as before. The quick check only answers
    the common case early: tests/property/test_quick_schemas.py checks that it never calls valid
    what jsonschema refuses.
    """
    check = quick_check(folder, name)
    if check is not None:
        try:
            if check(document):
                return None
        except Exception:  # a value it cannot take (an integer past 64 bits, say): jsonschema judges
            pass
    return next(iter(validator(folder, name).iter_errors(document)), None)
