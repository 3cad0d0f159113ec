"""The six vegetables and mixes of them (LY-1.2.1; decisions.md L2.2).

In memory a mix is a dict holding every kind, zeros included, so the hot path
never asks whether a key exists; on the wire a mix leaves its zeros out.

An in-memory mix also holds its kinds in rule order (`VEGETABLES`), so the hot
path walks `mix.items()` where it would look up each kind in turn: every mix is
made by `empty` or `full` (whose `update` sets only kinds the state schema
allows, all present already) and changed only by adding to or taking from its
kinds, which never moves a key (tests/unit/test_loyang_kept.py checks it).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import combinations_with_replacement

VEGETABLES = ("wheat", "pumpkin", "turnip", "bean", "cabbage", "leek")
"""The kinds in the order the rules list them (LY-1.2.1); every mix is written in this order."""

Mix = dict[str, int]


def empty() -> Mix:
    return dict.fromkeys(VEGETABLES, 0)


def full(wire: Mapping[str, int]) -> Mix:
    """A mix from its wire form (zeros left out) to the in-memory form (every kind)."""
    out = empty()
    out.update(wire)
    return out


def wire(mix: Mapping[str, int]) -> dict[str, int]:
    """The canonical wire form: kinds in rule order, zero counts left out."""
    return {v: mix[v] for v in VEGETABLES if mix.get(v, 0)}


def total(mix: Mapping[str, int]) -> int:
    return sum(mix.values())


def holds(have: Mapping[str, int], need: Mapping[str, int]) -> bool:
    """Whether `have` contains every vegetable of `need`.

    Asked of every customer in play at every turn decision, so a plain loop rather than `all` over a generator.
    """
    for kind, n in need.items():  # noqa: SIM110  (no generator per call: see above)
        if have.get(kind, 0) < n:
            return False
    return True


def count(kinds: Iterable[str]) -> dict[str, int]:
    """The mix of a list of vegetables (a customer's order, a stall's goods), in wire form."""
    out: dict[str, int] = {}
    for kind in kinds:
        out[kind] = out.get(kind, 0) + 1
    return wire(out)


def mixes_from(have: Mapping[str, int], size: int) -> list[dict[str, int]]:
    """Every mix of exactly `size` vegetables that `have` holds, each once, in wire form.

    Market stalls ask for 1 or 2 (LY-8.5.1), listed at every turn, so those two sizes take a short way in plain
    loops, and the answer is a list rather than a generator (its frame resumed once per mix). `have` is an
    in-memory mix, its kinds in rule order.
    """
    out: list[dict[str, int]] = []
    if size == 1:
        for v, n in have.items():
            if n:
                out.append({v: 1})
        return out
    kinds = [v for v, n in have.items() if n]
    if size == 2:
        for i, first in enumerate(kinds):
            if have[first] >= 2:
                out.append({first: 2})
            for second in kinds[i + 1 :]:
                out.append({first: 1, second: 1})
        return out
    for combo in combinations_with_replacement(kinds, size):
        mix = count(combo)
        if holds(have, mix):
            out.append(mix)
    return out
