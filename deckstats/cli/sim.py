"""Simulating commands: ``deckstats goldfish`` and ``deckstats play``."""

from __future__ import annotations

import sys
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
from deckstats.engine.rules import ERA_NAMES, MULLIGANS, RULESETS, deck_features, era_warnings

#: The rules eras ``--rules`` accepts (``deckstats rules`` lists their differences).
RULES_CHOICES = list(ERA_NAMES)


def parse_rules_list(ctx: click.Context, param: click.Parameter, value: str) -> list[str]:
    """``--rules modern,2008,1997``: one era or a comma-separated list (usage error: exit 2)."""
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
    """The rules names to run: each era, with ``--mulligan`` as ``ERA+MULLIGAN``."""
    out = []
    for era in eras:
        if mulligan is None or mulligan == RULESETS[era].mulligan:
            out.append(era)
        else:
            out.append(f"{era}+{mulligan}")
    return out


def _era_warnings(names: list[str], cards: Any) -> None:
    """One stderr line per unimplemented rule of an era that the deck touches."""
    features = deck_features(cards)
    seen: set[str] = set()
    for name in names:
        for line in era_warnings(RULESETS[name], features):
            if line not in seen:
                seen.add(line)
                click.echo(f"warning: {line}", err=True)


def _progress_bar(total: int, quiet: bool) -> Any:
    from tqdm import tqdm

    return tqdm(
        total=total,
        disable=quiet or not sys.stderr.isatty(),
        unit="game",
        desc="goldfish",
        file=sys.stderr,
        mininterval=0.5,
    )


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


def _fmt(x: float | None, spec: str = ".2f") -> str:
    return "-" if x is None else format(x, spec)


def _format_seat(name: str, block: dict[str, Any]) -> list[str]:
    lines = [
        f"  {name:<12} games {block['games']:>6}   win rate {block['win_rate']:.3f}   "
        f"kill turn mean {_fmt(block['kill_turn_mean'])} (se {_fmt(block['kill_turn_se'], '.3f')})"
        f"   median {_fmt(block['kill_turn_median'], '.1f')}"
        f"   mulligan rate {block['mulligan_rate']:.3f}"
    ]
    cdf = block["p_kill_by_turn"]
    shown = [t for t in cdf if int(t) <= 10]
    lines.append("               P(kill by turn) " + "  ".join(f"T{t} {cdf[t]:.3f}" for t in shown))
    return lines


@click.command("goldfish")
@click.argument("deck", type=click.Path(path_type=Path))
@click.option(
    "-n",
    "--games",
    "n",
    type=POSITIVE,
    default=None,
    help="Games to play (default 10000; with --until-ci the most games, default 1000000).",
)
@click.option(
    "--seed", type=SEED, default=None, help="Root seed (default: fresh entropy, printed)."
)
@click.option(
    "--on",
    type=click.Choice(["play", "draw", "both"]),
    default="both",
    show_default=True,
    help="Who starts: always on the play, on the draw, or alternating.",
)
@click.option(
    "--rules",
    "eras",
    default="modern",
    show_default=True,
    callback=parse_rules_list,
    metavar="ERA[,ERA...]",
    help=f"Rules era ({', '.join(RULES_CHOICES)}); a comma-separated list plays the same "
    "seeds under each and prints the paired differences against the first.",
)
@click.option(
    "--mulligan",
    type=click.Choice(list(MULLIGANS)),
    default=None,
    help="Mulligan procedure instead of the era's (vancouver: not in the rules sources).",
)
@click.option(
    "--max-turns", type=MAX_TURNS, default=20, show_default=True, help="The deck's own turn cap."
)
@click.option(
    "--workers",
    type=POSITIVE,
    default=None,
    help="Worker processes (default: all cores); results do not depend on it.",
)
@click.option(
    "--backend",
    type=click.Choice(["serial", "process", "dask"]),
    default="process",
    show_default=True,
    help="serial, a local process pool, or a local Dask cluster; results are identical.",
)
@click.option(
    "--scheduler",
    default=None,
    metavar="tcp://HOST:PORT",
    help="Join a running Dask scheduler (implies --backend dask; needs the dist extra).",
)
@click.option(
    "--chunk-size", type=POSITIVE, default=None, help="Games per worker task (results ignore it)."
)
@click.option(
    "--until-ci",
    type=HALF_WIDTH,
    default=None,
    metavar="W",
    help="Play batches of 1000 games until the 95%% half-width of P(kill by the median kill "
    "turn) is at most W (-n is then the most games).",
)
@click.option("--force", is_flag=True, help="Replace an existing run in the output directory.")
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Run directory (default reports/<deck>-s<seed>/, or reports/<deck>-e<8 hex digits>/ "
    "for a fresh seed: its first hex digits; the full seed is printed and in manifest.json).",
)
@click.option(
    "--format",
    "deck_format",
    type=click.Choice(["constructed", "limited", "commander", "none"]),
    default=None,
    help="Deck-construction check before playing (default: inferred; none skips it).",
)
@click.option("--json", "as_json", is_flag=True, help="Print summary.json to stdout.")
@click.option("--quiet", is_flag=True, help="No progress bar.")
def goldfish_cmd(
    deck: Path,
    n: int,
    seed: int | None,
    on: str,
    eras: list[str],
    mulligan: str | None,
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
    from deckstats.api import check_legal, check_target, fidelity_of, goldfish, run_bytes
    from deckstats.cards.coverage import fidelity_line
    from deckstats.deck import DecklistError, infer_format
    from deckstats.report.run_dir import dump_json
    from deckstats.sim.config import default_workers
    from deckstats.sim.seeding import root_entropy

    names = _rules_names(eras, mulligan)
    if len(names) > 1 and until_ci is not None:
        raise click.UsageError("--until-ci plays one era: give --rules a single era")
    dl = load_played_deck(deck)
    for rules in names:
        try:
            check_legal(dl, deck_format, rules)
        except DecklistError as exc:  # one line on the command line; the API lists them all
            if not exc.problems:
                raise
            fmt = deck_format or infer_format(dl)
            era = f" under the {rules} rules" if rules != "modern" else ""
            verdict = f"not a legal {fmt} deck{era} (use --format none to simulate it anyway)"
            line = first_problem_line(exc.problems, verdict, "`deckstats deck check` lists them")
            raise DecklistError(line, exc.problems) from None
    _era_warnings(names, dl.main_cards())
    if n is None:
        n = 1_000_000 if until_ci is not None else 10_000
    entropy = root_entropy(seed)
    out_dir = out if out is not None else Path("reports") / f"{dl.name}-{run_tag(entropy)}"
    need = run_bytes("goldfish", n, until_ci) * len(names)
    check_target(out_dir, force, need)  # before any game is played
    fid = fidelity_of(dl)
    if fid["partial"]:  # a warning before the games; the results state it in any case
        click.echo(fidelity_line(fid), err=True)
    if len(names) > 1:
        _goldfish_eras(
            dl,
            names,
            n,
            seed,
            entropy,
            on,
            max_turns,
            workers,
            out_dir,
            quiet,
            as_json,
            backend=backend,
            scheduler=scheduler,
            chunk_size=chunk_size,
            force=force,
        )
        return
    rules = names[0]
    bar = _progress_bar(n, quiet)
    try:
        result = goldfish(
            dl,
            n=n,
            seed=entropy,
            on=on,
            rules=rules,
            max_turns=max_turns,
            workers=workers if workers is not None else default_workers(),
            out=out_dir,
            progress=bar.update,
            deck_format="none",  # checked above, before the progress bar starts
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
    n = int(result.summary["games"])
    summary = dict(result.summary)
    summary["seed_given"] = seed
    if as_json:
        click.echo(dump_json(result.summary), nl=False)
        click.echo(f"seed {entropy}; wrote {out_dir}", err=True)
        return
    click.echo(f"deckstats goldfish: {dl.name}  ({n} games, seed {entropy}, rules {rules})")
    click.echo(f"  {fidelity_line(summary['fidelity'])}")  # issue 26
    for key in ("all", "on_the_play", "on_the_draw"):
        if summary[key]["games"]:
            click.echo("\n".join(_format_seat(key, summary[key])))
    ci = summary.get("until_ci")
    if ci is not None:
        verdict = "reached" if ci["met"] else "not reached"
        click.echo(
            f"  --until-ci {ci['width']}: {verdict} after {ci['games_played']} games "
            f"(P(kill by turn {ci['median_kill_turn']}) = {ci['p_kill_by_median']:.4f}, "
            f"95% half-width {ci['half_width']:.4f})"
        )
    click.echo(f"wrote {out_dir}/")


def _goldfish_eras(
    dl: Any,
    names: list[str],
    n: int,
    seed: int | None,
    entropy: int,
    on: str,
    max_turns: int,
    workers: int | None,
    out_dir: Path,
    quiet: bool,
    as_json: bool,
    **run: Any,
) -> None:
    """``--rules A,B,...``: the same seeds under each era, compared game by game.

    One run directory per era (``OUT/<era>/``), then ``OUT/summary.json`` with a block
    per era and the paired differences against the first era (``api.compare_eras``).
    """
    from deckstats.api import compare_eras, goldfish
    from deckstats.cards.coverage import fidelity_line
    from deckstats.report.run_dir import dump_json
    from deckstats.sim.config import default_workers

    out_dir.mkdir(parents=True, exist_ok=True)
    runs: dict[str, Path] = {}
    for rules in names:
        bar = _progress_bar(n, quiet)
        try:
            result = goldfish(
                dl,
                n=n,
                seed=entropy,
                on=on,
                rules=rules,
                max_turns=max_turns,
                workers=workers if workers is not None else default_workers(),
                out=out_dir / rules,
                progress=bar.update,
                deck_format="none",  # checked above for every era
                load_tables=False,
                **run,
            )
        except KeyboardInterrupt as exc:  # Ctrl-C or SIGTERM before a batch finished
            click.echo(f"interrupted during the {rules} games: no comparison written", err=True)
            sys.exit(interrupt_status(exc))
        finally:
            bar.close()
        if result.manifest.get("partial"):
            click.echo(f"interrupted during the {rules} games: no comparison written", err=True)
            sys.exit(interrupt_status(str(result.manifest.get("interrupted_by") or "SIGINT")))
        runs[rules] = out_dir / rules
    summary = compare_eras(runs)
    summary.update({"command": "goldfish-eras", "seed": entropy, "seed_given": seed})
    summary["fidelity"] = result.summary["fidelity"]  # the same deck in every era (issue 26)
    manifest = {
        "command": "goldfish-eras",
        "rules": names,
        "seed": entropy,
        "seed_given": seed,
        "n_games": n,
        "on": on,
        "max_turns": max_turns,
        "runs": {r: r for r in names},
    }
    (out_dir / "summary.json").write_text(dump_json(summary))
    (out_dir / "manifest.json").write_text(dump_json(manifest))
    if as_json:
        click.echo(dump_json(summary), nl=False)
        click.echo(f"seed {entropy}; wrote {out_dir}", err=True)
        return
    click.echo(
        f"deckstats goldfish: {dl.name}  ({summary['games']} games per era, seed {entropy}, "
        f"rules {', '.join(names)}: the same seeds in each)"
    )
    click.echo(f"  {fidelity_line(summary['fidelity'])}")
    for name, b in summary["blocks"].items():
        click.echo(
            f"  {name:<16} win rate {b['win_rate']:.3f}   kill turn mean "
            f"{_fmt(b['kill_turn_mean'])}   mulligan rate {b['mulligan_rate']:.3f}   "
            f"kept hand size {b['kept_hand_size']:.3f}"
        )
    click.echo("  paired differences per game (mean, 95% interval):")
    labels = {"mulligan_rate": "mulligan rate", "kept_hand_size": "kept hand size"}
    for pair, diff in summary["differences"].items():
        parts = []
        for metric, d in diff.items():
            label = labels.get(metric, f"kill turn ({d['pairs']} games both won)")
            ci = d["ci95"]
            span = f" [{ci[0]:+.3f}, {ci[1]:+.3f}]" if ci else ""
            parts.append(f"{label} {_fmt(d['mean'], '+.3f')}{span}")
        click.echo(f"  {pair:<16} " + "; ".join(parts))
    click.echo(f"wrote {out_dir}/ (one run directory per era)")


@click.command("play")
@click.argument("deck", type=click.Path(path_type=Path))
@click.argument("opponent", required=False, type=click.Path(path_type=Path))
@click.option("--seed", type=SEED, default=None, help="Seed of the game (default: fresh, printed).")
@click.option("--on", type=click.Choice(["play", "draw"]), default=None, help="Fix who starts.")
@click.option("--max-turns", type=MAX_TURNS, default=20, show_default=True)
@click.option("--rules", type=click.Choice(RULES_CHOICES), default="modern", show_default=True)
@click.option("--player-a", default="auto", show_default=True, help="DECK's agent (with OPPONENT).")
@click.option(
    "--player-b", default="auto", show_default=True, help="OPPONENT's agent (with OPPONENT)."
)
def play_cmd(
    deck: Path,
    opponent: Path | None,
    seed: int | None,
    on: str | None,
    max_turns: int,
    rules: str,
    player_a: str,
    player_b: str,
) -> None:
    """Play one seeded game of DECK and print a turn-by-turn log.

    Alone, DECK goldfishes. With OPPONENT, both decks play (DECK is P0 with --player-a,
    OPPONENT P1 with --player-b): the game is game 0 of ``deckstats matchup DECK OPPONENT``
    with the same seed (DECK on the play unless --on draw), and the log ends with who won.
    """
    if opponent is not None:
        from deckstats.api import check_player
        from deckstats.sim.matchup import MatchupConfig, matchup_log
        from deckstats.sim.seeding import root_entropy

        check_player(player_a)
        check_player(player_b)
        dla = load_played_deck(deck)
        dlb = load_played_deck(opponent)
        entropy = root_entropy(seed)
        config = MatchupConfig(
            deck_a=dla.name,
            deck_b=dlb.name,
            cards_a=tuple(dla.main_cards()),
            cards_b=tuple(dlb.main_cards()),
            n_games=1,
            seed=entropy,
            on="draw" if on == "draw" else "both",
            rules=rules,
            max_turns=max_turns,
            player_a=player_a,
            player_b=player_b,
        )
        click.echo("\n".join(matchup_log(config, entropy, 0)))
        return
    from deckstats.sim.replay import play_one

    dl = load_played_deck(deck)
    lines = play_one(dl, seed=seed, on=on, max_turns=max_turns, rules=rules)
    click.echo("\n".join(lines))


COMMANDS = [goldfish_cmd, play_cmd]
