"""Issue 26, card helper ``act`` (round 37): activated abilities and their target phrases.

Each test compiles a real card's real Oracle text, checks the compiled value, and plays it
through the engine. Families: "another target ..." and subtype target phrases (CR 115.1,
205.3).
"""

from __future__ import annotations

import pytest
from scenario import P0, IllegalActionError, Scenario

from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Target, TargetKind
from deckstats.engine.types import Zone

VIZIER = compile_text(
    "Vizier of Tumbling Sands",
    "{2}{U}",
    "Creature — Human Cleric",
    "{T}: Untap another target permanent.\nCycling {1}{U} ({1}{U}, Discard this card: Draw a "
    "card.)\nWhen you cycle Vizier of Tumbling Sands, untap target permanent.",
    pt=("1", "1"),
)
WIREWOOD_LODGE = compile_text(
    "Wirewood Lodge", None, "Land", "{T}: Add {C}.\n{G}, {T}: Untap target Elf."
)
MISHRAS_FACTORY = compile_text(
    "Mishra's Factory",
    None,
    "Land",
    "{T}: Add {C}.\n{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature until "
    "end of turn. It's still a land.\n{T}: Target Assembly-Worker creature gets +1/+1 until end "
    "of turn.",
)
ELF = compile_text("Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}.", pt=("1", "1"))
BEAR = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2"))


def test_another_target_compiles() -> None:
    """ "another target permanent" is a target that excludes the source (CR 115.1)."""
    assert VIZIER.unparsed == ()
    (untap,) = VIZIER.abilities[0].effect
    assert untap.target == Target(TargetKind.PERMANENT, other=True)


def test_vizier_cannot_untap_itself() -> None:
    """CR 115.1: Vizier untaps another permanent, never itself."""
    s = Scenario()
    vizier = s.battlefield(P0, VIZIER)
    (land,) = s.lands(P0, "Island", tapped=True)
    with pytest.raises(IllegalActionError):
        s.activate(P0, vizier, targets=[vizier])
    s.activate(P0, vizier, targets=[land])
    s.resolve()
    assert vizier.tapped and not land.tapped


def test_subtype_target_compiles() -> None:
    """CR 205.3: "target Elf" is an Elf (read as a creature with the subtype, CR 205.3m: a
    kindred non-creature Elf is not offered, a loss of power, never a gain);
    "Assembly-Worker creature" too."""
    assert WIREWOOD_LODGE.unparsed == () and MISHRAS_FACTORY.unparsed == ()
    (untap,) = WIREWOOD_LODGE.abilities[1].effect
    assert untap.target.kinds == TargetKind.CREATURE
    assert untap.target.filter.subtypes == ("Elf",)
    (pump,) = MISHRAS_FACTORY.abilities[2].effect
    assert pump.target.kinds == TargetKind.CREATURE
    assert pump.target.filter.subtypes == ("Assembly-Worker",)


def test_wirewood_lodge_untaps_only_elves() -> None:
    """CR 115.1, 205.3: only an Elf is a legal target of Wirewood Lodge's ability."""
    s = Scenario()
    lodge = s.battlefield(P0, WIREWOOD_LODGE)
    s.lands(P0, "Forest")
    elf = s.battlefield(P0, ELF)
    bear = s.battlefield(P0, BEAR)
    elf.tapped = bear.tapped = True
    with pytest.raises(IllegalActionError):
        s.activate(P0, lodge, 1, targets=[bear])
    s.activate(P0, lodge, 1, targets=[elf])
    s.resolve()
    assert not elf.tapped and bear.tapped


# -- creature lands and animated artifacts (CR 205.1b, 611.2, 613.1d-f) ----------------------

CHIMERIC_SPHERE = compile_text(
    "Chimeric Sphere",
    "{3}",
    "Artifact",
    "{2}: Until end of turn, Chimeric Sphere becomes a 2/1 Construct artifact creature with "
    "flying.\n{2}: Until end of turn, Chimeric Sphere becomes a 3/2 Construct artifact creature "
    "without flying.",
)
FACELESS_HAVEN = compile_text(
    "Faceless Haven",
    None,
    "Snow Land",
    "{T}: Add {C}.\n{S}{S}{S}: Until end of turn, Faceless Haven becomes a 4/3 creature with "
    "vigilance and all creature types. It's still a land.",
)
CREEPING_TAR_PIT = compile_text(
    "Creeping Tar Pit",
    None,
    "Land",
    "Creeping Tar Pit enters tapped.\n{T}: Add {U} or {B}.\n{1}{U}{B}: Until end of turn, "
    'Creeping Tar Pit becomes a 3/2 blue and black Elemental creature with "This creature '
    "can't be blocked.\" It's still a land.",
)


def test_animate_lines_compile() -> None:
    """ "with vigilance and all creature types", a quoted evasion, "without flying"."""
    from deckstats.cards.effects import Animate
    from deckstats.cards.model import Keyword

    assert CHIMERIC_SPHERE.unparsed == ()
    assert CHIMERIC_SPHERE.abilities[1].effect == (
        Animate(3, 2, "", ("Construct",), loses=Keyword.FLYING, artifact=True),
    )
    assert FACELESS_HAVEN.unparsed == ()
    assert FACELESS_HAVEN.abilities[1].effect == (
        Animate(4, 3, keywords=Keyword.VIGILANCE | Keyword.CHANGELING),
    )
    assert CREEPING_TAR_PIT.unparsed == ()
    assert CREEPING_TAR_PIT.abilities[-1].effect == (
        Animate(3, 2, "UB", ("Elemental",), Keyword.UNBLOCKABLE),
    )


def test_chimeric_sphere_later_animation_wins() -> None:
    """CR 205.1b, 613.7: an artifact creature stays an artifact; the later effect's "without
    flying" takes the flying the earlier one gave."""
    from deckstats.cards.model import CardType, Keyword

    s = Scenario()
    sphere = s.battlefield(P0, CHIMERIC_SPHERE)
    s.lands(P0, "Island", "Island", "Island", "Island")
    s.activate(P0, sphere, 0)
    s.resolve()
    g = s.game
    assert sphere.info.types & CardType.CREATURE and sphere.info.types & CardType.ARTIFACT
    assert (g.power(sphere), g.toughness(sphere)) == (2, 1)
    assert g.keywords(sphere) & Keyword.FLYING
    s.activate(P0, sphere, 1)
    s.resolve()
    assert (g.power(sphere), g.toughness(sphere)) == (3, 2)
    assert not g.keywords(sphere) & Keyword.FLYING
    s.cleanup()
    assert not sphere.info.types & CardType.CREATURE


# -- "Activate only if <condition>" (CR 602.5b; threshold, raid, delirium, ...) --------------

CABAL_PIT = compile_text(
    "Cabal Pit",
    None,
    "Land",
    "Cabal Pit enters tapped.\n{T}: Add {B}. Cabal Pit deals 1 damage to you.\nThreshold — {B}, "
    "{T}, Sacrifice Cabal Pit: Target creature gets -2/-2 until end of turn. Activate only if "
    "seven or more cards are in your graveyard.",
)


def test_threshold_restriction_compiles() -> None:
    """The ability word names the condition; the restriction is a ``Condition`` (CR 602.5b)."""
    from deckstats.cards.effects import Condition

    assert CABAL_PIT.unparsed == ()
    ab = CABAL_PIT.abilities[-1]
    assert ab.cost.sacrifice_self and ab.cost.tap
    assert ab.cost.extra is not None and ab.cost.extra.condition == Condition.THRESHOLD


def test_cabal_pit_needs_threshold() -> None:
    """CR 602.5b: with six cards in the graveyard the ability can't be activated; seven can."""
    s = Scenario()
    pit = s.battlefield(P0, CABAL_PIT)
    s.lands(P0, "Swamp")
    bear = s.battlefield(1, BEAR)
    for _ in range(6):
        s.graveyard(P0, "Island")
    with pytest.raises(IllegalActionError):
        s.activate(P0, pit, 1, targets=[bear])
    s.graveyard(P0, "Island")
    s.activate(P0, pit, 1, targets=[bear])
    s.resolve()
    assert s.zone(bear) == Zone.GRAVEYARD and s.zone(pit) == Zone.GRAVEYARD


# -- object phrases: "nontoken", a shared adjective, "cards from graveyards" (CR 111.1, 115.1) --

THOPTER_FOUNDRY = compile_text(
    "Thopter Foundry",
    "{W/B}{U}",
    "Artifact",
    "{1}, Sacrifice a nontoken artifact: Create a 1/1 blue Thopter artifact creature token with "
    "flying. You gain 1 life.",
)
HAYWIRE_MITE = compile_text(
    "Haywire Mite",
    "{1}",
    "Artifact Creature — Insect",
    "When Haywire Mite dies, you gain 2 life.\n{G}, Sacrifice Haywire Mite: Exile target "
    "noncreature artifact or noncreature enchantment.",
    pt=("1", "1"),
)
FAERIE_MACABRE = compile_text(
    "Faerie Macabre",
    "{1}{B}",
    "Creature — Faerie Rogue",
    "Flying\nDiscard Faerie Macabre: Exile up to two target cards from graveyards.",
    pt=("2", "2"),
)
ORNITHOPTER = compile_text(
    "Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", pt=("0", "2")
)
BAUBLE = compile_text("Mishra's Bauble", "{0}", "Artifact", "")


def test_object_phrases_compile() -> None:
    """ "a nontoken artifact", "noncreature artifact or noncreature enchantment", graveyards."""
    from deckstats.cards.model import CardType

    assert THOPTER_FOUNDRY.unparsed == ()
    flt = THOPTER_FOUNDRY.abilities[0].cost.sacrifice
    assert flt is not None and flt.token is False and flt.card_type == CardType.ARTIFACT
    assert HAYWIRE_MITE.unparsed == ()
    (exile,) = HAYWIRE_MITE.abilities[0].effect
    assert exile.target.kinds == TargetKind.ARTIFACT | TargetKind.ENCHANTMENT
    assert exile.target.filter.not_type == CardType.CREATURE
    assert FAERIE_MACABRE.unparsed == ()
    (exile,) = FAERIE_MACABRE.costs[0].effect
    assert exile.target.kinds == TargetKind.CARD_IN_GRAVEYARD
    assert (exile.target.count, exile.target.up_to) == (2, True)


def test_thopter_foundry_sacrifices_only_nontoken_artifacts() -> None:
    """CR 111.1, 118.3: a token can't pay "Sacrifice a nontoken artifact"."""
    s = Scenario()
    foundry = s.battlefield(P0, THOPTER_FOUNDRY)
    s.lands(P0, "Island")
    token = s.battlefield(P0, ORNITHOPTER)
    token.is_token = True
    s.activate(P0, foundry, 0)  # the Foundry is the only nontoken artifact: it goes
    s.resolve()
    assert s.zone(foundry) == Zone.GRAVEYARD and token.zone == Zone.BATTLEFIELD
    thopters = [o for o in s.game.players[P0].battlefield if o.card.name.startswith("Thopter")]
    assert len(thopters) == 1 and s.game.players[P0].life == 21


def test_haywire_mite_exiles_only_noncreature_artifacts() -> None:
    """CR 115.1: an artifact creature is not a "noncreature artifact"."""
    s = Scenario()
    mite = s.battlefield(P0, HAYWIRE_MITE)
    s.lands(P0, "Forest")
    thopter = s.battlefield(1, ORNITHOPTER)
    bauble = s.battlefield(1, BAUBLE)
    with pytest.raises(IllegalActionError):
        s.activate(P0, mite, 0, targets=[thopter])
    s.activate(P0, mite, 0, targets=[bauble])
    s.resolve()
    assert s.zone(bauble) == Zone.EXILE and s.zone(thopter) == Zone.BATTLEFIELD


# -- depletion lands: "If there are no depletion counters on ~, sacrifice it." (CR 603.4) -----

SAPRAZZAN_SKERRY = compile_text(
    "Saprazzan Skerry",
    None,
    "Land",
    "Saprazzan Skerry enters tapped with two depletion counters on it.\n{T}, Remove a depletion "
    "counter from Saprazzan Skerry: Add {U}{U}. If there are no depletion counters on Saprazzan "
    "Skerry, sacrifice it.",
)


def test_depletion_land_compiles() -> None:
    """The mana ability removes a counter, adds {U}{U}, then checks the counters left."""
    from deckstats.cards.effects import AddMana, IfSourceNoCounters, Sacrifice
    from deckstats.cards.targets import Ref

    assert SAPRAZZAN_SKERRY.unparsed == ()
    (ab,) = SAPRAZZAN_SKERRY.abilities
    assert ab.cost.remove_counter == "depletion"
    assert ab.effect == (
        AddMana("UU"),
        IfSourceNoCounters("depletion", (Sacrifice(Ref.SELF, Ref.YOU),)),
    )


def test_depletion_land_is_sacrificed_with_its_last_counter() -> None:
    """CR 122.1, 603.4: with two counters the land stays; the last counter takes it."""
    s = Scenario()
    skerry = s.battlefield(P0, SAPRAZZAN_SKERRY)
    skerry.counters = {"depletion": 2}
    s.activate(P0, skerry)
    assert s.game.players[P0].pool[1] == 2  # W U B R G C: two blue
    assert s.zone(skerry) == Zone.BATTLEFIELD and skerry.counter("depletion") == 1
    skerry.tapped = False
    s.activate(P0, skerry)
    assert s.game.players[P0].pool[1] == 4
    assert s.zone(skerry) == Zone.GRAVEYARD


# -- typecycling (CR 702.29f) ----------------------------------------------------------------

STEP_THROUGH = compile_text(
    "Step Through",
    "{3}{U}{U}",
    "Sorcery",
    "Return two target creatures to their owners' hands.\nWizardcycling {2} ({2}, Discard this "
    "card: Search your library for a Wizard card, reveal it, put it into your hand, then "
    "shuffle.)",
)
WIZARD = compile_text("Prodigal Sorcerer", "{2}{U}", "Creature — Human Wizard", "", pt=("1", "1"))


def test_wizardcycling_searches_for_a_wizard() -> None:
    """CR 702.29f: typecycling searches for a card of the subtype, not a land."""
    from deckstats.cards.costs import Cycling
    from deckstats.engine.actions import HandAction

    assert STEP_THROUGH.unparsed == ()
    (cyc,) = [c for c in STEP_THROUGH.costs if isinstance(c, Cycling)]
    assert cyc.land_type == "Wizard"
    s = Scenario()
    s.library(P0, "Island", WIZARD, BEAR, "Island")
    s.lands(P0, "Island", "Island")
    obj = s.hand(P0, STEP_THROUGH)
    (cycle,) = [a for a in s.legal(P0) if isinstance(a, HandAction) and a.oid == obj.oid]
    s.act(P0, cycle)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Prodigal Sorcerer"]


# -- "Discard a creature card" as a cost (CR 118.3); "a Rebel permanent card" -----------------

SURVIVAL = compile_text(
    "Survival of the Fittest",
    "{1}{G}",
    "Enchantment",
    "{G}, Discard a creature card: Search your library for a creature card, reveal that card, "
    "put it into your hand, then shuffle.",
)
RAMOSIAN_SERGEANT = compile_text(
    "Ramosian Sergeant",
    "{2}{W}",
    "Creature — Human Rebel",
    "{3}, {T}: Search your library for a Rebel permanent card with mana value 2 or less, put it "
    "onto the battlefield, then shuffle.",
    pt=("1", "1"),
)
REBEL_2 = compile_text("Defiant Falcon", "{1}{W}", "Creature — Rebel Bird", "Flying", pt=("1", "1"))
REBEL_3 = compile_text("Ramosian Lieutenant", "{2}{W}", "Creature — Human Rebel", "", pt=("2", "2"))


def test_survival_discards_only_a_creature_card() -> None:
    """CR 118.3: "Discard a creature card" can't be paid with a land; with a creature it can."""
    s = Scenario()
    survival = s.battlefield(P0, SURVIVAL)
    s.lands(P0, "Forest", "Forest")
    s.library(P0, "Island", REBEL_3, "Island")
    land = s.hand(P0, "Island")
    assert SURVIVAL.unparsed == ()
    assert SURVIVAL.abilities[0].cost.extra.discard_filter is not None
    with pytest.raises(IllegalActionError):
        s.activate(P0, survival)
    bear = s.hand(P0, BEAR)
    s.activate(P0, survival)
    s.resolve()
    assert s.zone(bear) == Zone.GRAVEYARD and land.zone == Zone.HAND
    assert sorted(s.names(P0, Zone.HAND)) == ["Island", "Ramosian Lieutenant"]


def test_ramosian_sergeant_finds_a_small_rebel_permanent() -> None:
    """CR 701.23: the search finds a Rebel permanent card of mana value 2 or less only."""
    assert RAMOSIAN_SERGEANT.unparsed == ()
    s = Scenario()
    sergeant = s.battlefield(P0, RAMOSIAN_SERGEANT)
    s.lands(P0, "Plains", "Plains", "Plains")
    s.library(P0, REBEL_3, BEAR, REBEL_2)
    s.activate(P0, sergeant)
    s.resolve()
    names = [o.card.name for o in s.game.players[P0].battlefield]
    assert "Defiant Falcon" in names and "Ramosian Lieutenant" not in names


# -- a flicker that returns the permanent tapped (CR 400.7) -----------------------------------

ELDRAZI_DISPLACER = compile_text(
    "Eldrazi Displacer",
    "{2}{W}",
    "Creature — Eldrazi",
    "Devoid\n{2}{C}: Exile another target creature. Return it to the battlefield tapped under "
    "its owner's control.",
    pt=("3", "3"),
)


def test_eldrazi_displacer_returns_the_creature_tapped() -> None:
    """CR 400.7: the exiled creature comes back a new object, tapped, under its owner's control;
    "another target" can't be the Displacer itself."""
    from deckstats.cards.effects import Flicker

    assert ELDRAZI_DISPLACER.unparsed == ()
    (flicker,) = ELDRAZI_DISPLACER.abilities[0].effect
    assert isinstance(flicker, Flicker) and flicker.tapped and flicker.target.other
    s = Scenario()
    displacer = s.battlefield(P0, ELDRAZI_DISPLACER)
    s.lands(P0, "Wastes", "Wastes", "Wastes")
    bear = s.battlefield(1, BEAR)
    with pytest.raises(IllegalActionError):
        s.activate(P0, displacer, targets=[displacer])
    s.activate(P0, displacer, targets=[bear])
    s.resolve()
    (back,) = [o for o in s.game.players[1].battlefield if o.card.name == "Grizzly Bears"]
    assert back is not bear and back.tapped and bear not in s.game.players[1].battlefield


# -- a graveyard ability with a condition: raid (CR 602.5b) -----------------------------------

BLOODSOAKED_CHAMPION = compile_text(
    "Bloodsoaked Champion",
    "{B}",
    "Creature — Human Warrior",
    "Bloodsoaked Champion can't block.\nRaid — {1}{B}: Return Bloodsoaked Champion from your "
    "graveyard to the battlefield. Activate only if you attacked this turn.",
    pt=("1", "1"),
)


def test_bloodsoaked_champion_returns_only_after_an_attack() -> None:
    """CR 602.5b: the graveyard ability is offered only if its controller attacked this turn."""
    from deckstats.engine.actions import HandAction

    assert BLOODSOAKED_CHAMPION.unparsed == ()
    s = Scenario()
    s.lands(P0, "Swamp", "Swamp")
    champ = s.graveyard(P0, BLOODSOAKED_CHAMPION)

    def offers() -> list[HandAction]:
        return [a for a in s.legal(P0) if isinstance(a, HandAction) and a.oid == champ.oid]

    assert offers() == []
    s.game.players[P0].attacked_on = s.game.turn  # raid: P0 attacked this turn (CR 508.1)
    (back,) = offers()
    s.act(P0, back)
    s.resolve()
    assert "Bloodsoaked Champion" in [o.card.name for o in s.game.players[P0].battlefield]


# -- morph (CR 702.37): cast face down for {3}, turned face up for its morph cost -------------

RORIX = compile_text(
    "Rorix Bladewing",
    "{3}{R}{R}{R}",
    "Legendary Creature — Dragon",
    "Flying, haste\nMorph {3}{R}{R}{R}",
    pt=("6", "5"),
)
ZOMBIE_CUTTHROAT = compile_text(
    "Zombie Cutthroat",
    "{3}{B}{B}",
    "Creature — Zombie",
    "Morph—Pay 5 life. (You may cast this card face down as a 2/2 creature for {3}. Turn it "
    "face up any time for its morph cost.)",
    pt=("3", "4"),
)


def test_morph_compiles() -> None:
    """Two cost options: the face-down casting for {3} and the cost to turn it face up."""
    from deckstats.cards.costs import AlternativeCost, Morph
    from deckstats.cards.model import Keyword

    assert RORIX.unparsed == () and ZOMBIE_CUTTHROAT.unparsed == ()
    down, up = RORIX.costs
    assert isinstance(down, AlternativeCost) and down.keyword == "morph"
    assert down.mana is not None and down.mana.text == "{3}"
    assert isinstance(up, Morph) and up.mana is not None and up.mana.text == "{3}{R}{R}{R}"
    assert RORIX.keywords & Keyword.MORPH
    assert ZOMBIE_CUTTHROAT.costs[1] == Morph(None, life=5)


def test_morph_face_down_then_face_up() -> None:
    """CR 702.37c, 708.2a: cast for {3} it is a 2/2 with no abilities; CR 702.37e, 116.2b:
    turned face up (no stack) it is Rorix again, the same object, with flying and haste;
    CR 708.9: in the graveyard it is the card."""
    from deckstats.cards.model import Keyword
    from deckstats.engine.actions import CastSpell

    s = Scenario()
    s.lands(P0, *["Mountain"] * 3)
    rorix = s.hand(P0, RORIX)
    s.act(P0, CastSpell(rorix.oid, alt=1))
    s.resolve()
    (down,) = [o for o in s.game.players[P0].battlefield if o.info.is_creature]
    g = s.game
    assert (g.power(down), g.toughness(down)) == (2, 2)
    assert not g.keywords(down) & (Keyword.FLYING | Keyword.HASTE)
    assert all(o.tapped for o in g.players[P0].battlefield if o.info.is_land)
    s.lands(P0, *["Mountain"] * 6)
    s.activate(P0, down, 0)
    assert not g.stack  # a special action: it does not use the stack
    assert (g.power(down), g.toughness(down)) == (6, 5)
    assert g.keywords(down) & Keyword.FLYING and down.card.name == "Rorix Bladewing"
    g.move(down, Zone.GRAVEYARD)
    (dead,) = g.players[P0].graveyard
    assert dead.card is RORIX


def test_morph_for_life_and_the_face_down_card_in_the_graveyard() -> None:
    """ "Morph—Pay 5 life": turning it face up costs life; a face-down permanent that dies is
    the card in the graveyard (CR 708.9)."""
    from deckstats.engine.actions import CastSpell

    s = Scenario()
    s.lands(P0, *["Swamp"] * 3)
    cutthroat = s.hand(P0, ZOMBIE_CUTTHROAT)
    s.act(P0, CastSpell(cutthroat.oid, alt=1))
    s.resolve()
    (down,) = [o for o in s.game.players[P0].battlefield if o.info.is_creature]
    assert s.game.power(down) == 2
    s.game.move(down, Zone.GRAVEYARD)
    (dead,) = s.game.players[P0].graveyard
    assert dead.card is ZOMBIE_CUTTHROAT
    s2 = Scenario()
    s2.lands(P0, *["Swamp"] * 3)
    c2 = s2.hand(P0, ZOMBIE_CUTTHROAT)
    s2.act(P0, CastSpell(c2.oid, alt=1))
    s2.resolve()
    (down2,) = [o for o in s2.game.players[P0].battlefield if o.info.is_creature]
    s2.activate(P0, down2, 0)
    assert s2.game.players[P0].life == 15 and s2.game.power(down2) == 3


# -- transmute (CR 702.53) --------------------------------------------------------------------

DIMIR_HOUSE_GUARD = compile_text(
    "Dimir House Guard",
    "{3}{B}",
    "Creature — Skeleton",
    "Fear\nSacrifice a creature: Regenerate Dimir House Guard.\nTransmute {1}{B}{B} ({1}{B}{B}, "
    "Discard this card: Search your library for a card with the same mana value as this card, "
    "reveal it, put it into your hand, then shuffle. Transmute only as a sorcery.)",
    pt=("2", "3"),
)
FOUR_DROP = compile_text("Hill Giant", "{3}{R}", "Creature — Giant", "", pt=("3", "3"))


def test_transmute_finds_a_card_of_the_same_mana_value() -> None:
    """Transmute, CR 702.53a: {1}{B}{B} and the card finds a card of mana value 4 (sorcery)."""
    from deckstats.cards.costs import Transmute
    from deckstats.engine.actions import HandAction
    from deckstats.engine.types import Step

    assert DIMIR_HOUSE_GUARD.unparsed == ()
    assert isinstance(DIMIR_HOUSE_GUARD.costs[0], Transmute)
    s = Scenario()
    s.library(P0, BEAR, FOUR_DROP, "Swamp")
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    guard = s.hand(P0, DIMIR_HOUSE_GUARD)

    def offers() -> list[HandAction]:
        return [a for a in s.legal(P0) if isinstance(a, HandAction) and a.oid == guard.oid]

    s.game.step = Step.UPKEEP
    assert offers() == []  # not as an instant
    s.game.step = Step.PRECOMBAT_MAIN
    (transmute,) = offers()
    s.act(P0, transmute)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Hill Giant"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Dimir House Guard"]


# -- ninjutsu (CR 702.49) ---------------------------------------------------------------------

NINJA_OF_THE_DEEP_HOURS = compile_text(
    "Ninja of the Deep Hours",
    "{3}{U}",
    "Creature — Human Ninja",
    "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card "
    "onto the battlefield from your hand tapped and attacking.)\nWhenever Ninja of the Deep "
    "Hours deals combat damage to a player, you may draw a card.",
    pt=("2", "2"),
)


def test_ninjutsu_swaps_an_unblocked_attacker() -> None:
    """CR 702.49a: once blockers are declared, {1}{U} and an unblocked attacker returned to
    hand put the Ninja onto the battlefield tapped and attacking; its combat damage to the
    player triggers its ability (CR 510.2, 603.2)."""
    from deckstats.cards.costs import Ninjutsu
    from deckstats.engine.actions import HandAction
    from deckstats.engine.combat import combat_damage
    from deckstats.engine.types import Step

    assert NINJA_OF_THE_DEEP_HOURS.unparsed == ()
    assert isinstance(NINJA_OF_THE_DEEP_HOURS.costs[0], Ninjutsu)
    s = Scenario()
    g = s.game
    s.lands(P0, "Island", "Island")
    elf = s.battlefield(P0, ELF)
    ninja = s.hand(P0, NINJA_OF_THE_DEEP_HOURS)
    s.library(P0, "Island", "Island")

    def offers() -> list[HandAction]:
        return [a for a in s.legal(P0) if isinstance(a, HandAction) and a.oid == ninja.oid]

    g.in_combat = True
    elf.attacking, elf.tapped = True, True
    g.step = Step.DECLARE_ATTACKERS
    assert offers() == []  # not before blockers are declared
    g.step = Step.DECLARE_BLOCKERS
    (use,) = offers()
    s.act(P0, use)
    # the Elves went back as a cost; the Ninja waits in the hand while the ability resolves
    assert sorted(s.names(P0, Zone.HAND)) == ["Llanowar Elves", "Ninja of the Deep Hours"]
    s.resolve()
    (entered,) = [o for o in g.players[P0].battlefield if o.card.name == "Ninja of the Deep Hours"]
    assert entered.tapped and entered.attacking and not entered.blocked
    hand = len(g.players[P0].hand)
    s.script(P0, ("may", True))
    g.step = Step.COMBAT_DAMAGE
    combat_damage(g, None)
    s.resolve()
    assert g.players[1].life == 18 and len(g.players[P0].hand) == hand + 1


# -- "Discard your hand" as a cost; "an opponent controls more lands than you" ---------------

LIONS_EYE_DIAMOND = compile_text(
    "Lion's Eye Diamond",
    "{0}",
    "Artifact",
    "Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one color. Activate "
    "only as an instant.",
)
WEATHERED_WAYFARER = compile_text(
    "Weathered Wayfarer",
    "{W}",
    "Creature — Human Nomad Cleric",
    "{W}, {T}: Search your library for a land card, reveal it, put it into your hand, then "
    "shuffle. Activate only if an opponent controls more lands than you.",
    pt=("1", "1"),
)


def test_lions_eye_diamond_discards_the_hand() -> None:
    """CR 118.3, 605.3b: the hand is discarded and the Diamond sacrificed as the cost; three
    mana of one colour are added at once."""
    assert LIONS_EYE_DIAMOND.unparsed == ()
    s = Scenario()
    led = s.battlefield(P0, LIONS_EYE_DIAMOND)
    s.hand(P0, BEAR)
    s.hand(P0, "Island")
    s.activate(P0, led)
    p = s.game.players[P0]
    assert p.hand == [] and sum(p.pool) == 3 and max(p.pool) == 3
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Grizzly Bears", "Island", "Lion's Eye Diamond"]


def test_weathered_wayfarer_needs_an_opponent_with_more_lands() -> None:
    """CR 602.5b: only while an opponent controls more lands than its controller."""
    assert WEATHERED_WAYFARER.unparsed == ()
    s = Scenario()
    wayfarer = s.battlefield(P0, WEATHERED_WAYFARER)
    s.lands(P0, "Plains")
    s.lands(1, "Island")
    s.library(P0, "Plains", "Island")
    with pytest.raises(IllegalActionError):
        s.activate(P0, wayfarer)  # one land each
    s.lands(1, "Island")
    s.activate(P0, wayfarer)
    s.resolve()
    assert len(s.game.players[P0].hand) == 1 and s.game.players[P0].hand[0].info.is_land


# -- "Activate only if an opponent lost life this turn and only once each turn"; subtype lists -

HIRED_CLAW = compile_text(
    "Hired Claw",
    "{R}",
    "Creature — Lizard Mercenary",
    "Whenever you attack with one or more Lizards, Hired Claw deals 1 damage to target "
    "opponent.\n{1}{R}: Put a +1/+1 counter on Hired Claw. Activate only if an opponent lost "
    "life this turn and only once each turn.",
    pt=("1", "2"),
)
ROCKFACE_VILLAGE = compile_text(
    "Rockface Village",
    None,
    "Land",
    "{T}: Add {C}.\n{T}: Add {R}. Spend this mana only to cast a creature spell.\n{R}, {T}: "
    "Target Lizard, Mouse, Otter, or Raccoon you control gets +1/+0 and gains haste until end "
    "of turn. Activate only as a sorcery.",
)


def test_hired_claw_needs_an_opponent_who_lost_life_and_once_a_turn() -> None:
    """CR 602.5b: both restrictions: an opponent lost life this turn; once each turn."""
    from deckstats.cards.effects import Condition

    assert HIRED_CLAW.unparsed == ()
    extra = HIRED_CLAW.abilities[-1].cost.extra
    assert extra.condition == Condition.OPPONENT_LOST_LIFE and extra.once_per_turn
    s = Scenario()
    claw = s.battlefield(P0, HIRED_CLAW)
    s.lands(P0, *["Mountain"] * 4)
    with pytest.raises(IllegalActionError):
        s.activate(P0, claw, len(HIRED_CLAW.abilities) - 1)
    s.game.lose_life(1, 1)
    s.activate(P0, claw, len(HIRED_CLAW.abilities) - 1)
    s.resolve()
    assert claw.counter("+1/+1") == 1
    with pytest.raises(IllegalActionError):
        s.activate(P0, claw, len(HIRED_CLAW.abilities) - 1)  # once each turn


def test_rockface_village_targets_any_of_four_subtypes() -> None:
    """CR 205.3, 115.1: "Lizard, Mouse, Otter, or Raccoon" is any of them; a Bear is not."""
    assert ROCKFACE_VILLAGE.unparsed == ()
    (pump,) = ROCKFACE_VILLAGE.abilities[-1].effect
    assert pump.target.filter.subtypes == ("Lizard", "Mouse", "Otter", "Raccoon")
    s = Scenario()
    village = s.battlefield(P0, ROCKFACE_VILLAGE)
    s.lands(P0, "Mountain")
    claw = s.battlefield(P0, HIRED_CLAW)
    bear = s.battlefield(P0, BEAR)
    idx = len(ROCKFACE_VILLAGE.abilities) - 1
    with pytest.raises(IllegalActionError):
        s.activate(P0, village, idx, targets=[bear])
    s.activate(P0, village, idx, targets=[claw])
    s.resolve()
    assert s.game.power(claw) == 2


# -- living weapon (CR 702.92) ----------------------------------------------------------------

BATTERSKULL = compile_text(
    "Batterskull",
    "{5}",
    "Artifact — Equipment",
    "Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature "
    "token, then attach this to it.)\nEquipped creature gets +4/+4 and has vigilance and "
    "lifelink.\n{3}: Return Batterskull to its owner's hand.\nEquip {5}",
)


def test_batterskull_enters_carried_by_a_germ() -> None:
    """Living weapon, CR 702.92a: a 0/0 Germ carries it: a 4/4 vigilance,
    lifelink creature that survives the state-based actions (CR 704.5f)."""
    from deckstats.cards.model import Keyword

    assert BATTERSKULL.unparsed == ()
    s = Scenario()
    s.lands(P0, *["Plains"] * 5)
    s.cast(P0, s.hand(P0, BATTERSKULL))
    s.resolve()
    g = s.game
    (germ,) = [o for o in g.players[P0].battlefield if o.card.name == "Phyrexian Germ"]
    (skull,) = [o for o in g.players[P0].battlefield if o.card.name == "Batterskull"]
    assert skull.attached_to == germ.oid and germ.is_token
    assert (g.power(germ), g.toughness(germ)) == (4, 4)
    assert g.keywords(germ) & Keyword.LIFELINK


# -- counters on each creature of a kind (CR 122.1) -------------------------------------------

STEEL_OVERSEER = compile_text(
    "Steel Overseer",
    "{2}",
    "Artifact Creature — Construct",
    "{T}: Put a +1/+1 counter on each artifact creature you control.",
    pt=("1", "1"),
)


def test_steel_overseer_counters_on_artifact_creatures_only() -> None:
    """CR 122.1, 205.2a: each artifact creature you control (itself included) gets a counter;
    a non-artifact creature and an opponent's artifact creature do not."""
    assert STEEL_OVERSEER.unparsed == ()
    s = Scenario()
    overseer = s.battlefield(P0, STEEL_OVERSEER)
    thopter = s.battlefield(P0, ORNITHOPTER)
    bear = s.battlefield(P0, BEAR)
    theirs = s.battlefield(1, ORNITHOPTER)
    s.activate(P0, overseer)
    s.resolve()
    assert overseer.counter("+1/+1") == 1 and thopter.counter("+1/+1") == 1
    assert bear.counter("+1/+1") == 0 and theirs.counter("+1/+1") == 0


# -- modular (CR 702.43) ----------------------------------------------------------------------

ARCBOUND_RAVAGER = compile_text(
    "Arcbound Ravager",
    "{2}",
    "Artifact Creature — Phyrexian Beast",
    "Sacrifice an artifact: Put a +1/+1 counter on Arcbound Ravager.\nModular 1 (This creature "
    "enters with a +1/+1 counter on it. When it dies, you may put its +1/+1 counters on target "
    "artifact creature.)",
    pt=("0", "0"),
)


def test_arcbound_ravager_enters_with_a_counter_and_passes_them_on() -> None:
    """Modular, CR 702.43a: it enters with one counter; when it dies its counters (as it last
    existed, CR 608.2h) go on target artifact creature (not a plain creature)."""
    assert ARCBOUND_RAVAGER.unparsed == ()
    (dies,) = ARCBOUND_RAVAGER.triggers
    assert dies.effect[0].target.filter.all_types == CardType.ARTIFACT
    s = Scenario()
    s.lands(P0, "Wastes", "Wastes")
    s.cast(P0, s.hand(P0, ARCBOUND_RAVAGER))
    s.resolve()
    g = s.game
    (ravager,) = [o for o in g.players[P0].battlefield if o.card.name == "Arcbound Ravager"]
    assert ravager.counter("+1/+1") == 1
    fodder = s.battlefield(P0, BAUBLE)
    thopter = s.battlefield(P0, ORNITHOPTER)
    s.battlefield(P0, BEAR)
    s.script(P0, ("sacrifice", lambda v, d: (fodder.oid,)))
    s.activate(P0, ravager)
    s.resolve()
    assert ravager.counter("+1/+1") == 2
    s.script(P0, ("may", True))
    g.sacrifice(ravager)
    s.resolve()
    assert thopter.counter("+1/+1") == 2
