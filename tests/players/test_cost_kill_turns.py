"""Cost mechanics move goldfish kill turns the right way (issue 16 part 4).

The same seeded games are played with the real card definitions and with the cost-option
cards stripped of their mechanic (``CardDef.costs`` emptied: no suspend for Rift Bolt, no
spectacle for Skewer the Critics, no kicker for Vines of Vastwood). With the mechanic the
mean kill turn must be earlier. Figures: BENCHMARKS.md, "Mechanics and kill turns"
(``python tests/players/test_cost_kill_turns.py``).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np

from deckstats.cards.model import CardDef
from deckstats.deck import load_decklist
from deckstats.engine import new_game
from deckstats.players import get_agent

DECKS = Path(__file__).resolve().parents[2] / "decks"
N_GAMES = 400
SEED = 20261124


def deck_cards(name: str) -> list[CardDef]:
    return load_decklist(DECKS / name).main_cards()


def strip_costs(cards: list[CardDef], names: set[str]) -> list[CardDef]:
    """The deck with the named cards' cost options removed (the same card otherwise)."""
    stripped: dict[str, CardDef] = {}
    out = []
    for c in cards:
        if c.name in names:
            if c.name not in stripped:
                stripped[c.name] = dataclasses.replace(c, costs=())
            c = stripped[c.name]
        out.append(c)
    return out


def kill_turns(cards: list[CardDef], n: int = N_GAMES, seed: int = SEED) -> list[int]:
    """Goldfish kill turns (turn cap 20 counts as 21) of ``n`` games on shared seeds."""
    out = []
    for i in range(n):
        ss = np.random.SeedSequence(seed, spawn_key=(i,))
        r = [np.random.default_rng(c) for c in ss.spawn(5)]
        game = new_game(
            (cards, []),
            (get_agent("goldfish"), get_agent("inert")),
            r[0],
            (r[1], r[2]),
            (r[3], r[4]),
            starting_player=0,
            max_turns=20,
        )
        res = game.run()
        out.append(res.turns_taken[0] if res.winner == 0 else 21)
    return out


def _compare(deck: str, names: set[str], n: int = N_GAMES) -> tuple[float, float]:
    cards = deck_cards(deck)
    with_ = float(np.mean(kill_turns(cards, n)))
    without = float(np.mean(kill_turns(strip_costs(cards, names), n)))
    return with_, without


def test_burn_suspend_and_spectacle_kill_earlier():
    """CR 702.62 suspend (Rift Bolt) and CR 702.137 spectacle (Skewer the Critics)."""
    with_, without = _compare("mono_red_burn.txt", {"Rift Bolt", "Skewer the Critics"})
    assert with_ < without


def test_stompy_kicker_kills_earlier():
    """CR 702.33 kicker (Vines of Vastwood: +4/+4 on an attacker when kicked)."""
    with_, without = _compare("pauper_stompy.txt", {"Vines of Vastwood"})
    assert with_ < without


if __name__ == "__main__":  # the BENCHMARKS.md figures
    for deck, names in (
        ("mono_red_burn.txt", {"Rift Bolt", "Skewer the Critics"}),
        ("pauper_stompy.txt", {"Vines of Vastwood"}),
    ):
        w, wo = _compare(deck, names)
        print(f"{deck}: n={N_GAMES} seed={SEED}: with {w:.3f}, without {wo:.3f}")
