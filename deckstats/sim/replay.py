"""One readable game: ``deckstats play`` and the golden playthroughs."""

from __future__ import annotations

from typing import Any

from deckstats.engine import RULESETS, new_game
from deckstats.players import get_agent
from deckstats.sim.seeding import game_streams, root_entropy


def play_one(
    deck: Any,
    *,
    seed: int | None,
    on: str | None = None,
    max_turns: int = 20,
    rules: str = "modern",
    game_index: int = 0,
) -> list[str]:
    """Play one goldfish game of ``deck`` (a ``Decklist``) and return its text log.

    The game is game ``game_index`` of a run seeded with ``seed``, so it is the same game
    as row ``game_index`` of ``deckstats goldfish --seed seed``. With ``on`` unset, the
    starting player follows the goldfish run's rule (even indices on the play).
    """
    entropy = root_entropy(seed)
    streams = game_streams(entropy, game_index)
    on_the_play = (game_index % 2 == 0) if on is None else on == "play"
    game = new_game(
        decks=(list(deck.main_cards()), []),
        agents=(get_agent("goldfish"), get_agent("inert")),
        engine_rng=streams.engine,
        shuffle_rngs=streams.shuffle,
        agent_rngs=streams.agent,
        starting_player=0 if on_the_play else 1,
        rules=RULESETS[rules],
        max_turns=max_turns,
        goldfish=True,
        record_log=True,
    )
    result = game.run()
    head = [
        f"# deckstats play {deck.name} --seed {entropy} --on {'play' if on_the_play else 'draw'}"
        f" (game {game_index}, rules {rules})",
    ]
    tail = [
        f"# result: winner {result.winner}, {result.termination.value}, "
        f"turns taken {result.turns_taken[0]}, mulligans {result.mulligans[0]}"
    ]
    return head + list(game.log) + tail
