"""Resolvers of the zones helper's round-40 moves (``cards.effects_named``).

- ``RevealUntilNamed``: the controller chooses a card name among the names of its own
  library (a ``NAME_WANTED`` decision, CR 201.3: any name may be chosen; the deck's own
  names are the ones worth it), then reveals until a card with it (CR 701.20a); the others
  are exiled (Spoils of the Vault, Demonic Consultation);
- ``ExileChosenName``: a name among the public ones (``engine.modifiers.name_options``, a
  ``CARD_NAME`` decision), up to N of its cards exiled from a player's hand, library and
  graveyard (CR 701.23), then that player shuffles (CR 701.24) and draws for the hand's;
- ``Clash``: both players reveal their top card and each keeps it on top or puts it on the
  bottom (a ``SCRY`` decision of one card); the controller wins with a higher mana value
  (CR 701.30).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects_named as nx
from deckstats.cards.effects import Flicker, SearchLibrary
from deckstats.cards.model import CardType, Supertype
from deckstats.cards.targets import Filter, Ref
from deckstats.cards.triggers import EntersBattlefield
from deckstats.engine import events
from deckstats.engine.characteristics import card_matches, matches
from deckstats.engine.chosen_type import CREATURE_TYPE, FALLBACK
from deckstats.engine.decisions import CARD_NAME, MAY, NO_NAME, SCRY, SEARCH, YES_NO, Decision
from deckstats.engine.effect_ctx import Ctx, enter_by_effect
from deckstats.engine.effects_cards import search_into
from deckstats.engine.modifiers import name_options
from deckstats.engine.rebound import FREE_CAST
from deckstats.engine.rule_locks import search_locked
from deckstats.engine.types import Step, Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_SELF: Final = Ref.SELF

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

#: Pick one card name (a string) for a spell that finds a card of that name in its
#: controller's library (Spoils of the Vault; CR 201.3). The options are the names of the
#: nonland cards of that library, the most copies first (then the higher mana value, then
#: by name): the owner knows its deck, never its order. ``options[0]`` is the automatic pick.
NAME_WANTED: Final = "name_wanted"


def wanted_names(game: Game, pid: int) -> tuple[str, ...]:
    """The nonland names of ``pid``'s library, most copies first (``NAME_WANTED``)."""
    copies: dict[str, int] = {}
    value: dict[str, int] = {}
    for o in game.players[pid].library:
        if not o.info.is_land:
            copies[o.card.name] = copies.get(o.card.name, 0) + 1
            value[o.card.name] = o.card.mana_value
    return tuple(sorted(copies, key=lambda n: (-copies[n], -value[n], n)))


def _reveal_until_named(ctx: Ctx, e: nx.RevealUntilNamed) -> None:
    """CR 201.3, 701.20a: a name chosen, cards revealed until one has it; the rest exiled."""
    game = ctx.game
    pid = ctx.controller
    p = game.players[pid]
    options = wanted_names(game, pid)
    name = NO_NAME
    if options:
        source = ctx.item.source_oid
        name = str(game.ask(pid, Decision(NAME_WANTED, options, source=source)))
    exiled = 0
    for _ in range(min(e.exile_first, len(p.library))):
        game.move(p.library[-1], Zone.EXILE)  # Demonic Consultation: not "revealed this way"
    revealed: list[GameObject] = []
    hit: GameObject | None = None
    for o in reversed(p.library):
        if o.card.name == name:
            hit = o
            break
        revealed.append(o)
    p.known_top = 0
    game.say(f"names {name or '-'}; reveals {len(revealed) + (hit is not None)} card(s)", pid)
    if hit is not None:
        game.move(hit, Zone.HAND)
    for o in revealed:
        game.move(o, Zone.EXILE)
        exiled += 1
    if e.life_per_exiled and exiled:
        game.lose_life(pid, e.life_per_exiled * exiled)


def _exile_chosen_name(ctx: Ctx, e: nx.ExileChosenName) -> None:
    """CR 201.3, 701.23: up to N cards with the chosen name exiled, hand copies first."""
    game = ctx.game
    options = tuple(n for n in name_options(game, spells=True) if n != NO_NAME)
    name = NO_NAME  # nothing public to name: nothing is exiled (a loss, never a gain)
    if options:
        source = ctx.item.source_oid
        name = str(game.ask(ctx.controller, Decision(CARD_NAME, options, source=source)))
    for pid in ctx.players(e.player):
        p = game.players[pid]
        from_hand = 0
        left = e.up_to
        for zone in (p.hand, p.library, p.graveyard):
            for o in [o for o in zone if o.card.name == name][:left]:
                from_hand += zone is p.hand
                game.move(o, Zone.EXILE)
                left -= 1
        game.say(f"names {name or '-'}: P{pid} exiles {e.up_to - left} card(s)", ctx.controller)
        game.shuffle_library(pid)
        if e.draw_per_hand and from_hand:
            game.draw(pid, from_hand)


def _clash_card(game: Game, pid: int) -> int:
    """CR 701.30a: the top card shown, kept on top or put on the bottom; its mana value.

    A player with an empty library reveals nothing (CR 701.30c: it has no mana value to win).
    """
    lib = game.players[pid].library
    if not lib:
        return -1
    top = lib[-1]
    mv = top.card.mana_value
    ids = game.ask(pid, Decision(SCRY, [top.oid], False, 0, 1))
    if top.oid in ids:
        lib.remove(top)
        lib.insert(0, top)
    game.players[pid].known_top = 0 if top.oid in ids else 1
    game.say(f"clashes: reveals {top.card.name}", pid)
    return mv


def clash(ctx: Ctx, e: nx.Clash, resolve_effect: Callable[[Ctx, Any], None]) -> None:
    """CR 701.30: clash with the opponent; ``then`` (or the spell back to hand) on a win."""
    game = ctx.game
    you = ctx.controller
    mine = _clash_card(game, you)
    theirs = max((_clash_card(game, p) for p in range(len(game.players)) if p != you), default=-1)
    if mine <= theirs or mine < 0:
        ctx.skip(e.then)
        return
    game.say("wins the clash", you)
    for eff in e.then:
        resolve_effect(ctx, eff)
    obj = ctx.item.obj
    if e.return_self and obj is not None and obj.zone is Zone.STACK:
        game.move(obj, Zone.HAND)  # CR 608.2n: the spell's card goes to the hand instead


def _search_exile_cast(ctx: Ctx, e: nx.SearchExileCast) -> None:
    """CR 701.23, 608.2h: a card up to the count found and exiled; it may be cast free."""
    game = ctx.game
    pid = ctx.controller
    if game.modifier_sources and search_locked(game, pid, pid):
        return  # Ashiok, Dream Render (engine.rule_locks)
    p = game.players[pid]
    p.searched_on = game.turn  # CR 701.23 (Archive Trap)
    most = ctx.amount(e.count)
    elig: dict[str, GameObject] = {}  # one copy per name: copies are interchangeable
    for o in p.library:
        if o.card.mana_value <= most and card_matches(o.card, e.filter):
            elig.setdefault(o.card.name, o)
    opts = [o.oid for o in sorted(elig.values(), key=lambda o: (o.card.name, o.oid))]
    ids = game.ask(pid, Decision(SEARCH, opts, False, 0, 1, amount=1)) if opts else ()
    hit = game.move(game.objects[ids[0]], Zone.EXILE) if ids else None
    game.shuffle_library(pid)
    if hit is None:
        return
    game.say(f"searches for {hit.card.name} and exiles it", pid)
    if game.ask(pid, Decision(MAY, YES_NO, source=hit.oid)):
        FREE_CAST[0](game, pid, hit)  # CR 118.9 (``engine.costs.cast_without_paying``)


def _graveyard_types(game: Game, pid: int) -> tuple[str, ...]:
    """The creature types of ``pid``'s graveyard, the most creature cards first."""
    counts: dict[str, int] = {}
    for o in game.players[pid].graveyard:
        if o.info.is_creature:
            for s in o.card.subtypes:
                counts[s] = counts.get(s, 0) + 1
    return tuple(sorted(counts, key=lambda s: (-counts[s], s))) or (FALLBACK,)


def _each_returns_chosen_type(ctx: Ctx, e: nx.EachReturnsChosenType) -> None:
    """CR 101.4, 205.3m: types chosen in turn order; every matching creature card returns."""
    game = ctx.game
    order = [(game.active + i) % len(game.players) for i in range(len(game.players))]
    chosen: list[str] = []
    for pid in order:
        options = _graveyard_types(game, pid)
        pick = str(game.ask(pid, Decision(CREATURE_TYPE, options, source=ctx.item.source_oid)))
        chosen.append(pick if pick in options else options[0])
    game.say(f"creature types chosen: {', '.join(chosen)}")
    entered: list[GameObject] = []
    for pid in order:
        for o in list(game.players[pid].graveyard):
            if o.info.is_creature and any(o.card.has_subtype(t) for t in chosen):
                new = enter_by_effect(game, o, pid, False, controller=pid)
                if new is not None:
                    entered.append(new)
    for new in entered:
        events.on_etb(game, new)  # CR 603.6a: they entered at the same time


#: Choose any of your permanents (oids) to exile until the next end step (Yorion, Sky
#: Nomad; ``FlickerChosenLater``); () exiles none. The base agent picks its nontoken
#: permanents whose enters abilities would trigger again (``enters_again``).
FLICKER: Final = "flicker"


def enters_again(card: CardDef) -> bool:
    """Whether ``card`` has a "When ~ enters" ability (worth flickering, CR 603.6a)."""
    return any(
        isinstance(t.when, EntersBattlefield) and t.when.who == _REF_SELF for t in card.triggers
    )


def _flicker_chosen_later(ctx: Ctx, e: nx.FlickerChosenLater) -> None:
    """CR 603.7a, 400.7: the chosen permanents exiled; a delayed trigger returns each one."""
    game = ctx.game
    pid = ctx.controller
    src = ctx.source.oid if ctx.source is not None else -1
    elig = [
        o.oid
        for o in game.players[pid].battlefield
        if o.owner == pid and not (e.other and o.oid == src) and matches(game, o, e.filter)
    ]
    ids = game.ask(pid, Decision(FLICKER, elig, False, 0, len(elig))) if elig else ()
    back = (Flicker(_REF_SELF, later="return"),)
    for oid in ids:
        exiled = game.move(game.objects[oid], Zone.EXILE)
        if exiled is not None:  # CR 111.7: a token ceases to exist
            game.delayed.append((Step.END, -1, exiled, exiled.card, back, pid))


#: Pick one permanent (an oid) to vote for (Council's Judgment, ``VoteExile``; CR 701.38);
#: the options are ordered by mana value, highest first (``options[0]`` the automatic pick).
VOTE: Final = "vote"


def _vote_exile(ctx: Ctx, e: nx.VoteExile) -> None:
    """CR 701.38: the caster's vote; the opponent votes the same (see ``VoteExile``)."""
    game = ctx.game
    pid = ctx.controller
    elig = [
        o
        for q in game.players
        if q.pid != pid
        for o in q.battlefield
        if o.controller != pid and matches(game, o, e.filter)
    ]
    if not elig:
        return
    elig.sort(key=lambda o: (-o.info.mana_value, o.oid))
    pick = game.ask(pid, Decision(VOTE, [o.oid for o in elig], source=ctx.item.source_oid))
    o = game.objects.get(pick)
    if o is not None and o.zone is Zone.BATTLEFIELD:
        game.say(f"the vote exiles {o.card.name}", pid)
        game.move(o, Zone.EXILE)


_BASIC_LAND: Final = Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)


def _exile_attackers_lands(ctx: Ctx, e: nx.ExileAttackersLands) -> None:
    """CR 406.1, 701.23: the player's attackers exiled; up to that many basics, tapped."""
    game = ctx.game
    for pid in ctx.players(e.player):
        p = game.players[pid]
        gone = [o for o in p.battlefield if o.attacking and o.info.is_creature]
        for o in gone:
            game.move(o, Zone.EXILE)
        if not gone or (game.modifier_sources and search_locked(game, pid, ctx.controller)):
            continue
        p.searched_on = game.turn  # CR 701.23 (Archive Trap)
        elig = [o.oid for o in p.library if card_matches(o.card, _BASIC_LAND)]
        n = min(len(gone), len(elig))
        ids = game.ask(pid, Decision(SEARCH, elig, False, 0, n, amount=len(gone))) if n else ()
        entered = []
        for oid in ids:
            new = enter_by_effect(game, game.objects[oid], pid, True)
            if new is not None:
                entered.append(new)
        game.shuffle_library(pid)
        game.say(f"P{pid} loses {len(gone)} attacker(s), finds {len(entered)} basic land(s)")
        for new in entered:
            events.on_etb(game, new)


def _search_more_if_behind(ctx: Ctx, e: nx.SearchMoreIfBehind) -> None:
    """CR 608.2c: two cards if the target opponent controls more lands now, else one."""
    game = ctx.game
    you = ctx.controller
    lands = [
        sum(o.info.is_land for o in game.players[p].battlefield) for p in ctx.players(e.opponent)
    ]
    behind = bool(lands) and lands[0] > sum(o.info.is_land for o in game.players[you].battlefield)
    search_into(ctx, SearchLibrary(e.filter, 2 if behind else 1), 0)


NAMED_RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    nx.RevealUntilNamed: _reveal_until_named,
    nx.ExileChosenName: _exile_chosen_name,
    nx.SearchExileCast: _search_exile_cast,
    nx.EachReturnsChosenType: _each_returns_chosen_type,
    nx.FlickerChosenLater: _flicker_chosen_later,
    nx.VoteExile: _vote_exile,
    nx.ExileAttackersLands: _exile_attackers_lands,
    nx.SearchMoreIfBehind: _search_more_if_behind,
}

__all__ = ["NAMED_RESOLVERS", "NAME_WANTED", "clash", "wanted_names"]
