"""Report files: every PNG exists, decodes and has the stated pixel size; the command line."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from matplotlib.image import imread

from deckstats.cli import main
from deckstats.report.charts import PIXELS
from deckstats.report.html import CHART_FILES

GOLDFISH_PNGS = {
    "kill_turn_cdf.png",
    "kill_turn_histogram.png",
    "mulligans.png",
    "land_drops.png",
    "mana_curve.png",
    "opening_lands.png",
}


def _pngs(run: Path) -> set[str]:
    return {p.name for p in run.glob("*.png")}


def _check_png(path: Path) -> None:
    image = imread(path)  # decodes the PNG
    assert image.shape[:2] == (PIXELS[1], PIXELS[0]), path.name
    assert image[..., :3].std() > 0.05, f"{path.name} is blank"


@pytest.mark.parametrize(
    ("fixture", "expected"),
    [
        ("goldfish_run", GOLDFISH_PNGS),
        ("matchup_run", {"win_rates.png"}),
        ("gauntlet_run", {"win_rates.png", "win_rate_matrix.png"}),
    ],
)
def test_runs_write_report_and_pngs(fixture: str, expected: set[str], request) -> None:
    run: Path = request.getfixturevalue(fixture)
    assert (run / "report.html").is_file()
    assert _pngs(run) == expected
    assert expected <= set(CHART_FILES)  # stable names
    html = (run / "report.html").read_text(encoding="utf-8")
    for name in expected:
        _check_png(run / name)
        assert f'src="{name}"' in html
    assert not list(run.glob(".report*")), "temporary report directory left behind"


def test_every_image_has_alt_text_and_tables_have_headers(goldfish_run: Path) -> None:
    html = (goldfish_run / "report.html").read_text(encoding="utf-8")
    images = re.findall(r"<img [^>]*>", html)
    assert len(images) == len(GOLDFISH_PNGS)
    for tag in images:
        assert re.search(r'alt="[^"]{20,}"', tag), tag
    assert html.count("<table") == html.count("<thead>") >= 3
    assert "http://" not in html and "https://" not in html  # no CDN, no web font


def test_report_rebuilds_from_files_alone(goldfish_run: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(goldfish_run, copy)
    for png in copy.glob("*.png"):
        png.unlink()
    (copy / "report.html").unlink()
    res = CliRunner().invoke(main, ["report", str(copy)])
    assert res.exit_code == 0, res.output
    scrub = re.compile(r'<li class="generated">.*</li>')
    original = scrub.sub("", (goldfish_run / "report.html").read_text(encoding="utf-8"))
    rebuilt = scrub.sub("", (copy / "report.html").read_text(encoding="utf-8"))
    assert rebuilt == original
    assert _pngs(copy) == GOLDFISH_PNGS
    for name in GOLDFISH_PNGS:  # same data, same pixels
        assert (copy / name).read_bytes() == (goldfish_run / name).read_bytes()


def test_embed_inlines_every_png(goldfish_run: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(goldfish_run, copy)
    res = CliRunner().invoke(main, ["report", str(copy), "--embed"])
    assert res.exit_code == 0, res.output
    html = (copy / "report.html").read_text(encoding="utf-8")
    sources = re.findall(r'<img src="([^"]*)"', html)
    assert len(sources) == len(GOLDFISH_PNGS)
    assert all(s.startswith("data:image/png;base64,") for s in sources)


def test_png_only_writes_no_html(goldfish_run: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(goldfish_run, copy)
    (copy / "report.html").unlink()
    res = CliRunner().invoke(main, ["report", str(copy), "--png-only"])
    assert res.exit_code == 0, res.output
    assert not (copy / "report.html").exists()
    assert _pngs(copy) == GOLDFISH_PNGS


def test_hands_out_writes_a_report(tmp_path: Path) -> None:
    out = tmp_path / "hands"
    deck = str(Path(__file__).resolve().parents[2] / "decks" / "mono_red_burn.txt")
    args = ["hands", deck, "--lands", "19:21", "--samples", "2000", "--seed", "1"]
    res = CliRunner().invoke(main, [*args, "--out", str(out)])
    assert res.exit_code == 0, res.output
    assert sorted(p.name for p in out.iterdir()) == [
        "land_drops_sweep.png",
        "report.html",
        "summary.json",
    ]
    html = (out / "report.html").read_text(encoding="utf-8")
    assert 'src="land_drops_sweep.png"' in html
    res = CliRunner().invoke(main, ["report", str(out)])
    assert res.exit_code == 0, res.output


@pytest.mark.parametrize("case", ["empty", "not_a_run", "no_parquet", "missing"])
def test_bad_input_is_one_line_and_exit_1(case: str, goldfish_run: Path, tmp_path: Path) -> None:
    target = tmp_path / "target"
    if case == "empty":
        target.mkdir()
    elif case == "not_a_run":
        target.mkdir()
        (target / "notes.txt").write_text("hello\n")
    elif case == "no_parquet":
        shutil.copytree(goldfish_run, target)
        (target / "games.parquet").unlink()
    res = CliRunner().invoke(main, ["report", str(target)])
    assert res.exit_code == 1
    lines = res.output.strip().splitlines()
    assert len(lines) == 1, res.output
    assert lines[0].startswith("deckstats: error: ") and str(target) in lines[0]
    if case == "no_parquet":
        assert "games.parquet" in lines[0]
        assert not (target / ".report").exists() and not list(target.glob(".report*"))
