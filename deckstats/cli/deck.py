"""``deckstats deck check``: parse a decklist, validate it and show its card coverage.

The check a user runs before any simulation: it parses and validates the deck
(``deck.check.check_deck``) but plays nothing, and adds the exact castability warnings
of ``analytic.castability``. The simulating commands check legality too
(``options.check_deck``) and stop on the first problem.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

import click

from deckstats.analytic.castability import castability
from deckstats.cli.options import first_problem_line, run_options
from deckstats.deck import DecklistError
from deckstats.deck.check import check_deck


@click.group("deck")
def deck_group() -> None:
    """Decklists: parsing, legality and card coverage."""


@deck_group.command("check")
@click.argument("deck", type=click.Path(dir_okay=True, path_type=Path))
@run_options(
    "deck_format",
    deck_format="Format to validate against (default: from the first comment line, else by size).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def check(deck: Path, deck_format: str | None, as_json: bool) -> None:
    """Check DECK: card types, mana curve, colour sources, legality and coverage.

    Spells the deck's sources can never or rarely cast (under 50% by the turn mana
    value + 2, on the play, exact as ``deckstats hands``) get one warning line each.

    Exits with status 1 when the deck has unknown cards or breaks a rule of its format:
    the full report still goes to stdout, and the first problem, as ``file:line: message``,
    to stderr.
    """
    # (The docstring is the --help text.) Castability takes one card per copy: each entry
    # of the commander and the main deck is repeated ``count`` times.
    result = check_deck(deck, fmt=deck_format)
    cards = [e.card for e in (*result.deck.commander, *result.deck.main) for _ in range(e.count)]
    spells = castability(cards, result.deck.name)
    if as_json:
        out = result.as_dict()
        out["castability"] = [{**asdict(c), "never": c.never, "warning": c.line()} for c in spells]
        click.echo(json.dumps(out, indent=2))
    else:
        for line in [*result.lines(), *(c.line() for c in spells)]:
            click.echo(line)
    # The report above is printed first: an invalid deck still shows everything, and the
    # ``DecklistError`` adds the one stderr line and exit status 1 through the group.
    if not result.valid:
        verdict = f"not a valid {result.fmt} deck"
        line = first_problem_line(result.problems, verdict, "all in the report")
        raise DecklistError(line, result.problems)


COMMANDS = [deck_group]
