"""Maximum hand size (CR 402.2, 514.1) and skipped untap steps (CR 614.10; ``cards.hand_size``).

``max_hand_size`` starts from the rules era's size and applies the statics of the
permanents on the battlefield that concern the player: a set value ("Your maximum hand size
is five") first, then changes ("reduced by seven", never below 0), and "no maximum hand
size" last (CR 402.2). The cleanup step asks it only when ``Game.modifier_sources`` is not
empty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.cards.hand_size import MaxHandSize, SkipUntapStep
from deckstats.cards.targets import Ref

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_EACH_PLAYER: Final = Ref.EACH_PLAYER
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.game import Game

#: No maximum (CR 402.2): larger than any hand.
UNLIMITED: Final = 1_000_000


def max_hand_size(game: Game, pid: int, size: int) -> int:
    """``pid``'s maximum hand size now, from the era's ``size`` (CR 402.2)."""
    mods = [
        m
        for src in game.modifier_sources
        for m in src.info.modifiers
        if isinstance(m, MaxHandSize)
        and ((m.who == _REF_YOU) == (src.controller == pid) or m.who == _REF_EACH_PLAYER)
    ]
    for m in mods:
        if m.value is not None:
            size = m.value
    for m in mods:
        size = max(size + m.delta, 0)
    return UNLIMITED if any(m.unlimited for m in mods) else size


def skips_untap_step(game: Game, pid: int) -> bool:
    """CR 614.10: whether a "skip their untap steps" static concerns ``pid`` now (Stasis)."""
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if isinstance(m, SkipUntapStep) and (
                m.who == _REF_EACH_PLAYER or (m.who == _REF_YOU) == (src.controller == pid)
            ):
                return True
    return False


__all__ = ["max_hand_size", "skips_untap_step"]
