"""What `smoke` tells an implementer to do about each thing it finds, as specific as the finding allows.

"Answer every request line with one JSON line (protocol §1, §2)" is true of
every protocol break and helps with none: an engine that sends an error code
outside the protocol's list needs to hear which code it meant, one that echoes
the wrong id that ids are echoed, one that timed out that stdout must be
flushed. These functions read what the adapter or the check found and say the
one thing to change, with the section that says so.
"""

from __future__ import annotations

import difflib
import json
import re
from functools import cache

from rulecore.paths import schemas_dir

CODE_MEANS = {
    "parse_error": "the line is not JSON",
    "invalid_request": "the line is JSON but not a request of the protocol's shapes (a field missing, of the wrong "
    "type, repeated, or a number not written whole)",
    "unknown_command": "the `cmd` is none of the protocol's commands",
    "unsupported": "a game, player count, variant or feature the engine's hello does not claim",
    "invalid_state": "a state that breaks the state schema or one of the game's load invariants",
    "illegal_action": "an answer the rules forbid, naming the rule it breaks",
    "internal_error": "the engine itself failed (a bug, an exception it did not expect)",
}
"""Each error code of protocol §5, and when it is the right one."""

UNKNOWN_CODE = re.compile(r"error/code: '([^']*)' is not one of")
SCHEMA_BREAK = re.compile(r"the engine's (\w+) response breaks the protocol schema at (\S+): (.*)")


@cache
def error_codes() -> tuple[str, ...]:
    """The error codes the protocol allows, read from its error schema."""
    schema = json.loads((schemas_dir() / "protocol" / "error.schema.json").read_text(encoding="utf-8"))
    return tuple(schema["properties"]["error"]["properties"]["code"]["enum"])


def closest_code(code: str) -> str:
    """The allowed error code nearest to `code` in spelling (`internal_error` when none is near)."""
    allowed = error_codes()
    near = difflib.get_close_matches(code.lower().replace("-", "_"), allowed, n=1, cutoff=0.5)
    return near[0] if near else "internal_error"


def failure_fix(problem: str, timeout: float) -> str:
    """How to fix a protocol break the adapter reported as `problem` (an `EngineFailure`'s text)."""
    if (found := UNKNOWN_CODE.search(problem)) is not None:
        code, near = found.group(1), closest_code(found.group(1))
        return (
            f"the error code {code!r} is none of the protocol's (§5): the closest is {near!r}, the code for "
            f"{CODE_MEANS[near]}; the codes are {', '.join(error_codes())}"
        )
    if "did not answer within" in problem or "did not read its input within" in problem:
        return (
            f"answer each request within the deadline ({timeout:g} s, --timeout): write the response line and "
            "flush stdout at once, and read requests line by line, not waiting for more input (§1.3)"
        )
    if "exited" in problem or "stopped reading its input" in problem:
        return (
            "keep running between requests and exit only at `quit` or the end of input (§1.2); the last lines of "
            "its stderr, below, say why it stopped"
        )
    if "not JSON" in problem or "not a JSON object" in problem:
        return "write only response lines on stdout, each one JSON object; logs and prints go to stderr (§1.1)"
    if "answered id" in problem:
        return "echo each request's `id` in its response, unchanged and in the same JSON type (§1.4)"
    if "longer than" in problem:
        return "keep each response line under the protocol's limit (§1.6); a state that large is a bug of its own"
    if "could not be started" in problem or "cannot be split" in problem:
        return "give --engine a command that starts the engine from this folder, quoted as a shell would (§1.2)"
    if (found := SCHEMA_BREAK.search(problem)) is not None:
        cmd, where, message = found.groups()
        return (
            f"give the {cmd} response's `{where}` the shape schemas/protocol/responses/{cmd}.schema.json "
            f"requires ({message})"
        )
    return "answer every request line with exactly one JSON line carrying its id (protocol §1, §2)"


def refusal_fix(code: str, check: str) -> str:
    """How to fix a refusal, with `code`, of a valid request the check named `check` made."""
    if code == "illegal_action":
        return (
            "the answer came from the engine's own legal actions: apply must accept every answer it lists, and list "
            "only those it accepts (DM-1.9)"
        )
    if code == "unsupported":
        return f"the {check} check asks for what the hello claims: support it, or stop claiming it in hello (§3.1)"
    if code == "invalid_state":
        return "the state is one the engine itself gave (or a schema-valid position): load it as it is (§3.4)"
    if code == "unknown_command":
        return f"every command the {check} check sends is one of the protocol's (§3): implement it"
    if code == "internal_error":
        return f"the engine failed inside during the {check} check: its stderr has the trace"
    if code in ("invalid_request", "parse_error"):
        return f"the {check} check's request is of the protocol's shape: read it as request.schema.json describes it"
    return f"the {check} check's request is valid; answer it with ok: true (protocol §3)"


def wrong_code_fix(got: str, wanted: str) -> str:
    """How to fix a refusal with the wrong code: what each of the two codes is for."""
    said = CODE_MEANS.get(got, "not a code of the protocol")
    return f"refuse it with {wanted}, the code for {CODE_MEANS[wanted]}; {got} is for {said} (§5)"
