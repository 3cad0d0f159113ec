"""tools/mutation.py's parts that need no cluster: the draw, the rules a mutant touches, the resumable session,
the progress line, and the record a finished session becomes. The real thing, on a real Ray cluster, is
tests/integration/test_ray_mutation.py (long profile)."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import orjson
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from mutants import population, record  # noqa: E402
from mutants.cluster import Progress  # noqa: E402
from mutants.session import Session  # noqa: E402
from mutants.trial import KILLED, SURVIVED, Verdict, _first_failure  # noqa: E402

MODULE = textwrap.dedent(
    '''\
    """Market rules (LY-9.1.1). Also see SL-3.1.1, another game's rule."""
    from __future__ import annotations


    def buy(stock: int, price: int) -> int:
        """Pay for one crate (LY-9.2.1, LY-9.2.3)."""
        return stock - price


    def helper(x: int) -> int:
        return x + 1


    class Stall:
        """A stall (LY-9.4.1)."""

        def open(self, n: int) -> bool:
            return n > 0
    '''
)


def mutant(n: int, module: str = "m.py") -> population.Mutant:
    return population.Mutant(module, "core/NumberReplacer", n, n + 1, "f", ("LY-9.2.1",), f"- x = {n}\n+ x = {n + 1}")


@pytest.fixture
def module_file(tmp_path: Path) -> Path:
    path = tmp_path / "market.py"
    path.write_text(MODULE, encoding="utf-8")
    return path


def test_a_mutant_touches_the_rules_its_function_cites(module_file: Path) -> None:
    assert population.cited_rules(module_file, 7, "LY") == ("LY-9.2.1", "LY-9.2.3")


def test_a_function_citing_nothing_falls_back_to_the_module_docstring_and_ignores_other_games(
    module_file: Path,
) -> None:
    assert population.cited_rules(module_file, 11, "LY") == ("LY-9.1.1",)


def test_a_method_takes_its_class_citation(module_file: Path) -> None:
    assert population.cited_rules(module_file, 18, "LY") == ("LY-9.4.1",)


def test_the_chapter_is_the_first_rule_s_and_shared_where_none_is_cited() -> None:
    assert mutant(1).chapter == "LY-9"
    assert population.Mutant("m.py", "op", 0, 1, "f").chapter == population.SHARED


def test_an_annotation_is_not_a_place_to_mutate(module_file: Path) -> None:
    assert population._in_annotation(module_file, (5, 15))  # `int` of `stock: int`
    assert not population._in_annotation(module_file, (7, 11))  # `stock - price`


def test_the_draw_is_seeded_and_takes_a_fresh_order_per_seed() -> None:
    everyone = [mutant(n) for n in range(50)]
    assert population.shuffled(everyone, 1) == population.shuffled(everyone, 1)
    assert population.shuffled(everyone, 1) != population.shuffled(everyone, 2)
    assert sorted(population.shuffled(everyone, 1), key=lambda m: m.occurrence) == everyone


def test_changed_lines_show_the_change_without_indentation() -> None:
    assert population.changed_lines("a = 1\n    if x < 2:\n", "a = 1\n    if x <= 2:\n") == "- if x < 2:\n+ if x <= 2:"


def test_a_session_resumes_with_what_finished_and_ignores_a_line_cut_short(tmp_path: Path) -> None:
    session = Session(tmp_path / "s")
    session.start({"game": "loyang", "mutants": [mutant(0).as_json(), mutant(1).as_json()]}, b"tree")
    session.record("a", Verdict(KILLED, 1.5, "loyang/x"), "w1")
    with session.done_file.open("ab") as out:
        out.write(b'{"key": "b", "outco')  # the run was stopped while writing
    assert set(session.done()) == {"a"}
    assert session.done()["a"]["killed_by"] == "loyang/x"
    with pytest.raises(FileExistsError):
        session.start({"game": "loyang", "mutants": []}, b"tree")


def test_the_record_needs_every_mutant_tried_and_carries_each_outcome(tmp_path: Path) -> None:
    session = Session(tmp_path / "s")
    drawn = [population.Mutant("m.py", "op", n, n, "f", (), "- a\n+ b", key=f"k{n}").as_json() for n in range(2)]
    plan = {
        "game": "loyang",
        "commit": "abc",
        "date": "2026-12-07",
        "tool": "cosmic-ray",
        "command": "python tools/mutation.py run",
        "seed": 1,
        "population": 9,
        "population_by_module": {"m.py": 9},
        "not_programs": 0,
        "modules": ["m.py"],
        "steps": [],
        "digests": {"suite": "s", "code": "c"},
        "mutants": drawn,
    }
    session.start(plan, b"tree")
    session.record("k0", Verdict(SURVIVED, 1.0), "w")
    with pytest.raises(ValueError, match="1 mutants of the session are not tried yet"):
        record.from_session(session, [])
    session.record("k1", Verdict(KILLED, 1.0, "loyang/y"), "w")
    made = record.from_session(session, [{"what": "draw"}])
    assert [(m["key"], m["outcome"], m["killed_by"]) for m in made["mutants"]] == [
        ("k0", SURVIVED, ""),
        ("k1", KILLED, "loyang/y"),
    ]
    assert made["population"] == 9 and made["digests"] == {"suite": "s", "code": "c"}


def test_progress_says_what_is_done_the_rate_and_the_time_left() -> None:
    said: list[str] = []
    progress = Progress(total=10, already=4, say=said.append)
    progress.update(mutant(3, "reference_impl/loyang/market.py").as_json(), Verdict(SURVIVED, 2.0))
    assert said[0].startswith("[5/10] survived    market.py:4 NumberReplacer (2.0 s)")
    assert "killed 0, survived 1 this run" in said[0] and "mutants/min" in said[0] and "min left" in said[0]


def test_the_first_failing_scenario_is_read_from_the_run_s_report(tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    scenarios = [{"id": "a", "outcome": "passed"}, {"id": "b", "outcome": "failed"}, {"id": "c", "outcome": "failed"}]
    report.write_bytes(orjson.dumps({"scenarios": scenarios}))
    assert _first_failure(report) == "b"
    report.write_bytes(b"{not json")
    assert _first_failure(report) == ""
