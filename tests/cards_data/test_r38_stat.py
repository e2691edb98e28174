"""Issue 26, round 38, static abilities (helper ``stat``): real cards, real Oracle text.

Each family: the compiled value, then a built position where the engine honours it,
citing the rule (``cards.static_rules``, ``oracle.static_rules``, ``engine.static_rules``):
casting a card from the graveyard or exile (CR 601.3), uncounterable spells (CR 101.2 and
CR 701.6), entry-trigger locks (CR 603.2), no maximum hand size (CR 402.2, 514.1), blocker
minimums (CR 509.1b) and attack taxes (CR 508.1g-h).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.effects import Discover
from deckstats.cards.hand_size import MaxHandSize
from deckstats.cards.model import CardType, Color
from deckstats.cards.oracle import compile_text
from deckstats.cards.presence import BATTLEFIELD, YOURS, Count
from deckstats.cards.static_rules import (
    AttackTax,
    CastFromZone,
    EntryTriggerLock,
    MinBlockers,
    Uncounterable,
)
from deckstats.cards.targets import NO_FILTER, Filter
from deckstats.engine.actions import CastSpell
from deckstats.engine.decisions import PAY_UNLESS
from deckstats.engine.types import Step, Zone

SQUEE = compile_text(
    "Squee, the Immortal",
    "{1}{R}{R}",
    "Legendary Creature — Goblin",
    "You may cast Squee, the Immortal from your graveyard or from exile.",
    pt=("2", "1"),
)
GRAVECRAWLER = compile_text(
    "Gravecrawler",
    "{B}",
    "Creature — Zombie",
    "Gravecrawler can't block.\nYou may cast Gravecrawler from your graveyard as long as you "
    "control a Zombie.",
    pt=("2", "1"),
)
ETERNAL_SCOURGE = compile_text(
    "Eternal Scourge",
    "{3}",
    "Creature — Eldrazi Horror",
    "You may cast Eternal Scourge from exile.\nWhen Eternal Scourge becomes the target of a "
    "spell or ability an opponent controls, put Eternal Scourge on the bottom of its owner's "
    "library.",
    pt=("3", "3"),
)
RHYTHM = compile_text(
    "Rhythm of the Wild",
    "{1}{R}{G}",
    "Enchantment",
    "Creature spells you control can't be countered.\nNontoken creatures you control have riot.",
)
CHIMIL = compile_text(
    "Chimil, the Inner Sun",
    "{6}",
    "Legendary Artifact",
    "Spells you control can't be countered.\nAt the beginning of your end step, discover 5. "
    "(Exile cards from the top of your library until you exile a nonland card with mana value "
    "5 or less. Cast it without paying its mana cost or put it into your hand. Put the rest on "
    "the bottom in a random order.)",
)
DESTINY_SPINNER_LINE = compile_text(
    "Destiny Spinner",
    "{1}{G}",
    "Enchantment Creature — Human",
    "Creature and enchantment spells you control can't be countered.",
    pt=("2", "3"),
)
SHEPHERD_LINE = compile_text(
    "Allosaurus Shepherd",
    "{G}",
    "Creature — Elf Shaman",
    "Green spells you control can't be countered.",
    pt=("1", "1"),
)
TORPOR_ORB = compile_text(
    "Torpor Orb", "{2}", "Artifact", "Creatures entering don't cause abilities to trigger."
)
DOORKEEPER_THRULL = compile_text(
    "Doorkeeper Thrull",
    "{1}{W/B}",
    "Artifact Creature — Thrull",
    "Flash\nFlying\nArtifacts and creatures entering don't cause abilities to trigger.",
    pt=("1", "2"),
)
RELIQUARY_TOWER = compile_text(
    "Reliquary Tower", None, "Land", "You have no maximum hand size.\n{T}: Add {C}."
)
TROLL = compile_text(
    "Troll of Khazad-dûm",
    "{5}{B}",
    "Creature — Troll",
    "Troll of Khazad-dûm can't be blocked except by three or more creatures.\n"
    "Swampcycling {1} ({1}, Discard this card: Search your library for a Swamp card, reveal "
    "it, put it into your hand, then shuffle.)",
    pt=("6", "5"),
)
TWO_HEADED_LINE = compile_text(
    "Two-Headed Dragon",
    "{4}{R}{R}",
    "Creature — Dragon",
    "Flying\nTwo-Headed Dragon can't be blocked except by two or more creatures.",
    pt=("4", "4"),
)
GHOSTLY_PRISON = compile_text(
    "Ghostly Prison",
    "{2}{W}",
    "Enchantment",
    "Creatures can't attack you unless their controller pays {2} for each creature they "
    "control that's attacking you.",
)
SPHERE = compile_text(
    "Sphere of Safety",
    "{4}{W}",
    "Enchantment",
    "Creatures can't attack you or planeswalkers you control unless their controller pays {X} "
    "for each of those creatures, where X is the number of enchantments you control.",
)
COUNTERSPELL = compile_text("Counterspell", "{U}{U}", "Instant", "Counter target spell.")
SHOCK = compile_text("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")
BEARS = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2"))
ZOMBIE = compile_text("Walking Corpse", "{1}{B}", "Creature — Zombie", "", pt=("2", "2"))
LIONS = compile_text("Savannah Lions", "{W}", "Creature — Cat", "", pt=("2", "1"))
VISIONARY = compile_text(
    "Elvish Visionary",
    "{1}{G}",
    "Creature — Elf Shaman",
    "When Elvish Visionary enters, draw a card.",
    pt=("1", "1"),
)
WARDEN = compile_text(
    "Soul Warden",
    "{W}",
    "Creature — Human Cleric",
    "Whenever another creature enters, you gain 1 life.",
    pt=("1", "1"),
)


def test_static_rules_compile():
    """Each line compiles to its value; the cards with no other line are full."""
    for card in (SQUEE, GRAVECRAWLER, ETERNAL_SCOURGE, TORPOR_ORB, DOORKEEPER_THRULL):
        assert card.unparsed == (), card.name
    for card in (RELIQUARY_TOWER, TROLL, GHOSTLY_PRISON, SPHERE, TWO_HEADED_LINE):
        assert card.unparsed == (), card.name
    assert SQUEE.modifiers == (CastFromZone(graveyard=True, exile=True),)
    zombie = Count(BATTLEFIELD, YOURS, Filter(subtypes=("Zombie",)), at_least=1)
    assert GRAVECRAWLER.modifiers == (CastFromZone(graveyard=True, requires=zombie),)
    assert ETERNAL_SCOURGE.modifiers == (CastFromZone(exile=True),)
    assert RHYTHM.modifiers == (Uncounterable((Filter(card_type=CardType.CREATURE),)),)
    assert RHYTHM.unparsed == ()  # its riot line too (test_rhythm_of_the_wild_gives_riot)
    assert CHIMIL.modifiers == (Uncounterable((NO_FILTER,)),)
    assert CHIMIL.unparsed == ()  # discover 5 (CR 701.57a) compiles since round 39
    assert CHIMIL.triggers[0].effect == (Discover(5),)
    assert DESTINY_SPINNER_LINE.modifiers == (
        Uncounterable(
            (Filter(card_type=CardType.CREATURE), Filter(card_type=CardType.ENCHANTMENT))
        ),
    )
    assert SHEPHERD_LINE.modifiers == (Uncounterable((Filter(colors=Color.G),)),)
    assert TORPOR_ORB.modifiers == (EntryTriggerLock((Filter(card_type=CardType.CREATURE),)),)
    assert DOORKEEPER_THRULL.modifiers == (
        EntryTriggerLock(
            (Filter(card_type=CardType.ARTIFACT), Filter(card_type=CardType.CREATURE))
        ),
    )
    assert RELIQUARY_TOWER.modifiers == (MaxHandSize(unlimited=True),)
    assert TROLL.modifiers == (MinBlockers(3),)
    assert TWO_HEADED_LINE.modifiers == (MinBlockers(2),)
    assert GHOSTLY_PRISON.modifiers == (AttackTax(2, Filter(card_type=CardType.CREATURE)),)
    assert SPHERE.modifiers == (
        AttackTax(0, Filter(card_type=CardType.CREATURE), per_enchantment=True),
    )


def _casts(s, pid, obj):
    return [a for a in s.legal(pid) if isinstance(a, CastSpell) and a.oid == obj.oid]


def test_squee_is_cast_from_the_graveyard_and_from_exile(scenario):
    """CR 601.3: Squee's own permission: cast it from its owner's graveyard or exile."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    squee = s.graveyard(P0, SQUEE)
    assert _casts(s, P0, squee)
    s.cast(P0, squee)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD)[-1] == "Squee, the Immortal"
    s2 = scenario()
    s2.lands(P0, "Mountain", "Mountain", "Mountain")
    exiled = s2.game.move(s2.hand(P0, SQUEE), Zone.EXILE)
    assert exiled is not None and _casts(s2, P0, exiled)
    their = s2.graveyard(P1, SQUEE)  # the opponent's Squee is not P0's to cast
    assert not _casts(s2, P0, their)


def test_gravecrawler_needs_a_zombie(scenario):
    """CR 601.3, 604.2: "as long as you control a Zombie": no Zombie, no cast."""
    s = scenario()
    s.lands(P0, "Swamp")
    crawler = s.graveyard(P0, GRAVECRAWLER)
    assert not _casts(s, P0, crawler)
    s.battlefield(P0, ZOMBIE)
    assert _casts(s, P0, crawler)
    s.cast(P0, crawler)
    s.resolve()
    assert s.zone(crawler) is Zone.BATTLEFIELD


def test_eternal_scourge_is_cast_from_exile_not_the_graveyard(scenario):
    """CR 601.3: "from exile" only; sorcery timing for a creature (CR 307.1)."""
    s = scenario()
    s.lands(P0, "Island", "Island", "Island")
    in_gy = s.graveyard(P0, ETERNAL_SCOURGE)
    assert not _casts(s, P0, in_gy)
    exiled = s.game.move(s.hand(P0, ETERNAL_SCOURGE), Zone.EXILE)
    assert exiled is not None and _casts(s, P0, exiled)
    s2 = scenario(step=Step.END)
    s2.lands(P0, "Island", "Island", "Island")
    late = s2.game.move(s2.hand(P0, ETERNAL_SCOURGE), Zone.EXILE)
    assert late is not None and not _casts(s2, P0, late)


def test_rhythm_of_the_wild_creature_spells_cant_be_countered(scenario):
    """CR 101.2, 701.6: the creature spell resolves; a noncreature spell is still countered."""
    s = scenario()
    s.battlefield(P0, RHYTHM)
    s.lands(P0, "Forest", "Forest", "Mountain")
    s.lands(P1, "Island", "Island", "Island", "Island")
    bears = s.hand(P0, BEARS)
    s.cast(P0, bears)
    s.cast(P1, s.hand(P1, COUNTERSPELL), targets=[s.game.stack[-1].obj])
    s.resolve()
    assert s.zone(bears) is Zone.BATTLEFIELD
    shock = s.hand(P0, SHOCK)
    s.cast(P0, shock, targets=[P1])
    s.cast(P1, s.hand(P1, COUNTERSPELL), targets=[s.game.stack[-1].obj])
    s.resolve()
    assert s.game.players[P1].life == 20 and s.zone(shock) is Zone.GRAVEYARD


def test_chimil_protects_only_its_controllers_spells(scenario):
    """CR 101.2: "Spells you control": the opponent's spell is countered as usual."""
    s = scenario()
    s.battlefield(P1, CHIMIL)
    s.lands(P0, "Mountain")
    s.lands(P1, "Island", "Island")
    shock = s.hand(P0, SHOCK)
    s.cast(P0, shock, targets=[P1])
    s.cast(P1, s.hand(P1, COUNTERSPELL), targets=[s.game.stack[-1].obj])
    s.resolve()
    assert s.game.players[P1].life == 20


def test_torpor_orb_stops_enter_triggers_of_creatures(scenario):
    """CR 603.2, 101.2: neither the creature's own nor another permanent's trigger."""
    s = scenario()
    s.battlefield(P0, WARDEN)
    s.library(P0, "Island", "Island")
    s.lands(P0, "Forest", "Forest")
    s.cast(P0, s.hand(P0, VISIONARY))
    s.resolve()
    assert len(s.game.players[P0].hand) == 1 and s.game.players[P0].life == 21
    s.battlefield(P1, TORPOR_ORB)
    s.lands(P0, "Forest", "Forest")
    s.cast(P0, s.hand(P0, VISIONARY))
    s.resolve()
    assert len(s.game.players[P0].hand) == 1 and s.game.players[P0].life == 21


def test_reliquary_tower_keeps_a_full_hand(scenario):
    """CR 402.2, 514.1: no discard to hand size in the cleanup step."""
    s = scenario()
    for _ in range(9):
        s.hand(P0, "Island")
    s.cleanup()
    assert len(s.game.players[P0].hand) == 7
    for _ in range(2):
        s.hand(P0, "Island")
    s.battlefield(P0, RELIQUARY_TOWER)
    s.cleanup()
    assert len(s.game.players[P0].hand) == 9


def test_troll_of_khazad_dum_needs_three_blockers(scenario):
    """CR 509.1b: a block by two creatures is not made; three may block it."""
    s = scenario()
    troll = s.battlefield(P0, TROLL)
    a, b, c = (s.battlefield(P1, BEARS) for _ in range(3))
    s.script(P0, ("attackers", (troll.oid,)))
    s.script(P1, ("blockers", ((a.oid, troll.oid), (b.oid, troll.oid))))
    s.combat()
    assert s.game.players[P1].life == 14
    s2 = scenario()
    troll = s2.battlefield(P0, TROLL)
    a, b, c = (s2.battlefield(P1, BEARS) for _ in range(3))
    s2.script(P0, ("attackers", (troll.oid,)))
    s2.script(P1, ("blockers", tuple((x.oid, troll.oid) for x in (a, b, c))))
    s2.combat()
    assert s2.game.players[P1].life == 20


def test_ghostly_prison_taxes_each_attacker(scenario):
    """CR 508.1g-h: {2} per attacker; an attacker its controller can't pay for stays home."""
    s = scenario()
    s.battlefield(P1, GHOSTLY_PRISON)
    one, two = s.battlefield(P0, LIONS), s.battlefield(P0, LIONS)
    s.lands(P0, "Plains", "Plains", "Plains")
    s.script(P0, ("attackers", (one.oid, two.oid)), (PAY_UNLESS, True))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert s.game.players[P1].life == 18
    assert one.tapped and not two.tapped
    assert sum(1 for o in s.game.players[P0].battlefield if o.info.is_land and o.tapped) == 2


def test_sphere_of_safety_counts_its_controllers_enchantments(scenario):
    """CR 508.1g: X = the enchantments the defending player controls (two here)."""
    s = scenario()
    s.battlefield(P1, SPHERE)
    s.battlefield(P1, GHOSTLY_PRISON)
    lions = s.battlefield(P0, LIONS)
    s.lands(P0, "Plains", "Plains", "Plains")
    s.script(P0, ("attackers", (lions.oid,)))
    s.combat()
    assert not lions.tapped and s.game.players[P1].life == 20  # {2} + {2}: 3 lands can't
    s.lands(P0, "Plains")
    s.script(P0, ("attackers", (lions.oid,)), (PAY_UNLESS, True))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert s.game.players[P1].life == 18


RABBLEMASTER = compile_text(
    "Goblin Rabblemaster",
    "{2}{R}",
    "Creature — Goblin Warrior",
    "Other Goblin creatures you control attack each combat if able.\nAt the beginning of combat "
    "on your turn, create a 1/1 red Goblin creature token with haste.\nWhenever Goblin "
    "Rabblemaster attacks, it gets +1/+0 until end of turn for each other attacking Goblin.",
    pt=("2", "2"),
)
SCION = compile_text(
    "Scion of Draco",
    "{12}",
    "Artifact Creature — Dragon",
    "Domain — This spell costs {2} less to cast for each basic land type among lands you "
    "control.\nFlying\nEach creature you control has vigilance if it's white, hexproof if it's "
    "blue, lifelink if it's black, first strike if it's red, and trample if it's green.",
    pt=("4", "4"),
)
SEA_GATE = compile_text(
    "Sea Gate Restoration",
    "{4}{U}{U}{U}",
    "Sorcery",
    "Draw cards equal to the number of cards in your hand plus one. You have no maximum hand "
    "size for the rest of the game.",
)
GOBLIN = compile_text("Goblin Piker", "{1}{R}", "Creature — Goblin Warrior", "", pt=("2", "1"))


def test_group_statics_compile():
    """Rabblemaster's must-attack grant, Scion's keywords by colour, Sea Gate's hand size."""
    from deckstats.cards.dsl import Static
    from deckstats.cards.effects import GetEmblem
    from deckstats.cards.model import Keyword
    from deckstats.cards.targets import Ref

    for card in (RABBLEMASTER, SCION, SEA_GATE):
        assert card.unparsed == (), card.name
    assert RABBLEMASTER.statics[0] == Static(
        0,
        0,
        Keyword.ATTACKS_EACH_COMBAT,
        applies_to=Ref.CREATURES_YOU_CONTROL,
        filter=Filter(subtypes=("Goblin",)),
        other=True,
    )
    by_color = {s.filter.colors: s.keywords for s in SCION.statics}
    assert by_color == {
        Color.W: Keyword.VIGILANCE,
        Color.U: Keyword.HEXPROOF,
        Color.B: Keyword.LIFELINK,
        Color.R: Keyword.FIRST_STRIKE,
        Color.G: Keyword.TRAMPLE,
    }
    assert SEA_GATE.spell[-1] == GetEmblem((), (MaxHandSize(unlimited=True),))


def test_rabblemaster_makes_other_goblins_attack(scenario):
    """CR 508.1d: the other Goblin attacks though its controller chose no attacker."""
    s = scenario()
    rabble = s.battlefield(P0, RABBLEMASTER)
    piker = s.battlefield(P0, GOBLIN)
    s.script(P0, ("attackers", ()))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert piker.tapped and not rabble.tapped
    # the hasty Goblin token of its beginning-of-combat trigger must attack too: 2 + 1
    assert s.game.players[P1].life == 17


def test_scion_of_draco_grants_by_colour(scenario):
    """CR 613.1f: a white creature gets vigilance, a green one trample, not the reverse."""
    from deckstats.cards.model import Keyword

    s = scenario()
    s.battlefield(P0, SCION)
    lions = s.battlefield(P0, LIONS)
    bears = s.battlefield(P0, BEARS)
    assert s.game.keywords(lions) & Keyword.VIGILANCE
    assert not s.game.keywords(lions) & Keyword.TRAMPLE
    assert s.game.keywords(bears) & Keyword.TRAMPLE
    assert not s.game.keywords(bears) & Keyword.VIGILANCE


def test_sea_gate_restoration_removes_the_hand_size_for_the_game(scenario):
    """CR 402.2, 514.1: after it resolves, no discard in this or a later cleanup step."""
    s = scenario()
    s.lands(P0, *(["Island"] * 7))
    s.library(P0, *(["Island"] * 12))
    for _ in range(5):
        s.hand(P0, "Island")
    s.cast(P0, s.hand(P0, SEA_GATE))
    s.resolve()
    assert len(s.game.players[P0].hand) == 11
    s.cleanup()
    assert len(s.game.players[P0].hand) == 11


# -- modes of charms and commands (oracle.mode_lines) ------------------------------------------

PRISMARI = compile_text(
    "Prismari Command",
    "{1}{U}{R}",
    "Instant",
    "Choose two —\n• Prismari Command deals 2 damage to any target.\n• Target player draws two "
    "cards, then discards two cards.\n• Target player creates a Treasure token.\n• Destroy "
    "target artifact.",
)
PRIMAL = compile_text(
    "Primal Command",
    "{3}{G}{G}",
    "Sorcery",
    "Choose two —\n• Target player gains 7 life.\n• Put target noncreature permanent on top of "
    "its owner's library.\n• Target player shuffles their graveyard into their library.\n• "
    "Search your library for a creature card, reveal it, put it into your hand, then shuffle.",
)
BROTHERHOODS_END = compile_text(
    "Brotherhood's End",
    "{1}{R}{R}",
    "Sorcery",
    "Choose one —\n• Brotherhood's End deals 3 damage to each creature and each planeswalker.\n"
    "• Destroy all artifacts with mana value 3 or less.",
)
WITHERBLOOM_CHARM = compile_text(
    "Witherbloom Charm",
    "{B}{G}",
    "Instant",
    "Choose one —\n• You may sacrifice a permanent. If you do, draw two cards.\n• You draw a "
    "card and you lose 1 life.\n• Destroy target nonland permanent with mana value 5 or "
    "greater.",
)
SHEOLDREDS_EDICT = compile_text(
    "Sheoldred's Edict",
    "{1}{B}",
    "Instant",
    "Choose one —\n• Each opponent sacrifices a nontoken creature.\n• Each opponent sacrifices "
    "a creature token.\n• Each opponent sacrifices a planeswalker.",
)
JACE_BELEREN = compile_text(
    "Jace Beleren",
    "{1}{U}{U}",
    "Legendary Planeswalker — Jace",
    "+2: Each player draws a card.\n−1: Target player draws a card.\n−10: Target player mills "
    "twenty cards.",
    loyalty="3",
)


def test_mode_lines_compile():
    """Each charm's every mode compiles; the new fields carry the mode's subject."""
    from deckstats.cards import effects as fx
    from deckstats.cards.targets import Ref, Target, TargetKind

    for card in (PRISMARI, PRIMAL, BROTHERHOODS_END, WITHERBLOOM_CHARM, SHEOLDREDS_EDICT):
        assert card.unparsed == (), card.name
    player = Target(TargetKind.PLAYER)
    (treasure,) = PRISMARI.spell[0].modes[2]
    assert isinstance(treasure, fx.CreateToken) and treasure.controller == player
    assert PRIMAL.spell[0].modes[2] == (fx.ShuffleIntoLibrary(player=player),)
    assert BROTHERHOODS_END.spell[0].modes[0] == (fx.DealDamageEach(3, planeswalkers=True),)
    (sac,) = WITHERBLOOM_CHARM.spell[0].modes[0]
    assert sac == fx.OptionalCost((fx.DrawCards(2),), sacrifice_one=NO_FILTER)
    assert SHEOLDREDS_EDICT.spell[0].modes[1] == (
        fx.Sacrifice(Filter(card_type=CardType.CREATURE, token=True), Ref.EACH_OPPONENT),
    )


def test_prismari_command_gives_the_target_player_a_treasure(scenario):
    """CR 111.2, 115.1: the targeted player creates the Treasure (here the opponent)."""
    s = scenario()
    s.lands(P0, "Island", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, PRISMARI), targets=[P1, P1], modes=(0, 2))
    s.resolve()
    assert s.game.players[P1].life == 18
    assert s.names(P1, Zone.BATTLEFIELD) == ["Treasure"]
    assert "Treasure" not in s.names(P0, Zone.BATTLEFIELD)


def test_primal_command_shuffles_the_target_players_graveyard(scenario):
    """CR 701.24: the targeted player's graveyard goes into its library; the caster's stays."""
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest", "Forest", "Forest")
    s.graveyard(P1, BEARS)
    s.graveyard(P1, LIONS)
    s.graveyard(P0, ZOMBIE)
    s.cast(P0, s.hand(P0, PRIMAL), targets=[P0, P1], modes=(0, 2))
    s.resolve()
    assert s.game.players[P0].life == 27
    assert s.names(P1, Zone.GRAVEYARD) == []
    assert sorted(s.names(P1, Zone.LIBRARY)) == ["Grizzly Bears", "Savannah Lions"]
    assert "Walking Corpse" in s.names(P0, Zone.GRAVEYARD)


def test_brotherhoods_end_hits_planeswalkers_too(scenario):
    """CR 120.3c: damage to a planeswalker removes loyalty; creatures take it as well."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    jace = s.battlefield(P1, JACE_BELEREN)
    jace.counters = {"loyalty": 5}
    bears = s.battlefield(P1, BEARS)
    s.cast(P0, s.hand(P0, BROTHERHOODS_END), modes=(0,))
    s.resolve()
    assert jace.counter("loyalty") == 2
    assert s.zone(bears) is Zone.GRAVEYARD
    assert s.game.players[P1].life == 20


def test_witherbloom_charm_sacrifices_then_draws(scenario):
    """CR 608.2c, 701.21: "If you do": the draw needs the sacrifice; no permanent, no draw."""
    s = scenario()
    s.lands(P0, "Swamp", "Forest")
    s.library(P0, "Island", "Island", "Island")
    s.battlefield(P0, BEARS)
    s.script(P0, ("may", True))
    s.cast(P0, s.hand(P0, WITHERBLOOM_CHARM), modes=(0,))
    s.resolve()
    assert len(s.game.players[P0].hand) == 2
    assert len(s.game.players[P0].battlefield) == 2  # one of the three permanents is gone
    s2 = scenario()
    lands = s2.lands(P0, "Swamp", "Forest")
    s2.library(P0, "Island", "Island")
    charm = s2.hand(P0, WITHERBLOOM_CHARM)
    s2.cast(P0, charm, modes=(0,))
    for land in lands:  # the lands were tapped for it: still permanents, so it may be done
        assert land.tapped
    s2.game.sacrifice(lands[0])
    s2.game.sacrifice(lands[1])
    s2.resolve()
    assert len(s2.game.players[P0].hand) == 0


def test_sheoldreds_edict_takes_a_token(scenario):
    """CR 111.1, 701.21: the token mode can only take a token."""
    from deckstats.cards.effects import CreateToken

    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    bears = s.battlefield(P1, BEARS)
    alarm = compile_text(
        "Raise the Alarm", "{1}{W}", "Instant", "Create two 1/1 white Soldier creature tokens."
    )
    assert isinstance(alarm.spell[0], CreateToken)
    token = s.game.new_object(alarm.spell[0].token, P1, Zone.BATTLEFIELD, is_token=True)
    s.game.put_onto_battlefield(token, P1)
    s.cast(P0, s.hand(P0, SHEOLDREDS_EDICT), modes=(1,))
    s.resolve()
    assert s.zone(bears) is Zone.BATTLEFIELD
    assert "Soldier" not in s.names(P1, Zone.BATTLEFIELD)


# -- conditions: an opponent at 10 life or less, a graveyard of twenty ------------------------

BLOODGHAST = compile_text(
    "Bloodghast",
    "{B}{B}",
    "Creature — Vampire Spirit",
    "Bloodghast can't block.\nBloodghast has haste as long as an opponent has 10 or less life.\n"
    "Landfall — Whenever a land you control enters, you may return Bloodghast from your "
    "graveyard to the battlefield.",
    pt=("2", "1"),
)
VISIONS = compile_text(
    "Visions of Beyond",
    "{U}",
    "Instant",
    "Draw a card. If a graveyard has twenty or more cards in it, draw three cards instead.",
)


def test_conditions_compile():
    """Bloodghast and Visions of Beyond are full, on the round's two new conditions."""
    from deckstats.cards import effects as fx

    assert BLOODGHAST.unparsed == () and VISIONS.unparsed == ()
    assert BLOODGHAST.statics[0].condition == fx.Condition.OPPONENT_TEN_LIFE
    assert VISIONS.spell == (
        fx.Conditional(fx.Condition.GRAVEYARD_TWENTY, (fx.DrawCards(3),), (fx.DrawCards(1),)),
    )


def test_bloodghast_has_haste_against_ten_life(scenario):
    """CR 604.2, 702.10: haste only while an opponent has 10 or less life."""
    from deckstats.cards.model import Keyword

    s = scenario()
    ghast = s.battlefield(P0, BLOODGHAST)
    assert not s.game.keywords(ghast) & Keyword.HASTE
    s.game.players[P1].life = 10
    assert s.game.keywords(ghast) & Keyword.HASTE


def test_bloodghast_returns_on_landfall_from_the_graveyard(scenario):
    """CR 603.6a, 113.6k: the trigger works from the graveyard; the opponent's land doesn't."""
    s = scenario()
    ghast = s.graveyard(P0, BLOODGHAST)
    s.game.active = P1
    s.play_land(P1, s.hand(P1, "Swamp"))
    s.resolve()
    assert s.zone(ghast) is Zone.GRAVEYARD
    s.game.active = P0
    s.script(P0, ("may", True))
    s.play_land(P0, s.hand(P0, "Swamp"))
    s.resolve()
    assert "Bloodghast" in s.names(P0, Zone.BATTLEFIELD)


def test_visions_of_beyond_counts_every_graveyard(scenario):
    """CR 608.2c: one card, or three when any graveyard (the opponent's here) holds twenty."""
    s = scenario()
    s.lands(P0, "Island", "Island")
    s.library(P0, *(["Island"] * 8))
    s.cast(P0, s.hand(P0, VISIONS))
    s.resolve()
    assert len(s.game.players[P0].hand) == 1
    for _ in range(20):
        s.graveyard(P1, "Forest")
    s.cast(P0, s.hand(P0, VISIONS))
    s.resolve()
    assert len(s.game.players[P0].hand) == 4


# -- cast bans (cards.modifiers.CastLimit with zones) -------------------------------------------

DRANNITH = compile_text(
    "Drannith Magistrate",
    "{1}{W}",
    "Creature — Human Wizard",
    "Your opponents can't cast spells from anywhere other than their hands.",
    pt=("1", "3"),
)
FEROX_LINE = compile_text(
    "Nullhide Ferox",
    "{2}{G}{G}",
    "Creature — Beast",
    "Hexproof\nYou can't cast noncreature spells.",
    pt=("6", "6"),
)
THINK_TWICE = compile_text("Think Twice", "{1}{U}", "Instant", "Draw a card.\nFlashback {2}{U}")


def test_cast_bans_compile():
    """CR 101.2: a cast limit of none, by caster, quality of spell and zone."""
    from deckstats.cards.modifiers import CastLimit
    from deckstats.cards.targets import Ref

    assert DRANNITH.unparsed == () and FEROX_LINE.unparsed == ()
    assert DRANNITH.modifiers == (
        CastLimit(0, NO_FILTER, Ref.EACH_OPPONENT, zones=("graveyard", "exile", "library")),
    )
    assert FEROX_LINE.modifiers == (CastLimit(0, Filter(not_type=CardType.CREATURE), Ref.YOU),)


def test_drannith_magistrate_stops_casts_from_outside_the_hand(scenario):
    """CR 101.2, 601.3: no flashback, no Squee for the opponent; the hand and its controller
    are free."""
    s = scenario(active=P1)
    s.battlefield(P0, DRANNITH)
    s.lands(P1, "Island", "Island", "Island", "Mountain", "Mountain")
    think = s.graveyard(P1, THINK_TWICE)
    squee = s.graveyard(P1, SQUEE)
    assert not _casts(s, P1, think) and not _casts(s, P1, squee)
    assert _casts(s, P1, s.hand(P1, SHOCK))
    s.game.sacrifice(s.game.players[P0].battlefield[0])
    assert _casts(s, P1, squee) and _casts(s, P1, think)


def test_nullhide_ferox_forbids_its_controllers_noncreature_spells(scenario):
    """CR 101.2: "You can't cast noncreature spells": a creature still can be cast."""
    s = scenario()
    s.battlefield(P0, FEROX_LINE)
    s.lands(P0, "Mountain", "Forest")
    assert not _casts(s, P0, s.hand(P0, SHOCK))
    assert _casts(s, P0, s.hand(P0, BEARS))


# -- rule changes for a while (cards.static_rules.TurnRules, engine.turn_rules) ---------------

BORNE = compile_text(
    "Borne Upon a Wind",
    "{1}{U}",
    "Instant",
    "You may cast spells this turn as though they had flash.\nDraw a card.",
)
TEFERI = compile_text(
    "Teferi, Time Raveler",
    "{1}{W}{U}",
    "Legendary Planeswalker — Teferi",
    "Each opponent can cast spells only any time they could cast a sorcery.\n+1: Until your "
    "next turn, you may cast sorcery spells as though they had flash.\n−3: Return up to one "
    "target artifact, creature, or enchantment to its owner's hand. Draw a card.",
    loyalty="4",
)
ORIMS_CHANT = compile_text(
    "Orim's Chant",
    "{W}",
    "Instant",
    "Kicker {W} (You may pay an additional {W} as you cast this spell.)\nTarget player can't "
    "cast spells this turn.\nIf this spell was kicked, creatures can't attack this turn.",
)
ERUPTION_LINE = compile_text(
    "Sundering Eruption", "{2}{R}", "Sorcery", "Creatures without flying can't block this turn."
)
DIVINATION = compile_text("Divination", "{2}{U}", "Sorcery", "Draw two cards.")
HAWK = compile_text("Suntail Hawk", "{W}", "Creature — Bird", "Flying", pt=("1", "1"))


def test_turn_rules_compile():
    """A permission or lock with its duration (CR 611.2a-b)."""
    from deckstats.cards.effects import IfKicked
    from deckstats.cards.modifiers import AttackLock
    from deckstats.cards.static_rules import BlockLock, FlashPermission, TurnRules

    for card in (BORNE, TEFERI, ORIMS_CHANT, ERUPTION_LINE):
        assert card.unparsed == (), card.name
    assert BORNE.spell[0] == TurnRules((FlashPermission(NO_FILTER),))
    plus = TEFERI.abilities[0].effect
    assert plus == (TurnRules((FlashPermission(Filter(card_type=CardType.SORCERY)),), True),)
    kicked = ORIMS_CHANT.spell[-1]
    assert isinstance(kicked, IfKicked)
    assert kicked.effect == (TurnRules((AttackLock(Filter(card_type=CardType.CREATURE)),)),)
    without_flying = ERUPTION_LINE.spell[0].modifiers[0]
    assert isinstance(without_flying, BlockLock)


def test_borne_upon_a_wind_lets_sorceries_be_cast_this_turn_only(scenario):
    """CR 702.8a, 514.2: a sorcery in the opponent's end step; not on the next turn."""
    s = scenario(active=P1, step=Step.END)
    s.lands(P0, *(["Island"] * 5))
    s.library(P0, *(["Island"] * 6))
    div = s.hand(P0, DIVINATION)
    assert not _casts(s, P0, div)
    s.cast(P0, s.hand(P0, BORNE))
    s.resolve()
    assert _casts(s, P0, div)
    from deckstats.engine import priority_hint

    assert priority_hint.has_instant_action(s.game, P0)
    s.next_turn()  # P0's turn: the permission is gone (CR 514.2)
    s.game.step = Step.END
    assert not _casts(s, P0, div)


def test_teferis_plus_one_lasts_until_its_controllers_next_turn(scenario):
    """CR 611.2b: sorceries at instant speed through the opponent's turn, then no longer."""
    s = scenario()
    teferi = s.battlefield(P0, TEFERI)
    s.lands(P0, *(["Island"] * 3))
    s.library(P0, *(["Island"] * 6))
    s.library(P1, *(["Island"] * 6))
    s.activate(P0, teferi, 0)
    s.resolve()
    div = s.hand(P0, DIVINATION)
    s.game.active, s.game.turn, s.game.step = P1, s.game.turn + 1, Step.END
    from deckstats.engine.turn_rules import expire_turn_rules

    expire_turn_rules(s.game)
    assert _casts(s, P0, div)
    s.game.active, s.game.turn, s.game.step = P0, s.game.turn + 1, Step.UPKEEP
    expire_turn_rules(s.game)
    assert not _casts(s, P0, div)


def test_orims_chant_kicked_stops_attacks_this_turn(scenario):
    """CR 508.1, 702.33d: kicked, no creature attacks this turn; unkicked it may."""
    from deckstats.engine.combat import can_attack

    s = scenario()
    lions = s.battlefield(P0, LIONS)
    s.lands(P1, "Plains", "Plains")
    chant = s.hand(P1, ORIMS_CHANT)
    s.act(P1, CastSpell(chant.oid, ((P0,),), kicks=1))
    s.resolve()
    assert not can_attack(s.game, lions)
    from deckstats.engine.turn_rules import expire_turn_rules

    s.game.turn += 1  # the next turn begins: "this turn" is over (CR 514.2)
    expire_turn_rules(s.game)
    assert can_attack(s.game, lions)


def test_sundering_eruption_creatures_without_flying_cant_block(scenario):
    """CR 509.1a: the Bears can't block this turn; the Hawk can."""
    from deckstats.engine.combat import can_block

    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    lions = s.battlefield(P0, LIONS)
    bears = s.battlefield(P1, BEARS)
    hawk = s.battlefield(P1, HAWK)
    s.cast(P0, s.hand(P0, ERUPTION_LINE))
    s.resolve()
    assert not can_block(s.game, bears, lions) and can_block(s.game, hawk, lions)


# -- "can't be the target of" a colour (cards.static_rules.TargetShield) ----------------------

THRUN = compile_text(
    "Thrun, Breaker of Silence",
    "{3}{G}{G}",
    "Legendary Creature — Troll Shaman",
    "Trample\nThrun, Breaker of Silence can't be the target of nongreen spells your opponents "
    "control or abilities from nongreen sources your opponents control.\nAs long as it's your "
    "turn, Thrun has indestructible.",
    pt=("5", "5"),
)
REBEL_INFORMER = compile_text(
    "Rebel Informer",
    "{2}{B}",
    "Creature — Human Mercenary Rebel",
    "Rebel Informer can't be the target of white spells or abilities from white sources.\n{3}: "
    "Put target nontoken Rebel on the bottom of its owner's library.",
    pt=("1", "2"),
)
GIANT_GROWTH = compile_text(
    "Giant Growth", "{G}", "Instant", "Target creature gets +3/+3 until end of turn."
)
SWORDS = compile_text(
    "Swords to Plowshares",
    "{W}",
    "Instant",
    "Exile target creature. Its controller gains life equal to its power.",
)


def test_target_shields_compile():
    """CR 115.4: by colour or by "non" colour, with "your opponents control"."""
    from deckstats.cards.static_rules import TargetShield

    assert THRUN.unparsed == () and REBEL_INFORMER.unparsed == ()
    assert THRUN.modifiers == (TargetShield(not_colors=Color.G, opponents=True),)
    assert REBEL_INFORMER.modifiers == (TargetShield(colors=Color.W),)


def test_thrun_is_untargetable_by_the_opponents_nongreen_spells(scenario):
    """CR 115.4: the opponent's Shock can't target Thrun; its own Shock and a green spell can."""
    s = scenario(active=P1)
    thrun = s.battlefield(P0, THRUN)
    s.lands(P1, "Mountain", "Forest")
    shock = s.hand(P1, SHOCK)
    assert not [a for a in _casts(s, P1, shock) if a.targets == ((thrun.oid,),)]
    growth = s.hand(P1, GIANT_GROWTH)
    assert [a for a in _casts(s, P1, growth) if a.targets == ((thrun.oid,),)]
    s.game.active = P0
    s.lands(P0, "Mountain")
    mine = s.hand(P0, SHOCK)
    assert [a for a in _casts(s, P0, mine) if a.targets == ((thrun.oid,),)]


def test_rebel_informer_is_untargetable_by_white_spells(scenario):
    """CR 115.4: Swords to Plowshares can't target it; Shock can."""
    s = scenario()
    informer = s.battlefield(P1, REBEL_INFORMER)
    s.lands(P0, "Plains", "Mountain")
    swords = s.hand(P0, SWORDS)
    assert not [a for a in _casts(s, P0, swords) if a.targets == ((informer.oid,),)]
    shock = s.hand(P0, SHOCK)
    assert [a for a in _casts(s, P0, shock) if a.targets == ((informer.oid,),)]


# -- the total power of creatures (cards.counts "total_power") --------------------------------

GHALTA = compile_text(
    "Ghalta, Primal Hunger",
    "{10}{G}{G}",
    "Legendary Creature — Elder Dinosaur",
    "This spell costs {X} less to cast, where X is the total power of creatures you control.\n"
    "Trample",
    pt=("12", "12"),
)


def test_ghalta_costs_less_by_the_total_power(scenario):
    """CR 601.2f: 2 + 2 + 1 power: {5}{G}{G} to pay, seven lands and not six."""
    from deckstats.cards.counts import Count

    assert GHALTA.unparsed == ()
    assert GHALTA.modifiers[0].count == Count("total_power", Filter(card_type=CardType.CREATURE))
    s = scenario()
    s.battlefield(P0, BEARS)
    s.battlefield(P0, BEARS)
    s.battlefield(P0, HAWK)
    s.lands(P0, *(["Forest"] * 6))
    ghalta = s.hand(P0, GHALTA)
    assert not _casts(s, P0, ghalta)
    s.lands(P0, "Forest")
    assert _casts(s, P0, ghalta)
    s.cast(P0, ghalta)
    s.resolve()
    assert s.zone(ghalta) is Zone.BATTLEFIELD


IONA = compile_text(
    "Iona, Shield of Emeria",
    "{6}{W}{W}{W}",
    "Legendary Creature — Angel",
    "Flying\nAs Iona, Shield of Emeria enters, choose a color.\nYour opponents can't cast "
    "spells of the chosen color.",
    pt=("7", "7"),
)


def test_iona_bans_the_chosen_color_for_opponents(scenario):
    """CR 607.2d, 101.2: red chosen: the opponent's Shock can't be cast, its Bears can."""
    from deckstats.cards.modifiers import CastLimit
    from deckstats.cards.targets import Ref

    assert IONA.unparsed == ()
    assert IONA.modifiers == (CastLimit(0, NO_FILTER, Ref.EACH_OPPONENT, chosen_color=True),)
    s = scenario(active=P1)
    s.script(P0, ("color", "R"))
    s.battlefield(P0, IONA)
    s.lands(P1, "Mountain", "Forest")
    assert not _casts(s, P1, s.hand(P1, SHOCK))
    assert _casts(s, P1, s.hand(P1, BEARS))
    s.game.active = P0
    s.lands(P0, "Mountain")
    assert _casts(s, P0, s.hand(P0, SHOCK))  # its controller is free


def test_goldfish_names_the_colour_the_opponent_shows(scenario):
    """The goldfish player's choice for Iona: the opponent's most shown colour (green here)."""
    from deckstats.players.goldfish import GoldfishAgent

    s = scenario(agents=(GoldfishAgent(), GoldfishAgent()))
    s.battlefield(P1, BEARS)
    s.graveyard(P1, GIANT_GROWTH)
    s.battlefield(P1, LIONS)
    iona = s.battlefield(P0, IONA)
    shown = iona.card.modifiers[0]
    assert shown.spells == Filter(colors=Color.G)


HAZORET = compile_text(
    "Hazoret the Fervent",
    "{3}{R}",
    "Legendary Creature — God",
    "Indestructible, haste\nHazoret the Fervent can't attack or block unless you have one or "
    "fewer cards in hand.\n{2}{R}, Discard a card: Hazoret deals 2 damage to each opponent.",
    pt=("5", "4"),
)


def test_hazoret_attacks_only_with_one_or_fewer_cards_in_hand(scenario):
    """CR 508.1a, 604.2: two cards in hand, no attack; one, it attacks. "Hazoret" (its short
    name before the epithet) is the card itself: the activated ability compiles."""
    from deckstats.engine.combat import can_attack

    assert HAZORET.unparsed == () and len(HAZORET.abilities) == 1
    s = scenario()
    hazoret = s.battlefield(P0, HAZORET)
    s.hand(P0, "Mountain")
    s.hand(P0, "Mountain")
    assert not can_attack(s.game, hazoret)
    s.game.move(s.game.players[P0].hand[0], Zone.GRAVEYARD)
    assert can_attack(s.game, hazoret)


LAND_GRANT = compile_text(
    "Land Grant",
    "{1}{G}",
    "Sorcery",
    "If you have no land cards in hand, you may reveal your hand rather than pay this spell's "
    "mana cost.\nSearch your library for a Forest card, reveal that card, put it into your "
    "hand, then shuffle.",
)


def test_land_grant_is_free_without_lands_in_hand(scenario):
    """CR 118.9, 701.20: no land card in hand: cast by revealing the hand; with one, not."""
    from deckstats.cards.costs import NO_LANDS_IN_HAND, AlternativeCost

    assert LAND_GRANT.unparsed == ()
    assert LAND_GRANT.costs == (AlternativeCost(condition=NO_LANDS_IN_HAND),)
    s = scenario()
    s.library(P0, "Forest", "Island")
    grant = s.hand(P0, LAND_GRANT)
    free = [a for a in _casts(s, P0, grant) if a.alt == 1]
    assert free
    s.act(P0, free[0])
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Forest"]
    s2 = scenario()
    s2.hand(P0, "Island")
    assert not _casts(s2, P0, s2.hand(P0, LAND_GRANT))


# -- statics of non-creature permanents (Ref.PERMANENTS_YOU_CONTROL) --------------------------

STERLING_GROVE = compile_text(
    "Sterling Grove",
    "{G}{W}",
    "Enchantment",
    "Other enchantments you control have shroud. (They can't be the targets of spells or "
    "abilities.)\n{1}, Sacrifice Sterling Grove: Search your library for an enchantment card, "
    "reveal it, then shuffle and put that card on top.",
)
ELSPETH = compile_text(
    "Elspeth, Knight-Errant",
    "{2}{W}{W}",
    "Legendary Planeswalker — Elspeth",
    "+1: Create a 1/1 white Soldier creature token.\n+1: Target creature gets +3/+3 and gains "
    'flying until end of turn.\n−8: You get an emblem with "Artifacts, creatures, '
    'enchantments, and lands you control have indestructible."',
    loyalty="4",
)
DISENCHANT = compile_text(
    "Disenchant", "{1}{W}", "Instant", "Destroy target artifact or enchantment."
)
STONE_RAIN = compile_text("Stone Rain", "{2}{R}", "Sorcery", "Destroy target land.")


def test_permanent_statics_compile():
    """CR 613.1f: the group of permanents as a filter of types, "Other" for the source."""
    from deckstats.cards.dsl import Static
    from deckstats.cards.effects import GetEmblem
    from deckstats.cards.model import Keyword
    from deckstats.cards.targets import Ref

    assert STERLING_GROVE.unparsed == () and ELSPETH.unparsed == ()
    enchantments = Filter(card_type=CardType.ENCHANTMENT)
    assert STERLING_GROVE.statics == (
        Static(
            0,
            0,
            Keyword.SHROUD,
            applies_to=Ref.PERMANENTS_YOU_CONTROL,
            filter=enchantments,
            other=True,
        ),
    )
    (emblem,) = ELSPETH.abilities[2].effect
    kinds = CardType.ARTIFACT | CardType.CREATURE | CardType.ENCHANTMENT | CardType.LAND
    assert isinstance(emblem, GetEmblem)
    assert emblem.statics[0].filter == Filter(card_type=kinds)


def test_sterling_grove_shrouds_the_other_enchantments(scenario):
    """CR 702.18a: Disenchant can target the Grove itself, not the other enchantment."""
    s = scenario()
    grove = s.battlefield(P1, STERLING_GROVE)
    prison = s.battlefield(P1, GHOSTLY_PRISON)
    s.lands(P0, "Plains", "Plains")
    targets = {a.targets[0][0] for a in _casts(s, P0, s.hand(P0, DISENCHANT))}
    assert grove.oid in targets and prison.oid not in targets


def test_elspeths_emblem_makes_lands_indestructible(scenario):
    """CR 114.4, 702.12b: after the emblem, Stone Rain destroys nothing."""
    s = scenario()
    elspeth = s.battlefield(P0, ELSPETH)
    elspeth.counters = {"loyalty": 8}
    forest = s.lands(P0, "Forest")[0]
    s.activate(P0, elspeth, 2)
    s.resolve()
    s.game.active = P1
    s.lands(P1, "Mountain", "Mountain", "Mountain")
    s.cast(P1, s.hand(P1, STONE_RAIN), targets=[forest])
    s.resolve()
    assert s.zone(forest) is Zone.BATTLEFIELD


VRASKA = compile_text(
    "Vraska, Relic Seeker",
    "{4}{B}{G}",
    "Legendary Planeswalker — Vraska",
    "+2: Create a 2/2 black Pirate creature token with menace.\n−3: Destroy target artifact, "
    "creature, or enchantment. Create a Treasure token.\n−10: Target player's life total "
    "becomes 1.",
    loyalty="6",
)


def test_vraskas_ultimate_sets_a_life_total(scenario):
    """CR 119.5: the opponent at 20 loses 19 (a loss of life); the agent's target: them."""
    from deckstats.cards.static_rules import SetLife
    from deckstats.cards.targets import Target, TargetKind
    from deckstats.players.reading import harmful

    assert VRASKA.unparsed == ()
    (ultimate,) = VRASKA.abilities[2].effect
    assert ultimate == SetLife(Target(TargetKind.PLAYER), 1) and harmful(ultimate)
    s = scenario()
    vraska = s.battlefield(P0, VRASKA)
    vraska.counters = {"loyalty": 10}
    s.activate(P0, vraska, 2, targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 1
    assert s.game.players[P1].life_lost_turn == 19


FLUNKIES = compile_text(
    "Mogg Flunkies",
    "{2}{R}",
    "Creature — Goblin",
    "Mogg Flunkies can't attack or block alone.",
    pt=("3", "3"),
)


def test_mogg_flunkies_needs_company(scenario):
    """CR 506.5: alone it doesn't attack; with another attacker it does; alone no block."""
    from deckstats.cards.static_rules import NotAlone

    assert FLUNKIES.modifiers == (NotAlone(),)
    s = scenario()
    flunkies = s.battlefield(P0, FLUNKIES)
    s.script(P0, ("attackers", (flunkies.oid,)))
    s.combat()
    assert not flunkies.tapped and s.game.players[P1].life == 20
    s2 = scenario()
    flunkies = s2.battlefield(P0, FLUNKIES)
    lions = s2.battlefield(P0, LIONS)
    s2.script(P0, ("attackers", (flunkies.oid, lions.oid)))
    s2.script(P1, ("blockers", ()))
    s2.combat()
    assert s2.game.players[P1].life == 15
    s3 = scenario()
    attacker = s3.battlefield(P0, LIONS)
    blocker = s3.battlefield(P1, FLUNKIES)
    s3.script(P0, ("attackers", (attacker.oid,)))
    s3.script(P1, ("blockers", ((blocker.oid, attacker.oid),)))
    s3.combat()
    assert s3.game.players[P1].life == 18 and s3.zone(attacker) is Zone.BATTLEFIELD


KAVU_TITAN = compile_text(
    "Kavu Titan",
    "{1}{G}",
    "Creature — Kavu",
    "Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)\nIf Kavu Titan "
    "was kicked, it enters with three +1/+1 counters on it and with trample.",
    pt=("2", "2"),
)


def test_kavu_titan_kicked_enters_bigger_with_trample(scenario):
    """CR 702.33d, 614.1c: kicked: three counters and trample; unkicked: a 2/2."""
    from deckstats.cards.model import Keyword

    assert KAVU_TITAN.unparsed == ()
    assert KAVU_TITAN.enters_with == ("+1/+1", "kicked:3")
    s = scenario()
    s.lands(P0, *(["Forest"] * 5))
    titan = s.hand(P0, KAVU_TITAN)
    s.act(P0, CastSpell(titan.oid, kicks=1))
    s.resolve()
    big = s.game.players[P0].battlefield[-1]
    assert s.game.power(big) == 5 and s.game.keywords(big) & Keyword.TRAMPLE
    s2 = scenario()
    s2.lands(P0, "Forest", "Forest")
    s2.cast(P0, s2.hand(P0, KAVU_TITAN))
    s2.resolve()
    small = s2.game.players[P0].battlefield[-1]
    assert s2.game.power(small) == 2 and not s2.game.keywords(small) & Keyword.TRAMPLE


RHYTHM_FULL = compile_text(
    "Rhythm of the Wild",
    "{1}{R}{G}",
    "Enchantment",
    "Creature spells you control can't be countered.\nNontoken creatures you control have "
    "riot. (They enter with your choice of a +1/+1 counter or haste.)",
)


def test_rhythm_of_the_wild_gives_riot(scenario):
    """CR 702.136a: the Bears enter with haste (a yes) or a +1/+1 counter (a no)."""
    from deckstats.cards.model import Keyword

    assert RHYTHM_FULL.unparsed == ()
    assert RHYTHM_FULL.statics[0].keywords == Keyword.RIOT
    s = scenario()
    s.battlefield(P0, RHYTHM_FULL)
    s.lands(P0, "Forest", "Forest", "Forest", "Forest")
    s.script(P0, ("may", True))
    s.cast(P0, s.hand(P0, BEARS))
    s.resolve()
    hasty = s.game.players[P0].battlefield[-1]
    assert s.game.keywords(hasty) & Keyword.HASTE and not hasty.counters
    s.script(P0, ("may", False))
    s.cast(P0, s.hand(P0, BEARS))
    s.resolve()
    big = s.game.players[P0].battlefield[-1]
    assert big.counters == {"+1/+1": 1} and s.game.power(big) == 3


def test_base_agent_takes_riot_haste_only_before_attacking(scenario):
    """CR 702.136a: the default answer: haste in the first main phase, a counter after."""
    from deckstats.players.base import BaseAgent

    s = scenario(agents=(BaseAgent(), BaseAgent()))
    s.battlefield(P0, RHYTHM_FULL)
    s.lands(P0, "Forest", "Forest", "Forest", "Forest")
    s.cast(P0, s.hand(P0, BEARS))
    s.resolve()
    assert not s.game.players[P0].battlefield[-1].counters
    s.game.step = Step.POSTCOMBAT_MAIN
    s.cast(P0, s.hand(P0, BEARS))
    s.resolve()
    assert s.game.players[P0].battlefield[-1].counters == {"+1/+1": 1}


CABAL_THERAPY = compile_text(
    "Cabal Therapy",
    "{B}",
    "Sorcery",
    "Choose a nonland card name. Target player reveals their hand and discards all cards with "
    "that name.\nFlashback—Sacrifice a creature.",
)
PERSECUTE = compile_text(
    "Persecute",
    "{2}{B}{B}",
    "Sorcery",
    "Choose a color. Target player reveals their hand and discards all cards of that color.",
)


def test_cabal_therapy_discards_every_copy_of_the_name(scenario):
    """CR 701.9, 201.3: both Shocks go, the Bears stay; the name comes from public cards."""
    from deckstats.cards.static_rules import DiscardChosen
    from deckstats.cards.targets import Target, TargetKind

    assert CABAL_THERAPY.unparsed == () and PERSECUTE.unparsed == ()
    assert CABAL_THERAPY.spell == (DiscardChosen(Target(TargetKind.PLAYER)),)
    assert PERSECUTE.spell == (DiscardChosen(Target(TargetKind.PLAYER), "color"),)
    s = scenario()
    s.lands(P0, "Swamp")
    s.graveyard(P1, SHOCK)  # a Shock seen: its name may be chosen
    for card in (SHOCK, SHOCK, BEARS):
        s.hand(P1, card)
    s.script(P0, ("card_name", "Shock"))
    s.cast(P0, s.hand(P0, CABAL_THERAPY), targets=[P1])
    s.resolve()
    assert s.names(P1, Zone.HAND) == ["Grizzly Bears"]


def test_persecute_discards_a_colour(scenario):
    """CR 701.9: red chosen: the two red cards go, the green one stays."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp")
    for card in (SHOCK, SHOCK, BEARS):
        s.hand(P1, card)
    s.script(P0, ("color", "R"))
    s.cast(P0, s.hand(P0, PERSECUTE), targets=[P1])
    s.resolve()
    assert s.names(P1, Zone.HAND) == ["Grizzly Bears"]
