"""Issue 26, helper ``spell``: one-shot effect grammar of the metagame's long tail.

Each family is a parameterised template of ``deckstats/cards/oracle``: a real card's real
Oracle text compiles to the exact value, and an engine scenario plays it (CR cited).

Counted amounts (``cards.counts.Count``, ``oracle.counts``, ``engine.counts``): a number
read from the game as the effect resolves (CR 107.3, 608.2h) - "equal to the number of",
"for each", "where X is" - and characteristic-defining power and toughness (CR 604.3).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.counts import Count
from deckstats.cards.effects import DealDamage
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter, Target, TargetKind

# -- counted amounts: "equal to the number of", "for each", "where X is" (CR 608.2h) --------


def _war_strike():
    return compile_text(
        "Goblin War Strike",
        "{R}",
        "Sorcery",
        "Goblin War Strike deals damage to target player or planeswalker equal to the number "
        "of Goblins you control.",
    )


def _goblin(name: str = "Raging Goblin"):
    return compile_text(name, "{R}", "Creature — Goblin Berserker", "Haste", pt=(1, 1))


def test_damage_equal_to_a_count_compiles():
    card = _war_strike()
    assert card.unparsed == ()
    assert card.spell == (
        DealDamage(
            Count("permanents", Filter(subtypes=("Goblin",))),
            Target(TargetKind.PLAYER | TargetKind.PLANESWALKER),
        ),
    )


def test_damage_equal_to_a_count_reads_the_board_on_resolution(scenario):
    """CR 608.2h: the number of Goblins is counted as the spell resolves."""
    s = scenario()
    s.lands(P0, "Mountain")
    for _ in range(3):
        s.battlefield(P0, _goblin())
    s.battlefield(P1, _goblin())  # an opponent's Goblin is not "you control"
    s.cast(P0, s.hand(P0, _war_strike()), targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 20 - 3
