"""Chain spells: do not hand the opponent a free copy of our burn (Chain Lightning).

"Then that player or that permanent's controller may pay {R}{R}. If the player does, they
may copy this spell and may choose a new target for that copy." (``cards.unless_pays
.CopyIfPays``, CR 707.10c). Aimed at the opponent's face while they have the red mana open,
it comes back at ours: a tournament player waits until they are tapped out (lethal burn is
chosen before this guard asks: an opponent dead before the copy resolves copies nothing,
CR 704.5a). Aimed at a creature it stays removal: the guard leaves those casts alone.
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards.unless_pays import CopyIfPays
from deckstats.engine.actions import CastSpell
from deckstats.engine.info import letters_mask
from deckstats.engine.view import PlayerView

_RED: Final = letters_mask("R")


def _copy_price(effects: tuple[Any, ...]) -> int:
    """Red mana the victim pays to copy the spell, or -1 if it has no copy rider."""
    for e in effects:
        if type(e) is CopyIfPays:
            return e.mana.count("{R}") if e.mana else 0
    return -1


def _red_open(view: PlayerView) -> int:
    """The opponent's untapped lands that can make red mana (public information)."""
    return sum(
        1
        for o in view.opponent_battlefield
        if o.info.is_land and not o.tapped and o.info.land_produces & _RED
    )


def copied_back(view: PlayerView, a: Any) -> bool:
    """Whether casting ``a`` at the opponent's face lets them copy it back at ours now."""
    if type(a) is not CastSpell or not a.targets or a.targets[0] != (view.opponent_id,):
        return False
    o = view.obj(a.oid)
    if o is None:
        return False
    need = _copy_price(o.card.spell)
    return need >= 0 and _red_open(view) >= need


def without_copied_back(view: PlayerView, options: Any) -> Any:
    """``options`` without the face casts the opponent could copy back (``copied_back``).

    Unchanged (the same object) when no option is such a cast.
    """
    if not any(copied_back(view, a) for a in options):
        return options
    return [a for a in options if not copied_back(view, a)]


__all__ = ["copied_back", "without_copied_back"]
