"""Smoke tests: the goldfish plays every sample deck in decks/ to a result, deterministically."""

from pathlib import Path

import numpy as np
import pytest

from deckstats.engine import Termination, new_game
from deckstats.players import get_agent

DECKS = sorted((Path(__file__).resolve().parents[2] / "decks").glob("*.txt"))


def _load(path, request, monkeypatch):
    """The deck's main cards; a deck that needs card data reads the corpus (conftest)."""
    from sample_decks import needs_card_data

    from deckstats.deck import load_decklist

    if needs_card_data(path):
        monkeypatch.setenv("DECKSTATS_HOME", str(request.getfixturevalue("corpus_home")))
    return load_decklist(path).main_cards()


def _play(cards, i, log=False):
    seq = np.random.SeedSequence(11, spawn_key=(i,))
    e, s0, s1, a0, a1 = (np.random.default_rng(c) for c in seq.spawn(5))
    g = new_game(
        (cards, []),
        (get_agent("goldfish"), get_agent("inert")),
        e,
        (s0, s1),
        (a0, a1),
        starting_player=i % 2,
        record_log=log,
    )
    return g, g.run()


@pytest.mark.parametrize("path", DECKS, ids=[p.stem for p in DECKS])
def test_goldfish_plays_sample_deck(path, request, monkeypatch):
    """Every sample deck plays 40 goldfish games to a result (a draw-heavy control deck
    may deck itself before the turn limit: CR 704.5b)."""
    cards = _load(path, request, monkeypatch)
    results = [_play(cards, i)[1] for i in range(40)]
    ok = (Termination.LETHAL_DAMAGE, Termination.TURN_LIMIT, Termination.POISON, Termination.DECKED)
    assert all(r.termination in ok for r in results)
    kills = [r.kill_turn for r in results if r.kill_turn]
    assert kills and 2 <= np.mean(kills) <= 20


def test_game_log_is_readable():
    """record_log: kept hands, land drops, spells with targets, attacks, life, winner."""
    from engine.cards import BOLT, GOBLIN, MOUNTAIN

    cards = [MOUNTAIN] * 22 + [BOLT] * 18 + [GOBLIN] * 20
    g, res = _play(cards, 0, log=True)
    text = "\n".join(g.log)
    assert "keeps" in text and "plays Mountain" in text
    assert "casts Lightning Bolt targeting P1" in text
    assert "attacks with Raging Goblin" in text
    assert "life P0" in text
    assert f"P0 wins (lethal_damage) on turn {res.turns}" in text


def test_log_records_mulligans_and_bottomed_cards():
    """CR 103.5: the log names the mulliganed hand and the cards put on the bottom."""
    from engine.cards import BOLT, MOUNTAIN

    cards = [MOUNTAIN] * 5 + [BOLT] * 55
    for i in range(20):
        g, res = _play(cards, i, log=True)
        if res.mulligans[0]:
            text = "\n".join(g.log)
            assert "P0 mulligans" in text and "P0 bottoms" in text
            return
    pytest.fail("no mulligan in 20 games of a 5-land deck")
