"""Matchup and gauntlet statistics: Wilson intervals, win-rate tallies, metagame shares.

No pandas here: a ``MatchupTally`` adds up the primitive columns of each batch of games
as the run streams (bounded memory), and the summary is computed from its counts.

Definitions (also written to every matchup ``summary.json`` under ``definitions``):

- A game is a **win** for deck A when A won it (``winner == "a"``), a **loss** when B won
  it, a **draw** when nobody won (a drawn game *or* a game stopped at the turn limit).
  ``wins + losses + draws == games``; a draw is not a win, so the win rate is
  ``wins / games``.
- The 95% interval of a win rate is Wilson's score interval with z = 1.959963985 when
  the games are independent (``--on play`` / ``--on draw``, and each seat's block). With
  ``--on both`` the two games of a pair share every shuffle and their outcomes correlate,
  so the overall interval treats the **pair** as the unit: the cluster-robust
  (design-effect) Wilson interval, ``paired_wilson``: Wilson's interval at the effective
  sample size ``n / deff``, where ``deff`` is the cluster-robust variance of the win rate
  over pairs divided by the binomial variance ``p (1 - p) / n``. No random draw is made.
"""

from __future__ import annotations

import csv
import io
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from deckstats.cards.errors import DeckstatsError
from deckstats.stats.metrics import wilson_score

#: The 0.975 quantile of the standard normal distribution (two-sided 95%).
Z95 = 1.959963985

#: Columns and dtypes of a matchup's ``games.parquet`` (the contract's columns first).
MATCHUP_GAMES_COLUMNS: dict[str, str] = {
    "game_index": "int64",
    "deck": "string",
    "opponent": "string",
    "on_the_play": "bool",
    "mulligans": "int64",
    "won": "bool",
    "kill_turn": "Int64",
    "turns": "int64",
    "termination": "string",
    "opponent_mulligans": "int64",
    "winner": "string",
    "pair": "int64",
    "player_a": "string",
    "player_b": "string",
    "game_turns": "int64",
    "opponent_turns": "int64",
}

#: What each figure of a matchup ``summary.json`` means.
MATCHUP_DEFINITIONS: dict[str, str] = {
    "win": "deck A won the game (B reached 0 life, was decked or was poisoned)",
    "loss": "deck B won the game",
    "draw": "nobody won: a drawn game or a game stopped at the turn limit "
    "(max_turns of deck A's own turns); a draw counts as not a win for A, and "
    "wins + losses + draws = games",
    "win_rate": "wins / games for deck A; win_rate_ci95 is the Wilson 95% score interval "
    "(z = 1.959963985); with on=both the overall interval treats each pair of games as "
    "the unit: Wilson's interval at the effective sample size n / design_effect, "
    "design_effect = cluster-robust variance over pairs / (p (1 - p) / n) "
    "(win_rate_interval names the method)",
    "on_the_play": "the games in which deck A took the first turn (CR 103.1)",
    "on_the_draw": "the games in which deck B took the first turn",
    "draw_rate": "draws / games (turn-limit games included)",
    "turn_limit_rate": "share of games stopped at the turn limit",
    "mean_turns": "mean over all games of deck A's own turns taken (the games table's "
    "'turns'); mean_game_turns counts both players' turns",
    "mulligan_rate_a": "share of games in which deck A took at least one mulligan "
    "(mulligan_rate_b: deck B)",
    "pairs": "common random numbers: with on=both, games 2j (A on the play) and 2j+1 "
    "(A on the draw) form pair j and share every shuffle and agent stream",
}


#: A gauntlet summary's definitions: a matchup's, and the share-weighted win rate.
GAUNTLET_DEFINITIONS: dict[str, str] = {
    **MATCHUP_DEFINITIONS,
    "expected_win_rate": "sum over the field of share x the deck's win rate "
    "against that field deck",
    "expected_win_rate_ci95": "normal 95% interval, estimate +- 1.959963985 sd "
    "with sd^2 = sum share^2 deff p (1 - p) / n over the field (the matchups are "
    "played on independent seed streams; deff is the matchup's design effect, 1 "
    "unless on=both pairs the games), clipped to [0, 1]",
}


def wilson_interval(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a binomial proportion (95% by default; ``wilson_score``).

    ``(0.0, 1.0)`` when ``n`` is 0.

    >>> lo, hi = wilson_interval(50, 100)
    >>> round(lo, 4), round(hi, 4)
    (0.4038, 0.5962)
    """
    return wilson_score(successes, n, z)


def _r(x: float, nd: int = 4) -> float:
    return float(round(x, nd))


@dataclass
class PairTally:
    """Sums over the pairs of a paired matchup (``--on both``) for the clustered variance.

    A pair ``j`` has ``m_j`` games (2; 1 for an odd last game) and ``y_j`` wins of A. The
    sums ``sum y^2``, ``sum y m``, ``sum m^2`` give ``sum_j (y_j - p m_j)^2`` for any
    ``p`` without keeping the pairs; a pair whose second game is in a later batch waits
    in ``pending``.
    """

    clusters: int = 0
    syy: int = 0
    sym: int = 0
    smm: int = 0
    pending: dict[int, tuple[int, int]] = field(default_factory=dict)

    def add(self, pair: int, win: bool) -> None:
        """One game of pair ``pair``; the pair is counted once its second game arrives."""
        y, m = self.pending.pop(pair, (0, 0))
        y, m = y + int(win), m + 1
        if m < 2:
            self.pending[pair] = (y, m)
            return
        self._count(y, m)

    def _count(self, y: int, m: int) -> None:
        self.clusters += 1
        self.syy += y * y
        self.sym += y * m
        self.smm += m * m

    def closed(self) -> PairTally:
        """The sums with every pending pair counted as it is (one game): for a summary."""
        out = PairTally(self.clusters, self.syy, self.sym, self.smm)
        for y, m in self.pending.values():
            out._count(y, m)
        return out

    def design_effect(self, wins: int, games: int) -> float:
        """Cluster-robust variance of ``wins / games`` over the binomial one (1 if undefined).

        ``V = G / (G - 1) * sum_j (y_j - p m_j)^2 / n^2`` over the ``G`` pairs (the
        sandwich variance of a ratio estimator); ``deff = V / (p (1 - p) / n)``.
        """
        c = self.closed()
        if c.clusters < 2 or games <= 0 or wins in (0, games):
            return 1.0
        p = wins / games
        ss = c.syy - 2 * p * c.sym + p * p * c.smm
        v = c.clusters / (c.clusters - 1) * ss / games**2
        return max(v / (p * (1 - p) / games), 1e-9)


def paired_wilson(wins: int, games: int, deff: float, z: float = Z95) -> tuple[float, float]:
    """Wilson's interval at the effective sample size ``games / deff`` (design effect).

    With ``deff = 1`` it is ``wilson_interval``; pairs that share their shuffles make
    ``deff > 1`` (positively correlated outcomes) and the interval wider.

    >>> paired_wilson(50, 100, 1.0) == wilson_interval(50, 100)
    True
    >>> [round(x, 4) for x in paired_wilson(50, 100, 2.0)]
    [0.3664, 0.6336]
    """
    if games <= 0:
        return (0.0, 1.0)
    n_eff = games / deff
    return wilson_score(wins / games * n_eff, n_eff, z)


@dataclass
class SeatTally:
    """Counts over the games of one seat (A on the play, or A on the draw)."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    turn_limit: int = 0
    turns: int = 0
    game_turns: int = 0
    mulligans_a: int = 0
    mulligans_b: int = 0

    def merged(self, other: SeatTally) -> SeatTally:
        """The counts of both seats together."""
        return SeatTally(
            *(
                getattr(self, f) + getattr(other, f)
                for f in (
                    "games",
                    "wins",
                    "losses",
                    "draws",
                    "turn_limit",
                    "turns",
                    "game_turns",
                    "mulligans_a",
                    "mulligans_b",
                )
            )
        )

    def block(self, deff: float | None = None) -> dict[str, Any]:
        """The seat's summary block: counts, A's win rate with its 95% interval, rates.

        ``deff``: the design effect of paired games (``paired_wilson``); ``None`` for
        independent games (Wilson's interval).
        """
        n = self.games
        lo, hi = (
            wilson_interval(self.wins, n) if deff is None else paired_wilson(self.wins, n, deff)
        )
        extra: dict[str, Any] = (
            {"win_rate_interval": "wilson"}
            if deff is None
            else {"win_rate_interval": "paired_wilson", "design_effect": _r(deff)}
        )
        return {
            "games": n,
            "wins": self.wins,
            "losses": self.losses,
            "draws": self.draws,
            "win_rate": _r(self.wins / n) if n else 0.0,
            "win_rate_ci95": [_r(lo), _r(hi)],
            **extra,
            "draw_rate": _r(self.draws / n) if n else 0.0,
            "turn_limit_rate": _r(self.turn_limit / n) if n else 0.0,
            "mean_turns": _r(self.turns / n) if n else None,
            "mean_game_turns": _r(self.game_turns / n) if n else None,
            "mulligan_rate_a": _r(self.mulligans_a / n) if n else 0.0,
            "mulligan_rate_b": _r(self.mulligans_b / n) if n else 0.0,
        }


@dataclass
class MatchupTally:
    """A matchup's counts, fed one batch of game columns at a time (no pandas).

    ``paired``: the games come in pairs sharing their shuffles (``on="both"``); the
    overall interval then treats the pair as the unit (``PairTally``, ``paired_wilson``).
    """

    play: SeatTally = field(default_factory=SeatTally)
    draw: SeatTally = field(default_factory=SeatTally)
    terminations: dict[str, int] = field(default_factory=dict)
    paired: bool = False
    pairs: PairTally = field(default_factory=PairTally)

    def add(self, games: Mapping[str, Sequence[Any]]) -> None:
        """Add a batch of games (columns of the games table).

        Columns: ``on_the_play``, ``winner``, ``termination``, ``turns``, ``game_turns``,
        ``mulligans`` and ``opponent_mulligans`` (and ``pair`` when ``paired``).
        """
        if self.paired:
            for pair, winner in zip(games["pair"], games["winner"], strict=True):
                self.pairs.add(int(pair), winner == "a")
        for otp, winner, term, turns, gturns, ma, mb in zip(
            games["on_the_play"],
            games["winner"],
            games["termination"],
            games["turns"],
            games["game_turns"],
            games["mulligans"],
            games["opponent_mulligans"],
            strict=True,
        ):
            seat = self.play if otp else self.draw
            seat.games += 1
            if winner == "a":
                seat.wins += 1
            elif winner == "b":
                seat.losses += 1
            else:
                seat.draws += 1
            if term == "turn_limit":
                seat.turn_limit += 1
            seat.turns += int(turns)
            seat.game_turns += int(gturns)
            seat.mulligans_a += ma > 0
            seat.mulligans_b += mb > 0
            self.terminations[term] = self.terminations.get(term, 0) + 1

    @property
    def all(self) -> SeatTally:
        """Both seats together."""
        return self.play.merged(self.draw)

    def design_effect(self) -> float | None:
        """The design effect of A's overall win rate (``None``: independent games)."""
        if not self.paired:
            return None
        seat = self.all
        return self.pairs.design_effect(seat.wins, seat.games)

    def interval(self) -> tuple[float, float]:
        """A's overall 95% interval: Wilson, or paired Wilson when the games are paired."""
        seat, deff = self.all, self.design_effect()
        if deff is None:
            return wilson_interval(seat.wins, seat.games)
        return paired_wilson(seat.wins, seat.games, deff)

    def summary(self) -> dict[str, Any]:
        """A's figures overall (top level) and the ``on_the_play``/``on_the_draw`` blocks.

        Each seat's games are independent (one game per pair): Wilson. The overall
        interval is paired when ``paired``.
        """
        out = self.all.block(self.design_effect())
        out["on_the_play"] = self.play.block()
        out["on_the_draw"] = self.draw.block()
        out["terminations"] = dict(sorted(self.terminations.items()))
        return out


# --------------------------------------------------------------------------- gauntlet


def expected_win_rate(
    shares: Mapping[str, float], results: Mapping[str, tuple[int, int] | tuple[int, int, float]]
) -> dict[str, Any]:
    """The metagame-weighted expected win rate ``sum_k s_k p_k`` with a 95% interval.

    ``results[k] = (wins, games)`` or ``(wins, games, deff)`` against field deck ``k``;
    ``p_k = wins / games`` and ``deff`` the matchup's design effect (paired games,
    ``MatchupTally.design_effect``; 1 when omitted). The matchups are played on
    independent seed streams, so the variance is ``sum_k s_k^2 deff_k p_k (1 - p_k) /
    n_k`` and the interval is the normal (Wald) interval ``estimate +- 1.959963985 *
    sd``, clipped to [0, 1].
    """
    est = 0.0
    var = 0.0
    for name, s in shares.items():
        wins, n, *rest = results[name]
        deff = float(rest[0]) if rest else 1.0
        p = wins / n if n else 0.0
        est += s * p
        var += s * s * deff * p * (1 - p) / n if n else 0.0
    sd = math.sqrt(var)
    lo, hi = max(0.0, est - Z95 * sd), min(1.0, est + Z95 * sd)
    return {
        "expected_win_rate": _r(est),
        "expected_win_rate_ci95": [_r(lo), _r(hi)],
        "expected_win_rate_sd": _r(sd, 6),
    }


def _share_key(key: str, keys: Mapping[str, str], where: str) -> str:
    name = keys.get(key.strip()) or keys.get(key.strip().lower())
    if name is None:
        known = ", ".join(sorted(set(keys.values())))
        raise DeckstatsError(f"{where}: {key.strip()!r} is not a field deck (field: {known})")
    return name


def _share_value(raw: Any, where: str) -> float:
    try:
        value = float(raw)
    except (TypeError, ValueError):
        raise DeckstatsError(f"{where}: share {raw!r} is not a number") from None
    if not math.isfinite(value):
        raise DeckstatsError(f"{where}: share {raw!r} is not a finite number")
    if value < 0:
        raise DeckstatsError(f"{where}: negative share {raw!r}")
    return value


def read_shares(
    path: Path, decks: Mapping[str, Sequence[str]], normalize: bool = False
) -> dict[str, float]:
    """Read a metagame shares file and return ``deck name -> share``, in field order.

    The file is CSV (``deck,share`` per line, header line optional) or JSON
    (``{"deck": share}``). A key names a field deck by its file name or stem
    (``decks/pauper_stompy.txt``: ``pauper_stompy.txt`` or ``pauper_stompy``), case aside.

    Args:
        path: the shares file.
        decks: field deck name -> the keys that name it.
        normalize: rescale the shares to sum to 1 (otherwise they must, within 1e-6).

    Raises:
        DeckstatsError: one line naming the file (and line, for CSV): unreadable file, bad
        line, unknown deck, a deck given twice, a negative share, a field deck missing,
        or shares not summing to 1.
    """
    path = Path(path)
    keys: dict[str, str] = {}
    for name, aliases in decks.items():
        for alias in (name, *aliases):
            keys[alias] = name
            keys[alias.lower()] = name
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or type(exc).__name__
        raise DeckstatsError(f"{path}: cannot read shares file: {reason}") from None
    shares: dict[str, float] = {}
    if text.lstrip().startswith("{"):
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise DeckstatsError(f"{path}: not valid JSON ({exc})") from None
        for key, raw in data.items():
            where = f"{path}: {key!r}"
            name = _share_key(str(key), keys, where)
            if name in shares:
                raise DeckstatsError(f"{where}: deck {name!r} given twice")
            shares[name] = _share_value(raw, where)
    else:
        for lineno, row in enumerate(csv.reader(io.StringIO(text)), start=1):
            cells = [c.strip() for c in row]
            if not cells or all(not c for c in cells) or cells[0].startswith("#"):
                continue
            where = f"{path}:{lineno}"
            if len(cells) != 2:
                raise DeckstatsError(f"{where}: expected 'deck,share' (got {','.join(row)!r})")
            if not shares and cells[0].lower() == "deck" and cells[1].lower() == "share":
                continue  # the optional header
            name = _share_key(cells[0], keys, where)
            if name in shares:
                raise DeckstatsError(f"{where}: deck {name!r} given twice")
            shares[name] = _share_value(cells[1], where)
    missing = [name for name in decks if name not in shares]
    if missing:
        raise DeckstatsError(f"{path}: no share for field deck(s) {', '.join(missing)}")
    total = sum(shares.values())
    if normalize:
        if total <= 0:
            raise DeckstatsError(f"{path}: the shares sum to {total:g}; cannot normalise")
        return {name: shares[name] / total for name in decks}
    if abs(total - 1.0) > 1e-6:
        raise DeckstatsError(
            f"{path}: the shares sum to {total:.6g}, not 1 (use --normalize to rescale them)"
        )
    return {name: shares[name] for name in decks}


def equal_shares(names: Sequence[str]) -> dict[str, float]:
    """Equal shares over ``names`` (the default metagame)."""
    return {name: 1.0 / len(names) for name in names}
