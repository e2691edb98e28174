"""Round 39, issue 27 point 2 (targets): removal is never aimed at a permanent that
answers it by sacrificing itself for free (Mogg Fanatic, CR 602.2, 608.2b).

Player 0 is the heuristic player (``Recorder``); player 1 a ``ScriptedAgent``.
"""

from __future__ import annotations

from scenario import Scenario

from deckstats.engine import Zone
from deckstats.players.threats import escapes
from players.combat_helpers import P0, P1, position


def test_escapes_reads_a_free_instant_speed_self_sacrifice():
    """Mogg Fanatic ("Sacrifice ~: 1 damage to any target") escapes removal; a pinger
    that taps (Prodigal Sorcerer), a creature without such an ability (Grizzly Bears)
    and a sacrifice that costs mana (Sakura-Tribe Elder costs none: it escapes) are read
    from their costs (CR 602.1)."""
    assert escapes(Scenario.card("Mogg Fanatic"))
    assert not escapes(Scenario.card("Prodigal Sorcerer"))
    assert not escapes(Scenario.card("Grizzly Bears"))
    assert escapes(Scenario.card("Sakura-Tribe Elder"))


def test_bolt_goes_to_the_bears_not_the_fanatic():
    """Our main phase with a Mountain and Lightning Bolt; they have Mogg Fanatic and
    Grizzly Bears. Bolting the Fanatic is answered by its sacrifice (1 damage, Bolt
    countered on resolution for its illegal target, CR 608.2b): the Bolt kills the
    Bears (a guard: the Bears were the bigger threat before too)."""
    s, _ = position("midrange")
    s.lands(P0, "Mountain")
    bolt = s.hand(P0, "Lightning Bolt")
    fanatic = s.battlefield(P1, "Mogg Fanatic")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.priority()
    assert s.zone(bolt) is not Zone.HAND
    assert s.zone(bears) is not Zone.BATTLEFIELD
    assert s.zone(fanatic) is Zone.BATTLEFIELD


def test_bolt_is_not_spent_on_a_lone_fanatic():
    """The same with only Mogg Fanatic across and a creature deck (6 burn in 60): there
    is nothing worth a card to kill (the Fanatic would escape), so the Bolt stays in hand
    for a real target."""
    s, _ = position("midrange")
    bolts = [Scenario.card("Lightning Bolt")] * 6
    lions = [Scenario.card("Savannah Lions")] * 30
    s.game.decks = (bolts + lions + [Scenario.card("Mountain")] * 24, [])
    s.lands(P0, "Mountain")
    bolt = s.hand(P0, "Lightning Bolt")
    fanatic = s.battlefield(P1, "Mogg Fanatic")
    s.priority()
    assert s.zone(bolt) is Zone.HAND
    assert s.zone(fanatic) is Zone.BATTLEFIELD
