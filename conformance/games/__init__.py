"""The harness side of a game: what the generic tools ask of it, and where they find it.

Each game registers one object satisfying `GamePlugin` under the
`conformance.games` entry-point group (pyproject.toml). The generic modules of
the harness (the CLI, the pytest plugin, perft, fuzz, golden, smoke, the
reports) and the docs hooks take a game from `registered()` and never name
one; everything that knows a game's fields, rule prefix or wording lives in
that game's package under `conformance/games/`.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, runtime_checkable

from rulecore.registry import GameInfo, info, on_reload, plugins

if TYPE_CHECKING:
    from conformance.engines.engine import Engine

ENTRY_POINT_GROUP = "conformance.games"

State = dict[str, Any]
Action = dict[str, Any]
Edit = Callable[[State], None]


@dataclass(frozen=True)
class Position:
    """A named position for smoke to load, with what an engine must claim to be handed it."""

    name: str
    state: State
    requires: tuple[str, ...]
    """Requirements as `claims` reads them (`players=N`, a variant id): an engine that plays only 2-4
    players is not handed a solo position, as it is not handed a solo scenario."""


@dataclass(frozen=True)
class PerftRecipe:
    """One named perft position: what it is in words, where it comes from, and how to make it."""

    name: str
    description: str
    source: str
    make: Callable[[Engine], State]
    """Builds the position with the engine given (the reference engine when the counts are remade)."""


@dataclass(frozen=True)
class GoldenRecipe:
    """How one golden game is started; the recording chooser is seeded with `seed` too."""

    name: str
    players: int
    seed: int
    variants: tuple[str, ...]
    description: str

    @property
    def options(self) -> dict[str, Any]:
        return {"variants": list(self.variants)}


@dataclass(frozen=True)
class SiteDrawing:
    """A drawing of one component file for the rules site, made from the game's component data."""

    component: str
    """The stem of the file it draws (`spec/<game>/components/<component>.json`); its page shows the drawing."""
    title: str
    html: str
    """One line of HTML (a `<figure>` holding inline SVG): Markdown passes a single-line HTML block untouched."""
    chapters: tuple[int, ...] = ()
    """The rule chapters whose pages show the drawing too, under its title."""
    folded: bool = False
    """Whether a chapter page shows it folded (a large drawing that would push the rules down)."""


@dataclass(frozen=True)
class SitePage:
    """A page a game adds to its section of the rules site (an example game, a gallery)."""

    path: str
    """Where it goes inside the game's section, as a Markdown source path (`example-game.md`)."""
    title: str
    markdown: Callable[[Engine], str]
    """Writes the page; it may play through the engine given (the site passes the reference engine in process)."""
    chapters: tuple[int, ...] = ()
    """The rule chapters whose pages link to it."""
    printable: bool = False
    """Whether the site also prints it to PDF beside the page (`<path stem>.pdf`): a sheet for the table."""


@dataclass(frozen=True)
class ComponentText:
    """One expression of a component file in player English, with where it comes from (for tests and appendices)."""

    component: str
    item: str
    """The item's id (`A`, `c_farmhand`)."""
    name: str
    """What a player calls the item (`Develop land (area A)`, `Farmhand`)."""
    pointer: str
    construct: str
    text: str


@runtime_checkable
class GamePlugin(Protocol):
    """Everything game-shaped the generic harness needs from one game."""

    info: GameInfo
    """The game's facts (spec/<game>/game.json): id, title, rule prefix, players, variants, features."""

    suite_module: Path
    """The game's pytest module: it imports the game's step definitions and collects its features."""

    perft_recipes: Sequence[PerftRecipe]
    golden_recipes: Sequence[GoldenRecipe]
    golden_weights: Mapping[str, float]
    """The recording chooser's policy for this game's golden games: a weight per action type (1 where not
    named), so a recorded game looks like a game; empty means the generic chooser (conformance/tools/golden.py)."""

    hidden_fields: tuple[str, ...]
    """Top-level state fields no player view may hold (the game's spec says why)."""

    def quiet_table(self, rng: random.Random, players: int) -> State:
        """A random mid-game state built by the harness (fuzz starts, smoke's fallback position)."""

    def shrink_edits(self, state: State) -> Iterator[Edit]:
        """Ways to make a fuzz finding's state simpler, coarse ones first; each keeps every component somewhere."""

    def sketch_given(self, state: State) -> list[str]:
        """Gherkin Given lines that restate `state` in the game's words, as far as its steps reach."""

    def sketch_action(self, seat: int, action: Action) -> str:
        """The When line for one action, in the game's step phrasing where one exists."""

    def view_secrets(self, state: State, seat: int) -> dict[str, str]:
        """Every string player `seat` must not see in a view of `state`, with where it is hidden."""

    def view_problems(self, state: State, view: State, seat: int) -> list[str]:
        """Where a view fails to show what the player may see (own hand, counts of what is hidden)."""

    def illegal_probes(self, state: State) -> Sequence[Action]:
        """Well-formed actions smoke tries as illegal ones; the first not among the legal actions is sent."""

    def render(self, state: State, seat: int) -> str:
        """An SVG drawing of one player's area in `state` (`conformance render`)."""

    def portable_positions(self) -> Sequence[Position]:
        """Named positions, one of each kind the game's decisions page shows (a turn, the middle of an
        effect, a pass ...), each with a decision on top: smoke loads every one into the engine and
        expects `state` to give it back unchanged (spec/decision-model.md DM-1.6)."""

    def site_drawings(self) -> Sequence[SiteDrawing]:
        """Drawings of the game's components for the rules site (boards, tracks), provisional values marked."""

    def site_pages(self) -> Sequence[SitePage]:
        """Pages the game adds to its section of the rules site, beyond those the spec's files give."""

    def source_names(self) -> Mapping[str, str]:
        """Latin-script forms of the non-Latin names the game's sources are cited by (original -> shown form).

        The site shows the Latin form and keeps the original in a tooltip, so a reader
        without CJK fonts reads a name instead of empty boxes.
        """

    leftover_words: tuple[str, ...]
    """Terms of the game's effect vocabulary that are no English: a text for players holding one is a defect."""

    def say_expression(self, construct: str, value: Any) -> str:
        """An expression of the game's effect vocabulary as a player sentence; `construct` is its definition's
        name in the effects schema (`effect`, `condition`, `ability`, ...)."""

    def say_name(self, component_id: str, state: State | None = None) -> str:
        """What a player calls a component (an area, a card, a character, a Helper); `state` names a card of a
        game in progress by its type."""

    def component_texts(self) -> Sequence[ComponentText]:
        """Every expression of the vocabulary in the game's component files, in player English, file by file, each
        item's printed facts (construct `fact`: a starting purse, a play cost) before its expressions: the
        rulebooks' component appendix and the test that no vocabulary word reaches a reader."""

    def say_decision(self, state: State) -> str:
        """The pending decision of `state` as a sentence: who decides what, and why ("Player 1 chooses ...")."""

    def say_answer(self, state: State, action: Action) -> str:
        """One answer to the pending decision as the player would say it ("Take the Market stall ...")."""

    def say_outcome(self, before: State, after: State, action: Action) -> str:
        """What `action` did, from the states before and after it, in player words ("Player 1 pays 6 Wheat ...")."""

    def say_position(self, state: State) -> list[str]:
        """The position as a player would sum it up: round and phase, the decision, the deciding player's
        resources and hand by name, and what the table shows."""


class PluginBase:
    """The members of `GamePlugin` that every game answers the same way: from its own modules.

    A game's harness package holds modules of fixed names, and the base hands each question to the
    one it belongs to: `recipes` (`PERFT`, `GOLDEN`, and `GOLDEN_WEIGHTS` where the game has a policy),
    `fuzzing` (`quiet_table`, `shrink_edits`,
    `given_lines`, `action_words`), `views` (`secrets`, `shape_problems`), `positions`
    (`positions`), `render` (`render_area`), `site` (`drawings`) and `quickref` (`markdown`, the quick
    reference, where the game has one), and its pytest module is
    `suite/test_<package>.py`. A game's plugin subclasses this, names its game, and states only what
    is its own (its hidden fields and smoke's illegal probes, and any member it answers otherwise).
    `render` and `site` are imported when first asked for: only drawing and the rules site need them.
    """

    game: ClassVar[str]
    """The game's id (its folder of spec/)."""
    hidden_fields: ClassVar[tuple[str, ...]]
    probes: ClassVar[tuple[Action, ...]]
    """Well-formed answers smoke sends as illegal ones: at most one of them is legal at any decision."""

    def __init__(self, package: str) -> None:
        self.package = package
        self.info: GameInfo = info(self.game)
        module = importlib.import_module(package)
        assert module.__file__ is not None, f"{package} is a package with files"
        here = Path(module.__file__).resolve().parent
        self.suite_module = here / "suite" / f"test_{package.rpartition('.')[2]}.py"
        recipes = self._module("recipes")
        self.perft_recipes: Sequence[PerftRecipe] = recipes.PERFT
        self.golden_recipes: Sequence[GoldenRecipe] = recipes.GOLDEN
        self.golden_weights: Mapping[str, float] = getattr(recipes, "GOLDEN_WEIGHTS", {})

    def _module(self, name: str) -> ModuleType:
        return importlib.import_module(f"{self.package}.{name}")

    def quiet_table(self, rng: random.Random, players: int) -> State:
        result: State = self._module("fuzzing").quiet_table(rng, players)
        return result

    def shrink_edits(self, state: State) -> Iterator[Edit]:
        result: Iterator[Edit] = self._module("fuzzing").shrink_edits(state)
        return result

    def sketch_given(self, state: State) -> list[str]:
        result: list[str] = self._module("fuzzing").given_lines(state)
        return result

    def sketch_action(self, seat: int, action: Action) -> str:
        result: str = self._module("fuzzing").action_words(seat, action)
        return result

    def view_secrets(self, state: State, seat: int) -> dict[str, str]:
        result: dict[str, str] = self._module("views").secrets(state, seat)
        return result

    def view_problems(self, state: State, view: State, seat: int) -> list[str]:
        result: list[str] = self._module("views").shape_problems(state, view, seat)
        return result

    def illegal_probes(self, state: State) -> Sequence[Action]:
        return self.probes

    def portable_positions(self) -> Sequence[Position]:
        result: Sequence[Position] = self._module("positions").positions()
        return result

    def render(self, state: State, seat: int) -> str:
        result: str = self._module("render").render_area(state, seat)
        return result

    def site_drawings(self) -> Sequence[SiteDrawing]:
        result: Sequence[SiteDrawing] = self._module("site").drawings()
        return result

    def site_pages(self) -> Sequence[SitePage]:
        return self.quick_reference()

    def quick_reference(self) -> tuple[SitePage, ...]:
        """The game's quick reference (its `quickref` module's `markdown`), which the site also prints; or none."""
        if importlib.util.find_spec(f"{self.package}.quickref") is None:
            return ()
        module = self._module("quickref")
        return (
            SitePage("quick-reference.md", "Quick reference", lambda _engine: str(module.markdown()), printable=True),
        )

    def source_names(self) -> Mapping[str, str]:
        return {}

    @property
    def leftover_words(self) -> tuple[str, ...]:
        words: tuple[str, ...] = getattr(self._english(), "LEFTOVER_WORDS", ())
        return words

    def _english(self) -> ModuleType | None:
        """The game's `english` module: its vocabulary in words; a game without one is read out by id."""
        return self._words("english")

    def say_expression(self, construct: str, value: Any) -> str:
        english = self._english()
        return str(english.expression(construct, value)) if english else str(value)

    def say_name(self, component_id: str, state: State | None = None) -> str:
        english = self._english()
        return str(english.name(component_id, state)) if english else component_id

    def _words(self, module: str) -> ModuleType | None:
        """One of the game's modules of player words (`answers`, `situation`), or None where the game has none."""
        if importlib.util.find_spec(f"{self.package}.{module}") is None:
            return None
        return self._module(module)

    def say_decision(self, state: State) -> str:
        answers = self._words("answers")
        if answers is None:
            pending = state.get("pending") or {}
            return f"Player {int(pending.get('player', 0)) + 1} decides." if pending else "The game is over."
        return str(answers.decision(state))

    def say_answer(self, state: State, action: Action) -> str:
        answers = self._words("answers")
        return str(answers.answer(state, action)) if answers else json.dumps(action)

    def say_outcome(self, before: State, after: State, action: Action) -> str:
        answers = self._words("answers")
        return str(answers.outcome(before, after, action)) if answers else self.say_decision(after)

    def say_position(self, state: State) -> list[str]:
        situation = self._words("situation")
        if situation is None:
            return [f"Round {state.get('round')}.", self.say_decision(state)]
        return [str(line) for line in situation.position(state)]

    def component_texts(self) -> Sequence[ComponentText]:
        english = self._english()
        if english is None:
            return ()
        from .english import expressions  # noqa: PLC0415  (only the rulebooks and their tests read every text)

        schemas, components = self.info.schemas_dir, self.info.spec_dir / "components"
        schema = json.loads((schemas / "components.schema.json").read_text(encoding="utf-8"))
        effects_id = json.loads((schemas / "effects.schema.json").read_text(encoding="utf-8"))["$id"]
        found = []
        for path in sorted(components.glob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            for item in data.get("items", []) if hasattr(english, "facts") else []:
                named = english.item_name(path.stem, item["id"]) if hasattr(english, "item_name") else None
                for pointer, text in english.facts(path.stem, item):
                    found.append(
                        ComponentText(path.stem, item["id"], named or self.say_name(item["id"]), pointer, "fact", text)
                    )
            for expr in expressions(path.stem, data, schema, effects_id, english.CONSTRUCTS):
                text = str(english.expression(expr.construct, expr.value))
                named = english.item_name(expr.component, expr.item) if hasattr(english, "item_name") else None
                where = (expr.component, expr.item, named or self.say_name(expr.item), expr.pointer, expr.construct)
                found.append(ComponentText(*where, text))
        return tuple(found)


@on_reload
@cache
def registered() -> dict[str, GamePlugin]:
    """Every game whose harness plugin is installed, by game id, in the spec's order."""
    return dict(plugins(ENTRY_POINT_GROUP))


def plugin(game: str) -> GamePlugin:
    """One game's plugin; a KeyError names the games there are."""
    found = registered()
    if game not in found:
        raise KeyError(f"no harness plugin for the game {game!r}; installed: {', '.join(found) or 'none'}")
    return found[game]


def player_counts(hello: dict[str, Any], game: str) -> list[int]:
    """The player counts an engine's hello claims for `game` (empty when it claims no such game)."""
    return [int(n) for n in hello.get("games", {}).get(game, {}).get("players", [])]


def claims(hello: dict[str, Any], game: str, requirement: str) -> bool:
    """Whether `hello` claims `requirement` for `game`: `players=N`, a variant or a feature."""
    entry = hello.get("games", {}).get(game, {})
    if requirement.startswith("players="):
        return int(requirement.partition("=")[2]) in entry.get("players", [])
    return requirement in entry.get("variants", []) or requirement in entry.get("features", [])
