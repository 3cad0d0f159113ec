"""Where the rules live on the web, so that every report can link a rule ID to its text.

The rules site (docs/, built with mkdocs) is published at `SITE_URL` and gives
every rule a short, stable address `r/<rule ID>/` that redirects to the rule's
place in its chapter; reports link there, so a link keeps working when a chapter
is split or reordered.
"""

from __future__ import annotations

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
