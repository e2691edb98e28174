"""Scenario tests for the gold cards of the decklists (ARCHITECTURE.md, Tests: one per non-vanilla card).

Each test builds an exact position, acts through the engine as a player would and checks
the card's printed behaviour against its Oracle text (``card.text``).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1

from deckstats.cards import get_card
from deckstats.cards.model import Keyword
from deckstats.engine import Zone
from deckstats.engine.actions import ActivateAbility
from deckstats.engine.errors import IllegalActionError

BEARS = "Grizzly Bears"  # vanilla 2/2 (green)
GIANT = "Hill Giant"  # vanilla 3/3 (red)
AZORIUS = ("Plains", "Island", "Island", "Island")


def _spell_from_p0(s, name, lands, targets=None):
    s.lands(P0, *lands)
    s.cast(P0, s.hand(P0, name), targets)
    return s.game.stack[-1].obj


def test_absorb_counters_and_gains_three(scenario):
    """CR 701.6a counter target spell; CR 119.3 you gain 3 life."""
    s = scenario()
    bolt = _spell_from_p0(s, "Lightning Bolt", ["Mountain"], [P1])
    s.lands(P1, *AZORIUS)
    s.cast(P1, s.hand(P1, "Absorb"), [bolt])
    s.resolve()
    assert s.game.players[P1].life == 23
    assert s.names(P0, Zone.GRAVEYARD) == ["Lightning Bolt"]


def test_dovins_veto(scenario):
    """CR 701.6a: counter target noncreature spell (creature spells can't be targeted);
    "This spell can't be countered." is simulated (CR 101.2)."""
    s = scenario()
    bolt = _spell_from_p0(s, "Lightning Bolt", ["Mountain"], [P1])
    s.lands(P1, *AZORIUS)
    s.cast(P1, s.hand(P1, "Dovin's Veto"), [bolt])
    s.resolve()
    assert s.game.players[P1].life == 20
    s2 = scenario()
    bear = _spell_from_p0(s2, BEARS, ["Forest", "Forest"])
    s2.lands(P1, *AZORIUS)
    with pytest.raises(IllegalActionError):
        s2.cast(P1, s2.hand(P1, "Dovin's Veto"), [bear])
    assert get_card("Dovin's Veto").unparsed == ()
    assert get_card("Dovin's Veto").keywords & Keyword.CANT_BE_COUNTERED


def test_supreme_verdict(scenario):
    """CR 701.8: destroy all creatures; "This spell can't be countered." (CR 101.2)."""
    s = scenario()
    a = s.battlefield(P0, BEARS)
    b = s.battlefield(P1, GIANT)
    s.lands(P0, "Plains", "Plains", "Island", "Island")
    s.cast(P0, s.hand(P0, "Supreme Verdict"))
    s.resolve()
    assert s.zone(a) is Zone.GRAVEYARD and s.zone(b) is Zone.GRAVEYARD
    assert get_card("Supreme Verdict").keywords & Keyword.CANT_BE_COUNTERED


def test_sphinxs_revelation_x(scenario):
    """CR 107.3, 601.2f: with X=3 you gain 3 life and draw 3 cards."""
    s = scenario(life=(10, 20))
    s.library(P0, "Mountain", "Forest", "Swamp", "Island")
    s.lands(P0, "Plains", "Island", "Island", "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, "Sphinx's Revelation"), x=3)
    s.resolve()
    assert s.game.players[P0].life == 13
    assert s.names(P0, Zone.HAND) == ["Mountain", "Forest", "Swamp"]


def test_teferi_hero_of_dominaria(scenario):
    """CR 606.3-606.4: +1: draw a card (once per turn, sorcery speed); since round 40 the
    delayed untap (CR 603.7) and the -3 and -8 abilities compile too."""
    s = scenario()
    t = s.battlefield(P0, "Teferi, Hero of Dominaria")
    assert t.counter("loyalty") == 4
    s.library(P0, "Island")
    s.activate(P0, t, 0)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"] and t.counter("loyalty") == 5
    assert not any(isinstance(a, ActivateAbility) and a.oid == t.oid for a in s.legal(P0))
    assert get_card("Teferi, Hero of Dominaria").unparsed == ()


# -- further rules checks on the deck cards ------------------------------------------------


def test_absorb_fizzles_without_its_target(scenario):
    """CR 608.2b: Absorb whose target spell already left the stack does nothing: no life."""
    s = scenario()
    bear = _spell_from_p0(s, BEARS, ["Forest", "Forest"])
    s.lands(P1, "Plains", "Island", "Island", "Island", "Island")
    s.cast(P1, s.hand(P1, "Absorb"), [bear])
    s.cast(P1, s.hand(P1, "Essence Scatter"), [bear])
    s.resolve()
    assert s.game.players[P1].life == 20
    assert sorted(s.names(P1, Zone.GRAVEYARD)) == ["Absorb", "Essence Scatter"]


def test_supreme_verdict_spares_indestructible(scenario):
    """CR 702.12b: "destroy" doesn't affect indestructible creatures (Selfless Spirit's gift)."""
    s = scenario()
    spirit = s.battlefield(P0, "Selfless Spirit")
    bear = s.battlefield(P0, BEARS)
    foe = s.battlefield(P1, GIANT)
    s.activate(P0, spirit, 0)
    s.resolve()
    s.lands(P0, "Plains", "Plains", "Island", "Island")
    s.cast(P0, s.hand(P0, "Supreme Verdict"))
    s.resolve()
    assert s.zone(bear) is Zone.BATTLEFIELD and s.zone(foe) is Zone.GRAVEYARD


def test_sphinxs_revelation_x_zero(scenario):
    """CR 107.3: with X=0 it costs {W}{U}{U} and does nothing."""
    s = scenario()
    s.library(P0, "Mountain")
    s.lands(P0, "Plains", "Island", "Island")
    s.cast(P0, s.hand(P0, "Sphinx's Revelation"), x=0)
    s.resolve()
    assert s.game.players[P0].life == 20 and s.names(P0, Zone.HAND) == []


def test_teferi_not_at_instant_speed(scenario):
    """CR 606.3: loyalty abilities only in your main phase with an empty stack."""
    s = scenario(active=P1)
    t = s.battlefield(P0, "Teferi, Hero of Dominaria")
    s.library(P0, "Island")
    with pytest.raises(IllegalActionError):
        s.activate(P0, t, 0)


# -- other gold cards of the pool -------------------------------------------------------------


def _attack(s, *attackers, blocks=()):
    s.script(P0, ("attackers", tuple(a.oid for a in attackers)))
    if blocks:
        s.script(P1, ("blockers", tuple((b.oid, a.oid) for b, a in blocks)))
    s.combat()


def test_judges_familiar(scenario):
    """CR 602.2, 701.6: sacrifice it: counter target instant or sorcery spell unless its controller pays {1}."""
    s = scenario()
    fam = s.battlefield(P1, "Judge's Familiar")
    bolt = _spell_from_p0(s, "Lightning Bolt", ["Mountain"], [P1])
    s.activate(P1, fam, 0, [bolt])
    s.resolve()
    assert s.game.players[P1].life == 20 and s.zone(fam) is Zone.GRAVEYARD
    s2 = scenario()
    fam2 = s2.battlefield(P1, "Judge's Familiar")
    bear = _spell_from_p0(s2, BEARS, ["Forest", "Forest"])
    with pytest.raises(IllegalActionError):
        s2.activate(P1, fam2, 0, [bear])


def test_vindicate_land(scenario):
    """CR 701.8: destroy target permanent (a land too)."""
    s = scenario()
    land = s.lands(P1, "Forest")[0]
    s.lands(P0, "Plains", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Vindicate"), [land])
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == ["Forest"]


def test_anguished_unmaking(scenario):
    """CR 406.3, 119.3: exile target nonland permanent; you lose 3 life."""
    s = scenario()
    t = s.battlefield(P1, "Teferi, Hero of Dominaria")
    s.lands(P0, "Plains", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Anguished Unmaking"), [t])
    s.resolve()
    assert s.zone(t) is Zone.EXILE and s.game.players[P0].life == 17


def test_utter_end_not_a_land(scenario):
    """CR 406.3, 115.1: exile target nonland permanent; a land is not a legal target."""
    s = scenario()
    anthem = s.battlefield(P1, "Glorious Anthem")
    land = s.lands(P1, "Forest")[0]
    s.lands(P0, "Plains", "Swamp", "Swamp", "Swamp", "Plains", "Swamp", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Utter End"), [anthem])
    s.resolve()
    assert s.zone(anthem) is Zone.EXILE
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, "Utter End"), [land])


def test_mortify(scenario):
    """CR 701.8: destroy target creature or enchantment."""
    s = scenario()
    anthem = s.battlefield(P1, "Glorious Anthem")
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, "Plains", "Swamp", "Swamp", "Plains", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Mortify"), [anthem])
    s.resolve()
    s.cast(P0, s.hand(P0, "Mortify"), [giant])
    s.resolve()
    assert s.zone(anthem) is Zone.GRAVEYARD and s.zone(giant) is Zone.GRAVEYARD


def test_unmake_hybrid(scenario):
    """CR 107.4e: {W/B}{W/B}{W/B} paid with any mix of W and B: exile target creature."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, "Plains", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Unmake"), [giant])
    s.resolve()
    assert s.zone(giant) is Zone.EXILE


def test_zealous_persecution(scenario):
    """CR 611.2c: yours get +1/+1 and your opponents' get -1/-1 until end of turn."""
    s = scenario()
    mine = s.battlefield(P0, BEARS)
    small = s.battlefield(P1, "Zephyr Sprite")
    big = s.battlefield(P1, GIANT)
    s.lands(P0, "Plains", "Swamp")
    s.cast(P0, s.hand(P0, "Zealous Persecution"))
    s.resolve()
    assert s.game.power(mine) == 3 and s.zone(small) is Zone.GRAVEYARD
    assert (s.game.power(big), s.game.toughness(big)) == (2, 2)


def test_baleful_strix(scenario):
    """CR 603.6a draw a card on entering; CR 702.2b deathtouch kills its blocker's target."""
    s = scenario()
    s.library(P0, "Island")
    s.lands(P0, "Island", "Swamp")
    s.cast(P0, s.hand(P0, "Baleful Strix"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]
    s2 = scenario()
    wurm = s2.battlefield(P0, "Craw Wurm")
    strix = s2.battlefield(P1, "Baleful Strix")
    _attack(s2, wurm, blocks=[(strix, wurm)])
    assert s2.zone(wurm) is Zone.GRAVEYARD


def test_shadowmage_infiltrator(scenario):
    """CR 702.36b fear (a red creature can't block it); may draw on combat damage to a player."""
    s = scenario()
    sm = s.battlefield(P0, "Shadowmage Infiltrator")
    s.battlefield(P1, GIANT)
    s.library(P0, "Island")
    s.script(P0, ("attackers", (sm.oid,)), ("may", True))
    s.combat()
    assert not s.agents[P1].asked
    assert s.names(P0, Zone.HAND) == ["Island"] and s.game.players[P1].life == 19


def test_agony_warp_two_targets(scenario):
    """CR 115.3: two "target creature" words may pick different creatures: -3/-0 on one, -0/-3 on another."""
    s = scenario()
    a = s.battlefield(P1, GIANT)
    b = s.battlefield(P1, BEARS)
    s.lands(P0, "Island", "Swamp")
    s.cast(P0, s.hand(P0, "Agony Warp"), [a, b])
    s.resolve()
    assert s.game.power(a) == 0 and s.game.toughness(a) == 3
    assert s.zone(b) is Zone.GRAVEYARD


def test_recoil(scenario):
    """CR 400.3, 701.9b: return target permanent to its owner's hand; then that player discards a card."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    s.hand(P1, "Mountain")
    s.lands(P0, "Island", "Swamp", "Swamp")
    s.script(
        P1,
        (
            "discard",
            lambda v, d: tuple(o for o in d.options if v.obj(o).card.name == "Mountain"),
        ),
    )
    s.cast(P0, s.hand(P0, "Recoil"), [giant])
    s.resolve()
    assert s.names(P1, Zone.HAND) == [GIANT] and s.names(P1, Zone.GRAVEYARD) == ["Mountain"]


@pytest.mark.parametrize("mode", [0, 1, 2])
def test_esper_charm_modes(scenario, mode):
    """CR 700.2: choose one: destroy target enchantment; draw two cards; target player discards two."""
    s = scenario()
    anthem = s.battlefield(P1, "Glorious Anthem")
    s.library(P0, "Mountain", "Forest")
    s.hand(P1, "Plains")
    s.hand(P1, "Island")
    s.lands(P0, "Plains", "Island", "Swamp")
    targets = {0: [anthem], 1: None, 2: [P1]}[mode]
    s.cast(P0, s.hand(P0, "Esper Charm"), targets, modes=(mode,))
    s.resolve()
    if mode == 0:
        assert s.zone(anthem) is Zone.GRAVEYARD
    elif mode == 1:
        assert s.names(P0, Zone.HAND) == ["Mountain", "Forest"]
    else:
        assert s.game.players[P1].hand == [] and len(s.names(P1, Zone.GRAVEYARD)) == 2


def test_expressive_iteration_takes_one_of_three(scenario):
    """CR 401.4: look at the top three, one into your hand; the other two go to the bottom
    (the exile-and-play part is listed as ignored)."""
    s = scenario()
    cards = s.library(P0, "Mountain", "Forest", "Swamp", "Plains", "Island")
    s.lands(P0, "Island", "Mountain")
    s.script(P0, ("dig", (cards[1].oid,)))
    s.cast(P0, s.hand(P0, "Expressive Iteration"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Forest"]
    top = [o.card.name for o in reversed(s.game.players[P0].library)]
    assert top[:2] == ["Plains", "Island"] and sorted(top[2:]) == ["Mountain", "Swamp"]
    assert any("exile one of them" in u for u in get_card("Expressive Iteration").unparsed)
