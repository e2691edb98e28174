"""The partial cards of the real tournament decks, round 36 (issue 26, brief r36_fid).

Each family: a real card compiled from its real Oracle text (the compiled value) and an
engine scenario citing its rule.

- Thriving lands: a colour chosen as the land enters (CR 607.2d, 614.12) and the mana
  ability "{T}: Add {W} or one mana of the chosen color." (CR 106.1).
- Connive (CR 701.50, not in the seeds' digest): Ledger Shredder, Raffine's Informant.
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards.costs import Kicker
from deckstats.cards.effects import (
    AddOneOf,
    BottomThenDraw,
    Bounce,
    CastLockThisTurn,
    CoinFlipDamage,
    Condition,
    Connive,
    CounterIfCounters,
    DrawCards,
    IfTargetManaValue,
    PumpPerCount,
    PutCounters,
    ReorderTopOf,
    RevealTopToHand,
    Scry,
    ShuffleIntoLibrary,
)
from deckstats.cards.model import CardType, Color, Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.presence import Count
from deckstats.cards.targets import (
    TARGET_CREATURE,
    TARGET_CREATURE_YOU_CONTROL,
    TARGET_PLAYER,
    Filter,
    Ref,
)
from deckstats.cards.triggers import CastSpell, Dies, LeavesGraveyard, PutIntoGraveyard
from deckstats.engine import Zone, casting
from deckstats.engine.actions import CastSpell as CastSpellAction
from deckstats.engine.decisions import ATTACKERS, BOTTOM, COLOR, DISCARD, ORDER, SCRY, TARGETS
from deckstats.engine.types import Step

THRIVING_ISLE = (
    "Thriving Isle enters tapped. As it enters, choose a color other than blue.\n"
    "{T}: Add {U} or one mana of the chosen color."
)


def thriving_isle():
    return compile_text("Thriving Isle", "", "Land", THRIVING_ISLE)


def test_thriving_isle_compiles_to_a_colour_choice_and_its_mana_ability():
    card = thriving_isle()
    assert card.unparsed == () and card.withheld == ()
    assert card.etb_tapped is not None  # CR 614.1c: enters tapped
    assert card.chooses_color == "U"  # "other than blue"
    (ability,) = card.abilities
    assert ability.effect == (AddOneOf("U", chosen=True),)
    assert card.produces == Color.U  # before the choice: the fixed colour only


def test_thriving_isle_taps_for_blue_or_the_colour_chosen_as_it_entered(scenario):
    """CR 607.2d: the colour is chosen as it enters (never blue); CR 106.1: its mana
    ability then makes blue or that colour, and nothing else."""
    s = scenario()
    s.script(P0, (COLOR, "R"))
    isle = s.play_land(P0, s.hand(P0, thriving_isle()))
    assert isle is not None and isle.tapped  # CR 614.1c
    asked = [a for a in s.agents[P0].asked if a[0] == COLOR]
    assert asked == [(COLOR, "R")]
    (ability,) = isle.card.abilities
    assert ability.effect == (AddOneOf("UR"),)
    assert isle.card.produces == Color.U | Color.R
    # The options never include the excluded colour.
    s2 = scenario()
    seen = []
    s2.script(P0, (COLOR, lambda view, d: seen.append(d.options) or d.options[0]))
    s2.play_land(P0, s2.hand(P0, thriving_isle()))
    assert seen == [("W", "B", "R", "G")]


def test_thriving_isle_is_its_printed_card_again_off_the_battlefield(scenario):
    """CR 400.7: the choice belongs to the permanent; in the graveyard it is the card."""
    s = scenario()
    s.script(P0, (COLOR, "G"))
    isle = s.play_land(P0, s.hand(P0, thriving_isle()))
    assert isle is not None
    gone = s.game.move(isle, Zone.GRAVEYARD)
    assert gone is not None and gone.card.abilities[0].effect == (AddOneOf("U", chosen=True),)


def test_thriving_isle_pays_for_a_spell_of_the_chosen_colour_only(scenario):
    """CR 106.1, 601.2g: the chosen colour casts Lightning Bolt; another colour does not."""
    s = scenario()
    s.script(P0, (COLOR, "R"))
    s.battlefield(P0, thriving_isle())
    bolt = s.hand(P0, "Lightning Bolt")
    s.cast(P0, bolt, targets=[1])
    s.resolve()
    assert s.game.players[1].life == 17
    s2 = scenario()
    s2.script(P0, (COLOR, "G"))
    s2.battlefield(P0, thriving_isle())
    bolt2 = s2.hand(P0, "Lightning Bolt")
    assert not any(getattr(a, "oid", None) == bolt2.oid for a in s2.legal(P0))


LEDGER_SHREDDER = (
    "Flying\nWhenever a player casts their second spell each turn, Ledger Shredder connives. "
    "(Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter "
    "on this creature.)"
)


def ledger_shredder():
    return compile_text(
        "Ledger Shredder", "{1}{U}", "Creature — Bird Advisor", LEDGER_SHREDDER, pt=("1", "3")
    )


def test_ledger_shredder_compiles_to_a_second_spell_connive_trigger():
    card = ledger_shredder()
    assert card.unparsed == ()
    (trig,) = card.triggers
    assert isinstance(trig.when, CastSpell) and trig.when.nth == 2
    assert trig.when.who == Ref.EACH_PLAYER
    assert trig.effect == (Connive(Ref.SELF),)
    informant = compile_text(
        "Raffine's Informant",
        "{1}{W}",
        "Creature — Human Wizard",
        "When Raffine's Informant enters, it connives.",
        pt=("2", "1"),
    )
    assert informant.unparsed == () and informant.triggers[0].effect == (Connive(Ref.SELF),)


def _two_spells(s, discard):
    shredder = s.battlefield(P0, ledger_shredder())
    s.lands(P0, "Mountain", "Mountain")
    s.library(P0, "Island", "Island")
    first, second = s.hand(P0, "Lightning Bolt"), s.hand(P0, "Lightning Bolt")
    spare = s.hand(P0, discard)
    s.cast(P0, first, targets=[1])
    s.resolve()
    assert shredder.counter("+1/+1") == 0 and len(s.game.players[P0].hand) == 2
    s.script(P0, (DISCARD, (spare.oid,)))
    s.cast(P0, second, targets=[1])
    s.resolve()
    return shredder


def test_ledger_shredder_connives_on_the_second_spell_a_nonland_discard_counts(scenario):
    """CR 701.50a: the second spell draws a card, then a discard; a nonland card discarded
    puts a +1/+1 counter on the Shredder."""
    s = scenario()
    shredder = _two_spells(s, "Counterspell")
    p = s.game.players[P0]
    assert s.names(P0, Zone.GRAVEYARD).count("Counterspell") == 1
    assert [o.card.name for o in p.hand] == ["Island"]  # drew the top card, kept it
    assert shredder.counter("+1/+1") == 1


def test_ledger_shredder_discarding_a_land_gives_no_counter(scenario):
    """CR 701.50a: a land discarded: no counter."""
    s = scenario()
    shredder = _two_spells(s, "Forest")
    assert "Forest" in s.names(P0, Zone.GRAVEYARD)
    assert shredder.counter("+1/+1") == 0


DEN = (
    "If you control two or more other lands, Den of the Bugbear enters tapped.\n{T}: Add {R}.\n"
    "{3}{R}: Until end of turn, Den of the Bugbear becomes a 3/2 red Goblin creature with "
    "\"Whenever this creature attacks, create a 1/1 red Goblin creature token that's tapped "
    "and attacking.\" It's still a land."
)


def test_den_of_the_bugbear_compiles_fully_with_its_enters_tapped_condition():
    den = compile_text("Den of the Bugbear", "", "Land", DEN)
    assert den.unparsed == () and den.withheld == ()
    assert den.etb_tapped is not None and den.etb_tapped.unless_lands_at_most == 1


def test_den_of_the_bugbear_enters_tapped_only_with_two_other_lands(scenario):
    """CR 614.1c: with one other land it enters untapped; with two, tapped."""
    den = compile_text("Den of the Bugbear", "", "Land", DEN)
    s = scenario()
    s.lands(P0, "Mountain")
    first = s.play_land(P0, s.hand(P0, den))
    assert first is not None and not first.tapped
    s2 = scenario()
    s2.lands(P0, "Mountain", "Mountain")
    second = s2.play_land(P0, s2.hand(P0, den))
    assert second is not None and second.tapped


FADING_HOPE = "Return target creature to its owner's hand. If its mana value was 3 or less, scry 1."


def fading_hope():
    return compile_text("Fading Hope", "{U}", "Instant", FADING_HOPE)


def test_fading_hope_compiles_to_a_bounce_and_a_mana_value_check():
    card = fading_hope()
    assert card.unparsed == ()
    assert isinstance(card.spell[0], Bounce)
    assert card.spell[1] == IfTargetManaValue((Scry(1),), at_most=3)


@pytest.mark.parametrize(("creature", "scries"), [("Grizzly Bears", True), ("Thragtusk", False)])
def test_fading_hope_scries_only_after_bouncing_a_cheap_creature(scenario, creature, scries):
    """CR 608.2h: "its mana value" is the returned creature's, as it last existed on the
    battlefield: 2 (Grizzly Bears) scries 1, 5 (Thragtusk) does not (CR 701.22)."""
    s = scenario()
    s.lands(P0, "Island")
    s.library(P0, "Island", "Forest")
    target = s.battlefield(P1, creature)
    s.cast(P0, s.hand(P0, fading_hope()), targets=[target])
    s.resolve()
    assert creature in s.names(P1, Zone.HAND)
    asked = [kind for kind, _ in s.agents[P0].asked]
    assert (SCRY in asked) is scries


MURKTIDE = (
    "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\n"
    "Flying\nMurktide Regent enters with a +1/+1 counter on it for each instant and sorcery "
    "card exiled with it.\nWhenever an instant or sorcery card leaves your graveyard, put a "
    "+1/+1 counter on Murktide Regent."
)


def murktide():
    return compile_text("Murktide Regent", "{5}{U}{U}", "Creature — Dragon", MURKTIDE, ("3", "3"))


def test_murktide_regent_compiles_fully_with_a_leaves_graveyard_trigger():
    card = murktide()
    assert card.unparsed == ()
    (trig,) = card.triggers
    assert isinstance(trig.when, LeavesGraveyard) and trig.when.who == Ref.YOU
    assert trig.effect == (PutCounters(1, Ref.SELF),)


def test_murktide_grows_for_each_instant_or_sorcery_leaving_its_controllers_graveyard(scenario):
    """CR 603.10a: one trigger per instant or sorcery card leaving P0's graveyard (to exile,
    to hand); none for a land, none for the opponent's graveyard."""
    s = scenario()
    regent = s.battlefield(P0, murktide())
    bolt = s.graveyard(P0, "Lightning Bolt")
    counterspell = s.graveyard(P0, "Counterspell")
    forest = s.graveyard(P0, "Forest")
    theirs = s.graveyard(P1, "Lightning Bolt")
    for card, to in ((bolt, Zone.EXILE), (counterspell, Zone.HAND), (forest, Zone.EXILE)):
        s.game.move(card, to)
    s.game.move(theirs, Zone.EXILE)
    assert len(s.game.pending) == 2
    s.resolve()
    assert regent.counter("+1/+1") == 2
    assert s.game.power(regent) == 5


CRANIAL_PLATING = (
    "Equipped creature gets +1/+0 for each artifact you control.\n"
    "{B}{B}: Attach Cranial Plating to target creature you control.\nEquip {1}"
)


def cranial_plating():
    return compile_text("Cranial Plating", "{2}", "Artifact — Equipment", CRANIAL_PLATING)


def test_cranial_plating_compiles_to_a_counted_bonus_and_an_instant_speed_attach():
    card = cranial_plating()
    assert card.unparsed == () and card.withheld == ()
    (st,) = card.statics
    assert (st.power, st.toughness, st.applies_to) == (1, 0, Ref.ENCHANTED_OR_EQUIPPED)
    assert st.per == Count(filter=Filter(card_type=CardType.ARTIFACT))
    attach, equip = card.abilities
    assert attach.effect == equip.effect and not attach.sorcery_speed and equip.sorcery_speed


def test_cranial_plating_counts_its_controllers_artifacts_and_attaches_in_combat(scenario):
    """CR 613.4c: +1/+0 per artifact its controller controls (the Plating itself, the
    Ornithopter, the Citadel, the Frogmite: 4), the opponent's artifacts not counted;
    CR 602.5, 701.3: "{B}{B}: Attach" is not sorcery-speed, so it moves in combat."""
    s = scenario(step=Step.DECLARE_BLOCKERS)
    plating = s.battlefield(P0, cranial_plating())
    thopter = s.battlefield(P0, "Ornithopter")
    frogmite = s.battlefield(P0, "Frogmite")
    s.battlefield(P0, "Darksteel Citadel")
    s.lands(P0, "Swamp", "Swamp")
    s.battlefield(P1, "Memnite")
    s.activate(P0, plating, 0, targets=[thopter])
    s.resolve()
    assert plating.attached_to == thopter.oid
    assert s.game.power(thopter) == 4 and s.game.toughness(thopter) == 2
    assert s.game.power(frogmite) == 2


EMRAKUL = (
    "This spell can't be countered.\nWhen you cast this spell, take an extra turn after this "
    "one.\nFlying, protection from spells that are one or more colors, annihilator 6\n"
    "When Emrakul, the Aeons Torn is put into a graveyard from anywhere, its owner shuffles "
    "their graveyard into their library."
)


def emrakul():
    return compile_text(
        "Emrakul, the Aeons Torn", "{15}", "Legendary Creature — Eldrazi", EMRAKUL, ("15", "15")
    )


def test_emrakul_compiles_to_a_put_into_graveyard_shuffle_trigger():
    card = emrakul()
    assert card.unparsed == ()
    shuffle = [t for t in card.triggers if isinstance(t.when, PutIntoGraveyard)]
    assert [t.effect for t in shuffle] == [(ShuffleIntoLibrary("graveyard"),)]
    avatar = compile_text(
        "Serra Avatar",
        "{4}{W}{W}{W}",
        "Creature — Avatar",
        "Serra Avatar's power and toughness are each equal to your life total.\n"
        "When Serra Avatar is put into a graveyard from anywhere, shuffle it into its owner's "
        "library.",
        ("*", "*"),
    )
    assert avatar.triggers[-1].effect == (ShuffleIntoLibrary("self"),)


@pytest.mark.parametrize("frm", [Zone.HAND, Zone.LIBRARY])
def test_emrakul_discarded_or_milled_shuffles_its_owners_graveyard_away(scenario, frm):
    """CR 603.6a: put into a graveyard from anywhere (a discard, a mill), it triggers from
    the graveyard; CR 701.24: the whole graveyard, Emrakul included, is shuffled into the
    library. The opponent's graveyard is untouched."""
    s = scenario()
    s.graveyard(P0, "Lightning Bolt")
    s.graveyard(P1, "Counterspell")
    s.library(P0, "Island", "Island")
    if frm is Zone.HAND:
        titan = s.hand(P0, emrakul())
    else:
        (titan,) = s.library(P0, emrakul())
    s.game.move(titan, Zone.GRAVEYARD)
    assert len(s.game.pending) == 1
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == []
    assert sorted(o.card.name for o in s.game.players[P0].library) == [
        "Emrakul, the Aeons Torn",
        "Island",
        "Island",
        "Lightning Bolt",
    ]
    assert s.names(P1, Zone.GRAVEYARD) == ["Counterspell"]


ARCHITECTS = (
    "When Architects of Will enters, look at the top three cards of target player's library, "
    "then put them back in any order.\nCycling {U/B} ({U/B}, Discard this card: Draw a card.)"
)


def test_architects_of_will_compiles_to_a_reorder_of_target_players_library():
    card = compile_text(
        "Architects of Will",
        "{2}{U}{B}",
        "Artifact Creature — Human Construct",
        ARCHITECTS,
        ("3", "2"),
    )
    assert card.unparsed == ()
    assert card.triggers[0].effect == (ReorderTopOf(3, TARGET_PLAYER),)


def test_architects_of_will_orders_the_opponents_top_three(scenario):
    """Its enters trigger (CR 603.3d: the target chosen as it goes on the stack): the
    controller sees the opponent's top three and puts them back in the order it chose."""
    card = compile_text(
        "Architects of Will",
        "{2}{U}{B}",
        "Artifact Creature — Human Construct",
        ARCHITECTS,
        ("3", "2"),
    )
    s = scenario()
    s.library(P1, "Forest", "Island", "Swamp", "Mountain")
    lib = s.game.players[P1].library
    bottom = lib[0]
    top_three = [o.card.name for o in reversed(lib[-3:])]
    s.script(
        P0,
        (TARGETS, lambda view, d: next(o for o in d.options if o == ((P1,),))),
        (ORDER, lambda view, d: tuple(reversed(d.options))),
    )
    from deckstats.engine import events

    events.on_etb(s.game, s.battlefield(P0, card))
    s.resolve()
    assert [o.card.name for o in reversed(lib[-3:])] == list(reversed(top_three))
    assert lib[0] is bottom


BASILISK_GATE = (
    "{T}: Add {C}.\n{2}, {T}: Target creature you control gets +X/+X until end of turn, "
    "where X is the number of Gates you control. Activate only as a sorcery."
)
BLOODTITHE = (
    "When Bloodtithe Harvester enters, create a Blood token. (It's an artifact with \"{1}, "
    '{T}, Discard a card, Sacrifice this token: Draw a card.")\n{T}, Sacrifice Bloodtithe '
    "Harvester: Target creature gets -X/-X until end of turn, where X is twice the number of "
    "Blood tokens you control. Activate only as a sorcery."
)


def test_counted_pumps_compile_for_basilisk_gate_and_bloodtithe_harvester():
    gate = compile_text("Basilisk Gate", "", "Land — Gate", BASILISK_GATE)
    assert gate.unparsed == () and gate.withheld == ()
    pump = gate.abilities[-1]
    assert pump.sorcery_speed and pump.effect == (
        PumpPerCount(1, 1, TARGET_CREATURE_YOU_CONTROL, "subtype:Gate"),
    )
    harvester = compile_text(
        "Bloodtithe Harvester", "{B}{R}", "Creature — Vampire", BLOODTITHE, ("3", "2")
    )
    assert harvester.unparsed == () and harvester.withheld == ()
    assert harvester.abilities[-1].effect == (
        PumpPerCount(-2, -2, TARGET_CREATURE, "subtype:Blood"),
    )


def test_basilisk_gate_counts_its_controllers_gates_as_it_resolves(scenario):
    """CR 608.2h: X is counted on resolution: three Gates of P0's (the Basilisk Gate
    included), not P1's Gate: +3/+3 until end of turn (CR 611.2, 514.2)."""
    gate_card = compile_text("Basilisk Gate", "", "Land — Gate", BASILISK_GATE)
    guildgate = compile_text(
        "Selesnya Guildgate",
        "",
        "Land — Gate",
        "Selesnya Guildgate enters tapped.\n{T}: Add {G} or {W}.",
    )
    s = scenario()
    gate = s.battlefield(P0, gate_card)
    s.battlefield(P0, guildgate)
    s.battlefield(P0, guildgate)
    s.battlefield(P1, guildgate)
    s.lands(P0, "Forest", "Forest")
    bears = s.battlefield(P0, "Grizzly Bears")
    s.activate(P0, gate, 1, targets=[bears])
    s.resolve()
    assert (s.game.power(bears), s.game.toughness(bears)) == (5, 5)
    s.cleanup()
    assert (s.game.power(bears), s.game.toughness(bears)) == (2, 2)


def test_bloodtithe_harvester_shrinks_by_twice_its_blood_tokens(scenario):
    """Two Blood tokens of P0's (P1's not counted): -4/-4 (CR 608.2h); a 6/6 is 2/2."""
    from deckstats.cards.oracle.tokens import parse_token

    harvester_card = compile_text(
        "Bloodtithe Harvester", "{B}{R}", "Creature — Vampire", BLOODTITHE, ("3", "2")
    )
    s = scenario()
    harvester = s.battlefield(P0, harvester_card)
    blood = parse_token("Blood token")
    s.battlefield(P0, blood)
    s.battlefield(P0, blood)
    s.battlefield(P1, blood)
    dreadmaw = s.battlefield(
        P1,
        compile_text(
            "Colossal Dreadmaw", "{4}{G}{G}", "Creature — Dinosaur", "Trample", ("6", "6")
        ),
    )
    s.activate(P0, harvester, 0, targets=[dreadmaw])
    s.resolve()
    assert (s.game.power(dreadmaw), s.game.toughness(dreadmaw)) == (2, 2)
    assert "Bloodtithe Harvester" in s.names(P0, Zone.GRAVEYARD)  # sacrificed as the cost


CHALICE = (
    "Chalice of the Void enters with X charge counters on it.\nWhenever a player casts a spell "
    "with mana value equal to the number of charge counters on Chalice of the Void, counter "
    "that spell."
)


def chalice():
    return compile_text("Chalice of the Void", "{X}{X}", "Artifact", CHALICE)


def test_chalice_of_the_void_compiles_to_a_cast_trigger_that_checks_its_counters():
    card = chalice()
    assert card.unparsed == () and card.enters_with == ("charge", "X")
    (trig,) = card.triggers
    assert isinstance(trig.when, CastSpell) and trig.when.who == Ref.EACH_PLAYER
    assert trig.effect == (CounterIfCounters("charge"),)


@pytest.mark.parametrize(("spell", "countered"), [("Lightning Bolt", True), ("Shock", True)])
def test_chalice_on_one_counters_the_opponents_one_drops(scenario, spell, countered):
    """CR 603.2, 701.6a: with one charge counter, a mana value 1 spell (either player's) is
    countered as the trigger resolves; the spell never resolves."""
    s = scenario(active=P1)
    cup = s.battlefield(P0, chalice())
    cup.counters = {"charge": 1}
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, spell), targets=[P0])
    s.resolve()
    assert s.game.players[P0].life == 20
    assert spell in s.names(P1, Zone.GRAVEYARD)


def test_chalice_ignores_other_mana_values_and_counts_x_on_the_stack(scenario):
    """A mana value 2 spell resolves under Chalice on 1; with X=0 an {X}{X} spell has mana
    value 0 (CR 202.3e), countered by Chalice on 0 (the Chalice itself entered on 0)."""
    s = scenario()
    cup = s.battlefield(P0, chalice())
    cup.counters = {"charge": 1}
    s.lands(P0, "Mountain", "Mountain", "Island")
    bears = s.hand(P0, "Grizzly Bears")
    s.lands(P0, "Forest")
    s.cast(P0, bears)
    s.resolve()
    assert "Grizzly Bears" in s.names(P0, Zone.BATTLEFIELD)
    zero = s.battlefield(P0, chalice())
    zero.counters = {"charge": 0}
    second = s.hand(P0, chalice())
    s.cast(P0, second, x=0)
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["Chalice of the Void"]


CHROMATIC_STAR = (
    "{1}, Sacrifice Chromatic Star: Add one mana of any color.\nWhen Chromatic Star is put "
    "into a graveyard from the battlefield, draw a card."
)


def test_chromatic_star_draws_when_put_into_a_graveyard_from_the_battlefield(scenario):
    """CR 700.4, 603.10a: a noncreature permanent's "put into a graveyard from the
    battlefield" trigger (a dies trigger) draws a card after the mana is made."""
    star = compile_text("Chromatic Star", "{1}", "Artifact", CHROMATIC_STAR)
    assert star.unparsed == ()
    (trig,) = star.triggers
    assert isinstance(trig.when, Dies) and trig.effect == (DrawCards(1),)
    s = scenario()
    obj = s.battlefield(P0, star)
    s.lands(P0, "Island")
    s.library(P0, "Forest")
    s.game.move(obj, Zone.GRAVEYARD)
    s.resolve()
    assert [o.card.name for o in s.game.players[P0].hand] == ["Forest"]


STONEFORGE = (
    "When Stoneforge Mystic enters, you may search your library for an Equipment card, "
    "reveal it, put it into your hand, then shuffle.\n{1}{W}, {T}: You may put an Equipment "
    "card from your hand onto the battlefield."
)


def test_stoneforge_mystic_puts_an_equipment_from_hand_onto_the_battlefield(scenario):
    """CR 110.2: its ability puts an Equipment card (and nothing else) from hand onto the
    battlefield, without casting it."""
    mystic_card = compile_text(
        "Stoneforge Mystic", "{1}{W}", "Creature — Kor Artificer", STONEFORGE, ("1", "2")
    )
    assert mystic_card.unparsed == () and mystic_card.withheld == ()
    splitter = compile_text(
        "Bonesplitter", "{1}", "Artifact — Equipment", "Equipped creature gets +2/+0.\nEquip {1}"
    )
    s = scenario()
    mystic = s.battlefield(P0, mystic_card)
    s.lands(P0, "Plains", "Plains")
    s.hand(P0, "Grizzly Bears")
    s.hand(P0, splitter)
    s.activate(P0, mystic, 0)
    s.resolve()
    assert "Bonesplitter" in s.names(P0, Zone.BATTLEFIELD)
    assert [o.card.name for o in s.game.players[P0].hand] == ["Grizzly Bears"]


DRC = (
    "Whenever you cast a noncreature spell, surveil 1. (Look at the top card of your library. "
    "You may put that card into your graveyard.)\nDelirium — As long as there are four or "
    "more card types among cards in your graveyard, Dragon's Rage Channeler gets +2/+2, has "
    "flying, and attacks each combat if able."
)


def drc():
    return compile_text(
        "Dragon's Rage Channeler", "{R}", "Creature — Human Shaman", DRC, ("1", "1")
    )


def test_dragons_rage_channeler_compiles_its_delirium_static():
    card = drc()
    assert card.unparsed == ()
    (st,) = card.statics
    assert st.condition == int(Condition.DELIRIUM) and (st.power, st.toughness) == (2, 2)
    assert st.keywords == Keyword.FLYING | Keyword.ATTACKS_EACH_COMBAT


def test_dragons_rage_channeler_with_delirium_is_a_3_3_flier_that_must_attack(scenario):
    """CR 604.2: the static applies only with four card types in the graveyard (CR 205.2a:
    land, instant, creature, artifact); CR 508.1d: it then attacks even if its controller
    declares no attackers."""
    s = scenario(step=Step.DECLARE_ATTACKERS)
    channeler = s.battlefield(P0, drc())
    for name in ("Forest", "Lightning Bolt", "Grizzly Bears"):
        s.graveyard(P0, name)
    assert s.game.power(channeler) == 1
    s.graveyard(P0, "Ornithopter")
    assert (s.game.power(channeler), s.game.toughness(channeler)) == (3, 3)
    assert s.game.keywords(channeler) & int(Keyword.FLYING)
    s.script(P0, (ATTACKERS, ()))
    from deckstats.engine.combat import declare_attackers

    attackers = declare_attackers(s.game)
    assert [o.oid for o in attackers] == [channeler.oid]


LOSE_FOCUS = (
    "Replicate {U} (When you cast this spell, copy it for each time you paid its replicate "
    "cost. You may choose new targets for the copies.)\nCounter target spell unless its "
    "controller pays {2}."
)


def test_lose_focus_compiles_replicate_as_a_repeatable_cost():
    card = compile_text("Lose Focus", "{1}{U}", "Instant", LOSE_FOCUS)
    assert card.unparsed == ()
    (k,) = card.costs
    assert isinstance(k, Kicker) and k.multi and k.replicate and k.mana.text == "{U}"


def test_train_of_thought_replicated_twice_draws_three(scenario):
    """CR 702.56a: two replicate payments make two copies (CR 707.10), each drawing a card,
    then the original draws: three cards for {1}{U} + {1}{U}{1}{U}."""
    train = compile_text(
        "Train of Thought",
        "{1}{U}",
        "Sorcery",
        "Replicate {1}{U} (When you cast this spell, copy it for each time you paid its "
        "replicate cost.)\nDraw a card.",
    )
    s = scenario()
    s.lands(P0, *["Island"] * 6)
    s.library(P0, "Forest", "Forest", "Forest", "Forest")
    spell = s.hand(P0, train)
    s.act(P0, CastSpellAction(spell.oid, kicks=2))
    assert len(s.game.stack) == 3  # the spell and its two copies
    s.resolve()
    assert [o.card.name for o in s.game.players[P0].hand] == ["Forest"] * 3
    assert s.names(P0, Zone.GRAVEYARD) == ["Train of Thought"]  # copies cease to exist


def test_dark_confidant_reveals_its_top_card_into_hand_and_loses_its_mana_value(scenario):
    """CR 202.3, 119.3: the upkeep trigger puts the top card (Thragtusk, mana value 5)
    into its controller's hand and they lose its mana value in life."""
    bob = compile_text(
        "Dark Confidant",
        "{1}{B}",
        "Creature — Human Wizard",
        "At the beginning of your upkeep, reveal the top card of your library and put that card "
        "into your hand. You lose life equal to its mana value.",
        ("2", "1"),
    )
    assert bob.unparsed == () and bob.triggers[0].effect == (RevealTopToHand(),)
    s = scenario(step=Step.UPKEEP)
    s.battlefield(P0, bob)
    s.library(P0, "Thragtusk", "Forest")
    from deckstats.engine import events

    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert [o.card.name for o in s.game.players[P0].hand] == ["Thragtusk"]
    assert s.game.players[P0].life == 15  # Thragtusk's mana value is 5


def test_mana_crypt_flips_and_mana_vault_hurts_only_while_tapped(scenario):
    """CR 705 (a fair flip from the seeded generator): over many upkeeps Mana Crypt deals 3
    damage about half the time; CR 603.4: Mana Vault deals 1 only while tapped."""
    crypt = compile_text(
        "Mana Crypt",
        "{0}",
        "Artifact",
        "At the beginning of your upkeep, flip a coin. If you lose the flip, Mana Crypt deals 3 "
        "damage to you.\n{T}: Add {C}{C}.",
    )
    assert crypt.unparsed == () and crypt.triggers[0].effect == (CoinFlipDamage(3),)
    from deckstats.engine import events

    s = scenario(step=Step.UPKEEP, life=(400, 20))
    s.battlefield(P0, crypt)
    for _ in range(100):
        events.on_step(s.game, Step.UPKEEP)
        s.resolve()
    lost = (400 - s.game.players[P0].life) // 3
    assert (400 - s.game.players[P0].life) % 3 == 0 and 30 <= lost <= 70
    vault = compile_text(
        "Mana Vault",
        "{1}",
        "Artifact",
        "Mana Vault doesn't untap during your untap step.\nAt the beginning of your upkeep, you "
        "may pay {4}. If you do, untap Mana Vault.\nAt the beginning of your draw step, if "
        "Mana Vault is tapped, it deals 1 damage to you.\n{T}: Add {C}{C}{C}.",
    )
    assert vault.unparsed == ()
    s2 = scenario(step=Step.DRAW)
    obj = s2.battlefield(P0, vault)
    events.on_step(s2.game, Step.DRAW)
    s2.resolve()
    assert s2.game.players[P0].life == 20  # untapped: nothing
    obj.tapped = True
    events.on_step(s2.game, Step.DRAW)
    s2.resolve()
    assert s2.game.players[P0].life == 19


AETHER_VIAL = (
    "At the beginning of your upkeep, you may put a charge counter on Aether Vial.\n{T}: You "
    "may put a creature card with mana value equal to the number of charge counters on "
    "Aether Vial from your hand onto the battlefield."
)


def test_aether_vial_ticks_up_and_puts_a_creature_of_its_count_onto_the_battlefield(scenario):
    """CR 122.1: the upkeep trigger adds a charge counter; CR 110.2: its ability puts a
    creature card with mana value equal to the counters (2: Grizzly Bears, not the 5-drop)
    from hand onto the battlefield, without casting it."""
    vial_card = compile_text("Aether Vial", "{1}", "Artifact", AETHER_VIAL)
    assert vial_card.unparsed == () and vial_card.withheld == ()
    from deckstats.engine import events

    s = scenario(step=Step.UPKEEP)
    vial = s.battlefield(P0, vial_card)
    vial.counters = {"charge": 1}
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert vial.counter("charge") == 2
    s.hand(P0, "Thragtusk")
    s.hand(P0, "Grizzly Bears")
    s.activate(P0, vial, 0)
    s.resolve()
    assert "Grizzly Bears" in s.names(P0, Zone.BATTLEFIELD)
    assert [o.card.name for o in s.game.players[P0].hand] == ["Thragtusk"]
    assert s.game.players[P0].spells_cast_turn == 0  # not cast


FOUNTAIN = (
    "({T}: Add {W} or {U}.)\nAs Hallowed Fountain enters, you may pay 2 life. If you don't, it "
    "enters tapped."
)


def blood_moon():
    return compile_text("Blood Moon", "{2}{R}", "Enchantment", "Nonbasic lands are Mountains.")


def test_blood_moon_makes_nonbasic_lands_mountains_while_it_stays(scenario):
    """CR 305.7: under Blood Moon a nonbasic land is a Mountain with only "{T}: Add {R}";
    basics are untouched; when Blood Moon leaves, the land is itself again."""
    moon = blood_moon()
    assert moon.unparsed == () and moon.nonbasic_lands_are == "Mountain"
    fountain_card = compile_text("Hallowed Fountain", "", "Land — Plains Island", FOUNTAIN)
    s = scenario()
    fountain = s.battlefield(P1, fountain_card)
    island = s.battlefield(P1, "Island")
    assert fountain.card.produces == Color.W | Color.U
    enchantment = s.battlefield(P0, moon)
    assert fountain.card.subtypes == ("Mountain",) and fountain.card.produces == Color.R
    assert island.card.produces == Color.U
    s.game.move(enchantment, Zone.GRAVEYARD)
    assert fountain.card is fountain_card and fountain.card.produces == Color.W | Color.U


def test_a_land_entering_under_blood_moon_is_a_mountain_at_once(scenario):
    """CR 614.12, 305.7: a shock land played under Blood Moon has no "pay 2 life" replacement
    any more: it enters untapped, no question asked, and taps for {R} (it casts a Bolt)."""
    fountain_card = compile_text("Hallowed Fountain", "", "Land — Plains Island", FOUNTAIN)
    s = scenario()
    s.battlefield(P1, blood_moon())
    land = s.play_land(P0, s.hand(P0, fountain_card))
    assert land is not None and not land.tapped
    assert all(kind != "pay_life" for kind, _ in s.agents[P0].asked)
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 17
    gone = s.game.move(land, Zone.GRAVEYARD)
    assert gone is not None and gone.card is fountain_card  # its own card off the battlefield


VALAKUT_AWAKENING = (
    "Put any number of cards from your hand on the bottom of your library, then draw that "
    "many cards plus one."
)


def test_valakut_awakening_bottoms_the_chosen_cards_and_draws_one_more(scenario):
    """CR 401.4: the two chosen cards go to the bottom; then three cards are drawn."""
    card = compile_text("Valakut Awakening", "{2}{R}", "Instant", VALAKUT_AWAKENING)
    assert card.unparsed == () and card.spell == (BottomThenDraw(1),)
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.library(P0, "Island", "Island", "Island", "Swamp")
    a, b = s.hand(P0, "Thragtusk"), s.hand(P0, "Forest")
    s.hand(P0, "Lightning Bolt")
    s.script(P0, (BOTTOM, (a.oid, b.oid)))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    hand = sorted(o.card.name for o in s.game.players[P0].hand)
    assert hand == ["Island", "Island", "Island", "Lightning Bolt"]
    lib = s.game.players[P0].library
    assert sorted(o.card.name for o in lib[:2]) == ["Forest", "Thragtusk"]


RANGER_CAPTAIN = (
    "When Ranger-Captain of Eos enters, you may search your library for a creature card with "
    "mana value 1 or less, reveal it, put it into your hand, then shuffle.\nSacrifice "
    "Ranger-Captain of Eos: Your opponents can't cast noncreature spells this turn."
)


def test_ranger_captain_stops_the_opponents_noncreature_spells_for_the_turn(scenario):
    """CR 101.2: after the sacrifice, the opponent can't cast Lightning Bolt this turn (a
    creature spell still could be cast); next turn the lock is gone."""
    captain = compile_text(
        "Ranger-Captain of Eos", "{1}{W}", "Creature — Human Soldier", RANGER_CAPTAIN, ("3", "3")
    )
    assert captain.unparsed == () and captain.withheld == ()
    assert captain.abilities[-1].effect == (CastLockThisTurn(Ref.EACH_OPPONENT, True),)
    s = scenario()
    ranger = s.battlefield(P0, captain)
    s.lands(P1, "Mountain", "Forest")
    bolt = s.hand(P1, "Lightning Bolt")
    bears = s.hand(P1, "Grizzly Bears")
    s.activate(P0, ranger, len(captain.abilities) - 1)
    s.resolve()
    assert "Ranger-Captain of Eos" in s.names(P0, Zone.GRAVEYARD)
    legal = {getattr(a, "oid", None) for a in casting.legal_actions(s.game, P1, True)[0]}
    assert bolt.oid not in legal
    with pytest.raises(IllegalActionError):
        s.cast(P1, bolt, targets=[P0])
    from deckstats.engine.cast_locks import cast_locked

    assert not cast_locked(s.game, P1, bears.card)  # creature spells stay castable
    s.game.turn += 1  # the next turn: the lock is gone
    legal = {getattr(a, "oid", None) for a in casting.legal_actions(s.game, P1, True)[0]}
    assert bolt.oid in legal


def test_silence_locks_every_spell_of_the_opponent():
    silence = compile_text(
        "Silence", "{W}", "Instant", "Your opponents can't cast spells this turn."
    )
    assert silence.spell == (CastLockThisTurn(Ref.EACH_OPPONENT, False),)
