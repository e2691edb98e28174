"""Choosing among the goldfish's payable spell plans, and the order to cast the chosen one.

``players.spell_plan`` lists the payable plans (multisets of castable spells); this
module scores them. Each spell gets three numbers (``_scores``): the damage it deals
this turn (a hasty creature's attack, burn, a pump on an attacker, prowess triggers on
the creatures that attack, CR 702.108a), its value over the turns the race still lasts,
and its mana value. ``_best_plan`` keeps the plans that leave no castable spell behind,
cast no card more often than its copies allow (``over_cap``) and put a damage spell
before a spectacle cast (CR 702.137a); lethal wins, then value, then mana spent.
``_cast_order`` casts creatures first, spectacle casts last. A buff that adds no damage
this turn and none later is kept in hand for a turn it does (``_drop_idle_buffs``).

Layer: players (card numbers from ``players.facts``).
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards.model import CardDef, Keyword
from deckstats.engine.info import card_info
from deckstats.engine.state import GameObject
from deckstats.engine.types import Step
from deckstats.engine.view import PlayerView
from deckstats.players.facts import FACTS

_PROWESS: Final = int(Keyword.PROWESS)


def over_cap(counts: tuple[int, ...], caps: list[tuple[list[int], int]]) -> bool:
    """Whether a plan casts one card more often than its copies (over its ways to cast it)."""
    return any(sum(counts[i] for i in idxs) > cap for idxs, cap in caps)


def _damage_first(
    spells: list[tuple[CardDef, int]], after: set[int], delayed: set[int]
) -> tuple[list[int], list[int]]:
    """(indexes of spells castable only after damage, of spells dealing damage now).

    A spell "deals damage now" when it is a noncreature spell with face damage that is
    not suspended and not itself waiting for damage.
    """
    need: list[int] = []
    burn: list[int] = []
    for i, (c, _n) in enumerate(spells):
        if id(c) in after:
            need.append(i)
        elif id(c) not in delayed:
            st = FACTS.stats(c)
            if not st[0] and st[1] > 0:
                burn.append(i)
    return need, burn


def _damage_missing(counts: tuple[int, ...], order: tuple[list[int], list[int]]) -> bool:
    """Whether a plan casts a spell needing damage first without a spell that deals it."""
    need, burn = order
    return any(counts[i] for i in need) and not any(counts[i] for i in burn)


def _board(view: PlayerView) -> tuple[Any, ...]:
    """(precombat, attackers, opponent has blockers, attackers this turn, creatures)."""
    precombat = view.step is Step.PRECOMBAT_MAIN
    attackers = [o for o in view.battlefield if o.info.is_creature and view.can_attack(o)]
    blockers = any(o.info.is_creature and not o.tapped for o in view.opponent_battlefield)
    n_att = len(attackers) if precombat and not blockers else 0
    creatures = [o for o in view.battlefield if o.info.is_creature]
    return (precombat, attackers, blockers, n_att, creatures)


def _idle_buff(st: tuple[Any, ...]) -> bool:
    """Whether a card's stats say it only buffs (no damage, no other value)."""
    return not st[0] and st[4]


def _drop_idle_buffs(
    spells: list[tuple[CardDef, int]], n_att: int, creatures: list[GameObject]
) -> list[tuple[CardDef, int]]:
    """Keep a buff for a turn it adds damage: not now with no attacker, after combat."""
    kept = []
    for c, n in spells:
        st = FACTS.stats(c)
        if _idle_buff(st):
            now_one, now_all, keep_one, keep_all = st[3]
            if not ((now_one or now_all) and n_att) and not (keep_one or (keep_all and creatures)):
                continue
        kept.append((c, n))
    return kept


def _scores(
    view: PlayerView, spells: list[tuple[CardDef, int]], board: tuple[Any, ...], delayed: set[int]
) -> list[tuple[Any, ...]]:
    """Per spell: (damage now, long-term value, mana value)."""
    precombat, attackers, blockers, n_att, creatures = board
    prowess = sum(1 for o in attackers if view.keywords(o) & _PROWESS) if precombat else 0
    total = sum(max(view.power(o), 0) for o in creatures)
    horizon = max(1, -(-view.opponent_life // max(total + 2, 1)))
    later = max(horizon - 1, 0)  # future attacks a permanent's power still adds
    stats = []
    for c, _n in spells:
        st = FACTS.stats(c)
        if st[0]:  # creature
            _, p, haste, trig, tough = st
            now = p if haste and precombat and not blockers else 0
            value = p * (later + (1 if haste else 0)) + 0.01 * tough + trig
        else:
            _, dmg, other, (now_one, now_all, keep_one, keep_all), _buff = st
            # A buff on one creature goes on an attacker (see goldfish_target_score).
            now = dmg + prowess + (now_one if n_att else 0) + now_all * n_att
            value = now + other + (keep_one + keep_all * len(creatures)) * later
            if id(c) in delayed:
                now = 0  # suspended: the damage comes on a later turn
                value -= 0.5
        stats.append((now, value, card_info(c).mana_value))
    return stats


def _caps(
    spells: list[tuple[CardDef, int]], base_of: dict[int, int]
) -> list[tuple[list[int], int]]:
    """(spell indexes, copies) per card in hand with more than one way to cast it.

    Its ways (mana cost, alternative cost, kicked, suspended) share its copies.
    """
    caps: list[tuple[list[int], int]] = []
    if base_of:
        groups: dict[int, list[int]] = {}
        for i in range(len(spells)):
            cid = id(spells[i][0])
            groups.setdefault(base_of.get(cid, cid), []).append(i)
        for idxs in groups.values():
            if len(idxs) > 1:
                caps.append((idxs, max(spells[i][1] for i in idxs)))
    return caps


def _best_plan(
    plans: list[tuple[int, ...]],
    spells: list[tuple[CardDef, int]],
    stats: list[tuple[Any, ...]],
    caps: list[tuple[list[int], int]],
    base: int,
    opp_life: int,
    order: tuple[list[int], list[int]] = ([], []),
) -> tuple[int, ...]:
    """The maximal plan (wastes no mana) with the best (lethal, value or damage, spent).

    ``order``: spells castable only after a damage spell, and the damage spells
    (``_damage_first``); a plan with the first and none of the second is not castable.
    """
    feasible_set = set(plans)
    if order[0]:
        feasible_set = {p for p in feasible_set if not _damage_missing(p, order)}
    best: tuple[float, ...] | None = None
    best_plan: tuple[int, ...] = ()
    nspells = len(spells)
    check_order = bool(order[0])
    for counts in plans:
        if (caps and over_cap(counts, caps)) or (check_order and _damage_missing(counts, order)):
            continue
        # Waste no mana: skip plans that could still add a castable spell.
        maximal = True
        now = 0
        value = 0.0
        spent = 0
        for i in range(nspells):
            k = counts[i]
            if k < spells[i][1]:
                bigger = (*counts[:i], k + 1, *counts[i + 1 :])
                if bigger in feasible_set and not (caps and over_cap(bigger, caps)):
                    maximal = False
                    break
            if k:
                st = stats[i]
                now += st[0] * k
                value += st[1] * k
                spent += st[2] * k
        if not maximal or not any(counts):
            continue
        lethal = base + now >= opp_life
        score = (1.0 if lethal else 0.0, value if not lethal else now, spent)
        if best is None or score > best:
            best, best_plan = score, counts
    return best_plan


def _cast_order(
    spells: list[tuple[CardDef, int]], best_plan: tuple[int, ...], after: set[int]
) -> list[int]:
    """The plan as card ids in casting order.

    Creatures first (they may have haste; prowess triggers want noncreature spells after
    attackers exist), then the rest by mana value, biggest first; spells castable only
    after damage (``after``: spectacle) last.
    """
    order: list[int] = []
    idx = sorted(
        range(len(spells)),
        key=lambda i: (
            id(spells[i][0]) in after,
            not card_info(spells[i][0]).is_creature,
            -card_info(spells[i][0]).mana_value,
        ),
    )
    for i in idx:
        order.extend([id(spells[i][0])] * best_plan[i] if best_plan else [])
    return order


__all__ = ["over_cap"]
