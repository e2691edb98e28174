"""The partial cards of the real tournament decks (issue 26, point 4; brief h26f5).

Each test compiles a real card from its real Oracle text and plays it in a scenario:
Amulet of Vigor's "enters tapped" untap trigger (CR 603.6, 701.26 "untap" is not in the
seeds' digest: current practice), Azusa's two additional land plays and Explore's one
this turn (CR 305.2), extra turns (Temporal Trespass, Time Walk, Emrakul's cast trigger;
CR 500.7), "can't block this turn" (Demonic Dread; CR 509.1a), "sacrifice two untapped
lands" (Lotus Field; CR 701.21), "total power and toughness N or less" (Cut Down;
CR 208.1), "Sacrifice a creature:" costs (Goblin Bombardment; CR 118.3).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards.effects import (
    DrawCards,
    Exile,
    ExtraLandPlay,
    ExtraTurn,
    Pump,
    Sacrifice,
    Untap,
)
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Ref
from deckstats.cards.triggers import EntersBattlefield
from deckstats.engine import Zone

AMULET = "Whenever a permanent you control enters tapped, untap it."


def amulet_of_vigor():
    return compile_text("Amulet of Vigor", "{1}", "Artifact", AMULET)


def guildgate():
    return compile_text(
        "Selesnya Guildgate",
        "",
        "Land — Gate",
        "Selesnya Guildgate enters tapped.\n{T}: Add {G} or {W}.",
    )


def test_amulet_of_vigor_compiles_to_an_untap_trigger():
    amulet = amulet_of_vigor()
    assert amulet.unparsed == ()
    (trig,) = amulet.triggers
    assert isinstance(trig.when, EntersBattlefield)
    assert trig.when.who == Ref.YOU and trig.when.filter.tapped is True
    assert trig.effect == (Untap(Ref.TRIGGERING_OBJECT),)


def test_amulet_of_vigor_untaps_a_land_that_enters_tapped(scenario):
    """CR 603.6: the trigger sees the Guildgate enter tapped (CR 614.1d); it resolves and
    untaps it, so the land taps for mana the turn it is played."""
    s = scenario()
    s.battlefield(P0, amulet_of_vigor())
    gate = s.play_land(P0, s.hand(P0, guildgate()))
    assert gate is not None and gate.tapped  # entered tapped; the trigger waits
    assert len(s.game.stack) == 1
    s.resolve()
    assert not gate.tapped
    assert s.game.stack == []


def test_amulet_of_vigor_ignores_untapped_and_opponents_permanents(scenario):
    """No trigger for a land entering untapped, nor for the opponent's tapped land."""
    s = scenario()
    s.battlefield(P0, amulet_of_vigor())
    forest = s.play_land(P0, s.hand(P0, "Forest"))
    assert forest is not None and not forest.tapped
    assert s.game.stack == [] and s.game.pending == []
    s.battlefield(P1, "Forest", tapped=True)  # placed without triggers; and it's theirs
    theirs = s.game.players[P1].battlefield[-1]
    from deckstats.engine import events

    events.on_etb(s.game, theirs)
    assert s.game.pending == []
    assert s.zone(theirs) is Zone.BATTLEFIELD and theirs.tapped


def test_two_amulets_untap_once_each(scenario):
    """Two Amulets: two triggers; the first untaps the land, the second finds it untapped."""
    s = scenario()
    s.battlefield(P0, amulet_of_vigor())
    s.battlefield(P0, amulet_of_vigor())
    gate = s.play_land(P0, s.hand(P0, guildgate()))
    assert gate is not None and len(s.game.stack) == 2
    s.resolve()
    assert not gate.tapped


def azusa():
    return compile_text(
        "Azusa, Lost but Seeking",
        "{2}{G}",
        "Legendary Creature — Human Monk",
        "You may play two additional lands on each of your turns.",
        ("1", "2"),
    )


def test_azusa_gives_two_additional_land_plays(scenario):
    """CR 305.2: with Azusa three lands can be played this turn; a fourth can't."""
    card = azusa()
    assert card.unparsed == () and card.extra_land_plays == 2
    s = scenario()
    monk = s.battlefield(P0, card)
    for _ in range(3):
        s.play_land(P0, s.hand(P0, "Forest"))
    with pytest.raises(IllegalActionError):
        s.play_land(P0, s.hand(P0, "Forest"))
    s.game.destroy(monk)
    assert s.game.players[P0].land_plays == 1


def explore():
    return compile_text(
        "Explore",
        "{1}{G}",
        "Sorcery",
        "You may play an additional land this turn.\nDraw a card.",
    )


def test_explore_gives_one_more_land_play_this_turn_only(scenario):
    """CR 305.2: after Explore a second land can be played this turn, a third can't; the
    next turn is back to one land."""
    card = explore()
    assert card.unparsed == ()
    assert card.spell == (ExtraLandPlay(1), DrawCards(1))
    s = scenario()
    s.library(P0, "Island", "Island", "Island")
    s.library(P1, "Island", "Island", "Island")
    s.lands(P0, "Forest", "Forest")
    s.play_land(P0, s.hand(P0, "Forest"))
    with pytest.raises(IllegalActionError):
        s.play_land(P0, s.hand(P0, "Forest"))  # the one land play is used
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.HAND).count("Island") == 1  # it drew
    s.play_land(P0, s.game.players[P0].hand[0])  # the second land of the turn
    with pytest.raises(IllegalActionError):
        s.play_land(P0, s.hand(P0, "Forest"))
    assert len(s.game.players[P0].battlefield) == 4
    s.next_turn()  # the opponent's turn
    s.next_turn()  # ours again: one land play, the bonus is gone
    assert s.result is None and s.game.active == P0
    assert s.game.players[P0].extra_lands_turn == 0
    assert s.game.players[P0].land_plays == 1


def test_summer_bloom_up_to_three_additional_lands():
    card = compile_text(
        "Summer Bloom", "{1}{G}", "Sorcery", "You may play up to three additional lands this turn."
    )
    assert card.unparsed == () and card.spell == (ExtraLandPlay(3),)


def temporal_trespass():
    return compile_text(
        "Temporal Trespass",
        "{8}{U}{U}{U}",
        "Sorcery",
        "Delve\nTake an extra turn after this one. Exile Temporal Trespass.",
    )


def test_temporal_trespass_takes_an_extra_turn(scenario):
    """CR 500.7: the extra turn comes right after this one, then the opponent's turn;
    the spell exiles itself (CR 608.2n)."""
    from deckstats.engine import turn

    card = temporal_trespass()
    assert card.unparsed == ()
    assert card.spell == (ExtraTurn(), Exile(Ref.SELF))
    s = scenario()
    s.library(P0, "Island", "Island", "Island")
    s.library(P1, "Island", "Island", "Island")
    s.lands(P0, *["Island"] * 11)
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.names(P0, Zone.EXILE) == ["Temporal Trespass"]
    me, them = s.game.players[P0], s.game.players[P1]
    mine, theirs = me.turns_taken, them.turns_taken
    turn.pass_turn(s.game)
    assert s.game.active == P0  # the extra turn
    turn.take_turn(s.game)
    assert s.result is None
    assert (me.turns_taken, them.turns_taken) == (mine + 1, theirs)
    turn.pass_turn(s.game)
    assert s.game.active == P1 and me.extra_turns == 0


def test_emrakul_cast_trigger_takes_an_extra_turn():
    """CR 601.2i, 500.7: Emrakul, the Aeons Torn's cast trigger compiles to an extra turn."""
    from deckstats.cards.triggers import CastSpell

    card = compile_text(
        "Emrakul, the Aeons Torn",
        "{15}",
        "Legendary Creature — Eldrazi",
        "This spell can't be countered.\n"
        "When you cast this spell, take an extra turn after this one.",
        ("15", "15"),
    )
    (trig,) = card.triggers
    assert isinstance(trig.when, CastSpell) and trig.effect == (ExtraTurn(),)


def demonic_dread():
    return compile_text(
        "Demonic Dread",
        "{1}{B}{R}",
        "Sorcery",
        "Cascade\nTarget creature can't block this turn.",
    )


def test_demonic_dread_stops_a_blocker_this_turn_only(scenario):
    """CR 509.1a: the target can't be declared as a blocker this turn; the effect ends in
    the cleanup step (CR 514.2)."""
    from deckstats.cards.model import Keyword
    from deckstats.engine.combat import can_block

    card = demonic_dread()
    assert card.unparsed == ()
    (pump,) = card.spell
    assert isinstance(pump, Pump) and (pump.power, pump.toughness) == (0, 0)
    assert pump.keywords == Keyword.CANT_BLOCK
    bear = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", ("2", "2"))
    s = scenario()
    attacker = s.battlefield(P0, bear)
    blocker = s.battlefield(P1, bear)
    assert can_block(s.game, blocker, attacker)
    s.lands(P0, "Swamp", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, card), targets=[blocker])
    s.resolve()
    assert not can_block(s.game, blocker, attacker)
    assert (s.game.power(blocker), s.game.toughness(blocker)) == (2, 2)
    s.cleanup()
    assert can_block(s.game, blocker, attacker)


def test_heuristic_aims_cant_block_at_the_opponent():
    """The 'can't block' pump is harmful: a player aims it at the other side's creature."""
    from deckstats.players.heuristic import _harmful

    (pump,) = demonic_dread().spell
    assert _harmful(pump)


def lotus_field():
    return compile_text(
        "Lotus Field",
        "",
        "Land",
        "Hexproof\nLotus Field enters tapped.\n"
        "When Lotus Field enters, sacrifice two untapped lands.\n"
        "{T}: Add three mana of any one color.",
    )


def test_lotus_field_sacrifices_two_untapped_lands(scenario):
    """CR 701.21: the enters trigger sacrifices two untapped lands; the tapped Forest and
    Lotus Field itself (it entered tapped) are not eligible."""
    card = lotus_field()
    assert card.unparsed == ()
    (trig,) = card.triggers
    (sac,) = trig.effect
    assert isinstance(sac, Sacrifice) and sac.count == 2 and sac.what.tapped is False
    s = scenario()
    s.lands(P0, "Forest", "Island")
    s.battlefield(P0, "Swamp", tapped=True)
    field = s.play_land(P0, s.hand(P0, card))
    s.resolve()
    assert sorted(s.names(P0, Zone.BATTLEFIELD)) == ["Lotus Field", "Swamp"]
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Forest", "Island"]
    assert field is not None and field.tapped


def test_lotus_field_alone_sacrifices_what_it_can(scenario):
    """With one untapped land, that one is sacrificed (CR 701.21a: as many as possible)."""
    s = scenario()
    s.lands(P0, "Forest")
    s.play_land(P0, s.hand(P0, lotus_field()))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD) == ["Lotus Field"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Forest"]


CUT_DOWN_TEXT = "Destroy target creature with total power and toughness 5 or less."


def test_cut_down_targets_only_small_creatures(scenario):
    """CR 115.1, 208.1: the target must have power plus toughness 5 or less as the spell is
    cast: a 2/3 can be chosen, a 3/3 can't; a pumped 2/3 (4/5) can't either."""
    from deckstats.cards import get_card
    from deckstats.engine.casting import legal_actions

    card = compile_text("Cut Down", "{B}", "Instant", CUT_DOWN_TEXT)
    assert card.unparsed == ()
    assert card.spell[0].target.filter.max_total_pt == 5
    assert get_card("Cut Down").spell == card.spell  # the built-in pool's agrees
    small = compile_text("Small", "{1}{G}", "Creature — Bear", "", ("2", "3"))
    big = compile_text("Big", "{2}{G}", "Creature — Bear", "", ("3", "3"))
    s = scenario()
    a = s.battlefield(P1, small)
    b = s.battlefield(P1, big)
    s.lands(P0, "Swamp")
    obj = s.hand(P0, card)

    def targets():
        acts, _ = legal_actions(s.game, P0, True)
        return {t for x in acts if getattr(x, "oid", None) == obj.oid for g in x.targets for t in g}

    assert targets() == {a.oid}
    with pytest.raises(IllegalActionError):
        s.cast(P0, obj, targets=[b])
    a.counters = {"+1/+1": 2}  # now 4/5: total 9
    assert targets() == set()
    a.counters = {}
    s.cast(P0, obj, targets=[a])
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == ["Small"]


def goblin_bombardment():
    return compile_text(
        "Goblin Bombardment",
        "{1}{R}",
        "Enchantment",
        "Sacrifice a creature: Goblin Bombardment deals 1 damage to any target.",
    )


def test_goblin_bombardment_sacrifices_a_creature_as_its_cost(scenario):
    """CR 118.3, 701.21: the creature is sacrificed as the cost (before the ability
    resolves); with no creature the ability can't be activated."""
    from deckstats.cards.model import CardType
    from deckstats.engine.casting import ability_cost_ok

    card = goblin_bombardment()
    assert card.unparsed == ()
    (ab,) = card.abilities
    assert ab.cost.sacrifice is not None and ab.cost.sacrifice.card_type == CardType.CREATURE
    assert ab.cost.mana is None and not ab.cost.tap
    bear = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", ("2", "2"))
    s = scenario(life=(20, 5))
    bomb = s.battlefield(P0, card)
    assert not ability_cost_ok(s.game, P0, bomb, bomb.info.ability_facts[0])  # nothing to sacrifice
    s.battlefield(P0, bear)
    assert ability_cost_ok(s.game, P0, bomb, bomb.info.ability_facts[0])
    s.activate(P0, bomb, 0, targets=[P1])
    assert s.names(P0, Zone.GRAVEYARD) == ["Grizzly Bears"]  # paid before resolution
    assert s.game.players[P1].life == 5
    s.resolve()
    assert s.game.players[P1].life == 4
    assert not ability_cost_ok(s.game, P0, bomb, bomb.info.ability_facts[0])


def _goldfish_answer(s):
    from deckstats.engine.casting import legal_actions
    from deckstats.engine.decisions import PRIORITY, Decision
    from deckstats.players.goldfish import GoldfishAgent

    actions, canon = legal_actions(s.game, P0)
    return GoldfishAgent().decide(
        s.game.views[P0], Decision(PRIORITY, actions, canon=canon), s.game.agent_rngs[P0]
    )


def test_goldfish_bombards_only_for_lethal(scenario):
    """The goldfish keeps its attackers unless sacrificing all of them is lethal."""
    from deckstats.engine.actions import PASS, ActivateAbility

    bear = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", ("2", "2"))
    s = scenario(goldfish=True, life=(20, 3))
    s.battlefield(P0, goblin_bombardment())
    s.battlefield(P0, bear)
    s.battlefield(P0, bear)
    assert _goldfish_answer(s) == PASS  # two creatures, 3 life: not lethal
    s.battlefield(P0, bear)
    answer = _goldfish_answer(s)
    assert isinstance(answer, ActivateAbility)


def test_built_in_amulet_of_vigor_is_the_compiled_one():
    """The pool's hand-written Amulet (kept for the same wording, issue 26.3) has the trigger."""
    from deckstats.cards import get_card

    pool = get_card("Amulet of Vigor")
    assert pool.unparsed == ()
    assert pool.triggers == amulet_of_vigor().triggers


def test_imported_wasteland_replaces_the_partial_pool_one():
    """Issue 26.3: the same wording, but the import compiles in full where the pool's
    hand-written Wasteland leaves its ability out: the imported card is used; a pool card
    with no gap (Lightning Bolt, and the pool's compiled twin of Wasteland, issue 26's
    ``cards.twins``) still stands for its import."""
    from deckstats.cards import builtin_db, get_card
    from deckstats.cards.registry import builtin_agrees

    hand_written = next(c for c in builtin_db() if c.name == "Wasteland")
    assert hand_written.unparsed != ()
    imported = compile_text("Wasteland", None, "Land", hand_written.text)
    assert imported.unparsed == ()
    assert not builtin_agrees(hand_written, imported)
    twin = get_card("Wasteland")
    assert twin.unparsed == () and builtin_agrees(twin, imported)
    bolt = get_card("Lightning Bolt")
    assert bolt.unparsed == ()
    assert builtin_agrees(bolt, compile_text("Lightning Bolt", "{R}", "Instant", bolt.text))
