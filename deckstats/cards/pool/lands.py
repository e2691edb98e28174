"""Nonbasic lands: the common two- and three-colour cycles and utility lands."""

from dataclasses import replace
from typing import Any

from deckstats.cards.costs import Cycling
from deckstats.cards.dsl import (
    ALWAYS_TAPPED,
    TAP,
    Activated,
    Cost,
    EntersTapped,
    Triggered,
    land,
    mana_ability,
    mdfc,
)
from deckstats.cards.effects import (
    AddMana,
    AddOneOf,
    Bounce,
    DealDamage,
    DrawCards,
    GainLife,
    PutInLibrary,
    Scry,
    SearchLibrary,
)
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardDef, CardType, Keyword, Supertype
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import EntersBattlefield

_TYPE_OF = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def _pair(colors: str) -> str:
    """``"RG"`` -> ``"{R} or {G}"`` for the Oracle text."""
    return " or ".join(f"{{{c}}}" for c in colors)


def _types(colors: str) -> tuple[str, ...]:
    return tuple(_TYPE_OF[c] for c in colors)


# -- original dual lands (Alpha, 1993): basic land types, nothing else -----------------


def _dual(name: str, colors: str) -> CardDef:
    return land(
        name, produce=colors, subtypes=_types(colors), text=f"({{T}}: Add {_pair(colors)}.)"
    )


TUNDRA = _dual("Tundra", "WU")
UNDERGROUND_SEA = _dual("Underground Sea", "UB")
BADLANDS = _dual("Badlands", "BR")
TAIGA = _dual("Taiga", "RG")
SAVANNAH = _dual("Savannah", "GW")
SCRUBLAND = _dual("Scrubland", "WB")
VOLCANIC_ISLAND = _dual("Volcanic Island", "UR")
BAYOU = _dual("Bayou", "BG")
PLATEAU = _dual("Plateau", "RW")
TROPICAL_ISLAND = _dual("Tropical Island", "GU")


# -- shock lands (Ravnica) ----------------------------------------------------------------


def _shock(name: str, colors: str) -> CardDef:
    return land(
        name,
        produce=colors,
        subtypes=_types(colors),
        etb_tapped=EntersTapped(unless_pay_life=2),
        text=(
            f"({{T}}: Add {_pair(colors)}.)\n"
            f"As {name} enters, you may pay 2 life. If you don't, it enters tapped."
        ),
    )


HALLOWED_FOUNTAIN = _shock("Hallowed Fountain", "WU")
WATERY_GRAVE = _shock("Watery Grave", "UB")
BLOOD_CRYPT = _shock("Blood Crypt", "BR")
STOMPING_GROUND = _shock("Stomping Ground", "RG")
TEMPLE_GARDEN = _shock("Temple Garden", "GW")
GODLESS_SHRINE = _shock("Godless Shrine", "WB")
STEAM_VENTS = _shock("Steam Vents", "UR")
OVERGROWN_TOMB = _shock("Overgrown Tomb", "BG")
SACRED_FOUNDRY = _shock("Sacred Foundry", "RW")
BREEDING_POOL = _shock("Breeding Pool", "GU")


# -- fetch lands (Onslaught, Zendikar) ------------------------------------------------------


def _fetch(name: str, first: str, second: str) -> CardDef:
    return land(
        name,
        abilities=(
            Activated(
                cost=Cost(tap=True, life=1, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        Filter(card_type=CardType.LAND, subtypes=(first, second)),
                        to="battlefield",
                    ),
                ),
            ),
        ),
        text=(
            f"{{T}}, Pay 1 life, Sacrifice {name}: Search your library for a {first} or "
            f"{second} card, put it onto the battlefield, then shuffle."
        ),
    )


FLOODED_STRAND = _fetch("Flooded Strand", "Plains", "Island")
POLLUTED_DELTA = _fetch("Polluted Delta", "Island", "Swamp")
BLOODSTAINED_MIRE = _fetch("Bloodstained Mire", "Swamp", "Mountain")
WOODED_FOOTHILLS = _fetch("Wooded Foothills", "Mountain", "Forest")
WINDSWEPT_HEATH = _fetch("Windswept Heath", "Forest", "Plains")
MARSH_FLATS = _fetch("Marsh Flats", "Plains", "Swamp")
SCALDING_TARN = _fetch("Scalding Tarn", "Island", "Mountain")
VERDANT_CATACOMBS = _fetch("Verdant Catacombs", "Swamp", "Forest")
ARID_MESA = _fetch("Arid Mesa", "Mountain", "Plains")
MISTY_RAINFOREST = _fetch("Misty Rainforest", "Forest", "Island")


def _basic_fetch(name: str) -> CardDef:
    return land(
        name,
        abilities=(
            Activated(
                cost=Cost(tap=True, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC),
                        to="battlefield",
                        tapped=True,
                    ),
                ),
            ),
        ),
        text=(
            f"{{T}}, Sacrifice {name}: Search your library for a basic land card, put it "
            "onto the battlefield tapped, then shuffle."
        ),
    )


EVOLVING_WILDS = _basic_fetch("Evolving Wilds")
TERRAMORPHIC_EXPANSE = _basic_fetch("Terramorphic Expanse")


# -- check lands (Magic 2010 / Innistrad / Dominaria) -----------------------------------------


def _check(name: str, colors: str) -> CardDef:
    first, second = (f"{'an' if t[0] in 'AEIOU' else 'a'} {t}" for t in _types(colors))
    return land(
        name,
        produce=colors,
        etb_tapped=EntersTapped(unless_control=_types(colors)),
        text=(
            f"{name} enters tapped unless you control {first} or {second}.\n"
            f"{{T}}: Add {_pair(colors)}."
        ),
    )


GLACIAL_FORTRESS = _check("Glacial Fortress", "WU")
DROWNED_CATACOMB = _check("Drowned Catacomb", "UB")
DRAGONSKULL_SUMMIT = _check("Dragonskull Summit", "BR")
ROOTBOUND_CRAG = _check("Rootbound Crag", "RG")
SUNPETAL_GROVE = _check("Sunpetal Grove", "GW")
ISOLATED_CHAPEL = _check("Isolated Chapel", "WB")
SULFUR_FALLS = _check("Sulfur Falls", "UR")
WOODLAND_CEMETERY = _check("Woodland Cemetery", "BG")
CLIFFTOP_RETREAT = _check("Clifftop Retreat", "RW")
HINTERLAND_HARBOR = _check("Hinterland Harbor", "GU")


# -- fast lands (Scars of Mirrodin / Kaladesh) ------------------------------------------------


def _fast(name: str, colors: str) -> CardDef:
    return land(
        name,
        produce=colors,
        etb_tapped=EntersTapped(unless_lands_at_most=2),
        text=(
            f"{name} enters tapped unless you control two or fewer other lands.\n"
            f"{{T}}: Add {_pair(colors)}."
        ),
    )


SEACHROME_COAST = _fast("Seachrome Coast", "WU")
DARKSLICK_SHORES = _fast("Darkslick Shores", "UB")
BLACKCLEFT_GORGE = _fast("Blackcleft Gorge", "BR")
COPPERLINE_GORGE = _fast("Copperline Gorge", "RG")
RAZORVERGE_THICKET = _fast("Razorverge Thicket", "GW")
CONCEALED_COURTYARD = _fast("Concealed Courtyard", "WB")
SPIREBLUFF_CANAL = _fast("Spirebluff Canal", "UR")
BLOOMING_MARSH = _fast("Blooming Marsh", "BG")
INSPIRING_VANTAGE = _fast("Inspiring Vantage", "RW")
BOTANICAL_SANCTUM = _fast("Botanical Sanctum", "GU")


# -- slow lands (Innistrad: Midnight Hunt / Crimson Vow) ----------------------------------------


def _slow(name: str, colors: str) -> CardDef:
    return land(
        name,
        produce=colors,
        etb_tapped=EntersTapped(unless_lands_at_least=2),
        text=(
            f"{name} enters tapped unless you control two or more other lands.\n"
            f"{{T}}: Add {_pair(colors)}."
        ),
    )


DESERTED_BEACH = _slow("Deserted Beach", "WU")
SHIPWRECK_MARSH = _slow("Shipwreck Marsh", "UB")
HAUNTED_RIDGE = _slow("Haunted Ridge", "BR")
ROCKFALL_VALE = _slow("Rockfall Vale", "RG")
OVERGROWN_FARMLAND = _slow("Overgrown Farmland", "GW")
SHATTERED_SANCTUM = _slow("Shattered Sanctum", "WB")
STORMCARVED_COAST = _slow("Stormcarved Coast", "UR")
DEATHCAP_GLADE = _slow("Deathcap Glade", "BG")
SUNDOWN_PASS = _slow("Sundown Pass", "RW")
DREAMROOT_CASCADE = _slow("Dreamroot Cascade", "GU")


# -- pain lands (Ice Age / Apocalypse) ----------------------------------------------------------


def _pain(name: str, colors: str) -> CardDef:
    return land(
        name,
        produce="C",
        abilities=(Activated(cost=TAP, effect=(AddOneOf(colors), DealDamage(1, Ref.YOU))),),
        text=f"{{T}}: Add {{C}}.\n{{T}}: Add {_pair(colors)}. {name} deals 1 damage to you.",
    )


ADARKAR_WASTES = _pain("Adarkar Wastes", "WU")
UNDERGROUND_RIVER = _pain("Underground River", "UB")
SULFUROUS_SPRINGS = _pain("Sulfurous Springs", "BR")
KARPLUSAN_FOREST = _pain("Karplusan Forest", "RG")
BRUSHLAND = _pain("Brushland", "GW")
CAVES_OF_KOILOS = _pain("Caves of Koilos", "WB")
SHIVAN_REEF = _pain("Shivan Reef", "UR")
LLANOWAR_WASTES = _pain("Llanowar Wastes", "BG")
BATTLEFIELD_FORGE = _pain("Battlefield Forge", "RW")
YAVIMAYA_COAST = _pain("Yavimaya Coast", "GU")


# -- pathways (Zendikar Rising / Kaldheim): modal double-faced lands ---------------------------


def _pathway(front: str, back: str, colors: str) -> CardDef:
    a, b = colors[0], colors[1]
    return mdfc(
        land(front, produce=a, text=f"{{T}}: Add {{{a}}}."),
        land(back, produce=b, text=f"{{T}}: Add {{{b}}}."),
    )


HENGEGATE_PATHWAY = _pathway("Hengegate Pathway", "Mistgate Pathway", "WU")
CLEARWATER_PATHWAY = _pathway("Clearwater Pathway", "Murkwater Pathway", "UB")
BLIGHTSTEP_PATHWAY = _pathway("Blightstep Pathway", "Searstep Pathway", "BR")
CRAGCROWN_PATHWAY = _pathway("Cragcrown Pathway", "Timbercrown Pathway", "RG")
BRANCHLOFT_PATHWAY = _pathway("Branchloft Pathway", "Boulderloft Pathway", "GW")
BRIGHTCLIMB_PATHWAY = _pathway("Brightclimb Pathway", "Grimclimb Pathway", "WB")
RIVERGLIDE_PATHWAY = _pathway("Riverglide Pathway", "Lavaglide Pathway", "UR")
DARKBORE_PATHWAY = _pathway("Darkbore Pathway", "Slitherbore Pathway", "BG")
NEEDLEVERGE_PATHWAY = _pathway("Needleverge Pathway", "Pillarverge Pathway", "RW")
BARKCHANNEL_PATHWAY = _pathway("Barkchannel Pathway", "Tidechannel Pathway", "GU")


# -- temples (Theros): scry 1 ------------------------------------------------------------------


def _temple(name: str, colors: str) -> CardDef:
    return land(
        name,
        produce=colors,
        etb_tapped=ALWAYS_TAPPED,
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(1),)),),
        text=f"{name} enters tapped.\nWhen {name} enters, scry 1.\n{{T}}: Add {_pair(colors)}.",
    )


TEMPLE_OF_ENLIGHTENMENT = _temple("Temple of Enlightenment", "WU")
TEMPLE_OF_DECEIT = _temple("Temple of Deceit", "UB")
TEMPLE_OF_MALICE = _temple("Temple of Malice", "BR")
TEMPLE_OF_ABANDON = _temple("Temple of Abandon", "RG")
TEMPLE_OF_PLENTY = _temple("Temple of Plenty", "GW")
TEMPLE_OF_SILENCE = _temple("Temple of Silence", "WB")
TEMPLE_OF_EPIPHANY = _temple("Temple of Epiphany", "UR")
TEMPLE_OF_MALADY = _temple("Temple of Malady", "BG")
TEMPLE_OF_TRIUMPH = _temple("Temple of Triumph", "RW")
TEMPLE_OF_MYSTERY = _temple("Temple of Mystery", "GU")


# -- gain lands (Khans of Tarkir) ----------------------------------------------------------------


def _gain(name: str, colors: str) -> CardDef:
    return land(
        name,
        produce=colors,
        etb_tapped=ALWAYS_TAPPED,
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(1),)),),
        text=(
            f"{name} enters tapped.\nWhen {name} enters, you gain 1 life.\n"
            f"{{T}}: Add {_pair(colors)}."
        ),
    )


TRANQUIL_COVE = _gain("Tranquil Cove", "WU")
DISMAL_BACKWATER = _gain("Dismal Backwater", "UB")
BLOODFELL_CAVES = _gain("Bloodfell Caves", "BR")
RUGGED_HIGHLANDS = _gain("Rugged Highlands", "RG")
BLOSSOMING_SANDS = _gain("Blossoming Sands", "GW")
SCOURED_BARRENS = _gain("Scoured Barrens", "WB")
SWIFTWATER_CLIFFS = _gain("Swiftwater Cliffs", "UR")
JUNGLE_HOLLOW = _gain("Jungle Hollow", "BG")
WIND_SCARRED_CRAG = _gain("Wind-Scarred Crag", "RW")
THORNWOOD_FALLS = _gain("Thornwood Falls", "GU")


# -- bounce lands / Karoos (Ravnica) ---------------------------------------------------------------

# "Return a land you control" does not target; a Target restricted to your own lands is the
# closest vocabulary term, and the difference (hexproof, shroud) cannot matter for own lands.
_LAND_YOU_CONTROL = Target(TargetKind.LAND, Controller.YOU)


def _karoo(name: str, colors: str) -> CardDef:
    return land(
        name,
        abilities=(mana_ability(colors),),
        etb_tapped=ALWAYS_TAPPED,
        triggers=(Triggered(when=EntersBattlefield(), effect=(Bounce(_LAND_YOU_CONTROL),)),),
        text=(
            f"{name} enters tapped.\nWhen {name} enters, return a land you control to its "
            f"owner's hand.\n{{T}}: Add {''.join(f'{{{c}}}' for c in colors)}."
        ),
    )


AZORIUS_CHANCERY = _karoo("Azorius Chancery", "WU")
DIMIR_AQUEDUCT = _karoo("Dimir Aqueduct", "UB")
RAKDOS_CARNARIUM = _karoo("Rakdos Carnarium", "BR")
GRUUL_TURF = _karoo("Gruul Turf", "RG")
SELESNYA_SANCTUARY = _karoo("Selesnya Sanctuary", "GW")
ORZHOV_BASILICA = _karoo("Orzhov Basilica", "WB")
IZZET_BOILERWORKS = _karoo("Izzet Boilerworks", "UR")
GOLGARI_ROT_FARM = _karoo("Golgari Rot Farm", "BG")
BOROS_GARRISON = _karoo("Boros Garrison", "RW")
SIMIC_GROWTH_CHAMBER = _karoo("Simic Growth Chamber", "GU")


# -- horizon lands (Future Sight / Modern Horizons) -----------------------------------------------


def _horizon(name: str, colors: str) -> CardDef:
    return land(
        name,
        abilities=(
            Activated(cost=Cost(tap=True, life=1), effect=(AddOneOf(colors),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(1),),
            ),
        ),
        text=(
            f"{{T}}, Pay 1 life: Add {_pair(colors)}.\n{{1}}, {{T}}, Sacrifice {name}: Draw a card."
        ),
    )


HORIZON_CANOPY = _horizon("Horizon Canopy", "GW")
FIERY_ISLET = _horizon("Fiery Islet", "UR")
NURTURING_PEATLAND = _horizon("Nurturing Peatland", "BG")
SILENT_CLEARING = _horizon("Silent Clearing", "WB")
SUNBAKED_CANYON = _horizon("Sunbaked Canyon", "RW")
WATERLOGGED_GROVE = _horizon("Waterlogged Grove", "GU")


# -- tri-lands (Shards of Alara, Khans of Tarkir) -------------------------------------------------


def _tri(name: str, colors: str) -> CardDef:
    a, b, c = colors[0], colors[1], colors[2]
    return land(
        name,
        produce=colors,
        etb_tapped=ALWAYS_TAPPED,
        text=f"{name} enters tapped.\n{{T}}: Add {{{a}}}, {{{b}}}, or {{{c}}}.",
    )


ARCANE_SANCTUM = _tri("Arcane Sanctum", "WUB")
CRUMBLING_NECROPOLIS = _tri("Crumbling Necropolis", "UBR")
SAVAGE_LANDS = _tri("Savage Lands", "BRG")
JUNGLE_SHRINE = _tri("Jungle Shrine", "RGW")
SEASIDE_CITADEL = _tri("Seaside Citadel", "GWU")
NOMAD_OUTPOST = _tri("Nomad Outpost", "RWB")
OPULENT_PALACE = _tri("Opulent Palace", "BGU")
SANDSTEPPE_CITADEL = _tri("Sandsteppe Citadel", "WBG")
MYSTIC_MONASTERY = _tri("Mystic Monastery", "URW")
FRONTIER_BIVOUAC = _tri("Frontier Bivouac", "GUR")


# -- artifact lands (Mirrodin) and bridges (Modern Horizons 2) ------------------------------------


def _artifact_land(name: str, color: str, **kw: Any) -> CardDef:
    card = land(name, produce=color, text=f"{{T}}: Add {{{color}}}.", **kw)
    return replace(card, types=CardType.ARTIFACT | CardType.LAND)


ANCIENT_DEN = _artifact_land("Ancient Den", "W")
SEAT_OF_THE_SYNOD = _artifact_land("Seat of the Synod", "U")
VAULT_OF_WHISPERS = _artifact_land("Vault of Whispers", "B")
GREAT_FURNACE = _artifact_land("Great Furnace", "R")
TREE_OF_TALES = _artifact_land("Tree of Tales", "G")
DARKSTEEL_CITADEL = replace(
    land(
        "Darksteel Citadel",
        produce="C",
        keywords=Keyword.INDESTRUCTIBLE,
        text="Indestructible\n{T}: Add {C}.",
    ),
    types=CardType.ARTIFACT | CardType.LAND,
)


def _bridge(name: str, colors: str) -> CardDef:
    card = land(
        name,
        produce=colors,
        keywords=Keyword.INDESTRUCTIBLE,
        etb_tapped=ALWAYS_TAPPED,
        text=f"{name} enters tapped.\nIndestructible\n{{T}}: Add {_pair(colors)}.",
    )
    return replace(card, types=CardType.ARTIFACT | CardType.LAND)


RAZORTIDE_BRIDGE = _bridge("Razortide Bridge", "WU")
MISTVAULT_BRIDGE = _bridge("Mistvault Bridge", "UB")
DROSSFORGE_BRIDGE = _bridge("Drossforge Bridge", "BR")
SLAGWOODS_BRIDGE = _bridge("Slagwoods Bridge", "RG")
THORNGLINT_BRIDGE = _bridge("Thornglint Bridge", "GW")
GOLDMIRE_BRIDGE = _bridge("Goldmire Bridge", "WB")
SILVERBLUFF_BRIDGE = _bridge("Silverbluff Bridge", "UR")
DARKMOSS_BRIDGE = _bridge("Darkmoss Bridge", "BG")
RUSTVALE_BRIDGE = _bridge("Rustvale Bridge", "RW")
TANGLEPOOL_BRIDGE = _bridge("Tanglepool Bridge", "GU")


# -- colourless and utility lands ---------------------------------------------------------------

ANCIENT_TOMB = land(
    "Ancient Tomb",
    abilities=(Activated(cost=TAP, effect=(AddMana("CC"), DealDamage(2, Ref.YOU))),),
    text="{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you.",
)

MUTAVAULT = land(
    "Mutavault",
    produce="C",
    unparsed=(
        "{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. "
        "It's still a land.",
    ),
    text=(
        "{T}: Add {C}.\n{1}: Mutavault becomes a 2/2 creature with all creature types until "
        "end of turn. It's still a land."
    ),
)

TREETOP_VILLAGE = land(
    "Treetop Village",
    produce="G",
    etb_tapped=ALWAYS_TAPPED,
    unparsed=(
        "{1}{G}: Treetop Village becomes a 3/3 green Ape creature with trample until end of "
        "turn. It's still a land.",
    ),
    text=(
        "Treetop Village enters tapped.\n{T}: Add {G}.\n{1}{G}: Treetop Village becomes a 3/3 "
        "green Ape creature with trample until end of turn. It's still a land."
    ),
)

RAGING_RAVINE = land(
    "Raging Ravine",
    produce="RG",
    etb_tapped=ALWAYS_TAPPED,
    unparsed=(
        "{2}{R}{G}: Until end of turn, Raging Ravine becomes a 3/3 red and green Elemental "
        'creature with "Whenever this creature attacks, put a +1/+1 counter on it." '
        "It's still a land.",
    ),
    text=(
        "Raging Ravine enters tapped.\n{T}: Add {R} or {G}.\n{2}{R}{G}: Until end of turn, "
        'Raging Ravine becomes a 3/3 red and green Elemental creature with "Whenever this '
        "creature attacks, put a +1/+1 counter on it.\" It's still a land."
    ),
)

WASTELAND = land(
    "Wasteland",
    produce="C",
    unparsed=("{T}, Sacrifice Wasteland: Destroy target nonbasic land.",),
    text="{T}: Add {C}.\n{T}, Sacrifice Wasteland: Destroy target nonbasic land.",
)

FORGOTTEN_CAVE = land(
    "Forgotten Cave",
    produce="R",
    etb_tapped=ALWAYS_TAPPED,
    keywords=Keyword.CYCLING,
    costs=(Cycling(parse_mana_cost("{R}")),),
    text=(
        "Forgotten Cave enters tapped.\n{T}: Add {R}.\nCycling {R} ({R}, Discard this card: "
        "Draw a card.)"
    ),
)

MYSTIC_SANCTUARY = land(
    "Mystic Sanctuary",
    produce="U",
    subtypes=("Island",),
    etb_tapped=EntersTapped(unless_control=("Island",), unless_control_count=3),
    triggers=(  # CR 603.6a: checked as it enters; the instant or sorcery goes on top
        Triggered(
            EntersBattlefield(untapped=True),
            (
                PutInLibrary(
                    Target(
                        TargetKind.CARD_IN_GRAVEYARD,
                        Controller.YOU,
                        Filter(card_type=CardType.INSTANT | CardType.SORCERY),
                    )
                ),
            ),
            optional=True,
        ),
    ),
    text=(
        "({T}: Add {U}.)\nMystic Sanctuary enters tapped unless you control three or more other "
        "Islands.\nWhen Mystic Sanctuary enters untapped, you may put target instant or sorcery "
        "card from your graveyard on top of your library."
    ),
)
