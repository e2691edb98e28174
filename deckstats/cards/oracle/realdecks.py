"""Whole-line templates of the real tournament decks' cards (issue 26, point 4).

Lines that the split into keywords / abilities / triggers / statics of ``oracle.abilities``
cannot express sentence by sentence, compiled here as a whole line into existing vocabulary
(``abilities.compile_lines`` tries ``realdeck_line`` before its own templates):

- "Whenever a permanent [land / creature / artifact] you control enters tapped, untap it."
  (Amulet of Vigor; CR 603.6a, 701.26b): an ``EntersBattlefield`` trigger whose filter asks
  for a tapped permanent, untapping the object that entered (``Ref.TRIGGERING_OBJECT``);
- "Nonbasic lands are Mountains." (Blood Moon, Magus of the Moon; CR 305.7):
  ``CardDef.nonbasic_lands_are`` (``engine.land_types`` retypes the lands);
- "You may play <N> additional land(s) on each of your turns." (Azusa, Lost but Seeking:
  two; CR 305.2): ``CardDef.extra_land_plays`` += N.

And sentence templates (``TEMPLATES``, tried first by ``oracle.effects``: one sentence,
lower-cased first letter, ``~`` for the card's name):

- "You may play an additional land this turn." (Explore; "up to three additional lands":
  Summer Bloom; CR 305.2): ``ExtraLandPlay(N)``;
- "Take an extra turn after this one." (Time Walk, Temporal Trespass; Emrakul, the Aeons
  Torn's cast trigger; CR 500.7): ``ExtraTurn()``;
- "Target creature can't block this turn." (Demonic Dread; CR 509.1a): a ``Pump`` of
  0/0 with ``Keyword.CANT_BLOCK``, the marker combat reads, until end of turn (CR 514.2);
  "can't attack or block this turn" (Endbringer) adds ``Keyword.CANT_ATTACK`` (CR 508.1a);
- "sacrifice two [untapped] lands / creatures / artifacts" (Lotus Field's enters trigger;
  CR 701.21): ``Sacrifice(filter, count=N)``, the filter asking for untapped ones.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import Effect, ExtraLandPlay, ExtraTurn, Pump, Sacrifice, Untap
from deckstats.cards.model import NO_TYPE, CardType, Keyword
from deckstats.cards.oracle.chosen_color import chosen_color_line
from deckstats.cards.oracle.chosen_type import chosen_type_line
from deckstats.cards.oracle.colour_grants import colour_grant_line
from deckstats.cards.oracle.conditional_statics import conditional_list_line
from deckstats.cards.oracle.counter_lines import counter_line, token_line
from deckstats.cards.oracle.equipment_lines import equipment_line
from deckstats.cards.oracle.fid_templates import TEMPLATES as _FID_TEMPLATES
from deckstats.cards.oracle.fixed_lines import fixed_line
from deckstats.cards.oracle.graveyard_triggers import (
    graveyard_trigger_line,
    put_into_graveyard_line,
)
from deckstats.cards.oracle.land_adders import land_adder_line
from deckstats.cards.oracle.per_count import per_count_line
from deckstats.cards.oracle.target_checks import counter_if_counters_line
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.oracle.unless_control import unless_control_line
from deckstats.cards.oracle.upkeep_lines import upkeep_line
from deckstats.cards.targets import Filter, Ref
from deckstats.cards.triggers import EntersBattlefield

if TYPE_CHECKING:
    from deckstats.cards.oracle.parts import Parts

_ENTERS_TAPPED_UNTAP = re.compile(
    r"Whenever an? (permanent|land|creature|artifact) you control enters tapped, untap it\."
)
_TYPES = {
    "permanent": NO_TYPE,
    "land": CardType.LAND,
    "creature": CardType.CREATURE,
    "artifact": CardType.ARTIFACT,
}
_NONBASICS_ARE = re.compile(r"Nonbasic lands are (Plains|Island|Swamp|Mountain|Forest)s?\.")
_EXTRA_LANDS = re.compile(rf"You may play ({NUMBER}) additional lands? on each of your turns\.")


def realdeck_line(line: str, parts: Parts, is_spell: bool) -> bool:
    """Compile one whole line of a permanent into ``parts``; False if no template fits."""
    # "Replicate {cost}" is a keyword line (``oracle.costs``' keyword table, CR 702.56a).
    if is_spell:
        return False
    if chosen_color_line(line, parts):
        return True  # CR 607.2d: Thriving lands (oracle.chosen_color)
    if chosen_type_line(line, parts):
        return True  # CR 607.2d: Engineered Plague (oracle.chosen_type)
    if land_adder_line(line, parts):
        return True  # CR 305.6: Urborg, Tomb of Yawgmoth (oracle.land_adders)
    if counter_line(line, parts) or token_line(line, parts):
        return True  # CR 614.1a: Hardened Scales, Academy Manufactor (oracle.counter_lines)
    # "When ~ is put into a graveyard from the battlefield": oracle.trigger_conditions (CR 700.4).
    if graveyard_trigger_line(line, parts) or put_into_graveyard_line(line, parts):
        return True  # CR 603.10a: Murktide Regent (oracle.graveyard_triggers)
    m = _NONBASICS_ARE.fullmatch(line)
    if m:
        parts.facts["nonbasic_lands_are"] = m.group(1)  # CR 305.7: Blood Moon
        return True
    if upkeep_line(line, parts):
        return True  # Dark Confidant, Mana Crypt, Mana Vault (oracle.upkeep_lines)
    if conditional_list_line(line, parts):
        return True  # CR 604.2: Dragon's Rage Channeler (oracle.conditional_statics)
    if counter_if_counters_line(line, parts):
        return True  # CR 701.6a: Chalice of the Void (oracle.target_checks)
    if per_count_line(line, parts):
        return True  # CR 613.4c: Cranial Plating (oracle.per_count)
    if colour_grant_line(line, parts):
        return True  # CR 613.1f: Scion of Draco (oracle.colour_grants)
    if unless_control_line(line, parts):
        return True  # CR 508.1a: Lovestruck Beast (oracle.unless_control)
    if equipment_line(line, parts):
        return True  # CR 613.1f, 701.3: Colossus Hammer, Sigarda's Aid (oracle.equipment_lines)
    if fixed_line(line, parts):
        return True  # CR 502.3, 701.44: Endbringer, Seeker's Squire (oracle.fixed_lines)
    # "If you control two or more other lands, ~ enters tapped." (CR 614.1c) is
    # ``oracle.static_conditions.conditional_etb_line``'s.
    m = _ENTERS_TAPPED_UNTAP.fullmatch(line)
    if m:
        # CR 603.6a: the trigger looks at the permanent as it entered (tapped, CR 614.1d);
        # CR 701.26b: the ability untaps that object, wherever its controller's land or
        # creature came from (land play, fetch, Arboreal Grazer, Primeval Titan).
        flt = Filter(card_type=_TYPES[m.group(1)], tapped=True)
        parts.triggers.append(
            Triggered(
                when=EntersBattlefield(Ref.YOU, flt),
                effect=(Untap(Ref.TRIGGERING_OBJECT),),
            )
        )
        return True
    m = _EXTRA_LANDS.fullmatch(line)
    if m:
        n = number(m.group(1))
        if not isinstance(n, int) or n <= 0:
            return False
        parts.add("extra_land_plays", n)  # CR 305.2
        return True
    return False


Effects = tuple[Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]


def _extra_land_play(m: re.Match[str]) -> Effects | None:
    n = number(m.group(1))
    return (ExtraLandPlay(n),) if isinstance(n, int) and n > 0 else None


def _extra_turn(m: re.Match[str]) -> Effects | None:
    return (ExtraTurn(),)


def _cant_block(m: re.Match[str]) -> Effects | None:
    who = parse_target(m.group(1))
    if who is None:
        return None
    kw = Keyword.CANT_BLOCK | (Keyword.CANT_ATTACK if m.group(2) != "block" else Keyword(0))
    return (Pump(0, 0, who, keywords=kw),)


_SAC_KINDS = {
    "lands": CardType.LAND,
    "creatures": CardType.CREATURE,
    "artifacts": CardType.ARTIFACT,
    "permanents": NO_TYPE,
}


def _sacrifice_n(m: re.Match[str]) -> Effects | None:
    n = number(m.group(1))
    if not isinstance(n, int) or n < 2:
        return None
    flt = Filter(card_type=_SAC_KINDS[m.group(3)], tapped=False if m.group(2) else None)
    return (Sacrifice(flt, count=n),)


TEMPLATES: list[tuple[str, Builder]] = [
    # Lotus Field ("sacrifice two untapped lands"), Thran Portal's cousins (CR 701.21).
    (
        rf"sacrifice ({NUMBER}) (untapped )?(lands|creatures|artifacts|permanents)",
        _sacrifice_n,
    ),
    # Demonic Dread, Ram Through's cousins (CR 509.1a).
    (r"((?:up to )?(?:\w+ )?target .+?) can't (attack or block|block) this turn", _cant_block),
    # Time Walk, Temporal Trespass, Emrakul, the Aeons Torn (CR 500.7).
    (r"take an extra turn after this one", _extra_turn),
    # Explore, Summer Bloom ("up to three additional lands"), Urban Evolution (CR 305.2).
    (rf"(?:you may )?play (?:up to )?({NUMBER}) additional lands? this turn", _extra_land_play),
]

# Connive (CR 701.50): "~ connives", "target creature you control connives" (oracle.connive).
from deckstats.cards.oracle.connive import TEMPLATES as _CONNIVE_TEMPLATES  # noqa: E402

TEMPLATES.extend(_CONNIVE_TEMPLATES)

# "If its mana value was 3 or less, scry 1." (Fading Hope; CR 608.2h; oracle.target_checks).
from deckstats.cards.oracle.target_checks import TEMPLATES as _CHECK_TEMPLATES  # noqa: E402

TEMPLATES.extend(_CHECK_TEMPLATES)

# "Attach ~ to target creature you control." (Cranial Plating; CR 701.3; oracle.per_count).
from deckstats.cards.oracle.per_count import TEMPLATES as _ATTACH_TEMPLATES  # noqa: E402

TEMPLATES.extend(_ATTACH_TEMPLATES)

# Role tokens (CR 303.7): "Create a Monster Role token attached to it" (oracle.token_keywords).
from deckstats.cards.oracle.token_keywords import TEMPLATES as _ROLE_TEMPLATES  # noqa: E402

TEMPLATES.extend(_ROLE_TEMPLATES)

# "Each player sacrifices all ... they control" (All Is Dust; oracle.mass_sacrifice).
from deckstats.cards.oracle.mass_sacrifice import TEMPLATES as _MASS_SAC_TEMPLATES  # noqa: E402

TEMPLATES.extend(_MASS_SAC_TEMPLATES)

# Round 38's sentence templates (``oracle.fid_templates``: token copies, target triggers,
# returns from the graveyard, three verbs with one subject).
TEMPLATES.extend(_FID_TEMPLATES)

# Round 39: "draw a card unless that player pays {N}" (oracle.unless_pays_lines).
from deckstats.cards.oracle.unless_pays_lines import TEMPLATES as _UNLESS_TEMPLATES  # noqa: E402

TEMPLATES.extend(_UNLESS_TEMPLATES)

# Round 39: keyword counters, "it becomes an Angel in addition to its other types"
# (oracle.keyword_counter_lines).
from deckstats.cards.oracle.keyword_counter_lines import TEMPLATES as _KW_TEMPLATES  # noqa: E402

TEMPLATES.extend(_KW_TEMPLATES)

# Round 39: "exile each <permanent> ... until ~ leaves the battlefield" (oracle.exile_all_lines).
from deckstats.cards.oracle.exile_all_lines import TEMPLATES as _EXILE_ALL  # noqa: E402

TEMPLATES.extend(_EXILE_ALL)
