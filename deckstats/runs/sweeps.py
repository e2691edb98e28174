"""Runs made of several runs: the land-count sweep and the rules-era comparison.

``kill_turn_sweep`` (``hands --by kill-turn``) plays each land count of a deck paired
with the deck as written, each count one compare run through ``runs.loop`` (kept in
memory). ``goldfish_eras`` (``goldfish --rules A,B``) plays one goldfish run per era on
the same seeds and writes the paired differences (``stats.compare.compare_eras``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from deckstats.cards.errors import DeckstatsError
from deckstats.deck import Decklist
from deckstats.report.tables import dump_json
from deckstats.runs.base import Arm, Outcome, Plan
from deckstats.runs.checks import played_deck
from deckstats.runs.compare import CompareExperiment
from deckstats.runs.loop import execute
from deckstats.runs.plan import goldfish_config, plan_goldfish
from deckstats.sim.seeding import root_entropy
from deckstats.stats.compare import compare_eras, sweep_row


class _CountExperiment(CompareExperiment):
    """One land count of the sweep: compare's paired arms, summarised by ``sweep_row``."""

    def summarise(self, plan: Plan, outcome: Outcome, tmp: Path | None) -> dict[str, Any]:
        """No compare summary: the sweep reads the rows itself."""
        return {}


def kill_turn_sweep(
    deck: str | Path | Decklist,
    lands: tuple[int, int],
    *,
    cut: tuple[str, ...] = (),
    n: int = 2000,
    seed: int | None = None,
    max_turns: int = 20,
    workers: int = 1,
    backend: str = "process",
    progress: Callable[[int], None] | None = None,
) -> dict[str, Any]:
    """``hands --by kill-turn``: goldfish each land count on common random numbers.

    Every land count in ``lands`` (inclusive) is a variant of the deck with the same size
    (``sim.compare.land_variant``: more lands cut the ``cut`` cards, else the spells with
    the lowest per-card impact in the deck's own ``n`` goldfish games, ``spell_impact``;
    fewer lands add copies of the most common spell) and plays ``n``
    goldfish games paired with the deck as written (``compare``'s pairing). Per count:
    mean kill turn and P(kill by turn t), each with its paired 95% interval against the
    deck's own land count.
    """
    from deckstats.engine.info import card_info
    from deckstats.sim.compare import land_variant, paired_tasks

    if n < 1:
        raise DeckstatsError(f"-n must be at least 1 (got {n})")
    dl = played_deck(deck, "none")
    base = tuple(dl.main_cards())
    have = sum(1 for c in base if card_info(c).is_land)
    entropy = root_entropy(seed)
    plan = Plan(
        "compare",
        (dl, dl),
        n,
        entropy,
        seed,
        max_turns=max_turns,
        workers=workers,
        backend=backend,
        load_tables=False,
    )
    config = goldfish_config(plan, dl.name, base)
    impact: list[tuple[str, float | None]] = []
    if not cut and lands[1] > have:  # more lands: cut the deck's weakest cards, measured
        impact = spell_impact(dl, n, entropy, max_turns, workers, backend)
        copies = Counter(c.name for c in base)
        cut = tuple(name for name, _ in impact for _ in range(copies[name]))
    rows: list[dict[str, Any]] = []
    for count in range(lands[0], lands[1] + 1):
        try:
            cards, changes = land_variant(base, count, cut)
        except ValueError as exc:
            raise DeckstatsError(f"{dl.path}: {count} lands: {exc}") from None
        task_a, task_b = paired_tasks(config, cards, f"{dl.name} ({count} lands)", entropy)
        experiment = _CountExperiment(plan, (Arm("a", task_a), Arm("b", task_b)), "auto", {})
        execute(plan, experiment, progress)
        ga, gb, _, _ = experiment.rows.frames()
        rows.append(sweep_row(count, changes, ga, gb, max_turns))
    rule = _impact_rule(impact, lands[1] - have, n) if impact else None
    summary = _sweep_summary(rows, n, entropy, have, cut, rule)
    if impact:
        summary["cut_impact"] = [{"card": c, "iwd": v} for c, v in impact]
    return summary


def spell_impact(
    dl: Decklist, n: int, entropy: int, max_turns: int, workers: int, backend: str
) -> list[tuple[str, float | None]]:
    """The deck's spells, weakest first, by its own per-card impact in ``n`` goldfish games.

    The games are ``deckstats goldfish`` with the same seed (the deck as written); the
    measure is the summary's IWD (``stats.pipelines.card_impact``: win rate by own turn T
    when drawn minus when not seen). Spells with no IWD (never or always seen) come last,
    then ties by name: never a cut by mana value.
    """
    from deckstats.engine.info import card_info

    planned = plan_goldfish(
        dl,
        n=n,
        seed=entropy,
        max_turns=max_turns,
        workers=workers,
        backend=backend,
        deck_format="none",
    )
    block = execute(*planned).summary["statistics"]["card_impact"]
    iwd = {str(r["card"]): r["iwd"] for r in block["cards"]}
    spells = {c.name for c in dl.main_cards() if not card_info(c).is_land}
    known = sorted(
        (name for name in spells if iwd.get(name) is not None), key=lambda c: (iwd[c], c)
    )
    rest = sorted(name for name in spells if iwd.get(name) is None)
    return [(name, iwd.get(name)) for name in (*known, *rest)]


def _impact_rule(impact: list[tuple[str, float | None]], cuts: int, n: int) -> str:
    """The sweep's cut rule in words when the deck's own per-card impact chose the cuts."""
    named = ", ".join(
        f"{name} (IWD {'n/a' if v is None else f'{v:+.3f}'})" for name, v in impact[: max(1, cuts)]
    )
    return (
        "more lands cut the spells with the lowest per-card impact (IWD: win rate by own "
        f"turn T when drawn minus when not seen) in the deck's own {n:,} goldfish games on "
        f"the same seed, weakest first: {named}"
    )


def _sweep_summary(
    rows: list[dict[str, Any]],
    n: int,
    entropy: int,
    have: int,
    cut: tuple[str, ...],
    cut_text: str | None = None,
) -> dict[str, Any]:
    """The sweep's result: its rules in words, a row per land count, the fastest count."""
    best = min(
        (r for r in rows if r["kill_turn_mean"] is not None),
        key=lambda r: (r["kill_turn_mean"], r["lands"]),
        default=None,
    )
    return {
        "objective": "fastest goldfish kill (mean kill turn over the games won)",
        "games_per_count": n,
        "seed": entropy,
        "deck_lands": have,
        "cut_rule": (
            cut_text
            or (
                f"more lands cut {', '.join(cut)} (one copy each, in turn)"
                if cut
                else "more lands cut the most expensive spells"
            )
        )
        + "; fewer lands add copies of the most common spell; the land added or cut is the "
        "deck's most common land",
        "pairing": "every count plays the same seeds as the deck as written, its list put in "
        "the deck's card order: differences are paired (B = the count, A = the deck)",
        "rows": rows,
        "fastest_lands": best["lands"] if best is not None else None,
    }


class ErasInterruptedError(Exception):
    """A signal stopped the games of one era: no comparison is written."""

    def __init__(self, rules: str, signal_name: str) -> None:
        super().__init__(rules)
        self.rules = rules
        self.signal_name = signal_name


def goldfish_eras(
    dl: Decklist,
    names: list[str],
    n: int,
    entropy: int,
    seed: int | None,
    out_dir: Path,
    progress: Callable[[str], Any],
    **options: Any,
) -> dict[str, Any]:
    """``--rules A,B,...``: the same seeds under each era, compared game by game.

    One run directory per era (``OUT/<era>/``), then ``OUT/summary.json`` with a block
    per era and the paired differences against the first era (``compare_eras``), and
    ``OUT/manifest.json``. ``progress(era)`` gives a progress bar for an era's games
    (closed by the caller). Returns the summary.

    Raises:
        ErasInterruptedError: an era's run was stopped with finished games kept (partial).
        KeyboardInterrupt: a signal before an era's first batch finished.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    runs: dict[str, Path] = {}
    result: Any = None
    for rules in names:
        bar = progress(rules)
        try:
            planned = plan_goldfish(
                dl,
                n=n,
                seed=entropy,
                rules=rules,
                out=out_dir / rules,
                deck_format="none",
                load_tables=False,
                **options,
            )
            result = execute(*planned, progress=bar.update)
        except KeyboardInterrupt as exc:
            raise ErasInterruptedError(rules, "") from exc
        finally:
            bar.close()
        if result.manifest.get("partial"):
            raise ErasInterruptedError(
                rules, str(result.manifest.get("interrupted_by") or "SIGINT")
            )
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
        "on": options.get("on", "both"),
        "max_turns": options.get("max_turns", 20),
        "runs": {r: r for r in names},
    }
    (out_dir / "summary.json").write_text(dump_json(summary))
    (out_dir / "manifest.json").write_text(dump_json(manifest))
    return summary
