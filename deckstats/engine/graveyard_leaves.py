"""CR 603.10a: cards leaving or reaching a graveyard (Murktide Regent, Emrakul).

"Whenever an <quality> card leaves your graveyard" (Murktide Regent):

A zone-change trigger that looks back in time: it sees the card as it was in the
graveyard. ``Game.move`` calls ``on_leaves_graveyard`` for each card leaving a graveyard
(one trigger per card: delving five instants puts five triggers on the stack, each a +1/+1
counter for a Murktide already on the battlefield; a Murktide being cast is on the stack,
not the battlefield, and sees none of its own delve).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.targets import Ref
from deckstats.cards.triggers import ExiledFromLibraryOrGraveyard, LeavesGraveyard, PutIntoGraveyard
from deckstats.engine.characteristics import card_matches
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.types import Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT
_REF_SELF: Final = Ref.SELF
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def on_leaves_graveyard(game: Game, card: GameObject) -> None:
    """CR 603.10a: ``card`` left its owner's graveyard: matching triggers wait to go on."""
    for src in game.trigger_sources:
        for t in src.info.triggers:
            w = t.when
            if not isinstance(w, LeavesGraveyard):
                continue
            if w.who == _REF_YOU and card.owner != src.controller:
                continue
            if w.who == _REF_EACH_OPPONENT and card.owner == src.controller:
                continue
            if w.during == "yours" and game.active != src.controller:
                continue  # "during your turn" (Kishla Skimmer)
            if w.batch and any(p[1] is t and p[2] is src for p in game.pending):
                continue  # CR 603.2c: "one or more" cards of one event trigger it once
            if card_matches(card.card, w.filter):
                game.pending.append((src.controller, t, src, None, 1 - src.controller))


def on_exiled_from(game: Game, card: GameObject) -> None:
    """CR 603.2c, 603.10a: ``card`` went to exile from its owner's library or graveyard.

    Laelia, the Blade Reforged: "one or more cards": one pending trigger per batch.
    """
    for src in game.trigger_sources:
        for t in src.info.triggers:
            if not isinstance(t.when, ExiledFromLibraryOrGraveyard):
                continue
            if (t.when.who == _REF_YOU) != (card.owner == src.controller):
                continue
            if any(p[1] is t and p[2] is src for p in game.pending):
                continue  # the batch has triggered it already
            game.pending.append((src.controller, t, src, None, 1 - src.controller))


def on_put_into_graveyard(game: Game, card: GameObject, frm: Zone | None = None) -> None:
    """CR 603.6a, 603.10a: "When ~ is put into a graveyard from anywhere" (Emrakul).

    ``card`` is the new object in the graveyard: the trigger's source, controlled by the
    card's owner. ``frm``: the zone it came from ("from your library": Narcomoeba).
    """
    for t in card.info.triggers:
        w = t.when
        if (
            isinstance(w, PutIntoGraveyard)
            and w.who == _REF_SELF
            and (not w.from_library or frm is Zone.LIBRARY)
        ):
            game.pending.append((card.owner, t, card, card, 1 - card.owner))


def shuffle_into_library(ctx: Ctx, e: fx.ShuffleIntoLibrary) -> None:
    """CR 701.24: the graveyard (or the source card in it) is shuffled into the library."""
    game = ctx.game
    pid = ctx.controller
    if e.what == "spell":
        _shuffle_resolving_spell(ctx)
        return
    if e.player != _REF_YOU:
        who = ctx.players(e.player)  # "Target player shuffles their graveyard" (Primal Command)
        if not who:
            return
        pid = who[0]
    gy = game.players[pid].graveyard
    if e.what == "self":
        src = ctx.source
        cards = [src] if src is not None and src in gy else []
    else:
        cards = list(gy)
    for o in cards:
        game.move(o, Zone.LIBRARY)
    game.shuffle_library(pid)
    game.say(f"P{pid} shuffles {len(cards)} card(s) from the graveyard into the library")


def _shuffle_resolving_spell(ctx: Ctx) -> None:
    """Green Sun's Zenith: the resolving spell is shuffled into its owner's library.

    CR 608.2n: its own instruction moves it, so it never reaches the graveyard.
    """
    src = ctx.source
    if ctx.item.kind != "spell" or src is None or src.zone is not Zone.STACK:
        return
    owner = src.owner
    ctx.game.move(src, Zone.LIBRARY)
    ctx.game.shuffle_library(owner)
    ctx.game.say(f"P{owner} shuffles {src.card.name} into their library")


GRAVEYARD_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.ShuffleIntoLibrary: shuffle_into_library,
}

__all__ = ["GRAVEYARD_EFFECTS", "on_exiled_from", "on_leaves_graveyard", "on_put_into_graveyard"]
