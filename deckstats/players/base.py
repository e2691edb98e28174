"""``BaseAgent``: a default answer for every decision kind; real agents override a few.

Played as it is (registry name ``passive``: it passes priority, so it never plays a land)
it is a test fixture, not a pilot: ``players.OFFERED`` does not list it.
"""

from __future__ import annotations

from typing import Any, Final

from mypy_extensions import mypyc_attr

from deckstats.engine import decisions as d
from deckstats.engine.actions import PASS
from deckstats.engine.decisions import Decision
from deckstats.engine.flags import RIOT
from deckstats.engine.modifiers import names_spells
from deckstats.engine.named_moves import enters_again
from deckstats.engine.types import Rng, Step, Zone
from deckstats.engine.view import PlayerView
from deckstats.players.evaluate import card_value
from deckstats.players.mulligan import DEFAULT_POLICY, MulliganPolicy
from deckstats.players.value_riders import keeps_revealing

#: At or below this many cards in the library an explored card is never milled.
_EXPLORE_KEEP_LIBRARY: Final = 10


@mypyc_attr(allow_interpreted_subclasses=True)
class BaseAgent:
    """Answers every decision legally and simply (passes priority, keeps, blocks nothing).

    Subclasses override ``on_<kind>`` methods; ``decide`` dispatches on the kind.
    """

    name = "passive"
    acts_only_in_main = False
    #: When True the engine asks ``PAYMENT`` decisions (which sources pay a cost) if
    #: materially different payments exist; False keeps the automatic payer (no cost).
    chooses_payment = False

    def __init__(self, mulligan: MulliganPolicy = DEFAULT_POLICY) -> None:
        self.mulligan_policy = mulligan

    def decide(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Answer ``decision`` (the Agent protocol: ARCHITECTURE.md, Decisions)."""
        fn = getattr(self, "on_" + decision.kind, None)
        if fn is None:
            return self.default(view, decision, rng)
        return fn(view, decision, rng)

    def default(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """A legal answer to anything: the first option, or the smallest subset."""
        if decision.pick_one:
            return decision.options[0]
        return tuple(decision.options[: decision.min_n])

    # -- defaults per kind -----------------------------------------------------------
    def on_priority(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Pass priority."""
        return PASS

    def on_mulligan(self, view: PlayerView, decision: Decision, rng: Rng) -> bool:
        """Keep or mulligan per the mulligan policy (CR 103.5)."""
        return self.mulligan_policy.keep([o.card for o in view.hand], decision.amount)

    def on_bottom(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[int, ...]:
        """Bottom the cards the mulligan policy likes least."""
        hand = view.hand
        idx = self.mulligan_policy.bottom([o.card for o in hand], decision.min_n)
        return tuple(hand[i].oid for i in idx)

    def on_attackers(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Attack with everything when the opponent has no untapped creature; else nothing."""
        if any(o.info.is_creature and not o.tapped for o in view.opponent_battlefield):
            return ()
        return tuple(oid for oid in decision.options if view.power(view.obj(oid)) > 0)  # type: ignore[arg-type]

    def on_blockers(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Block nothing."""
        return ()

    def on_discard(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Discard the most expensive cards (lands last if few)."""
        objs = [view.obj(i) for i in decision.options]
        order = sorted(
            range(len(objs)),
            key=lambda i: -(objs[i].card.mana_value if objs[i] is not None else 0),  # type: ignore[union-attr]
        )
        return tuple(decision.options[i] for i in order[: decision.min_n])

    def on_mulligan_scry(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Vancouver's scry 1: bottom the top card when the mulligan policy says so."""
        top = view.obj(decision.options[0])
        if top is None or not self.mulligan_policy.scry_bottom(
            [o.card for o in view.hand], top.card
        ):
            return ()
        return (top.oid,)

    def on_scry(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Keep everything on top."""
        return ()

    def on_surveil(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Keep everything on top."""
        return ()

    def on_fateseal(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Bottom the opponent's nonland cards (their spells), keep their lands on top."""
        objs = [view.obj(i) for i in decision.options]
        return tuple(o.oid for o in objs if o is not None and not o.info.is_land)

    def on_copy(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Copy the biggest permanent (mana value, then power); CR 707.9 (``engine.clones``)."""
        objs = [view.obj(i) for i in decision.options]
        seen = [(o.card.mana_value, o.card.power or 0, -k) for k, o in enumerate(objs) if o]
        if not seen:
            return ()
        return (decision.options[-max(seen)[2]],)

    def on_search(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Take as many as allowed, the best first (CR 701.23, a wish CR 400.11).

        A tutor takes what the deck can use: cards castable by next turn before the others,
        then the most valuable (``evaluate.card_value``), never the first name in the list.
        """
        objs = [view.obj(i) for i in decision.options]
        if not objs or any(o is None for o in objs):
            return tuple(decision.options[: decision.max_n])
        mana = 1 + sum(1 for o in view.battlefield if o.info.is_land)
        ranked = sorted(
            range(len(objs)),
            key=lambda k: (_search_rank(objs[k], mana), k),
        )
        return tuple(decision.options[k] for k in ranked[: decision.max_n])

    def on_dig(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Take as many as allowed."""
        return tuple(decision.options[: decision.max_n])

    def on_sacrifice(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Sacrifice the first eligible permanents; pitch the cheapest cards from hand.

        A pitch cost (CR 118.9: Force of Will's "exile a blue card from your hand") asks
        with cards in hand as options: the least costly ones go, other copies of the spell
        being cast last.
        """
        hand = {o.oid: o for o in view.hand}
        if decision.options and all(oid in hand for oid in decision.options):
            src = view.obj(decision.source) if decision.source else None
            name = src.card.name if src is not None else ""

            def weight(oid: int) -> tuple[bool, int]:
                """Sort key: other cards before copies of the spell, cheapest first."""
                card = hand[oid].card
                return (card.name == name, card.mana_value)

            return tuple(sorted(decision.options, key=weight)[: decision.min_n])
        objs = [view.obj(oid) for oid in decision.options]
        if objs and all(o is not None and o.info.is_land for o in objs):
            # Fireblast's two Mountains: tapped ones first, their mana is already spent
            order = sorted(range(len(objs)), key=lambda k: (not objs[k].tapped, k))  # type: ignore[union-attr]
            return tuple(decision.options[k] for k in order[: decision.min_n])
        return tuple(decision.options[: decision.min_n])

    def on_put_back(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Put back the cards discarding would lose (the most expensive; CR 401.4 order)."""
        return self.on_discard(view, decision, rng)

    def on_order(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Keep the looked-at cards in their order."""
        return tuple(decision.options)

    def on_shuffle(self, view: PlayerView, decision: Decision, rng: Rng) -> bool:
        """Do not shuffle."""
        return False

    def on_may(self, view: PlayerView, decision: Decision, rng: Rng) -> bool:
        """Do optional effects (Ad Nauseam's next card only above a life floor).

        CR 702.136a: a riot creature entering on its controller's turn before attackers
        are declared takes haste, otherwise the +1/+1 counter.
        """
        src = view.obj(decision.source)
        if src is not None and src.zone is Zone.BATTLEFIELD and view.keywords(src) & RIOT:
            return view.active == view.pid and view.step < Step.DECLARE_ATTACKERS
        again = keeps_revealing(view, decision.source)
        return True if again is None else again

    def on_explore_mill(self, view: PlayerView, decision: Decision, rng: Rng) -> bool:
        """Explore revealed a nonland card (CR 701.44a): mill it, or keep it as the next draw.

        Kept unless it is a card we do not want next: a second copy of a legendary permanent
        we control (CR 704.5j), or a spell our lands cannot pay for by next turn. Near the
        end of the library it is always kept (an empty library loses at the next draw, CR
        704.5b); so a creature exploring again and again (Amalia Benavides Aguirre with
        Wildgrowth Walker) reveals the same card again instead of milling the library away.
        """
        top = view.obj(decision.source)
        if top is None or view.library_size <= _EXPLORE_KEEP_LIBRARY:
            return False
        info = top.info
        if info.is_legendary and any(o.card.name == top.card.name for o in view.battlefield):
            return True
        lands = sum(1 for o in view.battlefield if o.info.is_land)
        in_hand = any(o.info.is_land for o in view.hand)
        return info.mana_value > lands + (1 if in_hand else 0) + 1

    def on_pay_life(self, view: PlayerView, decision: Decision, rng: Rng) -> bool:
        """Pay life for an untapped land while above 10 life."""
        return view.life > 10

    def on_pay_unless(self, view: PlayerView, decision: Decision, rng: Rng) -> bool:
        """Pay to keep a spell."""
        return True

    def on_color(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Take the first colour."""
        return decision.options[0]

    def on_damage_assignment(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """The automatic division of combat damage (``options[0]``; CR 510.1c-d, 702.19b).

        Lethal damage to each blocker in declaration order, the rest to the player with
        trample, else to the last blocker.
        """
        return decision.options[0]

    def on_flicker(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Exile until the end step the nontoken permanents whose enters abilities matter.

        Yorion, Sky Nomad (``engine.named_moves.FLICKER``): a token would cease to exist
        (CR 111.7); a permanent without a "When ~ enters" ability only loses a turn.
        """
        out = []
        for oid in decision.options:
            o = view.obj(oid)
            if o is not None and not o.is_token and enters_again(o.card):
                out.append(oid)
        return tuple(out)

    def on_legend(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Keep the newest legendary permanent (the highest timestamp; CR 704.5j)."""
        best = decision.options[0]
        best_ts = -1
        for oid in decision.options:
            o = view.obj(oid)
            if o is not None and o.timestamp >= best_ts:
                best, best_ts = oid, o.timestamp
        return best

    def on_card_name(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """Name the opponent's card whose activated abilities matter most (CR 607.2d).

        Reads public zones only (the view): per visible copy of the opponent's, a
        planeswalker scores 3, a non-mana activated ability 2, a mana ability 1; copies
        of its own count against a name (never lock your own cards first). For a lock on
        spells (Meddling Mage), each seen nonland copy scores 1.
        """
        src = view.obj(decision.source) if decision.source else None
        spells = src is not None and names_spells(src.card)
        value = _spell_value if spells else _lock_value  # Meddling Mage: spells seen
        scores: dict[str, int] = {}
        for o in (*view.opponent_battlefield, *view.opponent_graveyard, *view.opponent_exile):
            scores[o.card.name] = scores.get(o.card.name, 0) + value(o)
        for o in (*view.battlefield, *view.graveyard, *view.exile):
            scores[o.card.name] = scores.get(o.card.name, 0) - value(o)
        best = decision.options[0]
        best_score = scores.get(best, 0)
        for name in decision.options:
            if scores.get(name, 0) > best_score:
                best, best_score = name, scores.get(name, 0)
        return best

    def on_payment(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """The automatic payer's choice (``options[0]``; CR 601.2g-h)."""
        return decision.options[0]

    def on_madness(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """CR 702.35a: cast the discarded card for its madness cost, at targets that suit it.

        The option the goldfish targeting likes best (burn at the opponent's face, nothing
        of ours harmed); ``PASS`` (to the graveyard) when every option harms us.
        """
        from deckstats.players.goldfish_targets import goldfish_best_targets

        casts = [a for a in decision.options if a is not PASS]
        best = goldfish_best_targets(view, casts)
        return best if best is not None else PASS

    def on_miracle(self, view: PlayerView, decision: Decision, rng: Rng) -> Any:
        """CR 702.94a: cast the revealed card for its miracle cost, as for madness."""
        return self.on_madness(view, decision, rng)


class InertAgent(BaseAgent):
    """The goldfish opponent: does nothing (the engine never asks it in goldfish games)."""

    name = "inert"
    acts_only_in_main = True

    def on_attackers(self, view: PlayerView, decision: Decision, rng: Rng) -> tuple[Any, ...]:
        """Never attack."""
        return ()

    def on_mulligan(self, view: PlayerView, decision: Decision, rng: Rng) -> bool:
        """Always keep."""
        return True


_ = d


def _search_rank(obj: Any, mana: int) -> tuple[bool, float]:
    """Sort key of a searched card: castable by next turn first, then by value."""
    card = obj.card
    return (card.mana_value > mana, -card_value(card))


def _lock_value(obj: Any) -> int:
    """How much locking ``obj``'s activated abilities hurts its controller (a heuristic)."""
    info = obj.info
    if not info.abilities:
        return 0
    if info.is_planeswalker:
        return 3
    return 2 if info.other_abilities else 1


def _spell_value(obj: Any) -> int:
    """A seen nonland card of the opponent's is worth naming for a spell lock (a heuristic)."""
    return 0 if obj.info.is_land else 1
