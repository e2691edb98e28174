"""Casts the rules throw away: the goldfish (and the heuristic, whose main phase uses the
goldfish's plan) never makes them, and it sets a Chalice of the Void where its own deck
has no spells (issue 27: a kill turn must measure the deck, not our player).

Found on Vintage Shops (``benchmarks/metagame_decks/vintage_shops.txt``): the goldfish cast
Walking Ballista for X = 0 on turn 1 (it died at once), set Chalice of the Void at X = 2 and
then cast its own two-drops into it. Real cards, real Oracle texts.
"""

from __future__ import annotations

from scenario import P0

from deckstats.cards.oracle import compile_text
from deckstats.engine.actions import PASS, CastSpell
from deckstats.engine.casting import legal_actions
from deckstats.engine.decisions import PRIORITY, Decision
from deckstats.players.goldfish import GoldfishAgent
from deckstats.players.guards import own_charge_hits, stack_mana_value, wasted_cast
from deckstats.players.heuristic import HeuristicAgent

BALLISTA = compile_text(
    "Walking Ballista",
    "{X}{X}",
    "Artifact Creature — Construct",
    "Walking Ballista enters with X +1/+1 counters on it.\n"
    "{4}: Put a +1/+1 counter on Walking Ballista.\n"
    "Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.",
    pt=("0", "0"),
)
CHALICE = compile_text(
    "Chalice of the Void",
    "{X}{X}",
    "Artifact",
    "Chalice of the Void enters with X charge counters on it.\n"
    "Whenever a player casts a spell with mana value equal to the number of charge counters "
    "on Chalice of the Void, counter that spell.",
)
REVOKER = compile_text(
    "Phyrexian Revoker",
    "{2}",
    "Artifact Creature — Phyrexian Horror",
    "As Phyrexian Revoker enters, choose a nonland card name.\n"
    "Activated abilities of sources with the chosen name can't be activated unless they're "
    "mana abilities.",
    pt=("2", "1"),
)
SOL_RING = compile_text("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}.")
MOX = compile_text("Mox Jet", "{0}", "Artifact", "{T}: Add {B}.")


def _ask(s, agent):
    actions, canon = legal_actions(s.game, P0)
    return agent.decide(
        s.game.views[P0], Decision(PRIORITY, actions, canon=canon), s.game.agent_rngs[P0]
    )


def test_a_zero_zero_is_not_cast_for_x_zero(scenario):
    """CR 704.5f: Walking Ballista for X = 0 enters as a 0/0 and dies; with one land the
    goldfish keeps it, with two it casts it for X = 1."""
    s = scenario(goldfish=True)
    s.lands(P0, "Wastes")
    s.hand(P0, BALLISTA)
    assert _ask(s, GoldfishAgent()) is PASS
    s.lands(P0, "Wastes")
    a = _ask(s, GoldfishAgent())
    assert isinstance(a, CastSpell) and a.x == 1


def test_no_spell_is_cast_into_a_chalice(scenario):
    """CR 701.6a: with our Chalice on one counter, Sol Ring (mana value 1) would be
    countered: the goldfish and the heuristic cast the two-drop instead."""
    for agent in (GoldfishAgent(), HeuristicAgent()):
        s = scenario(goldfish=True)
        s.lands(P0, "Wastes", "Wastes")
        chalice = s.battlefield(P0, CHALICE)
        chalice.counters = {"charge": 1}
        ring = s.hand(P0, SOL_RING)
        revoker = s.hand(P0, REVOKER)
        view = s.game.views[P0]
        assert wasted_cast(view, CastSpell(ring.oid))
        assert not wasted_cast(view, CastSpell(revoker.oid))
        a = _ask(s, agent)
        assert isinstance(a, CastSpell) and a.oid == revoker.oid, agent


def test_the_mana_value_on_the_stack_counts_x():
    """CR 202.3e: Walking Ballista cast for X = 2 has mana value 4 on the stack."""
    assert stack_mana_value(BALLISTA, 2) == 4
    assert stack_mana_value(REVOKER, 0) == 2


def test_chalice_is_set_where_our_deck_has_no_spells(scenario):
    """The goldfish sets Chalice of the Void at the X its own deck casts least: with a deck
    of zero-drops and one-drops and two lands, X = 0 hits the 8 Moxen and the 4 Chalices
    (mana value 0 in the decklist), X = 1 the 4 Sol Rings: it picks X = 1."""
    s = scenario(goldfish=True)
    s.game.decks = ([MOX] * 8 + [SOL_RING] * 4 + [CHALICE] * 4, [])
    s.lands(P0, "Wastes", "Wastes")
    s.hand(P0, CHALICE)
    view = s.game.views[P0]
    assert own_charge_hits(view, CHALICE, 0) == 12
    assert own_charge_hits(view, CHALICE, 1) == 4
    assert own_charge_hits(view, REVOKER, 1) == 0  # not a Chalice
    a = _ask(s, GoldfishAgent())
    assert isinstance(a, CastSpell) and a.x == 1


def test_quirion_ranger_is_used_only_when_it_does_something(scenario):
    """Quirion Ranger (its compiled twin since issue 26): "Return a Forest you control to
    its owner's hand: Untap target creature." The goldfish had returned a Forest after its
    land drop to untap an untapped creature, losing a land for nothing (Pauper Stompy's kill
    turn went 5.06 -> 5.14). CR 701.26b: untapping an untapped creature does nothing; CR
    305.2: a returned land comes back only while the land drop is unused."""
    from deckstats.engine.actions import ActivateAbility

    s = scenario(goldfish=True)
    ranger = s.battlefield(P0, "Quirion Ranger")
    s.lands(P0, "Forest", tapped=True)
    sentinel = s.battlefield(P0, "Nettle Sentinel")
    assert _ask(s, GoldfishAgent()) is PASS  # nothing tapped to untap
    sentinel.tapped = True
    s.game.players[P0].lands_played_turn = 1
    assert _ask(s, GoldfishAgent()) is PASS  # the Forest would not come back this turn
    s.game.players[P0].lands_played_turn = 0
    a = _ask(s, GoldfishAgent())
    assert isinstance(a, ActivateAbility) and a.oid == ranger.oid
    assert a.targets == ((sentinel.oid,),)
