"""More trigger events (CR 603): cycling, discarding, sacrificing, "whenever you attack".

Like ``engine.events``, each ``on_*`` function scans only the permanents with triggered
abilities (``game.trigger_sources``), so a deck without such triggers pays one list test.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards.dsl import Triggered
from deckstats.cards.targets import NO_FILTER, Ref
from deckstats.cards.triggers import Blocks, Cycles, DealsDamage, Sacrifices, YouAttack
from deckstats.engine.characteristics import matches
from deckstats.engine.kinds import listening
from deckstats.engine.types import FIRST_OBJECT_ID
from deckstats.engine.zone_watch import player_ok

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_SELF: Final = Ref.SELF

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def on_cycle(game: Game, pid: int, card: GameObject) -> None:
    """CR 702.29c-d: ``pid`` cycled ``card`` (now in the graveyard): cycling triggers.

    "When you cycle ~" triggers from the cycled card itself (CR 702.29c: it works from
    wherever the card went); "whenever you / a player cycles a card" from permanents.
    """
    count_discard(game, pid)
    for t, w in listening(card.info.triggers, Cycles):
        if w.who == _REF_SELF:
            game.pending.append((pid, t, card, card, 1 - pid))
    _discarded(game, pid, card, cycled=True)


def count_discard(game: Game, pid: int) -> None:
    """One more card ``pid`` cycled or discarded this turn (Hollow One; CR 702.29a, 701.9)."""
    turn, n = game.players[pid].discarded
    game.players[pid].discarded = (game.turn, n + 1 if turn == game.turn else 1)


def on_discard(game: Game, pid: int, card: GameObject) -> None:
    """CR 701.9: ``pid`` discarded ``card``: "whenever you cycle or discard" triggers."""
    count_discard(game, pid)
    if game.trigger_sources:
        _discarded(game, pid, card, cycled=False)


def _cycle_matches(w: Cycles, src: GameObject, pid: int, card: GameObject, cycled: bool) -> bool:
    """Does the condition ``w`` of permanent ``src`` see ``pid`` cycle/discard ``card``?"""
    return (
        w.who != _REF_SELF
        and (cycled or w.or_discard)
        and player_ok(w.who, src.controller, pid)
        and not (w.other and card is src)
    )


def _discarded(game: Game, pid: int, card: GameObject, cycled: bool) -> None:
    """Cycling triggers of permanents (``or_discard``: any discard triggers them too)."""
    for src in game.trigger_sources:
        for t, w in listening(src.info.triggers, Cycles):
            if _cycle_matches(w, src, pid, card, cycled):
                game.pending.append((src.controller, t, src, card, 1 - src.controller))


def on_sacrifice(game: Game, obj: GameObject) -> None:
    """CR 701.21: ``obj`` is about to be sacrificed by its controller: sacrifice triggers.

    Called before it leaves, so a source sacrificing itself sees itself (CR 603.10a).
    """
    pid = obj.controller
    for src in game.trigger_sources:
        for t, w in listening(src.info.triggers, Sacrifices):
            if (
                (obj is src if w.who == _REF_SELF else player_ok(w.who, src.controller, pid))
                and not (w.other and obj is src)
                and matches(game, obj, w.filter)
            ):
                game.pending.append((src.controller, t, src, obj, 1 - src.controller))


def _attacking(game: Game, attackers: list[GameObject], w: YouAttack) -> int:
    """How many of the declared attackers count for ``w`` (all, or those of its filter)."""
    if w.filter == NO_FILTER:
        return len(attackers)
    return sum(1 for o in attackers if matches(game, o, w.filter))


def on_attackers(game: Game, attackers: list[GameObject]) -> None:
    """CR 508.3d: "whenever you attack [with N or more creatures]": once per combat."""
    if not attackers:
        return
    pid = attackers[0].controller
    for src in game.trigger_sources:
        if src.controller != pid:
            continue
        for t, w in listening(src.info.triggers, YouAttack):
            if _attacking(game, attackers, w) >= w.at_least:
                game.pending.append((pid, t, src, None, 1 - pid))


def on_blocks(game: Game, per_attacker: dict[int, list[int]]) -> None:
    """CR 509.1: "whenever ~ blocks" / "becomes blocked", once as blockers are declared.

    ``per_attacker`` maps each blocked attacker to its blockers; the other creature of the
    pair is the trigger's object ("that creature").
    """
    for a_id, blockers in per_attacker.items():
        att = game.objects[a_id]
        for t, w in listening(att.info.triggers, Blocks):
            if w.blocked:
                blocker = game.objects[blockers[0]]
                game.pending.append((att.controller, t, att, blocker, 1 - att.controller))
        for b_id in blockers:
            b = game.objects[b_id]
            for t, w in listening(b.info.triggers, Blocks):
                if not w.blocked:
                    game.pending.append((b.controller, t, b, att, 1 - b.controller))


def _that_much(t: Triggered, amount: int) -> Triggered:
    """The trigger with its "that much" (the effects' X) set to the damage dealt (CR 120.3)."""
    effects: list[Any] = []
    for e in t.effect:
        xs = {f: amount for f in getattr(e, "__slots__", ()) if getattr(e, f) == "X"}
        effects.append(dataclasses.replace(e, **xs) if xs else e)  # type: ignore[arg-type]
    return dataclasses.replace(t, effect=tuple(effects))


def on_damage(game: Game, source: GameObject, target: int, combat: bool, amount: int = 0) -> None:
    """CR 120.3, 603.2: ``source`` dealt damage to ``target`` (a player id or an object id).

    "That player" of the trigger is the player dealt damage (the item's ``defending``);
    the creature dealt damage is its triggering object. "Whenever ~ deals damage" and
    "whenever ~ is dealt damage" read ``amount`` as their "that much".
    """
    obj = game.objects.get(target) if target >= FIRST_OBJECT_ID else None
    for src in game.trigger_sources:
        for t, w in listening(src.info.triggers, DealsDamage):
            if w.combat and not combat:
                continue
            if w.dealt or w.to == "any":
                _any_damage(game, src, t, w, source, obj, target, amount)
                continue
            if w.who == _REF_SELF:
                if src is not source:
                    continue
            elif src.attached_to != source.oid:
                continue
            if obj is None:
                if w.to == "creature" or (w.to == "opponent" and target == src.controller):
                    continue
                game.pending.append((src.controller, t, src, None, target))
            elif w.to == "creature" and obj.info.is_creature:
                game.pending.append((src.controller, t, src, obj, 1 - src.controller))


def _any_damage(
    game: Game,
    src: GameObject,
    t: Triggered,
    w: DealsDamage,
    source: GameObject,
    obj: GameObject | None,
    target: int,
    amount: int,
) -> None:
    """A trigger on "~ is dealt damage" (Jackal Pup) or "~ deals damage" (Spirit Link)."""
    if w.dealt:
        if obj is not src:
            return
    elif (w.who == _REF_SELF and src is not source) or (
        w.who != _REF_SELF and src.attached_to != source.oid
    ):
        return
    if w.combat and any(p[2] is src and p[1].when is w for p in game.pending):
        return  # CR 510.2: combat damage is one event; "deals combat damage" triggers once (Jitte)
    defending = target if obj is None else 1 - src.controller
    game.pending.append((src.controller, _that_much(t, amount), src, obj, defending))


def record_damage(game: Game, target: int, source: int) -> None:
    """CR 120.3: remember that ``source`` dealt damage to the permanent ``target`` this turn.

    Read by "a creature dealt damage by ~ this turn dies" (Sengir Vampire,
    ``events.damaged_by``).
    """
    rec = game.damaged_by.get(target)
    if rec is None or rec[0] != game.turn:
        game.damaged_by[target] = (game.turn, [source])
    elif source not in rec[1]:
        rec[1].append(source)
