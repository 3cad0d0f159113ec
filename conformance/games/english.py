"""Player English shared by every game's rendering of its effect vocabulary: lists, counts, ordinals, sentences.

Each game turns its own vocabulary (`spec/<game>/effects.md`) into words in its
harness package (`conformance/games/<game>/english.py`); what every such
rendering needs to read as English, and what every reader-facing place checks a
text for (no vocabulary word, id or JSON left in it), is written here once.
It also finds, from a game's component schema, every place a component file
holds an expression of the vocabulary, so a rendering is tested on all of them
and a new field cannot be missed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def join(items: Iterable[str], word: str = "and") -> str:
    """`a`, `a and b`, `a, b and c`: a list as a sentence says it (`word` may be `or`)."""
    parts = [item for item in items if item]
    if len(parts) <= 1:
        return "".join(parts)
    return f"{', '.join(parts[:-1])} {word} {parts[-1]}"


def plural(n: int, singular: str, many: str | None = None) -> str:
    """`1 road`, `3 roads`; `many` where the plural is not the singular plus s (`cities`, `Gold`)."""
    return f"{n} {singular if n == 1 else (many or singular + 's')}"


def ordinal(n: int) -> str:
    """`first` for 1 up to `tenth`; `11th` beyond."""
    return ORDINALS[n - 1] if 1 <= n <= len(ORDINALS) else f"{n}th"


def sentence(text: str) -> str:
    """A clause as a sentence: first letter capital, one full stop at the end."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def player(seat: Any) -> str:
    """Seats count from 0 in the state; players count from 1 at the table."""
    return f"Player {int(seat) + 1}"


def told_outcome(
    seat: Any,
    done: Sequence[str],
    others: Sequence[str],
    *,
    before: Mapping[str, Any],
    after: Mapping[str, Any],
    then: str,
) -> str:
    """What an answer did, as one sentence: what the deciding player did, what it did to the others, and who
    decides what next (`then`, the game's own sentence for the decision now pending, full stop dropped).
    The same in every game: only the clauses are the game's."""
    text = f"{player(seat)} " + (join(done) if done else "has chosen")
    if others:
        text += "; " + "; ".join(others)
    pending = after.get("pending")
    if not pending:
        return sentence(text + ", and the game is over")
    if before.get("round") != after.get("round") or before.get("phase") != after.get("phase"):
        then = f"{then} (round {after.get('round')}, {str(after.get('phase', '')).replace('_', ' ')} phase)"
    if pending.get("player") == seat:
        return sentence(text + " and now " + then.removeprefix(player(seat) + " "))
    return sentence(text + "; then " + then)


def lower_first(text: str) -> str:
    """A sentence as a clause inside another: first letter small unless the word is a name (`Gold`, `VP`)."""
    if len(text) > 1 and text[1].isupper():
        return text
    return text[:1].lower() + text[1:]


SNAKE = re.compile(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b")
"""An identifier of data (`space_index`, `helper_trader_1`): no player reads one."""
JSON_MARKS = re.compile(r"[{}\[\]\"`_]|\\u")
"""Punctuation JSON leaves behind when an expression is printed instead of read out."""


def leftovers(text: str, words: Iterable[str] = ()) -> list[str]:
    """What in `text` a player should not have to read: snake_case ids, JSON punctuation, and any of `words`
    (the vocabulary's own terms that are no English, such as `interleave`), each found once."""
    found = [f"id {m}" for m in dict.fromkeys(SNAKE.findall(text))]
    found += [f"mark {m!r}" for m in dict.fromkeys(JSON_MARKS.findall(text))]
    for word in words:
        if re.search(rf"\b{re.escape(word)}\b", text):
            found.append(f"word {word}")
    return found


# --- Where component files hold the vocabulary ----------------------------------------------------------------


@dataclass(frozen=True)
class Expression:
    """One expression of the vocabulary inside a component file: where it is, what it is, its value."""

    component: str
    """The component file's stem (`action_areas`)."""
    item: str
    """The id of the item holding it."""
    pointer: str
    """Where inside the item (`/abilities/0`)."""
    construct: str
    """The vocabulary's definition it follows (`effect`, `ability`, `condition`, `count_expr`)."""
    value: Any


def expressions(
    component: str, data: dict[str, Any], schema: dict[str, Any], effects_id: str, kinds: Sequence[str]
) -> Iterator[Expression]:
    """Every value of a component file that its schema says is one of the vocabulary's `kinds` of expression.

    The component schema is walked beside the data: wherever it points into the
    effects schema (`<effects_id>#/$defs/<kind>`), the value there is yielded, so
    a field the schema adds is found without a list of keys to keep up to date.
    Items without an id (none should be) are named by their index.
    """
    defs = schema.get("$defs", {})
    for index, item in enumerate(data.get("items", [])):
        name = str(item.get("id", index)) if isinstance(item, dict) else str(index)
        item_schema = _items_schema(schema, component)
        for pointer, construct, value in unique(_walk(item, item_schema, defs, effects_id, tuple(kinds), pointer="")):
            yield Expression(component, name, pointer, construct, value)


def _items_schema(schema: dict[str, Any], component: str) -> Any:
    """The schema an item of `component`'s file follows: the branch of the top-level `allOf` whose `if` names
    the component (both games' schemas pick the item shape so), else the `items` property's own `items`."""
    for branch in schema.get("allOf", []):
        if branch.get("if", {}).get("properties", {}).get("component", {}).get("const") == component:
            return branch.get("then", {}).get("properties", {}).get("items", {}).get("items")
    return schema.get("properties", {}).get("items", {}).get("items")


def _walk(
    value: Any, node: Any, defs: dict[str, Any], effects_id: str, kinds: tuple[str, ...], *, pointer: str
) -> Iterator[tuple[str, str, Any]]:
    if not isinstance(node, dict):
        return
    ref = node.get("$ref")
    if isinstance(ref, str):
        if ref.startswith(effects_id + "#/$defs/"):
            construct = ref.rpartition("/")[2]
            if construct in kinds:
                yield pointer, construct, value
            return
        if ref.startswith("#/$defs/"):
            yield from _walk(value, defs.get(ref.rpartition("/")[2]), defs, effects_id, kinds, pointer=pointer)
    for branches in ("oneOf", "anyOf", "allOf"):
        for branch in node.get(branches, []):
            yield from _walk(value, branch, defs, effects_id, kinds, pointer=pointer)
    for key in ("then", "else"):
        yield from _walk(value, node.get(key), defs, effects_id, kinds, pointer=pointer)
    if isinstance(value, dict):
        props = node.get("properties", {})
        extra = node.get("additionalProperties")
        for key, sub in value.items():
            if key in props:
                yield from _walk(sub, props[key], defs, effects_id, kinds, pointer=f"{pointer}/{key}")
            elif isinstance(extra, dict):
                yield from _walk(sub, extra, defs, effects_id, kinds, pointer=f"{pointer}/{key}")
    elif isinstance(value, list):
        prefix = node.get("prefixItems", [])
        for i, sub in enumerate(value):
            child = prefix[i] if i < len(prefix) else node.get("items")
            yield from _walk(sub, child, defs, effects_id, kinds, pointer=f"{pointer}/{i}")


def unique(found: Iterable[tuple[str, str, Any]]) -> list[tuple[str, str, Any]]:
    """The walk's finds without repeats (a value reached through two branches of a `oneOf` is one value)."""
    seen: set[tuple[str, str]] = set()
    out = []
    for pointer, construct, value in found:
        if (pointer, construct) not in seen:
            seen.add((pointer, construct))
            out.append((pointer, construct, value))
    return out
