"""Turn records cover every turn of every game, the last one included (issue 15).

The land-drop block of ``summary.json`` is over all games: a game that has ended counts
with the lands it had. On a deck with no draw or search effects, P(at least t lands in
play on own turn t) is then the exact hypergeometric value (CR 103.5 opening hand of 7,
CR 504.1 one draw per turn, CR 103.8 the starting player skips the first draw,
CR 305.2 one land per turn).
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from deckstats.analytic.exact import land_drops as exact_land_drops
from deckstats.cards import get_card
from deckstats.cards.dsl import sorcery
from deckstats.cards.effects import DealDamage
from deckstats.cards.targets import TARGET_PLAYER
from deckstats.sim.config import SimConfig
from deckstats.sim.runner import run
from deckstats.stats.frames import games_frame, turns_frame
from deckstats.stats.metrics import goldfish_summary

ROOT = Path(__file__).resolve().parents[2]

#: Six mana, 20 damage: a game ends in the middle of turn 6 exactly when the deck has six
#: lands and a Meteor by then, so the last turn is the one that matters.
METEOR = sorcery("Test Meteor", "{5}{R}", effect=DealDamage(20, TARGET_PLAYER))


def _meteor_deck() -> tuple:
    return tuple([get_card("Mountain")] * 17 + [METEOR] * 23)


def _burn_run(n: int = 300):
    import deckstats.api as api

    return api.goldfish(ROOT / "decks" / "mono_red_burn.txt", n=n, seed=5, max_turns=12)


def test_rows_per_game_equal_turns_taken():
    """One turn row per turn the deck began, including the turn it won on."""
    res = _burn_run()
    rows = res.turns[res.turns["player"] == 0].groupby("game_index").size()
    per_game = res.games.set_index("game_index")["turns"]
    assert (rows.reindex(per_game.index, fill_value=0) == per_game).all()
    # The goldfish is inert: it has no rows of its own.
    assert set(res.turns["player"]) == {0}
    # Turn numbers run 1..turns without gaps.
    last = res.turns.groupby("game_index")["turn"].max()
    assert (last == per_game).all()


def test_the_kill_turn_damage_is_recorded():
    """The damage of every game adds up to what the goldfish lost, the winning turn too."""
    res = _burn_run()
    dealt = res.turns.groupby("game_index")["damage_dealt"].sum()
    games = res.games.set_index("game_index")
    lost = 20 - games["opponent_life"]
    assert (dealt.reindex(games.index, fill_value=0) == lost).all()
    won = games[games["won"]]
    assert len(won) > 0.9 * len(games)
    last = res.turns.merge(
        won[["kill_turn"]].reset_index(),
        left_on=["game_index", "turn"],
        right_on=["game_index", "kill_turn"],
    )
    assert len(last) == len(won) and (last["damage_dealt"] > 0).all()


def test_a_game_lost_to_the_turn_limit_still_has_all_its_turns():
    capped = SimConfig("meteor", _meteor_deck(), n_games=40, seed=3, max_turns=3, rules="1997")
    result = run(capped)
    games = games_frame(result.games)
    turns = turns_frame(result.turns)
    assert (games["termination"] == "turn_limit").all()
    assert (turns.groupby("game_index").size() == 3).all()


@pytest.mark.parametrize("on_the_play", [True, False], ids=["play", "draw"])
def test_land_drops_over_all_games_match_the_hypergeometric(on_the_play):
    """P(at least t lands by own turn t), t = 1..6, over all games, within 4 SE of exact.

    1997 rules: no mulligan (so the opening hand is a plain hypergeometric draw of 7); the
    deck has no draw effects. Many games end in the middle of turn 6 (six lands and a
    Meteor), so a summary that lost the last turn or counted only games still going would
    miss high here.
    """
    n = 3000
    config = SimConfig(
        "meteor",
        _meteor_deck(),
        n_games=n,
        seed=2026,
        max_turns=6,
        rules="1997",
        on="play" if on_the_play else "draw",
    )
    result = run(config)
    games = games_frame(result.games)
    turns = turns_frame(result.turns)
    assert games["won"].mean() > 0.2  # the last turn matters in this test
    block = goldfish_summary(games, turns, max_turns=6)["all"]["land_drops"]
    exact = exact_land_drops(40, 17, turns=6, on_the_play=on_the_play)
    for t in range(1, 7):
        p = exact[t - 1]
        se = math.sqrt(p * (1 - p) / n)
        got = block["p_on_curve"][str(t)]
        assert abs(got - p) <= 4 * se + 1e-4, (t, got, p, se)
    assert block["games"] == n


def test_land_drop_block_carries_finished_games_forward():
    """A game that ended before turn t counts with the lands it had (denominator: all)."""
    res = _burn_run()
    block = res.summary["all"]["land_drops"]
    lands = res.turns.pivot(index="game_index", columns="turn", values="lands_in_play")
    lands = lands.ffill(axis=1)
    for t in range(1, 7):
        want = float(np.mean(lands[t] >= t))
        assert block["p_on_curve"][str(t)] == pytest.approx(want, abs=1e-4)
        reaching = int((res.games["turns"] >= t).sum())
        assert block["games_reaching"][str(t)] == reaching
    assert block["games"] == len(res.games)
    assert "all games" in block["denominators"]["p_on_curve"]
