"""Bargain (CR 702.166) and casualty (CR 702.153): a sacrifice as you cast the spell.

Bargain is an optional additional cost, a ``Kicker`` of {0} with ``bargain`` set
(``cards.costs``): a cast with ``kicks=1`` is bargained, offered only while its caster
controls a permanent that can pay (an artifact, an enchantment or a token), which is
sacrificed as the spell is cast (CR 601.2h); "if this spell was bargained" reads the kick
(``IfKicked``, CR 702.166b). The player picks the permanent; the engine lists the cheapest
first (a noncreature token: a Treasure, Food or Role; then other tokens; then the lowest
mana value). Casualty N is the same kind of ``Kicker`` (``casualty``): the sacrifice is
a creature with power N or greater (the weakest first), and the kick makes one copy of the
spell (``engine.copies.replicate_copies``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.engine.characteristics import power
from deckstats.engine.decisions import SACRIFICE, Decision
from deckstats.engine.errors import IllegalActionError
from deckstats.engine.flags import ARTIFACT, ENCHANTMENT

if TYPE_CHECKING:
    from deckstats.cards.costs import Kicker
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def bargain_candidates(game: Game, pid: int, k: Kicker) -> list[GameObject]:
    """What ``pid`` may sacrifice for ``k``, cheapest first.

    CR 702.166a: the artifacts, enchantments and tokens ``pid`` controls; CR 702.153a
    (casualty N): the creatures with power N or greater.
    """
    if k.casualty:
        bf = game.players[pid].battlefield
        out = [o for o in bf if o.info.is_creature and power(game, o) >= k.casualty]
        out.sort(key=lambda o: (not o.is_token, power(game, o), o.info.mana_value, o.oid))
        return out
    out = [
        o
        for o in game.players[pid].battlefield
        if o.is_token or o.info.types & (ARTIFACT | ENCHANTMENT)
    ]
    out.sort(key=lambda o: (not o.is_token, o.info.is_creature, o.info.mana_value, o.oid))
    return out


def bargain_ok(game: Game, pid: int, k: Kicker) -> bool:
    """Whether the kicker ``k`` can be paid: not bargain, or a permanent to sacrifice.

    The permanent must be one the mana payment can't use up (tapped, or with no mana
    ability: a Treasure or a mana rock the payer may tap or sacrifice for mana is not
    counted), so one is still there once the mana is paid (``pay_bargain``).
    """
    if not (k.bargain or k.casualty):
        return True
    return any(
        o.tapped or not (o.info.mana_sources or o.info.cond_sources)
        for o in bargain_candidates(game, pid, k)
    )


def pay_bargain(game: Game, pid: int, k: Kicker | None, spell: int) -> None:
    """CR 702.166a, 702.153a, 601.2h: sacrifice the permanent the player chooses."""
    if k is None or not (k.bargain or k.casualty):
        return
    elig = bargain_candidates(game, pid, k)  # after the mana: a tapped mana rock may go too
    if not elig:
        raise IllegalActionError("nothing to sacrifice")  # (``bargain_ok``)
    chosen = elig[0]
    if len(elig) > 1:
        ask = Decision(SACRIFICE, [o.oid for o in elig], False, 1, 1, source=spell, amount=1)
        chosen = game.objects[game.ask(pid, ask)[0]]
    game.say(f"sacrifices {chosen.card.name} ({'casualty' if k.casualty else 'bargain'})", pid)
    game.sacrifice(chosen)


__all__ = ["bargain_candidates", "bargain_ok", "pay_bargain"]
