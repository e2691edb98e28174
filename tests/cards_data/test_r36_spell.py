"""Issue 26, helper ``spell``: one-shot effect grammar of the metagame's long tail.

Each family is a parameterised template of ``deckstats/cards/oracle``: a real card's real
Oracle text compiles to the exact value, and an engine scenario plays it (CR cited).

Counted amounts (``cards.counts.Count``, ``oracle.counts``, ``engine.counts``): a number
read from the game as the effect resolves (CR 107.3, 608.2h) - "equal to the number of",
"for each", "where X is" - and characteristic-defining power and toughness (CR 604.3).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards.counts import Count
from deckstats.cards.effects import (
    Condition,
    Conditional,
    CounterSpell,
    CreateToken,
    DealDamage,
    DealDamageDivided,
    Destroy,
    Dig,
    Discard,
    DrawCards,
    ExtraTurn,
    Flicker,
    GivePoison,
    IfCount,
    Mill,
    Proliferate,
    PumpPer,
    PutCounters,
    PutInLibrary,
    SearchLibrary,
    SearchXOrLess,
)
from deckstats.cards.model import CardType, Color, Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import (
    ANY_TARGET,
    TARGET_CREATURE,
    TARGET_CREATURE_YOU_CONTROL,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.engine import Zone
from deckstats.engine.characteristics import power, toughness

# -- counted amounts: "equal to the number of", "for each", "where X is" (CR 608.2h) --------


def _war_strike():
    return compile_text(
        "Goblin War Strike",
        "{R}",
        "Sorcery",
        "Goblin War Strike deals damage to target player or planeswalker equal to the number "
        "of Goblins you control.",
    )


def _goblin(name: str = "Raging Goblin"):
    return compile_text(name, "{R}", "Creature — Goblin Berserker", "Haste", pt=(1, 1))


def test_damage_equal_to_a_count_compiles():
    card = _war_strike()
    assert card.unparsed == ()
    assert card.spell == (
        DealDamage(
            Count("permanents", Filter(subtypes=("Goblin",))),
            Target(TargetKind.PLAYER | TargetKind.PLANESWALKER),
        ),
    )


def test_damage_equal_to_a_count_reads_the_board_on_resolution(scenario):
    """CR 608.2h: the number of Goblins is counted as the spell resolves."""
    s = scenario()
    s.lands(P0, "Mountain")
    for _ in range(3):
        s.battlefield(P0, _goblin())
    s.battlefield(P1, _goblin())  # an opponent's Goblin is not "you control"
    s.cast(P0, s.hand(P0, _war_strike()), targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 20 - 3


def _tribal_flames():
    return compile_text(
        "Tribal Flames",
        "{1}{R}",
        "Sorcery",
        "Domain — Tribal Flames deals X damage to any target, where X is the number of basic "
        "land types among lands you control.",
    )


def test_where_x_is_domain_compiles():
    """CR 305.6: domain counts basic land types; "where X is" defines X (CR 107.3)."""
    card = _tribal_flames()
    assert card.unparsed == ()
    assert card.spell == (DealDamage(Count("basic_land_types"), ANY_TARGET),)
    assert card.cost is not None and "X" not in str(card.cost)


def test_where_x_is_domain_plays(scenario):
    s = scenario()
    s.lands(P0, "Mountain", "Forest", "Island", "Mountain")  # three basic land types
    s.cast(P0, s.hand(P0, _tribal_flames()), targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 20 - 3


def _mind_sludge():
    return compile_text(
        "Mind Sludge",
        "{4}{B}",
        "Sorcery",
        "Target player discards a card for each Swamp you control.",
    )


def test_for_each_scales_the_amount():
    card = _mind_sludge()
    assert card.unparsed == ()
    (discard,) = card.spell
    assert isinstance(discard, Discard)
    assert discard.count == Count("permanents", Filter(subtypes=("Swamp",)))
    assert discard.player == Target(TargetKind.PLAYER)


def test_for_each_plays(scenario):
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp", "Mountain")
    for name in ("Island", "Forest", "Plains", "Mountain", "Swamp"):
        s.hand(P1, name)
    s.cast(P0, s.hand(P0, _mind_sludge()), targets=[P1])
    s.resolve()
    assert len(s.game.players[P1].hand) == 5 - 4  # four Swamps: four cards


def test_counter_unless_pays_for_each_compiles():
    card = compile_text(
        "Circular Logic",
        "{2}{U}",
        "Instant",
        "Counter target spell unless its controller pays {1} for each card in your graveyard."
        "\nMadness {U}",
    )
    assert not any(s.startswith("Counter") for s in card.unparsed)  # madness: another family
    assert card.spell[0] == CounterSpell(Target(TargetKind.SPELL), Count("graveyard"))


def test_draw_equal_to_cards_named_in_all_graveyards(scenario):
    """Accumulated Knowledge: the copy resolving is on the stack, not counted (CR 608.2h)."""
    ak = compile_text(
        "Accumulated Knowledge",
        "{1}{U}",
        "Instant",
        "Draw a card, then draw cards equal to the number of cards named Accumulated "
        "Knowledge in all graveyards.",
    )
    assert ak.unparsed == ()
    assert ak.spell == (
        DrawCards(1, Ref.YOU),
        DrawCards(Count("all_graveyards", Filter(name="~")), Ref.YOU),
    )
    s = scenario()
    s.lands(P0, "Island", "Island")
    s.graveyard(P0, ak)
    s.graveyard(P1, ak)
    s.graveyard(P1, "Island")
    s.library(P0, *(["Island"] * 6))
    s.cast(P0, s.hand(P0, ak))
    s.resolve()
    assert len(s.game.players[P0].hand) == 1 + 2


# -- pumps per counted thing (CR 611.2, 608.2h) ----------------------------------------------


def test_pump_for_each_plays(scenario):
    defile = compile_text(
        "Defile",
        "{B}",
        "Instant",
        "Target creature gets -1/-1 until end of turn for each Swamp you control.",
    )
    assert defile.unparsed == ()
    assert defile.spell == (
        PumpPer(Count("permanents", Filter(subtypes=("Swamp",))), -1, -1, TARGET_CREATURE),
    )
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    bear = s.battlefield(
        P1, compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=(2, 2))
    )
    ogre = s.battlefield(P1, compile_text("Ogre", "{2}{R}", "Creature — Ogre", "", pt=(3, 4)))
    s.cast(P0, s.hand(P0, defile), targets=[ogre])
    s.resolve()
    assert (power(s.game, ogre), toughness(s.game, ogre)) == (0, 1)
    assert power(s.game, bear) == 2


def test_team_pump_where_x_is(scenario):
    """Craterhoof Behemoth: "gain trample and get +X/+X", X counted as the trigger resolves."""
    hoof = compile_text(
        "Craterhoof Behemoth",
        "{5}{G}{G}{G}",
        "Creature — Beast",
        "Haste\nWhen Craterhoof Behemoth enters, creatures you control gain trample and get "
        "+X/+X until end of turn, where X is the number of creatures you control.",
        pt=(5, 5),
    )
    assert hoof.unparsed == ()
    (trigger,) = hoof.triggers
    assert trigger.effect == (
        PumpPer(
            Count("permanents", Filter(card_type=CardType.CREATURE)),
            1,
            1,
            Ref.CREATURES_YOU_CONTROL,
            Keyword.TRAMPLE,
        ),
    )
    s = scenario()
    s.lands(P0, *(["Forest"] * 8))
    elf = s.battlefield(P0, _goblin("Llanowar Elves"))
    s.cast(P0, s.hand(P0, hoof))
    s.resolve()
    me = s.game.players[P0].battlefield
    beast = next(o for o in me if o.card.name == "Craterhoof Behemoth")
    assert power(s.game, elf) == 1 + 2  # two creatures as the trigger resolved
    assert power(s.game, beast) == 5 + 2


# -- characteristic-defining power and toughness of a count (CR 604.3) ----------------------


def test_power_only_cda(scenario):
    """Enigma Drake: the power is counted, the toughness is the printed 4 (CR 604.3)."""
    drake = compile_text(
        "Enigma Drake",
        "{1}{U}{R}",
        "Creature — Drake",
        "Flying\nEnigma Drake's power is equal to the number of instant and sorcery cards in "
        "your graveyard.",
        pt=("*", 4),
    )
    assert drake.unparsed == ()
    flt = Filter(card_type=CardType.INSTANT | CardType.SORCERY)
    assert drake.pt_cda == (Count("graveyard", flt), 0, None)
    s = scenario()
    obj = s.battlefield(P0, drake)
    assert (power(s.game, obj), toughness(s.game, obj)) == (0, 4)
    s.graveyard(P0, _tribal_flames())
    s.graveyard(P0, _mind_sludge())
    s.graveyard(P0, "Island")
    s.graveyard(P1, _tribal_flames())  # an opponent's graveyard is not "your"
    assert (power(s.game, obj), toughness(s.game, obj)) == (2, 4)


def test_cda_counts_cards_owned_in_exile(scenario):
    """Cosmogoyf: cards you own in exile, toughness that number plus 1 (CR 604.3)."""
    goyf = compile_text(
        "Cosmogoyf",
        "{B}{G}",
        "Creature — Elemental Lhurgoyf",
        "Cosmogoyf's power is equal to the number of cards you own in exile and its toughness "
        "is equal to that number plus 1.",
        pt=("*", "1+*"),
    )
    assert goyf.unparsed == ()
    assert goyf.pt_cda == (Count("exile"), 0, 1)
    s = scenario()
    obj = s.battlefield(P0, goyf)
    for owner in (P0, P0, P1):
        card = s.hand(owner, "Island")
        s.game.move(card, Zone.EXILE)
    assert (power(s.game, obj), toughness(s.game, obj)) == (2, 3)


def test_gets_minus_x_where_x_is_your_life_total(scenario):
    """Death's Shadow: 13/13 minus your life total, read continuously (CR 613.4c, 119.1)."""
    shadow = compile_text(
        "Death's Shadow",
        "{B}",
        "Creature — Avatar",
        "Death's Shadow gets -X/-X, where X is your life total.",
        pt=(13, 13),
    )
    assert shadow.unparsed == ()
    assert shadow.pt_cda == (Count("life", times=-1), 13, 13)
    s = scenario(life=(8, 20))
    obj = s.battlefield(P0, shadow)
    assert (power(s.game, obj), toughness(s.game, obj)) == (5, 5)
    s.game.players[P0].life = 3
    assert power(s.game, obj) == 10


def test_gets_plus_one_for_each_card_in_graveyard(scenario):
    """Knight of the Reliquary's static: +1/+1 per land card in your graveyard (CR 613.4c)."""
    knight = compile_text(
        "Knight of the Reliquary",
        "{1}{G}{W}",
        "Creature — Human Knight",
        "Knight of the Reliquary gets +1/+1 for each land card in your graveyard.\n"
        "{T}, Sacrifice a Forest or Plains: Search your library for a land card, put it onto "
        "the battlefield, then shuffle.",
        pt=(2, 2),
    )
    assert "Knight of the Reliquary gets +1/+1" not in " ".join(knight.unparsed)
    assert knight.pt_cda == (Count("graveyard", Filter(card_type=CardType.LAND)), 2, 2)
    s = scenario()
    obj = s.battlefield(P0, knight)
    s.graveyard(P0, "Forest")
    s.graveyard(P0, "Plains")
    s.graveyard(P0, _mind_sludge())
    assert (power(s.game, obj), toughness(s.game, obj)) == (4, 4)


def test_gets_for_each_without_printed_numbers_stays_unparsed():
    """A partial card may lose power, never gain it: no printed P/T, no fold, reported."""
    card = compile_text(
        "Test Relic",
        "{2}",
        "Artifact",
        "Test Relic gets +1/+1 for each land card in your graveyard.",
    )
    assert card.pt_cda is None
    assert card.unparsed == ("Test Relic gets +1/+1 for each land card in your graveyard.",)


# -- target qualities: "non-<subtype>", "that's <colour>", "and/or" (CR 115.1, 205.3) --------


def _bear(name: str = "Grizzly Bears", subtypes: str = "Bear", cost: str = "{1}{G}"):
    return compile_text(name, cost, f"Creature — {subtypes}", "", pt=(2, 2))


def test_non_subtype_target_compiles_and_is_checked(scenario):
    """Power Word Kill: "non-Angel, non-Demon, non-Dragon creature" (CR 205.3, 115.1)."""
    pwk = compile_text(
        "Power Word Kill",
        "{1}{B}",
        "Instant",
        "Destroy target non-Angel, non-Demon, non-Dragon creature.",
    )
    assert pwk.unparsed == ()
    flt = Filter(not_subtypes=("Angel", "Demon", "Dragon"))
    assert pwk.spell == (Destroy(Target(TargetKind.CREATURE, filter=flt)),)
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    dragon = s.battlefield(P1, _bear("Shivan Dragon", "Dragon", "{4}{R}{R}"))
    bear = s.battlefield(P1, _bear())
    spell = s.hand(P0, pwk)
    with pytest.raises(IllegalActionError):
        s.cast(P0, spell, targets=[dragon])  # CR 115.1: an illegal target
    s.cast(P0, spell, targets=[bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD and s.zone(dragon) is Zone.BATTLEFIELD


def test_non_outlaw_names_five_subtypes():
    card = compile_text(
        "Shoot the Sheriff", "{1}{B}", "Instant", "Destroy target non-outlaw creature."
    )
    (destroy,) = card.spell
    assert isinstance(destroy, Destroy) and isinstance(destroy.target, Target)
    assert set(destroy.target.filter.not_subtypes) == {
        "Assassin",
        "Mercenary",
        "Pirate",
        "Rogue",
        "Warlock",
    }


def test_thats_colour_target(scenario):
    """Noxious Grasp: "creature or planeswalker that's green or white" (CR 105.2, 115.1)."""
    grasp = compile_text(
        "Noxious Grasp",
        "{1}{B}",
        "Instant",
        "Destroy target creature or planeswalker that's green or white. You gain 1 life.",
    )
    assert grasp.unparsed == ()
    kinds = TargetKind.CREATURE | TargetKind.PLANESWALKER
    assert grasp.spell[0] == Destroy(Target(kinds, filter=Filter(colors=Color.G | Color.W)))
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    red = s.battlefield(P1, _bear("Raging Goblin", "Goblin", "{R}"))
    green = s.battlefield(P1, _bear())
    spell = s.hand(P0, grasp)
    with pytest.raises(IllegalActionError):
        s.cast(P0, spell, targets=[red])
    s.cast(P0, spell, targets=[green])
    s.resolve()
    assert s.zone(green) is Zone.GRAVEYARD and s.game.players[P0].life == 21


def test_and_or_target_list():
    vigor = compile_text(
        "Force of Vigor",
        "{2}{G}{G}",
        "Instant",
        "If it's not your turn, you may exile a green card from your hand rather than pay "
        "this spell's mana cost.\nDestroy up to two target artifacts and/or enchantments.",
    )
    kinds = TargetKind.ARTIFACT | TargetKind.ENCHANTMENT
    assert Destroy(Target(kinds, count=2, up_to=True)) in vigor.spell
    assert not any(u.startswith("Destroy") for u in vigor.unparsed)


def test_divided_among_target_creatures(scenario):
    """Pyrokinesis: 4 damage divided among any number of target creatures (CR 601.2d)."""
    pyro = compile_text(
        "Pyrokinesis",
        "{4}{R}{R}",
        "Instant",
        "You may exile a red card from your hand rather than pay this spell's mana cost.\n"
        "Pyrokinesis deals 4 damage divided as you choose among any number of target creatures.",
    )
    assert pyro.spell == (DealDamageDivided(4, Target(TargetKind.CREATURE, count=4, divide=4)),)
    s = scenario()
    s.lands(P0, *(["Mountain"] * 6))
    a, b = s.battlefield(P1, _bear()), s.battlefield(P1, _bear("Ogre", "Ogre", "{2}{R}"))
    spell = s.hand(P0, pyro)
    with pytest.raises(IllegalActionError):
        s.cast(P0, spell, targets=[[P1, a, a, b]])  # a player is not a creature
    s.cast(P0, spell, targets=[[a, a, b, b]])
    s.resolve()
    assert s.zone(a) is Zone.GRAVEYARD and s.zone(b) is Zone.GRAVEYARD


# -- conditions on a count: "if you control N or more <things>" (CR 608.2c, 603.4) -----------


def _edge_of_autumn():
    return compile_text(
        "Edge of Autumn",
        "{1}{G}",
        "Sorcery",
        "If you control four or fewer lands, search your library for a basic land card, put "
        "it onto the battlefield tapped, then shuffle.\nCycling—Sacrifice a land.",
    )


def test_if_you_control_n_or_fewer_compiles():
    card = _edge_of_autumn()
    (eff,) = card.spell
    assert isinstance(eff, IfCount)
    assert (eff.count, eff.least, eff.most) == (
        Count("permanents", Filter(card_type=CardType.LAND)),
        None,
        4,
    )
    assert isinstance(eff.then[0], SearchLibrary) and eff.then[0].tapped


@pytest.mark.parametrize(("lands", "fetched"), [(4, 1), (5, 0)])
def test_if_you_control_n_or_fewer_plays(scenario, lands, fetched):
    """The count is checked as the spell resolves (CR 608.2c): four lands yes, five no."""
    s = scenario()
    s.lands(P0, *(["Forest"] * lands))
    s.library(P0, "Forest", "Island")
    s.cast(P0, s.hand(P0, _edge_of_autumn()))
    s.resolve()
    assert len(s.game.players[P0].battlefield) == lands + fetched


def test_if_you_control_a_permanent_of_a_colour(scenario):
    """Parasitic Strix: "if you control a black permanent" is at least one (CR 603.4)."""
    strix = compile_text(
        "Parasitic Strix",
        "{2}{U}",
        "Creature — Bird",
        "Flying\nWhen Parasitic Strix enters, if you control a black permanent, target player "
        "loses 2 life and you gain 2 life.",
        pt=(2, 2),
    )
    assert strix.unparsed == ()
    (trigger,) = strix.triggers
    (eff,) = trigger.effect
    assert isinstance(eff, IfCount) and eff.count.filter == Filter(colors=Color.B)
    for black, life in ((False, 20), (True, 18)):
        s = scenario()
        s.lands(P0, "Island", "Island", "Island")
        if black:
            s.battlefield(
                P0, compile_text("Dark Ritual Bearer", "{B}", "Creature — Human", "", pt=(1, 1))
            )
        s.cast(P0, s.hand(P0, strix))
        s.resolve()
        assert s.game.players[P1].life == life


# -- sentences of sentences: comma lists, "unless", the target's controller ------------------


def test_comma_list_of_verbs(scenario):
    """Pore Over the Pages: draw, untap, then discard, in order (CR 608.2c)."""
    pore = compile_text(
        "Pore Over the Pages",
        "{3}{U}{U}",
        "Sorcery",
        "Draw three cards, untap up to two lands, then discard a card.",
    )
    assert pore.unparsed == ()
    assert [type(e).__name__ for e in pore.spell] == ["DrawCards", "UntapLands", "Discard"]
    s = scenario()
    lands = s.lands(P0, *(["Island"] * 5))
    s.library(P0, "Island", "Forest", "Swamp")
    s.cast(P0, s.hand(P0, pore))
    s.resolve()
    assert len(s.game.players[P0].hand) == 3 - 1
    assert sum(1 for land in lands if not land.tapped) == 2


@pytest.mark.parametrize(("attacked", "hand"), [(False, 1), (True, 2)])
def test_discard_unless_you_attacked(scenario, attacked, hand):
    """Chart a Course: "Then discard a card unless you attacked this turn" (raid)."""
    chart = compile_text(
        "Chart a Course",
        "{U}",
        "Sorcery",
        "Draw two cards. Then discard a card unless you attacked this turn.",
    )
    assert chart.unparsed == ()
    assert chart.spell[1] == Conditional(Condition.RAID, (), (Discard(1, Ref.YOU),))
    s = scenario()
    s.lands(P0, "Island")
    s.library(P0, "Island", "Forest")
    if attacked:
        s.game.players[P0].attacked_on = s.game.turn
    s.cast(P0, s.hand(P0, chart))
    s.resolve()
    assert len(s.game.players[P0].hand) == hand


def test_its_controller_creates_a_token(scenario):
    """Stroke of Midnight: the destroyed permanent's controller gets the token (CR 608.2h)."""
    stroke = compile_text(
        "Stroke of Midnight",
        "{2}{W}",
        "Instant",
        "Destroy target nonland permanent. Its controller creates a 1/1 white Human creature "
        "token.",
    )
    assert stroke.unparsed == ()
    made = stroke.spell[1]
    assert isinstance(made, CreateToken) and made.controller == Ref.TARGET_CONTROLLER
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains")
    bear = s.battlefield(P1, _bear())
    s.cast(P0, s.hand(P0, stroke), targets=[bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert [o.card.name for o in s.game.players[P1].battlefield] == ["Human"]
    assert all(o.card.name != "Human" for o in s.game.players[P0].battlefield)


def test_lose_half_your_life_rounded_up(scenario):
    """Infernal Contract: half of 15 rounded up is 8 (CR 107.1a)."""
    contract = compile_text(
        "Infernal Contract",
        "{B}{B}{B}",
        "Sorcery",
        "Draw four cards.\nYou lose half your life, rounded up.",
    )
    assert contract.unparsed == ()
    s = scenario(life=(15, 20))
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    s.library(P0, *(["Swamp"] * 4))
    s.cast(P0, s.hand(P0, contract))
    s.resolve()
    assert s.game.players[P0].life == 15 - 8


# -- bounds by the X paid: "with mana value X or less" (CR 107.3, 701.23) --------------------


def test_search_with_mana_value_x_or_less(scenario):
    """Green Sun's Zenith for X=2: a green creature card with mana value 2 or less."""
    gsz = compile_text(
        "Green Sun's Zenith",
        "{X}{G}",
        "Sorcery",
        "Search your library for a green creature card with mana value X or less, put it "
        "onto the battlefield, then shuffle. Shuffle Green Sun's Zenith into its owner's "
        "library.",
    )
    (search,) = [e for e in gsz.spell if isinstance(e, SearchXOrLess)]
    assert search.search.filter == Filter(card_type=CardType.CREATURE, colors=Color.G)
    assert search.search.to == "battlefield"
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest")
    big = compile_text("Troll", "{2}{G}", "Creature — Troll", "", pt=(3, 3))
    s.library(P0, big, _bear(), "Forest")
    s.cast(P0, s.hand(P0, gsz), x=2)
    s.resolve()
    names = [o.card.name for o in s.game.players[P0].battlefield]
    assert "Grizzly Bears" in names and "Troll" not in names
    s2 = scenario()
    s2.lands(P0, "Forest", "Forest", "Forest")
    s2.library(P0, big, "Forest")
    s2.cast(P0, s2.hand(P0, gsz), x=2)
    s2.resolve()
    assert all(o.card.name != "Troll" for o in s2.game.players[P0].battlefield)  # MV 3 > X


# -- permanents into their owners' libraries (CR 401.3) ---------------------------------------


def test_put_second_from_the_top(scenario):
    """Oust: the creature becomes its owner's second card from the top (CR 401.3)."""
    oust = compile_text(
        "Oust",
        "{W}",
        "Sorcery",
        "Put target creature into its owner's library second from the top. Its controller "
        "gains 3 life.",
    )
    assert oust.unparsed == ()
    assert oust.spell[0] == PutInLibrary(TARGET_CREATURE, from_top=2)
    s = scenario()
    s.lands(P0, "Plains")
    s.library(P1, "Island", "Forest", "Swamp")  # Island on top
    bear = s.battlefield(P1, _bear())
    s.cast(P0, s.hand(P0, oust), targets=[bear])
    s.resolve()
    names = [o.card.name for o in reversed(s.game.players[P1].library)]  # top first
    assert names == ["Island", "Grizzly Bears", "Forest", "Swamp"]
    assert s.game.players[P1].life == 23


def test_put_two_target_lands_on_top(scenario):
    plow = compile_text(
        "Plow Under",
        "{3}{G}{G}",
        "Sorcery",
        "Put two target lands on top of their owners' libraries.",
    )
    assert plow.spell == (PutInLibrary(Target(TargetKind.LAND, count=2)),)
    s = scenario()
    s.lands(P0, *(["Forest"] * 5))
    a, b = s.lands(P1, "Island", "Swamp")
    s.cast(P0, s.hand(P0, plow), targets=[[a, b]])
    s.resolve()
    assert s.game.players[P1].battlefield == []
    assert sorted(o.card.name for o in s.game.players[P1].library) == ["Island", "Swamp"]


# -- filtered digs: "look at the top N ... reveal a <quality> card" (CR 701.20, 401.3) ------


def test_dig_for_a_noncreature_nonland_card():
    """Narset's -2 wording (Thundertrap Trainer): "noncreature, nonland" is both."""
    trainer = compile_text(
        "Thundertrap Trainer",
        "{1}{U}",
        "Creature — Otter Wizard",
        "Offspring {4}\nWhen Thundertrap Trainer enters, look at the top four cards of your "
        "library. You may reveal a noncreature, nonland card from among them and put it into "
        "your hand. Put the rest on the bottom of your library in a random order.",
        pt=(1, 2),
    )
    _offspring, trigger = trainer.triggers  # "Offspring {4}" compiles too (CR 702.175a)
    flt = Filter(not_type=CardType.CREATURE | CardType.LAND)
    assert trigger.effect == (Dig(4, 1, flt),)


def test_dig_any_number_of_creature_cards(scenario):
    stampede = compile_text(
        "Lead the Stampede",
        "{2}{G}",
        "Sorcery",
        "Look at the top five cards of your library. You may reveal any number of creature "
        "cards from among them and put the revealed cards into your hand. Put the rest on the "
        "bottom of your library in any order.",
    )
    assert stampede.unparsed == ()
    assert stampede.spell == (Dig(5, 5, Filter(card_type=CardType.CREATURE)),)
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest")
    s.library(P0, _bear(), "Forest", _goblin(), "Island", _bear(), "Swamp")
    s.cast(P0, s.hand(P0, stampede))
    s.resolve()
    hand = sorted(o.card.name for o in s.game.players[P0].hand)
    assert hand == ["Grizzly Bears", "Grizzly Bears", "Raging Goblin"]
    assert s.game.players[P0].library[-1].card.name == "Swamp"  # the sixth card stays on top


def test_dig_up_to_two_rest_into_graveyard():
    pieces = compile_text(
        "Pieces of the Puzzle",
        "{2}{U}",
        "Sorcery",
        "Reveal the top five cards of your library. Put up to two instant and/or sorcery cards "
        "from among them into your hand and the rest into your graveyard.",
    )
    assert pieces.unparsed == ()
    flt = Filter(card_type=CardType.INSTANT | CardType.SORCERY)
    assert pieces.spell == (Dig(5, 2, flt, rest_to="graveyard"),)


def test_comma_list_carries_its_player_subject(scenario):
    """Smallpox: each player does each thing in order (CR 608.2c, 101.4)."""
    smallpox = compile_text(
        "Smallpox",
        "{B}{B}",
        "Sorcery",
        "Each player loses 1 life, discards a card, sacrifices a creature, then sacrifices a land.",
    )
    assert smallpox.unparsed == ()
    assert [type(e).__name__ for e in smallpox.spell] == [
        "LoseLife",
        "Discard",
        "Sacrifice",
        "Sacrifice",
    ]
    assert all(getattr(e, "player", None) == Ref.EACH_PLAYER for e in smallpox.spell)
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    s.lands(P1, "Island", "Island")
    s.battlefield(P1, _bear())
    s.hand(P1, "Forest")
    s.cast(P0, s.hand(P0, smallpox))
    s.resolve()
    them = s.game.players[P1]
    assert (them.life, len(them.hand), len(them.battlefield)) == (19, 0, 1)
    assert len(s.game.players[P0].battlefield) == 1  # the caster sacrificed a land too


def test_number_words_up_to_twenty():
    sanity = compile_text(
        "Fractured Sanity",
        "{U}{U}{U}",
        "Sorcery",
        "Each opponent mills fourteen cards.",
    )
    assert sanity.spell == (Mill(14, Ref.EACH_OPPONENT),)


def test_proliferate_and_poison(scenario):
    """Proliferate (CR 701.34a, not in seeds): one more counter of each kind there; CR 122.1f."""
    plan = compile_text("Contentious Plan", "{1}{U}", "Sorcery", "Proliferate.\nDraw a card.")
    assert plan.spell == (Proliferate(), DrawCards(1, Ref.YOU))
    prologue = compile_text(
        "Prologue to Phyresis",
        "{1}{U}",
        "Instant",
        "Each opponent gets a poison counter.\nDraw a card.",
    )
    assert prologue.spell[0] == GivePoison(Ref.EACH_OPPONENT, 1)
    s = scenario()
    s.lands(P0, "Island", "Island", "Island", "Island")
    s.library(P0, "Island", "Island")
    mine = s.battlefield(P0, _bear())
    mine.counters = {"+1/+1": 1, "stun": 1}
    theirs = s.battlefield(P1, _bear())
    theirs.counters = {"-1/-1": 1, "lore": 1}
    s.cast(P0, s.hand(P0, prologue))
    s.resolve()
    assert s.game.players[P1].poison == 1
    s.cast(P0, s.hand(P0, plan))
    s.resolve()
    assert mine.counters == {"+1/+1": 2, "stun": 1}  # not more stun on your own
    assert s.zone(theirs) is Zone.GRAVEYARD  # a second -1/-1 counter on a 2/2 (CR 704.5f)
    assert s.game.players[P1].poison == 2


def test_reveal_and_take_all_of_a_kind(scenario):
    """Goblin Ringleader: every Goblin card among the four goes to hand (CR 701.20)."""
    ringleader = compile_text(
        "Goblin Ringleader",
        "{3}{R}",
        "Creature — Goblin",
        "Haste\nWhen Goblin Ringleader enters, reveal the top four cards of your library. Put "
        "all Goblin cards revealed this way into your hand and the rest on the bottom of your "
        "library in any order.",
        pt=(2, 2),
    )
    assert ringleader.unparsed == ()
    assert ringleader.triggers[0].effect == (Dig(4, 4, Filter(subtypes=("Goblin",))),)
    muxus = compile_text(
        "Muxus, Goblin Grandee",
        "{4}{R}{R}",
        "Legendary Creature — Goblin Noble",
        "When Muxus, Goblin Grandee enters, reveal the top six cards of your library. Put all "
        "Goblin creature cards with mana value 5 or less from among them onto the battlefield "
        "and the rest on the bottom of your library in a random order.\nWhenever Muxus attacks, "
        "it gets +1/+1 until end of turn for each other Goblin you control.",
        pt=(4, 4),
    )
    flt = Filter(card_type=CardType.CREATURE, subtypes=("Goblin",), max_mana_value=5)
    assert muxus.triggers[0].effect == (Dig(6, 6, flt, to_battlefield=True),)
    s = scenario()
    s.lands(P0, *(["Mountain"] * 4))
    s.library(P0, _goblin(), "Mountain", _goblin("Goblin Guide"), _bear(), "Island")
    s.cast(P0, s.hand(P0, ringleader))
    s.resolve()
    assert sorted(o.card.name for o in s.game.players[P0].hand) == ["Goblin Guide", "Raging Goblin"]


def test_flicker_returns_a_new_object(scenario):
    """Ephemerate: exiled and returned, it enters again and its ETB triggers (CR 400.7)."""
    ephemerate = compile_text(
        "Ephemerate",
        "{W}",
        "Instant",
        "Exile target creature you control, then return it to the battlefield under its "
        "owner's control.\nRebound",
    )
    assert ephemerate.spell == (Flicker(TARGET_CREATURE_YOU_CONTROL),)
    healer = compile_text(
        "Lone Healer",
        "{1}{W}",
        "Creature — Human Cleric",
        "When Lone Healer enters, you gain 2 life.",
        pt=(1, 1),
    )
    s = scenario()
    s.lands(P0, "Plains")
    old = s.battlefield(P0, healer)
    old.counters = {"+1/+1": 1}
    s.cast(P0, s.hand(P0, ephemerate), targets=[old])
    s.resolve()
    (new,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Lone Healer"]
    assert new.oid != old.oid and not new.counters  # a new object (CR 400.7)
    assert s.game.players[P0].life == 22


@pytest.mark.parametrize(("first", "drawn"), [(False, 0), (True, 1)])
def test_if_you_cast_another_spell_this_turn(scenario, first, drawn):
    """Slick Sequence: the spell itself is one of the spells cast this turn (CR 601.2i)."""
    slick = compile_text(
        "Slick Sequence",
        "{U}{R}",
        "Instant",
        "Slick Sequence deals 2 damage to any target. If you've cast another spell this turn, "
        "draw a card.",
    )
    assert slick.unparsed == ()
    shock = compile_text("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")
    s = scenario()
    s.lands(P0, "Island", "Mountain", "Mountain")
    s.library(P0, "Island")
    if first:
        s.cast(P0, s.hand(P0, shock), targets=[P1])
        s.resolve()
    s.cast(P0, s.hand(P0, slick), targets=[P1])
    s.resolve()
    assert len(s.game.players[P0].hand) == drawn


def test_extra_turns_for_the_controller():
    """Time Stretch: two extra turns (CR 500.7), read as the controller's own."""
    stretch = compile_text(
        "Time Stretch",
        "{8}{U}{U}",
        "Sorcery",
        "Target player takes two extra turns after this one.",
    )
    assert stretch.spell == (ExtraTurn(2),)


# -- counters on the source: "for each burden counter on ~" (CR 122.1, 608.2h) ---------------


def test_draw_for_each_counter_on_the_source(scenario):
    """The One Ring's {T}: a burden counter, then a card for each (CR 608.2c: in order)."""
    ring = compile_text(
        "The One Ring",
        "{4}",
        "Legendary Artifact",
        "Indestructible\nWhen The One Ring enters, if you cast it, you gain protection from "
        "everything until your next turn.\nAt the beginning of your upkeep, you lose 1 life "
        "for each burden counter on The One Ring.\n{T}: Put a burden counter on The One Ring, "
        "then draw a card for each burden counter on The One Ring.",
    )
    burden = Count("counters_on_self", counter="burden")
    assert ring.abilities[0].effect == (
        PutCounters(1, Ref.SELF, "burden"),
        DrawCards(burden, Ref.YOU),
    )
    s = scenario()
    obj = s.battlefield(P0, ring)
    obj.counters = {"burden": 1}
    s.library(P0, *(["Island"] * 5))
    s.activate(P0, obj)
    s.resolve()
    assert len(s.game.players[P0].hand) == 2 and obj.counters == {"burden": 2}


def test_for_each_counter_reads_the_creature_as_it_last_existed(scenario):
    """Hangarback Walker dies with two +1/+1 counters: two Thopters (CR 608.2h, 603.10a)."""
    walker = compile_text(
        "Hangarback Walker",
        "{X}{X}",
        "Artifact Creature — Construct",
        "Hangarback Walker enters with X +1/+1 counters on it.\nWhen Hangarback Walker dies, "
        "create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 "
        "counter on Hangarback Walker.\n{1}, {T}: Put a +1/+1 counter on Hangarback Walker.",
        pt=(0, 0),
    )
    assert walker.unparsed == ()
    s = scenario()
    s.lands(P0, "Swamp")
    obj = s.battlefield(P0, walker)
    obj.counters = {"+1/+1": 2}
    murder = compile_text("Murder", "{B}", "Instant", "Destroy target creature.")
    s.cast(P0, s.hand(P0, murder), targets=[obj])
    s.resolve()
    thopters = [o for o in s.game.players[P0].battlefield if o.card.name == "Thopter"]
    assert len(thopters) == 2
