"""Static abilities that change other permanents' abilities and types (CR 613.1d-f, 604.2).

A ``Grant`` on a ``CardDef`` (``CardDef.grants``) works while its card is on the battlefield
(or, with ``from_graveyard``, in its owner's graveyard: CR 113.6). Each permanent it names
gets the characteristics of a card derived from its own (``engine.grants``):

- quoted abilities added ("Enchanted land has "{T}: Add one mana of any color."" Abundant
  Growth; "Treasures you control have "{T}, Sacrifice this artifact: Add two mana of any one
  color."" Goldspan Dragon; "Each other creature you control has "When this creature dies,
  ..."" Poxwalkers), CR 613.1f;
- a basic land type that replaces its land types and rules text ("Enchanted land is an
  Island." Spreading Seas; CR 305.7, 613.1d);
- all its abilities lost ("Creatures lose all abilities." Dress Down; CR 613.1f), and a base
  power and toughness set ("... and have base power and toughness 1/1." Humility; CR
  613.4b);
- a card type removed ("As long as your devotion to white is less than five, Heliod isn't a
  creature." the Theros gods, CR 700.5, 205.1a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.counts import Count
from deckstats.cards.targets import NO_FILTER, Filter


@dataclass(frozen=True, slots=True)
class Grant:
    """What one static ability does to the permanents it names.

    Attributes:
        scope: which permanents: ``"attached"`` (the enchanted or equipped one), ``"yours"``
            (its controller's), ``"theirs"`` (its controller's opponents'), ``"all"`` (every
            player's), ``"self"`` (the source).
        filter: the permanents' characteristics ("Treasures", "lands", "creatures").
        other: "each other creature": not the source itself.
        abilities: quoted activated abilities added (``dsl.Activated``).
        triggers: quoted triggered abilities added (``dsl.Triggered``).
        land_type: "is an Island": the basic land type that replaces its land types.
        lose_all: "lose all abilities".
        base_pt: "have base power and toughness 1/1", or ``None``.
        from_graveyard: "As long as ~ is in your graveyard, ..." (CR 113.6).
    """

    scope: str = "yours"
    filter: Filter = NO_FILTER
    other: bool = False
    abilities: tuple[Any, ...] = ()
    triggers: tuple[Any, ...] = ()
    land_type: str = ""
    lose_all: bool = False
    base_pt: tuple[int, int] | None = None
    from_graveyard: bool = False
    #: "~ isn't a creature" (the Theros gods, CR 205.1a): the creature type is removed.
    not_creature: bool = False
    #: "As long as your devotion to white is less than five": the grant applies only while
    #: this ``cards.counts.Count`` of its controller is below ``least`` (CR 700.5).
    unless: Count | None = None
    least: int = 0
    #: "~ is every nonbasic land type." (Planar Nexus, CR 604.3, 205.3i): subtypes added.
    subtypes: tuple[str, ...] = ()


__all__ = ["Grant"]
