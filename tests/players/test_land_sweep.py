"""Armageddon (CR 701.8: "Destroy all lands.") is cast by the deck that wins the race
without mana, and held otherwise (issue 27: pilots play well; issue 26: the built-in
Armageddon is simulated, no longer a card that does nothing).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards import get_card
from deckstats.engine.actions import CastSpell
from deckstats.engine.casting import legal_actions
from deckstats.engine.decisions import PRIORITY, Decision
from deckstats.engine.types import Zone
from deckstats.players.facts import R_LAND_SWEEP, card_roles
from deckstats.players.heuristic import HeuristicAgent


def _ask(s):
    actions, canon = legal_actions(s.game, P0)
    return HeuristicAgent().decide(
        s.game.views[P0], Decision(PRIORITY, actions, canon=canon), s.game.agent_rngs[P0]
    )


def _casts_geddon(s, geddon) -> bool:
    a = _ask(s)
    return isinstance(a, CastSpell) and a.oid == geddon.oid


def test_armageddon_is_a_land_sweep():
    card = get_card("Armageddon")
    assert card.unparsed == () and card_roles(card) & R_LAND_SWEEP


def test_ahead_on_board_casts_armageddon_and_every_land_dies(scenario):
    """Erhnam Djinn and Kird Ape against an empty board: Geddon, then only we have a clock."""
    s = scenario(active=P0)
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    s.lands(P1, "Forest", "Forest", "Forest")
    s.battlefield(P0, "Erhnam Djinn")
    s.battlefield(P0, "Kird Ape")
    geddon = s.hand(P0, "Armageddon")
    assert _casts_geddon(s, geddon)
    s.cast(P0, geddon)
    s.resolve()
    assert not any(o.info.is_land for p in (P0, P1) for o in s.game.players[p].battlefield)
    assert s.zone(geddon) is Zone.GRAVEYARD


def test_behind_or_even_on_board_holds_armageddon(scenario):
    """Their Serra Angel matches our Erhnam Djinn: a Geddon would not win the race."""
    s = scenario(active=P0)
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    s.lands(P1, "Plains", "Plains", "Plains")
    s.battlefield(P0, "Erhnam Djinn")
    s.battlefield(P1, "Serra Angel")
    geddon = s.hand(P0, "Armageddon")
    assert not _casts_geddon(s, geddon)


def test_goldfish_board_never_casts_armageddon(scenario):
    """No opposing land to destroy: Armageddon would only cost us our own mana."""
    s = scenario(active=P0)
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    s.battlefield(P0, "Erhnam Djinn")
    s.battlefield(P0, "Kird Ape")
    geddon = s.hand(P0, "Armageddon")
    assert not _casts_geddon(s, geddon)
