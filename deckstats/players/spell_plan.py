"""The goldfish's spell plan: which spells to cast this main phase, in which order.

``SpellPlanner.next_spell`` returns the next cast of the plan, recomputing the plan
when the game moved on. A plan is a payable multiset of the castable spells
(``mana_plan.feasible``) that wastes no mana (no castable spell is left over),
chosen by lethal first, then long-term value (creatures early: they deal damage over
more turns), then mana spent. Cost options are planned as variant cards
(``FACTS.variant``): alternative costs, flashback and kicker as other casts, suspend
as a cheap card that deals its damage next turn; cost reductions as cheaper cards
(``FACTS.priced``). Costs paid with lands, life or cards are used only when the spell
kills. A spectacle cost (CR 702.137a) not yet allowed this turn is planned after a spell
that deals damage to the opponent first (Lightning Bolt, then Skewer the Critics for
{R}), so the plan never pays the full price while holding the burn that enables the
cheaper one.
The choice among the payable plans and their casting order are ``players.plan_choice``.

Layer: players.
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards.costs import SPECTACLE, AlternativeCost
from deckstats.cards.model import CardDef, Keyword
from deckstats.engine.actions import CastSpell, HandAction
from deckstats.engine.memo import IdMemo
from deckstats.engine.state import GameObject
from deckstats.engine.types import Zone
from deckstats.engine.view import PlayerView
from deckstats.players.board import seen
from deckstats.players.evaluate import face_damage
from deckstats.players.facts import FACTS
from deckstats.players.goldfish_targets import goldfish_best_targets
from deckstats.players.guards import loss_ok
from deckstats.players.mana_plan import feasible, hand_spells
from deckstats.players.plan_choice import (
    _best_plan,
    _board,
    _caps,
    _cast_order,
    _damage_first,
    _drop_idle_buffs,
    _idle_buff,
    _scores,
)

_IMPROVISE: Final = int(Keyword.IMPROVISE)
_DELVE: Final = int(Keyword.DELVE)
_CHEAPER: Final = int(Keyword.AFFINITY) | int(Keyword.IMPROVISE) | int(Keyword.DELVE)


def priced(view: PlayerView, card: CardDef) -> CardDef:
    """The card with the generic mana it costs now, when that is less than printed.

    Cost reductions (Ruby Medallion, affinity, "for each artifact you control"; CR 601.2f)
    improvise's untapped artifacts (CR 702.126a, counted as generic mana) and delve's
    graveyard cards (CR 702.66a: each pays for {1}) make a cheaper variant the planner
    can cast (cached by card and generic amount).
    """
    cost = card.cost
    if cost is None:
        return card
    generic = int(view.spell_req(card).generic)
    if card.keywords & _IMPROVISE:
        units = view.mana_units()
        spare = sum(
            1 for o in view.battlefield if o.info.types & 1 and not o.tapped and o not in units
        )
        generic = max(0, generic - spare)
    if card.keywords & _DELVE:
        generic = max(0, generic - len(view.graveyard))
    printed = cost.generic
    if generic >= printed:
        return card
    return FACTS.priced(card, generic)


def copies(view: PlayerView, card: CardDef) -> int:
    """Copies of ``card`` the player could use: in hand, else one (a graveyard card)."""
    return max(1, sum(1 for o in view.hand if o.card is card))


def non_mana_alt(card: CardDef, alt: int) -> bool:
    """Whether cost option ``alt`` spends something besides mana (lands, life, cards)."""
    opt = card.costs[alt - 1] if 0 < alt <= len(card.costs) else None
    return isinstance(opt, AlternativeCost) and bool(
        opt.sacrifice or opt.life or opt.exile_from_hand or opt.return_to_hand
    )


def spectacle_alt(card: CardDef) -> int:
    """The cost option number (``CastSpell.alt``) of the card's spectacle cost, 0 if none."""
    return _SPECTACLE_ALT.get(card)


def _spectacle_alt(card: CardDef) -> int:
    """``spectacle_alt`` computed (once per card: ``_SPECTACLE_ALT``)."""
    for i, opt in enumerate(card.costs):
        if isinstance(opt, AlternativeCost) and opt.condition == SPECTACLE:
            return i + 1
    return 0


_SPECTACLE_ALT: Final = IdMemo(_spectacle_alt)


class SpellPlanner:
    """The goldfish's plan for this main phase and the cost variants it is made of."""

    def __init__(self) -> None:
        self.plan: list[int] = []
        self.plan_key: tuple[int, ...] = ()
        #: Card id -> the cast chosen for it (targets, modes) when the plan was made.
        self.choice: dict[int, Any] = {}
        #: Cost-option variants offered this decision: id -> (card, copies).
        self.extra: dict[int, tuple[CardDef, int]] = {}
        #: Variants whose damage comes on a later turn (suspend).
        self.delayed: set[int] = set()
        #: Variant id -> id of the card in hand it is a way to cast (they share copies).
        self.base: dict[int, int] = {}
        #: Variants castable only once the opponent lost life this turn (spectacle).
        self.after_damage: set[int] = set()

    def reset(self) -> None:
        """Forget the plan (a new game)."""
        self.plan = []
        self.plan_key = ()

    def _offer(self, view: PlayerView, obj: GameObject, base: CardDef, c: CardDef) -> None:
        """Offer variant ``c`` of ``base`` (sharing its copies when it is in hand)."""
        if id(c) not in self.extra:
            self.extra[id(c)] = (c, copies(view, base))
            if obj.zone is Zone.HAND:
                self.base[id(c)] = id(base)

    def _options(
        self, view: PlayerView, casts: list[CastSpell], suspends: list[HandAction] | None
    ) -> dict[int, list[Any]]:
        """The castable options by card id, each cost option as its variant card."""
        by_card: dict[int, list[Any]] = {}
        self.extra.clear()
        self.delayed.clear()
        self.base.clear()
        self.after_damage.clear()
        # Only a permanent that changes costs, or the card's own reduction (Ghalta's
        # "costs {X} less", affinity, improvise, delve), makes a card cheaper than printed:
        # without a modifier on the battlefield, a card with neither is not repriced.
        modifiers = view.has_modifiers
        objs = [seen(view, a.oid) for a in casts]
        for a, obj in zip(casts, objs, strict=True):
            c = obj.card
            discounts = modifiers or obj.info.self_mods or obj.info.keywords & _CHEAPER
            if discounts and not (a.alt or a.kicks or a.face):
                # CR 601.2f, 702.41a, 702.126a: plan with the price it costs now.
                pc = priced(view, c)
                if pc is not c:
                    self._offer(view, obj, c, pc)
                    by_card.setdefault(id(pc), []).append(a)
            if a.alt or a.kicks:
                if a.alt and non_mana_alt(c, a.alt) and face_damage(c.spell) < view.opponent_life:
                    continue
                base = c
                c = FACTS.variant(base, a.alt, a.kicks)
                self._offer(view, obj, base, c)
            by_card.setdefault(id(c), []).append(a)
        self._spectacle_later(view, casts, objs, by_card)
        for h in suspends or ():
            base = seen(view, h.oid).card
            c = FACTS.variant(base, h.index + 1, 0, suspend=True)
            self.extra[id(c)] = (c, copies(view, base))
            self.delayed.add(id(c))
            self.base[id(c)] = id(base)
            by_card.setdefault(id(c), []).append(h)
        return by_card

    def _spectacle_later(
        self,
        view: PlayerView,
        casts: list[CastSpell],
        objs: list[GameObject],
        by_card: dict[int, list[Any]],
    ) -> None:
        """Offer the spectacle cost of hand cards not yet allowed to use it (CR 702.137a).

        The variant is planned as castable after a damage spell (``after_damage``); its
        placeholder option is the full-price cast (for targets), never cast as such.
        ``objs`` are the objects of ``casts``, in order.
        """
        offered = {(a.oid, a.alt) for a in casts if a.alt}
        for a, obj in zip(casts, objs, strict=True):
            if a.alt or a.kicks or a.face:
                continue
            c = obj.card
            alt = spectacle_alt(c) if obj.zone is Zone.HAND else 0  # 0 without costs
            if alt and (a.oid, alt) not in offered:
                v = FACTS.variant(c, alt, 0)
                self._offer(view, obj, c, v)
                self.after_damage.add(id(v))
                by_card.setdefault(id(v), []).append(a)

    def next_spell(
        self, view: PlayerView, casts: list[CastSpell], suspends: list[HandAction] | None = None
    ) -> Any:
        """Return the next spell of this main phase's plan (recomputed when state changed)."""
        key = (
            view.game_key,
            view.turn,
            int(view.step),
            view.spells_cast_turn,
            len(view.hand),
        )
        by_card = self._options(view, casts, suspends)
        if key == self.plan_key and self.plan:
            cid = self.plan.pop(0)
            acts = by_card.get(cid)
            if acts and cid not in self.after_damage:
                self.plan_key = (key[0], key[1], key[2], key[3] + 1, key[4] - 1)
                return _pick(view, acts)
        plan = self.make_plan(view, by_card)
        if not plan:
            self.plan = []
            return None
        cid = plan[0]
        if cid in self.after_damage:
            self.plan = []
            return None  # (not reached: a damage spell is always planned first)
        self.plan = plan[1:]
        self.plan_key = (key[0], key[1], key[2], key[3] + 1, key[4] - 1)
        return self.choice[cid]

    def _castable(
        self, view: PlayerView, by_card: dict[int, list[Any]]
    ) -> list[tuple[CardDef, int]]:
        """The spells with an option worth casting (sensible targets); records the choice."""
        spells_all = hand_spells(view)
        if self.extra:
            spells_all = spells_all + list(self.extra.values())
        spells = []
        choice = self.choice
        choice.clear()
        for c, n in spells_all:
            acts = by_card.get(id(c))
            if not acts:
                continue
            best_act = _pick(view, acts)
            if best_act is None:
                continue
            choice[id(c)] = best_act
            spells.append((c, n))
        return spells

    def make_plan(self, view: PlayerView, by_card: dict[int, list[Any]]) -> list[int]:
        """The best plan for the castable options, as card ids in casting order."""
        spells = self._castable(view, by_card)
        if not spells:
            return []
        board: tuple[Any, ...] | None = None  # board facts, computed only when needed
        # A buff that adds no damage now (no attacker, or after combat) and none later
        # (a one-shot pump, a keyword-only pump): keep the card for a turn it does.
        if any(_idle_buff(FACTS.stats(c)) for c, _ in spells):
            board = _board(view)
            spells = _drop_idle_buffs(spells, board[3], board[4])
            if not spells:
                return []
        order = (
            _damage_first(spells, self.after_damage, self.delayed) if self.after_damage else None
        )
        if order is not None and order[0] and not order[1]:
            # Nothing deals damage first: the spectacle variants are not castable.
            spells = [sp for i, sp in enumerate(spells) if i not in order[0]]
            order = None
            if not spells:
                return []
        plans = feasible(view, view.mana_units(), spells, None)
        if len(plans) <= 2:
            # One castable spell (or none): nothing to choose.
            best_one = max(plans, key=sum)
            return [id(spells[i][0]) for i, k in enumerate(best_one) for _ in range(k)]
        if board is None:
            board = _board(view)
        precombat, attackers, blockers = board[0], board[1], board[2]
        base = sum(max(view.power(o), 0) for o in attackers) if precombat and not blockers else 0
        stats = _scores(view, spells, board, self.delayed)
        caps = _caps(spells, self.base)
        best_plan = _best_plan(
            plans, spells, stats, caps, base, view.opponent_life, order or ([], [])
        )
        return _cast_order(spells, best_plan, self.after_damage)


def _pick(view: PlayerView, acts: list[Any]) -> Any:
    """The cast to use among a card's options: the only one, or the best-targeted."""
    if type(acts[0]) is HandAction:
        return acts[0]
    if len(acts) == 1 and not acts[0].targets:
        return acts[0] if loss_ok(view, acts[0]) else None
    return goldfish_best_targets(view, acts)


__all__ = ["SpellPlanner", "copies", "non_mana_alt", "priced", "spectacle_alt"]
