"""Scenario tests for the black cards of the decklists (ARCHITECTURE.md, Tests: one per non-vanilla card).

Each test builds an exact position, acts through the engine as a player would and checks
the card's printed behaviour against its Oracle text (``card.text``).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1

from deckstats.cards import get_card
from deckstats.engine import Zone
from deckstats.engine.errors import IllegalActionError

BEARS = "Grizzly Bears"  # vanilla 2/2 (green)
GIANT = "Hill Giant"  # vanilla 3/3 (red)
SWAMPS = ("Swamp", "Swamp", "Swamp", "Swamp", "Swamp")


def _offered(s, pid, kind, pick):
    """Script ``pid`` to answer ``kind`` with ``pick(options)``; record the options offered."""
    seen: list = []

    def answer(v, d):
        seen.extend(d.options)
        return pick(d.options)

    s.script(pid, (kind, answer))
    return seen


# -- discard -----------------------------------------------------------------------------


def test_duress_noncreature_nonland(scenario):
    """CR 701.9b: target opponent reveals; you choose a noncreature, nonland card to discard."""
    s = scenario()
    s.hand(P1, BEARS)
    s.hand(P1, "Forest")
    bolt = s.hand(P1, "Lightning Bolt")
    div = s.hand(P1, "Divination")
    s.lands(P0, "Swamp")
    offered = _offered(s, P0, "discard", lambda opts: (bolt.oid,))
    s.cast(P0, s.hand(P0, "Duress"), [P1])
    s.resolve()
    assert set(offered) == {bolt.oid, div.oid}  # the caster chooses among legal cards
    assert s.names(P1, Zone.GRAVEYARD) == ["Lightning Bolt"]
    assert sorted(s.names(P1, Zone.HAND)) == ["Divination", "Forest", BEARS]


def test_duress_targets_only_an_opponent(scenario):
    """CR 115.1: "target opponent": Duress can't target its caster."""
    s = scenario()
    s.lands(P0, "Swamp")
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Duress"), [P0])


def test_thoughtseize_nonland_and_lose_two(scenario):
    """CR 701.9b: you choose a nonland card; CR 119.3: you lose 2 life."""
    s = scenario()
    giant = s.hand(P1, GIANT)
    bear = s.hand(P1, BEARS)
    s.hand(P1, "Forest")
    s.lands(P0, "Swamp")
    offered = _offered(s, P0, "discard", lambda opts: (giant.oid,))
    s.cast(P0, s.hand(P0, "Thoughtseize"), [P1])
    s.resolve()
    assert set(offered) == {giant.oid, bear.oid}
    assert s.names(P1, Zone.GRAVEYARD) == [GIANT]
    assert s.game.players[P0].life == 18 and s.game.players[P1].life == 20


def test_inquisition_of_kozilek_mana_value_three_or_less(scenario):
    """CR 701.9b, 202.3: you choose a nonland card with mana value 3 or less."""
    s = scenario()
    bear = s.hand(P1, BEARS)  # MV 2
    giant = s.hand(P1, GIANT)  # MV 4
    bolt = s.hand(P1, "Lightning Bolt")  # MV 1
    s.hand(P1, "Forest")
    s.lands(P0, "Swamp")
    offered = _offered(s, P0, "discard", lambda opts: (bear.oid,))
    s.cast(P0, s.hand(P0, "Inquisition of Kozilek"), [P1])
    s.resolve()
    assert set(offered) == {bear.oid, bolt.oid}
    assert s.zone(giant) is Zone.HAND
    assert s.names(P1, Zone.GRAVEYARD) == [BEARS]


# -- card draw ---------------------------------------------------------------------------


def test_nights_whisper(scenario):
    """CR 121.2, 119.3: you draw two cards and you lose 2 life."""
    s = scenario()
    s.library(P0, "Mountain", "Forest", "Island")
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Night's Whisper"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Mountain", "Forest"]
    assert s.game.players[P0].life == 18


@pytest.mark.parametrize("name", ["Phyrexian Rager", "Dusk Legion Zealot"])
def test_etb_draw_and_lose_one(scenario, name):
    """CR 603.6a: when it enters, you draw a card and you lose 1 life."""
    s = scenario()
    s.library(P0, "Mountain")
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, name))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Mountain"]
    assert s.game.players[P0].life == 19
    assert name in s.names(P0, Zone.BATTLEFIELD)


# -- removal -----------------------------------------------------------------------------


def test_disfigure(scenario):
    """CR 611.2c, 704.5f: -2/-2 kills a 2/2 (toughness 0); a 3/3 survives as 1/1 until end of turn."""
    s = scenario()
    bear = s.battlefield(P1, BEARS)
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Disfigure"), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    s.cast(P0, s.hand(P0, "Disfigure"), [giant])
    s.resolve()
    assert (s.game.power(giant), s.game.toughness(giant)) == (1, 1)
    s.cleanup()
    assert s.game.power(giant) == 3


def test_moment_of_craving(scenario):
    """CR 611.2c, 119.3: target creature gets -2/-2 until end of turn; you gain 2 life."""
    s = scenario()
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Moment of Craving"), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD and s.game.players[P0].life == 22


def test_doom_blade_nonblack(scenario):
    """CR 701.8, 115.1: destroy target nonblack creature; a black creature can't be targeted."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    rager = s.battlefield(P1, "Phyrexian Rager")
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Doom Blade"), [giant])
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Doom Blade"), [rager])


def test_diabolic_edict_player_chooses(scenario):
    """CR 701.21a: target player sacrifices a creature of their choice (instant speed)."""
    s = scenario(active=P1)
    s.battlefield(P1, BEARS)
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, "Swamp", "Swamp")
    s.script(P1, ("sacrifice", (giant.oid,)))
    s.cast(P0, s.hand(P0, "Diabolic Edict"), [P1])
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == [GIANT]
    assert s.names(P1, Zone.BATTLEFIELD) == [BEARS]


def test_innocent_blood_each_player(scenario):
    """CR 701.21a: each player sacrifices a creature."""
    s = scenario()
    mine = s.battlefield(P0, BEARS)
    keep = s.battlefield(P0, "Phyrexian Rager")
    s.battlefield(P1, GIANT)
    s.lands(P0, "Swamp")
    s.script(P0, ("sacrifice", (mine.oid,)))
    s.cast(P0, s.hand(P0, "Innocent Blood"))
    s.resolve()
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == [BEARS, "Innocent Blood"]
    assert s.zone(keep) is Zone.BATTLEFIELD
    assert s.names(P1, Zone.GRAVEYARD) == [GIANT]


def test_shrivel_all_creatures(scenario):
    """CR 611.2c, 704.5f: all creatures get -1/-1 until end of turn: each 1/1 dies."""
    s = scenario()
    mine = s.battlefield(P0, "Doomed Traveler")  # 1/1: its dies trigger makes a Spirit
    theirs = s.battlefield(P1, "Stormfront Pegasus")  # 2/1
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Shrivel"))
    s.resolve()
    assert s.zone(mine) is Zone.GRAVEYARD and s.zone(theirs) is Zone.GRAVEYARD
    assert (s.game.power(bear), s.game.toughness(bear)) == (1, 1)
    spirit = next(o for o in s.game.players[P0].battlefield if o.is_token)
    assert s.game.toughness(spirit) == 1  # CR 611.2c: created after it resolved, not affected


def test_dead_weight(scenario):
    """CR 303.4, 704.5f: enchanted creature gets -2/-2 (a 3/3 becomes 1/1; a 2/2 dies)."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Dead Weight"), [giant])
    s.resolve()
    assert (s.game.power(giant), s.game.toughness(giant)) == (1, 1)
    s.cast(P0, s.hand(P0, "Dead Weight"), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert "Dead Weight" in s.names(P0, Zone.GRAVEYARD)  # CR 704.5m


def test_pestilence_damages_each_creature_and_each_player(scenario):
    """CR 602.2, 120.1: {B}: 1 damage to each creature and each player."""
    s = scenario()
    pest = s.battlefield(P0, "Pestilence")
    s.lands(P0, "Swamp", "Swamp")
    mine = s.battlefield(P0, "Doomed Traveler")
    giant = s.battlefield(P1, GIANT)
    s.activate(P0, pest, 0)
    s.resolve()
    assert s.game.players[P0].life == 19 and s.game.players[P1].life == 19
    assert s.zone(mine) is Zone.GRAVEYARD and giant.damage == 1
    s.activate(P0, pest, 0)
    s.resolve()
    assert giant.damage == 2 and s.game.players[P1].life == 18
    assert not get_card("Pestilence").unparsed


def test_pestilence_sacrificed_at_end_step_only_without_creatures(scenario):
    """CR 603.4: "At the beginning of the end step, if no creatures are on the battlefield,
    sacrifice Pestilence": an intervening "if": no trigger while a creature is there."""
    from deckstats.engine import Step, events

    s = scenario()
    pest = s.battlefield(P0, "Pestilence")
    giant = s.battlefield(P1, GIANT)
    s.game.enter_step(Step.END)
    events.on_step(s.game, Step.END)
    events.put_triggers_on_stack(s.game)
    assert not s.game.stack  # the condition is false as it triggers: it does not trigger
    s.resolve()
    assert s.zone(pest) is Zone.BATTLEFIELD
    s.game.move(giant, Zone.GRAVEYARD)
    events.on_step(s.game, Step.END)
    s.resolve()
    assert s.zone(pest) is Zone.GRAVEYARD


# -- creatures ----------------------------------------------------------------------------


def test_vampire_sovereign_drain(scenario):
    """CR 603.6a, 119.3: when it enters, target opponent loses 3 life and you gain 3 life."""
    s = scenario()
    s.lands(P0, *SWAMPS)
    s.cast(P0, s.hand(P0, "Vampire Sovereign"))
    s.resolve()
    assert s.game.players[P1].life == 17 and s.game.players[P0].life == 23


def test_gurmag_angler_hard_cast(scenario):
    """CR 601.2f: without delve Gurmag Angler costs its full {6}{B}: a 5/5."""
    s = scenario()
    s.lands(P0, *SWAMPS, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Gurmag Angler"))
    s.resolve()
    g = s.game.players[P0].battlefield[-1]
    assert g.card.name == "Gurmag Angler" and s.game.power(g) == 5
    assert all(land.tapped for land in s.game.players[P0].battlefield[:7])


def test_gurmag_angler_delve(scenario):
    """CR 702.66a: delve: each card exiled from your graveyard pays for {1}."""
    s = scenario()
    s.lands(P0, "Swamp")
    for name in ("Mountain", "Forest", "Island", "Plains", "Swamp", BEARS):
        s.graveyard(P0, name)
    s.cast(P0, s.hand(P0, "Gurmag Angler"))
    s.resolve()
    assert "Gurmag Angler" in s.names(P0, Zone.BATTLEFIELD)
    assert len(s.names(P0, Zone.EXILE)) == 6 and s.names(P0, Zone.GRAVEYARD) == []


def test_gray_merchant_drains_its_devotion(scenario):
    """CR 700.5: Gray Merchant alone: devotion to black 2 ({B}{B}); 2 lost, 2 gained."""
    s = scenario()
    s.lands(P0, *SWAMPS)
    s.cast(P0, s.hand(P0, "Gray Merchant of Asphodel"))
    s.resolve()
    gm = s.game.players[P0].battlefield[-1]
    assert gm.card.name == "Gray Merchant of Asphodel"
    assert (s.game.power(gm), s.game.toughness(gm)) == (2, 4)
    assert (s.game.players[P1].life, s.game.players[P0].life) == (18, 22)
    assert get_card("Gray Merchant of Asphodel").unparsed == ()


def test_chittering_rats_opponent_puts_a_card_back(scenario):
    """CR 603.3d, 401.4: "When Chittering Rats enters, target opponent puts a card from their
    hand on top of their library": that player chooses the card."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    s.library(P1, "Forest")
    s.hand(P1, "Hill Giant")
    bolt = s.hand(P1, "Lightning Bolt")
    s.script(P1, ("put_back", (bolt.oid,)))
    s.cast(P0, s.hand(P0, "Chittering Rats"))
    s.resolve()
    rats = s.game.players[P0].battlefield[-1]
    assert rats.card.name == "Chittering Rats" and s.game.power(rats) == 2
    assert s.names(P1, Zone.HAND) == ["Hill Giant"]
    assert s.names(P1, Zone.LIBRARY) == ["Forest", "Lightning Bolt"]
    assert not get_card("Chittering Rats").unparsed


# -- further rules checks on the deck cards ------------------------------------------------


def test_moment_of_craving_fizzles_without_target(scenario):
    """CR 608.2b: if its only target is gone, the spell does nothing: no life is gained."""
    s = scenario()
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, "Swamp", "Swamp", "Island")
    s.cast(P0, s.hand(P0, "Moment of Craving"), [bear])
    s.cast(P0, s.hand(P0, "Unsummon"), [bear])
    s.resolve()
    assert s.names(P1, Zone.HAND) == [BEARS]
    assert s.game.players[P0].life == 20


def test_duress_with_nothing_to_take(scenario):
    """CR 701.9b: with no noncreature, nonland card the opponent reveals and discards nothing."""
    s = scenario()
    s.hand(P1, BEARS)
    s.hand(P1, "Forest")
    s.lands(P0, "Swamp")
    s.cast(P0, s.hand(P0, "Duress"), [P1])
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == [] and len(s.game.players[P1].hand) == 2


def test_thoughtseize_can_target_yourself(scenario):
    """CR 115.1: "target player" includes the caster."""
    s = scenario()
    bolt = s.hand(P0, "Lightning Bolt")
    s.lands(P0, "Swamp")
    s.cast(P0, s.hand(P0, "Thoughtseize"), [P0])
    s.resolve()
    assert s.zone(bolt) is Zone.GRAVEYARD and s.game.players[P0].life == 18


def test_nights_whisper_can_kill_its_caster(scenario):
    """CR 119.3, 704.5a: at 2 life, losing 2 life loses the game."""
    s = scenario(life=(2, 20))
    s.library(P0, "Mountain", "Forest")
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Night's Whisper"))
    s.resolve()
    assert s.result is not None and s.result.winner == P1


def test_innocent_blood_caster_without_creatures(scenario):
    """CR 701.21a: a player with no creature sacrifices nothing; the other still sacrifices."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, "Swamp")
    s.cast(P0, s.hand(P0, "Innocent Blood"))
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD


def test_pestilence_kills_both_players(scenario):
    """CR 104.4a, 704.5a: both players at 0 or less life at once: the game is a draw."""
    s = scenario(life=(1, 1))
    pest = s.battlefield(P0, "Pestilence")
    s.lands(P0, "Swamp")
    s.activate(P0, pest, 0)
    s.resolve()
    assert s.result is not None and s.result.winner is None


def test_vampire_sovereign_targets_only_an_opponent(scenario):
    """CR 115.1 "target opponent": the trigger can't be pointed at its controller."""
    s = scenario()
    s.lands(P0, *SWAMPS)
    s.cast(P0, s.hand(P0, "Vampire Sovereign"))
    s.resolve()
    assert not any(k == "targets" for k, _ in s.agents[P0].asked)  # one legal target: P1
    assert s.game.players[P1].life == 17


def test_doom_blade_fizzles_if_target_turns_illegal(scenario):
    """CR 608.2b: Doom Blade on a creature bounced in response does nothing."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, "Swamp", "Swamp")
    s.lands(P1, "Island")
    s.cast(P0, s.hand(P0, "Doom Blade"), [giant])
    s.cast(P1, s.hand(P1, "Unsummon"), [giant])
    s.resolve()
    assert s.names(P1, Zone.HAND) == [GIANT]
    assert s.names(P0, Zone.GRAVEYARD) == ["Doom Blade"]


# -- other black cards of the pool ----------------------------------------------------------


def _attack(s, *attackers, blocks=()):
    s.script(P0, ("attackers", tuple(a.oid for a in attackers)))
    if blocks:
        s.script(P1, ("blockers", tuple((b.oid, a.oid) for b, a in blocks)))
    s.combat()


def test_hymn_to_tourach(scenario):
    """CR 701.9b: target player discards two cards at random (seeded engine RNG)."""
    s = scenario()
    for name in ("Mountain", "Forest", "Island"):
        s.hand(P1, name)
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Hymn to Tourach"), [P1])
    s.resolve()
    assert len(s.game.players[P1].hand) == 1 and len(s.names(P1, Zone.GRAVEYARD)) == 2
    assert not any(k == "discard" for k, _ in s.agents[P1].asked)  # random: nobody chooses


def test_mind_rot_target_chooses(scenario):
    """CR 701.9b: target player discards two cards of their choice."""
    s = scenario()
    a = s.hand(P1, "Mountain")
    b = s.hand(P1, "Forest")
    s.hand(P1, GIANT)
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    s.script(P1, ("discard", (a.oid, b.oid)))
    s.cast(P0, s.hand(P0, "Mind Rot"), [P1])
    s.resolve()
    assert s.names(P1, Zone.HAND) == [GIANT]


def test_mind_twist_x(scenario):
    """CR 107.3, 701.9b: target player discards X cards at random."""
    s = scenario()
    for name in ("Mountain", "Forest", "Island", "Plains"):
        s.hand(P1, name)
    s.lands(P0, *SWAMPS[:4])
    s.cast(P0, s.hand(P0, "Mind Twist"), [P1], x=3)
    s.resolve()
    assert len(s.game.players[P1].hand) == 1


def test_read_the_bones(scenario):
    """CR 701.22a scry 2, then draw two cards; CR 119.3 you lose 2 life."""
    s = scenario()
    a, _b, _c, _d = s.library(P0, "Mountain", "Forest", "Plains", "Island")
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    s.script(P0, ("scry", (a.oid,)))
    s.cast(P0, s.hand(P0, "Read the Bones"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Forest", "Plains"]
    assert s.game.players[P0].life == 18


def test_dark_ritual(scenario):
    """CR 106.4: add {B}{B}{B}, then spend it on a three-mana spell."""
    s = scenario()
    s.lands(P0, "Swamp")
    s.cast(P0, s.hand(P0, "Dark Ritual"))
    s.resolve()
    s.cast(P0, s.hand(P0, "Chittering Rats"))
    s.resolve()
    assert "Chittering Rats" in s.names(P0, Zone.BATTLEFIELD)


def test_phyrexian_arena(scenario):
    """CR 503.1: at the beginning of your upkeep, you draw a card and you lose 1 life."""
    s = scenario(active=P1)
    s.battlefield(P0, "Phyrexian Arena")
    s.library(P0, "Mountain", "Forest")
    s.script(P0, ("attackers", ()))
    s.next_turn()
    assert sorted(s.names(P0, Zone.HAND)) == ["Forest", "Mountain"]  # Arena + draw step
    assert s.game.players[P0].life == 19


def test_sorins_thirst(scenario):
    """CR 120.3, 119.3: 2 damage to target creature and you gain 2 life."""
    s = scenario()
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Sorin's Thirst"), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD and s.game.players[P0].life == 22


def test_dismember_with_life(scenario):
    """CR 107.4f: {1}{B/P}{B/P} paid with {1} and 4 life: -5/-5 until end of turn."""
    s = scenario()
    giant = s.battlefield(P1, "Craw Wurm")
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Dismember"), [giant])
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD and s.game.players[P0].life == 16


def test_go_for_the_throat(scenario):
    """CR 701.8, 115.1: destroy target nonartifact creature; an artifact creature can't be targeted."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    thopter = s.battlefield(P1, "Ornithopter")
    s.lands(P0, *SWAMPS[:4])
    s.cast(P0, s.hand(P0, "Go for the Throat"), [giant])
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Go for the Throat"), [thopter])


def test_murder(scenario):
    """CR 701.8: destroy target creature (black or not)."""
    s = scenario()
    rager = s.battlefield(P1, "Phyrexian Rager")
    s.lands(P0, *SWAMPS[:3])
    s.cast(P0, s.hand(P0, "Murder"), [rager])
    s.resolve()
    assert s.zone(rager) is Zone.GRAVEYARD


def test_heros_downfall_planeswalker(scenario):
    """CR 701.8: destroy target creature or planeswalker."""
    s = scenario()
    t = s.battlefield(P1, "Teferi, Hero of Dominaria")
    s.lands(P0, *SWAMPS[:3])
    s.cast(P0, s.hand(P0, "Hero's Downfall"), [t])
    s.resolve()
    assert s.zone(t) is Zone.GRAVEYARD


def test_murderous_cut_hard_cast(scenario):
    """CR 601.2f: without delve, {4}{B}: destroy target creature."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, *SWAMPS)
    s.cast(P0, s.hand(P0, "Murderous Cut"), [giant])
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD


def test_cruel_edict(scenario):
    """CR 701.21a: target opponent sacrifices a creature."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    s.battlefield(P0, BEARS)
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Cruel Edict"), [P1])
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD and BEARS in s.names(P0, Zone.BATTLEFIELD)


def test_soul_feast(scenario):
    """CR 119.3: target player loses 4 life and you gain 4 life."""
    s = scenario()
    s.lands(P0, *SWAMPS)
    s.cast(P0, s.hand(P0, "Soul Feast"), [P1])
    s.resolve()
    assert s.game.players[P1].life == 16 and s.game.players[P0].life == 24


def test_unholy_strength(scenario):
    """CR 303.4: enchanted creature gets +2/+1."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, "Swamp")
    s.cast(P0, s.hand(P0, "Unholy Strength"), [bear])
    s.resolve()
    assert (s.game.power(bear), s.game.toughness(bear)) == (4, 3)


def test_bog_imp_flying(scenario):
    """CR 702.9b: a ground creature can't block Bog Imp."""
    s = scenario()
    imp = s.battlefield(P0, "Bog Imp")
    s.battlefield(P1, GIANT)
    _attack(s, imp)
    assert s.game.players[P1].life == 19 and not s.agents[P1].asked


@pytest.mark.parametrize("name", ["Typhoid Rats", "Vampire of the Dire Moon", "Gifted Aetherborn"])
def test_deathtouch_blockers(scenario, name):
    """CR 702.2b, 704.5h: damage from a deathtouch source destroys the creature."""
    s = scenario()
    wurm = s.battlefield(P0, "Craw Wurm")
    d = s.battlefield(P1, name)
    _attack(s, wurm, blocks=[(d, wurm)])
    assert s.zone(wurm) is Zone.GRAVEYARD


@pytest.mark.parametrize(
    "name", ["Child of Night", "Vampire of the Dire Moon", "Gifted Aetherborn"]
)
def test_black_lifelinkers(scenario, name):
    """CR 702.15b lifelink."""
    s = scenario(life=(10, 20))
    c = s.battlefield(P0, name)
    _attack(s, c)
    p = get_card(name).power
    assert s.game.players[P0].life == 10 + p


def test_vampire_nighthawk(scenario):
    """CR 702.9b flying, 702.2b deathtouch, 702.15b lifelink together."""
    s = scenario(life=(10, 20))
    n = s.battlefield(P0, "Vampire Nighthawk")
    drake = s.battlefield(P1, "Air Elemental")
    _attack(s, n, blocks=[(drake, n)])
    assert s.zone(drake) is Zone.GRAVEYARD and s.game.players[P0].life == 12


def test_highborn_ghoul_intimidate(scenario):
    """CR 702.13b: intimidate: blocked only by artifact creatures or creatures sharing a colour."""
    s = scenario()
    g = s.battlefield(P0, "Highborn Ghoul")
    s.battlefield(P1, GIANT)
    _attack(s, g)
    assert s.game.players[P1].life == 18 and not s.agents[P1].asked
    s2 = scenario()
    g2 = s2.battlefield(P0, "Highborn Ghoul")
    rats = s2.battlefield(P1, "Typhoid Rats")
    _attack(s2, g2, blocks=[(rats, g2)])
    assert s2.zone(g2) is Zone.GRAVEYARD


def test_foul_imp(scenario):
    """CR 603.6a: when Foul Imp enters, you lose 2 life."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Foul Imp"))
    s.resolve()
    assert s.game.players[P0].life == 18


def test_lilianas_specter(scenario):
    """CR 603.6a, 701.9b: when it enters, each opponent discards a card."""
    s = scenario()
    s.hand(P1, "Mountain")
    s.lands(P0, *SWAMPS[:3])
    s.cast(P0, s.hand(P0, "Liliana's Specter"))
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == ["Mountain"]


def test_hypnotic_specter(scenario):
    """CR 701.9b: when it deals damage to an opponent, that player discards a card at random."""
    s = scenario()
    h = s.battlefield(P0, "Hypnotic Specter")
    s.hand(P1, "Mountain")
    _attack(s, h)
    assert s.names(P1, Zone.GRAVEYARD) == ["Mountain"] and s.game.players[P1].life == 18


def test_ravenous_chupacabra(scenario):
    """CR 603.6a, 701.8: when it enters, destroy target creature an opponent controls."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    mine = s.battlefield(P0, BEARS)
    s.lands(P0, *SWAMPS[:4])
    s.cast(P0, s.hand(P0, "Ravenous Chupacabra"))
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD and s.zone(mine) is Zone.BATTLEFIELD


def test_nekrataal(scenario):
    """CR 603.6a: when it enters, destroy target nonartifact, nonblack creature."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    rats = s.battlefield(P1, "Typhoid Rats")
    s.lands(P0, *SWAMPS[:4])
    s.cast(P0, s.hand(P0, "Nekrataal"))
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD and s.zone(rats) is Zone.BATTLEFIELD


def test_fleshbag_marauder(scenario):
    """CR 701.21a: when it enters, each player sacrifices a creature (it may be itself)."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, *SWAMPS[:3])
    s.script(P0, ("sacrifice", lambda v, d: (d.options[0],)))
    s.cast(P0, s.hand(P0, "Fleshbag Marauder"))
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD
    assert "Fleshbag Marauder" in s.names(P0, Zone.GRAVEYARD)


def test_skinrender(scenario):
    """CR 122.1, 704.5f: three -1/-1 counters on target creature kill a 3/3."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, *SWAMPS[:4])
    s.cast(P0, s.hand(P0, "Skinrender"))
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD


def test_royal_assassin(scenario):
    """CR 602.2, 115.1: {T}: destroy target tapped creature (an untapped one isn't a legal target)."""
    s = scenario()
    ra = s.battlefield(P0, "Royal Assassin")
    tapped = s.battlefield(P1, GIANT, tapped=True)
    untapped = s.battlefield(P1, BEARS)
    with pytest.raises(IllegalActionError):
        s.activate(P0, ra, 0, [untapped])
    s.activate(P0, ra, 0, [tapped])
    s.resolve()
    assert s.zone(tapped) is Zone.GRAVEYARD


def test_phyrexian_arena_only_your_upkeep(scenario):
    """CR 503.1: "at the beginning of your upkeep": nothing in the opponent's upkeep."""
    s = scenario(active=P0)
    s.battlefield(P0, "Phyrexian Arena")
    s.library(P0, "Mountain")
    s.library(P1, "Forest")
    s.script(P1, ("attackers", ()))
    s.next_turn()
    assert s.game.players[P0].life == 20 and s.names(P0, Zone.HAND) == []
