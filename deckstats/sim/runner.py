"""Play a run of seeded games and return flat records (ARCHITECTURE.md, Runs).

``play_game(config, entropy, i)`` is the only code that plays a goldfish game; the
backends (``sim.backends``: serial, process pool, Dask) call it chunk by chunk, so a
game's result depends only on ``(entropy, i, config)``: never on the backend, the worker
count or the chunk size.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from deckstats.cards.model import CardDef
from deckstats.engine.game import Game
from deckstats.engine.info import card_info
from deckstats.players import get_agent
from deckstats.players.factory import with_keep
from deckstats.sim.backends import Task, default_chunk_size, open_backend, record_task
from deckstats.sim.collect import CardEvents, turn_record
from deckstats.sim.config import SimConfig
from deckstats.sim.records import EventRecord, GameRecord, TurnRecord
from deckstats.sim.seeding import game_streams, root_entropy

GameOutput = tuple[GameRecord, list[TurnRecord]]
EventsOutput = tuple[GameRecord, list[TurnRecord], list[EventRecord]]


@dataclass(frozen=True)
class SimResult:
    """The records of a run, in ``game_index`` order, with the entropy actually used."""

    config: SimConfig
    entropy: int
    games: list[GameRecord]
    turns: list[TurnRecord]
    events: list[EventRecord] = field(default_factory=list)


def new_goldfish_game(config: SimConfig, entropy: int, game_index: int, **hooks: Any) -> Any:
    """Build game ``game_index`` of a goldfish run, ready to ``run()``.

    The deck under study is player 0 with ``config.agent``; player 1 is the inert
    goldfish. ``play_game`` and the readable replay (``sim.replay``) both build their
    game here, so a replayed game is the run's game. ``hooks``: ``on_turn_end`` and
    ``record_log`` (``GameSettings.build_game``).
    """
    streams = game_streams(entropy, game_index)
    agents = (with_keep(get_agent(config.agent), config.keep), get_agent("inert"))
    decks: tuple[list[CardDef], list[CardDef]] = (list(config.cards), [])
    outside: tuple[list[CardDef], list[CardDef]] = (list(config.sideboard), [])
    return config.build_game(decks, agents, streams, game_index, True, outside=outside, **hooks)


def play_game(
    config: SimConfig,
    entropy: int,
    game_index: int,
    events: list[EventRecord] | None = None,
) -> GameOutput:
    """Play game ``game_index`` of a goldfish run and return its records.

    The deck under study is player 0; player 1 is the inert goldfish (its turns are
    skipped by the engine). ``turn`` in a ``TurnRecord`` is the player's own turn number.
    The deck's card events (``EventRecord``) are always recorded (so ``deckstats bench``
    times them) and appended to ``events`` when it is given.
    """
    on_the_play = config.on_the_play(game_index)
    turn_rows: list[TurnRecord] = []
    tracker = CardEvents(game_index, 0)

    def on_turn_end(game: Game, pid: int) -> None:
        if pid == 0:
            tracker.turn_end(game)
        turn_rows.append(turn_record(game, game_index, pid))

    game = new_goldfish_game(config, entropy, game_index, on_turn_end=on_turn_end)
    result = game.run()
    rows = tracker.finish(game)
    if events is not None:
        events.extend(rows)
    won = result.winner == 0
    first_seven = game.opening_hands[0][0] if game.opening_hands[0] else []
    game.release()  # freed by reference counting, not the cyclic collector
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


def play_game_events(config: SimConfig, entropy: int, game_index: int) -> EventsOutput:
    """``play_game`` with the game's card events: ``(game row, turn rows, event rows)``."""
    events: list[EventRecord] = []
    record, turns = play_game(config, entropy, game_index, events)
    return record, turns, events


def goldfish_task(config: SimConfig, entropy: int) -> Task:
    """The backends' task of a goldfish run: ``play_game_events`` and the field names."""
    return record_task(play_game_events, config, entropy, GameRecord._fields)


def run(
    config: SimConfig,
    progress: Callable[[int], None] | None = None,
    backend: str = "process",
) -> SimResult:
    """Play ``config.n_games`` games in memory; rows come back in ``game_index`` order.

    The same backends as a streamed run (``sim.backends``): ``config.workers`` processes
    (one: this process). For tests and small runs; ``deckstats goldfish`` streams to
    Parquet instead of holding the records.

    Args:
        config: the run's configuration.
        progress: called with the number of games finished after each batch.
        backend: ``serial``, ``process`` or ``dask``.
    """
    entropy = root_entropy(config.seed)
    task = goldfish_task(config, entropy)
    games: list[GameRecord] = []
    turns: list[TurnRecord] = []
    events: list[EventRecord] = []
    with open_backend(backend, config.workers) as be:
        chunk = default_chunk_size(config.n_games, be.workers)
        for batch in be.batches(task, 0, config.n_games, chunk):
            games.extend(GameRecord(*row) for row in zip(*batch.games.values(), strict=True))
            turns.extend(TurnRecord(*row) for row in zip(*batch.turns.values(), strict=True))
            events.extend(EventRecord(*row) for row in zip(*batch.events.values(), strict=True))
            if progress is not None:
                progress(batch.n_games)
    return SimResult(config=config, entropy=entropy, games=games, turns=turns, events=events)
