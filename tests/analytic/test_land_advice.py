"""Land-count advice cuts by the deck's own per-card impact, never by mana value (issue 30, 8).

Modern Burn's exact sweep used to say "+1 Mountain, -1 Goblin Guide" (the cheapest spell,
its best card). The exact sweep measures mana only, so it names no cut; ``--by
kill-turn`` measures the deck's per-card impact (IWD) in its own goldfish games and
cuts the weakest spells, stating so.
"""

from __future__ import annotations

from pathlib import Path

from deckstats.analytic.deckmodel import DeckModel
from deckstats.analytic.sweep import CUT_RULES, describe_changes, land_sweep
from deckstats.deck import load_decklist
from deckstats.engine.info import card_info
from deckstats.runs import execute, plan_goldfish
from deckstats.runs.sweeps import kill_turn_sweep

BURN = Path(__file__).parents[2] / "decks" / "mono_red_burn.txt"


def _model() -> DeckModel:
    return DeckModel.from_cards(load_decklist(BURN).main_cards(), "burn")


def test_exact_sweep_names_no_cut_by_mana_value() -> None:
    sweep = land_sweep(_model(), 20, 23)
    changes = {r["lands"]: r["changes"] for r in sweep["rows"]}  # type: ignore[index]
    assert changes[21] == "+1 Mountain, -1 nonland card"
    assert changes[23] == "+3 Mountain, -3 nonland cards"
    assert all("Goblin Guide" not in c for c in changes.values())
    assert sweep["cut_rule"] == CUT_RULES["unmeasured"]
    assert "per-card impact" in str(sweep["cut_rule"])


def test_measured_order_names_the_weakest_first() -> None:
    model = _model()
    order = ["Searing Blaze", "Lava Spike"]  # weakest first, 4 copies each
    assert describe_changes(model, 22, "replace", order) == "+2 Mountain, -2 Searing Blaze"
    assert describe_changes(model, 26, "replace", order) == (
        "+5 Mountain, +1 Plains, -4 Searing Blaze, -2 Lava Spike"
    )
    assert land_sweep(model, 20, 21, cut_order=order)["cut_rule"] == CUT_RULES["measured"]


def test_kill_turn_sweep_cuts_the_lowest_impact_spell() -> None:
    """The cut is the spell with the lowest IWD in ``goldfish`` with the same seed and n."""
    n, seed = 120, 5
    sweep = kill_turn_sweep(BURN, (20, 21), n=n, seed=seed)
    run = execute(*plan_goldfish(BURN, n=n, seed=seed, deck_format="none"))
    cards = run.summary["statistics"]["card_impact"]["cards"]
    spells = {c.name for c in load_decklist(BURN).main_cards() if not card_info(c).is_land}
    rated = [(r["iwd"], r["card"]) for r in cards if r["card"] in spells and r["iwd"] is not None]
    weakest = min(rated)[1]
    best = max(rated)[1]
    row = next(r for r in sweep["rows"] if r["lands"] == 21)
    assert row["changes"] == [f"-1 {weakest}", "+1 Mountain"]
    assert weakest != best and f"-1 {best}" not in row["changes"]
    assert "lowest per-card impact" in sweep["cut_rule"] and weakest in sweep["cut_rule"]
    assert sweep["cut_impact"][0] == {"card": weakest, "iwd": min(rated)[0]}
