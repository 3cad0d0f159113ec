"""The project's JSON Schemas, compiled with every schema of the folder registered by its `$id`.

A game's state schema may refer to its components schema (`components.schema.json#/$defs/...`);
a plain validator would try to fetch that address from the network. Every schema
under schemas/ is registered here instead, so a reference resolves to the file
beside it and validation never leaves the machine.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from .paths import schemas_dir


@cache
def registry() -> Registry[Any]:
    """Every schema of the suite, by its `$id`."""
    resources = []
    for path in sorted(schemas_dir().rglob("*.schema.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        if "$id" in schema:
            resources.append((schema["$id"], Resource.from_contents(schema)))
    return Registry().with_resources(resources)


@cache
def validator(folder: str, name: str) -> Draft202012Validator:
    """The validator of `schemas/<folder>/<name>` (a game's id, `protocol` or `reports`), references resolved."""
    schema = json.loads((schemas_dir() / folder / name).read_text(encoding="utf-8"))
    return Draft202012Validator(schema, registry=registry())
