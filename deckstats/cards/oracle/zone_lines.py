"""Whole-line replacement templates about where a card goes (issue 26, helper ``zones``).

Tried by ``oracle/abilities.py`` on a permanent's whole line (``~`` is the card's name):

- "If ~ would enter, sacrifice a Swamp instead. If you do, put ~ onto the battlefield. If
  you don't, put it into its owner's graveyard." (Lake of the Dead, Kjeldoran Outpost,
  Lotus Vale and Scorched Ruins: "sacrifice two untapped lands"; Mox Diamond: "you may
  discard a land card"): ``CardDef.enter_instead`` (CR 614.1a, 614.12);
- "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
  owner's library instead." (Progenitus, Blightsteel Colossus): ``CardDef.shuffle_instead``
  (CR 614.1a, 701.24);
- "If a nontoken creature would enter and it wasn't cast, exile it instead." (Containment
  Priest): ``CardDef.uncast_exile`` (CR 614.1a; ``Game.move``);
- "You may play lands from the top of your library." (Oracle of Mul Daya, Courser of
  Kruphix): ``CardDef.lands_from_top`` (CR 305.1), with "Play with the top card of your
  library revealed." (CR 401.5: information, which the players' view shows).
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.model import CardType
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.targets import card_filter, parse_target
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Target, TargetKind
from deckstats.cards.zone_facts import EnterInstead

_ENTER_INSTEAD = re.compile(
    rf"If ~ would enter, (?:you may )?(sacrifice|discard) ({NUMBER}) ([\w ]+?) instead\. If "
    r"you do, put ~ onto the battlefield\. If you don't, put it into its owner's graveyard\."
)
_SHUFFLE_INSTEAD = (
    "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its "
    "owner's library instead."
)

_UNCAST_EXILE = "If a nontoken creature would enter and it wasn't cast, exile it instead."


def _enter_instead(m: re.Match[str]) -> EnterInstead | None:
    count = number(m[2])
    if not isinstance(count, int):
        return None
    if m[1] == "discard":
        flt = card_filter(m[3].removesuffix(" card"))
        return None if flt is None or count != 1 else EnterInstead(discard=flt)
    spec = parse_target("target " + m[3])
    if not isinstance(spec, Target) or spec.kinds != TargetKind.LAND:
        return None  # only lands are sacrificed this way among printed cards
    return EnterInstead(sacrifice=replace(spec.filter, card_type=CardType.LAND), count=count)


def zone_line(line: str, parts: Parts, is_spell: bool) -> bool:
    """Compile a whole-line zone replacement of a permanent into ``parts.facts``.

    A spell's line: Eldritch Evolution's bounded search (``oracle.library_lines``).
    """
    if is_spell:
        from deckstats.cards.oracle.library_lines import search_line

        return search_line(line, parts.spell)
    if line == _SHUFFLE_INSTEAD:
        parts.facts["shuffle_instead"] = True  # CR 614.1a, 701.24
        return True
    if line.startswith("Companion — "):
        # CR 702.139a: a companion's condition works outside the game only (a deck building
        # condition for a card in the sideboard); a main-deck copy has no such ability.
        return True
    if line == "Play with the top card of your library revealed.":
        return True  # CR 401.5: information only (the engine shows it: ``PlayerView.obj``)
    if line == "You may play lands from the top of your library.":
        parts.facts["lands_from_top"] = True  # CR 305.1: Oracle of Mul Daya
        return True
    if line == _UNCAST_EXILE:
        parts.facts["uncast_exile"] = True  # CR 614.1a: Containment Priest
        return True
    m = _ENTER_INSTEAD.fullmatch(line)
    got = _enter_instead(m) if m else None
    if got is None:
        return False
    parts.facts["enter_instead"] = got  # CR 614.1a, 614.12
    return True
