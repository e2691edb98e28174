"""Round 43 (helper ``triggers``): Standard and Pioneer staples made full, real Oracle text.

Each card: its compiled value (nothing left unparsed), then a built position where the
engine plays the sentence by the rule it cites, drawbacks and conditions included.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.oracle import compile_text
from deckstats.cards.rule_locks import DrawPlus

RIDDLER = compile_text(
    "Quantum Riddler",
    "{3}{U}{U}",
    "Creature — Sphinx",
    "Flying\nWhen Quantum Riddler enters, draw a card.\nAs long as you have one or fewer "
    "cards in hand, if you would draw one or more cards, you draw that many cards plus one "
    "instead.\nWarp {1}{U} (You may cast this card from your hand for its warp cost. Exile "
    "this creature at the beginning of the next end step, then you may cast it from exile on "
    "a later turn.)",
    pt=("4", "6"),
)


def test_quantum_riddler_compiles_fully():
    """CR 614.1a: its draw replacement is a modifier of the permanent."""
    assert RIDDLER.unparsed == ()
    assert RIDDLER.modifiers == (DrawPlus(1, 1),)


def test_quantum_riddler_draws_one_more_with_one_or_fewer_cards_in_hand(scenario):
    """CR 614.11, 121.2: with one card in hand, a draw of N becomes a draw of N + 1."""
    s = scenario()
    s.battlefield(P0, RIDDLER)
    s.library(P0, *(["Island"] * 10))
    s.library(P1, *(["Island"] * 10))
    s.hand(P0, "Island")
    s.game.draw(P0, 1)
    assert len(s.game.players[P0].hand) == 3  # 1 + (1 + 1)
    s.game.draw(P0, 2)  # three cards in hand: the condition is false, no extra card
    assert len(s.game.players[P0].hand) == 5
    s.game.draw(P1, 1)  # "you": the opponent's draws are untouched
    assert len(s.game.players[P1].hand) == 1


def test_two_quantum_riddlers_each_apply_once(scenario):
    """CR 616.1: each replacement applies once to the event; two Riddlers add two cards."""
    s = scenario()
    s.battlefield(P0, RIDDLER)
    s.battlefield(P0, RIDDLER)
    s.library(P0, *(["Island"] * 10))
    s.game.draw(P0, 2)
    assert len(s.game.players[P0].hand) == 4
