"""Scenario tests for the nonbasic lands (deckstats/cards/pool/lands.py).

Every land is played or activated through the engine. Colours are checked by casting
one-mana test creatures that only that colour can pay for.
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards import get_card
from deckstats.cards.dsl import creature
from deckstats.cards.model import Keyword
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell

PROBE = {c: creature(f"Probe {c}", cost=f"{{{c}}}", pt=(1, 1)) for c in "WUBRGC"}

SHOCKS = [
    ("Hallowed Fountain", "WU"),
    ("Watery Grave", "UB"),
    ("Blood Crypt", "BR"),
    ("Stomping Ground", "RG"),
    ("Temple Garden", "GW"),
    ("Godless Shrine", "WB"),
    ("Steam Vents", "UR"),
    ("Overgrown Tomb", "BG"),
    ("Sacred Foundry", "RW"),
    ("Breeding Pool", "GU"),
]
FETCHES = [
    ("Flooded Strand", "Plains", "Island"),
    ("Polluted Delta", "Island", "Swamp"),
    ("Bloodstained Mire", "Swamp", "Mountain"),
    ("Wooded Foothills", "Mountain", "Forest"),
    ("Windswept Heath", "Forest", "Plains"),
    ("Marsh Flats", "Plains", "Swamp"),
    ("Scalding Tarn", "Island", "Mountain"),
    ("Verdant Catacombs", "Swamp", "Forest"),
    ("Arid Mesa", "Mountain", "Plains"),
    ("Misty Rainforest", "Forest", "Island"),
]
CHECKS = [
    ("Glacial Fortress", "WU", "Plains"),
    ("Drowned Catacomb", "UB", "Island"),
    ("Dragonskull Summit", "BR", "Swamp"),
    ("Rootbound Crag", "RG", "Mountain"),
    ("Sunpetal Grove", "GW", "Forest"),
    ("Isolated Chapel", "WB", "Plains"),
    ("Sulfur Falls", "UR", "Island"),
    ("Woodland Cemetery", "BG", "Swamp"),
    ("Clifftop Retreat", "RW", "Mountain"),
    ("Hinterland Harbor", "GU", "Forest"),
]
FASTS = [
    ("Seachrome Coast", "WU"),
    ("Darkslick Shores", "UB"),
    ("Blackcleft Gorge", "BR"),
    ("Copperline Gorge", "RG"),
    ("Razorverge Thicket", "GW"),
    ("Concealed Courtyard", "WB"),
    ("Spirebluff Canal", "UR"),
    ("Blooming Marsh", "BG"),
    ("Inspiring Vantage", "RW"),
    ("Botanical Sanctum", "GU"),
]
SLOWS = [
    ("Deserted Beach", "WU"),
    ("Shipwreck Marsh", "UB"),
    ("Haunted Ridge", "BR"),
    ("Rockfall Vale", "RG"),
    ("Overgrown Farmland", "GW"),
    ("Shattered Sanctum", "WB"),
    ("Stormcarved Coast", "UR"),
    ("Deathcap Glade", "BG"),
    ("Sundown Pass", "RW"),
    ("Dreamroot Cascade", "GU"),
]
PAINS = [
    ("Adarkar Wastes", "WU"),
    ("Underground River", "UB"),
    ("Sulfurous Springs", "BR"),
    ("Karplusan Forest", "RG"),
    ("Brushland", "GW"),
    ("Caves of Koilos", "WB"),
    ("Shivan Reef", "UR"),
    ("Llanowar Wastes", "BG"),
    ("Battlefield Forge", "RW"),
    ("Yavimaya Coast", "GU"),
]
HORIZONS = [
    ("Horizon Canopy", "GW"),
    ("Fiery Islet", "UR"),
    ("Nurturing Peatland", "BG"),
    ("Silent Clearing", "WB"),
    ("Sunbaked Canyon", "RW"),
    ("Waterlogged Grove", "GU"),
]


def _castable(s, card):
    """Whether a probe creature of that cost can be cast now (CR 601.2g-h: cost payable)."""
    obj = s.hand(P0, card)
    ok = any(isinstance(a, CastSpell) and a.oid == obj.oid for a in s.legal(P0))
    s.game.players[P0].hand.remove(obj)
    del s.game.objects[obj.oid]
    return ok


def _produces(scenario, name):
    """Put the land onto the battlefield alone; return the colours it can pay for."""
    s = scenario()
    s.battlefield(P0, name)
    return {c for c in "WUBRG" if _castable(s, PROBE[c])}


def _cast_probe_with(scenario, name, color):
    """Cast the {color} probe with only ``name`` in play; return (scenario, land)."""
    s = scenario()
    land = s.battlefield(P0, name)
    s.cast(P0, s.hand(P0, PROBE[color]))
    s.resolve()
    return s, land


# -- shock lands ------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "colors"), SHOCKS)
def test_shock_land_colors_and_types(scenario, name, colors):
    """CR 305.6: a shock land has two basic land types, so it taps for both colours."""
    made = _produces(scenario, name)
    assert made == set(colors)


@pytest.mark.parametrize(("name", "colors"), SHOCKS)
@pytest.mark.parametrize("pay", [True, False])
def test_shock_land_pay_two_life_or_enter_tapped(scenario, name, colors, pay):
    """CR 614.1c: "As ~ enters, you may pay 2 life. If you don't, it enters tapped."."""
    s = scenario()
    s.script(P0, ("pay_life", pay))
    land = s.play_land(P0, s.hand(P0, name))
    assert land.card.name == name
    assert land.tapped is (not pay)
    assert s.game.players[P0].life == (18 if pay else 20)


def test_shock_land_cannot_pay_with_one_life(scenario):
    """CR 119.4: a player can't pay more life than they have; the land enters tapped."""
    s = scenario(life=(1, 20))
    s.script(P0, ("pay_life", True))
    land = s.play_land(P0, s.hand(P0, "Stomping Ground"))
    assert land.tapped and s.game.players[P0].life == 1


# -- fetch lands --------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "first", "second"), FETCHES)
def test_fetch_land_searches_for_either_type(scenario, name, first, second):
    """CR 701.23, 602.2: {T}, pay 1 life, sacrifice: search for a card with either land type,
    put it onto the battlefield (untapped), then shuffle."""
    for want in (first, second):
        s = scenario()
        fetch = s.battlefield(P0, name)
        other = next(
            t
            for t in ("Plains", "Island", "Swamp", "Mountain", "Forest")
            if t not in (first, second)
        )
        s.library(P0, other, want, "Grizzly Bears")
        s.script(P0, ("search", lambda v, d: tuple(d.options)))
        s.activate(P0, fetch, 0)
        assert s.zone(fetch) is Zone.GRAVEYARD and s.game.players[P0].life == 19
        s.resolve()
        got = s.game.players[P0].battlefield
        assert [o.card.name for o in got] == [want]
        assert not got[0].tapped
        assert sorted(o.card.name for o in s.game.players[P0].library) == sorted(
            [other, "Grizzly Bears"]
        )


def test_fetch_land_finds_dual_with_the_land_type(scenario):
    """CR 305.6, 701.23: a fetch finds any card with the subtype, e.g. a shock land."""
    s = scenario()
    fetch = s.battlefield(P0, "Wooded Foothills")
    s.library(P0, "Stomping Ground", "Hallowed Fountain")
    s.script(P0, ("search", lambda v, d: tuple(d.options)), ("pay_life", True))
    s.activate(P0, fetch, 0)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD) == ["Stomping Ground"]


@pytest.mark.parametrize("pay", [True, False])
def test_fetched_shock_land_still_asks_for_two_life(scenario, pay):
    """CR 614.1c, 614.12: "As ~ enters, you may pay 2 life" applies however the shock land
    enters, so a fetched one is untapped only if 2 life is paid."""
    s = scenario()
    fetch = s.battlefield(P0, "Wooded Foothills")
    s.library(P0, "Stomping Ground")
    s.script(P0, ("search", lambda v, d: tuple(d.options)), ("pay_life", pay))
    s.activate(P0, fetch, 0)
    s.resolve()
    land = s.game.players[P0].battlefield[0]
    assert land.card.name == "Stomping Ground"
    assert land.tapped is (not pay)
    assert s.game.players[P0].life == (17 if pay else 19)


# -- check lands, fast lands, slow lands ---------------------------------------------------------


@pytest.mark.parametrize(("name", "colors", "basic"), CHECKS)
def test_check_land(scenario, name, colors, basic):
    """CR 614.1d: "enters tapped unless you control a <type> or a <type>"; taps for both."""
    s = scenario()
    land = s.play_land(P0, s.hand(P0, name))
    assert land.tapped
    s2 = scenario()
    s2.lands(P0, basic)
    land2 = s2.play_land(P0, s2.hand(P0, name))
    assert not land2.tapped
    made = _produces(scenario, name)
    assert made == set(colors)


def test_check_land_counts_off_colour_basic_as_no(scenario):
    """Glacial Fortress: a Mountain is neither a Plains nor an Island, so it enters tapped."""
    s = scenario()
    s.lands(P0, "Mountain", "Forest")
    assert s.play_land(P0, s.hand(P0, "Glacial Fortress")).tapped


@pytest.mark.parametrize(("name", "colors"), FASTS)
def test_fast_land(scenario, name, colors):
    """CR 614.1d: "enters tapped unless you control two or fewer other lands"."""
    s = scenario()
    s.lands(P0, "Forest", "Forest")
    assert not s.play_land(P0, s.hand(P0, name)).tapped
    s2 = scenario()
    s2.lands(P0, "Forest", "Forest", "Forest")
    assert s2.play_land(P0, s2.hand(P0, name)).tapped
    made = _produces(scenario, name)
    assert made == set(colors)


@pytest.mark.parametrize(("name", "colors"), SLOWS)
def test_slow_land(scenario, name, colors):
    """CR 614.1d: "enters tapped unless you control two or more other lands"."""
    s = scenario()
    s.lands(P0, "Forest")
    assert s.play_land(P0, s.hand(P0, name)).tapped
    s2 = scenario()
    s2.lands(P0, "Forest", "Forest")
    assert not s2.play_land(P0, s2.hand(P0, name)).tapped
    made = _produces(scenario, name)
    assert made == set(colors)


# -- pain lands -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "colors"), PAINS)
def test_pain_land_colorless_is_free(scenario, name, colors):
    """CR 106.1b: "{T}: Add {C}." costs no life."""
    s, land = _cast_probe_with(scenario, name, "C")
    assert land.tapped and s.game.players[P0].life == 20
    assert s.names(P0, Zone.BATTLEFIELD)[-1] == "Probe C"


@pytest.mark.parametrize(("name", "colors"), PAINS)
def test_pain_land_colored_mana_deals_one_damage(scenario, name, colors):
    """CR 605.1a, 106.4: "{T}: Add {X} or {Y}. ~ deals 1 damage to you." is a mana ability
    used to pay a coloured cost, and it costs 1 life."""
    for c in colors:
        s, land = _cast_probe_with(scenario, name, c)
        assert land.tapped
        assert s.names(P0, Zone.BATTLEFIELD)[-1] == f"Probe {c}"
        assert s.game.players[P0].life == 19


def test_pain_land_ability_is_a_mana_ability(scenario):
    """CR 605.3b: a mana ability doesn't use the stack; the mana is added at once."""
    s = scenario()
    land = s.battlefield(P0, "Adarkar Wastes")
    s.script(P0, ("color", "U"))
    s.activate(P0, land, 1)
    assert not s.game.stack
    assert s.game.players[P0].pool[1] == 1 and s.game.players[P0].life == 19


# -- horizon lands -----------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "colors"), HORIZONS)
def test_horizon_land_pay_one_life_for_mana(scenario, name, colors):
    """CR 605.1a, 119.4: "{T}, Pay 1 life: Add {X} or {Y}."."""
    for c in colors:
        s, land = _cast_probe_with(scenario, name, c)
        assert land.tapped and s.game.players[P0].life == 19
        assert s.names(P0, Zone.BATTLEFIELD)[-1] == f"Probe {c}"


@pytest.mark.parametrize(("name", "colors"), HORIZONS)
def test_horizon_land_sacrifice_to_draw(scenario, name, colors):
    """CR 602.2, 121.1: "{1}, {T}, Sacrifice ~: Draw a card."."""
    s = scenario()
    s.library(P0, "Grizzly Bears")
    s.lands(P0, "Forest")
    land = s.battlefield(P0, name)
    s.activate(P0, land, 1)
    s.resolve()
    assert s.zone(land) is Zone.GRAVEYARD
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"]


# -- utility lands of the decks --------------------------------------------------------------------


def test_raging_ravine_enters_tapped_and_taps_for_r_or_g(scenario):
    """CR 614.1d, 106.1: Raging Ravine enters tapped; {T}: Add {R} or {G}."""
    s = scenario()
    land = s.play_land(P0, s.hand(P0, "Raging Ravine"))
    assert land.tapped
    made = _produces(scenario, "Raging Ravine")
    assert made == {"R", "G"}


def test_raging_ravine_animates_and_grows_attacking(scenario):
    """Issue 26 (compiled twins): the pool's Raging Ravine ignored its animation; its compiled
    twin has it. CR 613.1d, 305.7 "It's still a land": {2}{R}{G}: a 3/3 red and green
    Elemental creature until end of turn, with "Whenever this creature attacks, put a +1/+1
    counter on it" (CR 508.1m, 603.2)."""
    assert get_card("Raging Ravine").unparsed == ()
    s = scenario()
    land = s.battlefield(P0, "Raging Ravine")
    s.lands(P0, "Forest", "Mountain", "Mountain", "Mountain")
    s.activate(P0, land, 1)
    s.resolve()
    assert land.info.is_creature and land.info.is_land
    assert (s.game.power(land), s.game.toughness(land)) == (3, 3)
    s.script(P0, ("attackers", (land.oid,)))
    s.combat()
    assert s.game.players[P1].life == 16 and land.counters == {"+1/+1": 1}
    s.cleanup()
    assert not land.info.is_creature and land.info.is_land


def test_wasteland_taps_for_colorless(scenario):
    """CR 106.1b: Wasteland's "{T}: Add {C}." pays a {C} cost."""
    s, land = _cast_probe_with(scenario, "Wasteland", "C")
    assert land.tapped and s.names(P0, Zone.BATTLEFIELD)[-1] == "Probe C"
    made = _produces(scenario, "Wasteland")
    assert made == set()


def test_wasteland_destroys_a_nonbasic_land_only(scenario):
    """Issue 26 (compiled twins): the pool's Wasteland ignored "{T}, Sacrifice Wasteland:
    Destroy target nonbasic land."; its compiled twin has it. CR 602.2, 701.8: sacrificed as
    a cost, it destroys a nonbasic land; CR 115.1, 205.4a: a basic land is no legal target."""
    assert get_card("Wasteland").unparsed == ()
    s = scenario()
    waste = s.battlefield(P0, "Wasteland")
    basic = s.battlefield(P1, "Forest")
    with pytest.raises(IllegalActionError):
        s.activate(P0, waste, 1, [basic])
    shock = s.battlefield(P1, "Stomping Ground")
    s.activate(P0, waste, 1, [shock])
    s.resolve()
    assert s.zone(shock) is Zone.GRAVEYARD and s.zone(waste) is Zone.GRAVEYARD
    assert s.zone(basic) is Zone.BATTLEFIELD


@pytest.mark.parametrize("name", ["Evolving Wilds", "Terramorphic Expanse"])
def test_basic_fetch_enters_tapped(scenario, name):
    """CR 701.23: search for a basic land card, put it onto the battlefield tapped."""
    s = scenario()
    w = s.battlefield(P0, name)
    s.library(P0, "Stomping Ground", "Forest")
    s.script(P0, ("search", lambda v, d: tuple(d.options)))
    s.activate(P0, w, 0)
    s.resolve()
    bf = s.game.players[P0].battlefield
    assert [o.card.name for o in bf] == ["Forest"] and bf[0].tapped
    assert s.game.players[P0].life == 20


def test_temple_scry_one(scenario):
    """CR 701.22: Temple of Triumph enters tapped and scries 1 on entering."""
    s = scenario()
    top, _ = s.library(P0, "Grizzly Bears", "Mountain")
    s.script(P0, ("scry", (top.oid,)))
    land = s.play_land(P0, s.hand(P0, "Temple of Triumph"))
    s.resolve()
    assert land.tapped and s.game.players[P0].library[0].card.name == "Grizzly Bears"


def test_gain_land_gains_one(scenario):
    """CR 603.6a: Rugged Highlands enters tapped; you gain 1 life."""
    s = scenario()
    land = s.play_land(P0, s.hand(P0, "Rugged Highlands"))
    s.resolve()
    assert land.tapped and s.game.players[P0].life == 21


def test_karoo_returns_a_land(scenario):
    """CR 603.6a: Gruul Turf returns a land you control to hand and taps for {R}{G}."""
    s = scenario()
    forest = s.lands(P0, "Forest")[0]
    turf = s.play_land(P0, s.hand(P0, "Gruul Turf"))
    s.script(P0, ("targets", ((forest.oid,),)))
    s.resolve()
    assert turf.tapped and s.names(P0, Zone.HAND) == ["Forest"]


def test_ancient_tomb_two_colorless_two_damage(scenario):
    """CR 106.1b: Ancient Tomb adds {C}{C} and deals 2 damage to you."""
    s = scenario()
    tomb = s.battlefield(P0, "Ancient Tomb")
    s.cast(P0, s.hand(P0, creature("Probe CC", cost="{C}{C}", pt=(2, 2))))
    s.resolve()
    assert tomb.tapped and s.names(P0, Zone.BATTLEFIELD)[-1] == "Probe CC"
    assert s.game.players[P0].life == 18


# -- further cycles of the module (not in the sample decks) --------------------------------------

DUALS = [
    ("Tundra", "WU"),
    ("Underground Sea", "UB"),
    ("Badlands", "BR"),
    ("Taiga", "RG"),
    ("Savannah", "GW"),
    ("Scrubland", "WB"),
    ("Volcanic Island", "UR"),
    ("Bayou", "BG"),
    ("Plateau", "RW"),
    ("Tropical Island", "GU"),
]
PATHWAYS = [
    ("Hengegate Pathway", "Mistgate Pathway", "WU"),
    ("Clearwater Pathway", "Murkwater Pathway", "UB"),
    ("Blightstep Pathway", "Searstep Pathway", "BR"),
    ("Cragcrown Pathway", "Timbercrown Pathway", "RG"),
    ("Branchloft Pathway", "Boulderloft Pathway", "GW"),
    ("Brightclimb Pathway", "Grimclimb Pathway", "WB"),
    ("Riverglide Pathway", "Lavaglide Pathway", "UR"),
    ("Darkbore Pathway", "Slitherbore Pathway", "BG"),
    ("Needleverge Pathway", "Pillarverge Pathway", "RW"),
    ("Barkchannel Pathway", "Tidechannel Pathway", "GU"),
]
TEMPLES = [
    ("Temple of Enlightenment", "WU"),
    ("Temple of Deceit", "UB"),
    ("Temple of Malice", "BR"),
    ("Temple of Abandon", "RG"),
    ("Temple of Plenty", "GW"),
    ("Temple of Silence", "WB"),
    ("Temple of Epiphany", "UR"),
    ("Temple of Malady", "BG"),
    ("Temple of Triumph", "RW"),
    ("Temple of Mystery", "GU"),
]
GAINS = [
    ("Tranquil Cove", "WU"),
    ("Dismal Backwater", "UB"),
    ("Bloodfell Caves", "BR"),
    ("Rugged Highlands", "RG"),
    ("Blossoming Sands", "GW"),
    ("Scoured Barrens", "WB"),
    ("Swiftwater Cliffs", "UR"),
    ("Jungle Hollow", "BG"),
    ("Wind-Scarred Crag", "RW"),
    ("Thornwood Falls", "GU"),
]
KAROOS = [
    ("Azorius Chancery", "WU"),
    ("Dimir Aqueduct", "UB"),
    ("Rakdos Carnarium", "BR"),
    ("Gruul Turf", "RG"),
    ("Selesnya Sanctuary", "GW"),
    ("Orzhov Basilica", "WB"),
    ("Izzet Boilerworks", "UR"),
    ("Golgari Rot Farm", "BG"),
    ("Boros Garrison", "RW"),
    ("Simic Growth Chamber", "GU"),
]
TRIS = [
    ("Arcane Sanctum", "WUB"),
    ("Crumbling Necropolis", "UBR"),
    ("Savage Lands", "BRG"),
    ("Jungle Shrine", "RGW"),
    ("Seaside Citadel", "GWU"),
    ("Nomad Outpost", "RWB"),
    ("Opulent Palace", "BGU"),
    ("Sandsteppe Citadel", "WBG"),
    ("Mystic Monastery", "URW"),
    ("Frontier Bivouac", "GUR"),
]
ARTIFACT_LANDS = [
    ("Ancient Den", "W"),
    ("Seat of the Synod", "U"),
    ("Vault of Whispers", "B"),
    ("Great Furnace", "R"),
    ("Tree of Tales", "G"),
]
BRIDGES = [
    ("Razortide Bridge", "WU"),
    ("Mistvault Bridge", "UB"),
    ("Drossforge Bridge", "BR"),
    ("Slagwoods Bridge", "RG"),
    ("Thornglint Bridge", "GW"),
    ("Goldmire Bridge", "WB"),
    ("Silverbluff Bridge", "UR"),
    ("Darkmoss Bridge", "BG"),
    ("Rustvale Bridge", "RW"),
    ("Tanglepool Bridge", "GU"),
]
_TYPE = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


@pytest.mark.parametrize(("name", "colors"), DUALS)
def test_original_dual_untapped_with_both_types(scenario, name, colors):
    """CR 305.6-305.7: a dual has both basic land types: it enters untapped, taps for either
    colour, and a fetch land can find it."""
    s = scenario()
    assert not s.play_land(P0, s.hand(P0, name)).tapped
    made = _produces(scenario, name)
    assert made == set(colors)
    fetch = next(f for f, a, b in FETCHES if {a, b} == {_TYPE[c] for c in colors})
    s2 = scenario()
    f = s2.battlefield(P0, fetch)
    s2.library(P0, name)
    s2.activate(P0, f, 0)
    s2.resolve()
    assert s2.names(P0, Zone.BATTLEFIELD) == [name]


def _play_pathway(s, front, back_face):
    from deckstats.engine.actions import PlayLand

    card = s.hand(P0, front)
    s.act(P0, PlayLand(card.oid, back=back_face))
    return s.game.players[P0].battlefield[-1]


@pytest.mark.parametrize(("front", "back", "colors"), PATHWAYS)
def test_pathway_front_face(scenario, front, back, colors):
    """CR 712.12, 305.1: play the front face; it enters untapped and taps for its colour only."""
    s = scenario()
    land = _play_pathway(s, front, False)
    assert land.card.name == front and not land.tapped
    assert {c for c in "WUBRG" if _castable(s, PROBE[c])} == {colors[0]}


@pytest.mark.parametrize(("front", "back", "colors"), PATHWAYS)
def test_pathway_back_face(scenario, front, back, colors):
    """CR 712.12: a modal double-faced card may be played with its back face up."""
    s = scenario()
    land = _play_pathway(s, front, True)
    assert not land.tapped
    assert {c for c in "WUBRG" if _castable(s, PROBE[c])} == {colors[1]}


@pytest.mark.parametrize(("name", "colors"), TEMPLES)
def test_temple_enters_tapped_and_scries(scenario, name, colors):
    """CR 614.1d, 701.22: enters tapped; when it enters, scry 1; taps for both colours."""
    s = scenario()
    top, _ = s.library(P0, "Grizzly Bears", "Mountain")
    s.script(P0, ("scry", (top.oid,)))
    land = s.play_land(P0, s.hand(P0, name))
    s.resolve()
    assert land.tapped and s.game.players[P0].library[0].card.name == "Grizzly Bears"
    assert s.game.players[P0].library[-1].card.name == "Mountain"
    made = _produces(scenario, name)
    assert made == set(colors)


@pytest.mark.parametrize(("name", "colors"), GAINS)
def test_gain_land(scenario, name, colors):
    """CR 614.1d, 603.6a: enters tapped; when it enters, you gain 1 life; taps for both colours."""
    s = scenario()
    land = s.play_land(P0, s.hand(P0, name))
    s.resolve()
    assert land.tapped and s.game.players[P0].life == 21
    made = _produces(scenario, name)
    assert made == set(colors)


@pytest.mark.parametrize(("name", "colors"), KAROOS)
def test_karoo(scenario, name, colors):
    """CR 614.1d, 603.6a: enters tapped, returns a land you control, taps for two mana."""
    s = scenario()
    forest = s.lands(P0, "Forest")[0]
    s.lands(P1, "Mountain")
    karoo = s.play_land(P0, s.hand(P0, name))
    s.script(P0, ("targets", ((forest.oid,),)))
    s.resolve()
    assert karoo.tapped and s.names(P0, Zone.HAND) == ["Forest"]
    assert s.names(P1, Zone.BATTLEFIELD) == ["Mountain"]
    s2 = scenario()
    s2.battlefield(P0, name)
    s2.cast(
        P0,
        s2.hand(P0, creature("Probe 2", cost="{" + colors[0] + "}{" + colors[1] + "}", pt=(1, 1))),
    )
    s2.resolve()
    assert s2.names(P0, Zone.BATTLEFIELD)[-1] == "Probe 2"


@pytest.mark.parametrize(("name", "colors"), TRIS)
def test_tri_land(scenario, name, colors):
    """CR 614.1d: enters tapped; taps for any of its three colours."""
    s = scenario()
    assert s.play_land(P0, s.hand(P0, name)).tapped
    made = _produces(scenario, name)
    assert made == set(colors)


@pytest.mark.parametrize(("name", "color"), ARTIFACT_LANDS)
def test_artifact_land(scenario, name, color):
    """CR 205.2a: an artifact land is an artifact (Shatter can destroy it) and taps for its colour."""
    made = _produces(scenario, name)
    assert made == {color}
    s = scenario()
    land = s.battlefield(P1, name)
    s.lands(P0, "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, "Shatter"), [land])
    s.resolve()
    assert s.zone(land) is Zone.GRAVEYARD


@pytest.mark.parametrize(("name", "colors"), BRIDGES)
def test_bridge_indestructible_artifact_land(scenario, name, colors):
    """CR 702.12b, 614.1d: enters tapped; indestructible, so Shatter doesn't destroy it."""
    s = scenario()
    assert s.play_land(P0, s.hand(P0, name)).tapped
    s2 = scenario()
    land = s2.battlefield(P1, name)
    s2.lands(P0, "Mountain", "Mountain")
    s2.cast(P0, s2.hand(P0, "Shatter"), [land])
    s2.resolve()
    assert s2.zone(land) is Zone.BATTLEFIELD
    made = _produces(scenario, name)
    assert made == set(colors)


def test_darksteel_citadel(scenario):
    """CR 702.12b: Darksteel Citadel is an indestructible artifact land that taps for {C}."""
    _s, land = _cast_probe_with(scenario, "Darksteel Citadel", "C")
    assert land.tapped
    s2 = scenario()
    cit = s2.battlefield(P1, "Darksteel Citadel")
    s2.lands(P0, "Mountain", "Mountain")
    s2.cast(P0, s2.hand(P0, "Shatter"), [cit])
    s2.resolve()
    assert s2.zone(cit) is Zone.BATTLEFIELD


def test_mutavault_colorless_and_animates(scenario):
    """CR 106.1b: Mutavault taps for {C}. Issue 26 (compiled twins): its animation, ignored
    by the pool's card, is compiled: {1}: a 2/2 creature with all creature types
    (changeling, CR 702.73a) until end of turn, still a land (CR 305.7, 514.2)."""
    _s, land = _cast_probe_with(scenario, "Mutavault", "C")
    assert land.tapped
    assert get_card("Mutavault").unparsed == ()
    s = scenario()
    vault = s.battlefield(P0, "Mutavault")
    s.lands(P0, "Mountain")
    s.activate(P0, vault, 1)
    s.resolve()
    assert vault.info.is_creature and vault.info.is_land
    assert (s.game.power(vault), s.game.toughness(vault)) == (2, 2)
    assert s.game.keywords(vault) & int(Keyword.CHANGELING)
    s.cleanup()
    assert not vault.info.is_creature


def test_treetop_village_tapped_green_and_animates(scenario):
    """CR 614.1d: Treetop Village enters tapped and taps for {G}. Issue 26 (compiled twins):
    its animation is compiled: {1}{G}: a 3/3 green Ape creature with trample until end of
    turn, still a land (CR 305.7, 613.1d)."""
    s = scenario()
    assert s.play_land(P0, s.hand(P0, "Treetop Village")).tapped
    made = _produces(scenario, "Treetop Village")
    assert made == {"G"}
    assert get_card("Treetop Village").unparsed == ()
    s = scenario()
    village = s.battlefield(P0, "Treetop Village")
    s.lands(P0, "Forest", "Mountain")
    s.activate(P0, village, 1)
    s.resolve()
    assert village.info.is_creature and village.info.is_land
    assert (s.game.power(village), s.game.toughness(village)) == (3, 3)
    assert s.game.keywords(village) & int(Keyword.TRAMPLE)


def test_check_land_sees_land_type_of_a_shock_land(scenario):
    """CR 305.6-305.7: Glacial Fortress checks land types, so a Hallowed Fountain (Plains
    Island) lets it enter untapped."""
    s = scenario()
    s.script(P0, ("pay_life", False))
    s.lands(P0, "Hallowed Fountain")
    assert not s.play_land(P0, s.hand(P0, "Glacial Fortress")).tapped


def test_fast_land_counts_only_lands(scenario):
    """Inspiring Vantage counts other lands only: creatures and artifacts don't count."""
    s = scenario()
    s.lands(P0, "Mountain", "Plains")
    s.battlefield(P0, "Grizzly Bears")
    s.battlefield(P0, "Ornithopter")
    assert not s.play_land(P0, s.hand(P0, "Inspiring Vantage")).tapped


def test_one_land_per_turn_includes_nonbasics(scenario):
    """CR 305.2: a fetch land played counts as the land for the turn."""
    s = scenario()
    s.play_land(P0, s.hand(P0, "Wooded Foothills"))
    with pytest.raises(IllegalActionError):
        s.play_land(P0, s.hand(P0, "Stomping Ground"))


def test_mystic_sanctuary_island_with_its_condition_and_trigger(scenario):
    """CR 305.6: Mystic Sanctuary is an Island and taps for {U}; it enters tapped unless you
    control three other Islands, and its "enters untapped" trigger is compiled (issue 26)."""
    s, land = _cast_probe_with(scenario, "Mystic Sanctuary", "U")
    assert land.tapped and s.names(P0, Zone.BATTLEFIELD)[-1] == "Probe U"
    assert _produces(scenario, "Mystic Sanctuary") == {"U"}
    card = get_card("Mystic Sanctuary")
    assert card.subtypes == ("Island",) and card.unparsed == ()
    assert card.etb_tapped is not None and card.etb_tapped.unless_control_count == 3
    assert card.triggers[0].when.untapped
