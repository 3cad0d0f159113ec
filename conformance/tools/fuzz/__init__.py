"""`conformance fuzz`: random games played in lockstep on an engine and on the reference engine.

`games` plays one game and stops at the first difference; `repro` cuts that
difference down to a short reproduction and writes it out (a state file, a JSON
record and a scenario sketch); `pool` spreads games over local processes or a Ray
cluster.
"""
