"""Seeded openings for the mulligan tests: one game started (mulligans only), seeded as
the runner seeds game ``i`` (``game_streams``), against an inert opponent."""

from __future__ import annotations

from typing import Any

from deckstats.engine import new_game
from deckstats.engine.game import Game
from deckstats.engine.rules import RuleSet
from deckstats.engine.turn import start_game
from deckstats.players import get_agent
from deckstats.sim.seeding import game_streams


def seeded_opening(
    deck: list[Any], rules: RuleSet, agent: Any, seed: int, i: int, starting_player: int = 0
) -> Game:
    """Game ``i`` of ``seed`` after its mulligans (``start_game``); player 0 has ``deck``."""
    st = game_streams(seed, i)
    g = new_game(
        decks=(deck, []),
        agents=(agent, get_agent("inert")),
        engine_rng=st.engine,
        shuffle_rngs=st.shuffle,
        agent_rngs=st.agent,
        starting_player=starting_player,
        rules=rules,
        max_turns=1,
        goldfish=True,
    )
    start_game(g)
    return g
