"""The heuristic players on built positions (issue 17): each test states the situation.

Player 0 is the heuristic agent under test; player 1 is a ``ScriptedAgent`` (its attacks
and spells are scripted, everything else it passes). The positions come from the
scenario builder (tests/scenario.py); the agent answers through ``Game.ask`` as in a
real game.
"""

from __future__ import annotations

import pytest
from engine.cards import (
    BEARS,
    BOLT,
    DT_TRAMPLER,
    FOREST,
    GIANT,
    GROWTH,
    ISLAND,
    KNIGHT,
    MOUNTAIN,
    OGRE,
    SWAMP,
    TRAMPLER,
)
from scenario import P0, P1, Scenario

from deckstats.cards.dsl import creature
from deckstats.engine import Step, Zone
from deckstats.engine.actions import PASS, CastSpell
from deckstats.players import get_agent
from deckstats.players.heuristic import HeuristicAgent, auto_profile, fight
from deckstats.players.scripted import ScriptedAgent

CENTAUR = "Centaur Courser"  # 3/3 for three
WURM = "Craw Wurm"  # 6/4 for six
ANGEL = "Serra Angel"  # 4/4 flying, vigilance
DOOM_BLADE = "Doom Blade"
COUNTERSPELL = "Counterspell"
OPT = "Opt"
BRUTE = creature("Test Brute", "{4}{R}", pt=(4, 5))  # no single 3/3 stops it


def _scenario(profile: str = "midrange", **kw) -> Scenario:
    return Scenario(agents=(HeuristicAgent(profile), ScriptedAgent()), **kw)


class _ForcedAttack(HeuristicAgent):
    """The heuristic player with its attack fixed by the test (everything else its own)."""

    def __init__(self, attackers: tuple[int, ...]) -> None:
        super().__init__("midrange")
        self.attackers = attackers

    def on_attackers(self, view, decision, rng):
        return self.attackers


def _forced(attacker_oid: int, **kw) -> Scenario:
    """A scenario whose player 0 attacks as the test sets ``agents[0].attackers``."""
    return Scenario(agents=(_ForcedAttack((attacker_oid,)), ScriptedAgent()), **kw)


def _opponent_attacks(s: Scenario, *attackers) -> None:
    s.script(P1, ("attackers", tuple(a.oid for a in attackers)))
    s.combat()


# ---------------------------------------------------------------------- blocks
@pytest.mark.parametrize(
    ("life", "life_after", "bears_zone"),
    [
        (5, 5, Zone.GRAVEYARD),  # facing lethal: the 2/2 chump-blocks (CR 509)
        (20, 14, Zone.BATTLEFIELD),  # not lethal: a chump would lose the 2/2 for nothing
    ],
    ids=["chumps-to-survive-lethal", "no-chump-when-not-needed"],
)
def test_chump_blocks_only_against_lethal(life, life_after, bears_zone):
    """A 2/2 facing an unblocked 6/4 chump-blocks at 5 life and lets it through at 20."""
    s = _scenario(active=P1, life=(life, 20))
    bears = s.battlefield(P0, BEARS)
    wurm = s.battlefield(P1, WURM)
    _opponent_attacks(s, wurm)
    assert s.game.players[P0].life == life_after
    assert s.zone(bears) is bears_zone


def test_takes_a_good_trade():
    """A 3/3 for three blocks an attacking 3/3 for four: both die, a trade in our favour."""
    s = _scenario(active=P1)
    centaur = s.battlefield(P0, CENTAUR)
    giant = s.battlefield(P1, GIANT)
    _opponent_attacks(s, giant)
    assert s.zone(giant) is Zone.GRAVEYARD
    assert s.zone(centaur) is Zone.GRAVEYARD
    assert s.game.players[P0].life == 20


def test_blocks_and_kills_when_it_survives():
    """A 3/3 blocks an attacking 2/2: the attacker dies and the blocker lives."""
    s = _scenario(active=P1)
    centaur = s.battlefield(P0, CENTAUR)
    ogre = s.battlefield(P1, OGRE)
    _opponent_attacks(s, ogre)
    assert s.zone(ogre) is Zone.GRAVEYARD
    assert s.zone(centaur) is Zone.BATTLEFIELD


def test_respects_first_strike_when_blocking():
    """A 2/2 first striker attacks; blocking with a 2/2 would lose the blocker for nothing
    (CR 702.7b: the first striker deals its damage first), so there is no block."""
    s = _scenario(active=P1)
    bears = s.battlefield(P0, BEARS)
    knight = s.battlefield(P1, KNIGHT)
    _opponent_attacks(s, knight)
    assert s.zone(bears) is Zone.BATTLEFIELD
    assert s.game.players[P0].life == 18


def test_gang_blocks_a_big_attacker():
    """Two 3/3s block a 4/5 no single 3/3 stops: it dies, taking one of them with it
    (CR 509.1a: several creatures may block one attacker)."""
    s = _scenario(active=P1)
    c1 = s.battlefield(P0, CENTAUR)
    c2 = s.battlefield(P0, CENTAUR)
    brute = s.battlefield(P1, BRUTE)
    _opponent_attacks(s, brute)
    assert s.zone(brute) is Zone.GRAVEYARD
    alive = [s.zone(c) for c in (c1, c2)].count(Zone.BATTLEFIELD)
    assert alive == 1
    assert s.game.players[P0].life == 20


def test_chump_against_trample_counts_only_toughness():
    """At 5 life a 6/4 trampler is blocked by 2/2 and 2/2: 2 gets through, not lethal;
    one 2/2 alone lets 4 through (CR 702.19b), still enough to survive at 5 (5 - 4 = 1),
    so a single chump is what it needs."""
    s = _scenario(active=P1, life=(5, 20))
    b1 = s.battlefield(P0, BEARS)
    b2 = s.battlefield(P0, BEARS)
    trampler = s.battlefield(P1, TRAMPLER)
    _opponent_attacks(s, trampler)
    assert s.game.players[P0].life >= 1
    assert [s.zone(b) for b in (b1, b2)].count(Zone.GRAVEYARD) >= 1


# ---------------------------------------------------------------------- attacks
def test_does_not_attack_a_2_2_into_an_untapped_3_3():
    """Our 2/2 would die to the opponent's untapped 3/3 for nothing: no attack."""
    s = _scenario(active=P0)
    bears = s.battlefield(P0, BEARS)
    s.battlefield(P1, CENTAUR)
    s.combat()
    assert not bears.tapped
    assert s.game.players[P1].life == 20


def test_attacks_when_the_blocker_is_tapped():
    """The same 2/2 attacks when the 3/3 is tapped: 2 free damage."""
    s = _scenario(active=P0)
    s.battlefield(P0, BEARS)
    s.battlefield(P1, CENTAUR, tapped=True)
    s.combat()
    assert s.game.players[P1].life == 18


def test_attacks_all_in_for_lethal():
    """Three 2/2s against one untapped 3/3 at 4 life: one is blocked, 4 gets through."""
    s = _scenario(active=P0, life=(20, 4))
    for _ in range(3):
        s.battlefield(P0, BEARS)
    s.battlefield(P1, CENTAUR)
    s.combat()
    assert s.result is not None and s.result.winner == P0


def test_holds_back_a_blocker_when_losing_the_race():
    """At 4 life facing two 3/3s (6 damage next turn), our two 2/2s stay home to block
    rather than attack into an empty board (the opponent's creatures are tapped)."""
    s = _scenario(active=P0, life=(4, 20))
    b1 = s.battlefield(P0, BEARS)
    b2 = s.battlefield(P0, BEARS)
    s.battlefield(P1, CENTAUR, tapped=True)
    s.battlefield(P1, CENTAUR, tapped=True)
    s.combat()
    assert not b1.tapped or not b2.tapped


def test_assigns_trample_damage_correctly():
    """Our 6/4 trampler is blocked by a 2/2: lethal (2) to the blocker, 4 to the player
    (CR 702.19b); with deathtouch, 1 is lethal and 5 go through (CR 702.2c)."""
    s = _scenario(active=P0)
    trampler = s.battlefield(P0, TRAMPLER)
    bears = s.battlefield(P1, BEARS)
    s.script(P1, ("blockers", ((bears.oid, trampler.oid),)))
    s.combat()
    assert s.game.players[P1].life == 16
    assert s.zone(bears) is Zone.GRAVEYARD

    s = _scenario(active=P0)
    dt = s.battlefield(P0, DT_TRAMPLER)
    bears = s.battlefield(P1, BEARS)
    s.script(P1, ("blockers", ((bears.oid, dt.oid),)))
    s.combat()
    power = s.game.power(dt)
    assert s.game.players[P1].life == 20 - (power - 1)


# ---------------------------------------------------------------------- spells
def test_removes_the_biggest_threat():
    """With Doom Blade and two lands in the main phase, facing a 2/2 and a 4/4 flying
    vigilance Angel, the Angel is destroyed."""
    s = _scenario(active=P0)
    s.lands(P0, SWAMP, SWAMP)
    s.hand(P0, DOOM_BLADE)
    bears = s.battlefield(P1, BEARS)
    angel = s.battlefield(P1, ANGEL)
    s.priority()
    assert s.zone(angel) is Zone.GRAVEYARD
    assert s.zone(bears) is Zone.BATTLEFIELD


def test_burns_the_face_for_exact_lethal():
    """The opponent is at 3 with a 2/2 on the battlefield; Lightning Bolt goes to its face."""
    s = _scenario(active=P0, life=(20, 3))
    s.lands(P0, MOUNTAIN)
    s.hand(P0, BOLT)
    bears = s.battlefield(P1, BEARS)
    s.priority()
    assert s.result is not None and s.result.winner == P0
    assert s.zone(bears) is Zone.BATTLEFIELD


def test_burns_a_creature_when_not_lethal():
    """The opponent is at 20 with a 3/3: the midrange player bolts the creature."""
    s = _scenario(active=P0)
    s.lands(P0, MOUNTAIN)
    s.hand(P0, BOLT)
    giant = s.battlefield(P1, GIANT)
    s.priority()
    assert s.zone(giant) is Zone.GRAVEYARD
    assert s.game.players[P1].life == 20


def _opponent_casts(s: Scenario, card, targets=()) -> None:
    """Player 1 casts ``card`` in its main phase; both players then get priority."""
    obj = s.hand(P1, card)
    s.game.step = Step.PRECOMBAT_MAIN
    s.script(P1, ("priority", CastSpell(obj.oid, targets)))
    s.priority()


def test_counters_a_real_threat():
    """The control player holds Counterspell with UU open; the opponent casts a 6/4."""
    s = _scenario("control", active=P1)
    s.lands(P0, ISLAND, ISLAND)
    s.hand(P0, COUNTERSPELL)
    s.lands(P1, *([FOREST] * 6))
    _opponent_casts(s, WURM)
    assert s.names(P1, Zone.BATTLEFIELD).count("Craw Wurm") == 0
    assert "Craw Wurm" in s.names(P1, Zone.GRAVEYARD)
    assert "Counterspell" in s.names(P0, Zone.GRAVEYARD)


def test_lets_a_cantrip_and_a_land_cycler_resolve():
    """The opponent casts Opt (a cantrip) and cycles a card (an ability, CR 702.29):
    the control player keeps its Counterspell for a real threat."""
    s = _scenario("control", active=P1)
    s.lands(P0, ISLAND, ISLAND)
    s.hand(P0, COUNTERSPELL)
    s.lands(P1, ISLAND)
    s.library(P1, FOREST, FOREST, FOREST)
    _opponent_casts(s, OPT)
    assert "Opt" in s.names(P1, Zone.GRAVEYARD)
    assert "Counterspell" in s.names(P0, Zone.HAND)


def test_combat_trick_swings_a_combat():
    """Our attacking 2/2 is blocked by a 3/3: Giant Growth after blocks makes it a 5/5
    that kills the blocker and survives."""
    s = _forced(0, active=P0)
    s.lands(P0, FOREST)
    s.hand(P0, GROWTH)
    bears = s.battlefield(P0, BEARS)
    centaur = s.battlefield(P1, CENTAUR, tapped=False)
    # Force the attack (the agent itself would not attack into the 3/3).
    s.agents[P0].attackers = (bears.oid,)
    s.script(P1, ("blockers", ((centaur.oid, bears.oid),)))
    s.combat()
    assert s.zone(centaur) is Zone.GRAVEYARD
    assert s.zone(bears) is Zone.BATTLEFIELD


# ---------------------------------------------------------------------- pieces
def test_fight_first_strike_and_deathtouch(scenario):
    """``fight``: a 2/2 first striker kills a 2/2 blocker first and survives (CR 702.7b)."""
    s = scenario()
    knight = s.battlefield(P0, KNIGHT)
    bears = s.battlefield(P1, BEARS)
    view = s.game.views[P0]
    assert fight(view, knight, bears) == (False, True)
    assert fight(view, bears, knight) == (True, False)


@pytest.mark.parametrize(
    ("deck", "profile"),
    [
        ("decks/pauper_stompy.txt", "aggro"),
        ("decks/mono_red_burn.txt", "aggro"),
        ("decks/uw_control.txt", "control"),  # control-shaped (issue 27.4, 27.6)
        ("decks/modern_jund_midrange.txt", "midrange"),
    ],
)
def test_auto_picks_a_profile_from_the_deck(deck, profile):
    """``auto`` reads the curve, creatures and interaction of the deck."""
    from pathlib import Path

    from deckstats.deck import load_decklist

    root = Path(__file__).resolve().parents[2]
    cards = load_decklist(root / deck).main_cards()
    assert auto_profile(cards) == profile
    agent = get_agent("auto")
    assert agent.prepare(cards) == profile
    assert agent.profile == profile


def test_divides_damage_to_kill_the_bigger_blocker():
    """Our 3/3 is blocked by a 2/2 and a 3/3 (declared in that order): it can kill only
    one, and it kills the 3/3, which matters more (CR 510.1c-d); the automatic split
    would have killed the 2/2 first."""
    s = _forced(0, active=P0)
    giant = s.battlefield(P0, GIANT)
    bears = s.battlefield(P1, BEARS)
    centaur = s.battlefield(P1, CENTAUR)
    s.agents[P0].attackers = (giant.oid,)
    s.script(P1, ("blockers", ((bears.oid, giant.oid), (centaur.oid, giant.oid))))
    s.combat()
    assert s.zone(centaur) is Zone.GRAVEYARD
    assert s.zone(bears) is Zone.BATTLEFIELD


@pytest.mark.parametrize(
    ("deck_a", "deck_b", "pa", "pb"),
    [
        ("pauper_stompy.txt", "mono_red_burn.txt", "aggro", "aggro"),
        ("uw_control.txt", "modern_jund_midrange.txt", "control", "midrange"),
    ],
)
def test_priority_hint_changes_no_game(deck_a, deck_b, pa, pb):
    """``wants_priority`` only skips asks the agent would answer with a pass: 40 seeded
    games are the same, decision for decision, with the engine's hints on and off."""
    from pathlib import Path

    import numpy as np

    from deckstats.deck import load_decklist
    from deckstats.engine import new_game

    root = Path(__file__).resolve().parents[2]
    a = load_decklist(root / "decks" / deck_a).main_cards()
    b = load_decklist(root / "decks" / deck_b).main_cards()

    def play(i, hints):
        rngs = [
            np.random.default_rng(np.random.SeedSequence(11, spawn_key=(i, k))) for k in range(5)
        ]
        g = new_game(
            decks=(a, b),
            agents=(get_agent(pa), get_agent(pb)),
            engine_rng=rngs[0],
            shuffle_rngs=(rngs[1], rngs[2]),
            agent_rngs=(rngs[3], rngs[4]),
            starting_player=i % 2,
            goldfish=False,
            hints=hints,
        )
        r = g.run()
        acts = [d for d in g.decisions if d[1] != "agent" and d[2] != PASS]
        return (r.winner, r.turns, r.termination, [p.life for p in g.players], acts)

    for i in range(40):
        assert play(i, True) == play(i, False), i
