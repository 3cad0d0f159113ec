"""The SVG drawing of a Loyang player's area (`conformance render --game loyang`): well-formed, showing the state."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from conformance.cli import main
from conformance.games import plugin
from conformance.games.loyang.builder import TableBuilder
from conformance.games.loyang.render import MARKERS, render_area
from conformance.tools.perft import perft_dir

SVG = "{http://www.w3.org/2000/svg}"


def _state() -> dict[str, Any]:
    table = TableBuilder(players=2, round=4)
    me = table.player(1)
    me.update(cash=7, loans=2, path=5, cart={"wheat": 2, "bean": 1}, storehouse={"pumpkin": 1}, shop={"wheat": 2})
    me["fields"][0].update(vegetable="wheat", count=6)
    plot = table.private_field(4, ["wheat", "bean"], "plot")
    me["fields"].append({"field": plot, "vegetable": "bean", "count": 3})
    stall = table.card("market_stall", id="stall_a", goods=[{"vegetable": "leek", "bowls": 2}])
    table.play(1, "market_stall", stall, goods={"leek": 1})
    acre = table.card("common_field", id="acre", size=3, allowed=["cabbage"], cost=2)
    lower = table.card("casual_customer", id="lower", order=["wheat", "bean", "leek"], price=6)
    table.play(1, "common_field", acre, vegetable="cabbage", count=2)["covers"] = lower
    wang = table.card("regular_customer", id="wang", pair=["wheat", "bean"], prices=[5, 6, 7, 8])
    table.play(1, "regular_customer", wang, marker="red", rows=2, due_from=2, last_delivery=3)
    me["hand"] = [table.filler()]
    return table.build()


def _titles(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(f"{SVG}title")]


def _texts(root: ET.Element) -> str:
    return " | ".join(t.text or "" for t in root.iter(f"{SVG}text"))


def test_the_drawing_is_well_formed_and_shows_the_area() -> None:
    root = ET.fromstring(render_area(_state(), 1))
    assert root.tag == f"{SVG}svg"
    words = _texts(root)
    for shown in ("Player 1", "7 Cash", "2 Loans", "Hand: 1 card", "Home field", "plot", "stall_a", "wang", "acre"):
        assert shown in words, shown
    titles = _titles(root)
    assert titles.count("wheat") >= 2 + 2 + 6 + 2  # Cart, Shop, Home field, wang's two delivered rows
    assert "Scoring marker" in titles and "Satisfaction marker: red" in titles
    assert "covers lower" in titles and "1 under" in words, "a stack shows its top card and how many lie under"
    fills = {c.get("fill") for c in root.iter(f"{SVG}circle")}
    assert MARKERS["red"] in fills


def test_the_path_shows_every_space_with_the_marker_on_the_players() -> None:
    state = _state()
    root = ET.fromstring(render_area(state, 1))
    words = _texts(root)
    assert "marker on space 5" in words
    assert all(f"¥{n}" in words for n in range(1, 21)) and "¥0" not in words


def test_a_new_game_is_drawn_from_the_spec_tables() -> None:
    state = json.loads((perft_dir("loyang") / "positions" / "setup-2p.json").read_text(encoding="utf-8"))
    for seat in (0, 1):
        root = ET.fromstring(plugin("loyang").render(state, seat))
        assert "10 Cash" in _texts(root) and "Field pile: 8 face down" in _texts(root)


def test_the_cli_draws_a_loyang_state(tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    path.write_text(json.dumps(_state()), encoding="utf-8")
    out = tmp_path / "area.svg"
    done = CliRunner().invoke(main, ["render", "--game", "loyang", "--player", "1", str(path), "-o", str(out)])
    assert done.exit_code == 0, done.output
    assert "wang" in _texts(ET.fromstring(out.read_text(encoding="utf-8")))


def test_the_site_drawings_are_one_line_each_and_mark_the_provisional_values() -> None:
    drawings = {d.component: d for d in plugin("loyang").site_drawings()}
    assert set(drawings) == {"shop", "path", "fields", "storehouse", "action_cards"}
    for drawing in drawings.values():
        assert "\n" not in drawing.html, "Markdown passes only a single-line HTML block untouched"
        for svg in drawing.html.split("<svg")[1:]:
            ET.fromstring("<svg" + svg.split("</svg>")[0].replace(" data-search-exclude", "") + "</svg>")
    # The Shop's buying prices are provisional (shop.json), so the Shop is marked; the Path and the Storehouse
    # have none (every Path space is sourced, errata E-16).
    assert "rs-provisional" in drawings["shop"].html and "stroke-dasharray" in drawings["shop"].html
    assert "rs-provisional" not in drawings["path"].html
    assert "rs-provisional" not in drawings["storehouse"].html
    assert drawings["action_cards"].html.count("<svg") == 5, "one drawing per kind of Action card"


def test_counts_past_what_a_drawing_shows_are_written_as_numbers() -> None:
    """Issue #40.3: a million vegetables in one field drew a million discs (100 MB of SVG, 400 MB of memory)."""
    state = _state()
    me = state["players"][1]
    me["fields"][0].update(vegetable="wheat", count=1_000_000)
    me.update(cart={"wheat": 1_000_000, "bean": 3}, storehouse={"pumpkin": 1_000_000}, shop={"wheat": 1_000_000})
    svg = render_area(state, 1)
    assert len(svg) < 100_000, f"{len(svg)} characters"
    words = _texts(ET.fromstring(svg))
    assert "1000000" in words and "of 1000000" in words  # the field
    assert "1000000 wheat, 3 bean" in words and "1000000 pumpkin" in words  # the Cart and the Storehouse
    assert "1000000 of 1000000" in words  # the Shop's wheat row


def test_the_cli_refuses_a_state_the_game_would_not_load(tmp_path: Path) -> None:
    state = _state()
    state["players"][1]["cash"] = -5
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    done = CliRunner().invoke(main, ["render", "--player", "1", str(path)])
    assert done.exit_code == 2 and "refuses to load (LY-16." in done.output, done.output
