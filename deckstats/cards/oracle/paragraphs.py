"""Paragraph templates of Oracle text: effects that span several sentences.

``parse_paragraph`` tries these on a whole line before ``parse_body`` (``oracle/body.py``)
splits it into sentences for ``parse_effects`` (``oracle/effects.py``): Duress-style hand
attacks, "look at the top N cards ... put the rest on the bottom" digs, impulse draws
("exile the top card ... you may play it") and the long tail's paragraphs
(``oracle/longtail.py``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from deckstats.cards.effects import (
    DealDamage,
    Dig,
    Discard,
    ExileFromHand,
    ExileTopPlayable,
    ReorderTop,
    RevealTopMayTake,
    Surveil,
)
from deckstats.cards.oracle.effects import (
    NUM,
    SUBJECTS,
    Builder,
    Effects,
    amount_of,
    counter_instead,
    decap,
    reanimate_life,
    surveil,
)
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.targets import Controller, Filter, Target, TargetKind


def _hand_attack(m: re.Match[str]) -> Effects | None:
    """Duress, Thoughtseize, Inquisition: reveal, you choose a card, that player discards it."""
    who = SUBJECTS[m.group(1) + " "]
    flt = card_filter(m.group(2))
    if flt is None:
        return None
    if m.group(3):
        flt = replace(flt, max_mana_value=int(m.group(3)))
    return (Discard(1, who, chooser=Controller.YOU, filter=flt),)


def _hand_exile(m: re.Match[str]) -> Effects | None:
    """Thought-Knot Seer: reveal, you choose a card, exile it (CR 406.3; not a discard)."""
    flt = card_filter(m.group(2))
    return None if flt is None else (ExileFromHand(SUBJECTS[m.group(1) + " "], flt),)


def _dig(m: re.Match[str]) -> Effects | None:
    look, take = amount_of(m.group(1)), amount_of(m.group(2))
    if not isinstance(look, int) or not isinstance(take, int):
        return None
    if "graveyard" in m.group(3):
        return (Dig(look, take, rest_to="graveyard"),)  # Forbidden Alchemy
    return (Dig(look, take),)


def _dig_where_x(m: re.Match[str]) -> Effects | None:
    """A dig of X cards, X counted: "Look at the top X cards ..., where X is <count>."."""
    from deckstats.cards.oracle.counts import count_phrase

    look, take = count_phrase(m.group(1)), amount_of(m.group(2))
    if look is None or not isinstance(take, int):
        return None
    return (Dig(look, take),)  # Memory Deluge (CR 608.2h: X read on resolution)


def _dig_filtered(m: re.Match[str]) -> Effects | None:
    """Compile a filtered, optional dig: "You may reveal a <kind> card from among them ...".

    Ancient Stirrings, Glint-Nest Crane, Oath of Nissa: "... and put it into your hand. Put
    the rest on the bottom of your library" (the take is optional).
    """
    look = amount_of(m.group(1))
    flt = card_filter(m.group(2).replace(", or ", " or ").replace(",", " or"))
    if not isinstance(look, int) or flt is None or flt == Filter():
        return None
    rest = "graveyard" if "graveyard" in m.group(3) else "bottom"
    return (Dig(look, 1, flt, rest_to=rest),)  # type: ignore[arg-type]


def _dig_onto_battlefield(m: re.Match[str]) -> Effects | None:
    """Compile a dig onto the battlefield (CR 110.2).

    Collected Company, Storm the Festival: "Put up to two <kind> cards [with mana value N
    or less] from among them onto the battlefield. Put the rest on the bottom".
    """
    look, take = amount_of(m.group(1)), amount_of(m.group(2))
    from deckstats.cards.model import PERMANENT_TYPES

    kind = m.group(3)
    flt = Filter(card_type=PERMANENT_TYPES) if kind == "permanent" else card_filter(kind)
    if not isinstance(look, int) or not isinstance(take, int) or flt is None:
        return None
    if m.group(4):
        flt = replace(flt, max_mana_value=int(m.group(4)))
    return (Dig(look, take, flt, to_battlefield=True),)


def _reveal_top(m: re.Match[str]) -> Effects | None:
    who = SUBJECTS[m.group(1) + " "]
    flt = card_filter(m.group(2))
    return None if flt is None else (RevealTopMayTake(who, flt),)


def _searing(m: re.Match[str]) -> Effects | None:
    """Searing Blaze: a player or planeswalker, and a creature that player controls."""
    return (
        DealDamage(amount_of(m.group(1)), Target(TargetKind.PLAYER | TargetKind.PLANESWALKER)),
        DealDamage(amount_of(m.group(2)), Target(TargetKind.CREATURE, Controller.OPPONENT)),
    )


def _reorder(m: re.Match[str]) -> Effects | None:
    n = amount_of(m.group(1))
    return None if not isinstance(n, int) else (ReorderTop(n, may_shuffle=bool(m.group(2))),)


def _impulse(m: re.Match[str]) -> Effects | None:
    """Compile impulse draw: exile the top cards, with a permission to play them.

    "Exile the top two cards of your library. Until the end of your next turn, you may play
    those cards" (Reckless Impulse) or "... You may play that card this turn" (CR 601.2,
    305.1: cast or played from exile).
    """
    n = 1 if m.group(1) is None else amount_of(m.group(1))
    if not isinstance(n, int):
        return None
    when = (m.group(2) or m.group(3) or "").strip().lower()
    if when not in ("until end of turn", "this turn", "until the end of your next turn"):
        return None
    return (ExileTopPlayable(n, next_turn=when == "until the end of your next turn"),)


def _impulse_next_turn(m: re.Match[str]) -> Effects | None:
    """Impulse draw playable only during the controller's next turn (CR 601.2, 305.1).

    Galvanic Relay: "Exile the top card of your library. During your next turn, you may play
    that card."
    """
    n = 1 if m.group(2) is None else amount_of(m.group(2))
    return (ExileTopPlayable(n, only_next_turn=True),) if isinstance(n, int) else None


#: Templates spanning several sentences, tried on a whole line before it is split.
_PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        rf"exile the top (card|{NUM} cards) of your library\. during your next turn, you may play "
        r"(?:that card|those cards|them)",
        _impulse_next_turn,
    ),
    (
        rf"exile the top (?:card|{NUM} cards) of your library\. (?:(until end of turn|until the "
        r"end of your next turn), )?you may play (?:that card|those cards|them|it)"
        r"( this turn| until end of turn| until the end of your next turn)?",
        _impulse,
    ),
    (
        r"(?:return|put) (target .+? from (?:a|your) graveyard) (?:to|onto) the battlefield"
        r"(?: under your control)?( tapped)?(?: with an? ([+-]\d/[+-]\d) counter on it)?\. you "
        r"lose life equal to its mana value",
        reanimate_life,
    ),
    (
        r"counter (target .+?)(?: unless its controller pays \{(\d+|X)\})?\. if that spell is "
        r"countered this way, (exile it|put it on top of its owner's library|put it into its "
        r"owner's hand) instead of (?:putting it )?into (?:its owner's|that player's) graveyard",
        counter_instead,
    ),
    (
        r"choose target player or planeswalker and target creature that player or that "
        rf"planeswalker's controller controls\. ~ deals {NUM} damage to that player or "
        rf"planeswalker and {NUM} damage to that creature",
        _searing,
    ),
    (
        rf"look at the top {NUM} cards of your library, then put them back in any order"
        r"(\. you may shuffle(?: your library)?)?",
        _reorder,
    ),
    (
        r"(target opponent|target player) reveals (?:their|his or her) hand\. you choose an? "
        r"(.+?) card from it(?: with mana value (\d+) or less)?\. that player discards that card",
        _hand_attack,
    ),
    (
        r"(target opponent|target player) reveals (?:their|his or her) hand\. you choose an? "
        r"(.+?) card from it and exile that card",
        _hand_exile,  # Thought-Knot Seer (cards.hand_exile)
    ),
    (
        rf"look at the top {NUM} cards of your library\. put {NUM} of them into your hand and the "
        r"(?:other|rest) (on the bottom of your library(?: in any order| in a random order)?"
        r"|into your graveyard)",
        _dig,
    ),
    (
        r"look at the top X cards of your library, where X is ([^.]+)\. put "
        rf"{NUM} of them into your hand and the rest on the bottom of your library in a random "
        r"order",
        _dig_where_x,
    ),
    (
        rf"look at the top {NUM} cards of your library\. put up to {NUM} (.+?) cards"
        r"(?: with mana value (\d+) or less)? from among them onto the battlefield\. put the rest "
        r"on the bottom of your library(?: in any order| in a random order)",
        _dig_onto_battlefield,
    ),
    (
        rf"look at the top {NUM} cards of your library\. put any number of them into your "
        r"graveyard and the rest back on top of your library in any order",
        surveil,  # Otherworldly Gaze: exactly surveil N's choice (CR 701.25a)
    ),
    (
        rf"reveal the top {NUM} cards of your library\. you may put an? (.+?) card from among "
        r"them into your hand\. put the rest (into your graveyard|on the bottom of your library"
        r"(?: in any order| in a random order)?)",
        _dig_filtered,
    ),
    (
        rf"look at the top {NUM} cards of your library\. you may reveal an? (.+?) card from among "
        r"them and put (?:it|that card) into your hand\. (?:then )?put the rest (on the bottom "
        r"of your library(?: in any order| in a random order)?|into your graveyard)",
        _dig_filtered,
    ),
    (
        r"look at the top card of your library\. you may put (?:that card|it) into your graveyard",
        lambda m: (Surveil(1),),  # Consider: the same choice as surveil 1 (CR 701.25a)
    ),
    (
        r"(defending player|target player|target opponent) reveals the top card of (?:their|his "
        r"or her) library\. if it's an? (\w+) card, that player puts it into (?:their|his or her) "
        r"hand",
        _reveal_top,
    ),
]


def parse_paragraph(text: str) -> tuple[Effects, str] | None:
    """Match a multi-sentence template at the start of ``text``.

    Returns:
        The effects and the remaining text (possibly empty), or ``None``.
    """
    s = decap(text.strip())
    for rx, build in _compiled_paragraphs():
        m = rx.match(s)
        if m and (m.end() == len(s) or s[m.end()] == "."):
            got = build(m)
            if got is not None:
                return got, s[m.end() :].lstrip(".").strip()
    return None


@cache
def _compiled_paragraphs() -> list[tuple[re.Pattern[str], Builder]]:
    return [(re.compile(rx, re.IGNORECASE), b) for rx, b in _PARAGRAPHS]


# The long tail's paragraph templates (``oracle.longtail``: energy, ...), tried last.
from deckstats.cards.oracle.longtail import PARAGRAPHS as _LONGTAIL_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_LONGTAIL_PARAGRAPHS)

# Energy paid in any amount, read by the next sentence, and a creature returned for one
# turn (``oracle.energy_pay``: Wrath of the Skies, Culling Ritual, Goryo's Vengeance).
from deckstats.cards.oracle.energy_pay import PARAGRAPHS as _ENERGY_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_ENERGY_PARAGRAPHS)

# "You may <pay / discard / draw>. If you do, ..." (``oracle.mass``).
from deckstats.cards.oracle.mass import PARAGRAPHS as _MASS_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_MASS_PARAGRAPHS)

# Cheating permanents in (``oracle.cheat_in``: Sneak Attack), tried last.
from deckstats.cards.oracle.cheat_in import PARAGRAPHS as _CHEAT_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_CHEAT_PARAGRAPHS)

# Creature lands (``oracle.animate_lines``: Restless Anchorage, Mutavault), tried last.
from deckstats.cards.oracle.animate_lines import PARAGRAPHS as _ANIMATE_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_ANIMATE_PARAGRAPHS)

# Planeswalkers' loyalty paragraphs (``oracle.pw_lines``: Sorin the Mirthless; round 40).
from deckstats.cards.oracle.pw_lines import PARAGRAPHS as _PW_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_PW_PARAGRAPHS)

# Past in Flames (``oracle.escape``), tried last.
from deckstats.cards.oracle.escape import PARAGRAPHS as _ESCAPE_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_ESCAPE_PARAGRAPHS)

# Hand attacks with a lower bound (``oracle.zone_moves``: Pelakka Predation).
from deckstats.cards.oracle.zone_moves import PARAGRAPHS as _ZONE_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_ZONE_PARAGRAPHS)

# More filtered digs (``oracle.digs``: Narset, Lead the Stampede, Pieces of the Puzzle).
from deckstats.cards.oracle.digs import PARAGRAPHS as _DIG_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_DIG_PARAGRAPHS)

# Flickers whose permanent returns tapped (``oracle.to_library``: Eldrazi Displacer).
from deckstats.cards.oracle.to_library import PARAGRAPHS as _FLICKER_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_FLICKER_PARAGRAPHS)
# Deep-Cavern Bat (``oracle.hand_looks``: exile from a hand until ~ leaves, CR 610.3).
from deckstats.cards.oracle.hand_looks import PARAGRAPHS as _HAND_LOOK_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_HAND_LOOK_PARAGRAPHS)

# Hand exile until the source leaves (``oracle.trigger_effects``: Kitesail Freebooter).
from deckstats.cards.oracle.trigger_effects import PARAGRAPHS as _TRIG_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_TRIG_PARAGRAPHS)

# Flickers that return at the next end step (``oracle.delayed_flicker``: Flickerwisp).
from deckstats.cards.oracle.delayed_flicker import PARAGRAPHS as _LATER_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_LATER_PARAGRAPHS)  # type: ignore[arg-type]

# Token copies with haste, gone at the next end step (``oracle.token_copies``: Kiki-Jiki).
from deckstats.cards.oracle.token_copies import PARAGRAPHS as _COPY_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_COPY_PARAGRAPHS)

# A spell put back on its owner's library (``oracle.tuck_spells``: Subtlety).
from deckstats.cards.oracle.tuck_spells import PARAGRAPHS as _TUCK_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_TUCK_PARAGRAPHS)
# "You may pay life / energy / exile a card. If you do, ..." (``oracle.if_you_do``).
from deckstats.cards.oracle.if_you_do import PARAGRAPHS as _IF_YOU_DO_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_IF_YOU_DO_PARAGRAPHS)

# Intervening "if ~ is untapped, ..." (``oracle.trigger_sentences``: Howling Mine).
from deckstats.cards.oracle.trigger_sentences import PARAGRAPHS as _TRIG38  # noqa: E402

_PARAGRAPHS.extend(_TRIG38)

# Ad Nauseam's repeated reveal (``oracle.spell_riders``).
from deckstats.cards.oracle.spell_riders import PARAGRAPHS as _RIDER_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_RIDER_PARAGRAPHS)

# Reveal-until and mill-then-take (``oracle.library_lines``: Hermit Druid, Malevolent Rumble).
from deckstats.cards.oracle.library_lines import PARAGRAPHS as _LIBRARY_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_LIBRARY_PARAGRAPHS)

# "You may sacrifice a permanent. If you do, ..." (``oracle.mode_lines``).
from deckstats.cards.oracle.mode_lines import PARAGRAPHS as _MODE_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_MODE_PARAGRAPHS)

# Karn, the Great Creator's wish (``oracle.tutors``: outside the game, CR 400.11).
from deckstats.cards.oracle.tutors import PARAGRAPHS as _WISH_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_WISH_PARAGRAPHS)

# Round 39's top-card moves (``oracle.top_card_lines``: Coiling Oracle, Matter Reshaper).
from deckstats.cards.oracle.top_card_lines import PARAGRAPHS as _TOP_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_TOP_PARAGRAPHS)
# Round 39's zone moves (``oracle.move_lines``: Peer into the Abyss).
from deckstats.cards.oracle.move_lines import PARAGRAPHS as _MOVE_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_MOVE_PARAGRAPHS)

# Impulse draw of one chosen card (``oracle.act_sentences``: Mishra's Research Desk).
from deckstats.cards.oracle.act_sentences import PARAGRAPHS as _ACT_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_ACT_PARAGRAPHS)
# The etb helper's trigger paragraphs (``oracle.etb_lines``: Thundermaw Hellkite).
from deckstats.cards.oracle.etb_lines import PARAGRAPHS as _ETB_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_ETB_PARAGRAPHS)
# Edicts with a fallback (``oracle.sacrifice_else``: Invoke Despair; round 40).
from deckstats.cards.oracle.sacrifice_else import PARAGRAPHS as _EDICT_PARAGRAPHS  # noqa: E402

_PARAGRAPHS[:0] = _EDICT_PARAGRAPHS
# Round 40's sprint helper s2 (``oracle.sprint_s2``: "... It explores.", Seasoned Dungeoneer).
from deckstats.cards.oracle.sprint_s2 import PARAGRAPHS as _S2_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_S2_PARAGRAPHS)
# The sprint's near misses (``oracle.sprint_s3``: Reflector Mage's name lock; round 40).
from deckstats.cards.oracle.sprint_s3 import PARAGRAPHS as _S3_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_S3_PARAGRAPHS)
# Round 40's sprint helper s0 (``oracle.sprint_s0``: Manabond).
from deckstats.cards.oracle.sprint_s0 import PARAGRAPHS as _S0_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_S0_PARAGRAPHS)

# Liliana of the Veil's piles (``oracle.keep_one``; CR 700.3).
from deckstats.cards.oracle.keep_one import PARAGRAPHS as _PILE_PARAGRAPHS  # noqa: E402

_PARAGRAPHS.extend(_PILE_PARAGRAPHS)
