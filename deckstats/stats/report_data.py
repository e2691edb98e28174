"""The numbers behind the report's charts and tables: small pure functions, DataFrame out.

The report layer (``deckstats.report``) only lays these out (ARCHITECTURE.md, Records and reports):
every
figure is drawn from one of the frames below, and every number printed on the page comes
from ``summary.json`` or from here. Inputs are the run's own files: ``games.parquet``,
``summary.json``, ``manifest.json``, and a *card table* (one row per distinct main-deck
card: ``name``, ``copies``, ``mana_value``, ``card_type``, ``colors``, ``partial``,
``cost``) built by the front ends from the decklist text the manifest holds.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import pandas as pd

from deckstats.analytic.exact import opening_hand_lands
from deckstats.stats.metrics import wilson_interval

__all__ = [
    "CARD_COLUMNS",
    "CARD_TYPE_ORDER",
    "COLOR_NAMES",
    "SIDES",
    "curve_color",
    "kill_turn_cdf",
    "kill_turn_counts",
    "land_drops_frame",
    "mana_curve",
    "matrix_frame",
    "mulligan_frame",
    "opening_lands_frame",
    "reproduce_command",
    "sweep_frame",
    "win_rate_frame",
]

#: The columns of a card table (what the front ends hand to the report).
CARD_COLUMNS = ("name", "copies", "mana_value", "card_type", "colors", "partial", "cost")

#: Card types in the order the curve stacks them (a card counts as its first type here).
CARD_TYPE_ORDER = (
    "Creature",
    "Planeswalker",
    "Instant",
    "Sorcery",
    "Artifact",
    "Enchantment",
    "Battle",
    "Land",
)

#: Colour letters (WUBRG), multicolour (``M``) and colourless (``C``), with their names.
COLOR_NAMES = {
    "W": "white",
    "U": "blue",
    "B": "black",
    "R": "red",
    "G": "green",
    "M": "multicolour",
    "C": "colourless",
}

#: The sides of a goldfish or matchup block, as the summary names them, with labels.
SIDES = {"on_the_play": "on the play", "on_the_draw": "on the draw"}

#: Mana values of 7 and more share the last bar of the curve.
CURVE_TOP = 7


def curve_color(colors: str) -> str:
    """The curve's colour class of a card: its one colour letter, ``M`` or ``C``."""
    if len(colors) > 1:
        return "M"
    return colors or "C"


def mana_curve(cards: pd.DataFrame) -> pd.DataFrame:
    """Copies of the nonland cards by mana value, card type and colour class.

    Returns one row per non-empty ``(mana_value, card_type, color)`` with ``copies``;
    ``mana_value`` is capped at ``CURVE_TOP`` (the "7+" bar). Lands are left out.
    """
    spells = cards[cards["card_type"] != "Land"]
    frame = pd.DataFrame(
        {
            "mana_value": spells["mana_value"].clip(upper=CURVE_TOP).astype("int64"),
            "card_type": spells["card_type"].astype(str),
            "color": spells["colors"].astype(str).map(curve_color),
            "copies": spells["copies"].astype("int64"),
        }
    )
    out = frame.groupby(["mana_value", "card_type", "color"], as_index=False)["copies"].sum()
    return out.sort_values(["mana_value", "card_type", "color"], ignore_index=True)


def _side_of(on_the_play: pd.Series) -> pd.Series:
    return on_the_play.map({True: "on_the_play", False: "on_the_draw"})


def _sides(games: pd.DataFrame) -> Iterator[tuple[str, pd.DataFrame, int]]:
    """``(side, games of that side, how many)`` for each side that played a game."""
    for side, label in (("on_the_play", True), ("on_the_draw", False)):
        block = games[games["on_the_play"].astype(bool) == label]
        if len(block):
            yield side, block, len(block)


def kill_turn_counts(games: pd.DataFrame) -> pd.DataFrame:
    """Games won on each own turn, by side: ``side``, ``kill_turn``, ``games``.

    Only games the deck won count (a game at the turn limit has no kill turn).
    """
    won = games[games["won"].astype(bool) & games["kill_turn"].notna()]
    frame = pd.DataFrame(
        {"side": _side_of(won["on_the_play"].astype(bool)), "kill_turn": won["kill_turn"]}
    )
    frame["kill_turn"] = frame["kill_turn"].astype("int64")
    out = frame.groupby(["side", "kill_turn"], as_index=False).size()
    out = out.rename(columns={"size": "games"})
    return out.sort_values(["side", "kill_turn"], ignore_index=True)


def kill_turn_cdf(games: pd.DataFrame, max_turn: int) -> pd.DataFrame:
    """P(won by own turn t) on the play and on the draw, with Wilson 95% intervals.

    Returns ``side``, ``turn`` (1..``max_turn``), ``p``, ``lo``, ``hi``, ``games`` (the
    side's games: the denominator, every game of the side, won or not).
    """
    rows = []
    for side, block, n in _sides(games):
        won = block.loc[block["won"].astype(bool), "kill_turn"]
        kills = won.dropna().astype("int64").to_numpy()
        for turn in range(1, max_turn + 1):
            k = int((kills <= turn).sum())
            lo, hi = wilson_interval(k, n)
            rows.append({"side": side, "turn": turn, "p": k / n, "lo": lo, "hi": hi, "games": n})
    return pd.DataFrame(rows, columns=["side", "turn", "p", "lo", "hi", "games"])


def mulligan_frame(games: pd.DataFrame) -> pd.DataFrame:
    """Share of games by number of mulligans taken, per side (``0``, ``1``, ``2``, ``3+``).

    Returns ``side``, ``mulligans`` (label), ``games`` and ``share`` of the side's games,
    with Wilson 95% ``lo`` / ``hi``.
    """
    labels = ["0", "1", "2", "3+"]
    rows = []
    for side, block, n in _sides(games):
        taken = block["mulligans"].astype("int64").clip(upper=3)
        for i, name in enumerate(labels):
            k = int((taken == i).sum())
            lo, hi = wilson_interval(k, n)
            rows.append(
                {"side": side, "mulligans": name, "games": k, "share": k / n, "lo": lo, "hi": hi}
            )
    return pd.DataFrame(rows, columns=["side", "mulligans", "games", "share", "lo", "hi"])


def _float(x: Any) -> float:
    """``x`` as a float; NaN for a missing value (a turn no game reached)."""
    return float("nan") if x is None else float(x)


def land_drops_frame(summary: Mapping[str, Any]) -> pd.DataFrame:
    """The summary's ``land_drops`` blocks, one row per side and own turn.

    Returns ``side``, ``turn``, ``p_on_curve`` (at least t lands in play at the end of
    turn t), ``lo`` / ``hi`` (Wilson 95% over the side's games), ``lands_in_play_mean``
    and ``p_missed_drop`` (NaN where no game reached turn t).
    """
    rows = []
    for side in SIDES:
        block = summary.get(side, {}).get("land_drops")
        if not block:
            continue
        n = int(block["games"])
        for t, p in block["p_on_curve"].items():
            lo, hi = wilson_interval(round(p * n), n) if n else (0.0, 1.0)
            rows.append(
                {
                    "side": side,
                    "turn": int(t),
                    "p_on_curve": float(p),
                    "lo": lo,
                    "hi": hi,
                    "lands_in_play_mean": _float(block["lands_in_play_mean"].get(t)),
                    "p_missed_drop": _float(block["p_missed_drop"].get(t)),
                }
            )
    columns = ["side", "turn", "p_on_curve", "lo", "hi", "lands_in_play_mean", "p_missed_drop"]
    return pd.DataFrame(rows, columns=columns)


def opening_lands_frame(games: pd.DataFrame, deck_size: int, lands: int) -> pd.DataFrame:
    """Lands among the first seven cards dealt: simulated share against exact.

    ``games.opening_lands`` counts the lands of the first seven cards of each game (before
    any mulligan), so it follows the hypergeometric law of ``deck_size`` cards with
    ``lands`` lands. Returns ``lands`` (0..7), ``games``, ``simulated``, ``exact``.
    """
    n = len(games)
    counts = games["opening_lands"].astype("int64").value_counts()
    exact = opening_hand_lands(deck_size, lands)
    rows = [
        {
            "lands": k,
            "games": int(counts.get(k, 0)),
            "simulated": (int(counts.get(k, 0)) / n) if n else 0.0,
            "exact": float(p),
        }
        for k, p in enumerate(exact)
    ]
    return pd.DataFrame(rows, columns=["lands", "games", "simulated", "exact"])


def win_rate_frame(blocks: Mapping[str, Mapping[str, Any]]) -> pd.DataFrame:
    """Win rates with their 95% intervals, one row per labelled summary block.

    ``blocks`` maps a label (``"overall"``, an opponent's name) to a summary block holding
    ``win_rate``, ``win_rate_ci95`` and ``games``. Returns ``label``, ``win_rate``, ``lo``,
    ``hi``, ``games``, ``wins``.
    """
    rows = [
        {
            "label": label,
            "win_rate": float(b["win_rate"]),
            "lo": float(b["win_rate_ci95"][0]),
            "hi": float(b["win_rate_ci95"][1]),
            "games": int(b["games"]),
            "wins": int(b.get("wins", round(b["win_rate"] * b["games"]))),
        }
        for label, b in blocks.items()
        if b.get("games")
    ]
    return pd.DataFrame(rows, columns=["label", "win_rate", "lo", "hi", "games", "wins"])


def matrix_frame(matrix: pd.DataFrame) -> pd.DataFrame:
    """The gauntlet's win-rate matrix (``matrix.csv``: rows deck A, columns deck B), tidy.

    Returns ``deck``, ``opponent``, ``win_rate`` (NaN on the diagonal and for pairs not
    played), in the matrix's order.
    """
    long = matrix.reset_index(names="deck").melt(
        id_vars="deck", var_name="opponent", value_name="win_rate"
    )
    order = {name: i for i, name in enumerate(matrix.index)}
    cols = {name: i for i, name in enumerate(matrix.columns)}
    long["_r"] = long["deck"].map(order)
    long["_c"] = long["opponent"].map(cols)
    long = long.sort_values(["_r", "_c"], ignore_index=True).drop(columns=["_r", "_c"])
    long["win_rate"] = long["win_rate"].astype("float64")
    return long


def sweep_frame(sweep: Mapping[str, Any]) -> pd.DataFrame:
    """The ``hands`` land sweep, tidy: ``lands``, ``turn``, ``p`` (on the play), ``recommended``."""
    best = sweep.get("recommended_lands")
    rows = [
        {
            "lands": int(row["lands"]),
            "turn": int(t),
            "p": float(p),
            "recommended": row["lands"] == best,
        }
        for row in sweep.get("rows", [])
        for t, p in row["p_land_drop"]["play"].items()
    ]
    return pd.DataFrame(rows, columns=["lands", "turn", "p", "recommended"])


def _deck_arg(entry: Mapping[str, Any]) -> str:
    return str(entry.get("file") or f"{entry.get('name', 'deck')}.txt")


def reproduce_command(manifest: Mapping[str, Any]) -> str:
    """The command line that plays the run again (same seed, same options)."""
    command = str(manifest.get("command", ""))
    decks: Sequence[Mapping[str, Any]] = manifest.get("decks", [])
    args = ["deckstats", command, *(_deck_arg(d) for d in decks)]
    n = manifest.get("n_games")
    if n is not None:
        args += ["-n", str(n)]
    if manifest.get("seed") is not None:
        args += ["--seed", str(manifest["seed"])]
    if manifest.get("rules") not in (None, "modern"):
        args += ["--rules", str(manifest["rules"])]
    if manifest.get("max_turns") not in (None, 20):
        args += ["--max-turns", str(manifest["max_turns"])]
    if manifest.get("on") not in (None, "both"):
        args += ["--on", str(manifest["on"])]
    if command in ("matchup", "gauntlet"):
        for key, opt in (("player_a", "--player-a"), ("player_b", "--player-b")):
            if manifest.get(key) not in (None, "auto"):
                args += [opt, str(manifest[key])]
    if command == "gauntlet" and manifest.get("matrix"):
        args.append("--matrix")
    return " ".join(shlex.quote(a) for a in args)


def compare_frame(difference: Mapping[str, Any], key: str = "p_win_by_turn") -> pd.DataFrame:
    """One row per turn of a compare run's paired block (``summary["difference"][key]``).

    Columns: ``turn``, ``a``, ``b`` (the two decks' rates), ``diff`` (B minus A), ``lo``,
    ``hi`` (its paired 95% interval), ``unpaired_lo``, ``unpaired_hi``.
    """
    rows = []
    for t, blk in sorted(difference.get(key, {}).items(), key=lambda kv: int(kv[0])):
        ci = blk.get("ci95") or [None, None]
        uci = blk.get("unpaired_ci95") or [None, None]
        rows.append(
            {
                "turn": int(t),
                "a": _float(blk.get("a")),
                "b": _float(blk.get("b")),
                "diff": _float(blk.get("diff")),
                "lo": _float(ci[0]),
                "hi": _float(ci[1]),
                "unpaired_lo": _float(uci[0]),
                "unpaired_hi": _float(uci[1]),
            }
        )
    cols = ["turn", "a", "b", "diff", "lo", "hi", "unpaired_lo", "unpaired_hi"]
    return pd.DataFrame(rows, columns=cols)
