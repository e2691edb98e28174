"""Black cards: discard, removal, edicts, card draw for life and Pauper mono-black."""

from deckstats.cards.costs import Cycling
from deckstats.cards.counts import Count
from deckstats.cards.dsl import (
    TAP,
    Activated,
    Cost,
    Static,
    Triggered,
    aura,
    creature,
    enchantment,
    instant,
    sorcery,
)
from deckstats.cards.effects import (
    AddMana,
    Condition,
    Conditional,
    DealDamage,
    DealDamageEach,
    Destroy,
    Discard,
    DrawCards,
    GainLife,
    LoseLife,
    Pump,
    PutCounters,
    PutFromHandOnTop,
    Sacrifice,
    Scry,
)
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType, Color, Keyword
from deckstats.cards.targets import (
    TARGET_CREATURE,
    TARGET_CREATURE_OPPONENT_CONTROLS,
    TARGET_OPPONENT,
    TARGET_PLAYER,
    Controller,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.cards.triggers import (
    BeginningOfStep,
    DealsDamage,
    EntersBattlefield,
    StepName,
)

_A_CREATURE = Filter(card_type=CardType.CREATURE)

# -- discard -----------------------------------------------------------------------------

DURESS = sorcery(
    "Duress",
    "{B}",
    effect=Discard(
        1,
        TARGET_OPPONENT,
        chooser=Controller.YOU,
        filter=Filter(not_type=CardType.CREATURE | CardType.LAND),
    ),
    text=(
        "Target opponent reveals their hand. You choose a noncreature, nonland card from it. "
        "That player discards that card."
    ),
)
THOUGHTSEIZE = sorcery(
    "Thoughtseize",
    "{B}",
    effect=(
        Discard(1, TARGET_PLAYER, chooser=Controller.YOU, filter=Filter(not_type=CardType.LAND)),
        LoseLife(2, Ref.YOU),
    ),
    text=(
        "Target player reveals their hand. You choose a nonland card from it. That player "
        "discards that card. You lose 2 life."
    ),
)
INQUISITION_OF_KOZILEK = sorcery(
    "Inquisition of Kozilek",
    "{B}",
    effect=Discard(
        1,
        TARGET_PLAYER,
        chooser=Controller.YOU,
        filter=Filter(not_type=CardType.LAND, max_mana_value=3),
    ),
    text=(
        "Target player reveals their hand. You choose a nonland card from it with mana value "
        "3 or less. That player discards that card."
    ),
)
HYMN_TO_TOURACH = sorcery(
    "Hymn to Tourach",
    "{B}{B}",
    effect=Discard(2, TARGET_PLAYER, random=True),
    text="Target player discards two cards at random.",
)
MIND_ROT = sorcery(
    "Mind Rot",
    "{2}{B}",
    effect=Discard(2, TARGET_PLAYER, chooser=Controller.OPPONENT),
    text="Target player discards two cards.",
)
MIND_TWIST = sorcery(
    "Mind Twist",
    "{X}{B}",
    effect=Discard("X", TARGET_PLAYER, random=True),
    text="Target player discards X cards at random.",
)

# -- card draw and mana ------------------------------------------------------------------

NIGHTS_WHISPER = sorcery(
    "Night's Whisper",
    "{1}{B}",
    effect=(DrawCards(2), LoseLife(2, Ref.YOU)),
    text="You draw two cards and you lose 2 life.",
)
READ_THE_BONES = sorcery(
    "Read the Bones",
    "{2}{B}",
    effect=(Scry(2), DrawCards(2), LoseLife(2, Ref.YOU)),
    text="Scry 2, then draw two cards. You lose 2 life.",
)
DARK_RITUAL = instant("Dark Ritual", "{B}", effect=AddMana("BBB"), text="Add {B}{B}{B}.")
PHYREXIAN_ARENA = enchantment(
    "Phyrexian Arena",
    "{1}{B}{B}",
    triggers=(
        Triggered(
            when=BeginningOfStep(StepName.UPKEEP),
            effect=(DrawCards(1), LoseLife(1, Ref.YOU)),
        ),
    ),
    text="At the beginning of your upkeep, you draw a card and you lose 1 life.",
)

# -- removal -----------------------------------------------------------------------------

DISFIGURE = instant(
    "Disfigure",
    "{B}",
    effect=Pump(-2, -2, TARGET_CREATURE),
    text="Target creature gets -2/-2 until end of turn.",
)
MOMENT_OF_CRAVING = instant(
    "Moment of Craving",
    "{1}{B}",
    effect=(Pump(-2, -2, TARGET_CREATURE), GainLife(2)),
    text="Target creature gets -2/-2 until end of turn. You gain 2 life.",
)
SORINS_THIRST = instant(
    "Sorin's Thirst",
    "{B}{B}",
    effect=(DealDamage(2, TARGET_CREATURE), GainLife(2)),
    text="Sorin's Thirst deals 2 damage to target creature and you gain 2 life.",
)
DISMEMBER = instant(
    "Dismember",
    "{1}{B/P}{B/P}",
    effect=Pump(-5, -5, TARGET_CREATURE),
    text=(
        "({B/P} can be paid with either {B} or 2 life.)\n"
        "Target creature gets -5/-5 until end of turn."
    ),
)
DOOM_BLADE = instant(
    "Doom Blade",
    "{1}{B}",
    effect=Destroy(Target(TargetKind.CREATURE, filter=Filter(not_colors=Color.B))),
    text="Destroy target nonblack creature.",
)
GO_FOR_THE_THROAT = instant(
    "Go for the Throat",
    "{1}{B}",
    effect=Destroy(Target(TargetKind.CREATURE, filter=Filter(not_type=CardType.ARTIFACT))),
    text="Destroy target nonartifact creature.",
)
MURDER = instant(
    "Murder", "{1}{B}{B}", effect=Destroy(TARGET_CREATURE), text="Destroy target creature."
)
HEROS_DOWNFALL = instant(
    "Hero's Downfall",
    "{1}{B}{B}",
    effect=Destroy(Target(TargetKind.CREATURE | TargetKind.PLANESWALKER)),
    text="Destroy target creature or planeswalker.",
)
MURDEROUS_CUT = instant(
    "Murderous Cut",
    "{4}{B}",
    keywords=Keyword.DELVE,
    effect=Destroy(TARGET_CREATURE),
    text=(
        "Delve (Each card you exile from your graveyard while casting this spell pays for "
        "{1}.)\nDestroy target creature."
    ),
)
DIABOLIC_EDICT = instant(
    "Diabolic Edict",
    "{1}{B}",
    effect=Sacrifice(_A_CREATURE, TARGET_PLAYER),
    text="Target player sacrifices a creature.",
)
CRUEL_EDICT = sorcery(
    "Cruel Edict",
    "{1}{B}",
    effect=Sacrifice(_A_CREATURE, TARGET_OPPONENT),
    text="Target opponent sacrifices a creature.",
)
INNOCENT_BLOOD = sorcery(
    "Innocent Blood",
    "{B}",
    effect=Sacrifice(_A_CREATURE, Ref.EACH_PLAYER),
    text="Each player sacrifices a creature.",
)
SHRIVEL = sorcery(
    "Shrivel",
    "{1}{B}",
    effect=Pump(-1, -1, Ref.EACH_CREATURE),
    text="All creatures get -1/-1 until end of turn.",
)
SOUL_FEAST = sorcery(
    "Soul Feast",
    "{3}{B}{B}",
    effect=(LoseLife(4, TARGET_PLAYER), GainLife(4)),
    text="Target player loses 4 life and you gain 4 life.",
)

# -- enchantments ------------------------------------------------------------------------

DEAD_WEIGHT = aura(
    "Dead Weight",
    "{B}",
    statics=(Static(power=-2, toughness=-2, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    text="Enchant creature\nEnchanted creature gets -2/-2.",
)
UNHOLY_STRENGTH = aura(
    "Unholy Strength",
    "{B}",
    statics=(Static(power=2, toughness=1, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    text="Enchant creature\nEnchanted creature gets +2/+1.",
)
PESTILENCE = enchantment(
    "Pestilence",
    "{2}{B}{B}",
    abilities=(
        Activated(
            Cost(mana=parse_mana_cost("{B}")),
            (DealDamageEach(1, players=Ref.EACH_PLAYER),),
            text="{B}: Pestilence deals 1 damage to each creature and each player.",
        ),
    ),
    triggers=(
        Triggered(
            when=BeginningOfStep(StepName.END, Ref.EACH_PLAYER),
            effect=(Conditional(Condition.NO_CREATURES_ON_BATTLEFIELD, (Sacrifice(Ref.SELF),)),),
        ),
    ),
    text=(
        "{B}: Pestilence deals 1 damage to each creature and each player.\n"
        "At the beginning of the end step, if no creatures are on the battlefield, "
        "sacrifice Pestilence."
    ),
)

# -- vanilla and keyword-only creatures --------------------------------------------------

SCATHE_ZOMBIES = creature("Scathe Zombies", "{2}{B}", pt=(2, 2), subtypes=("Zombie",))
WALKING_CORPSE = creature("Walking Corpse", "{1}{B}", pt=(2, 2), subtypes=("Zombie",))
BOG_IMP = creature(
    "Bog Imp", "{1}{B}", pt=(1, 1), subtypes=("Imp",), keywords=Keyword.FLYING, text="Flying"
)
TYPHOID_RATS = creature(
    "Typhoid Rats",
    "{B}",
    pt=(1, 1),
    subtypes=("Rat",),
    keywords=Keyword.DEATHTOUCH,
    text="Deathtouch",
)
HIGHBORN_GHOUL = creature(
    "Highborn Ghoul",
    "{B}{B}",
    pt=(2, 1),
    subtypes=("Zombie",),
    keywords=Keyword.INTIMIDATE,
    text=(
        "Intimidate (This creature can't be blocked except by artifact creatures and/or "
        "creatures that share a color with it.)"
    ),
)
CHILD_OF_NIGHT = creature(
    "Child of Night",
    "{1}{B}",
    pt=(2, 1),
    subtypes=("Vampire",),
    keywords=Keyword.LIFELINK,
    text="Lifelink",
)
VAMPIRE_OF_THE_DIRE_MOON = creature(
    "Vampire of the Dire Moon",
    "{B}",
    pt=(1, 1),
    subtypes=("Vampire",),
    keywords=Keyword.DEATHTOUCH | Keyword.LIFELINK,
    text="Deathtouch\nLifelink",
)
GIFTED_AETHERBORN = creature(
    "Gifted Aetherborn",
    "{B}{B}",
    pt=(2, 3),
    subtypes=("Aetherborn", "Vampire"),
    keywords=Keyword.DEATHTOUCH | Keyword.LIFELINK,
    text="Deathtouch, lifelink",
)
VAMPIRE_NIGHTHAWK = creature(
    "Vampire Nighthawk",
    "{1}{B}{B}",
    pt=(2, 3),
    subtypes=("Vampire", "Shaman"),
    keywords=Keyword.FLYING | Keyword.DEATHTOUCH | Keyword.LIFELINK,
    text="Flying\nDeathtouch\nLifelink",
)
GURMAG_ANGLER = creature(
    "Gurmag Angler",
    "{6}{B}",
    pt=(5, 5),
    subtypes=("Zombie", "Fish"),
    keywords=Keyword.DELVE,
    text=("Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)"),
)

# -- creatures with abilities ------------------------------------------------------------

PHYREXIAN_RAGER = creature(
    "Phyrexian Rager",
    "{2}{B}",
    pt=(2, 2),
    subtypes=("Phyrexian", "Horror"),
    triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(1), LoseLife(1, Ref.YOU))),),
    text="When Phyrexian Rager enters, you draw a card and you lose 1 life.",
)
DUSK_LEGION_ZEALOT = creature(
    "Dusk Legion Zealot",
    "{1}{B}",
    pt=(1, 1),
    subtypes=("Vampire", "Soldier"),
    triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(1), LoseLife(1, Ref.YOU))),),
    text="When Dusk Legion Zealot enters, you draw a card and you lose 1 life.",
)
FOUL_IMP = creature(
    "Foul Imp",
    "{B}{B}",
    pt=(2, 2),
    subtypes=("Imp",),
    keywords=Keyword.FLYING,
    triggers=(Triggered(when=EntersBattlefield(), effect=(LoseLife(2, Ref.YOU),)),),
    text="Flying\nWhen Foul Imp enters, you lose 2 life.",
)
VAMPIRE_SOVEREIGN = creature(
    "Vampire Sovereign",
    "{3}{B}{B}",
    pt=(3, 4),
    subtypes=("Vampire",),
    keywords=Keyword.FLYING,
    triggers=(
        Triggered(when=EntersBattlefield(), effect=(LoseLife(3, TARGET_OPPONENT), GainLife(3))),
    ),
    text=(
        "Flying\nWhen Vampire Sovereign enters, target opponent loses 3 life and you gain 3 life."
    ),
)
LILIANAS_SPECTER = creature(
    "Liliana's Specter",
    "{1}{B}{B}",
    pt=(2, 1),
    subtypes=("Specter",),
    keywords=Keyword.FLYING,
    triggers=(Triggered(when=EntersBattlefield(), effect=(Discard(1, Ref.EACH_OPPONENT),)),),
    text="Flying\nWhen Liliana's Specter enters, each opponent discards a card.",
)
HYPNOTIC_SPECTER = creature(
    "Hypnotic Specter",
    "{1}{B}{B}",
    pt=(2, 2),
    subtypes=("Specter",),
    keywords=Keyword.FLYING,
    triggers=(
        Triggered(
            when=DealsDamage(Ref.SELF, "opponent"),  # any damage, not only combat (CR 120.3)
            effect=(Discard(1, Ref.DEFENDING_PLAYER, random=True),),
        ),
    ),
    text=(
        "Flying\nWhenever Hypnotic Specter deals damage to an opponent, that player discards "
        "a card at random."
    ),
)
RAVENOUS_CHUPACABRA = creature(
    "Ravenous Chupacabra",
    "{2}{B}{B}",
    pt=(2, 2),
    subtypes=("Beast", "Horror"),
    triggers=(
        Triggered(when=EntersBattlefield(), effect=(Destroy(TARGET_CREATURE_OPPONENT_CONTROLS),)),
    ),
    text="When Ravenous Chupacabra enters, destroy target creature an opponent controls.",
)
NEKRATAAL = creature(
    "Nekrataal",
    "{2}{B}{B}",
    pt=(2, 1),
    subtypes=("Human", "Assassin"),
    keywords=Keyword.FIRST_STRIKE,
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(
                Destroy(
                    Target(
                        TargetKind.CREATURE,
                        filter=Filter(not_type=CardType.ARTIFACT, not_colors=Color.B),
                    )
                ),
            ),
        ),
    ),
    text=(
        "First strike\nWhen Nekrataal enters, destroy target nonartifact, nonblack creature. "
        "That creature can't be regenerated."
    ),
)
FLESHBAG_MARAUDER = creature(
    "Fleshbag Marauder",
    "{2}{B}",
    pt=(3, 1),
    subtypes=("Phyrexian", "Zombie", "Warrior"),
    triggers=(
        Triggered(when=EntersBattlefield(), effect=(Sacrifice(_A_CREATURE, Ref.EACH_PLAYER),)),
    ),
    text="When Fleshbag Marauder enters, each player sacrifices a creature.",
)
SKINRENDER = creature(
    "Skinrender",
    "{2}{B}{B}",
    pt=(3, 3),
    subtypes=("Phyrexian", "Zombie"),
    triggers=(
        Triggered(
            when=EntersBattlefield(), effect=(PutCounters(3, TARGET_CREATURE, kind="-1/-1"),)
        ),
    ),
    text="When Skinrender enters, put three -1/-1 counters on target creature.",
)
ROYAL_ASSASSIN = creature(
    "Royal Assassin",
    "{1}{B}{B}",
    pt=(1, 1),
    subtypes=("Human", "Assassin"),
    abilities=(
        Activated(TAP, (Destroy(Target(TargetKind.CREATURE, filter=Filter(tapped=True))),)),
    ),
    text="{T}: Destroy target tapped creature.",
)
DEVOTION_TO_BLACK = Count("devotion", Filter(colors=Color.B), text="your devotion to black")
GRAY_MERCHANT_OF_ASPHODEL = creature(
    "Gray Merchant of Asphodel",
    "{3}{B}{B}",
    pt=(2, 4),
    subtypes=("Zombie",),
    triggers=(  # CR 700.5: devotion counted as it resolves, the same X gained back
        Triggered(
            EntersBattlefield(),
            (LoseLife(DEVOTION_TO_BLACK, Ref.EACH_OPPONENT), GainLife(DEVOTION_TO_BLACK)),
        ),
    ),
    text=(
        "When Gray Merchant of Asphodel enters, each opponent loses X life, where X is your "
        "devotion to black. You gain life equal to the life lost this way. (Each {B} in the "
        "mana costs of permanents you control counts toward your devotion to black.)"
    ),
)
CHITTERING_RATS = creature(
    "Chittering Rats",
    "{1}{B}{B}",
    pt=(2, 2),
    subtypes=("Phyrexian", "Rat"),
    triggers=(Triggered(when=EntersBattlefield(), effect=(PutFromHandOnTop(1, TARGET_OPPONENT),)),),
    text=(
        "When Chittering Rats enters, target opponent puts a card from their hand on top of "
        "their library."
    ),
)

STREET_WRAITH = creature(
    "Street Wraith",
    "{3}{B}{B}",
    subtypes=("Wraith",),
    pt=(3, 4),
    keywords=Keyword.LANDWALK | Keyword.CYCLING,
    costs=(Cycling(None, life=2),),
    text="Swampwalk\nCycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)",
)
