"""The SVG map drawing (`conformance render`): well-formed, and showing what the state holds."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from conformance.cli import main
from conformance.games.sweet_lands.builder import TableBuilder
from conformance.games.sweet_lands.render import city_groups, connected_ports, render_area

SVG = "{http://www.w3.org/2000/svg}"


def _state() -> dict[str, Any]:
    table = TableBuilder(players=2, round=3)
    me = table.player(1)
    me["map"] = {
        "id": "small",
        "hexes": [
            {"q": 0, "r": 0, "terrain": "capital"},
            {"q": 1, "r": 0, "terrain": "wheat", "bonus": {"gain": {"gold": 3}}},
            {"q": 1, "r": -1, "terrain": "forest"},
            {"q": 0, "r": -1, "terrain": "mine"},
            {"q": 2, "r": 0, "terrain": "sea"},
            {"q": -1, "r": 1, "terrain": "special"},
        ],
        "extra_draw_areas": [{"id": "north", "q": 1, "r": 1}, {"id": "south", "q": -1, "r": 0}],
        "ports": [
            {"id": "east", "hex": "2,0", "pier_edge": "2,0|3,0"},
            {"id": "west", "hex": "-1,1", "pier_edge": "-2,1|-1,1"},
        ],
    }
    me["tiles"] = {
        "1,0": {"tile": "wheat_income", "flipped": True},
        "2,0": {"tile": "sea_income", "flipped": False},
        "1,-1": {"tile": "forest_income", "flipped": True},
    }
    me["roads"] = ["0,0|1,0", "1,-1|1,0"]
    me["properties"] = {"0,0": "house_1", "1,0": "tent_1", "1,-1": "building_1"}
    me["rabbits"] = ["1,0"]
    me["draw_areas"] = ["north"]
    return table.build()


def _titles(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [t.text or "" for t in root.iter(f"{SVG}title")]


def test_the_drawing_is_well_formed_svg_with_one_polygon_per_hex() -> None:
    svg = render_area(_state(), 1)
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    hexes = [p for p in root.iter(f"{SVG}polygon") if p.find(f"{SVG}title") is not None]
    assert len(hexes) == 6


def test_tiles_roads_properties_areas_and_ports_are_labelled() -> None:
    titles = _titles(render_area(_state(), 1))
    assert "1,0 wheat, tile wheat_income flipped" in titles
    assert "2,0 sea, tile sea_income face up" in titles
    assert "0,-1 mine, empty" in titles
    assert {"road 0,0|1,0", "road 1,-1|1,0"} <= set(titles)
    assert {"tent_1 (tent)", "house_1 (house)", "building_1 (building)"} <= set(titles)
    assert "north (active)" in titles and "south (inactive)" in titles
    assert "east connected" in titles and "west not connected" in titles
    assert "cookie rabbit" in titles


def test_cities_and_ports_are_computed_from_the_state() -> None:
    state = _state()
    me = state["players"][1]
    assert city_groups(state, me) == [{(0, 0), (1, 0), (1, -1)}]
    assert connected_ports(me["map"], me["tiles"]) == {"east"}


def test_a_player_without_a_map_gets_a_short_note() -> None:
    svg = render_area(_state(), 0)
    assert "no map board" in svg
    ET.fromstring(svg)


def test_the_cli_writes_the_svg_of_the_chosen_player(tmp_path: Path) -> None:
    source = tmp_path / "state.json"
    source.write_text(json.dumps({"state": _state()}), encoding="utf-8")
    out = tmp_path / "map.svg"
    result = CliRunner().invoke(main, ["render", str(source), "--player", "1", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "tent_1 (tent)" in out.read_text(encoding="utf-8")
    bad = CliRunner().invoke(main, ["render", str(source), "--player", "5"])
    assert bad.exit_code != 0


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "is empty"),
        (b"  \n", "is empty"),
        (b'{"state": {"game": "sweet-lands", "players": [', "is not JSON"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "not UTF-8"),
        (b"[" * 100_000, "nests more than 64"),
        (b"[1, 2]", "holds no game state"),
    ],
    ids=["empty", "blank", "cut", "binary", "deep", "list"],
)
def test_the_cli_answers_a_bad_state_file_with_a_usage_error(tmp_path: Path, content: bytes, words: str) -> None:
    """Issue #40.3: empty, cut and binary files ended in Python tracebacks."""
    source = tmp_path / "state.json"
    source.write_bytes(content)
    done = CliRunner().invoke(main, ["render", str(source)])
    assert done.exit_code == 2 and words in done.output, done.output
    assert not isinstance(done.exception, Exception) or isinstance(done.exception, SystemExit)


def test_the_cli_refuses_a_file_larger_than_a_protocol_line(tmp_path: Path) -> None:
    source = tmp_path / "state.json"
    source.write_bytes(b" " * (8 * 1024 * 1024 + 1))
    done = CliRunner().invoke(main, ["render", str(source)])
    assert done.exit_code == 2 and "larger than the" in done.output, done.output


def test_a_map_too_large_to_draw_gets_a_note_of_its_size() -> None:
    from conformance.games.sweet_lands.render import MAX_HEXES  # noqa: PLC0415

    state = _state()
    board = state["players"][1]["map"]
    board["hexes"] = [{**board["hexes"][0], "q": q, "r": 0} for q in range(MAX_HEXES + 1)]
    svg = render_area(state, 1)
    assert len(svg) < 1000 and f"more than the {MAX_HEXES} drawn" in svg
