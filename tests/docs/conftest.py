"""The built rules site, shared by the browser tests and the PDF tests: `mkdocs build --strict` runs once a session."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    started = time.monotonic()
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "--config-file", str(ROOT / "mkdocs.yml")]
    done = subprocess.run([*command, "--site-dir", str(out)], cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-5000:]
    print(f"\nmkdocs build --strict: {time.monotonic() - started:.1f} s into {out}")
    return out
