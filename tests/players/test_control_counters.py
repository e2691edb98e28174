"""Control plays like control (issue 27): counters for threats that matter, pitch costs
that weigh what they pitch, win conditions cast.

Player 0 is the ``control`` heuristic; player 1 a ``ScriptedAgent`` that casts one spell
in its main phase (``_opponent_casts``). Real cards from the pool: Counterspell, Force
of Will (CR 118.9 alternative cost: pay 1 life, exile a blue card), Jace, the Mind
Sculptor, Teferi, Hero of Dominaria, Absorb (``decks/uw_control.txt``).
"""

from __future__ import annotations

from scenario import P0, P1, Scenario

from deckstats.engine import Step, Zone
from deckstats.engine.actions import CastSpell
from deckstats.players.heuristic import HeuristicAgent
from deckstats.players.scripted import ScriptedAgent

COUNTERSPELL = "Counterspell"
FOW = "Force of Will"
JACE = "Jace, the Mind Sculptor"
TEFERI = "Teferi, Hero of Dominaria"
ABSORB = "Absorb"
SAILOR = "Spectral Sailor"  # a 1/1 flier for {U}: a (small) win condition
BEARS = "Grizzly Bears"  # a vanilla 2/2 for two
ANGEL = "Serra Angel"  # 4/4 flying, vigilance
WURM = "Craw Wurm"  # 6/4 for six
SPIKE = "Lava Spike"  # 3 damage to target player, sorcery


def _control(**kw) -> Scenario:
    return Scenario(agents=(HeuristicAgent("control"), ScriptedAgent()), **kw)


def _opponent_casts(s: Scenario, card, targets=(), lands=("Forest",) * 6, held=4) -> None:
    """Player 1 (``held`` more cards in hand) casts ``card`` in its main phase."""
    s.lands(P1, *lands)
    for _ in range(held):
        s.hand(P1, "Forest")
    obj = s.hand(P1, card)
    s.game.step = Step.PRECOMBAT_MAIN
    s.script(P1, ("priority", CastSpell(obj.oid, targets)))
    s.priority()


def test_holds_a_lone_counter_for_a_real_threat():
    """One Counterspell, the opponent holding four more cards: a vanilla Grizzly Bears
    resolves, the counter waits for a spell that matters."""
    s = _control(active=P1)
    s.lands(P0, "Island", "Island")
    s.hand(P0, COUNTERSPELL)
    _opponent_casts(s, BEARS)
    assert "Grizzly Bears" in s.names(P1, Zone.BATTLEFIELD)
    assert "Counterspell" in s.names(P0, Zone.HAND)


def test_counters_the_real_threat():
    """Same position, the opponent casts Serra Angel (4/4 flier, nothing of ours blocks
    it): Counterspell answers it."""
    s = _control(active=P1)
    s.lands(P0, "Island", "Island")
    s.hand(P0, COUNTERSPELL)
    _opponent_casts(s, ANGEL, lands=("Plains",) * 5)
    assert "Serra Angel" in s.names(P1, Zone.GRAVEYARD)
    assert "Counterspell" in s.names(P0, Zone.GRAVEYARD)


def test_two_counters_spend_one_on_the_two_drop():
    """With two Counterspells (and UU open) the Bears are worth one of them."""
    s = _control(active=P1)
    s.lands(P0, "Island", "Island")
    s.hand(P0, COUNTERSPELL)
    s.hand(P0, COUNTERSPELL)
    _opponent_casts(s, BEARS)
    assert "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)


def test_no_force_of_will_on_a_turn_one_lava_spike():
    """Turn 1, no lands, Force of Will and Jace (its only other blue card and only win
    condition) in hand; the opponent Lava Spikes us at 20. Two cards for 3 damage is a
    bad trade, and the pitch would be the last win condition: Lava Spike resolves."""
    s = _control(active=P1, turn=2)
    s.hand(P0, FOW)
    s.hand(P0, JACE)
    _opponent_casts(s, SPIKE, targets=((P0,),), lands=("Mountain",))
    assert s.game.players[P0].life == 17
    assert sorted(s.names(P0, Zone.HAND)) == sorted([FOW, JACE])


def test_never_pitches_the_last_win_condition():
    """Force of Will and Jace (the last win condition: none in play or in the library)
    against a Craw Wurm: the Wurm resolves rather than Jace being exiled."""
    s = _control(active=P1)
    s.hand(P0, FOW)
    s.hand(P0, JACE)
    _opponent_casts(s, WURM)
    assert "Craw Wurm" in s.names(P1, Zone.BATTLEFIELD)
    assert JACE in s.names(P0, Zone.HAND)


def test_pitch_weighs_what_it_pitches():
    """Force of Will, Spectral Sailor (our only win condition, and the cheapest blue
    card) and a Counterspell we cannot pay for: the Wurm is countered by pitching the
    Counterspell, and the Sailor stays."""
    s = _control(active=P1)
    s.hand(P0, FOW)
    s.hand(P0, SAILOR)
    s.hand(P0, COUNTERSPELL)
    _opponent_casts(s, WURM)
    assert "Craw Wurm" in s.names(P1, Zone.GRAVEYARD)
    assert s.names(P0, Zone.HAND) == [SAILOR]
    assert "Counterspell" in s.names(P0, Zone.EXILE)


def test_casts_its_planeswalker_on_a_quiet_board():
    """Five lands, Teferi, Hero of Dominaria and Absorb in hand, nothing on the
    opponent's side: control casts its planeswalker instead of holding Absorb's mana
    turn after turn."""
    s = _control(active=P0, turn=9)
    s.lands(P0, "Plains", "Plains", "Island", "Island", "Island")
    s.hand(P0, TEFERI)
    s.hand(P0, ABSORB)
    for _ in range(4):
        s.hand(P1, "Mountain")
    s.priority()
    assert TEFERI in s.names(P0, Zone.BATTLEFIELD)


def test_wipes_the_board_into_its_counter_mana():
    """At 8 life facing two Goblin Guides, with four lands, Supreme Verdict and Absorb:
    the Verdict is cast (CR 701.8: both creatures destroyed) instead of holding Absorb's
    mana while the Guides keep attacking."""
    s = _control(active=P0, turn=9, life=(8, 20))
    s.lands(P0, "Plains", "Plains", "Island", "Island")
    s.hand(P0, "Supreme Verdict")
    s.hand(P0, ABSORB)
    guides = [s.battlefield(P1, "Goblin Guide"), s.battlefield(P1, "Goblin Guide")]
    for _ in range(3):
        s.hand(P1, "Mountain")
    s.priority()
    assert [s.zone(g) for g in guides] == [Zone.GRAVEYARD, Zone.GRAVEYARD]


def test_counters_a_two_drop_at_low_life():
    """At 4 life a vanilla 2/2 is two turns from killing us: the lone Counterspell is
    spent on it even with cards left in the opponent's hand."""
    s = _control(active=P1, life=(4, 20))
    s.lands(P0, "Island", "Island")
    s.hand(P0, COUNTERSPELL)
    _opponent_casts(s, BEARS)
    assert "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)


def test_no_second_copy_of_a_legendary_planeswalker():
    """Teferi, Hero of Dominaria (4 loyalty) already in play, the second copy in hand,
    five lands: casting it would put one Teferi into the graveyard at once (the legend
    rule, CR 704.5j), so the second copy stays in hand."""
    s = _control(active=P0, turn=9)
    s.lands(P0, "Plains", "Plains", "Island", "Island", "Island")
    first = s.battlefield(P0, TEFERI)
    first.counters = {"loyalty": 4}
    s.hand(P0, TEFERI)
    for _ in range(4):
        s.hand(P1, "Mountain")
    s.priority()
    assert s.names(P0, Zone.HAND) == [TEFERI]
    assert s.zone(first) is Zone.BATTLEFIELD
