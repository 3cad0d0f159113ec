"""What the reference engines and the conformance harness share, and nothing else.

The wire encoding, where the normative data lives, the seeded generator every
game shuffles with, and the registry of games. Both sides import this package;
neither imports the other (the harness reaches the reference engine only
through its in-process adapter).
"""
