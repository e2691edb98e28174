"""Green cards: mana creatures, ramp, pump spells, stompy creatures and green staples."""

from deckstats.cards.costs import Kicker
from deckstats.cards.dsl import (
    TAP,
    Activated,
    Cost,
    Static,
    Triggered,
    aura,
    creature,
    instant,
    mana_ability,
    planeswalker,
    sorcery,
)
from deckstats.cards.effects import (
    Bounce,
    Condition,
    Conditional,
    CreateToken,
    Destroy,
    Dig,
    DrawCards,
    Exile,
    Fight,
    ForEachKick,
    GainLife,
    IfKicked,
    PreventCombatDamage,
    Pump,
    PutCounters,
    SearchLibrary,
    Untap,
)
from deckstats.cards.effects_library import SearchSplit
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType, Color, Keyword, Supertype
from deckstats.cards.oracle.keywords import UNDYING
from deckstats.cards.pool.tokens import BEAST, ELDRAZI_SPAWN, ELEPHANT, ELF_WARRIOR
from deckstats.cards.presence import Count
from deckstats.cards.targets import (
    TARGET_ARTIFACT_OR_ENCHANTMENT,
    TARGET_CREATURE,
    TARGET_CREATURE_OPPONENT_CONTROLS,
    TARGET_CREATURE_YOU_CONTROL,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.cards.triggers import (
    BecomesTarget,
    CastSpell,
    Dies,
    EntersBattlefield,
    LeavesBattlefield,
)

_BASIC_LAND = Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
_FOREST_CARD = Filter(card_type=CardType.LAND, subtypes=("Forest",))


def _mana(cost: str) -> Cost:
    return Cost(mana=parse_mana_cost(cost))


# -- mana creatures ------------------------------------------------------------------------------

LLANOWAR_ELVES = creature(
    "Llanowar Elves",
    cost="{G}",
    subtypes=("Elf", "Druid"),
    pt=(1, 1),
    abilities=(mana_ability("G"),),
    text="{T}: Add {G}.",
)

ELVISH_MYSTIC = creature(
    "Elvish Mystic",
    cost="{G}",
    subtypes=("Elf", "Druid"),
    pt=(1, 1),
    abilities=(mana_ability("G"),),
    text="{T}: Add {G}.",
)

FYNDHORN_ELVES = creature(
    "Fyndhorn Elves",
    cost="{G}",
    subtypes=("Elf", "Druid"),
    pt=(1, 1),
    abilities=(mana_ability("G"),),
    text="{T}: Add {G}.",
)

ARBOR_ELF = creature(
    "Arbor Elf",
    cost="{G}",
    subtypes=("Elf", "Druid"),
    pt=(1, 1),
    abilities=(
        Activated(
            cost=TAP,
            effect=(Untap(Target(TargetKind.LAND, filter=Filter(subtypes=("Forest",)))),),
        ),
    ),
    text="{T}: Untap target Forest.",
)

BIRDS_OF_PARADISE = creature(
    "Birds of Paradise",
    cost="{G}",
    subtypes=("Bird",),
    pt=(0, 1),
    keywords=Keyword.FLYING,
    abilities=(mana_ability("WUBRG", any_of=True),),
    text="Flying\n{T}: Add one mana of any color.",
)

SYLVAN_CARYATID = creature(
    "Sylvan Caryatid",
    cost="{1}{G}",
    subtypes=("Plant",),
    pt=(0, 3),
    keywords=Keyword.DEFENDER | Keyword.HEXPROOF,
    abilities=(mana_ability("WUBRG", any_of=True),),
    text=(
        "Defender, hexproof (This creature can't be the target of spells or abilities your "
        "opponents control.)\n{T}: Add one mana of any color."
    ),
)

DRUID_OF_THE_COWL = creature(
    "Druid of the Cowl",
    cost="{1}{G}",
    subtypes=("Elf", "Druid"),
    pt=(1, 3),
    abilities=(mana_ability("G"),),
    text="{T}: Add {G}.",
)

LLANOWAR_VISIONARY = creature(
    "Llanowar Visionary",
    cost="{2}{G}",
    subtypes=("Elf", "Druid"),
    pt=(2, 2),
    abilities=(mana_ability("G"),),
    triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(1),)),),
    text="When Llanowar Visionary enters, draw a card.\n{T}: Add {G}.",
)

LLANOWAR_TRIBE = creature(
    "Llanowar Tribe",
    cost="{G}{G}{G}",
    subtypes=("Elf", "Druid"),
    pt=(3, 3),
    abilities=(mana_ability("GGG"),),
    text="{T}: Add {G}{G}{G}.",
)

# -- land search ---------------------------------------------------------------------------------

RAMPANT_GROWTH = sorcery(
    "Rampant Growth",
    cost="{1}{G}",
    effect=SearchLibrary(_BASIC_LAND, to="battlefield", tapped=True),
    text=(
        "Search your library for a basic land card, put that card onto the battlefield tapped, "
        "then shuffle."
    ),
)

# "Put one onto the battlefield tapped and the other into your hand": one search for up to
# two cards (``SearchSplit``, CR 701.23), as the Oracle text compiles.
CULTIVATE = sorcery(
    "Cultivate",
    cost="{2}{G}",
    effect=(SearchSplit(_BASIC_LAND),),
    text=(
        "Search your library for up to two basic land cards, reveal those cards, put one onto "
        "the battlefield tapped and the other into your hand, then shuffle."
    ),
)

KODAMAS_REACH = sorcery(
    "Kodama's Reach",
    cost="{2}{G}",
    subtypes=("Arcane",),
    effect=(SearchSplit(_BASIC_LAND),),
    text=(
        "Search your library for up to two basic land cards, reveal those cards, put one onto "
        "the battlefield tapped and the other into your hand, then shuffle."
    ),
)

FARSEEK = sorcery(
    "Farseek",
    cost="{1}{G}",
    effect=SearchLibrary(
        Filter(card_type=CardType.LAND, subtypes=("Plains", "Island", "Swamp", "Mountain")),
        to="battlefield",
        tapped=True,
    ),
    text=(
        "Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the "
        "battlefield tapped, then shuffle."
    ),
)

NATURES_LORE = sorcery(
    "Nature's Lore",
    cost="{1}{G}",
    effect=SearchLibrary(_FOREST_CARD, to="battlefield"),
    text=(
        "Search your library for a Forest card, put that card onto the battlefield, then shuffle."
    ),
)

THREE_VISITS = sorcery(
    "Three Visits",
    cost="{1}{G}",
    effect=SearchLibrary(_FOREST_CARD, to="battlefield"),
    text=(
        "Search your library for a Forest card, put that card onto the battlefield, then shuffle."
    ),
)

LAY_OF_THE_LAND = sorcery(
    "Lay of the Land",
    cost="{G}",
    effect=SearchLibrary(_BASIC_LAND, to="hand"),
    text=(
        "Search your library for a basic land card, reveal it, put it into your hand, then shuffle."
    ),
)

SAKURA_TRIBE_ELDER = creature(
    "Sakura-Tribe Elder",
    cost="{1}{G}",
    subtypes=("Snake", "Shaman"),
    pt=(1, 1),
    abilities=(
        Activated(
            cost=Cost(sacrifice_self=True),
            effect=(SearchLibrary(_BASIC_LAND, to="battlefield", tapped=True),),
        ),
    ),
    text=(
        "Sacrifice Sakura-Tribe Elder: Search your library for a basic land card, put that card "
        "onto the battlefield tapped, then shuffle."
    ),
)

WOOD_ELVES = creature(
    "Wood Elves",
    cost="{2}{G}",
    subtypes=("Elf", "Scout"),
    pt=(1, 1),
    triggers=(
        Triggered(
            when=EntersBattlefield(), effect=(SearchLibrary(_FOREST_CARD, to="battlefield"),)
        ),
    ),
    text=(
        "When Wood Elves enters, search your library for a Forest card, put that card onto the "
        "battlefield, then shuffle."
    ),
)

SYLVAN_RANGER = creature(
    "Sylvan Ranger",
    cost="{1}{G}",
    subtypes=("Elf", "Scout"),
    pt=(1, 1),
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(SearchLibrary(_BASIC_LAND, to="hand"),),
            optional=True,
        ),
    ),
    text=(
        "When Sylvan Ranger enters, you may search your library for a basic land card, reveal "
        "it, put it into your hand, then shuffle."
    ),
)

BORDERLAND_RANGER = creature(
    "Borderland Ranger",
    cost="{2}{G}",
    subtypes=("Human", "Scout"),
    pt=(2, 2),
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(SearchLibrary(_BASIC_LAND, to="hand"),),
            optional=True,
        ),
    ),
    text=(
        "When Borderland Ranger enters, you may search your library for a basic land card, "
        "reveal it, put it into your hand, then shuffle."
    ),
)

CIVIC_WAYFINDER = creature(
    "Civic Wayfinder",
    cost="{2}{G}",
    subtypes=("Elf", "Warrior", "Druid"),
    pt=(2, 2),
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(SearchLibrary(_BASIC_LAND, to="hand"),),
            optional=True,
        ),
    ),
    text=(
        "When Civic Wayfinder enters, you may search your library for a basic land card, "
        "reveal it, put it into your hand, then shuffle."
    ),
)

# -- card advantage --------------------------------------------------------------------------------

ELVISH_VISIONARY = creature(
    "Elvish Visionary",
    cost="{1}{G}",
    subtypes=("Elf", "Shaman"),
    pt=(1, 1),
    triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(1),)),),
    text="When Elvish Visionary enters, draw a card.",
)

NEST_INVADER = creature(
    "Nest Invader",
    cost="{1}{G}",
    subtypes=("Eldrazi", "Drone"),
    pt=(2, 2),
    triggers=(Triggered(when=EntersBattlefield(), effect=(CreateToken(ELDRAZI_SPAWN),)),),
    text=(
        "When Nest Invader enters, create a 0/1 colorless Eldrazi Spawn creature token. It has "
        '"Sacrifice this creature: Add {C}."'
    ),
)

HARMONIZE = sorcery(
    "Harmonize",
    cost="{2}{G}{G}",
    effect=DrawCards(3),
    text="Draw three cards.",
)

ADVENTUROUS_IMPULSE = sorcery(
    "Adventurous Impulse",
    cost="{G}",
    effect=Dig(3, 1, Filter(card_type=CardType.CREATURE | CardType.LAND)),
    text=(
        "Look at the top three cards of your library. You may reveal a creature or land card "
        "from among them and put it into your hand. Put the rest on the bottom of your library "
        "in any order."
    ),
)

# -- pump and protection -----------------------------------------------------------------------

GIANT_GROWTH = instant(
    "Giant Growth",
    cost="{G}",
    effect=Pump(3, 3, TARGET_CREATURE),
    text="Target creature gets +3/+3 until end of turn.",
)

FOG = instant(
    "Fog",
    cost="{G}",
    effect=PreventCombatDamage(),
    text="Prevent all combat damage that would be dealt this turn.",
)

TITANIC_GROWTH = instant(
    "Titanic Growth",
    cost="{1}{G}",
    effect=Pump(4, 4, TARGET_CREATURE),
    text="Target creature gets +4/+4 until end of turn.",
)

MUTAGENIC_GROWTH = instant(
    "Mutagenic Growth",
    cost="{G/P}",
    effect=Pump(2, 2, TARGET_CREATURE),
    text=(
        "({G/P} can be paid with either {G} or 2 life.)\nTarget creature gets +2/+2 until end "
        "of turn."
    ),
)

GATHER_COURAGE = instant(
    "Gather Courage",
    cost="{G}",
    keywords=Keyword.CONVOKE,
    effect=Pump(2, 2, TARGET_CREATURE),
    text=(
        "Convoke (Your creatures can help cast this spell. Each creature you tap while casting "
        "this spell pays for {1} or one mana of that creature's color.)\nTarget creature gets "
        "+2/+2 until end of turn."
    ),
)

RANGERS_GUILE = instant(
    "Ranger's Guile",
    cost="{G}",
    effect=Pump(1, 1, TARGET_CREATURE_YOU_CONTROL, keywords=Keyword.HEXPROOF),
    text=(
        "Target creature you control gets +1/+1 and gains hexproof until end of turn. (It can't "
        "be the target of spells or abilities your opponents control.)"
    ),
)

BLOSSOMING_DEFENSE = instant(
    "Blossoming Defense",
    cost="{G}",
    effect=Pump(2, 2, TARGET_CREATURE_YOU_CONTROL, keywords=Keyword.HEXPROOF),
    text=(
        "Target creature you control gets +2/+2 and gains hexproof until end of turn. (It can't "
        "be the target of spells or abilities your opponents control.)"
    ),
)

BECOME_IMMENSE = instant(
    "Become Immense",
    cost="{5}{G}",
    keywords=Keyword.DELVE,
    effect=Pump(6, 6, TARGET_CREATURE),
    text=(
        "Delve (Each card you exile from your graveyard while casting this spell pays for "
        "{1}.)\nTarget creature gets +6/+6 until end of turn."
    ),
)

# Hexproof until end of turn stands in for "spells your opponents control can't target that
# creature this turn" (it also stops abilities, which is rarely relevant).
VINES_OF_VASTWOOD = instant(
    "Vines of Vastwood",
    cost="{G}",
    keywords=Keyword.KICKER,
    effect=IfKicked(
        (Pump(4, 4, TARGET_CREATURE, keywords=Keyword.HEXPROOF),),
        otherwise=(Pump(0, 0, TARGET_CREATURE, keywords=Keyword.HEXPROOF),),
    ),
    costs=(Kicker(parse_mana_cost("{G}")),),
    text=(
        "Kicker {G} (You may pay an additional {G} as you cast this spell.)\nChoose target "
        "creature. Spells your opponents control can't target that creature this turn. If this "
        "spell was kicked, that creature gets +4/+4 until end of turn."
    ),
)

HUNGER_OF_THE_HOWLPACK = instant(
    "Hunger of the Howlpack",
    cost="{G}",
    # Morbid (CR 700.4): three counters instead of one if a creature died this turn
    effect=Conditional(
        Condition.MORBID, (PutCounters(3, TARGET_CREATURE),), (PutCounters(1, TARGET_CREATURE),)
    ),
    text=(
        "Put a +1/+1 counter on target creature.\nMorbid — Put three +1/+1 counters on that "
        "creature instead if a creature died this turn."
    ),
)

OVERRUN = sorcery(
    "Overrun",
    cost="{2}{G}{G}{G}",
    effect=Pump(3, 3, Ref.CREATURES_YOU_CONTROL, keywords=Keyword.TRAMPLE),
    text="Creatures you control get +3/+3 and gain trample until end of turn.",
)

PREY_UPON = sorcery(
    "Prey Upon",
    cost="{G}",
    effect=Fight(TARGET_CREATURE_YOU_CONTROL, TARGET_CREATURE_OPPONENT_CONTROLS),
    text="Target creature you control fights target creature you don't control.",
)

RANCOR = aura(
    "Rancor",
    cost="{G}",
    statics=(Static(power=2, keywords=Keyword.TRAMPLE, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    # CR 700.4, 400.7: the dies event; the card returned is the new object in the graveyard.
    triggers=(Triggered(when=Dies(), effect=(Bounce(Ref.TRIGGERING_OBJECT),)),),
    text=(
        "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen Rancor is put "
        "into a graveyard from the battlefield, return Rancor to its owner's hand."
    ),
)

ELEPHANT_GUIDE = aura(
    "Elephant Guide",
    cost="{2}{G}",
    statics=(Static(power=3, toughness=3, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    triggers=(
        Triggered(
            when=Dies(Ref.ENCHANTED_OR_EQUIPPED),
            effect=(CreateToken(ELEPHANT),),
        ),
    ),
    text=(
        "Enchant creature\nEnchanted creature gets +3/+3.\nWhen enchanted creature dies, create "
        "a 3/3 green Elephant creature token."
    ),
)

# -- removal -----------------------------------------------------------------------------------

NATURALIZE = instant(
    "Naturalize",
    cost="{1}{G}",
    effect=Destroy(TARGET_ARTIFACT_OR_ENCHANTMENT),
    text="Destroy target artifact or enchantment.",
)

NATURAL_STATE = instant(
    "Natural State",
    cost="{G}",
    effect=Destroy(
        Target(TargetKind.ARTIFACT | TargetKind.ENCHANTMENT, filter=Filter(max_mana_value=3))
    ),
    text="Destroy target artifact or enchantment with mana value 3 or less.",
)

ACIDIC_SLIME = creature(
    "Acidic Slime",
    cost="{3}{G}{G}",
    subtypes=("Ooze",),
    pt=(2, 2),
    keywords=Keyword.DEATHTOUCH,
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(
                Destroy(Target(TargetKind.ARTIFACT | TargetKind.ENCHANTMENT | TargetKind.LAND)),
            ),
        ),
    ),
    text=("Deathtouch\nWhen Acidic Slime enters, destroy target artifact, enchantment, or land."),
)

RECLAMATION_SAGE = creature(
    "Reclamation Sage",
    cost="{2}{G}",
    subtypes=("Elf", "Shaman"),
    pt=(2, 1),
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(Destroy(TARGET_ARTIFACT_OR_ENCHANTMENT),),
            optional=True,
        ),
    ),
    text="When Reclamation Sage enters, you may destroy target artifact or enchantment.",
)

THRASHING_BRONTODON = creature(
    "Thrashing Brontodon",
    cost="{1}{G}{G}",
    subtypes=("Dinosaur",),
    pt=(3, 4),
    abilities=(
        Activated(
            cost=Cost(mana=parse_mana_cost("{1}"), sacrifice_self=True),
            effect=(Destroy(TARGET_ARTIFACT_OR_ENCHANTMENT),),
        ),
    ),
    text="{1}, Sacrifice Thrashing Brontodon: Destroy target artifact or enchantment.",
)

# -- aggressive creatures ----------------------------------------------------------------------

QUIRION_RANGER = creature(
    "Quirion Ranger",
    cost="{G}",
    subtypes=("Elf",),
    pt=(1, 1),
    unparsed=(
        "Return a Forest you control to its owner's hand: Untap target creature. Activate only "
        "once each turn.",
    ),
    text=(
        "Return a Forest you control to its owner's hand: Untap target creature. Activate only "
        "once each turn."
    ),
)

SKARRGAN_PIT_SKULK = creature(
    "Skarrgan Pit-Skulk",
    cost="{G}",
    subtypes=("Beast",),
    pt=(1, 1),
    unparsed=(
        "Bloodthirst 1",
        "Creatures with power less than Skarrgan Pit-Skulk's power can't block it.",
    ),
    text=(
        "Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters with a "
        "+1/+1 counter on it.)\nCreatures with power less than Skarrgan Pit-Skulk's power can't "
        "block it."
    ),
)

NETTLE_SENTINEL = creature(
    "Nettle Sentinel",
    cost="{G}",
    subtypes=("Elf", "Warrior"),
    pt=(2, 2),
    keywords=Keyword.DOESNT_UNTAP,
    triggers=(
        Triggered(
            when=CastSpell(filter=Filter(colors=Color.G)),
            effect=(Untap(Ref.SELF),),
            optional=True,
        ),
    ),
    text=(
        "Nettle Sentinel doesn't untap during your untap step.\nWhenever you cast a green "
        "spell, you may untap Nettle Sentinel."
    ),
)

YOUNG_WOLF = creature(
    "Young Wolf",
    cost="{G}",
    subtypes=("Wolf",),
    pt=(1, 1),
    triggers=(UNDYING,),  # CR 702.93a: the keyword's trigger (oracle.keywords)
    text=(
        "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the "
        "battlefield under its owner's control with a +1/+1 counter on it.)"
    ),
)

PELT_COLLECTOR = creature(
    "Pelt Collector",
    cost="{G}",
    subtypes=("Elf", "Warrior"),
    pt=(1, 1),
    unparsed=(
        "Whenever another creature you control enters or dies, if that creature's power is "
        "greater than Pelt Collector's, put a +1/+1 counter on Pelt Collector.",
        "As long as Pelt Collector has three or more +1/+1 counters on it, it has trample.",
    ),
    text=(
        "Whenever another creature you control enters or dies, if that creature's power is "
        "greater than Pelt Collector's, put a +1/+1 counter on Pelt Collector.\nAs long as Pelt "
        "Collector has three or more +1/+1 counters on it, it has trample."
    ),
)

TARMOGOYF = creature(
    "Tarmogoyf",
    cost="{1}{G}",
    subtypes=("Lhurgoyf",),
    pt=("*", "1+*"),
    unparsed=(
        "Tarmogoyf's power is equal to the number of card types among cards in all graveyards "
        "and its toughness is equal to that number plus 1.",
    ),
    text=(
        "Tarmogoyf's power is equal to the number of card types among cards in all graveyards "
        "and its toughness is equal to that number plus 1."
    ),
)

SCAVENGING_OOZE = creature(
    "Scavenging Ooze",
    cost="{1}{G}",
    subtypes=("Ooze",),
    pt=(2, 2),
    abilities=(
        Activated(cost=_mana("{G}"), effect=(Exile(Target(TargetKind.CARD_IN_GRAVEYARD)),)),
    ),
    unparsed=(
        "If it was a creature card, put a +1/+1 counter on Scavenging Ooze and you gain 1 life.",
    ),
    text=(
        "{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 "
        "counter on Scavenging Ooze and you gain 1 life."
    ),
)

KRAUL_HARPOONER = creature(
    "Kraul Harpooner",
    cost="{1}{G}",
    subtypes=("Insect", "Warrior"),
    pt=(3, 2),
    keywords=Keyword.REACH,
    unparsed=(
        "Undergrowth — When Kraul Harpooner enters, choose up to one target creature with "
        "flying you don't control. Kraul Harpooner gets +X/+0 until end of turn, where X is the "
        "number of creature cards in your graveyard, then you may have Kraul Harpooner fight "
        "that creature.",
    ),
    text=(
        "Reach\nUndergrowth — When Kraul Harpooner enters, choose up to one target creature "
        "with flying you don't control. Kraul Harpooner gets +X/+0 until end of turn, where X "
        "is the number of creature cards in your graveyard, then you may have Kraul Harpooner "
        "fight that creature."
    ),
)

THORN_LIEUTENANT = creature(
    "Thorn Lieutenant",
    cost="{1}{G}",
    subtypes=("Elf", "Warrior"),
    pt=(2, 3),
    abilities=(Activated(cost=_mana("{5}{G}"), effect=(Pump(4, 4, Ref.SELF),)),),
    # CR 115.1, 603.2: each time an opponent's spell or ability targets it (issue 26)
    triggers=(
        Triggered(
            when=BecomesTarget(Ref.EACH_OPPONENT, first_time=False),
            effect=(CreateToken(ELF_WARRIOR),),
        ),
    ),
    text=(
        "Whenever Thorn Lieutenant becomes the target of a spell or ability an opponent "
        "controls, create a 1/1 green Elf Warrior creature token.\n{5}{G}: Thorn Lieutenant "
        "gets +4/+4 until end of turn."
    ),
)

STEEL_LEAF_CHAMPION = creature(
    "Steel Leaf Champion",
    cost="{G}{G}{G}",
    subtypes=("Elf", "Knight"),
    pt=(5, 4),
    unparsed=("Steel Leaf Champion can't be blocked by creatures with power 2 or less.",),
    text="Steel Leaf Champion can't be blocked by creatures with power 2 or less.",
)

NULLHIDE_FEROX = creature(
    "Nullhide Ferox",
    cost="{2}{G}{G}",
    subtypes=("Beast",),
    pt=(6, 6),
    keywords=Keyword.HEXPROOF,
    unparsed=(
        "You can't cast noncreature spells.",
        "{2}: Nullhide Ferox loses all abilities until end of turn. Any player may activate "
        "this ability.",
        "If a spell or ability an opponent controls causes you to discard Nullhide Ferox, put "
        "it onto the battlefield instead of putting it into your graveyard.",
    ),
    text=(
        "Hexproof\nYou can't cast noncreature spells.\n{2}: Nullhide Ferox loses all abilities "
        "until end of turn. Any player may activate this ability.\nIf a spell or ability an "
        "opponent controls causes you to discard Nullhide Ferox, put it onto the battlefield "
        "instead of putting it into your graveyard."
    ),
)

GHALTA_PRIMAL_HUNGER = creature(
    "Ghalta, Primal Hunger",
    cost="{10}{G}{G}",
    supertypes=Supertype.LEGENDARY,
    subtypes=("Elder", "Dinosaur"),
    pt=(12, 12),
    keywords=Keyword.TRAMPLE,
    unparsed=(
        "This spell costs {X} less to cast, where X is the total power of creatures you control.",
    ),
    text=(
        "This spell costs {X} less to cast, where X is the total power of creatures you "
        "control.\nTrample"
    ),
)

THRAGTUSK = creature(
    "Thragtusk",
    cost="{4}{G}",
    subtypes=("Beast",),
    pt=(5, 3),
    triggers=(
        Triggered(when=EntersBattlefield(), effect=(GainLife(5),)),
        Triggered(when=LeavesBattlefield(), effect=(CreateToken(BEAST),)),
    ),
    text=(
        "When Thragtusk enters, you gain 5 life.\nWhen Thragtusk leaves the battlefield, create "
        "a 3/3 green Beast creature token."
    ),
)

# -- vanilla and keyword creatures --------------------------------------------------------------

GRIZZLY_BEARS = creature("Grizzly Bears", cost="{1}{G}", subtypes=("Bear",), pt=(2, 2))

KALONIAN_TUSKER = creature("Kalonian Tusker", cost="{G}{G}", subtypes=("Beast",), pt=(3, 3))

GARRUKS_COMPANION = creature(
    "Garruk's Companion",
    cost="{G}{G}",
    subtypes=("Beast",),
    pt=(3, 2),
    keywords=Keyword.TRAMPLE,
    text="Trample",
)

LEATHERBACK_BALOTH = creature(
    "Leatherback Baloth", cost="{G}{G}{G}", subtypes=("Beast",), pt=(4, 5)
)

CENTAUR_COURSER = creature(
    "Centaur Courser", cost="{2}{G}", subtypes=("Centaur", "Warrior"), pt=(3, 3)
)

GIANT_SPIDER = creature(
    "Giant Spider",
    cost="{3}{G}",
    subtypes=("Spider",),
    pt=(2, 4),
    keywords=Keyword.REACH,
    text="Reach",
)

VIGILANT_BALOTH = creature(
    "Vigilant Baloth",
    cost="{3}{G}{G}",
    subtypes=("Beast",),
    pt=(5, 5),
    keywords=Keyword.VIGILANCE,
    text="Vigilance",
)

CRAW_WURM = creature("Craw Wurm", cost="{4}{G}{G}", subtypes=("Wurm",), pt=(6, 4))

COLOSSAL_DREADMAW = creature(
    "Colossal Dreadmaw",
    cost="{4}{G}{G}",
    subtypes=("Dinosaur",),
    pt=(6, 6),
    keywords=Keyword.TRAMPLE,
    text="Trample",
)

PELAKKA_WURM = creature(
    "Pelakka Wurm",
    cost="{4}{G}{G}{G}",
    subtypes=("Wurm",),
    pt=(7, 7),
    keywords=Keyword.TRAMPLE,
    triggers=(
        Triggered(when=EntersBattlefield(), effect=(GainLife(7),)),
        Triggered(when=Dies(), effect=(DrawCards(1),)),
    ),
    text=(
        "Trample\nWhen Pelakka Wurm enters, you gain 7 life.\nWhen Pelakka Wurm dies, draw a card."
    ),
)

AGGRESSIVE_MAMMOTH = creature(
    "Aggressive Mammoth",
    cost="{3}{G}{G}{G}",
    subtypes=("Elephant",),
    pt=(8, 8),
    keywords=Keyword.TRAMPLE,
    statics=(Static(keywords=Keyword.TRAMPLE, applies_to=Ref.CREATURES_YOU_CONTROL, other=True),),
    text="Trample\nOther creatures you control have trample.",
)

GIGANTOSAURUS = creature(
    "Gigantosaurus", cost="{G}{G}{G}{G}{G}", subtypes=("Dinosaur",), pt=(10, 10)
)

# -- planeswalkers -------------------------------------------------------------------------------

GARRUK_WILDSPEAKER = planeswalker(
    "Garruk Wildspeaker",
    cost="{2}{G}{G}",
    loyalty=3,
    subtypes=("Garruk",),
    abilities=(
        Activated(
            cost=Cost(loyalty=1),
            effect=(Untap(Target(TargetKind.LAND, count=2)),),
            sorcery_speed=True,
        ),
        Activated(cost=Cost(loyalty=-1), effect=(CreateToken(BEAST),), sorcery_speed=True),
        Activated(
            cost=Cost(loyalty=-4),
            effect=(Pump(3, 3, Ref.CREATURES_YOU_CONTROL, keywords=Keyword.TRAMPLE),),
            sorcery_speed=True,
        ),
    ),
    text=(
        "+1: Untap two target lands.\n−1: Create a 3/3 green Beast creature token.\n−4: "
        "Creatures you control get +3/+3 and gain trample until end of turn."
    ),
)

VIVIEN_REID = planeswalker(
    "Vivien Reid",
    cost="{3}{G}{G}",
    loyalty=5,
    subtypes=("Vivien",),
    abilities=(
        Activated(
            cost=Cost(loyalty=1),
            effect=(Dig(4, 1, Filter(card_type=CardType.CREATURE | CardType.LAND)),),
            sorcery_speed=True,
        ),
        # Only the artifact-or-enchantment half of the -3 target: the vocabulary has no
        # "creature with flying" filter, so that half is listed as unparsed.
        Activated(
            cost=Cost(loyalty=-3),
            effect=(Destroy(TARGET_ARTIFACT_OR_ENCHANTMENT),),
            sorcery_speed=True,
        ),
    ),
    unparsed=(
        "−3: Destroy target ... creature with flying.",
        "−8: You get an emblem with \"Spells you cast can't be countered, and creatures you "
        'control have hexproof."',
    ),
    text=(
        "+1: Look at the top four cards of your library. You may reveal a creature or land card "
        "from among them and put it into your hand. Put the rest on the bottom of your library "
        "in any order.\n−3: Destroy target artifact, enchantment, or creature with flying.\n"
        "−8: You get an emblem with \"Spells you cast can't be countered, and creatures you "
        'control have hexproof."'
    ),
)

GNARLID_PACK = creature(
    "Gnarlid Pack",
    "{1}{G}",
    subtypes=("Beast",),
    pt=(2, 2),
    keywords=Keyword.KICKER,
    costs=(Kicker(parse_mana_cost("{1}{G}"), multi=True),),
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(ForEachKick((PutCounters(1, Ref.SELF),)),),
        ),
    ),
    text=(
        "Multikicker {1}{G} (You may pay an additional {1}{G} any number of times as you cast "
        "this spell.)\nGnarlid Pack enters with a +1/+1 counter on it for each time it was "
        "kicked."
    ),
)

SAVAGE_SWIPE = sorcery(
    "Savage Swipe",
    cost="{G}",
    effect=Fight(TARGET_CREATURE_YOU_CONTROL, TARGET_CREATURE_OPPONENT_CONTROLS),
    text=(
        "Target creature you control fights target creature you don't control. If the creature "
        "you control has power 2, it gets +2/+2 until end of turn before it fights."
    ),
    unparsed=(
        "If the creature you control has power 2, it gets +2/+2 until end of turn before it "
        "fights.",
    ),
)

WILD_NACATL = creature(
    "Wild Nacatl",
    "{G}",
    subtypes=("Cat",),
    pt=(1, 1),
    text=(
        "Wild Nacatl gets +1/+1 as long as you control a Mountain.\nWild Nacatl gets +1/+1 as "
        "long as you control a Plains."
    ),
    # CR 604.2: each bonus applies while you control a land of that type (cards.presence)
    statics=(
        Static(1, 1, applies_to=Ref.SELF, requires=Count(filter=Filter(subtypes=("Mountain",)))),
        Static(1, 1, applies_to=Ref.SELF, requires=Count(filter=Filter(subtypes=("Plains",)))),
    ),
)
