"""Lines of permanents that untap in other players' untap steps (CR 502.3).

"Untap ~ during each other player's untap step." (Endbringer) and "Untap all permanents you
control during each other player's untap step." (Seedborn Muse): a ``UntapOthersTurns``
modifier (``cards.untap_rules``, ``engine.untap_rules``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.untap_rules import UntapOthersTurns

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_LINES = {
    "Untap ~ during each other player's untap step.": UntapOthersTurns(),
    "Untap all permanents you control during each other player's untap step.": (
        UntapOthersTurns(all_yours=True)
    ),
}


def untap_line(line: str, parts: Parts) -> bool:
    """Compile one of the two lines into ``parts.modifiers``."""
    rule = _LINES.get(line)
    if rule is None:
        return False
    parts.modifiers.append(rule)
    return True


__all__ = ["untap_line"]
