"""One `conformance run` made inside this process, with the harness's own CPU time told apart from the engine's.

    python benchmarks/harness_cost.py <tree> <engine command or "in-process"> [<game> ...]

`benchmarks/run.py` starts it once per figure, with `<tree>` this checkout or another (an export of an older
commit, for before and after): the tree's harness, suite and reference engine are the ones imported. The run is
the one `conformance run` makes (the same pytest arguments, without a terminal), and the script prints, as JSON,
its test runs and times:

- `cpu_s`: this process's CPU time from the start of the pytest session to its end (collection included, the
  interpreter's start-up and the imports before it not);
- `engine_cpu_s`: of that, the time the bundled engine spent answering, when it runs in this process; an engine
  over stdio runs in a process of its own, so none of its time is in `cpu_s`;
- `wait_cpu_s`: of that, the time spent polling the engine's pipe for an answer (rulecore/pollwait.py polls
  briefly before it sleeps): waiting, not the harness's work;
- `harness_cpu_s`: what is left, the harness's own cost; `harness_ms_per_run` divides it by the test runs.
"""

from __future__ import annotations

import functools
import json
import sys
import time
from pathlib import Path
from typing import Any

VERBS = ("hello", "new_game", "load", "state", "legal_actions", "apply", "score", "view", "count")


def main() -> None:
    tree, engine, *games = sys.argv[1:]
    sys.path.insert(0, str(Path(tree).resolve()))
    import pytest  # noqa: PLC0415  (after the tree goes first on the path)

    try:
        from conformance.cli.run import pytest_args  # noqa: PLC0415
    except ImportError:  # a tree older than ce6f8ac, whose function was private and took every option
        from conformance.cli.run import _pytest_args  # noqa: PLC0415

        empty = {"keyword": None, "workers": 0, "junit_xml": None, "jsonl": None, "expect_path": None}
        pytest_args = functools.partial(_pytest_args, **empty, only_ids=(), skip_ids=())
    from conformance.games import registered  # noqa: PLC0415

    spent = {"engine": 0.0, "wait": 0.0}
    if engine == "in-process":
        from reference_impl.engine import ReferenceEngine  # noqa: PLC0415

        for verb in VERBS:
            if hasattr(ReferenceEngine, verb):
                setattr(ReferenceEngine, verb, _timed(getattr(ReferenceEngine, verb), spent, "engine"))
    else:
        from rulecore.pollwait import PollWait  # noqa: PLC0415

        PollWait.ready = _timed(PollWait.ready, spent, "wait")  # type: ignore[method-assign]
    plugins = registered()
    suites = [plugins[g].suite_module for g in games or plugins]
    args = pytest_args(
        None if engine == "in-process" else engine,
        suites,
        timeout=30.0,
    )
    counted = Counter()
    wall, cpu = time.perf_counter(), time.process_time()
    status = pytest.main(args, plugins=[counted])
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    harness = cpu - spent["engine"] - spent["wait"]
    runs = max(counted.runs, 1)
    figures = {
        "status": int(status),
        "runs": counted.runs,
        "passed": counted.passed,
        "wall_s": round(wall, 2),
        "cpu_s": round(cpu, 2),
        "engine_cpu_s": round(spent["engine"], 2),
        "wait_cpu_s": round(spent["wait"], 2),
        "harness_cpu_s": round(harness, 2),
        "harness_ms_per_run": round(harness / runs * 1000, 2),
    }
    print(json.dumps(figures))


class Counter:
    """Counts the test runs (scenario runs, outline rows apart) and those that passed."""

    def __init__(self) -> None:
        self.runs = self.passed = 0

    def pytest_runtest_logreport(self, report: Any) -> None:
        if report.when == "call" or (report.when == "setup" and not report.passed):
            self.runs += 1
            self.passed += report.passed and report.when == "call"


_DEPTH: dict[str, int] = {}


def _timed(function: Any, spent: dict[str, float], key: str) -> Any:
    """`function`, its CPU time added to `spent[key]`; a call made inside another timed one is not counted twice."""

    def timed(*args: Any, **kwargs: Any) -> Any:
        if _DEPTH.get(key):
            return function(*args, **kwargs)
        _DEPTH[key] = 1
        start = time.process_time()
        try:
            return function(*args, **kwargs)
        finally:
            spent[key] += time.process_time() - start
            _DEPTH[key] = 0

    return timed


if __name__ == "__main__":
    main()
