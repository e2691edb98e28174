"""Issue 26, card helper ``act`` (round 39): activated abilities and keyword lines.

Each test compiles a real card's real Oracle text, checks the compiled value, and plays it
through the engine, citing the rule. Families: creature lands and other "becomes a creature"
abilities beyond the plain body (ward, a quoted activated ability, X/X, a target land, no
duration, counters first; CR 611.2, 613.1d-f, 205.1b), ...
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError, Scenario

from deckstats.cards.effects import Animate
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.modifiers import Ward
from deckstats.cards.oracle import compile_text
from deckstats.engine.actions import ActivateAbility
from deckstats.engine.types import Zone

# -- creature lands beyond the plain body (CR 611.2, 613.1d-f, 205.1b) ------------------------

HALL_OF_STORM_GIANTS = compile_text(
    "Hall of Storm Giants",
    None,
    "Land",
    "If you control two or more other lands, Hall of Storm Giants enters tapped.\n{T}: Add {U}."
    "\n{5}{U}: Until end of turn, Hall of Storm Giants becomes a 7/7 blue Giant creature with "
    "ward {3}. It's still a land. (Whenever it becomes the target of a spell or ability an "
    "opponent controls, counter it unless that player pays {3}.)",
)
LAIR_OF_THE_HYDRA = compile_text(
    "Lair of the Hydra",
    None,
    "Land",
    "If you control two or more other lands, Lair of the Hydra enters tapped.\n{T}: Add {G}.\n"
    "{X}{G}: Until end of turn, Lair of the Hydra becomes an X/X green Hydra creature. It's "
    "still a land. X can't be 0.",
)
SPAWNING_POOL = compile_text(
    "Spawning Pool",
    None,
    "Land",
    "Spawning Pool enters tapped.\n{T}: Add {B}.\n{1}{B}: Spawning Pool becomes a 1/1 black "
    'Skeleton creature with "{B}: Regenerate this creature" until end of turn. It\'s still a '
    "land.",
)
STALKING_STONES = compile_text(
    "Stalking Stones",
    None,
    "Land",
    "{T}: Add {C}.\n{6}: Stalking Stones becomes a 3/3 Elemental artifact creature that's "
    "still a land. (This effect lasts indefinitely.)",
)
DESTINY_SPINNER = compile_text(
    "Destiny Spinner",
    "{1}{G}",
    "Enchantment Creature — Human",
    "Creature and enchantment spells you control can't be countered.\n{3}{G}: Target land you "
    "control becomes an X/X Elemental creature with trample and haste until end of turn, "
    "where X is the number of enchantments you control. It's still a land.",
    pt=("2", "3"),
)
CHIMERIC_IDOL = compile_text(
    "Chimeric Idol",
    "{3}",
    "Artifact",
    "{0}: Tap all lands you control. Chimeric Idol becomes a 3/3 Turtle artifact creature "
    "until end of turn.",
)
CRAWLING_BARRENS = compile_text(
    "Crawling Barrens",
    None,
    "Land",
    "{T}: Add {C}.\n{4}: Put two +1/+1 counters on Crawling Barrens. Then you may have it "
    "become a 0/0 Elemental creature until end of turn. It's still a land.",
)
BOLT = compile_text(
    "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
)


def test_creature_land_bodies_compile() -> None:
    """Ward, a quoted activated ability, X/X (of the cost or counted), a target, no duration."""
    cards = (HALL_OF_STORM_GIANTS, LAIR_OF_THE_HYDRA, SPAWNING_POOL, STALKING_STONES)
    assert all(c.unparsed == () for c in (*cards, DESTINY_SPINNER, CHIMERIC_IDOL))
    assert CRAWLING_BARRENS.unparsed == ()
    (hall,) = HALL_OF_STORM_GIANTS.abilities[-1].effect
    assert hall == Animate(7, 7, "U", ("Giant",), Keyword.WARD, modifiers=(Ward(mana=3),))
    lair = LAIR_OF_THE_HYDRA.abilities[-1]
    assert lair.effect == (Animate(0, 0, "G", ("Hydra",), size="X"),)
    assert lair.cost.extra is not None and lair.cost.extra.x_positive
    (pool,) = SPAWNING_POOL.abilities[-1].effect
    assert isinstance(pool, Animate) and len(pool.abilities) == 1
    (stones,) = STALKING_STONES.abilities[-1].effect
    assert stones == Animate(3, 3, "", ("Elemental",), artifact=True, permanent=True)
    (spinner,) = DESTINY_SPINNER.abilities[-1].effect
    assert isinstance(spinner, Animate) and spinner.size is not None
    assert spinner.keywords == Keyword.TRAMPLE | Keyword.HASTE
    tap_all, idol = CHIMERIC_IDOL.abilities[0].effect
    assert type(tap_all).__name__ == "TapAllOf" and idol == Animate(
        3, 3, "", ("Turtle",), artifact=True
    )
    _counters, barrens = CRAWLING_BARRENS.abilities[-1].effect
    assert barrens == Animate(0, 0, "", ("Elemental",))


def test_hall_of_storm_giants_has_ward_while_animated() -> None:
    """CR 702.21a, 611.2: the animated Hall has ward {3}: a Bolt its opponent can't pay for is
    countered; after cleanup it is a land again (CR 514.2)."""
    s = Scenario()
    hall = s.battlefield(P0, HALL_OF_STORM_GIANTS)
    s.lands(P0, *["Island"] * 6)
    s.activate(P0, hall, 1)
    s.resolve()
    assert (s.game.power(hall), s.game.toughness(hall)) == (7, 7)
    assert hall in s.game.modifier_sources
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, BOLT), targets=[hall])
    assert s.game.stack == [] and "Lightning Bolt" in s.names(P1, Zone.GRAVEYARD)
    s.cleanup()
    assert not hall.info.is_creature and hall not in s.game.modifier_sources


def test_lair_of_the_hydra_is_x_by_x_and_x_is_not_zero() -> None:
    """CR 107.3, 608.2h: X is chosen as the ability is activated; "X can't be 0"."""
    s = Scenario()
    lair = s.battlefield(P0, LAIR_OF_THE_HYDRA)
    s.lands(P0, *["Forest"] * 4)
    legal = [a for a in s.legal(P0) if isinstance(a, ActivateAbility) and a.oid == lair.oid]
    assert sorted(a.x for a in legal if a.index == 1) == [1, 2, 3, 4]  # it taps for {G} too
    with pytest.raises(IllegalActionError):
        s.act(P0, ActivateAbility(lair.oid, 1, (), 0))
    s.act(P0, ActivateAbility(lair.oid, 1, (), 3))
    s.resolve()
    assert (s.game.power(lair), s.game.toughness(lair)) == (3, 3)


def test_spawning_pool_regenerates_only_while_animated() -> None:
    """CR 611.2, 701.19a: the Skeleton has "{B}: Regenerate this creature" until end of turn."""
    s = Scenario()
    pool = s.battlefield(P0, SPAWNING_POOL)
    s.lands(P0, *["Swamp"] * 3)
    assert len(pool.info.abilities) == 2
    s.activate(P0, pool, 1)
    s.resolve()
    assert len(pool.info.abilities) == 3
    s.activate(P0, pool, 2)
    s.resolve()
    assert pool.regen_shields == 1
    assert not s.game.destroy(pool) and pool.zone is Zone.BATTLEFIELD
    s.cleanup()
    assert len(pool.info.abilities) == 2 and not pool.info.is_creature


def test_stalking_stones_stays_a_creature() -> None:
    """CR 611.2a: no duration: it is still a 3/3 artifact creature land after cleanup; in the
    graveyard it is the printed land again (CR 400.7)."""
    s = Scenario()
    stones = s.battlefield(P0, STALKING_STONES)
    s.lands(P0, *["Island"] * 6)
    s.activate(P0, stones, 1)
    s.resolve()
    s.cleanup()
    assert stones.info.is_creature and stones.info.types & CardType.ARTIFACT
    assert stones.info.types & CardType.LAND
    assert (s.game.power(stones), s.game.toughness(stones)) == (3, 3)
    s.game.destroy(stones)
    (card,) = s.game.players[P0].graveyard
    assert not card.card.types & CardType.CREATURE


def test_destiny_spinner_animates_a_target_land_counting_enchantments() -> None:
    """CR 608.2h: X is the number of enchantments its controller controls as it resolves."""
    s = Scenario()
    spinner = s.battlefield(P0, DESTINY_SPINNER)
    s.battlefield(P0, compile_text("Ghostly Prison", "{2}{W}", "Enchantment", ""))
    target, *_ = s.lands(P0, *["Forest"] * 5)
    s.activate(P0, spinner, 0, targets=[target])
    s.resolve()
    assert (s.game.power(target), s.game.toughness(target)) == (2, 2)  # Spinner + Prison
    assert s.game.keywords(target) & Keyword.HASTE


def test_chimeric_idol_taps_its_controllers_lands() -> None:
    """CR 701.26a: "Tap all lands you control"; then it is a 3/3 artifact creature."""
    s = Scenario()
    idol = s.battlefield(P0, CHIMERIC_IDOL)
    lands = s.lands(P0, "Island", "Island")
    theirs = s.lands(P1, "Mountain")
    s.activate(P0, idol, 0)
    s.resolve()
    assert all(o.tapped for o in lands) and not theirs[0].tapped
    assert (s.game.power(idol), s.game.toughness(idol)) == (3, 3)


def test_crawling_barrens_grows_then_animates() -> None:
    """CR 122.1, 613.4c: two +1/+1 counters on a 0/0 body: a 2/2, then 4/4; counters stay."""
    s = Scenario()
    barrens = s.battlefield(P0, CRAWLING_BARRENS)
    s.lands(P0, *["Island"] * 8)
    s.activate(P0, barrens, 1)
    s.resolve()
    assert (s.game.power(barrens), s.game.toughness(barrens)) == (2, 2)
    s.activate(P0, barrens, 1)
    s.resolve()
    assert (s.game.power(barrens), s.game.toughness(barrens)) == (4, 4)
    s.cleanup()
    assert not barrens.info.is_creature and barrens.counters == {"+1/+1": 4}


# -- mana of a type read from the game (CR 106.7, 106.5) --------------------------------------

MOX_AMBER = compile_text(
    "Mox Amber",
    "{0}",
    "Legendary Artifact",
    "{T}: Add one mana of any color among legendary creatures and planeswalkers you control.",
)
REFLECTING_POOL = compile_text(
    "Reflecting Pool",
    None,
    "Land",
    "{T}: Add one mana of any type that a land you control could produce.",
)
ARCANE_SIGNET = compile_text(
    "Arcane Signet",
    "{2}",
    "Artifact",
    "{T}: Add one mana of any color in your commander's color identity.",
)
AXEBANE_GUARDIAN = compile_text(
    "Axebane Guardian",
    "{2}{G}",
    "Creature — Human Druid",
    "Defender\n{T}: Add X mana in any combination of colors, where X is the number of creatures "
    "with defender you control.",
    pt=("0", "3"),
)
LEGEND = compile_text(  # a stand-in: a red legendary creature with no abilities
    "Invented Red Legend", "{R}", "Legendary Creature — Monkey Pirate", "", pt=("2", "1")
)
WALL = compile_text("Wall of Roots", "{1}{G}", "Creature — Plant Wall", "Defender", pt=("0", "5"))
AZORIUS_CHARM = compile_text("Invented Azorius Draw", "{W}{U}", "Sorcery", "Draw a card.")


def test_mana_among_compiles() -> None:
    """Each is a {T} mana ability whose type is read as it is added (CR 106.7)."""
    from deckstats.cards.effects_act import AddOneAmong

    for card in (MOX_AMBER, REFLECTING_POOL, ARCANE_SIGNET, AXEBANE_GUARDIAN):
        assert card.unparsed == ()
    (amber,) = MOX_AMBER.abilities[0].effect
    assert isinstance(amber, AddOneAmong) and amber.among == "colors"
    assert REFLECTING_POOL.abilities[0].effect == (AddOneAmong("lands"),)
    assert ARCANE_SIGNET.abilities[0].effect == (AddOneAmong("none"),)
    (axebane,) = AXEBANE_GUARDIAN.abilities[0].effect
    assert axebane.combination and axebane.colors == "WUBRG"


def test_mox_amber_needs_a_legend_of_the_colour() -> None:
    """CR 106.7: no legendary creature or planeswalker, no colour: no mana (CR 106.5)."""
    s = Scenario()
    s.battlefield(P0, MOX_AMBER)
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, BOLT), targets=[P1])
    s.battlefield(P0, LEGEND)
    s.cast(P0, s.hand(P0, BOLT), targets=[P1])
    s.resolve()
    assert s.game.players[P1].life == 17


def test_reflecting_pool_copies_the_types_of_other_lands() -> None:
    """CR 106.7: with an Island it taps for {U}; two Pools alone make no mana at all."""
    s = Scenario()
    s.lands(P0, REFLECTING_POOL, REFLECTING_POOL)
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, BOLT), targets=[P1])
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, BOLT), targets=[P1])
    s.resolve()
    s.cast(P0, s.hand(P0, BOLT), targets=[P1])  # a Pool taps for {R}: the Mountain could
    s.resolve()
    assert s.game.players[P1].life == 14


def test_arcane_signet_makes_no_mana_without_a_commander() -> None:
    """CR 106.5, 903.4: no commander, no colour identity: mana of an undefined type is none."""
    s = Scenario()
    s.battlefield(P0, ARCANE_SIGNET)
    with pytest.raises(IllegalActionError):
        s.cast(P0, s.hand(P0, BOLT), targets=[P1])


def test_axebane_guardian_adds_a_combination_of_colours() -> None:
    """CR 106.1: two defenders: two mana, one of them {W} and one {U} for a {W}{U} spell."""
    s = Scenario()
    s.battlefield(P0, AXEBANE_GUARDIAN)
    charm = s.hand(P0, AZORIUS_CHARM)
    with pytest.raises(IllegalActionError):
        s.cast(P0, charm)  # one defender: one mana
    s.battlefield(P0, WALL)
    s.library(P0, "Island")
    s.cast(P0, charm)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]


# -- prevention and redirection shields (CR 615.7, 614.9) -------------------------------------

GOBLIN_LEGIONNAIRE = compile_text(
    "Goblin Legionnaire",
    "{R}{W}",
    "Creature — Goblin Soldier",
    "Sacrifice Goblin Legionnaire: It deals 2 damage to any target.\nSacrifice Goblin "
    "Legionnaire: Prevent the next 2 damage that would be dealt to any target this turn.",
    pt=("2", "2"),
)
COP_RED = compile_text(
    "Circle of Protection: Red",
    "{1}{W}",
    "Enchantment",
    "{1}: The next time a red source of your choice would deal damage to you this turn, "
    "prevent that damage.",
)
NOMADS_EN_KOR = compile_text(
    "Nomads en-Kor",
    "{W}",
    "Creature — Kor Nomad Soldier",
    "{0}: The next 1 damage that would be dealt to Nomads en-Kor this turn is dealt to target "
    "creature you control instead.",
    pt=("1", "1"),
)
WALL_OF_STONE = compile_text(
    "Wall of Stone", "{1}{R}{R}", "Creature — Wall", "Defender", pt=("0", "8")
)


def test_shields_compile() -> None:
    """Each is one ``PreventNext``: an amount, whom it protects, a chosen source, a redirect."""
    from deckstats.cards.effects_act import PreventNext
    from deckstats.cards.targets import ANY_TARGET, Ref, Target, TargetKind

    assert GOBLIN_LEGIONNAIRE.unparsed == () and COP_RED.unparsed == ()
    assert NOMADS_EN_KOR.unparsed == ()
    assert GOBLIN_LEGIONNAIRE.abilities[1].effect == (PreventNext(2, ANY_TARGET),)
    assert COP_RED.abilities[0].effect == (PreventNext(0, Ref.YOU, "R", choose_source=True),)
    (kor,) = NOMADS_EN_KOR.abilities[0].effect
    assert kor.target == Ref.SELF and kor.redirect == Target(TargetKind.CREATURE, 1)


def test_goblin_legionnaire_prevents_two_of_a_bolt() -> None:
    """CR 615.7: the shield stops 2 of the Bolt's 3 damage; the rest is dealt."""
    s = Scenario()
    legionnaire = s.battlefield(P0, GOBLIN_LEGIONNAIRE)
    wall = s.battlefield(P0, WALL_OF_STONE)
    s.activate(P0, legionnaire, 1, targets=[wall])
    s.resolve()
    s.lands(P1, "Mountain", "Mountain")
    s.cast(P1, s.hand(P1, BOLT), targets=[wall])
    s.resolve()
    assert wall.damage == 1
    s.cast(P1, s.hand(P1, BOLT), targets=[wall])  # used up: the next Bolt is all dealt
    s.resolve()
    assert wall.damage == 4


def test_circle_of_protection_red_stops_the_chosen_red_source_once() -> None:
    """CR 615.7: in response to a Bolt, the Circle's shield stops all of that Bolt's damage;
    a shield is used up by the event it prevents."""
    s = Scenario()
    cop = s.battlefield(P0, COP_RED)
    s.lands(P0, "Plains", "Plains")
    s.lands(P1, "Mountain", "Mountain")
    s.cast(P1, s.hand(P1, BOLT), targets=[P0])
    s.activate(P0, cop, 0)
    s.resolve()
    assert s.game.players[P0].life == 20 and s.game.damage_shields == []
    s.cast(P1, s.hand(P1, BOLT), targets=[P0])
    s.resolve()
    assert s.game.players[P0].life == 17


def test_circle_of_protection_red_ignores_other_colours() -> None:
    """A non-red source is not a red source of your choice: nothing is chosen (CR 615.7)."""
    s = Scenario()
    cop = s.battlefield(P0, COP_RED)
    s.lands(P0, "Plains")
    s.battlefield(
        P1, compile_text("Invented Green Bear", "{1}{G}", "Creature — Bear", "", pt=("2", "2"))
    )
    s.activate(P0, cop, 0)
    s.resolve()
    assert s.game.damage_shields == []


def test_nomads_en_kor_redirects_damage_to_a_creature_you_control() -> None:
    """CR 614.9: three activations: the Bolt's 3 damage is dealt to the Wall instead."""
    s = Scenario()
    kor = s.battlefield(P0, NOMADS_EN_KOR)
    wall = s.battlefield(P0, WALL_OF_STONE)
    for _ in range(3):
        s.activate(P0, kor, 0, targets=[wall])
        s.resolve()
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, BOLT), targets=[kor])
    s.resolve()
    assert kor.zone is Zone.BATTLEFIELD and kor.damage == 0 and wall.damage == 3


# -- blitz (CR 702.152a) -------------------------------------------------------------------

MUNITIONS_EXPERT = compile_text(
    "Munitions Expert",
    "{1}{B}{R}",
    "Creature — Goblin Assassin",
    "Flash\nWhen Munitions Expert enters, you may have it deal damage to target creature or "
    "planeswalker equal to the number of Goblins you control.\nBlitz {1}{B}{R} (If you cast "
    'this spell for its blitz cost, it gains haste and "When this creature dies, draw a '
    'card." Sacrifice it at the beginning of the next end step.)',
    pt=("1", "1"),
)
TENACIOUS_UNDERDOG = compile_text(
    "Tenacious Underdog",
    "{1}{B}",
    "Creature — Human Warrior",
    "Blitz—{2}{B}{B}, Pay 2 life. (You may cast this spell for its blitz cost. If you do, it "
    'gains haste and "When this creature dies, draw a card." Sacrifice it at the beginning of '
    "the next end step.)\nYou may cast Tenacious Underdog from your graveyard using its blitz "
    "ability.",
    pt=("3", "2"),
)


def test_blitz_compiles() -> None:
    """An alternative cost (CR 118.9); Underdog's also from the graveyard, with its life."""
    from deckstats.cards.costs import AlternativeCost, Flashback

    assert MUNITIONS_EXPERT.unparsed == () and TENACIOUS_UNDERDOG.unparsed == ()
    (blitz,) = MUNITIONS_EXPERT.costs
    assert isinstance(blitz, AlternativeCost) and blitz.keyword == "blitz"
    alt, grave = TENACIOUS_UNDERDOG.costs
    assert isinstance(alt, AlternativeCost) and alt.life == 2 and alt.keyword == "blitz"
    assert isinstance(grave, Flashback) and grave.blitz and grave.keep and grave.life == 2


def test_blitzed_underdog_from_the_graveyard_draws_when_sacrificed() -> None:
    """CR 702.152a: cast from the graveyard for its blitz cost (2 life), it has haste; at the
    end step it is sacrificed and its "when this creature dies" draws a card; it goes back to
    the graveyard (not exiled), its printed self again (CR 400.7)."""
    from deckstats.cards.model import Keyword
    from deckstats.engine import delayed
    from deckstats.engine.actions import CastSpell
    from deckstats.engine.types import Step

    s = Scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp")
    card = s.graveyard(P0, TENACIOUS_UNDERDOG)
    s.library(P0, "Island", "Island")
    (cast,) = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == card.oid]
    s.act(P0, cast)
    s.resolve()
    (dog,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Tenacious Underdog"]
    assert s.game.players[P0].life == 18 and s.game.keywords(dog) & Keyword.HASTE
    s.game.step = Step.END
    delayed.fire(s.game, Step.END)
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["Tenacious Underdog"]
    assert s.names(P0, Zone.HAND) == ["Island"]
    (back,) = s.game.players[P0].graveyard
    assert back.card is TENACIOUS_UNDERDOG


def test_munitions_expert_cast_normally_is_not_blitzed() -> None:
    """CR 702.152a: only the blitz cost gives the dies trigger and the sacrifice: cast
    normally, its enters trigger (1 damage, one Goblin) kills it and no card is drawn."""
    s = Scenario()
    s.lands(P0, "Swamp", "Mountain", "Mountain")
    s.library(P0, "Island")
    s.cast(P0, s.hand(P0, MUNITIONS_EXPERT))
    s.resolve()
    assert s.game.delayed == [] and s.names(P0, Zone.GRAVEYARD) == ["Munitions Expert"]
    assert s.names(P0, Zone.HAND) == []


def test_munitions_expert_blitzed_draws_when_it_dies() -> None:
    """CR 702.152a: cast for its blitz cost, the same death draws a card."""
    from deckstats.engine.actions import CastSpell

    s = Scenario()
    s.lands(P0, "Swamp", "Mountain", "Mountain")
    s.library(P0, "Island")
    expert = s.hand(P0, MUNITIONS_EXPERT)
    (blitz,) = [
        a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == expert.oid and a.alt
    ]
    s.act(P0, blitz)
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["Munitions Expert"]
    assert s.names(P0, Zone.HAND) == ["Island"]
