"""Round 44 (helper ``cards``): Standard and Pioneer staples made full, real Oracle text.

Each card: its compiled value (nothing left unparsed), then a built position where the
engine plays the sentence by the rule it cites, drawbacks and restrictions included.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.modifiers import CostChange
from deckstats.cards.oracle import compile_text
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell

# -- Mystical Dispute: a reduction read from the targeted spell (CR 601.2f) ----------------


def _dispute():
    return compile_text(
        "Mystical Dispute",
        "{2}{U}",
        "Instant",
        "This spell costs {2} less to cast if it targets a blue spell.\n"
        "Counter target spell unless its controller pays {3}.",
    )


def _casts(s, pid, card):
    return {a.targets for a in s.legal(pid) if isinstance(a, CastSpell) and a.oid == card.oid}


def test_mystical_dispute_compiles():
    """CR 601.2f: a self reduction that reads the colour of the targeted spell."""
    card = _dispute()
    assert card.unparsed == () and card.castable
    (mod,) = card.modifiers
    assert isinstance(mod, CostChange) and mod.amount == -2 and mod.if_targets_spell is not None


def test_mystical_dispute_costs_one_against_a_blue_spell_only(scenario):
    """CR 601.2c, 601.2f: {U} with a blue spell targeted, {2}{U} against any other spell.

    With one Island the opponent may target the blue Opt, never the red Bolt; the Opt is
    countered when P0 cannot pay {3}.
    """
    s = scenario()
    s.lands(P0, "Mountain", "Island")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    bolt = s.game.stack[-1].obj
    s.cast(P0, s.hand(P0, "Opt"))
    opt = s.game.stack[-1].obj
    s.lands(P1, "Island")
    dispute = s.hand(P1, _dispute())
    casts = _casts(s, P1, dispute)
    assert ((opt.oid,),) in casts
    assert ((bolt.oid,),) not in casts  # the red spell: the full {2}{U}
    s.act(P1, CastSpell(dispute.oid, ((opt.oid,),)))
    s.resolve()
    assert s.zone(opt) is Zone.GRAVEYARD
    assert s.game.players[P1].life == 17  # the Bolt resolved


def test_mystical_dispute_full_cost_against_a_red_spell(scenario):
    """CR 601.2f: three lands pay {2}{U} to target the red spell."""
    s = scenario()
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    bolt = s.game.stack[-1].obj
    s.lands(P1, "Island", "Island")
    dispute = s.hand(P1, _dispute())
    assert _casts(s, P1, dispute) == set()
    s.lands(P1, "Island")
    assert ((bolt.oid,),) in _casts(s, P1, dispute)
