"""`python -m reference_impl serve`: the reference engine over the JSON-lines protocol."""

from __future__ import annotations

import sys
from io import BufferedIOBase
from typing import cast

import click

from rulecore import collector
from rulecore.pollwait import WINDOW_SECONDS

from .server import serve


@click.group()
def main() -> None:
    """The reference engine of every game this suite specifies."""


@main.command("serve")
@click.option(
    "--poll-us",
    type=click.IntRange(min=0),
    default=round(WINDOW_SECONDS * 1e6),
    show_default=True,
    help="Microseconds to poll stdin for the next request before sleeping; 0 sleeps at once (no CPU spent "
    "waiting, each request then pays the wake-up).",
)
def serve_command(poll_us: int) -> None:
    """Speak the engine protocol on stdin/stdout until stdin closes or `quit` arrives."""
    # Bytes both ways: only a line feed ends a request (spec/protocol.md §1.2), a CR stays JSON whitespace.
    # sys.stdin.buffer is a BufferedReader (typeshed says only BinaryIO), which has the read1 serve() needs.
    collector.settle()  # for the process's life: it ends with serve()
    sys.exit(serve(cast("BufferedIOBase", sys.stdin.buffer), sys.stdout.buffer, poll_us / 1e6))


if __name__ == "__main__":
    main()
