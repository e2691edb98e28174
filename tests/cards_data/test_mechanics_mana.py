"""Mana mechanics (issue 26, point 4), each on a real card's Oracle text.

CR 614.1d: "enters tapped unless <condition>" is a replacement effect checked as the land
enters: battle lands (two or more basic lands), castles (a land of one basic type), Mystic
Sanctuary (three or more other Islands), reveal lands (a card of a type revealed from hand),
"unless it's your first, second, or third turn of the game". CR 111.10: predefined tokens
(Clue, Blood, Treasure; Eldrazi Spawn / Scion with their quoted mana ability); CR 701.16a:
investigate is "create a Clue token"; CR 106.1a: Manamorphose's two mana of any colours.
"""

from __future__ import annotations

from scenario import P0

from deckstats.cards.dsl import EntersTapped
from deckstats.cards.effects import AddOneOf, CreateToken, DrawCards
from deckstats.cards.oracle import compile_text
from deckstats.engine import Step, Zone
from deckstats.engine.actions import CastSpell, PlayLand
from deckstats.engine.casting import legal_actions
from deckstats.engine.decisions import PRIORITY, Decision
from deckstats.players.goldfish import GoldfishAgent


def _land(name: str, text: str, type_line: str = "Land"):
    return compile_text(name, None, type_line, text)


def sunken_hollow():
    return _land(
        "Sunken Hollow",
        "({T}: Add {U} or {B}.)\nSunken Hollow enters tapped unless you control two or more "
        "basic lands.",
        "Land — Island Swamp",
    )


def castle_vantress():
    return _land(
        "Castle Vantress",
        "Castle Vantress enters tapped unless you control an Island.\n{T}: Add {U}.\n"
        "{2}{U}{U}, {T}: Scry 2.",
    )


def port_town():
    return _land(
        "Port Town",
        "As Port Town enters, you may reveal a Plains or Island card from your hand. If you "
        "don't, Port Town enters tapped.\n{T}: Add {W} or {U}.",
    )


def starting_town():
    return _land(
        "Starting Town",
        "Starting Town enters tapped unless it's your first, second, or third turn of the "
        "game.\n{T}: Add {C}.\n{T}, Pay 1 life: Add one mana of any color.",
    )


def mystic_sanctuary():
    return _land(
        "Mystic Sanctuary",
        "({T}: Add {U}.)\nMystic Sanctuary enters tapped unless you control three or more "
        "other Islands.",
        "Land — Island",
    )


# -- compiled forms -----------------------------------------------------------------------


def test_enters_tapped_conditions_compile():
    """CR 614.1d: each land's real condition, nothing left unparsed."""
    assert sunken_hollow().etb_tapped == EntersTapped(unless_basics_at_least=2)
    assert castle_vantress().etb_tapped == EntersTapped(unless_control=("Island",))
    assert port_town().etb_tapped == EntersTapped(unless_reveal=("Plains", "Island"))
    assert starting_town().etb_tapped == EntersTapped(unless_turn_at_most=3)
    assert mystic_sanctuary().etb_tapped == EntersTapped(
        unless_control=("Island",), unless_control_count=3
    )
    for card in (sunken_hollow(), castle_vantress(), port_town(), starting_town()):
        assert card.unparsed == ()


def test_tokens_and_investigate_compile():
    """CR 701.16a, 111.10: investigate, Blood, Eldrazi Spawn with its quoted ability."""
    inspector = compile_text(
        "Thraben Inspector",
        "{W}",
        "Creature — Human Soldier",
        "When Thraben Inspector enters, investigate. (Create a Clue token. It's an artifact "
        'with "{2}, Sacrifice this token: Draw a card.")',
        ("1", "2"),
    )
    assert inspector.unparsed == ()
    (clue,) = inspector.triggers[0].effect
    assert isinstance(clue, CreateToken) and clue.token.name == "Clue"
    assert clue.token.abilities[0].effect == (DrawCards(1),)
    epicure = compile_text(
        "Voldaren Epicure",
        "{R}",
        "Creature — Vampire",
        "When Voldaren Epicure enters, it deals 1 damage to each opponent. Create a Blood "
        "token. (It's an artifact with \"{1}, {T}, Discard a card, Sacrifice this token: Draw a "
        'card.")',
        ("1", "1"),
    )
    assert epicure.unparsed == ()
    blood = epicure.triggers[0].effect[1]
    assert isinstance(blood, CreateToken) and blood.token.name == "Blood"
    cost = blood.token.abilities[0].cost
    assert cost.discard == 1 and cost.sacrifice_self and cost.tap
    fleshraker = compile_text(
        "Glaring Fleshraker",
        "{2}{C}",
        "Creature — Eldrazi Drone",
        "Whenever you cast a colorless spell, create a 0/1 colorless Eldrazi Spawn creature "
        'token with "Sacrifice this token: Add {C}."\nWhenever another colorless creature you '
        "control enters, Glaring Fleshraker deals 1 damage to each opponent.",
        ("2", "3"),
    )
    spawn = fleshraker.triggers[0].effect[0]
    assert isinstance(spawn, CreateToken) and spawn.token.name == "Eldrazi Spawn"
    assert spawn.token.abilities[0].cost.sacrifice_self


def test_manamorphose_compiles_to_two_choices():
    card = compile_text(
        "Manamorphose",
        "{1}{R/G}",
        "Instant",
        "Add two mana in any combination of colors.\nDraw a card.",
    )
    assert card.spell == (AddOneOf("WUBRG"), AddOneOf("WUBRG"), DrawCards(1))


# -- engine scenarios -----------------------------------------------------------------------


def _play(s, card):
    return s.play_land(P0, s.hand(P0, card))


def test_battle_land_counts_basic_lands(scenario):
    """Sunken Hollow: untapped with two basic lands, tapped with one basic and a dual."""
    s = scenario()
    s.lands(P0, "Island", "Swamp")
    assert not _play(s, sunken_hollow()).tapped
    s2 = scenario()
    s2.lands(P0, "Island", "Watery Grave")
    assert s2.play_land(P0, s2.hand(P0, sunken_hollow())).tapped


def test_castle_needs_its_land_type(scenario):
    s = scenario()
    s.lands(P0, "Mountain")
    assert _play(s, castle_vantress()).tapped
    s2 = scenario()
    s2.lands(P0, "Watery Grave")  # an Island by type (CR 305.6), not basic
    assert not s2.play_land(P0, s2.hand(P0, castle_vantress())).tapped


def test_mystic_sanctuary_counts_three_other_islands(scenario):
    s = scenario()
    s.lands(P0, "Island", "Island")
    assert _play(s, mystic_sanctuary()).tapped
    s2 = scenario()
    s2.lands(P0, "Island", "Island", "Island")
    assert not s2.play_land(P0, s2.hand(P0, mystic_sanctuary())).tapped


def test_reveal_land_needs_the_card_in_hand(scenario):
    """Port Town: untapped when a Plains or Island is in hand to reveal, else tapped."""
    s = scenario()
    s.hand(P0, "Island")
    assert not _play(s, port_town()).tapped
    s2 = scenario()
    s2.hand(P0, "Mountain")
    assert s2.play_land(P0, s2.hand(P0, port_town())).tapped


def test_starting_town_is_untapped_only_early(scenario):
    s = scenario()
    s.game.players[P0].turns_taken = 3
    assert not _play(s, starting_town()).tapped
    s2 = scenario()
    s2.game.players[P0].turns_taken = 4
    assert s2.play_land(P0, s2.hand(P0, starting_town())).tapped


def test_goldfish_plays_the_reveal_land_untapped_for_a_one_drop(scenario):
    """The goldfish sees Port Town enter untapped (an Island to reveal) and plays it first."""
    s = scenario(goldfish=True, step=Step.PRECOMBAT_MAIN)
    town = s.hand(P0, port_town())
    s.hand(P0, "Island")
    s.hand(
        P0, compile_text("Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", ("0", "2"))
    )
    s.hand(P0, compile_text("Elite Vanguard", "{W}", "Creature — Human Soldier", "", ("2", "1")))
    actions, canon = legal_actions(s.game, P0)
    a = GoldfishAgent().decide(
        s.game.views[P0], Decision(PRIORITY, actions, canon=canon), s.game.agent_rngs[P0]
    )
    assert a == PlayLand(town.oid)
    s.act(P0, a)
    assert not s.game.players[P0].battlefield[-1].tapped
    assert "Port Town" not in s.names(P0, Zone.HAND)


def _goldfish_choice(s, agent=None):
    actions, canon = legal_actions(s.game, P0)
    agent = agent or GoldfishAgent()
    decision = Decision(PRIORITY, actions, canon=canon)
    return agent.decide(s.game.views[P0], decision, s.game.agent_rngs[P0])


def test_goldfish_sacrifices_a_treasure_to_cast_a_two_drop(scenario):
    """CR 111.10a: with one Mountain and a Treasure, the goldfish cracks the Treasure (for
    red) and casts its 2-mana creature; it keeps the Treasure when it is not needed."""
    from deckstats.cards.oracle.tokens import parse_token
    from deckstats.engine.actions import ActivateAbility, CastSpell

    treasure_card = parse_token("Treasure token")
    s = scenario(goldfish=True)
    s.lands(P0, "Mountain")
    treasure = s.battlefield(P0, treasure_card)
    agent = GoldfishAgent()
    s.hand(
        P0,
        compile_text(
            "Ash Zealot", "{R}{R}", "Creature — Human Warrior", "First strike", ("2", "2")
        ),
    )
    a = _goldfish_choice(s, agent)
    assert a == ActivateAbility(treasure.oid, 0)
    s.script(P0, ("color", lambda v, d: agent.on_color(v, d, None)))
    s.act(P0, a)
    assert s.game.players[P0].pool[3] == 1  # red, the colour the hand needs
    a = _goldfish_choice(s, agent)
    assert isinstance(a, CastSpell)
    s2 = scenario(goldfish=True)
    s2.lands(P0, "Mountain", "Mountain")
    s2.battlefield(P0, treasure_card)
    s2.hand(
        P0,
        compile_text(
            "Ash Zealot", "{R}{R}", "Creature — Human Warrior", "First strike", ("2", "2")
        ),
    )
    a = _goldfish_choice(s2)
    assert isinstance(a, CastSpell)  # two Mountains pay: the Treasure stays


def test_manamorphose_colours_follow_the_hand(scenario):
    """CR 106.1a: each of Manamorphose's two mana is the colour the hand needs (green)."""
    s = scenario(goldfish=True)
    agent = GoldfishAgent()
    s.lands(P0, "Mountain", "Mountain")
    s.library(P0, "Forest")
    s.hand(P0, compile_text("Watchwolf", "{G}{W}", "Creature — Wolf", "", ("3", "3")))
    s.script(
        P0,
        ("color", lambda v, d: agent.on_color(v, d, None)),
        ("color", lambda v, d: agent.on_color(v, d, None)),
    )
    s.cast(
        P0,
        s.hand(
            P0,
            compile_text(
                "Manamorphose",
                "{1}{R/G}",
                "Instant",
                "Add two mana in any combination of colors.\nDraw a card.",
            ),
        ),
    )
    s.resolve()
    pool = s.game.players[P0].pool
    assert pool[0] == 1 and pool[4] == 1  # one white, one green for Watchwolf


# -- "Activate only if you control ..." (CR 602.5b) -------------------------------------------


def gloomlake_verge():
    return _land(
        "Gloomlake Verge",
        "{T}: Add {U}.\n{T}: Add {B}. Activate only if you control an Island or a Swamp.",
    )


def mox_opal():
    return compile_text(
        "Mox Opal",
        "{0}",
        "Legendary Artifact",
        "Metalcraft — {T}: Add one mana of any color. Activate only if you control three or "
        "more artifacts.",
    )


def test_activation_conditions_compile():
    """CR 602.5b: the condition is data on the ability (no sentence left unparsed)."""
    from deckstats.cards.model import CardType
    from deckstats.cards.targets import Filter

    verge = gloomlake_verge()
    assert verge.unparsed == () and verge.withheld == ()
    assert verge.abilities[0].only_if_control is None
    assert verge.abilities[1].only_if_control == Filter(subtypes=("Island", "Swamp"))
    opal = mox_opal()
    assert opal.unparsed == ()
    (ab,) = opal.abilities
    assert ab.only_if_control == Filter(card_type=CardType.ARTIFACT) and ab.only_if_count == 3


def _black_one_drop():
    return compile_text("Vampire Lacerator", "{B}", "Creature — Vampire Warrior", "", ("2", "2"))


def test_verge_makes_its_second_colour_only_with_the_land_type(scenario):
    """Gloomlake Verge taps for {B} only while its controller controls an Island or a Swamp."""
    s = scenario()
    s.battlefield(P0, gloomlake_verge())
    s.hand(P0, _black_one_drop())
    assert not any(isinstance(a, CastSpell) for a in s.legal(P0))
    s2 = scenario()
    verge = s2.battlefield(P0, gloomlake_verge())
    s2.battlefield(P0, "Watery Grave", tapped=True)  # an Island Swamp, already tapped
    s2.cast(P0, s2.hand(P0, _black_one_drop()))
    assert verge.tapped
    s2.resolve()
    assert "Vampire Lacerator" in s2.names(P0, Zone.BATTLEFIELD)


def test_mox_opal_needs_three_artifacts(scenario):
    """Metalcraft: Mox Opal counts itself; with two other artifacts it makes mana."""
    s = scenario()
    s.battlefield(P0, mox_opal())
    s.battlefield(
        P0, compile_text("Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", ("0", "2"))
    )
    s.hand(P0, _black_one_drop())
    assert not any(isinstance(a, CastSpell) for a in s.legal(P0))
    s.battlefield(
        P0, compile_text("Memnite", "{0}", "Artifact Creature — Construct", "", ("1", "1"))
    )
    s.cast(P0, s.game.players[P0].hand[0])
    s.resolve()
    assert "Vampire Lacerator" in s.names(P0, Zone.BATTLEFIELD)


# -- rituals (CR 106.4) ------------------------------------------------------------------------


def cabal_ritual():
    return compile_text(
        "Cabal Ritual",
        "{1}{B}",
        "Instant",
        "Add {B}{B}{B}.\nThreshold — Add {B}{B}{B}{B}{B} instead if there are seven or more "
        "cards in your graveyard.",
    )


def test_cabal_ritual_compiles_threshold_as_a_conditional():
    from deckstats.cards.effects import AddMana, Condition, Conditional

    card = cabal_ritual()
    assert card.unparsed == ()
    assert card.spell == (Conditional(Condition.THRESHOLD, (AddMana("BBBBB"),), (AddMana("BBB"),)),)


def test_cabal_ritual_adds_five_with_threshold(scenario):
    """CR 608.2c: threshold is checked on resolution: 7 cards in the graveyard: {B} x5."""
    for grave, black in ((6, 3), (7, 5)):
        s = scenario()
        for _ in range(grave):
            s.graveyard(P0, "Swamp")
        s.lands(P0, "Swamp", "Swamp")
        s.cast(P0, s.hand(P0, cabal_ritual()))
        s.resolve()
        assert s.game.players[P0].pool[2] == black


# -- "Spend this mana only to cast ..." (CR 106.6) ---------------------------------------------


def mishras_workshop():
    return _land(
        "Mishra's Workshop", "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells."
    )


def eldrazi_temple():
    return _land(
        "Eldrazi Temple",
        "{T}: Add {C}.\n{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells "
        "or activate abilities of colorless Eldrazi.",
    )


def _artifact(name: str, cost: str):
    return compile_text(name, cost, "Artifact", "{T}: Add {C}.")


def test_restricted_mana_compiles():
    from deckstats.cards.model import ALL_COLORS, CardType
    from deckstats.cards.targets import Filter

    shop = mishras_workshop()
    assert shop.unparsed == () and shop.withheld == ()
    assert shop.abilities[0].spend_only == Filter(card_type=CardType.ARTIFACT)
    temple = eldrazi_temple()
    assert temple.unparsed == ()
    assert temple.abilities[0].spend_only is None
    assert temple.abilities[1].spend_only == Filter(subtypes=("Eldrazi",), not_colors=ALL_COLORS)


def test_workshop_pays_artifacts_only(scenario):
    """CR 106.6: Mishra's Workshop casts a 3-mana artifact, not a 3-mana creature spell."""
    s = scenario()
    s.battlefield(P0, mishras_workshop())
    giant = s.hand(P0, compile_text("Hill Giant", "{3}{R}", "Creature — Giant", "", ("3", "3")))
    ogre = s.hand(P0, compile_text("Gray Ogre", "{2}{R}", "Creature — Ogre", "", ("2", "2")))
    cast = {a.oid for a in s.legal(P0) if isinstance(a, CastSpell)}
    assert giant.oid not in cast and ogre.oid not in cast
    vault = s.hand(P0, _artifact("Mind Stone", "{2}"))
    s.cast(P0, vault)
    s.resolve()
    assert "Mind Stone" in s.names(P0, Zone.BATTLEFIELD)
    assert sum(s.game.players[P0].pool) == 0  # the third {C} does not float (restricted)


def test_eldrazi_temple_pays_two_for_a_colorless_eldrazi(scenario):
    """Temple + Wastes make three for Matter Reshaper ({2}{C}), only one for a red 3-drop."""
    reshaper = compile_text(
        "Matter Reshaper",
        "{2}{C}",
        "Creature — Eldrazi",
        "When Matter Reshaper dies, reveal the top card of your library. You may put that card "
        "onto the battlefield if it's a permanent card with mana value 3 or less. Otherwise, "
        "put that card into your hand.",
        ("3", "2"),
    )
    s = scenario()
    s.battlefield(P0, eldrazi_temple())
    s.lands(P0, "Wastes")
    ogre = s.hand(P0, compile_text("Gray Ogre", "{2}{R}", "Creature — Ogre", "", ("2", "2")))
    res = s.hand(P0, reshaper)
    cast = {a.oid for a in s.legal(P0) if isinstance(a, CastSpell)}
    assert res.oid in cast and ogre.oid not in cast
    s.cast(P0, res)
    s.resolve()
    assert "Matter Reshaper" in s.names(P0, Zone.BATTLEFIELD)


def test_powerstone_token_pays_artifacts_only(scenario):
    """CR 111.10, 106.6: a Powerstone's {C} casts an artifact spell, not a creature spell."""
    from deckstats.cards.oracle.tokens import parse_token

    stone = parse_token("Powerstone token")
    assert stone is not None and stone.abilities[0].spend_only is not None
    s = scenario()
    s.battlefield(P0, stone)
    s.lands(P0, "Island")
    ogre = s.hand(P0, compile_text("Gray Ogre", "{2}{R}", "Creature — Ogre", "", ("2", "2")))
    bear = s.hand(P0, compile_text("Coral Merfolk", "{1}{U}", "Creature — Merfolk", "", ("2", "1")))
    mind = s.hand(P0, _artifact("Mind Stone", "{2}"))
    cast = {a.oid for a in s.legal(P0) if isinstance(a, CastSpell)}
    assert mind.oid in cast and bear.oid not in cast and ogre.oid not in cast
