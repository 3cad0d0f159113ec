"""Part 1 of the engine where scenarios say too little: the draft's direction over four players, saving in
the middle of a draft, the score breakdown's arithmetic and ranks, the pass steps' order, and free actions
outside a turn.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from conformance.games.sweet_lands.builder import TableBuilder
from reference_impl import IllegalAction, ReferenceEngine
from reference_impl.sweet_lands import Game, default_content, score
from reference_impl.sweet_lands.content import content_for, items
from reference_impl.sweet_lands.scoring import place
from reference_impl.sweet_lands.setup import new_game
from reference_impl.sweet_lands.state import GameState
from reference_impl.sweet_lands.turn import hand_cost_options, hand_cost_payable


def game_of(state: dict[str, Any]) -> Game:
    parsed = GameState.from_json(json.loads(json.dumps(state)))
    game = Game(parsed, content_for(parsed.components))
    game.advance()
    return game


def draft_state(players: int, deck: int = 40) -> dict[str, Any]:
    """Round 1 about to begin with hand drafting, `deck` plain cards in order c001, c002, ..."""
    b = TableBuilder(players=players)
    b.state["variants"] = ["hand_drafting"]
    b.fill_deck(deck)
    b.stack = [{"kind": "round_start", "round": 1}]
    return b.build()


def pick_lowest(game: Game) -> dict[int, list[str]]:
    """Every player picks their lowest card until the draft is over; returns each seat's picks in order."""
    picks: dict[int, list[str]] = {seat: [] for seat in range(len(game.state.players))}
    while game.state.pending and game.state.pending["kind"] == "draft_pick":
        seat = game.state.pending["player"]
        card = min(a["card"] for a in game.legal_actions())
        picks[seat].append(card)
        game.apply({"type": "draft_card", "card": card})
    return picks


def packet(game: Game, seat: int) -> list[str]:
    top = game.state.pending
    assert top is not None and top["kind"] == "draft_pick"
    cards: list[str] = top["packets"][seat]
    return sorted(cards)


def test_four_player_draft_passes_each_packet_to_the_next_seat_clockwise() -> None:
    game = game_of(draft_state(4))
    first = {seat: packet(game, seat) for seat in range(4)}
    assert first[0] == [f"c{i:03d}" for i in range(1, 7)], "packets are drawn in turn order, six each"
    assert first[3] == [f"c{i:03d}" for i in range(19, 25)]
    taken = {}
    for seat in range(4):
        assert game.state.pending == game.state.stack[-1] and game.state.pending["player"] == seat
        taken[seat] = min(first[seat])
        game.apply({"type": "draft_card", "card": taken[seat]})
    for seat in range(4):
        # Seat s now holds what seat s-1 (the player on its right) did not pick (SL-25.3.3).
        giver = (seat - 1) % 4
        assert packet(game, seat) == sorted(set(first[giver]) - {taken[giver]})


def test_four_player_draft_gives_each_player_six_cards_from_all_four_packets() -> None:
    game = game_of(draft_state(4))
    picks = pick_lowest(game)
    hands = {seat: sorted(game.player(seat).hand) for seat in range(4)}
    assert all(len(h) == 6 for h in hands.values())
    assert sorted(c for h in hands.values() for c in h) == [f"c{i:03d}" for i in range(1, 25)]
    assert all(len(p) == 5 for p in picks.values()), "the sixth card is set aside without a question"
    # Seat 0's picks come from the packets of seats 0, 3, 2, 1, 0 in that order.
    packets_of = {seat: {f"c{i:03d}" for i in range(6 * seat + 1, 6 * seat + 7)} for seat in range(4)}
    origins = [next(s for s, cards in packets_of.items() if card in cards) for card in picks[0]]
    assert origins == [0, 3, 2, 1, 0]


def test_a_saved_draft_resumes_exactly() -> None:
    game = game_of(draft_state(3))
    for _ in range(4):
        game.apply({"type": "draft_card", "card": min(a["card"] for a in game.legal_actions())})
    saved = game.state.to_json()
    twin = game_of(saved)
    assert twin.state.to_json() == saved
    assert pick_lowest(twin) == pick_lowest(game)
    assert twin.state.to_json() == game.state.to_json()


def test_a_draft_with_too_few_cards_still_ends() -> None:
    game = game_of(draft_state(3, deck=8))
    pick_lowest(game)
    hands = [len(p.hand) for p in game.state.players]
    assert sum(hands) == 8, "every card drawn for the draft ends in a hand; lost draws leave packets short"
    assert game.state.pending is not None and game.state.pending["kind"] == "turn"


def test_draft_pick_frames_are_never_changed_in_place() -> None:
    game = game_of(draft_state(2))
    before = json.loads(json.dumps(game.state.stack[-1]))
    frame = game.state.stack[-1]
    game.apply({"type": "draft_card", "card": "c001"})
    assert frame == before


def scoring_state(players: int = 2) -> dict[str, Any]:
    b = TableBuilder(players=players, round=5)
    for seat in range(players):
        b.player(seat)["passed"] = True
    b.stack = [{"kind": "round_end"}]
    return b.build()


def test_breakdown_adds_up_and_items_follow_the_rules() -> None:
    state = scoring_state()
    p = state["players"][0]
    p.update(vp=31, cp=4, ip=9)
    p["resources"].update(gold=29, diamond=3, wheat=7)
    state["milestones"] = [{"id": "milestone_1", "side": "a", "taken_by": 0}]
    game = game_of(state)
    assert game.state.phase == "game_over"
    mine = score(game)[0]
    assert mine["items"]["during_play"] == 31
    assert mine["items"]["city_points"] == 8
    assert mine["items"]["gold"] == 5
    assert mine["items"]["diamonds"] == 3
    assert mine["items"]["milestones"] == 10
    assert mine["items"]["ports"] == -40
    assert mine["total"] == sum(mine["items"].values())


@pytest.mark.parametrize(
    ("count", "others", "expected"),
    [(9, [9], 1), (8, [9], 2), (9, [8, 9], 1), (7, [9, 7], 2), (7, [9, 8], 3), (0, [0, 0], 1)],
)
def test_place_on_a_final_scoring_tile(count: int, others: list[int], expected: int) -> None:
    assert place(count, others) == expected


def test_ranks_use_totals_then_rabbits_and_share_the_rest() -> None:
    state = scoring_state(4)
    players = state["players"]
    for seat, vp in enumerate((20, 20, 20, 10)):
        players[seat]["vp"] = vp
    hexes = [{"q": 0, "r": 0, "terrain": "wheat"}]
    players[1]["map"] = {"id": "m", "hexes": hexes, "extra_draw_areas": [], "ports": []}
    players[1]["properties"] = {"0,0": "lab_1"}
    players[1]["rabbits"] = ["0,0"]
    ranks = {s["player"]: s["rank"] for s in score(game_of(state))}
    assert ranks == {1: 1, 0: 2, 2: 2, 3: 4}


def test_a_tie_with_the_neutral_player_for_first_leaves_no_second_place() -> None:
    state = scoring_state(3)
    tile = {"id": "t", "element": {"count": "highest_basic_income"}, "neutral": 6, "source": "test"}
    state["components"]["final_scoring_tiles"] = [tile]
    state["final_scoring"] = ["t"]
    for seat, value in enumerate((6, 5, 5)):
        state["players"][seat]["income"]["iron"] = value
    tiles = {s["player"]: s["items"]["final_scoring_tiles"] for s in score(game_of(state))}
    assert tiles == {0: 15, 1: 0, 2: 0}


def test_top_row_bonuses_read_the_end_of_game_abilities_of_complete_kinds() -> None:
    state = scoring_state()
    p = state["players"][0]
    p["map"] = {"id": "m", "hexes": [], "extra_draw_areas": [], "ports": []}
    for i in range(1, 6):
        p["map"]["hexes"] += [{"q": i, "r": 0, "terrain": "wheat"}, {"q": i, "r": 2, "terrain": "wheat"}]
        p["properties"][f"{i},0"] = f"house_{i}"
        p["properties"][f"{i},2"] = f"building_{i}"
    p.update(cp=6, ip=4)
    assert score(game_of(state))[0]["items"]["property_bonuses"] == 10


def test_every_action_area_has_one_or_three_spaces() -> None:
    """SL-8.1.1 is a property of the component data: checked here, not by a scenario."""
    assert {a["spaces"] for a in items("action_areas")} <= {1, 3}


def test_pass_steps_five_and_six_ask_nothing() -> None:
    b = TableBuilder(players=2, round=2)
    b.player(0)["hand"] = b.new_cards(1)
    b.player(0)["round_aid_space"] = 0
    b.state["components"]["skill_tiles"] = [
        {"id": name, "set": "regular", "abilities": [{"timing": "pass", "effect": {"vp": vp}}], "source": "test"}
        for name, vp in (("a", 1), ("b", 2))
    ]
    b.player(0)["skill_tiles"] = {"a": True, "b": True}
    game = game_of(b.build())
    game.apply({"type": "pass"})
    top = game.state.pending
    assert top is not None and (top["kind"], top["player"]) == ("move_round_aid", 0), "no order of tiles is asked"
    assert game.player(0).vp == 3


@pytest.mark.parametrize(
    ("stack", "phase", "rule"),
    [
        ([{"kind": "round_end"}], "action", "SL-18.4.1"),
        ([{"kind": "round_start", "round": 2}], "cleanup", "SL-5.6.2"),
    ],
)
def test_free_actions_outside_a_turn_cite_their_rule(stack: list[dict[str, Any]], phase: str, rule: str) -> None:
    b = TableBuilder(players=2, round=1)
    for seat in range(2):
        b.player(seat)["hand"] = b.new_cards(3)
        b.player(seat)["passed"] = True
        b.player(seat)["resources"]["gold"] = 20
    b.state["round_aid"][0] = {"standard": ["std_gold_income", "std_wood_income"], "pass": None}
    b.player(0)["round_aid_space"] = 0
    b.state["pass_order"] = [0, 1]
    b.fill_deck(20)
    b.stack = stack
    b.state["phase"] = phase
    engine = ReferenceEngine()
    engine.load(b.build())
    before = engine.state()
    with pytest.raises(IllegalAction) as refused:
        engine.apply({"type": "buy_card"})
    assert refused.value.rule == rule
    assert engine.state() == before


def test_hand_drafting_is_claimed_and_new_games_start_it() -> None:
    engine = ReferenceEngine()
    assert "hand_drafting" in engine.hello()["games"]["sweet-lands"]["variants"]
    state = engine.new_game("sweet-lands", 2, 1, {"variants": ["hand_drafting"]})["state"]
    assert state["variants"] == ["hand_drafting"]
    assert default_content().areas


def test_the_quick_hand_cost_check_agrees_with_the_list_of_ways_to_pay() -> None:
    """turn.hand_cost_payable answers without listing the ways to pay; it must agree with that list being non-empty."""
    chooser = random.Random(4)
    checked = with_diamonds = 0
    for seed, character in ((4, None), (5, "gretel_stollen")):
        game = new_game(default_content(), 2, seed, [], None)
        while game.state.pending is not None:
            actions = game.legal_actions()
            wanted = [a for a in actions if a.get("character") == character]
            for player in game.state.players:
                gretel = player.character == "gretel_stollen" and player.resources["diamond"] > 0
                for count in (1, 2, 3):
                    for reserved in (0, 1, 2):
                        listed = bool(hand_cost_options(game, player, count, reserved))
                        assert hand_cost_payable(game, player, count, reserved) == listed
                        checked += 1
                        with_diamonds += gretel
            game.apply(wanted[0] if wanted else chooser.choice(actions))
    assert checked > 1000
    assert with_diamonds > 0, "the diamond branch (Gretel Stollen) was never compared"
