"""The printed rulebook's words: what a reader on paper can use in place of what only the web site means.

A PDF has no file tree and no tooltip, so a spec file named in a note
(`errata.md E-10`, `components/terrain_tiles.json`, `spec/<game>/effects.md`)
becomes the section a reader can turn to (the erratum, the component table, the
effect vocabulary). Only visible text is changed: a file name inside a link's
address (after `(`, `/` or `"`) is left alone, so the links still work.
"""

from __future__ import annotations

import re

from components import title_of

_VISIBLE = r"(?<!\]\()(?<![/\"#\w-])"
_NOT_URL = r"(?![#\"])"
_LINKED = r"(?:\[|<a [^>]*>)?"
"""The opening of a link the ID may sit in: Markdown or, after link_markdown, HTML."""
SPEC_FILES = {
    "effects": "the effect vocabulary",
    "decisions": "the decisions page",
    "protocol": "the engine protocol",
    "glossary": "the glossary",
    "errata": "the errata",
    "game": "the game's data",
    "decision-model": "the decision model",
    "README": "the specification's introduction",
}
CODE = re.compile(r"(`+)(.+?)\1|<code>(.*?)</code>")
ERRATUM = re.compile(_VISIBLE + rf"errata\.md(?= {_LINKED}E-\d)")
DECISION = re.compile(_VISIBLE + rf"decisions\.md(?= {_LINKED}[A-Z]+-?\d)")
SCHEMA = re.compile(_VISIBLE + r"(?:schemas/(?:[\w-]+/)?)?([a-z_]+)\.schema\.json" + _NOT_URL)
COMPONENT = re.compile(_VISIBLE + r"(?:spec/[\w-]+/)?(?:components/)?([a-z_]+)\.json" + _NOT_URL)
SPEC_FILE = re.compile(_VISIBLE + r"(?:spec/(?:[\w-]+/)?)?([A-Za-z_-]+)\.md" + _NOT_URL)
PENDING = re.compile(_VISIBLE + r"(?:spec/[\w-]+/)?pending\.txt" + _NOT_URL)


def plain(markdown: str, component_anchor: dict[str, str]) -> str:
    """`markdown` with every visible spec file name replaced by the section it stands for.

    `component_anchor` maps a component file's stem to its anchor in the printed book. Code
    (a Markdown span or an HTML `<code>`) is changed only when it is a file name and nothing else.
    """

    def component(match: re.Match[str]) -> str:
        stem = match.group(1)
        if stem in component_anchor:
            return f"the {title_of(stem).lower()} table (Components)"
        return SPEC_FILES.get(stem, f"the {title_of(stem).lower()} data")

    def spec_file(match: re.Match[str]) -> str:
        return SPEC_FILES.get(match.group(1), "another part of this specification")

    def schema(match: re.Match[str]) -> str:
        return f"the {match.group(1).replace('_', ' ')} schema"

    def words(text: str) -> str:
        text = SCHEMA.sub(schema, text)
        text = ERRATUM.sub("erratum", text)
        text = DECISION.sub("decision", text)
        text = COMPONENT.sub(component, text)
        text = PENDING.sub("the list of rules still without a scenario", text)
        return SPEC_FILE.sub(spec_file, text)

    def code(match: re.Match[str]) -> str:
        inner = match.group(2) if match.group(2) is not None else match.group(3)
        for pattern, name in ((SCHEMA, schema), (COMPONENT, component), (SPEC_FILE, spec_file), (PENDING, None)):
            if whole := pattern.fullmatch(inner):
                return name(whole) if name else "the list of rules still without a scenario"
        return match.group(0)

    out: list[str] = []
    pos = 0
    for match in CODE.finditer(markdown):
        out += [words(markdown[pos : match.start()]), code(match)]
        pos = match.end()
    out.append(words(markdown[pos:]))
    return "".join(out)
