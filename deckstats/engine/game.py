"""The ``Game``: state, the one decision choke point ``ask()``, and zone-change primitives.

Rules procedures live in their own modules (``turn``, ``casting``, ``stack``,
``combat``, ``sba``, ``resolve``, ``events``); this module holds the mutators they share
(move an object between zones, draw, deal damage, gain and lose life) so every change
to the game goes through one place.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final

from deckstats.engine import characteristics as ch
from deckstats.engine import wall
from deckstats.engine.chosen_color import choose_color
from deckstats.engine.chosen_number import choose_number, chooses_number
from deckstats.engine.chosen_type import choose_type
from deckstats.engine.clones import enter_as_copy
from deckstats.engine.conditions import died
from deckstats.engine.copies import cast_copies
from deckstats.engine.counter_mods import on_enter as counters_enter
from deckstats.engine.counter_mods import on_leave as counters_leave
from deckstats.engine.counter_mods import put_counters
from deckstats.engine.decisions import MAY, YES_NO, Decision, validate
from deckstats.engine.enter_instead import enter_paid
from deckstats.engine.entering_counts import entering_count
from deckstats.engine.errors import RulesError
from deckstats.engine.events import add_lore, on_dies, on_draw, on_etb, on_gain_life, on_leaves
from deckstats.engine.events_more import on_sacrifice
from deckstats.engine.exile_instead import exiled_instead_extra, graveyard_exiles
from deckstats.engine.flags import (
    INDESTRUCTIBLE,
    PERMANENT_TYPES,
)
from deckstats.engine.grants import grants_enter, note_granter
from deckstats.engine.graveyard_leaves import (
    on_exiled_from,
    on_leaves_graveyard,
    on_put_into_graveyard,
)
from deckstats.engine.gy_statics import graveyard_statics_enter, graveyard_statics_leave
from deckstats.engine.info import CardInfo, card_info, printed_info
from deckstats.engine.land_adders import on_enter as adders_enter
from deckstats.engine.land_adders import on_leave as adders_leave
from deckstats.engine.land_types import on_enter as moon_enter
from deckstats.engine.land_types import on_leave as moon_leave
from deckstats.engine.life_locks import life_locked
from deckstats.engine.madness import discard_to_graveyard
from deckstats.engine.mana import empty_pools
from deckstats.engine.miracle import on_first_draw
from deckstats.engine.modifiers import choose_name
from deckstats.engine.regeneration import regenerate
from deckstats.engine.result import GameResult, Termination
from deckstats.engine.rule_locks import (
    draw_bonus,
    draw_locked,
    enters_tapped_locked,
    enters_untapped,
)
from deckstats.engine.rules import MODERN, POOL_EMPTIES, RuleSet
from deckstats.engine.sba import phase_end_life_check
from deckstats.engine.shields import Shield
from deckstats.engine.sprint_s1 import on_lose_life
from deckstats.engine.state import GameObject, PlayerState, StackItem
from deckstats.engine.turn import play_game
from deckstats.engine.types import FIRST_OBJECT_ID, Rng, Step, Zone
from deckstats.engine.umbra import umbra_saves
from deckstats.engine.view import PlayerView
from deckstats.engine.zone_watch import on_card_to_graveyard, on_other_leaves

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef

#: Hard cap on agent decisions per game (ARCHITECTURE.md, State and speed: runaway games end, never
#: hang).
MAX_DECISIONS: Final = 20_000


class GameOver(Exception):  # noqa: N818 - control flow, not an error
    """Raised inside the engine when the game has ended; ``Game.run`` catches it."""


class Game:
    """One game of Magic between two players.

    Build it with ``deckstats.engine.new_game``; ``run()`` plays it to the end. The
    readable attributes listed in docs/ENGINE_API.md are plain fields.
    """

    def __init__(
        self,
        decks: tuple[Sequence[CardDef], Sequence[CardDef]],
        agents: tuple[Any, Any],
        engine_rng: Rng,
        shuffle_rngs: tuple[Rng, Rng],
        agent_rngs: tuple[Rng, Rng],
        starting_player: int | None = None,
        rules: RuleSet = MODERN,
        max_turns: int = 20,
        goldfish: bool = True,
        record_log: bool = False,
        on_turn_end: Callable[[Game, int], None] | None = None,
        hints: bool = True,
        outside: tuple[Sequence[CardDef], Sequence[CardDef]] | None = None,
    ) -> None:
        self.rules = rules
        #: Era data read in the hot loop, precomputed (engine/rules.py): per ``Step``
        #: value, whether mana pools empty as that step begins (and, in an era that checks
        #: life only then, whether a phase ends there); 1997's phase-end life check.
        self.pool_empties_at: tuple[bool, ...] = POOL_EMPTIES[rules.pool_empties]
        self.life_at_phase_end = rules.life_at_phase_end
        #: Combat damage waiting on the stack (2004 408.1g, 2008 200.8): stack id ->
        #: (source, recipient id, amount) as assigned (``combat.combat_damage``).
        self.damage_on_stack: dict[int, list[tuple[GameObject, int, int]]] = {}
        self.decks = (list(decks[0]), list(decks[1]))
        #: Each player's cards outside the game (CR 400.11): in a tournament game, the
        #: sideboard (Magic Tournament Rules; not in the rules seeds). Wishes take from it.
        self.outside: tuple[list[CardDef], list[CardDef]] = (
            (list(outside[0]), list(outside[1])) if outside is not None else ([], [])
        )
        self.agents: tuple[Any, ...] = agents
        self.engine_rng = engine_rng
        self.shuffle_rngs = shuffle_rngs
        self.agent_rngs = agent_rngs
        self.starting_player_arg = starting_player
        self.starting_player = 0
        self.max_turns = max_turns
        self.goldfish = goldfish
        self.record_log = record_log
        #: The cards the last additional cost discarded (``costs.pay_additional``, CR 608.2h).
        self.cost_discards: tuple[CardDef, ...] = ()
        self.on_turn_end = on_turn_end
        #: A non-inert player's turn has begun and ``on_turn_end`` has not yet seen it.
        self.turn_open = False
        self.players = [PlayerState(0, rules.starting_life), PlayerState(1, rules.starting_life)]
        self.views: tuple[PlayerView, ...] = (PlayerView(self, 0), PlayerView(self, 1))
        #: The decision being answered and who answers it (``ask`` sets both): its hidden
        #: options are visible to that player's view (``PlayerView.obj``) until answered.
        self.asking: Decision | None = None
        self.asking_pid = -1
        #: ``engine/wall.py``'s tamper check around each decision (test mode only).
        self.wall_check = wall.enabled()
        self.objects: dict[int, GameObject] = {}
        self.stack: list[StackItem] = []
        self.next_id = FIRST_OBJECT_ID
        self.timestamp = 0
        self.turn = 0
        self.active = 0
        self.step = Step.UNTAP
        self._init_registers()
        self.log: list[str] = []
        self.decisions: list[tuple[int, str, object]] = []
        self.opening_hands: tuple[list[list[CardDef]], list[list[CardDef]]] = ([], [])
        self.result: GameResult | None = None
        self.started = False
        self.n_asks = 0
        self.n_resolved = 0  # stack objects resolved this turn (engine.stack, CR 104.4b)
        self.in_combat = False
        #: Set by anything that may make a permanent state-based action apply (CR 704.3).
        self.sba_dirty = True
        self._init_agents(agents, goldfish, hints)

    def _init_registers(self) -> None:
        """The per-game lists of permanents and delayed effects the rules consult.

        Each list holds only what needs it (a static ability, a trigger, a graveyard
        replacement, a casting modifier), so a game whose cards have none of these pays
        one emptiness test where the rules would look (``put_onto_battlefield`` keeps them).
        """
        self.static_sources: list[GameObject] = []
        self.trigger_sources: list[GameObject] = []
        #: Cards in graveyards with triggers working there (``engine.graveyard_triggers``).
        self.gy_trigger_cards: list[GameObject] = []
        #: Permanents with a graveyard replacement (CR 614.1a: Leyline of the Void).
        self.gy_exilers: list[GameObject] = []
        #: "If a nontoken creature would enter and it wasn't cast, exile it instead"
        #: (Containment Priest, CR 614.1a) on the battlefield; Hallowed Moonlight's turn.
        self.uncast_exilers: list[GameObject] = []
        self.uncast_exile_turn = -1
        #: Permanents with "Players can't gain life" (CR 119.7; ``engine.life_locks``).
        self.life_locks: list[GameObject] = []
        #: Blood Moons on the battlefield (CR 305.7) and the lands they retyped: oid ->
        #: (its own card, its own full card), restored when the last one leaves.
        self.moons: list[GameObject] = []
        self.retyped: dict[int, tuple[CardDef, CardDef | None]] = {}
        #: "Each land is a Swamp in addition to ..." (engine.land_adders, CR 305.6).
        self.land_adders: list[GameObject] = []
        self.added_types: dict[int, tuple[CardDef, CardDef | None]] = {}
        #: Permanents (and graveyard cards) with ``CardDef.grants``, and the permanents they
        #: changed: oid -> (its own card, its own full card) (``engine.grants``, CR 613.1).
        self.granters: list[GameObject] = []
        self.granted: dict[int, tuple[CardDef, CardDef | None]] = {}
        #: Permanents changing how many counters are put (engine.counter_mods, CR 614.1a).
        self.counter_sources: list[GameObject] = []
        #: Permanents with casting / activation modifiers (``engine.modifiers``).
        self.modifier_sources: list[GameObject] = []
        #: Storm and cascade (``engine.copies``), called by ``events.on_cast``.
        self.cast_copies: Callable[[Game, StackItem], None] = cast_copies
        #: A discarded card's move: to the graveyard, or to exile with madness (CR 702.35a;
        #: ``engine.madness``, called by ``effect_ctx.discard_cards``).
        self.discard_to: Callable[[Game, GameObject], None] = discard_to_graveyard
        self.miracle_oid = 0  # the card whose miracle trigger resolves (engine.miracle)
        self.pending: list[tuple[int, Any, GameObject, GameObject | None, int]] = []
        #: (source oid, id of an ability) -> the turn it last triggered (once each turn), and
        #: creature id -> (turn, its damage sources that turn) (``engine.events_more``).
        self.once_each_turn: dict[tuple[int, int], int] = {}
        self.damaged_by: dict[int, tuple[int, list[int]]] = {}
        #: Permanents cast for their dash cost: returned at the next end step (CR 702.109a).
        self.dash_returns: list[GameObject] = []
        #: Permanents cast for their warp cost: exiled at the next end step (CR 702.185a).
        self.warp_exiles: list[GameObject] = []
        #: A card was exiled that a player other than its owner may cast (Ragavan).
        self.foreign_playable = False
        #: Command-zone objects of "this turn" triggered abilities a player got, removed in
        #: the cleanup step (Glimpse of Nature; ``engine.granted_triggers``).
        self.granted_triggers: list[GameObject] = []
        #: Delayed triggered abilities waiting for a step (CR 603.7; ``engine.delayed``):
        #: (step, the player whose step it must be or -1, source, its card, effects, controller).
        self.delayed: list[tuple[Step, int, GameObject | None, CardDef, tuple[Any, ...], int]] = []
        self._init_durations()

    def _init_durations(self) -> None:
        """The per-game marks of effects with a duration: shields, designations, exiles.

        Each is read where its rule applies and is empty (or 0, -1) in most games.
        """
        #: The turn on which "prevent all combat damage that would be dealt this turn"
        #: resolved (Fog, CR 615.1), or 0.
        self.fog_turn = 0
        #: Creatures whose combat damage, dealt and received, is prevented on the turn
        #: given (Maze of Ith; ``effects_act.PreventCombatDamageOf``, CR 615.1).
        self.combat_shields: dict[int, int] = {}
        #: "Prevent the next N damage ... this turn" shields (CR 615.7; ``engine.shields``).
        self.damage_shields: list[Shield] = []
        #: The turn on which "damage can't be prevented this turn" resolved (Skullcrack,
        #: CR 615.12; ``engine.life_locks``), or 0.
        self.unpreventable_turn = 0
        #: Creatures that died this turn (CR 700.4): ``(turn, count)`` (``engine.conditions``).
        self.died_this_turn = (0, 0)
        #: Per player: (turn, nontoken creatures died into their graveyard) (CR 700.4, 400.3),
        #: and (name, locker, its ``turn_started``) cast locks (CR 201.2; Reflector Mage).
        self.nontoken_died = [(0, 0), (0, 0)]
        self.name_locks: tuple[list[tuple[str, int, int]], ...] = ([], [])
        #: The monarch's player id, or -1 (CR 724; ``engine.designations``).
        self.monarch = -1
        #: The initiative's holder, each player's Undercity room, dungeons completed (CR 725).
        self.initiative = -1
        self.dungeon_room: list[int] = [-1, -1]
        self.dungeons_completed: list[int] = [0, 0]
        #: Per player: the deck has a card with dredge (CR 702.52a; set by ``start_game``).
        self.dredgers = [False, False]
        #: Source oid -> the cards it exiled "until ~ leaves the battlefield" (CR 610.3).
        self.exiled_until: dict[int, list[GameObject]] = {}
        #: Exiled cards (ids) of ``exiled_until`` that return to the hand, not the battlefield.
        self.returns_to_hand: set[int] = set()
        #: Permanents controlled "until end of turn" and their controllers before (CR 514.2;
        #: ``engine.effects_trig``).
        self.control_until_cleanup: list[tuple[GameObject, int]] = []
        #: Animated permanents (oids) whose animation lasts "until your next turn" and the
        #: player whose next turn ends it (CR 611.2b; ``engine.animate.animate_target``).
        self.animated_until: dict[int, int] = {}
        #: "gets -2/-1 until your next turn" (engine.stat_effects): (object, +p, +t, whose
        #: turn, keyword flags granted: "gain indestructible until your next turn")
        self.next_turn_pumps: list[tuple[GameObject, int, int, int, int]] = []
        #: Permanents (oids) that don't untap during their controller's next untap step.
        self.skip_next_untap: set[int] = set()
        self.return_at_untap: dict[int, int] = {}  # oid -> pid (Undiscovered Paradise)

    def _init_agents(self, agents: tuple[Any, Any], goldfish: bool, hints: bool) -> None:
        """Each agent's speed hints, and which player is an inert goldfish opponent."""
        #: Per player: never ask for priority outside its own main phases (agent hint).
        #: ``hints=False`` ignores the hint: the games are the same, only slower
        #: (``tests/players/test_hidden_info.py`` checks).
        self.main_only = [hints and bool(getattr(a, "acts_only_in_main", False)) for a in agents]
        #: Per player: the agent's ``wants_priority(view)`` (None: always ask). Outside its
        #: own main phases, False promises it would pass, so the engine skips listing the
        #: legal actions and asking (a speed hint; ``hints=False`` ignores it).
        #: Per player: in its own main phase, when it may play a land, it plays one (agent
        #: hint ``plays_land_first``): the engine offers only the land plays.
        self.land_first = [hints and bool(getattr(a, "plays_land_first", False)) for a in agents]
        self.priority_hint: list[Any] = [
            getattr(a, "wants_priority", None) if hints else None for a in agents
        ]
        self.inert = [goldfish and i == 1 for i in (0, 1)]
        for pid in (0, 1):
            if not self.inert[pid]:
                self.decisions.append((pid, "agent", (agents[pid].name, self.main_only[pid])))

    # ------------------------------------------------------------------ reading state
    def power(self, obj: GameObject) -> int:
        """CR 208.3: current power."""
        if self.static_sources or obj.counters or obj.info.pt_cda is not None:
            return ch.power(self, obj)
        return obj.info.power + obj.temp_power

    def toughness(self, obj: GameObject) -> int:
        """CR 208.3: current toughness."""
        if self.static_sources or obj.counters or obj.info.pt_cda is not None:
            return ch.toughness(self, obj)
        return obj.info.toughness + obj.temp_toughness

    def keywords(self, obj: GameObject) -> int:
        """CR 702: current keyword flags."""
        if self.static_sources:
            return ch.keywords(self, obj)
        return obj.info.keywords | obj.temp_keywords

    def obj(self, oid: int) -> GameObject:
        """Return the object with id ``oid`` (``KeyError`` if it no longer exists)."""
        return self.objects[oid]

    def zone_of(self, oid: int) -> Zone | None:
        """Return the zone of object ``oid``, or ``None`` when it has left (new id)."""
        o = self.objects.get(oid)
        return o.zone if o is not None else None

    def creatures(self, pid: int) -> list[GameObject]:
        """Creatures ``pid`` controls."""
        return [o for o in self.players[pid].battlefield if o.info.is_creature]

    # ------------------------------------------------------------------ decisions
    def ask(self, pid: int, decision: Decision) -> Any:
        """The one choke point for agent answers: ask, validate, log (ARCHITECTURE.md, Decisions).

        Raises:
            IllegalActionError: the answer is not legal; it is never fixed silently.
        """
        self.n_asks += 1
        if self.n_asks > MAX_DECISIONS:
            self.end(None, Termination.TURN_LIMIT)
        self.asking, self.asking_pid = decision, pid
        if self.wall_check:
            before = wall.fingerprint(self.players, self.stack)
            answer = self.agents[pid].decide(self.views[pid], decision, self.agent_rngs[pid])
            wall.compare(before, wall.fingerprint(self.players, self.stack), pid)
        else:
            answer = self.agents[pid].decide(self.views[pid], decision, self.agent_rngs[pid])
        self.asking = None
        validate(decision, answer)
        self.decisions.append((pid, decision.kind, answer))
        return answer

    def say(self, text: str, actor: int = -1) -> None:
        """Append one readable line to ``game.log`` (only when ``record_log``).

        The line starts with the turn, the active player and the step. ``actor`` is the
        player who acts (casts, plays, activates, pays): when it is not the active player
        (a response, an opponent's search) the line names them, ``T3 P0 main: P1 casts
        Force of Will``, so a response is never credited to the active player.
        """
        if self.record_log:
            who = f"P{actor} " if actor >= 0 and actor != self.active else ""
            self.log.append(f"T{self.turn} P{self.active} {self.step.name.lower()}: {who}{text}")

    def enter_step(self, step: Step) -> None:
        """CR 500.4, 106.4: a new step begins; unspent mana empties from the pools.

        When the pools empty is era data (``RuleSet.pool_empties``: modern each step,
        2004 507.4 each phase, 1997 §Mana Burn each phase and the start and end of the
        attack). In 1997 life is checked at the same moments (1997 §This Is Your Life).
        """
        p0, p1 = self.players
        if (any(p0.pool) or any(p1.pool)) and self.pool_empties_at[step]:
            empty_pools(self)
        if self.life_at_phase_end and self.pool_empties_at[step]:
            phase_end_life_check(self)
        self.step = step

    # ------------------------------------------------------------------ game end
    def end(self, winner: int | None, termination: Termination) -> None:
        """Record the result and unwind to ``run`` (CR 104)."""
        p0, p1 = self.players
        if self.turn_open:
            # The game ends inside a turn (lethal damage, decking, the decision cap): that
            # turn is recorded too, with the state at the moment the game ended.
            self.close_turn()
        self.result = GameResult(
            winner=winner,
            termination=termination,
            turns=self.turn,
            turns_taken=(p0.turns_taken, p1.turns_taken),
            starting_player=self.starting_player,
            mulligans=(p0.mulligans, p1.mulligans),
        )
        if self.record_log:
            who = "nobody" if winner is None else f"P{winner}"
            self.log.append(
                f"game over: {who} wins ({termination.value}) on turn {self.turn}; "
                f"life P0 {p0.life}, P1 {p1.life}"
            )
        raise GameOver

    def close_turn(self) -> None:
        """The active player's turn is over (or the game ended in it): call ``on_turn_end``.

        Called once per turn a non-inert player began, so a turn record exists for every
        turn of every game, the last one included.
        """
        self.turn_open = False
        if self.on_turn_end is not None:
            self.on_turn_end(self, self.active)

    def run(self) -> GameResult:
        """Play the game to its end and return the result."""
        if self.result is not None:
            return self.result
        with contextlib.suppress(GameOver):
            play_game(self)
        return self.final_result()

    def release(self) -> None:
        """Cut the finished game's links to its views and agents (speed only).

        The game holds its views and agents (and their priority hints), each view holds
        the game, and an agent may hold a view: a cycle only the cyclic collector frees,
        tracing every object of the game (``sim.backends.after_game``). Cut here,
        reference counting frees the game as soon as its driver lets go. The run
        drivers call it after their last read.
        """
        self.views = ()
        self.agents = ()
        self.priority_hint = [None, None]  # bound methods of the agents

    def final_result(self) -> GameResult:
        """The result of a finished game (``RulesError`` if it has not ended)."""
        result = self.result
        if result is None:
            raise RulesError("the game has not ended")
        return result

    # ------------------------------------------------------------------ objects and zones
    def new_object(
        self,
        card: CardDef,
        owner: int,
        zone: Zone,
        is_token: bool = False,
        info: CardInfo | None = None,
    ) -> GameObject:
        """Create an object in ``zone`` (not yet placed in a zone list)."""
        oid = self.next_id
        self.next_id = oid + 1
        obj = GameObject(oid, card, owner, zone, info or card_info(card), is_token)
        self.objects[oid] = obj
        if zone is Zone.GRAVEYARD and obj.info.gy_triggers:
            self.gy_trigger_cards.append(obj)  # CR 113.6k (engine.graveyard_triggers)
        if zone is Zone.GRAVEYARD and obj.info.statics:
            graveyard_statics_enter(self, obj)  # CR 113.6: Anger (engine.gy_statics)
        if zone is Zone.GRAVEYARD and card.grants:
            note_granter(self, obj)  # CR 113.6: Riftstone Portal (engine.grants)
        return obj

    def move(
        self, obj: GameObject, to: Zone, bottom: bool = False, controller: int | None = None
    ) -> GameObject | None:
        """CR 400.7: move ``obj`` to zone ``to``; return the new object (new id).

        Cards go to their owner's hand, library or graveyard (CR 400.3). A token that
        leaves the battlefield ceases to exist (CR 111.7, 704.5d); ``None`` is returned.
        Leaving the battlefield fires "dies" triggers (CR 700.4, 603.10a).
        """
        frm = obj.zone
        owner = self.players[obj.owner]
        self.sba_dirty = True
        info = obj.info
        shuffled = to is Zone.GRAVEYARD and info.shuffle_instead
        to = self._replaced(obj, to, controller)
        if frm is Zone.STACK:
            pass  # the stack item is removed by the caller
        elif frm is Zone.LIBRARY:
            lib = owner.library
            if owner.known_top:
                # The top card leaving keeps the rest known; any other card: not tracked.
                owner.known_top = owner.known_top - 1 if lib and lib[-1] is obj else 0
            lib.remove(obj)
        elif frm is Zone.BATTLEFIELD:
            self.players[obj.controller].battlefield.remove(obj)
            self._leave_battlefield(obj)
            if to is Zone.GRAVEYARD and obj.info.is_creature:
                died(self, obj)  # CR 700.4: a creature died (morbid; ``engine.conditions``)
            if obj.info.ltb_triggers:
                on_leaves(self, obj)
            if self.trigger_sources:
                on_other_leaves(self, obj)  # CR 603.10a: Nadier's Nightblade
        else:
            owner.zone_list(frm).remove(obj)
            if frm is Zone.GRAVEYARD and obj.info.statics:
                graveyard_statics_leave(self, obj)  # (engine.gy_statics)
            if frm is Zone.GRAVEYARD and self.trigger_sources:
                on_leaves_graveyard(self, obj)  # CR 603.10a: Murktide Regent
        if to is Zone.EXILE and self.trigger_sources and frm in (Zone.LIBRARY, Zone.GRAVEYARD):
            on_exiled_from(self, obj)  # CR 603.10a: Laelia, the Blade Reforged
        del self.objects[obj.oid]
        if obj.is_token and frm is Zone.BATTLEFIELD:
            if to is Zone.GRAVEYARD:
                on_dies(self, obj)
            return None
        if obj.full_card is not None and to is not Zone.BATTLEFIELD:
            # CR 709.3c, 715.4: off the stack the card has its normal characteristics.
            new = self.new_object(obj.full_card, obj.owner, to, obj.is_token)
        else:
            kept = None if obj.animated else obj.info  # CR 400.7: "until end of turn" stays
            new = self.new_object(obj.card, obj.owner, to, obj.is_token, kept)
        if to is Zone.BATTLEFIELD:
            self.put_onto_battlefield(new, controller if controller is not None else obj.owner)
            if new.info.enters_with is not None:
                # CR 614.1c, 122.6: it enters with its counters (X is 0 unless cast, CR 107.3m).
                kind, n = new.info.enters_with
                put_counters(self, new, kind, entering_count(self, new, n))  # CR 614.1a too
        elif to is Zone.STACK:
            pass
        else:
            lst = owner.zone_list(to)
            if bottom:
                lst.insert(0, new)
            else:
                lst.append(new)
            if to is Zone.GRAVEYARD and new.info.types & PERMANENT_TYPES:
                owner.descended_on = self.turn  # "you descended" (a permanent card, CR 110.4b)
            if to is Zone.GRAVEYARD and self.trigger_sources:
                on_card_to_graveyard(self, new)  # CR 603.6a: Sand Scout
            if to is Zone.GRAVEYARD and new.info.has_triggers:
                on_put_into_graveyard(self, new, frm)  # CR 603.6a: Emrakul, Narcomoeba
            elif shuffled:
                self.shuffle_library(obj.owner)
                self.say(f"{obj.card.name} is shuffled into its owner's library instead")
        if frm is Zone.BATTLEFIELD and to is Zone.GRAVEYARD:
            on_dies(self, obj, new)
        if frm is Zone.BATTLEFIELD and self.exiled_until and obj.oid in self.exiled_until:
            self._return_exiled(obj.oid)
        return new

    def _replaced(self, obj: GameObject, to: Zone, controller: int | None) -> Zone:
        """CR 614.1a: where ``obj`` goes instead of ``to`` (replacement effects of moves)."""
        frm = obj.zone
        info = obj.info
        if obj.exile_turn < 0 and frm is Zone.BATTLEFIELD:
            return Zone.EXILE  # unearth (CR 702.84a; ``engine.act_effects.UNEARTHED``)
        if to is Zone.GRAVEYARD and info.shuffle_instead:
            return Zone.LIBRARY  # CR 614.1a, 701.24: Progenitus (``move`` shuffles)
        if to is Zone.BATTLEFIELD and frm is not Zone.BATTLEFIELD:
            if (
                info.is_creature
                and frm is not Zone.STACK
                and (self.uncast_exilers or self.uncast_exile_turn == self.turn)
            ):
                return Zone.EXILE  # not cast (Containment Priest, Hallowed Moonlight)
            if info.enter_instead is None or enter_paid(
                self, obj, controller if controller is not None else obj.owner
            ):
                return to
            to = Zone.GRAVEYARD  # Lake of the Dead, Mox Diamond unpaid (and on, below)
        if to is not Zone.GRAVEYARD:
            return to
        if self.players[obj.owner].gy_exile_turn == self.turn and not obj.is_token:
            return Zone.EXILE  # "this turn" (Yawgmoth's Will)
        if self.gy_exilers and self._exiled_instead(obj):
            return Zone.EXILE  # Leyline of the Void, Rest in Peace
        if obj.exile_turn == self.turn and frm is Zone.BATTLEFIELD:
            return Zone.EXILE  # "if that creature would die this turn, exile it instead"
        return to

    def _exiled_instead(self, obj: GameObject) -> bool:
        """CR 614.1a: a graveyard replacement applies to the card ``obj`` (its owner's)."""
        for src in self.gy_exilers:
            if graveyard_exiles(src.info.graveyard_exile, obj, src.controller):
                if src.info.graveyard_exile.endswith(":zombie"):
                    exiled_instead_extra(self, src.info.graveyard_exile, src.controller)
                return True
        return False

    def _return_exiled(self, source: int) -> None:
        """CR 610.3a: the source left: its exiled cards return under their owners' control."""
        for card in self.exiled_until.pop(source):
            if card.oid in self.returns_to_hand and card.zone is Zone.EXILE:
                self.returns_to_hand.discard(card.oid)
                self.move(card, Zone.HAND)
                self.say(f"{card.card.name} returns to its owner's hand")
                continue
            if card.oid in self.objects and card.zone is Zone.EXILE:
                back = self.move(card, Zone.BATTLEFIELD)
                if back is not None:
                    self.say(f"{back.card.name} returns to the battlefield")
                    on_etb(self, back)

    def put_onto_battlefield(self, obj: GameObject, controller: int, tapped: bool = False) -> None:
        """CR 110.1: place ``obj`` on the battlefield under ``controller`` (no triggers fired)."""
        # ``entry_hooks``: one native test before the card's "as it enters" fields.
        if printed_info(obj).entry_hooks and obj.card.enters_as_copy is not None:
            tapped = enter_as_copy(self, obj, controller) or tapped  # CR 707.9, 614.1c
        obj.zone = Zone.BATTLEFIELD
        self.sba_dirty = True
        obj.controller = controller
        obj.tapped = tapped
        if self.modifier_sources and not tapped and enters_tapped_locked(self, obj, controller):
            obj.tapped = True  # CR 614.12: Root Maze, Thalia, Heretic Cathar
        if obj.tapped and self.modifier_sources and enters_untapped(self, obj):
            obj.tapped = False  # CR 614.12, 616.1: Spelunking (engine.rule_locks)
        obj.since = self.turn
        self.timestamp += 1
        obj.timestamp = self.timestamp
        self.players[controller].battlefield.append(obj)
        info = obj.info
        if info.statics:
            self.static_sources.append(obj)
        if info.has_triggers:
            self.trigger_sources.append(obj)
        if info.extra_land_plays:
            self.players[controller].land_plays += info.extra_land_plays  # CR 305.2
        if info.graveyard_exile:
            self.gy_exilers.append(obj)
        if info.uncast_exile:
            self.uncast_exilers.append(obj)
        if info.lands_from_top:
            self.players[controller].lands_from_top += 1  # CR 305.1: Oracle of Mul Daya
        if info.no_life_gain:
            self.life_locks.append(obj)
        if info.modifiers:
            self.modifier_sources.append(obj)
            if obj.card.chooses_name:
                choose_name(self, obj, controller)  # CR 607.2d: as it enters
            elif chooses_number(obj.card):
                choose_number(self, obj, controller)  # CR 607.2d: Sanctum Prelate
        if printed_info(obj).entry_hooks and obj.card.chooses_color is not None:
            choose_color(self, obj, controller)  # CR 607.2d: Thriving lands, as it enters
        if printed_info(obj).entry_hooks and obj.card.chooses_type:
            choose_type(self, obj, controller)  # CR 607.2d: Engineered Plague, as it enters
        if self.moons or (printed_info(obj).entry_hooks and obj.card.nonbasic_lands_are):
            moon_enter(self, obj)  # CR 305.7: Blood Moon
        if self.land_adders or (printed_info(obj).entry_hooks and obj.card.lands_also_are):
            adders_enter(self, obj)  # CR 305.6: Urborg, Tomb of Yawgmoth
        if self.granters or (printed_info(obj).entry_hooks and obj.card.grants):
            grants_enter(self, obj)  # CR 613.1: Humility, Abundant Growth (engine.grants)
        if printed_info(obj).entry_hooks and obj.card.counter_bonus is not None:
            counters_enter(self, obj)  # CR 614.1a: Hardened Scales
        if info.is_planeswalker and obj.card.loyalty:
            obj.counters = {"loyalty": obj.card.loyalty}
        if info.final_chapter:
            add_lore(self, obj, 1)  # CR 714.3a: a Saga enters with a lore counter
        if info.is_land:
            self.players[controller].lands_entered_turn += 1  # landfall conditions

    def _leave_battlefield(self, obj: GameObject) -> None:
        """Undo ``put_onto_battlefield``'s bookkeeping as ``obj`` leaves (CR 400.7).

        Its lists of sources, its extra land plays and combat; the controller's revolt
        turn is recorded.
        """
        if self.moons:
            moon_leave(self, obj)  # CR 305.7: the last Blood Moon gone, lands are themselves
        if self.land_adders:
            adders_leave(self, obj)  # CR 611.3b: Urborg gone, the lands lose the type
        if self.counter_sources:
            counters_leave(self, obj)  # Hardened Scales gone
        info = obj.info
        self.players[obj.controller].left_on = self.turn  # revolt
        if info.statics:
            self.static_sources.remove(obj)
        if info.has_triggers:
            self.trigger_sources.remove(obj)
        if info.extra_land_plays:
            self.players[obj.controller].land_plays -= info.extra_land_plays  # CR 305.2
        if info.graveyard_exile:
            self.gy_exilers.remove(obj)
        if info.uncast_exile:
            self.uncast_exilers.remove(obj)
        if info.lands_from_top:
            self.players[obj.controller].lands_from_top -= 1
        if info.no_life_gain:
            self.life_locks.remove(obj)
        if info.modifiers:
            self.modifier_sources.remove(obj)
        if obj.attacking or obj.blocking:
            self._remove_from_combat(obj)

    def _remove_from_combat(self, obj: GameObject) -> None:
        """CR 506.4: a permanent that leaves the battlefield leaves combat."""
        if obj.blocking:
            att = self.objects.get(obj.blocking)
            if att is not None and att.blockers:
                att.blockers = [b for b in att.blockers if b != obj.oid]
        obj.attacking = False
        obj.blocking = 0

    def draw(self, pid: int, n: int = 1) -> None:
        """CR 121.1-121.4: draw ``n`` cards one at a time.

        Drawing from an empty library marks the player to lose at the next state-based
        action check (CR 121.4, 2008 102.3c); in 1997 the player loses at once
        (``RuleSet.decking_immediate``, 1997 §Other Ways to Lose).
        """
        p = self.players[pid]
        lib = p.library
        if self.modifier_sources and n > 0:
            n = draw_bonus(self, pid, n)  # CR 614.11: Quantum Riddler (engine.rule_locks)
        if p.known_top:
            p.known_top = max(0, p.known_top - n)
        for _ in range(n):
            if p.drawn_on != self.turn:
                p.drawn_on, p.drawn_turn = self.turn, 0
            if self.modifier_sources and draw_locked(self, pid, p.drawn_turn):
                return  # CR 121.1, 101.2: Narset, Parter of Veils (engine.rule_locks)
            p.drawn_turn += 1
            if not lib:
                p.drew_from_empty = True
                if self.rules.decking_immediate:
                    self.end(1 - pid, Termination.DECKED)  # 1997 §Other Ways to Lose
                return
            if self.dredgers[pid] and self._dredge(pid):
                continue  # CR 702.52a: the draw was replaced
            obj = lib.pop()
            del self.objects[obj.oid]
            new = self.new_object(obj.card, pid, Zone.HAND, False, obj.info)
            p.hand.append(new)
            # CR 504.1: the first card a player draws in its own draw step
            first = self.step is Step.DRAW and self.active == pid and p.draw_step_turn != self.turn
            if first:
                p.draw_step_turn = self.turn
            if self.trigger_sources:
                on_draw(self, new, first)  # CR 603.2: "whenever <a player> draws a card"
            if p.drawn_turn == 1 and printed_info(new).costs:
                on_first_draw(self, new)  # CR 702.94a: miracle (engine.miracle)

    def _dredge(self, pid: int) -> bool:
        """CR 702.52a-b: replace a draw by dredging a card in the graveyard, if the player will.

        Only a card whose dredge N is at most the library's size can be dredged (702.52b).
        The card with the largest N is offered (a ``MAY`` decision naming it); if the player
        takes it, they mill N and return that card to their hand. True if the draw was
        replaced.
        """
        p = self.players[pid]
        size = len(p.library)
        best: GameObject | None = None
        for o in p.graveyard:
            n = o.card.dredge
            if n and n <= size and (best is None or n > best.card.dredge):
                best = o
        if best is None or not self.ask(pid, Decision(MAY, YES_NO, source=best.oid)):
            return False
        n = best.card.dredge
        self.say(f"P{pid} dredges {best.card.name} (mills {n})")
        for _ in range(n):
            self.move(p.library[-1], Zone.GRAVEYARD)
        self.move(best, Zone.HAND)
        return True

    def shuffle_library(self, pid: int) -> None:
        """CR 701.24: shuffle with the player's own shuffle stream.

        See ARCHITECTURE.md, Determinism.
        """
        self.players[pid].known_top = 0
        self.shuffle_rngs[pid].shuffle(self.players[pid].library)

    # ------------------------------------------------------------------ life and damage
    def lose_life(self, pid: int, amount: int, payment: bool = False) -> None:
        """CR 119.3: the player loses ``amount`` life (also used to pay life, CR 119.4)."""
        if amount > 0:
            self.players[pid].life -= amount
            self.players[pid].life_lost_turn += amount
            if self.trigger_sources:
                on_lose_life(self, pid, amount)  # Bloodthirsty Conqueror (CR 119.3)

    def gain_life(self, pid: int, amount: int) -> None:
        """CR 119.3: the player gains ``amount`` life (none if they can't, CR 119.7)."""
        p = self.players[pid]
        if amount > 0 and (
            p.no_gain_turn >= self.turn or (self.life_locks and life_locked(self, pid))
        ):
            self.say(f"P{pid} can't gain life")
            return
        if amount > 0:
            self.players[pid].life += amount
            self.players[pid].life_gained_turn += amount  # "gained N or more life this turn"
            if self.trigger_sources or self.gy_trigger_cards:
                on_gain_life(self, pid)  # "whenever you gain life" (CR 119.9)

    def destroy(self, obj: GameObject) -> bool:
        """CR 701.8: destroy a permanent (indestructible ignores it, CR 702.12b)."""
        if obj.zone is not Zone.BATTLEFIELD or self.keywords(obj) & INDESTRUCTIBLE:
            return False
        if umbra_saves(self, obj):
            return False  # CR 702.89a: umbra armor (engine.umbra)
        if obj.regen_shields and regenerate(self, obj):
            return False
        self.move(obj, Zone.GRAVEYARD)
        return True

    def sacrifice(self, obj: GameObject) -> None:
        """CR 701.21: put a permanent its controller controls into its owner's graveyard."""
        if obj.zone is Zone.BATTLEFIELD:
            if self.trigger_sources:
                on_sacrifice(self, obj)  # CR 701.21, 603.10a: before it leaves
            self.move(obj, Zone.GRAVEYARD)

    def check(self, cond: bool, msg: str) -> None:
        """Raise ``RulesError`` with ``msg`` unless ``cond`` (internal consistency)."""
        if not cond:
            raise RulesError(msg)
