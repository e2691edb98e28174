"""Effect values of one-shot zone moves (issue 26, helper ``zones``).

Part of the effect vocabulary (``cards/effects.py`` re-exports each class and lists it in
``Effect`` and ``ALL_EFFECTS``); resolved by ``engine/zone_moves.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from deckstats.cards.targets import Filter, TargetSpec


@dataclass(frozen=True, slots=True)
class LookAtHand:
    """Look at the player's hand (Peek, Gitaxian Probe).

    Information only: no card moves and nothing else changes (the simulated players
    already play from what the rules let them know), so it resolves to a log line.
    """

    player: TargetSpec


@dataclass(frozen=True, slots=True)
class ReturnChosen:
    """Each named player returns a permanent they control to its owner's hand (CR 400.3).

    The player chooses one matching ``what``: "Each player returns a creature they control
    to its owner's hand" (Curfew), "that player returns a creature they control ...".
    """

    what: Filter
    player: TargetSpec


@dataclass(frozen=True, slots=True)
class ShuffleCardsIntoLibrary:
    """Shuffle the target cards of a graveyard into their owner's library (CR 701.24).

    "Target player shuffles up to three target cards from their graveyard into their
    library" (Memory's Journey, Krosan Reclamation: ``player`` is the target player, and
    only their cards move), "You shuffle up to four target cards from your graveyard into
    your library" (Stream of Thought). The fields are in text order, as the targets are
    chosen. The library is shuffled even when no card moved; without ``cards`` the player
    only shuffles ("Target player shuffles": Lantern of Insight).
    """

    player: TargetSpec
    cards: TargetSpec | None = None


@dataclass(frozen=True, slots=True)
class ExileUncastThisTurn:
    """Until end of turn, creatures that weren't cast are exiled as they would enter.

    "Until end of turn, if a creature would enter and it wasn't cast, exile it instead."
    (Hallowed Moonlight, CR 614.1a): for the rest of the turn a creature put onto the
    battlefield by anything but the resolution of its spell is exiled instead, tokens
    included (a token so exiled never exists, CR 111.7).
    """


@dataclass(frozen=True, slots=True)
class PlayFromGraveyardThisTurn:
    """Until end of turn, you may play lands and cast spells from your graveyard.

    Yawgmoth's Will, Gaea's Will (CR 305.1, 601.2): a land uses the turn's land play, a
    spell is cast for its costs, as from the hand.
    """


@dataclass(frozen=True, slots=True)
class GraveyardExileThisTurn:
    """If a card would be put into your graveyard from anywhere this turn, exile it instead.

    Yawgmoth's Will, Gaea's Will (CR 614.1a): the spells cast from the graveyard, and
    every other card of yours, are exiled instead (tokens are not cards).
    """


@dataclass(frozen=True, slots=True)
class BounceOwned:
    """Return every permanent matching ``filter`` the player owns to their hand (CR 400.3).

    "Return all artifacts target player owns to their hand" (Hurkyl's Recall): whoever
    controls them.
    """

    filter: Filter
    owner: TargetSpec


@dataclass(frozen=True, slots=True)
class BounceSameName:
    """Return the target permanent and all other permanents with its name (CR 201.2).

    "Return target nonland permanent and all other permanents with the same name as that
    permanent to their owners' hands" (Echoing Truth; CR 400.3). ``destroy``: "Destroy target
    nonland permanent and all other permanents with the same name as that permanent"
    (Maelstrom Pulse; CR 701.8a) instead.
    """

    target: TargetSpec
    destroy: bool = False


@dataclass(frozen=True, slots=True)
class ExileLibrary:
    """Exile all cards from your library (Paradigm Shift; CR 406.1)."""


@dataclass(frozen=True, slots=True)
class Wish:
    """A card matching ``filter`` from outside the game into your hand (CR 400.11).

    "You may reveal a sorcery card you own from outside the game and put it into your hand"
    (Burning Wish, Cunning Wish, Living Wish).

    In a tournament game "outside the game" is the player's sideboard (Magic Tournament
    Rules; the rules seeds are silent on it): the engine keeps each player's sideboard as
    ``Game.outside``, and the card found leaves it.
    """

    filter: Filter


#: The zones helper's effects (re-exported by ``cards.effects``).
ZONE_MOVE_EFFECTS = (
    LookAtHand,
    ReturnChosen,
    ShuffleCardsIntoLibrary,
    ExileUncastThisTurn,
    PlayFromGraveyardThisTurn,
    GraveyardExileThisTurn,
    BounceOwned,
    BounceSameName,
    ExileLibrary,
    Wish,
)
ZoneMoveEffect = (
    LookAtHand
    | ReturnChosen
    | ShuffleCardsIntoLibrary
    | ExileUncastThisTurn
    | PlayFromGraveyardThisTurn
    | GraveyardExileThisTurn
    | BounceOwned
    | BounceSameName
    | ExileLibrary
    | Wish
)
