"""The engine side of ``cards.static_rules``: zone casts, uncounterables, entry locks and more.

Also no maximum hand size, blocker minimums and attack taxes.
Each check but ``cast_from_zone`` walks ``Game.modifier_sources`` (permanents on the
battlefield with a modifier); callers test that list first, so a game without such a
permanent pays one list test per counter, per permanent entering, per cleanup and per
attack declaration.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.cards import static_rules as sr
from deckstats.cards.model import CardType
from deckstats.engine.characteristics import card_matches, matches
from deckstats.engine.counter_mods import put_counters
from deckstats.engine.decisions import MAY, PAY_UNLESS, YES_NO, Decision
from deckstats.engine.flags import HASTE
from deckstats.engine.mana import cost_req, pay
from deckstats.engine.payment import find_payment
from deckstats.engine.presence import count_of
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from collections.abc import Callable

    from deckstats.cards.model import CardDef
    from deckstats.engine.actions import CastSpell
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_ENCHANTMENT: Final = int(CardType.ENCHANTMENT)


def cast_from_zone(game: Game, pid: int, obj: GameObject) -> bool:
    """CR 601.3: whether ``pid`` may cast its card ``obj`` from the graveyard / exile it is in.

    "You may cast ~ from your graveyard [or from exile] [as long as you control a Zombie]"
    (Squee, the Immortal; Gravecrawler): the requirement is read for its owner now.
    """
    if obj.owner != pid:
        return False
    if obj.zone is Zone.GRAVEYARD and obj.playable_until and obj.playable_on(game.turn):
        return True  # "You may cast that card this turn." (Emry; engine.act40)
    for m in obj.info.modifiers:
        if not isinstance(m, sr.CastFromZone):
            continue
        if not (m.graveyard if obj.zone is Zone.GRAVEYARD else m.exile and obj.zone is Zone.EXILE):
            continue
        c = m.requires
        if c is None or count_of(game, obj, c) >= c.at_least:
            return True
    return False


def zone_casts(
    game: Game, pid: int, sorc: bool, options: Callable[[GameObject], list[CastSpell]]
) -> list[CastSpell]:
    """CR 601.3: the casts of ``pid``'s cards allowed from its graveyard and exile now.

    ``options`` lists the ways to cast one card (``casting.spell_options``); a card in a
    graveyard that may be cast anyway this turn (Yawgmoth's Will) is listed there already.
    """
    p = game.players[pid]
    out: list[CastSpell] = []
    gy = p.graveyard if p.gy_play_turn != game.turn else []
    for obj in (*gy, *p.exile):
        ok = (obj.info.modifiers or obj.playable_until) and (sorc or obj.info.is_instant_speed)
        if ok and cast_from_zone(game, pid, obj):
            out.extend(options(obj))
    return out


def uncounterable(game: Game, spell: GameObject) -> bool:
    """CR 101.2, 701.6: whether a permanent of its controller makes ``spell`` uncounterable."""
    controller = next((it.controller for it in game.stack if it.obj is spell), spell.controller)
    for src in game.modifier_sources:
        if src.controller != controller:
            continue
        for m in src.info.modifiers:
            if isinstance(m, sr.Uncounterable) and any(
                card_matches(spell.card, f) for f in m.spells
            ):
                return True
    return False


def entry_trigger_locked(game: Game, obj: GameObject) -> bool:
    """CR 603.2, 101.2: whether ``obj`` entering causes no ability to trigger (Torpor Orb)."""
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if isinstance(m, sr.EntryTriggerLock) and any(
                matches(game, obj, f) for f in m.permanents
            ):
                return True
    return False


def riot(game: Game, obj: GameObject) -> None:
    """CR 702.136a: riot: as ``obj`` enters, haste (a yes) or a +1/+1 counter (a no).

    Its controller chooses; several instances would be chosen separately (one here: the
    keyword is a single flag).
    """
    if game.ask(obj.controller, Decision(MAY, YES_NO, source=obj.oid)):
        obj.temp_keywords |= HASTE  # haste matters only while it is summoning sick
        game.say(f"{obj.card.name}: riot, haste")
    else:
        put_counters(game, obj, "+1/+1", 1)
        game.say(f"{obj.card.name}: riot, a +1/+1 counter")


def _has_rule(game: Game, pid: int, kind: type) -> bool:
    """Whether ``pid`` controls a modifier source with a ``kind`` value (a permission)."""
    return any(
        src.controller == pid and any(type(m) is kind for m in src.info.modifiers)
        for src in game.modifier_sources
    )


def flash_ok(game: Game, pid: int, card: CardDef) -> bool:
    """CR 702.8a: whether ``pid`` may cast ``card`` as though it had flash (Borne Upon a Wind)."""
    for src in game.modifier_sources:
        if src.controller == pid:
            for m in src.info.modifiers:
                if isinstance(m, sr.FlashPermission) and card_matches(card, m.spells):
                    return True
    return False


def has_flash_grant(game: Game, pid: int) -> bool:
    """CR 702.8a: whether ``pid`` may cast some spells as though they had flash now."""
    return _has_rule(game, pid, sr.FlashPermission)


def block_locked(game: Game, blocker: GameObject) -> bool:
    """CR 509.1a, 101.2: whether a lock forbids ``blocker`` to block (Sundering Eruption)."""
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if isinstance(m, sr.BlockLock) and matches(game, blocker, m.blockers):
                return True
    return False


def shielded(game: Game, obj: GameObject, source: int, controller: int) -> bool:
    """CR 115.4: whether ``obj`` can't be the target of ``controller``'s ``source`` (Thrun)."""
    src = game.objects.get(source)
    if src is None:
        return False
    colors = int(src.card.colors)
    for m in obj.info.modifiers:
        if not isinstance(m, sr.TargetShield) or (m.opponents and controller == obj.controller):
            continue
        if (m.colors and colors & m.colors) or (m.not_colors and not colors & m.not_colors):
            return True
    return False


def min_blockers(attacker: GameObject) -> int:
    """CR 509.1b: the fewest creatures that may block ``attacker`` (1 without a restriction)."""
    n = 1
    for m in attacker.info.modifiers:
        if isinstance(m, sr.MinBlockers):
            n = max(n, m.count)
    return n


def _tax_of(game: Game, obj: GameObject) -> int:
    """CR 508.1g: the generic mana the attacking creature ``obj`` costs to attack."""
    total = 0
    for src in game.modifier_sources:
        if src.controller == obj.controller:
            continue
        for m in src.info.modifiers:
            if isinstance(m, sr.AttackTax) and matches(game, obj, m.attackers):
                if m.per_enchantment:
                    mine = game.players[src.controller].battlefield
                    total += sum(1 for o in mine if o.info.types & _ENCHANTMENT)
                else:
                    total += m.amount
    return total


def pay_attack_taxes(game: Game, pid: int, chosen: list[int]) -> list[int]:
    """CR 508.1g-h: keep the chosen attackers whose taxes ``pid`` pays, in the chosen order.

    The attacking player pays for each creature in turn while it can and will (its
    ``PAY_UNLESS`` answer); a creature it does not pay for does not attack (the player's
    declaration is redone without it, CR 508.1h).
    """
    if len(chosen) == 1 and _alone_forbidden(game.objects[chosen[0]], True):
        return []  # CR 506.5: "can't attack alone" (Mogg Flunkies)
    kept: list[int] = []
    for oid in chosen:
        obj = game.objects[oid]
        tax = _tax_of(game, obj)
        if tax <= 0:
            kept.append(oid)
            continue
        payment = find_payment(game, pid, cost_req(None), 0, extra_generic=tax)
        if payment is not None and game.ask(
            pid, Decision(PAY_UNLESS, YES_NO, source=oid, amount=tax)
        ):
            pay(game, pid, payment)
            game.say(f"pays {{{tax}}} to attack with {obj.card.name}", pid)
            kept.append(oid)
    return kept


def _alone_forbidden(obj: GameObject, attacking: bool) -> bool:
    """CR 506.5: whether ``obj`` can't attack (or block) alone."""
    for m in obj.info.modifiers:
        if isinstance(m, sr.NotAlone) and (m.attack if attacking else m.block):
            return True
    return False


def drop_short_blocks(game: Game, per_attacker: dict[int, list[int]]) -> None:
    """CR 509.1b: blocks of an attacker by fewer creatures than it needs are not made.

    Also a creature that can't block alone (CR 506.5: Mogg Flunkies) blocking alone.
    """
    blockers = [b for bs in per_attacker.values() for b in bs]
    if len(blockers) == 1 and _alone_forbidden(game.objects[blockers[0]], False):
        per_attacker.clear()
        return
    for a_id in list(per_attacker):
        if len(per_attacker[a_id]) < min_blockers(game.objects[a_id]):
            game.say(f"{game.objects[a_id].card.name} can't be blocked by so few creatures")
            del per_attacker[a_id]


__all__ = [
    "block_locked",
    "cast_from_zone",
    "drop_short_blocks",
    "entry_trigger_locked",
    "flash_ok",
    "has_flash_grant",
    "min_blockers",
    "pay_attack_taxes",
    "riot",
    "shielded",
    "uncounterable",
    "zone_casts",
]
