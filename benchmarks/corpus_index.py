"""Build a Scryfall-format card-data file from the metagame corpus, and import it.

Real users import Scryfall's ``oracle_cards`` bulk file; this machine has no network, so the
metagame corpus (``tests/data/metagame_*.py``, real Oracle texts typed by us) stands in for it
when we measure real decklists: the decks of ``decks/`` that play cards outside the built-in
pool, and the fidelity of tournament lists.

Legalities are approximate: a card is marked legal in each format whose corpus file names it
and in every larger format of the chain standard < pioneer < modern < legacy < vintage (and
pauper / premodern only where named). Ban lists are not modelled: validate with ``--format
none`` when that matters.

Usage::

    python benchmarks/corpus_index.py OUT.json            # write the file only
    python benchmarks/corpus_index.py OUT.json --import   # and import it into $DECKSTATS_HOME
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from deckstats.cards.corpus import Entry, Text, load_corpus, record

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "tests" / "data"
_CHAIN = ("standard", "pioneer", "modern", "legacy", "vintage")
_ALL = (*_CHAIN, "pauper", "premodern")


def _legalities(formats: tuple[str, ...]) -> dict[str, str]:
    legal = set(formats)
    if legal <= {"suite"}:  # the Oracle suite's cards: legal everywhere (ban lists not modelled)
        legal = set(_ALL)
    for fmt in formats:
        if fmt in _CHAIN:
            legal.update(_CHAIN[_CHAIN.index(fmt) :])
    return {fmt: "legal" if fmt in legal else "not_legal" for fmt in _ALL}


def _face(face: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in face.items() if v is not None}
    out["object"] = "card_face"
    return out


def scryfall_object(entry: Entry) -> dict[str, Any]:
    """One Scryfall ``card`` object for a corpus entry."""
    rec = record(entry.text)
    faces = rec["faces"]
    card: dict[str, Any] = {
        "object": "card",
        "name": rec["name"],
        "layout": rec["layout"],
        "legalities": _legalities(entry.formats),
    }
    if len(faces) == 1:
        card.update(_face(faces[0]))
        card["object"] = "card"
    else:
        card["type_line"] = " // ".join(f["type_line"] for f in faces)
        card["card_faces"] = [_face(f) for f in faces]
    return card


def suite_texts() -> list[tuple[str, Text]]:
    """The Oracle suite's texts (``tests/data/oracle_texts*.py``) as corpus entries."""
    from deckstats.cards.coverage import load_suite

    return [
        ("suite", Text(c.name, c.cost, c.type_line, c.text, c.pt, c.loyalty))
        for c in load_suite(DATA)
    ]


def build(out: Path, extra: list[tuple[str, Text]] | None = None) -> int:
    """Write the corpus and the Oracle suite as a Scryfall bulk array to ``out``.

    Returns the number of cards (one per name; a metagame file's text wins over the
    suite's).
    """
    entries = load_corpus(DATA, [*(extra or []), *suite_texts()])
    out.write_text(json.dumps([scryfall_object(e) for e in entries]), encoding="utf-8")
    return len(entries)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--import", dest="do_import", action="store_true")
    args = parser.parse_args()
    n = build(args.out)
    print(f"{args.out}: {n} cards")
    if args.do_import:
        subprocess.run(
            [sys.executable, "-m", "deckstats", "cards", "import", str(args.out)], check=True
        )


if __name__ == "__main__":
    main()
