"""Setting up a game: the random draws at setup, then the players' choices (chapter 3).

Random draws happen in a fixed order from the game's generator so that every
engine that follows the spec builds the same game from the same seed
(decisions.md §Randomness): the start player (unless the options name one), the
citizen deck, the standard then the pass round aid tiles, the final scoring
tiles, the milestone tiles and their sides, (variant) the advanced skill tiles, and
in a solo game the A then the B solo deck; a solo game draws no final scoring or
milestone tiles, since it uses none (SL-26.2.2).
"""

from __future__ import annotations

from typing import Any

from reference_impl.errors import Unsupported
from rulecore.rng import Rng

from . import rules, solo
from .content import Content
from .game import Action, Game, decision
from .state import GameState, Player, RoundAidSpace

PLAYER_COUNTS = (1, 2, 3, 4)
"""A game for 1 player is the solo game of chapter 26."""
ADVANCED_VARIANT = "advanced_skill_tiles"


def _table(content: Content, players: int) -> dict[str, Any]:
    for row in content.table("setup"):
        if row.get("kind") == "player_count" and row["players"] == players:
            return row
    raise Unsupported(f"no setup table for {players} players")


def _aid_layout(content: Content, players: int) -> list[dict[str, Any]]:
    for entry in content.table("round_aid"):
        if entry.get("type") == "board":
            for layout in entry["layouts"]:
                low, _, high = str(layout["players"]).partition("-")
                if int(low) <= players <= int(high or low):
                    spaces: list[dict[str, Any]] = layout["spaces"]
                    return spaces
    raise Unsupported(f"no round aid board layout for {players} players")


def _expand(rows: list[dict[str, Any]]) -> list[str]:
    return [row["id"] for row in rows for _ in range(row.get("copies", 1))]


def _citizen_deck(content: Content) -> tuple[dict[str, Any], dict[str, str]]:
    """The citizen card types by id and each card's id (`c001`, ...) with its type: the same for every game
    of a content, so worked out once per content (each game copies them)."""
    found: tuple[dict[str, Any], dict[str, str]] | None = content.memo.get("citizen_deck")
    if found is None:
        rows = content.table("citizen_cards")
        types = {c["id"]: c for c in rows}
        ids = {f"c{i:03d}": type_id for i, type_id in enumerate(_expand(rows), start=1)}
        found = content.memo["citizen_deck"] = (types, ids)
    return found


def new_game(content: Content, players: int, seed: int, variants: list[str], start_player: int | None = None) -> Game:
    if players not in PLAYER_COUNTS:
        raise Unsupported(f"the reference engine plays 1-4 player games; {players} was asked for")
    if players == solo.SOLO_PLAYERS:
        solo.check_variants(variants)
    table = _table(content, players)
    rng = Rng(seed)
    start = rng.below(players) if start_player is None else start_player

    types, ids = _citizen_deck(content)
    card_types, cards, deck = dict(types), dict(ids), sorted(ids)
    rng.shuffle(deck)

    aid = content.table("round_aid")
    standard = rng.sample(_expand([t for t in aid if t.get("type") == "standard"]), table["standard_aid_tiles"])
    passes = rng.sample(_expand([t for t in aid if t.get("type") == "pass"]), table["pass_aid_tiles"])
    slots = {f"s{i}": t for i, t in enumerate(standard, start=1)} | {f"p{i}": t for i, t in enumerate(passes, start=1)}
    round_aid = [
        RoundAidSpace(
            standard=[slots[s] for s in space["standard_slots"]],
            pass_tile=next((slots[s] for s in space["pass_slots"]), None),
        )
        for space in _aid_layout(content, players)
    ]

    final_scoring: list[str] = []
    milestone_ids: list[str] = []
    # A solo game uses neither kind, so nothing is shuffled for them (SL-26.2.2, D4.6).
    if table["final_scoring_tiles"]:
        tiles = [t["id"] for t in content.table("final_scoring_tiles")]
        final_scoring = rng.sample(tiles, table["final_scoring_tiles"])
    if table["milestone_tiles"]:
        milestone_ids = rng.sample([t["id"] for t in content.table("milestones")], table["milestone_tiles"])
    milestones = [{"id": m, "side": "ab"[rng.below(2)], "taken_by": None} for m in milestone_ids]

    copies = next(r for r in content.table("setup") if r.get("kind") == "game")["skill_tile_copies"]
    skills = {t["id"]: copies for t in content.table("skill_tiles") if t.get("set") == "regular"}

    advanced: list[str] = []
    if ADVANCED_VARIANT in variants:
        # Players + 1 advanced skill tiles beside the board, drawn after every other draw (SL-16.6.1, D4.6).
        pool = [t["id"] for t in content.table("skill_tiles") if t.get("set") == "advanced"]
        advanced = rng.sample(pool, table["advanced_skill_tiles"])
    solo_pieces = solo.shuffled_decks(content, rng) if table.get("solo_decks") else None

    boards = {"main", *table["imitation_boards"]}
    areas: dict[str, list[int | str | None]] = {
        a["id"]: [None] * a["spaces"] for a in content.table("action_areas") if a["board"] in boards
    }
    state = GameState(
        rng=rng.to_hex(),
        players=[Player(seat=i) for i in range(players)],
        areas=areas,
        round_aid=round_aid,
        card_types=card_types,
        cards=cards,
        deck=deck,
        variants=sorted(variants),
        milestones=milestones,
        final_scoring=final_scoring,
        skill_supply=skills,
        advanced_supply=advanced,
        start_player=start,
        solo=solo_pieces,
    )
    game = Game(state, content)
    choosers = [(start - i) % players for i in range(1, players + 1)]
    game.push(
        *(
            frame
            for s in choosers
            for frame in (
                {"kind": "choose_character", "player": s},
                {"kind": "choose_map", "player": s},
            )
        ),
        *({"kind": "choose_round_aid", "player": s} for s in choosers),
        {"kind": "round_start", "round": 1},
    )
    game.advance()
    return game


def _taken_boards(game: Game) -> set[Any]:
    chars = game.content.characters
    return {chars[p.character]["board"] for p in game.state.players if p.character}


def _character_legal(game: Game, frame: dict[str, Any]) -> list[Action]:
    taken = _taken_boards(game)
    return [
        {"type": "choose_character", "character": c}
        for c, d in game.content.characters.items()
        if d["board"] not in taken
    ]


def _character_apply(game: Game, frame: dict[str, Any], action: Action) -> None:
    game.pop()
    player = game.player(frame["player"])
    player.character = action["character"]
    character = game.content.characters[action["character"]]
    for k, n in character["starting_resources"].items():
        player.resources[k] += n
    for k, n in character["starting_income"].items():
        player.income[k] += n


def _character_explain(game: Game, frame: dict[str, Any], action: Action) -> tuple[str, str] | None:
    if action.get("type") != "choose_character":
        return None
    wanted = action.get("character")
    found = game.content.by_id("characters").get(wanted) if isinstance(wanted, str) else None
    if found is None:
        return rules.CHARACTER_TAKEN, f"no character {wanted!r} is on offer in this game"
    return rules.CHARACTER_TAKEN, f"the character board of {found.get('name', wanted)} is already taken"


decision("choose_character", rules.CHARACTER_TAKEN, _character_legal, _character_apply, _character_explain)


MAP_FIELDS = ("id", "hexes", "capital_effect", "extra_draw_areas", "ports", "perimeter")
SHARED_SIDE = "A"


def _map_legal(game: Game, frame: dict[str, Any]) -> list[Action]:
    """The A side is the same on every board, so it is always there; a B side only once (SL-3.6.3)."""
    taken = {p.map["id"] for p in game.state.players if p.map}
    return [
        {"type": "choose_map", "map": m["id"]}
        for m in game.content.table("map_boards")
        if m["id"] == SHARED_SIDE or m["id"] not in taken
    ]


def _map_apply(game: Game, frame: dict[str, Any], action: Action) -> None:
    game.pop()
    side = game.content.by_id("map_boards")[action["map"]]
    game.player(frame["player"]).map = {k: side[k] for k in MAP_FIELDS if k in side}


def _map_explain(game: Game, frame: dict[str, Any], action: Action) -> tuple[str, str] | None:
    if action.get("type") != "choose_map":
        return None
    wanted = action.get("map")
    if not isinstance(wanted, str) or wanted not in game.content.by_id("map_boards"):
        return rules.CHARACTER_TAKEN, f"no map board has a side {wanted!r}"
    return rules.CHARACTER_TAKEN, f"map board side {wanted} is already taken by another player"


decision("choose_map", "SL-3.6.5", _map_legal, _map_apply, _map_explain)


def _aid_legal(game: Game, frame: dict[str, Any]) -> list[Action]:
    taken = {p.round_aid_space for p in game.state.players}
    return [{"type": "choose_round_aid_space", "space": i} for i in range(len(game.state.round_aid)) if i not in taken]


def _aid_apply(game: Game, frame: dict[str, Any], action: Action) -> None:
    game.pop()
    game.player(frame["player"]).round_aid_space = action["space"]


decision("choose_round_aid", "SL-3.8.2", _aid_legal, _aid_apply)
