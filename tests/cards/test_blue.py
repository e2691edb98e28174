"""Scenario tests for the blue cards of the decklists (STYLE.md 2.10: one per non-vanilla card).

Each test builds an exact position, acts through the engine as a player would and checks
the card's printed behaviour against its Oracle text (``card.text``).
"""

from __future__ import annotations

import pytest

from deckstats.cards import get_card
from deckstats.cards.model import Keyword
from deckstats.engine import Step, Zone
from deckstats.engine.actions import PlayLand
from deckstats.engine.errors import IllegalActionError
from scenario import P0, P1

BEARS = "Grizzly Bears"  # vanilla 2/2 (green)
GIANT = "Hill Giant"  # vanilla 3/3 (red)


def _attack(s, *attackers, blocks=()):
    s.script(P0, ("attackers", tuple(a.oid for a in attackers)))
    if blocks:
        s.script(P1, ("blockers", tuple((b.oid, a.oid) for b, a in blocks)))
    s.combat()


def _top(s, pid):
    """Names of ``pid``'s library from the top down."""
    return [o.card.name for o in reversed(s.game.players[pid].library)]


def _spell_from_p0(s, name, lands, targets=None):
    """P0 casts ``name`` with ``lands``; return the spell object on the stack."""
    s.lands(P0, *lands)
    s.cast(P0, s.hand(P0, name), targets)
    return s.game.stack[-1].obj


def _counter(s, counter, spell, lands=("Island", "Island", "Island")):
    s.lands(P1, *lands)
    s.cast(P1, s.hand(P1, counter), [spell])
    s.resolve()


# -- counterspells -----------------------------------------------------------------------


@pytest.mark.parametrize("name", ["Counterspell", "Cancel"])
def test_hard_counter(scenario, name):
    """CR 701.5a: counter target spell: it goes to its owner's graveyard and does nothing."""
    s = scenario()
    spell = _spell_from_p0(s, "Lightning Bolt", ["Mountain"], [P1])
    _counter(s, name, spell)
    assert s.game.players[P1].life == 20
    assert s.names(P0, Zone.GRAVEYARD) == ["Lightning Bolt"]
    assert s.names(P1, Zone.GRAVEYARD) == [name]


def test_mana_leak_paid_and_unpaid(scenario):
    """CR 701.5, 118.12: counter target spell unless its controller pays {3}."""
    s = scenario()
    spell = _spell_from_p0(s, "Lightning Bolt", ["Mountain"] * 4, [P1])
    s.script(P0, ("pay_unless", True))
    _counter(s, "Mana Leak", spell)
    assert s.game.players[P1].life == 17
    s2 = scenario()
    spell2 = _spell_from_p0(s2, "Lightning Bolt", ["Mountain"] * 3, [P1])
    _counter(s2, "Mana Leak", spell2)  # only {2} left: can't pay
    assert s2.game.players[P1].life == 20


def test_jwari_disruption_counter_unless_one(scenario):
    """CR 701.5, 118.12: counter target spell unless its controller pays {1}."""
    s = scenario()
    spell = _spell_from_p0(s, "Lightning Bolt", ["Mountain"], [P1])
    _counter(s, "Jwari Disruption", spell)
    assert s.game.players[P1].life == 20
    s2 = scenario()
    spell2 = _spell_from_p0(s2, "Lightning Bolt", ["Mountain", "Mountain"], [P1])
    s2.script(P0, ("pay_unless", True))
    _counter(s2, "Jwari Disruption", spell2)
    assert s2.game.players[P1].life == 17


def test_jwari_ruins_land_face(scenario):
    """CR 712.8, 305.1: play the back face, Jwari Ruins, as a land: it enters tapped and taps for {U}."""
    s = scenario()
    card = s.hand(P0, "Jwari Disruption")
    s.act(P0, PlayLand(card.oid, back=True))
    ruins = s.game.players[P0].battlefield[-1]
    assert ruins.card.name == "Jwari Ruins" and ruins.tapped
    assert ruins.card.produces is not None


def test_essence_scatter_creature_spells_only(scenario):
    """CR 701.5a, 115.1: counter target creature spell; a noncreature spell is not a legal target."""
    s = scenario()
    bear = _spell_from_p0(s, BEARS, ["Forest", "Forest"])
    _counter(s, "Essence Scatter", bear)
    assert s.names(P0, Zone.GRAVEYARD) == [BEARS]
    s2 = scenario()
    bolt = _spell_from_p0(s2, "Lightning Bolt", ["Mountain"], [P1])
    s2.lands(P1, "Island", "Island")
    with pytest.raises(IllegalActionError):
        s2.cast(P1, s2.hand(P1, "Essence Scatter"), [bolt])


def test_exclude_counters_creature_and_draws(scenario):
    """CR 701.5a, 121.1: counter target creature spell, then draw a card."""
    s = scenario()
    s.library(P1, "Island")
    bear = _spell_from_p0(s, BEARS, ["Forest", "Forest"])
    _counter(s, "Exclude", bear)
    assert s.names(P0, Zone.GRAVEYARD) == [BEARS]
    assert s.names(P1, Zone.HAND) == ["Island"]


def test_negate_noncreature_only(scenario):
    """CR 701.5a, 115.1: counter target noncreature spell; a creature spell can't be targeted."""
    s = scenario()
    bolt = _spell_from_p0(s, "Lightning Bolt", ["Mountain"], [P1])
    _counter(s, "Negate", bolt)
    assert s.game.players[P1].life == 20
    s2 = scenario()
    bear = _spell_from_p0(s2, BEARS, ["Forest", "Forest"])
    s2.lands(P1, "Island", "Island")
    with pytest.raises(IllegalActionError):
        s2.cast(P1, s2.hand(P1, "Negate"), [bear])


def test_dispel_instant_only(scenario):
    """CR 701.5a, 115.1: counter target instant spell; a sorcery can't be targeted."""
    s = scenario()
    bolt = _spell_from_p0(s, "Lightning Bolt", ["Mountain"], [P1])
    _counter(s, "Dispel", bolt)
    assert s.game.players[P1].life == 20
    s2 = scenario()
    sorc = _spell_from_p0(s2, "Divination", ["Island"] * 3)
    s2.lands(P1, "Island")
    with pytest.raises(IllegalActionError):
        s2.cast(P1, s2.hand(P1, "Dispel"), [sorc])


def test_annul_artifact_or_enchantment_only(scenario):
    """CR 701.5a, 115.1: counter target artifact or enchantment spell; a creature can't be targeted."""
    s = scenario()
    hole = _spell_from_p0(s, "Portable Hole", ["Plains"])
    _counter(s, "Annul", hole)
    assert s.names(P0, Zone.GRAVEYARD) == ["Portable Hole"]
    s2 = scenario()
    bear = _spell_from_p0(s2, BEARS, ["Forest", "Forest"])
    s2.lands(P1, "Island")
    with pytest.raises(IllegalActionError):
        s2.cast(P1, s2.hand(P1, "Annul"), [bear])


def test_blue_elemental_blast_both_modes(scenario):
    """CR 700.2: choose one: counter target red spell, or destroy target red permanent."""
    s = scenario()
    bolt = _spell_from_p0(s, "Lightning Bolt", ["Mountain"], [P1])
    s.lands(P1, "Island", "Island")
    s.cast(P1, s.hand(P1, "Blue Elemental Blast"), [bolt], modes=(0,))
    s.resolve()
    assert s.game.players[P1].life == 20
    giant = s.battlefield(P0, GIANT)
    bear = s.battlefield(P0, BEARS)
    s.cast(P1, s.hand(P1, "Blue Elemental Blast"), [giant], modes=(1,))
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD
    with pytest.raises(IllegalActionError):  # a green creature is not red
        s.cast(P1, s.hand(P1, "Blue Elemental Blast"), [bear], modes=(1,))


# -- card selection and draw -------------------------------------------------------------


def test_opt_scry_then_draw(scenario):
    """CR 701.22a scry 1 (bottom the top card), then CR 121.1 draw a card."""
    s = scenario()
    top = s.library(P0, "Mountain", "Island", "Forest")[0]
    s.lands(P0, "Island")
    s.script(P0, ("scry", (top.oid,)))
    s.cast(P0, s.hand(P0, "Opt"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]
    assert _top(s, P0) == ["Forest", "Mountain"]


def test_consider_surveil_then_draw(scenario):
    """CR 701.25a surveil 1 (graveyard), then draw a card."""
    s = scenario()
    top = s.library(P0, "Mountain", "Island")[0]
    s.lands(P0, "Island")
    s.script(P0, ("surveil", (top.oid,)))
    s.cast(P0, s.hand(P0, "Consider"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Consider", "Mountain"]


def test_preordain_scry_two_then_draw(scenario):
    """CR 701.22a scry 2 (one on the bottom, one kept), then draw a card."""
    s = scenario()
    a, b, _ = s.library(P0, "Mountain", "Forest", "Island")
    s.lands(P0, "Island")
    s.script(P0, ("scry", (a.oid,)))
    s.cast(P0, s.hand(P0, "Preordain"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Forest"]
    assert _top(s, P0) == ["Island", "Mountain"]


def test_divination_draws_two(scenario):
    """CR 121.2: draw two cards, one at a time from the top."""
    s = scenario()
    s.library(P0, "Mountain", "Forest", "Island")
    s.lands(P0, "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, "Divination"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Mountain", "Forest"]


def test_brainstorm_partial(scenario):
    """CR 121.2: Brainstorm draws three; putting two back is listed as unparsed."""
    s = scenario()
    s.library(P0, "Mountain", "Forest", "Island", "Plains")
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Brainstorm"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Mountain", "Forest", "Island"]
    assert any("on top of your library" in u for u in get_card("Brainstorm").unparsed)


def test_ponder_partial(scenario):
    """CR 121.1: Ponder draws a card; the look-at-three/shuffle sentence is listed as unparsed."""
    s = scenario()
    s.library(P0, "Mountain", "Forest")
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Ponder"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Mountain"]
    assert any(u.startswith("Look at the top three") for u in get_card("Ponder").unparsed)


def test_tome_scour_mills_five(scenario):
    """CR 701.13a: target player mills five cards (top five to the graveyard)."""
    s = scenario()
    s.library(P1, "Mountain", "Forest", "Island", "Plains", "Swamp", "Hill Giant")
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Tome Scour"), [P1])
    s.resolve()
    assert sorted(s.names(P1, Zone.GRAVEYARD)) == ["Forest", "Island", "Mountain", "Plains", "Swamp"]
    assert _top(s, P1) == ["Hill Giant"]


# -- bounce and tricks ----------------------------------------------------------------


def test_unsummon(scenario):
    """CR 400.3: return target creature to its owner's hand (a token would cease to exist)."""
    s = scenario()
    foe = s.battlefield(P1, GIANT)
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Unsummon"), [foe])
    s.resolve()
    assert s.names(P1, Zone.HAND) == [GIANT]


def test_vapor_snag_bounce_and_life_loss(scenario):
    """CR 400.3, 119.3: return target creature to its owner's hand; its controller loses 1 life."""
    s = scenario()
    foe = s.battlefield(P1, GIANT)
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Vapor Snag"), [foe])
    s.resolve()
    assert s.names(P1, Zone.HAND) == [GIANT]
    # CR 608.2h: "its controller" uses the creature's last known information
    assert s.game.players[P1].life == 19 and s.game.players[P0].life == 20


def test_disorient_minus_seven_power(scenario):
    """CR 611.2c, 514.2: target creature gets -7/-0 until end of turn: it deals no damage."""
    s = scenario(active=P1)
    foe = s.battlefield(P1, GIANT)
    s.lands(P0, "Island", "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, "Disorient"), [foe])
    s.resolve()
    assert s.game.power(foe) == -4 and s.game.toughness(foe) == 3
    s.script(P1, ("attackers", (foe.oid,)))
    s.combat()
    assert s.game.players[P0].life == 20  # CR 510.1a: damage of 0 or less is not dealt
    s.cleanup()
    assert s.game.power(foe) == 3


# -- creatures ----------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["Wind Drake", "Snapping Drake", "Air Elemental"])
def test_blue_fliers(scenario, name):
    """CR 702.9b: a flier can't be blocked by a creature without flying or reach."""
    s = scenario()
    f = s.battlefield(P0, name)
    s.battlefield(P1, GIANT)
    _attack(s, f)
    assert not s.agents[P1].asked
    assert s.game.players[P1].life == 20 - get_card(name).power


def test_faerie_seer_scry_two(scenario):
    """CR 603.6a, 701.22a: when Faerie Seer enters, scry 2."""
    s = scenario()
    a, b, _ = s.library(P0, "Mountain", "Forest", "Island")
    s.lands(P0, "Island")
    s.script(P0, ("scry", (a.oid, b.oid)))
    s.cast(P0, s.hand(P0, "Faerie Seer"))
    s.resolve()
    assert _top(s, P0)[0] == "Island"
    assert sorted(_top(s, P0)[1:]) == ["Forest", "Mountain"]


def test_augur_of_bolas_takes_instant(scenario):
    """CR 603.6a: look at the top three, may take an instant or sorcery, the rest to the bottom."""
    s = scenario()
    s.library(P0, "Mountain", "Opt", "Forest", "Plains")
    s.lands(P0, "Island", "Island")
    s.script(P0, ("dig", lambda v, d: tuple(d.options)))
    s.cast(P0, s.hand(P0, "Augur of Bolas"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Opt"]
    assert _top(s, P0)[0] == "Plains"
    assert sorted(_top(s, P0)[1:]) == ["Forest", "Mountain"]


def test_augur_of_bolas_no_instant_or_sorcery(scenario):
    """CR 603.6a: with no instant or sorcery among the three, nothing is taken (lands can't be)."""
    s = scenario()
    s.library(P0, "Mountain", "Grizzly Bears", "Forest", "Plains")
    s.lands(P0, "Island", "Island")
    s.script(P0, ("dig", lambda v, d: tuple(d.options)))
    s.cast(P0, s.hand(P0, "Augur of Bolas"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == []
    assert _top(s, P0)[0] == "Plains"


def test_merfolk_looter_draw_then_discard(scenario):
    """CR 602.2, 701.9: {T}: draw a card, then discard a card."""
    s = scenario()
    looter = s.battlefield(P0, "Merfolk Looter")
    old = s.hand(P0, "Mountain")
    s.library(P0, "Island")
    s.script(P0, ("discard", (old.oid,)))
    s.activate(P0, looter, 0)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Mountain"] and looter.tapped


def test_spectral_sailor_flash_and_draw(scenario):
    """CR 702.8a flash (cast in the opponent's turn); {3}{U}: draw a card."""
    s = scenario(active=P1, step=Step.END)
    s.lands(P0, "Island", "Island", "Island", "Island", "Island")
    s.library(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Spectral Sailor"))
    s.resolve()
    sailor = s.game.players[P0].battlefield[-1]
    assert sailor.card.name == "Spectral Sailor"
    s.activate(P0, sailor, 0)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Mountain"]


def test_pestermite_taps_target_permanent(scenario):
    """CR 702.8a flash; CR 603.5: when it enters you may tap or untap target permanent."""
    s = scenario(active=P1, step=Step.BEGINNING_OF_COMBAT)
    foe = s.battlefield(P1, GIANT)
    s.lands(P0, "Island", "Island", "Island")

    def choose(v, d):
        return next(o for o in d.options if o[0] == (0,) and o[1] == ((foe.oid,),))

    s.script(P0, ("may", True), ("targets", choose))
    s.cast(P0, s.hand(P0, "Pestermite"))
    s.resolve()
    assert foe.tapped


def test_ninja_of_the_deep_hours_partial(scenario):
    """CR 510.3a, 603.5: on combat damage to a player you may draw; ninjutsu is listed as unparsed."""
    s = scenario()
    ninja = s.battlefield(P0, "Ninja of the Deep Hours")
    s.library(P0, "Island")
    s.script(P0, ("may", True))
    _attack(s, ninja)
    assert s.names(P0, Zone.HAND) == ["Island"] and s.game.players[P1].life == 18
    assert "Ninjutsu {1}{U}" in get_card("Ninja of the Deep Hours").unparsed


def test_ninja_may_decline_draw(scenario):
    """CR 603.5: "you may draw": declining leaves the library alone."""
    s = scenario()
    ninja = s.battlefield(P0, "Ninja of the Deep Hours")
    s.library(P0, "Island")
    s.script(P0, ("may", False))
    _attack(s, ninja)
    assert s.names(P0, Zone.HAND) == [] and _top(s, P0) == ["Island"]


def test_spellstutter_sprite_partial(scenario):
    """CR 702.8a flash, 702.9b flying are compiled; its counter trigger is listed as unparsed."""
    s = scenario(active=P1, step=Step.END)
    s.lands(P0, "Island", "Island")
    s.cast(P0, s.hand(P0, "Spellstutter Sprite"))
    s.resolve()
    sprite = s.game.players[P0].battlefield[-1]
    assert sprite.card.name == "Spellstutter Sprite"
    assert s.game.keywords(sprite) & Keyword.FLYING
    assert any("counter target spell" in u for u in get_card("Spellstutter Sprite").unparsed)


def test_delver_of_secrets_partial(scenario):
    """CR 712: Delver is cast as its 1/1 front face; its upkeep transform trigger is listed as unparsed."""
    s = scenario()
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Delver of Secrets"))
    s.resolve()
    d = s.game.players[P0].battlefield[-1]
    assert d.card.name == "Delver of Secrets"
    assert (s.game.power(d), s.game.toughness(d)) == (1, 1)
    card = get_card("Delver of Secrets")
    assert card.faces[0].name == "Insectile Aberration"
    assert any("transform Delver of Secrets" in u for u in card.unparsed)
