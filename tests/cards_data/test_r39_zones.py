"""Zone-moving templates of round 39 (issue 26, brief r39_zones): real cards, real text.

Each family: the compiled value of a real card's Oracle text and an engine scenario that
cites its rule.

- "If a creature dealt damage this way would die this turn, exile it instead." (Anger of
  the Gods; CR 614.1a): ``ExileIfDiesThisTurn(damaged=True)``.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards import effects as fx
from deckstats.cards.oracle import compile_text
from deckstats.engine import Zone

ANGER = (
    "Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this way "
    "would die this turn, exile it instead."
)


def _creature(name, pt, cost="{1}{G}", types="Creature — Bear"):
    return compile_text(name, cost, types, "", pt=pt)


# -- exile instead of dying, for each creature dealt damage (CR 614.1a) ----------------------


def test_anger_of_the_gods_compiles_to_damage_then_exile_instead():
    card = compile_text("Anger of the Gods", "{1}{R}{R}", "Sorcery", ANGER)
    assert card.unparsed == ()
    assert card.spell == (
        fx.DealDamage(3, fx.Ref.EACH_CREATURE),
        fx.ExileIfDiesThisTurn(damaged=True),
    )


def test_anger_of_the_gods_exiles_the_creatures_it_kills(scenario):
    """CR 614.1a: a creature dealt damage by Anger that would die is exiled instead; a
    creature that survives stays, and a creature that dies later of other damage this turn
    is exiled too (it was dealt damage this way)."""
    card = compile_text("Anger of the Gods", "{1}{R}{R}", "Sorcery", ANGER)
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    bear = s.battlefield(P1, _creature("Grizzly Bears", ("2", "2")))
    mine = s.battlefield(P0, _creature("Runeclaw Bear", ("2", "2")))
    giant = s.battlefield(P1, _creature("Craw Wurm", ("6", "4"), "{4}{G}{G}"))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.zone(bear) is Zone.EXILE
    assert s.zone(mine) is Zone.EXILE
    assert s.zone(giant) is Zone.BATTLEFIELD
    bolt = compile_text(
        "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
    )
    s.cast(P0, s.hand(P0, bolt), targets=[giant])
    s.resolve()
    assert s.zone(giant) is Zone.EXILE
