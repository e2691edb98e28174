"""CR 704: state-based actions, checked as a fixpoint whenever a player would get priority.

All applicable actions are performed at once, then the check repeats (CR 704.3). The
game ends inside the check when a player loses (``Game.end`` raises ``GameOver``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.engine.decisions import LEGEND, Decision
from deckstats.engine.events import chapter_waiting
from deckstats.engine.flags import INDESTRUCTIBLE
from deckstats.engine.grants import sync_grants
from deckstats.engine.regeneration import regenerate
from deckstats.engine.result import Termination
from deckstats.engine.state_triggers import check_state_triggers
from deckstats.engine.types import Zone
from deckstats.engine.umbra import umbra_saves

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


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
    """One pass of CR 704.3: perform every state-based action that applies now, at once.

    True if anything changed (the caller checks again). A player's loss ends the game
    at once (``Game.end`` raises); the permanents are looked at only when something may
    have made an action apply since the last pass (``Game.sba_dirty``).
    """
    _player_losses(game)
    if not game.sba_dirty:
        return False
    game.sba_dirty = False
    if game.granters or game.granted:
        sync_grants(game)  # CR 613.1: grants follow the new state (engine.grants)
    doomed: list[GameObject] = []
    to_grave: list[GameObject] = []
    changed = False
    for p in game.players:
        legends: dict[str, list[GameObject]] | None = None
        for obj in p.battlefield:
            info = obj.info
            if info.sba_checked:  # not a land, an artifact (CardInfo.sba_checked)
                changed |= _check_permanent(game, obj, doomed, to_grave)
            if info.state_triggers:
                check_state_triggers(game, obj)  # CR 603.8 (Dark Depths)
            if obj.info.is_legendary:  # (a state trigger may have changed it)
                if legends is None:
                    legends = {}
                legends.setdefault(obj.card.name, []).append(obj)
        if legends:
            # CR 704.5j: the legend rule.
            for same in legends.values():
                if len(same) > 1:
                    keep = _legend_to_keep(game, p.pid, same)
                    to_grave.extend(o for o in same if o is not keep)
    if not doomed and not to_grave:
        return changed
    _to_graveyards(game, doomed, to_grave)
    return True


def _player_losses(game: Game) -> None:
    """CR 704.5a-c: life 0 or less, a draw from an empty library, ten or more poison.

    Ends the game (``Game.end`` raises): both players losing at once is a draw (CR 104.4a).
    An inert goldfish opponent never draws, so only its life and poison count.
    """
    limit = game.rules.poison_limit
    p0, p1 = game.players
    if (
        p0.life > 0
        and p1.life > 0
        and p0.poison < limit
        and p1.poison < limit
        and not (p0.drew_from_empty or p1.drew_from_empty)
    ):
        return  # nobody can lose now (the usual case: a check before every priority)
    losers: list[tuple[int, Termination]] = []
    for p in game.players:
        # 1997 (``life_at_phase_end``): 0 life is checked only at the end of a phase or
        # attack (``phase_end_life_check``), not here (1997 §This Is Your Life).
        if p.grace == game.turn:
            continue  # CR 104.3: "You can't lose the game this turn" (Angel's Grace)
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


def _check_permanent(
    game: Game, obj: GameObject, doomed: list[GameObject], to_grave: list[GameObject]
) -> bool:
    """The state-based actions of one permanent (CR 704.5f-s); True if counters changed.

    Lethal damage or deathtouch damage destroys (``doomed``: regeneration may replace
    it); zero toughness, zero loyalty, a finished Saga and an unattached Aura are put into
    the graveyard without being destroyed (``to_grave``).
    """
    info = obj.info
    changed = False
    if info.is_creature:
        if obj.counters:
            changed = _annihilate(obj)
        t = game.toughness(obj)
        if t <= 0:
            to_grave.append(obj)  # CR 704.5f: not destruction
        elif (obj.damage >= t or obj.deathtouched) and not (game.keywords(obj) & INDESTRUCTIBLE):
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
    return changed


def _to_graveyards(game: Game, doomed: list[GameObject], to_grave: list[GameObject]) -> None:
    """CR 704.3: the permanents go to their owners' graveyards at once, each once.

    A regeneration shield replaces a destruction by lethal damage (CR 701.19b, 704.5g).
    """
    seen: set[int] = set()
    for obj in doomed + to_grave:
        if obj.oid in seen or obj.zone is not Zone.BATTLEFIELD:
            continue
        seen.add(obj.oid)
        if obj in doomed and umbra_saves(game, obj):
            continue  # CR 702.89a: umbra armor replaces the destruction (engine.umbra)
        if obj.regen_shields and obj in doomed and regenerate(game, obj):
            continue  # CR 701.19b: lethal damage destroys it (CR 704.5g): a shield replaces that
        game.say(
            f"{obj.card.name} dies"
            if obj.info.is_creature
            else f"{obj.card.name} is put into the graveyard"
        )
        game.move(obj, Zone.GRAVEYARD)


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
