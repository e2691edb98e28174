"""Issue 26, round 40, helper ``spell``: one-shot effects and their keywords, long tail.

Each family is a parameterised template of ``deckstats/cards/oracle``: a real card's real
Oracle text compiles to the exact value, and an engine scenario plays it (CR cited).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.oracle import compile_text
from deckstats.cards.oracle.sunburst import SUNBURST
from deckstats.engine import Zone


def _bear(name: str = "Grizzly Bears", pt: tuple[int, int] = (2, 2), cost: str = "{1}{G}"):
    return compile_text(name, cost, "Creature — Bear", "", pt=pt)


# -- sunburst (CR 702.44a) ------------------------------------------------------------------


def _engineered_explosives():
    return compile_text(
        "Engineered Explosives",
        "{X}",
        "Artifact",
        "Sunburst (This enters with a charge counter on it for each color of mana spent to "
        "cast it.)\n{2}, Sacrifice Engineered Explosives: Destroy each nonland permanent with "
        "mana value equal to the number of charge counters on Engineered Explosives.",
    )


def test_sunburst_compiles():
    card = _engineered_explosives()
    assert card.unparsed == ()
    assert card.enters_with == (SUNBURST, SUNBURST)
    prism = compile_text(
        "Pentad Prism",
        "{2}",
        "Artifact",
        "Sunburst (This enters with a charge counter on it for each color of mana spent to "
        "cast it.)\nRemove a charge counter from Pentad Prism: Add one mana of any color.",
    )
    assert prism.unparsed == ()
    assert prism.enters_with == (SUNBURST, SUNBURST)


def test_engineered_explosives_counts_colours_spent_then_blows_up_two_drops(scenario):
    """CR 702.44a sunburst: X=2 paid with {W} and {U}: two charge counters, then the 2s go."""
    s = scenario()
    s.lands(P0, "Plains", "Island", "Swamp", "Swamp")
    ee = s.hand(P0, _engineered_explosives())
    bear = s.battlefield(P1, _bear())
    big = s.battlefield(P1, _bear("Centaur Courser", (3, 3), "{2}{G}"))
    s.game.players[P0].battlefield[2].tapped = True  # only Plains, Island (and a Swamp) open
    s.game.players[P0].battlefield[3].tapped = True
    s.cast(P0, ee, x=2)
    s.resolve()
    on = s.game.players[P0].battlefield[-1]
    assert on.card.name == "Engineered Explosives"
    assert on.counters == {"charge": 2}
    for land in s.game.players[P0].battlefield[:4]:
        land.tapped = False
    s.activate(P0, on)
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert s.zone(big) is Zone.BATTLEFIELD


def test_sunburst_without_casting_gives_no_counters(scenario):
    """CR 702.44b: put onto the battlefield without being cast, it enters with no counters."""
    s = scenario()
    ee = s.battlefield(P0, _engineered_explosives())
    assert not ee.counters
