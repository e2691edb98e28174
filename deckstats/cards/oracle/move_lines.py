"""Zone moves of the metagame's long tail, round 39 (issue 26, helper ``zones``).

``TEMPLATES`` are appended to the sentence templates of ``oracle/effects.py``.

- "If a creature dealt damage this way would die this turn, exile it instead." (Anger of
  the Gods), "If a permanent dealt damage by ~ would die this turn, ..." (Torch the Tower):
  ``ExileIfDiesThisTurn(damaged=True)``, each permanent the spell dealt damage to (CR
  614.1a);
- "<effect> target <permanent> with mana value X [or less] <rest>" (Repeal, March of
  Otherworldly Light): ``IfTargetX`` around the effect without the bound (CR 107.3a,
  601.2c).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards import effects as fx
from deckstats.cards import effects_library as lx
from deckstats.cards.effects_moves import (
    CopyIfCastFromGraveyard,
    ExileUntilTotal,
    HalfOfPlayer,
    IfTargetX,
    OpponentChooses,
    ReturnTopOfGraveyard,
)
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.oracle.hand_lines import PLAYERS
from deckstats.cards.oracle.targets import card_filter
from deckstats.cards.oracle.text import number
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind

Effects = tuple[fx.Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]


def _x_target(m: re.Match[str]) -> Effects | None:
    """The effect without "with mana value X [or less]", its one target bound by X."""
    from deckstats.cards.oracle.effects import parse_effects
    from deckstats.cards.oracle.follow_ups import _targets

    then = parse_effects(m[1] + m[3])
    if not then or len(_targets(then)) != 1:
        return None
    return (IfTargetX(then, bool(m[2])),)


_WHO = r"(target player|target opponent|each opponent|each player)"


TEMPLATES: list[tuple[str, Builder]] = [
    (
        r"if a (?:creature|creature or planeswalker|permanent) dealt damage (?:this way|by ~) "
        r"would die this turn, exile it instead",
        lambda m: (fx.ExileIfDiesThisTurn(damaged=True),),
    ),
    (
        _WHO + r" exiles cards from the top of their library until that player has exiled "
        r"cards with total mana value (\d+) or more",
        lambda m: (ExileUntilTotal(PLAYERS[m[1]], int(m[2])),),
    ),
    (
        _WHO + r" mills half their library, rounded up",
        lambda m: (HalfOfPlayer(PLAYERS[m[1]], mill=True),),
    ),
    (
        r"if (?:this spell|~) was cast from a graveyard, you may copy (?:this spell|~) and may "
        r"choose new targets for the copy",
        lambda m: (CopyIfCastFromGraveyard(),),
    ),
    (r"((?:\w+ )+target [\w ,]+?) with mana value X( or less)?((?: .+)?)", _x_target),
]


#: Multi-sentence templates (``oracle/paragraphs.py`` tries them on a whole line).
def _top_of_graveyard(m: re.Match[str]) -> Effects | None:
    flt = card_filter(m[1])
    return None if flt is None else (ReturnTopOfGraveyard(flt, sneak=bool(m[2])),)


def _gifts(m: re.Match[str]) -> Effects | None:
    """Intuition, Gifts Ungiven: the opponent chooses among the cards found."""
    count, chosen = number(m[2]), number(m[4])
    if not isinstance(count, int) or not isinstance(chosen, int) or m[5] == m[6]:
        return None
    chooser = Target(TargetKind.PLAYER, Controller.OPPONENT)
    return (OpponentChooses(count, chooser, chosen, m[5], False, bool(m[1]), bool(m[3])),)


def _piles(m: re.Match[str]) -> Effects | None:
    count = number(m[1])
    if not isinstance(count, int):
        return None
    return (OpponentChooses(count, Ref.EACH_OPPONENT, top=True),)


def _quiet_speculation(m: re.Match[str]) -> Effects | None:
    """Only your own library: the target may be only you (a partial card may lose power)."""
    count = number(m[1])
    if not isinstance(count, int):
        return None
    me = Target(TargetKind.PLAYER, Controller.YOU)
    flashback = Filter(keywords=Keyword.FLASHBACK)
    return (fx.SearchLibrary(flashback, count, "graveyard", player=me),)


def _land_or_nonland(m: re.Match[str]) -> Effects | None:
    """Abundant Harvest: the kind chosen as the spell is cast (a mode, CR 700.2).

    The Oracle choice is made on resolution; choosing earlier knows less (never more).
    """
    rest = "graveyard" if "graveyard" in m[1] else "bottom"
    land = lx.RevealUntil(Filter(card_type=CardType.LAND), rest_to=rest)  # type: ignore[arg-type]
    nonland = lx.RevealUntil(Filter(not_type=CardType.LAND), rest_to=rest)  # type: ignore[arg-type]
    return (fx.Modal(((land,), (nonland,))),)


def _if_then_may(m: re.Match[str]) -> Effects | None:
    """An intervening "if" over a paid option: "If <condition>, you may pay {R}. If you do".

    Flamewake Phoenix. A trigger's intervening "if" (CR 603.4) or a spell's condition
    (CR 608.2c) over a paid option (CR 608.2d): ``Conditional`` around what follows.
    """
    from deckstats.cards.oracle.body import parse_body
    from deckstats.cards.oracle.effects import CONDITION_TEXTS

    cond = next((c for c, texts in CONDITION_TEXTS.items() if m[1] in texts), None)
    inner = parse_body(m[2][0].upper() + m[2][1:]) if cond is not None else None
    return None if not inner or cond is None else (fx.Conditional(cond, tuple(inner)),)


PARAGRAPHS: list[tuple[str, Builder]] = [
    (r"if ([^,]+), (you may [^.]+\. if you do, .+)", _if_then_may),
    (
        r"choose land or nonland\. reveal cards from the top of your library until you reveal a "
        r"card of the chosen kind\. put that card into your hand and the rest (on the bottom of "
        r"your library in a random order|into your graveyard)\.?",
        _land_or_nonland,
    ),
    (
        r"search target player's library for up to (\w+) cards with flashback and put them "
        r"into that player's graveyard\. then the player shuffles\.?",
        _quiet_speculation,
    ),
    (
        r"search your library for (up to )?(\w+) cards( with different names)? and reveal "
        r"them\. target opponent chooses (\w+)(?: of those cards)?\. put (?:that card|the "
        r"chosen cards) into your (hand|graveyard) and the rest into your (hand|graveyard)"
        r"(?:, then shuffle|\. then shuffle)\.?",
        _gifts,
    ),
    (
        r"reveal the top (\w+) cards of your library\. an opponent separates those cards into "
        r"two piles\. put one pile into your hand and the other into your graveyard\.?",
        _piles,
    ),
    (
        r"return the top (\w+) card of your graveyard to the battlefield"
        r"(\. (?:that creature|it) gains haste until end of turn\. exile it at the beginning "
        r"of the next end step)?\.?",
        _top_of_graveyard,
    ),
    (
        _WHO + r" draws cards equal to half the number of cards in their library and loses "
        r"half their life\. round up each time\.?",
        lambda m: (HalfOfPlayer(PLAYERS[m[1].lower()], draw=True, lose=True),),
    ),
]
