"""The goldfish player: kill-turn optimality on simple decks and its heuristics."""

from functools import lru_cache

import numpy as np
import pytest
from engine.cards import BOLT, FOREST, GIANT, GOBLIN, MOUNTAIN, SHOCK_LAND, TAPLAND
from scenario import P0, P1

from deckstats.cards.dsl import creature
from deckstats.engine import new_game
from deckstats.engine.actions import PASS, CastSpell, PlayLand
from deckstats.engine.turn import start_game
from deckstats.players import get_agent
from deckstats.players.goldfish import GoldfishAgent
from deckstats.players.mulligan import NEVER_MULLIGAN

RED_BEAR = creature("Red Bear", "{1}{R}", pt=(2, 2))


def _game(deck, seed, starting_player):
    ss = np.random.SeedSequence(seed)
    r = [np.random.default_rng(c) for c in ss.spawn(5)]
    return new_game(
        (deck, []),
        (GoldfishAgent(mulligan=NEVER_MULLIGAN), get_agent("inert")),
        r[0],
        (r[1], r[2]),
        (r[3], r[4]),
        starting_player=starting_player,
        max_turns=20,
    )


def optimal_kill_turn(order, on_the_play, bolt=3, bear_cost=2, bear_power=2, life=20, horizon=20):
    """Exact minimum kill turn for a library of Mountains, Bolts and vanilla bears.

    ``order`` is the sequence of cards drawn (opening hand first). Playing a land every
    turn is always right here, so the state after turn t is (bolts cast, bears cast) and
    the best damage so far; a small dynamic programme finds the optimum.
    """
    names = [c.name for c in order]

    def seen(t):
        return 7 + t - (1 if on_the_play else 0)

    best = {(0, 0): 0}
    for t in range(1, horizon + 1):
        cards = names[: seen(t)]
        lands = min(t, cards.count("Mountain"))
        n_bolt, n_bear = cards.count("Lightning Bolt"), cards.count("Red Bear")
        nxt = {}
        for (b0, c0), dmg in best.items():
            for k in range(0, n_bear - c0 + 1):
                if k * bear_cost > lands:
                    break
                for b in range(0, n_bolt - b0 + 1):
                    if k * bear_cost + b > lands:
                        break
                    d = dmg + c0 * bear_power + b * bolt
                    if d >= life:
                        return t
                    key = (b0 + b, c0 + k)
                    if nxt.get(key, -1) < d:
                        nxt[key] = d
        best = nxt
    return None


@pytest.mark.slow
@pytest.mark.parametrize(
    ("deck", "tolerance"),
    [
        ([MOUNTAIN] * 24 + [BOLT] * 36, 0.0),
        ([MOUNTAIN] * 22 + [BOLT] * 16 + [RED_BEAR] * 22, 0.05),
    ],
    ids=["bolts", "bolts_and_bears"],
)
def test_goldfish_kill_turn_matches_exact_optimum(deck, tolerance):
    """The goldfish's mean kill turn is within a few hundredths of the exact optimum."""
    diffs = []
    for seed in range(200):
        sp = seed % 2
        g = _game(deck, seed, sp)
        start_game(g)
        p = g.players[0]
        order = [o.card for o in p.hand] + [o.card for o in reversed(p.library)]
        opt = optimal_kill_turn(order, on_the_play=sp == 0)
        res = g.run()
        assert res.kill_turn is not None and opt is not None
        assert res.kill_turn >= opt
        diffs.append(res.kill_turn - opt)
    assert np.mean(diffs) <= tolerance, f"mean excess {np.mean(diffs):.3f} turns"


def _ask_priority(s, pid=P0):
    from deckstats.engine.casting import legal_actions
    from deckstats.engine.decisions import PRIORITY, Decision

    actions, canon = legal_actions(s.game, pid)
    agent = GoldfishAgent()
    return agent.decide(
        s.game.views[pid], Decision(PRIORITY, actions, canon=canon), s.game.agent_rngs[pid]
    )


@pytest.mark.parametrize(
    ("spell", "land"),
    [
        (GIANT, TAPLAND),  # the mana isn't needed this turn: save the untapped land
        (BOLT, MOUNTAIN),  # the untapped land enables a spell this turn
    ],
    ids=["tapped-when-mana-not-needed", "untapped-when-mana-needed"],
)
def test_goldfish_land_choice_tapped_or_untapped(scenario, spell, land):
    """Land choice: a tapped land unless the untapped one's mana is spent this turn."""
    s = scenario(goldfish=True)
    s.hand(P0, TAPLAND)
    s.hand(P0, MOUNTAIN)
    s.hand(P0, spell)
    a = _ask_priority(s)
    assert isinstance(a, PlayLand) and s.game.objects[a.oid].card is land


def test_goldfish_pays_shock_only_when_needed(scenario):
    """Shock lands: pay 2 life only when the mana is used this turn."""
    from deckstats.engine.decisions import PAY_LIFE, YES_NO, Decision

    s = scenario(goldfish=True)
    land = s.battlefield(P0, SHOCK_LAND, tapped=False)
    agent = GoldfishAgent()
    d = Decision(PAY_LIFE, YES_NO, source=land.oid, amount=2)
    assert agent.decide(s.game.views[P0], d, None) is False
    s.hand(P0, BOLT)
    assert agent.decide(s.game.views[P0], d, None) is True


def test_goldfish_burns_face(scenario):
    """Burn goes at the opponent's face."""
    s = scenario(goldfish=True)
    s.lands(P0, MOUNTAIN)
    s.hand(P0, BOLT)
    a = _ask_priority(s)
    assert isinstance(a, CastSpell) and a.targets == ((P1,),)


def test_goldfish_prefers_creature_early_and_finds_lethal(scenario):
    """Creatures first when the game is long; burn when it is lethal now."""
    s = scenario(goldfish=True)
    s.lands(P0, MOUNTAIN)
    s.hand(P0, BOLT)
    s.hand(P0, GOBLIN)
    a = _ask_priority(s)
    assert s.game.objects[a.oid].card is GOBLIN
    s2 = scenario(goldfish=True, life=(20, 3))
    s2.lands(P0, MOUNTAIN)
    s2.hand(P0, BOLT)
    s2.hand(P0, GOBLIN)
    a2 = _ask_priority(s2)
    assert s2.game.objects[a2.oid].card is BOLT


def test_goldfish_wastes_no_mana(scenario):
    """With two mana, a 1-drop and two Bolts: it casts a set that spends both mana."""
    s = scenario(goldfish=True)
    s.lands(P0, MOUNTAIN, MOUNTAIN)
    s.hand(P0, GOBLIN)
    s.hand(P0, BOLT)
    s.hand(P0, FOREST)
    s.game.players[P0].lands_played_turn = 1
    first = _ask_priority(s)
    s.act(P0, first)
    s.resolve()
    second = _ask_priority(s)
    assert isinstance(second, CastSpell)


def test_goldfish_passes_when_nothing_to_do(scenario):
    """No castable spell and no land: pass."""
    s = scenario(goldfish=True)
    s.hand(P0, GIANT)
    s.game.players[P0].lands_played_turn = 1
    from deckstats.engine.casting import legal_actions

    assert legal_actions(s.game, P0)[0] == [PASS]


_ = lru_cache


def test_goldfish_fetches_the_colour_it_needs(scenario):
    """Fetch lands: find the land adding a colour the hand needs (CR 701.23)."""
    from engine.cards import DUAL, GROWTH

    from deckstats.engine.decisions import SEARCH, Decision

    s = scenario(goldfish=True)
    s.lands(P0, MOUNTAIN)
    s.hand(P0, GROWTH)
    m, d = s.library(P0, MOUNTAIN, DUAL)
    agent = GoldfishAgent()
    dec = Decision(SEARCH, [m.oid, d.oid], False, 0, 1)
    s.game.asking, s.game.asking_pid = dec, P0  # as Game.ask does: the search shows these
    assert agent.decide(s.game.views[P0], dec, None) == (d.oid,)


def test_goldfish_prefers_lasting_damage_over_spending_on_useless_pumps(scenario):
    """Pauper Stompy, turn 3 (``deckstats play decks/pauper_stompy.txt --seed 2 --on draw``):
    two Forests, three creatures, hand Gather Courage, Vines of Vastwood and Rancor. Both
    two-spell plans spend all the mana, but unkicked Vines adds no damage while Rancor adds
    +2 power now and on every later attack: it casts Rancor and Gather Courage on
    creatures that can attack, and keeps Vines."""
    s = scenario(agents=(GoldfishAgent(), get_agent("inert")), goldfish=True, life=(20, 18))
    s.lands(P0, FOREST, FOREST)
    for name in ("Nettle Sentinel", "Burning-Tree Emissary", "Young Wolf"):
        s.battlefield(P0, name)
    hand = {name: s.hand(P0, name) for name in ("Gather Courage", "Vines of Vastwood", "Rancor")}
    s.game.players[P0].lands_played_turn = 1
    s.priority()
    from deckstats.engine.types import Zone

    assert s.names(P0, Zone.HAND) == ["Vines of Vastwood"]
    assert s.zone(hand["Gather Courage"]) is Zone.GRAVEYARD
    assert s.zone(hand["Rancor"]) is Zone.BATTLEFIELD
    assert sum(" casts " in line for line in s.game.log) == 2


def test_goldfish_pumps_attackers_precombat_only(scenario):
    """A one-shot pump goes on a creature that can attack, before combat; after combat (or
    with no attacker) it adds no damage, so the card is kept for a later turn."""
    from deckstats.engine.types import Step

    big = creature("Big Bear", "{3}{G}", pt=(5, 5))
    s = scenario(goldfish=True)
    s.lands(P0, FOREST)
    s.battlefield(P0, big, sick=True)
    wolf = s.battlefield(P0, "Young Wolf")
    s.hand(P0, "Gather Courage")
    s.game.players[P0].lands_played_turn = 1
    a = _ask_priority(s)
    assert isinstance(a, CastSpell) and a.targets == ((wolf.oid,),)
    s2 = scenario(goldfish=True, step=Step.POSTCOMBAT_MAIN)
    s2.lands(P0, FOREST)
    s2.battlefield(P0, "Young Wolf")
    s2.hand(P0, "Gather Courage")
    s2.game.players[P0].lands_played_turn = 1
    assert _ask_priority(s2) == PASS
