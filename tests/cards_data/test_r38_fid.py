"""The partial cards of the real tournament decks, round 38 (issue 26, brief r38_fid).

Each family: a real card compiled from its real Oracle text (the compiled value) and an
engine scenario citing its rule.

- "You may have it gain haste until end of turn." after a token is created (CR 702.10,
  514.2): Cori-Steel Cutter.
- Flickers returning at the next end step (CR 603.7a, 400.7): Flickerwisp, Anurid
  Brushhopper, Astral Slide.
- A choice of additional costs (CR 601.2b, 601.2h): Bitter Triumph, Bone Shards, Demand
  Answers.
- Token copies (CR 707.2, 707.9b): Kiki-Jiki, Three Steps Ahead, Esika's Chariot; flash
  permissions (CR 702.8a): Rattlechains; alternative-cost conditions (CR 118.9): Land
  Grant, Mindbreak Trap; group attack requirements (CR 508.1d): Goblin Rabblemaster;
  "becomes the target of a spell" effects (CR 603.2): Reality Smasher, Bonecrusher Giant;
  Seasoned Pyromancer's discard-then-draw (compiled by another helper's DiscardThen);
  three verbs with one subject (CR 115.1): Archon of Cruelty; untargeted returns from the
  graveyard (CR 608.2c): Takenuma; keywords by colour (CR 613.1f): Scion of Draco; a spell
  put back on its owner's library: Subtlety; a toughness-bounded search: Recruiter of the
  Guard; the Nth card drawn (CR 121.1): Faerie Mastermind; impulse draw with "it":
  Clockwork Percussionist.
- ``cards coverage DECK --json`` counts main-deck copies apart from the sideboard.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from scenario import P0, P1

from deckstats.cards.costs import (
    NO_LANDS_IN_HAND,
    OPP_SPELLS_PREFIX,
    AdditionalCost,
    AlternativeCost,
)
from deckstats.cards.effects import (
    CopyToken,
    CounterUnlessDiscard,
    CreateToken,
    DealDamage,
    Flicker,
    MayDo,
    ReturnFromGraveyard,
)
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.static_rules import FlashPermission
from deckstats.cards.targets import Ref
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell
from deckstats.engine.delayed import fire
from deckstats.engine.types import Step

ROOT = Path(__file__).resolve().parents[2]


def _on(s, pid, name):
    return [o for o in s.game.players[pid].battlefield if o.card.name == name]


# -- a created token gains haste (CR 702.10, 514.2) ----------------------------------------

CORI_STEEL_CUTTER = (
    "Equipped creature gets +1/+1 and has trample and haste.\nFlurry — Whenever you cast your "
    "second spell each turn, create a 1/1 colorless Monk creature token with prowess. You may "
    "have it gain haste until end of turn.\nEquip {1}{R}"
)


def cori_steel_cutter():
    return compile_text("Cori-Steel Cutter", "{1}{R}", "Artifact — Equipment", CORI_STEEL_CUTTER)


def test_cori_steel_cutter_compiles_the_haste_onto_its_monk_token():
    card = cori_steel_cutter()
    assert card.unparsed == () and card.withheld == ()
    (trig,) = card.triggers
    (create,) = trig.effect  # no Pump of the Cutter itself: "it" is the token
    assert isinstance(create, CreateToken) and create.haste
    assert create.token.keywords == Keyword.PROWESS  # haste only until end of turn


def test_cutter_monk_has_haste_this_turn_only(scenario):
    """CR 702.10, 514.2: the second spell makes a Monk that can attack at once; the haste
    ends with the turn (cleanup), the prowess stays."""
    s = scenario()
    s.battlefield(P0, cori_steel_cutter())
    s.lands(P0, "Mountain", "Mountain")
    for _ in range(2):
        s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[P1])
        s.resolve()
    (monk,) = _on(s, P0, "Monk")
    assert s.game.keywords(monk) & Keyword.HASTE
    s.cleanup()
    assert not s.game.keywords(monk) & Keyword.HASTE
    assert s.game.keywords(monk) & Keyword.PROWESS


# -- flickers returning at the next end step (CR 603.7a, 400.7) ----------------------------

FLICKERWISP = (
    "Flying\nWhen Flickerwisp enters, exile another target permanent. Return that card to the "
    "battlefield under its owner's control at the beginning of the next end step."
)


def flickerwisp():
    return compile_text(
        "Flickerwisp", "{1}{W}{W}", "Creature — Elemental", FLICKERWISP, pt=("3", "1")
    )


def test_flickerwisp_compiles_a_delayed_return():
    card = flickerwisp()
    assert card.unparsed == () and card.withheld == ()
    (trig,) = card.triggers
    (flick,) = trig.effect
    assert isinstance(flick, Flicker) and flick.later == "exile" and not flick.yours
    assert flick.target.other


def test_anurid_brushhopper_and_astral_slide_compile_the_same_return():
    hopper = compile_text(
        "Anurid Brushhopper",
        "{1}{G}{W}",
        "Creature — Insect",
        "Discard two cards: Exile Anurid Brushhopper. Return it to the battlefield under its "
        "owner's control at the beginning of the next end step.",
        pt=("3", "4"),
    )
    assert hopper.unparsed == ()
    assert hopper.abilities[0].effect == (Flicker(Ref.SELF, later="exile"),)
    slide = compile_text(
        "Astral Slide",
        "{2}{W}",
        "Enchantment",
        "Whenever a player cycles a card, you may exile target creature. If you do, return "
        "that card to the battlefield under its owner's control at the beginning of the next "
        "end step.",
    )
    assert slide.unparsed == ()
    (may,) = slide.triggers[0].effect
    assert isinstance(may, MayDo) and may.effect[0].later == "exile"


def test_flickerwisp_exiles_a_blocker_until_the_end_step(scenario):
    """CR 603.7a: the opponent's creature is gone for the turn and comes back, untapped and a
    new object (CR 400.7), at the beginning of the next end step, under its owner's control."""
    s = scenario()
    bear = s.battlefield(P1, "Grizzly Bears", tapped=True)
    s.lands(P0, "Plains", "Plains", "Plains")
    s.script(P0, ("targets", lambda v, d: ((bear.oid,),)))
    s.cast(P0, s.hand(P0, flickerwisp()))
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.EXILE)
    assert "Grizzly Bears" not in s.names(P1, Zone.BATTLEFIELD)
    fire(s.game, Step.END)
    s.resolve()
    (back,) = _on(s, P1, "Grizzly Bears")
    assert back.oid != bear.oid and not back.tapped and back.controller == P1


def test_a_flickered_token_never_returns(scenario):
    """CR 111.7: a token exiled ceases to exist: nothing is left for the delayed trigger."""
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(
        P0,
        s.hand(
            P0,
            compile_text("Raise", "{W}", "Sorcery", "Create a 1/1 white Soldier creature token."),
        ),
    )
    s.resolve()
    (soldier,) = _on(s, P0, "Soldier")
    s.lands(P0, "Plains", "Plains", "Plains")
    s.script(P0, ("targets", lambda v, d: ((soldier.oid,),)))
    s.cast(P0, s.hand(P0, flickerwisp()))
    s.resolve()
    fire(s.game, Step.END)
    s.resolve()
    assert _on(s, P0, "Soldier") == []


# -- a choice of additional costs (CR 601.2b, 601.2h) --------------------------------------

BITTER_TRIUMPH = (
    "As an additional cost to cast this spell, discard a card or pay 3 life.\n"
    "Destroy target creature or planeswalker."
)


def bitter_triumph():
    return compile_text("Bitter Triumph", "{1}{B}", "Instant", BITTER_TRIUMPH)


def test_bitter_triumph_compiles_a_choice_of_two_costs():
    card = bitter_triumph()
    assert card.unparsed == () and card.withheld == () and card.castable
    assert card.costs == (
        AdditionalCost(options=(AdditionalCost(discard=1), AdditionalCost(life=3))),
    )


def test_demand_answers_and_bone_shards_compile_their_choices():
    answers = compile_text(
        "Demand Answers",
        "{1}{R}",
        "Instant",
        "As an additional cost to cast this spell, sacrifice an artifact or discard a card.\n"
        "Draw three cards.",
    )
    assert answers.unparsed == () and answers.costs == (
        AdditionalCost(
            options=(
                AdditionalCost(sacrifice=1, sacrifice_types=CardType.ARTIFACT),
                AdditionalCost(discard=1),
            )
        ),
    )
    shards = compile_text(
        "Bone Shards",
        "{B}",
        "Sorcery",
        "As an additional cost to cast this spell, sacrifice a creature or discard a card.\n"
        "Destroy target creature or planeswalker.",
    )
    assert shards.unparsed == () and shards.castable


def _casts(s, obj):
    return [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == obj.oid]


def test_bitter_triumph_pays_life_when_it_has_no_card_to_discard(scenario):
    """CR 601.2b, 601.2h: with an empty hand the life is paid (20 -> 17)."""
    s = scenario()
    bear = s.battlefield(P1, "Grizzly Bears")
    s.lands(P0, "Swamp", "Swamp")
    triumph = s.hand(P0, bitter_triumph())
    s.cast(P0, triumph, targets=[bear])
    s.resolve()
    assert s.game.players[P0].life == 17
    assert "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)


def test_bitter_triumph_discards_at_low_life_and_is_not_offered_without_either(scenario):
    """CR 119.4: 3 life can't be paid at 2 life; a card is discarded instead. With neither a
    card nor the life, the spell is not offered (CR 601.2b)."""
    s = scenario(life=(2, 20))
    bear = s.battlefield(P1, "Grizzly Bears")
    s.lands(P0, "Swamp", "Swamp")
    triumph = s.hand(P0, bitter_triumph())
    assert _casts(s, triumph) == []
    s.hand(P0, "Forest")
    s.cast(P0, triumph, targets=[bear])
    s.resolve()
    assert s.game.players[P0].life == 2
    assert "Forest" in s.names(P0, Zone.GRAVEYARD)
    assert "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)


def test_demand_answers_sacrifices_a_treasure_rather_than_discard(scenario):
    """CR 601.2h: a token artifact (a Treasure) is the cheaper cost: the hand stays."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.library(P0, "Forest", "Forest", "Forest")
    s.cast(
        P0, s.hand(P0, compile_text("Strike It Rich", "{R}", "Sorcery", "Create a Treasure token."))
    )
    s.lands(P0, "Mountain")
    s.resolve()
    s.hand(P0, "Island")
    answers = compile_text(
        "Demand Answers",
        "{1}{R}",
        "Instant",
        "As an additional cost to cast this spell, sacrifice an artifact or discard a card.\n"
        "Draw three cards.",
    )
    s.cast(P0, s.hand(P0, answers))
    s.resolve()
    assert _on(s, P0, "Treasure") == []
    assert "Island" in s.names(P0, Zone.HAND)
    assert s.names(P0, Zone.HAND).count("Forest") == 3


# -- coverage counts the main deck apart (issue 26 fidelity figures) ------------------------


def test_coverage_json_counts_main_deck_copies_apart_from_the_sideboard(tmp_path):
    """An MTGO list: the block after the blank line is the sideboard, not main-deck copies."""
    deck = tmp_path / "d.txt"
    deck.write_text("20 Mountain\n20 Lightning Bolt\n20 Goblin Guide\n\n4 Lightning Bolt\n")
    out = subprocess.run(
        [sys.executable, "-m", "deckstats", "cards", "coverage", str(deck), "--json"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    rows = {r["card"]: r for r in json.loads(out.stdout)}
    assert rows["Lightning Bolt"]["count"] == 24 and rows["Lightning Bolt"]["main"] == 20
    assert rows["Goblin Guide"]["main"] == 20


# -- token copies of a permanent (CR 707.2, 707.9b, 603.7) ---------------------------------

KIKI_JIKI = (
    "Haste\n{T}: Create a token that's a copy of target nonlegendary creature you control, "
    "except it has haste. Sacrifice it at the beginning of the next end step."
)


def kiki_jiki():
    return compile_text(
        "Kiki-Jiki, Mirror Breaker",
        "{2}{R}{R}{R}",
        "Legendary Creature — Goblin Shaman",
        KIKI_JIKI,
        pt=("2", "2"),
    )


def test_kiki_jiki_compiles_a_hasty_copy_sacrificed_at_end_step():
    card = kiki_jiki()
    assert card.unparsed == () and card.withheld == ()
    (copy,) = card.abilities[0].effect
    assert isinstance(copy, CopyToken) and copy.haste and copy.at_end_step == "sacrifice"
    assert copy.target.filter.not_supertypes  # nonlegendary


def test_three_steps_ahead_and_esikas_chariot_compile_their_copies():
    steps = compile_text(
        "Three Steps Ahead",
        "{U}",
        "Instant",
        "Spree (Choose one or more additional costs.)\n+ {1}{U} — Counter target spell.\n"
        "+ {3} — Create a token that's a copy of target artifact or creature you control.\n"
        "+ {2} — Draw two cards, then discard a card.",
    )
    assert steps.unparsed == ()
    (copy,) = steps.spell[0].modes[1]
    assert copy == CopyToken(copy.target) and not copy.haste
    chariot = compile_text(
        "Esika's Chariot",
        "{3}{G}",
        "Legendary Artifact — Vehicle",
        "When Esika's Chariot enters, create two 2/2 green Cat creature tokens.\nWhenever "
        "Esika's Chariot attacks, create a token that's a copy of target token you control.\n"
        "Crew 4",
        pt=("4", "4"),
    )
    assert chariot.unparsed == ()
    assert chariot.triggers[1].effect[0].target.filter.token is True


def test_kiki_jiki_copies_a_creature_whose_copy_attacks_then_is_sacrificed(scenario):
    """CR 707.2: the copy has the creature's copiable values (its enters trigger fires again:
    Thragtusk gains 5 more life) but not its counters; CR 707.9b: it has haste; CR 603.7:
    it is sacrificed at the beginning of the next end step."""
    s = scenario()
    kiki = s.battlefield(P0, kiki_jiki())
    tusk = s.battlefield(P0, "Thragtusk")
    tusk.counters = {"+1/+1": 2}
    s.activate(P0, kiki, 0, targets=[tusk])
    s.resolve()
    copies = [o for o in _on(s, P0, "Thragtusk") if o.is_token]
    assert len(copies) == 1 and not copies[0].counters
    (copy,) = copies
    assert s.game.keywords(copy) & Keyword.HASTE and s.game.power(copy) == 5
    assert s.game.players[P0].life == 25  # the copy's own enters trigger (CR 603.6a)
    fire(s.game, Step.END)
    s.resolve()
    assert [o.is_token for o in _on(s, P0, "Thragtusk")] == [False]
    assert "Beast" in s.names(P0, Zone.BATTLEFIELD)  # the copy's leaves trigger: a 3/3


# -- casting spells as though they had flash (CR 702.8a, 307.1) -----------------------------

RATTLECHAINS = (
    "Flash\nFlying\nWhen Rattlechains enters, target Spirit you control gains hexproof until "
    "end of turn.\nYou may cast Spirit spells as though they had flash."
)


def rattlechains():
    return compile_text("Rattlechains", "{1}{U}", "Creature — Spirit", RATTLECHAINS, pt=("2", "1"))


SPIRIT = compile_text(
    "Supreme Phantom",
    "{1}{U}",
    "Creature — Spirit",
    "Flying\nOther Spirits you control get +1/+1.",
    pt=("1", "3"),
)


def test_rattlechains_compiles_a_flash_grant_for_spirits():
    card = rattlechains()
    assert card.unparsed == () and card.withheld == ()
    (grant,) = card.modifiers
    assert isinstance(grant, FlashPermission) and grant.spells.subtypes == ("Spirit",)
    orrery = compile_text(
        "Vedalken Orrery", "{4}", "Artifact", "You may cast spells as though they had flash."
    )
    assert orrery.unparsed == () and orrery.modifiers == (FlashPermission(),)


def test_rattlechains_lets_spirits_be_cast_in_the_opponents_turn(scenario):
    """CR 702.8a, 307.1: on the opponent's turn a Spirit is castable with Rattlechains out,
    a Bear is not, and without Rattlechains neither is (has_instant_action agrees)."""
    from deckstats.engine.casting import has_instant_action

    s = scenario(active=P1)
    s.lands(P0, "Island", "Island")
    spirit = s.hand(P0, SPIRIT)
    bear = s.hand(P0, "Grizzly Bears")
    assert _casts(s, spirit) == [] and not has_instant_action(s.game, P0)
    s.battlefield(P0, rattlechains())
    assert _casts(s, spirit) and _casts(s, bear) == []
    assert has_instant_action(s.game, P0)
    s.cast(P0, spirit)
    s.resolve()
    assert "Supreme Phantom" in s.names(P0, Zone.BATTLEFIELD)


def test_an_opponents_rattlechains_grants_nothing(scenario):
    """CR 702.8a: "You may cast": only its controller's spells."""
    s = scenario(active=P1)
    s.lands(P0, "Island", "Island")
    spirit = s.hand(P0, SPIRIT)
    s.battlefield(P1, rattlechains())
    assert _casts(s, spirit) == []


# -- alternative costs with a condition (CR 118.9) -----------------------------------------

LAND_GRANT = (
    "If you have no land cards in hand, you may reveal your hand rather than pay this spell's "
    "mana cost.\nSearch your library for a Forest card, reveal that card, put it into your "
    "hand, then shuffle."
)


def land_grant():
    return compile_text("Land Grant", "{1}{G}", "Sorcery", LAND_GRANT)


def test_land_grant_compiles_its_free_cost_for_a_landless_hand():
    card = land_grant()
    assert card.unparsed == () and card.withheld == ()
    (alt,) = card.costs
    assert isinstance(alt, AlternativeCost) and alt.condition == NO_LANDS_IN_HAND
    assert alt.mana is None and not (alt.life or alt.sacrifice or alt.exile_from_hand)


def test_land_grant_is_free_only_without_a_land_in_hand(scenario):
    """CR 118.9: with no land card in hand it is cast for nothing (no mana at all here); a
    land card in hand takes the option away."""
    s = scenario()
    s.library(P0, "Forest", "Island")
    grant = s.hand(P0, land_grant())
    s.hand(P0, "Lightning Bolt")
    (free,) = _casts(s, grant)
    assert free.alt == 1
    s.act(P0, free)
    s.resolve()
    assert "Forest" in s.names(P0, Zone.HAND)
    s2 = scenario()
    grant2 = s2.hand(P0, land_grant())
    s2.hand(P0, "Mountain")
    assert [a for a in s2.legal(P0) if isinstance(a, CastSpell) and a.oid == grant2.oid] == []


MINDBREAK_TRAP = (
    "If an opponent cast three or more spells this turn, you may pay {0} rather than pay this "
    "spell's mana cost.\nExile any number of target spells."
)


def test_mindbreak_trap_compiles_its_condition_and_checks_the_opponents_spells(scenario):
    """CR 118.9: the {0} option exists only after the opponent's third spell this turn."""
    trap_card = compile_text("Mindbreak Trap", "{2}{U}{U}", "Instant", MINDBREAK_TRAP)
    (alt,) = trap_card.costs
    assert alt.condition == OPP_SPELLS_PREFIX + "3" and alt.mana.text == "{0}"
    s = scenario(active=P1)
    trap = s.hand(P0, trap_card)
    s.game.players[P1].spells_cast_turn = 2
    assert [a.alt for a in _casts(s, trap)] == []
    s.game.players[P1].spells_cast_turn = 3
    assert [a.alt for a in _casts(s, trap)] == [1]


# -- groups that must attack (CR 508.1d) ----------------------------------------------------

GOBLIN_RABBLEMASTER = (
    "Other Goblin creatures you control attack each combat if able.\nAt the beginning of "
    "combat on your turn, create a 1/1 red Goblin creature token with haste.\nWhenever Goblin "
    "Rabblemaster attacks, it gets +1/+0 until end of turn for each other attacking Goblin."
)


def goblin_rabblemaster():
    return compile_text(
        "Goblin Rabblemaster",
        "{2}{R}",
        "Creature — Goblin Warrior",
        GOBLIN_RABBLEMASTER,
        pt=("2", "2"),
    )


def test_goblin_rabblemaster_compiles_its_attack_requirement():
    card = goblin_rabblemaster()
    assert card.unparsed == () and card.withheld == ()
    (must,) = card.statics
    assert must.keywords == Keyword.ATTACKS_EACH_COMBAT and must.other
    assert must.applies_to == Ref.CREATURES_YOU_CONTROL and must.filter.subtypes == ("Goblin",)
    assault = compile_text(
        "Goblin Assault",
        "{2}{R}",
        "Enchantment",
        "At the beginning of your upkeep, create a 1/1 red Goblin creature token with haste.\n"
        "Goblin creatures attack each combat if able.",
    )
    assert assault.unparsed == () and assault.statics[0].applies_to == Ref.EACH_CREATURE


def test_other_goblins_attack_even_when_the_player_declares_none(scenario):
    """CR 508.1d: the Goblin Guide and the hasty Goblin token made at the beginning of combat
    must attack (2 + 1 damage); Rabblemaster itself ("other") and a non-Goblin stay home."""
    s = scenario()
    s.battlefield(P0, goblin_rabblemaster())
    guide = s.battlefield(P0, "Goblin Guide")
    s.battlefield(P0, "Grizzly Bears")
    s.script(P0, ("attackers", ()))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert s.game.players[P1].life == 17
    assert guide.tapped
    tapped = sorted(o.card.name for o in s.game.players[P0].battlefield if o.tapped)
    assert tapped == ["Goblin", "Goblin Guide"]


# -- "Whenever ~ becomes the target of a spell" (CR 603.2, 115.1) ---------------------------

REALITY_SMASHER = (
    "Trample, haste\nWhenever Reality Smasher becomes the target of a spell an opponent "
    "controls, counter that spell unless its controller discards a card."
)


def reality_smasher():
    return compile_text(
        "Reality Smasher", "{4}{C}", "Creature — Eldrazi", REALITY_SMASHER, pt=("5", "5")
    )


def bonecrusher_giant():
    return compile_text(
        "Bonecrusher Giant",
        "{2}{R}",
        "Creature — Giant",
        "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 "
        "damage to that spell's controller.",
        pt=("4", "3"),
    )


def test_reality_smasher_and_bonecrusher_compile_their_target_triggers():
    smasher = reality_smasher()
    assert smasher.unparsed == ()
    (trig,) = smasher.triggers
    assert trig.when.by == Ref.EACH_OPPONENT and trig.when.spells_only
    assert trig.effect == (CounterUnlessDiscard(Ref.TRIGGERING_OBJECT),)
    giant = bonecrusher_giant()
    assert giant.unparsed == ()
    assert giant.triggers[0].effect == (DealDamage(2, Ref.TRIGGERING_PLAYER),)


def _bolt_at(s, target):
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[target])
    s.resolve()


def test_reality_smasher_counters_a_bolt_from_an_empty_handed_opponent(scenario):
    """CR 603.2, 701.6: no card to discard: the Bolt is countered and Smasher survives."""
    s = scenario(active=P1)
    smasher = s.battlefield(P0, reality_smasher())
    _bolt_at(s, smasher)
    assert smasher.zone is Zone.BATTLEFIELD and smasher.damage == 0
    assert "Lightning Bolt" in s.names(P1, Zone.GRAVEYARD)


def test_reality_smasher_takes_a_discard_to_let_the_spell_resolve(scenario):
    """CR 608.2d: the caster discards a card to keep the spell: the Bolt resolves."""
    s = scenario(active=P1)
    smasher = s.battlefield(P0, reality_smasher())
    s.hand(P1, "Forest")
    s.script(P1, ("may", True))
    _bolt_at(s, smasher)
    assert "Forest" in s.names(P1, Zone.GRAVEYARD)
    assert smasher.damage == 3


def test_bonecrusher_giant_punishes_the_caster(scenario):
    """CR 603.2: the spell's controller takes 2, whoever controls the Giant's targeter."""
    s = scenario(active=P1)
    giant = s.battlefield(P0, bonecrusher_giant())
    _bolt_at(s, giant)
    assert s.game.players[P1].life == 18 and s.game.players[P0].life == 20
    assert giant.zone is Zone.BATTLEFIELD and giant.damage == 3


# -- one subject, several verbs (CR 608.2c, 115.1) -----------------------------------------

ARCHON_OF_CRUELTY = (
    "Flying\nWhenever Archon of Cruelty enters or attacks, target opponent sacrifices a "
    "creature or planeswalker, discards a card, and loses 3 life. You draw a card and gain 3 "
    "life."
)


def archon_of_cruelty():
    return compile_text(
        "Archon of Cruelty", "{6}{B}{B}", "Creature — Archon", ARCHON_OF_CRUELTY, pt=("6", "6")
    )


def test_archon_of_cruelty_compiles_one_target_for_three_verbs():
    from deckstats.engine.info import effect_target_specs

    card = archon_of_cruelty()
    assert card.unparsed == ()
    effects = card.triggers[0].effect
    assert [type(e).__name__ for e in effects] == [
        "Sacrifice",
        "Discard",
        "LoseLife",
        "DrawCards",
        "GainLife",
    ]
    assert len(effect_target_specs(effects)) == 1  # "target opponent" is chosen once


def test_archon_of_cruelty_enters_and_drains(scenario):
    """CR 603.2: the opponent sacrifices the Bears, discards the Forest, loses 3; we draw
    one and gain 3."""
    s = scenario()
    s.battlefield(P1, "Grizzly Bears")
    s.hand(P1, "Forest")
    s.library(P0, "Island")
    s.lands(P0, *["Swamp"] * 8)
    s.cast(P0, s.hand(P0, archon_of_cruelty()))
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)
    assert "Forest" in s.names(P1, Zone.GRAVEYARD)
    assert s.game.players[P1].life == 17 and s.game.players[P0].life == 23
    assert s.names(P0, Zone.HAND) == ["Island"]


# -- untargeted returns from your graveyard (CR 400.3, 608.2c) -------------------------------

TAKENUMA = (
    "{T}: Add {B}.\nChannel — {3}{B}, Discard Takenuma, Abandoned Mire: Mill three cards, then "
    "return a creature or planeswalker card from your graveyard to your hand. This ability "
    "costs {1} less to activate for each legendary creature you control."
)


def takenuma():
    return compile_text("Takenuma, Abandoned Mire", None, "Legendary Land", TAKENUMA)


def _channel_effect(card):
    from deckstats.cards.costs import Channel

    (channel,) = [c for c in card.costs if isinstance(c, Channel)]
    return channel.effect


def test_takenuma_compiles_its_channel_mill_and_return():
    card = takenuma()
    assert card.unparsed == () and card.withheld == ()
    _mill, back = _channel_effect(card)
    assert isinstance(back, ReturnFromGraveyard) and not back.optional
    assert back.filter.card_type == CardType.CREATURE | CardType.PLANESWALKER


def test_takenuma_returns_a_creature_it_just_milled(scenario):
    """CR 608.2c: the card is chosen on resolution, after the mill: the milled Bears come
    back; the milled land stays."""
    from deckstats.engine.state import StackItem

    s = scenario()
    card = takenuma()
    src = s.battlefield(P0, card)
    s.library(P0, "Island", "Grizzly Bears", "Forest")
    s.game.stack.append(StackItem(999, "ability", src, card, P0, _channel_effect(card)))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"]
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Forest", "Island"]


# -- keywords by colour (CR 613.1f, 105.2) ---------------------------------------------------

SCION_OF_DRACO = (
    "Domain — This spell costs {2} less to cast for each basic land type among lands you "
    "control.\nFlying\nEach creature you control has vigilance if it's white, hexproof if it's "
    "blue, lifelink if it's black, first strike if it's red, and trample if it's green."
)


def scion_of_draco():
    return compile_text(
        "Scion of Draco", "{12}", "Artifact Creature — Dragon", SCION_OF_DRACO, pt=("4", "4")
    )


def test_scion_of_draco_compiles_one_grant_per_colour():
    card = scion_of_draco()
    assert card.unparsed == () and card.withheld == ()
    assert [s.keywords for s in card.statics] == [
        Keyword.VIGILANCE,
        Keyword.HEXPROOF,
        Keyword.LIFELINK,
        Keyword.FIRST_STRIKE,
        Keyword.TRAMPLE,
    ]


def test_scion_of_draco_grants_by_each_creatures_colours(scenario):
    """CR 613.1f: the red Goblin Guide has first strike, the green Bears trample; the
    colourless Scion none of them; an opponent's red creature nothing."""
    s = scenario()
    scion = s.battlefield(P0, scion_of_draco())
    guide = s.battlefield(P0, "Goblin Guide")
    bears = s.battlefield(P0, "Grizzly Bears")
    theirs = s.battlefield(P1, "Goblin Guide")
    kw = s.game.keywords
    assert kw(guide) & Keyword.FIRST_STRIKE and not kw(guide) & Keyword.TRAMPLE
    assert kw(bears) & Keyword.TRAMPLE and not kw(bears) & Keyword.FIRST_STRIKE
    assert not kw(scion) & (Keyword.FIRST_STRIKE | Keyword.TRAMPLE | Keyword.VIGILANCE)
    assert not kw(theirs) & Keyword.FIRST_STRIKE


# -- a spell put back on its owner's library (Subtlety) --------------------------------------

SUBTLETY = (
    "Flash\nFlying\nWhen Subtlety enters, choose up to one target creature spell or "
    "planeswalker spell. Its owner puts it on the top or bottom of their library.\n"
    "Evoke—Exile a blue card from your hand. (You may cast this spell for its evoke cost. If "
    "you do, it's sacrificed when it enters.)"
)


def subtlety():
    return compile_text(
        "Subtlety", "{2}{U}{U}", "Creature — Elemental Incarnation", SUBTLETY, pt=("3", "3")
    )


def test_subtlety_compiles_its_tuck_of_a_creature_or_planeswalker_spell():
    card = subtlety()
    assert card.unparsed == () and card.withheld == ()
    (tuck,) = card.triggers[0].effect
    assert tuck.to == "library" and tuck.target.up_to
    assert tuck.target.filter.card_type == CardType.CREATURE | CardType.PLANESWALKER


def test_subtlety_puts_a_creature_spell_back_on_top(scenario):
    """The opponent's creature spell leaves the stack for the top of its owner's library."""
    s = scenario(active=P1)
    s.lands(P1, "Forest", "Forest")
    s.cast(P1, s.hand(P1, "Grizzly Bears"))
    s.lands(P0, "Island", "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, subtlety()))
    s.resolve()
    assert s.game.players[P1].library[-1].card.name == "Grizzly Bears"
    assert "Grizzly Bears" not in s.names(P1, Zone.BATTLEFIELD)
    assert "Subtlety" in s.names(P0, Zone.BATTLEFIELD)


# -- a toughness bound on a search (Recruiter of the Guard) -----------------------------------

RECRUITER = (
    "When Recruiter of the Guard enters, you may search your library for a creature card with "
    "toughness 2 or less, reveal it, put it into your hand, then shuffle."
)


def test_recruiter_of_the_guard_finds_only_toughness_two_or_less(scenario):
    """CR 701.23: the search may find only a creature card with toughness 2 or less: the
    2/2 Bears, never Thragtusk (5/3)."""
    card = compile_text(
        "Recruiter of the Guard", "{2}{W}", "Creature — Human Soldier", RECRUITER, pt=("1", "1")
    )
    assert card.unparsed == ()
    (search,) = card.triggers[0].effect
    assert search.filter.max_toughness == 2
    s = scenario()
    s.library(P0, "Thragtusk", "Grizzly Bears", "Forest")
    s.lands(P0, "Plains", "Plains", "Plains")
    seen: list = []

    def pick(view, decision):
        seen.extend(decision.options)
        return tuple(decision.options[: decision.max_n])

    s.script(P0, ("search", pick))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"]
    assert len(seen) == 1  # the only option offered was the Bears


# -- the Nth card drawn in a turn (CR 121.1, 603.2) ----------------------------------------

FAERIE_MASTERMIND = (
    "Flash\nFlying\nWhenever an opponent draws their second card each turn, you draw a card.\n"
    "{3}{U}: Each player draws a card."
)


def test_faerie_mastermind_triggers_on_the_opponents_second_draw_only(scenario):
    """CR 603.2: three draws by the opponent in one turn: only the second triggers it; a
    new turn counts again from one."""
    card = compile_text(
        "Faerie Mastermind", "{1}{U}", "Creature — Faerie Rogue", FAERIE_MASTERMIND, pt=("2", "1")
    )
    assert card.unparsed == ()
    assert card.triggers[0].when.nth == 2
    s = scenario(active=P1)
    s.battlefield(P0, card)
    s.library(P0, "Island", "Island", "Island")
    s.library(P1, *["Forest"] * 6)
    for _ in range(3):
        s.game.draw(P1)
        s.resolve()
    assert len(s.game.players[P0].hand) == 1
    s.game.turn += 1
    s.game.draw(P1)
    s.resolve()
    assert len(s.game.players[P0].hand) == 1
    s.game.draw(P1)
    s.resolve()
    assert len(s.game.players[P0].hand) == 2


# -- impulse draw with "it" (CR 601.2, 305.1) -----------------------------------------------


def test_clockwork_percussionist_exiles_a_card_playable_through_next_turn(scenario):
    """The dies trigger exiles the top card, playable until the end of our next turn."""
    card = compile_text(
        "Clockwork Percussionist",
        "{R}",
        "Artifact Creature — Monkey Toy",
        "Haste\nWhen Clockwork Percussionist dies, exile the top card of your library. You may "
        "play it until the end of your next turn.",
        pt=("1", "1"),
    )
    assert card.unparsed == ()
    (impulse,) = card.triggers[0].effect
    assert impulse.count == 1 and impulse.next_turn
    s = scenario()
    monkey = s.battlefield(P0, card)
    s.library(P0, "Lightning Bolt")
    s.game.move(monkey, Zone.GRAVEYARD)
    s.resolve()
    (bolt,) = s.game.players[P0].exile
    assert bolt.playable_on(s.game.turn) and bolt.playable_on(s.game.turn + 2)
