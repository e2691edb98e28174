"""Build hook: compile the simulation hot loop with mypyc (everything else is in pyproject).

The rules engine, the players and the per-game runner are plain, fully typed Python.
``pip install .`` / ``pip install -e .`` also compiles them to C extension modules with
mypyc (STYLE.md 2.4: speed is a feature; a compiled game runs about twice as fast). The
same sources are the reference: ``deckstats._native`` falls back to them, with a warning,
when the compiled modules are missing, stale or disabled, and the test suite checks that
both give the same games.

Environment:
    DECKSTATS_PURE_PYTHON=1   build (and run) without compiling anything.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

from setuptools import setup

HERE = Path(__file__).resolve().parent
PKG = HERE / "deckstats"

#: The modules compiled by mypyc: the rules engine (package ``__init__`` files stay
#: interpreted so ``deckstats._native`` can fall back to the sources), the built-in
#: agents and the per-game runner. Keep in sync with nothing else: the runtime check
#: reads the manifest written below.
COMPILED = sorted(
    [str(p.relative_to(HERE)) for p in (PKG / "engine").glob("*.py") if p.name != "__init__.py"]
    + [
        "deckstats/players/abilities.py",
        "deckstats/players/activations.py",
        "deckstats/players/base.py",
        "deckstats/players/block_choice.py",
        "deckstats/players/block_search.py",
        "deckstats/players/blocks.py",
        "deckstats/players/board.py",
        "deckstats/players/burn.py",
        "deckstats/players/chain_guard.py",
        "deckstats/players/combat.py",
        "deckstats/players/counters.py",
        "deckstats/players/crew.py",
        "deckstats/players/evaluate.py",
        "deckstats/players/facts.py",
        "deckstats/players/goldfish.py",
        "deckstats/players/goldfish_targets.py",
        "deckstats/players/guards.py",
        "deckstats/players/heuristic.py",
        "deckstats/players/kicked.py",
        "deckstats/players/lands.py",
        "deckstats/players/mana_plan.py",
        "deckstats/players/mulligan.py",
        "deckstats/players/plan_choice.py",
        "deckstats/players/plan_facts.py",
        "deckstats/players/profiles.py",
        "deckstats/players/random_agent.py",
        "deckstats/players/reading.py",
        "deckstats/players/removal.py",
        "deckstats/players/sacrifice_costs.py",
        "deckstats/players/spell_plan.py",
        "deckstats/players/storm.py",
        "deckstats/players/targeting.py",
        "deckstats/players/threats.py",
        "deckstats/players/timing.py",
        "deckstats/players/tricks.py",
        "deckstats/players/value_basic.py",
        "deckstats/players/value_oneshots.py",
        "deckstats/players/value_riders.py",
        "deckstats/players/value_rounds.py",
        "deckstats/players/value_act.py",
        "deckstats/players/value_stat.py",
        "deckstats/sim/collect.py",
        "deckstats/sim/records.py",
        "deckstats/sim/runner.py",
        "deckstats/sim/seedmix.py",
    ]
)
MANIFEST = PKG / "_native_manifest.json"
#: setup.py commands that build extension modules (pip's PEP 517 hooks run the others too).
_BUILD_COMMANDS = ("build", "build_ext", "bdist_wheel", "editable_wheel", "develop", "install")


def _write_manifest(paths: list[str], linkage: list[str]) -> None:
    """Record the SHA-256 of every compiled source.

    The runtime uses the compiled modules only while every source still matches, so an
    edited ``.py`` is never silently shadowed by an old binary. ``linkage`` names the
    code-generation flags the build added (empty when the probe refused them).
    """
    sources = {
        p[: -len(".py")].replace("/", "."): hashlib.sha256((HERE / p).read_bytes()).hexdigest()
        for p in paths
    }
    record = {"compiler": "mypyc", "linkage": linkage, "sources": sources}
    MANIFEST.write_text(json.dumps(record, indent=1) + "\n")


def _write_failure(why: str) -> None:
    """Leave the reason the build stayed pure where ``deckstats bench`` can report it."""
    MANIFEST.write_text(json.dumps({"compiler": None, "error": why, "sources": {}}) + "\n")


def _remove_stray_binaries() -> None:
    """Delete in-place binaries of modules this build does not compile (older builds)."""
    compiled = {str(Path(p).with_suffix("")) for p in COMPILED}
    for so in PKG.rglob("*.so"):
        module = str(so.relative_to(HERE)).split(".", 1)[0]
        if module not in compiled:
            so.unlink()


# Code generation for the one shared library mypyc builds (Linux, GCC or Clang). Every
# compiled function is an exported symbol of that library, so by default each call between
# them, and each call to mypyc's runtime helpers, goes through the procedure linkage table
# (an extra indirect jump) and cannot be inlined: the library could be "interposed".
# Nothing interposes it (the module shims reach it through a capsule), so calls inside the
# library are bound locally, and calls into libpython skip the PLT stub.
_LINKAGE_CFLAGS = ["-fno-semantic-interposition", "-fno-plt"]
_LINKAGE_LDFLAGS = ["-Wl,-Bsymbolic-functions"]


def _linkage_flags_work() -> bool:
    """Whether this machine's C compiler and linker accept the linkage flags (a probe build)."""
    if not sys.platform.startswith("linux"):
        return False
    import sysconfig
    import tempfile
    from subprocess import DEVNULL, run

    # The compiler distutils will use: $CC when set (it overrides sysconfig there too).
    cc = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "probe.c"
        src.write_text(
            "int probe_f(int x) { return x + 1; }\nint probe_g(int x) { return probe_f(x); }\n"
        )
        cmd = [
            *cc,
            "-shared",
            "-fPIC",
            *_LINKAGE_CFLAGS,
            *_LINKAGE_LDFLAGS,
            str(src),
            "-o",
            str(Path(tmp) / "probe.so"),
        ]
        try:
            return run(cmd, stdout=DEVNULL, stderr=DEVNULL, check=False).returncode == 0
        except OSError:
            return False


def ext_modules() -> list[object]:
    """Return the mypyc extension modules, or none (pure Python) when disabled or unavailable."""
    if not any(cmd in sys.argv for cmd in _BUILD_COMMANDS):
        return []  # metadata hooks (egg_info, dist_info): nothing to type-check or compile
    if MANIFEST.exists():
        MANIFEST.unlink()  # a failed or skipped build must not vouch for old binaries
    _remove_stray_binaries()
    if os.environ.get("DECKSTATS_PURE_PYTHON", "").strip() not in ("", "0"):
        print("deckstats: DECKSTATS_PURE_PYTHON set, not compiling", file=sys.stderr)
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("deckstats: mypyc not available, installing pure Python", file=sys.stderr)
        _write_failure("mypyc was not available at build time")
        return []
    cwd = os.getcwd()
    os.chdir(HERE)  # mypyc wants paths relative to the project root
    try:
        # The build environment may lack numpy and friends (pip's build isolation): an
        # ignore comment needed only when their types are known must not fail the build.
        # Modules mypy reaches only by following imports (the CLI, the report, the API:
        # click, jinja2 and pandas are absent there) are analysed but not reported on:
        # only the compiled modules, all named here, must type-check.
        exts = mypycify(
            ["--no-warn-unused-ignores", "--follow-imports=silent", *COMPILED],
            opt_level="3",
            debug_level="0",
        )
    except (SystemExit, Exception) as exc:  # type errors or a mypyc failure: stay pure
        print(f"deckstats: mypyc failed ({exc!r}), installing pure Python", file=sys.stderr)
        _write_failure(f"mypyc failed at build time ({exc!r})")
        return []
    finally:
        os.chdir(cwd)
    linkage = [*_LINKAGE_CFLAGS, *_LINKAGE_LDFLAGS] if _linkage_flags_work() else []
    for ext in exts if linkage else []:
        ext.extra_compile_args = [*(ext.extra_compile_args or []), *_LINKAGE_CFLAGS]
        ext.extra_link_args = [*(ext.extra_link_args or []), *_LINKAGE_LDFLAGS]
    _write_manifest(COMPILED, linkage)
    return list(exts)


setup(ext_modules=ext_modules())
