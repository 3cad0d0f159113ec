"""`python -m conformance`: the same as the `conformance` command."""

from __future__ import annotations

from .cli import program

program()
