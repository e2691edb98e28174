"""Untapping in other players' untap steps (CR 502.3; issue 26, helper ``fid``).

``UntapOthersTurns``: "Untap ~ during each other player's untap step." (Endbringer;
``all_yours`` False) and "Untap all permanents you control during each other player's untap
step." (Seedborn Muse; ``all_yours`` True). A ``Modifier`` of the permanent (listed in
``cards.modifiers``); the engine untaps in each untap step of another player
(``engine.untap_rules``, called by ``engine.rule_locks.untap_permanents``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class UntapOthersTurns:
    """The permanent (or all its controller's permanents) untap in others' untap steps."""

    all_yours: bool = False


__all__ = ["UntapOthersTurns"]
