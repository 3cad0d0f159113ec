"""`ReferenceEngine`: the protocol's verbs as Python methods, for every registered game.

Every verb either succeeds or raises an `EngineError` carrying the protocol code
(and the rule ID for an illegal action) and leaves the game exactly as it was.
What a verb means for one game comes from that game's `Rules` (games.py); what
stays here is the same for every game: matching an answer against the legal
list, checkpoints for undoing a failed action, and perft.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import orjson

from rulecore import wire

from . import __version__
from .errors import EngineError, InvalidRequest, InvalidState, Unsupported
from .games import Position, Rules, registered

PROTOCOL = 1
CHECKPOINT_EVERY = 1024
"""Applied actions between two saved copies of the state (see `ReferenceEngine.apply`). A copy costs
up to 0.9 million instructions for the larger game's state, 3,500 a decision at every 256th; a replay after a
failure, at most this many actions, costs a few tens of milliseconds, and only a failure pays it."""
COUNT_POSITIONS = 2000
"""The most positions one `count` makes (a few seconds): past it the count is refused with
`unsupported` (protocol §4 lets an engine bound the work of a count). Every golden perft count
stays well inside it; depth 3 of a busy turn, and any depth 4, do not."""


class ReferenceEngine:
    """The bundled engine. One instance holds one game at a time, of any registered game.

    The hot path (`legal_actions` then `apply`) generates the legal actions once per
    position and never copies, encodes or validates the whole state.
    """

    def __init__(self, games: dict[str, Rules] | None = None) -> None:
        self._games = registered() if games is None else games
        self._rules: Rules | None = None
        self._game: Position | None = None
        self._legal: _Answers | None = None
        self._origin: Callable[[], Position] | None = None
        self._since: list[dict[str, Any]] = []

    def _start(self, rules: Rules, game: Position, origin: Callable[[], Position] | None = None) -> dict[str, Any]:
        """Make `game` the current one; its state, which the caller may keep.

        `origin` makes `game` again, for `_restore` to replay from: `new_game` passes its own request,
        since the same request deals the same game (protocol §3.2) and a copy of a fresh state costs up
        to 0.45 million instructions, 2,000 a decision of a game; otherwise the state is copied."""
        self._rules = rules
        self._game = game
        self._legal = None
        state = game.to_json()
        self._origin = origin or self._copied(rules, game, state)
        self._since = []
        return state

    @staticmethod
    def _copied(rules: Rules, game: Position, state: dict[str, Any]) -> Callable[[], Position]:
        """A maker of positions like `game` in `state` (a checkpoint: its text, not the caller's object)."""
        text = wire.dumps(state)
        return lambda: rules.restore(wire.loads(text), game)

    def hello(self) -> dict[str, Any]:
        return {
            "protocol": PROTOCOL,
            "engine": {"name": "boardgame-reference", "version": __version__},
            "games": {
                game: {**rules.claims(), "spec_version": rules.info.spec_version} for game, rules in self._games.items()
            },
        }

    def _rules_for(self, game: Any) -> Rules:
        rules = self._games.get(game) if isinstance(game, str) else None
        if rules is None:
            raise Unsupported(f"unknown game {game!r}; this engine plays {', '.join(map(repr, self._games))}")
        return rules

    def new_game(self, game: str, players: int, seed: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
        rules = self._rules_for(game)
        if players not in rules.claims()["players"]:
            raise Unsupported(f"{game} is played here by {rules.claims()['players']} players, not {players}")
        kept = copy.deepcopy(options or {})  # the replay's own: the caller may change theirs afterwards
        made = rules.new_game(players, seed, options or {})
        return {"state": self._start(rules, made, lambda: rules.new_game(players, seed, kept))}

    def load(self, state: dict[str, Any]) -> dict[str, Any]:
        if not isinstance(state, dict) or not isinstance(state.get("game"), str):
            raise InvalidState("a state must be an object whose 'game' names the game")
        if state["game"] not in self._games:
            raise InvalidState(f"the state's game {state['game']!r} is none of {', '.join(map(repr, self._games))}")
        rules = self._games[state["game"]]
        self._start(rules, rules.load(state))
        return {}

    def state(self) -> dict[str, Any]:
        return {"state": self._current().to_json()}

    def legal_actions(self) -> dict[str, Any]:
        actions = self._current().legal_actions()
        self._legal = _Answers(actions)
        return {"actions": actions}

    def legal_actions_text(self) -> bytes:
        """`legal_actions()["actions"]` as JSON text, for the server: the list is encoded once, and
        that one encoding serves both the response and the later match of `apply`."""
        answers = self._legal = _Answers(self._current().legal_actions())
        return answers.text

    def _match(self, action: dict[str, Any]) -> dict[str, Any] | None:
        """The engine's own copy of `action` if it is one of this position's answers, JSON types
        included (`true` is not `1`), else None.

        The answers are kept as JSON text, not as the list handed out (the caller owns that list
        and may change it). An action a client sends back unchanged has the same text, so one
        encoding and one search of the list's text find it; anything else (keys in another
        order, say) is compared answer by answer.
        """
        answers = self._legal
        if answers is None:
            answers = self._legal = _Answers(self._current().legal_actions())
        try:
            text: bytes | None = orjson.dumps(action, option=orjson.OPT_PASSTHROUGH_SUBCLASS)
        except TypeError:  # not plain JSON data (a subclass, an integer past 64 bits): no text can match
            text = None
        if text is not None and answers.holds(text):
            own: dict[str, Any] = orjson.loads(text)
            # Equal text lets NaN pass for null, a tuple for a list, an enum, UUID or date for its
            # value; Python's == tells each of those from the JSON value, and where == is fooled
            # (`True == 1`, `1.0 == 1`) the texts already differ. So text and == together mean
            # the same JSON value, as `wire.same` would say, without walking the action.
            if action == own:
                return own
        candidates: list[dict[str, Any]] = orjson.loads(answers.text)
        for candidate in candidates:
            if candidate == action and wire.same(action, candidate):
                return candidate
        return None

    def apply(self, action: dict[str, Any]) -> dict[str, Any]:
        game = self._current()
        if not isinstance(action, dict):
            raise InvalidRequest("'action' must be a JSON object")
        matched = self._match(action)
        if matched is None:
            # Off the hot path: a malformed action is named as such before it is judged illegal.
            problem = self._loaded()[0].action_problem(action)
            if problem is not None:
                raise InvalidRequest(problem)
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
        assert matched is not None  # a game refuses whatever no legal answer matches
        self._since.append(matched)
        if len(self._since) >= CHECKPOINT_EVERY:
            self._origin, self._since = self._copied(self._loaded()[0], game, game.to_json()), []
        return {}

    def _restore(self) -> None:
        """Put back the state from before the failed action.

        Rather than copying the state before every action, the engine keeps a copy
        every CHECKPOINT_EVERY actions (and at the start, the `new_game` request that
        dealt the game, or a copy of the state loaded) and replays the accepted actions
        since; the engine is deterministic, so the replay reaches exactly the same state.
        """
        assert self._origin is not None  # made with the game
        game = self._origin()
        for done in self._since:
            game.apply(done)
        self._game = game

    def score(self) -> dict[str, Any]:
        rules, game = self._loaded()
        return {"scores": rules.score(game)}

    def count(self, depth: int, divide: bool = False) -> dict[str, Any]:
        """Perft (protocol §4): how many action sequences of length `depth` start here.

        Every node is a position of its own, restored from a fresh state of its parent,
        so the live game is never touched, whatever the search meets.
        """
        rules, game = self._loaded()
        walk = _Perft(rules, game, depth)
        root = walk.copy(game)
        if not divide:
            return {"nodes": walk.nodes(root, depth)}
        actions = root.legal_actions() if depth > 0 else []
        parts = [{"action": a, "nodes": walk.nodes(walk.child(root, a), depth - 1)} for a in actions]
        return {"nodes": sum(p["nodes"] for p in parts) if parts else 1, "divide": parts}

    def view(self, player: int) -> dict[str, Any]:
        """The state as player `player` may see it (protocol §4 gives the shape, the game's spec what is hidden)."""
        rules, game = self._loaded()
        state = game.to_json()
        seats = len(state.get("players", []))
        if not 0 <= player < seats:
            raise InvalidRequest(f"player must be a seat from 0 to {seats - 1}")
        return {"state": rules.view(state, player)}

    def _current(self) -> Position:
        game = self._game  # on every request of a game: one look, no tuple
        if game is None:
            raise InvalidState("no game is loaded: send new_game or load first")
        return game

    def _loaded(self) -> tuple[Rules, Position]:
        if self._game is None or self._rules is None:
            raise InvalidState("no game is loaded: send new_game or load first")
        return self._rules, self._game


class _Answers:
    """A position's answers, kept as the JSON text of the whole list (`text`, which the server also
    sends): one encoding, not one per answer.

    `holds` finds the text of an answer in it without decoding: at offset 1 or right after a `},`. An
    object's text found where an answer starts is that whole answer, since a JSON value ends where its
    own text says; the care is for a `},{` that is not between two answers. Outside strings it occurs
    only in an array (in an object a comma is followed by a key). Inside a string it cannot begin a
    found text `{"...`: a string holds no bare `"`, and a `{` that ends a string is followed by the
    closing quote and then `,`, `:`, `}` or `]`, never by a key. So the search is exact when the text
    has no `[` but the list's own (no answer holds an array: nearly every list of both games, told by
    one search for a second `[`, a `memchr`, where a count walked the text byte by byte), or when every
    answer is an object and `},{` occurs exactly once between each two (the pattern cannot overlap
    itself). Any other list, or the text `{}`, is looked up answer by answer. A list that holds
    something besides objects can make the search miss an answer, never find a false one; `_match`
    then compares answer by answer.
    """

    __slots__ = ("_each", "_split", "text")

    def __init__(self, actions: list[dict[str, Any]]) -> None:
        self.text = text = orjson.dumps(actions)
        count = len(actions)
        self._split = count > 0 and (
            text.find(b"[", 1) < 0 or (text.count(b"},{", 2, -2) == count - 1 and {*map(type, actions)} == {dict})
        )
        self._each: frozenset[bytes] | None = None

    def holds(self, text: bytes) -> bool:
        """Whether `text`, the JSON text of an object, is the text of one of the answers (see the class)."""
        if self._split and text.startswith(b'{"'):
            # `find`, not `in`: bytes' `in` first tries the text as an integer, and raising and clearing
            # that TypeError costs more than the search itself.
            return self.text.startswith(text, 1) or self.text.find(b"}," + text) >= 0
        if self._each is None:
            self._each = frozenset(map(orjson.dumps, orjson.loads(self.text)))
        return text in self._each


class _Perft:
    """A perft walk over private positions of one game, at most COUNT_POSITIONS of them.

    A child is restored from its parent's `to_json()`, a fresh object nobody else holds, so
    no node shares anything mutable with another or with the live game, and no JSON text is made.
    """

    def __init__(self, rules: Rules, like: Position, depth: int) -> None:
        self.rules = rules
        self.like = like
        self.depth = depth
        self.left = COUNT_POSITIONS

    def copy(self, position: Position) -> Position:
        return self.rules.restore(position.to_json(), self.like)

    def child(self, parent: Position, action: dict[str, Any]) -> Position:
        """The position after `action`, computed on a private copy of `parent`."""
        self.left -= 1
        if self.left < 0:
            raise Unsupported(
                f"count at depth {self.depth} needs more than {COUNT_POSITIONS} positions, "
                "the most this engine counts in one request; ask for a smaller depth"
            )
        game = self.copy(parent)
        try:
            game.apply(action)
        except Unsupported as exc:
            raise Unsupported(
                f"count reaches something the reference engine does not implement yet: {exc.message}"
            ) from None
        return game

    def nodes(self, node: Position, depth: int) -> int:
        """Sequences of `depth` actions from `node`; a game that ends sooner counts once (protocol §4)."""
        if depth == 0:
            return 1
        actions = node.legal_actions()
        if not actions:
            return 1
        if depth == 1:
            return len(actions)
        return sum(self.nodes(self.child(node, a), depth - 1) for a in actions)
