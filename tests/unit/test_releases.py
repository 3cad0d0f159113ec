"""conformance/bdd/releases.py: a release matches as many of its leading parts as the tested one names."""

from __future__ import annotations

import pytest

from conformance.bdd import releases


@pytest.mark.parametrize(
    ("installed", "tested", "expected"),
    [
        ("9.0.1", ("9.0",), True),
        ("9.1.0", ("9.0",), False),
        ("9.10.0", ("9.1",), False),
        ("9.2.0", ("9",), True),
        ("10.0", ("9", "10"), True),
        ("19.0", ("1",), False),
    ],
)
def test_a_release_is_tested_when_its_leading_parts_are_one_of_those_given(
    monkeypatch: pytest.MonkeyPatch, installed: str, tested: tuple[str, ...], expected: bool
) -> None:
    monkeypatch.setattr(releases, "version", lambda distribution: installed)
    assert releases.tested("anything", tested) is expected


def test_a_distributions_release_is_read_from_its_metadata_once(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(releases.metadata, "version", lambda distribution: asked.append(distribution) or "1.2")
    releases.version.cache_clear()
    try:
        assert releases.version("one") == releases.version("one") == "1.2"
        assert releases.version("other") == "1.2"
        assert asked == ["one", "other"]
    finally:
        releases.version.cache_clear()  # the real releases again for whoever asks next
