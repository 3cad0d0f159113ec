"""Where the rules live on the web, so that every report can link a rule ID to its text.

The rules site (docs/, built with mkdocs) is published at `SITE_URL` and gives
every rule a short, stable address `r/<rule ID>/` that redirects to the rule's
place in its chapter; reports link there, so a link keeps working when a chapter
is split or reordered.
"""

from __future__ import annotations

import re

from rulecore.registry import RULE_ID_FULL

SITE_URL = "https://boardgame-conformance.github.io/spec/"
RULE_PATH = "r/{rule}/"


def rule_url(rule: str) -> str | None:
    """The rule's short link on the rules site; None for text that is not a rule ID (never a made-up link)."""
    if not RULE_ID_FULL.match(rule):
        return None
    return SITE_URL + RULE_PATH.format(rule=rule)


def rule_url_template() -> str:
    """The address of any rule, `{rule}` standing for its ID: for run logs and tools that build links."""
    return SITE_URL + RULE_PATH


SCENARIO_PATH = "{game}/scenarios/{stem}/#{anchor}"
"""Where the site shows a scenario: its feature's page (docs/hooks/model.py puts `features/<game>/<stem>.feature`
at `<game>/scenarios/<stem>.md`), at the anchor made from its title (docs/hooks/links.py `slug`)."""


def title_anchor(title: str) -> str:
    """The anchor the site gives a scenario's heading: its title in lower case, runs of other characters as `-`."""
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "x"


def scenario_url(game: str, feature_file: str, title: str) -> str | None:
    """The scenario's place on the rules site; None when the game or file is not known (never a made-up link)."""
    stem = feature_file.rsplit("/", 1)[-1].removesuffix(".feature")
    if not game or not stem or not re.fullmatch(r"[a-z0-9-]+", game) or not re.fullmatch(r"[A-Za-z0-9_.-]+", stem):
        return None
    return SITE_URL + SCENARIO_PATH.format(game=game, stem=stem, anchor=title_anchor(title))


STRICTNESS_PATH = "strictness/#{game}"
"""Where the site says how strict a pass of a game is: its section of the page docs/hooks/strictness.py makes
(`strictness.md`, each game's section anchored by the game's id)."""


def strictness_url(game: str) -> str:
    """The site's account of how strict a pass of `game` is: its mutation score, per chapter, with survivors."""
    return SITE_URL + STRICTNESS_PATH.format(game=game)
