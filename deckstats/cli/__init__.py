"""The ``deckstats`` command line (click).

Each module in this package defines click commands and lists them in ``COMMANDS``; they
are registered here by discovery, so adding a command is adding a module. Commands parse
options, call one library function and print; they hold no logic (ARCHITECTURE.md, Front ends).

Exit status: 0 on success, 1 for a domain error (``DeckstatsError``: bad decklist, unknown
card, unreadable file), 2 for a usage error (click's default).
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from typing import Any

import click

from deckstats import __version__
from deckstats.cards.errors import DeckstatsError
from deckstats.cli.terminal import escaped_output


class DeckstatsGroup(click.Group):
    """A click group that turns ``DeckstatsError`` into one clear line and exit status 1."""

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; domain errors become ``deckstats: error: ...`` and exit 1.

        Everything the command prints goes through ``terminal.escaped_output``: control
        characters from input files (a deck comment, a file name) are escaped (issue 31).
        """
        with escaped_output():
            try:
                return super().invoke(ctx)
            except DeckstatsError as exc:
                click.echo(f"deckstats: error: {exc}", err=True)
                ctx.exit(1)
            except (FileNotFoundError, IsADirectoryError, PermissionError) as exc:
                name = exc.filename if exc.filename is not None else ""
                click.echo(f"deckstats: error: {name}: {exc.strerror}", err=True)
                ctx.exit(1)
            except KeyboardInterrupt:
                # Ctrl-C before a run's own handlers took over (reading the decks, planning):
                # click would say "Aborted!" and exit 1; a signal's status is 128 + its number
                click.echo("interrupted: nothing written", err=True)
                ctx.exit(130)


@click.group(cls=DeckstatsGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="deckstats")
def main() -> None:
    """Seeded Magic: The Gathering simulations and exact mana maths for deck builders."""


def _register() -> None:
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        for command in getattr(module, "COMMANDS", ()):
            main.add_command(command)


_register()

if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
