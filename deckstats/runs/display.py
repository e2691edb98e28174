"""How a run's result shows itself in a notebook or a REPL (issue 30.10): the headline.

``RunResult.__repr__`` and ``_repr_html_`` print a few lines of headline figures from
the run's ``summary`` (never the whole tables): the command and its decks, the games and
seed, then the figures a player reads first (goldfish: win rate, kill turn, mulligans and
endings; matchup: win rate with its interval; gauntlet: the expected win rate and each
opponent's; compare: the paired differences). The tables stay one attribute away
(``run.games``, ``run.summary``).
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from deckstats.report.text import fmt


def _ci(rate: float | None, ci: Any) -> str:
    """``0.512 [0.480, 0.544]``; ``-`` for a missing rate."""
    if rate is None:
        return "-"
    if not ci:
        return f"{rate:.3f}"
    return f"{rate:.3f} [{ci[0]:.3f}, {ci[1]:.3f}]"


def _goldfish(s: Mapping[str, Any]) -> list[tuple[str, str]]:
    block = s.get("all", {})
    rows = [
        ("win rate", _ci(block.get("win_rate"), block.get("win_rate_ci95"))),
        (
            "kill turn",
            f"mean {fmt(block.get('kill_turn_mean'))}, "
            f"median {fmt(block.get('kill_turn_median'), '.1f')}",
        ),
        ("mulligan rate", fmt(block.get("mulligan_rate"), ".3f")),
    ]
    if "endings" in block:
        rows.append(("endings", ", ".join(f"{k} {v}" for k, v in block["endings"].items())))
    return rows


def _matchup(s: Mapping[str, Any]) -> list[tuple[str, str]]:
    return [
        ("win rate (A)", _ci(s.get("win_rate"), s.get("win_rate_ci95"))),
        ("wins / losses / draws", f"{s.get('wins')} / {s.get('losses')} / {s.get('draws')}"),
        ("mean turns (A)", fmt(s.get("mean_turns"))),
    ]


def _gauntlet(s: Mapping[str, Any]) -> list[tuple[str, str]]:
    rows = [("expected win rate", _ci(s.get("expected_win_rate"), s.get("expected_win_rate_ci95")))]
    opponents = s.get("opponents") or {}
    for name, block in list(opponents.items())[:8]:
        rows.append((f"vs {name}", _ci(block.get("win_rate"), block.get("win_rate_ci95"))))
    if len(opponents) > 8:
        rows.append(("...", f"{len(opponents) - 8} more opponents in .summary['opponents']"))
    return rows


def _compare(s: Mapping[str, Any]) -> list[tuple[str, str]]:
    diff = s.get("difference", {})
    rows = []
    win = diff.get("win_rate") or {}
    if win:
        rows.append(("win rate B - A", _ci(win.get("diff"), win.get("ci95"))))
    kill = diff.get("kill_turn") or {}
    if kill:
        rows.append(("kill turn B - A", _ci(kill.get("diff"), kill.get("ci95"))))
    return rows


_HEADLINES = {
    "goldfish": _goldfish,
    "matchup": _matchup,
    "gauntlet": _gauntlet,
    "compare": _compare,
}


def _decks(s: Mapping[str, Any]) -> str:
    """The run's decks as one phrase: ``burn``, ``burn vs stompy``, ``B vs A``."""
    if "deck_a" in s and "deck_b" in s:
        vs = f" (vs {s['vs']})" if s.get("vs") else ""
        return f"{s['deck_a']} vs {s['deck_b']}{vs}"
    return str(s.get("deck", ""))


def headline(summary: Mapping[str, Any]) -> tuple[str, list[tuple[str, str]]]:
    """The title line and the (label, value) rows a result's repr shows."""
    command = str(summary.get("command", "run"))
    title = (
        f"{command}: {_decks(summary)} ({summary.get('games')} games, "
        f"seed {summary.get('seed')}, rules {summary.get('rules', 'modern')})"
    )
    rows = _HEADLINES[command](summary) if command in _HEADLINES else []
    return title, rows


def text_repr(name: str, summary: Mapping[str, Any], out_dir: Any) -> str:
    """The ``__repr__`` of a result: a title and one line per headline figure."""
    title, rows = headline(summary)
    width = max((len(label) for label, _ in rows), default=0)
    lines = [f"<{name} {title}>"]
    lines += [f"  {label:<{width}}  {value}" for label, value in rows]
    if out_dir is not None:
        lines.append(f"  {'written to':<{width}}  {out_dir}")
    return "\n".join(lines)


def html_repr(name: str, summary: Mapping[str, Any], out_dir: Any) -> str:
    """The ``_repr_html_`` of a result: the same headline as a small table."""
    title, rows = headline(summary)
    if out_dir is not None:
        rows = [*rows, ("written to", str(out_dir))]
    cells = "".join(
        f"<tr><th style='text-align:left'>{html.escape(k)}</th><td>{html.escape(v)}</td></tr>"
        for k, v in rows
    )
    head = f"<strong>{html.escape(name)}</strong> {html.escape(title)}"
    return f"<div>{head}<table>{cells}</table></div>"
