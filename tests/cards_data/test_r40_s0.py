"""Issue 26, sprint helper ``s0`` (round 40): near-miss card texts, one sentence each.

Each test compiles a real card's real Oracle text, checks the compiled value, and plays it
through the engine, citing the rule. Grab the Prize: a branch on the card discarded to pay
the spell's additional cost (CR 601.2h, casting spells; CR 608.2h, the cost's information).
Manabond: every land card of the hand onto the battlefield (CR 305.4, putting lands onto
the battlefield), then the hand discarded, one choice for both (CR 608.2d, "you may").
Risen Reef: the top card looked at, a land onto the battlefield tapped, else into the hand
(CR 401.3, library; CR 110.2, permanents). Vesuva: "enter tapped as a copy of any land"
(CR 707.9, copying objects): tapped only when it copies. Estrid's Invocation: the copy's
granted "you may exile this enchantment. If you do, return it" (CR 400.7, new objects).
"""

from __future__ import annotations

from scenario import P0, P1, Scenario

from deckstats.cards.clones import EntersAsCopy
from deckstats.cards.costs import AdditionalCost
from deckstats.cards.effects import DealDamage, Discard, DrawCards, Flicker, MayDo
from deckstats.cards.effects_s0 import IfDiscardedIs, LookTopPut, PutAllFromHand
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Ref
from deckstats.engine import events
from deckstats.engine.types import Step, Zone

BOLT = compile_text(
    "Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."
)

# -- "the discarded card" of an additional cost (CR 608.2h) ------------------------------------

GRAB_THE_PRIZE = compile_text(
    "Grab the Prize",
    "{1}{R}",
    "Sorcery",
    "As an additional cost to cast this spell, discard a card.\nDraw two cards. If the "
    "discarded card wasn't a land card, Grab the Prize deals 2 damage to each opponent.",
)


def test_grab_the_prize_compiles() -> None:
    """CR 608.2c: the damage is a branch on the discarded card, not on a target."""
    assert GRAB_THE_PRIZE.unparsed == ()
    assert AdditionalCost(discard=1) in GRAB_THE_PRIZE.costs
    draw, branch = GRAB_THE_PRIZE.spell
    assert draw == DrawCards(2)
    assert isinstance(branch, IfDiscardedIs) and branch.then == ()
    assert branch.otherwise == (DealDamage(2, Ref.EACH_OPPONENT),)


def _grab(discard: object) -> tuple[Scenario, int]:
    s = Scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.library(P0, "Mountain", "Mountain", "Mountain")
    grab = s.hand(P0, GRAB_THE_PRIZE)
    fodder = s.hand(P0, discard)  # the only other card: the one discarded (CR 601.2h)
    s.cast(P0, grab)
    assert s.zone(fodder) is Zone.GRAVEYARD
    s.resolve()
    return s, len(s.game.players[P0].hand)


def test_grab_the_prize_burns_when_a_spell_was_discarded() -> None:
    """CR 608.2h, information from a cost: the discarded card (Lightning Bolt) wasn't a land
    card, so the opponent takes 2 and its caster draws two."""
    s, hand = _grab(BOLT)
    assert s.game.players[P1].life == 18 and hand == 2


def test_grab_the_prize_does_not_burn_when_a_land_was_discarded() -> None:
    """CR 608.2h, information from a cost: a discarded Mountain is a land card: no damage."""
    s, hand = _grab("Mountain")
    assert s.game.players[P1].life == 20 and hand == 2


# -- every land card of the hand (CR 305.4) ------------------------------------------------------

MANABOND = compile_text(
    "Manabond",
    "{G}",
    "Enchantment",
    "At the beginning of your end step, you may reveal your hand and put all land cards from "
    "it onto the battlefield. If you do, discard your hand.",
)


def test_manabond_compiles() -> None:
    """CR 608.2d: one "you may" covers both the lands and the discard ("If you do")."""
    assert MANABOND.unparsed == ()
    (trigger,) = MANABOND.triggers
    (may,) = trigger.effect
    assert isinstance(may, MayDo)
    put, discard = may.effect
    assert isinstance(put, PutAllFromHand) and not put.tapped and isinstance(discard, Discard)


def _end_step(answer: bool) -> Scenario:
    s = Scenario()
    s.battlefield(P0, MANABOND)
    for card in ("Forest", "Island", BOLT):
        s.hand(P0, card)
    s.script(P0, ("may", answer))
    s.game.step = Step.END
    events.on_step(s.game, Step.END)
    s.resolve()
    return s


def test_manabond_puts_every_land_then_discards_the_rest() -> None:
    """CR 305.4, putting lands onto the battlefield (no land play is used): both lands
    enter, then the rest of the hand (Lightning Bolt) is discarded (CR 701.9, discard)."""
    s = _end_step(True)
    assert sorted(s.names(P0, Zone.BATTLEFIELD)) == ["Forest", "Island", "Manabond"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Lightning Bolt"] and not s.game.players[P0].hand
    assert s.game.players[P0].lands_played_turn == 0


def test_manabond_declined_keeps_the_hand() -> None:
    """CR 608.2d, "you may": declined, nothing moves."""
    s = _end_step(False)
    assert len(s.game.players[P0].hand) == 3


# -- the top card: a land onto the battlefield, else into the hand (CR 401.3) -------------------

RISEN_REEF = compile_text(
    "Risen Reef",
    "{1}{G}{U}",
    "Creature — Elemental",
    "Whenever Risen Reef or another Elemental you control enters, look at the top card of "
    "your library. If it's a land card, you may put it onto the battlefield tapped. If you "
    "don't put the card onto the battlefield, you may put it into your hand.",
    pt=("1", "1"),
)


def test_risen_reef_compiles() -> None:
    """CR 401.3: one look, two "you may" moves (a land card only to the battlefield)."""
    assert RISEN_REEF.unparsed == ()
    for trigger in RISEN_REEF.triggers:  # Risen Reef itself, another Elemental
        (look,) = trigger.effect
        assert isinstance(look, LookTopPut) and look.tapped


def _reef(top: object, *answers: bool) -> Scenario:
    s = Scenario()
    s.lands(P0, "Forest", "Island", "Island")
    s.library(P0, top, "Island")  # the first is the top card
    reef = s.hand(P0, RISEN_REEF)
    s.script(P0, *(("may", a) for a in answers))
    s.cast(P0, reef)
    s.resolve()
    return s


def test_risen_reef_puts_a_land_onto_the_battlefield_tapped() -> None:
    """CR 110.2, permanents: the land card enters tapped; no land play is used (CR 305.4)."""
    s = _reef("Mountain", True)
    (mountain,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Mountain"]
    assert s.game.players[P0].lands_played_turn == 0 and mountain.tapped


def test_risen_reef_puts_a_nonland_card_into_the_hand() -> None:
    """CR 401.3, library: a nonland card can't enter; "you may put it into your hand"."""
    s = _reef(BOLT, True)
    assert s.names(P0, Zone.HAND) == ["Lightning Bolt"]


def test_risen_reef_may_keep_the_card_on_top() -> None:
    """CR 608.2d, "you may": both declined, the card stays on top of the library."""
    s = _reef(BOLT, False)
    assert not s.game.players[P0].hand and s.game.players[P0].library[-1].card.name == (
        "Lightning Bolt"
    )


# -- "enter tapped as a copy of any land" (CR 707.9) --------------------------------------------

VESUVA = compile_text(
    "Vesuva",
    "",
    "Land",
    "You may have Vesuva enter tapped as a copy of any land on the battlefield.",
)


def test_vesuva_compiles() -> None:
    """CR 707.9: a clone of a land, tapped when it copies."""
    assert VESUVA.unparsed == ()
    copy = VESUVA.enters_as_copy
    assert isinstance(copy, EntersAsCopy) and copy.tapped and not copy.yours


def _vesuva(copy: bool) -> tuple[Scenario, object]:
    s = Scenario()
    (forest,) = s.lands(P1, "Forest")
    vesuva = s.hand(P0, VESUVA)
    s.script(P0, ("copy", (forest.oid,) if copy else ()))
    new = s.play_land(P0, vesuva)
    return s, new


def test_vesuva_enters_tapped_as_a_copy() -> None:
    """CR 707.9, copying objects: it is a Forest, and tapped (CR 614.1c, its replacement)."""
    _, new = _vesuva(True)
    assert new is not None and new.card.name == "Forest" and new.tapped


def test_vesuva_declined_enters_untapped() -> None:
    """CR 707.9, copying objects: no copy chosen, it is Vesuva, untapped."""
    _, new = _vesuva(False)
    assert new is not None and new.card.name == "Vesuva" and not new.tapped


# -- a copy that may flicker itself each upkeep (CR 707.9b, 400.7) ----------------------------

ESTRIDS_INVOCATION = compile_text(
    "Estrid's Invocation",
    "{2}{U}",
    "Enchantment",
    "You may have Estrid's Invocation enter as a copy of an enchantment you control, except "
    'it has "At the beginning of your upkeep, you may exile this enchantment. If you do, '
    "return it to the battlefield under its owner's control.\"",
)
ANTHEM = compile_text(
    "Glorious Anthem", "{1}{W}{W}", "Enchantment", "Creatures you control get +1/+1."
)


def test_estrids_invocation_compiles() -> None:
    """CR 707.9b: the exception is a granted trigger: a "you may" flicker of itself."""
    assert ESTRIDS_INVOCATION.unparsed == ()
    copy = ESTRIDS_INVOCATION.enters_as_copy
    assert copy is not None and copy.yours
    (trigger,) = copy.triggers
    assert trigger.effect == (MayDo((Flicker(Ref.SELF),)),)


def test_estrids_invocation_flickers_and_may_copy_again() -> None:
    """CR 707.9b, copy exceptions: the Anthem copy has the upkeep trigger; CR 400.7, new
    objects: exiled and returned, it is a new object that may copy anew (here: nothing)."""
    s = Scenario()
    anthem = s.battlefield(P0, ANTHEM)
    s.lands(P0, "Island", "Island", "Island")
    invocation = s.hand(P0, ESTRIDS_INVOCATION)
    s.script(P0, ("copy", (anthem.oid,)))
    s.cast(P0, invocation)
    s.resolve()
    names = sorted(s.names(P0, Zone.BATTLEFIELD))
    assert names.count("Glorious Anthem") == 2
    s.script(P0, ("may", True), ("copy", ()))
    s.game.step = Step.UPKEEP
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()
    assert "Estrid's Invocation" in s.names(P0, Zone.BATTLEFIELD)
