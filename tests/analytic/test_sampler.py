"""The vectorised sampler agrees with every exact figure within 4 SE over 1e6 hands."""

from __future__ import annotations

import ast
from pathlib import Path

import numpy as np
import pytest

from deckstats.analytic import sampler as sampler_module
from deckstats.analytic.deckmodel import DeckModel
from deckstats.analytic.exact import (
    castable_on_curve,
    copy_by_turn,
    expected_lands,
    land_drops,
    opening_hand_lands,
)
from deckstats.analytic.sampler import DeckClasses, make_rng, sample_deck
from deckstats.analytic.summary import HandsOptions, sample_figures
from tests.analytic.decks import azorius_deck, red_deck

N = 1_000_000


def _close(p_hat: float, p: float, n: int, k: float = 4.0) -> bool:
    return abs(p_hat - p) <= k * np.sqrt(max(p * (1 - p), 1e-300) / n) + 1e-12


def _red_classes() -> DeckClasses:
    """Mountains, Lightning Bolt as its own class, the rest."""
    return DeckClasses(
        counts=(24, 4, 32),
        is_land=(True, False, False),
        masks=(8, 0, 0),
        accel=(None, None, None),
        labels=("Mountain", "Lightning Bolt", "other"),
    )


@pytest.fixture(scope="module")
def red_sample() -> sampler_module.DeckSample:
    return sample_deck(make_rng(11), _red_classes(), N, turns=7, rule=None)


def test_opening_hand_distribution(red_sample: sampler_module.DeckSample) -> None:
    exact = opening_hand_lands(60, 24)
    got = np.bincount(red_sample.first_seven[:, 0], minlength=8) / N
    for k in range(8):
        assert _close(got[k], exact[k], N), k


@pytest.mark.parametrize("play", [True, False])
def test_land_drops_copies_and_expected_lands(
    red_sample: sampler_module.DeckSample, play: bool
) -> None:
    drops = land_drops(60, 24, 7, play)
    copies = copy_by_turn(60, 4, 7, play)
    mean = expected_lands(60, 24, 7, play)
    for t in range(1, 8):
        counts = red_sample.by_turn[t - 1 if play else t]
        assert _close(float((counts[:, 0] >= t).mean()), drops[t - 1], N), ("drop", t)
        assert _close(float((counts[:, 1] >= 1).mean()), copies[t - 1], N), ("copy", t)
        sd = counts[:, 0].std() / np.sqrt(N)
        assert abs(counts[:, 0].mean() - mean[t - 1]) < 4 * sd, ("mean", t)


def test_castability_matches_exact_multicolour() -> None:
    """Lands-only deck with duals: sampled castability within 4 SE of the exact value."""
    model = DeckModel.from_cards(azorius_deck(), "azorius")
    figs = sample_figures(model, HandsOptions(samples=N), entropy=7)
    for spell in model.spells:
        if spell.turn > 7:
            continue
        for play in (True, False):
            p, p_lands = castable_on_curve(model, spell, play)
            got = figs["castable"][spell.name]["play" if play else "draw"]  # type: ignore[index]
            assert _close(got["p"]["p"], p, N), (spell.name, play)
            cond = p / p_lands
            assert (
                abs(got["given_land_drops"]["p"] - cond) <= 4 * got["given_land_drops"]["se"] + 1e-9
            )


def test_seeded_runs_are_reproducible() -> None:
    a = sample_deck(make_rng(5), _red_classes(), 10_000, rule=None)
    b = sample_deck(make_rng(5), _red_classes(), 10_000, rule=None)
    c = sample_deck(make_rng(6), _red_classes(), 10_000, rule=None)
    assert all(np.array_equal(x, y) for x, y in zip(a.by_turn, b.by_turn, strict=True))
    assert not np.array_equal(a.by_turn[7], c.by_turn[7])


def test_no_legacy_rng_in_the_analytic_lane() -> None:
    """ARCHITECTURE.md, Determinism: only Generators from SeedSequence; no np.random.<legacy> or random."""
    root = Path(sampler_module.__file__).parent
    for path in root.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [a.name for a in node.names]
                assert "random" not in names, path
                assert getattr(node, "module", None) != "random", path
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Attribute)
                and node.value.attr == "random"
                and node.attr
                not in ("SeedSequence", "default_rng", "Generator", "PCG64", "BitGenerator")
            ):
                pytest.fail(f"{path.name}: np.random.{node.attr}")


def test_sampler_summary_has_standard_errors() -> None:
    model = DeckModel.from_cards(red_deck(), "red")
    figs = sample_figures(model, HandsOptions(samples=20_000), entropy=1)
    row = figs["land_drops"]["play"]["3"]  # type: ignore[index]
    assert set(row) == {"p", "se"}
    assert row["se"] > 0


def test_accelerants_and_mdfc_go_through_the_sampler() -> None:
    """Elves and MDFC lands only add mana: castability is at least the lands-only value."""
    from deckstats.analytic.summary import analyze_deck
    from tests.analytic.decks import BEAR, FILLER, FOREST, MOUNTAIN, deck, green_elf_deck

    s = analyze_deck(green_elf_deck(), "elves", HandsOptions(seed=2, samples=200_000))
    assert "sampler" in s["castable"]["method"]  # type: ignore[index]
    bear = next(r for r in s["castable"]["spells"] if r["name"] == "Grizzly Bears")  # type: ignore[index]
    plain = DeckModel.from_cards(
        deck((16, FOREST), (4, MOUNTAIN), (4, BEAR), (36, FILLER)), "plain"
    )
    spell = next(x for x in plain.spells if x.name == "Grizzly Bears")
    p_plain, _ = castable_on_curve(plain, spell, True)
    assert bear["method"] == "sampler"
    assert bear["play"]["p"]["p"] > p_plain + 4 * bear["play"]["p"]["se"]


def test_summary_sampler_section_agrees_with_exact_sections() -> None:
    """`hands` output: its sampled cross-checks sit within 4 SE of its exact figures."""
    from deckstats.analytic.summary import analyze_deck

    s = analyze_deck(azorius_deck(), "azorius", HandsOptions(seed=9, samples=N))
    sampled = s["sampler"]
    for side in ("play", "draw"):
        for t, p in s["land_drops"][side].items():  # type: ignore[index]
            est = sampled["land_drops"][side][t]  # type: ignore[index]
            assert abs(est["p"] - p) <= 4 * est["se"] + 1e-9, (side, t)
    for k, p in s["mulligan"]["p_mulligan_to"].items():  # type: ignore[index]
        est = sampled["p_mulligan_to"][k]  # type: ignore[index]
        assert abs(est["p"] - p) <= 4 * est["se"] + 1e-9, k
