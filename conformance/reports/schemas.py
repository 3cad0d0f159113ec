"""Validators for the report formats (schemas/reports/), which refer to one another by relative `$ref`."""

from __future__ import annotations

import json
from functools import cache

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from rulecore.paths import schemas_dir

BASE = "https://boardgame-conformance.github.io/spec/schemas/reports/"


@cache
def _registry() -> Registry:
    resources = []
    for path in sorted((schemas_dir() / "reports").glob("*.schema.json")):
        resources.append((BASE + path.name, Resource.from_contents(json.loads(path.read_text(encoding="utf-8")))))
    return Registry().with_resources(resources)


@cache
def validator(name: str) -> Draft202012Validator:
    """The validator of schemas/reports/<name>.schema.json."""
    schema = json.loads((schemas_dir() / "reports" / f"{name}.schema.json").read_text(encoding="utf-8"))
    return Draft202012Validator(schema, registry=_registry())


def problems(name: str, document: object) -> list[str]:
    """Where `document` breaks the schema `name`, one line per problem (empty when it conforms)."""
    return [
        f"{'/'.join(str(p) for p in err.absolute_path) or '(top)'}: {err.message}"
        for err in validator(name).iter_errors(document)
    ]
