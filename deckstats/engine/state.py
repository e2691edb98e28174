"""Mutable, slotted game state: ``GameObject``, ``StackItem``, ``PlayerState``.

See ARCHITECTURE.md, State and speed.

A ``GameObject`` is a card or token in one zone; a zone change makes a new object with
a new id (CR 400.7). Power, toughness and keywords are derived by functions in
``deckstats.engine.characteristics`` from the shared ``CardDef`` plus what changed in play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from deckstats.engine.info import CardInfo, card_info
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.cards.effects import Effect
    from deckstats.cards.model import CardDef


class GameObject:
    """A card or token in a zone (CR 109). Plain mutable fields, no behaviour.

    Attributes:
        oid: object id (unique within a game; a zone change gives a new id).
        card: the ``CardDef`` (the face in use, for modal double-faced cards).
        info: the cached ``CardInfo`` of ``card``.
        owner, controller: player ids (CR 108.3, 110.2).
        zone: the zone the object is in.
        tapped: CR 110.5.
        damage: damage marked this turn (CR 120.6).
        deathtouched: damaged by a source with deathtouch since the last SBA check (CR 704.5h).
        since: the turn number on which its controller began controlling it (CR 302.6).
        counters: counter kind -> number, or ``None``.
        temp_power, temp_toughness, temp_keywords: "until end of turn" changes (CR 514.2).
        attached_to: id of the permanent this Aura/Equipment is attached to, or 0.
        attacking: in combat as an attacker (CR 506.4).
        blocking: id of the attacker this creature blocks, or 0.
        blockers: ids of the creatures blocking this attacker, in declaration order.
        blocked: CR 509.1h: an attacker stays blocked even if its blockers leave.
        loyalty_turn: the turn a loyalty ability was last activated (CR 606.3).
        is_token: CR 111.
        timestamp: order of entering the zone (CR 613.7).
    """

    __slots__ = (
        "animated",
        "attached_to",
        "attacking",
        "blocked",
        "blockers",
        "blocking",
        "card",
        "chosen_name",
        "controller",
        "counters",
        "damage",
        "deathtouched",
        "escaped",
        "exile_turn",
        "flashback_turn",
        "foretold",
        "full_card",
        "info",
        "is_token",
        "kicked",
        "loyalty_turn",
        "modes_turn",
        "oid",
        "on_adventure",
        "owner",
        "playable_by",
        "playable_from",
        "playable_until",
        "regen_shields",
        "saddled_turn",
        "since",
        "suspended",
        "tapped",
        "temp_keywords",
        "temp_power",
        "temp_protection",
        "temp_toughness",
        "timestamp",
        "valiant_turn",
        "walk_grant",
        "was_cast",
        "zone",
    )

    def __init__(
        self,
        oid: int,
        card: CardDef,
        owner: int,
        zone: Zone,
        info: CardInfo | None = None,
        is_token: bool = False,
    ) -> None:
        self.oid = oid
        self.card = card
        self.info = info if info is not None else card_info(card)
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.tapped = False
        self.damage = 0
        self.deathtouched = False
        self.since = 0
        self.counters: dict[str, int] | None = None
        self.temp_power = 0
        self.temp_toughness = 0
        self.temp_keywords = 0
        #: Colours it has protection from until end of turn (Mother of Runes, CR 702.16).
        self.temp_protection = 0
        #: The turn on which "if it would die this turn, exile it instead" applies, or 0.
        self.exile_turn = 0
        self.attached_to = 0
        self.attacking = False
        self.blocking = 0
        self.blockers: list[int] | None = None
        self.blocked = False
        self.loyalty_turn = 0
        self.is_token = is_token
        self.timestamp = 0
        #: The whole card while one face of it is a spell on the stack (CR 709, 715).
        self.full_card: CardDef | None = None
        #: In exile "on an adventure": may be cast as its main face (CR 715.3d).
        self.on_adventure = False
        #: It entered the battlefield as a spell cast with escape (CR 702.138c).
        self.escaped = False
        #: It entered the battlefield as a resolving spell that was cast ("if you cast it").
        self.was_cast = False
        #: Its characteristics are an ``Animate`` effect's until cleanup (``engine.animate``).
        self.animated = False
        #: The turn its valiant trigger last triggered (``engine.valiant``), or 0.
        self.valiant_turn = 0
        #: The turn it became saddled (CR 702.171b: until end of turn; a new object after a
        #: zone change is not saddled), or 0 (``engine.saddle``).
        self.saddled_turn = 0
        #: Times the spell this permanent was cast as was kicked (CR 702.33).
        self.kicked = 0
        #: In exile suspended, with time counters (CR 702.62a).
        self.suspended = False
        #: A landwalk it was given "until your next upkeep" (Erhnam Djinn; CR 702.14, 611.2):
        #: (land type, the player whose next upkeep ends it, that player's ``turns_taken``
        #: then), or ``None`` (``engine.walk_grants``).
        self.walk_grant: tuple[str, int, int] | None = None
        #: Exiled face down by foretell (CR 702.143a; ``engine.foretell``).
        self.foretold = False
        #: The turn an effect gave this graveyard card flashback (CR 702.34a), or 0.
        self.flashback_turn = 0
        #: "choose one that hasn't been chosen this turn" (CR 700.2): (turn, bit mask of the
        #: modes chosen then) (``engine.sprint_s3``).
        self.modes_turn = (0, 0)
        #: The card name chosen as it entered (CR 607.2d: Pithing Needle), or "".
        self.chosen_name = ""
        #: In exile, its owner may play it through this turn number (impulse draw: "you may
        #: play those cards this turn / until the end of your next turn"), or 0.
        self.playable_until = 0
        #: Who may cast it from exile when it is not its owner (Ragavan), else -1.
        self.playable_by = -1
        #: The first turn it may be played (Galvanic Relay: the next turn), else 0.
        self.playable_from = 0
        #: Regeneration shields until end of turn (CR 701.19a; ``engine.regeneration.regenerate``).
        self.regen_shields = 0

    @property
    def name(self) -> str:
        """The card name."""
        return self.card.name

    def playable_on(self, turn: int) -> bool:
        """Impulse draw: whether this exiled card may be played on ``turn``.

        Between its ``playable_from`` and ``playable_until`` turns, both included. The zone
        is the caller's to check; this is the one home of the turn window that the engine's
        legal actions and the pilots' mana plans share.
        """
        return self.playable_until >= turn >= self.playable_from

    def counter(self, kind: str) -> int:
        """Return the number of ``kind`` counters on the object."""
        c = self.counters
        return c.get(kind, 0) if c else 0

    def __repr__(self) -> str:
        return f"<{self.card.name}#{self.oid} {self.zone.name} p{self.controller}>"


class StackItem:
    """A spell or ability on the stack (CR 405, 113.7).

    Attributes:
        sid: stack id (shares the object id space).
        kind: ``"spell"``, ``"ability"`` or ``"trigger"``.
        obj: the spell's own object (for a spell) or the source object (abilities).
        card: the card the spell or source is (for logs after the source left).
        controller: CR 113.8.
        effects: what it does on resolution.
        targets: one tuple of chosen ids per ``Target`` spec, in text order.
        had_targets: whether any target was chosen (CR 608.2b fizzle test).
        x: the value of X (CR 107.3).
        modes: chosen modes of a modal spell (CR 700.2).
        trigger_obj: the object named by the trigger event ("that creature").
        defending: the defending player for attack triggers.
    """

    __slots__ = (
        "blitzed",
        "card",
        "controller",
        "dashed",
        "defending",
        "delved_spells",
        "discarded",
        "effects",
        "escaped",
        "evoked",
        "exile_after",
        "face_down",
        "had_targets",
        "haste",
        "impending",
        "kicked",
        "kind",
        "mana_spent",
        "modes",
        "obj",
        "paid",
        "rebound",
        "sacrificed",
        "sid",
        "source_oid",
        "targets",
        "trigger_obj",
        "warped",
        "x",
    )

    def __init__(
        self,
        sid: int,
        kind: str,
        obj: GameObject | None,
        card: CardDef,
        controller: int,
        effects: tuple[Effect, ...],
        targets: tuple[tuple[int, ...], ...] = (),
        x: int = 0,
        modes: tuple[int, ...] = (),
    ) -> None:
        self.sid = sid
        self.kind = kind
        self.obj = obj
        self.source_oid = obj.oid if obj is not None else 0
        self.card = card
        self.controller = controller
        self.effects = effects
        self.targets = targets
        self.had_targets = any(targets)
        self.x = x
        self.modes = modes
        self.trigger_obj: GameObject | None = None
        self.defending = 1 - controller
        #: Times the spell was kicked (CR 702.33).
        self.kicked = 0
        #: Cast with flashback: exiled instead of going anywhere else (CR 702.34a).
        self.exile_after = False
        #: Cast with escape (CR 702.138c): the permanent it becomes "escaped".
        self.escaped = False
        #: Cast from suspend: a creature gains haste (CR 702.62a).
        self.haste = False
        #: Cast for its evoke cost: sacrificed when it enters (CR 702.74a).
        self.evoked = False
        #: Cast for its dash cost: haste, back to hand at the next end step (CR 702.109a).
        self.dashed = False
        #: Cast for its blitz cost (CR 702.152a; ``engine.blitz``).
        self.blitzed = False
        #: Cast for its warp cost: exiled at the next end step (CR 702.185a).
        #: Cast from hand with rebound (CR 702.88a): exiled as it resolves (``engine.rebound``).
        self.rebound = False
        self.warped = False
        #: Cast face down for its morph cost: it enters face down (CR 702.37c).
        self.face_down = False
        #: Cast for its impending cost: the time counters it enters with (CR 702.176).
        self.impending = 0
        #: The power, toughness and mana value of the permanent sacrificed to pay its cost,
        #: as it last existed ("the sacrificed creature's power", CR 608.2h), or ``()``.
        self.sacrificed: tuple[int, int, int] | tuple[()] = ()
        #: Instant and sorcery cards exiled to pay for it with delve (CR 702.66a): Murktide
        #: Regent's "for each instant and sorcery card exiled with it".
        self.delved_spells = 0
        #: The cards discarded to pay its additional cost ("If the discarded card wasn't a
        #: land card": Grab the Prize; CR 608.2h), or ``()`` (``engine.sprint_s0``).
        self.discarded: tuple[CardDef, ...] = ()
        #: The spell's payment and the mana cost it paid (``None`` for another cost), read
        #: only by converge (``engine.converge``, CR 207.2c), or ``()``.
        self.paid: tuple[Any, Any] | tuple[()] = ()
        #: Mana spent to cast it (CR 601.2h; 0 for a free cast): "if no mana was spent to
        #: cast it" (Vexing Bauble, CR 603.4).
        self.mana_spent = 0

    def __repr__(self) -> str:
        return f"<{self.kind} {self.card.name}#{self.sid} p{self.controller}>"


class PlayerState:
    """One player's zones, life and per-turn counters (CR 102, 119, 400).

    Zones are lists; the top of the library is the end of the list (ARCHITECTURE.md, State and
    speed)
    and
    the battlefield is in timestamp order.
    """

    __slots__ = (
        "attacked_on",
        "battlefield",
        "cast_lock",
        "cast_log",
        "cast_mark",
        "citys_blessing",
        "cost_options",
        "damage_dealt_turn",
        "descended_on",
        "discarded",
        "draw_step_turn",
        "drawn_on",
        "drawn_turn",
        "drew_from_empty",
        "energy",
        "exile",
        "extra_lands_turn",
        "extra_turns",
        "floor",
        "grace",
        "graveyard",
        "gy_exile_turn",
        "gy_play_turn",
        "hand",
        "known_top",
        "land_plays",
        "lands_entered_turn",
        "lands_from_top",
        "lands_played_turn",
        "left_on",
        "library",
        "life",
        "life_gained_turn",
        "life_lost_turn",
        "lost",
        "mana_spent_turn",
        "mulligans",
        "no_gain_turn",
        "pid",
        "poison",
        "pool",
        "protected",
        "searched_on",
        "skip_combats",
        "skip_turns",
        "spells_cast_turn",
        "turn_started",
        "turns_taken",
        "uncounterable_next",
    )

    def __init__(self, pid: int, life: int) -> None:
        self.pid = pid
        self.life = life
        self.poison = 0
        #: Energy counters (CR 107.14, 122.1): got by "you get {E}", paid as costs.
        self.energy = 0
        #: "You gain protection from everything until your next turn" (The One Ring; CR
        #: 702.16): damage to the player is prevented and nothing can target them.
        self.protected = False
        #: "can't cast [noncreature] spells this turn" (Silence, Ranger-Captain of Eos;
        #: CR 101.2): (the turn it holds, 1 for noncreature spells only / 2 for all), or
        #: (0, 0) (``engine.cast_locks``).
        self.cast_lock: tuple[int, int] = (0, 0)
        #: How many cards on top of the library the player knows (scry, Ponder, ...).
        self.known_top = 0
        self.library: list[GameObject] = []
        self.hand: list[GameObject] = []
        self.battlefield: list[GameObject] = []
        self.graveyard: list[GameObject] = []
        self.exile: list[GameObject] = []
        #: Mana pool: W U B R G C counts (CR 106.4).
        self.pool = [0, 0, 0, 0, 0, 0]
        self.land_plays = 1
        self.lands_played_turn = 0
        #: Permanents letting the player play lands from the top of their library, which
        #: is revealed (Oracle of Mul Daya, Courser of Kruphix; CR 305.1, 401.5).
        self.lands_from_top = 0
        #: Yawgmoth's Will's turn (CR 601.2, 305.1, 614.1a): the turn the player may play
        #: lands and cast spells from their graveyard, and the turn a card put into their
        #: graveyard from anywhere is exiled instead (``engine.zone_moves``).
        self.gy_play_turn = -1
        self.gy_exile_turn = -1
        #: Land plays added for this turn only ("play an additional land this turn", CR 305.2).
        self.extra_lands_turn = 0
        #: Extra turns this player takes right after the current turn (CR 500.7).
        self.extra_turns = 0
        #: Turns / combat phases this player will skip (CR 500.11: Meditate, Stonehorn).
        self.skip_turns = self.skip_combats = 0
        #: Lands that entered the battlefield under this player's control this turn (landfall).
        self.lands_entered_turn = 0
        self.mana_spent_turn = 0
        self.damage_dealt_turn = 0
        self.spells_cast_turn = 0
        #: Every spell the player cast this game, in order, with the player's own turn
        #: number at the time (CR 601.2i; read by ``sim.runner`` for ``events.parquet``).
        self.cast_log: list[tuple[int, CardDef]] = []
        #: Length of ``cast_log`` when this turn began: ``cast_log[cast_mark:]`` are the
        #: spells cast this turn (CR 101.2 cast limits).
        self.cast_mark = 0
        #: CR 702.131b: the city's blessing, for the rest of the game. Only ascend gives it
        #: (``engine.token_keywords.citys_blessing``), and no compiled card has ascend yet.
        self.citys_blessing = False
        self.turns_taken = 0
        #: The turn of this player's latest draw in its own draw step (Orcish Bowmasters'
        #: "except the first one they draw in each of their draw steps", CR 504.1).
        self.draw_step_turn = 0
        self.turn_started = 0
        self.drew_from_empty = False
        #: Cards drawn on turn ``drawn_on`` (draw limits, CR 121.1: ``engine.rule_locks``).
        self.drawn_on = 0
        self.drawn_turn = 0
        self.discarded = (0, 0)  # (turn, cards cycled or discarded): Hollow One (CR 701.9)
        self.grace = -1  # the turn it can't lose the game on (CR 104.3; engine.cant_lose)
        self.floor = (-1, 0)  # (turn, life floor for damage) (CR 614.1a; Angel's Grace)
        self.mulligans = 0
        self.lost: Any = None
        #: Life gained / lost this turn (CR 119.3; "if you gained 5 or more life this turn",
        #: "if a player lost 4 or more life this turn"; spectacle and "an opponent lost life
        #: this turn" read ``life_lost_turn > 0``, CR 702.137a); both reset as a turn begins.
        self.life_gained_turn = 0
        self.life_lost_turn = 0
        #: The last turn this player can't gain life (Skullcrack; CR 119.7; a turn no game
        #: reaches for "the rest of the game", ``life_locks.REST_OF_GAME``) / whose next spell this
        #: player casts can't be countered (Mistrise Village; CR 101.2), or 0.
        self.no_gain_turn = self.uncounterable_next = 0
        #: The last turn a permanent this player controlled left the battlefield (revolt).
        self.left_on = 0
        #: The last turn a permanent card was put into this player's graveyard (descended).
        self.descended_on = 0
        #: The last turn this player declared an attacker (raid, CR 508.1).
        self.attacked_on = 0
        #: The last turn this player searched their library (CR 701.23: Archive Trap).
        self.searched_on = 0
        #: False when the deck has no card with cost options and none granting flashback:
        #: legal actions then skip the graveyard (set by ``turn.start_game``).
        self.cost_options = True

    def zone_list(self, zone: Zone) -> list[GameObject]:
        """Return the list holding ``zone`` for this player (the stack is the game's)."""
        if zone is Zone.HAND:
            return self.hand
        if zone is Zone.BATTLEFIELD:
            return self.battlefield
        if zone is Zone.LIBRARY:
            return self.library
        if zone is Zone.GRAVEYARD:
            return self.graveyard
        if zone is Zone.EXILE:
            return self.exile
        raise ValueError(f"no per-player list for {zone!r}")
