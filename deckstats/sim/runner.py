"""Play a run of seeded games and return flat records (STYLE.md 2.7).

One ``play_game(config, entropy, i)`` serves the serial and the process-pool paths, so
a game's result depends only on ``(entropy, i, config)``: never on the worker count.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any

from deckstats.engine import RULESETS, new_game
from deckstats.engine.info import card_info
from deckstats.players import get_agent
from deckstats.sim.collect import TURN_COLLECTORS
from deckstats.sim.config import SimConfig
from deckstats.sim.records import GameRecord, TurnRecord
from deckstats.sim.seeding import game_streams, root_entropy

GameOutput = tuple[GameRecord, list[TurnRecord]]


@dataclass(frozen=True)
class SimResult:
    """The records of a run, in ``game_index`` order, with the entropy actually used."""

    config: SimConfig
    entropy: int
    games: list[GameRecord]
    turns: list[TurnRecord]


def play_game(config: SimConfig, entropy: int, game_index: int) -> GameOutput:
    """Play game ``game_index`` of a goldfish run and return its records.

    The deck under study is player 0; player 1 is the inert goldfish (its turns are
    skipped by the engine). ``turn`` in a ``TurnRecord`` is the player's own turn number.
    """
    streams = game_streams(entropy, game_index)
    on_the_play = config.on_the_play(game_index)
    turn_rows: list[TurnRecord] = []
    collectors = list(TURN_COLLECTORS.values())

    def on_turn_end(game: Any, pid: int) -> None:
        values = [f(game, pid) for f in collectors]
        turn_rows.append(
            TurnRecord(
                game_index,
                int(game.players[pid].turns_taken),
                int(game.turn),
                pid,
                *values,
            )
        )

    game = new_game(
        decks=(list(config.cards), []),
        agents=(get_agent(config.agent), get_agent("inert")),
        engine_rng=streams.engine,
        shuffle_rngs=streams.shuffle,
        agent_rngs=streams.agent,
        starting_player=0 if on_the_play else 1,
        rules=RULESETS[config.rules],
        max_turns=config.max_turns,
        goldfish=True,
        on_turn_end=on_turn_end,
    )
    result = game.run()
    won = result.winner == 0
    first_seven = game.opening_hands[0][0] if game.opening_hands[0] else []
    record = GameRecord(
        game_index=game_index,
        deck=config.deck_name,
        opponent="goldfish",
        agent=config.agent,
        on_the_play=on_the_play,
        mulligans=int(result.mulligans[0]),
        won=won,
        kill_turn=int(result.turns_taken[0]) if won else None,
        turns=int(result.turns_taken[0]),
        termination=result.termination.value,
        opening_lands=sum(1 for c in first_seven if card_info(c).is_land),
        kept_hand_size=max(0, 7 - int(result.mulligans[0])),
        opponent_life=int(game.players[1].life),
    )
    return record, turn_rows


def iter_games(config: SimConfig, entropy: int) -> Iterator[GameOutput]:
    """Yield each game's records in ``game_index`` order (serial or process pool)."""
    play = partial(play_game, config, entropy)
    indices = range(config.n_games)
    if config.workers <= 1 or config.n_games < 64:
        for i in indices:
            yield play(i)
        return
    ctx = multiprocessing.get_context("spawn")
    chunk = max(16, min(256, config.n_games // (config.workers * 8) or 1))
    with ProcessPoolExecutor(config.workers, mp_context=ctx, initializer=_warm) as pool:
        # Executor.map keeps input order, so records come back sorted by game_index.
        yield from pool.map(play, indices, chunksize=chunk)


def _warm() -> None:
    """Worker initialiser: load the built-in pool once per process."""
    from deckstats.cards.registry import builtin_db

    builtin_db()


def run(config: SimConfig, progress: Callable[[int], None] | None = None) -> SimResult:
    """Play ``config.n_games`` games; rows come back in ``game_index`` order.

    Args:
        config: the run's configuration.
        progress: called with 1 after each game (a progress bar's ``update``).
    """
    entropy = root_entropy(config.seed)
    games: list[GameRecord] = []
    turns: list[TurnRecord] = []
    for record, rows in iter_games(config, entropy):
        games.append(record)
        turns.extend(rows)
        if progress is not None:
            progress(1)
    return SimResult(config=config, entropy=entropy, games=games, turns=turns)
