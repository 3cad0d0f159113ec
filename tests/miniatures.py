"""Miniature wrong engines: each breaks the engine protocol, or one rule of one game, in exactly one way.

In the spirit of bowtie's `miniatures.py`: they prove that the harness notices a
fault instead of trusting whatever an engine says. Each wraps the real reference
engine (so everything it does not break is right) and is run as

    python tests/miniatures.py <name>

speaking the JSON-lines protocol of spec/protocol.md on stdin/stdout. One
runner serves every game: a miniature that breaks a rule of At the Gates of
Loyang lives here beside those that break Sweet Lands'. The harness-side tests
live in tests/unit/test_subprocess_engine.py (the adapter),
tests/harness/test_hostile.py (whole `conformance run`s),
tests/harness/test_loyang_tools.py (fuzz, perft and golden on a Loyang fault) and
tests/harness/test_wrong_citations.py (a refusal citing a wrong rule, both games).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

from reference_impl.engine import ReferenceEngine
from reference_impl.errors import EngineError, InvalidState
from reference_impl.server import handle, line_refusal

Request = dict[str, Any]
# What a miniature does with one parsed request: the response object, a raw line to
# print instead, or None to print nothing (it may also exit or block).
Behaviour = Callable[[ReferenceEngine, Request], Request | str | None]

MINIATURES: dict[str, Behaviour] = {}

CRASH_STATUS = 3
FLOOD_BYTES = 5 * 1024 * 1024
GARBAGE_LINE = "this is not JSON {"
HUGE_LINE_BYTES = 12 * 1024 * 1024
"""Longer than the protocol's 8 MiB line limit (§1.6)."""
LONG_STDERR_ENV = "MINIATURE_STDERR_BYTES"
"""How many bytes `long_stderr_line` writes without a newline (default LONG_STDERR_BYTES)."""
LONG_STDERR_BYTES = 64 * 1024 * 1024
PID_FILE_ENV = "MINIATURE_PID_FILE"
"""Where `background_child` appends the pid of the process it leaves behind, so a test can end it."""
BACKGROUND_SECONDS = 120
MARKUP = "[/red] [bold]x[/bold] [/x] [link=file:///etc/passwd]y[/link] [/]"
"""Rich console markup: text that crashes a console which reads engine text as markup."""


def miniature(fn: Behaviour) -> Behaviour:
    """Register `fn` under its name, so `python tests/miniatures.py <name>` runs it."""
    MINIATURES[fn.__name__] = fn
    return fn


def _next_game_request(request: Request) -> bool:
    return request.get("cmd") in ("new_game", "load")


@miniature
def crash(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Answers `hello`, then exits with status 3 on the first `new_game` or `load` (§1.3)."""
    if _next_game_request(request):
        sys.stdout.flush()
        sys.exit(CRASH_STATUS)
    return handle(engine, request)


_hang_child: subprocess.Popen[bytes] | None = None


def _start_hang_child() -> None:
    """Start a grandchild the harness must also kill: a hung engine may have helpers."""
    global _hang_child  # noqa: PLW0603  (one child per miniature process)
    # No inherited pipes: the child must not keep the harness's stdout open by itself.
    _hang_child = subprocess.Popen(
        ["sleep", "1000"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    print(f"child-pid: {_hang_child.pid}", file=sys.stderr, flush=True)


@miniature
def hang(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Answers `hello`, then never answers `new_game` or `load` but keeps running (§1.3).

    It also runs a `sleep 1000` child and prints `child-pid: N` to stderr, so a test can
    check that the harness kills the whole process group, not just the engine.
    """
    if _next_game_request(request):
        while True:
            time.sleep(60)
    return handle(engine, request)


@miniature
def garbage(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Answers `hello`, then prints a line that is not JSON to every other request (§1.2)."""
    if request.get("cmd") == "hello":
        return handle(engine, request)
    return GARBAGE_LINE


@miniature
def wrong_id(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Answers `hello`, then answers every other request correctly but with id + 1 (§2.2)."""
    response = handle(engine, request)
    if request.get("cmd") != "hello" and isinstance(response["id"], int):
        response["id"] += 1
    return response


@miniature
def stderr_flood(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Writes ~5 MB of logs to stderr on every request, and answers correctly.

    Breaks nothing: stderr is free for logs (§1.4). The harness must neither stall on
    the pipe nor keep all of it.
    """
    line = "log: " + "x" * 995 + "\n"
    sys.stderr.write(line * (FLOOD_BYTES // len(line)))
    sys.stderr.flush()
    return handle(engine, request)


@miniature
def bad_hello(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Prints garbage in answer to `hello` (§3.1); answers everything else correctly."""
    if request.get("cmd") == "hello":
        return "hello yourself!"
    return handle(engine, request)


@miniature
def rule_breaker(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Speaks the protocol perfectly but breaks one rule: `legal_actions` never lists a `pass`.

    `apply` still accepts `{"type": "pass"}` whenever the reference engine does, so the
    engine contradicts itself: it accepts an action it says is not legal (§3.5, §3.6).
    It does not claim the optional feature `count` (the reference's counts would not match
    its own answers), so perft walks it through `legal_actions` like any engine without it.
    """
    response = handle(engine, request)
    if request.get("cmd") == "legal_actions" and response.get("ok"):
        response["actions"] = [a for a in response["actions"] if a.get("type") != "pass"]
    if request.get("cmd") == "hello" and response.get("ok"):
        for game in response["games"].values():
            game["features"] = [f for f in game["features"] if f != "count"]
    return response


@miniature
def miscount(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Plays by the rules, but its `count` answer (protocol §4) is one too many at every depth above 0."""
    response = handle(engine, request)
    if request.get("cmd") == "count" and response.get("ok") and request.get("depth"):
        response["nodes"] += 1
    return response


@miniature
def no_variants(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Honest in play, but claims no variant in `hello`: variant scenarios must be unsupported, not sent."""
    response = handle(engine, request)
    if request.get("cmd") == "hello" and response.get("ok"):
        for game in response["games"].values():
            game["variants"] = []
    return response


@miniature
def no_solo(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Honest in play, but claims only 2-4 player games and refuses a solo one: solo positions and scenarios
    must not be sent."""
    state = request.get("state")
    solo = request.get("players") == 1 or (isinstance(state, dict) and len(state.get("players") or []) == 1)
    if request.get("cmd") in ("new_game", "load") and solo:
        error = {"code": "unsupported", "message": "this engine does not play solo games"}
        return {"id": request.get("id"), "ok": False, "error": error}
    response = handle(engine, request)
    if request.get("cmd") == "hello" and response.get("ok"):
        for game in response["games"].values():
            game["players"] = [n for n in game["players"] if n > 1]
            game["features"] = [f for f in game["features"] if f != "solo"]
    return response


@miniature
def dirty_refusal(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Refuses illegal actions with the right code and rule, but first gives player 0 one gold (§2.4).

    A refusal must leave the state exactly as it was; the report must show the change as a state diff.
    """
    response = handle(engine, request)
    if request.get("cmd") == "apply" and not response.get("ok"):
        state = engine.state()["state"]
        state["players"][0]["resources"]["gold"] += 1
        engine.load(state)
    return response


HOSTILE = '"><img src=x onerror=alert(1)><script>alert("sl")</script>'


@miniature
def hostile_text(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Puts markup in everything it prints: its name, its stderr, and the message of every refusal.

    It also refuses every `pass`, so scenarios fail and the reports must show (escaped) its text.
    """
    print(f"log {HOSTILE}", file=sys.stderr, flush=True)
    if request.get("cmd") == "apply" and request.get("action", {}).get("type") == "pass":
        return {"id": request["id"], "ok": False, "error": {"code": "illegal_action", "message": HOSTILE}}
    response = handle(engine, request)
    if request.get("cmd") == "hello" and response.get("ok"):
        response["engine"]["name"] = f"hostile{HOSTILE}"
    if not response.get("ok") and "error" in response:
        response["error"]["message"] = HOSTILE
    return response


CONTROLS = (
    "\x1b[2J\x1b[H"  # clear the screen, cursor home
    "\x1b]0;title from the engine\x07"  # set the terminal's title (OSC 0)
    "\x1b]8;;https://example.invalid/\x1b\\a hidden link\x1b]8;;\x1b\\"  # a hyperlink (OSC 8)
    "nul\x00here"
    "erased\rover"
    "\u202eevil.exe\u202c"  # right-to-left override
    "\x9bC1"
)
"""Control characters of every kind a terminal or a browser acts on."""


@miniature
def control_text(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Puts control characters (CONTROLS) in its name, version, stderr and the message of every refusal, and
    refuses every `pass`, so that scenarios fail and every report shows its text."""
    print(f"log {CONTROLS}", file=sys.stderr, flush=True)
    if request.get("cmd") == "apply" and request.get("action", {}).get("type") == "pass":
        return {"id": request["id"], "ok": False, "error": {"code": "illegal_action", "message": CONTROLS}}
    response = handle(engine, request)
    if request.get("cmd") == "hello" and response.get("ok"):
        response["engine"] = {"name": f"controls{CONTROLS}", "version": CONTROLS}
    if not response.get("ok") and "error" in response:
        response["error"]["message"] = CONTROLS
    return response


@miniature
def leaky_view(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Claims the `view` feature but answers every view with the whole state, hands and deck included (§4)."""
    if request.get("cmd") == "view":
        return {"id": request["id"], "ok": True, **engine.state()}
    return handle(engine, request)


@miniature
def private_stack(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Plays right, but writes its own bookkeeping into the stack: every `action_phase` frame gains a field
    the spec does not give it (decision-model.md DM-1.6)."""
    response = handle(engine, request)
    if request.get("cmd") == "state" and response.get("ok"):
        for frame in response["state"]["stack"]:
            if frame["kind"] == "action_phase":
                frame["turns_given"] = frame["next"]
    return response


@miniature
def generous_market(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Lists the right actions, but selling a basic resource pays one gold more than SL-18.2.6 says."""
    response = handle(engine, request)
    action = request.get("action") or {}
    if request.get("cmd") == "apply" and response.get("ok") and action.get("type") == "sell_basic":
        state = engine.state()["state"]
        seat = state["pending"]["player"] if state["pending"] else 0
        state["players"][seat]["resources"]["gold"] += 1
        engine.load(state)
    return response


@miniature
def accept_any_state(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Plays by the rules, but its `load` accepts every state: one the reference refuses as impossible
    (`invalid_state`, a broken load invariant) is answered `{"ok": true}` and the game held stays as it was.

    It must fail exactly the load-invariant scenarios, one failing rule per invariant (protocol §3.3).
    """
    response = handle(engine, request)
    error = response.get("error") or {}
    if request.get("cmd") == "load" and error.get("code") == "invalid_state":
        return {"id": request.get("id"), "ok": True}
    return response


PLAUSIBLE_WRONG_RULES = {
    # Sweet Lands: the rule beside the one that forbids, each what the reference cited before spec 0.6.0 or near it.
    "SL-8.1.1a": "SL-8.2.2",  # an area of no board: "advanced areas open later", not "there is no such area"
    "SL-8.1.1": "SL-8.2.2",  # an imitation board left in the box: the same
    "SL-14.2.1a": "SL-14.2.1",  # a card not held: "playing a card is a main action"
    "SL-8.2.6": "SL-8.2.1",  # an area's cost unpaid: "an area with an empty space"
    "SL-18.2.3": "SL-18.1.3",  # buying a card short of 15 gold: "free actions as long as one can pay"
    "SL-18.2.4": "SL-18.1.3",
    "SL-18.4.2": "SL-18.1.1",  # a free action inside an action: "free actions only on one's own turn"
    # At the Gates of Loyang.
    "LY-10.1.4": "LY-10.1.1",  # a Loan outside its moments: "a Loan at any time"
    "LY-8.1.2": "LY-7.3.1",  # another player's customer: "no action outside one's turn"
    "LY-1.3.1": "LY-1.3.3",  # a price not met: "raise Cash first"
    "LY-6.2.2": "LY-6.3.1",  # a card not held: "never two cards from one place"
}
"""For each rule a refusal cites, a neighbouring rule that an engine could plausibly cite instead."""


@miniature
def wrong_citations(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Refuses exactly what the reference refuses, changing nothing, but cites a plausible wrong rule for the
    refusal kinds of PLAUSIBLE_WRONG_RULES (an unknown area, a card not held, a price not met, an answer outside
    its moment, another player's answer). Every scenario that pins one of those rules must fail it."""
    response = handle(engine, request)
    error = response.get("error") if request.get("cmd") == "apply" else None
    if isinstance(error, dict) and error.get("code") == "illegal_action" and error.get("rule") in PLAUSIBLE_WRONG_RULES:
        error["rule"] = PLAUSIBLE_WRONG_RULES[error["rule"]]
    return response


@miniature
def first_clause_only(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Plays by the rules, but its `load` checks only the first clause of each load invariant: a state the
    reference refuses for a later clause (the other end of a range, another pair of a relation, too few where
    the first clause is too many; the clause lists closing each positions chapter) is answered `{"ok": true}`,
    and the game held stays as it was.

    It must fail a scenario of every invariant that has more than one clause: an engine that checks half a
    rule does not pass.
    """
    state = request.get("state")
    if request.get("cmd") == "load" and isinstance(state, dict):
        try:
            ReferenceEngine().load(json.loads(json.dumps(state)))
        except InvalidState as refusal:
            if refusal.clause != InvalidState.clause:
                return {"id": request.get("id"), "ok": True}
        except EngineError:
            pass
    return handle(engine, request)


# -- wrong At the Gates of Loyang rules ------------------------------------------------------------------


def _last_group_broken(state: Request) -> EngineError | None:
    """The refusal of a Loyang state when chapter 16's groups of checks run last group first (None: it loads).

    The schema and whole numbers come first as with the reference, since nothing else can be read without them.
    A group that cannot make sense of a state an earlier group would refuse is passed over, as an engine that
    checks in another order might stumble and go on.
    """
    from reference_impl.loyang import validation  # noqa: PLC0415  (the Loyang engine, only for this miniature)
    from reference_impl.loyang.content import content_for  # noqa: PLC0415
    from reference_impl.loyang.game import Game  # noqa: PLC0415
    from reference_impl.loyang.plugin import LoyangRules  # noqa: PLC0415
    from reference_impl.loyang.state import GameState  # noqa: PLC0415

    try:
        LoyangRules().load(json.loads(json.dumps(state)))
    except EngineError as refusal:
        if refusal.rule in (validation.SCHEMA, validation.WHOLE) or not isinstance(refusal, InvalidState):
            return refusal
        parsed = GameState.from_json(state)
        game = Game(parsed, content_for(parsed.components))
        for section in reversed(validation.SECTIONS):
            try:
                section(game, state)
            except InvalidState as later:
                return later
            except Exception:  # a group reading a state an earlier group refuses
                continue
        return refusal
    return None


@miniature
def invariants_in_reverse(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Plays by the rules and refuses every impossible Loyang state, but checks chapter 16's groups of invariants
    in the reverse order, so a state that breaks two is refused naming the later one.

    Chapter 16 lets an engine check in any order, since every scenario breaks exactly one invariant: this
    miniature must pass the whole Loyang suite.
    """
    state = request.get("state")
    if request.get("cmd") == "load" and isinstance(state, dict) and state.get("game") == "loyang":
        refusal = _last_group_broken(state)
        if refusal is not None:
            return {"id": request.get("id"), "ok": False, "error": refusal.to_json()}
    return handle(engine, request)


def _without_count(response: Request) -> None:
    """Drop the `count` claim: the reference's counts would not match what the miniature lists or does."""
    for game in response["games"].values():
        game["features"] = [f for f in game["features"] if f != "count"]


@miniature
def generous_shop(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Lists the right actions, but a sale to the Shop pays 1 Cash more than its selling price (LY-8.4.1, LY-8.4.3)."""
    action = request.get("action") or {}
    selling = request.get("cmd") == "apply" and isinstance(action, dict) and action.get("type") == "sell"
    seat = _pending_player(engine) if selling else 0
    response = handle(engine, request)
    if selling and response.get("ok"):
        state = engine.state()["state"]
        state["players"][seat]["cash"] += 1
        engine.load(state)
    if request.get("cmd") == "hello" and response.get("ok"):
        _without_count(response)
    return response


@miniature
def no_turn_up(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Never lists the 2-player turn-up of the Distribution round (LY-6.5.1), though it would apply one."""
    response = handle(engine, request)
    if request.get("cmd") == "legal_actions" and response.get("ok"):
        response["actions"] = [a for a in response["actions"] if a.get("type") != "turn_up"]
    if request.get("cmd") == "hello" and response.get("ok"):
        _without_count(response)
    return response


def _pending_player(engine: ReferenceEngine) -> int:
    """Who answers the pending decision (player 0 when no game is loaded: the apply is refused anyway)."""
    try:
        pending = engine.state()["state"].get("pending") or {}
    except Exception:
        return 0
    return int(pending.get("player") or 0)


@miniature
def huge_line(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Answers `hello`, then answers `new_game` and `load` with one 12 MiB line, over the 8 MiB limit (§1.6)."""
    if _next_game_request(request):
        return json.dumps({"id": request.get("id"), "ok": True, "state": {"pad": "x" * HUGE_LINE_BYTES}})
    return handle(engine, request)


_long_line_written = False


@miniature
def long_stderr_line(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Answers correctly, but first writes one stderr line of 64 MiB with no newline (once per process).

    Breaks nothing (§1.4): the harness must drain it without keeping it, so its memory stays bounded
    by the stderr tail it keeps, not by the longest line an engine writes. `MINIATURE_STDERR_BYTES`
    sets the size (the issue's case was 512 MiB).
    """
    global _long_line_written  # noqa: PLW0603  (once per miniature process)
    if not _long_line_written:
        _long_line_written = True
        size = int(os.environ.get(LONG_STDERR_ENV, LONG_STDERR_BYTES))
        block = b"e" * (1 << 20)
        for _ in range(size >> 20):
            sys.stderr.buffer.write(block)
        sys.stderr.buffer.write(b"e" * (size & ((1 << 20) - 1)))
        sys.stderr.buffer.flush()
    return handle(engine, request)


def _start_background_child() -> None:
    """Leave a process behind in a session of its own that holds our stdin, stdout and stderr.

    This is what `sh -c 'setsid sleep 120 & exec engine'` does: killing the engine's process group
    cannot reach it, and the harness never sees end-of-file on the engine's stderr while it lives.
    """
    child = subprocess.Popen(["sleep", str(BACKGROUND_SECONDS)], start_new_session=True)
    pid_file = os.environ.get(PID_FILE_ENV)
    if pid_file:
        with open(pid_file, "a", encoding="utf-8") as f:
            f.write(f"{child.pid}\n")


@miniature
def background_child(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Plays correctly, but leaves a `sleep 120` behind, in another session, holding its stderr (§1.4)."""
    return handle(engine, request)


@miniature
def markup(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Puts rich console markup (`[/red]`, `[bold]`) in its name, version, stderr and every refusal.

    It refuses every `pass` too, so scenarios fail and the console summary shows its messages.
    Engine text is data: a console that reads it as markup crashes and loses the reports.
    """
    print(f"log {MARKUP}", file=sys.stderr, flush=True)
    if request.get("cmd") == "apply" and request.get("action", {}).get("type") == "pass":
        return {"id": request["id"], "ok": False, "error": {"code": "illegal_action", "message": MARKUP}}
    response = handle(engine, request)
    if request.get("cmd") == "hello" and response.get("ok"):
        response["engine"] = {"name": f"markup{MARKUP}", "version": MARKUP}
        for game in response["games"].values():
            game["spec_version"] = f"{game['spec_version']}{MARKUP}"
    if not response.get("ok") and "error" in response:
        response["error"]["message"] = MARKUP
    return response


@miniature
def markup_hello(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Answers `hello` with a line that is not JSON and holds console markup (§3.1)."""
    if request.get("cmd") == "hello":
        return f"hello {MARKUP}"
    return handle(engine, request)


def _lenient(value: Any) -> Any:
    """`value` as a lenient parser reads it: a whole float as its integer, a null member as left out."""
    if type(value) is float and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return [_lenient(item) for item in value]
    if isinstance(value, dict):
        return {name: _lenient(item) for name, item in value.items() if item is not None}
    return value


@miniature
def lenient_requests(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Reads requests as a careless JSON parser does: a repeated name keeps its last value (§1.9), `1.0` is 1
    and a null member is left out (§1.10). Everything else is the reference engine's answer."""
    if request.get("cmd") in ("load", "apply"):
        return handle(engine, request)  # its states and actions hold nulls that mean something
    return handle(engine, _lenient(request))


@miniature
def exit_after_hello(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Answers `hello` correctly, then exits with status 0 at once, before any other request (§1.3)."""
    response = handle(engine, request)
    if request.get("cmd") == "hello":
        sys.stdout.write(json.dumps(response, separators=(",", ":")) + "\n")
        sys.stdout.flush()
        sys.exit(0)
    return response


@miniature
def hidden_buy(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Never lists `buy_basic` among the legal actions, yet claims `count` and answers it as the reference does.

    A proxy built on a copy of the reference engine: its own move generation is wrong, its
    `count` is right. Perft must judge the moves it lists, not the count it reports (§4).
    """
    response = handle(engine, request)
    if request.get("cmd") == "legal_actions" and response.get("ok"):
        response["actions"] = [a for a in response["actions"] if a.get("type") != "buy_basic"]
    if request.get("cmd") == "hello" and response.get("ok"):
        for game in response["games"].values():
            if "count" not in game["features"]:
                game["features"].append("count")
    return response


@miniature
def two_bugs(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """A Sweet Lands engine with two bugs, as an implementer might write it (issue 51).

    Its legal actions never list `pass` (SL-7.2.1 makes passing a main action on
    offer), yet it plays a `pass` when asked; and it accepts `end_turn` before the
    turn's main action (SL-7.2.2 forbids that), by marking the main action taken
    first. The reports must say that the first is a gap in the list and the second
    an answer to refuse, not the other way round.
    """
    if request.get("cmd") == "apply" and request.get("action") == {"type": "end_turn"}:
        state = engine.state()["state"]
        stack = state.get("stack") or [{}]
        if state.get("game") == "sweet-lands" and stack[-1].get("kind") == "turn" and not stack[-1]["main_done"]:
            stack[-1]["main_done"] = True
            handle(engine, {"id": request.get("id"), "cmd": "load", "state": state})
    response = handle(engine, request)
    if request.get("cmd") == "legal_actions" and response.get("ok"):
        response["actions"] = [a for a in response["actions"] if a.get("type") != "pass"]
    return response


@miniature
def odd_error_code(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Plays by the rules, but writes every refusal's code as `illegal_move`, a code the protocol does not have
    (§5): `smoke` must name the code it meant, `illegal_action`."""
    response = handle(engine, request)
    if not response.get("ok") and isinstance(response.get("error"), dict):
        response["error"]["code"] = "illegal_move"
    return response


@miniature
def wrong_refusal_code(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Refuses a malformed request with `parse_error` instead of `invalid_request` (§5): the line was JSON."""
    response = handle(engine, request)
    error = response.get("error") if not response.get("ok") else None
    if isinstance(error, dict) and error.get("code") == "invalid_request":
        error["code"] = "parse_error"
    return response


@miniature
def refuse_everything(engine: ReferenceEngine, request: Request) -> Request | str | None:
    """Loads, lists and reports as the reference does, but refuses every answer as illegal (naming no rule): the
    engine whose report must stay small, its thousand failures folded under one cause."""
    if request.get("cmd") == "apply":
        message = "this engine refuses every answer"
        return {"id": request.get("id"), "ok": False, "error": {"code": "illegal_action", "message": message}}
    return handle(engine, request)


@miniature
def first_line_per_read(engine: ReferenceEngine, request: Request) -> Request:
    """Plays by the rules, but takes the first line of each read of its input as the only request, so a
    client that sends requests ahead (protocol §1.3) loses all but the first; see `run_first_line_per_read`."""
    return handle(engine, request)


def run_first_line_per_read() -> int:
    """Read until a line is complete, answer that line, and throw away whatever else the read brought."""
    engine = ReferenceEngine()
    buffer = b""
    while chunk := os.read(0, 1 << 16):
        buffer += chunk
        if b"\n" not in buffer:
            continue
        line, buffer = buffer.split(b"\n", 1)[0], b""
        if not line.strip():
            continue
        request = json.loads(line)
        sys.stdout.write(json.dumps(first_line_per_read(engine, request), separators=(",", ":")) + "\n")
        sys.stdout.flush()
        if request.get("cmd") == "quit":
            break
    return 0


def run(behaviour: Behaviour) -> int:
    """Read request lines until stdin closes (or `quit`), answering each as `behaviour` says."""
    engine = ReferenceEngine()
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        refused = line_refusal(line.encode(), request) if behaviour is not lenient_requests else None
        answer = refused if refused is not None else behaviour(engine, request)
        if answer is None:
            continue
        text = answer if isinstance(answer, str) else json.dumps(answer, separators=(",", ":"))
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
        if request.get("cmd") == "quit":
            break
    return 0


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in MINIATURES:
        print(f"usage: miniatures.py {{{','.join(MINIATURES)}}}", file=sys.stderr)
        return 2
    if argv[0] == "hang":
        _start_hang_child()
    if argv[0] == "background_child":
        _start_background_child()
    try:
        if argv[0] == "first_line_per_read":
            return run_first_line_per_read()
        return run(MINIATURES[argv[0]])
    finally:
        # A clean exit (stdin closed, or quit) takes the child along; a SIGKILL cannot, which is the point.
        if _hang_child is not None:
            _hang_child.kill()
            _hang_child.wait()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
