"""Wishes (CR 400.11): "reveal a <quality> card you own from outside the game and put it
into your hand". In a tournament game outside the game is the sideboard (Magic Tournament
Rules; the rules seeds are silent): ``Game.outside``, filled from the decklist's sideboard
by goldfish and matchup runs.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards import effects as fx
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter
from deckstats.deck import parse_decklist
from deckstats.engine.types import Zone
from deckstats.runs.plan import plan_goldfish

BURNING_WISH = compile_text(
    "Burning Wish",
    "{1}{R}",
    "Sorcery",
    "You may reveal a sorcery card you own from outside the game and put it into your hand. "
    "Exile Burning Wish.",
)
LIVING_WISH = compile_text(
    "Living Wish",
    "{1}{G}",
    "Sorcery",
    "You may reveal a creature or land card you own from outside the game and put it into "
    "your hand. Exile Living Wish.",
)
LAVA_SPIKE = compile_text(
    "Lava Spike", "{R}", "Sorcery — Arcane", "Lava Spike deals 3 damage to target player."
)
FIREBLAST = compile_text(
    "Fireblast",
    "{4}{R}{R}",
    "Instant",
    "You may sacrifice two Mountains rather than pay this spell's mana cost.\n"
    "Fireblast deals 4 damage to any target.",
)


def test_wishes_compile_to_their_quality():
    assert BURNING_WISH.unparsed == () and LIVING_WISH.unparsed == ()
    assert BURNING_WISH.spell[0] == fx.Wish(Filter(card_type=CardType.SORCERY))
    assert LIVING_WISH.spell[0] == fx.Wish(Filter(card_type=CardType.CREATURE | CardType.LAND))


def test_burning_wish_takes_a_sorcery_from_the_sideboard(scenario):
    """CR 400.11: the sorcery leaves the sideboard for the hand; the instant stays; the
    wish exiles itself (its own text)."""
    s = scenario(active=P0)
    s.game.outside[P0].extend([FIREBLAST, LAVA_SPIKE])
    s.lands(P0, "Mountain", "Mountain")
    wish = s.hand(P0, BURNING_WISH)
    s.cast(P0, wish)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Lava Spike"]
    assert [c.name for c in s.game.outside[P0]] == ["Fireblast"]
    assert s.names(P0, Zone.EXILE) == ["Burning Wish"]


def test_a_wish_with_nothing_matching_finds_nothing(scenario):
    s = scenario(active=P0)
    s.game.outside[P0].append(FIREBLAST)
    s.lands(P0, "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, BURNING_WISH))
    s.resolve()
    assert s.names(P0, Zone.HAND) == [] and len(s.game.outside[P0]) == 1


def test_a_run_gives_each_game_the_decklist_sideboard(tmp_path):
    """The plan passes the sideboard: a goldfish config carries it as ``sideboard``."""
    path = tmp_path / "wish.txt"
    path.write_text("56 Mountain\n4 Lightning Bolt\n\nSideboard\n2 Lava Spike\n1 Fireblast\n")
    dl = parse_decklist(path.read_text(), source=str(path))
    assert [c.name for c in dl.sideboard_cards()] == ["Lava Spike", "Lava Spike", "Fireblast"]
    planned = plan_goldfish(str(path), n=2, seed=1)
    config = planned.experiment.config
    assert [c.name for c in config.sideboard] == ["Lava Spike", "Lava Spike", "Fireblast"]


def test_a_wish_takes_the_card_it_can_cast_soon(scenario):
    """The chooser ranks the matching cards: castable by next turn first, then by value,
    never the first name in the list (Craw Wurm sorts before Grizzly Bears)."""
    s = scenario(active=P0)
    s.game.outside[P0].extend([s.card("Craw Wurm"), s.card("Grizzly Bears")])
    s.lands(P0, "Forest", "Forest")
    s.cast(P0, s.hand(P0, LIVING_WISH))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"]


KARN = compile_text(
    "Karn, the Great Creator",
    "{4}",
    "Legendary Planeswalker — Karn",
    "Activated abilities of artifacts your opponents control can't be activated.\n"
    "+1: Until your next turn, up to one target noncreature artifact becomes an artifact "
    "creature with power and toughness each equal to its mana value.\n"
    "−2: You may reveal an artifact card you own from outside the game or choose a face-up "
    "artifact card you own in exile. Put that card into your hand.",
    loyalty="5",
)


def test_karn_minus_two_wishes_for_an_artifact(scenario):
    """CR 606.3, 400.11: Karn's -2 takes an artifact card from the sideboard (its other
    option, a face-up artifact card in exile, is left out: it may only lose power)."""
    minus = next(a for a in KARN.abilities if a.cost.loyalty == -2)
    assert minus.effect == (fx.Wish(Filter(card_type=CardType.ARTIFACT)),)
    s = scenario(active=P0)
    s.game.outside[P0].extend([s.card("Grizzly Bears"), s.card("Sol Ring")])
    karn = s.battlefield(P0, KARN)
    s.activate(P0, karn, index=KARN.abilities.index(minus))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Sol Ring"]


def test_karn_locks_only_the_opponents_artifacts(scenario):
    """CR 602.5: "Activated abilities of artifacts your opponents control can't be
    activated": the opponent's Sol Ring is locked, Karn's controller's is not."""
    from deckstats.engine.modifiers import activation_locked

    s = scenario(active=P0)
    s.battlefield(P0, KARN)
    ours = s.battlefield(P0, "Sol Ring")
    theirs = s.battlefield(P1, "Sol Ring")
    assert activation_locked(s.game, theirs, True)
    assert not activation_locked(s.game, ours, True)
