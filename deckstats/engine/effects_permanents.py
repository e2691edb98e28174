"""Effects on permanents and players: damage, life, mana, tokens, counters, removal (CR 608.2c).

One family of the effect interpreter (``engine.resolve`` dispatches here through
``PERMANENT_EFFECTS``): damage (CR 120), life (CR 119), mana (CR 106), tokens (CR 111),
+N/+N and counters (CR 122), destroy, exile, bounce, tap, untap, sacrifice (CR 701),
fight (CR 701.14), attachments (CR 301.5, 303.4), transforming and Class levels
(CR 701.27, 716), regeneration (CR 701.19), prevention of combat damage (CR 615), energy
(CR 107.14), extra land plays and turns (CR 305.2, 500.7), and "exile until ~ leaves the
battlefield" (CR 610.3). Each resolver takes the resolution context
(``engine.effect_ctx.Ctx``) and one effect value.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.dsl import token
from deckstats.cards.model import CardType
from deckstats.cards.targets import Ref
from deckstats.cards.triggers import BecomesLevel, TransformsInto
from deckstats.engine import events
from deckstats.engine.characteristics import compile_filter, matches
from deckstats.engine.counter_mods import player_counters, put_counters
from deckstats.engine.damage import deal_damage
from deckstats.engine.decisions import (
    COLOR,
    SACRIFICE,
    Decision,
)
from deckstats.engine.effect_ctx import Ctx, choose_objects, ref_ids, remove_spell
from deckstats.engine.flags import HASTE
from deckstats.engine.info import LEVEL_OF, CardInfo, card_info, class_level
from deckstats.engine.stun import stunned
from deckstats.engine.token_mods import token_batches
from deckstats.engine.types import FIRST_OBJECT_ID, Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CARD_TYPE_CREATURE: Final = CardType.CREATURE
_REF_SELF: Final = Ref.SELF
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_LETTER_INDEX: Final = {"W": 0, "U": 1, "B": 2, "R": 3, "G": 4, "C": 5}


def _deal_damage(ctx: Ctx, e: fx.DealDamage) -> None:
    """CR 120: deal damage to each target."""
    n = ctx.amount(e.amount)
    for t in ctx.ids(e.to):
        got = deal_damage(ctx.game, ctx.source, ctx.controller, t, n)
        ctx.dealt += got  # "the damage dealt this way" (engine.riders)
        if got and t < FIRST_OBJECT_ID:
            ctx.dealt_player = True


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
    pid = ctx.controller
    if e.controller != _REF_YOU:
        who = ctx.players(e.controller)  # "Its controller creates" (Get Lost)
        if not who:
            return
        pid = who[0]
    if game.uncast_exile_turn == game.turn and e.token.types & _CARD_TYPE_CREATURE:
        game.say(f"{e.token.name} token is exiled instead (Hallowed Moonlight, CR 614.1a)")
        return  # a token exiled ceases to exist (CR 111.7)
    batches = token_batches(game, pid, e.token, n) if game.modifier_sources else ((e.token, n),)
    plus = ctx.amount(e.counters) if e.counters else 0  # Slime Against Humanity (CR 608.2h)
    for tok, k in batches:  # (engine.token_mods: Elspeth, Storm Slayer doubles them)
        for _ in range(k):
            obj = game.new_object(tok, pid, Zone.BATTLEFIELD, is_token=True)
            game.put_onto_battlefield(obj, pid, tapped=e.tapped)
            if e.attacking and game.in_combat:
                obj.attacking = True
            if e.haste:
                obj.temp_keywords |= HASTE  # until end of turn (CR 514.2)
            game.say(f"creates {tok.name} token")
            events.on_etb(game, obj)
            if plus > 0:
                put_counters(game, obj, "+1/+1", plus)  # CR 122.1: then counters on it


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
        put_counters(ctx.game, o, e.kind, n)  # (engine.counter_mods: Hardened Scales)


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
            remove_spell(game, o.oid, Zone.EXILE)
        elif o.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.HAND):
            game.say(f"exiles {o.card.name}")
            game.move(o, Zone.EXILE)


def _bounce(ctx: Ctx, e: fx.Bounce) -> None:
    """CR 400.3: return permanents (or target cards in a graveyard) to their owners' hands.

    A target spell (Venser, Shaper Savant; Sink into Stupor) leaves the stack for its
    owner's hand: it is not countered, so "can't be countered" does not stop it.
    """
    game = ctx.game
    for t in ctx.ids(e.target):
        o = game.objects.get(t)
        if o is not None and o.zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD):
            game.move(o, Zone.HAND)
        elif o is not None and o.zone is Zone.STACK:
            remove_spell(game, t, Zone.HAND)


def _tap(ctx: Ctx, e: fx.Tap) -> None:
    """CR 701.26a: tap permanents."""
    for o in ctx.objs(e.target):
        o.tapped = True


def _untap(ctx: Ctx, e: fx.Untap) -> None:
    """CR 701.26b: untap permanents; a stun counter is removed instead (CR 122.1d)."""
    for o in ctx.objs(e.target):
        if o.tapped and not (o.counters and stunned(o)):
            o.tapped = False


def _sacrifice(ctx: Ctx, e: fx.Sacrifice) -> None:
    """CR 701.21: sacrifice permanents (the player chooses which)."""
    game = ctx.game
    if isinstance(e.what, Ref):
        for o in ctx.objs(e.what):
            game.sacrifice(o)
        return
    for pid in ctx.players(e.player):
        elig = [
            o
            for o in game.players[pid].battlefield
            if matches(game, o, e.what) and not (e.other and o is ctx.source)
        ]
        n = min(ctx.amount(e.count), len(elig))
        if n <= 0:
            continue
        for o in choose_objects(game, pid, SACRIFICE, elig, n):
            game.say(f"P{pid} sacrifices {o.card.name}")
            game.sacrifice(o)


def _fight(ctx: Ctx, e: fx.Fight) -> None:
    """CR 701.14: each creature deals damage equal to its power to the other.

    ``one_way`` (CR 120.3, 608.2b): the first deals damage equal to its power to each legal
    second target, player or permanent; none if the first is gone.
    """
    a = ctx.objs(e.first)
    if e.one_way:
        for t in ctx.ids(e.second) if a else ():
            deal_damage(ctx.game, a[0], a[0].controller, t, max(0, ctx.game.power(a[0])))
        return
    b = ctx.objs(e.second)
    if not a or not b:
        return  # CR 701.14b: if either is gone, no damage is dealt
    x, y = a[0], b[0]
    game = ctx.game
    px, py = game.power(x), game.power(y)
    deal_damage(game, x, x.controller, y.oid, px)
    deal_damage(game, y, y.controller, x.oid, py)


def _attach(ctx: Ctx, e: fx.AttachTo) -> None:
    """CR 701.3: attach this Aura or Equipment (or the one that triggered) to the target."""
    src = ctx.source
    if e.what is not _REF_SELF:
        it = ctx.objs(e.what)
        src = it[0] if it else None
    for o in ctx.objs(e.target):
        if src is not None and src.zone is Zone.BATTLEFIELD:
            src.attached_to = o.oid
            ctx.game.say(f"attaches {src.card.name} to {o.card.name}")


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
    if e.planeswalkers:  # CR 120.3c: Brotherhood's End
        for pid in (game.active, 1 - game.active):
            ids.extend(o.oid for o in game.players[pid].battlefield if o.info.is_planeswalker)
    if e.players is not None:
        ids.extend(ref_ids(ctx, e.players))
    for t in ids:
        deal_damage(game, ctx.source, ctx.controller, t, n)


def _deal_damage_divided(ctx: Ctx, e: fx.DealDamageDivided) -> None:
    """CR 601.2d: the damage divided on casting; an illegal target's share is not dealt."""
    shares: dict[int, int] = {}
    for t in ctx.ids(e.to):
        shares[t] = shares.get(t, 0) + 1
    for t, n in shares.items():
        deal_damage(ctx.game, ctx.source, ctx.controller, t, n)


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


#: Army token definitions, made once per name (CR 701.47a).
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
    put_counters(game, army, "+1/+1", e.count)


#: Effect class -> resolver: the engine half of the paired tables (ARCHITECTURE.md, Cards are data).
_TRANSFORMING: Final = ("transform", "flip", "meld")


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
    swap_card(game, obj, new_card, full if new_card is not full else None)
    game.say(f"transforms into {new_card.name}")
    for t in obj.info.triggers:  # CR 603.2: "When this creature transforms into ~"
        if isinstance(t.when, TransformsInto):
            game.pending.append((obj.controller, t, obj, None, 1 - obj.controller))
    return True


def swap_card(game: Game, obj: GameObject, new_card: CardDef, full: CardDef | None) -> None:
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
        sync_sources(game, obj, old, info)


def sync_sources(game: Game, obj: GameObject, old: CardInfo, info: CardInfo) -> None:
    """The trigger, static and modifier source lists after ``obj``'s info went old -> info."""
    for lst, had, has in (
        (game.static_sources, bool(old.statics), bool(info.statics)),
        (game.trigger_sources, old.has_triggers, info.has_triggers),
        (game.modifier_sources, bool(old.modifiers), bool(info.modifiers)),
    ):
        if had and not has and obj in lst:
            lst.remove(obj)
        elif has and not had:
            lst.append(obj)
    game.sba_dirty = True


#: (card, level effect) -> the card at its new Class level, made once (CR 716).
_LEVELED: dict[tuple[int, int], tuple[CardDef, CardDef]] = {}


def _live_source(ctx: Ctx) -> GameObject | None:
    """The effect's source if it is still the same permanent on the battlefield (CR 400.7)."""
    src = ctx.source
    if src is None or ctx.game.objects.get(src.oid) is not src or src.zone is not Zone.BATTLEFIELD:
        return None
    return src


def _card_with(
    cache: dict[tuple[int, int], tuple[CardDef, CardDef]],
    key: tuple[int, int],
    cur: CardDef,
    abilities: tuple[Any, ...],
    triggers: tuple[Any, ...],
    statics: tuple[Any, ...],
    level: int,
    modifiers: tuple[Any, ...] = (),
) -> CardDef:
    """``cur`` with abilities, triggers and statics added: a new ``CardDef``, made once per key.

    The permanent keeps its identity and gets these characteristics (``swap_card``).
    ``level`` is the Class level the new card stands for (CR 716.2b); 0 keeps ``cur``'s
    level, if it has one (a Class that gains an ability stays at its level).
    """
    hit = cache.get(key)
    if hit is not None and hit[0] is cur:
        return hit[1]
    new_card = replace(
        cur,
        triggers=cur.triggers + triggers,
        statics=cur.statics + statics,
        abilities=cur.abilities + abilities,
        modifiers=cur.modifiers + modifiers,
    )
    cache[key] = (cur, new_card)
    if level:
        LEVEL_OF[id(new_card)] = (new_card, level)
    else:
        old = LEVEL_OF.get(id(cur))
        if old is not None and old[0] is cur:
            LEVEL_OF[id(new_card)] = (new_card, old[1])
    return new_card


def _gain_level(ctx: Ctx, e: fx.GainLevel) -> None:
    """CR 716.2a: the Class's level becomes N; it has that section's abilities (CR 716.3)."""
    game = ctx.game
    src = _live_source(ctx)
    if src is None:
        return
    if class_level(src.card) != e.level - 1:
        return  # it gained that level meanwhile (two activations on the stack)
    cur = src.card
    new_card = _card_with(
        _LEVELED,
        (id(cur), e.level),
        cur,
        tuple(e.abilities),
        tuple(e.triggers),
        tuple(e.statics),
        e.level,
        tuple(e.modifiers),
    )
    swap_card(game, src, new_card, src.full_card if src.full_card is not None else cur)
    game.say(f"{cur.name} becomes level {e.level}")
    for t in src.info.triggers:
        w = t.when
        if isinstance(w, BecomesLevel) and w.n == e.level:
            game.pending.append((src.controller, t, src, None, 1 - src.controller))


def _transform(ctx: Ctx, e: fx.Transform) -> None:
    """CR 701.27a "transform ~"; "exile ~, then return it transformed" (CR 400.7, 712.14)."""
    game = ctx.game
    src = _live_source(ctx)
    if src is None:
        return  # it left the battlefield: nothing to transform (CR 701.27, 400.7)
    if not e.exile_return:
        full = src.full_card if src.full_card is not None else src.card
        if e.front_only and src.card.name != full.name:
            return  # already transformed (CR 701.27f): Avacyn's second delayed trigger
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


#: (card, ability effect) -> the card with the ability gained, made once.
_GAINED: dict[tuple[int, int], tuple[CardDef, CardDef]] = {}


def _gain_ability(ctx: Ctx, e: fx.GainAbility) -> None:
    """'~ gains "<ability>"' (CR 613.1f): the same permanent, with the ability added."""
    game = ctx.game
    src = _live_source(ctx)
    if src is None:
        return
    cur = src.card
    new_card = _card_with(
        _GAINED, (id(cur), id(e)), cur, tuple(e.abilities), tuple(e.triggers), (), 0
    )
    swap_card(game, src, new_card, src.full_card if src.full_card is not None else cur)
    game.say(f"{cur.name} gains an ability")


def _warp_exile(ctx: Ctx, e: fx.WarpExile) -> None:
    """CR 702.185a: exile the warped permanent; its owner may cast it from exile later."""
    game = ctx.game
    src = _live_source(ctx)
    if src is None:
        return
    unearthed = src.exile_turn < 0  # CR 702.84a: an unearthed card is only exiled
    new = game.move(src, Zone.EXILE)
    if new is not None and not unearthed:
        new.playable_until = 1 << 30  # any later turn (it is exiled at an end step)
        game.say(f"{new.card.name} is exiled (warp)")


def _get_energy(ctx: Ctx, e: fx.GetEnergy) -> None:
    """CR 107.14, 122.1: the controller gets ``count`` energy counters."""
    ctx.game.players[ctx.controller].energy += player_counters(ctx.game, ctx.controller, e.count)
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
        deal_damage(game, ctx.source, ctx.controller, t, n)


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


#: Effect class -> resolver, for ``engine.resolve.RESOLVERS``.
PERMANENT_EFFECTS: dict[type, Callable[[Ctx, Any], None]] = {
    fx.DealDamage: _deal_damage,
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
    fx.Sacrifice: _sacrifice,
    fx.Fight: _fight,
    fx.AttachTo: _attach,
    fx.DealDamageEach: _deal_damage_each,
    fx.DealDamageDivided: _deal_damage_divided,
    fx.GainLifeFromPower: _gain_from_power,
    fx.Amass: _amass,
    fx.GainLevel: _gain_level,
    fx.Transform: _transform,
    fx.GainAbility: _gain_ability,
    fx.WarpExile: _warp_exile,
    fx.GetEnergy: _get_energy,
    fx.ExtraLandPlay: _extra_land_play,
    fx.ExtraTurn: _extra_turn,
    fx.PayEnergyDamage: _pay_energy_damage,
    fx.Regenerate: _regenerate,
    fx.PreventCombatDamage: _fog,
    fx.ExileUntilLeaves: _exile_until_leaves,
}
