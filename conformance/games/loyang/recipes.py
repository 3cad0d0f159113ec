"""How the Loyang perft positions (spec/loyang/perft/) and golden games (spec/loyang/golden/) are made.

Each perft recipe says in words what its position is, and builds it: from the
reference engine's `new_game`, or from a quiet table (builder.py) that the
reference engine loads and runs to its first decision. A quiet table carries its
own Shop, Path, Storehouse, fields and every card it uses (builder.py), so no count
rests on a provisional value of spec/loyang/components/. `conformance perft
--regenerate --game loyang` and `conformance golden --regenerate --game loyang`
(conformance/tools/perft.py, conformance/tools/golden.py) remake the files from these recipes.

Every count is made to depth 3 (conformance/tools/perft.py MAX_DEPTH), so each position
keeps its tree small: a few Cash, a short Cart, a handful of cards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conformance.engines.engine import Engine
from conformance.games import GoldenRecipe, PerftRecipe

from .builder import TableBuilder

State = dict[str, Any]
HERE = "conformance/games/loyang/recipes.py"


def _setup(engine: Engine) -> State:
    return engine.new_game("loyang", 2, 1)


def _first_turn() -> State:
    table = TableBuilder(players=2, round=1)
    player = table.player(0)
    player.update(cash=6, cart={"wheat": 2, "bean": 1})
    plot = table.private_field(3, ["wheat", "bean"], "plot")
    player["fields"].append({"field": plot, "vegetable": None, "count": 0})
    stall = table.card("market_stall", goods=[{"vegetable": "leek", "bowls": 2}, {"vegetable": "pumpkin", "bowls": 1}])
    table.play(0, "market_stall", stall, goods={"pumpkin": 1, "leek": 1})
    table.state["draw_pile"] = [table.filler() for _ in range(3)]
    return table.build()


def _distribution() -> State:
    """Round 2's Distribution round, player 0 (the Starting player) to take the first turn of 2 players."""
    table = TableBuilder(players=2, round=2)
    table.state["phase"] = "card"
    for seat, cash in ((0, 3), (1, 1)):
        table.player(seat)["cash"] = cash
    stall = table.card("market_stall", id="stall", goods=[{"vegetable": "wheat", "bowls": 1}])
    casual = table.card("casual_customer", id="casual", order=["wheat", "bean", "leek"], price=7)
    acre = table.card("common_field", id="acre", size=3, allowed=["cabbage"], cost=2)
    table.player(0)["hand"] = sorted([stall, casual])
    table.player(1)["hand"] = sorted([acre, table.filler()])
    regular = table.card("regular_customer", id="regular", pair=["wheat", "bean"], prices=[4, 5, 6, 7])
    table.state["courtyard"] = [regular]
    table.state["draw_pile"] = [table.card("market_stall", id="stall_top", goods=[{"vegetable": "leek", "bowls": 2}])]
    table.state["draw_pile"].append(table.filler())
    table.stack = [
        {"kind": "round_end"},
        {"kind": "action_phase"},
        {"kind": "distribution", "next": 0, "finished": []},
    ]
    return table.build()


def _end_of_turn() -> State:
    """Player 0 has ended the turn with 4 vegetables on the Cart and a full Storehouse: storing, then the Path."""
    table = TableBuilder(players=2, round=3)
    player = table.player(0)
    player.update(cash=4, cart={"wheat": 2, "bean": 1, "leek": 1}, storehouse={"pumpkin": 1}, path=2)
    player["shop"] = {"wheat": 2}  # a free space for one wheat, one bean and one leek: each can be sold
    table.state["draw_pile"] = [table.filler()]
    table.stack = [
        {"kind": "round_end"},
        {"kind": "turns"},
        {"kind": "turn_over", "player": 0},
        {"kind": "path_step", "player": 0},
        {"kind": "storing", "player": 0},
    ]
    table.state["turns_taken"] = []
    return table.build()


def _two_pack() -> State:
    """Player 0's turn with a Market stall in play: the Two-pack costs 1 Cash and draws a Common field and a stall."""
    table = TableBuilder(players=2, round=2)
    player = table.player(0)
    player.update(cash=3, cart={"wheat": 1})
    stall = table.card("market_stall", id="stall", goods=[{"vegetable": "bean", "bowls": 1}])
    table.play(0, "market_stall", stall, goods={"bean": 1})
    acre = table.card("common_field", id="acre", size=3, allowed=["wheat", "bean"], cost=2)
    booth = table.card("market_stall", id="booth", goods=[{"vegetable": "leek", "bowls": 1}])
    table.state["draw_pile"] = [acre, booth, table.filler()]
    return table.build()


def _regulars_due() -> State:
    """Round 4, player 0's turn with two Regular customers due: one can be served, the other's marker is red."""
    table = TableBuilder(players=2, round=4)
    player = table.player(0)
    player.update(cash=1, cart={"wheat": 1, "bean": 1, "cabbage": 1})
    wang = table.card("regular_customer", id="wang", pair=["wheat", "bean"], prices=[5, 6, 7, 8])
    table.play(0, "regular_customer", wang, marker="blue", rows=1, due_from=2, last_delivery=3)
    li = table.card("regular_customer", id="li", pair=["pumpkin", "leek"], prices=[5, 6, 7, 8])
    table.play(0, "regular_customer", li, marker="red", rows=2, due_from=2, last_delivery=2)
    table.state["draw_pile"] = [table.filler()]
    return table.build()


def _three_players() -> State:
    """3 players, round 3: players 1 and 2 have had their turns, player 0 takes the round's last."""
    table = TableBuilder(players=3, round=3, current=0)
    table.state["starting_player"], table.state["second_player"] = 1, 2
    table.player(0).update(cash=2, cart={"turnip": 1})
    plot = table.private_field(3, ["turnip", "cabbage"], "plot")
    table.player(0)["fields"].append({"field": plot, "vegetable": None, "count": 0})
    table.state["draw_pile"] = [table.filler() for _ in range(2)]
    return table.build()


def _partners() -> State:
    """4 players: Starting player 0, Second player 2, partner 3; players 0 and 2 have had their turns."""
    table = TableBuilder(players=4, round=2, current=3)
    state = table.state
    state["starting_player"], state["second_player"], state["partner"] = 0, 2, 3
    table.player(3).update(cash=1)
    table.player(1).update(cash=4, cart={"bean": 1, "leek": 1})
    table.player(2).update(cash=9, cart={"wheat": 3})  # had their turn: never asked again this round
    state["draw_pile"] = [table.filler()]
    return table.build()


def _loaded(build: Callable[[], State]) -> Callable[[Engine], State]:
    def make(engine: Engine) -> State:
        engine.load(build())
        return engine.state()

    return make


def _quiet(function: str) -> str:
    return f"{HERE} {function}: a quiet table (conformance/games/loyang/builder.py), loaded by the reference engine."


PERFT = (
    PerftRecipe(
        "setup-2p",
        "The first decision of a 2-player game: the first planting of both Home fields, then round 1.",
        "new_game for 2 players with seed 1, as the reference engine deals it (decisions.md L5.2).",
        _setup,
    ),
    PerftRecipe(
        "first-turn-2p",
        "Player 0's turn with 6 Cash, 2 wheat and 1 bean on the Cart, an unsown 3-space field for wheat and bean, "
        "and a Market stall with a pumpkin (1 bowl) and a leek (2 bowls).",
        _quiet("_first_turn"),
        _loaded(_first_turn),
    ),
    PerftRecipe(
        "distribution-2p",
        "Round 2's Distribution round, player 0 to take the first turn: a Market stall and a Casual customer in hand, "
        "a Regular customer in the Courtyard, a Market stall on top of the draw pile to turn up (2 players, LY-6.5.1); "
        "player 1 holds a Common field costing 2 Cash with 1 Cash.",
        _quiet("_distribution"),
        _loaded(_distribution),
    ),
    PerftRecipe(
        "end-of-turn-2p",
        "Player 0 has ended the turn in round 3 with 2 wheat, 1 bean and 1 leek on the Cart, a pumpkin filling the "
        "Storehouse, a Shop holding only 2 wheat (room for 1 wheat, 1 bean, 1 leek), 4 Cash and the marker on "
        "Path space 2: the store decision "
        "(sell, return, upgrade, Loan) until the Cart fits, then the Path steps.",
        _quiet("_end_of_turn"),
        _loaded(_end_of_turn),
    ),
    PerftRecipe(
        "two-pack-2p",
        "Player 0's turn in round 2 with 3 Cash, 1 wheat and a Market stall in play (the Two-pack costs 1 Cash): "
        "the draw pile's top two cards are a Common field costing 2 Cash and a Market stall.",
        _quiet("_two_pack"),
        _loaded(_two_pack),
    ),
    PerftRecipe(
        "regulars-due-2p",
        "Round 4, player 0's turn with 1 Cash, 1 wheat, 1 bean and 1 cabbage: Regular customer wang (wheat and bean, "
        "one row filled, blue marker) is due and can be served; li (pumpkin and leek, red marker) is due and cannot, "
        "so ending the turn asks for its 2 Cash penalty.",
        _quiet("_regulars_due"),
        _loaded(_regulars_due),
    ),
    PerftRecipe(
        "last-turn-3p",
        "3 players in round 3 (Starting player 1, Second player 2): player 0 takes the round's last turn with 2 Cash, "
        "1 turnip and an unsown field for turnip and cabbage; ending it ends the round, and round 4 begins.",
        _quiet("_three_players"),
        _loaded(_three_players),
    ),
    PerftRecipe(
        "partners-4p",
        "4 players in round 2: Starting player 0, Second player 2, player 3 the Starting player's partner; after "
        "player 3's turn (1 Cash) comes player 1's, the Second player's partner (LY-12.2.3), not player 0's.",
        _quiet("_partners"),
        _loaded(_partners),
    ),
)

GOLDEN = (
    GoldenRecipe("game-2p", 2, 101, (), "2 players, the Helpers in the draw pile."),
    GoldenRecipe("game-3p", 3, 202, (), "3 players, the Helpers in the draw pile."),
    GoldenRecipe("game-4p", 4, 303, (), "4 players with partners, the Helpers in the draw pile."),
    GoldenRecipe("introductory-3p", 3, 404, ("introductory",), "3 players, the introductory version (chapter 14)."),
    GoldenRecipe("solo", 1, 505, (), "The solo game: the opponent, the Courtyard grid (chapter 15)."),
    GoldenRecipe("solo-two-grid", 1, 606, ("two_grid_cards",), "The solo game with two grid cards (LY-15.2.5)."),
)

GOLDEN_WEIGHTS: dict[str, float] = {
    "take_loan": 0.02,
    "end_turn": 0.2,
    "pass": 0.2,
    "stop": 0.2,
    "discard_helper": 0.1,
    "buy": 0.4,
    "upgrade_storehouse": 0.3,
    "buy_two_pack": 0.5,
    "path_step": 6.0,
    "deliver_regular": 4.0,
    "serve_casual": 4.0,
    "plant": 3.0,
    "use_helper": 2.0,
}
"""How the golden games' chooser weighs Loyang's answers (1 for any type not named), so a recorded game looks
like a game: a Loan only when little else is open (a random chooser took dozens, and scores ran deeply
negative), customers served and fields planted when they can be, the Path climbed with what Cash is left, and
a turn ended or a step stopped only now and then, so turns use their cards."""
