"""The partial cards of the real tournament decks, round 40 (issue 26, brief r40_fid).

Each family: a real card compiled from its real Oracle text (the compiled value) and an
engine scenario citing its rule.

- Spells cast this turn as an intervening "if" (CR 603.4, 601.2i) and a card returned from
  the graveyard tapped and attacking (CR 508.4): Arclight Phoenix.
"""

from __future__ import annotations

from scenario import P0, P1, Scenario

from deckstats.cards.costs import AdditionalCost
from deckstats.cards.counts import Count, IfCount
from deckstats.cards.effects import (
    AddManaAmount,
    BounceSameName,
    DelayedTrigger,
    Reanimate,
    UntapLands,
)
from deckstats.cards.effects_library import IfTargetAtMost
from deckstats.cards.effects_stat import ExileTop
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Ref
from deckstats.engine import Zone
from deckstats.engine.types import Step

# -- spells cast this turn; tapped and attacking (CR 603.4, 508.4) -------------------------

ARCLIGHT_PHOENIX = compile_text(
    "Arclight Phoenix",
    "{3}{R}",
    "Creature — Phoenix",
    "Flying, haste\nAt the beginning of combat on your turn, if you've cast three or more "
    "instant and sorcery spells this turn, return Arclight Phoenix from your graveyard to the "
    "battlefield tapped and attacking.",
    pt=("3", "2"),
)


def test_arclight_phoenix_compiles_its_graveyard_trigger():
    assert ARCLIGHT_PHOENIX.unparsed == () and ARCLIGHT_PHOENIX.withheld == ()
    (trig,) = ARCLIGHT_PHOENIX.triggers
    (branch,) = trig.effect
    assert isinstance(branch, IfCount)
    assert branch.count.what == "spells_cast" and (branch.least, branch.most) == (3, None)
    assert branch.count.filter.card_type == CardType.INSTANT | CardType.SORCERY
    assert branch.then == (Reanimate(Ref.SELF, tapped=True, attacking=True),)


def _phoenix_turn(bolts: int) -> Scenario:
    s = Scenario(step=Step.PRECOMBAT_MAIN)
    s.graveyard(P0, ARCLIGHT_PHOENIX)
    s.lands(P0, *["Mountain"] * bolts)
    for _ in range(bolts):
        s.cast(P0, s.hand(P0, "Lightning Bolt"), targets=[P1])
        s.resolve()
    s.script(P1, ("blockers", ()))
    s.combat()
    return s


def test_arclight_phoenix_returns_attacking_after_three_instants():
    """CR 603.4: at the beginning of combat, with three instants cast this turn, the Phoenix
    returns; CR 508.4: it is attacking though never declared, and deals its 3 combat damage
    (three Bolts: 9, the Phoenix: 3)."""
    s = _phoenix_turn(3)
    assert s.game.players[P1].life == 20 - 9 - 3
    (phoenix,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Arclight Phoenix"]
    assert phoenix.tapped


def test_arclight_phoenix_stays_in_the_graveyard_after_two_instants():
    """CR 603.4: the intervening "if" is false with two: the ability does not trigger."""
    s = _phoenix_turn(2)
    assert s.game.players[P1].life == 20 - 6
    assert "Arclight Phoenix" in s.names(P0, Zone.GRAVEYARD)


# -- a choice of additional costs with mana; returning a land (CR 601.2b, 601.2f, 601.2h) --

LIGHTNING_AXE = compile_text(
    "Lightning Axe",
    "{R}",
    "Instant",
    "As an additional cost to cast this spell, discard a card or pay {5}.\n"
    "Lightning Axe deals 5 damage to target creature.",
)
DEPRIVE = compile_text(
    "Deprive",
    "{U}{U}",
    "Instant",
    "As an additional cost to cast this spell, return a land you control to its owner's hand.\n"
    "Counter target spell.",
)
SILVERGILL_ADEPT = compile_text(
    "Silvergill Adept",
    "{1}{U}",
    "Creature — Merfolk Wizard",
    "As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay "
    "{3}.\nWhen Silvergill Adept enters, draw a card.",
    pt=("2", "1"),
)


def test_additional_cost_choices_with_mana_compile():
    for card in (LIGHTNING_AXE, DEPRIVE, SILVERGILL_ADEPT):
        assert card.unparsed == () and card.withheld == (), card.name
    (axe,) = LIGHTNING_AXE.costs
    assert axe == AdditionalCost(options=(AdditionalCost(discard=1), AdditionalCost(mana=5)))
    (adept,) = SILVERGILL_ADEPT.costs
    assert adept.options == (AdditionalCost(reveal_subtype="Merfolk"), AdditionalCost(mana=3))
    assert DEPRIVE.costs == (AdditionalCost(bounce=1, bounce_types=CardType.LAND),)


def test_lightning_axe_discards_when_it_can():
    """CR 601.2b: with another card in hand the discard is paid; {R} alone casts it."""
    s = Scenario()
    bears = s.battlefield(P1, "Grizzly Bears")
    s.lands(P0, "Mountain")
    s.hand(P0, "Shock")
    s.cast(P0, s.hand(P0, LIGHTNING_AXE), targets=[bears])
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)
    assert "Shock" in s.names(P0, Zone.GRAVEYARD) and s.names(P0, Zone.HAND) == []


def test_lightning_axe_pays_five_more_with_an_empty_hand():
    """CR 601.2f: the "pay {5}" option adds {5} to the total cost: five Mountains do not
    cast it with no card to discard; six do, and all six are tapped."""
    s = Scenario()
    bears = s.battlefield(P1, "Grizzly Bears")
    lands = s.lands(P0, *["Mountain"] * 5)
    axe = s.hand(P0, LIGHTNING_AXE)
    assert not any(getattr(a, "oid", None) == axe.oid for a in s.legal(P0))
    lands += s.lands(P0, "Mountain")
    s.cast(P0, axe, targets=[bears])
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)
    assert all(land.tapped for land in lands)


def test_deprive_returns_a_tapped_land_to_counter_a_spell():
    """CR 601.2h: the land is returned after the mana is paid (a tapped Island goes back)."""
    s = Scenario()
    s.lands(P1, "Mountain")
    s.cast(P1, s.hand(P1, "Lightning Bolt"), targets=[P0])
    s.lands(P0, "Island", "Island")
    bolt = s.game.stack[-1]
    s.cast(P0, s.hand(P0, DEPRIVE), targets=[bolt.sid])
    s.resolve()
    assert s.game.players[P0].life == 20
    assert "Island" in s.names(P0, Zone.HAND)
    assert len(s.game.players[P0].battlefield) == 1


def test_silvergill_adept_reveals_a_merfolk_or_pays_three():
    """CR 701.20a: revealing another Merfolk card costs nothing; without one {3} more."""
    s = Scenario()
    s.lands(P0, "Island", "Island")
    s.library(P0, "Island")
    s.hand(P0, SILVERGILL_ADEPT)
    s.cast(P0, s.hand(P0, SILVERGILL_ADEPT))
    s.resolve()
    assert [o.card.name for o in s.game.players[P0].battlefield].count("Silvergill Adept") == 1
    s2 = Scenario()
    s2.lands(P0, "Island", "Island", "Island", "Island")
    adept = s2.hand(P0, SILVERGILL_ADEPT)
    assert not any(getattr(a, "oid", None) == adept.oid for a in s2.legal(P0))
    s2.lands(P0, "Island")
    s2.cast(P0, adept)
    s2.resolve()
    assert "Silvergill Adept" in [o.card.name for o in s2.game.players[P0].battlefield]


# -- restricted mana whose spell can't be countered (CR 106.6, 101.2) ----------------------

CAVERN_OF_SOULS = compile_text(
    "Cavern of Souls",
    None,
    "Land",
    "As Cavern of Souls enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of "
    "any color. Spend this mana only to cast a creature spell of the chosen type, and that "
    "spell can't be countered.",
)
DELIGHTED_HALFLING = compile_text(
    "Delighted Halfling",
    "{G}",
    "Creature — Halfling Citizen",
    "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a legendary "
    "spell, and that spell can't be countered.",
    pt=("1", "2"),
)
GOBLIN_GUIDE = compile_text(
    "Goblin Guide", "{R}", "Creature — Goblin Scout", "Haste", pt=("2", "2")
)
COUNTERSPELL = compile_text("Counterspell", "{U}{U}", "Instant", "Counter target spell.")


def test_cavern_and_halfling_compile_their_uncounterable_mana():
    for card in (CAVERN_OF_SOULS, DELIGHTED_HALFLING):
        assert card.unparsed == () and card.withheld == (), card.name
        restricted = card.abilities[1]
        assert restricted.spend_only is not None and restricted.spend_uncounterable
        assert not card.abilities[0].spend_uncounterable
    assert DELIGHTED_HALFLING.abilities[1].spend_only.supertypes


def _goblin_against_counterspell(pay_with_cavern: bool) -> Scenario:
    s = Scenario()
    s.script(P0, ("creature_type", "Goblin"))
    s.library(P0, GOBLIN_GUIDE)
    s.battlefield(P0, CAVERN_OF_SOULS if pay_with_cavern else "Mountain")
    goblin = s.hand(P0, GOBLIN_GUIDE)
    s.cast(P0, goblin)
    s.lands(P1, "Island", "Island")
    s.cast(P1, s.hand(P1, COUNTERSPELL), targets=[s.game.stack[-1].sid])
    s.resolve()
    return s


def test_cavern_of_souls_mana_makes_the_creature_spell_uncounterable():
    """CR 106.6, 101.2: the Goblin paid with Cavern's coloured mana can't be countered;
    the same spell paid with a Mountain is countered (so the check is real)."""
    s = _goblin_against_counterspell(True)
    assert "Goblin Guide" in [o.card.name for o in s.game.players[P0].battlefield]
    s = _goblin_against_counterspell(False)
    assert "Goblin Guide" in s.names(P0, Zone.GRAVEYARD)


# -- destroy a permanent and all others of its name (CR 701.8a, 201.2) ---------------------

MAELSTROM_PULSE = compile_text(
    "Maelstrom Pulse",
    "{1}{B}{G}",
    "Sorcery",
    "Destroy target nonland permanent and all other permanents with the same name as that "
    "permanent.",
)


def test_maelstrom_pulse_compiles_a_destroy_by_name():
    assert MAELSTROM_PULSE.unparsed == ()
    (pulse,) = MAELSTROM_PULSE.spell
    assert isinstance(pulse, BounceSameName) and pulse.destroy
    assert pulse.target.filter.not_type == CardType.LAND


def test_maelstrom_pulse_destroys_every_permanent_of_the_name():
    """CR 201.2, 701.8a: every Grizzly Bears, both players', is destroyed; an Elf stays."""
    s = Scenario()
    bears = s.battlefield(P1, "Grizzly Bears")
    s.battlefield(P1, "Grizzly Bears")
    s.battlefield(P0, "Grizzly Bears")
    s.battlefield(P1, "Llanowar Elves")
    s.lands(P0, "Swamp", "Forest", "Forest")
    s.cast(P0, s.hand(P0, MAELSTROM_PULSE), targets=[bears])
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD).count("Grizzly Bears") == 2
    assert s.names(P0, Zone.GRAVEYARD).count("Grizzly Bears") == 1
    assert [o.card.name for o in s.game.players[P1].battlefield] == ["Llanowar Elves"]


# -- mana at the beginning of the next main phase (CR 603.7, 106.4, 608.2h) ----------------

MANA_DRAIN = compile_text(
    "Mana Drain",
    "{U}{U}",
    "Instant",
    "Counter target spell. At the beginning of your next main phase, add an amount of {C} "
    "equal to that spell's mana value.",
)


def test_mana_drain_compiles_a_delayed_mana_trigger():
    assert MANA_DRAIN.unparsed == ()
    _counter, later = MANA_DRAIN.spell
    assert isinstance(later, DelayedTrigger) and later.step == "main phase" and later.yours
    assert later.effect == (AddManaAmount("C", Count("target_mana_value")),)


def test_mana_drain_adds_the_countered_spells_mana_value_in_its_next_main_phase():
    """CR 603.7c: the delayed trigger waits for its controller's next main phase (not the
    opponent's postcombat one); CR 608.2h: the amount is the countered spell's mana value
    (Thragtusk: 5), read as Mana Drain resolved."""
    from deckstats.engine.delayed import fire

    s = Scenario(active=P1)
    s.lands(P1, "Forest", "Forest", "Forest", "Forest", "Forest")
    s.cast(P1, s.hand(P1, "Thragtusk"))
    s.lands(P0, "Island", "Island")
    s.cast(P0, s.hand(P0, MANA_DRAIN), targets=[s.game.stack[-1].sid])
    s.resolve()
    assert "Thragtusk" in s.names(P1, Zone.GRAVEYARD)
    s.game.step = Step.POSTCOMBAT_MAIN
    fire(s.game, Step.POSTCOMBAT_MAIN)
    assert not s.game.stack and len(s.game.delayed) == 1  # P1's main phase: not yet
    s.game.active, s.game.step = P0, Step.PRECOMBAT_MAIN
    fire(s.game, Step.PRECOMBAT_MAIN)
    s.resolve()
    assert s.game.players[P0].pool[5] == 5 and not s.game.delayed


# -- a delayed trigger made by a loyalty ability (CR 603.7, 606) ---------------------------

TEFERI_HERO = compile_text(
    "Teferi, Hero of Dominaria",
    "{3}{W}{U}",
    "Legendary Planeswalker — Teferi",
    "+1: Draw a card. At the beginning of the next end step, untap up to two lands.\n"
    "−3: Put target nonland permanent into its owner's library third from the top.\n"
    '−8: You get an emblem with "Whenever you draw a card, exile target permanent an '
    'opponent controls."',
    loyalty="4",
)


def test_teferi_plus_one_compiles_a_delayed_untap():
    assert TEFERI_HERO.unparsed == () and TEFERI_HERO.withheld == ()
    _draw, later = TEFERI_HERO.abilities[0].effect
    assert isinstance(later, DelayedTrigger) and later.step == "end step" and not later.yours
    assert later.effect == (UntapLands(2),)


def test_teferi_untaps_two_lands_at_the_next_end_step():
    """CR 603.7a: the +1 creates the delayed trigger; CR 603.7c: at the beginning of the
    end step it triggers once and untaps two of the three tapped lands."""
    from deckstats.engine.delayed import fire

    s = Scenario()
    teferi = s.battlefield(P0, TEFERI_HERO)
    lands = s.lands(P0, "Island", "Island", "Plains", tapped=True)
    s.library(P0, "Island")
    s.activate(P0, teferi, index=0)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island"] and len(s.game.delayed) == 1
    s.game.step = Step.END
    fire(s.game, Step.END)
    s.resolve()
    assert sum(1 for land in lands if not land.tapped) == 2 and not s.game.delayed


# -- a counterspell bounded by a count (CR 608.2b, 608.2h) ---------------------------------

SPELLSTUTTER_SPRITE = compile_text(
    "Spellstutter Sprite",
    "{1}{U}",
    "Creature — Faerie Wizard",
    "Flash\nFlying\nWhen Spellstutter Sprite enters, counter target spell with mana value X or "
    "less, where X is the number of Faeries you control.",
    pt=("1", "1"),
)
MAUSOLEUM_WANDERER = compile_text(
    "Mausoleum Wanderer",
    "{W}",
    "Creature — Spirit",
    "Flying\nWhenever another Spirit you control enters, put a +1/+1 counter on Mausoleum "
    "Wanderer.\nSacrifice Mausoleum Wanderer: Counter target instant or sorcery spell with mana "
    "value less than or equal to Mausoleum Wanderer's power.",
    pt=("1", "1"),
)
DIVINATION = compile_text("Divination", "{2}{U}", "Sorcery", "Draw two cards.")


def test_bounded_counterspells_compile():
    for card, what in ((SPELLSTUTTER_SPRITE, "permanents"), (MAUSOLEUM_WANDERER, "self_power")):
        assert card.unparsed == () and card.withheld == (), card.name
        effect = (card.triggers[0] if card is SPELLSTUTTER_SPRITE else card.abilities[0]).effect
        (bound,) = effect
        assert isinstance(bound, IfTargetAtMost) and bound.quality == "mana value"
        assert bound.count.what == what


def _sprite_against(spell: str, faeries: int) -> Scenario:
    s = Scenario(active=P1)
    s.lands(P1, *["Forest"] * 5)
    s.cast(P1, s.hand(P1, spell))
    target = s.game.stack[-1].sid
    for _ in range(faeries - 1):
        s.battlefield(P0, SPELLSTUTTER_SPRITE)
    s.lands(P0, "Island", "Island")
    s.cast(P0, s.hand(P0, SPELLSTUTTER_SPRITE))
    s.script(P0, ("targets", ((target,),)))
    s.resolve()
    return s


def test_spellstutter_sprite_counters_up_to_its_faerie_count():
    """CR 608.2h: X is the Faeries P0 controls as the trigger resolves (the Sprite among
    them): two counter Grizzly Bears (mana value 2); two do not counter Thragtusk (5)."""
    s = _sprite_against("Grizzly Bears", 2)
    assert "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)
    s = _sprite_against("Thragtusk", 2)
    assert "Thragtusk" in [o.card.name for o in s.game.players[P1].battlefield]


def _wanderer_against(counters: int) -> Scenario:
    s = Scenario(active=P1)
    wanderer = s.battlefield(P0, MAUSOLEUM_WANDERER)
    if counters:
        wanderer.counters = {"+1/+1": counters}
    s.lands(P1, "Island", "Island", "Island")
    s.library(P1, "Island", "Island")
    s.cast(P1, s.hand(P1, DIVINATION))
    s.activate(P0, wanderer, targets=[s.game.stack[-1].sid])
    s.resolve()
    return s


def test_mausoleum_wanderer_counters_up_to_its_power_as_sacrificed():
    """CR 608.2h: the power it had as it was sacrificed for the cost: 1 does not counter
    Divination (mana value 3); with two +1/+1 counters (power 3) it does."""
    s = _wanderer_against(0)
    assert s.names(P1, Zone.HAND) == ["Island", "Island"]
    assert "Mausoleum Wanderer" in s.names(P0, Zone.GRAVEYARD)
    s = _wanderer_against(2)
    assert s.names(P1, Zone.HAND) == [] and "Divination" in s.names(P1, Zone.GRAVEYARD)


# -- the defending player exiles the top of their library (CR 406.3, 506.2) ----------------

ULAMOG_CEASELESS = compile_text(
    "Ulamog, the Ceaseless Hunger",
    "{10}",
    "Legendary Creature — Eldrazi",
    "When you cast this spell, exile two target permanents.\nIndestructible\nWhenever Ulamog, "
    "the Ceaseless Hunger attacks, defending player exiles the top twenty cards of their "
    "library.",
    pt=("10", "10"),
)


def test_ulamog_attacking_exiles_the_defenders_top_twenty():
    """CR 506.2: the defending player of the attack exiles twenty cards from the top."""
    (attack,) = [
        t for t in ULAMOG_CEASELESS.triggers if t.effect == (ExileTop(Ref.DEFENDING_PLAYER, 20),)
    ]
    assert ULAMOG_CEASELESS.unparsed == () and attack
    s = Scenario()
    ulamog = s.battlefield(P0, ULAMOG_CEASELESS)
    s.library(P1, *["Island"] * 25)
    s.script(P0, ("attackers", (ulamog.oid,)))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert len(s.game.players[P1].library) == 5 and len(s.game.players[P1].exile) == 20
    assert s.game.players[P1].life == 10


# -- an edict with a fallback, repeated (CR 701.21) ----------------------------------------

INVOKE_DESPAIR = compile_text(
    "Invoke Despair",
    "{1}{B}{B}{B}",
    "Sorcery",
    "Target opponent sacrifices a creature. If they can't, they lose 2 life and you draw a "
    "card. Then repeat this process for an enchantment and a planeswalker.",
)


def test_invoke_despair_compiles_three_edicts():
    assert INVOKE_DESPAIR.unparsed == ()
    edicts = INVOKE_DESPAIR.spell
    assert [e.what.card_type for e in edicts] == [
        CardType.CREATURE,
        CardType.ENCHANTMENT,
        CardType.PLANESWALKER,
    ]
    assert [e.player for e in edicts[1:]] == [Ref.TARGET_CONTROLLER] * 2


def test_invoke_despair_edicts_or_drains_for_each_type():
    """CR 701.21a: the creature is sacrificed; with no enchantment and no planeswalker the
    opponent loses 2 life twice and P0 draws two cards."""
    s = Scenario()
    s.battlefield(P1, "Grizzly Bears")
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.library(P0, "Swamp", "Swamp", "Swamp")
    s.cast(P0, s.hand(P0, INVOKE_DESPAIR), targets=[P1])
    s.resolve()
    assert "Grizzly Bears" in s.names(P1, Zone.GRAVEYARD)
    assert s.game.players[P1].life == 16
    assert s.names(P0, Zone.HAND) == ["Swamp", "Swamp"]


# -- "They gain ..." after an effect on a group (CR 608.2c) --------------------------------

ELSPETH_STORM_SLAYER = compile_text(
    "Elspeth, Storm Slayer",
    "{3}{W}{W}",
    "Legendary Planeswalker — Elspeth",
    "If one or more tokens would be created under your control, twice that many of those "
    "tokens are created instead.\n+1: Create a 1/1 white Soldier creature token.\n0: Put a "
    "+1/+1 counter on each creature you control. They gain flying until end of turn.\n−3: "
    "Destroy target creature an opponent controls with mana value 3 or greater.",
    loyalty="5",
)


def test_elspeth_zero_counters_and_flying_for_the_team():
    """CR 608.2c: "They" are the creatures that got the counters: each gets +1/+1 and
    flying until end of turn; the opponent's creature gets neither."""
    assert ELSPETH_STORM_SLAYER.unparsed == () and ELSPETH_STORM_SLAYER.withheld == ()
    s = Scenario()
    elspeth = s.battlefield(P0, ELSPETH_STORM_SLAYER)
    mine = [s.battlefield(P0, "Grizzly Bears"), s.battlefield(P0, "Llanowar Elves")]
    theirs = s.battlefield(P1, "Grizzly Bears")
    s.activate(P0, elspeth, index=1)
    s.resolve()
    for o in mine:
        assert o.counters == {"+1/+1": 1} and s.game.keywords(o) & Keyword.FLYING
    assert not theirs.counters and not s.game.keywords(theirs) & Keyword.FLYING
