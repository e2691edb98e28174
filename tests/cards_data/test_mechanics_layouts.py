"""Card layouts and cast-from-elsewhere costs (issue 26, point 4): real cards, real text.

Each test compiles a real card's Oracle text and plays it through the engine, citing the
rule. The 702.x keyword rules named here appear in the rules seeds by title only (their
text is not in the seeds): dash 702.109, plot 702.170, warp 702.185, madness 702.35,
foretell 702.143.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.costs import AlternativeCost
from deckstats.cards.model import Keyword
from deckstats.cards.oracle import compile_text
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell
from deckstats.engine.types import Step

_DASH_REMINDER = (
    " (You may cast this spell for its dash cost. If you do, it gains haste, and it's "
    "returned from the battlefield to its owner's hand at the beginning of the next end step.)"
)


def mardu_scout():
    return compile_text(
        "Mardu Scout",
        "{R}{R}",
        "Creature — Goblin Scout",
        "Dash {1}{R}" + _DASH_REMINDER,
        ("2", "1"),
    )


def ragavan():
    return compile_text(
        "Ragavan, Nimble Pilferer",
        "{R}",
        "Legendary Creature — Monkey Pirate",
        "Whenever Ragavan, Nimble Pilferer deals combat damage to a player, create a Treasure "
        "token and exile the top card of that player's library. Until end of turn, you may "
        "cast that card.\nDash {1}{R}" + _DASH_REMINDER,
        ("2", "1"),
    )


# -- dash (CR 702.109) ----------------------------------------------------------------------


def test_dash_compiles_to_an_alternative_cost():
    """CR 702.109a, 118.9: "Dash {1}{R}" is a cost paid rather than the mana cost."""
    for card in (mardu_scout(), ragavan()):
        assert card.costs == (
            AlternativeCost(mana=card.costs[0].mana, keyword="dash"),
        )
        assert card.costs[0].mana.text == "{1}{R}"
        assert card.keywords & Keyword.DASH
        assert not any("Dash" in s for s in card.unparsed)


def test_dashed_creature_has_haste_and_returns_at_the_end_step(scenario):
    """CR 702.109a: cast for its dash cost, Mardu Scout attacks the turn it enters (haste) and
    a delayed trigger returns it to its owner's hand at the beginning of the next end step."""
    s = scenario(goldfish=True)
    s.lands(P0, "Mountain", "Mountain")
    obj = s.hand(P0, mardu_scout())
    dash = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == obj.oid and a.alt]
    assert len(dash) == 1
    s.act(P0, dash[0])
    s.resolve()
    z = next(o for o in s.game.players[P0].battlefield if o.card.name == "Mardu Scout")
    assert s.game.keywords(z) & Keyword.HASTE
    assert s.game.views[P0].can_attack(z)
    assert all(o.tapped for o in s.game.players[P0].battlefield if o.info.is_land)
    # The end step: the delayed trigger goes on the stack and returns Mardu Scout.
    from deckstats.engine import events

    s.game.step = Step.END
    events.dash_end_step(s.game)
    assert s.game.stack and s.game.stack[-1].kind == "trigger"
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Mardu Scout"]
    assert s.names(P0, Zone.BATTLEFIELD).count("Mardu Scout") == 0


def test_creature_cast_normally_stays(scenario):
    """CR 702.109a: only the dash cost sets up the return; the {R}{R} cast has no haste."""
    s = scenario(goldfish=True)
    s.lands(P0, "Mountain", "Mountain")
    obj = s.hand(P0, mardu_scout())
    s.cast(P0, obj)
    s.resolve()
    z = next(o for o in s.game.players[P0].battlefield if o.card.name == "Mardu Scout")
    assert not s.game.keywords(z) & Keyword.HASTE
    assert s.game.dash_returns == []


def test_dash_return_in_a_real_turn(scenario):
    """CR 702.109a, 513.1: in a whole turn, the dashed creature attacks for 2, then is back
    in hand after the end step; the opponent's next turn does not bring it back."""
    from deckstats.players.goldfish import GoldfishAgent
    from deckstats.players.scripted import ScriptedAgent

    s = scenario(active=P1, goldfish=True, agents=(GoldfishAgent(), ScriptedAgent()))
    s.lands(P0, "Mountain", "Mountain")
    obj = s.hand(P0, mardu_scout())
    s.library(P0, "Mountain", "Mountain")
    s.library(P1, "Mountain", "Mountain")
    s.next_turn()  # P0's turn: the goldfish dashes Mardu Scout (2 damage now) rather than wait
    assert s.game.players[P1].life == 18
    assert s.zone(obj) is Zone.HAND


def test_dash_return_skips_a_permanent_that_left(scenario):
    """CR 400.7: a dashed permanent that left the battlefield is a new object: the
    delayed trigger does not find it (nothing returns from the graveyard)."""
    s = scenario(goldfish=True)
    s.lands(P0, "Mountain", "Mountain")
    obj = s.hand(P0, ragavan())
    dash = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == obj.oid and a.alt]
    s.act(P0, dash[0])
    s.resolve()
    rag = next(o for o in s.game.players[P0].battlefield if o.card.name.startswith("Ragavan"))
    s.game.move(rag, Zone.GRAVEYARD)
    from deckstats.engine import events

    events.dash_end_step(s.game)
    assert not s.game.stack
    assert s.names(P0, Zone.GRAVEYARD) == ["Ragavan, Nimble Pilferer"]
    assert P1 == 1
