"""Test-only card definitions built from the DSL (independent of the card pool)."""

from deckstats.cards.dsl import (
    ALWAYS_TAPPED,
    Activated,
    Cost,
    EntersTapped,
    Static,
    Triggered,
    aura,
    basic_land,
    creature,
    enchantment,
    equipment,
    instant,
    land,
    planeswalker,
    sorcery,
    token,
)
from deckstats.cards.effects import (
    AddMana,
    AddOneOf,
    Bounce,
    CounterSpell,
    CreateToken,
    Custom,
    DealDamage,
    Destroy,
    Dig,
    Discard,
    DrawCards,
    Exile,
    Fight,
    GainLife,
    LoseLife,
    MayDo,
    Mill,
    Modal,
    Pump,
    PutCounters,
    RevealTopMayTake,
    Sacrifice,
    Scry,
    SearchLibrary,
    Surveil,
    Tap,
    Untap,
)
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType, Keyword, Supertype
from deckstats.cards.targets import (
    ANY_TARGET,
    TARGET_CREATURE,
    TARGET_CREATURE_OPPONENT_CONTROLS,
    TARGET_CREATURE_YOU_CONTROL,
    TARGET_OPPONENT,
    TARGET_PERMANENT,
    TARGET_PLAYER,
    TARGET_SPELL,
    Controller,
    Filter,
    Ref,
)
from deckstats.cards.triggers import (
    Attacks,
    BeginningOfStep,
    DealsCombatDamageToPlayer,
    Dies,
    EntersBattlefield,
    LandEnters,
    StepName,
)
from deckstats.cards.triggers import CastSpell as CastTrigger

MOUNTAIN = basic_land("Mountain", "R")
FOREST = basic_land("Forest", "G")
ISLAND = basic_land("Island", "U")
PLAINS = basic_land("Plains", "W")
SWAMP = basic_land("Swamp", "B")

BOLT = instant("Lightning Bolt", "{R}", effect=DealDamage(3, ANY_TARGET))
LAVA_SPIKE = sorcery("Lava Spike", "{R}", effect=DealDamage(3, TARGET_PLAYER))
FIREBALL = sorcery("Fireball", "{X}{R}", effect=DealDamage("X", ANY_TARGET))
BEARS = creature("Grizzly Bears", "{1}{G}", pt=(2, 2))
GOBLIN = creature("Raging Goblin", "{R}", pt=(1, 1), keywords=Keyword.HASTE)
OGRE = creature("Gray Ogre", "{2}{R}", pt=(2, 2))
GIANT = creature("Hill Giant", "{3}{R}", pt=(3, 3))
SAVANNAH_LIONS = creature("Savannah Lions", "{W}", pt=(2, 1))
BIRD = creature("Suntail Hawk", "{W}", pt=(1, 1), keywords=Keyword.FLYING)
SPIDER = creature("Giant Spider", "{3}{G}", pt=(2, 4), keywords=Keyword.REACH)
WALL = creature("Wall of Wood", "{G}", pt=(0, 3), keywords=Keyword.DEFENDER)
KNIGHT = creature("White Knight", "{W}{W}", pt=(2, 2), keywords=Keyword.FIRST_STRIKE)
BLADE = creature("Fencing Ace", "{1}{W}", pt=(1, 1), keywords=Keyword.DOUBLE_STRIKE)
TRAMPLER = creature("Craw Wurm Trampler", "{4}{G}", pt=(6, 4), keywords=Keyword.TRAMPLE)
DT_TRAMPLER = creature(
    "Deathtouch Trampler", "{4}{G}", pt=(4, 4), keywords=Keyword.TRAMPLE | Keyword.DEATHTOUCH
)
ASP = creature("Typhoid Rats", "{B}", pt=(1, 1), keywords=Keyword.DEATHTOUCH)
LIFELINKER = creature("Vampire Nighthawk Jr", "{1}{B}", pt=(2, 2), keywords=Keyword.LIFELINK)
VIGILANT = creature("Serra Angel Jr", "{W}", pt=(2, 2), keywords=Keyword.VIGILANCE)
MENACER = creature("Goblin Menace", "{R}", pt=(2, 2), keywords=Keyword.MENACE)
INDESTRUCTIBLE = creature("Darksteel Bear", "{2}", pt=(2, 2), keywords=Keyword.INDESTRUCTIBLE)
HEXPROOF = creature("Slippery Bogle", "{G}", pt=(1, 1), keywords=Keyword.HEXPROOF)
SHROUD = creature("Shrouded Bear", "{G}", pt=(2, 2), keywords=Keyword.SHROUD)
SWIFTSPEAR = creature(
    "Monastery Swiftspear", "{R}", pt=(1, 2), keywords=Keyword.HASTE | Keyword.PROWESS
)
FLASH_BEAR = creature("Ambush Bear", "{1}{G}", pt=(2, 2), keywords=Keyword.FLASH)
LEGEND = creature("Isamaru", "{W}", pt=(2, 2), supertypes=Supertype.LEGENDARY)
ELF = creature(
    "Llanowar Elves", "{G}", pt=(1, 1), abilities=(Activated(Cost(tap=True), (AddMana("G"),)),)
)

GROWTH = instant("Giant Growth", "{G}", effect=Pump(3, 3, TARGET_CREATURE))
SHOCK_LAND = land(
    "Stomping Ground",
    produce="RG",
    subtypes=("Mountain", "Forest"),
    etb_tapped=EntersTapped(unless_pay_life=2),
)
TAPLAND = land("Tapped Mountain", produce="R", etb_tapped=ALWAYS_TAPPED)
CHECKLAND = land(
    "Rootbound Crag", produce="RG", etb_tapped=EntersTapped(unless_control=("Mountain", "Forest"))
)
FASTLAND = land("Copperline Gorge", produce="RG", etb_tapped=EntersTapped(unless_lands_at_most=2))
FETCH = land(
    "Wooded Foothills",
    abilities=(
        Activated(
            Cost(tap=True, life=1, sacrifice_self=True),
            (
                SearchLibrary(
                    Filter(card_type=CardType.LAND, subtypes=("Mountain", "Forest")),
                    to="battlefield",
                ),
            ),
        ),
    ),
)
SOL_RING = land("Sol Land", abilities=(Activated(Cost(tap=True), (AddMana("CC"),)),))
DUAL = land("Taiga", produce="RG", subtypes=("Mountain", "Forest"))

HYBRID = creature("Boros Recruit", "{R/W}", pt=(1, 1))
TWOBRID = creature("Twobrid Beast", "{2/G}{2/G}", pt=(4, 4))
PHYREXIAN = instant("Gut Shot", "{R/P}", effect=DealDamage(1, ANY_TARGET))
COLORLESS_COST = creature("Eldrazi Scion Thing", "{C}", pt=(1, 1))

DIVINATION = sorcery("Divination", "{2}{U}", effect=DrawCards(2))
HEAL = instant("Healing Salve", "{W}", effect=GainLife(3))
DRAIN = sorcery("Drain Touch", "{B}", effect=(LoseLife(2, Ref.EACH_OPPONENT), GainLife(2)))
RITUAL = instant("Dark Ritual", "{B}", effect=AddMana("BBB"))
PRISM = instant("Prismatic Ritual", "{0}", effect=AddOneOf("RG", 2))
SOLDIER = token("Soldier", pt=(1, 1), color="W", subtypes=("Soldier",))
RAISE = sorcery("Raise the Alarm", "{1}{W}", effect=CreateToken(SOLDIER, 2))
COUNTERS = sorcery("Battlegrowth", "{G}", effect=PutCounters(1, TARGET_CREATURE))
MURDER = instant("Murder", "{1}{B}{B}", effect=Destroy(TARGET_CREATURE))
PATH = instant("Path to Exile", "{W}", effect=Exile(TARGET_CREATURE))
UNSUMMON = instant("Unsummon", "{U}", effect=Bounce(TARGET_CREATURE))
TAPPER = instant("Tap Down", "{W}", effect=Tap(TARGET_PERMANENT))
UNTAPPER = instant("Untap Up", "{G}", effect=Untap(TARGET_PERMANENT))
MIND_ROT = sorcery("Mind Rot", "{2}{B}", effect=Discard(2, TARGET_PLAYER))
DURESS = sorcery("Coercion", "{2}{B}", effect=Discard(1, TARGET_OPPONENT, chooser=Controller.YOU))
HYPNO = sorcery("Random Rot", "{B}", effect=Discard(1, TARGET_OPPONENT, random=True))
MILL = sorcery("Thought Scour", "{U}", effect=Mill(2, TARGET_PLAYER))
SCRY = sorcery("Opt Lite", "{U}", effect=Scry(2))
SURVEIL = sorcery("Surveil Lite", "{U}", effect=Surveil(2))
RAMP = sorcery(
    "Rampant Growth",
    "{1}{G}",
    effect=SearchLibrary(
        Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC), to="battlefield", tapped=True
    ),
)
TUTOR = sorcery("Tutor", "{B}", effect=SearchLibrary(Filter(), to="hand"))
COUNTER = instant("Counterspell", "{U}{U}", effect=CounterSpell(TARGET_SPELL))
MANA_LEAK = instant("Mana Leak", "{1}{U}", effect=CounterSpell(TARGET_SPELL, unless_pay=3))
EDICT = sorcery(
    "Diabolic Edict", "{1}{B}", effect=Sacrifice(Filter(card_type=CardType.CREATURE), TARGET_PLAYER)
)
DIG = sorcery("Impulse", "{1}{U}", effect=Dig(4, 1))
GUIDE = creature(
    "Goblin Guide",
    "{R}",
    pt=(2, 2),
    keywords=Keyword.HASTE,
    triggers=(
        Triggered(
            Attacks(Ref.SELF),
            (RevealTopMayTake(Ref.DEFENDING_PLAYER, Filter(card_type=CardType.LAND)),),
        ),
    ),
)
PREY = sorcery(
    "Prey Upon", "{G}", effect=Fight(TARGET_CREATURE_YOU_CONTROL, TARGET_CREATURE_OPPONENT_CONTROLS)
)
CHARM = instant(
    "Boros Charm",
    "{R}{W}",
    effect=Modal(
        (
            (DealDamage(4, TARGET_PLAYER),),
            (Pump(0, 0, Ref.CREATURES_YOU_CONTROL, keywords=Keyword.INDESTRUCTIBLE),),
        )
    ),
)
MAYBE = sorcery("Maybe Draw", "{U}", effect=MayDo((DrawCards(1),)))
WEIRD = sorcery("Weird Thing", "{U}", effect=Custom("no_such_key", "test"))

ANTHEM = enchantment("Glorious Anthem", "{1}{W}{W}", statics=(Static(1, 1),))
RANCOR = aura(
    "Rancor", "{G}", statics=(Static(2, 0, Keyword.TRAMPLE, applies_to=Ref.ENCHANTED_OR_EQUIPPED),)
)
SWORD = equipment(
    "Bonesplitter",
    "{1}",
    equip="{1}",
    statics=(Static(2, 0, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
)
WALKER = planeswalker(
    "Chandra Test",
    "{2}{R}",
    loyalty=3,
    abilities=(
        Activated(Cost(loyalty=1), (DealDamage(2, TARGET_OPPONENT),), sorcery_speed=True),
        Activated(Cost(loyalty=-3), (DealDamage(4, TARGET_CREATURE),), sorcery_speed=True),
    ),
)
ETB_DRAWER = creature(
    "Elvish Visionary",
    "{1}{G}",
    pt=(1, 1),
    triggers=(Triggered(EntersBattlefield(Ref.SELF), (DrawCards(1),)),),
)
DIES_DRAINER = creature(
    "Dying Rat",
    "{B}",
    pt=(1, 1),
    triggers=(Triggered(Dies(Ref.SELF), (LoseLife(1, Ref.EACH_OPPONENT),)),),
)
UPKEEP_PINGER = creature(
    "Upkeep Pinger",
    "{R}",
    pt=(0, 1),
    triggers=(Triggered(BeginningOfStep(StepName.UPKEEP), (DealDamage(1, Ref.EACH_OPPONENT),)),),
)
END_GAINER = creature(
    "End Gainer",
    "{W}",
    pt=(0, 1),
    triggers=(Triggered(BeginningOfStep(StepName.END), (GainLife(1),)),),
)
LANDFALL = creature(
    "Plated Crusher",
    "{G}",
    pt=(1, 1),
    triggers=(Triggered(LandEnters(), (Pump(2, 2, Ref.SELF),)),),
)
CAST_WATCHER = creature(
    "Spell Watcher",
    "{U}",
    pt=(1, 1),
    triggers=(Triggered(CastTrigger(Ref.YOU), (GainLife(1),)),),
)
NINJA = creature(
    "Ninja Drawer",
    "{U}",
    pt=(1, 1),
    triggers=(Triggered(DealsCombatDamageToPlayer(), (DrawCards(1),)),),
)
EIDOLON_LIKE = enchantment(
    "Pain Trigger",
    "{R}",
    triggers=(
        Triggered(
            EntersBattlefield(Ref.YOU, Filter(card_type=CardType.CREATURE)),
            (DealDamage(1, Ref.EACH_OPPONENT),),
        ),
    ),
)
PUMP_ABILITY = creature(
    "Firebreather",
    "{R}",
    pt=(1, 1),
    abilities=(Activated(Cost(mana=parse_mana_cost("{R}")), (Pump(1, 0, Ref.SELF),)),),
)
PINGER = creature(
    "Prodigal Pyro",
    "{R}",
    pt=(1, 1),
    abilities=(Activated(Cost(tap=True), (DealDamage(1, ANY_TARGET),)),),
)

__all__ = [name for name in dir() if name.isupper()]
