"""Values of the later rounds' effects: the rest of ``players.evaluate``'s table.

Rough points on ``players.evaluate``'s scale (one point is about one damage to the
opponent's face) for the effects of the later vocabularies: the zones helper's moves
(``cards.effects_zone_moves``), the library (``cards.effects_library``), the moves
(``cards.effects_moves``), named cards (``cards.effects_named``), hands
(``cards.effects_hands``), activated abilities (``cards.effects_act``) and enters effects
(``cards.effects_etb``), with the ``cards.effects`` classes added beside them. A nested
effect is valued by ``players.evaluate.effect_value``, imported late (``players.evaluate``
imports this table).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards import effects_act as ax
from deckstats.cards import effects_hands as hx
from deckstats.cards import effects_library as lx
from deckstats.cards import effects_moves as mx
from deckstats.cards import effects_named as nx
from deckstats.cards.effects_etb import (
    DiscardElseDraw,
    GraveyardToBottom,
    OpponentsOfDraw,
    PutCountersDivided,
    SacrificeSelfThen,
)
from deckstats.cards.targets import Ref
from deckstats.players.value_basic import _discard, _edict_side

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
Discard: Final = fx.Discard

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_YOU: Final = Ref.YOU


def effect_value(effect: Any, x: int = 0) -> float:
    """``players.evaluate.effect_value``, imported late (it imports this module)."""
    from deckstats.players.evaluate import effect_value as value

    return value(effect, x)


def _discard_then(e: hx.DiscardThen, x: int) -> float:
    """A discard and what follows it (Faithful Mending's draw, Seasoned Pyromancer's)."""
    if e.count >= hx.ANY_NUMBER:
        return 0.5  # "discard any number of cards, then draw that many": selection only
    discard = _discard(Discard(e.count, e.player), x)
    return discard + sum(effect_value(b, x) for b in (*e.between, *e.per))


#: The later entries of ``players.evaluate.EVALUATORS``, in the table's order.
ROUND_VALUES: dict[type, Callable[[Any, int], float]] = {
    fx.WarpExile: lambda e, x: 0.0,
    fx.TurnFaceUp: lambda e, x: 2.0,  # a face-down 2/2 becomes the card (CR 702.37e)
    fx.EnterAttacking: lambda e, x: 2.0,  # ninjutsu (CR 702.49a)
    fx.CreateAttached: lambda e, x: 1.0,  # living weapon: a body for the Equipment
    fx.PutCountersAll: lambda e, x: 1.0 * e.count,  # counters on a team (Steel Overseer)
    fx.PutSourceCounters: lambda e, x: 1.0,  # modular's counters moved (CR 702.43a)
    fx.ExileFromHand: lambda e, x: 1.0,  # the opponent's best nonland card, like a discard
    fx.BecomeMonarch: lambda e, x: 2.0,  # a card each end step while it is kept (CR 724.2)
    fx.GainAbility: lambda e, x: 1.0 + 0.5 * len(e.abilities) + 0.5 * len(e.triggers),
    fx.CreateRole: lambda e, x: 2.0,  # about +1/+1 and a keyword for the rest of the game
    fx.Mobilize: lambda e, x: 1.0 * e.count,  # a damage each, once (CR 702.181a)
    fx.OffspringCopy: lambda e, x: 2.0,  # a 1/1 with the creature's abilities (CR 702.175a)
    fx.CopyToken: lambda e, x: 3.0 if not e.at_end_step else 1.5,  # a copy (CR 707.2)
    fx.CopyNewTokens: lambda e, x: 0.0,  # needs the city's blessing: ascend only (CR 702.131)
    fx.CounterUnlessDiscard: lambda e, x: 1.5,  # a spell countered or a card discarded
    fx.ReturnFromGraveyard: lambda e, x: 1.0,  # a card back (if the graveyard has one)
    fx.UntapFetchedIf: lambda e, x: 0.3,  # a fetched land ready this turn, late in the game
    # the zones helper's effects (cards.effects_zone_moves): information, symmetric or
    # graveyard-hate moves worth little to a goldfish
    fx.LookAtHand: lambda e, x: 0.0,
    fx.ReturnChosen: lambda e, x: _edict_side(e.player),
    fx.ShuffleCardsIntoLibrary: lambda e, x: 0.0,
    fx.ExileUncastThisTurn: lambda e, x: 0.0,  # an answer to reanimation, not a goldfish card
    fx.PlayFromGraveyardThisTurn: lambda e, x: 2.0,  # a few cards again (Yawgmoth's Will)
    fx.GraveyardExileThisTurn: lambda e, x: 0.0,
    fx.BounceOwned: lambda e, x: 0.0,  # a tempo play against artifacts, not a goldfish card
    fx.BounceSameName: lambda e, x: 2.5 if e.destroy else 1.5,  # a destroy / a bounce
    fx.ExileLibrary: lambda e, x: -5.0,  # a whole library gone: only a combo piece
    fx.Wish: lambda e, x: 1.5,  # a tutor from the sideboard (CR 400.11), as a search to hand
    # round 38 (cards.effects_library): a card found (or a graveyard filled, Balustrade Spy)
    lx.RevealUntil: lambda e, x: 1.2 if e.found_to != "graveyard" and e.player == _REF_YOU else 0.3,
    lx.MillTake: lambda e, x: 1.0 * e.take + 0.1 * e.count,  # the taken card, as a dig
    lx.ExileNamed: lambda e, x: 1.5 if e.mode == "hand" else 0.3,  # a discard and more
    lx.AddManaCount: lambda e, x: 0.8,  # a ritual's counted mana: a mana or two
    lx.DigOne: lambda e, x: 0.3 if e.to == "top" else 1.2 + 0.1 * e.look,  # a card found
    lx.SearchSameName: lambda e, x: 1.2,  # a second copy of a card in hand
    lx.IfTargetAtMost: lambda e, x: 0.7 * sum(effect_value(t, x) for t in e.then),
    # round 39 (cards.effects_moves)
    mx.IfTargetX: lambda e, x: sum(effect_value(t, x) for t in e.then),  # Repeal: as its effect
    mx.ExileUntilTotal: lambda e, x: 0.5,  # a mill: a goldfish kill only in a mill deck
    mx.HalfOfPlayer: lambda e, x: 1.0,  # cards for a life total, or a mill: the deck knows
    mx.ReturnTopOfGraveyard: lambda e, x: 2.0,  # a hasty attack from the graveyard
    mx.OpponentChooses: lambda e, x: 1.5 if e.top else 1.0,  # a card or two, their choice
    mx.CopyIfCastFromGraveyard: lambda e, x: 0.5,  # the spell again, from a flashback
    # round 40 (cards.effects_named): a named card found; a named card taken; a clash
    nx.RevealUntilNamed: lambda e, x: 1.2,  # a tutor that exiles a part of the library
    nx.ExileChosenName: lambda e, x: 1.0,  # a discard and more, if the name is known
    nx.SearchExileCast: lambda e, x: 2.0,  # a free spell found (Bring to Light)
    nx.EachReturnsChosenType: lambda e, x: 2.0,  # a tribal mass reanimation (both sides)
    nx.FlickerChosenLater: lambda e, x: 0.5,  # enters abilities again, a turn later
    nx.VoteExile: lambda e, x: 3.0,  # an untargeted removal of their best nonland permanent
    nx.ExileAttackersLands: lambda e, x: 1.0,  # a one-sided sweeper of attackers, on defence
    nx.SearchMoreIfBehind: lambda e, x: 1.3,  # a land or two to hand
    nx.Clash: lambda e, x: 0.5 * (sum(effect_value(t, x) for t in e.then) + e.return_self),
    lx.SearchSplit: lambda e, x: 2.7,  # a land (ramp) and a card, as two searches
    fx.RevealTopPut: lambda e, x: 1.2,  # a card, sometimes a free permanent (Coiling Oracle)
    fx.DrawUnlessPays: lambda e, x: 0.6,  # a card or the opponent's mana (Rhystic Study)
    fx.CopyIfPays: lambda e, x: 0.0,  # the opponent's option: a copy back at us, for mana
    fx.GrantLandwalk: lambda e, x: -0.3,  # an opposing creature unblockable for a turn
    fx.AnimateTarget: lambda e, x: 1.0,  # an artifact attacks for a turn (Karn's +1)
    fx.AddSubtypes: lambda e, x: 0.0,  # a creature type: matters only to lords
    fx.ExileAllUntilLeaves: lambda e, x: 0.5,  # a sweeper of the cheap permanents (both sides)
    fx.Discover: lambda e, x: 0.6 * e.n,  # a free spell of mana value up to N
    fx.SacrificeElse: lambda e, x: 1.5,  # an edict, or its fallback (Invoke Despair)
    fx.AddManaAmount: lambda e, x: 0.3 * (2 if e.amount.what.startswith("target_") else 1),
    fx.BecomeCopy: lambda e, x: 0.5,  # a land copied (Thespian's Stage as a Lotus Field)
    hx.HandToLibrary: lambda e, x: (-0.5 if e.player == _REF_YOU else 1.0) + 0.8 * e.then_draw,
    hx.DiscardRevealed: lambda e, x: 1.0,  # the best of three cards they chose to show
    hx.DiscardHands: lambda e, x: 0.5,  # a refill for an empty hand, symmetric
    hx.EachLosesPart: lambda e, x: 0.0,  # symmetric: a deck built around it (Pox) knows
    hx.DiscardThen: _discard_then,
    ax.Unearth: lambda e, x: 3.0,  # a hasty attack from the graveyard (CR 702.84a)
    ax.ZombieCopy: lambda e, x: 3.0,  # the creature again, as a token (CR 702.128a)
    ax.CumulativeUpkeep: lambda e, x: -1.0,  # a growing upkeep cost (CR 702.24a)
    ax.SearchByCount: lambda e, x: effect_value(e.search, x),  # a tutor (Birthing Pod)
    ax.PreventCombatDamageOf: lambda e, x: 1.0,  # an attacker or a blocker neutralised
    ax.LookAtTop: lambda e, x: 0.0,  # information only
    ax.MassRemovalUpTo: lambda e, x: effect_value(e.removal, x),  # a sweeper (Pernicious Deed)
    ax.RemoveCounters: lambda e, x: 0.5,  # a combo piece (Dark Depths) or a small answer
    # a shield the pilots do not time (kept for the opponent's burn): never spent idly
    ax.PreventNext: lambda e, x: 0.0,
    ax.ExileOwnGraveyardCards: lambda e, x: 0.3 * e.count,  # their least useful card
    # a blocker or an attacker made plain; the opponents' hexproof only matters with removal
    ax.LoseAbilities: lambda e, x: 0.0 if e.group is not None else 1.0,
    ax.AddOneAmong: lambda e, x: 0.0 if e.among == "none" else 0.4,  # as one mana (CR 106.5)
    GraveyardToBottom: lambda e, x: 0.5,  # graveyard hate, or your own graveyard refilled
    PutCountersDivided: lambda e, x: 1.0 * e.to.divide,  # as many +1/+1 counters (Gearhulk)
    DiscardElseDraw: lambda e, x: 1.2 * e.count,  # a card from them, or one for us
    SacrificeSelfThen: lambda e, x: sum(effect_value(t, x) for t in e.then) - 1.0,
    OpponentsOfDraw: lambda e, x: 0.0,  # symmetric: whoever casts next feeds the other
}

__all__ = ["ROUND_VALUES"]
