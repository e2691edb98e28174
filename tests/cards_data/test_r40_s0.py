"""Issue 26, sprint helper ``s0`` (round 40): near-miss card texts, one sentence each.

Each test compiles a real card's real Oracle text, checks the compiled value, and plays it
through the engine, citing the rule. Grab the Prize: a branch on the card discarded to pay
the spell's additional cost (CR 601.2h, casting spells; CR 608.2h, the cost's information).
"""

from __future__ import annotations

from scenario import P0, P1, Scenario

from deckstats.cards.costs import AdditionalCost
from deckstats.cards.effects import DealDamage, DrawCards
from deckstats.cards.effects_s0 import IfDiscardedIs
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Ref
from deckstats.engine.types import Zone

BOLT = compile_text(
    "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
)

# -- "the discarded card" of an additional cost (CR 608.2h) ------------------------------------

GRAB_THE_PRIZE = compile_text(
    "Grab the Prize",
    "{1}{R}",
    "Sorcery",
    "As an additional cost to cast this spell, discard a card.\nDraw two cards. If the "
    "discarded card wasn't a land card, Grab the Prize deals 2 damage to each opponent.",
)


def test_grab_the_prize_compiles() -> None:
    """CR 608.2c: the damage is a branch on the discarded card, not on a target."""
    assert GRAB_THE_PRIZE.unparsed == ()
    assert AdditionalCost(discard=1) in GRAB_THE_PRIZE.costs
    draw, branch = GRAB_THE_PRIZE.spell
    assert draw == DrawCards(2)
    assert isinstance(branch, IfDiscardedIs) and branch.then == ()
    assert branch.otherwise == (DealDamage(2, Ref.EACH_OPPONENT),)


def _grab(discard: object) -> tuple[Scenario, int]:
    s = Scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.library(P0, "Mountain", "Mountain", "Mountain")
    grab = s.hand(P0, GRAB_THE_PRIZE)
    fodder = s.hand(P0, discard)  # the only other card: the one discarded (CR 601.2h)
    s.cast(P0, grab)
    assert s.zone(fodder) is Zone.GRAVEYARD
    s.resolve()
    return s, len(s.game.players[P0].hand)


def test_grab_the_prize_burns_when_a_spell_was_discarded() -> None:
    """CR 608.2h, information from a cost: the discarded card (Lightning Bolt) wasn't a land
    card, so the opponent takes 2 and its caster draws two."""
    s, hand = _grab(BOLT)
    assert s.game.players[P1].life == 18 and hand == 2


def test_grab_the_prize_does_not_burn_when_a_land_was_discarded() -> None:
    """CR 608.2h, information from a cost: a discarded Mountain is a land card: no damage."""
    s, hand = _grab("Mountain")
    assert s.game.players[P1].life == 20 and hand == 2
