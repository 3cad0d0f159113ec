"""Step definitions for the Sweet Lands scenarios; they talk only to the `Engine` interface."""
