"""Sentences of activated abilities (issue 26, round 39's ``act`` family).

- "Tap all lands you control." (Chimeric Idol): ``TapAllOf`` of the controller's own
  permanents (CR 701.26a).
- Mana of a type read from the game (``effects_act.AddOneAmong``, CR 106.7, 106.5): "Add one
  mana of any color among legendary creatures and planeswalkers you control." (Mox Amber),
  "Add one mana of any type that a land you control could produce." (Reflecting Pool), "...
  any color that a land an opponent controls could produce." (Exotic Orchard), "... any
  color in your commander's color identity." (Arcane Signet: none without a commander);
  ``mana_among``, called by ``oracle.mana_count``.
- Prevention and redirection shields (``effects_act.PreventNext``, CR 615.7, 614.9): "Prevent
  the next 2 damage that would be dealt to any target this turn." (Goblin Legionnaire), "The
  next time a red source of your choice would deal damage to you this turn, prevent that
  damage." (Circle of Protection: Red), "The next 1 damage that would be dealt to ~ this turn
  is dealt to target creature you control instead." (Nomads en-Kor).
- Losing abilities until end of turn (``effects_act.LoseAbilities``, CR 611.2c): "Target
  creature loses flying until end of turn.", "It loses all abilities until end of turn."
  (Merfolk Trickster), "Permanents your opponents control lose hexproof and indestructible
  until end of turn." (Shadowspear).

Appended to ``oracle.act_effects.TEMPLATES`` (tried by ``oracle.effects.parse_effects``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards import effects_act as ax
from deckstats.cards.effects import Effect
from deckstats.cards.effects_riders import TapAllOf
from deckstats.cards.oracle.text import NUMBER, keyword_flags, number
from deckstats.cards.targets import NO_FILTER, Filter, Ref, Target, TargetSpec

Effects = tuple[Effect, ...]


def _tap_all_yours(m: re.Match[str]) -> Effects | None:
    """CR 701.26a: "Tap all lands you control": each of them becomes tapped."""
    from deckstats.cards.oracle.mass import permanent_filter
    from deckstats.cards.oracle.targets import parse_target

    spec = parse_target("target " + m.group(1))
    if not isinstance(spec, Target) or spec.controller:
        return None
    return (TapAllOf(permanent_filter(spec), Ref.YOU),)


_AMONG = re.compile(r"Add one mana of any color among (.+?) you control\.")
_COULD = re.compile(
    r"Add one mana of any (color|type) that a land (you control|an opponent controls) could "
    r"produce\."
)
_COMMANDER = "Add one mana of any color in your commander's color identity."


def mana_among(sentence: str) -> ax.AddOneAmong | None:
    """The ``AddOneAmong`` of a mana sentence, or ``None`` (CR 106.7, 106.5)."""
    m = _AMONG.fullmatch(sentence)
    if m:
        from deckstats.cards.oracle.statics import singular
        from deckstats.cards.oracle.targets import card_filter

        words = re.sub(r" and ", " or ", m.group(1))
        flt = card_filter(" ".join(singular(w) for w in words.split()))
        return None if flt is None or flt == NO_FILTER else ax.AddOneAmong("colors", flt)
    m = _COULD.fullmatch(sentence)
    if m:
        opponent = m.group(2) != "you control"
        return ax.AddOneAmong("lands", opponent=opponent, colored=m.group(1) == "color")
    return ax.AddOneAmong("none") if sentence == _COMMANDER else None


_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _protected(phrase: str) -> TargetSpec | None:
    """What a shield protects: "you", "~", "any target", "target creature"."""
    if phrase in ("you", "~"):
        return Ref.YOU if phrase == "you" else Ref.SELF
    from deckstats.cards.oracle.targets import parse_target

    return parse_target(phrase)


def _prevent_next(m: re.Match[str]) -> Effects | None:
    """CR 615.7: "prevent the next N damage that would be dealt to <whom> this turn"."""
    n, whom = number(m.group(1)), _protected(m.group(2))
    return None if not isinstance(n, int) or whom is None else (ax.PreventNext(n, whom),)


def _next_time(m: re.Match[str]) -> Effects | None:
    """CR 615.7: all of the next damage event from a source chosen on resolution.

    "The next time a [red] source of your choice would deal damage to <whom> this turn,
    prevent that damage."
    """
    whom = _protected(m.group(3))
    color = _COLORS.get(m.group(1) or "", "")
    if whom is None or (m.group(1) and not color):
        return None
    if m.group(2):  # "of the chosen color" (Story Circle, CR 607.2d): set as it enters
        return (ax.PreventNext(0, whom, choose_source=True, chosen_color=True),)
    return (ax.PreventNext(0, whom, color, choose_source=True),)


def _redirect(m: re.Match[str]) -> Effects | None:
    """CR 614.9: a shield whose stopped damage is dealt to the target instead (the en-Kor).

    "The next N damage that would be dealt to ~ this turn is dealt to <target> instead."
    """
    from deckstats.cards.oracle.targets import parse_target

    n, to = number(m.group(1)), parse_target(m.group(2))
    if not isinstance(n, int) or not isinstance(to, Target):
        return None
    return (ax.PreventNext(n, Ref.SELF, redirect=to),)


def _loses(m: re.Match[str]) -> Effects | None:
    """CR 611.2c: "<target / it / ~> loses <keywords | all abilities> until end of turn"."""
    from deckstats.cards.oracle.targets import parse_target

    who = m.group(1)
    target: TargetSpec | None = (
        Ref.SELF
        if who == "~"
        else Ref.FIRST_TARGET
        if who in ("it", "that creature")
        else parse_target(who)
    )
    if target is None:
        return None
    if m.group(2) == "all abilities":
        return (ax.LoseAbilities(target, everything=True),)
    kw = keyword_flags(m.group(2))
    return None if not kw else (ax.LoseAbilities(target, kw),)


def _group_loses(m: re.Match[str]) -> Effects | None:
    """CR 611.2c: "<permanents> your opponents control lose <keywords> until end of turn"."""
    from deckstats.cards.oracle.statics import singular
    from deckstats.cards.oracle.targets import card_filter

    flt = Filter() if m.group(1) == "permanents" else card_filter(singular(m.group(1)))
    kw = keyword_flags(m.group(2))
    if flt is None or not kw:
        return None
    return (ax.LoseAbilities(keywords=kw, group=flt),)


def _exile_own(m: re.Match[str]) -> Effects | None:
    """CR 406.1: "target player exiles a card from their graveyard" (Relic of Progenitus)."""
    from deckstats.cards.oracle.effects import SUBJECTS

    n = number(m.group(2))
    who = SUBJECTS.get(m.group(1) + " ")
    if not isinstance(n, int) or who is None:
        return None
    return (ax.ExileOwnGraveyardCards(who, n),)


def _graveyard_to_bottom(m: re.Match[str]) -> Effects | None:
    """CR 401.3: a graveyard card put on the bottom of its owner's library (Lin Sivvi).

    "Put target <card> from <a / your> graveyard on the bottom of <its owner's / your>
    library": ``PutInLibrary`` at the bottom.
    """
    from deckstats.cards.effects import PutInLibrary
    from deckstats.cards.oracle.targets import parse_target
    from deckstats.cards.targets import TargetKind

    spec = parse_target(m.group(1))
    if not isinstance(spec, Target) or spec.kinds != TargetKind.CARD_IN_GRAVEYARD:
        return None
    return (PutInLibrary(spec, bottom=True),)


_WHOM = r"(you|~|any target|target [a-z ,]+?)"

#: Sentence templates (lower-case first letter, no final period).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], Effects | None]]] = [
    (r"tap all ([\w -]+?) you control", _tap_all_yours),
    (
        rf"prevent the next ({NUMBER}) damage that would be dealt to {_WHOM} this turn",
        _prevent_next,
    ),
    (
        rf"the next time an? (?:(\w+) )?source of your choice( of the chosen color)? would "
        rf"deal damage to {_WHOM} this turn, prevent that damage",
        _next_time,
    ),
    (
        rf"the next ({NUMBER}) damage that would be dealt to ~ this turn is dealt to "
        r"(target [a-z ]+?) instead",
        _redirect,
    ),
    (r"(~|it|that creature|target [a-z ,]+?) loses ([a-z ,]+?) until end of turn", _loses),
    (r"([a-z]+) your opponents control lose ([a-z ,]+?) until end of turn", _group_loses),
    (
        r"put (target [\w ]+? from (?:your|a) graveyard) on the bottom of (?:your|its owner's) "
        r"library",
        _graveyard_to_bottom,
    ),
    (
        rf"(target player|target opponent|each player|each opponent) exiles ({NUMBER}) cards? "
        r"from their graveyard",
        _exile_own,
    ),
]

__all__ = ["TEMPLATES", "mana_among"]
