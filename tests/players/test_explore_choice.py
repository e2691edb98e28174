"""Explore's choice (CR 701.44a): a revealed nonland card is milled or kept as the next draw.

Before, every pilot milled every revealed nonland card: Amalia Benavides Aguirre's loop with
Wildgrowth Walker (each explore gains 3 life, each life gain explores) milled the library
away, and the Abzan Amalia list decked itself in 10 of 500 goldfish games (seed 5).
"""

from __future__ import annotations

from scenario import P0, Scenario

from deckstats.cards.oracle import compile_text
from deckstats.engine import Zone
from deckstats.engine.decisions import EXPLORE_MILL, YES_NO, Decision
from deckstats.players import get_agent
from deckstats.players.goldfish import GoldfishAgent
from deckstats.players.scripted import ScriptedAgent


def _ask(s: Scenario, top) -> bool:
    """The question as the engine asks it (``Game.ask``: the wall shows the revealed card)."""
    return s.game.ask(P0, Decision(EXPLORE_MILL, YES_NO, source=top.oid))


def _board(s: Scenario, library: list) -> list:
    s.lands(P0, "Plains", "Plains")
    return s.library(P0, *library)


def test_a_castable_spell_is_kept_on_top():
    """A two-mana creature with two lands in play: a fine next draw, kept (CR 701.44a)."""
    s = Scenario(agents=(get_agent("aggro"), ScriptedAgent()))
    top, *_ = _board(s, ["Grizzly Bears"] + ["Plains"] * 20)
    assert _ask(s, top) is False


def test_a_spell_out_of_reach_is_milled():
    """A seven-drop with two lands and none in hand: milled, to dig for a better draw."""
    s = Scenario(agents=(get_agent("aggro"), ScriptedAgent()))
    colossus = compile_text("Test Colossus", "{5}{G}{G}", "Creature — Beast", "", pt=("7", "7"))
    top, *_ = _board(s, [colossus] + ["Plains"] * 20)
    assert _ask(s, top) is True


def test_a_second_legend_is_milled():
    """CR 704.5j: a second copy of a legendary permanent we control would be a dead draw."""
    s = Scenario(agents=(get_agent("aggro"), ScriptedAgent()))
    legend = compile_text("Test Legend", "{W}", "Legendary Creature — Human", "", pt=("2", "2"))
    s.battlefield(P0, legend)
    top, *_ = _board(s, [legend] + ["Plains"] * 20)
    assert _ask(s, top) is True


def test_near_the_end_of_the_library_nothing_is_milled():
    """CR 704.5b: with ten cards left, even a second legend stays on top."""
    s = Scenario(agents=(get_agent("aggro"), ScriptedAgent()))
    legend = compile_text("Test Legend", "{W}", "Legendary Creature — Human", "", pt=("2", "2"))
    s.battlefield(P0, legend)
    top, *_ = _board(s, [legend] + ["Plains"] * 9)
    assert _ask(s, top) is False


def test_amalia_and_walker_loop_without_milling_the_library():
    """Amalia (2 power) and Wildgrowth Walker: each explore (CR 701.44a) reveals the same
    kept Grizzly Bears and gives a +1/+1 counter, so the loop reaches exactly 20 power and
    destroys the Walker (CR 608.2c) with the library untouched."""
    amalia = compile_text(
        "Amalia Benavides Aguirre",
        "{W}{B}",
        "Legendary Creature — Vampire Scout",
        "Ward—Pay 3 life.\nWhenever you gain life, Amalia Benavides Aguirre explores. Then "
        "destroy all other creatures if its power is exactly 20.",
        pt=("2", "2"),
    )
    walker = compile_text(
        "Wildgrowth Walker",
        "{1}{G}",
        "Creature — Elemental",
        "Whenever a creature you control explores, put a +1/+1 counter on Wildgrowth Walker "
        "and you gain 3 life.",
        pt=("1", "3"),
    )
    s = Scenario(agents=(GoldfishAgent(), ScriptedAgent()))
    a = s.battlefield(P0, amalia)
    s.battlefield(P0, walker)
    _board(s, ["Grizzly Bears"] + ["Plains"] * 20)
    s.game.gain_life(P0, 3)
    s.resolve()
    assert s.result is None
    assert s.game.power(a) == 21  # 20, the Walker dies, its last trigger: one more explore
    assert "Wildgrowth Walker" in s.names(P0, Zone.GRAVEYARD)
    assert len(s.game.players[P0].library) == 21
    assert "Grizzly Bears" not in s.names(P0, Zone.GRAVEYARD)
