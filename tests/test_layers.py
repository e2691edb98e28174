"""The import contract of STYLE.md 2.1: layers point one way.

cards -> engine -> players -> sim -> stats -> report -> cli. ``analytic`` imports only
``cards`` and ``decklist``. Checked by walking every import with ``ast``.
"""

import ast
import pathlib

import pytest

PKG = pathlib.Path(__file__).resolve().parents[1] / "deckstats"
ORDER = ["cards", "engine", "players", "sim", "stats", "report"]
ALLOWED = {
    "cards": {"cards"},
    "engine": {"cards", "engine"},
    "players": {"cards", "engine", "players"},
    "sim": {"cards", "engine", "players", "sim"},
    "analytic": {"cards", "decklist", "analytic"},
    "stats": {"sim", "stats", "analytic", "cards"},
    "report": {"stats", "report", "sim", "cards"},
}


def _imports(path: pathlib.Path) -> list[tuple[int, str]]:
    parts = path.relative_to(PKG).parts
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = ("deckstats", *parts[:-1])[: len(parts) - node.level + 1]
                mod = ".".join(base + ((node.module,) if node.module else ()))
            else:
                mod = node.module or ""
            out.append((node.lineno, mod))
        elif isinstance(node, ast.Import):
            out.extend((node.lineno, a.name) for a in node.names)
    return out


def _modules():
    return sorted(p for p in PKG.rglob("*.py") if len(p.relative_to(PKG).parts) > 1)


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(PKG)))
def test_layers_point_one_way(path):
    layer = path.relative_to(PKG).parts[0]
    if layer not in ALLOWED:
        return  # cli imports everything
    bad = []
    for lineno, mod in _imports(path):
        bits = mod.split(".")
        if bits[0] != "deckstats" or len(bits) < 2:
            continue
        target = bits[1]
        if target in ("__init__",) or target == "__version__":
            continue
        if target not in ALLOWED[layer]:
            bad.append(f"{path.name}:{lineno} imports {mod}")
    assert not bad, bad


def test_no_global_rng():
    """Every draw comes from a seeded numpy Generator passed in (STYLE.md 2.6)."""
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
