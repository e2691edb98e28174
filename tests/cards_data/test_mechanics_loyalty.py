"""Planeswalker loyalty abilities (CR 606) whose effect is a multi-sentence template: a
"+N: effect" line compiles whenever its effect does, as a spell's would (issue 26, point 2).

Real cards' Oracle texts, compiled and played through the engine.
"""

from __future__ import annotations

import pytest
from scenario import P0

from deckstats.cards import effects as fx
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Ref
from deckstats.engine.actions import ActivateAbility
from deckstats.engine.errors import IllegalActionError

VIVIEN_REID = compile_text(
    "Vivien Reid",
    "{3}{G}{G}",
    "Legendary Planeswalker — Vivien",
    "+1: Look at the top four cards of your library. You may reveal a creature or land card "
    "from among them and put it into your hand. Put the rest on the bottom of your library in "
    "a random order.\n−3: Destroy target artifact, enchantment, or creature with flying.\n−8: "
    'You get an emblem with "Creatures you control get +2/+2 and have vigilance, trample, and '
    'indestructible."',
    loyalty="5",
)
SENSEIS_TOP = compile_text(
    "Sensei's Divining Top",
    "{1}",
    "Artifact",
    "{1}: Look at the top three cards of your library, then put them back in any order.\n{T}: "
    "Draw a card, then put Sensei's Divining Top on top of its owner's library.",
)


def test_vivien_plus_one_compiles_as_a_loyalty_dig():
    """CR 606.4: "+1:" is a loyalty cost; the body is the look-at-four template (CR 701)."""
    plus = VIVIEN_REID.abilities[0]
    assert plus.cost.loyalty == 1 and plus.sorcery_speed
    (dig,) = plus.effect
    assert isinstance(dig, fx.Dig) and (dig.look, dig.take, dig.rest_to) == (4, 1, "bottom")
    assert VIVIEN_REID.abilities[1].cost.loyalty == -3
    # the emblem with a static anthem compiles (CR 114, issue 26: cards.emblems)
    assert len(VIVIEN_REID.abilities) == 3 and VIVIEN_REID.unparsed == ()


def test_senseis_top_look_ability_compiles():
    """The "{1}: look at the top three, put them back in any order" ability (CR 602)."""
    assert isinstance(SENSEIS_TOP.abilities[0].effect[0], fx.ReorderTop)
    # Issue 26 (spell): "{T}: Draw a card, then put ~ on top of its owner's library" too.
    assert SENSEIS_TOP.unparsed == ()
    assert SENSEIS_TOP.abilities[1].effect == (
        fx.DrawCards(1, Ref.YOU),
        fx.PutInLibrary(Ref.SELF),
    )


def test_vivien_plus_one_once_per_turn(scenario):
    """CR 606.3: +1 adds a loyalty counter and takes a creature or land from the top four;
    a second loyalty ability of the same permanent the same turn is illegal."""
    s = scenario()
    vivien = s.battlefield(P0, VIVIEN_REID)
    s.library(P0, "Island", "Mountain", "Swamp", "Plains", "Forest")
    assert vivien.counter("loyalty") == 5
    s.activate(P0, vivien, 0)
    assert vivien.counter("loyalty") == 6  # the cost is paid as it is activated
    s.resolve()
    assert len(s.game.players[P0].hand) == 1
    assert s.game.players[P0].hand[0].card.name in ("Island", "Mountain", "Swamp", "Plains")
    assert s.game.players[P0].library[-1].card.name == "Forest"  # the fifth card stays on top
    with pytest.raises(IllegalActionError):
        s.act(P0, ActivateAbility(vivien.oid, 0))
