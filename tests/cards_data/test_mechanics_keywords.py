"""Keyword abilities of the metagame's long tail (issue 26, point 4, part 4), real cards.

Each keyword is shorthand for a triggered or characteristic-defining ability (CR 702.1):
exalted (CR 702.83a), undying (CR 702.93a), persist (CR 702.79a), annihilator (CR 702.86a),
devoid (CR 702.114a) and dredge (CR 702.52) are not in the rules seeds; their meaning is
current practice and is checked here on the printed cards. Also here: energy (CR 107.14),
regeneration (CR 701.15, not in seeds), Fog (CR 615.1), a spell exiling itself (CR 608.2n),
Leylines (CR 103.6), "enters with N counters" (CR 614.1c) and counter-removal costs,
tutors and the target controller's land search (CR 701.23), attack requirements and
blocking restrictions (CR 508.1d, 509.1b). Trigger templates: ``test_mechanics_triggers``.
"""

from __future__ import annotations

import numpy as np
import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards.effects import (
    Exile,
    GetEnergy,
    PayEnergyDamage,
    PreventCombatDamage,
    Pump,
    Reanimate,
    Regenerate,
    Sacrifice,
)
from deckstats.cards.model import NO_COLOR, CardType, Color, Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import NO_FILTER, Filter, Ref
from deckstats.cards.triggers import Attacks, Dies
from deckstats.deck.sources import search_mask
from deckstats.engine import Zone, new_game
from deckstats.engine.actions import PASS, ActivateAbility
from deckstats.engine.casting import ability_cost_ok, legal_actions
from deckstats.engine.combat import can_block
from deckstats.engine.damage import deal_damage
from deckstats.engine.decisions import PRIORITY, Decision
from deckstats.engine.turn import start_game
from deckstats.players.goldfish import GoldfishAgent
from deckstats.players.scripted import ScriptedAgent


def noble_hierarch():
    return compile_text(
        "Noble Hierarch",
        "{G}",
        "Creature — Human Druid",
        "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 "
        "until end of turn.)\n{T}: Add {G}, {W}, or {U}.",
        ("0", "1"),
    )


def kitchen_finks():
    return compile_text(
        "Kitchen Finks",
        "{1}{G/W}{G/W}",
        "Creature — Ouphe",
        "When Kitchen Finks enters, you gain 2 life.\nPersist (When this creature dies, if it "
        "had no -1/-1 counters on it, return it to the battlefield under its owner's control "
        "with a -1/-1 counter on it.)",
        ("3", "2"),
    )


def strangleroot_geist():
    return compile_text(
        "Strangleroot Geist",
        "{G}{G}",
        "Creature — Spirit",
        "Haste\nUndying (When this creature dies, if it had no +1/+1 counters on it, return it "
        "to the battlefield under its owner's control with a +1/+1 counter on it.)",
        ("2", "1"),
    )


def kozilek():
    return compile_text(
        "Kozilek, Butcher of Truth",
        "{10}",
        "Legendary Creature — Eldrazi",
        "When you cast this spell, draw four cards.\nAnnihilator 4 (Whenever this creature "
        "attacks, defending player sacrifices four permanents.)\nWhen Kozilek is put into a "
        "graveyard from anywhere, its owner shuffles their graveyard into their library.",
        ("12", "12"),
    )


def bear():
    return compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", ("2", "2"))


TARGET_NONLAND = Filter(not_type=CardType.LAND)


def _attack(s, *attackers):
    s.script(P0, ("attackers", tuple(a.oid for a in attackers)))
    s.script(P1, ("blockers", ()))
    s.combat()


# -- compiled forms -----------------------------------------------------------------------------


def test_keyword_triggers_compile():
    """Exalted, persist, undying and annihilator N compile to their triggers, nothing unparsed."""
    hierarch = noble_hierarch()
    assert hierarch.unparsed == ()
    assert hierarch.triggers[0].when == Attacks(Ref.YOU, alone=True)
    assert hierarch.triggers[0].effect == (Pump(1, 1, Ref.TRIGGERING_OBJECT),)
    finks = kitchen_finks()
    assert finks.unparsed == ()
    assert finks.triggers[1].when == Dies()
    assert finks.triggers[1].effect == (
        Reanimate(Ref.TRIGGERING_OBJECT, counter="-1/-1", unless_had_counter=True),
    )
    geist = strangleroot_geist()
    assert geist.unparsed == ()
    assert geist.triggers[0].effect[0].counter == "+1/+1"
    k = kozilek()
    annihilator = [t for t in k.triggers if isinstance(t.when, Attacks)]
    assert annihilator[-1].effect == (Sacrifice(NO_FILTER, Ref.DEFENDING_PLAYER, count=4),)
    # The graveyard shuffle compiles too (CR 603.6a; tests/cards_data/test_r36_fid.py).
    assert k.unparsed == ()


def test_devoid_is_colourless():
    """CR 702.114a (not in seeds): Kozilek's Return is a red-costed colourless spell."""
    ret = compile_text(
        "Kozilek's Return",
        "{2}{R}",
        "Kindred Instant — Eldrazi",
        "Devoid (This card has no color.)\nFlash\nKozilek's Return deals 2 damage to each "
        "creature.",
    )
    assert ret.colors == NO_COLOR
    assert ret.unparsed == ()
    assert compile_text(
        "Shock", "{R}", "Instant", "Shock deals 2 damage to any target."
    ).colors == (Color.R)


# -- engine scenarios ---------------------------------------------------------------------------


def test_exalted_pumps_a_lone_attacker(scenario):
    """CR 702.83a, 506.5: two exalted instances give a lone attacker +2/+2 (2 + 2 = 4 damage)."""
    s = scenario()
    s.battlefield(P0, noble_hierarch())
    s.battlefield(P0, noble_hierarch())
    b = s.battlefield(P0, bear())
    _attack(s, b)
    assert s.game.players[P1].life == 16


def test_exalted_does_not_trigger_for_two_attackers(scenario):
    """CR 702.83a: with two attackers nobody attacks alone: 2 + 2 damage, no bonus."""
    s = scenario()
    s.battlefield(P0, noble_hierarch())
    b1 = s.battlefield(P0, bear())
    b2 = s.battlefield(P0, bear())
    _attack(s, b1, b2)
    assert s.game.players[P1].life == 16


def test_persist_returns_kitchen_finks_once(scenario):
    """CR 702.79a, 400.7: Finks returns as a 2/1 with a -1/-1 counter, gains 2 life, then stays."""
    s = scenario()
    finks = s.battlefield(P0, kitchen_finks())
    s.game.destroy(finks)
    s.resolve()
    back = [o for o in s.game.players[P0].battlefield if o.card.name == "Kitchen Finks"]
    assert len(back) == 1 and back[0].counters == {"-1/-1": 1}
    assert (s.game.power(back[0]), s.game.toughness(back[0])) == (2, 1)
    assert s.game.players[P0].life == 22  # its enters trigger again (a new object)
    s.game.destroy(back[0])
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["Kitchen Finks"]  # it had a -1/-1 counter
    assert s.names(P0, Zone.BATTLEFIELD) == []


def test_undying_returns_with_a_plus_counter(scenario):
    """CR 702.93a: Strangleroot Geist comes back a 3/2; a token copy would not (CR 111.7)."""
    s = scenario()
    geist = s.battlefield(P0, strangleroot_geist())
    s.game.destroy(geist)
    s.resolve()
    back = [o for o in s.game.players[P0].battlefield if o.card.name == "Strangleroot Geist"]
    assert len(back) == 1 and back[0].counters == {"+1/+1": 1}
    assert (s.game.power(back[0]), s.game.toughness(back[0])) == (3, 2)


def test_annihilator_makes_the_defender_sacrifice(scenario):
    """CR 702.86a: Kozilek attacks; the defending player sacrifices four of their five."""
    s = scenario()
    k = s.battlefield(P0, kozilek())
    s.lands(P1, "Island", "Island", "Island", "Island")
    s.battlefield(P1, bear())
    _attack(s, k)
    assert len(s.game.players[P1].battlefield) == 1


# -- energy (CR 107.14, 122.1) --------------------------------------------------------------


def galvanic_discharge():
    return compile_text(
        "Galvanic Discharge",
        "{R}",
        "Instant",
        "Choose target creature or planeswalker. You get {E}{E}{E} (three energy counters), "
        "then you may pay any amount of {E}. Galvanic Discharge deals that much damage to that "
        "permanent.",
    )


def aether_hub():
    return compile_text(
        "Aether Hub",
        None,
        "Land",
        "When Aether Hub enters, you get {E} (an energy counter).\n{T}: Add {C}.\n"
        "{T}, Pay {E}: Add one mana of any color.",
    )


def test_energy_compiles():
    """ "You get {E}{E}" is ``GetEnergy``; "Pay {E}" is an energy cost; nothing unparsed."""
    gd = galvanic_discharge()
    assert gd.unparsed == ()
    assert gd.spell[0] == GetEnergy(3)
    assert isinstance(gd.spell[1], PayEnergyDamage)
    hub = aether_hub()
    assert hub.unparsed == ()
    assert hub.triggers[0].effect == (GetEnergy(1),)
    assert hub.abilities[1].cost.energy == 1 and hub.abilities[1].cost.tap
    attune = compile_text(
        "Attune with Aether",
        "{G}",
        "Sorcery",
        "Search your library for a basic land card, reveal it, put it into your hand, then "
        "shuffle. You get {E}{E} (two energy counters).",
    )
    assert attune.unparsed == () and attune.spell[-1] == GetEnergy(2)


def test_galvanic_discharge_pays_only_the_lethal_amount(scenario):
    """CR 107.14, 704.5g: 3 energy, a 2-toughness target: pay 2, it dies, 1 energy is kept."""
    s = scenario()
    s.lands(P0, "Mountain")
    target = s.battlefield(P1, bear())
    s.cast(P0, s.hand(P0, galvanic_discharge()), [target])
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.game.players[P0].energy == 1
    # The kept energy adds to the next one: 1 + 3 = 4 is enough for a 4-toughness creature.
    s.lands(P0, "Mountain")
    big = s.battlefield(P1, compile_text("Wall", "{3}", "Creature — Wall", "", ("0", "4")))
    s.cast(P0, s.hand(P0, galvanic_discharge()), [big])
    s.resolve()
    assert s.zone(big) is Zone.GRAVEYARD and s.game.players[P0].energy == 0


def test_energy_cost_needs_energy(scenario):
    """CR 107.14, 602.2b: Aether Hub's "{T}, Pay {E}" needs an energy counter to activate."""
    s = scenario()
    hub = s.battlefield(P0, aether_hub())
    s.game.players[P0].energy = 0
    assert not ability_cost_ok(s.game, P0, hub, hub.info.ability_facts[1])
    s.game.players[P0].energy = 1
    assert ability_cost_ok(s.game, P0, hub, hub.info.ability_facts[1])
    assert ability_cost_ok(s.game, P0, hub, hub.info.ability_facts[0])


# -- regeneration (CR 701.15a), Fog (CR 615.1), a spell exiling itself (CR 608.2n) -----------


def troll_ascetic():
    return compile_text(
        "Troll Ascetic",
        "{1}{G}{G}",
        "Creature — Troll Shaman",
        "Hexproof\n{1}{G}: Regenerate Troll Ascetic.",
        ("3", "2"),
    )


def test_regenerate_compiles():
    """ "{1}{G}: Regenerate ~" is an activated ability giving a shield to itself."""
    troll = troll_ascetic()
    assert troll.unparsed == ()
    assert troll.abilities[0].effect == (Regenerate(Ref.SELF),)


def test_regeneration_shield_replaces_destruction_once(scenario):
    """Regeneration, CR 701.19b: with a shield the Troll is tapped instead; the next time it dies."""
    s = scenario()
    troll = s.battlefield(P0, troll_ascetic())
    s.lands(P0, "Forest", "Forest")
    s.activate(P0, troll, 0)
    s.resolve()
    assert troll.regen_shields == 1
    troll.damage = 1
    assert not s.game.destroy(troll)
    assert troll.zone is Zone.BATTLEFIELD and troll.tapped and troll.damage == 0
    assert s.game.destroy(troll)
    assert s.names(P0, Zone.GRAVEYARD) == ["Troll Ascetic"]


def test_regeneration_shield_saves_from_lethal_damage_and_expires(scenario):
    """CR 704.5g, 701.15b: lethal damage destroys it, so a shield saves it; cleanup ends it."""
    s = scenario()
    troll = s.battlefield(P0, troll_ascetic())
    troll.regen_shields = 1
    deal_damage(s.game, None, P1, troll.oid, 5)
    s.resolve()
    assert troll.zone is Zone.BATTLEFIELD and troll.damage == 0
    troll.regen_shields = 1
    s.cleanup()
    assert troll.regen_shields == 0  # CR 701.15a: "this turn"


def test_fog_prevents_all_combat_damage(scenario):
    """CR 615.1: after Fog resolves, the attack deals no damage (and no lifelink, CR 120.8)."""
    s = scenario()
    attacker = s.battlefield(P0, bear())
    s.lands(P1, "Forest")
    fog = compile_text(
        "Fog", "{G}", "Instant", "Prevent all combat damage that would be dealt this turn."
    )
    assert fog.spell == (PreventCombatDamage(),)
    s.cast(P1, s.hand(P1, fog))
    s.resolve()
    _attack(s, attacker)
    assert s.game.players[P1].life == 20
    s.game.turn += 1  # the prevention lasts this turn only
    attacker.tapped = False
    _attack(s, attacker)
    assert s.game.players[P1].life == 18


def test_spell_exiling_itself_goes_to_exile(scenario):
    """CR 608.2n: "Exile ~." puts the resolving spell into exile, not the graveyard."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    spell = compile_text(
        "Lava Dart",
        "{R}",
        "Instant",
        "Lava Dart deals 1 damage to any target. Exile Lava Dart.",
    )
    assert spell.spell[-1] == Exile(Ref.SELF) and spell.unparsed == ()
    s.cast(P0, s.hand(P0, spell), [P1])
    s.resolve()
    assert s.game.players[P1].life == 19
    assert s.names(P0, Zone.EXILE) == ["Lava Dart"]
    assert s.names(P0, Zone.GRAVEYARD) == []


# -- Leylines (CR 103.6) --------------------------------------------------------------------------


def leyline_of_sanctity():
    return compile_text(
        "Leyline of Sanctity",
        "{2}{W}{W}",
        "Enchantment",
        "If Leyline of Sanctity is in your opening hand, you may begin the game with it on the "
        "battlefield.\nYou have hexproof. (You can't be the target of spells or abilities your "
        "opponents control.)",
    )


def _leyline_game(agents, deck, seed=3):
    r = [np.random.default_rng(c) for c in np.random.SeedSequence(seed).spawn(5)]
    return new_game(
        (deck, deck),
        agents,
        r[0],
        (r[1], r[2]),
        (r[3], r[4]),
        starting_player=0,
        max_turns=1,
        goldfish=False,
        record_log=True,
    )


def test_leyline_begins_the_game_on_the_battlefield():
    """CR 103.6: after the mulligans, a Leyline in the opening hand may start on the battlefield."""
    leyline = leyline_of_sanctity()
    assert leyline.begins_on_battlefield and leyline.unparsed == ()
    deck = [leyline] * 60  # every opening hand holds seven
    g = _leyline_game(
        (ScriptedAgent([("mulligan", True)]), ScriptedAgent([("mulligan", True)])), deck
    )
    start_game(g)
    for pid in (P0, P1):
        assert [o.card.name for o in g.players[pid].battlefield] == ["Leyline of Sanctity"] * 7
        assert g.players[pid].hand == []
    # Starting player first (CR 103.6), after both mulligan decisions (CR 103.5).
    kinds = [(pid, kind) for pid, kind, _ in g.decisions]
    assert kinds.index((P1, "mulligan")) < kinds.index((P0, "may"))
    assert kinds.index((P0, "may")) < kinds.index((P1, "may"))


def test_leyline_may_stay_in_hand():
    """CR 103.6 "you may": a player who declines keeps the card in hand."""
    deck = [leyline_of_sanctity()] * 60
    no = [("mulligan", True)] + [("may", False)] * 7
    g = _leyline_game((ScriptedAgent(no), ScriptedAgent(list(no))), deck)
    start_game(g)
    assert g.players[P0].battlefield == [] and len(g.players[P0].hand) == 7


# -- "enters with N counters" (CR 614.1c, 122.6) ------------------------------------------------


def walking_ballista():
    return compile_text(
        "Walking Ballista",
        "{X}{X}",
        "Artifact Creature — Construct",
        "Walking Ballista enters with X +1/+1 counters on it.\n{4}: Put a +1/+1 counter on "
        "Walking Ballista.\nRemove a +1/+1 counter from Walking Ballista: It deals 1 damage to "
        "any target.",
        ("0", "0"),
    )


def triskelion():
    return compile_text(
        "Triskelion",
        "{6}",
        "Artifact Creature — Construct",
        "Triskelion enters with three +1/+1 counters on it.\nRemove a +1/+1 counter from "
        "Triskelion: It deals 1 damage to any target.",
        ("1", "1"),
    )


def test_walking_ballista_enters_with_x_counters(scenario):
    """CR 614.1c, 107.3m: cast for X=2, the 0/0 enters as a 2/2 and survives SBAs (CR 704.5f)."""
    s = scenario()
    assert walking_ballista().enters_with == ("+1/+1", "X")
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, walking_ballista()), x=2)
    s.resolve()
    bal = next(o for o in s.game.players[P0].battlefield if o.card.name == "Walking Ballista")
    assert bal.counters == {"+1/+1": 2}
    assert (s.game.power(bal), s.game.toughness(bal)) == (2, 2)


def test_enters_with_counters_when_put_onto_the_battlefield(scenario):
    """CR 614.1c: Triskelion returned from the graveyard still enters with three counters;
    Walking Ballista not cast has X = 0 (CR 107.3m) and dies to the SBA (CR 704.5f)."""
    s = scenario()
    assert triskelion().enters_with == ("+1/+1", 3)
    tri = s.graveyard(P0, triskelion())
    bal = s.graveyard(P0, walking_ballista())
    back = s.game.move(tri, Zone.BATTLEFIELD)
    s.game.move(bal, Zone.BATTLEFIELD)
    s.resolve()
    assert back.counters == {"+1/+1": 3} and s.game.power(back) == 4
    assert s.names(P0, Zone.GRAVEYARD) == ["Walking Ballista"]


def test_ballista_removes_a_counter_to_ping(scenario):
    """CR 118.3, 122: "Remove a +1/+1 counter from ~" is paid from the counters it has."""
    s = scenario()
    bal = s.battlefield(P0, walking_ballista())
    bal.counters = {"+1/+1": 1}
    s.activate(P0, bal, 1, [P1])
    s.resolve()
    assert s.game.players[P1].life == 19
    assert s.zone(bal) is Zone.GRAVEYARD  # a 0/0 without its last counter (CR 704.5f)
    s2 = scenario()
    empty = s2.battlefield(P0, triskelion())
    assert not ability_cost_ok(s2.game, P0, empty, empty.info.ability_facts[0])


# -- tutors and land searches (CR 701.23) ---------------------------------------------------------


def path_to_exile():
    return compile_text(
        "Path to Exile",
        "{W}",
        "Instant",
        "Exile target creature. Its controller may search their library for a basic land card, "
        "put that card onto the battlefield tapped, then shuffle.",
    )


def test_path_to_exile_gives_its_target_controller_a_land(scenario):
    """CR 701.23: the exiled creature's controller searches their own library (tapped land)."""
    s = scenario()
    path = path_to_exile()
    assert path.unparsed == ()
    assert path.spell[1].player == Ref.TARGET_CONTROLLER
    assert search_mask(path) is None  # no colour source for Path's caster
    victim = s.battlefield(P1, bear())
    s.library(P1, "Forest", "Island")
    s.library(P0, "Plains")
    s.lands(P0, "Plains")
    s.cast(P0, s.hand(P0, path), [victim])
    s.resolve()
    assert s.names(P1, Zone.EXILE) == ["Grizzly Bears"]
    lands = [o for o in s.game.players[P1].battlefield if o.info.is_land]
    assert len(lands) == 1 and lands[0].tapped and lands[0].controller == P1
    assert len(s.game.players[P1].library) == 1
    assert s.names(P0, Zone.LIBRARY) == ["Plains"]  # the caster's library is untouched


def test_vampiric_tutor_puts_the_card_on_top(scenario):
    """CR 701.23: "then shuffle and put that card on top": the next draw is the tutored card."""
    s = scenario()
    tutor = compile_text(
        "Vampiric Tutor",
        "{B}",
        "Instant",
        "Search your library for a card, then shuffle and put that card on top. You lose 2 life.",
    )
    assert tutor.unparsed == ()
    s.library(P0, "Island", "Forest", "Mountain", "Plains")
    s.lands(P0, "Swamp")
    s.script(
        P0,
        (
            "search",
            lambda view, d: (
                next(o for o in d.options if s.game.objects[o].card.name == "Forest"),
            ),
        ),
    )
    s.cast(P0, s.hand(P0, tutor))
    s.resolve()
    assert s.game.players[P0].library[-1].card.name == "Forest"
    assert s.game.players[P0].life == 18


# -- attack requirements and blocking restrictions (CR 508.1d, 509.1b) ---------------------------


def test_attacks_each_combat_if_able(scenario):
    """CR 508.1d: Flamewake Phoenix attacks even when its controller declares no attackers."""
    phoenix = compile_text(
        "Flamewake Phoenix",
        "{1}{R}{R}",
        "Creature — Phoenix",
        "Flying, haste\nFlamewake Phoenix attacks each combat if able.\nFerocious — At the "
        "beginning of combat on your turn, if you control a creature with power 4 or greater, "
        "you may pay {R}. If you do, return Flamewake Phoenix from your graveyard to the "
        "battlefield.",
        ("2", "2"),
    )
    assert phoenix.keywords & Keyword.ATTACKS_EACH_COMBAT
    s = scenario()
    p = s.battlefield(P0, phoenix)
    s.script(P0, ("attackers", ()))
    s.combat()
    assert s.game.players[P1].life == 18 and p.tapped


def test_can_block_only_creatures_with_flying(scenario):
    """CR 509.1b: Brazen Borrower can block a flier but not a ground creature."""
    borrower = compile_text(
        "Brazen Borrower",
        "{1}{U}{U}",
        "Creature — Faerie Rogue",
        "Flash\nFlying\nBrazen Borrower can block only creatures with flying.",
        ("3", "1"),
    )
    assert borrower.unparsed == () and borrower.keywords & Keyword.BLOCKS_ONLY_FLYERS
    bird = compile_text("Birds", "{U}", "Creature — Bird", "Flying", ("1", "1"))
    s = scenario()
    b = s.battlefield(P1, borrower)
    ground = s.battlefield(P0, bear())
    flier = s.battlefield(P0, bird)
    assert not can_block(s.game, b, ground)
    assert can_block(s.game, b, flier)


# -- dredge (CR 702.52) -----------------------------------------------------------------------------


def life_from_the_loam():
    return compile_text(
        "Life from the Loam",
        "{1}{G}",
        "Sorcery",
        "Return up to three target land cards from your graveyard to your hand.\nDredge 3 (If "
        "you would draw a card, you may mill 3 cards instead. If you do, return this card from "
        "your graveyard to your hand.)",
    )


def test_dredge_replaces_a_draw(scenario):
    """CR 702.52a: instead of drawing, mill three and return Life from the Loam to hand."""
    loam = life_from_the_loam()
    assert loam.dredge == 3 and loam.unparsed == ()
    s = scenario()
    s.game.dredgers[P0] = True  # set by start_game for a deck with a dredge card
    s.graveyard(P0, loam)
    s.library(P0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    s.game.draw(P0)
    assert s.names(P0, Zone.HAND) == ["Life from the Loam"]
    assert len(s.game.players[P0].library) == 2
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Forest", "Island", "Swamp"]  # the top 3


def test_dredge_needs_enough_cards_and_may_be_declined(scenario):
    """CR 702.52b: with fewer than N cards in the library it can't dredge; "may": a draw."""
    s = scenario()
    s.game.dredgers[P0] = True
    s.graveyard(P0, life_from_the_loam())
    s.library(P0, "Forest", "Island")
    s.game.draw(P0)
    assert s.names(P0, Zone.HAND) == ["Forest"]
    s2 = scenario()
    s2.game.dredgers[P0] = True
    s2.graveyard(P0, life_from_the_loam())
    s2.library(P0, "Forest", "Island", "Swamp", "Mountain")
    s2.script(P0, ("may", False))
    s2.game.draw(P0)
    assert s2.names(P0, Zone.HAND) == ["Forest"]
    assert s2.names(P0, Zone.GRAVEYARD) == ["Life from the Loam"]


# -- additional land plays (CR 305.2) -------------------------------------------------------------


def test_exploration_gives_an_additional_land_play(scenario):
    """CR 305.2: with Exploration two lands can be played this turn; a third can't."""
    exploration = compile_text(
        "Exploration",
        "{G}",
        "Enchantment",
        "You may play an additional land on each of your turns.",
    )
    assert exploration.extra_land_plays == 1 and exploration.unparsed == ()
    s = scenario()
    ex = s.battlefield(P0, exploration)
    s.play_land(P0, s.hand(P0, "Forest"))
    s.play_land(P0, s.hand(P0, "Forest"))
    with pytest.raises(IllegalActionError):
        s.play_land(P0, s.hand(P0, "Forest"))
    s.game.destroy(ex)
    assert s.game.players[P0].land_plays == 1  # it left: back to one land a turn


def _goldfish_answer(s):
    actions, canon = legal_actions(s.game, P0)
    return GoldfishAgent().decide(
        s.game.views[P0], Decision(PRIORITY, actions, canon=canon), s.game.agent_rngs[P0]
    )


def test_goldfish_pings_with_counters_only_when_lethal(scenario):
    """The goldfish keeps Triskelion's counters (a 4/4 attacker) unless 3 pings are lethal."""
    s = scenario(goldfish=True, life=(20, 10))
    s.battlefield(P0, triskelion()).counters = {"+1/+1": 3}
    assert _goldfish_answer(s) == PASS
    s.game.players[P1].life = 3
    a = _goldfish_answer(s)
    assert isinstance(a, ActivateAbility) and a.targets == ((P1,),)


# -- a card from hand onto the battlefield (CR 110.2, 305.4) -------------------------------------


def test_growth_spiral_puts_a_land_without_a_land_play(scenario):
    """CR 305.4: Growth Spiral's land enters untapped and the land play is still available."""
    spiral = compile_text(
        "Growth Spiral",
        "{G}{U}",
        "Instant",
        "Draw a card. You may put a land card from your hand onto the battlefield.",
    )
    assert spiral.unparsed == ()
    s = scenario()
    s.lands(P0, "Forest", "Island")
    s.library(P0, "Plains")
    s.hand(P0, "Mountain")
    s.cast(P0, s.hand(P0, spiral))
    s.resolve()
    lands = [o for o in s.game.players[P0].battlefield if o.card.name in ("Mountain", "Plains")]
    assert len(lands) == 1 and not lands[0].tapped
    assert s.game.players[P0].lands_played_turn == 0  # no land play used


def test_arboreal_grazer_puts_its_land_tapped(scenario):
    """Arboreal Grazer's optional enters trigger: the land from hand enters tapped."""
    grazer = compile_text(
        "Arboreal Grazer",
        "{G}",
        "Creature — Beast",
        "Reach\nWhen Arboreal Grazer enters, you may put a land card from your hand onto the "
        "battlefield tapped.",
        ("0", "3"),
    )
    s = scenario()
    s.lands(P0, "Forest")
    s.hand(P0, "Island")
    s.cast(P0, s.hand(P0, grazer))
    s.resolve()
    island = [o for o in s.game.players[P0].battlefield if o.card.name == "Island"]
    assert len(island) == 1 and island[0].tapped
