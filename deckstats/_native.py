"""Compiled or pure: choose how the engine's hot modules are loaded (see ``setup.py``).

``pip install`` compiles the rules engine, the built-in agents and the per-game runner
with mypyc. Those extension modules sit next to their ``.py`` sources and Python would
prefer them, even after a source was edited. So at package import this module decides
once, for all of them together:

- **compiled** when the build manifest (``_native_manifest.json``, the SHA-256 of each
  compiled source at build time) matches every source and every module has its binary;
- **pure** otherwise: a meta-path finder loads those modules from their ``.py`` files.
  (A leftover binary of a module the build no longer compiles is always bypassed.)
  A stale or partial build prints one line to stderr saying so (the results are the
  same, only slower); ``DECKSTATS_PURE_PYTHON=1`` asks for pure Python silently.

Both ways play the same games (the test suite compares them), so this is purely speed.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

_PKG_DIR = Path(__file__).resolve().parent
_MANIFEST = _PKG_DIR / "_native_manifest.json"

#: ``"compiled"`` or ``"pure"``, set by ``activate()``.
MODE = "pure"
#: Why the modules run as they do (one short phrase, shown by ``deckstats bench``).
REASON = "not decided"


def _source_path(module: str, pkg_dir: Path = _PKG_DIR) -> Path:
    return pkg_dir.parent.joinpath(*module.split(".")).with_suffix(".py")


def _present_binaries(pkg_dir: Path) -> list[str]:
    """Modules of the package that have an extension-module file next to their source."""
    suffixes = sorted(importlib.machinery.EXTENSION_SUFFIXES, key=len, reverse=True)
    found = set()
    for path in pkg_dir.rglob("*.*"):
        suffix = next((x for x in suffixes if path.name.endswith(x)), None)
        if suffix is None:
            continue
        py = path.with_name(path.name[: -len(suffix)] + ".py")
        if py.exists():
            found.add(".".join(py.relative_to(pkg_dir.parent).with_suffix("").parts))
    return sorted(found)


class _PureFinder:
    """Meta-path finder: load the listed modules from their ``.py`` sources."""

    def __init__(self, modules: Sequence[str]) -> None:
        self.modules = frozenset(modules)

    def find_spec(
        self, fullname: str, path: Any = None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.modules:
            return None
        return importlib.util.spec_from_file_location(fullname, _source_path(fullname))


def decide(pkg_dir: Path = _PKG_DIR, pure: str | None = None) -> tuple[str, str, list[str]]:
    """Return (mode, reason, modules to load from their sources) for the package at ``pkg_dir``.

    ``pure`` is the ``DECKSTATS_PURE_PYTHON`` setting (read from the environment if None).
    """
    if pure is None:
        pure = os.environ.get("DECKSTATS_PURE_PYTHON", "")
    present = _present_binaries(pkg_dir)
    if pure.strip() not in ("", "0"):
        return "pure", "DECKSTATS_PURE_PYTHON is set", present
    if not present:
        why = "install with a C compiler to compile"
        with contextlib.suppress(OSError, ValueError, KeyError, TypeError):
            why = json.loads((pkg_dir / _MANIFEST.name).read_text())["error"] or why
        return "pure", f"not compiled ({why})", []
    try:
        manifest = json.loads((pkg_dir / _MANIFEST.name).read_text())
        sources: dict[str, str] = manifest["sources"]
    except (OSError, ValueError, KeyError, TypeError):
        return "pure", "compiled modules without a build manifest", present
    stale = []
    for module, digest in sources.items():
        src = _source_path(module, pkg_dir)
        try:
            now = hashlib.sha256(src.read_bytes()).hexdigest()
        except OSError:
            now = ""
        if now != digest or module not in present:
            stale.append(module)
    if stale:
        return "pure", f"compiled modules out of date with {stale[0]}", present
    # A binary left over from an older build, for a module no longer compiled, would
    # shadow its source: load that module from its source, the rest compiled.
    extra = sorted(set(present) - set(sources))
    return "compiled", f"mypyc ({len(sources)} modules)", extra


def activate() -> None:
    """Decide compiled or pure once per process (idempotent)."""
    global MODE, REASON
    if REASON != "not decided":
        return
    MODE, REASON, force_pure = decide()
    if force_pure:
        sys.meta_path.insert(0, _PureFinder(force_pure))
        if "out of date" in REASON or "manifest" in REASON:
            print(
                f"deckstats: {REASON}; running the pure-Python sources (same results, "
                "about half the speed). Rebuild with: pip install -e .",
                file=sys.stderr,
            )
