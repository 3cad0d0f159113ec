"""The conformance harness: run a game's scenarios against any engine and report compliance per rule."""

DISTRIBUTION = "boardgame-conformance"
"""The name the suite is installed under (pyproject.toml), for its version in every report."""
