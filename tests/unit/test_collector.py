"""rulecore/collector.py: the collector settled for a session and put back as it was after it."""

from __future__ import annotations

import gc

from rulecore import collector


def test_settle_freezes_and_raises_the_young_thresholds_and_restore_undoes_both() -> None:
    before = gc.get_threshold()
    collector.settle()
    try:
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold() == (collector.YOUNG, collector.MIDDLE, before[2])
        collector.settle()  # a session inside another
        collector.restore()
        assert gc.get_threshold() == (collector.YOUNG, collector.MIDDLE, before[2])
    finally:
        collector.restore()
    assert gc.get_freeze_count() == 0
    assert gc.get_threshold() == before
