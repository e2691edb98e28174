"""The ``deckstats`` command line (click).

Each module in this package defines click commands and lists them in ``COMMANDS``; the
group below knows them by name from ``COMMAND_TABLE`` and imports a command's module only
when that command runs (or its own ``--help`` is asked for), so ``deckstats --version``
and ``deckstats --help`` import no command, no engine and no numpy (issue 32.2). Adding a
command is adding a module and its line in the table (tests/cli/test_startup_imports.py
checks the two agree). Commands parse options, call one library function and print; they
hold no logic (ARCHITECTURE.md, Front ends).

Exit status: 0 on success, 1 for a domain error (``DeckstatsError``: bad decklist, unknown
card, unreadable file), 2 for a usage error (click's default).

The split is for scripts: 2 means the command line itself was wrong (an unknown option, a
value out of range) and nothing was read, 1 that the command was understood but its input
could not be used. Ctrl-C before a run starts exits 130 (128 + SIGINT); once games are
played the run's own handlers (``runs.signals``) decide what is kept.

In the pipeline the command line is the front end: a simulating command reads its decks,
asks ``runs`` for a plan, executes it (games, Parquet tables, summary, report) and prints
the terminal lines ``report.text`` made from the summary.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator, Mapping, MutableMapping
from typing import Any

import click

from deckstats import __version__, _heap
from deckstats.cli.terminal import escaped_output

#: Every command by name: where it is defined (``"module:attribute"``, imported on first
#: use) and the first paragraph of its help, which ``deckstats --help`` lists without
#: importing the command (click shortens it to the terminal's width the same way).
COMMAND_TABLE: dict[str, tuple[str, str]] = {
    "bench": (
        "deckstats.cli.bench:bench_cmd",
        "Measure single-process goldfish games/s per deck and sampler hands/s.",
    ),
    # ``cli.cards_data`` adds import, download, sources and coverage to the ``cards`` group
    # of ``cli.cards``: the group is taken from there so that it has every subcommand.
    "cards": (
        "deckstats.cli.cards_data:cards_group",
        "Card data: built-in pool and imported cards.",
    ),
    "compare": (
        "deckstats.cli.compare:compare_cmd",
        "Compare deck B with deck A on the same seeds (B minus A, paired intervals).",
    ),
    "deck": ("deckstats.cli.deck:deck_group", "Decklists: parsing, legality and card coverage."),
    "gauntlet": (
        "deckstats.cli.matchup:gauntlet_cmd",
        "Play DECK against each FIELD deck; report each win rate and the share-weighted one.",
    ),
    "goldfish": (
        "deckstats.cli.sim:goldfish_cmd",
        "Play N goldfish games of DECK (an opponent that does nothing) and summarise them.",
    ),
    "hands": (
        "deckstats.cli.hands:hands_command",
        "Exact opening-hand, land-drop, mulligan and castability figures for DECK.",
    ),
    "matchup": (
        "deckstats.cli.matchup:matchup_cmd",
        "Play N games of DECK_A against DECK_B and report A's win rate (95% Wilson interval).",
    ),
    "play": (
        "deckstats.cli.sim:play_cmd",
        "Play one seeded game of DECK and print a turn-by-turn log.",
    ),
    "puzzles": (
        "deckstats.cli.puzzles:puzzles_cmd",
        "Pose each built position to each pilot; print the share answered acceptably.",
    ),
    "report": (
        "deckstats.cli.report:report_cmd",
        "(Re)build RUN_DIR/report.html and its PNG charts from the run's files (no new games).",
    ),
    "rerun": (
        "deckstats.cli.rerun:rerun_cmd",
        "Repeat the goldfish, matchup or gauntlet run in RUN_DIR from its manifest.",
    ),
    "rules": (
        "deckstats.cli.rules:rules_cmd",
        "List the rules eras (--rules ERA) and their differences, with the rule for each.",
    ),
}


class LazyCommands(MutableMapping[str, click.Command]):
    """A group's commands by name: those of a table are imported on first access.

    Listing the names (``sorted(group.commands)``) imports nothing; ``group.commands[name]``
    imports that command's module only. Commands added with ``add_command`` are kept as given.
    """

    def __init__(self, table: Mapping[str, tuple[str, str]]) -> None:
        self._table = dict(table)
        self._loaded: dict[str, click.Command] = {}

    def __getitem__(self, name: str) -> click.Command:
        """The command ``name``, importing its module the first time (``KeyError``: none)."""
        if name not in self._loaded:
            where, _ = self._table[name]  # KeyError: no such command
            module, _, attribute = where.partition(":")
            self._loaded[name] = getattr(importlib.import_module(module), attribute)
            _heap.settle()  # the command's modules are the process's for good
        return self._loaded[name]

    def __setitem__(self, name: str, command: click.Command) -> None:
        """Keep a command added with ``add_command``; it shadows a table entry of its name."""
        self._loaded[name] = command

    def __delitem__(self, name: str) -> None:
        """Forget ``name``, imported or not (``KeyError`` if it was never known)."""
        if name not in self._table and name not in self._loaded:
            raise KeyError(name)
        self._table.pop(name, None)
        self._loaded.pop(name, None)

    def __iter__(self) -> Iterator[str]:
        """The names of the table, then those added: each once, none imported."""
        return iter(dict.fromkeys([*self._table, *self._loaded]))

    def __len__(self) -> int:
        """The number of distinct names, counted without importing any command."""
        return len(self._table.keys() | self._loaded.keys())

    def listed(self, name: str) -> click.Command:
        """The command, or while it is not imported a stand-in with its table help.

        The stand-in is a bare ``click.Command`` named like the real one; only its help
        text is read (by ``DeckstatsGroup.format_commands``), and it is never run.
        """
        if name in self._loaded or name not in self._table:
            return self[name]
        return click.Command(name, help=self._table[name][1])


class DeckstatsGroup(click.Group):
    """A click group that turns ``DeckstatsError`` into one clear line and exit status 1.

    A domain error is the user's to fix (a card name, a file), so it prints as one
    ``deckstats: error: ...`` line with no traceback; any other exception is a bug and
    keeps its traceback. ``format_commands`` lists the lazily loaded commands.
    """

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; domain errors become ``deckstats: error: ...`` and exit 1.

        Everything the command prints goes through ``terminal.escaped_output``: control
        characters from input files (a deck comment, a file name) are escaped (issue 31).
        """
        with escaped_output():
            try:
                return super().invoke(ctx)
            except (FileNotFoundError, IsADirectoryError, PermissionError) as exc:
                # A file the user named cannot be read: their input, so one line and
                # exit 1 like a ``DeckstatsError``, not a traceback.
                name = exc.filename if exc.filename is not None else ""
                click.echo(f"deckstats: error: {name}: {exc.strerror}", err=True)
                ctx.exit(1)
            except KeyboardInterrupt:
                # Ctrl-C before a run's own handlers took over (reading the decks, planning):
                # click would say "Aborted!" and exit 1; a signal's status is 128 + its number
                click.echo("interrupted: nothing written", err=True)
                ctx.exit(130)
            except Exception as exc:
                # imported here, not at the top: ``deckstats.cards`` loads numpy and the card
                # package, which ``--version`` and ``--help`` do not need (no DeckstatsError
                # is an OSError, so the order of these clauses changes nothing)
                from deckstats.cards.errors import DeckstatsError

                if not isinstance(exc, DeckstatsError):
                    raise
                click.echo(f"deckstats: error: {exc}", err=True)
                ctx.exit(1)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """``--help``'s command list, as click writes it, importing no command."""
        # click's own ``format_commands`` calls ``get_command`` for each name, which would
        # import every command module; the stand-ins of ``LazyCommands.listed`` carry the
        # table's help text instead.
        commands = self.commands
        rows: list[tuple[str, click.Command]] = []
        for name in self.list_commands(ctx):
            if isinstance(commands, LazyCommands):
                command: click.Command | None = commands.listed(name)
            else:
                command = self.get_command(ctx, name)
            if command is not None and not command.hidden:
                rows.append((name, command))
        if rows:
            # The width left for the help text after the name column: click's own formula,
            # so the listing looks the same as if every command had been imported.
            limit = formatter.width - 6 - max(len(name) for name, _ in rows)
            with formatter.section("Commands"):
                formatter.write_dl([(name, c.get_short_help_str(limit)) for name, c in rows])


@click.group(
    cls=DeckstatsGroup,
    commands=LazyCommands(COMMAND_TABLE),
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(__version__, prog_name="deckstats")
def main() -> None:
    """Seeded Magic: The Gathering simulations and exact mana maths for deck builders."""


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
