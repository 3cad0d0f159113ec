"""Pig, a dice game of a few rules: the framework's own fixture and the tutorial of docs/adding-a-game.md.

This folder is an outside game's data root (`spec/pig/`, `features/pig/`,
`schemas/pig/`) and holds its two plugins: the reference rules (`rules/`) and the
harness plugin (`harness/`). It is not installed: `entry_points.txt` registers
all three the way a wheel's entry points would, and a test hands that file to the
registry through `RULECORE_ENTRY_POINTS` (tests/outside_games.py).
"""

from pathlib import Path

ENTRY_POINTS = Path(__file__).resolve().parent / "entry_points.txt"
