"""Static locks and protections: activation locks (CR 602.5), "choose a card name"
(CR 607.2d, 201.3), "can't be countered" (CR 101.2), ward (CR 702.21), hexproof
(CR 702.11), protection (CR 702.16).

Real cards' Oracle texts, compiled and played through the engine.
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards.modifiers import ActivationLock
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter
from deckstats.engine.actions import ActivateAbility
from deckstats.engine.damage import deal_damage
from deckstats.engine.decisions import CARD_NAME, NO_NAME, Decision
from deckstats.engine.mana import mana_units
from deckstats.engine.modifiers import name_options
from deckstats.players.base import BaseAgent

NULL_ROD = compile_text(
    "Null Rod", "{2}", "Artifact", "Activated abilities of artifacts can't be activated."
)
PITHING_NEEDLE = compile_text(
    "Pithing Needle",
    "{1}",
    "Artifact",
    "As Pithing Needle enters, choose a card name.\nActivated abilities of sources with the "
    "chosen name can't be activated unless they're mana abilities.",
)
PHYREXIAN_REVOKER = compile_text(
    "Phyrexian Revoker",
    "{2}",
    "Artifact Creature — Phyrexian Myr",
    "As Phyrexian Revoker enters, choose a nonland card name.\nActivated abilities of sources "
    "with the chosen name can't be activated.",
    pt=("2", "1"),
)
MIND_STONE = compile_text(
    "Mind Stone",
    "{2}",
    "Artifact",
    "{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card.",
)
JACE = compile_text(
    "Jace, the Mind Sculptor",
    "{2}{U}{U}",
    "Legendary Planeswalker — Jace",
    "+2: Look at the top card of target player's library. You may put that card on the bottom "
    "of that player's library.\n0: Draw three cards, then put two cards from your hand on top "
    "of your library in any order.\n−1: Return target creature to its owner's hand.\n−12: "
    "Exile all cards from target player's library, then that player shuffles their hand into "
    "their library.",
    loyalty="3",
)


def test_lock_texts_compile():
    assert NULL_ROD.unparsed == ()
    assert NULL_ROD.modifiers == (ActivationLock(sources=Filter(card_type=1)),)
    assert PITHING_NEEDLE.unparsed == () and PITHING_NEEDLE.chooses_name
    assert PITHING_NEEDLE.modifiers == (ActivationLock(chosen_name=True, except_mana=True),)
    assert PHYREXIAN_REVOKER.unparsed == () and PHYREXIAN_REVOKER.chooses_name
    assert PHYREXIAN_REVOKER.modifiers == (ActivationLock(chosen_name=True),)


def test_null_rod_stops_artifact_abilities_mana_too(scenario):
    """CR 602.5, 605.1a: Null Rod stops mana abilities of artifacts too."""
    s = scenario()
    stone = s.battlefield(P0, MIND_STONE)
    s.lands(P0, "Island")
    assert stone in mana_units(s.game, P0)
    assert any(isinstance(a, ActivateAbility) and a.oid == stone.oid for a in s.legal(P0))
    s.battlefield(P1, NULL_ROD)
    assert stone not in mana_units(s.game, P0)
    assert not any(isinstance(a, ActivateAbility) and a.oid == stone.oid for a in s.legal(P0))
    with pytest.raises(IllegalActionError):
        s.activate(P0, stone, 1)


def test_pithing_needle_names_a_seen_card_and_spares_mana(scenario):
    """CR 607.2d: the name is chosen as it enters, from public information."""
    s = scenario()
    s.battlefield(P1, JACE)
    stone = s.battlefield(P1, MIND_STONE)
    assert name_options(s.game) == ("Jace, the Mind Sculptor", "Mind Stone")
    needle = s.battlefield(P0, PITHING_NEEDLE)  # P0's ScriptedAgent takes the default
    needle_name = needle.chosen_name
    assert needle_name in ("Jace, the Mind Sculptor", "Mind Stone")
    # The heuristic answer names the planeswalker (its abilities matter most).
    view = s.game.views[P0]
    answer = BaseAgent().on_card_name(view, Decision(CARD_NAME, name_options(s.game)), None)
    assert answer == "Jace, the Mind Sculptor"
    needle.chosen_name = answer
    jace = s.game.players[P1].battlefield[0]
    s.game.active = P1
    assert not any(isinstance(a, ActivateAbility) and a.oid == jace.oid for a in s.legal(P1))
    assert stone in mana_units(s.game, P1)  # "unless they're mana abilities"


def test_revoker_locks_mana_abilities_too(scenario):
    s = scenario()
    stone = s.battlefield(P1, MIND_STONE)
    s.script(P0, ("card_name", "Mind Stone"))
    s.battlefield(P0, PHYREXIAN_REVOKER)
    assert stone not in mana_units(s.game, P1)


def test_no_name_when_nothing_is_public(scenario):
    s = scenario()
    needle = s.battlefield(P0, PITHING_NEEDLE)
    assert needle.chosen_name == NO_NAME


KAPPA_CANNONEER = compile_text(
    "Kappa Cannoneer",
    "{5}{U}",
    "Artifact Creature — Turtle Warrior",
    "Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're "
    "done activating mana abilities pays for {1}.)\nWard {4} (Whenever this creature becomes "
    "the target of a spell or ability an opponent controls, counter it unless that player "
    "pays {4}.)",
    pt=("5", "5"),
)
BOLT = compile_text(
    "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
)


def test_ward_compiles():
    from deckstats.cards.model import Keyword
    from deckstats.cards.modifiers import Ward

    assert KAPPA_CANNONEER.unparsed == ()
    assert KAPPA_CANNONEER.modifiers == (Ward(mana=4),)
    assert KAPPA_CANNONEER.keywords & Keyword.IMPROVISE and KAPPA_CANNONEER.keywords & Keyword.WARD
    life = compile_text(
        "Invented Warded", "{1}", "Creature — Spirit", "Ward—Pay 2 life.", pt=("1", "1")
    )
    assert life.modifiers == (Ward(life=2),)


def test_ward_counters_unless_paid(scenario):
    """CR 702.21a: Bolt at Kappa Cannoneer is countered unless its caster pays {4}."""
    from deckstats.engine import Zone

    s = scenario()
    kappa = s.battlefield(P1, KAPPA_CANNONEER)
    s.lands(P0, "Mountain")
    bolt = s.hand(P0, BOLT)
    s.cast(P0, bolt, targets=[kappa])
    assert s.game.stack == []  # countered at once: no mana for the ward
    assert "Lightning Bolt" in s.names(P0, Zone.GRAVEYARD)
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")  # {R} + ward {4}
    s.script(P0, ("pay_unless", True))
    s.cast(P0, s.hand(P0, BOLT), targets=[kappa])
    assert len(s.game.stack) == 1
    assert all(o.tapped for o in s.game.players[P0].battlefield)
    s.resolve()
    assert kappa.damage == 3


def test_ward_ignores_its_controllers_spells(scenario):
    s = scenario()
    kappa = s.battlefield(P0, KAPPA_CANNONEER)
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, BOLT), targets=[kappa])
    assert len(s.game.stack) == 1


# -- protection (CR 702.16) and hexproof (CR 702.11) -----------------------------------------

BLACK_KNIGHT = compile_text(
    "Black Knight",
    "{B}{B}",
    "Creature — Human Knight",
    "First strike (This creature deals combat damage before creatures without first strike.)"
    "\nProtection from white (This creature can't be blocked, targeted, dealt damage, "
    "enchanted, or equipped by anything white.)",
    pt=("2", "2"),
)
WHITE_KNIGHT = compile_text(
    "White Knight",
    "{W}{W}",
    "Creature — Human Knight",
    "First strike (This creature deals combat damage before creatures without first strike.)"
    "\nProtection from black (This creature can't be blocked, targeted, dealt damage, "
    "enchanted, or equipped by anything black.)",
    pt=("2", "2"),
)
SWORDS = compile_text(
    "Swords to Plowshares",
    "{W}",
    "Instant",
    "Exile target creature. Its controller gains life equal to its power.",
)
LEYLINE_OF_SANCTITY = compile_text(
    "Leyline of Sanctity",
    "{2}{W}{W}",
    "Enchantment",
    "If Leyline of Sanctity is in your opening hand, you may begin the game with it on the "
    "battlefield.\nYou have hexproof. (You can't be the target of spells or abilities your "
    "opponents control.)",
)


def test_protection_compiles():
    from deckstats.cards.model import Color
    from deckstats.cards.modifiers import Protection

    assert BLACK_KNIGHT.unparsed == ()
    assert BLACK_KNIGHT.modifiers == (Protection(colors=Color.W),)
    two = compile_text(
        "Invented Knight",
        "{2}",
        "Creature — Knight",
        "Protection from white and from blue",
        pt=("2", "2"),
    )
    assert two.modifiers == (Protection(colors=Color.W | Color.U),)


def test_protection_from_white_targets_blocks_damage(scenario):
    """CR 702.16b/e/f: White Knight can't block, target or damage Black Knight."""
    from deckstats.engine.combat import can_block

    s = scenario()
    bk = s.battlefield(P1, BLACK_KNIGHT)
    wk = s.battlefield(P0, WHITE_KNIGHT)
    s.lands(P0, "Plains")
    stp = s.hand(P0, SWORDS)
    targets = {a.targets for a in s.legal(P0) if getattr(a, "oid", None) == stp.oid}
    assert ((bk.oid,),) not in targets and ((wk.oid,),) in targets
    assert not can_block(s.game, wk, bk) and not can_block(s.game, bk, wk)
    assert deal_damage(s.game, wk, P0, bk.oid, 2) == 0
    assert bk.damage == 0
    assert deal_damage(s.game, bk, P1, wk.oid, 2) == 0


def test_player_hexproof_leyline(scenario):
    """CR 702.11d: "You have hexproof": opponents' Bolts can't target you; yours can."""
    s = scenario()
    s.battlefield(P1, LEYLINE_OF_SANCTITY)
    s.lands(P0, "Mountain")
    bolt = s.hand(P0, BOLT)
    targets = {a.targets for a in s.legal(P0) if getattr(a, "oid", None) == bolt.oid}
    assert ((P1,),) not in targets and ((P0,),) in targets
    assert LEYLINE_OF_SANCTITY.statics == ()  # "You" is no creature type


# -- spells with the chosen name (CR 607.2d) -------------------------------------------------

MEDDLING_MAGE = compile_text(
    "Meddling Mage",
    "{W}{U}",
    "Creature — Human Wizard",
    "As Meddling Mage enters, choose a nonland card name.\nSpells with the chosen name can't "
    "be cast.",
    pt=("2", "2"),
)


def test_meddling_mage_names_a_seen_spell(scenario):
    """The name is one of the opponent's nonland cards seen; that spell can't be cast."""
    from deckstats.cards.modifiers import CastLimit

    assert MEDDLING_MAGE.unparsed == () and MEDDLING_MAGE.chooses_name
    assert MEDDLING_MAGE.modifiers == (CastLimit(0, Filter(), chosen_name=True),)
    s = scenario(agents=(BaseAgent(), BaseAgent()))
    s.graveyard(P1, BOLT)
    s.graveyard(P1, "Mountain")
    mage = s.battlefield(P0, MEDDLING_MAGE)
    assert mage.chosen_name == "Lightning Bolt"
    s.game.active = P1
    s.lands(P1, "Mountain")
    bolt = s.hand(P1, BOLT)
    assert not any(getattr(a, "oid", None) == bolt.oid for a in s.legal(P1))


def test_heuristic_removal_avoids_unpayable_ward(scenario):
    """CR 702.21a: the heuristic does not waste Bolt on Kappa Cannoneer without {4} spare."""
    from deckstats.players.heuristic import _ward_payable

    s = scenario()
    kappa = s.battlefield(P1, KAPPA_CANNONEER)
    s.lands(P0, "Mountain")
    bolt = s.hand(P0, BOLT)
    at_kappa = [
        a
        for a in s.legal(P0)
        if getattr(a, "oid", None) == bolt.oid and a.targets == ((kappa.oid,),)
    ]
    assert at_kappa
    view = s.game.views[P0]
    assert not _ward_payable(view, BOLT, at_kappa[0])
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    assert _ward_payable(view, BOLT, at_kappa[0])
