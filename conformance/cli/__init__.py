"""`conformance`: run the suite against an engine, check the spec's traceability, and the tools around them.

Verbs: `run` (the scenarios), `ids` (list scenario ids), `report` (render or
compare run logs), `smoke` (a quick protocol check), `perft` (count action
sequences against golden numbers), `fuzz` (random games in lockstep with the
reference engine), `golden` (replay recorded games step by step), `render`
(draw a state), `explain` (one position's decision, its legal answers, and the
verdict on one answer, with the rule's text), `compare` (one position asked of several engines, their
answers side by side) and `trace` (spec coverage). Every verb takes `--game`; each
verb's logic lives in its own module of the harness, and these modules only wire
options to it.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from importlib import metadata
from typing import Any, TypeVar

import click

from .. import DISTRIBUTION
from ..engines.engine import Engine, InProcessEngine, SubprocessEngine
from ..games import GamePlugin, registered
from ..guards.inputs import InputRefused
from ..runner.plugin import default_engine_command

F = TypeVar("F", bound=Callable[..., Any])


class GuardedGroup(click.Group):
    """The verbs' group: an input a verb refuses while it reads it (conformance/guards/inputs.py) is a usage
    error, exit status 2, whichever verb and whichever file, never a traceback."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except InputRefused as exc:
            raise click.UsageError(str(exc)) from None


@click.group(cls=GuardedGroup)
@click.version_option(metadata.version(DISTRIBUTION), prog_name="conformance")
def main() -> None:
    """The conformance suite for the board games this project specifies."""


def program() -> None:
    """`conformance` as a program of its own (the installed command, `python -m conformance`): `main`, then an
    exit that leaves the heap to the operating system.

    A run leaves hundreds of thousands of objects (the collected suite, its reports) alive to the end, and the
    interpreter's shutdown walks them with the cycle collector: 3 of the 11 s of an in-process run of both
    games, after the reports were written. Frozen, they are left out of those passes (the memory goes back at
    exit either way). Only the program does this: `main` called inside another process (a test's CliRunner)
    leaves the collector as it was.
    """
    try:
        main()
    finally:
        gc.freeze()


def game_option(*, multiple: bool = False) -> Callable[[F], F]:
    """`--game`: one of the registered games; with `multiple`, repeatable (none given: every game)."""
    helps = "Only this game (repeatable) [default: every game the engine claims]." if multiple else "The game."
    return click.option("--game", "game", type=click.Choice(list(registered())), multiple=multiple, help=helps)


def chosen_games(given: tuple[str, ...] | str | None, hello: dict[str, Any] | None = None) -> list[GamePlugin]:
    """The plugins of the games asked for, or of every registered game the engine's hello claims."""
    names = [given] if isinstance(given, str) else list(given or ())
    if not names:
        claimed = (hello or {}).get("games", {})
        names = [g for g in registered() if hello is None or g in claimed]
    return [registered()[name] for name in names]


def games_claimed(engine: Engine, given: tuple[str, ...] | str | None) -> list[GamePlugin]:
    """The games to check: those given, or every registered game the engine's hello claims.

    An engine whose hello fails gets every game asked for (or every registered game),
    so that the verb itself reports the broken handshake.
    """
    try:
        hello = engine.hello()
    except Exception:  # the verb's own first request shows the failure, with its hints
        return chosen_games(given)
    return chosen_games(given, hello)


def engine_for(engine_cmd: str | None, in_process: bool, timeout: float) -> Engine:
    if engine_cmd is not None and not engine_cmd.strip():
        raise click.BadParameter("the engine command is empty", param_hint="--engine")
    if in_process:
        return InProcessEngine()
    return SubprocessEngine(engine_cmd or default_engine_command(), timeout=timeout)


from . import compare, explain, perft, run, spec, tools  # noqa: E402  (each module adds its verbs to `main`)

__all__ = ["compare", "explain", "main", "perft", "run", "spec", "tools"]
