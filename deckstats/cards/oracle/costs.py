"""Oracle templates for cost options: keyword costs, alternative costs, kicked effects.

Templates (normalised text, ``~`` for the card's own name):

- keywords: ``Suspend N—{cost}``, ``Spectacle {cost}``, ``Kicker {cost}``,
  ``Multikicker {cost}``, ``Flashback {cost}``, ``Cycling {cost}``, ``<Type>cycling {cost}``
  and ``Basic landcycling {cost}`` (CR 702.62, 702.137, 702.33, 702.34, 702.29);
- alternative costs (CR 118.9): "You may <cost> rather than pay this spell's mana cost."
  with <cost> one or more of "pay N life", "sacrifice N <Type>s", "exile a <colour> card
  from your hand", "return a(n) <Type> you control to its owner's hand";
- kicked effects (CR 702.33d): "If this spell was kicked, <effect>" after the spell's
  other sentences, and "<effect> for each time it was kicked";
- Snapcaster Mage's "target instant or sorcery card in your graveyard gains flashback
  until end of turn. The flashback cost is equal to its mana cost." (CR 702.34a).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from deckstats.cards import effects as fx
from deckstats.cards.costs import (
    CONTROL_PREFIX,
    MADNESS,
    MIRACLE,
    NO_LANDS_IN_HAND,
    NOT_YOUR_TURN,
    SPECTACLE,
    AdditionalCost,
    AlternativeCost,
    CostOption,
    Cycling,
    Flashback,
    Kicker,
    Ninjutsu,
    Suspend,
    Transmute,
)
from deckstats.cards.dsl import Triggered
from deckstats.cards.mana import ManaCost, ManaCostError, parse_mana_cost
from deckstats.cards.model import NO_COLOR, NO_KEYWORD, NO_TYPE, CardType, Keyword
from deckstats.cards.oracle.alt_conditions import more_alternative_cost, more_condition
from deckstats.cards.oracle.effects import parse_effects, parse_sentences
from deckstats.cards.oracle.targets import COLOR_WORDS, card_filter
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import EntersBattlefield

_COST = r"((?:\{[^}]+\})+)"
#: A compiled keyword cost and the keyword flag it sets.
KeywordCost = tuple[CostOption, Keyword]
_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")


def _mana(text: str) -> ManaCost | None:
    try:
        return parse_mana_cost(text.upper())
    except ManaCostError:
        return None


#: Keywords that are an alternative cost (CR 118.9) and the flag each sets: evoke
#: (CR 702.74a); dash, CR 702.109a: haste, and back to its owner's hand at the next end
#: step; warp, CR 702.185a: exiled at the next end step, then castable from exile later.
_ALTERNATIVE_KEYWORDS = {
    "evoke": Keyword.EVOKE,
    "dash": Keyword.DASH,
    "warp": NO_KEYWORD,
    "blitz": NO_KEYWORD,  # CR 702.152a (``engine.blitz``)
}


def _alternative(word: str, flag: Keyword) -> Callable[[ManaCost], KeywordCost]:
    return lambda mana: (AlternativeCost(mana=mana, keyword=word), flag)


def _landcycling(land_type: str) -> Callable[[ManaCost], KeywordCost]:
    return lambda mana: (Cycling(mana, land_type=land_type), Keyword.CYCLING)


#: What a lower-case keyword followed by a mana cost compiles to (``cost_keyword``).
_MANA_KEYWORDS: dict[str, Callable[[ManaCost], KeywordCost]] = {
    **{word: _alternative(word, flag) for word, flag in _ALTERNATIVE_KEYWORDS.items()},
    "madness": lambda mana: (  # CR 702.35a: cast from exile when discarded
        AlternativeCost(mana=mana, condition=MADNESS, keyword="madness"),
        Keyword.MADNESS,
    ),
    "miracle": lambda mana: (  # CR 702.94a: cast as the first card drawn this turn
        AlternativeCost(mana=mana, condition=MIRACLE, keyword="miracle"),
        NO_KEYWORD,
    ),
    "spectacle": lambda mana: (
        AlternativeCost(mana=mana, condition=SPECTACLE, keyword="spectacle"),
        NO_KEYWORD,
    ),
    "kicker": lambda mana: (Kicker(mana), Keyword.KICKER),
    "multikicker": lambda mana: (Kicker(mana, multi=True), Keyword.KICKER),
    # CR 702.56a: paid any number of times; a copy of the spell for each
    "replicate": lambda mana: (Kicker(mana, multi=True, replicate=True), NO_KEYWORD),
    "flashback": lambda mana: (Flashback(mana), Keyword.FLASHBACK),
    # CR 702.180: flashback's cousin, with a creature tapped to reduce the cost
    "harmonize": lambda mana: (Flashback(mana, harmonize=True), NO_KEYWORD),
    "cycling": lambda mana: (Cycling(mana), Keyword.CYCLING),
    "transmute": lambda mana: (Transmute(mana), NO_KEYWORD),  # CR 702.53
    "ninjutsu": lambda mana: (Ninjutsu(mana), NO_KEYWORD),  # CR 702.49
    # CR 702.49d: ninjutsu that also works from the command zone (no such zone outside
    # Commander games, so ninjutsu from the hand): Yuriko, the Tiger's Shadow (round 40)
    "commander ninjutsu": lambda mana: (Ninjutsu(mana), NO_KEYWORD),
    "basic landcycling": _landcycling("basic land"),
    "artifact landcycling": _landcycling("artifact land"),  # Sojourner's Companion
    **{f"{t}cycling": _landcycling(t.capitalize()) for t in _LAND_TYPES},
}
_MANA_KEYWORD = re.compile(rf"({'|'.join(_MANA_KEYWORDS)}) {_COST}")


def cost_keyword(low: str) -> KeywordCost | None:
    """Compile one lower-case keyword item with a cost; ``None`` if it is not one."""
    m = re.fullmatch(rf"suspend (\d+)\s*[—-]\s*{_COST}", low)
    if m:
        mana = _mana(m.group(2))
        return (Suspend(int(m.group(1)), mana), NO_KEYWORD) if mana is not None else None
    m = re.fullmatch(rf"flashback\s*[—-]\s*{_COST}, pay (\d+) life\.?", low)
    if m:
        mana = _mana(m.group(1))
        if mana is None:
            return None
        return Flashback(mana, life=int(m.group(2))), Keyword.FLASHBACK
    m = re.fullmatch(
        rf"escape\s*[—-]\s*{_COST}, exile ({NUMBER}) other cards from your graveyard\.?", low
    )
    if m:
        mana, n = _mana(m.group(1)), number(m.group(2))
        if mana is None or not isinstance(n, int):
            return None
        return Flashback(mana, escape=True, exile_others=n), NO_KEYWORD  # CR 702.138a
    m = re.fullmatch(rf"impending (\d+)\s*[—-]\s*{_COST}", low)
    if m:  # CR 702.176: an alternative cost; it enters with N time counters
        mana = _mana(m.group(2))
        if mana is None:
            return None
        alt = AlternativeCost(mana=mana, keyword="impending", time_counters=int(m.group(1)))
        return alt, NO_KEYWORD
    m = re.fullmatch(rf"blitz\s*[—-]\s*{_COST}, pay (\d+) life\.?", low)
    if m:  # CR 702.152a: "Blitz—{2}{B}{B}, Pay 2 life." (Tenacious Underdog)
        mana = _mana(m.group(1))
        if mana is None:
            return None
        return AlternativeCost(mana=mana, life=int(m.group(2)), keyword="blitz"), NO_KEYWORD
    if re.fullmatch(r"cycling\s*[—-]\s*sacrifice a land\.?", low):  # Edge of Autumn
        return Cycling(None, sacrifice_land=True), Keyword.CYCLING
    m = re.fullmatch(r"cycling\s*[—-]\s*pay (\d+) life\.?", low)
    if m:
        return Cycling(None, life=int(m.group(1))), Keyword.CYCLING
    m = _MANA_KEYWORD.fullmatch(low)
    if m:
        mana = _mana(m.group(2))
        return None if mana is None else _MANA_KEYWORDS[m.group(1)](mana)
    m = re.fullmatch(rf"([a-z]+)cycling {_COST}", low)
    if m:  # typecycling, CR 702.29f: "Wizardcycling {2}" (Step Through) searches for a Wizard
        mana = _mana(m.group(2))
        return None if mana is None else _landcycling(m.group(1).capitalize())(mana)
    m = re.fullmatch(r"evoke\s*[—-]\s*exile an? (\w+) card from your hand\.?", low)
    if m and m.group(1) in COLOR_WORDS:
        color = COLOR_WORDS[m.group(1)]
        return (
            AlternativeCost(exile_from_hand=1, exile_color=color, keyword="evoke"),
            Keyword.EVOKE,
        )
    return None


def _singular(word: str) -> str:
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("es") and word[:-2].lower() in ("plain",):
        return word
    return word[:-1] if word.endswith("s") and word.lower() != "plains" else word


_SAC_TYPES = {
    "creature": CardType.CREATURE,
    "artifact": CardType.ARTIFACT,
    "land": CardType.LAND,
    "enchantment": CardType.ENCHANTMENT,
    "permanent": NO_TYPE,
    "nonland permanent": None,
}


#: The counted parts of an additional cost (CR 601.2b) and the ``AdditionalCost`` field
#: each one counts.
_COUNTED_COSTS = {
    re.compile(rf"discard ({NUMBER}) cards?"): "discard",
    re.compile(rf"exile ({NUMBER}) cards from your graveyard"): "exile_from_graveyard",
    re.compile(r"pay (\d+|X) life"): "life",
}


def _option(part: str) -> AdditionalCost | None:
    """One cost of a choice (CR 601.2b), or ``None``.

    "pay {5}" (Lightning Axe), "reveal a Merfolk card from your hand" (Silvergill Adept), or
    another whole additional cost.
    """
    mana = re.fullmatch(r"pay \{(\d+)\}", part)
    if mana:
        return AdditionalCost(mana=int(mana.group(1)))
    reveal = re.fullmatch(r"reveal an? ([A-Z][a-z]+) card from your hand", part)
    if reveal:
        return AdditionalCost(reveal_subtype=reveal.group(1))
    return additional_cost(f"As an additional cost to cast ~, {part}.")


def _bounce(body: str) -> AdditionalCost | None:
    """Deprive's "return a land you control to its owner's hand" -> the cost, or ``None``."""
    m = re.fullmatch(r"return an? (\w+) you control to its owner's hand", body)
    if not m or not _SAC_TYPES.get(m.group(1)):
        return None
    return AdditionalCost(bounce=1, bounce_types=_SAC_TYPES[m.group(1)] or NO_TYPE)


def additional_cost(line: str) -> AdditionalCost | None:
    """CR 601.2b: "As an additional cost to cast this spell, <cost>[ and <cost>]." -> the cost.

    Costs: "sacrifice a creature / an artifact / N lands", "discard a card / N cards",
    "exile N cards from your graveyard", "pay N life". A choice of costs ("sacrifice a
    creature or pay 3 life") is not compiled.
    """
    m = re.fullmatch(r"As an additional cost to cast (?:this spell|~), (.+)\.", line)
    if not m:
        return None
    body = m.group(1)
    # "sacrifice an artifact or creature": one permanent of either type (not a choice).
    union = re.fullmatch(r"sacrifice an? (artifact|creature|land|enchantment) or (\w+)", body)
    if union and union.group(2) in _SAC_TYPES and _SAC_TYPES[union.group(2)]:
        first = _SAC_TYPES[union.group(1)] or NO_TYPE
        second = _SAC_TYPES[union.group(2)] or NO_TYPE
        return AdditionalCost(sacrifice=1, sacrifice_types=first | second)
    if " or " in body:
        # CR 601.2b: "discard a card or pay 3 life" (Bitter Triumph): one of the costs.
        options = [_option(p) for p in body.split(" or ")]
        if len(options) < 2 or any(o is None or o.options for o in options):
            return None
        return AdditionalCost(options=tuple(o for o in options if o is not None))
    sac = 0
    sac_types = NO_TYPE
    sac_colors = NO_COLOR
    counts = dict.fromkeys(_COUNTED_COSTS.values(), 0)
    x_field = ""
    bounce = _bounce(body)
    if bounce is not None:
        return bounce  # Deprive (CR 601.2h)
    for part in re.split(r", and |, | and ", body):
        p = re.fullmatch(
            rf"sacrifice ({NUMBER}|an?) (?:(white|blue|black|red|green) )?(\w+?)s?", part
        )
        if p and p.group(3) in _SAC_TYPES and _SAC_TYPES[p.group(3)] is not None:
            n = number(p.group(1))
            if not isinstance(n, int):
                return None
            sac, sac_types = n, _SAC_TYPES[p.group(3)] or NO_TYPE
            sac_colors = COLOR_WORDS[p.group(2)] if p.group(2) else NO_COLOR  # Natural Order
            continue
        counted = [(c, f) for pat, f in _COUNTED_COSTS.items() if (c := pat.fullmatch(part))]
        if not counted:
            return None
        n = number(counted[0][0].group(1))
        if n == "X" and not x_field:
            x_field = counted[0][1]  # "pay X life": X chosen as it is cast (CR 107.3a)
            continue
        if not isinstance(n, int):
            return None
        counts[counted[0][1]] = n
    return AdditionalCost(
        sacrifice=sac,
        sacrifice_types=sac_types,
        discard=counts["discard"],
        exile_from_graveyard=counts["exile_from_graveyard"],
        life=counts["life"],
        sacrifice_colors=sac_colors,
        x=x_field,
    )


def _alt_condition(prefix: str | None) -> str | None:
    """The condition of "If <condition>, you may ... rather than pay" (CR 118.9), or None.

    ``""`` for no condition; ``NOT_YOUR_TURN`` (Force of Negation, Force of Vigor);
    ``"control:<Subtype>"`` for "If you control a Swamp" (Snuff Out).
    """
    if prefix is None:
        return ""
    if prefix == "it's not your turn":
        return NOT_YOUR_TURN
    if prefix == "you have no land cards in hand":
        return NO_LANDS_IN_HAND  # Land Grant
    c = re.fullmatch(r"you control an? ([A-Z]\w+)", prefix)
    if c:
        return CONTROL_PREFIX + c.group(1)
    return more_condition(prefix, _alt_condition)  # (oracle.alt_conditions)


def alternative_cost(line: str) -> AlternativeCost | None:
    """CR 118.9: "[If <condition>, ]you may <cost> rather than pay this spell's mana cost."."""
    m = re.fullmatch(
        r"(?:If (.+?), y|Y)ou may (.+) rather than pay (?:this spell's|~'s) mana cost\.", line
    )
    if not m:
        return more_alternative_cost(line, _alt_condition)  # (oracle.alt_conditions)
    condition = _alt_condition(m.group(1))
    if condition is None:
        return None
    life = sacrifice = exile = ret = 0
    sac_type = ret_type = ""
    sac_filter: Filter | None = None
    exile_color = NO_COLOR
    mana = None
    for part in re.split(r", and |, | and ", m.group(2)):
        if part == "reveal your hand":
            continue  # CR 701.20: information only (Land Grant), nothing is paid
        p = re.fullmatch(r"pay ((?:\{[0-9WUBRGC]\})+)", part)
        if p:
            mana = _mana(p.group(1))  # "you may pay {0}" / "{1}{R}" (CR 118.9)
            if mana is None:
                return None
            continue
        p = re.fullmatch(r"pay (\d+) life", part)
        if p:
            life = int(p.group(1))
            continue
        flare = _FLARE.fullmatch(part)
        if flare:
            sac_filter = _sacrifice_quality(flare.group(1))
            if sac_filter is None:
                return None
            sacrifice = 1
            continue
        p = re.fullmatch(rf"sacrifice ({NUMBER}|an?) (\w+)", part)
        if p:
            sacrifice = 1 if p.group(1) in ("a", "an") else int(number(p.group(1)))
            sac_type = _singular(p.group(2))
            continue
        # "exile a blue card" (Force of Will), "exile two green cards" (Allosaurus Rider)
        p = re.fullmatch(rf"exile ({NUMBER}|an?) (\w+) cards? from your hand", part)
        if p and p.group(2) in COLOR_WORDS and isinstance(n_exiled := number(p.group(1)), int):
            exile = n_exiled
            exile_color = COLOR_WORDS[p.group(2)]
            continue
        p = re.fullmatch(r"return an? (\w+) you control to its owner's hand", part)
        if p:
            ret = 1
            ret_type = p.group(1)
            continue
        p = re.fullmatch(rf"return ({NUMBER}) (\w+) you control to their owner's hand", part)
        if p:
            ret = int(number(p.group(1)))
            ret_type = _singular(p.group(2))
            continue
        return more_alternative_cost(line, _alt_condition)  # (oracle.alt_conditions)
    return AlternativeCost(
        mana=mana,
        condition=condition,
        life=life,
        sacrifice=sacrifice,
        sacrifice_type=sac_type,
        exile_from_hand=exile,
        exile_color=exile_color,
        return_to_hand=ret,
        return_type=ret_type,
        sacrifice_filter=sac_filter,
    )


#: "sacrifice a nontoken blue creature" (the Flares of Modern Horizons 3, CR 118.9).
_FLARE = re.compile(r"sacrifice an? ((?:nontoken |token )?(?:[a-z]+ )*creature)")


def _sacrifice_quality(words: str) -> Filter | None:
    """A battlefield filter for "nontoken blue creature" (token, colours, creature)."""
    token: bool | None = None
    if words.startswith("nontoken "):
        token, words = False, words[len("nontoken ") :]
    elif words.startswith("token "):
        token, words = True, words[len("token ") :]
    flt = card_filter(words)
    if flt is None or flt.keywords or flt.min_power is not None:
        return None
    return replace(flt, token=token)


#: The "can't be targeted" rider of Vines of Vastwood-style spells: stood in for by hexproof
#: until end of turn (the built-in pool's convention; it also stops abilities).
_SHROUD_FROM_OPPONENTS = (
    "Choose target creature. Spells your opponents control can't target that creature this turn."
)


def kicked_line(line: str) -> list[fx.Effect] | None:
    """CR 702.33d: a spell line ending "If this spell was kicked, <effect>"; None if not one.

    "that creature" in the kicked sentence is the target chosen before (a pump merged with
    the unkicked one, so both branches share the target).
    """
    m = re.fullmatch(r"(.*?)\s*If (?:this spell|~|it) was kicked, (.+)", line)
    if not m:
        return None
    base_text, kicked_text = m.group(1), m.group(2)
    base: list[fx.Effect]
    if base_text == _SHROUD_FROM_OPPONENTS:
        base = [fx.Pump(0, 0, Target(TargetKind.CREATURE), keywords=Keyword.HEXPROOF)]
    elif not base_text:
        base = []
    else:
        got = parse_sentences(base_text)
        if got is None:
            return None
        base = got
    instead = re.fullmatch(r"(?:it|~) deals (\d+) damage instead\.", kicked_text)
    if instead and len(base) == 1 and isinstance(base[0], fx.DealDamage):
        # "If this spell was kicked, it deals N damage instead": same targets, more damage.
        more = fx.DealDamage(int(instead.group(1)), base[0].to)
        return [fx.IfKicked((more,), otherwise=(base[0],))]
    if kicked_text.startswith("instead ") and base:
        # "If this spell was kicked, instead <effect>" (Maddening Cacophony): a replacement
        instead_of = parse_effects(kicked_text[len("instead ") :])
        return None if instead_of is None else [fx.IfKicked(tuple(instead_of), tuple(base))]
    same = kicked_text.startswith("that creature ")
    if same:
        kicked_text = "target creature " + kicked_text[len("that creature ") :]
    kicked = parse_effects(kicked_text[0].upper() + kicked_text[1:])
    if kicked is None:
        return None
    if not same:
        return [*base, fx.IfKicked(tuple(kicked))]
    if (
        len(base) == 1
        and len(kicked) == 1
        and isinstance(base[0], fx.Pump)
        and isinstance(kicked[0], fx.Pump)
        and isinstance(base[0].target, Target)
        and base[0].target.kinds & TargetKind.CREATURE
    ):
        b, k = base[0], kicked[0]
        merged = fx.Pump(
            b.power + k.power, b.toughness + k.toughness, b.target, b.keywords | k.keywords
        )
        return [fx.IfKicked((merged,), otherwise=(b,))]
    return None


def for_each_kick(sentence: str) -> list[fx.Effect] | None:
    """CR 702.33d: "<effect> for each time this spell was kicked." -> ``fx.ForEachKick``."""
    m = re.fullmatch(r"(.+?) for each time (?:this spell|~|it) was kicked\.", sentence)
    if not m:
        return None
    inner = parse_effects(m.group(1) + ".")
    return [fx.ForEachKick(tuple(inner))] if inner is not None else None


_GRANT = re.compile(
    r"target instant or sorcery card in your graveyard gains flashback until end of turn\. "
    r"The flashback cost is equal to its mana cost\."
)

#: "target instant or sorcery card in your graveyard" (CR 115.1, 702.34a).
TARGET_INSTANT_OR_SORCERY_IN_YOUR_GRAVEYARD = Target(
    TargetKind.CARD_IN_GRAVEYARD,
    Controller.YOU,
    Filter(card_type=CardType.INSTANT | CardType.SORCERY),
)


_GRANT_EACH = re.compile(
    r"[Ee]ach ([a-z, ]+?) cards? in your graveyard gains? flashback until end of turn\. "
    r"The flashback cost is equal to (?:its|that card's) mana cost\."
)


def grant_flashback(body: str) -> list[fx.Effect] | None:
    """Granted flashback (flashback cost = mana cost, CR 702.34a).

    Snapcaster Mage's trigger body -> ``fx.GrantFlashback``; Past in Flames' "Each instant and
    sorcery card in your graveyard gains flashback ..." -> ``fx.GrantFlashbackEach``.
    """
    if _GRANT.fullmatch(body):
        return [fx.GrantFlashback(TARGET_INSTANT_OR_SORCERY_IN_YOUR_GRAVEYARD)]
    m = _GRANT_EACH.fullmatch(body)
    if m:
        flt = card_filter(m.group(1).replace(" and ", " or "))
        return [fx.GrantFlashbackEach(flt)] if flt is not None else None
    return None


_ENTERS_WITH_PER_KICK = re.compile(
    r"~ enters(?: the battlefield)? with an? \+1/\+1 counter on it for each time it was kicked\."
)


def enters_with_per_kick(line: str) -> Triggered | None:
    """Multikicker: "~ enters with a +1/+1 counter on it for each time it was kicked".

    The counters are a replacement effect (CR 614.1c); they are modelled as an enters
    trigger that puts one counter per kick (CR 702.33d), so they arrive when it resolves.
    """
    if not _ENTERS_WITH_PER_KICK.fullmatch(line):
        return None
    return Triggered(
        when=EntersBattlefield(), effect=(fx.ForEachKick((fx.PutCounters(1, Ref.SELF),)),)
    )
