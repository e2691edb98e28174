"""Issue 26, round 39, helper ``spell``: one-shot effects of the metagame's long tail.

Each family is a parameterised template of ``deckstats/cards/oracle``: a real card's real
Oracle text compiles to the exact value, and an engine scenario plays it (CR cited).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.costs import AdditionalCost
from deckstats.cards.counts import Count, PumpPer
from deckstats.cards.dsl import Static
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter, Ref
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell as CastSpellAction
from deckstats.engine.damage import deal_damage


def _bear(name: str = "Grizzly Bears", pt: tuple[int, int] = (2, 2), cost: str = "{1}{G}"):
    return compile_text(name, cost, "Creature — Bear", "", pt=pt)


# -- additional costs of X: "pay X life", "discard X cards" (CR 107.3a, 601.2b) ------------


def _toxic_deluge():
    return compile_text(
        "Toxic Deluge",
        "{2}{B}",
        "Sorcery",
        "As an additional cost to cast this spell, pay X life.\nAll creatures get -X/-X until "
        "end of turn.",
    )


def _sickening_dreams():
    return compile_text(
        "Sickening Dreams",
        "{1}{B}",
        "Sorcery",
        "As an additional cost to cast this spell, discard X cards.\nSickening Dreams deals X "
        "damage to each creature and each player.",
    )


def test_pay_x_life_compiles():
    card = _toxic_deluge()
    assert card.unparsed == ()
    assert card.costs == (AdditionalCost(x="life"),)
    assert card.spell == (PumpPer(Count("x"), -1, -1, Ref.EACH_CREATURE),)


def test_discard_x_cards_compiles():
    card = _sickening_dreams()
    assert card.unparsed == ()
    assert card.costs == (AdditionalCost(x="discard"),)


def test_toxic_deluge_pays_x_life_and_shrinks_every_creature(scenario):
    """CR 601.2b, 107.3a, 119.4: X=3 is chosen on casting; 3 life paid; -3/-3 to all."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    mine = s.battlefield(P0, _bear())
    small = s.battlefield(P1, _bear("Centaur Courser", (3, 3), "{2}{G}"))
    big = s.battlefield(P1, _bear("Big Bear", (4, 4), "{3}{G}"))
    deluge = s.hand(P0, _toxic_deluge())
    xs = sorted(a.x for a in s.legal(P0) if getattr(a, "oid", None) == deluge.oid)
    assert xs == list(range(20))  # CR 119.4: never the whole life total (see engine.x_costs)
    s.act(P0, CastSpellAction(deluge.oid, (), x=3))
    assert s.game.players[P0].life == 17  # paid as it is cast (CR 601.2h)
    s.resolve()
    assert s.zone(mine) is Zone.GRAVEYARD
    assert s.zone(small) is Zone.GRAVEYARD
    assert s.zone(big) is not Zone.GRAVEYARD


def test_sickening_dreams_discards_x_and_deals_x(scenario):
    """CR 601.2b, 107.3a: discard two as it is cast, then 2 damage to each creature/player."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    bear = s.battlefield(P1, _bear())
    dreams = s.hand(P0, _sickening_dreams())
    s.hand(P0, "Swamp")
    s.hand(P0, "Swamp")
    s.hand(P0, "Swamp")
    xs = sorted(a.x for a in s.legal(P0) if getattr(a, "oid", None) == dreams.oid)
    assert xs == [0, 1, 2, 3]
    s.act(P0, CastSpellAction(dreams.oid, (), x=2))
    assert len(s.game.players[P0].hand) == 1
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert s.game.players[P0].life == 18
    assert s.game.players[P1].life == 18


# -- "As ~ enters, choose a creature type" (CR 607.2d, 205.3m) -----------------------------


def _engineered_plague():
    return compile_text(
        "Engineered Plague",
        "{2}{B}",
        "Enchantment",
        "As Engineered Plague enters, choose a creature type.\nAll creatures of the chosen type "
        "get -1/-1.",
    )


def _unclaimed_territory():
    return compile_text(
        "Unclaimed Territory",
        None,
        "Land",
        "As Unclaimed Territory enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one "
        "mana of any color. Spend this mana only to cast a creature spell of the chosen type.",
    )


def _goblin(name: str = "Mogg Fanatic"):
    return compile_text(name, "{R}", "Creature — Goblin", "", pt=(1, 1))


def test_chosen_type_compiles():
    from deckstats.cards.oracle.chosen_type import CHOSEN_TYPE

    plague = _engineered_plague()
    assert plague.unparsed == ()
    assert plague.chooses_type
    assert plague.statics == (
        Static(-1, -1, applies_to=Ref.EACH_CREATURE, filter=Filter(subtypes=(CHOSEN_TYPE,))),
    )
    territory = _unclaimed_territory()
    assert territory.unparsed == ()
    assert territory.abilities[1].spend_only == Filter(
        card_type=CardType.CREATURE, subtypes=(CHOSEN_TYPE,)
    )


def test_engineered_plague_names_the_opponents_type(scenario):
    """CR 607.2d, 611.3a: the type chosen as it enters; only creatures of it get -1/-1."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    goblins = [s.battlefield(P1, _goblin()), s.battlefield(P1, _goblin("Goblin Guide"))]
    bear = s.battlefield(P1, _bear())
    s.cast(P0, s.hand(P0, _engineered_plague()))
    s.resolve()
    assert [s.zone(g) for g in goblins] == [Zone.GRAVEYARD, Zone.GRAVEYARD]  # CR 704.5f
    assert s.zone(bear) is Zone.BATTLEFIELD


def test_unclaimed_territory_mana_casts_only_the_chosen_type(scenario):
    """CR 106.6, 607.2d: its coloured mana pays for a Goblin, never for a Bear."""
    s = scenario()
    s.script(P0, ("creature_type", "Goblin"))
    s.library(P0, _bear("Elvish Mystic", (1, 1), "{G}"), _goblin("Goblin Guide"))
    territory = s.battlefield(P0, _unclaimed_territory())
    assert territory.card.abilities[1].spend_only == Filter(
        card_type=CardType.CREATURE, subtypes=("Goblin",)
    )
    goblin = s.hand(P0, _goblin())
    bear = s.hand(P0, _bear("Watchwolf", (3, 3), "{G}"))
    castable = {a.oid for a in s.legal(P0) if getattr(a, "oid", None) in (goblin.oid, bear.oid)}
    assert castable == {goblin.oid}
    s.cast(P0, goblin)
    s.resolve()
    assert s.zone(goblin) is Zone.BATTLEFIELD


# -- "Each land is a Swamp in addition to its other land types" (CR 305.6, 305.7) ----------


def _urborg():
    return compile_text(
        "Urborg, Tomb of Yawgmoth",
        None,
        "Legendary Land",
        "Each land is a Swamp in addition to its other land types.",
    )


def test_land_adders_compile():
    assert _urborg().lands_also_are == ("Swamp",)
    assert _urborg().unparsed == ()
    dryad = compile_text(
        "Dryad of the Ilysian Grove",
        "{2}{G}",
        "Enchantment Creature — Nymph Dryad",
        "You may play an additional land on each of your turns.\nLands you control are every "
        "basic land type in addition to their other types.",
        pt=(2, 4),
    )
    assert dryad.unparsed == ()
    assert dryad.lands_also_are == ("Plains", "Island", "Swamp", "Mountain", "Forest")
    assert dryad.lands_also_yours


def test_urborg_makes_every_land_a_swamp(scenario):
    """CR 305.6: a land with the type Swamp has "{T}: Add {B}"; the opponent's lands too;
    with Urborg gone, the type and the ability are gone (CR 611.3b)."""
    s = scenario()
    forest = s.battlefield(P0, "Forest")
    theirs = s.battlefield(P1, "Mountain")
    urborg = s.battlefield(P0, _urborg())
    assert "Swamp" in forest.card.subtypes and "Swamp" in theirs.card.subtypes
    assert "Swamp" in urborg.card.subtypes
    ghoul = s.hand(P0, compile_text("Carrion Feeder", "{B}{B}", "Creature — Zombie", "", pt=(1, 1)))
    assert any(getattr(a, "oid", None) == ghoul.oid for a in s.legal(P0))  # two black sources
    s.cast(P0, ghoul)
    s.resolve()
    assert s.zone(ghoul) is Zone.BATTLEFIELD
    s.game.move(urborg, Zone.GRAVEYARD)
    assert forest.card.subtypes == ("Forest",)
    assert "Swamp" not in theirs.card.subtypes


# -- counters put: "that many plus one ... instead" (CR 614.1a, 122.6) ----------------------


def _hardened_scales():
    return compile_text(
        "Hardened Scales",
        "{G}",
        "Enchantment",
        "If one or more +1/+1 counters would be put on a creature you control, that many plus "
        "one +1/+1 counters are put on it instead.",
    )


def _winding_constrictor():
    return compile_text(
        "Winding Constrictor",
        "{B}{G}",
        "Creature — Snake",
        "If one or more counters would be put on an artifact or creature you control, that many "
        "plus one of each of those kinds of counters are put on that permanent instead.\nIf you "
        "would get one or more counters, you get that many plus one of each of those kinds of "
        "counters instead.",
        pt=(2, 3),
    )


def test_counter_replacements_compile():
    from deckstats.cards.counter_mods import CounterBonus

    assert _hardened_scales().unparsed == ()
    assert _hardened_scales().counter_bonus == CounterBonus("+1/+1", CardType.CREATURE, 1, 1)
    snake = _winding_constrictor()
    assert snake.unparsed == ()
    assert snake.counter_bonus == CounterBonus(
        "", CardType.ARTIFACT | CardType.CREATURE, 1, 1, players=True
    )


def test_hardened_scales_adds_one_to_its_controllers_creatures(scenario):
    """CR 614.1a: one more +1/+1 counter on a creature its controller controls, not others."""
    s = scenario()
    s.battlefield(P0, _hardened_scales())
    mine = s.battlefield(P0, _bear())
    theirs = s.battlefield(P1, _bear())
    grow = compile_text("Battlegrowth", "{G}", "Instant", "Put a +1/+1 counter on target creature.")
    s.lands(P0, "Forest", "Forest")
    s.cast(P0, s.hand(P0, grow), targets=[mine])
    s.resolve()
    s.cast(P0, s.hand(P0, grow), targets=[theirs])
    s.resolve()
    assert mine.counters == {"+1/+1": 2}
    assert theirs.counters == {"+1/+1": 1}


def test_winding_constrictor_adds_to_energy_and_entering_counters(scenario):
    """CR 614.1a, 122.6: "enters with" counters (Walking Ballista's X) and energy get one more."""
    s = scenario()
    s.battlefield(P0, _winding_constrictor())
    s.lands(P0, "Plains", "Plains", "Plains")
    ballista = compile_text(
        "Walking Ballista",
        "{X}{X}",
        "Artifact Creature — Construct",
        "Walking Ballista enters with X +1/+1 counters on it.",
        pt=(0, 0),
    )
    obj = s.hand(P0, ballista)
    s.cast(P0, obj, x=1)
    s.resolve()
    new = next(o for o in s.game.players[P0].battlefield if o.card.name == "Walking Ballista")
    assert new.counters == {"+1/+1": 2}
    charge = compile_text("Static Charge", "{W}", "Instant", "You get {E}{E}.")
    assert charge.unparsed == ()
    s.cast(P0, s.hand(P0, charge))
    s.resolve()
    assert s.game.players[P0].energy == 3


# -- keyword counters (CR 122.1b) -----------------------------------------------------------


def _unexpected_fangs():
    return compile_text(
        "Unexpected Fangs",
        "{1}{B}",
        "Instant",
        "Put a +1/+1 counter and a lifelink counter on target creature.",
    )


def test_two_kinds_of_counters_compile():
    from deckstats.cards.effects import PutCounters
    from deckstats.cards.targets import Target, TargetKind

    card = _unexpected_fangs()
    assert card.unparsed == ()
    assert card.spell == (
        PutCounters(1, Target(TargetKind.CREATURE), "+1/+1"),
        PutCounters(1, Ref.FIRST_TARGET, "lifelink"),
    )


def test_unexpected_fangs_gives_a_counter_and_lifelink(scenario):
    """CR 122.1b: a lifelink counter gives lifelink: its combat damage gains its controller
    life (CR 702.15b)."""
    from deckstats.cards.model import Keyword

    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    bear = s.battlefield(P0, _bear())
    s.cast(P0, s.hand(P0, _unexpected_fangs()), targets=[bear])
    s.resolve()
    assert bear.counters == {"+1/+1": 1, "lifelink": 1}
    assert s.game.keywords(bear) & int(Keyword.LIFELINK)
    assert s.game.power(bear) == 3
    deal_damage(s.game, bear, P0, P1, 3, combat=True)  # as in combat (CR 510.2)
    assert s.game.players[P0].life == 23


# -- X damage divided (CR 601.2d, 107.3a) ----------------------------------------------------


def _rolling_thunder():
    return compile_text(
        "Rolling Thunder",
        "{X}{R}{R}",
        "Sorcery",
        "Rolling Thunder deals X damage divided as you choose among any number of targets.",
    )


def _shatterskull_smashing():
    return compile_text(
        "Shatterskull Smashing",
        "{X}{R}{R}",
        "Sorcery",
        "Shatterskull Smashing deals X damage divided as you choose among up to two target "
        "creatures and/or planeswalkers. If X is 6 or more, Shatterskull Smashing deals twice X "
        "damage divided as you choose among them instead.",
    )


def test_x_damage_divided_compiles():
    from deckstats.cards.effects import DealDamageDivided

    thunder = _rolling_thunder().spell
    assert _rolling_thunder().unparsed == ()
    assert isinstance(thunder[0], DealDamageDivided) and thunder[0].to.divide == -1
    assert [thunder[0].total(x) for x in (2, 7)] == [2, 7]
    smash = _shatterskull_smashing()
    assert smash.unparsed == ()
    assert smash.spell[0].x == 6 and smash.spell[0].to.count == 2
    assert [smash.spell[0].total(x) for x in (5, 6)] == [5, 12]


def test_rolling_thunder_divides_the_x_chosen(scenario):
    """CR 601.2d, 107.3a: X=3 divided as cast: 2 to a 2/2 and 1 to the opponent."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    bear = s.battlefield(P1, _bear())
    thunder = s.hand(P0, _rolling_thunder())
    options = [a for a in s.legal(P0) if getattr(a, "oid", None) == thunder.oid]
    assert {a.x for a in options} == {1, 2, 3}
    assert all(len(a.targets[0]) == a.x for a in options)  # one id per point
    assert any(sorted(a.targets[0]) == sorted((P1, bear.oid, bear.oid)) for a in options)
    s.act(P0, CastSpellAction(thunder.oid, ((P1, bear.oid, bear.oid),), x=3))
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert s.game.players[P1].life == 19


def test_shatterskull_smashing_doubles_from_six(scenario):
    """CR 107.3a: X=6 deals twice X (12), divided as it is cast."""
    s = scenario()
    s.lands(P0, *["Mountain"] * 8)
    big = s.battlefield(P1, _bear("Colossal Dreadmaw", (6, 6), "{4}{G}{G}"))
    huge = s.battlefield(P1, _bear("Ancient Brontodon", (9, 9), "{6}{G}{G}"))
    smash = s.hand(P0, _shatterskull_smashing())
    options = [a for a in s.legal(P0) if getattr(a, "oid", None) == smash.oid and a.x == 6]
    assert options and all(len(a.targets[0]) == 12 for a in options)
    s.act(P0, CastSpellAction(smash.oid, ((big.oid,) * 6 + (huge.oid,) * 6,), x=6))
    s.resolve()
    assert s.zone(big) is Zone.GRAVEYARD
    assert huge.damage == 6


# -- keep one of each type, sacrifice the rest (CR 701.21a) ---------------------------------


def _cataclysm():
    return compile_text(
        "Cataclysm",
        "{2}{W}{W}",
        "Sorcery",
        "Each player chooses from among the permanents they control an artifact, a creature, "
        "an enchantment, and a land, then sacrifices the rest.",
    )


def test_keep_one_of_each_compiles():
    from deckstats.cards.effects import KeepOneOfEach

    kinds = (CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND)
    assert _cataclysm().unparsed == ()
    assert _cataclysm().spell == (KeepOneOfEach(kinds, Ref.EACH_PLAYER),)
    ajani = compile_text(
        "Ajani, Nacatl Avenger",
        "{1}{R}{W}",
        "Legendary Planeswalker — Ajani",
        "−4: Each opponent chooses an artifact, a creature, an enchantment, and a planeswalker "
        "from among the nonland permanents they control, then sacrifices the rest.",
        loyalty=3,
    )
    assert ajani.unparsed == ()
    kinds = (CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.PLANESWALKER)
    assert ajani.abilities[0].effect == (KeepOneOfEach(kinds, Ref.EACH_OPPONENT, True),)


def test_cataclysm_keeps_one_permanent_of_each_type(scenario):
    """CR 701.21a: each player keeps one land and one creature (the best), the rest go."""
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    small = s.battlefield(P1, _bear())
    big = s.battlefield(P1, _bear("Centaur Courser", (3, 3), "{2}{G}"))
    their_lands = s.lands(P1, "Forest", "Forest")
    s.cast(P0, s.hand(P0, _cataclysm()))
    s.resolve()
    assert s.zone(big) is Zone.BATTLEFIELD and s.zone(small) is Zone.GRAVEYARD
    assert sorted(s.zone(o) is Zone.BATTLEFIELD for o in their_lands) == [False, True]
    assert len(s.game.players[P0].battlefield) == 1  # one of its four Plains


# -- "protection from artifacts or from the color of your choice" (CR 702.16a) --------------


def _apostles_blessing():
    return compile_text(
        "Apostle's Blessing",
        "{1}{W/P}",
        "Instant",
        "Target artifact or creature you control gains protection from artifacts or from the "
        "color of your choice until end of turn.",
    )


def test_protection_from_artifacts_or_a_colour_compiles():
    from deckstats.cards.effects import ProtectionFromChosenColor
    from deckstats.cards.targets import Controller, Target, TargetKind

    card = _apostles_blessing()
    assert card.unparsed == ()
    kinds = TargetKind.ARTIFACT | TargetKind.CREATURE
    assert card.spell == (ProtectionFromChosenColor(Target(kinds, Controller.YOU), True),)


def test_apostles_blessing_names_artifacts_against_an_artifact_army(scenario):
    """CR 702.16a, 702.16e: against artifact creatures it names artifacts: their damage to
    it is prevented until end of turn; a green source still deals damage."""
    s = scenario()
    s.lands(P0, "Plains", "Plains")
    bear = s.battlefield(P0, _bear("Watchwolf", (3, 3), "{G}{W}"))
    golem = s.battlefield(
        P1, compile_text("Myr Enforcer", "{7}", "Artifact Creature — Myr", "", pt=(4, 4))
    )
    elf = s.battlefield(P1, _bear("Llanowar Elves", (1, 1), "{G}"))
    s.cast(P0, s.hand(P0, _apostles_blessing()), targets=[bear])
    s.resolve()
    assert deal_damage(s.game, golem, P1, bear.oid, 4) == 0
    assert deal_damage(s.game, elf, P1, bear.oid, 1) == 1


# -- "Activated abilities of artifacts, creatures, and planeswalkers can't be activated" ----


def test_clarion_conqueror_locks_creatures_mana_abilities(scenario):
    """CR 602.5, 605.1a: a creature's mana ability is locked too; a land's is not."""
    from deckstats.cards.modifiers import ActivationLock

    conqueror = compile_text(
        "Clarion Conqueror",
        "{2}{W}",
        "Creature — Dragon",
        "Flying\nActivated abilities of artifacts, creatures, and planeswalkers can't be "
        "activated.",
        pt=(3, 3),
    )
    assert conqueror.unparsed == ()
    kinds = CardType.ARTIFACT | CardType.CREATURE | CardType.PLANESWALKER
    assert conqueror.modifiers == (ActivationLock(sources=Filter(card_type=kinds)),)
    s = scenario()
    s.battlefield(P1, conqueror)
    elf = s.battlefield(
        P0,
        compile_text("Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}.", pt=(1, 1)),
    )
    growth = s.hand(
        P0,
        compile_text(
            "Giant Growth", "{G}", "Instant", "Target creature gets +3/+3 until end of turn."
        ),
    )
    assert not any(getattr(a, "oid", None) in (elf.oid, growth.oid) for a in s.legal(P0))
    s.lands(P0, "Forest")
    assert any(getattr(a, "oid", None) == growth.oid for a in s.legal(P0))


# -- noncombat damage as -1/-1 counters instead (CR 614.1a) ---------------------------------


def test_soul_scar_mage_turns_burn_into_counters(scenario):
    """CR 614.1a: 2 noncombat damage to an opponent's 3/3 is two -1/-1 counters (no damage
    marked: a 1/1 after); to its controller's own creature, or in combat, damage as usual."""
    from deckstats.cards.prevention import DamageAsCounters

    mage = compile_text(
        "Soul-Scar Mage",
        "{R}",
        "Creature — Human Wizard",
        "Prowess\nIf a source you control would deal noncombat damage to a creature an "
        "opponent controls, put that many -1/-1 counters on that creature instead.",
        pt=(1, 2),
    )
    assert mage.unparsed == ()
    assert mage.modifiers == (DamageAsCounters("-1/-1"),)
    s = scenario()
    src = s.battlefield(P0, mage)
    theirs = s.battlefield(P1, _bear("Centaur Courser", (3, 3), "{2}{G}"))
    mine = s.battlefield(P0, _bear("Trained Armodon", (3, 3), "{1}{G}{G}"))
    assert deal_damage(s.game, src, P0, theirs.oid, 2) == 0
    assert theirs.counters == {"-1/-1": 2} and theirs.damage == 0
    assert s.game.power(theirs) == 1
    assert deal_damage(s.game, src, P0, mine.oid, 2) == 2 and mine.damage == 2
    assert deal_damage(s.game, src, P0, theirs.oid, 1, combat=True) == 1


# -- tokens created: "twice that many", "one of each" (CR 614.1a, 616.1) --------------------


def _academy_manufactor():
    return compile_text(
        "Academy Manufactor",
        "{3}",
        "Artifact Creature — Assembly-Worker",
        "If you would create a Clue, Food, or Treasure token, instead create one of each.",
        pt=(1, 3),
    )


def _doubler():
    return compile_text(
        "Mondrak, Glory Dominus",
        "{2}{W}{W}",
        "Legendary Creature — Phyrexian Horror",
        "Flying\nIf one or more tokens would be created under your control, twice that many of "
        "those tokens are created instead.",
        pt=(4, 4),
    )


def test_token_replacements_compile():
    from deckstats.cards.token_mods import TokenReplacement

    assert _academy_manufactor().unparsed == ()
    assert _academy_manufactor().modifiers == (
        TokenReplacement(one_of_each=("Clue", "Food", "Treasure")),
    )
    assert _doubler().unparsed == ()
    assert _doubler().modifiers == (TokenReplacement(times=2),)


def test_manufactor_and_a_doubler_make_two_of_each(scenario):
    """CR 614.1a, 616.1: a Treasure becomes a Clue, a Food and a Treasure, then twice that."""
    s = scenario()
    s.battlefield(P0, _academy_manufactor())
    s.battlefield(P0, _doubler())
    s.lands(P0, "Mountain")
    spell = compile_text("Strike It Rich", "{R}", "Sorcery", "Create a Treasure token.")
    s.cast(P0, s.hand(P0, spell))
    s.resolve()
    names = sorted(o.card.name for o in s.game.players[P0].battlefield if o.is_token)
    assert names == ["Clue", "Clue", "Food", "Food", "Treasure", "Treasure"]


# -- "choose a number" (CR 607.2d) ----------------------------------------------------------


def test_sanctum_prelate_forbids_the_chosen_mana_value(scenario):
    """CR 607.2d, 101.2: it names 1 (the opponent's Bolt in the graveyard): a noncreature
    spell of mana value 1 can't be cast; one of mana value 2 and a creature of 1 can."""
    from deckstats.cards.modifiers import CastLimit

    prelate = compile_text(
        "Sanctum Prelate",
        "{1}{W}{W}",
        "Creature — Human Cleric",
        "As Sanctum Prelate enters, choose a number.\nNoncreature spells with mana value equal "
        "to the chosen number can't be cast.",
        pt=(2, 2),
    )
    assert prelate.unparsed == ()
    assert prelate.modifiers == (
        CastLimit(0, Filter(not_type=CardType.CREATURE), Ref.EACH_PLAYER, chosen_number=True),
    )
    s = scenario()
    bolt = compile_text(
        "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
    )
    s.graveyard(P1, bolt)
    s.lands(P0, "Plains", "Plains", "Plains")
    s.cast(P0, s.hand(P0, prelate))
    s.resolve()
    s.lands(P1, "Mountain", "Mountain")
    shock2 = compile_text(
        "Searing Spear2", "{1}{R}", "Instant", "Searing Spear2 deals 3 damage to any target."
    )
    in_hand = [s.hand(P1, bolt), s.hand(P1, shock2), s.hand(P1, _goblin())]
    s.game.active = P1
    castable = {a.oid for a in s.legal(P1) if getattr(a, "oid", None) in {o.oid for o in in_hand}}
    assert castable == {in_hand[1].oid, in_hand[2].oid}


# -- escalate (CR 702.120a) -----------------------------------------------------------------


def _collective_brutality():
    return compile_text(
        "Collective Brutality",
        "{1}{B}",
        "Sorcery",
        "Escalate—Discard a card. (Pay this cost for each mode chosen beyond the first.)\n"
        "Choose one or more —\n• Target opponent reveals their hand. You choose an instant or "
        "sorcery card from it. That player discards that card.\n• Target creature gets -2/-2 "
        "until end of turn.\n• Target opponent loses 2 life and you gain 2 life.",
    )


def test_escalate_compiles():
    from deckstats.cards.costs import Escalate

    card = _collective_brutality()
    assert card.unparsed == () and card.withheld == ()
    assert card.costs == (Escalate(discard=1),)


def test_collective_brutality_discards_one_card_per_extra_mode(scenario):
    """CR 702.120a: two modes cost one discard, three modes two; with one other card in
    hand, three modes are not offered."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    bear = s.battlefield(P1, _bear())
    brutality = s.hand(P0, _collective_brutality())
    s.hand(P0, "Swamp")
    mine = [a for a in s.legal(P0) if getattr(a, "oid", None) == brutality.oid]
    assert {len(a.modes) for a in mine} == {1, 2}
    both = next(a for a in mine if a.modes == (1, 2))
    s.act(P0, both)
    assert s.game.players[P0].hand == []  # the Swamp discarded as it was cast
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert s.game.players[P1].life == 18 and s.game.players[P0].life == 22


# -- miracle (CR 702.94a) -------------------------------------------------------------------

_MIRACLE_REMINDER = (
    " (You may cast this card for its miracle cost when you draw it if it's the first card "
    "you drew this turn.)"
)


def _terminus():
    return compile_text(
        "Terminus",
        "{4}{W}{W}",
        "Sorcery",
        "Put all creatures on the bottom of their owners' libraries.\nMiracle {W}"
        + _MIRACLE_REMINDER,
    )


def _entreat():
    return compile_text(
        "Entreat the Angels",
        "{X}{X}{W}{W}{W}",
        "Sorcery",
        "Create X 4/4 white Angel creature tokens with flying.\nMiracle {X}{W}{W}"
        + _MIRACLE_REMINDER,
    )


def test_miracle_compiles():
    from deckstats.cards.costs import MIRACLE, AlternativeCost
    from deckstats.cards.mana import parse_mana_cost

    assert _terminus().unparsed == () and _entreat().unparsed == ()
    assert _terminus().costs == (
        AlternativeCost(parse_mana_cost("{W}"), condition=MIRACLE, keyword="miracle"),
    )


def test_terminus_is_cast_for_its_miracle_cost_on_the_first_draw(scenario):
    """CR 702.94a: drawn first this turn, it is cast for {W} (a sorcery, in the opponent's
    turn too); the second card drawn is no miracle."""
    s = scenario()
    s.lands(P0, "Plains")
    bear = s.battlefield(P1, _bear())
    s.script(P0, ("miracle", lambda view, d: d.options[0]))
    s.game.active = P1  # the opponent's turn: timing permissions are ignored
    terminus = s.library(P0, _terminus())[0]
    assert not any(getattr(a, "oid", None) == terminus.oid for a in s.legal(P0))
    s.game.draw(P0)
    s.resolve()
    assert s.zone(bear) is Zone.LIBRARY
    assert s.game.players[P0].graveyard[-1].card.name == "Terminus"
    s.library(P0, _terminus())
    s.game.draw(P0)  # the second card this turn: no miracle
    assert s.game.players[P0].hand[-1].card.name == "Terminus"


def test_entreat_the_angels_miracle_pays_the_largest_x(scenario):
    """CR 702.94a, 107.3a: {X}{W}{W} with four Plains: X=2, two Angels."""
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    s.script(P0, ("miracle", lambda view, d: d.options[0]))
    s.library(P0, _entreat())
    s.game.draw(P0)
    s.resolve()
    angels = [o for o in s.game.players[P0].battlefield if o.card.name.startswith("Angel")]
    assert len(angels) == 2
