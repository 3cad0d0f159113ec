"""`python -m reference_impl serve`: the reference engine over the JSON-lines protocol."""

from __future__ import annotations

import sys
from io import BufferedIOBase
from typing import cast

import click

from .server import serve


@click.group()
def main() -> None:
    """The reference engine of every game this suite specifies."""


@main.command("serve")
def serve_command() -> None:
    """Speak the engine protocol on stdin/stdout until stdin closes or `quit` arrives."""
    # Bytes both ways: only a line feed ends a request (spec/protocol.md §1.2), a CR stays JSON whitespace.
    # sys.stdin.buffer is a BufferedReader (typeshed says only BinaryIO), which has the read1 serve() needs.
    sys.exit(serve(cast("BufferedIOBase", sys.stdin.buffer), sys.stdout.buffer))


if __name__ == "__main__":
    main()
