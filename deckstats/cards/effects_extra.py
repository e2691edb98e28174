"""Effects of real tournament decks' cards (issue 26, point 4), part of the card vocabulary.

Defined here to keep ``cards/effects.py`` under the module size limit; ``cards.effects``
re-exports each class and lists it in ``Effect`` and ``ALL_EFFECTS``, so ``fx.Animate`` and
the others are used like every other effect: delayed triggers and the Pacts' payment
(``engine.delayed``), damage equal to the source's power, explore, and creature lands'
animation (``engine.animate``); energy, regeneration, Fog, extra land plays and turns, amass.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.model import NO_KEYWORD, Keyword
from deckstats.cards.targets import Ref, Target, TargetSpec


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """CR 603.7: create a delayed triggered ability: "At the beginning of <when>, <effect>".

    ``step`` is ``"upkeep"``, ``"end step"`` or ``"cleanup step"`` (CR 514.3a); ``yours``:
    "your next upkeep" (the controller's), else "the next end step" (whoever's turn). It
    triggers once, the next time that step begins after it was created (``engine.delayed``).
    Summoner's Pact's payment, Sneak Attack's sacrifice.
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
    (CR 608.2h: a dies trigger of Heartfire Hero, Cacophony Scamp). ``source``:
    ``Ref.TRIGGERING_OBJECT`` for "that creature deals damage equal to its power" (Pyrogoyf:
    the creature that entered deals it).
    """

    to: TargetSpec
    source: Ref = Ref.SELF


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
    #: "... creature without flying" (Chimeric Sphere): keywords the permanent loses.
    loses: Keyword = NO_KEYWORD
    #: "an artifact creature" (Mishra's Factory): it is an artifact too (CR 205.1b).
    artifact: bool = False
    #: Quoted activated abilities it gains ("with "{B}: Regenerate this creature"", Spawning
    #: Pool) and modifiers ("with ward {3}", Hall of Storm Giants; ``cards.modifiers.Ward``).
    abilities: tuple[Any, ...] = ()
    modifiers: tuple[Any, ...] = ()
    #: "an X/X ... creature": the base power and toughness read as it resolves ("X" of the
    #: cost, Lair of the Hydra; a ``cards.counts.Count``, Destiny Spinner; CR 608.2h).
    size: Any = None
    #: The permanent that becomes a creature: the source, or "target land you control".
    target: TargetSpec = Ref.SELF
    #: "~ becomes a 3/3 ... creature that's still a land." with no duration (Stalking Stones):
    #: it stays a creature for as long as it is on the battlefield (CR 611.2a).
    permanent: bool = False
    #: "becomes a green Wurm" (Scale Up): the subtypes replace its own (CR 205.1b).
    replace_subtypes: bool = False
    group: Any = None  # "Artifacts you control become ..." (Tezzeret): its own, not ``target``
    lose_all: bool = False  # Oko's Elk: no abilities (CR 613.1f), types replaced (CR 205.1a)


@dataclass(frozen=True, slots=True)
class GetEnergy:
    """CR 107.14, 122.1: "You get {E}{E}": the player gets that many energy counters.

    Energy is spent only to pay costs ("Pay {E}{E}", ``dsl.Cost.energy``) and by
    ``PayEnergyDamage``; a player keeps it from turn to turn.
    """

    count: int


@dataclass(frozen=True, slots=True)
class PayEnergyDamage:
    """Pay any amount of energy; deal that much damage to the target (CR 107.14, 120).

    "Then you may pay any amount of {E}. ~ deals that much damage to that permanent":
    Galvanic Discharge, Harnessed Lightning (CR 107.14, 120): the controller pays the least
    energy that is lethal damage to the target (its toughness less the damage marked on it,
    or its loyalty), or all its energy when that is not enough: energy not needed is kept.
    """

    to: TargetSpec


@dataclass(frozen=True, slots=True)
class Regenerate:
    """CR 701.19a: "Regenerate ~": a shield against the next destruction.

    The next time the permanent would be destroyed this turn (by an effect or by lethal
    damage), instead it is tapped, all damage is removed from it, and it is removed from
    combat (``engine.regeneration.regenerate``).
    """

    target: TargetSpec = Ref.SELF


@dataclass(frozen=True, slots=True)
class PreventCombatDamage:
    """Fog: "Prevent all combat damage that would be dealt this turn" (CR 615.1, 510.2).

    A prevention effect for the rest of the turn: no combat damage is dealt, so neither
    its life loss nor its "deals combat damage" triggers happen (CR 615.5, 120.8).
    """


@dataclass(frozen=True, slots=True)
class ExtraLandPlay:
    """CR 305.2: "You may play an additional land this turn" (Explore; Summer Bloom: three).

    The controller may play ``count`` more lands this turn than its land plays allow; the
    bonus ends with the turn (``Player.extra_lands_turn``, reset as a turn begins).
    """

    count: int = 1


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    """CR 500.7: "Take an extra turn after this one" (Time Walk, Temporal Trespass).

    The controller takes ``count`` extra turns right after the current one
    (``PlayerState.extra_turns``, read by ``turn.play_game``).
    """

    count: int = 1


@dataclass(frozen=True, slots=True)
class Amass:
    """CR 701.47 (the rule's title is in the seeds, its text is not): amass <type> N.

    If you control no Army creature, create a 0/0 black <type> Army creature token; then
    put N +1/+1 counters on an Army creature you control (Orcish Bowmasters: "amass Orcs
    1").
    """

    subtype: str
    count: int


@dataclass(frozen=True, slots=True)
class DealDamageDivided:
    """Deal ``amount`` damage divided as you choose among the targets (CR 601.2d).

    The division is chosen as the spell is cast and is part of its targets: the target
    group lists one id per point of damage (``(1, 1)`` is 2 to player 1, ``(1, 7)`` is 1
    to player 1 and 1 to object 7). ``to.count`` is the most distinct targets ("one or
    two targets"); each chosen target gets at least 1 (CR 601.2d).
    """

    amount: int
    to: Target
    #: "deals X damage divided ..." (Rolling Thunder): 1, the amount is the X chosen on
    #: casting (CR 107.3a) and ``amount`` is 0; N > 1: X, or twice X if X is N or more
    #: (Shatterskull Smashing). The target's ``divide`` is then ``-x`` (``engine.divided_x``).
    x: int = 0

    def total(self, x: int) -> int:
        """The damage divided when X is ``x`` (the printed amount unless it is X)."""
        if not self.x:
            return self.amount
        return 2 * x if self.x > 1 and x >= self.x else x


@dataclass(frozen=True, slots=True)
class GainLifeFromPower:
    """The player gains life equal to the first target's power as it last existed.

    Swords to Plowshares: "Its controller gains life equal to its power" (CR 608.2h: the
    power is read from the last known information of the exiled creature).
    """

    player: TargetSpec = Ref.TARGET_CONTROLLER


@dataclass(frozen=True, slots=True)
class PutFromHandOnTop:
    """The player puts ``count`` cards from their hand on top of their library.

    Brainstorm (``Ref.YOU``), Chittering Rats (target opponent). That player chooses the
    cards and their order (the last chosen ends on top).
    """

    count: int
    player: TargetSpec = Ref.YOU


@dataclass(frozen=True, slots=True)
class ReorderTop:
    """Look at the top ``count`` cards, put them back in any order; ``may_shuffle`` (Ponder)."""

    count: int
    may_shuffle: bool = False
