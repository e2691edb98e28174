"""Maximum hand size and skipped untap steps (CR 402.2, 514.1, 502), in ``CardDef.modifiers``.

"Your maximum hand size is five." (Necrodominance; ``value=5``), "Each opponent's maximum
hand size is reduced by seven." (Jin-Gitaxias, Core Augur; ``delta=-7``), "You have no
maximum hand size." (Reliquary Tower; ``unlimited``). The cleanup step (``engine.turn``)
reads them through ``engine.hand_size`` while such a permanent is on the battlefield.

``SkipUntapStep``: "Players skip their untap steps." (Stasis; CR 502, 614.10): the untap
step of the players it names does not happen (``engine.turn`` asks ``engine.hand_size``).
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Ref


@dataclass(frozen=True, slots=True)
class MaxHandSize:
    """CR 402.2: the maximum hand size of ``who`` (``Ref.YOU`` / ``Ref.EACH_OPPONENT``)."""

    who: Ref = Ref.YOU
    value: int | None = None
    delta: int = 0
    unlimited: bool = False


@dataclass(frozen=True, slots=True)
class SkipUntapStep:
    """CR 614.10: ``who`` (``Ref.EACH_PLAYER`` / ``YOU`` / ``EACH_OPPONENT``) skip untap steps."""

    who: Ref = Ref.EACH_PLAYER
