"""The engine side of ``cards.rule_locks``: untap, enter-tapped, attack and draw locks.

Each check walks ``Game.modifier_sources`` (the permanents on the battlefield with a
modifier); callers test that list first, so a game without such permanents pays one list
test per untapping permanent, per permanent entering, per attack check and per draw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.cards import rule_locks as rl
from deckstats.cards.targets import Ref
from deckstats.engine.actions import PlayLand
from deckstats.engine.characteristics import matches
from deckstats.engine.decisions import PAY_UNLESS, YES_NO, Decision
from deckstats.engine.hand_size import skips_untap_step
from deckstats.engine.mana import cost_req, pay
from deckstats.engine.payment import find_payment
from deckstats.engine.sprint_s1 import return_at_untap
from deckstats.engine.stun import held_this_untap, stunned
from deckstats.engine.types import Zone
from deckstats.engine.untap_rules import untap_on_others_turns

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _concerns(who: Ref, source_controller: int, pid: int) -> bool:
    """Whether a lock of ``source_controller``'s permanent concerns player ``pid``."""
    if who == _REF_EACH_OPPONENT:
        return pid != source_controller
    if who == _REF_YOU:
        return pid == source_controller
    return True


def untap_permanents(game: Game, pid: int) -> None:
    """CR 502.3: ``pid``'s untap step: its permanents untap, but for "doesn't untap" and locks."""
    locks = bool(game.modifier_sources)
    if locks and skips_untap_step(game, pid):
        return  # CR 500.11, 614.10: "Players skip their untap steps" (Stasis)
    lands = 0  # lands untapped so far (Winter Orb)
    if game.return_at_untap:
        return_at_untap(game, pid)  # Undiscovered Paradise (engine.sprint_s1)
    held = held_this_untap(game, pid) if game.skip_next_untap else ()
    for obj in game.players[pid].battlefield:
        if obj.tapped and not obj.info.no_untap:  # "doesn't untap" (Nettle Sentinel)
            if obj.counters and stunned(obj):
                continue  # CR 122.1d: a stun counter is removed instead
            if held and obj.oid in held:
                continue  # "doesn't untap during its controller's next untap step" (Tangle)
            if locks:
                if untap_locked(game, obj, lands):
                    continue  # Back to Basics, Choke, Winter Orb
                lands += obj.info.is_land
            obj.tapped = False
    if locks:
        untap_on_others_turns(game, pid, untap_locked)  # CR 502.3: Endbringer, Seedborn Muse


def untap_locked(game: Game, obj: GameObject, lands: int) -> bool:
    """CR 502.3, 101.2: whether a lock keeps ``obj`` tapped in its controller's untap step.

    ``lands``: the lands already untapped in this step (a ``LandUntapLimit`` counts them).
    """
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if isinstance(m, rl.UntapLock) and any(matches(game, obj, f) for f in m.permanents):
                return True
            if (
                isinstance(m, rl.LandUntapLimit)
                and obj.info.is_land
                and lands >= m.limit
                and not (m.while_untapped and src.tapped)
            ):
                return True
    return False


def enters_tapped_locked(game: Game, obj: GameObject, controller: int) -> bool:
    """CR 614.12: whether a lock makes ``obj`` enter tapped under ``controller``."""
    for src in game.modifier_sources:
        if src is obj:
            continue
        for m in src.info.modifiers:
            if (
                isinstance(m, rl.EntersTappedLock)
                and _concerns(m.who, src.controller, controller)
                and any(matches(game, obj, f) for f in m.permanents)
            ):
                return True
    return False


def enters_untapped(game: Game, obj: GameObject) -> bool:
    """CR 614.12, 616.1: whether a permanent's rule makes ``obj`` enter untapped (Spelunking).

    Read as ``obj`` enters under its controller, after any "enters tapped" (the controller
    applies this replacement last).
    """
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if (
                isinstance(m, rl.EntersUntapped)
                and _concerns(m.who, src.controller, obj.controller)
                and any(matches(game, obj, f) for f in m.permanents)
            ):
                return True
    return False


def attack_locked(game: Game, obj: GameObject) -> bool:
    """CR 508.1, 101.2: whether a lock forbids the creature ``obj`` to attack."""
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if not isinstance(m, rl.AttackLock) or not matches(game, obj, m.attackers):
                continue
            if m.opponents and obj.controller == src.controller:
                continue  # "can't attack you": its controller's own creatures may attack
            if not m.power_above_hand:
                return True  # Moat: "Creatures without flying can't attack."
            if game.power(obj) > len(game.players[src.controller].hand):
                return True  # Ensnaring Bridge: its controller's hand, counted now
    return False


def block_forbidden(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """CR 509.1a: whether ``blocker``'s own restriction forbids it to block ``attacker``."""
    for m in blocker.info.modifiers:
        if isinstance(m, rl.BlockFilter) and matches(game, attacker, m.attackers):
            return True
    return False


def search_locked(game: Game, searcher: int, controller: int) -> bool:
    """CR 701.23, 101.2: whether a lock stops ``searcher`` searching for ``controller``'s effect.

    Ashiok, Dream Render: only an opponent's own spell or ability searching its own library.
    """
    if searcher != controller:
        return False
    for src in game.modifier_sources:
        if src.controller != controller:
            for m in src.info.modifiers:
                if isinstance(m, rl.SearchLock):
                    return True
    return False


def draw_locked(game: Game, pid: int, drawn: int) -> bool:
    """CR 121.1, 101.2: whether ``pid``, having drawn ``drawn`` cards this turn, can't draw."""
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if (
                isinstance(m, rl.DrawLimit)
                and drawn >= m.limit
                and _concerns(m.who, src.controller, pid)
            ):
                return True
    return False


def draw_bonus(game: Game, pid: int, n: int) -> int:
    """CR 614.1a, 614.11: the number of cards ``pid`` draws instead of ``n`` (Quantum Riddler).

    Each of ``pid``'s ``DrawPlus`` permanents applies once (CR 616.1); the hand size is read
    before any card of the event is drawn.
    """
    hand = len(game.players[pid].hand)
    for src in game.modifier_sources:
        if src.controller == pid:
            for m in src.info.modifiers:
                if isinstance(m, rl.DrawPlus) and hand <= m.hand_at_most:
                    n += m.extra
    return n


def lands_from_graveyard(game: Game, pid: int) -> bool:
    """CR 305.1: whether ``pid`` controls a permanent letting it play lands from its graveyard."""
    for src in game.modifier_sources:
        if src.controller == pid:
            for m in src.info.modifiers:
                if isinstance(m, rl.LandsFromGraveyard):
                    return True
    return False


def graveyard_land_plays(game: Game, pid: int) -> list[PlayLand]:
    """The land plays from ``pid``'s graveyard (one per distinct card), or none."""
    if not lands_from_graveyard(game, pid):
        return []
    seen: set[int] = set()
    plays: list[PlayLand] = []
    for obj in game.players[pid].graveyard:
        if obj.info.is_land and id(obj.card) not in seen:
            seen.add(id(obj.card))
            plays.append(PlayLand(obj.oid))
    return plays


def upkeep_taxes(game: Game, pid: int) -> None:
    """CR 118.12: the upkeep taxes granted to ``pid``'s permanents, as its upkeep begins.

    Each matching permanent (in battlefield order) is kept if ``pid`` can and will pay its
    tax (the agent's ``PAY_UNLESS`` answer), else sacrificed or destroyed.
    """
    taxes = [
        m
        for src in game.modifier_sources
        for m in src.info.modifiers
        if isinstance(m, rl.UpkeepTax)
    ]
    for m in taxes:
        for obj in [o for o in game.players[pid].battlefield if matches(game, o, m.permanents)]:
            if obj.zone is not Zone.BATTLEFIELD:
                continue
            payment = find_payment(game, pid, cost_req(m.cost), 0)
            if payment is not None and game.ask(
                pid, Decision(PAY_UNLESS, YES_NO, source=obj.oid, amount=m.cost.mana_value)
            ):
                pay(game, pid, payment)
                game.say(f"pays {m.cost.text} for {obj.card.name}", pid)
            elif m.destroy:
                game.say(f"{obj.card.name} is destroyed (unpaid upkeep)", pid)
                game.destroy(obj)
            else:
                game.say(f"sacrifices {obj.card.name} (unpaid upkeep)", pid)
                game.sacrifice(obj)


__all__ = [
    "attack_locked",
    "block_forbidden",
    "draw_bonus",
    "draw_locked",
    "enters_tapped_locked",
    "enters_untapped",
    "graveyard_land_plays",
    "lands_from_graveyard",
    "search_locked",
    "untap_locked",
    "untap_permanents",
    "upkeep_taxes",
]
