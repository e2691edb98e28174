"""A ``hands`` run names its sampler stream layout; ``rerun`` names an older one (issue 32.6).

``hands --out`` writes no manifest: its provenance is ``summary.json``, whose ``sampler``
section records ``stream_layout`` (``analytic.stream.SAMPLER_LAYOUT``; a summary without
it was made with layout 1). The same seed repeats the sampled figures only under the same
layout, so ``rerun`` of a ``hands`` directory says how to repeat it, or that it cannot.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckstats.analytic.stream import SAMPLER_LAYOUT
from deckstats.cli import main

DECK = "24 Mountain\n4 Lightning Bolt\n32 Lava Spike\n"


@pytest.fixture(scope="module")
def hands_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("hands")
    deck = root / "red.txt"
    deck.write_text(DECK)
    out = root / "run"
    args = [
        "hands",
        str(deck),
        "--samples",
        "3000",
        "--seed",
        "4",
        "--format",
        "none",
        "--out",
        str(out),
    ]
    res = CliRunner().invoke(main, args)
    assert res.exit_code == 0, res.output
    return out


def _rerun(run: Path) -> tuple[int, list[str]]:
    res = CliRunner().invoke(main, ["rerun", str(run)])
    err = getattr(res, "stderr", "") or res.output
    return res.exit_code, [line for line in err.splitlines() if line.strip()]


def test_hands_summary_records_its_stream_layout(hands_dir: Path) -> None:
    summary = json.loads((hands_dir / "summary.json").read_text())
    assert summary["sampler"]["stream_layout"] == SAMPLER_LAYOUT == 2
    assert f"stream layout {SAMPLER_LAYOUT}" in summary["randomness"]


def test_hands_text_names_the_stream_layout(hands_dir: Path) -> None:
    summary = json.loads((hands_dir / "summary.json").read_text())
    res = CliRunner().invoke(
        main, ["hands", summary["deck"], "--samples", "3000", "--seed", "4", "--format", "none"]
    )
    assert res.exit_code == 0, res.output
    assert f"sampler: 3,000 hands, seed 4, stream layout {SAMPLER_LAYOUT}]" in res.output


def test_rerun_of_a_hands_run_says_how_to_repeat_it(hands_dir: Path) -> None:
    code, lines = _rerun(hands_dir)
    assert code == 1 and len(lines) == 1
    assert "made with sampler stream layout 2 (this deckstats' layout)" in lines[0]
    assert "--seed 4 --samples 3000" in lines[0] and "red.txt" in lines[0]


def test_rerun_names_an_older_sampler_layout(hands_dir: Path, tmp_path: Path) -> None:
    """Layout 1 summaries (before issue 32.6) have no ``stream_layout``: named as layout 1."""
    old = tmp_path / "old"
    old.mkdir()
    summary = json.loads((hands_dir / "summary.json").read_text())
    del summary["sampler"]["stream_layout"]
    (old / "summary.json").write_text(json.dumps(summary))
    code, lines = _rerun(old)
    assert code == 1 and len(lines) == 1
    assert "made with sampler stream layout 1" in lines[0]
    assert f"samples with stream layout {SAMPLER_LAYOUT}" in lines[0]
    assert "not expected to repeat" in lines[0]


def test_same_seed_repeats_the_sampled_figures(hands_dir: Path) -> None:
    """``hands --seed`` under the same layout gives the very same sampled section."""
    summary = json.loads((hands_dir / "summary.json").read_text())
    res = CliRunner().invoke(
        main,
        [
            "hands",
            summary["deck"],
            "--samples",
            "3000",
            "--seed",
            "4",
            "--format",
            "none",
            "--json",
        ],
    )
    assert res.exit_code == 0, res.output
    again = json.loads(res.output)
    assert again["sampler"] == summary["sampler"]
    assert again["castable"] == summary["castable"]
