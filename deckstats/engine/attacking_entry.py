"""Permanents put onto the battlefield attacking (CR 508.4, 506.3).

"Return ~ from your graveyard to the battlefield tapped and attacking" (Arclight Phoenix,
at the beginning of combat): a creature put onto the battlefield attacking was never
declared as an attacker, so "whenever ~ attacks" does not trigger (CR 508.4); it attacks
only during its controller's combat phase (CR 506.3: otherwise it simply enters). The
declared attackers and these form the attacking creatures the defender may block and that
deal combat damage (``engine.combat.run_combat``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.engine.types import Step

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def enter_attacking(game: Game, obj: GameObject) -> None:
    """CR 508.4: ``obj`` (just entered, tapped) is attacking if its controller is in combat."""
    if obj.controller != game.active or not (
        Step.BEGINNING_OF_COMBAT <= game.step <= Step.END_OF_COMBAT
    ):
        return  # CR 506.3: outside its controller's combat it is not attacking
    if not obj.info.is_creature:
        return
    obj.attacking = True
    obj.blocked = False
    obj.blockers = None
    game.in_combat = True


def with_entered_attackers(game: Game, declared: list[GameObject]) -> list[GameObject]:
    """The declared attackers and the active player's creatures put onto it attacking."""
    extra = [o for o in game.players[game.active].battlefield if o.attacking and o not in declared]
    return declared + extra if extra else declared


__all__ = ["enter_attacking", "with_entered_attackers"]
