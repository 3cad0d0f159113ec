"""How scenarios are run: the pytest plugin that runs a game's scenarios against an engine, the selection of
what a run holds, and the suite's own pytest configuration (`pytest.ini`)."""
