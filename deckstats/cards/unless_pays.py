"""Effect values of round 39's "unless that player pays" draws (issue 26, helper ``fid``).

``DrawUnlessPays``: "[you may] draw a card unless that player pays {N}" (Rhystic Study,
Mystic Remora) and "draw a card unless that player pays {X}, where X is ~'s power"
(Esper Sentinel), and ``CopyIfPays``: the chain spells' "then that player or that
permanent's controller may pay {R}{R}; if the player does, they may copy this spell"
(Chain Lightning). Part of the effect vocabulary (``cards/effects.py`` lists them in
``Effect`` and ``ALL_EFFECTS`` through ``UnlessPaysEffect`` and ``UNLESS_PAYS_EFFECTS``);
resolved by ``engine/unless_pays.py``; compiled by ``oracle/unless_pays_lines.py``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class DrawUnlessPays:
    """The triggering player may pay {N}; if they don't, the controller draws a card.

    CR 118.12, 608.2c: "unless that player pays": the player named (the spell's caster,
    ``Ref.TRIGGERING_PLAYER``) chooses whether to pay as it resolves; ``source_power``: N
    is the source's power then (last known, CR 608.2h); ``may``: the draw is optional.
    """

    generic: int = 0
    source_power: bool = False
    may: bool = False


@dataclass(frozen=True, slots=True)
class CopyIfPays:
    """The chain spells: the player the spell hit may pay to copy it (Chain Lightning).

    "Then that player or that permanent's controller may pay {R}{R}. If the player does,
    they may copy this spell and may choose a new target for that copy." (``mana``; an
    empty ``mana``: "that player may copy this spell", Chain of Smog). As the spell
    resolves, the player it targeted, or the controller of the permanent it targeted (last
    known information, CR 608.2h), chooses whether to pay (CR 118.3: only if they can);
    the copy is theirs (CR 707.10) and they may choose new targets for it (CR 707.10c).
    The copy has this effect too, so the chain goes on while someone pays.
    """

    mana: str = ""


#: Round 39's "unless that player pays" effects (re-exported by ``cards.effects``).
UNLESS_PAYS_EFFECTS = (DrawUnlessPays, CopyIfPays)
UnlessPaysEffect = DrawUnlessPays | CopyIfPays
