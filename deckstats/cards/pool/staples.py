"""Staples for the trigger and effect mechanics of issue 16 part 4.

Landfall (Steppe Lynx, Plated Geopede), divided damage (Forked Bolt), damage to each
creature and each player (Earthquake), graveyard recursion (Gravedigger), land destruction
(Pillage) and loyalty abilities (Chandra, Torch of Defiance). Written from the Oracle text.
"""

from deckstats.cards.dsl import Activated, Cost, Triggered, creature, planeswalker, sorcery
from deckstats.cards.effects import (
    AddMana,
    Bounce,
    DealDamage,
    DealDamageDivided,
    DealDamageEach,
    Destroy,
    Pump,
)
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.targets import (
    ANY_TARGET,
    TARGET_CREATURE,
    Controller,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.cards.triggers import EntersBattlefield, LandEnters

# -- landfall (CR 603.6a) ------------------------------------------------------------------------

STEPPE_LYNX = creature(
    "Steppe Lynx",
    cost="{W}",
    subtypes=("Cat",),
    pt=(0, 1),
    triggers=(Triggered(when=LandEnters(), effect=(Pump(2, 2, Ref.SELF),)),),
    text="Landfall — Whenever a land you control enters, Steppe Lynx gets +2/+2 until end of turn.",
)

PLATED_GEOPEDE = creature(
    "Plated Geopede",
    cost="{1}{R}",
    subtypes=("Insect",),
    pt=(1, 1),
    keywords=Keyword.FIRST_STRIKE,
    triggers=(Triggered(when=LandEnters(), effect=(Pump(2, 2, Ref.SELF),)),),
    text=(
        "First strike\nLandfall — Whenever a land you control enters, Plated Geopede gets "
        "+2/+2 until end of turn."
    ),
)

# -- enters triggers (CR 603.6a) --------------------------------------------------

GRAVEDIGGER = creature(
    "Gravedigger",
    cost="{3}{B}",
    subtypes=("Zombie",),
    pt=(2, 2),
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(
                Bounce(
                    Target(
                        TargetKind.CARD_IN_GRAVEYARD,
                        Controller.YOU,
                        Filter(card_type=CardType.CREATURE),
                    )
                ),
            ),
            optional=True,
        ),
    ),
    text=(
        "When Gravedigger enters, you may return another target creature card from your "
        "graveyard to your hand."
    ),
)

# -- damage -------------------------------------------------------------------------------------

FORKED_BOLT = sorcery(
    "Forked Bolt",
    cost="{R}",
    effect=DealDamageDivided(2, Target(ANY_TARGET.kinds, count=2, divide=2)),
    text="Forked Bolt deals 2 damage divided as you choose among one or two targets.",
)

EARTHQUAKE = sorcery(
    "Earthquake",
    cost="{X}{R}",
    effect=DealDamageEach("X", without=Keyword.FLYING, players=Ref.EACH_PLAYER),
    text="Earthquake deals X damage to each creature without flying and each player.",
)

PILLAGE = sorcery(
    "Pillage",
    cost="{1}{R}{R}",
    effect=Destroy(Target(TargetKind.ARTIFACT | TargetKind.LAND)),
    text="Destroy target artifact or land. It can't be regenerated.",
)

# -- planeswalkers (CR 606) ---------------------------------------------------------------------

# The first +1 is kept as its damage only: exiling the top card and the choice to cast it
# have no primitive yet (listed as unparsed).
CHANDRA_TORCH_OF_DEFIANCE = planeswalker(
    "Chandra, Torch of Defiance",
    cost="{2}{R}{R}",
    loyalty=4,
    subtypes=("Chandra",),
    abilities=(
        Activated(
            cost=Cost(loyalty=1),
            effect=(DealDamage(2, Ref.EACH_OPPONENT),),
            sorcery_speed=True,
            text="+1: ... Chandra, Torch of Defiance deals 2 damage to each opponent.",
        ),
        Activated(cost=Cost(loyalty=1), effect=(AddMana("RR"),), sorcery_speed=True),
        Activated(
            cost=Cost(loyalty=-3),
            effect=(DealDamage(4, TARGET_CREATURE),),
            sorcery_speed=True,
        ),
    ),
    unparsed=(
        "+1: Exile the top card of your library. You may cast that card. If you don't, ...",
        '−7: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to '
        'any target."',
    ),
    text=(
        "+1: Exile the top card of your library. You may cast that card. If you don't, Chandra, "
        "Torch of Defiance deals 2 damage to each opponent.\n+1: Add {R}{R}.\n−3: Chandra, "
        "Torch of Defiance deals 4 damage to target creature.\n−7: You get an emblem with "
        '"Whenever you cast a spell, this emblem deals 5 damage to any target."'
    ),
)
