"""The play log names the player who acts (issue 30, point 7).

A response cast in the other player's turn is the responder's: ``T7 P0 precombat_main:
P1 casts Jwari Disruption``, never ``T7 P0 precombat_main: casts Jwari Disruption`` (which
credits P0, the active player). Checked on a seeded Burn vs Azorius Control game: every "casts" line names a
card of the deck of the player it credits.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from deckstats.cli import main
from deckstats.deck import load_decklist

DECKS = Path(__file__).parents[2] / "decks"
LINE = re.compile(
    r"^T\d+ P(?P<active>[01]) [a-z_]+: (?:P(?P<actor>[01]) )?casts (?P<card>.+?)(?: targeting .*| X=\d+)?$"
)


def _log(seed: int) -> tuple[list[str], tuple[Any, Any]]:
    """``deckstats play BURN CONTROL --seed`` (game 0 of that matchup), and the two decks."""
    burn, control = DECKS / "mono_red_burn.txt", DECKS / "uw_control.txt"
    result = CliRunner().invoke(main, ["play", str(burn), str(control), "--seed", str(seed)])
    assert result.exit_code == 0, result.output
    return result.output.splitlines(), (load_decklist(burn), load_decklist(control))


def test_responses_are_credited_to_the_responder() -> None:
    lines, decks = _log(13)  # Burn (P0) on the play; Control (P1) counters in P0's turns
    # every face's name (Jwari Disruption // Jwari Ruins is cast as Jwari Disruption)
    names = [{n for e in d.main for n in e.card.display_name.split(" // ")} for d in decks]
    casts = [m for m in map(LINE.match, lines) if m]
    responses = [m for m in casts if m["actor"] is not None and m["actor"] != m["active"]]
    assert responses, "the seeded game has no response in the other player's turn"
    assert (
        "T5 P0 declare_attackers: P1 casts Fateful Absence targeting Eidolon of the Great Revel"
        in lines
    )
    for m in casts:
        actor = int(m["actor"] if m["actor"] is not None else m["active"])
        assert m["card"] in names[actor], m.group(0)
