"""More "... instead" sentences of spells: untargeted and many-effect replacements.

``oracle.follow_ups`` replaces a spell's last effect by one other effect on the same single
target. This module reads the other shapes of the same sentence (CR 608.2c, 614.1a: the
condition is checked as the spell resolves, and one branch or the other happens):

- an untargeted effect replaced by another: "Search your library for a basic land card
  ... Delirium — If there are four or more card types among cards in your graveyard,
  instead search your library for a creature or land card, ..." (Traverse the Ulvenwald;
  Infernal Tutor's hellbent search);
- a targeted effect replaced by several, one of which points back at the target: "Destroy
  target land. Threshold — If seven or more cards are in your graveyard, instead destroy
  that land and ~ deals 1 damage to each creature and each player." (Rancid Earth);
  "that card" is the target card: "Return target creature card from your graveyard to
  your hand. Threshold — Return that card from your graveyard to the battlefield instead
  if ..." (Stitch Together);
- more damage from the same source to the same target: "~ deals 2 damage to target
  creature. Spell mastery — If there are two or more instant and/or sorcery cards in your
  graveyard, ~ deals 3 damage instead." (Fiery Impulse);
- "If this spell was kicked, instead <effect>" (CR 702.33d): an ``IfKicked`` whose
  ``otherwise`` is the effect before; "bargained" likewise (CR 702.166b: Torch the Tower's
  "instead it deals 3 damage to that permanent and you scry 1").

The condition words are ``oracle.follow_ups``' (``Conditional`` or ``IfCount``); a sentence
of an unknown condition or effect stays unparsed.
"""

from __future__ import annotations

import dataclasses
import re

from deckstats.cards.effects import DealDamage, Effect, IfKicked
from deckstats.cards.oracle.effects import parse_effects
from deckstats.cards.oracle.follow_ups import _INSTEAD, _branch, _swap, _targets

#: "that land" / "that card" / "that creature" of a replacing sentence: the target before.
_THAT = re.compile(r"\bthat (land|card|creature|permanent|artifact|enchantment)\b")
_MORE_DAMAGE = re.compile(r"(?:~|it) deals (\d+) damage")
#: CR 702.33d kicked, 702.166b bargained (a ``Kicker`` with ``bargain``): ``IfKicked``.
_KICKED = ("this spell was kicked", "this spell was bargained", "~ was bargained")
_AND_SOURCE = re.compile(r" and (?=~ |you )")
_IT_DEALS = re.compile(r"^it deals ")


def _body(words: str, old: Effect) -> tuple[Effect, ...] | None:
    """The replacing effects of ``words``, their one target (if any) set to ``old``'s."""
    more = _MORE_DAMAGE.fullmatch(words)
    if more is not None:
        if not isinstance(old, DealDamage):
            return None
        return (dataclasses.replace(old, amount=int(more.group(1))),)
    old_specs = _targets([old])
    body = _THAT.sub(r"target \1", words)
    got: tuple[Effect, ...] | None = ()
    for part in _AND_SOURCE.split(body):  # "destroy that land and ~ deals 1 damage to ..."
        part = _IT_DEALS.sub("~ deals ", part)  # "instead it deals 3 damage to that ..."
        more_got = parse_effects(part[0].upper() + part[1:] + ".")
        got = None if got is None or more_got is None else got + more_got
    if not got:
        return None
    specs = _targets(got)
    if not specs:
        return got if not old_specs else None
    if len(specs) != 1 or len(old_specs) != 1 or body == words:
        return None  # a new target, not the one before: not this template
    return tuple(_swap(e, specs[0], old_specs[0]) for e in got)


def instead_sentence(sentence: str, spell: list[Effect]) -> bool:
    """Replace the spell's last effect by "<effects> instead" under a condition.

    ``spell`` is changed in place; False (and ``spell`` unchanged) when the sentence is not
    of this shape or does not compile.
    """
    if not spell:
        return False
    for pattern in _INSTEAD:
        m = pattern.fullmatch(sentence)
        if m is None:
            continue
        old = spell[-1]
        got = _body(m.group("body"), old)
        if got is None:
            return False
        cond = m.group("cond")
        if cond in _KICKED:
            spell[-1] = IfKicked(got, (old,))
            return True
        branch = _branch(cond, got, (old,))
        if branch is None:
            return False
        spell[-1] = branch
        return True
    return False
