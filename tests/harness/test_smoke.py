"""`conformance smoke`: quick, specific about what is wrong, and right about the bundled engine."""

from __future__ import annotations

import time

import pytest

from conformance.games import registered
from conformance.tools.smoke import Check
from conformance.tools.smoke import smoke as game_smoke

from .conftest import REFERENCE, conformance, miniature

GAME = registered()["sweet-lands"]
STRICT = "repeated names, numbers not written whole and null options are refused"


def smoke(command: str, timeout: float = 5.0) -> list[Check]:
    return game_smoke(command, GAME, timeout=timeout)


def test_the_reference_engine_passes_every_check_in_seconds() -> None:
    started = time.monotonic()
    done = conformance("smoke")
    assert done.status == 0, done.out
    assert time.monotonic() - started < 20
    assert "count (claimed)" in done.out and "view hides" in done.out
    assert "all checks passed: 0 of" in done.out


def test_every_check_runs_against_the_reference() -> None:
    checks = smoke(REFERENCE)
    assert [c.name for c in checks if not c.ok] == []
    assert len(checks) == 13


@pytest.mark.parametrize(
    ("name", "failing", "words", "fix"),
    [
        ("bad_hello", "handshake", "not JSON", "logs and prints go to stderr"),
        ("crash", "new game", "exited", "exit only at `quit`"),
        ("hang", "new game", "did not answer", "flush stdout"),
        ("garbage", "new game", "not JSON", "each one JSON object"),
        ("wrong_id", "new game", "id", "echo each request's `id`"),
        ("dirty_refusal", "an illegal action is refused and changes nothing", "changed the state", "changes nothing"),
        ("leaky_view", "view hides hands and deck (claimed)", "from the deck", "the view the shape"),
        ("miscount", "count (claimed)", "count at depth 1", "count the answers legal_actions lists"),
        ("private_stack", "each kind of position loads and comes back unchanged", "came back changed", "DM-1.6"),
        ("first_line_per_read", "requests sent ahead are answered in order", "did not answer", "line by line"),
        ("lenient_requests", STRICT, "§1.9", "look at the line's text"),
        ("odd_error_code", "bad requests are refused", "'illegal_move'", "the closest is 'illegal_action'"),
        ("wrong_refusal_code", "bad requests are refused", "parse_error, not invalid_request", "parse_error is for"),
    ],
)
def test_each_miniature_fails_the_check_for_its_fault(name: str, failing: str, words: str, fix: str) -> None:
    """Each problem comes with a fix of its own: the one thing to change, not the protocol's table of contents."""
    # The first request starts the engine, which alone took over 1 s on a loaded 2-core machine; only the
    # engine that hangs needs a short timeout, and 3 s leaves its start-up room too.
    checks = {c.name: c for c in smoke(miniature(name), timeout=3.0 if name == "hang" else 10.0)}
    assert failing in checks
    assert not checks[failing].ok
    assert words in checks[failing].problem
    assert fix in checks[failing].fix, checks[failing].fix


def test_an_engine_that_stops_answering_is_not_waited_for_check_after_check() -> None:
    """Two checks in a row that time out end the smoke: the rest are listed as not run, and the command says so."""
    started = time.monotonic()
    done = conformance("smoke", "--engine", miniature("hang"), "--timeout", "3", "--game", "sweet-lands")
    took = time.monotonic() - started
    assert done.status == 1, done.out
    assert "did not answer within 3 s" in done.out
    assert "FAIL new game" in done.out and "FAIL legal actions" in done.out
    assert "skip an illegal action is refused and changes nothing" in done.out
    assert "not run: the engine stopped answering (2 checks in a row timed out)" in done.out
    assert "2 of 13 checks failed, 10 not run" in done.out
    assert took < 3 * 3 + 8, f"{took:.1f} s: more deadlines waited out than the two that stop the checks"


def test_one_check_that_times_out_does_not_stop_the_others() -> None:
    """An engine that answers only the first line of each read times out on requests sent ahead, and only there."""
    checks = smoke(miniature("first_line_per_read"), timeout=3.0)
    timed_out = [c.name for c in checks if "did not answer" in c.problem]
    assert timed_out == ["requests sent ahead are answered in order"]
    assert all(c.run for c in checks)
    after = checks[[c.name for c in checks].index(timed_out[0]) + 1 :]
    assert after and any(c.ok for c in after), "the checks after the one that timed out were run and judged"


@pytest.mark.parametrize("name", ["stderr_flood", "no_variants", "hostile_text"])
def test_engines_that_speak_the_protocol_pass(name: str) -> None:
    assert all(c.ok for c in smoke(miniature(name)))


@pytest.mark.parametrize("game", sorted(registered()))
def test_positions_of_player_counts_the_engine_does_not_claim_are_not_handed_over(game: str) -> None:
    """The miniature refuses to load a solo position: handing it one would fail the check."""
    checks = {c.name: c for c in game_smoke(miniature("no_solo"), registered()[game], timeout=5.0)}
    assert [name for name, c in checks.items() if not c.ok] == []
    notes = " ".join(checks["each kind of position loads and comes back unchanged"].notes)
    assert "positions not handed over: they need players=1" in notes, notes


def test_the_cli_exits_non_zero_and_says_how_to_fix_it() -> None:
    done = conformance("smoke", "--engine", miniature("dirty_refusal"), "--game", "sweet-lands")
    assert done.status == 1
    assert "problems found: 1 of 13 checks failed" in done.out
    assert "what is wrong" in done.out and "how to fix it" in done.out and "§2.4" in done.out


@pytest.mark.parametrize("game", sorted(registered()))
def test_a_lenient_parser_fails_smoke_naming_the_protocol_section(game: str) -> None:
    """An engine that keeps the last of a repeated name, reads `1.0` as 1 and a null option as none passed smoke."""
    checks = {c.name: c for c in game_smoke(miniature("lenient_requests"), registered()[game], timeout=5.0)}
    assert [name for name, c in checks.items() if not c.ok] == [STRICT]
    assert "twice" in checks[STRICT].problem and "§1.9" in checks[STRICT].fix
