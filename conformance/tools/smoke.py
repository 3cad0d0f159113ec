"""`conformance smoke`: a few seconds of protocol checks before a full run, each with a hint to fix it.

The checks follow the order an implementer builds an adapter in: the handshake,
a new game, its legal actions, one action, a save/load round trip, and refusals
(a malformed request, an unknown command, a repeated name, a number not written
whole or a null option, an illegal action that must leave the state alone).
Optional features the engine claims (`count`, `view`) get a quick look too.
Each check runs even when an earlier one failed, on a state the harness builds
itself when the engine could not make one, with one exception: once two checks in
a row failed because the engine let its deadline pass, it is taken to have stopped
answering, and the checks left are reported as not run (each would only wait out
its own deadline: a hanging engine cost a minute of timeouts at the default 5 s).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rulecore.registry import info
from rulecore.schemas import validator

from ..engines.engine import EngineFailure, EngineRefusal, EngineTimeout, SubprocessEngine
from ..games import GamePlugin, claims
from ..results.normal import normalise
from . import views
from .fixes import failure_fix, refusal_fix, wrong_code_fix

STALLED_AFTER = 2
"""Checks in a row that the engine's deadline ended, after which the rest are not run."""


@dataclass
class Check:
    name: str
    ok: bool = True
    problem: str = ""
    fix: str = ""
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)
    run: bool = True
    """False for a check left out because the engine had stopped answering (`ok` is then False too)."""


class Problem(Exception):
    """A smoke check's finding: what is wrong, and where the spec says how it should be."""

    def __init__(self, problem: str, fix: str) -> None:
        super().__init__(problem)
        self.problem = problem
        self.fix = fix


def _schema_problem(game: str, name: str, document: Any) -> str | None:
    error = next(iter(validator(game, name).iter_errors(document)), None)
    if error is None:
        return None
    where = "/".join(str(p) for p in error.absolute_path) or "(top)"
    return f"{where}: {error.message}"


class Smoke:
    """Runs the checks against one engine command and collects what it finds."""

    def __init__(self, engine: SubprocessEngine, game: GamePlugin) -> None:
        self.engine = engine
        self.game = game
        self.id = game.info.id
        self.hello: dict[str, Any] = {}
        self.state: dict[str, Any] | None = None
        self.checks: list[Check] = []
        self.timeouts = 0
        """Checks in a row, up to the last one, that ended with the engine's deadline passing."""

    def check(self, name: str, body: Callable[[Check], None]) -> Check:
        found = Check(name)
        if self.timeouts >= STALLED_AFTER:
            found.ok, found.run = False, False
            found.problem = f"not run: the engine stopped answering ({self.timeouts} checks in a row timed out)"
            self.checks.append(found)
            return found
        started = time.monotonic()
        timed_out = False
        try:
            body(found)
        except Problem as exc:
            found.ok, found.problem, found.fix = False, exc.problem, exc.fix
        except EngineFailure as exc:
            timed_out = isinstance(exc, EngineTimeout)
            found.ok, found.problem = False, f"the engine broke the protocol: {exc}"
            found.fix = failure_fix(str(exc), self.engine.timeout)
            tail = self.engine.stderr_tail().splitlines()[-5:]
            found.notes += [f"stderr: {line}" for line in tail]
        except EngineRefusal as exc:
            found.ok, found.problem = False, f"the engine refused: {exc}"
            found.fix = refusal_fix(exc.code, name)
        found.seconds = time.monotonic() - started
        self.timeouts = self.timeouts + 1 if timed_out else 0
        self.checks.append(found)
        return found

    # -- the checks, in order -------------------------------------------------------------------------
    def handshake(self, found: Check) -> None:
        self.hello = self.engine.hello()
        game = self.hello.get("games", {}).get(self.id)
        if game is None:
            raise Problem(f"hello claims no {self.id!r} game", 'list it under "games" (protocol §3.1)')
        if not game.get("players"):
            raise Problem("hello claims no player count", 'list the counts you play under "players" (§3.1)')
        engine = self.hello.get("engine", {})
        found.notes.append(f"{engine.get('name')} {engine.get('version')}, features {game.get('features', [])}")

    def players(self) -> int:
        claimed = self.hello.get("games", {}).get(self.id, {}).get("players") or [2]
        return 2 if 2 in claimed else int(claimed[0])

    def new_game(self, found: Check) -> None:
        state = self.engine.new_game(self.id, self.players(), 1)
        problem = _schema_problem(self.id, "state.schema.json", state)
        if problem is not None:
            where = problem.partition(":")[0]
            fix = f"write the state's {where} as the game's state.schema.json says, in every state you give (§3.2)"
            raise Problem(f"the new game's state breaks the state schema at {problem}", fix)
        if state.get("pending") is None:
            raise Problem("a new game has no pending decision", "run setup up to the first decision (DM-1)")
        again = self.engine.new_game(self.id, self.players(), 1)
        if again != state:
            raise Problem("the same new_game request gave two different states", "seed all chance from `seed` (§3.2)")
        self.state = state

    def _fallback_state(self) -> dict[str, Any]:
        """A quiet table built by the harness, for when the engine could not make its own game."""
        return self.game.quiet_table(random.Random(0), self.players())

    def legal_actions(self, found: Check) -> None:
        self.engine.load(self.state or self._fallback_state())
        actions = self.engine.legal_actions()
        if not actions:
            raise Problem("no legal action at the first decision", "list every answer to it (§3.5, DM-1.4)")
        for action in actions:
            problem = _schema_problem(self.id, "action.schema.json", action)
            if problem is not None:
                fix = "write each legal action exactly as the game's action.schema.json shapes it (§3.5)"
                raise Problem(f"{action} breaks the action schema at {problem}", fix)
        if len({json.dumps(a, sort_keys=True) for a in actions}) != len(actions):
            raise Problem("the same action is listed twice", "list each answer once (§3.5)")
        found.notes.append(f"{len(actions)} legal actions")

    def apply(self, found: Check) -> None:
        self.engine.load(self.state or self._fallback_state())
        before = self.engine.state()
        action = self.engine.legal_actions()[0]
        self.engine.apply(action)
        if self.engine.state() == before:
            raise Problem(f"applying {action} left the state as it was", "answering a decision moves the game (DM-1.4)")
        found.notes.append(f"applied {action}")

    def send_ahead(self, found: Check) -> None:
        """Requests written before their answers are read are answered in order, each as if it had waited,
        and a refused one does not swallow those after it (protocol §1.3)."""
        start = self.state or self._fallback_state()
        self.engine.load(start)
        action = self.engine.legal_actions()[0]
        self.engine.apply(action)
        waited = (self.engine.state(), self.engine.legal_actions())
        answers = self.engine.send_ahead(
            [
                ("load", {"state": start}),
                ("apply", {"action": action}),
                ("frobnicate", {}),
                ("state", {}),
                ("legal_actions", {}),
            ]
        )
        if [a["ok"] for a in answers] != [True, True, False, True, True]:
            raise Problem(
                f"requests sent ahead were answered ok {[a['ok'] for a in answers]}", "answer each in turn (§1.3)"
            )
        if (answers[3]["state"], answers[4]["actions"]) != waited:
            fix = "handle each request after the one before it, on the same game, however they arrive (§1.3)"
            raise Problem("requests sent ahead left another game than the same requests one at a time", fix)
        found.notes.append("5 requests in one write, answered in order")

    def score(self, found: Check) -> None:
        self.engine.load(self.state or self._fallback_state())
        scores = self.engine.score()
        players = len(self.engine.state()["players"])
        if [entry.get("player") for entry in scores] != list(range(players)):
            fix = "answer score with one entry per player, seat 0 first, each naming its `player` (§3.7)"
            raise Problem("score does not give one entry per player in seat order", fix)
        if (info(self.id).schemas_dir / "score.schema.json").is_file():
            for entry in scores:
                problem = _schema_problem(self.id, "score.schema.json", entry)
                if problem is not None:
                    fix = "shape each score entry as the game's score.schema.json does (its protocol.md, score)"
                    raise Problem(f"a score entry breaks the game's score schema at {problem}", fix)

    def round_trip(self, found: Check) -> None:
        self.engine.load(self.state or self._fallback_state())
        self.engine.apply(self.engine.legal_actions()[0])
        saved = self.engine.state()
        self.engine.load(saved)
        if self.engine.state() != saved:
            raise Problem("state -> load -> state gave a different state", "load must restore exactly (§3.3, §3.4)")

    def bad_request(self, found: Check) -> None:
        for cmd, code in (("apply", "invalid_request"), ("frobnicate", "unknown_command")):
            try:
                self.engine.request(cmd)
            except EngineRefusal as refusal:
                if refusal.code != code:
                    problem = f"{cmd!r} was refused with {refusal.code}, not {code}"
                    raise Problem(problem, wrong_code_fix(refusal.code, code)) from None
                continue
            except KeyError:
                pass  # the harness has no schema for an unknown command's success: it should not have succeeded
            raise Problem(f"a malformed request ({cmd!r} without its fields) was accepted", f"refuse it with {code}")

    def strict_requests(self, found: Check) -> None:
        """What a lenient JSON parser would let through (protocol §1.9, §1.10): each is `invalid_request`.
        A parser that keeps the last of a repeated name, or reads `1.0` as 1, hides these from the engine;
        only the line's text shows them."""
        game = f'"cmd": "new_game", "game": {json.dumps(self.id)}, "players": {self.players()}'
        probes = [
            ("hello", '"cmd": "hello", "protocol": 1, "protocol": 1', "names `protocol` twice", "§1.9"),
            (
                "new_game",
                f'{game}, "seed": 1, "options": {{"variants": [], "variants": []}}',
                "names `variants` twice in its options",
                "§1.9",
            ),
            ("hello", '"cmd": "hello", "protocol": 1.0', 'writes `"protocol": 1.0`', "§1.10"),
            ("new_game", f'{game}, "seed": 1.0', 'writes `"seed": 1.0`', "§1.10"),
            (
                "new_game",
                f'{game}, "seed": 1, "options": {{"start_player": null}}',
                'gives `"start_player": null`',
                "§1.10",
            ),
        ]
        for cmd, members, what, section in probes:
            line = "{" + f'"id": ..., {members}' + "}"
            try:
                self.engine.request_text(cmd, members)
            except EngineRefusal as refusal:
                if refusal.code != "invalid_request":
                    problem = f"a request that {what} ({line}) was refused with {refusal.code} (protocol {section})"
                    raise Problem(problem, wrong_code_fix(refusal.code, "invalid_request")) from None
                continue
            problem = f"a request that {what} ({line}) was accepted (protocol {section})"
            raise Problem(problem, f"refuse it with invalid_request (protocol {section}): look at the line's text")
        found.notes.append(f"{len(probes)} requests a lenient parser would accept were refused")

    def illegal_action(self, found: Check) -> None:
        self.engine.load(self.state or self._fallback_state())
        legal = self.engine.legal_actions()
        action = next(a for a in self.game.illegal_probes(self.engine.state()) if a not in legal)
        before = self.engine.state()
        try:
            self.engine.apply(action)
        except EngineRefusal as refusal:
            if refusal.code != "illegal_action":
                fix = wrong_code_fix(refusal.code, "illegal_action")
                raise Problem(f"{action} was refused with {refusal.code}", fix) from None
            if not refusal.rule:
                found.notes.append("the refusal names no rule; name the rule it breaks (§3.6)")
            if self.engine.state() != before:
                fix = "a refused request changes nothing (§2.4)"
                raise Problem(f"refusing {action} changed the state", fix) from None
            return
        raise Problem(f"{action} was accepted but is not among the legal actions", "refuse it (§3.6, DM-1.9)")

    def positions(self, found: Check) -> None:
        """Each kind of position the game's plugin lists goes in with `load` and comes back from `state` unchanged."""
        listed = getattr(self.game, "portable_positions", None)
        if listed is None:
            found.notes.append(f"the {self.id} plugin lists no positions to load")
            return
        every = listed()
        claimed = [p for p in every if all(claims(self.hello, self.id, need) for need in p.requires)]
        for name, position in ((p.name, p.state) for p in claimed):
            self.engine.load(position)
            back = self.engine.state()
            given, got = dict(position), dict(back)
            top = (given.get("stack") or [{}])[-1]
            pending = got.pop("pending", None)
            given.pop("pending", None)
            wrong = _first_difference(normalise(given), normalise(got))
            if wrong is not None:
                fix = "write every frame and field exactly as loaded (decision-model.md DM-1.6, DM-1.7)"
                raise Problem(f"the position {name!r} came back changed at {wrong}", fix)
            if pending != {"kind": top.get("kind"), "player": top.get("player")}:
                raise Problem(f"the position {name!r} came back with pending {pending}", "derive pending (DM-1.3)")
        found.notes.append(f"{len(claimed)} positions loaded and given back unchanged")
        if len(claimed) < len(every):
            unclaimed = sorted({need for p in every for need in p.requires if not claims(self.hello, self.id, need)})
            left = len(every) - len(claimed)
            found.notes.append(f"{left} positions not handed over: they need {', '.join(unclaimed)}")

    def count(self, found: Check) -> None:
        self.engine.load(self.state or self._fallback_state())
        expected = len(self.engine.legal_actions())
        answer = self.engine.request("count", depth=1, divide=True)
        if answer["nodes"] != expected:
            fix = "count at depth 1 is the number of legal actions; count the answers legal_actions lists (§4)"
            raise Problem(f"count at depth 1 says {answer['nodes']}, legal_actions lists {expected}", fix)

    def view(self, found: Check) -> None:
        self.engine.load(self.state or self._fallback_state())
        state = self.engine.state()
        for seat in range(len(state["players"])):
            shown = self.engine.request("view", player=seat)["state"]
            wrong = views.problems(state, shown, seat, self.game)
            if wrong:
                raise Problem(f"player {seat}'s view: {wrong[0]}", "give the view the shape the game's spec gives")

    def run_all(self) -> list[Check]:
        first = self.check("handshake", self.handshake)
        if not first.ok:
            return self.checks  # the protocol says: an engine without a working hello is not tested further
        self.check("new game", self.new_game)
        self.check("legal actions", self.legal_actions)
        self.check("apply a legal action", self.apply)
        self.check("load/state round trip", self.round_trip)
        self.check("requests sent ahead are answered in order", self.send_ahead)
        self.check("score: one entry per player, as the game's schema says", self.score)
        self.check("bad requests are refused", self.bad_request)
        self.check("repeated names, numbers not written whole and null options are refused", self.strict_requests)
        self.check("an illegal action is refused and changes nothing", self.illegal_action)
        self.check("each kind of position loads and comes back unchanged", self.positions)
        features = self.hello.get("games", {}).get(self.id, {}).get("features", [])
        if "count" in features:
            self.check("count (claimed)", self.count)
        if "view" in features:
            self.check("view hides hands and deck (claimed)", self.view)
        return self.checks


def _first_difference(a: Any, b: Any, where: str = "") -> str | None:
    """The path of the first place two JSON values differ, or None when they are equal."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                return f"{where}/{key}"
            found = _first_difference(a[key], b[key], f"{where}/{key}")
            if found is not None:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            return f"{where} (length {len(a)}, given back {len(b)})"
        pairs = enumerate(zip(a, b, strict=True))
        return next((found for i, (x, y) in pairs if (found := _first_difference(x, y, f"{where}/{i}"))), None)
    return None if a == b and type(a) is type(b) else where or "(top)"


def smoke(command: str, game: GamePlugin, timeout: float = 5.0) -> list[Check]:
    engine = SubprocessEngine(command, timeout=timeout)
    try:
        return Smoke(engine, game).run_all()
    finally:
        engine.close()
