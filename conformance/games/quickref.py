"""A game's quick reference: a page or two for the table, made from the spec and the component data so it cannot drift.

A game lists what its players look up most as `Part`s: a heading, the rules to
show (by ID: their statements are read from `spec/<game>/`, never copied), and
tables its own code makes from the component data. `page` lays them out, each
rule linked to its card on the rules site; the site prints the page on one or
two A4 sides (docs/hooks/printable.py, `SitePage.printable`). A rule ID the spec
does not hold is an error, so a renumbered or retired rule cannot vanish from
the sheet unnoticed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..catalogue.trace import Trace, read_rules


@dataclass(frozen=True)
class Part:
    """One box of the quick reference: its rules by ID, then any tables (Markdown lines) made from component data."""

    title: str
    rules: tuple[str, ...] = ()
    tables: tuple[str, ...] = field(default_factory=tuple)
    note: str = ""
    """One line of the sheet's own words above the rules (what the box is for), when the rules need it."""
    wide: bool = False
    """Whether the box spans both columns (for a table too wide for one)."""


def statements(spec_game_dir: Path, ids: Sequence[str]) -> list[tuple[str, str, str]]:
    """(rule ID, its chapter file, its statement) for each ID; an ID the spec does not hold raises KeyError."""
    trace = Trace()
    read_rules(spec_game_dir, trace)
    missing = [rule_id for rule_id in ids if rule_id not in trace.rules]
    if missing:
        raise KeyError(f"the quick reference names rules the spec does not hold: {', '.join(missing)}")
    return [(rule_id, trace.rules[rule_id].file, trace.rules[rule_id].text) for rule_id in ids]


def page(spec_game_dir: Path, title: str, intro: str, parts: Sequence[Part]) -> str:
    """The quick reference's Markdown; it lives at `<game>/quick-reference.md`, so rule links go to `rules/...`."""
    out = [
        f"# {title}",
        "",
        f'<p class="rs-where">{intro}</p>',
        "",
        '<div class="rs-quickref" markdown>',
        "",
    ]
    for part in parts:
        kind = "rs-quickref-part rs-quickref-wide" if part.wide else "rs-quickref-part"
        out += [f'<section class="{kind}" markdown>', "", f"### {part.title}", ""]
        if part.note:
            out += [part.note, ""]
        for rule_id, file, text in statements(spec_game_dir, part.rules):
            link = f"rules/{Path(file).stem}.md#{rule_id}"
            out += [f'<p class="rs-quickref-rule" markdown>[{rule_id}]({link}){{ .rs-rule-id }} {text}</p>', ""]
        for line in part.tables:
            out.append(line)
        out += ["", "</section>", ""]
    out += ["</div>", ""]
    return "\n".join(out)
