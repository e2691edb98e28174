"""Effect values of zone moves and card-granting effects: graveyards, exile, hands, levels.

Part of the effect vocabulary: ``cards/effects.py`` re-exports each class and lists it in
``Effect`` and ``ALL_EFFECTS`` (moved here to keep that module under its size bound).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from deckstats.cards.model import NO_TYPE, CardType
from deckstats.cards.targets import NO_FILTER, Filter, Ref, TargetSpec

if TYPE_CHECKING:
    from deckstats.cards.effects import Effect


@dataclass(frozen=True, slots=True)
class ExileGraveyard:
    """Exile every card in the graveyard of each player named (CR 406.1, 404.1).

    Relic of Progenitus ("Exile all graveyards": ``Ref.EACH_PLAYER``), Tormod's Crypt and
    Bojuka Bog ("target player's graveyard"), Soul-Guide Lantern ("each opponent's").
    """

    player: TargetSpec


@dataclass(frozen=True, slots=True)
class Reanimate:
    """Put the target card from a graveyard onto the battlefield under your control.

    CR 400.7, 110.2a: "Return target creature card from your graveyard to the battlefield"
    (Unearth, Persist), "Put target creature card from a graveyard onto the battlefield
    under your control" (Reanimate). ``tapped``: it enters tapped; ``counter``: it enters
    with one counter of that kind (Persist's "-1/-1"); ``lose_life_mana_value``: "You
    lose life equal to its mana value" (Reanimate). ``unless_had_counter``: undying (CR
    CR 702.93a) and persist (CR 702.79a): "if it had no <counter> counters on it" as it died (the
    source's last known information, CR 608.2h); the target is the card it became.
    ``if_was_creature``: "When ~ dies, if it was a creature, return it ..." (the Enduring
    cycle): an intervening if (CR 603.4) read from the last known information, so a
    noncreature permanent put into the graveyard does not trigger it.
    ``as_types``: "It's an enchantment. (It's not a creature.)": the returned permanent's
    card types are exactly these for as long as it stays (CR 613.1d, layer 4; CR 205.1a: its
    subtypes, creature types here, go with the types it loses); in any other zone it is
    its printed card again (CR 400.7).
    """

    target: TargetSpec
    tapped: bool = False
    counter: str = ""
    lose_life_mana_value: bool = False
    unless_had_counter: bool = False
    owner: bool = False  # "under its owner's control" (CR 110.2a: a dies trigger's "it")
    #: "tapped and attacking" (Arclight Phoenix): during its controller's combat it enters
    #: attacking, never declared as an attacker (CR 508.4; ``engine.combat``).
    attacking: bool = False
    #: "It gains haste. Exile it at the beginning of the next end step." (Goryo's Vengeance):
    #: ``"exile"`` / ``"sacrifice"``: haste and that delayed trigger (CR 603.7); ``"return"``:
    #: "Return it to its owner's hand at the beginning of your next end step." (Greasefang);
    #: ``" yours"`` after the word: "your next end step" (the controller's, not any player's).
    until_end_step: str = ""
    if_was_creature: bool = False
    as_types: CardType = NO_TYPE


@dataclass(frozen=True, slots=True)
class ExileTopPlayable:
    """Exile the top ``count`` cards of your library; you may play them for a while.

    Impulse draw (CR 601.2, 305.1 with a permission to play from exile): "Exile the top
    two cards of your library. Until the end of your next turn, you may play those cards"
    (Reckless Impulse, Light Up the Stage: ``next_turn=True``) or "... You may play that
    card this turn" (``next_turn=False``). Costs are paid as usual; lands use a land play.
    ``only_next_turn``: "During your next turn, you may play that card" (Galvanic Relay):
    not this turn, only during the controller's next turn.
    """

    count: int
    next_turn: bool = False
    #: Whose library (Ragavan: ``Ref.DEFENDING_PLAYER``; we cast it, CR 108.3).
    player: TargetSpec = Ref.YOU
    #: "you may cast that card": spells only, no land play (CR 305.1).
    cast_only: bool = False
    #: "During your next turn, you may play that card." (Galvanic Relay): not this turn.
    only_next_turn: bool = False
    #: "If it's a Goblin creature card, you may cast that card ..." (Rundvelt Hordemaster,
    #: round 40): only a card of this filter may be played; any other just stays exiled.
    filter: Filter = NO_FILTER
    #: "Choose one of them. ... you may play that card." (Mishra's Research Desk, round 40):
    #: one card of those exiled is chosen as it resolves; only that one may be played.
    keep_one: bool = False
    #: "If you exiled a land card this way, create a 3/1 red Dinosaur creature token. If you
    #: exiled a nonland card this way, create a Treasure token." (Bonehoard Dracosaur, CR
    #: 608.2c): pairs of a card filter and the effects done once when a card exiled by this
    #: effect matches it, in text order.
    if_exiled: tuple[tuple[Filter, tuple[Any, ...]], ...] = ()


@dataclass(frozen=True, slots=True)
class ExileUntilLeaves:
    """Effect "Exile target ... until ~ leaves the battlefield" (Banishing Light, CR 610.3).

    The exiled card returns to the battlefield under its owner's control as soon as the
    source leaves the battlefield (CR 610.3a); if the source has already left when this
    resolves, nothing is exiled (CR 610.3c).
    """

    target: TargetSpec


@dataclass(frozen=True, slots=True)
class PutFromHand:
    """Effect "Put a land card from your hand onto the battlefield [tapped]" (CR 110.2, 305.4).

    Arboreal Grazer, Growth Spiral, Through the Breach's creature: up to ``count`` matching
    cards from the controller's hand (chosen as a ``DIG`` decision) enter the battlefield;
    a land put this way is no land play (CR 305.4). Usually inside ``MayDo`` ("you may").
    """

    filter: Filter
    tapped: bool = False
    count: int = 1
    #: "Each player may put ..." (Show and Tell; APNAP order, CR 101.4).
    each_player: bool = False
    #: Sneak Attack: haste, sacrificed at the next end step (CR 702.10, 603.7).
    sneak: bool = False
    #: "If you put a Cave onto the battlefield this way, you gain 4 life." (Spelunking; CR
    #: 608.2c): ``then`` happens when a card matching ``if_put`` entered by this effect.
    if_put: Filter | None = None
    then: tuple[Effect, ...] = ()


#: The cards ``GraveyardSwap`` moves by default: creature cards (CR 302).
CREATURE_CARDS = Filter(card_type=CardType.CREATURE)


@dataclass(frozen=True, slots=True)
class GraveyardSwap:
    """Living End, Living Death: each player's creatures and creature cards change places.

    "Each player exiles all creature cards from their graveyard, then sacrifices all
    creatures they control, then puts all cards they exiled this way onto the battlefield"
    (CR 101.4: each player does each step at the same time; CR 701.21 sacrifice; the
    returned cards are new objects under their owners' control, CR 400.7, 110.2).
    """

    filter: Filter = CREATURE_CARDS


@dataclass(frozen=True, slots=True)
class GainLevel:
    """CR 716.2a: a Class's level bar "[cost]: Level N": its level becomes ``level``.

    Activated only as a sorcery while the Class is level N-1 (the engine checks both).
    The Class then has the abilities printed in that level's section: ``triggers``,
    ``statics`` and ``abilities`` (CR 716.3; the sections above stay).
    """

    level: int
    triggers: tuple[Any, ...] = ()
    statics: tuple[Any, ...] = ()
    abilities: tuple[Any, ...] = ()
    #: Rule-changing statics of that level (``cards.modifiers``; Ranger Class's level 3).
    modifiers: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class GainAbility:
    """'~ gains "<ability>"' with no duration: the permanent has it from now on (CR 613.1f).

    Urza's Saga's chapter I: 'Urza's Saga gains "{T}: Add {C}."'. ``abilities`` and
    ``triggers`` are the quoted ability, compiled; it leaves with the permanent (CR 400.7).
    """

    abilities: tuple[Any, ...] = ()
    triggers: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class WarpExile:
    """CR 702.185a: the warp delayed trigger: exile this permanent.

    Its owner may cast the card from exile on a later turn; ``engine.events.dash_end_step``
    puts the trigger on the stack at the next end step.
    """


@dataclass(frozen=True, slots=True)
class TurnFaceUp:
    """CR 702.37e: turn this face-down permanent face up (morph).

    It gets its printed characteristics back, the same object (CR 708.8: no zone change, so
    it does not enter again); a permanent that is face up already does nothing.
    """


@dataclass(frozen=True, slots=True)
class EnterAttacking:
    """Ninjutsu's effect (CR 702.49a): this card enters from the hand tapped and attacking.

    Resolved by ``engine.ninjutsu``; a card no longer in the hand does nothing.
    """


@dataclass(frozen=True, slots=True)
class CreateAttached:
    """Create a ``token``, then attach this Equipment to it (CR 111.1, 701.3).

    Living weapon (CR 702.92a): "When this Equipment enters, create a 0/0 black Phyrexian
    Germ creature token, then attach this to it." Resolved by ``engine.living_weapon``.
    """

    token: Any


@dataclass(frozen=True, slots=True)
class Transform:
    """CR 701.27a: turn this transforming double-faced permanent over (front <-> back).

    ``exile_return``: "Exile ~, then return it to the battlefield transformed under your
    control" (Fable of the Mirror-Breaker's chapter III; ``owner``: "under its owner's
    control", Ajani, Nacatl Pariah): it leaves, and a new object
    (CR 400.7) enters with its back face up (CR 712.14, not in seeds: "transformed").
    A permanent that is not a transforming double-faced card does nothing (CR 701.27c).
    """

    exile_return: bool = False
    owner: bool = False
    #: "transform ~ at the beginning of the next upkeep" (Archangel Avacyn): a delayed
    #: trigger turns it over only while its front face is up (CR 701.27f: not again once it
    #: has transformed since the delayed trigger was made; a second one does nothing).
    front_only: bool = False


@dataclass(frozen=True, slots=True)
class IfTopCardIs:
    """Look at the top card, reveal it if it is a <kind> card, then ``then`` (CR 701.20a).

    "Look at the top card of your library. You may reveal that card. If an instant or
    sorcery card is revealed this way, transform ~" (Delver of Secrets). The controller
    reveals it whenever it qualifies (the card stays on top either way; the
    player learns it, CR 401.3 leaves the rest hidden).
    """

    filter: Filter
    then: tuple[Effect, ...]


__all__ = [
    "CreateAttached",
    "EnterAttacking",
    "ExileGraveyard",
    "ExileTopPlayable",
    "ExileUntilLeaves",
    "GainAbility",
    "GainLevel",
    "GraveyardSwap",
    "IfTopCardIs",
    "PutFromHand",
    "Reanimate",
    "Transform",
    "TurnFaceUp",
    "WarpExile",
]
