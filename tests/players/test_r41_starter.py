"""Round 41, issue 27 point 9 (a): the starting player's tempo in an aggro mirror.

Player 0 is the heuristic player (``Recorder``); player 1 a ``ScriptedAgent``.
"""

from __future__ import annotations

from scenario import Scenario

from deckstats.engine import Zone
from players.combat_helpers import P0, P1, position


def _sligh() -> list:
    """Sligh-like: 20 burn spells, 16 creatures, 24 Mountains (its burn is its clock)."""
    burn = [Scenario.card("Incinerate")] * 20
    balls = [Scenario.card("Ball Lightning")] * 16
    return burn + balls + [Scenario.card("Mountain")] * 24


def _main_phase(mountains: int, creature: str, removal: str, life=(20, 20)):
    """Our main phase (a Sligh-like deck) with ``mountains``, ``creature`` and ``removal``
    in hand; they have a Jackal Pup. Returns (scenario, creature, removal, their Pup)."""
    s, _ = position("aggro", life=life)
    s.game.decks = (_sligh(), [])
    s.lands(P0, *["Mountain"] * mountains)
    ours = s.hand(P0, creature)
    spell = s.hand(P0, removal)
    pup = s.battlefield(P1, "Jackal Pup")
    s.priority()
    return s, ours, spell, pup


def test_ball_lightning_is_cast_before_an_instant_that_would_strand_it():
    """Our main phase with three Mountains, Ball Lightning ({R}{R}{R}) and Incinerate
    (an instant, {1}{R}); they have a Jackal Pup. Incinerate first leaves one Mountain
    and the Ball Lightning in hand: a turn's mana lost. The instant keeps its value on
    their turn (CR 117.1a: any time we have priority), so the Ball Lightning is cast
    and attacks for 6 (haste, CR 702.10) and Incinerate stays in hand. Before, removal
    came first whatever it cost (the Sligh mirror, seed 27, game 378: the starter lost
    it)."""
    s, ball, incinerate, _ = _main_phase(3, "Ball Lightning", "Incinerate", (14, 17))
    assert s.zone(ball) is Zone.BATTLEFIELD
    assert s.zone(incinerate) is Zone.HAND


def test_with_mana_for_both_the_removal_still_comes_first():
    """The same with five Mountains: both are paid for, so Incinerate kills the Jackal Pup
    (its 3 damage reaches their face through the Pup's trigger) and Ball Lightning is
    cast too (a guard: the tempo rule only holds removal that would cost a creature)."""
    s, ball, incinerate, pup = _main_phase(5, "Ball Lightning", "Incinerate", (14, 17))
    assert s.zone(ball) is Zone.BATTLEFIELD
    assert s.zone(incinerate) is Zone.GRAVEYARD
    assert s.zone(pup) is not Zone.BATTLEFIELD


def test_jackal_pup_is_cast_before_a_firebolt_at_theirs():
    """Our first main phase with one Mountain, Jackal Pup and Firebolt (a sorcery, {R});
    they have a Jackal Pup. One mana pays for one of them: our Pup now attacks a turn
    sooner (CR 302.6), and the Firebolt kills theirs as well next turn. So the Pup is
    cast and the Firebolt stays in hand; before, removal came first and our Pup waited."""
    s, ours, firebolt, _ = _main_phase(1, "Jackal Pup", "Firebolt")
    assert s.zone(ours) is Zone.BATTLEFIELD
    assert s.zone(firebolt) is Zone.HAND
