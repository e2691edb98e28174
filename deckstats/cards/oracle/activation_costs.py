"""Oracle templates for the further costs and restrictions of activated abilities.

Each cost part of "cost: effect" that ``activated.parse_cost`` does not know is tried here
(CR 118.3, 602.1); the result goes to ``dsl.Cost`` fields and a ``cards.cost_extra.CostExtra``:

- "Sacrifice a Goblin", "Sacrifice another creature or artifact", "Sacrifice an artifact,
  creature, or land", "Sacrifice two artifacts", "Sacrifice two other creatures";
- "Tap an untapped creature you control", "Tap three untapped Elves you control";
- "Return a Forest you control to its owner's hand", "Return ~ to its owner's hand";
- "Put a -1/-1 counter on ~", "Remove two +1/+1 counters from ~";
- "Discard a creature card" (a quality of the discarded cards); "Discard another card named
  ~" (grandeur: a card of the source's name, ``engine.activation_costs.own_name``).

And the restriction sentences after the effect (CR 602.5b): "Activate only once each turn.",
"Activate only during your turn.", "Activate only as an instant." (instant timing is every
ability's default, CR 602.2), joined as "Activate only during your turn and only once each
turn." A cost part or restriction not matched here leaves the whole line unparsed, and the
ability is not offered (a partial card never cheats).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from deckstats.cards.cost_extra import CostExtra
from deckstats.cards.costs import Flashback
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.oracle.statics import singular
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import NO_FILTER, Filter

#: One cost part's contribution: (``dsl.Cost`` fields, ``CostExtra`` fields).
CostPart = tuple[dict[str, Any], dict[str, Any]]

_SACRIFICE = re.compile(rf"Sacrifice (another|{NUMBER}(?: other)?) ([A-Za-z ,]+?)")
_TAP = re.compile(rf"Tap ({NUMBER}) untapped ([A-Za-z ,]+?) you control")
_RETURN = re.compile(r"Return an? ([A-Za-z ,]+?) you control to its owner's hand")
_PUT = re.compile(r"Put an? ([+-]1/[+-]1|-0/-1) counter on ~")
_REMOVE = re.compile(rf"Remove ({NUMBER}) ([+-]1/[+-]1|[a-z]+) counters from ~")


def _kind(words: str, plural: bool) -> Filter | None:
    """``"Elves"`` / ``"creature or artifact"`` -> the filter of the permanents meant."""
    if plural:
        words = " ".join(w if w == "or" else singular(w) for w in words.split())
    either = words.split(" or ")
    if len(either) == 2 and all(re.fullmatch(r"[A-Z][a-z]+", w) for w in either):
        return Filter(subtypes=tuple(either))  # "a Vampire or Zombie": either subtype
    flt = card_filter(words)
    return None if flt is None or flt == NO_FILTER else flt


def _count(word: str) -> int | None:
    n = number(word)
    return n if isinstance(n, int) and n > 0 else None


def cost_part(p: str) -> CostPart | None:
    """One cost part (CR 118.3) as field values, or ``None`` when it is not one of ours."""
    if p == "Return ~ to its owner's hand":
        return {}, {"return_self": True}
    if p == "Discard another card named ~":  # Grandeur (CR 207.2c, 118.3; Page, Loose Leaf)
        return {"discard": 1}, {"discard_filter": Filter(name="~")}
    if p == "Discard your hand":
        return {}, {"discard_hand": True}  # Lion's Eye Diamond (CR 118.3)
    if m := _SACRIFICE.fullmatch(p):
        how = m.group(1)
        other = how == "another" or how.endswith(" other")
        n = 1 if how == "another" else _count(how.removesuffix(" other"))
        flt = _kind(m.group(2), n is not None and n > 1)
        if n is None or flt is None:
            return None
        return {"sacrifice": flt, "sacrifice_other": other}, (
            {"sacrifice_count": n} if n > 1 else {}
        )
    if m := _TAP.fullmatch(p):
        n = _count(m.group(1))
        flt = _kind(m.group(2), n is not None and n > 1)
        if n is None or flt is None:
            return None
        return {}, {"tap_filter": flt, "tap_count": n}
    if m := _RETURN.fullmatch(p):
        flt = _kind(m.group(1), False)
        return None if flt is None else ({}, {"return_filter": flt})
    if m := re.fullmatch(rf"Discard ({NUMBER}) ([a-z ,]+?) cards?", p):  # Survival
        n = _count(m.group(1))
        flt = card_filter(m.group(2))
        if n is None or flt is None or flt == NO_FILTER:
            return None
        return {"discard": n}, {"discard_filter": flt}
    if m := _PUT.fullmatch(p):
        return {}, {"put_counter": m.group(1)}
    if m := _REMOVE.fullmatch(p):
        n = _count(m.group(1))
        return None if n is None else ({"remove_counter": m.group(2)}, {"remove_count": n})
    return None


def with_extra(extra: CostExtra | None, fields: dict[str, Any]) -> CostExtra | None:
    """``extra`` with ``fields`` set (a new ``CostExtra`` when there was none)."""
    if not fields:
        return extra
    return replace(extra if extra is not None else CostExtra(), **fields)


_HAND = re.compile(rf"Activate only if you have exactly ({NUMBER}) cards in hand\.")
_RESTRICTION = re.compile(r"Activate (?:this ability )?only (.+)\.")
_ONLY_IF = re.compile(r"Activate (?:this ability )?only if (.+)\.")
_CLAUSES = {
    "once each turn": "once_per_turn",
    "during your turn": "your_turn",
    "as an instant": "",
    "as a sorcery": "sorcery",
}


def restriction(sentence: str) -> dict[str, Any] | None:
    """A restriction sentence (CR 602.5b) as ``CostExtra`` fields; else None.

    "Activate only once each turn." -> ``{"once_per_turn": True}``.

    ``"sorcery"`` in the result stands for "as a sorcery" (``Activated.sorcery_speed``).
    """
    if sentence == "X can't be 0.":
        return {"x_positive": True}  # CR 107.3, 602.2b
    hand = _HAND.fullmatch(sentence)
    if hand:
        n = _count(hand.group(1))
        return None if n is None else {"hand_exactly": n}
    cond = _ONLY_IF.fullmatch(sentence)
    if cond and not cond.group(1).startswith("you control "):  # that is ``only_if_control``
        from deckstats.cards.oracle.effects import CONDITION_TEXTS

        what, _, more = cond.group(1).partition(" and only ")
        rest = restriction(f"Activate only {more}.") if more else {}
        for key, texts in CONDITION_TEXTS.items():
            if what in texts and rest is not None and "condition" not in rest:
                # threshold, raid, ... (CR 602.5b), "... and only once each turn" (Hired Claw)
                return {"condition": key, **rest}
        return None
    m = _RESTRICTION.fullmatch(sentence)
    if not m:
        return None
    fields: dict[str, Any] = {}
    for clause in m.group(1).split(" and only "):
        if clause not in _CLAUSES:
            return None
        if _CLAUSES[clause]:
            fields[_CLAUSES[clause]] = True
    return fields


_FLASHBACK = re.compile(r"Flashback\s*[—-]\s*(.+?)\.?")
_MANA_PART = re.compile(r"(?:\{[0-9WUBRGCX/P]+\})+")


def flashback_cost(item: str) -> Flashback | None:
    """A flashback cost with a sacrifice or tap part (CR 702.34a, 118.3), else ``None``.

    "Flashback—Sacrifice three creatures." (Dread Return), "Flashback—Tap three untapped
    white creatures you control." (Battle Screech), "Flashback—Sacrifice a Mountain."

    Only flashback costs with a sacrifice or tap part are compiled here (mana and life
    alone are ``oracle.costs.cost_keyword``'s); without mana the cost is {0}.
    """
    m = _FLASHBACK.fullmatch(item)
    if not m:
        return None
    fields: dict[str, Any] = {"mana": None, "life": 0}
    for part in re.split(r",\s*", m.group(1)):
        part = part[0].upper() + part[1:]
        if _MANA_PART.fullmatch(part):
            fields["mana"] = parse_mana_cost(part)
        elif life := re.fullmatch(r"Pay (\d+) life", part):
            fields["life"] = int(life.group(1))
        elif (got := cost_part(part)) is not None and got[0].get("sacrifice") is not None:
            if got[0].get("sacrifice_other"):
                return None
            fields["sacrifice"] = got[0]["sacrifice"]
            fields["sacrifice_count"] = got[1].get("sacrifice_count", 1)
        elif got is not None and got[1].get("tap_filter") is not None:
            fields["tap"] = got[1]["tap_filter"]
            fields["tap_count"] = got[1]["tap_count"]
        else:
            return None
    if fields.get("sacrifice") is None and fields.get("tap") is None:
        return None
    if fields["mana"] is None:
        fields["mana"] = parse_mana_cost("{0}")
    return Flashback(**fields)


__all__ = ["CostPart", "cost_part", "flashback_cost", "restriction", "with_extra"]
