"""``deckstats deck check``: parse a decklist, validate it and show its card coverage."""

from __future__ import annotations

import json
from pathlib import Path

import click

from deckstats.cli.options import first_problem_line
from deckstats.deck import FORMATS, DecklistError
from deckstats.deck.check import check_deck


@click.group("deck")
def deck_group() -> None:
    """Decklists: parsing, legality and card coverage."""


@deck_group.command("check")
@click.argument("deck", type=click.Path(dir_okay=True, path_type=Path))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(FORMATS),
    default=None,
    help="Format to validate against (default: from the first comment line, else by size).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def check(deck: Path, fmt: str | None, as_json: bool) -> None:
    """Check DECK: card types, mana curve, colour sources, legality and coverage.

    Exits with status 1 when the deck has unknown cards or breaks a rule of its format:
    the full report still goes to stdout, and the first problem, as ``file:line: message``,
    to stderr.
    """
    result = check_deck(deck, fmt=fmt)
    if as_json:
        click.echo(json.dumps(result.as_dict(), indent=2))
    else:
        for line in result.lines():
            click.echo(line)
    if not result.valid:
        verdict = f"not a valid {result.fmt} deck"
        line = first_problem_line(result.problems, verdict, "all in the report")
        raise DecklistError(line, result.problems)


COMMANDS = [deck_group]
