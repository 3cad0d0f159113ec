"""Miniature wrong Loyang engines: each plays by the reference rules but breaks one Loyang rule.

tests/miniatures.py holds the engines that break the protocol, and those that
break a Sweet Lands rule; these break a rule of At the Gates of Loyang, so that
fuzz, perft and golden can be shown to catch a fault in the second game too and
to describe it in Loyang's words. Each wraps the real reference engine and is run as

    python tests/loyang_miniatures.py <name>

speaking the JSON-lines protocol of spec/protocol.md on stdin/stdout. The tests
that use them are in tests/harness/test_loyang_tools.py.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

from reference_impl.engine import ReferenceEngine
from reference_impl.server import handle

Request = dict[str, Any]
Behaviour = Callable[[ReferenceEngine, Request], Request]

MINIATURES: dict[str, Behaviour] = {}


def miniature(fn: Behaviour) -> Behaviour:
    """Register `fn` under its name, so `python tests/loyang_miniatures.py <name>` runs it."""
    MINIATURES[fn.__name__] = fn
    return fn


def _without_count(response: Request) -> None:
    """Drop the `count` claim: the reference's counts would not match what the miniature lists or does."""
    for game in response["games"].values():
        game["features"] = [f for f in game["features"] if f != "count"]


@miniature
def generous_shop(engine: ReferenceEngine, request: Request) -> Request:
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
def no_turn_up(engine: ReferenceEngine, request: Request) -> Request:
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


def run(behaviour: Behaviour) -> int:
    """Read request lines until stdin closes (or `quit`), answering each as `behaviour` says."""
    engine = ReferenceEngine()
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        answer = behaviour(engine, request)
        sys.stdout.write(json.dumps(answer, separators=(",", ":")) + "\n")
        sys.stdout.flush()
        if request.get("cmd") == "quit":
            break
    return 0


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in MINIATURES:
        print(f"usage: loyang_miniatures.py {{{','.join(MINIATURES)}}}", file=sys.stderr)
        return 2
    return run(MINIATURES[argv[0]])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
