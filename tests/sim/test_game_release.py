"""A finished game is freed by reference counting, not by the cyclic collector (issue 32.4).

The game holds its views, agents and their priority hints, and each view holds the game:
left as it is, every object of a finished game waits for the cyclic collector, which
traces them all (``sim.backends.after_game``: about 5% of a compiled matchup game). The
drivers cut those links once they have read the game (``Game.release``).
"""

from __future__ import annotations

import gc

from deckstats.deck import load_decklist
from deckstats.engine.game import Game
from deckstats.sim.config import SimConfig
from deckstats.sim.matchup import MatchupConfig, play_matchup_game
from deckstats.sim.runner import play_game


def _games_left_in_cycles(play) -> list[Game]:
    """Play with the collector off and return the games only it could free."""
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        play()
        gc.collect()
        return [o for o in gc.garbage if isinstance(o, Game)]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        if enabled:
            gc.enable()


def test_a_finished_matchup_game_leaves_no_cycle_through_the_game():
    burn = tuple(load_decklist("decks/mono_red_burn.txt").main_cards())
    stompy = tuple(load_decklist("decks/pauper_stompy.txt").main_cards())
    config = MatchupConfig(
        "burn", "stompy", burn, stompy, n_games=2, seed=1, player_a="aggro", player_b="aggro"
    )

    def play() -> None:
        for i in range(2):
            record, turns = play_matchup_game(config, 1, i)
            assert record.game_turns > 0 and turns

    assert _games_left_in_cycles(play) == []


def test_a_finished_goldfish_game_leaves_no_cycle_through_the_game():
    burn = tuple(load_decklist("decks/mono_red_burn.txt").main_cards())
    config = SimConfig("burn", burn, n_games=2, seed=1)

    def play() -> None:
        for i in range(2):
            record, turns = play_game(config, 1, i)
            assert record.turns > 0 and turns

    assert _games_left_in_cycles(play) == []
