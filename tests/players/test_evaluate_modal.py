"""The value of a modal spell (CR 700.2) for the pilots, on real cards.

``evaluate._modal`` once summed the modes with ``sum()``, whose empty result is the int 0:
the compiled engine (mypyc) rejected the mixed int/float arithmetic, and every goldfish run
of a deck with a spree card (Three Steps Ahead, Standard Azorius Control) crashed in the
compiled build only. These tests run in whichever build is installed (CI runs compiled).
"""

from __future__ import annotations

import pytest

from deckstats.cards import effects as fx
from deckstats.cards.oracle import compile_text
from deckstats.players.evaluate import effect_value

THREE_STEPS = compile_text(
    "Three Steps Ahead",
    "{U}",
    "Instant",
    "Spree (Choose one or more additional costs.)\n+ {1}{U} — Counter target spell.\n"
    "+ {3} — Create a token that's a copy of target artifact or creature you control.\n"
    "+ {2} — Draw two cards, then discard a card.",
)
CHARM = compile_text(
    "Izzet Charm",
    "{U}{R}",
    "Instant",
    "Choose one —\n• Counter target noncreature spell unless its controller pays {2}.\n"
    "• Izzet Charm deals 2 damage to target creature.\n"
    "• Draw two cards, then discard two cards.",
)


def _modal(card):
    (m,) = [e for e in card.spell if isinstance(e, fx.Modal)]
    return m


def test_spree_is_worth_its_modes_worth_having():
    """CR 702.172: spree lets its caster choose one or more modes; each mode worth having
    adds to the spell's value, so it is worth at least its best mode."""
    m = _modal(THREE_STEPS)
    assert m.choose == 1 and m.most == len(m.modes)
    modes = [sum(effect_value(f) for f in mode) for mode in m.modes]
    value = effect_value(m)
    assert isinstance(value, float)
    assert value == pytest.approx(sum(v for v in modes if v > 0))
    assert value >= max(modes)


def test_choose_one_is_worth_its_best_mode():
    """CR 700.2a: "Choose one": the value of the best single mode, not the sum."""
    m = _modal(CHARM)
    modes = [sum(effect_value(f) for f in mode) for mode in m.modes]
    assert effect_value(m) == pytest.approx(max(modes))


def test_a_modal_spell_with_no_modes_left_is_worth_nothing():
    """A partial card whose every mode is unparsed offers nothing (it may lose power)."""
    assert effect_value(fx.Modal(modes=(), choose=1, most=3)) == 0.0
