"""conformance/releases.py: a release matches as many of its leading parts as the tested one names."""

from __future__ import annotations

import pytest

from conformance import releases


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
    monkeypatch.setattr(releases.metadata, "version", lambda distribution: installed)
    assert releases.tested("anything", tested) is expected
