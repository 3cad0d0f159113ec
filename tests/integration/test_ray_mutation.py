"""`tools/mutation.py --ray ADDRESS` against a real Ray cluster started on this machine (long profile).

A two-CPU cluster on the loopback address (as tests/integration/test_ray_fuzz.py starts one); the tool joins it
as a second driver, as it would join a remote cluster's head. A run stopped after some trials (`--limit`, the
way an interrupted run leaves its session) resumes and sends out only the mutants not yet tried, and the record
it then writes is the one the site reads. Needs the fuzz and mutation extras: `pip install ".[fuzz,mutation]"`.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import orjson
import pytest

LOOPBACK = {"RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER": "0", "RAY_USAGE_STATS_ENABLED": "0"}
for _name, _value in LOOPBACK.items():
    os.environ.setdefault(_name, _value)

pytestmark = pytest.mark.long
ray = pytest.importorskip("ray", reason="Ray is not installed: pip install '.[fuzz]'")
pytest.importorskip("cosmic_ray", reason="cosmic-ray is not installed: pip install '.[mutation]'")

TOOL = Path(__file__).resolve().parents[2] / "tools" / "mutation.py"


@pytest.fixture(scope="module")
def cluster() -> Iterator[str]:
    context = ray.init(
        address="local", num_cpus=2, include_dashboard=False, _node_ip_address="127.0.0.1", log_to_driver=False
    )
    address = str(context.address_info["gcs_address"])
    assert address.startswith("127.0.0.1:"), address
    try:
        yield address
    finally:
        ray.shutdown()


def mutation(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(TOOL), *args],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
        env={**os.environ, **LOOPBACK},
    )


def test_a_stopped_run_resumes_on_the_cluster_without_redoing_a_mutant(cluster: str, tmp_path: Path) -> None:
    session, out = tmp_path / "session", tmp_path / "record.json"
    first = mutation(
        "run", "--game", "loyang", "--sample", "5", "--seed", "11", "--ray", cluster,
        "--session", str(session), "--limit", "2", "--out", str(out),
    )  # fmt: skip
    assert first.returncode == 0, first.stdout[-3000:] + first.stderr[-3000:]
    assert f"on 2 workers at {cluster}" in first.stdout
    assert "[2/5]" in first.stdout and "mutants/min" in first.stdout and "min left" in first.stdout
    assert f"resume with --resume {session}" in first.stdout and not out.exists()
    tried = [orjson.loads(line)["key"] for line in (session / "done.jsonl").read_bytes().splitlines()]
    assert len(tried) == 2

    second = mutation("run", "--resume", str(session), "--ray", cluster, "--out", str(out))
    assert second.returncode == 0, second.stdout[-3000:] + second.stderr[-3000:]
    assert "3 mutants to try" in second.stdout and "[5/5]" in second.stdout
    keys = [orjson.loads(line)["key"] for line in (session / "done.jsonl").read_bytes().splitlines()]
    assert len(keys) == 5 and keys[:2] == tried and len(set(keys)) == 5, "each mutant tried once"
    made = orjson.loads(out.read_bytes())
    assert {m["key"] for m in made["mutants"]} == set(keys)
    assert all(m["outcome"] in ("killed", "survived", "timeout", "incompetent") for m in made["mutants"])
    assert made["runs"][0]["clusters"] == ["a given address"] and made["seed"] == 11
