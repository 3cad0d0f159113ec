"""Library attributes replaced by the harness's cheaper stand-ins for as long as some pytest session needs them.

conformance/bdd/steplookup.py, gherkincache.py, stepcalls.py and steprun.py each put functions of their own in place
of pytest-bdd's (and one of pytest's) module or class attributes while a session runs. pytest may run a session
inside another one (the harness's own tests do, through pytester), and the inner one ending must not take the
stand-ins from the outer one. So each module keeps one `StandIns`: a session that wants them holds them, the
first holder puts the stand-ins in place, and the library's own values come back when the last holder lets go.

The originals are read once, when the module that replaces them is imported; `untouched` tells whether anyone
else has replaced one of them since (another plugin, another release's layout), in which case the modules leave
the library as it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


class StandIns:
    """One module's replacements: each `(target, name, value)` puts `value` at `target.name` while held."""

    def __init__(self, places: Iterable[tuple[object, str, Any]]) -> None:
        self._places = tuple(places)
        self.originals: tuple[Any, ...] = tuple(vars(target).get(name) for target, name, _ in self._places)
        """What each place held when this was made: the library's own values (a class's `__dict__` entry, so a
        static method is compared and put back as the very object it was)."""
        self._holders: list[object] = []

    def untouched(self) -> bool:
        """Whether every place still holds the library's own value or the stand-in, and held something at first."""
        return all(
            original is not None and vars(target).get(name) in (original, value)
            for (target, name, value), original in zip(self._places, self.originals, strict=True)
        )

    @property
    def held(self) -> bool:
        return bool(self._holders)

    def hold(self, holder: object) -> None:
        """Put the stand-ins in place (if nobody holds them yet) until `holder` lets go."""
        if not self._holders:
            for target, name, value in self._places:
                setattr(target, name, value)
        self._holders.append(holder)

    def release(self, holder: object) -> None:
        """`holder` needs the stand-ins no more; the last holder to go puts the library's own values back."""
        if holder not in self._holders:
            return
        self._holders.remove(holder)
        if not self._holders:
            for (target, name, _), original in zip(self._places, self.originals, strict=True):
                setattr(target, name, original)
