"""The page of a ``hands --out`` directory: the exact answers of ``deckstats hands``.

Unlike the other pages it reads no run: only the ``summary.json`` that ``hands --out``
wrote (and the sweep PNG it drew), so ``report.html`` there shows the exact land-drop and
mulligan figures of a decklist without any simulated game. It lays out the same tables
``deckstats hands`` prints: colour sources, opening-hand lands, land drops on time,
the mulligan under the keep rule, castability on curve, the sampler cross-check and the
land-count sweep (each only when the summary has its block).

Each table has its own builder returning ``None`` when its block is missing (``_TABLES``,
in the order the terminal text prints them), so a summary written with fewer options
(no ``--lands`` sweep, say) still makes a page with the tables it has.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from deckstats.report.cells import pct
from deckstats.report.page import Chart, Page, Table

__all__ = ["hands_page"]


def hands_page(
    run_dir: Path, manifest: Mapping[str, Any], summary: Mapping[str, Any], cards: list[Any]
) -> Page:
    """The page of a ``hands --out`` directory: every table ``hands`` prints.

    From ``summary.json`` alone (``sources``, ``opening_hand``, ``land_drops``,
    ``expected_lands``, ``mulligan``, ``castable``, ``sampler``, ``sweep``): no game is
    simulated, so there are no Parquet tables. The land-count sweep chart is the PNG
    ``hands --lands`` drew itself (``Chart.draw`` is ``None``), laid out only when the
    summary has a ``sweep`` block and the file is there.
    """
    deck = str(summary.get("deck", "deck"))
    drops = summary.get("land_drops", {}).get("play", {})
    mull = summary.get("mulligan", {})
    # The chance to mulligan is one minus the chance to keep the first seven cards.
    headline = (
        f"{deck}: {summary.get('lands')} lands in {summary.get('deck_size')} cards; "
        f"P(3 lands by turn 3 on the play) {pct(drops.get('3'))}; "
        f"P(mulligan) {pct(1 - float(mull.get('p_keep_at', {}).get('7', 1.0)))} (exact)"
    )
    page = Page(title=f"Hands: {deck}", headline=headline)
    # The sweep chart is drawn by ``hands --lands`` itself, so it is only laid out here.
    if "sweep" in summary and (run_dir / "land_drops_sweep.png").is_file():
        page.charts.append(
            Chart(
                "land_drops_sweep.png",
                "Land-count sweep",
                "Line chart of the chance to have at least t lands by turn t on the play, one "
                f"line per land count; recommended {summary['sweep'].get('recommended_lands')}.",
                "Each line is one land count; higher is smoother mana. The thick line is the "
                "recommended count for the sweep's objective. Exact hypergeometric values.",
            )
        )
    for build in _TABLES:
        table = build(summary)
        if table is not None:
            page.tables.append(table)
    page.model = [
        ("Conventions", str(summary.get("conventions", ""))),
        ("Card facts used", str(summary.get("card_facts_used", "–"))),
        ("Randomness", str(summary.get("randomness", "–"))),
    ]
    return page


def _by_turn(block: Mapping[str, Any], key: str = "") -> list[str]:
    """A row of shares by turn (``block[t]``, or ``block[t][key]``).

    Also used for rows keyed by land count or hand size: only the values' order matters,
    and it is the summary's (JSON keeps the order the analytic lane wrote).
    """
    return [pct(v[key] if key else v) for v in block.values()]


def _sources_table(summary: Mapping[str, Any]) -> Table | None:
    """Colour sources: the lands that tap for (or can fetch) each colour."""
    sources = summary.get("sources")
    if not sources:
        return None
    return Table(
        "Colour sources",
        ["deck", *sources.keys()],
        [[str(summary.get("deck", "deck")), *(str(v) for v in sources.values())]],
        "Lands that tap for or can fetch each colour (C: colourless); a dual land counts "
        "for both of its colours.",
        key="sources",
    )


def _opening_table(summary: Mapping[str, Any]) -> Table | None:
    """Opening 7: P(exactly k lands), and after the keep rule.

    The second row (the hand kept after mulligans and bottoming) needs the summary's
    ``mulligan.kept_lands``; without it the table has the dealt row only. ``None``
    when the summary has no ``opening_hand.p_lands``.
    """
    p = summary.get("opening_hand", {}).get("p_lands")
    if not p:
        return None
    rows = [["opening 7 as dealt", *_by_turn(p)]]
    kept = summary.get("mulligan", {}).get("kept_lands")
    if kept:
        rows.append(["kept hand (keep rule)", *_by_turn(kept)])
    return Table(
        "Opening hand: P(exactly k lands) (exact)",
        ["hand", *(f"{k} lands" for k in p)],
        rows,
        "The first row is the hypergeometric chance of k lands in the first seven cards; "
        "the second the lands of the hand kept after the mulligans and bottoming of the "
        "keep rule (exact enumeration).",
        key="opening-hand",
    )


def _drops_table(summary: Mapping[str, Any]) -> Table | None:
    """P(at least t lands by turn t) and E[lands], without and with the mulligan.

    The columns are the turns of the on-the-play block; the rows are each seat the
    summary has, then the expected lands, then the same chances after the keep rule's
    mulligans (``mulligan.land_drops``). ``None`` without ``land_drops.play``.
    """
    drops = summary.get("land_drops", {})
    if not drops.get("play"):
        return None
    turns = list(drops["play"])
    rows = [[f"on the {s}", *_by_turn(drops[s])] for s in ("play", "draw") if s in drops]
    expected = summary.get("expected_lands", {})
    rows += [
        [f"E[lands] {s}", *(f"{v:.2f}" for v in expected[s].values())]
        for s in ("play", "draw")
        if s in expected
    ]
    after = summary.get("mulligan", {}).get("land_drops", {})
    rows += [[f"after mulligans, {s}", *_by_turn(after[s])] for s in ("play", "draw") if s in after]
    return Table(
        "Land drops on time: P(at least t lands by turn t) (exact)",
        ["", *(f"turn {t}" for t in turns)],
        rows,
        "P(at least t lands among the cards seen by turn t): no mulligan, then with the "
        "keep rule's mulligans. E[lands]: the mean number of lands among the cards seen.",
        key="land-drops",
    )


def _mulligan_table(summary: Mapping[str, Any]) -> Table | None:
    """The mulligan under the keep rule: P(mulligan to 6, 5...) and the mean kept size."""
    mull = summary.get("mulligan", {})
    to = mull.get("p_mulligan_to")
    if not to:
        return None
    return Table(
        f"Mulligan (exact): {mull.get('keep_rule', '')}",
        ["figure", *(f"to {k}" for k in to), "mean kept hand"],
        [["P(mulligan to)", *_by_turn(to), f"{float(mull.get('mean_hand_size', 0)):.3f}"]],
        f"Keep rule: {mull.get('rule', '–')}. Method: {mull.get('method', '–')}.",
        key="mulligan",
    )


def _castable_table(summary: Mapping[str, Any]) -> Table | None:
    """Castable on curve: per spell, on the play and on the draw, and given the land drops.

    One row per spell of ``castable.spells``; the ``given_land_drops`` figures separate a
    colour problem from a land-count problem (the note says how to read them). ``None``
    when the summary lists no spells.
    """
    block = summary.get("castable", {})
    spells = block.get("spells")
    if not spells:
        return None
    rows = [
        [
            str(s["name"]),
            str(s.get("cost", "")),
            pct(s["play"]["p"]),
            pct(s["play"].get("given_land_drops")),
            pct(s["draw"]["p"]),
            pct(s["draw"].get("given_land_drops")),
        ]
        for s in spells
    ]
    return Table(
        f"Castable on curve ({block.get('method', 'exact')})",
        ["spell", "cost", "play", "play | land drops", "draw", "draw | land drops"],
        rows,
        "The chance of being able to cast the spell on the turn equal to its mana value "
        "(enough sources of its colours among the cards seen); '| land drops': given that "
        "the land drops up to that turn were made. A low figure with high land drops means "
        "colour trouble, not land count.",
        key="castable",
    )


def _sampler_table(summary: Mapping[str, Any]) -> Table | None:
    """The sampler's land drops on the play beside the exact answer (a cross-check).

    Three rows: the exact share, the sampled share and its standard error in percentage
    points, so a reader can see the two agree within a few standard errors. ``None``
    without the sampler's on-the-play block.
    """
    sampler = summary.get("sampler", {}).get("land_drops", {}).get("play")
    exact = summary.get("land_drops", {}).get("play", {})
    if not sampler:
        return None
    rows = [
        ["exact", *_by_turn(exact)],
        ["sampled", *_by_turn(sampler, "p")],
        ["SE (points)", *(f"{100 * v['se']:.2f}" for v in sampler.values())],
    ]
    return Table(
        f"Sampler cross-check ({summary['sampler'].get('hands', 0):,} hands), on the play",
        ["", *(f"turn {t}" for t in sampler)],
        rows,
        "The sampled shares should agree with the exact ones within a few standard errors: "
        "a check of the sampler used for what has no exact formula.",
        key="sampler",
    )


def _sweep_table(summary: Mapping[str, Any]) -> Table | None:
    """The land-count sweep: land drops, flood, mulligans and the objective per land count.

    One row per land count of ``sweep.rows`` (``hands --lands A:B``): land drops on
    turns 1-4 on the play, all drops to the key turn, flood and mulligan shares, the
    objective's value (``_score``) and the cards changed to reach that count. ``None``
    without a sweep.
    """
    sweep = summary.get("sweep", {})
    rows_in = sweep.get("rows")
    if not rows_in:
        return None
    rows = [
        [
            str(r["lands"]),
            *(pct(r["p_land_drop"]["play"].get(str(t))) for t in range(1, 5)),
            pct(r.get("p_drops")),
            pct(r.get("flood_share")),
            pct(r.get("p_mulligan")),
            _score(sweep, r),
            str(r.get("changes", "")),
        ]
        for r in rows_in
    ]
    return Table(
        f"Land sweep ({sweep.get('mode')}, objective {sweep.get('objective')}): "
        f"recommended {sweep.get('recommended_lands', '–')} lands",
        ["lands", "t1", "t2", "t3", "t4", "drops", "flood", "mull", "score", "changes"],
        rows,
        f"Objective: {sweep.get('objective_text', '–')}. t1..t4: land drops on time on the "
        f"play; drops: all drops to turn {sweep.get('key_turn')} on time; flood and mull: "
        "flooded and mulliganed shares (means of play and draw).",
        key="sweep",
    )


def _score(sweep: Mapping[str, Any], row: Mapping[str, Any]) -> str:
    """A land count's value of the sweep's objective (as ``hands`` prints it)."""
    value = sweep.get("objective_value", {}).get(str(row["lands"]))
    return "–" if value is None else f"{float(value):.4f}"


#: The tables of the page, in the order ``hands`` prints them.
_TABLES: tuple[Callable[[Mapping[str, Any]], Table | None], ...] = (
    _sources_table,
    _opening_table,
    _drops_table,
    _mulligan_table,
    _castable_table,
    _sampler_table,
    _sweep_table,
)
