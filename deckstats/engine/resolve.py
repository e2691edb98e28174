"""CR 608: resolving spells and abilities: the interpreter of the effect vocabulary.

``RESOLVERS`` maps every class in ``deckstats.cards.effects.ALL_EFFECTS`` to a function
``(ctx, effect) -> None``; ``Custom`` effects dispatch on their ``key`` through
``CUSTOM_RESOLVERS`` and an unknown key raises ``RulesError``. Targets are consumed in
text order, one chosen group per ``Target`` spec (CR 608.2c); illegal targets are
skipped, and a spell or ability whose targets are all illegal does nothing (CR 608.2b).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import combinations
from typing import TYPE_CHECKING, Any

from deckstats.cards import effects as fx
from deckstats.cards.dsl import token
from deckstats.cards.targets import Controller, Filter, Ref, Target
from deckstats.cards.triggers import BecomesLevel
from deckstats.engine import events
from deckstats.engine.characteristics import card_matches, compile_filter, matches
from deckstats.engine.decisions import (
    COLOR,
    DIG,
    DISCARD,
    MAY,
    ORDER,
    PAY_LIFE,
    PAY_UNLESS,
    PUT_BACK,
    SACRIFICE,
    SCRY,
    SEARCH,
    SHUFFLE,
    SURVEIL,
    TARGETS,
    YES_NO,
    Decision,
)
from deckstats.engine.errors import RulesError
from deckstats.engine.info import LEVEL_OF, card_info, class_level, effect_target_specs
from deckstats.engine.mana import BIT_INDEX, cost_req, find_payment, pay
from deckstats.engine.state import StackItem
from deckstats.engine.targeting import enumerate_targets, is_legal_target
from deckstats.engine.types import FIRST_OBJECT_ID, Zone

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_HASTE = 1 << 2  # Keyword.HASTE
_SACRIFICE_SELF = fx.Sacrifice(Ref.SELF)
_LETTER_INDEX = {"W": 0, "U": 1, "B": 2, "R": 3, "G": 4, "C": 5}


class Ctx:
    """Per-resolution context (STYLE.md 2.12: discarded after use, never stored on state)."""

    __slots__ = (
        "controller",
        "cursor",
        "game",
        "item",
        "lki_target",
        "lki_target_controller",
        "source",
        "specs",
        "x",
    )

    def __init__(self, game: Game, item: StackItem) -> None:
        self.game = game
        self.item = item
        self.controller = item.controller
        self.source = item.obj
        self.cursor = 0
        self.x = item.x
        self.specs: list[Target] = []
        # CR 608.2h: last known information: "its controller" is read before effects move it.
        self.lki_target_controller: int | None = None
        self.lki_target: GameObject | None = None
        for group in item.targets:
            for t in group:
                if t < FIRST_OBJECT_ID:
                    self.lki_target_controller = t
                else:
                    o = game.objects.get(t)
                    if o is not None:
                        self.lki_target_controller = o.controller
                        self.lki_target = o
                break
            if group:
                break

    def amount(self, a: Any) -> int:
        """CR 107.3: an amount, with ``"X"`` read as the X chosen on casting."""
        return self.x if a == "X" else int(a)

    def ids(self, spec: Any) -> list[int]:
        """Resolve a target spec or reference to the ids it names now (CR 115.10, 608.2b)."""
        game = self.game
        if isinstance(spec, Target):
            i = self.cursor
            self.cursor = i + 1
            targets = self.item.targets
            group = targets[i] if i < len(targets) else ()
            src = self.source.oid if self.source is not None else 0
            return [t for t in group if is_legal_target(game, self.controller, spec, t, src)]
        return ref_ids(self, spec)

    def objs(self, spec: Any) -> list[GameObject]:
        """Like ``ids`` but only objects still on the battlefield."""
        out = []
        for t in self.ids(spec):
            if t >= FIRST_OBJECT_ID:
                o = self.game.objects.get(t)
                if o is not None and o.zone is Zone.BATTLEFIELD:
                    out.append(o)
        return out

    def players(self, spec: Any) -> list[int]:
        """Like ``ids`` but only players."""
        return [t for t in self.ids(spec) if t < FIRST_OBJECT_ID]

    def skip(self, effects: tuple[fx.Effect, ...]) -> None:
        """Advance past the target groups of effects that will not happen."""
        self.cursor += len(effect_target_specs(effects))


def ref_ids(ctx: Ctx, ref: Ref) -> list[int]:
    """CR 115.10: the players or objects an untargeted reference names on resolution."""
    game = ctx.game
    you = ctx.controller
    if ref == Ref.YOU:
        return [you]
    if ref == Ref.EACH_OPPONENT:
        return [1 - you]
    if ref == Ref.DEFENDING_PLAYER:
        return [ctx.item.defending]
    if ref == Ref.EACH_PLAYER:
        return [game.active, 1 - game.active]
    if ref == Ref.SELF:
        src = ctx.source
        return [src.oid] if src is not None and src.oid in game.objects else []
    if ref == Ref.TRIGGERING_OBJECT:
        o = ctx.item.trigger_obj
        return [o.oid] if o is not None and o.oid in game.objects else []
    if ref == Ref.ENCHANTED_OR_EQUIPPED:
        src = ctx.source
        return [src.attached_to] if src is not None and src.attached_to else []
    if ref == Ref.TARGET_CONTROLLER:
        c = ctx.lki_target_controller
        return [] if c is None else [c]
    if ref == Ref.PERMANENTS_YOU_CONTROL:
        return [o.oid for o in game.players[you].battlefield]
    if ref == Ref.TRIGGERING_PLAYER:
        # The caster of the spell that triggered it; for "at the beginning of each
        # player's upkeep" (CR 503.1a), the active player.
        o = ctx.item.trigger_obj
        return [game.active] if o is None else [o.controller]
    out: list[int] = []
    for pid in (game.active, 1 - game.active):
        if ref == Ref.CREATURES_YOU_CONTROL and pid != you:
            continue
        if ref == Ref.CREATURES_OPPONENTS_CONTROL and pid == you:
            continue
        for o in game.players[pid].battlefield:
            if o.info.is_creature and not (ref == Ref.EACH_OTHER_CREATURE and o is ctx.source):
                out.append(o.oid)
    return out


# ---------------------------------------------------------------------- resolvers


def _deal_damage(ctx: Ctx, e: fx.DealDamage) -> None:
    """CR 120: deal damage to each target."""
    n = ctx.amount(e.amount)
    for t in ctx.ids(e.to):
        ctx.game.deal_damage(ctx.source, ctx.controller, t, n)


def _draw(ctx: Ctx, e: fx.DrawCards) -> None:
    """CR 121: draw cards."""
    n = ctx.amount(e.count)
    for pid in ctx.players(e.player):
        ctx.game.draw(pid, n)
        ctx.game.say(f"P{pid} draws {n}")


def _gain(ctx: Ctx, e: fx.GainLife) -> None:
    """CR 119.3: gain life."""
    for pid in ctx.players(e.player):
        ctx.game.gain_life(pid, ctx.amount(e.amount))


def _lose(ctx: Ctx, e: fx.LoseLife) -> None:
    """CR 119.3: lose life."""
    for pid in ctx.players(e.player):
        n = ctx.amount(e.amount)
        ctx.game.lose_life(pid, n)
        ctx.game.say(f"P{pid} loses {n} life")


def _add_mana(ctx: Ctx, e: fx.AddMana) -> None:
    """CR 106.4: add mana to the controller's pool."""
    pool = ctx.game.players[ctx.controller].pool
    for ch in e.symbols:
        pool[_LETTER_INDEX[ch]] += 1


def _add_one_of(ctx: Ctx, e: fx.AddOneOf) -> None:
    """CR 106.1: add mana of one colour the controller chooses."""
    letters = tuple(dict.fromkeys(e.colors))
    pick = letters[0]
    if len(letters) > 1:
        pick = ctx.game.ask(ctx.controller, Decision(COLOR, letters))
    ctx.game.players[ctx.controller].pool[_LETTER_INDEX[pick]] += e.amount


def _create_token(ctx: Ctx, e: fx.CreateToken) -> None:
    """CR 111.1: create tokens (optionally tapped and attacking, CR 508.4)."""
    game = ctx.game
    n = ctx.amount(e.count)
    for _ in range(n):
        obj = game.new_object(e.token, ctx.controller, Zone.BATTLEFIELD, is_token=True)
        game.put_onto_battlefield(obj, ctx.controller, tapped=e.tapped)
        if e.attacking and game.in_combat:
            obj.attacking = True
        game.say(f"creates {e.token.name} token")
        events.on_etb(game, obj)


def _pump(ctx: Ctx, e: fx.Pump) -> None:
    """CR 611.2, 514.2: +N/+N and keywords until end of turn."""
    for o in ctx.objs(e.target):
        o.temp_power += e.power
        o.temp_toughness += e.toughness
        o.temp_keywords |= int(e.keywords)


def _counters(ctx: Ctx, e: fx.PutCounters) -> None:
    """CR 122.1: put counters on permanents."""
    n = ctx.amount(e.count)
    for o in ctx.objs(e.target):
        c = o.counters if o.counters is not None else {}
        c[e.kind] = c.get(e.kind, 0) + n
        o.counters = c


def _destroy(ctx: Ctx, e: fx.Destroy) -> None:
    """CR 701.8: destroy permanents."""
    for o in ctx.objs(e.target):
        ctx.game.say(f"destroys {o.card.name}")
        ctx.game.destroy(o)


def _exile(ctx: Ctx, e: fx.Exile) -> None:
    """CR 406: exile permanents, spells or cards."""
    game = ctx.game
    for t in ctx.ids(e.target):
        o = game.objects.get(t)
        if o is None:
            continue
        if o.zone is Zone.STACK:
            if ctx.item.kind == "spell" and ctx.item.obj is o:
                ctx.item.exile_after = True  # "Exile ~." (Burning Wish): exiled as it resolves
                continue
            _remove_spell(game, o.oid, Zone.EXILE)
        elif o.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.HAND):
            game.say(f"exiles {o.card.name}")
            game.move(o, Zone.EXILE)


def _bounce(ctx: Ctx, e: fx.Bounce) -> None:
    """CR 400.3: return permanents (or target cards in a graveyard) to their owners' hands."""
    game = ctx.game
    for t in ctx.ids(e.target):
        o = game.objects.get(t)
        if o is not None and o.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD):
            game.move(o, Zone.HAND)


def _tap(ctx: Ctx, e: fx.Tap) -> None:
    """CR 701.26a: tap permanents."""
    for o in ctx.objs(e.target):
        o.tapped = True


def _untap(ctx: Ctx, e: fx.Untap) -> None:
    """CR 701.26b: untap permanents."""
    for o in ctx.objs(e.target):
        o.tapped = False


def discard_cards(
    game: Game, pid: int, n: int, chooser: int, flt: Filter | None = None, at_random: bool = False
) -> None:
    """CR 701.9: ``pid`` discards ``n`` cards chosen by ``chooser`` (or at random)."""
    hand = game.players[pid].hand
    elig = [o for o in hand if flt is None or card_matches(o.card, flt)]
    n = min(n, len(elig))
    if n <= 0:
        return
    if at_random:
        idx = game.engine_rng.choice(len(elig), size=n, replace=False)
        chosen = [elig[int(i)] for i in sorted(idx)]
    elif n == len(elig):
        chosen = elig
    else:
        ids = game.ask(chooser, Decision(DISCARD, [o.oid for o in elig], False, n, n, amount=n))
        chosen = [game.objects[i] for i in ids]
    for o in chosen:
        game.say(f"P{pid} discards {o.card.name}")
        game.move(o, Zone.GRAVEYARD)


def _discard(ctx: Ctx, e: fx.Discard) -> None:
    """CR 701.9: discard."""
    n = ctx.amount(e.count)
    flt = None if e.filter == Filter() else e.filter
    for pid in ctx.players(e.player):
        chooser = ctx.controller if e.chooser == Controller.YOU else pid
        discard_cards(ctx.game, pid, n, chooser, flt, e.random)


def _mill(ctx: Ctx, e: fx.Mill) -> None:
    """CR 701.17: put the top cards of a library into the graveyard."""
    game = ctx.game
    n = ctx.amount(e.count)
    for pid in ctx.players(e.player):
        lib = game.players[pid].library
        for _ in range(min(n, len(lib))):
            game.move(lib[-1], Zone.GRAVEYARD)


def _look_at_top(ctx: Ctx, count: int, kind: Any) -> tuple[list[Any], tuple[int, ...]]:
    """Show the controller the top ``count`` cards; return the library and the chosen ids.

    Shared by scry (CR 701.22) and surveil (CR 701.25): any number of them may be chosen.
    """
    lib = ctx.game.players[ctx.controller].library
    top = lib[-count:] if count else []
    if not top:
        return lib, ()
    ids = ctx.game.ask(
        ctx.controller, Decision(kind, [o.oid for o in reversed(top)], False, 0, len(top))
    )
    return lib, tuple(ids)


def _scry(ctx: Ctx, e: fx.Scry) -> None:
    """CR 701.22: look at the top N, put any number on the bottom."""
    game = ctx.game
    seen = min(e.count, len(game.players[ctx.controller].library))
    if not seen:
        return
    p = game.players[ctx.controller]
    known = max(p.known_top, seen)
    lib, ids = _look_at_top(ctx, e.count, SCRY)
    for oid in ids:
        o = game.objects[oid]
        lib.remove(o)
        lib.insert(0, o)
    p.known_top = known - len(ids)  # the player knows what it left on top
    game.say(f"scries {seen}, {len(ids)} to the bottom")


def _surveil(ctx: Ctx, e: fx.Surveil) -> None:
    """CR 701.25: look at the top N, put any number into the graveyard."""
    game = ctx.game
    p = game.players[ctx.controller]
    known = max(p.known_top, min(e.count, len(p.library)))
    _, ids = _look_at_top(ctx, e.count, SURVEIL)
    p.known_top = 0
    for oid in ids:
        game.move(game.objects[oid], Zone.GRAVEYARD)
    p.known_top = known - len(ids)


def _search(ctx: Ctx, e: fx.SearchLibrary) -> None:
    """CR 701.23: search the library for up to N matching cards, then shuffle."""
    game = ctx.game
    pid = ctx.controller
    if e.player != Ref.YOU:
        who = ctx.players(e.player)  # "its controller may search their library" (Path)
        if not who:
            return
        pid = who[0]
    lib = game.players[pid].library
    ok: dict[int, bool] = {}  # one filter test per distinct card
    for o in lib:
        if id(o.card) not in ok:
            ok[id(o.card)] = card_matches(o.card, e.filter)
    elig = sorted((o for o in lib if ok[id(o.card)]), key=lambda o: (o.card.name, o.oid))
    chosen: list[GameObject] = []
    if elig:
        # Offer one copy per distinct card: copies in a library are interchangeable.
        distinct: list[GameObject] = []
        seen: set[str] = set()
        for o in elig:
            if o.card.name not in seen:
                seen.add(o.card.name)
                distinct.append(o)
        k = min(e.count, len(elig))
        opts = [o.oid for o in (elig if e.count > 1 else distinct)]
        ids = game.ask(pid, Decision(SEARCH, opts, False, 0, min(k, len(opts)), amount=e.count))
        chosen = [game.objects[i] for i in ids]
    moved = []
    for o in chosen:
        if e.to == "battlefield":
            new = game.move(o, Zone.BATTLEFIELD)
            if new is not None:
                if e.tapped:
                    new.tapped = True
                else:
                    enters_tapped(game, pid, new)  # CR 614.1d applies to any entering
                moved.append(new)
        elif e.to == "hand":
            game.move(o, Zone.HAND)
        game.say(f"searches for {o.card.name}")
    game.shuffle_library(pid)
    if e.to == "top":
        for o in chosen:
            lib.remove(o)
            lib.append(o)
        game.players[pid].known_top = len(chosen)
    for new in moved:
        events.on_etb(game, new)


def _remove_spell(game: Game, oid: int, to: Zone) -> None:
    for i, it in enumerate(game.stack):
        if it.obj is not None and it.obj.oid == oid and it.kind == "spell":
            del game.stack[i]
            game.say(f"{it.card.name} is countered")
            # CR 702.34a: a spell cast with flashback is exiled instead of going anywhere else.
            new = game.move(it.obj, Zone.EXILE if it.exile_after else to)
            if new is not None and new.zone is Zone.LIBRARY:
                game.players[new.owner].known_top += 1  # Memory Lapse: a known card on top
            return


_COUNTER_ZONES = {
    "graveyard": Zone.GRAVEYARD,
    "exile": Zone.EXILE,
    "library": Zone.LIBRARY,
    "hand": Zone.HAND,
}


_CANT_BE_COUNTERED = 1 << 53  # Keyword.CANT_BE_COUNTERED


def _counter(ctx: Ctx, e: fx.CounterSpell) -> None:
    """CR 701.6: counter a spell; with ``unless_pay`` its controller may pay to keep it.

    CR 701.6a, 614.1a: "if that spell is countered this way, exile it / put it on top of
    its owner's library / into its owner's hand instead" (``e.to``).
    """
    game = ctx.game
    unless = 0 if e.unless_pay is None else ctx.amount(e.unless_pay)
    for t in ctx.ids(e.target):
        o = game.objects.get(t)
        if o is None:
            _counter_ability(game, t)
            continue
        if o.zone is not Zone.STACK:
            continue
        if o.info.keywords & _CANT_BE_COUNTERED:
            game.say(f"{o.card.name} can't be countered")
            continue  # CR 101.2: "This spell can't be countered" wins
        if unless:
            owner = o.controller
            for it in game.stack:
                if it.obj is o:
                    owner = it.controller
            payment = find_payment(game, owner, cost_req(None), 0, extra_generic=unless)
            if payment is not None and game.ask(
                owner, Decision(PAY_UNLESS, YES_NO, source=t, amount=unless)
            ):
                pay(game, owner, payment)
                continue
        _remove_spell(game, t, _COUNTER_ZONES[e.to])


def _counter_ability(game: Game, sid: int) -> None:
    """CR 701.6b: a countered activated or triggered ability is removed from the stack."""
    for i, it in enumerate(game.stack):
        if it.sid == sid and it.kind in ("ability", "trigger", "copy"):
            del game.stack[i]
            game.say(f"{it.card.name}'s ability is countered")
            return


def _sacrifice(ctx: Ctx, e: fx.Sacrifice) -> None:
    """CR 701.21: sacrifice permanents (the player chooses which)."""
    game = ctx.game
    if isinstance(e.what, Ref):
        for o in ctx.objs(e.what):
            game.sacrifice(o)
        return
    for pid in ctx.players(e.player):
        elig = [o for o in game.players[pid].battlefield if matches(game, o, e.what)]
        n = min(e.count, len(elig))
        if n <= 0:
            continue
        if n == len(elig):
            chosen = elig
        else:
            ids = game.ask(pid, Decision(SACRIFICE, [o.oid for o in elig], False, n, n, amount=n))
            chosen = [game.objects[i] for i in ids]
        for o in chosen:
            game.say(f"P{pid} sacrifices {o.card.name}")
            game.sacrifice(o)


def _dig(ctx: Ctx, e: fx.Dig) -> None:
    """Look at the top N; put up to ``take`` matching into hand; the rest go to ``rest_to``."""
    game = ctx.game
    pid = ctx.controller
    lib = game.players[pid].library
    top = list(reversed(lib[-e.look :])) if e.look else []
    if not top:
        return
    elig = [o.oid for o in top if card_matches(o.card, e.filter)]
    ids: tuple[int, ...] = ()
    if elig:
        k = min(e.take, len(elig))
        # "Put one of them into your hand" is mandatory; "you may reveal a <filter> card
        # ... and put it into your hand" (a filtered dig) is optional.
        must = k if compile_filter(e.filter).empty and not e.to_battlefield else 0
        ids = game.ask(pid, Decision(DIG, elig, False, must, k))
    entered = []
    for oid in ids:
        if e.to_battlefield:
            new = game.move(game.objects[oid], Zone.BATTLEFIELD, controller=pid)
            if new is not None:
                enters_tapped(game, pid, new)  # CR 614.1d applies to any entering
                entered.append(new)
        else:
            game.move(game.objects[oid], Zone.HAND)
    for o in top:
        if o.oid in ids:
            continue
        if e.rest_to == "graveyard":
            game.move(o, Zone.GRAVEYARD)
        else:
            lib.remove(o)
            lib.insert(0, o)
    for new in entered:
        events.on_etb(game, new)


def _reveal_take(ctx: Ctx, e: fx.RevealTopMayTake) -> None:
    """Reveal the top card; if it matches, put it into its owner's hand."""
    game = ctx.game
    for pid in ctx.players(e.player):
        lib = game.players[pid].library
        if lib:
            top = lib[-1]
            game.say(f"P{pid} reveals {top.card.name}")
            if card_matches(top.card, e.take_if):
                game.move(top, Zone.HAND)


def _fight(ctx: Ctx, e: fx.Fight) -> None:
    """CR 701.14: each creature deals damage equal to its power to the other."""
    a = ctx.objs(e.first)
    b = ctx.objs(e.second)
    if not a or not b:
        return  # CR 701.14b: if either is gone, no damage is dealt
    x, y = a[0], b[0]
    game = ctx.game
    px, py = game.power(x), game.power(y)
    game.deal_damage(x, x.controller, y.oid, px)
    game.deal_damage(y, y.controller, x.oid, py)


def _attach(ctx: Ctx, e: fx.AttachTo) -> None:
    """CR 701.3: attach this Aura or Equipment to the target."""
    src = ctx.source
    for o in ctx.objs(e.target):
        if src is not None and src.zone is Zone.BATTLEFIELD:
            src.attached_to = o.oid
            ctx.game.say(f"attaches {src.card.name} to {o.card.name}")


def _modal(ctx: Ctx, e: fx.Modal) -> None:
    """CR 700.2: modes of an ability chosen on resolution (spells choose on casting)."""
    game = ctx.game
    opts = []
    for modes in combinations(range(len(e.modes)), e.choose):
        specs: list[Target] = []
        for m in modes:
            specs.extend(effect_target_specs(e.modes[m]))
        src = ctx.source.oid if ctx.source is not None else 0
        for t in enumerate_targets(game, ctx.controller, specs, src):
            opts.append((modes, t))
    if not opts:
        return
    modes, targets = (
        opts[0] if len(opts) == 1 else game.ask(ctx.controller, Decision(TARGETS, opts))
    )
    sub = Ctx(game, ctx.item)
    sub.cursor = 0
    saved = ctx.item.targets
    ctx.item.targets = targets
    try:
        for m in modes:
            for eff in e.modes[m]:
                resolve_effect(sub, eff)
    finally:
        ctx.item.targets = saved


def _may(ctx: Ctx, e: fx.MayDo) -> None:
    """CR 603.5, 608.2d: "you may": the controller chooses on resolution."""
    if ctx.game.ask(ctx.controller, Decision(MAY, YES_NO, source=ctx.item.source_oid)):
        for eff in e.effect:
            resolve_effect(ctx, eff)
    else:
        ctx.skip(e.effect)


def _conditional(ctx: Ctx, e: fx.Conditional) -> None:
    """CR 608.2c, 614.1a: "if <condition>, ... instead": one branch, the same targets."""
    start = ctx.cursor
    holds = events.condition_holds(ctx.game, ctx.controller, e.condition)
    branch = e.then if holds else e.otherwise
    for eff in branch:
        resolve_effect(ctx, eff)
    ctx.cursor = start + len(effect_target_specs(e.then))


def _deal_damage_each(ctx: Ctx, e: fx.DealDamageEach) -> None:
    """CR 120.1: damage to each matching creature and each named player at once."""
    game = ctx.game
    n = ctx.amount(e.amount)
    ids: list[int] = []
    if e.creatures:
        check = not compile_filter(e.filter).empty
        without = int(e.without)
        need = int(e.with_keywords)
        for pid in (game.active, 1 - game.active):
            for o in game.players[pid].battlefield:
                if not o.info.is_creature or (check and not matches(game, o, e.filter)):
                    continue
                if without or need:
                    kw = game.keywords(o)
                    if kw & without or (kw & need) != need:
                        continue
                ids.append(o.oid)
    if e.players is not None:
        ids.extend(ref_ids(ctx, e.players))
    for t in ids:
        game.deal_damage(ctx.source, ctx.controller, t, n)


def _deal_damage_divided(ctx: Ctx, e: fx.DealDamageDivided) -> None:
    """CR 601.2d: the damage divided on casting; an illegal target's share is not dealt."""
    shares: dict[int, int] = {}
    for t in ctx.ids(e.to):
        shares[t] = shares.get(t, 0) + 1
    for t, n in shares.items():
        ctx.game.deal_damage(ctx.source, ctx.controller, t, n)


def _gain_from_power(ctx: Ctx, e: fx.GainLifeFromPower) -> None:
    """CR 608.2h: gain life equal to the target's power as it last existed."""
    o = ctx.lki_target
    if o is None:
        return
    n = ctx.game.power(o)
    if n <= 0:
        return
    for pid in ctx.players(e.player):
        ctx.game.gain_life(pid, n)


def _put_from_hand_on_top(ctx: Ctx, e: fx.PutFromHandOnTop) -> None:
    """Brainstorm: put cards from hand on top of the library (CR 401.4: in any order)."""
    game = ctx.game
    for pid in ctx.players(e.player):
        hand = game.players[pid].hand
        n = min(e.count, len(hand))
        if n <= 0:
            continue
        ids = game.ask(pid, Decision(PUT_BACK, [o.oid for o in hand], False, n, n, amount=n))
        for oid in ids:  # the last one chosen ends on top
            game.move(game.objects[oid], Zone.LIBRARY)
        game.players[pid].known_top += n
        game.say(f"P{pid} puts {n} cards back on top")


def _reorder_top(ctx: Ctx, e: fx.ReorderTop) -> None:
    """Ponder: look at the top cards, put them back in any order, then may shuffle (CR 701.24)."""
    game = ctx.game
    pid = ctx.controller
    lib = game.players[pid].library
    k = min(e.count, len(lib))
    if k <= 0:
        return
    if k > 1:
        top_first = [o.oid for o in reversed(lib[-k:])]
        order = game.ask(pid, Decision(ORDER, top_first, False, k, k))
        del lib[-k:]
        for oid in reversed(order):
            lib.append(game.objects[oid])
    p = game.players[pid]
    p.known_top = max(p.known_top, k)
    if e.may_shuffle and game.ask(pid, Decision(SHUFFLE, YES_NO, source=ctx.item.source_oid)):
        game.shuffle_library(pid)
        game.say(f"P{pid} shuffles")


def _kicked(ctx: Ctx) -> int:
    """CR 702.33d: times the spell (or the permanent it became) was kicked."""
    if ctx.item.kicked:
        return ctx.item.kicked
    src = ctx.source
    return src.kicked if src is not None else 0


def _if_kicked(ctx: Ctx, e: fx.IfKicked) -> None:
    """CR 702.33d: "if this spell was kicked, ..." (else ``otherwise``, on the same targets)."""
    start = ctx.cursor
    for eff in e.effect if _kicked(ctx) else e.otherwise:
        resolve_effect(ctx, eff)
    ctx.cursor = start + len(effect_target_specs(e.effect))


def _for_each_kick(ctx: Ctx, e: fx.ForEachKick) -> None:
    """CR 702.33d: multikicker: do the effects once for each time it was kicked."""
    start = ctx.cursor
    for _ in range(_kicked(ctx)):
        ctx.cursor = start  # the same targets each time
        for eff in e.effect:
            resolve_effect(ctx, eff)
    ctx.cursor = start + len(effect_target_specs(e.effect))


def _grant_flashback(ctx: Ctx, e: fx.GrantFlashback) -> None:
    """CR 702.34a: the target card in a graveyard gains flashback until end of turn."""
    game = ctx.game
    for t in ctx.ids(e.target):
        o = game.objects.get(t)
        if o is not None and o.zone is Zone.GRAVEYARD:
            o.flashback_turn = game.turn
            game.say(f"{o.card.name} gains flashback")


def _exile_graveyard(ctx: Ctx, e: fx.ExileGraveyard) -> None:
    """CR 406.1: exile every card in each named player's graveyard (Relic of Progenitus)."""
    game = ctx.game
    for pid in ctx.players(e.player):
        grave = game.players[pid].graveyard
        n = len(grave)
        for o in list(grave):
            game.move(o, Zone.EXILE)
        if n:
            game.say(f"exiles P{pid}'s graveyard ({n} cards)")


def _graveyard_swap(ctx: Ctx, e: fx.GraveyardSwap) -> None:
    """Living End: exile creature cards from graveyards, sacrifice creatures, return them.

    CR 101.4: each player does each step at the same time (active player first in the
    engine's order); the sacrificed creatures are not among the cards exiled before, and
    the returned cards enter under their owners' control (CR 110.2) as new objects.
    """
    game = ctx.game
    exiled: list[list[GameObject]] = [[], []]
    for pid in (game.active, 1 - game.active):
        for o in list(game.players[pid].graveyard):
            if card_matches(o.card, e.filter):
                new = game.move(o, Zone.EXILE)
                if new is not None:
                    exiled[pid].append(new)
    for pid in (game.active, 1 - game.active):
        for o in list(game.players[pid].battlefield):
            if o.info.is_creature:
                game.sacrifice(o)
    for pid in (game.active, 1 - game.active):
        for o in exiled[pid]:
            if o.zone is Zone.EXILE and o.oid in game.objects:
                new = game.move(o, Zone.BATTLEFIELD, controller=pid)
                if new is not None:
                    if new.info.etb_tapped is not None:
                        enters_tapped(game, pid, new)
                    events.on_etb(game, new)
        if exiled[pid]:
            game.say(f"P{pid} returns {len(exiled[pid])} creature cards to the battlefield")


def _reanimate(ctx: Ctx, e: fx.Reanimate) -> None:
    """CR 110.2a, 400.7: put the target card from a graveyard onto the battlefield.

    It enters under the controller of this spell or ability; "with a -1/-1 counter on it"
    (Persist) is part of how it enters (CR 614.1c); Reanimate's life loss reads the mana
    value of the card as it last existed (CR 608.2h).
    """
    game = ctx.game
    for t in ctx.ids(e.target):
        o = game.objects.get(t)
        if o is None or o.zone is not Zone.GRAVEYARD:
            continue
        mana_value = o.card.mana_value
        new = game.move(o, Zone.BATTLEFIELD, controller=ctx.controller)
        if new is None:
            continue
        if e.tapped:
            new.tapped = True
        elif new.info.etb_tapped is not None:
            enters_tapped(game, ctx.controller, new)
        if e.counter:
            new.counters = {e.counter: 1}
        game.say(f"returns {new.card.name} to the battlefield")
        events.on_etb(game, new)
        if e.lose_life_mana_value and mana_value:
            game.lose_life(ctx.controller, mana_value)


def _exile_top_playable(ctx: Ctx, e: fx.ExileTopPlayable) -> None:
    """Impulse draw: exile the top cards; their owner may play them for a while.

    "This turn" ends with this turn; "until the end of your next turn" with the
    controller's next turn (the next one if it is not the controller's turn now).
    """
    game = ctx.game
    pid = ctx.controller
    lib = game.players[pid].library
    until = game.turn
    if e.next_turn:
        until = game.turn + (2 if game.active == pid else 1)
    for _ in range(min(e.count, len(lib))):
        new = game.move(lib[-1], Zone.EXILE)
        if new is not None:
            new.playable_until = until
            game.say(f"exiles {new.card.name} (playable)")


#: ``CardDef.enters_with`` count: "for each instant and sorcery card exiled with it".
DELVED_SPELLS = "delved_instants_and_sorceries"
_ARMY_TOKENS: dict[str, Any] = {}


def _amass(ctx: Ctx, e: fx.Amass) -> None:
    """CR 701.47: amass <type> N.

    Create a 0/0 black <type> Army token if you control no Army, then put N +1/+1
    counters on an Army you control (state-based actions wait until it resolves).
    """
    game = ctx.game
    pid = ctx.controller
    army = None
    for o in game.players[pid].battlefield:
        if o.info.is_creature and "Army" in o.card.subtypes:
            army = o
            break
    if army is None:
        tok = _ARMY_TOKENS.get(e.subtype)
        if tok is None:
            tok = token(f"{e.subtype} Army", pt=(0, 0), color="B", subtypes=(e.subtype, "Army"))
            _ARMY_TOKENS[e.subtype] = tok
        army = game.new_object(tok, pid, Zone.BATTLEFIELD, is_token=True)
        game.put_onto_battlefield(army, pid)
        game.say(f"creates {tok.name} token")
        events.on_etb(game, army)
    c = army.counters if army.counters is not None else {}
    c["+1/+1"] = c.get("+1/+1", 0) + e.count
    army.counters = c


#: Custom key -> resolver. Register one-card behaviours here (STYLE.md 2.3: reviewed debt).
CUSTOM_RESOLVERS: dict[str, Callable[[Ctx, fx.Custom], None]] = {}


def _custom(ctx: Ctx, e: fx.Custom) -> None:
    """Dispatch a ``Custom`` effect on its key; an unknown key is a ``RulesError``."""
    fn = CUSTOM_RESOLVERS.get(e.key)
    if fn is None:
        raise RulesError(
            f"no resolver for Custom effect {e.key!r} ({e.reason}); "
            "register one in deckstats.engine.resolve.CUSTOM_RESOLVERS"
        )
    fn(ctx, e)


#: Effect class -> resolver: the engine half of STYLE.md 2.3's paired tables.
_TRANSFORMING = ("transform", "flip", "meld")


def transform_permanent(game: Game, obj: GameObject) -> bool:
    """CR 701.27a: turn a transforming double-faced permanent over (front <-> back).

    It stays the same object (CR 712.18, not in seeds: no zone change): damage, counters
    and attack state stay; its abilities, P/T and types become the other face's. Returns
    False for a permanent that is not a transforming double-faced card (CR 701.27c).
    """
    full = obj.full_card if obj.full_card is not None else obj.card
    if full.layout not in _TRANSFORMING or not full.faces:
        return False
    new_card = full.faces[0] if obj.card is full else full
    _swap_card(game, obj, new_card, full if new_card is not full else None)
    game.say(f"transforms into {new_card.name}")
    return True


def _swap_card(game: Game, obj: GameObject, new_card: CardDef, full: CardDef | None) -> None:
    """Give the permanent ``obj`` the characteristics of ``new_card`` (same object).

    ``full`` is the card it is in every other zone (``None``: ``new_card`` itself). The
    trigger, static and modifier source lists follow its new abilities.
    """
    old = obj.info
    info = card_info(new_card)
    obj.card = new_card
    obj.full_card = full
    obj.info = info
    if obj.zone is Zone.BATTLEFIELD:
        for lst, had, has in (
            (game.static_sources, bool(old.statics), bool(info.statics)),
            (game.trigger_sources, old.has_triggers, info.has_triggers),
            (game.modifier_sources, bool(old.modifiers), bool(info.modifiers)),
        ):
            if had and not has:
                lst.remove(obj)
            elif has and not had:
                lst.append(obj)
        game.sba_dirty = True


_LEVELED: dict[tuple[int, int], tuple[CardDef, CardDef]] = {}


def _gain_level(ctx: Ctx, e: fx.GainLevel) -> None:
    """CR 716.2a: the Class's level becomes N; it has that section's abilities (CR 716.3)."""
    game = ctx.game
    src = ctx.source
    if src is None or game.objects.get(src.oid) is not src or src.zone is not Zone.BATTLEFIELD:
        return
    if class_level(src.card) != e.level - 1:
        return  # it gained that level meanwhile (two activations on the stack)
    cur = src.card
    key = (id(cur), e.level)
    hit = _LEVELED.get(key)
    if hit is None or hit[0] is not cur:
        new_card = replace(
            cur,
            triggers=cur.triggers + tuple(e.triggers),
            statics=cur.statics + tuple(e.statics),
            abilities=cur.abilities + tuple(e.abilities),
        )
        hit = (cur, new_card)
        _LEVELED[key] = hit
        LEVEL_OF[id(new_card)] = (new_card, e.level)
    _swap_card(game, src, hit[1], src.full_card if src.full_card is not None else cur)
    game.say(f"{cur.name} becomes level {e.level}")
    for t in src.info.triggers:
        w = t.when
        if isinstance(w, BecomesLevel) and w.n == e.level:
            game.pending.append((src.controller, t, src, None, 1 - src.controller))


def _transform(ctx: Ctx, e: fx.Transform) -> None:
    """CR 701.27a "transform ~"; "exile ~, then return it transformed" (CR 400.7, 712.14)."""
    game = ctx.game
    src = ctx.source
    if src is None or game.objects.get(src.oid) is not src or src.zone is not Zone.BATTLEFIELD:
        return  # it left the battlefield: nothing to transform (CR 701.27, 400.7)
    if not e.exile_return:
        transform_permanent(game, src)
        return
    full = src.full_card if src.full_card is not None else src.card
    gone = game.move(src, Zone.EXILE)
    if gone is None or full.layout not in _TRANSFORMING or not full.faces:
        return  # a token, or a card with no back face, stays in exile
    gone.full_card = full
    back = full.faces[0]
    gone.card = back
    gone.info = card_info(back)
    new = game.move(gone, Zone.BATTLEFIELD, controller=gone.owner if e.owner else ctx.controller)
    if new is None:
        return
    new.full_card = full  # back face up; it is the whole card again in any other zone
    game.say(f"{back.name} enters the battlefield transformed")
    events.on_etb(game, new)


_GAINED: dict[tuple[int, int], tuple[CardDef, CardDef]] = {}


def _gain_ability(ctx: Ctx, e: fx.GainAbility) -> None:
    """'~ gains "<ability>"' (CR 613.1f): the same permanent, with the ability added."""
    game = ctx.game
    src = ctx.source
    if src is None or game.objects.get(src.oid) is not src or src.zone is not Zone.BATTLEFIELD:
        return
    cur = src.card
    key = (id(cur), id(e))
    hit = _GAINED.get(key)
    if hit is None or hit[0] is not cur:
        new_card = replace(
            cur,
            abilities=cur.abilities + tuple(e.abilities),
            triggers=cur.triggers + tuple(e.triggers),
        )
        hit = (cur, new_card)
        _GAINED[key] = hit
        level = LEVEL_OF.get(id(cur))
        if level is not None and level[0] is cur:
            LEVEL_OF[id(new_card)] = (new_card, level[1])  # a Class keeps its level
    _swap_card(game, src, hit[1], src.full_card if src.full_card is not None else cur)
    game.say(f"{cur.name} gains an ability")


def _warp_exile(ctx: Ctx, e: fx.WarpExile) -> None:
    """CR 702.185a: exile the warped permanent; its owner may cast it from exile later."""
    game = ctx.game
    src = ctx.source
    if src is None or game.objects.get(src.oid) is not src or src.zone is not Zone.BATTLEFIELD:
        return
    new = game.move(src, Zone.EXILE)
    if new is not None:
        new.playable_until = 1 << 30  # any later turn (it is exiled at an end step)
        game.say(f"{new.card.name} is exiled (warp)")


def _if_top_card_is(ctx: Ctx, e: fx.IfTopCardIs) -> None:
    """Look at the top card; if it is a ``filter`` card, reveal it and apply ``then``."""
    game = ctx.game
    lib = game.players[ctx.controller].library
    if lib and card_matches(lib[-1].card, e.filter):
        game.say(f"reveals {lib[-1].card.name} from the top of the library")
        for eff in e.then:
            resolve_effect(ctx, eff)


def _get_energy(ctx: Ctx, e: fx.GetEnergy) -> None:
    """CR 107.14, 122.1: the controller gets ``count`` energy counters."""
    ctx.game.players[ctx.controller].energy += e.count
    ctx.game.say(f"P{ctx.controller} gets {e.count} energy")


def _extra_land_play(ctx: Ctx, e: fx.ExtraLandPlay) -> None:
    """CR 305.2: the controller may play ``count`` more lands this turn."""
    ctx.game.players[ctx.controller].extra_lands_turn += e.count


def _extra_turn(ctx: Ctx, e: fx.ExtraTurn) -> None:
    """CR 500.7: the controller takes ``count`` extra turns after this one."""
    ctx.game.players[ctx.controller].extra_turns += e.count
    ctx.game.say(f"P{ctx.controller} will take an extra turn")


def _pay_energy_damage(ctx: Ctx, e: fx.PayEnergyDamage) -> None:
    """Galvanic Discharge: pay any amount of energy; deal that much damage to the target.

    The controller pays the least amount that is lethal to the target (toughness less
    damage marked for a creature, CR 704.5g; loyalty for a planeswalker, CR 120.3c),
    or all its energy if that is not enough (CR 107.14).
    """
    game = ctx.game
    p = game.players[ctx.controller]
    for t in ctx.ids(e.to):
        o = game.objects.get(t)
        if o is None or o.zone is not Zone.BATTLEFIELD:
            continue
        creature = o.info.is_creature
        need = max(0, game.toughness(o) - o.damage) if creature else o.counter("loyalty")
        n = min(p.energy, max(need, 1))
        if n <= 0:
            continue
        p.energy -= n
        game.say(f"P{ctx.controller} pays {n} energy")
        game.deal_damage(ctx.source, ctx.controller, t, n)


def _regenerate(ctx: Ctx, e: fx.Regenerate) -> None:
    """CR 701.19a: give each permanent a regeneration shield for this turn."""
    for o in ctx.objs(e.target):
        o.regen_shields += 1


def _fog(ctx: Ctx, e: fx.PreventCombatDamage) -> None:
    """CR 615.1: no combat damage is dealt for the rest of this turn (``combat``)."""
    ctx.game.fog_turn = ctx.game.turn


def _exile_until_leaves(ctx: Ctx, e: fx.ExileUntilLeaves) -> None:
    """CR 610.3: exile the targets until the source leaves the battlefield (``Game.move``)."""
    game = ctx.game
    src = ctx.source
    if src is None or src.zone is not Zone.BATTLEFIELD or src.oid not in game.objects:
        return  # CR 610.3c: the source already left: nothing is exiled
    for t in ctx.ids(e.target):
        o = game.objects.get(t)
        if o is None or o.zone is not Zone.BATTLEFIELD:
            continue
        game.say(f"exiles {o.card.name} until {src.card.name} leaves the battlefield")
        new = game.move(o, Zone.EXILE)
        if new is not None:
            game.exiled_until.setdefault(src.oid, []).append(new)


def _put_from_hand(ctx: Ctx, e: fx.PutFromHand) -> None:
    """CR 110.2, 305.4: put matching cards from the controller's hand onto the battlefield."""
    game = ctx.game
    pid = ctx.controller
    elig = [o.oid for o in game.players[pid].hand if card_matches(o.card, e.filter)]
    if not elig:
        return
    ids = game.ask(pid, Decision(DIG, elig, False, 0, min(e.count, len(elig))))
    entered = []
    for oid in ids:
        new = game.move(game.objects[oid], Zone.BATTLEFIELD, controller=pid)
        if new is not None:
            if e.tapped:
                new.tapped = True
            else:
                enters_tapped(game, pid, new)  # CR 614.1d applies to any entering
            entered.append(new)
    for new in entered:
        events.on_etb(game, new)


RESOLVERS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.DealDamage: _deal_damage,
    fx.DrawCards: _draw,
    fx.GainLife: _gain,
    fx.LoseLife: _lose,
    fx.AddMana: _add_mana,
    fx.AddOneOf: _add_one_of,
    fx.CreateToken: _create_token,
    fx.Pump: _pump,
    fx.PutCounters: _counters,
    fx.Destroy: _destroy,
    fx.Exile: _exile,
    fx.Bounce: _bounce,
    fx.Tap: _tap,
    fx.Untap: _untap,
    fx.Discard: _discard,
    fx.Mill: _mill,
    fx.Scry: _scry,
    fx.Surveil: _surveil,
    fx.SearchLibrary: _search,
    fx.CounterSpell: _counter,
    fx.Sacrifice: _sacrifice,
    fx.Dig: _dig,
    fx.RevealTopMayTake: _reveal_take,
    fx.Fight: _fight,
    fx.AttachTo: _attach,
    fx.Modal: _modal,
    fx.MayDo: _may,
    fx.Conditional: _conditional,
    fx.DealDamageEach: _deal_damage_each,
    fx.DealDamageDivided: _deal_damage_divided,
    fx.GainLifeFromPower: _gain_from_power,
    fx.PutFromHandOnTop: _put_from_hand_on_top,
    fx.ReorderTop: _reorder_top,
    fx.Custom: _custom,
    fx.IfKicked: _if_kicked,
    fx.ForEachKick: _for_each_kick,
    fx.GrantFlashback: _grant_flashback,
    fx.ExileGraveyard: _exile_graveyard,
    fx.Reanimate: _reanimate,
    fx.PutFromHand: _put_from_hand,
    fx.ExileUntilLeaves: _exile_until_leaves,
    fx.PreventCombatDamage: _fog,
    fx.Regenerate: _regenerate,
    fx.GetEnergy: _get_energy,
    fx.ExtraLandPlay: _extra_land_play,
    fx.ExtraTurn: _extra_turn,
    fx.PayEnergyDamage: _pay_energy_damage,
    fx.ExileTopPlayable: _exile_top_playable,
    fx.Amass: _amass,
    fx.GraveyardSwap: _graveyard_swap,
    fx.Transform: _transform,
    fx.IfTopCardIs: _if_top_card_is,
    fx.GainLevel: _gain_level,
    fx.WarpExile: _warp_exile,
    fx.GainAbility: _gain_ability,
}


def resolve_effect(ctx: Ctx, eff: Any) -> None:
    """Apply one effect (CR 608.2c: in text order)."""
    fn = RESOLVERS.get(type(eff))
    if fn is None:
        raise RulesError(f"no resolver for effect {type(eff).__name__}")
    fn(ctx, eff)


def resolve_effects(game: Game, item: StackItem) -> None:
    """Apply all effects of ``item`` (used directly for mana abilities, CR 605.3b)."""
    game.sba_dirty = True
    ctx = Ctx(game, item)
    for eff in item.effects:
        resolve_effect(ctx, eff)


def enters_tapped(game: Game, pid: int, obj: GameObject) -> None:
    """CR 614.1c-d: apply "enters tapped [unless ...]" (shock, check, fast, slow lands)."""
    et = obj.info.etb_tapped
    if et is None:
        return
    others = [o for o in game.players[pid].battlefield if o is not obj and o.info.is_land]
    if et.unless_pay_life:
        life = game.players[pid].life
        if life >= et.unless_pay_life and game.ask(
            pid, Decision(PAY_LIFE, YES_NO, source=obj.oid, amount=et.unless_pay_life)
        ):
            game.lose_life(pid, et.unless_pay_life, payment=True)
            game.say(f"pays {et.unless_pay_life} life for {obj.card.name}")
            return
        obj.tapped = True
        return
    p = game.players[pid]
    if et.untapped((o.card for o in others), (o.card for o in p.hand), p.turns_taken):
        if et.unless_reveal:
            game.say(f"reveals a {' or '.join(et.unless_reveal)} card for {obj.card.name}")
        return
    obj.tapped = True


def _all_targets_illegal(game: Game, item: StackItem, specs: list[Target]) -> bool:
    """CR 608.2b: True when the item had targets and none of them is still legal."""
    if not item.had_targets:
        return False
    src = item.obj.oid if item.obj is not None else 0
    for spec, group in zip(specs, item.targets, strict=False):
        for t in group:
            if is_legal_target(game, item.controller, spec, t, src):
                return False
    return True


def resolve_item(game: Game, item: StackItem) -> None:
    """CR 608.2-608.3: resolve a spell or ability that has left the stack."""
    game.sba_dirty = True  # effects may change toughness, counters, attachments
    info = item.obj.info if item.obj is not None else None
    if item.kind == "spell" and info is not None and info.is_aura and info.aura_target is not None:
        specs: list[Target] = [info.aura_target]
    else:
        specs = effect_target_specs(item.effects)
    if _all_targets_illegal(game, item, specs):
        game.say(f"{item.card.name} fizzles (all targets illegal)")
        if item.kind == "spell" and item.obj is not None:
            # CR 702.34a: a flashback spell is exiled instead of going anywhere else.
            game.move(item.obj, Zone.EXILE if item.exile_after else Zone.GRAVEYARD)
        return
    if item.kind != "spell":
        resolve_effects(game, item)
        return
    obj = item.obj
    assert obj is not None
    assert info is not None
    if info.is_permanent:
        # CR 608.3: a permanent spell's resolution puts it onto the battlefield.
        new = game.move(obj, Zone.BATTLEFIELD)
        assert new is not None
        if info.is_aura and item.targets and item.targets[0]:
            new.attached_to = item.targets[0][0]
        if item.kicked:
            new.kicked = item.kicked  # CR 702.33d: "if it was kicked" on the permanent
        if new.card.enters_with is not None and new.card.enters_with[1] == "X":
            new.counters = {new.card.enters_with[0]: item.x}  # CR 107.3m: the X paid
        elif new.card.enters_with is not None and new.card.enters_with[1] == DELVED_SPELLS:
            # Murktide Regent: one per instant and sorcery card delved (CR 702.66a, 614.1c)
            new.counters = {new.card.enters_with[0]: item.delved_spells}
        if item.haste:
            new.temp_keywords |= _HASTE  # CR 702.62a: cast from suspend, it gains haste
        if item.dashed:
            game.dash_returns.append(new)  # CR 702.109a: a delayed return to its owner's hand
        elif item.warped:
            game.warp_exiles.append(new)  # CR 702.185a: a delayed exile
        if info.etb_tapped is not None:
            enters_tapped(game, item.controller, new)
        game.say(f"{new.card.name} enters the battlefield")
        events.on_etb(game, new)
        if item.evoked:
            # CR 702.74a evoke: "when it enters, if its evoke cost was paid, its controller
            # sacrifices it"; its other enters triggers go on the stack above this one.
            sid = game.next_id
            game.next_id += 1
            sac = StackItem(sid, "trigger", new, new.card, item.controller, (_SACRIFICE_SELF,))
            game.stack.append(sac)
        return
    resolve_effects(game, item)
    if obj.zone is Zone.STACK and obj.oid in game.objects:
        if obj.full_card is not None and obj.full_card.layout == "adventure":
            new = game.move(obj, Zone.EXILE)  # CR 715.3d: exiled "on an adventure"
            if new is not None:
                new.on_adventure = True
        elif item.exile_after:
            game.move(obj, Zone.EXILE)  # CR 702.34a: flashback exiles it instead
        else:
            game.move(obj, Zone.GRAVEYARD)  # CR 608.2n: to its owner's graveyard


__all__ = ["BIT_INDEX", "CUSTOM_RESOLVERS", "RESOLVERS", "resolve_item"]
