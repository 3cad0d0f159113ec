"""The parse cache of feature files (conformance/bdd/gherkincache.py) answers exactly what gherkin's parser answers."""

from __future__ import annotations

from pathlib import Path

import pytest
from gherkin.parser import Parser
from pytest_bdd.gherkin_parser import GherkinDocument
from pytest_bdd.gherkin_parser import get_gherkin_document as bdd_get_gherkin_document

from conformance.bdd import gherkincache
from rulecore.paths import features_dir

SAMPLE = """\
Feature: Sample
  Scenario: One
    Given nothing
"""


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty cache folder of this test's own, and no entries remembered by this process."""
    monkeypatch.setenv(gherkincache.ENV, str(tmp_path / "cache"))
    monkeypatch.setattr(gherkincache, "_MEMO", {})
    where = gherkincache.folder()
    assert where is not None
    return where


def test_every_feature_file_parses_as_gherkin_parses_it_first_and_second_time(cache: Path) -> None:
    paths = sorted(features_dir().glob("*/*.feature"))
    assert len(paths) > 20
    for path in paths:
        text = path.read_text(encoding="utf-8")
        assert gherkincache.parse(text) == Parser().parse(text), path.name
    assert len(list(cache.glob("*.json"))) == len({p.read_bytes() for p in paths})
    gherkincache._MEMO.clear()  # the second answers come from the files on disk
    for path in paths:
        text = path.read_text(encoding="utf-8")
        assert gherkincache.parse(text) == Parser().parse(text), path.name


def test_an_edited_text_is_parsed_afresh_and_a_torn_entry_is_not_trusted(cache: Path) -> None:
    first = gherkincache.parse(SAMPLE)
    edited = gherkincache.parse(SAMPLE.replace("One", "Two"))
    assert first["feature"]["children"][0]["scenario"]["name"] == "One"
    assert edited["feature"]["children"][0]["scenario"]["name"] == "Two"
    for foreign in (b'{"torn', b"[]"):  # cut short, or JSON that is no document
        for entry in cache.glob("*.json"):
            entry.write_bytes(foreign)
        gherkincache._MEMO.clear()
        assert gherkincache.parse(SAMPLE) == Parser().parse(SAMPLE)


def test_each_caller_gets_a_document_of_its_own(cache: Path) -> None:
    gherkincache.parse(SAMPLE)["feature"]["name"] = "changed by a caller"
    assert gherkincache.parse(SAMPLE)["feature"]["name"] == "Sample"


def test_an_empty_folder_setting_turns_the_disk_cache_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(gherkincache.ENV, "")
    monkeypatch.setattr(gherkincache, "_MEMO", {})
    assert gherkincache.folder() is None
    assert gherkincache.parse(SAMPLE) == Parser().parse(SAMPLE)


def test_the_folder_keeps_only_the_newest_entries(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(gherkincache, "KEEP", 3)
    for n in range(6):
        gherkincache.parse(SAMPLE.replace("One", f"Number {n}"))
    assert len(list(cache.glob("*.json"))) == 3


def test_pytest_bdd_reads_through_the_cache_and_still_names_a_broken_file(cache: Path, tmp_path: Path) -> None:
    good, bad = tmp_path / "good.feature", tmp_path / "bad.feature"
    good.write_text(SAMPLE, encoding="utf-8")
    bad.write_text(SAMPLE + "    | a |\n    | 1 | 2 |\n", encoding="utf-8")  # a table row with a cell too many
    assert gherkincache.get_gherkin_document(str(good)) == bdd_get_gherkin_document(str(good))
    assert isinstance(gherkincache.get_gherkin_document(str(good)), GherkinDocument)
    with pytest.raises(Exception) as ours:
        gherkincache.get_gherkin_document(str(bad))
    with pytest.raises(Exception) as theirs:
        bdd_get_gherkin_document(str(bad))
    assert type(ours.value) is type(theirs.value)
    assert str(ours.value) == str(theirs.value)
    assert gherkincache.supported()
