"""`ReferenceEngine`: the protocol's verbs as Python methods, with plain JSON-compatible data.

Every verb either succeeds or raises an `EngineError` carrying the protocol code
(and the rule ID for an illegal action) and leaves the game exactly as it was.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import orjson
from jsonschema import Draft202012Validator

from conformance import wire
from conformance.paths import schemas_dir, spec_version

from . import __version__
from .errors import EngineError, InvalidRequest, InvalidState, Unsupported
from .sweet_lands import Game, default_content, score
from .sweet_lands.content import Content, content_for
from .sweet_lands.flow import check_loadable
from .sweet_lands.game import same_json
from .sweet_lands.setup import PLAYER_COUNTS, new_game
from .sweet_lands.state import GameState

GAME_ID = "sweet-lands"
PROTOCOL = 1
VARIANTS = ("variable_turn_order", "hand_drafting", "advanced_skill_tiles")
FEATURES: tuple[str, ...] = ("solo", "count", "view")
HIDDEN_FIELDS = ("rng", "stack", "deck")
"""Left out of player views: the generator (it foretells shuffles), the stack (frames may hold cards), the deck."""


@cache
def _validator(name: str) -> Draft202012Validator:
    with (schemas_dir() / "sweet-lands" / name).open(encoding="utf-8") as f:
        return Draft202012Validator(json.load(f))


CHECKPOINT_EVERY = 256
"""Applied actions between two saved copies of the state (see `ReferenceEngine.apply`)."""


class ReferenceEngine:
    """The bundled engine. One instance holds one game at a time.

    The hot path (`legal_actions` then `apply`) generates the legal actions once per
    position and never copies, encodes or validates the whole state.
    """

    def __init__(self) -> None:
        self._game: Game | None = None
        self._legal: bytes | None = None
        self._checkpoint: dict[str, Any] = {}
        self._since: list[dict[str, Any]] = []

    def _start(self, game: Game) -> None:
        self._game = game
        self._legal = None
        self._checkpoint = game.state.to_json()
        self._since = []

    def hello(self) -> dict[str, Any]:
        return {
            "protocol": PROTOCOL,
            "engine": {"name": "sweet-lands-reference", "version": __version__},
            "spec_version": spec_version(),
            "games": {
                GAME_ID: {"players": list(PLAYER_COUNTS), "variants": list(VARIANTS), "features": list(FEATURES)}
            },
        }

    def new_game(self, game: str, players: int, seed: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
        if game != GAME_ID:
            raise Unsupported(f"unknown game {game!r}; this engine plays {GAME_ID!r}")
        variants = list((options or {}).get("variants", []))
        unknown = sorted(set(variants) - set(VARIANTS))
        if unknown:
            raise Unsupported(f"variants not supported: {', '.join(unknown)}")
        start = (options or {}).get("start_player")
        if start is not None and not (isinstance(start, int) and 0 <= start < players):
            raise InvalidRequest(f"options.start_player must be a seat from 0 to {players - 1}")
        self._start(new_game(default_content(), players, seed, variants, start))
        return {"state": self._current().state.to_json()}

    def load(self, state: dict[str, Any]) -> dict[str, Any]:
        if not isinstance(state, dict) or state.get("game") != GAME_ID:
            raise InvalidState(f"a state must be an object whose 'game' is {GAME_ID!r}")
        problem = next(iter(_validator("state.schema.json").iter_errors(state)), None)
        if problem is not None:
            where = "/".join(str(p) for p in problem.absolute_path) or "(state)"
            raise InvalidState(f"the state does not match state.schema.json at {where}: {problem.message}")
        try:
            parsed = GameState.from_json(state)
            game = Game(parsed, content_for(parsed.components))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise InvalidState(f"the state is malformed: {type(exc).__name__}: {exc}") from exc
        check_loadable(game)
        game.advance()
        self._start(game)
        return {}

    def state(self) -> dict[str, Any]:
        return {"state": self._current().state.to_json()}

    def legal_actions(self) -> dict[str, Any]:
        actions = self._current().legal_actions()
        # An encoded copy is kept, not the list: the caller owns the list and may change it.
        self._legal = orjson.dumps(actions)
        return {"actions": actions}

    def _match(self, action: dict[str, Any]) -> dict[str, Any] | None:
        """The engine's own copy of `action` if it is one of this position's answers, JSON types
        included (`true` is not `1`), else None."""
        encoded = self._legal
        if encoded is None:
            encoded = orjson.dumps(self._current().legal_actions())
            self._legal = encoded
        answers: list[dict[str, Any]] = orjson.loads(encoded)
        return next((answer for answer in answers if answer == action and same_json(action, answer)), None)

    def apply(self, action: dict[str, Any]) -> dict[str, Any]:
        game = self._current()
        if not isinstance(action, dict):
            raise InvalidRequest("'action' must be a JSON object")
        matched = self._match(action)
        if matched is None:
            # Off the hot path: a malformed action is named as such before it is judged illegal.
            problem = next(iter(_validator("action.schema.json").iter_errors(action)), None)
            if problem is not None:
                raise InvalidRequest(f"the action does not match action.schema.json: {problem.message}")
        self._legal = None
        try:
            game.apply(matched or action, checked=matched is not None)
        except EngineError as exc:
            # Refused (or failed) actions must leave no trace (spec/protocol.md §2.4).
            if exc.code not in {"illegal_action", "invalid_request"}:
                self._restore()
            raise
        except Exception:
            self._restore()
            raise
        assert matched is not None  # game.apply refuses whatever no legal answer matches
        self._since.append(matched)
        if len(self._since) >= CHECKPOINT_EVERY:
            self._checkpoint, self._since = game.state.to_json(), []
        return {}

    def _restore(self) -> None:
        """Put back the state from before the failed action.

        Rather than copying the state before every action, the engine keeps a copy
        every CHECKPOINT_EVERY actions and replays the accepted actions since; the
        engine is deterministic, so the replay reaches exactly the same state.
        """
        game = Game(GameState.from_json(self._checkpoint), self._current().content)
        for done in self._since:
            game.apply(done)
        self._game = game

    def score(self) -> dict[str, Any]:
        return {"scores": score(self._current())}

    def count(self, depth: int, divide: bool = False) -> dict[str, Any]:
        """Perft (protocol §4): how many action sequences of length `depth` start here.

        Every node is a fresh copy of the state made with to_json/from_json, so the
        live game is never touched, whatever the search meets.
        """
        game = self._current()
        root = wire.dumps(game.state.to_json())
        actions = game.legal_actions() if depth > 0 else []
        if not divide:
            return {"nodes": _perft(root, depth, game.content)}
        parts = [
            {"action": a, "nodes": _perft(_child(root, a, game.content), depth - 1, game.content)} for a in actions
        ]
        return {"nodes": sum(p["nodes"] for p in parts) if parts else 1, "divide": parts}

    def view(self, player: int) -> dict[str, Any]:
        """The state as player `player` may see it (protocol §4 gives the shape, SL-1.8.1 what is hidden)."""
        state = self._current().state.to_json()
        if not 0 <= player < len(state["players"]):
            raise InvalidRequest(f"player must be a seat from 0 to {len(state['players']) - 1}")
        return {"state": player_view(state, player)}

    def _current(self) -> Game:
        if self._game is None:
            raise InvalidState("no game is loaded: send new_game or load first")
        return self._game


def _child(parent: bytes, action: dict[str, Any], content: Content) -> bytes:
    """The state (as JSON text) after `action`, computed on a private copy of `parent`."""
    game = Game(GameState.from_json(wire.loads(parent)), content)
    try:
        game.apply(action)
    except Unsupported as exc:
        raise Unsupported(
            f"count reaches something the reference engine does not implement yet: {exc.message}"
        ) from None
    return wire.dumps(game.state.to_json())


def _perft(node: bytes, depth: int, content: Content) -> int:
    """Sequences of `depth` actions from `node`; a game that ends sooner counts once (protocol §4)."""
    if depth == 0:
        return 1
    actions = Game(GameState.from_json(wire.loads(node)), content).legal_actions()
    if not actions:
        return 1
    if depth == 1:
        return len(actions)
    return sum(_perft(_child(node, a, content), depth - 1, content) for a in actions)


def _strings(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set(value).union(*(_strings(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_strings(v) for v in value))
    return set()


def player_view(state: dict[str, Any], seat: int) -> dict[str, Any]:
    """What `seat` may see: own hand, others' hands and the deck as counts, everything open as it is.

    `cards` keeps only the ids that appear elsewhere in the view, so it never names a
    card the viewer cannot see (one in another hand, in the deck, or held by a frame).
    """
    view = {k: v for k, v in state.items() if k not in HIDDEN_FIELDS and k != "cards"}
    view["viewer"] = seat
    view["deck_size"] = len(state["deck"])
    players = []
    for player in state["players"]:
        shown = {k: v for k, v in player.items() if k != "hand" or player["seat"] == seat}
        shown["hand_size"] = len(player["hand"])
        players.append(shown)
    view["players"] = players
    if state.get("solo") is not None:
        # The solo decks lie face down (SL-26.2.3): their order is shown as a count, like the citizen deck's.
        view["solo"] = {**state["solo"], "decks": {k: len(v) for k, v in state["solo"]["decks"].items()}}
    seen = _strings(view)
    view["cards"] = {card: kind for card, kind in state["cards"].items() if card in seen}
    return view
