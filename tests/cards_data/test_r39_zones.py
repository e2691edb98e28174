"""Zone-moving templates of round 39 (issue 26, brief r39_zones): real cards, real text.

Each family: the compiled value of a real card's Oracle text and an engine scenario that
cites its rule.

- "If a creature dealt damage this way would die this turn, exile it instead." (Anger of
  the Gods; CR 614.1a): ``ExileIfDiesThisTurn(damaged=True)``.
- Converge, "the number of colors of mana spent to cast this spell" (Prismatic Ending;
  CR 207.2c, 601.2h): ``Count("colors_spent")`` read from the spell's payment
  (``engine.converge``; a lower bound: the colours certainly spent).
- "target ... with mana value X [or less]" (Repeal; CR 107.3a, 601.2c): ``IfTargetX``; the
  cast choices pair each target only with the X values it fits.
- 'Until end of turn, target creature gains "<ability>"' (Undying Malice, Retraction Helix;
  CR 611.2a, 613.1f, 514.2): ``GainAbilityEot`` (``cards.effects_stat``); "return it to the battlefield
  [tapped] under its owner's control [with a +1/+1 counter on it]" in a dies trigger.
- Library and life by totals and halves (CR 107.1a, 406.3): ``ExileUntilTotal`` (Tasha's
  Hideous Laughter), ``HalfOfPlayer`` (Peer into the Abyss; Maddening Cacophony kicked,
  "If this spell was kicked, instead ..." CR 702.33d).
- "Return the top creature card of your graveyard to the battlefield. ... haste ... Exile it
  at the beginning of the next end step." (Shallow Grave; CR 404.2, 702.10, 603.7):
  ``ReturnTopOfGraveyard``.
- The opponent chooses among the cards found or revealed (Intuition, Gifts Ungiven;
  CR 701.20a) or separates them into piles (Fact or Fiction; CR 700.3): ``OpponentChooses``.
- "Search target player's library for up to three cards with flashback and put them into
  that player's graveyard." (Quiet Speculation; CR 701.23, only your own library);
  "Choose land or nonland. Reveal cards ... until ... of the chosen kind." (Abundant
  Harvest; a mode, CR 700.2, 701.20a); "If a black or red permanent, spell, or card not on
  the battlefield would be put into a graveyard, exile it instead." (Sanctifier en-Vec;
  CR 614.1a).
- Serum Powder: "Any time you could mulligan and ~ is in your hand, you may exile all the
  cards from your hand, then draw that many cards." (CR 103.5; ``engine.turn.mulligan``).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards import effects as fx
from deckstats.cards import effects_library as lx
from deckstats.cards.counts import Count
from deckstats.cards.effects_moves import (
    ExileUntilTotal,
    HalfOfPlayer,
    IfTargetX,
    OpponentChooses,
    ReturnTopOfGraveyard,
)
from deckstats.cards.effects_stat import GainAbilityEot
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind
from deckstats.engine import Zone
from deckstats.engine.decisions import DISCARD, MAY, SEARCH
from deckstats.engine.flags import HASTE

ANGER = (
    "Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this way "
    "would die this turn, exile it instead."
)


def _creature(name, pt, cost="{1}{G}", types="Creature — Bear"):
    return compile_text(name, cost, types, "", pt=pt)


# -- exile instead of dying, for each creature dealt damage (CR 614.1a) ----------------------


def test_anger_of_the_gods_compiles_to_damage_then_exile_instead():
    card = compile_text("Anger of the Gods", "{1}{R}{R}", "Sorcery", ANGER)
    assert card.unparsed == ()
    assert card.spell == (
        fx.DealDamage(3, Ref.EACH_CREATURE),
        fx.ExileIfDiesThisTurn(damaged=True),
    )


def test_anger_of_the_gods_exiles_the_creatures_it_kills(scenario):
    """CR 614.1a: a creature dealt damage by Anger that would die is exiled instead; a
    creature that survives stays, and a creature that dies later of other damage this turn
    is exiled too (it was dealt damage this way)."""
    card = compile_text("Anger of the Gods", "{1}{R}{R}", "Sorcery", ANGER)
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    bear = s.battlefield(P1, _creature("Grizzly Bears", ("2", "2")))
    mine = s.battlefield(P0, _creature("Runeclaw Bear", ("2", "2")))
    giant = s.battlefield(P1, _creature("Craw Wurm", ("6", "4"), "{4}{G}{G}"))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.zone(bear) is Zone.EXILE
    assert s.zone(mine) is Zone.EXILE
    assert s.zone(giant) is Zone.BATTLEFIELD
    bolt = compile_text(
        "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
    )
    s.cast(P0, s.hand(P0, bolt), targets=[giant])
    s.resolve()
    assert s.zone(giant) is Zone.EXILE


# -- converge: the colours of mana spent to cast the spell (CR 207.2c, 601.2h) ---------------

PRISMATIC_ENDING = (
    "Converge — Exile target nonland permanent if its mana value is less than or equal to the "
    "number of colors of mana spent to cast this spell."
)


def prismatic_ending():
    return compile_text("Prismatic Ending", "{X}{W}", "Sorcery", PRISMATIC_ENDING)


def test_prismatic_ending_compiles_to_a_converge_check():
    card = prismatic_ending()
    assert card.unparsed == ()
    (check,) = card.spell
    assert isinstance(check, lx.IfTargetAtMost) and check.quality == "mana value"
    assert check.count == Count("colors_spent")
    assert isinstance(check.then[0], fx.Exile)


def _ending(scenario, lands, x, victim_cost):
    s = scenario()
    s.lands(P0, *lands)
    victim = s.battlefield(P1, _creature("Victim", ("2", "2"), victim_cost))
    s.cast(P0, s.hand(P0, prismatic_ending()), targets=[victim], x=x)
    s.resolve()
    return s, victim


def test_prismatic_ending_with_two_colours_exiles_a_two_drop(scenario):
    """CR 207.2c, 601.2h: {X}{W} with X=1 paid by Plains and Island: two colours spent."""
    s, victim = _ending(scenario, ("Plains", "Island"), 1, "{1}{G}")
    assert s.zone(victim) is Zone.EXILE


def test_prismatic_ending_paid_with_one_colour_spares_a_two_drop(scenario):
    """Two Plains: one colour spent, so a permanent with mana value 2 stays (CR 608.2c)."""
    s, victim = _ending(scenario, ("Plains", "Plains"), 1, "{1}{G}")
    assert s.zone(victim) is Zone.BATTLEFIELD
    s2, victim2 = _ending(scenario, ("Plains", "Plains"), 1, "{G}")
    assert s2.zone(victim2) is Zone.EXILE


def test_prismatic_ending_three_colours_exile_a_three_drop(scenario):
    s, victim = _ending(scenario, ("Plains", "Island", "Swamp"), 2, "{2}{G}")
    assert s.zone(victim) is Zone.EXILE
    s2, victim2 = _ending(scenario, ("Plains", "Island", "Island"), 2, "{2}{G}")
    assert s2.zone(victim2) is Zone.BATTLEFIELD


# -- "target ... with mana value X" (CR 107.3a, 601.2b-c, 608.2b) -----------------------------

REPEAL = "Return target nonland permanent with mana value X to its owner's hand.\nDraw a card."


def test_repeal_compiles_to_a_bounce_bound_by_x():
    card = compile_text("Repeal", "{X}{U}", "Instant", REPEAL)
    assert card.unparsed == ()
    (bound, draw) = card.spell
    assert isinstance(bound, IfTargetX) and not bound.or_less
    assert isinstance(bound.then[0], fx.Bounce) and draw == fx.DrawCards(1)


def test_repeal_targets_only_permanents_whose_mana_value_is_the_x_paid(scenario):
    """CR 601.2b-c: X is chosen before targets; the target's mana value must equal X."""
    from deckstats.engine import casting
    from deckstats.engine.actions import CastSpell

    card = compile_text("Repeal", "{X}{U}", "Instant", REPEAL)
    s = scenario()
    s.lands(P0, "Island", "Island", "Island")
    bear = s.battlefield(P1, _creature("Grizzly Bears", ("2", "2")))
    wurm = s.battlefield(P1, _creature("Craw Wurm", ("6", "4"), "{4}{G}{G}"))
    repeal = s.hand(P0, card)
    s.build()
    actions, _ = casting.legal_actions(s.game, P0, True)
    casts = {(a.targets, a.x) for a in actions if isinstance(a, CastSpell) and a.oid == repeal.oid}
    assert casts == {(((bear.oid,),), 2)}  # never the bears for X=0 or 1, never the wurm
    s.library(P0, "Island")
    s.cast(P0, repeal, targets=[bear], x=2)
    s.resolve()
    assert s.zone(bear) is Zone.HAND and s.zone(wurm) is Zone.BATTLEFIELD
    assert s.names(P0, Zone.HAND) == ["Island"]


# -- a quoted ability until end of turn (CR 611.2a, 613.1f, 514.2) ---------------------------

UNDYING_MALICE = (
    'Until end of turn, target creature gains "When this creature dies, return it to the '
    "battlefield tapped under its owner's control with a +1/+1 counter on it.\""
)
BOLT = "Lightning Bolt deals 3 damage to any target."


def test_undying_malice_compiles_to_a_granted_dies_trigger():
    card = compile_text("Undying Malice", "{B}", "Instant", UNDYING_MALICE)
    assert card.unparsed == ()
    (grant,) = card.spell
    assert isinstance(grant, GainAbilityEot) and grant.abilities == ()
    (trig,) = grant.triggers
    assert trig.effect == (
        fx.Reanimate(Ref.TRIGGERING_OBJECT, tapped=True, counter="+1/+1", owner=True),
    )


def test_undying_malice_returns_the_creature_with_a_counter_this_turn_only(scenario):
    """CR 611.2a, 603.10a: the dies trigger returns it tapped with a +1/+1 counter; after
    the cleanup step (CR 514.2) the ability is gone."""
    s = scenario()
    s.lands(P0, "Swamp", "Mountain", "Mountain")
    bear = s.battlefield(P0, _creature("Grizzly Bears", ("2", "2")))
    s.cast(P0, s.hand(P0, compile_text("Undying Malice", "{B}", "Instant", UNDYING_MALICE)), [bear])
    s.resolve()
    s.cast(P0, s.hand(P0, compile_text("Lightning Bolt", "{R}", "Instant", BOLT)), [bear])
    s.resolve()
    (back,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Grizzly Bears"]
    assert back.tapped and back.counters == {"+1/+1": 1}
    assert s.game.power(back) == 3
    s.cleanup()
    s.cast(P0, s.hand(P0, compile_text("Lightning Bolt", "{R}", "Instant", BOLT)), [back])
    s.resolve()
    assert "Grizzly Bears" in s.names(P0, Zone.GRAVEYARD)


def test_retraction_helix_grants_a_bounce_ability(scenario):
    """CR 611.2a, 602.1: the creature has "{T}: Return target nonland permanent ..."."""
    text = 'Until end of turn, target creature gains "{T}: Return target nonland permanent to its owner\'s hand."'
    card = compile_text("Retraction Helix", "{U}", "Instant", text)
    assert card.unparsed == ()
    s = scenario()
    s.lands(P0, "Island")
    bear = s.battlefield(P0, _creature("Grizzly Bears", ("2", "2")))
    victim = s.battlefield(P1, _creature("Craw Wurm", ("6", "4"), "{4}{G}{G}"))
    s.cast(P0, s.hand(P0, card), [bear])
    s.resolve()
    s.activate(P0, bear, 0, [victim])
    s.resolve()
    assert s.zone(victim) is Zone.HAND


# -- totals and halves of a library or a life total (CR 107.1a, 406.3) ------------------------

TASHA = (
    "Each opponent exiles cards from the top of their library until that player has exiled "
    "cards with total mana value 20 or more."
)
PEER = (
    "Target player draws cards equal to half the number of cards in their library and loses "
    "half their life. Round up each time."
)
CACOPHONY = (
    "Kicker {3}{U} (You may pay an additional {3}{U} as you cast this spell.)\nEach opponent "
    "mills eight cards. If this spell was kicked, instead each opponent mills half their "
    "library, rounded up."
)


def test_tashas_hideous_laughter_exiles_until_twenty_mana_value(scenario):
    """CR 406.3: 8 + 8 + 0 + 6 = 22 >= 20: four cards exiled, the fifth stays."""
    card = compile_text("Tasha's Hideous Laughter", "{1}{U}{B}", "Sorcery", TASHA)
    assert card.spell == (ExileUntilTotal(Ref.EACH_OPPONENT, 20),)
    big = _creature("Eight", ("8", "8"), "{6}{G}{G}")
    six = _creature("Six", ("6", "6"), "{4}{G}{G}")
    s = scenario()
    s.lands(P0, "Island", "Swamp", "Swamp")
    s.library(P1, big, big, "Forest", six, "Island", "Forest")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert sorted(s.names(P1, Zone.EXILE)) == ["Eight", "Eight", "Forest", "Six"]
    assert len(s.game.players[P1].library) == 2


def test_peer_into_the_abyss_draws_and_loses_half_rounded_up(scenario):
    """CR 107.1a: 7 cards in library -> 4 drawn; 19 life -> 10 lost."""
    card = compile_text("Peer into the Abyss", "{4}{B}{B}{B}", "Sorcery", PEER)
    assert card.unparsed == ()
    (half,) = card.spell
    assert isinstance(half, HalfOfPlayer) and half.draw and half.lose and not half.mill
    s = scenario()
    s.lands(P0, *["Swamp"] * 7)
    s.library(P0, *["Forest"] * 7)
    s.game.players[P0].life = 19
    s.cast(P0, s.hand(P0, card), targets=[P0])
    s.resolve()
    assert len(s.game.players[P0].hand) == 4
    assert s.game.players[P0].life == 9


def test_maddening_cacophony_kicked_mills_half_instead(scenario):
    """CR 702.33d: kicked, each opponent mills half their library (11 -> 6) instead of 8."""
    card = compile_text("Maddening Cacophony", "{1}{U}", "Sorcery", CACOPHONY)
    assert card.unparsed == ()
    assert card.spell == (
        fx.IfKicked(
            (HalfOfPlayer(Ref.EACH_OPPONENT, mill=True),), (fx.Mill(8, Ref.EACH_OPPONENT),)
        ),
    )
    from deckstats.engine.actions import CastSpell

    for kicks, left in ((0, 3), (1, 5)):
        s = scenario()
        s.lands(P0, *["Island"] * 6)
        s.library(P1, *["Forest"] * 11)
        s.act(P0, CastSpell(s.hand(P0, card).oid, kicks=kicks))
        s.resolve()
        assert len(s.game.players[P1].library) == left


# -- the top creature card of a graveyard (CR 404.2, 603.7) ------------------------------------

SHALLOW_GRAVE = (
    "Return the top creature card of your graveyard to the battlefield. That creature gains "
    "haste until end of turn. Exile it at the beginning of the next end step."
)


def test_shallow_grave_returns_the_top_creature_with_haste_until_the_end_step(scenario):
    """CR 404.2: the last creature card put into the graveyard returns (not the bears
    below it), with haste (CR 702.10); the delayed trigger exiles it (CR 603.7)."""
    card = compile_text("Shallow Grave", "{1}{B}", "Instant", SHALLOW_GRAVE)
    assert card.unparsed == ()
    assert card.spell == (ReturnTopOfGraveyard(Filter(card_type=CardType.CREATURE), True),)
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    s.graveyard(P0, _creature("Grizzly Bears", ("2", "2")))
    s.graveyard(P0, _creature("Craw Wurm", ("6", "4"), "{4}{G}{G}"))
    s.graveyard(P0, "Forest")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    (wurm,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Craw Wurm"]
    assert s.game.keywords(wurm) & HASTE
    assert "Grizzly Bears" in s.names(P0, Zone.GRAVEYARD)
    from deckstats.engine import turn

    turn.fire_delayed(s.game, turn.Step.END)
    s.resolve()
    assert "Craw Wurm" in s.names(P0, Zone.EXILE)
    assert s.game.delayed == []


def test_gorilla_shaman_activates_only_for_the_x_of_the_artifact(scenario):
    """CR 602.2b, 601.2b-c: an activated ability's X is chosen before its targets too."""
    from deckstats.engine import casting
    from deckstats.engine.actions import ActivateAbility

    text = "{X}{X}{1}: Destroy target noncreature artifact with mana value X."
    shaman = compile_text("Gorilla Shaman", "{R}", "Creature — Ape Shaman", text, pt=("1", "1"))
    assert shaman.unparsed == ()
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    ape = s.battlefield(P0, shaman)
    ring = s.battlefield(P1, compile_text("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}."))
    s.build()
    actions, _ = casting.legal_actions(s.game, P0, True)
    uses = {
        (a.targets, a.x) for a in actions if isinstance(a, ActivateAbility) and a.oid == ape.oid
    }
    assert uses == {(((ring.oid,),), 1)}
    s.act(P0, ActivateAbility(ape.oid, 0, ((ring.oid,),), 1))
    s.resolve()
    assert s.zone(ring) is Zone.GRAVEYARD


# -- the opponent chooses: Intuition, Gifts Ungiven, Fact or Fiction (CR 700.3, 701.20a) -------

INTUITION = (
    "Search your library for three cards and reveal them. Target opponent chooses one. Put that "
    "card into your hand and the rest into your graveyard. Then shuffle."
)
GIFTS = (
    "Search your library for up to four cards with different names and reveal them. Target "
    "opponent chooses two of those cards. Put the chosen cards into your graveyard and the "
    "rest into your hand, then shuffle."
)
FACT_OR_FICTION = (
    "Reveal the top five cards of your library. An opponent separates those cards into two "
    "piles. Put one pile into your hand and the other into your graveyard."
)


def _cards(*names):
    return [_creature(n, ("1", "1"), "{G}") for n in names]


def test_intuition_puts_the_opponents_choice_into_hand_the_rest_into_graveyard(scenario):
    """CR 701.20a: three cards revealed; the target opponent picks the one we get."""
    card = compile_text("Intuition", "{2}{U}", "Instant", INTUITION)
    assert card.unparsed == ()
    (eff,) = card.spell
    assert eff == OpponentChooses(3, Target(TargetKind.PLAYER, Controller.OPPONENT), 1, "hand")
    s = scenario()
    s.lands(P0, "Island", "Island", "Island")
    a, b, c, _d = s.library(P0, *_cards("A", "B", "C", "D"))
    s.script(P0, (SEARCH, (a.oid, b.oid, c.oid)))
    s.script(P1, (DISCARD, (b.oid,)))
    s.cast(P0, s.hand(P0, card), targets=[P1])
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["B"]
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["A", "C", "Intuition"]
    assert s.names(P0, Zone.LIBRARY) == ["D"]


def test_gifts_ungiven_offers_different_names_and_bins_the_two_chosen(scenario):
    """CR 701.20a: four different names; the opponent chooses two for our graveyard."""
    card = compile_text("Gifts Ungiven", "{3}{U}", "Instant", GIFTS)
    assert card.unparsed == ()
    (eff,) = card.spell
    assert eff.up_to and eff.different_names and eff.chosen == 2 and eff.chosen_to == "graveyard"
    s = scenario()
    s.lands(P0, "Island", "Island", "Island", "Island")
    a, _a2, b, c, d = s.library(P0, *_cards("A", "A", "B", "C", "D"))
    s.script(P0, (SEARCH, (a.oid, b.oid, c.oid, d.oid)))
    s.script(P1, (DISCARD, (c.oid, d.oid)))  # the two the opponent lets us keep
    s.cast(P0, s.hand(P0, card), targets=[P1])
    s.resolve()
    assert sorted(s.names(P0, Zone.HAND)) == ["C", "D"]
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["A", "B", "Gifts Ungiven"]
    assert s.names(P0, Zone.LIBRARY) == ["A"]


def test_fact_or_fiction_opponent_splits_we_take_a_pile(scenario):
    """CR 700.3: the opponent separates the five cards into two piles; we choose one."""
    card = compile_text("Fact or Fiction", "{3}{U}", "Instant", FACT_OR_FICTION)
    assert card.unparsed == ()
    assert card.spell == (OpponentChooses(5, Ref.EACH_OPPONENT, top=True),)
    for take_big, hand in ((True, ["A", "B", "C", "D"]), (False, ["E"])):
        s = scenario()
        s.lands(P0, "Island", "Island", "Island", "Island")
        a, b, c, d, _e = s.library(P0, *_cards("A", "B", "C", "D", "E", "F"))[:5]
        s.script(P1, (DISCARD, (a.oid, b.oid, c.oid, d.oid)))
        s.script(P0, (MAY, take_big))
        s.cast(P0, s.hand(P0, card))
        s.resolve()
        assert sorted(s.names(P0, Zone.HAND)) == hand
        assert len(s.names(P0, Zone.GRAVEYARD)) == 6 - len(hand)  # the other pile and FoF
        assert s.names(P0, Zone.LIBRARY) == ["F"]


# -- Quiet Speculation, Abundant Harvest, Sanctifier en-Vec -------------------------------------

QUIET_SPECULATION = (
    "Search target player's library for up to three cards with flashback and put them into "
    "that player's graveyard. Then the player shuffles."
)
ABUNDANT_HARVEST = (
    "Choose land or nonland. Reveal cards from the top of your library until you reveal a card "
    "of the chosen kind. Put that card into your hand and the rest on the bottom of your "
    "library in a random order."
)
SANCTIFIER = (
    "Protection from black and from red\nIf a black or red permanent, spell, or card not on "
    "the battlefield would be put into a graveyard, exile it instead."
)


def test_quiet_speculation_bins_flashback_cards_from_your_own_library(scenario):
    """CR 701.23: up to three cards with flashback into the graveyard; only you are a legal
    target here (a partial reading may lose power, never gain it)."""
    card = compile_text("Quiet Speculation", "{1}{U}", "Sorcery", QUIET_SPECULATION)
    assert card.unparsed == ()
    (search,) = card.spell
    assert search.to == "graveyard" and search.count == 3
    assert search.player == Target(TargetKind.PLAYER, Controller.YOU)
    teachings = compile_text(
        "Deep Analysis",
        "{3}{U}",
        "Sorcery",
        "Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life.",
    )
    s = scenario()
    s.lands(P0, "Island", "Island")
    lib = s.library(P0, teachings, "Forest", teachings)
    s.script(P0, (SEARCH, (lib[0].oid, lib[2].oid)))
    s.cast(P0, s.hand(P0, card), targets=[P0])
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD).count("Deep Analysis") == 2
    assert s.names(P0, Zone.LIBRARY) == ["Forest"]


def test_abundant_harvest_reveals_until_the_chosen_kind(scenario):
    """CR 700.2, 701.20a: nonland chosen: the first nonland card goes to hand."""
    card = compile_text("Abundant Harvest", "{G}", "Sorcery", ABUNDANT_HARVEST)
    assert card.unparsed == ()
    (modal,) = card.spell
    assert isinstance(modal, fx.Modal) and len(modal.modes) == 2
    for mode, found in ((0, "Forest"), (1, "Grizzly Bears")):
        s = scenario()
        s.lands(P0, "Forest")
        s.library(P0, "Forest", _creature("Grizzly Bears", ("2", "2")), "Island")
        s.cast(P0, s.hand(P0, card), modes=(mode,))
        s.resolve()
        assert s.names(P0, Zone.HAND) == [found]


def test_sanctifier_en_vec_exiles_black_and_red_cards_going_to_a_graveyard(scenario):
    """CR 614.1a: a black creature dying and a red spell resolving are exiled instead; a
    green creature still dies to the graveyard."""
    card = compile_text(
        "Sanctifier en-Vec", "{2}{W}", "Creature — Human Cleric", SANCTIFIER, pt=("2", "2")
    )
    assert card.unparsed == () and card.graveyard_exile == "colors:BR"
    s = scenario()
    s.battlefield(P0, card)
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    knight = s.battlefield(
        P1, _creature("Vampire Knight", ("2", "1"), "{B}{B}", "Creature — Vampire")
    )
    bear = s.battlefield(P1, _creature("Grizzly Bears", ("2", "2")))
    bolt = compile_text("Lightning Bolt", "{R}", "Instant", BOLT)
    s.cast(P0, s.hand(P0, bolt), [knight])
    s.resolve()
    s.cast(P0, s.hand(P0, compile_text("Lightning Bolt", "{R}", "Instant", BOLT)), [bear])
    s.resolve()
    assert s.names(P1, Zone.EXILE) == ["Vampire Knight"]
    assert s.names(P1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.names(P0, Zone.EXILE) == ["Lightning Bolt", "Lightning Bolt"]


# -- Serum Powder: a new hand instead of a mulligan (CR 103.5) ---------------------------------

SERUM_POWDER = (
    "{T}: Add {C}.\nAny time you could mulligan and Serum Powder is in your hand, you may exile "
    "all the cards from your hand, then draw that many cards. (You can do this in addition to "
    "taking mulligans.)"
)


def test_serum_powder_exiles_the_hand_and_draws_as_many_without_a_mulligan():
    """CR 103.5: the player would mulligan, exiles the hand with Serum Powder instead and
    draws seven; that hand is kept with no card bottomed (no mulligan was taken)."""
    import numpy as np

    from deckstats.engine import RULESETS, new_game
    from deckstats.engine.turn import start_game
    from deckstats.players import get_agent
    from deckstats.players.scripted import ScriptedAgent

    powder = compile_text("Serum Powder", "{3}", "Artifact", SERUM_POWDER)
    assert powder.unparsed == () and powder.mulligan_exile
    deck = [powder] * 60
    agent = ScriptedAgent([("mulligan", False), ("may", True), ("mulligan", True)])
    r = [np.random.default_rng(c) for c in np.random.SeedSequence(5).spawn(5)]
    g = new_game(
        (deck, []),
        (agent, get_agent("inert")),
        r[0],
        (r[1], r[2]),
        (r[3], r[4]),
        starting_player=0,
        rules=RULESETS["modern"],
        max_turns=1,
    )
    start_game(g)
    p = g.players[0]
    assert p.mulligans == 0 and len(p.hand) == 7
    assert len(p.exile) == 7 and len(p.library) == 46
    assert [len(h) for h in g.opening_hands[0]] == [7, 7]
