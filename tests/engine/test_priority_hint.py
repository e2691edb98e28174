"""The engine's priority shortcuts never hide a real option (issue 27.3, CR 117).

Outside its own main phases a player is asked for priority only when
``casting.has_instant_action`` says it may act, and an agent may promise with
``wants_priority(view)`` that it would pass. Both are speed hints: the first must never
answer False while the player has a castable spell or an activatable ability (CR 117.1,
602.2, 605.3a), the second never while the agent would do something but pass. The
positions below are the options the first used to miss; the property test walks every
priority point of seeded games full of instants, flash, flashback, adventures and
abilities and checks both hints against the full list of legal options.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from scenario import P0, P1, Scenario

from deckstats import _native
from deckstats.cards.dsl import adventure, creature, instant
from deckstats.cards.effects import DealDamage, DrawCards, LoseLife
from deckstats.cards.model import Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Ref
from deckstats.deck import load_decklist
from deckstats.engine import casting, new_game, stack
from deckstats.engine.actions import PASS, ActivateAbility, CastSpell
from deckstats.engine.decisions import PRIORITY, Decision
from deckstats.engine.game import Game
from deckstats.engine.types import Step, Zone
from deckstats.players import get_agent
from deckstats.players.scripted import ScriptedAgent

ROOT = Path(__file__).resolve().parents[2]


def _hurts_you(e: Any) -> bool:
    """A rider that only damages its controller or makes it lose life."""
    return (isinstance(e, DealDamage) and e.to == Ref.YOU) or (
        isinstance(e, LoseLife) and e.player == Ref.YOU
    )


def real_options(game: Game, pid: int) -> list[Any]:
    """``pid``'s legal priority actions but passing and the automatic mana abilities that
    change nothing.

    CR 605.3a lets a player activate a mana ability whenever it has priority, but the
    mana empties at the end of the step (CR 500.4) and the engine's payer activates these
    sources itself when a cost is paid (CR 601.2g): tapping one with nothing to pay does
    only what its rider does. A rider that only hurts its controller (a pain land) is
    no option; one that helps (Pristine Talisman's life) is.
    """
    acts, _ = casting.legal_actions(game, pid, True)
    out = []
    for a in acts:
        if a is PASS:
            continue
        if type(a) is ActivateAbility:
            obj = game.objects[a.oid]
            auto = {s.index: s for s in obj.info.mana_sources}
            src = auto.get(a.index)
            if src is not None and all(_hurts_you(e) for e in src.rider):
                continue
        out.append(a)
    return out


def _their_combat(**kw: Any) -> Scenario:
    """Player 1's declare-attackers step; player 0 (scripted) has Mountains and Forests."""
    s = Scenario(active=P1, step=Step.DECLARE_ATTACKERS, **kw)
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Forest")
    return s


def _asked(s: Scenario, action: Any) -> Any:
    """Player 0's answer when the engine gives it priority now (scripted: ``action``)."""
    s.script(P0, ("priority", action))
    return stack.get_action(s.game, P0)


def test_flashback_instant_in_the_graveyard_is_offered():
    """CR 702.34a: Rally the Peasants may be cast from the graveyard by flashback at
    instant speed, in the opponent's turn; the engine must ask."""
    s = _their_combat()
    s.lands(P0, "Plains", "Plains", "Plains")
    rally = s.graveyard(P0, "Rally the Peasants")
    opts = real_options(s.game, P0)
    assert [a.oid for a in opts if type(a) is CastSpell] == [rally.oid]
    assert casting.has_instant_action(s.game, P0)
    assert _asked(s, opts[0]) == opts[0]


def test_instant_adventure_half_in_hand_is_offered():
    """CR 715.3a: Bonecrusher Giant's Stomp is an instant; cast from the hand in the
    opponent's turn it is an option although the creature half is not."""
    s = _their_combat()
    giant = s.hand(P0, "Bonecrusher Giant")
    attacker = s.battlefield(P1, "Grizzly Bears")
    opts = real_options(s.game, P0)
    stomp = CastSpell(giant.oid, ((attacker.oid,),), face=1)
    assert stomp in opts
    assert casting.has_instant_action(s.game, P0)
    assert _asked(s, stomp) == stomp


#: An Adventure card whose creature has flash (Brazen Borrower's shape; the pool's
#: Borrower is withheld for a rule the compiler does not know).
FLASH_ADVENTURER = adventure(
    creature("Test Flash Rogue", "{1}{U}{U}", pt=(3, 1), keywords=Keyword.FLASH),
    instant("Test Theft", "{1}{U}", effect=DrawCards(1)),
)


def test_flash_creature_on_an_adventure_is_offered():
    """CR 715.3d: a card on an adventure may be cast as its creature from exile; a
    creature with flash is an option in the opponent's turn."""
    s = _their_combat()
    s.lands(P0, "Island", "Island")
    rogue = s.game.new_object(FLASH_ADVENTURER, P0, Zone.EXILE)
    rogue.on_adventure = True
    s.game.players[P0].exile.append(rogue)
    opts = real_options(s.game, P0)
    assert CastSpell(rogue.oid) in opts
    assert casting.has_instant_action(s.game, P0)


def test_instant_playable_from_exile_is_offered():
    """An impulse-drawn Lightning Bolt (exiled, playable this turn) can be cast at
    instant speed in the opponent's turn."""
    s = _their_combat()
    bolt = s.game.new_object(s.card("Lightning Bolt"), P0, Zone.EXILE)
    bolt.playable_until = s.game.turn
    s.game.players[P0].exile.append(bolt)
    assert any(type(a) is CastSpell and a.oid == bolt.oid for a in real_options(s.game, P0))
    assert casting.has_instant_action(s.game, P0)


def test_mana_ability_with_a_useful_rider_is_offered_and_pain_is_not():
    """CR 605.3a: Pristine Talisman's mana ability gains 1 life, which matters even with
    nothing to spend the mana on; a pain land's mana ability only hurts and is no option."""
    s = Scenario(active=P1, step=Step.END)
    s.lands(P0, "Adarkar Wastes")
    assert real_options(s.game, P0) == []
    assert not casting.has_instant_action(s.game, P0)
    talisman = s.battlefield(P0, "Pristine Talisman")
    tap = ActivateAbility(talisman.oid, 0)
    assert tap in real_options(s.game, P0)
    assert casting.has_instant_action(s.game, P0)
    assert _asked(s, tap) == tap


# ---------------------------------------------------------------------- property
#: Decks with instants, flash creatures, flashback, adventures, cycling, abilities.
_TOOLBOX = (
    ["Lightning Bolt"] * 4
    + ["Bonecrusher Giant"] * 4
    + ["Pestermite"] * 3
    + ["Rally the Peasants"] * 3
    + ["Ancient Grudge"] * 2
    + ["Giant Growth"] * 3
    + ["Prodigal Sorcerer"] * 3
    + ["Pristine Talisman"] * 2
    + ["Spectral Sailor"] * 3
    + ["Mogg Fanatic"] * 3
    + ["Counterspell"] * 2
    + ["Grizzly Bears"] * 4
    + ["Mountain"] * 7
    + ["Plains"] * 4
    + ["Island"] * 5
    + ["Forest"] * 4
    + ["Adarkar Wastes"] * 4
)


#: Only options the engine's shortcut used to miss: instant adventure halves, flashback
#: instants (Faithless Looting puts them in the graveyard), Pristine Talisman's life.
_HOLES = (
    ["Bonecrusher Giant"] * 4
    + ["Rally the Peasants"] * 4
    + ["Ancient Grudge"] * 4
    + ["Pristine Talisman"] * 4
    + ["Faithless Looting"] * 4
    + ["Grizzly Bears"] * 4
    + ["Centaur Courser"] * 4
    + ["Savannah Lions"] * 4
    + ["Mountain"] * 10
    + ["Plains"] * 9
    + ["Forest"] * 9
)

#: Fog is not in the built-in pool: compiled from its Oracle text.
FOG = compile_text(
    "Fog", "{G}", "Instant", "Prevent all combat damage that would be dealt this turn."
)


def _deck(name: str) -> list[Any]:
    if name == "toolbox":
        return [Scenario.card(n) for n in _TOOLBOX] + [FOG] * 3
    if name == "holes":
        return [Scenario.card(n) for n in _HOLES]
    return load_decklist(ROOT / "decks" / f"{name}.txt").main_cards()


class _Checker:
    """Wraps ``stack.get_action``: at each priority point, check the shortcuts."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.points = 0
        self.engine_skips = 0
        self.hint_skips = 0
        self.asked = 0

    def __call__(self, game: Game, pid: int) -> Any:
        self.points += 1
        main = (
            game.active == pid
            and not game.stack
            and game.step in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)
        )
        if not main and not game.inert[pid] and not game.main_only[pid]:
            self._check(game, pid)
        return self.inner(game, pid)

    def _check(self, game: Game, pid: int) -> None:
        real = real_options(game, pid)
        if not casting.has_instant_action(game, pid):
            self.engine_skips += 1
            assert real == [], (game.turn, game.step, pid, real)
            return
        hint = game.priority_hint[pid]
        if hint is None or hint(game.views[pid]) or not real:
            self.asked += bool(real)
            return
        # The agent promised to pass: ask a copy of it (and of its stream) anyway.
        self.hint_skips += 1
        acts, canon = casting.legal_actions(game, pid, True)
        view = game.views[pid]
        decision = Decision(PRIORITY, acts, canon=canon)
        game.asking, game.asking_pid = decision, pid  # as Game.ask opens a decision
        try:
            agent = copy.deepcopy(game.agents[pid])
            rng = copy.deepcopy(game.agent_rngs[pid])
            answer = agent.decide(view, decision, rng)
        finally:
            game.asking, game.asking_pid = None, -1
        assert answer == PASS, (game.turn, game.step, pid, answer)


@pytest.mark.skipif(_native.MODE != "pure", reason="patches an engine function")
@pytest.mark.parametrize(
    ("deck_a", "deck_b", "pa", "pb", "games"),
    [
        ("holes", "pauper_stompy", "midrange", "aggro", 3),
        ("toolbox", "toolbox", "midrange", "control", 5),
        ("toolbox", "pauper_stompy", "aggro", "aggro", 2),
        ("uw_control", "mono_red_burn", "control", "aggro", 3),
        ("pauper_mono_blue_faeries", "toolbox", "control", "midrange", 3),
    ],
)
def test_no_priority_shortcut_hides_an_option(monkeypatch, deck_a, deck_b, pa, pb, games):
    """At every priority point outside its own main phase: when the engine skips a
    player it had no real option (CR 117.1), and when the agent's ``wants_priority``
    skips it the agent, shown the full option list, passes."""
    check = _Checker(stack.get_action)
    monkeypatch.setattr(stack, "get_action", check)
    a, b = _deck(deck_a), _deck(deck_b)
    for i in range(games):
        rngs = [
            np.random.default_rng(np.random.SeedSequence(27, spawn_key=(i, k))) for k in range(5)
        ]
        g = new_game(
            decks=(list(a), list(b)),
            agents=(get_agent(pa), get_agent(pb)),
            engine_rng=rngs[0],
            shuffle_rngs=(rngs[1], rngs[2]),
            agent_rngs=(rngs[3], rngs[4]),
            starting_player=i % 2,
            goldfish=False,
        )
        g.run()
    assert check.engine_skips + check.hint_skips > 10 and check.asked > 10, vars(check)


def test_scripted_player_gets_priority_in_the_opponents_end_step():
    """CR 117.3a, 513.1: with a flashback instant in the graveyard the non-active player
    gets priority in the end step and may cast it (here it does, scripted)."""
    s = Scenario(active=P1, step=Step.END, agents=(ScriptedAgent(), ScriptedAgent()))
    s.lands(P0, "Forest")
    grudge = s.graveyard(P0, "Ancient Grudge")
    relic = s.battlefield(P1, "Pristine Talisman")
    cast = next(a for a in real_options(s.game, P0) if type(a) is CastSpell)
    assert cast.oid == grudge.oid and cast.targets == ((relic.oid,),)
    s.script(P0, ("priority", cast), ("priority", PASS))
    s.priority()
    assert s.zone(relic) is Zone.GRAVEYARD
