"""Issue 26, card helper ``act`` (round 38): keyword lines and activated abilities.

Each test compiles a real card's real Oracle text, checks the compiled value, and plays it
through the engine, citing the rule. Families: graveyard casts with a discard (jump-start
CR 702.133, retrace CR 702.81), ...
"""

from __future__ import annotations

import pytest
from scenario import P0, IllegalActionError, Scenario

from deckstats.cards.costs import Flashback
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.engine.actions import CastSpell
from deckstats.engine.types import Zone

# -- jump-start and retrace (CR 702.133a, 702.81a) --------------------------------------------

CHEMISTERS_INSIGHT = compile_text(
    "Chemister's Insight",
    "{3}{U}",
    "Instant",
    "Draw two cards.\nJump-start (You may cast this card from your graveyard by discarding a "
    "card in addition to paying its other costs. Then exile this card.)",
)
THROES_OF_CHAOS = compile_text(
    "Throes of Chaos",
    "{3}{R}{R}",
    "Sorcery",
    "Cascade (When you cast this spell, exile cards from the top of your library until you "
    "exile a nonland card that costs less. You may cast it without paying its mana cost. Put "
    "the exiled cards on the bottom of your library in a random order.)\nRetrace (You may cast "
    "this card from your graveyard by discarding a land card in addition to paying its other "
    "costs.)",
)


def test_jump_start_and_retrace_compile() -> None:
    """Both are a cast from the graveyard for the card's mana cost plus a discard."""
    assert CHEMISTERS_INSIGHT.unparsed == () and THROES_OF_CHAOS.unparsed == ()
    (js,) = CHEMISTERS_INSIGHT.costs
    assert js == Flashback(None, discard=1)
    (rt,) = THROES_OF_CHAOS.costs
    assert isinstance(rt, Flashback) and rt.keep and rt.discard == 1
    assert rt.discard_filter is not None and rt.discard_filter.card_type == CardType.LAND


def test_jump_start_discards_a_card_then_exiles() -> None:
    """CR 702.133a: cast from the graveyard by discarding a card; then it is exiled."""
    s = Scenario()
    s.lands(P0, "Island", "Island", "Island", "Island")
    card = s.graveyard(P0, CHEMISTERS_INSIGHT)
    assert not any(getattr(a, "oid", 0) == card.oid for a in s.legal(P0))  # nothing to discard
    s.hand(P0, "Mountain")
    s.library(P0, "Island", "Island")
    s.act(P0, CastSpell(card.oid, (), 0, (), 0, 1))
    assert s.names(P0, Zone.GRAVEYARD) == ["Mountain"]
    s.resolve()
    assert len(s.game.players[P0].hand) == 2
    assert s.names(P0, Zone.EXILE) == ["Chemister's Insight"]


def test_retrace_needs_a_land_card_and_stays() -> None:
    """CR 702.81a: retrace discards a *land* card; the spell is not exiled afterwards."""
    s = Scenario()
    s.lands(P0, *["Mountain"] * 5)
    card = s.graveyard(P0, THROES_OF_CHAOS)
    s.hand(P0, "Lightning Bolt")
    with pytest.raises(IllegalActionError):
        s.act(P0, CastSpell(card.oid, (), 0, (), 0, 1))
    s.hand(P0, "Mountain")
    s.act(P0, CastSpell(card.oid, (), 0, (), 0, 1))
    assert "Mountain" in s.names(P0, Zone.GRAVEYARD)
    assert s.names(P0, Zone.HAND) == ["Lightning Bolt"]
    s.resolve()
    assert "Throes of Chaos" in s.names(P0, Zone.GRAVEYARD)
