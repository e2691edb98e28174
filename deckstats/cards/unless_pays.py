"""Effect values of round 39's "unless that player pays" draws (issue 26, helper ``fid``).

``DrawUnlessPays``: "[you may] draw a card unless that player pays {N}" (Rhystic Study,
Mystic Remora) and "draw a card unless that player pays {X}, where X is ~'s power"
(Esper Sentinel). Part of the effect vocabulary (``cards/effects.py`` lists them in
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


#: Round 39's "unless that player pays" effects (re-exported by ``cards.effects``).
UNLESS_PAYS_EFFECTS = (DrawUnlessPays,)
UnlessPaysEffect = DrawUnlessPays
