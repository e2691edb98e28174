"""CR 103.5: London mulligan (and the Paris rule of older eras)."""

import numpy as np
import pytest

from deckstats.engine import RULESETS, new_game
from deckstats.players import get_agent
from deckstats.players.base import BaseAgent
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


def test_policy_judges_a_paris_hand_at_the_size_it_keeps():
    """Issue 30: a Paris 6-card hand is a 6-card hand (the 6-card row, 1-4 lands), not a
    London 7 minus one (which would make it a 5 and always keep it)."""
    keep = DEFAULT_POLICY.keep
    assert not keep([BOLT] * 6, 1)  # Paris: 6 drawn after 1 mulligan, no land
    assert not keep([MOUNTAIN] * 5 + [BOLT], 1)  # 5 lands in a kept 6
    assert keep([MOUNTAIN] + [BOLT] * 5, 1)
    assert keep([BOLT] * 5, 2)  # a kept 5: always
    assert keep([MOUNTAIN] + [BOLT] * 6, 1)  # London: 7 drawn, 1 bottomed, 1 land kept


def test_policy_scry_bottoms_toward_the_land_target():
    """Vancouver's scry: a land goes under when the hand holds 3+ lands, a spell when
    it holds fewer; otherwise the card stays on top."""
    scry = DEFAULT_POLICY.scry_bottom
    flooded, short = [MOUNTAIN] * 3 + [BOLT] * 3, [MOUNTAIN] * 2 + [BOLT] * 4
    assert scry(flooded, MOUNTAIN) and not scry(flooded, GIANT)
    assert scry(short, GIANT) and not scry(short, FOREST)


class _MulliganOnce(BaseAgent):
    """Takes one mulligan, then keeps whatever it sees; the scry is the policy's."""

    def on_mulligan(self, view, decision, rng):
        return decision.amount >= 1


@pytest.mark.parametrize("card", [MOUNTAIN, GIANT])
def test_vancouver_scry_bottoms_in_a_game(card):
    """In a game: six lands kept and a land on top (flooding), or no land and a spell on
    top (short): the agents' scry puts the top card on the bottom of the library."""
    g = _game([card] * 60, _MulliganOnce(), rules="2008+vancouver")
    from deckstats.engine.turn import start_game

    start_game(g)
    assert [len(h) for h in g.opening_hands[0]] == [7, 6]
    scries = [answer for _pid, kind, answer in g.decisions if kind == "mulligan_scry"]
    assert len(scries) == 1 and len(scries[0]) == 1
    assert g.players[0].library[0].oid == scries[0][0]
