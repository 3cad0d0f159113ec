"""`conformance fuzz --ray` against a real Ray cluster started on this machine, for every game (long profile).

The module starts a local Ray cluster of two CPUs on the loopback address
(`ray.init(address="local")` with `RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0`, without
which Ray replaces 127.0.0.1 by the machine's network address), and the CLI
connects to it as a second driver, as it would to a remote cluster's head. Ray's
workers then play the games: the bundled engine agrees with itself there, and a
wrong engine is caught there with its reproduction written back.
tests/harness/test_fuzz.py checks the same code with a fake Ray in the default
run; this is the real thing, so it runs only with `pytest -m long` and needs the
fuzz extra (`pip install ".[fuzz]"`).
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from conformance.games import registered

LOOPBACK = {
    "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER": "0",  # a one-node cluster: Ray then keeps every address on 127.0.0.1
    "RAY_USAGE_STATS_ENABLED": "0",
}
"""Read by Ray when it is imported, in this process and in the CLI's."""
for _name, _value in LOOPBACK.items():
    os.environ.setdefault(_name, _value)

pytestmark = pytest.mark.long
ray = pytest.importorskip("ray", reason="Ray is not installed: pip install '.[fuzz]' to fuzz on a real local cluster")

TESTS = Path(__file__).resolve().parents[1]
MINIATURES = TESTS / "miniatures.py"
WRONG_NAMES = {"sweet-lands": "rule_breaker", "loyang": "generous_shop"}
"""The miniature that breaks one rule of each game (rule_breaker never lists the pass; generous_shop overpays)."""


@pytest.fixture(scope="module")
def cluster() -> Iterator[str]:
    """The address of a two-CPU Ray cluster on 127.0.0.1 that lives as long as this module's tests."""
    context = ray.init(
        address="local",
        num_cpus=2,
        include_dashboard=False,
        _node_ip_address="127.0.0.1",
        log_to_driver=False,
    )
    address = str(context.address_info["gcs_address"])
    assert address.startswith("127.0.0.1:"), f"the cluster must listen on the loopback address only, not {address}"
    try:
        yield address
    finally:
        ray.shutdown()


def fuzz(address: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "conformance", "fuzz", "--ray", address, *args],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        env={**os.environ, **LOOPBACK},
    )


@pytest.mark.parametrize("game", list(registered()))
def test_the_reference_agrees_with_itself_on_ray(cluster: str, game: str, tmp_path: Path) -> None:
    done = fuzz(cluster, "--game", game, "--games", "6", "--max-steps", "150", "--out", str(tmp_path))
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert f"{game}: 6 games" in done.stdout and f"on Ray at {cluster}" in done.stdout
    assert not list(tmp_path.iterdir()), "no difference, so no reproduction"


@pytest.mark.parametrize("game", list(registered()))
def test_a_wrong_engine_is_caught_on_ray(cluster: str, game: str, tmp_path: Path) -> None:
    if game not in WRONG_NAMES:
        pytest.fail(f"no miniature wrong engine is named for {game}: add one to WRONG_NAMES")
    engine = f"{shlex.quote(sys.executable)} {shlex.quote(str(MINIATURES))} {WRONG_NAMES[game]}"
    done = fuzz(cluster, "--engine", engine, "--game", game, "--games", "2", "--out", str(tmp_path))
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]
    assert f"on Ray at {cluster}" in done.stdout
    assert list(tmp_path.glob("*.repro.json")), "the Ray workers' finding was written back as a reproduction"
