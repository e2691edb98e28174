"""Counterspells with real conditions (issue 26, point 4): each a real card's Oracle text.

CR 701.6: to counter a spell or ability is to cancel it and remove it from the stack;
CR 701.6a: a countered spell goes to its owner's graveyard unless an effect says otherwise
("If that spell is countered this way, exile it / put it on top of its owner's library /
into its owner's hand instead", CR 614.1a); CR 701.6b: a countered ability is removed from
the stack (Stifle). The conditions on the target are a filter (CR 115.1): mana value N
(Spell Snare), colorless (CR 105.2c: Consign to Memory), an ability (CR 113.7).
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, IllegalActionError

from deckstats.cards.effects import CounterSpell, DrawCards
from deckstats.cards.model import ALL_COLORS
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Filter, Target, TargetKind
from deckstats.engine import Zone
from deckstats.engine import stack as stack_mod

SPELL = TargetKind.SPELL
ABILITIES = TargetKind.ACTIVATED_ABILITY | TargetKind.TRIGGERED_ABILITY


def _instant(name: str, cost: str, text: str):
    return compile_text(name, cost, "Instant", text)


def memory_lapse():
    return _instant(
        "Memory Lapse",
        "{1}{U}",
        "Counter target spell. If that spell is countered this way, put it on top of its "
        "owner's library instead of into that player's graveyard.",
    )


def remand():
    return _instant(
        "Remand",
        "{1}{U}",
        "Counter target spell. If that spell is countered this way, put it into its owner's "
        "hand instead of into that player's graveyard.\nDraw a card.",
    )


def syncopate():
    return _instant(
        "Syncopate",
        "{X}{U}",
        "Counter target spell unless its controller pays {X}. If that spell is countered "
        "this way, exile it instead of putting it into its owner's graveyard.",
    )


def spell_snare():
    return _instant("Spell Snare", "{U}", "Counter target spell with mana value 2.")


def stifle():
    return _instant(
        "Stifle",
        "{U}",
        "Counter target activated or triggered ability. (Mana abilities can't be targeted.)",
    )


def consign_to_memory():
    return _instant(
        "Consign to Memory",
        "{U}",
        "Counter target triggered ability or colorless spell.",
    )


# -- compiled forms -----------------------------------------------------------------------


def test_countered_instead_compiles():
    """CR 701.6a, 614.1a: where a spell countered this way goes instead of the graveyard."""
    assert memory_lapse().spell == (CounterSpell(Target(SPELL), to="library"),)
    assert remand().spell == (CounterSpell(Target(SPELL), to="hand"), DrawCards(1))
    assert syncopate().spell == (CounterSpell(Target(SPELL), "X", to="exile"),)
    for card in (memory_lapse(), remand(), syncopate()):
        assert card.unparsed == ()


def test_mana_value_and_colorless_filters_compile():
    """CR 202.3: "with mana value 2" is exactly 2; CR 105.2c: colorless is no colour."""
    snare = spell_snare()
    assert snare.spell == (
        CounterSpell(Target(SPELL, filter=Filter(min_mana_value=2, max_mana_value=2))),
    )
    consign = consign_to_memory()
    assert consign.unparsed == ()
    assert consign.spell == (
        CounterSpell(
            Target(SPELL | TargetKind.TRIGGERED_ABILITY, filter=Filter(not_colors=ALL_COLORS))
        ),
    )


def test_ability_counter_compiles():
    """CR 701.6b: Stifle targets an activated or triggered ability on the stack."""
    card = stifle()
    assert card.unparsed == ()
    assert card.spell == (CounterSpell(Target(ABILITIES)),)


# -- engine scenarios -----------------------------------------------------------------------


def _bolt_on_stack(s):
    s.lands(P0, "Mountain")
    s.cast(P0, s.hand(P0, "Lightning Bolt"), [P1])
    return s.game.stack[-1].obj


def test_memory_lapse_puts_the_spell_on_top_of_the_library(scenario):
    """CR 701.6a: Memory Lapse's spell goes on top of its owner's library, not the graveyard."""
    s = scenario()
    s.library(P0, "Forest")
    bolt = _bolt_on_stack(s)
    s.lands(P1, "Island", "Island")
    s.cast(P1, s.hand(P1, memory_lapse()), [bolt])
    s.resolve()
    assert s.game.players[P1].life == 20
    assert s.game.players[P0].library[-1].card.name == "Lightning Bolt"
    assert "Lightning Bolt" not in s.names(P0, Zone.GRAVEYARD)


def test_remand_returns_the_spell_to_hand_and_draws(scenario):
    """CR 701.6a: Remand's spell returns to its owner's hand; Remand's caster draws."""
    s = scenario()
    s.library(P1, "Island")
    bolt = _bolt_on_stack(s)
    s.lands(P1, "Island", "Island")
    s.cast(P1, s.hand(P1, remand()), [bolt])
    s.resolve()
    assert s.game.players[P1].life == 20
    assert s.names(P0, Zone.HAND) == ["Lightning Bolt"]
    assert s.names(P1, Zone.HAND) == ["Island"]


def test_syncopate_exiles_when_x_is_not_paid(scenario):
    """CR 107.3, 701.6a: unless its controller pays {X}; unpaid, the spell is exiled."""
    s = scenario()
    bolt = _bolt_on_stack(s)
    s.lands(P1, "Island", "Island", "Island")
    s.cast(P1, s.hand(P1, syncopate()), [bolt], x=2)
    s.resolve()
    assert s.game.players[P1].life == 20
    assert s.names(P0, Zone.EXILE) == ["Lightning Bolt"]


def test_syncopate_is_paid_with_x_mana(scenario):
    """CR 701.6: a controller who pays {X} keeps the spell (X = 1 here)."""
    s = scenario()
    s.lands(P0, "Mountain")
    bolt = _bolt_on_stack(s)
    s.lands(P1, "Island", "Island")
    s.cast(P1, s.hand(P1, syncopate()), [bolt], x=1)
    s.script(P0, ("pay_unless", True))
    s.resolve()
    assert s.game.players[P1].life == 17
    assert "Lightning Bolt" in s.names(P0, Zone.GRAVEYARD)


def test_spell_snare_targets_only_mana_value_two(scenario):
    """CR 115.1, 202.3: Spell Snare may target a 2-mana spell, not Lightning Bolt."""
    s = scenario()
    bolt = _bolt_on_stack(s)
    s.lands(P1, "Island")
    snare = s.hand(P1, spell_snare())
    with pytest.raises(IllegalActionError):
        s.cast(P1, snare, [bolt])
    s.resolve()
    assert s.game.players[P1].life == 17  # the Bolt resolved
    s.lands(P0, "Forest", "Forest")
    s.cast(P0, s.hand(P0, "Grizzly Bears"))
    bears = s.game.stack[-1].obj
    s.cast(P1, snare, [bears])
    s.resolve()
    assert "Grizzly Bears" in s.names(P0, Zone.GRAVEYARD)


def test_consign_to_memory_counters_a_colorless_spell_only(scenario):
    """CR 105.2c: a colorless spell (an artifact) is a legal target, a red one is not."""
    s = scenario()
    bolt = _bolt_on_stack(s)
    s.lands(P1, "Island")
    consign = s.hand(P1, consign_to_memory())
    with pytest.raises(IllegalActionError):
        s.cast(P1, consign, [bolt])
    s.resolve()
    s.lands(P0, "Mountain")
    s.cast(
        P0,
        s.hand(
            P0,
            compile_text("Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", ("0", "2")),
        ),
    )
    thopter = s.game.stack[-1].obj
    s.cast(P1, consign, [thopter])
    s.resolve()
    assert "Ornithopter" in s.names(P0, Zone.GRAVEYARD)


def test_stifle_counters_a_triggered_ability(scenario):
    """CR 701.6b: Stifle removes an enters trigger from the stack; its effect never happens."""
    s = scenario()
    s.library(P0, "Forest", "Forest")
    visionary = compile_text(
        "Elvish Visionary",
        "{1}{G}",
        "Creature — Elf Shaman",
        "When Elvish Visionary enters, draw a card.",
        ("1", "1"),
    )
    s.lands(P0, "Forest", "Forest")
    s.cast(P0, s.hand(P0, visionary))
    g = s.game
    stack_mod.resolve_top(g)
    stack_mod.settle(g)
    trigger = g.stack[-1]
    assert trigger.kind == "trigger"
    s.lands(P1, "Island")
    s.cast(P1, s.hand(P1, stifle()), [trigger.sid])
    s.resolve()
    assert g.stack == []
    assert s.names(P0, Zone.HAND) == []  # the draw was countered
    assert "Elvish Visionary" in s.names(P0, Zone.BATTLEFIELD)


def test_stifle_cannot_target_a_spell(scenario):
    """CR 113.7: Stifle's target is an ability; a spell is not one."""
    s = scenario()
    bolt = _bolt_on_stack(s)
    s.lands(P1, "Island")
    with pytest.raises(IllegalActionError):
        s.cast(P1, s.hand(P1, stifle()), [bolt])
