"""Optional costs of triggered abilities and spells: "You may <cost>. If you do, <effect>".

A paragraph template (``oracle/paragraphs.py`` tries it on a whole line; lower-cased first
letter, ``~`` for the card's name) compiled to ``effects.OptionalCost`` (CR 608.2c-d: the
controller decides on resolution; "if you do" holds only when the cost was paid in full):

- "pay {M}" with a targeted effect (Lightning Rift: "you may pay {1}. If you do, ~ deals 2
  damage to any target"; Genesis: "you may pay {2}{G}. If you do, return target creature
  card from your graveyard to your hand"): the targets are chosen as the ability is put on
  the stack (CR 603.3d), the mana paid on resolution (``oracle.mass`` reads the untargeted
  ones);
- "pay N life" (Master of Death, CR 119.4), "pay {E}{E}" (Glint-Sleeve Siphoner, CR 107.14);
- "exile it" / "exile ~ [from your graveyard]" (Academy Rector, Kozilek's Return: the card
  itself, wherever its trigger found it);
- "exile a <quality> card [other than ~] from your graveyard" (Ichorid, Masked Vandal) and
  "exile a card from your hand" (Forsaken City);
- "discard your hand" (Phyrexian Dragon Engine; an empty hand pays nothing, so the effect
  does not happen), "sacrifice it" (Cacophony Scamp), "tap an untapped artifact or creature
  you control" (Vodalian Hexcatcher);
- "When you do, <effect>" (CR 603.12): a reflexive trigger, its targets chosen after the
  payment (Undead Butler, Vodalian Hexcatcher);
- "Create <a token>. When you do, <effect>": the token always comes, so the effect always
  follows it (Ajani, Nacatl Avenger).
"""

from __future__ import annotations

import dataclasses
import re

from deckstats.cards import effects as fx
from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.oracle.effects import Builder, Effects
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.oracle.trigger_conditions import group_filter
from deckstats.cards.targets import NO_FILTER, Ref

_COST = (
    r"pay (?P<mana>(?:\{[0-9wubrgc]\})+)"
    r"|pay (?P<energy>(?:\{e\})+)"
    rf"|pay (?P<life>{NUMBER}) life"
    r"|exile (?P<self>it|~)(?: from your graveyard)?"
    r"|exile an? (?P<quality>[\w -]+? )?card(?P<other> other than ~)? from your "
    r"(?P<zone>graveyard|hand)"
    r"|(?P<hand>discard your hand)"
    r"|sacrifice (?P<sac>it|~)"
    r"|tap an untapped (?P<tap>[\w ,-]+?) you control"
)


def _then(text: str) -> list[fx.Effect] | None:
    """The effect after "if you do, ": its sentences, or a paragraph (Trail of Crumbs' dig)."""
    from deckstats.cards.oracle.body import parse_body
    from deckstats.cards.oracle.effects import parse_sentences

    text = text[0].upper() + text[1:]
    return parse_sentences(text) or parse_body(text)


def _optional(m: re.Match[str]) -> Effects | None:
    """The cost's parts, then the effect; "when you do" makes it reflexive (CR 603.12)."""
    got = _cost(m)
    if got is None:
        return None
    if m.group("when").lower() == "when":
        return (dataclasses.replace(got, reflexive=True),)
    return (got,)


def _cost(m: re.Match[str]) -> fx.OptionalCost | None:
    """The cost's parts, then the effect (every sentence after "if you do, ")."""
    then = _then(m.group("then"))
    if not then:
        return None
    if m.group("sac"):
        return fx.OptionalCost(tuple(then), sacrifice=Ref.SELF)
    if m.group("tap"):
        flt = group_filter(m.group("tap"))
        return None if flt is None else fx.OptionalCost(tuple(then), tap=flt)
    if m.group("mana"):
        if m.group("mana").lower() == "{x}":
            return None
        try:
            mana = parse_mana_cost(m.group("mana").upper())
        except ManaCostError:
            return None
        return fx.OptionalCost(tuple(then), mana=mana)
    if m.group("energy"):
        return fx.OptionalCost(tuple(then), energy=m.group("energy").lower().count("{e}"))
    if m.group("life"):
        n = number(m.group("life"))
        return fx.OptionalCost(tuple(then), life=n) if isinstance(n, int) and n > 0 else None
    if m.group("self"):
        return fx.OptionalCost(tuple(then), exile=Ref.SELF)
    if m.group("zone"):
        return _exile_card(m, tuple(then))
    return fx.OptionalCost(tuple(then), discard_hand=True)


def _exile_card(m: re.Match[str], then: Effects) -> fx.OptionalCost | None:
    from deckstats.cards.oracle.targets import card_filter

    quality = (m.group("quality") or "").strip()
    flt = card_filter(quality) if quality else NO_FILTER
    if flt is None:
        return None
    return fx.OptionalCost(
        then, exile_card=flt, exile_zone=m.group("zone"), exile_other=bool(m.group("other"))
    )


#: Multi-sentence templates (``oracle/paragraphs.py`` tries them on a whole line).
def _must_discard(m: re.Match[str]) -> Effects | None:
    then = _then(m.group(1))
    return (fx.OptionalCost(tuple(then), discard=1, mandatory=True),) if then else None


def _created_then(m: re.Match[str]) -> Effects | None:
    """Read "Create <a token>. When you do, <effect>" (Ajani, Nacatl Avenger's 0).

    Creating the token always happens, so the reflexive trigger (CR 603.12) always does:
    read as the token, then the effect, on resolution ("he"/"she" is the source). The
    effect's targets are chosen with the ability's (CR 602.2b), not after the token
    exists: the controller chooses with less to go on, never with more.
    """
    from deckstats.cards.oracle.effects import parse_sentences

    first = parse_sentences(f"Create {m.group(1)}.")
    then = _then(re.sub(r"\b(?:he|she) (deals|gets|gains)\b", r"~ \1", m.group("then")))
    if not first or not then:
        return None
    return (*first, *then)


PARAGRAPHS: list[tuple[str, Builder]] = [
    (rf"you may (?:{_COST})\. (?P<when>if|when) you do, (?P<then>.+)", _optional),
    (r"create ([^.]+? tokens?)\. when you do, (?P<then>.+)", _created_then),
    # Territorial Kavu: "Discard a card. If you do, draw a card." (no choice; an empty hand
    # discards nothing, so nothing is drawn)
    (r"discard a card\. if you do, (.+)", _must_discard),
]


def _self_from_graveyard(m: re.Match[str]) -> Effects | None:
    return (fx.Reanimate(Ref.SELF, tapped=bool(m.group(1))),)


#: Sentence templates: a graveyard trigger's "return ~ to the battlefield" (Ichorid: its
#: source is the card in the graveyard, CR 113.6k).
TEMPLATES: list[tuple[str, Builder]] = [
    (r"return ~ (?:from your graveyard )?to the battlefield( tapped)?", _self_from_graveyard),
]
