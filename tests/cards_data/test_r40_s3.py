"""Issue 26, round 40 sprint (helper ``s3``): near-miss card texts, real Oracle text.

Each card: the compiled value of its real Oracle text, then a built position where the
engine honours it, citing the rule.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.effects_riders import SkipNextCombat
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Controller, Target, TargetKind

# -- "Target opponent skips their next combat phase." (CR 500.11) ---------------------------


def _stonehorn():
    return compile_text(
        "Stonehorn Dignitary",
        "{3}{W}",
        "Creature — Rhino Soldier",
        "When Stonehorn Dignitary enters, target opponent skips their next combat phase.",
        pt=("1", "4"),
    )


def test_stonehorn_dignitary_compiles():
    """CR 500.11 (Skipping steps and phases): the target opponent's next combat phase."""
    card = _stonehorn()
    assert card.unparsed == ()
    (trig,) = card.triggers
    assert trig.effect == (
        SkipNextCombat(Target(TargetKind.PLAYER, controller=Controller.OPPONENT)),
    )


def test_stonehorn_dignitary_skips_one_combat(scenario):
    """CR 500.11 (Skipping steps and phases): the opponent's next combat does not happen.

    Their Grizzly Bears cannot attack in their next turn; the turn after, they can.
    """
    s = scenario()
    s.library(P0, *["Plains"] * 4)
    s.library(P1, *["Forest"] * 4)
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, _stonehorn()))
    s.resolve()
    s.resolve()
    assert s.game.players[P1].skip_combats == 1
    s.script(P1, ("attackers", (bears.oid,)))
    s.next_turn()  # P1's turn: no combat phase
    assert s.game.players[P0].life == 20
    assert s.game.players[P1].skip_combats == 0
    s.next_turn()  # P0's turn
    s.next_turn()  # P1's turn: the bears attack
    assert s.game.players[P0].life == 18
