"""One readable game: ``deckstats play``, ``play --run`` and the golden playthroughs."""

from __future__ import annotations

from typing import Any

from deckstats.sim.config import SimConfig
from deckstats.sim.runner import new_goldfish_game
from deckstats.sim.seeding import root_entropy


def goldfish_game_log(config: SimConfig, entropy: int, game_index: int) -> tuple[list[str], Any]:
    """Play game ``game_index`` of a goldfish run with its log; return the log and result.

    The game is built as ``sim.runner.play_game`` builds it (``new_goldfish_game``), so
    the result is row ``game_index`` of the run's ``games.parquet``.
    """
    on_the_play = config.on_the_play(game_index)
    game = new_goldfish_game(config, entropy, game_index, record_log=True)
    result = game.run()
    head = [
        f"# deckstats play {config.deck_name} --seed {entropy} "
        f"--on {'play' if on_the_play else 'draw'} (game {game_index}, rules {config.rules})",
    ]
    tail = [
        f"# result: winner {result.winner}, {result.termination.value}, "
        f"turns taken {result.turns_taken[0]}, mulligans {result.mulligans[0]}"
    ]
    return head + list(game.log) + tail, result


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
    config = SimConfig(
        deck_name=deck.name,
        cards=tuple(deck.main_cards()),
        sideboard=tuple(deck.sideboard_cards()),
        n_games=game_index + 1,
        seed=entropy,
        on="both" if on is None else on,  # type: ignore[arg-type]
        rules=rules,
        max_turns=max_turns,
    )
    return goldfish_game_log(config, entropy, game_index)[0]
