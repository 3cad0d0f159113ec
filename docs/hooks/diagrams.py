"""Diagrams inside the rules, made at build time from the spec and from a game the reference engine sets up.

A rulebook shows what a first game looks like; ours draws it rather than
describing it, and from sources that cannot drift: the setup of a 2-player game
is the state the reference engine reaches when every setup choice is answered
with the first option, drawn for each player by the game's own renderer
(`GamePlugin.render`, the one `conformance render` uses); the round is the
chapters that are phases, in the spec's order, as a loop; a turn's choices are
the kinds of legal action the engine lists on the first turn of round 2 (its
decisions, in the words of the actions' names). The engine is driven through
the `Engine` interface only, so this module names no game.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Sequence
from html import escape
from typing import Any

from model import Chapter, GameModel

log = logging.getLogger("mkdocs.plugins.rules_site.diagrams")

PLAYERS = 2
SEED = 1
MOST_STEPS = 400
PHASE = re.compile(r"\b([A-Z]?[a-z]+) phase\b", re.IGNORECASE)
BOX_W, BOX_H, GAP = 150, 54, 34
INK, PAPER, ACCENT = "#37474f", "#fff8e1", "#e65100"


def figures(game: GameModel) -> dict[int, list[str]]:
    """Chapter number -> the diagrams (one line of HTML each) that open it; empty when the engine cannot play."""
    out: dict[int, list[str]] = {}
    phases = [(c, m.group(1).capitalize()) for c in game.chapters if (m := PHASE.search(c.title))]
    round_chapter = next((c for c in game.chapters if c.file.endswith("round-structure.md")), None)
    if phases and round_chapter:
        out.setdefault(round_chapter.number, []).append(round_figure(game, phases))
    try:
        setup, turn = _play(game)
    except Exception as error:  # a drawing must not stop the site; the rules still print without it
        log.info("%s: no setup or turn diagram: %s", game.id, error)
        return out
    setup_chapter = next((c for c in game.chapters if c.file.endswith("setup.md")), None)
    if setup_chapter and setup:
        out.setdefault(setup_chapter.number, []).append(setup)
    turn_chapter = next((c for c in game.chapters if c.file.endswith("action-phase.md")), None)
    if turn_chapter and turn:
        out.setdefault(turn_chapter.number, []).append(turn)
    return out


def _arrow(x1: float, y1: float, x2: float, y2: float) -> str:
    return (
        f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" stroke="{INK}" stroke-width="2" '
        'marker-end="url(#rs-arrow)"/>'
    )


def _box(x: float, y: float, title: str, note: str, *, w: float = BOX_W) -> str:
    return (
        f'<rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{BOX_H}" rx="8" fill="{PAPER}" stroke="{INK}"/>'
        f'<text x="{x + w / 2:.0f}" y="{y + 23:.0f}" text-anchor="middle" font-size="15" font-weight="700" '
        f'fill="{INK}">{escape(title)}</text>'
        f'<text x="{x + w / 2:.0f}" y="{y + 42:.0f}" text-anchor="middle" font-size="12" fill="{INK}">'
        f"{escape(note)}</text>"
    )


def _svg(width: float, height: float, body: str, label: str) -> str:
    marker = (
        '<defs><marker id="rs-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
        f'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="{INK}"/></marker></defs>'
    )
    return (
        f'<svg class="rs-svg" data-search-exclude viewBox="0 0 {width:.0f} {height:.0f}" role="img" '
        f'aria-label="{escape(label)}" xmlns="http://www.w3.org/2000/svg" font-family="sans-serif">'
        f"{marker}{body}</svg>"
    )


def _figure(svg: str, caption: str) -> str:
    return f'<figure class="rs-picture rs-diagram">{svg}<figcaption>{escape(caption)}</figcaption></figure>'


def round_figure(game: GameModel, phases: Sequence[tuple[Chapter, str]]) -> str:
    """The round as a loop of its phases, each with the chapter that rules it."""
    width = len(phases) * (BOX_W + GAP) + GAP
    body = []
    for n, (chapter, name) in enumerate(phases):
        x = GAP + n * (BOX_W + GAP)
        body.append(_box(x, 20, f"{name} phase", f"chapter {chapter.number}"))
        if n:
            body.append(_arrow(x - GAP + 2, 20 + BOX_H / 2, x - 2, 20 + BOX_H / 2))
    last = GAP + (len(phases) - 1) * (BOX_W + GAP) + BOX_W / 2
    first = GAP + BOX_W / 2
    body.append(
        f'<path d="M{last:.0f},{20 + BOX_H} V{BOX_H + 50} H{first:.0f} V{20 + BOX_H + 4}" fill="none" '
        f'stroke="{ACCENT}" stroke-width="2" marker-end="url(#rs-arrow)"/>'
        f'<text x="{(first + last) / 2:.0f}" y="{BOX_H + 66}" text-anchor="middle" font-size="13" '
        f'fill="{ACCENT}">then the next round begins, until the last round ends</text>'
    )
    label = f"The phases of a round of {game.info.title}"
    caption = (
        f"{label}, in order; each box names the chapter that gives its rules. Drawn from the chapters of this "
        "book that are phases (the exceptions for the first and last rounds are in the rules below)."
    )
    return _figure(_svg(width, BOX_H + 80, "".join(body), label), caption)


def _words(kind: str) -> str:
    return kind.replace("_", " ")


def _play(game: GameModel) -> tuple[str, str]:
    """The setup of a 2-player game (each setup choice its first option), drawn; and a turn's choices in round 2."""
    from conformance.engines.engine import InProcessEngine  # noqa: PLC0415  (only the diagrams play)

    plugin = game.plugin
    if plugin is None:
        return "", ""
    engine = InProcessEngine()
    try:
        state: dict[str, Any] = engine.new_game(game.id, PLAYERS, SEED)
        steps = 0
        while state.get("phase") == "setup" and steps < MOST_STEPS:
            engine.apply(engine.legal_actions()[0])
            state, steps = engine.state(), steps + 1
        drawings = [plugin.render(state, seat) for seat in range(PLAYERS)]
        setup = _setup_figure(game, drawings)
        while steps < MOST_STEPS and not (state.get("round", 0) >= 2 and "action" in str(state.get("phase"))):
            actions = engine.legal_actions()
            if not actions:
                break
            engine.apply(next((a for a in actions if a.get("type") != "pass"), actions[0]))
            state, steps = engine.state(), steps + 1
        turn = _turn_figure(game, engine.legal_actions()) if "action" in str(state.get("phase")) else ""
        return setup, turn
    finally:
        engine.close()


def _setup_figure(game: GameModel, drawings: list[str]) -> str:
    cells = []
    for svg in drawings:
        inner = re.sub(r"<\?xml[^>]*>", "", svg).strip()
        inner = inner.replace("<svg ", '<svg class="rs-svg" data-search-exclude role="img" ', 1)
        cells.append(f'<div class="rs-setup-seat">{" ".join(inner.splitlines())}</div>')
    caption = (
        f"A {PLAYERS}-player game of {game.info.title} just after setup, each player's area drawn by the game's "
        "renderer from the position the reference engine set up (every setup choice answered with its first "
        "option)."
    )
    return (
        f'<figure class="rs-picture rs-diagram rs-setup">{"".join(cells)}'
        f"<figcaption>{escape(caption)}</figcaption></figure>"
    )


def _turn_figure(game: GameModel, actions: list[dict[str, Any]]) -> str:
    """The kinds of choice on a turn, each with how many the engine offered, hanging from "Your turn"."""
    kinds = Counter(str(a.get("type", "?")) for a in actions)
    rows = sorted(kinds.items(), key=lambda kv: (kv[0] == "pass", -kv[1]))
    height = max(len(rows), 1) * (BOX_H + 8) + 10
    body = [_box(20, height / 2 - BOX_H / 2, "Your turn", "choose one of", w=130)]
    for n, (kind, count) in enumerate(rows):
        y = 10 + n * (BOX_H + 8)
        noun = "choice" if count == 1 else "choices"
        body.append(_box(230, y, _words(kind).capitalize(), f"{count} {noun} here", w=260))
        body.append(_arrow(150, height / 2, 228, y + BOX_H / 2))
    label = f"The choices on a turn of {game.info.title}"
    caption = (
        f"{label}: what the reference engine offered on the first turn of round 2 of a {PLAYERS}-player game, "
        "by kind, with how many of each. Which ones a player has depends on the position; the rules below say when."
    )
    return _figure(_svg(520, height + 20, "".join(body), label), caption)
