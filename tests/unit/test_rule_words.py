"""Numbered rules are written for players: no rule sentence speaks to engines.

A rule says what players may and must do; how an engine lists, orders or refuses it
lives on the game's decisions page, which the rule's note links ("For engines: ...").
So the sentence of a rule (its bold ID and text, not its notes) names no engine, frame,
protocol, decisions page or game state. The positions chapter is left out: its rules
are the load invariants, which are about states by nature.
"""

from __future__ import annotations

import re

import pytest

from rulecore.registry import games

ENGINE_WORDS = re.compile(
    r"\bengines?\b|\bframes?\b|\bprotocol\b|decisions\.md|\bgame state\b|\bthe state\b|\bstate's\b", re.IGNORECASE
)
RULE_LINE = re.compile(r"^\*\*([A-Z]+-\d+\.\d+\.\d+[a-z]?)\*\*(.*)$", re.MULTILINE)


def rule_sentences(game: str) -> dict[str, str]:
    spec = games()[game].spec_dir
    found: dict[str, str] = {}
    for chapter in sorted(spec.glob("[0-9][0-9]-*.md")):
        if chapter.name.endswith("-positions.md"):
            continue
        found.update((m[1], m[2]) for m in RULE_LINE.finditer(chapter.read_text(encoding="utf-8")))
    return found


@pytest.mark.parametrize("game", sorted(games()))
def test_no_rule_speaks_to_engines(game: str) -> None:
    sentences = rule_sentences(game)
    assert sentences, f"no rules read for {game}"
    offending = {rule: ENGINE_WORDS.findall(text) for rule, text in sentences.items() if ENGINE_WORDS.search(text)}
    assert not offending, f"rules that speak to engines (move that part to the decisions page): {offending}"


def test_the_check_finds_engine_words() -> None:
    """The pattern catches the wording the rules used to have, so a passing test means something."""
    old = "The moments in which an engine offers a Loan are the decisions listed in decisions.md"
    assert ENGINE_WORDS.findall(old) == ["engine", "decisions.md"]
    assert not ENGINE_WORDS.search("A Loan is taken when Cash is about to be spent")
