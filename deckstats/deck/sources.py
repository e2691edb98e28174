"""Coloured mana sources of a deck: the one count ``deck check`` and ``hands`` share.

Part of the ``deck`` layer (it reads card definitions only): ``deck.summary`` (``deck
check``) and the analytic lane (``hands``) both count with ``count_sources``, so their
numbers agree.

The convention is Frank Karsten's ("How Many Sources Do You Need to Consistently Cast
Your Spells?", 2022 update), applied to the cards as the rules define them:

* a land counts as a source of every colour it can tap for (CR 106.12, 605): a dual land
  counts for both of its colours, a land that adds "one mana of any color" for all five;
  a land that adds ``{C}`` counts under ``C``, colourless (CR 107.4);
* a fetch land (a land whose ability searches the library for a land card, CR 701.23)
  counts as a source of every colour that some land *in the deck* it can find taps for:
  in a deck with Sacred Foundry (a Mountain Plains, CR 305.6), Bloodstained Mire
  ("a Swamp or Mountain card") is a white source as well as a red one. Evolving Wilds
  ("a basic land card") counts for the colours of the deck's basic lands;
* a modal double-faced card whose faces are both lands (the Pathways, CR 712.12) counts
  for the colours of both faces, like a dual land;
* a spell with a land back face (Emeria's Call // Emeria, Shattered Skyclave) and nonland
  mana sources (mana creatures, mana rocks) are not land sources and are not counted here;
  the analytic lane models them separately.

``source_mask`` gives one card's colours (``source_colors`` as a ``Color``);
``count_sources`` counts a deck.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from deckstats.cards.effects import MayDo, Modal, SearchLibrary
from deckstats.cards.model import ALL_COLORS, COLOR_ORDER, CardDef, CardType, Color
from deckstats.cards.targets import Ref

__all__ = [
    "BASIC_TYPE_COLOR",
    "COLORLESS_BIT",
    "SOURCE_KEYS",
    "count_sources",
    "fetchable_colors",
    "mask_letters",
    "produced_mask",
    "search_mask",
    "source_colors",
    "source_mask",
]

COLORLESS_BIT = 32
"""Bit for ``{C}`` in a colour mask (the five colours use the ``Color`` flag values)."""

SOURCE_KEYS: tuple[str, ...] = (*COLOR_ORDER, "C")
"""The keys of ``count_sources``: ``W U B R G`` and ``C`` for colourless."""

BASIC_TYPE_COLOR: dict[str, int] = {
    "Plains": int(Color.W),
    "Island": int(Color.U),
    "Swamp": int(Color.B),
    "Mountain": int(Color.R),
    "Forest": int(Color.G),
}
"""The colour of each basic land type (CR 305.6)."""


def mask_letters(mask: int) -> str:
    """Return a colour mask as letters, e.g. ``"WU"``, ``"C"`` for colourless, ``""`` for none."""
    out = "".join(c for c in COLOR_ORDER if mask & int(Color[c]))
    if mask & COLORLESS_BIT:
        out += "C"
    return out


def produced_mask(face: CardDef) -> int:
    """The mana one face's own abilities add: colour bits plus ``COLORLESS_BIT`` for ``{C}``."""
    return int(face.produces) | (COLORLESS_BIT if face.produces_colorless else 0)


def _effects(card: CardDef) -> Iterator[Any]:
    """Every effect of a card's abilities, triggers and spell, descending into modes."""
    yield from _flatten(e for a in card.abilities for e in a.effect)
    yield from _flatten(e for t in card.triggers for e in t.effect)
    yield from _flatten(card.spell)


def _flatten(effects: Iterable[Any]) -> Iterator[Any]:
    """The effects listed, a "may" or a modal effect replaced by the effects it holds."""
    for eff in effects:
        if isinstance(eff, MayDo):
            yield from _flatten(eff.effect)
        elif isinstance(eff, Modal):
            for mode in eff.modes:
                yield from _flatten(mode)
        else:
            yield eff


def _finds(land: CardDef, search: SearchLibrary) -> bool:
    """Whether a land card in the library matches a search's printed-card filter."""
    flt = search.filter
    if flt.card_type and not land.types & flt.card_type:
        return False
    if flt.not_type and land.types & flt.not_type:
        return False
    if flt.subtypes and not set(flt.subtypes) & set(land.subtypes):
        return False
    return (land.supertypes & flt.supertypes) == flt.supertypes


def _looks_for_lands(search: SearchLibrary) -> bool:
    """Whether a library search looks for a land its controller's deck can hold."""
    if search.player != Ref.YOU:
        return False  # Path to Exile: the land goes to the target's controller
    flt = search.filter
    return bool(flt.card_type & CardType.LAND) or any(t in BASIC_TYPE_COLOR for t in flt.subtypes)


def search_mask(
    card: CardDef,
    library: Iterable[CardDef] | None = None,
    *,
    to_battlefield_only: bool = False,
) -> int | None:
    """Colours the land searches of ``card`` can find, or ``None`` if it searches for no land.

    Args:
        card: the searching card (fetch land, Evolving Wilds, Rampant Growth).
        library: the deck's cards. With it, the answer is what the matching lands in the
            deck make (``produced_mask``): a Mountain-or-Forest fetch in a deck of Mountains
            finds only red, and one in a deck with Stomping Ground finds red and green.
            Without it, the basic land types named by the filter give the colours, and a
            filter naming no land type ("a basic land card") gives none.
        to_battlefield_only: count only searches that put the land onto the battlefield
            (for nonland cards: a land fetched to hand is not extra mana).
    """
    lands = None if library is None else [c for c in library if c.is_land and c is not card]
    found: int | None = None
    for eff in _effects(card):
        if not isinstance(eff, SearchLibrary) or not _looks_for_lands(eff):
            continue
        if to_battlefield_only and eff.to != "battlefield":
            continue
        mask = 0
        if lands is None:
            for sub in eff.filter.subtypes:
                mask |= BASIC_TYPE_COLOR.get(sub, 0)
        else:
            for land in lands:
                if _finds(land, eff):
                    mask |= _tap_mask(land)
        found = mask if found is None else found | mask
    return found


def _tap_mask(land: CardDef) -> int:
    """What a land taps for: its own abilities, and a Pathway's other land face."""
    mask = produced_mask(land)
    for face in land.faces:
        if face.is_land:
            mask |= produced_mask(face)
    return mask


def source_mask(card: CardDef, library: Iterable[CardDef] | None = None) -> int:
    """The colours (and ``COLORLESS_BIT``) one card counts as a source of; 0 for a nonland.

    A land counts for what it (or a Pathway's other face) taps for, plus what it can fetch
    from ``library`` (the deck's cards; see ``search_mask``). A spell with a land back face
    is not a land card and counts for nothing (see the module docstring).
    """
    if not card.is_land:
        return 0
    return _tap_mask(card) | (search_mask(card, library) or 0)


def fetchable_colors(card: CardDef, library: Iterable[CardDef] | None = None) -> Color:
    """Return the colours a land-searching ability can find (fetch lands, Evolving Wilds).

    With ``library`` (the deck's cards), the answer is what the matching lands there
    produce: a Mountain-or-Forest fetch in a deck of Mountains finds only red. Without it,
    the basic land types in the filter give the colours (``Mountain`` -> red), and a
    filter naming no land type ("a basic land card") gives none. The rule is
    ``search_mask``'s.
    """
    return Color((search_mask(card, library) or 0) & int(ALL_COLORS))


def source_colors(card: CardDef, library: Iterable[CardDef] | None = None) -> Color:
    """Return the colours a land is a source of: what it taps for, plus what it can fetch.

    Non-land cards (and spells with a land back face) give none, so that the table counts
    lands only, as deck builders do; a Pathway counts for both faces. The rule is
    ``source_mask``'s, the one ``deck check`` and ``hands`` share.
    """
    return Color(source_mask(card, library) & int(ALL_COLORS))


def count_sources(entries: Iterable[tuple[int, CardDef]]) -> dict[str, int]:
    """Count a deck's sources of each colour: ``{"W": n, ..., "G": n, "C": n}``.

    Args:
        entries: ``(copies, card)`` pairs of the deck (main deck and commander); the same
            cards are the library a fetch land can search.

    Every land counts once under each colour it is a source of (``source_mask``).
    """
    pairs: Sequence[tuple[int, CardDef]] = list(entries)
    library = [card for _, card in pairs]
    out = dict.fromkeys(SOURCE_KEYS, 0)
    masks: dict[int, int] = {}
    for n, card in pairs:
        mask = masks.get(id(card))
        if mask is None:
            mask = masks[id(card)] = source_mask(card, library)
        for key in SOURCE_KEYS:
            bit = COLORLESS_BIT if key == "C" else int(Color[key])
            if mask & bit:
                out[key] += n
    return out
