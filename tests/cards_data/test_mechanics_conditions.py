"""Ability-word conditions (CR 207.2c: the words have no rules meaning; the text names the
condition): metalcraft, delirium, threshold, revolt, raid, ferocious, descend, hellbent.

Each compiles to one ``Condition`` value that the engine checks on resolution (CR 608.2c),
as an intervening "if" (CR 603.4) or continuously for a static ability (CR 604.2).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1

from deckstats.cards.dsl import Static
from deckstats.cards.effects import AddMana, Condition, Conditional, DealDamage, DrawCards
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import ANY_TARGET, Ref
from deckstats.engine.conditions import card_types_in_graveyard, condition_holds

GALVANIC_BLAST = compile_text(
    "Galvanic Blast",
    "{R}",
    "Instant",
    "Galvanic Blast deals 2 damage to any target.\nMetalcraft — Galvanic Blast deals 4 damage "
    "instead if you control three or more artifacts.",
)
ORNITHOPTER = compile_text(
    "Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", pt=("0", "2")
)
CARAPACE_FORGER = compile_text(
    "Carapace Forger",
    "{1}{G}",
    "Artifact Creature — Elf Warrior",
    "Metalcraft — Carapace Forger gets +2/+2 as long as you control three or more artifacts.",
    pt=("2", "2"),
)
WEREBEAR = compile_text(
    "Werebear",
    "{1}{G}",
    "Creature — Human Bear Druid",
    "{T}: Add {G}.\nThreshold — Werebear gets +3/+3 as long as seven or more cards are in "
    "your graveyard.",
    pt=("1", "1"),
)
HIDDEN_HERBALISTS = compile_text(
    "Hidden Herbalists",
    "{2}{G}",
    "Creature — Human Druid",
    "Revolt — When Hidden Herbalists enters, if a permanent you controlled left the "
    "battlefield this turn, add {G}{G}.",
    pt=("2", "2"),
)
BOLT = compile_text(
    "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
)


def test_condition_wordings_compile():
    """The ability word is dropped (CR 207.2c); the condition words pick the Condition."""
    assert GALVANIC_BLAST.unparsed == ()
    assert GALVANIC_BLAST.spell == (
        Conditional(
            Condition.METALCRAFT, (DealDamage(4, ANY_TARGET),), (DealDamage(2, ANY_TARGET),)
        ),
    )
    assert CARAPACE_FORGER.statics == (
        Static(2, 2, applies_to=Ref.SELF, condition=int(Condition.METALCRAFT)),
    )
    assert WEREBEAR.unparsed == ()
    assert WEREBEAR.statics[0].condition == Condition.THRESHOLD
    assert HIDDEN_HERBALISTS.triggers[0].effect == (
        Conditional(Condition.REVOLT, (AddMana("GG"),)),
    )
    cases = {
        "Raid — If you attacked this turn, draw a card.": Condition.RAID,
        "Ferocious — If you control a creature with power 4 or greater, draw a card.": (
            Condition.FEROCIOUS
        ),
        "Delirium — If there are four or more card types among cards in your graveyard, draw "
        "a card.": Condition.DELIRIUM,
        "Descend 4 — If there are four or more permanent cards in your graveyard, draw a card.": (
            Condition.DESCEND_4
        ),
        "Hellbent — If you have no cards in hand, draw a card.": Condition.HELLBENT,
    }
    for text, cond in cases.items():
        card = compile_text("Test Sorcery", "{1}", "Sorcery", text)
        assert card.spell == (Conditional(cond, (DrawCards(1),)),), text


def test_metalcraft_galvanic_blast(scenario):
    """Galvanic Blast deals 4 with three artifacts, 2 with two."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.battlefield(P0, ORNITHOPTER)
    s.battlefield(P0, ORNITHOPTER)
    s.cast(P0, s.hand(P0, GALVANIC_BLAST), targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 18
    s.battlefield(P0, ORNITHOPTER)
    s.cast(P0, s.hand(P0, GALVANIC_BLAST), targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 14


def test_metalcraft_static_carapace_forger(scenario):
    """CR 604.2: the bonus applies only while the condition holds (it counts itself)."""
    s = scenario()
    forger = s.battlefield(P0, CARAPACE_FORGER)
    s.battlefield(P0, ORNITHOPTER)
    assert s.game.power(forger) == 2
    third = s.battlefield(P0, ORNITHOPTER)
    assert (s.game.power(forger), s.game.toughness(forger)) == (4, 4)
    s.game.sacrifice(third)
    assert s.game.power(forger) == 2


def test_threshold_werebear(scenario):
    s = scenario()
    bear = s.battlefield(P0, WEREBEAR)
    for _ in range(6):
        s.graveyard(P0, "Forest")
    assert s.game.power(bear) == 1
    s.graveyard(P0, BOLT)
    assert s.game.power(bear) == 4


def test_revolt_hidden_herbalists(scenario):
    """CR 603.4: the intervening "if" is checked when it would trigger."""
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest")
    s.cast(P0, s.hand(P0, HIDDEN_HERBALISTS))
    s.resolve()
    assert sum(s.game.players[P0].pool) == 0
    s.lands(P0, "Forest", "Forest", "Forest")
    bird = s.battlefield(P0, ORNITHOPTER)
    s.game.sacrifice(bird)  # a permanent you controlled left the battlefield
    s.cast(P0, s.hand(P0, HIDDEN_HERBALISTS))
    s.resolve()
    assert s.game.players[P0].pool[4] == 2  # G G


def test_raid_and_ferocious_and_delirium(scenario):
    s = scenario()
    g = s.game
    assert not condition_holds(g, P0, Condition.RAID)
    g.players[P0].attacked_on = g.turn
    assert condition_holds(g, P0, Condition.RAID)
    assert not condition_holds(g, P0, Condition.FEROCIOUS)
    s.battlefield(P0, CARAPACE_FORGER)
    for _ in range(2):
        s.battlefield(P0, ORNITHOPTER)
    assert condition_holds(g, P0, Condition.FEROCIOUS)  # 4/4 with metalcraft
    for card in ("Forest", BOLT, ORNITHOPTER):
        s.graveyard(P0, card)
    assert card_types_in_graveyard(g, P0) == 4  # land, instant, artifact, creature
    assert condition_holds(g, P0, Condition.DELIRIUM)
    assert not condition_holds(g, P1, Condition.DELIRIUM)


@pytest.mark.parametrize(
    ("n", "cond", "holds"),
    [
        (3, Condition.DESCEND_4, False),
        (4, Condition.DESCEND_4, True),
        (8, Condition.DESCEND_8, True),
    ],
)
def test_descend_counts_permanent_cards(scenario, n, cond, holds):
    s = scenario()
    for _ in range(n):
        s.graveyard(P0, "Forest")
    s.graveyard(P0, BOLT)  # an instant is no permanent card
    assert condition_holds(s.game, P0, cond) is holds


def test_hellbent(scenario):
    s = scenario()
    assert condition_holds(s.game, P0, Condition.HELLBENT)
    s.hand(P0, BOLT)
    assert not condition_holds(s.game, P0, Condition.HELLBENT)
