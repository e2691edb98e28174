"""Keyword and Role tokens (issue 26's real decks), re-exported by ``effects``.

(Living weapon, CR 702.92a, is ``CreateAttached``: ``oracle.living_weapon``.)
- Role tokens (CR 111.10, 303.7; WOE's Roles, not in the seeds' digest): "Create a Monster
  Role token attached to target creature you control" (Monstrous Rage's "attached to it":
  the spell's first target): ``CreateRole``, the Role an Aura token whose text is compiled
  like any card's (``oracle.token_keywords``). A player's newer Role on a permanent puts
  their older ones into the graveyard (CR 303.7a).
- Mobilize N (CR 702.181a, not in the seeds' digest): "Whenever this creature attacks,
  create N tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the
  beginning of the next end step." (Voice of Victory): ``Mobilize``.

- Offspring {cost} (CR 702.175a, not in the seeds' digest): an optional additional cost
  (a ``costs.Kicker``, paid at most once) and "When this permanent enters, if its offspring
  cost was paid, create a token that's a copy of it, except it's 1/1." (Manifold Mouse,
  Steampath Charger, Thundertrap Trainer): ``IfKicked((OffspringCopy(),))``.

And one fetch follow-up: "Then if you control four or more lands, untap that land." (Fabled
Passage; CR 608.2c): ``UntapFetchedIf(4)`` untaps the lands this resolution put onto the
battlefield (newer objects than the ability itself, CR 400.7) if the count is met.

Resolved by ``engine.token_keywords``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from deckstats.cards.targets import TargetSpec

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef


@dataclass(frozen=True, slots=True)
class CreateRole:
    """Create the Role token ``role`` attached to ``target`` (CR 303.7).

    ``target`` ``None``: "attached to it", the spell's first target (Monstrous Rage).
    """

    role: CardDef
    target: TargetSpec | None = None


@dataclass(frozen=True, slots=True)
class Mobilize:
    """CR 702.181a: ``count`` tapped, attacking 1/1 red Warriors, sacrificed at the end step."""

    count: int


@dataclass(frozen=True, slots=True)
class OffspringCopy:
    """Offspring (CR 702.175a): a token that's a copy of the source, except it's 1/1."""


@dataclass(frozen=True, slots=True)
class CopyToken:
    """Create a token that's a copy of ``target`` (CR 707.2, 111.1; ``oracle.token_copies``).

    "Create a token that's a copy of target artifact or creature you control." (Three Steps
    Ahead); ", except it has haste" (CR 707.9b: the exception is part of the copy) and
    "Sacrifice it / Exile it at the beginning of the next end step." (Kiki-Jiki, Mirror
    Breaker; Splinter Twin): ``haste`` and ``at_end_step`` (``"sacrifice"`` / ``"exile"``,
    a delayed trigger, CR 603.7).
    """

    target: TargetSpec
    haste: bool = False
    at_end_step: str = ""


@dataclass(frozen=True, slots=True)
class CopyNewTokens:
    """With the city's blessing, a copy of each token you control that entered this turn.

    Ocelot Pride: "Then if you have the city's blessing, for each token you control that
    entered this turn, create a token that's a copy of it." (CR 702.131c, 707.2). The
    tokens are the ones there as it resolves (the copies it makes are not copied again).
    """


@dataclass(frozen=True, slots=True)
class UntapFetchedIf:
    """Untap the land(s) this ability put onto the battlefield if you control ``lands`` lands."""

    lands: int


#: This module's effect classes: a member of ``effects.Effect`` and of ``ALL_EFFECTS`` each.
TokenEffect = CreateRole | Mobilize | OffspringCopy | UntapFetchedIf | CopyToken | CopyNewTokens
TOKEN_EFFECTS: tuple[type, ...] = (
    CreateRole,
    Mobilize,
    OffspringCopy,
    UntapFetchedIf,
    CopyToken,
    CopyNewTokens,
)

__all__ = [
    "TOKEN_EFFECTS",
    "CopyNewTokens",
    "CopyToken",
    "CreateRole",
    "Mobilize",
    "OffspringCopy",
    "TokenEffect",
]
