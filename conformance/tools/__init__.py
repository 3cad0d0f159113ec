"""The verbs beside `run`: smoke, perft, golden, explain and fuzz, each built on the engines, the results and
the runner."""
