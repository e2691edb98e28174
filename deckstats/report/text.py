"""The terminal text of the simulating commands: a summary in, lines out.

Each function takes a run's ``summary.json`` (and the few facts the summary does not
hold: the deck names as printed, the seed) and returns the lines the command prints, so
the command line only echoes them. The fidelity lines (issue 26) are made by the card
layer and passed in (``cards.coverage.fidelity_line``). Nothing here reads or plays.

In the pipeline this is the terminal twin of ``report.html``: the last step after the
summary, called by ``cli/sim.py``, ``cli/matchup.py`` and ``cli/compare.py``. The keys
read are those of ``summary.json``, so a renamed summary key must be renamed here too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from deckstats.report.cells import p_value

__all__ = [
    "compare_lines",
    "endings_line",
    "eras_lines",
    "fmt",
    "gauntlet_lines",
    "goldfish_lines",
    "matchup_lines",
    "seat_lines",
]


def fmt(x: float | None, spec: str = ".2f", missing: str = "-") -> str:
    """``x`` formatted with ``spec``; ``missing`` when there is no value.

    A summary field is ``None`` where the statistic does not exist (no game won: no
    mean kill turn), so every optional figure goes through here.
    """
    return missing if x is None else format(x, spec)


def seat_lines(name: str, block: dict[str, Any]) -> list[str]:
    """Two lines of a goldfish seat block: games, win rate, kill turn; P(kill by turn)."""
    lines = [
        f"  {name:<12} games {block['games']:>6}   win rate {block['win_rate']:.3f}   "
        f"kill turn mean {fmt(block['kill_turn_mean'])} (se {fmt(block['kill_turn_se'], '.3f')})"
        f"   median {fmt(block['kill_turn_median'], '.1f')}"
        f"   mulligan rate {block['mulligan_rate']:.3f}"
    ]
    cdf = block["p_kill_by_turn"]
    # JSON keys are strings ("3"); turns past 10 would overflow a terminal line and are
    # in summary.json and the report anyway.
    shown = [t for t in cdf if int(t) <= 10]
    lines.append("               P(kill by turn) " + "  ".join(f"T{t} {cdf[t]:.3f}" for t in shown))
    return lines


def endings_line(endings: dict[str, int]) -> str:
    """How the goldfish games ended (issue 30.9): ``won``, ``lost_to_self``, ``decked``, ...

    >>> endings_line({"won": 98, "lost_to_self": 1, "decked": 0, "turn_limit": 1})
    '  endings       won 98   lost_to_self 1   decked 0   turn_limit 1'
    """
    return "  endings       " + "   ".join(f"{k} {v}" for k, v in endings.items())


def goldfish_lines(name: str, summary: dict[str, Any], fidelity: str) -> list[str]:
    """``deckstats goldfish``: the header, fidelity, each seat and the ``--until-ci`` verdict.

    Args:
        name: the deck's name as the command prints it.
        summary: the goldfish ``summary.json`` (blocks ``all``, ``on_the_play``,
            ``on_the_draw``); a seat block with no games is left out.
        fidelity: the card-coverage line of the deck.

    Returns:
        The lines to print, without newlines.
    """
    lines = [
        f"deckstats goldfish: {name}  ({summary['games']} games, seed {summary['seed']}, "
        f"rules {summary['rules']})",
        f"  {fidelity}",
    ]
    for key in ("all", "on_the_play", "on_the_draw"):
        if summary[key]["games"]:
            lines += seat_lines(key, summary[key])
    if "endings" in summary["all"]:  # runs recorded before issue 30 have no endings
        lines.append(endings_line(summary["all"]["endings"]))
    return lines + _until_ci_lines(
        summary,
        lambda ci: (
            f"P(kill by turn {ci['median_kill_turn']}) = {ci['p_kill_by_median']:.4f}, "
            f"95% half-width {ci['half_width']:.4f}"
        ),
    )


def _until_ci_lines(summary: dict[str, Any], detail: Callable[[dict[str, Any]], str]) -> list[str]:
    """The ``--until-ci`` verdict line of a summary (none without ``until_ci``).

    ``  --until-ci W: reached after N games (DETAIL)``, the detail naming the figure.
    """
    ci = summary.get("until_ci")
    if ci is None:
        return []
    verdict = "reached" if ci["met"] else "not reached"
    return [
        f"  --until-ci {ci['width']}: {verdict} after {ci['games_played']} games ({detail(ci)})"
    ]


def eras_lines(name: str, summary: dict[str, Any], eras: Sequence[str], fidelity: str) -> list[str]:
    """``goldfish --rules A,B``: a block per era, then the paired differences.

    Each era plays the same seeds, so the differences are per game (paired); the kill-turn
    difference only counts the games won in both eras, which the label says.

    Args:
        name: the deck's name as printed.
        summary: the multi-era summary (``blocks`` by era, ``differences`` by era pair).
        eras: the era names in the order given on the command line.
        fidelity: the card-coverage line of the deck.

    Returns:
        The lines to print.
    """
    lines = [
        f"deckstats goldfish: {name}  ({summary['games']} games per era, seed "
        f"{summary['seed']}, rules {', '.join(eras)}: the same seeds in each)",
        f"  {fidelity}",
    ]
    for era, b in summary["blocks"].items():
        lines.append(
            f"  {era:<16} win rate {b['win_rate']:.3f}   kill turn mean "
            f"{fmt(b['kill_turn_mean'])}   mulligan rate {b['mulligan_rate']:.3f}   "
            f"kept hand size {b['kept_hand_size']:.3f}"
        )
    lines.append("  paired differences per game (mean, 95% interval):")
    labels = {"mulligan_rate": "mulligan rate", "kept_hand_size": "kept hand size"}
    for pair, diff in summary["differences"].items():
        parts = []
        for metric, d in diff.items():
            # The rates are over every game; the remaining metric, the kill turn, only
            # over the games won in both eras, and its label gives that count.
            label = labels.get(metric, f"kill turn ({d['pairs']} games both won)")
            ci = d["ci95"]
            span = f" [{ci[0]:+.3f}, {ci[1]:+.3f}]" if ci else ""
            parts.append(f"{label} {fmt(d['mean'], '+.3f')}{span}")
        lines.append(f"  {pair:<16} " + "; ".join(parts))
    return lines


def _wilson(block: dict[str, Any]) -> str:
    """A win rate and its 95% interval; a paired interval says so (issue 30)."""
    lo, hi = block["win_rate_ci95"]
    paired = block.get("win_rate_interval") == "paired_wilson"
    note = f" (pairs as units, design effect {block['design_effect']:.2f})" if paired else ""
    return f"{block['win_rate']:.3f} [{lo:.3f}, {hi:.3f}]{note}"


def _player(name: str, profile: str | None) -> str:
    """An agent's name with the pilot profile it plays, when it has one (``heuristic: aggro``)."""
    return name if profile is None else f"{name}: {profile}"


def matchup_lines(
    names: tuple[str, str], summary: dict[str, Any], fidelity: Sequence[str]
) -> list[str]:
    """``deckstats matchup``: A's win rate overall and by seat, draws, turns, mulligans.

    Args:
        names: the two decks' names as printed (A first).
        summary: the matchup ``summary.json``; every figure is deck A's.
        fidelity: one card-coverage line per deck.

    Returns:
        The lines to print; a seat with no games (``--on play``) has no line.
    """
    s = summary
    pa = _player(s["player_a"], s["profile_a"])
    pb = _player(s["player_b"], s["profile_b"])
    lines = [
        f"deckstats matchup: {names[0]} [{pa}] vs {names[1]} [{pb}]  "
        f"({s['games']} games, seed {s['seed']}, rules {s['rules']})",
        *(f"  {line}" for line in fidelity),
        f"  A's win rate {_wilson(s)}   wins {s['wins']}  losses {s['losses']}  draws {s['draws']}",
    ]
    for key in ("on_the_play", "on_the_draw"):
        block = s[key]
        if block["games"]:
            lines.append(f"  {key:<12} games {block['games']:>6}   win rate {_wilson(block)}")
    lines.append(
        f"  draw rate {s['draw_rate']:.3f} (turn limit {s['turn_limit_rate']:.3f})   "
        f"mean turns (A's) {s['mean_turns']:.2f}   mulligan rate A {s['mulligan_rate_a']:.3f}"
        f"  B {s['mulligan_rate_b']:.3f}"
    )
    return lines + _until_ci_lines(
        s,
        lambda ci: (
            f"95% half-width of A's win rate {ci['half_width']:.4f}; batches of "
            f"{ci['batch']}, at most {ci['max_games']}"
        ),
    )


def pilots_line(pilots: dict[str, Any]) -> str:
    """One line naming each deck's pilot and the profile it plays (``auto``'s choice).

    >>> pilots_line({"burn": {"player": "auto", "profile": "aggro"}})
    '  pilots: burn auto: aggro'
    """
    said = [_player(f"{deck} {p['player']}", p.get("profile")) for deck, p in pilots.items()]
    return "  pilots: " + "; ".join(said)


def gauntlet_lines(
    name: str, summary: dict[str, Any], fidelity: Sequence[str], matrix: Any, until_ci: bool
) -> list[str]:
    """``deckstats gauntlet``: each opponent, the expected win rate, the matrix.

    Args:
        name: the tested deck's name as printed.
        summary: the gauntlet ``summary.json`` (``opponents`` by deck, with their shares).
        fidelity: the card-coverage lines of the decks.
        matrix: the win-rate matrix of every pair of decks (a pandas DataFrame,
            printed with ``to_string``), or ``None`` without ``--matrix``.
        until_ci: the run stopped each matchup at ``--until-ci``, so the games per
            matchup differ: the header says "at most" and each opponent shows its count.

    Returns:
        The lines to print.
    """
    s = summary
    m = len(s["field"])
    lines = [
        f"deckstats gauntlet: {name} [{s['player_a']}] vs {m} deck(s) [{s['player_b']}]  "
        f"({'at most ' if until_ci else ''}{s['games_per_matchup']} games each, seed "
        f"{s['seed']}, rules {s['rules']}, shares {s['shares_source']})",
        *(f"  {line}" for line in fidelity),
        pilots_line(s.get("pilots") or {}),
    ]
    for opponent, block in s["opponents"].items():
        played = f"   games {block['games']}" if until_ci else ""
        lines.append(
            f"  vs {opponent:<32} share {block['share']:.3f}   win rate {_wilson(block)}{played}"
        )
    lo, hi = s["expected_win_rate_ci95"]
    lines.append(f"  expected win rate {s['expected_win_rate']:.3f} [{lo:.3f}, {hi:.3f}]")
    if matrix is not None:
        lines.append("win-rate matrix (row deck's win rate against the column deck):")
        lines.append(matrix.to_string(float_format=lambda v: f"{v:.3f}", na_rep="-"))
    ci = s.get("until_ci")
    if ci is not None:
        # Each matchup stops on its own, so the games played are a range across matchups.
        counts = [v["games_played"] for v in ci["matchups"].values()]
        lines.append(
            f"  --until-ci {ci['width']} in every matchup: "
            f"{'reached' if ci['met'] else 'not reached'} after {min(counts)}-{max(counts)} "
            f"games per matchup (widest 95% half-width {ci['half_width']:.4f}; "
            f"batches of {ci['batch']}, at most {ci['max_games']} per matchup)"
        )
    return lines


def _diff_ci(block: dict[str, Any], spec: str = "+.3f") -> str:
    """A difference's 95% interval as ``[lo, hi]``; empty when it could not be computed."""
    ci = block.get("ci95")
    if not ci or ci[0] is None:
        return ""
    return f"[{fmt(ci[0], spec, 'n/a')}, {fmt(ci[1], spec, 'n/a')}]"


def _a_b(block: dict[str, Any], spec: str) -> str:
    """Deck A's and deck B's figures of one compared statistic, side by side."""
    return f"A {fmt(block['a'], spec, 'n/a')}  B {fmt(block['b'], spec, 'n/a')}"


def _p(x: float | None) -> str:
    """``= 0.042`` or ``< 1e-6``: a p-value printed with its magnitude (``cells.p_value``)."""
    text = p_value(x)
    return text if text.startswith("<") else f"= {text}"


def compare_lines(summary: dict[str, Any], fidelity: Sequence[str]) -> list[str]:
    """``deckstats compare``: each paired difference (B minus A) with its interval.

    Win rates are tested with McNemar's test (the paired games that differ) and kill
    turns with Wilcoxon's signed-rank test over the games both decks won; the turns of
    ``P(win by T)`` that neither deck reached are left out.

    Args:
        summary: the compare ``summary.json``.
        fidelity: the card-coverage lines of the decks.

    Returns:
        The lines to print.
    """
    s = summary
    d = s["difference"]
    # Pairing works by deck position: decks of different sizes cannot share shuffles, and
    # the line says so.
    pp = s["paired_positions"]
    note = "" if pp["same_shuffles"] else " (decks of different sizes: shuffles not shared)"
    w, k = d["win_rate"], d["kill_turn"]
    lines = [
        f"deckstats compare: {s['deck_b']} minus {s['deck_a']} against {s['vs']} "
        f"({s['games']} paired games, seed {s['seed']}, rules {s['rules']})",
        *(f"  {line}" for line in fidelity),
        *([pilots_line(s["pilots"])] if s.get("vs") != "goldfish" and s.get("pilots") else []),
        f"  cards at the same deck position: {pp['shared']} of {pp['deck_size_a']}{note}",
        f"  win rate        {_a_b(w, '.3f')}  "
        f"diff {fmt(w['diff'], '+.3f', 'n/a')} {_diff_ci(w)}  "
        f"McNemar p {_p(w['mcnemar']['p_value'])}",
        f"  mean kill turn  A {fmt(k['mean_a'], '.2f', 'n/a')}  "
        f"B {fmt(k['mean_b'], '.2f', 'n/a')}  "
        f"diff {fmt(k['diff'], '+.2f', 'n/a')} {_diff_ci(k, '+.2f')}  over {k['pairs']} games "
        f"both won; Wilcoxon p {_p(k['wilcoxon']['p_value'])}",
    ]
    for t, blk in d["p_win_by_turn"].items():
        if blk["a"] or blk["b"]:  # turns by which neither deck had won: left out
            lines.append(
                f"  P(win by T{t:<2})  {_a_b(blk, '.3f')}  "
                f"diff {fmt(blk['diff'], '+.3f', 'n/a')} {_diff_ci(blk)}"
            )
    for t, blk in d["land_drops"].items():
        lines.append(
            f"  P(>= {t} lands on T{t})  {_a_b(blk, '.3f')}  "
            f"diff {fmt(blk['diff'], '+.3f', 'n/a')} {_diff_ci(blk)}"
        )
    if "until_ci" in s:
        lines.append(f"  until-ci: {s['until_ci']['rule']}; played {s['until_ci']['games_played']}")
    return lines
