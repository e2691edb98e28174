"""Zone-moving templates of round 37 (issue 26, brief r37_zones): real cards, real text.

Each family: the compiled value of a real card's Oracle text and an engine scenario that
cites its rule.

- "If ~ would enter, sacrifice a Swamp instead. If you do, put ~ onto the battlefield. If
  you don't, put it into its owner's graveyard." (Lake of the Dead, Lotus Vale; Mox
  Diamond: "you may discard a land card instead"): CR 614.1a, 614.12.
- "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
  owner's library instead." (Progenitus, Blightsteel Colossus): CR 614.1a, 701.24.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter
from deckstats.cards.zone_facts import EnterInstead
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell as CastSpellAction
from deckstats.engine.actions import PlayLand
from deckstats.engine.decisions import DISCARD, SACRIFICE

LAKE = (
    "If Lake of the Dead would enter, sacrifice a Swamp instead. If you do, put Lake of the "
    "Dead onto the battlefield. If you don't, put it into its owner's graveyard.\n"
    "{T}: Add {B}.\n{T}, Sacrifice a Swamp: Add {B}{B}{B}{B}."
)
LOTUS_VALE = (
    "If Lotus Vale would enter, sacrifice two untapped lands instead. If you do, put Lotus "
    "Vale onto the battlefield. If you don't, put it into its owner's graveyard.\n"
    "{T}: Add three mana of any one color."
)
MOX_DIAMOND = (
    "If Mox Diamond would enter, you may discard a land card instead. If you do, put Mox "
    "Diamond onto the battlefield. If you don't, put it into its owner's graveyard.\n"
    "{T}: Add one mana of any color."
)
PROGENITUS = (
    "Protection from everything\nIf Progenitus would be put into a graveyard from anywhere, "
    "reveal Progenitus and shuffle it into its owner's library instead."
)


def lake():
    return compile_text("Lake of the Dead", None, "Land", LAKE)


def lotus_vale():
    return compile_text("Lotus Vale", None, "Land", LOTUS_VALE)


def mox_diamond():
    return compile_text("Mox Diamond", "{0}", "Artifact", MOX_DIAMOND)


def progenitus():
    return compile_text(
        "Progenitus",
        "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}",
        "Legendary Creature — Hydra Avatar",
        PROGENITUS,
        pt=("10", "10"),
    )


# -- "If ~ would enter, sacrifice ... instead" (CR 614.1a, 614.12) -------------------------


def test_enter_instead_lands_and_mox_diamond_compile():
    assert lake().unparsed == ()
    assert lake().enter_instead == EnterInstead(
        sacrifice=Filter(card_type=CardType.LAND, subtypes=("Swamp",))
    )
    assert lotus_vale().unparsed == ()
    assert lotus_vale().enter_instead == EnterInstead(
        sacrifice=Filter(card_type=CardType.LAND, tapped=False), count=2
    )
    assert mox_diamond().unparsed == ()
    assert mox_diamond().enter_instead == EnterInstead(discard=Filter(card_type=CardType.LAND))


def test_lake_of_the_dead_sacrifices_a_swamp_as_it_enters(scenario):
    """CR 614.1a: the Swamp is sacrificed instead, then the Lake enters."""
    s = scenario()
    swamp, _island = s.lands(P0, "Swamp", "Island")
    land = s.play_land(P0, s.hand(P0, lake()))
    assert land is not None and land.card.name == "Lake of the Dead"
    assert s.zone(swamp) is Zone.GRAVEYARD
    assert sorted(s.names(P0, Zone.BATTLEFIELD)) == ["Island", "Lake of the Dead"]


def test_lake_of_the_dead_without_a_swamp_is_not_offered_and_goes_to_the_graveyard(scenario):
    """CR 614.1a: with no Swamp to sacrifice it would go to the graveyard: the land play is
    not offered; put onto the battlefield by an effect anyway, it goes to the graveyard."""
    s = scenario()
    s.lands(P0, "Island")
    obj = s.hand(P0, lake())
    assert PlayLand(obj.oid) not in s.legal(P0)
    s.game.move(obj, Zone.BATTLEFIELD)
    assert s.names(P0, Zone.GRAVEYARD) == ["Lake of the Dead"]
    assert s.names(P0, Zone.BATTLEFIELD) == ["Island"]


def test_lotus_vale_sacrifices_two_untapped_lands(scenario):
    """CR 614.1a: "two untapped lands": a tapped land cannot pay; the player picks two."""
    s = scenario()
    forest, island, mountain = s.lands(P0, "Forest", "Island", "Mountain")
    mountain.tapped = True
    s.script(P0, (SACRIFICE, (forest.oid, island.oid)))
    vale = s.play_land(P0, s.hand(P0, lotus_vale()))
    assert vale is not None and vale.card.name == "Lotus Vale"
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Forest", "Island"]
    assert sorted(s.names(P0, Zone.BATTLEFIELD)) == ["Lotus Vale", "Mountain"]
    s2 = scenario()
    s2.lands(P0, "Forest")
    obj = s2.hand(P0, lotus_vale())
    assert PlayLand(obj.oid) not in s2.legal(P0)


def test_mox_diamond_discards_a_land_or_goes_to_the_graveyard(scenario):
    """CR 614.1a: the land card is discarded as Mox Diamond would enter."""
    s = scenario()
    mox = s.hand(P0, mox_diamond())
    s.hand(P0, "Swamp")
    forest = s.hand(P0, "Forest")
    s.hand(P0, "Lightning Bolt")
    s.script(P0, (DISCARD, (forest.oid,)))
    s.cast(P0, mox)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD) == ["Mox Diamond"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Forest"]
    assert sorted(s.names(P0, Zone.HAND)) == ["Lightning Bolt", "Swamp"]
    # With no land card in hand, casting it is not offered (it would only be lost) ...
    s2 = scenario()
    mox2 = s2.hand(P0, mox_diamond())
    s2.hand(P0, "Lightning Bolt")
    assert not [a for a in s2.legal(P0) if isinstance(a, CastSpellAction) and a.oid == mox2.oid]
    # ... and put onto the battlefield anyway, it goes to the graveyard.
    s2.game.move(mox2, Zone.BATTLEFIELD)
    assert s2.names(P0, Zone.GRAVEYARD) == ["Mox Diamond"]
    assert s2.names(P0, Zone.HAND) == ["Lightning Bolt"]


# -- "... shuffle it into its owner's library instead" (CR 614.1a, 701.24) -------------------


def test_progenitus_compiles_to_its_replacement():
    card = progenitus()
    assert card.unparsed == ()
    assert card.shuffle_instead


def test_progenitus_is_shuffled_into_the_library_instead_of_dying_or_being_discarded(scenario):
    """CR 614.1a, 701.24: from the battlefield (destroyed) or the hand (discarded), it goes
    into its owner's library, never the graveyard; it does not die (no dies trigger)."""
    s = scenario()
    s.library(P0, "Island", "Island", "Island")
    pro = s.battlefield(P0, progenitus())
    s.game.destroy(pro)
    assert s.names(P0, Zone.GRAVEYARD) == []
    assert sorted(s.names(P0, Zone.LIBRARY)) == ["Island", "Island", "Island", "Progenitus"]
    hand = s.hand(P1, progenitus())
    s.game.move(hand, Zone.GRAVEYARD)
    assert s.names(P1, Zone.GRAVEYARD) == []
    assert "Progenitus" in s.names(P1, Zone.LIBRARY)
