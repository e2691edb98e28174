"""Keyword and Role tokens: Role tokens, mobilize (``cards.effects_tokens``).

(Living weapon, CR 702.92a, is ``engine.living_weapon``'s.)
- Role tokens (CR 303.7; not in the seeds' digest): an Aura token created attached to a
  permanent (CR 303.4f: not cast, so it targets nothing as it enters); when a player's new
  Role is attached to a permanent, that player's other Roles on it are put into their
  owners' graveyards (CR 303.7a, a state-based action applied at once here).
- Mobilize N (CR 702.181a; not in the seeds' digest): N tapped and attacking 1/1 red Warrior
  creature tokens (CR 508.4: never declared as attackers, so "whenever ~ attacks" does not
  trigger for them), each sacrificed by a delayed trigger at the beginning of the next end
  step (CR 603.7).
- Offspring (CR 702.175a; not in the seeds' digest): a token copy of the source (its card as
  the trigger saw it, last known information if it left, CR 608.2h), except 1/1; the copy
  was not cast, so its own offspring trigger does nothing (CR 702.175a's "if its offspring
  cost was paid").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.dsl import token
from deckstats.cards.model import Keyword
from deckstats.cards.targets import Ref
from deckstats.engine import events
from deckstats.engine.derived_cards import derived_card
from deckstats.engine.effect_ctx import Ctx
from deckstats.engine.effects_permanents import PERMANENT_EFFECTS
from deckstats.engine.state import GameObject
from deckstats.engine.types import FIRST_OBJECT_ID, Step, Zone

#: Effect types read by compiled code, as C statics (``fx.Name`` is a module
#: attribute lookup on every read).
CreateToken: Final = fx.CreateToken

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_KEYWORD_HASTE: Final = Keyword.HASTE

#: CR 702.92a: the living weapon's Germ.
#: CR 702.181a: mobilize's Warrior.
WARRIOR: Final = token("Warrior", pt=(1, 1), color="R", subtypes=("Warrior",))
#: The delayed trigger's effect: the token sacrifices itself (its own source, CR 603.7).
_SACRIFICE_SELF: tuple[Any, ...] = (fx.Sacrifice(Ref.SELF),)


def _create(ctx: Ctx, card: Any, count: int, attacking: bool = False) -> list[GameObject]:
    """Create ``count`` tokens of ``card`` through ``CreateToken``; the new objects."""
    game = ctx.game
    first = game.next_id
    make = CreateToken(card, count, tapped=attacking, attacking=attacking)
    PERMANENT_EFFECTS[CreateToken](ctx, make)
    return [o for o in game.players[ctx.controller].battlefield if o.oid >= first and o.is_token]


def create_role(ctx: Ctx, e: fx.CreateRole) -> None:
    """CR 303.7: create the Role attached to its permanent; the controller's older Roles go."""
    game = ctx.game
    if e.target is None:  # "attached to it": the spell's first target, if still there
        group = ctx.item.targets[0] if ctx.item.targets else ()
        hosts = [game.objects[t] for t in group[:1] if t >= FIRST_OBJECT_ID and t in game.objects]
        hosts = [h for h in hosts if h.zone is Zone.BATTLEFIELD]
    else:
        hosts = ctx.objs(e.target)
    pid = ctx.controller
    for host in hosts:
        for old in list(game.players[pid].battlefield):
            if old.attached_to == host.oid and "Role" in old.card.subtypes:
                game.say(f"{old.card.name} is put into the graveyard (CR 303.7a)")
                game.move(old, Zone.GRAVEYARD)
        role = game.new_object(e.role, pid, Zone.BATTLEFIELD, is_token=True)
        game.put_onto_battlefield(role, pid)
        role.attached_to = host.oid
        game.say(f"creates {e.role.name} token attached to {host.card.name}")
        events.on_etb(game, role)


def mobilize(ctx: Ctx, e: fx.Mobilize) -> None:
    """Mobilize (CR 702.181a): attacking Warriors, sacrificed at the next end step."""
    game = ctx.game
    for warrior in _create(ctx, WARRIOR, e.count, attacking=True):
        # CR 603.7: a delayed trigger per token, whoever's end step comes next.
        game.delayed.append((Step.END, -1, warrior, warrior.card, _SACRIFICE_SELF, ctx.controller))


_OFFSPRING: dict[int, tuple[Any, Any]] = {}


def _one_one(card: Any) -> Any:
    """The card as a 1/1 token (CR 707.9b: the exception is part of the copy), cached."""
    hit = _OFFSPRING.get(id(card))
    if hit is None or hit[0] is not card:
        copy = replace(card, power=1, toughness=1, power_text="1", toughness_text="1")
        hit = _OFFSPRING[id(card)] = (card, replace(copy, is_token=True))
    return hit[1]


def offspring_copy(ctx: Ctx, e: fx.OffspringCopy) -> None:
    """CR 702.175a: a token that's a copy of the source, except it's 1/1."""
    card = ctx.source.card if ctx.source is not None else ctx.item.card
    _create(ctx, _one_one(card), 1)


_END_STEP: dict[str, tuple[Any, ...]] = {
    "sacrifice": _SACRIFICE_SELF,
    "exile": (fx.Exile(Ref.SELF),),
}


def copy_token(ctx: Ctx, e: fx.CopyToken) -> None:
    """CR 707.2: a token copying each permanent's copiable values (not its counters).

    ``haste``: the exception "except it has haste" is part of the copy (CR 707.9b), so the
    token's card has haste; ``at_end_step``: a delayed trigger sacrifices or exiles it
    (CR 603.7).
    """
    game = ctx.game
    for o in ctx.objs(e.target):
        # The copy's card is made once per copied card (``derived_cards``), so its
        # ``CardInfo`` is built once too (a new card object would rebuild it every time).
        if e.haste:
            card = derived_card(o.card, "token copy, haste", _hasty_token_copy)
        else:
            card = derived_card(o.card, "token copy", _token_copy)
        for tok in _create(ctx, card, 1):
            if e.at_end_step:
                game.delayed.append(
                    (Step.END, -1, tok, tok.card, _END_STEP[e.at_end_step], ctx.controller)
                )


def _token_copy(card: Any) -> Any:
    """``card`` as a token (CR 707.2: the copiable values, and it is a token)."""
    return replace(card, is_token=True)


def _hasty_token_copy(card: Any) -> Any:
    """``card`` as a token with haste (CR 707.9b: the exception is part of the copy)."""
    return replace(card, is_token=True, keywords=card.keywords | _KEYWORD_HASTE)


def citys_blessing(game: Any, pid: int) -> bool:
    """CR 702.131b-c: whether ``pid`` has the city's blessing (``PlayerState.citys_blessing``).

    Only ascend gives it (a player with ten or more permanents and an ascend permanent or
    spell), and no card this engine compiles has ascend yet (the keyword stays unparsed,
    ``tests/cards_data/test_ocelot_pride.py`` checks it): ascend's implementation sets it.
    """
    return bool(game.players[pid].citys_blessing)


def copy_new_tokens(ctx: Ctx, e: fx.CopyNewTokens) -> None:
    """CR 707.2: with the city's blessing, a copy of each token that entered this turn.

    "Entered this turn" is read as having come under its controller's control this turn
    (``GameObject.since``): a token that merely changed control this turn counts too.
    """
    del e
    game, pid = ctx.game, ctx.controller
    if not citys_blessing(game, pid):
        return
    new = [o for o in game.players[pid].battlefield if o.is_token and o.since == game.turn]
    for o in new:
        _create(ctx, derived_card(o.card, "token copy", _token_copy), 1)


def untap_fetched_if(ctx: Ctx, e: fx.UntapFetchedIf) -> None:
    """Fabled Passage: untap the land(s) this resolution put onto the battlefield (CR 608.2c).

    They are the controller's lands newer than the ability on the stack (a permanent that
    enters is a new object, CR 400.7), checked against the land count now.
    """
    game = ctx.game
    lands = [o for o in game.players[ctx.controller].battlefield if o.info.is_land]
    if len(lands) < e.lands:
        return
    for o in lands:
        if o.oid > ctx.item.sid and o.tapped:
            o.tapped = False
            game.say(f"untaps {o.card.name}")


#: The resolvers of this module, merged into ``engine.resolve.RESOLVERS``.
TOKEN_KEYWORD_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.CreateRole: create_role,
    fx.Mobilize: mobilize,
    fx.OffspringCopy: offspring_copy,
    fx.UntapFetchedIf: untap_fetched_if,
    fx.CopyToken: copy_token,
    fx.CopyNewTokens: copy_new_tokens,
}

__all__ = ["TOKEN_KEYWORD_EFFECTS", "WARRIOR"]
