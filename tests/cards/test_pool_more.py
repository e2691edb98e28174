"""Staples of issue 16 part 5 (deckstats/cards/pool/old_school.py and format_staples.py).

Facts for every card (it resolves, its cost, types, P/T and the modelled effect), the
ignored sentences of partial ones, the compiled twin where the Oracle compiler reads the
whole text, and a scenario test for each card whose effect the engine performs.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from scenario import P0, P1

from deckstats.cards import builtin_db
from deckstats.cards.model import CardDef, CardType, Color, Keyword
from deckstats.cards.pool import format_staples, old_school
from deckstats.cards.registry import get_card
from deckstats.cards.twins import compiled_twin
from deckstats.engine import Step, Zone, events
from deckstats.engine.actions import CastSpell

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards_data"))
from test_twins import BEHAVIOUR, _plain, twin_of

MODULES = (old_school, format_staples)
ALL = {
    c.name: c
    for m in MODULES
    for k, c in vars(m).items()
    if isinstance(c, CardDef) and not c.is_token and k.isupper()
}

# name: (mana cost, types, (power, toughness) or None, partial?)
FACTS = {
    "Orcish Bowmasters": ("{1}{B}", CardType.CREATURE, (1, 1), False),
    "Snuff Out": ("{3}{B}", CardType.INSTANT, None, False),
    "Stifle": ("{U}", CardType.INSTANT, None, False),
    "Price of Progress": ("{1}{R}", CardType.INSTANT, None, False),
    "Fury": ("{3}{R}{R}", CardType.CREATURE, (3, 3), False),
    "Solitude": ("{3}{W}{W}", CardType.CREATURE, (3, 2), False),
    "Brazen Borrower": ("{1}{U}{U}", CardType.CREATURE, (3, 1), True),
    "Spell Snare": ("{U}", CardType.INSTANT, None, False),
    "Mishra's Bauble": ("{0}", CardType.ARTIFACT, None, False),
    "Ancient Stirrings": ("{G}", CardType.SORCERY, None, False),
    "Primeval Titan": ("{4}{G}{G}", CardType.CREATURE, (6, 6), False),
    "Amulet of Vigor": ("{1}", CardType.ARTIFACT, None, False),
    "Dryad Arbor": (None, CardType.LAND | CardType.CREATURE, (1, 1), False),
    "Bloodtithe Harvester": ("{B}{R}", CardType.CREATURE, (3, 2), False),
    "Fable of the Mirror-Breaker": ("{2}{R}", CardType.ENCHANTMENT, None, False),
    "Teferi, Time Raveler": ("{1}{W}{U}", CardType.PLANESWALKER, None, False),
    "Uro, Titan of Nature's Wrath": ("{1}{G}{U}", CardType.CREATURE, (6, 6), False),
    "Atarka's Command": ("{R}{G}", CardType.INSTANT, None, False),
    "Play with Fire": ("{R}", CardType.INSTANT, None, False),
    "Kumano Faces Kakkazan": ("{R}", CardType.ENCHANTMENT, None, True),
    "Heartfire Hero": ("{R}", CardType.CREATURE, (1, 1), False),
    "Emberheart Challenger": ("{1}{R}", CardType.CREATURE, (2, 2), False),
    "Hired Claw": ("{R}", CardType.CREATURE, (1, 2), False),
    "Slickshot Show-Off": ("{1}{R}", CardType.CREATURE, (1, 2), False),  # plot (round 43)
    "Monstrous Rage": ("{R}", CardType.INSTANT, None, False),  # its Role compiles (r37)
    "Sheoldred, the Apocalypse": ("{2}{B}{B}", CardType.CREATURE, (4, 5), False),
    "Cut Down": ("{B}", CardType.INSTANT, None, False),
    "Gix's Command": ("{3}{B}{B}", CardType.SORCERY, None, True),
    "Bitter Triumph": ("{1}{B}", CardType.INSTANT, None, False),
    "Moon-Circuit Hacker": ("{1}{U}", CardType.CREATURE, (2, 1), False),  # full (round 40)
    "Remand": ("{1}{U}", CardType.INSTANT, None, False),
    "Memory Lapse": ("{1}{U}", CardType.INSTANT, None, False),
    "Pteramander": ("{U}", CardType.CREATURE, (1, 1), True),
    "Ash Barrens": (None, CardType.LAND, None, False),
    "Glint Hawk": ("{W}", CardType.CREATURE, (2, 2), False),
    "Guardian of the Guildpact": ("{3}{W}", CardType.CREATURE, (2, 3), False),
    "Journey to Nowhere": ("{1}{W}", CardType.ENCHANTMENT, None, False),
    "Prismatic Strands": ("{2}{W}", CardType.INSTANT, None, True),
    "Battle Screech": ("{2}{W}{W}", CardType.SORCERY, None, False),
    "Lightning Greaves": ("{2}", CardType.ARTIFACT, None, True),
    "Grapeshot": ("{1}{R}", CardType.SORCERY, None, False),
    "Reckless Charge": ("{R}", CardType.SORCERY, None, False),
    "Rally the Peasants": ("{2}{W}", CardType.INSTANT, None, False),
    "Sylvan Library": ("{1}{G}", CardType.ENCHANTMENT, None, True),
    "Nimble Mongoose": ("{G}", CardType.CREATURE, (1, 1), False),
    "Sinkhole": ("{B}{B}", CardType.SORCERY, None, False),
    "Juzam Djinn": ("{2}{B}{B}", CardType.CREATURE, (5, 5), False),
    "Serendib Efreet": ("{2}{U}", CardType.CREATURE, (3, 4), False),
    "Erhnam Djinn": ("{3}{G}", CardType.CREATURE, (4, 5), False),
    "Sengir Vampire": ("{3}{B}{B}", CardType.CREATURE, (4, 4), False),
    "Black Knight": ("{B}{B}", CardType.CREATURE, (2, 2), False),
    "White Knight": ("{W}{W}", CardType.CREATURE, (2, 2), False),
    "Armageddon": ("{3}{W}", CardType.SORCERY, None, False),
    "Balance": ("{1}{W}", CardType.SORCERY, None, True),
    "Strip Mine": (None, CardType.LAND, None, False),
    "Mishra's Factory": (None, CardType.LAND, None, False),
    "Library of Alexandria": (None, CardType.LAND, None, False),
    "Black Lotus": ("{0}", CardType.ARTIFACT, None, False),
    "Ancestral Recall": ("{U}", CardType.INSTANT, None, False),
    "Time Walk": ("{1}{U}", CardType.SORCERY, None, False),
    "Mox Sapphire": ("{0}", CardType.ARTIFACT, None, False),
    "Mox Jet": ("{0}", CardType.ARTIFACT, None, False),
    "Mox Ruby": ("{0}", CardType.ARTIFACT, None, False),
    "Mox Pearl": ("{0}", CardType.ARTIFACT, None, False),
    "Mox Emerald": ("{0}", CardType.ARTIFACT, None, False),
    "Demonic Tutor": ("{1}{B}", CardType.SORCERY, None, False),
    "Psionic Blast": ("{2}{U}", CardType.INSTANT, None, False),
    "Goblin Cadets": ("{R}", CardType.CREATURE, (2, 1), False),  # full since round 40
    "Ironclaw Orcs": ("{1}{R}", CardType.CREATURE, (2, 2), False),
    "Fireslinger": ("{1}{R}", CardType.CREATURE, (1, 1), False),
}

# The compiler reads these texts whole and builds the same definition (CR 113.3: the
# Oracle text defines the abilities).
TWINS = [
    "Mox Pearl",
    "Mox Sapphire",
    "Mox Jet",
    "Mox Ruby",
    "Mox Emerald",
    "Black Lotus",
    "Ancestral Recall",
    "Demonic Tutor",
    "Strip Mine",
    "Serendib Efreet",
    "Juzam Djinn",
    "Sinkhole",
    "Rally the Peasants",
    "Reckless Charge",
    "Ash Barrens",
]


def test_every_new_card_is_listed():
    assert set(ALL) == set(FACTS)


@pytest.mark.parametrize("name", sorted(FACTS))
def test_card_facts(name):
    """CR 202.1, 208.1, 300.1: mana cost, card types and printed power/toughness."""
    cost, types, pt, partial = FACTS[name]
    card = builtin_db().resolve(name)
    assert card is compiled_twin(ALL[name]) and card.source == "builtin"
    assert (card.cost.text if card.cost else None) == cost
    assert card.types == types
    assert ((card.power, card.toughness) if pt else None) == pt
    assert bool(card.unparsed) == partial, card.unparsed
    assert card.text.strip()
    for sentence in card.unparsed:
        assert sentence.strip()
    if card.is_land:
        assert card.cost is None


@pytest.mark.parametrize("name", TWINS)
def test_compiled_twin_equals_builtin(name):
    builtin = ALL[name]
    compiled = twin_of(builtin)
    assert not compiled.unparsed
    for field in BEHAVIOUR:
        assert _plain(getattr(compiled, field)) == _plain(getattr(builtin, field)), field


def test_colours_and_faces():
    assert get_card("Dryad Arbor").colors == Color.G  # colour indicator
    assert get_card("Dryad Arbor").produces == Color.G
    assert get_card("Teferi, Time Raveler").loyalty == 4
    assert get_card("Bloodtithe Harvester").colors == Color.B | Color.R
    assert get_card("Mox Jet").colors == Color(0)
    assert [f.name for f in get_card("Brazen Borrower").faces] == ["Petty Theft"]
    assert [f.name for f in get_card("Fable of the Mirror-Breaker").faces] == [
        "Reflection of Kiki-Jiki"
    ]
    assert [f.name for f in get_card("Kumano Faces Kakkazan").faces] == ["Etching of Kumano"]


# -- helpers -------------------------------------------------------------------------------


def _life(s, pid):
    return s.game.players[pid].life


def _step_triggers(s, step):
    g = s.game
    g.enter_step(step)
    events.on_step(g, step)
    s.resolve()


def _tokens(s, pid):
    return sorted(o.card.name for o in s.game.players[pid].battlefield if o.is_token)


def _attack(s, *attackers):
    s.script(P0, ("attackers", tuple(a.oid for a in attackers)))
    s.combat()


# -- Old School ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mox", "spell", "lands"),
    [
        ("Mox Ruby", "Lightning Bolt", ()),
        ("Mox Jet", "Duress", ()),
        ("Mox Pearl", "Swords to Plowshares", ()),
        ("Mox Emerald", "Giant Growth", ()),
        ("Mox Sapphire", "Counterspell", ("Island",)),
    ],
)
def test_moxen_pay_for_a_spell(scenario, mox, spell, lands):
    """CR 605.1a, 106.1: "{T}: Add {C}" of the Mox's colour pays a coloured cost."""
    s = scenario()
    bear = s.battlefield(P1, "Grizzly Bears")
    s.battlefield(P0, mox)
    s.lands(P0, *lands)
    if spell == "Counterspell":
        s.lands(P1, "Mountain")
        s.cast(P1, s.hand(P1, "Lightning Bolt"), [P0])
        s.cast(P0, s.hand(P0, spell), [s.game.stack[-1].obj])
    elif spell in ("Lightning Bolt", "Duress"):
        s.cast(P0, s.hand(P0, spell), [P1])
    else:
        s.cast(P0, s.hand(P0, spell), [bear])
    assert s.game.players[P0].battlefield[0].tapped


def test_black_lotus_three_mana_of_one_colour(scenario):
    """CR 605.1a, 106.1: sacrifice Black Lotus for three mana of one colour: Serra Angel."""
    s = scenario()
    lotus = s.battlefield(P0, "Black Lotus")
    s.lands(P0, "Plains", "Plains")
    s.activate(P0, lotus, 0)
    assert s.names(P0, Zone.GRAVEYARD) == ["Black Lotus"]
    s.cast(P0, s.hand(P0, "Serra Angel"))
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["Black Lotus"]
    assert "Serra Angel" in s.names(P0, Zone.BATTLEFIELD)


def test_ancestral_recall_target_player_draws_three(scenario):
    """CR 121.1, 115.1: target player draws three cards."""
    s = scenario()
    s.lands(P0, "Island")
    s.library(P0, "Mountain", "Forest", "Plains", "Island")
    s.cast(P0, s.hand(P0, "Ancestral Recall"), [P0])
    s.resolve()
    assert sorted(s.names(P0, Zone.HAND)) == ["Forest", "Mountain", "Plains"]


def test_time_walk_gives_an_extra_turn(scenario):
    """CR 500.7: after Time Walk resolves, its caster takes the next turn too."""
    from deckstats.engine.turn import pass_turn

    s = scenario()
    s.lands(P0, "Island", "Island")
    s.cast(P0, s.hand(P0, "Time Walk"))
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["Time Walk"]
    assert get_card("Time Walk").unparsed == ()
    assert s.game.players[P0].extra_turns == 1
    pass_turn(s.game)
    assert s.game.active == P0 and s.game.players[P0].extra_turns == 0
    pass_turn(s.game)
    assert s.game.active == P1


def test_demonic_tutor_searches_any_card(scenario):
    """CR 701.23: search your library for a card and put it into your hand."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    s.library(P0, "Black Lotus")
    s.script(P0, ("search", lambda v, d: tuple(d.options)))
    s.cast(P0, s.hand(P0, "Demonic Tutor"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Black Lotus"]


@pytest.mark.parametrize("name", ["Sinkhole", "Strip Mine"])
def test_land_destruction(scenario, name):
    """CR 701.8: destroy target land (Strip Mine: {T}, sacrifice it; CR 602.2)."""
    s = scenario()
    land = s.battlefield(P1, "Forest")
    if name == "Sinkhole":
        s.lands(P0, "Swamp", "Swamp")
        s.cast(P0, s.hand(P0, name), [land])
    else:
        mine = s.battlefield(P0, name)
        s.activate(P0, mine, 1, [land])
    s.resolve()
    assert s.zone(land) is Zone.GRAVEYARD
    if name == "Strip Mine":
        assert s.names(P0, Zone.GRAVEYARD) == ["Strip Mine"]


@pytest.mark.parametrize("name", ["Juzam Djinn", "Serendib Efreet"])
def test_upkeep_damage_to_you(scenario, name):
    """CR 503.1, 603.2: at the beginning of your upkeep it deals 1 damage to you."""
    s = scenario()
    s.battlefield(P0, name)
    _step_triggers(s, Step.UPKEEP)
    assert _life(s, P0) == 19


def test_psionic_blast_four_to_target_two_to_you(scenario):
    """CR 120.3: 4 damage to any target and 2 damage to you."""
    s = scenario()
    s.lands(P0, "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, "Psionic Blast"), [P1])
    s.resolve()
    assert (_life(s, P0), _life(s, P1)) == (18, 16)


def test_fireslinger_pings_both(scenario):
    """CR 602.2, 302.6: {T}: 1 damage to any target and 1 damage to you."""
    s = scenario()
    slinger = s.battlefield(P0, "Fireslinger")
    s.activate(P0, slinger, 0, [P1])
    s.resolve()
    assert (_life(s, P0), _life(s, P1)) == (19, 19)


def test_sylvan_library_draws_two_and_puts_two_back(scenario):
    """CR 503.1, 121.1: may draw two more in the draw step, then put two back (no life paid)."""
    s = scenario()
    s.battlefield(P0, "Sylvan Library")
    s.library(P0, "Mountain", "Forest", "Island")
    bolt = s.hand(P0, "Lightning Bolt")
    s.script(
        P0,
        ("may", True),
        ("put_back", lambda v, d: (bolt.oid, next(o for o in d.options if o != bolt.oid))),
    )
    _step_triggers(s, Step.DRAW)
    assert len(s.names(P0, Zone.HAND)) == 1
    assert len(s.game.players[P0].library) == 3 and _life(s, P0) == 20


@pytest.mark.parametrize(
    ("name", "kw"),
    [
        ("White Knight", Keyword.FIRST_STRIKE | Keyword.PROTECTION),
        ("Black Knight", Keyword.FIRST_STRIKE | Keyword.PROTECTION),
        ("Serendib Efreet", Keyword.FLYING),
        ("Sengir Vampire", Keyword.FLYING),
    ],
)
def test_keyword_creatures(scenario, name, kw):
    """CR 702.7 first strike, 702.9 flying: printed keywords on the battlefield."""
    s = scenario()
    obj = s.battlefield(P0, name)
    assert s.game.keywords(obj) & int(kw) == int(kw)


@pytest.mark.parametrize("name", ["Mishra's Factory", "Library of Alexandria", "Strip Mine"])
def test_colourless_lands(name):
    """CR 106.1b, 605.1a: these lands tap for {C}; the rest of their text is listed if ignored."""
    card = get_card(name)
    assert card.produces_colorless and card.abilities[0].is_mana_ability


# -- white ---------------------------------------------------------------------------------


def test_solitude_exiles_and_gives_life(scenario):
    """CR 603.2, 608.2h: on entering exile a creature; its controller gains life = its power."""
    s = scenario()
    s.lands(P0, *["Plains"] * 5)
    giant = s.battlefield(P1, "Hill Giant")
    s.cast(P0, s.hand(P0, "Solitude"))
    s.resolve()
    assert s.zone(giant) is Zone.EXILE and _life(s, P1) == 23
    card = get_card("Solitude")
    assert card.keywords & Keyword.FLASH and card.keywords & Keyword.LIFELINK
    assert card.costs[0].keyword == "evoke" and card.costs[0].exile_color == Color.W


def test_journey_to_nowhere_exiles_until_it_leaves(scenario):
    """CR 603.2, 406.2: when it enters, exile target creature. Issue 26 (compiled twins):
    the return, ignored by the pool's card, is compiled (CR 610.3, 603.6c): when Journey to
    Nowhere leaves the battlefield the exiled card returns under its owner's control."""
    assert get_card("Journey to Nowhere").unparsed == ()
    s = scenario()
    s.lands(P0, "Plains", "Plains")
    giant = s.battlefield(P1, "Hill Giant")
    s.cast(P0, s.hand(P0, "Journey to Nowhere"))
    s.resolve()
    assert s.zone(giant) is Zone.EXILE
    journey = s.game.players[P0].battlefield[-1]
    assert journey.card.name == "Journey to Nowhere"
    s.game.active = P1
    s.lands(P1, "Forest", "Forest")
    s.cast(P1, s.hand(P1, "Naturalize"), [journey])
    s.resolve()
    assert s.zone(journey) is Zone.GRAVEYARD
    assert s.names(P1, Zone.BATTLEFIELD)[-1] == "Hill Giant" and s.names(P1, Zone.EXILE) == []


def test_battle_screech_two_birds(scenario):
    """CR 111.1: create two 1/1 white Bird tokens with flying (its flashback is ignored)."""
    s = scenario()
    s.lands(P0, *["Plains"] * 4)
    s.cast(P0, s.hand(P0, "Battle Screech"))
    s.resolve()
    assert _tokens(s, P0) == ["Bird", "Bird"]


def test_rally_the_peasants_and_flashback(scenario):
    """CR 611.2, 702.34a: creatures you control get +2/+0; flashback {2}{R} from the graveyard."""
    s = scenario()
    bear = s.battlefield(P0, "Grizzly Bears")
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, "Rally the Peasants"))
    s.resolve()
    assert s.game.power(bear) == 4
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    rally = s.game.players[P0].graveyard[-1]
    s.act(P0, CastSpell(rally.oid, alt=1))
    s.resolve()
    assert s.game.power(bear) == 6 and s.names(P0, Zone.EXILE) == ["Rally the Peasants"]


# -- blue ----------------------------------------------------------------------------------


def test_petty_theft_bounces_then_borrower_from_exile(scenario):
    """CR 715.3, 715.4: cast Petty Theft; the card goes to exile, the permanent to hand."""
    s = scenario()
    s.lands(P0, "Island", "Island")
    giant = s.battlefield(P1, "Hill Giant")
    s.cast(P0, s.hand(P0, "Brazen Borrower"), [giant], face=1)
    s.resolve()
    assert s.zone(giant) is Zone.HAND
    assert s.names(P0, Zone.EXILE) == ["Brazen Borrower"]


@pytest.mark.parametrize(("name", "drawn"), [("Remand", 1), ("Memory Lapse", 0)])
def test_remand_and_memory_lapse_counter(scenario, name, drawn):
    """CR 701.6a: counter target spell. Issue 26 (compiled twins): where it goes instead,
    ignored by the pool's cards, is compiled (CR 614.1a, 608.2c): Remand puts it into its
    owner's hand and draws a card, Memory Lapse puts it on top of its owner's library."""
    assert get_card(name).unparsed == ()
    s = scenario()
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), [P0])
    s.lands(P0, "Island", "Island")
    s.library(P0, "Island")
    s.library(P1, "Forest")
    s.cast(P0, s.hand(P0, name), [s.game.stack[-1].obj])
    s.resolve()
    assert _life(s, P0) == 20 and len(s.names(P0, Zone.HAND)) == drawn
    assert s.names(P1, Zone.GRAVEYARD) == []
    if name == "Remand":
        assert s.names(P1, Zone.HAND) == ["Lightning Bolt"]
    else:  # the top of a library is the end of its list
        assert s.names(P1, Zone.LIBRARY)[-1] == "Lightning Bolt" and s.names(P1, Zone.HAND) == []


def test_moon_circuit_hacker_loots_on_combat_damage(scenario):
    """CR 510.3a, 603.5: on combat damage you may draw, then discard (ninjutsu ignored)."""
    s = scenario(step=Step.BEGINNING_OF_COMBAT)
    hacker = s.battlefield(P0, "Moon-Circuit Hacker")
    s.library(P0, "Island")
    s.hand(P0, "Mountain")
    s.script(P0, ("may", True))
    _attack(s, hacker)
    s.resolve()
    assert _life(s, P1) == 18
    assert len(s.names(P0, Zone.HAND)) == 1 and len(s.names(P0, Zone.GRAVEYARD)) == 1


def test_teferi_minus_three_bounces_and_draws(scenario):
    """CR 606.3: a loyalty ability at sorcery speed: -3 bounces up to one permanent, draw."""
    s = scenario()
    teferi = s.battlefield(P0, "Teferi, Time Raveler")
    giant = s.battlefield(P1, "Hill Giant")
    s.library(P0, "Island")
    s.activate(P0, teferi, 1, [giant])
    s.resolve()
    assert s.zone(giant) is Zone.HAND and s.names(P0, Zone.HAND) == ["Island"]
    assert teferi.counter("loyalty") == 1


# -- black ---------------------------------------------------------------------------------


def test_snuff_out_nonblack_only_and_life_cost(scenario):
    """CR 701.8, 118.9: destroy target nonblack creature; 4 life is its alternative cost."""
    s = scenario()
    s.lands(P0, *["Swamp"] * 4)
    bear = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Snuff Out"), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert get_card("Snuff Out").costs[0].life == 4


def test_bitter_triumph_pays_its_additional_cost(scenario):
    """CR 601.2b, 601.2h, 119.4: "As an additional cost to cast this spell, discard a card
    or pay 3 life." The pool's card did not simulate it and was withheld (issue 26: a
    partial card never cheats); its compiled twin pays it, and without a card to discard
    or 3 life to pay it is not offered."""
    card = get_card("Bitter Triumph")
    assert card.withheld == () and card.castable and card.unparsed == ()
    s = scenario(life=(2, 20))
    s.lands(P0, "Swamp", "Swamp")
    giant = s.battlefield(P1, "Hill Giant")
    triumph = s.hand(P0, "Bitter Triumph")
    assert not any(getattr(a, "oid", None) == triumph.oid for a in s.legal(P0))
    s.game.players[P0].life = 20
    s.cast(P0, triumph, [giant])
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD and _life(s, P0) == 17


def test_gixs_command_counters_and_edict(scenario):
    """CR 700.2, 122.1, 701.17: choose two: two +1/+1 counters and each opponent sacrifices."""
    s = scenario()
    s.lands(P0, *["Swamp"] * 5)
    bear = s.battlefield(P0, "Grizzly Bears")
    giant = s.battlefield(P1, "Hill Giant")
    s.cast(P0, s.hand(P0, "Gix's Command"), [bear], modes=(0, 3))
    s.resolve()
    assert s.game.power(bear) == 4 and s.zone(giant) is Zone.GRAVEYARD


def test_orcish_bowmasters_pings_on_entering(scenario):
    """CR 702.8 flash, 603.2: when it enters it deals 1 damage to any target. Issue 26
    (compiled twins): "Then amass Orcs 1." (CR 701.47a: a 0/0 Orc Army token with a +1/+1
    counter) and the trigger on an opponent's draw outside their draw step, ignored by the
    pool's card, are compiled."""
    assert get_card("Orcish Bowmasters").unparsed == ()
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    s.script(P0, ("targets", lambda v, d: next(o for o in d.options if o == ((P1,),))))
    s.cast(P0, s.hand(P0, "Orcish Bowmasters"))
    s.resolve()
    assert _life(s, P1) == 19
    army = s.game.players[P0].battlefield[-1]
    assert army.is_token and army.card.name == "Orc Army" and army.counters == {"+1/+1": 1}
    s.library(P1, "Forest")
    s.script(P0, ("targets", lambda v, d: next(o for o in d.options if o == ((P1,),))))
    s.game.draw(P1)  # a draw in P0's main phase: not the first of P1's draw step
    s.resolve()
    assert _life(s, P1) == 18 and army.counters == {"+1/+1": 2}


# -- red -----------------------------------------------------------------------------------


def test_fury_divides_four_damage(scenario):
    """CR 601.2d, 603.2: 4 damage divided among creatures as it enters; double strike."""
    s = scenario()
    s.lands(P0, *["Mountain"] * 5)
    elf = s.battlefield(P1, "Llanowar Elves")
    giant = s.battlefield(P1, "Hill Giant")
    s.script(
        P0,
        (
            "targets",
            lambda v, d: next(
                o
                for o in d.options
                if sorted(o[0]) == sorted((elf.oid, giant.oid, giant.oid, giant.oid))
            ),
        ),
    )
    s.cast(P0, s.hand(P0, "Fury"))
    s.resolve()
    assert s.zone(elf) is Zone.GRAVEYARD and s.zone(giant) is Zone.GRAVEYARD
    assert get_card("Fury").keywords & Keyword.DOUBLE_STRIKE


@pytest.mark.parametrize(
    ("name", "amount", "partial"), [("Play with Fire", 2, False), ("Grapeshot", 1, False)]
)
def test_burn(scenario, name, amount, partial):
    """CR 120.3a: damage to any target (Play with Fire's scry is simulated since round 38;
    storm, CR 702.40a, is simulated: the first spell of a turn has no copies)."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, name), [P1])
    s.resolve()
    assert _life(s, P1) == 20 - amount
    assert bool(get_card(name).unparsed) is partial


def test_reckless_charge_pump_haste_and_flashback(scenario):
    """CR 611.2, 702.34a: +3/+0 and haste; flashback {2}{R}."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    bear = s.battlefield(P0, "Grizzly Bears", sick=True)
    s.cast(P0, s.hand(P0, "Reckless Charge"), [bear])
    s.resolve()
    assert s.game.power(bear) == 5 and s.game.keywords(bear) & int(Keyword.HASTE)
    charge = s.game.players[P0].graveyard[-1]
    s.act(P0, CastSpell(charge.oid, (((bear.oid,),)), alt=1))
    s.resolve()
    assert s.game.power(bear) == 8


def test_monstrous_rage_plus_two(scenario):
    """CR 611.2: target creature gets +2/+0; CR 303.7: and a Monster Role (+1/+1, trample)."""
    s = scenario()
    s.lands(P0, "Mountain")
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Monstrous Rage"), [bear])
    s.resolve()
    assert s.game.power(bear) == 5


def test_hired_claw_attack_trigger(scenario):
    """CR 508.1, 603.2: when it attacks it deals 1 damage to target opponent."""
    s = scenario(step=Step.BEGINNING_OF_COMBAT)
    claw = s.battlefield(P0, "Hired Claw")
    _attack(s, claw)
    s.resolve()
    assert _life(s, P1) == 18


def test_slickshot_show_off_noncreature_pump(scenario):
    """CR 603.2, 611.2: whenever you cast a noncreature spell it gets +2/+0."""
    s = scenario()
    bird = s.battlefield(P0, "Slickshot Show-Off")
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    s.resolve()
    assert s.game.power(bird) == 3
    assert s.game.keywords(bird) & int(Keyword.FLYING | Keyword.HASTE)


def test_emberheart_challenger_haste_prowess(scenario):
    """CR 702.108 prowess: +1/+1 when you cast a noncreature spell."""
    s = scenario()
    mouse = s.battlefield(P0, "Emberheart Challenger")
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    s.resolve()
    assert s.game.power(mouse) == 3


def test_kumano_chapter_one(scenario):
    """CR 714.3, 714.2: chapter I triggers as the Saga enters: 1 damage to each opponent."""
    s = scenario()
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Kumano Faces Kakkazan"))
    s.resolve()
    assert _life(s, P1) == 19


# -- green and gold ------------------------------------------------------------------------


def test_ancient_stirrings_takes_a_colourless_card(scenario):
    """CR 401.4: look at five, you may take a colourless card, the rest to the bottom."""
    s = scenario()
    s.lands(P0, "Forest")
    cards = s.library(P0, "Lightning Bolt", "Sol Ring", "Giant Growth", "Shock", "Duress")
    s.script(P0, ("dig", (cards[1].oid,)))
    s.cast(P0, s.hand(P0, "Ancient Stirrings"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Sol Ring"]


def test_primeval_titan_fetches_two_lands_tapped(scenario):
    """CR 701.23, 603.2: when it enters you may search for two lands, onto the battlefield tapped."""
    s = scenario()
    s.lands(P0, *["Forest"] * 6)
    s.library(P0, "Strip Mine", "Mishra's Factory", "Island")
    s.script(P0, ("may", True), ("search", lambda v, d: tuple(d.options[:2])))
    s.cast(P0, s.hand(P0, "Primeval Titan"))
    s.resolve()
    new = [o for o in s.game.players[P0].battlefield if o.card.name != "Forest"]
    lands = [o for o in new if o.info.is_land]
    assert len(lands) == 2 and all(o.tapped for o in lands)


def test_dryad_arbor_is_a_land_creature(scenario):
    """CR 305.9, 302.6: played as a land; a 1/1 creature that taps for {G}."""
    s = scenario()
    arbor = s.play_land(P0, s.hand(P0, "Dryad Arbor"))
    assert arbor.card.name == "Dryad Arbor" and arbor.info.is_land
    assert (s.game.power(arbor), s.game.toughness(arbor)) == (1, 1)


def test_bloodtithe_harvester_makes_blood(scenario):
    """CR 111.1: when it enters, create a Blood token."""
    s = scenario()
    s.lands(P0, "Swamp", "Mountain")
    s.cast(P0, s.hand(P0, "Bloodtithe Harvester"))
    s.resolve()
    assert _tokens(s, P0) == ["Blood"]


def test_fable_chapter_one_goblin_makes_treasure(scenario):
    """CR 714.3, 111.1: chapter I makes a Goblin Shaman whose attacks make Treasure."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, "Fable of the Mirror-Breaker"))
    s.resolve()
    assert _tokens(s, P0) == ["Goblin Shaman"]
    goblin = next(o for o in s.game.players[P0].battlefield if o.is_token)
    goblin.since = 0
    s.game.step = Step.BEGINNING_OF_COMBAT
    _attack(s, goblin)
    s.resolve()
    assert _tokens(s, P0) == ["Goblin Shaman", "Treasure"]


def test_uro_sacrificed_but_gains_and_draws(scenario):
    """CR 603.2, 701.17: cast from hand Uro is sacrificed; you gain 3 life and draw a card,
    then you may put a land card from your hand onto the battlefield (CR 305.4; declined)."""
    s = scenario()
    s.lands(P0, "Forest", "Island", "Island")
    s.library(P0, "Island")
    s.script(P0, ("may", False))
    s.cast(P0, s.hand(P0, "Uro, Titan of Nature's Wrath"))
    s.resolve()
    assert _life(s, P0) == 23 and s.names(P0, Zone.HAND) == ["Island"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Uro, Titan of Nature's Wrath"]


def test_uro_escapes_and_stays(scenario):
    """Issue 26 (compiled twins): Uro's escape, ignored by the pool's card, is compiled.
    Escape (CR 702.138a) from the graveyard: {G}{G}{U}{U} and five other cards from it
    exiled; CR 702.138c: "unless it escaped", so it stays; it gains 3, draws, and puts the drawn
    land onto the battlefield (accepted). With four other cards it can't escape."""
    assert get_card("Uro, Titan of Nature's Wrath").unparsed == ()
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Island", "Island")
    uro = s.graveyard(P0, "Uro, Titan of Nature's Wrath")
    for name in ("Lightning Bolt", "Giant Growth", "Counterspell", "Grizzly Bears"):
        s.graveyard(P0, name)
    assert not any(getattr(a, "oid", None) == uro.oid for a in s.legal(P0))
    s.graveyard(P0, "Hill Giant")
    s.library(P0, "Island")
    s.script(P0, ("may", True))
    s.act(P0, next(a for a in s.legal(P0) if getattr(a, "oid", None) == uro.oid))
    s.resolve()
    assert s.zone(uro) is Zone.BATTLEFIELD and _life(s, P0) == 23
    assert len(s.names(P0, Zone.EXILE)) == 5 and s.names(P0, Zone.GRAVEYARD) == []
    assert s.names(P0, Zone.BATTLEFIELD)[-1] == "Island" and s.names(P0, Zone.HAND) == []


def test_atarkas_command_burn_and_pump(scenario):
    """CR 700.2: choose two: 3 damage to each opponent and +1/+1 and reach."""
    s = scenario()
    s.lands(P0, "Mountain", "Forest")
    bear = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, "Atarka's Command"), modes=(1, 3))
    s.resolve()
    assert _life(s, P1) == 17 and s.game.power(bear) == 3
    assert s.game.keywords(bear) & int(Keyword.REACH)


def test_lightning_greaves_equip_zero(scenario):
    """CR 702.6, 301.5: equip {0}: the creature has haste and shroud."""
    s = scenario()
    greaves = s.battlefield(P0, "Lightning Greaves")
    bear = s.battlefield(P0, "Grizzly Bears", sick=True)
    s.activate(P0, greaves, 0, [bear])
    s.resolve()
    assert s.game.keywords(bear) & int(Keyword.HASTE | Keyword.SHROUD) == int(
        Keyword.HASTE | Keyword.SHROUD
    )


def test_built_in_library_of_alexandria_is_full_and_restricted():
    """CR 602.5b: the built-in Library draws only with exactly seven cards in hand (the
    compiled text's restriction), so it is fully simulated, not withheld."""
    from deckstats.cards.cost_extra import CostExtra
    from deckstats.cards.effects import DrawCards

    card = get_card("Library of Alexandria")
    assert card.unparsed == () and card.coverage == "full"
    draw = card.abilities[-1]
    assert draw.cost.tap and draw.cost.extra == CostExtra(hand_exactly=7)
    assert draw.effect == (DrawCards(1),)
