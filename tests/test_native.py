"""The compiled (mypyc) engine and its pure-Python sources: same games, safe fallback.

``setup.py`` compiles the engine, the agents and the runner; ``deckstats._native``
loads the binaries only while they match their sources (``setup.py``, ``_native.py``).
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from deckstats import _native

ROOT = Path(__file__).resolve().parents[1]

_PLAY = """
import hashlib, sys
import deckstats._native as nat
from deckstats.deck import load_decklist
from deckstats.sim.config import SimConfig
from deckstats.sim.runner import play_game
h = hashlib.sha256()
for path in sys.argv[1:]:
    cards = tuple(load_decklist(path).main_cards())
    config = SimConfig("t", cards, n_games=40, seed=7, max_turns=20)
    for i in range(40):
        game, turns = play_game(config, 7, i)
        h.update(repr((game, turns)).encode())
print(nat.MODE, h.hexdigest())
"""

_DECKS = [
    str(ROOT / "decks" / name)
    for name in (
        "mono_red_burn.txt",
        "pauper_stompy.txt",
        "uw_control.txt",
        "modern_jund_midrange.txt",
    )
]


def _play(pure: bool) -> tuple[str, str]:
    env = dict(os.environ)
    env.pop("DECKSTATS_PURE_PYTHON", None)
    if pure:
        env["DECKSTATS_PURE_PYTHON"] = "1"
    out = subprocess.run(
        [sys.executable, "-c", _PLAY, *_DECKS],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=True,
    )
    mode, digest = out.stdout.split()
    return mode, digest


def test_compiled_and_pure_play_identical_games():
    """Same seeds => the same records, whether the engine runs compiled or interpreted."""
    pure_mode, pure_digest = _play(pure=True)
    assert pure_mode == "pure"
    mode, digest = _play(pure=False)
    if mode != "compiled":
        pytest.skip(f"this install is not compiled ({_native.REASON})")
    assert digest == pure_digest


def _fake_package(tmp_path: Path, source: str = "x = 1\n") -> Path:
    pkg = tmp_path / "deckstats"
    (pkg / "engine").mkdir(parents=True)
    (pkg / "engine" / "__init__.py").write_text("")
    (pkg / "engine" / "game.py").write_text(source)
    return pkg


def _compile_fake(pkg: Path, digest_of: str | None = None) -> None:
    import importlib.machinery

    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    (pkg / "engine" / f"game{suffix}").write_bytes(b"\x7fELF not really")
    text = digest_of if digest_of is not None else (pkg / "engine" / "game.py").read_text()
    manifest = {"sources": {"deckstats.engine.game": hashlib.sha256(text.encode()).hexdigest()}}
    (pkg / "_native_manifest.json").write_text(json.dumps(manifest))


def test_fresh_build_runs_compiled(tmp_path):
    pkg = _fake_package(tmp_path)
    _compile_fake(pkg)
    mode, reason, force = _native.decide(pkg, pure="")
    assert (mode, force) == ("compiled", [])
    assert "1 modules" in reason


def test_edited_source_falls_back_to_pure(tmp_path):
    """An edited .py must never be shadowed by its old binary."""
    pkg = _fake_package(tmp_path)
    _compile_fake(pkg)
    (pkg / "engine" / "game.py").write_text("x = 2\n")
    mode, reason, force = _native.decide(pkg, pure="")
    assert mode == "pure"
    assert "out of date with deckstats.engine.game" in reason
    assert force == ["deckstats.engine.game"]


def test_binaries_without_manifest_fall_back(tmp_path):
    pkg = _fake_package(tmp_path)
    _compile_fake(pkg)
    (pkg / "_native_manifest.json").unlink()
    mode, reason, force = _native.decide(pkg, pure="")
    assert mode == "pure"
    assert "manifest" in reason
    assert force == ["deckstats.engine.game"]


def test_leftover_binary_of_an_uncompiled_module_is_bypassed(tmp_path):
    """A binary the current build did not make never shadows its source."""
    import importlib.machinery

    pkg = _fake_package(tmp_path)
    _compile_fake(pkg)
    (pkg / "engine" / "old.py").write_text("y = 1\n")
    (pkg / "engine" / f"old{importlib.machinery.EXTENSION_SUFFIXES[0]}").write_bytes(b"old")
    mode, _, force = _native.decide(pkg, pure="")
    assert mode == "compiled"
    assert force == ["deckstats.engine.old"]


def test_env_forces_pure_and_no_binaries_is_pure(tmp_path):
    pkg = _fake_package(tmp_path)
    assert _native.decide(pkg, pure="")[:2] == (
        "pure",
        "not compiled (install with a C compiler to compile)",
    )
    _compile_fake(pkg)
    mode, reason, force = _native.decide(pkg, pure="1")
    assert mode == "pure"
    assert "DECKSTATS_PURE_PYTHON" in reason
    assert force == ["deckstats.engine.game"]
    assert _native.decide(pkg, pure="0")[0] == "compiled"


def test_pure_finder_loads_the_source(tmp_path, monkeypatch):
    """The fallback finder returns a source (not extension) spec for a listed module."""
    finder = _native._PureFinder(["deckstats.engine.game"])
    spec = finder.find_spec("deckstats.engine.game")
    assert spec is not None
    assert spec.origin is not None and spec.origin.endswith("engine/game.py")
    assert finder.find_spec("deckstats.engine.mana_other") is None


def test_failed_build_reason_is_reported(tmp_path):
    """setup.py leaves why it stayed pure; ``deckstats bench`` shows it."""
    pkg = _fake_package(tmp_path)
    (pkg / "_native_manifest.json").write_text(
        json.dumps({"compiler": None, "error": "mypyc failed at build time (boom)", "sources": {}})
    )
    mode, reason, force = _native.decide(pkg, pure="")
    assert (mode, force) == ("pure", [])
    assert reason == "not compiled (mypyc failed at build time (boom))"


def test_failed_build_over_leftover_binaries_is_pure(tmp_path):
    """A build mypyc refused (type errors) leaves the last build's binaries and a manifest
    listing no source: that is pure Python, never "compiled (0 modules)"."""
    pkg = _fake_package(tmp_path)
    _compile_fake(pkg)
    (pkg / "_native_manifest.json").write_text(
        json.dumps(
            {"compiler": None, "error": "mypyc failed at build time (SystemExit(1))", "sources": {}}
        )
    )
    mode, reason, force = _native.decide(pkg, pure="")
    assert mode == "pure"
    assert reason == "not compiled (mypyc failed at build time (SystemExit(1)))"
    assert force == ["deckstats.engine.game"]


# --------------------------------------------------------------- mypyc's shared runtime

_SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]
#: The runtime module a compiled shim imports (read here, not through ``_native``, so the
#: copy test checks behaviour only).
_SHIM_IMPORTS = re.compile(rb"(?<![\w.])([\w.]+__mypyc)\x00")


def test_missing_mypyc_runtime_falls_back(tmp_path):
    """The shims import mypyc's shared runtime (named in each): without it, run pure."""
    pkg = _fake_package(tmp_path)
    _compile_fake(pkg)
    (pkg / "engine" / f"game{_SUFFIX}").write_bytes(b"\x7fELF\x00*\x00abc123__mypyc\x00more")
    mode, reason, force = _native.decide(pkg, pure="")
    assert mode == "pure"
    assert reason == "compiled modules without their mypyc runtime abc123__mypyc"
    assert force == ["deckstats.engine.game"]
    # The build puts the runtime beside the package directory.
    (tmp_path / f"abc123__mypyc{_SUFFIX}").write_bytes(b"runtime")
    assert _native.decide(pkg, pure="") == ("compiled", "mypyc (1 modules)", [])


def test_broken_mypyc_runtime_is_reported(tmp_path):
    """A runtime that cannot be imported gives a reason, and leaves nothing in sys.modules."""
    name = "deckstats_test_broken__mypyc"
    path = tmp_path / f"{name}{_SUFFIX}"
    path.write_bytes(b"not a shared library")
    why = _native._load_runtime(name, path)
    assert why is not None
    assert why.startswith(f"mypyc runtime {name} cannot be imported (")
    assert "\n" not in why
    assert name not in sys.modules


_COPY_PLAYS = """
import sys
runtime, copy, deck = sys.argv[1:4]


class _Nowhere:
    # The copy is the only install: hide any other copy of the runtime on this machine
    # (the test's own editable install maps the same name to the repository root).
    @staticmethod
    def find_spec(name, path=None, target=None):
        if name == runtime:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, _Nowhere)
import deckstats._native as nat
import deckstats.engine.game
from deckstats.deck import load_decklist
from deckstats.sim.config import SimConfig
from deckstats.sim.runner import play_game

assert nat.__file__.startswith(copy), nat.__file__
cards = tuple(load_decklist(deck).main_cards())
record, _ = play_game(SimConfig("t", cards, n_games=1, seed=7, max_turns=20), 7, 0)
print(nat.MODE, deckstats.engine.game.__file__.endswith(".py"))
print(nat.REASON)
print(repr(record))
"""


@pytest.mark.parametrize("runtime_file", ["missing", "broken"])
def test_copy_without_its_mypyc_runtime_runs_pure(tmp_path, runtime_file):
    """A copy of the compiled package whose mypyc runtime is missing (or will not import)
    warns once on stderr and plays its games from the sources: no ModuleNotFoundError.
    """
    pkg = ROOT / "deckstats"
    shims = sorted(
        p for p in pkg.rglob(f"*{_SUFFIX}") if p.with_name(p.name[: -len(_SUFFIX)] + ".py").exists()
    )
    if not shims:
        pytest.skip(
            f"no compiled modules in this install ({_native.REASON}); "
            "test_missing_mypyc_runtime_falls_back covers decide()"
        )
    named = _SHIM_IMPORTS.search(shims[0].read_bytes())
    if named is None:
        pytest.skip(f"{shims[0].name} imports no mypyc runtime")
    name = named.group(1).decode("ascii")
    path = pkg.parent / f"{name}{_SUFFIX}"  # where the build puts it: beside the package
    if not path.exists():
        pytest.skip(f"this install has no {path.name} beside the package")
    manifest = json.loads((pkg / "_native_manifest.json").read_text())
    copy = tmp_path / "site"
    shutil.copytree(pkg, copy / "deckstats", ignore=shutil.ignore_patterns("__pycache__"))
    # Vouch for the copy's sources as a fresh build does (a no-op right after pip install;
    # in a tree with edited sources it leaves the runtime as the copy's only defect).
    manifest["sources"] = {
        m: hashlib.sha256(copy.joinpath(*m.split(".")).with_suffix(".py").read_bytes()).hexdigest()
        for m in manifest["sources"]
    }
    (copy / "deckstats" / "_native_manifest.json").write_text(json.dumps(manifest))
    if runtime_file == "broken":
        (copy / path.name).write_bytes(b"not a shared library")
    deck = ROOT / "decks" / "mono_red_burn.txt"
    env = {k: v for k, v in os.environ.items() if k != "DECKSTATS_PURE_PYTHON"}
    env["PYTHONPATH"] = os.pathsep.join([str(copy), *filter(None, [env.get("PYTHONPATH")])])
    out = subprocess.run(
        [sys.executable, "-c", _COPY_PLAYS, name, str(copy), str(deck)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    status, reason, record = out.stdout.splitlines()
    assert status == "pure True"
    assert name in reason
    warning = out.stderr.splitlines()
    assert len(warning) == 1, out.stderr
    assert warning[0].startswith(f"deckstats: {reason}; running the pure-Python sources")
    # The same game as this process plays (compiled or not).
    from deckstats.deck import load_decklist
    from deckstats.sim.config import SimConfig
    from deckstats.sim.runner import play_game

    cards = tuple(load_decklist(deck).main_cards())
    here, _ = play_game(SimConfig("t", cards, n_games=1, seed=7, max_turns=20), 7, 0)
    assert record == repr(here)


#: Modules of the compiled packages a compiled module may import although they stay
#: interpreted: ``players.factory`` builds the agents once per game (``sim.runner``).
_INTERPRETED_ON_PURPOSE = {"deckstats.players.factory"}


def _compiled_modules() -> set[str]:
    """The modules ``setup.py`` compiles (its ``COMPILED`` list), as dotted names."""
    text = (ROOT / "setup.py").read_text()
    paths = set(re.findall(r'"(deckstats/[a-z0-9_/]+)\.py"', text))
    paths |= {
        str(p.relative_to(ROOT).with_suffix(""))
        for p in (ROOT / "deckstats" / "engine").glob("*.py")
        if p.name != "__init__.py"
    }
    return {p.replace("/", ".") for p in paths}


def test_compiled_modules_import_no_interpreted_engine_or_players_module():
    """A compiled agent or engine module calling into an interpreted one pays the
    interpreter on the hot path (issue 32.4: ``activations.abilities_wanted`` is asked at
    every priority point of a matchup): every ``deckstats.engine`` / ``deckstats.players``
    module a compiled module imports is compiled too (``setup.py``'s ``COMPILED``)."""
    import ast

    compiled = _compiled_modules()
    assert "deckstats.players.heuristic" in compiled and "deckstats.engine.game" in compiled
    missing = set()
    for mod in compiled:
        tree = ast.parse((ROOT / (mod.replace(".", "/") + ".py")).read_text())
        for node in ast.walk(tree):
            if not isinstance(node, ast.ImportFrom) or node.module is None:
                continue
            dep = node.module
            if dep.startswith(("deckstats.engine.", "deckstats.players.")) and dep not in compiled:
                missing.add(f"{mod} imports {dep}")
    missing = {m for m in missing if m.split(" imports ")[1] not in _INTERPRETED_ON_PURPOSE}
    assert not missing, sorted(missing)


def _elf_sections(path: Path) -> dict[str, int]:
    """Section name -> size of a 64-bit little-endian ELF file (section headers only)."""
    import struct

    data = path.read_bytes()
    assert data[:4] == b"\x7fELF" and data[4] == 2, path
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    headers = [struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names_at = headers[shstrndx][4]
    out = {}
    for name_off, _type, _flags, _addr, _offset, size in headers:
        end = data.index(b"\0", names_at + name_off)
        out[data[names_at + name_off : end].decode()] = size
    return out


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF linkage flags: Linux")
def test_compiled_library_binds_its_calls_locally():
    """``setup.py`` builds mypyc's shared library with ``-fno-semantic-interposition``,
    ``-fno-plt`` and ``-Bsymbolic-functions`` (round 45): without them every call between
    compiled functions, and every call into libpython, went through a PLT stub (1,027
    stubs at 2e00293; 7,318 call sites of compiled functions), an extra indirect jump that
    could not be inlined. The build records the flags in the manifest, and the library
    has no PLT stubs beyond the table's 16-byte header."""
    if _native.MODE != "compiled":
        pytest.skip(f"engine not compiled here: {_native.REASON}")
    manifest = json.loads((ROOT / "deckstats" / "_native_manifest.json").read_text())
    assert manifest.get("linkage") == [
        "-fno-semantic-interposition",
        "-fno-plt",
        "-Wl,-Bsymbolic-functions",
    ], manifest.get("linkage")
    import deckstats.engine.game  # noqa: F401  (loads the group library)

    # Other mypyc-compiled packages (mypy itself, loaded by another test in this process)
    # have group libraries of their own: ours is the one that initialises deckstats modules.
    libs = [
        m
        for name, m in list(sys.modules.items())
        if name.endswith("__mypyc")
        and b"CPyInit_deckstats___" in Path(m.__file__ or "").read_bytes()
    ]
    assert len(libs) == 1, [m.__name__ for m in libs]
    sections = _elf_sections(Path(libs[0].__file__))
    assert sections.get(".plt", 0) <= 16, sections.get(".plt")
    assert ".rela.plt" not in sections
