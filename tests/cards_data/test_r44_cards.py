"""Round 44 (helper ``cards``): Standard and Pioneer staples made full, real Oracle text.

Each card: its compiled value (nothing left unparsed), then a built position where the
engine plays the sentence by the rule it cites, drawbacks and restrictions included.
"""

from __future__ import annotations

from scenario import P0, P1
from test_mechanics_layouts import _face, _record

from deckstats.cards.costs import Kicker
from deckstats.cards.dsl import instant
from deckstats.cards.effects import (
    CreateToken,
    Dig,
    Fight,
    PutCounters,
    PutInLibrary,
    Sacrifice,
    Tap,
    Untap,
)
from deckstats.cards.effects_hands import DiscardThen
from deckstats.cards.model import CardType, Color
from deckstats.cards.modifiers import CostChange
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import TARGET_CREATURE, Ref
from deckstats.cards.triggers import Attacks
from deckstats.engine import Zone
from deckstats.engine.actions import ActivateAbility, CastSpell
from deckstats.engine.events import add_lore
from deckstats.engine.rule_locks import untap_permanents

# -- Mystical Dispute: a reduction read from the targeted spell (CR 601.2f) ----------------


def _dispute():
    return compile_text(
        "Mystical Dispute",
        "{2}{U}",
        "Instant",
        "This spell costs {2} less to cast if it targets a blue spell.\n"
        "Counter target spell unless its controller pays {3}.",
    )


def _casts(s, pid, card):
    return {a.targets for a in s.legal(pid) if isinstance(a, CastSpell) and a.oid == card.oid}


def test_mystical_dispute_compiles():
    """CR 601.2f: a self reduction that reads the colour of the targeted spell."""
    card = _dispute()
    assert card.unparsed == () and card.castable
    (mod,) = card.modifiers
    assert isinstance(mod, CostChange) and mod.amount == -2 and mod.if_targets_spell is not None


def test_mystical_dispute_costs_one_against_a_blue_spell_only(scenario):
    """CR 601.2c, 601.2f: {U} with a blue spell targeted, {2}{U} against any other spell.

    With one Island the opponent may target the blue Opt, never the red Bolt; the Opt is
    countered when P0 cannot pay {3}.
    """
    s = scenario()
    s.lands(P0, "Mountain", "Island")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    bolt = s.game.stack[-1].obj
    s.cast(P0, s.hand(P0, "Opt"))
    opt = s.game.stack[-1].obj
    s.lands(P1, "Island")
    dispute = s.hand(P1, _dispute())
    casts = _casts(s, P1, dispute)
    assert ((opt.oid,),) in casts
    assert ((bolt.oid,),) not in casts  # the red spell: the full {2}{U}
    s.act(P1, CastSpell(dispute.oid, ((opt.oid,),)))
    s.resolve()
    assert s.zone(opt) is Zone.GRAVEYARD
    assert s.game.players[P1].life == 17  # the Bolt resolved


def test_mystical_dispute_full_cost_against_a_red_spell(scenario):
    """CR 601.2f: three lands pay {2}{U} to target the red spell."""
    s = scenario()
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    bolt = s.game.stack[-1].obj
    s.lands(P1, "Island", "Island")
    dispute = s.hand(P1, _dispute())
    assert _casts(s, P1, dispute) == set()
    s.lands(P1, "Island")
    assert ((bolt.oid,),) in _casts(s, P1, dispute)


# -- Floodpits Drowner: stun counters (CR 122.1d) and a shuffle of two objects (CR 701.24) --


def _drowner():
    return compile_text(
        "Floodpits Drowner",
        "{1}{U}",
        "Creature — Merfolk",
        "Flash\nVigilance\nWhen Floodpits Drowner enters, tap target creature an opponent "
        "controls and put a stun counter on it.\n{1}{U}, {T}: Shuffle Floodpits Drowner and "
        "target creature with a stun counter on it into their owners' libraries.",
        pt=("2", "1"),
    )


def test_floodpits_drowner_compiles():
    """CR 122.1d, 701.24: the enters trigger and the activated ability are both compiled."""
    card = _drowner()
    assert card.unparsed == () and card.withheld == ()
    (trigger,) = card.triggers
    tap, stun = trigger.effect
    assert isinstance(tap, Tap) and isinstance(stun, PutCounters)
    assert stun.kind == "stun" and stun.target == Ref.FIRST_TARGET
    (ability,) = card.abilities
    assert all(isinstance(e, PutInLibrary) and e.shuffle for e in ability.effect)


def test_floodpits_drowner_stuns_the_opponents_creature(scenario):
    """CR 122.1d: tapped with a stun counter, it stays tapped through one untap step."""
    s = scenario()
    bears = s.battlefield(P1, "Grizzly Bears")
    mine = s.battlefield(P0, "Hill Giant")
    s.lands(P0, "Island", "Island")
    s.cast(P0, s.hand(P0, _drowner()))
    s.resolve()
    assert bears.tapped and bears.counters == {"stun": 1}
    assert not mine.tapped  # "an opponent controls": never your own creature
    untap_permanents(s.game, P1)
    assert bears.tapped and not bears.counters  # the counter was removed instead
    untap_permanents(s.game, P1)
    assert not bears.tapped


def test_an_untap_effect_removes_a_stun_counter_instead(scenario):
    """CR 122.1d: "Untap target creature" on a stunned creature removes the counter."""
    s = scenario()
    bears = s.battlefield(P1, "Grizzly Bears", tapped=True)
    bears.counters = {"stun": 2}
    s.lands(P0, "Island")
    untap = instant("Unt", cost="{U}", effect=Untap(TARGET_CREATURE), text="Untap target creature.")
    s.cast(P0, s.hand(P0, untap), [bears])
    s.resolve()
    assert bears.tapped and bears.counters == {"stun": 1}


def test_floodpits_drowner_shuffles_itself_and_a_stunned_creature(scenario):
    """CR 701.24, 115.1: only a creature with a stun counter is a legal target; both go."""
    s = scenario()
    drowner = s.battlefield(P0, _drowner())
    plain = s.battlefield(P1, "Hill Giant")
    stunned = s.battlefield(P1, "Grizzly Bears", tapped=True)
    stunned.counters = {"stun": 1}
    s.lands(P0, "Island", "Island")
    s.library(P0, "Island")
    s.library(P1, "Island")
    targets = {
        a.targets for a in s.legal(P0) if isinstance(a, ActivateAbility) and a.oid == drowner.oid
    }
    assert targets == {((stunned.oid,),)}  # never the Hill Giant (no stun counter)
    s.activate(P0, drowner, 0, [stunned])
    s.resolve()
    assert s.zone(stunned) is Zone.LIBRARY and s.zone(drowner) is Zone.LIBRARY
    assert s.zone(plain) is Zone.BATTLEFIELD


# -- Make Disappear: casualty (CR 702.153a) -----------------------------------------------


def _make_disappear():
    return compile_text(
        "Make Disappear",
        "{1}{U}",
        "Instant",
        "Casualty 1 (As you cast this spell, you may sacrifice a creature with power 1 or "
        "greater. When you do, copy this spell.)\nCounter target spell unless its controller "
        "pays {2}.",
    )


def _stack_two_spells(s):
    """P0 casts Lightning Bolt then Opt, with no mana left; returns the two spells."""
    s.lands(P0, "Mountain", "Island")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    bolt = s.game.stack[-1].obj
    s.cast(P0, s.hand(P0, "Opt"))
    return bolt, s.game.stack[-1].obj


def test_make_disappear_compiles_casualty():
    """CR 702.153a: casualty 1 is an optional sacrifice as it is cast, then one copy."""
    card = _make_disappear()
    assert card.unparsed == () and card.castable
    (k,) = card.costs
    assert isinstance(k, Kicker) and k.casualty == 1 and k.replicate and not k.multi


def test_make_disappear_with_casualty_sacrifices_and_copies(scenario):
    """CR 702.153a, 707.10: a creature with power 1 or greater is sacrificed; one copy.

    The copy may take a new target: both of P0's spells are countered (no mana for {2}).
    """
    s = scenario()
    bolt, _ = _stack_two_spells(s)
    bears = s.battlefield(P1, "Grizzly Bears")
    s.lands(P1, "Island", "Island")
    md = s.hand(P1, _make_disappear())
    s.act(P1, CastSpell(md.oid, ((bolt.oid,),), kicks=1))
    assert s.zone(bears) is Zone.GRAVEYARD  # the casualty
    copies = [i for i in s.game.stack if i.kind == "copy"]
    assert len(copies) == 1
    s.resolve()
    assert s.zone(bolt) is Zone.GRAVEYARD and s.game.players[P1].life == 20


def test_make_disappear_casualty_needs_power_one(scenario):
    """CR 702.153a: a 0-power creature can't pay casualty 1; no casualty cast is offered."""
    s = scenario()
    bolt, _ = _stack_two_spells(s)
    s.battlefield(P1, "Ornithopter")
    s.lands(P1, "Island", "Island")
    md = s.hand(P1, _make_disappear())
    casts = [a for a in s.legal(P1) if isinstance(a, CastSpell) and a.oid == md.oid]
    assert casts and all(a.kicks == 0 for a in casts)
    s.act(P1, CastSpell(md.oid, ((bolt.oid,),)))
    assert not [i for i in s.game.stack if i.kind == "copy"]  # no casualty: no copy


# -- Callous Sell-Sword // Burn Together: one-way damage from a creature (CR 120.3) --------


def _sell_sword():
    return _record(
        "Callous Sell-Sword // Burn Together",
        "adventure",
        _face(
            "Callous Sell-Sword",
            "{1}{R}",
            "Creature — Human Soldier",
            "Callous Sell-Sword enters with a +1/+1 counter on it for each creature that died "
            "this turn.",
            ("2", "2"),
        ),
        _face(
            "Burn Together",
            "{R}",
            "Sorcery — Adventure",
            "Target creature you control deals damage equal to its power to any other target. "
            "Then sacrifice it. (Then exile this card. You may cast the creature later from "
            "exile.)",
        ),
    )


def test_burn_together_compiles():
    """CR 120.3, 701.21a: one-way damage, then the same creature is sacrificed."""
    card = _sell_sword()
    assert card.unparsed == () and card.withheld == ()
    bite, sac = card.faces[0].spell
    assert isinstance(bite, Fight) and bite.one_way and bite.second.other
    assert isinstance(sac, Sacrifice) and sac.what == Ref.FIRST_TARGET


def test_burn_together_deals_its_power_then_sacrifices_it(scenario):
    """CR 120.3, 115.3, 701.21a: Hill Giant deals 3 to the opponent (none back), then dies.

    The creature can't be its own second target ("any other target").
    """
    s = scenario()
    s.lands(P0, "Mountain")
    giant = s.battlefield(P0, "Hill Giant")
    bears = s.battlefield(P1, "Grizzly Bears")
    card = s.hand(P0, _sell_sword())
    casts = {a.targets for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == card.oid}
    assert ((giant.oid,), (giant.oid,)) not in casts
    assert ((giant.oid,), (bears.oid,)) in casts and ((giant.oid,), (P1,)) in casts
    assert all(first == (giant.oid,) for first, _ in casts)  # only a creature you control
    s.cast(P0, card, [giant, P1], face=1)
    s.resolve()
    assert s.game.players[P1].life == 17
    assert s.zone(giant) is Zone.GRAVEYARD  # sacrificed
    assert s.zone(bears) is Zone.BATTLEFIELD


# -- Fable of the Mirror-Breaker: a token with its own trigger; discard up to two, draw as many


def _fable():
    return _record(
        "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki",
        "transform",
        _face(
            "Fable of the Mirror-Breaker",
            "{2}{R}",
            "Enchantment — Saga",
            "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after "
            'III.)\nI — Create a 2/2 red Goblin Shaman creature token with "Whenever this '
            'creature attacks, create a Treasure token."\nII — You may discard up to two '
            "cards. If you do, draw that many cards.\nIII — Exile this Saga, then return it to "
            "the battlefield transformed under your control.",
        ),
        _face(
            "Reflection of Kiki-Jiki",
            None,
            "Enchantment Creature — Goblin Shaman",
            "{1}, {T}: Create a token that's a copy of another target nonlegendary creature you "
            "control, except it has haste. Sacrifice it at the beginning of the next end step.",
            ("2", "2"),
        ),
    )


def test_fable_compiles_whole():
    """CR 714.2b: every chapter compiles, the Goblin Shaman token with its attack trigger."""
    card = _fable()
    assert card.unparsed == () and card.withheld == ()
    (make,) = card.triggers[0].effect
    assert isinstance(make, CreateToken) and make.token.name == "Goblin Shaman"
    (attack,) = make.token.triggers
    assert isinstance(attack.when, Attacks)
    (rummage,) = card.triggers[1].effect
    assert isinstance(rummage, DiscardThen) and rummage.count == 2 and rummage.up_to


def test_fable_chapter_two_draws_as_many_as_discarded(scenario):
    """CR 714.2b, 701.9, 608.2c: discard two, draw two (none: draw none)."""
    s = scenario()
    fable = s.battlefield(P0, _fable())
    fable.counters = {"lore": 1}
    a, b = s.hand(P0, "Island"), s.hand(P0, "Mountain")
    s.hand(P0, "Lightning Bolt")
    s.library(P0, "Forest", "Plains", "Swamp")
    s.script(P0, ("discard", (a.oid, b.oid)))
    add_lore(s.game, fable, 1)
    s.resolve()
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Island", "Mountain"]
    assert sorted(s.names(P0, Zone.HAND)) == ["Forest", "Lightning Bolt", "Plains"]


def test_fable_chapter_two_discarding_none_draws_none(scenario):
    """CR 701.9, 608.2c: "up to two" includes none; then no card is drawn."""
    s = scenario()
    fable = s.battlefield(P0, _fable())
    fable.counters = {"lore": 1}
    s.hand(P0, "Lightning Bolt")
    s.library(P0, "Forest", "Plains")
    s.script(P0, ("discard", ()))
    add_lore(s.game, fable, 1)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Lightning Bolt"] and not s.names(P0, Zone.GRAVEYARD)


def test_fable_goblin_shaman_makes_a_treasure_when_it_attacks(scenario):
    """CR 603.2, 508.1: the token's own "whenever this creature attacks" trigger."""
    token = _fable().triggers[0].effect[0].token
    s = scenario()
    shaman = s.battlefield(P0, token)
    s.script(P0, ("attackers", (shaman.oid,)))
    s.combat()
    assert "Treasure" in s.names(P0, Zone.BATTLEFIELD)


# -- Slime Against Humanity: a token, then counters counted in exile and graveyard ----------


def _slime():
    return compile_text(
        "Slime Against Humanity",
        "{1}{G}",
        "Sorcery",
        "Create a 0/0 green Ooze creature token. Put X +1/+1 counters on it, where X is two "
        "plus the total number of cards you own in exile and in your graveyard that are Oozes "
        "or are named Slime Against Humanity.\nA deck can have any number of cards named Slime "
        "Against Humanity.",
    )


def test_slime_against_humanity_compiles():
    """CR 122.1, 100.2a: the token's counters are counted; any number of copies in a deck."""
    card = _slime()
    assert card.unparsed == () and card.any_number
    (make,) = card.spell
    assert isinstance(make, CreateToken) and make.counters.what == "exile_and_graveyard"
    assert make.counters.plus == 2


def test_slime_counts_slimes_and_oozes_you_own_in_exile_and_graveyard(scenario):
    """CR 608.2h, 122.1: 2 + two Slimes (graveyard, exile) + an Ooze card = a 5/5 Ooze.

    Not counted: a non-Ooze card, the opponent's Slime, the resolving Slime (on the stack).
    """
    s = scenario()
    s.lands(P0, "Forest", "Forest")
    s.graveyard(P0, _slime())
    s.graveyard(P0, "Grizzly Bears")
    s.graveyard(P0, compile_text("Ooze Card", "{G}", "Creature — Ooze", "", pt=("1", "1")))
    exiled = s.graveyard(P0, _slime())
    s.game.move(exiled, Zone.EXILE)
    s.graveyard(P1, _slime())
    s.cast(P0, s.hand(P0, _slime()))
    s.resolve()
    (ooze,) = [o for o in s.game.players[P0].battlefield if o.is_token]
    assert ooze.counters == {"+1/+1": 5}
    assert (s.game.power(ooze), s.game.toughness(ooze)) == (5, 5)


# -- Overlord of the Hauntwoods: a named land token of every basic land type (CR 111.4) ----


def _overlord():
    return compile_text(
        "Overlord of the Hauntwoods",
        "{3}{G}{G}",
        "Enchantment Creature — Avatar Horror",
        "Impending 4—{1}{G}{G} (If you cast this spell for its impending cost, it enters with "
        "four time counters and isn't a creature until the last is removed. At the beginning of "
        "your end step, remove a time counter from it.)\nWhenever Overlord of the Hauntwoods "
        "enters or attacks, create a tapped colorless land token named Everywhere that is "
        "every basic land type.",
        pt=("6", "5"),
    )


def _everywheres(s, pid):
    return [o for o in s.game.players[pid].battlefield if o.card.name == "Everywhere"]


def test_overlord_of_the_hauntwoods_compiles():
    """CR 111.4, 305.6: the token is named Everywhere, a land of the five basic land types."""
    card = _overlord()
    assert card.unparsed == () and card.withheld == ()
    enters, attacks = card.triggers
    (make,) = enters.effect
    assert make.tapped and make.token.name == "Everywhere" and make.token.is_token
    assert set(make.token.subtypes) == {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert make.token.colors == Color(0) and make.token.types == CardType.LAND
    assert attacks.effect == enters.effect


def test_overlord_makes_a_tapped_everywhere_on_entering_and_attacking(scenario):
    """CR 603.2, 111.4, 305.6: tapped as created; it taps for any colour; again on attack."""
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest", "Forest", "Forest")
    s.cast(P0, s.hand(P0, _overlord()))
    s.resolve()
    (land,) = _everywheres(s, P0)
    assert land.tapped
    produced = {e.symbols for a in land.card.abilities for e in a.effect}
    assert produced == {"W", "U", "B", "R", "G"}
    overlord = next(o for o in s.game.players[P0].battlefield if o.card.name.startswith("Over"))
    overlord.since = 0  # under its control since before this turn (CR 302.6)
    s.script(P0, ("attackers", (overlord.oid,)))
    s.combat()
    assert len(_everywheres(s, P0)) == 2 and all(o.tapped for o in _everywheres(s, P0))


# -- Memory Deluge: a dig as deep as the mana spent (CR 601.2h, 608.2h) ---------------------


def _deluge():
    return compile_text(
        "Memory Deluge",
        "{2}{U}{U}",
        "Instant",
        "Look at the top X cards of your library, where X is the amount of mana spent to cast "
        "this spell. Put two of them into your hand and the rest on the bottom of your library "
        "in a random order.\nFlashback {5}{U}{U} (You may cast this card from your graveyard "
        "for its flashback cost. Then exile it.)",
    )


def test_memory_deluge_compiles():
    """CR 601.2h: X is read from the mana spent, on resolution."""
    card = _deluge()
    assert card.unparsed == () and card.withheld == ()
    (dig,) = card.spell
    assert isinstance(dig, Dig) and dig.take == 2 and dig.look.what == "mana_spent"


def test_memory_deluge_looks_at_four_for_four_mana(scenario):
    """CR 601.2h, 608.2h: four mana spent: two of the top four to hand, two to the bottom."""
    s = scenario()
    s.lands(P0, "Island", "Island", "Island", "Island", "Island")
    s.library(P0, "Plains", "Swamp", "Mountain", "Forest", "Wastes", "Wastes")
    s.cast(P0, s.hand(P0, _deluge()))
    s.resolve()
    hand = s.names(P0, Zone.HAND)
    assert len(hand) == 2 and set(hand) <= {"Plains", "Swamp", "Mountain", "Forest"}
    lib = s.game.players[P0].library  # the top is the end of the list
    assert [o.card.name for o in lib[-2:]] == ["Wastes", "Wastes"]  # never looked at
    assert {o.card.name for o in lib[:2]} | set(hand) == {"Plains", "Swamp", "Mountain", "Forest"}
    assert sum(not land.tapped for land in s.game.players[P0].battlefield) == 1


def test_memory_deluge_flashback_looks_at_seven(scenario):
    """CR 702.34a, 601.2h: the flashback cost spends seven mana: the top seven are seen."""
    s = scenario()
    s.lands(P0, *(["Island"] * 7))
    s.library(P0, "Plains", "Swamp", "Mountain", "Forest", "Plains", "Swamp", "Mountain", "Wastes")
    deluge = s.graveyard(P0, _deluge())
    flashback = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == deluge.oid]
    s.act(P0, flashback[0])
    s.resolve()
    lib = s.game.players[P0].library
    assert lib[-1].card.name == "Wastes" and len(lib) == 6  # the eighth card stays on top
    assert s.zone(deluge) is Zone.EXILE
