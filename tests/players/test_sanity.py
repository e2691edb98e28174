"""Sanity experiments for the interactive players (issue 17), seeded, tolerances stated.

A matchup win rate measures the decks only if the players are sound; these experiments
have answers known in advance. Every run is seeded, so each test is deterministic; the
tolerances are the ones a fresh seed would pass with about 95% probability or better.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from deckstats.cards.dsl import basic_land, creature
from deckstats.deck import load_decklist
from deckstats.sim.matchup import MatchupConfig, play_matchup_game
from deckstats.sim.seeding import root_entropy
from deckstats.stats.matchup import wilson_interval

ROOT = Path(__file__).resolve().parents[2]


def _cards(name: str) -> tuple:
    return tuple(load_decklist(ROOT / "decks" / name).main_cards())


def _play(cards_a, cards_b, player_a, player_b, n, seed=2026, on="both", max_turns=20):
    """Play ``n`` games; return the rows (``winner`` is "a", "b" or "draw")."""
    config = MatchupConfig(
        deck_a="a",
        deck_b="b",
        cards_a=tuple(cards_a),
        cards_b=tuple(cards_b),
        n_games=n,
        seed=seed,
        on=on,
        player_a=player_a,
        player_b=player_b,
        max_turns=max_turns,
    )
    entropy = root_entropy(seed)
    return [play_matchup_game(config, entropy, i)[0] for i in range(n)]


def _wins(rows) -> int:
    return sum(1 for r in rows if r.winner == "a")


def test_mirror_match_is_even():
    """Stompy against Stompy, both ``aggro``, who starts alternating over 600 games: 50%
    lies inside A's 95% Wilson interval."""
    stompy = _cards("pauper_stompy.txt")
    rows = _play(stompy, stompy, "aggro", "aggro", 600)
    lo, hi = wilson_interval(_wins(rows), len(rows))
    assert lo <= 0.5 <= hi, (lo, hi)


def test_on_the_play_wins_the_aggro_mirror():
    """Burn mirror, ``aggro`` both: the player on the play wins more than half the games
    (the lower end of its 95% Wilson interval over 600 games is above 50%)."""
    burn = _cards("mono_red_burn.txt")
    rows = _play(burn, burn, "aggro", "aggro", 600, seed=7)
    starter_wins = sum(
        1
        for r in rows
        if (r.winner == "a" and r.on_the_play) or (r.winner == "b" and not r.on_the_play)
    )
    lo, _ = wilson_interval(starter_wins, len(rows))
    assert lo > 0.5, (starter_wins, len(rows))


def test_two_two_for_one_beats_one_one_for_one():
    """40 one-mana vanilla 2/2s and 20 Mountains beat the same deck with 1/1s in more than
    90% of 200 games."""
    mountain = basic_land("Mountain", "R")
    bear = creature("Test Two-Two", "{R}", pt=(2, 2))
    ant = creature("Test One-One", "{R}", pt=(1, 1))
    big = [mountain] * 20 + [bear] * 40
    small = [mountain] * 20 + [ant] * 40
    rows = _play(big, small, "aggro", "aggro", 200)
    assert _wins(rows) / len(rows) > 0.90, _wins(rows)


def test_aggro_beats_random_with_the_same_deck():
    """Burn piloted by ``aggro`` beats Burn piloted by ``random`` in more than 95% of 200
    games."""
    burn = _cards("mono_red_burn.txt")
    rows = _play(burn, burn, "aggro", "random", 200)
    assert _wins(rows) / len(rows) > 0.95, _wins(rows)


@pytest.mark.parametrize(
    ("deck", "profile"),
    [
        ("pauper_stompy.txt", "aggro"),
        ("modern_jund_midrange.txt", "midrange"),
        ("uw_control.txt", "control"),
    ],
)
def test_each_profile_beats_random_with_its_own_deck(deck, profile):
    """Each profile beats ``random`` piloting the same deck: the lower end of its 95%
    Wilson interval over 100 games is above 50% (the observed rates are far higher)."""
    cards = _cards(deck)
    rows = _play(cards, cards, profile, "random", 100, max_turns=25)
    lo, _ = wilson_interval(_wins(rows), len(rows))
    assert lo > 0.5, (_wins(rows), len(rows))
