"""The engine compiled with mypyc (pyproject's opt-in build hook) plays exactly as the pure-Python one.

The wheel is built with `HATCH_BUILD_HOOK_ENABLE_MYPYC=1` and installed into a fresh virtual
environment. The tests check that both games' modules there are compiled, that the whole suite passes
against it, and that seeded random games come out byte for byte as this checkout's pure-Python engine
plays them: every legal list, every final state, and the code and rule of a refusal tried every few
decisions (mypyc checks annotations at run time, so an annotation that lies turns a refusal into an
internal error; two such lies were found this way). Long profile: the build alone takes minutes. Where
no C compiler or no Python headers are found the tests are skipped, saying so.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path
from typing import Any

import pytest

from conformance.catalogue import trace
from conformance.games import registered

pytestmark = [pytest.mark.slow, pytest.mark.long]

ROOT = Path(__file__).resolve().parents[2]
HEADERS = Path(sysconfig.get_paths()["include"]) / "Python.h"
if shutil.which(os.environ.get("CC", "cc")) is None or not HEADERS.exists():
    pytest.skip(f"mypyc needs a C compiler and {HEADERS}", allow_module_level=True)

PLAY = """
import hashlib, random, sys
import orjson
from reference_impl import ReferenceEngine
from reference_impl.errors import EngineError

games = int(sys.argv[1])
engine = ReferenceEngine()
digest = hashlib.sha256()
for game, claims in sorted(engine.hello()["games"].items()):
    for players in claims["players"]:
        for seed in range(games):
            engine.new_game(game, players, seed)
            chooser = random.Random(seed)
            step = 0
            while actions := engine.legal_actions()["actions"]:
                digest.update(orjson.dumps(actions, option=orjson.OPT_SORT_KEYS))
                step += 1
                if step % 5 == 0:
                    wrong = dict(chooser.choice(actions))
                    field = chooser.choice(sorted(wrong))
                    wrong[field] = "no_such_action" if field == "type" else "?"
                    try:
                        engine.apply(wrong)
                        digest.update(b"accepted")
                        continue
                    except EngineError as refused:
                        digest.update(f"{refused.code} {refused.rule}".encode())
                engine.apply(chooser.choice(actions))
            digest.update(orjson.dumps(engine.state(), option=orjson.OPT_SORT_KEYS))
print(digest.hexdigest())
"""
GAMES = "6"
"""Seeded games per game and player count: about 1,500 Loyang and 1,300 Sweet Lands decisions each."""


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Python of a fresh environment with the compiled wheel installed."""
    tmp_path = tmp_path_factory.mktemp("compiled")
    dist = tmp_path / "dist"
    # An sdist first and the wheel from it (`build`'s default), so that the wheel is built in a copy:
    # the hook compiles in place and hides pyproject.toml while it does, which must never happen to the
    # checkout the tests run from.
    subprocess.run(
        [sys.executable, "-m", "build", "--outdir", str(dist), str(ROOT)],
        env={**os.environ, "HATCH_BUILD_HOOK_ENABLE_MYPYC": "1"},
        check=True,
        capture_output=True,
        timeout=1200,
    )
    (wheel,) = dist.glob("*.whl")  # beside the sdist
    assert not wheel.name.endswith("-none-any.whl"), f"{wheel.name} is a pure-Python wheel"
    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)], check=True, timeout=900)
    return python


def _in(python: Path, cwd: Path, *args: str) -> str:
    done = subprocess.run([str(python), *args], cwd=cwd, capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done.stdout


def test_the_build_leaves_the_checkout_as_it_was(compiled: Path) -> None:
    left = sorted(str(p.relative_to(ROOT)) for p in ROOT.glob("*__mypyc*")) + sorted(
        str(p.relative_to(ROOT))
        for package in ("rulecore", "reference_impl", "conformance")
        for p in (ROOT / package).rglob("*.so")
    )
    assert not left, f"the compiled build left {left[:5]} in the checkout"
    assert (ROOT / "pyproject.toml").exists() and not (ROOT / "pyproject.toml.bak").exists()


def test_both_games_run_compiled(compiled: Path, tmp_path: Path) -> None:
    found = _in(
        compiled,
        tmp_path,
        "-c",
        "import reference_impl.sweet_lands.turn as a, reference_impl.loyang.game as b; print(a.__file__, b.__file__)",
    )
    assert found.count(".so") == 2, found


def test_the_compiled_content_memo_keeps_its_bound(compiled: Path, tmp_path: Path) -> None:
    """A server that plays game after game fills the memo past its bound (a `del self[...]` in the dict
    subclass raised a TypeError compiled, which a few seeded games never reach)."""
    script = (
        "from reference_impl.sweet_lands.content import MEMO_ENTRIES, Memo\n"
        "memo = Memo()\n"
        "for i in range(MEMO_ENTRIES + 9):\n"
        "    memo[i] = i\n"
        "print(len(memo), min(memo), max(memo), MEMO_ENTRIES)\n"
    )
    size, oldest, newest, bound = map(int, _in(compiled, tmp_path, "-c", script).split())
    assert (size, oldest, newest) == (bound, 9, bound + 8)


def test_the_compiled_engine_plays_as_the_pure_one(compiled: Path, tmp_path: Path) -> None:
    pure = _in(Path(sys.executable), ROOT, "-c", PLAY, GAMES)
    assert _in(compiled, tmp_path, "-c", PLAY, GAMES) == pure


KNOWN_DIFFERENCES = {
    "loyang/16-positions/a-storehouse-table-with-no-room-for-the-upgraded-side": (
        "a Storehouse side whose capacity is null stops the compiled engine with internal_error before its load "
        "checks refuse it citing LY-16.1.1, as the pure engine does"
    ),
    "sweet-lands/27-positions/round-3-written-with-a-decimal-point": (
        "a round written 3.0 is refused by the compiled engine citing the schema (SL-27.1.1) where the pure "
        "engine cites SL-27.1.2"
    ),
}
"""Scenarios the compiled build fails, found when the mutation triage added them (issue 54) and not yet mended:
both are refusals of a malformed position, where mypyc's typed code meets a value of the wrong type before the
engine's own checks do. Listed so the rest of the suite still gates the build; the test below fails as soon as
one of them passes, so the list cannot outlive the difference."""


def _run(compiled: Path, tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], dict[str, Any]]:
    report = tmp_path / "report.json"
    done = subprocess.run(
        [str(compiled.parent / "conformance"), "run", "--json-report", str(report), *args],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    summary: dict[str, Any] = json.loads(report.read_text())["summary"]
    return done, summary


def test_the_compiled_engine_passes_the_whole_suite(compiled: Path, tmp_path: Path) -> None:
    skipped = [arg for scenario in KNOWN_DIFFERENCES for arg in ("--skip-id", scenario)]
    done, summary = _run(compiled, tmp_path, *skipped)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    runs = sum(trace.build(game, root=ROOT).runs() for game in registered())
    assert summary["passed"] == runs - len(KNOWN_DIFFERENCES)
    assert summary["failed"] == summary["errored"] == 0


def test_the_compiled_engine_still_differs_where_it_is_known_to(compiled: Path, tmp_path: Path) -> None:
    chosen = [arg for scenario in KNOWN_DIFFERENCES for arg in ("--id", scenario)]
    done, summary = _run(compiled, tmp_path, *chosen)
    assert done.returncode != 0 and summary["passed"] == 0, "mended: take it out of KNOWN_DIFFERENCES"
    assert summary["failed"] + summary["errored"] == len(KNOWN_DIFFERENCES)
