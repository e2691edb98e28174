"""``deckstats compare``: paired A/B on common random numbers (issue 18 part 3)."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from scipy import stats as st

from deckstats.analytic.exact import hypergeom_at_least
from deckstats.cards.dsl import basic_land, creature
from deckstats.sim.compare import align, shared_positions
from deckstats.stats.compare import mcnemar, paired_kill_turns, paired_proportion

ROOT = Path(__file__).resolve().parents[2]
BURN = ROOT / "decks" / "mono_red_burn.txt"


def test_align_puts_shared_cards_at_the_same_positions():
    """Shared cards keep A's positions; B's own cards take the places of A's."""
    m, f = basic_land("Mountain", "R"), basic_land("Forest", "G")
    bear = creature("Bear", "{1}{G}", pt=(2, 2))
    a = [m, f, m, f, m]
    b = [bear, m, m, m, f]
    out = align(a, b)
    assert [c.name for c in out] == ["Mountain", "Forest", "Mountain", "Bear", "Mountain"]
    assert sorted(c.name for c in out) == sorted(c.name for c in b)
    assert shared_positions(a, out) == 4


def test_paired_proportion_against_a_hand_computation():
    """diff = mean(x_B - x_A); paired half-width 1.96 sd(d)/sqrt(n); unpaired from p(1-p)."""
    xa = np.array([1, 1, 0, 0, 1, 0, 1, 1, 0, 1])
    xb = np.array([1, 1, 1, 0, 1, 1, 1, 1, 0, 1])
    got = paired_proportion(xa, xb)
    d = xb - xa
    half = 1.959963985 * d.std(ddof=1) / math.sqrt(10)
    assert got["diff"] == pytest.approx(0.2)
    assert got["ci95"] == [pytest.approx(0.2 - half, abs=1e-4), pytest.approx(0.2 + half, abs=1e-4)]
    hu = 1.959963985 * math.sqrt(0.6 * 0.4 / 10 + 0.8 * 0.2 / 10)
    assert got["unpaired_ci95"][1] == pytest.approx(0.2 + hu, abs=1e-4)


def test_mcnemar_is_the_exact_binomial_on_discordant_pairs():
    """3 games only B won, 10 only A won: p = binomtest(3, 13, 0.5)."""
    xa = np.array([1] * 10 + [0] * 3 + [1] * 5)
    xb = np.array([0] * 10 + [1] * 3 + [1] * 5)
    got = mcnemar(xa, xb)
    assert (got["a_only"], got["b_only"]) == (10, 3)
    assert got["p_value"] == pytest.approx(st.binomtest(3, 13, 0.5).pvalue, abs=1e-6)


def test_paired_kill_turns_t_interval_and_wilcoxon():
    """Over the games both won: Student t interval of the differences and scipy's Wilcoxon."""
    ga = pd.DataFrame(
        {"game_index": range(6), "won": [1, 1, 1, 1, 0, 1], "kill_turn": [4, 5, 4, 6, None, 5]}
    )
    gb = pd.DataFrame(
        {"game_index": range(6), "won": [1, 1, 1, 1, 1, 0], "kill_turn": [5, 5, 6, 7, 4, None]}
    )
    got = paired_kill_turns(ga, gb)
    d = np.array([1, 0, 2, 1], dtype=float)
    lo, hi = st.t.interval(0.95, 3, loc=d.mean(), scale=d.std(ddof=1) / 2)
    assert got["pairs"] == 4 and got["diff"] == pytest.approx(1.0)
    assert got["ci95"] == [pytest.approx(lo, abs=1e-4), pytest.approx(hi, abs=1e-4)]
    assert got["wilcoxon"]["p_value"] == pytest.approx(
        st.wilcoxon(d, zero_method="wilcox").pvalue, abs=1e-6
    )


def test_a_deck_compared_with_itself_differs_by_nothing():
    """The same list on the same seeds plays the same games: every interval is [0, 0]."""
    import deckstats

    res = deckstats.compare(BURN, BURN, n=200, seed=3, workers=1)
    d = res.summary["difference"]
    assert d["win_rate"]["ci95"][0] <= 0 <= d["win_rate"]["ci95"][1]
    assert d["kill_turn"]["diff"] == 0 and d["kill_turn"]["ci95"] == [0, 0]
    for blk in [*d["p_win_by_turn"].values(), *d["land_drops"].values()]:
        assert blk["ci95"][0] <= 0 <= blk["ci95"][1]


@pytest.fixture(scope="module")
def swapped(tmp_path_factory):
    """Burn with one Mountain swapped for a vanilla 2/2 (19 lands), 2,000 paired games."""
    import deckstats

    text = BURN.read_text(encoding="utf-8")
    lines = text.splitlines()
    out = []
    for line in lines:
        parts = line.split(" ", 1)
        if len(parts) == 2 and parts[1].strip() == "Mountain" and parts[0].isdigit():
            out.append(f"{int(parts[0]) - 1} Mountain")
            out.append("1 Grizzly Bears")
        else:
            out.append(line)
    path = tmp_path_factory.mktemp("decks") / "burn_19_lands.txt"
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    return deckstats.compare(BURN, path, n=2000, seed=5, workers=1, deck_format="none")


def test_one_land_fewer_lowers_the_land_drops_as_the_exact_maths_says(swapped):
    """20 -> 19 lands in 60: P(at least t lands among the cards seen by turn t) falls
    (hypergeometric: 6 + t cards on the play); the paired difference has that sign and,
    from turn 3 on, an interval below 0."""
    d = swapped.summary["difference"]["land_drops"]
    assert swapped.summary["paired_positions"]["shared"] == 59
    for t in range(2, 7):
        exact = float(hypergeom_at_least(t, 60, 19, 6 + t) - hypergeom_at_least(t, 60, 20, 6 + t))
        assert exact < 0
        assert d[str(t)]["diff"] < 0, (t, d[str(t)])
        if t >= 3:
            assert d[str(t)]["ci95"][1] < 0, (t, d[str(t)])


def test_the_paired_interval_is_narrower_than_the_unpaired_one(swapped):
    """On the same games, pairing removes the shared noise: narrower intervals."""
    d = swapped.summary["difference"]
    blocks = [d["land_drops"][str(t)] for t in range(2, 7)] + [
        d["p_win_by_turn"][str(t)] for t in range(4, 7)
    ]
    for blk in blocks:
        paired = blk["ci95"][1] - blk["ci95"][0]
        unpaired = blk["unpaired_ci95"][1] - blk["unpaired_ci95"][0]
        assert paired < unpaired, blk
    k = d["kill_turn"]
    assert k["ci95"][1] - k["ci95"][0] < k["unpaired_ci95"][1] - k["unpaired_ci95"][0]


def test_compare_writes_its_report(tmp_path):
    """A compare run directory holds report.html with the paired charts (issue 19)."""
    import deckstats

    out = tmp_path / "cmp"
    deckstats.compare(BURN, BURN, n=40, seed=1, workers=1, out=out)
    html = (out / "report.html").read_text(encoding="utf-8")
    assert "Compare:" in html and "Paired tests" in html
    for png in ("compare_win_by_turn.png", "compare_land_drops.png"):
        assert (out / png).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert png in html


def test_land_variant_keeps_the_size_and_states_the_changes():
    """More lands cut the most expensive spells (or --cut cards); fewer add the most common
    spell; the deck size never changes."""
    from deckstats.deck import load_decklist
    from deckstats.engine.info import card_info
    from deckstats.sim.compare import land_variant

    cards = load_decklist(BURN).main_cards()
    lands = sum(card_info(c).is_land for c in cards)
    more, changes = land_variant(cards, lands + 2)
    assert len(more) == len(cards) and sum(card_info(c).is_land for c in more) == lands + 2
    top = max(c.mana_value for c in cards if not card_info(c).is_land)
    assert changes[0].startswith("-2 ") and changes[-1] == "+2 Mountain"
    cut_name = changes[0][3:]
    assert next(c for c in cards if c.name == cut_name).mana_value == top
    more, changes = land_variant(cards, lands + 1, ("Lightning Bolt",))
    assert changes == ["-1 Lightning Bolt", "+1 Mountain"]
    fewer, changes = land_variant(cards, lands - 1)
    assert sum(card_info(c).is_land for c in fewer) == lands - 1 and changes[0] == "-1 Mountain"
    with pytest.raises(ValueError, match="no copy"):
        land_variant(cards, lands + 5, ("Lightning Bolt",))


def test_hands_by_kill_turn_pairs_each_count_with_the_deck():
    """``hands --by kill-turn``: the deck's own count differs by nothing; each row states
    its changes and carries paired intervals; the objective and the cut rule are named."""
    from deckstats.api import kill_turn_sweep

    kt = kill_turn_sweep(BURN, (19, 21), n=150, seed=2)
    rows = {r["lands"]: r for r in kt["rows"]}
    assert set(rows) == {19, 20, 21} and kt["deck_lands"] == 20
    assert rows[20]["changes"] == [] and rows[20]["kill_turn_diff"]["diff"] == 0
    assert rows[21]["changes"][-1] == "+1 Mountain"
    for r in rows.values():
        lo, hi = r["kill_turn_diff"]["ci95"]
        assert lo <= r["kill_turn_diff"]["diff"] <= hi
    assert "fastest goldfish kill" in kt["objective"] and "most expensive" in kt["cut_rule"]
