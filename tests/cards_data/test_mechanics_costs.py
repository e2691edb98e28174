"""Alternative, reduced and increased costs, minimum costs and cast limits (issue 26, point 4).

Each test compiles a real card's Oracle text and plays it through the engine: CR 118.9
(alternative costs), 601.2f (cost increases, reductions and a minimum), 702.41 (affinity),
702.126 (improvise), 101.2 (a "can't" wins: cast limits, sorcery-timing locks).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards.costs import CONTROL_PREFIX, NOT_YOUR_TURN, AlternativeCost
from deckstats.cards.model import CardType, Color, Keyword
from deckstats.cards.modifiers import CastLimit, CostChange, MinimumCost, SorceryTimingOnly
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter, Ref
from deckstats.engine import Step
from deckstats.engine.actions import CastSpell

RUBY_MEDALLION = compile_text(
    "Ruby Medallion", "{2}", "Artifact", "Red spells you cast cost {1} less to cast."
)
PYRETIC_RITUAL = compile_text("Pyretic Ritual", "{1}{R}", "Instant", "Add {R}{R}{R}.")
THALIA = compile_text(
    "Thalia, Guardian of Thraben",
    "{1}{W}",
    "Legendary Creature — Human Soldier",
    "First strike\nNoncreature spells cost {1} more to cast.",
    pt=("2", "1"),
)
BOLT = compile_text(
    "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
)
GOBLIN_GUIDE = compile_text(
    "Goblin Guide",
    "{R}",
    "Creature — Goblin Scout",
    "Haste\nWhenever Goblin Guide attacks, defending player reveals the top card of their "
    "library. If it's a land card, that player puts it into their hand.",
    pt=("2", "2"),
)
TRINISPHERE = compile_text(
    "Trinisphere",
    "{3}",
    "Artifact",
    "As long as Trinisphere is untapped, each spell that would cost less than three mana to "
    "cast costs three mana to cast. (Additional mana in the cost may be paid with any mana. "
    "For example, Trinisphere makes a spell that costs {R} cost {2}{R}.)",
)
RULE_OF_LAW = compile_text(
    "Rule of Law", "{2}{W}", "Enchantment", "Each player can't cast more than one spell each turn."
)
DEAFENING_SILENCE = compile_text(
    "Deafening Silence",
    "{W}",
    "Enchantment",
    "Each player can't cast more than one noncreature spell each turn.",
)
TEFERI = compile_text(
    "Teferi, Time Raveler",
    "{1}{W}{U}",
    "Legendary Planeswalker — Teferi",
    "Each opponent can cast spells only any time they could cast a sorcery.\n+1: Until your "
    "next turn, you may cast sorcery spells as though they had flash.\n−3: Return up to one "
    "target artifact, creature, or enchantment to its owner's hand. Draw a card.",
    loyalty="4",
)
FROGMITE = compile_text(
    "Frogmite",
    "{4}",
    "Artifact Creature — Frog",
    "Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)",
    pt=("2", "2"),
)
ORNITHOPTER = compile_text(
    "Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", pt=("0", "2")
)
GEARSEEKER_SERPENT = compile_text(
    "Gearseeker Serpent",
    "{5}{U}{U}",
    "Creature — Serpent",
    "This spell costs {1} less to cast for each artifact you control.\n{5}{U}: Gearseeker "
    "Serpent can't be blocked this turn.",
    pt=("5", "6"),
)
METALLIC_REBUKE = compile_text(
    "Metallic Rebuke",
    "{2}{U}",
    "Instant",
    "Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're "
    "done activating mana abilities pays for {1}.)\nCounter target spell unless its "
    "controller pays {3}.",
)
FORCE_OF_NEGATION = compile_text(
    "Force of Negation",
    "{1}{U}{U}",
    "Instant",
    "If it's not your turn, you may exile a blue card from your hand rather than pay this "
    "spell's mana cost.\nCounter target noncreature spell. If that spell is countered this "
    "way, exile it instead of putting it into its owner's graveyard.",
)
SNUFF_OUT = compile_text(
    "Snuff Out",
    "{3}{B}",
    "Instant",
    "If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.\n"
    "Destroy target nonblack creature. It can't be regenerated.",
)
ABRUPT_DECAY = compile_text(
    "Abrupt Decay",
    "{B}{G}",
    "Instant",
    "This spell can't be countered.\nDestroy target nonland permanent with mana value 3 or less.",
)
COUNTERSPELL = compile_text("Counterspell", "{U}{U}", "Instant", "Counter target spell.")


def _casts(s, pid, obj):
    return [a for a in s.legal(pid) if isinstance(a, CastSpell) and a.oid == obj.oid]


# -- compiled forms --------------------------------------------------------------------------


def test_cost_changes_compile():
    """CR 601.2f: the quality, whose spells, and the amount of each change."""
    assert RUBY_MEDALLION.unparsed == ()
    assert RUBY_MEDALLION.modifiers == (CostChange(-1, Filter(colors=Color.R), Ref.YOU),)
    assert THALIA.unparsed == ()
    assert THALIA.modifiers == (CostChange(1, Filter(not_type=CardType.CREATURE), Ref.EACH_PLAYER),)
    assert TRINISPHERE.modifiers == (MinimumCost(3, while_untapped=True),)
    assert GEARSEEKER_SERPENT.modifiers[0] == CostChange(
        -1, Filter(), Ref.SELF, Filter(card_type=CardType.ARTIFACT)
    )
    electro = compile_text(
        "Goblin Electromancer",
        "{R}{R}",
        "Creature — Goblin Wizard",
        "Instant and sorcery spells you cast cost {1} less to cast.",
        pt=("2", "2"),
    )
    assert electro.modifiers == (
        CostChange(-1, Filter(card_type=CardType.INSTANT | CardType.SORCERY), Ref.YOU),
    )
    sphere = compile_text(
        "Sphere of Resistance", "{2}", "Artifact", "Spells cost {1} more to cast."
    )
    assert sphere.modifiers == (CostChange(1),)


def test_locks_and_keywords_compile():
    """CR 101.2 cast limits, 702.41a affinity, 702.126a improvise, "can't be countered"."""
    assert RULE_OF_LAW.modifiers == (CastLimit(1, Filter(), Ref.EACH_PLAYER),)
    assert DEAFENING_SILENCE.modifiers == (
        CastLimit(1, Filter(not_type=CardType.CREATURE), Ref.EACH_PLAYER),
    )
    assert TEFERI.modifiers == (SorceryTimingOnly(Ref.EACH_OPPONENT),)
    assert FROGMITE.unparsed == () and FROGMITE.keywords & Keyword.AFFINITY
    assert METALLIC_REBUKE.unparsed == () and METALLIC_REBUKE.keywords & Keyword.IMPROVISE
    assert ABRUPT_DECAY.unparsed == () and ABRUPT_DECAY.keywords & Keyword.CANT_BE_COUNTERED


def test_conditional_alternative_costs_compile():
    """CR 118.9: the condition of an alternative cost is part of it."""
    assert FORCE_OF_NEGATION.unparsed == ()
    assert FORCE_OF_NEGATION.costs == (
        AlternativeCost(exile_from_hand=1, exile_color=Color.U, condition=NOT_YOUR_TURN),
    )
    assert SNUFF_OUT.unparsed == ()
    assert SNUFF_OUT.costs == (AlternativeCost(life=4, condition=CONTROL_PREFIX + "Swamp"),)
    zero = compile_text(
        "Invented Free Spell",
        "{2}{U}",
        "Instant",
        "If you control a Island, you may pay {0} rather than pay this spell's mana cost.\n"
        "Draw a card.",
    )
    assert zero.costs[0].mana is not None and zero.costs[0].mana.mana_value == 0


def test_unknown_cost_wording_stays_unparsed():
    """A partial card never gains power: an unknown quality is not guessed."""
    card = compile_text(
        "Invented", "{2}", "Artifact", "Spells with flying you cast cost {1} less to cast."
    )
    assert card.modifiers == ()
    assert card.unparsed


# -- engine scenarios ------------------------------------------------------------------------


def test_ruby_medallion_reduces_red_spells(scenario):
    """CR 601.2f: Pyretic Ritual ({1}{R}) costs {R} with Ruby Medallion out."""
    s = scenario()
    s.lands(P0, "Mountain")
    rit = s.hand(P0, PYRETIC_RITUAL)
    assert _casts(s, P0, rit) == []
    s.battlefield(P0, RUBY_MEDALLION)
    s.cast(P0, rit)
    s.resolve()
    assert s.game.players[P0].pool[3] == 3  # R R R floating: a net gain of two
    # The opponent's red spells are not reduced ("spells you cast").
    s.lands(P1, "Mountain")
    other = s.hand(P1, PYRETIC_RITUAL)
    assert _casts(s, P1, other) == []


def test_thalia_taxes_noncreature_spells(scenario):
    """CR 601.2f: Thalia makes Lightning Bolt cost {1}{R}; Goblin Guide is not taxed."""
    s = scenario()
    s.battlefield(P1, THALIA)
    s.lands(P0, "Mountain")
    bolt = s.hand(P0, BOLT)
    guide = s.hand(P0, GOBLIN_GUIDE)
    assert _casts(s, P0, bolt) == []
    assert _casts(s, P0, guide)
    s.lands(P0, "Mountain")
    s.cast(P0, bolt, targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 17


def test_thalia_taxes_an_alternative_cost(scenario):
    """CR 601.2f, 118.9: the tax applies to Force of Negation's pitch cost too."""
    s = scenario(active=P1)
    s.battlefield(P1, THALIA)
    s.lands(P1, "Mountain", "Mountain", "Mountain")
    s.cast(P1, s.hand(P1, PYRETIC_RITUAL))  # {2}{R} under its own Thalia
    assert all(o.tapped for o in s.game.players[P1].battlefield if o.info.is_land)
    fon = s.hand(P0, FORCE_OF_NEGATION)
    s.hand(P0, COUNTERSPELL)  # a blue card to exile
    assert not any(a.alt for a in _casts(s, P0, fon))  # no mana for the {1} tax
    s.lands(P0, "Island")
    assert any(a.alt for a in _casts(s, P0, fon))


def test_trinisphere_minimum_cost(scenario):
    """CR 601.2f: Lightning Bolt costs three mana while Trinisphere is untapped."""
    s = scenario()
    sphere = s.battlefield(P1, TRINISPHERE)
    s.lands(P0, "Mountain", "Mountain")
    bolt = s.hand(P0, BOLT)
    assert _casts(s, P0, bolt) == []
    sphere.tapped = True
    assert _casts(s, P0, bolt)
    sphere.tapped = False
    s.lands(P0, "Mountain")
    s.cast(P0, bolt, targets=[P1])
    assert all(o.tapped for o in s.game.players[P0].battlefield)


def test_affinity_frogmite_is_free(scenario):
    """CR 702.41a: Frogmite costs {0} with four artifacts."""
    s = scenario()
    for _ in range(4):
        s.battlefield(P0, ORNITHOPTER)
    frog = s.hand(P0, FROGMITE)
    s.cast(P0, frog)
    s.resolve()
    assert "Frogmite" in [o.card.name for o in s.game.players[P0].battlefield]


def test_self_reduction_per_artifact(scenario):
    """CR 601.2f: Gearseeker Serpent costs {1} less for each artifact you control."""
    s = scenario()
    s.lands(P0, "Island", "Island")
    serpent = s.hand(P0, GEARSEEKER_SERPENT)
    for _ in range(4):
        s.battlefield(P0, ORNITHOPTER)
    assert _casts(s, P0, serpent) == []  # {1}{U}{U}: three mana, two lands
    s.battlefield(P0, ORNITHOPTER)
    s.cast(P0, serpent)
    s.resolve()
    assert "Gearseeker Serpent" in [o.card.name for o in s.game.players[P0].battlefield]


def test_improvise_taps_artifacts(scenario):
    """CR 702.126a: Metallic Rebuke's {2} is paid by tapping two artifacts."""
    s = scenario(active=P1)
    s.lands(P0, "Island")
    a, b = s.battlefield(P0, ORNITHOPTER), s.battlefield(P0, ORNITHOPTER)
    s.lands(P1, "Mountain")
    bolt = s.hand(P1, BOLT)
    s.cast(P1, bolt, targets=[P0])
    rebuke = s.hand(P0, METALLIC_REBUKE)
    spell = s.game.stack[-1].sid
    s.cast(P0, rebuke, targets=[spell])
    assert a.tapped and b.tapped


def test_rule_of_law_one_spell_each_turn(scenario):
    """CR 101.2: the second spell of a turn is not offered, and casting it is illegal."""
    s = scenario()
    s.battlefield(P1, RULE_OF_LAW)
    s.lands(P0, "Mountain", "Mountain")
    b1, b2 = s.hand(P0, BOLT), s.hand(P0, GOBLIN_GUIDE)
    s.cast(P0, b1, targets=[P1])
    s.resolve()
    assert _casts(s, P0, b2) == []
    with pytest.raises(IllegalActionError):
        s.cast(P0, b2)


def test_deafening_silence_counts_noncreature_spells(scenario):
    """CR 101.2: after a noncreature spell, creature spells may still be cast."""
    s = scenario()
    s.battlefield(P1, DEAFENING_SILENCE)
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, BOLT), targets=[P1])
    s.resolve()
    bolt2 = s.hand(P0, BOLT)
    assert _casts(s, P0, bolt2) == []
    s.cast(P0, s.hand(P0, GOBLIN_GUIDE))
    s.resolve()
    assert "Goblin Guide" in [o.card.name for o in s.game.players[P0].battlefield]


def test_teferi_sorcery_timing_for_opponents(scenario):
    """CR 307.1, 101.2: under Teferi, an opponent's instant waits for its own main phase."""
    s = scenario(active=P1)
    s.battlefield(P1, TEFERI)
    s.lands(P0, "Mountain")
    bolt = s.hand(P0, BOLT)
    assert _casts(s, P0, bolt) == []  # not its turn
    s2 = scenario(active=P0, step=Step.PRECOMBAT_MAIN)
    s2.battlefield(P1, TEFERI)
    s2.lands(P0, "Mountain")
    assert _casts(s2, P0, s2.hand(P0, BOLT))  # own main phase, empty stack
    s2.lands(P1, "Mountain")
    bolt1 = s2.hand(P1, BOLT)
    assert _casts(s2, P1, bolt1)  # not P1's turn, but Teferi's controller is unbound


def test_force_of_negation_pitch_only_on_opponents_turn(scenario):
    """CR 118.9: "If it's not your turn" gates the pitch cost."""
    s = scenario(active=P0)
    fon = s.hand(P0, FORCE_OF_NEGATION)
    s.hand(P0, COUNTERSPELL)
    s.lands(P1, "Mountain")
    assert not any(a.alt for a in _casts(s, P0, fon))
    s2 = scenario(active=P1)
    s2.lands(P1, "Mountain")
    fon2 = s2.hand(P0, FORCE_OF_NEGATION)
    cs = s2.hand(P0, COUNTERSPELL)
    rit = s2.hand(P1, PYRETIC_RITUAL)
    s2.lands(P1, "Mountain")
    s2.cast(P1, rit)
    spell = s2.game.stack[-1].sid
    alt = [a for a in _casts(s2, P0, fon2) if a.alt]
    assert alt
    s2.act(P0, CastSpell(fon2.oid, ((spell,),), alt=alt[0].alt))
    s2.resolve()
    assert s2.zone(rit) is not None and "Pyretic Ritual" in s2.names(P1, _exile())
    assert "Counterspell" in s2.names(P0, _exile())
    assert s2.zone(cs) is not None


def _exile():
    from deckstats.engine import Zone

    return Zone.EXILE


def test_snuff_out_needs_a_swamp(scenario):
    """CR 118.9: Snuff Out's life payment is allowed only while you control a Swamp."""
    s = scenario()
    s.battlefield(P1, GOBLIN_GUIDE)
    snuff = s.hand(P0, SNUFF_OUT)
    assert not any(a.alt for a in _casts(s, P0, snuff))
    s.lands(P0, "Swamp")
    s.lands(P0, "Swamp", tapped=True)
    alt = [a for a in _casts(s, P0, snuff) if a.alt]
    assert alt
    s.act(P0, alt[0])
    s.resolve()
    assert s.game.players[P0].life == 16
    assert s.names(P1, _exile()) == [] and "Goblin Guide" not in [
        o.card.name for o in s.game.players[P1].battlefield
    ]


def test_cant_be_countered(scenario):
    """CR 101.2: Counterspell does nothing to Abrupt Decay."""
    s = scenario()
    s.lands(P0, "Swamp", "Forest")
    s.battlefield(P1, GOBLIN_GUIDE)
    decay = s.hand(P0, ABRUPT_DECAY)
    guide = s.game.players[P1].battlefield[-1]
    s.cast(P0, decay, targets=[guide])
    s.lands(P1, "Island", "Island")
    s.cast(P1, s.hand(P1, COUNTERSPELL), targets=[s.game.stack[-1].sid])
    s.resolve()
    assert "Goblin Guide" not in [o.card.name for o in s.game.players[P1].battlefield]
    assert "Abrupt Decay" in s.names(P0, _exile().GRAVEYARD)


def test_pitch_the_cheapest_card(scenario):
    """CR 118.9: Force of Will's pitch: the base agent exiles its cheapest blue card."""
    from deckstats.players.base import BaseAgent

    fow = compile_text(
        "Force of Will",
        "{3}{U}{U}",
        "Instant",
        "You may pay 1 life and exile a blue card from your hand rather than pay this spell's "
        "mana cost.\nCounter target spell.",
    )
    from deckstats.players.scripted import ScriptedAgent

    s = scenario(active=P1, agents=(BaseAgent(), ScriptedAgent()))
    s.lands(P1, "Mountain", "Mountain")
    s.cast(P1, s.hand(P1, PYRETIC_RITUAL))
    spell = s.game.stack[-1].sid
    f = s.hand(P0, fow)
    s.hand(P0, FORCE_OF_NEGATION)  # mana value 3
    s.hand(P0, COUNTERSPELL)  # mana value 2: pitched
    alt = [a for a in _casts(s, P0, f) if a.alt]
    s.act(P0, CastSpell(f.oid, ((spell,),), alt=alt[0].alt))
    assert s.names(P0, _exile()) == ["Counterspell"]
    assert s.game.players[P0].life == 19


# -- additional costs (CR 601.2b) -------------------------------------------------------------

BONE_SPLINTERS = compile_text(
    "Bone Splinters",
    "{B}",
    "Sorcery",
    "As an additional cost to cast this spell, sacrifice a creature.\nDestroy target creature.",
)
CATHARTIC_REUNION = compile_text(
    "Cathartic Reunion",
    "{1}{R}",
    "Sorcery",
    "As an additional cost to cast this spell, discard two cards.\nDraw three cards.",
)


def test_additional_costs_compile():
    from deckstats.cards.costs import AdditionalCost

    assert BONE_SPLINTERS.unparsed == () and BONE_SPLINTERS.castable
    assert BONE_SPLINTERS.costs == (AdditionalCost(sacrifice=1, sacrifice_types=CardType.CREATURE),)
    assert CATHARTIC_REUNION.costs == (AdditionalCost(discard=2),)
    either = compile_text(
        "Invented Either",
        "{B}",
        "Sorcery",
        "As an additional cost to cast this spell, sacrifice a creature or pay 3 life.\nDraw a card.",
    )
    # A choice of costs (round 38: ``engine.additional_choice``): one of them is paid.
    assert either.castable and either.costs == (
        AdditionalCost(
            options=(
                AdditionalCost(sacrifice=1, sacrifice_types=CardType.CREATURE),
                AdditionalCost(life=3),
            )
        ),
    )


def test_bone_splinters_needs_and_takes_a_creature(scenario):
    """CR 601.2b: no creature to sacrifice, no Bone Splinters; with one, it is sacrificed."""
    s = scenario()
    s.lands(P0, "Swamp")
    target = s.battlefield(P1, GOBLIN_GUIDE)
    splinters = s.hand(P0, BONE_SPLINTERS)
    assert _casts(s, P0, splinters) == []
    s.battlefield(P0, ORNITHOPTER)
    s.cast(P0, splinters, targets=[target])
    assert "Ornithopter" in s.names(P0, _exile().GRAVEYARD)
    s.resolve()
    assert "Goblin Guide" in s.names(P1, _exile().GRAVEYARD)


def test_cathartic_reunion_discards_two(scenario):
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    reunion = s.hand(P0, CATHARTIC_REUNION)
    s.hand(P0, BOLT)
    assert _casts(s, P0, reunion) == []  # one other card: can't discard two
    s.hand(P0, BOLT)
    s.library(P0, "Island", "Island", "Island")
    s.cast(P0, reunion)
    assert s.names(P0, _exile().GRAVEYARD).count("Lightning Bolt") == 2
    s.resolve()
    assert len(s.game.players[P0].hand) == 3


def test_domain_and_graveyard_reductions(scenario):
    """CR 601.2f: Leyline Binding's domain, Tolarian Terror's instants and sorceries."""
    binding = compile_text(
        "Leyline Binding",
        "{5}{W}",
        "Enchantment",
        "Flash\nDomain — This spell costs {1} less to cast for each basic land type among lands "
        "you control.\nWhen Leyline Binding enters, exile target nonland permanent an opponent "
        "controls until Leyline Binding leaves the battlefield.",
    )
    terror = compile_text(
        "Tolarian Terror",
        "{6}{U}",
        "Creature — Serpent",
        "This spell costs {1} less to cast for each instant and sorcery card in your "
        "graveyard.\nWard {2}",
        pt=("5", "5"),
    )
    assert binding.modifiers[0].domain and terror.unparsed == ()
    s = scenario()
    s.lands(P0, "Plains", "Island")
    view = s.game.views[P0]
    assert view.spell_mana(binding) == 4  # two basic land types
    s.lands(P0, "Plains")
    assert view.spell_mana(binding) == 4  # still two types
    assert view.spell_mana(terror) == 7
    s.graveyard(P0, BOLT)
    s.graveyard(P0, PYRETIC_RITUAL)
    s.graveyard(P0, GOBLIN_GUIDE)  # a creature card: not counted
    assert view.spell_mana(terror) == 5


def test_more_cost_wordings_compile():
    """CR 601.2b/f: a type union to sacrifice, per-card-type and per-attacker reductions."""
    from deckstats.cards.costs import AdditionalCost

    offering = compile_text(
        "Fanatical Offering",
        "{1}{B}",
        "Instant",
        "As an additional cost to cast this spell, sacrifice an artifact or creature.\nDraw two "
        "cards and create a Map token.",
    )
    assert offering.costs == (
        AdditionalCost(sacrifice=1, sacrifice_types=CardType.ARTIFACT | CardType.CREATURE),
    )
    emrakul = compile_text(
        "Emrakul, the Promised End",
        "{13}",
        "Legendary Creature — Eldrazi",
        "This spell costs {1} less to cast for each card type among cards in your graveyard.",
        pt=("13", "13"),
    )
    assert emrakul.modifiers == (CostChange(-1, Filter(), Ref.SELF, card_types=True),)
    voice = compile_text(
        "Voice of Victory",
        "{1}{W}",
        "Creature — Human Bard",
        "Your opponents can't cast spells during your turn.",
        pt=("1", "3"),
    )
    assert voice.modifiers == (CastLimit(0, Filter(), Ref.EACH_OPPONENT, during_your_turn=True),)


def test_voice_of_victory_only_on_its_controllers_turn(scenario):
    """CR 101.2: the opponent can't cast spells during Voice's controller's turn."""
    voice = compile_text(
        "Voice of Victory",
        "{1}{W}",
        "Creature — Human Bard",
        "Your opponents can't cast spells during your turn.",
        pt=("1", "3"),
    )
    s = scenario(active=P0)
    s.battlefield(P0, voice)
    s.lands(P1, "Mountain")
    bolt = s.hand(P1, BOLT)
    assert _casts(s, P1, bolt) == []
    s2 = scenario(active=P1)
    s2.battlefield(P0, voice)
    s2.lands(P1, "Mountain")
    assert _casts(s2, P1, s2.hand(P1, BOLT))


def test_goldfish_plans_with_the_reduced_price(scenario):
    """CR 702.41a: with four artifacts out, the goldfish casts Frogmite with no mana."""
    from deckstats.engine.actions import CastSpell as Cast
    from deckstats.engine.decisions import PRIORITY, Decision
    from deckstats.players.goldfish import GoldfishAgent

    s = scenario()
    for _ in range(4):
        s.battlefield(P0, ORNITHOPTER)
    frog = s.hand(P0, FROGMITE)
    actions, canon = s.legal(P0), None
    agent = GoldfishAgent()
    answer = agent.on_priority(s.game.views[P0], Decision(PRIORITY, actions, canon=canon), None)
    assert isinstance(answer, Cast) and answer.oid == frog.oid
