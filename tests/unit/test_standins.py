"""conformance/bdd/standins.py: stand-ins stay while any holder needs them, and the library's own values come back
(the very objects) when the last holder lets go."""

from __future__ import annotations

import types

from conformance.bdd.standins import StandIns


def _library() -> tuple[types.ModuleType, type]:
    module = types.ModuleType("library")
    module.find = lambda: "theirs"  # type: ignore[attr-defined]

    class Step:
        @staticmethod
        def render() -> str:
            return "theirs"

    return module, Step


def test_the_last_holder_to_let_go_puts_the_originals_back() -> None:
    module, step = _library()
    original_find, original_render = module.find, vars(step)["render"]  # type: ignore[attr-defined]
    stand_ins = StandIns([(module, "find", lambda: "ours"), (step, "render", staticmethod(lambda: "ours"))])
    outer, inner = object(), object()
    stand_ins.hold(outer)
    stand_ins.hold(inner)
    assert module.find() == step.render() == "ours"  # type: ignore[attr-defined]
    stand_ins.release(inner)  # a session inside another ends: the outer one keeps the stand-ins
    assert module.find() == step.render() == "ours"  # type: ignore[attr-defined]
    stand_ins.release(object())  # one that never held them changes nothing
    assert stand_ins.held and module.find() == "ours"  # type: ignore[attr-defined]
    stand_ins.release(outer)
    assert not stand_ins.held
    assert module.find is original_find and vars(step)["render"] is original_render  # type: ignore[attr-defined]
    assert step.render() == "theirs"


def test_untouched_only_while_each_place_holds_the_original_or_the_stand_in() -> None:
    module, _ = _library()
    ours = lambda: "ours"  # noqa: E731
    stand_ins = StandIns([(module, "find", ours)])
    assert stand_ins.untouched()
    stand_ins.hold("session")
    assert stand_ins.untouched()
    stand_ins.release("session")
    module.find = lambda: "another plugin's"  # type: ignore[attr-defined]
    assert not stand_ins.untouched()
    assert not StandIns([(module, "missing", ours)]).untouched()  # a layout this was not written for
