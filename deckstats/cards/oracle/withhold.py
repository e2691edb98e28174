"""A partial card may lose power, never gain it: what an unparsed sentence withholds.

The compiler keeps every sentence it cannot compile in ``CardDef.unparsed``. Most of them
are effects: ignoring one makes the card weaker than printed (a spell that does less, a
missing trigger). Some are *costs, restrictions or conditions* of a spell or ability:
"As an additional cost to cast this spell, sacrifice a creature" (CR 601.2b, 601.2f-h),
"Spend this mana only to cast creature spells" (CR 106.6), "Activate only if you control
a Forest" (CR 602.5b), "Cast this spell only during combat" (CR 601.3), "This spell costs
{1} more to cast" (CR 601.2f), "sacrifice ~ unless you pay {1}" (a drawback the permanent
carries). Ignoring one of those would let the card do *more* than the rules allow, so the
spell or ability it belongs to is withheld: not offered at all.

``classify`` sorts one unparsed sentence into a kind; ``withhold`` applies the kinds to a
face's compiled parts once, at compile time, so the engine pays nothing per game: a
withheld spell is the ``"spell"`` entry of ``CardDef.withheld`` (the engine's offer of
spells checks ``CardDef.castable``), a withheld activated ability is removed from the
face's abilities, and a land whose enters-tapped condition is not understood always enters
tapped (CR 614.1c-d). When in doubt a sentence is a restriction.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from deckstats.cards.dsl import ALWAYS_TAPPED
from deckstats.cards.model import Keyword
from deckstats.cards.oracle.text import normalize_text

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef

#: Kinds of unparsed sentence.
CAST = "cast"  # a cost, restriction or condition of casting the card, or its drawback
ABILITY = "ability"  # an activated ability, or a cost / restriction of one, not understood
TAPPED = "tapped"  # a condition of entering untapped
IGNORED = "ignored"  # an effect: ignoring it only loses power

#: The ``CardDef.withheld`` entry of a spell that is not offered.
SPELL = "spell"
#: The entry of a land that enters tapped because its condition is not understood.
ENTERS_TAPPED = "enters untapped"

_TRIGGER = re.compile(r"(?:[A-Z][\w' ]+ — )?(?:When|Whenever|At) [^,]+, (.+)", re.DOTALL)
#: "cost: effect" (CR 602.1) with a cost that looks like one (mana, {T}, a loyalty number,
#: or a cost verb), optionally after an ability word ("Metalcraft — ").
_ABILITY_LINE = re.compile(
    r"(?:[A-Z][\w' ]+ — )?"
    r"((?:[^\":.]*\{[^}]+\}[^\":.]*)|[+−-]?(?:\d+|X)"
    r"|(?:Sacrifice|Pay|Discard|Exile|Remove|Tap|Untap|Return|Put|Reveal|Collect|Forage"
    r"|Mill|Behold)\b[^\":.]*): \S",
    re.DOTALL,
)
_ABILITY_RESTRICTION = re.compile(
    r"^(?:Activate (?:this ability )?only|Spend this mana only|Spend only|"
    r"This ability costs|Activate no more)",
)
_CAST_RESTRICTION = re.compile(
    r"additional cost|rather than pay|\bcast (?:~|it|this spell) only\b|\bcan cast ~ only\b"
    r"|~ can't be cast|\bcan't cast\b|\bcan't play\b|\bcast no more\b|more than one spell"
    r"|\bcan cast spells only\b|\bspend\b[^.]*\bonly\b|\bspend only\b|\bX can't be\b"
    r"|\bunless you\b|\bunless ~\b|\bonly\b",
    re.IGNORECASE,
)
_COSTS_MORE = re.compile(r"\bcosts?\b[^.]*\bmore\b", re.IGNORECASE)
_OPPONENTS_ONLY = re.compile(
    r"\byour opponents\b|\bopponents control\b|\ban opponent (?:casts|controls|activates)\b"
    r"|\beach opponent\b|\btarget opponent\b",
    re.IGNORECASE,
)
#: "can't" whose subject is the card, its controller or every player: a restriction.
_CANT_SELF = re.compile(
    r"(?:^|[,;] |\band )(?:~|you|each player|players|creatures you control|spells you control"
    r"|permanents you control|lands you control)(?!\w)[^.]*?\bcan't\b(?! be (?:countered|blocked"
    r"|the target|targeted|destroyed|regenerated|sacrificed)| lose)",
    re.IGNORECASE,
)
#: A drawback the controller must accept ("sacrifice ~", "you lose 2 life", "discard a
#: card"), not an option ("you may sacrifice") or another player's loss.
_DRAWBACK = re.compile(
    r"(?:^|[,;.] |\bthen )(?:you )?(?:sacrifice|discard|lose [^.]*?\blife|pay)\b", re.IGNORECASE
)

_CANT_PLAYERS = re.compile(r"(?:^|[,;] |\band )(?:players|each player) can't\b", re.IGNORECASE)
_SELF_DRAWBACK = re.compile(
    r"^(?:you )?(?:sacrifice|discard|lose [^.]*?\blife)\b|\bsacrifice ~|\bunless you\b"
    r"|(?<!\w)(?:you|players|each player|~) can't\b"
    r"|each player's upkeep, that player (?:sacrifices|taps|discards|loses)\b"
    # the permanent undoes itself: Acererak's "return ~ to its owner's hand and venture"
    r"|\breturn ~ to (?:its owner's|your) hand\b",
    re.IGNORECASE,
)
#: A gift to the opponent is the price of a trigger or a spell too: "that player draws three
#: cards and gains control of ~" (Coveted Jewel), "target opponent creates a 1/1 ... token",
#: "They may cast that card without paying its mana cost" (Tibalt's Trickery, after the
#: counter), "that player copies that spell for each other Golem" (Precursor Golem), "Its
#: controller creates a 3/3 green Beast creature token" (Beast Within), "Its controller gains
#: life equal to its power" (Swords to Plowshares).
_GIFT = re.compile(
    r"\bgains? control of ~"
    r"|\b(?:that player|target opponent|an opponent|its controller|they) (?:draws|creates)\b"
    r"|\b(?:that player|its controller|they) may (?:cast|play) (?:that|the exiled|those)\b"
    r"|\bthat player copies\b"
    # Path to Exile's land, Swords to Plowshares' life: the removal's price
    r"|\b(?:that player|its controller|their controller) (?:may search|gains [^.]*\blife)\b"
    # Parallax Wave: what its fade counters exile comes back when it leaves (CR 610.3)
    r"|\breturns? [^.]*\bexiled with ~",
    re.IGNORECASE,
)
#: Keywords that are a price for keeping the permanent (CR 702.24, 702.30, 702.32, 702.63)
#: or for more modes (escalate, CR 702.120).
_UPKEEP_KEYWORD = re.compile(
    r"(?:cumulative upkeep|echo|fading|vanishing|escalate)\b", re.IGNORECASE
)


#: A triggered ability of tapping the permanent (CR 605.1b, 603.2): part of what its mana
#: abilities cost or give.
_TAPPED_RIDER = re.compile(r"(?:Whenever|When) (?:you tap ~ |~ becomes tapped|~ is tapped)")


def _body(sentence: str) -> str:
    """The effect of a triggered sentence (its condition is no drawback), else the sentence."""
    m = _TRIGGER.fullmatch(sentence)
    return m.group(1) if m else sentence


def is_ability_line(line: str) -> bool:
    """True for an activated-ability line "cost: effect" (CR 602.1), normalised text."""
    bare = re.sub(r"^[A-Z][\w' ]+ — ", "", line)
    return not bare.startswith(("When", "Whenever", "At ")) and bool(_ABILITY_LINE.match(line))


def classify(sentence: str, *, spell: bool = False) -> str:
    """Sort one unparsed sentence (normalised: the card's name is ``~``) into a kind.

    ``spell``: the sentence is on an instant or sorcery, where "players can't ..." is an
    effect the spell has on every player (Skullcrack), not a lock its controller lives with.

    >>> classify("As an additional cost to cast ~, sacrifice a creature.")
    'cast'
    >>> classify("{T}: Add {C}{C}. Activate only if you control five or more lands.")
    'ability'
    >>> classify("Counter target spell unless its controller pays {3}.")
    'ignored'
    """
    # Quoted text is an ability granted to something else ("Sacrifice this token: Add {C}.").
    s = re.sub(r'"[^"]*"', '""', sentence.strip())
    if is_ability_line(s) or _ABILITY_RESTRICTION.match(s):
        return ABILITY
    if _UPKEEP_KEYWORD.match(s):
        return CAST  # ignored, the permanent would stay (or the modes come) for free
    if re.search(r"(?<!\w)(?:~|it) enters tapped\b", s):
        return TAPPED
    if _TAPPED_RIDER.match(s):
        # A rider of tapping it (for mana) not understood: Forbidden Orchard's token for an
        # opponent would be ignored while its mana is made; the abilities go with it.
        return CAST
    body = _body(s)
    if body is not s:
        # A whole triggered ability not understood: its drawback goes with its benefit,
        # unless the trigger *is* the drawback ("sacrifice ~ unless you pay", CR 603.2).
        return CAST if _SELF_DRAWBACK.search(body) or _GIFT.search(body) else IGNORED
    if _GIFT.search(body):
        return CAST  # the spell's price is the opponent's gain: without it, a cheaper spell
    if _COSTS_MORE.search(s):
        return IGNORED if _OPPONENTS_ONLY.search(s) else CAST
    if _CAST_RESTRICTION.search(body) and not _OPPONENTS_ONLY.search(body):
        return CAST
    if _CANT_SELF.search(body) and not (spell and _CANT_PLAYERS.search(body)):
        return CAST
    low = body.lower()
    if (
        _DRAWBACK.search(body)
        and "you may" not in low
        and "if you do" not in low
        and not re.search(r"\bpay [^.]* or\b", low)  # a choice: the other option is played
    ):
        return CAST
    return IGNORED


def _line_of(entry: str, originals: list[str]) -> int | None:
    """The index of the Oracle line an unparsed entry (a line or a sentence) comes from."""
    for i, line in enumerate(originals):
        if entry == line:
            return i
    for i, line in enumerate(originals):
        if entry in line:
            return i
    return None


def withhold(
    parts: object,
    lines: list[str],
    originals: list[str],
    *,
    name: str,
    is_land: bool,
    is_spell: bool,
) -> tuple[str, ...]:
    """Withhold what the unparsed sentences of one face restrict; return the record.

    ``parts`` is the face's ``abilities.Parts`` (changed in place): abilities compiled
    from a line whose cost or restriction is not understood are removed (CR 602.5), a
    land's enters-tapped condition not understood makes it enter tapped (CR 614.1d), and
    an ``Affinity for <not artifacts>`` keyword does not reduce the cost (CR 702.41a).

    Returns:
        ``CardDef.withheld``: ``"spell"`` when the face cannot be cast (a cost,
        restriction or condition of casting it, or a drawback of it, is not understood;
        CR 601.2), ``"ability: <line>"`` per activated ability not offered, and
        ``"enters untapped"`` when an untapped entry is withheld.
    """
    from deckstats.cards.oracle.abilities import compile_lines
    from deckstats.cards.oracle.parts import Parts

    assert isinstance(parts, Parts)
    out: list[str] = []
    spell = False
    done_lines: set[int] = set()
    for entry in parts.unparsed:
        norm = normalize_text(entry, name).strip()
        i = _line_of(entry, originals)
        line = lines[i] if i is not None and i < len(lines) else norm
        if re.fullmatch(r"affinity for (?!artifacts\b).+", norm.lower().rstrip(".")):
            parts.keywords &= ~Keyword.AFFINITY
            out.append("affinity")
            continue
        kind = classify(norm, spell=is_spell)
        if kind == ABILITY or (kind != IGNORED and is_ability_line(line) and norm != line):
            if i is not None and i in done_lines:
                continue
            if i is not None:
                done_lines.add(i)
                if norm != line:
                    # Only part of the line is unparsed: whatever the line compiled to
                    # belongs to the ability the sentence restricts; take it back.
                    alone = compile_lines([line], [originals[i]], is_spell=is_spell, name=name)
                    for ab in alone.abilities:
                        if ab in parts.abilities:
                            parts.abilities.remove(ab)
            out.append(f"ability: {originals[i] if i is not None else entry}")
        elif kind == TAPPED:
            if parts.etb_tapped is None or parts.etb_tapped != ALWAYS_TAPPED:
                parts.etb_tapped = ALWAYS_TAPPED
                out.append(ENTERS_TAPPED)
        elif kind == CAST and not is_land:
            spell = True
        elif kind == CAST and parts.abilities:
            # A land is played, not cast: a drawback of it not understood (Lotus Field's
            # "sacrifice two untapped lands") withholds what it would pay for, its abilities.
            parts.abilities.clear()
            out.append(f"abilities: {entry}")
    if spell:
        out.insert(0, SPELL)
    return tuple(dict.fromkeys(out))


def builtin_withheld(card: CardDef) -> tuple[tuple[str, ...], object | None]:
    """What a hand-written card's listed ``unparsed`` sentences withhold (``cards/pool``).

    The pool's author defines what the card does and lists the sentences left out; when
    one is a cost or restriction of casting the card, the card is not cast (``"spell"``),
    and an enters-tapped condition left out makes it enter tapped. Its abilities are the
    author's own, so a restricted ability left out is only named (it was never defined).
    Another face's sentences (``"<face>: ..."``) are that face's business.

    Returns:
        ``(withheld, etb_tapped)``: the record, and ``ALWAYS_TAPPED`` when an untapped
        entry is withheld from a card that defines none (else ``None``).
    """
    others = tuple(f"{face.name}: " for face in card.faces)
    spell = card.is_instant or card.is_sorcery
    out: list[str] = []
    tapped = None
    for entry in card.unparsed:
        if others and entry.startswith(others):
            continue
        kind = classify(normalize_text(entry, card.name), spell=spell)
        if kind == CAST and not card.is_land:
            out.insert(0, SPELL)
        elif kind == ABILITY:
            out.append(f"ability: {entry}")
        elif kind == TAPPED and card.etb_tapped is None:
            tapped = ALWAYS_TAPPED
            out.append(ENTERS_TAPPED)
    return tuple(dict.fromkeys(out)), tapped


__all__ = [
    "ABILITY",
    "CAST",
    "ENTERS_TAPPED",
    "IGNORED",
    "SPELL",
    "TAPPED",
    "builtin_withheld",
    "classify",
    "is_ability_line",
    "withhold",
]
