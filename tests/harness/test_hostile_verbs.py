"""Every verb guards its door the same way (issue 48): the verbs are read from the `conformance` group itself,
so a verb added later is held to the same tests without anyone adding it to a list here.

Each option of each verb declares its guard in its click type (conformance/guards/inputs.py): a file is read
through `JsonFile` or `InputFile`, a JSON value through `JsonText`, seconds through `Seconds`, a count through a
bounded `IntRange`. Every such option is then handed the hostile inputs below: each must end in a usage error,
exit status 2, with no traceback and no raw control character on the terminal.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from conformance.cli import main
from conformance.guards import inputs
from conformance.guards.inputs import STATE_BYTES, InputFile, JsonFile, JsonText, Seconds

from ..miniatures import CONTROLS
from .conftest import miniature

VERBS = dict(main.commands)
"""The verbs as the command line has them, never a list kept here."""
RAW_CONTROLS = ("\x1b", "\x00", "\x07", "\u202e", "\u202c", "\x9b")


def test_the_verbs_come_from_the_command_line() -> None:
    assert {"explain", "render", "report", "fuzz", "golden", "run"} <= VERBS.keys()


def _guard_of(param: click.Parameter) -> str | None:
    """What an option's type says of its guard, or None when it takes no file and no number."""
    kind = param.type
    if isinstance(kind, JsonFile | InputFile):
        return "file"
    if isinstance(kind, JsonText):
        return "json"
    if isinstance(kind, Seconds):
        return "seconds"
    if isinstance(kind, click.IntRange):
        return "count"
    return None


@pytest.mark.parametrize("verb", sorted(VERBS))
def test_every_option_that_reads_or_counts_declares_its_guard(verb: str) -> None:
    """An input file taken as a bare click.Path (exists=True), a click.File, a float or an int without both
    bounds reads or counts past the guard: a verb that declares one fails here."""
    for param in VERBS[verb].params:
        kind, where = param.type, f"{verb} {param.name}"
        assert not isinstance(kind, click.File), f"{where}: a click.File is read without the input guard"
        if isinstance(kind, click.Path):
            assert not kind.exists, f"{where}: an input file must be a JsonFile or an InputFile"
        if isinstance(kind, click.types.FloatParamType):
            pytest.fail(f"{where}: a float option must be Seconds (finite, above 0, bounded)")
        if isinstance(kind, click.IntRange):
            assert kind.min is not None and kind.max is not None, f"{where}: a count needs both bounds"
        elif isinstance(kind, click.types.IntParamType):
            pytest.fail(f"{where}: an int option must be a bounded click.IntRange")


def _argv(verb: str, param: click.Parameter, value: str) -> list[str]:
    if isinstance(param, click.Argument):
        return [verb, value]
    return [verb, param.opts[0], value]


def _guarded(kind: str) -> list[tuple[str, click.Parameter]]:
    return [(verb, p) for verb, command in sorted(VERBS.items()) for p in command.params if _guard_of(p) == kind]


def _invoke(args: list[str]) -> tuple[int, str]:
    result = CliRunner().invoke(main, args, env={"COLUMNS": "300"})
    assert result.exception is None or isinstance(result.exception, SystemExit), (args[:3], repr(result.exception))
    return result.exit_code, result.stdout + result.stderr


def _assert_usage_error(args: list[str], *, shown: str = "") -> str:
    status, text = _invoke(args)
    assert status == 2, (args[:3], text[-1500:])
    assert "Traceback" not in text, text[-1500:]
    raw = [repr(c) for c in RAW_CONTROLS if c in text]
    assert not raw, f"{args[:3]} put raw {', '.join(raw)} on the terminal: {text[-800:]!r}"
    assert shown in text, (shown, text[-1500:])
    return text


# --- Hostile files ---------------------------------------------------------------------------------------------
def _fifo(path: Path) -> Path:
    os.mkfifo(path)  # opening it for reading used to wait for a writer that never comes
    return path


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


@pytest.fixture
def endless_pipe() -> Iterator[Path]:
    """A pipe whose writer sends more than any limit (a name under /proc, as `<(...)` gives one)."""
    read_end, write_end = os.pipe()

    def flood() -> None:
        try:
            with os.fdopen(write_end, "wb") as stream:
                for _ in range(3):
                    stream.write(b"[" * STATE_BYTES)
        except (BrokenPipeError, OSError):
            pass  # the reader stopped at its limit, as it should

    writer = threading.Thread(target=flood, daemon=True)
    writer.start()
    yield Path(f"/proc/self/fd/{read_end}")
    os.close(read_end)
    writer.join(timeout=10)


CONTROLLED = json.dumps({"game": CONTROLS, "players": [], "state_file": CONTROLS, "scenarios": [CONTROLS]}).encode()
"""Valid JSON whose every text a verb may quote is control characters."""
HOSTILE_FILES: dict[str, Callable[[Path], Path]] = {
    "a device that never ends": lambda _: Path("/dev/zero"),
    "random bytes": lambda _: Path("/dev/urandom"),
    "nested ten thousand deep": lambda d: _write(d / "deep.json", b'{"game": ' + b"[" * 10_000 + b"]" * 10_000 + b"}"),
    "nested sixty-five deep": lambda d: _write(d / "deep65.json", b'{"a": ' + b"[" * 65 + b"]" * 65 + b"}"),
    "NaN": lambda d: _write(d / "nan.json", b'{"game": "sweet-lands", "x": NaN}'),
    "Infinity": lambda d: _write(d / "inf.json", b'{"game": "sweet-lands", "x": -Infinity}'),
    "a name twice": lambda d: _write(d / "twice.json", b'{"game": "sweet-lands", "game": "loyang"}'),
    "larger than a state": lambda d: _write(d / "big.json", b'{"game": "' + b"x" * (STATE_BYTES + 1) + b'"}'),
    "not UTF-8": lambda d: _write(d / "latin.json", b'{"game": "caf\xe9"}'),
    "empty": lambda d: _write(d / "empty.json", b""),
    "a folder": lambda d: d,
    "a pipe nobody writes to": lambda d: _fifo(d / "fifo"),
    "missing": lambda d: d / "missing.json",
    "controls in its name": lambda d: _write(d / f"{CONTROLS.replace(chr(0), '')[:40]}.json".replace("/", "_"), b"NaN"),
    "controls in its text": lambda d: _write(d / "controls.json", CONTROLLED),
}


@pytest.mark.parametrize("hostile", sorted(HOSTILE_FILES))
@pytest.mark.parametrize(("verb", "param"), _guarded("file"), ids=lambda x: getattr(x, "name", x))
def test_every_file_a_verb_reads_refuses_hostile_files(
    tmp_path: Path, verb: str, param: click.Parameter, hostile: str
) -> None:
    path = HOSTILE_FILES[hostile](tmp_path)
    _assert_usage_error(_argv(verb, param, str(path)))


@pytest.mark.parametrize(("verb", "param"), _guarded("file"), ids=lambda x: getattr(x, "name", x))
def test_every_file_a_verb_reads_refuses_an_endless_pipe(endless_pipe: Path, verb: str, param: click.Parameter) -> None:
    _assert_usage_error(_argv(verb, param, str(endless_pipe)))


# --- Hostile values of options -----------------------------------------------------------------------------------
HOSTILE_SECONDS = ["inf", "-inf", "nan", "1e300", "0", "-1", "ten", "1e-400"]
HOSTILE_JSON = [
    '{"type": NaN}',
    '{"type": Infinity}',
    '{"a": ' + "[" * 100 + "]" * 100 + "}",
    '{"a": ' + "[" * 5000 + "]" * 5000 + "}",
    '{"type": "pass", "type": "buy"}',
    "[1]",
    '"' + CONTROLS.replace("\x00", "") + '"',
    '{"type": "' + "p" * (inputs.ACTION_BYTES + 1) + '"}',
    "{",
]


@pytest.mark.parametrize("value", HOSTILE_SECONDS)
@pytest.mark.parametrize(("verb", "param"), _guarded("seconds"), ids=lambda x: getattr(x, "name", x))
def test_every_duration_is_finite_positive_and_bounded(verb: str, param: click.Parameter, value: str) -> None:
    """`explain --timeout inf` and `1e300` ended in an OverflowError traceback."""
    _assert_usage_error(_argv(verb, param, value))


@pytest.mark.parametrize(("verb", "param"), _guarded("count"), ids=lambda x: getattr(x, "name", x))
def test_every_count_is_bounded(verb: str, param: click.Parameter) -> None:
    assert isinstance(param.type, click.IntRange)
    for value in (str(10**30), "-" + str(10**30)):
        _assert_usage_error(_argv(verb, param, value))


@pytest.mark.parametrize("value", HOSTILE_JSON, ids=range(len(HOSTILE_JSON)))
@pytest.mark.parametrize(("verb", "param"), _guarded("json"), ids=lambda x: getattr(x, "name", x))
def test_every_json_option_is_read_strictly(verb: str, param: click.Parameter, value: str) -> None:
    """`--action` with NaN went to the engine as null; nested deep it ended in a traceback."""
    _assert_usage_error(_argv(verb, param, value))


# --- What only one verb reads ------------------------------------------------------------------------------------
def test_explain_golden_tells_nothing_of_files_outside_the_folder(tmp_path: Path) -> None:
    """`--golden ../x` answered differently for a file that exists outside the golden folder and one that does
    not; a name that leaves the folder is now refused for what it is, whatever lies there."""
    answers = []
    for name in ("../../../README", "../../../no-such-file", "/etc/passwd", "..", "a/b"):
        text = _assert_usage_error(["explain", "--golden", name, "--step", "1"])
        answers.append(text.replace(repr(name), "NAME"))
    assert len(set(answers)) == 1, answers


def test_golden_refuses_hostile_files_in_its_folder(tmp_path: Path) -> None:
    """A golden game of --folder is read through the guard, and its name shown with its controls written out."""
    for name, data in (
        ("deep", b'{"step": 1, "a": ' + b"[" * 5000 + b"]" * 5000 + b"}\n"),
        ("nan", b'{"start": true, "x": NaN}\n'),
        ("big", b'{"x": "' + b"x" * (4 * STATE_BYTES + 1) + b'"}\n'),
        ("list", b"[1, 2]\n"),
        (f"controls{CONTROLS.replace(chr(0), '').replace('/', '_')[:30]}", b"NaN\n"),
    ):
        folder = tmp_path / name[:8]
        folder.mkdir()
        (folder / f"{name}.jsonl").write_bytes(data)
        _assert_usage_error(["golden", "--in-process", "--game", "sweet-lands", "--folder", str(folder)])
    _assert_usage_error(["golden", "--in-process", "--name", "../x"])


@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_explain_shows_an_engines_text_with_its_controls_written_out(tmp_path: Path, as_json: bool) -> None:
    """`explain` printed an engine's messages raw: each run put 9 ESC and a NUL on the terminal."""
    from conformance.engines.engine import InProcessEngine  # noqa: PLC0415

    state = tmp_path / "state.json"
    state.write_text(json.dumps(InProcessEngine().new_game("sweet-lands", 2, 1)), encoding="utf-8")
    args = ["explain", str(state), "--engine", miniature("control_text"), "--action", '{"type": "pass"}']
    status, text = _invoke([*args, "--json"] if as_json else args)
    assert status == 0, text[-2000:]
    raw = [repr(c) for c in RAW_CONTROLS if c in text]
    assert not raw, f"explain put raw {', '.join(raw)} on the terminal"
    if as_json:
        assert json.loads(text)["refusal"]["message"] == CONTROLS, "the JSON keeps the text, escaped"
    else:
        assert "\\x1b]0;title from the engine\\x07" in text and "\\u202eevil.exe" in text


STARTS_WORK = {"engine_cmd", "ray_address", "keyword"}
"""Options whose value starts something (an engine command, a Ray cluster, pytest's -k): their text is shown
through the same filter, checked by the runs of test_hostile.py, not by handing them control characters here."""


def _named(kind: type[click.ParamType]) -> list[tuple[str, click.Parameter]]:
    return [
        (verb, p)
        for verb, command in sorted(VERBS.items())
        for p in command.params
        if isinstance(p, click.Option) and type(p.type) is kind and p.name not in STARTS_WORK and not p.is_flag
    ]


@pytest.mark.parametrize(("verb", "param"), _named(click.types.StringParamType), ids=lambda x: getattr(x, "name", x))
def test_a_name_given_to_any_verb_is_shown_with_its_controls_written_out(verb: str, param: click.Parameter) -> None:
    """A scenario id, a golden game's or a position's name that names nothing is quoted back: written out."""
    status, text = _invoke([verb, param.opts[0], CONTROLS.replace("\x00", "")])
    assert status != 0 and "Traceback" not in text, text[-1500:]
    raw = [repr(c) for c in RAW_CONTROLS if c in text]
    assert not raw, f"{verb} {param.name} put raw {', '.join(raw)} on the terminal: {text[-800:]!r}"
