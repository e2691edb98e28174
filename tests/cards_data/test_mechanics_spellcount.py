"""Spell counting: storm (CR 702.40a), cascade (not in seeds), "your second spell each turn"
(flurry), prowess (CR 702.108a) and magecraft (an ability word; not in seeds).

Real cards' Oracle texts, compiled and played through the engine.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.model import Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import NO_FILTER, Ref
from deckstats.cards.triggers import CastSpell
from deckstats.engine import Zone
from deckstats.engine.copies import COPY

GRAPESHOT = compile_text(
    "Grapeshot",
    "{1}{R}",
    "Sorcery",
    "Grapeshot deals 1 damage to any target.\nStorm (When you cast this spell, copy it for "
    "each spell cast before it this turn. You may choose new targets for the copies.)",
)
EMPTY_THE_WARRENS = compile_text(
    "Empty the Warrens",
    "{3}{R}",
    "Sorcery",
    "Create two 1/1 red Goblin creature tokens.\nStorm (When you cast this spell, copy it for "
    "each spell cast before it this turn.)",
)
PYRETIC_RITUAL = compile_text("Pyretic Ritual", "{1}{R}", "Instant", "Add {R}{R}{R}.")
DESPERATE_RITUAL_FIRST_LINE = compile_text(
    "Desperate Ritual", "{1}{R}", "Instant", "Add {R}{R}{R}."
)
BOLT = compile_text(
    "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
)
VIOLENT_OUTBURST = compile_text(
    "Violent Outburst",
    "{1}{R}{G}",
    "Instant",
    "Cascade (When you cast this spell, exile cards from the top of your library until you "
    "exile a nonland card that costs less. You may cast it without paying its mana cost. Put "
    "the exiled cards on the bottom of your library in a random order.)\nCreatures you "
    "control get +1/+0 until end of turn.",
)
SHARDLESS_AGENT = compile_text(
    "Shardless Agent",
    "{1}{G}{U}",
    "Artifact Creature — Human Rogue",
    "Cascade (When you cast this spell, exile cards from the top of your library until you "
    "exile a nonland card that costs less. You may cast it without paying its mana cost. Put "
    "the exiled cards on the bottom of your library in a random order.)",
    pt=("2", "2"),
)
SWIFTSPEAR = compile_text(
    "Monastery Swiftspear",
    "{R}",
    "Creature — Human Monk",
    "Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until "
    "end of turn.)",
    pt=("1", "2"),
)
ARCHMAGE_EMERITUS = compile_text(
    "Archmage Emeritus",
    "{2}{U}{U}",
    "Creature — Human Wizard",
    "Magecraft — Whenever you cast or copy an instant or sorcery spell, draw a card.",
    pt=("2", "2"),
)
#: The flurry ability of Cori-Steel Cutter (its Equipment lines belong to another family).
CORI_STEEL_FLURRY = compile_text(
    "Cori-Steel Cutter",
    "{1}{R}",
    "Artifact — Equipment",
    "Flurry — Whenever you cast your second spell each turn, create a 1/1 colorless Monk "
    "artifact creature token with prowess.",
)


def test_compiled_forms():
    assert GRAPESHOT.unparsed == () and GRAPESHOT.keywords & Keyword.STORM
    assert VIOLENT_OUTBURST.unparsed == () and VIOLENT_OUTBURST.keywords & Keyword.CASCADE
    assert ARCHMAGE_EMERITUS.unparsed == ()
    assert ARCHMAGE_EMERITUS.triggers[0].when.or_copy
    assert CORI_STEEL_FLURRY.unparsed == ()
    assert CORI_STEEL_FLURRY.triggers[0].when == CastSpell(Ref.YOU, NO_FILTER, nth=2)


def test_storm_grapeshot_copies(scenario):
    """CR 702.40a: two rituals, then Grapeshot: two copies, three damage in all."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, PYRETIC_RITUAL))
    s.resolve()
    s.cast(P0, s.hand(P0, DESPERATE_RITUAL_FIRST_LINE))  # R R R floating pays it
    s.resolve()
    s.cast(P0, s.hand(P0, GRAPESHOT), targets=[P1])
    copies = [it for it in s.game.stack if it.kind == COPY]
    assert len(copies) == 2
    s.resolve()
    assert s.game.players[P1].life == 17
    assert s.names(P0, Zone.GRAVEYARD).count("Grapeshot") == 1  # copies cease to exist


def test_storm_counts_the_opponents_spells(scenario):
    """CR 702.40a: "each spell cast before it this turn", by any player."""
    s = scenario()
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, BOLT), targets=[P0])
    s.resolve()
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, EMPTY_THE_WARRENS))
    s.resolve()
    goblins = [o for o in s.game.players[P0].battlefield if o.card.name == "Goblin"]
    assert len(goblins) == 4


def test_storm_count_resets_each_turn(scenario):
    """Spells cast on an earlier turn do not count (CR 702.40a: "this turn")."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, PYRETIC_RITUAL))
    s.resolve()
    s.next_turn()
    s.next_turn()
    assert s.game.players[P0].spells_cast_turn == 0


def test_cascade_casts_the_first_cheaper_nonland(scenario):
    """Cascade: lands are skipped, the first nonland with lesser mana value is cast free."""
    s = scenario()
    s.lands(P0, "Mountain", "Forest", "Mountain")
    s.library(P0, "Forest", "Mountain", BOLT, "Island")  # top first
    s.cast(P0, s.hand(P0, VIOLENT_OUTBURST))
    assert [it.card.name for it in s.game.stack] == ["Violent Outburst", "Lightning Bolt"]
    s.resolve()
    assert s.game.players[P1].life == 17  # the goldfish-style target: the opponent's face
    lib = s.names(P0, Zone.LIBRARY)
    assert lib[-1] == "Island"  # untouched top card
    assert sorted(lib[:2]) == ["Forest", "Mountain"]  # the exiled lands went to the bottom
    assert s.names(P0, Zone.EXILE) == []


def test_cascade_misses_expensive_cards(scenario):
    """Cascade exiles past cards whose mana value is not less; none is cast."""
    s = scenario()
    s.lands(P0, "Forest", "Island", "Island")
    s.library(P0, SHARDLESS_AGENT, VIOLENT_OUTBURST)
    s.cast(P0, s.hand(P0, SHARDLESS_AGENT))
    assert [it.card.name for it in s.game.stack] == ["Shardless Agent"]
    assert sorted(s.names(P0, Zone.LIBRARY)) == ["Shardless Agent", "Violent Outburst"]


def test_prowess_counts_noncreature_spells(scenario):
    """CR 702.108a: Monastery Swiftspear gets +1/+1 for each noncreature spell."""
    s = scenario()
    spear = s.battlefield(P0, SWIFTSPEAR)
    s.lands(P0, "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, BOLT), targets=[P1])
    s.resolve()
    s.cast(P0, s.hand(P0, BOLT), targets=[P1])
    s.resolve()
    assert s.game.power(spear) == 3


def test_magecraft_triggers_on_copies(scenario):
    """Magecraft: Grapeshot with one copy draws two cards (cast + copy)."""
    s = scenario()
    s.battlefield(P0, ARCHMAGE_EMERITUS)
    s.library(P0, "Island", "Island", "Island", "Island")
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, BOLT), targets=[P1])
    s.resolve()
    hand = len(s.game.players[P0].hand)
    s.cast(P0, s.hand(P0, GRAPESHOT), targets=[P1])
    s.resolve()
    assert len(s.game.players[P0].hand) == hand + 2  # Grapeshot in and out; two draws


def test_flurry_second_spell_only(scenario):
    """ "Whenever you cast your second spell each turn": the first and third do nothing."""
    s = scenario()
    s.battlefield(P0, CORI_STEEL_FLURRY)
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    for _ in range(3):
        s.cast(P0, s.hand(P0, BOLT), targets=[P1])
        s.resolve()
    monks = [o for o in s.game.players[P0].battlefield if o.card.name == "Monk"]
    assert len(monks) == 1


# -- the goldfish's storm turn (players/storm.py) --------------------------------------------


def _storm_answer(s):
    from deckstats.engine.actions import CastSpell as Cast
    from deckstats.players.storm import storm_action

    casts = [a for a in s.legal(P0) if isinstance(a, Cast)]
    return storm_action(s.game.views[P0], casts)


def test_goldfish_storm_goes_when_lethal(scenario):
    """Three rituals and Grapeshot with two lands: three copies, four damage: lethal at 4."""
    from deckstats.players.storm import HOLD

    s = scenario(life=(20, 4))
    s.lands(P0, "Mountain", "Mountain")
    for _ in range(3):
        s.hand(P0, PYRETIC_RITUAL)
    s.hand(P0, GRAPESHOT)
    first = _storm_answer(s)
    assert first is not HOLD and s.game.objects[first.oid].card is PYRETIC_RITUAL
    s.game.players[P1].life = 20
    s.game.players[P0].hand.pop(0)
    s.game.players[P0].hand.pop(0)  # one ritual left: Grapeshot for 2 is not worth it
    assert _storm_answer(s) is HOLD


def test_goldfish_without_storm_card_plans_normally(scenario):
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.hand(P0, PYRETIC_RITUAL)
    assert _storm_answer(s) is None


LIVING_END = compile_text(
    "Living End",
    None,
    "Sorcery",
    "Suspend 3—{2}{B}{B} (Rather than cast this card from your hand, pay {2}{B}{B} and exile "
    "it with three time counters on it. At the beginning of your upkeep, remove a time "
    "counter. When the last is removed, you may cast it without paying its mana cost.)\nEach "
    "player exiles all creature cards from their graveyard, then sacrifices all creatures "
    "they control, then puts all cards they exiled this way onto the battlefield.",
)
STRIPED_RIVERWINDER = compile_text(
    "Striped Riverwinder",
    "{6}{U}",
    "Creature — Serpent",
    "Hexproof\nCycling {U} ({U}, Discard this card: Draw a card.)",
    pt=("5", "5"),
)


def test_cascade_into_living_end(scenario):
    """Cascade (no mana cost: mana value 0) casts Living End: the graveyards' creatures return,
    the battlefield's are sacrificed (CR 101.4, 701.21)."""
    from deckstats.cards.effects import GraveyardSwap

    assert LIVING_END.unparsed == () and LIVING_END.spell == (GraveyardSwap(),)
    s = scenario()
    s.lands(P0, "Mountain", "Forest", "Mountain")
    s.graveyard(P0, STRIPED_RIVERWINDER)
    s.graveyard(P0, STRIPED_RIVERWINDER)
    s.graveyard(P1, SWIFTSPEAR)
    s.battlefield(P1, SHARDLESS_AGENT)
    s.library(P0, "Forest", LIVING_END)
    s.cast(P0, s.hand(P0, VIOLENT_OUTBURST))
    s.resolve()
    assert sorted(o.card.name for o in s.game.players[P0].battlefield if o.info.is_creature) == [
        "Striped Riverwinder",
        "Striped Riverwinder",
    ]
    assert [o.card.name for o in s.game.players[P1].battlefield] == ["Monastery Swiftspear"]
    assert s.names(P1, Zone.GRAVEYARD) == ["Shardless Agent"]
    assert "Living End" in s.names(P0, Zone.GRAVEYARD)
