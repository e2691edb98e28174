"""What the lines of one card face compile to: ``Parts``, filled in while compiling.

``compile_lines`` (``oracle/abilities.py``) creates one ``Parts`` per face and each line
template (keyword, activated, triggered, static, spell lines) adds to it;
``compile_face`` (``oracle/compiler.py``) then builds the ``CardDef`` from it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

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
    #: Devoid (CR 702.114a): the card has no colour whatever its mana cost.
    colorless: bool = False
    #: The face's one-line facts, by their ``CardDef`` field name, passed to ``CardDef`` as
    #: they are: ``chooses_name`` (CR 607.2d), ``begins_on_battlefield`` (CR 103.6),
    #: ``enters_with`` (CR 614.1c), ``dredge`` (CR 702.52a), ``extra_land_plays``
    #: (CR 305.2), ``pt_cda`` (CR 604.3), ``graveyard_exile`` (CR 614.1a); see ``CardDef``.
    facts: dict[str, Any] = field(default_factory=dict)

    def add(self, fact: str, n: int) -> None:
        """Add ``n`` to a counted fact (``extra_land_plays``: each line gives more)."""
        self.facts[fact] = self.facts.get(fact, 0) + n


def trial_one(parse: Callable[[str, Parts], bool | None], text: str, kind: str) -> Any | None:
    """Compile ``text`` alone with ``parse`` (a line compiler); the one ``kind`` it made.

    ``kind`` names a ``Parts`` list (``"triggers"``, ``"statics"``). None when ``parse``
    does not read the text or makes more or fewer than one: a rewritten sentence (exert's
    trigger, "must attack" as a "have haste" static) borrows another template this way.
    """
    trial = Parts()
    if not parse(text, trial) or len(getattr(trial, kind)) != 1:
        return None
    return getattr(trial, kind)[0]
