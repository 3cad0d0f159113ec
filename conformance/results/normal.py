"""States compared as the spec means them: lists whose order carries no meaning are sorted first.

Which lists those are is read from the state schema itself: an array whose
description says "ascending" is a set written in a canonical order (the schema's
own opening says so), so it is sorted before two engines' states are compared.
The rest (the deck, the discard pile, turn order, the stack) keeps its order.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from rulecore.registry import games, info

Path = tuple[str, ...]
ANY = "*"


def _resolve(schema: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/"):
        target: Any = schema
        for part in ref[2:].split("/"):
            target = target[part]
        return dict(target)
    return node


def _is_array(node: dict[str, Any]) -> bool:
    kind = node.get("type")
    return kind == "array" or (isinstance(kind, list) and "array" in kind)


@cache
def unordered_paths(game: str) -> tuple[Path, ...]:
    """JSON paths (`*` for any item or key) of a game's state arrays whose order carries no meaning."""
    schema = json.loads((info(game).schemas_dir / "state.schema.json").read_text(encoding="utf-8"))
    found: list[Path] = []

    def walk(node: dict[str, Any], path: Path, depth: int) -> None:
        if depth > 12:
            return
        node = _resolve(schema, node)
        if _is_array(node) and "ascending" in str(node.get("description", "")).lower():
            found.append(path)
        for name, sub in node.get("properties", {}).items():
            walk(sub, (*path, name), depth + 1)
        for name in ("items", "additionalProperties"):
            if isinstance(node.get(name), dict):
                walk(node[name], (*path, ANY), depth + 1)
        for name in ("anyOf", "oneOf", "allOf"):
            for sub in node.get(name, []):
                walk(sub, path, depth + 1)

    walk(schema, (), 0)
    return tuple(sorted(set(found)))


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _sort_at(node: Any, path: Path) -> None:
    if not path:
        return
    head, rest = path[0], path[1:]
    if head == ANY:
        children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else []
        for child in list(children):
            _sort_at(child, rest)
    elif isinstance(node, dict) and head in node:
        if rest:
            _sort_at(node[head], rest)
        elif isinstance(node[head], list):
            node[head] = sorted(node[head], key=_canonical)


def normalise(state: dict[str, Any]) -> dict[str, Any]:
    """A copy of `state` with every order-free list sorted; equal results mean equal games."""
    result: dict[str, Any] = json.loads(json.dumps(state))  # a deep copy, and much faster than copy.deepcopy
    game = state.get("game")
    # A state of no game the spec defines is compared as it is.
    for path in unordered_paths(game) if game in games() else ():
        _sort_at(result, path)
    return result


def same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Do two states describe the same game? (Equal as they are is the common, cheap case.)"""
    return a == b or normalise(a) == normalise(b)
