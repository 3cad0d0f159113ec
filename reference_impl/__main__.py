"""`python -m reference_impl serve`: the reference engine over the JSON-lines protocol."""

from __future__ import annotations

import io
import sys

import click

from .server import serve


@click.group()
def main() -> None:
    """The reference engine of every game this suite specifies."""


@main.command("serve")
def serve_command() -> None:
    """Speak the engine protocol on stdin/stdout until stdin closes or `quit` arrives."""
    # Only a line feed ends a request (spec/protocol.md §1.2): a CR is JSON whitespace, not a line break.
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace", newline="\n")
    stdout = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="\n")
    sys.exit(serve(stdin, stdout))


if __name__ == "__main__":
    main()
