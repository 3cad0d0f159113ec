"""Where every generated page lives, and how spec text gets its cross-links.

All page paths are mkdocs source paths (`rules/06-hand.md`); links between
pages are written as relative `.md` links so that `mkdocs build --strict`
checks every one of them.
"""

from __future__ import annotations

import html
import posixpath
import re
from collections.abc import Callable
from dataclasses import dataclass, field

RULE_REF = re.compile(r"(?<![\w#/-])((?:SL|LY)-\d+\.\d+\.\d+[a-z]?)(?![\w])")
ERRATA_REF = re.compile(r"(?<![\w#/-])E-(\d+)(?![\w])")
DECISION_REF = re.compile(r"decisions\.md (D\d+(?:\.\d+)?)(?![\w.]\d)")
CHAPTER_REF = re.compile(r"(?<![\w#/-])chapter (\d+)(?!\w)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")


def slug(text: str) -> str:
    """A stable, readable HTML id from a title."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "x"


def rel(from_page: str, to_page: str, anchor: str = "") -> str:
    """A link from one source page to another (and an anchor on it), relative as mkdocs wants."""
    target = posixpath.relpath(to_page, posixpath.dirname(from_page) or ".")
    if to_page == from_page:
        target = ""
    return f"{target}#{anchor}" if anchor else target


def md_escape(text: str) -> str:
    """Text from Gherkin or JSON shown as Markdown without being read as Markdown."""
    return re.sub(r"([\\`*_{}\[\]|#])", r"\\\1", text).replace("<", "&lt;")


def attr(text: str) -> str:
    return html.escape(text, quote=True)


@dataclass
class Index:
    """What can be linked to: each rule's chapter page, the errata entries, the chapters."""

    rule_page: dict[str, str] = field(default_factory=dict)
    errata: set[str] = field(default_factory=set)
    chapter_page: dict[int, str] = field(default_factory=dict)

    def rule_link(self, rule_id: str, from_page: str) -> str:
        return rel(from_page, self.rule_page[rule_id], rule_id)

    def link_text(self, text: str, from_page: str) -> str:
        """Link rule IDs, errata entries and chapter numbers in one line of Markdown, outside code spans."""
        out: list[str] = []
        pos = 0
        for match in CODE_SPAN.finditer(text):
            out.append(self._link_plain(text[pos : match.start()], from_page))
            out.append(match.group(0))
            pos = match.end()
        out.append(self._link_plain(text[pos:], from_page))
        return "".join(out)

    def _link_plain(self, text: str, from_page: str) -> str:
        def rule(m: re.Match[str]) -> str:
            rule_id = m.group(1)
            if rule_id not in self.rule_page:
                return m.group(0)
            return f"[{rule_id}]({self.rule_link(rule_id, from_page)})"

        def erratum(m: re.Match[str]) -> str:
            entry = f"E-{m.group(1)}"
            if entry not in self.errata:
                return m.group(0)
            return f"[{entry}]({rel(from_page, 'errata.md', entry)})"

        def chapter(m: re.Match[str]) -> str:
            page = self.chapter_page.get(int(m.group(1)))
            if page is None or page == from_page:
                return m.group(0)
            return f"[{m.group(0)}]({rel(from_page, page)})"

        def decision(m: re.Match[str]) -> str:
            target = rel(from_page, "decisions.md", m.group(1)) if from_page != "decisions.md" else f"#{m.group(1)}"
            return f"[{m.group(0)}]({target})"

        steps: list[Callable[[str], str]] = [
            lambda s: DECISION_REF.sub(decision, s),
            lambda s: RULE_REF.sub(rule, s),
            lambda s: ERRATA_REF.sub(erratum, s),
            lambda s: CHAPTER_REF.sub(chapter, s),
        ]
        for step in steps:
            text = _outside_links(text, step)
        return text


_MD_LINK = re.compile(r"\[[^\]]*\]\([^)]*\)")


def _outside_links(text: str, apply: Callable[[str], str]) -> str:
    """Apply a substitution only to the parts of a line that are not already links."""
    out: list[str] = []
    pos = 0
    for match in _MD_LINK.finditer(text):
        out.append(apply(text[pos : match.start()]))
        out.append(match.group(0))
        pos = match.end()
    out.append(apply(text[pos:]))
    return "".join(out)


def link_markdown(markdown: str, from_page: str, index: Index) -> str:
    """Cross-link a whole spec page, leaving headings and fenced code alone."""
    out: list[str] = []
    fenced = False
    for line in markdown.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
            out.append(line)
        elif fenced or line.startswith("#"):
            out.append(line)
        else:
            out.append(index.link_text(line, from_page))
    return "\n".join(out) + "\n"
