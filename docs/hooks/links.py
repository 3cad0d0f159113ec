"""Where every generated page lives, and how spec text gets its cross-links.

All page paths are mkdocs source paths (`<game>/rules/06-hand.md`); links
between pages are written as relative `.md` links so that `mkdocs build
--strict` checks every one of them. Rule IDs are unique across games (their
prefix names the game), so a rule link goes to whichever game owns it; errata
entries, decision paragraphs and chapter numbers are the current game's.
"""

from __future__ import annotations

import html
import posixpath
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from rulecore.registry import RULE_ID

RULE_REF = re.compile(rf"(?<![\w#/-])({RULE_ID})(?![\w])")
ERRATA_REF = re.compile(r"(?<![\w#/-])E-(\d+)(?![\w])")
DECISION_REF = re.compile(r"decisions\.md ([A-Z]\d+(?:\.\d+)?)(?![\w.]\d)")
MODEL_REF = re.compile(r"(?<![\w#/\"-])(DM-\d+(?:\.\d+)?)(?![\w.]\d)")
CHAPTER_REF = re.compile(r"(?<![\w#/-])chapter (\d+)(?!\w)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
NON_LATIN = re.compile(r"[\u2460-\u24ff\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]+")
"""A run of CJK text (kana, ideographs, hangul, full-width forms, circled numbers)."""


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
    """What can be linked to from one game's pages (or from the shared pages, with no game)."""

    rule_page: dict[str, str] = field(default_factory=dict)
    """Every game's rule ID -> its chapter page."""
    errata: set[str] = field(default_factory=set)
    errata_page: str = ""
    chapter_page: dict[int, str] = field(default_factory=dict)
    decisions_page: str = ""
    decision_anchors: set[str] = field(default_factory=set)
    model_page: str = ""
    """The shared decision model's page (spec/decision-model.md), when the spec has one."""
    model_anchors: set[str] = field(default_factory=set)
    source_names: Mapping[str, str] = field(default_factory=dict)
    """The game's non-Latin source names -> the Latin form shown (the plugin's `source_names`)."""

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
        return self.latin("".join(out))

    def latin(self, text: str, *, markup: bool = True) -> str:
        """Show each non-Latin run in its Latin form (the original in a tooltip), so no reader sees empty boxes.

        A run the game gives no Latin form for is kept, marked `lang="ja"` so a CJK font is
        chosen where the reader has one. With `markup` false the result is plain text
        (for an HTML attribute, escaped by the caller).
        """

        def one(m: re.Match[str]) -> str:
            original = m.group(0)
            shown = self.source_names.get(original)
            if not markup:
                return shown or original
            if shown is None:
                return f'<span lang="ja">{original}</span>'
            return f'<span class="rs-latin" lang="ja-Latn" title="{attr(original)}">{attr(shown)}</span>'

        return NON_LATIN.sub(one, text)

    def _link_plain(self, text: str, from_page: str) -> str:
        def rule(m: re.Match[str]) -> str:
            rule_id = m.group(1)
            if rule_id not in self.rule_page:
                return m.group(0)
            return f"[{rule_id}]({self.rule_link(rule_id, from_page)})"

        def erratum(m: re.Match[str]) -> str:
            entry = f"E-{m.group(1)}"
            if entry not in self.errata or not self.errata_page:
                return m.group(0)
            return f"[{entry}]({rel(from_page, self.errata_page, entry)})"

        def chapter(m: re.Match[str]) -> str:
            page = self.chapter_page.get(int(m.group(1)))
            if page is None or page == from_page:
                return m.group(0)
            return f"[{m.group(0)}]({rel(from_page, page)})"

        def decision(m: re.Match[str]) -> str:
            if m.group(1) not in self.decision_anchors:
                return m.group(0)
            return f"[{m.group(0)}]({rel(from_page, self.decisions_page, m.group(1))})"

        def model(m: re.Match[str]) -> str:
            if m.group(1) not in self.model_anchors:
                return m.group(0)
            return f"[{m.group(0)}]({rel(from_page, self.model_page, m.group(1))})"

        steps: list[Callable[[str], str]] = [
            lambda s: DECISION_REF.sub(decision, s),
            lambda s: MODEL_REF.sub(model, s),
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
    """Cross-link a whole spec page, leaving fenced code alone and headings unlinked (their names made Latin)."""
    out: list[str] = []
    fenced = False
    for line in markdown.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
            out.append(line)
        elif fenced:
            out.append(line)
        elif line.startswith("#"):
            out.append(index.latin(line, markup=False))
        else:
            out.append(index.link_text(line, from_page))
    return "\n".join(out) + "\n"
