"""CR 103.5: London mulligan (and the Paris rule of older eras)."""

import numpy as np

from deckstats.engine import RULESETS, new_game
from deckstats.players import get_agent
from deckstats.players.mulligan import DEFAULT_POLICY, MulliganPolicy
from deckstats.players.scripted import ScriptedAgent
from engine.cards import BEARS, BOLT, FOREST, GIANT, MOUNTAIN


def _game(deck, agent, rules="modern", seed=3):
    r = [np.random.default_rng(c) for c in np.random.SeedSequence(seed).spawn(5)]
    return new_game(
        (deck, []),
        (agent, get_agent("inert")),
        r[0],
        (r[1], r[2]),
        (r[3], r[4]),
        starting_player=0,
        rules=RULESETS[rules],
        max_turns=1,
    )


def test_london_draws_seven_and_bottoms_n():
    """CR 103.5: each mulligan draws a new 7; then N cards go to the bottom."""
    agent = ScriptedAgent([("mulligan", False), ("mulligan", False), ("mulligan", True)])
    deck = [MOUNTAIN] * 24 + [BOLT] * 36
    g = _game(deck, agent)
    from deckstats.engine.turn import start_game

    start_game(g)
    p = g.players[0]
    assert [len(h) for h in g.opening_hands[0]] == [7, 7, 7]
    assert p.mulligans == 2 and len(p.hand) == 5
    assert len(p.library) == 55
    # The bottomed cards are the two at the bottom of the library, in known order.
    bottomed = [k for k, _ in agent.asked if k == "bottom"]
    assert bottomed == ["bottom"]


def test_paris_mulligan_draws_one_fewer():
    """2008 101.4: Paris mulligan: shuffle and draw one card fewer."""
    agent = ScriptedAgent([("mulligan", False), ("mulligan", True)])
    g = _game([MOUNTAIN] * 60, agent, rules="2008")
    from deckstats.engine.turn import start_game

    start_game(g)
    assert [len(h) for h in g.opening_hands[0]] == [7, 6]
    assert len(g.players[0].hand) == 6


def test_fifth_edition_has_no_mulligan():
    """1997 §Game Setup: no mulligan rule; the player keeps 7."""
    agent = ScriptedAgent([("mulligan", False)])
    g = _game([MOUNTAIN] * 60, agent, rules="1997")
    from deckstats.engine.turn import start_game

    start_game(g)
    assert len(g.players[0].hand) == 7 and agent.script  # never asked


def test_policy_keeps_two_to_five_lands():
    """Policy (deckstats.deck.keep, the one keep policy of both lanes): keep 7 with 2-5
    lands; lands only, as the analytic lane can enumerate it (issue 18)."""
    keep = DEFAULT_POLICY.keep
    assert keep([MOUNTAIN, MOUNTAIN, BOLT, BOLT, GIANT, GIANT, GIANT], 0)
    assert not keep([MOUNTAIN, BOLT, BOLT, BOLT, BOLT, BOLT, BOLT], 0)
    assert not keep([MOUNTAIN] * 6 + [BOLT], 0)
    assert keep([MOUNTAIN, MOUNTAIN, GIANT, GIANT, GIANT, GIANT, GIANT], 0)
    assert keep([FOREST, FOREST, BOLT, GIANT, GIANT, GIANT, GIANT], 0)
    assert keep([FOREST, FOREST, BEARS, GIANT, GIANT, GIANT, GIANT], 0)


def test_policy_keeps_more_readily_after_mulligan():
    """Policy: one land is fine for 6 cards; 5 cards always keep."""
    keep = DEFAULT_POLICY.keep
    assert keep([MOUNTAIN, BOLT, BOLT, BOLT, BOLT, BOLT, BOLT], 1)
    assert not keep([BOLT] * 7, 1)
    assert keep([BOLT] * 7, 2)
    assert MulliganPolicy(always_keep_at=4).keep([BOLT] * 7, 2) is False


def test_policy_bottoms_least_useful():
    """Policy: bottom surplus lands, else the most expensive spells."""
    hand = [MOUNTAIN, MOUNTAIN, MOUNTAIN, MOUNTAIN, MOUNTAIN, BOLT, GIANT]
    out = DEFAULT_POLICY.bottom(hand, 2)
    assert sorted(hand[i].name for i in out) == ["Mountain", "Mountain"]
    hand2 = [MOUNTAIN, MOUNTAIN, BOLT, BOLT, GIANT, BEARS, GIANT]
    out2 = DEFAULT_POLICY.bottom(hand2, 1)
    assert hand2[out2[0]].name in ("Grizzly Bears", "Hill Giant")
