"""The goldfish player: plays to kill an opponent who does nothing, as fast as it can.

Each main phase it plays the land that best enables this turn's and next turn's spells,
cracks fetch lands, then casts the set of spells that wastes no mana (no castable spell
is left over), preferring creatures early because they deal damage over more turns,
unless burn to the face plus this turn's attack is lethal (then it finds the lethal
line). Burn goes at the opponent's face. It attacks with everything when the opponent
has no untapped creatures. It acts only in its own main phases (``acts_only_in_main``).

``GoldfishAgent`` reads like a table of contents of the modules that decide:

- ``players.lands``: which land to play, search for, or pay life for;
- ``players.spell_plan`` (with ``players.mana_plan``): which spells, in which order;
- ``players.storm``: storm turns (rituals, then the storm card);
- ``players.abilities``: activated abilities, cycling, cascade;
- ``players.goldfish_targets``: targets; ``players.guards``: casts that would lose the game;
- ``players.facts``: per-card facts computed once per card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from mypy_extensions import mypyc_attr

from deckstats.cards import effects as fx
from deckstats.cards.costs import Suspend
from deckstats.cards.model import CardDef
from deckstats.engine.actions import PASS, ActivateAbility, CastSpell, HandAction, PlayLand
from deckstats.engine.decisions import Decision
from deckstats.engine.types import Rng, Step, Zone
from deckstats.engine.view import PlayerView
from deckstats.players.abilities import (
    CASCADE,
    cycle_choice,
    fetch,
    hold_cascade,
    one_shot_mana,
    useful_ability,
)
from deckstats.players.base import BaseAgent
from deckstats.players.board import seen
from deckstats.players.goldfish_targets import goldfish_best_option
from deckstats.players.guards import self_lethal, wasted_cast
from deckstats.players.lands import choose_land, pay_life_ok, search_order
from deckstats.players.mana_plan import color_need, their_color
from deckstats.players.mulligan import DEFAULT_POLICY, MulliganPolicy
from deckstats.players.sacrifice_costs import sacrifices_permanents
from deckstats.players.spell_plan import SpellPlanner
from deckstats.players.storm import HOLD, held, storm_action, storm_deck

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
GraveyardSwap: Final = fx.GraveyardSwap


def _against_a_color(card: CardDef) -> bool:
    """Whether a chosen colour is one to stop (Iona's ban; Story Circle's shields, CR 607.2d)."""
    if any(getattr(m, "chosen_color", False) for m in card.modifiers):
        return True
    return any(getattr(e, "chosen_color", False) for ab in card.abilities for e in ab.effect)


def _is_suspend(view: PlayerView, a: HandAction) -> bool:
    """Whether a ``HandAction`` suspends its card (rather than cycling it)."""
    return isinstance(seen(view, a.oid).card.costs[a.index], Suspend)


def _distinct_runs(cards: Sequence[CardDef]) -> list[CardDef]:
    """``cards`` without the repeats of a run of copies (a decklist lists copies together).

    The same cards for any "does the deck have ..." question, a quarter of the lookups.
    """
    out: list[CardDef] = []
    prev: CardDef | None = None
    for c in cards:
        if c is not prev:
            out.append(c)
            prev = c
    return out


def _not_wasted(view: PlayerView, casts: list[CastSpell]) -> list[CastSpell]:
    """The casts ``guards.wasted_cast`` keeps, asked once per card, X and face.

    Its verdict reads only those of the action (not the targets): a spell's options
    differ mostly by target (a pump spell, one option per creature).
    """
    verdicts: dict[tuple[int, int, int], bool] = {}
    out: list[CastSpell] = []
    for a in casts:
        key = (a.oid, a.x, a.face)
        wasted = verdicts.get(key)
        if wasted is None:
            wasted = verdicts[key] = wasted_cast(view, a)
        if not wasted:
            out.append(a)
    return out


@mypyc_attr(allow_interpreted_subclasses=True)
class GoldfishAgent(BaseAgent):
    """Fast-kill heuristic player (``get_agent("goldfish")``)."""

    name = "goldfish"
    acts_only_in_main = True
    #: Engine speed hint (``Agent``): with a land play available it plays a land
    #: (``choose_land`` reads only the land plays), so the engine offers only those.
    plays_land_first = True

    def __init__(self, mulligan: MulliganPolicy = DEFAULT_POLICY) -> None:
        super().__init__(mulligan)
        self._used: set[tuple[int, int, int]] = set()
        #: The view of the game being played (one view per player per game): a new one
        #: means a new game. Holding it keeps ``view.game_key`` unique while it is used.
        self._view: Any = None
        #: This main phase's spell plan (``players.spell_plan``).
        self.spells = SpellPlanner()
        self._looked: list[CardDef] = []
        #: Whether the deck has a storm card (``players.storm`` plans its turns).
        self._storm = False

    # ------------------------------------------------------------------ priority
    def on_priority(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Land, fetch, the best spell plan, useful abilities, then pass.

        Outside its own main phases with an empty stack it always passes, without using
        ``rng``: that is the ``acts_only_in_main`` promise, so the engine's speed hint of
        not asking it there changes no game.
        """
        step = view.step
        if (
            view.active != view.pid
            or view.stack_size
            or (step is not Step.PRECOMBAT_MAIN and step is not Step.POSTCOMBAT_MAIN)
        ):
            return PASS
        if self._view is not view:
            # A reused agent starts each game afresh (object ids repeat across games).
            self._view = view
            self._used.clear()
            self.spells.reset()
            self._storm = storm_deck(_distinct_runs(view.own_deck))
        options = decision.options
        lands = [a for a in options if type(a) is PlayLand]
        if lands:
            return self.choose_land(view, lands)
        # Main faces only: the planner costs a card by its main face.
        casts = [
            a
            for a in options
            if type(a) is CastSpell and not a.face and not sacrifices_permanents(view, a)
        ]
        acts = [a for a in options if type(a) is ActivateAbility]
        action = self._mana_first(view, casts, acts)
        if action is not None:
            return action
        hand_acts = [a for a in options if type(a) is HandAction] if view.cost_options else []
        action = self._spell(view, casts, hand_acts)
        if action is not None:
            return action
        if hand_acts and (step is Step.POSTCOMBAT_MAIN or hold_cascade(view)):
            cycle = cycle_choice(view, hand_acts)
            if cycle is not None:
                return cycle
        ability = useful_ability(view, acts, self._used)
        return ability if ability is not None else PASS

    def _mana_first(
        self, view: PlayerView, casts: list[CastSpell], acts: list[ActivateAbility]
    ) -> Any:
        """What comes before the plan: a fetch land, a storm turn, a one-shot mana source.

        Narrows ``casts`` in place: no cascade spell while Living End waits for creatures
        in the graveyard, no ritual or storm card while a storm turn is held.
        """
        cracked = fetch(view, acts)
        if cracked is not None:
            return cracked  # crack fetch lands at once: the land can be used this turn
        if casts and hold_cascade(view):
            # Cascade into Living End only with creatures in the graveyard: cycle first.
            casts[:] = [a for a in casts if not seen(view, a.oid).info.keywords & CASCADE]
        if casts and self._storm:
            storm = storm_action(view, casts)  # CR 702.40a: rituals, then the storm card
            if storm is HOLD:
                casts[:] = [a for a in casts if not held(view, seen(view, a.oid))]
            elif storm is not None:
                return storm
        if acts:
            return one_shot_mana(view, acts)  # a Treasure / Lotus Petal that lets more be cast
        return None

    def _spell(self, view: PlayerView, casts: list[CastSpell], hand_acts: list[HandAction]) -> Any:
        """The plan's next cast or suspend, unless its cast triggers would kill us."""
        suspends = [a for a in hand_acts if _is_suspend(view, a)]
        casts = _not_wasted(view, casts)  # X=0 Ballista, into a Chalice
        if not (casts or suspends):
            return None
        action = self.next_spell(view, casts, suspends)
        if action is not None and not (
            view.has_trigger_sources and type(action) is CastSpell and self_lethal(view, action)
        ):
            return action
        return None

    def next_spell(
        self, view: PlayerView, casts: list[CastSpell], suspends: list[HandAction] | None = None
    ) -> Any:
        """Return the next spell of this main phase's plan (``SpellPlanner.next_spell``)."""
        return self.spells.next_spell(view, casts, suspends)

    def on_color(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """CR 106.1a: the colour the spells in hand need most beyond the untapped sources."""
        opts = decision.options
        if len(opts) < 2:
            return opts[0]
        src = view.obj(decision.source)
        if src is not None and _against_a_color(src.card):
            return their_color(view, opts)  # Iona, Story Circle: the colour the opponent shows
        return color_need(view, opts)

    def on_may(self, view: PlayerView, decision: Decision, rng: Rng) -> bool:
        """Cast a card from suspend (CR 702.62a) unless its cast triggers would kill us."""
        src = view.obj(decision.source)
        if src is not None and any(isinstance(e, GraveyardSwap) for e in src.card.spell):
            # Living End (cascade, suspend): only when it brings back more than it kills.
            mine = sum(o.card.power or 0 for o in view.graveyard if o.info.is_creature)
            board = sum(view.power(o) for o in view.battlefield if o.info.is_creature)
            return mine > board
        if src is not None and src.suspended and view.has_trigger_sources:
            return not self_lethal(view, CastSpell(src.oid))
        return super().on_may(view, decision, rng)

    def on_targets(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Targets for a spell cast without paying (suspend): the best-scoring option."""
        src = view.obj(decision.source)
        if src is None or not (src.suspended or src.zone is Zone.STACK or src.zone is Zone.EXILE):
            return self.default(view, decision, rng)
        # suspend, cascade, or a storm copy (CR 702.40a): the spell's own effects
        return goldfish_best_option(view, src.info.spell, decision.options)

    # ------------------------------------------------------------------ lands
    def choose_land(self, view: PlayerView, lands: list[PlayLand]) -> PlayLand:
        """Pick the land that maximises mana spent now, then next turn, then saves life."""
        return choose_land(view, lands)

    def on_search(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Searching for lands: the one adding a colour the hand needs, else a basic."""
        objs = [seen(view, i) for i in decision.options]
        if not objs or not all(o.info.is_land for o in objs):
            return super().on_search(view, decision, rng)
        order = search_order(view, objs)
        return tuple(decision.options[i] for i in order[: decision.max_n])

    def on_pay_life(self, view: PlayerView, decision: Decision, rng: Rng) -> bool:
        """Shock lands: pay only when the mana lets more be spent this turn."""
        return pay_life_ok(view, decision)

    # ------------------------------------------------------------------ card selection
    def _usefulness(self, view: PlayerView, card: CardDef) -> int:
        """2: a land the hand needs; 1: a spell castable soon; 0: neither (Ponder, Brainstorm)."""
        lands = sum(1 for o in view.battlefield if o.info.is_land)
        lands += sum(1 for o in view.hand if o.info.is_land)
        top = max((o.card.mana_value for o in view.hand if not o.info.is_land), default=1)
        if card.is_land:
            return 2 if lands < max(3, top) else 0
        return 1 if card.mana_value <= lands + 1 else 0

    def on_order(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """The most useful card on top; remember them for the shuffle choice."""
        ranked = sorted(decision.options, key=lambda i: -self._usefulness(view, seen(view, i).card))
        self._looked = [seen(view, i).card for i in ranked]
        return tuple(ranked)

    def on_shuffle(self, view: PlayerView, decision: Decision, rng: Rng) -> bool:
        """Shuffle when none of the looked-at cards is useful (Ponder)."""
        looked = self._looked
        self._looked = []
        return bool(looked) and all(self._usefulness(view, c) == 0 for c in looked)

    def on_put_back(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Put back the least useful cards, the better of them last (on top)."""

        def key(i: int) -> tuple[int, int]:
            """Least useful first; among equals the most expensive first."""
            card = seen(view, i).card
            return (self._usefulness(view, card), -card.mana_value)

        return tuple(sorted(decision.options, key=key)[: decision.min_n])


__all__ = ["GoldfishAgent"]
