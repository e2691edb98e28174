"""Deck-against-deck commands: ``deckstats matchup`` and ``deckstats gauntlet``."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from deckstats.cli.options import (
    HALF_WIDTH,
    MAX_TURNS,
    POSITIVE,
    SEED,
    exit_if_partial,
    first_problem_line,
    interrupt_status,
    load_played_deck,
)
from deckstats.engine.rules import ERA_NAMES

#: Every rules era (``deckstats rules``); matchups and gauntlets play one era at a time.
RULES_CHOICES = list(ERA_NAMES)


def check_deck(path: Path, deck_format: str | None) -> Any:
    """Load and check a deck to play; an illegal deck is one error line (exit 1)."""
    from deckstats.api import check_legal
    from deckstats.deck import DecklistError, infer_format

    dl = load_played_deck(path)
    try:
        check_legal(dl, deck_format)
    except DecklistError as exc:  # one line on the command line; the API lists them all
        if not exc.problems:
            raise
        fmt = deck_format or infer_format(dl)
        verdict = f"not a legal {fmt} deck (use --format none to simulate it anyway)"
        line = first_problem_line(exc.problems, verdict, "`deckstats deck check` lists them")
        raise DecklistError(line, exc.problems) from None
    return dl


def _progress_bar(total: int, quiet: bool, desc: str) -> Any:
    from tqdm import tqdm

    return tqdm(
        total=total,
        disable=quiet or not sys.stderr.isatty(),
        unit="game",
        desc=desc,
        file=sys.stderr,
        mininterval=0.5,
    )


def _warn_partial(decks: list[Any]) -> None:
    """Before the games: the fidelity line (issue 26) of each deck with partial cards."""
    from deckstats.api import fidelity_of
    from deckstats.cards.coverage import fidelity_line

    for dl in decks:
        fid = fidelity_of(dl)
        if fid["partial"]:
            click.echo(fidelity_line(fid, dl.name), err=True)


def fidelity_results(fidelity: dict[str, Any]) -> None:
    """The results' fidelity lines (issue 26): one per deck of the summary's ``fidelity``."""
    from deckstats.cards.coverage import fidelity_line

    for deck, fid in fidelity.items():
        click.echo(f"  {fidelity_line(fid, Path(deck).stem)}")


def _games(n: int | None, until_ci: float | None) -> int:
    """``-n``: 1000 games, or at most 1,000,000 with ``--until-ci`` (as ``goldfish``)."""
    if n is not None:
        return n
    return 1_000_000 if until_ci is not None else 1000


def _until_ci_line(summary: dict[str, Any], what: str) -> str | None:
    ci = summary.get("until_ci")
    if ci is None:
        return None
    verdict = "reached" if ci["met"] else "not reached"
    return (
        f"  --until-ci {ci['width']}: {verdict} after {ci['games_played']} games "
        f"(95% Wilson half-width of {what} {ci['half_width']:.4f}; batches of {ci['batch']}, "
        f"at most {ci['max_games']})"
    )


def _ci(block: dict[str, Any]) -> str:
    lo, hi = block["win_rate_ci95"]
    return f"{block['win_rate']:.3f} [{lo:.3f}, {hi:.3f}]"


def sim_options(f: Callable[..., Any]) -> Callable[..., Any]:
    """The options every deck-against-deck command shares (same meaning as goldfish)."""
    options = [
        click.option(
            "-n",
            "--games",
            "n",
            type=POSITIVE,
            default=None,
            help="Games to play per matchup (default 1000; with --until-ci the most games, "
            "default 1000000).",
        ),
        click.option(
            "--seed", type=SEED, default=None, help="Root seed (default: fresh entropy, printed)."
        ),
        click.option(
            "--player-a",
            default="auto",
            show_default=True,
            help="Agent of the first deck (a name from the player registry).",
        ),
        click.option(
            "--player-b",
            default="auto",
            show_default=True,
            help="Agent of the opponent deck(s).",
        ),
        click.option(
            "--on",
            type=click.Choice(["play", "draw", "both"]),
            default="both",
            show_default=True,
            help="The first deck's seat: on the play, on the draw, or alternating in pairs "
            "of games that share every shuffle.",
        ),
        click.option(
            "--rules", type=click.Choice(RULES_CHOICES), default="modern", show_default=True
        ),
        click.option(
            "--max-turns",
            type=MAX_TURNS,
            default=20,
            show_default=True,
            help="The first deck's own turn cap (then: turn_limit, a draw).",
        ),
        click.option(
            "--workers",
            type=POSITIVE,
            default=None,
            help="Worker processes (default: all cores); results do not depend on it.",
        ),
        click.option(
            "--backend",
            type=click.Choice(["serial", "process", "dask"]),
            default="process",
            show_default=True,
            help="serial, a local process pool, or a local Dask cluster.",
        ),
        click.option(
            "--scheduler",
            default=None,
            metavar="tcp://HOST:PORT",
            help="Join a running Dask scheduler (implies --backend dask).",
        ),
        click.option(
            "--chunk-size",
            type=POSITIVE,
            default=None,
            help="Games per worker task (results ignore it).",
        ),
        click.option(
            "--until-ci",
            type=HALF_WIDTH,
            default=None,
            metavar="W",
            help="Play batches of 1000 games until the 95%% Wilson half-width of the first "
            "deck's win rate (gauntlet: in every matchup) is at most W (-n: the most games).",
        ),
        click.option("--force", is_flag=True, help="Replace an existing run in --out."),
        click.option(
            "--out",
            type=click.Path(file_okay=False, path_type=Path),
            default=None,
            help="Run directory (default reports/<name>-s<seed>/).",
        ),
        click.option(
            "--format",
            "deck_format",
            type=click.Choice(["constructed", "limited", "commander", "none"]),
            default=None,
            help="Deck-construction check before playing (default: inferred; none skips it).",
        ),
        click.option("--json", "as_json", is_flag=True, help="Print summary.json to stdout."),
        click.option("--quiet", is_flag=True, help="No progress bar."),
    ]
    for option in reversed(options):
        f = option(f)
    return f


@click.command("matchup")
@click.argument("deck_a", type=click.Path(path_type=Path))
@click.argument("deck_b", type=click.Path(path_type=Path))
@sim_options
def matchup_cmd(
    deck_a: Path,
    deck_b: Path,
    n: int | None,
    seed: int | None,
    player_a: str,
    player_b: str,
    on: str,
    rules: str,
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
    """Play N games of DECK_A against DECK_B and report A's win rate (95% Wilson interval).

    With --on both, games 2j (A on the play) and 2j+1 (A on the draw) share every shuffle
    and agent stream (common random numbers). A draw or a turn-limit game is not a win.
    """
    from deckstats.api import check_player, check_target, matchup, run_bytes
    from deckstats.cli.sim import run_tag
    from deckstats.report.run_dir import dump_json
    from deckstats.sim.config import default_workers
    from deckstats.sim.seeding import root_entropy

    check_player(player_a)
    check_player(player_b)
    dla = check_deck(deck_a, deck_format)
    dlb = check_deck(deck_b, deck_format)
    n = _games(n, until_ci)
    entropy = root_entropy(seed)
    default = Path("reports") / f"{dla.name}-vs-{dlb.name}-{run_tag(entropy)}"
    out_dir = out if out is not None else default
    check_target(out_dir, force, run_bytes("matchup", n, until_ci))  # before any game
    _warn_partial([dla, dlb])
    bar = _progress_bar(n, quiet, "matchup")
    try:
        result = matchup(
            dla,
            dlb,
            n=n,
            seed=entropy,
            player_a=player_a,
            player_b=player_b,
            on=on,
            rules=rules,
            max_turns=max_turns,
            workers=workers if workers is not None else default_workers(),
            out=out_dir,
            progress=bar.update,
            deck_format="none",  # checked above
            backend=backend,
            scheduler=scheduler,
            chunk_size=chunk_size,
            until_ci=until_ci,
            force=force,
            load_tables=False,
        )
    except KeyboardInterrupt as exc:
        bar.close()
        click.echo("interrupted: nothing written (no batch of games had finished)", err=True)
        sys.exit(interrupt_status(exc))
    finally:
        bar.close()
    exit_if_partial(result.manifest, n, out_dir)
    s = result.summary
    if as_json:
        click.echo(dump_json(s), nl=False)
        click.echo(f"seed {entropy}; wrote {out_dir}", err=True)
        return
    pa = player_a if s["profile_a"] is None else f"{player_a}: {s['profile_a']}"
    pb = player_b if s["profile_b"] is None else f"{player_b}: {s['profile_b']}"
    click.echo(
        f"deckstats matchup: {dla.name} [{pa}] vs {dlb.name} [{pb}]  "
        f"({s['games']} games, seed {entropy}, rules {rules})"
    )
    fidelity_results(s["fidelity"])
    click.echo(
        f"  A's win rate {_ci(s)}   wins {s['wins']}  losses {s['losses']}  draws {s['draws']}"
    )
    for key in ("on_the_play", "on_the_draw"):
        block = s[key]
        if block["games"]:
            click.echo(f"  {key:<12} games {block['games']:>6}   win rate {_ci(block)}")
    click.echo(
        f"  draw rate {s['draw_rate']:.3f} (turn limit {s['turn_limit_rate']:.3f})   "
        f"mean turns (A's) {s['mean_turns']:.2f}   mulligan rate A {s['mulligan_rate_a']:.3f}"
        f"  B {s['mulligan_rate_b']:.3f}"
    )
    line = _until_ci_line(s, "A's win rate")
    if line:
        click.echo(line)
    click.echo(f"wrote {out_dir}/")


@click.command("gauntlet")
@click.argument("deck", type=click.Path(path_type=Path))
@click.argument("field", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--shares",
    type=click.Path(path_type=Path),
    default=None,
    help="Metagame shares: CSV 'deck,share' or JSON {deck: share} (default: equal).",
)
@click.option("--normalize", is_flag=True, help="Rescale the shares to sum to 1.")
@click.option("--matrix", is_flag=True, help="Also play every pair of the given decks.")
@sim_options
def gauntlet_cmd(
    deck: Path,
    field: tuple[Path, ...],
    shares: Path | None,
    normalize: bool,
    matrix: bool,
    n: int | None,
    seed: int | None,
    player_a: str,
    player_b: str,
    on: str,
    rules: str,
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
    """Play DECK against each FIELD deck; report each win rate and the share-weighted one.

    --player-a plays DECK, --player-b every field deck. The expected win rate's interval
    assumes independent matchups (normal interval, clipped to [0, 1]).
    """
    from deckstats.api import check_player, check_target, gauntlet, run_bytes
    from deckstats.cli.sim import run_tag
    from deckstats.report.run_dir import dump_json
    from deckstats.sim.config import default_workers
    from deckstats.sim.seeding import root_entropy
    from deckstats.stats.matchup import read_shares

    check_player(player_a)
    check_player(player_b)
    dl = check_deck(deck, deck_format)
    fdls = [check_deck(p, deck_format) for p in field]
    if shares is not None:  # checked before any game; the API reads it again
        from deckstats.api import _shares_keys

        read_shares(shares, {d.name: _shares_keys(d) for d in fdls}, normalize)
    n = _games(n, until_ci)
    entropy = root_entropy(seed)
    out_dir = out if out is not None else Path("reports") / f"{dl.name}-gauntlet-{run_tag(entropy)}"
    check_target(out_dir, force, run_bytes("gauntlet", n, until_ci) * len(fdls))
    _warn_partial([dl, *fdls])
    m = len(fdls)
    total = n * (m + (m * (m - 1) // 2 if matrix else 0))
    bar = _progress_bar(total, quiet, "gauntlet")
    try:
        result = gauntlet(
            dl,
            fdls,
            n=n,
            seed=entropy,
            shares=shares,
            normalize=normalize,
            matrix=matrix,
            player_a=player_a,
            player_b=player_b,
            on=on,
            rules=rules,
            max_turns=max_turns,
            workers=workers if workers is not None else default_workers(),
            out=out_dir,
            progress=bar.update,
            deck_format="none",
            backend=backend,
            scheduler=scheduler,
            chunk_size=chunk_size,
            until_ci=until_ci,
            force=force,
            load_tables=False,
        )
    except KeyboardInterrupt as exc:
        bar.close()
        click.echo("interrupted: nothing written (a gauntlet keeps no partial run)", err=True)
        sys.exit(interrupt_status(exc))
    finally:
        bar.close()
    s = result.summary
    if as_json:
        click.echo(dump_json(s), nl=False)
        click.echo(f"seed {entropy}; wrote {out_dir}", err=True)
        return
    click.echo(
        f"deckstats gauntlet: {dl.name} [{player_a}] vs {m} deck(s) [{player_b}]  "
        f"({'at most ' if until_ci else ''}{n} games each, seed {entropy}, rules {rules}, "
        f"shares {s['shares_source']})"
    )
    fidelity_results(s["fidelity"])
    for name, block in s["opponents"].items():
        played = f"   games {block['games']}" if until_ci else ""
        click.echo(f"  vs {name:<32} share {block['share']:.3f}   win rate {_ci(block)}{played}")
    lo, hi = s["expected_win_rate_ci95"]
    click.echo(f"  expected win rate {s['expected_win_rate']:.3f} [{lo:.3f}, {hi:.3f}]")
    if result.matrix is not None:
        click.echo("win-rate matrix (row deck's win rate against the column deck):")
        click.echo(result.matrix.to_string(float_format=lambda v: f"{v:.3f}", na_rep="-"))
    ci = s.get("until_ci")
    if ci is not None:
        counts = [v["games_played"] for v in ci["matchups"].values()]
        click.echo(
            f"  --until-ci {ci['width']} in every matchup: "
            f"{'reached' if ci['met'] else 'not reached'} after {min(counts)}-{max(counts)} "
            f"games per matchup (widest 95% Wilson half-width {ci['half_width']:.4f}; "
            f"batches of {ci['batch']}, at most {ci['max_games']} per matchup)"
        )
    click.echo(f"wrote {out_dir}/")


COMMANDS = [matchup_cmd, gauntlet_cmd]
