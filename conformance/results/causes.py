"""Failures grouped by cause, so that one bug is read once however many scenarios it breaks.

An engine that forgets to list `pass` fails every scenario whose players pass:
a hundred cards that say the same thing bury the second bug under the first.
Each failure is reduced to a cause: the reference engine's opinion when it gave
one (kind of mismatch, answer type, rule: "`pass` is legal here (XY-7.2.1): your
legal actions left it out"), otherwise the outcome, the rule the failing step
names and the engine's message with its particulars (numbers, JSON values,
quoted names) blanked out. Reports show each cause once, with its count, the
rules its scenarios check, the first few scenario ids and one card in full; the
other scenarios of the cause are folded under it, one line each.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rulecore.registry import RULE_ID

from .outcomes import NOT_PASSED, Outcome, ScenarioResult
from .second_opinion import Mismatch

FIRST_IDS = 5
"""Scenario ids a cause names in its summary line."""
RULE_IN_STEP = re.compile(RULE_ID)
_LITERAL = re.compile(r"\{[^{}]*\}|\[[^\[\]]*\]")
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
_NUMBER = re.compile(r"\d+")
UNEXPECTED_PASS = "passes now, though the expectations file lists it as failing: remove it from the file"


def template(text: str) -> str:
    """`text` with its particulars blanked: JSON values as `{…}`/`[…]`, quoted names as `"…"`, numbers as `N`."""
    out = text.strip().splitlines()[0] if text.strip() else ""
    for _ in range(6):  # nested literals, innermost first
        blanked = _LITERAL.sub(lambda m: "{…}" if m.group(0)[0] == "{" else "[…]", out)
        if blanked == out:
            break
        out = blanked
    out = _QUOTED.sub('"…"', out)
    return _NUMBER.sub("N", out)


@dataclass
class Cause:
    """One cause of failure and every scenario it explains, in the order they ended."""

    key: tuple[str, str, str]
    """(kind of mismatch or outcome, answer type, rule or the message's template): what makes two failures one."""
    headline: str
    rule: str = ""
    from_reference: bool = False
    """Did the reference engine name this cause (rather than the failing step's message)?"""
    scenarios: list[ScenarioResult] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.scenarios)

    @property
    def rules(self) -> list[str]:
        """Every rule the cause's scenarios check, in the spec's order (XY-7.2.1 before XY-10.1.4)."""
        return sorted({r for s in self.scenarios for r in s.rules}, key=_rule_order)

    @property
    def first_ids(self) -> list[str]:
        return [s.id or s.name for s in self.scenarios[:FIRST_IDS]]

    @property
    def representative(self) -> ScenarioResult:
        """The scenario whose card is shown in full: the first with the fewest steps, the easiest to read."""
        return min(self.scenarios, key=lambda s: len(s.evidence.steps) or 1_000)


def _rule_order(rule: str) -> tuple[str, list[int], str]:
    prefix, _, numbers = rule.partition("-")
    return prefix, [int(n) for n in re.findall(r"\d+", numbers)], rule


def cause_of(s: ScenarioResult) -> tuple[tuple[str, str, str], str, str, bool]:
    """The cause key of a failed scenario, its headline, its rule and whether the reference named it."""
    if s.outcome is Outcome.PASSED:  # listed as a known failure, and passing now
        return ("unexpected_pass", "", ""), UNEXPECTED_PASS, "", False
    opinion = s.evidence.reference or {}
    mismatch = opinion.get("mismatch")
    if opinion.get("status") == "asked" and mismatch and mismatch != Mismatch.AGREES.value:
        rule = str(opinion.get("rule", ""))
        return (str(mismatch), str(opinion.get("action_type", "")), rule), str(opinion["headline"]), rule, True
    # Without an opinion the message's template is the cause: the rule a step names is one of its particulars
    # ("refused citing no rule, not XY-8.2.6" and "..., not XY-18.1.3" are one bug, naming no rule).
    said = s.evidence.actual or s.message or s.outcome.value
    named = RULE_IN_STEP.search(s.evidence.step)
    rule = named.group(0) if named else ""
    return (s.outcome.value, "", template(said)), said.strip().splitlines()[0] if said.strip() else said, rule, False


def group(scenarios: list[ScenarioResult]) -> list[Cause]:
    """The causes of every scenario that did not pass (or whose outcome is unexpected), most scenarios first."""
    found: dict[tuple[str, str, str], Cause] = {}
    for s in scenarios:
        if s.outcome not in NOT_PASSED and not s.unexpected():
            continue
        key, headline, rule, referee = cause_of(s)
        cause = found.get(key)
        if cause is None:
            cause = found[key] = Cause(key, headline, rule, referee)
        cause.scenarios.append(s)
    order = {key: i for i, key in enumerate(found)}
    return sorted(found.values(), key=lambda c: (-c.count, order[c.key]))
