"""Compiled twins: a partial built-in card replaced by its own Oracle text, compiled.

The built-in pool (``deckstats/cards/pool``) predates much of the Oracle compiler: a card
written by hand with sentences left out (Wasteland without its land destruction, Path to
Exile without the basic land it gives) is "partial". Where the compiler now reads every
sentence of that card's own printed facts and Oracle text, ``CardDB.builtin`` returns the
compiled card instead (issue 26: fidelity), so an offline user, with no imported card
data, gets the full card. A twin is compiled once per card, on first use: start-up and
the per-game path pay nothing for it.

Compiling a twin needs the Oracle compiler, whose templates cost a few tenths of a second
of CPU to load in every process (issue 32.2). So the twins are also kept on disk, in
``$DECKSTATS_HOME/twins/`` (``DECKSTATS_TWIN_CACHE`` names another directory, or ``0``
turns the cache off): one pickle per version of the card code, named by a key over the
Python version and the size and modification time of every module of ``deckstats.cards``
(the compiler, the pool and the card model), as Python keys its own ``.pyc`` files. A
process finds its deck's twins there and never loads the compiler. An edit of any card
module starts a new file (the three newest files of other versions are kept, older ones
deleted). The file holds what the compiler made of each card, equal values
(``tests/cards/test_pool_twins.py`` plays games with either and compares them); a file
that cannot be read is ignored and rewritten.

A few cards are never twinned (``NOT_TWINNED``): their text "compiles" only because the
compiler drops a sentence this engine does simulate, so the twin would be a partial card
that no longer says so. Each entry names the sentence. A partial card may lose power,
never gain it; a twin must also be honest about what it ignores.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import pickle
import sys
from pathlib import Path
from typing import ClassVar

from deckstats.cards.model import CardDef

#: Cards kept in their hand-written form although their text compiles "in full": name ->
#: the sentence the compiler wrongly treats as changing nothing. The compiler reads "can't
#: be regenerated" as a no-op (``oracle.effects._NO_OPS``), but the engine has regeneration
#: shields (CR 701.19a, ``engine.regeneration.regenerate``) and no rule for "can't be regenerated"
#: (CR 701.19c), so the sentence stays listed as ignored.
NOT_TWINNED: dict[str, str] = {
    "Terminate": "It can't be regenerated.",
    "Incinerate": "A creature dealt damage this way can't be regenerated this turn.",
}

#: Partial built-in cards by id -> the card to use (the compiled twin, or the card itself).
_TWINS: dict[int, CardDef] = {}


def compiled_twin(card: CardDef) -> CardDef:
    """A partial hand-written pool card's compiled twin, when that simulates it fully.

    Returns ``card`` itself when it is already full, multi-faced (compiled by face),
    without Oracle text (nothing to compile: an empty text would "compile" in full), in
    ``NOT_TWINNED``, or when its text still leaves a sentence out.
    """
    if not card.unparsed or card.faces or not card.text.strip():
        return card
    twin = _TWINS.get(id(card))
    if twin is None:
        facts = _inputs(card)
        stored = _stored().get(facts)
        if stored is None:
            twin = _compile(card)
            _store(facts, twin if twin is not card else False)
        else:
            twin = stored if isinstance(stored, CardDef) else card
        _TWINS[id(card)] = twin
    return twin


#: What a twin is compiled from (``_compile``): the name, cost, type line, Oracle text,
#: power and toughness, loyalty and source of the hand-written card. The twin file is keyed
#: by these, not the name alone, so a card made elsewhere under a pool card's name (a test's
#: ``CardDB``) is compiled from its own text.
Inputs = tuple[str | None, ...]


def _inputs(card: CardDef) -> Inputs:
    return (
        card.name,
        card.cost.text if card.cost else None,
        card.type_line(),
        card.text,
        card.power_text,
        card.toughness_text,
        str(card.loyalty) if card.loyalty is not None else None,
        card.source,
    )


class _Disk:
    """The twins on disk, as this process read and added to them."""

    #: inputs -> twin, or ``False`` when the card has none (it stays as written).
    cards: ClassVar[dict[Inputs, CardDef | bool]] = {}
    #: whether the file was read (once, on first need)
    read = False
    #: how many twins this process compiled and has not written yet
    new = 0
    #: this process's key of the card code (modules cannot change under a running process)
    key = ""


def cache_file() -> Path | None:
    """This version's twin file, or ``None`` when the cache is turned off."""
    env = os.environ.get("DECKSTATS_TWIN_CACHE", "").strip()
    if env in ("0", "off", "no", "false"):
        return None
    if env:
        folder = Path(env).expanduser()
    else:
        from deckstats.cards.sources.index import deckstats_home

        folder = deckstats_home() / "twins"
    if not _Disk.key:
        root = Path(__file__).resolve().parent
        key = hashlib.sha256(f"{sys.version}\n".encode())
        for path in sorted(root.rglob("*.py")):
            st = path.stat()
            key.update(f"{path.relative_to(root)}|{st.st_size}|{st.st_mtime_ns}\n".encode())
        _Disk.key = key.hexdigest()[:24]
    return folder / f"twins-{_Disk.key}.pickle"


def _read(path: Path | None) -> dict[Inputs, CardDef | bool]:
    """The twins in ``path``; empty when there is none or it cannot be read (a cache)."""
    try:
        if path is not None and path.is_file():
            loaded = pickle.loads(path.read_bytes())
            if isinstance(loaded, dict):
                return loaded
    except Exception:  # an unreadable cache is only a slower start: it is rewritten
        pass
    return {}


def _stored() -> dict[Inputs, CardDef | bool]:
    """The twins on disk for this version of the card code (read once per process)."""
    if not _Disk.read:
        _Disk.read = True
        _Disk.cards = _read(cache_file())
    return _Disk.cards


def _store(facts: Inputs, twin: CardDef | bool) -> None:
    """Add one card's twin; the file is written once, as the process ends (``_flush``)."""
    if not _Disk.new:
        atexit.register(_flush)
    _stored()[facts] = twin
    _Disk.new += 1


def _flush() -> None:
    """Write the twins, merged with the file's (whole, atomically; failures ignored)."""
    if not _Disk.new:
        return
    _Disk.new = 0
    try:
        path = cache_file()
        if path is None:
            return
        merged = {**_read(path), **_stored()}  # another process may have added some
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
        try:
            tmp.write_bytes(pickle.dumps(merged, protocol=pickle.HIGHEST_PROTOCOL))
            os.replace(tmp, path)
        finally:
            tmp.unlink(missing_ok=True)
        _prune(path)
    except Exception:  # a read-only or full disk, anything: the cache is only a speed-up
        return


#: Twin files of other versions kept beside the current one (the newest first): an edit of
#: any card module starts a new file, and a developer's edits must not pile them up.
KEEP_OTHER_VERSIONS = 3


def _prune(current: Path) -> None:
    """Delete all but the ``KEEP_OTHER_VERSIONS`` newest twin files of other versions."""
    others = [p for p in current.parent.glob("twins-*.pickle") if p != current]
    others.sort(key=lambda p: p.stat().st_mtime_ns, reverse=True)
    for old in others[KEEP_OTHER_VERSIONS:]:
        old.unlink(missing_ok=True)


def _compile(card: CardDef) -> CardDef:
    if card.name in NOT_TWINNED:
        return card
    from deckstats.cards.oracle import compile_text

    compiled = compile_text(
        card.name,
        card.cost.text if card.cost else None,
        card.type_line(),
        card.text,
        (card.power_text, card.toughness_text) if card.power_text is not None else None,
        loyalty=str(card.loyalty) if card.loyalty is not None else None,
        source=card.source,
    )
    return card if compiled.unparsed else compiled
