"""The import contract of ARCHITECTURE.md, Layers: layers point one way.

Every module of ``deckstats/`` is checked against the one table ``LAYERS``: the
subpackages, the top-level modules (``api.py``, ``_native.py``) and the package's own
``__init__.py`` and ``__main__.py``. Imports are walked with ``ast``: module level,
inside functions and under ``if TYPE_CHECKING:`` alike. A type-only import still
counts: it is a static dependency (mypy and mypyc follow it, and it is one edit away
from a runtime import), and no module needs one that breaks the table.
"""

from __future__ import annotations

import ast
import pathlib
import textwrap

import pytest

PKG = pathlib.Path(__file__).resolve().parents[1] / "deckstats"

#: Any unit of the package (front ends only).
ANY = "*"

#: Who may import whom, mirroring ARCHITECTURE.md, Layers (cards -> engine -> players -> sim ->
#: stats -> report -> cli; deck on cards, under the players; analytic beside them on
#: cards and deck).
#:
#: A key is a unit of ``deckstats``: a subpackage (``engine``) or a top-level module
#: (``api``; ``__init__`` is the package itself, so ``from deckstats import
#: __version__`` imports ``__init__``). Its value is what that unit may import besides
#: itself. A dotted entry is that module and what is under it, not the rest of its
#: package: ``stats`` may import ``sim.records`` (plain rows) but not ``sim.runner`` or
#: the ``sim`` package's ``__init__``. A unit missing from this table fails the test:
#: a new top-level module or subpackage must be placed here first. Any unit may read
#: ``deckstats.__version__`` (a version string for manifests and user agents; the package
#: ``__init__`` runs before any module of the package anyway, so that adds no edge).
LAYERS: dict[str, frozenset[str]] = {
    # The card vocabulary and the content: the bottom, imports nothing of deckstats.
    "cards": frozenset(),
    # The deck layer on cards: decklists decoded, scanned, modelled and validated
    # ("4 Lightning Bolt" -> CardDefs, checked against the registry), ``deck check``, the
    # one keep policy and the one colour-source count. Analytic, the players (the keep
    # policy) and the front ends read decks through it; it imports only cards.
    "deck": frozenset({"cards"}),
    "engine": frozenset({"cards"}),
    "players": frozenset({"engine", "cards", "deck"}),
    "sim": frozenset({"engine", "players", "cards"}),
    "analytic": frozenset({"cards", "deck"}),
    # The decision puzzles (issue 27): built positions posed to the pilots through the
    # engine's own decisions, beside ``sim``; ``deckstats puzzles`` scores them.
    "puzzles": frozenset({"engine", "players", "cards"}),
    # Statistics read the records only (never the engine, the players or the runner),
    # and analytic's exact answers for cross-checks; bad input (a shares file) raises
    # the one error vocabulary, ``cards.errors``.
    "stats": frozenset({"sim.records", "analytic", "cards.errors"}),
    # The run-directory writer's faults (a full disk, a locked --out) are user-facing
    # errors too: one line, exit 1, in the one error vocabulary.
    "report": frozenset({"stats", "cards.errors"}),
    # The run pipeline (issue 29): plans a run, plays it through sim's backends, streams
    # it into a run directory (report.run_dir) and summarises it with stats. It reads
    # decks and cards (deck facts in manifests, the report's card tables) and the
    # engine's rule sets and card facts; ``_native`` names the engine mode in manifests.
    "runs": frozenset(
        {"cards", "deck", "engine", "players", "sim", "stats", "report", "_native", "_heap"}
    ),
    # Front ends: the command line, and ``api`` (its Python twin, deckstats.goldfish), a
    # thin facade over ``runs``: the library never imports its own command line.
    "cli": frozenset({ANY}),
    "api": frozenset({"runs", "deck", "stats"}),
    "__main__": frozenset({"cli", "_heap"}),
    # The package init decides compiled-or-pure at import (``_native``) and loads ``api``
    # lazily, on first use of ``deckstats.goldfish``.
    "__init__": frozenset({"_native", "api"}),
    # Run by the package init before any other module of the package: it must import
    # nothing of deckstats, or every import of any layer would pull that in first.
    "_native": frozenset(),
    # The ``deckstats`` process's collector settings (``gc.freeze`` once the heap is built):
    # the entry point, the command line and the run pipeline call it; it imports nothing.
    "_heap": frozenset(),
}

#: The only function-local imports of deckstats modules inside the engine, as
#: (importer, imported): each closes an import cycle that is essential (see the
#: ``deckstats.engine`` docstring). Any other import goes at module level.
ENGINE_LOCAL_IMPORTS = {
    ("mana", "deckstats.engine.resolve"),
    ("stack", "deckstats.engine.combat"),
    ("characteristics", "deckstats.engine.counts"),
    ("shields", "deckstats.engine.damage"),
}

#: Function-local imports of the Oracle compiler, which the engine needs only for a rare
#: card (the Undercity's rooms, compiled from their text): importing it at module level
#: would load its templates in every process (issue 32.2, start-up); see the
#: ``deckstats.engine`` docstring.
ENGINE_DEFERRED_IMPORTS = {("initiative", "deckstats.cards.oracle.body")}


def unit_of(path: pathlib.Path, pkg: pathlib.Path = PKG) -> str:
    """The ``LAYERS`` key of the module at ``path``."""
    parts = path.relative_to(pkg).parts
    return parts[0] if len(parts) > 1 else path.stem


def _is_module(dotted: str, pkg: pathlib.Path) -> bool:
    where = pkg.parent.joinpath(*dotted.split("."))
    return where.with_suffix(".py").is_file() or (where / "__init__.py").is_file()


def _guarded(tree: ast.Module) -> tuple[set[int], set[int]]:
    """ids of the import nodes under ``if TYPE_CHECKING:`` and inside functions."""
    type_only: set[int] = set()
    local: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            type_only.update(id(n) for n in ast.walk(node))
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            local.update(id(n) for n in ast.walk(node))
    return type_only, local


def imports_of(path: pathlib.Path, pkg: pathlib.Path = PKG) -> list[tuple[int, str, str]]:
    """(line, module, kind) for each ``deckstats`` module that ``path`` imports.

    ``module`` is absolute and dotted; ``from deckstats.sim import records`` names the
    submodule ``deckstats.sim.records``, ``from deckstats.sim import SimConfig`` the
    package ``deckstats.sim`` and ``from deckstats import __version__``
    ``deckstats.__version__``. ``kind`` is ``"module"``, ``"local"`` (inside a function)
    or ``"type"`` (under ``if TYPE_CHECKING:``). A relative import that climbs out of
    the package is returned as ``<outside>``.
    """
    root = pkg.name
    package = path.relative_to(pkg.parent).with_suffix("").parts[:-1]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    type_only, local = _guarded(tree)
    out: list[tuple[int, str, str]] = []
    for node in ast.walk(tree):
        kind = "type" if id(node) in type_only else "local" if id(node) in local else "module"
        if isinstance(node, ast.ImportFrom):
            if node.level:
                if node.level > len(package):
                    out.append((node.lineno, "<outside>", kind))
                    continue
                base = package[: len(package) - node.level + 1]
                mod = ".".join(base + ((node.module,) if node.module else ()))
            else:
                mod = node.module or ""
            if mod != root and not mod.startswith(root + "."):
                continue
            for alias in node.names:
                sub = f"{mod}.{alias.name}"
                if _is_module(sub, pkg) or sub == f"{root}.__version__":
                    out.append((node.lineno, sub, kind))
                else:
                    out.append((node.lineno, mod, kind))
        elif isinstance(node, ast.Import):
            out.extend(
                (node.lineno, a.name, kind)
                for a in node.names
                if a.name == root or a.name.startswith(root + ".")
            )
    return sorted(out)


def may_import(unit: str, module: str) -> bool:
    """Whether ``unit`` may import the dotted ``deckstats`` module ``module``."""
    rest = module.split(".")[1:]
    name = ".".join(rest) if rest else "__init__"
    if name.split(".")[0] == unit or name == "__version__":
        return True
    return any(
        entry == ANY or name == entry or name.startswith(entry + ".") for entry in LAYERS[unit]
    )


def violations(path: pathlib.Path, pkg: pathlib.Path = PKG) -> list[str]:
    """Every import of ``path`` that ``LAYERS`` forbids (or why it cannot be checked)."""
    rel = path.relative_to(pkg.parent).as_posix()
    unit = unit_of(path, pkg)
    if unit not in LAYERS:
        return [f"{rel}: no layer stated for {unit!r} in LAYERS"]
    return [
        f"{rel}:{line} ({unit}) imports {module}" + (" (type-only)" if kind == "type" else "")
        for line, module, kind in imports_of(path, pkg)
        if module == "<outside>" or not may_import(unit, module)
    ]


def modules(pkg: pathlib.Path = PKG) -> list[pathlib.Path]:
    """Every module of the package, top-level and package ``__init__`` files included."""
    return sorted(pkg.rglob("*.py"))


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PKG)))
def test_layers_point_one_way(path):
    assert not violations(path), violations(path)


def test_api_does_not_import_the_command_line():
    """``api`` is the library's facade: it may not reach up into ``cli`` (issue 29)."""
    assert not may_import("api", "deckstats.cli")
    assert not may_import("api", "deckstats.cli.report")
    assert not may_import("runs", "deckstats.cli")


def test_every_layer_in_the_table_exists():
    """The table describes this package: no entry for a unit that is not there."""
    units = {unit_of(p) for p in modules()}
    assert set(LAYERS) <= units, sorted(set(LAYERS) - units)
    for allowed in LAYERS.values():
        for entry in allowed - {ANY}:
            assert _is_module(f"deckstats.{entry}", PKG), entry


def _plant(root: pathlib.Path, files: dict[str, str]) -> pathlib.Path:
    pkg = root / "deckstats"
    for name, text in files.items():
        path = pkg / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return pkg


def test_checker_reports_planted_upward_imports(tmp_path):
    """The test of the test: upward imports of every form are reported, anywhere."""
    pkg = _plant(
        tmp_path,
        {
            "__init__.py": "from deckstats import _native\n",
            "_native.py": "import deckstats.cards\n",
            "__main__.py": "from deckstats.cli import main\n",
            "cli/__init__.py": "from deckstats.sim.runner import run\n",
            "cards/__init__.py": "from deckstats.cards.model import CardDef\n",
            "cards/model.py": "from . import registry\n",
            "cards/registry.py": "",
            "cards/version.py": "from deckstats import __version__\n",
            "cards/front.py": "from deckstats import goldfish\n",
            "cards/absolute.py": "from deckstats.engine import Game\n",
            "cards/relative.py": "from ..engine import game\n",
            "cards/deep.py": "from ...elsewhere import thing\n",
            "cards/typeonly.py": """\
                from typing import TYPE_CHECKING
                if TYPE_CHECKING:
                    from deckstats.players.base import BaseAgent
                """,
            "cards/local.py": """\
                def f():
                    import deckstats.sim.runner
                """,
            "engine/__init__.py": "from deckstats.engine.game import Game\n",
            "engine/game.py": "from deckstats.cards import model\n",
            "sim/__init__.py": "",
            "sim/records.py": "",
            "sim/runner.py": "",
            "stats/__init__.py": "",
            "stats/ok.py": """\
                from deckstats.sim.records import GameRecord
                from deckstats.sim import records
                """,
            "stats/bad.py": """\
                from deckstats.sim import runner
                from deckstats.sim import SimConfig
                """,
            "deck/__init__.py": "",
            "deck/parse.py": "from deckstats.sim.runner import run\n",
            "newthing.py": "",
        },
    )
    found = sorted(v for p in modules(pkg) for v in violations(p, pkg))
    assert found == [
        "deckstats/_native.py:1 (_native) imports deckstats.cards",
        "deckstats/cards/absolute.py:1 (cards) imports deckstats.engine",
        "deckstats/cards/deep.py:1 (cards) imports <outside>",
        "deckstats/cards/front.py:1 (cards) imports deckstats",
        "deckstats/cards/local.py:2 (cards) imports deckstats.sim.runner",
        "deckstats/cards/relative.py:1 (cards) imports deckstats.engine.game",
        "deckstats/cards/typeonly.py:3 (cards) imports deckstats.players.base (type-only)",
        "deckstats/deck/parse.py:1 (deck) imports deckstats.sim.runner",
        "deckstats/newthing.py: no layer stated for 'newthing' in LAYERS",
        "deckstats/stats/bad.py:1 (stats) imports deckstats.sim.runner",
        "deckstats/stats/bad.py:2 (stats) imports deckstats.sim",
    ]


def _engine_graph() -> tuple[dict[str, set[str]], set[tuple[str, str]]]:
    """Module-level imports between engine modules, and the function-local ones."""
    graph: dict[str, set[str]] = {}
    local: set[tuple[str, str]] = set()
    for path in sorted((PKG / "engine").glob("*.py")):
        graph[path.stem] = set()
        for _, module, kind in imports_of(path):
            parts = module.split(".")
            if kind == "local":
                local.add((path.stem, module))
            elif kind == "module" and parts[:2] == ["deckstats", "engine"]:
                graph[path.stem].add(parts[2] if len(parts) > 2 else "__init__")
    return graph, local


def _reaches(graph: dict[str, set[str]], start: str, goal: str) -> bool:
    seen, todo = set(), [start]
    while todo:
        node = todo.pop()
        if node == goal:
            return True
        if node not in seen:
            seen.add(node)
            todo.extend(graph.get(node, ()))
    return False


def test_engine_local_imports_close_only_the_essential_cycle():
    """Engine modules import each other at module level, in a DAG (compiled modules must
    import in any order). The one exception is ``ENGINE_LOCAL_IMPORTS``: a function-local
    import is allowed only there, and only where a module-level one would close a cycle.
    """
    graph, local = _engine_graph()
    cycles = sorted(f"{a} <-> {b}" for a in graph for b in graph[a] if _reaches(graph, b, a))
    assert not cycles, f"module-level import cycles in the engine: {cycles}"
    allowed = ENGINE_LOCAL_IMPORTS | ENGINE_DEFERRED_IMPORTS
    assert local <= allowed, (
        f"function-local imports in the engine {sorted(local - allowed)}: "
        "import at module level, or document the cycle in deckstats/engine/__init__.py"
    )
    for importer, module in ENGINE_LOCAL_IMPORTS:
        imported = module.removeprefix("deckstats.engine.")
        assert _reaches(graph, imported, importer), (
            f"{importer} -> {imported} closes no cycle any more: import it at module level"
        )


def test_no_global_rng():
    """Every draw comes from a seeded numpy Generator passed in (ARCHITECTURE.md, Determinism)."""
    offenders = []
    for path in PKG.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for n, line in enumerate(text.splitlines(), 1):
            s = line.strip()
            if s.startswith(("import random", "from random import")):
                offenders.append(f"{path}:{n}")
            for legacy in (
                "np.random.seed(",
                "np.random.rand(",
                "np.random.randint(",
                "np.random.choice(",
                "np.random.shuffle(",
                "np.random.random(",
                "np.random.permutation(",
            ):
                if legacy in s:
                    offenders.append(f"{path}:{n}")
    assert not offenders, offenders
