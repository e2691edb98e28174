"""Round 40's sprint helper ``s2`` (issue 26): near-miss sentences of the corpus.

- "<target> gains protection from creatures until end of turn" (Seasoned Dungeoneer; CR
  702.16): ``ProtectionFromCreatures``;
- "<target> gains protection from creatures until end of turn. It explores." (Seasoned
  Dungeoneer; CR 701.44): the target explores, then gains the protection;
- "The next spell you cast this turn can't be countered." (Mistrise Village; CR 101.2):
  ``NextSpellUncounterable``;
- "exile target card from defending player's graveyard" (Hive of the Eye Tyrant's quoted
  attack trigger; CR 506.2): the attacker's controller's opponent's graveyard;
- "Each player puts a creature card from their graveyard onto the battlefield." (Exhume;
  CR 101.4): ``EachPlayerReanimates``;
- "That artifact deals damage equal to its mana value to ~." (Goblin Tinkerer; CR 608.2h):
  ``TargetDealsManaValue``, the first target the source.

``TEMPLATES`` join ``oracle.act_effects.TEMPLATES``; ``PARAGRAPHS`` join
``oracle.paragraphs`` (case-insensitive).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards.effects import Effect, Explore
from deckstats.cards.effects_s2 import (
    EachPlayerReanimates,
    NextSpellUncounterable,
    ProtectionFromCreatures,
    TargetDealsManaValue,
)
from deckstats.cards.targets import Ref

Effects = tuple[Effect, ...]


def _protection(m: re.Match[str]) -> Effects | None:
    """CR 702.16: "<target> gains protection from creatures until end of turn"."""
    from deckstats.cards.oracle.targets import parse_target

    target = Ref.SELF if m.group(1) == "~" else parse_target(m.group(1))
    return None if target is None else (ProtectionFromCreatures(target),)


def _protected_explorer(m: re.Match[str]) -> Effects | None:
    """CR 702.16, 701.44: a target gains protection from creatures, then it explores.

    The target explores first, then gains the protection: the same end state (the explore
    neither reads nor is read by the protection), and "it" stays the target, which the
    protection would otherwise make illegal for a creature's ability when the engine reads
    the pronoun (CR 608.2b: legality is checked once, as resolution begins).
    """
    from deckstats.cards.oracle.targets import parse_target

    target = parse_target(m.group(1))
    if target is None:
        return None
    return (Explore(target), ProtectionFromCreatures(Ref.FIRST_TARGET))


def _defenders_graveyard(m: re.Match[str]) -> Effects | None:
    """CR 506.2: "<verb> target card from defending player's graveyard".

    Oracle text names the defending player in an attacking creature's abilities ("Whenever
    this creature attacks, ...", Hive of the Eye Tyrant's quoted trigger); in a two-player
    game (the engine's) that player is the opponent of the attacker's controller, who
    controls the trigger and chooses its targets (CR 603.3d).
    """
    from deckstats.cards.oracle.effects import parse_effects

    got = parse_effects(f"{m.group(1)} from an opponent's graveyard")
    return tuple(got) if got else None


def _each_reanimates(m: re.Match[str]) -> Effects | None:
    """CR 101.4: "Each player puts a creature card from their graveyard onto the battlefield."."""
    from deckstats.cards.oracle.targets import card_filter

    flt = card_filter(m.group(1))
    return None if flt is None else (EachPlayerReanimates(flt),)


#: Sentence templates (lower-case first letter, no final period).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (r"(~|target [^.]+?) gains protection from creatures until end of turn", _protection),
    (
        r"the next spell you cast this turn can't be countered",
        lambda m: (NextSpellUncounterable(),),
    ),
    (
        r"each player puts an? ([a-z ]+?) card from their graveyard onto the battlefield",
        _each_reanimates,
    ),
    (
        r"that (?:artifact|creature|permanent) deals damage equal to its mana value to ~",
        lambda m: (TargetDealsManaValue(Ref.SELF),),
    ),
    (r"(exile (?:up to one )?target card) from defending player's graveyard", _defenders_graveyard),
]

#: Templates spanning several sentences (``oracle.paragraphs``, case-insensitive).
PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (
        r"(target [^.]+?) gains protection from creatures until end of turn\. it explores",
        _protected_explorer,
    ),
]

__all__ = ["PARAGRAPHS", "TEMPLATES"]
