r"""The deck layer: decklists read, modelled and checked; the keep policy; colour sources.

It sits on ``cards`` (card definitions and the registry) and under the players, the
analytic lane and the front ends, and imports nothing else of deckstats. A decklist goes
through four steps, one module each:

1. ``deck.decode``: file bytes to one checked ``str`` (size, encoding, binary, pipes);
2. the scanners, on the line grammar of ``deck.lines``: ``deck.scan_text`` (plain, Arena,
   MTGO, deck-site, Forge and chat pastes), ``deck.scan_csv`` (spreadsheet exports),
   ``deck.scan_xml`` (MTGO ``.dek``, Cockatrice ``.cod``);
3. ``deck.parse``: names looked up in a ``CardDB``, giving the ``deck.model.Decklist``;
4. ``deck.legality``: the format (``infer_format``) and its rules (``validate``).

``deck.check`` runs them for ``deckstats deck check`` with ``deck.summary``'s counts;
``deck.keep`` is the one mulligan keep policy of both lanes and ``deck.sources`` the one
count of colour sources. This package re-exports the decklist API (``load_decklist``,
``parse_decklist``, ``validate``, ``Decklist``...); the others are imported from their
modules.

Accepted inputs, detected line by line (one parser, no format switch):

- plain text: ``4 Lightning Bolt``, ``4x Lightning Bolt``, ``4 x Lightning Bolt``,
  ``x4 Lightning Bolt``, ``4× Lightning Bolt``, ``Lightning Bolt x4``, or a bare name
  (one copy); a name in quotes; spreadsheet rows (``Lightning Bolt<TAB>4``,
  ``Lightning Bolt,4``, ``4;Lightning Bolt``);
- MTG Arena exports: ``Deck`` / ``Sideboard`` / ``Commander`` / ``Companion`` / ``About``
  headers, ``Name ...`` in the About block, ``4 Lightning Bolt (M10) 146``, set codes with
  digits (``(40K)``) or dashes (``(PRM-ARENA)``), collector numbers such as ``146a`` or
  ``2XM-141``, ``*F*`` / ``*E*`` marks, ``A-`` names of rebalanced (Alchemy) cards;
- MTGO ``.txt``: the sideboard after ``SB:`` prefixes, a ``Sideboard`` line, or the last
  blank line; MTGO ``.dek`` XML (``<Cards Quantity="4" Sideboard="false" Name="..." />``);
  a 100-card list whose first or last blank-line block is one or two legendary creatures
  is a commander deck (MTGO puts the commander in the sideboard);
- deck-site exports (Moxfield, Archidekt, MTGGoldfish, TappedOut, deckstats.net): section
  headers such as ``Creatures (12)``, ``// Lands``, ``Sideboard:``, ``Maindeck``,
  ``#tags``, ``[Category]`` and ``^markers^`` after a name, MTGGoldfish ``<251>`` /
  ``<borderless>`` and ``(F)``, TappedOut ``*CMDR*``, deckstats.net ``# !Commander``;
- Cockatrice ``.cod`` XML (``<zone name="main">`` / ``"side"``, tokens left out) and
  Forge ``.dck`` (``[metadata]`` with ``Name=``, ``[Main]``, ``[Sideboard]``,
  ``[Commander]``, ``4 Lightning Bolt|M10|1``);
- CSV exports (Moxfield, Archidekt, TappedOut, Deckbox): a header row with a name and a
  count column, the section from a ``Board`` / ``Section`` / ``Category`` column;
- Discord and Reddit pastes: code fences, ``> `` quotes, ``- `` / ``* `` / ``• ``
  bullets, numbered lists (``1. 4 Lightning Bolt``), tables (``| 4 | Lightning Bolt |``),
  ``---`` rules (a separator like a blank line), ``**Sideboard**`` headers, ``Name: ...``
  / ``Format: ...`` lines above the cards and deck-page URLs;
- comments starting with ``#`` or ``//`` (``Fire // Ice`` is a name, not a comment),
  trailing ``# comments``, Windows line endings, a byte-order mark, UTF-16 with or
  without one, tabs, non-breaking and zero-width spaces, trailing spaces.

A ``Commander`` or ``Companion`` block ends at a blank line. A saved web page, a JSON
file and a line too long to name a card are errors; several malformed lines make one
error message (the first, then the other line numbers).

Names are looked up in a ``CardDB`` (case, accents, curly apostrophes and the front face of
split or double-faced names do not matter). Every problem names the file and the line.

>>> from deckstats.cards.dsl import basic_land
>>> from deckstats.cards.registry import CardDB
>>> db = CardDB([basic_land("Mountain", "R"), basic_land("Forest", "G")])
>>> deck = parse_decklist("# Mono Red\n20 Mountain\n\nSB: 2 Forest", db=db)
>>> deck.count(), deck.sideboard[0].count, deck.comments
(20, 2, ('Mono Red',))
>>> [str(p) for p in validate(deck, "limited")]
['<deck>: 20 cards in the main deck (at least 40 in limited)']
"""

from __future__ import annotations

from deckstats.deck.legality import format_from_comments, infer_format, validate
from deckstats.deck.model import (
    CARD_DATA_HINT,
    FORMATS,
    MAX_FILE_BYTES,
    MAX_LINE_COUNT,
    MAX_LINE_LENGTH,
    MAX_ROW_LENGTH,
    PLAYED_SECTIONS,
    DeckEntry,
    Decklist,
    DecklistError,
    Problem,
    UnknownEntry,
)
from deckstats.deck.parse import load_decklist, parse_decklist

__all__ = [
    "CARD_DATA_HINT",
    "FORMATS",
    "MAX_FILE_BYTES",
    "MAX_LINE_COUNT",
    "MAX_LINE_LENGTH",
    "MAX_ROW_LENGTH",
    "PLAYED_SECTIONS",
    "DeckEntry",
    "Decklist",
    "DecklistError",
    "Problem",
    "UnknownEntry",
    "format_from_comments",
    "infer_format",
    "load_decklist",
    "parse_decklist",
    "validate",
]
