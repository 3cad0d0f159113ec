"""Text from an engine made safe to show a person: every control character written out (`\\x1b`, `\\u202e`).

An engine's `hello` name, its error messages and its stderr reach the console,
the HTML and the Markdown reports. Raw, an escape sequence there clears the
screen, sets the terminal's title or hides a hyperlink (ESC [ ..., OSC 0 / 8),
a NUL or a carriage return hides what came before it, and a bidirectional
override shows text in another order than it was written. Each report keeps the
text as data (the JSON report and the run log escape it as JSON does, JUnit
replaces what XML cannot hold); what a person reads goes through `visible`.
"""

from __future__ import annotations

import json
import re
from typing import Any

BIDI_CONTROLS = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
"""The characters that change the direction text is shown in (Unicode's bidirectional formatting characters)."""
_SHOWN = re.compile(f"[\x00-\x1f\x7f-\x9f\u2028\u2029{BIDI_CONTROLS}]")
"""C0 and C1 control characters, DEL, the line and paragraph separators, and the bidirectional controls."""
_NAMED = {"\n": "\\n", "\t": "\\t", "\r": "\\r"}


def _written_out(char: str) -> str:
    named = _NAMED.get(char)
    if named is not None:
        return named
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def _written_out_but_lines(char: str) -> str:
    return char if char in "\n\t" else _written_out(char)


def visible(text: str, *, block: bool = False) -> str:
    """`text` with each control character written out as Python writes it in a string (`\\x1b`, `\\x00`,
    `\\r`, `\\u202e`), so that it is shown and does nothing. In a `block` (a stderr tail, a diff: text laid
    out in lines) a line feed and a tab keep their meaning; elsewhere they are written out too, since a
    line break inside one cell or one line of a report is as misleading as any other control."""
    if not _SHOWN.search(text):
        return text  # almost every text: no copy
    written = _written_out_but_lines if block else _written_out
    return _SHOWN.sub(lambda m: written(m.group()), text)


_JSON_HIDDEN = re.compile(f"[\x7f-\x9f\u2028\u2029{BIDI_CONTROLS}]")
"""What JSON leaves raw in a string that `ensure_ascii=False` writes, and a terminal would still obey."""


def json_text(value: Any, *, indent: int | None = 2) -> str:
    """`value` as JSON for a person's terminal (`--json`): non-ASCII letters stay as they are, and every control
    character is a JSON escape (`\\u001b`, `\\u202e`), so that the text is both valid JSON and inert."""
    text = json.dumps(value, indent=indent, ensure_ascii=False)
    return _JSON_HIDDEN.sub(lambda m: f"\\u{ord(m.group()):04x}", text)
