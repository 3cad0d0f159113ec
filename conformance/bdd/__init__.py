"""pytest-bdd made cheap: stand-ins for its internals (step look-up, step calls, step runs), each used only
for the releases it was checked against, and the feature-parse cache they and the scenario catalogue share."""
