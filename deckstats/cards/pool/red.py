"""Red cards: burn, aggressive creatures and the red limited and sideboard staples."""

from deckstats.cards.costs import (
    MADNESS,
    SPECTACLE,
    AlternativeCost,
    Flashback,
    GraveyardAbility,
    Kicker,
    Morph,
    Suspend,
)
from deckstats.cards.dsl import (
    Activated,
    Cost,
    Static,
    Triggered,
    adventure,
    creature,
    instant,
    sorcery,
)
from deckstats.cards.effects import (
    CantGainLife,
    Condition,
    Conditional,
    CopyIfPays,
    CounterSpell,
    CreateToken,
    DamageUnpreventable,
    DealDamage,
    Destroy,
    Discard,
    DrawCards,
    IfKicked,
    Modal,
    Pump,
    RevealTopMayTake,
    Sacrifice,
    Scry,
    Surveil,
)
from deckstats.cards.effects_hands import DiscardThen
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType, Color, Keyword, Supertype
from deckstats.cards.oracle.morph_lines import FACE_DOWN
from deckstats.cards.pool.tokens import (
    DRAGON_EGG_DRAGON,
    ELEMENTAL_RED,
    GOBLIN,
    TREASURE,
)
from deckstats.cards.presence import Count
from deckstats.cards.targets import (
    ANY_TARGET,
    TARGET_ARTIFACT,
    TARGET_CREATURE,
    TARGET_CREATURE_OPPONENT_CONTROLS,
    TARGET_CREATURE_OR_PLANESWALKER,
    TARGET_PLAYER_OR_PLANESWALKER,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.cards.triggers import (
    Attacks,
    BeginningOfStep,
    CastSpell,
    DealsCombatDamageToPlayer,
    DealsDamage,
    Dies,
    EntersBattlefield,
    StepName,
)

_SACRIFICE_AT_END_STEP = Triggered(
    when=BeginningOfStep(StepName.END, whose=Ref.EACH_PLAYER),
    effect=(Sacrifice(Ref.SELF),),
)

# -- burn spells ---------------------------------------------------------------------------

LIGHTNING_BOLT = instant(
    "Lightning Bolt",
    cost="{R}",
    effect=DealDamage(3, ANY_TARGET),
    text="Lightning Bolt deals 3 damage to any target.",
)

SHOCK = instant(
    "Shock",
    cost="{R}",
    effect=DealDamage(2, ANY_TARGET),
    text="Shock deals 2 damage to any target.",
)

GUT_SHOT = instant(
    "Gut Shot",
    cost="{R/P}",
    effect=DealDamage(1, ANY_TARGET),
    text="({R/P} can be paid with either {R} or 2 life.)\nGut Shot deals 1 damage to any target.",
)

LIGHTNING_STRIKE = instant(
    "Lightning Strike",
    cost="{1}{R}",
    effect=DealDamage(3, ANY_TARGET),
    text="Lightning Strike deals 3 damage to any target.",
)

SEARING_SPEAR = instant(
    "Searing Spear",
    cost="{1}{R}",
    effect=DealDamage(3, ANY_TARGET),
    text="Searing Spear deals 3 damage to any target.",
)

VOLCANIC_HAMMER = sorcery(
    "Volcanic Hammer",
    cost="{1}{R}",
    effect=DealDamage(3, ANY_TARGET),
    text="Volcanic Hammer deals 3 damage to any target.",
)

INCINERATE = instant(
    "Incinerate",
    cost="{1}{R}",
    effect=DealDamage(3, ANY_TARGET),
    unparsed=("A creature dealt damage this way can't be regenerated this turn.",),
    text=(
        "Incinerate deals 3 damage to any target. A creature dealt damage this way can't be "
        "regenerated this turn."
    ),
)

MAGMA_JET = instant(
    "Magma Jet",
    cost="{1}{R}",
    effect=(DealDamage(2, ANY_TARGET), Scry(2)),
    text="Magma Jet deals 2 damage to any target. Scry 2.",
)

LAVA_SPIKE = sorcery(
    "Lava Spike",
    cost="{R}",
    subtypes=("Arcane",),
    effect=DealDamage(3, TARGET_PLAYER_OR_PLANESWALKER),
    text="Lava Spike deals 3 damage to target player or planeswalker.",
)

LAVA_AXE = sorcery(
    "Lava Axe",
    cost="{4}{R}",
    effect=DealDamage(5, TARGET_PLAYER_OR_PLANESWALKER),
    text="Lava Axe deals 5 damage to target player or planeswalker.",
)

RIFT_BOLT = sorcery(
    "Rift Bolt",
    cost="{2}{R}",
    effect=DealDamage(3, ANY_TARGET),
    costs=(Suspend(1, parse_mana_cost("{R}")),),
    text=(
        "Rift Bolt deals 3 damage to any target.\nSuspend 1—{R} (Rather than cast this card "
        "from your hand, you may pay {R} and exile it with a time counter on it. At the "
        "beginning of your upkeep, remove a time counter. When the last is removed, you may "
        "cast it without paying its mana cost.)"
    ),
)

SKEWER_THE_CRITICS = sorcery(
    "Skewer the Critics",
    cost="{2}{R}",
    effect=DealDamage(3, ANY_TARGET),
    costs=(AlternativeCost(mana=parse_mana_cost("{R}"), condition=SPECTACLE, keyword="spectacle"),),
    text=(
        "Spectacle {R} (You may cast this spell for its spectacle cost rather than its mana "
        "cost if an opponent lost life this turn.)\nSkewer the Critics deals 3 damage to any "
        "target."
    ),
)

SEARING_BLAZE = instant(
    "Searing Blaze",
    cost="{R}{R}",
    effect=Conditional(
        Condition.LAND_ENTERED_THIS_TURN,
        then=(
            DealDamage(3, TARGET_PLAYER_OR_PLANESWALKER),
            DealDamage(3, TARGET_CREATURE_OPPONENT_CONTROLS),
        ),
        otherwise=(
            DealDamage(1, TARGET_PLAYER_OR_PLANESWALKER),
            DealDamage(1, TARGET_CREATURE_OPPONENT_CONTROLS),
        ),
    ),
    text=(
        "Choose target player or planeswalker and target creature that player or that "
        "planeswalker's controller controls. Searing Blaze deals 1 damage to that player or "
        "planeswalker and 1 damage to that creature.\nLandfall — If you had a land enter the "
        "battlefield under your control this turn, Searing Blaze deals 3 damage to that player "
        "or planeswalker and 3 damage to that creature instead."
    ),
)

CHAIN_LIGHTNING = sorcery(
    "Chain Lightning",
    cost="{R}",
    effect=(DealDamage(3, ANY_TARGET), CopyIfPays("{R}{R}")),
    text=(
        "Chain Lightning deals 3 damage to any target. Then that player or that permanent's "
        "controller may pay {R}{R}. If the player does, they may copy this spell and may "
        "choose a new target for that copy."
    ),
)

FIREBLAST = instant(
    "Fireblast",
    cost="{4}{R}{R}",
    effect=DealDamage(4, ANY_TARGET),
    costs=(AlternativeCost(sacrifice=2, sacrifice_type="Mountain"),),
    text=(
        "You may sacrifice two Mountains rather than pay this spell's mana cost.\n"
        "Fireblast deals 4 damage to any target."
    ),
)

FIREBOLT = sorcery(
    "Firebolt",
    cost="{R}",
    keywords=Keyword.FLASHBACK,
    effect=DealDamage(2, ANY_TARGET),
    costs=(Flashback(parse_mana_cost("{4}{R}")),),
    text=(
        "Firebolt deals 2 damage to any target.\nFlashback {4}{R} (You may cast this card "
        "from your graveyard for its flashback cost. Then exile it.)"
    ),
)

SKULLCRACK = instant(
    "Skullcrack",
    cost="{1}{R}",
    # CR 119.7, 615.12 (engine.life_locks)
    effect=(
        CantGainLife(Ref.EACH_PLAYER),
        DamageUnpreventable(),
        DealDamage(3, TARGET_PLAYER_OR_PLANESWALKER),
    ),
    text=(
        "Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack "
        "deals 3 damage to target player or planeswalker."
    ),
)

FLAME_SLASH = sorcery(
    "Flame Slash",
    cost="{R}",
    effect=DealDamage(4, TARGET_CREATURE),
    text="Flame Slash deals 4 damage to target creature.",
)

ELECTRIFY = instant(
    "Electrify",
    cost="{3}{R}",
    effect=DealDamage(4, TARGET_CREATURE),
    text="Electrify deals 4 damage to target creature.",
)

FIERY_FINISH = sorcery(
    "Fiery Finish",
    cost="{4}{R}{R}",
    effect=DealDamage(7, TARGET_CREATURE),
    text="Fiery Finish deals 7 damage to target creature.",
)

PYROCLASM = sorcery(
    "Pyroclasm",
    cost="{1}{R}",
    effect=DealDamage(2, Ref.EACH_CREATURE),
    text="Pyroclasm deals 2 damage to each creature.",
)

ANGER_OF_THE_GODS = sorcery(
    "Anger of the Gods",
    cost="{1}{R}{R}",
    effect=DealDamage(3, Ref.EACH_CREATURE),
    unparsed=("If a creature dealt damage this way would die this turn, exile it instead.",),
    text=(
        "Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this "
        "way would die this turn, exile it instead."
    ),
)

# -- other red spells ----------------------------------------------------------------------------

SURE_STRIKE = instant(
    "Sure Strike",
    cost="{1}{R}",
    effect=Pump(3, 0, TARGET_CREATURE, keywords=Keyword.FIRST_STRIKE),
    text="Target creature gets +3/+0 and gains first strike until end of turn.",
)

BRUTE_FORCE = instant(
    "Brute Force",
    cost="{R}",
    effect=Pump(3, 3, TARGET_CREATURE),
    text="Target creature gets +3/+3 until end of turn.",
)

KRENKOS_COMMAND = sorcery(
    "Krenko's Command",
    cost="{1}{R}",
    effect=Modal(
        modes=(
            (CreateToken(GOBLIN, 2),),
            (Pump(1, 0, Ref.CREATURES_YOU_CONTROL, keywords=Keyword.FIRST_STRIKE),),
        )
    ),
    text=(
        "Choose one —\n• Create two 1/1 red Goblin creature tokens.\n• Creatures you control "
        "get +1/+0 and gain first strike until end of turn."
    ),
)

SHATTER = instant(
    "Shatter",
    cost="{1}{R}",
    effect=Destroy(TARGET_ARTIFACT),
    text="Destroy target artifact.",
)

SMASH_TO_SMITHEREENS = instant(
    "Smash to Smithereens",
    cost="{1}{R}",
    effect=(Destroy(TARGET_ARTIFACT), DealDamage(3, Ref.TARGET_CONTROLLER)),
    text=(
        "Destroy target artifact. Smash to Smithereens deals 3 damage to that artifact's "
        "controller."
    ),
)

ANCIENT_GRUDGE = instant(
    "Ancient Grudge",
    cost="{1}{R}",
    keywords=Keyword.FLASHBACK,
    effect=Destroy(TARGET_ARTIFACT),
    costs=(Flashback(parse_mana_cost("{G}")),),
    text=(
        "Destroy target artifact.\nFlashback {G} (You may cast this card from your graveyard "
        "for its flashback cost. Then exile it.)"
    ),
)

RED_ELEMENTAL_BLAST = instant(
    "Red Elemental Blast",
    cost="{R}",
    effect=Modal(
        modes=(
            (CounterSpell(Target(TargetKind.SPELL, filter=Filter(colors=Color.U))),),
            (Destroy(Target(TargetKind.PERMANENT, filter=Filter(colors=Color.U))),),
        )
    ),
    text="Choose one —\n• Counter target blue spell.\n• Destroy target blue permanent.",
)

FAITHLESS_LOOTING = sorcery(
    "Faithless Looting",
    cost="{R}",
    keywords=Keyword.FLASHBACK,
    effect=(DrawCards(2), Discard(2)),
    costs=(Flashback(parse_mana_cost("{2}{R}")),),
    text=(
        "Draw two cards, then discard two cards.\nFlashback {2}{R} (You may cast this card "
        "from your graveyard for its flashback cost. Then exile it.)"
    ),
)

# -- creatures ----------------------------------------------------------------------------------

GOBLIN_GUIDE = creature(
    "Goblin Guide",
    cost="{R}",
    subtypes=("Goblin", "Scout"),
    pt=(2, 2),
    keywords=Keyword.HASTE,
    triggers=(
        Triggered(
            when=Attacks(Ref.SELF),
            effect=(
                RevealTopMayTake(
                    player=Ref.DEFENDING_PLAYER, take_if=Filter(card_type=CardType.LAND)
                ),
            ),
        ),
    ),
    text=(
        "Haste\nWhenever Goblin Guide attacks, defending player reveals the top card of their "
        "library. If it's a land card, that player puts it into their hand."
    ),
)

MONASTERY_SWIFTSPEAR = creature(
    "Monastery Swiftspear",
    cost="{R}",
    subtypes=("Human", "Monk"),
    pt=(1, 2),
    keywords=Keyword.HASTE | Keyword.PROWESS,
    text=(
        "Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until "
        "end of turn.)"
    ),
)

EIDOLON_OF_THE_GREAT_REVEL = creature(
    "Eidolon of the Great Revel",
    cost="{R}{R}",
    types=CardType.ENCHANTMENT,
    subtypes=("Spirit",),
    pt=(2, 2),
    triggers=(
        Triggered(
            when=CastSpell(Ref.EACH_PLAYER, Filter(max_mana_value=3)),
            effect=(DealDamage(2, Ref.TRIGGERING_PLAYER),),
        ),
    ),
    text=(
        "Whenever a player casts a spell with mana value 3 or less, Eidolon of the Great Revel "
        "deals 2 damage to that player."
    ),
)

MOGG_FANATIC = creature(
    "Mogg Fanatic",
    cost="{R}",
    subtypes=("Goblin",),
    pt=(1, 1),
    abilities=(Activated(cost=Cost(sacrifice_self=True), effect=(DealDamage(1, ANY_TARGET),)),),
    text="Sacrifice Mogg Fanatic: It deals 1 damage to any target.",
)

EMBER_HAULER = creature(
    "Ember Hauler",
    cost="{R}{R}",
    subtypes=("Goblin",),
    pt=(2, 2),
    abilities=(
        Activated(
            cost=Cost(mana=parse_mana_cost("{1}"), sacrifice_self=True),
            effect=(DealDamage(2, ANY_TARGET),),
        ),
    ),
    text="{1}, Sacrifice Ember Hauler: It deals 2 damage to any target.",
)

JACKAL_PUP = creature(
    "Jackal Pup",
    cost="{R}",
    subtypes=("Jackal",),
    pt=(2, 1),
    triggers=(Triggered(DealsDamage(Ref.SELF, "any", dealt=True), (DealDamage("X", Ref.YOU),)),),
    text="Whenever Jackal Pup is dealt damage, it deals that much damage to you.",
)

RAGING_GOBLIN = creature(
    "Raging Goblin",
    cost="{R}",
    subtypes=("Goblin", "Berserker"),
    pt=(1, 1),
    keywords=Keyword.HASTE,
    text="Haste (This creature can attack and {T} as soon as it comes under your control.)",
)

SPARK_ELEMENTAL = creature(
    "Spark Elemental",
    cost="{R}",
    subtypes=("Elemental",),
    pt=(3, 1),
    keywords=Keyword.TRAMPLE | Keyword.HASTE,
    triggers=(_SACRIFICE_AT_END_STEP,),
    text="Trample, haste\nAt the beginning of the end step, sacrifice Spark Elemental.",
)

BALL_LIGHTNING = creature(
    "Ball Lightning",
    cost="{R}{R}{R}",
    subtypes=("Elemental",),
    pt=(6, 1),
    keywords=Keyword.TRAMPLE | Keyword.HASTE,
    triggers=(_SACRIFICE_AT_END_STEP,),
    text="Trample\nHaste\nAt the beginning of the end step, sacrifice Ball Lightning.",
)

BLISTERING_FIRECAT = creature(
    "Blistering Firecat",
    cost="{1}{R}{R}{R}",
    subtypes=("Elemental", "Cat"),
    pt=(7, 1),
    keywords=Keyword.TRAMPLE | Keyword.HASTE | Keyword.MORPH,
    triggers=(_SACRIFICE_AT_END_STEP,),
    costs=(FACE_DOWN, Morph(parse_mana_cost("{R}{R}"))),
    text=(
        "Trample, haste\nAt the beginning of the end step, sacrifice Blistering Firecat.\n"
        "Morph {R}{R} (You may cast this card face down as a 2/2 creature for {3}. Turn it "
        "face up any time for its morph cost.)"
    ),
)

FIREBRAND_ARCHER = creature(
    "Firebrand Archer",
    cost="{1}{R}",
    subtypes=("Human", "Archer"),
    pt=(2, 1),
    triggers=(
        Triggered(
            when=CastSpell(filter=Filter(not_type=CardType.CREATURE)),
            effect=(DealDamage(1, Ref.EACH_OPPONENT),),
        ),
    ),
    text="Whenever you cast a noncreature spell, Firebrand Archer deals 1 damage to each opponent.",
)

YOUNG_PYROMANCER = creature(
    "Young Pyromancer",
    cost="{1}{R}",
    subtypes=("Human", "Shaman"),
    pt=(2, 1),
    triggers=(
        Triggered(
            when=CastSpell(filter=Filter(card_type=CardType.INSTANT | CardType.SORCERY)),
            effect=(CreateToken(ELEMENTAL_RED),),
        ),
    ),
    text=(
        "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental creature token."
    ),
)

SEASONED_PYROMANCER = creature(
    "Seasoned Pyromancer",
    cost="{1}{R}{R}",
    subtypes=("Human", "Shaman"),
    pt=(2, 2),
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(
                DiscardThen(
                    2,
                    between=(DrawCards(2),),
                    per_filter=Filter(not_type=CardType.LAND),
                    per=(CreateToken(ELEMENTAL_RED),),
                ),
            ),
        ),
    ),
    costs=(
        GraveyardAbility(
            Cost(mana=parse_mana_cost("{3}{R}{R}"), exile_self=True),
            (CreateToken(ELEMENTAL_RED, 2),),
        ),
    ),
    text=(
        "When Seasoned Pyromancer enters, discard two cards, then draw two cards. For each "
        "nonland card discarded this way, create a 1/1 red Elemental creature token.\n"
        "{3}{R}{R}, Exile Seasoned Pyromancer from your graveyard: Create two 1/1 red "
        "Elemental creature tokens."
    ),
)

GOBLIN_MOTIVATOR = creature(
    "Goblin Motivator",
    cost="{R}",
    subtypes=("Goblin", "Warrior"),
    pt=(1, 1),
    abilities=(
        Activated(
            cost=Cost(tap=True),
            effect=(Pump(0, 0, TARGET_CREATURE, keywords=Keyword.HASTE),),
        ),
    ),
    text=("{T}: Target creature gains haste until end of turn. (It can attack and {T} this turn.)"),
)

GOBLIN_INSTIGATOR = creature(
    "Goblin Instigator",
    cost="{1}{R}",
    subtypes=("Goblin", "Rogue"),
    pt=(1, 1),
    triggers=(Triggered(when=EntersBattlefield(), effect=(CreateToken(GOBLIN),)),),
    text="When Goblin Instigator enters, create a 1/1 red Goblin creature token.",
)

VIASHINO_PYROMANCER = creature(
    "Viashino Pyromancer",
    cost="{1}{R}",
    subtypes=("Lizard", "Wizard"),
    pt=(2, 1),
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(DealDamage(2, TARGET_PLAYER_OR_PLANESWALKER),),
        ),
    ),
    text="When Viashino Pyromancer enters, it deals 2 damage to target player or planeswalker.",
)

BOGGART_BRUTE = creature(
    "Boggart Brute",
    cost="{2}{R}",
    subtypes=("Goblin", "Warrior"),
    pt=(3, 2),
    keywords=Keyword.MENACE,
    text="Menace (This creature can't be blocked except by two or more creatures.)",
)

ONAKKE_OGRE = creature("Onakke Ogre", cost="{2}{R}", subtypes=("Ogre", "Warrior"), pt=(4, 2))

DRAGON_EGG = creature(
    "Dragon Egg",
    cost="{2}{R}",
    subtypes=("Dragon", "Egg"),
    pt=(0, 2),
    keywords=Keyword.DEFENDER,
    triggers=(Triggered(when=Dies(), effect=(CreateToken(DRAGON_EGG_DRAGON),)),),
    text=(
        "Defender\nWhen Dragon Egg dies, create a 2/2 red Dragon creature token with flying and "
        '"{R}: This creature gets +1/+0 until end of turn."'
    ),
)

HOSTILE_MINOTAUR = creature(
    "Hostile Minotaur",
    cost="{3}{R}",
    subtypes=("Minotaur",),
    pt=(3, 3),
    keywords=Keyword.HASTE,
    text="Haste",
)

FLAMETONGUE_KAVU = creature(
    "Flametongue Kavu",
    cost="{3}{R}",
    subtypes=("Kavu",),
    pt=(4, 2),
    triggers=(Triggered(when=EntersBattlefield(), effect=(DealDamage(4, TARGET_CREATURE),)),),
    text="When Flametongue Kavu enters, it deals 4 damage to target creature.",
)

HELLRIDER = creature(
    "Hellrider",
    cost="{2}{R}{R}",
    subtypes=("Devil",),
    pt=(3, 3),
    keywords=Keyword.HASTE,
    # In a two-player game the player a creature attacks is the defending player.
    triggers=(
        Triggered(
            when=Attacks(Ref.CREATURES_YOU_CONTROL),
            effect=(DealDamage(1, Ref.DEFENDING_PLAYER),),
        ),
    ),
    text=(
        "Haste\nWhenever a creature you control attacks, Hellrider deals 1 damage to the player "
        "or planeswalker it's attacking."
    ),
)

VOLCANIC_DRAGON = creature(
    "Volcanic Dragon",
    cost="{4}{R}{R}",
    subtypes=("Dragon",),
    pt=(4, 4),
    keywords=Keyword.FLYING | Keyword.HASTE,
    text="Flying\nHaste",
)

SHIVAN_DRAGON = creature(
    "Shivan Dragon",
    cost="{4}{R}{R}",
    subtypes=("Dragon",),
    pt=(5, 5),
    keywords=Keyword.FLYING,
    abilities=(
        Activated(
            cost=Cost(mana=parse_mana_cost("{R}")),
            effect=(Pump(1, 0, Ref.SELF),),
        ),
    ),
    text="Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.",
)

GRAY_OGRE = creature("Gray Ogre", cost="{2}{R}", subtypes=("Ogre",), pt=(2, 2))

HILL_GIANT = creature("Hill Giant", cost="{3}{R}", subtypes=("Giant",), pt=(3, 3))

BURST_LIGHTNING = instant(
    "Burst Lightning",
    cost="{R}",
    keywords=Keyword.KICKER,
    effect=IfKicked((DealDamage(4, ANY_TARGET),), otherwise=(DealDamage(2, ANY_TARGET),)),
    costs=(Kicker(parse_mana_cost("{4}")),),
    text=(
        "Kicker {4} (You may pay an additional {4} as you cast this spell.)\nBurst Lightning "
        "deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead."
    ),
)

GOBLIN_BUSHWHACKER = creature(
    "Goblin Bushwhacker",
    cost="{R}",
    subtypes=("Goblin", "Warrior"),
    pt=(1, 1),
    keywords=Keyword.KICKER,
    costs=(Kicker(parse_mana_cost("{R}")),),
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(IfKicked((Pump(1, 0, Ref.CREATURES_YOU_CONTROL, keywords=Keyword.HASTE),)),),
        ),
    ),
    text=(
        "Kicker {R} (You may pay an additional {R} as you cast this spell.)\nWhen Goblin "
        "Bushwhacker enters, if it was kicked, creatures you control get +1/+0 and gain haste "
        "until end of turn."
    ),
)

# -- Legacy / Modern / Pauper staples (issue 16, part 5) ------------------------------------------

# Pyroblast may target any spell or permanent and does nothing to a non-blue one; the only
# useful targets are blue, so the definition targets blue objects like Red Elemental Blast.
PYROBLAST = instant(
    "Pyroblast",
    cost="{R}",
    effect=Modal(
        modes=(
            (CounterSpell(Target(TargetKind.SPELL, filter=Filter(colors=Color.U))),),
            (Destroy(Target(TargetKind.PERMANENT, filter=Filter(colors=Color.U))),),
        )
    ),
    text="Choose one —\n• Counter target spell if it's blue.\n• Destroy target permanent if it's blue.",
)

UNHOLY_HEAT = instant(
    "Unholy Heat",
    cost="{R}",
    effect=Conditional(
        Condition.DELIRIUM,
        (DealDamage(6, TARGET_CREATURE_OR_PLANESWALKER),),
        (DealDamage(2, TARGET_CREATURE_OR_PLANESWALKER),),
    ),
    text=(
        "Unholy Heat deals 2 damage to target creature or planeswalker.\nDelirium — Unholy Heat "
        "deals 6 damage instead if there are four or more card types among cards in your "
        "graveyard."
    ),
)

KILN_FIEND = creature(
    "Kiln Fiend",
    cost="{3}{R}",
    subtypes=("Elemental", "Beast"),
    pt=(3, 3),
    triggers=(
        Triggered(
            when=CastSpell(filter=Filter(card_type=CardType.INSTANT | CardType.SORCERY)),
            effect=(Pump(3, 0, Ref.SELF),),
        ),
    ),
    text="Whenever you cast an instant or sorcery spell, Kiln Fiend gets +3/+0 until end of turn.",
)

DRAGONS_RAGE_CHANNELER = creature(
    "Dragon's Rage Channeler",
    cost="{R}",
    subtypes=("Human", "Shaman"),
    pt=(1, 1),
    triggers=(
        Triggered(
            when=CastSpell(filter=Filter(not_type=CardType.CREATURE)),
            effect=(Surveil(1),),
        ),
    ),
    text=(
        "Whenever you cast a noncreature spell, surveil 1. (Look at the top card of your "
        "library. You may put that card into your graveyard.)\nDelirium — As long as there are "
        "four or more card types among cards in your graveyard, Dragon's Rage Channeler gets "
        "+2/+2, has flying, and attacks each combat if able."
    ),
    # CR 604.2, 508.1d: delirium makes it a 3/3 flier that attacks each combat if able.
    statics=(
        Static(
            2,
            2,
            Keyword.FLYING | Keyword.ATTACKS_EACH_COMBAT,
            applies_to=Ref.SELF,
            condition=int(Condition.DELIRIUM),
        ),
    ),
)

RAGAVAN_NIMBLE_PILFERER = creature(
    "Ragavan, Nimble Pilferer",
    cost="{R}",
    supertypes=Supertype.LEGENDARY,
    subtypes=("Monkey", "Pirate"),
    pt=(2, 1),
    triggers=(Triggered(when=DealsCombatDamageToPlayer(), effect=(CreateToken(TREASURE),)),),
    keywords=Keyword.DASH,
    costs=(AlternativeCost(mana=parse_mana_cost("{1}{R}"), keyword="dash"),),  # CR 702.109a
    text=(
        "Whenever Ragavan, Nimble Pilferer deals combat damage to a player, create a Treasure "
        "token and exile the top card of that player's library. Until end of turn, you may cast "
        "that card.\nDash {1}{R} (You may cast this spell for its dash cost. If you do, it gains "
        "haste, and it's returned from the battlefield to its owner's hand at the beginning of "
        "the next end step.)"
    ),
    unparsed=(
        "exile the top card of that player's library. Until end of turn, you may cast that card.",
    ),
)

GALVANIC_BLAST = instant(
    "Galvanic Blast",
    cost="{R}",
    effect=Conditional(
        Condition.METALCRAFT, (DealDamage(4, ANY_TARGET),), (DealDamage(2, ANY_TARGET),)
    ),
    text=(
        "Galvanic Blast deals 2 damage to any target.\nMetalcraft — Galvanic Blast deals 4 "
        "damage instead if you control three or more artifacts."
    ),
)

KIRD_APE = creature(
    "Kird Ape",
    cost="{R}",
    subtypes=("Ape",),
    pt=(1, 1),
    text="Kird Ape gets +1/+2 as long as you control a Forest.",
    statics=(
        Static(1, 2, applies_to=Ref.SELF, requires=Count(filter=Filter(subtypes=("Forest",)))),
    ),
)

BONECRUSHER_GIANT = adventure(
    creature(
        "Bonecrusher Giant",
        "{2}{R}",
        pt=(4, 3),
        subtypes=("Giant",),
        text=(
            "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 "
            "damage to that spell's controller."
        ),
        unparsed=(
            "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 "
            "damage to that spell's controller.",
        ),
    ),
    instant(
        "Stomp",
        "{1}{R}",
        effect=DealDamage(2, ANY_TARGET),
        text=(
            "Damage can't be prevented this turn. Stomp deals 2 damage to any target. (Then exile "
            "this card. You may cast the creature later from exile.)"
        ),
        unparsed=("Damage can't be prevented this turn.",),
    ),
)

ABRADE = instant(
    "Abrade",
    cost="{1}{R}",
    effect=Modal(
        modes=(
            (DealDamage(3, TARGET_CREATURE),),
            (Destroy(TARGET_ARTIFACT),),
        )
    ),
    text="Choose one —\n• Abrade deals 3 damage to target creature.\n• Destroy target artifact.",
)

FIERY_TEMPER = instant(
    "Fiery Temper",
    cost="{1}{R}{R}",
    effect=DealDamage(3, ANY_TARGET),
    # CR 702.35: madness {R}.
    keywords=Keyword.MADNESS,
    costs=(AlternativeCost(parse_mana_cost("{R}"), condition=MADNESS, keyword="madness"),),
    text=(
        "Fiery Temper deals 3 damage to any target.\nMadness {R} (If you discard this card, "
        "discard it into exile. When you do, cast it for its madness cost or put it into your "
        "graveyard.)"
    ),
)

LAVA_DART = instant(
    "Lava Dart",
    cost="{R}",
    effect=DealDamage(1, ANY_TARGET),
    # CR 702.34a, 118.3: flashback by sacrificing a Mountain.
    keywords=Keyword.FLASHBACK,
    costs=(
        Flashback(
            parse_mana_cost("{0}"), sacrifice=Filter(subtypes=("Mountain",)), sacrifice_count=1
        ),
    ),
    text=(
        "Lava Dart deals 1 damage to any target.\nFlashback—Sacrifice a Mountain. (You may cast "
        "this card from your graveyard for its flashback cost. Then exile it.)"
    ),
)
