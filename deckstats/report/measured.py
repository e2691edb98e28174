"""The tables and notes of what a run measured beyond its headline (issue 30, point 5).

``summary.json`` holds more than the charts show: the 17lands-style per-card table
(``statistics.card_impact``), flood and screw (``statistics.flood_screw``), colour
screw (``statistics.colour_screw``), the keep rule the run used (the manifest's
``keep_policy``) and who piloted each deck. The page builders add these with the
functions here, so every page says the same thing the same way, and says "not
measured" only when the summary really lacks a figure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from deckstats.report.cells import ci, pct
from deckstats.report.page import MODEL_COMMON, Table

__all__ = [
    "CARD_IMPACT_HOW_TO_READ",
    "card_impact_table",
    "colour_screw_table",
    "flood_screw_table",
    "keep_rule_note",
    "mana_note",
    "model_common",
    "pilots_note",
]

#: The sentence on how to read the per-card table (shown under it).
CARD_IMPACT_HOW_TO_READ = (
    "Each row is one card, in the manner of 17lands; each win rate is followed by its 95% "
    "interval in brackets. 'In hand' counts the games in which a copy was in the kept "
    "opening hand or drawn later, 'not seen' the games in which no copy was; 'opening "
    "hand' and 'drawn later' split 'in hand' by when the first copy came. A card whose win "
    "rate when seen is well above its win rate when not seen (IWD, 'improvement when "
    "drawn', with an interval that stays above 0) wins games; one whose IWD interval stays "
    "below 0 is the card to cut first. Lands and cards you always see have a small "
    "'not seen' count and a wide interval: read them with care. These are associations "
    "over the simulated games, not controlled experiments."
)


def _wr(row: Mapping[str, Any], key: str) -> list[str]:
    """Games and win rate with its interval of one condition (``oh``, ``gd``, ``gih``, ``gns``).

    The rate is printed compactly, in percent: ``"76.5 (69.5–82.3)"``.
    """
    n, wr = row.get(f"{key}_n"), row.get(f"{key}_wr")
    # ``wr != wr`` is a NaN test that needs no numpy: the rows come from JSON (``None``)
    # or from a DataFrame (NaN), and both mean "no games in this condition".
    if not n or wr is None or wr != wr:
        return ["0" if not n else f"{int(n):,}", "–"]
    lo, hi = row[f"{key}_ci_lo"], row[f"{key}_ci_hi"]
    return [f"{int(n):,}", f"{100 * wr:.1f} ({100 * lo:.1f}–{100 * hi:.1f})"]


def _iwd(row: Mapping[str, Any]) -> str:
    """IWD in points with its Newcombe interval: ``"+26.5 (+15.1, +36.8)"``."""
    iwd, lo, hi = row.get("iwd"), row.get("iwd_ci_lo"), row.get("iwd_ci_hi")
    if iwd is None or iwd != iwd:
        return "–"
    if lo is None or hi is None or lo != lo:
        return f"{100 * iwd:+.1f}"
    return f"{100 * iwd:+.1f} ({100 * lo:+.1f}, {100 * hi:+.1f})"


def card_impact_table(
    cards: Sequence[Mapping[str, Any]], *, deck: str, outcome: str, key: str = "card-impact"
) -> Table:
    """The 17lands-style per-card table of one deck: win rate drawn against not drawn.

    ``cards`` are the rows of ``statistics.card_impact.cards`` (or of
    ``stats.versus_cards``), ``outcome`` what counts as a win (for a goldfish run: won by
    the median kill turn). Rows sorted by IWD, best first; a card with no IWD last.
    """
    # The key's first element is True for a missing or NaN IWD, so those rows sort last.
    ordered = sorted(
        cards,
        key=lambda r: (r.get("iwd") is None or r.get("iwd") != r.get("iwd"), -(r.get("iwd") or 0)),
    )
    rows = [
        [
            str(r.get("card", "?")),
            _iwd(r),
            *_wr(r, "gih"),
            *_wr(r, "gns"),
            *_wr(r, "oh"),
            *_wr(r, "gd"),
        ]
        for r in ordered
    ]
    return Table(
        f"Per-card impact of {deck} (win = {outcome})",
        [
            "card",
            "IWD, points (95%)",
            "games in hand",
            "win %",
            "games not seen",
            "win %",
            "games in opening hand",
            "win %",
            "games drawn later",
            "win %",
        ],
        rows,
        CARD_IMPACT_HOW_TO_READ,
        key=key,
    )


def flood_screw_table(stats: Mapping[str, Any], definitions: Mapping[str, Any]) -> Table | None:
    """Flood and screw with their Wilson intervals (``None`` when the run has none).

    Args:
        stats: the summary's ``statistics`` block; its ``flood_screw`` rows hold ``what``,
            ``turn``, ``n``, ``rate`` and the interval ``ci_lo``/``ci_hi``.
        definitions: the summary's ``definitions``, whose ``screw`` and ``flood`` texts
            (the thresholds the run used) go into the note under the table.

    Returns:
        The table, or ``None`` for a run recorded before these statistics existed.
    """
    rows = stats.get("flood_screw") or []
    if not rows:
        return None
    return Table(
        "Flood and screw",
        ["what", "by own turn", "games", "share", "95% interval"],
        [
            [
                str(r["what"]),
                str(r["turn"]),
                f"{int(r['n']):,}",
                pct(r["rate"]),
                ci([r["ci_lo"], r["ci_hi"]]),
            ]
            for r in rows
        ],
        f"Screw: {definitions.get('screw', 'too few lands seen')}. Flood: "
        f"{definitions.get('flood', 'too many lands seen')}. Shares of all games.",
        key="flood-screw",
    )


def colour_screw_table(stats: Mapping[str, Any]) -> Table | None:
    """Colour screw by own turn (``None`` when the run did not record it).

    ``stats`` is the summary's ``statistics`` block; each ``colour_screw`` row is one own
    turn (or ``any``) with its games ``n``, ``rate`` and Wilson interval.
    """
    rows = stats.get("colour_screw") or []
    if not rows:
        return None
    return Table(
        "Colour screw by own turn",
        ["own turn", "games", "colour screwed", "95% interval"],
        [
            [str(r["turn"]), f"{int(r['n']):,}", pct(r["rate"]), ci([r["ci_lo"], r["ci_hi"]])]
            for r in rows
        ],
        "Colour screwed on turn t: at the end of the turn a spell in hand costs no more "
        "mana than the deck's lands make, but needs a colour none of them makes. Turn rows "
        "are over the games that played that turn; 'any': share of all games colour "
        "screwed on at least one of turns 1 to 6.",
        key="colour-screw",
    )


def keep_rule_note(manifest: Mapping[str, Any], summary: Mapping[str, Any]) -> tuple[str, str]:
    """The model note on the keep rule: the one the run recorded, else says it is unknown.

    The rule and the mulligan procedure are read from the manifest first and from the
    summary second (runs of different versions recorded them in different places). A
    rules era other than modern with no recorded procedure is named, not guessed.

    Returns:
        ``("Keep rule", text)``, a pair of ``Page.model``.
    """
    rule = manifest.get("keep_policy") or summary.get("definitions", {}).get("keep_policy")
    mulligan = manifest.get("mulligan") or summary.get("mulligan")
    era = str(manifest.get("rules", summary.get("rules", "modern")))
    # The procedure (how a mulligan is taken) is the era's; the keep rule (which hands
    # to keep) is the pilot's. The note names both.
    if isinstance(mulligan, str):
        procedure = f"{mulligan} mulligan (rules era {era})"
    elif era == "modern":
        procedure = "London mulligan (rules era modern, CR 103.5)"
    else:  # the run did not record which procedure its era used: do not guess
        procedure = f"the mulligan of rules era {era}"
    if rule:
        return ("Keep rule", f"{procedure}: {rule}.")
    return (
        "Keep rule",
        f"{procedure}; each deck's pilot decides its keeps, and this run did not record "
        "the rule it used.",
    )


def mana_note(summary: Mapping[str, Any], *, land_chart: bool = True) -> tuple[str, str]:
    """The model note on screw and flood: their definitions, from the summary when it has them.

    ``land_chart``: the page draws land drops by turn (goldfish, compare), so the note
    says how that chart counts a game already over.
    """
    defs = summary.get("definitions", {})
    has = bool(summary.get("statistics", {}).get("flood_screw"))
    parts = []
    if land_chart:
        parts.append(
            "On the land-drop chart, screw on turn t is fewer than t lands in play at the end "
            "of your own turn t in a game still running; a game already over is shown apart "
            "('game over'), it did not miss."
        )
    if has:
        parts.append(f"Screw (table): {defs.get('screw')}. Flood (table): {defs.get('flood')}.")
    else:
        parts.append("This run's summary has no flood or screw figure.")
    return ("Screw and flood", " ".join(parts))


def pilots_note(pilots: Mapping[str, str]) -> tuple[str, str]:
    """The model note naming who played each deck (``{deck: pilot}``)."""
    return ("Pilots", "; ".join(f"{deck}: {pilot}" for deck, pilot in pilots.items()) + ".")


def model_common(
    manifest: Mapping[str, Any], summary: Mapping[str, Any], *, land_chart: bool = True
) -> list[tuple[str, str]]:
    """The model notes of every simulated page: keep rule, screw and flood, partial cards.

    ``land_chart`` is passed on to ``mana_note``; today only the goldfish page keeps
    the default ``True``.
    """
    return [
        keep_rule_note(manifest, summary),
        mana_note(summary, land_chart=land_chart),
        *MODEL_COMMON,
    ]
