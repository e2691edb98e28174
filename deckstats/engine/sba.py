"""CR 704: state-based actions, checked as a fixpoint whenever a player would get priority.

All applicable actions are performed at once, then the check repeats (CR 704.3). The
game ends inside the check when a player loses (``Game.end`` raises ``GameOver``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.model import Keyword
from deckstats.engine.decisions import LEGEND, Decision
from deckstats.engine.events import chapter_waiting
from deckstats.engine.result import Termination
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_INDESTRUCTIBLE = int(Keyword.INDESTRUCTIBLE)


def check_sbas(game: Game) -> None:
    """CR 704.3: perform state-based actions until none apply."""
    while _check_once(game):
        pass


def phase_end_life_check(game: Game) -> None:
    """1997 §This Is Your Life, §Parts of the Turn: life is checked at the end of a phase.

    Also at the start and end of an attack (``Game.enter_step`` calls this where the era's
    ``pool_empties`` ends a phase). A player below 1 life loses; both below 1 is a draw.
    Until then a player at 0 life can still act and be saved by gaining life.
    """
    p0, p1 = game.players
    dead0, dead1 = p0.life < 1, p1.life < 1
    if dead0 and dead1:
        game.end(None, Termination.DRAW)
    if dead0 or dead1:
        game.end(1 if dead0 else 0, Termination.LETHAL_DAMAGE)


def _check_once(game: Game) -> bool:
    players = game.players
    # CR 704.5a-c: life <= 0, drew from an empty library, ten or more poison counters.
    losers: list[tuple[int, Termination]] = []
    limit = game.rules.poison_limit
    for p in players:
        # 1997 (``life_at_phase_end``): 0 life is checked only at the end of a phase or
        # attack (``phase_end_life_check``), not here (1997 §This Is Your Life).
        if game.inert[p.pid]:
            if p.life <= 0 and not game.life_at_phase_end:
                losers.append((p.pid, Termination.LETHAL_DAMAGE))
            elif p.poison >= limit:
                losers.append((p.pid, Termination.POISON))
            continue
        if p.life <= 0 and not game.life_at_phase_end:
            losers.append((p.pid, Termination.LETHAL_DAMAGE))
        elif p.drew_from_empty:
            losers.append((p.pid, Termination.DECKED))
        elif p.poison >= limit:
            losers.append((p.pid, Termination.POISON))
    if losers:
        if len(losers) == 2:
            # CR 104.4a: all players lose simultaneously: the game is a draw.
            game.end(None, Termination.DRAW)
        pid, why = losers[0]
        game.end(1 - pid, why)
    if not game.sba_dirty:
        return False
    game.sba_dirty = False
    doomed: list[GameObject] = []
    to_grave: list[GameObject] = []
    changed = False
    for p in players:
        legends: dict[str, list[GameObject]] | None = None
        for obj in p.battlefield:
            info = obj.info
            if info.is_creature:
                if obj.counters:
                    changed |= _annihilate(obj)
                t = game.toughness(obj)
                if t <= 0:
                    to_grave.append(obj)  # CR 704.5f: not destruction
                elif (obj.damage >= t or obj.deathtouched) and not (
                    game.keywords(obj) & _INDESTRUCTIBLE
                ):
                    doomed.append(obj)  # CR 704.5g-h
                elif obj.deathtouched:
                    obj.deathtouched = False
            elif info.is_planeswalker and obj.counter("loyalty") <= 0:
                to_grave.append(obj)  # CR 704.5i
            elif (
                info.final_chapter
                and obj.counter("lore") >= info.final_chapter
                and not chapter_waiting(game, obj)
            ):
                to_grave.append(obj)  # CR 714.4, 704.5s: the Saga is sacrificed
            if info.is_aura and obj.attached_to:
                host = game.objects.get(obj.attached_to)
                if host is None or host.zone is not Zone.BATTLEFIELD:
                    to_grave.append(obj)  # CR 704.5m
            elif info.is_aura and not obj.attached_to:
                to_grave.append(obj)
            elif info.is_equipment and obj.attached_to:
                host = game.objects.get(obj.attached_to)
                if host is None or host.zone is not Zone.BATTLEFIELD or not host.info.is_creature:
                    obj.attached_to = 0  # CR 704.5n: unattached, stays on the battlefield
            if info.is_legendary:
                if legends is None:
                    legends = {}
                legends.setdefault(obj.card.name, []).append(obj)
        if legends:
            for same in legends.values():
                if len(same) > 1:
                    keep = _legend_to_keep(game, p.pid, same)
                    to_grave.extend(o for o in same if o is not keep)
    if not doomed and not to_grave:
        return changed
    seen: set[int] = set()
    for obj in doomed + to_grave:
        if obj.oid in seen or obj.zone is not Zone.BATTLEFIELD:
            continue
        seen.add(obj.oid)
        if obj.regen_shields and obj in doomed and game.regenerate(obj):
            continue  # CR 701.19b: lethal damage destroys it (CR 704.5g): a shield replaces that
        game.say(
            f"{obj.card.name} dies"
            if obj.info.is_creature
            else f"{obj.card.name} is put into the graveyard"
        )
        game.move(obj, Zone.GRAVEYARD)
    return True


def _legend_to_keep(game: Game, pid: int, same: list[GameObject]) -> GameObject:
    """CR 704.5j: the controller chooses which same-name legendary permanent to keep.

    Asked as a ``LEGEND`` decision (options: the oids in timestamp order); an inert
    goldfish player is not asked and keeps the newest (the default answer).
    """
    same.sort(key=lambda o: o.timestamp)
    if game.inert[pid]:
        return same[-1]
    oid = game.ask(pid, Decision(LEGEND, [o.oid for o in same]))
    for o in same:
        if o.oid == oid:
            return o
    return same[-1]  # unreachable: ``Game.ask`` validated the answer


def _annihilate(obj: GameObject) -> bool:
    """CR 704.5q: remove pairs of +1/+1 and -1/-1 counters."""
    c = obj.counters
    assert c is not None
    a, b = c.get("+1/+1", 0), c.get("-1/-1", 0)
    if a and b:
        n = min(a, b)
        c["+1/+1"] = a - n
        c["-1/-1"] = b - n
        return True
    return False
