"""Sweet Lands' quick reference: the round, the turn, the action areas, free actions, passing and scoring.

The statements are the spec's own, picked by rule ID (conformance/games/quickref.py);
the tables are made from spec/sweet-lands/components/ (the action areas with
their costs and effects, the milestones' conditions and VP), their costs and
effects in the one English rendering of the effect vocabulary (english.py), so
a change of a cost shows on the sheet in the words every other page uses.
"""

from __future__ import annotations

from typing import Any

from rulecore.registry import info

from ..english import join, ordinal
from ..quickref import Part, page
from .english import expression
from .site import _component

GAME = "sweet-lands"


def _cost(cost: object) -> str:
    """An area's cost in the vocabulary's English; an empty list of payments (`{"all": []}`) costs nothing."""
    empty = not cost or cost == {"all": []}
    return "free" if empty else expression("effect", cost).rstrip(".")


def _effect(effect: dict[str, Any], spaces: int) -> str:
    """An area's effect in the vocabulary's English, a gain that depends on the space used said for every space.

    The rendering reads such a table as written (its rows are "from this space on"); the sheet has
    the area's number of spaces, so it says the amount on each, the last row covering the spaces after it.
    """
    gain = effect.get("gain") if len(effect) == 1 else None
    if isinstance(gain, dict) and len(gain) == 1:
        ((kind, amount),) = gain.items()
        table = amount.get("table") if isinstance(amount, dict) else None
        if isinstance(table, dict) and table.get("of") == {"count": "space_index"}:
            by_space = []
            for space in range(1, spaces + 1):
                reached = [n for start, n in table["rows"] if start <= space]
                if reached:
                    by_space.append(f"{reached[-1]} on the {ordinal(space)} space")
            unit = expression("effect", {"gain": {kind: 2}}).removeprefix("Gain 2 ").rstrip(".")
            return f"Gain {unit}: {join(by_space)}"
    return expression("effect", effect).rstrip(".")


def action_areas() -> tuple[str, ...]:
    """One row per action area: letter, name, category, spaces, from which round, cost and effect."""
    rows = [
        "| area | name | spaces | from round | cost | effect |",
        "|---|---|---|---|---|---|",
    ]
    for area in _component("action_areas")["items"]:
        effect = _effect(area.get("effect", {}), int(area["spaces"]))
        rows.append(
            f"| **{area['letter']}** | {area['name']} ({area['category']}) | {area['spaces']} "
            f"| {area.get('opens_in_round', 1)} | {_cost(area.get('cost'))} | {effect} |"
        )
    return tuple(rows)


def milestones() -> tuple[str, ...]:
    """Each milestone tile's two sides (the face-up one counts) and its VP."""
    rows = ["| tile | side a | side b | VP |", "|---|---|---|---|"]
    for tile in _component("milestones")["items"]:
        sides = tile["sides"]
        rows.append(
            f"| {tile['id'].rpartition('_')[2]} | {sides['a']['summary']} | {sides['b']['summary']} | {tile['vp']} |"
        )
    return tuple(rows)


PARTS = (
    Part(
        "Action areas: using an action space",
        ("SL-8.2.3", "SL-8.2.5", "SL-8.3.1", "SL-8.4.2"),
        action_areas(),
        wide=True,
    ),
    Part("A round", ("SL-4.1.1", "SL-4.2.1", "SL-4.2.2", "SL-4.2.3")),
    Part("Income, each player in turn order", ("SL-5.1.3", "SL-5.4.1", "SL-5.5.1", "SL-5.5.2")),
    Part("A turn", ("SL-7.2.1", "SL-7.3.1", "SL-7.3.3", "SL-7.4.3", "SL-6.3.1")),
    Part(
        "Free actions (any number, own turn only)",
        ("SL-18.2.1", "SL-18.2.3", "SL-18.2.4", "SL-18.2.6", "SL-18.2.7", "SL-18.2.8", "SL-18.2.9"),
    ),
    Part("Passing", ("SL-17.1.3", "SL-17.2.1", "SL-17.3.1", "SL-17.3.2")),
    Part("Cleanup (rounds 1 to 4)", ("SL-21.2.3",)),
    Part(
        "End of the game and final scoring",
        (
            "SL-4.4.1",
            "SL-22.2.1",
            "SL-22.3.1",
            "SL-22.4.1",
            "SL-22.5.1",
            "SL-22.5.2",
            "SL-22.5.3",
            "SL-22.6.1",
            "SL-22.6.2",
            "SL-22.7.1",
            "SL-22.8.1",
            "SL-22.9.4",
            "SL-22.10.2",
        ),
    ),
    Part("Milestones", ("SL-20.1.3",), milestones(), wide=True),
)


def markdown() -> str:
    return page(
        info(GAME).spec_dir,
        f"{info(GAME).title}: quick reference",
        "The round, the turn, what each action area costs and gives, and how the game ends and is scored, on two "
        "printed sides: each line is the rule of that ID, each table comes from the component data.",
        PARTS,
    )
