"""``deckstats cards ...``: look up card data.

``cards_group`` is exported so other modules of this package can add subcommands to it
(``cards import``, ``cards coverage``) with ``@cards_group.command(...)``.

The command table names ``cli.cards_data:cards_group`` (the same group object, imported
through the module that adds the data subcommands), so ``deckstats cards`` lists them all.
"""

from __future__ import annotations

import click

from deckstats.cards import registry
from deckstats.cards.describe import card_lines


@click.group("cards")
def cards_group() -> None:
    """Card data: built-in pool and imported cards."""


@cards_group.command("show")
@click.argument("name", nargs=-1, required=True)
def show(name: tuple[str, ...]) -> None:
    """Show one card: printed facts, Oracle text, source and compiled abilities.

    NAME may be given without quotes (``deckstats cards show Lightning Bolt``).
    """
    # (The docstring is the --help text.) An unknown name raises ``UnknownCardError``, a
    # ``DeckstatsError``: one line with the closest names, exit 1.
    card = registry.default_db().resolve(" ".join(name))
    for line in card_lines(card):
        click.echo(line)


COMMANDS = [cards_group]
