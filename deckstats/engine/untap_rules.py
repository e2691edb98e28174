"""CR 502.3: permanents that untap during each other player's untap step.

"Untap Endbringer during each other player's untap step." and Seedborn Muse's "Untap all
permanents you control during each other player's untap step." (``cards.untap_rules``):
in the active player's untap step, the other players' such permanents untap too (their
"doesn't untap" abilities and untap locks still apply, CR 502.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.untap_rules import UntapOthersTurns

if TYPE_CHECKING:
    from collections.abc import Callable

    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def untap_on_others_turns(
    game: Game, active: int, locked: Callable[[Game, GameObject, int], bool]
) -> None:
    """Untap the non-active players' permanents that untap in others' untap steps."""
    for p in game.players:
        if p.pid == active:
            continue
        rules = [
            m
            for o in p.battlefield
            for m in o.info.modifiers
            if isinstance(m, UntapOthersTurns) and (m.all_yours or o.tapped)
        ]
        if not rules:
            continue
        everything = any(m.all_yours for m in rules)
        for o in p.battlefield:
            if not o.tapped or o.info.no_untap or locked(game, o, 0):
                continue
            if everything or any(isinstance(m, UntapOthersTurns) for m in o.info.modifiers):
                o.tapped = False


__all__ = ["untap_on_others_turns"]
