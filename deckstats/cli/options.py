"""What the commands share: option types and the one-line message of an invalid deck.

Bad option values are usage errors (exit 2), found by click: it checks every option's
type while it parses the command line, before the command runs, so a value such as
``-n 0`` stops with click's usage message and nothing else: no deck is loaded and no
warning about the deck is printed first. Bad input data (an invalid deck) is exit 1 with
one line naming the file and line (``first_problem_line``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import click

from deckstats.cards.errors import DeckstatsError
from deckstats.decklist import Decklist, Problem, load_decklist

T = TypeVar("T")

#: A count of games, hands, workers or repeats: at least 1.
POSITIVE = click.IntRange(min=1)

#: A root seed: numpy ``SeedSequence`` takes any non-negative integer.
SEED = click.IntRange(min=0)

#: The deck's own turn cap of a game (the engine's limit is 200).
MAX_TURNS = click.IntRange(1, 200)


def parsed_by(parse: Callable[[str], T]) -> Callable[[click.Context, click.Parameter, Any], Any]:
    """A click callback that parses an option's text with ``parse`` (None passes through).

    A ``DeckstatsError`` from ``parse`` (e.g. ``AnalyticError`` for a bad keep rule)
    becomes ``click.BadParameter``: exit 2 with the usage message, before the command runs.
    """

    def callback(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
        if value is None:
            return None
        try:
            return parse(value)
        except DeckstatsError as exc:
            raise click.BadParameter(str(exc), ctx=ctx, param=param) from None

    return callback


def load_played_deck(path: Path) -> Decklist:
    """Load a decklist to play or count its main deck (``goldfish``, ``play``, ``hands``).

    Unknown main-deck cards stop the command (exit 1, one line per card, then how to get
    card data); unknown sideboard or maybeboard cards are left out with one warning line.
    """
    deck = load_decklist(path)
    warning = deck.left_out_warning()
    if warning:
        click.echo(warning, err=True)
    return deck


def first_problem_line(problems: Sequence[Problem], verdict: str, listed: str) -> str:
    """One error line for an invalid deck (exit 1): its first problem, then ``verdict``.

    The first problem with a line number wins (``decks/x.txt:12: unknown card 'Foo'``);
    a whole-deck problem (too few cards) only when no problem has a line. When there are
    more, the line says how many and where they are ``listed``, and stays one line.
    """
    first = min(problems, key=lambda p: (p.line is None, p.line or 0))
    n = len(problems)
    more = f" ({n} problems, {listed})" if n > 1 else ""
    return f"{first}; {verdict}{more}"


def exit_if_partial(manifest: Mapping[str, Any], n: int | None, out_dir: Path | None) -> None:
    """After Ctrl-C kept a partial run: say what was kept (one line) and exit 130."""
    if manifest.get("partial"):
        k = manifest["games_completed"]
        click.echo(
            f"interrupted: kept the {k} finished games (indices 0..{k - 1}) of {n} "
            f"as a partial run in {out_dir}/",
            err=True,
        )
        sys.exit(130)
