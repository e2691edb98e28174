"""The metagame corpus's long tail (issue 26, helper cardsB): each family on real cards.

Each test compiles a real card's current Oracle text to the exact effect value and, where
the family is new to the engine, plays it in a built position, citing the rule.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.effects import (
    DrawCards,
    ExileIfDiesThisTurn,
    MassRemoval,
    MayDo,
    Modal,
    OptionalCost,
    PayOrSacrifice,
    ProtectionFromChosenColor,
    PumpAll,
    RemoveCounterOrSacrifice,
    ReturnAllFromGraveyard,
    SearchLibrary,
    SearchXOrLess,
    Tap,
    Untap,
    UntapLands,
    Wheel,
)
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType, Color, Keyword
from deckstats.cards.modifiers import EvasionFilter
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import BeginningOfStep, DealsCombatDamageToPlayer, StepName
from deckstats.engine import Zone
from deckstats.engine.combat import can_block
from deckstats.engine.targeting import is_legal_target

# -- tutors: "Search your library for <quality> card(s), put it <zone>, then shuffle" ------
# CR 701.23: searching; CR 701.23b: a search for a card with a stated quality may find none.


def _entomb():
    return compile_text(
        "Entomb",
        "{B}",
        "Instant",
        "Search your library for a card, put that card into your graveyard, then shuffle.",
    )


def test_entomb_compiles_to_a_graveyard_search():
    card = _entomb()
    assert card.unparsed == ()
    assert card.spell == (SearchLibrary(Filter(), to="graveyard"),)


def test_entomb_puts_the_card_into_the_graveyard(scenario):
    """CR 701.23a: the found card goes where the instruction says, then the library shuffles."""
    s = scenario()
    s.lands(P0, "Swamp")
    s.library(P0, "Island", "Forest", "Mountain")
    s.script(P0, ("search", lambda v, d: (d.options[0],)))
    s.cast(P0, s.hand(P0, _entomb()))
    s.resolve()
    assert len(s.game.players[P0].graveyard) == 2  # Entomb and the card found
    assert len(s.game.players[P0].library) == 2


def test_buried_alive_finds_up_to_three_creature_cards():
    card = compile_text(
        "Buried Alive",
        "{2}{B}",
        "Sorcery",
        "Search your library for up to three creature cards, put them into your graveyard, "
        "then shuffle.",
    )
    assert card.unparsed == ()
    assert card.spell == (
        SearchLibrary(Filter(card_type=CardType.CREATURE), count=3, to="graveyard"),
    )


def test_natural_order_search_onto_the_battlefield(scenario):
    """A coloured type filter (CR 105.2): only the green creature card may be found."""
    card = compile_text(
        "Natural Order",
        "{2}{G}{G}",
        "Sorcery",
        "As an additional cost to cast this spell, sacrifice a green creature.\n"
        "Search your library for a green creature card, put it onto the battlefield, then "
        "shuffle.",
    )
    assert card.spell[-1] == SearchLibrary(
        Filter(card_type=CardType.CREATURE, colors=Color.G), to="battlefield"
    )


def test_steelshaper_gift_finds_an_equipment_card(scenario):
    """A subtype filter (CR 205.3): the Equipment card found goes into the hand."""
    card = compile_text(
        "Steelshaper's Gift",
        "{W}",
        "Sorcery",
        "Search your library for an Equipment card, reveal it, put it into your hand, then "
        "shuffle.",
    )
    assert card.unparsed == ()
    assert card.spell == (SearchLibrary(Filter(subtypes=("Equipment",)), to="hand"),)
    s = scenario()
    s.lands(P0, "Plains")
    s.library(P0, "Island", "Bonesplitter", "Forest")
    seen: list[int] = []

    def pick(view, decision):
        seen.extend(decision.options)
        return tuple(decision.options)

    s.script(P0, ("search", pick))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert len(seen) == 1  # the only Equipment card of the library was offered
    assert s.names(P0, Zone.HAND) == ["Bonesplitter"]


def test_spellseeker_bounds_the_mana_value():
    """ "with mana value N or less" becomes the filter's bound; an X bound stays uncompiled."""
    card = compile_text(
        "Spellseeker",
        "{2}{U}",
        "Creature — Human Wizard",
        "When Spellseeker enters, you may search your library for an instant or sorcery card "
        "with mana value 2 or less, reveal it, put it into your hand, then shuffle.",
        ("1", "1"),
    )
    assert card.unparsed == ()
    (trigger,) = card.triggers
    found = SearchLibrary(Filter(card_type=CardType.INSTANT | CardType.SORCERY, max_mana_value=2))
    assert trigger.effect in ((MayDo((found,)),), (found,))
    chord = compile_text(
        "Chord of Calling",
        "{X}{G}{G}{G}",
        "Instant",
        "Convoke\nSearch your library for a creature card with mana value X or less, put it "
        "onto the battlefield, then shuffle.",
    )
    # Issue 26 (spell): the X bound is read as the spell resolves (``SearchXOrLess``).
    assert isinstance(chord.spell[0], SearchXOrLess)
    assert chord.spell[0].search.filter == Filter(card_type=CardType.CREATURE)


def test_worldly_tutor_puts_the_card_on_top(scenario):
    """ "then shuffle and put that card on top" (CR 701.23, 401.1): the top card is known."""
    card = compile_text(
        "Worldly Tutor",
        "{G}",
        "Instant",
        "Search your library for a creature card, reveal it, then shuffle and put the card on top.",
    )
    assert card.spell == (SearchLibrary(Filter(card_type=CardType.CREATURE), to="top"),)
    s = scenario()
    s.lands(P0, "Forest")
    s.library(P0, "Island", "Grizzly Bears", "Forest", "Plains")
    s.script(P0, ("search", lambda v, d: tuple(d.options)))
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert s.game.players[P0].library[-1].card.name == "Grizzly Bears"


# -- mass effects: "Destroy all <quality>", "Untap up to N lands", wheels ---------------------


def test_destroy_all_lands_and_by_quality(scenario):
    """CR 701.8, 115.10: untargeted, every matching permanent of every player is destroyed."""
    armageddon = compile_text("Armageddon", "{3}{W}", "Sorcery", "Destroy all lands.")
    assert armageddon.spell == (MassRemoval(TargetKind.LAND),)
    perish = compile_text("Perish", "{2}{B}", "Sorcery", "Destroy all green creatures.")
    assert perish.spell == (MassRemoval(TargetKind.CREATURE, Filter(colors=Color.G)),)
    vengeance = compile_text(
        "Akroma's Vengeance",
        "{4}{W}{W}",
        "Sorcery",
        "Destroy all artifacts, creatures, and enchantments.\nCycling {3}",
    )
    assert vengeance.spell == (
        MassRemoval(TargetKind.ARTIFACT | TargetKind.CREATURE | TargetKind.ENCHANTMENT),
    )
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    s.lands(P1, "Forest", "Island")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, armageddon))
    s.resolve()
    assert s.game.players[P0].battlefield == []
    assert [o.card.name for o in s.game.players[P1].battlefield] == ["Grizzly Bears"]
    assert s.zone(bears) is Zone.BATTLEFIELD


def test_perish_destroys_only_green_creatures(scenario):
    perish = compile_text("Perish", "{2}{B}", "Sorcery", "Destroy all green creatures.")
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    s.battlefield(P1, "Grizzly Bears")
    s.battlefield(P0, "Hypnotic Specter")
    s.cast(P0, s.hand(P0, perish))
    s.resolve()
    assert "Grizzly Bears" not in [o.card.name for o in s.game.players[P1].battlefield]
    assert "Hypnotic Specter" in [o.card.name for o in s.game.players[P0].battlefield]


def test_snap_untaps_two_lands(scenario):
    """CR 701.26b: Snap returns the creature and untaps up to two lands (its cost back)."""
    snap = compile_text(
        "Snap",
        "{1}{U}",
        "Instant",
        "Return target creature to its owner's hand. Untap up to two lands.",
    )
    assert snap.unparsed == ()
    assert snap.spell[-1] == UntapLands(2)
    s = scenario()
    islands = s.lands(P0, "Island", "Island", "Island")
    bears = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, snap), targets=[bears])
    assert sum(o.tapped for o in islands) == 2
    s.resolve()
    assert not any(o.tapped for o in islands)
    assert s.names(P1, Zone.HAND) == ["Grizzly Bears"]


def test_timetwister_and_wheel_of_fortune(scenario):
    """Timetwister: hand and graveyard shuffled into the library, then seven cards each."""
    twister = compile_text(
        "Timetwister",
        "{2}{U}",
        "Sorcery",
        "Each player shuffles their hand and graveyard into their library, then draws seven "
        "cards. (Then put Timetwister into its owner's graveyard.)",
    )
    assert twister.spell == (Wheel(7, shuffle=True),)
    wheel = compile_text(
        "Wheel of Fortune",
        "{2}{R}",
        "Sorcery",
        "Each player discards their hand, then draws seven cards.",
    )
    assert wheel.spell == (Wheel(7),)
    s = scenario()
    s.lands(P0, "Island", "Island", "Island")
    s.library(P0, *["Island"] * 5)
    s.library(P1, *["Forest"] * 10)
    s.hand(P0, "Mountain")
    s.graveyard(P0, "Plains")
    s.hand(P1, "Swamp")
    s.cast(P0, s.hand(P0, twister))
    s.resolve()
    p0, p1 = s.game.players[P0], s.game.players[P1]
    assert len(p0.hand) == 7 and len(p0.library) == 0  # 5 + Mountain + Plains, all drawn
    assert [o.card.name for o in p0.graveyard] == ["Timetwister"]
    assert len(p1.hand) == 7 and len(p1.library) == 4  # 10 + Swamp - 7


# -- echo and "sacrifice ~ unless you pay" (CR 702.30a, 118.12) -------------------------------


def _goblin_patrol():
    return compile_text(
        "Goblin Patrol",
        "{R}",
        "Creature — Goblin",
        "Echo {R} (At the beginning of your upkeep, if this came under your control since the "
        "beginning of your last upkeep, sacrifice it unless you pay its echo cost.)",
        ("2", "1"),
    )


def test_echo_compiles_to_an_upkeep_trigger():
    card = _goblin_patrol()
    assert card.unparsed == ()
    (trigger,) = card.triggers
    assert trigger.when == BeginningOfStep(StepName.UPKEEP)
    assert trigger.effect == (PayOrSacrifice(parse_mana_cost("{R}"), echo=True),)


def test_echo_is_paid_once_then_never_again(scenario):
    """CR 702.30a: the first upkeep after it came under your control asks for the echo."""
    s = scenario(active=P1, turn=4)
    s.lands(P0, "Mountain")
    patrol = s.battlefield(P0, _goblin_patrol(), sick=True)
    patrol.since = 3  # cast on our previous turn
    s.library(P0, *["Mountain"] * 4)
    s.library(P1, *["Forest"] * 4)
    s.script(P0, ("pay_unless", True))
    s.next_turn()  # turn 5, ours: the echo trigger; we pay {R}
    assert s.zone(patrol) is Zone.BATTLEFIELD
    s.next_turn()
    s.next_turn()  # turn 7: paid already, no trigger asks again
    assert s.zone(patrol) is Zone.BATTLEFIELD
    assert [k for k, _ in s.agents[P0].asked].count("pay_unless") == 1


def test_echo_unpaid_sacrifices(scenario):
    s = scenario(active=P1, turn=4)
    patrol = s.battlefield(P0, _goblin_patrol(), sick=True)
    patrol.since = 3
    s.library(P0, *["Mountain"] * 4)
    s.library(P1, *["Forest"] * 4)
    s.next_turn()  # no land to pay {R}: sacrificed
    assert s.names(P0, Zone.GRAVEYARD) == ["Goblin Patrol"]


def test_upheaval_returns_every_permanent(scenario):
    """CR 400.3, 115.10: "Return all permanents to their owners' hands", untargeted."""
    upheaval = compile_text(
        "Upheaval", "{4}{U}{U}", "Sorcery", "Return all permanents to their owners' hands."
    )
    assert upheaval.spell == (MassRemoval(TargetKind.PERMANENT, verb="bounce"),)
    s = scenario()
    s.lands(P0, *["Island"] * 6)
    s.battlefield(P1, "Grizzly Bears")
    s.lands(P1, "Forest")
    s.cast(P0, s.hand(P0, upheaval))
    s.resolve()
    assert s.game.players[P0].battlefield == s.game.players[P1].battlefield == []
    assert sorted(s.names(P1, Zone.HAND)) == ["Forest", "Grizzly Bears"]
    assert s.names(P0, Zone.HAND) == ["Island"] * 6


def test_hibernation_bounces_only_green_permanents():
    card = compile_text(
        "Hibernation", "{2}{U}", "Instant", "Return all green permanents to their owners' hands."
    )
    assert card.spell == (MassRemoval(TargetKind.PERMANENT, Filter(colors=Color.G), verb="bounce"),)


def test_replenish_returns_every_enchantment_card(scenario):
    """CR 110.2: the cards enter together; a creature card stays in the graveyard."""
    replenish = compile_text(
        "Replenish",
        "{3}{W}",
        "Sorcery",
        "Return all enchantment cards from your graveyard to the battlefield. (Auras with "
        "nothing to enchant remain in your graveyard.)",
    )
    assert replenish.spell == (ReturnAllFromGraveyard(Filter(card_type=CardType.ENCHANTMENT)),)
    sevinne = compile_text(
        "Sevinne's Reclamation",
        "{W}",
        "Sorcery",
        "Return all permanent cards with mana value 3 or less from your graveyard to the "
        "battlefield.\nIf this spell was cast from a hand, you may copy it.",
    )
    # "permanent cards" (CR 110.4): any of the permanent card types, mana value 3 or less
    (back,) = sevinne.spell
    assert back.filter.max_mana_value == 3
    assert back.filter.card_type & CardType.ENCHANTMENT and back.filter.card_type & CardType.LAND
    assert not back.filter.card_type & (CardType.INSTANT | CardType.SORCERY)
    s = scenario()
    s.lands(P0, *["Plains"] * 4)
    s.graveyard(P0, "Glorious Anthem")
    s.graveyard(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, replenish))
    s.resolve()
    assert [o.card.name for o in s.game.players[P0].battlefield if not o.info.is_land] == [
        "Glorious Anthem"
    ]
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Grizzly Bears", "Replenish"]


# -- "Whenever equipped creature deals combat damage to a player" (CR 510.3a, 603.2) ---------


def _sword_of_fire_and_ice():
    return compile_text(
        "Sword of Fire and Ice",
        "{3}",
        "Artifact — Equipment",
        "Equipped creature gets +2/+2 and has protection from red and from blue.\n"
        "Whenever equipped creature deals combat damage to a player, Sword of Fire and Ice "
        "deals 2 damage to any target and you draw a card.\nEquip {2}",
    )


def test_equipped_creature_combat_damage_trigger(scenario):
    """The Sword's trigger watches the creature it is attached to, not itself."""
    sword = _sword_of_fire_and_ice()
    (trigger,) = sword.triggers
    assert trigger.when == DealsCombatDamageToPlayer(Ref.ENCHANTED_OR_EQUIPPED)
    s = scenario()
    s.library(P0, "Island", "Island")
    bears = s.battlefield(P0, "Grizzly Bears")
    other = s.battlefield(P0, "Grizzly Bears")
    equipment = s.battlefield(P0, sword)
    equipment.attached_to = bears.oid
    s.script(P0, ("attackers", (other.oid,)))
    s.script(P1, ("blockers", ()))
    s.combat()
    s.resolve()
    assert s.names(P0, Zone.HAND) == []  # the unequipped attacker triggers nothing
    s.game.players[P1].life = 20
    bears.since = other.since = 0
    s.script(P0, ("attackers", (bears.oid,)))
    s.script(P1, ("blockers", ()))
    s.script(P0, ("targets", lambda v, d: next(o for o in d.options if o[0] == (P1,))))
    s.combat()
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]
    assert s.game.players[P1].life == 14  # 4 combat damage (the Sword's +2/+2), then 2


# -- "gains protection from the color of your choice until end of turn" (CR 702.16, 514.2) ---


def test_gods_willing_protects_from_the_threatening_color(scenario):
    """CR 702.16b, f: no targeting or blocking by red once red is chosen; gone at cleanup."""
    card = compile_text(
        "Gods Willing",
        "{W}",
        "Instant",
        "Target creature you control gains protection from the color of your choice until "
        "end of turn. Scry 1.",
    )
    assert card.unparsed == ()
    assert card.spell[0] == ProtectionFromChosenColor(Target(TargetKind.CREATURE, Controller.YOU))
    s = scenario()
    s.lands(P0, "Plains")
    s.library(P0, "Plains")
    bears = s.battlefield(P0, "Grizzly Bears")
    goblin = s.battlefield(P1, "Goblin Guide")
    bolt = s.hand(P1, "Lightning Bolt")
    assert can_block(s.game, goblin, bears)
    s.cast(P0, s.hand(P0, card), targets=[bears])
    s.resolve()
    assert bears.temp_protection == int(Color.R)  # the colour of the opponent's creature
    assert not can_block(s.game, goblin, bears)
    spec = Target(TargetKind.CREATURE | TargetKind.PLAYER | TargetKind.PLANESWALKER)
    assert not is_legal_target(s.game, P1, spec, bears.oid, bolt.oid)
    s.cleanup()
    assert can_block(s.game, goblin, bears)
    assert is_legal_target(s.game, P1, spec, bears.oid, bolt.oid)


def test_mother_of_runes_compiles_to_a_tap_ability():
    mother = compile_text(
        "Mother of Runes",
        "{W}",
        "Creature — Human Cleric",
        "{T}: Target creature you control gains protection from the color of your choice "
        "until end of turn.",
        ("1", "1"),
    )
    assert mother.unparsed == ()
    (ability,) = mother.abilities
    assert ability.effect == (
        ProtectionFromChosenColor(Target(TargetKind.CREATURE, Controller.YOU)),
    )


# -- "tap or untap target permanent" (CR 701.26): the two verbs as two modes -----------------


def test_twiddle_untaps_a_land(scenario):
    card = compile_text(
        "Twiddle", "{U}", "Instant", "You may tap or untap target artifact, creature, or land."
    )
    assert card.unparsed == ()
    spec = Target(TargetKind.ARTIFACT | TargetKind.CREATURE | TargetKind.LAND)
    assert card.spell == (MayDo((Modal(((Tap(spec),), (Untap(spec),))),)),)
    s = scenario()
    island, forest = s.lands(P0, "Island", "Forest")
    forest.tapped = True
    s.script(P0, ("may", True))
    s.script(
        P0,
        (
            "targets",
            lambda v, d: next(o for o in d.options if o[0] == (1,) and o[1] == ((forest.oid,),)),
        ),
    )
    s.cast(P0, s.hand(P0, card))
    assert island.tapped
    s.resolve()
    assert not forest.tapped


# -- "You may discard a card. If you do, draw two cards." (CR 608.2c-d) ----------------------


def _bitter_reunion():
    return compile_text(
        "Bitter Reunion",
        "{1}{R}",
        "Enchantment",
        "When Bitter Reunion enters, you may discard a card. If you do, draw two cards.\n"
        "{1}, Sacrifice Bitter Reunion: Creatures you control gain haste until end of turn.",
    )


def test_bitter_reunion_discards_then_draws(scenario):
    card = _bitter_reunion()
    assert card.unparsed == ()
    (trigger,) = card.triggers
    assert trigger.effect == (OptionalCost((DrawCards(2),), discard=1),)
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.library(P0, "Island", "Island", "Island")
    s.hand(P0, "Forest")
    s.script(P0, ("may", True))
    s.cast(P0, s.hand(P0, card))
    s.resolve()  # the enchantment
    s.resolve()  # its enters trigger
    assert s.names(P0, Zone.GRAVEYARD) == ["Forest"]
    assert s.names(P0, Zone.HAND) == ["Island", "Island"]


def test_bitter_reunion_with_an_empty_hand_draws_nothing(scenario):
    """ "If you do": with no card to discard, nothing is drawn."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.library(P0, "Island", "Island", "Island")
    s.script(P0, ("may", True))
    s.cast(P0, s.hand(P0, _bitter_reunion()))
    s.resolve()
    s.resolve()
    assert s.names(P0, Zone.HAND) == []


# -- team pumps by group: "<group> get +N/+N [and gain <kw>] until end of turn" (CR 611.2c) ---


def test_trumpet_blast_pumps_only_attacking_creatures(scenario):
    card = compile_text(
        "Trumpet Blast", "{2}{R}", "Instant", "Attacking creatures get +2/+0 until end of turn."
    )
    assert card.spell == (PumpAll(2, 0, Filter(attacking=True)),)
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    attacker = s.battlefield(P0, "Grizzly Bears")
    attacker.attacking = True
    home = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    assert (s.game.power(attacker), s.game.power(home)) == (4, 2)
    s.cleanup()
    assert s.game.power(attacker) == 2


def test_group_pumps_by_subtype_and_keyword(scenario):
    """ "Knights you control", "creatures you control with flying", "Humans ... gain haste"."""
    rally = compile_text(
        "Rally of Wings",
        "{1}{W}",
        "Instant",
        "Untap all creatures you control. Creatures you control with flying get +2/+2 until "
        "end of turn.",
    )
    assert rally.unparsed == ()
    assert rally.spell[-1] == PumpAll(2, 2, Filter(keywords=Keyword.FLYING), Controller.YOU)
    hornburg = compile_text(
        "Rally at the Hornburg",
        "{1}{R}",
        "Sorcery",
        "Create two 1/1 white Human Soldier creature tokens. Humans you control gain haste "
        "until end of turn.",
    )
    assert hornburg.spell[-1] == PumpAll(
        0, 0, Filter(subtypes=("Human",)), Controller.YOU, Keyword.HASTE
    )
    s = scenario()
    s.lands(P0, "Plains", "Plains")
    bird = s.battlefield(P0, "Zephyr Sprite")
    bears = s.battlefield(P0, "Grizzly Bears")
    their_bird = s.battlefield(P1, "Zephyr Sprite")
    s.cast(P0, s.hand(P0, rally))
    s.resolve()
    assert (s.game.power(bird), s.game.power(bears), s.game.power(their_bird)) == (3, 2, 1)


def test_elesh_norn_shrinks_only_the_opponents_creatures(scenario):
    """CR 611.3a: a static ability naming "creatures your opponents control"."""
    norn = compile_text(
        "Elesh Norn, Grand Cenobite",
        "{5}{W}{W}",
        "Legendary Creature — Phyrexian Praetor",
        "Vigilance\nOther creatures you control get +2/+2.\n"
        "Creatures your opponents control get -2/-2.",
        ("4", "7"),
    )
    assert norn.unparsed == ()
    s = scenario()
    s.battlefield(P0, norn)
    mine = s.battlefield(P0, "Grizzly Bears")
    theirs = s.battlefield(P1, "Hypnotic Specter")
    assert (s.game.power(mine), s.game.power(theirs)) == (4, 0)


# -- evasion by quality: "~ can't be blocked by / except by ..." (CR 509.1b) -----------------


def test_evasion_by_blocker_quality(scenario):
    champion = compile_text(
        "Steel Leaf Champion",
        "{G}{G}{G}",
        "Creature — Elf Knight",
        "Steel Leaf Champion can't be blocked by creatures with power 2 or less.",
        ("5", "4"),
    )
    assert champion.unparsed == ()
    assert champion.modifiers == (EvasionFilter(Filter(max_power=2)),)
    silhana = compile_text(
        "Silhana Ledgewalker",
        "{1}{G}",
        "Creature — Elf Rogue",
        "Hexproof\nSilhana Ledgewalker can't be blocked except by creatures with flying.",
        ("1", "1"),
    )
    assert silhana.unparsed == ()
    horror = compile_text(
        "Dauthi Horror",
        "{1}{B}",
        "Creature — Dauthi Minion",
        "Shadow\nDauthi Horror can't be blocked by white creatures.",
        ("2", "1"),
    )
    assert horror.modifiers == (EvasionFilter(Filter(colors=Color.W)),)
    s = scenario()
    big, ledge = s.battlefield(P0, champion), s.battlefield(P0, silhana)
    bears = s.battlefield(P1, "Grizzly Bears")
    flyer = s.battlefield(P1, "Vampire Nighthawk")
    assert not can_block(s.game, bears, big) and not can_block(s.game, flyer, big)
    assert not can_block(s.game, bears, ledge) and can_block(s.game, flyer, ledge)


# -- "If that creature would die this turn, exile it instead" (CR 614.1a) --------------------


def test_lava_coil_exiles_the_creature_it_kills(scenario):
    card = compile_text(
        "Lava Coil",
        "{1}{R}",
        "Sorcery",
        "Lava Coil deals 4 damage to target creature. If that creature would die this turn, "
        "exile it instead.",
    )
    assert card.unparsed == ()
    assert card.spell[-1] == ExileIfDiesThisTurn()
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    bears = s.battlefield(P1, "Grizzly Bears")
    other = s.battlefield(P1, "Grizzly Bears")
    s.cast(P0, s.hand(P0, card), targets=[bears])
    s.resolve()
    assert s.names(P1, Zone.EXILE) == ["Grizzly Bears"]
    assert s.names(P1, Zone.GRAVEYARD) == []
    s.game.destroy(other)  # the replacement names only the target
    assert s.names(P1, Zone.GRAVEYARD) == ["Grizzly Bears"]


def test_elephant_guide_triggers_only_for_its_own_creature(scenario):
    """CR 603.2, 603.10a: "When enchanted creature dies" names the creature it enchants.

    Before the trigger subjects learnt ``ENCHANTED_OR_EQUIPPED`` (for the Swords), any
    creature dying made an Elephant.
    """
    s = scenario()
    bears = s.battlefield(P0, "Grizzly Bears")
    other = s.battlefield(P0, "Grizzly Bears")
    guide = s.battlefield(P0, "Elephant Guide")
    guide.attached_to = bears.oid
    s.game.destroy(other)
    s.resolve()
    names = [o.card.name for o in s.game.players[P0].battlefield]
    assert "Elephant" not in names
    s.game.destroy(bears)
    s.resolve()
    names = [o.card.name for o in s.game.players[P0].battlefield]
    assert names.count("Elephant") == 1


# -- fading N (CR 702.32a): N fade counters, one removed each upkeep, then sacrificed ---------


def test_blastoderm_fades_away(scenario):
    card = compile_text(
        "Blastoderm",
        "{2}{G}{G}",
        "Creature — Beast",
        "Shroud (This creature can't be the target of spells or abilities.)\nFading 3 (This "
        "creature enters with three fade counters on it. At the beginning of your upkeep, "
        "remove a fade counter from it. If you can't, sacrifice it.)",
        ("5", "5"),
    )
    assert card.unparsed == ()
    assert card.enters_with == ("fade", 3)
    assert card.triggers[0].effect == (RemoveCounterOrSacrifice("fade"),)
    s = scenario()
    s.lands(P0, *["Forest"] * 4)
    s.library(P0, *["Forest"] * 8)
    s.library(P1, *["Island"] * 8)
    s.cast(P0, s.hand(P0, card))
    s.resolve()
    (beast,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Blastoderm"]
    assert beast.counter("fade") == 3
    counts = []
    for _ in range(4):
        s.next_turn()  # the opponent's turn
        s.next_turn()  # ours: the upkeep trigger
        counts.append(beast.counter("fade") if s.zone(beast) is Zone.BATTLEFIELD else None)
    assert counts == [2, 1, 0, None]
    assert s.names(P0, Zone.GRAVEYARD) == ["Blastoderm"]
