"""The misreadings of tests/tiny_game/misread.py, by name, and the rule each misreads (data only: importing
misread.py bends the rules of the process, so a test reads this table instead)."""

MISREADINGS = {
    "first-seat": "PG-1.1.1",
    "no-solo": "PG-1.1.1",
    "backwards": "PG-1.1.2",
    "no-new-round": "PG-1.1.2",
    "die": "PG-1.2.1",
    "draw-twice": "PG-1.2.1",
    "replace": "PG-1.2.2",
    "one-adds": "PG-1.2.3",
    "hold-at-zero": "PG-1.2.4",
    "no-hold": "PG-1.2.4",
    "hold-loses": "PG-1.2.5",
    "target-21": "PG-1.3.1",
    "exactly-20": "PG-1.3.1",
    "target-19": "PG-1.3.1",
    "win-on-roll": "PG-1.3.1",
    "rank-turn-total": "PG-1.3.2",
    "accept-20": "PG-2.1.1",
    "accept-1": "PG-2.1.2",
}
"""Each misreading, and the rule it misreads."""
