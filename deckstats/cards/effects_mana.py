"""Mana abilities whose amount is a count (CR 106.1, 605.1a; issue 26).

``AddManaFor``: "Add {G} for each Elf you control" (Elvish Archdruid), "Add {G} for each
creature you control" (Gaea's Cradle), "Add {G} for each Elf on the battlefield" (Priest of
Titania), "Add {U} for each artifact you control" (Tolarian Academy), "Add X mana of any
one color, where X is the number of enchantments you control" (Sanctum Weaver). Re-exported
by ``cards.effects`` and listed in ``Effect`` / ``ALL_EFFECTS``; resolved by
``engine.mana_count``, which also makes a {T}-only one a source of the automatic payer
with the amount counted when the payer looks.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Filter


@dataclass(frozen=True, slots=True)
class AddManaFor:
    """Add ``symbol`` mana once for each permanent matching ``filter`` (CR 106.1, 605.1a).

    ``symbol`` is a mana letter (``"G"``), or ``colors`` is the set of colours of which the
    controller picks one for the whole amount ("X mana of any one color": ``"WUBRG"``).
    ``everyone``: count the whole battlefield ("on the battlefield"), else the
    controller's permanents ("you control").
    """

    filter: Filter
    symbol: str = ""
    colors: str = ""
    everyone: bool = False
    #: "Choose a color. Add an amount of mana of that color equal to your devotion to that
    #: color." (Nykthos, Shrine to Nyx; CR 700.5): the amount is the controller's devotion to
    #: the colour picked from ``colors`` (``filter`` unused).
    devotion: bool = False
    #: "X mana in any combination of colors" (Axebane Guardian): a colour chosen for each.
    combination: bool = False
    #: "Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed
    #: this way." (Metalworker, CR 701.20a): the cards of the controller's hand matching
    #: ``filter`` are counted (all are revealed: more is never worse), ``each`` mana apiece.
    in_hand: bool = False
    each: int = 1

    @property
    def letters(self) -> str:
        """The mana letters it may add."""
        return self.symbol or self.colors

    #: "Add X mana in any combination of {U} and/or {R}, where X is ~'s power." (Vivi
    #: Ornitier): the amount is the source's power as the ability resolves (``filter`` unused).
    self_power: bool = False


@dataclass(frozen=True, slots=True)
class AddManaIfControl:
    """Add ``symbols``, or ``instead`` while you control a permanent of each of ``subtypes``.

    "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C}
    instead." (Urza's Mine; CR 106.1, 605.1a). The subtypes are those of the type line's
    words ("Urza's Power-Plant": ``"Power-Plant"``, CR 205.3i).
    """

    symbols: str
    instead: str
    subtypes: tuple[str, ...]
    #: "If a card is exiled with ~, add {C}{C} instead." (Ugin's Labyrinth, CR 607.2a): the
    #: condition is a card exiled by the source's linked imprint ability instead.
    imprinted: bool = False

    @property
    def letters(self) -> str:
        """The mana letters it may add."""
        return self.symbols + self.instead


__all__ = ["AddManaFor", "AddManaIfControl"]
