"""The pages show what the run measured (issue 30, point 5).

Each test reads the page of a real seeded run and checks it against the run's own
``summary.json`` / ``manifest.json`` / Parquet tables, or checks a new computation on a
built frame whose answer is known exactly.
"""

from __future__ import annotations

import html as html_lib
import json
import re
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg

from deckstats.cli.report import build_report
from deckstats.report import charts
from deckstats.report.cells import pct
from deckstats.report.goldfish_page import _cdf_note
from deckstats.stats.land_drops import land_drop_outcomes
from deckstats.stats.matchup_tables import game_endings, game_length, matchup_card_impact


def _json(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def _page(run: Path) -> str:
    return html_lib.unescape((run / "report.html").read_text(encoding="utf-8"))


def _table(page: str, key: str) -> list[list[str]]:
    """The body rows of the table ``id=key`` as lists of cell texts."""
    found = re.search(rf'<table id="{key}">(.*?)</table>', page, re.S)
    assert found, f"no table {key!r} on the page"
    body = found.group(1).split("<tbody>", 1)[1]
    return [
        [re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", r)]
        for r in re.findall(r"<tr>(.*?)</tr>", body, re.S)
    ]


# --- goldfish page ------------------------------------------------------------------------


def test_goldfish_report_has_the_per_card_table(goldfish_run: Path) -> None:
    page = _page(goldfish_run)
    impact = _json(goldfish_run / "summary.json")["statistics"]["card_impact"]
    rows = {r[0]: r for r in _table(page, "card-impact")}
    assert set(rows) == {c["card"] for c in impact["cards"]}
    for card in impact["cards"]:
        row = rows[card["card"]]
        # games in opening hand, drawn later, in hand, not seen: the summary's counts
        assert [row[6], row[8], row[2], row[4]] == [
            f"{card[k]:,}" for k in ("oh_n", "gd_n", "gih_n", "gns_n")
        ]
        assert card["gih_n"] + card["gns_n"] == _json(goldfish_run / "summary.json")["games"]
        if card["gih_n"]:
            lo, hi = 100 * card["gih_ci_lo"], 100 * card["gih_ci_hi"]
            assert row[3] == f"{100 * card['gih_wr']:.1f} ({lo:.1f}–{hi:.1f})"
        if card["iwd"] is not None:
            assert row[1].startswith(f"{100 * card['iwd']:+.1f}")
    # the sentence on how to read it, and what a win is
    assert "improvement when drawn" in page and impact["outcome"] in page


def test_no_flood_not_measured_when_summary_has_flood(goldfish_run: Path) -> None:
    page = _page(goldfish_run)
    stats = _json(goldfish_run / "summary.json")["statistics"]
    assert stats["flood_screw"], "the run's summary measures flood"
    assert "not measured" not in page
    rows = {r[0]: r for r in _table(page, "flood-screw")}
    for r in stats["flood_screw"]:
        assert rows[r["what"]][3] == pct(r["rate"])


def test_goldfish_report_has_colour_screw(goldfish_run: Path) -> None:
    page = _page(goldfish_run)
    stats = _json(goldfish_run / "summary.json")["statistics"]
    rows = {r[0]: r for r in _table(page, "colour-screw")}
    assert set(rows) == {str(r["turn"]) for r in stats["colour_screw"]}
    assert rows["any"][2] == pct(stats["colour_screw"][-1]["rate"])


def test_keep_rule_is_the_one_the_run_used(goldfish_run: Path) -> None:
    page = _page(goldfish_run)
    rule = _json(goldfish_run / "manifest.json")["keep_policy"]
    note = re.search(r"<dt>Keep rule</dt>\s*<dd>(.*?)</dd>", page, re.S)
    assert note, "the model notes describe the keep rule"
    assert rule in note.group(1)


def test_fidelity_and_pilots_of_each_deck(goldfish_run: Path, matchup_run: Path) -> None:
    page = _page(goldfish_run)
    assert "Fidelity: mono_red_burn: 100.0% of main-deck copies fully simulated" in page
    assert "<dt>Pilots</dt>" in page and "the goldfish agent" in page
    summary = _json(matchup_run / "summary.json")
    page = _page(matchup_run)
    # r37: Young Wolf, Hunger of the Howlpack; issue 26's compiled twins: Quirion Ranger
    assert "pauper_stompy: 93.3% of main-deck copies fully simulated" in page
    pilots = re.search(r"<dt>Pilots</dt>\s*<dd>(.*?)</dd>", page, re.S)
    assert pilots
    assert f"profile {summary['profile_a']}" in pilots.group(1)
    assert f"profile {summary['profile_b']}" in pilots.group(1)


def test_kill_turn_caption_describes_the_lines() -> None:
    # A deck that wins sooner on the draw: the caption says so, and never calls the gap
    # "what going first is worth".
    rows = []
    for side, ps in (("on_the_play", [0.1, 0.5, 0.9]), ("on_the_draw", [0.2, 0.7, 0.95])):
        rows += [
            {"side": side, "turn": t, "p": p, "lo": p, "hi": p, "games": 100}
            for t, p in zip((3, 4, 5), ps, strict=True)
        ]
    note = _cdf_note(pd.DataFrame(rows))
    assert "going first is worth" not in note
    assert "turn 4: 50.0% of games on the play and 70.0% on the draw" in note
    assert "the line on the draw is higher" in note


def test_goldfish_page_caption_has_no_going_first_claim(goldfish_run: Path) -> None:
    assert "what going first is worth" not in _page(goldfish_run)


# --- land drops: game over apart from missed ----------------------------------------------


def _land_frames() -> tuple[pd.DataFrame, pd.DataFrame]:
    """Four games on the play: lands by own turn, and how many own turns each played."""
    lands = {0: [1, 2, 3], 1: [1, 1, 2], 2: [1, 2], 3: [0]}
    games = pd.DataFrame(
        {
            "game_index": list(lands),
            "on_the_play": [True] * 4,
            "turns": [len(v) for v in lands.values()],
        }
    )
    turns = pd.DataFrame(
        [
            {"game_index": g, "player": 0, "turn": t + 1, "lands_in_play": n}
            for g, v in lands.items()
            for t, n in enumerate(v)
        ]
    )
    return games, turns


def test_land_drop_outcomes_separate_game_over_from_missed() -> None:
    games, turns = _land_frames()
    out = land_drop_outcomes(games, turns, upto=3).set_index("turn")
    assert set(out["side"]) == {"on_the_play"}  # no game on the draw: no rows
    # turn 1: games 0, 1, 2 hit, game 3 missed; turn 2: 0 and 2 hit, 1 missed, 3 over;
    # turn 3: 0 hit, 1 missed (2 lands), 2 and 3 over
    assert list(out["hit"]) == [0.75, 0.5, 0.25]
    assert list(out["missed"]) == [0.25, 0.25, 0.25]
    assert list(out["ended"]) == [0.0, 0.25, 0.5]


def test_land_drop_chart_legend_has_game_over() -> None:
    games, turns = _land_frames()
    fig = charts.land_drops_figure(land_drop_outcomes(games, turns, upto=3), games=4)
    legend = fig.axes[0].get_legend()
    texts = [t.get_text() for t in legend.get_texts()]
    assert any("game over" in t for t in texts), texts


def test_goldfish_land_drop_table_has_game_over(goldfish_run: Path) -> None:
    page = _page(goldfish_run)
    summary = _json(goldfish_run / "summary.json")
    rows = _table(page, "land-drops")
    ld = summary["on_the_play"]["land_drops"]
    for row in rows:
        t = row[0]
        hit, missed, ended = (float(c.rstrip("%")) for c in row[1:4])
        assert hit + missed + ended == pytest.approx(100.0, abs=0.15)
        assert ended == pytest.approx(100 * (1 - ld["games_reaching"][t] / ld["games"]), abs=0.06)


# --- matchup page -------------------------------------------------------------------------


def test_matchup_page_has_per_seat_intervals(matchup_run: Path) -> None:
    page = _page(matchup_run)
    summary = _json(matchup_run / "summary.json")
    headline = re.search(r'<p class="headline">(.*?)</p>', page, re.S)
    assert headline
    for block in (summary["on_the_play"], summary["on_the_draw"]):
        lo, hi = block["win_rate_ci95"]
        assert f"{pct(lo)} – {pct(hi)}" in headline.group(1)
    rows = {r[0]: r for r in _table(page, "seats")}
    for label, key in (("on the play", "on_the_play"), ("on the draw", "on_the_draw")):
        lo, hi = summary[key]["win_rate_ci95"]
        assert rows[label][6] == f"{pct(lo)} – {pct(hi)}"
        assert rows[label][9] == pct(summary[key]["mulligan_rate_a"])
        assert rows[label][10] == pct(summary[key]["mulligan_rate_b"])


def test_matchup_page_has_length_endings_and_cards_of_both_decks(matchup_run: Path) -> None:
    page = _page(matchup_run)
    games = pd.read_parquet(matchup_run / "games.parquet")
    length = {r[0]: r for r in _table(page, "length")}
    assert length["all games"][1] == f"{len(games):,}"
    assert length["all games"][2] == f"{games['turns'].mean():.2f}"
    endings = _table(page, "endings")
    assert sum(int(c.replace(",", "")) for r in endings for c in r[1:-1]) == len(games)
    a = _table(page, "card-impact-a")
    b = _table(page, "card-impact-b")
    assert {r[0] for r in a} >= {"Lightning Bolt", "Goblin Guide"}
    assert {r[0] for r in b} >= {"Forest"}
    for row in a + b:  # in hand + not seen = every game
        assert int(row[2].replace(",", "")) + int(row[4].replace(",", "")) == len(games)


def test_matchup_card_impact_counts_each_decks_own_wins() -> None:
    games = pd.DataFrame({"game_index": [0, 1, 2, 3], "winner": ["a", "b", "b", "draw"]})
    events = pd.DataFrame(
        [
            (0, 0, "opening_hand", "Bolt"),
            (1, 0, "drawn", "Bolt"),
            (0, 1, "opening_hand", "Elf"),
            (1, 1, "opening_hand", "Elf"),
            (2, 1, "drawn", "Elf"),
            (2, 1, "cast", "Elf"),
        ],
        columns=["game_index", "player", "event", "card"],
    )
    out = matchup_card_impact(games, events)
    bolt = out["a"].set_index("card").loc["Bolt"]
    assert (bolt["oh_n"], bolt["oh_wr"], bolt["gd_n"], bolt["gd_wr"]) == (1, 1.0, 1, 0.0)
    assert (bolt["gns_n"], bolt["gns_wr"]) == (2, 0.0)  # games 2 (lost) and 3 (draw)
    elf = out["b"].set_index("card").loc["Elf"]
    # B won games 1 and 2: Elf in hand in games 0, 1, 2 (won 2 of 3), not seen in game 3
    assert (elf["gih_n"], elf["gih_wr"], elf["gns_n"], elf["gns_wr"]) == (3, 2 / 3, 1, 0.0)
    assert elf["iwd"] == pytest.approx(2 / 3)


def test_win_rate_title_is_not_clipped() -> None:
    rates = pd.DataFrame(
        {"label": ["all"], "win_rate": [0.5], "lo": [0.4], "hi": [0.6], "games": [100]}
    )
    title = (
        "Win rate of a_deck_with_a_rather_long_name against another_deck_with_a_long_name, "
        "10,000 games (whiskers: 95% Wilson)"
    )
    fig = charts.win_rate_figure(rates, title=title)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    box = fig.axes[0].title.get_window_extent(canvas.get_renderer())
    assert box.x0 >= 0 and box.x1 <= fig.bbox.width, (box, fig.bbox)
    assert np.isclose(fig.bbox.width, charts.PIXELS[0])


# --- gauntlet, hands ----------------------------------------------------------------------


def test_gauntlet_page_shows_the_pilots(gauntlet_run: Path) -> None:
    page = _page(gauntlet_run)
    summary = _json(gauntlet_run / "summary.json")
    rows = {r[0]: r for r in _table(page, "pilots")}
    assert set(rows) == {"mono_red_burn", *summary["opponents"]}
    for name, o in summary["opponents"].items():
        assert rows[name][2] == o["player"]
    assert "profile of each is given below" not in page


def test_hands_page_has_the_tables_hands_prints(hands_dir: Path) -> None:
    build_report(hands_dir)
    page = _page(hands_dir)
    summary = _json(hands_dir / "summary.json")
    for key in ("sources", "opening-hand", "land-drops", "mulligan", "castable", "sweep"):
        assert f'<table id="{key}">' in page, key
    castable = {r[0]: r for r in _table(page, "castable")}
    for spell in summary["castable"]["spells"]:
        assert castable[spell["name"]][2] == pct(spell["play"]["p"])
        assert castable[spell["name"]][4] == pct(spell["draw"]["p"])
    sweep = {r[0]: r for r in _table(page, "sweep")}
    assert set(sweep) == {str(r["lands"]) for r in summary["sweep"]["rows"]}
    opening = _table(page, "opening-hand")[0]
    assert opening[1:] == [pct(p) for p in summary["opening_hand"]["p_lands"].values()]


def test_keep_rule_note_never_guesses_the_procedure() -> None:
    from deckstats.report.measured import keep_rule_note

    _, old_era = keep_rule_note({"rules": "2008"}, {})
    assert "London" not in old_era and "did not record" in old_era
    _, named = keep_rule_note({"rules": "2008", "mulligan": "Paris", "keep_policy": "x"}, {})
    assert named == "Paris mulligan (rules era 2008): x."


def test_game_endings_and_length_on_built_games() -> None:
    games = pd.DataFrame(
        {
            "winner": ["a", "b", "a", "draw"],
            "termination": ["lethal_damage", "lethal_damage", "decked", "turn_limit"],
            "on_the_play": [True, False, True, False],
            "turns": [4, 6, 8, 20],
            "game_turns": [7, 12, 15, 40],
        }
    )
    endings = game_endings(games)
    expected = pd.DataFrame(
        {
            "termination": ["decked", "lethal_damage", "turn_limit"],
            "a": [1, 1, 0],
            "b": [0, 1, 0],
            "none": [0, 0, 1],
            "games": [1, 2, 1],
            "share": [0.25, 0.5, 0.25],
        }
    )
    pd.testing.assert_frame_equal(endings, expected, check_dtype=False)
    length = game_length(games).set_index("seat")
    assert list(length.index) == ["all", "on_the_play", "on_the_draw"]
    assert length.loc["on_the_play", "turns_mean"] == 6.0
    assert length.loc["on_the_draw", "game_turns_mean"] == 26.0
    assert length.loc["all", "turns_median"] == 7.0


def test_matchup_and_gauntlet_pages_name_the_paired_interval(tmp_path):
    """With --on both the overall interval takes each pair of games as one unit (issue 30.2):
    the page must say so, not call it a plain Wilson interval."""
    import shutil

    from click.testing import CliRunner

    from deckstats.cli import main

    golden = Path(__file__).resolve().parents[1] / "golden" / "runs"
    for case in ("matchup_burn_stompy", "gauntlet_burn"):
        run = tmp_path / case
        shutil.copytree(golden / case, run)
        result = CliRunner().invoke(main, ["report", str(run)], prog_name="deckstats")
        assert result.exit_code == 0, result.output
        html = (run / "report.html").read_text(encoding="utf-8")
        # The chart note and (matchup) the seat table's caption name the paired interval.
        assert "interval with each pair of games" in html or "each pair of games on the" in html
        assert "Wilson 95% interval, over all games" not in html, case
        assert "the whisker is the Wilson 95% interval" not in html, case
