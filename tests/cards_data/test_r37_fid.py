"""The partial cards of the real tournament decks, round 37 (issue 26, brief r37_fid).

Each family: a real card compiled from its real Oracle text (the compiled value) and an
engine scenario citing its rule.

- Living weapon (CR 702.92a): Batterskull, Nettlecyst.
- Role tokens (CR 303.7; WOE, not in the seeds' digest): Monstrous Rage, Charming Scoundrel.
- Mobilize N (CR 702.181a, not in the seeds' digest): Voice of Victory.
- Offspring (CR 702.175a, not in the seeds' digest) and "gains your choice of <keyword> or
  <keyword>": Manifold Mouse; creature types as target nouns (CR 205.3m): Rattlechains.
- Exile from a hand until ~ leaves the battlefield (CR 610.3): Deep-Cavern Bat.
- "Then if you control four or more lands, untap that land" (CR 608.2c): Fabled Passage.
- "Shuffle ~ into its owner's library." (CR 608.2n): Green Sun's Zenith.
- "Each player sacrifices all permanents they control that are one or more colors." (CR
  701.21a): All Is Dust.
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards.costs import Kicker
from deckstats.cards.effects import (
    CreateAttached,
    CreateRole,
    ExileFromHand,
    IfKicked,
    MassRemoval,
    MayDo,
    Mobilize,
    OffspringCopy,
    Pump,
    ShuffleIntoLibrary,
    UntapFetchedIf,
)
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import ALL_COLORS, CardType, Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.oracle.living_weapon import GERM
from deckstats.cards.targets import (
    TARGET_CREATURE,
    TARGET_CREATURE_YOU_CONTROL,
    TARGET_OPPONENT,
    Controller,
    Filter,
    Target,
    TargetKind,
)
from deckstats.cards.triggers import Attacks, EntersBattlefield
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell as CastSpellAction
from deckstats.engine.decisions import DISCARD, MAY, SEARCH
from deckstats.engine.delayed import fire
from deckstats.engine.types import Step

# -- living weapon (CR 702.92a) -----------------------------------------------------------

BATTERSKULL = (
    "Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature "
    "token, then attach this to it.)\nEquipped creature gets +4/+4 and has vigilance and "
    "lifelink.\n{3}: Return Batterskull to its owner's hand.\nEquip {5}"
)


def batterskull():
    return compile_text("Batterskull", "{5}", "Legendary Artifact — Equipment", BATTERSKULL)


def test_batterskull_compiles_living_weapon_to_an_enters_trigger():
    card = batterskull()
    assert card.unparsed == () and card.withheld == ()
    (trig,) = card.triggers
    assert trig.when == EntersBattlefield() and trig.effect == (CreateAttached(GERM),)


def test_batterskull_enters_with_a_4_4_germ_carrying_it(scenario):
    """CR 702.92a: the Germ is created, then the Equipment attached to it; CR 704.5f would
    kill a 0/0, so the attachment comes first: a 4/4 vigilance lifelink Germ survives."""
    s = scenario()
    s.lands(P0, *["Plains"] * 5)
    skull = s.hand(P0, batterskull())
    s.cast(P0, skull)
    s.resolve()
    (equip,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Batterskull"]
    (germ,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Phyrexian Germ"]
    assert germ.is_token and equip.attached_to == germ.oid
    assert (s.game.power(germ), s.game.toughness(germ)) == (4, 4)


def test_a_germ_whose_equipment_left_dies_as_a_0_0(scenario):
    """CR 702.92a, 704.5f: the trigger resolves without the Equipment: a 0/0 Germ dies."""
    s = scenario()
    s.lands(P0, *["Plains"] * 5)
    skull = s.hand(P0, batterskull())
    s.cast(P0, skull)
    from deckstats.engine import stack

    stack.resolve_top(s.game)  # the Equipment enters; its trigger waits
    stack.settle(s.game)
    (equip,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Batterskull"]
    s.game.move(equip, Zone.HAND)
    s.resolve()
    assert "Phyrexian Germ" not in s.names(P0, Zone.BATTLEFIELD)


# -- Role tokens (CR 303.7) ----------------------------------------------------------------

MONSTROUS_RAGE = (
    "Target creature gets +2/+0 until end of turn. Create a Monster Role token attached to "
    "it. (If you control another Role on it, put that one into the graveyard. Enchanted "
    "creature gets +1/+1 and has trample.)"
)


def monstrous_rage():
    return compile_text("Monstrous Rage", "{R}", "Instant", MONSTROUS_RAGE)


def test_monstrous_rage_compiles_its_role_attached_to_its_target():
    card = monstrous_rage()
    assert card.unparsed == () and card.withheld == ()
    pump, role = card.spell
    assert pump == Pump(2, 0, TARGET_CREATURE)
    assert isinstance(role, CreateRole) and role.target is None  # "it": the first target
    assert role.role.name == "Monster Role" and role.role.is_token
    assert role.role.subtypes == ("Aura", "Role")


def test_monstrous_rage_leaves_a_monster_role_and_replaces_an_older_one(scenario):
    """CR 303.7: the Role enters attached to the target (+1/+1, trample, for good);
    CR 303.7a: a second Role of the same player on it puts the first into the graveyard."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    bears = s.battlefield(P0, "Grizzly Bears")
    s.cast(P0, s.hand(P0, monstrous_rage()), targets=[bears])
    s.resolve()
    assert (s.game.power(bears), s.game.toughness(bears)) == (5, 3)
    assert s.game.keywords(bears) & int(Keyword.TRAMPLE)
    s.cast(P0, s.hand(P0, monstrous_rage()), targets=[bears])
    s.resolve()
    roles = [o for o in s.game.players[P0].battlefield if o.card.name == "Monster Role"]
    assert len(roles) == 1 and roles[0].attached_to == bears.oid
    assert (s.game.power(bears), s.game.toughness(bears)) == (7, 3)  # two +2/+0, one Role


CHARMING_SCOUNDREL = (
    "Haste\nWhen Charming Scoundrel enters, choose one —\n• Discard a card, then draw a card."
    "\n• Create a Treasure token.\n• Create a Wicked Role token attached to target creature "
    "you control. (Enchanted creature gets +1/+1. When this token is put into a graveyard, "
    "each opponent loses 1 life.)"
)


def test_charming_scoundrel_compiles_fully_with_its_wicked_role_mode():
    card = compile_text(
        "Charming Scoundrel", "{1}{R}", "Creature — Human Rogue", CHARMING_SCOUNDREL, pt=("1", "1")
    )
    assert card.unparsed == () and card.withheld == ()
    modes = card.triggers[0].effect[0].modes
    (role,) = modes[2]
    assert role.target == TARGET_CREATURE_YOU_CONTROL and role.role.name == "Wicked Role"


def test_a_wicked_role_makes_the_opponent_lose_a_life_when_it_goes(scenario):
    """CR 303.7, 603.10a: the Role leaves with its creature (CR 704.5m), and its "put into a
    graveyard" trigger makes each opponent lose 1 life."""
    from deckstats.cards.oracle.token_keywords import role_token

    s = scenario()
    bears = s.battlefield(P0, "Grizzly Bears")
    wicked = role_token("wicked")
    assert wicked is not None
    from deckstats.engine.effect_ctx import Ctx
    from deckstats.engine.state import StackItem
    from deckstats.engine.token_keywords import create_role

    item = StackItem(0, "spell", None, wicked, P0, (), targets=((bears.oid,),))
    create_role(Ctx(s.game, item), CreateRole(wicked, TARGET_CREATURE))
    assert (s.game.power(bears), s.game.toughness(bears)) == (3, 3)
    s.game.destroy(bears)
    s.resolve()
    assert "Wicked Role" not in s.names(P0, Zone.BATTLEFIELD)
    assert s.game.players[P1].life == 19


# -- mobilize (CR 702.181a) ----------------------------------------------------------------

VOICE_OF_VICTORY = (
    "Mobilize 2 (Whenever this creature attacks, create two tapped and attacking 1/1 red "
    "Warrior creature tokens. Sacrifice them at the beginning of the next end step.)\nYour "
    "opponents can't cast spells during your turn."
)


def voice_of_victory():
    return compile_text(
        "Voice of Victory", "{1}{W}", "Creature — Human Bard", VOICE_OF_VICTORY, pt=("1", "3")
    )


def test_voice_of_victory_compiles_mobilize_to_an_attack_trigger():
    card = voice_of_victory()
    assert card.unparsed == () and card.withheld == ()
    (trig,) = card.triggers
    assert trig.when == Attacks() and trig.effect == (Mobilize(2),)


def test_mobilize_attacks_with_two_warriors_that_are_sacrificed_at_end_step(scenario):
    """CR 702.181a: two tapped and attacking 1/1 Warriors join the attack (3 damage with the
    1/3 Voice); CR 603.7: the delayed trigger sacrifices them at the next end step."""
    s = scenario()
    voice = s.battlefield(P0, voice_of_victory())
    s.script(P0, ("attackers", (voice.oid,)))
    s.script(P1, ("blockers", ()))
    s.combat()
    warriors = [o for o in s.game.players[P0].battlefield if o.card.name == "Warrior"]
    assert len(warriors) == 2 and all(w.tapped and w.is_token for w in warriors)
    assert s.game.players[P1].life == 17
    fire(s.game, Step.END)
    s.resolve()
    assert "Warrior" not in s.names(P0, Zone.BATTLEFIELD)
    assert voice.zone is Zone.BATTLEFIELD


# -- offspring (CR 702.175a) and "your choice of" keywords ----------------------------------

MANIFOLD_MOUSE = (
    "Offspring {2} (You may pay an additional {2} as you cast this spell. If you do, when this "
    "creature enters, create a 1/1 token copy of it.)\nAt the beginning of combat on your "
    "turn, target Mouse you control gains your choice of double strike or trample until end "
    "of turn."
)


def manifold_mouse():
    return compile_text(
        "Manifold Mouse", "{1}{R}", "Creature — Mouse Soldier", MANIFOLD_MOUSE, pt=("1", "2")
    )


def test_manifold_mouse_compiles_offspring_and_its_keyword_choice():
    card = manifold_mouse()
    assert card.unparsed == () and card.withheld == ()
    assert card.costs == (Kicker(parse_mana_cost("{2}")),)  # paid at most once
    offspring, combat = card.triggers
    assert offspring.when == EntersBattlefield()
    assert offspring.effect == (IfKicked((OffspringCopy(),)),)
    (modal,) = combat.effect
    mouse = Target(TargetKind.CREATURE, Controller.YOU, Filter(subtypes=("Mouse",)))
    assert modal.modes == (
        (Pump(0, 0, mouse, keywords=Keyword.DOUBLE_STRIKE),),
        (Pump(0, 0, mouse, keywords=Keyword.TRAMPLE),),
    )


def test_manifold_mouse_with_offspring_paid_makes_a_1_1_copy(scenario):
    """CR 702.175a: paid, a 1/1 token copy enters (with the Mouse's own abilities);
    unpaid, none."""
    s = scenario()
    s.lands(P0, *["Mountain"] * 4)
    mouse = s.hand(P0, manifold_mouse())
    s.act(P0, CastSpellAction(mouse.oid, kicks=1))
    s.resolve()
    mice = [o for o in s.game.players[P0].battlefield if o.card.name == "Manifold Mouse"]
    assert sorted(o.is_token for o in mice) == [False, True]
    (copy,) = [o for o in mice if o.is_token]
    assert (s.game.power(copy), s.game.toughness(copy)) == (1, 1)
    assert len(copy.card.triggers) == 2  # a copy: the same abilities (CR 707.2)
    s2 = scenario()
    s2.lands(P0, *["Mountain"] * 4)
    s2.cast(P0, s2.hand(P0, manifold_mouse()))
    s2.resolve()
    assert s2.names(P0, Zone.BATTLEFIELD).count("Manifold Mouse") == 1


def test_offspring_cannot_be_paid_twice(scenario):
    """CR 702.175a: offspring is paid at most once (not a multikicker)."""
    s = scenario()
    s.lands(P0, *["Mountain"] * 6)
    mouse = s.hand(P0, manifold_mouse())
    with pytest.raises(IllegalActionError):
        s.act(P0, CastSpellAction(mouse.oid, kicks=2))


def test_rattlechains_targets_a_spirit_by_its_creature_type():
    """CR 205.3m: "target Spirit" is a creature with the subtype Spirit."""
    from deckstats.cards.oracle.targets import parse_target

    spirit = parse_target("target Spirit")
    assert spirit == Target(TargetKind.CREATURE, filter=Filter(subtypes=("Spirit",)))
    four = parse_target("target Lizard, Mouse, Otter, or Raccoon you control")
    assert four is not None and four.filter.subtypes == ("Lizard", "Mouse", "Otter", "Raccoon")
    aura = parse_target("target Aura")  # not a creature type (CR 205.3h): an Aura permanent
    assert aura is not None and aura.kinds == TargetKind.PERMANENT
    assert aura.filter.subtypes == ("Aura",)


# -- exile from a hand until ~ leaves (CR 610.3) -------------------------------------------

DEEP_CAVERN_BAT = (
    "Flying, lifelink\nWhen Deep-Cavern Bat enters, look at target opponent's hand. You may "
    "exile a nonland card from it until Deep-Cavern Bat leaves the battlefield."
)


def deep_cavern_bat():
    return compile_text(
        "Deep-Cavern Bat", "{1}{B}", "Creature — Bat Spy", DEEP_CAVERN_BAT, pt=("1", "1")
    )


def test_deep_cavern_bat_compiles_a_linked_hand_exile():
    card = deep_cavern_bat()
    assert card.unparsed == () and card.withheld == ()
    (trig,) = card.triggers
    (may,) = trig.effect
    assert may == MayDo(
        (ExileFromHand(TARGET_OPPONENT, Filter(not_type=CardType.LAND), until_leaves=True),)
    )


def test_deep_cavern_bat_takes_a_card_until_it_leaves(scenario):
    """CR 610.3: the nonland card is exiled while the Bat stays; CR 610.3a: when the Bat
    dies, the card returns to its owner's hand (not to the battlefield)."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    s.hand(P1, "Forest")
    bolt = s.hand(P1, "Lightning Bolt")
    s.script(P0, (MAY, True), (DISCARD, (bolt.oid,)))
    s.cast(P0, s.hand(P0, deep_cavern_bat()))
    s.resolve()
    assert s.names(P1, Zone.HAND) == ["Forest"]
    assert s.names(P1, Zone.EXILE) == ["Lightning Bolt"]
    (bat,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Deep-Cavern Bat"]
    s.game.destroy(bat)
    s.resolve()
    assert sorted(s.names(P1, Zone.HAND)) == ["Forest", "Lightning Bolt"]
    assert s.names(P1, Zone.BATTLEFIELD) == []


# -- Fabled Passage's follow-up (CR 608.2c) -------------------------------------------------

FABLED_PASSAGE = (
    "{T}, Sacrifice Fabled Passage: Search your library for a basic land card, put it onto the "
    "battlefield tapped, then shuffle. Then if you control four or more lands, untap that land."
)


def fabled_passage():
    return compile_text("Fabled Passage", None, "Land", FABLED_PASSAGE)


def test_fabled_passage_compiles_its_untap_follow_up():
    card = fabled_passage()
    assert card.unparsed == () and card.withheld == ()
    (ability,) = card.abilities
    assert ability.effect[-1] == UntapFetchedIf(4)


def test_fabled_passage_untaps_the_land_it_found_only_with_four_lands(scenario):
    """CR 608.2c: with three other lands the fetched Island is the fourth: untapped; with
    one other land it stays tapped (the other lands are never untapped)."""
    for others, untapped in ((3, True), (1, False)):
        s = scenario()
        (found,) = s.library(P0, "Island")
        olds = s.lands(P0, *["Swamp"] * others, tapped=True)
        passage = s.battlefield(P0, fabled_passage())
        s.script(P0, (SEARCH, (found.oid,)))
        s.activate(P0, passage)
        s.resolve()
        (island,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Island"]
        assert island.tapped is not untapped
        assert all(o.tapped for o in olds)


# -- "Shuffle ~ into its owner's library." (CR 608.2n) -------------------------------------

GREEN_SUNS_ZENITH = (
    "Search your library for a green creature card with mana value X or less, put it onto the "
    "battlefield, then shuffle. Shuffle Green Sun's Zenith into its owner's library."
)


def test_green_suns_zenith_shuffles_itself_back_instead_of_the_graveyard(scenario):
    """CR 608.2n: the spell's own instruction puts it into the library (shuffled, CR 701.24),
    so it never reaches the graveyard; the creature found enters."""
    gsz = compile_text("Green Sun's Zenith", "{X}{G}", "Sorcery", GREEN_SUNS_ZENITH)
    assert gsz.unparsed == () and gsz.spell[-1] == ShuffleIntoLibrary("spell")
    s = scenario()
    s.lands(P0, "Forest", "Forest", "Forest")
    (bears,) = s.library(P0, "Grizzly Bears")
    s.script(P0, (SEARCH, (bears.oid,)))
    s.cast(P0, s.hand(P0, gsz), x=2)
    s.resolve()
    assert "Grizzly Bears" in s.names(P0, Zone.BATTLEFIELD)
    assert s.names(P0, Zone.LIBRARY) == ["Green Sun's Zenith"]
    assert s.names(P0, Zone.GRAVEYARD) == []


# -- mass sacrifice (CR 701.21a) -------------------------------------------------------------

ALL_IS_DUST = "Each player sacrifices all permanents they control that are one or more colors."


def test_all_is_dust_sacrifices_every_coloured_permanent_and_spares_colourless_ones(scenario):
    """CR 701.21a: each player sacrifices their coloured permanents; colourless artifacts
    and lands stay (CR 105.2c)."""
    dust = compile_text("All Is Dust", "{7}", "Kindred Sorcery — Eldrazi", ALL_IS_DUST)
    assert dust.unparsed == ()
    assert dust.spell == (
        MassRemoval(TargetKind.PERMANENT, Filter(colors=ALL_COLORS), verb="sacrifice"),
    )
    s = scenario()
    s.lands(P0, *["Forest"] * 7)
    s.battlefield(P1, "Grizzly Bears")
    s.battlefield(P0, "Llanowar Elves")
    s.battlefield(P1, "Ornithopter")
    s.cast(P0, s.hand(P0, dust))
    s.resolve()
    assert s.names(P1, Zone.BATTLEFIELD) == ["Ornithopter"]
    assert s.names(P1, Zone.GRAVEYARD) == ["Grizzly Bears"]
    assert s.names(P0, Zone.BATTLEFIELD) == ["Forest"] * 7
    assert "Llanowar Elves" in s.names(P0, Zone.GRAVEYARD)


def test_the_pool_monster_role_is_the_compiled_role():
    """The built-in Monstrous Rage makes its Role from a hand-written card (so loading the
    pool does not load the Oracle compiler, issue 32.2): it is the card the compiler
    makes of the Role's text (CR 303.7), its source aside."""
    from dataclasses import replace

    from deckstats.cards.oracle.token_keywords import role_token
    from deckstats.cards.pool.format_staples import MONSTER_ROLE, MONSTROUS_RAGE

    compiled = role_token("monster")
    assert compiled is not None
    assert replace(compiled, source=MONSTER_ROLE.source) == MONSTER_ROLE
    assert MONSTROUS_RAGE.spell[1].role is MONSTER_ROLE
