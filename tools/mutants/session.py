"""What a run has drawn and what it has finished, on disk, so an interrupted run resumes where it stopped.

A session folder holds `plan.json` (the commit, the game, the draw and the tree archived for the workers) and
`done.jsonl`, one line per finished trial, appended and flushed as each result comes back: a run stopped at any
moment loses at most the trials still running, and `--resume` sends out only the mutants with no line yet.
A line cut by the interruption is ignored (its mutant runs again). `runs.jsonl` holds each invocation's trials
and minutes, from which the record's rate is counted.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from .trial import Verdict


@dataclass
class Session:
    folder: Path

    @property
    def plan_file(self) -> Path:
        return self.folder / "plan.json"

    @property
    def done_file(self) -> Path:
        return self.folder / "done.jsonl"

    @property
    def runs_file(self) -> Path:
        return self.folder / "runs.jsonl"

    @property
    def archive_file(self) -> Path:
        return self.folder / "tree.tar"

    def start(self, plan: dict[str, Any], archive: bytes) -> None:
        if self.plan_file.exists():
            raise FileExistsError(f"{self.folder} already holds a session: resume it, or give another folder")
        self.folder.mkdir(parents=True, exist_ok=True)
        self.archive_file.write_bytes(archive)
        self.plan_file.write_bytes(orjson.dumps(plan, option=orjson.OPT_INDENT_2))

    def plan(self) -> dict[str, Any]:
        loaded: dict[str, Any] = orjson.loads(self.plan_file.read_bytes())
        return loaded

    def done(self) -> dict[str, dict[str, Any]]:
        """Finished trials by mutant key (the last line wins)."""
        found: dict[str, dict[str, Any]] = {}
        if not self.done_file.exists():
            return found
        for line in self.done_file.read_bytes().splitlines():
            try:
                entry = orjson.loads(line)
            except orjson.JSONDecodeError:
                continue
            if isinstance(entry, dict) and isinstance(entry.get("key"), str):
                found[entry["key"]] = entry
        return found

    def ran(self, *, tried: int, minutes: float, workers: int, where: str) -> None:
        """One invocation's share of the work, so the record's rate counts every part of a resumed run."""
        entry = {"tried": tried, "minutes": round(minutes, 2), "workers": workers, "cluster": where}
        with self.runs_file.open("ab") as out:
            out.write(orjson.dumps(entry) + b"\n")

    def runs(self) -> list[dict[str, Any]]:
        if not self.runs_file.exists():
            return []
        return [orjson.loads(line) for line in self.runs_file.read_bytes().splitlines() if line.strip()]

    def record(self, key: str, verdict: Verdict, worker: str) -> None:
        entry = {
            "key": key,
            "outcome": verdict.outcome,
            "seconds": round(verdict.seconds, 2),
            "killed_by": verdict.killed_by,
            "worker": worker,
        }
        with self.done_file.open("ab") as out:
            out.write(orjson.dumps(entry) + b"\n")
            out.flush()
