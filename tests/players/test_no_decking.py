"""The goldfish never loses a game by drawing its own library empty (CR 121.4, 704.5b)."""

from pathlib import Path

import deckstats.api as api

ROOT = Path(__file__).resolve().parents[2]


def test_card_draw_control_deck_never_decks_itself():
    """UW Control can draw 10+ cards a turn (Sphinx's Revelation, Teferi +1, Consider's
    surveil); the goldfish keeps one card per draw step left before the turn cap.
    Before the guard, 35% of seed-1 games ended 'decked'."""
    run = api.goldfish(ROOT / "decks" / "uw_control.txt", n=120, seed=1)
    assert "decked" not in run.summary["all"]["terminations"]
    assert (run.games["termination"] != "decked").all()
