"""Play matchups: two real decks, each with its own agent (issue 17).

``play_matchup_game(config, entropy, i)`` is the only code that plays a matchup game; the
run backends (``sim.backends``) call it chunk by chunk, so a game depends only on
``(config, entropy, i)``: never on the backend, the worker count or the chunk size.

Deck A is always player 0 and deck B player 1; ``turn`` in a turn row is that player's own
turn number, and ``player`` 0 is A, 1 is B.

Common random numbers (ARCHITECTURE.md, Determinism). Game ``i`` belongs to **pair** ``j``:

- ``on="both"``: ``j = i // 2``; game ``2j`` has A on the play, game ``2j+1`` A on the
  draw;
- ``on="play"`` / ``on="draw"``: ``j = i`` (every game is its own pair).

Every random stream of a game (engine, both shuffles, both agents) is a child of
``SeedSequence(entropy, spawn_key=(*stream_key, j))``, exactly ``sim.seeding.game_streams``
of pair ``j`` when ``stream_key`` is empty. So the two games of a pair share every shuffle
(the same opening hands and draws for both decks) and every agent stream, and differ
only in who starts: the play/draw difference is measured on paired games. A gauntlet
gives each pairing of decks its own ``stream_key`` (independent games per matchup).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from deckstats.cards.model import CardDef
from deckstats.players.factory import make_agent
from deckstats.sim.backends import Task, record_task
from deckstats.sim.collect import CardEvents, turn_record
from deckstats.sim.config import GameSettings
from deckstats.sim.records import EventRecord, TurnRecord
from deckstats.sim.seeding import pair_streams


class MatchupRecord(NamedTuple):
    """One matchup game, from deck A's side (``stats.matchup.MATCHUP_GAMES_COLUMNS``).

    The fields are the games table's columns in their order (the contract of runs recorded
    before: ``rerun`` and the golden files). Its outcome columns are named as a goldfish
    game's (``sim.records.GameRecord``), read from deck A's side.
    """

    #: The game's index in the run (its seed streams are pair ``pair``'s).
    game_index: int
    #: Deck A's name (player 0).
    deck: str
    #: Deck B's name (player 1).
    opponent: str
    #: Deck A took the first turn (CR 103.1).
    on_the_play: bool
    #: Deck A's mulligans (CR 103.5).
    mulligans: int
    #: Deck A won (deck B lost the game: CR 104.3).
    won: bool
    #: Deck A's own turn count when it won; None when it did not.
    kill_turn: int | None
    #: Deck A's own turns taken.
    turns: int
    #: How the game ended (``engine.result.Termination`` value).
    termination: str
    #: Deck B's mulligans.
    opponent_mulligans: int
    #: ``a``, ``b`` or ``draw`` (a drawn or turn-limit game).
    winner: str
    #: The pair of games sharing every shuffle (``MatchupConfig.pair_index``).
    pair: int
    #: Deck A's agent (``players.AGENTS`` name).
    player_a: str
    #: Deck B's agent.
    player_b: str
    #: Both players' turns.
    game_turns: int
    #: Deck B's own turns taken.
    opponent_turns: int


@dataclass(frozen=True)
class MatchupConfig(GameSettings):
    """A matchup run: both decks, their agents, and its ``GameSettings``.

    ``on`` is deck A's seat: ``both`` alternates who starts in pairs (even games: A on
    the play); ``max_turns`` is deck A's own turn cap.

    Attributes:
        deck_a / deck_b: the decks' names as reported (``deck`` / ``opponent``).
        cards_a / cards_b: the main decks, expanded, in list order.
        player_a / player_b: agent registry names (``players.AGENTS``).
        sideboard_a / sideboard_b: the sideboards, expanded: "outside the game" for wishes
            (CR 400.11).
        stream_key: spawn-key prefix of every game's streams (empty for a matchup run).
        keep: both players' keep policy (``GameSettings``).
    """

    deck_a: str
    deck_b: str
    cards_a: tuple[CardDef, ...]
    cards_b: tuple[CardDef, ...]
    player_a: str = "auto"
    player_b: str = "auto"
    sideboard_a: tuple[CardDef, ...] = ()
    sideboard_b: tuple[CardDef, ...] = ()
    stream_key: tuple[int, ...] = ()

    #: Whether deck A takes the first turn of a game (``GameSettings.on_the_play``).
    a_on_the_play = GameSettings.on_the_play

    def pair_index(self, game_index: int) -> int:
        """The pair of game ``game_index``: the games of a pair share every stream."""
        return game_index // 2 if self.on == "both" else game_index


def deck_fields(a: Any, b: Any) -> dict[str, Any]:
    """A ``MatchupConfig``'s deck fields from two decklists (``deck.Decklist``).

    Names, main decks and sideboards (outside the game for wishes, CR 400.11).
    """
    return {
        "deck_a": a.name,
        "deck_b": b.name,
        "cards_a": tuple(a.main_cards()),
        "cards_b": tuple(b.main_cards()),
        "sideboard_a": tuple(a.sideboard_cards()),
        "sideboard_b": tuple(b.sideboard_cards()),
    }


def new_matchup_game(config: MatchupConfig, entropy: int, game_index: int, **hooks: Any) -> Any:
    """Build game ``game_index`` of a matchup, ready to ``run()`` (A is player 0).

    ``hooks``: ``on_turn_end`` and ``record_log`` (``GameSettings.build_game``).
    """
    pair = config.pair_index(game_index)
    streams = pair_streams(entropy, (*config.stream_key, pair))
    decks = (list(config.cards_a), list(config.cards_b))
    agents = (
        make_agent(config.player_a, config.cards_a, config.keep),
        make_agent(config.player_b, config.cards_b, config.keep),
    )
    outside = (list(config.sideboard_a), list(config.sideboard_b))
    return config.build_game(decks, agents, streams, game_index, False, outside=outside, **hooks)


_WINNER = {0: "a", 1: "b", None: "draw"}


def play_matchup_game(
    config: MatchupConfig,
    entropy: int,
    game_index: int,
    events: list[EventRecord] | None = None,
) -> tuple[MatchupRecord, list[TurnRecord]]:
    """Play game ``game_index`` of a matchup and return its game row and turn rows.

    Both players' card events (``EventRecord``, ``player`` 0 is A) are appended to
    ``events`` when it is given.
    """
    turn_rows: list[TurnRecord] = []
    trackers = (CardEvents(game_index, 0), CardEvents(game_index, 1))

    def on_turn_end(game: Any, pid: int) -> None:
        trackers[pid].turn_end(game)
        turn_rows.append(turn_record(game, game_index, pid))

    game = new_matchup_game(config, entropy, game_index, on_turn_end=on_turn_end)
    result = game.run()
    for tracker in trackers:
        rows = tracker.finish(game)
        if events is not None:
            events.extend(rows)
    game.release()  # freed by reference counting, not the cyclic collector
    won = result.winner == 0
    record = MatchupRecord(
        game_index=game_index,
        deck=config.deck_a,
        opponent=config.deck_b,
        on_the_play=result.starting_player == 0,
        mulligans=int(result.mulligans[0]),
        won=won,
        kill_turn=int(result.turns_taken[0]) if won else None,
        turns=int(result.turns_taken[0]),
        termination=result.termination.value,
        opponent_mulligans=int(result.mulligans[1]),
        winner=_WINNER[result.winner],
        pair=config.pair_index(game_index),
        player_a=config.player_a,
        player_b=config.player_b,
        game_turns=int(result.turns),
        opponent_turns=int(result.turns_taken[1]),
    )
    return record, turn_rows


def play_matchup_game_events(
    config: MatchupConfig, entropy: int, game_index: int
) -> tuple[MatchupRecord, list[TurnRecord], list[EventRecord]]:
    """``play_matchup_game`` with both players' card events as a third element."""
    events: list[EventRecord] = []
    record, turns = play_matchup_game(config, entropy, game_index, events)
    return record, turns, events


def matchup_task(config: MatchupConfig, entropy: int) -> Task:
    """The backends' task of a matchup run: ``play_matchup_game_events`` and field names."""
    return record_task(play_matchup_game_events, config, entropy, MatchupRecord._fields)


def agent_profile(name: str, cards: Sequence[CardDef]) -> str | None:
    """The profile an agent picked for ``cards`` (its ``.profile``), if it exposes one."""
    profile = getattr(make_agent(name, cards), "profile", None)
    return None if profile is None else str(profile)


def matchup_log(config: MatchupConfig, entropy: int, game_index: int = 0) -> list[str]:
    """Play game ``game_index`` of a matchup and return its readable log.

    The game is row ``game_index`` of ``deckstats matchup`` with the same seed and options.
    The log ends with who won.
    """
    return matchup_game_log(config, entropy, game_index)[0]


def matchup_game_log(config: MatchupConfig, entropy: int, game_index: int) -> tuple[list[str], Any]:
    """``matchup_log`` and the game's result (``GameResult``), for ``play --run``."""
    game = new_matchup_game(config, entropy, game_index, record_log=True)
    result = game.run()
    seat = "play" if result.starting_player == 0 else "draw"
    head = [
        f"# deckstats play {config.deck_a} {config.deck_b} --seed {entropy} "
        f"(game {game_index}, A on the {seat}, rules {config.rules}; "
        f"P0 = A {config.deck_a} [{config.player_a}], P1 = B {config.deck_b} [{config.player_b}])"
    ]
    if result.winner is None:
        verdict = f"nobody won ({result.termination.value})"
    else:
        name = config.deck_a if result.winner == 0 else config.deck_b
        verdict = f"P{result.winner} {name} won ({result.termination.value})"
    tail = [
        f"# result: {verdict} after {result.turns} turns "
        f"(A took {result.turns_taken[0]}, B took {result.turns_taken[1]}); "
        f"mulligans A {result.mulligans[0]}, B {result.mulligans[1]}"
    ]
    return head + list(game.log) + tail, result
