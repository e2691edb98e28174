"""Issue 26, round 40 sprint (helper ``s1``): near-miss texts, real Oracle text.

Each card: the compiled value, then a built position where the engine honours it, citing
the rule.
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards.oracle import compile_text
from deckstats.engine.damage import deal_damage
from deckstats.engine.flags import TEMP_COLORLESS
from deckstats.engine.types import Zone

POXWALKERS = compile_text(
    "Poxwalkers",
    "{2}{B}",
    "Creature — Zombie",
    'Curse of the Walking Pox — Each other creature you control has "When this creature '
    'dies, each opponent loses 1 life."\nWhenever you cast a spell, if its mana value is 3 '
    "or greater, you may return Poxwalkers from your graveyard to the battlefield tapped.",
    pt=("3", "2"),
)


def test_poxwalkers_flavor_word_compiles():
    """CR 207.2d: the flavor word has no rules meaning; the line is a grant."""
    assert POXWALKERS.unparsed == ()
    (g,) = POXWALKERS.grants
    assert g.scope == "yours" and g.other and len(g.triggers) == 1


def test_poxwalkers_other_creatures_drain_when_they_die(scenario):
    """CR 613.1f, 603.10a: each other creature you control has the dies trigger; not itself."""
    s = scenario()
    pox = s.battlefield(P0, POXWALKERS)
    bears = s.battlefield(P0, "Grizzly Bears")
    theirs = s.battlefield(P1, "Grizzly Bears")
    s.resolve()
    s.game.destroy(bears)
    s.resolve()
    assert s.game.players[P1].life == 19
    s.game.destroy(theirs)
    s.resolve()
    assert s.game.players[P0].life == 20
    s.game.destroy(pox)
    s.resolve()
    assert s.game.players[P1].life == 19
    assert s.names(P0, Zone.GRAVEYARD) == ["Grizzly Bears", "Poxwalkers"]


GIVER = compile_text(
    "Giver of Runes",
    "{W}",
    "Creature — Kor Cleric",
    "{T}: Another target creature you control gains protection from colorless or from the "
    "color of your choice until end of turn.",
    pt=("1", "2"),
)
MYR_ENFORCER = compile_text(
    "Myr Enforcer", "{7}", "Artifact Creature — Myr", "Affinity for artifacts", pt=("4", "4")
)


def test_giver_of_runes_compiles():
    from deckstats.cards import effects as fx

    assert GIVER.unparsed == ()
    (eff,) = GIVER.abilities[0].effect
    assert isinstance(eff, fx.ProtectionFromChosenColor)
    assert eff.or_colorless and not eff.or_artifacts and eff.target.other


def test_giver_of_runes_protection_from_colorless(scenario):
    """CR 702.16a protection, 105.2c: against a colorless threat, colorless is the choice;
    colorless damage is then prevented (CR 702.16e), coloured damage is not."""
    s = scenario()
    giver = s.battlefield(P0, GIVER)
    bears = s.battlefield(P0, "Grizzly Bears")
    myr = s.battlefield(P1, MYR_ENFORCER)
    s.activate(P0, giver, 0, targets=[bears.oid])
    s.resolve()
    assert bears.temp_protection & TEMP_COLORLESS
    assert deal_damage(s.game, myr, P1, bears.oid, 4) == 0
    assert bears.zone is Zone.BATTLEFIELD
    theirs = s.battlefield(P1, "Grizzly Bears")
    assert deal_damage(s.game, theirs, P1, bears.oid, 1) == 1


def test_giver_of_runes_cannot_target_itself(scenario):
    """CR 115.2 ("another target"): Giver of Runes can't give itself protection."""
    s = scenario()
    giver = s.battlefield(P0, GIVER)
    with pytest.raises(IllegalActionError):
        s.activate(P0, giver, 0, targets=[giver.oid])


CONQUEROR = compile_text(
    "Bloodthirsty Conqueror",
    "{3}{B}{B}",
    "Creature — Vampire Knight",
    "Flying, deathtouch\nWhenever an opponent loses life, you gain that much life.",
    pt=("5", "5"),
)


def test_bloodthirsty_conqueror_compiles():
    from deckstats.cards.effects import GainLife
    from deckstats.cards.targets import Ref
    from deckstats.cards.triggers import LosesLife

    assert CONQUEROR.unparsed == ()
    (t,) = CONQUEROR.triggers
    assert t.when == LosesLife(Ref.EACH_OPPONENT)
    assert t.effect == (GainLife("X", Ref.YOU),)


def test_bloodthirsty_conqueror_gains_what_the_opponent_loses(scenario):
    """CR 119.3, 120.3a: damage to a player and loss of life both trigger it, once per
    event, for that much; the controller's own loss does not."""
    s = scenario()
    s.battlefield(P0, CONQUEROR)
    bears = s.battlefield(P0, "Grizzly Bears")
    deal_damage(s.game, bears, P0, P1, 2)
    s.resolve()
    assert s.game.players[P1].life == 18 and s.game.players[P0].life == 22
    s.game.lose_life(P1, 3)
    s.resolve()
    assert s.game.players[P1].life == 15 and s.game.players[P0].life == 25
    s.game.lose_life(P0, 4)
    s.resolve()
    assert s.game.players[P0].life == 21


FIRECRAFT = compile_text(
    "Exquisite Firecraft",
    "{1}{R}{R}",
    "Sorcery",
    "Exquisite Firecraft deals 4 damage to any target.\nSpell mastery — If there are two or "
    "more instant and/or sorcery cards in your graveyard, this spell can't be countered.",
)
COUNTERSPELL = compile_text("Counterspell", "{U}{U}", "Instant", "Counter target spell.")
BOLT = compile_text(
    "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
)


def test_exquisite_firecraft_compiles():
    from deckstats.cards.static_rules import UncounterableIf

    assert FIRECRAFT.unparsed == ()
    (m,) = FIRECRAFT.modifiers
    assert isinstance(m, UncounterableIf) and m.least == 2 and m.count.what == "graveyard"


def _firecraft_countered(scenario, graveyard: int) -> int:
    s = scenario()
    for _ in range(graveyard):
        s.graveyard(P0, BOLT)
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.lands(P1, "Island", "Island")
    s.cast(P0, s.hand(P0, FIRECRAFT), targets=[P1])
    spell = s.game.stack[-1].obj
    s.cast(P1, s.hand(P1, COUNTERSPELL), targets=[spell])
    s.resolve()
    return s.game.players[P1].life


def test_exquisite_firecraft_spell_mastery_cant_be_countered(scenario):
    """CR 101.2, 207.2c spell mastery: with two instants in the graveyard the Counterspell
    does nothing and the 4 damage is dealt; with one, the spell is countered (CR 701.6)."""
    assert _firecraft_countered(scenario, 2) == 16
    assert _firecraft_countered(scenario, 1) == 20


VIGILANTE = compile_text(
    "Nantuko Vigilante",
    "{3}{G}",
    "Creature — Insect Druid Mutant",
    "Morph {1}{G} (You may cast this card face down as a 2/2 creature for {3}. Turn it face "
    "up any time for its morph cost.)\nWhen Nantuko Vigilante is turned face up, destroy "
    "target artifact or enchantment.",
    pt=("3", "2"),
)
BAUBLE = compile_text(
    "Mishra's Bauble",
    "{0}",
    "Artifact",
    "{T}, Sacrifice Mishra's Bauble: Look at the top card of target player's library. Draw a "
    "card at the beginning of the next turn's upkeep.",
)


def test_nantuko_vigilante_compiles():
    from deckstats.cards.triggers import TurnedFaceUp

    assert VIGILANTE.unparsed == ()
    (t,) = VIGILANTE.triggers
    assert t.when == TurnedFaceUp()


def test_nantuko_vigilante_destroys_when_turned_face_up(scenario):
    """CR 708.8, 702.37e morph: turning it face up (a special action) triggers it, and the
    trigger destroys the artifact; cast face up, it triggers nothing (CR 603.2)."""
    from deckstats.engine.actions import CastSpell

    s = scenario()
    bauble = s.battlefield(P1, BAUBLE)
    s.lands(P0, *["Forest"] * 3)
    s.act(P0, CastSpell(s.hand(P0, VIGILANTE).oid, alt=1))
    s.resolve()
    (down,) = [o for o in s.game.players[P0].battlefield if o.info.is_creature]
    assert s.zone(bauble) is Zone.BATTLEFIELD  # face down: no trigger on entering
    s.lands(P0, "Forest", "Forest")
    s.activate(P0, down, 0)
    s.resolve()
    assert down.card.name == "Nantuko Vigilante"
    assert s.names(P1, Zone.GRAVEYARD) == ["Mishra's Bauble"]


def test_nantuko_vigilante_cast_face_up_triggers_nothing(scenario):
    s = scenario()
    bauble = s.battlefield(P1, BAUBLE)
    s.lands(P0, *["Forest"] * 4)
    s.cast(P0, s.hand(P0, VIGILANTE))
    s.resolve()
    assert s.zone(bauble) is Zone.BATTLEFIELD


PIXIE = compile_text(
    "Nurturing Pixie",
    "{W}",
    "Creature — Faerie Rogue",
    "Flying\nWhen Nurturing Pixie enters, return up to one target non-Faerie, nonland "
    "permanent you control to its owner's hand. If a permanent was returned this way, put a "
    "+1/+1 counter on Nurturing Pixie.",
    pt=("1", "1"),
)


def test_nurturing_pixie_compiles():
    from deckstats.cards.effects import Bounce, IfTargetWas, PutCounters
    from deckstats.cards.targets import Ref

    assert PIXIE.unparsed == ()
    bounce, branch = PIXIE.triggers[0].effect
    assert isinstance(bounce, Bounce) and bounce.target.up_to
    assert isinstance(branch, IfTargetWas)
    assert branch.then == (PutCounters(1, Ref.SELF, "+1/+1"),)


def _pixie(scenario, pick_bears: bool):
    s = scenario()
    bears = s.battlefield(P0, "Grizzly Bears")
    s.lands(P0, "Plains")
    want = ((bears.oid,),) if pick_bears else ((),)
    s.script(P0, ("targets", lambda view, d: next(o for o in d.options if o == want)))
    s.cast(P0, s.hand(P0, PIXIE))
    s.resolve()
    pixie = next(o for o in s.game.players[P0].battlefield if o.card.name == "Nurturing Pixie")
    return s, pixie


def test_nurturing_pixie_counter_only_if_a_permanent_was_returned(scenario):
    """CR 608.2c, 608.2h: a permanent returned: the Bears go home and the Pixie gets the
    counter; no target chosen ("up to one", CR 115.1): nothing returned, no counter."""
    s, pixie = _pixie(scenario, True)
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"] and pixie.counter("+1/+1") == 1
    s, pixie = _pixie(scenario, False)
    assert s.names(P0, Zone.HAND) == [] and pixie.counter("+1/+1") == 0


def test_nurturing_pixie_no_counter_when_the_target_is_gone(scenario):
    """CR 608.2b: the only target gone, the trigger does nothing: nothing was returned."""
    from deckstats.engine import stack

    s = scenario()
    bears = s.battlefield(P0, "Grizzly Bears")
    s.lands(P0, "Plains")
    s.script(P0, ("targets", lambda view, d: next(o for o in d.options if o == ((bears.oid,),))))
    s.cast(P0, s.hand(P0, PIXIE))
    stack.resolve_top(s.game)
    stack.settle(s.game)
    assert len(s.game.stack) == 1  # the trigger, targeting the Bears
    s.game.destroy(bears)
    s.resolve()
    pixie = next(o for o in s.game.players[P0].battlefield if o.card.name == "Nurturing Pixie")
    assert pixie.counter("+1/+1") == 0 and s.names(P0, Zone.HAND) == []


PARADISE = compile_text(
    "Undiscovered Paradise",
    "",
    "Land",
    "{T}: Add one mana of any color. During your next untap step, as you untap your "
    "permanents, return Undiscovered Paradise to its owner's hand.",
)


def test_undiscovered_paradise_compiles():
    from deckstats.cards.effects import AddOneOf
    from deckstats.cards.effects_s1 import ReturnAtNextUntap

    assert PARADISE.unparsed == ()
    assert PARADISE.abilities[0].effect == (AddOneOf("WUBRG", 1), ReturnAtNextUntap())


def test_undiscovered_paradise_returns_in_your_next_untap_step(scenario):
    """CR 502.3 untap step: tapped for mana, it stays through the opponent's untap step and
    goes back to the hand in its controller's; untapped, it stays (nothing waits)."""
    from deckstats.engine.rule_locks import untap_permanents

    s = scenario()
    paradise = s.battlefield(P0, PARADISE)
    idle = s.battlefield(P0, PARADISE)
    s.script(P0, ("color", "G"))
    s.activate(P0, paradise, 0)
    assert s.game.players[P0].pool[4] == 1
    untap_permanents(s.game, P1)
    assert s.zone(paradise) is Zone.BATTLEFIELD
    untap_permanents(s.game, P0)
    assert s.names(P0, Zone.HAND) == ["Undiscovered Paradise"]
    assert s.zone(idle) is Zone.BATTLEFIELD and not s.game.return_at_untap


def test_undiscovered_paradise_paying_for_a_spell_also_returns_it(scenario):
    """CR 605.3b, 502.3: tapped while paying a cost, its rider still marks it."""
    from deckstats.engine.rule_locks import untap_permanents

    s = scenario()
    paradise = s.battlefield(P0, PARADISE)
    s.lands(P0, "Forest")
    s.cast(P0, s.hand(P0, "Grizzly Bears"))
    s.resolve()
    assert paradise.tapped and "Grizzly Bears" in s.names(P0, Zone.BATTLEFIELD)
    untap_permanents(s.game, P0)
    assert s.names(P0, Zone.HAND) == ["Undiscovered Paradise"]


GREASEFANG = compile_text(
    "Greasefang, Okiba Boss",
    "{1}{W}{B}",
    "Legendary Creature — Rat Pilot",
    "At the beginning of combat on your turn, return target Vehicle card from your graveyard "
    "to the battlefield. It gains haste. Return it to its owner's hand at the beginning of "
    "your next end step.",
    pt=("4", "3"),
)
VEHICLE = compile_text(
    "Parhelion II",
    "{6}{W}{W}",
    "Legendary Artifact — Vehicle",
    "Flying, vigilance\nCrew 4",
    pt=("5", "5"),
)


def test_greasefang_compiles():
    from deckstats.cards.effects import Reanimate

    assert GREASEFANG.unparsed == ()
    (eff,) = GREASEFANG.triggers[0].effect
    assert isinstance(eff, Reanimate) and eff.until_end_step == "return yours"


def test_greasefang_vehicle_back_to_hand_at_your_end_step(scenario):
    """CR 603.7 delayed trigger, 702.10 haste: the Vehicle returns with haste, then goes to
    its owner's hand at the beginning of your end step (CR 513.1a)."""
    from deckstats.engine import delayed, events
    from deckstats.engine.flags import HASTE
    from deckstats.engine.types import Step

    s = scenario()
    s.battlefield(P0, GREASEFANG)
    s.graveyard(P0, VEHICLE)
    events.on_step(s.game, Step.BEGINNING_OF_COMBAT)
    s.resolve()
    (ship,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Parhelion II"]
    assert s.game.keywords(ship) & HASTE
    s.game.active = P1
    delayed.fire(s.game, Step.END)  # an opponent's end step is not "your next end step"
    s.resolve()
    assert s.zone(ship) is Zone.BATTLEFIELD
    s.game.active = P0
    delayed.fire(s.game, Step.END)
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Parhelion II"]
