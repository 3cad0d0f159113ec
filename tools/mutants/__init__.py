"""Mutation testing of the reference engine, with each game's scenario suite as the test (tools/mutation.py).

`population` lists and draws the mutants (cosmic-ray's operators), `trial` runs one mutant against the suite in
a copy of the tree, `session` keeps what is done so a run resumes, `cluster` spreads the trials over a Ray
cluster, and `record` writes what the site and the compliance report publish
(conformance/games/<game>/mutation.json, read by conformance/games/strength.py).
"""
