"""conformance/engines/affinity.py: `--pin-cpus` keeps each process that runs scenarios, and its engine, on one CPU."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.engines import affinity

from .conftest import REFERENCE, conformance

CAN_PIN = hasattr(os, "sched_setaffinity") and len(os.sched_getaffinity(0)) >= 2
needs_two_cpus = pytest.mark.skipif(not CAN_PIN, reason="needs Linux sched_setaffinity and two CPUs to use")


def test_workers_take_the_allowed_cpus_in_turn() -> None:
    assert [affinity.worker_index(w) for w in ("gw0", "gw3", None, "main")] == [0, 3, 0, 0]
    assert [affinity.cpu_for(i, {5, 2, 7}) for i in range(4)] == [2, 5, 7, 2]


@needs_two_cpus
def test_a_process_started_while_pinned_inherits_the_cpu_and_the_pinning_is_undone() -> None:
    before = os.sched_getaffinity(0)
    probe = [sys.executable, "-c", "import os; print(sorted(os.sched_getaffinity(0)))"]
    with affinity.pinned(1) as cpu:
        assert cpu == sorted(before)[1]
        assert os.sched_getaffinity(0) == {cpu}
        assert subprocess.run(probe, capture_output=True, text=True, check=True).stdout.strip() == f"[{cpu}]"
    assert os.sched_getaffinity(0) == before


@needs_two_cpus
@pytest.mark.slow
def test_pin_cpus_puts_each_workers_engine_on_a_cpu_of_its_own(tmp_path: Path) -> None:
    seen = tmp_path / "cpus"
    probe = f"import os; print(sorted(os.sched_getaffinity(0)), file=open({str(seen)!r}, 'a'))"
    engine = shlex.join(["sh", "-c", f"{shlex.quote(sys.executable)} -c {shlex.quote(probe)} && exec {REFERENCE}"])
    done = conformance("run", "--engine", engine, "-n", "2", "--pin-cpus", "--id", "sweet-lands/17-pass/*")
    assert done.status == 0, done.err
    lines = seen.read_text().splitlines()
    allowed = str(sorted(os.sched_getaffinity(0)))
    # The CLI's own handshake is not pinned; each worker's engine is, each to another CPU.
    assert lines.count(allowed) == 1
    pinned = sorted(line for line in lines if line != allowed)
    assert len(pinned) == 2 and len(set(pinned)) == 2 and all(line.count(",") == 0 for line in pinned)
