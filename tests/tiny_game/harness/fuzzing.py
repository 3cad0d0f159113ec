"""Pig for the fuzzer: random quiet tables, edits that shrink a finding, and the sketch in the steps' words."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

from rulecore.rng import Rng

from .builder import PigBuilder

State = dict[str, Any]
Edit = Callable[[State], None]


def quiet_table(rng: random.Random, players: int) -> State:
    """A turn of some player, scores below 20, a turn total that play can reach (never 1)."""
    builder = PigBuilder(players, scores=[rng.randrange(20) for _ in range(players)], on_turn=rng.randrange(players))
    builder.turn_total = rng.choice([0, *range(2, 19)])
    builder.round, builder.rng = rng.randint(1, 6), Rng(rng.getrandbits(64)).to_hex()
    return builder.build()


def shrink_edits(state: State) -> Iterator[Edit]:
    """Scores to 0, then the turn total to 0: each keeps the position one that play reaches."""
    for player in state["players"]:
        if player["score"]:
            yield partial(_zero_score, seat=player["seat"])
    if state["turn_total"]:
        yield lambda s: s.update(turn_total=0)


def _zero_score(state: State, seat: int) -> None:
    state["players"][seat]["score"] = 0


def given_lines(state: State) -> list[str]:
    lines = [f"Given a {len(state['players'])}-player game of Pig", f"And it is round {state['round']}"]
    lines += [f"And player {p['seat']} has banked {p['score']} points" for p in state["players"] if p["score"]]
    lines.append(f"And the generator's state is {state['rng']}")
    pending = state.get("pending")
    if pending is None:
        return [*lines, "# the game is over"]
    if state["turn_total"]:
        return [*lines, f"And player {pending['player']} has rolled {state['turn_total']} points this turn"]
    return [*lines, f"And it is player {pending['player']}'s turn"]


def action_words(seat: int, action: dict[str, Any]) -> str:
    return f"When player {seat} {'rolls' if action.get('type') == 'roll' else 'holds'}"
