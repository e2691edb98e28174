"""The metagame corpus: real Oracle texts of the cards real tournament decks play.

The Oracle suite (``tests/data/oracle_texts*.py``) pins the compiled form of each text; the
metagame corpus (``tests/data/metagame_<format>.py``) is wider and measures only *coverage*:
which share of the cards of each constructed format's archetypes the compiler turns into
effects in full (issue 26, point 5). Every text is typed by us from the printed card (facts
only); nothing is copied from another engine.

A corpus file holds ``FORMAT = "<format>"`` and ``TEXTS = [T(...), ...]``::

    T("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.")
    T("Delver of Secrets", "{U}", "Creature — Human Wizard", "At the beginning of ...",
      pt=("1", "1"), layout="transform",
      faces=[T("Insectile Aberration", None, "Creature — Human Insect", "Flying", pt=("3", "2"))])

Multi-faced cards (``layout`` = split, adventure, modal_dfc, transform, flip, aftermath) give
their first face as the ``T`` itself and the other faces in ``faces``; the card's name is the
faces' names joined by `` // `` (CR 709.4, 712.2) when the layout is split-like, as Scryfall
writes it.

>>> t = T("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")
>>> record(t)["faces"][0]["oracle_text"]
'Shock deals 2 damage to any target.'
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

#: The constructed formats the corpus covers, in the order coverage reports them.
FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper", "premodern")

#: Layouts whose card name joins every face's name with `` // `` (Scryfall's convention).
_JOINED = frozenset({"split", "aftermath", "adventure", "modal_dfc", "transform", "flip"})


class Text(NamedTuple):
    """One card's printed facts and Oracle text (the first face of a multi-faced card)."""

    name: str
    cost: str | None
    type_line: str
    text: str
    pt: tuple[str, str] | None = None
    loyalty: str | None = None
    layout: str = "normal"
    faces: tuple[Text, ...] = ()


def T(  # noqa: N802 - a short constructor for data files
    name: str,
    cost: str | None,
    type_line: str,
    text: str,
    pt: tuple[str, str] | None = None,
    loyalty: str | None = None,
    *,
    layout: str = "normal",
    faces: Sequence[Text] = (),
) -> Text:
    """Build one corpus entry (see the module docstring)."""
    return Text(name, cost, type_line, text, pt, loyalty, layout, tuple(faces))


def card_name(text: Text) -> str:
    """The card's full name: faces joined by `` // `` for split-like layouts."""
    if text.faces and text.layout in _JOINED:
        return " // ".join([text.name, *(f.name for f in text.faces)])
    return text.name


def face_record(text: Text) -> dict[str, Any]:
    """One face's record (Scryfall's face fields, what ``compile_face`` reads)."""
    return {
        "name": text.name,
        "mana_cost": text.cost or "",
        "type_line": text.type_line,
        "oracle_text": text.text,
        "power": text.pt[0] if text.pt else None,
        "toughness": text.pt[1] if text.pt else None,
        "loyalty": text.loyalty,
    }


def record(text: Text) -> dict[str, Any]:
    """The importers' record form of an entry (what ``compile_record`` reads)."""
    return {
        "name": card_name(text),
        "layout": text.layout,
        "faces": [face_record(text), *(face_record(f) for f in text.faces)],
    }


class Entry(NamedTuple):
    """A corpus card with the formats whose files name it."""

    text: Text
    formats: tuple[str, ...]

    @property
    def name(self) -> str:
        """The card's full name."""
        return card_name(self.text)


def corpus_files(directory: Path) -> list[Path]:
    """The corpus files of ``directory`` (``metagame_<format>.py``), in ``FORMATS`` order."""
    files = sorted(directory.glob("metagame_*.py"))
    order = {f: i for i, f in enumerate(FORMATS)}
    return sorted(files, key=lambda p: (order.get(p.stem[len("metagame_") :], len(order)), p.name))


def load_module(path: Path, name: str | None = None) -> Any:
    """Import a data file (a corpus or Oracle-suite file) as module ``name``, once.

    ``name`` defaults to ``deckstats_corpus_<stem>``; a module of that name loaded from
    the same path is reused.
    """
    name = name or f"deckstats_corpus_{path.stem}"
    module = sys.modules.get(name)
    if module is not None and Path(getattr(module, "__file__", "")) == path:
        return module
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise FileNotFoundError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def load_corpus(directory: Path, extra: Iterable[tuple[str, Text]] = ()) -> list[Entry]:
    """Load every corpus file of ``directory``; one entry per card name, formats merged.

    A card named in several files is one entry (the first text wins) listing each format.
    ``extra`` adds ``(format, Text)`` pairs (tests).
    """
    by_name: dict[str, tuple[Text, list[str]]] = {}
    pairs: list[tuple[str, Text]] = []
    for path in corpus_files(directory):
        module = load_module(path)
        fmt = str(getattr(module, "FORMAT", path.stem[len("metagame_") :]))
        pairs.extend((fmt, t) for t in module.TEXTS)
    pairs.extend(extra)
    for fmt, text in pairs:
        key = card_name(text).casefold()
        if key not in by_name:
            by_name[key] = (text, [fmt])
        elif fmt not in by_name[key][1]:
            by_name[key][1].append(fmt)
    return [Entry(text, tuple(fmts)) for text, fmts in by_name.values()]
