"""Issue 26, static abilities (helper ``stat``): real cards, real Oracle text.

Each family: the compiled value, then a built position where the engine honours it,
citing the rule. Conditional and counting statics (CR 604.2, 611.3a: ``cards.presence``,
``engine.presence``).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.dsl import Static
from deckstats.cards.model import CardType, Color, Keyword, Supertype
from deckstats.cards.oracle import compile_text
from deckstats.cards.presence import BATTLEFIELD, EVERYONE, GRAVEYARD, UNTAPPED, Count
from deckstats.cards.targets import Filter, Ref
from deckstats.engine.damage import deal_damage
from deckstats.engine.types import Zone

BOLT = compile_text(
    "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
)
KIRD_APE = compile_text(
    "Kird Ape",
    "{R}",
    "Creature — Ape",
    "Kird Ape gets +1/+2 as long as you control a Forest.",
    pt=("1", "1"),
)
KUMENAS_SPEAKER = compile_text(
    "Kumena's Speaker",
    "{G}",
    "Creature — Merfolk Shaman",
    "Kumena's Speaker gets +1/+1 as long as you control another Merfolk or an Island.",
    pt=("1", "1"),
)
ICE_FANG = compile_text(
    "Ice-Fang Coatl",
    "{G}{U}",
    "Snow Creature — Snake",
    "Flash\nFlying\nWhen Ice-Fang Coatl enters, draw a card.\nIce-Fang Coatl has deathtouch as "
    "long as you control three or more other snow permanents.",
    pt=("1", "1"),
)
GHITU = compile_text(
    "Ghitu Lavarunner",
    "{R}",
    "Creature — Human Wizard",
    "As long as there are two or more instant and/or sorcery cards in your graveyard, Ghitu "
    "Lavarunner gets +1/+0 and has haste.",
    pt=("1", "2"),
)
PARADISE_DRUID = compile_text(
    "Paradise Druid",
    "{1}{G}",
    "Creature — Elf Druid",
    "Paradise Druid has hexproof as long as it's untapped.\n{T}: Add one mana of any color.",
    pt=("2", "1"),
)
KNIGHT = compile_text(
    "Knight of the Reliquary",
    "{1}{G}{W}",
    "Creature — Human Knight",
    "Knight of the Reliquary gets +1/+1 for each land card in your graveyard.",
    pt=("2", "2"),
)
ETHEREAL_ARMOR = compile_text(
    "Ethereal Armor",
    "{W}",
    "Enchantment — Aura",
    "Enchant creature\nEnchanted creature gets +1/+1 for each enchantment you control and has "
    "first strike.",
)
ANCESTRAL_MASK = compile_text(
    "Ancestral Mask",
    "{2}{G}",
    "Enchantment — Aura",
    "Enchant creature\nEnchanted creature gets +2/+2 for each other enchantment on the "
    "battlefield.",
)
GREYMOND_LINE = compile_text(
    "Test Lord",
    "{2}{W}",
    "Creature — Human Soldier",
    "As long as you control four or more Humans, Humans you control get +2/+2.",
    pt=("2", "2"),
)
BLOODBRAID_MARAUDER = compile_text(
    "Bloodbraid Marauder",
    "{1}{R}",
    "Creature — Human Berserker",
    "Bloodbraid Marauder can't block.\nDelirium — Bloodbraid Marauder has cascade as long as "
    "there are four or more card types among cards in your graveyard.",
    pt=("3", "1"),
)
BEAR = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2"))
MERFOLK = compile_text("Merfolk Token Test", "{U}", "Creature — Merfolk", "", pt=("1", "1"))
HUMAN = compile_text("Human Test", "{W}", "Creature — Human", "", pt=("1", "1"))
SNOW_FOREST = compile_text(
    "Snow-Covered Forest", None, "Basic Snow Land — Forest", "({T}: Add {G}.)"
)
PACIFISM_LIKE = compile_text(
    "Glorious Anthem", "{1}{W}{W}", "Enchantment", "Creatures you control get +1/+1."
)


def test_presence_statics_compile():
    """CR 604.2: the requirement or count is kept with the bonus; unknown grants stay unparsed."""
    assert KIRD_APE.unparsed == ()
    assert KIRD_APE.statics == (
        Static(1, 2, applies_to=Ref.SELF, requires=Count(filter=Filter(subtypes=("Forest",)))),
    )
    assert KUMENAS_SPEAKER.statics[0].requires == Count(
        filter=Filter(subtypes=("Merfolk", "Island")), other=True
    )
    assert ICE_FANG.unparsed == ()
    assert ICE_FANG.statics == (
        Static(
            keywords=Keyword.DEATHTOUCH,
            applies_to=Ref.SELF,
            requires=Count(filter=Filter(supertypes=Supertype.SNOW), other=True, at_least=3),
        ),
    )
    assert GHITU.statics == (
        Static(
            1,
            0,
            Keyword.HASTE,
            applies_to=Ref.SELF,
            requires=Count(
                GRAVEYARD, filter=Filter(card_type=CardType.INSTANT | CardType.SORCERY), at_least=2
            ),
        ),
    )
    assert PARADISE_DRUID.statics == (
        Static(keywords=Keyword.HEXPROOF, applies_to=Ref.SELF, state=UNTAPPED),
    )
    # Two helpers wrote "~ gets +1/+1 for each <card> in your graveyard" in one round: the
    # first template (oracle.counts) folds it into a counted power/toughness (``pt_cda``);
    # either form counts now (CR 611.3a, 613.4c), which the scenario test below checks.
    assert KNIGHT.unparsed == ()
    assert KNIGHT.pt_cda is not None or KNIGHT.statics == (
        Static(
            1, 1, applies_to=Ref.SELF, per=Count(GRAVEYARD, filter=Filter(card_type=CardType.LAND))
        ),
    )
    assert ETHEREAL_ARMOR.unparsed == ()
    assert ETHEREAL_ARMOR.statics == (
        Static(
            1,
            1,
            Keyword.FIRST_STRIKE,
            applies_to=Ref.ENCHANTED_OR_EQUIPPED,
            per=Count(filter=Filter(card_type=CardType.ENCHANTMENT)),
        ),
    )
    assert ANCESTRAL_MASK.statics[0].per == Count(
        BATTLEFIELD, EVERYONE, Filter(card_type=CardType.ENCHANTMENT), other=True
    )
    assert GREYMOND_LINE.statics == (
        Static(
            2,
            2,
            filter=Filter(subtypes=("Human",)),
            requires=Count(filter=Filter(subtypes=("Human",)), at_least=4),
        ),
    )
    # Cascade is read as the spell is cast: round 40 reads the static there too
    # (``characteristics.self_keywords``; tests/cards_data/test_r40_stat.py).
    assert BLOODBRAID_MARAUDER.unparsed == ()


def test_kird_ape_needs_a_forest(scenario):
    """CR 604.2: Kird Ape is 2/3 while its controller controls a Forest, 1/1 otherwise."""
    s = scenario()
    ape = s.battlefield(P0, KIRD_APE)
    s.lands(P1, "Forest")  # the opponent's Forest does not count
    assert (s.game.power(ape), s.game.toughness(ape)) == (1, 1)
    forest = s.lands(P0, "Forest")[0]
    assert (s.game.power(ape), s.game.toughness(ape)) == (2, 3)
    s.game.sacrifice(forest)
    assert (s.game.power(ape), s.game.toughness(ape)) == (1, 1)


def test_kumenas_speaker_counts_another_merfolk_not_itself(scenario):
    """CR 604.2: "another Merfolk" excludes the source (it is a Merfolk itself)."""
    s = scenario()
    speaker = s.battlefield(P0, KUMENAS_SPEAKER)
    assert s.game.power(speaker) == 1
    s.battlefield(P0, MERFOLK)
    assert s.game.power(speaker) == 2


def test_ice_fang_deathtouch_with_three_other_snow_permanents(scenario):
    """CR 702.2, 604.2: deathtouch only with three other snow permanents."""
    s = scenario()
    coatl = s.battlefield(P0, ICE_FANG)
    for _ in range(2):
        s.battlefield(P0, SNOW_FOREST)
    assert not s.game.keywords(coatl) & Keyword.DEATHTOUCH
    s.battlefield(P0, SNOW_FOREST)
    assert s.game.keywords(coatl) & Keyword.DEATHTOUCH


def test_ghitu_lavarunner_counts_instants_and_sorceries(scenario):
    s = scenario()
    ghitu = s.battlefield(P0, GHITU)
    s.graveyard(P0, BOLT)
    s.graveyard(P0, "Forest")
    assert s.game.power(ghitu) == 1 and not s.game.keywords(ghitu) & Keyword.HASTE
    s.graveyard(P0, BOLT)
    assert s.game.power(ghitu) == 2 and s.game.keywords(ghitu) & Keyword.HASTE


def test_paradise_druid_hexproof_only_untapped(scenario):
    """CR 702.11, 604.2: the opponent can target the Druid once it is tapped."""
    s = scenario()
    druid = s.battlefield(P0, PARADISE_DRUID)
    assert s.game.keywords(druid) & Keyword.HEXPROOF
    druid.tapped = True
    assert not s.game.keywords(druid) & Keyword.HEXPROOF


def test_knight_of_the_reliquary_grows_with_lands_in_graveyard(scenario):
    """CR 611.3a: the count is read continuously."""
    s = scenario()
    knight = s.battlefield(P0, KNIGHT)
    s.graveyard(P1, "Forest")  # the opponent's graveyard does not count
    s.graveyard(P0, BOLT)
    assert s.game.power(knight) == 2
    for _ in range(3):
        s.graveyard(P0, "Forest")
    assert (s.game.power(knight), s.game.toughness(knight)) == (5, 5)


def test_ethereal_armor_and_ancestral_mask(scenario):
    """CR 303.4, 611.3a: the enchanted creature's bonus counts enchantments now."""
    s = scenario()
    bear = s.battlefield(P0, BEAR)
    armor = s.battlefield(P0, ETHEREAL_ARMOR)
    armor.attached_to = bear.oid
    assert (s.game.power(bear), s.game.toughness(bear)) == (3, 3)
    assert s.game.keywords(bear) & Keyword.FIRST_STRIKE
    mask = s.battlefield(P0, ANCESTRAL_MASK)
    mask.attached_to = bear.oid
    # Armor: 2 enchantments (+2/+2); Mask: 1 other enchantment (+2/+2)
    assert (s.game.power(bear), s.game.toughness(bear)) == (6, 6)
    s.battlefield(P1, PACIFISM_LIKE)  # an opponent's enchantment counts for the Mask only
    assert s.game.power(bear) == 8


def test_lord_needs_four_humans(scenario):
    s = scenario()
    lord = s.battlefield(P0, GREYMOND_LINE)
    humans = [s.battlefield(P0, HUMAN) for _ in range(2)]
    assert s.game.power(humans[0]) == 1
    s.battlefield(P0, HUMAN)
    assert s.game.power(humans[0]) == 3 and s.game.power(lord) == 4


# -- cost changes of spells of a quality (CR 601.2f; oracle.cost_qualities) --------------------

SUNSCAPE_FAMILIAR = compile_text(
    "Sunscape Familiar",
    "{1}{W}",
    "Creature — Wall",
    "Defender\nGreen spells and blue spells you cast cost {1} less to cast.",
    pt=("0", "3"),
)
GOBLIN_WARCHIEF = compile_text(
    "Goblin Warchief",
    "{1}{R}{R}",
    "Creature — Goblin Warrior",
    "Goblin spells you cast cost {1} less to cast.\nGoblins you control have haste.",
    pt=("2", "2"),
)
EYE_OF_UGIN = compile_text(
    "Eye of Ugin",
    None,
    "Legendary Land",
    "Colorless Eldrazi spells you cast cost {2} less to cast.\n{7}, {T}: Search your library "
    "for a colorless creature card, reveal it, put it into your hand, then shuffle.",
)
GOBLIN_GUIDE = compile_text(
    "Goblin Guide",
    "{R}",
    "Creature — Goblin Scout",
    "Haste\nWhenever Goblin Guide attacks, defending player reveals the top card of their "
    "library. If it's a land card, that player puts it into their hand.",
    pt=("2", "2"),
)
MOGG_WAR_MARSHAL = compile_text(
    "Goblin Piledriver",
    "{1}{R}",
    "Creature — Goblin Warrior",
    "Protection from blue",
    pt=("1", "2"),
)
COUNTERSPELL = compile_text("Counterspell", "{U}{U}", "Instant", "Counter target spell.")
GROWTH = compile_text(
    "Rancor Test", "{1}{G}", "Sorcery", "Target creature gets +3/+3 until end of turn."
)
LAIR_OF_THE_HYDRA = compile_text(
    "Lair of the Hydra",
    None,
    "Land",
    "If you control two or more other lands, Lair of the Hydra enters tapped.\n{T}: Add {G}.",
)


def _casts(s, pid, obj):
    from deckstats.engine.actions import CastSpell

    return [a for a in s.legal(pid) if isinstance(a, CastSpell) and a.oid == obj.oid]


def test_quality_cost_changes_compile():
    """The quality keeps a creature type's capital; two qualities are one "any of" filter."""
    from deckstats.cards.model import Color
    from deckstats.cards.modifiers import CostChange

    assert SUNSCAPE_FAMILIAR.unparsed == ()
    assert SUNSCAPE_FAMILIAR.modifiers == (
        CostChange(-1, Filter(colors=Color.G | Color.U), Ref.YOU),
    )
    assert GOBLIN_WARCHIEF.modifiers == (CostChange(-1, Filter(subtypes=("Goblin",)), Ref.YOU),)
    assert EYE_OF_UGIN.modifiers[0].spells.subtypes == ("Eldrazi",)
    assert EYE_OF_UGIN.modifiers[0].amount == -2


def test_goblin_warchief_reduces_goblins_only(scenario):
    """CR 601.2f: a Goblin spell costs {1} less; a reduction never pays coloured mana."""
    s = scenario()
    s.battlefield(P0, GOBLIN_WARCHIEF)
    s.lands(P0, "Mountain")
    assert _casts(s, P0, s.hand(P0, MOGG_WAR_MARSHAL))  # {1}{R} for {R}
    assert _casts(s, P0, s.hand(P0, GOBLIN_GUIDE))  # {R}: no generic to reduce
    assert not _casts(s, P0, s.hand(P0, GROWTH))  # not a Goblin: {1}{G} unpaid


def test_sunscape_familiar_reduces_green_or_blue_once(scenario):
    """CR 601.2f: a green-and-blue spell is one spell: {1} less, not {2}."""
    s = scenario()
    s.battlefield(P0, SUNSCAPE_FAMILIAR)
    s.lands(P0, "Forest")
    assert _casts(s, P0, s.hand(P0, GROWTH))  # {1}{G} for {G}


def test_lair_of_the_hydra_enters_tapped_with_two_other_lands(scenario):
    """CR 614.1c: "If you control two or more other lands, ~ enters tapped"."""
    s = scenario()
    s.lands(P0, "Forest")
    assert not s.play_land(P0, s.hand(P0, LAIR_OF_THE_HYDRA)).tapped
    s2 = scenario()
    s2.lands(P0, "Forest", "Forest")
    assert s2.play_land(P0, s2.hand(P0, LAIR_OF_THE_HYDRA)).tapped


# -- modal heads (CR 700.2; oracle.modal_heads, engine.modes) -----------------------------------

FIERY_CONFLUENCE = compile_text(
    "Fiery Confluence",
    "{2}{R}{R}",
    "Sorcery",
    "Choose three. You may choose the same mode more than once.\n• Fiery Confluence deals 1 "
    "damage to each creature.\n• Fiery Confluence deals 2 damage to each opponent.\n• Destroy "
    "target artifact.",
)
FAREWELL = compile_text(
    "Farewell",
    "{4}{W}{W}",
    "Sorcery",
    "Choose one or more —\n• Exile all artifacts.\n• Exile all creatures.\n• Exile all "
    "enchantments.\n• Exile all graveyards.",
)
DEAFENING_CLARION = compile_text(
    "Deafening Clarion",
    "{1}{R}{W}",
    "Sorcery",
    "Choose one or both —\n• Deafening Clarion deals 3 damage to each creature.\n• Creatures "
    "you control gain lifelink until end of turn.",
)


def test_modal_heads_compile():
    from deckstats.cards.effects import Modal

    for card in (FIERY_CONFLUENCE, FAREWELL, DEAFENING_CLARION):
        assert card.unparsed == (), card.name
    fc = FIERY_CONFLUENCE.spell[0]
    assert isinstance(fc, Modal) and (fc.choose, fc.most, fc.repeat) == (3, 0, True)
    fw = FAREWELL.spell[0]
    assert isinstance(fw, Modal) and (fw.choose, fw.most, fw.repeat) == (1, 4, False)
    dc = DEAFENING_CLARION.spell[0]
    assert isinstance(dc, Modal) and (dc.choose, dc.most) == (1, 2)


def test_mode_choices():
    """CR 700.2: "one or more" of four modes is 15 choices; a repeatable "three" of three, 10."""
    from deckstats.engine.modes import mode_choices

    assert len(mode_choices(FAREWELL.spell[0])) == 15
    assert (0, 1, 2, 3) in mode_choices(FAREWELL.spell[0])
    confluence = mode_choices(FIERY_CONFLUENCE.spell[0])
    assert len(confluence) == 10 and (1, 1, 1) in confluence
    assert mode_choices(DEAFENING_CLARION.spell[0]) == [(0,), (1,), (0, 1)]


def test_fiery_confluence_same_mode_three_times(scenario):
    """CR 700.2d: the same mode chosen three times deals 2 damage three times: 6."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.cast(P0, s.hand(P0, FIERY_CONFLUENCE), modes=(1, 1, 1))
    s.resolve()
    assert s.game.players[P1].life == 14


def test_farewell_exiles_creatures_and_graveyards_only(scenario):
    """CR 700.2: the modes chosen, and only those, are performed, in printed order."""
    s = scenario()
    s.lands(P0, *["Plains"] * 6)
    bear = s.battlefield(P1, BEAR)
    anthem = s.battlefield(P1, PACIFISM_LIKE)
    s.graveyard(P1, BOLT)
    s.cast(P0, s.hand(P0, FAREWELL), modes=(1, 3))
    s.resolve()
    assert bear not in s.game.players[P1].battlefield
    assert anthem in s.game.players[P1].battlefield
    assert s.game.players[P1].graveyard == []


# -- pitch costs of more than one card (CR 118.9) -----------------------------------------------

ALLOSAURUS_RIDER = compile_text(
    "Allosaurus Rider",
    "{5}{G}{G}",
    "Creature — Elf Warrior",
    "You may exile two green cards from your hand rather than pay this spell's mana cost.\n"
    "Allosaurus Rider's power and toughness are each equal to 1 plus the number of lands you "
    "control.",
    pt=("1+*", "1+*"),
)


def test_allosaurus_rider_exiles_two_green_cards(scenario):
    """CR 118.9: the alternative cost exiles two other green cards; one is not enough."""
    from deckstats.cards.costs import AlternativeCost
    from deckstats.cards.model import Color

    assert ALLOSAURUS_RIDER.unparsed == ()
    assert ALLOSAURUS_RIDER.costs == (AlternativeCost(exile_from_hand=2, exile_color=Color.G),)
    s = scenario()
    rider = s.hand(P0, ALLOSAURUS_RIDER)
    s.hand(P0, GROWTH)
    s.hand(P0, BOLT)  # not green
    assert not any(a.alt for a in _casts(s, P0, rider))
    s.hand(P0, BEAR)
    pitch = [a for a in _casts(s, P0, rider) if a.alt]
    assert pitch
    s.act(P0, pitch[0])
    s.resolve()
    assert [o.card.name for o in s.game.players[P0].hand] == ["Lightning Bolt"]
    assert len(s.game.players[P0].exile) == 2


# -- protection granted by a static ability (CR 702.16; engine.protection) ----------------------

SWORD_OF_FIRE_AND_ICE = compile_text(
    "Sword of Fire and Ice",
    "{3}",
    "Artifact — Equipment",
    "Equipped creature gets +2/+2 and has protection from red and from blue.\nWhenever equipped "
    "creature deals combat damage to a player, Sword of Fire and Ice deals 2 damage to any "
    "target and you draw a card.\nEquip {2}",
)
GOBLIN = compile_text("Raging Goblin", "{R}", "Creature — Goblin Berserker", "Haste", pt=("1", "1"))


def test_sword_grants_protection_compile():
    from deckstats.cards.model import Color

    assert SWORD_OF_FIRE_AND_ICE.unparsed == ()
    assert SWORD_OF_FIRE_AND_ICE.statics == (
        Static(2, 2, applies_to=Ref.ENCHANTED_OR_EQUIPPED, protection=Color.R | Color.U),
    )


def test_sword_of_fire_and_ice_protection(scenario):
    """CR 702.16b-e: the equipped creature can't be targeted by red spells, blocked by red
    creatures, or dealt damage by red sources; unequipped, it can."""
    from deckstats.engine.combat import can_block
    from deckstats.engine.targeting import is_legal_target

    s = scenario()
    bear = s.battlefield(P0, BEAR)
    sword = s.battlefield(P0, SWORD_OF_FIRE_AND_ICE)
    goblin = s.battlefield(P1, GOBLIN)
    bolt = s.hand(P1, BOLT)
    spec = BOLT.spell[0].to
    assert is_legal_target(s.game, P1, spec, bear.oid, bolt.oid)
    assert can_block(s.game, goblin, bear)
    sword.attached_to = bear.oid
    assert (s.game.power(bear), s.game.toughness(bear)) == (4, 4)
    assert not is_legal_target(s.game, P1, spec, bear.oid, bolt.oid)
    assert not can_block(s.game, goblin, bear)
    assert deal_damage(s.game, goblin, P1, bear.oid, 3) == 0
    assert deal_damage(s.game, None, P1, bear.oid, 1) == 1  # no source: no protection


def test_pyroblast_modes_are_red_elemental_blasts():
    """Pyroblast's "Counter target spell if it's blue" compiles as "Counter target blue spell":
    the printed option to target a spell of another colour (and do nothing) is lost, no
    power is gained (issue 26: a partial card may lose power, never gain it)."""
    pyroblast = compile_text(
        "Pyroblast",
        "{R}",
        "Instant",
        "Choose one —\n• Counter target spell if it's blue.\n• Destroy target permanent if it's "
        "blue.",
    )
    reb = compile_text(
        "Red Elemental Blast",
        "{R}",
        "Instant",
        "Choose one —\n• Counter target blue spell.\n• Destroy target blue permanent.",
    )
    assert pyroblast.unparsed == ()
    assert pyroblast.spell == reb.spell


WIZARDS_LIGHTNING = compile_text(
    "Wizard's Lightning",
    "{2}{R}",
    "Instant",
    "This spell costs {2} less to cast if you control a Wizard.\nWizard's Lightning deals 3 "
    "damage to any target.",
)
WIZARD = compile_text(
    "Ghitu Journeymage Test", "{2}{R}", "Creature — Human Wizard", "", pt=("3", "2")
)


def test_wizards_lightning_costs_less_with_a_wizard(scenario):
    """CR 601.2f: {2} less once while you control a Wizard (two Wizards: still {R})."""
    from deckstats.cards.modifiers import CostChange

    assert WIZARDS_LIGHTNING.unparsed == ()
    assert WIZARDS_LIGHTNING.modifiers == (
        CostChange(-2, who=Ref.SELF, if_control=Filter(subtypes=("Wizard",))),
    )
    s = scenario()
    s.lands(P0, "Mountain")
    bolt = s.hand(P0, WIZARDS_LIGHTNING)
    assert not _casts(s, P0, bolt)
    s.battlefield(P0, WIZARD)
    s.battlefield(P0, WIZARD)
    assert _casts(s, P0, bolt)
    s.cast(P0, bolt, targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 17


ADANTO_VANGUARD = compile_text(
    "Adanto Vanguard",
    "{1}{W}",
    "Creature — Vampire Soldier",
    "As long as Adanto Vanguard is attacking, it gets +2/+0.\nPay 4 life: Adanto Vanguard gains "
    "indestructible until end of turn. Tap it.",
    pt=("1", "1"),
)
ETCHED_CHAMPION = compile_text(
    "Etched Champion",
    "{3}",
    "Artifact Creature — Soldier",
    "Metalcraft — Etched Champion has protection from all colors as long as you control three "
    "or more artifacts.",
    pt=("2", "2"),
)
ORNITHOPTER = compile_text(
    "Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", pt=("0", "2")
)


def test_adanto_vanguard_bigger_while_attacking(scenario):
    """CR 506.4, 604.2: +2/+0 only while it is an attacking creature."""
    s = scenario()
    vanguard = s.battlefield(P0, ADANTO_VANGUARD)
    assert s.game.power(vanguard) == 1
    vanguard.attacking = True
    assert s.game.power(vanguard) == 3


def test_etched_champion_metalcraft_protection(scenario):
    """CR 702.16, 604.2: protection from every colour with three artifacts (itself counts)."""
    from deckstats.engine.targeting import is_legal_target

    s = scenario()
    champion = s.battlefield(P0, ETCHED_CHAMPION)
    s.battlefield(P0, ORNITHOPTER)
    bolt = s.hand(P1, BOLT)
    spec = BOLT.spell[0].to
    assert is_legal_target(s.game, P1, spec, champion.oid, bolt.oid)
    s.battlefield(P0, ORNITHOPTER)
    assert not is_legal_target(s.game, P1, spec, champion.oid, bolt.oid)


# -- emblems with static abilities (CR 114; cards.emblems, engine.emblems) ----------------------

ELSPETH_SUNS_CHAMPION = compile_text(
    "Elspeth, Sun's Champion",
    "{4}{W}{W}",
    "Legendary Planeswalker — Elspeth",
    "+1: Create three 1/1 white Soldier creature tokens.\n−3: Destroy all creatures with power 4 "
    'or greater.\n−7: You get an emblem with "Creatures you control get +2/+2 and have flying."',
    loyalty="4",
)


def test_emblem_compiles():
    from deckstats.cards.effects import GetEmblem

    assert ELSPETH_SUNS_CHAMPION.unparsed == ()
    ult = ELSPETH_SUNS_CHAMPION.abilities[2]
    assert ult.effect == (GetEmblem((Static(2, 2, Keyword.FLYING),)),)
    # an emblem with a triggered ability compiles since round 39 (test_r39_stat: CR 114.4)
    chandra = compile_text(
        "Chandra, Test",
        "{2}{R}{R}",
        "Legendary Planeswalker — Chandra",
        '−7: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to '
        'any target."',
        loyalty="4",
    )
    assert chandra.unparsed == () and len(chandra.abilities[0].effect[0].triggers) == 1


def test_elspeth_emblem_pumps_creatures_for_the_rest_of_the_game(scenario):
    """CR 114.4: the emblem's static ability works from the command zone, after Elspeth is
    gone, on creatures its owner controls now or later (not the opponent's)."""
    s = scenario()
    elspeth = s.battlefield(P0, ELSPETH_SUNS_CHAMPION)
    elspeth.counters = {"loyalty": 7}
    bear = s.battlefield(P0, BEAR)
    theirs = s.battlefield(P1, BEAR)
    s.activate(P0, elspeth, 2)
    s.resolve()
    assert elspeth not in s.game.players[P0].battlefield  # 0 loyalty (CR 704.5i)
    assert (s.game.power(bear), s.game.toughness(bear)) == (4, 4)
    assert s.game.keywords(bear) & Keyword.FLYING
    assert s.game.power(theirs) == 2
    later = s.battlefield(P0, HUMAN)
    assert s.game.power(later) == 3


# -- ward granted by a static ability (CR 702.21a; Static.ward) ---------------------------------

COPPERCOAT_VANGUARD = compile_text(
    "Coppercoat Vanguard",
    "{1}{W}",
    "Creature — Human Soldier",
    "Other Humans you control get +1/+0 and have ward {1}.",
    pt=("2", "2"),
)


def test_granted_ward_compiles():
    assert COPPERCOAT_VANGUARD.unparsed == ()
    assert COPPERCOAT_VANGUARD.statics == (
        Static(1, 0, filter=Filter(subtypes=("Human",)), other=True, ward=1),
    )


def test_coppercoat_vanguard_wards_other_humans(scenario):
    """CR 702.21a: Bolt at another Human is countered unless its caster pays {1}; the
    Vanguard itself ("other") has no ward."""
    from deckstats.engine import Zone

    s = scenario()
    vanguard = s.battlefield(P1, COPPERCOAT_VANGUARD)
    human = s.battlefield(P1, HUMAN)
    assert s.game.power(human) == 2 and s.game.power(vanguard) == 2
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, BOLT), targets=[human])
    assert s.game.stack == []  # countered at once: no mana for the ward
    assert "Lightning Bolt" in s.names(P0, Zone.GRAVEYARD)
    s.lands(P0, "Mountain", "Mountain")
    s.script(P0, ("pay_unless", True))
    s.cast(P0, s.hand(P0, BOLT), targets=[human])
    assert len(s.game.stack) == 1
    s.resolve()
    assert human not in s.game.players[P1].battlefield
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, BOLT), targets=[vanguard])
    assert len(s.game.stack) == 1  # no ward on the Vanguard


# -- anthems of a quality: tokens, nontoken, artifact, attacking (CR 611.3a; Filter.token) --------

INTANGIBLE_VIRTUE = compile_text(
    "Intangible Virtue",
    "{W}",
    "Enchantment",
    "Creature tokens you control get +1/+1 and have vigilance.",
)
ARTIFACT_LORD = compile_text(
    "Artifact Lord Test",
    "{2}{U}",
    "Artifact Creature — Wizard",
    "Other artifact creatures you control get +1/+1.",
    pt=("1", "1"),
)


def test_quality_anthems_compile():
    assert INTANGIBLE_VIRTUE.statics == (
        Static(1, 1, Keyword.VIGILANCE, filter=Filter(token=True)),
    )
    assert ARTIFACT_LORD.statics == (
        Static(1, 1, filter=Filter(card_type=CardType.ARTIFACT), other=True),
    )


def test_intangible_virtue_pumps_tokens_only(scenario):
    """CR 111.1, 611.3a: a creature token gets +1/+1 and vigilance; a card does not."""
    s = scenario()
    s.battlefield(P0, INTANGIBLE_VIRTUE)
    bear = s.battlefield(P0, BEAR)
    token = s.game.new_object(HUMAN, P0, Zone.BATTLEFIELD, is_token=True)
    s.game.put_onto_battlefield(token, P0)
    assert (s.game.power(token), s.game.toughness(token)) == (2, 2)
    assert s.game.keywords(token) & Keyword.VIGILANCE
    assert s.game.power(bear) == 2 and not s.game.keywords(bear) & Keyword.VIGILANCE


def test_artifact_lord_pumps_other_artifact_creatures(scenario):
    s = scenario()
    lord = s.battlefield(P0, ARTIFACT_LORD)
    thopter = s.battlefield(P0, ORNITHOPTER)
    bear = s.battlefield(P0, BEAR)
    assert s.game.power(thopter) == 1 and s.game.power(bear) == 2 and s.game.power(lord) == 1


# -- "can't attack or block" statics (CR 508.1a, 509.1a; Keyword.CANT_ATTACK) --------------------

PACIFISM = compile_text(
    "Pacifism",
    "{1}{W}",
    "Enchantment — Aura",
    "Enchant creature\nEnchanted creature can't attack or block.",
)


def test_pacifism_compiles():
    assert PACIFISM.unparsed == ()
    assert PACIFISM.statics == (
        Static(
            keywords=Keyword.CANT_ATTACK | Keyword.CANT_BLOCK, applies_to=Ref.ENCHANTED_OR_EQUIPPED
        ),
    )


def test_pacifism_stops_attacks_and_blocks(scenario):
    """CR 508.1a, 509.1a: the enchanted creature is neither a possible attacker nor blocker."""
    from deckstats.engine.combat import can_attack, can_block

    s = scenario()
    bear = s.battlefield(P0, BEAR)
    theirs = s.battlefield(P1, GOBLIN)
    assert can_attack(s.game, bear) and can_block(s.game, bear, theirs)
    aura = s.battlefield(P1, PACIFISM)
    aura.attached_to = bear.oid
    assert not can_attack(s.game, bear)
    assert not can_block(s.game, bear, theirs)


def test_pilots_put_pacifism_on_the_opponents_creature(scenario):
    """The heuristic reads Pacifism as harmful to what it enchants (Rancor as helpful)."""
    from deckstats.cards import effects as fx
    from deckstats.players.reading import action_effects, harmful

    (eff,) = action_effects(PACIFISM, ())
    assert isinstance(eff, fx.Pump) and harmful(eff)
    (good,) = action_effects(ETHEREAL_ARMOR, ())
    assert not harmful(good)


# -- landwalk granted by lords (CR 702.14; Static.landwalk) --------------------------------------

LORD_OF_ATLANTIS = compile_text(
    "Lord of Atlantis",
    "{U}{U}",
    "Creature — Merfolk",
    "Other Merfolk get +1/+1 and have islandwalk.",
    pt=("2", "2"),
)


def test_lord_of_atlantis_grants_islandwalk_to_every_merfolk(scenario):
    """CR 611.3a: every player's other Merfolk get +1/+1 and islandwalk; CR 702.14c: an
    islandwalker can't be blocked while the defending player controls an Island."""
    from deckstats.engine.combat import can_block

    assert LORD_OF_ATLANTIS.statics == (
        Static(
            1,
            1,
            applies_to=Ref.EACH_CREATURE,
            filter=Filter(subtypes=("Merfolk",)),
            other=True,
            landwalk="Island",
        ),
    )
    s = scenario()
    lord = s.battlefield(P0, LORD_OF_ATLANTIS)
    fish = s.battlefield(P0, MERFOLK)
    their_fish = s.battlefield(P1, MERFOLK)
    blocker = s.battlefield(P1, BEAR)
    assert s.game.power(fish) == 2 and s.game.power(their_fish) == 2 and s.game.power(lord) == 2
    assert can_block(s.game, blocker, fish)
    s.lands(P1, "Island")
    assert not can_block(s.game, blocker, fish)
    assert can_block(s.game, blocker, lord)  # "Other": the Lord has no islandwalk


# -- alternative cost "sacrifice a nontoken <colour> creature" (CR 118.9; the Flares) -----------

FLARE_OF_DENIAL = compile_text(
    "Flare of Denial",
    "{1}{U}{U}",
    "Instant",
    "You may sacrifice a nontoken blue creature rather than pay this spell's mana cost.\n"
    "Counter target spell.",
)


def test_flare_of_denial_sacrifices_a_nontoken_blue_creature(scenario):
    """CR 118.9: the alternative cost needs a nontoken blue creature: not a token, not green."""
    assert FLARE_OF_DENIAL.unparsed == ()
    assert FLARE_OF_DENIAL.costs[0].sacrifice_filter == Filter(
        card_type=CardType.CREATURE, colors=Color.U, token=False
    )
    s = scenario(active=P1)
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, BOLT), targets=[P0])
    flare = s.hand(P0, FLARE_OF_DENIAL)
    s.battlefield(P0, BEAR)  # green
    token = s.game.new_object(MERFOLK, P0, Zone.BATTLEFIELD, is_token=True)
    s.game.put_onto_battlefield(token, P0)  # blue, but a token
    assert not any(a.alt for a in _casts(s, P0, flare))
    fish = s.battlefield(P0, MERFOLK)
    pitch = [a for a in _casts(s, P0, flare) if a.alt]
    assert pitch
    s.act(P0, pitch[0])
    assert fish not in s.game.players[P0].battlefield
    s.resolve()
    assert s.game.players[P0].life == 20  # Bolt countered


# -- spree (CR 702.172; Modal.costs, engine.modes.spree_req) -----------------------------------

THREE_STEPS_AHEAD = compile_text(
    "Three Steps Ahead",
    "{U}",
    "Instant",
    "Spree (Choose one or more additional costs.)\n+ {1}{U} — Counter target spell.\n+ {3} — "
    "Create a token that's a copy of target artifact or creature you control.\n+ {2} — Draw "
    "two cards, then discard a card.",
)


def test_spree_compiles_its_modes_with_their_costs():
    """All three modes compile (round 38: the copy mode is ``CopyToken``, CR 707.2)."""
    from deckstats.cards.effects import Modal
    from deckstats.cards.mana import parse_mana_cost

    (modal,) = THREE_STEPS_AHEAD.spell
    assert isinstance(modal, Modal)
    assert (modal.choose, modal.most) == (1, 3)
    assert modal.costs == (
        parse_mana_cost("{1}{U}"),
        parse_mana_cost("{3}"),
        parse_mana_cost("{2}"),
    )
    assert THREE_STEPS_AHEAD.unparsed == ()
    assert THREE_STEPS_AHEAD.withheld == ()


def test_spree_pays_each_chosen_modes_cost(scenario):
    """CR 702.172a: {U} plus {1}{U} to counter; plus {2} more to also draw."""
    s = scenario(active=P1)
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, BOLT), targets=[P0])
    spree = s.hand(P0, THREE_STEPS_AHEAD)
    s.lands(P0, "Island", "Island")
    assert not _casts(s, P0, spree)  # {U}{1}{U} at least
    s.lands(P0, "Island")
    # (the copy mode, 1, needs an artifact or creature of ours to target: none here)
    assert {a.modes for a in _casts(s, P0, spree)} == {(0,), (2,)}
    s.lands(P0, "Island", "Island")
    assert {a.modes for a in _casts(s, P0, spree)} == {(0,), (2,), (0, 2)}
    s.library(P0, "Island", "Island", "Island")
    both = next(a for a in _casts(s, P0, spree) if a.modes == (0, 2))
    s.act(P0, both)
    assert all(o.tapped for o in s.game.players[P0].battlefield)  # {U} + {1}{U} + {2}
    s.resolve()
    assert s.game.players[P0].life == 20  # Bolt countered
    assert len(s.game.players[P0].hand) == 1  # drew two, discarded one


# -- protection from a player, hexproof in words, slivers (CR 702.16j, 702.11b, 611.3a) --------

TRUE_NAME_NEMESIS = compile_text(
    "True-Name Nemesis",
    "{1}{U}{U}",
    "Creature — Merfolk Rogue",
    "As True-Name Nemesis enters, choose a player.\nTrue-Name Nemesis has protection from the "
    "chosen player.",
    pt=("3", "1"),
)
THRUN = compile_text(
    "Thrun, the Last Troll",
    "{2}{G}{G}",
    "Legendary Creature — Troll Shaman",
    "This spell can't be countered.\nThrun, the Last Troll can't be the target of spells or "
    "abilities your opponents control.",
    pt=("4", "4"),
)
CRYSTALLINE_SLIVER = compile_text(
    "Crystalline Sliver",
    "{W}{U}",
    "Creature — Sliver",
    "All Slivers have shroud.",
    pt=("2", "2"),
)


def test_true_name_nemesis_protection_from_the_opponent(scenario):
    """CR 702.16j: the opponent's spells can't target it, their creatures can't block it,
    their sources' damage is prevented; its controller's own spells still can target it."""
    from deckstats.engine.combat import can_block
    from deckstats.engine.targeting import is_legal_target

    assert TRUE_NAME_NEMESIS.unparsed == ()
    assert TRUE_NAME_NEMESIS.statics == (Static(applies_to=Ref.SELF, from_opponents=True),)
    s = scenario()
    tnn = s.battlefield(P0, TRUE_NAME_NEMESIS)
    goblin = s.battlefield(P1, GOBLIN)
    spec = BOLT.spell[0].to
    assert not is_legal_target(s.game, P1, spec, tnn.oid, s.hand(P1, BOLT).oid)
    assert is_legal_target(s.game, P0, spec, tnn.oid, s.hand(P0, BOLT).oid)
    assert not can_block(s.game, goblin, tnn)
    assert deal_damage(s.game, goblin, P1, tnn.oid, 2) == 0


def test_thrun_hexproof_words_and_all_slivers_shroud(scenario):
    """CR 702.11b: "can't be the target of spells or abilities your opponents control" is
    hexproof; CR 611.3a: "All Slivers" are every player's Slivers."""
    assert THRUN.unparsed == () and THRUN.keywords & Keyword.HEXPROOF
    assert CRYSTALLINE_SLIVER.statics == (
        Static(
            keywords=Keyword.SHROUD,
            applies_to=Ref.EACH_CREATURE,
            filter=Filter(subtypes=("Sliver",)),
        ),
    )
    s = scenario()
    s.battlefield(P0, CRYSTALLINE_SLIVER)
    theirs = s.battlefield(
        P1, compile_text("Muscle Sliver", "{1}{G}", "Creature — Sliver", "", pt=("2", "2"))
    )
    assert s.game.keywords(theirs) & Keyword.SHROUD
