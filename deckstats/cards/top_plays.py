"""Playing from the top of the library (round 39, helper ``stat``): permissions and a hand lock.

Like ``cards.static_rules`` they sit in ``CardDef.modifiers`` and the engine reads them only
while a permanent with one is on the battlefield (``Game.modifier_sources``;
``engine.top_plays``):

- ``LookAtTop``: "You may look at the top card of your library any time." (Ranger Class,
  Experimental Frenzy, Mystic Forge, Bolas's Citadel): CR 401.5 (a player may look at a
  library card only if an effect allows it); the top card is visible to its owner.
- ``PlayFromTop``: "You may cast creature spells from the top of your library." (Ranger
  Class), "You may cast artifact spells and colorless spells ..." (Mystic Forge), "You may
  cast Goblin spells ..." (Conspicuous Snoop), "You may play lands and cast spells from the
  top of your library." (Experimental Frenzy, Bolas's Citadel): CR 601.3 (casting from a zone
  other than the hand needs a permission), CR 305.1 (a land played from the top uses the
  turn's land play, CR 305.2). Normal timing and costs apply (CR 601.2).
- ``HandLock``: "You can't play cards from your hand." (Experimental Frenzy): CR 101.2
  (a "can't" wins over a "may"): neither a spell cast nor a land played from the hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Filter


@dataclass(frozen=True, slots=True)
class LookAtTop:
    """CR 401.5: the controller may look at the top card of their library any time."""


@dataclass(frozen=True, slots=True)
class PlayFromTop:
    """CR 601.3, 305.1: the controller may cast matching spells (and play lands) from the top.

    ``spells``: the cards castable this way (any one matching; empty: no spell); ``lands``:
    "play lands" too (the turn's land play, CR 305.2).
    """

    spells: tuple[Filter, ...] = ()
    lands: bool = False


@dataclass(frozen=True, slots=True)
class HandLock:
    """CR 101.2: the controller can't play cards from their hand (cast or play a land)."""


#: This module's modifier classes (``cards.modifiers`` lists every kind).
TOP_PLAY_MODIFIERS: tuple[type, ...] = (LookAtTop, PlayFromTop, HandLock)

__all__ = ["TOP_PLAY_MODIFIERS", "HandLock", "LookAtTop", "PlayFromTop"]
