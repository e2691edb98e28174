"""The analytic view of a deck: land classes, spells and mana accelerants.

The analytic lane does not play games; it needs to know, for every card, whether it is a
land and which colours it can make, and for every spell which colours its cost needs.
``DeckModel.from_cards`` reads that from ``CardDef`` values:

* a **land class** is a set of colours (``WUBRG`` bits plus ``COLORLESS_BIT`` for ``{C}``);
  lands with the same set are interchangeable for the maths;
* a land's colours are ``cards.mana_sources.source_mask``'s, the count ``deck check``
  uses too (Karsten's convention): what it taps for, and for a **fetch land** every colour
  some land of the deck it can find taps for (Bloodstained Mire in a deck with Sacred
  Foundry is a white source); a fetch for "a basic land card" counts as a source of the
  colours of the basic lands in the deck;
* a **modal double-faced land** whose both faces are lands (pathways) makes either colour;
  a spell with a land back face (CR 712.12) is an *MDFC land*: it can be a land or a spell;
* a **mana accelerant** is a nonland card with a mana ability (CR 605.1a; mana creatures,
  mana rocks) or a spell that puts a land from the library onto the battlefield.

A deck whose mana comes from lands only gets exact answers; MDFC lands and accelerants
send the castability figures to the sampler (``sampler.py``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from deckstats.cards.errors import DeckstatsError
from deckstats.cards.model import COLOR_ORDER, CardDef, Color
from deckstats.deck.sources import (
    BASIC_TYPE_COLOR,
    COLORLESS_BIT,
    mask_letters,
    produced_mask,
    search_mask,
    source_mask,
)

__all__ = [
    "BASIC_TYPE_COLOR",
    "COLORLESS_BIT",
    "Accelerant",
    "AnalyticError",
    "DeckModel",
    "SpellReq",
    "mask_letters",
]


class AnalyticError(DeckstatsError, ValueError):
    """Input the analytic lane cannot answer (no lands, bad counts, bad cost string)."""


@dataclass(frozen=True)
class SpellReq:
    """What one spell needs to be cast on curve (plain pips only).

    Attributes:
        name: the card name.
        copies: copies in the deck.
        mana_value: the spell's mana value (CR 202.3); it is cast on that turn.
        pips: ``{colour mask bit: count}`` of plain coloured / ``{C}`` symbols. Hybrid,
            Phyrexian and two-brid symbols can be paid another way and add no requirement.
        cost: the printed cost string.
    """

    name: str
    copies: int
    mana_value: int
    pips: tuple[tuple[int, int], ...]
    cost: str

    @property
    def turn(self) -> int:
        """The turn on which "on curve" is checked: its mana value, at least 1."""
        return max(1, self.mana_value)

    @property
    def colors(self) -> int:
        """The colour mask of the pips."""
        m = 0
        for bit, _ in self.pips:
            m |= bit
        return m


def pip_sets(pips: Sequence[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    """(colour mask, symbols) of every non-empty set of a spell's coloured requirements.

    The sets Hall's condition checks: each needs at least that many sources making one
    of its colours (one land pays one symbol). Shared by the exact count
    (``exact.castable_on_curve``) and the sampler (``sampler.castable``).
    """
    for r in range(1, len(pips) + 1):
        for subset in combinations(pips, r):
            mask = 0
            symbols = 0
            for bit, n in subset:
                mask |= bit
                symbols += n
            yield mask, symbols


@dataclass(frozen=True)
class Accelerant:
    """A nonland mana source: cast on the turn equal to its mana value, mana from the next.

    Attributes:
        name: the card name.
        copies: copies in the deck.
        mana_value: when it can be cast (at least 1).
        colors: the colour mask it adds (or can fetch).
        pips: its own coloured requirement, as in ``SpellReq``.
    """

    name: str
    copies: int
    mana_value: int
    colors: int
    pips: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class DeckModel:
    """The counts the analytic lane works with.

    Attributes:
        name: the deck's name (for reports).
        size: number of cards in the main deck (the library at the start, CR 103.1).
        land_classes: ``{colour mask: count}`` of real lands (including fetches and
            pathways, with the colours they count for).
        mdfc_lands: ``{colour mask: count}`` of spells with a land back face.
        accelerants: the nonland mana sources.
        spells: every nonland card with a mana cost, one entry per distinct card.
        copies: ``{card name: copies}`` of every card.
        land_names: ``{card name: colour mask}`` for the lands, for the report.
    """

    name: str
    size: int
    land_classes: dict[int, int]
    mdfc_lands: dict[int, int] = field(default_factory=dict)
    accelerants: tuple[Accelerant, ...] = ()
    spells: tuple[SpellReq, ...] = ()
    copies: dict[str, int] = field(default_factory=dict)
    land_names: dict[str, int] = field(default_factory=dict)

    @property
    def lands(self) -> int:
        """Number of land cards (MDFC spells with a land back face not included)."""
        return sum(self.land_classes.values())

    @property
    def nonlands(self) -> int:
        """Number of nonland cards."""
        return self.size - self.lands

    @property
    def lands_only(self) -> bool:
        """True when the deck's mana comes from lands only (so castability is exact)."""
        return not self.mdfc_lands and not self.accelerants

    @property
    def colors(self) -> int:
        """Colours the lands can make."""
        m = 0
        for mask in self.land_classes:
            m |= mask
        return m

    def sources(self, bit: int) -> int:
        """Number of lands that count as a source of one colour bit.

        Equal to ``cards.mana_sources.count_sources`` of the deck for that colour.
        """
        return sum(n for mask, n in self.land_classes.items() if mask & bit)

    @classmethod
    def from_cards(cls, cards: Sequence[CardDef], name: str = "deck") -> DeckModel:
        """Build the model from a main deck given as one ``CardDef`` per card.

        Raises:
            AnalyticError: for an empty deck.
        """
        if not cards:
            raise AnalyticError(f"{name}: the deck has no cards")
        counts = Counter(c.display_name for c in cards)
        by_name = {c.display_name: c for c in cards}
        land_classes: Counter[int] = Counter()
        mdfc: Counter[int] = Counter()
        accelerants: list[Accelerant] = []
        spells: list[SpellReq] = []
        land_names: dict[str, int] = {}
        produced = 0  # every colour (and colourless) the deck's lands can make
        for card_name in counts:
            if by_name[card_name].is_land:
                produced |= source_mask(by_name[card_name], cards)
        for card_name, n in counts.items():
            card = by_name[card_name]
            if card.is_land:
                mask = source_mask(card, cards)
                land_classes[mask] += n
                land_names[card_name] = mask
                continue
            face = card.land_face
            if face is not None:
                mdfc[_land_mask(face)] += n
            pips = _pips(card)
            spell = _spell_face(card, produced)
            if spell.cost is not None:
                cost = spell.cost.text + (f" ({spell.name})" if spell is not card else "")
                spells.append(SpellReq(card_name, n, spell.cost.mana_value, _pips(spell), cost))
            accel = _accelerant_mask(card, cards)
            if accel is not None:
                accelerants.append(Accelerant(card_name, n, max(1, card.mana_value), accel, pips))
        spells.sort(key=lambda s: (s.mana_value, s.name))
        return cls(
            name=name,
            size=len(cards),
            land_classes=dict(sorted(land_classes.items())),
            mdfc_lands=dict(sorted(mdfc.items())),
            accelerants=tuple(accelerants),
            spells=tuple(spells),
            copies=dict(sorted(counts.items())),
            land_names=dict(sorted(land_names.items())),
        )


def _spell_face(card: CardDef, produced: int) -> CardDef:
    """The face of ``card`` the castability figures use: the card, or another castable half.

    A split card's halves (CR 709.3), an adventurer's Adventure (CR 715.3) and a modal
    double-faced card's spell back (CR 712.12) are each cast on their own; the face whose
    coloured pips the deck's lands (``produced``) cover best, then the cheaper, is used
    (Fire // Ice in a blue-white deck is its Ice half, {1}{U}). A withheld face
    (``CardDef.castable``) is used only when no face is castable.
    """
    if not card.faces or card.layout not in ("split", "aftermath", "adventure", "modal_dfc"):
        return card
    faces = [f for f in (card, *card.faces) if f.cost is not None and not f.is_land]
    if not faces:
        return card
    castable = [f for f in faces if f.castable] or faces

    def missing(face: CardDef) -> int:
        return sum(n for bit, n in _pips(face) if not bit & produced)

    return min(castable, key=lambda f: (missing(f), f.mana_value, f is not card))


def _land_mask(card: CardDef) -> int:
    """What a land face taps for (a spell's land back face, for ``mdfc_lands``)."""
    return produced_mask(card)


def _accelerant_mask(card: CardDef, library: Sequence[CardDef]) -> int | None:
    mask = 0
    is_accel = False
    for ability in card.abilities:
        if ability.is_mana_ability:
            is_accel = True
    if is_accel:
        mask |= produced_mask(card)
    found = search_mask(card, library, to_battlefield_only=True)
    if found is not None:
        is_accel = True
        mask |= found
    return mask if is_accel else None


def _pips(card: CardDef) -> tuple[tuple[int, int], ...]:
    if card.cost is None:
        return ()
    out = [(int(Color[c]), n) for c, n in zip(COLOR_ORDER, card.cost.pips, strict=True) if n]
    if card.cost.colorless:
        out.append((COLORLESS_BIT, card.cost.colorless))
    return tuple(out)
