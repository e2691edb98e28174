"""Harmonize (CR 702.180): cast from the graveyard, a creature tapped to cut the cost.

"Harmonize {cost}" is a ``Flashback`` with ``harmonize`` set (``cards.costs``): the card
is cast from its owner's graveyard for its harmonize cost and exiled afterwards, as with
flashback (``engine.casting``). As the spell is cast, its caster may tap an untapped
creature they control (summoning sickness does not matter: it is no {T} cost); the total
cost is then reduced by generic mana equal to that creature's power (CR 702.180, 601.2f).
The reduction cuts generic mana only, the X of the cost included (CR 107.3, 601.2f: X is
generic mana in the total cost); a creature with 0 or less power reduces nothing.

The player's choice is made the engine's way: the creature that cuts the most mana is
tapped (the player picks among equals), since both harmonize sorceries are cast at sorcery
speed; a cast that is payable only with the cut is offered only when a creature gives it.
Only cards in a graveyard with a harmonize cost reach this module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.costs import Flashback
from deckstats.engine.decisions import SACRIFICE, Decision
from deckstats.engine.mana import increased_req, mana_units, reduced_req
from deckstats.engine.payment import PayCheck, find_payment

if TYPE_CHECKING:
    from deckstats.cards.costs import AdditionalCost
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.mana import CostReq
    from deckstats.engine.state import GameObject


def is_harmonize(card: CardDef, alt: int) -> bool:
    """Whether cost option ``alt`` (``CastSpell.alt``) of ``card`` is its harmonize cost."""
    if alt <= 0 or alt > len(card.costs):
        return False
    opt = card.costs[alt - 1]
    return isinstance(opt, Flashback) and opt.harmonize


def harmonized_req(req: CostReq, x: int, power: int) -> CostReq:
    """CR 601.2f, 702.180: the total cost with X = ``x`` counted as generic, cut by ``power``.

    The result is paid with X = 0 (its X symbols are folded into the generic part).
    """
    full = increased_req(req, req.x * x) if x else req
    return reduced_req(full, power) if power > 0 else full


def _tappable(game: Game, pid: int) -> list[GameObject]:
    """Untapped creatures ``pid`` controls with power above 0, the strongest first."""
    out = [
        o
        for o in game.players[pid].battlefield
        if o.info.is_creature and not o.tapped and game.power(o) > 0
    ]
    out.sort(key=lambda o: (-game.power(o), o.oid))
    return out


def _check_without(game: Game, pid: int, check: PayCheck, o: GameObject) -> PayCheck:
    """The payer's sources without ``o`` (a mana creature tapped for harmonize can't pay)."""
    if not (o.info.mana_sources or o.info.cond_sources):
        return check
    return PayCheck(game, pid, mana_units(game, pid, exclude=o.oid))


def _payable(game: Game, pid: int, req: CostReq, x: int, check: PayCheck) -> bool:
    """Whether X = ``x`` can be paid, with no creature or one creature tapped."""
    if check.ok(req, x):
        return True
    for o in _tappable(game, pid):
        if _check_without(game, pid, check, o).ok(harmonized_req(req, x, game.power(o)), 0):
            return True
    return False


def harmonize_xs(
    game: Game, pid: int, req: CostReq, check: PayCheck, add: AdditionalCost | None, cap: int
) -> list[int]:
    """CR 107.3a, 702.180: the X values payable now by harmonize (``[0]`` without X)."""
    if add is not None and add.x:
        return []  # an X of an additional cost too: not offered (never more power)
    xs: list[int] = []
    x = 0
    while x <= (cap if req.x else 0) and _payable(game, pid, req, x, check):
        xs.append(x)
        x += 1
    return xs


def harmonize_tap(
    game: Game, pid: int, spell: GameObject, req: CostReq, x: int
) -> tuple[CostReq, int]:
    """CR 702.180, 601.2f: tap the creature; return the total cost and the X to pay it with.

    The creature that cuts the most mana and leaves the cost payable is tapped now, before
    the mana is paid, so it pays no mana too (the player picks among equals); none when no
    creature cuts anything: ``(req, x)`` is returned unchanged then.
    """
    total = req.generic + req.x * x
    best = 0
    elig: list[GameObject] = []
    for o in _tappable(game, pid):
        cut = min(game.power(o), total)
        if cut < best:
            break
        units = mana_units(game, pid, exclude=o.oid)
        if find_payment(game, pid, harmonized_req(req, x, cut), 0, units=units) is None:
            continue
        best = cut
        elig.append(o)
    if not elig:
        return req, x
    tapped = elig[0]
    if len(elig) > 1:
        ask = Decision(SACRIFICE, [o.oid for o in elig], False, 1, 1, source=spell.oid, amount=1)
        tapped = game.objects[game.ask(pid, ask)[0]]
    tapped.tapped = True  # harmonize (CR 702.180): paid as the spell is cast
    game.say(f"taps {tapped.card.name} to harmonize", pid)
    return harmonized_req(req, x, best), 0


__all__ = ["harmonize_tap", "harmonize_xs", "harmonized_req", "is_harmonize"]
