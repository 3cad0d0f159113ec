"""Source lines that explain themselves: each code on a `Source:` line links to what the Sources page says of it.

The codes (the seed documents 000 to 004, a publisher's rulebook, reviews, rulings) are explained
once, on the hand-written `sources.md`, in sections whose anchors this module
knows; a rule card links each code to its section, and the printed rulebook
carries the sections its game cites as an appendix, so paper readers get the
explanation too. A rule ID cited as a source links to that rule, and a spec
file cited as a source is named by what it is, not by its file name.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from links import Index, md_escape

from rulecore.registry import RULE_ID

PAGE = "sources.md"
"""The hand-written Sources page, at the site's root."""
TOKEN = re.compile(
    r"(?<![\w-])(?P<seed>00[0-4])(?![\w-])"
    r"|(?P<rulebook>\bRulebook\b)"
    r"|(?P<review>\b(?:review|blog):)"
    r"|(?P<ruling>\bruling\b)"
    rf"|(?P<rule>(?<![\w-]){RULE_ID}(?!\w))"
    r"|(?P<file>\b(?:decisions|protocol)\.md\b)"
)
FILE_NAMES = {"decisions.md": "the decisions page", "protocol.md": "the engine protocol"}
SECTION = re.compile(r"^## (.+?) \{ #([\w-]+) \}\s*$")


def anchor_of(match: re.Match[str]) -> str:
    kind = match.lastgroup or ""
    return {
        "seed": f"seed-{match.group(0)}",
        "rulebook": "rulebook",
        "review": "reviews",
        "ruling": "ruling",
    }.get(kind, "cross-references")


def markdown(source: str, index: Index, from_page: str, to_sources: Callable[[str], str]) -> str:
    """A source line as Markdown (for a block with `markdown` on): each code a link, `to_sources(anchor)` its address.

    Markdown links, not HTML ones, so that mkdocs turns `.md` addresses into the built pages' and checks them.
    """
    out: list[str] = []
    pos = 0
    for match in TOKEN.finditer(source):
        out.append(index.latin(md_escape(source[pos : match.start()])))
        text = match.group(0)
        if match.lastgroup == "rule":
            target = index.rule_link(text, from_page) if text in index.rule_page else to_sources("cross-references")
            out.append(f"[{text}]({target})")
        else:
            shown = FILE_NAMES.get(text, text)
            out.append(f"[{md_escape(shown)}]({to_sources(anchor_of(match))}){{ .rs-source-code }}")
        pos = match.end()
    out.append(index.latin(md_escape(source[pos:])))
    return "".join(out)


def cited(sources: list[str]) -> set[str]:
    """The Sources page's anchors that these source lines use."""
    return {anchor_of(m) for s in sources for m in TOKEN.finditer(s)}


def sections(docs_dir: Path, wanted: set[str]) -> list[tuple[str, str, str]]:
    """(anchor, heading, Markdown body) of each section of the Sources page whose anchor is in `wanted`."""
    out: list[tuple[str, str, str]] = []
    current: tuple[str, str] | None = None
    body: list[str] = []
    for line in (docs_dir / PAGE).read_text(encoding="utf-8").splitlines():
        if match := SECTION.match(line):
            if current and current[0] in wanted:
                out.append((current[0], current[1], "\n".join(body).strip()))
            current, body = (match.group(2), match.group(1)), []
        elif current:
            body.append(line)
    if current and current[0] in wanted:
        out.append((current[0], current[1], "\n".join(body).strip()))
    return out
