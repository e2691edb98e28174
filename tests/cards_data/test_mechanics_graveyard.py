"""Graveyard mechanics (issue 26, point 4): reanimation and graveyard hate, real cards.

CR 404.1: a card in a graveyard is its owner's; CR 110.2a: an effect that puts a card onto
the battlefield "under your control" gives it to that player; CR 400.7: the card becomes a
new object. CR 406.1: exile is a zone; "Exile target player's graveyard" moves every card
of it there. CR 118.3: "Exile ~" in an activation cost is paid by exiling the permanent.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.dsl import TAP, Activated, Cost
from deckstats.cards.effects import DrawCards, ExileGraveyard, Reanimate
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType, Supertype
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import EntersBattlefield
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell
from deckstats.engine.casting import legal_actions
from deckstats.engine.decisions import PRIORITY, Decision
from deckstats.players.goldfish import GoldfishAgent

GRAVE = TargetKind.CARD_IN_GRAVEYARD
CREATURE = CardType.CREATURE


def reanimate():
    return compile_text(
        "Reanimate",
        "{B}",
        "Sorcery",
        "Put target creature card from a graveyard onto the battlefield under your control. "
        "You lose life equal to its mana value.",
    )


def persist():
    return compile_text(
        "Persist",
        "{1}{B}",
        "Sorcery",
        "Return target nonlegendary creature card from your graveyard to the battlefield with "
        "a -1/-1 counter on it.",
    )


def unearth():
    return compile_text(
        "Unearth",
        "{B}",
        "Sorcery",
        "Return target creature card with mana value 3 or less from your graveyard to the "
        "battlefield.\nCycling {2} ({2}, Discard this card: Draw a card.)",
    )


def tormods_crypt():
    return compile_text(
        "Tormod's Crypt",
        "{0}",
        "Artifact",
        "{T}, Sacrifice Tormod's Crypt: Exile target player's graveyard.",
    )


def relic():
    return compile_text(
        "Relic of Progenitus",
        "{1}",
        "Artifact",
        "{T}: Target player exiles a card from their graveyard.\n{1}, Exile Relic of "
        "Progenitus: Exile all graveyards. Draw a card.",
    )


def bojuka_bog():
    return compile_text(
        "Bojuka Bog",
        None,
        "Land",
        "Bojuka Bog enters tapped.\nWhen Bojuka Bog enters, exile target player's graveyard.\n"
        "{T}: Add {B}.",
    )


def griselbrand():
    return compile_text(
        "Griselbrand",
        "{4}{B}{B}{B}{B}",
        "Legendary Creature — Demon",
        "Flying, lifelink\nPay 7 life: Draw seven cards.",
        ("7", "7"),
    )


# -- compiled forms -----------------------------------------------------------------------


def test_reanimation_compiles():
    """CR 110.2a: the three reanimation wordings, each a Reanimate of a graveyard target."""
    any_grave = Target(GRAVE, Controller.ANY, Filter(card_type=CREATURE))
    assert reanimate().spell == (Reanimate(any_grave, lose_life_mana_value=True),)
    nonlegendary = Filter(card_type=CREATURE, not_supertypes=Supertype.LEGENDARY)
    assert persist().spell == (
        Reanimate(Target(GRAVE, Controller.YOU, nonlegendary), counter="-1/-1"),
    )
    small = Filter(card_type=CREATURE, max_mana_value=3)
    assert unearth().spell == (Reanimate(Target(GRAVE, Controller.YOU, small)),)
    for card in (reanimate(), persist(), unearth()):
        assert card.unparsed == ()


def test_graveyard_hate_compiles():
    """CR 406.1: "Exile target player's graveyard" / "Exile all graveyards"; "Exile ~" costs."""
    crypt = tormods_crypt()
    assert crypt.abilities == (
        Activated(
            Cost(tap=True, sacrifice_self=True), (ExileGraveyard(Target(TargetKind.PLAYER)),)
        ),
    )
    r = relic()
    from deckstats.cards.effects_act import ExileOwnGraveyardCards

    assert r.abilities == (
        # "Target player exiles a card from their graveyard" (round 39: compiled)
        Activated(Cost(tap=True), (ExileOwnGraveyardCards(Target(TargetKind.PLAYER)),)),
        Activated(
            Cost(mana=parse_mana_cost("{1}"), exile_self=True),
            (ExileGraveyard(Ref.EACH_PLAYER), DrawCards(1)),
        ),
    )
    assert r.unparsed == ()
    bog = bojuka_bog()
    assert bog.unparsed == ()
    assert bog.triggers[0].when == EntersBattlefield()
    assert bog.triggers[0].effect == (ExileGraveyard(Target(TargetKind.PLAYER)),)
    assert bog.abilities[0].cost == TAP


# -- engine scenarios -----------------------------------------------------------------------


def test_reanimate_steals_from_an_opponents_graveyard_and_costs_life(scenario):
    """CR 110.2a, 608.2h: Griselbrand enters under Reanimate's caster, who loses 8 life."""
    s = scenario()
    grisel = s.graveyard(P1, griselbrand())
    s.lands(P0, "Swamp")
    s.cast(P0, s.hand(P0, reanimate()), [grisel])
    s.resolve()
    mine = [o for o in s.game.players[P0].battlefield if o.card.name == "Griselbrand"]
    assert len(mine) == 1 and mine[0].owner == P1 and mine[0].controller == P0
    assert s.game.players[P0].life == 12
    assert s.names(P1, Zone.GRAVEYARD) == []


def test_persist_returns_with_a_minus_counter(scenario):
    """CR 122.1, 614.1c: Persist's creature enters with a -1/-1 counter (a 7/7 is a 6/6)."""
    s = scenario()
    grisel = s.graveyard(
        P0,
        compile_text(
            "Archon of Cruelty",
            "{6}{B}{B}",
            "Creature — Archon",
            "Flying",
            ("6", "6"),
        ),
    )
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, persist()), [grisel])
    s.resolve()
    archon = next(o for o in s.game.players[P0].battlefield if o.card.name == "Archon of Cruelty")
    assert archon.counters == {"-1/-1": 1}
    assert s.game.power(archon) == 5 and s.game.toughness(archon) == 5


def test_persist_cannot_target_a_legendary_card(scenario):
    """CR 115.1: "nonlegendary creature card": Griselbrand is no legal target."""
    s = scenario()
    s.graveyard(P0, griselbrand())
    s.lands(P0, "Swamp", "Swamp")
    s.hand(P0, persist())
    acts = [a for a in s.legal(P0) if isinstance(a, CastSpell)]
    assert acts == []


def test_tormods_crypt_exiles_a_graveyard(scenario):
    """CR 406.1: every card in the target player's graveyard is exiled."""
    s = scenario()
    crypt = s.battlefield(P0, tormods_crypt())
    s.graveyard(P1, "Lightning Bolt")
    s.graveyard(P1, griselbrand())
    s.graveyard(P0, "Shock")
    s.activate(P0, crypt, 0, [P1])
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == []
    assert sorted(s.names(P1, Zone.EXILE)) == ["Griselbrand", "Lightning Bolt"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Shock", "Tormod's Crypt"]


def test_relic_exiles_itself_and_all_graveyards_then_draws(scenario):
    """CR 118.3: Relic is exiled to pay the cost (not put into a graveyard); then draw."""
    s = scenario()
    s.library(P0, "Island")
    r = s.battlefield(P0, relic())
    s.lands(P0, "Island")
    s.graveyard(P0, "Shock")
    s.graveyard(P1, griselbrand())
    s.activate(P0, r, 1)  # ability 0 is the {T} one (compiled since round 39)
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == [] and s.names(P1, Zone.GRAVEYARD) == []
    assert sorted(s.names(P0, Zone.EXILE)) == ["Relic of Progenitus", "Shock"]
    assert s.names(P0, Zone.HAND) == ["Island"]


def test_goldfish_reanimates_its_biggest_creature(scenario):
    """The goldfish casts Reanimate on Griselbrand in its own graveyard (8 life at 20)."""
    s = scenario(goldfish=True)
    grisel = s.graveyard(P0, griselbrand())
    s.graveyard(P0, "Grizzly Bears")
    s.lands(P0, "Swamp")
    s.hand(P0, reanimate())
    actions, canon = legal_actions(s.game, P0)
    a = GoldfishAgent().decide(
        s.game.views[P0], Decision(PRIORITY, actions, canon=canon), s.game.agent_rngs[P0]
    )
    assert isinstance(a, CastSpell) and a.targets == ((grisel.oid,),)


# -- the heuristic players --------------------------------------------------------------------


def _heuristic_choice(s):
    from deckstats.players.heuristic import HeuristicAgent

    actions, canon = legal_actions(s.game, P0)
    decision = Decision(PRIORITY, actions, canon=canon)
    return HeuristicAgent("midrange").decide(s.game.views[P0], decision, s.game.agent_rngs[P0])


def test_heuristic_keeps_graveyard_hate_until_it_matters(scenario):
    """Tormod's Crypt is not cracked at an empty graveyard; it is at a creature card."""
    from deckstats.engine.actions import PASS, ActivateAbility

    s = scenario()
    crypt = s.battlefield(P0, tormods_crypt())
    s.graveyard(P1, "Lightning Bolt")
    assert _heuristic_choice(s) is PASS
    s.graveyard(P1, griselbrand())
    assert _heuristic_choice(s) == ActivateAbility(crypt.oid, 0, ((P1,),))


def test_heuristic_reanimates_the_opponents_best_creature(scenario):
    """CR 110.2a: Reanimate on the opponent's Griselbrand rather than our Grizzly Bears."""
    s = scenario()
    grisel = s.graveyard(P1, griselbrand())
    s.graveyard(P0, "Grizzly Bears")
    s.lands(P0, "Swamp")
    s.hand(P0, reanimate())
    a = _heuristic_choice(s)
    assert isinstance(a, CastSpell) and a.targets == ((grisel.oid,),)


# -- graveyard-size power: Tarmogoyf (CR 604.3, 208.2a) -----------------------------------------


def tarmogoyf():
    return compile_text(
        "Tarmogoyf",
        "{1}{G}",
        "Creature — Lhurgoyf",
        "Tarmogoyf's power is equal to the number of card types among cards in all graveyards "
        "and its toughness is equal to that number plus 1.",
        ("*", "1+*"),
    )


def test_tarmogoyf_compiles_its_characteristic_defining_ability():
    card = tarmogoyf()
    assert card.unparsed == ()
    assert card.pt_cda == ("types_in_all_graveyards", 0, 1)


def test_tarmogoyf_counts_card_types_in_both_graveyards(scenario):
    """CR 604.3: land, instant and (artifact creature: two types) in either graveyard."""
    s = scenario()
    goyf = s.battlefield(P0, tarmogoyf())
    assert (s.game.power(goyf), s.game.toughness(goyf)) == (0, 1)
    s.graveyard(P0, "Forest")
    s.graveyard(P1, "Lightning Bolt")
    s.graveyard(P1, "Shock")  # a second instant adds no type
    assert (s.game.power(goyf), s.game.toughness(goyf)) == (2, 3)
    s.graveyard(
        P1, compile_text("Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", ("0", "2"))
    )
    assert (s.game.power(goyf), s.game.toughness(goyf)) == (4, 5)
    goyf.counters = {"+1/+1": 1}  # counters still add on top (CR 613.4c)
    assert (s.game.power(goyf), s.game.toughness(goyf)) == (5, 6)


def test_power_equal_to_lands_you_control(scenario):
    """Allosaurus Rider: "each equal to 1 plus the number of lands you control"."""
    rider = compile_text(
        "Allosaurus Rider",
        "{5}{G}{G}",
        "Creature — Elf Warrior",
        "You may exile two green cards from your hand rather than pay this spell's mana "
        "cost.\nAllosaurus Rider's power and toughness are each equal to 1 plus the number of "
        "lands you control.",
        ("1+*", "1+*"),
    )
    assert rider.pt_cda == ("lands_you_control", 1, 1)
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest")
    o = s.battlefield(P0, rider)
    assert (s.game.power(o), s.game.toughness(o)) == (4, 4)


# -- graveyard replacements (CR 614.1a) ---------------------------------------------------------


def leyline_of_the_void():
    return compile_text(
        "Leyline of the Void",
        "{2}{B}{B}",
        "Enchantment",
        "If Leyline of the Void is in your opening hand, you may begin the game with it on the "
        "battlefield.\nIf a card would be put into an opponent's graveyard from anywhere, exile "
        "it instead.",
    )


def rest_in_peace():
    return compile_text(
        "Rest in Peace",
        "{1}{W}",
        "Enchantment",
        "When Rest in Peace enters, exile all graveyards.\nIf a card or token would be put into "
        "a graveyard from anywhere, exile it instead.",
    )


def test_graveyard_replacements_compile():
    assert leyline_of_the_void().graveyard_exile == "opponents"
    rip = rest_in_peace()
    assert rip.graveyard_exile == "all" and rip.unparsed == ()
    assert rip.triggers[0].effect == (ExileGraveyard(Ref.EACH_PLAYER),)


def test_leyline_exiles_the_opponents_cards_instead(scenario):
    """CR 614.1a: the opponent's Bolt resolves into exile, and its dying creature does not
    die (no dies trigger: it never reaches the graveyard, CR 700.4); ours still go there."""
    s = scenario()
    s.battlefield(P0, leyline_of_the_void())
    traveler = compile_text(
        "Doomed Traveler",
        "{W}",
        "Creature — Human Soldier",
        "When Doomed Traveler dies, create a 1/1 white Spirit creature token with flying.",
        ("1", "1"),
    )
    bear = s.battlefield(P1, traveler)
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), [bear])
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == []
    assert sorted(s.names(P1, Zone.EXILE)) == ["Doomed Traveler", "Lightning Bolt"]
    assert s.names(P1, Zone.BATTLEFIELD) == ["Mountain"]  # no Spirit: it did not die
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["Lightning Bolt"]


def test_rest_in_peace_exiles_everyones_cards(scenario):
    s = scenario()
    s.battlefield(P0, rest_in_peace())
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == [] and s.names(P0, Zone.EXILE) == ["Lightning Bolt"]


# -- delve and Murktide Regent (CR 702.66) ------------------------------------------------------


def murktide():
    return compile_text(
        "Murktide Regent",
        "{5}{U}{U}",
        "Creature — Dragon",
        "Delve (Each card you exile from your graveyard while casting this spell pays for "
        "{1}.)\nFlying\nMurktide Regent enters with a +1/+1 counter on it for each instant and "
        "sorcery card exiled with it.\nWhenever an instant or sorcery card leaves your "
        "graveyard, put a +1/+1 counter on Murktide Regent.",
        ("3", "3"),
    )


def test_murktide_compiles_its_delve_counters():
    card = murktide()
    assert card.enters_with == ("+1/+1", "delved_instants_and_sorceries")
    # the "leaves your graveyard" trigger compiles too (CR 603.10a; test_r36_fid.py)
    assert card.unparsed == ()


def test_murktide_enters_with_a_counter_per_delved_instant_and_sorcery(scenario):
    """CR 702.66a: four cards delved pay {4}; the three instants and sorceries among them
    give three +1/+1 counters (the land gives none)."""
    s = scenario()
    for name in ("Lightning Bolt", "Shock", "Forest"):
        s.graveyard(P0, name)
    ponder_text = (
        "Look at the top three cards of your library, then put them back in any order. You "
        "may shuffle.\nDraw a card."
    )
    s.graveyard(P0, compile_text("Ponder", "{U}", "Sorcery", ponder_text))
    s.lands(P0, "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, murktide()))
    s.resolve()
    regent = next(o for o in s.game.players[P0].battlefield if o.card.name == "Murktide Regent")
    assert sorted(s.names(P0, Zone.EXILE)) == ["Forest", "Lightning Bolt", "Ponder", "Shock"]
    assert regent.counters == {"+1/+1": 3}
    assert (s.game.power(regent), s.game.toughness(regent)) == (6, 6)
