"""Plain-text tables of the analytic summaries, for the terminal.

``deckstats hands`` prints ``render_hands`` of ``analyze_deck``'s summary (and
``render_sources`` of the ``--sources`` table); the figures are computed elsewhere in
``deckstats.analytic``, this module only lays them out in fixed-width columns.
"""

from __future__ import annotations

from typing import Any


def _pct(p: float | None) -> str:
    """A probability as a 6-wide percentage (``" 12.5%"``), or a dash when missing."""
    return "   -  " if p is None else f"{100 * p:5.1f}%"


def _row(label: str, cells: list[str], width: int = 24) -> str:
    """A table row: the label left-aligned in ``width``, then 7-wide right-aligned cells."""
    return f"{label:<{width}}" + " ".join(f"{c:>7}" for c in cells)


def render_kill_turn_sweep(kt: dict[str, Any]) -> list[str]:
    """The ``hands --by kill-turn`` block: mean kill turn and P(kill by t) per land count."""
    lines = [
        "",
        f"Land sweep by kill turn  [goldfish, {kt['games_per_count']:,} paired games per count, "
        f"seed {kt['seed']}]: fastest at {kt['fastest_lands']} lands "
        f"(the deck has {kt['deck_lands']})",
        f"  objective: {kt['objective']}; {kt['cut_rule']}",
        f"{'lands':>5} {'kill turn':>10} {'vs deck (95% paired)':>26} "
        f"{'P(kill by T4)':>14} {'P(kill by T5)':>14}  changes",
    ]
    for r in kt["rows"]:
        d = r["kill_turn_diff"]
        ci = d.get("ci95")
        vs = (
            f"{d['diff']:+.2f} [{ci[0]:+.2f}, {ci[1]:+.2f}]"
            if d.get("diff") is not None and ci and ci[0] is not None
            else "n/a"
        )
        p4 = r["p_kill_by_turn"].get("4", {}).get("b")
        p5 = r["p_kill_by_turn"].get("5", {}).get("b")
        mean = "n/a" if r["kill_turn_mean"] is None else f"{r['kill_turn_mean']:.2f}"
        p4s = _pct(p4) if p4 is not None else "n/a"
        p5s = _pct(p5) if p5 is not None else "n/a"
        changes = ", ".join(r["changes"]) or "(as written)"
        lines.append(f"{r['lands']:>5} {mean:>10} {vs:>26} {p4s:>14} {p5s:>14}  {changes}")
    return lines


def render_hands(s: dict[str, Any]) -> str:
    """Render the ``hands`` summary as aligned text tables.

    One block per section of ``analyze_deck``'s summary, in its order, separated by
    blank lines; the sweeps only when the summary has them.
    """
    turns = list(s["land_drops"]["play"])
    blocks = [
        _deck_lines(s),
        _opening_lines(s["opening_hand"]),
        _land_drop_lines(s["land_drops"], s["expected_lands"], turns),
        _mulligan_lines(s["mulligan"], turns),
        _castable_lines(s["castable"]),
        _sampler_lines(s["sampler"], turns),
    ]
    if "sweep" in s:
        blocks.append(_sweep_lines(s["sweep"]))
    lines = [line for block in blocks for line in ["", *block]][1:]  # blank-line separated
    if "kill_turn_sweep" in s:
        lines.extend(render_kill_turn_sweep(s["kill_turn_sweep"]))
    return "\n".join(lines)


def _deck_lines(s: dict[str, Any]) -> list[str]:
    """The deck's size, lands by colour class, coloured sources and the card facts used."""
    classes = ", ".join(f"{v} {k}" for k, v in s["land_classes"].items())
    return [
        f"deck {s['deck']}: {s['deck_size']} cards, {s['lands']} lands ({classes})",
        "Colour sources (lands that tap for or can fetch each colour; C = colourless)",
        "  " + "   ".join(f"{c} {n}" for c, n in s["sources"].items()),
        f"Card facts used: {s['card_facts_used']}",
    ]


def _opening_lines(oh: dict[str, Any]) -> list[str]:
    """P(exactly k lands) in the opening seven (the ``opening_hand`` section)."""
    p_lands = oh["p_lands"]
    return [
        "Opening 7: P(exactly k lands)  [exact (no randomness)]",
        _row("k lands", list(p_lands)),
        _row("P", [_pct(v) for v in p_lands.values()]),
    ]


def _land_drop_lines(ld: dict[str, Any], el: dict[str, Any], turns: list[str]) -> list[str]:
    """Land drops on time and expected lands by turn, on the play and on the draw."""
    return [
        "P(at least t lands by turn t), no mulligan  [exact (no randomness)]",
        _row("turn", turns),
        _row("on the play", [_pct(ld["play"][t]) for t in turns]),
        _row("on the draw", [_pct(ld["draw"][t]) for t in turns]),
        _row("E[lands] play", [f"{el['play'][t]:.2f}" for t in turns]),
        _row("E[lands] draw", [f"{el['draw'][t]:.2f}" for t in turns]),
    ]


def _mulligan_lines(m: dict[str, Any], turns: list[str]) -> list[str]:
    """The exact London mulligan: sizes kept, lands kept, land drops after mulligans."""
    return [
        f"London mulligan  [exact (no randomness)]  rule: {m['keep_rule']}",
        "  P(mulligan to) "
        + "  ".join(f"{k}: {_pct(v)}" for k, v in m["p_mulligan_to"].items())
        + f"   mean kept hand {m['mean_hand_size']:.3f} cards",
        _row("  kept lands", list(m["kept_lands"])),
        _row("  P", [_pct(v) for v in m["kept_lands"].values()]),
        _row("  land drop, play", [_pct(m["land_drops"]["play"][t]) for t in turns]),
        _row("  land drop, draw", [_pct(m["land_drops"]["draw"][t]) for t in turns]),
    ]


def _castable_lines(c: dict[str, Any]) -> list[str]:
    """One row a spell: P(castable on curve) and given the land drops, play and draw.

    A sampled row holds ``{"p": ..., "se": ...}`` where an exact one holds the number;
    both print the probability only.
    """
    lines = [
        f"Castable on curve  [{c['method']}]",
        f"{'spell':<28}{'cost':<14}{'play':>8}{'|drops':>8}{'draw':>8}{'|drops':>8}",
    ]
    for sp in c["spells"]:
        if "note" in sp:
            lines.append(f"{sp['name'][:27]:<28}{sp['cost']:<14}  {sp['note']}")
            continue
        cells = []
        for side in ("play", "draw"):
            d = sp[side]
            p, g = d["p"], d["given_land_drops"]
            if isinstance(p, dict):
                p, g = p["p"], g["p"]
            cells += [_pct(p), _pct(g)]
        lines.append(f"{sp['name'][:27]:<28}{sp['cost']:<14}" + "".join(f"{x:>8}" for x in cells))
    return lines


def _sampler_lines(sm: dict[str, Any], turns: list[str]) -> list[str]:
    """The sampler's cross-check of the exact land drops on the play, with standard errors."""
    return [
        f"Sampler cross-check  [sampler: {sm['hands']:,} hands, seed {sm['seed']}, "
        f"stream layout {sm.get('stream_layout', 1)}]: land drops on the play, ±SE",
        _row("sampled", [_pct(sm["land_drops"]["play"][t]["p"]) for t in turns]),
        _row("SE", [f"{100 * sm['land_drops']['play'][t]['se']:.2f}" for t in turns]),
    ]


def _sweep_lines(sw: dict[str, Any]) -> list[str]:
    """The exact land-count sweep (``hands --lands``): one row per land count, scored."""
    lines = [
        f"Land sweep  [exact (no randomness)]  (mode {sw['mode']}, "
        f"objective {sw['objective']}): best for this objective: "
        f"{sw['recommended_lands']} lands (key land drop: turn {sw['key_turn']})"
    ]
    if sw.get("objective_text"):
        lines.append(
            f"  objective: {sw['objective_text']}; `--by kill-turn` plays the deck instead"
        )
    if sw.get("cut_rule") and sw["mode"] == "replace":
        lines.append(f"  cuts: {sw['cut_rule']}")
    lines.append(
        f"{'lands':>5} {'t1':>7}{'t2':>7}{'t3':>7}{'t4':>7}{'drops':>9}{'flood':>7}"
        f"{'mull':>7}{'score':>8}  changes"
    )
    for r in sw["rows"]:
        play = r["p_land_drop"]["play"]
        score = sw["objective_value"][str(r["lands"])]
        lines.append(
            f"{r['lands']:>5} "
            + "".join(f"{_pct(play[t]):>7}" for t in ("1", "2", "3", "4"))
            + f"{_pct(r['p_drops']):>9}{_pct(r['flood_share']):>7}"
            + f"{_pct(r['p_mulligan']):>7}{score:>8.4f}  {r['changes']}"
        )
    return lines


def render_sources(t: dict[str, Any]) -> str:
    """Render the sources table: sources needed per cost and the probability there."""
    lines = [
        f"Coloured sources needed: {t['deck_size']} cards, {t['lands']} lands, on the {t['on']}, "
        + ("conditional on land drops" if t["conditional"] else "unconditional"),
        "cost: " + t["notation"],
        f"{'cost':<8}{'target':>8}{'sources':>9}{'P at that count':>17}",
    ]
    for cost, need in t["sources_needed"].items():
        p = t["probability"][cost].get(str(need)) if need is not None else None
        lines.append(
            f"{cost:<8}{100 * t['threshold'][cost]:>7.0f}%{need if need is not None else '-':>9}"
            f"{_pct(p):>17}"
        )
    lines.append("")
    lines.append("model: " + t["model"])
    return "\n".join(lines)
