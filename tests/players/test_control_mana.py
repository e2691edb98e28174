"""Control's mana (issue 27, control plays like control): the right land face for the
spells in hand, and no X spell cast for X=0.

Positions from the scenario builder (tests/scenario.py); player 0 is the ``control``
heuristic, player 1 a ``ScriptedAgent``. Cards from ``decks/uw_control.txt``.
"""

from __future__ import annotations

from scenario import P0, P1, Scenario

from deckstats.engine import Step, Zone
from deckstats.players.heuristic import HeuristicAgent
from deckstats.players.scripted import ScriptedAgent

PATHWAY = "Hengegate Pathway"  # {T}: add {W}; back face Mistgate Pathway: {T}: add {U}
ABSENCE = "Fateful Absence"  # {1}{W} instant: destroy target creature or planeswalker
REVELATION = "Sphinx's Revelation"  # {X}{W}{U}{U}: gain X life, draw X cards
JWARI = "Jwari Disruption"  # MDFC: back face Jwari Ruins, a land that enters tapped


def _control(**kw) -> Scenario:
    return Scenario(agents=(HeuristicAgent("control"), ScriptedAgent()), **kw)


def test_plays_the_pathway_face_the_hand_needs():
    """An Island in play, Fateful Absence ({1}{W}) in hand: the Pathway enters as
    Hengegate (white), not Mistgate (a second blue source the hand does not need;
    CR 712.12: an MDFC's land face is the face played)."""
    s = _control(active=P0, turn=3)
    s.lands(P0, "Island")
    s.hand(P0, PATHWAY)
    s.hand(P0, ABSENCE)
    s.priority()
    assert s.names(P0, Zone.BATTLEFIELD) == ["Island", "Hengegate Pathway"]


def test_plays_a_basic_rather_than_a_tapped_mdfc_land():
    """Island in play, Plains and Jwari Disruption in hand with Fateful Absence: the
    Plains (untapped, white) is played, not Jwari Ruins (enters tapped, blue)."""
    s = _control(active=P0, turn=3)
    s.lands(P0, "Island")
    s.hand(P0, JWARI)
    s.hand(P0, "Plains")
    s.hand(P0, ABSENCE)
    s.priority()
    assert "Plains" in s.names(P0, Zone.BATTLEFIELD)
    assert JWARI in s.names(P0, Zone.HAND)


def test_no_sphinxs_revelation_for_x_zero():
    """At the opponent's end step with exactly {W}{U}{U} open, Sphinx's Revelation would
    draw 0 and gain 0 (CR 107.3): the card stays in hand."""
    s = _control(active=P1, step=Step.END)
    s.lands(P0, "Plains", "Island", "Island")
    s.hand(P0, REVELATION)
    s.priority()
    assert REVELATION in s.names(P0, Zone.HAND)
