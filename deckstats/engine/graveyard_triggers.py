"""Triggered abilities that work from the graveyard (CR 113.6k; not in seeds).

A card whose trigger condition is a ``triggers.FromGraveyard`` (Squee, Goblin Nabob;
Ovalchase Daredevil; Punishing Fire) is listed in ``Game.gy_trigger_cards`` while it is in
a graveyard (``Game.new_object`` adds it, ``Game.move`` drops it as it leaves). The events
of ``engine.events`` call the ``gy_on_*`` functions here only when that list is not empty,
so games without such cards pay one emptiness test per event. The trigger's source is the
card in the graveyard: "~" in its effect names that card (CR 400.7: once it leaves the
graveyard it is a new object and the effect finds nothing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.cards.targets import Ref
from deckstats.cards.triggers import (
    BeginningOfStep,
    CastSpell,
    Dies,
    EntersBattlefield,
    GainsLife,
    LandEnters,
    StepName,
)
from deckstats.engine.characteristics import card_matches
from deckstats.engine.types import Zone
from deckstats.engine.zone_watch import player_ok

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_SELF: Final = Ref.SELF

if TYPE_CHECKING:
    from deckstats.cards.dsl import Triggered as TriggeredT
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject, StackItem


def _sources(game: Game) -> list[tuple[GameObject, TriggeredT]]:
    """(card in a graveyard, its graveyard trigger) pairs; stale entries are dropped."""
    live = [
        o
        for o in game.gy_trigger_cards
        if o.zone is Zone.GRAVEYARD and game.objects.get(o.oid) is o
    ]
    if len(live) != len(game.gy_trigger_cards):
        game.gy_trigger_cards = live
    return [(o, t) for o in live for t in o.info.gy_triggers]


def _add(game: Game, src: GameObject, t: TriggeredT, about: GameObject | None) -> None:
    """CR 603.3: the trigger waits; its controller is the card's owner (CR 603.3a)."""
    game.pending.append((src.owner, t, src, about, 1 - src.owner))


def _object_event(
    game: Game, kind: type, pid: int, card: CardDef, about: GameObject | None
) -> None:
    """An object event (``kind``: entering, casting) of player ``pid``'s ``card``."""
    for src, t in _sources(game):
        w = t.when
        if not isinstance(w, (EntersBattlefield, CastSpell)) or type(w) is not kind:
            continue
        if isinstance(w, CastSpell) and w.nth:
            continue  # "your Nth spell each turn" is not watched from a graveyard
        if isinstance(w, CastSpell) and w.nth_matching and not nth_matching(game, pid, w):
            continue  # Vengevine: "if it's the second creature spell you cast this turn"
        if w.who != _REF_SELF and player_ok(w.who, src.owner, pid) and card_matches(card, w.filter):
            _add(game, src, t, about)


def nth_matching(game: Game, pid: int, w: CastSpell) -> bool:
    """CR 603.4: the spell just cast is the caster's ``w.nth_matching``-th of its kind this turn."""
    p = game.players[pid]
    n = sum(1 for _, card in p.cast_log[p.cast_mark :] if card_matches(card, w.filter))
    return n == w.nth_matching


def gy_on_etb(game: Game, obj: GameObject) -> None:
    """CR 603.6a: "whenever a <filter> [you control] enters" of cards in graveyards.

    Landfall too: "Whenever a land you control enters, you may return ~ from your graveyard
    to the battlefield" (Bloodghast).
    """
    _object_event(game, EntersBattlefield, obj.controller, obj.card, obj)
    if obj.info.is_land:
        for src, t in _sources(game):
            w = t.when
            if isinstance(w, LandEnters) and player_ok(w.who, src.owner, obj.controller):
                _add(game, src, t, obj)


def gy_on_cast(game: Game, item: StackItem) -> None:
    """CR 601.2i: "whenever <a player> casts a <filter> spell" of cards in graveyards."""
    _object_event(game, CastSpell, item.controller, item.card, item.obj)


def gy_on_step(game: Game, step: StepName) -> None:
    """CR 503.1a, 513.1a: "at the beginning of [your] <step>" of cards in graveyards.

    The triggers are the ``FromGraveyard`` ones of ``CardInfo.gy_triggers`` (unwrapped).
    """
    for src, t in _sources(game):
        w = t.when
        if (
            isinstance(w, BeginningOfStep)
            and w.step == step
            and player_ok(w.whose, src.owner, game.active)
        ):
            _add(game, src, t, None)


def gy_on_gain_life(game: Game, pid: int) -> None:
    """CR 119.9: "whenever you / an opponent gains life" of cards in graveyards."""
    for src, t in _sources(game):
        w = t.when
        if isinstance(w, GainsLife) and player_ok(w.who, src.owner, pid):
            _add(game, src, t, None)


def gy_on_dies(game: Game, old: GameObject) -> None:
    """CR 700.4, 603.10a: "whenever a <filter> is put into your graveyard from the battlefield".

    Bridge from Below, from its owner's graveyard: ``who`` is relative to that owner and
    names the graveyard the dead creature goes to (its owner's, CR 400.3).
    """
    for src, t in _sources(game):
        w = t.when
        if (
            isinstance(w, Dies)
            and w.who != _REF_SELF
            and src is not old
            and player_ok(w.who, src.owner, old.owner)
            and not (w.nontoken and old.is_token)
            and card_matches(old.card, w.filter)
        ):
            _add(game, src, t, old)
