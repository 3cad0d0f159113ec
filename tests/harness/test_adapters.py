"""The implementer's kit: the JavaScript adapter skeleton passes smoke, and the CI recipe's commands are valid."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import click
import pytest
import yaml

from conformance.cli import main

from .conftest import conformance

ROOT = Path(__file__).resolve().parents[2]
ADAPTER = ROOT / "adapters" / "js" / "adapter.js"
WORKFLOW = ROOT / "adapters" / "ci" / "github-workflow.yml"
NODE = shutil.which("node")


@pytest.fixture
def node_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SWEET_LANDS_PYTHON", sys.executable)


@pytest.mark.skipif(NODE is None, reason="node is not installed; the JavaScript adapter cannot run here")
@pytest.mark.usefixtures("node_env")
def test_the_javascript_adapter_passes_smoke() -> None:
    done = conformance("smoke", "--engine", f"{shlex.quote(str(NODE))} {shlex.quote(str(ADAPTER))}")
    assert done.status == 0, done.out
    assert "sweet-lands-js-skeleton" in done.out


@pytest.mark.skipif(NODE is None, reason="node is not installed; the JavaScript adapter cannot run here")
def test_the_javascript_adapter_refuses_what_the_protocol_says_to_refuse() -> None:
    lines = [
        "not json",
        "[1]",
        '{"id": "x", "cmd": "hello"}',
        '{"id": 3, "cmd": "frobnicate"}',
        '{"id": 4, "cmd": "quit"}',
    ]
    done = subprocess.run(
        [str(NODE), str(ADAPTER)],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "SWEET_LANDS_PYTHON": sys.executable},
        check=True,
    )
    answers = [yaml.safe_load(line) for line in done.stdout.splitlines()]
    assert [(a["id"], a["ok"], a.get("error", {}).get("code")) for a in answers] == [
        (None, False, "parse_error"),
        (None, False, "parse_error"),
        (None, False, "invalid_request"),
        (3, False, "unknown_command"),
        (4, True, None),
    ]


def _commands(workflow: dict[str, object]) -> list[list[str]]:
    """Every `conformance ...` command of the workflow's run steps, split as a shell would (with $ENGINE set)."""
    jobs = workflow["jobs"]
    assert isinstance(jobs, dict)
    found = []
    for job in jobs.values():
        for step in job["steps"]:
            script = str(step.get("run", ""))
            for line in script.replace(">-", "").split("\n"):
                if line.strip().startswith("conformance "):
                    found.append(shlex.split(line.replace('"$ENGINE"', "'node adapter.js'")))
    return found


def test_the_ci_recipe_installs_the_suite_and_runs_it_with_expectations(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    workflow = yaml.safe_load(WORKFLOW.read_text())
    commands = _commands(workflow)
    verbs = [c[1] for c in commands]
    assert verbs == ["smoke", "run", "perft"]
    run = commands[1]
    assert "--expect" in run and "--junit-xml" in run and "--jsonl" in run
    steps = [s for job in workflow["jobs"].values() for s in job["steps"]]
    assert any("pip install" in str(s.get("run", "")) for s in steps)
    assert any(str(s.get("uses", "")).startswith("actions/upload-artifact") for s in steps)
    # Every command line must be one the CLI accepts (the expectations file must exist for --expect).
    (tmp_path / "conformance").mkdir()
    (tmp_path / "conformance" / "expectations.yml").write_text("scenarios: []\n")
    monkeypatch.chdir(tmp_path)
    for argv in commands:
        verb = main.get_command(click.Context(main), argv[1])
        assert verb is not None
        verb.make_context(argv[1], argv[2:])


def test_the_skeleton_is_documented() -> None:
    text = (ADAPTER.parent / "README.md").read_text()
    assert "conformance smoke --engine" in text and "COMMANDS" in text


@pytest.mark.skipif(NODE is None, reason="node is not installed; the JavaScript adapter cannot run here")
@pytest.mark.usefixtures("node_env")
def test_the_javascript_count_walks_the_adapters_own_legal_actions(tmp_path: Path) -> None:
    """The skeleton used to forward `count`, so an adapter on it passed perft whatever its own moves were."""
    source = ADAPTER.read_text()
    hook = "COMMANDS.count = count;\n"
    assert hook in source
    # An implementer's legal_actions that forgets buy_basic: count must follow it, not the backend.
    broken = hook + (
        "const listAll = COMMANDS.legal_actions;\n"
        "COMMANDS.legal_actions = async (request) => {\n"
        "  const answer = await listAll(request);\n"
        '  return { ...answer, actions: answer.actions.filter((a) => a.type !== "buy_basic") };\n'
        "};\n"
    )
    copy = tmp_path / "adapter.js"
    copy.write_text(source.replace(hook, broken))
    engine = f"{shlex.quote(str(NODE))} {shlex.quote(str(copy))}"
    done = conformance("perft", "--engine", engine, "--position", "first-turn-2p", "--use-count", "--depth", "1")
    assert done.status == 1, done.out
    assert "WRONG first-turn-2p depth 1: 24 (golden 27, count)" in done.out
    honest = f"{shlex.quote(str(NODE))} {shlex.quote(str(ADAPTER))}"
    done = conformance("perft", "--engine", honest, "--position", "passing-3p", "--use-count")
    assert done.status == 0, done.out
