"""CR 117, 405, 608: priority, the stack, resolution and fizzling."""

from scenario import P0, P1

from deckstats.engine import Step, Zone
from deckstats.engine.actions import PASS, CastSpell
from engine.cards import (
    BEARS,
    BOLT,
    COUNTER,
    FOREST,
    GROWTH,
    ISLAND,
    MANA_LEAK,
    MOUNTAIN,
    UNSUMMON,
)


def test_stack_is_last_in_first_out(scenario):
    """CR 405.2, 608.1: the last spell cast resolves first."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, MOUNTAIN, FOREST)
    s.cast(P0, s.hand(P0, BOLT), [bear])
    s.cast(P0, s.hand(P0, GROWTH), [bear])
    s.resolve()
    # Giant Growth resolved first: the 5/5 survives 3 damage.
    assert s.zone(bear) is Zone.BATTLEFIELD and bear.damage == 3


def test_all_targets_illegal_spell_does_nothing(scenario):
    """CR 608.2b: a spell whose only target became illegal does nothing (countered)."""
    s = scenario()
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, FOREST, ISLAND)
    s.cast(P0, s.hand(P0, GROWTH), [bear])
    s.cast(P0, s.hand(P0, UNSUMMON), [bear])
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.HAND)
    assert "Giant Growth" in s.names(P0, Zone.GRAVEYARD)


def test_counterspell(scenario):
    """CR 701.6: a countered spell goes to its owner's graveyard and does nothing."""
    s = scenario()
    s.lands(P0, MOUNTAIN)
    s.lands(P1, ISLAND, ISLAND)
    s.cast(P0, s.hand(P0, BOLT), [P1])
    spell = s.game.stack[-1].obj
    s.cast(P1, s.hand(P1, COUNTER), [spell])
    s.resolve()
    assert s.game.players[P1].life == 20
    assert s.names(P0, Zone.GRAVEYARD) == ["Lightning Bolt"]


def test_counter_unless_pay(scenario):
    """CR 701.6: "counter unless its controller pays {3}": paying saves the spell."""
    s = scenario()
    s.lands(P0, MOUNTAIN, MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.lands(P1, ISLAND, ISLAND)
    s.cast(P0, s.hand(P0, BOLT), [P1])
    spell = s.game.stack[-1].obj
    s.cast(P1, s.hand(P1, MANA_LEAK), [spell])
    s.script(P0, ("pay_unless", True))
    s.resolve()
    assert s.game.players[P1].life == 17


def test_counter_unless_pay_without_mana(scenario):
    """CR 701.6: a player who can't pay can't save the spell."""
    s = scenario()
    s.lands(P0, MOUNTAIN)
    s.lands(P1, ISLAND, ISLAND)
    s.cast(P0, s.hand(P0, BOLT), [P1])
    s.cast(P1, s.hand(P1, MANA_LEAK), [s.game.stack[-1].obj])
    s.resolve()
    assert s.game.players[P1].life == 20


def test_priority_passes_let_opponent_respond(scenario):
    """CR 117.3-117.4: after a spell is cast both players get priority before it resolves."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, MOUNTAIN)
    s.lands(P1, ISLAND)
    s.hand(P1, UNSUMMON)
    s.script(
        P0,
        ("priority", lambda v, d: next(a for a in d.options if isinstance(a, CastSpell))),
        ("priority", PASS),
    )
    s.script(
        P1,
        (
            "priority",
            lambda v, d: next(
                a for a in d.options if isinstance(a, CastSpell) and a.targets == ((bear.oid,),)
            ),
        ),
    )
    s.hand(P0, BOLT)
    # P0 casts Bolt at... the first option (the opponent); P1 responds by bouncing the bear.
    s.priority()
    assert "Grizzly Bears" in s.names(P0, Zone.HAND)
    assert s.game.players[P1].life == 17


def test_not_asked_when_only_pass_is_legal(scenario):
    """CR 117.3: a player with nothing to do just passes (the engine does not ask)."""
    s = scenario(step=Step.UPKEEP)
    s.priority()
    assert s.agents[P0].asked == [] and s.agents[P1].asked == []
