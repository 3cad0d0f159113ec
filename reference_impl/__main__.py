"""`python -m reference_impl serve`: the reference engine over the JSON-lines protocol."""

from __future__ import annotations

import io
import sys

import click

from .server import serve


@click.group()
def main() -> None:
    """The Sweet Lands reference engine."""


@main.command("serve")
def serve_command() -> None:
    """Speak the engine protocol on stdin/stdout until stdin closes or `quit` arrives."""
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
    sys.exit(serve(stdin, sys.stdout))


if __name__ == "__main__":
    main()
