"""Staples for the trigger and effect mechanics of issue 16 part 4.

Landfall (Steppe Lynx, Plated Geopede), divided damage (Forked Bolt, Arc Lightning,
Electrolyze, Fire // Ice), damage to each creature and each player (Earthquake, Hurricane,
Volcanic Fallout, Slagstorm), graveyard recursion (Gravedigger, Raise Dead, Disentomb), land
destruction (Pillage), counterspells (Spell Pierce) and loyalty abilities (Chandra, Torch of
Defiance; Jace, the Mind Sculptor). Written from the Oracle text.
"""

from deckstats.cards.dsl import (
    Activated,
    Cost,
    Triggered,
    creature,
    enchantment,
    instant,
    planeswalker,
    sorcery,
    split,
)
from deckstats.cards.effects import (
    AddMana,
    Bounce,
    CounterSpell,
    DealDamage,
    DealDamageDivided,
    DealDamageEach,
    Destroy,
    DrawCards,
    GainLife,
    Modal,
    Pump,
    PutFromHandOnTop,
    Tap,
)
from deckstats.cards.effects_act import LookAtTop
from deckstats.cards.effects_stat import ExileLibraryShuffleHand, Fateseal
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.targets import (
    ANY_TARGET,
    TARGET_CREATURE,
    TARGET_NONCREATURE_SPELL,
    TARGET_PERMANENT,
    TARGET_PLAYER,
    Controller,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.cards.triggers import (
    BeginningOfStep,
    EntersBattlefield,
    LandEnters,
    LeavesBattlefield,
    StepName,
)

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

_YOUR_CREATURE_CARD = Target(
    TargetKind.CARD_IN_GRAVEYARD, Controller.YOU, Filter(card_type=CardType.CREATURE)
)

GRAVEDIGGER = creature(
    "Gravedigger",
    cost="{3}{B}",
    subtypes=("Zombie",),
    pt=(2, 2),
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(Bounce(_YOUR_CREATURE_CARD),),
            optional=True,
        ),
    ),
    text=(
        "When Gravedigger enters, you may return another target creature card from your "
        "graveyard to your hand."
    ),
)

# Vanishing is not implemented: the Riftwatcher stays until it leaves some other way.
AVEN_RIFTWATCHER = creature(
    "Aven Riftwatcher",
    cost="{2}{W}",
    subtypes=("Bird", "Rebel", "Soldier"),
    pt=(2, 3),
    keywords=Keyword.FLYING,
    triggers=(
        Triggered(when=EntersBattlefield(), effect=(GainLife(2),)),
        Triggered(when=LeavesBattlefield(), effect=(GainLife(2),)),
    ),
    unparsed=("Vanishing 3",),
    text=(
        "Flying\nVanishing 3 (This creature enters with three time counters on it. At the "
        "beginning of your upkeep, remove a time counter from it. When the last is removed, "
        "sacrifice it.)\nWhen Aven Riftwatcher enters or leaves the battlefield, you gain 2 life."
    ),
)

RAISE_DEAD = sorcery(
    "Raise Dead",
    cost="{B}",
    effect=Bounce(_YOUR_CREATURE_CARD),
    text="Return target creature card from your graveyard to your hand.",
)

DISENTOMB = sorcery(
    "Disentomb",
    cost="{B}",
    effect=Bounce(_YOUR_CREATURE_CARD),
    text="Return target creature card from your graveyard to your hand.",
)

# -- damage -------------------------------------------------------------------------------------

FORKED_BOLT = sorcery(
    "Forked Bolt",
    cost="{R}",
    effect=DealDamageDivided(2, Target(ANY_TARGET.kinds, count=2, divide=2)),
    text="Forked Bolt deals 2 damage divided as you choose among one or two targets.",
)

ARC_LIGHTNING = sorcery(
    "Arc Lightning",
    cost="{2}{R}",
    effect=DealDamageDivided(3, Target(ANY_TARGET.kinds, count=3, divide=3)),
    text="Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.",
)

ELECTROLYZE = instant(
    "Electrolyze",
    cost="{1}{U}{R}",
    effect=(DealDamageDivided(2, Target(ANY_TARGET.kinds, count=2, divide=2)), DrawCards(1)),
    text=(
        "Electrolyze deals 2 damage divided as you choose among one or two targets.\nDraw a card."
    ),
)

FIRE_ICE = split(
    instant(
        "Fire",
        cost="{1}{R}",
        effect=DealDamageDivided(2, Target(ANY_TARGET.kinds, count=2, divide=2)),
        text="Fire deals 2 damage divided as you choose among one or two targets.",
    ),
    instant(
        "Ice",
        cost="{1}{U}",
        effect=(Tap(TARGET_PERMANENT), DrawCards(1)),
        text="Tap target permanent.\nDraw a card.",
    ),
)

EARTHQUAKE = sorcery(
    "Earthquake",
    cost="{X}{R}",
    effect=DealDamageEach("X", without=Keyword.FLYING, players=Ref.EACH_PLAYER),
    text="Earthquake deals X damage to each creature without flying and each player.",
)

HURRICANE = sorcery(
    "Hurricane",
    cost="{X}{G}",
    effect=DealDamageEach("X", with_keywords=Keyword.FLYING, players=Ref.EACH_PLAYER),
    text="Hurricane deals X damage to each creature with flying and each player.",
)

VOLCANIC_FALLOUT = instant(
    "Volcanic Fallout",
    cost="{1}{R}{R}",
    effect=DealDamageEach(2, players=Ref.EACH_PLAYER),
    keywords=Keyword.CANT_BE_COUNTERED,  # CR 101.2 (issue 26, round 36)
    text=(
        "This spell can't be countered.\nVolcanic Fallout deals 2 damage to each creature and "
        "each player."
    ),
)

SLAGSTORM = sorcery(
    "Slagstorm",
    cost="{1}{R}{R}",
    effect=Modal(
        modes=((DealDamage(3, Ref.EACH_CREATURE),), (DealDamage(3, Ref.EACH_PLAYER),)),
    ),
    text=(
        "Choose one —\n• Slagstorm deals 3 damage to each creature.\n• Slagstorm deals 3 damage "
        "to each player."
    ),
)

# "That player" of an "each player's upkeep" trigger is the active player (CR 503.1a).
SULFURIC_VORTEX = enchantment(
    "Sulfuric Vortex",
    cost="{1}{R}{R}",
    triggers=(
        Triggered(
            when=BeginningOfStep(StepName.UPKEEP, Ref.EACH_PLAYER),
            effect=(DealDamage(2, Ref.TRIGGERING_PLAYER),),
        ),
    ),
    unparsed=("If a player would gain life, that player gains no life instead.",),
    text=(
        "At the beginning of each player's upkeep, Sulfuric Vortex deals 2 damage to that "
        "player.\nIf a player would gain life, that player gains no life instead."
    ),
)

PILLAGE = sorcery(
    "Pillage",
    cost="{1}{R}{R}",
    effect=Destroy(Target(TargetKind.ARTIFACT | TargetKind.LAND)),
    text="Destroy target artifact or land. It can't be regenerated.",
)

# -- counterspells (CR 701.6) ---------------------------------------------------------------------

SPELL_PIERCE = instant(
    "Spell Pierce",
    cost="{U}",
    effect=CounterSpell(TARGET_NONCREATURE_SPELL, unless_pay=2),
    text="Counter target noncreature spell unless its controller pays {2}.",
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

JACE_THE_MIND_SCULPTOR = planeswalker(
    "Jace, the Mind Sculptor",
    cost="{2}{U}{U}",
    loyalty=3,
    subtypes=("Jace",),
    # The compiled form since round 39 (the +2 and the −12: ``cards.effects_stat``).
    abilities=(
        Activated(Cost(loyalty=2), (LookAtTop(TARGET_PLAYER), Fateseal(Ref.FIRST_TARGET)), True),
        Activated(
            cost=Cost(loyalty=0),
            effect=(DrawCards(3), PutFromHandOnTop(2)),
            sorcery_speed=True,
        ),
        Activated(cost=Cost(loyalty=-1), effect=(Bounce(TARGET_CREATURE),), sorcery_speed=True),
        Activated(Cost(loyalty=-12), (ExileLibraryShuffleHand(TARGET_PLAYER),), True),
    ),
    text=(
        "+2: Look at the top card of target player's library. You may put that card on the "
        "bottom of that player's library.\n0: Draw three cards, then put two cards from your "
        "hand on top of your library in any order.\n−1: Return target creature to its owner's "
        "hand.\n−12: Exile all cards from target player's library, then that player shuffles "
        "their hand into their library."
    ),
)
