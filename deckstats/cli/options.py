"""What the commands share: option types and the one-line message of an invalid deck.

Two kinds of bad command line (README "Errors"):

* a value of the right kind but out of range (``-n 0``, ``-n -5``, ``--workers 0``,
  ``--max-turns 201``, ``--seed -1``, ``--until-ci 0``) is bad input: one line
  ``deckstats: error: -n/--games must be at least 1 (got 0)`` and exit 1 (issue 21);
* anything click cannot parse (an unknown option, a missing argument, a word where a
  number goes, a malformed ``--lands`` or ``--keep``) is a usage error: click's usage
  message and exit 2.

Both are found while click parses the command line, before the command runs: no deck is
loaded and no warning about the deck is printed first (issue 15). Bad input data (an
invalid deck) is exit 1 with one line naming the file and line (``first_problem_line``).

Besides the option types, the helpers every simulating command calls in the same order
live here: load and check the decks (``check_deck``), warn before the games
(``warn_partial``), play under a progress bar (``run_with_progress``), exit on a kept
partial run (``exit_if_partial``) and print the result (``print_summary``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import click

from deckstats import _heap
from deckstats.cards.errors import DeckstatsError
from deckstats.deck import FORMATS, Decklist, Problem, load_decklist
from deckstats.players.mulligan import DEFAULT_KEEP_TEXT, parse_keep

T = TypeVar("T")
#: A click command function (what ``run_options`` decorates).
F = TypeVar("F", bound=Callable[..., Any])


class OptionValueError(DeckstatsError):
    """An option value of the right kind outside its range: one line, exit 1."""


def _option_name(param: click.Parameter | None) -> str:
    """How an error names the option: every flag (``-n/--games``), as ``--help`` shows it."""
    if param is None:
        return "value"
    opts = getattr(param, "opts", None) or [param.name or "value"]
    return "/".join(opts)


def _bounds_text(lo: float | None, hi: float | None, lo_open: bool, hi_open: bool) -> str:
    """The allowed range in words (``at least 1``, ``above 0 and below 0.5``).

    ``lo_open``/``hi_open``: the bound itself is excluded. At least one bound is given.
    """
    if lo is not None and hi is not None:
        left = "above" if lo_open else "from"
        right = "below" if hi_open else "to"
        if not lo_open and not hi_open:
            return f"from {lo} to {hi}"
        return f"{left} {lo} and {right} {hi}"
    if lo is not None:
        return f"above {lo}" if lo_open else f"at least {lo}"
    assert hi is not None
    return f"below {hi}" if hi_open else f"at most {hi}"


class BoundedInt(click.IntRange):
    """An integer option: a non-integer is a usage error (exit 2), out of range exit 1.

    Click's ``IntRange`` makes both usage errors; issue 21 wants ``--workers 0`` and
    ``-n -5`` to be one ``deckstats: error:`` line and exit 1, so the range check raises
    ``OptionValueError`` (a ``DeckstatsError``), which the command group reports.
    """

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """Parse with click (usage error if not an integer), then check the range."""
        number = click.INT.convert(value, param, ctx)
        lo, hi = self.min, self.max
        if (lo is not None and number < lo) or (hi is not None and number > hi):
            bounds = _bounds_text(lo, hi, False, False)
            raise OptionValueError(f"{_option_name(param)} must be {bounds} (got {number})")
        return number


class BoundedFloat(click.FloatRange):
    """A number option: not a number is a usage error (exit 2), out of range exit 1."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """Parse with click (usage error if not a number), then check the range."""
        number = click.FLOAT.convert(value, param, ctx)
        lo, hi = self.min, self.max
        below = lo is not None and (number <= lo if self.min_open else number < lo)
        above = hi is not None and (number >= hi if self.max_open else number > hi)
        if below or above or number != number:  # number != number: NaN, never in range
            bounds = _bounds_text(lo, hi, self.min_open, self.max_open)
            raise OptionValueError(f"{_option_name(param)} must be {bounds} (got {value})")
        return number


#: A count of games, hands, workers or repeats: at least 1.
POSITIVE = BoundedInt(min=1)

#: A root seed: numpy ``SeedSequence`` takes any non-negative integer.
SEED = BoundedInt(min=0)

#: The deck's own turn cap of a game (the engine's limit is 200).
MAX_TURNS = BoundedInt(1, 200)

#: ``--until-ci W``: a 95% half-width strictly between 0 and 0.5.
HALF_WIDTH = BoundedFloat(0, 0.5, min_open=True, max_open=True)


def parsed_by(parse: Callable[[str], T]) -> Callable[[click.Context, click.Parameter, Any], Any]:
    """A click callback that parses an option's text with ``parse`` (None passes through).

    A ``DeckstatsError`` from ``parse`` (e.g. ``AnalyticError`` for a bad keep rule)
    becomes ``click.BadParameter``: exit 2 with the usage message, before the command runs.
    """

    def callback(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
        """The parsed value of the option, as click passes it to the command."""
        if value is None:
            return None
        try:
            return parse(value)
        except DeckstatsError as exc:
            raise click.BadParameter(str(exc), ctx=ctx, param=param) from None

    return callback


def exact_keep(text: str) -> Any:
    """``hands --keep``: ``parse_keep``'s syntax, as the analytic lane's ``KeepRule``.

    The exact maths counts lands only, so ``quality`` is refused (a usage error).

    Raises:
        DeckstatsError: a bad value, or ``quality``.
    """
    from deckstats.analytic.london import KeepRule

    policy = parse_keep(text)
    if policy.rule != "lands":
        raise DeckstatsError(
            f"hands computes exact answers for a land-only keep rule, not {text!r}: give "
            "'lands', 'lands:2-5' or '7:2-5,6:1-4,5' (goldfish plays --keep quality)"
        )
    return KeepRule(policy.keep_table, policy.always_keep_at, policy.target_lands)


def load_played_deck(path: Path) -> Decklist:
    """Load a decklist to play or count its main deck (``goldfish``, ``play``, ``hands``).

    Unknown main-deck cards stop the command (exit 1, one line: the first cards, how many
    more, then how to get card data); unknown sideboard or maybeboard cards are left out
    with one warning line.
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

    Args:
        problems: the deck's problems (at least one), as ``DecklistError.problems``.
        verdict: what the problems mean (``"not a legal modern deck (...)"``).
        listed: where the user finds them all (``"`deckstats deck check` lists them"``).

    Returns:
        ``"FILE:LINE: PROBLEM; VERDICT (N problems, LISTED)"``, one line.
    """
    first = min(problems, key=lambda p: (p.line is None, p.line or 0))
    n = len(problems)
    more = f" ({n} problems, {listed})" if n > 1 else ""
    return f"{first}; {verdict}{more}"


def exit_if_partial(manifest: Mapping[str, Any], n: int | None, out_dir: Path | None) -> None:
    """After Ctrl-C or SIGTERM kept a partial run: say what was kept (one line) and exit.

    The status is 128 + the signal's number: 130 after Ctrl-C (SIGINT), 143 after SIGTERM;
    1 when a lost Dask cluster stopped the run (``stopped_by``: the error, then what was
    kept, in one line).

    Args:
        manifest: the finished run's manifest (``partial``, ``games_completed``,
            ``interrupted_by`` or ``stopped_by``); a complete run returns at once.
        n: the games asked for, for the message.
        out_dir: where the partial run was kept, for the message.
    """
    if manifest.get("partial"):
        k = manifest["games_completed"]
        if manifest.get("stopped_by"):  # the Dask cluster went away: an error, status 1
            click.echo(
                f"deckstats: error: {manifest['stopped_by']}; kept the {k} finished games "
                f"(indices 0..{k - 1}) of {n} as a partial run in {out_dir}/",
                err=True,
            )
            sys.exit(1)
        by = str(manifest.get("interrupted_by") or "SIGINT")
        click.echo(
            f"interrupted: kept the {k} finished games (indices 0..{k - 1}) of {n} "
            f"as a partial run in {out_dir}/" + ("" if by == "SIGINT" else f" ({by})"),
            err=True,
        )
        sys.exit(interrupt_status(by))


def interrupt_status(signal_name: str | int | BaseException) -> int:
    """The exit status after a signal stopped a run: 128 + its number (SIGINT: 130)."""
    import signal

    # A ``runs.signals.RunInterrupted`` carries the signal that stopped the run; a plain
    # ``KeyboardInterrupt`` has none and was Ctrl-C.
    if isinstance(signal_name, BaseException):
        signal_name = getattr(signal_name, "signum", signal.SIGINT)
    try:
        signum = (
            signal.Signals[signal_name]
            if isinstance(signal_name, str)
            else signal.Signals(signal_name)
        )
    except (KeyError, ValueError):
        signum = signal.SIGINT
    return 128 + int(signum)


def check_deck(path: Path | Decklist, deck_format: str | None, rules: str = "modern") -> Decklist:
    """Load (if a path) and check a deck to play; an illegal deck is one error line (exit 1).

    The API lists every problem; the command line prints the first one and how many more
    (``first_problem_line``), naming the rules era when it is not the modern one.

    Args:
        path: a decklist file, or a ``Decklist`` already loaded (checked once per era).
        deck_format: the ``--format`` value; ``None`` infers it from the deck.
        rules: the rules era whose construction rules apply.

    Returns:
        The loaded decklist.

    Raises:
        DecklistError: unknown main-deck cards or an illegal deck (one line, exit 1).
    """
    from deckstats.deck import DecklistError, infer_format
    from deckstats.runs.checks import check_legal

    dl = path if isinstance(path, Decklist) else load_played_deck(path)
    # The runs layer raises with every problem listed (the API shows them all); the
    # terminal gets the first one and the count.
    try:
        check_legal(dl, deck_format, rules)
    except DecklistError as exc:
        if not exc.problems:
            raise
        fmt = deck_format or infer_format(dl)
        era = f" under the {rules} rules" if rules != "modern" else ""
        verdict = f"not a legal {fmt} deck{era} (use --format none to simulate it anyway)"
        line = first_problem_line(exc.problems, verdict, "`deckstats deck check` lists them")
        raise DecklistError(line, exc.problems) from None
    return dl


def fidelity_lines(decks: Mapping[str, Any]) -> list[str]:
    """The fidelity line (issue 26) of each deck of a summary's ``fidelity`` block."""
    from deckstats.cards.coverage import fidelity_line

    # The block is keyed by deck file name (``runs.checks.deck_file``); the line drops
    # the extension.
    return [fidelity_line(fid, Path(deck).stem) for deck, fid in decks.items()]


def warn_partial(decks: Sequence[Decklist]) -> None:
    """Before the games: the fidelity warning of each deck with partly simulated cards.

    Then each deck's castability warnings (``warn_castability``).
    """
    from deckstats.cards.coverage import fidelity_line
    from deckstats.runs.checks import fidelity_of

    for dl in decks:
        fid = fidelity_of(dl)
        if fid["partial"]:
            click.echo(fidelity_line(fid, dl.name), err=True)
    warn_castability(decks)


def warn_castability(decks: Sequence[Decklist]) -> None:
    """Before the games: one stderr line per spell a deck can never or rarely cast.

    The figure is ``deckstats hands``' exact one (``analytic.castability``); with several
    decks each line names its deck.
    """
    from deckstats.analytic.castability import castability_lines

    for dl in decks:
        for line in castability_lines(dl.main_cards(), dl.name):
            click.echo(f"{dl.name}: {line}" if len(decks) > 1 else line, err=True)


class NoProgressBar:
    """The bar of a run that draws none (``--quiet``, no terminal): tqdm is not imported."""

    def update(self, n: int = 1) -> None:
        """Nothing to draw."""

    def close(self) -> None:
        """Nothing to clear."""


def progress_bar(total: int, quiet: bool, desc: str) -> Any:
    """A tqdm bar on stderr, drawn only on a terminal and without ``--quiet``.

    Otherwise a ``NoProgressBar``: a disabled tqdm draws nothing either, and importing tqdm
    cost 0.04-0.07 s of CPU before the first game (issue 32.2).
    """
    if quiet or not sys.stderr.isatty():
        return NoProgressBar()
    from tqdm import tqdm

    return tqdm(
        total=total,
        unit="game",
        desc=desc,
        file=sys.stderr,  # stdout carries the results (and the JSON of --json)
        mininterval=0.5,  # at most two redraws a second: drawing costs the games' time
    )


def run_with_progress(
    run: Callable[[Callable[[int], object]], T], total: int, quiet: bool, desc: str, kept: str
) -> T:
    """Call ``run(progress)`` under a progress bar; a signal before any kept game exits.

    The one progress/Ctrl-C block of the simulating commands: a ``KeyboardInterrupt``
    (Ctrl-C, SIGTERM, SIGHUP before a batch was kept, or any time for a run that keeps
    no partial games) prints ``interrupted: nothing written (KEPT)`` and exits 128 + the
    signal's number.

    Args:
        run: the run to call (``partial(execute, plan, experiment)``), given the bar's
            ``update`` as its progress callback.
        total: the games the bar counts to.
        quiet: ``--quiet``: no bar.
        desc: the bar's label (the command's name).
        kept: why nothing was kept, for the interrupted line.

    Returns:
        What ``run`` returns (the run's result).
    """
    bar = progress_bar(total, quiet, desc)
    _heap.settle()  # the decks, the plan and the run's modules: alive to the end
    try:
        return run(bar.update)
    except KeyboardInterrupt as exc:
        bar.close()  # before the message, so it is not drawn over (``finally`` repeats it)
        click.echo(f"interrupted: nothing written ({kept})", err=True)
        sys.exit(interrupt_status(exc))
    finally:
        bar.close()


def print_summary(summary: Mapping[str, Any], lines: list[str], entropy: int, out: Path) -> None:
    """Print a finished run: ``summary.json`` with ``as_json`` (``lines`` is then ``[]``).

    Without ``--json`` the command's text (``report.text``) and ``wrote OUT/``; with it
    the summary on stdout and the seed and directory on stderr.

    Args:
        summary: the run's ``summary.json`` content.
        lines: the text lines to print; ``[]`` selects the JSON output.
        entropy: the seed the run used (printed with ``--json``; the text has it).
        out: the run directory.
    """
    from deckstats.report.tables import dump_json

    # With --json, stdout holds the JSON alone (a program parses it): the seed and the
    # directory, which the text output prints with the results, go to stderr.
    if not lines:
        click.echo(dump_json(summary), nl=False)
        click.echo(f"seed {entropy}; wrote {out}", err=True)
        return
    click.echo("\n".join(lines))
    click.echo(f"wrote {out}/")


#: The options the simulating commands share, once: name -> (flags, click settings).
#: ``run_options`` applies them by name, with the command's own help text where it
#: differs.
SHARED_OPTIONS: dict[str, tuple[tuple[str, ...], dict[str, Any]]] = {
    # ``None`` defaults below mean "decided later": -n depends on --until-ci
    # (``runs.defaults.games``), --workers on the number of games (``workers_or_all``),
    # --seed is drawn fresh and printed, --out is named from the decks and the seed.
    "n": (("-n", "--games", "n"), {"type": POSITIVE, "default": None}),
    "seed": (
        ("--seed",),
        {"type": SEED, "default": None, "help": "Root seed (default: fresh entropy, printed)."},
    ),
    "on": (
        ("--on",),
        {"type": click.Choice(["play", "draw", "both"]), "default": "both", "show_default": True},
    ),
    "max_turns": (("--max-turns",), {"type": MAX_TURNS, "default": 20, "show_default": True}),
    "workers": (
        ("--workers",),
        {
            "type": POSITIVE,
            "default": None,
            "help": "Worker processes (default: every core, at most one per 500 games: a "
            "shorter run plays in one process); results do not depend on it.",
        },
    ),
    "backend": (
        ("--backend",),
        {
            "type": click.Choice(["serial", "process", "dask"]),
            "default": "process",
            "show_default": True,
        },
    ),
    "scheduler": (("--scheduler",), {"default": None, "metavar": "tcp://HOST:PORT"}),
    "chunk_size": (
        ("--chunk-size",),
        {"type": POSITIVE, "default": None, "help": "Games per worker task (results ignore it)."},
    ),
    "until_ci": (("--until-ci",), {"type": HALF_WIDTH, "default": None, "metavar": "W"}),
    "force": (("--force",), {"is_flag": True}),
    "out": (("--out",), {"type": click.Path(file_okay=False, path_type=Path), "default": None}),
    "deck_format": (
        ("--format", "deck_format"),
        {
            "type": click.Choice(FORMATS),
            "default": None,
            "help": "Deck-construction check before playing (default: inferred; none skips it).",
        },
    ),
    "as_json": (("--json", "as_json"), {"is_flag": True, "help": "Print summary.json to stdout."}),
    "keep": (
        ("--keep",),
        {
            "default": DEFAULT_KEEP_TEXT,
            "show_default": True,
            # Parsed now (a bad rule is a usage error before any deck is read), passed on
            # as its canonical text, which the manifest records and rerun parses again.
            "callback": parsed_by(lambda text: parse_keep(text).to_text()),
            "help": "Keep policy of every player: 'quality' (lands and the spells they can "
            "cast by turn 3: colours and curve) or the land-only rule, 'lands' or "
            "'lands:7:2-5,6:1-4,5' ('lands:2-5': the 7-card range).",
        },
    ),
    "quiet": (("--quiet",), {"is_flag": True, "help": "No progress bar."}),
}


#: The options every simulating command ends with, in ``--help`` order.
RUN_OPTIONS_TAIL = (
    "keep",
    "max_turns",
    "workers",
    "backend",
    "scheduler",
    "chunk_size",
    "until_ci",
    "force",
    "out",
    "deck_format",
    "as_json",
    "quiet",
)


def run_options(
    *names: str | Callable[[Any], Any], **helps: str | dict[str, Any]
) -> Callable[[F], F]:
    """Apply the ``SHARED_OPTIONS`` named, in order (a callable: a command's own option).

    ``helps`` gives an option's help text for this command (``n="Games to play."``), or
    a dict of the click settings it changes (``workers={"default": 1}``).

    Args:
        *names: ``SHARED_OPTIONS`` keys and ``click.option(...)`` decorators, in the
            order ``--help`` lists them.
        **helps: per-option help text or settings, by ``SHARED_OPTIONS`` key.

    Returns:
        A decorator for the command function.
    """

    def apply(f: F) -> F:
        """Decorate the command ``f`` with each option; return it."""
        # click lists options in the order their decorators are applied from the inside
        # out, so the names are applied last-first to keep ``--help`` in ``names`` order.
        for name in reversed(names):
            if callable(name):
                f = name(f)
                continue
            flags, settings = SHARED_OPTIONS[name]
            extra = helps.get(name, {})
            extra = extra if isinstance(extra, dict) else {"help": extra}
            f = click.option(*flags, **{**settings, **extra})(f)
        return f

    return apply
