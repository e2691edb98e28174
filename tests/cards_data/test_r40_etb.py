"""Enters / dies / leaves triggers of the metagame, round 40 (issue 26, helper ``etb``).

Each family: the compiled form of a real card's Oracle text and an engine scenario that
plays it as the rules say (the CR rule is cited in each test).

- Another player's search: "that creature's controller may search their library ...,
  put that card onto the battlefield, then shuffle" (Pattern of Rebirth), "each player may
  search their library for up to two basic land cards, put them onto the battlefield, then
  shuffle" (Veteran Explorer): ``SearchLibrary(player=...)`` per searcher (CR 701.23).
- "It deals N damage to each creature with flying your opponents control. Tap those
  creatures." (Thundermaw Hellkite): ``DamageOpponentsPermanents`` then ``TapAllOf``
  (CR 120.3, 701.26a).
- Ertai Resurrected's "Counter target spell, activated ability, or triggered ability. Its
  controller draws a card." (a modal ability reads "its controller" from the mode's target);
  Nimble Obstructionist's "... ability you don't control" (CR 701.6).
- Endurance's ``GraveyardToBottom`` (CR 401.1); Cavalier of Flame's "discard any number of
  cards, then draw that many cards" (CR 701.9, 121.2).
- Slice and Dice's ``Count("drawn_turn")`` (CR 121.1); Verdurous Gearhulk's
  ``PutCountersDivided`` (CR 601.2d); Hydroid Krasis's half X in a cast trigger (CR 107.1a).
- State triggers (CR 603.8): Dark Depths (Marit Lage, a named token; with Thespian's Stage),
  Phyrexian Devourer.
- Refurbished Familiar's ``DiscardElseDraw`` (CR 701.9b); Standstill's ``SacrificeSelfThen``
  and ``OpponentsOfDraw``; Charming Prince's "target creature you own" (``Filter.owned``,
  CR 108.3); Fleetwheel Cruiser's printed-P/T animation (CR 301.7b); Kenku Artificer's
  permanent animation of its target (CR 611.2a).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards import effects as fx
from deckstats.cards.effects_riders import TapAllOf
from deckstats.cards.effects_trig import DamageOpponentsPermanents
from deckstats.cards.model import CardType, Keyword, Supertype
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter, Ref
from deckstats.cards.triggers import Dies
from deckstats.engine import Zone

# -- another player's search (CR 701.23) ------------------------------------------------------

PATTERN_OF_REBIRTH = compile_text(
    "Pattern of Rebirth",
    "{3}{G}",
    "Enchantment — Aura",
    "Enchant creature\nWhen enchanted creature dies, that creature's controller may search "
    "their library for a creature card, put that card onto the battlefield, then shuffle.",
)
VETERAN_EXPLORER = compile_text(
    "Veteran Explorer",
    "{G}",
    "Creature — Human Soldier Scout",
    "When Veteran Explorer dies, each player may search their library for up to two basic "
    "land cards, put them onto the battlefield, then shuffle.",
    ("1", "1"),
)
BEARS = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", ("2", "2"))
TITAN = compile_text("Craw Wurm", "{4}{G}{G}", "Creature — Wurm", "", ("6", "4"))


def test_searches_by_other_players_compile():
    """CR 701.23: the searcher is the dead creature's controller / each player in turn."""
    assert PATTERN_OF_REBIRTH.unparsed == ()
    (trigger,) = PATTERN_OF_REBIRTH.triggers
    assert isinstance(trigger.when, Dies) and trigger.when.who == Ref.ENCHANTED_OR_EQUIPPED
    # "that creature's controller may search": optional, and that player decides (CR 603.5)
    search = fx.SearchLibrary(
        Filter(card_type=CardType.CREATURE), to="battlefield", player=Ref.TRIGGERING_PLAYER
    )
    assert trigger.effect == (fx.MayDo((search,), who=Ref.TRIGGERING_PLAYER),)
    assert VETERAN_EXPLORER.unparsed == ()
    basic = Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
    assert VETERAN_EXPLORER.triggers[0].effect == (
        fx.SearchLibrary(basic, 2, "battlefield", player=Ref.YOU),
        fx.SearchLibrary(basic, 2, "battlefield", player=Ref.EACH_OPPONENT),
    )


def test_pattern_of_rebirth_fetches_a_creature_when_the_enchanted_one_dies(scenario):
    """CR 701.23, 603.10a: the dies trigger of the Aura; the creature found enters."""
    s = scenario()
    bears = s.battlefield(P0, BEARS)
    aura = s.battlefield(P0, PATTERN_OF_REBIRTH)
    aura.attached_to = bears.oid
    s.library(P0, "Forest", TITAN, "Forest")
    s.script(P0, ("search", lambda v, d: tuple(d.options[:1])))
    s.game.destroy(bears)
    s.resolve()
    assert "Craw Wurm" in s.names(P0, Zone.BATTLEFIELD)
    assert "Grizzly Bears" in s.names(P0, Zone.GRAVEYARD)


def test_veteran_explorer_gives_each_player_two_basic_lands(scenario):
    """CR 701.23, 101.4: each player searches their own library, the active player first."""
    s = scenario()
    explorer = s.battlefield(P0, VETERAN_EXPLORER)
    s.library(P0, "Forest", "Island", "Forest")
    s.library(P1, "Mountain", "Mountain", "Swamp")
    s.script(P0, ("search", lambda v, d: tuple(d.options[:2])))
    s.script(P1, ("search", lambda v, d: tuple(d.options[:2])))
    s.game.destroy(explorer)
    s.resolve()
    assert sorted(n for n in s.names(P0, Zone.BATTLEFIELD)) == ["Forest", "Forest"]
    assert len(s.names(P1, Zone.BATTLEFIELD)) == 2
    assert len(s.game.players[P0].library) == 1 and len(s.game.players[P1].library) == 1


# -- damage to each creature of a kind your opponents control, then tap them -------------------

THUNDERMAW = compile_text(
    "Thundermaw Hellkite",
    "{3}{R}{R}",
    "Creature — Dragon",
    "Flying\nHaste\nWhen Thundermaw Hellkite enters, it deals 1 damage to each creature with "
    "flying your opponents control. Tap those creatures.",
    ("5", "5"),
)
ANGEL = compile_text(
    "Serra Angel", "{3}{W}{W}", "Creature — Angel", "Flying\nVigilance", ("4", "4")
)
BIRDS = compile_text("Birds of Paradise", "{G}", "Creature — Bird", "Flying", ("0", "1"))


def test_thundermaw_compiles():
    """CR 120.3, 701.26a: the damage, then the same creatures become tapped."""
    assert THUNDERMAW.unparsed == ()
    flyers = Filter(card_type=CardType.CREATURE, keywords=Keyword.FLYING)
    assert THUNDERMAW.triggers[0].effect == (
        DamageOpponentsPermanents(1, flyers, players=False),
        TapAllOf(flyers, Ref.EACH_OPPONENT),
    )


def test_thundermaw_pings_and_taps_the_opposing_flyers_only(scenario):
    """CR 120.3, 701.26a: Birds die, the Angel is tapped; Bears and your own flyer are not."""
    s = scenario()
    angel = s.battlefield(P1, ANGEL)
    s.battlefield(P1, BIRDS)
    bears = s.battlefield(P1, BEARS)
    own = s.battlefield(P0, ANGEL)
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, THUNDERMAW))
    s.resolve()
    assert "Birds of Paradise" in s.names(P1, Zone.GRAVEYARD)
    assert angel.tapped and angel.damage == 1
    assert not bears.tapped and bears.damage == 0
    assert not own.tapped and own.damage == 0


# -- "Counter target spell, activated ability, or triggered ability." (CR 701.6) ----------------

ERTAI = compile_text(
    "Ertai Resurrected",
    "{2}{U}{B}",
    "Legendary Creature — Phyrexian Human Cleric",
    "Flash\nWhen Ertai Resurrected enters, choose up to one —\n• Counter target spell, "
    "activated ability, or triggered ability. Its controller draws a card.\n• Destroy target "
    "creature. Its controller draws a card.",
    ("3", "2"),
)


def test_ertai_compiles_both_modes():
    """CR 700.2, 701.6a-b: up to one mode; a spell or an ability on the stack is a target."""
    from deckstats.cards.targets import Target, TargetKind

    assert ERTAI.unparsed == ()
    (modal,) = ERTAI.triggers[0].effect
    assert isinstance(modal, fx.Modal) and (modal.choose, modal.most) == (0, 1)
    stack = TargetKind.SPELL | TargetKind.ACTIVATED_ABILITY | TargetKind.TRIGGERED_ABILITY
    assert modal.modes[0] == (
        fx.CounterSpell(Target(stack)),
        fx.DrawCards(1, Ref.TARGET_CONTROLLER),
    )


def test_ertai_counters_a_spell_and_its_caster_draws(scenario):
    """CR 701.6a: the Bolt is countered; its controller (not Ertai's) draws a card."""
    s = scenario()
    s.library(P1, "Mountain")
    s.library(P0, "Island")
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), [P0])
    bolt = s.game.stack[-1].obj
    s.lands(P0, "Island", "Island", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, ERTAI))
    s.script(P0, ("targets", lambda v, d: next(o for o in d.options if o[0] == (0,))))
    s.resolve()
    assert s.game.players[P0].life == 20
    assert s.zone(bolt) is Zone.GRAVEYARD and "Lightning Bolt" in s.names(P1, Zone.GRAVEYARD)
    assert s.names(P1, Zone.HAND) == ["Mountain"]
    assert s.names(P0, Zone.HAND) == []


# -- a graveyard under its library; discard any number, then draw that many --------------------

ENDURANCE = compile_text(
    "Endurance",
    "{1}{G}{G}",
    "Creature — Elemental Incarnation",
    "Flash\nReach\nEvoke—Exile a green card from your hand.\nWhen Endurance enters, up to one "
    "target player puts all the cards from their graveyard on the bottom of their library in "
    "a random order.",
    ("3", "4"),
)
CAVALIER = compile_text(
    "Cavalier of Flame",
    "{2}{R}{R}{R}",
    "Creature — Elemental Knight",
    "{1}{R}: Creatures you control get +1/+0 and gain haste until end of turn.\nWhen Cavalier "
    "of Flame enters, discard any number of cards, then draw that many cards.\nWhen Cavalier "
    "of Flame dies, it deals X damage to each opponent and each planeswalker they control, "
    "where X is the number of land cards in your graveyard.",
    ("6", "5"),
)


def test_endurance_and_cavalier_compile():
    """CR 401.1 (library), CR 701.9 (discard) and CR 121.2 (draw that many cards)."""
    from deckstats.cards.effects_etb import GraveyardToBottom
    from deckstats.cards.effects_hands import ANY_NUMBER, DiscardThen
    from deckstats.cards.targets import Target, TargetKind

    assert ENDURANCE.unparsed == ()
    assert ENDURANCE.triggers[0].effect == (
        GraveyardToBottom(Target(TargetKind.PLAYER, up_to=True)),
    )
    assert CAVALIER.unparsed == ()
    assert CAVALIER.triggers[0].effect == (
        DiscardThen(ANY_NUMBER, up_to=True, per=(fx.DrawCards(1),)),
    )


def test_endurance_puts_the_opponents_graveyard_under_their_library(scenario):
    """CR 401.1: the graveyard's cards go to the bottom; the top card stays on top."""
    s = scenario()
    s.library(P1, "Swamp")
    for name in ("Lightning Bolt", "Grizzly Bears", "Mountain"):
        s.graveyard(P1, name)
    s.lands(P0, "Forest", "Forest", "Forest")
    s.cast(P0, s.hand(P0, ENDURANCE))
    s.script(P0, ("targets", lambda v, d: next(o for o in d.options if o == ((P1,),))))
    s.resolve()
    lib = s.game.players[P1].library
    assert s.game.players[P1].graveyard == []
    assert len(lib) == 4 and lib[-1].card.name == "Swamp"  # the top card stays on top
    assert sorted(o.card.name for o in lib) == [
        "Grizzly Bears",
        "Lightning Bolt",
        "Mountain",
        "Swamp",
    ]


def test_cavalier_of_flame_draws_as_many_as_it_discarded(scenario):
    """CR 701.9, 121.2: two cards discarded of three, two cards drawn."""
    s = scenario()
    s.library(P0, "Island", "Island", "Island")
    for name in ("Forest", "Forest", "Lightning Bolt"):
        s.hand(P0, name)
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, CAVALIER))
    s.script(P0, ("discard", lambda v, d: tuple(d.options[:2])))
    s.resolve()
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Forest", "Forest"]
    assert sorted(s.names(P0, Zone.HAND)) == ["Island", "Island", "Lightning Bolt"]


# -- "counter target activated or triggered ability you don't control" (CR 701.6b) -------------

NIMBLE = compile_text(
    "Nimble Obstructionist",
    "{2}{U}",
    "Creature — Faerie Wizard",
    "Flash\nFlying\nCycling {2}{U}\nWhen you cycle Nimble Obstructionist, counter target "
    "activated or triggered ability you don't control.",
    ("3", "1"),
)
PINGER = compile_text(
    "Prodigal Pyromancer",
    "{2}{R}",
    "Creature — Human Wizard",
    "{T}: Prodigal Pyromancer deals 1 damage to any target.",
    ("1", "1"),
)


def test_nimble_obstructionist_targets_only_abilities_you_dont_control(scenario):
    """CR 701.6b, 115.1: an opponent's ability on the stack is a legal target, yours is not."""
    from deckstats.cards.targets import Controller, Target, TargetKind
    from deckstats.engine.targeting import is_legal_target

    assert NIMBLE.unparsed == ()
    (spec,) = [e.target for e in NIMBLE.triggers[0].effect]
    kinds = TargetKind.ACTIVATED_ABILITY | TargetKind.TRIGGERED_ABILITY
    assert spec == Target(kinds, Controller.OPPONENT)
    s = scenario()
    theirs = s.battlefield(P1, PINGER)
    mine = s.battlefield(P0, PINGER)
    s.activate(P1, theirs, 0, [P0])
    s.activate(P0, mine, 0, [P1])
    their_item, my_item = s.game.stack[-2], s.game.stack[-1]
    assert is_legal_target(s.game, P0, spec, their_item.sid)
    assert not is_legal_target(s.game, P0, spec, my_item.sid)


# -- "the number of cards you have drawn this turn" (Count "drawn_turn", CR 121.1) ------------

SLICE_AND_DICE = compile_text(
    "Slice and Dice",
    "{4}{R}{R}",
    "Sorcery",
    "Slice and Dice deals 4 damage to each creature.\nCycling {2}{R} ({2}{R}, Discard this "
    "card: Draw a card.)\nWhen you cycle Slice and Dice, you may have it deal X damage to each "
    "creature, where X is the number of cards you have drawn this turn.",
)


def test_slice_and_dice_cycles_for_the_cards_drawn_this_turn(scenario):
    """CR 702.29a, 603.2, 121.1: the cycle trigger resolves before the cycling draw: X = 2."""
    from deckstats.cards.counts import Count
    from deckstats.engine.actions import HandAction

    assert SLICE_AND_DICE.unparsed == ()
    (effect,) = SLICE_AND_DICE.triggers[0].effect
    assert effect == fx.DealDamage(Count("drawn_turn"), Ref.EACH_CREATURE)
    s = scenario()
    s.library(P0, "Island", "Island", "Island")
    s.game.draw(P0, 2)
    bears = s.battlefield(P1, BEARS)
    wurm = s.battlefield(P1, TITAN)
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    card = s.hand(P0, SLICE_AND_DICE)
    s.script(P0, ("may", True))
    (act,) = [a for a in s.legal(P0) if isinstance(a, HandAction) and a.oid == card.oid]
    s.act(P0, act)
    s.resolve()
    assert s.zone(bears) is Zone.GRAVEYARD
    assert s.zone(wurm) is Zone.BATTLEFIELD and wurm.damage == 2
    assert len(s.game.players[P0].hand) == 3  # two drawn before, one from cycling


# -- "distribute N +1/+1 counters among ... target creatures" (CR 601.2d, 122.1) ---------------

GEARHULK = compile_text(
    "Verdurous Gearhulk",
    "{3}{G}{G}",
    "Artifact Creature — Construct",
    "Trample\nWhen Verdurous Gearhulk enters, distribute four +1/+1 counters among any number "
    "of target creatures you control.",
    ("4", "4"),
)


def test_verdurous_gearhulk_compiles():
    """CR 601.2d: up to four of your creatures, four counters divided among them."""
    from deckstats.cards.effects_etb import PutCountersDivided
    from deckstats.cards.targets import Controller, Target, TargetKind

    assert GEARHULK.unparsed == ()
    assert GEARHULK.triggers[0].effect == (
        PutCountersDivided("+1/+1", Target(TargetKind.CREATURE, Controller.YOU, count=4, divide=4)),
    )


def test_verdurous_gearhulk_divides_its_counters_as_chosen(scenario):
    """CR 601.2d, 122.1: three counters on the Bears, one on an Elf; none on a foe's creature."""
    s = scenario()
    bears = s.battlefield(P0, BEARS)
    elves = s.battlefield(P0, "Llanowar Elves")
    theirs = s.battlefield(P1, BEARS)
    s.lands(P0, "Forest", "Forest", "Forest", "Forest", "Forest")

    def pick(view, d):
        for option in d.options:
            group = option[0]
            if len(group) == 4 and group.count(bears.oid) == 3 and elves.oid in group:
                return option
        raise AssertionError("no such division")

    s.script(P0, ("targets", pick))
    s.cast(P0, s.hand(P0, GEARHULK))
    s.resolve()
    assert bears.counters.get("+1/+1") == 3 and elves.counters.get("+1/+1") == 1
    assert not theirs.counters
    assert s.game.power(bears) == 5


# -- state triggers (CR 603.8) ------------------------------------------------------------------

DARK_DEPTHS = compile_text(
    "Dark Depths",
    None,
    "Legendary Snow Land",
    "Dark Depths enters with ten ice counters on it.\n{3}: Remove an ice counter from Dark "
    "Depths.\nWhen Dark Depths has no ice counters on it, sacrifice it and create Marit Lage, a "
    "legendary 20/20 black Avatar creature token with flying and indestructible.",
)
DEVOURER_TRIGGER = compile_text(
    "Phyrexian Devourer",
    "{6}",
    "Artifact Creature — Phyrexian Construct",
    "When Phyrexian Devourer has power 7 or greater, sacrifice it.",
    ("1", "1"),
)
STAGE = compile_text(
    "Thespian's Stage",
    None,
    "Land",
    "{T}: Add {C}.\n{2}, {T}: Thespian's Stage becomes a copy of target land, except it has "
    "this ability.",
)


def test_state_triggers_compile():
    """CR 603.8, 111.4: the conditions; Marit Lage is a named legendary token."""
    from deckstats.cards.triggers import StateTrigger

    assert DARK_DEPTHS.unparsed == ()
    (trigger,) = DARK_DEPTHS.triggers
    assert trigger.when == StateTrigger(counter="ice")
    sacrifice, create = trigger.effect
    assert sacrifice == fx.Sacrifice(Ref.SELF)
    token = create.token
    assert (token.name, token.power, token.toughness) == ("Marit Lage", 20, 20)
    assert token.supertypes & Supertype.LEGENDARY
    assert token.keywords & Keyword.FLYING and token.keywords & Keyword.INDESTRUCTIBLE
    assert DEVOURER_TRIGGER.unparsed == ()
    assert DEVOURER_TRIGGER.triggers[0].when == StateTrigger(min_power=7)


def test_dark_depths_last_counter_makes_marit_lage(scenario):
    """CR 603.8: removing the last ice counter triggers it; the land is sacrificed."""
    s = scenario()
    depths = s.battlefield(P0, DARK_DEPTHS)
    depths.counters = {"ice": 2}
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.activate(P0, depths, 0)
    s.resolve()
    assert s.zone(depths) is Zone.BATTLEFIELD and "Marit Lage" not in s.names(P0, Zone.BATTLEFIELD)
    s.activate(P0, depths, 0)
    s.resolve()
    assert "Dark Depths" in s.names(P0, Zone.GRAVEYARD)
    assert s.names(P0, Zone.BATTLEFIELD).count("Marit Lage") == 1


def test_thespians_stage_copying_dark_depths_triggers_at_once(scenario):
    """CR 707.2, 603.8: the copy has no ice counters, so its state trigger fires: Marit Lage."""
    s = scenario()
    depths = s.battlefield(P0, DARK_DEPTHS)
    depths.counters = {"ice": 10}
    stage = s.battlefield(P0, STAGE)
    s.lands(P0, "Swamp", "Swamp")
    s.activate(P0, stage, 1, [depths])
    s.resolve()
    # the legend rule (CR 704.5j) keeps one Dark Depths; the copy's trigger resolves anyway
    # (CR 113.7a) and the copy goes to the graveyard as the Stage it is there
    assert "Thespian's Stage" in s.names(P0, Zone.GRAVEYARD)
    assert s.names(P0, Zone.BATTLEFIELD).count("Marit Lage") == 1


def test_thespians_stage_copying_itself_keeps_one_copy_ability(scenario):
    """CR 707.9b: "except it has this ability" adds the ability once; a Stage copying itself
    (or a Stage that is a copy) keeps one, not twice as many at each activation."""
    s = scenario()
    stage = s.battlefield(P0, STAGE)
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    before = len(stage.card.abilities)
    for _ in range(3):
        stage.tapped = False
        s.activate(P0, stage, 1, [stage])
        s.resolve()
    assert len(stage.card.abilities) == before


def test_phyrexian_devourer_is_sacrificed_at_power_seven(scenario):
    """CR 603.8: six +1/+1 counters make its power 7: it triggers once and is sacrificed."""
    s = scenario()
    devourer = s.battlefield(P0, DEVOURER_TRIGGER)
    from deckstats.engine.counter_mods import put_counters

    put_counters(s.game, devourer, "+1/+1", 5)
    s.resolve()
    assert s.zone(devourer) is Zone.BATTLEFIELD  # power 6
    put_counters(s.game, devourer, "+1/+1", 1)
    s.resolve()
    assert s.zone(devourer) is Zone.GRAVEYARD


# -- "half X", rounded down, in a cast trigger (CR 107.1a, 601.2i) -----------------------------

KRASIS = compile_text(
    "Hydroid Krasis",
    "{X}{G}{U}",
    "Creature — Jellyfish Hydra Beast",
    "When you cast this spell, you gain half X life and draw half X cards. Round down each "
    "time.\nFlying, trample\nHydroid Krasis enters with X +1/+1 counters on it.",
    ("0", "0"),
)


def test_hydroid_krasis_cast_trigger_reads_half_the_spells_x(scenario):
    """CR 107.1a, 601.2i: X = 5 on casting: 2 life and 2 cards (rounded down)."""
    from deckstats.cards.counts import Count

    assert KRASIS.unparsed == ()
    half = Count("x", half=True, round_down=True)
    assert KRASIS.triggers[0].effect == (fx.GainLife(half), fx.DrawCards(half))
    s = scenario()
    s.library(P0, "Island", "Island", "Island")
    s.lands(P0, "Forest", "Forest", "Forest", "Island", "Island", "Island", "Forest")
    s.cast(P0, s.hand(P0, KRASIS), x=5)
    s.resolve()
    assert s.game.players[P0].life == 22
    assert s.names(P0, Zone.HAND) == ["Island", "Island"]
    (krasis,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Hydroid Krasis"]
    assert krasis.counter("+1/+1") == 5


# -- "Each opponent discards a card. For each opponent who can't, you draw a card." -------------

FAMILIAR = compile_text(
    "Refurbished Familiar",
    "{2}{B}",
    "Artifact Creature — Zombie Rat",
    "Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)\n"
    "Flash\nFlying\nWhen Refurbished Familiar enters, each opponent discards a card. For each "
    "opponent who can't, you draw a card.",
    ("2", "1"),
)


def test_refurbished_familiar_discards_or_draws(scenario):
    """CR 701.9b: a card in hand is discarded; an empty hand can't discard, so you draw."""
    from deckstats.cards.effects_etb import DiscardElseDraw

    assert FAMILIAR.unparsed == ()
    assert FAMILIAR.triggers[0].effect == (DiscardElseDraw(1, 1),)
    s = scenario()
    s.hand(P1, "Lightning Bolt")
    s.library(P0, "Island")
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, FAMILIAR))
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == ["Lightning Bolt"] and s.names(P0, Zone.HAND) == []
    empty = scenario()
    empty.library(P0, "Island")
    empty.lands(P0, "Swamp", "Swamp", "Swamp")
    empty.cast(P0, empty.hand(P0, FAMILIAR))
    empty.resolve()
    assert empty.names(P0, Zone.HAND) == ["Island"]


# -- "Sacrifice ~. If you do, each of that player's opponents draws three cards." ---------------

STANDSTILL = compile_text(
    "Standstill",
    "{1}{U}",
    "Enchantment",
    "When a player casts a spell, sacrifice Standstill. If you do, each of that player's "
    "opponents draws three cards.",
)


def test_standstill_compiles():
    """CR 701.21, 608.2c: the draw only if it was sacrificed; the caster's opponents draw."""
    from deckstats.cards.effects_etb import OpponentsOfDraw, SacrificeSelfThen

    assert STANDSTILL.unparsed == ()
    assert STANDSTILL.triggers[0].effect == (SacrificeSelfThen((OpponentsOfDraw(3),)),)


def test_standstill_feeds_the_opponent_of_the_caster(scenario):
    """CR 601.2i, 121.1: the opponent casts a Bolt: Standstill goes, its controller draws 3."""
    s = scenario(active=P1)
    s.battlefield(P0, STANDSTILL)
    s.library(P0, "Island", "Island", "Island", "Island")
    s.library(P1, "Mountain", "Mountain", "Mountain")
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), [P0])
    s.resolve()
    assert "Standstill" in s.names(P0, Zone.GRAVEYARD)
    assert len(s.game.players[P0].hand) == 3 and s.game.players[P1].hand == []
    mine = scenario()
    mine.battlefield(P0, STANDSTILL)
    mine.library(P1, "Mountain", "Mountain", "Mountain")
    mine.lands(P0, "Mountain")
    mine.cast(P0, mine.hand(P0, "Lightning Bolt"), [P1])
    mine.resolve()
    assert len(mine.game.players[P1].hand) == 3 and mine.game.players[P0].hand == []


# -- "another target creature you own" (CR 108.3) ----------------------------------------------

PRINCE = compile_text(
    "Charming Prince",
    "{1}{W}",
    "Creature — Human Noble",
    "When Charming Prince enters, choose one —\n• Scry 2.\n• You gain 3 life.\n• Exile another "
    "target creature you own. Return it to the battlefield under your control at the beginning "
    "of the next end step.",
    ("2", "2"),
)


def test_charming_prince_flickers_only_a_creature_you_own(scenario):
    """CR 108.3, 115.1: a creature you control but don't own is not a legal target."""
    from deckstats.cards.targets import Controller, Target, TargetKind
    from deckstats.engine.targeting import is_legal_target

    assert PRINCE.unparsed == ()
    (modal,) = PRINCE.triggers[0].effect
    (flicker,) = modal.modes[2]
    spec = flicker.target
    assert spec == Target(TargetKind.CREATURE, Controller.YOU, Filter(owned=True), other=True)
    s = scenario()
    mine = s.battlefield(P0, BEARS)
    stolen = s.battlefield(P0, TITAN)
    stolen.owner = P1
    theirs = s.battlefield(P1, ANGEL)
    assert is_legal_target(s.game, P0, spec, mine.oid)
    assert not is_legal_target(s.game, P0, spec, stolen.oid)
    assert not is_legal_target(s.game, P0, spec, theirs.oid)


# -- a Vehicle that becomes a creature as it enters (CR 301.7b) ----------------------------------

FLEETWHEEL = compile_text(
    "Fleetwheel Cruiser",
    "{4}",
    "Artifact — Vehicle",
    "Trample, haste\nWhen Fleetwheel Cruiser enters, it becomes an artifact creature until end "
    "of turn.\nCrew 1 (Tap any number of creatures you control with total power 1 or more: "
    "This Vehicle becomes an artifact creature until end of turn.)",
    ("5", "3"),
)


def test_fleetwheel_cruiser_is_a_creature_the_turn_it_enters(scenario):
    """CR 301.7b, 611.2: a 5/3 creature until end of turn, a noncreature Vehicle after."""
    assert FLEETWHEEL.unparsed == ()
    assert FLEETWHEEL.triggers[0].effect == (fx.Animate(power=5, toughness=3),)
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, FLEETWHEEL))
    s.resolve()
    (cruiser,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Fleetwheel Cruiser"]
    assert cruiser.info.is_creature and s.game.power(cruiser) == 5
    s.cleanup()
    assert not cruiser.info.is_creature


# -- a counter, then "It becomes a 0/0 Construct artifact creature in addition to its other types"

KENKU = compile_text(
    "Kenku Artificer",
    "{1}{U}",
    "Creature — Bird Artificer",
    "Flying\nWhen Kenku Artificer enters, if you control an artifact, put a +1/+1 counter on "
    "target artifact you control. It becomes a 0/0 Construct artifact creature in addition to "
    "its other types. It gains haste until end of turn.",
    ("1", "1"),
)
BAUBLE = compile_text("Mishra's Bauble", "{0}", "Artifact", "")


def test_kenku_artificer_animates_an_artifact_for_good(scenario):
    """CR 611.2a, 205.1b, 603.4: the Bauble is a 1/1 artifact creature Construct from now on."""
    assert KENKU.unparsed == ()
    (branch,) = KENKU.triggers[0].effect
    _counter, animate, _haste = branch.then
    assert animate == fx.Animate(
        0, 0, subtypes=("Construct",), artifact=True, target=Ref.FIRST_TARGET, permanent=True
    )
    s = scenario()
    bauble = s.battlefield(P0, BAUBLE)
    s.lands(P0, "Island", "Island")
    s.cast(P0, s.hand(P0, KENKU))
    s.resolve()
    assert bauble.info.is_creature and s.game.power(bauble) == 1
    assert "Construct" in bauble.card.subtypes and bauble.info.types & CardType.ARTIFACT
    s.cleanup()
    assert bauble.info.is_creature  # no duration (CR 611.2a)
