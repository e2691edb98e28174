"""Cost options printed on a card besides its mana cost (CR 118.9, 601.2b, 601.2f, 702).

A ``CardDef`` lists them in ``costs`` in text order; each is a frozen value the engine
(``engine/casting.py``) interprets and the goldfish planner prices:

- ``AlternativeCost``: pay this rather than the mana cost (CR 118.9): Fireblast's
  "sacrifice two Mountains", Force of Will's "pay 1 life and exile a blue card", Daze's
  "return an Island you control", and spectacle (CR 702.137) as ``condition=SPECTACLE``.
- ``Kicker``: an optional additional cost, once, or any number of times for multikicker
  (CR 702.33); effects read it through ``IfKicked`` / ``ForEachKick``.
- ``Flashback``: cast from the graveyard for this cost, then exile it (CR 702.34); escape,
  jump-start, retrace and harmonize (CR 702.180) are its variants.
- ``Suspend``: exile from hand with time counters, cast free when the last is removed
  (CR 702.62).
- ``Cycling``: discard from hand to draw a card, or to search for a land type for
  landcycling (CR 702.29).
- ``AdditionalCost``: "As an additional cost to cast this spell, sacrifice a creature /
  discard a card / exile N cards from your graveyard / pay N life" (CR 601.2b).
- ``Channel``: "Channel — {cost}, Discard ~: <effect>", an activated ability that works
  only from the hand (channel is an ability word, CR 207.2c; activation CR 602.1-602.2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from deckstats.cards.kinds import Kind
from deckstats.cards.mana import ManaCost
from deckstats.cards.model import NO_COLOR, NO_TYPE, CardType, Color
from deckstats.cards.targets import Filter

#: ``AlternativeCost.condition``: an opponent lost life this turn (spectacle, CR 702.137).
SPECTACLE = "opponent_lost_life"
#: ``AlternativeCost.condition``: "If it's not your turn" (Force of Negation, CR 118.9).
NOT_YOUR_TURN = "not_your_turn"
#: ``AlternativeCost.condition`` prefix: "If you control a <subtype>" (Snuff Out's Swamp).
CONTROL_PREFIX = "control:"
#: ``AlternativeCost.condition``: "If you have no land cards in hand" (Land Grant, CR 118.9).
NO_LANDS_IN_HAND = "no_lands_in_hand"
#: ``AlternativeCost.condition``: madness (CR 702.35a): cast only from exile, while the
#: card's madness trigger resolves after it was discarded (``engine.madness``).
MADNESS = "madness"
#: ``AlternativeCost.condition``: miracle (CR 702.94a): cast only while its miracle trigger
#: resolves, the card revealed as the first one its owner drew this turn (``engine.miracle``).
MIRACLE = "miracle"
#: ``AlternativeCost.condition`` prefix: "If an opponent controls a <subtype>" (Rushwood
#: Legate's Island).
OPP_CONTROL_PREFIX = "opp_control:"
#: ``AlternativeCost.condition`` prefix: "If an opponent cast N or more spells this turn".
OPP_SPELLS_PREFIX = "opp_spells:"
#: ``AlternativeCost.condition``: "If this spell is the first spell you've cast this game"
#: (Once Upon a Time): no spell cast by its caster yet this game (CR 601.2i).
FIRST_SPELL_GAME = "first_spell_game"
#: Joins the conditions of "If <A> and <B>, ..." (each must hold).
AND = "&"
#: ``AlternativeCost.condition``: "If you have no land cards in hand" (Land Grant, whose
#: cost is to reveal the hand: information, no payment).
NO_LANDS_IN_HAND = "no_lands_in_hand"
#: ``AlternativeCost.condition``: "If an opponent searched their library this turn" (Archive
#: Trap; CR 701.23), round 40 (``PlayerState.searched_on``).
OPP_SEARCHED = "opp_searched"


@dataclass(frozen=True, slots=True)
class AlternativeCost:
    """CR 118.9: a cost paid rather than the spell's mana cost.

    Attributes:
        mana: mana to pay instead, or ``None`` for none.
        life: life to pay (CR 119.4).
        sacrifice: permanents to sacrifice, of subtype ``sacrifice_type`` ("Mountain").
        exile_from_hand: other cards to exile from hand, of colour ``exile_color``.
        return_to_hand: lands you control of subtype ``return_type`` to return to hand.
        condition: when the option is allowed (``SPECTACLE``, ``NOT_YOUR_TURN``,
            ``CONTROL_PREFIX + "Swamp"``), ``""`` for always.
        keyword: the keyword that grants it (``"spectacle"``; ``"evoke"``: the permanent is
            sacrificed when it enters, CR 702.74a), ``""`` for plain text.
    """

    mana: ManaCost | None = None
    life: int = 0
    sacrifice: int = 0
    sacrifice_type: str = ""
    exile_from_hand: int = 0
    exile_color: Color = NO_COLOR
    return_to_hand: int = 0
    return_type: str = ""
    condition: str = ""
    keyword: str = ""
    #: Impending N (CR 702.176): the time counters it enters with (keyword "impending").
    time_counters: int = 0
    #: "sacrifice a nontoken blue creature" (the Flares): what may be sacrificed, when the
    #: permanent is named by qualities rather than a subtype (``sacrifice_type``).
    sacrifice_filter: Filter | None = None
    #: "you may have an opponent gain 3 life" (Invigorate): life the opponent gains.
    opponent_gains: int = 0
    #: "tap an untapped creature you control" (Ramosian Rally, CR 118.9): how many.
    tap_creatures: int = 0
    #: Plot (CR 702.170): the cost of the special action that exiles the card from the hand
    #: (keyword ``"plot"``; it is then cast for ``mana`` = ``None``, free, on a later turn);
    #: foretell's special action costs {2} whatever the card (``engine.foretell``).
    action_mana: ManaCost | None = None
    #: Overload (CR 702.96a): cast this way, the spell's effects are these ("each" for
    #: "target"); ``()`` keeps the spell's own (``engine.casting``).
    effect: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class Kicker:
    """CR 702.33: an optional additional cost; ``multi`` for multikicker (any number of times).

    ``replicate`` (CR 702.56a): "Replicate {cost}" is paid the same way, any number of
    times, and the spell is copied once for each time it was paid (``engine.copies``).
    """

    mana: ManaCost
    multi: bool = False
    replicate: bool = False
    #: Buyback (CR 702.27a): paid at most once; the spell goes to its owner's hand instead
    #: of the graveyard as it resolves (``engine.resolve.resolve_item``).
    buyback: bool = False
    #: Entwine (CR 702.42a): paid, every mode of the modal spell is chosen (``engine.modes``).
    entwine: bool = False
    #: Bargain (CR 702.166a): "You may sacrifice an artifact, enchantment, or token as you
    #: cast this spell": ``mana`` is {0}, the sacrifice is the cost; "if this spell was
    #: bargained" reads the kick (``engine.bargain``).
    bargain: bool = False
    #: Casualty N (CR 702.153a): "As you cast this spell, you may sacrifice a creature with
    #: power N or greater. When you do, copy this spell.": ``mana`` is {0} and ``replicate``
    #: makes the one copy; the sacrifice of such a creature is the cost (``engine.bargain``).
    casualty: int = 0


@dataclass(frozen=True, slots=True)
class Flashback:
    """Flashback (CR 702.34): cast from the graveyard for ``mana`` (``None``: its mana cost).

    ``life`` is a life payment in the flashback cost (Deep Analysis: "{1}{U}, Pay 3 life").
    """

    mana: ManaCost | None
    life: int = 0
    #: Escape (CR 702.138a): "Escape—{cost}, Exile N other cards from your graveyard": cast
    #: from the graveyard like flashback, exiling ``exile_others`` other cards as part of
    #: the cost; the card is not exiled afterwards, and a permanent "escaped" (702.138c).
    escape: bool = False
    exile_others: int = 0
    #: "Flashback—Sacrifice three creatures" (Dread Return), "Flashback—Tap three untapped
    #: white creatures you control" (Battle Screech): permanents matching the filter that
    #: are sacrificed / tapped as part of the cost (CR 118.3; ``engine.activation_costs``).
    sacrifice: Filter | None = None
    sacrifice_count: int = 0
    tap: Filter | None = None
    tap_count: int = 0
    #: Jump-start (CR 702.133a, not in seeds): "cast from your graveyard by discarding a card
    #: in addition to paying its other costs", then exiled like flashback; retrace (CR
    #: 702.81a, not in seeds): the discarded card is a land card (``discard_filter``) and the
    #: spell is not exiled (``keep``: it goes back to the graveyard as it resolves).
    discard: int = 0
    discard_filter: Filter | None = None
    keep: bool = False
    #: "You may cast ~ from your graveyard using its blitz ability." (Tenacious Underdog,
    #: CR 702.152a): cast this way it is blitzed (haste, "when it dies, draw a card",
    #: sacrificed at the next end step); ``keep`` is set too: it is not exiled.
    blitz: bool = False
    #: Harmonize (CR 702.180): cast from the graveyard for ``mana``, then exiled; as it is
    #: cast its caster may tap an untapped creature they control to reduce the total cost
    #: by generic mana equal to that creature's power (``engine.harmonize``).
    harmonize: bool = False


@dataclass(frozen=True, slots=True)
class Suspend:
    """Suspend (CR 702.62): exile from hand with ``time`` time counters, paying ``mana``."""

    time: int
    mana: ManaCost


@dataclass(frozen=True, slots=True)
class Cycling:
    """CR 702.29: pay ``mana`` (``None``: no mana) and ``life``, discard this card: draw a card.

    ``land_type`` makes it landcycling (CR 702.29e): search for a card of that land type
    ("Forest", or "basic land" for basic landcycling) instead of drawing; any other subtype
    is typecycling (CR 702.29f: "Wizardcycling" searches for a Wizard card). Street Wraith's
    "Cycling—Pay 2 life" is ``Cycling(None, life=2)``.
    """

    mana: ManaCost | None
    land_type: str = ""
    life: int = 0
    #: "Cycling—Sacrifice a land." (Edge of Autumn, CR 118.3): a land sacrificed as the cost.
    sacrifice_land: bool = False


@dataclass(frozen=True, slots=True)
class Channel:
    """Channel (ability word, CR 207.2c): "{cost}, Discard ~: <effect>" from the hand.

    An activated ability of the card in hand (CR 602.1): pay ``mana``, discard the card as
    a cost, then ``effect`` uses the stack with targets chosen on activation (CR 602.2b).
    ``less_per_legend``: "This ability costs {1} less to activate for each legendary
    creature you control" (CR 601.2f, applied to activation by CR 602.2b), generic only.
    """

    mana: ManaCost
    effect: tuple[Any, ...]
    less_per_legend: int = 0
    #: "Exile ~ from your hand: Add {R}." (Simian Spirit Guide): the card is exiled, not
    #: discarded, as the cost; an ability that only adds mana resolves at once (CR 605.3b).
    exile: bool = False


@dataclass(frozen=True, slots=True)
class GraveyardAbility:
    """An activated ability that works while the card is in its owner's graveyard (CR 602.1).

    "{2}{C}, Sacrifice a land: Return ~ from your graveyard to your hand." (World Breaker),
    "{3}{R}{R}, Exile ~ from your graveyard: Create two 1/1 red Elemental creature tokens."
    (Seasoned Pyromancer). ``cost`` is a ``dsl.Cost`` (mana, life, discard, a sacrifice;
    ``exile_self``: "Exile ~ from your graveyard"); ``effect`` uses the stack with this card
    as its source (returning itself: ``Bounce`` / ``Reanimate`` of ``Ref.SELF``).
    ``upkeep``: "Activate only during your upkeep"; ``sorcery``: "... only as a sorcery".
    """

    cost: Any
    effect: tuple[Any, ...]
    upkeep: bool = False
    sorcery: bool = False


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """CR 601.2b, 601.2f-h: "As an additional cost to cast this spell, <cost>" (mandatory).

    Attributes:
        sacrifice: permanents to sacrifice, of card type ``sacrifice_types`` (``NO_TYPE``:
            any permanent; Bone Splinters: a creature).
        discard: cards to discard from hand (other than this one).
        exile_from_graveyard: cards to exile from your graveyard (Abhorrent Oculus).
        life: life to pay (CR 119.4).
        sacrifice_colors: the sacrificed permanent's colour ("sacrifice a green creature",
            Natural Order); ``NO_COLOR`` for any.
    """

    sacrifice: int = 0
    sacrifice_types: CardType = NO_TYPE
    discard: int = 0
    exile_from_graveyard: int = 0
    life: int = 0
    sacrifice_colors: Color = NO_COLOR
    #: "discard a card or pay 3 life" (Bitter Triumph): a choice of costs, one of which is
    #: paid (CR 601.2b); the other fields are then unused (``engine.additional_choice``).
    options: tuple[AdditionalCost, ...] = ()
    #: "pay X life" (Toxic Deluge), "discard X cards" (Sickening Dreams): the field
    #: (``"life"``, ``"discard"``, ``"exile_from_graveyard"``) that is the X chosen as the
    #: spell is cast (CR 107.3a, 601.2b; ``engine.x_costs``), or "".
    x: str = ""
    #: "... or pay {5}" (Lightning Axe): the generic mana of one option of ``options``, added
    #: to the total cost when that option is the one paid (CR 601.2f; ``engine.costs``).
    mana: int = 0
    #: "return a land you control to its owner's hand" (Deprive): permanents of card type
    #: ``bounce_types`` returned to their owner's hand (CR 601.2h).
    bounce: int = 0
    bounce_types: CardType = NO_TYPE
    #: "reveal a Merfolk card from your hand" (Silvergill Adept): a card of this subtype in
    #: the hand, other than the spell, is revealed (CR 701.20a: nothing else is paid).
    reveal_subtype: str = ""


@dataclass(frozen=True, slots=True)
class Escalate:
    """Escalate (CR 702.120a): a cost paid once for each mode chosen beyond the first.

    "Escalate—Discard a card." (Collective Brutality) is ``Escalate(discard=1)``;
    "Escalate {1}" (Collective Defiance) is ``Escalate(mana)``. The engine lists every
    choice of modes it can pay (``engine.escalate``).
    """

    mana: ManaCost | None = None
    discard: int = 0


@dataclass(frozen=True, slots=True)
class Morph:
    """Morph (CR 702.37): the cost to turn this face-down permanent face up.

    The card may be cast face down as a 2/2 creature with no text, name, subtypes or mana
    cost for {3} (CR 702.37c: its ``AlternativeCost`` with keyword ``"morph"``); any time
    its controller has priority they may pay ``mana`` and ``life`` to turn it face up
    (CR 702.37e, ``engine.morph``). "Morph—Pay 5 life." is ``Morph(None, life=5)``.
    """

    mana: ManaCost | None
    life: int = 0


@dataclass(frozen=True, slots=True)
class Transmute:
    """Transmute (CR 702.53): an ability of the card in hand (``engine.costs``).

    "{cost}, Discard this card: Search your library for a card with the same mana value as
    this card, reveal it, put it into your hand, then shuffle. Transmute only as a sorcery."
    """

    mana: ManaCost


@dataclass(frozen=True, slots=True)
class Ninjutsu:
    """Ninjutsu (CR 702.49): an ability of the card in hand (``engine.ninjutsu``).

    "{cost}, Return an unblocked attacker you control to hand: Put this card onto the
    battlefield from your hand tapped and attacking."
    """

    mana: ManaCost


CostOption = (
    AlternativeCost
    | Kicker
    | Flashback
    | Suspend
    | Cycling
    | Channel
    | AdditionalCost
    | GraveyardAbility
    | Morph
    | Transmute
    | Ninjutsu
    | Escalate
)

_COSTS = "deckstats.engine.costs."

#: Every cost option: its meaning, the Oracle templates the compiler turns into it, and
#: the engine functions that offer and pay it (see ``cards/kinds.py``).
COST_KINDS: dict[type, Kind] = {
    AlternativeCost: Kind(
        "CR 118.9: a cost paid rather than the mana cost (evoke, spectacle, Fireblast)",
        (
            "You may sacrifice two Mountains rather than pay this spell's mana cost.\n"
            "~ deals 4 damage to any target.",
            "Flying\nEvoke {2}{U}",
            "Spectacle {R}\n~ deals 3 damage to any target.",
        ),
        (_COSTS + "alternative_ok", _COSTS + "pay_alternative"),
        "Instant",
    ),
    Kicker: Kind(
        "Kicker (CR 702.33): an optional additional cost, once or any number of times",
        ("Kicker {4}\n~ deals 2 damage to target creature.",),
        (_COSTS + "kicker_of",),
        "Instant",
    ),
    Flashback: Kind(
        "Flashback (CR 702.34): cast it from the graveyard for this cost, then exile it",
        ("Draw a card.\nFlashback {2}{U}",),
        (_COSTS + "can_flashback",),
        "Instant",
    ),
    Suspend: Kind(
        "Suspend (CR 702.62): exiled with time counters, cast free when the last is removed",
        ("Suspend 1—{R}\n~ deals 3 damage to any target.",),
        (_COSTS + "hand_action_ok", _COSTS + "suspend_upkeep"),
        "Sorcery",
    ),
    Cycling: Kind(
        "Cycling (CR 702.29): discard it from hand to draw a card (landcycling: search)",
        ("Cycling {2}", "Islandcycling {1}", "Cycling—Pay 2 life."),
        (_COSTS + "hand_action_ok", _COSTS + "use_hand_action"),
    ),
    Channel: Kind(
        "Channel (ability word, CR 207.2c): an activated ability that works from the hand",
        ("Channel — {1}{G}, Discard ~: Draw a card.",),
        (_COSTS + "channel_mana", _COSTS + "_use_channel"),
    ),
    GraveyardAbility: Kind(
        "CR 602.1: an activated ability of a card in its owner's graveyard",
        ("{2}{C}, Sacrifice a land: Return ~ from your graveyard to your hand.",),
        ("deckstats.engine.graveyard_abilities.graveyard_ability_ok", _COSTS + "use_hand_action"),
    ),
    Morph: Kind(
        "Morph (CR 702.37): cast face down as a 2/2 for {3}, turned face up for this cost",
        ("Flying\nMorph {3}{R}{R}{R}", "Morph—Pay 5 life."),
        ("deckstats.engine.morph.face_down_card", "deckstats.engine.morph.is_special_action"),
    ),
    Transmute: Kind(
        "Transmute (CR 702.53): from the hand, find a card with the same mana value",
        ("Transmute {1}{B}{B}",),
        (_COSTS + "hand_action_ok", _COSTS + "use_hand_action"),
    ),
    Ninjutsu: Kind(
        "Ninjutsu (CR 702.49): swap an unblocked attacker for this card from the hand",
        ("Ninjutsu {1}{U}",),
        ("deckstats.engine.ninjutsu.ninjutsu_ok", "deckstats.engine.ninjutsu.use_ninjutsu"),
    ),
    AdditionalCost: Kind(
        "CR 601.2b: a mandatory additional cost to cast the spell",
        ("As an additional cost to cast this spell, discard a card.\nDraw two cards.",),
        (_COSTS + "additional_of", _COSTS + "pay_additional"),
        "Sorcery",
    ),
    Escalate: Kind(
        "Escalate (CR 702.120): a cost paid for each mode chosen beyond the first",
        (
            "Escalate—Discard a card.\nChoose one or more —\n• Target creature gets -2/-2 "
            "until end of turn.\n• Target opponent loses 2 life and you gain 2 life.",
        ),
        ("deckstats.engine.escalate.escalate_ok", "deckstats.engine.escalate.pay_escalate"),
        "Sorcery",
    ),
}

#: Every cost option class; coverage tests walk this.
ALL_COST_OPTIONS: tuple[type, ...] = tuple(COST_KINDS)
