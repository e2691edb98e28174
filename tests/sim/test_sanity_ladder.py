"""The sanity ladder (issue 27, point 9): matchups whose answers are known in advance.

Slow tests (``-m slow``; CI runs them after the README command). Every run is seeded and
deterministic; intervals are 95%: Wilson's for a share of games, and for games played in
pairs that share their shuffles (``on="both"``) the paired interval of ``stats.matchup``
(``PairTally`` and ``paired_wilson``: the pair is the unit).

- every mirror of the sample decks is even (50% inside its paired interval);
- in an aggro mirror the starting player wins at least 52% (CR 103.8: the starting
  player skips its first draw, and still the tempo of going first should win);
- a strictly dominated deck (the same curve, smaller creatures) loses clearly;
- ``random`` loses clearly to every profile with the same deck;
- control against aggro gives the same result from either seat.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sample_decks import needs_card_data

from deckstats.cards import get_card
from deckstats.deck import load_decklist
from deckstats.players.profiles import auto_profile
from deckstats.sim.matchup import MatchupConfig, play_matchup_game
from deckstats.sim.seeding import root_entropy
from deckstats.stats.matchup import PairTally, paired_wilson

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
#: The sample decks the built-in pool plays (those that need imported card data are left
#: to the corpus tests: tests/sample_decks.py).
DECKS = sorted(p.name for p in (ROOT / "decks").glob("*.txt") if not needs_card_data(p))


def _cards(name: str) -> tuple:
    return tuple(load_decklist(ROOT / "decks" / name).main_cards())


def _play(cards_a, cards_b, n, player_a="auto", player_b="auto", seed=27, max_turns=20):
    """Play ``n`` paired games (who starts alternates); return the result rows."""
    config = MatchupConfig(
        deck_a="a",
        deck_b="b",
        cards_a=tuple(cards_a),
        cards_b=tuple(cards_b),
        n_games=n,
        seed=seed,
        on="both",
        player_a=player_a,
        player_b=player_b,
        max_turns=max_turns,
    )
    entropy = root_entropy(seed)
    return [play_matchup_game(config, entropy, i)[0] for i in range(n)]


def _paired(rows, side: str = "a", decided: bool = False) -> tuple[float, float, float]:
    """``side``'s win rate and its paired 95% interval (games 2j and 2j+1 are pair j).

    ``decided``: over the games somebody won (a drawn or turn-limit game left out; a pair
    with one decided game counts as a pair of one).
    """
    tally = PairTally()
    wins = games = 0
    for i, r in enumerate(rows):
        if decided and r.winner not in ("a", "b"):
            continue
        won = r.winner == side
        wins += won
        games += 1
        tally.add(i // 2, won)
    if not games:
        return 0.5, 0.0, 1.0
    lo, hi = paired_wilson(wins, games, tally.design_effect(wins, games))
    return wins / games, lo, hi


@pytest.mark.parametrize("deck", DECKS)
def test_every_mirror_is_even(deck):
    """A deck against itself, ``auto`` both, 120 paired games: 50% lies inside the paired
    95% interval of A's share of the decided games (a control mirror draws often at the
    turn limit; a draw favours neither seat)."""
    cards = _cards(deck)
    rate, lo, hi = _paired(_play(cards, cards, 120), decided=True)
    assert lo <= 0.5 <= hi, (deck, rate, lo, hi)


def _aggro_decks() -> list:
    out = []
    for name in DECKS:
        if auto_profile(list(_cards(name))) != "aggro":
            continue
        out.append(name)
    return out


#: Aggro mirrors in which the starting player still wins less than 52% (the issue's
#: "0.46 for the starting player"); strict, so each flips to a failure once fixed.
#: Figures: main before r36, then r36-starter (its pilots apply --keep quality, hold
#: card-costing abilities, attack with end-step creatures, use abilities at instant speed),
#: then r37-starter (a defender ahead in the race trades only up, spells that would do
#: nothing held, pump tricks counted in attacks; at r37's start main gave Sligh 165, Erhnam
#: 166, Stompy 198, Mono-White 180), then r38-starter (the racer's trades, burn kept by a
#: creature deck on an empty board, no Giant Killer tap or Hallowblade discard for
#: nothing, trample counted in an attacker's trade): Mono-White 212 and Stompy 212 pass.
#: Round 39: burn at Jackal Pups, no Bolt into Mogg Fanatic, no cashed-in Fanatic that
#: trades, Fireblast's lethal count, no idle Mishra's Factory, chump blocks priced: Sligh
#: 165 -> 183. Portable Hole and Journey to Nowhere became removal for the heuristic
#: (ExileUntilLeaves is harmful, round 39 twins): the Mono-White mirror's starter fell
#: 211 -> 202 (its targets looked right in the logs).
#: Round 41 (r41-starter): removal waits when paying for it now would leave a creature
#: we could cast in hand (tempo: Ball Lightning now, Incinerate on their turn; Jackal Pup
#: now, Firebolt next turn): Sligh 183 -> 192, Erhnam-Geddon 180 -> 183, Mono-White
#: 202 -> 209 (passes; instants only: 187, 180, 209).
#: Round 42 (lead): Chain Lightning's victim may copy it back (Sligh 192 -> 198) and Erhnam
#: Djinn gives an opposing creature forestwalk each upkeep (Erhnam-Geddon 183 -> 177); the
#: pilot then keeps Chain Lightning from a face with {R}{R} open (Sligh 197).
STARTER_XFAIL: dict[str, str] = {
    "legacy_sligh.txt": "issue 27: the starter wins 193/400 on main, 165 on r36, 165 on r37, "
    "165 on r38, 183 on r39, 192 on r41, 197 on r42",
    "old_school_erhnam_geddon.txt": "issue 27: the starter wins 180/400 on main, 165 on r36, "
    "168 on r37, 183 on r38 (Armageddon plays), 180 on r39, 183 on r41, 177 on r42",
}


def _starter_params() -> list:
    params = []
    for name in _aggro_decks():
        marks = []
        if name in STARTER_XFAIL:
            marks.append(pytest.mark.xfail(strict=True, reason=STARTER_XFAIL[name]))
        params.append(pytest.param(name, marks=marks))
    return params


@pytest.mark.parametrize("deck", _starter_params())
def test_starting_player_wins_the_aggro_mirror(deck):
    """In the mirror of an aggro deck (``auto`` picks ``aggro``), the player who starts
    wins at least 52% of 400 games."""
    cards = _cards(deck)
    rows = _play(cards, cards, 400)
    starter = sum(
        1
        for r in rows
        if (r.winner == "a" and r.on_the_play) or (r.winner == "b" and not r.on_the_play)
    )
    assert starter / len(rows) >= 0.52, (deck, starter, len(rows))


def test_a_strictly_dominated_deck_loses_clearly():
    """24 Forests and 36 Centaur Coursers (3/3 for three) against 24 Mountains and 36
    Gray Ogres (2/2 for three): the same curve with smaller creatures loses; the upper
    end of the Ogres' paired 95% interval over 200 games is below 25%."""
    ogres = [get_card("Mountain")] * 24 + [get_card("Gray Ogre")] * 36
    coursers = [get_card("Forest")] * 24 + [get_card("Centaur Courser")] * 36
    rate, lo, hi = _paired(_play(ogres, coursers, 200))
    assert hi < 0.25, (rate, lo, hi)


@pytest.mark.parametrize(
    ("deck", "profile"),
    [
        ("pauper_stompy.txt", "aggro"),
        ("mono_red_burn.txt", "aggro"),
        ("modern_jund_midrange.txt", "midrange"),
        ("uw_control.txt", "control"),
        ("mono_white_aggro.txt", "auto"),
    ],
)
def test_random_loses_clearly_to_every_profile(deck, profile):
    """``random`` piloting the same deck against a profile: the upper end of its paired
    95% interval over 100 games is below 20%."""
    cards = _cards(deck)
    rate, lo, hi = _paired(_play(cards, cards, 100, player_a="random", player_b=profile))
    assert hi < 0.2, (deck, profile, rate, lo, hi)


def test_control_against_aggro_is_the_same_from_either_seat():
    """UW control against Burn (``auto`` both), control as A then control as B, 200 paired
    games each: control's two win rates have overlapping paired 95% intervals."""
    control, burn = _cards("uw_control.txt"), _cards("mono_red_burn.txt")
    rate1, lo1, hi1 = _paired(_play(control, burn, 200, seed=11), "a")
    rate2, lo2, hi2 = _paired(_play(burn, control, 200, seed=12), "b")
    assert lo1 <= hi2 and lo2 <= hi1, ((rate1, lo1, hi1), (rate2, lo2, hi2))
