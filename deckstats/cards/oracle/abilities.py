"""Ability lines of Oracle text -> keywords, activated, triggered and static abilities.

One Oracle line is one ability (CR 113.2). ``compile_lines`` tries, in order: a keyword
line, enters-tapped rules, a modal spell ("Choose one —" with bullets), an activated
ability ("cost: effect"), a triggered ability ("When/Whenever/At ..., effect"), a static
ability, and finally spell sentences. A line or sentence no template covers is kept in
``unparsed`` and contributes nothing: the compiler never guesses.

Where each kind of line is compiled: ``keyword_lines.py`` (keywords, enters tapped),
``activated.py`` (activated abilities and their costs, channel, alternative and
additional costs), ``triggered.py`` (trigger conditions, triggered lines, Saga
chapters), ``statics.py`` (lords, characteristic-defining P/T, "... instead"),
``body.py`` (the effect text after a cost or condition: paragraphs, then sentences of
``effects.py``), and here the modal spells, Class levels and the order of it all. The
result is a ``Parts`` (``parts.py``), which ``compiler.py`` turns into a ``CardDef``.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from deckstats.cards.dsl import (
    ALWAYS_TAPPED,
    Activated,
    Cost,
    Triggered,
)
from deckstats.cards.effects import (
    Exile,
    GainLevel,
    ShuffleIntoLibrary,
)
from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.model import (
    Keyword,
)
from deckstats.cards.oracle.act_effects import modal_body
from deckstats.cards.oracle.activated import activated_line, channel_line, cost_option_line
from deckstats.cards.oracle.body import parse_body
from deckstats.cards.oracle.cast_rules import cast_rule_line
from deckstats.cards.oracle.cost_qualities import conditional_self_cost_line, quality_cost_line
from deckstats.cards.oracle.counted_entry import counted_entry_line
from deckstats.cards.oracle.counts import counted_cda_line, counted_gets_line
from deckstats.cards.oracle.delayed_lines import delayed_line
from deckstats.cards.oracle.effects import parse_effects
from deckstats.cards.oracle.exert import exert_line
from deckstats.cards.oracle.follow_ups import follow_up_sentence
from deckstats.cards.oracle.graveyard_lines import graveyard_line
from deckstats.cards.oracle.graveyard_statics import graveyard_static_line
from deckstats.cards.oracle.instead_more import instead_sentence
from deckstats.cards.oracle.keyword_lines import etb_tapped_line, keyword_line
from deckstats.cards.oracle.life_locks import life_lock_line
from deckstats.cards.oracle.longtail import linked_return_line
from deckstats.cards.oracle.mana_value_checks import mana_value_instead_line
from deckstats.cards.oracle.modal_heads import modal_head, spree_line
from deckstats.cards.oracle.modifiers import (
    chooses_name_line,
    conditional_static_line,
    modifier_line,
)
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.player_statics import player_static_line
from deckstats.cards.oracle.prevention_lines import prevention_line
from deckstats.cards.oracle.realdecks import realdeck_line
from deckstats.cards.oracle.rule_locks import rule_lock_line
from deckstats.cards.oracle.sprint_s1 import uncounterable_if_line
from deckstats.cards.oracle.stat_lines import stat_line
from deckstats.cards.oracle.static_conditions import conditional_etb_line, presence_static_line
from deckstats.cards.oracle.static_rules import static_rule_line
from deckstats.cards.oracle.statics import (
    GRAVEYARD_EXILE,
    MURKTIDE,
    cda_line,
    landfall_instead_line,
    mana_instead_line,
    static_line,
)
from deckstats.cards.oracle.text import NUMBER, number, split_sentences
from deckstats.cards.oracle.trigger_effects import linked_hand_return_line
from deckstats.cards.oracle.triggered import chapter_line, triggered_line
from deckstats.cards.oracle.zone_lines import zone_line
from deckstats.cards.targets import (
    Ref,
)
from deckstats.cards.triggers import (
    BecomesLevel,
)

# -- modal spells (CR 700.2) -------------------------------------------------------------------


def _modal_line(line: str, parts: Parts) -> bool | None:
    """A modal spell, "Choose one —" and bulleted modes (CR 700.2); each mode compiles whole."""
    head, _, rest = line.partition("\n")
    if modal_head(head) is None or not rest:  # (oracle.modal_heads)
        return None
    modal = modal_body(line)  # the modes, as an ability's (oracle.act_effects)
    if modal is None:
        return False
    parts.spell.append(modal)
    return True


def _names_no_object(effects: Any) -> bool:
    """True if a spell's effect names "it"/"that creature" as ``Ref.SELF``/``TRIGGERING_OBJECT``.

    An instant or sorcery is no permanent and has no trigger: in "Untap target creature. It
    gets +2/+4" the pronoun means the target, which the vocabulary cannot name yet, so the
    sentence is reported instead of compiled onto the wrong object.
    """
    stack = list(effects)
    while stack:
        item = stack.pop()
        if item is Ref.SELF or item is Ref.TRIGGERING_OBJECT:
            return True
        if isinstance(item, tuple):
            stack.extend(item)
        elif isinstance(item, Triggered | Activated):
            continue  # a granted ability's "it" is its own object (Undying Malice)
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            stack.extend(getattr(item, f.name) for f in dataclasses.fields(item))
    return False


#: CR 207.2c: an ability word in italics before an em dash has no rules meaning; the
#: condition it names is spelled out in the text that follows.
_ABILITY_WORD = re.compile(
    r"^(?:Metalcraft|Delirium|Threshold|Revolt|Raid|Ferocious|Descend \d+|Hellbent|Morbid"
    r"|Spell mastery|Formidable|Domain|Flurry|Magecraft|Landfall|Battalion|Heroic"
    r"|Constellation|Coven|Alliance|Addendum|Eerie|Valiant|Celebration|Bloodrush|Converge"
    r"|Grandeur) — "
)
#: CR 207.2d: a flavor word before an em dash likewise has no rules meaning (Warhammer
#: 40,000 and The Lord of the Rings cards name their abilities this way).
_FLAVOR_WORD = re.compile(r"^(?:Curse of the Walking Pox) — ")


_LEVEL_LINE = re.compile(r"((?:\{[^}]+\})+): Level (\d+)")
_BECOMES_LEVEL = re.compile(r"When (?:this Class|~) becomes level (\d+), (.+)", re.DOTALL)


def _class_levels(lines: list[str], originals: list[str], name: str) -> Parts | None:
    """CR 716: a Class's level bars "[cost]: Level N" and the sections under them.

    The text above the first bar is level 1 (always on, CR 716.3). Each bar is a
    sorcery-speed activated ability whose ``GainLevel`` carries the abilities printed under
    it, so they apply only from that level on; "When this Class becomes level N, ..." is a
    ``BecomesLevel`` trigger of that section. ``None`` when the text has no level bar.
    """
    idx = [i for i, line in enumerate(lines) if _LEVEL_LINE.fullmatch(line)]
    if not idx:
        return None
    parts = compile_lines(lines[: idx[0]], originals[: idx[0]], is_spell=False, name=name)
    ends = [*idx[1:], len(lines)]
    for i, end in zip(idx, ends, strict=True):
        m = _LEVEL_LINE.fullmatch(lines[i])
        assert m is not None
        try:
            mana = parse_mana_cost(m.group(1))
        except ManaCostError:
            parts.unparsed.extend(originals[i:end])
            continue
        level = int(m.group(2))
        gained: list[Triggered] = []
        rest: list[str] = []
        rest_own: list[str] = []
        for line, own in zip(lines[i + 1 : end], originals[i + 1 : end], strict=True):
            bm = _BECOMES_LEVEL.fullmatch(line)
            if bm and int(bm.group(1)) == level:
                effects = parse_body(bm.group(2))
                if effects is None:
                    parts.unparsed.append(own)
                else:
                    gained.append(Triggered(BecomesLevel(level), tuple(effects)))
                continue
            rest.append(line)
            rest_own.append(own)
        seg = compile_lines(rest, rest_own, is_spell=False, name=name)
        parts.unparsed.extend(seg.unparsed)
        if seg.keywords or seg.spell or seg.costs or seg.etb_tapped:
            # Not gated by level here: those lines are reported, and not gained.
            parts.unparsed.extend(o for o in rest_own if o not in seg.unparsed)
        parts.abilities.append(
            Activated(
                cost=Cost(mana=mana),
                effect=(
                    GainLevel(
                        level,
                        (*gained, *seg.triggers),
                        tuple(seg.statics),
                        tuple(seg.abilities),
                        tuple(seg.modifiers),  # Ranger Class's level 3 (oracle.top_plays)
                    ),
                ),
                sorcery_speed=True,
                text=f"Level {level}",
            )
        )
    return parts


#: CR 614.1c, 122.6: "~ enters with two +1/+1 counters on it" (Triskelion), "X" (Walking
#: Ballista: the X paid), "three oil counters" (a kind of counter by name).
_ENTERS_WITH = re.compile(
    rf"~ enters( tapped)? with ({NUMBER}) ([+-]1/[+-]1|[a-z]+) counters? on it\."
)

#: CR 702.138d: "~ escapes with two +1/+1 counters on it" (Phoenix of Ash, Woe Strider).
_ESCAPES_WITH = re.compile(rf"~ escapes with ({NUMBER}) ([+-]1/[+-]1|[a-z]+) counters? on it\.")

#: CR 103.6: Leylines (Leyline of the Void, of Sanctity, of the Guildpact, ...).
_LEYLINE = "If ~ is in your opening hand, you may begin the game with it on the battlefield."
#: Serum Powder (CR 103.5: a mulligan's alternative, ``engine.turn.mulligan``).
_POWDER = (
    "Any time you could mulligan and ~ is in your hand, you may exile all the cards from your "
    "hand, then draw that many cards."
)


def compile_lines(lines: list[str], originals: list[str], *, is_spell: bool, name: str) -> Parts:
    """Compile the normalised ability ``lines`` of one face.

    Args:
        lines: normalised lines (``~`` for the card's name, reminder text removed).
        originals: the same lines in the card's own words, for reporting.
        is_spell: True for an instant or sorcery: plain sentences are its spell effects.
        name: the face name, put back in place of ``~`` in reported sentences.
    """
    if not is_spell:
        leveled = _class_levels(lines, originals, name)
        if leveled is not None:
            return leveled
    parts = Parts()
    for line, original in zip(lines, originals, strict=False):
        line = _ABILITY_WORD.sub("", line, count=1)  # CR 207.2c: no rules meaning
        line = _FLAVOR_WORD.sub("", line, count=1)  # CR 207.2d: none either
        if (
            _whole_line(line, parts, is_spell, original)
            or _ability_line(line, parts, original)
            or _static_or_spell_line(line, parts, is_spell)
        ):
            continue
        _sentences(line, original, parts, is_spell, name)
    return parts


def _whole_line(line: str, parts: Parts, is_spell: bool, original: str) -> bool:
    """Keyword, enters-tapped, linked-return, cost-option and other whole-line templates."""
    spree = spree_line(line, parts.spell) if is_spell else None  # (oracle.modal_heads)
    if spree is not None:
        if not spree:
            parts.unparsed.append(original)
        return True
    if keyword_line(line, parts, original) or etb_tapped_line(line, parts):
        return True
    if not is_spell and conditional_etb_line(line, parts):  # (oracle.static_conditions)
        return True
    if not is_spell and (
        prevention_line(line, parts)  # (oracle.prevention_lines, CR 615)
        or player_static_line(line, parts)  # hand size, "attack each combat" (player_statics)
        or rule_lock_line(line, parts)
        or graveyard_static_line(line, parts)
        or counted_entry_line(line, parts)
        or static_rule_line(line, parts)  # (oracle.static_rules)
        or stat_line(line, parts)  # (oracle.stat_lines, oracle.top_plays)
    ):
        return True  # (oracle.rule_locks, oracle.graveyard_statics, oracle.counted_entry)
    if linked_return_line(line, parts.triggers) or linked_hand_return_line(line, parts.triggers):
        return True  # CR 610.3: "return the exiled card" makes the exile an O-ring's
    if life_lock_line(line, parts, is_spell):
        return True  # "Players can't gain life." (oracle.life_locks, CR 119.7)
    if not is_spell and exert_line(line, parts):
        return True  # "You may exert ~ as it attacks. When you do, ..." (oracle.exert)
    if is_spell and line == "Rebound":
        parts.facts["rebound"] = True  # CR 702.88a (engine.rebound)
        return True
    if line == _LEYLINE:
        parts.facts["begins_on_battlefield"] = True  # CR 103.6
        return True
    if line == "A deck can have any number of cards named ~.":
        return True  # CR 100.2a: a deck-building fact (``CardDef.any_number``, the compiler)
    if line == _POWDER:
        parts.facts["mulligan_exile"] = True  # CR 103.5 (engine.turn.mulligan)
        return True
    if not is_spell and line == "You may play an additional land on each of your turns.":
        parts.add("extra_land_plays", 1)  # CR 305.2 (Dryad of the Ilysian Grove, Azusa: two)
        return True
    if is_spell and delayed_line(line, parts):
        return True  # CR 603.7: "At the beginning of your next upkeep, ..." (oracle.delayed_lines)
    if zone_line(line, parts, is_spell):
        return True  # CR 614.1a: where the card goes instead (oracle.zone_lines)
    if realdeck_line(line, parts, is_spell):
        return True  # whole-line templates of real decks' cards (oracle.realdecks)
    if not is_spell and (
        cda_line(line, parts) or counted_cda_line(line, parts) or counted_gets_line(line, parts)
    ):
        return True
    if not is_spell and line == MURKTIDE:
        # CR 702.66a, 614.1c: counted as it is cast (engine: StackItem.delved_spells)
        parts.facts["enters_with"] = ("+1/+1", "delved_instants_and_sorceries")
        return True
    if not is_spell and line in GRAVEYARD_EXILE:
        parts.facts["graveyard_exile"] = GRAVEYARD_EXILE[line]  # CR 614.1a
        return True
    m = None if is_spell else _ESCAPES_WITH.fullmatch(line)
    if m and isinstance(number(m.group(1)), int):
        parts.facts["escapes_with"] = (m.group(2), number(m.group(1)))  # CR 702.138d
        return True
    m = None if is_spell else _ENTERS_WITH.fullmatch(line)
    if m:
        parts.facts["enters_with"] = (m.group(3), number(m.group(2)))  # CR 614.1c, 122.6
        if m.group(1):
            parts.etb_tapped = ALWAYS_TAPPED  # Vivid lands: "enters tapped with ..."
        return True
    if cost_option_line(line, parts, is_spell):
        return True
    return is_spell and (
        landfall_instead_line(line, parts)
        or mana_instead_line(line, parts)
        or mana_value_instead_line(line, parts.spell)
    )


def _ability_line(line: str, parts: Parts, original: str) -> bool:
    """Chapter, channel, modal, activated and triggered lines.

    A line of a known shape that fails to compile is reported unparsed (and is done).
    """
    for handler in (
        chapter_line,
        channel_line,
        _modal_line,
        graveyard_line,  # abilities from the graveyard (``oracle.graveyard_lines``)
        activated_line,
        triggered_line,
    ):
        done = handler(line, parts)
        if done is not None:
            break
    if done is False:
        parts.unparsed.append(original)
    return done is not None


#: Whole lines of a permanent that set a keyword flag.
_KEYWORD_LINES = {
    "~ can't be blocked.": Keyword.UNBLOCKABLE,
    "~ doesn't untap during your untap step.": Keyword.DOESNT_UNTAP,  # CR 502.3
    "~ can't block.": Keyword.CANT_BLOCK,  # CR 509.1a
    "~ attacks each combat if able.": Keyword.ATTACKS_EACH_COMBAT,  # CR 508.1d
    "~ can block only creatures with flying.": Keyword.BLOCKS_ONLY_FLYERS,  # CR 509.1b
}


def _static_or_spell_line(line: str, parts: Parts, is_spell: bool) -> bool:
    """Static abilities, keyword-setting lines, casting modifiers, or a whole spell body."""
    if not is_spell and static_line(line, parts):
        return True
    cst = None if is_spell else conditional_static_line(line)
    if cst is not None:
        parts.statics.append(cst)  # "as long as <condition>" (CR 604.2)
        return True
    if not is_spell and presence_static_line(line, parts):
        return True  # "as long as you control ..." / "for each ..." (oracle.static_conditions)
    if not is_spell and line in _KEYWORD_LINES:
        parts.keywords |= _KEYWORD_LINES[line]
        return True
    if line in ("This spell can't be countered.", "~ can't be countered."):
        parts.keywords |= Keyword.CANT_BE_COUNTERED  # CR 101.2
        return True
    uif = uncounterable_if_line(line)  # spell mastery (oracle.sprint_s1)
    if uif is not None:
        parts.modifiers.append(uif)
        return True
    # (oracle.cost_qualities)
    mods = (
        modifier_line(line)
        or quality_cost_line(line)
        or conditional_self_cost_line(line)
        or cast_rule_line(line)  # (oracle.cast_rules)
    )
    if mods is not None:
        parts.modifiers.extend(mods)
        return True
    if not is_spell and chooses_name_line(line):
        parts.facts["chooses_name"] = True  # CR 607.2d: read by "the chosen name" locks
        return True
    if is_spell:
        whole = parse_body(line)
        if whole is not None and not _names_no_object(whole):
            parts.spell.extend(whole)
            return True
    return False


def _sentences(line: str, original: str, parts: Parts, is_spell: bool, name: str) -> None:
    """The line sentence by sentence: a spell's effects; the rest is reported unparsed."""
    sentences = split_sentences(line)
    own_words = split_sentences(original)
    if len(own_words) != len(sentences):
        own_words = [s.replace("~", name) for s in sentences]
    for sentence, reported in zip(sentences, own_words, strict=True):
        got = parse_effects(sentence) if is_spell else None
        if got is not None and _names_no_object(got):
            got = None  # "It gets +2/+4": in a spell, "it" is the target, not the spell
        if is_spell and sentence == "Exile ~.":
            # Burning Wish, Eldritch Evolution: the spell exiles itself as it resolves
            # instead of going to its owner's graveyard (CR 608.2n).
            got = (Exile(Ref.SELF),)
        if is_spell and sentence == "Shuffle ~ into its owner's library.":
            got = (ShuffleIntoLibrary("spell"),)  # Green Sun's Zenith (CR 608.2n, 701.24)
        if (
            got is None
            and is_spell
            and (
                follow_up_sentence(sentence, parts.spell) or instead_sentence(sentence, parts.spell)
            )
        ):
            continue  # "It ...", "... instead", "... also ..." (oracle.follow_ups)
        if got is None and is_spell and delayed_line(sentence, parts):
            continue  # Mana Drain's second sentence: a delayed trigger (CR 603.7)
        if got is None:
            parts.unparsed.append(reported)
        else:
            parts.spell.extend(got)
