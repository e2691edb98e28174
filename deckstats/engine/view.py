"""What an agent may see: its own hand, public zones, counts of hidden zones.

See ARCHITECTURE.md, Decisions.

A ``PlayerView`` is the agent's only window on the game. It shows:

- this player's hand, and the top cards of its own library that it has looked at and put
  back (scry, surveil, Ponder, Brainstorm: ``known_top``) until the library is shuffled;
- public zones of both players (battlefield, graveyard, exile, the stack) and public
  numbers (life, poison, turns, the step, cards drawn this turn);
- the opponent's hand and both libraries only as sizes;
- during a decision, the cards the decision shows it (the library cards a search or a
  scry looks at, an opponent's hand a discard spell reveals): ``obj`` returns them while
  that decision is being answered, and nothing once it is answered.

It never returns the ``Game``, a ``PlayerState``, a library list or the decision log,
so an agent cannot read the opponent's hand, either library's order, or the answers the
opponent gave to its own hidden decisions (the cards it bottomed after a mulligan, the
order it put cards back). Every collection it hands out is a tuple (a copy), never one
of the engine's lists, so an agent cannot change a zone through it. The objects in those
tuples are the engine's own (copying each at each decision would cost more than the game);
``engine/wall.py``'s tamper check (``DECKSTATS_WALL_CHECK=1``, on in the wall tests) makes
them read-only in effect: a decision whose agent changed any attribute of any object, or a
list or dict one holds, fails with ``WallBreachError``. The decision being
answered is held by the game (``Game.asking``, set by ``Game.ask`` only): the view has no
method that opens a decision, so an agent cannot make hidden cards visible by opening one
of its own. Engine queries agents need (which sources can pay, which
creatures can attack or block) are narrow read-only methods here that answer for this
player's public state. ``tests/players/test_hidden_info.py`` tries every door.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from deckstats.engine.combat import can_attack, can_block
from deckstats.engine.decisions import EXPLORE_MILL
from deckstats.engine.flags import STORM
from deckstats.engine.info import card_info
from deckstats.engine.mana import is_sick, mana_units, spell_req
from deckstats.engine.top_plays import top_visible
from deckstats.engine.types import Step, Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.mana import ManaUnit
    from deckstats.engine.state import GameObject, StackItem


class PlayerView:
    """A read-only window on a game for player ``pid``.

    One view is made per player per game and reused, so building it costs nothing per
    decision. The game is held in a private slot (``_game``): agents use the public methods only
    (``tests/players/test_hidden_info.py`` checks the agents in ``deckstats.players``
    never touch a private name of the view). The decision being answered is the game's
    (``Game.asking``/``Game.asking_pid``, set by ``Game.ask``): nothing public opens one.
    """

    __slots__ = ("_deck", "_game", "pid")

    def __init__(self, game: Game, pid: int) -> None:
        self._game = game
        self._deck: tuple[Any, ...] = ()
        self.pid = pid

    # ------------------------------------------------------------------ identity
    @property
    def game_key(self) -> int:
        """An id that is the same for every decision of one game (for agents' memos)."""
        return id(self._game)

    @property
    def opponent_id(self) -> int:
        """The opponent's player id."""
        return 1 - self.pid

    @property
    def goldfish(self) -> bool:
        """True when the opponent is an inert goldfish."""
        return self._game.goldfish

    @property
    def max_turns(self) -> int:
        """The turn cap of the game (each player's own turns)."""
        return self._game.max_turns

    # ------------------------------------------------------------------ turn structure
    @property
    def turn(self) -> int:
        """Turns begun in the game."""
        return self._game.turn

    @property
    def active(self) -> int:
        """The active player."""
        return self._game.active

    @property
    def step(self) -> Step:
        """The current step."""
        return self._game.step

    @property
    def in_combat(self) -> bool:
        """True between the declaration of attackers and the end of combat."""
        return self._game.in_combat

    @property
    def starting_player(self) -> int:
        """Who took the first turn (CR 103.1)."""
        return self._game.starting_player

    # ------------------------------------------------------------------ this player
    @property
    def hand(self) -> tuple[GameObject, ...]:
        """This player's hand (a copy)."""
        return tuple(self._game.players[self.pid].hand)

    @property
    def battlefield(self) -> tuple[GameObject, ...]:
        """Permanents this player controls, in timestamp order (a copy)."""
        return tuple(self._game.players[self.pid].battlefield)

    @property
    def graveyard(self) -> tuple[GameObject, ...]:
        """This player's graveyard, bottom first (public, CR 404.2)."""
        return tuple(self._game.players[self.pid].graveyard)

    @property
    def exile(self) -> tuple[GameObject, ...]:
        """Cards this player owns in exile (face up: public, CR 406.3)."""
        return tuple(self._game.players[self.pid].exile)

    @property
    def life(self) -> int:
        """This player's life total."""
        return self._game.players[self.pid].life

    @property
    def poison(self) -> int:
        """This player's poison counters."""
        return self._game.players[self.pid].poison

    @property
    def library_size(self) -> int:
        """Number of cards in this player's library."""
        return len(self._game.players[self.pid].library)

    @property
    def turns_taken(self) -> int:
        """Turns this player has begun."""
        return self._game.players[self.pid].turns_taken

    @property
    def lands_played_turn(self) -> int:
        """Lands this player played this turn."""
        return self._game.players[self.pid].lands_played_turn

    @property
    def spells_cast_turn(self) -> int:
        """Spells this player cast this turn."""
        return self._game.players[self.pid].spells_cast_turn

    @property
    def mana_spent_turn(self) -> int:
        """Mana this player spent this turn."""
        return self._game.players[self.pid].mana_spent_turn

    @property
    def pool(self) -> tuple[int, ...]:
        """This player's mana pool (W U B R G C amounts)."""
        return tuple(self._game.players[self.pid].pool)

    @property
    def mulligans(self) -> int:
        """Mulligans this player took."""
        return self._game.players[self.pid].mulligans

    @property
    def cost_options(self) -> bool:
        """Whether this player's deck has cards with cost options (kicker, flashback...)."""
        return self._game.players[self.pid].cost_options

    def known_top(self) -> tuple[GameObject, ...]:
        """The top cards of this player's library it knows, top first.

        Cards it looked at and left on top (scry, surveil, Ponder, Brainstorm) stay known
        until they are drawn or the library is shuffled (CR 701.24).
        """
        p = self._game.players[self.pid]
        k = min(p.known_top, len(p.library))
        if k <= 0:
            return ()
        return tuple(p.library[-1 : -k - 1 : -1])

    # ------------------------------------------------------------------ the opponent
    @property
    def opponent_battlefield(self) -> tuple[GameObject, ...]:
        """Permanents the opponent controls (a copy)."""
        return tuple(self._game.players[1 - self.pid].battlefield)

    @property
    def opponent_graveyard(self) -> tuple[GameObject, ...]:
        """The opponent's graveyard (public)."""
        return tuple(self._game.players[1 - self.pid].graveyard)

    @property
    def opponent_exile(self) -> tuple[GameObject, ...]:
        """Cards the opponent owns in exile (public)."""
        return tuple(self._game.players[1 - self.pid].exile)

    @property
    def opponent_life(self) -> int:
        """The opponent's life total."""
        return self._game.players[1 - self.pid].life

    @property
    def opponent_poison(self) -> int:
        """The opponent's poison counters."""
        return self._game.players[1 - self.pid].poison

    @property
    def opponent_hand_size(self) -> int:
        """Number of cards in the opponent's hand (CR 402.3: the contents are hidden)."""
        return len(self._game.players[1 - self.pid].hand)

    @property
    def opponent_library_size(self) -> int:
        """Number of cards in the opponent's library."""
        return len(self._game.players[1 - self.pid].library)

    @property
    def opponent_turns_taken(self) -> int:
        """Turns the opponent has begun."""
        return self._game.players[1 - self.pid].turns_taken

    @property
    def opponent_mulligans(self) -> int:
        """Mulligans the opponent took (public: the hand size shows it)."""
        return self._game.players[1 - self.pid].mulligans

    # ------------------------------------------------------------------ shared zones
    @property
    def stack(self) -> tuple[StackItem, ...]:
        """Spells and abilities on the stack, bottom first (public, CR 405.1)."""
        return tuple(self._game.stack)

    @property
    def stack_size(self) -> int:
        """Number of spells and abilities on the stack."""
        return len(self._game.stack)

    @property
    def trigger_sources(self) -> tuple[GameObject, ...]:
        """Permanents on the battlefield (either side) with triggered abilities."""
        return tuple(self._game.trigger_sources)

    def pending_delayed(self) -> list[tuple[Any, ...]]:
        """The effects of this player's delayed triggers still waiting (CR 603.7)."""
        return [d[4] for d in self._game.delayed if d[5] == self.pid]

    @property
    def has_trigger_sources(self) -> bool:
        """Whether any permanent has triggered abilities (``trigger_sources`` without a copy)."""
        return bool(self._game.trigger_sources)

    def obj(self, oid: int) -> GameObject | None:
        """Return object ``oid`` if this player may see it, else ``None``.

        Visible: public zones, this player's hand, and the hidden cards the decision
        being answered shows it (searched or scried library cards, a revealed hand).
        """
        o = self._game.objects.get(oid)
        if o is None:
            return None
        z = o.zone
        if z is Zone.LIBRARY or (z is Zone.HAND and o.owner != self.pid):
            game = self._game
            owner = game.players[o.owner]
            if z is Zone.LIBRARY and owner.lands_from_top and owner.library[-1] is o:
                return o  # CR 401.5: played with the top card revealed (Courser of Kruphix)
            if (
                z is Zone.LIBRARY
                and o.owner == self.pid
                and owner.library[-1] is o
                and top_visible(game, self.pid)
            ):
                return o  # CR 401.5: "look at the top card any time" (engine.top_plays)
            d = game.asking
            if d is None or game.asking_pid != self.pid:
                return None
            if not _in_options(d.options, oid) and not (d.source == oid and d.kind == EXPLORE_MILL):
                return None  # (explore's card was revealed to all: CR 701.44a)
        return o

    # ------------------------------------------------------------------ engine queries
    def power(self, obj: GameObject) -> int:
        """Current power of a visible object."""
        return self._game.power(obj)

    def toughness(self, obj: GameObject) -> int:
        """Current toughness of a visible object."""
        return self._game.toughness(obj)

    def keywords(self, obj: GameObject) -> int:
        """Current keyword flags of a visible object."""
        return self._game.keywords(obj)

    def is_sick(self, obj: GameObject) -> bool:
        """CR 302.6: True when the creature can't attack or tap yet."""
        return is_sick(self._game, obj)

    def can_attack(self, obj: GameObject) -> bool:
        """CR 508.1a: an untapped creature, not summoning sick, without defender."""
        return can_attack(self._game, obj)

    def can_block(self, blocker: GameObject, attacker: GameObject) -> bool:
        """CR 509.1a-b: whether ``blocker`` could block ``attacker`` (evasion, tapped)."""
        return can_block(self._game, blocker, attacker)

    def mana_units(self, exclude: int = 0) -> list[ManaUnit]:
        """This player's untapped permanents with a ``{T}`` mana ability usable now (a new list)."""
        return mana_units(self._game, self.pid, exclude)

    @property
    def own_deck(self) -> tuple[Any, ...]:
        """The ``CardDef`` of every card of this player's own decklist (it knows its deck).

        A tuple made on first use and kept (the decklist does not change in a game).
        """
        deck = self._deck
        if not deck:
            deck = self._deck = tuple(self._game.decks[self.pid])
        return deck

    @property
    def hand_has_storm(self) -> bool:
        """Whether a card with storm (CR 702.40a) is in this player's hand."""
        return any(o.info.keywords & STORM for o in self._game.players[self.pid].hand)

    @property
    def has_modifiers(self) -> bool:
        """Whether a permanent changes costs or casting (``engine.modifiers``; public)."""
        return bool(self._game.modifier_sources)

    def spell_req(self, card: Any) -> Any:
        """The ``CostReq`` this player would pay for ``card`` now (CR 601.2f; public)."""
        return spell_req(self._game, self.pid, card, card_info(card))

    def spell_mana(self, card: Any) -> int:
        """The least mana this player would pay to cast ``card`` now (X = 0).

        Its mana cost after affinity and the cost changes on the battlefield (CR 601.2f,
        ``engine.modifiers``): public information only.
        """
        req = spell_req(self._game, self.pid, card, card_info(card))
        return int(req.min_mana)

    def opponent_mana_units(self) -> list[ManaUnit]:
        """The opponent's untapped mana sources (public: what it could pay now; a new list)."""
        return mana_units(self._game, 1 - self.pid)


def _in_options(options: Any, oid: int) -> bool:
    """Whether ``oid`` is an option, or part of a tuple option (a target group)."""
    for opt in options:
        if opt == oid:
            return True
        if isinstance(opt, tuple) and oid in opt:
            return True
    return False
