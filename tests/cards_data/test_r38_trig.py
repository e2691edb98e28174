"""Triggered abilities of the metagame, round 38 (issue 26, trigger helper): real cards.

Each family: the compiled form of a real card's Oracle text, and an engine scenario that
shows it plays as the rules say (the CR rule is cited in each test).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.effects import (
    DealDamage,
    OptionalCost,
    Reanimate,
)
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType, Color
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import ANY_TARGET, Filter, Ref
from deckstats.cards.triggers import BeginningOfStep, FromGraveyard, StepName
from deckstats.engine import Zone
from deckstats.engine.damage import deal_damage
from deckstats.engine.types import Step

# -- "You may <cost>. If you do, <effect>" (CR 608.2c-d, 603.3d) ------------------------------


def _lightning_rift():
    return compile_text(
        "Lightning Rift",
        "{1}{R}",
        "Enchantment",
        "Whenever a player cycles a card, you may pay {1}. If you do, Lightning Rift deals 2 "
        "damage to any target.",
    )


def _ichorid():
    return compile_text(
        "Ichorid",
        "{3}{B}",
        "Creature — Horror",
        "Haste\nAt the beginning of the end step, sacrifice Ichorid.\nAt the beginning of "
        "your upkeep, if Ichorid is in your graveyard, you may exile a black creature card "
        "other than Ichorid from your graveyard. If you do, return Ichorid to the battlefield.",
        pt=("3", "1"),
    )


def _academy_rector():
    return compile_text(
        "Academy Rector",
        "{3}{W}",
        "Creature — Human Cleric",
        "When Academy Rector dies, you may exile it. If you do, search your library for an "
        "enchantment card, put that card onto the battlefield, then shuffle.",
        pt=("1", "2"),
    )


def _renewed_faith():
    return compile_text(
        "Renewed Faith",
        "{2}{W}",
        "Instant",
        "You gain 6 life.\nCycling {1}{W} ({1}{W}, Discard this card: Draw a card.)\nWhen you "
        "cycle Renewed Faith, you may gain 2 life.",
    )


def test_optional_costs_compile():
    """CR 608.2c: the effect happens only if the optional cost was paid in full."""
    rift = _lightning_rift()
    assert rift.unparsed == ()
    assert rift.triggers[0].effect == (
        OptionalCost((DealDamage(2, ANY_TARGET),), mana=parse_mana_cost("{1}")),
    )
    ichorid = _ichorid()
    assert ichorid.unparsed == ()
    black_creature = Filter(card_type=CardType.CREATURE, colors=Color.B)
    assert [(t.when, t.effect) for t in ichorid.triggers][1] == (
        FromGraveyard(BeginningOfStep(StepName.UPKEEP)),
        (OptionalCost((Reanimate(Ref.SELF),), exile_card=black_creature, exile_other=True),),
    )
    rector = _academy_rector()
    assert rector.unparsed == ()
    (cost,) = rector.triggers[0].effect
    assert isinstance(cost, OptionalCost) and cost.exile == Ref.TRIGGERING_OBJECT
    for name, text, field, value in (
        (
            "Master of Death",
            "At the beginning of your upkeep, if Master of Death is in your graveyard, you may "
            "pay 1 life. If you do, return it to your hand.",
            "life",
            1,
        ),
        (
            "Glint-Sleeve Siphoner",
            "At the beginning of your upkeep, you may pay {E}{E}. If you do, you draw a card "
            "and you lose 1 life.",
            "energy",
            2,
        ),
        (
            "Phyrexian Dragon Engine",
            "When Phyrexian Dragon Engine enters, you may discard your hand. If you do, draw "
            "three cards.",
            "discard_hand",
            True,
        ),
        (
            "Forsaken City",
            "At the beginning of your upkeep, you may exile a card from your hand. If you do, "
            "untap Forsaken City.",
            "exile_zone",
            "hand",
        ),
    ):
        card = compile_text(name, "{1}", "Creature — Horror", text, pt=("1", "1"))
        assert card.unparsed == (), name
        (eff,) = card.triggers[0].effect
        assert getattr(eff, field) == value, name


def _cycle(s, pid, obj):
    from deckstats.engine.actions import HandAction

    (act,) = [a for a in s.legal(pid) if isinstance(a, HandAction) and a.oid == obj.oid]
    s.act(pid, act)
    s.resolve()


def test_lightning_rift_pays_on_resolution_for_a_target_chosen_before(scenario):
    """CR 603.3d, 608.2c: the target is chosen as the trigger goes on the stack; {1} then."""
    s = scenario()
    s.library(P0, "Island", "Island")
    s.battlefield(P0, _lightning_rift())
    s.lands(P0, "Plains", "Plains", "Mountain")
    s.script(P0, ("targets", ((P1,),)), ("may", True), ("may", False))
    _cycle(s, P0, s.hand(P0, _renewed_faith()))
    assert s.game.players[P1].life == 18
    assert all(land.tapped for land in s.game.players[P0].battlefield if land.info.is_land)
    # no mana left: a second cycle cannot pay, so no damage (and no question asked)
    s2 = scenario()
    s2.library(P0, "Island")
    s2.battlefield(P0, _lightning_rift())
    s2.lands(P0, "Plains", "Plains")
    s2.script(P0, ("targets", ((P1,),)), ("may", False))
    _cycle(s2, P0, s2.hand(P0, _renewed_faith()))
    assert s2.game.players[P1].life == 20


def test_ichorid_returns_only_by_exiling_another_black_creature_card(scenario):
    """CR 113.6k, 603.4: a graveyard upkeep trigger; the exile must be another black creature."""
    from deckstats.engine import events

    s = scenario()
    ichorid = s.graveyard(P0, _ichorid())
    s.graveyard(P0, "Llanowar Elves")  # green: not a legal card to exile
    s.script(P0, ("may", True))
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert ichorid.zone is Zone.GRAVEYARD and "Ichorid" not in s.names(P0, Zone.BATTLEFIELD)
    s.graveyard(P0, "Scathe Zombies")
    s.script(P0, ("may", True))
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert "Ichorid" in s.names(P0, Zone.BATTLEFIELD)
    assert s.names(P0, Zone.EXILE) == ["Scathe Zombies"]
    assert "Llanowar Elves" in s.names(P0, Zone.GRAVEYARD)


def test_academy_rector_exiles_itself_to_put_an_enchantment_onto_the_battlefield(scenario):
    """CR 603.10a, 608.2c: the dies trigger exiles the card it became, then searches."""
    s = scenario()
    rector = s.battlefield(P0, _academy_rector())
    s.library(P0, "Island", _lightning_rift(), "Island")
    s.script(P0, ("may", True))
    s.game.move(rector, Zone.GRAVEYARD)
    s.resolve()
    assert s.names(P0, Zone.EXILE) == ["Academy Rector"]
    assert "Lightning Rift" in s.names(P0, Zone.BATTLEFIELD)


# -- "that creature's / land's controller" (CR 603.2) and "if ~ is untapped" (CR 603.4) -------


def _ferocidon():
    return compile_text(
        "Rampaging Ferocidon",
        "{2}{R}",
        "Creature — Dinosaur",
        "Menace\nPlayers can't gain life.\nWhenever another creature enters, Rampaging "
        "Ferocidon deals 1 damage to that creature's controller.",
        pt=("3", "3"),
    )


def _ankh():
    return compile_text(
        "Ankh of Mishra",
        "{2}",
        "Artifact",
        "Whenever a land enters, Ankh of Mishra deals 2 damage to that land's controller.",
    )


def _howling_mine():
    return compile_text(
        "Howling Mine",
        "{2}",
        "Artifact",
        "At the beginning of each player's draw step, if Howling Mine is untapped, that player "
        "draws an additional card.",
    )


def test_triggering_controller_and_untapped_compile():
    """CR 603.2: "that creature's controller" is the controller of the object that entered."""
    from deckstats.cards.effects import DrawCards, IfSourceTapped
    from deckstats.cards.triggers import LandEnters

    ferocidon = _ferocidon()
    assert ferocidon.unparsed == ()
    assert ferocidon.triggers[0].effect == (DealDamage(1, Ref.TRIGGERING_PLAYER),)
    ankh = _ankh()
    assert ankh.unparsed == ()
    assert [(t.when, t.effect) for t in ankh.triggers] == [
        (LandEnters(Ref.EACH_PLAYER), (DealDamage(2, Ref.TRIGGERING_PLAYER),))
    ]
    mine = _howling_mine()
    assert mine.unparsed == ()
    assert mine.triggers[0].effect == (
        IfSourceTapped((DrawCards(1, Ref.TRIGGERING_PLAYER),), untapped=True),
    )


def test_ferocidon_and_ankh_hit_the_controller_of_what_entered(scenario):
    """CR 603.2, 603.6a: each player's creature or land hurts its own controller."""
    s = scenario()
    s.battlefield(P0, _ferocidon())
    s.battlefield(P0, _ankh())
    s.lands(P1, "Forest")
    s.lands(P0, "Forest")
    s.cast(P0, s.hand(P0, "Llanowar Elves"))
    s.resolve()
    assert s.game.players[P0].life == 19  # Ferocidon: the Elves' controller
    s.play_land(P0, s.hand(P0, "Mountain"))
    s.resolve()
    assert s.game.players[P0].life == 17  # Ankh: the land's controller
    assert s.game.players[P1].life == 20


def test_howling_mine_gives_an_extra_card_only_while_untapped(scenario):
    """CR 603.4: an intervening if is checked as it triggers and as it resolves."""
    from deckstats.engine import events

    s = scenario(active=P1)
    mine = s.battlefield(P0, _howling_mine())
    s.library(P1, "Island", "Island", "Island")
    events.on_step(s.game, Step.DRAW)
    s.resolve()
    assert len(s.game.players[P1].hand) == 1  # the active player draws the extra card
    mine.tapped = True
    events.on_step(s.game, Step.DRAW)
    s.resolve()
    assert len(s.game.players[P1].hand) == 1


# -- reflexive triggers: "you may <cost>. When you do, <effect>" (CR 603.12) ------------------


def _undead_butler():
    return compile_text(
        "Undead Butler",
        "{1}{B}",
        "Creature — Zombie",
        "When Undead Butler enters, mill three cards.\nWhen Undead Butler dies, you may exile "
        "it. When you do, return target creature card from your graveyard to your hand.",
        pt=("1", "2"),
    )


def test_reflexive_triggers_compile():
    """CR 603.12: the reflexive ability's targets are not chosen with the first trigger."""
    from deckstats.engine.info import effect_target_specs

    butler = _undead_butler()
    assert butler.unparsed == ()
    (cost,) = butler.triggers[1].effect
    assert cost.reflexive and cost.exile == Ref.TRIGGERING_OBJECT
    assert effect_target_specs(butler.triggers[1].effect) == []
    hexcatcher = compile_text(
        "Vodalian Hexcatcher",
        "{1}{U}",
        "Creature — Merfolk Wizard",
        "Flash\nFlying\nWhen Vodalian Hexcatcher enters, you may tap an untapped artifact or "
        "creature you control. When you do, counter target spell unless its controller pays "
        "{2}.",
        pt=("1", "2"),
    )
    assert hexcatcher.unparsed == ()
    (cost,) = hexcatcher.triggers[0].effect
    assert cost.reflexive
    assert cost.tap == Filter(card_type=CardType.ARTIFACT | CardType.CREATURE)


def test_undead_butler_exiles_itself_then_returns_another_creature_card(scenario):
    """CR 603.12: the target is chosen once the Butler is exiled, so it is never itself."""
    s = scenario()
    butler = s.battlefield(P0, _undead_butler())
    s.graveyard(P0, "Grizzly Bears")
    seen: list = []

    def pick(view, decision):
        seen.extend(decision.options)
        return decision.options[0]

    s.script(P0, ("may", True), ("targets", pick))
    s.game.move(butler, Zone.GRAVEYARD)
    s.resolve()
    assert s.names(P0, Zone.EXILE) == ["Undead Butler"]
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"]
    assert "Undead Butler" not in s.names(P0, Zone.GRAVEYARD)


def test_undead_butler_declined_does_nothing(scenario):
    """CR 603.12: no payment, no reflexive trigger."""
    s = scenario()
    butler = s.battlefield(P0, _undead_butler())
    s.graveyard(P0, "Grizzly Bears")
    s.script(P0, ("may", False))
    s.game.move(butler, Zone.GRAVEYARD)
    s.resolve()
    assert s.names(P0, Zone.HAND) == []
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Grizzly Bears", "Undead Butler"]


# -- "This ability triggers only once each turn" (CR 603.2) -----------------------------------


def _elvish_warmaster():
    return compile_text(
        "Elvish Warmaster",
        "{1}{G}",
        "Creature — Elf Warrior",
        "Whenever one or more other Elves you control enter, create a 1/1 green Elf Warrior "
        "creature token. This ability triggers only once each turn.\n{5}{G}{G}: Elves you "
        "control get +2/+2 and gain deathtouch until end of turn.",
        pt=("2", "2"),
    )


def test_once_each_turn_compiles():
    """CR 603.2: the first Elf to enter each turn triggers it; the rest of that turn do not."""
    from deckstats.cards.triggers import EntersBattlefield

    card = _elvish_warmaster()
    assert card.unparsed == ()
    (trig,) = card.triggers
    assert trig.once_each_turn
    assert trig.when == EntersBattlefield(Ref.YOU, Filter(subtypes=("Elf",)), other=True)


def test_elvish_warmaster_makes_one_token_a_turn(scenario):
    """CR 603.2: two Elves in one turn, one token; another Elf next turn, another token."""
    s = scenario()
    s.battlefield(P0, _elvish_warmaster())
    s.lands(P0, "Forest", "Forest", "Forest")
    for _ in range(2):
        s.cast(P0, s.hand(P0, "Llanowar Elves"))
        s.resolve()
    tokens = [o for o in s.game.players[P0].battlefield if o.is_token]
    assert len(tokens) == 1  # the token is an Elf too: it does not trigger it again
    s.game.turn += 2
    s.cast(P0, s.hand(P0, "Llanowar Elves"))
    s.resolve()
    assert len([o for o in s.game.players[P0].battlefield if o.is_token]) == 2


# -- optional "have <subject> ...", "discard your hand", non-<Type> pumps, tokens -------------


def _plague_spitter():
    return compile_text(
        "Plague Spitter",
        "{2}{B}",
        "Creature — Phyrexian Horror",
        "At the beginning of your upkeep, Plague Spitter deals 1 damage to each creature and "
        "each player.\nWhen Plague Spitter dies, you may have it deal 1 damage to each "
        "creature and each player.",
        pt=("2", "2"),
    )


def _ox_of_agonas():
    return compile_text(
        "Ox of Agonas",
        "{3}{R}{R}",
        "Creature — Ox",
        "When Ox of Agonas enters, discard your hand, then draw three cards.\nEscape—{R}{R}, "
        "Exile eight other cards from your graveyard.\nOx of Agonas escapes with a +1/+1 "
        "counter on it.",
        pt=("4", "2"),
    )


def _noxious_ghoul():
    return compile_text(
        "Noxious Ghoul",
        "{3}{B}{B}",
        "Creature — Zombie",
        "Whenever Noxious Ghoul or another Zombie enters, all non-Zombie creatures get -1/-1 "
        "until end of turn.",
        pt=("3", "3"),
    )


def _nest_invader():
    return compile_text(
        "Nest Invader",
        "{1}{G}",
        "Creature — Eldrazi Drone",
        "When Nest Invader enters, create a 0/1 colorless Eldrazi Spawn creature token. It has "
        '"Sacrifice this creature: Add {C}."',
        pt=("2", "2"),
    )


def _embercleave():
    return compile_text(
        "Embercleave",
        "{4}{R}{R}",
        "Legendary Artifact — Equipment",
        "Flash\nThis spell costs {1} less to cast for each attacking creature you control.\n"
        "When Embercleave enters, attach it to target creature you control.\nEquipped "
        "creature gets +1/+1 and has double strike and trample.\nEquip {3}",
    )


def test_trigger_bodies_compile():
    """CR 603.5 ("you may have it deal"), CR 701.9, CR 611.2c, CR 111.1, CR 301.5."""
    from deckstats.cards.effects import AttachTo, DealDamageEach, Discard, DrawCards, PumpAll

    spitter = _plague_spitter()
    assert spitter.unparsed == ()
    dies = spitter.triggers[1]
    assert dies.optional and isinstance(dies.effect[0], DealDamageEach)
    ox = _ox_of_agonas()
    assert ox.unparsed == ()
    discard, draw = ox.triggers[0].effect
    assert isinstance(discard, Discard) and discard.count.what == "hand"
    assert draw == DrawCards(3)
    ghoul = _noxious_ghoul()
    assert ghoul.unparsed == ()
    non_zombie = Filter(card_type=CardType.CREATURE, not_subtypes=("Zombie",))
    assert ghoul.triggers[0].effect == (PumpAll(-1, -1, non_zombie),)
    invader = _nest_invader()
    assert invader.unparsed == ()
    (token,) = invader.triggers[0].effect
    assert token.token.name == "Eldrazi Spawn" and token.token.abilities
    cleave = _embercleave()
    assert cleave.unparsed == ()
    (attach,) = cleave.triggers[0].effect
    assert isinstance(attach, AttachTo)


def test_plague_spitter_dies_and_pings_everything(scenario):
    """CR 603.10a, 603.5: the dies trigger deals its damage from the card as it last existed."""
    s = scenario()
    spitter = s.battlefield(P0, _plague_spitter())
    s.battlefield(P1, "Llanowar Elves")
    s.script(P0, ("may", True))
    s.game.move(spitter, Zone.GRAVEYARD)
    s.resolve()
    assert "Llanowar Elves" in s.names(P1, Zone.GRAVEYARD)
    assert (s.game.players[P0].life, s.game.players[P1].life) == (19, 19)


def test_ox_of_agonas_discards_the_hand_then_draws_three(scenario):
    """CR 701.9: every card of the hand is discarded, then three are drawn."""
    s = scenario()
    s.library(P0, "Island", "Island", "Island", "Island")
    s.hand(P0, "Grizzly Bears")
    s.hand(P0, "Mountain")
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, _ox_of_agonas()))
    s.resolve()
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Grizzly Bears", "Mountain"]
    assert s.names(P0, Zone.HAND) == ["Island", "Island", "Island"]


def test_noxious_ghoul_shrinks_only_non_zombies(scenario):
    """CR 611.2c: the non-Zombie creatures on the battlefield as it resolves get -1/-1."""
    s = scenario()
    s.battlefield(P1, "Llanowar Elves")
    s.battlefield(P0, "Scathe Zombies")
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, _noxious_ghoul()))
    s.resolve()
    assert "Llanowar Elves" in s.names(P1, Zone.GRAVEYARD)
    assert "Scathe Zombies" in s.names(P0, Zone.BATTLEFIELD)


def test_embercleave_attaches_to_a_creature_as_it_enters(scenario):
    """CR 301.5, 603.3d: the enters trigger attaches the Equipment to the chosen creature."""
    s = scenario()
    bear = s.battlefield(P0, "Grizzly Bears")
    s.lands(P0, *["Mountain"] * 6)
    s.cast(P0, s.hand(P0, _embercleave()))
    s.resolve()
    cleave = next(o for o in s.game.players[P0].battlefield if o.card.name == "Embercleave")
    assert cleave.attached_to == bear.oid


# -- "When ~ is put into your graveyard from your library" (CR 603.6a) ------------------------


def _narcomoeba():
    return compile_text(
        "Narcomoeba",
        "{1}{U}",
        "Creature — Illusion",
        "Flying\nWhen Narcomoeba is put into your graveyard from your library, you may put it "
        "onto the battlefield.",
        pt=("1", "1"),
    )


def _creeping_chill():
    return compile_text(
        "Creeping Chill",
        "{3}{B}",
        "Sorcery",
        "Creeping Chill deals 3 damage to each opponent and you gain 3 life.\nWhen Creeping "
        "Chill is put into your graveyard from your library, you may exile it. If you do, "
        "Creeping Chill deals 3 damage to each opponent and you gain 3 life.",
    )


def test_from_library_triggers_compile():
    """CR 603.6a: the trigger of a card that reached the graveyard from the library."""
    from deckstats.cards.triggers import PutIntoGraveyard

    narcomoeba = _narcomoeba()
    assert narcomoeba.unparsed == ()
    (trig,) = narcomoeba.triggers
    assert trig.when == PutIntoGraveyard(from_library=True) and trig.optional
    assert trig.effect == (Reanimate(Ref.SELF),)
    chill = _creeping_chill()
    assert chill.unparsed == ()
    (cost,) = chill.triggers[0].effect
    assert isinstance(cost, OptionalCost) and cost.exile == Ref.SELF


def test_narcomoeba_milled_enters_but_discarded_does_not(scenario):
    """CR 603.6a: milled (library -> graveyard) it triggers; discarded it does not."""
    from deckstats.cards.effects import Mill
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.resolve import resolve_effect
    from deckstats.engine.state import StackItem

    s = scenario()
    s.library(P0, _narcomoeba(), _creeping_chill())
    s.script(P0, ("may", True), ("may", True))
    item = StackItem(999, "ability", None, s.card("Island"), P0, (Mill(2),), ())
    resolve_effect(Ctx(s.game, item), Mill(2))
    s.resolve()
    assert "Narcomoeba" in s.names(P0, Zone.BATTLEFIELD)
    assert s.names(P0, Zone.EXILE) == ["Creeping Chill"]
    assert (s.game.players[P0].life, s.game.players[P1].life) == (23, 17)
    s.hand(P0, _narcomoeba())
    from deckstats.engine.effect_ctx import discard_cards

    discard_cards(s.game, P0, 1, P0)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Narcomoeba") == 1
    assert "Narcomoeba" in s.names(P0, Zone.GRAVEYARD)


# -- "Whenever ~ deals damage / is dealt damage, ... that much" (CR 120.3, 603.2) -------------


def _spirit_link():
    return compile_text(
        "Spirit Link",
        "{W}",
        "Enchantment — Aura",
        "Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.",
    )


def _jackal_pup():
    return compile_text(
        "Jackal Pup",
        "{R}",
        "Creature — Jackal",
        "Whenever Jackal Pup is dealt damage, it deals that much damage to you.",
        pt=("2", "1"),
    )


def test_that_much_damage_triggers_compile():
    """CR 120.3: "that much" is the amount of the damage event that triggered it."""
    from deckstats.cards.effects import GainLife
    from deckstats.cards.triggers import DealsDamage

    link = _spirit_link()
    assert link.unparsed == ()
    assert [(t.when, t.effect) for t in link.triggers] == [
        (DealsDamage(Ref.ENCHANTED_OR_EQUIPPED, "any"), (GainLife("X"),))
    ]
    pup = _jackal_pup()
    assert pup.unparsed == ()
    assert [(t.when, t.effect) for t in pup.triggers] == [
        (DealsDamage(Ref.SELF, "any", dealt=True), (DealDamage("X", Ref.YOU),))
    ]


def test_spirit_link_gains_the_damage_dealt_by_its_creature(scenario):
    """CR 120.3, 603.2: the Aura's controller gains as much as the creature dealt."""
    s = scenario()
    bear = s.battlefield(P1, "Grizzly Bears")  # the opponent's creature, enchanted by P0
    link = s.battlefield(P0, _spirit_link())
    link.attached_to = bear.oid
    deal_damage(s.game, bear, P1, P0, 2, combat=True)
    s.resolve()
    assert s.game.players[P0].life == 20  # dealt 2 to P0, and P0 (the Aura's) gained 2
    elves = s.battlefield(P0, "Llanowar Elves")
    deal_damage(s.game, bear, P1, elves.oid, 2)
    s.resolve()
    assert s.game.players[P0].life == 22  # damage to a creature counts too


def test_jackal_pup_passes_the_damage_it_is_dealt_to_its_controller(scenario):
    """CR 120.3: Jackal Pup dealt 3 by a Bolt-like source deals 3 to its controller."""
    s = scenario()
    pup = s.battlefield(P0, _jackal_pup())
    bear = s.battlefield(P1, "Grizzly Bears")
    deal_damage(s.game, bear, P1, pup.oid, 2, combat=True)
    s.resolve()
    assert s.game.players[P0].life == 18
    assert "Jackal Pup" in s.names(P0, Zone.GRAVEYARD)


# -- modal triggers: "choose up to one", "If you do" bullets, exact mana value (CR 700.2) -----


def _abiding_grace():
    return compile_text(
        "Abiding Grace",
        "{2}{W}",
        "Enchantment",
        "At the beginning of your end step, choose one —\n• You gain 1 life.\n• Return target "
        "creature card with mana value 1 from your graveyard to the battlefield.",
    )


def test_modal_trigger_forms_compile():
    """CR 700.2: "choose up to one" may choose no mode; a bullet may be a paragraph."""
    from deckstats.cards.effects import Modal

    horror = compile_text(
        "Hullbreaker Horror",
        "{5}{U}{U}",
        "Creature — Kraken Horror",
        "Flash\nThis spell can't be countered.\nWhenever you cast a spell, choose up to one —"
        "\n• Return target spell you don't control to its owner's hand.\n• Return target "
        "nonland permanent to its owner's hand.",
        pt=("7", "8"),
    )
    assert horror.unparsed == ()
    (modal,) = horror.triggers[0].effect
    assert isinstance(modal, Modal) and (modal.choose, modal.most) == (0, 1)
    kavu = compile_text(
        "Territorial Kavu",
        "{R}{G}",
        "Creature — Kavu",
        "Domain — Territorial Kavu's power and toughness are each equal to the number of basic "
        "land types among lands you control.\nWhenever Territorial Kavu attacks, choose one —\n"
        "• Discard a card. If you do, draw a card.\n• Exile up to one target card from a "
        "graveyard.",
        pt=("*", "*"),
    )
    assert kavu.unparsed == ()
    (modal,) = kavu.triggers[0].effect
    (loot,) = modal.modes[0]
    assert isinstance(loot, OptionalCost) and loot.mandatory and loot.discard == 1
    grace = _abiding_grace()
    assert grace.unparsed == ()
    (modal,) = grace.triggers[0].effect
    (back,) = modal.modes[1]
    assert (back.target.filter.min_mana_value, back.target.filter.max_mana_value) == (1, 1)


def test_abiding_grace_returns_only_a_mana_value_1_creature(scenario):
    """CR 700.2, 115.1: "with mana value 1" is exact: the Elves, never the Bears."""
    from deckstats.engine import events

    s = scenario()
    s.battlefield(P0, _abiding_grace())
    elves = s.graveyard(P0, "Llanowar Elves")
    s.graveyard(P0, "Grizzly Bears")
    seen: list = []

    def pick(view, decision):
        seen.extend(decision.options)
        return next(o for o in decision.options if o[0] == (1,))

    s.script(P0, ("targets", pick))
    events.on_step(s.game, Step.END)
    s.resolve()
    assert "Llanowar Elves" in s.names(P0, Zone.BATTLEFIELD)
    returned = [t for modes, targets in seen if modes == (1,) for g in targets for t in g]
    assert returned == [elves.oid]  # the only legal target of the second mode


# -- Kroxa's punisher discard (CR 701.9) and "sacrifice another" (CR 701.21) -------------------


def _kroxa():
    return compile_text(
        "Kroxa, Titan of Death's Hunger",
        "{B}{R}",
        "Legendary Creature — Elder Giant",
        "When Kroxa enters, sacrifice it unless it escaped.\nWhenever Kroxa enters or attacks, "
        "each opponent discards a card, then each opponent who didn't discard a nonland card "
        "this way loses 3 life.\nEscape—{B}{B}{R}{R}, Exile five other cards from your "
        "graveyard.",
        pt=("6", "6"),
    )


def _resolve(s, pid, effects):
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.resolve import resolve_effect
    from deckstats.engine.state import StackItem

    item = StackItem(999, "ability", None, s.card("Island"), pid, tuple(effects), ())
    ctx = Ctx(s.game, item)
    for e in effects:
        resolve_effect(ctx, e)
    s.resolve()


def test_kroxa_compiles_to_a_punisher_discard():
    """CR 701.9, 608.2c: the opponent chooses; the loss reads what they discarded."""
    from deckstats.cards.punishers import DiscardOrLose

    kroxa = _kroxa()
    assert kroxa.unparsed == ()
    assert kroxa.triggers[1].effect == (DiscardOrLose(3),)


def test_kroxa_opponent_loses_3_unless_they_discard_a_nonland_card(scenario):
    """CR 701.9: a land discarded (or no card) costs 3 life; a nonland card spares it."""
    (effect,) = _kroxa().triggers[1].effect
    s = scenario()
    s.hand(P1, "Mountain")
    _resolve(s, P0, [effect])
    assert s.game.players[P1].life == 17 and s.names(P1, Zone.GRAVEYARD) == ["Mountain"]
    _resolve(s, P0, [effect])  # an empty hand: nothing discarded, 3 life lost
    assert s.game.players[P1].life == 14
    s.hand(P1, "Grizzly Bears")
    _resolve(s, P0, [effect])
    assert s.game.players[P1].life == 14 and "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)


def test_korvold_sacrifices_another_permanent_never_itself(scenario):
    """CR 701.21: "another" leaves the source out of the choice."""
    from deckstats.cards.effects import Sacrifice

    korvold = compile_text(
        "Korvold, Fae-Cursed King",
        "{2}{B}{R}{G}",
        "Legendary Creature — Dragon Noble",
        "Flying\nWhenever Korvold, Fae-Cursed King enters or attacks, sacrifice another "
        "permanent.\nWhenever you sacrifice a permanent, put a +1/+1 counter on Korvold and "
        "draw a card.",
        pt=("4", "4"),
    )
    assert korvold.unparsed == ()
    (sac,) = korvold.triggers[0].effect
    assert isinstance(sac, Sacrifice) and sac.other
    s = scenario()
    s.library(P0, "Island", "Island")
    s.lands(P0, "Swamp", "Mountain", "Forest", "Forest", "Forest")
    s.cast(P0, s.hand(P0, korvold))
    s.resolve()
    assert "Korvold, Fae-Cursed King" in s.names(P0, Zone.BATTLEFIELD)
    assert len(s.names(P0, Zone.GRAVEYARD)) == 1  # a land was sacrificed, not Korvold


# -- the initiative (CR 725) and Undercity (CR 309) --------------------------------------------


def _aarakocra_sneak():
    return compile_text(
        "Aarakocra Sneak",
        "{3}{U}",
        "Creature — Bird Rogue",
        "Flying\nWhen Aarakocra Sneak enters, you take the initiative.",
        pt=("1", "4"),
    )


def test_take_the_initiative_compiles():
    """CR 725.1: "you take the initiative"."""
    from deckstats.cards.initiative import TakeInitiative

    sneak = _aarakocra_sneak()
    assert sneak.unparsed == ()
    assert sneak.triggers[0].effect == (TakeInitiative(),)


def test_initiative_ventures_now_each_upkeep_and_moves_with_combat_damage(scenario):
    """CR 725.2, 309.4, 701.49: take it -> Secret Entrance; upkeep -> Forge; hit -> theirs."""
    from deckstats.engine.initiative import initiative_upkeep
    from deckstats.engine.turn import run_combat

    s = scenario()
    s.library(P0, "Island", "Forest", "Island")
    s.lands(P0, "Island", "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, _aarakocra_sneak()))
    s.resolve()
    game = s.game
    assert game.initiative == P0 and game.dungeon_room[P0] == 0
    assert s.names(P0, Zone.HAND) == ["Forest"]  # Secret Entrance: a basic land card
    initiative_upkeep(game)  # P0 is the active player
    s.resolve()
    sneak = next(o for o in game.players[P0].battlefield if o.card.name == "Aarakocra Sneak")
    assert game.dungeon_room[P0] == 1 and sneak.counters == {"+1/+1": 2}  # Forge
    # An opponent's creature deals combat damage to P0: P1 takes the initiative and ventures.
    s2 = scenario(active=P1)
    s2.game.initiative = P0
    s2.library(P1, "Mountain", "Island")
    bear = s2.battlefield(P1, "Grizzly Bears")
    s2.script(P1, ("attackers", lambda view, d: (bear.oid,)))
    s2.game.step = Step.DECLARE_ATTACKERS
    run_combat(s2.game)
    s2.resolve()
    assert s2.game.initiative == P1 and s2.game.dungeon_room[P1] == 0


def test_completing_undercity_counts_a_dungeon(scenario):
    """CR 309.7: the last room's ability resolved: the dungeon is completed and removed."""
    from deckstats.cards.effects import Condition
    from deckstats.engine.events import condition_holds
    from deckstats.engine.initiative import venture

    s = scenario()
    s.library(P0, *["Island"] * 12)
    s.battlefield(P0, "Grizzly Bears")
    for _ in range(5):  # Entrance, Forge, Trap!, Archives, Throne
        venture(s.game, P0)
        s.resolve()
    assert s.game.players[P1].life == 15  # Trap!: the opponent lost 5
    assert s.game.dungeons_completed[P0] == 1 and s.game.dungeon_room[P0] == -1
    assert condition_holds(s.game, P0, Condition.COMPLETED_DUNGEON)


def _white_plume():
    return compile_text(
        "White Plume Adventurer",
        "{2}{W}",
        "Creature — Orc Cleric",
        "When White Plume Adventurer enters, you take the initiative.\nAt the beginning of "
        "each opponent's upkeep, untap a creature you control. If you've completed a dungeon, "
        "untap all creatures you control instead.",
        pt=("3", "3"),
    )


def test_white_plume_untaps_one_creature_or_all_after_a_dungeon(scenario):
    """CR 701.26b, 608.2c: one creature untaps; all of them once a dungeon is completed."""
    from deckstats.cards.effects import Condition, Conditional, UntapPermanents
    from deckstats.engine import events

    plume = _white_plume()
    assert plume.unparsed == ()
    (branch,) = plume.triggers[1].effect
    assert isinstance(branch, Conditional) and branch.condition == Condition.COMPLETED_DUNGEON
    assert branch.otherwise == (UntapPermanents(Filter(card_type=CardType.CREATURE), count=1),)
    s = scenario(active=P1)
    s.battlefield(P0, plume)
    bear = s.battlefield(P0, "Grizzly Bears", tapped=True)
    elves = s.battlefield(P0, "Llanowar Elves", tapped=True)
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert not bear.tapped and elves.tapped  # one: the greater power
    bear.tapped = True
    s.game.dungeons_completed[P0] = 1
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert not bear.tapped and not elves.tapped


# -- "if it's the second creature spell you cast this turn" (CR 603.4, 113.6k) -----------------


def _vengevine():
    return compile_text(
        "Vengevine",
        "{2}{G}{G}",
        "Creature — Elemental",
        "Haste\nWhenever you cast a spell, if it's the second creature spell you cast this "
        "turn, you may return Vengevine from your graveyard to the battlefield.",
        pt=("4", "3"),
    )


def test_vengevine_returns_on_the_second_creature_spell_only(scenario):
    """CR 603.4, 113.6k: the second creature spell of the turn, not a noncreature one."""
    from deckstats.cards.triggers import CastSpell

    vengevine = _vengevine()
    assert vengevine.unparsed == ()
    (trig,) = vengevine.triggers
    assert isinstance(trig.when, FromGraveyard) and isinstance(trig.when.inner, CastSpell)
    assert trig.when.inner.nth_matching == 2
    s = scenario()
    s.graveyard(P0, vengevine)
    s.lands(P0, "Forest", "Forest", "Mountain")
    s.library(P0, "Island")
    s.script(P0, ("may", True), ("may", True), ("may", True))
    s.cast(P0, s.hand(P0, "Llanowar Elves"))
    s.resolve()
    assert "Vengevine" in s.names(P0, Zone.GRAVEYARD)  # the first creature spell
    s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[P1])
    s.resolve()
    assert "Vengevine" in s.names(P0, Zone.GRAVEYARD)  # a noncreature spell
    s.cast(P0, s.hand(P0, "Llanowar Elves"))
    s.resolve()
    assert "Vengevine" in s.names(P0, Zone.BATTLEFIELD)  # the second creature spell


# -- "When you play another land" (CR 305.1) and learn (CR 701.48) -----------------------------


def _city_of_traitors():
    return compile_text(
        "City of Traitors",
        None,
        "Land",
        "When you play another land, sacrifice City of Traitors.\n{T}: Add {C}{C}.",
    )


def test_city_of_traitors_is_sacrificed_by_a_land_play_only(scenario):
    """CR 305.1: a land put onto the battlefield by an effect is not played."""
    from deckstats.cards.triggers import LandEnters

    city = _city_of_traitors()
    assert city.unparsed == ()
    assert city.triggers[0].when == LandEnters(Ref.YOU, played=True, other=True)
    s = scenario()
    s.battlefield(P0, city)
    from deckstats.engine import events

    forest = s.battlefield(P0, "Forest")
    events.on_etb(s.game, forest)  # a land put onto the battlefield: it enters, not played
    s.resolve()
    assert "City of Traitors" in s.names(P0, Zone.BATTLEFIELD)
    s.battlefield(P1, "Forest")
    s.play_land(P0, s.hand(P0, "Mountain"))
    s.resolve()
    assert "City of Traitors" in s.names(P0, Zone.GRAVEYARD)


def test_eyetwitch_learns_a_lesson_from_the_sideboard_or_rummages(scenario):
    """CR 701.48: up to one of a Lesson from outside the game (the sideboard) and a rummage."""
    from deckstats.cards.effects import Modal, Wish
    from deckstats.cards.model import CardDef

    eyetwitch = compile_text(
        "Eyetwitch",
        "{B}",
        "Creature — Eye Bat",
        "Flying\nWhen Eyetwitch dies, learn.",
        pt=("1", "1"),
    )
    assert eyetwitch.unparsed == ()
    (learn,) = eyetwitch.triggers[0].effect
    assert isinstance(learn, Modal) and (learn.choose, learn.most) == (0, 1)
    assert isinstance(learn.modes[0][0], Wish) and isinstance(learn.modes[1][0], OptionalCost)
    lesson = CardDef(
        name="Environmental Sciences", cost=None, types=CardType.SORCERY, subtypes=("Lesson",)
    )
    s = scenario()
    s.game.outside[P0].append(lesson)
    bat = s.battlefield(P0, eyetwitch)
    s.script(P0, ("targets", lambda view, d: next(o for o in d.options if o[0] == (0,))))
    s.game.move(bat, Zone.GRAVEYARD)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Environmental Sciences"]
    s2 = scenario()  # no Lesson: the rummage
    bat = s2.battlefield(P0, eyetwitch)
    s2.hand(P0, "Mountain")
    s2.library(P0, "Island")
    s2.script(P0, ("targets", lambda view, d: next(o for o in d.options if o[0] == (1,))))
    s2.game.move(bat, Zone.GRAVEYARD)
    s2.resolve()
    assert s2.names(P0, Zone.HAND) == ["Island"]
    assert "Mountain" in s2.names(P0, Zone.GRAVEYARD)


# -- "Whenever a creature dealt damage by ~ this turn dies" (CR 120.3, 700.4) ------------------


def test_sengir_vampire_grows_when_a_creature_it_damaged_dies(scenario):
    """CR 120.3, 603.10a: only a creature Sengir Vampire dealt damage to this turn counts."""
    from deckstats.cards.triggers import Dies

    sengir = compile_text(
        "Sengir Vampire",
        "{3}{B}{B}",
        "Creature — Vampire",
        "Flying\nWhenever a creature dealt damage by Sengir Vampire this turn dies, put a +1/+1 "
        "counter on Sengir Vampire.",
        pt=("4", "4"),
    )
    assert sengir.unparsed == ()
    assert sengir.triggers[0].when == Dies(
        Ref.EACH_PLAYER, Filter(card_type=CardType.CREATURE), damaged_by_self=True
    )
    s = scenario()
    vampire = s.battlefield(P0, sengir)
    elves = s.battlefield(P1, "Llanowar Elves")
    bear = s.battlefield(P1, "Grizzly Bears")
    s.game.move(bear, Zone.GRAVEYARD)  # not damaged by the Vampire
    s.resolve()
    assert not vampire.counters
    deal_damage(s.game, vampire, P0, elves.oid, 4, combat=True)
    s.game.move(elves, Zone.GRAVEYARD)
    s.resolve()
    assert vampire.counters == {"+1/+1": 1}


# -- "When ~ enters, if you cast it, ..." (CR 603.4, 601.2i) ----------------------------------


def _deceit():
    return compile_text(
        "Deceit",
        "{2}{U}{U}",
        "Creature — Elemental Incarnation",
        "When Deceit enters, if you cast it, return up to one other target nonland permanent "
        "to its owner's hand.\nWhen Deceit enters, if you cast it, target opponent reveals "
        "their hand. You choose a nonland card from it. That player discards that card.\nEvoke "
        "{U/B}{U/B}",
        pt=("5", "5"),
    )


def test_deceit_triggers_only_when_cast(scenario):
    """CR 603.4: "if you cast it" is checked as it triggers: a Deceit put onto the
    battlefield without being cast does nothing."""
    from deckstats.cards.effects import Condition, Conditional
    from deckstats.engine import events

    deceit = _deceit()
    assert deceit.unparsed == ()
    for trig in deceit.triggers:
        (cond,) = trig.effect
        assert isinstance(cond, Conditional) and cond.condition == Condition.CAST_IT
    s = scenario()
    s.battlefield(P1, "Grizzly Bears")
    s.hand(P1, "Lightning Bolt")
    s.lands(P0, "Island", "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, deceit))
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.HAND)  # bounced
    assert "Lightning Bolt" in s.names(P1, Zone.GRAVEYARD)  # discarded
    s2 = scenario()
    s2.battlefield(P1, "Grizzly Bears")
    s2.hand(P1, "Lightning Bolt")
    cheated = s2.battlefield(P0, deceit)  # not cast
    events.on_etb(s2.game, cheated)
    s2.resolve()
    assert "Grizzly Bears" in s2.names(P1, Zone.BATTLEFIELD)
    assert "Lightning Bolt" in s2.names(P1, Zone.HAND)


# -- "you gain protection from everything until your next turn" (CR 702.16) --------------------


def _the_one_ring():
    return compile_text(
        "The One Ring",
        "{4}",
        "Legendary Artifact",
        "Indestructible\nWhen The One Ring enters, if you cast it, you gain protection from "
        "everything until your next turn.\nAt the beginning of your upkeep, you lose 1 life for "
        "each burden counter on The One Ring.\n{T}: Put a burden counter on The One Ring, then "
        "draw a card for each burden counter on The One Ring.",
    )


def test_the_one_ring_protects_its_caster_until_their_next_turn(scenario):
    """CR 702.16: no damage and no targeting until the player's next turn begins."""
    from deckstats.cards.effects import Condition, Conditional
    from deckstats.cards.player_protection import ProtectionFromEverything
    from deckstats.cards.targets import TARGET_PLAYER
    from deckstats.engine.targeting import is_legal_target

    ring = _the_one_ring()
    assert ring.unparsed == ()
    assert ring.triggers[0].effect == (
        Conditional(Condition.CAST_IT, (ProtectionFromEverything(),)),
    )
    s = scenario()
    s.lands(P0, "Island", "Island", "Island", "Island")
    s.cast(P0, s.hand(P0, ring))
    s.resolve()
    game = s.game
    bear = s.battlefield(P1, "Grizzly Bears")
    assert deal_damage(game, bear, P1, P0, 2, combat=True) == 0
    assert game.players[P0].life == 20
    assert not is_legal_target(game, P1, TARGET_PLAYER, P0)
    assert is_legal_target(game, P1, TARGET_PLAYER, P1)
    s.library(P0, "Island", "Island")
    s.library(P1, "Island", "Island")
    s.next_turn()  # P1's turn: still protected
    assert game.players[P0].protected
    s.next_turn()  # P0's next turn: the protection ends as it begins
    assert not game.players[P0].protected
    assert deal_damage(game, bear, P1, P0, 2) == 2
    assert is_legal_target(game, P1, TARGET_PLAYER, P0)


def test_pyrogoyf_trigger_deals_the_entering_creatures_power(scenario):
    """CR 120.3, 603.2: "that creature deals damage equal to its power": the one that entered."""
    from deckstats.cards.effects import DamageEqualToPower

    goyf = compile_text(
        "Pyrogoyf",
        "{3}{R}",
        "Creature — Lhurgoyf",
        "Pyrogoyf's power is equal to the number of card types among cards in all graveyards "
        "and its toughness is equal to that number plus 1.\nWhenever Pyrogoyf or another "
        "Lhurgoyf creature you control enters, that creature deals damage equal to its power "
        "to any target.",
        pt=("*", "1+*"),
    )
    assert goyf.unparsed == ()
    (damage,) = goyf.triggers[1].effect
    assert isinstance(damage, DamageEqualToPower) and damage.source == Ref.TRIGGERING_OBJECT
    s = scenario()
    s.graveyard(P1, "Mountain")
    s.graveyard(P1, "Lightning Bolt")  # two card types: Pyrogoyf is a 2/3
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.script(P0, ("targets", ((P1,),)))
    s.cast(P0, s.hand(P0, goyf))
    s.resolve()
    assert s.game.players[P1].life == 18


def test_vampire_lacerator_loses_life_unless_an_opponent_is_at_10_or_less(scenario):
    """CR 608.2c: the condition is read as the upkeep trigger resolves."""
    from deckstats.engine import events

    lacerator = compile_text(
        "Vampire Lacerator",
        "{B}",
        "Creature — Vampire Warrior",
        "At the beginning of your upkeep, you lose 1 life unless an opponent has 10 or less life.",
        pt=("2", "2"),
    )
    assert lacerator.unparsed == ()
    s = scenario()
    s.battlefield(P0, lacerator)
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert s.game.players[P0].life == 19
    s.game.players[P1].life = 10
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert s.game.players[P0].life == 19
