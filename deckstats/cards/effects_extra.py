"""Effects of real tournament decks' cards (issue 26, point 4), part of the card vocabulary.

Defined here to keep ``cards/effects.py`` under the module size limit; ``cards.effects``
re-exports each class and lists it in ``Effect`` and ``ALL_EFFECTS``, so ``fx.Animate`` and
the others are used like every other effect: delayed triggers and the Pacts' payment
(``engine.delayed``), damage equal to the source's power, explore, and creature lands'
animation (``engine.animate``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.model import NO_KEYWORD, Keyword
from deckstats.cards.targets import TargetSpec


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """CR 603.7: create a delayed triggered ability: "At the beginning of <when>, <effect>".

    ``step`` is ``"upkeep"`` or ``"end step"``; ``yours``: "your next upkeep" (the
    controller's), else "the next end step" (whoever's turn). It triggers once, the next time
    that step begins after it was created (``engine.delayed``). Summoner's Pact's payment,
    Sneak Attack's sacrifice.
    """

    step: str
    yours: bool
    effect: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class PayOrLose:
    """The Pacts' "pay {2}{G}{G}. If you don't, you lose the game." (CR 104.3, 118.1).

    The controller pays ``mana`` if they can (a player who can pay always does: not paying
    loses); if they can't, they lose the game.
    """

    mana: str


@dataclass(frozen=True, slots=True)
class DamageEqualToPower:
    """Damage equal to the source's own power, to each opponent or a target (CR 120, 208.3).

    The source's power as the effect resolves, or as it last existed on the battlefield
    (CR 608.2h: a dies trigger of Heartfire Hero, Cacophony Scamp).
    """

    to: TargetSpec


@dataclass(frozen=True, slots=True)
class Explore:
    """A creature explores (CR 701.44, explore; not in the seeds' digest).

    Reveal the top card of your library: a land goes to your hand; otherwise put a +1/+1
    counter on the creature and you may put the card into your graveyard. The Map token's
    ability (Get Lost, Restless Anchorage, the Caverns of Ixalan's Maps).
    """

    target: TargetSpec


@dataclass(frozen=True, slots=True)
class Animate:
    """A permanent becomes a creature until end of turn; "It's still a land." (creature lands).

    "Until end of turn, ~ becomes a 2/3 blue and white Bird creature with flying." (Restless
    Anchorage, Raging Ravine, Mutavault).

    CR 613.1d-f, 611.2: until end of turn the permanent is also a creature with this base
    power and toughness, these colours (replacing its own), creature subtypes, keywords and
    triggered abilities (a quoted "Whenever this creature attacks, ..."); its other types and
    abilities stay ("It's still a land", CR 205.1b). The engine swaps in a derived card's
    characteristics and restores them in the cleanup step (``engine.animate``).
    """

    power: int
    toughness: int
    colors: str = ""
    subtypes: tuple[str, ...] = ()
    keywords: Keyword = NO_KEYWORD
    triggers: tuple[Any, ...] = ()
