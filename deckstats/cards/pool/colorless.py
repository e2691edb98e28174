"""Colourless cards (and artifacts paid with Phyrexian mana): mana rocks, equipment, artifact creatures."""

from deckstats.cards.dsl import (
    ALWAYS_TAPPED,
    TAP,
    Activated,
    Cost,
    Static,
    Triggered,
    artifact,
    creature,
    equipment,
    mana_ability,
)
from deckstats.cards.effects import (
    AddMana,
    AddOneOf,
    CreateToken,
    DealDamage,
    DrawCards,
    GainLife,
    Mill,
    SearchLibrary,
    Tap,
)
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardDef, CardType, Keyword, Supertype
from deckstats.cards.pool.tokens import WURM_DEATHTOUCH, WURM_LIFELINK
from deckstats.cards.targets import ANY_TARGET, TARGET_PLAYER, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import Dies, EntersBattlefield

_BASIC_LAND = Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
_ARTIFACT_CREATURE = CardType.ARTIFACT | CardType.CREATURE
_EQUIPPED = Ref.ENCHANTED_OR_EQUIPPED


def _cost(mana: str = "", *, tap: bool = False, sacrifice_self: bool = False) -> Cost:
    return Cost(
        mana=parse_mana_cost(mana) if mana else None, tap=tap, sacrifice_self=sacrifice_self
    )


# -- artifact creatures ------------------------------------------------------------------------

VAULT_SKIRGE = creature(
    "Vault Skirge",
    cost="{1}{B/P}",
    types=_ARTIFACT_CREATURE,
    subtypes=("Phyrexian", "Bat"),
    pt=(1, 1),
    keywords=Keyword.FLYING | Keyword.LIFELINK,
    text="({B/P} can be paid with either {B} or 2 life.)\nFlying\nLifelink",
)

ORNITHOPTER = creature(
    "Ornithopter",
    cost="{0}",
    types=_ARTIFACT_CREATURE,
    subtypes=("Thopter",),
    pt=(0, 2),
    keywords=Keyword.FLYING,
    text="Flying",
)

MEMNITE = creature(
    "Memnite", cost="{0}", types=_ARTIFACT_CREATURE, subtypes=("Construct",), pt=(1, 1)
)

PHYREXIAN_WALKER = creature(
    "Phyrexian Walker",
    cost="{0}",
    types=_ARTIFACT_CREATURE,
    subtypes=("Phyrexian", "Construct"),
    pt=(0, 3),
)

FROGMITE = creature(
    "Frogmite",
    cost="{4}",
    types=_ARTIFACT_CREATURE,
    subtypes=("Frog",),
    pt=(2, 2),
    keywords=Keyword.AFFINITY,
    text="Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)",
)

MYR_ENFORCER = creature(
    "Myr Enforcer",
    cost="{7}",
    types=_ARTIFACT_CREATURE,
    subtypes=("Myr",),
    pt=(4, 4),
    keywords=Keyword.AFFINITY,
    text="Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)",
)

PALLADIUM_MYR = creature(
    "Palladium Myr",
    cost="{3}",
    types=_ARTIFACT_CREATURE,
    subtypes=("Myr",),
    pt=(2, 2),
    abilities=(mana_ability("CC"),),
    text="{T}: Add {C}{C}.",
)

PERILOUS_MYR = creature(
    "Perilous Myr",
    cost="{2}",
    types=_ARTIFACT_CREATURE,
    subtypes=("Phyrexian", "Myr"),
    pt=(1, 1),
    triggers=(Triggered(when=Dies(), effect=(DealDamage(2, ANY_TARGET),)),),
    text="When Perilous Myr dies, it deals 2 damage to any target.",
)

BURNISHED_HART = creature(
    "Burnished Hart",
    cost="{3}",
    types=_ARTIFACT_CREATURE,
    subtypes=("Elk",),
    pt=(2, 2),
    abilities=(
        Activated(
            cost=_cost("{3}", sacrifice_self=True),
            effect=(SearchLibrary(_BASIC_LAND, count=2, to="battlefield", tapped=True),),
        ),
    ),
    text=(
        "{3}, Sacrifice Burnished Hart: Search your library for up to two basic land cards, put "
        "them onto the battlefield tapped, then shuffle."
    ),
)

SOLEMN_SIMULACRUM = creature(
    "Solemn Simulacrum",
    cost="{4}",
    types=_ARTIFACT_CREATURE,
    subtypes=("Golem",),
    pt=(2, 2),
    triggers=(
        Triggered(
            when=EntersBattlefield(),
            effect=(SearchLibrary(_BASIC_LAND, to="battlefield", tapped=True),),
            optional=True,
        ),
        Triggered(when=Dies(), effect=(DrawCards(1),), optional=True),
    ),
    text=(
        "When Solemn Simulacrum enters, you may search your library for a basic land card, put "
        "that card onto the battlefield tapped, then shuffle.\nWhen Solemn Simulacrum dies, you "
        "may draw a card."
    ),
)

WURMCOIL_ENGINE = creature(
    "Wurmcoil Engine",
    cost="{6}",
    types=_ARTIFACT_CREATURE,
    subtypes=("Phyrexian", "Wurm"),
    pt=(6, 6),
    keywords=Keyword.DEATHTOUCH | Keyword.LIFELINK,
    triggers=(
        Triggered(
            when=Dies(),
            effect=(CreateToken(WURM_DEATHTOUCH), CreateToken(WURM_LIFELINK)),
        ),
    ),
    text=(
        "Deathtouch, lifelink\nWhen Wurmcoil Engine dies, create a 3/3 colorless Phyrexian Wurm "
        "artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact "
        "creature token with lifelink."
    ),
)

# -- mana rocks ------------------------------------------------------------------------------------

SOL_RING = artifact(
    "Sol Ring", cost="{1}", abilities=(mana_ability("CC"),), text="{T}: Add {C}{C}."
)

MIND_STONE = artifact(
    "Mind Stone",
    cost="{2}",
    abilities=(
        mana_ability("C"),
        Activated(cost=_cost("{1}", tap=True, sacrifice_self=True), effect=(DrawCards(1),)),
    ),
    text="{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card.",
)

WORN_POWERSTONE = artifact(
    "Worn Powerstone",
    cost="{3}",
    etb_tapped=ALWAYS_TAPPED,
    abilities=(mana_ability("CC"),),
    text="Worn Powerstone enters tapped.\n{T}: Add {C}{C}.",
)

THRAN_DYNAMO = artifact(
    "Thran Dynamo", cost="{4}", abilities=(mana_ability("CCC"),), text="{T}: Add {C}{C}{C}."
)

GILDED_LOTUS = artifact(
    "Gilded Lotus",
    cost="{5}",
    abilities=(Activated(cost=TAP, effect=(AddOneOf("WUBRG", amount=3),)),),
    text="{T}: Add three mana of any one color.",
)

MANALITH = artifact(
    "Manalith",
    cost="{3}",
    abilities=(mana_ability("WUBRG", any_of=True),),
    text="{T}: Add one mana of any color.",
)

DARKSTEEL_INGOT = artifact(
    "Darksteel Ingot",
    cost="{3}",
    keywords=Keyword.INDESTRUCTIBLE,
    abilities=(mana_ability("WUBRG", any_of=True),),
    text="Indestructible\n{T}: Add one mana of any color.",
)

PRISTINE_TALISMAN = artifact(
    "Pristine Talisman",
    cost="{3}",
    abilities=(Activated(cost=TAP, effect=(AddMana("C"), GainLife(1))),),
    text="{T}: Add {C}. You gain 1 life.",
)

LOTUS_PETAL = artifact(
    "Lotus Petal",
    cost="{0}",
    abilities=(Activated(cost=_cost(tap=True, sacrifice_self=True), effect=(AddOneOf("WUBRG"),)),),
    text="{T}, Sacrifice Lotus Petal: Add one mana of any color.",
)

PROPHETIC_PRISM = artifact(
    "Prophetic Prism",
    cost="{2}",
    triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(1),)),),
    abilities=(Activated(cost=_cost("{1}", tap=True), effect=(AddOneOf("WUBRG"),)),),
    text="When Prophetic Prism enters, draw a card.\n{1}, {T}: Add one mana of any color.",
)

CHROMATIC_SPHERE = artifact(
    "Chromatic Sphere",
    cost="{1}",
    abilities=(
        Activated(
            cost=_cost("{1}", tap=True, sacrifice_self=True),
            effect=(AddOneOf("WUBRG"), DrawCards(1)),
        ),
    ),
    text="{1}, {T}, Sacrifice Chromatic Sphere: Add one mana of any color. Draw a card.",
)

CHROMATIC_STAR = artifact(
    "Chromatic Star",
    cost="{1}",
    abilities=(
        Activated(cost=_cost("{1}", tap=True, sacrifice_self=True), effect=(AddOneOf("WUBRG"),)),
    ),
    # CR 700.4, 603.10a: its "put into a graveyard from the battlefield" trigger.
    triggers=(Triggered(Dies(), (DrawCards(1),)),),
    text=(
        "{1}, {T}, Sacrifice Chromatic Star: Add one mana of any color.\nWhen Chromatic Star is "
        "put into a graveyard from the battlefield, draw a card."
    ),
)

WAYFARERS_BAUBLE = artifact(
    "Wayfarer's Bauble",
    cost="{1}",
    abilities=(
        Activated(
            cost=_cost("{2}", tap=True, sacrifice_self=True),
            effect=(SearchLibrary(_BASIC_LAND, to="battlefield", tapped=True),),
        ),
    ),
    text=(
        "{2}, {T}, Sacrifice Wayfarer's Bauble: Search your library for a basic land card, put "
        "it onto the battlefield tapped, then shuffle."
    ),
)


def _signet(name: str, colors: str) -> CardDef:
    a, b = colors[0], colors[1]
    return artifact(
        name,
        cost="{2}",
        abilities=(Activated(cost=_cost("{1}", tap=True), effect=(AddMana(colors),)),),
        text=f"{{1}}, {{T}}: Add {{{a}}}{{{b}}}.",
    )


AZORIUS_SIGNET = _signet("Azorius Signet", "WU")
DIMIR_SIGNET = _signet("Dimir Signet", "UB")
RAKDOS_SIGNET = _signet("Rakdos Signet", "BR")
GRUUL_SIGNET = _signet("Gruul Signet", "RG")
SELESNYA_SIGNET = _signet("Selesnya Signet", "GW")
ORZHOV_SIGNET = _signet("Orzhov Signet", "WB")
IZZET_SIGNET = _signet("Izzet Signet", "UR")
GOLGARI_SIGNET = _signet("Golgari Signet", "BG")
BOROS_SIGNET = _signet("Boros Signet", "RW")
SIMIC_SIGNET = _signet("Simic Signet", "GU")


def _talisman(name: str, colors: str) -> CardDef:
    a, b = colors[0], colors[1]
    return artifact(
        name,
        cost="{2}",
        abilities=(
            mana_ability("C"),
            Activated(cost=TAP, effect=(AddOneOf(colors), DealDamage(1, Ref.YOU))),
        ),
        text=f"{{T}}: Add {{C}}.\n{{T}}: Add {{{a}}} or {{{b}}}. {name} deals 1 damage to you.",
    )


TALISMAN_OF_PROGRESS = _talisman("Talisman of Progress", "WU")
TALISMAN_OF_DOMINANCE = _talisman("Talisman of Dominance", "UB")
TALISMAN_OF_INDULGENCE = _talisman("Talisman of Indulgence", "BR")
TALISMAN_OF_IMPULSE = _talisman("Talisman of Impulse", "RG")
TALISMAN_OF_UNITY = _talisman("Talisman of Unity", "GW")
TALISMAN_OF_HIERARCHY = _talisman("Talisman of Hierarchy", "WB")
TALISMAN_OF_CREATIVITY = _talisman("Talisman of Creativity", "UR")
TALISMAN_OF_RESILIENCE = _talisman("Talisman of Resilience", "BG")
TALISMAN_OF_CONVICTION = _talisman("Talisman of Conviction", "RW")
TALISMAN_OF_CURIOSITY = _talisman("Talisman of Curiosity", "GU")

# -- other artifacts -------------------------------------------------------------------------

ICY_MANIPULATOR = artifact(
    "Icy Manipulator",
    cost="{4}",
    abilities=(
        Activated(
            cost=_cost("{1}", tap=True),
            effect=(Tap(Target(TargetKind.ARTIFACT | TargetKind.CREATURE | TargetKind.LAND)),),
        ),
    ),
    text="{1}, {T}: Tap target artifact, creature, or land.",
)

MILLSTONE = artifact(
    "Millstone",
    cost="{2}",
    abilities=(Activated(cost=_cost("{2}", tap=True), effect=(Mill(2, TARGET_PLAYER),)),),
    text="{2}, {T}: Target player mills two cards.",
)

# -- equipment ---------------------------------------------------------------------------------

BONESPLITTER = equipment(
    "Bonesplitter",
    cost="{1}",
    equip="{1}",
    statics=(Static(power=2, applies_to=_EQUIPPED),),
    text="Equipped creature gets +2/+0.\nEquip {1}",
)

SHORT_SWORD = equipment(
    "Short Sword",
    cost="{1}",
    equip="{1}",
    statics=(Static(power=1, toughness=1, applies_to=_EQUIPPED),),
    text="Equipped creature gets +1/+1.\nEquip {1}",
)

LEONIN_SCIMITAR = equipment(
    "Leonin Scimitar",
    cost="{1}",
    equip="{1}",
    statics=(Static(power=1, toughness=1, applies_to=_EQUIPPED),),
    text="Equipped creature gets +1/+1.\nEquip {1}",
)

VULSHOK_MORNINGSTAR = equipment(
    "Vulshok Morningstar",
    cost="{2}",
    equip="{2}",
    statics=(Static(power=2, toughness=2, applies_to=_EQUIPPED),),
    text="Equipped creature gets +2/+2.\nEquip {2}",
)

LOXODON_WARHAMMER = equipment(
    "Loxodon Warhammer",
    cost="{3}",
    equip="{3}",
    statics=(Static(power=3, keywords=Keyword.TRAMPLE | Keyword.LIFELINK, applies_to=_EQUIPPED),),
    text="Equipped creature gets +3/+0 and has trample and lifelink.\nEquip {3}",
)

ACCORDERS_SHIELD = equipment(
    "Accorder's Shield",
    cost="{0}",
    equip="{3}",
    statics=(Static(toughness=3, keywords=Keyword.VIGILANCE, applies_to=_EQUIPPED),),
    text="Equipped creature gets +0/+3 and has vigilance.\nEquip {3}",
)

SWIFTFOOT_BOOTS = equipment(
    "Swiftfoot Boots",
    cost="{2}",
    equip="{1}",
    statics=(Static(keywords=Keyword.HEXPROOF | Keyword.HASTE, applies_to=_EQUIPPED),),
    text="Equipped creature has hexproof and haste.\nEquip {1}",
)
