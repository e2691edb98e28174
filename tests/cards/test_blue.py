"""Scenario tests for the blue cards of the decklists (ARCHITECTURE.md, Tests: one per non-vanilla card).

Each test builds an exact position, acts through the engine as a player would and checks
the card's printed behaviour against its Oracle text (``card.text``).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1

from deckstats.cards import get_card
from deckstats.cards.model import Keyword
from deckstats.engine import Step, Zone
from deckstats.engine.actions import PlayLand
from deckstats.engine.errors import IllegalActionError

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
    """CR 701.6a: counter target spell: it goes to its owner's graveyard and does nothing."""
    s = scenario()
    spell = _spell_from_p0(s, "Lightning Bolt", ["Mountain"], [P1])
    _counter(s, name, spell)
    assert s.game.players[P1].life == 20
    assert s.names(P0, Zone.GRAVEYARD) == ["Lightning Bolt"]
    assert s.names(P1, Zone.GRAVEYARD) == [name]


def test_mana_leak_paid_and_unpaid(scenario):
    """CR 701.6, 118.12: counter target spell unless its controller pays {3}."""
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
    """CR 701.6, 118.12: counter target spell unless its controller pays {1}."""
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
    ruins.tapped = False  # the next turn's untap step (CR 502.3)
    s.library(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Opt"))  # {U} from Jwari Ruins
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Mountain"] and ruins.tapped


def test_essence_scatter_creature_spells_only(scenario):
    """CR 701.6a, 115.1: counter target creature spell; a noncreature spell is not a legal target."""
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
    """CR 701.6a, 121.1: counter target creature spell, then draw a card."""
    s = scenario()
    s.library(P1, "Island")
    bear = _spell_from_p0(s, BEARS, ["Forest", "Forest"])
    _counter(s, "Exclude", bear)
    assert s.names(P0, Zone.GRAVEYARD) == [BEARS]
    assert s.names(P1, Zone.HAND) == ["Island"]


def test_negate_noncreature_only(scenario):
    """CR 701.6a, 115.1: counter target noncreature spell; a creature spell can't be targeted."""
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
    """CR 701.6a, 115.1: counter target instant spell; a sorcery can't be targeted."""
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
    """CR 701.6a, 115.1: counter target artifact or enchantment spell; a creature can't be targeted."""
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
    a = s.library(P0, "Mountain", "Forest", "Island")[0]
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


def _ids_named(*names):
    """A scripted answer: the hand or library ids of ``names``, in that order."""

    def pick(view, decision):
        out = []
        for name in names:
            out.append(
                next(i for i in decision.options if view.obj(i).card.name == name and i not in out)
            )
        return tuple(out)

    return pick


def test_brainstorm_draws_three_puts_two_back(scenario):
    """CR 121.2, 401.4: draw three, then put two cards from hand on top in any order."""
    s = scenario()
    s.library(P0, "Mountain", "Forest", "Island", "Plains")
    s.lands(P0, "Island")
    s.hand(P0, "Hill Giant")
    s.script(P0, ("put_back", _ids_named("Hill Giant", "Forest")))
    s.cast(P0, s.hand(P0, "Brainstorm"))
    s.resolve()
    assert sorted(s.names(P0, Zone.HAND)) == ["Island", "Mountain"]
    # The last card put back is on top: Forest, then Hill Giant, then Plains.
    assert s.names(P0, Zone.LIBRARY)[-2:] == ["Hill Giant", "Forest"]
    assert not get_card("Brainstorm").unparsed


def test_ponder_reorders_then_draws(scenario):
    """CR 401.4: Ponder puts the top three back in the chosen order, then draws the top."""
    s = scenario()
    s.library(P0, "Mountain", "Forest", "Island", "Plains")
    s.lands(P0, "Island")
    s.script(P0, ("order", _ids_named("Island", "Mountain", "Forest")), ("shuffle", False))
    s.cast(P0, s.hand(P0, "Ponder"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]
    assert s.names(P0, Zone.LIBRARY) == ["Plains", "Forest", "Mountain"]
    assert not get_card("Ponder").unparsed


def test_ponder_may_shuffle(scenario):
    """CR 701.24: Ponder's "you may shuffle": a yes shuffles the library before the draw."""
    s = scenario()
    s.library(P0, *(["Mountain"] * 3 + ["Forest"] * 3 + ["Island"] * 3))
    s.lands(P0, "Island")
    s.script(P0, ("shuffle", True))
    s.cast(P0, s.hand(P0, "Ponder"))
    s.resolve()
    asked = [k for k, _ in s.agents[P0].asked]
    assert "order" in asked and "shuffle" in asked
    assert len(s.names(P0, Zone.HAND)) == 1 and len(s.names(P0, Zone.LIBRARY)) == 8


def test_tome_scour_mills_five(scenario):
    """CR 701.17a: target player mills five cards (top five to the graveyard)."""
    s = scenario()
    s.library(P1, "Mountain", "Forest", "Island", "Plains", "Swamp", "Hill Giant")
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Tome Scour"), [P1])
    s.resolve()
    assert sorted(s.names(P1, Zone.GRAVEYARD)) == [
        "Forest",
        "Island",
        "Mountain",
        "Plains",
        "Swamp",
    ]
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


def test_ninja_of_the_deep_hours_draws(scenario):
    """CR 510.3a, 603.5: on combat damage to a player you may draw; ninjutsu is compiled."""
    s = scenario()
    ninja = s.battlefield(P0, "Ninja of the Deep Hours")
    s.library(P0, "Island")
    s.script(P0, ("attackers", (ninja.oid,)), ("may", True))
    s.combat()
    assert s.names(P0, Zone.HAND) == ["Island"] and s.game.players[P1].life == 18
    assert get_card("Ninja of the Deep Hours").unparsed == ()


def test_ninja_may_decline_draw(scenario):
    """CR 603.5: "you may draw": declining leaves the library alone."""
    s = scenario()
    ninja = s.battlefield(P0, "Ninja of the Deep Hours")
    s.library(P0, "Island")
    s.script(P0, ("attackers", (ninja.oid,)), ("may", False))
    s.combat()
    assert s.names(P0, Zone.HAND) == [] and _top(s, P0) == ["Island"]


def test_spellstutter_sprite_compiles_fully(scenario):
    """CR 702.8a flash, 702.9b flying; its bounded counter trigger compiles too (round 40:
    tests/cards_data/test_r40_fid.py plays it)."""
    s = scenario(active=P1, step=Step.END)
    s.lands(P0, "Island", "Island")
    s.cast(P0, s.hand(P0, "Spellstutter Sprite"))
    s.resolve()
    sprite = s.game.players[P0].battlefield[-1]
    assert sprite.card.name == "Spellstutter Sprite"
    assert s.game.keywords(sprite) & Keyword.FLYING
    assert get_card("Spellstutter Sprite").unparsed == ()


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


# -- further rules checks on the deck cards ------------------------------------------------


def test_exclude_fizzles_without_its_target(scenario):
    """CR 608.2b: if Exclude's only target is gone, it does nothing at all: no card is drawn."""
    s = scenario()
    s.library(P1, "Island")
    bear = _spell_from_p0(s, BEARS, ["Forest", "Forest"])
    s.lands(P1, "Island", "Island", "Island", "Island", "Island")
    s.cast(P1, s.hand(P1, "Exclude"), [bear])
    s.cast(P1, s.hand(P1, "Essence Scatter"), [bear])
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == [BEARS]
    assert s.names(P1, Zone.HAND) == [] and _top(s, P1) == ["Island"]


def test_mana_leak_declined_payment(scenario):
    """CR 701.6, 118.12: a player who can pay may decline; then the spell is countered."""
    s = scenario()
    spell = _spell_from_p0(s, "Lightning Bolt", ["Mountain"] * 4, [P1])
    s.script(P0, ("pay_unless", False))
    _counter(s, "Mana Leak", spell)
    assert s.game.players[P1].life == 20
    assert all(not land.tapped for land in s.game.players[P0].battlefield[1:])


def test_unsummon_token_ceases_to_exist(scenario):
    """CR 111.7, 704.5d: a token returned to hand ceases to exist."""
    s = scenario()
    s.lands(P1, "Plains", "Plains")
    s.cast(P1, s.hand(P1, "Raise the Alarm"))
    s.resolve()
    token = next(o for o in s.game.players[P1].battlefield if o.is_token)
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Unsummon"), [token])
    s.resolve()
    assert s.names(P1, Zone.HAND) == []
    assert sum(o.is_token for o in s.game.players[P1].battlefield) == 1


def test_vapor_snag_on_a_token(scenario):
    """CR 111.7, 608.2h: a bounced token ceases to exist; its controller still loses 1 life."""
    s = scenario()
    s.lands(P1, "Plains", "Plains")
    s.cast(P1, s.hand(P1, "Raise the Alarm"))
    s.resolve()
    token = next(o for o in s.game.players[P1].battlefield if o.is_token)
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Vapor Snag"), [token])
    s.resolve()
    assert s.game.players[P1].life == 19 and s.names(P1, Zone.HAND) == []


def test_tome_scour_short_library(scenario):
    """CR 701.17b: milling more cards than the library holds mills all; no loss until a draw (CR 704.5b)."""
    s = scenario()
    s.library(P1, "Mountain", "Forest")
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Tome Scour"), [P1])
    s.resolve()
    assert s.game.players[P1].library == [] and len(s.names(P1, Zone.GRAVEYARD)) == 2
    assert s.result is None


def test_pestermite_untaps_target_permanent(scenario):
    """CR 603.5, 701.26b: Pestermite's other mode untaps target permanent."""
    s = scenario(active=P1, step=Step.END)
    s.lands(P0, "Island", "Island", "Island")
    bear = s.battlefield(P0, BEARS, tapped=True)

    def choose(v, d):
        return next(o for o in d.options if o[0] == (1,) and o[1] == ((bear.oid,),))

    s.script(P0, ("may", True), ("targets", choose))
    s.cast(P0, s.hand(P0, "Pestermite"))
    s.resolve()
    assert not bear.tapped


def test_pestermite_may_decline(scenario):
    """CR 603.5: "you may": declining leaves every permanent as it was."""
    s = scenario(active=P1, step=Step.END)
    s.lands(P0, "Island", "Island", "Island")
    foe = s.battlefield(P1, GIANT)
    s.script(P0, ("may", False))
    s.cast(P0, s.hand(P0, "Pestermite"))
    s.resolve()
    assert not foe.tapped and "Pestermite" in s.names(P0, Zone.BATTLEFIELD)


def test_ninja_blocked_draws_nothing(scenario):
    """CR 510.3a: blocked, the Ninja deals no combat damage to a player: no trigger."""
    s = scenario()
    ninja = s.battlefield(P0, "Ninja of the Deep Hours")
    wall = s.battlefield(P1, "Horned Turtle")
    s.library(P0, "Island")
    _attack(s, ninja, blocks=[(wall, ninja)])
    assert s.names(P0, Zone.HAND) == [] and s.game.players[P1].life == 20


def test_merfolk_looter_summoning_sick(scenario):
    """CR 302.6: {T} abilities of a creature need it under your control since your turn began."""
    s = scenario()
    looter = s.battlefield(P0, "Merfolk Looter", sick=True)
    s.library(P0, "Island")
    with pytest.raises(IllegalActionError):
        s.activate(P0, looter, 0)


def test_augur_of_bolas_may_decline(scenario):
    """CR 603.5 "you may reveal": declining puts all three on the bottom."""
    s = scenario()
    s.library(P0, "Opt", "Mountain", "Forest", "Plains")
    s.lands(P0, "Island", "Island")
    s.script(P0, ("dig", ()))
    s.cast(P0, s.hand(P0, "Augur of Bolas"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == []
    assert _top(s, P0)[0] == "Plains"


def test_disorient_blocked_deals_no_damage(scenario):
    """CR 510.1a: a creature with 0 or less power deals no combat damage to its blocker."""
    s = scenario()
    giant = s.battlefield(P0, GIANT)
    bear = s.battlefield(P1, BEARS)
    s.lands(P1, "Island", "Island", "Island", "Island")
    s.game.active = P1
    s.cast(P1, s.hand(P1, "Disorient"), [giant])
    s.resolve()
    s.game.active = P0
    _attack(s, giant, blocks=[(bear, giant)])
    assert bear.damage == 0 and s.zone(bear) is Zone.BATTLEFIELD


def test_counterspell_cannot_target_a_triggered_ability(scenario):
    """CR 701.6a, 115.1: "target spell": a triggered ability on the stack is not a spell."""
    from deckstats.engine import stack
    from deckstats.engine.actions import CastSpell

    s = scenario()
    s.library(P0, "Mountain")
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    s.lands(P1, "Island", "Island")
    s.hand(P1, "Counterspell")
    s.cast(P0, s.hand(P0, "Phyrexian Rager"))
    assert any(isinstance(a, CastSpell) for a in s.legal(P1))  # the creature spell is a target
    stack.resolve_top(s.game)
    stack.settle(s.game)
    assert [it.kind for it in s.game.stack] == ["trigger"]
    assert not any(isinstance(a, CastSpell) for a in s.legal(P1))


# -- other blue cards of the pool -----------------------------------------------------------


@pytest.mark.parametrize(("name", "tax"), [("Quench", 2), ("Force Spike", 1)])
def test_soft_counters(scenario, name, tax):
    """CR 701.6, 118.12: counter target spell unless its controller pays the tax."""
    s = scenario()
    spell = _spell_from_p0(s, "Lightning Bolt", ["Mountain"] * tax, [P1])  # one short
    _counter(s, name, spell)
    assert s.game.players[P1].life == 20
    s2 = scenario()
    spell2 = _spell_from_p0(s2, "Lightning Bolt", ["Mountain"] * (tax + 1), [P1])
    s2.script(P0, ("pay_unless", True))
    _counter(s2, name, spell2)
    assert s2.game.players[P1].life == 17


def test_remove_soul(scenario):
    """CR 701.6a: counter target creature spell."""
    s = scenario()
    bear = _spell_from_p0(s, BEARS, ["Forest", "Forest"])
    _counter(s, "Remove Soul", bear)
    assert s.names(P0, Zone.GRAVEYARD) == [BEARS]


def test_cryptic_command_counter_and_draw(scenario):
    """CR 700.2d: choose two modes: counter target spell and draw a card."""
    s = scenario()
    s.library(P1, "Island")
    bolt = _spell_from_p0(s, "Lightning Bolt", ["Mountain"], [P1])
    s.lands(P1, "Island", "Island", "Island", "Island")
    s.cast(P1, s.hand(P1, "Cryptic Command"), [bolt], modes=(0, 3))
    s.resolve()
    assert s.game.players[P1].life == 20 and s.names(P1, Zone.HAND) == ["Island"]


def test_cryptic_command_bounce_and_tap_all(scenario):
    """CR 700.2d: return target permanent to its owner's hand and tap all creatures your opponents control."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    bear = s.battlefield(P1, BEARS)
    mine = s.battlefield(P0, "Wind Drake")
    s.lands(P0, "Island", "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, "Cryptic Command"), [giant], modes=(1, 2))
    s.resolve()
    assert s.names(P1, Zone.HAND) == [GIANT]
    assert bear.tapped and not mine.tapped


def test_serum_visions_draw_then_scry(scenario):
    """CR 121.1 then 701.22a: draw a card, then scry 2."""
    s = scenario()
    _a, b, _c = s.library(P0, "Mountain", "Forest", "Island")
    s.lands(P0, "Island")
    s.script(P0, ("scry", (b.oid,)))
    s.cast(P0, s.hand(P0, "Serum Visions"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Mountain"]
    assert _top(s, P0) == ["Island", "Forest"]


@pytest.mark.parametrize(("name", "n"), [("Sleight of Hand", 2), ("Anticipate", 3), ("Impulse", 4)])
def test_dig_one(scenario, name, n):
    """Look at the top N, put one into your hand and the rest on the bottom."""
    s = scenario()
    cards = s.library(P0, "Mountain", "Forest", "Swamp", "Plains", "Island")
    want = cards[n - 1]
    s.lands(P0, "Island", "Island")
    s.script(P0, ("dig", (want.oid,)))
    s.cast(P0, s.hand(P0, name))
    s.resolve()
    assert s.names(P0, Zone.HAND) == [want.card.name]
    top = _top(s, P0)
    assert top[0] == cards[n].card.name
    assert len(top) == 4


def test_thought_scour(scenario):
    """CR 701.17a, 121.1: target player mills two cards; then you draw a card."""
    s = scenario()
    s.library(P1, "Mountain", "Forest", "Island")
    s.library(P0, "Plains")
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Thought Scour"), [P1])
    s.resolve()
    assert sorted(s.names(P1, Zone.GRAVEYARD)) == ["Forest", "Mountain"]
    assert s.names(P0, Zone.HAND) == ["Plains"]


def test_mental_note(scenario):
    """CR 701.17a: you mill two cards, then draw a card."""
    s = scenario()
    s.library(P0, "Mountain", "Forest", "Plains")
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Mental Note"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Plains"]
    assert {"Mountain", "Forest"} <= set(s.names(P0, Zone.GRAVEYARD))


def test_treasure_cruise_hard_cast(scenario):
    """CR 601.2f: without delve, {7}{U}: draw three cards."""
    s = scenario()
    s.library(P0, "Mountain", "Forest", "Plains", "Swamp")
    s.lands(P0, *["Island"] * 8)
    s.cast(P0, s.hand(P0, "Treasure Cruise"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Mountain", "Forest", "Plains"]


def test_treasure_cruise_delve(scenario):
    """CR 702.66a: seven cards exiled from the graveyard pay for {7}."""
    s = scenario()
    s.library(P0, "Mountain", "Forest", "Plains")
    for _ in range(7):
        s.graveyard(P0, "Island")
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Treasure Cruise"))
    s.resolve()
    assert len(s.game.players[P0].hand) == 3


def test_dig_through_time_hard_cast(scenario):
    """Look at the top seven, put two into your hand, the rest on the bottom."""
    s = scenario()
    cards = s.library(P0, *["Mountain", "Forest", "Plains", "Swamp", "Island", BEARS, GIANT, "Opt"])
    s.lands(P0, *["Island"] * 8)
    s.script(P0, ("dig", (cards[5].oid, cards[6].oid)))
    s.cast(P0, s.hand(P0, "Dig Through Time"))
    s.resolve()
    assert sorted(s.names(P0, Zone.HAND)) == [BEARS, GIANT]
    assert _top(s, P0)[0] == "Opt"


def test_boomerang_any_permanent(scenario):
    """CR 400.3: return target permanent (here a land) to its owner's hand."""
    s = scenario()
    land = s.lands(P1, "Forest")[0]
    s.lands(P0, "Island", "Island")
    s.cast(P0, s.hand(P0, "Boomerang"), [land])
    s.resolve()
    assert s.names(P1, Zone.HAND) == ["Forest"]


def test_repulse(scenario):
    """CR 400.3, 121.1: return target creature to its owner's hand; draw a card."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    s.library(P0, "Island")
    s.lands(P0, "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, "Repulse"), [giant])
    s.resolve()
    assert s.names(P1, Zone.HAND) == [GIANT] and s.names(P0, Zone.HAND) == ["Island"]


@pytest.mark.parametrize("name", ["Zephyr Sprite", "Flying Men", "Mahamoti Djinn"])
def test_more_blue_fliers(scenario, name):
    """CR 702.9b: a flier can't be blocked by a creature without flying or reach."""
    s = scenario()
    f = s.battlefield(P0, name)
    s.battlefield(P1, GIANT)
    _attack(s, f)
    assert not s.agents[P1].asked and s.game.players[P1].life == 20 - get_card(name).power


def test_wall_of_air_blocks_fliers_but_cannot_attack(scenario):
    """CR 702.3b defender; CR 702.9b a flier may block a flier."""
    s = scenario()
    drake = s.battlefield(P0, "Wind Drake")
    wall = s.battlefield(P1, "Wall of Air")
    _attack(s, drake, blocks=[(wall, drake)])
    assert s.game.players[P1].life == 20 and wall.damage == 2
    s2 = scenario()
    s2.battlefield(P0, "Wall of Air")
    s2.combat()
    assert not any(k == "attackers" for k, _ in s2.agents[P0].asked)


def test_phantom_warrior_unblockable(scenario):
    """CR 509.1b: Phantom Warrior can't be blocked."""
    s = scenario()
    w = s.battlefield(P0, "Phantom Warrior")
    s.battlefield(P1, "Wind Drake")
    _attack(s, w)
    assert not s.agents[P1].asked and s.game.players[P1].life == 18


def test_riverwheel_aerialists_prowess(scenario):
    """CR 702.108a: prowess: +1/+1 until end of turn for each noncreature spell you cast."""
    s = scenario()
    r = s.battlefield(P0, "Riverwheel Aerialists")
    s.library(P0, "Island")
    s.lands(P0, "Island")
    s.cast(P0, s.hand(P0, "Opt"))
    s.resolve()
    assert (s.game.power(r), s.game.toughness(r)) == (5, 6)


def test_sea_gate_oracle(scenario):
    """CR 603.6a: look at the top two, one into your hand, the other on the bottom."""
    s = scenario()
    _a, b, _ = s.library(P0, "Mountain", "Forest", "Plains")
    s.lands(P0, "Island", "Island", "Island")
    s.script(P0, ("dig", (b.oid,)))
    s.cast(P0, s.hand(P0, "Sea Gate Oracle"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Forest"]
    assert _top(s, P0) == ["Plains", "Mountain"]


def test_cloudkin_seer(scenario):
    """CR 603.6a: when it enters, draw a card."""
    s = scenario()
    s.library(P0, "Plains")
    s.lands(P0, "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, "Cloudkin Seer"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Plains"]


@pytest.mark.parametrize(("name", "lands"), [("Man-o'-War", 3), ("Mist Raven", 4)])
def test_etb_bounce(scenario, name, lands):
    """CR 603.6a, 400.3: when it enters, return target creature to its owner's hand."""
    s = scenario()
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, *["Island"] * lands)
    s.script(P0, ("targets", lambda v, d: next(o for o in d.options if o[0][0] == giant.oid)))
    s.cast(P0, s.hand(P0, name))
    s.resolve()
    assert s.names(P1, Zone.HAND) == [GIANT]


def test_man_o_war_alone_bounces_itself(scenario):
    """CR 603.3d: with no other creature, the only legal target is Man-o'-War itself."""
    s = scenario()
    s.lands(P0, "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, "Man-o'-War"))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Man-o'-War"]


def test_looter_il_kor(scenario):
    """CR 702.28b shadow; when it deals damage to an opponent, draw a card, then discard a card."""
    s = scenario()
    looter = s.battlefield(P0, "Looter il-Kor")
    s.battlefield(P1, BEARS)
    s.library(P0, "Island")
    old = s.hand(P0, "Mountain")
    s.script(P0, ("attackers", (looter.oid,)), ("discard", (old.oid,)))
    s.combat()
    assert s.names(P0, Zone.HAND) == ["Island"] and s.names(P0, Zone.GRAVEYARD) == ["Mountain"]
    assert s.game.players[P1].life == 19


def test_thieving_magpie(scenario):
    """When it deals damage to an opponent, draw a card."""
    s = scenario()
    m = s.battlefield(P0, "Thieving Magpie")
    s.library(P0, "Island")
    _attack(s, m)
    assert s.names(P0, Zone.HAND) == ["Island"] and s.game.players[P1].life == 19


def test_prodigal_sorcerer(scenario):
    """CR 602.2: {T}: 1 damage to any target."""
    s = scenario()
    tim = s.battlefield(P0, "Prodigal Sorcerer")
    fly = s.battlefield(P1, "Zephyr Sprite")
    s.activate(P0, tim, 0, [fly])
    s.resolve()
    assert s.zone(fly) is Zone.GRAVEYARD and tim.tapped


def test_watercourser(scenario):
    """CR 611.2c: {U}: +1/-1 until end of turn, repeatable; at toughness 0 it dies (CR 704.5f)."""
    s = scenario()
    w = s.battlefield(P0, "Watercourser")
    s.lands(P0, "Island", "Island", "Island")
    s.activate(P0, w, 0)
    s.resolve()
    assert (s.game.power(w), s.game.toughness(w)) == (3, 2)
    s.activate(P0, w, 0)
    s.activate(P0, w, 0)
    s.resolve()
    assert s.zone(w) is Zone.GRAVEYARD


# -- interactions between deck cards -----------------------------------------------------------


def test_dispel_wins_a_counter_war(scenario):
    """CR 405.5, 701.6a: Dispel counters Counterspell, so the Bolt resolves."""
    s = scenario()
    bolt = _spell_from_p0(s, "Lightning Bolt", ["Mountain", "Island"], [P1])
    s.lands(P1, "Island", "Island")
    s.cast(P1, s.hand(P1, "Counterspell"), [bolt])
    cs = s.game.stack[-1].obj
    s.cast(P0, s.hand(P0, "Dispel"), [cs])
    s.resolve()
    assert s.game.players[P1].life == 17
    assert s.names(P1, Zone.GRAVEYARD) == ["Counterspell"]


def test_countered_creature_has_no_etb(scenario):
    """CR 701.6a, 603.6a: a countered creature spell never enters: no "enters" trigger."""
    s = scenario()
    s.library(P0, "Island")
    rager = _spell_from_p0(s, "Phyrexian Rager", ["Swamp", "Swamp", "Swamp"])
    _counter(s, "Counterspell", rager)
    assert s.names(P0, Zone.HAND) == [] and s.game.players[P0].life == 20


def test_merfolk_looter_can_discard_the_drawn_card(scenario):
    """CR 701.9a: with an empty hand the drawn card is the one discarded."""
    s = scenario()
    looter = s.battlefield(P0, "Merfolk Looter")
    s.library(P0, "Island")
    s.activate(P0, looter, 0)
    s.resolve()
    assert s.names(P0, Zone.HAND) == [] and s.names(P0, Zone.GRAVEYARD) == ["Island"]


def test_essence_scatter_on_flashed_emperor_is_illegal(scenario):
    """CR 115.1: The Wandering Emperor is a planeswalker spell, not a creature spell."""
    s = scenario(active=P1, step=Step.END)
    s.lands(P0, *["Plains"] * 4)
    s.cast(P0, s.hand(P0, "The Wandering Emperor"))
    emp = s.game.stack[-1].obj
    s.lands(P1, "Island", "Island")
    with pytest.raises(IllegalActionError):
        s.cast(P1, s.hand(P1, "Essence Scatter"), [emp])
    s.cast(P1, s.hand(P1, "Negate"), [emp])
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["The Wandering Emperor"]


@pytest.mark.parametrize("name", ["Impulse", "Sea Gate Oracle"])
def test_dig_one_is_mandatory(scenario, name):
    """CR 608.2c: "Put one of them into your hand" is not optional: taking none is illegal."""
    s = scenario()
    s.library(P0, "Mountain", "Forest", "Swamp", "Plains", "Island")
    s.lands(P0, "Island", "Island", "Island")
    s.script(P0, ("dig", ()))
    s.cast(P0, s.hand(P0, name))
    with pytest.raises(IllegalActionError):
        s.resolve()


# -- Legacy / Modern staples (issue 16, part 5) ---------------------------------------------------


def test_murktide_regent_delve_flying_counters_ignored(scenario):
    """CR 702.66, 702.9: delve pays {1} per exiled card; a 3/3 flyer with a +1/+1 counter for
    the instant (Opt) it exiled (CR 122.6; its counters compiled since issue 26's round 36)."""
    s = scenario()
    s.lands(P0, "Island", "Island")
    for name in ("Mountain", "Forest", "Opt", "Plains", "Swamp"):
        s.graveyard(P0, name)
    s.cast(P0, s.hand(P0, "Murktide Regent"))
    s.resolve()
    m = s.game.players[P0].battlefield[-1]
    assert m.card.name == "Murktide Regent" and s.game.power(m) == 4
    assert s.game.keywords(m) & int(Keyword.FLYING)
    assert len(s.names(P0, Zone.EXILE)) == 5
    assert get_card("Murktide Regent").unparsed == ()


def test_ledger_shredder_flying_connive_ignored(scenario):
    """CR 702.9, 701.50: Ledger Shredder is a 1/3 flyer; its connive trigger is compiled now."""
    s = scenario()
    s.lands(P0, "Island", "Island")
    s.cast(P0, s.hand(P0, "Ledger Shredder"))
    s.resolve()
    b = s.game.players[P0].battlefield[-1]
    assert (s.game.power(b), s.game.toughness(b)) == (1, 3)
    assert s.game.keywords(b) & int(Keyword.FLYING)
    assert not any("connives" in u for u in get_card("Ledger Shredder").unparsed)
    assert get_card("Ledger Shredder").triggers


def test_gitaxian_probe_for_two_life_draws(scenario):
    """CR 107.4f, 121.1: {U/P} paid with 2 life; look at a hand (information), draw a card."""
    s = scenario()
    s.library(P0, "Island")
    s.cast(P0, s.hand(P0, "Gitaxian Probe"), targets=[P1])
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"] and s.game.players[P0].life == 18
    assert get_card("Gitaxian Probe").unparsed == ()


def test_jwari_ruins_leaves_the_battlefield_as_the_whole_card(scenario):
    """CR 712.8, 712.12, 400.7: a modal double-faced card played as its land face is the
    whole card again in any other zone: destroyed, it is Jwari Disruption in the graveyard,
    and returned to hand it could be cast as its front face."""
    s = scenario()
    card = s.hand(P0, "Jwari Disruption")
    s.act(P0, PlayLand(card.oid, back=True))
    ruins = s.game.players[P0].battlefield[-1]
    assert ruins.card.name == "Jwari Ruins"
    s.game.move(ruins, Zone.GRAVEYARD)
    grave = s.game.players[P0].graveyard[-1]
    assert grave.card.name == "Jwari Disruption" and grave.card.is_instant
