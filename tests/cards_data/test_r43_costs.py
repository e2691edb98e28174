"""Round 43 (helper ``costs``): cost mechanics of Standard / Pioneer staples, real Oracle text.

Each card: the compiled value of its real Oracle text, then a built position where the
engine honours it (and its drawback), citing the rule.
"""

from __future__ import annotations

from scenario import P0

from deckstats.cards.costs import Flashback
from deckstats.cards.oracle import compile_text
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell

# -- Harmonize (CR 702.180) ---------------------------------------------------------------

_HARMONIZE_REMINDER = (
    " (You may cast this card from your graveyard for its harmonize cost. You may tap a "
    "creature you control to reduce that cost by an amount of generic mana equal to its "
    "power. Then exile this spell.)"
)


def _natures_rhythm():
    return compile_text(
        "Nature's Rhythm",
        "{X}{G}{G}",
        "Sorcery",
        "Search your library for a creature card with mana value X or less, put it onto the "
        "battlefield, then shuffle.\nHarmonize {X}{G}{G}{G}{G}" + _HARMONIZE_REMINDER,
    )


def _winternight_stories():
    return compile_text(
        "Winternight Stories",
        "{2}{U}",
        "Sorcery",
        "Draw three cards. Then discard two cards unless you discard a creature card.\n"
        "Harmonize {4}{U}" + _HARMONIZE_REMINDER,
    )


def _harmonize_casts(s, card):
    return [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == card.oid and a.alt]


def test_harmonize_compiles():
    """CR 702.180: "Harmonize {cost}" is a graveyard cast for that cost (flashback-like)."""
    for card in (_natures_rhythm(), _winternight_stories()):
        assert card.unparsed == ()
        (opt,) = card.costs
        assert isinstance(opt, Flashback) and opt.harmonize


def test_natures_rhythm_harmonize_taps_a_creature_to_pay_x(scenario):
    """CR 702.180, 601.2f: a tapped creature's power cuts the generic part, X included.

    Four Forests and an untapped 2-power creature (summoning sick: no {T} cost): X up to 2
    from the graveyard (never 3); the creature is tapped, the card exiled afterwards.
    """
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest", "Forest")
    bears = s.battlefield(P0, "Grizzly Bears", sick=True)
    s.library(P0, "Grizzly Bears", "Forest")
    rhythm = s.graveyard(P0, _natures_rhythm())
    assert sorted(a.x for a in _harmonize_casts(s, rhythm)) == [0, 1, 2]
    s.act(P0, next(a for a in _harmonize_casts(s, rhythm) if a.x == 2))
    assert bears.tapped
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Grizzly Bears") == 2
    assert s.zone(rhythm) is Zone.EXILE  # CR 702.180: then exiled


def test_harmonize_never_cuts_coloured_mana(scenario):
    """CR 702.180, 601.2f: only generic mana is reduced: {G}{G}{G}{G} still needs four G."""
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest")
    s.battlefield(P0, "Grizzly Bears")
    rhythm = s.graveyard(P0, _natures_rhythm())
    assert _harmonize_casts(s, rhythm) == []


def test_winternight_stories_harmonize_for_one_mana(scenario):
    """CR 702.180: Harmonize {4}{U} with a 4-power creature tapped costs {U}; then exiled.

    Without a creature it costs all five; a tapped creature can't be tapped again.
    """
    s = scenario()
    s.lands(P0, "Island")
    s.library(P0, "Grizzly Bears", "Island", "Island", "Island")
    s.hand(P0, "Island")
    stories = s.graveyard(P0, _winternight_stories())
    assert _harmonize_casts(s, stories) == []  # no creature: {4}{U} is not payable
    s.battlefield(P0, "Grizzly Bears", tapped=True)
    assert _harmonize_casts(s, stories) == []  # a tapped creature can't be tapped
    giant = s.battlefield(P0, "Hill Giant")  # 3/3: {1}{U} still too much
    assert _harmonize_casts(s, stories) == []
    s.game.players[P0].battlefield.remove(giant)
    del s.game.objects[giant.oid]
    ogre = s.battlefield(P0, compile_text("Test Ogre", "{3}{R}", "Creature — Ogre", "", ("4", "4")))
    (cast,) = _harmonize_casts(s, stories)
    s.script(P0, ("discard", ()))
    s.act(P0, cast)
    assert ogre.tapped
    s.resolve()
    assert s.zone(stories) is Zone.EXILE
    # drew three (Grizzly Bears, two Islands), then discarded the creature card
    assert "Grizzly Bears" in s.names(P0, Zone.GRAVEYARD)
