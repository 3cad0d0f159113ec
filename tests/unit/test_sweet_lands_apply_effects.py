"""The mixes a decision lists are those `mixes` makes, and new dicts each time: a caller may change them."""

from __future__ import annotations

import pytest

from reference_impl.sweet_lands.effects import fresh_mixes, mixes


@pytest.mark.parametrize(("kinds", "count"), [(("wheat", "wood", "iron"), 2), (("gold",), 3), (("wheat", "wood"), 0)])
def test_fresh_mixes_are_new_copies_of_the_mixes(kinds: tuple[str, ...], count: int) -> None:
    first = fresh_mixes(kinds, count)
    assert first == list(mixes(kinds, count))
    for m in first:
        m["scribbled"] = 1
    again = fresh_mixes(kinds, count)
    assert again == list(mixes(kinds, count))
    assert all(a is not b for a, b in zip(first, again, strict=True))
