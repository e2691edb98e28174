"""Token definitions (CR 111): created by effects, never registered as cards.

Creature tokens are named after their creature types, as Oracle text names them
("a 1/1 white Soldier creature token" is the token ``Soldier``). Every pool module
imports the tokens it creates from here.
"""

from deckstats.cards.dsl import BASIC_LAND_TYPES, Activated, Cost, Triggered, mana_ability, token
from deckstats.cards.effects import AddMana, AddOneOf, CreateToken, DrawCards, Explore, GainLife
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.targets import Controller, Filter, Target, TargetKind
from deckstats.cards.triggers import Attacks

# -- predefined artifact tokens (CR 111.10) ------------------------------------------

TREASURE = token(
    "Treasure",
    types=CardType.ARTIFACT,
    subtypes=("Treasure",),
    abilities=(Activated(Cost(tap=True, sacrifice_self=True), (AddOneOf("WUBRG"),)),),
    text="{T}, Sacrifice this artifact: Add one mana of any color.",
)

CLUE = token(
    "Clue",
    types=CardType.ARTIFACT,
    subtypes=("Clue",),
    abilities=(
        Activated(
            Cost(mana=parse_mana_cost("{2}"), sacrifice_self=True),
            (DrawCards(1),),
            text="{2}, Sacrifice this artifact: Draw a card.",
        ),
    ),
    text="{2}, Sacrifice this artifact: Draw a card.",
)

FOOD = token(
    "Food",
    types=CardType.ARTIFACT,
    subtypes=("Food",),
    abilities=(
        Activated(
            Cost(mana=parse_mana_cost("{2}"), tap=True, sacrifice_self=True),
            (GainLife(3),),
            text="{2}, {T}, Sacrifice this artifact: You gain 3 life.",
        ),
    ),
    text="{2}, {T}, Sacrifice this artifact: You gain 3 life.",
)

# CR 111.10g: "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."
# CR 111.10 (Powerstone is not in the seeds): "{T}: Add {C}. This mana can't be spent to
# cast a nonartifact spell." (restricted mana, CR 106.6: ``spend_only``)
POWERSTONE = token(
    "Powerstone",
    types=CardType.ARTIFACT,
    subtypes=("Powerstone",),
    abilities=(
        Activated(
            Cost(tap=True),
            (AddMana("C"),),
            spend_only=Filter(card_type=CardType.ARTIFACT),
        ),
    ),
    text="{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.",
)

# CR 111.10 (Map is not in the seeds): "{1}, {T}, Sacrifice this artifact: Target creature
# you control explores. Activate only as a sorcery." (CR 701.44)
MAP = token(
    "Map",
    types=CardType.ARTIFACT,
    subtypes=("Map",),
    abilities=(
        Activated(
            Cost(mana=parse_mana_cost("{1}"), tap=True, sacrifice_self=True),
            (Explore(Target(TargetKind.CREATURE, Controller.YOU)),),
            sorcery_speed=True,
        ),
    ),
    text="{1}, {T}, Sacrifice this artifact: Target creature you control explores. "
    "Activate only as a sorcery.",
)

BLOOD = token(
    "Blood",
    types=CardType.ARTIFACT,
    subtypes=("Blood",),
    abilities=(
        Activated(
            Cost(mana=parse_mana_cost("{1}"), tap=True, discard=1, sacrifice_self=True),
            (DrawCards(1),),
        ),
    ),
    text="{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.",
)

# -- white ----------------------------------------------------------------------------

SOLDIER = token("Soldier", pt=(1, 1), color="W", subtypes=("Soldier",))
HUMAN = token("Human", pt=(1, 1), color="W", subtypes=("Human",))
HUMAN_SOLDIER = token("Human Soldier", pt=(1, 1), color="W", subtypes=("Human", "Soldier"))
SPIRIT_WB = token(
    "Spirit", pt=(1, 1), color="WB", subtypes=("Spirit",), keywords=Keyword.FLYING, text="Flying"
)
SPIRIT = token(
    "Spirit", pt=(1, 1), color="W", subtypes=("Spirit",), keywords=Keyword.FLYING, text="Flying"
)
BIRD = token(
    "Bird", pt=(1, 1), color="W", subtypes=("Bird",), keywords=Keyword.FLYING, text="Flying"
)
SAMURAI = token(
    "Samurai",
    pt=(2, 2),
    color="W",
    subtypes=("Samurai",),
    keywords=Keyword.VIGILANCE,
    text="Vigilance",
)
KNIGHT = token(
    "Knight",
    pt=(2, 2),
    color="W",
    subtypes=("Knight",),
    keywords=Keyword.VIGILANCE,
    text="Vigilance",
)
CAT = token("Cat", pt=(2, 2), color="W", subtypes=("Cat",))
ANGEL = token(
    "Angel", pt=(4, 4), color="W", subtypes=("Angel",), keywords=Keyword.FLYING, text="Flying"
)
VAMPIRE_LIFELINK = token(
    "Vampire",
    pt=(1, 1),
    color="W",
    subtypes=("Vampire",),
    keywords=Keyword.LIFELINK,
    text="Lifelink",
)

# -- blue -----------------------------------------------------------------------------

DRAKE = token(
    "Drake", pt=(2, 2), color="U", subtypes=("Drake",), keywords=Keyword.FLYING, text="Flying"
)
ILLUSION = token("Illusion", pt=(1, 1), color="U", subtypes=("Illusion",))

# -- black ----------------------------------------------------------------------------

ZOMBIE = token("Zombie", pt=(2, 2), color="B", subtypes=("Zombie",))
RAT = token("Rat", pt=(1, 1), color="B", subtypes=("Rat",))
FAERIE_ROGUE = token(
    "Faerie Rogue",
    pt=(1, 1),
    color="B",
    subtypes=("Faerie", "Rogue"),
    keywords=Keyword.FLYING,
    text="Flying",
)
BAT = token("Bat", pt=(1, 1), color="B", subtypes=("Bat",), keywords=Keyword.FLYING, text="Flying")

# -- red ------------------------------------------------------------------------------

GOBLIN = token("Goblin", pt=(1, 1), color="R", subtypes=("Goblin",))
DEVIL = token("Devil", pt=(1, 1), color="R", subtypes=("Devil",))
#: Fable of the Mirror-Breaker's Goblin Shaman (CR 111.1, 603.2: its own attack trigger).
GOBLIN_SHAMAN_TREASURE = token(
    "Goblin Shaman",
    pt=(2, 2),
    color="R",
    subtypes=("Goblin", "Shaman"),
    triggers=(Triggered(Attacks(), (CreateToken(TREASURE),)),),
    text="Whenever this creature attacks, create a Treasure token.",
)
ELEMENTAL_RED = token("Elemental", pt=(1, 1), color="R", subtypes=("Elemental",))
DRAGON = token(
    "Dragon", pt=(5, 5), color="R", subtypes=("Dragon",), keywords=Keyword.FLYING, text="Flying"
)

# -- green ----------------------------------------------------------------------------

SAPROLING = token("Saproling", pt=(1, 1), color="G", subtypes=("Saproling",))
INSECT = token("Insect", pt=(1, 1), color="G", subtypes=("Insect",))
SQUIRREL = token("Squirrel", pt=(1, 1), color="G", subtypes=("Squirrel",))
ELF_WARRIOR = token("Elf Warrior", pt=(1, 1), color="G", subtypes=("Elf", "Warrior"))
WOLF = token("Wolf", pt=(2, 2), color="G", subtypes=("Wolf",))
BEAST = token("Beast", pt=(3, 3), color="G", subtypes=("Beast",))
ELEPHANT = token("Elephant", pt=(3, 3), color="G", subtypes=("Elephant",))

# -- colourless -----------------------------------------------------------------------

SERVO = token("Servo", pt=(1, 1), types=CardType.ARTIFACT | CardType.CREATURE, subtypes=("Servo",))
THOPTER = token(
    "Thopter",
    pt=(1, 1),
    types=CardType.ARTIFACT | CardType.CREATURE,
    subtypes=("Thopter",),
    keywords=Keyword.FLYING,
    text="Flying",
)
CONSTRUCT = token(
    "Construct", pt=(1, 1), types=CardType.ARTIFACT | CardType.CREATURE, subtypes=("Construct",)
)
ELDRAZI_SPAWN = token(
    "Eldrazi Spawn",
    pt=(0, 1),
    subtypes=("Eldrazi", "Spawn"),
    abilities=(Activated(Cost(sacrifice_self=True), (AddMana("C"),)),),
    text="Sacrifice this creature: Add {C}.",
)
ELDRAZI_SCION = token(
    "Eldrazi Scion",
    pt=(1, 1),
    subtypes=("Eldrazi", "Scion"),
    abilities=(Activated(Cost(sacrifice_self=True), (AddMana("C"),)),),
    text="Sacrifice this creature: Add {C}.",
)

#: "a colorless land token named Everywhere that is every basic land type" (Overlord of the
#: Hauntwoods): a land with the five basic land types, so the five intrinsic mana abilities
#: (CR 305.6, 111.4: the token's name is the one given).
EVERYWHERE = token(
    "Everywhere",
    types=CardType.LAND,
    subtypes=tuple(BASIC_LAND_TYPES),
    abilities=tuple(mana_ability(c) for c in BASIC_LAND_TYPES.values()),
    text="({T}: Add {W}, {U}, {B}, {R}, or {G}.)",
)

# -- tokens for red.py / green.py / colorless.py (appended by the red-green pool) ------

DRAGON_EGG_DRAGON = token(
    "Dragon",
    pt=(2, 2),
    color="R",
    subtypes=("Dragon",),
    keywords=Keyword.FLYING,
    unparsed=("{R}: This creature gets +1/+0 until end of turn.",),
    text="Flying\n{R}: This creature gets +1/+0 until end of turn.",
)
WURM_DEATHTOUCH = token(
    "Phyrexian Wurm",
    pt=(3, 3),
    types=CardType.ARTIFACT | CardType.CREATURE,
    subtypes=("Phyrexian", "Wurm"),
    keywords=Keyword.DEATHTOUCH,
    text="Deathtouch",
)
WURM_LIFELINK = token(
    "Phyrexian Wurm",
    pt=(3, 3),
    types=CardType.ARTIFACT | CardType.CREATURE,
    subtypes=("Phyrexian", "Wurm"),
    keywords=Keyword.LIFELINK,
    text="Lifelink",
)
