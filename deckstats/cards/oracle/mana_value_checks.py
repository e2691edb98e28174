"""Removal that checks the target's mana value on resolution (issue 26, point 4: conditions).

Fatal Push and its cousins: "Destroy target creature if it has mana value N or less." and an
ability-word line raising the bound, "Revolt — Destroy that creature if it has mana value M
or less instead if a permanent left the battlefield under your control this turn."

- The first sentence compiles to ``Destroy`` of a target creature whose filter asks for mana
  value N or less. The rules let any creature be targeted and check on resolution
  (CR 608.2c); targeting only creatures that can be destroyed loses nothing but the choice of
  a target the spell could not destroy.
- The "instead if" line turns that ``Destroy`` into a ``Conditional`` on the condition
  (revolt, CR 207.2c ability word; ``Condition`` values of ``cards.effects``): the target is
  chosen with the higher bound M, and when the condition does not hold on resolution the
  ``otherwise`` branch re-checks the target against the lower bound N (CR 608.2b: an
  illegal target is not affected), so a creature with mana value above N is then not
  destroyed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.effects import Conditional, Destroy, Effect
from deckstats.cards.oracle.effects import CONDITION_TEXTS
from deckstats.cards.targets import Filter, Target, TargetKind

_INSTEAD = re.compile(r"Destroy that creature if it has mana value (\d+) or less instead if (.+)\.")
_CONDITIONS = {text: cond for cond, texts in CONDITION_TEXTS.items() for text in texts}


def destroy_if_mana_value(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """The sentence template: "destroy target creature if it has mana value N or less"."""
    flt = Filter(max_mana_value=int(m.group(1)))
    return (Destroy(Target(TargetKind.CREATURE, filter=flt)),)


#: Sentence templates (lower-cased first letter), tried first by ``oracle.effects``.
TEMPLATES = [(r"destroy target creature if it has mana value (\d+) or less", destroy_if_mana_value)]


def mana_value_instead_line(line: str, spell: list[Effect]) -> bool:
    """Compile the "Destroy that creature if ... instead if <condition>." line of a spell.

    ``spell`` is the spell's effects so far; its last effect must be the ``Destroy`` of the
    first sentence. Returns False (nothing changed) when the line does not fit.
    """
    m = _INSTEAD.fullmatch(line)
    if not m or not spell or not isinstance(spell[-1], Destroy):
        return False
    cond = _CONDITIONS.get(m.group(2))
    old = spell[-1]
    target = old.target
    if cond is None or not isinstance(target, Target) or target.filter.max_mana_value is None:
        return False
    raised = replace(target, filter=replace(target.filter, max_mana_value=int(m.group(1))))
    spell[-1] = Conditional(cond, (Destroy(raised),), (old,))
    return True
