"""Card selection and card advantage (issue 26, point 4), each on a real card's Oracle text.

Impulse draw (Reckless Impulse, Act on Impulse): the top cards are exiled (CR 406.1) with a
permission to play them from exile for a while (CR 601.2: cast; CR 305.1-305.2: a land
still uses the turn's land play). Dig: "Look at the top N ... put one into your hand and
the rest on the bottom / into your graveyard"; "You may reveal a <kind> card from among
them" is an optional, filtered take (Ancient Stirrings). Consider's "You may put that card
into your graveyard" is the same choice as surveil 1 (CR 701.25a).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards.effects import Dig, DrawCards, ExileTopPlayable, Surveil
from deckstats.cards.model import ALL_COLORS, CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell, PlayLand
from deckstats.engine.casting import legal_actions
from deckstats.engine.decisions import PRIORITY, Decision
from deckstats.players.goldfish import GoldfishAgent


def reckless_impulse():
    return compile_text(
        "Reckless Impulse",
        "{1}{R}",
        "Sorcery",
        "Exile the top two cards of your library. Until the end of your next turn, you may "
        "play those cards.",
    )


def act_on_impulse():
    return compile_text(
        "Act on Impulse",
        "{2}{R}",
        "Sorcery",
        "Exile the top three cards of your library. Until end of turn, you may play those cards.",
    )


def ancient_stirrings():
    return compile_text(
        "Ancient Stirrings",
        "{G}",
        "Sorcery",
        "Look at the top five cards of your library. You may reveal a colorless card from "
        "among them and put it into your hand. Then put the rest on the bottom of your library "
        "in any order.",
    )


def consider():
    return compile_text(
        "Consider",
        "{U}",
        "Instant",
        "Look at the top card of your library. You may put that card into your graveyard.\n"
        "Draw a card.",
    )


def forbidden_alchemy():
    return compile_text(
        "Forbidden Alchemy",
        "{2}{U}",
        "Instant",
        "Look at the top four cards of your library. Put one of them into your hand and the "
        "rest into your graveyard.\nFlashback {6}{B} (You may cast this card from your "
        "graveyard for its flashback cost. Then exile it.)",
    )


# -- compiled forms -----------------------------------------------------------------------


def test_impulse_draw_compiles():
    assert reckless_impulse().spell == (ExileTopPlayable(2, next_turn=True),)
    assert act_on_impulse().spell == (ExileTopPlayable(3),)
    assert reckless_impulse().unparsed == act_on_impulse().unparsed == ()


def test_selection_compiles():
    """Filtered and unfiltered digs, rest to the bottom or the graveyard; Consider."""
    assert ancient_stirrings().spell == (Dig(5, 1, Filter(not_colors=ALL_COLORS)),)
    assert consider().spell == (Surveil(1), DrawCards(1))
    alchemy = forbidden_alchemy()
    assert alchemy.spell == (Dig(4, 1, rest_to="graveyard"),)
    assert alchemy.unparsed == ()
    oath = compile_text(
        "Oath of Nissa",
        "{G}",
        "Legendary Enchantment",
        "When Oath of Nissa enters, look at the top three cards of your library. You may "
        "reveal a creature, land, or planeswalker card from among them and put it into your "
        "hand. Put the rest on the bottom of your library in any order.\nYou may spend mana as "
        "though it were mana of any color to cast planeswalker spells.",
    )
    kinds = CardType.CREATURE | CardType.LAND | CardType.PLANESWALKER
    assert oath.triggers[0].effect == (Dig(3, 1, Filter(card_type=kinds)),)


# -- engine scenarios -----------------------------------------------------------------------


def test_reckless_impulse_plays_a_land_and_a_spell_from_exile(scenario):
    """Both exiled cards are playable: the land with the turn's land play, Bolt by paying {R}."""
    s = scenario()
    s.library(P0, "Mountain", "Lightning Bolt", "Island")
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, reckless_impulse()))
    s.resolve()
    assert sorted(s.names(P0, Zone.EXILE)) == ["Lightning Bolt", "Mountain"]
    exiled = {o.card.name: o for o in s.game.players[P0].exile}
    s.act(P0, PlayLand(exiled["Mountain"].oid))
    assert "Mountain" not in s.names(P0, Zone.EXILE)
    assert len(s.game.players[P0].battlefield) == 4
    s.cast(P0, exiled["Lightning Bolt"], [P1])
    s.resolve()
    assert s.game.players[P1].life == 17
    assert s.names(P0, Zone.GRAVEYARD) == ["Reckless Impulse", "Lightning Bolt"]


def test_act_on_impulse_permission_ends_with_the_turn(scenario):
    """ "Until end of turn": next turn the exiled card is no longer playable."""
    s = scenario()
    s.library(P0, "Lightning Bolt", "Island", "Island", "Island", "Island")
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, act_on_impulse()))
    s.resolve()
    bolt = next(o for o in s.game.players[P0].exile if o.card.name == "Lightning Bolt")
    assert any(isinstance(a, CastSpell) and a.oid == bolt.oid for a in s.legal(P0))
    s.game.turn += 2  # P0's next turn
    assert not any(isinstance(a, CastSpell) and a.oid == bolt.oid for a in s.legal(P0))
    with pytest.raises(IllegalActionError):
        s.cast(P0, bolt, [P1])


def test_next_turn_permission_lasts_through_the_next_turn(scenario):
    """ "Until the end of your next turn": playable next turn, not the turn after."""
    s = scenario()
    s.library(P0, "Lightning Bolt", "Island")
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, reckless_impulse()))
    s.resolve()
    bolt = next(o for o in s.game.players[P0].exile if o.card.name == "Lightning Bolt")
    turn = s.game.turn
    assert bolt.playable_until == turn + 2
    s.game.turn = turn + 2
    assert any(isinstance(a, CastSpell) and a.oid == bolt.oid for a in s.legal(P0))
    s.game.turn = turn + 3
    assert not any(isinstance(a, CastSpell) and a.oid == bolt.oid for a in s.legal(P0))


def test_ancient_stirrings_takes_only_a_colorless_card(scenario):
    """The take is optional and filtered: the offered cards are the colourless ones.

    CR 105.2c: a land has no colour, so Island and Wastes are colourless cards too.
    """
    s = scenario()
    s.library(P0, "Lightning Bolt", "Wastes", "Ornithopter", "Island", "Shock", "Forest")
    s.lands(P0, "Forest")

    def take(view, d):
        names = sorted(view.obj(i).card.name for i in d.options)
        assert names == ["Island", "Ornithopter", "Wastes"]  # lands are colourless too
        return (next(i for i in d.options if view.obj(i).card.name == "Ornithopter"),)

    s.script(P0, ("dig", take))
    s.cast(P0, s.hand(P0, ancient_stirrings()))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Ornithopter"]
    lib = [o.card.name for o in s.game.players[P0].library]
    assert lib[-1] == "Forest"  # the sixth card stays on top; the other four at the bottom
    assert sorted(lib[:4]) == ["Island", "Lightning Bolt", "Shock", "Wastes"]


def test_forbidden_alchemy_puts_the_rest_into_the_graveyard(scenario):
    s = scenario()
    s.library(P0, "Island", "Shock", "Forest", "Lightning Bolt")
    s.lands(P0, "Island", "Island", "Island")
    s.script(P0, ("dig", lambda v, d: (d.options[1],)))
    s.cast(P0, s.hand(P0, forbidden_alchemy()))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Shock"]
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == [
        "Forbidden Alchemy",
        "Forest",
        "Island",
        "Lightning Bolt",
    ]


def test_goldfish_casts_an_impulse_drawn_spell(scenario):
    """The goldfish plans the cards it may play from exile like cards in hand."""
    s = scenario(goldfish=True)
    s.library(P0, "Lightning Bolt", "Island")
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, reckless_impulse()))
    s.resolve()
    bolt = next(o for o in s.game.players[P0].exile if o.card.name == "Lightning Bolt")
    island = next(o for o in s.game.players[P0].exile if o.card.name == "Island")
    agent = GoldfishAgent()

    def ask():
        actions, canon = legal_actions(s.game, P0)
        decision = Decision(PRIORITY, actions, canon=canon)
        return agent.decide(s.game.views[P0], decision, s.game.agent_rngs[P0])

    a = ask()
    assert a == PlayLand(island.oid)  # the exiled land, with the turn's land play
    s.act(P0, a)
    a = ask()
    assert isinstance(a, CastSpell) and a.oid == bolt.oid and a.targets == ((P1,),)


# -- draw triggers (CR 121.1, 603.2) ------------------------------------------------------------


def sheoldred():
    return compile_text(
        "Sheoldred, the Apocalypse",
        "{2}{B}{B}",
        "Legendary Creature — Phyrexian Praetor",
        "Deathtouch\nWhenever you draw a card, you gain 2 life.\nWhenever an opponent draws a "
        "card, they lose 2 life.",
        ("4", "5"),
    )


def bowmasters():
    return compile_text(
        "Orcish Bowmasters",
        "{1}{B}",
        "Creature — Orc Archer",
        "Flash\nWhen Orcish Bowmasters enters and whenever an opponent draws a card except the "
        "first one they draw in each of their draw steps, Orcish Bowmasters deals 1 damage to "
        "any target. Then amass Orcs 1.",
        ("1", "1"),
    )


def test_draw_triggers_compile():
    from deckstats.cards.effects import Amass, DealDamage, GainLife, LoseLife
    from deckstats.cards.targets import ANY_TARGET, Ref
    from deckstats.cards.triggers import Draws, EntersBattlefield

    sheo = sheoldred()
    assert sheo.unparsed == ()
    assert [(t.when, t.effect) for t in sheo.triggers] == [
        (Draws(Ref.YOU), (GainLife(2),)),
        (Draws(Ref.EACH_OPPONENT), (LoseLife(2, Ref.TRIGGERING_PLAYER),)),
    ]
    bow = bowmasters()
    assert bow.unparsed == ()
    assert [t.when for t in bow.triggers] == [
        EntersBattlefield(),
        Draws(Ref.EACH_OPPONENT, skip_draw_step_first=True),
    ]
    assert bow.triggers[1].effect == (DealDamage(1, ANY_TARGET), Amass("Orc", 1))


def test_sheoldred_drains_the_drawing_opponent_and_feeds_its_controller(scenario):
    """CR 603.2: each card drawn triggers once; "they" is the player who drew."""
    s = scenario()
    s.battlefield(P0, sheoldred())
    s.library(P0, "Island", "Island")
    s.library(P1, "Island", "Island", "Island")
    s.game.draw(P1, 2)
    s.resolve()
    assert s.game.players[P1].life == 16
    s.game.draw(P0, 1)
    s.resolve()
    assert s.game.players[P0].life == 22


def test_bowmasters_skips_the_first_draw_of_the_draw_step(scenario):
    """Orcish Bowmasters: the opponent's first draw in its draw step does not trigger, a
    second draw does; each trigger deals 1 damage and amasses Orcs 1 (CR 701.47)."""
    from deckstats.engine import Step

    s = scenario(active=P1, step=Step.DRAW)
    s.battlefield(P0, bowmasters())
    s.library(P1, "Island", "Island", "Island")
    s.game.draw(P1, 1)  # the draw step's draw
    s.resolve()
    assert s.game.stack == [] and s.game.players[P1].life == 20
    s.script(P0, ("targets", lambda v, d: next(o for o in d.options if o == ((P1,),))))
    s.game.draw(P1, 1)  # Brainstorm-style extra draw
    s.resolve()
    assert s.game.players[P1].life == 19
    army = [o for o in s.game.players[P0].battlefield if "Army" in o.card.subtypes]
    assert len(army) == 1 and army[0].counters == {"+1/+1": 1}
    assert s.game.power(army[0]) == 1


def test_bowmasters_enters_pings_and_makes_an_army(scenario):
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    s.script(P0, ("targets", lambda v, d: next(o for o in d.options if o == ((P1,),))))
    s.cast(P0, s.hand(P0, bowmasters()))
    s.resolve()
    assert s.game.players[P1].life == 19
    army = [o for o in s.game.players[P0].battlefield if o.card.name == "Orc Army"]
    assert len(army) == 1 and s.game.toughness(army[0]) == 1


# -- digs onto the battlefield, reveal-and-choose, look-and-bin ---------------------------------


def collected_company():
    return compile_text(
        "Collected Company",
        "{3}{G}",
        "Instant",
        "Look at the top six cards of your library. Put up to two creature cards with mana "
        "value 3 or less from among them onto the battlefield. Put the rest on the bottom of "
        "your library in any order.",
    )


def test_dig_variants_compile():
    """CR 110.2: Collected Company, Storm the Festival; Grisly Salvage; Otherworldly Gaze."""
    from deckstats.cards.model import PERMANENT_TYPES

    coco = collected_company()
    creature3 = Filter(card_type=CardType.CREATURE, max_mana_value=3)
    assert coco.spell == (Dig(6, 2, creature3, to_battlefield=True),)
    festival = compile_text(
        "Storm the Festival",
        "{3}{G}{G}",
        "Sorcery",
        "Look at the top five cards of your library. Put up to two permanent cards with mana "
        "value 5 or less from among them onto the battlefield. Put the rest on the bottom of "
        "your library in a random order.\nFlashback {7}{G}{G}{G}",
    )
    perm5 = Filter(card_type=PERMANENT_TYPES, max_mana_value=5)
    assert festival.spell == (Dig(5, 2, perm5, to_battlefield=True),)
    assert festival.unparsed == ()
    salvage = compile_text(
        "Grisly Salvage",
        "{B}{G}",
        "Instant",
        "Reveal the top five cards of your library. You may put a creature or land card from "
        "among them into your hand. Put the rest into your graveyard.",
    )
    kinds = CardType.CREATURE | CardType.LAND
    assert salvage.spell == (Dig(5, 1, Filter(card_type=kinds), rest_to="graveyard"),)
    gaze = compile_text(
        "Otherworldly Gaze",
        "{U}",
        "Instant",
        "Look at the top three cards of your library. Put any number of them into your "
        "graveyard and the rest back on top of your library in any order.\nFlashback {1}{U}",
    )
    assert gaze.spell == (Surveil(3),)


def test_collected_company_puts_two_small_creatures_onto_the_battlefield(scenario):
    """Only creature cards with mana value 3 or less may be chosen; the rest go under."""
    s = scenario()
    s.library(
        P0,
        "Grizzly Bears",
        "Craw Wurm",
        "Lightning Bolt",
        "Grizzly Bears",
        "Island",
        "Forest",
        "Mountain",
    )
    s.lands(P0, "Forest", "Forest", "Forest", "Forest")
    s.cast(P0, s.hand(P0, collected_company()))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Grizzly Bears") == 2
    lib = [o.card.name for o in s.game.players[P0].library]
    assert lib[-1] == "Mountain"  # the seventh card stays on top
    assert sorted(lib[:4]) == ["Craw Wurm", "Forest", "Island", "Lightning Bolt"]
