"""Issue 26, round 40, helper ``spell``: one-shot effects and their keywords, long tail.

Each family is a parameterised template of ``deckstats/cards/oracle``: a real card's real
Oracle text compiles to the exact value, and an engine scenario plays it (CR cited).
"""

from __future__ import annotations

from dataclasses import replace

from scenario import P0, P1

from deckstats.cards.costs import FIRST_SPELL_GAME
from deckstats.cards.effects import (
    Animate,
    DelayedTrigger,
    DelayedTriggerFor,
    DrawCards,
    ManaPerRemoved,
    MassRemoval,
    MayDo,
    PayAnyEnergy,
    PumpAll,
    PutCountersEachOf,
    Reanimate,
    SkipNextUntap,
    UntilYourNextTurn,
)
from deckstats.cards.effects_riders import TapAllOf
from deckstats.cards.model import CardType, Color, Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.oracle.keyword_facts import SUNBURST
from deckstats.cards.targets import (
    TARGET_CREATURE_YOU_CONTROL,
    TARGET_PLAYER,
    Controller,
    Filter,
    Ref,
    TargetKind,
)
from deckstats.engine import Zone
from deckstats.engine.damage import deal_damage
from deckstats.engine.delayed import fire
from deckstats.engine.rule_locks import untap_permanents
from deckstats.engine.stat_effects import expire_pumps
from deckstats.engine.types import Step


def _bear(name: str = "Grizzly Bears", pt: tuple[int, int] = (2, 2), cost: str = "{1}{G}"):
    return compile_text(name, cost, "Creature — Bear", "", pt=pt)


# -- sunburst (CR 702.44a) ------------------------------------------------------------------


def _engineered_explosives():
    return compile_text(
        "Engineered Explosives",
        "{X}",
        "Artifact",
        "Sunburst (This enters with a charge counter on it for each color of mana spent to "
        "cast it.)\n{2}, Sacrifice Engineered Explosives: Destroy each nonland permanent with "
        "mana value equal to the number of charge counters on Engineered Explosives.",
    )


def test_sunburst_compiles():
    card = _engineered_explosives()
    assert card.unparsed == ()
    assert card.enters_with == (SUNBURST, SUNBURST)
    prism = compile_text(
        "Pentad Prism",
        "{2}",
        "Artifact",
        "Sunburst (This enters with a charge counter on it for each color of mana spent to "
        "cast it.)\nRemove a charge counter from Pentad Prism: Add one mana of any color.",
    )
    assert prism.unparsed == ()
    assert prism.enters_with == (SUNBURST, SUNBURST)


def test_engineered_explosives_counts_colours_spent_then_blows_up_two_drops(scenario):
    """CR 702.44a sunburst: X=2 paid with {W} and {U}: two charge counters, then the 2s go."""
    s = scenario()
    s.lands(P0, "Plains", "Island", "Swamp", "Swamp")
    ee = s.hand(P0, _engineered_explosives())
    bear = s.battlefield(P1, _bear())
    big = s.battlefield(P1, _bear("Centaur Courser", (3, 3), "{2}{G}"))
    s.game.players[P0].battlefield[2].tapped = True  # only Plains, Island (and a Swamp) open
    s.game.players[P0].battlefield[3].tapped = True
    s.cast(P0, ee, x=2)
    s.resolve()
    on = s.game.players[P0].battlefield[-1]
    assert on.card.name == "Engineered Explosives"
    assert on.counters == {"charge": 2}
    for land in s.game.players[P0].battlefield[:4]:
        land.tapped = False
    s.activate(P0, on)
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert s.zone(big) is Zone.BATTLEFIELD


def test_sunburst_without_casting_gives_no_counters(scenario):
    """CR 702.44b: put onto the battlefield without being cast, it enters with no counters."""
    s = scenario()
    ee = s.battlefield(P0, _engineered_explosives())
    assert not ee.counters


# -- energy paid in any amount (CR 107.14, 122.1), stun counters (CR 122.1d) ----------------


def _wrath_of_the_skies():
    return compile_text(
        "Wrath of the Skies",
        "{X}{W}{W}",
        "Sorcery",
        "You get X {E} (X energy counters), then you may pay any amount of {E}. Destroy each "
        "artifact, creature, and enchantment with mana value less than or equal to the amount "
        "of {E} paid this way.",
    )


def _suppression_ray():
    return compile_text(
        "Suppression Ray",
        "{3}{W}{U}",
        "Sorcery",
        "Tap all creatures target player controls. You get {E}{E}{E}{E} (four energy "
        "counters), then you may pay any amount of {E}. Put that many stun counters on each "
        "of those creatures.",
    )


def test_energy_paid_compiles():
    wrath = _wrath_of_the_skies()
    assert wrath.unparsed == ()
    sweep = MassRemoval(TargetKind.ARTIFACT | TargetKind.CREATURE | TargetKind.ENCHANTMENT)
    assert wrath.spell == (PayAnyEnergy("X", (replace(sweep, x_max=True),)),)
    ray = _suppression_ray()
    assert ray.unparsed == ()
    creatures = Filter(card_type=CardType.CREATURE)
    assert ray.spell == (
        TapAllOf(creatures, TARGET_PLAYER),
        PayAnyEnergy(4, (PutCountersEachOf("stun", "X", creatures, Ref.FIRST_TARGET),)),
    )


def test_wrath_of_the_skies_pays_the_energy_that_spares_its_own_board(scenario):
    """CR 107.14, 122.1: X=3 gives 3 energy (plus 1 kept); paying 2 kills their 1- and
    2-drops but spares our 3-drop; the energy not paid is kept."""
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Plains", "Plains", "Plains")
    s.game.players[P0].energy = 1
    mine = s.battlefield(P0, _bear("Centaur Courser", (3, 3), "{2}{G}"))
    elf = s.battlefield(P1, _bear("Llanowar Elves", (1, 1), "{G}"))
    bear = s.battlefield(P1, _bear())
    wrath = s.hand(P0, _wrath_of_the_skies())
    s.cast(P0, wrath, x=3)
    s.resolve()
    assert s.zone(elf) is Zone.GRAVEYARD
    assert s.zone(bear) is Zone.GRAVEYARD
    assert s.zone(mine) is Zone.BATTLEFIELD
    assert s.game.players[P0].energy == 2  # 1 + 3 got, 2 paid


def test_suppression_ray_stuns_each_tapped_creature(scenario):
    """CR 122.1d: four stun counters each; the next untap step removes one, not untaps."""
    s = scenario()
    s.lands(P0, "Plains", "Plains", "Island", "Island", "Island")
    a = s.battlefield(P1, _bear())
    b = s.battlefield(P1, _bear("Centaur Courser", (3, 3), "{2}{G}"))
    ray = s.hand(P0, _suppression_ray())
    s.cast(P0, ray, targets=[P1])
    s.resolve()
    assert a.tapped and b.tapped
    assert a.counters == {"stun": 4} and b.counters == {"stun": 4}
    assert s.game.players[P0].energy == 0
    untap_permanents(s.game, P1)
    assert a.tapped and a.counters == {"stun": 3}


# -- delayed effects for another player (CR 603.7) -------------------------------------------


def _arcane_denial():
    return compile_text(
        "Arcane Denial",
        "{1}{U}",
        "Instant",
        "Counter target spell. Its controller may draw up to two cards at the beginning of the "
        "next turn's upkeep.\nYou draw a card at the beginning of the next turn's upkeep.",
    )


def test_delayed_for_its_controller_compiles():
    card = _arcane_denial()
    assert card.unparsed == ()
    assert card.spell[1:] == (
        DelayedTriggerFor("upkeep", Ref.TARGET_CONTROLLER, (MayDo((DrawCards(2),)),)),
        DelayedTrigger("upkeep", False, (DrawCards(1),)),
    )


def test_arcane_denial_gives_the_countered_player_two_cards_next_upkeep(scenario):
    """CR 603.7a, 608.2h: "its controller" is read as the spell resolves (P1, whose spell
    was countered); at the next upkeep P1 draws two and P0 one."""
    s = scenario()
    s.lands(P0, "Island", "Island")
    s.lands(P1, "Mountain")
    s.library(P0, "Island", "Island")
    s.library(P1, "Mountain", "Mountain", "Mountain")
    bolt = s.hand(
        P1, compile_text("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")
    )
    denial = s.hand(P0, _arcane_denial())
    s.cast(P1, bolt, targets=[P0])
    s.cast(P0, denial, targets=[s.game.stack[-1].sid])
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == ["Shock"] and s.game.players[P0].life == 20
    hands = len(s.game.players[P0].hand), len(s.game.players[P1].hand)
    fire(s.game, Step.UPKEEP)
    s.resolve()
    assert len(s.game.players[P0].hand) == hands[0] + 1
    assert len(s.game.players[P1].hand) == hands[1] + 2


# -- umbra armor (CR 702.89a) ----------------------------------------------------------------


def _hyena_umbra():
    return compile_text(
        "Hyena Umbra",
        "{W}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +1/+1 and has first strike.\nUmbra armor "
        "(If enchanted creature would be destroyed, instead remove all damage from it and "
        "destroy this Aura.)",
    )


def test_umbra_armor_compiles():
    card = _hyena_umbra()
    assert card.unparsed == ()
    assert card.umbra_armor
    assert not _bear().umbra_armor


def test_hyena_umbra_is_destroyed_instead_of_the_creature(scenario):
    """CR 702.89a umbra armor: lethal damage (CR 704.5g) and "destroy" each meet the Aura."""
    s = scenario()
    bear = s.battlefield(P0, _bear())
    umbra = s.battlefield(P0, _hyena_umbra())
    umbra.attached_to = bear.oid
    assert s.game.toughness(bear) == 3
    deal_damage(s.game, None, P1, bear.oid, 3)
    s.resolve()
    assert s.zone(bear) is Zone.BATTLEFIELD and bear.damage == 0
    assert s.zone(umbra) is Zone.GRAVEYARD
    assert s.game.destroy(bear)  # no Aura left: it is destroyed now
    assert s.zone(bear) is Zone.GRAVEYARD


def test_umbra_armor_meets_a_destroy_effect(scenario):
    """CR 702.89a umbra armor: a "destroy" effect meets the Aura; the creature stays."""
    s = scenario()
    s.lands(P1, "Swamp", "Swamp")
    bear = s.battlefield(P0, _bear())
    umbra = s.battlefield(P0, _hyena_umbra())
    umbra.attached_to = bear.oid
    murder = compile_text("Murder", "{1}{B}{B}", "Instant", "Destroy target creature.")
    s.lands(P1, "Swamp")
    s.cast(P1, s.hand(P1, murder), targets=[bear])
    s.resolve()
    assert s.zone(bear) is Zone.BATTLEFIELD
    assert s.zone(umbra) is Zone.GRAVEYARD


# -- a creature becomes another creature until end of turn (CR 613.4b, 205.1b) ---------------


def _scale_up():
    return compile_text(
        "Scale Up",
        "{G}",
        "Sorcery",
        "Until end of turn, target creature you control becomes a green Wurm with base power "
        "and toughness 6/4.\nOverload {4}{G}{G} (You may cast this spell for its overload cost. "
        'If you do, change "target" in its text to "each.")',
    )


def test_becomes_a_wurm_compiles_with_its_overload():
    card = _scale_up()
    assert card.unparsed == ()
    wurm = Animate(6, 4, "G", ("Wurm",), target=TARGET_CREATURE_YOU_CONTROL, replace_subtypes=True)
    assert card.spell == (wurm,)
    (overload,) = card.costs
    assert overload.effect == (replace(wurm, target=Ref.CREATURES_YOU_CONTROL),)


def test_scale_up_sets_base_power_under_counters_until_end_of_turn(scenario):
    """CR 613.4b: base 6/4 (layer 7b), the +1/+1 counter on top (7c); a green Wurm, no
    longer a Bear (CR 205.1b), until the cleanup step (CR 514.2)."""
    s = scenario()
    s.lands(P0, "Forest")
    bear = s.battlefield(P0, _bear())
    bear.counters = {"+1/+1": 1}
    s.cast(P0, s.hand(P0, _scale_up()), targets=[bear])
    s.resolve()
    assert (s.game.power(bear), s.game.toughness(bear)) == (7, 5)
    assert bear.info.card.subtypes == ("Wurm",) and bear.info.card.colors == Color.G
    s.cleanup()
    assert (s.game.power(bear), s.game.toughness(bear)) == (3, 3)


# -- "if this spell is the first spell you've cast this game" (CR 118.9, 601.2i) ------------


def _once_upon_a_time():
    return compile_text(
        "Once Upon a Time",
        "{1}{G}",
        "Instant",
        "If this spell is the first spell you've cast this game, you may cast it without "
        "paying its mana cost.\nLook at the top five cards of your library. You may reveal a "
        "creature or land card from among them and put it into your hand. Put the rest on the "
        "bottom of your library in a random order.",
    )


def test_first_spell_of_the_game_condition_compiles():
    card = _once_upon_a_time()
    assert card.unparsed == ()
    (free,) = card.costs
    assert free.condition == FIRST_SPELL_GAME and free.mana.mana_value == 0


def test_once_upon_a_time_is_free_only_as_the_first_spell_of_the_game(scenario):
    """CR 118.9: the alternative cost ({0}) only while its caster has cast no spell yet."""
    s = scenario()
    s.library(P0, *["Forest"] * 6)
    once = s.hand(P0, _once_upon_a_time())
    free = [a for a in s.legal(P0) if getattr(a, "oid", None) == once.oid]
    assert [a.alt for a in free] == [1]  # no land: only the free cast
    s.game.players[P0].cast_log.append((1, _bear()))
    assert not [a for a in s.legal(P0) if getattr(a, "oid", None) == once.oid]


# -- pumps and grants "until your next turn" (CR 611.2b) ------------------------------------


def _emerias_call():
    return compile_text(
        "Emeria's Call",
        "{4}{W}{W}{W}",
        "Sorcery",
        "Create two 4/4 white Angel Warrior creature tokens with flying. Non-Angel creatures "
        "you control gain indestructible until your next turn.",
    )


def test_until_your_next_turn_grant_compiles():
    card = _emerias_call()
    assert card.unparsed == ()
    non_angels = Filter(card_type=CardType.CREATURE, not_subtypes=("Angel",))
    grant = PumpAll(0, 0, non_angels, Controller.YOU, Keyword.INDESTRUCTIBLE)
    assert card.spell[1:] == (UntilYourNextTurn((grant,)),)


def test_emerias_call_keeps_indestructible_through_the_opponents_turn(scenario):
    """CR 611.2b: the grant outlasts the cleanup steps (CR 514.2) until our next turn; the
    Angels made by the spell are not given it, nor a creature that arrives later
    (CR 611.2c)."""
    s = scenario()
    s.lands(P0, *["Plains"] * 7)
    bear = s.battlefield(P0, _bear())
    s.cast(P0, s.hand(P0, _emerias_call()))
    s.resolve()
    angels = [o for o in s.game.players[P0].battlefield if o.card.name == "Angel Warrior"]
    assert len(angels) == 2
    late = s.battlefield(P0, _bear("Late Bear"))
    indestructible = int(Keyword.INDESTRUCTIBLE)
    assert s.game.keywords(bear) & indestructible
    assert not any(s.game.keywords(a) & indestructible for a in [*angels, late])
    s.cleanup()
    assert s.game.keywords(bear) & indestructible  # still, in the opponent's turn
    s.game.active = P0
    expire_pumps(s.game)  # our next turn begins (CR 611.2b)
    s.cleanup()
    assert not s.game.keywords(bear) & indestructible


# -- mana for each permanent destroyed this way (CR 701.8, 106.1) ----------------------------


def _culling_ritual():
    return compile_text(
        "Culling Ritual",
        "{2}{B}{G}",
        "Sorcery",
        "Destroy each nonland permanent with mana value 2 or less. Add {B} or {G} for each "
        "permanent destroyed this way.",
    )


def test_mana_per_destroyed_compiles():
    card = _culling_ritual()
    assert card.unparsed == ()
    sweep = MassRemoval(
        TargetKind.PERMANENT, Filter(not_type=CardType.LAND, max_mana_value=2), Controller.ANY
    )
    assert card.spell == (ManaPerRemoved((sweep,), "BG"),)


def test_culling_ritual_adds_a_mana_per_permanent_destroyed(scenario):
    """CR 701.8b: an indestructible two-drop is not destroyed, so it makes no mana; the two
    destroyed ones make two (CR 106.1)."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp", "Forest", "Forest")
    s.battlefield(P0, _bear())
    s.battlefield(P1, _bear("Llanowar Elves", (1, 1), "{G}"))
    tough = s.battlefield(P1, _bear("Stubborn Bear"))
    tough.temp_keywords |= int(Keyword.INDESTRUCTIBLE)
    big = s.battlefield(P1, _bear("Centaur Courser", (3, 3), "{2}{G}"))
    s.cast(P0, s.hand(P0, _culling_ritual()))
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD) == ["Grizzly Bears", "Culling Ritual"]
    assert s.zone(tough) is Zone.BATTLEFIELD and s.zone(big) is Zone.BATTLEFIELD
    assert sum(s.game.players[P0].pool) == 2


# -- "doesn't untap during its controller's next untap step" (CR 502.3) ----------------------


def _tangle():
    return compile_text(
        "Tangle",
        "{1}{G}",
        "Instant",
        "Prevent all combat damage that would be dealt this turn.\nEach attacking creature "
        "doesn't untap during its controller's next untap step.",
    )


def test_skip_next_untap_compiles():
    card = _tangle()
    assert card.unparsed == ()
    assert card.spell[1:] == (SkipNextUntap(Filter(card_type=CardType.CREATURE, attacking=True)),)


def test_tangle_holds_each_attacker_for_one_untap_step(scenario):
    """CR 502.3: the attackers stay tapped in their controller's next untap step only; a
    creature that did not attack untaps."""
    s = scenario(active=P1)
    s.lands(P0, "Forest", "Forest")
    attacker = s.battlefield(P1, _bear(), tapped=True)
    attacker.attacking = True
    other = s.battlefield(P1, _bear("Resting Bear"), tapped=True)
    s.cast(P0, s.hand(P0, _tangle()))
    s.resolve()
    attacker.attacking = False
    untap_permanents(s.game, P1)
    assert attacker.tapped and not other.tapped
    untap_permanents(s.game, P1)
    assert not attacker.tapped


# -- exert as it attacks (CR 701.43) ---------------------------------------------------------


def _glorybringer():
    return compile_text(
        "Glorybringer",
        "{3}{R}{R}",
        "Creature — Dragon",
        "Flying, haste\nYou may exert Glorybringer as it attacks. When you do, it deals 4 "
        "damage to target non-Dragon creature an opponent controls. (An exerted creature won't "
        "untap during your next untap step.)",
        pt=(4, 4),
    )


def test_exert_compiles_to_an_optional_attack_trigger():
    card = _glorybringer()
    assert card.unparsed == ()
    (trig,) = card.triggers
    (may,) = trig.effect
    assert isinstance(may, MayDo) and may.effect[0] == SkipNextUntap(Ref.SELF)
    assert may.effect[1].amount == 4


def test_glorybringer_exerted_kills_a_blocker_and_stays_tapped(scenario):
    """CR 701.43b exert: 4 damage to the opponent's creature; the Dragon won't untap during
    its controller's next untap step (CR 502.3), then untaps in the one after."""
    s = scenario()
    dragon = s.battlefield(P0, _glorybringer())
    bear = s.battlefield(P1, _bear())
    s.script(P0, ("attackers", (dragon.oid,)), ("may", True))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert s.zone(bear) is Zone.GRAVEYARD
    assert s.game.players[P1].life == 16
    assert dragon.tapped
    untap_permanents(s.game, P0)
    assert dragon.tapped
    untap_permanents(s.game, P0)
    assert not dragon.tapped


# -- a creature returned for one turn (CR 702.10, 603.7) --------------------------------------


def _goryos_vengeance():
    return compile_text(
        "Goryo's Vengeance",
        "{1}{B}",
        "Instant — Arcane",
        "Return target legendary creature card from your graveyard to the battlefield. It gains "
        "haste. Exile it at the beginning of the next end step.\nSplice onto Arcane {2}{B} (As "
        "you cast an Arcane spell, you may reveal this card from your hand and pay its splice "
        "cost. If you do, add this card's effects to that spell.)",
    )


def test_reanimate_for_one_turn_compiles():
    card = _goryos_vengeance()
    assert card.unparsed == ("Splice onto Arcane {2}{B}",)  # splice: the act helper's family
    (back,) = card.spell
    assert isinstance(back, Reanimate) and back.until_end_step == "exile"


def test_goryos_vengeance_returns_a_hasty_legend_exiled_at_the_end_step(scenario):
    """CR 702.10 haste, CR 603.7a: the delayed trigger exiles it at the next end step."""
    s = scenario()
    s.lands(P0, "Swamp", "Swamp")
    legend = compile_text(
        "Griselbrand", "{4}{B}{B}{B}{B}", "Legendary Creature — Demon", "Flying", pt=(7, 7)
    )
    card = s.graveyard(P0, legend)
    s.cast(P0, s.hand(P0, _goryos_vengeance()), targets=[card])
    s.resolve()
    (back,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Griselbrand"]
    assert s.game.keywords(back) & int(Keyword.HASTE)
    fire(s.game, Step.END)
    s.resolve()
    assert s.names(P0, Zone.EXILE) == ["Griselbrand"]
