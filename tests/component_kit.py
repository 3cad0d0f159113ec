"""The checks every game's component data passes, written once (issue 37: one test kit).

A game's component test module makes one `ComponentData` for its game and a
`TestComponentData(ComponentChecks)` class naming its files; what is its own
(the counts its sources give, its effect vocabulary's reach) stays in the module.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cached_property
from typing import Any, ClassVar

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from rulecore.registry import info

HOST = "https://boardgame-conformance.github.io/spec/schemas/"
SCHEMA_FILES = ("effects.schema.json", "components.schema.json")
DRAFT = "https://json-schema.org/draft/2020-12/schema"


class ComponentData:
    """One game's component files (spec/<game>/components/) and the two schemas they are written in."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.schemas_dir = info(game).schemas_dir
        self.components_dir = info(game).spec_dir / "components"
        self.effects_id = f"{HOST}{game}/effects.schema.json"
        self.components_id = f"{HOST}{game}/components.schema.json"

    def load(self, name: str) -> dict[str, Any]:
        return json.loads((self.components_dir / f"{name}.json").read_text(encoding="utf-8"))

    def items(self, name: str) -> list[dict[str, Any]]:
        return self.load(name)["items"]

    def present(self) -> set[str]:
        return {p.stem for p in self.components_dir.glob("*.json")}

    def schema(self, file: str) -> dict[str, Any]:
        return json.loads((self.schemas_dir / file).read_text(encoding="utf-8"))

    @cached_property
    def registry(self) -> Registry:
        return Registry().with_resources(
            [
                (self.effects_id, Resource.from_contents(self.schema("effects.schema.json"))),
                (self.components_id, Resource.from_contents(self.schema("components.schema.json"))),
            ]
        )

    @cached_property
    def component_validator(self) -> Draft202012Validator:
        return Draft202012Validator(self.schema("components.schema.json"), registry=self.registry)

    @cached_property
    def effect_validator(self) -> Draft202012Validator:
        return Draft202012Validator({"$ref": self.effects_id + "#/$defs/effect"}, registry=self.registry)


def schema_properties(node: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """Every property a schema defines, at any depth, with its JSON pointer."""
    if isinstance(node, dict):
        for key, sub in node.get("properties", {}).items():
            yield f"{path}/{key}", sub
        for key, sub in node.items():
            yield from schema_properties(sub, f"{path}/{key}")
    elif isinstance(node, list):
        for i, sub in enumerate(node):
            yield from schema_properties(sub, f"{path}/{i}")


def schema_objects(node: Any, path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every object type with properties a schema defines, at any depth, with its JSON pointer."""
    if isinstance(node, dict):
        if "properties" in node and node.get("type") == "object":
            yield path, node
        for key, sub in node.items():
            yield from schema_objects(sub, f"{path}/{key}")
    elif isinstance(node, list):
        for i, sub in enumerate(node):
            yield from schema_objects(sub, f"{path}/{i}")


class ComponentChecks:
    """Schemas valid, identified, described and closed; every expected file present, valid and named for what
    it holds; every item with its provenance (a source, or a provisional mark with its reason) and an id of its
    own. A subclass sets DATA and FILES."""

    DATA: ClassVar[ComponentData]
    FILES: ClassVar[frozenset[str]]
    """The files the game's component data must have."""

    def pytest_generate_tests(self, metafunc: pytest.Metafunc) -> None:
        if "name" in metafunc.fixturenames:
            metafunc.parametrize("name", sorted(self.FILES))
        if "schema_file" in metafunc.fixturenames:
            metafunc.parametrize("schema_file", SCHEMA_FILES)

    def test_schemas_are_valid_and_identified(self) -> None:
        effects, components = (self.DATA.schema(f) for f in SCHEMA_FILES)
        Draft202012Validator.check_schema(effects)
        Draft202012Validator.check_schema(components)
        assert effects["$id"] == self.DATA.effects_id
        assert components["$id"] == self.DATA.components_id
        assert components["$schema"] == effects["$schema"] == DRAFT

    def test_every_schema_property_has_a_description(self, schema_file: str) -> None:
        schema = self.DATA.schema(schema_file)
        missing = [p for p, sub in schema_properties(schema) if not (isinstance(sub, dict) and sub.get("description"))]
        assert missing == []

    def test_every_schema_object_is_closed(self, schema_file: str) -> None:
        schema = self.DATA.schema(schema_file)
        assert [p for p, sub in schema_objects(schema) if sub.get("additionalProperties") is not False] == []

    def test_every_expected_file_exists(self) -> None:
        assert self.DATA.present() >= self.FILES

    def test_file_validates(self, name: str) -> None:
        data = self.DATA.load(name)
        errors = [f"{list(e.absolute_path)}: {e.message}" for e in self.DATA.component_validator.iter_errors(data)]
        assert errors == []
        assert data["component"] == name

    def test_every_item_has_provenance(self, name: str) -> None:
        for item in self.DATA.items(name):
            if "source" in item:
                assert item["source"].strip(), item["id"]
                assert item.get("provisional") is not True or item.get("reason"), item["id"]
            else:
                assert item.get("provisional") is True and len(item.get("reason", "")) >= 10, item["id"]
            for field, why in item.get("provisional_fields", {}).items():
                assert field in item, (item["id"], field)
                assert len(why) >= 10, (item["id"], field)

    def test_item_ids_are_unique(self, name: str) -> None:
        ids = [item["id"] for item in self.DATA.items(name)]
        assert len(ids) == len(set(ids))
