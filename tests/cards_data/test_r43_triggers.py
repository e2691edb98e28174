"""Round 43 (helper ``triggers``): Standard and Pioneer staples made full, real Oracle text.

Each card: its compiled value (nothing left unparsed), then a built position where the
engine plays the sentence by the rule it cites, drawbacks and conditions included.
"""

from __future__ import annotations

from scenario import P0, P1
from test_mechanics_layouts import quantum_riddler

from deckstats.cards.effects import Reanimate
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.rule_locks import DrawPlus
from deckstats.cards.targets import Ref
from deckstats.engine import events
from deckstats.engine.damage import deal_damage
from deckstats.engine.types import Step, Zone

RIDDLER = quantum_riddler()


def test_quantum_riddler_compiles_fully():
    """CR 614.1a: its draw replacement is a modifier of the permanent."""
    assert RIDDLER.unparsed == ()
    assert RIDDLER.modifiers == (DrawPlus(1, 1),)


def test_quantum_riddler_draws_one_more_with_one_or_fewer_cards_in_hand(scenario):
    """CR 614.11, 121.2: with one card in hand, a draw of N becomes a draw of N + 1."""
    s = scenario()
    s.battlefield(P0, RIDDLER)
    s.library(P0, *(["Island"] * 10))
    s.library(P1, *(["Island"] * 10))
    s.hand(P0, "Island")
    s.game.draw(P0, 1)
    assert len(s.game.players[P0].hand) == 3  # 1 + (1 + 1)
    s.game.draw(P0, 2)  # three cards in hand: the condition is false, no extra card
    assert len(s.game.players[P0].hand) == 5
    s.game.draw(P1, 1)  # "you": the opponent's draws are untouched
    assert len(s.game.players[P1].hand) == 1


def test_two_quantum_riddlers_each_apply_once(scenario):
    """CR 616.1: each replacement applies once to the event; two Riddlers add two cards."""
    s = scenario()
    s.battlefield(P0, RIDDLER)
    s.battlefield(P0, RIDDLER)
    s.library(P0, *(["Island"] * 10))
    s.game.draw(P0, 2)
    assert len(s.game.players[P0].hand) == 4


LIONS = compile_text("Savannah Lions", "{W}", "Creature — Cat", "", pt=("2", "1"))

CURIOSITY = compile_text(
    "Enduring Curiosity",
    "{2}{U}{U}",
    "Enchantment Creature — Cat Glimmer",
    "Flash\nWhenever a creature you control deals combat damage to a player, draw a card.\n"
    "When Enduring Curiosity dies, if it was a creature, return it to the battlefield under "
    "its owner's control. It's an enchantment. (It's not a creature.)",
    pt=("4", "3"),
)
INNOCENCE = compile_text(
    "Enduring Innocence",
    "{1}{W}{W}",
    "Enchantment Creature — Sheep Glimmer",
    "Lifelink\nWhenever one or more other creatures you control with power 2 or less enter, "
    "draw a card. This ability triggers only once each turn.\nWhen Enduring Innocence dies, "
    "if it was a creature, return it to the battlefield under its owner's control. It's an "
    "enchantment. (It's not a creature.)",
    pt=("2", "1"),
)


def test_enduring_cards_compile_fully():
    """CR 603.4, 613.1d: the dies trigger's intervening if and its type change are read."""
    back = Reanimate(
        Ref.TRIGGERING_OBJECT, owner=True, if_was_creature=True, as_types=CardType.ENCHANTMENT
    )
    for card in (CURIOSITY, INNOCENCE):
        assert card.unparsed == (), card.name
        assert card.triggers[-1].effect == (back,)


def test_enduring_curiosity_returns_to_its_owner_as_a_noncreature_enchantment(scenario):
    """CR 603.4, 613.1d, 400.7: it dies, returns under its owner's control as an enchantment.

    Its other abilities stay; it is no creature (combat, creature counts); a second trip to
    the graveyard is no death of a creature: it stays there, its printed card again.
    """
    s = scenario()
    g = s.game
    cat = g.new_object(CURIOSITY, P0, Zone.BATTLEFIELD)
    g.put_onto_battlefield(cat, P1)  # P1 controls P0's card (a steal)
    g.destroy(cat)
    s.resolve()
    (back,) = [o for o in g.players[P0].battlefield if o.card.name == "Enduring Curiosity"]
    assert back.controller == P0 and back.owner == P0
    assert not back.info.is_creature
    assert back.card.types == CardType.ENCHANTMENT and back.card.subtypes == ()
    assert back.info.triggers  # its draw trigger stays
    assert not g.players[P1].battlefield
    g.destroy(back)  # now an enchantment: "if it was a creature" is false (CR 603.4)
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["Enduring Curiosity"]
    (card,) = g.players[P0].graveyard
    assert card.card.types == CardType.ENCHANTMENT | CardType.CREATURE  # CR 400.7


def test_enduring_innocence_keeps_drawing_as_an_enchantment(scenario):
    """CR 603.4, 613.1d: back as an enchantment, its "creatures you control enter" draw stays.

    It is not a creature any more, so it can't be attacked with, blocked with or counted.
    """
    s = scenario()
    g = s.game
    sheep = s.battlefield(P0, INNOCENCE)
    s.library(P0, *(["Island"] * 3))
    g.destroy(sheep)
    s.resolve()
    (back,) = [o for o in g.players[P0].battlefield if o.card.name == "Enduring Innocence"]
    assert not back.info.is_creature
    lions = g.new_object(s.card(LIONS), P0, Zone.HAND)
    g.players[P0].hand.append(lions)
    g.move(lions, Zone.BATTLEFIELD)
    events.on_etb(g, g.players[P0].battlefield[-1])
    s.resolve()
    assert len(g.players[P0].hand) == 1  # drew a card


SPELUNKING = compile_text(
    "Spelunking",
    "{2}{G}",
    "Enchantment",
    "When Spelunking enters, draw a card, then you may put a land card from your hand onto "
    "the battlefield. If you put a Cave onto the battlefield this way, you gain 4 life.\n"
    "Lands you control enter untapped.",
)
#: Hidden Necropolis's first two lines (its discover line is not needed here).
NECROPOLIS = compile_text(
    "Hidden Necropolis", None, "Land — Cave", "This land enters tapped.\n{T}: Add {B}."
)
TAPLAND = compile_text(
    "Jungle Hollow", None, "Land", "This land enters tapped.\n{T}: Add {B} or {G}."
)
SHOCK = compile_text(
    "Overgrown Tomb",
    None,
    "Land — Swamp Forest",
    "({T}: Add {B} or {G}.)\nAs this land enters, you may pay 2 life. If you don't, it enters "
    "tapped.",
)


def test_spelunking_compiles_fully():
    """CR 608.2c, 614.12: the Cave rider rides the put; the untapped rule is a modifier."""
    from deckstats.cards.effects import GainLife, MayDo, PutFromHand
    from deckstats.cards.rule_locks import EntersUntapped
    from deckstats.cards.targets import Filter

    assert SPELUNKING.unparsed == ()
    (trig,) = SPELUNKING.triggers
    may = trig.effect[-1]
    assert isinstance(may, MayDo)
    (put,) = may.effect
    assert isinstance(put, PutFromHand)
    assert put.if_put == Filter(subtypes=("Cave",))
    assert put.then == (GainLife(4),)
    assert SPELUNKING.modifiers == (EntersUntapped((Filter(card_type=CardType.LAND),)),)


def _cast_spelunking(s, put):
    s.lands(P0, "Forest", "Forest", "Forest")
    s.script(P0, ("may", True), ("dig", lambda view, d: (put.oid,)))
    s.cast(P0, s.hand(P0, SPELUNKING))
    s.resolve()


def test_spelunking_puts_a_cave_untapped_and_gains_four_life(scenario):
    """CR 608.2c, 614.12: the Cave put this way enters untapped (its own "enters tapped"
    replaced) and its controller gains 4 life; the card drawn comes first."""
    s = scenario()
    s.library(P0, "Island")
    cave = s.hand(P0, NECROPOLIS)
    _cast_spelunking(s, cave)
    g = s.game
    (new,) = [o for o in g.players[P0].battlefield if o.card.name == "Hidden Necropolis"]
    assert not new.tapped
    assert g.players[P0].life == 24
    assert s.names(P0, Zone.HAND) == ["Island"]


def test_spelunking_gains_no_life_for_a_land_that_is_not_a_cave(scenario):
    """CR 608.2c: "If you put a Cave ... this way": another land gives no life."""
    s = scenario()
    s.library(P0, "Island")
    hollow = s.hand(P0, TAPLAND)
    _cast_spelunking(s, hollow)
    g = s.game
    (new,) = [o for o in g.players[P0].battlefield if o.card.name == "Jungle Hollow"]
    assert not new.tapped
    assert g.players[P0].life == 20


def test_spelunking_lets_only_its_controllers_lands_enter_untapped(scenario):
    """CR 614.12, 616.1: its controller's taplands and shocklands (2 life unpaid) enter
    untapped; the opponent's still enter tapped."""
    s = scenario()
    s.battlefield(P0, SPELUNKING)
    s.script(P0, ("pay_life", True))  # not asked: it would enter untapped anyway
    hollow = s.play_land(P0, s.hand(P0, TAPLAND))
    assert hollow is not None and not hollow.tapped
    g = s.game
    shock = g.new_object(SHOCK, P0, Zone.HAND)
    g.players[P0].hand.append(shock)
    g.players[P0].land_plays += 1
    tomb = s.play_land(P0, shock)
    assert tomb is not None and not tomb.tapped
    assert g.players[P0].life == 20
    s.game.active = P1
    theirs = s.game.new_object(TAPLAND, P1, Zone.HAND)
    s.game.players[P1].hand.append(theirs)
    mine = s.play_land(P1, theirs)
    assert mine is not None and mine.tapped


NEMESIS = compile_text(
    "Screaming Nemesis",
    "{2}{R}",
    "Creature — Spirit",
    "Haste\nWhenever Screaming Nemesis is dealt damage, it deals that much damage to any other "
    "target. If a player is dealt damage this way, they can't gain life for the rest of the "
    "game.",
    pt=("3", "3"),
)


def test_screaming_nemesis_compiles_fully():
    """CR 120.3, 119.7: the damage and the rider on the player dealt damage."""
    from deckstats.cards.effects import CantGainLife, DealDamage
    from deckstats.cards.effects_riders import IfPlayerDealtDamage

    assert NEMESIS.unparsed == ()
    (trig,) = NEMESIS.triggers
    dmg, rider = trig.effect
    assert isinstance(dmg, DealDamage) and dmg.to.other  # "any other target"
    assert rider == IfPlayerDealtDamage((CantGainLife(Ref.FIRST_TARGET, rest_of_game=True),))


def _hit_nemesis(s, target):
    nemesis = s.battlefield(P0, NEMESIS)
    bear = s.battlefield(P1, "Grizzly Bears")
    s.script(P0, ("targets", lambda v, d: next(o for o in d.options if o == ((target,),))))
    deal_damage(s.game, bear, P1, nemesis.oid, 2)
    s.resolve()
    return nemesis


def test_screaming_nemesis_passes_damage_and_stops_the_players_life_gain_for_good(scenario):
    """CR 120.3, 119.7: dealt 2, it deals 2 to the opponent, who can't gain life any more,
    this turn or later ones; its controller still can."""
    s = scenario()
    g = s.game
    _hit_nemesis(s, P1)
    assert g.players[P1].life == 18
    g.gain_life(P1, 3)
    g.turn += 5
    g.gain_life(P1, 3)
    assert g.players[P1].life == 18
    g.gain_life(P0, 2)
    assert g.players[P0].life == 22


def test_screaming_nemesis_damage_to_a_creature_locks_no_player(scenario):
    """CR 608.2c: no player was dealt damage this way: nobody loses life gain."""
    s = scenario()
    g = s.game
    ox = s.battlefield(P1, LIONS)
    _hit_nemesis(s, ox.oid)
    assert s.zone(ox) is Zone.GRAVEYARD
    g.gain_life(P1, 3)
    assert g.players[P1].life == 23


PREACHER = compile_text(
    "Preacher of the Schism",
    "{2}{B}",
    "Creature — Vampire Cleric",
    "Deathtouch\nWhenever Preacher of the Schism attacks the player with the most life or tied "
    "for most life, create a 1/1 white Vampire creature token with lifelink.\nWhenever Preacher "
    "of the Schism attacks while you have the most life or are tied for most life, you draw a "
    "card and you lose 1 life.",
    pt=("2", "4"),
)


def test_preacher_of_the_schism_compiles_fully():
    """CR 603.2: both attack triggers carry their life-total condition."""
    from deckstats.cards.triggers import Attacks

    assert PREACHER.unparsed == ()
    whens = [t.when for t in PREACHER.triggers]
    assert whens == [Attacks(most_life=Ref.DEFENDING_PLAYER), Attacks(most_life=Ref.YOU)]


def _preacher_attacks(s):
    s.battlefield(P0, PREACHER)
    s.library(P0, "Island", "Island")
    s.combat()
    while s.game.stack or s.game.pending:
        s.resolve()
    g = s.game
    tokens = [o for o in g.players[P0].battlefield if o.is_token]
    return len(tokens), len(g.players[P0].hand)


def test_preacher_tied_for_most_life_triggers_both(scenario):
    """CR 603.2, 508.3a: tied at 20, the defender and its controller both count as "most"."""
    s = scenario(life=(20, 20))
    assert _preacher_attacks(s) == (1, 1)
    assert s.game.players[P1].life == 18  # 2 combat damage, unblocked
    assert s.game.players[P0].life == 19  # the draw costs 1 life


def test_preacher_behind_on_life_makes_a_vampire_only(scenario):
    """CR 603.2: the defender has the most life: the token; its controller draws nothing."""
    s = scenario(life=(10, 20))
    assert _preacher_attacks(s) == (1, 0)
    assert s.game.players[P0].life == 10


def test_preacher_ahead_on_life_draws_only(scenario):
    """CR 603.2: its controller has the most life: a card and 1 life lost; no token."""
    s = scenario(life=(20, 10))
    assert _preacher_attacks(s) == (0, 1)
    assert s.game.players[P0].life == 19


BRONCO = compile_text(
    "Caustic Bronco",
    "{1}{B}",
    "Creature — Snake Horse Mount",
    "Whenever Caustic Bronco attacks, reveal the top card of your library and put it into your "
    "hand. You lose life equal to that card's mana value if Caustic Bronco isn't saddled. "
    "Otherwise, each opponent loses that much life.\nSaddle 3 (Tap any number of other "
    "creatures you control with total power 3 or more: This Mount becomes saddled until end "
    "of turn. Saddle only as a sorcery.)",
    pt=("2", "2"),
)
GIANT = compile_text("Hill Giant", "{3}{R}", "Creature — Giant", "", pt=("3", "3"))


def test_caustic_bronco_compiles_fully():
    """CR 702.171a: saddle is crew's cost, a sorcery-speed ability making it saddled."""
    from deckstats.cards.cost_extra import CostExtra
    from deckstats.cards.effects import BecomeSaddled, RevealTopToHand

    assert BRONCO.unparsed == ()
    (saddle,) = BRONCO.abilities
    assert saddle.cost.extra == CostExtra(crew=3)
    assert saddle.effect == (BecomeSaddled(),) and saddle.sorcery_speed
    (trig,) = BRONCO.triggers
    assert trig.effect == (RevealTopToHand(opponents_if_saddled=True),)


def _saddle_actions(s, bronco):
    from deckstats.engine.actions import ActivateAbility

    return [a for a in s.legal(P0) if isinstance(a, ActivateAbility) and a.oid == bronco.oid]


def test_caustic_bronco_unsaddled_costs_its_controller_the_mana_value(scenario):
    """CR 702.171b: not saddled, its controller loses the revealed card's mana value."""
    s = scenario(life=(20, 20))
    s.battlefield(P0, BRONCO)
    s.library(P0, GIANT, "Island")
    s.combat()
    while s.game.stack or s.game.pending:
        s.resolve()
    assert s.names(P0, Zone.HAND) == ["Hill Giant"]
    assert s.game.players[P0].life == 16
    assert s.game.players[P1].life == 18  # 2 combat damage only


def test_caustic_bronco_saddled_makes_each_opponent_lose_it(scenario):
    """CR 702.171a-b: saddled (a 3-power creature tapped, as a sorcery), the opponent loses
    the mana value instead; the saddle lasts only this turn."""
    from deckstats.engine.saddle import is_saddled

    s = scenario(life=(20, 20))
    bronco = s.battlefield(P0, BRONCO)
    bears = s.battlefield(P0, "Grizzly Bears")
    assert _saddle_actions(s, bronco) == []  # total power 2: the cost can't be paid
    giant = s.battlefield(P0, GIANT)
    s.library(P0, GIANT, "Island")
    s.game.step = Step.BEGINNING_OF_COMBAT
    assert _saddle_actions(s, bronco) == []  # only as a sorcery
    s.game.step = Step.PRECOMBAT_MAIN
    (act,) = _saddle_actions(s, bronco)
    s.act(P0, act)
    s.resolve()
    assert is_saddled(s.game, bronco) and giant.tapped and not bronco.tapped
    assert bears.tapped  # the engine taps the smallest first: 2 + 3 (its pick, CR 702.171a)
    s.combat()
    while s.game.stack or s.game.pending:
        s.resolve()
    assert s.game.players[P0].life == 20
    assert s.game.players[P1].life == 20 - 4 - 2  # the Giant's mana value, then Bronco
    s.game.turn += 1
    assert not is_saddled(s.game, bronco)  # until end of turn
