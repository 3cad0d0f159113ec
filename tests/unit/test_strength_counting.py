"""How strict a pass is, counted one way for every reader (conformance/games/strength.py): equivalent survivors
left out, a figure per chapter, and a figure that says it is out of date once the scenarios or the code change."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from conformance.games import registered, strength
from rulecore.registry import GameInfo, games
from tests.mutation_records import mutant, record, write

LOYANG = games()["loyang"]


def test_equivalent_survivors_are_left_out_and_every_other_outcome_but_survived_counts_as_killed() -> None:
    found = strength.Strength(
        "loyang",
        record(
            LOYANG,
            [
                mutant("a", "LY-7", "killed"),
                mutant("b", "LY-7", "timeout"),
                mutant("c", "LY-7", "incompetent"),
                mutant("d", "LY-7", "survived"),
                mutant("e", "LY-7", "survived"),
                mutant("f", "LY-7", "killed"),
            ],
        ),
        # "f" was killed: a reason written for it must not take it out of the count.
        {"e": "no game reaches it", "f": "mistaken"},
        (),
    )
    assert (found.overall().killed, found.overall().counted) == (4, 5)
    assert str(found.overall()) == "80 %"
    assert [m["key"] for m in found.survivors()] == ["d"]
    assert [m["key"] for m in found.counted()] == ["a", "b", "c", "d", "f"]


def test_each_chapter_has_its_figure_in_chapter_order_and_the_shared_machine_last() -> None:
    found = strength.Strength(
        "loyang",
        record(
            LOYANG,
            [
                mutant("s1", strength.SHARED, "killed"),
                mutant("t1", "LY-10", "survived"),
                mutant("t2", "LY-10", "killed"),
                mutant("n1", "LY-9", "killed"),
                mutant("n2", "LY-9", "survived"),
                mutant("n3", "LY-9", "survived"),
            ],
        ),
        {"n3": "the two branches do the same"},
        (),
    )
    figures = found.chapters()
    assert list(figures) == ["LY-9", "LY-10", strength.SHARED], "9 before 10: numbers, not text"
    assert [(f.killed, f.counted) for f in figures.values()] == [(1, 2), (1, 2), (1, 1)]
    assert figures["LY-9"].percent == 50.0


def test_a_record_and_its_triage_are_read_from_beside_the_plugin(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    plugin = registered()["loyang"]
    monkeypatch.setattr(strength, "results_file", lambda plugin: tmp_path / plugin.info.id / strength.RESULTS)
    assert strength.load(plugin) is None, "never measured"
    write(tmp_path / "loyang", record(LOYANG, [mutant("a", "LY-7", "survived")]), {"a": "cannot happen"})
    found = strength.load(plugin)
    assert found is not None and found.current and found.equivalent == {"a": "cannot happen"}
    assert found.overall().counted == 0 and found.survivors() == []
    assert set(strength.of_games(["loyang", "sweet-lands", "an-outside-game"])) == {"loyang"}


def _game_in(tmp_path: Path) -> tuple[GameInfo, Path]:
    """A copy of Loyang's features in a tree of its own, so that a test may change one."""
    info = dataclasses.replace(LOYANG, root=tmp_path)
    info.features_dir.mkdir(parents=True)
    for path in sorted(LOYANG.features_dir.glob("*.feature"))[:3]:
        (info.features_dir / path.name).write_bytes(path.read_bytes())
    return info, sorted(info.features_dir.glob("*.feature"))[0]


def test_a_changed_feature_file_makes_the_figure_out_of_date_naming_the_scenarios(tmp_path: Path) -> None:
    info, feature = _game_in(tmp_path)
    data = record(info, [mutant("a", "LY-7", "killed")])
    assert strength.changes(info, data) == ()
    feature.write_text(feature.read_text(encoding="utf-8") + "\n# one more line\n", encoding="utf-8")
    assert strength.changes(info, data) == ("the scenarios",)
    data["digests"]["code"] = "0" * 64
    assert strength.changes(info, data) == ("the scenarios", "the engine's code")


def test_the_code_hash_covers_each_mutated_module(tmp_path: Path) -> None:
    (tmp_path / "reference_impl").mkdir()
    module = tmp_path / "reference_impl" / "rules.py"
    module.write_text("LIMIT = 3\n", encoding="utf-8")
    before = strength.code_digest(["reference_impl/rules.py"], tmp_path)
    module.write_text("LIMIT = 4\n", encoding="utf-8")
    assert strength.code_digest(["reference_impl/rules.py"], tmp_path) != before
    assert strength.code_digest(["reference_impl/gone.py"], tmp_path) is None, "sources not installed"


def test_the_statement_is_current_in_the_present_and_out_of_date_in_the_past() -> None:
    mutants = [mutant("a", "LY-7", "killed"), mutant("b", "LY-7", "survived"), mutant("c", "LY-7", "survived")]
    current = strength.Strength("loyang", record(LOYANG, mutants), {"c": "same play"}, ())
    said = current.statement()
    assert said.startswith("This suite fails 50 % of the engine mutants we could make (1 of 2 ")
    assert "1,234 possible small changes; 1 more plays exactly as the rules say" in said
    assert "measured on 7 December 2026 at commit abc1234." in said and "Out of date" not in said
    old = dataclasses.replace(current, changed=("the engine's code",))
    said = old.statement()
    assert "This suite fails" not in said and said.startswith("When measured on 7 December 2026 at commit abc1234")
    assert said.endswith(
        "Out of date: the engine's code has changed since, so this figure no longer describes the suite until it "
        "is measured again."
    )
    both = dataclasses.replace(current, changed=("the scenarios", "the engine's code")).statement()
    assert "the scenarios and the engine's code have changed since" in both


def test_a_whole_population_is_said_to_be_whole() -> None:
    data = record(LOYANG, [mutant("a", "LY-7", "killed"), mutant("b", "LY-7", "killed")])
    data["population"] = 4  # two drawn and two that are no program
    found = strength.Strength("loyang", data, {}, ())
    assert found.whole and "(2 of 2 wrong versions of the reference engine, every one of the 2 possible small " in (
        found.statement()
    )
    assert not dataclasses.replace(found, data={**data, "population": 5}).whole
