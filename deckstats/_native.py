"""Compiled or pure: choose how the engine's hot modules are loaded (see ``setup.py``).

``pip install`` compiles the rules engine, the built-in agents and the per-game runner
with mypyc. Those extension modules sit next to their ``.py`` sources and Python would
prefer them, even after a source was edited. So at package import this module decides
once, for all of them together:

- **compiled** when the build manifest (``_native_manifest.json``, the SHA-256 of each
  compiled source at build time) matches every source, every module has its binary, and
  mypyc's shared runtime loads: the binaries are small shims that import one extension
  module (``<hash>__mypyc``, named in each shim) holding all the compiled code. The build
  puts it beside the package directory (the repository root, or ``site-packages``); it is
  loaded from there at once, so the shims use this build's runtime and no other;
- **pure** otherwise: a meta-path finder loads those modules from their ``.py`` files.
  (A leftover binary of a module the build no longer compiles is always bypassed.)
  A stale or partial build, or a missing or broken runtime, prints one line to stderr
  saying so (the results are the same, only slower); ``DECKSTATS_PURE_PYTHON=1`` asks
  for pure Python silently.

Both ways play the same games (the test suite compares them), so this is purely speed.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.machinery
import importlib.util
import json
import os
import re
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

#: The mypyc runtime module a compiled shim imports: a NUL-terminated string in the shim.
_RUNTIME_NAME = re.compile(rb"(?<![\w.])([\w.]+__mypyc)\x00")


def _source_path(module: str, pkg_dir: Path = _PKG_DIR) -> Path:
    return pkg_dir.parent.joinpath(*module.split(".")).with_suffix(".py")


def _present_binaries(pkg_dir: Path) -> dict[str, Path]:
    """Modules of the package that have an extension-module file next to their source."""
    suffixes = sorted(importlib.machinery.EXTENSION_SUFFIXES, key=len, reverse=True)
    found = {}
    for path in sorted(pkg_dir.rglob("*.*")):
        suffix = next((x for x in suffixes if path.name.endswith(x)), None)
        if suffix is None:
            continue
        py = path.with_name(path.name[: -len(suffix)] + ".py")
        if py.exists():
            found[".".join(py.relative_to(pkg_dir.parent).with_suffix("").parts)] = path
    return dict(sorted(found.items()))


def _runtime(shim: Path, pkg_dir: Path) -> tuple[str, Path | None] | None:
    """The mypyc runtime module the compiled ``shim`` imports, and its file beside the package.

    None when the binary names no runtime (a build of one module needs none); the path is
    None when the runtime's file is missing.
    """
    try:
        found = _RUNTIME_NAME.search(shim.read_bytes())
    except OSError:
        return None
    if found is None:
        return None
    name = found.group(1).decode("ascii")
    base = pkg_dir.parent.joinpath(*name.split("."))
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = base.with_name(base.name + suffix)
        if path.is_file():
            return name, path
    return name, None


def _load_runtime(name: str, path: Path) -> str | None:
    """Import the mypyc runtime from ``path``; return why it failed, or None.

    Imported here, from the file the build put beside the package, the shims find it in
    ``sys.modules``: a runtime of the same name elsewhere on the path is never used.
    """
    if name in sys.modules:
        return None
    try:
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise ImportError(f"no loader for {path.name}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    except Exception as exc:  # a bad binary, another ABI, ...: whatever it is, run pure
        sys.modules.pop(name, None)
        why = (str(exc).splitlines() or [type(exc).__name__])[0]
        return f"mypyc runtime {name} cannot be imported ({why})"
    return None


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
    return _decide(pkg_dir, pure)[:3]


def _decide(pkg_dir: Path, pure: str | None) -> tuple[str, str, list[str], tuple[str, Path] | None]:
    """``decide()``, and the mypyc runtime (name, file) a compiled result still has to load."""
    if pure is None:
        pure = os.environ.get("DECKSTATS_PURE_PYTHON", "")
    binaries = _present_binaries(pkg_dir)
    present = list(binaries)
    if pure.strip() not in ("", "0"):
        return "pure", "DECKSTATS_PURE_PYTHON is set", present, None
    if not present:
        why = "install with a C compiler to compile"
        with contextlib.suppress(OSError, ValueError, KeyError, TypeError):
            why = json.loads((pkg_dir / _MANIFEST.name).read_text())["error"] or why
        return "pure", f"not compiled ({why})", [], None
    try:
        manifest = json.loads((pkg_dir / _MANIFEST.name).read_text())
        sources: dict[str, str] = manifest["sources"]
    except (OSError, ValueError, KeyError, TypeError):
        return "pure", "compiled modules without a build manifest", present, None
    if not sources:
        # The last build failed (mypyc refused the sources): its binaries are leftovers.
        why = str(manifest.get("error") or "the last build compiled nothing")
        return "pure", f"not compiled ({why})", present, None
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
        return "pure", f"compiled modules out of date with {stale[0]}", present, None
    # The shims import mypyc's shared runtime; without it, none of them can load.
    runtime = _runtime(binaries[min(sources)], pkg_dir) if sources else None
    found: tuple[str, Path] | None = None
    if runtime is not None:
        name, path = runtime
        if path is None:
            return "pure", f"compiled modules without their mypyc runtime {name}", present, None
        found = (name, path)
    # A binary left over from an older build, for a module no longer compiled, would
    # shadow its source: load that module from its source, the rest compiled.
    extra = sorted(set(present) - set(sources))
    return "compiled", f"mypyc ({len(sources)} modules)", extra, found


def activate() -> None:
    """Decide compiled or pure once per process (idempotent)."""
    global MODE, REASON
    if REASON != "not decided":
        return
    MODE, REASON, force_pure, runtime = _decide(_PKG_DIR, None)
    if runtime is not None:
        problem = _load_runtime(*runtime)
        if problem is not None:
            MODE, REASON, force_pure = "pure", problem, list(_present_binaries(_PKG_DIR))
    if force_pure:
        sys.meta_path.insert(0, _PureFinder(force_pure))
        if any(why in REASON for why in ("out of date", "manifest", "runtime")):
            print(
                f"deckstats: {REASON}; running the pure-Python sources (same results, "
                "about half the speed). Rebuild with: pip install -e .",
                file=sys.stderr,
            )
