"""Enters / dies / leaves triggers of the metagame, round 40 (issue 26, helper ``etb``).

Each family: the compiled form of a real card's Oracle text and an engine scenario that
plays it as the rules say (the CR rule is cited in each test).

- Another player's search: "that creature's controller may search their library ...,
  put that card onto the battlefield, then shuffle" (Pattern of Rebirth), "each player may
  search their library for up to two basic land cards, put them onto the battlefield, then
  shuffle" (Veteran Explorer): ``SearchLibrary(player=...)`` per searcher (CR 701.23).
- "It deals N damage to each creature with flying your opponents control. Tap those
  creatures." (Thundermaw Hellkite): ``DamageOpponentsPermanents`` then ``TapAllOf``
  (CR 120.3, 701.26a).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards import effects as fx
from deckstats.cards.effects_riders import TapAllOf
from deckstats.cards.effects_trig import DamageOpponentsPermanents
from deckstats.cards.model import CardType, Keyword, Supertype
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter, Ref
from deckstats.cards.triggers import Dies
from deckstats.engine import Zone

# -- another player's search (CR 701.23) ------------------------------------------------------

PATTERN_OF_REBIRTH = compile_text(
    "Pattern of Rebirth",
    "{3}{G}",
    "Enchantment — Aura",
    "Enchant creature\nWhen enchanted creature dies, that creature's controller may search "
    "their library for a creature card, put that card onto the battlefield, then shuffle.",
)
VETERAN_EXPLORER = compile_text(
    "Veteran Explorer",
    "{G}",
    "Creature — Human Soldier Scout",
    "When Veteran Explorer dies, each player may search their library for up to two basic "
    "land cards, put them onto the battlefield, then shuffle.",
    ("1", "1"),
)
BEARS = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", ("2", "2"))
TITAN = compile_text("Craw Wurm", "{4}{G}{G}", "Creature — Wurm", "", ("6", "4"))


def test_searches_by_other_players_compile():
    """CR 701.23: the searcher is the dead creature's controller / each player in turn."""
    assert PATTERN_OF_REBIRTH.unparsed == ()
    (trigger,) = PATTERN_OF_REBIRTH.triggers
    assert isinstance(trigger.when, Dies) and trigger.when.who == Ref.ENCHANTED_OR_EQUIPPED
    assert trigger.effect == (
        fx.SearchLibrary(
            Filter(card_type=CardType.CREATURE), to="battlefield", player=Ref.TRIGGERING_PLAYER
        ),
    )
    assert VETERAN_EXPLORER.unparsed == ()
    basic = Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
    assert VETERAN_EXPLORER.triggers[0].effect == (
        fx.SearchLibrary(basic, 2, "battlefield", player=Ref.YOU),
        fx.SearchLibrary(basic, 2, "battlefield", player=Ref.EACH_OPPONENT),
    )


def test_pattern_of_rebirth_fetches_a_creature_when_the_enchanted_one_dies(scenario):
    """CR 701.23, 603.10a: the dies trigger of the Aura; the creature found enters."""
    s = scenario()
    bears = s.battlefield(P0, BEARS)
    aura = s.battlefield(P0, PATTERN_OF_REBIRTH)
    aura.attached_to = bears.oid
    s.library(P0, "Forest", TITAN, "Forest")
    s.script(P0, ("search", lambda v, d: tuple(d.options[:1])))
    s.game.destroy(bears)
    s.resolve()
    assert "Craw Wurm" in s.names(P0, Zone.BATTLEFIELD)
    assert "Grizzly Bears" in s.names(P0, Zone.GRAVEYARD)


def test_veteran_explorer_gives_each_player_two_basic_lands(scenario):
    """CR 701.23, 101.4: each player searches their own library, the active player first."""
    s = scenario()
    explorer = s.battlefield(P0, VETERAN_EXPLORER)
    s.library(P0, "Forest", "Island", "Forest")
    s.library(P1, "Mountain", "Mountain", "Swamp")
    s.script(P0, ("search", lambda v, d: tuple(d.options[:2])))
    s.script(P1, ("search", lambda v, d: tuple(d.options[:2])))
    s.game.destroy(explorer)
    s.resolve()
    assert sorted(n for n in s.names(P0, Zone.BATTLEFIELD)) == ["Forest", "Forest"]
    assert len(s.names(P1, Zone.BATTLEFIELD)) == 2
    assert len(s.game.players[P0].library) == 1 and len(s.game.players[P1].library) == 1


# -- damage to each creature of a kind your opponents control, then tap them -------------------

THUNDERMAW = compile_text(
    "Thundermaw Hellkite",
    "{3}{R}{R}",
    "Creature — Dragon",
    "Flying\nHaste\nWhen Thundermaw Hellkite enters, it deals 1 damage to each creature with "
    "flying your opponents control. Tap those creatures.",
    ("5", "5"),
)
ANGEL = compile_text(
    "Serra Angel", "{3}{W}{W}", "Creature — Angel", "Flying\nVigilance", ("4", "4")
)
BIRDS = compile_text("Birds of Paradise", "{G}", "Creature — Bird", "Flying", ("0", "1"))


def test_thundermaw_compiles():
    """CR 120.3, 701.26a: the damage, then the same creatures become tapped."""
    assert THUNDERMAW.unparsed == ()
    flyers = Filter(card_type=CardType.CREATURE, keywords=Keyword.FLYING)
    assert THUNDERMAW.triggers[0].effect == (
        DamageOpponentsPermanents(1, flyers, players=False),
        TapAllOf(flyers, Ref.EACH_OPPONENT),
    )


def test_thundermaw_pings_and_taps_the_opposing_flyers_only(scenario):
    """CR 120.3, 701.26a: Birds die, the Angel is tapped; Bears and your own flyer are not."""
    s = scenario()
    angel = s.battlefield(P1, ANGEL)
    s.battlefield(P1, BIRDS)
    bears = s.battlefield(P1, BEARS)
    own = s.battlefield(P0, ANGEL)
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, THUNDERMAW))
    s.resolve()
    assert "Birds of Paradise" in s.names(P1, Zone.GRAVEYARD)
    assert angel.tapped and angel.damage == 1
    assert not bears.tapped and bears.damage == 0
    assert not own.tapped and own.damage == 0
