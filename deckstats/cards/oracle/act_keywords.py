"""Keyword lines of round 38's ``act`` family: keywords that are costs or abilities of a card.

- Jump-start (CR 702.133a) and retrace (CR 702.81a): cast from the graveyard with a discard
  as an additional cost (``cards.costs.Flashback`` with ``discard``).
- Cumulative upkeep {cost} / —Pay N life (CR 702.24a): an upkeep trigger
  (``effects_act.CumulativeUpkeep``).
- Buyback {cost} (CR 702.27a), entwine {cost} (CR 702.42a): a ``cards.costs.Kicker`` with
  ``buyback`` / ``entwine``.
- Overload {cost} (CR 702.96a): an alternative cost whose effects are the spell's text with
  "each" for "target" (``finish_overload``, after the face's lines are compiled); foretell
  {cost} (CR 702.143a): an alternative cost used only from exile (``engine.foretell``); plot
  {cost} (CR 702.170a): the same, its cost paid by the special action, the cast free.
- Unearth {cost} (CR 702.84a), embalm {cost} (CR 702.128a), eternalize {cost} (CR 702.129a):
  sorcery-speed abilities of the card in its graveyard (``cards.costs.GraveyardAbility``;
  ``effects.Unearth``, ``effects.ZombieCopy``; embalm and eternalize exile the card as cost).

- Keywords that stand for a triggered or activated ability with a number (CR 702, not in
  seeds): the rules text they abbreviate (``_EXPANSIONS``) is compiled like any Oracle line,
  and the keyword compiles only if that text does: afflict N (CR 702.130a), fabricate N
  (702.123a), bushido N (702.45a), afterlife N (702.135a), outlast {cost} (702.107a),
  poisonous N (702.70a). (Extort, battle cry and vanishing are
  ``oracle.trigger_keywords``'.)

- Squad {cost} (CR 702.157a): a multikicker and an enters trigger making a token copy for
  each time it was paid (``SQUAD``).
- For Mirrodin! (CR 702.163a): a 2/2 red Rebel token the Equipment is attached to.

Called by ``oracle.keyword_lines`` for each keyword item; a keyword not known here is left to
the other templates (``None``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from deckstats.cards.costs import AlternativeCost, Flashback, GraveyardAbility, Kicker
from deckstats.cards.dsl import Cost, Triggered, token
from deckstats.cards.effects import CopyToken, CreateAttached, ForEachKick
from deckstats.cards.effects_act import (
    CumulativeUpkeep,
    Unearth,
    ZombieCopy,
)
from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.targets import Filter, Ref
from deckstats.cards.triggers import BeginningOfStep, EntersBattlefield, StepName

_LAND_CARD = Filter(card_type=CardType.LAND)
_GRAVEYARD_KEYWORD = re.compile(r"(unearth|embalm|eternalize) ((?:\{[^}]+\})+)")
#: What each graveyard keyword's ability does, and whether the card is exiled as its cost.
_GRAVEYARD_EFFECTS = {
    "unearth": (Unearth(), False),
    "embalm": (ZombieCopy("W"), True),
    "eternalize": (ZombieCopy("B", 4), True),
}


_N = r"(\d+)"
_MANA = r"((?:\{[^}]+\})+)"
#: Keyword -> the Oracle text it stands for ({0}: its number or cost; {1}: "a" / the number
#: spelled out; {2}: "s" when the number is not one).
_EXPANSIONS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), text)
    for pattern, text in (
        (rf"afflict {_N}", "Whenever ~ becomes blocked, defending player loses {0} life."),
        (
            rf"fabricate {_N}",
            "When ~ enters, choose one —\n• Put {1} +1/+1 counter{2} on ~.\n"
            "• Create {1} 1/1 colorless Servo artifact creature token{2}.",
        ),
        (
            rf"bushido {_N}",
            "Whenever ~ blocks or becomes blocked, ~ gets +{0}/+{0} until end of turn.",
        ),
        (
            rf"afterlife {_N}",
            "When ~ dies, create {1} 1/1 white and black Spirit creature token{2} with flying.",
        ),
        (rf"outlast {_MANA}", "{0}, {{T}}: Put a +1/+1 counter on ~. Activate only as a sorcery."),
        (
            rf"poisonous {_N}",
            "Whenever ~ deals combat damage to a player, that player gets {1} poison counter{2}.",
        ),
    )
)
_WORDS = ("a", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _expanded(low: str) -> str | None:
    """The Oracle text a numbered keyword abbreviates, or ``None``."""
    for rx, text in _EXPANSIONS:
        m = rx.fullmatch(low)
        if m:
            arg = m.group(1).upper()
            n = int(arg) if arg.isdigit() else 0
            word = _WORDS[n] if 0 < n < len(_WORDS) else arg
            return text.format(arg, "a" if n == 1 else word, "" if n == 1 else "s")
    return None


def _expansion_item(low: str, parts: Parts) -> bool | None:
    """Compile a keyword through the text it stands for; False if that text does not compile."""
    text = _expanded(low)
    if text is None:
        return None
    from deckstats.cards.oracle.abilities import compile_lines

    got = compile_lines([text], [text], is_spell=False, name="~")
    if got.unparsed or got.statics or got.spell:
        return False
    parts.triggers.extend(got.triggers)
    parts.abilities.extend(got.abilities)
    return True


_BLITZ_FROM_GRAVEYARD = "You may cast ~ from your graveyard using its blitz ability."


def _finish_blitz(parts: Parts, lines: list[str], originals: list[str]) -> None:
    """Blitz from the graveyard (Tenacious Underdog; CR 702.152a).

    "You may cast ~ from your graveyard using its blitz ability.": with a blitz cost compiled,
    the card may also be cast from the graveyard for it (a ``Flashback`` that keeps the card
    and blitzes it); the line is then compiled.
    """
    if _BLITZ_FROM_GRAVEYARD not in lines:
        return
    blitz = next(
        (c for c in parts.costs if isinstance(c, AlternativeCost) and c.keyword == "blitz"), None
    )
    at = lines.index(_BLITZ_FROM_GRAVEYARD)
    original = originals[at] if at < len(originals) else _BLITZ_FROM_GRAVEYARD
    if blitz is None or original not in parts.unparsed:
        return
    parts.costs.append(Flashback(blitz.mana, life=blitz.life, keep=True, blitz=True))
    parts.unparsed.remove(original)


def finish_overload(parts: Parts, lines: list[str], originals: list[str]) -> None:
    """Overload (CR 702.96a): the spell's text with "each" for "target", as the option's effects.

    Called once the face's lines are compiled (``oracle.compiler``). If that text does not
    compile, the overload option is dropped and its line reported unparsed. Blitz from the
    graveyard is finished here too (``_finish_blitz``).
    """
    _finish_blitz(parts, lines, originals)
    for i, c in enumerate(parts.costs):
        if not (isinstance(c, AlternativeCost) and c.keyword == "overload" and not c.effect):
            continue
        at = next((j for j, line in enumerate(lines) if line.lower().startswith("overload")), -1)
        body = " ".join(line for j, line in enumerate(lines) if j != at)
        text = re.sub(r"\btarget\b", "each", body)
        from deckstats.cards.oracle.body import parse_body

        got = parse_body(text) if text != body else None
        if got:
            parts.costs[i] = replace(c, effect=tuple(got))
            continue
        del parts.costs[i]
        parts.unparsed.append(originals[at] if 0 <= at < len(originals) else "Overload")
        return


#: "For Mirrodin!" (CR 702.163a): "When this Equipment enters, create a 2/2 red Rebel creature
#: token, then attach this to it." (``CreateAttached``, as living weapon's Germ).
FOR_MIRRODIN = Triggered(
    EntersBattlefield(),
    (CreateAttached(token("Rebel", pt=(2, 2), color="R", subtypes=("Rebel",))),),
)


#: Squad (CR 702.157a): "When this creature enters, if its squad cost was paid, create a token
#: that's a copy of it for each time its squad cost was paid."
SQUAD = Triggered(EntersBattlefield(), (ForEachKick((CopyToken(Ref.SELF),)),), text="Squad")


def act_keyword_item(low: str, parts: Parts) -> bool | None:
    """Apply one lower-case keyword item; True when compiled, None when not one of ours."""
    if low == "for mirrodin!":
        parts.triggers.append(FOR_MIRRODIN)
        return True
    m = re.fullmatch(r"squad ((?:\{[^}]+\})+)", low)
    if m:  # CR 702.157a: paid any number of times; that many token copies as it enters
        try:
            parts.costs.append(Kicker(parse_mana_cost(m.group(1).upper()), multi=True))
        except ManaCostError:
            return None
        parts.triggers.append(SQUAD)
        return True
    got = _expansion_item(low, parts)
    if got is not None:
        return got
    if low == "bargain":  # CR 702.166a: an optional additional cost, paid once
        parts.costs.append(Kicker(parse_mana_cost("{0}"), bargain=True))
        return True
    m = re.fullmatch(r"casualty (\d+)", low)
    if m:  # CR 702.153a: a sacrifice as it is cast; then one copy (as replicate's)
        parts.costs.append(Kicker(parse_mana_cost("{0}"), replicate=True, casualty=int(m[1])))
        return True
    if low == "jump-start":
        parts.costs.append(Flashback(None, discard=1))  # CR 702.133a: then exiled
        return True
    if low == "retrace":
        parts.costs.append(Flashback(None, discard=1, discard_filter=_LAND_CARD, keep=True))
        return True
    m = re.fullmatch(r"cumulative upkeep(?: ((?:\{[^}]+\})+)|—pay (\d+) life)\.?", low)
    if m:  # CR 702.24a: a trigger at the beginning of your upkeep
        try:
            mana = parse_mana_cost(m.group(1).upper()) if m.group(1) else None
        except ManaCostError:
            return None
        upkeep = CumulativeUpkeep(mana, int(m.group(2) or 0))
        parts.triggers.append(Triggered(BeginningOfStep(StepName.UPKEEP), (upkeep,)))
        parts.keywords |= Keyword.CUMULATIVE_UPKEEP
        return True
    m = re.fullmatch(r"(overload|foretell) ((?:\{[^}]+\})+)", low)
    if m:  # CR 702.96a: an alternative cost; its effects are set by ``finish_overload``
        try:  # CR 702.143a: foretell's cost is cast from exile only (``engine.foretell``)
            parts.costs.append(
                AlternativeCost(parse_mana_cost(m.group(2).upper()), keyword=m.group(1))
            )
        except ManaCostError:
            return None
        return True
    m = re.fullmatch(r"plot ((?:\{[^}]+\})+)", low)
    if m:  # CR 702.170a: a special action's cost; the card is cast free later (engine.foretell)
        try:
            action = parse_mana_cost(m.group(1).upper())
        except ManaCostError:
            return None
        parts.costs.append(AlternativeCost(None, keyword="plot", action_mana=action))
        return True
    m = re.fullmatch(r"(buyback|entwine) ((?:\{[^}]+\})+)", low)
    if m:
        try:  # CR 702.27a, 702.42a: an optional additional cost, paid at most once
            mana = parse_mana_cost(m.group(2).upper())
        except ManaCostError:
            return None
        buyback = m.group(1) == "buyback"
        parts.costs.append(Kicker(mana, buyback=buyback, entwine=not buyback))
        parts.keywords |= Keyword.BUYBACK if buyback else Keyword(0)
        return True
    m = _GRAVEYARD_KEYWORD.fullmatch(low)
    if m:
        try:
            mana = parse_mana_cost(m.group(2).upper())
        except ManaCostError:
            return None
        gy_effect, exile = _GRAVEYARD_EFFECTS[m.group(1)]
        parts.costs.append(
            GraveyardAbility(Cost(mana=mana, exile_self=exile), (gy_effect,), sorcery=True)
        )
        return True
    return None


__all__ = ["act_keyword_item"]
