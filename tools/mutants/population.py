"""Which mutants a game's engine has, which of them a run draws, and which rule each one touches.

cosmic-ray's operators name every place a small change can be made (a comparison flipped, a number moved by
one, a condition negated...); a mutant is one such change. Mutants inside type annotations are left out of the
population: with `from __future__ import annotations` those never run, so they could never be killed.

A mutant's `key` names it by what it changes (module, function, its line counted from the function's first line,
operator, the changed line before and after), not by its line in the module or its occurrence, so a verdict kept
in the triage file still finds its mutant after an edit elsewhere in the module moved it; two identical lines of
one function (`return True` twice) are told apart by where they stand in it.
"""

from __future__ import annotations

import ast
import difflib
import hashlib
import random
import tempfile
import warnings
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from rulecore.registry import RULE_ID_PATTERN

SHARED_MODULES = ("reference_impl/machine.py",)
"""The decision machine every game's rules run on: drawn with each game, tested by its suite. The dispatcher
(engine.py: the protocol's verbs, checkpoints, perft) is left out: what it does beyond the machine is the
protocol's, checked by `conformance smoke` and `conformance perft` rather than by the scenarios."""
SHARED = "shared"
"""The chapter of a mutant in code that cites no rule of the game (the shared machine, plumbing)."""


@dataclass(frozen=True)
class Mutant:
    """One change to one module, as cosmic-ray places it."""

    module: str
    """Path from the tree's root, with forward slashes."""
    operator: str
    occurrence: int
    line: int
    function: str
    rules: tuple[str, ...] = ()
    """The game's rules cited where the change is (the enclosing function's text, else the module's docstring)."""
    diff: str = ""
    key: str = field(default="", compare=False)

    @property
    def chapter(self) -> str:
        """`SL-12` for a mutant touching SL-12.2.3; `shared` where no rule of the game is cited."""
        return self.rules[0].split(".")[0] if self.rules else SHARED

    def as_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "module": self.module,
            "line": self.line,
            "function": self.function,
            "operator": self.operator,
            "occurrence": self.occurrence,
            "chapter": self.chapter,
            "rules": list(self.rules),
            "diff": self.diff,
        }


def game_modules(root: Path, package: str) -> list[str]:
    """Every module of the game's engine package that holds code, then the shared machine."""
    own = sorted(
        p.relative_to(root).as_posix()
        for p in (root / "reference_impl" / package).glob("*.py")
        if p.read_text(encoding="utf-8").strip()
    )
    return [*own, *SHARED_MODULES]


def enumerate_all(root: Path, modules: list[str]) -> list[Mutant]:
    """Every mutant of the modules (annotation mutants left out), in a fixed order, without diffs yet."""
    from cosmic_ray.commands.init import init  # noqa: PLC0415  (the mutation extra)
    from cosmic_ray.work_db import WorkDB, use_db  # noqa: PLC0415

    found = []
    with (
        tempfile.TemporaryDirectory(prefix="mutants-") as temp,
        use_db(str(Path(temp) / "all.sqlite"), WorkDB.Mode.create) as db,
    ):
        init([root / m for m in modules], db, {})
        specs = [item.mutations[0] for item in db.work_items]
    for spec in specs:
        module = Path(spec.module_path).relative_to(root).as_posix()
        if _in_annotation(root / module, tuple(spec.start_pos)):
            continue
        found.append(Mutant(module, spec.operator_name, spec.occurrence, spec.start_pos[0], spec.definition_name or ""))
    return sorted(found, key=lambda m: (m.module, m.operator, m.occurrence))


def shuffled(population: list[Mutant], seed: int) -> list[Mutant]:
    """The population in a seeded random order: a draw of n takes the first n that are valid programs."""
    order = list(population)
    random.Random(seed).shuffle(order)
    return order


def described(root: Path, mutant: Mutant, prefix: str) -> Mutant | None:
    """The mutant with its diff, key and rules filled in; None if it is no program at all (cosmic-ray turns the
    bare `*` of a signature into `**`, a syntax error, not a wrong engine) or cannot be applied after all."""
    from cosmic_ray.mutating import mutate_code  # noqa: PLC0415
    from cosmic_ray.plugins import get_operator  # noqa: PLC0415

    source = (root / mutant.module).read_text(encoding="utf-8")
    mutated = mutate_code(source, get_operator(mutant.operator)(), mutant.occurrence)
    if mutated is None:
        return None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", SyntaxWarning)  # `x is "a"`: a mutant, not news
            compile(mutated, mutant.module, "exec")
    except SyntaxError:
        return None
    diff = changed_lines(source, mutated)
    offset = mutant.line - _enclosing_start(root / mutant.module, mutant.line)
    digest = hashlib.sha256(f"{mutant.module}|{mutant.function}|{offset}|{mutant.operator}|{diff}".encode()).hexdigest()
    return Mutant(
        mutant.module,
        mutant.operator,
        mutant.occurrence,
        mutant.line,
        mutant.function,
        cited_rules(root / mutant.module, mutant.line, prefix),
        diff,
        key=f"{Path(mutant.module).stem}.{mutant.function or 'module'}.{digest[:10]}",
    )


def changed_lines(source: str, mutated: str) -> str:
    """The lines a mutant removes and adds, as `-`/`+` lines (stripped of indentation)."""
    lines = difflib.unified_diff(source.splitlines(), mutated.splitlines(), lineterm="", n=0)
    return "\n".join(
        f"{line[0]} {line[1:].strip()}" for line in lines if line[:1] in "+-" and line[:3] not in ("+++", "---")
    )


def cited_rules(path: Path, line: int, prefix: str) -> tuple[str, ...]:
    """The game's rule IDs cited in the innermost function or class around `line` that cites any, else in the
    module's docstring: the rules that code carries out, as its author wrote them down."""
    source, tree = _parsed(path)
    spans = sorted(
        (
            node
            for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
            and node.lineno <= line <= (node.end_lineno or node.lineno)
        ),
        key=lambda node: node.lineno,
        reverse=True,
    )
    lines = source.splitlines()
    for node in spans:
        text = "\n".join(lines[node.lineno - 1 : node.end_lineno])
        found = _ours(text, prefix)
        if found:
            return found
    return _ours(ast.get_docstring(tree) or "", prefix)


def _enclosing_start(path: Path, line: int) -> int:
    """The first line of the innermost function or class around `line` (1 outside any)."""
    starts = [
        node.lineno
        for node in ast.walk(_parsed(path)[1])
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
        and node.lineno <= line <= (node.end_lineno or node.lineno)
    ]
    return max(starts, default=1)


def _ours(text: str, prefix: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(r for r in RULE_ID_PATTERN.findall(text) if r.startswith(f"{prefix}-")))


@cache
def _parsed(path: Path) -> tuple[str, ast.Module]:
    source = path.read_text(encoding="utf-8")
    return source, ast.parse(source)


@cache
def _annotations(path: Path) -> tuple[tuple[int, int, int, int], ...]:
    spans: list[tuple[int, int, int, int]] = []
    for node in ast.walk(_parsed(path)[1]):
        notes: list[ast.expr | None] = []
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            notes.append(node.returns)
        elif isinstance(node, ast.arg | ast.AnnAssign):
            notes.append(node.annotation)
        spans.extend(
            (n.lineno, n.col_offset, n.end_lineno or n.lineno, n.end_col_offset or 0) for n in notes if n is not None
        )
    return tuple(spans)


def _in_annotation(path: Path, at: tuple[int, int]) -> bool:
    return any((line, col) <= at < (end, end_col) for line, col, end, end_col in _annotations(path))
