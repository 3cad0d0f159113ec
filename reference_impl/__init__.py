"""The reference engine for every game of the conformance suite.

`ReferenceEngine` offers the protocol's verbs in-process; `python -m
reference_impl serve` offers them over JSON lines on stdin/stdout.
"""

from __future__ import annotations

__version__ = "0.1.0"

from .engine import ReferenceEngine
from .errors import EngineError, IllegalAction, InvalidRequest, InvalidState, UnknownCommand, Unsupported

__all__ = [
    "EngineError",
    "IllegalAction",
    "InvalidRequest",
    "InvalidState",
    "ReferenceEngine",
    "UnknownCommand",
    "Unsupported",
    "__version__",
]
