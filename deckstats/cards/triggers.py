"""Trigger conditions for triggered abilities (CR 603).

Each condition is a frozen value; the engine's trigger scan matches game events against
them. ``who`` says whose object or which player the event must involve.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from deckstats.cards.kinds import Kind
from deckstats.cards.targets import NO_FILTER, Filter, Ref


class StepName(IntEnum):
    """Steps a "beginning of" trigger can name (CR 500.6)."""

    UPKEEP = 1
    DRAW = 2
    PRECOMBAT_MAIN = 3
    BEGINNING_OF_COMBAT = 4
    END = 5


@dataclass(frozen=True, slots=True)
class EntersBattlefield:
    """CR 603.6a: "When ~ enters" (``who=SELF``) or "Whenever a <filter> you control enters".

    ``other``: "Whenever another <filter> you control enters" (Champion of the Parish): the
    source itself entering does not trigger it. ``untapped``: "When ~ enters untapped"
    (Gingerbread Cabin, Dwarven Mine): only if it is untapped as it enters.
    """

    who: Ref = Ref.SELF
    filter: Filter = NO_FILTER
    other: bool = False
    untapped: bool = False


@dataclass(frozen=True, slots=True)
class Attacks:
    """CR 508.3a: "Whenever ~ attacks" (or a creature you control attacks).

    ``alone``: "attacks alone" (CR 506.5: it is the only creature declared as an attacker;
    exalted, CR 702.83a). ``most_life``: a condition of the trigger event read as the
    attacker is declared (CR 603.2, not an intervening if): ``Ref.DEFENDING_PLAYER``,
    "attacks the player with the most life or tied for most life"; ``Ref.YOU``, "attacks
    while you have the most life or are tied for most life" (Preacher of the Schism).
    """

    who: Ref = Ref.SELF
    filter: Filter = NO_FILTER
    alone: bool = False
    most_life: Ref | None = None


@dataclass(frozen=True, slots=True)
class Dies:
    """CR 700.4, 603.10a: "When ~ dies" (put into a graveyard from the battlefield).

    Any permanent "is put into a graveyard from the battlefield" the same way (Rancor,
    Chromatic Star). ``other``: "another <filter> you control dies" (the source excluded);
    ``who=Ref.ENCHANTED_OR_EQUIPPED``: "When enchanted / equipped creature dies";
    ``nontoken``: "a nontoken creature" (Midnight Reaper; CR 111.1); ``damaged_by_self``:
    "a creature dealt damage by ~ this turn" (Sengir Vampire; CR 120.3, ``Game.damaged_by``).
    """

    who: Ref = Ref.SELF
    filter: Filter = NO_FILTER
    other: bool = False
    nontoken: bool = False
    damaged_by_self: bool = False
    #: "Whenever one or more other Cats you control die" (Ajani, Nacatl Pariah): one
    #: trigger for creatures that die at the same time (CR 603.2c, 603.10a), however many.
    batch: bool = False


@dataclass(frozen=True, slots=True)
class BecomesTarget:
    """Valiant: "Whenever ~ becomes the target of a spell or ability you control ...".

    "... for the first time each turn" (CR 603.2, 115; Heartfire Hero, Emberheart Challenger).
    The defaults are valiant's; ``by``: whose spell or ability (``Ref.YOU``,
    ``Ref.EACH_OPPONENT``: Thorn Lieutenant, ``Ref.EACH_PLAYER``: any); ``spells_only``:
    "the target of a spell" (Goldspan Dragon); ``first_time``: once each turn only.
    """

    by: Ref = Ref.YOU
    spells_only: bool = False
    first_time: bool = True
    #: "Whenever you or a permanent you control becomes the target of ..." (Leovold,
    #: round 40): the source's controller or any permanent they control, once per target
    #: (``engine.valiant.on_targeted``).
    yours: bool = False


@dataclass(frozen=True, slots=True)
class DealsCombatDamageToPlayer:
    """CR 510.3a: "Whenever ~ deals combat damage to a player".

    ``filter``: of another creature ("Whenever a Ninja you control deals ...").
    """

    who: Ref = Ref.SELF
    filter: Filter = NO_FILTER


@dataclass(frozen=True, slots=True)
class BeginningOfStep:
    """CR 500.6: "At the beginning of your upkeep / end step" (``whose=Ref.YOU``)."""

    step: StepName
    whose: Ref = Ref.YOU


@dataclass(frozen=True, slots=True)
class CastSpell:
    """CR 601.2i: "Whenever you cast a <filter> spell" (prowess uses a noncreature filter).

    ``nth``: "Whenever you cast your second spell each turn" (``nth=2``; flurry and friends):
    only the caster's ``nth`` spell this turn triggers it. ``or_copy``: "Whenever you cast or
    copy an instant or sorcery spell" (magecraft, an ability word: not in seeds): copies of
    spells put on the stack (storm, CR 702.40a) trigger it too. ``who=Ref.SELF``: "When you
    cast this spell" (Kozilek, Butcher of Truth): only this card being cast triggers it.
    """

    who: Ref = Ref.YOU
    filter: Filter = NO_FILTER
    nth: int = 0
    or_copy: bool = False
    #: "... during your turn" (``"yours"``) / "... during an opponent's turn" (``"opponents"``,
    #: Brineborn Cutthroat): whose turn it must be; ``""`` for any.
    during: str = ""
    #: "if it's the second creature spell you cast this turn" (Vengevine; CR 603.4): the
    #: spell must be the caster's ``nth_matching``-th spell of ``filter`` this turn.
    nth_matching: int = 0
    #: "if no mana was spent to cast it" (Vexing Bauble; CR 603.4): only a spell whose
    #: caster spent no mana on it (``StackItem.mana_spent``: free casts, pitch spells).
    free: bool = False
    #: "a spell that has the same name as a card in your graveyard" (Pyromancer Ascension,
    #: round 40; CR 201.2): a card of that name is in the source's controller's graveyard.
    name_in_graveyard: bool = False
    #: "while ~ has two or more quest counters on it" (Pyromancer Ascension; CR 122.1): the
    #: source has at least ``counters_at_least`` counters of ``counters_kind`` as it is cast.
    counters_kind: str = ""
    counters_at_least: int = 0


@dataclass(frozen=True, slots=True)
class LandEnters:
    """Landfall: "Whenever a land you control enters" (CR 603.6a).

    ``played``: "When you play [another] land" (City of Traitors): only a land played as the
    special action (CR 305.1), not one put onto the battlefield; ``other``: not the source.
    """

    who: Ref = Ref.YOU
    played: bool = False
    other: bool = False


@dataclass(frozen=True, slots=True)
class LeavesBattlefield:
    """CR 603.6c, 603.10a: "When ~ leaves the battlefield" (looks back in time).

    ``who=Ref.YOU`` / ``Ref.EACH_PLAYER`` with ``filter``: "Whenever a token you control
    leaves the battlefield" (Nadier's Nightblade; ``engine.zone_watch``), round 40.
    """

    who: Ref = Ref.SELF
    filter: Filter = NO_FILTER


@dataclass(frozen=True, slots=True)
class Chapter:
    """CR 714.2b: a Saga's chapter ability "N — effect" (a chapter symbol, roman numerals).

    It triggers when the number of lore counters on the Saga becomes at least ``n`` from
    fewer (CR 714.2b): as it enters with its first counter (CR 714.3a) and as its
    controller's precombat main phase begins (CR 714.3b). "II, III — ..." is one
    ``Chapter`` per number. The Saga is sacrificed when its lore counters reach its final
    chapter and no chapter ability of it is waiting or on the stack (CR 714.4).
    """

    n: int


@dataclass(frozen=True, slots=True)
class Draws:
    """CR 121.1, 603.2: "Whenever you / an opponent / a player draws a card".

    ``who`` is ``Ref.YOU``, ``Ref.EACH_OPPONENT`` or ``Ref.EACH_PLAYER``, relative to the
    source's controller. ``skip_draw_step_first``: "except the first one they draw in each
    of their draw steps" (Orcish Bowmasters). "they" / "that player" in the effect is the
    player who drew (``Ref.TRIGGERING_PLAYER``).
    """

    who: Ref = Ref.YOU
    skip_draw_step_first: bool = False
    #: "Whenever an opponent draws their second card each turn" (Faerie Mastermind): only
    #: the drawer's Nth card drawn this turn triggers it (0: every card).
    nth: int = 0


@dataclass(frozen=True, slots=True)
class BecomesLevel:
    """CR 716.2a: "When this Class becomes level N" (it triggers as the level-up resolves)."""

    n: int


@dataclass(frozen=True, slots=True)
class LeavesGraveyard:
    """CR 603.10a (a look-back trigger): "Whenever an <quality> card leaves your graveyard".

    Murktide Regent: once per card matching ``filter`` that leaves a graveyard of the
    players ``who`` names (``Ref.YOU``: the source's controller's), whatever zone it goes
    to (delve's exile, flashback's cast, reanimation, a return to hand).
    """

    who: Ref = Ref.YOU
    filter: Filter = NO_FILTER
    #: "... during your turn" (Kishla Skimmer; ``"yours"``): only while its controller is the
    #: active player; ``""`` for any turn.
    during: str = ""
    #: "one or more ... cards leave" (Dredger's Insight, CR 603.2c): once per batch, not per
    #: card (``engine.graveyard_leaves``: one pending trigger at a time).
    batch: bool = False


@dataclass(frozen=True, slots=True)
class ExiledFromLibraryOrGraveyard:
    """CR 603.2c, 603.10a: cards are put into exile from your library or graveyard.

    "Whenever one or more cards are put into exile from your library and/or your graveyard"
    (Laelia, the Blade Reforged): once per batch of cards the players ``who`` names
    (``Ref.YOU``: the source's controller) own that go to exile from there.
    """

    who: Ref = Ref.YOU


@dataclass(frozen=True, slots=True)
class PutIntoGraveyard:
    """CR 603.6a, 603.10a: "When ~ is put into a graveyard from anywhere".

    Emrakul, the Aeons Torn; Serra Avatar: the card itself goes to a graveyard from any
    zone (a spell resolving or countered, a discard, a mill, dying). It triggers from the
    graveyard; its controller is the card's owner. ``from_library``: "When ~ is put into
    your graveyard from your library" (Narcomoeba, Gaea's Blessing: milled, surveilled,
    ...).
    """

    who: Ref = Ref.SELF
    from_library: bool = False
    #: ``who=Ref.YOU``: "Whenever a land card is put into your graveyard from anywhere" (Sand
    #: Scout, once each turn; ``engine.zone_watch``): any card of ``filter`` (round 40).
    filter: Filter = NO_FILTER


@dataclass(frozen=True, slots=True)
class GainsLife:
    """CR 119.9 (not in seeds): "Whenever you gain life" (Ajani's Pridemate).

    It triggers once per life-gain event, whatever the amount; ``who`` is ``Ref.YOU``,
    ``Ref.EACH_OPPONENT`` or ``Ref.EACH_PLAYER``, relative to the source's controller.
    """

    who: Ref = Ref.YOU


@dataclass(frozen=True, slots=True)
class LosesLife:
    """CR 119.3, 603.2: "Whenever an opponent loses life" (Bloodthirsty Conqueror).

    It triggers once per life-loss event (damage to a player, CR 120.3a, is one); ``who``
    is ``Ref.YOU``, ``Ref.EACH_OPPONENT`` or ``Ref.EACH_PLAYER``, relative to the source's
    controller. Its "that much" is the life lost (``engine.sprint_s1``).
    """

    who: Ref = Ref.EACH_OPPONENT


@dataclass(frozen=True, slots=True)
class TurnedFaceUp:
    """CR 702.37e, 708.8: "When ~ is turned face up" (Nantuko Vigilante).

    It triggers as the face-down permanent is turned face up (``engine.morph``); a permanent
    that entered face up never triggers it.
    """


@dataclass(frozen=True, slots=True)
class TransformsInto:
    """CR 701.27a, 603.2: "When this creature transforms into ~" (Avacyn, the Purifier).

    It triggers as the permanent transforms so that this face is up (``engine.effects_
    permanents.transform_permanent``); a permanent that entered with it up never does.
    """


@dataclass(frozen=True, slots=True)
class Cycles:
    """CR 702.29c-d: "When you cycle ~", "Whenever you / a player cycles a card".

    ``who=Ref.SELF``: the cycled card's own trigger (from the graveyard it went to);
    ``Ref.YOU``, ``Ref.EACH_PLAYER``, ``Ref.EACH_OPPONENT``: any card that player cycles.

    ``other``: "another card" (not the source). ``or_discard``: "Whenever you cycle or
    discard another card" (Horror of the Broken Lands): any discard of the player triggers
    it too, once per card (cycling is itself a discard, CR 702.29a: it triggers once).
    """

    who: Ref = Ref.YOU
    other: bool = False
    or_discard: bool = False


@dataclass(frozen=True, slots=True)
class Explores:
    """CR 701.44: "Whenever a creature you control explores" (Wildgrowth Walker).

    ``who``: ``Ref.YOU`` (a creature its controller controls); the exploring creature is the
    trigger's object.
    """

    who: Ref = Ref.YOU


@dataclass(frozen=True, slots=True)
class Sacrifices:
    """CR 701.21: "Whenever you sacrifice [another] <filter>", "a player sacrifices ...".

    Tireless Tracker (a Clue), Mayhem Devil (a permanent); ``who`` is ``Ref.YOU`` or
    ``Ref.EACH_PLAYER``; ``other`` excludes the source (CR 603.10a: a sacrificed source
    looks back in time and sees itself); ``Ref.SELF``: "when you sacrifice it" (Carrot Cake).
    """

    who: Ref = Ref.YOU
    filter: Filter = NO_FILTER
    other: bool = False


@dataclass(frozen=True, slots=True)
class YouAttack:
    """CR 508.3d (not in seeds; CR 508.1): "Whenever you attack", once per combat.

    It triggers once in each combat in which its controller declares one or more
    attackers; ``at_least``: "you attack with N or more creatures" (Legion's Landing: 3);
    ``filter``: "you attack with one or more Lizards" (Hired Claw): only those count.
    """

    at_least: int = 1
    filter: Filter = NO_FILTER


@dataclass(frozen=True, slots=True)
class Blocks:
    """CR 509.1: "Whenever ~ blocks" or, with ``blocked``, "Whenever ~ becomes blocked".

    The block trigger events (CR 509.3) are not in the seeds' digest. It triggers once as
    blockers are declared (Rotting Giant, Ichorclaw Myr); "that creature" is the creature it
    blocks or that blocks it (the first one, for several).
    """

    blocked: bool = False


@dataclass(frozen=True, slots=True)
class DealsDamage:
    """CR 120.3, 603.2: "Whenever ~ deals [combat] damage to <a player / a creature>".

    Also "an opponent" (Hypnotic Specter, Thieving Magpie, Stinkweed Imp).

    ``who``: ``Ref.SELF`` or ``Ref.ENCHANTED_OR_EQUIPPED`` (the creature it is attached
    to). ``to``: ``"player"``, ``"opponent"`` or ``"creature"``. ``combat``: combat damage
    only (CR 510.2). "That player" in the effect is the player dealt damage
    (``Ref.DEFENDING_PLAYER`` of the trigger); "that creature" the creature dealt damage.
    ``to="any"``: "Whenever ~ deals damage" (Exalted Angel, Spirit Link), to any player or
    permanent; ``dealt``: "Whenever ~ is dealt damage" (Jackal Pup: ``who`` is the
    recipient). The amount is the trigger's X ("that much", ``engine.events_more``).
    """

    who: Ref = Ref.SELF
    to: str = "player"
    combat: bool = False
    dealt: bool = False


@dataclass(frozen=True, slots=True)
class FromGraveyard:
    """CR 113.6k (not in seeds): a triggered ability that works from its card's graveyard.

    Its effect moves the card out of the graveyard ("you may return ~ from your graveyard
    to your hand": Squee, Ovalchase Daredevil, Punishing Fire).

    ``inner`` is the event ("a creature you control enters", "you cast a spell", "the
    beginning of your upkeep", "an opponent gains life", landfall, "a nontoken creature is
    put into your graveyard from the battlefield": Bridge from Below), matched for the card in its
    owner's graveyard (``engine.graveyard_triggers``); on the battlefield it never triggers.
    """

    inner: EntersBattlefield | CastSpell | BeginningOfStep | GainsLife | LandEnters | Dies


@dataclass(frozen=True, slots=True)
class TappedForMana:
    """CR 605.1b, 106.12a: a permanent is tapped for mana (a mana trigger).

    "Whenever enchanted land is tapped for mana" / "Whenever you tap a <filter> for mana"
    (Wild Growth, Utopia Sprawl, Leyline of Abundance, Mirari's Wake).

    ``who=Ref.ENCHANTED_OR_EQUIPPED``: the permanent the Aura is attached to (``filter``
    unused); ``who=Ref.YOU``: any permanent of ``filter`` its controller taps for mana
    (``Ref.EACH_PLAYER``: any player's, High Tide). Such
    a trigger that adds mana is a mana ability itself (CR 605.1b): it resolves at once, as
    the source is tapped for a cost (``engine.mana_triggers``), for the tapped permanent's
    controller ("its controller adds an additional {G}").
    """

    who: Ref = Ref.ENCHANTED_OR_EQUIPPED
    filter: Filter = NO_FILTER


@dataclass(frozen=True, slots=True)
class CountersPut:
    """CR 122.1, 603.2: "Whenever one or more <kind> counters are put on ~".

    Basking Broodscale: once per event that puts ``kind`` counters on the source, however
    many (``engine.counter_mods.put_counters``, the one way counters are put).
    """

    kind: str = "+1/+1"


@dataclass(frozen=True, slots=True)
class Activates:
    """CR 602.2, 603.2: "<a player> activates an ability of a <filter> that isn't a mana ability".

    Harsh Mentor, round 40.
    ``who``: the activating player, relative to the source's controller (``Ref.YOU``,
    ``Ref.EACH_OPPONENT``, ``Ref.EACH_PLAYER``); ``filter``: the permanent whose ability it
    is. Mana abilities never trigger it (they do not use the stack, CR 605.3b). "That
    player" in the effect is the activating player (``Ref.TRIGGERING_PLAYER``).
    """

    who: Ref = Ref.EACH_OPPONENT
    filter: Filter = NO_FILTER


@dataclass(frozen=True, slots=True)
class StateTrigger:
    """CR 603.8: a state trigger, "When ~ has no ice counters on it" / "has power 7 or greater".

    Dark Depths: ``counter``; Phyrexian Devourer: ``min_power``.

    It triggers whenever the game state matches, checked with the state-based actions
    (``engine.state_triggers``), and not again while the ability is waiting or on the
    stack (CR 603.8).
    """

    counter: str = ""
    min_power: int = 0


TriggerCondition = (
    EntersBattlefield
    | Attacks
    | Dies
    | DealsCombatDamageToPlayer
    | BeginningOfStep
    | CastSpell
    | LandEnters
    | LeavesBattlefield
    | Chapter
    | BecomesLevel
    | Draws
    | LeavesGraveyard
    | ExiledFromLibraryOrGraveyard
    | PutIntoGraveyard
    | GainsLife
    | LosesLife
    | TurnedFaceUp
    | TransformsInto
    | BecomesTarget
    | Cycles
    | Sacrifices
    | Explores
    | YouAttack
    | Blocks
    | DealsDamage
    | FromGraveyard
    | TappedForMana
    | CountersPut
    | Activates
    | StateTrigger
)

_EVENTS = "deckstats.engine.events."

#: Every trigger condition: its meaning, the Oracle templates the compiler turns into it,
#: and the engine functions that match it against game events (see ``cards/kinds.py``).
TRIGGER_KINDS: dict[type, Kind] = {
    EntersBattlefield: Kind(
        "CR 603.6a: this or another permanent enters the battlefield",
        (
            "When ~ enters, draw a card.",
            "Whenever another Human you control enters, put a +1/+1 counter on ~.",
            "Whenever a creature you control enters, put a +1/+1 counter on it.",
        ),
        (_EVENTS + "on_etb",),
    ),
    Attacks: Kind(
        "CR 508.3a: this or a creature you control attacks (alone: exalted, CR 702.83a)",
        (
            "Whenever ~ attacks, it gets +1/+1 until end of turn.",
            "Whenever a creature you control attacks, you may put a +1/+1 counter on it.",
            "Exalted",
        ),
        (_EVENTS + "on_attack",),
    ),
    Dies: Kind(
        "CR 700.4, 603.10a: this or another creature is put into a graveyard from play",
        ("When ~ dies, draw a card.", "Whenever a creature dies, you gain 1 life."),
        (_EVENTS + "on_dies",),
    ),
    DealsCombatDamageToPlayer: Kind(
        "CR 510.3a: this creature deals combat damage to a player",
        ("Whenever ~ deals combat damage to a player, draw a card.",),
        (_EVENTS + "on_combat_damage_to_player",),
    ),
    BeginningOfStep: Kind(
        "CR 503.1a, 513.1a: at the beginning of a step (upkeep, draw, combat, end step)",
        (
            "At the beginning of your upkeep, ~ deals 1 damage to you.",
            "At the beginning of the end step, sacrifice ~.",
        ),
        (_EVENTS + "on_step",),
    ),
    CastSpell: Kind(
        'CR 601.2i: a spell is cast (prowess, magecraft, "when you cast this spell")',
        (
            "Whenever you cast a noncreature spell, create a 1/1 white Monk creature token.",
            "When you cast this spell, draw a card.",
            "Magecraft — Whenever you cast or copy an instant or sorcery spell, draw a card.",
        ),
        (_EVENTS + "on_cast", _EVENTS + "_cast_triggers"),
    ),
    LandEnters: Kind(
        "Landfall, CR 603.6a: a land you control enters",
        ("Landfall — Whenever a land you control enters, ~ gets +2/+2 until end of turn.",),
        (_EVENTS + "on_etb",),
    ),
    LeavesBattlefield: Kind(
        "CR 603.6c, 603.10a: this permanent leaves the battlefield (looks back in time)",
        ("When ~ leaves the battlefield, draw a card.",),
        ("deckstats.engine.info.CardInfo", _EVENTS + "on_leaves"),
    ),
    Chapter: Kind(
        "CR 714.2b: a Saga's chapter ability, as lore counters reach its number",
        ("I — Draw a card.\nII — Draw a card.",),
        (_EVENTS + "add_lore",),
        "Enchantment — Saga",
    ),
    BecomesLevel: Kind(
        "CR 716.2a: a Class becomes level N",
        ("{1}{U}: Level 2\nWhen this Class becomes level 2, draw a card.",),
        ("deckstats.engine.effects_permanents._gain_level",),
        "Enchantment — Class",
    ),
    Draws: Kind(
        "CR 121.1, 603.2: a player draws a card",
        ("Whenever an opponent draws a card, you gain 1 life.",),
        (_EVENTS + "on_draw",),
    ),
    LeavesGraveyard: Kind(
        "CR 603.10a: a card of a quality leaves a player's graveyard",
        ("Whenever an instant or sorcery card leaves your graveyard, put a +1/+1 counter on ~.",),
        ("deckstats.engine.graveyard_leaves.on_leaves_graveyard",),
    ),
    ExiledFromLibraryOrGraveyard: Kind(
        "CR 603.2c, 603.10a: one or more cards are exiled from your library or graveyard",
        (
            "Whenever one or more cards are put into exile from your library and/or your "
            "graveyard, put a +1/+1 counter on ~.",
        ),
        ("deckstats.engine.graveyard_leaves.on_exiled_from",),
    ),
    PutIntoGraveyard: Kind(
        "CR 603.6a, 603.10a: this card is put into a graveyard from anywhere",
        (
            "When ~ is put into a graveyard from anywhere, its owner shuffles their graveyard "
            "into their library.",
            "When ~ is put into a graveyard from anywhere, shuffle it into its owner's library.",
        ),
        ("deckstats.engine.graveyard_leaves.on_put_into_graveyard",),
    ),
    GainsLife: Kind(
        "CR 119.9: a player gains life (once per life-gain event)",
        ("Whenever you gain life, put a +1/+1 counter on ~.",),
        (_EVENTS + "on_gain_life",),
    ),
    LosesLife: Kind(
        "CR 119.3, 603.2: a player loses life (once per life-loss event)",
        ("Whenever an opponent loses life, you gain that much life.",),
        ("deckstats.engine.sprint_s1.on_lose_life",),
    ),
    BecomesTarget: Kind(
        "CR 603.2, 115: valiant: this permanent becomes the target of a spell or ability its "
        "controller controls, for the first time this turn",
        (
            "Valiant — Whenever ~ becomes the target of a spell or ability you control for the "
            "first time each turn, put a +1/+1 counter on it.",
        ),
        ("deckstats.engine.valiant.on_targeted",),
    ),
    Cycles: Kind(
        "CR 702.29c-d: a card is cycled (this card, another card, any player's)",
        (
            "When you cycle ~, draw a card.",
            "Whenever you cycle another card, put a +1/+1 counter on ~.",
            "Whenever a player cycles a card, you gain 1 life.",
        ),
        ("deckstats.engine.events_more.on_cycle",),
    ),
    Explores: Kind(
        "CR 701.44: a creature you control explores",
        (
            "Whenever a creature you control explores, put a +1/+1 counter on ~ and you gain "
            "3 life.",
        ),
        ("deckstats.engine.explore_events.on_explore",),
    ),
    Sacrifices: Kind(
        "CR 701.21: a player sacrifices a permanent (of a filter; another one)",
        (
            "Whenever you sacrifice a Clue, draw a card.",
            "Whenever a player sacrifices a permanent, ~ deals 1 damage to any target.",
        ),
        ("deckstats.engine.events_more.on_sacrifice",),
    ),
    YouAttack: Kind(
        "CR 508.3d: its controller attacks (with N or more creatures), once per combat",
        ("Whenever you attack with three or more creatures, draw a card.",),
        ("deckstats.engine.events_more.on_attackers",),
    ),
    Blocks: Kind(
        "CR 509.1: this creature blocks, or becomes blocked, as blockers are declared",
        (
            "Whenever ~ becomes blocked, ~ gets +2/+2 until end of turn.",
            "Whenever ~ blocks, ~ gets +1/+1 until end of turn.",
        ),
        ("deckstats.engine.events_more.on_blocks",),
    ),
    DealsDamage: Kind(
        "CR 120.3: this (or the creature it is attached to) deals damage to a player, an "
        "opponent or a creature",
        (
            "Whenever ~ deals damage to an opponent, that player discards a card at random.",
            "Whenever ~ deals combat damage to a creature, destroy that creature.",
        ),
        ("deckstats.engine.events_more.on_damage",),
    ),
    FromGraveyard: Kind(
        "CR 113.6k: a trigger of a card in the graveyard whose effect moves it out of there",
        (
            "At the beginning of your upkeep, you may return ~ from your graveyard to your hand.",
            "Whenever an artifact you control enters, you may return ~ from your graveyard to "
            "your hand.",
        ),
        ("deckstats.engine.info.CardInfo", "deckstats.engine.graveyard_triggers.gy_on_step"),
    ),
    TappedForMana: Kind(
        "CR 605.1b, 106.12a: a permanent is tapped for mana (a mana-adding trigger resolves "
        "at once)",
        (
            "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an "
            "additional {G}.",
            "Whenever you tap a creature for mana, add an additional {G}.",
        ),
        (
            "deckstats.engine.mana_triggers.extra_units",
            "deckstats.engine.mana_triggers._triggers_of",
        ),
        "Enchantment — Aura",
    ),
    TurnedFaceUp: Kind(
        "CR 702.37e, 708.8: this face-down permanent is turned face up",
        ("Morph {1}{G}\nWhen ~ is turned face up, destroy target artifact or enchantment.",),
        ("deckstats.engine.morph._turn_face_up",),
    ),
    TransformsInto: Kind(
        "CR 701.27a, 603.2: this permanent transforms into this face",
        ("When this creature transforms into ~, it deals 3 damage to each opponent.",),
        ("deckstats.engine.effects_permanents.transform_permanent",),
    ),
    CountersPut: Kind(
        "CR 122.1, 603.2: one or more counters of a kind are put on this permanent",
        ("Whenever one or more +1/+1 counters are put on ~, draw a card.",),
        ("deckstats.engine.counter_mods.put_counters",),
    ),
    Activates: Kind(
        "CR 602.2, 603.2: a player activates a non-mana ability of a permanent",
        (
            "Whenever an opponent activates an ability of an artifact, creature, or land that "
            "isn't a mana ability, ~ deals 2 damage to that player.",
        ),
        ("deckstats.engine.zone_watch.on_activate",),
    ),
    StateTrigger: Kind(
        "CR 603.8: a state trigger: the permanent has no counters of a kind, or power N or more",
        (
            "When ~ has no ice counters on it, sacrifice it.",
            "When ~ has power 7 or greater, sacrifice it.",
        ),
        ("deckstats.engine.state_triggers.check_state_triggers",),
    ),
}

#: Every trigger condition class; coverage tests walk this.
ALL_TRIGGERS: tuple[type, ...] = tuple(TRIGGER_KINDS)

SELF = Ref.SELF
YOU = Ref.YOU
