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
    DelayedTrigger,
    Dig,
    Discard,
    DrawCards,
    Fight,
    PutCounters,
    PutInLibrary,
    Sacrifice,
    Tap,
    Untap,
)
from deckstats.cards.effects_hands import DiscardThen
from deckstats.cards.effects_mana import AddManaFor
from deckstats.cards.effects_oneshot import CastDiscardedFree, SacrificePile
from deckstats.cards.effects_zones import ExileTopPlayable
from deckstats.cards.model import CardType, Color
from deckstats.cards.modifiers import CostChange
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import TARGET_CREATURE, Ref, TargetKind
from deckstats.cards.triggers import Attacks, Dies, TransformsInto, YouAttack
from deckstats.engine import Zone, delayed, events
from deckstats.engine.actions import ActivateAbility, CastSpell, HandAction
from deckstats.engine.events import add_lore
from deckstats.engine.rule_locks import untap_permanents
from deckstats.engine.types import Step

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


# -- Three Tree City: mana counted from the creatures of the chosen type (CR 607.2d) -------


def _three_tree_city():
    return compile_text(
        "Three Tree City",
        None,
        "Legendary Land",
        "As Three Tree City enters, choose a creature type.\n{T}: Add {C}.\n{2}, {T}: Choose a "
        "color. Add an amount of mana of that color equal to the number of creatures you "
        "control of the chosen type.",
    )


def test_three_tree_city_compiles():
    """CR 607.2d, 106.1: the type is chosen as it enters; the mana counts that type."""
    card = _three_tree_city()
    assert card.unparsed == () and card.withheld == () and card.chooses_type
    (add,) = card.abilities[1].effect
    assert isinstance(add, AddManaFor) and add.colors == "WUBRG" and not add.combination


def test_three_tree_city_adds_one_mana_per_creature_of_the_chosen_type(scenario):
    """CR 607.2d, 106.1, 605.3b: Bears chosen (two Grizzly Bears), the Hill Giant not counted."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.battlefield(P0, "Grizzly Bears")
    s.battlefield(P0, "Grizzly Bears")
    s.battlefield(P0, "Hill Giant")
    city = s.play_land(P0, s.hand(P0, _three_tree_city()))
    assert city is not None
    s.activate(P0, city, 1)
    pool = s.game.players[P0].pool
    assert sum(pool) == 2 and max(pool) == 2  # two mana, all of one colour
    assert city.tapped


# -- Vivi Ornitier: mana as much as its power, on your turn, once each turn (CR 602.5b) ----


def _vivi():
    return compile_text(
        "Vivi Ornitier",
        "{1}{U}{R}",
        "Legendary Creature — Wizard",
        "{0}: Add X mana in any combination of {U} and/or {R}, where X is Vivi Ornitier's "
        "power. Activate only during your turn and only once each turn.\nWhenever you cast a "
        "noncreature spell, put a +1/+1 counter on Vivi Ornitier and it deals 1 damage to each "
        "opponent.",
        pt=("0", "3"),
    )


def _vivi_acts(s, pid, vivi):
    return [a for a in s.legal(pid) if isinstance(a, ActivateAbility) and a.oid == vivi.oid]


def test_vivi_ornitier_compiles():
    """CR 602.5b: the restrictions are read with the mana ability."""
    card = _vivi()
    assert card.unparsed == () and card.withheld == ()
    (ab,) = card.abilities
    assert ab.cost.extra.once_per_turn and ab.cost.extra.your_turn
    (add,) = ab.effect
    assert isinstance(add, AddManaFor) and add.self_power and add.colors == "UR"


def test_vivi_adds_its_power_in_blue_and_red_once_on_your_turn(scenario):
    """CR 208.3, 605.3b, 602.5b: power 2: two mana of U/R; not twice; not on their turn."""
    s = scenario()
    vivi = s.battlefield(P0, _vivi())
    vivi.counters = {"+1/+1": 2}
    s.act(P0, _vivi_acts(s, P0, vivi)[0])
    pool = s.game.players[P0].pool
    assert sum(pool) == 2 and pool[1] + pool[3] == 2  # blue and/or red only
    assert _vivi_acts(s, P0, vivi) == []  # only once each turn
    theirs = scenario(active=P1)
    other = theirs.battlefield(P0, _vivi())
    other.counters = {"+1/+1": 2}
    assert _vivi_acts(theirs, P0, other) == []  # only during your turn


# -- Bonehoard Dracosaur: results of the impulse draw (CR 608.2c) ----------------------------


def _dracosaur():
    return compile_text(
        "Bonehoard Dracosaur",
        "{3}{R}{R}",
        "Creature — Dinosaur Dragon",
        "Flying, first strike\nAt the beginning of your upkeep, exile the top two cards of your "
        "library. You may play them this turn. If you exiled a land card this way, create a 3/1 "
        "red Dinosaur creature token. If you exiled a nonland card this way, create a Treasure "
        "token.",
        pt=("5", "5"),
    )


def _upkeep(s):
    s.game.enter_step(Step.UPKEEP)
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()


def _tokens(s, pid):
    return sorted(o.card.name for o in s.game.players[pid].battlefield if o.is_token)


def test_bonehoard_dracosaur_compiles():
    """CR 608.2c: each "If you exiled a ... card this way" is a branch of the exile."""
    card = _dracosaur()
    assert card.unparsed == () and card.withheld == ()
    (exile,) = card.triggers[0].effect
    assert isinstance(exile, ExileTopPlayable) and exile.count == 2 and not exile.next_turn
    assert [len(then) for _, then in exile.if_exiled] == [1, 1]


def test_dracosaur_land_and_nonland_make_a_dinosaur_and_a_treasure(scenario):
    """CR 608.2c, 601.2: a land and a spell exiled: both playable this turn; both tokens."""
    s = scenario(step=Step.UNTAP)
    s.battlefield(P0, _dracosaur())
    s.library(P0, "Island", "Lightning Bolt", "Forest")
    _upkeep(s)
    assert sorted(s.names(P0, Zone.EXILE)) == ["Island", "Lightning Bolt"]
    assert all(o.playable_until == s.game.turn for o in s.game.players[P0].exile)
    assert _tokens(s, P0) == ["Dinosaur", "Treasure"]
    dino = next(o for o in s.game.players[P0].battlefield if o.card.name == "Dinosaur")
    assert (s.game.power(dino), s.game.toughness(dino)) == (3, 1)


def test_dracosaur_two_lands_make_no_treasure(scenario):
    """CR 608.2c: no nonland card exiled: only the Dinosaur (one, not one per land)."""
    s = scenario(step=Step.UNTAP)
    s.battlefield(P0, _dracosaur())
    s.library(P0, "Island", "Forest", "Lightning Bolt")
    _upkeep(s)
    assert _tokens(s, P0) == ["Dinosaur"]


# -- Anim Pakal, Thousandth Moon: attacks with non-Gnomes (CR 508.1) ------------------------


def _anim_pakal():
    return compile_text(
        "Anim Pakal, Thousandth Moon",
        "{1}{R}{W}",
        "Legendary Creature — Human Soldier",
        "Whenever you attack with one or more non-Gnome creatures, put a +1/+1 counter on Anim "
        "Pakal, Thousandth Moon, then create X 1/1 colorless Gnome artifact creature tokens "
        "that are tapped and attacking, where X is the number of +1/+1 counters on Anim Pakal.",
        pt=("1", "2"),
    )


def _gnomes(s, pid):
    return [o for o in s.game.players[pid].battlefield if o.card.name == "Gnome"]


def test_anim_pakal_compiles():
    """CR 508.1: the trigger reads the attackers; X is read after the counter (CR 608.2h)."""
    card = _anim_pakal()
    assert card.unparsed == () and card.withheld == ()
    (trigger,) = card.triggers
    assert isinstance(trigger.when, YouAttack) and trigger.when.filter.not_subtypes == ("Gnome",)


def test_anim_pakal_makes_attacking_gnomes_for_its_counters(scenario):
    """CR 508.1, 508.4, 122.1: a non-Gnome attacks: a counter, then one tapped attacking Gnome."""
    s = scenario()
    pakal = s.battlefield(P0, _anim_pakal())
    bears = s.battlefield(P0, "Grizzly Bears")
    s.script(P0, ("attackers", (bears.oid,)))
    s.combat()
    assert pakal.counters == {"+1/+1": 1}
    (gnome,) = _gnomes(s, P0)
    assert gnome.tapped
    assert s.game.players[P1].life == 17  # the Bears' 2 and the attacking Gnome's 1


def test_anim_pakal_ignores_an_attack_by_gnomes_only(scenario):
    """CR 508.1: "one or more non-Gnome creatures": Gnomes alone don't trigger it."""
    s = scenario()
    pakal = s.battlefield(P0, _anim_pakal())
    gnome = s.battlefield(P0, _anim_pakal().triggers[0].effect[1].token)
    s.script(P0, ("attackers", (gnome.oid,)))
    s.combat()
    assert not pakal.counters and len(_gnomes(s, P0)) == 1


# -- Liliana of the Veil's −6: two piles, one sacrificed (CR 700.3, 701.21a) ---------------


def _liliana():
    return compile_text(
        "Liliana of the Veil",
        "{1}{B}{B}",
        "Legendary Planeswalker — Liliana",
        "+1: Each player discards a card.\n−2: Target player sacrifices a creature.\n−6: "
        "Separate all permanents target player controls into two piles. That player sacrifices "
        "all permanents in the pile of their choice.",
        loyalty="3",
    )


def test_liliana_of_the_veil_compiles():
    """CR 700.3, 701.21a: the −6 is compiled, aimed at a player."""
    card = _liliana()
    assert card.unparsed == () and card.withheld == ()
    (piles,) = card.abilities[2].effect
    assert isinstance(piles, SacrificePile) and piles.player.kinds == TargetKind.PLAYER


def test_liliana_ultimate_sacrifices_one_pile(scenario):
    """CR 700.3, 701.21a, 606.3: −6 with six loyalty: the opponent loses one pile, keeps one.

    The piles are as even as the separating player can make them; the player keeps the
    pile worth more; each permanent is in exactly one pile; P0's own board is untouched.
    """
    s = scenario()
    lili = s.battlefield(P0, _liliana())
    lili.counters = {"loyalty": 6}
    mine = s.battlefield(P0, "Grizzly Bears")
    theirs = [
        s.battlefield(P1, "Hill Giant"),
        s.battlefield(P1, "Grizzly Bears"),
        *s.lands(P1, "Swamp", "Swamp"),
    ]
    s.activate(P0, lili, 2, [P1])
    s.resolve()
    gone = [o for o in theirs if s.zone(o) is Zone.GRAVEYARD]
    kept = [o for o in theirs if s.zone(o) is Zone.BATTLEFIELD]
    assert gone and kept and len(gone) + len(kept) == 4
    assert kept == [theirs[0]]  # Hill Giant alone vs Bears and two Swamps: it keeps the Giant
    assert s.zone(mine) is Zone.BATTLEFIELD
    assert s.zone(lili) is Zone.GRAVEYARD  # 6 - 6 loyalty (CR 704.5i)


# -- Archangel Avacyn: a delayed transform and a "transforms into" trigger (CR 603.7, 701.27)


def _avacyn():
    return _record(
        "Archangel Avacyn // Avacyn, the Purifier",
        "transform",
        _face(
            "Archangel Avacyn",
            "{3}{W}{W}",
            "Legendary Creature — Angel",
            "Flash\nFlying, vigilance\nWhen Archangel Avacyn enters, creatures you control gain "
            "indestructible until end of turn.\nWhen a non-Angel creature you control dies, "
            "transform Archangel Avacyn at the beginning of the next upkeep.",
            ("4", "4"),
        ),
        _face(
            "Avacyn, the Purifier",
            None,
            "Legendary Creature — Angel",
            "Flying\nWhen this creature transforms into Avacyn, the Purifier, it deals 3 damage "
            "to each other creature and each opponent.",
            ("6", "5"),
        ),
    )


def _next_upkeep(s):
    s.game.active, s.game.turn = P1, s.game.turn + 1
    s.game.enter_step(Step.UPKEEP)
    delayed.fire(s.game, Step.UPKEEP)
    s.resolve()


def test_archangel_avacyn_compiles():
    """CR 603.7, 701.27a: a delayed transform; the back face's "transforms into" trigger."""
    card = _avacyn()
    assert card.unparsed == () and card.withheld == ()
    dies = card.triggers[1]
    assert isinstance(dies.when, Dies) and dies.when.filter.not_subtypes == ("Angel",)
    (later,) = dies.effect
    assert isinstance(later, DelayedTrigger) and later.step == "upkeep" and not later.yours
    (back,) = card.faces[0].triggers
    assert isinstance(back.when, TransformsInto)


def test_avacyn_transforms_at_the_next_upkeep_and_deals_three(scenario):
    """CR 603.7c, 701.27a, 120.3: a non-Angel of yours dies; at the next upkeep (anyone's) it
    transforms; then 3 damage to each other creature and each opponent, not to you."""
    s = scenario()
    avacyn = s.battlefield(P0, _avacyn())
    bears = s.battlefield(P0, "Grizzly Bears")
    giant = s.battlefield(P1, "Hill Giant")
    s.game.destroy(bears)
    s.resolve()
    assert avacyn.card.name == "Archangel Avacyn"  # not yet: at the next upkeep
    _next_upkeep(s)
    assert avacyn.card.name == "Avacyn, the Purifier"
    assert s.zone(giant) is Zone.GRAVEYARD and s.zone(avacyn) is Zone.BATTLEFIELD
    assert s.game.players[P1].life == 17 and s.game.players[P0].life == 20


def test_avacyn_transforms_once_for_two_deaths(scenario):
    """CR 701.27f: two delayed triggers; the second finds it transformed and does nothing.

    An Angel of yours dying triggers nothing ("non-Angel").
    """
    s = scenario()
    avacyn = s.battlefield(P0, _avacyn())
    angel = s.battlefield(P0, compile_text("Angel", "{W}", "Creature — Angel", "", pt=("1", "1")))
    s.game.destroy(angel)
    s.resolve()
    assert not s.game.delayed
    for _ in range(2):
        s.game.destroy(s.battlefield(P0, "Grizzly Bears"))
    s.resolve()
    assert len(s.game.delayed) == 2
    _next_upkeep(s)
    assert avacyn.card.name == "Avacyn, the Purifier"
    assert s.game.players[P1].life == 17  # one transformation, one trigger


# -- Boseiju, Who Endures: channel removal with its price for the victim (CR 701.8, 701.23) --


def _boseiju():
    return compile_text(
        "Boseiju, Who Endures",
        None,
        "Legendary Land",
        "{T}: Add {G}.\nChannel — {1}{G}, Discard Boseiju, Who Endures: Destroy target "
        "artifact, enchantment, or nonbasic land an opponent controls. That player may search "
        "their library for a land card with a basic land type, put it onto the battlefield, "
        "then shuffle. This ability costs {1} less to activate for each legendary creature you "
        "control.",
    )


def test_boseiju_compiles():
    """CR 602.1, 701.8, 701.23: the channel ability, the victim's search included."""
    card = _boseiju()
    assert card.unparsed == () and card.withheld == ()
    (ch,) = card.costs
    assert ch.less_per_legend == 1 and len(ch.effect) == 2


def test_boseiju_destroys_a_nonbasic_land_and_its_controller_fetches(scenario):
    """CR 205.4a, 701.8, 701.23: only the nonbasic land (not the basic Forest) is a target;
    it is destroyed and its controller puts a land with a basic land type onto the
    battlefield (untapped)."""
    s = scenario()
    s.lands(P0, "Forest", "Forest")
    nonbasic = s.battlefield(P1, compile_text("Vault", None, "Land", "{T}: Add {C}."))
    basic = s.battlefield(P1, "Forest")
    s.library(P1, "Island", "Swamp")
    boseiju = s.hand(P0, _boseiju())
    acts = [a for a in s.legal(P0) if isinstance(a, HandAction) and a.oid == boseiju.oid]
    assert len(acts) == 1
    s.act(P0, acts[0])
    s.resolve()
    assert s.zone(nonbasic) is Zone.GRAVEYARD and s.zone(basic) is Zone.BATTLEFIELD
    lands = [o for o in s.game.players[P1].battlefield if o.card.name in ("Island", "Swamp")]
    assert len(lands) == 1 and not lands[0].tapped
    assert s.names(P0, Zone.GRAVEYARD) == ["Boseiju, Who Endures"]


# -- Malcolm, Alluring Scoundrel: chorus counters, a loot, a free cast at four (CR 118.9) ----


def _malcolm():
    return compile_text(
        "Malcolm, Alluring Scoundrel",
        "{1}{U}",
        "Legendary Creature — Siren Pirate",
        "Flash\nFlying\nWhenever Malcolm, Alluring Scoundrel deals combat damage to a player, "
        "put a chorus counter on it. Draw a card, then discard a card. If there are four or "
        "more chorus counters on Malcolm, you may cast the discarded card without paying its "
        "mana cost.",
        pt=("2", "1"),
    )


_DIVINATION = compile_text("Divination", "{2}{U}", "Sorcery", "Draw two cards.")


def test_malcolm_compiles():
    """CR 122.1, 701.9, 608.2c: the counter, the loot, the free cast at four counters."""
    card = _malcolm()
    assert card.unparsed == () and card.withheld == ()
    put, draw, discard, check = card.triggers[0].effect
    assert isinstance(draw, DrawCards) and isinstance(discard, Discard)
    assert put.kind == "chorus" and put.target == Ref.SELF
    assert check.least == 4 and isinstance(check.then[0], CastDiscardedFree)


def _malcolm_hits(s, counters):
    malcolm = s.battlefield(P0, _malcolm())
    malcolm.counters = {"chorus": counters}
    s.library(P0, "Island", "Island", "Island")
    div = s.hand(P0, _DIVINATION)
    s.script(P0, ("attackers", (malcolm.oid,)), ("discard", (div.oid,)), ("may", True))
    s.combat()
    s.resolve()
    return malcolm


def test_malcolm_casts_the_discarded_card_free_at_four_counters(scenario):
    """CR 118.9: the fourth counter: the discarded Divination is cast for free (two cards)."""
    s = scenario()
    malcolm = _malcolm_hits(s, 3)
    assert malcolm.counters == {"chorus": 4}
    assert s.names(P0, Zone.HAND) == ["Island", "Island", "Island"]  # 1 looted + 2 drawn
    assert s.names(P0, Zone.GRAVEYARD) == ["Divination"]  # cast, then resolved
    assert s.game.players[P1].life == 18


def test_malcolm_below_four_counters_only_loots(scenario):
    """CR 608.2c: with three counters after this one, the discarded card stays there."""
    s = scenario()
    malcolm = _malcolm_hits(s, 2)
    assert malcolm.counters == {"chorus": 3}
    assert s.names(P0, Zone.HAND) == ["Island"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Divination"]
