"""Round 39's effect values of the real decks (issue 26, helper ``fid``), gathered.

``cards/effects.py`` lists them in ``Effect`` and ``ALL_EFFECTS`` through ``Fid39Effect`` and
``FID39_EFFECTS`` and re-exports each class; they live in their families' modules:
``effects_top_card`` (Coiling Oracle), ``unless_pays`` (Rhystic Study), ``animate_target``
(Karn, the Great Creator), ``keyword_counters`` (Guide of Souls), ``exile_all`` (Temporary
Lockdown), ``discover`` (Trumpeting Carnosaur), ``become_copy`` (Thespian's Stage). Round 42
added two drawbacks that had been ignored: ``unless_pays.CopyIfPays`` (Chain Lightning) and
``walk_grants.GrantLandwalk`` (Erhnam Djinn).
"""

from __future__ import annotations

from deckstats.cards.animate_target import AnimateTarget
from deckstats.cards.become_copy import BecomeCopy
from deckstats.cards.discover import Discover
from deckstats.cards.effects_top_card import RevealTopPut
from deckstats.cards.exile_all import ExileAllUntilLeaves
from deckstats.cards.keyword_counters import AddSubtypes
from deckstats.cards.unless_pays import CopyIfPays, DrawUnlessPays
from deckstats.cards.walk_grants import GrantLandwalk

FID39_EFFECTS = (
    RevealTopPut,
    DrawUnlessPays,
    CopyIfPays,
    GrantLandwalk,
    AnimateTarget,
    AddSubtypes,
    ExileAllUntilLeaves,
    Discover,
    BecomeCopy,
)
Fid39Effect = (
    RevealTopPut
    | DrawUnlessPays
    | CopyIfPays
    | GrantLandwalk
    | AnimateTarget
    | AddSubtypes
    | ExileAllUntilLeaves
    | Discover
    | BecomeCopy
)

__all__ = [
    "FID39_EFFECTS",
    "AddSubtypes",
    "AnimateTarget",
    "BecomeCopy",
    "CopyIfPays",
    "Discover",
    "DrawUnlessPays",
    "ExileAllUntilLeaves",
    "Fid39Effect",
    "GrantLandwalk",
    "RevealTopPut",
]
