"""Blue cards: counterspells, cantrips and card draw, bounce, fliers and Faeries."""

from dataclasses import replace

from deckstats.cards.costs import AlternativeCost, Cycling, Flashback, Ninjutsu, Suspend
from deckstats.cards.dsl import (
    ALWAYS_TAPPED,
    TAP,
    Activated,
    Cost,
    Triggered,
    creature,
    instant,
    land,
    mdfc,
    sorcery,
    transform,
)
from deckstats.cards.effects import (
    Bounce,
    Connive,
    CounterSpell,
    DealDamage,
    Destroy,
    Dig,
    Discard,
    DrawCards,
    GrantFlashback,
    LookAtHand,
    LoseLife,
    Mill,
    Modal,
    Pump,
    PutCounters,
    PutFromHandOnTop,
    ReorderTop,
    Scry,
    Surveil,
    Tap,
    Untap,
)
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType, Color, Keyword
from deckstats.cards.targets import (
    ANY_TARGET,
    TARGET_CREATURE,
    TARGET_CREATURE_SPELL,
    TARGET_NONCREATURE_SPELL,
    TARGET_PERMANENT,
    TARGET_PLAYER,
    TARGET_SPELL,
    Controller,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.cards.triggers import (
    CastSpell,
    DealsCombatDamageToPlayer,
    DealsDamage,
    EntersBattlefield,
    LeavesGraveyard,
)

_INSTANT_OR_SORCERY = Filter(card_type=CardType.INSTANT | CardType.SORCERY)

# -- counterspells -----------------------------------------------------------------------

COUNTERSPELL = instant(
    "Counterspell", "{U}{U}", effect=CounterSpell(TARGET_SPELL), text="Counter target spell."
)
CANCEL = instant(
    "Cancel", "{1}{U}{U}", effect=CounterSpell(TARGET_SPELL), text="Counter target spell."
)
MANA_LEAK = instant(
    "Mana Leak",
    "{1}{U}",
    effect=CounterSpell(TARGET_SPELL, unless_pay=3),
    text="Counter target spell unless its controller pays {3}.",
)
QUENCH = instant(
    "Quench",
    "{1}{U}",
    effect=CounterSpell(TARGET_SPELL, unless_pay=2),
    text="Counter target spell unless its controller pays {2}.",
)
FORCE_SPIKE = instant(
    "Force Spike",
    "{U}",
    effect=CounterSpell(TARGET_SPELL, unless_pay=1),
    text="Counter target spell unless its controller pays {1}.",
)
ESSENCE_SCATTER = instant(
    "Essence Scatter",
    "{1}{U}",
    effect=CounterSpell(TARGET_CREATURE_SPELL),
    text="Counter target creature spell.",
)
REMOVE_SOUL = instant(
    "Remove Soul",
    "{1}{U}",
    effect=CounterSpell(TARGET_CREATURE_SPELL),
    text="Counter target creature spell.",
)
EXCLUDE = instant(
    "Exclude",
    "{2}{U}",
    effect=(CounterSpell(TARGET_CREATURE_SPELL), DrawCards(1)),
    text="Counter target creature spell.\nDraw a card.",
)
NEGATE = instant(
    "Negate",
    "{1}{U}",
    effect=CounterSpell(TARGET_NONCREATURE_SPELL),
    text="Counter target noncreature spell.",
)
DISPEL = instant(
    "Dispel",
    "{U}",
    effect=CounterSpell(Target(TargetKind.SPELL, filter=Filter(card_type=CardType.INSTANT))),
    text="Counter target instant spell.",
)
ANNUL = instant(
    "Annul",
    "{U}",
    effect=CounterSpell(
        Target(
            TargetKind.SPELL,
            filter=Filter(card_type=CardType.ARTIFACT | CardType.ENCHANTMENT),
        )
    ),
    text="Counter target artifact or enchantment spell.",
)
BLUE_ELEMENTAL_BLAST = instant(
    "Blue Elemental Blast",
    "{U}",
    effect=Modal(
        (
            (CounterSpell(Target(TargetKind.SPELL, filter=Filter(colors=Color.R))),),
            (Destroy(Target(TargetKind.PERMANENT, filter=Filter(colors=Color.R))),),
        )
    ),
    text="Choose one \u2014\n\u2022 Counter target red spell.\n\u2022 Destroy target red permanent.",
)
CRYPTIC_COMMAND = instant(
    "Cryptic Command",
    "{1}{U}{U}{U}",
    effect=Modal(
        (
            (CounterSpell(TARGET_SPELL),),
            (Bounce(TARGET_PERMANENT),),
            (Tap(Ref.CREATURES_OPPONENTS_CONTROL),),
            (DrawCards(1),),
        ),
        choose=2,
    ),
    text=(
        "Choose two \u2014\n\u2022 Counter target spell.\n\u2022 Return target permanent to "
        "its owner's hand.\n\u2022 Tap all creatures your opponents control.\n\u2022 Draw a "
        "card."
    ),
)
JWARI_DISRUPTION = mdfc(
    instant(
        "Jwari Disruption",
        "{1}{U}",
        effect=CounterSpell(TARGET_SPELL, unless_pay=1),
        text="Counter target spell unless its controller pays {1}.",
    ),
    land(
        "Jwari Ruins",
        produce="U",
        etb_tapped=ALWAYS_TAPPED,
        text="As Jwari Ruins enters, it enters tapped.\n{T}: Add {U}.",
    ),
)

# -- card selection and draw -------------------------------------------------------------

OPT = instant("Opt", "{U}", effect=(Scry(1), DrawCards(1)), text="Scry 1.\nDraw a card.")
CONSIDER = instant(
    "Consider", "{U}", effect=(Surveil(1), DrawCards(1)), text="Surveil 1.\nDraw a card."
)
PREORDAIN = sorcery(
    "Preordain",
    "{U}",
    effect=(Scry(2), DrawCards(1)),
    text="Scry 2, then draw a card.",
)
SERUM_VISIONS = sorcery(
    "Serum Visions", "{U}", effect=(DrawCards(1), Scry(2)), text="Draw a card. Scry 2."
)
SLEIGHT_OF_HAND = sorcery(
    "Sleight of Hand",
    "{U}",
    effect=Dig(2),
    text=(
        "Look at the top two cards of your library. Put one of them into your hand and the "
        "other on the bottom of your library."
    ),
)
ANTICIPATE = instant(
    "Anticipate",
    "{1}{U}",
    effect=Dig(3),
    text=(
        "Look at the top three cards of your library. Put one of them into your hand and the "
        "rest on the bottom of your library in any order."
    ),
)
IMPULSE = instant(
    "Impulse",
    "{1}{U}",
    effect=Dig(4),
    text=(
        "Look at the top four cards of your library. Put one of them into your hand and the "
        "rest on the bottom of your library in any order."
    ),
)
DIVINATION = sorcery("Divination", "{2}{U}", effect=DrawCards(2), text="Draw two cards.")
THOUGHT_SCOUR = instant(
    "Thought Scour",
    "{U}",
    effect=(Mill(2, TARGET_PLAYER), DrawCards(1)),
    text="Target player mills two cards.\nDraw a card.",
)
MENTAL_NOTE = instant(
    "Mental Note",
    "{U}",
    effect=(Mill(2), DrawCards(1)),
    text="Mill two cards.\nDraw a card.",
)
TOME_SCOUR = sorcery(
    "Tome Scour", "{U}", effect=Mill(5, TARGET_PLAYER), text="Target player mills five cards."
)
TREASURE_CRUISE = sorcery(
    "Treasure Cruise",
    "{7}{U}",
    keywords=Keyword.DELVE,
    effect=DrawCards(3),
    text=(
        "Delve (Each card you exile from your graveyard while casting this spell pays for "
        "{1}.)\nDraw three cards."
    ),
)
DIG_THROUGH_TIME = instant(
    "Dig Through Time",
    "{6}{U}{U}",
    keywords=Keyword.DELVE,
    effect=Dig(7, take=2),
    text=(
        "Delve (Each card you exile from your graveyard while casting this spell pays for "
        "{1}.)\nLook at the top seven cards of your library. Put two of them into your hand "
        "and the rest on the bottom of your library in any order."
    ),
)
BRAINSTORM = instant(
    "Brainstorm",
    "{U}",
    effect=(DrawCards(3), PutFromHandOnTop(2)),
    text=(
        "Draw three cards, then put two cards from your hand on top of your library in any order."
    ),
)
PONDER = sorcery(
    "Ponder",
    "{U}",
    effect=(ReorderTop(3, may_shuffle=True), DrawCards(1)),
    text=(
        "Look at the top three cards of your library, then put them back in any order. You "
        "may shuffle.\nDraw a card."
    ),
)

# -- bounce and tricks ----------------------------------------------------------------

UNSUMMON = instant(
    "Unsummon",
    "{U}",
    effect=Bounce(TARGET_CREATURE),
    text="Return target creature to its owner's hand.",
)
VAPOR_SNAG = instant(
    "Vapor Snag",
    "{U}",
    effect=(Bounce(TARGET_CREATURE), LoseLife(1, Ref.TARGET_CONTROLLER)),
    text="Return target creature to its owner's hand. Its controller loses 1 life.",
)
BOOMERANG = instant(
    "Boomerang",
    "{U}{U}",
    effect=Bounce(TARGET_PERMANENT),
    text="Return target permanent to its owner's hand.",
)
REPULSE = instant(
    "Repulse",
    "{2}{U}",
    effect=(Bounce(TARGET_CREATURE), DrawCards(1)),
    text="Return target creature to its owner's hand.\nDraw a card.",
)
DISORIENT = instant(
    "Disorient",
    "{3}{U}",
    effect=Pump(-7, 0, TARGET_CREATURE),
    text="Target creature gets -7/-0 until end of turn.",
)

# -- vanilla and keyword-only creatures --------------------------------------------------

CORAL_MERFOLK = creature("Coral Merfolk", "{1}{U}", pt=(2, 1), subtypes=("Merfolk",))
HORNED_TURTLE = creature("Horned Turtle", "{2}{U}", pt=(1, 4), subtypes=("Turtle",))
ZEPHYR_SPRITE = creature(
    "Zephyr Sprite",
    "{U}",
    pt=(1, 1),
    subtypes=("Faerie",),
    keywords=Keyword.FLYING,
    text="Flying",
)
FLYING_MEN = creature(
    "Flying Men",
    "{U}",
    pt=(1, 1),
    subtypes=("Human",),
    keywords=Keyword.FLYING,
    text="Flying",
)
WIND_DRAKE = creature(
    "Wind Drake",
    "{2}{U}",
    pt=(2, 2),
    subtypes=("Drake",),
    keywords=Keyword.FLYING,
    text="Flying",
)
SNAPPING_DRAKE = creature(
    "Snapping Drake",
    "{3}{U}",
    pt=(3, 2),
    subtypes=("Drake",),
    keywords=Keyword.FLYING,
    text="Flying",
)
AIR_ELEMENTAL = creature(
    "Air Elemental",
    "{3}{U}{U}",
    pt=(4, 4),
    subtypes=("Elemental",),
    keywords=Keyword.FLYING,
    text="Flying",
)
MAHAMOTI_DJINN = creature(
    "Mahamoti Djinn",
    "{4}{U}{U}",
    pt=(5, 6),
    subtypes=("Djinn",),
    keywords=Keyword.FLYING,
    text="Flying",
)
WALL_OF_AIR = creature(
    "Wall of Air",
    "{1}{U}{U}",
    pt=(1, 5),
    subtypes=("Wall",),
    keywords=Keyword.DEFENDER | Keyword.FLYING,
    text="Defender\nFlying",
)
PHANTOM_WARRIOR = creature(
    "Phantom Warrior",
    "{1}{U}{U}",
    pt=(2, 2),
    subtypes=("Illusion", "Warrior"),
    keywords=Keyword.UNBLOCKABLE,
    text="Phantom Warrior can't be blocked.",
)
RIVERWHEEL_AERIALISTS = creature(
    "Riverwheel Aerialists",
    "{5}{U}",
    pt=(4, 5),
    subtypes=("Djinn", "Wizard"),
    keywords=Keyword.FLYING | Keyword.PROWESS,
    text=(
        "Flying\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 "
        "until end of turn.)"
    ),
)

# -- creatures with abilities ------------------------------------------------------------

FAERIE_SEER = creature(
    "Faerie Seer",
    "{U}",
    pt=(1, 1),
    subtypes=("Faerie",),
    keywords=Keyword.FLYING,
    triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(2),)),),
    text="Flying\nWhen Faerie Seer enters, scry 2.",
)
SPELLSTUTTER_SPRITE = creature(
    "Spellstutter Sprite",
    "{1}{U}",
    pt=(1, 1),
    subtypes=("Faerie", "Wizard"),
    keywords=Keyword.FLASH | Keyword.FLYING,
    text=(
        "Flash\nFlying\nWhen Spellstutter Sprite enters, counter target spell with mana "
        "value X or less, where X is the number of Faeries you control."
    ),
    unparsed=(
        "When Spellstutter Sprite enters, counter target spell with mana value X or less, "
        "where X is the number of Faeries you control.",
    ),
)
PESTERMITE = creature(
    "Pestermite",
    "{2}{U}",
    pt=(2, 1),
    subtypes=("Faerie", "Rogue"),
    keywords=Keyword.FLASH | Keyword.FLYING,
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(Modal(((Tap(TARGET_PERMANENT),), (Untap(TARGET_PERMANENT),))),),
            optional=True,
        ),
    ),
    text="Flash\nFlying\nWhen Pestermite enters, you may tap or untap target permanent.",
)
NINJA_OF_THE_DEEP_HOURS = creature(
    "Ninja of the Deep Hours",
    "{3}{U}",
    pt=(2, 2),
    subtypes=("Human", "Ninja"),
    triggers=(Triggered(when=DealsCombatDamageToPlayer(), effect=(DrawCards(1),), optional=True),),
    text=(
        "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this "
        "card onto the battlefield from your hand tapped and attacking.)\n"
        "Whenever Ninja of the Deep Hours deals combat damage to a player, you may draw a "
        "card."
    ),
    costs=(Ninjutsu(parse_mana_cost("{1}{U}")),),
)
DELVER_OF_SECRETS = transform(
    creature(
        "Delver of Secrets",
        "{U}",
        pt=(1, 1),
        subtypes=("Human", "Wizard"),
        text=(
            "At the beginning of your upkeep, look at the top card of your library. You may "
            "reveal that card. If an instant or sorcery card is revealed this way, transform "
            "Delver of Secrets."
        ),
        unparsed=(
            "At the beginning of your upkeep, look at the top card of your library. You may "
            "reveal that card. If an instant or sorcery card is revealed this way, transform "
            "Delver of Secrets.",
        ),
    ),
    creature(
        "Insectile Aberration",
        None,
        pt=(3, 2),
        subtypes=("Human", "Insect"),
        color="U",
        keywords=Keyword.FLYING,
        text="Flying",
    ),
)
AUGUR_OF_BOLAS = creature(
    "Augur of Bolas",
    "{1}{U}",
    pt=(1, 3),
    subtypes=("Merfolk", "Wizard"),
    triggers=(Triggered(when=EntersBattlefield(), effect=(Dig(3, filter=_INSTANT_OR_SORCERY),)),),
    text=(
        "When Augur of Bolas enters, look at the top three cards of your library. You may "
        "reveal an instant or sorcery card from among them and put it into your hand. Put "
        "the rest on the bottom of your library in any order."
    ),
)
SEA_GATE_ORACLE = creature(
    "Sea Gate Oracle",
    "{2}{U}",
    pt=(1, 3),
    subtypes=("Human", "Wizard"),
    triggers=(Triggered(when=EntersBattlefield(), effect=(Dig(2),)),),
    text=(
        "When Sea Gate Oracle enters, look at the top two cards of your library. Put one of "
        "them into your hand and the other on the bottom of your library."
    ),
)
CLOUDKIN_SEER = creature(
    "Cloudkin Seer",
    "{2}{U}",
    pt=(2, 1),
    subtypes=("Elemental", "Wizard"),
    keywords=Keyword.FLYING,
    triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(1),)),),
    text="Flying\nWhen Cloudkin Seer enters, draw a card.",
)
MAN_O_WAR = creature(
    "Man-o'-War",
    "{2}{U}",
    pt=(2, 2),
    subtypes=("Jellyfish",),
    triggers=(Triggered(when=EntersBattlefield(), effect=(Bounce(TARGET_CREATURE),)),),
    text="When Man-o'-War enters, return target creature to its owner's hand.",
)
MIST_RAVEN = creature(
    "Mist Raven",
    "{2}{U}{U}",
    pt=(2, 2),
    subtypes=("Bird",),
    keywords=Keyword.FLYING,
    triggers=(Triggered(when=EntersBattlefield(), effect=(Bounce(TARGET_CREATURE),)),),
    text="Flying\nWhen Mist Raven enters, return target creature to its owner's hand.",
)
MERFOLK_LOOTER = creature(
    "Merfolk Looter",
    "{1}{U}",
    pt=(1, 1),
    subtypes=("Merfolk", "Rogue"),
    abilities=(Activated(TAP, (DrawCards(1), Discard(1))),),
    text="{T}: Draw a card, then discard a card.",
)
LOOTER_IL_KOR = creature(
    "Looter il-Kor",
    "{1}{U}",
    pt=(1, 1),
    subtypes=("Kor", "Rogue"),
    keywords=Keyword.SHADOW,
    triggers=(
        Triggered(when=DealsDamage(Ref.SELF, "opponent"), effect=(DrawCards(1), Discard(1))),
    ),
    text=(
        "Shadow (This creature can block or be blocked by only creatures with shadow.)\n"
        "Whenever Looter il-Kor deals damage to an opponent, draw a card, then discard a card."
    ),
)
THIEVING_MAGPIE = creature(
    "Thieving Magpie",
    "{2}{U}{U}",
    pt=(1, 3),
    subtypes=("Bird",),
    keywords=Keyword.FLYING,
    triggers=(Triggered(when=DealsDamage(Ref.SELF, "opponent"), effect=(DrawCards(1),)),),
    text="Flying\nWhenever Thieving Magpie deals damage to an opponent, draw a card.",
)
PRODIGAL_SORCERER = creature(
    "Prodigal Sorcerer",
    "{2}{U}",
    pt=(1, 1),
    subtypes=("Human", "Wizard"),
    abilities=(Activated(TAP, (DealDamage(1, ANY_TARGET),)),),
    text="{T}: Prodigal Sorcerer deals 1 damage to any target.",
)
SPECTRAL_SAILOR = creature(
    "Spectral Sailor",
    "{U}",
    pt=(1, 1),
    subtypes=("Spirit", "Pirate"),
    keywords=Keyword.FLASH | Keyword.FLYING,
    abilities=(Activated(Cost(mana=parse_mana_cost("{3}{U}")), (DrawCards(1),)),),
    text="Flash\nFlying\n{3}{U}: Draw a card.",
)
WATERCOURSER = creature(
    "Watercourser",
    "{2}{U}",
    pt=(2, 3),
    subtypes=("Elemental",),
    abilities=(Activated(Cost(mana=parse_mana_cost("{U}")), (Pump(1, -1, Ref.SELF),)),),
    text="{U}: Watercourser gets +1/-1 until end of turn.",
)

# -- cost options (CR 118.9 alternative costs, 702.34 flashback, 702.29 cycling) ------------

FORCE_OF_WILL = instant(
    "Force of Will",
    "{3}{U}{U}",
    effect=CounterSpell(TARGET_SPELL),
    costs=(AlternativeCost(life=1, exile_from_hand=1, exile_color=Color.U),),
    text=(
        "You may pay 1 life and exile a blue card from your hand rather than pay this spell's "
        "mana cost.\nCounter target spell."
    ),
)

DAZE = instant(
    "Daze",
    "{1}{U}",
    effect=CounterSpell(TARGET_SPELL, unless_pay=1),
    costs=(AlternativeCost(return_to_hand=1, return_type="Island"),),
    text=(
        "You may return an Island you control to its owner's hand rather than pay this spell's "
        "mana cost.\nCounter target spell unless its controller pays {1}."
    ),
)

SNAPCASTER_MAGE = creature(
    "Snapcaster Mage",
    "{1}{U}",
    subtypes=("Human", "Wizard"),
    pt=(2, 1),
    keywords=Keyword.FLASH,
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(
                GrantFlashback(
                    Target(TargetKind.CARD_IN_GRAVEYARD, Controller.YOU, _INSTANT_OR_SORCERY)
                ),
            ),
        ),
    ),
    text=(
        "Flash\nWhen Snapcaster Mage enters, target instant or sorcery card in your graveyard "
        "gains flashback until end of turn. The flashback cost is equal to its mana cost. "
        "(You may cast that card from your graveyard for its flashback cost. Then exile it.)"
    ),
)

LORIEN_REVEALED = sorcery(
    "Lórien Revealed",
    "{3}{U}{U}",
    keywords=Keyword.CYCLING,
    effect=DrawCards(3),
    costs=(Cycling(parse_mana_cost("{1}"), land_type="Island"),),
    text=(
        "Draw three cards.\nIslandcycling {1} ({1}, Discard this card: Search your library for "
        "an Island card, reveal it, put it into your hand, then shuffle.)"
    ),
)

MULLDRIFTER = creature(
    "Mulldrifter",
    "{4}{U}",
    subtypes=("Elemental",),
    pt=(2, 2),
    keywords=Keyword.FLYING | Keyword.EVOKE,
    triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(2),)),),
    costs=(AlternativeCost(mana=parse_mana_cost("{2}{U}"), keyword="evoke"),),
    text=(
        "Flying\nWhen Mulldrifter enters, draw two cards.\nEvoke {2}{U} (You may cast this "
        "spell for its evoke cost. If you do, it's sacrificed when it enters.)"
    ),
)

GUSH = instant(
    "Gush",
    "{4}{U}",
    effect=DrawCards(2),
    costs=(AlternativeCost(return_to_hand=2, return_type="Island"),),
    text=(
        "You may return two Islands you control to their owner's hand rather than pay this "
        "spell's mana cost.\nDraw two cards."
    ),
)

ANCESTRAL_VISION = sorcery(
    "Ancestral Vision",
    None,
    color="U",
    effect=DrawCards(3, TARGET_PLAYER),
    costs=(Suspend(4, parse_mana_cost("{U}")),),
    text=(
        "Suspend 4—{U} (Rather than cast this card from your hand, pay {U} and exile it with "
        "four time counters on it. At the beginning of your upkeep, remove a time counter. When "
        "you remove the last, cast it without paying its mana cost.)\nTarget player draws three "
        "cards."
    ),
)

DEEP_ANALYSIS = sorcery(
    "Deep Analysis",
    "{3}{U}",
    keywords=Keyword.FLASHBACK,
    effect=DrawCards(2, TARGET_PLAYER),
    costs=(Flashback(parse_mana_cost("{1}{U}"), life=3),),
    text=(
        "Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life. (You may cast this card "
        "from your graveyard for its flashback cost. Then exile it.)"
    ),
)

# -- Legacy / Modern staples (issue 16, part 5) ---------------------------------------------------

MURKTIDE_REGENT = replace(
    creature(
        "Murktide Regent",
        "{5}{U}{U}",
        pt=(3, 3),
        subtypes=("Dragon",),
        keywords=Keyword.DELVE | Keyword.FLYING,
        # CR 603.10a: a counter for each instant or sorcery card leaving its controller's
        # graveyard (its delve counters: ``enters_with`` below, CR 702.66a, 614.1c).
        triggers=(
            Triggered(LeavesGraveyard(Ref.YOU, _INSTANT_OR_SORCERY), (PutCounters(1, Ref.SELF),)),
        ),
        text=(
            "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\n"
            "Flying\nMurktide Regent enters with a +1/+1 counter on it for each instant and sorcery "
            "card exiled with it.\nWhenever an instant or sorcery card leaves your graveyard, put a "
            "+1/+1 counter on Murktide Regent."
        ),
    ),
    enters_with=("+1/+1", "delved_instants_and_sorceries"),
)

LEDGER_SHREDDER = creature(
    "Ledger Shredder",
    "{1}{U}",
    pt=(1, 3),
    subtypes=("Bird", "Advisor"),
    keywords=Keyword.FLYING,
    # CR 701.50a: connive on each player's second spell of a turn.
    triggers=(Triggered(CastSpell(Ref.EACH_PLAYER, nth=2), (Connive(Ref.SELF),)),),
    text=(
        "Flying\nWhenever a player casts their second spell each turn, Ledger Shredder connives. "
        "(Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter "
        "on this creature.)"
    ),
)

GITAXIAN_PROBE = sorcery(
    "Gitaxian Probe",
    "{U/P}",
    effect=(LookAtHand(TARGET_PLAYER), DrawCards(1)),
    text="({U/P} can be paid with either {U} or 2 life.)\nLook at target player's hand.\nDraw a card.",
)
