"""Matchups (issue 17 part 4): Wilson intervals, common random numbers, determinism,
summary bookkeeping, gauntlet maths and shares files."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pandas as pd
import pytest

import deckstats
from deckstats.cards.errors import DeckstatsError
from deckstats.deck import load_decklist
from deckstats.players import AGENTS
from deckstats.players.factory import make_agent
from deckstats.sim.matchup import MatchupConfig, new_matchup_game, play_matchup_game
from deckstats.sim.seeding import game_streams
from deckstats.stats.matchup import (
    MatchupTally,
    expected_win_rate,
    read_shares,
    wilson_interval,
)

ROOT = Path(__file__).resolve().parents[2]
BURN = ROOT / "decks" / "mono_red_burn.txt"
STOMPY = ROOT / "decks" / "pauper_stompy.txt"
WHITE = ROOT / "decks" / "mono_white_aggro.txt"


def _config(on: str = "both", n: int = 8, key: tuple[int, ...] = ()) -> MatchupConfig:
    a, b = load_decklist(BURN), load_decklist(STOMPY)
    return MatchupConfig(
        a.name,
        b.name,
        tuple(a.main_cards()),
        tuple(b.main_cards()),
        n_games=n,
        seed=7,
        on=on,  # type: ignore[arg-type]
        player_a="random",
        player_b="random",
        stream_key=key,
    )


# ------------------------------------------------------------------------------ Wilson


@pytest.mark.parametrize(
    ("k", "n", "lo", "hi"),
    [
        (50, 100, 0.4038, 0.5962),  # the textbook value
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (8, 10, 0.4902, 0.9433),
        (1, 1, 0.2065, 1.0),
    ],
)
def test_wilson_interval_known_values(k: int, n: int, lo: float, hi: float) -> None:
    got = wilson_interval(k, n)
    assert got[0] == pytest.approx(lo, abs=5e-5)
    assert got[1] == pytest.approx(hi, abs=5e-5)


def test_wilson_interval_agrees_with_the_goldfish_metric_and_handles_no_games() -> None:
    from deckstats.stats.metrics import wilson_interval as goldfish_wilson

    for k, n in [(3, 17), (123, 400), (999, 1000)]:
        assert wilson_interval(k, n) == pytest.approx(goldfish_wilson(k, n), abs=1e-9)
    assert wilson_interval(0, 0) == (0.0, 1.0)


# ------------------------------------------------------------------- common random numbers


def _opening(game) -> tuple:  # type: ignore[no-untyped-def]
    return tuple(
        tuple(tuple(c.name for c in hand) for hand in hands) for hands in game.opening_hands
    )


def test_pairs_share_opening_hands_and_swap_the_starting_player() -> None:
    config = _config("both")
    seen = []
    for j in range(3):
        games = []
        for i in (2 * j, 2 * j + 1):
            game = new_matchup_game(config, 7, i)
            result = game.run()
            games.append((game, result))
        (g0, r0), (g1, r1) = games
        assert _opening(g0) == _opening(g1)  # both decks' opening hands (every mulligan)
        assert all(len(h) >= 1 for h in g0.opening_hands)
        assert (r0.starting_player, r1.starting_player) == (0, 1)  # A on the play, then draw
        seen.append(_opening(g0))
    assert len(set(seen)) == 3  # different pairs, different shuffles


def test_pair_streams_are_the_game_streams_of_the_pair() -> None:
    # with no stream key, pair j's shuffles are exactly sim.seeding's game j streams
    from deckstats.sim.matchup import pair_streams

    a, b = pair_streams(7, (3,)), game_streams(7, 3)
    assert int(a.shuffle[1].integers(10**9)) == int(b.shuffle[1].integers(10**9))


def test_fixed_seat_makes_every_game_its_own_pair() -> None:
    config = _config("draw")
    assert [config.pair_index(i) for i in range(4)] == [0, 1, 2, 3]
    assert not any(config.a_on_the_play(i) for i in range(4))
    g0, g1 = new_matchup_game(config, 7, 0), new_matchup_game(config, 7, 1)
    g0.run()
    g1.run()
    assert _opening(g0) != _opening(g1)
    both = _config("both")
    assert [both.pair_index(i) for i in range(4)] == [0, 0, 1, 1]


def test_a_game_row_describes_the_game_from_deck_as_side() -> None:
    config = _config("both")
    for i in range(6):
        rec, turns = play_matchup_game(config, 7, i)
        assert rec.on_the_play == (i % 2 == 0)
        assert rec.won == (rec.winner == "a")
        assert (rec.kill_turn is not None) == rec.won
        if rec.won:
            assert rec.kill_turn == rec.turns
        assert rec.game_turns == rec.turns + rec.opponent_turns
        assert {t.player for t in turns} == {0, 1}
        # one turn row per turn each player began
        assert sum(t.player == 0 for t in turns) == rec.turns
        assert sum(t.player == 1 for t in turns) == rec.opponent_turns


# --------------------------------------------------------------------------- the API


def _run(**kw):  # type: ignore[no-untyped-def]
    args = {"n": 12, "seed": 11, "player_a": "random", "player_b": "random"}
    args.update(kw)
    return deckstats.matchup(BURN, STOMPY, **args)


def test_same_seed_same_tables_for_one_and_two_workers() -> None:
    one = _run(workers=1)
    two = _run(workers=2, chunk_size=5)
    pd.testing.assert_frame_equal(one.games, two.games)
    pd.testing.assert_frame_equal(one.turns, two.turns)
    assert one.summary == two.summary
    assert list(one.games["game_index"]) == list(range(12))


def test_summary_counts_add_up() -> None:
    run = _run(n=20, player_b="passive")
    s = run.summary
    assert s["command"] == "matchup"
    assert s["wins"] + s["losses"] + s["draws"] == s["games"] == 20
    assert s["on_the_play"]["games"] + s["on_the_draw"]["games"] == s["games"]
    assert s["on_the_play"]["wins"] + s["on_the_draw"]["wins"] == s["wins"]
    g = run.games
    assert s["wins"] == int(g["won"].sum())
    assert s["draws"] == int((g["winner"] == "draw").sum())
    assert s["win_rate"] == pytest.approx(s["wins"] / 20, abs=1e-4)
    lo, hi = s["win_rate_ci95"]
    assert lo <= s["win_rate"] <= hi
    assert s["mean_turns"] == pytest.approx(g["turns"].mean(), abs=1e-4)
    assert s["mulligan_rate_b"] == pytest.approx((g["opponent_mulligans"] > 0).mean(), abs=1e-4)
    assert s["turn_limit_rate"] <= s["draw_rate"]
    assert (g["deck"] == "mono_red_burn").all() and (g["opponent"] == "pauper_stompy").all()
    assert "definitions" in s and "draw" in s["definitions"]


def test_unknown_player_is_a_deckstats_error_naming_the_known_ones() -> None:
    with pytest.raises(DeckstatsError, match=r"unknown player 'nobody' \(known: .*random"):
        _run(player_a="nobody")


def test_tally_on_hand_made_columns() -> None:
    tally = MatchupTally()
    tally.add(
        {
            "on_the_play": [True, False, True, False],
            "winner": ["a", "b", "draw", "a"],
            "termination": ["lethal_damage", "decked", "turn_limit", "lethal_damage"],
            "turns": [5, 6, 20, 7],
            "game_turns": [9, 12, 40, 13],
            "mulligans": [0, 1, 0, 2],
            "opponent_mulligans": [1, 0, 0, 0],
        }
    )
    s = tally.summary()
    assert (s["games"], s["wins"], s["losses"], s["draws"]) == (4, 2, 1, 1)
    assert s["win_rate"] == 0.5 and s["draw_rate"] == 0.25 and s["turn_limit_rate"] == 0.25
    assert s["mean_turns"] == 9.5 and s["mulligan_rate_a"] == 0.5 and s["mulligan_rate_b"] == 0.25
    assert s["on_the_play"]["wins"] == 1 and s["on_the_draw"]["wins"] == 1
    assert s["terminations"] == {"decked": 1, "lethal_damage": 2, "turn_limit": 1}


# ---------------------------------------------------------------------------- gauntlet


def test_expected_win_rate_known_value() -> None:
    out = expected_win_rate({"x": 0.5, "y": 0.5}, {"x": (50, 100), "y": (80, 100)})
    sd = math.sqrt(0.25 * 0.25 / 100 + 0.25 * 0.16 / 100)
    assert out["expected_win_rate"] == 0.65
    assert out["expected_win_rate_ci95"] == [
        round(0.65 - 1.959963985 * sd, 4),
        round(0.65 + 1.959963985 * sd, 4),
    ]
    clipped = expected_win_rate({"x": 1.0}, {"x": (10, 10)})
    assert clipped["expected_win_rate_ci95"] == [1.0, 1.0]


FIELD = {"pauper_stompy": ["pauper_stompy.txt"], "mono_white_aggro": ["mono_white_aggro.txt"]}


def test_read_shares_csv_with_and_without_header_and_json(tmp_path: Path) -> None:
    a = tmp_path / "a.csv"
    a.write_text("deck,share\npauper_stompy.txt,0.25\nMono_White_Aggro,0.75\n")
    b = tmp_path / "b.csv"
    b.write_text("mono_white_aggro, 0.75\npauper_stompy, 0.25\n")
    c = tmp_path / "c.json"
    c.write_text(json.dumps({"pauper_stompy": 0.25, "mono_white_aggro.txt": 0.75}))
    want = {"pauper_stompy": 0.25, "mono_white_aggro": 0.75}
    for path in (a, b, c):
        got = read_shares(path, FIELD)
        assert got == want and list(got) == list(FIELD)  # field order
    d = tmp_path / "d.csv"
    d.write_text("pauper_stompy,1\nmono_white_aggro,3\n")
    assert read_shares(d, FIELD, normalize=True) == want


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("pauper_stompy,1.0\n", r"s\.csv: no share for field deck\(s\) mono_white_aggro"),
        ("pauper_stompy,1.2\nmono_white_aggro,-0.2\n", r"s\.csv:2: negative share"),
        ("pauper_stompy,0.5\nmono_white_aggro,0.4\n", r"sum to 0\.9, not 1 .*--normalize"),
        ("pauper_stompy,0.5\nburn,0.5\n", r"s\.csv:2: 'burn' is not a field deck"),
        ("pauper_stompy,half\nmono_white_aggro,0.5\n", r"s\.csv:1: share 'half' is not a number"),
        ("pauper_stompy,0.5\npauper_stompy,0.5\n", r"s\.csv:2: deck 'pauper_stompy' given twice"),
    ],
)
def test_bad_shares_files_name_the_problem(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "s.csv"
    path.write_text(text)
    with pytest.raises(DeckstatsError, match=message):
        read_shares(path, FIELD)


def test_gauntlet_weights_the_matchups_and_plays_the_matrix(tmp_path: Path) -> None:
    run = deckstats.gauntlet(
        BURN,
        [STOMPY, WHITE],
        n=6,
        seed=3,
        shares={"pauper_stompy": 0.25, "mono_white_aggro": 0.75},
        matrix=True,
        player_a="random",
        player_b="random",
        out=tmp_path / "g",
    )
    s = run.summary
    p = {k: v["wins"] / v["games"] for k, v in s["opponents"].items()}
    assert s["expected_win_rate"] == pytest.approx(
        0.25 * p["pauper_stompy"] + 0.75 * p["mono_white_aggro"], abs=1e-4
    )
    assert s["games"] == 18 and len(run.games) == 18  # two matchups and one matrix pair
    assert set(zip(run.games["deck"], run.games["opponent"], strict=True)) == {
        ("mono_red_burn", "pauper_stompy"),
        ("mono_red_burn", "mono_white_aggro"),
        ("pauper_stompy", "mono_white_aggro"),
    }
    m = run.matrix
    assert m is not None
    assert m.loc["mono_red_burn", "pauper_stompy"] == pytest.approx(p["pauper_stompy"])
    assert (tmp_path / "g" / "matrix.csv").is_file()
    # matchups of a gauntlet use their own streams: not the lone matchup's games
    lone = deckstats.matchup(BURN, STOMPY, n=6, seed=3, player_a="random", player_b="random")
    mine = run.games[run.games["opponent"] == "pauper_stompy"].reset_index(drop=True)
    assert list(mine["turns"]) != list(lone.games["turns"]) or list(mine["winner"]) != list(
        lone.games["winner"]
    )


# ----------------------------------------------------------------------------- factory


def test_make_agent_prepares_the_agent_for_its_deck(monkeypatch: pytest.MonkeyPatch) -> None:
    class Prepared:
        name = "prepared"

        def __init__(self) -> None:
            self.deck = None

        def prepare(self, deck):  # type: ignore[no-untyped-def]
            self.deck = list(deck)

    monkeypatch.setitem(AGENTS, "prepared-test", Prepared)
    cards = load_decklist(BURN).main_cards()
    agent = make_agent("prepared-test", cards)
    assert agent.deck == list(cards)
    assert make_agent("random", cards).name == "random"  # no prepare: unchanged


# ------------------------------------------------------------------------- --until-ci (issue 21)


class _CountingBackend:
    """A stand-in backend: batches of ``chunk`` game indices, recording what was asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, int]] = []

    def batches(self, task: object, lo: int, hi: int, chunk: int):  # type: ignore[no-untyped-def]
        from deckstats.sim.backends import chunks

        self.asked.append((lo, hi))
        for _lo, b in chunks(lo, hi, chunk):
            yield b


def test_play_batches_plays_whole_blocks_until_the_width_is_met() -> None:
    from deckstats.api import UNTIL_CI_BATCH, play_batches

    be = _CountingBackend()
    done: list[int] = []
    widths = iter([0.2, 0.1, 0.04, 0.0])  # after each block of UNTIL_CI_BATCH games
    for _, stop in play_batches(be, [None], 10_000, 300, [], 0.05, lambda: next(widths)):
        done.append(stop)
    assert be.asked == [(0, 1000), (1000, 2000), (2000, 3000)]  # prefixes, block by block
    assert done[-1] == 3 * UNTIL_CI_BATCH and done == sorted(done)
    # without a width, one block of every game; at most n games when never met
    be = _CountingBackend()
    assert list(play_batches(be, [None], 2500, 1000, []))[-1] == (0, 2500)
    assert be.asked == [(0, 2500)]
    be = _CountingBackend()
    assert list(play_batches(be, [None], 2500, 1000, [], 0.01, lambda: 0.5))[-1] == (0, 2500)
    assert be.asked == [(0, 1000), (1000, 2000), (2000, 2500)]


def test_play_batches_raises_keyboard_interrupt_after_the_batch_in_hand() -> None:
    from deckstats.api import play_batches

    stop: list[int] = []
    seen: list[int] = []

    def consume() -> None:
        for _, batch_stop in play_batches(_CountingBackend(), [None], 1000, 100, stop):
            seen.append(batch_stop)
            if batch_stop == 300:
                stop.append(2)  # what the SIGINT handler does

    with pytest.raises(KeyboardInterrupt):
        consume()
    assert seen == [100, 200, 300]


def test_matchup_until_ci_states_the_rule_and_stops_at_n() -> None:
    kw = {"seed": 5, "player_a": "random", "player_b": "random", "backend": "serial"}
    run = deckstats.matchup(BURN, STOMPY, n=60, until_ci=0.3, **kw)
    ci = run.summary["until_ci"]
    assert (
        ci["met"] and ci["half_width"] <= 0.3 and ci["games_played"] == 60 == run.summary["games"]
    )
    assert "A's win rate" in ci["rule"] and "Wilson" in ci["rule"] and ci["batch"] == 1000
    lo, hi = run.summary["win_rate_ci95"]
    assert ci["half_width"] == pytest.approx((hi - lo) / 2, abs=1e-4)
    assert run.manifest["until_ci"] == 0.3
    tight = deckstats.matchup(BURN, STOMPY, n=60, until_ci=0.01, **kw)  # never met: n games
    assert not tight.summary["until_ci"]["met"] and tight.summary["games"] == 60
    assert tight.games is not None and run.games is not None
    pd.testing.assert_frame_equal(tight.games, run.games)  # the stopping rule changes no game
    with pytest.raises(DeckstatsError, match="until-ci"):
        deckstats.matchup(BURN, STOMPY, n=10, until_ci=0.5, **kw)


def test_gauntlet_until_ci_applies_to_every_matchup() -> None:
    run = deckstats.gauntlet(
        BURN,
        [STOMPY, WHITE],
        n=40,
        seed=3,
        until_ci=0.2,
        player_a="random",
        player_b="random",
        backend="serial",
    )
    ci = run.summary["until_ci"]
    assert "every matchup" in ci["rule"] and ci["max_games"] == 40
    per = ci["matchups"]
    assert set(per) == {"mono_red_burn vs pauper_stompy", "mono_red_burn vs mono_white_aggro"}
    assert all(v["games_played"] == 40 for v in per.values())
    assert ci["half_width"] == max(v["half_width"] for v in per.values())
    assert ci["met"] == (ci["half_width"] <= 0.2)
    assert run.manifest["until_ci"] == 0.2
