"""Zone-moving templates of round 39 (issue 26, brief r39_zones): real cards, real text.

Each family: the compiled value of a real card's Oracle text and an engine scenario that
cites its rule.

- "If a creature dealt damage this way would die this turn, exile it instead." (Anger of
  the Gods; CR 614.1a): ``ExileIfDiesThisTurn(damaged=True)``.
- Converge, "the number of colors of mana spent to cast this spell" (Prismatic Ending;
  CR 207.2c, 601.2h): ``Count("colors_spent")`` read from the spell's payment
  (``engine.converge``; a lower bound: the colours certainly spent).
- "target ... with mana value X [or less]" (Repeal; CR 107.3a, 601.2c): ``IfTargetX``; the
  cast choices pair each target only with the X values it fits.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards import effects as fx
from deckstats.cards import effects_library as lx
from deckstats.cards.counts import Count
from deckstats.cards.effects_moves import IfTargetX
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


# -- converge: the colours of mana spent to cast the spell (CR 207.2c, 601.2h) ---------------

PRISMATIC_ENDING = (
    "Converge — Exile target nonland permanent if its mana value is less than or equal to the "
    "number of colors of mana spent to cast this spell."
)


def prismatic_ending():
    return compile_text("Prismatic Ending", "{X}{W}", "Sorcery", PRISMATIC_ENDING)


def test_prismatic_ending_compiles_to_a_converge_check():
    card = prismatic_ending()
    assert card.unparsed == ()
    (check,) = card.spell
    assert isinstance(check, lx.IfTargetAtMost) and check.quality == "mana value"
    assert check.count == Count("colors_spent")
    assert isinstance(check.then[0], fx.Exile)


def _ending(scenario, lands, x, victim_cost):
    s = scenario()
    s.lands(P0, *lands)
    victim = s.battlefield(P1, _creature("Victim", ("2", "2"), victim_cost))
    s.cast(P0, s.hand(P0, prismatic_ending()), targets=[victim], x=x)
    s.resolve()
    return s, victim


def test_prismatic_ending_with_two_colours_exiles_a_two_drop(scenario):
    """CR 207.2c, 601.2h: {X}{W} with X=1 paid by Plains and Island: two colours spent."""
    s, victim = _ending(scenario, ("Plains", "Island"), 1, "{1}{G}")
    assert s.zone(victim) is Zone.EXILE


def test_prismatic_ending_paid_with_one_colour_spares_a_two_drop(scenario):
    """Two Plains: one colour spent, so a permanent with mana value 2 stays (CR 608.2c)."""
    s, victim = _ending(scenario, ("Plains", "Plains"), 1, "{1}{G}")
    assert s.zone(victim) is Zone.BATTLEFIELD
    s2, victim2 = _ending(scenario, ("Plains", "Plains"), 1, "{G}")
    assert s2.zone(victim2) is Zone.EXILE


def test_prismatic_ending_three_colours_exile_a_three_drop(scenario):
    s, victim = _ending(scenario, ("Plains", "Island", "Swamp"), 2, "{2}{G}")
    assert s.zone(victim) is Zone.EXILE
    s2, victim2 = _ending(scenario, ("Plains", "Island", "Island"), 2, "{2}{G}")
    assert s2.zone(victim2) is Zone.BATTLEFIELD


# -- "target ... with mana value X" (CR 107.3a, 601.2b-c, 608.2b) -----------------------------

REPEAL = "Return target nonland permanent with mana value X to its owner's hand.\nDraw a card."


def test_repeal_compiles_to_a_bounce_bound_by_x():
    card = compile_text("Repeal", "{X}{U}", "Instant", REPEAL)
    assert card.unparsed == ()
    (bound, draw) = card.spell
    assert isinstance(bound, IfTargetX) and not bound.or_less
    assert isinstance(bound.then[0], fx.Bounce) and draw == fx.DrawCards(1)


def test_repeal_targets_only_permanents_whose_mana_value_is_the_x_paid(scenario):
    """CR 601.2b-c: X is chosen before targets; the target's mana value must equal X."""
    from deckstats.engine import casting
    from deckstats.engine.actions import CastSpell

    card = compile_text("Repeal", "{X}{U}", "Instant", REPEAL)
    s = scenario()
    s.lands(P0, "Island", "Island", "Island")
    bear = s.battlefield(P1, _creature("Grizzly Bears", ("2", "2")))
    wurm = s.battlefield(P1, _creature("Craw Wurm", ("6", "4"), "{4}{G}{G}"))
    repeal = s.hand(P0, card)
    s.build()
    actions, _ = casting.legal_actions(s.game, P0, True)
    casts = {(a.targets, a.x) for a in actions if isinstance(a, CastSpell) and a.oid == repeal.oid}
    assert casts == {(((bear.oid,),), 2)}  # never the bears for X=0 or 1, never the wurm
    s.library(P0, "Island")
    s.cast(P0, repeal, targets=[bear], x=2)
    s.resolve()
    assert s.zone(bear) is Zone.HAND and s.zone(wurm) is Zone.BATTLEFIELD
    assert s.names(P0, Zone.HAND) == ["Island"]
