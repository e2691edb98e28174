"""Issue 26, round 40 sprint (helper ``s1``): near-miss texts, real Oracle text.

Each card: the compiled value, then a built position where the engine honours it, citing
the rule.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.oracle import compile_text
from deckstats.engine.types import Zone

POXWALKERS = compile_text(
    "Poxwalkers",
    "{2}{B}",
    "Creature — Zombie",
    "Curse of the Walking Pox — Each other creature you control has \"When this creature "
    'dies, each opponent loses 1 life."\nWhenever you cast a spell, if its mana value is 3 '
    "or greater, you may return Poxwalkers from your graveyard to the battlefield tapped.",
    pt=("3", "2"),
)


def test_poxwalkers_flavor_word_compiles():
    """CR 207.2d: the flavor word has no rules meaning; the line is a grant."""
    assert POXWALKERS.unparsed == ()
    (g,) = POXWALKERS.grants
    assert g.scope == "yours" and g.other and len(g.triggers) == 1


def test_poxwalkers_other_creatures_drain_when_they_die(scenario):
    """CR 613.1f, 603.10a: each other creature you control has the dies trigger; not itself."""
    s = scenario()
    pox = s.battlefield(P0, POXWALKERS)
    bears = s.battlefield(P0, "Grizzly Bears")
    theirs = s.battlefield(P1, "Grizzly Bears")
    s.resolve()
    s.game.destroy(bears)
    s.resolve()
    assert s.game.players[P1].life == 19
    s.game.destroy(theirs)
    s.resolve()
    assert s.game.players[P0].life == 20
    s.game.destroy(pox)
    s.resolve()
    assert s.game.players[P1].life == 19
    assert s.names(P0, Zone.GRAVEYARD) == ["Grizzly Bears", "Poxwalkers"]
