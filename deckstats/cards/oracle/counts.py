"""Counted amounts in Oracle text -> ``cards.counts.Count`` (CR 107.3, 608.2h, 604.3).

One grammar of "what is counted" serves every sentence that reads a number from the game:

- "<effect with X>, where X is <count>" (Tribal Flames: "~ deals X damage to any target,
  where X is the number of basic land types among lands you control"): each ``"X"``
  amount of the effect becomes the ``Count``;
- "<effect with an amount> for each <thing>" ("Draw a card for each ...", "Target player
  discards a card for each Swamp you control", "Counter target spell unless its controller
  pays {1} for each card in your graveyard"): the amount times the count;
- "<verb> ... equal to <count>" ("~ deals damage to target player or planeswalker equal to
  the number of Goblins you control", "Draw cards equal to ...", "you gain life equal
  to ...");
- characteristic-defining power and toughness (CR 604.3, 208.2a): "~'s power is equal to
  <count>" (the toughness printed), "~'s power and toughness are each equal to <count>",
  and "~'s power is equal to <count> and its toughness is equal to that number plus 1".

The counted things: permanents you control of a quality ("Goblins", "snow permanents",
"Swamps", "artifacts"), cards of a quality in your graveyard / in all graveyards / you own
in exile, card types among cards in graveyards, basic land types among lands you control
(domain, CR 305.6), cards in hands, your life total, the greatest mana value among
permanents you control; "twice ..." and "... plus N". Anything else is not a count:
the sentence stays unparsed.
"""

from __future__ import annotations

import re
from dataclasses import fields, replace
from typing import cast

from deckstats.cards.counts import Count, CountKind, IfCount, PumpPer
from deckstats.cards.effects import Effect, LoseLife, Pump, PumpAll
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.oracle.text import number
from deckstats.cards.targets import NO_FILTER, Filter, Ref

#: Plurals that are not "<word>s" (CR 205.3: subtypes are named in the singular).
_IRREGULAR = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "sorceries": "sorcery"}

#: Whole count phrases that name no quality.
_FIXED: dict[str, CountKind] = {
    "your life total": "life",
    "the amount of mana spent to cast this spell": "mana_spent",  # Memory Deluge (CR 601.2h)
    "the amount of mana spent to cast ~": "mana_spent",
    "the life you've lost this turn": "life_lost_turn",  # Children of Korlis
    "the number of creatures that died this turn": "died_turn",  # CR 700.4 (Spymaster's Vault)
    "the number of cards you've drawn this turn": "drawn_turn",  # CR 121.1
    "the number of cards you have drawn this turn": "drawn_turn",  # Slice and Dice
    "the number of cards in your hand": "hand",
    "the number of cards in your library": "library",
    "the number of cards in all players' hands": "all_hands",
    "the total number of cards in all players' hands": "all_hands",
    "the number of card types among cards in your graveyard": "types_in_graveyard",
    "the number of card types among cards in all graveyards": "types_in_all_graveyards",
    "the number of basic land types among lands you control": "basic_land_types",
    # CR 608.2h: the permanent sacrificed to pay the cost, as it last existed (Fling)
    "the sacrificed creature's power": "sacrificed_power",
    "the sacrificed creature's toughness": "sacrificed_toughness",
    "the sacrificed creature's mana value": "sacrificed_mana_value",
    "the sacrificed artifact's mana value": "sacrificed_mana_value",
    "the sacrificed permanent's mana value": "sacrificed_mana_value",
    # converge (CR 207.2c): read from the spell's payment (``engine.converge``)
    "the number of colors of mana spent to cast this spell": "colors_spent",
    "the number of colors of mana spent to cast ~": "colors_spent",
    # the first target's controller's (CR 608.2h; Drown in the Loch)
    "the number of cards in its controller's graveyard": "target_controller_graveyard",
}
#: "for each <thing>" phrases that name no quality.
_EACH_FIXED: dict[str, CountKind] = {
    # Aetherflux Reservoir: this turn's spells but the one that triggered it (``plus=-1``).
    "spell you've cast before it this turn": "spells_cast",
    "card in your hand": "hand",
    "card type among cards in your graveyard": "types_in_graveyard",
    "basic land type among lands you control": "basic_land_types",
    "card you've cycled or discarded this turn": "discarded_turn",  # Hollow One
    "creature that died this turn": "died_turn",  # CR 700.4
    # CR 700.4, 400.3: Caller of the Claw (round 40 sprint, helper s3)
    "nontoken creature put into your graveyard from the battlefield this turn": (
        "own_nontoken_died_turn"
    ),
}


def _singular(word: str) -> str:
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word == "Plains" or not word.endswith("s"):
        return word
    return word[:-1]


def _cards_filter(phrase: str) -> Filter | None:
    """``"instant and sorcery cards"`` / ``"creature card"`` / ``"cards named ~"``."""
    p = phrase.strip()
    if re.fullmatch(r"cards? named ~", p):
        return Filter(name="~")
    m = re.fullmatch(r"(?:(.+) )?cards?", p)
    if not m:
        return None
    adjectives = (m.group(1) or "").replace(" and/or ", " or ").replace(" and ", " or ")
    return card_filter(adjectives) if adjectives else NO_FILTER


def _permanents_filter(phrase: str) -> Filter | None:
    """``"Goblins"`` / ``"snow permanent"`` / ``"artifacts"`` / ``"nonbasic lands"``."""
    words = phrase.split()
    if not words:
        return None
    words[-1] = _singular(words[-1])
    if words[-1] == "token" and len(words) == 2 and words[0][:1].isupper():
        words.pop()  # "Blood tokens": only tokens have the subtype Blood (CR 111.10)
    if words[-1] == "permanent":
        words.pop()
    if words and words[-1] == "card":
        return None
    flt = card_filter(" ".join(words))
    if flt is None or (flt == NO_FILTER and words):
        return None
    return flt


_OWN_OR_NAMED = re.compile(
    r"cards you own in exile and in your graveyard that are ([A-Z][a-z]+) or are named ~"
)


def _quality(p: str) -> Count | None:
    """A count of things of a quality: permanents you control, cards in zones."""
    m = _OWN_OR_NAMED.fullmatch(p)
    if m:  # Slime Against Humanity: "that are Oozes or are named ~" (CR 205.3, 201.2)
        kinds = Filter(subtypes=(_singular(m.group(1)).capitalize(),)), Filter(name="~")
        return Count("exile_and_graveyard", Filter(any_of=kinds))
    m = re.fullmatch(r"(.+) you own in exile( and in your graveyard)?", p)
    if m:
        flt = _cards_filter(m.group(1))
        what: CountKind = "exile_and_graveyard" if m.group(2) else "exile"
        return None if flt is None else Count(what, flt)
    m = re.fullmatch(r"(.+) in (your graveyard|all graveyards|each graveyard)", p)
    if m:
        flt = _cards_filter(m.group(1))
        what = "graveyard" if m.group(2) == "your graveyard" else "all_graveyards"
        return None if flt is None else Count(what, flt)
    m = re.fullmatch(r"(.+) (you control|on the battlefield)", p)
    if m:
        flt = _permanents_filter(m.group(1))
        whose: CountKind = "permanents" if m.group(2) == "you control" else "all_permanents"
        return None if flt is None else Count(whose, flt)
    if p.startswith("attacking "):  # "the number of attacking creatures" (Raffine): anyone's
        flt = _permanents_filter(p)
        return None if flt is None else Count("all_permanents", flt)
    return None


def count_phrase(phrase: str) -> Count | None:
    """``"the number of Goblins you control"`` and the like -> a ``Count`` (or ``None``)."""
    p = phrase.strip()
    text = p
    plus = 0
    m = re.fullmatch(r"(.+) plus (\w+)", p)
    first = re.fullmatch(r"(\w+) plus (.+)", p)  # "1 plus the sacrificed creature's mana value"
    if m and isinstance(number(m.group(2)), int):
        p, plus = m.group(1), int(number(m.group(2)))
    elif first and isinstance(number(first.group(1)), int):
        p, plus = first.group(2), int(number(first.group(1)))
    elif m:
        return None
    times = 1
    if p.startswith("twice "):
        p, times = p[len("twice ") :], 2
    half = p.startswith("half ") and p.endswith(", rounded up")
    if half:
        p = p[len("half ") : -len(", rounded up")]
        p = "your life total" if p == "your life" else p  # "half your life, rounded up"
    got: Count | None = None
    on_self = _ON_SELF.fullmatch(p)
    sacrificed = _SACRIFICED.fullmatch(p)
    if on_self:
        got = Count("counters_on_self", counter=on_self[1])
    elif sacrificed:  # CR 608.2h: the permanent sacrificed to pay the cost
        got = Count(_SACRIFICED_KINDS[sacrificed[1]])
    elif p in _FIXED:
        got = Count(_FIXED[p])
    elif p.startswith("the total power of ") and p.endswith(" you control"):
        flt = _permanents_filter(p[len("the total power of ") : -len(" you control")])
        got = None if flt is None else Count("total_power", flt)  # Ghalta, Primal Hunger
    elif p.startswith("the greatest mana value among ") and p.endswith(" you control"):
        flt = _permanents_filter(p[len("the greatest mana value among ") : -len(" you control")])
        got = None if flt is None else Count("greatest_mana_value", flt)
    else:
        m = re.fullmatch(r"the (?:total )?number of (.+)", p)
        got = _quality(m.group(1)) if m else None
    if got is None:
        return None
    return replace(got, plus=plus, times=times, text=text, half=half)


_SACRIFICED = re.compile(
    r"the sacrificed (?:creature|permanent|artifact|land|enchantment)'s "
    r"(power|toughness|mana value)"
)
#: "power" -> "sacrificed_power" (``cards.counts``), for each quality of the sacrificed one.
_SACRIFICED_KINDS = {
    q: cast(CountKind, "sacrificed_" + q.replace(" ", "_"))
    for q in ("power", "toughness", "mana value")
}
_ON_SELF = re.compile(r"(?:the number of )?([+-]1/[+-]1|[a-z]+) counters? on ~")


def each_phrase(phrase: str) -> Count | None:
    """``"Swamp you control"`` / ``"card in your graveyard"`` (after "for each") -> ``Count``."""
    p = phrase.strip()
    on_self = _ON_SELF.fullmatch(p)
    if on_self:
        return Count("counters_on_self", counter=on_self[1], text=f"for each {p}")
    if p in _EACH_FIXED:
        plus = -1 if "before it" in p else 0
        return Count(_EACH_FIXED[p], plus=plus, text=f"for each {p}")
    got = _quality(p)
    return None if got is None else replace(got, text=f"for each {p}")


# -- effects with a counted amount ------------------------------------------------------------


def parse_effects(sentence: str) -> Effects | None:
    """``oracle.effects.parse_effects`` (imported late: that module registers these templates)."""
    from deckstats.cards.oracle.effects import parse_effects as parse

    return parse(sentence)


def _amount_fields(e: Effect) -> list[str]:
    return [f.name for f in fields(e) if "Amount" in str(f.type)]


def replace_x(effects: Effects, count: Count) -> Effects | None:
    """Every ``"X"`` amount of ``effects`` read as ``count``; ``None`` if none is X."""
    out: list[Effect] = []
    seen = False
    for e in effects:
        changes = {n: count for n in _amount_fields(e) if getattr(e, n) == "X"}
        seen = seen or bool(changes)
        out.append(replace(e, **changes) if changes else e)  # type: ignore[arg-type]
    return tuple(out) if seen else None


def _scaled(effects: Effects, count: Count) -> Effects | None:
    """The one effect's one printed amount N as N times ``count`` ("for each")."""
    if len(effects) != 1:
        return None
    e = effects[0]
    names = [n for n in _amount_fields(e) if type(getattr(e, n)) is int and getattr(e, n) > 0]
    if len(names) != 1:
        return None
    n = getattr(e, names[0])
    scaled = replace(count, times=count.times * n, plus=count.plus * n)
    return (replace(e, **{names[0]: scaled}),)  # type: ignore[arg-type]


def per_count_pumps(effects: Effects, count: Count) -> Effects | None:
    """Each pump with a non-zero +N/+N as a ``PumpPer`` of ``count``; ``None`` if none is."""
    out: list[Effect] = []
    for e in effects:
        if isinstance(e, Pump) and (e.power or e.toughness):
            out.append(PumpPer(count, e.power, e.toughness, e.target, e.keywords))
        elif isinstance(e, PumpAll) and (e.power or e.toughness):
            out.append(PumpPer(count, e.power, e.toughness, group=e))
        else:
            out.append(e)
    return tuple(out) if any(isinstance(e, PumpPer) for e in out) else None


#: "+X/+X", "-X/-X", "+X/+0": a pump of X, parsed as one per counted thing.
_PT_OF_X = re.compile(r"([+-])X/([+-])(X|0)\b")


def _where_x(m: re.Match[str]) -> Effects | None:
    count = count_phrase(m.group(2))
    if count is None:
        return None
    body = m.group(1)
    if _PT_OF_X.search(body):
        per = _PT_OF_X.sub(lambda p: f"{p[1]}1/{p[2]}{'1' if p[3] == 'X' else '0'}", body)
        inner = parse_effects(per)
        return None if inner is None else per_count_pumps(inner, count)
    inner = parse_effects(body)
    return None if inner is None else replace_x(inner, count)


def _for_each(m: re.Match[str]) -> Effects | None:
    count = each_phrase(m.group(2))
    inner = parse_effects(m.group(1)) if count is not None else None
    if inner is None or count is None:
        return None
    return _scaled(inner, count) or per_count_pumps(inner, count)


def _equal_to(template: str) -> Builder:
    """``"<verb> equal to <count>"`` read as the template's sentence with X, X the count."""

    def build(m: re.Match[str]) -> Effects | None:
        count = count_phrase(m.group(m.lastindex or 1))
        if count is None:
            return None
        groups = [g or "" for g in m.groups()[:-1]]
        inner = parse_effects(template.format(*groups))
        return None if inner is None else replace_x(inner, count)

    return build


def _equal_first(m: re.Match[str]) -> Effects | None:
    """``"~ deals damage equal to <count> to <target>"``: the count comes first."""
    count = count_phrase(m.group(2))
    inner = parse_effects(f"{m.group(1)} deals X damage to {m.group(3)}") if count else None
    return None if inner is None or count is None else replace_x(inner, count)


_NOUNS = {"draw": "cards", "gain": "life", "lose": "life", "mill": "cards"}


def _verb_equal(m: re.Match[str]) -> Effects | None:
    """``"draw cards equal to <count>"``, ``"you gain life equal to <count>"``."""
    count = count_phrase(m.group(3))
    verb = m.group(2)
    noun = _NOUNS[verb.removesuffix("s")]
    inner = parse_effects(f"{m.group(1)}{verb} X {noun}") if count else None
    return None if inner is None or count is None else replace_x(inner, count)


def _gain_and_get(m: re.Match[str]) -> Effects | None:
    """``"<who> gain <keywords> and get +N/+N until end of turn"``: the pump's other order."""
    return parse_effects(f"{m[1]} get {m[3]}/{m[4]} and gain {m[2]} until end of turn")


# -- conditions on a count: "if you control three or more Deserts" (CR 608.2c) ---------------

_AT = r"(an?|one or more|at least \w+|\w+ or more|\w+ or fewer|no)"


def _bounds(quantity: str) -> tuple[int | None, int | None] | None:
    """``"three or more"`` -> (3, None), ``"four or fewer"`` -> (None, 4), ``"a"`` -> (1, None)."""
    if quantity in ("a", "an", "one or more"):
        return 1, None
    if quantity == "no":
        return None, 0
    m = re.fullmatch(r"(?:at least (\w+)|(\w+) or (more|fewer|less))", quantity)
    if not m:
        return None
    n = number(m[1] or m[2])
    if not isinstance(n, int):
        return None
    return (n, None) if m[1] or m[3] == "more" else (None, n)


def count_condition(text: str) -> tuple[Count, int | None, int | None] | None:
    """``"you control three or more Deserts"`` -> the count and its bounds, or ``None``."""
    if text == "you've cast another spell this turn":
        return Count("spells_cast", text=text), 2, None  # this spell is one of them
    if re.fullmatch(r"(?:it|that \w+) wasn't the first land you played this turn", text):
        # Fastbond (CR 305.2; the trigger's "it" may read "that creature": the land played)
        return Count("lands_played_turn", text=text), 2, None
    m = re.fullmatch(rf"you control {_AT} (.+)", text)
    if m:
        # "a red permanent other than ~" (Ajani, Nacatl Avenger): the source not counted
        group, other = re.subn(r" other than ~$", "", m[2])
        bounds, flt = _bounds(m[1]), _permanents_filter(group)
        if bounds is None or flt is None:
            return None
        return Count("permanents", flt, text=text, other=bool(other)), *bounds
    m = re.fullmatch(r"you have (\w+) or (more|less|fewer) (life|cards in (?:your )?hand)", text)
    if m:
        bounds = _bounds(f"{m[1]} or {m[2]}")
        if bounds is None:
            return None
        return Count("life" if m[3] == "life" else "hand", text=text), *bounds
    m = re.fullmatch(
        r"(?:there are (\w+ or more) (.+) in your graveyard|(\w+ or more) (.+) are in your "
        r"graveyard|you have (\w+ or more) (.+) in your graveyard)",
        text,
    )
    if m:
        quantity = m[1] or m[3] or m[5]
        bounds, flt = _bounds(quantity), _cards_filter(m[2] or m[4] or m[6])
        if bounds is None or flt is None:
            return None
        return Count("graveyard", flt, text=text), *bounds
    m = re.fullmatch(r"(the sacrificed [a-z]+'s [a-z ]+?) was (\w+ or (?:greater|less))", text)
    got = count_phrase(m[1]) if m else None
    if m and got is not None and got.what.startswith("sacrificed_"):
        bounds = _bounds(m[2].replace("greater", "more"))  # Witch's Oven (CR 608.2h)
        return None if bounds is None else (replace(got, text=text), *bounds)
    return None


def _if_count(condition: str, effect: str) -> Effects | None:
    cond = count_condition(condition)
    inner = parse_effects(effect) if cond is not None else None
    if cond is None or inner is None or not inner:
        return None
    count, least, most = cond
    return (IfCount(count, least, most, inner),)


def _lose_half(m: re.Match[str]) -> Effects | None:
    """``"You lose half your life, rounded up"`` (Infernal Contract; CR 107.1a, 119.3)."""
    count = count_phrase("half your life, rounded up")
    return None if count is None else (LoseLife(count, Ref.YOU),)


TEMPLATES: list[tuple[str, Builder]] = [
    (r"you lose half your life, rounded up", _lose_half),
    # "If you control four or fewer lands, search ..." (Edge of Autumn), "Then if you control
    # three or more Deserts, create ..." (Hour of Promise), "Draw a card if you control a
    # blue permanent" (the condition last).
    (r"if (.+?), (.+)", lambda m: _if_count(m[1], m[2])),
    (r"(.+) if (.+)", lambda m: _if_count(m[2], m[1])),
    # Craterhoof Behemoth, Moonshaker Cavalry (CR 611.2): read as "get ... and gain ...".
    (
        r"(.+?) gains? ([a-z, ]+?) and gets? ([+-]\d+)/([+-]\d+) until end of turn",
        _gain_and_get,
    ),
    (r"(.+?),? where X is (.+)", _where_x),
    (r"(.+?) for each (.+)", _for_each),
    # "~ deals damage to any target equal to ..." (Corrupt, Goblin War Strike, Skred)
    (r"(~|it) deals damage to (.+?) equal to (.+)", _equal_to("{0} deals X damage to {1}")),
    (r"(~|it) deals damage equal to ((?:\w+ plus )?the .+?) to (.+)", _equal_first),
    (
        r"(|you |target player |target opponent |each player |each opponent |that player )"
        r"(draws?|gains?|loses?|mills?) (?:cards|life) equal to (.+)",
        _verb_equal,
    ),
]


# -- characteristic-defining power and toughness (CR 604.3) ------------------------------------

_CDA_POWER = re.compile(r"~'s power is equal to (.+?)\.")
_CDA_SPLIT = re.compile(
    r"~'s power is equal to (.+?) and its toughness is equal to that number(?: plus (\d+))?\."
)
_CDA_EACH = re.compile(r"~'s power and toughness are each equal to (.+?)\.")


def counted_cda_line(line: str, parts: Parts) -> bool:
    """A characteristic-defining P/T of a count (CR 604.3, 208.2a)."""
    m = _CDA_SPLIT.fullmatch(line)
    if m:
        count = count_phrase(m.group(1))
        if count is None:
            return False
        parts.facts["pt_cda"] = (count, 0, int(m.group(2) or 0))
        return True
    for rx, toughness in ((_CDA_EACH, 0), (_CDA_POWER, None)):
        m = rx.fullmatch(line)
        if m:
            count = count_phrase(m.group(1))
            if count is None:
                return False
            parts.facts["pt_cda"] = (count, 0, toughness)
            return True
    return False


_GETS_FOR_EACH = re.compile(r"~ gets ([+-]\d+)/([+-]\d+) for each (.+?)\.")
_GETS_X = re.compile(r"~ gets ([+-])X/([+-])X, where X is (.+?)\.")


def counted_gets_line(line: str, parts: Parts) -> bool:
    """``"~ gets +1/+1 for each land card in your graveyard"`` (Knight of the Reliquary).

    Also ``"~ gets -X/-X, where X is your life total"`` (Death's Shadow). A layer 7c change
    (CR 613.4c) of the same size on both numbers, kept as ``pt_gets`` (the per-count
    ``Count``): ``counted_pt`` folds it with the printed numbers into ``pt_cda``, the same
    sums (CR 613.4: additions commute).
    """
    m = _GETS_FOR_EACH.fullmatch(line)
    if m:
        n, k = int(m[1]), int(m[2])
        count = each_phrase(m[3])
    else:
        m = _GETS_X.fullmatch(line)
        if not m:
            return False
        n = k = 1 if m[1] == "+" else -1
        count = count_phrase(m[3]) if m[1] == m[2] else None
    if count is None or n != k or not n:
        return False
    parts.facts["pt_gets"] = (replace(count, times=count.times * n, plus=count.plus * n), line)
    return True


def counted_pt(
    facts: dict[str, object],
    power: int | None,
    toughness: int | None,
    unparsed: list[str],
    name: str,
) -> None:
    """Fold a ``pt_gets`` fact into ``pt_cda`` with the printed ``power`` and ``toughness``.

    Without printed numbers (or with another characteristic-defining P/T) the line is
    reported unparsed instead, never dropped.
    """
    gets = facts.pop("pt_gets", None)
    if not isinstance(gets, tuple):
        return
    count, line = gets
    if power is not None and toughness is not None and "pt_cda" not in facts:
        facts["pt_cda"] = (count, power, toughness)
    else:
        unparsed.append(line.replace("~", name))
