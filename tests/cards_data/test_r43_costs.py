"""Round 43 (helper ``costs``): cost mechanics of Standard / Pioneer staples, real Oracle text.

Each card: the compiled value of its real Oracle text, then a built position where the
engine honours it (and its drawback), citing the rule.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.costs import AlternativeCost, Flashback, Kicker
from deckstats.cards.effects import Condition, ExileIfDiesThisTurn, IfKicked, Modal
from deckstats.cards.modifiers import CostChange
from deckstats.cards.oracle import compile_text
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell, HandAction
from deckstats.engine.conditions import condition_holds
from deckstats.engine.types import Step

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


# -- Plot (CR 702.170) --------------------------------------------------------------------


def _slickshot():
    return compile_text(
        "Slickshot Show-Off",
        "{1}{R}",
        "Creature — Bird Wizard",
        "Flying, haste\nWhenever you cast a noncreature spell, Slickshot Show-Off gets +2/+0 "
        "until end of turn.\nPlot {1}{R} (You may pay {1}{R} and exile this card from your hand. "
        "Cast it as a sorcery on a later turn without paying its mana cost. Plot only as a "
        "sorcery.)",
        pt=("1", "2"),
    )


def _plot_actions(s, card):
    return [a for a in s.legal(P0) if isinstance(a, HandAction) and a.oid == card.oid]


def test_slickshot_show_off_compiles_with_plot():
    """CR 702.170a: "Plot {1}{R}": a special action's cost; the later cast is free."""
    card = _slickshot()
    assert card.unparsed == ()
    (opt,) = card.costs
    assert isinstance(opt, AlternativeCost) and opt.keyword == "plot" and opt.mana is None
    assert opt.action_mana is not None and opt.action_mana.text == "{1}{R}"


def test_slickshot_show_off_plotted_then_cast_free_next_turn(scenario):
    """CR 702.170a, 702.170d, 116.2k: plot only as a sorcery; cast free on a later turn only.

    Plotting pays {1}{R} and exiles the card; that turn it can't be cast; the next turn it
    is cast with no land untapped, at sorcery timing only (not in the upkeep).
    """
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    bird = s.hand(P0, _slickshot())
    s.game.step = Step.UPKEEP
    assert _plot_actions(s, bird) == []  # plot only as a sorcery
    s.game.step = Step.PRECOMBAT_MAIN
    (plot,) = _plot_actions(s, bird)
    s.act(P0, plot)
    assert s.zone(bird) is Zone.EXILE
    assert all(land.tapped for land in s.game.players[P0].battlefield)
    (plotted,) = s.game.players[P0].exile
    assert not [a for a in s.legal(P0) if isinstance(a, CastSpell)]  # not this turn
    s.game.turn += 2
    for land in s.game.players[P0].battlefield:
        land.tapped = True  # no mana at all: the cast is free
    s.game.step = Step.UPKEEP
    assert not [a for a in s.legal(P0) if isinstance(a, CastSpell)]  # as a sorcery only
    s.game.step = Step.PRECOMBAT_MAIN
    (cast,) = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == plotted.oid]
    s.act(P0, cast)
    s.resolve()
    assert "Slickshot Show-Off" in s.names(P0, Zone.BATTLEFIELD)


def test_plot_cost_must_be_paid(scenario):
    """CR 702.170a, 601.2h: with one Mountain the {1}{R} plot action is not offered."""
    s = scenario()
    s.lands(P0, "Mountain")
    bird = s.hand(P0, _slickshot())
    assert _plot_actions(s, bird) == []


# -- "This spell costs {3} less to cast if it targets a permanent you control." (CR 601.2f) --


def _this_town():
    return compile_text(
        "This Town Ain't Big Enough",
        "{4}{U}",
        "Instant",
        "This spell costs {3} less to cast if it targets a permanent you control.\nReturn up "
        "to two target nonland permanents to their owners' hands.",
    )


def _town_casts(s, card):
    return {a.targets for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == card.oid}


def test_this_town_compiles():
    """CR 601.2f: a self reduction that reads the spell's targets."""
    card = _this_town()
    assert card.unparsed == () and card.castable
    (mod,) = card.modifiers
    assert isinstance(mod, CostChange) and mod.amount == -3 and mod.if_targets_yours is not None


def test_this_town_costs_two_only_with_your_permanent_targeted(scenario):
    """CR 601.2c, 601.2f: the total cost is set after the targets: {1}{U} with one of yours.

    With two Islands it can target your own creature (alone or with the opponent's), never
    the opponent's creature alone (that costs {4}{U}); cast, both return to hand.
    """
    s = scenario()
    s.lands(P0, "Island", "Island")
    mine = s.battlefield(P0, "Grizzly Bears")
    theirs = s.battlefield(P1, "Hill Giant")
    town = s.hand(P0, _this_town())
    casts = _town_casts(s, town)
    assert casts  # some cast is offered for {1}{U}
    assert all(any(t == mine.oid for grp in ts for t in grp) for ts in casts)
    assert ((theirs.oid,),) not in casts and ((),) not in casts
    both = next(ts for ts in casts if {t for grp in ts for t in grp} == {mine.oid, theirs.oid})
    s.act(P0, CastSpell(town.oid, both))
    s.resolve()
    assert s.zone(mine) is Zone.HAND and s.zone(theirs) is Zone.HAND
    assert all(land.tapped for land in s.game.players[P0].battlefield)


def test_this_town_full_cost_without_your_permanent(scenario):
    """CR 601.2f: targeting only an opponent's permanent, it costs {4}{U} (no reduction)."""
    s = scenario()
    s.lands(P0, "Island", "Island", "Island", "Island")
    theirs = s.battlefield(P1, "Hill Giant")
    town = s.hand(P0, _this_town())
    assert _town_casts(s, town) == set()  # four lands: not enough for {4}{U}
    s.lands(P0, "Island")
    assert ((theirs.oid,),) in _town_casts(s, town)


# -- Molten Collapse: "If you descended this turn, you may choose both instead." (CR 700.2) --


def _molten_collapse():
    return compile_text(
        "Molten Collapse",
        "{B}{R}",
        "Sorcery",
        "Choose one. If you descended this turn, you may choose both instead. (You descended "
        "if a permanent card was put into your graveyard from anywhere.)\n• Destroy target "
        "creature or planeswalker.\n• Destroy target noncreature, nonland permanent with mana "
        "value 1 or less.",
    )


def _offered(s, card, field: str) -> set:
    """One choice (``modes``, ``kicks``) of every cast of ``card`` the engine offers P0."""
    return {
        getattr(a, field) for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == card.oid
    }


def test_molten_collapse_compiles():
    """CR 700.2: choose one, or both under the descend condition."""
    card = _molten_collapse()
    assert card.unparsed == ()
    (modal,) = card.spell
    assert isinstance(modal, Modal) and modal.choose == 1 and modal.most == 0
    assert modal.more_if == Condition.DESCENDED


def test_molten_collapse_both_modes_only_after_descending(scenario):
    """CR 700.2, 601.2b: one mode; both once a permanent card went to your graveyard.

    An instant card put into the graveyard is no descent; a land card milled is; then both
    targets are destroyed by one spell.
    """
    s = scenario()
    s.lands(P0, "Swamp", "Mountain")
    bears = s.battlefield(P1, "Grizzly Bears")
    bauble = s.battlefield(P1, "Mishra's Bauble")
    collapse = s.hand(P0, _molten_collapse())
    assert _offered(s, collapse, "modes") == {(0,), (1,)}
    bolt = s.hand(P0, "Lightning Bolt")
    s.game.move(bolt, Zone.GRAVEYARD)  # an instant card: not a permanent card
    assert _offered(s, collapse, "modes") == {(0,), (1,)}
    (land,) = s.library(P0, "Forest")
    s.game.move(land, Zone.GRAVEYARD)  # a permanent card from anywhere: you descended
    assert _offered(s, collapse, "modes") == {(0,), (1,), (0, 1)}
    s.act(P0, CastSpell(collapse.oid, ((bears.oid,), (bauble.oid,)), modes=(0, 1)))
    s.resolve()
    assert s.zone(bears) is Zone.GRAVEYARD and s.zone(bauble) is Zone.GRAVEYARD
    s.game.turn += 1  # the mark is this turn's only
    assert not condition_holds(s.game, P0, Condition.DESCENDED)


# -- Bargain (CR 702.166): Torch the Tower --------------------------------------------------


def _torch():
    return compile_text(
        "Torch the Tower",
        "{R}",
        "Instant",
        "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this "
        "spell.)\nTorch the Tower deals 2 damage to target creature or planeswalker. If this "
        "spell was bargained, instead it deals 3 damage to that permanent and you scry 1.\n"
        "If a permanent dealt damage by Torch the Tower would die this turn, exile it instead.",
    )


def test_torch_the_tower_compiles():
    """CR 702.166a-b: bargain is an optional {0} kicker paid by a sacrifice; "bargained"."""
    card = _torch()
    assert card.unparsed == ()
    (k,) = card.costs
    assert isinstance(k, Kicker) and k.bargain and k.mana.mana_value == 0
    branch, exile = card.spell
    assert isinstance(branch, IfKicked) and isinstance(exile, ExileIfDiesThisTurn)
    assert exile.damaged


def test_torch_the_tower_unbargained_exiles_the_creature(scenario):
    """CR 702.166a, 614.1a: without an artifact, enchantment or token, no bargain is offered;
    2 damage kills a 2/2, which is exiled instead of dying.
    """
    s = scenario()
    s.lands(P0, "Mountain")
    bears = s.battlefield(P1, "Grizzly Bears")
    torch = s.hand(P0, _torch())
    assert _offered(s, torch, "kicks") == {0}
    s.cast(P0, torch, [bears])
    s.resolve()
    assert s.zone(bears) is Zone.EXILE


def test_torch_the_tower_bargained_sacrifices_and_deals_three(scenario):
    """CR 702.166a-b, 601.2h: bargained, an artifact is sacrificed; 3 damage and scry 1.

    The 3-loyalty planeswalker dealt damage by it is exiled instead of going to the
    graveyard (CR 614.1a, 704.5i); the sacrificed Bauble is in its owner's graveyard.
    """
    s = scenario()
    s.lands(P0, "Mountain")
    bauble = s.battlefield(P0, "Mishra's Bauble")
    (top,) = s.library(P0, "Island")
    garruk = s.battlefield(P1, "Garruk Wildspeaker")
    garruk.counters = {"loyalty": 3}
    torch = s.hand(P0, _torch())
    assert _offered(s, torch, "kicks") == {0, 1}
    s.script(P0, ("scry", (top.oid,)))
    s.act(P0, CastSpell(torch.oid, ((garruk.oid,),), kicks=1))
    assert s.zone(bauble) is Zone.GRAVEYARD  # sacrificed as the spell was cast
    s.resolve()
    assert s.zone(garruk) is Zone.EXILE
    assert ("scry", (top.oid,)) in s.agents[P0].asked  # scry 1 looked at the top card


def test_torch_the_tower_bargain_keeps_a_permanent_after_the_mana(scenario):
    """CR 702.166a, 601.2g-h: an untapped mana rock the payer could tap is not counted.

    With only an untapped Sol Ring, bargain is not offered (the loss of an option, never a
    gain); tapped, the Ring pays nothing more and can be bargained away.
    """
    s = scenario()
    s.lands(P0, "Mountain")
    ring = s.battlefield(P0, "Sol Ring")
    bears = s.battlefield(P1, "Grizzly Bears")
    torch = s.hand(P0, _torch())
    assert _offered(s, torch, "kicks") == {0}
    ring.tapped = True
    assert _offered(s, torch, "kicks") == {0, 1}
    s.act(P0, CastSpell(torch.oid, ((bears.oid,),), kicks=1))
    assert s.zone(ring) is Zone.GRAVEYARD
