"""The conformance suite as a pytest package: the Gherkin features bound to the step definitions."""
