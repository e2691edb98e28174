"""What the lines of one card face compile to: ``Parts``, filled in while compiling.

``compile_lines`` (``oracle/abilities.py``) creates one ``Parts`` per face and each line
template (keyword, activated, triggered, static, spell lines) adds to it;
``compile_face`` (``oracle/compiler.py``) then builds the ``CardDef`` from it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from deckstats.cards.costs import CostOption
from deckstats.cards.dsl import (
    Activated,
    EntersTapped,
    Static,
    Triggered,
)
from deckstats.cards.effects import (
    Effect,
)
from deckstats.cards.model import (
    NO_KEYWORD,
    Keyword,
)
from deckstats.cards.modifiers import Modifier
from deckstats.cards.targets import (
    Target,
)


@dataclass
class Parts:
    """What the lines of one face compile to (mutable while compiling)."""

    keywords: Keyword = NO_KEYWORD
    spell: list[Effect] = field(default_factory=list)
    abilities: list[Activated] = field(default_factory=list)
    triggers: list[Triggered] = field(default_factory=list)
    statics: list[Static] = field(default_factory=list)
    etb_tapped: EntersTapped | None = None
    aura_target: Target | None = None
    unparsed: list[str] = field(default_factory=list)
    #: Cost options (``cards.costs``): keyword costs and alternative costs (CR 118.9).
    costs: list[CostOption] = field(default_factory=list)
    #: Casting and activation modifiers (``cards.modifiers``; CR 601.2f, 602.5).
    modifiers: list[Modifier] = field(default_factory=list)
    #: "As ~ enters, choose a card name" (CR 607.2d).
    chooses_name: bool = False
    #: Devoid (CR 702.114a): the card has no colour whatever its mana cost.
    colorless: bool = False
    #: Leylines (CR 103.6): it may begin the game on the battlefield.
    begins_on_battlefield: bool = False
    #: "~ enters with N <kind> counters on it" (CR 614.1c): ``(kind, N)``.
    enters_with: tuple[str, int | str] | None = None
    #: Dredge N (CR 702.52a).
    dredge: int = 0
    #: "You may play an additional land on each of your turns" (CR 305.2).
    extra_land_plays: int = 0
    #: A characteristic-defining P/T (CR 604.3): ``(count, p, t)``; see ``CardDef.pt_cda``.
    pt_cda: tuple[str, int, int] | None = None
    #: A graveyard replacement (CR 614.1a); see ``CardDef.graveyard_exile``.
    graveyard_exile: str = ""
