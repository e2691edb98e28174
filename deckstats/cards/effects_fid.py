"""Effects of the real decks' cards, round 38 (issue 26, brief r38 fid), part of the vocabulary.

Defined here to keep ``cards/effects.py`` under the module size limit; ``cards.effects``
re-exports each class and lists them in ``Effect`` and ``ALL_EFFECTS`` (``FID_EFFECTS``):
a counter unless the caster discards (Reality Smasher) and an untargeted return from the
graveyard (Takenuma).
Resolved by ``engine.effects_counted``.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Filter, TargetSpec


@dataclass(frozen=True, slots=True)
class CounterUnlessDiscard:
    """Counter the spell unless its controller discards ``count`` cards (CR 701.6, 608.2d).

    "Whenever Reality Smasher becomes the target of a spell an opponent controls, counter
    that spell unless its controller discards a card." (``Ref.TRIGGERING_OBJECT``: the
    spell that targeted it; ``oracle.targeted_triggers``).
    """

    target: TargetSpec
    count: int = 1


@dataclass(frozen=True, slots=True)
class ReturnFromGraveyard:
    """Return a card matching ``filter`` from your graveyard to your hand (CR 400.3).

    Not targeted: the card is chosen as the effect resolves, after a mill before it (CR
    608.2c): "Mill three cards, then return a creature or planeswalker card from your
    graveyard to your hand." (Takenuma, Abandoned Mire), "..., then you may return ..."
    (Liliana, the Last Hope; ``optional``). ``oracle.graveyard_returns``.
    """

    filter: Filter
    optional: bool = False


#: This module's effect classes (members of ``effects.Effect`` and ``ALL_EFFECTS``).
FidEffect = CounterUnlessDiscard | ReturnFromGraveyard
FID_EFFECTS: tuple[type, ...] = (CounterUnlessDiscard, ReturnFromGraveyard)
