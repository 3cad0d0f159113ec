"""A clean-room engine's provenance holds: its author read only the export, and the export is the one recorded.

An engine folder with a `CLEANROOM.md` claims it was written from the export alone. Two things in the
repository can be checked by anyone: the author's read log (`READLOG.md`, kept as the author worked) names
nothing of the reference engine, the harness, another engine or a git history; and the manifest that
CLEANROOM.md records is what `tools/cleanroom_export.py` makes from the recorded commit today.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINES = sorted(p.parent for p in (ROOT / "engines").glob("*/CLEANROOM.md"))
SEEDS = ROOT.parent / "shared" / "seeds"
PATHLIKE = re.compile(r"[\w.~-]*/[\w./*~+-]*|[\w-]+\.(?:md|json|rs|feature|txt|toml|py|ts|go|jsonl)\b")


def forbidden(entry: str, own: str) -> list[str]:
    """The paths of one read-log line that a clean-room author may not read."""
    found = []
    for token in PATHLIKE.findall(entry):
        parts = [p for p in token.split("/") if p]
        if (
            "reference_impl" in parts
            or "conformance" in parts
            or ".git" in parts
            or "site-packages" in parts
            or token.startswith("/work")
            or ("engines" in parts and parts[parts.index("engines") + 1 : parts.index("engines") + 2] != [own])
        ):
            found.append(token)
    return found


def test_the_check_finds_a_forbidden_read() -> None:
    assert forbidden("- export/spec/sweet-lands/09-map.md", "rust") == []
    assert forbidden("- /usr/share/cargo/registry/serde_json-1.0.87/src/de.rs", "rust") == []
    assert forbidden("- /work/main/reference_impl/sweet_lands/map.py", "rust") != []
    assert forbidden("- conformance/runner/plugin.py", "rust") == ["conformance/runner/plugin.py"]
    assert forbidden("- engines/typescript/src/game.ts", "rust") == ["engines/typescript/src/game.ts"]
    assert forbidden("- engines/rust/src/main.rs", "rust") == []
    assert forbidden("- .git/config", "rust") == [".git/config"]
    assert forbidden("- venv/lib/python3.11/site-packages/reference_impl/x.py", "rust") != []


@pytest.mark.parametrize("engine", ENGINES, ids=lambda p: p.name)
def test_the_read_log_names_nothing_outside_the_export(engine: Path) -> None:
    log = engine / "READLOG.md"
    assert log.exists(), f"{engine.name}: CLEANROOM.md claims a clean room, but there is no READLOG.md"
    lines = log.read_text(encoding="utf-8").splitlines()
    entries = [line for line in lines if line.strip() and not line.startswith("#")]
    assert entries, f"{engine.name}: the read log lists no file"
    bad = {line: forbidden(line, engine.name) for line in entries}
    bad = {line: paths for line, paths in bad.items() if paths}
    assert not bad, f"{engine.name}: the author read what a clean room withholds: {bad}"


@pytest.mark.parametrize("engine", ENGINES, ids=lambda p: p.name)
def test_the_recorded_export_is_the_one_the_tool_makes(engine: Path, tmp_path: Path) -> None:
    """The manifest's files and their sha256s, as the tool makes them today from the recorded commit. (The
    tarball's own sha256 is recorded too, but an export made before the tool fixed the gzip header's time has
    bytes no later run repeats; its contents are what matter.)"""
    text = (engine / "CLEANROOM.md").read_text(encoding="utf-8")
    commit = re.search(r"source commit: ([0-9a-f]{40})", text)
    assert commit, f"{engine.name}: CLEANROOM.md records no source commit"
    recorded = sorted(re.findall(r"^([0-9a-f]{64})  (\S+)$", text, flags=re.MULTILINE))
    assert recorded, f"{engine.name}: CLEANROOM.md lists no exported file"
    known = subprocess.run(["git", "-C", str(ROOT), "cat-file", "-e", f"{commit[1]}^{{commit}}"], check=False)
    if known.returncode != 0 or not SEEDS.is_dir():
        pytest.skip("this checkout lacks the recorded commit's history or the seeds")
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "cleanroom_export.py"), "--out", str(tmp_path), "--commit", commit[1]],
        check=True, capture_output=True, text=True,
    )
    made = sorted(re.findall(r"^([0-9a-f]{64})  (\S+)$", (tmp_path / "MANIFEST.txt").read_text(), flags=re.MULTILINE))
    assert made == recorded, f"{engine.name}: the export made today differs from the one recorded"


def _ancestor(older: str, newer: str) -> bool | None:
    """Is `older` a strict ancestor of `newer`? None when this checkout lacks either (a shallow clone)."""
    for commit in (older, newer):
        if subprocess.run(["git", "-C", str(ROOT), "cat-file", "-e", f"{commit}^{{commit}}"], check=False).returncode:
            return None
    parse = ["git", "-C", str(ROOT), "rev-parse", older, newer]
    same = subprocess.run(parse, capture_output=True, text=True, check=True)
    first, second = same.stdout.split()
    if first == second:
        return False
    is_ancestor = ["git", "-C", str(ROOT), "merge-base", "--is-ancestor", older, newer]
    return subprocess.run(is_ancestor, check=False).returncode == 0


@pytest.mark.parametrize("engine", ENGINES, ids=lambda p: p.name)
def test_every_change_after_contact_follows_an_older_spec_commit(engine: Path) -> None:
    """Each "After contact" entry of SPEC-GAPS.md names the spec commit(s) it follows and the engine commit
    that followed; every spec commit named must come before that engine commit in the history."""
    text = (engine / "SPEC-GAPS.md").read_text(encoding="utf-8")
    assert "## After contact" in text, f"{engine.name}: SPEC-GAPS.md has no 'After contact' section"
    entries = re.split(r"^### ", text.split("## After contact", 1)[1], flags=re.MULTILINE)[1:]
    assert entries, f"{engine.name}: no entry after contact"
    for entry in entries:
        cited = re.search(r"Spec commits? (.*?)Engine commit\s+([0-9a-f]{7,40})", entry, flags=re.DOTALL)
        assert cited, f"{engine.name}: entry {entry.splitlines()[0]!r} names no spec commit and engine commit"
        for spec in re.findall(r"\b[0-9a-f]{7,40}\b", cited[1]):
            order = _ancestor(spec, cited[2])
            if order is None:
                pytest.skip("this checkout lacks the history the entries name")
            assert order, f"{engine.name}: {entry.splitlines()[0]!r}: spec commit {spec} is not older than {cited[2]}"
