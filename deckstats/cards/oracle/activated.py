"""Activated abilities (CR 602, 606), their costs, and cost-option lines of Oracle text.

"{T}: Add {G}." and "{1}, Sacrifice ~: Draw a card." (``activated_line``, costs parsed by
``parse_cost``), channel (``channel_line``, CR 207.2c) and alternative or additional
costs with kicked effects (``cost_option_line``, CR 118.9, 702.33d). Called by
``compile_lines`` (``oracle/abilities.py``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from deckstats.cards.cost_extra import CostExtra
from deckstats.cards.costs import Channel
from deckstats.cards.dsl import (
    Activated,
    Cost,
)
from deckstats.cards.effects import (
    AddManaFor,
    Effect,
    Pump,
)
from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.model import (
    CardType,
)
from deckstats.cards.oracle.act_effects import modal_body
from deckstats.cards.oracle.activation_costs import cost_part, restriction, with_extra
from deckstats.cards.oracle.body import parse_body
from deckstats.cards.oracle.costs import (
    additional_cost,
    alternative_cost,
    cost_keyword,
    enters_with_per_kick,
    for_each_kick,
    kicked_line,
)
from deckstats.cards.oracle.effects import parse_effects
from deckstats.cards.oracle.mana_count import counted_body_effect, mana_count_effect
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.statics import singular
from deckstats.cards.oracle.text import NUMBER, number, split_sentences
from deckstats.cards.targets import (
    NO_FILTER,
    Filter,
    Ref,
)

# -- activated abilities (CR 602, 606) ---------------------------------------------------------

_COST_SPLIT = re.compile(r",\s*(?![^{]*\})")


def parse_cost(text: str) -> Cost | None:
    """Parse an activation cost such as ``"{1}, {T}, Pay 1 life, Sacrifice ~"``."""
    t = text.strip()
    loyalty = re.fullmatch(r"([+-]?)(\d+|X)", t)
    if loyalty:
        if loyalty.group(2) == "X":  # "−X" (CR 606.4, 107.3a); "+X" is not printed
            return Cost(loyalty=0, extra=CostExtra(loyalty_x=True)) if loyalty.group(1) else None
        value = int(loyalty.group(2))
        return Cost(loyalty=-value if loyalty.group(1) == "-" else value)
    mana = None
    tap = sac = exile_self = sac_other = False
    life = discard = energy = exile_cards = 0
    remove = ""
    sac_filter: Filter | None = None
    more: dict[str, Any] = {}
    extra: CostExtra | None = None
    for part in _COST_SPLIT.split(t):
        p = part.strip()
        if p == "{T}":
            tap = True
        elif re.fullmatch(r"(?:\{[0-9WUBRGCXS/P]+\})+", p):
            try:
                mana = parse_mana_cost(p)
            except ManaCostError:
                return None
        elif m := re.fullmatch(r"Pay (\d+) life", p):
            life = int(m.group(1))
        elif re.fullmatch(r"Pay (?:\{E\})+", p):
            energy = p.count("{E}")  # CR 107.14: energy counters paid as a cost
        elif m := re.fullmatch(r"Remove an? ([+-]1/[+-]1|[a-z]+) counter from ~", p):
            remove = m.group(1)  # CR 118.3, 122: Walking Ballista, Triskelion
        elif p == "Sacrifice ~":
            sac = True
        elif m := re.fullmatch(
            r"Sacrifice (an?|another) (creature|artifact|land|enchantment|permanent)", p
        ):
            # CR 118.3, 701.21: Goblin Bombardment, Viscera Seer, Carrion Feeder
            sac_filter = _SAC_COST_FILTERS[m.group(2)]
            sac_other = m.group(1) == "another"
        elif p == "Exile ~":
            exile_self = True
        elif m := re.fullmatch(rf"Exile ({NUMBER}) cards from your graveyard", p):
            n = number(m.group(1))
            if not isinstance(n, int):
                return None
            exile_cards = n  # CR 118.3 (Psychic Frog)
        elif m := re.fullmatch(rf"Discard ({NUMBER}) cards?", p):
            n = number(m.group(1))
            if not isinstance(n, int):
                return None
            discard = n
        elif (got := cost_part(p)) is not None:
            more.update(got[0])  # CR 118.3: ``oracle.activation_costs``
            extra = with_extra(extra, got[1])
        else:
            return None
    if more.get("sacrifice") is not None and sac_filter is not None:
        return None  # two sacrifice costs: one filter only
    cost = Cost(
        mana=mana,
        tap=tap,
        life=life,
        sacrifice_self=sac,
        discard=discard,
        exile_self=exile_self,
        energy=energy,
        remove_counter=remove,
        sacrifice=sac_filter,
        sacrifice_other=sac_other,
        exile_from_graveyard=exile_cards,
        extra=extra,
    )
    return replace(cost, **more) if more else cost


#: "Sacrifice a <kind>" costs (CR 118.3): the permanents that can pay them.
_SAC_COST_FILTERS = {
    "creature": Filter(card_type=CardType.CREATURE),
    "artifact": Filter(card_type=CardType.ARTIFACT),
    "land": Filter(card_type=CardType.LAND),
    "enchantment": Filter(card_type=CardType.ENCHANTMENT),
    "permanent": Filter(),
}


def activated_line(line: str, parts: Parts) -> bool | None:
    """Compile "cost: effect"; True when compiled, None when it is not an activated ability."""
    m = re.fullmatch(r'([^":]+?): (.+)', line, re.DOTALL)
    if not m or m.group(1).startswith(("When", "Whenever", "At ")):
        return None
    cost_text = m.group(1)
    boast = cost_text.startswith("Boast — ")
    if boast:  # CR 702.142a: "Activate only if this creature attacked this turn and only
        cost_text = cost_text[len("Boast — ") :]  # once each turn."
    word = CONDITION_WORD.match(cost_text)
    if word and "Activate only if " in m.group(2):
        cost_text = cost_text[word.end() :]  # "Metalcraft — " names the condition (CR 207.2c)
    cost = parse_cost(cost_text)
    if cost is None:
        return False
    if boast:
        cost = replace(
            cost, extra=with_extra(cost.extra, {"once_per_turn": True, "attacking": True})
        )
    sorcery = cost.loyalty is not None
    only_if: tuple[Filter, int] | None = None
    spend_only: Filter | None = None
    rest: list[str] = []
    modal = modal_body(m.group(2)) if "\n•" in m.group(2) else None
    if modal is not None:  # "Choose one —" and its modes (CR 700.2; oracle.act_effects)
        parts.abilities.append(Activated(cost=cost, effect=(modal,), sorcery_speed=sorcery))
        return True
    for sentence in split_sentences(m.group(2)):
        if sentence in ("Activate only as a sorcery.", "Activate this ability only as a sorcery."):
            sorcery = True
            continue
        rule = restriction(sentence)
        if rule is not None:
            sorcery = bool(rule.pop("sorcery", sorcery))
            cost = replace(cost, extra=with_extra(cost.extra, rule))
            continue
        if sentence.startswith("Activate only if you control "):
            only_if = _control_condition(sentence)
            if only_if is None:
                return False
            continue
        sentence = _sacrificed_this_way(sentence, cost)
        if sentence.startswith(("Spend this mana only to cast ", "This mana can't be spent")):
            spend_only = _spend_only(sentence)
            if spend_only is None:
                return False
            continue
        rest.append(sentence)
    effects = _ability_effects(rest)
    if not effects:
        return False
    if spend_only is not None and any(isinstance(e, AddManaFor) for e in effects):
        return False  # counted mana is never restricted here: not offered at all
    flt, count = only_if if only_if is not None else (None, 1)
    parts.abilities.append(
        Activated(
            cost=cost,
            effect=tuple(effects),
            sorcery_speed=sorcery,
            only_if_control=flt,
            only_if_count=count,
            spend_only=spend_only,
        )
    )
    return True


def _sacrificed_this_way(sentence: str, cost: Cost) -> str:
    """The effect alone of "If a creature was sacrificed this way, <effect>" (CR 118.3, 608.2c).

    After a cost that can only sacrifice a creature (Wight of the Reliquary) it always was.
    """
    m = re.fullmatch(r"If an? (\w+) was sacrificed this way, (.+)", sentence)
    kind = _SAC_COST_FILTERS.get(m.group(1)) if m else None
    if m and kind is not None and cost.sacrifice is not None and cost.sacrifice == kind:
        return m.group(2)[0].upper() + m.group(2)[1:]
    return sentence


def _ability_effects(sentences: list[str]) -> list[Effect] | None:
    """The effects of an ability's sentences: each on its own, else the whole body.

    The whole body goes through ``parse_body`` with the multi-sentence templates
    (``oracle.paragraphs``: "Look at the top four cards ... Put the rest on the bottom"),
    on a loyalty ability as on a spell (CR 606).
    """
    tron = counted_body_effect(" ".join(sentences))  # Urza's Mine; Nykthos (devotion)
    if tron is not None:
        return [tron]
    effects: list[Effect] = []
    for sentence in sentences:
        counted = mana_count_effect(sentence)  # "Add {G} for each Elf you control."
        got: Any = [counted] if counted is not None else None
        if got is None and effects:
            from deckstats.cards.oracle.follow_ups import follow_up_sentence, pronoun_follow_up

            got = pronoun_follow_up(sentence, effects)  # "It ..." = the target named before
            if got is None and sentence.startswith("If ") and follow_up_sentence(sentence, effects):
                continue  # "If ..., <effect> instead." replaces the effect before (CR 614.1a)
            last = effects[-1]
            if got is None and isinstance(last, Pump) and last.target == Ref.SELF:
                # "~ gains hexproof until end of turn. Tap it." (Dream Trawler): "it" is ~
                got = parse_effects(re.sub(r"\bit\b", "~", sentence))
        if got is None:
            got = parse_effects(sentence)
        if got is None:
            break
        effects.extend(got)
    else:
        return effects
    from deckstats.cards.oracle.body import parse_body

    whole = parse_body(" ".join(sentences))
    return list(whole) if whole else None


def _spend_only(sentence: str) -> Filter | None:
    """Parse a restriction on spending mana (CR 106.6) into the filter of spells it may pay.

    "Spend this mana only to cast artifact spells" (Mishra's Workshop), "... colorless
    Eldrazi spells or activate abilities of colorless Eldrazi" (Eldrazi Temple: its ability
    half is dropped, so the mana does less, never more), "... a creature spell", "This mana
    can't be spent to cast a nonartifact spell" (Powerstone).
    """
    m = re.fullmatch(
        r"Spend this mana only to cast (?:an? )?(.+?) spells?"
        r"(?: or activate abilities of [^.]+)?\.",
        sentence,
    )
    if m:
        from deckstats.cards.oracle.targets import card_filter

        flt = card_filter(m.group(1))
        return None if flt is None or flt == NO_FILTER else flt
    if sentence == "Spend this mana only to cast a creature spell of the chosen type.":
        from deckstats.cards.oracle.chosen_type import CHOSEN_CREATURE

        return CHOSEN_CREATURE  # Unclaimed Territory (CR 607.2d; engine.chosen_type)
    if sentence == "This mana can't be spent to cast a nonartifact spell.":
        return Filter(card_type=CardType.ARTIFACT)
    return None


#: Ability words that only name the condition an "Activate only if ..." sentence states.
CONDITION_WORD = re.compile(
    r"(?:Metalcraft|Threshold|Hellbent|Ferocious|Coven|Raid|Delirium|Revolt|Descend \d+) — "
)
_CONTROL_TYPES = {
    "artifact": CardType.ARTIFACT,
    "creature": CardType.CREATURE,
    "enchantment": CardType.ENCHANTMENT,
    "land": CardType.LAND,
    "planeswalker": CardType.PLANESWALKER,
}


def _control_noun(word: str) -> Filter | None:
    """``"Island"`` / ``"artifacts"`` -> a filter by subtype or card type."""
    w = word.removesuffix("s") if word.lower().removesuffix("s") in _CONTROL_TYPES else word
    if w.lower() in _CONTROL_TYPES:
        return Filter(card_type=_CONTROL_TYPES[w.lower()])
    if re.fullmatch(r"[A-Z][a-z]+", w):
        return Filter(subtypes=(singular(w) if w != "Plains" else w,))
    return None


def _control_condition(sentence: str) -> tuple[Filter, int] | None:
    """Parse "Activate only if you control ..." (CR 602.5b) into (filter, count).

    "an Island or a Swamp" (the Verge lands), "three or more artifacts" (Mox Opal).
    """
    m = re.fullmatch(
        r"Activate only if you control "
        rf"(?:an? (\w+)(?: or an? (\w+))?|({NUMBER}) or more (\w+))\.",
        sentence,
    )
    if not m:
        return None
    if m.group(3):
        n = number(m.group(3))
        flt = _control_noun(m.group(4))
        return None if flt is None or not isinstance(n, int) else (flt, n)
    words = [w for w in (m.group(1), m.group(2)) if w]
    flts = [_control_noun(w) for w in words]
    if any(f is None for f in flts):
        return None
    if len(flts) == 1:
        return flts[0], 1  # type: ignore[return-value]
    a, b = flts
    if a is None or b is None:
        return None
    if a.subtypes and b.subtypes and not a.card_type and not b.card_type:
        return Filter(subtypes=a.subtypes + b.subtypes), 1
    if a.card_type and b.card_type and not a.subtypes and not b.subtypes:
        return Filter(card_type=a.card_type | b.card_type), 1
    return None


_CHANNEL = re.compile(r"Channel — ((?:\{[^}]+\})+), Discard ~: (.+)", re.DOTALL)
_LESS_PER_LEGEND = (
    " This ability costs {1} less to activate for each legendary creature you control."
)


def channel_line(line: str, parts: Parts) -> bool | None:
    """Channel (ability word, CR 207.2c): "Channel — {cost}, Discard ~: <effect>".

    An activated ability from the hand (``cards.costs.Channel``; CR 602.1). The reduction
    "costs {1} less to activate for each legendary creature you control" is kept with it;
    an effect we cannot compile leaves the whole line unparsed (nothing is offered).
    """
    m = _CHANNEL.fullmatch(line)
    if not m:
        return hand_ability_line(line, parts)
    try:
        mana = parse_mana_cost(m.group(1))
    except ManaCostError:
        return False
    body = m.group(2)
    less = 0
    if body.endswith(_LESS_PER_LEGEND):
        body = body[: -len(_LESS_PER_LEGEND)]
        less = 1
    # "Create two 1/1 ... tokens. They gain haste until end of turn." (Sokenzan): haste only
    # matters the turn a creature comes under its controller's control (CR 302.6), so the
    # tokens are created with haste.
    body = re.sub(r" tokens\. They gain haste until end of turn\.$", " tokens with haste.", body)
    effects = parse_body(body)
    if effects is None:
        return False
    parts.costs.append(Channel(mana, tuple(effects), less_per_legend=less))
    return True


_HAND_ABILITY = re.compile(
    r"(?:((?:\{[^}]+\})+), Discard ~|Discard ~|Exile ~ from your hand): (.+)", re.DOTALL
)


def hand_ability_line(line: str, parts: Parts) -> bool | None:
    """Other abilities activated from the hand (CR 602.1), as ``Channel`` without the word.

    "{1}{U}, Discard ~: Look at the top two cards ..." (Waker of Waves), "Discard ~: ..."
    (Faerie Macabre), "Exile ~ from your hand: Add {R}." (Simian Spirit Guide).
    """
    m = _HAND_ABILITY.fullmatch(line)
    if not m:
        return None
    try:
        mana = parse_mana_cost(m.group(1) or "{0}")
    except ManaCostError:
        return False
    effects = parse_body(m.group(2))
    if effects is None:
        return False
    exile = line.startswith("Exile ~ from your hand")
    parts.costs.append(Channel(mana, tuple(effects), exile=exile))
    return True


def cost_option_line(line: str, parts: Parts, is_spell: bool) -> bool:
    """Alternative costs (CR 118.9) and kicked spell effects (CR 702.33d); see ``oracle.costs``."""
    alt = alternative_cost(line) or additional_cost(line)
    if alt is not None:
        parts.costs.append(alt)
        return True
    costed = cost_keyword(line.lower().rstrip("."))  # a keyword cost with a comma in it
    if costed is not None:
        parts.costs.append(costed[0])
        parts.keywords |= costed[1]
        return True
    if not is_spell:
        trig = enters_with_per_kick(line)
        if trig is None:
            return False
        parts.triggers.append(trig)
        return True
    got = kicked_line(line)
    if got is None:
        got = for_each_kick(line)
    if got is None:
        return False
    parts.spell.extend(got)
    return True
