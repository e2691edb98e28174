"""Issue 26, card helper ``act``: activation costs, restrictions, mana per count, crew.

Each test compiles a real card's real Oracle text, checks the compiled value, and plays it
through the engine: CR 118.3 (costs other than mana: tapping, sacrificing, returning
permanents, counters), 602.5b (activation restrictions), 302.6 (only {T} cares about
summoning sickness), 106.1 / 605.1a (mana abilities), 702.122 (crew).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError, Scenario

from deckstats.cards.cost_extra import CostExtra
from deckstats.cards.model import CardType
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter
from deckstats.engine.types import Zone

HERITAGE_DRUID = compile_text(
    "Heritage Druid",
    "{G}",
    "Creature — Elf Druid",
    "Tap three untapped Elves you control: Add {G}{G}{G}.",
    pt=("1", "1"),
)
ELF = compile_text("Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}.", pt=("1", "1"))
SAI = compile_text(
    "Sai, Master Thopterist",
    "{2}{U}",
    "Legendary Creature — Human Artificer",
    "Whenever you cast an artifact spell, create a 1/1 colorless Thopter artifact creature "
    "token with flying.\n{1}{U}, Sacrifice two artifacts: Draw a card.",
    pt=("1", "4"),
)
QUIRION_RANGER = compile_text(
    "Quirion Ranger",
    "{G}",
    "Creature — Elf",
    "Return a Forest you control to its owner's hand: Untap target creature. Activate only "
    "once each turn.",
    pt=("1", "1"),
)
SKIRK_PROSPECTOR = compile_text(
    "Skirk Prospector",
    "{R}",
    "Creature — Goblin",
    "Sacrifice a Goblin: Add {R}.",
    pt=("1", "1"),
)
DEVOTED_DRUID = compile_text(
    "Devoted Druid",
    "{1}{G}",
    "Creature — Elf Druid",
    "{T}: Add {G}.\nPut a -1/-1 counter on Devoted Druid: Untap Devoted Druid.",
    pt=("0", "2"),
)


def test_tap_untapped_cost_compiles() -> None:
    """ "Tap three untapped Elves you control" is a cost of three Elves (CR 118.3)."""
    (ab,) = HERITAGE_DRUID.abilities
    assert HERITAGE_DRUID.unparsed == ()
    assert ab.cost.extra == CostExtra(tap_filter=Filter(subtypes=("Elf",)), tap_count=3)
    assert ab.is_mana_ability


def test_heritage_druid_taps_summoning_sick_elves() -> None:
    """CR 302.6: only {T} cares about summoning sickness; three sick Elves pay the cost."""
    s = Scenario()
    druid = s.battlefield(P0, HERITAGE_DRUID, sick=True)
    elves = [s.battlefield(P0, ELF, sick=True) for _ in range(2)]
    s.activate(P0, druid)
    assert s.game.players[P0].pool[4] == 3  # W U B R G C: three green
    assert druid.tapped and all(e.tapped for e in elves)
    with pytest.raises(IllegalActionError):
        s.activate(P0, druid)  # no untapped Elves left


def test_heritage_druid_needs_three_elves() -> None:
    """CR 602.2b: a cost that cannot be paid in full is not offered."""
    s = Scenario()
    druid = s.battlefield(P0, HERITAGE_DRUID)
    s.battlefield(P0, ELF)
    with pytest.raises(IllegalActionError):
        s.activate(P0, druid)


def test_sacrifice_two_artifacts() -> None:
    """CR 118.3, 701.21: "Sacrifice two artifacts" needs and takes two artifacts."""
    (ab,) = SAI.abilities
    assert ab.cost.sacrifice == Filter(card_type=CardType.ARTIFACT)
    assert ab.cost.extra == CostExtra(sacrifice_count=2)
    s = Scenario()
    sai = s.battlefield(P0, SAI)
    s.lands(P0, "Island", "Island")
    s.library(P0, "Island")
    s.battlefield(P0, "Ornithopter")
    with pytest.raises(IllegalActionError):
        s.activate(P0, sai)
    s.battlefield(P0, "Ornithopter")
    s.activate(P0, sai)
    assert s.names(P0, Zone.GRAVEYARD) == ["Ornithopter", "Ornithopter"]
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"]


def test_sacrifice_a_goblin() -> None:
    """ "Sacrifice a Goblin" (CR 118.3): a subtype filter; Skirk Prospector may sacrifice itself."""
    (ab,) = SKIRK_PROSPECTOR.abilities
    assert ab.cost.sacrifice == Filter(subtypes=("Goblin",))
    s = Scenario()
    sk = s.battlefield(P0, SKIRK_PROSPECTOR)
    s.battlefield(P0, ELF)
    s.activate(P0, sk)
    assert s.names(P0, Zone.GRAVEYARD) == ["Skirk Prospector"]
    assert s.game.players[P0].pool[3] == 1
    assert ab.cost.extra is None


def test_quirion_ranger_returns_a_forest_once_each_turn() -> None:
    """CR 118.3 return cost, CR 602.5b "Activate only once each turn"."""
    (ab,) = QUIRION_RANGER.abilities
    assert ab.cost.extra == CostExtra(
        return_filter=Filter(subtypes=("Forest",)), once_per_turn=True
    )
    s = Scenario()
    ranger = s.battlefield(P0, QUIRION_RANGER)
    s.lands(P0, "Forest", "Forest", tapped=True)
    elf = s.battlefield(P0, ELF, tapped=True)
    s.activate(P0, ranger, targets=[elf])
    s.resolve()
    assert not elf.tapped
    assert s.names(P0, Zone.HAND) == ["Forest"]
    elf.tapped = True
    with pytest.raises(IllegalActionError):
        s.activate(P0, ranger, targets=[elf])  # once each turn
    s.game.turn += 1
    s.activate(P0, ranger, targets=[elf])
    assert s.names(P0, Zone.HAND) == ["Forest", "Forest"]


def test_devoted_druid_puts_a_counter_as_its_cost() -> None:
    """CR 122.1, 118.3: the -1/-1 counter is the cost; the second one kills it (CR 704.5f)."""
    s = Scenario()
    druid = s.battlefield(P0, DEVOTED_DRUID)
    s.activate(P0, druid, index=0)
    assert druid.tapped
    s.activate(P0, druid, index=1)
    s.resolve()
    assert not druid.tapped and druid.counter("-1/-1") == 1
    s.activate(P0, druid, index=1)
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["Devoted Druid"]


def test_activate_only_during_your_turn() -> None:
    """CR 602.5b: "Activate only during your turn" (Vivi-style clause) is honoured."""
    card = compile_text(
        "Test Idol",
        "{2}",
        "Artifact",
        "{T}: You gain 1 life. Activate only during your turn and only once each turn.",
    )
    (ab,) = card.abilities
    assert ab.cost.extra == CostExtra(once_per_turn=True, your_turn=True)
    s = Scenario(active=P1)
    idol = s.battlefield(P0, card)
    with pytest.raises(IllegalActionError):
        s.activate(P0, idol)


# -- mana per count (CR 106.1, 605.1a, 608.2h) ------------------------------------------------

GAEAS_CRADLE = compile_text(
    "Gaea's Cradle",
    None,
    "Legendary Land",
    "{T}: Add {G} for each creature you control.",
)
PRIEST_OF_TITANIA = compile_text(
    "Priest of Titania",
    "{1}{G}",
    "Creature — Elf Druid",
    "{T}: Add {G} for each Elf on the battlefield.",
    pt=("1", "1"),
)
CABAL_COFFERS = compile_text(
    "Cabal Coffers", None, "Land", "{2}, {T}: Add {B} for each Swamp you control."
)
SANCTUM_WEAVER = compile_text(
    "Sanctum Weaver",
    "{1}{G}",
    "Enchantment Creature — Dryad",
    "{T}: Add X mana of any one color, where X is the number of enchantments you control.",
    pt=("0", "2"),
)


def test_counted_mana_compiles() -> None:
    """The count is a filter and a scope; the ability is a mana ability (CR 605.1a)."""
    from deckstats.cards.effects import AddManaFor

    (ab,) = GAEAS_CRADLE.abilities
    assert ab.effect == (AddManaFor(Filter(card_type=CardType.CREATURE), symbol="G"),)
    assert ab.is_mana_ability
    (ab,) = PRIEST_OF_TITANIA.abilities
    assert ab.effect == (AddManaFor(Filter(subtypes=("Elf",)), symbol="G", everyone=True),)
    (ab,) = SANCTUM_WEAVER.abilities
    assert ab.effect == (AddManaFor(Filter(card_type=CardType.ENCHANTMENT), colors="WUBRG"),)
    assert GAEAS_CRADLE.unparsed == PRIEST_OF_TITANIA.unparsed == CABAL_COFFERS.unparsed == ()


def test_gaeas_cradle_pays_for_a_spell_by_its_count() -> None:
    """The automatic payer sees the Cradle as three {G} with three creatures (CR 106.1)."""
    s = Scenario()
    cradle = s.battlefield(P0, GAEAS_CRADLE)
    for _ in range(3):
        s.battlefield(P0, ELF, tapped=True)
    spell = s.hand(P0, "Tarmogoyf")  # {1}{G}
    bigger = s.hand(P0, "Thragtusk")  # {4}{G}: five mana is more than the Cradle makes
    assert any(getattr(a, "oid", 0) == spell.oid for a in s.legal(P0))
    assert not any(getattr(a, "oid", 0) == bigger.oid for a in s.legal(P0))
    s.cast(P0, spell)
    assert cradle.tapped
    assert s.game.players[P0].pool[4] == 1  # the third {G} floats (CR 106.4)


def test_gaeas_cradle_without_creatures_makes_nothing() -> None:
    """A count of zero adds no mana: no source at all (CR 106.1)."""
    s = Scenario()
    s.battlefield(P0, GAEAS_CRADLE)
    spell = s.hand(P0, "Llanowar Elves")
    assert not any(getattr(a, "oid", 0) == spell.oid for a in s.legal(P0))


def test_priest_of_titania_counts_every_elf() -> None:
    """ "Elf on the battlefield": the opponent's Elves count too (CR 608.2h on resolution)."""
    s = Scenario()
    s.battlefield(P0, PRIEST_OF_TITANIA)
    s.battlefield(P1, ELF)
    s.battlefield(P1, ELF)
    spell = s.hand(P0, "Tarmogoyf")
    s.cast(P0, spell)  # three Elves: {1}{G} paid, one {G} floats
    assert s.game.players[P0].pool[4] == 1


def test_cabal_coffers_is_activated_for_its_count() -> None:
    """{2}, {T}: not an automatic source; activated, it adds one {B} per Swamp (CR 605.3b)."""
    s = Scenario()
    coffers = s.battlefield(P0, CABAL_COFFERS)
    s.lands(P0, "Swamp", "Swamp", "Swamp")
    s.activate(P0, coffers)
    assert coffers.tapped
    assert s.game.players[P0].pool[2] == 3  # two Swamps paid {2}; three Swamps counted


# -- crew (CR 702.122) ---------------------------------------------------------------------------

AETHERSPHERE_HARVESTER = compile_text(
    "Aethersphere Harvester",
    "{3}",
    "Artifact — Vehicle",
    "Flying\nWhen Aethersphere Harvester enters, you get {E}{E} (two energy counters).\nPay "
    "{E}: Aethersphere Harvester gains lifelink until end of turn.\nCrew 1",
    pt=("3", "5"),
)
SKYSOVEREIGN = compile_text(
    "Skysovereign, Consul Flagship",
    "{5}",
    "Legendary Artifact — Vehicle",
    "Flying\nWhenever Skysovereign, Consul Flagship enters or attacks, it deals 3 damage to "
    "target creature or planeswalker an opponent controls.\nCrew 3",
    pt=("6", "5"),
)


def test_crew_compiles_with_the_printed_pt() -> None:
    """Crew N: a cost of total power N; the effect makes it a creature with its printed P/T."""
    from deckstats.cards.effects import Animate

    crew = AETHERSPHERE_HARVESTER.abilities[-1]
    assert AETHERSPHERE_HARVESTER.unparsed == SKYSOVEREIGN.unparsed == ()
    assert crew.cost.extra == CostExtra(crew=1)
    assert crew.effect == (Animate(power=3, toughness=5),)
    assert SKYSOVEREIGN.abilities[-1].cost.extra == CostExtra(crew=3)


def test_crew_taps_creatures_of_enough_power() -> None:
    """CR 702.122a: a summoning-sick creature may crew (CR 302.6); the Vehicle attacks."""
    s = Scenario()
    sky = s.battlefield(P0, SKYSOVEREIGN)
    small = s.battlefield(P0, ELF, sick=True)
    with pytest.raises(IllegalActionError):
        s.activate(P0, sky, index=len(sky.info.abilities) - 1)  # power 1 of 3
    bear = s.battlefield(P0, "Grizzly Bears", sick=True)
    s.activate(P0, sky, index=len(sky.info.abilities) - 1)
    s.resolve()
    assert small.tapped and bear.tapped
    assert sky.info.is_creature and s.game.power(sky) == 6
    s.script(P0, ("attackers", (sky.oid,)))
    s.combat()
    assert s.game.players[P1].life == 14


def test_goldfish_crews_only_when_it_adds_damage() -> None:
    """The goldfish taps a sick creature to crew, never a ready attacker for less power."""
    from deckstats.engine.view import PlayerView
    from deckstats.players.crew import crew_worth

    s = Scenario()
    harvester = s.battlefield(P0, AETHERSPHERE_HARVESTER)
    crew = harvester.info.abilities[-1]
    ready = s.battlefield(P0, "Tarmogoyf")
    ready.counters = {"+1/+1": 4}  # a 4-power attacker
    view = PlayerView(s.game, P0)
    assert not crew_worth(view, harvester, crew)  # 3 power for 4: no
    s.battlefield(P0, ELF, sick=True)
    assert crew_worth(view, harvester, crew)  # the sick Elf crews: +3 damage


# -- madness (CR 702.35) -------------------------------------------------------------------------

FIERY_TEMPER = compile_text(
    "Fiery Temper",
    "{1}{R}{R}",
    "Instant",
    "Fiery Temper deals 3 damage to any target.\nMadness {R} (If you discard this card, "
    "discard it into exile. When you do, cast it for its madness cost or put it into your "
    "graveyard.)",
)
FAITHLESS_LOOTING = compile_text(
    "Faithless Looting",
    "{R}",
    "Sorcery",
    "Draw two cards, then discard two cards.\nFlashback {2}{R} (You may cast this card from "
    "your graveyard for its flashback cost. Then exile it.)",
)


def test_madness_compiles_to_an_exile_only_cost() -> None:
    """Madness {R}: an alternative cost usable only from exile (CR 702.35a)."""
    from deckstats.cards.costs import MADNESS, AlternativeCost

    assert FIERY_TEMPER.unparsed == ()
    (alt,) = FIERY_TEMPER.costs
    assert isinstance(alt, AlternativeCost) and alt.condition == MADNESS
    assert alt.mana is not None and alt.mana.text == "{R}"
    s = Scenario()
    s.lands(P0, "Mountain")
    temper = s.hand(P0, FIERY_TEMPER)
    assert not any(getattr(a, "oid", 0) == temper.oid for a in s.legal(P0))  # not from hand


def test_discarded_madness_card_is_cast_from_exile() -> None:
    """Madness (CR 702.35a): the discarded card goes to exile and is cast for {R} at the face."""
    from deckstats.players.base import BaseAgent

    s = Scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.library(P0, "Island", "Island")
    s.hand(P0, FIERY_TEMPER)
    looting = s.hand(P0, FAITHLESS_LOOTING)
    s.script(P0, ("discard", lambda v, d: tuple(sorted(d.options)[:2])))
    s.agents[P0].fallback = BaseAgent()
    s.cast(P0, looting)
    s.resolve()
    assert s.game.players[P1].life == 17
    assert sorted(s.names(P0, Zone.GRAVEYARD)) == ["Faithless Looting", "Fiery Temper", "Island"]


def test_madness_card_goes_to_the_graveyard_without_mana() -> None:
    """CR 702.35a: if its owner doesn't cast it, it is put into the graveyard."""
    s = Scenario()
    s.lands(P0, "Mountain")
    s.library(P0, "Island", "Island")
    s.hand(P0, FIERY_TEMPER)
    looting = s.hand(P0, FAITHLESS_LOOTING)
    s.script(P0, ("discard", lambda v, d: tuple(sorted(d.options)[:2])))
    s.cast(P0, looting)
    s.resolve()
    assert s.game.players[P1].life == 20
    assert "Fiery Temper" in s.names(P0, Zone.GRAVEYARD)
    assert s.names(P0, Zone.EXILE) == []


# -- replicate (CR 702.56) -----------------------------------------------------------------------

GIGADROWSE = compile_text(
    "Gigadrowse",
    "{U}",
    "Instant",
    "Replicate {U} (When you cast this spell, copy it for each time you paid its replicate "
    "cost. You may choose new targets for the copies.)\nTap target permanent.",
)


def test_replicate_compiles_to_a_repeatable_additional_cost() -> None:
    """Replicate {U}: paid any number of times, like multikicker (CR 702.56a)."""
    from deckstats.cards.costs import Kicker

    assert GIGADROWSE.unparsed == ()
    (k,) = GIGADROWSE.costs
    assert isinstance(k, Kicker) and k.multi and k.replicate and k.mana.text == "{U}"


def test_replicate_copies_the_spell_for_each_payment() -> None:
    """CR 702.56a, 707.10c: paid twice, two copies with new targets; three permanents tapped."""
    from deckstats.engine.actions import CastSpell

    s = Scenario()
    s.lands(P0, "Island", "Island", "Island")
    lands = s.lands(P1, "Forest", "Forest", "Forest")
    spell = s.hand(P0, GIGADROWSE)
    first, second, third = (lands[0].oid,), (lands[1].oid,), (lands[2].oid,)
    s.script(P0, ("targets", (second,)), ("targets", (third,)))
    s.act(P0, CastSpell(spell.oid, (first,), 0, (), 0, 0, 2))
    assert len(s.game.stack) == 3
    s.resolve()
    assert all(o.tapped for o in lands)


def test_library_of_alexandria_needs_exactly_seven_cards() -> None:
    """CR 602.5b: "Activate only if you have exactly seven cards in hand"."""
    library = compile_text(
        "Library of Alexandria",
        None,
        "Land",
        "{T}: Add {C}.\n{T}: Draw a card. Activate only if you have exactly seven cards in hand.",
    )
    assert library.unparsed == ()
    assert library.abilities[-1].cost.extra == CostExtra(hand_exactly=7)
    s = Scenario()
    lib = s.battlefield(P0, library)
    s.library(P0, "Island", "Island")
    for _ in range(6):
        s.hand(P0, "Island")
    with pytest.raises(IllegalActionError):
        s.activate(P0, lib, index=len(lib.info.abilities) - 1)
    s.hand(P0, "Island")
    s.activate(P0, lib, index=len(lib.info.abilities) - 1)
    s.resolve()
    assert len(s.game.players[P0].hand) == 8


# -- flashback with sacrifice and tap costs (CR 702.34a, 118.3) ---------------------------------

BATTLE_SCREECH = compile_text(
    "Battle Screech",
    "{2}{W}{W}",
    "Sorcery",
    "Create two 1/1 white Bird creature tokens with flying.\nFlashback—Tap three untapped "
    "white creatures you control. (You may cast this card from your graveyard for its "
    "flashback cost. Then exile it.)",
)
DREAD_RETURN = compile_text(
    "Dread Return",
    "{2}{B}{B}",
    "Sorcery",
    "Return target creature card from your graveyard to the battlefield.\nFlashback—Sacrifice "
    "three creatures. (You may cast this card from your graveyard for its flashback cost. "
    "Then exile it.)",
)


def test_flashback_tap_cost_uses_the_new_birds() -> None:
    """Battle Screech: the two Birds and a third white creature pay the flashback (CR 302.6)."""
    from deckstats.cards.costs import Flashback

    assert BATTLE_SCREECH.unparsed == ()
    (fb,) = BATTLE_SCREECH.costs
    assert isinstance(fb, Flashback) and fb.tap_count == 3 and fb.mana.mana_value == 0
    s = Scenario()
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    screech = s.hand(P0, BATTLE_SCREECH)
    s.cast(P0, screech)
    s.resolve()
    (card,) = s.game.players[P0].graveyard
    assert not any(getattr(a, "oid", 0) == card.oid for a in s.legal(P0))  # two white only
    from deckstats.engine.actions import CastSpell

    cat = s.battlefield(P0, "Savannah Lions", sick=True)
    s.act(P0, CastSpell(card.oid, (), 0, (), 0, 1))  # alt 1: its flashback
    s.resolve()
    birds = [o for o in s.game.players[P0].battlefield if o.card.name.startswith("Bird")]
    assert len(birds) == 4 and cat.tapped
    assert sum(o.tapped for o in birds) == 2
    assert s.names(P0, Zone.EXILE) == ["Battle Screech"]


def test_flashback_sacrifice_cost() -> None:
    """Dread Return's flashback needs and takes three creatures (CR 118.3, 701.21)."""
    s = Scenario()
    dr = s.graveyard(P0, DREAD_RETURN)
    target = s.graveyard(P0, "Thragtusk")
    s.battlefield(P0, ELF)
    s.battlefield(P0, ELF)
    assert not any(getattr(a, "oid", 0) == dr.oid for a in s.legal(P0))
    s.battlefield(P0, ELF)
    from deckstats.engine.actions import CastSpell

    s.act(P0, CastSpell(dr.oid, ((target.oid,),), 0, (), 0, 1))
    assert s.names(P0, Zone.GRAVEYARD).count("Llanowar Elves") == 3
    s.resolve()
    assert "Thragtusk" in s.names(P0, Zone.BATTLEFIELD)


# -- impending (CR 702.176) ----------------------------------------------------------------------

OVERLORD_OF_THE_MISTMOORS = compile_text(
    "Overlord of the Mistmoors",
    "{5}{W}{W}",
    "Enchantment Creature — Avatar Horror",
    "Impending 4—{2}{W}{W} (If you cast this spell for its impending cost, it enters with "
    "four time counters and isn't a creature until the last is removed. At the beginning of "
    "your end step, remove a time counter from it.)\nWhenever Overlord of the Mistmoors "
    "enters or attacks, create two 2/1 white Insect creature tokens with flying.",
    pt=("6", "6"),
)


def test_impending_compiles_to_an_alternative_cost_with_time_counters() -> None:
    """Impending 4—{2}{W}{W}: an alternative cost; four time counters (CR 702.176)."""
    from deckstats.cards.costs import AlternativeCost

    assert OVERLORD_OF_THE_MISTMOORS.unparsed == ()
    (alt,) = OVERLORD_OF_THE_MISTMOORS.costs
    assert isinstance(alt, AlternativeCost)
    assert (alt.keyword, alt.time_counters, alt.mana.text) == ("impending", 4, "{2}{W}{W}")


def test_impending_overlord_is_not_a_creature_until_the_last_counter() -> None:
    """Cast for {2}{W}{W}: enters (its trigger makes two Insects), not a creature; each of
    its controller's end steps removes a counter; after the fourth it is a 6/6 creature."""
    from deckstats.engine import turn
    from deckstats.engine.actions import CastSpell

    s = Scenario()
    s.lands(P0, "Plains", "Plains", "Plains", "Plains")
    overlord = s.hand(P0, OVERLORD_OF_THE_MISTMOORS)
    s.act(P0, CastSpell(overlord.oid, (), 0, (), 0, 1))
    s.resolve()
    (ov,) = [o for o in s.game.players[P0].battlefield if o.card.name.startswith("Overlord")]
    insects = [o for o in s.game.players[P0].battlefield if o.card.name.startswith("Insect")]
    assert len(insects) == 2
    assert not ov.info.is_creature and ov.counter("time") == 4
    for left in (3, 2, 1, 0):
        turn.fire_delayed(s.game, turn.Step.END)
        s.resolve()
        assert ov.counter("time") == left
        s.game.turn += 2  # its controller's next turn
    assert ov.info.is_creature and s.game.power(ov) == 6


def test_overlord_cast_normally_is_a_creature() -> None:
    """Cast for its mana cost, no time counters: an ordinary 6/6 creature."""
    s = Scenario()
    s.lands(P0, *["Plains"] * 7)
    overlord = s.hand(P0, OVERLORD_OF_THE_MISTMOORS)
    s.cast(P0, overlord)
    s.resolve()
    (ov,) = [o for o in s.game.players[P0].battlefield if o.card.name.startswith("Overlord")]
    assert ov.info.is_creature and ov.counter("time") == 0 and not s.game.delayed


# -- ward with a sacrifice cost (CR 702.21a) -----------------------------------------------------

VEIN_RIPPER = compile_text(
    "Vein Ripper",
    "{3}{B}{B}{B}",
    "Creature — Vampire Assassin",
    "Flying\nWard—Sacrifice a creature.\nWhenever a creature dies, target opponent loses 2 "
    "life and you gain 2 life.",
    pt=("6", "5"),
)


@pytest.mark.parametrize("pays", [True, False])
def test_ward_sacrifice_a_creature(pays: bool) -> None:
    """CR 702.21a: targeting Vein Ripper is countered unless its caster sacrifices a creature."""
    from deckstats.cards.modifiers import Ward

    assert VEIN_RIPPER.unparsed == ()
    assert Ward(sacrifice=True) in VEIN_RIPPER.modifiers
    s = Scenario()
    ripper = s.battlefield(P1, VEIN_RIPPER)
    elf = s.battlefield(P0, ELF)
    s.lands(P0, "Mountain")
    bolt = s.hand(P0, "Lightning Bolt")
    s.script(P0, ("pay_unless", pays))
    s.cast(P0, bolt, targets=[ripper])
    assert (elf.zone is Zone.GRAVEYARD or elf not in s.game.players[P0].battlefield) is pays
    # paid: the Bolt waits on the stack (under Vein Ripper's trigger for the Elf that died)
    assert any(i.card.name == "Lightning Bolt" for i in s.game.stack) is pays


# -- protection from a creature type (CR 702.16a) ------------------------------------------------

BANESLAYER_ANGEL = compile_text(
    "Baneslayer Angel",
    "{3}{W}{W}",
    "Creature — Angel",
    "Flying, first strike, lifelink, protection from Demons and from Dragons",
    pt=("5", "5"),
)
DRAGON = compile_text("Shivan Dragon", "{4}{R}{R}", "Creature — Dragon", "Flying", pt=("5", "5"))
ANGEL = compile_text(
    "Serra Angel", "{3}{W}{W}", "Creature — Angel", "Flying, vigilance", ("4", "4")
)


def test_protection_from_dragons_stops_a_dragon_blocking() -> None:
    """CR 702.16a, 205.3: a Dragon can't block Baneslayer Angel; another flyer can."""
    from deckstats.cards.modifiers import Protection
    from deckstats.engine.combat import can_block

    assert BANESLAYER_ANGEL.unparsed == ()
    assert BANESLAYER_ANGEL.modifiers == (Protection(subtypes=("Demon", "Dragon")),)
    s = Scenario()
    angel = s.battlefield(P0, BANESLAYER_ANGEL)
    dragon = s.battlefield(P1, DRAGON)
    serra = s.battlefield(P1, ANGEL)
    assert not can_block(s.game, dragon, angel)
    assert can_block(s.game, serra, angel)


# -- abilities from the graveyard (CR 602.1, 602.5b) ---------------------------------------------

ETERNAL_DRAGON = compile_text(
    "Eternal Dragon",
    "{5}{W}{W}",
    "Creature — Dragon Spirit",
    "Flying\n{3}{W}{W}: Return Eternal Dragon from your graveyard to your hand. Activate only "
    "during your upkeep.\nPlainscycling {2} ({2}, Discard this card: Search your library for "
    "a Plains card, reveal it, put it into your hand, then shuffle.)",
    pt=("5", "5"),
)
WORLD_BREAKER = compile_text(
    "World Breaker",
    "{6}{G}",
    "Creature — Eldrazi",
    "Devoid (This card has no color.)\nWhen you cast this spell, exile target artifact, "
    "enchantment, or land.\nReach\n{2}{C}, Sacrifice a land: Return World Breaker from your "
    "graveyard to your hand.",
    pt=("5", "7"),
)
FAERIE_DREAMTHIEF = compile_text(
    "Faerie Dreamthief",
    "{U}",
    "Creature — Faerie Warlock",
    "Flying\nWhen Faerie Dreamthief enters, surveil 1.\n{2}{U}, Exile Faerie Dreamthief from "
    "your graveyard: You draw a card and you lose 1 life.",
    pt=("1", "1"),
)


def _gy_action(s: Scenario, obj: object) -> list[object]:
    from deckstats.engine.actions import HandAction

    return [a for a in s.legal(P0) if type(a) is HandAction and a.oid == obj.oid]  # type: ignore[attr-defined]


def test_graveyard_abilities_compile() -> None:
    """The cost and the timing restriction are kept (CR 602.5b)."""
    from deckstats.cards.costs import GraveyardAbility

    for card in (ETERNAL_DRAGON, WORLD_BREAKER, FAERIE_DREAMTHIEF):
        assert card.unparsed == (), card.name
    (gy,) = [c for c in ETERNAL_DRAGON.costs if isinstance(c, GraveyardAbility)]
    assert gy.upkeep and not gy.sorcery and gy.cost.mana.text == "{3}{W}{W}"
    (gy,) = [c for c in FAERIE_DREAMTHIEF.costs if isinstance(c, GraveyardAbility)]
    assert gy.cost.exile_self


def test_eternal_dragon_returns_only_during_the_upkeep() -> None:
    """CR 602.5b: "Activate only during your upkeep"; then it returns to its owner's hand."""
    from deckstats.engine.types import Step

    s = Scenario()
    s.lands(P0, *["Plains"] * 5)
    dragon = s.graveyard(P0, ETERNAL_DRAGON)
    assert _gy_action(s, dragon) == []  # main phase
    s.game.step = Step.UPKEEP
    (act,) = _gy_action(s, dragon)
    s.act(P0, act)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Eternal Dragon"]


def test_world_breaker_sacrifices_a_land_to_return() -> None:
    """CR 118.3: the land is sacrificed as the cost; the card goes back to hand."""
    s = Scenario()
    s.lands(P0, "Wastes", "Forest", "Forest", "Forest")
    wb = s.graveyard(P0, WORLD_BREAKER)
    (act,) = _gy_action(s, wb)
    s.script(P0, ("sacrifice", lambda v, d: (d.options[-1],)))
    s.act(P0, act)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["World Breaker"]
    assert len(s.game.players[P0].battlefield) == 3


def test_faerie_dreamthief_exiles_itself_from_the_graveyard() -> None:
    """ "Exile ~ from your graveyard" is paid as the cost; the ability still resolves."""
    s = Scenario()
    s.lands(P0, "Island", "Island", "Island")
    s.library(P0, "Island")
    thief = s.graveyard(P0, FAERIE_DREAMTHIEF)
    (act,) = _gy_action(s, thief)
    s.act(P0, act)
    assert s.names(P0, Zone.EXILE) == ["Faerie Dreamthief"]
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"] and s.game.players[P0].life == 19
    assert _gy_action(s, thief) == []


# -- abilities from the hand (CR 602.1, 605.3b) --------------------------------------------------

SIMIAN_SPIRIT_GUIDE = compile_text(
    "Simian Spirit Guide",
    "{2}{R}",
    "Creature — Ape Spirit",
    "Exile Simian Spirit Guide from your hand: Add {R}.",
    pt=("2", "2"),
)
WAKER_OF_WAVES = compile_text(
    "Waker of Waves",
    "{5}{U}{U}",
    "Creature — Whale",
    "Creatures your opponents control get -1/-0.\n{1}{U}, Discard Waker of Waves: Look at the "
    "top two cards of your library. Put one of them into your hand and the other into your "
    "graveyard.",
    pt=("7", "7"),
)


def test_spirit_guide_exiles_itself_for_mana_at_once() -> None:
    """The card is exiled as the cost; the mana ability doesn't use the stack (CR 605.3b)."""
    from deckstats.cards.costs import Channel
    from deckstats.engine.actions import HandAction

    assert SIMIAN_SPIRIT_GUIDE.unparsed == ()
    (opt,) = SIMIAN_SPIRIT_GUIDE.costs
    assert isinstance(opt, Channel) and opt.exile and opt.mana.mana_value == 0
    from deckstats.engine.types import Step

    s = Scenario(step=Step.UPKEEP)  # any time it has priority
    guide = s.hand(P0, SIMIAN_SPIRIT_GUIDE)
    (act,) = [a for a in s.legal(P0) if type(a) is HandAction and a.oid == guide.oid]
    s.act(P0, act)
    assert s.game.players[P0].pool[3] == 1 and not s.game.stack
    assert s.names(P0, Zone.EXILE) == ["Simian Spirit Guide"]


def test_waker_of_waves_is_discarded_from_hand_for_its_ability() -> None:
    """ "{1}{U}, Discard ~:" works from the hand like channel (CR 602.1, 207.2c)."""
    from deckstats.engine.actions import HandAction

    assert WAKER_OF_WAVES.unparsed == ()
    s = Scenario()
    s.lands(P0, "Island", "Island")
    s.library(P0, "Mountain", "Forest")
    waker = s.hand(P0, WAKER_OF_WAVES)
    (act,) = [a for a in s.legal(P0) if type(a) is HandAction and a.oid == waker.oid]
    s.act(P0, act)
    s.resolve()
    assert len(s.game.players[P0].hand) == 1
    assert sorted(s.names(P0, Zone.GRAVEYARD))[-1] == "Waker of Waves"
    assert len(s.game.players[P0].graveyard) == 2


# -- the Tron lands (CR 106.1, 605.1a) -----------------------------------------------------------

URZAS_MINE = compile_text(
    "Urza's Mine",
    None,
    "Land — Urza's Mine",
    "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.",
)
URZAS_POWER_PLANT = compile_text(
    "Urza's Power Plant",
    None,
    "Land — Urza's Power-Plant",
    "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.",
)
URZAS_TOWER = compile_text(
    "Urza's Tower",
    None,
    "Land — Urza's Tower",
    "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.",
)
SEVEN_DROP = compile_text("Test Seven", "{7}", "Artifact", "")


def test_tron_lands_compile() -> None:
    """The condition names two subtypes, each of which must be controlled."""
    from deckstats.cards.effects import AddManaIfControl

    for land in (URZAS_MINE, URZAS_POWER_PLANT, URZAS_TOWER):
        assert land.unparsed == ()
    assert URZAS_TOWER.abilities[0].effect == (
        AddManaIfControl("C", "CCC", ("Mine", "Power-Plant")),
    )


def test_assembled_tron_makes_seven_mana() -> None:
    """Mine, Power Plant and Tower: 2 + 2 + 3 = seven mana; a seven-drop is castable."""
    s = Scenario()
    s.battlefield(P0, URZAS_MINE)
    s.battlefield(P0, URZAS_POWER_PLANT)
    s.battlefield(P0, URZAS_TOWER)
    seven = s.hand(P0, SEVEN_DROP)
    s.cast(P0, seven)
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Test Seven") == 1


def test_two_towers_without_a_mine_make_one_each() -> None:
    """Two Towers and a Power Plant: no Mine, so each Tower adds only {C} (never more)."""
    s = Scenario()
    s.battlefield(P0, URZAS_TOWER)
    s.battlefield(P0, URZAS_TOWER)
    s.battlefield(P0, URZAS_POWER_PLANT)
    s.hand(P0, SEVEN_DROP)
    four = s.hand(P0, compile_text("Test Four", "{4}", "Artifact", ""))
    three = s.hand(P0, compile_text("Test Three", "{3}", "Artifact", ""))
    castable = {getattr(a, "oid", 0) for a in s.legal(P0)}
    assert three.oid in castable and four.oid not in castable
