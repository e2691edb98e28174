"""Random decks of real cards play whole games without an error (robustness, issue 26).

Decks are drawn, with a fixed seed, from every nonland text of the metagame corpus
(``tests/data/metagame_<format>.py``, compiled as imported card data would be): two copies each of 18
cards and 24 basic lands of two colours. Each deck plays goldfish games and a matchup
against the next deck, with the heuristic pilots. The check is that every game ends with a
result (a win, a loss or the turn cap) and the engine raises nothing: partial cards and
rarely combined mechanics meet here as they do in a user's decklist. Two crashes of the
compiled engine were found this way (a spree card's value, a rebound spell's delayed cast).
Run in whichever build is installed (CI runs compiled).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from deckstats.cards.corpus import record
from deckstats.cards.coverage import load_metagame
from deckstats.cards.dsl import basic_land
from deckstats.cards.oracle import compile_record
from deckstats.sim.matchup import MatchupConfig, play_matchup_game
from deckstats.sim.seeding import root_entropy

DATA = Path(__file__).parents[1] / "data"
BASICS = [
    basic_land(n, c)
    for n, c in zip(["Plains", "Island", "Swamp", "Mountain", "Forest"], "WUBRG", strict=True)
]


def _pool():
    cards = [compile_record(record(e.text), source="scryfall") for e in load_metagame(DATA)]
    return [c for c in cards if not c.is_land and c.castable]


def _decks(n: int, seed: int):
    pool = _pool()
    rng = np.random.default_rng(seed)
    for _ in range(n):
        pick = rng.choice(len(pool), size=18, replace=False)
        colours = rng.choice(5, size=2, replace=False)
        spells = [pool[int(i)] for i in pick for _ in range(2)]
        yield spells + [BASICS[int(colours[0])]] * 12 + [BASICS[int(colours[1])]] * 12


def test_random_corpus_decks_play_whole_games():
    decks = list(_decks(40, 2026))
    for k in range(0, len(decks), 2):
        config = MatchupConfig(
            deck_a=f"fuzz{k}",
            deck_b=f"fuzz{k + 1}",
            cards_a=tuple(decks[k]),
            cards_b=tuple(decks[k + 1]),
            n_games=4,
            seed=k,
            on="both",
            player_a="auto",
            player_b="aggro",
        )
        entropy = root_entropy(k)
        for i in range(4):
            row, _turns = play_matchup_game(config, entropy, i)
            assert row.winner in ("a", "b", "draw"), (k, i, row)
            assert row.turns >= 1
