"""The next spell a player casts this turn (Mistrise Village; CR 101.2, 601.2i).

``NextSpellUncounterable`` (``engine.sprint_s2``) sets the player's ``uncounterable_next`` to
this turn; ``events.on_cast`` calls ``next_spell_rider`` as each spell becomes cast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.engine.flags import CANT_BE_COUNTERED

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import StackItem


def next_spell_rider(game: Game, item: StackItem) -> None:
    """CR 601.2i: the spell just cast is the caster's next one this turn (Mistrise Village)."""
    caster = game.players[item.controller]
    if caster.uncounterable_next == game.turn and item.obj is not None:
        caster.uncounterable_next = 0
        item.obj.temp_keywords |= CANT_BE_COUNTERED
        game.say(f"{item.card.name} can't be countered (CR 101.2)")


__all__ = ["next_spell_rider"]
