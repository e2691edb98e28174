"""CR 104.4b, 731.4: a loop of mandatory actions that nothing can stop is a draw.

Amalia Benavides Aguirre ("Whenever you gain life, ~ explores. Then destroy all other
creatures if its power is exactly 20.") and Wildgrowth Walker ("Whenever a creature you
control explores, put a +1/+1 counter on ~ and you gain 3 life.") feed each other. From 21
power, with an empty library (every explore gives a counter, CR 701.44a), Amalia's power
never is exactly 20 again: the triggers loop for ever, and the engine calls it a draw after
``MAX_RESOLUTIONS_PER_TURN`` resolutions in one turn instead of hanging.
"""

from __future__ import annotations

from scenario import P0

from deckstats.cards.oracle import compile_text
from deckstats.engine import Zone
from deckstats.engine.result import Termination
from deckstats.engine.stack import MAX_RESOLUTIONS_PER_TURN


def _amalia():
    return compile_text(
        "Amalia Benavides Aguirre",
        "{W}{B}",
        "Legendary Creature — Vampire Scout",
        "Ward—Pay 3 life.\nWhenever you gain life, Amalia Benavides Aguirre explores. Then "
        "destroy all other creatures if its power is exactly 20.",
        pt=("2", "2"),
    )


def _walker():
    return compile_text(
        "Wildgrowth Walker",
        "{1}{G}",
        "Creature — Elemental",
        "Whenever a creature you control explores, put a +1/+1 counter on Wildgrowth Walker "
        "and you gain 3 life.",
        pt=("1", "3"),
    )


def _salve():
    return compile_text("Test Salve", "{W}", "Instant", "You gain 3 life.")


def _start(s, amalia_power):
    amalia = s.battlefield(P0, _amalia())
    amalia.counters = {"+1/+1": amalia_power - 2}
    walker = s.battlefield(P0, _walker())
    s.game.players[P0].library.clear()  # every explore: a +1/+1 counter (CR 701.44a)
    s.lands(P0, "Plains")
    s.cast(P0, s.hand(P0, _salve()))
    s.resolve()
    return amalia, walker


def test_an_endless_mandatory_loop_is_a_draw(scenario):
    """CR 104.4b: from 21 power the loop never ends; the game is a draw, not a hang."""
    s = scenario()
    amalia, walker = _start(s, 21)
    assert s.result is not None
    assert s.result.winner is None and s.result.termination is Termination.DRAW
    assert s.game.n_resolved == MAX_RESOLUTIONS_PER_TURN + 1
    assert s.game.power(amalia) > 21 + MAX_RESOLUTIONS_PER_TURN // 3  # it did loop
    assert walker.zone is Zone.BATTLEFIELD  # never exactly 20 again: nothing was destroyed


def test_a_loop_that_ends_is_not_a_draw(scenario):
    """The same pair from 15 power: Amalia reaches exactly 20 and destroys the Walker (CR
    608.2c), which stops the loop; the game goes on. The Walker's last trigger, already
    waiting when it died, still resolves (CR 603.10): 3 life, one more explore, 21 power."""
    s = scenario()
    amalia, _ = _start(s, 15)
    assert s.result is None
    assert s.game.power(amalia) == 21
    assert "Wildgrowth Walker" in s.names(P0, Zone.GRAVEYARD)
    assert s.game.n_resolved < 50
