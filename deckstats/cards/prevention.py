"""Static damage prevention and life floors (CR 615, 614.1a), in ``CardDef.modifiers``.

Like the values of ``cards.modifiers`` they sit in ``CardDef.modifiers``, so the engine keeps
the permanent in ``Game.modifier_sources`` while it is on the battlefield and
``engine.damage.deal_damage`` asks ``engine.prevention`` only when that list is not empty.

- ``DamagePrevention``: "Prevent all damage that would be dealt to you." (Solitary
  Confinement; ``to="you"``), "Prevent all damage that would be dealt to ~." (Cho-Manno,
  Revolutionary; ``to="self"``), "Prevent all combat damage that would be dealt to ~"
  (``combat_only``), and "If damage would be dealt to ~, prevent that damage. Remove a
  +1/+1 counter from ~." (Phantom Centaur, Phantom Nishoba; ``remove_counter``): CR 615.1a.
  Damage that can't be prevented (CR 615.12) is dealt.
- ``LifeFloor``: "If you control a creature, damage that would reduce your life total to
  less than 1 reduces it to 1 instead." (Worship): a replacement of damage, not prevention
  (CR 614.1a; it applies even when damage can't be prevented).
- ``DamageAsCounters``: Soul-Scar Mage's noncombat damage to an opponent's creature as
  -1/-1 counters instead (CR 614.1a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class DamagePrevention:
    """CR 615.1a: damage that would be dealt to ``to`` ("you" or "self") is prevented."""

    to: Literal["you", "self"]
    combat_only: bool = False
    #: "Remove a +1/+1 counter from ~." each time damage is prevented this way (Phantom
    #: Centaur); "" for none.
    remove_counter: str = ""


@dataclass(frozen=True, slots=True)
class LifeFloor:
    """CR 614.1a: damage that would reduce the controller's life below ``floor`` stops there.

    ``if_creature``: only while the controller controls a creature (Worship).
    """

    floor: int = 1
    if_creature: bool = True


@dataclass(frozen=True, slots=True)
class DamageAsCounters:
    """CR 614.1a: noncombat damage of its controller's to an opponent's creature as counters.

    "If a source you control would deal noncombat damage to a creature an opponent
    controls, put that many -1/-1 counters on that creature instead." (Soul-Scar Mage):
    the damage is not dealt (no lifelink, no deathtouch); the counters are put.
    """

    kind: str = "-1/-1"


@dataclass(frozen=True, slots=True)
class Unpreventable:
    """CR 615.12: "Damage can't be prevented." (Sunspine Lynx) while on the battlefield."""


PREVENTION_MODIFIERS: tuple[type, ...] = (
    DamagePrevention,
    LifeFloor,
    DamageAsCounters,
    Unpreventable,
)
