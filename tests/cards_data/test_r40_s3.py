"""Issue 26, round 40 sprint (helper ``s3``): near-miss card texts, real Oracle text.

Each card: the compiled value of its real Oracle text, then a built position where the
engine honours it, citing the rule.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.counts import Count, IfCount
from deckstats.cards.effects import Destroy, Explore, GainLife
from deckstats.cards.effects_riders import FreshModal, NameCastLock, SkipNextCombat
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import ExiledFromLibraryOrGraveyard, LeavesGraveyard
from deckstats.engine import Zone
from deckstats.engine.cast_locks import cast_locked
from deckstats.engine.conditions import creatures_died

# -- "Target opponent skips their next combat phase." (CR 500.11) ---------------------------


def _stonehorn():
    return compile_text(
        "Stonehorn Dignitary",
        "{3}{W}",
        "Creature — Rhino Soldier",
        "When Stonehorn Dignitary enters, target opponent skips their next combat phase.",
        pt=("1", "4"),
    )


def test_stonehorn_dignitary_compiles():
    """CR 500.11 (Skipping steps and phases): the target opponent's next combat phase."""
    card = _stonehorn()
    assert card.unparsed == ()
    (trig,) = card.triggers
    assert trig.effect == (
        SkipNextCombat(Target(TargetKind.PLAYER, controller=Controller.OPPONENT)),
    )


def test_stonehorn_dignitary_skips_one_combat(scenario):
    """CR 500.11 (Skipping steps and phases): the opponent's next combat does not happen.

    Their Grizzly Bears cannot attack in their next turn; the turn after, they can.
    """
    s = scenario()
    s.library(P0, *["Plains"] * 4)
    s.library(P1, *["Forest"] * 4)
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, _stonehorn()))
    s.resolve()
    s.resolve()
    assert s.game.players[P1].skip_combats == 1
    s.script(P1, ("attackers", (bears.oid,)))
    s.next_turn()  # P1's turn: no combat phase
    assert s.game.players[P0].life == 20
    assert s.game.players[P1].skip_combats == 0
    s.next_turn()  # P0's turn
    s.next_turn()  # P1's turn: the bears attack
    assert s.game.players[P0].life == 18


# -- "Whenever one or more ... cards leave your graveyard" (CR 603.2c, 603.10a) --------------


def _dredgers_insight():
    return compile_text(
        "Dredger's Insight",
        "{1}{G}",
        "Enchantment",
        "When Dredger's Insight enters, mill four cards. You may put an artifact, creature, or "
        "land card from among the cards milled this way into your hand.\nWhenever one or more "
        "artifact and/or creature cards leave your graveyard, you gain 1 life.",
    )


def test_dredgers_insight_compiles():
    """CR 603.2c (one or more): a batch trigger of artifact or creature cards leaving."""
    card = _dredgers_insight()
    assert card.unparsed == ()
    flt = Filter(card_type=CardType.ARTIFACT | CardType.CREATURE)
    assert (card.triggers[-1].when, card.triggers[-1].effect) == (
        LeavesGraveyard(Ref.YOU, flt, batch=True),
        (GainLife(1),),
    )


def test_dredgers_insight_gains_once_per_batch(scenario):
    """CR 603.2c, 603.10a (look-back triggers): delving two creature cards and two lands is one
    event: 1 life, not 2; a later Raise Dead is another event: 1 more."""
    from test_mechanics_graveyard import murktide

    s = scenario()
    s.battlefield(P0, _dredgers_insight())
    for name in ("Grizzly Bears", "Llanowar Elves", "Forest", "Forest"):
        s.graveyard(P0, name)
    s.lands(P0, "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, murktide()))
    s.resolve()
    assert sorted(s.names(P0, Zone.EXILE)) == [
        "Forest",
        "Forest",
        "Grizzly Bears",
        "Llanowar Elves",
    ]
    assert s.game.players[P0].life == 21
    bears = s.graveyard(P0, "Grizzly Bears")
    s.lands(P0, "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, "Raise Dead"), targets=[bears.oid])
    s.resolve()
    assert s.game.players[P0].life == 22


def test_dredgers_insight_ignores_lands(scenario):
    """CR 603.2c (one or more): a land card exiled by Scavenging Ooze does not trigger it."""
    s = scenario()
    s.battlefield(P0, _dredgers_insight())
    forest = s.graveyard(P0, "Forest")
    ooze = s.battlefield(P0, "Scavenging Ooze")
    s.lands(P0, "Forest")
    s.activate(P0, ooze, targets=[forest.oid])
    s.resolve()
    assert "Forest" in s.names(P0, Zone.EXILE)
    assert s.game.players[P0].life == 20


# -- "That creature's owner can't cast spells with the same name ..." (CR 201.2) -------------


def _reflector_mage():
    return compile_text(
        "Reflector Mage",
        "{1}{W}{U}",
        "Creature — Human Wizard",
        "When Reflector Mage enters, return target creature an opponent controls to its owner's "
        "hand. That creature's owner can't cast spells with the same name as that creature "
        "until your next turn.",
        pt=("2", "3"),
    )


def test_reflector_mage_compiles():
    """CR 201.2 (Name): the lock is read before the bounce, of the same first target."""
    card = _reflector_mage()
    assert card.unparsed == ()
    (trig,) = card.triggers
    lock, bounce = trig.effect
    assert lock == NameCastLock(Ref.FIRST_TARGET)
    assert bounce.target == Target(TargetKind.CREATURE, controller=Controller.OPPONENT)


def test_reflector_mage_locks_the_name_until_your_next_turn(scenario):
    """CR 201.2 (Name), CR 611.2b: the bounced Grizzly Bears can't be cast again by its owner
    through the owner's next turn; once the Mage's controller's next turn begins, it can."""
    s = scenario()
    s.library(P0, *["Plains"] * 4)
    s.library(P1, *["Forest"] * 4)
    s.lands(P0, "Plains", "Island", "Island")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, _reflector_mage()))
    s.resolve()
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.HAND)
    card = bears.card
    elves = s.hand(P1, "Llanowar Elves")
    assert cast_locked(s.game, P1, card)
    assert not cast_locked(s.game, P1, elves.card)  # another name
    assert not cast_locked(s.game, P0, card)  # only the owner
    s.next_turn()  # P1's turn: still locked
    assert cast_locked(s.game, P1, card)
    assert "Grizzly Bears" in s.names(P1, Zone.HAND)
    s.next_turn()  # P0's next turn: the lock is over
    assert not cast_locked(s.game, P1, card)


# -- "Then destroy all other creatures if its power is exactly 20." (CR 608.2c) -------------


def _amalia():
    return compile_text(
        "Amalia Benavides Aguirre",
        "{W}{B}",
        "Legendary Creature — Vampire Scout",
        "Ward—Pay 3 life.\nWhenever you gain life, Amalia Benavides Aguirre explores. Then "
        "destroy all other creatures if its power is exactly 20.",
        pt=("2", "2"),
    )


def _salve():
    return compile_text("Test Salve", "{W}", "Instant", "You gain 3 life.")


def test_amalia_compiles():
    """CR 608.2c (conditional instructions): her own power, exactly 20, after exploring."""
    card = _amalia()
    assert card.unparsed == ()
    (trig,) = card.triggers
    assert trig.effect == (
        Explore(Ref.SELF),
        IfCount(Count("self_power"), 20, 20, (Destroy(Ref.EACH_OTHER_CREATURE),)),
    )


def _amalia_at(s, power):
    amalia = s.battlefield(P0, _amalia())
    amalia.counters = {"+1/+1": power - 2}
    s.library(P0, "Grizzly Bears")  # explore reveals a nonland card: a +1/+1 counter
    s.battlefield(P0, "Llanowar Elves")
    s.battlefield(P1, "Grizzly Bears")
    s.lands(P0, "Plains")
    s.cast(P0, s.hand(P0, _salve()))
    s.resolve()
    return amalia


def test_amalia_at_twenty_destroys_all_other_creatures(scenario):
    """CR 608.2c, 701.44 (Explore): 19 power, explores a nonland card: 20, a wrath."""
    s = scenario()
    amalia = _amalia_at(s, 19)
    assert s.game.power(amalia) == 20
    assert s.names(P0, Zone.BATTLEFIELD) == ["Amalia Benavides Aguirre", "Plains"]
    assert "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)


def test_amalia_below_twenty_destroys_nothing(scenario):
    """CR 608.2c: "exactly 20": at 19 after exploring, nothing is destroyed."""
    s = scenario()
    amalia = _amalia_at(s, 18)
    assert s.game.power(amalia) == 19
    assert "Llanowar Elves" in s.names(P0, Zone.BATTLEFIELD)
    assert "Grizzly Bears" in s.names(P1, Zone.BATTLEFIELD)


# -- "for each nontoken creature put into your graveyard from the battlefield this turn" -----


def _caller():
    return compile_text(
        "Caller of the Claw",
        "{2}{G}",
        "Creature — Elf",
        "Flash\nWhen Caller of the Claw enters, create a 2/2 green Bear creature token for each "
        "nontoken creature put into your graveyard from the battlefield this turn.",
        pt=("2", "2"),
    )


def test_caller_of_the_claw_compiles():
    """CR 700.4 (dies), CR 400.3: a count of this turn's own nontoken creatures that died."""
    card = _caller()
    assert card.unparsed == ()
    (make,) = card.triggers[0].effect
    assert make.count == Count("own_nontoken_died_turn")
    assert (make.token.name, make.token.power, make.token.toughness) == ("Bear", 2, 2)


def test_caller_of_the_claw_counts_own_nontoken_deaths(scenario):
    """CR 700.4 (dies), CR 111.1 (tokens), CR 400.3 (owners' graveyards): a wrath kills two of our
    nontoken creatures, our Soldier token and the opponent's Bears: two Bears for us."""
    s = scenario()
    s.battlefield(P0, "Grizzly Bears")
    s.battlefield(P0, "Llanowar Elves")
    s.battlefield(P1, "Grizzly Bears")
    s.lands(P0, *["Forest"] * 4, *["Plains"] * 4)
    s.cast(
        P0,
        s.hand(
            P0,
            compile_text(
                "Test Token", "{W}", "Sorcery", "Create a 1/1 white Soldier creature token."
            ),
        ),
    )
    s.resolve()
    assert "Soldier" in s.names(P0, Zone.BATTLEFIELD)
    wrath = compile_text("Test Wrath", "{2}{W}{W}", "Sorcery", "Destroy all creatures.")
    s.cast(P0, s.hand(P0, wrath))
    s.resolve()
    assert creatures_died(s.game) == 4
    s.cast(P0, s.hand(P0, _caller()))
    s.resolve()
    s.resolve()
    assert sorted(s.names(P0, Zone.BATTLEFIELD)).count("Bear") == 2


# -- "Whenever one or more cards are put into exile from your library and/or your graveyard" --


def _laelia():
    return compile_text(
        "Laelia, the Blade Reforged",
        "{2}{R}",
        "Legendary Creature — Spirit Warrior",
        "Haste\nWhenever Laelia attacks, exile the top card of your library. You may play that "
        "card this turn.\nWhenever one or more cards are put into exile from your library "
        "and/or your graveyard, put a +1/+1 counter on Laelia.",
        pt=("2", "2"),
    )


def test_laelia_compiles():
    """CR 603.2c (one or more), CR 603.10a: a batch trigger on exile from library or graveyard."""
    card = _laelia()
    assert card.unparsed == ()
    assert card.triggers[-1].when == ExiledFromLibraryOrGraveyard(Ref.YOU)


def test_laelia_grows_when_she_attacks(scenario):
    """CR 603.2c, CR 508.1 (declare attackers): her attack exiles the top card: a counter."""
    s = scenario()
    laelia = s.battlefield(P0, _laelia())
    s.library(P0, "Mountain", "Mountain")
    s.script(P0, ("attackers", (laelia.oid,)))
    s.combat()
    assert (laelia.counters or {}).get("+1/+1") == 1
    assert s.game.players[P1].life == 17


def test_laelia_counts_a_delve_batch_once(scenario):
    """CR 603.2c (one or more), CR 702.66a (delve): four cards exiled at once: one counter; a
    card the opponent owns exiled from their graveyard: none."""
    from test_mechanics_graveyard import murktide

    s = scenario()
    laelia = s.battlefield(P0, _laelia())
    for name in ("Grizzly Bears", "Llanowar Elves", "Forest", "Forest"):
        s.graveyard(P0, name)
    s.lands(P0, "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, murktide()))
    s.resolve()
    assert len(s.names(P0, Zone.EXILE)) == 4
    assert laelia.counters == {"+1/+1": 1}
    theirs = s.graveyard(P1, "Grizzly Bears")
    ooze = s.battlefield(P0, "Scavenging Ooze")
    s.lands(P0, "Forest")
    s.activate(P0, ooze, targets=[theirs.oid])
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.EXILE)
    assert laelia.counters == {"+1/+1": 1}


# -- "choose one that hasn't been chosen this turn —" (CR 700.2) -----------------------------


def _monument():
    return compile_text(
        "Monument to Endurance",
        "{3}",
        "Legendary Artifact",
        "Whenever you discard a card, choose one that hasn't been chosen this turn —\n"
        "• Draw a card.\n• Create a Treasure token.\n• Each opponent loses 3 life.",
    )


def test_monument_to_endurance_compiles():
    """CR 700.2 (modal): three modes, each at most once a turn."""
    card = _monument()
    assert card.unparsed == ()
    (fresh,) = card.triggers[0].effect
    assert isinstance(fresh, FreshModal) and len(fresh.modal.modes) == 3


def _discard(n):
    text = "Target player discards a card." if n == 1 else f"Target player discards {n} cards."
    return compile_text(f"Test Discard {n}", "{B}", "Sorcery", text)


def test_monument_modes_once_each_per_turn(scenario):
    """CR 700.2 (modal), CR 701.9 (discard): four discards in a turn give each mode once (a
    card, a Treasure, 3 life), the fourth nothing; the next turn they are fresh again."""
    s = scenario(active=P1)
    s.battlefield(P0, _monument())
    s.library(P0, *["Island"] * 6)
    for _ in range(4):
        s.hand(P0, "Forest")
    s.lands(P1, "Swamp", "Swamp")
    s.cast(P1, s.hand(P1, _discard(3)), targets=[P0])
    s.resolve()
    assert s.game.players[P1].life == 17
    assert "Treasure" in s.names(P0, Zone.BATTLEFIELD)
    assert len(s.game.players[P0].hand) == 2  # four, three discarded, one drawn
    s.cast(P1, s.hand(P1, _discard(1)), targets=[P0])
    s.resolve()
    assert len(s.game.players[P0].hand) == 1  # no mode left: nothing drawn
    assert s.game.players[P1].life == 17
    assert s.names(P0, Zone.BATTLEFIELD).count("Treasure") == 1
    s.game.turn += 1  # another turn: every mode may be chosen again
    s.lands(P1, "Swamp")
    s.cast(P1, s.hand(P1, _discard(1)), targets=[P0])
    s.resolve()
    assert len(s.game.players[P0].hand) == 1  # discarded one, drew one


def _insidious_roots():
    return compile_text(
        "Insidious Roots",
        "{B}{G}",
        "Enchantment",
        'Creature tokens you control have "{T}: Add one mana of any color."\nWhenever one or '
        "more creature cards leave your graveyard, create a 0/1 green Plant creature token, "
        "then put a +1/+1 counter on each Plant you control.",
    )


def test_insidious_roots_grows_once_per_batch(scenario):
    """CR 603.2c (one or more), CR 702.66a (delve): two creature cards delved at once: one
    Plant, with one +1/+1 counter."""
    from test_mechanics_graveyard import murktide

    card = _insidious_roots()
    assert card.unparsed == ()
    assert card.triggers[-1].when == LeavesGraveyard(
        Ref.YOU, Filter(card_type=CardType.CREATURE), batch=True
    )
    s = scenario()
    s.battlefield(P0, card)
    for name in ("Grizzly Bears", "Llanowar Elves", "Forest", "Forest"):
        s.graveyard(P0, name)
    s.lands(P0, "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, murktide()))
    s.resolve()
    plants = [o for o in s.game.players[P0].battlefield if o.card.name == "Plant"]
    assert len(plants) == 1 and plants[0].counters == {"+1/+1": 1}
