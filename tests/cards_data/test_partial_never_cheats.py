"""A partial card may lose power, never gain it (issue 26, point 1).

When a sentence about a cost, restriction or condition of a spell or ability is not
compiled, that spell or ability is not offered at all (``cards.oracle.withhold``). Each
test compiles a real card from its real Oracle text, checks what is withheld, and plays a
position where the engine must not offer it (CR 601.2 casting, CR 602 activating, CR 106.6
mana restrictions, CR 118.9 alternative costs, CR 614.1d entering tapped).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from scenario import P0, P1

from deckstats.cards.effects import AddMana
from deckstats.cards.model import Keyword
from deckstats.cards.oracle import compile_record, compile_text
from deckstats.cards.oracle.text import normalize_text
from deckstats.cards.oracle.withhold import ABILITY, CAST, IGNORED, SPELL, TAPPED, classify
from deckstats.engine import Zone
from deckstats.engine.actions import ActivateAbility, CastSpell

GRIZZLY_BEARS = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2"))


def _casts(s, obj) -> list[CastSpell]:
    return [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == obj.oid]


def _activations(s, obj) -> list[ActivateAbility]:
    return [a for a in s.legal(P0) if isinstance(a, ActivateAbility) and a.oid == obj.oid]


# -- additional costs (CR 601.2b, 601.2f-h) ------------------------------------------------
# (Bone Splinters' "sacrifice a creature" compiles now: it is cast only with its sacrifice.)

# (Round 38: a choice of costs of the kinds above compiles too: Bone Shards' "sacrifice a
# creature or discard a card", ``engine.additional_choice``; round 40: Lightning Axe's
# "discard a card or pay {5}" as well, ``engine.costs.option_mana``. An optional additional
# cost of any number of cards, March of Otherworldly Light's, does not.)

MARCH_TEXT = (
    "As an additional cost to cast this spell, you may exile any number of white cards from "
    "your hand. This spell costs {2} less to cast for each card exiled this way.\n"
    "Exile target artifact, creature, or enchantment with mana value X or less."
)


def _march(text: str = MARCH_TEXT):
    return compile_text("March of Otherworldly Light", "{X}{W}", "Instant", text)


def test_march_of_otherworldly_light_is_compiled_and_its_spell_withheld():
    """Its additional cost (exile any number of cards) is not compiled; the exile is."""
    card = _march()
    assert card.unparsed == (
        "As an additional cost to cast this spell, you may exile any number of white cards "
        "from your hand.",
        "This spell costs {2} less to cast for each card exiled this way.",
    )
    assert len(card.spell) == 1  # the exile compiles...
    assert card.withheld == (SPELL,)  # ...but without its cost it is never cast
    assert not card.castable
    assert card.coverage == "partial"


def test_march_is_not_offered_even_with_a_white_card_to_exile(scenario):
    """CR 601.2b: the additional cost is part of casting; without it the spell is not offered."""
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains")
    s.battlefield(P1, GRIZZLY_BEARS)
    s.hand(P0, "Plains")
    march = s.hand(P0, _march())
    assert _casts(s, march) == []
    # The same exile spell without the cost sentences is offered (so the check is real).
    plain = s.hand(
        P0, _march("Exile target artifact, creature, or enchantment with mana value X or less.")
    )
    assert plain.card.castable and _casts(s, plain)


# -- "Spend this mana only ..." (CR 106.6) --------------------------------------------------

ELDRAZI_TEMPLE_TEXT = (
    "{T}: Add {C}.\n{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or "
    "activate abilities of colorless Eldrazi."
)


def test_eldrazi_temple_keeps_only_its_unrestricted_mana_ability():
    """CR 106.6: the restriction is compiled (``spend_only``): nothing is withheld, and the
    {C}{C} pays colorless Eldrazi spells only (tests/cards_data/test_mechanics_mana.py)."""
    card = compile_text("Eldrazi Temple", None, "Land", ELDRAZI_TEMPLE_TEXT)
    assert [ab.effect for ab in card.abilities] == [(AddMana("C"),), (AddMana("CC"),)]
    assert card.abilities[0].spend_only is None and card.abilities[1].spend_only is not None
    assert card.withheld == ()


def test_eldrazi_temple_alone_does_not_pay_for_a_two_mana_spell(scenario):
    """The restricted {C}{C} is not offered, so Temple makes one mana, not two."""
    s = scenario()
    s.battlefield(P0, compile_text("Eldrazi Temple", None, "Land", ELDRAZI_TEMPLE_TEXT))
    stone = s.hand(P0, compile_text("Mind Stone", "{2}", "Artifact", "{T}: Add {C}."))
    assert _casts(s, stone) == []
    s.lands(P0, "Forest")
    assert _casts(s, stone)  # with a second land it is cast: the test is not vacuous


# (Round 40: Cavern of Souls' "Spend this mana only to cast a creature spell of the chosen
# type, and that spell can't be countered." compiles, ``engine.mana_riders``;
# tests/cards_data/test_r40_fid.py.)


def test_pillar_of_the_paruns_makes_no_unrestricted_mana(scenario):
    text = "{T}: Add one mana of any color. Spend this mana only to cast a multicolored spell."
    card = compile_text("Pillar of the Paruns", None, "Land", text)
    assert card.abilities == () and card.withheld == (f"ability: {text}",)
    s = scenario()
    pillar = s.battlefield(P0, card)
    assert _casts(s, s.hand(P0, GRIZZLY_BEARS)) == []
    s.lands(P0, "Forest")
    assert _casts(s, s.hand(P0, GRIZZLY_BEARS)) == []  # Forest + Pillar: still one mana
    assert not [a for a in s.legal(P0) if getattr(a, "oid", None) == pillar.oid]


# -- "Activate only if ..." (CR 602.5b) -------------------------------------------------


def test_arch_of_orazca_draw_is_withheld(scenario):
    """CR 602.5b: "Activate only if you have the city's blessing" is not compiled, so the
    draw is never offered, even with the mana for it; only the {C} ability is there.
    (Weathered Wayfarer's "if an opponent controls more lands than you" and Library of
    Alexandria's "exactly seven cards in hand" compile now: issue 26, ``act``,
    ``tests/cards_data/test_r37_act.py``, ``test_r36_act.py``.)"""
    draw = "{5}, {T}: Draw a card. Activate only if you have the city's blessing."
    text = (
        "Ascend (If you control ten or more permanents, you get the city's blessing for the "
        "rest of the game.)\n{T}: Add {C}.\n" + draw
    )
    card = compile_text("Arch of Orazca", None, "Land", text)
    assert len(card.abilities) == 1 and card.abilities[0].is_mana_ability
    assert card.withheld == ("ability: " + draw,)
    s = scenario()
    arch = s.battlefield(P0, card)
    s.lands(P0, *["Plains"] * 5)
    assert all(a.index == 0 for a in _activations(s, arch))


SHRINE_TEXT = (
    "{T}: Add {C}.\n{T}: Add {C}{C}. Spend this mana only to cast colorless spells. Activate "
    "only if you control seven or more lands."
)


def test_shrine_of_the_forsaken_gods_keeps_only_c(scenario):
    """Both restrictions are compiled (CR 106.6, 602.5b): with two lands, Shrine makes {C}
    only, so it and a Forest do not cast a 3-mana colorless spell."""
    card = compile_text("Shrine of the Forsaken Gods", None, "Land", SHRINE_TEXT)
    assert card.withheld == ()
    assert card.abilities[1].spend_only is not None and card.abilities[1].only_if_count == 7
    s = scenario()
    s.battlefield(P0, card)
    s.lands(P0, "Forest")
    stone = s.hand(P0, compile_text("Mind Stone", "{2}", "Artifact", "{T}: Add {C}."))
    assert _casts(s, stone)  # {C} + Forest
    seer_text = (
        "When Thought-Knot Seer enters, target opponent reveals their hand. You choose a "
        "nonland card from it and exile that card.\nWhen Thought-Knot Seer leaves the "
        "battlefield, target opponent draws a card."
    )
    big = s.hand(
        P0, compile_text("Thought-Knot Seer", "{3}{C}", "Creature — Eldrazi", seer_text, ("4", "4"))
    )
    assert _casts(s, big) == []


def test_temple_of_the_false_god_offers_no_mana_with_two_lands(scenario):
    """CR 602.5b: the condition is compiled (five or more lands): with two, no mana."""
    text = "{T}: Add {C}{C}. Activate only if you control five or more lands."
    card = compile_text("Temple of the False God", None, "Land", text)
    assert card.withheld == () and card.abilities[0].only_if_count == 5
    s = scenario()
    temple = s.battlefield(P0, card)
    s.lands(P0, "Forest")
    assert _activations(s, temple) == []
    bears = s.hand(P0, GRIZZLY_BEARS)
    assert _casts(s, bears) == []  # one Forest, no mana from the Temple


def test_mox_opal_metalcraft_is_not_free_mana(scenario):
    text = (
        "Metalcraft — {T}: Add one mana of any color. Activate only if you control three or "
        "more artifacts."
    )
    card = compile_text("Mox Opal", "{0}", "Legendary Artifact", text)
    # CR 602.5b: the metalcraft condition is compiled (three or more artifacts): alone, no mana
    assert card.withheld == () and card.abilities[0].only_if_count == 3
    s = scenario()
    s.battlefield(P0, card)
    s.lands(P0, "Forest")
    assert _casts(s, s.hand(P0, GRIZZLY_BEARS)) == []


# -- alternative costs with a condition (CR 118.9) -------------------------------------------

ARCHIVE_TRAP_TEXT = (
    "If an opponent searched their library this turn, you may pay {0} rather than pay this "
    "spell's mana cost.\nTarget opponent mills thirteen cards."
)


def test_archive_trap_is_never_cast_for_free(scenario):
    """No opponent searched: the {0} alternative is not available, and no mana is there.

    Round 40 compiles the condition (``OPP_SEARCHED``, honoured by ``engine.costs``), so the
    card is no longer withheld; without a search this turn it still can't be cast free.
    """
    card = compile_text("Archive Trap", "{3}{U}{U}", "Instant — Trap", ARCHIVE_TRAP_TEXT)
    assert card.unparsed == () and card.withheld == ()
    (alt,) = card.costs
    assert alt.condition == "opp_searched"
    s = scenario()
    trap = s.hand(P0, card)
    assert _casts(s, trap) == []
    assert [a for a in s.legal(P0) if getattr(a, "oid", None) == trap.oid] == []


# -- "cast this spell only ..." / "can't" (CR 601.3) ----------------------------------------


def test_berserk_cast_only_before_combat_damage_is_withheld(scenario):
    text = (
        "Cast this spell only before the combat damage step.\nTarget creature gains trample "
        "and gets +X/+0 until end of turn, where X is its power. At the beginning of the next "
        "end step, destroy that creature if it attacked this turn."
    )
    card = compile_text("Berserk", "{G}", "Instant", text)
    assert card.withheld[0] == SPELL
    s = scenario()
    s.lands(P0, "Forest")
    s.battlefield(P0, GRIZZLY_BEARS)
    assert _casts(s, s.hand(P0, card)) == []


def _callous_sell_sword():
    return compile_record(
        {
            "name": "Callous Sell-Sword // Burn Together",
            "layout": "adventure",
            "faces": [
                {
                    "name": "Callous Sell-Sword",
                    "mana_cost": "{1}{B}",
                    "type_line": "Creature — Human Soldier",
                    "oracle_text": (
                        "Callous Sell-Sword enters with a +1/+1 counter on it for each "
                        "creature that died this turn."
                    ),
                    "power": "2",
                    "toughness": "2",
                },
                {
                    "name": "Burn Together",
                    "mana_cost": "{R}",
                    "type_line": "Sorcery — Adventure",
                    "oracle_text": (
                        "Target creature you control deals damage equal to its power to any "
                        "other target. Then sacrifice it and a land."
                    ),
                },
            ],
        },
        source="scryfall",
    )


def test_a_restricted_adventure_is_withheld_not_the_creature(scenario):
    """CR 715.3: the Adventure half is its own spell; only the restricted face is withheld.
    Burn Together's text with a made-up price, "Then sacrifice it and a land.", is not
    compiled: the damage would be free (the real text is compiled: tests/cards_data/
    test_r44_cards)."""
    card = _callous_sell_sword()
    assert "Burn Together: Then sacrifice it and a land." in card.unparsed
    assert card.withheld == ("Burn Together: spell",)
    assert card.castable and not card.faces[0].castable
    s = scenario()
    s.lands(P0, "Swamp", "Mountain")
    s.battlefield(P0, GRIZZLY_BEARS)
    sword = s.hand(P0, card)
    casts = _casts(s, sword)
    assert casts and all(a.face == 0 for a in casts)  # the creature only


# -- costs more (CR 601.2f) and drawbacks ----------------------------------------------------


def test_fireball_costs_more_sentence_withholds_it():
    text = (
        "This spell costs {1} more to cast for each target beyond the first.\nFireball deals X "
        "damage divided evenly, rounded down, among any number of targets."
    )
    card = compile_text("Fireball", "{X}{R}", "Sorcery", text)
    assert "This spell costs {1} more to cast for each target beyond the first." in card.unparsed
    assert not card.castable


def test_ad_nauseam_is_offered_with_its_life_loss(scenario):
    """Ad Nauseam used to be withheld (its life loss was not compiled, the cards would have
    been free); round 38 compiles the whole paragraph (``RevealTopToHand(repeat=True)``), so
    it is offered and each card costs its mana value in life (tests/cards_data/test_r38_spell)."""
    text = (
        "Reveal the top card of your library and put that card into your hand. You lose life "
        "equal to its mana value. You may repeat this process any number of times."
    )
    card = compile_text("Ad Nauseam", "{3}{B}{B}", "Instant", text)
    assert card.unparsed == () and card.withheld == ()
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    assert _casts(s, s.hand(P0, card)) != []


def test_a_whole_trigger_not_understood_takes_its_drawback_with_it():
    """Dark Confidant's upkeep trigger is one ability (CR 603): ignored whole, it gives
    neither the card nor the life loss, so the 2/1 body is still cast (it loses power)."""
    text = (
        "At the beginning of your upkeep, reveal the top card of your library and put that "
        "card into your hand. You lose life equal to its mana value."
    )
    card = compile_text("Dark Confidant", "{1}{B}", "Creature — Human Wizard", text, ("2", "1"))
    if card.unparsed:
        assert card.unparsed == (text,) and card.triggers == () and card.castable


ACERERAK_TEXT = (
    "When Acererak the Archlich enters, if you have not completed Tomb of Annihilation, return "
    "Acererak the Archlich to its owner's hand and venture into Tomb of Annihilation.\n"
    "Whenever Acererak the Archlich attacks, for each opponent, you create a 2/2 black Zombie "
    "creature token unless that player sacrifices a creature."
)
TRICKERY_TEXT = (
    "Counter target spell. Choose 1, 2, or 3 at random. Its controller mills that many cards, "
    "then exiles cards from the top of their library until they exile a nonland card with a "
    "different name than that spell. They may cast that card without paying its mana cost. "
    "Then they put the exiled cards on the bottom of their library in a random order."
)
PRECURSOR_TEXT = (
    "When Precursor Golem enters, create two 3/3 colorless Golem artifact creature tokens.\n"
    "Whenever a player casts an instant or sorcery spell that targets only a single Golem, "
    "that player copies that spell for each other Golem that spell could target. Each copy "
    "targets a different one of those Golems."
)


@pytest.mark.parametrize(
    ("name", "cost", "type_line", "text", "pt"),
    [
        # a 5/5 for three that must bounce itself (CR 603.4 intervening if, 701.49 venture)
        (
            "Acererak the Archlich",
            "{2}{B}",
            "Legendary Creature — Zombie Wizard",
            ACERERAK_TEXT,
            ("5", "5"),
        ),
        # a hard counter whose price is the victim's free spell (CR 701.6a counter)
        ("Tibalt's Trickery", "{1}{R}", "Instant", TRICKERY_TEXT, None),
        # five creatures exiled for good, unless what it exiled comes back (CR 610.3)
        (
            "Parallax Wave",
            "{2}{W}{W}",
            "Enchantment",
            "Fading 5\nRemove a fade counter from Parallax Wave: Exile target creature.\n"
            "When Parallax Wave leaves the battlefield, each player returns to the battlefield "
            "all cards they own exiled with Parallax Wave.",
            None,
        ),
        # nine power for five whose price is that one removal spell hits every Golem (CR 707.10)
        ("Precursor Golem", "{5}", "Artifact Creature — Golem", PRECURSOR_TEXT, ("3", "3")),
    ],
)
def test_an_ignored_price_paid_by_the_card_withholds_the_spell(
    scenario, name, cost, type_line, text, pt
):
    """Round 43 audit of the corpus: these sentences were ignored as mere effects while the
    rest of the card played, so each card did more than the rules allow. Now the spell is
    withheld, and no mana lets the engine offer it."""
    card = compile_text(name, cost, type_line, text, pt)
    assert card.unparsed, "the audit's premise: part of the card is not compiled"
    assert card.withheld[0] == SPELL and not card.castable
    s = scenario()
    s.lands(P0, *(["Swamp"] * 3 + ["Mountain"] * 3 + ["Plains"] * 2))
    assert _casts(s, s.hand(P0, card)) == []


def test_kroxa_cast_from_hand_is_sacrificed(scenario):
    """ "When Kroxa enters, sacrifice it unless it escaped" compiles now (escape, CR 702.138c;
    it used to be withheld whole): cast from hand it is offered and then sacrificed, never a
    6/6 for two."""
    text = (
        "When Kroxa enters, sacrifice it unless it escaped.\nWhenever Kroxa enters or attacks, "
        "each opponent discards a card, then each opponent who didn't discard a nonland card "
        "this way loses 3 life.\nEscape—{B}{B}{R}{R}, Exile five other cards from your "
        "graveyard."
    )
    card = compile_text(
        "Kroxa, Titan of Death's Hunger",
        "{B}{R}",
        "Legendary Creature — Elder Giant",
        text,
        ("6", "6"),
    )
    assert "When Kroxa enters, sacrifice it unless it escaped." not in card.unparsed
    s = scenario()
    s.lands(P0, "Swamp", "Mountain")
    (cast,) = _casts(s, s.hand(P0, card))
    s.act(P0, cast)
    while s.game.stack or s.game.pending:
        s.resolve()
    assert "Kroxa, Titan of Death's Hunger" in s.names(P0, Zone.GRAVEYARD)


def test_cumulative_upkeep_not_simulated_withholds_the_spell():
    """CR 702.24a: cumulative upkeep is the price of keeping the permanent.

    (Dystopia's "Cumulative upkeep—Pay 1 life." compiles since round 38: ``test_r38_act``.)
    """
    line = "Cumulative upkeep—Put two cards from a single graveyard on the bottom of their owner's library."
    card = compile_text("Jotun Grunt", "{1}{W}", "Creature — Giant Soldier", line, pt=("4", "4"))
    assert line in card.unparsed and not card.castable


def test_forbidden_orchard_without_its_token_for_an_opponent_makes_no_mana(scenario):
    """A land is played, not cast: its drawback not understood withholds its abilities.

    (Lotus Field was the example until its "sacrifice two untapped lands" compiled:
    ``test_mechanics_realdecks``; then Lake of the Dead until its "sacrifice a Swamp
    instead" compiled: ``test_r37_zones``; then City of Traitors until round 38.) Forbidden
    Orchard's rider gives the opponent a Spirit each time it taps for mana (CR 605.1b).
    """
    rider = (
        "Whenever you tap Forbidden Orchard for mana, target opponent creates a 1/1 "
        "colorless Spirit creature token."
    )
    card = compile_text(
        "Forbidden Orchard", None, "Land", "{T}: Add one mana of any color.\n" + rider
    )
    if not card.unparsed:
        return  # compiled in full one day: then the rider is simulated, nothing to withhold
    assert rider in card.unparsed
    assert card.abilities == ()
    assert f"abilities: {rider}" in card.withheld
    stone = compile_text(
        "Mind Stone",
        "{2}",
        "Artifact",
        "{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card.",
    )
    s = scenario()
    s.battlefield(P0, card)
    assert _casts(s, s.hand(P0, stone)) == []  # no mana from it: its rider is not simulated
    s2 = scenario()  # the test's own check: two lands do cast it
    s2.lands(P0, "Swamp", "Swamp")
    assert _casts(s2, s2.hand(P0, stone)) != []


# -- enters tapped unless (CR 614.1d) --------------------------------------------------------


def test_dwarven_mine_without_other_mountains_enters_tapped(scenario):
    """Whether or not its condition compiles, with no other Mountain it enters tapped."""
    text = (
        "({T}: Add {R}.)\nDwarven Mine enters tapped unless you control three or more other "
        "Mountains.\nWhen Dwarven Mine enters untapped, create a 4/1 red Dwarf Berserker "
        "creature token."
    )
    card = compile_text("Dwarven Mine", None, "Land — Mountain", text)
    assert card.etb_tapped is not None
    s = scenario()
    mine = s.play_land(P0, s.hand(P0, card))
    assert mine is not None and mine.tapped


def test_spectator_seating_enters_tapped_in_a_two_player_game(scenario):
    """Its condition ("unless you have two or more opponents") is not compiled: it always
    enters tapped, which is also what the rules give in a two-player game."""
    text = (
        "Spectator Seating enters tapped unless you have two or more opponents.\n"
        "{T}: Add {R} or {W}."
    )
    card = compile_text("Spectator Seating", None, "Land", text)
    assert card.withheld == ("enters untapped",) and card.etb_tapped is not None
    s = scenario()
    seating = s.play_land(P0, s.hand(P0, card))
    assert seating is not None and seating.tapped


# -- the classifier ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("As an additional cost to cast ~, sacrifice a creature.", CAST),
        ("You may exile two green cards from your hand rather than pay ~'s mana cost.", CAST),
        ("Cast ~ only during combat.", CAST),
        ("~ can't attack or block alone.", CAST),
        ("Each spell costs {3} more to cast except during its controller's turn.", CAST),
        ("Each player can't cast more than one spell each turn.", CAST),
        ("At the beginning of your upkeep, sacrifice ~ unless you pay {1}.", CAST),
        ("You lose life equal to its mana value.", CAST),
        ("Whenever ~ is dealt damage, sacrifice that many permanents.", CAST),
        ("Echo {2}{R}", CAST),
        ("Escalate—Discard a card.", CAST),
        ("Whenever ~ attacks, you draw a card and you lose 1 life.", IGNORED),
        # Coveted Jewel: an ignored trigger that hands the card to the opponent is its price
        (
            "Whenever one or more creatures an opponent controls attack you and aren't "
            "blocked, that player draws three cards and gains control of ~.",
            CAST,
        ),
        ("Whenever ~ deals combat damage to a player, that player draws a card.", CAST),
        ("Whenever ~ deals combat damage to a player, you draw a card.", IGNORED),
        ("When ~ enters, return ~ to its owner's hand and venture into the dungeon.", CAST),
        ("They may cast that card without paying its mana cost.", CAST),
        ("Its controller creates a 3/3 green Beast creature token.", CAST),
        ("Whenever a player casts a spell that targets ~, that player copies that spell.", CAST),
        ("Its controller may search their library for a basic land card.", CAST),
        ("Its controller gains life equal to its power.", CAST),
        ("Its controller loses life equal to its power.", IGNORED),
        (
            "When ~ leaves the battlefield, each player returns to the battlefield all cards "
            "they own exiled with ~.",
            CAST,
        ),
        ("{T}: Add {C}{C}. Activate only if you control five or more lands.", ABILITY),
        ("Spend this mana only to cast creature spells.", ABILITY),
        ("~ enters tapped unless you control three or more other Mountains.", TAPPED),
        ("Counter target spell unless its controller pays {3}.", IGNORED),
        ("Spells your opponents cast cost {1} more to cast.", IGNORED),
        ("~ costs {1} less to cast for each card type among cards in your graveyard.", IGNORED),
        ("~ can't be countered.", IGNORED),
        ("Creatures your opponents control can't block this turn.", IGNORED),
        ("Whenever a permanent you control enters tapped, untap it.", IGNORED),
        ('Create a 0/1 Eldrazi Spawn token with "Sacrifice this token: Add {C}."', IGNORED),
        ("Whenever you cast a spell, you may pay {1}. If you do, draw a card.", IGNORED),
    ],
)
def test_classify(sentence, kind):
    assert classify(sentence) == kind


def test_affinity_for_something_else_does_not_reduce_by_artifacts():
    """CR 702.41a: affinity for Plains counts Plains; the engine's affinity counts artifacts,
    so a flag left on an uncompiled "Affinity for Plains" line is cleared."""
    from deckstats.cards.oracle.parts import Parts
    from deckstats.cards.oracle.withhold import withhold

    parts = Parts(keywords=Keyword.AFFINITY | Keyword.FLYING, unparsed=["Affinity for Plains"])
    out = withhold(
        parts,
        ["Affinity for Plains"],
        ["Affinity for Plains"],
        name="X",
        is_land=False,
        is_spell=False,
    )
    assert out == ("affinity",) and parts.keywords == Keyword.FLYING
    artifacts = compile_text(
        "Frogmite", "{4}", "Artifact Creature — Frog", "Affinity for artifacts"
    )
    assert artifacts.keywords & Keyword.AFFINITY and artifacts.castable


# -- the whole corpus: no restricted face is ever castable ------------------------------------


def _corpus():
    data = Path(__file__).resolve().parents[1] / "data"
    sys.path.insert(0, str(data))
    from deckstats.cards.corpus import record
    from deckstats.cards.coverage import load_metagame

    return [compile_record(record(e.text), source="scryfall") for e in load_metagame(data)]


def test_no_card_of_the_corpus_casts_past_an_unparsed_restriction():
    """Every face with a cast restriction not compiled is uncastable; lands are not cast."""
    checked = 0
    for card in _corpus():
        for face in (card, *card.faces):
            own = [
                u
                for u in face.unparsed
                if not u.startswith(tuple(f"{f.name}: " for f in card.faces))
            ]
            spell = face.is_instant or face.is_sorcery
            kinds = {classify(normalize_text(u, face.name), spell=spell) for u in own}
            if CAST in kinds and not face.is_land:
                checked += 1
                assert not face.castable, face.name
    assert checked >= 10
