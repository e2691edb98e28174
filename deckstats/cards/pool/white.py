"""White cards: weenie creatures, removal, anthems and the Azorius control suite."""

from deckstats.cards.costs import Flashback
from deckstats.cards.dsl import (
    Activated,
    Cost,
    Static,
    Triggered,
    adventure,
    artifact,
    aura,
    creature,
    enchantment,
    instant,
    planeswalker,
    sorcery,
)
from deckstats.cards.effects import (
    Bounce,
    CreateToken,
    DealDamage,
    Destroy,
    DrawCards,
    Exile,
    ExileUntilLeaves,
    GainLife,
    GainLifeFromPower,
    MayDo,
    Pump,
    PutCounters,
    PutCountersAll,
    PutFromHand,
    SearchLibrary,
    Tap,
)
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType, Color, Keyword, Supertype
from deckstats.cards.modifiers import Protection
from deckstats.cards.pool.tokens import CLUE, SAMURAI, SOLDIER, SPIRIT
from deckstats.cards.targets import (
    TARGET_ARTIFACT_OR_ENCHANTMENT,
    TARGET_CREATURE,
    TARGET_CREATURE_YOU_CONTROL,
    TARGET_ENCHANTMENT,
    Controller,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.cards.triggers import (
    Attacks,
    BeginningOfStep,
    DealsCombatDamageToPlayer,
    Dies,
    EntersBattlefield,
    StepName,
)

_SOLDIERS = Filter(subtypes=("Soldier",))

# -- vanilla and keyword-only creatures --------------------------------------------------

SAVANNAH_LIONS = creature("Savannah Lions", "{W}", pt=(2, 1), subtypes=("Cat",))
ELITE_VANGUARD = creature("Elite Vanguard", "{W}", pt=(2, 1), subtypes=("Human", "Soldier"))
SILVERCOAT_LION = creature("Silvercoat Lion", "{1}{W}", pt=(2, 2), subtypes=("Cat",))
PEARLED_UNICORN = creature("Pearled Unicorn", "{2}{W}", pt=(2, 2), subtypes=("Unicorn",))
SIEGE_MASTODON = creature("Siege Mastodon", "{4}{W}", pt=(3, 5), subtypes=("Elephant",))

SERRA_ANGEL = creature(
    "Serra Angel",
    "{3}{W}{W}",
    pt=(4, 4),
    subtypes=("Angel",),
    keywords=Keyword.FLYING | Keyword.VIGILANCE,
    text="Flying, vigilance",
)
BENALISH_KNIGHT = creature(
    "Benalish Knight",
    "{2}{W}",
    pt=(2, 2),
    subtypes=("Human", "Knight"),
    keywords=Keyword.FLASH | Keyword.FIRST_STRIKE,
    text="Flash\nFirst strike",
)
LONGBOW_ARCHER = creature(
    "Longbow Archer",
    "{W}{W}",
    pt=(2, 2),
    subtypes=("Human", "Soldier", "Archer"),
    keywords=Keyword.FIRST_STRIKE | Keyword.REACH,
    text="First strike; reach",
)
MESA_PEGASUS = creature(
    "Mesa Pegasus",
    "{1}{W}",
    pt=(1, 1),
    subtypes=("Pegasus",),
    keywords=Keyword.FLYING | Keyword.BANDING,
    text="Flying; banding",
)
EKUNDU_GRIFFIN = creature(
    "Ekundu Griffin",
    "{3}{W}",
    pt=(2, 2),
    subtypes=("Griffin",),
    keywords=Keyword.FLYING | Keyword.FIRST_STRIKE,
    text="Flying; first strike",
)
SOLTARI_FOOT_SOLDIER = creature(
    "Soltari Foot Soldier",
    "{W}",
    pt=(1, 1),
    subtypes=("Soltari", "Soldier"),
    keywords=Keyword.SHADOW,
    text="Shadow (This creature can block or be blocked by only creatures with shadow.)",
)
SOLTARI_PRIEST = creature(
    "Soltari Priest",
    "{W}{W}",
    pt=(2, 1),
    subtypes=("Soltari", "Cleric"),
    keywords=Keyword.PROTECTION | Keyword.SHADOW,
    text=(
        "Protection from red\n"
        "Shadow (This creature can block or be blocked by only creatures with shadow.)"
    ),
    modifiers=(Protection(colors=Color.R),),
)
GRIFFIN_SENTINEL = creature(
    "Griffin Sentinel",
    "{2}{W}",
    pt=(1, 3),
    subtypes=("Griffin",),
    keywords=Keyword.FLYING | Keyword.VIGILANCE,
    text="Flying, vigilance",
)
STORMFRONT_PEGASUS = creature(
    "Stormfront Pegasus",
    "{1}{W}",
    pt=(2, 1),
    subtypes=("Pegasus",),
    keywords=Keyword.FLYING,
    text="Flying",
)
RAZORFOOT_GRIFFIN = creature(
    "Razorfoot Griffin",
    "{3}{W}",
    pt=(2, 2),
    subtypes=("Griffin",),
    keywords=Keyword.FLYING | Keyword.FIRST_STRIKE,
    text="Flying; first strike",
)
HEALERS_HAWK = creature(
    "Healer's Hawk",
    "{W}",
    pt=(1, 1),
    subtypes=("Bird",),
    keywords=Keyword.FLYING | Keyword.LIFELINK,
    text="Flying, lifelink",
)
SUNGRACE_PEGASUS = creature(
    "Sungrace Pegasus",
    "{1}{W}",
    pt=(1, 2),
    subtypes=("Pegasus",),
    keywords=Keyword.FLYING | Keyword.LIFELINK,
    text="Flying\nLifelink",
)
YOUTHFUL_KNIGHT = creature(
    "Youthful Knight",
    "{1}{W}",
    pt=(2, 1),
    subtypes=("Human", "Knight"),
    keywords=Keyword.FIRST_STRIKE,
    text="First strike",
)
KNIGHT_OF_MEADOWGRAIN = creature(
    "Knight of Meadowgrain",
    "{W}{W}",
    pt=(2, 2),
    subtypes=("Kithkin", "Knight"),
    keywords=Keyword.FIRST_STRIKE | Keyword.LIFELINK,
    text="First strike\nLifelink",
)
AJANIS_SUNSTRIKER = creature(
    "Ajani's Sunstriker",
    "{W}{W}",
    pt=(2, 2),
    subtypes=("Cat", "Cleric"),
    keywords=Keyword.LIFELINK,
    text="Lifelink",
)
PORCELAIN_LEGIONNAIRE = creature(
    "Porcelain Legionnaire",
    "{2}{W/P}",
    pt=(3, 1),
    types=CardType.ARTIFACT,
    subtypes=("Phyrexian", "Soldier"),
    keywords=Keyword.FIRST_STRIKE,
    text="({W/P} can be paid with either {W} or 2 life.)\nFirst strike",
)

# -- creatures with abilities ------------------------------------------------------------

SOLTARI_TROOPER = creature(
    "Soltari Trooper",
    "{1}{W}",
    pt=(1, 1),
    subtypes=("Soltari", "Soldier"),
    keywords=Keyword.SHADOW,
    triggers=(
        Triggered(
            when=Attacks(),
            effect=(Pump(1, 1, Ref.SELF),),
            text="Whenever Soltari Trooper attacks, it gets +1/+1 until end of turn.",
        ),
    ),
    text=(
        "Shadow (This creature can block or be blocked by only creatures with shadow.)\n"
        "Whenever Soltari Trooper attacks, it gets +1/+1 until end of turn."
    ),
)
VETERAN_ARMORSMITH = creature(
    "Veteran Armorsmith",
    "{W}{W}",
    pt=(2, 3),
    subtypes=("Human", "Soldier"),
    statics=(Static(toughness=1, filter=_SOLDIERS, other=True),),
    text="Other Soldier creatures you control get +0/+1.",
)
VETERAN_SWORDSMITH = creature(
    "Veteran Swordsmith",
    "{2}{W}",
    pt=(3, 2),
    subtypes=("Human", "Soldier"),
    statics=(Static(power=1, filter=_SOLDIERS, other=True),),
    text="Other Soldier creatures you control get +1/+0.",
)
BLINDING_MAGE = creature(
    "Blinding Mage",
    "{1}{W}",
    pt=(1, 2),
    subtypes=("Human", "Wizard"),
    abilities=(
        Activated(
            Cost(mana=parse_mana_cost("{W}"), tap=True),
            (Tap(TARGET_CREATURE),),
            text="{W}, {T}: Tap target creature.",
        ),
    ),
    text="{W}, {T}: Tap target creature.",
)
GIDEONS_LAWKEEPER = creature(
    "Gideon's Lawkeeper",
    "{W}",
    pt=(1, 1),
    subtypes=("Human", "Soldier"),
    abilities=(
        Activated(
            Cost(mana=parse_mana_cost("{W}"), tap=True),
            (Tap(TARGET_CREATURE),),
            text="{W}, {T}: Tap target creature.",
        ),
    ),
    text="{W}, {T}: Tap target creature.",
)
BENALISH_MARSHAL = creature(
    "Benalish Marshal",
    "{W}{W}{W}",
    pt=(3, 3),
    subtypes=("Human", "Knight"),
    statics=(Static(power=1, toughness=1, other=True),),
    text="Other creatures you control get +1/+1.",
)
LUMINARCH_ASPIRANT = creature(
    "Luminarch Aspirant",
    "{1}{W}",
    pt=(1, 1),
    subtypes=("Human", "Cleric"),
    triggers=(
        Triggered(
            when=BeginningOfStep(StepName.BEGINNING_OF_COMBAT),
            effect=(PutCounters(1, TARGET_CREATURE_YOU_CONTROL),),
        ),
    ),
    text=(
        "At the beginning of combat on your turn, put a +1/+1 counter on target creature "
        "you control."
    ),
)
SEASONED_HALLOWBLADE = creature(
    "Seasoned Hallowblade",
    "{1}{W}",
    pt=(3, 1),
    subtypes=("Human", "Warrior"),
    abilities=(
        Activated(
            Cost(discard=1),
            (Tap(Ref.SELF), Pump(0, 0, Ref.SELF, keywords=Keyword.INDESTRUCTIBLE)),
        ),
    ),
    text=("Discard a card: Tap Seasoned Hallowblade. It gains indestructible until end of turn."),
)
THRABEN_INSPECTOR = creature(
    "Thraben Inspector",
    "{W}",
    pt=(1, 2),
    subtypes=("Human", "Soldier"),
    triggers=(Triggered(when=EntersBattlefield(), effect=(CreateToken(CLUE),)),),
    text=(
        "When Thraben Inspector enters, investigate. (Create a Clue token. It's an artifact "
        'with "{2}, Sacrifice this token: Draw a card.")'
    ),
)
PRECINCT_CAPTAIN = creature(
    "Precinct Captain",
    "{W}{W}",
    pt=(2, 2),
    subtypes=("Human", "Soldier"),
    keywords=Keyword.FIRST_STRIKE,
    triggers=(Triggered(when=DealsCombatDamageToPlayer(), effect=(CreateToken(SOLDIER),)),),
    text=(
        "First strike\nWhenever Precinct Captain deals combat damage to a player, create a "
        "1/1 white Soldier creature token."
    ),
)
ATTENDED_KNIGHT = creature(
    "Attended Knight",
    "{2}{W}",
    pt=(2, 2),
    subtypes=("Human", "Knight"),
    keywords=Keyword.FIRST_STRIKE,
    triggers=(Triggered(when=EntersBattlefield(), effect=(CreateToken(SOLDIER),)),),
    text=("First strike\nWhen Attended Knight enters, create a 1/1 white Soldier creature token."),
)
LYRA_DAWNBRINGER = creature(
    "Lyra Dawnbringer",
    "{3}{W}{W}",
    pt=(5, 5),
    subtypes=("Angel",),
    supertypes=Supertype.LEGENDARY,
    keywords=Keyword.FLYING | Keyword.FIRST_STRIKE | Keyword.LIFELINK,
    statics=(
        Static(
            power=1,
            toughness=1,
            keywords=Keyword.LIFELINK,
            filter=Filter(subtypes=("Angel",)),
            other=True,
        ),
    ),
    text=("Flying, first strike, lifelink\nOther Angels you control get +1/+1 and have lifelink."),
)
SOUL_WARDEN = creature(
    "Soul Warden",
    "{W}",
    pt=(1, 1),
    subtypes=("Human", "Cleric"),
    triggers=(
        Triggered(
            when=EntersBattlefield(
                who=Ref.EACH_PLAYER, filter=Filter(card_type=CardType.CREATURE), other=True
            ),
            effect=(GainLife(1),),
        ),
    ),
    text="Whenever another creature enters, you gain 1 life.",
)
DOOMED_TRAVELER = creature(
    "Doomed Traveler",
    "{W}",
    pt=(1, 1),
    subtypes=("Human", "Soldier"),
    triggers=(Triggered(when=Dies(), effect=(CreateToken(SPIRIT),)),),
    text="When Doomed Traveler dies, create a 1/1 white Spirit creature token with flying.",
)
SELFLESS_SPIRIT = creature(
    "Selfless Spirit",
    "{1}{W}",
    pt=(2, 1),
    subtypes=("Spirit",),
    keywords=Keyword.FLYING,
    abilities=(
        Activated(
            Cost(sacrifice_self=True),
            (Pump(0, 0, Ref.CREATURES_YOU_CONTROL, keywords=Keyword.INDESTRUCTIBLE),),
        ),
    ),
    text=(
        "Flying\nSacrifice Selfless Spirit: Creatures you control gain indestructible until "
        "end of turn."
    ),
)
KOR_SKYFISHER = creature(
    "Kor Skyfisher",
    "{1}{W}",
    pt=(2, 3),
    subtypes=("Kor", "Soldier"),
    keywords=Keyword.FLYING,
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(Bounce(Target(TargetKind.PERMANENT, Controller.YOU)),),
        ),
    ),
    text=("Flying\nWhen Kor Skyfisher enters, return a permanent you control to its owner's hand."),
)
WALL_OF_OMENS = creature(
    "Wall of Omens",
    "{1}{W}",
    pt=(0, 4),
    subtypes=("Wall",),
    keywords=Keyword.DEFENDER,
    triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(1),)),),
    text="Defender\nWhen Wall of Omens enters, draw a card.",
)
ANGEL_OF_MERCY = creature(
    "Angel of Mercy",
    "{4}{W}",
    pt=(3, 3),
    subtypes=("Angel",),
    keywords=Keyword.FLYING,
    triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(3),)),),
    text="Flying\nWhen Angel of Mercy enters, you gain 3 life.",
)
INSPIRING_CLERIC = creature(
    "Inspiring Cleric",
    "{2}{W}",
    pt=(3, 2),
    subtypes=("Vampire", "Cleric"),
    triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(4),)),),
    text="When Inspiring Cleric enters, you gain 4 life.",
)
KAMI_OF_ANCIENT_LAW = creature(
    "Kami of Ancient Law",
    "{1}{W}",
    pt=(2, 2),
    subtypes=("Spirit",),
    abilities=(Activated(Cost(sacrifice_self=True), (Destroy(TARGET_ENCHANTMENT),)),),
    text="Sacrifice Kami of Ancient Law: Destroy target enchantment.",
)
PEGASUS_COURSER = creature(
    "Pegasus Courser",
    "{2}{W}",
    pt=(1, 3),
    subtypes=("Pegasus",),
    keywords=Keyword.FLYING,
    triggers=(
        Triggered(
            when=Attacks(),
            effect=(
                Pump(
                    0,
                    0,
                    # "another target attacking creature" (CR 115.3: not itself)
                    Target(TargetKind.CREATURE, filter=Filter(attacking=True), other=True),
                    keywords=Keyword.FLYING,
                ),
            ),
        ),
    ),
    text=(
        "Flying\nWhenever Pegasus Courser attacks, another target attacking creature gains "
        "flying until end of turn."
    ),
)
GIANT_KILLER = adventure(
    creature(
        "Giant Killer",
        "{W}",
        pt=(1, 2),
        subtypes=("Human", "Peasant"),
        abilities=(
            Activated(
                Cost(mana=parse_mana_cost("{1}{W}"), tap=True),
                (Tap(TARGET_CREATURE),),
                text="{1}{W}, {T}: Tap target creature.",
            ),
        ),
        text="{1}{W}, {T}: Tap target creature.",
    ),
    instant(
        "Chop Down",
        "{2}{W}",
        effect=Destroy(Target(TargetKind.CREATURE, filter=Filter(min_power=4))),
        text=(
            "Destroy target creature with power 4 or greater. (Then exile this card. You may "
            "cast the creature later from exile.)"
        ),
    ),
)
HUMAN = Filter(subtypes=("Human",))
THALIAS_LIEUTENANT = creature(
    "Thalia's Lieutenant",
    "{1}{W}",
    pt=(1, 1),
    subtypes=("Human", "Soldier"),
    triggers=(  # CR 122.1: each other Human; then one counter per Human entering (CR 603.2)
        Triggered(EntersBattlefield(), (PutCountersAll(1, filter=HUMAN, other=True),)),
        Triggered(EntersBattlefield(Ref.YOU, HUMAN, other=True), (PutCounters(1, Ref.SELF),)),
    ),
    text=(
        "When Thalia's Lieutenant enters, put a +1/+1 counter on each other Human you "
        "control.\nWhenever another Human you control enters, put a +1/+1 counter on "
        "Thalia's Lieutenant."
    ),
)
ADELINE_RESPLENDENT_CATHAR = creature(
    "Adeline, Resplendent Cathar",
    "{1}{W}{W}",
    pt=("*", 4),
    subtypes=("Human", "Knight"),
    supertypes=Supertype.LEGENDARY,
    keywords=Keyword.VIGILANCE,
    text=(
        "Vigilance\nAdeline's power is equal to the number of creatures you control.\n"
        "Whenever you attack, for each opponent, create a 1/1 white Human creature token "
        "that's tapped and attacking that player or a planeswalker they control."
    ),
    unparsed=(
        "Adeline's power is equal to the number of creatures you control.",
        "Whenever you attack, for each opponent, create a 1/1 white Human creature token "
        "that's tapped and attacking that player or a planeswalker they control.",
    ),
)

# -- enchantments and artifacts ----------------------------------------------------------

GLORIOUS_ANTHEM = enchantment(
    "Glorious Anthem",
    "{1}{W}{W}",
    statics=(Static(power=1, toughness=1),),
    text="Creatures you control get +1/+1.",
)
HONOR_OF_THE_PURE = enchantment(
    "Honor of the Pure",
    "{1}{W}",
    statics=(Static(power=1, toughness=1, filter=Filter(colors=Color.W)),),
    text="White creatures you control get +1/+1.",
)
HOLY_STRENGTH = aura(
    "Holy Strength",
    "{W}",
    statics=(Static(power=1, toughness=2, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    text="Enchant creature\nEnchanted creature gets +1/+2.",
)
LIFELINK = aura(
    "Lifelink",
    "{W}",
    statics=(Static(keywords=Keyword.LIFELINK, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    text="Enchant creature\nEnchanted creature has lifelink.",
)
PACIFISM = aura(
    "Pacifism",
    "{1}{W}",
    # CR 508.1a, 509.1a: neither attacks nor blocks while enchanted
    statics=(
        Static(
            keywords=Keyword.CANT_ATTACK | Keyword.CANT_BLOCK, applies_to=Ref.ENCHANTED_OR_EQUIPPED
        ),
    ),
    text="Enchant creature\nEnchanted creature can't attack or block.",
)
PORTABLE_HOLE = artifact(
    "Portable Hole",
    "{W}",
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(
                # CR 610.3: the card returns when Portable Hole leaves (issue 26)
                ExileUntilLeaves(
                    Target(
                        TargetKind.PERMANENT,
                        Controller.OPPONENT,
                        Filter(not_type=CardType.LAND, max_mana_value=2),
                    )
                ),
            ),
        ),
    ),
    text=(
        "When Portable Hole enters, exile target nonland permanent an opponent controls "
        "with mana value 2 or less until Portable Hole leaves the battlefield."
    ),
)

# -- instants and sorceries --------------------------------------------------------------

DISENCHANT = instant(
    "Disenchant",
    "{1}{W}",
    effect=Destroy(TARGET_ARTIFACT_OR_ENCHANTMENT),
    text="Destroy target artifact or enchantment.",
)
REVOKE_EXISTENCE = sorcery(
    "Revoke Existence",
    "{1}{W}",
    effect=Exile(TARGET_ARTIFACT_OR_ENCHANTMENT),
    text="Exile target artifact or enchantment.",
)
SOLEMN_OFFERING = sorcery(
    "Solemn Offering",
    "{2}{W}",
    effect=(Destroy(TARGET_ARTIFACT_OR_ENCHANTMENT), GainLife(4)),
    text="Destroy target artifact or enchantment. You gain 4 life.",
)
WRATH_OF_GOD = sorcery(
    "Wrath of God",
    "{2}{W}{W}",
    effect=Destroy(Ref.EACH_CREATURE),
    text="Destroy all creatures. They can't be regenerated.",
)
DAY_OF_JUDGMENT = sorcery(
    "Day of Judgment",
    "{2}{W}{W}",
    effect=Destroy(Ref.EACH_CREATURE),
    text="Destroy all creatures.",
)
GLORIOUS_CHARGE = instant(
    "Glorious Charge",
    "{W}",
    effect=Pump(1, 1, Ref.CREATURES_YOU_CONTROL),
    text="Creatures you control get +1/+1 until end of turn.",
)
WARRIORS_HONOR = instant(
    "Warrior's Honor",
    "{2}{W}",
    effect=Pump(1, 1, Ref.CREATURES_YOU_CONTROL),
    text="Creatures you control get +1/+1 until end of turn.",
)
INSPIRED_CHARGE = instant(
    "Inspired Charge",
    "{2}{W}{W}",
    effect=Pump(2, 1, Ref.CREATURES_YOU_CONTROL),
    text="Creatures you control get +2/+1 until end of turn.",
)
MIGHTY_LEAP = instant(
    "Mighty Leap",
    "{1}{W}",
    effect=Pump(2, 2, TARGET_CREATURE, keywords=Keyword.FLYING),
    text="Target creature gets +2/+2 and gains flying until end of turn.",
)
DAUNTLESS_ONSLAUGHT = instant(
    "Dauntless Onslaught",
    "{2}{W}",
    effect=Pump(2, 2, Target(TargetKind.CREATURE, count=2, up_to=True)),
    text="Up to two target creatures each get +2/+2 until end of turn.",
)
RAISE_THE_ALARM = instant(
    "Raise the Alarm",
    "{1}{W}",
    effect=CreateToken(SOLDIER, 2),
    text="Create two 1/1 white Soldier creature tokens.",
)
SPECTRAL_PROCESSION = sorcery(
    "Spectral Procession",
    "{2/W}{2/W}{2/W}",
    effect=CreateToken(SPIRIT, 3),
    text=(
        "({2/W} can be paid with any two mana or with {W}. This card's mana value is 6.)\n"
        "Create three 1/1 white Spirit creature tokens with flying."
    ),
)
SUNLANCE = sorcery(
    "Sunlance",
    "{W}",
    effect=DealDamage(3, Target(TargetKind.CREATURE, filter=Filter(not_colors=Color.W))),
    text="Sunlance deals 3 damage to target nonwhite creature.",
)
REBUKE = instant(
    "Rebuke",
    "{2}{W}",
    effect=Destroy(Target(TargetKind.CREATURE, filter=Filter(attacking=True))),
    text="Destroy target attacking creature.",
)
SWORDS_TO_PLOWSHARES = instant(
    "Swords to Plowshares",
    "{W}",
    effect=(Exile(TARGET_CREATURE), GainLifeFromPower(Ref.TARGET_CONTROLLER)),
    text="Exile target creature. Its controller gains life equal to its power.",
)
PATH_TO_EXILE = instant(
    "Path to Exile",
    "{W}",
    effect=Exile(TARGET_CREATURE),
    text=(
        "Exile target creature. Its controller may search their library for a basic land "
        "card, put that card onto the battlefield tapped, then shuffle."
    ),
    unparsed=(
        "Its controller may search their library for a basic land card, put that card onto "
        "the battlefield tapped, then shuffle.",
    ),
)
FATEFUL_ABSENCE = instant(
    "Fateful Absence",
    "{1}{W}",
    # CR 701.16a, 608.2h: the destroyed permanent's controller investigates.
    effect=(
        Destroy(Target(TargetKind.CREATURE | TargetKind.PLANESWALKER)),
        CreateToken(CLUE, controller=Ref.TARGET_CONTROLLER),
    ),
    text=(
        "Destroy target creature or planeswalker. Its controller investigates. (They create "
        'a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")'
    ),
)

# -- planeswalkers ---------------------------------------------------------------------

THE_WANDERING_EMPEROR = planeswalker(
    "The Wandering Emperor",
    "{2}{W}{W}",
    loyalty=3,
    subtypes=("Emperor",),
    keywords=Keyword.FLASH,
    abilities=(
        Activated(
            Cost(loyalty=1),
            (PutCounters(1, Target(TargetKind.CREATURE, up_to=True)),),
            sorcery_speed=True,
            text=(
                "+1: Put a +1/+1 counter on up to one target creature. It gains first strike "
                "until end of turn."
            ),
        ),
        Activated(
            Cost(loyalty=-1),
            (CreateToken(SAMURAI),),
            sorcery_speed=True,
            text="\u22121: Create a 2/2 white Samurai creature token with vigilance.",
        ),
        Activated(
            Cost(loyalty=-2),
            (Exile(Target(TargetKind.CREATURE, filter=Filter(tapped=True))), GainLife(2)),
            sorcery_speed=True,
            text="\u22122: Exile target tapped creature. You gain 2 life.",
        ),
    ),
    text=(
        "Flash\nAs long as The Wandering Emperor entered the battlefield this turn, you may "
        "activate her loyalty abilities any time you could cast an instant.\n"
        "+1: Put a +1/+1 counter on up to one target creature. It gains first strike until "
        "end of turn.\n\u22121: Create a 2/2 white Samurai creature token with vigilance.\n"
        "\u22122: Exile target tapped creature. You gain 2 life."
    ),
    unparsed=(
        "As long as The Wandering Emperor entered the battlefield this turn, you may activate "
        "her loyalty abilities any time you could cast an instant.",
        "It gains first strike until end of turn.",
    ),
)

LINGERING_SOULS = sorcery(
    "Lingering Souls",
    "{2}{W}",
    keywords=Keyword.FLASHBACK,
    effect=CreateToken(SPIRIT, 2),
    costs=(Flashback(parse_mana_cost("{1}{B}")),),
    text=(
        "Create two 1/1 white Spirit creature tokens with flying.\nFlashback {1}{B} (You may "
        "cast this card from your graveyard for its flashback cost. Then exile it.)"
    ),
)

STONEFORGE_MYSTIC = creature(
    "Stoneforge Mystic",
    "{1}{W}",
    pt=(1, 2),
    subtypes=("Kor", "Artificer"),
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(SearchLibrary(Filter(subtypes=("Equipment",)), to="hand"),),
            optional=True,
        ),
    ),
    text=(
        "When Stoneforge Mystic enters, you may search your library for an Equipment card, "
        "reveal it, put it into your hand, then shuffle.\n{1}{W}, {T}: You may put an Equipment "
        "card from your hand onto the battlefield."
    ),
    # CR 110.2: an Equipment from hand onto the battlefield, not cast.
    abilities=(
        Activated(
            cost=Cost(mana=parse_mana_cost("{1}{W}"), tap=True),
            effect=(MayDo((PutFromHand(Filter(subtypes=("Equipment",))),)),),
        ),
    ),
)
