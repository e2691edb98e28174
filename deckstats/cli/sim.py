"""Simulating commands: ``deckstats goldfish`` and ``deckstats play``.

``goldfish`` plays N seeded games of one deck against an opponent that does nothing and
summarises them (kill turn, P(kill by turn t), mulligans, land drops, the statistics
blocks). The command only checks what the library cannot phrase for a terminal (an
illegal deck as one line, the rules eras' warnings, the default run directory's name
from the seed), then plans the run (``runs.plan_goldfish``) and executes it under the
one progress bar and Ctrl-C block (``options.run_with_progress``). ``--rules A,B``
plays the same seeds under each era (``runs.sweeps.goldfish_eras``). The text printed
is ``report.text``'s; ``--json`` prints ``summary.json`` instead.

``play`` prints one game's log (``sim.replay``, or ``sim.matchup.matchup_log`` for a
game between two decks: game 0 of the ``matchup`` run with the same seed); ``play --run
RUN_DIR --game K`` replays game K of a recorded run (``runs.replay``).

Exit status: 0, 1 for bad input (``DeckstatsError``), 2 for a usage error, and
128 + the signal's number when a signal stopped the run (130 for Ctrl-C).
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path
from typing import Any

import click

from deckstats.cli.options import (
    MAX_TURNS,
    RUN_OPTIONS_TAIL,
    SEED,
    check_deck,
    exit_if_partial,
    interrupt_status,
    load_played_deck,
    print_summary,
    progress_bar,
    run_options,
    run_with_progress,
    warn_castability,
)
from deckstats.engine.rules import ERA_NAMES, MULLIGANS, RULESETS, deck_features, era_warnings
from deckstats.report.text import eras_lines, goldfish_lines
from deckstats.runs.defaults import DEFAULT_GAMES, UNTIL_CI_MOST_GAMES, games, workers_or_all

#: The rules eras ``--rules`` accepts (``deckstats rules`` lists their differences).
RULES_CHOICES = list(ERA_NAMES)


def parse_rules_list(ctx: click.Context, param: click.Parameter, value: str) -> list[str]:
    """``--rules modern,2008,1997``: one era or a comma-separated list (usage error: exit 2).

    A click callback, so a bad value is reported with the usage message before any deck
    is read.

    Returns:
        The era names in the order given (the first is the baseline of the differences).

    Raises:
        click.BadParameter: an unknown era, an empty list or an era named twice.
    """
    names = [v.strip() for v in value.split(",") if v.strip()]
    bad = [v for v in names if v not in RULES_CHOICES]
    if bad or not names:
        raise click.BadParameter(
            f"unknown rules era {', '.join(map(repr, bad)) or repr(value)} "
            f"(known: {', '.join(RULES_CHOICES)}; `deckstats rules` shows them)",
            ctx=ctx,
            param=param,
        )
    if len(set(names)) != len(names):
        raise click.BadParameter(f"an era is named twice in {value!r}", ctx=ctx, param=param)
    return names


def _rules_names(eras: list[str], mulligan: str | None) -> list[str]:
    """The rules names to run: each era, with ``--mulligan`` as ``ERA+MULLIGAN``.

    A ``--mulligan`` equal to the era's own procedure adds nothing to the name, so
    ``--rules modern --mulligan london`` is the plain ``modern`` run rather than a second
    spelling of it.
    """
    out = []
    for era in eras:
        if mulligan is None or mulligan == RULESETS[era].mulligan:
            out.append(era)
        else:
            out.append(f"{era}+{mulligan}")
    return out


def _era_warnings(names: list[str], cards: Any) -> None:
    """One stderr line per unimplemented rule of an era that the deck touches.

    ``cards`` are the deck's main-deck cards. A line shared by several eras is printed
    once. These are warnings, not errors: the run still plays, and the line names the
    rule the era's engine does not implement (``engine.rules.era_warnings``).
    """
    features = deck_features(cards)
    seen: set[str] = set()
    for name in names:
        for line in era_warnings(RULESETS[name], features):
            if line not in seen:
                seen.add(line)
                click.echo(f"warning: {line}", err=True)


def run_tag(entropy: int) -> str:
    """The seed part of a default run directory name: short, and never mistaken for a seed.

    A seed of at most 12 digits (one typed with ``--seed``) is written whole, ``s123``.
    Fresh OS entropy is a 39-digit number: the name keeps its first 8 hex digits,
    ``e9f3a2c1b``; the full seed is printed and stored in ``manifest.json``, and
    ``--seed`` with it repeats the run (into the same directory).

    >>> run_tag(123)
    's123'
    >>> run_tag(0x9F3A2C1B_00000000_00000000_00000000)
    'e9f3a2c1b'
    """
    if entropy < 10**12:
        return f"s{entropy}"
    return f"e{entropy:x}"[:9]


@click.command("goldfish")
@click.argument("deck", type=click.Path(path_type=Path))
@run_options(
    "n",
    "seed",
    "on",
    click.option(
        "--rules",
        "eras",
        default="modern",
        show_default=True,
        callback=parse_rules_list,
        metavar="ERA[,ERA...]",
        help=f"Rules era ({', '.join(RULES_CHOICES)}); a comma-separated list plays the same "
        "seeds under each and prints the paired differences against the first.",
    ),
    click.option(
        "--mulligan",
        type=click.Choice(list(MULLIGANS)),
        default=None,
        help="Mulligan procedure instead of the era's (vancouver: not in the rules sources).",
    ),
    *RUN_OPTIONS_TAIL,
    n=f"Games to play (default {DEFAULT_GAMES}; with --until-ci the most games, "
    f"default {UNTIL_CI_MOST_GAMES}).",
    on="Who starts: always on the play, on the draw, or alternating.",
    max_turns="The deck's own turn cap.",
    backend="serial, a local process pool, or a local Dask cluster; results are identical.",
    scheduler="Join a running Dask scheduler (implies --backend dask; needs the dist extra).",
    until_ci="Play batches of 1000 games until the 95% half-width of P(kill by the median kill "
    "turn) is at most W (-n is then the most games).",
    force="Replace an existing run in the output directory.",
    out="Run directory (default reports/<deck>-s<seed>/, or reports/<deck>-e<8 hex digits>/ "
    "for a fresh seed: its first hex digits; the full seed is printed and in manifest.json).",
)
def goldfish_cmd(
    deck: Path,
    n: int | None,
    seed: int | None,
    on: str,
    eras: list[str],
    mulligan: str | None,
    keep: str,
    max_turns: int,
    workers: int | None,
    backend: str,
    scheduler: str | None,
    chunk_size: int | None,
    until_ci: float | None,
    force: bool,
    out: Path | None,
    deck_format: str | None,
    as_json: bool,
    quiet: bool,
) -> None:
    """Play N goldfish games of DECK (an opponent that does nothing) and summarise them."""
    # (The docstring is the --help text; notes for readers are comments.) The run pipeline
    # is imported here, not at the top: ``deckstats goldfish --help`` imports this module
    # and should not pay for the engine runner, the stats and the writers.
    from deckstats.cards.coverage import fidelity_line
    from deckstats.runs import execute, plan_goldfish
    from deckstats.runs.checks import check_target, fidelity_of, run_bytes
    from deckstats.sim.seeding import root_entropy

    # Everything the terminal user can get wrong is checked before the first game: the
    # eras, the deck under each era's construction rules, the output directory.
    names = _rules_names(eras, mulligan)
    if len(names) > 1 and until_ci is not None:
        raise click.UsageError("--until-ci plays one era: give --rules a single era")
    dl = load_played_deck(deck)
    for rules in names:
        check_deck(dl, deck_format, rules)
    _era_warnings(names, dl.main_cards())
    n = games(n, until_ci)
    # The entropy is drawn here, once: it names the default directory, and the plan is
    # given it as the seed (so the manifest's seed_given is the seed the run used).
    entropy = root_entropy(seed)
    out_dir = out if out is not None else Path("reports") / f"{dl.name}-{run_tag(entropy)}"
    check_target(out_dir, force, run_bytes("goldfish", n, until_ci) * len(names))  # before any game
    fid = fidelity_of(dl)
    if fid["partial"]:  # a warning before the games; the results state it in any case
        click.echo(fidelity_line(fid), err=True)
    warn_castability([dl])
    options: dict[str, Any] = {
        "on": on,
        "max_turns": max_turns,
        "workers": workers_or_all(workers, n),
        "backend": backend,
        "scheduler": scheduler,
        "chunk_size": chunk_size,
        "force": force,
        "keep": keep,
    }
    if len(names) > 1:
        _goldfish_eras(dl, names, n, seed, entropy, out_dir, quiet, as_json, options)
        return
    planned = plan_goldfish(
        dl,
        n,
        entropy,
        rules=names[0],
        out=out_dir,
        deck_format="none",  # checked above
        until_ci=until_ci,
        load_tables=False,  # the command prints the summary; the tables stay on disk
        **options,
    )
    result = run_with_progress(
        partial(execute, *planned), n, quiet, "goldfish", "no batch of games had finished"
    )
    exit_if_partial(result.manifest, n, out_dir)  # Ctrl-C kept a partial run: say so, exit
    s = result.summary
    lines = [] if as_json else goldfish_lines(dl.name, s, fidelity_line(s["fidelity"]))
    print_summary(s, lines, entropy, out_dir)


def _goldfish_eras(
    dl: Any,
    names: list[str],
    n: int,
    seed: int | None,
    entropy: int,
    out_dir: Path,
    quiet: bool,
    as_json: bool,
    options: dict[str, Any],
) -> None:
    """``--rules A,B,...``: the same seeds under each era, compared game by game.

    One run directory per era (``OUT/<era>/``), then ``OUT/summary.json`` with a block
    per era and the paired differences against the first era (``runs.sweeps``).

    Every era plays games ``0..n-1`` from the same ``entropy``, so game ``i`` deals the
    same cards in each era and the differences are per game. Each era gets its own
    progress bar. A signal stops the whole comparison: the eras already played stay
    on disk, but no summary compares them, and the exit status is 128 + the signal.
    """
    from deckstats.cards.coverage import fidelity_line
    from deckstats.runs.sweeps import ErasInterruptedError, goldfish_eras

    try:
        summary = goldfish_eras(
            dl,
            names,
            n,
            entropy,
            seed,
            out_dir,
            lambda rules: progress_bar(n, quiet, "goldfish"),
            **options,
        )
    # Ctrl-C or SIGTERM: no comparison. ``__cause__`` is the ``KeyboardInterrupt`` of a
    # signal during the games; a run that stopped itself as partial names its signal.
    except ErasInterruptedError as exc:  # Ctrl-C or SIGTERM: no comparison
        click.echo(f"interrupted during the {exc.rules} games: no comparison written", err=True)
        sys.exit(interrupt_status(exc.__cause__ or exc.signal_name))
    if as_json:
        print_summary(summary, [], entropy, out_dir)
        return
    lines = eras_lines(dl.name, summary, names, fidelity_line(summary["fidelity"]))
    click.echo("\n".join(lines))
    click.echo(f"wrote {out_dir}/ (one run directory per era)")


@click.command("play")
@click.argument("deck", required=False, type=click.Path(path_type=Path))
@click.argument("opponent", required=False, type=click.Path(path_type=Path))
@click.option("--seed", type=SEED, default=None, help="Seed of the game (default: fresh, printed).")
@click.option("--on", type=click.Choice(["play", "draw"]), default=None, help="Fix who starts.")
@click.option("--max-turns", type=MAX_TURNS, default=20, show_default=True)
@click.option("--rules", type=click.Choice(RULES_CHOICES), default="modern", show_default=True)
@click.option("--player-a", default="auto", show_default=True, help="DECK's agent (with OPPONENT).")
@click.option(
    "--player-b", default="auto", show_default=True, help="OPPONENT's agent (with OPPONENT)."
)
@click.option(
    "--run",
    "run_dir",
    type=click.Path(path_type=Path),
    default=None,
    help="Replay a game of this goldfish or matchup run directory (with --game).",
)
@click.option(
    "--game",
    type=click.IntRange(min=0),
    default=None,
    help="With --run: the game to replay (games.parquet's game_index).",
)
@click.pass_context
def play_cmd(
    ctx: click.Context,
    deck: Path | None,
    opponent: Path | None,
    seed: int | None,
    on: str | None,
    max_turns: int,
    rules: str,
    player_a: str,
    player_b: str,
    run_dir: Path | None,
    game: int | None,
) -> None:
    """Play one seeded game of DECK and print a turn-by-turn log.

    Alone, DECK goldfishes. With OPPONENT, both decks play (DECK is P0 with --player-a,
    OPPONENT P1 with --player-b): the game is game 0 of ``deckstats matchup DECK OPPONENT``
    with the same seed (DECK on the play unless --on draw), and the log ends with who won.

    With ``--run RUN_DIR --game K`` (no DECK) the log is game K of that goldfish or matchup
    run, replayed exactly: the run's decks (as its manifest stores them), seed, seats,
    rules, turn cap and players. A log line names the player who acts when it is not the
    active player ("T5 P0 precombat_main: P1 casts ...").
    """
    # Three modes by the arguments given (this docstring is the --help text): a replay of
    # a recorded game, a game between two decks, or one goldfish game.
    if run_dir is not None or game is not None:
        _replay_cmd(ctx, deck, run_dir, game)
        return
    if deck is None:
        raise click.UsageError("give DECK (or --run RUN_DIR --game K)")
    if opponent is not None:
        _play_matchup(deck, opponent, seed, on, max_turns, rules, (player_a, player_b))
        return
    from deckstats.sim.replay import play_one

    dl = load_played_deck(deck)
    lines = play_one(dl, seed=seed, on=on, max_turns=max_turns, rules=rules)
    click.echo("\n".join(lines))


def _replay_cmd(
    ctx: click.Context, deck: Path | None, run_dir: Path | None, game: int | None
) -> None:
    """``play --run RUN_DIR --game K``: the run fixes every option, so none may be given.

    An option is refused when it was typed at all, even at its default value
    (``ParameterSource``), since the user then expects it to change the game; a usage
    error (exit 2) names the options to drop.
    """
    from click.core import ParameterSource

    from deckstats.runs.replay import replay_game

    if run_dir is None or game is None:
        raise click.UsageError("--run RUN_DIR and --game K go together")
    given = [
        f"--{name.replace('_', '-')}"
        for name in ("seed", "on", "max_turns", "rules", "player_a", "player_b")
        if ctx.get_parameter_source(name) is not ParameterSource.DEFAULT
    ]
    if deck is not None or given:
        extra = "DECK" if deck is not None else ", ".join(given)
        raise click.UsageError(f"--run replays the run's own decks and options: drop {extra}")
    lines, _ = replay_game(run_dir, game)
    click.echo("\n".join(lines))


def _play_matchup(
    deck: Path,
    opponent: Path,
    seed: int | None,
    on: str | None,
    max_turns: int,
    rules: str,
    players: tuple[str, str],
) -> None:
    """``play DECK OPPONENT``: game 0 of the matchup with the same seed, logged.

    The config is the one ``deckstats matchup`` would build for one game, so the log is
    that run's game 0 move for move. ``players`` are the agent names of DECK and
    OPPONENT, checked before the decks are read so a typo costs no parsing.
    """
    from deckstats.runs.checks import check_player
    from deckstats.sim.matchup import MatchupConfig, deck_fields, matchup_log
    from deckstats.sim.seeding import root_entropy

    check_player(players[0])
    check_player(players[1])
    dla = load_played_deck(deck)
    dlb = load_played_deck(opponent)
    entropy = root_entropy(seed)
    config = MatchupConfig(
        **deck_fields(dla, dlb),
        n_games=1,
        seed=entropy,
        # "both" alternates who starts, and game 0 of an alternating run has DECK on the
        # play: without --on that is the matchup's game 0, with --on play the same game.
        on="draw" if on == "draw" else "both",
        rules=rules,
        max_turns=max_turns,
        player_a=players[0],
        player_b=players[1],
    )
    click.echo("\n".join(matchup_log(config, entropy, 0)))


COMMANDS = [goldfish_cmd, play_cmd]
