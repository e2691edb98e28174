"""Exchanging control of two permanents (CR 701.12; Oko, Thief of Crowns' second +1)."""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import TargetSpec


@dataclass(frozen=True, slots=True)
class ExchangeControl:
    """CR 701.12a-b: "Exchange control of <first target> and <second target>".

    Each player gains control of the permanent the other controlled; if either target is
    gone or both have one controller, nothing happens (CR 701.12b).
    """

    first: TargetSpec
    second: TargetSpec


__all__ = ["ExchangeControl"]
